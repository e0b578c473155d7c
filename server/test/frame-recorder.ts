import { Room as SdkRoom } from "@colyseus/sdk";

/**
 * Records every raw frame (bytes) each SDK room receives, from its first frame (the join
 * handshake and the full state) through reconnections. Import before any client connects:
 * it wraps the SDK's frame handler once, on the prototype.
 */
const frames = new WeakMap<object, Buffer[]>();
const proto = SdkRoom.prototype as unknown as { onMessageCallback: (event: MessageEvent) => void; __recorded?: boolean };
if (!proto.__recorded) {
  const original = proto.onMessageCallback;
  proto.onMessageCallback = function (this: object, event: MessageEvent) {
    const data = event.data as ArrayBuffer | ArrayBufferView;
    const bytes = data instanceof ArrayBuffer ? Buffer.from(new Uint8Array(data)) : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const list = frames.get(this) ?? [];
    list.push(Buffer.from(bytes)); // copy: the SDK may reuse its buffers
    frames.set(this, list);
    return original.call(this, event);
  };
  proto.__recorded = true;
}

export function framesOf(room: object): Buffer[] {
  return frames.get(room) ?? [];
}

/** Every byte the room received, in one buffer, for searching. */
export function bytesOf(room: object): Buffer {
  return Buffer.concat(framesOf(room));
}
