type Json = Record<string, unknown>;

/**
 * What toJSON() must give for a view, written from the deviations listed in schema.ts
 * (independently of smtBoard): nulls dropped, the public secret goals' null as [], lists of
 * lists as { ids }, no courtship as stage "", off the hunt track as -1, the announced action's
 * missing treasures and the card window's missing combatants as [], a route's ends as its fields;
 * in a seatView, the module parts that hold nothing left out.
 */
export function expectedJson(value: unknown, path = ""): unknown {
  if (path === "" && value !== null && typeof value === "object" && "secretGoals" in value && "looking" in value) {
    // A seatView: a module part that holds no card, choice or flag is absent from the private part.
    const seat = { ...(value as Json) };
    for (const part of ["cards", "duel", "treasure", "missions", "monsters", "family"]) if (holdsNothing(seat[part])) delete seat[part];
    value = seat;
  }
  if (Array.isArray(value)) {
    if (/^family\.(relatives|soulmates)$|^monsters\.trophies$/.test(path)) return value.map((ids) => ({ ids }));
    if (path === "map.routes") {
      return value.map((r) => {
        const end = (e: Json | null, x: string) => (e ? { [`${x}${"island" in e ? "Island" : "Special"}`]: e.island ?? e.special, [`${x}Point`]: e.point } : {});
        return { tile: r.tile, ...end(r.a, "a"), ...end(r.b, "b") };
      });
    }
    if (path === "family.courtships") return value.map((c) => expectedJson(c ?? { stage: "", wishes: [] }, path + "[]"));
    if (/^monsters\.progress\./.test(path)) return value.map((p) => p ?? -1);
    return value.map((item) => expectedJson(item, path + "[]"));
  }
  if (value === null || typeof value !== "object") return value;
  const out: Json = {};
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (item === null || item === undefined) {
      if (at === "players[].secretGoals") out[key] = [];
      continue;
    }
    out[key] = expectedJson(item, at);
  }
  if (path === "cards.announced.action" && !("treasures" in out)) out.treasures = [];
  if (path === "cards.window.trigger" && !("combatants" in out)) out.combatants = [];
  return out;
}

/** Every value null, false, or an empty list or object, all the way down. */
function holdsNothing(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value !== "object") return false;
  return Object.values(value).every(holdsNothing);
}
