// The Booty Dice board as the client receives it (the game's publicView mirrored into the synced
// state), read defensively: the schema may turn nulls into "" and omit empty arrays.
import type { TableState } from "../../table/protocol";

export type Face = "doubloon" | "x" | "jollyRoger" | "cutlass" | "wave" | "shield";
export type Effect = "doubloon" | "shield" | "cutlass" | "jollyRoger" | "plank" | "x" | "mutiny" | "shipwreck" | "curse";

export interface PirateView {
  doubloons: number;
  lives: number;
  shields: number;
  eliminated: boolean;
}

export interface BoardView {
  pirates: PirateView[];
  dice: (Face | null)[];
  kept: boolean[];
  rollsLeft: number;
  phase: "rolling" | "resolving" | "over";
  current: number;
  round: number;
  turn: number;
  plan: { effect: Effect; dice: number[] }[];
  step: number;
  buriedTreasure: number;
  warChest: number;
  locker: number;
  winners: number[];
}

const FACES: readonly string[] = ["doubloon", "x", "jollyRoger", "cutlass", "wave", "shield"];
const num = (v: unknown, d = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : d);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export function readBoard(state: TableState): BoardView | null {
  const b = state.board as Record<string, unknown> | null | undefined;
  if (!b || typeof b !== "object" || !Array.isArray(b.pirates)) return null;
  return {
    pirates: arr(b.pirates).map((p) => {
      const q = (p ?? {}) as Record<string, unknown>;
      return { doubloons: num(q.doubloons), lives: num(q.lives), shields: num(q.shields), eliminated: q.eliminated === true };
    }),
    dice: Array.from({ length: 6 }, (_, i) => {
      const f = arr(b.dice)[i];
      return typeof f === "string" && FACES.includes(f) ? (f as Face) : null;
    }),
    kept: Array.from({ length: 6 }, (_, i) => arr(b.kept)[i] === true),
    rollsLeft: num(b.rollsLeft, 3),
    phase: b.phase === "resolving" || b.phase === "over" ? b.phase : "rolling",
    current: num(b.current),
    round: num(b.round, 1),
    turn: num(b.turn),
    plan: arr(b.plan).map((s) => {
      const t = (s ?? {}) as Record<string, unknown>;
      return { effect: String(t.effect) as Effect, dice: arr(t.dice).map((d) => num(d)) };
    }),
    step: num(b.step),
    buriedTreasure: num(b.buriedTreasure),
    warChest: num(b.warChest),
    locker: num(b.locker),
    winners: arr(b.winners).map((w) => num(w)),
  };
}

/** The step the roller must choose for now (a Cutlass or Jolly Roger), if any. */
export function pendingChoice(board: BoardView): "cutlass" | "jollyRoger" | null {
  if (board.phase !== "resolving") return null;
  const step = board.plan[board.step];
  return step && (step.effect === "cutlass" || step.effect === "jollyRoger") ? step.effect : null;
}

export const EFFECT_LABEL: Readonly<Record<Effect, string>> = {
  doubloon: "Doubloon", shield: "Shield", cutlass: "Cutlass", jollyRoger: "Jolly Roger", plank: "Walk the Plank",
  x: "X Marks the Spot", mutiny: "Mutiny", shipwreck: "Shipwreck", curse: "Blackbeard's Curse",
};

export const FACE_LABEL: Readonly<Record<Face, string>> = {
  doubloon: "Doubloon", x: "X Marks the Spot", jollyRoger: "Jolly Roger", cutlass: "Cutlass", wave: "Walk the Plank", shield: "Shield",
};
