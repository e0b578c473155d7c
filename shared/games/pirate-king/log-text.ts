import type { GameEvent } from "../../engine/game";
import { WIN_EVENT } from "../../engine/game";
import { SPACES } from "./content/board";
import { CAPTAINS_LOG, CARGO, DECK_NAMES, GREAT_TREASURES, PIRATES_BOOTY, type Card, type DeckName } from "./content/cards";
import { LEVELS } from "./content/sea-chart";
import { CURRENTS, TERRITORIES } from "./content/territories";

/**
 * Pirate King's game log: every event's sentence, written from its public data and the
 * seats' names, and a compact wire code (`[kind index, ...fields]`) that reads back to the
 * same sentence, as in Booty Dice. Secret sentences (a kept card's name) are written for the
 * seats that may read them by `keptCardSecret`, never from public data.
 */
export const LOG_FIELDS = {
  order: ["order", "rolls"],
  port: ["seat", "territory"],
  turn: ["seat", "round"],
  sail: ["seat", "spaces"],
  wind: ["seat", "roll", "adjust", "reroll"],
  move: ["seat", "ship", "to", "spaces"],
  deliver: ["seat", "territory", "amount", "exact", "half"],
  reward: ["seat", "pick"],
  cargo: ["seat", "card"],
  cargoLost: ["seat", "why"],
  capture: ["seat", "territory", "price"],
  pass: ["seat", "territory", "why"],
  dockFee: ["seat", "territory", "owner", "amount"],
  lockPick: ["seat", "territory"],
  card: ["seat", "deck", "card"],
  cardKept: ["seat", "deck"],
  forward: ["seat", "to", "deck", "card"],
  gain: ["seat", "amount", "from"],
  pay: ["seat", "to", "amount", "reason"],
  crew: ["seat", "delta", "crew"],
  cannon: ["seat", "delta", "cannons"],
  turnAbout: ["seat"],
  passage: ["seat", "to", "facing"],
  crosswinds: ["seat", "turn", "current"],
  chest: ["seat", "amount"],
  commodore: ["seat", "choice"],
  mutiny: ["seat", "captain", "crew", "quelled"],
  duel: ["seat", "against", "rolls", "winner"],
  disaster: ["seat", "name", "region", "territories"],
  map: ["seat", "treasure", "found"],
  combat: ["reason", "attacker", "defender", "territory"],
  volley: ["attacker", "defender", "attackerCrew", "defenderCrew"],
  sword: ["seat", "from", "to"],
  combatEnd: ["winner", "loser", "territory", "level"],
  sunk: ["seat"],
  relaunch: ["seat", "territory", "facing"],
  upgrade: ["seat", "territory", "level"],
  tearDown: ["seat", "territory", "level", "amount"],
  treasureBought: ["seat", "treasure"],
  treasureSold: ["seat", "treasure"],
  shop: ["seat", "item"],
  useCard: ["seat", "item"],
  seize: ["seat", "from", "territory"],
  merchantCovers: ["seat", "amount"],
  parlay: ["seat", "to", "step", "deal"],
  lastCargo: ["seat"],
  [WIN_EVENT]: ["reason", "winners", "points"],
} as const satisfies Record<string, readonly string[]>;

export type LogKind = keyof typeof LOG_FIELDS;
export const LOG_KINDS = Object.keys(LOG_FIELDS) as LogKind[];
const CODE_OF: Readonly<Record<string, number>> = Object.fromEntries(LOG_KINDS.map((k, i) => [k, i]));

export type LogData = Readonly<Record<string, unknown>>;

