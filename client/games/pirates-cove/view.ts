// The Pirate's Cove table as the client receives it: `board` mirrors the game's publicView and
// `private[seat]` its seatView (shared/games/pirates-cove/view.ts; deviations in
// server/games/pirates-cove/schema.ts): nulls are absent, fighters in the battle are strings.
// Read defensively: every field may be missing. Nothing here decides what is legal.
import type { PirateCoveAction } from "../../../shared/games/pirates-cove/index";
import type { TableState } from "../../table/protocol";

export type Action = PirateCoveAction;
export const SECTION_NAMES = ["sails", "crew", "cannons", "hull"] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

export interface Card { id: number; kind: string; name: string }
export interface ShipView {
  seat: number; name: string; sections: Record<SectionName, number>; speed: number; dice: number; hold: number | null;
  gold: number; fame: number; treasures: number; buried: number; island: number; islandName: string; handSize: number;
  parrot: (Card & { hurt: boolean }) | null; mastercrafts: { section: string; damaged: boolean }[];
  crippled: boolean; hasChosen: boolean; course: number | null; farewell: boolean;
}
export interface IslandView { island: number; name: string; card: { fame: number; gold: number; treasures: number; tavern: number } | null; cardsLeft: number }
export interface LegendView { id: string; name: string; island: number; afloat: boolean; hull: number; maxHull: number; sail: number; dice: number }
export interface CombatView {
  island: number; ships: number[]; legend: { id: string; hull: number } | null; navy: boolean; round: number; step: string;
  order: string[]; next: string | null; pending: { shooter: string; target: string; section: string; card: number | null } | null;
  fleeing: number[]; avast: boolean; grapple: boolean; inPlay: Card[];
}
export type Phase = "fitting" | "navigation" | "navigationEnd" | "combat" | "burying" | "treasureEnd" | "upgrade" | "over";
export interface BoardView {
  month: number; months: number; phase: Phase; ships: ShipView[]; islands: IslandView[]; legends: LegendView[];
  navy: { island: number; sentBy: number; hull: number } | null; clockwise: number[] | null; treasureSupply: number; tavernDeck: number;
  discard: Card[]; window: { kind: string; seat: number } | null; parrotOffer: { seat: number; card: Card } | null;
  combat: CombatView | null; winners: number[]; scores: number[] | null;
}
export interface SeatPrivate { hand: Card[]; fameInHand: number; destination: number | null; moves: Action[] }

const PHASES: readonly Phase[] = ["fitting", "navigation", "navigationEnd", "combat", "burying", "treasureEnd", "upgrade", "over"];
const num = (v: unknown, d = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : d);
const str = (v: unknown, d = ""): string => (typeof v === "string" ? v : d);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const rec = (v: unknown): Record<string, unknown> => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const nums = (v: unknown): number[] => arr(v).filter((x): x is number => typeof x === "number");
const opt = <T>(v: unknown, read: (x: unknown) => T): T | null => (v === null || v === undefined ? null : read(v));
const card = (v: unknown): Card => ({ id: num(rec(v).id), kind: str(rec(v).kind), name: str(rec(v).name) });

function readShip(v: unknown, i: number): ShipView {
  const p = rec(v);
  const s = rec(p.sections);
  return {
    seat: num(p.seat, i), name: str(p.name, `Seat ${i + 1}`),
    sections: { sails: num(s.sails), crew: num(s.crew), cannons: num(s.cannons), hull: num(s.hull) },
    speed: num(p.speed), dice: num(p.dice), hold: opt(p.hold, num), gold: num(p.gold), fame: num(p.fame),
    treasures: num(p.treasures), buried: num(p.buried), island: num(p.island), islandName: str(p.islandName), handSize: num(p.handSize),
    parrot: p.parrot ? { ...card(p.parrot), hurt: rec(p.parrot).hurt === true } : null,
    mastercrafts: arr(p.mastercrafts).map((m) => ({ section: str(rec(m).section), damaged: rec(m).damaged === true })),
    crippled: p.crippled === true, hasChosen: p.hasChosen === true, course: opt(p.course, num), farewell: p.farewell === true,
  };
}

