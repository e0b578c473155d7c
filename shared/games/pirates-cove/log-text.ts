import type { GameEvent, SeatIndex } from "../../engine/game";
import { WIN_EVENT } from "../../engine/game";
import { ISLAND_NAMES } from "./content/islands";
import { LEGENDS, type LegendId } from "./content/legends";
import { SECTIONS } from "./content/sections";
import { TAVERN_CARDS } from "./content/tavern-cards";

/**
 * Pirate's Cove's game log: the sentence of every event, written from its public `data`
 * (and, for the seats that may read it, from its secret data), and the compact wire form
 * `[code, ...fields]` that clients read back with `pirateCoveLogText`. Pure: the rules build
 * every event's text here, the server checks that a code reads back to the same text, and
 * the client uses the same words.
 *
 * Field values are numbers or strings. A fighter is a seat number, "navy" or a Legendary
 * Pirate's id; a card is its id (TAVERN_CARDS); an island its number (1–7); a section its name.
 */
type Data = Readonly<Record<string, unknown>>;
type Namer = {
  seat(v: unknown): string | null;
  fighter(v: unknown): string | null;
};

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
const isCount = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;
const island = (v: unknown): string | null => (isCount(v) && v >= 1 && v <= 7 ? ISLAND_NAMES[v] : null);
const card = (v: unknown): string | null => (isCount(v) && v < TAVERN_CARDS.length ? TAVERN_CARDS[v].name : null);
const section = (v: unknown): string | null => (typeof v === "string" && (SECTIONS as readonly string[]).includes(v) ? v : null);
const legend = (v: unknown): string | null => (typeof v === "string" && v in LEGENDS ? LEGENDS[v as LegendId].name : null);

function booty(fame: unknown, gold: unknown, treasures: unknown, tavern: unknown): string | null {
  if (!isCount(fame) || !isCount(gold) || !isCount(treasures) || !isCount(tavern)) return null;
  const parts: string[] = [];
  if (fame > 0) parts.push(`${fame} fame`);
  if (gold > 0) parts.push(`${gold} gold`);
  if (treasures > 0) parts.push(plural(treasures, "treasure"));
  if (tavern > 0) parts.push(plural(tavern, "Tavern card"));
  return parts.length === 0 ? "nothing" : parts.join(", ");
}

interface Kind {
  readonly fields: readonly string[];
  readonly text: (d: Data, n: Namer) => string | null;
}

const all = (...xs: unknown[]): boolean => xs.every((x) => x !== null);

