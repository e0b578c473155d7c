import type { Random } from "../../../shared/engine";
import { pirateKing as game, type PirateKingAction, type PirateKingState } from "../../../shared/games/pirate-king";
import { wireString, type Finding, type Frame } from "./wire-watch";

/**
 * Pirate King's secrets and how a frame may betray them (docs/rules/pirate-king.md › Views):
 * the cards a seat holds (their keys) are its own; a parlay offer's lots belong to its two
 * parties until it is accepted; no deck's order and no generator state ever leave the state.
 * Used with wire-watch.ts by server/table/pirate-king-secrecy.test.ts.
 */

const filled = (v: unknown) => v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0);

/** Seats that may know the key of a card held by `holder` now. */
export function mayKnowCard(s: PirateKingState, holder: number, key: string): number[] {
  const seats = new Set([holder]);
  if (s.parlay && (s.parlay.give.cards.includes(key) || s.parlay.get.cards.includes(key))) {
    seats.add(s.parlay.from);
    if (s.parlay.sent) seats.add(s.parlay.to);
  }
  return [...seats];
}

/** Every number list in a JSON tree, with its path. */
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

export function pkFindings(frame: Frame, seat: number | null, s: PirateKingState): Finding[] {
  const out: Finding[] = [];
  if (frame.json) {
    const priv = (frame.json.private ?? {}) as Record<string, Record<string, unknown>>;
    for (const [key, part] of Object.entries(priv)) {
      if (seat !== null && key === String(seat)) continue;
      for (const [field, value] of Object.entries(part ?? {})) if (filled(value)) out.push({ what: `seat ${key}'s private part (${field})`, where: `state.private.${key}.${field}` });
    }
    for (const [where, list] of numberLists(frame.json, "state")) {
      for (const [name, deck] of [["cargo", s.cargoDeck], ["Captain's Log", s.logDeck], ["Pirate's Booty", s.bootyDeck]] as const) {
        if (containsRun(deck, list)) out.push({ what: `the ${name} deck's order`, where });
      }
    }
  }
  s.players.forEach((p, holder) => {
    for (const key of p.held) {
      if (seat !== null && mayKnowCard(s, holder, key).includes(seat)) continue;
      if (frame.bytes.includes(wireString(key))) out.push({ what: `seat ${holder}'s card ${key}`, where: "raw frame" });
    }
  });
  // The secret log texts: a drafted offer's contents go to its two parties, a kept card's name to its drawer.
  const offerText = frame.bytes.includes(Buffer.from("Offer: ")) || frame.bytes.includes(Buffer.from("Counter-offer: "));
  if (offerText && (seat === null || (s.parlay !== null && seat !== s.parlay.from && seat !== s.parlay.to))) {
    out.push({ what: "a parlay offer's contents", where: "log" });
  }
  if (frame.bytes.includes(Buffer.from("You draw ")) && (seat === null || s.players[seat].held.length === 0)) out.push({ what: "a kept card's name", where: "log" });
  return out;
}

/** The bot's move, except that a captain who may parley drafts, sends and counters offers now and then. */
export function parleyingChooser(state: PirateKingState, seat: number, random: Random): PirateKingAction {
  const moves = game.legalActions(state, seat);
  // Sent offers and counter-offers carry the secrets: send and counter half the time they are allowed.
  const counter = moves.find((m) => m.type === "counter");
  if (counter && random.int(0, 1) === 0) return counter;
  const send = moves.find((m) => m.type === "offerSend");
  if (send && random.int(0, 1) === 0) return send;
  const drafting = moves.filter((m) => m.type === "offer" || m.type === "offerBronze" || m.type === "offerSend" || m.type === "counter");
  if (drafting.length > 0 && random.int(0, 2) > 0) return random.pick(drafting);
  return game.bot(state, seat, random);
}
