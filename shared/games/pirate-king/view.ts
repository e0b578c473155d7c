import { cardKeyOf } from "./parlay/blind-cards";
import type { SeatIndex } from "../../engine/game";
import { CARGO } from "./content/cards";
import { parseHeld } from "./cards/held";
import { cash, spaceOf } from "./queries";
import { prestige, sideScore } from "./scoring/prestige";
import type { PirateKingState } from "./state";
import { TREASURE_CHARTED, TREASURE_HIDDEN } from "./state";

/**
 * What everyone may know (Views): the board, ships, territories and their levels, money,
 * prestige, treasures, deck sizes and the pending question. Held cards are only counted,
 * parlay offers are only announced, and the deck order and generator never leave the state.
 */
export function publicView(s: PirateKingState) {
  return {
    stage: s.stage,
    current: s.current,
    round: s.round,
    players: s.players.map((p, seat) => ({
      seat,
      name: s.names[seat],
      team: p.team,
      bronze: cash(s, seat),
      prestige: prestige(s, seat),
      score: sideScore(s, seat),
      heldCards: p.held.length,
      commodore: p.commodore,
    })),
    ships: s.ships.map((x) => ({
      id: x.id,
      owner: x.owner,
      space: x.sunk ? null : spaceOf(x),
      current: x.current,
      facing: x.facing,
      crew: x.crew,
      cannons: x.cannons,
      cargo: x.cargo === null ? null : { card: x.cargo, territory: CARGO[x.cargo].territory, value: CARGO[x.cargo].value, spoiled: x.cargoDamage !== null },
      sunk: x.sunk,
    })),
    territories: s.territories.map((t, id) => ({ id, owner: t.owner, level: t.level })),
    treasures: s.treasures.map((st) => (st === TREASURE_HIDDEN ? "hidden" : st === TREASURE_CHARTED ? "forSale" : { owner: st })),
    decks: { cargo: s.cargoDeck.length, cargoOut: s.cargoOut, captainsLog: s.logDeck.length, captainsLogDiscard: s.logDiscard.length, piratesBooty: s.bootyDeck.length, piratesBootyDiscard: s.bootyDiscard.length },
    buriedTreasure: s.buriedTreasure,
    sail: s.sail.slice(),
    wind: s.wind,
    pending: s.pending === null ? null : { kind: s.pending.kind, seat: s.pending.seat },
    combat: s.combat && {
      reason: s.combat.reason,
      attacker: { kind: s.combat.attacker.kind, ship: s.combat.attacker.ship },
      defender: { kind: s.combat.defender.kind, ship: s.combat.defender.ship, territory: s.combat.defender.territory },
      dice: s.combat.dice,
    },
    // Only that a parlay goes on (and how many counter-offers it has seen), never its lots.
    parlay: s.parlay && { from: s.parlay.from, to: s.parlay.to, sent: s.parlay.sent, counters: s.parlay.counters },
    lastCargoTurnedIn: s.lastCargoTurnedIn,
    winners: s.winners.slice(),
    endReason: s.endReason,
  };
}

export type PirateKingPublicView = ReturnType<typeof publicView>;

/** What only `seat` may know: its held cards and the parlay offer it drafts or is offered. */
export function seatView(s: PirateKingState, seat: SeatIndex) {
  const offer = s.parlay && (s.parlay.from === seat || (s.parlay.to === seat && s.parlay.sent)) ? s.parlay : null;
  return {
    held: s.players[seat]?.held.map((key) => {
      const c = parseHeld(key)!;
      return { key, deck: c.deck, title: c.card.title, text: c.card.text };
    }) ?? [],
    offer: offer && offerView(s, offer, seat),
  };
}

/** The offer as `seat` may see it: a blind ask for the seat's own cards reads as the card it names. */
function offerView(s: PirateKingState, o: NonNullable<PirateKingState["parlay"]>, seat: SeatIndex) {
  const cards = (l: typeof o.give, owner: SeatIndex) => (owner === seat ? l.cards.map((id) => cardKeyOf(s, owner, id) ?? id) : l.cards.slice());
  const lot = (l: typeof o.give, owner: SeatIndex) => ({ territories: l.territories.slice(), treasures: l.treasures.slice(), cards: cards(l, owner), bronze: l.bronze });
  return { from: o.from, to: o.to, sent: o.sent, counters: o.counters, give: lot(o.give, o.from), get: lot(o.get, o.to) };
}

export type PirateKingSeatView = ReturnType<typeof seatView>;