/** Every kind, its fields in wire order and its sentence. The order of keys is the wire code. */
const KINDS: Readonly<Record<string, Kind>> = {
  month: { fields: ["month"], text: (d) => (isCount(d.month) ? `Month ${d.month} of 12 begins.` : null) },
  legendMoves: {
    fields: ["legend", "island"],
    text: (d) => { const l = legend(d.legend), i = island(d.island); return all(l, i) ? `${l} sails to ${i}.` : null; },
  },
  legendArrives: {
    fields: ["legend", "island"],
    text: (d) => { const l = legend(d.legend), i = island(d.island); return all(l, i) ? `A black ship appears at ${i}: ${l}.` : null; },
  },
  bounty: {
    fields: ["island", "fame", "gold", "treasures", "tavern"],
    text: (d) => { const i = island(d.island), b = booty(d.fame, d.gold, d.treasures, d.tavern); return all(i, b) ? `${i}'s card this month: ${b}.` : null; },
  },
  chosen: { fields: ["seat"], text: (d, n) => { const w = n.seat(d.seat); return w && `${w} has chosen a destination.`; } },
  crowsNest: {
    fields: ["seat", "first"],
    text: (d, n) => { const w = n.seat(d.seat), f = n.seat(d.first); return all(w, f) ? `${w} plays Crow's nest: this month everyone chooses in turn, clockwise from ${f}; choices made so far are cancelled.` : null; },
  },
  setsCourse: {
    fields: ["seat", "island"],
    text: (d, n) => { const w = n.seat(d.seat), i = island(d.island); return all(w, i) ? `${w} sets course for ${i}.` : null; },
  },
  reveal: {
    fields: ["seat", "island"],
    text: (d, n) => { const w = n.seat(d.seat), i = island(d.island); return all(w, i) ? `${w} sails to ${i}.` : null; },
  },
  pass: { fields: ["seat"], text: (d, n) => { const w = n.seat(d.seat); return w && `${w} plays no card.`; } },
  intercept: {
    fields: ["seat", "island"],
    text: (d, n) => { const w = n.seat(d.seat), i = island(d.island); return all(w, i) ? `${w} plays Royal Navy Intercept: the Royal Navy sails to ${i}.` : null; },
  },
  privateer: {
    fields: ["seat", "island"],
    text: (d, n) => { const w = n.seat(d.seat), i = island(d.island); return all(w, i) ? `${w} plays Privateering Commission: the Royal Navy is sent on to ${i}.` : null; },
  },
  farewell: {
    fields: ["seat", "island"],
    text: (d, n) => { const w = n.seat(d.seat), i = island(d.island); return all(w, i) ? `${w} plays A fond farewell and sails to ${i}.` : null; },
  },
  battle: { fields: ["island"], text: (d) => { const i = island(d.island); return i && `Battle at ${i}!`; } },
  playCard: {
    fields: ["seat", "card"],
    text: (d, n) => { const w = n.seat(d.seat), c = card(d.card); return all(w, c) ? `${w} plays ${c}.` : null; },
  },
  overboard: {
    fields: ["seat", "treasures"],
    text: (d, n) => { const w = n.seat(d.seat); return w && isCount(d.treasures) ? `${w} throws ${plural(d.treasures, "treasure")} overboard for speed.` : null; },
  },
  volley: {
    fields: ["shooter", "target", "section", "rolls", "hits"],
    text: (d, n) => {
      const s = n.fighter(d.shooter), t = n.fighter(d.target);
      const aim = d.section === "all" ? "every section" : section(d.section);
      if (!all(s, t, aim) || typeof d.rolls !== "string" || !isCount(d.hits)) return null;
      return `${s} fires at ${t}'s ${aim}: ${d.rolls.split("").join(", ") || "no dice"}; ${plural(d.hits, "hit")}.`;
    },
  },
  reloading: { fields: ["seat"], text: (d, n) => { const w = n.seat(d.seat); return w && `${w} reloads after the Six Gun Salute and does not fire.`; } },
  strayShot: {
    fields: ["seat", "die"],
    text: (d, n) => { const w = n.seat(d.seat); return w && isCount(d.die) ? `Hook's stray shot (${d.die}) strikes ${w}.` : null; },
  },
  mastercraftHit: {
    fields: ["seat", "section", "destroyed"],
    text: (d, n) => { const w = n.seat(d.seat), s = section(d.section); return all(w, s) ? `${w}'s Mastercraft ${s} ${d.destroyed === 1 ? "is blown to pieces" : "absorbs the hit and is damaged"}.` : null; },
  },
  parrotHit: {
    fields: ["seat", "card", "dies"],
    text: (d, n) => { const w = n.seat(d.seat), c = card(d.card); return all(w, c) ? (d.dies === 1 ? `${w}'s ${c} is killed (2 fame lost). Dead parrots tell no tales!` : `${w}'s ${c} is hurt.`) : null; },
  },
  sectionHit: {
    fields: ["seat", "section", "level"],
    text: (d, n) => { const w = n.seat(d.seat), s = section(d.section); return all(w, s) && isCount(d.level) ? `${w}'s ${s} drop to ${d.level}.` : null; },
  },
  blackShipHit: {
    fields: ["fighter", "hull"],
    text: (d, n) => { const w = n.fighter(d.fighter); return w && isCount(d.hull) ? `${w}'s hull is down to ${d.hull}.` : null; },
  },
  crippled: { fields: ["seat"], text: (d, n) => { const w = n.seat(d.seat); return w && `${w}'s ship is crippled and limps to Pirate's Cove.`; } },
  sunk: { fields: ["fighter"], text: (d, n) => { const w = n.fighter(d.fighter); return w && `${w} is sunk!`; } },
  fameShare: {
    fields: ["seat", "fame", "fighter"],
    text: (d, n) => { const w = n.seat(d.seat), f = n.fighter(d.fighter); return all(w, f) && isCount(d.fame) ? `${w} earns ${d.fame} fame for sinking ${f}.` : null; },
  },
  regains: {
    fields: ["legend", "hull"],
    text: (d) => { const l = legend(d.legend); return l && isCount(d.hull) ? `${l}'s skeleton crew patch her up: hull ${d.hull}.` : null; },
  },
  stay: { fields: ["seat"], text: (d, n) => { const w = n.seat(d.seat); return w && `${w} stays and fights.`; } },
  flee: {
    fields: ["seat", "roll"],
    text: (d, n) => { const w = n.seat(d.seat); return w && isCount(d.roll) ? `${w} flees to Pirate's Cove (rolled ${d.roll}).` : null; },
  },
  mutiny: {
    fields: ["seat", "gold", "treasures", "fame"],
    text: (d, n) => { const w = n.seat(d.seat); return w && isCount(d.gold) && isCount(d.treasures) && isCount(d.fame) ? `Mutiny on ${w}'s ship! The crew make off with ${d.gold} gold and ${plural(d.treasures, "treasure")}; ${d.fame} fame lost.` : null; },
  },
  victor: {
    fields: ["seat", "fame", "treasures"],
    text: (d, n) => { const w = n.seat(d.seat); return w && isCount(d.fame) && isCount(d.treasures) ? `${w} holds the island: ${d.fame} fame and ${plural(d.treasures, "treasure")} in spoils.` : null; },
  },
  stalemate: { fields: ["island"], text: (d) => { const i = island(d.island); return i && `The battle at ${i} ends with no victor.`; } },
  legendRepaired: { fields: ["legend"], text: (d) => { const l = legend(d.legend); return l && `${l} wins and is fully repaired.`; } },
  navyLeaves: { fields: [], text: () => "The Royal Navy leaves the board." },
  bountyTaken: {
    fields: ["seat", "island", "fame", "gold", "treasures", "tavern"],
    text: (d, n) => { const w = n.seat(d.seat), i = island(d.island), b = booty(d.fame, d.gold, d.treasures, d.tavern); return all(w, i, b) ? `${w} has ${i} alone and takes ${b}.` : null; },
  },
  cacafuego: {
    fields: ["seat", "roll"],
    text: (d, n) => { const w = n.seat(d.seat); return w && isCount(d.roll) ? `${w} pilfers the Cacafuego: ${d.roll} fame!` : null; },
  },
  draws: {
    fields: ["seat", "count"],
    text: (d, n) => { const w = n.seat(d.seat); return w && isCount(d.count) ? `${w} draws ${plural(d.count, "Tavern card")}.` : null; },
  },
  reshuffle: { fields: [], text: () => "The Tavern deck runs out: the discard pile is reshuffled." },
  parrotArrives: {
    fields: ["seat", "card"],
    text: (d, n) => { const w = n.seat(d.seat), c = card(d.card); return all(w, c) ? `${c} lands on ${w}'s perch.` : null; },
  },
  parrotOffered: {
    fields: ["seat", "card"],
    text: (d, n) => { const w = n.seat(d.seat), c = card(d.card); return all(w, c) ? `${w} draws ${c} but already has a parrot.` : null; },
  },
  parrotSwapped: {
    fields: ["seat", "card"],
    text: (d, n) => { const w = n.seat(d.seat), c = card(d.card); return all(w, c) ? `${w} releases their parrot (1 fame) and takes ${c}.` : null; },
  },
  parrotRefused: {
    fields: ["seat", "card"],
    text: (d, n) => { const w = n.seat(d.seat), c = card(d.card); return all(w, c) ? `${w} turns down ${c}; it goes back into the Tavern deck.` : null; },
  },
  bury: {
    fields: ["seat", "treasures", "gold", "fame"],
    text: (d, n) => { const w = n.seat(d.seat); return w && isCount(d.treasures) && isCount(d.gold) && isCount(d.fame) ? `${w} buries ${plural(d.treasures, "treasure")} and ${d.gold} gold for ${d.fame} fame.` : null; },
  },
  consort: {
    fields: ["seat", "target", "fame", "gold", "treasures", "cards"],
    text: (d, n) => { const w = n.seat(d.seat), t = n.seat(d.target), b = booty(d.fame, d.gold, d.treasures, d.cards); return all(w, t, b) ? `${w} plays Consort: ${t} shares half the month's booty: ${b}.` : null; },
  },
  secretMap: {
    fields: ["seat", "island"],
    text: (d, n) => { const w = n.seat(d.seat), i = island(d.island); return all(w, i) ? `${w} plays Secret Map: a treasure marker goes on ${i}.` : null; },
  },
  upgrade: {
    fields: ["seat", "section", "level", "gold"],
    text: (d, n) => { const w = n.seat(d.seat), s = section(d.section); return all(w, s) && isCount(d.level) && isCount(d.gold) ? `${w} raises their ${s} to ${d.level}${d.gold > 0 ? ` for ${d.gold} gold` : " at no cost"}.` : null; },
  },
  buyCard: { fields: ["seat"], text: (d, n) => { const w = n.seat(d.seat); return w && `${w} buys a Tavern card for 2 gold.`; } },
  mastercraft: {
    fields: ["seat", "section"],
    text: (d, n) => { const w = n.seat(d.seat), s = section(d.section); return all(w, s) ? `${w} fits a Mastercraft to their ${s}.` : null; },
  },
  mastercraftRepaired: {
    fields: ["seat", "section"],
    text: (d, n) => { const w = n.seat(d.seat), s = section(d.section); return all(w, s) ? `${w} repairs their Mastercraft ${s} for 1 gold.` : null; },
  },
  parrotHeals: { fields: ["seat"], text: (d, n) => { const w = n.seat(d.seat); return w && `${w}'s parrot heals its wound.`; } },
  shipRepaired: { fields: ["seat"], text: (d, n) => { const w = n.seat(d.seat); return w && `${w}'s crippled ship is repaired at Pirate's Cove.`; } },
  ready: { fields: ["seat"], text: (d, n) => { const w = n.seat(d.seat); return w && `${w} is done.`; } },
  fameCards: {
    fields: ["seat", "fame", "total"],
    text: (d, n) => { const w = n.seat(d.seat); return w && isCount(d.fame) && isCount(d.total) ? `${w} shows fame cards worth ${d.fame}: ${d.total} fame in all.` : null; },
  },
  [WIN_EVENT]: {
    fields: ["winners", "fame"],
    text: (d, n) => {
      if (typeof d.winners !== "string" || !isCount(d.fame)) return null;
      const names = d.winners.split(",").map((w) => n.seat(Number(w)));
      if (names.length === 0 || !all(...names)) return null;
      return names.length === 1 ? `${names[0]} wins with ${d.fame} fame!` : `${names.join(" and ")} share the win with ${d.fame} fame.`;
    },
  },
};

