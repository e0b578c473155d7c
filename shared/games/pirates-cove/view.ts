import type { SeatIndex } from "../../engine/game";
import { activeSeats } from "./active";
import { legendCard } from "./combat/fighters";
import { ISLAND_NAMES, OUTER_ISLANDS } from "./content/islands";
import { LEGENDS, ROYAL_NAVY } from "./content/legends";
import { SECTIONS, type Section } from "./content/sections";
import { TAVERN_CARDS } from "./content/tavern-cards";
import { fameCardsOf } from "./flow";
import { capacity, diceOf, speed } from "./ships";
import type { Fighter, Phase, PirateCoveState } from "./state";
import { bountyOf } from "./treasure/bounty";

export interface CardView {
  readonly id: number;
  readonly kind: string;
  readonly name: string;
}

const cardView = (id: number): CardView => ({ id, kind: TAVERN_CARDS[id].kind, name: TAVERN_CARDS[id].name });

/**
 * What everyone may know: ships and their sections, fame on the track, gold and treasures,
 * hand sizes, parrots and Mastercrafts, this month's island cards, the black ships, the battle.
 * Never a secret destination before the reveal (only who has chosen), never a hand, never the
 * decks' order, never the generator.
 */
export function publicView(s: PirateCoveState) {
  const secretNavigation = s.phase === "navigation" && !s.clockwise;
  return {
    month: s.month,
    months: 12,
    phase: s.phase as Phase,
    active: activeSeats(s),
    ships: s.ships.map((p, seat) => ({
      seat,
      name: s.names[seat],
      sections: Object.fromEntries(SECTIONS.map((name, i) => [name, p.levels[i]])) as Record<Section, number>,
      speed: speed(p, seat, s.combat),
      dice: diceOf(p, s.combat),
      hold: Number.isFinite(capacity(p)) ? capacity(p) : null,
      gold: p.gold,
      fame: p.fame,
      treasures: p.treasures,
      buried: p.buried,
      island: p.island,
      islandName: ISLAND_NAMES[p.island],
      handSize: p.hand.length,
      parrot: p.parrot && { ...cardView(p.parrot.card), hurt: p.parrot.hurt },
      mastercrafts: p.mastercrafts.map((m) => ({ section: SECTIONS[m.section], damaged: m.damaged })),
      crippled: p.crippled,
      hasChosen: s.phase === "navigation" && s.choices[seat] !== 0,
      /** Only when choices are made in the open (after a Crow's nest). */
      course: s.phase === "navigation" && !secretNavigation && s.choices[seat] !== 0 ? s.choices[seat] : null,
      farewell: s.farewell[seat],
    })),
    islands: OUTER_ISLANDS.map((island) => ({
      island,
      name: ISLAND_NAMES[island],
      card: s.month > 0 ? bountyOf(s, island) : null,
      cardsLeft: 12 - s.month,
    })),
    legends: s.legends.map((l) => ({
      id: l.legend,
      name: LEGENDS[l.legend].name,
      island: l.island,
      afloat: l.afloat,
      hull: l.hull,
      maxHull: LEGENDS[l.legend].hull,
      sail: LEGENDS[l.legend].sail,
      dice: LEGENDS[l.legend].dice,
    })),
    navy: s.navy && { island: s.navy.island, sentBy: s.navy.controller, hull: s.navy.hull, sail: ROYAL_NAVY.sail, dice: ROYAL_NAVY.dice },
    clockwise: s.clockwise,
    treasureSupply: s.treasureSupply,
    tavernDeck: s.tavernDeck.length,
    discard: s.discard.map(cardView),
    secretMap: s.secretMap,
    parrotOffer: s.parrotOffers[0] ? { seat: s.parrotOffers[0].seat, card: cardView(s.parrotOffers[0].card) } : null,
    window: s.window && { kind: s.window.kind, seat: s.window.order[s.window.at] },
    combat: s.combat && combatView(s),
    winners: s.winners.slice(),
    scores: s.scores && s.scores.slice(),
  };
}

function combatView(s: PirateCoveState) {
  const c = s.combat!;
  const name = (f: Fighter) => (f === "navy" ? "navy" : f === "legend" ? (legendCard(s, c)?.id ?? "legend") : f);
  return {
    island: c.island,
    ships: c.ships.slice(),
    legend: c.legend >= 0 ? { id: s.legends[c.legend].legend, hull: s.legends[c.legend].hull } : null,
    navy: c.navy,
    round: c.round,
    step: c.step,
    order: c.order.map(name),
    next: c.step === "volley" && c.at < c.order.length ? name(c.order[c.at]) : null,
    pending: c.pending && { shooter: name(c.pending.shooter), target: name(c.pending.target), section: SECTIONS[c.pending.section] ?? "all", card: c.pending.card, kegs: c.pending.kegs.slice() },
    fleeing: c.fleeing.slice(),
    avast: c.avast,
    grapple: c.grapple,
    smoke: c.smoke.slice(),
    inPlay: c.inPlay.map(cardView),
    reloading: c.reloading.slice(),
  };
}

export type PirateCovePublicView = ReturnType<typeof publicView>;

/** What only `seat` may know: its Tavern hand (fame cards included) and its own secret destination. */
export function seatView(s: PirateCoveState, seat: SeatIndex) {
  const p = s.ships[seat];
  return {
    hand: p.hand.map(cardView),
    fameInHand: fameCardsOf(s, seat),
    destination: s.phase === "navigation" && s.choices[seat] !== 0 ? s.choices[seat] : null,
  };
}

export type PirateCoveSeatView = ReturnType<typeof seatView>;
