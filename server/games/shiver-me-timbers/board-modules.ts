import { schema, t } from "@colyseus/schema";
import { SmtCargo } from "./board-table";

/**
 * The rule modules' half of Shiver Me Timbers' synced board: treasure hunts, missions,
 * monsters, family, crew and rituals, combat and the duel (the public views in
 * shared/games/shiver-me-timbers/<module>/views.ts). A list of lists travels as a list of
 * `{ ids }` (schema.ts lists every deviation).
 */

/** One inner list of a list of lists (a seat's relatives, soulmate markers, monster trophies). */
export const SmtIds = schema({ ids: t.array("string").optional() }, "SmtIds");

export const SmtHunt = schema({ card: t.string(), progress: t.uint8().default(0) }, "SmtHunt");

export const SmtTreasurePlayer = schema(
  {
    handCount: t.uint8().default(0),
    hunt: t.ref(SmtHunt).optional(),
    lookingAt: t.uint8().default(0),
    lookPurpose: t.string().optional(),
    mustDiscard: t.boolean().default(false),
  },
  "SmtTreasurePlayer",
);

export const SmtTreasureHunts = schema(
  { deckCount: t.uint8().default(0), discard: t.array("string").optional(), players: t.array(SmtTreasurePlayer).optional() },
  "SmtTreasureHunts",
);

export const SmtHeldMission = schema({ card: t.string(), revealed: t.boolean().default(false), met: t.array("boolean").optional() }, "SmtHeldMission");

export const SmtMissionPlayer = schema(
  {
    revealed: t.array(SmtHeldMission).optional(),
    hiddenCount: t.uint8().default(0),
    lookingAt: t.uint8().default(0),
    mustDiscard: t.boolean().default(false),
    completed: t.array("string").optional(),
    titles: t.array("string").optional(),
  },
  "SmtMissionPlayer",
);

export const SmtMissions = schema(
  { deckCount: t.uint8().default(0), discard: t.array("string").optional(), players: t.array(SmtMissionPlayer).optional() },
  "SmtMissions",
);

export const SmtMonsterSpots = schema({ "sea-serpent": t.string().optional(), kraken: t.string().optional() }, "SmtMonsterSpots");

/** Per seat, the marker on the hunt track; -1 for the view's null (not on the track). */
export const SmtMonsterProgress = schema({ "sea-serpent": t.array("int8").optional(), kraken: t.array("int8").optional() }, "SmtMonsterProgress");

export const SmtMonsterChoice = schema(
  { kind: t.string(), seat: t.uint8().default(0), monster: t.string(), card: t.string().optional() },
  "SmtMonsterChoice",
);

export const SmtMonsters = schema(
  {
    board: t.ref(SmtMonsterSpots),
    progress: t.ref(SmtMonsterProgress),
    deckCount: t.uint8().default(0),
    discard: t.array("string").optional(),
    markers: t.array("string").optional(),
    trophies: t.array(SmtIds).optional(),
    choice: t.ref(SmtMonsterChoice).optional(),
  },
  "SmtMonsters",
);

/** A seat's courtship; stage "" for the view's null (no courtship). */
export const SmtCourtship = schema({ stage: t.string().default(""), wishes: t.array("string").optional() }, "SmtCourtship");

export const SmtFamily = schema(
  {
    relatives: t.array(SmtIds).optional(),
    unrescued: t.array("string").optional(),
    wishDeckCount: t.uint8().default(0),
    courtships: t.array(SmtCourtship).optional(),
    soulmates: t.array(SmtIds).optional(),
    soulmateMarkers: t.array("string").optional(),
  },
  "SmtFamily",
);

export const SmtHandCount = schema({ crew: t.uint8().default(0), rituals: t.uint8().default(0) }, "SmtHandCount");

export const SmtPlayedCard = schema({ seat: t.uint8().default(0), card: t.string(), target: t.uint8().optional() }, "SmtPlayedCard");

export const SmtWindowTrigger = schema(
  { moment: t.string(), action: t.string(), active: t.uint8().default(0), combatants: t.array("uint8").optional() },
  "SmtWindowTrigger",
);