export const LOG_KINDS: readonly string[] = Object.keys(KINDS);
const CODE_OF: Readonly<Record<string, number>> = Object.fromEntries(LOG_KINDS.map((k, i) => [k, i]));

/** Secret sentences: what the listed seats read instead of the public text. */
const SECRETS: Readonly<Record<string, (d: Data) => string | null>> = {
  chosen: (d) => { const i = island(d.island); return i && `You set course for ${i} (secret until everyone has chosen).`; },
  draws: (d) => {
    if (!Array.isArray(d.cards)) return null;
    const names = d.cards.map(card);
    return all(...names) ? `You draw ${names.join(", ") || "nothing"}.` : null;
  },
  consort: (d) => {
    if (!Array.isArray(d.cards)) return null;
    const names = d.cards.map(card);
    return all(...names) && names.length > 0 ? `Cards passed on: ${names.join(", ")}.` : null;
  },
};

function namer(names: readonly string[]): Namer {
  const seat = (v: unknown) => (typeof v === "number" && Number.isInteger(v) && v >= 0 && v < 8 ? (names[v] ?? `Seat ${v + 1}`) : null);
  return {
    seat,
    fighter: (v) => (v === "navy" ? "the Royal Navy" : typeof v === "string" ? legend(v) : seat(v)),
  };
}

