// The parts of the synced board and of a seat's private part that the combat, duel, card,
// treasure, mission, monster, family and end panels read (shared/games/shiver-me-timbers/
// views.ts, in the synced form of server/games/shiver-me-timbers/schema.ts: nulls left out,
// lists of lists as `{ ids }`). Read defensively: any field may be missing.
import type { TableState } from "../../table/protocol";

const num = (v: unknown, d = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : d);
const str = (v: unknown, d = ""): string => (typeof v === "string" ? v : d);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const rec = (v: unknown): Record<string, unknown> => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const strs = (v: unknown): string[] => arr(v).filter((x): x is string => typeof x === "string");
const nums = (v: unknown): number[] => arr(v).filter((x): x is number => typeof x === "number");
/** A list of lists: plain (the view) or `[{ ids }]` (the synced form). */
const lists = (v: unknown): string[][] => arr(v).map((x) => (Array.isArray(x) ? strs(x) : strs(rec(x).ids)));

export interface DuelSideView { seat: number; name: string; strength: number; speed: number; hull: number | null; handSize: number }
export interface DuelView {
  kind: string;
  phase: string;
  plank: number;
  resilientShips: boolean;
  noCrew: boolean;
  noRituals: boolean;
  attacker: DuelSideView;
  defender: DuelSideView;
  toMove: "attacker" | "defender" | null;
  toMoveSeat: number | null;
  striker: "attacker" | "defender" | null;
  pending: { card: string; by: string; height: string; wounds: number } | null;
  played: { card: string; by: string; as: string }[];
  passes: number;
  outcome: { result: string; winnerSeat: number | null; reason: string; sentence: string } | null;
}
export interface CombatView {
  kind: string;
  player: number;
  playerRole: string;
  foe: { kind: string; seat: number | null; captain: number | null; space: string | null; island: string | null; merchant: string | null; fortress: string | null };
  duel: DuelView | null;
}

function readSide(v: unknown): DuelSideView {
  const s = rec(v);
  return { seat: num(s.seat), name: str(s.name), strength: num(s.strength), speed: num(s.speed), hull: typeof s.hull === "number" ? s.hull : null, handSize: num(s.handSize) };
}
const role = (v: unknown) => (v === "attacker" || v === "defender" ? v : null);

export function readCombat(board: Record<string, unknown>): CombatView | null {
  if (!board.combat) return null;
  const c = rec(board.combat);
  const f = rec(c.foe);
  const d = c.duel ? rec(c.duel) : null;
  const rules = rec(d?.rules);
  const pending = d?.pending ? rec(d.pending) : null;
  const outcome = d?.outcome ? rec(d.outcome) : null;
  const oNum = (v: unknown) => (typeof v === "number" ? v : null);
  return {
    kind: str(c.kind), player: num(c.player), playerRole: str(c.playerRole),
    foe: { kind: str(f.kind), seat: oNum(f.seat), captain: oNum(f.captain), space: str(f.space) || null, island: str(f.island) || null, merchant: str(f.merchant) || null, fortress: str(f.fortress) || null },
    duel: d ? {
      kind: str(d.kind), phase: str(d.phase), plank: num(d.plank),
      resilientShips: rules.resilientShips === true, noCrew: rules.noCrew === true, noRituals: rules.noRituals === true,
      attacker: readSide(d.attacker), defender: readSide(d.defender),
      toMove: role(d.toMove), toMoveSeat: oNum(d.toMoveSeat), striker: role(d.striker),
      pending: pending ? { card: str(pending.card), by: str(pending.by), height: str(pending.height), wounds: num(pending.wounds) } : null,
      played: arr(d.played).map((p) => ({ card: str(rec(p).card), by: str(rec(p).by), as: str(rec(p).as) })),
      passes: num(d.passes),
      outcome: outcome ? { result: str(outcome.result), winnerSeat: oNum(outcome.winnerSeat), reason: str(outcome.reason), sentence: str(outcome.sentence) } : null,
    } : null,
  };
}

export interface CardsBoardView {
  crewDeckCount: number;
  ritualDeckCount: number;
  played: { seat: number; card: string; target: number | null }[];
  window: { moment: string; action: string; active: number; combatants: number[]; order: number[]; at: number; passes: number } | null;
  priority: number | null;
  announced: { seat: number; action: string } | null;
}

export function readCards(board: Record<string, unknown>): CardsBoardView {
  const c = rec(board.cards);
  const w = c.window ? rec(c.window) : null;
  const t = rec(w?.trigger);
  const a = c.announced ? rec(c.announced) : null;
  return {
    crewDeckCount: num(c.crewDeckCount), ritualDeckCount: num(c.ritualDeckCount),
    played: arr(c.played).map((p) => ({ seat: num(rec(p).seat), card: str(rec(p).card), target: typeof rec(p).target === "number" ? (rec(p).target as number) : null })),
    window: w ? { moment: str(t.moment), action: str(t.action), active: num(t.active), combatants: nums(t.combatants), order: nums(w.order), at: num(w.at), passes: num(w.passes) } : null,
    priority: typeof c.priority === "number" ? c.priority : null,
    announced: a ? { seat: num(a.seat), action: str(rec(a.action).type) } : null,
  };
}

