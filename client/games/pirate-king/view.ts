// Reads Pirate King's synced board and a seat's private part (docs/protocol.md › Pirate King)
// into plain typed objects: absent fields become null again, treasures their view form.
// Nothing here decides what is legal; the legal moves come with the seat's private part.
import type { PirateKingAction } from "../../../shared/games/pirate-king/index";
import type { TableState } from "../../table/protocol";

export type Action = PirateKingAction;
type Json = Record<string, unknown>;

export interface PlayerView { seat: number; name: string; team: number; bronze: number; prestige: number; score: number; heldCards: number; commodore: boolean }
export interface CargoView { card: number; territory: number; value: number; spoiled: boolean }
export interface ShipView { id: number; owner: number; space: number | null; current: number; facing: number; crew: number; cannons: number; cargo: CargoView | null; sunk: boolean }
export interface TerritoryView { id: number; owner: number | null; level: number }
export type TreasureView = "hidden" | "forSale" | { owner: number };
export interface FighterView { kind: string; ship: number | null; territory: number | null }
export interface CombatView { reason: string; attacker: FighterView; defender: FighterView; dice: { attacker: number[]; defender: number[] } | null }

export interface BoardView {
  stage: string;
  current: number;
  round: number;
  players: PlayerView[];
  ships: ShipView[];
  territories: TerritoryView[];
  treasures: TreasureView[];
  decks: { cargo: number; cargoOut: number; captainsLog: number; captainsLogDiscard: number; piratesBooty: number; piratesBootyDiscard: number };
  buriedTreasure: number;
  sail: number[];
  wind: number | null;
  pending: { kind: string; seat: number } | null;
  combat: CombatView | null;
  /** `counters`: how many counter-offers this parlay has seen (0: the first offer). */
  parlay: { from: number; to: number; sent: boolean; counters: number } | null;
  lastCargoTurnedIn: boolean;
  winners: number[];
  endReason: string | null;
}

export interface HeldCard { key: string; deck: string; title: string; text: string }
export interface LotView { territories: number[]; treasures: number[]; cards: string[]; bronze: number }
export interface OfferView { from: number; to: number; sent: boolean; counters: number; give: LotView; get: LotView }
export interface SeatPrivate { seat: number; held: HeldCard[]; offer: OfferView | null; moves: Action[] }

const rec = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const num = (v: unknown, d = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : d);
const opt = (v: unknown): number | null => (typeof v === "number" ? v : null);
const str = (v: unknown, d = ""): string => (typeof v === "string" ? v : d);
const nums = (v: unknown): number[] => arr(v).filter((x): x is number => typeof x === "number");

function fighter(v: unknown): FighterView {
  const f = rec(v);
  return { kind: str(f.kind), ship: opt(f.ship), territory: opt(f.territory) };
}

function lot(v: unknown): LotView {
  const l = rec(v);
  return { territories: nums(l.territories), treasures: nums(l.treasures), cards: arr(l.cards).map((c) => str(c)), bronze: num(l.bronze) };
}