/** The public sentence of an event. Throws on data no sentence fits: that is a bug in the rules. */
export function sentence(kind: string, data: Data, names: readonly string[]): string {
  const text = KINDS[kind]?.text(data, namer(names)) ?? null;
  if (text === null) throw new Error(`pirates-cove: no sentence for ${kind} ${JSON.stringify(data)}`);
  return text;
}

/** The secret sentence of an event for its seats. */
export function secretSentence(kind: string, secret: Data): string {
  const text = SECRETS[kind]?.(secret) ?? null;
  if (text === null) throw new Error(`pirates-cove: no secret sentence for ${kind} ${JSON.stringify(secret)}`);
  return text;
}

/** An event with its sentences: public text from `data`, secret text for `secret.seats`. */
export function makeEvent(
  kind: string,
  data: Data,
  names: readonly string[],
  secret?: { seats: readonly SeatIndex[]; data: Data },
): GameEvent {
  const text = sentence(kind, data, names);
  return secret ? { kind, text, data, secret: { seats: secret.seats, text: secretSentence(kind, secret.data) } } : { kind, text, data };
}

export type PirateCoveLogCode = readonly (number | string)[];

/** The compact form of an event (null when it has a secret part or unknown data: the table then sends text). */
export function encodePirateCoveLog(event: GameEvent): PirateCoveLogCode | null {
  const code = CODE_OF[event.kind];
  if (code === undefined || event.secret) return null;
  const d = event.data ?? {};
  const out: (number | string)[] = [code];
  for (const f of KINDS[event.kind].fields) {
    const v = d[f];
    if (typeof v !== "number" && typeof v !== "string") return null;
    out.push(v);
  }
  return out;
}

/** The kind and public sentence of a compact entry; null for anything that is not a valid code. */
export function pirateCoveLogText(entry: readonly unknown[], names: readonly string[]): { kind: string; text: string } | null {
  const [code, ...args] = entry;
  if (typeof code !== "number") return null;
  const kind = LOG_KINDS[code];
  if (kind === undefined) return null;
  const fields = KINDS[kind].fields;
  if (args.length !== fields.length) return null;
  const data: Record<string, unknown> = {};
  fields.forEach((f, i) => (data[f] = args[i]));
  const text = KINDS[kind].text(data, namer(names));
  return text === null ? null : { kind, text };
}

/** The codec the table and the client look up for Pirate's Cove. */
export const pirateCoveLog = { encode: encodePirateCoveLog, text: pirateCoveLogText } as const;
