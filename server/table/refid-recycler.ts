import { $changes, $childType, $refId, Schema } from "@colyseus/schema";

/** What the projector asks of a recycler (projector.ts). */
export interface Recycler {
  /** `instance` was taken out of the synced state (with everything under it). */
  retire(instance: unknown): void;
  /** A new instance, filled by `fill` before it is numbered and attached. */
  make<T extends Schema>(schemaClass: new () => T, fill: (made: T) => void): T;
  /** A new, empty list or map of `element`s (a schema class or a primitive type's name), to be attached now. */
  collection<T extends object>(created: T, element: unknown): T;
}

interface Tree {
  readonly ref: object;
  forEachChild(visit: (child: Tree, index: number) => void): void;
}

const treeOf = (ref: object) => (ref as Record<symbol, Tree>)[$changes as unknown as symbol];
const refIdOf = (ref: object) => (ref as Record<symbol, number | undefined>)[$refId as unknown as symbol];

function walk(ref: object, visit: (ref: object) => void): void {
  visit(ref);
  treeOf(ref).forEachChild((child) => walk(child.ref, visit));
}

/**
 * Gives the refIds of the synced objects a table's projection takes out to the new objects it
 * makes later, each to one of the same kind: the same schema class, or a list or map of the same
 * element type.
 *
 * Why: @colyseus/schema never gives a refId twice by itself, and keeps a few bytes for every
 * refId it ever gave for as long as the state lives (`Root.refCount`, and `Root.changeTrees`, an
 * array as long as the largest refId). Shiver Me Timbers' projection makes new objects for
 * every duel card, duel, card window, combat and announced action, nearly two a move: 33 KB a
 * table after 15 minutes of play, and on across rematches (bench/results.md).
 *
 * Safe because:
 * - a refId is given again only after a patch has carried its removal (`patched`): every
 *   client's decoder has dropped it by then, and makes a new object for it from the ADD;
 * - the object is new: nothing of the old one comes along, neither its values nor the views it
 *   was visible to (a seat's private part stays its owner's);
 * - same kind: a decoder that still holds the refId (a client that missed the removal and
 *   reconciles the whole state it is sent again, the SDK's `decodeResync`) finds it on an
 *   object of the class it expects. The table page decodes such a state afresh anyway
 *   (client/table/rejoin-state.ts).
 * Reusing the old object itself was tried first: a map emptied and refilled while detached
 * reached its owner with a key missing (caught by smt-secrecy.test.ts).
 */
export class RefIdRecycler implements Recycler {
  /** Taken out since the last patch: the clients have not been told yet. */
  private waiting: [kind: readonly [object, unknown], refId: number][] = [];
  /** Free refIds by class, then by element type (null for a schema object). */
  private readonly free = new Map<object, Map<unknown, number[]>>();

  retire(instance: unknown): void {
    if (!(instance instanceof Schema) || refIdOf(instance) === undefined) return;
    walk(instance, (ref) => {
      const refId = refIdOf(ref);
      if (refId !== undefined) this.waiting.push([kindOf(ref), refId]);
    });
  }

  make<T extends Schema>(schemaClass: new () => T, fill: (made: T) => void): T {
    const made = new schemaClass();
    fill(made);
    walk(made, (ref) => {
      if (refIdOf(ref) === undefined) this.number(ref, kindOf(ref));
    });
    return made;
  }

  collection<T extends object>(created: T, element: unknown): T {
    this.number(created, [created.constructor, element]);
    return created;
  }

  private number(ref: object, [cls, element]: readonly [object, unknown]): void {
    const byElement = this.free.get(cls);
    const list = byElement?.get(element);
    if (!list) return;
    const refId = list.pop()!;
    // An emptied list goes: a list keeps the room it grew to (a duel's cards all retired at once).
    if (list.length === 0) byElement!.delete(element);
    Object.defineProperty(ref, $refId, { value: refId, enumerable: false, writable: true });
  }

  /** A patch has left: every object taken out so far has reached the clients as removed. */
  patched(): void {
    for (const [[cls, element], refId] of this.waiting) {
      let byElement = this.free.get(cls);
      if (!byElement) this.free.set(cls, (byElement = new Map()));
      const list = byElement.get(element);
      if (list) list.push(refId);
      else byElement.set(element, [refId]);
    }
    this.waiting = [];
  }

  /** Refids waiting to be given again (tests). */
  get size(): number {
    let n = 0;
    for (const byElement of this.free.values()) for (const list of byElement.values()) n += list.length;
    return n;
  }
}

/** A synced object's class and, for a list or map, its element type. */
function kindOf(ref: object): readonly [object, unknown] {
  return [ref.constructor, ref instanceof Schema ? null : (ref as Record<symbol, unknown>)[$childType as unknown as symbol]];
}