export interface ModulesBoardView {
  treasure: { deckCount: number; discard: string[]; players: { handCount: number; hunt: { card: string; progress: number } | null; lookingAt: number; lookPurpose: string | null; mustDiscard: boolean }[] };
  missions: { deckCount: number; players: { revealed: { card: string; met: boolean[] }[]; hiddenCount: number; lookingAt: number; completed: string[]; titles: string[] }[] };
  monsters: { board: Record<string, string>; progress: Record<string, number[]>; deckCount: number; discard: string[]; markers: string[]; trophies: string[][]; choice: { kind: string; seat: number; monster: string; card: string | null } | null };
  family: { relatives: string[][]; unrescued: string[]; courtships: { stage: string; wishes: string[] }[]; soulmates: string[][]; soulmateMarkers: string[] };
  event: { name: string; text: string } | null;
  epic: boolean;
}

function readHeld(v: unknown): { card: string; met: boolean[] } {
  const h = rec(v);
  return { card: str(h.card, str(h.id)), met: arr(h.met).map((x) => x === true) };
}

export function readModules(board: Record<string, unknown>): ModulesBoardView {
  const t = rec(board.treasureHunts);
  const m = rec(board.missions);
  const mo = rec(board.monsters);
  const f = rec(board.family);
  const progress: Record<string, number[]> = {};
  for (const [id, seats] of Object.entries(rec(mo.progress))) progress[id] = arr(seats).map((p) => (typeof p === "number" ? p : -1));
  const monsterBoard: Record<string, string> = {};
  for (const [id, spot] of Object.entries(rec(mo.board))) if (typeof spot === "string" && spot) monsterBoard[id] = spot;
  const choice = mo.choice ? rec(mo.choice) : null;
  const event = board.event ? rec(board.event) : null;
  return {
    treasure: {
      deckCount: num(t.deckCount), discard: strs(t.discard),
      players: arr(t.players).map((p) => {
        const x = rec(p);
        const hunt = x.hunt ? rec(x.hunt) : null;
        return { handCount: num(x.handCount), hunt: hunt ? { card: str(hunt.card), progress: num(hunt.progress, num(hunt.position)) } : null, lookingAt: num(x.lookingAt), lookPurpose: str(x.lookPurpose) || null, mustDiscard: x.mustDiscard === true };
      }),
    },
    missions: {
      deckCount: num(m.deckCount),
      players: arr(m.players).map((p) => {
        const x = rec(p);
        return { revealed: arr(x.revealed).map(readHeld), hiddenCount: num(x.hiddenCount), lookingAt: num(x.lookingAt), completed: strs(x.completed), titles: strs(x.titles) };
      }),
    },
    monsters: {
      board: monsterBoard, progress, deckCount: num(mo.deckCount), discard: strs(mo.discard), markers: strs(mo.markers), trophies: lists(mo.trophies),
      choice: choice ? { kind: str(choice.kind), seat: num(choice.seat), monster: str(choice.monster), card: str(choice.card) || null } : null,
    },
    family: {
      relatives: lists(f.relatives), unrescued: strs(f.unrescued),
      courtships: arr(f.courtships).map((c) => ({ stage: str(rec(c).stage), wishes: strs(rec(c).wishes) })),
      soulmates: lists(f.soulmates), soulmateMarkers: strs(f.soulmateMarkers),
    },
    event: event ? { name: str(event.name), text: str(event.text) } : null,
    /** Epic mode lays out all ten life goals. */
    epic: arr(board.goals).length >= 10,
  };
}

export interface ModulesPrivate {
  duelHand: string[];
  duelRoles: string[];
  crew: string[];
  rituals: string[];
  browse: { deck: string; kinds: Record<string, number> } | null;
  treasureHand: string[];
  treasureLook: string[];
  looking: string[];
  missionsHeld: { card: string; met: boolean[] }[];
  missionLook: string[];
  tide: string[];
  wish: string | null;
  wishMet: boolean;
}

export function readModulesPrivate(state: TableState, seat: number | null): ModulesPrivate | null {
  if (seat === null) return null;
  const entry = rec(state.private)[String(seat)];
  if (!entry) return null;
  const p = rec(entry);
  const cards = rec(p.cards);
  // Not browsing syncs as `{ deck: "", kinds: {} }` (docs/protocol.md › Shiver Me Timbers,
  // deviation 8), never as an absent field: that is no deck, not an empty one.
  const browse = cards.browse && str(rec(cards.browse).deck) ? rec(cards.browse) : null;
  const kinds: Record<string, number> = {};
  for (const [k, n] of Object.entries(rec(browse?.kinds))) kinds[k] = num(n);
  const duel = rec(p.duel);
  return {
    duelHand: strs(duel.hand), duelRoles: strs(duel.roles),
    crew: strs(cards.crew).length ? strs(cards.crew) : strs(p.crew),
    rituals: strs(cards.rituals).length ? strs(cards.rituals) : strs(p.rituals),
    browse: browse ? { deck: str(browse.deck), kinds } : null,
    treasureHand: strs(rec(p.treasure).hand), treasureLook: strs(rec(p.treasure).look), looking: strs(p.looking),
    missionsHeld: arr(rec(p.missions).held).map(readHeld), missionLook: strs(rec(p.missions).look),
    tide: strs(rec(p.monsters).tide),
    wish: str(rec(p.family).wish) || null, wishMet: rec(p.family).met === true,
  };
}