export const SmtCardWindow = schema(
  { trigger: t.ref(SmtWindowTrigger), order: t.array("uint8").optional(), at: t.uint8().default(0), passes: t.uint8().default(0) },
  "SmtCardWindow",
);

export const SmtTarget = schema({ seat: t.uint8().optional(), merchant: t.boolean().optional() }, "SmtTarget");

/**
 * A regular action waiting for its announcement window: every field a regular action can
 * have (actions.ts); hiring and learning arrive as their type alone (the card is secret).
 */
export const SmtAnnouncedAction = schema(
  {
    type: t.string(),
    to: t.string().optional(),
    attribute: t.string().optional(),
    resource: t.string().optional(),
    units: t.uint8().optional(),
    cargo: t.ref(SmtCargo).optional(),
    treasures: t.array("string").optional(),
    target: t.ref(SmtTarget).optional(),
    monster: t.string().optional(),
  },
  "SmtAnnouncedAction",
);

export const SmtAnnounced = schema({ seat: t.uint8().default(0), action: t.ref(SmtAnnouncedAction) }, "SmtAnnounced");

export const SmtCards = schema(
  {
    crewDeckCount: t.uint8().default(0),
    ritualDeckCount: t.uint8().default(0),
    handCounts: t.array(SmtHandCount).optional(),
    played: t.array(SmtPlayedCard).optional(),
    window: t.ref(SmtCardWindow).optional(),
    priority: t.uint8().optional(),
    announced: t.ref(SmtAnnounced).optional(),
  },
  "SmtCards",
);

export const SmtDuelSide = schema(
  {
    seat: t.uint8().default(0),
    name: t.string(),
    strength: t.uint8().default(0),
    speed: t.uint8().default(0),
    hull: t.uint8().optional(),
    handSize: t.uint8().default(0),
  },
  "SmtDuelSide",
);

export const SmtDuelRules = schema(
  { noCrew: t.boolean().default(false), noRituals: t.boolean().default(false), resilientShips: t.boolean().default(false) },
  "SmtDuelRules",
);

export const SmtDuelPending = schema({ card: t.string(), by: t.string(), height: t.string(), wounds: t.uint8().default(0) }, "SmtDuelPending");

export const SmtDuelPlayed = schema({ card: t.string(), by: t.string(), as: t.string() }, "SmtDuelPlayed");

export const SmtDuelOutcome = schema(
  {
    result: t.string(),
    winner: t.string().optional(),
    winnerSeat: t.uint8().optional(),
    loserSeat: t.uint8().optional(),
    reason: t.string(),
    plank: t.int8().default(0),
  },
  "SmtDuelOutcome",
);

export const SmtDuel = schema(
  {
    kind: t.string(),
    rules: t.ref(SmtDuelRules),
    phase: t.string(),
    plank: t.int8().default(0),
    attacker: t.ref(SmtDuelSide),
    defender: t.ref(SmtDuelSide),
    toMove: t.string().optional(),
    toMoveSeat: t.uint8().optional(),
    striker: t.string().optional(),
    pending: t.ref(SmtDuelPending).optional(),
    played: t.array(SmtDuelPlayed).optional(),
    passes: t.uint8().default(0),
    turns: t.uint16().default(0),
    stockCount: t.uint8().default(0),
    setAsideCount: t.uint8().default(0),
    outcome: t.ref(SmtDuelOutcome).optional(),
  },
  "SmtDuel",
);

export const SmtFoe = schema(
  {
    kind: t.string(),
    seat: t.uint8().optional(),
    space: t.string().optional(),
    merchant: t.string().optional(),
    island: t.string().optional(),
    fortress: t.string().optional(),
    captain: t.uint8().optional(),
  },
  "SmtFoe",
);

export const SmtCombat = schema(
  { kind: t.string(), player: t.uint8().default(0), playerRole: t.string(), foe: t.ref(SmtFoe), duel: t.ref(SmtDuel) },
  "SmtCombat",
);