const bronze = (n: number) => `${n} bronze`;
const list = (xs: readonly string[]) => (xs.length <= 1 ? (xs[0] ?? "") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`);
const tName = (id: unknown) => TERRITORIES[id as number]?.name ?? "?";
export function cardOf(deck: DeckName, id: number): Card {
  return (deck === "captainsLog" ? CAPTAINS_LOG : PIRATES_BOOTY)[id];
}

/** The sentence everyone reads for an event of `kind` with `data`. */
export function sentence(kind: LogKind, d: LogData, names: readonly string[]): string {
  const n = (v: unknown) => (typeof v === "number" ? (names[v] ?? `Seat ${v + 1}`) : "?");
  const who = n(d.seat);
  switch (kind) {
    case "order":
      return `Turn order by the d12: ${list((d.order as number[]).map((s, i) => `${n(s)} (${(d.rolls as number[])[i]})`))}.`;
    case "port":
      return `${who} sets out from ${tName(d.territory)}.`;
    case "turn":
      return `Round ${d.round}: it is ${who}'s turn.`;
    case "sail":
      return `${who} sets the sail marker${(d.spaces as number[]).length > 1 ? "s" : ""} ${list((d.spaces as number[]).map(String))} ${(d.spaces as number[]).length === 1 && (d.spaces as number[])[0] === 1 ? "space" : "spaces"} ahead.`;
    case "wind": {
      const adj = d.adjust as number;
      const effect = adj === 0 ? "no change" : adj > 0 ? `${adj} more` : `${-adj} back`;
      return `${who} ${d.reroll ? "re-rolls the wind with the Black Sails" : "rolls the wind die"}: ${d.roll}, ${effect}.`;
    }
    case "move": {
      const sp = SPACES[d.to as number];
      const where = sp.territory !== null ? tName(sp.territory) : spaceName(sp.kind);
      return `${who}'s ship ${(d.spaces as number) < 0 ? "drifts back" : "sails"} ${Math.abs(d.spaces as number)} space${Math.abs(d.spaces as number) === 1 ? "" : "s"} to ${where}.`;
    }
    case "deliver":
      return `${who} delivers cargo to ${tName(d.territory)}${d.half ? " (half of it spoiled)" : ""}${d.exact ? ", landing right there," : ""} for ${bronze(d.amount as number)}.`;
    case "reward":
      return `${who} takes a ${d.pick === "crew" ? "crewman" : "cannon"} for the delivery.`;
    case "cargo": {
      const c = CARGO[d.card as number];
      return `${who} takes a smuggling mission: ${c.commodity} to ${tName(c.territory)} for ${bronze(c.value)}.`;
    }
    case "cargoLost":
      return `${who} loses the cargo${d.why === "commodore" ? " to the Commodore" : d.why === "mutiny" ? " in the mutiny" : d.why === "sunk" ? " with the ship" : ""}.`;
    case "capture":
      return `${who} captures ${tName(d.territory)} for ${bronze(d.price as number)}.`;
    case "pass":
      return `${who} leaves ${tName(d.territory)} unclaimed${d.why === "cap" ? " (12 territories already)" : d.why === "money" ? " (not enough bronze)" : ""}.`;
    case "dockFee":
      return `${who} pays ${n(d.owner)} a dock fee of ${bronze(d.amount as number)} at ${tName(d.territory)}.`;
    case "lockPick":
      return `${who} picks the harbour lock at ${tName(d.territory)}: no fee, no fight.`;
    case "card": {
      const c = cardOf(d.deck as DeckName, d.card as number);
      return `${who} draws ${DECK_NAMES[d.deck as DeckName]}: ${c.title}. ${c.text}`;
    }
    case "cardKept":
      return `${who} draws a ${DECK_NAMES[d.deck as DeckName]} card and keeps it.`;
    case "forward": {
      const c = cardOf(d.deck as DeckName, d.card as number);
      return `${who}'s Golden Monkey Head passes ${c.title} on to ${n(d.to)}.`;
    }
    case "gain":
      return `${who} takes ${bronze(d.amount as number)}${d.from === "chest" ? " from the Buried Treasure" : ""}.`;
    case "pay": {
      const to = d.to === -1 ? "the Buried Treasure" : d.to === -2 ? "the Merchant" : n(d.to);
      return `${who} pays ${bronze(d.amount as number)} to ${to}${d.reason === "bounty" ? " (bounty)" : d.reason === "fine" ? " (fine)" : ""}.`;
    }
    case "crew":
      return `${who}'s ship ${(d.delta as number) > 0 ? "gains" : "loses"} a crewman (${d.crew} aboard).`;
    case "cannon":
      return `${who}'s ship ${(d.delta as number) > 0 ? "gains" : "loses"} a cannon (${d.cannons} aboard).`;
    case "turnAbout":
      return `${who}'s ship turns about.`;
    case "passage":
      return `${who} takes the Secret Passage to ${spaceLabel(d.to as number)}, heading ${d.facing === 1 ? "with" : "against"} the current.`;
    case "crosswinds":
      return `${who} turns ${d.turn === "straight" ? "straight on" : d.turn} at the Crosswinds onto the ${CURRENTS[d.current as number]} current.`;
    case "chest":
      return `${who} digs up the Buried Treasure: ${bronze(d.amount as number)}.`;
    case "commodore":
      return d.choice === "challenge"
        ? `${who} challenges the Commodore!`
        : d.choice === "decree"
          ? `${who} shows the Royal Decree; the Commodore lets the ship pass.`
          : d.choice === "immune"
            ? `${who} wears the Royal Crown; the Commodore bows and lets the ship pass.`
            : `${who} submits to the Commodore.`;
    case "mutiny":
      return d.quelled === "immune"
        ? `${who}'s crew would mutiny, but the Diamond Necklace keeps them loyal.`
        : `Mutiny on ${who}'s ship! The captain rolls ${d.captain} against the crew's ${d.crew}: ${d.quelled ? "the mutiny is quelled" : "the mutineers win"}.`;
    case "duel": {
      const r = d.rolls as number[];
      return `${who} duels ${n(d.against)}: ${r[0]} against ${r[1]}; ${n(d.winner)} wins the duel.`;
    }
    case "disaster": {
      const ts = (d.territories as number[]).map(tName);
      return `${d.name} in the ${d.region} region! ${ts.length === 0 ? "No fortification is damaged." : `${list(ts)} lose${ts.length === 1 ? "s" : ""} a level.`}`;
    }
    case "map":
      return d.found
        ? `${who} finds the map to the ${GREAT_TREASURES[d.treasure as number]}: it is for sale now.`
        : `${who} finds a map to the ${GREAT_TREASURES[d.treasure as number]}, but nothing new comes of it.`;
    case "combat": {
      const against =
        d.reason === "commodore" ? "the Commodore" : d.reason === "manOfWar" ? "a Man of War" : d.territory !== null && d.defender === null ? `the fortification of ${tName(d.territory)}` : `${n(d.defender)}'s ship`;
      return `${n(d.attacker)} fights ${against}${d.reason === "crosswinds" ? " at the Crosswinds" : d.reason === "forced" ? " (forced negotiations)" : ""}.`;
    }
    case "volley":
      return `Cannons fire: ${(d.attacker as number[]).join("-")} against ${(d.defender as number[]).join("-")}; crew left ${d.attackerCrew} and ${d.defenderCrew}.`;
    case "sword":
      return `${who} re-rolls a die with the Jewel Encrusted Sword: ${d.from} becomes ${d.to}.`;
    case "combatEnd": {
      const winner = d.winner === -1 ? "The Commodore" : d.winner === -2 ? "The Man of War" : d.winner === -3 ? "The fortification" : n(d.winner);
      const fort = d.territory !== null && d.level !== null ? ` ${tName(d.territory)} stands as a ${LEVELS[d.level as number]}.` : "";
      return `${winner} wins the fight.${fort}`;
    }
    case "sunk":
      return `${who}'s ship is sunk!`;
    case "relaunch":
      return `${who} launches a new ship at ${tName(d.territory)}.`;
    case "upgrade":
      return `${who} builds ${tName(d.territory)} up to a ${LEVELS[d.level as number]}.`;
    case "tearDown":
      return `${who} tears ${tName(d.territory)} down to a ${LEVELS[d.level as number]} for ${bronze(d.amount as number)}.`;
    case "treasureBought":
      return `${who} buys the ${GREAT_TREASURES[d.treasure as number]} for 500 bronze.`;
    case "treasureSold":
      return `${who} sells the ${GREAT_TREASURES[d.treasure as number]} back to the Merchant for 500 bronze.`;
    case "shop":
      return `${who} buys a ${d.item === "crew" ? "crewman" : "cannon"} for 200 bronze.`;
    case "useCard":
      return `${who} plays a kept card: ${USED[d.item as string] ?? "?"}.`;
    case "seize":
      return `${who} takes ${tName(d.territory)} from ${n(d.from)}, who cannot pay the bounty.`;
    case "merchantCovers":
      return `The Merchant pays the ${bronze(d.amount as number)} ${who} cannot.`;
    case "parlay":
      return parlaySentence(d.step as string, who, n(d.to), d.deal as string | null);
    case "lastCargo":
      return `${who} turns in the last smuggling mission: the game ends with this turn.`;
    case WIN_EVENT: {
      const ws = list((d.winners as number[]).map(n));
      const verb = (d.winners as number[]).length === 1 ? "wins" : "win";
      if (d.reason === "commodore") return `${ws} defeats the Commodore and ${verb} the game!`;
      if (d.reason === "points") return `${ws} ${verb} with ${d.points} prestige points!`;
      return `${d.reason === "cargo" ? "Every smuggling mission is turned in" : "The round limit is reached"}: ${ws} ${verb} with ${d.points} prestige points.`;
    }
  }
}

