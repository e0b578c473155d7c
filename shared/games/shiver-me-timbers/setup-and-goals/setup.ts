import { Random, seedRng, type SeatSetup } from "../../../engine";
import { ISLANDS, START_ATTRIBUTE } from "../content/basics";
import { TREASURE_CARDS } from "../content/treasures";
import { FORTRESSES } from "../content/fortresses";
import { GOALS_BY_PLAYER_COUNT, LIFE_GOALS } from "../content/life-goals";
import { MERCHANTS } from "../content/merchants";
import { WIND_CARDS } from "../content/wind-deck";
import { newDuelDeck } from "../duel/start";
import type { SmtOptions } from "../options";
import type { Counters, PlayerState, SmtState } from "../state";
import { newMissionState } from "../missions-and-titles/state";
import { newMonsterState } from "../monsters/state";

import { newFamilyState } from "../family-and-soulmates/family";
import { goalsLaidOut } from "../epic/epic";
import { newCardsState } from "../crew-and-rituals/state";

const MISSION_SEED = 0x6d697373;
const MONSTER_SEED = 0x6d6f6e73;
/** The wish deck's own generator ("wish"), so adding it left the other decks' deals unchanged. */
const WISH_SEED = 0x77697368;

export const ZERO_COUNTERS: Counters = {
  unitsSold: 0, missionsCompleted: 0, treasuresRaised: 0, relativesRescued: 0, boardingWins: 0,
  fortressesRaided: 0, monstersDefeated: 0, titlesEarned: 0, soulmatesWon: 0,
};

function newPlayer(name: string): PlayerState {
  return {
    name, secretGoals: null, origin: null, talent: null,
    speed: START_ATTRIBUTE, strength: START_ATTRIBUTE, hull: START_ATTRIBUTE,
    gold: 0, cargo: { cocoa: 0, rum: 0, sugar: 0 }, treasures: [],
    chestGold: 0, chestTreasures: [], trophies: { merchants: [], fortresses: [], shipMarkers: [] },
    shipMarkerHolder: null, location: "", counters: { ...ZERO_COUNTERS }, claimed: [], peeked: [],
  };
}

/**
 * Game Set-up. The starting player is seat 0 (the rulebook's "who travelled by ship most
 * recently" is settled by the table host's seat). Life goals are dealt face up by player
 * count; fortresses are shuffled face down onto the islands; the small merchants wait for
 * the map's anchors (placed when the map is done); the large merchants form the stack with
 * the leftover small ones on top; wind, treasure and duel decks are shuffled; the crew and
 * ritual decks are not (their cards are chosen).
 */
export function setupGame(seats: readonly SeatSetup[], options: SmtOptions, seed: number): SmtState {
  const n = seats.length;
  if (n < 2 || n > 4) throw new Error(`Shiver Me Timbers seats 2 to 4 players, not ${n}`);
  const random = Random.from(seedRng(seed));
  const goalsInPlay = random.shuffle(LIFE_GOALS.map((g) => g.id)).slice(0, goalsLaidOut(options, GOALS_BY_PLAYER_COUNT[n])).sort((a, b) => a - b);
  const fortressIds = random.shuffle(FORTRESSES.map((f) => f.id));
  const small = random.shuffle(MERCHANTS.filter((m) => m.size === "small").map((m) => m.id));
  const large = random.shuffle(MERCHANTS.filter((m) => m.size === "large").map((m) => m.id));
  const wind = random.shuffle(WIND_CARDS.map((c) => c.id));
  const treasures = random.shuffle(TREASURE_CARDS.map((t) => t.id));
  return {
    options,
    rng: random.state(),
    version: 0,
    phase: "goals",
    startSeat: 0,
    goalsInPlay,
    claims: {},
    players: seats.map((seat) => newPlayer(seat.name)),
    chosen: seats.map(() => false),
    map: { islands: [], routes: [] },
    build: null,
    merchants: {},
    // Until the map is done, the stack holds every merchant: small ones on top.
    merchantStack: [...small, ...large],
    fortresses: Object.fromEntries(ISLANDS.map((island, i) => [island, { id: fortressIds[i], faceUp: false }])),
    windDeck: wind,
    windDiscard: [],
    wind: null,
    event: null,
    // Shuffled with a generator of its own, so adding missions left the other decks' deals unchanged.
    missions: newMissionState(n, Random.from(seedRng(seed ^ MISSION_SEED))),
    // The hunt deck too ("mons"): the other decks' deals stay as they were.
    monsters: newMonsterState(n, Random.from(seedRng(seed ^ MONSTER_SEED))),
    family: newFamilyState(n, Random.from(seedRng(seed ^ WISH_SEED))),
    treasure: { deck: treasures, discard: [], players: seats.map(() => ({ hand: [], hunt: null, look: null, mustDiscard: false })) },
    cards: newCardsState(n),
    cardMoments: { announced: null, endOf: null },
    duelDeck: newDuelDeck(),
    pests: {},
    round: 0,
    turn: { seat: 0, actionsLeft: 0, peekAt: null, mustEnd: false },
    pending: [],
    combat: null,
    endTriggered: null,
    final: null,
    tieBreak: null,
  };
}
