
/**
 * A client's decoded state as plain JSON, exactly what `state.toJSON()` gives, rebuilt after
 * each frame only where the frame changed it: a part no change touched keeps its JSON object
 * from the last frame. Copying the whole state after every frame (toJSON) was most of the
 * secrecy benchmark's time. The decoder reports every ref a frame changes (triggerChanges);
 * the JSON objects are never mutated, so a recorded frame's JSON stays what it was.
 */
interface Built {
  readonly json: unknown;
  dirty: boolean;
}

// The SDK may load another build of @colyseus/schema (ESM) than this file would (CJS): `instanceof`
// would fail across them, so the kinds of ref are told by their shape.
type ArrayRef = { items: unknown[]; toArray(): unknown[] };
type MapRef = { $items: Map<string, unknown>; forEach(f: (v: unknown, key: string) => void): void };
type Ref = object;
const isArrayRef = (v: object): v is ArrayRef => Array.isArray((v as ArrayRef).items) && typeof (v as ArrayRef).toArray === "function";
const isMapRef = (v: object): v is MapRef => (v as MapRef).$items instanceof Map && typeof (v as MapRef).forEach === "function";
const metadataOf = (v: object) => (v.constructor as unknown as Record<symbol, Record<string, { name: string; deprecated?: boolean }> | undefined>)[Symbol.metadata];
const isRef = (v: unknown): v is Ref => v !== null && typeof v === "object" && (isArrayRef(v) || isMapRef(v) || metadataOf(v) != null);

export class DecodedJson {
  private built = new WeakMap<object, Built>();
  /** The refs each ref's JSON was built into: a change dirties them too, up to the root. */
  private parents = new WeakMap<object, Set<object>>();

  /** The decoder changed these refs (their own fields or entries). */
  markChanged(refs: Iterable<object>): void {
    const up = (ref: object) => {
      const built = this.built.get(ref);
      if (!built || built.dirty) return;
      built.dirty = true;
      for (const parent of this.parents.get(ref) ?? []) up(parent);
    };
    for (const ref of refs) up(ref);
  }

  /** Forget everything (a full state frame). */
  reset(): void {
    this.built = new WeakMap();
    this.parents = new WeakMap();
  }

  of(ref: Ref): unknown {
    const last = this.built.get(ref);
    if (last && !last.dirty) return last.json;
    const value = (v: unknown) => {
      if (!isRef(v)) return typeof (v as { toJSON?: unknown } | null)?.toJSON === "function" ? (v as { toJSON: () => unknown }).toJSON() : v;
      let parents = this.parents.get(v);
      if (!parents) this.parents.set(v, (parents = new Set()));
      parents.add(ref);
      return this.of(v);
    };
    let json: unknown;
    if (isArrayRef(ref)) {
      json = ref.toArray().map(value);
    } else if (isMapRef(ref)) {
      const map: Record<string, unknown> = {};
      ref.forEach((v, key) => (map[key] = value(v)));
      json = map;
    } else {
      // As Schema.toJSON: every declared field that is neither deprecated, null nor undefined.
      const obj: Record<string, unknown> = {};
      const metadata = metadataOf(ref)!;
      const fields = ref as unknown as Record<string, unknown>;
      for (const index in metadata) {
        const field = metadata[index];
        const v = fields[field.name];
        if (!field.deprecated && v !== null && v !== undefined) obj[field.name] = value(v);
      }
      json = obj;
    }
    this.built.set(ref, { json, dirty: false });
    return json;
  }
}
