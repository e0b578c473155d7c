import { DICE } from "../../shared/games/booty-dice/content";
import { readLegalMoves } from "../table/legal-moves";

/**
 * Scripted players that read only what a client sees, for tests and benchmarks where real SDK
 * clients act like people. `nextBootyAction` reads Booty Dice's synced board
 * (server/games/booty-dice/schema mirrors shared/games/booty-dice/view.ts; the load benchmark
 * uses it); `pickLegalMove` works for any game, from the legal moves in the seat's private part.
 */
export interface SyncedBootyBoard {
  phase?: string;
  rollsLeft?: number;
  pending?: { kind?: string; targets?: Iterable<number> } | null;
  pirates?: Iterable<{ seat: number; doubloons: number; eliminated: boolean }>;
}

/**
 * The next action for the roller, or null when the game is over. `reroll` decides whether
 * to roll again (true) or stop when a later roll is allowed; the default rolls once and stops.
 */
export function nextBootyAction(board: SyncedBootyBoard, reroll: () => boolean = () => false): unknown | null {
  const phase = board.phase;
  if (phase === "rolling") {
    const rollsLeft = board.rollsLeft ?? 0;
    if (rollsLeft === DICE.rollsPerTurn) return { type: "roll", keep: [] };
    if (rollsLeft > 0 && reroll()) return { type: "roll", keep: [0, 1] };
    return { type: "stop" };
  }
  if (phase === "resolving" && board.pending) {
    const targets = [...(board.pending.targets ?? [])];
    if (board.pending.kind === "cutlass") return { type: "cutlass", target: targets[0] };
    if (board.pending.kind === "jollyRoger") {
      const rich = (seat: number) => [...(board.pirates ?? [])].find((p) => p.seat === seat)?.doubloons ?? 0;
      const second = targets.length > 1 ? targets[1] : targets[0];
      // Two doubloons from one pirate only if they have two.
      return { type: "jollyRoger", from: [targets[0], second === targets[0] && rich(second) < 2 ? targets[1] ?? second : second] };
    }
  }
  return null;
}

/** What a client holds of a table: the seats that may act and each seat's private part (its own only). */
export interface SyncedTable {
  version?: number;
  active?: Iterable<number>;
  private?: { get(seat: string): { legal?: string } | undefined };
}

/**
 * A scripted player for any game: the moves a seat may make now, read from the `legal`
 * text the server puts in that seat's private part (docs/protocol.md › Legal moves), each
 * ready to send as the action (`{ type, ...move }`). Empty when this client holds no legal
 * moves for the seat (not its seat, not its turn, or the patch has not arrived).
 */
export function seatLegalMoves(table: SyncedTable, seat: number): { type: string }[] {
  return readLegalMoves(table.private?.get(String(seat))?.legal ?? "");
}

/** One of the seat's legal moves, chosen by `pick` (e.g. a seeded Random's pick), or null when it has none. */
export function pickLegalMove<T>(table: SyncedTable, seat: number, pick: (moves: readonly { type: string }[]) => T): T | null {
  const moves = seatLegalMoves(table, seat);
  return moves.length > 0 ? pick(moves) : null;
}
