import type { Room } from "@colyseus/sdk";

/** The parts of the SDK's schema serializer this touches (`room.serializer`). */
interface StateSerializer {
  state: object;
  decoder: { readonly root: { readonly refs: { readonly size: number } }; readonly context: unknown };
  setState(bytes: Uint8Array, it?: unknown): void;
}

/**
 * After an automatic reconnection the server sends the whole state again, and the SDK
 * reconciles it with the state the client still holds (@colyseus/schema's `decodeResync`). That
 * prunes the list and map entries the snapshot lacks, but not a field cleared while the client
 * was away (its sweep walks collections only): a duel that ended, a choice that was made, would
 * stay on the table. A state sent again is therefore decoded into a new state and decoder of the
 * same classes, as on the first join. Readers take the state from each change (`onStateChange`,
 * `room.state`), so none holds the old one.
 */
export function decodeRejoinStateAfresh(room: Room): void {
  const serializer = (room as unknown as { serializer?: StateSerializer }).serializer;
  if (!serializer || typeof serializer.setState !== "function") return;
  const setState = serializer.setState.bind(serializer);
  serializer.setState = (bytes, it) => {
    // More than the root known: a state sent again (the first one finds only the root).
    if (serializer.decoder && serializer.decoder.root.refs.size > 1) {
      const State = serializer.state.constructor as new () => object;
      const Decoder = serializer.decoder.constructor as new (state: object, context: unknown) => StateSerializer["decoder"];
      // The same type context: the type ids the join's handshake gave the (reflected) classes.
      const context = serializer.decoder.context;
      serializer.state = new State();
      serializer.decoder = new Decoder(serializer.state, context);
    }
    setState(bytes, it);
  };
}
