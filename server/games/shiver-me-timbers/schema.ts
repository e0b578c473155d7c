import { schema, t } from "@colyseus/schema";
import type { SmtAction, SmtState } from "../../../shared/games/shiver-me-timbers";
import { smtLog } from "../../../shared/games/shiver-me-timbers/log-text";
import type { GameSchemas } from "../game-schemas";
import { SmtCards, SmtCombat, SmtFamily, SmtMissions, SmtMonsters, SmtTreasureHunts } from "./board-modules";
import {
  SmtBuild,
  SmtDecks,
  SmtEvent,
  SmtFinal,
  SmtFortressSlot,
  SmtGoal,
  SmtMap,
  SmtMerchantSlot,
  SmtMerchantStack,
  SmtPending,
  SmtPlayer,
  SmtTieBreak,
  SmtTurn,
  SmtWind,
} from "./board-table";
import { smtMoveHints } from "./move-hints";
import { SmtSeat } from "./seat-schema";

/**
 * Shiver Me Timbers' synced state. `board` is the whole `publicView` and `private[seat]` the
 * whole `seatView` (shared/games/shiver-me-timbers/views.ts), field for field with the view's
 * names, so `room.state.toJSON()` gives the view's shape with these deviations (the same list
 * is in docs/protocol.md › Shiver Me Timbers; schema.test.ts checks that toJSON() equals the
 * view with exactly these changes, over whole bot games):
 *
 * 1. A null value (a field or an object) is an absent field: `turn`, `wind`, `event`, `build`,
 *    `combat`, `final`, `tieBreak`, `players[].origin`… and nested ones alike.
 * 2. A null list is an empty list: `players[].secretGoals` is `[]` until the final scoring.
 * 3. A list of lists is a list of `{ ids }`: `family.relatives`, `family.soulmates`,
 *    `monsters.trophies` (`[{ ids: ["son"] }, { ids: [] }]`).
 * 4. `family.courtships[seat]` null (no courtship) is `{ stage: "", wishes: [] }`.
 * 5. `monsters.progress[monster][seat]` null (not on the hunt track) is -1.
 * 6. An optional list the view leaves out is `[]`: `cards.announced.action.treasures` (an
 *    announced action without it), `cards.window.trigger.combatants` (a window outside combat).
 * 7. `pests` is a map (`{ "port-royal": "active" }`), as in the view; `private[seat].cards.browse.kinds` too.
 * 8. In a private part, a rule module's part with nothing in it (`cards`, `duel`, `treasure`,
 *    `missions`, `monsters`, `family`: every value null, false, or an empty list or object) is
 *    absent (smtSeatPart), and so is `cards.browse` null (not choosing from a deck). The owner
 *    still receives a part created later: revealToOwner (server/table/owner-views.ts).
 * 10. A route's two ends are fields of the route: `map.routes[i]` is `{ tile, aIsland | aSpecial,
 *    aPoint, bIsland | bSpecial, bPoint }`, an open end's fields absent.
 * 9. An empty list or map may be absent: every list and map is declared optional, created with
 *    its first item and kept (emptied) after its last, so an empty one costs a table no synced
 *    object until it is used (a 4-seat table has some 100 of them, about a third of its heap).
 *
 * Nothing else differs. What never enters the schema is what publicView leaves out: deck
 * orders, the generator, face-down merchants' and fortresses' identities, other seats' hands.
 */
export const smtBoardFields = {
    phase: t.string().default("goals"),
    version: t.number().default(0),
    round: t.uint16().default(0),
    startSeat: t.uint8().default(0),
    turn: t.ref(SmtTurn).optional(),
    wind: t.ref(SmtWind).optional(),
    event: t.ref(SmtEvent).optional(),
    windCardsLeft: t.uint8().default(0),
    endTriggered: t.string().optional(),
    goals: t.array(SmtGoal).optional(),
    players: t.array(SmtPlayer).optional(),
    map: t.ref(SmtMap),
    build: t.ref(SmtBuild).optional(),
    merchants: t.array(SmtMerchantSlot).optional(),
    merchantStack: t.ref(SmtMerchantStack),
    fortresses: t.array(SmtFortressSlot).optional(),
    pests: t.map("string").optional(),
    decks: t.ref(SmtDecks),
    treasureHunts: t.ref(SmtTreasureHunts),
    missions: t.ref(SmtMissions),
    monsters: t.ref(SmtMonsters),
    family: t.ref(SmtFamily),
    cards: t.ref(SmtCards),
    pending: t.array(SmtPending).optional(),
    combat: t.ref(SmtCombat).optional(),
    final: t.ref(SmtFinal).optional(),
    tieBreak: t.ref(SmtTieBreak).optional(),
};
export const SmtBoard = schema(smtBoardFields, "SmtBoard");

type Json = Record<string, unknown>;
const ids = (lists: readonly (readonly string[])[]) => lists.map((list) => ({ ids: list }));

/** The publicView in the form the board syncs (deviations 3–5 and 10 above); the input is not changed. */
export function smtBoard(view: Json): Json {
  const family = view.family as Json;
  const monsters = view.monsters as Json;
  const progress = monsters.progress as Record<string, readonly (number | null)[]>;
  const map = view.map as Json;
  return {
    ...view,
    map: { ...map, routes: (map.routes as Json[]).map(flatRoute) },
    family: {
      ...family,
      relatives: ids(family.relatives as string[][]),
      soulmates: ids(family.soulmates as string[][]),
      courtships: (family.courtships as (Json | null)[]).map((c) => c ?? { stage: "", wishes: [] }),
    },
    monsters: {
      ...monsters,
      trophies: ids(monsters.trophies as string[][]),
      progress: Object.fromEntries(Object.entries(progress).map(([monster, seats]) => [monster, seats.map((p) => p ?? -1)])),
    },
  };
}

type End = { island?: string; special?: string; point: number } | null;
/** A placed route with its ends as fields of its own (deviation 10). */
function flatRoute(route: Json): Json {
  const a = route.a as End;
  const b = route.b as End;
  return { tile: route.tile, aIsland: a?.island, aSpecial: a?.special, aPoint: a?.point, bIsland: b?.island, bSpecial: b?.special, bPoint: b?.point };
}

/** A seatView's rule-module parts (views.ts), each absent from the private part while empty. */
const SEAT_MODULE_PARTS: readonly string[] = ["cards", "duel", "treasure", "missions", "monsters", "family"];

/** Nothing to know: null, false, or an empty list or object, all the way down. */
export function nothingIn(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value !== "object") return false;
  for (const key in value) if (!nothingIn((value as Json)[key])) return false;
  return true;
}

/**
 * The seatView in the form the private part syncs (deviation 8): most of a game, most of a
 * seat's module parts hold nothing, and each would be a synced object per seat.
 */
export function smtSeatPart(view: Json | null): Json | null {
  if (view === null) return null;
  const out: Json = { ...view };
  for (const key of SEAT_MODULE_PARTS) if (nothingIn(out[key])) out[key] = null;
  return out;
}

export const shiverMeTimbersSchemas: GameSchemas = {
  board: SmtBoard,
  seat: SmtSeat,
  summary:
    "Sail, trade, plunder and duel while secretly chasing two life goals (three in epic mode); three actions a turn; the first to meet their goals, or the last wind card, ends the game and victory points decide.",
  log: smtLog,
  boardView: (view) => smtBoard(view as Json),
  seatPart: (view) => smtSeatPart(view as Json | null),
  moveHints: (state, seat, moves) => smtMoveHints(state as SmtState, seat, moves as readonly SmtAction[]),
};
