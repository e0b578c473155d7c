import { $values, ArraySchema, MapSchema, Schema } from "@colyseus/schema";
import type { Recycler } from "./refid-recycler";

/**
 * Mirrors a plain view object (a game's publicView or seatView) onto a schema instance,
 * field by field, recursively. Only values that differ are assigned, so the delta patch
 * carries just what changed. The schema class decides which fields exist: view fields the
 * schema does not declare are ignored (they never reach a client), schema fields the view
 * lacks are cleared.
 *
 * Supported field types: primitives, `t.ref(Class)`, `t.array(Class | primitive)`,
 * `t.map(Class | primitive)` (keys are stringified). The fields named in `keep` (top level
 * only) are left as they are, whatever the view says.
 *
 * It runs over every view after every action, so it reads a schema's current values
 * straight from its value slots (what the generated getters return) and an array's from its
 * item list, and assigns through the schema's own setters only what changed: reading through
 * the getters and ArraySchema's proxy cost most of the projection's time
 * (bench/results.md › Booty Dice's CPU per action).
 */
/**
 * A map entry given as this is left as it is, whatever it holds (output.ts: the private part of
 * a seat no client reads now is not built, walked or patched until one does).
 */
export const UNCHANGED: unique symbol = Symbol("unchanged");

/** Makes each new synced object afresh (no table behind it: tests, a fresh projection). */
const NO_REUSE: Recycler = {
  retire(): void {},
  make<T extends Schema>(schemaClass: new () => T, fill: (made: T) => void): T {
    const made = new schemaClass();
    fill(made);
    return made;
  },
  collection: (created) => created,
};

/**
 * Projects `view` onto `target`. With a table's `recycler`, the refIds of the objects it takes out
 * are given again to new ones of the same kind (refid-recycler.ts).
 */
export function project(target: Schema, view: unknown, keep?: ReadonlySet<string>, recycler: Recycler = NO_REUSE): void {
  projectSchema(target, view, keep, recycler);
}

function projectSchema(target: Schema, view: unknown, keep: ReadonlySet<string> | undefined, recycler: Recycler): void {
  if (view === null || typeof view !== "object" || Array.isArray(view)) {
    throw new Error(`project: expected an object for ${target.constructor.name}, got ${describe(view)}`);
  }
  const source = view as Record<string, unknown>;
  const record = target as unknown as Record<string, unknown>;
  const values = (target as unknown as Record<symbol, unknown[]>)[$values];
  for (const field of planOf(target.constructor)) {
    if (keep !== undefined && keep.has(field.name)) continue;
    const value = source[field.name];
    switch (field.kind) {
      case PRIMITIVE: {
        const next = value === null ? undefined : value;
        // Only a new value is checked: the one in the slot passed when it was assigned.
        if (values[field.index] !== next) {
          if (next !== undefined) checkPrimitive(field.primitive, next, field.name);
          record[field.name] = next;
        }
        break;
      }
      case REF: {
        if (value === undefined || value === null) {
          if (values[field.index] !== undefined) {
            recycler.retire(values[field.index]);
            record[field.name] = undefined;
          }
          break;
        }
        const child = values[field.index] as Schema | undefined;
        if (child instanceof field.schema) {
          projectSchema(child, value, undefined, recycler);
          break;
        }
        record[field.name] = recycler.make(field.schema, (made) => projectSchema(made, value, undefined, recycler));
        break;
      }
      case ARRAY: {
        let array = values[field.index] as ArraySchema<unknown> | undefined;
        if (!array) {
          // Only an optional list can be missing (the schema creates the others): it is
          // created with its first item, so an empty one costs the table no synced object.
          if (isEmpty(value)) break;
          array = recycler.collection(new ArraySchema(), field.primitive || field.schema);
          record[field.name] = array;
        }
        projectArray(array, value === undefined || value === null ? [] : value, field, field.name, recycler);
        break;
      }
      case MAP: {
        let map = values[field.index] as MapSchema<unknown> | undefined;
        if (!map) {
          if (isEmpty(value)) break;
          map = recycler.collection(new MapSchema(), field.primitive || field.schema);
          record[field.name] = map;
        }
        projectMap(map, value === undefined || value === null ? {} : value, field, field.name, recycler);
        break;
      }
      default:
        throw new Error(`project: unsupported schema type on ${field.name}`);
    }
  }
}

type ChildType = string | (new () => Schema);
interface FieldInfo {
  readonly name: string;
  readonly type: string | (new () => Schema) | { array: ChildType } | { map: ChildType };
}

const fieldCache = new WeakMap<object, readonly FieldInfo[]>();

/** Each declared field's slot, name and type, from a schema class's metadata (the builder fills it). */
function declaredFields(schemaClass: object): { index: number; name: string; type: FieldInfo["type"] }[] {
  const metadata = (schemaClass as Record<symbol, Record<string, unknown> | undefined>)[Symbol.metadata];
  const out: { index: number; name: string; type: FieldInfo["type"] }[] = [];
  // for…in: an inheriting schema's metadata has its parent's fields on its prototype.
  for (const key in metadata ?? {}) {
    if (!/^\d+$/.test(key)) continue;
    const entry = metadata![key] as { name: string; type: FieldInfo["type"] };
    out.push({ index: Number(key), name: entry.name, type: entry.type });
  }
  return out;
}

