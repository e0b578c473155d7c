// The Booty Dice board as the client receives it: the game's publicView
// (shared/games/booty-dice/view.ts) in its compact synced form, then `toJSON()`.
// Read defensively: the projector turns nulls into absent fields.
import { FACE_LETTERS } from "../../../shared/games/booty-dice/log-text";
import type { BootyDicePublicView } from "../../../shared/games/booty-dice/view";
import type { TableState } from "../../table/protocol";

export type Face = "doubloon" | "x" | "jollyRoger" | "cutlass" | "wave" | "shield";
export type Combo = "mutiny" | "shipwreck" | "curse";

export interface PirateView {
  doubloons: number;
  lives: number;
  shields: number;
  eliminated: boolean;
}

export interface Pending {
  kind: "cutlass" | "jollyRoger";
  die: number;
  targets: number[];
  amount: number;
}

export interface BoardView {
  pirates: PirateView[];
  dice: (Face | null)[];
  kept: boolean[];
  rollsLeft: number;
  phase: "rolling" | "resolving" | "over";
  current: number;
  round: number;
  maxRounds: number;
  pending: Pending | null;
  combos: Combo[];
  buriedTreasure: number;
  warChest: number;
  locker: number;
  winners: number[];
}

// Kept in step with the shared view type: a renamed field there fails the typecheck here.
// `kept` is the synced form's own field (the view keeps it per die).
type Wire = Partial<Record<keyof BootyDicePublicView | "kept", unknown>>;

const FACE_OF_LETTER: Readonly<Record<string, Face>> = Object.fromEntries(
  (Object.entries(FACE_LETTERS) as [Face, string][]).map(([face, letter]) => [letter, face]),
);
const num = (v: unknown, d = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : d);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const rec = (v: unknown): Record<string, unknown> => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});

export function readBoard(state: TableState): BoardView | null {
  const b = state.board as Wire | null | undefined;
  if (!b || typeof b !== "object" || !Array.isArray(b.pirates) || b.pirates.length === 0) return null;
  // Dice travel as one string of face letters ("" before the first roll), `kept` as bits
  // (server/games/booty-dice/schema.ts, docs/protocol.md).
  const letters = typeof b.dice === "string" ? b.dice : "";
  const keptBits = num(b.kept);
  const p = b.pending ? rec(b.pending) : null;
  return {
    pirates: arr(b.pirates).map((x) => {
      const q = rec(x);
      return { doubloons: num(q.doubloons), lives: num(q.lives), shields: num(q.shields), eliminated: q.eliminated === true };
    }),
    dice: Array.from({ length: 6 }, (_, i) => FACE_OF_LETTER[letters[i]] ?? null),
    kept: Array.from({ length: 6 }, (_, i) => (keptBits & (1 << i)) !== 0),
    rollsLeft: num(b.rollsLeft, 3),
    phase: b.phase === "resolving" || b.phase === "over" ? b.phase : "rolling",
    current: num(b.current),
    round: num(b.round, 1),
    maxRounds: num(b.maxRounds, 0),
    pending: p && (p.kind === "cutlass" || p.kind === "jollyRoger")
      ? { kind: p.kind, die: num(p.die, -1), targets: arr(p.targets).map((t) => num(t)), amount: num(p.amount, 1) }
      : null,
    combos: arr(b.combos).filter((c): c is Combo => c === "mutiny" || c === "shipwreck" || c === "curse"),
    buriedTreasure: num(b.buriedTreasure),
    warChest: num(b.warChest),
    locker: num(b.locker),
    winners: arr(b.winners).map((w) => num(w)),
  };
}

export const COMBO_LABEL: Readonly<Record<Combo, string>> = {
  mutiny: "Mutiny!", shipwreck: "Shipwreck!", curse: "Blackbeard's Curse!",
};

export const FACE_LABEL: Readonly<Record<Face, string>> = {
  doubloon: "Doubloon", x: "X Marks the Spot", jollyRoger: "Jolly Roger", cutlass: "Cutlass", wave: "Walk the Plank", shield: "Shield",
};
