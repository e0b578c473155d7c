import type { Schema } from "@colyseus/schema";
import type { LogCodec } from "../table/game-log";
import { fieldsOf } from "../table/projector";
import { OWNER } from "./view-tag";

/**
 * How one game's views are synced: `board` mirrors publicView, `seat` mirrors seatView.
 * Every field of `seat` must carry `.view(OWNER)`, so only that seat's clients receive it.
 */
export interface GameSchemas {
  readonly board: new () => Schema;
  readonly seat: new () => Schema;
  /** A short rules summary for the lobby (GET /api/games). */
  readonly summary?: string;
  /** The game's compact log codes (docs/protocol.md › Log entries); without it events go as text. */
  readonly log?: LogCodec;
  /** The publicView in the form `board` mirrors, when the game syncs it more compactly (default: as is). */
  readonly boardView?: (publicView: unknown) => unknown;
  /**
   * The seatView in the form `seat` mirrors (default: as is). A schema object created inside a
   * private part after the seat's view was granted does not reach its owner (StateView), so a
   * game keeps its seat's nested objects present, empty rather than null.
   */
  readonly seatPart?: (seatView: unknown) => unknown;
  /**
   * What a client's button says beside each legal move (travel: its cost; buy: what it costs),
   * one entry per action of `moves` (the seat's legalActions), null where there is nothing to
   * say. Only public facts or the seat's own: it goes to that seat alone, but must not tell
   * what a move would draw or roll (docs/protocol.md › Legal moves).
   */
  readonly moveHints?: (state: unknown, seat: number, moves: readonly unknown[]) => readonly (MoveHint | null)[];
}

/** A few named numbers or words about one legal move: `{ cost: 2 }`, `{ gold: -300 }`. */
export type MoveHint = Readonly<Record<string, number | string | boolean>>;

/** Throws unless every field of the seat schema is tagged with OWNER (checked at start-up). */
export function assertSeatSchemaTagged(gameId: string, seat: new () => Schema): void {
  const metadata = (seat as unknown as Record<symbol, Record<string, { name: string; tag?: number }>>)[Symbol.metadata];
  for (const field of fieldsOf(seat)) {
    const index = metadata[field.name] as unknown as number;
    const tag = metadata[String(index)]?.tag;
    if (tag !== OWNER) {
      throw new Error(`${gameId}: seat schema field "${field.name}" must be tagged .view(OWNER) (it has ${tag})`);
    }
  }
}
