/**
 * The checks every game's secrecy on the wire is made of (each game's wire-secrets.ts picks
 * the ones its secrets need): another seat's private part, a secret id anywhere in the decoded
 * state or the raw bytes, a generator word, a deck's order.
 */

/** One thing a client held that it may not know. */
export interface Finding {
  readonly what: string;
  readonly where: string;
}

type Json = Record<string, unknown>;

/** Another seat's private part must reach this client (`seat`, null: a spectator) empty: one finding per field it holds. */
export function othersPrivateParts(table: Json, seat: number | null, filled: (v: unknown) => boolean = () => true): Finding[] {
  const out: Finding[] = [];
  for (const [key, part] of Object.entries((table.private as Json | undefined) ?? {})) {
    if (String(seat) === key || !part || typeof part !== "object") continue;
    for (const [field, value] of Object.entries(part)) if (filled(value)) out.push({ what: `seat ${key}'s private part (${field})`, where: `state.private.${key}.${field}` });
  }
  return out;
}

/**
 * Every string (value or key) of `table` that is a secret `seat` may not know (`owned`: each
 * secret with the seats allowed to know it), and every number that is a `forbidden` one.
 */
export function secretValues(table: Json, seat: number | null, owned: ReadonlyMap<string, readonly number[]>, forbidden: ReadonlySet<number> = new Set()): Finding[] {
  const out: Finding[] = [];
  const visit = (value: unknown, where: () => string) => {
    if (typeof value === "string") {
      const allowed = owned.get(value);
      if (allowed && (seat === null || !allowed.includes(seat))) out.push({ what: value, where: where() });
    } else if (typeof value === "number") {
      if (forbidden.has(value)) out.push({ what: `generator word ${value}`, where: where() });
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) visit(value[i], () => `${where()}[${i}]`);
    } else if (value !== null && typeof value === "object") {
      for (const key in value as Json) {
        visit(key, () => `${where()}{key}`);
        visit((value as Json)[key], () => `${where()}.${key}`);
      }
    }
  };
  visit(table, () => "state");
  return out;
}

const encoded = new Map<string, Buffer>();
/** A string as schema and msgpack put it on the wire (a short one: 0xa0 | length, then UTF-8). */
export function wireString(s: string): Buffer {
  let bytes = encoded.get(s);
  if (!bytes) {
    const utf8 = Buffer.from(s, "utf8");
    if (utf8.length > 31) throw new Error(`"${s}" is too long for a fixstr`);
    bytes = Buffer.concat([Buffer.from([0xa0 | utf8.length]), utf8]);
    encoded.set(s, bytes);
  }
  return bytes;
}

/**
 * The secrets `seat` may not know that travel in the raw bytes of a frame (log messages
 * included): every short string as schema and msgpack encode it (a byte 0xa0 | length, then
 * its UTF-8) is read at every byte that could start one, and looked up among the secrets.
 */
export function secretBytes(bytes: Buffer, seat: number | null, owned: ReadonlyMap<string, readonly number[]>): Finding[] {
  const found = new Set<string>();
  for (let i = 0; i < bytes.length; i++) {
    const length = bytes[i] ^ 0xa0;
    if (length <= 0 || length > 31 || i + 1 + length > bytes.length) continue;
    const text = bytes.toString("utf8", i + 1, i + 1 + length);
    const allowed = owned.get(text);
    if (allowed && (seat === null || !allowed.includes(seat)) && bytes.subarray(i, i + 1 + length).equals(wireString(text))) found.add(text);
  }
  return [...found].map((id) => ({ what: id, where: "raw frame" }));
}

/** Every list of numbers in a JSON tree, with its path. */
function numberLists(v: unknown, path: string, out: [string, number[]][] = []): [string, number[]][] {
  if (Array.isArray(v)) {
    if (v.length > 0 && v.every((x) => typeof x === "number")) out.push([path, v as number[]]);
    else v.forEach((x, i) => numberLists(x, `${path}[${i}]`, out));
  } else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) numberLists(x, `${path}.${k}`, out);
  return out;
}

const containsRun = (deck: readonly number[], list: readonly number[]) => {
  if (list.length < 4 || list.length > deck.length) return false;
  outer: for (let i = 0; i + list.length <= deck.length; i++) {
    for (let j = 0; j < list.length; j++) if (deck[i + j] !== list[j]) continue outer;
    return true;
  }
  return false;
};

/** A list of 4 or more numbers in `table` that is a run of a deck's order (decks of small numbers). */
export function deckOrders(table: Json, decks: readonly (readonly [name: string, order: readonly number[]])[]): Finding[] {
  const out: Finding[] = [];
  for (const [where, list] of numberLists(table, "state")) {
    for (const [name, deck] of decks) if (containsRun(deck, list)) out.push({ what: `the ${name} deck's order`, where });
  }
  return out;
}