function readCombat(v: unknown): CombatView {
  const c = rec(v);
  const pending = c.pending ? rec(c.pending) : null;
  return {
    island: num(c.island), ships: nums(c.ships), legend: c.legend ? { id: str(rec(c.legend).id), hull: num(rec(c.legend).hull) } : null,
    navy: c.navy === true, round: num(c.round), step: str(c.step), order: arr(c.order).map(String), next: opt(c.next, String),
    pending: pending ? { shooter: str(pending.shooter), target: str(pending.target), section: str(pending.section), card: opt(pending.card, num) } : null,
    fleeing: nums(c.fleeing), avast: c.avast === true, grapple: c.grapple === true, inPlay: arr(c.inPlay).map(card),
  };
}

/** The public board, or null while the table waits (the board is empty then). */
export function readBoard(state: TableState): BoardView | null {
  const b = rec(state.board);
  if (!Array.isArray(b.ships) || b.ships.length === 0) return null;
  const navy = b.navy ? rec(b.navy) : null;
  const win = b.window ? rec(b.window) : null;
  const offer = b.parrotOffer ? rec(b.parrotOffer) : null;
  const clockwise = nums(b.clockwise);
  const scores = nums(b.scores);
  return {
    month: num(b.month), months: num(b.months, 12), phase: PHASES.includes(b.phase as Phase) ? (b.phase as Phase) : "navigation",
    ships: arr(b.ships).map(readShip),
    islands: arr(b.islands).map((x) => {
      const i = rec(x);
      const c = i.card ? rec(i.card) : null;
      return { island: num(i.island), name: str(i.name), card: c ? { fame: num(c.fame), gold: num(c.gold), treasures: num(c.treasures), tavern: num(c.tavern) } : null, cardsLeft: num(i.cardsLeft) };
    }),
    legends: arr(b.legends).map((x) => {
      const l = rec(x);
      return { id: str(l.id), name: str(l.name), island: num(l.island), afloat: l.afloat === true, hull: num(l.hull), maxHull: num(l.maxHull), sail: num(l.sail), dice: num(l.dice) };
    }),
    navy: navy ? { island: num(navy.island), sentBy: num(navy.sentBy), hull: num(navy.hull) } : null,
    clockwise: clockwise.length > 0 ? clockwise : null,
    treasureSupply: num(b.treasureSupply), tavernDeck: num(b.tavernDeck), discard: arr(b.discard).map(card),
    window: win ? { kind: str(win.kind), seat: num(win.seat) } : null,
    parrotOffer: offer ? { seat: num(offer.seat), card: card(offer.card) } : null,
    combat: b.combat ? readCombat(b.combat) : null,
    winners: nums(b.winners), scores: scores.length > 0 ? scores : null,
  };
}

/**
 * The legal moves in a seat's private part (docs/protocol.md › Legal moves): `legal` is JSON
 * text of the moves grouped by type, each without its `type` ({"navigate":[{"island":2}],
 * "pass":[{}]}), "" when the seat may not act. A plain list of actions is read too. Anything
 * not shaped like a move is dropped.
 */
export function readMoves(entry: Record<string, unknown>): Action[] {
  let raw: unknown = entry.legal;
  if (typeof raw === "string") {
    try {
      raw = raw === "" ? [] : JSON.parse(raw);
    } catch {
      raw = [];
    }
  }
  if (raw && typeof raw === "object" && !Array.isArray(raw)) {
    raw = Object.entries(raw as Record<string, unknown>).flatMap(([type, list]) => arr(list).map((m) => ({ type, ...rec(m) })));
  }
  return arr(raw).filter((a): a is Action => !!a && typeof a === "object" && typeof (a as { type?: unknown }).type === "string");
}

/** This seat's secrets (null for a spectator, or before the game starts). */
export function readPrivate(state: TableState, seat: number | null): SeatPrivate | null {
  if (seat === null) return null;
  const entry = state.private ? (state.private as Record<string, unknown>)[String(seat)] : undefined;
  if (!entry || typeof entry !== "object") return null;
  const p = rec(entry);
  return { hand: arr(p.hand).map(card), fameInHand: num(p.fameInHand), destination: opt(p.destination, num), moves: readMoves(p) };
}
