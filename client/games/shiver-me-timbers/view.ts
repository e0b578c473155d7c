// The Shiver Me Timbers table as the client receives it: `board` mirrors the game's publicView
// and `private[seat]` its seatView (shared/games/shiver-me-timbers/views.ts), synced field by
// field. Read defensively: the synced form leaves nulls out, so every field may be missing.
// Nothing here decides what is legal; the legal moves come with the seat's private part.
import type { SmtAction } from "../../../shared/games/shiver-me-timbers/index";
import type { TableState } from "../../table/protocol";

export type Action = SmtAction;
export type Attach = { island: string; point: number } | { special: string; point: number } | null;
export interface PlacedRoute { tile: string; a: Attach; b: Attach }
export type Cargo = { cocoa: number; rum: number; sugar: number };

export interface MerchantFace { id: string; size: string; nation: string; color: string; speed: number; strength: number; hull: number; gold: number; vp: number }
export interface MerchantSlot { space: string; faceUp: boolean; damage: number; size: string; color: string | null; merchant: MerchantFace | null }
export interface FortressSlot { island: string; faceUp: boolean; fortress: { id: string; name: string; strength: number; vp: number } | null }
export interface GoalView { id: number; name: string; text: string; claims: number[] }

export interface PlayerView {
  seat: number;
  name: string;
  chosen: boolean;
  origin: string | null;
  talent: string | null;
  speed: number;
  strength: number;
  hull: number;
  movement: number | null;
  gold: number;
  cargo: Cargo;
  treasures: string[];
  crewCards: number;
  ritualCards: number;
  chestGold: number;
  chestTreasures: string[];
  trophies: { merchants: string[]; fortresses: string[]; shipMarkers: string[]; family: string[] };
  location: string | null;
  counters: Record<string, number>;
  claimed: number[];
  /** Only once the game is over. */
  secretGoals: number[] | null;
}

export type Phase = "goals" | "origins" | "map" | "play" | "tiebreak" | "over";

export interface BoardView {
  phase: Phase;
  round: number;
  turn: { seat: number; actionsLeft: number; mustEnd: boolean; canPeek: boolean } | null;
  wind: { card: string | null; value: number; counts: number } | null;
  event: { name: string; text: string } | null;
  windCardsLeft: number;
  /** Why the end is coming ("goals", "wind"…), or null. */
  endTriggered: string | null;
  goals: GoalView[];
  players: PlayerView[];
  map: { islands: string[]; routes: PlacedRoute[] };
  build: { step: number; seat: number | null; islands: string[]; routes: string[] } | null;
  merchants: MerchantSlot[];
  fortresses: FortressSlot[];
  pests: Record<string, string>;
  /** Monster id → the spot it is on (absent: not summoned). */
  monsters: Record<string, string>;
  final: { lines: { total: number }[]; winners: number[]; summary: string } | null;
}

export interface SeatPrivate {
  seat: number;
  secretGoals: number[];
  origin: string | null;
  talent: string | null;
  crew: string[];
  rituals: string[];
  peeked: { space: string; merchant: MerchantFace }[];
  treasureHand: string[];
  missions: string[];
  /** What the server says this seat may do now (docs/protocol.md › Legal moves). */
  moves: Action[];
}

const num = (v: unknown, d = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : d);
const str = (v: unknown, d = ""): string => (typeof v === "string" ? v : d);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const rec = (v: unknown): Record<string, unknown> => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const strs = (v: unknown): string[] => arr(v).filter((x): x is string => typeof x === "string");
const ids = (v: unknown): string[] => arr(v).map(String);
const nums = (v: unknown): number[] => arr(v).filter((x): x is number => typeof x === "number");
const orNull = <T>(v: unknown, read: (x: unknown) => T): T | null => (v === null || v === undefined ? null : read(v));
const PHASES: readonly Phase[] = ["goals", "origins", "map", "play", "tiebreak", "over"];

function readAttach(v: unknown): Attach {
  const a = rec(v);
  if (typeof a.island === "string") return { island: a.island, point: num(a.point) };
  if (typeof a.special === "string") return { special: a.special, point: num(a.point) };
  return null;
}

