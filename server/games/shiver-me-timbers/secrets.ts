import type { SmtState } from "../../../shared/games/shiver-me-timbers";

/**
 * What each client of a Shiver Me Timbers table may not hold, read from the game state itself
 * (not from the views, which are what is being checked): the secrecy tests and the secrecy
 * benchmark call it at every step.
 *
 * `owned`: every secret card or marker id, with the seats allowed to know it (none for a deck
 * card, a face-down merchant or fortress, a card swapped away face down). A client's state
 * must contain none of them but its own seat's, anywhere (values or keys).
 * `generator`: the seeded generator's words; no number in a client's state may equal one.
 * The secrets that are a choice among public options (secret goals among the goals in play,
 * origin and talent among the islands, the wish among the candidates) cannot be found by
 * value: wire-secrets.ts checks where they may appear instead (only the owner's private part, and
 * the board once the rules reveal them).
 */
export interface SmtSecrets {
  readonly owned: ReadonlyMap<string, readonly number[]>;
  readonly generator: readonly number[];
  readonly revealed: { readonly goals: boolean; readonly origins: boolean };
}

export function secretsOf(state: SmtState): SmtSecrets {
  const owned = new Map<string, number[]>();
  const nobody = (ids: readonly string[]) => ids.forEach((id) => owned.set(id, []));
  const only = (seat: number, ids: readonly string[]) => ids.forEach((id) => owned.set(id, [...(owned.get(id) ?? []), seat]));

  // Deck orders (and so their contents): no one.
  nobody(state.treasure.deck);
  nobody(state.missions.deck);
  nobody(state.monsters.deck);
  // A courtship's wishes lie face up; the one not chosen goes back into the (shuffled) deck.
  const shownWishes = new Set(state.family.courtships.flatMap((c) => (c === null ? [] : c.stage === "wishing" ? c.candidates : c.revealed)));
  nobody(state.family.wishDeck.filter((id) => !shownWishes.has(id)));
  nobody(state.windDeck);
  nobody(state.duelDeck.draw);
  nobody(state.merchantStack);
  nobody(state.cards.crewDeck);
  nobody(state.cards.ritualDeck);
  // With the events module the wind card's id would tell its back (next round's event).
  if (state.options.events === true && state.wind) nobody([state.wind]);
  for (const slot of Object.values(state.merchants)) if (!slot.faceUp) nobody([slot.id]);
  for (const slot of Object.values(state.fortresses)) if (slot && !slot.faceUp) nobody([slot.id]);
  if (state.combat) {
    nobody(state.combat.duel.stock);
    nobody(state.combat.duel.setAside);
    for (const role of ["attacker", "defender"] as const) only(state.combat.duel[role].seat, state.combat.duel[role].hand);
  }

  state.players.forEach((p, seat) => {
    only(seat, state.cards.hands[seat].crew);
    only(seat, state.cards.hands[seat].rituals);
    only(seat, state.treasure.players[seat].hand);
    only(seat, state.treasure.players[seat].look?.cards ?? []);
    const missions = state.missions.players[seat];
    only(seat, missions.held.filter((h) => !h.revealed).map((h) => h.card));
    only(seat, missions.look ?? []);
    // A peeked merchant is known to the peeker only while it stays face down.
    only(seat, p.peeked.filter((id) => Object.values(state.merchants).some((slot) => slot.id === id && !slot.faceUp)));
  });
  for (const pending of state.pending) if (pending.kind === "pickTreasure") only(pending.seat, pending.options);
  const choice = state.monsters.choice;
  if (choice?.kind === "tide") only(choice.seat, choice.top);

  return {
    owned,
    generator: [...state.rng],
    revealed: { goals: state.phase === "over" || state.phase === "tiebreak", origins: state.phase === "play" || state.phase === "tiebreak" || state.phase === "over" },
  };
}
