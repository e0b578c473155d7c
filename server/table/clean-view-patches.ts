import { ClientState, Protocol, type Room } from "@colyseus/core";

/**
 * A patch encoded once for every client whose view has nothing of its own in it.
 *
 * Every client of a table has a StateView (seating.ts), so Colyseus encodes each patch once for
 * the shared part and then once more per client (`encodeView`): a walk over every changed object
 * looking for filtered fields that client may see, and a fresh copy of the shared bytes with
 * that client's part appended. After most actions only one seat's private part changed (its
 * legal moves), so four of a Booty Dice table's five clients get the shared part alone, encoded
 * and copied four times.
 *
 * Here the changed objects that hold a filtered change are found once per patch. A client whose
 * view has no pending change of its own (view.changes) and sees none of those objects is sent
 * one copy of the shared part, the same bytes `encodeView` would have produced; any other client
 * gets `encodeView` as before. Rooms that Colyseus patches in ways this does not follow (timed
 * patches, streams, no filters) keep Colyseus's own `applyPatches`.
 */

interface Tree {
  readonly isFiltered: boolean;
  readonly _isSchema?: boolean;
  readonly dirtyLow?: number;
  readonly dirtyHigh?: number;
  has(): boolean;
  readonly encDescriptor?: { readonly filterBitmask?: number; readonly tags?: readonly unknown[] };
}

interface View {
  readonly changes: Map<unknown, unknown>;
  isChangeTreeVisible(tree: Tree): boolean;
}

interface PatchClient {
  readonly state: number;
  readonly view?: View;
  raw(bytes: Uint8Array): void;
}

interface SerializerInternals {
  hasFilters: boolean;
  needFullEncode: boolean;
  encoder: {
    readonly hasChanges: boolean;
    sharedBuffer: Uint8Array;
    readonly root: { readonly changes: { next?: { changeTree: Tree; next?: unknown } }; readonly streamTrees?: { size?: number; length?: number } };
    encode(it: { offset: number }): Uint8Array;
    encodeView(view: View, sharedOffset: number, it: { offset: number }): Uint8Array;
    discardChanges(): void;
  };
  applyPatches(clients: readonly PatchClient[], state: unknown, timing?: unknown): boolean;
}

/** Makes the room's patches skip `encodeView` for clients whose view has nothing in them. */
export function encodeCleanViewsOnce(room: Room): void {
  const serializer = (room as unknown as { _serializer: Partial<SerializerInternals> })._serializer;
  if (!serializer?.encoder || typeof serializer.applyPatches !== "function" || !serializer.encoder.root?.changes) {
    throw new Error("encodeCleanViewsOnce: the room has no schema serializer (set its state first)");
  }
  const s = serializer as SerializerInternals;
  const colyseus = s.applyPatches;
  s.applyPatches = function (this: SerializerInternals, clients, state, timing) {
    const encoder = this.encoder;
    const streams = encoder.root.streamTrees;
    if (timing || !this.hasFilters || !encoder.hasChanges || clients.length === 0 || (streams && (streams.size ?? streams.length ?? 0) > 0)) {
      return colyseus.call(this, clients, state, timing);
    }
    this.needFullEncode = true;
    const it = { offset: 1 };
    encoder.sharedBuffer[0] = Protocol.ROOM_STATE_PATCH;
    const encodedChanges = encoder.encode(it);
    const sharedOffset = it.offset;
    const filtered = changedWithFilteredFields(encoder.root.changes);
    // One copy for every clean view: the encoder's buffer is scratch, shared by every table.
    let shared: Uint8Array | null = null;
    for (let i = clients.length - 1; i >= 0; i--) {
      const client = clients[i];
      if (client.state !== ClientState.JOINED) continue;
      const view = client.view;
      if (view && (view.changes.size > 0 || filtered.some((tree) => view.isChangeTreeVisible(tree)))) {
        client.raw(encoder.encodeView(view, sharedOffset, it));
      } else {
        shared ??= encodedChanges.slice();
        client.raw(shared);
      }
    }
    encoder.discardChanges();
    return true;
  };
}

/** The changed objects with a change to a filtered field, i.e. what some view may have to be sent. */
function changedWithFilteredFields(queue: { next?: { changeTree: Tree; next?: unknown } }): Tree[] {
  const out: Tree[] = [];
  let node = queue.next as { changeTree: Tree; next?: unknown } | undefined;
  while (node) {
    const tree = node.changeTree;
    if (tree.has() && hasFilteredChange(tree)) out.push(tree);
    node = node.next as typeof node;
  }
  return out;
}

/** The encoder's rule (encodeChangeCb): a field is filtered if its object is, or its own @view tag says so. */
function hasFilteredChange(tree: Tree): boolean {
  if (tree.isFiltered) return true;
  if (!tree._isSchema) return false;
  const desc = tree.encDescriptor;
  if ((((tree.dirtyLow ?? 0) & (desc?.filterBitmask ?? 0)) | 0) !== 0) return true;
  // Fields past the 32nd read their tag directly: count any change there as filtered if any is tagged.
  return (tree.dirtyHigh ?? 0) !== 0 && (desc?.tags ?? []).slice(32).some((tag) => tag !== undefined);
}