function readMerchant(v: unknown): MerchantFace {
  const m = rec(v);
  return { id: str(m.id), size: str(m.size), nation: str(m.nation), color: str(m.color), speed: num(m.speed), strength: num(m.strength), hull: num(m.hull), gold: num(m.gold), vp: num(m.vp) };
}

function readPlayer(v: unknown, i: number): PlayerView {
  const p = rec(v);
  const c = rec(p.cargo);
  const t = rec(p.trophies);
  const counters: Record<string, number> = {};
  for (const [k, n] of Object.entries(rec(p.counters))) counters[k] = num(n);
  return {
    seat: num(p.seat, i), name: str(p.name, `Seat ${i + 1}`), chosen: p.chosen === true,
    origin: orNull(p.origin, str), talent: orNull(p.talent, str),
    speed: num(p.speed), strength: num(p.strength), hull: num(p.hull), movement: orNull(p.movement, num),
    gold: num(p.gold), cargo: { cocoa: num(c.cocoa), rum: num(c.rum), sugar: num(c.sugar) },
    treasures: strs(p.treasures), crewCards: num(p.crewCards), ritualCards: num(p.ritualCards),
    chestGold: num(p.chestGold), chestTreasures: strs(p.chestTreasures),
    trophies: { merchants: ids(t.merchants), fortresses: ids(t.fortresses), shipMarkers: ids(t.shipMarkers), family: ids(t.family) },
    location: typeof p.location === "string" && p.location !== "" ? p.location : null,
    counters, claimed: nums(p.claimed),
    secretGoals: Array.isArray(p.secretGoals) ? nums(p.secretGoals) : null,
  };
}

/** The synced chart (its routes' ends flattened: aIsland | aSpecial, aPoint…) in the view's shape. */
export function readMap(v: unknown): { islands: string[]; routes: PlacedRoute[] } {
  const map = rec(v);
  return {
    islands: strs(map.islands),
    routes: arr(map.routes).map((r) => {
      const x = rec(r);
      const end = (e: "a" | "b") => (x[e] !== undefined ? x[e] : { island: x[`${e}Island`], special: x[`${e}Special`], point: x[`${e}Point`] });
      return { tile: str(x.tile), a: readAttach(end("a")), b: readAttach(end("b")) };
    }),
  };
}

/** The public board, or null while the table waits (the board is empty then). */
export function readBoard(state: TableState): BoardView | null {
  const b = rec(state.board);
  if (!Array.isArray(b.players) || b.players.length === 0) return null;
  const turn = b.turn ? rec(b.turn) : null;
  const wind = b.wind ? rec(b.wind) : null;
  const event = b.event ? rec(b.event) : null;
  const build = b.build ? rec(b.build) : null;
  const map = rec(b.map);
  const monsters: Record<string, string> = {};
  for (const [id, spot] of Object.entries(rec(rec(b.monsters).board))) if (typeof spot === "string") monsters[id] = spot;
  const pests: Record<string, string> = {};
  for (const [island, s] of Object.entries(rec(b.pests))) if (typeof s === "string") pests[island] = s;
  const final = b.final ? rec(b.final) : null;
  return {
    phase: PHASES.includes(b.phase as Phase) ? (b.phase as Phase) : "play",
    round: num(b.round),
    turn: turn ? { seat: num(turn.seat), actionsLeft: num(turn.actionsLeft), mustEnd: turn.mustEnd === true, canPeek: turn.canPeek === true } : null,
    wind: wind ? { card: orNull(wind.card, str), value: num(wind.value), counts: num(wind.counts, num(wind.value)) } : null,
    event: event ? { name: str(event.name), text: str(event.text) } : null,
    windCardsLeft: num(b.windCardsLeft),
    endTriggered: orNull(b.endTriggered, str),
    goals: arr(b.goals).map((g) => {
      const x = rec(g);
      return { id: num(x.id), name: str(x.name), text: str(x.text), claims: nums(x.claims) };
    }),
    players: arr(b.players).map(readPlayer),
    map: readMap(map),
    build: build ? { step: num(build.step), seat: orNull(build.seat, num), islands: strs(build.islands), routes: strs(build.routes) } : null,
    merchants: arr(b.merchants).map((m) => {
      const x = rec(m);
      return {
        space: str(x.space), faceUp: x.faceUp === true, damage: num(x.damage), size: str(x.size, "small"),
        color: typeof x.color === "string" ? x.color : null, merchant: x.merchant ? readMerchant(x.merchant) : null,
      };
    }),
    fortresses: arr(b.fortresses).map((f) => {
      const x = rec(f);
      const ff = x.fortress ? rec(x.fortress) : null;
      return { island: str(x.island), faceUp: x.faceUp === true, fortress: ff ? { id: str(ff.id), name: str(ff.name), strength: num(ff.strength), vp: num(ff.vp) } : null };
    }),
    pests, monsters,
    final: final ? { lines: arr(final.lines).map((l) => ({ total: num(rec(l).total) })), winners: nums(final.winners), summary: str(final.summary) } : null,
  };
}

