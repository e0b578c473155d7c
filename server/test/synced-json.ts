type Json = Record<string, unknown>;

/**
 * A synced state's JSON with its empty lists and objects left out (an object empty once its own
 * empty fields are gone, too), to compare what two clients hold: an optional list or map is
 * absent until its first item (server/table/projector.ts) and stays, emptied, after its last, so
 * a client that joined late (a full state) and one that saw the list come and go (patches) hold
 * the same state in two forms.
 */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value === null || typeof value !== "object") return value;
  const out: Json = {};
  for (const [key, item] of Object.entries(value)) {
    const kept = withoutEmpty(item);
    // An object left with nothing (e.g. a schema object whose lists are all absent) goes too.
    if (Array.isArray(kept) ? kept.length === 0 : kept !== null && typeof kept === "object" && Object.keys(kept).length === 0) continue;
    out[key] = kept;
  }
  return out;
}
