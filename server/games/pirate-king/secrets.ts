import type { Random } from "../../../shared/engine";
import { pirateKing as game, type PirateKingAction, type PirateKingState } from "../../../shared/games/pirate-king";
import { deckOrders, othersPrivateParts, wireString, type Finding } from "../../table/wire-secrecy/findings";
import type { Frame } from "../../table/wire-secrecy/recorder";

/**
 * Pirate King's secrets and how a frame may betray them (docs/rules/pirate-king.md › Views):
 * the cards a seat holds (their keys) are its own; a parlay offer's lots belong to its two
 * parties until it is accepted; no deck's order and no generator state ever leave the state.
 * Checked on the wire by wire-secrets.ts (server/table/pirate-king-secrecy.test.ts).
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

export function pkFindings(frame: Frame, seat: number | null, s: PirateKingState): Finding[] {
  const out: Finding[] = [];
  if (frame.json) {
    out.push(...othersPrivateParts(frame.json, seat, filled));
    out.push(...deckOrders(frame.json, [["cargo", s.cargoDeck], ["Captain's Log", s.logDeck], ["Pirate's Booty", s.bootyDeck]]));
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
