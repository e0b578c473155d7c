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
}

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