/** The public board, or null before the game starts (an empty board). */
export function readBoard(state: TableState | null): BoardView | null {
  const b = rec(state?.board);
  if (typeof b.stage !== "string" || !Array.isArray(b.players) || b.players.length === 0) return null;
  const d = rec(b.decks);
  const pending = b.pending ? rec(b.pending) : null;
  const combat = b.combat ? rec(b.combat) : null;
  const dice = combat?.dice ? rec(combat.dice) : null;
  const parlay = b.parlay ? rec(b.parlay) : null;
  return {
    stage: b.stage,
    current: num(b.current),
    round: num(b.round),
    players: arr(b.players).map((x) => {
      const p = rec(x);
      return { seat: num(p.seat), name: str(p.name), team: num(p.team), bronze: num(p.bronze), prestige: num(p.prestige), score: num(p.score), heldCards: num(p.heldCards), commodore: p.commodore === true };
    }),
    ships: arr(b.ships).map((x) => {
      const s = rec(x);
      const c = s.cargo ? rec(s.cargo) : null;
      return {
        id: num(s.id), owner: num(s.owner), space: opt(s.space), current: num(s.current), facing: num(s.facing, 1), crew: num(s.crew), cannons: num(s.cannons),
        cargo: c ? { card: num(c.card), territory: num(c.territory), value: num(c.value), spoiled: c.spoiled === true } : null, sunk: s.sunk === true,
      };
    }),
    territories: arr(b.territories).map((x) => {
      const t = rec(x);
      return { id: num(t.id), owner: opt(t.owner), level: num(t.level) };
    }),
    treasures: arr(b.treasures).map((x): TreasureView => {
      const t = rec(x);
      return t.state === "owned" ? { owner: num(t.owner) } : t.state === "forSale" ? "forSale" : "hidden";
    }),
    decks: { cargo: num(d.cargo), cargoOut: num(d.cargoOut), captainsLog: num(d.captainsLog), captainsLogDiscard: num(d.captainsLogDiscard), piratesBooty: num(d.piratesBooty), piratesBootyDiscard: num(d.piratesBootyDiscard) },
    buriedTreasure: num(b.buriedTreasure),
    sail: nums(b.sail),
    wind: opt(b.wind),
    pending: pending ? { kind: str(pending.kind), seat: num(pending.seat) } : null,
    combat: combat ? { reason: str(combat.reason), attacker: fighter(combat.attacker), defender: fighter(combat.defender), dice: dice ? { attacker: nums(dice.attacker), defender: nums(dice.defender) } : null } : null,
    parlay: parlay ? { from: num(parlay.from), to: num(parlay.to), sent: parlay.sent === true, counters: num(parlay.counters) } : null,
    lastCargoTurnedIn: b.lastCargoTurnedIn === true,
    winners: nums(b.winners),
    endReason: typeof b.endReason === "string" ? b.endReason : null,
  };
}

/**
 * The legal moves in a seat's private part (docs/protocol.md › Legal moves): `legal` is JSON
 * text grouped by action type, each move without its `type` ({"sail":[{"spaces":[3]}],
 * "endTurn":[{}]}; "" when the seat may not act). Each move is rebuilt as `{ type, ...move }`,
 * exactly what goes back as the action. A plain list of actions is read too.
 */
export function readMoves(entry: Json): Action[] {
  let raw: unknown = entry.legal ?? entry.moves ?? entry.legalMoves;
  if (typeof raw === "string") {
    try {
      raw = raw === "" ? [] : JSON.parse(raw);
    } catch {
      raw = [];
    }
  }
  const isMove = (a: unknown): a is Action => !!a && typeof a === "object" && typeof (a as { type?: unknown }).type === "string";
  if (Array.isArray(raw)) return raw.filter(isMove);
  return Object.entries(rec(raw)).flatMap(([type, list]) => arr(list).map((m) => ({ type, ...rec(m) })).filter(isMove));
}

/** This seat's secrets and moves (null for a spectator, or before the game starts). */
export function readPrivate(state: TableState | null, seat: number | null): SeatPrivate | null {
  if (seat === null || !state?.private) return null;
  const entry = (state.private as Record<string, unknown>)[String(seat)];
  if (!entry || typeof entry !== "object") return null;
  const p = rec(entry);
  const o = p.offer ? rec(p.offer) : null;
  return {
    seat,
    held: arr(p.held).map((x) => {
      const c = rec(x);
      return { key: str(c.key), deck: str(c.deck), title: str(c.title), text: str(c.text) };
    }),
    // No offer travels as an offer from a seat to itself (docs/protocol.md › Pirate King).
    offer: o && num(o.from) !== num(o.to) ? { from: num(o.from), to: num(o.to), sent: o.sent === true, counters: num(o.counters), give: lot(o.give), get: lot(o.get) } : null,
    moves: readMoves(p),
  };
}
