import { Room as SdkRoom } from "@colyseus/sdk";

/**
 * Records every frame an SDK room receives and, after the SDK has decoded a state frame, the
 * client's whole state (toJSON) and version: the Pirate's Cove secrecy checks read them.
 * Import before any client connects: it wraps the SDK's frame handler once, on the prototype.
 */
export interface Frame {
  readonly bytes: Buffer;
  readonly version: number;
  /** The client's whole state after a state frame (ROOM_STATE 14, ROOM_STATE_PATCH 15), else null. */
  readonly json: Record<string, unknown> | null;
}

const recorded = new WeakMap<object, Frame[]>();
const proto = SdkRoom.prototype as unknown as { onMessageCallback: (event: MessageEvent) => void; __pcFrames?: boolean };
if (!proto.__pcFrames) {
  const original = proto.onMessageCallback;
  proto.onMessageCallback = function (this: SdkRoom & object, event: MessageEvent) {
    const result = original.call(this, event);
    const list = recorded.get(this);
    if (list) {
      const data = event.data as ArrayBuffer | ArrayBufferView;
      const bytes = data instanceof ArrayBuffer ? Buffer.from(new Uint8Array(data)) : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      const state = this.state as { version?: number; toJSON?: () => Record<string, unknown> } | undefined;
      const changed = bytes[0] === 14 || bytes[0] === 15;
      list.push({ bytes: Buffer.from(bytes), version: state?.version ?? 0, json: changed && state?.toJSON ? state.toJSON() : null });
    }
    return result;
  };
  proto.__pcFrames = true;
}

/** Starts recording `room` (its frames so far are not kept) and swallows its messages. */
export function record(room: SdkRoom): SdkRoom {
  recorded.set(room, []);
  room.onMessage("*", () => undefined);
  return room;
}

export function framesOf(room: SdkRoom): Frame[] {
  return recorded.get(room) ?? [];
}
