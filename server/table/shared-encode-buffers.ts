import { Encoder } from "@colyseus/schema";
import type { Room } from "@colyseus/core";

/**
 * One pair of encode buffers for every table of the process instead of a pair per room.
 *
 * Colyseus gives each room two scratch buffers of `Encoder.BUFFER_SIZE` (32 KB here): the
 * encoder's, for patches, and the serializer's, for the full state a joining client gets.
 * That was 64 KB of a table's heap, more than Booty Dice's whole game. The buffers are only
 * scratch for a table: every client of a table has a StateView (seating.ts), and what is sent
 * to a client with a view is always a fresh copy (`encodeView` / `encodeAllView` concatenate),
 * and encoding is synchronous, so no table can see another's bytes.
 *
 * The one thing kept between calls is the serializer's cache of the full state's shared part
 * (`fullEncodeCache`, a slice of its buffer, reused while the state is unchanged). Another
 * table may have written over that slice meanwhile, so the full state is encoded afresh for
 * every join (a join is rare next to patches).
 */
interface SchemaSerializerInternals {
  encoder: { sharedBuffer: Uint8Array };
  fullEncodeBuffer: Uint8Array;
  needFullEncode: boolean;
  hasFilters: boolean;
  getFullState(client?: unknown, timing?: unknown): Uint8Array;
}

let patchBuffer: Uint8Array | null = null;
let fullStateBuffer: Uint8Array | null = null;

/** Makes the room (its state already set) encode into the process's shared buffers. */
export function shareEncodeBuffers(room: Room): void {
  const serializer = (room as unknown as { _serializer: Partial<SchemaSerializerInternals> })._serializer;
  if (!serializer?.encoder || !(serializer.fullEncodeBuffer instanceof Uint8Array) || typeof serializer.getFullState !== "function") {
    throw new Error("shareEncodeBuffers: the room has no schema serializer (set its state first)");
  }
  const s = serializer as SchemaSerializerInternals;
  // Without a view tag in the state, clients are sent slices of the buffers themselves.
  if (!s.hasFilters) return;
  patchBuffer ??= new Uint8Array(Encoder.BUFFER_SIZE);
  if (!fullStateBuffer) {
    fullStateBuffer = new Uint8Array(Encoder.BUFFER_SIZE);
    // The serializer writes the full state's protocol byte once, at reset.
    fullStateBuffer[0] = s.fullEncodeBuffer[0];
  }
  s.encoder.sharedBuffer = patchBuffer;
  s.fullEncodeBuffer = fullStateBuffer;
  const fullState = s.getFullState;
  s.getFullState = function (client?: unknown, timing?: unknown): Uint8Array {
    // A room whose state outgrew the buffer got a larger one of its own: share that instead.
    if (this.encoder.sharedBuffer.byteLength > patchBuffer!.byteLength) patchBuffer = this.encoder.sharedBuffer;
    this.encoder.sharedBuffer = patchBuffer!;
    this.fullEncodeBuffer = fullStateBuffer!;
    this.needFullEncode = true;
    const bytes = fullState.call(this, client, timing);
    if (this.fullEncodeBuffer.byteLength > fullStateBuffer!.byteLength) fullStateBuffer = this.fullEncodeBuffer;
    return bytes;
  };
}