const USED: Readonly<Record<string, string>> = {
  crewman: "a crewman comes aboard",
  cannon: "a cannon is mounted",
  lifeRaft: "the Life Raft carries the crew home, no bounty owed",
};

function spaceName(kind: string): string {
  return kind === "openSea" ? "open sea" : kind.replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase()).replace("Captains", "Captain's").replace("Pirates", "Pirate's");
}
function spaceLabel(id: number): string {
  const sp = SPACES[id];
  return sp.current === null ? "the Crosswinds" : `the ${sp.current} current`;
}

/** What the drawer of a kept card reads instead of "draws a card and keeps it". */
export function keptCardSecret(deck: DeckName, card: number): string {
  const c = cardOf(deck, card);
  return `You draw ${DECK_NAMES[deck]}: ${c.title} and keep it. ${c.text}`;
}

/** The compact wire code of an event, or null when it has none. */
export function encodePirateKingLog(event: GameEvent): readonly unknown[] | null {
  const code = CODE_OF[event.kind];
  if (code === undefined || event.data === undefined) return null;
  const fields = LOG_FIELDS[event.kind as LogKind];
  return [code, ...fields.map((f) => event.data![f] ?? null)];
}

/** The kind and sentence of a compact entry; null for anything that is not a valid code. */
export function pirateKingLogText(entry: readonly unknown[], names: readonly string[]): { kind: string; text: string } | null {
  const [code, ...values] = entry;
  if (typeof code !== "number") return null;
  const kind = LOG_KINDS[code];
  if (kind === undefined) return null;
  const fields = LOG_FIELDS[kind];
  if (values.length !== fields.length) return null;
  const data: Record<string, unknown> = {};
  fields.forEach((f, i) => (data[f] = values[i]));
  try {
    return { kind, text: sentence(kind, data, names) };
  } catch {
    return null;
  }
}

export const pirateKingLog = { encode: encodePirateKingLog, text: pirateKingLogText } as const;

/** One step of a parlay; `who` is the captain whose offer it is (or who answers, for a counter). */
function parlaySentence(step: string, who: string, to: string, deal: string | null): string {
  switch (step) {
    case "sent":
      return `${who} makes ${to} an offer.`;
    case "countering":
      return `${who} drafts a counter-offer to ${to}'s offer.`;
    case "countered":
      return `${who} answers ${to} with a counter-offer.`;
    case "counterWithdrawn":
      return `${who} drops the counter-offer: ${to}'s offer stands.`;
    case "accepted":
      return `${to} accepts ${who}'s offer: ${deal}.`;
    case "declined":
      return `${to} declines ${who}'s offer.`;
    default:
      return `${who} withdraws the offer to ${to}.`;
  }
}
