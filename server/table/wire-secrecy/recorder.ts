import { Room as SdkRoom } from "@colyseus/sdk";
import { DecodedJson } from "./decoded-json";

/**
 * Records every frame an SDK room receives and, once the SDK has decoded a state frame, the
 * client's whole state as JSON (what `toJSON()` gives, rebuilt incrementally: decoded-json.ts)
 * and version. Import before any client connects: it wraps the SDK's frame handler once, on
 * the prototype. The wire secrecy checks (watch-table.ts) and Pirate's Cove's twin choices read it.
 */
export interface Frame {
  readonly bytes: Buffer;
  /** The table's version once the frame was decoded. */
  readonly version: number;
  /** The client's whole state after a state frame (ROOM_STATE 14, ROOM_STATE_PATCH 15), else null. */
  readonly json: Record<string, unknown> | null;
}

const ROOM_STATE = 14;
const ROOM_STATE_PATCH = 15;

interface Recording {
  readonly frames: Frame[];
  readonly decoded: DecodedJson;
  /** Refs the decoder changed in the frame being decoded. */
  readonly touched: Set<object>;
  /** Also keep the SDK's own toJSON of each state frame, to compare (tests). */
  readonly verify: boolean;
  mismatches: number;
}

interface Decoder {
  triggerChanges?: (changes: { ref: object }[]) => void;
  __wireSecrecy?: Recording;
}

const recordings = new WeakMap<object, Recording>();
type HookedRoom = SdkRoom & { serializer?: { decoder?: Decoder } };
const proto = SdkRoom.prototype as unknown as { onMessageCallback: (event: MessageEvent) => void; __wireSecrecy?: boolean };
if (!proto.__wireSecrecy) {
  const original = proto.onMessageCallback;
  proto.onMessageCallback = function (this: HookedRoom, event: MessageEvent) {
    const rec = recordings.get(this);
    if (rec) listen(this, rec);
    const result = original.call(this, event);
    if (rec) {
      const data = event.data as ArrayBuffer | ArrayBufferView;
      const bytes = data instanceof ArrayBuffer ? Buffer.from(new Uint8Array(data)) : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      const state = this.state as ({ version?: number; toJSON?: () => Record<string, unknown> } & object) | undefined;
      let json: Record<string, unknown> | null = null;
      if (state && (bytes[0] === ROOM_STATE || bytes[0] === ROOM_STATE_PATCH)) {
        if (bytes[0] === ROOM_STATE) rec.decoded.reset();
        rec.decoded.markChanged(rec.touched);
        json = rec.decoded.of(state as never) as Record<string, unknown>;
        if (rec.verify && JSON.stringify(json) !== JSON.stringify(state.toJSON?.())) rec.mismatches++;
      }
      rec.touched.clear();
      rec.frames.push({ bytes: Buffer.from(bytes), version: state?.version ?? 0, json });
    }
    return result;
  };
  proto.__wireSecrecy = true;
}

/** Collect the refs the decoder changes (it exists once the room has joined). */
function listen(room: HookedRoom, rec: Recording): void {
  const decoder = room.serializer?.decoder;
  if (!decoder || decoder.__wireSecrecy === rec) return;
  const previous = decoder.triggerChanges;
  decoder.triggerChanges = (changes) => {
    for (const change of changes) rec.touched.add(change.ref);
    previous?.(changes);
  };
  decoder.__wireSecrecy = rec;
}

/**
 * Starts recording `room` (its frames so far are not kept) and swallows its messages.
 * `verify`: compare every decoded JSON with the SDK's own toJSON (slower; the tests do).
 */
export function record(room: SdkRoom, verify = false): SdkRoom {
  recordings.set(room, { frames: [], decoded: new DecodedJson(), touched: new Set(), verify, mismatches: 0 });
  room.onMessage("*", () => undefined);
  return room;
}

export function framesOf(room: SdkRoom): Frame[] {
  return recordings.get(room)?.frames ?? [];
}

/** State frames whose incremental JSON differed from the SDK's toJSON (recorded with verify). */
export function decodingMismatches(room: SdkRoom): number {
  return recordings.get(room)?.mismatches ?? 0;
}
