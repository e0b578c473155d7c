import { schema, t } from "@colyseus/schema";

/**
 * The table-top half of Shiver Me Timbers' synced board: players' public tableaux, the map,
 * merchants, fortresses, goals, wind and turn (the `publicView` fields of
 * shared/games/shiver-me-timbers/views.ts of the same names). Field names are the view's;
 * a null value travels as an absent field (see schema.ts for every deviation).
 */

export const SmtCargo = schema({ cocoa: t.uint8().default(0), rum: t.uint8().default(0), sugar: t.uint8().default(0) }, "SmtCargo");

export const SmtCounters = schema(
  {
    boardingWins: t.uint8().default(0),
    fortressesRaided: t.uint8().default(0),
    missionsCompleted: t.uint8().default(0),
    monstersDefeated: t.uint8().default(0),
    relativesRescued: t.uint8().default(0),
    soulmatesWon: t.uint8().default(0),
    titlesEarned: t.uint8().default(0),
    treasuresRaised: t.uint8().default(0),
    unitsSold: t.uint16().default(0),
  },
  "SmtCounters",
);

export const SmtTrophies = schema(
  {
    merchants: t.array("string").optional(),
    fortresses: t.array("string").optional(),
    shipMarkers: t.array("uint8").optional(),
    family: t.array("string").optional(),
  },
  "SmtTrophies",
);

export const SmtPlayer = schema(
  {
    seat: t.uint8().default(0),
    name: t.string().default(""),
    chosen: t.boolean().default(false),
    origin: t.string().optional(),
    talent: t.string().optional(),
    speed: t.uint8().default(0),
    strength: t.uint8().default(0),
    hull: t.uint8().default(0),
    movement: t.uint8().optional(),
    gold: t.number().default(0),
    cargo: t.ref(SmtCargo),
    treasures: t.array("string").optional(),
    crewCards: t.uint8().default(0),
    ritualCards: t.uint8().default(0),
    chestGold: t.number().default(0),
    chestTreasures: t.array("string").optional(),
    trophies: t.ref(SmtTrophies),
    shipMarkerHolder: t.uint8().optional(),
    location: t.string().optional(),
    counters: t.ref(SmtCounters),
    claimed: t.array("uint8").optional(),
    /** Empty until the final scoring (the view's null), then the goals that were secret. */
    secretGoals: t.array("uint8").optional(),
  },
  "SmtPlayer",
);

export const SmtTurn = schema(
  { seat: t.uint8().default(0), actionsLeft: t.uint8().default(0), mustEnd: t.boolean().default(false), canPeek: t.boolean().default(false) },
  "SmtTurn",
);

export const SmtWind = schema({ card: t.string().optional(), value: t.uint8().default(0), counts: t.uint8().default(0) }, "SmtWind");

export const SmtEvent = schema({ card: t.string(), id: t.string(), name: t.string(), text: t.string() }, "SmtEvent");

export const SmtGoal = schema({ id: t.uint8().default(0), name: t.string(), text: t.string(), claims: t.array("uint8").optional() }, "SmtGoal");

/**
 * A placed route tile with its two ends flattened into it (deviation 10 in schema.ts): `aIsland`
 * or `aSpecial` and `aPoint` for the view's `a` (all absent while that end is open), the same
 * for `b`. A chart has up to 14 routes; an object per end was 28 synced objects a table.
 */
export const SmtRoute = schema(
  {
    tile: t.string(),
    aIsland: t.string().optional(),
    aSpecial: t.string().optional(),
    aPoint: t.uint8().optional(),
    bIsland: t.string().optional(),
    bSpecial: t.string().optional(),
    bPoint: t.uint8().optional(),
  },
  "SmtRoute",
);

export const SmtMap = schema({ islands: t.array("string").optional(), routes: t.array(SmtRoute).optional() }, "SmtMap");

export const SmtBuild = schema(
  { step: t.uint8().default(0), seat: t.uint8().default(0), islands: t.array("string").optional(), routes: t.array("string").optional() },
  "SmtBuild",
);

export const SmtBounty = schema({ kind: t.string(), relative: t.string().optional() }, "SmtBounty");

/** A merchant's card (content/merchants.ts): only ever in the board once it is face up. */
export const SmtMerchantCard = schema(
  {
    id: t.string(),
    size: t.string(),
    nation: t.string(),
    color: t.string(),
    speed: t.uint8().default(0),
    strength: t.uint8().default(0),
    hull: t.uint8().default(0),
    gold: t.number().default(0),
    vp: t.uint8().default(0),
    bounty: t.ref(SmtBounty).optional(),
  },
  "SmtMerchantCard",
);

export const SmtMerchantSlot = schema(
  {
    space: t.string(),
    faceUp: t.boolean().default(false),
    damage: t.uint8().default(0),
    size: t.string(),
    merchant: t.ref(SmtMerchantCard).optional(),
  },
  "SmtMerchantSlot",
);

export const SmtMerchantStack = schema({ count: t.uint8().default(0), smallOnTop: t.uint8().default(0) }, "SmtMerchantStack");

export const SmtFortressCard = schema(
  { id: t.string(), name: t.string(), rule: t.string(), strength: t.uint8().default(0), vp: t.uint8().default(0) },
  "SmtFortressCard",
);

export const SmtFortressSlot = schema(
  { island: t.string(), faceUp: t.boolean().default(false), fortress: t.ref(SmtFortressCard).optional() },
  "SmtFortressSlot",
);

export const SmtDecks = schema(
  {
    treasure: t.uint8().default(0),
    treasureDiscard: t.array("string").optional(),
    crew: t.uint8().default(0),
    ritual: t.uint8().default(0),
    duel: t.uint8().default(0),
  },
  "SmtDecks",
);

export const SmtPending = schema(
  { kind: t.string(), seat: t.uint8().default(0), from: t.uint8().optional(), monster: t.string().optional() },
  "SmtPending",
);

export const SmtScoreLine = schema(
  {
    goals: t.number().default(0),
    secretBonus: t.number().default(0),
    seals: t.number().default(0),
    gold: t.number().default(0),
    total: t.number().default(0),
  },
  "SmtScoreLine",
);

export const SmtFinal = schema(
  { lines: t.array(SmtScoreLine).optional(), winners: t.array("uint8").optional(), tieBreak: t.string(), summary: t.string() },
  "SmtFinal",
);

export const SmtTieBreak = schema(
  {
    lines: t.array(SmtScoreLine).optional(),
    champion: t.uint8().default(0),
    rivals: t.array("uint8").optional(),
    draws: t.uint8().default(0),
    sharing: t.array("uint8").optional(),
  },
  "SmtTieBreak",
);