/** The fields a schema class declares. */
export function fieldsOf(schemaClass: object): readonly FieldInfo[] {
  const cached = fieldCache.get(schemaClass);
  if (cached) return cached;
  const fields = declaredFields(schemaClass).map(({ name, type }) => ({ name, type }));
  fieldCache.set(schemaClass, fields);
  return fields;
}

const PRIMITIVE = 0;
const REF = 1;
const ARRAY = 2;
const MAP = 3;
const UNSUPPORTED = 4;

/** A field as the projector walks it: its value slot, its kind and its element type, decided once per class. */
interface PlannedField {
  readonly name: string;
  /** The field's slot in the instance's values (the metadata index the generated accessors use). */
  readonly index: number;
  readonly kind: typeof PRIMITIVE | typeof REF | typeof ARRAY | typeof MAP | typeof UNSUPPORTED;
  /** The primitive type, of the field itself (PRIMITIVE) or of its elements (ARRAY, MAP); "" for schema elements. */
  readonly primitive: string;
  /** The schema class, of the field itself (REF) or of its elements (ARRAY, MAP). */
  readonly schema: new () => Schema;
}

const planCache = new WeakMap<object, readonly PlannedField[]>();

function planOf(schemaClass: object): readonly PlannedField[] {
  const cached = planCache.get(schemaClass);
  if (cached) return cached;
  const plan = declaredFields(schemaClass).map(({ name, index, type }) => planField(name, index, type));
  planCache.set(schemaClass, plan);
  return plan;
}

function planField(name: string, index: number, type: FieldInfo["type"]): PlannedField {
  const none = Schema as unknown as new () => Schema;
  const element = (child: ChildType) =>
    typeof child === "string" ? { primitive: child, schema: none } : { primitive: "", schema: child };
  if (typeof type === "string") return { name, index, kind: PRIMITIVE, primitive: type, schema: none };
  if (isSchemaClass(type)) return { name, index, kind: REF, primitive: "", schema: type };
  if (type && typeof type === "object" && "array" in type) return { name, index, kind: ARRAY, ...element(type.array) };
  if (type && typeof type === "object" && "map" in type) return { name, index, kind: MAP, ...element(type.map) };
  return { name, index, kind: UNSUPPORTED, primitive: "", schema: none };
}

function projectArray(array: ArraySchema<unknown>, value: unknown, field: PlannedField, name: string, recycler: Recycler): void {
  if (!Array.isArray(value)) throw new Error(`project: ${name} should be an array, got ${describe(value)}`);
  // The current items, read once: every `array[i]` (and `length`) would go through ArraySchema's proxy.
  const items = (array as unknown as { items: unknown[] }).items;
  while (items.length > value.length) recycler.retire(array.pop());
  for (let index = 0; index < value.length; index++) {
    const item = value[index];
    if (field.primitive !== "") {
      if (index < items.length && items[index] === item) continue;
      checkPrimitive(field.primitive, item, `${name}[${index}]`);
      if (index < items.length) array[index] = item;
      else array.push(item);
    } else {
      const element = items[index] as Schema | undefined;
      if (index < items.length && element instanceof field.schema) {
        projectSchema(element, item, undefined, recycler);
        continue;
      }
      const fresh = recycler.make(field.schema, (made) => projectSchema(made, item, undefined, recycler));
      if (index < items.length) array[index] = fresh;
      else array.push(fresh);
    }
  }
}

function projectMap(map: MapSchema<unknown>, value: unknown, field: PlannedField, name: string, recycler: Recycler): void {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new Error(`project: ${name} should be an object (a map), got ${describe(value)}`);
  }
  const entries = value as Record<string, unknown>;
  let gone: string[] | null = null;
  for (const key of map.keys()) if (!(key in entries)) (gone ??= []).push(key);
  if (gone) {
    for (const key of gone) {
      recycler.retire(map.get(key));
      map.delete(key);
    }
  }
  for (const key in entries) {
    if (!Object.prototype.hasOwnProperty.call(entries, key)) continue;
    const item = entries[key];
    if (item === UNCHANGED) {
      if (!map.has(key)) throw new Error(`project: ${name}.${key} is to be left unchanged but does not exist`);
      continue;
    }
    if (field.primitive !== "") {
      if (map.get(key) === item) continue;
      checkPrimitive(field.primitive, item, `${name}.${key}`);
      map.set(key, item);
    } else {
      const element = map.get(key) as Schema | undefined;
      if (element instanceof field.schema) {
        projectSchema(element, item, undefined, recycler);
        continue;
      }
      map.set(key, recycler.make(field.schema, (made) => projectSchema(made, item, undefined, recycler)));
    }
  }
}

/** No value, or an empty list or map: what an absent optional collection stands for. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value !== "object") return false;
  for (const key in value) if (Object.prototype.hasOwnProperty.call(value, key)) return false;
  return true;
}

function isSchemaClass(type: unknown): type is new () => Schema {
  return typeof type === "function" && type.prototype instanceof Schema;
}

function checkPrimitive(type: string, value: unknown, name: string): void {
  const ok =
    type === "string" ? typeof value === "string" : type === "boolean" ? typeof value === "boolean" : typeof value === "number" && Number.isFinite(value);
  if (!ok) throw new Error(`project: ${name} should be a ${type}, got ${describe(value)}`);
}

function describe(value: unknown): string {
  return value === null ? "null" : Array.isArray(value) ? "an array" : typeof value;
}
