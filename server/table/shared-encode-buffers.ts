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
 *
 * A patch or full state larger than a buffer makes Colyseus encode into a larger one (with its
 * "buffer overflow" warning): that one is shared from then on, so a process warns a few times
 * in its life (a Shiver Me Timbers start with five clients needs up to ~140 KB) instead of once
 * per table, or at every join.
 */
interface SchemaSerializerInternals {
  encoder: { sharedBuffer: Uint8Array };
  fullEncodeBuffer: Uint8Array;
  needFullEncode: boolean;
  hasFilters: boolean;
  fullEncodeCache?: Uint8Array;
  getFullState(client?: unknown, timing?: unknown): Uint8Array;
  applyPatches(...args: unknown[]): boolean;
}

let patchBuffer: Uint8Array | null = null;
let fullStateBuffer: Uint8Array | null = null;

/** The room encodes patches into the shared buffer, which becomes the room's own if that grew larger. */
function usePatchBuffer(s: SchemaSerializerInternals): void {
  if (s.encoder.sharedBuffer.byteLength > patchBuffer!.byteLength) patchBuffer = s.encoder.sharedBuffer;
  s.encoder.sharedBuffer = patchBuffer!;
}

/** Makes the room (its state already set) encode into the process's shared buffers. */
export function shareEncodeBuffers(room: Room): void {
  const serializer = (room as unknown as { _serializer: Partial<SchemaSerializerInternals> })._serializer;
  if (!serializer?.encoder || !(serializer.fullEncodeBuffer instanceof Uint8Array) || typeof serializer.getFullState !== "function" || typeof serializer.applyPatches !== "function") {
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
  const patches = s.applyPatches;
  s.applyPatches = function (...args: unknown[]): boolean {
    usePatchBuffer(this);
    const sent = patches.apply(this, args);
    usePatchBuffer(this); // a patch larger than the buffer grew the room's own (and warned): share it
    return sent;
  };
  const fullState = s.getFullState;
  s.getFullState = function (client?: unknown, timing?: unknown): Uint8Array {
    usePatchBuffer(this);
    this.fullEncodeBuffer = fullStateBuffer!;
    this.needFullEncode = true;
    const bytes = fullState.call(this, client, timing);
    // A full state larger than the buffer is encoded into a larger copy that Colyseus does not
    // keep (it would grow, and warn, at every join): keep it for every table.
    const grown = this.fullEncodeCache?.buffer;
    if (grown instanceof ArrayBuffer && grown.byteLength > fullStateBuffer!.byteLength) fullStateBuffer = new Uint8Array(grown);
    return bytes;
  };
}
