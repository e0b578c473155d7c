import { ArraySchema, MapSchema, Schema } from "@colyseus/schema";

/**
 * Mirrors a plain view object (a game's publicView or seatView) onto a schema instance,
 * field by field, recursively. Only values that differ are assigned, so the delta patch
 * carries just what changed. The schema class decides which fields exist: view fields the
 * schema does not declare are ignored (they never reach a client), schema fields the view
 * lacks are cleared.
 *
 * Supported field types: primitives, `t.ref(Class)`, `t.array(Class | primitive)`,
 * `t.map(Class | primitive)` (keys are stringified).
 */
export function project(target: Schema, view: unknown): void {
  if (view === null || typeof view !== "object" || Array.isArray(view)) {
    throw new Error(`project: expected an object for ${target.constructor.name}, got ${describe(view)}`);
  }
  const source = view as Record<string, unknown>;
  const record = target as unknown as Record<string, unknown>;
  for (const field of fieldsOf(target.constructor)) {
    const value = source[field.name];
    const type = field.type;
    if (typeof type === "string") {
      const next = value === null ? undefined : value;
      if (next !== undefined) checkPrimitive(type, next, field.name);
      if (record[field.name] !== next) record[field.name] = next;
    } else if (isSchemaClass(type)) {
      if (value === undefined || value === null) {
        if (record[field.name] !== undefined) record[field.name] = undefined;
        continue;
      }
      let child = record[field.name] as Schema | undefined;
      if (!(child instanceof type)) {
        child = new type();
        record[field.name] = child;
      }
      project(child, value);
    } else if ("array" in type) {
      let array = record[field.name] as ArraySchema<unknown> | undefined;
      if (!array) {
        array = new ArraySchema();
        record[field.name] = array;
      }
      projectArray(array, value === undefined || value === null ? [] : value, type.array, field.name);
    } else if ("map" in type) {
      let map = record[field.name] as MapSchema<unknown> | undefined;
      if (!map) {
        map = new MapSchema();
        record[field.name] = map;
      }
      projectMap(map, value === undefined || value === null ? {} : value, type.map, field.name);
    } else {
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

/** The fields a schema class declares, from its metadata (the builder fills it). */
export function fieldsOf(schemaClass: object): readonly FieldInfo[] {
  const cached = fieldCache.get(schemaClass);
  if (cached) return cached;
  const metadata = (schemaClass as Record<symbol, Record<string, unknown> | undefined>)[Symbol.metadata];
  const fields: FieldInfo[] = [];
  if (metadata) {
    // for…in: an inheriting schema's metadata has its parent's fields on its prototype.
    for (const key in metadata) {
      if (!/^\d+$/.test(key)) continue;
      const entry = metadata[key] as { name: string; type: FieldInfo["type"] };
      fields.push({ name: entry.name, type: entry.type });
    }
  }
  fieldCache.set(schemaClass, fields);
  return fields;
}

function projectArray(array: ArraySchema<unknown>, value: unknown, child: ChildType, name: string): void {
  if (!Array.isArray(value)) throw new Error(`project: ${name} should be an array, got ${describe(value)}`);
  while (array.length > value.length) array.pop();
  value.forEach((item, index) => {
    if (typeof child === "string") {
      checkPrimitive(child, item, `${name}[${index}]`);
      if (index < array.length) {
        if (array[index] !== item) array[index] = item;
      } else {
        array.push(item);
      }
    } else {
      let element = array[index] as Schema | undefined;
      if (index >= array.length || !(element instanceof child)) {
        element = new child();
        if (index < array.length) array[index] = element;
        else array.push(element);
      }
      project(element, item);
    }
  });
}

function projectMap(map: MapSchema<unknown>, value: unknown, child: ChildType, name: string): void {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new Error(`project: ${name} should be an object (a map), got ${describe(value)}`);
  }
  const entries = value as Record<string, unknown>;
  for (const key of [...map.keys()]) if (!(key in entries)) map.delete(key);
  for (const [key, item] of Object.entries(entries)) {
    if (typeof child === "string") {
      checkPrimitive(child, item, `${name}.${key}`);
      if (map.get(key) !== item) map.set(key, item);
    } else {
      let element = map.get(key) as Schema | undefined;
      if (!(element instanceof child)) {
        element = new child();
        map.set(key, element);
      }
      project(element, item);
    }
  }
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
