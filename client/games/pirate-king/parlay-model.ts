// What the parlay trade panel shows, worked out from the synced board, this seat's private
// offer and its legal moves. The offer itself lives on the server (every change is a move it
// validates), so the panel's state is a pure function of what arrived: no local draft to get
// out of step. Phases: nothing to trade, drafting (the captain whose turn it is, ships on one
// space, or the captain answering with a counter-offer), waiting for the answer, answering an
// offer (accept, decline or counter), or someone else's parlay (announced only). A counter's
// draft is opened by the server pre-filled with the offer received, so "Counter" is one move.
import type { Action, BoardView, LotView, SeatPrivate } from "./view";
import { seatName, territoryName, treasureName } from "./names";

type Of<T extends Action["type"]> = Extract<Action, { type: T }>;

export type ParlayPhase = "none" | "draft" | "waiting" | "answer" | "announced";

export interface Toggle {
  move: Of<"offer">;
  label: string;
  /** Already in the offer (a click takes it out again). */
  inOffer: boolean;
}

export interface ParlaySide {
  /** What this side of the offer holds now, in words. */
  items: string[];
  bronze: number;
  toggles: Toggle[];
  bronzeMoves: Of<"offerBronze">[];
}

export interface ParlayModel {
  phase: ParlayPhase;
  headline: string;
  /** The partner: the one offered to (drafting, waiting) or the one offering (answering). */
  partner: number | null;
  /** With a partner chosen: what I give and what I get. */
  give: ParlaySide;
  get: ParlaySide;
  /** Partners I may start an offer to (before a draft exists). */
  partners: number[];
  send: Of<"offerSend"> | null;
  cancel: Of<"offerCancel"> | null;
  accept: Of<"answer"> | null;
  decline: Of<"answer"> | null;
  /** Answering: opens a counter-offer's draft (when the server allows one more). */
  counter: Of<"counter"> | null;
  /** The offer shown (drafted, waited on or received) is a counter-offer. */
  isCounter: boolean;
}

const emptySide = (): ParlaySide => ({ items: [], bronze: 0, toggles: [], bronzeMoves: [] });

function itemWords(lot: LotView, cardTitle: (key: string) => string): string[] {
  return [...lot.territories.map(territoryName), ...lot.treasures.map((t) => `the ${treasureName(t)}`), ...lot.cards.map(cardTitle)];
}

function inLot(lot: LotView | undefined, item: Of<"offer">["item"]): boolean {
  if (!lot) return false;
  if (item.kind === "territory") return lot.territories.includes(item.id);
  if (item.kind === "treasure") return lot.treasures.includes(item.id);
  return lot.cards.includes(item.id);
}

/**
 * `partner` picks whose offer controls to show while no draft exists yet (defaults to the
 * first partner the moves allow). Card titles come from this seat's own held cards; a card
 * of the other side shows as "a kept card".
 */
export function parlayModel(board: BoardView | null, mine: SeatPrivate | null, me: number | null, names: readonly string[], partner: number | null = null): ParlayModel {
  const model: ParlayModel = { phase: "none", headline: "", partner: null, give: emptySide(), get: emptySide(), partners: [], send: null, cancel: null, accept: null, decline: null, counter: null, isCounter: false };
  if (!board) return model;
  const moves = mine?.moves ?? [];
  const titles = new Map((mine?.held ?? []).map((c) => [c.key, c.title]));
  // The other side's cards are secret: an ask names a place in their hand ("held:0"), not a card.
  const cardTitle = (key: string) => titles.get(key) ?? (/^held:\d+$/.test(key) ? `their kept card ${Number(key.slice(5)) + 1}` : "a kept card");
  const offer = mine?.offer ?? null;

  const answers = moves.filter((m): m is Of<"answer"> => m.type === "answer");
  model.isCounter = ((offer ?? board.parlay)?.counters ?? 0) > 0;
  if (offer && offer.sent && offer.to === me) {
    model.phase = "answer";
    model.partner = offer.from;
    model.headline = model.isCounter ? `${seatName(names, offer.from)} answers with a counter-offer.` : `${seatName(names, offer.from)} offers you a trade.`;
    // From my side: what I get is what they give.
    model.get = { ...emptySide(), items: itemWords(offer.give, cardTitle), bronze: offer.give.bronze };
    model.give = { ...emptySide(), items: itemWords(offer.get, cardTitle), bronze: offer.get.bronze };
    model.accept = answers.find((m) => m.accept) ?? null;
    model.decline = answers.find((m) => !m.accept) ?? null;
    model.counter = (moves.find((m) => m.type === "counter") as Of<"counter"> | undefined) ?? null;
    return model;
  }
  if (offer && offer.sent && offer.from === me) {
    model.phase = "waiting";
    model.partner = offer.to;
    model.headline = `Your ${model.isCounter ? "counter-offer" : "offer"} is with ${seatName(names, offer.to)}: waiting for the answer.`;
    model.give = { ...emptySide(), items: itemWords(offer.give, cardTitle), bronze: offer.give.bronze };
    model.get = { ...emptySide(), items: itemWords(offer.get, cardTitle), bronze: offer.get.bronze };
    return model;
  }

  const drafting = moves.filter((m) => m.type === "offer" || m.type === "offerBronze") as (Of<"offer"> | Of<"offerBronze">)[];
  model.partners = [...new Set(drafting.map((m) => m.to))];
  const chosen = offer && !offer.sent ? offer.to : partner !== null && model.partners.includes(partner) ? partner : (model.partners[0] ?? null);
  model.send = (moves.find((m) => m.type === "offerSend") as Of<"offerSend"> | undefined) ?? null;
  model.cancel = (moves.find((m) => m.type === "offerCancel") as Of<"offerCancel"> | undefined) ?? null;
  if (chosen !== null && (model.partners.length > 0 || model.cancel)) {
    model.phase = "draft";
    model.partner = chosen;
    model.headline = offer && !offer.sent
      ? model.isCounter
        ? `Your counter-offer to ${seatName(names, chosen)}: change it, then send it (withdrawing it puts their offer back).`
        : `Your draft offer to ${seatName(names, chosen)}.`
      : `Your ships share a space: you may parley with ${model.partners.map((p) => seatName(names, p)).join(" or ")}.`;
    for (const side of ["give", "get"] as const) {
      const lot = offer && !offer.sent ? offer[side] : undefined;
      const s = model[side];
      s.items = lot ? itemWords(lot, cardTitle) : [];
      s.bronze = lot?.bronze ?? 0;
      for (const m of drafting) {
        if (m.to !== chosen || m.side !== side) continue;
        if (m.type === "offerBronze") s.bronzeMoves.push(m);
        else {
          const what = m.item.kind === "territory" ? territoryName(m.item.id) : m.item.kind === "treasure" ? `the ${treasureName(m.item.id)}` : cardTitle(m.item.id);
          s.toggles.push({ move: m, label: what, inOffer: inLot(lot, m.item) });
        }
      }
    }
    return model;
  }

  if (board.parlay) {
    model.phase = "announced";
    model.partner = null;
    const what = model.isCounter ? "a counter-offer" : "an offer";
    model.headline = board.parlay.sent
      ? `${seatName(names, board.parlay.from)} has made ${seatName(names, board.parlay.to)} ${what}.`
      : `${seatName(names, board.parlay.from)} is drafting ${what} to ${seatName(names, board.parlay.to)}.`;
  }
  return model;
}