/** A few named numbers or words the server says about one legal move: `{ cost: 2 }`, `{ gold: -300 }`. */
export type MoveHint = Readonly<Record<string, number | string | boolean>>;

const HINTS = new WeakMap<object, MoveHint>();

/** What the server said about this move (its cost, its price), if anything. */
export const hintOf = (move: Action): MoveHint | null => HINTS.get(move) ?? null;

const parsed = (v: unknown): unknown => {
  if (typeof v !== "string") return v;
  if (v === "") return [];
  try {
    return JSON.parse(v);
  } catch {
    return [];
  }
};

/**
 * The legal moves in a seat's private part (docs/protocol.md › Legal moves): `legal` is JSON
 * text grouped by action type, each move without its `type` ({"travel":[{"to":"I:sao-tome"}],
 * "endTurn":[{}]}; "" when the seat may not act), and `hints` the same shape with what a button
 * says beside each move ({"travel":[{"cost":3}]}, null where nothing). A plain list of actions is
 * read too. Each move is rebuilt as `{ type, ...move }`, exactly what goes back as the action;
 * its hint is kept beside it (hintOf), never inside it.
 */
export function readMoves(entry: Record<string, unknown>): Action[] {
  const raw = parsed(entry.legal ?? entry.moves ?? entry.legalMoves);
  const hints = rec(parsed(entry.hints));
  const isMove = (a: unknown): a is Action => !!a && typeof a === "object" && typeof (a as { type?: unknown }).type === "string";
  if (Array.isArray(raw)) return raw.filter(isMove);
  const out: Action[] = [];
  for (const [type, list] of Object.entries(rec(raw))) {
    const said = arr(hints[type]);
    arr(list).forEach((m, i) => {
      const move = { type, ...rec(m) };
      if (!isMove(move)) return;
      const hint = said[i];
      if (hint && typeof hint === "object") HINTS.set(move, hint as MoveHint);
      out.push(move);
    });
  }
  return out;
}

/** This seat's secrets (null for a spectator, or before the game starts). */
export function readPrivate(state: TableState, seat: number | null): SeatPrivate | null {
  if (seat === null) return null;
  const entry = state.private ? (state.private as Record<string, unknown>)[String(seat)] : undefined;
  if (!entry || typeof entry !== "object") return null;
  const p = rec(entry);
  return {
    seat: num(p.seat, seat),
    secretGoals: nums(p.secretGoals),
    origin: orNull(p.origin, str),
    talent: orNull(p.talent, str),
    crew: strs(p.crew),
    rituals: strs(p.rituals),
    peeked: arr(p.peeked).map((x) => ({ space: str(rec(x).space), merchant: readMerchant(rec(x).merchant) })),
    treasureHand: strs(rec(p.treasure).hand),
    missions: arr(rec(p.missions).held).map((m) => (typeof m === "string" ? m : str(rec(m).id, str(rec(m).name)))),
    moves: readMoves(p),
  };
}
