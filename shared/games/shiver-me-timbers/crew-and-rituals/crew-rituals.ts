/**
 * The crew and ritual cards module (crew-and-rituals/) inside the main game: hiring on The Bay and
 * learning on Isla Oscura (a regular action each: "You can spend several actions to collect
 * several cards"), discarding (free), plays and passes in a window, the cost taken from the ship,
 * the effect resolved (crew-and-rituals/card-effects.ts), the deed reported, the prelude's miniature moved,
 * and the decisions cards leave owed (a card chosen as a reward, the Smuggler's route, the Spy's
 * merchant).
 */
import { reject } from "../../../engine";
import { RESOURCES } from "../content/basics";
import { cardKind, isCardKind, type CardDeck } from "../content/crew-rituals";
import type { SmtAction } from "../actions";
import { applyCards, handLimit } from "./apply";
import { takeCard } from "./state";
import type { CardsApplyResult } from "./types";
import { openWindow } from "./window";
import { deepCopy, log, nameOf, type Ctx, type Outcome, type S } from "../core/draft";
import { islandSpace } from "../map/types";
import { merchant, merchantReport } from "../content/merchants";
import type { SmtState } from "../state";
import { resolvePlayed } from "./card-effects";
import { closeCombatPrelude, updateCombatPrelude, windowOpenRejection } from "./card-windows";
import { ownTurn, regularAction, spendAction } from "../rounds-and-turns/guards";
import { reportDeed } from "../missions-and-titles/rewards";
import { addSeaRoute } from "./sea-route";
import { cardsContext } from "./card-rewards";

const R_COLLECT = "Crew & Rituals › How to collect crew and ritual cards";
const R_PLAY = "Crew & Rituals › …and how to play them";

export type CardsStepAction = Extract<SmtAction, { type: `cards_${string}` }>;

/** Where each deck is offered: crew on The Bay, rituals on Isla Oscura. */
export const COLLECT_AT: Readonly<Record<CardDeck, string>> = { crew: islandSpace("the-bay"), ritual: islandSpace("isla-oscura") };

export function cardsStep(ctx: Ctx, seat: number, action: CardsStepAction): Outcome {
  // A choice a card left owed waits until everyone has played or passed.
  const decision = action.type === "cards_take" || action.type === "cards_route" || action.type === "cards_spy";
  if (decision && ctx.s.cards.window !== null) return windowOpenRejection();
  switch (action.type) {
    case "cards_hire":
    case "cards_learn":
      return collect(ctx, seat, action.type === "cards_hire" ? "crew" : "ritual", action.kind);
    case "cards_discard": {
      const no = ownTurn(ctx.s, seat);
      if (no) return no;
      return take(ctx, applyCards(ctx.s.cards, seat, action, cardsContext(ctx.s)));
    }
    case "cards_play":
      return play(ctx, seat, action);
    case "cards_pass":
      return afterWindowStep(ctx, take(ctx, applyCards(ctx.s.cards, seat, action, cardsContext(ctx.s))));
    case "cards_take":
      return takeOwedCard(ctx, seat, action.kind);
    case "cards_route":
      return addSeaRoute(ctx, seat, action);
    case "cards_spy":
      return spyPeek(ctx, seat, action.space);
  }
}

/** Applies a module result to the state (or returns its rejection). */
function take(ctx: Ctx, result: CardsApplyResult): Outcome {
  if (!result.ok) return result.rejection;
  ctx.s.cards = deepCopy(result.cards) as S["cards"];
  ctx.events.push(...result.events);
}

/** A window that closed with this step ends the duel's prelude (the announced action waits in `resumeAfterWindows`). */
function afterWindowStep(ctx: Ctx, outcome: Outcome): Outcome {
  if (outcome) return outcome;
  if (ctx.s.cards.window === null) closeCombatPrelude(ctx);
}

/** Hire crew / Learn ritual: a regular action on The Bay / Isla Oscura; the card is chosen by kind. */
function collect(ctx: Ctx, seat: number, deck: CardDeck, kind: string): Outcome {
  const { s } = ctx;
  const no = regularAction(s, seat);
  if (no) return no;
  if (s.players[seat].location !== COLLECT_AT[deck]) {
    return deck === "crew"
      ? reject("cards/not_the_bay", "Crew is hired on The Bay: travel there first.", R_COLLECT)
      : reject("cards/not_isla_oscura", "Rituals are learned from the shaman on Isla Oscura: travel there first.", R_COLLECT);
  }
  const result = applyCards(s.cards, seat, { type: deck === "crew" ? "cards_hire" : "cards_learn", kind }, cardsContext(s));
  const bad = take(ctx, result);
  if (bad) return bad;
  spendAction(s);
}

/**
 * A play: in the open window when the seat holds priority; or, with no window open, by the
 * active player on their own turn before choosing an action (design: that opens a window as
 * an announcement, so a Wind Whisper can come before the Travel it lengthens and the others may
 * answer). The cost is taken, the effect resolved, the deed reported, the prelude updated.
 */
function play(ctx: Ctx, seat: number, action: Extract<SmtAction, { type: "cards_play" }>): Outcome {
  const { s } = ctx;
  if (s.cards.window === null) {
    const no = ownTurn(s, seat);
    if (no) return no;
    if (s.cardMoments.announced !== null) throw new Error("an announced action without a window");
    const opened = openWindow(s.cards, { moment: "announce", action: "other", active: seat });
    if (!opened.open) return reject("cards/not_in_hand", "You hold no crew or ritual card.", R_PLAY);
    s.cards = deepCopy(opened.cards) as S["cards"];
  }
  const barred = barredInThisCombat(s, action.card);
  if (barred) return barred;
  const result = applyCards(s.cards, seat, action, cardsContext(s));
  if (!result.ok) return result.rejection;
  s.cards = deepCopy(result.cards) as S["cards"];
  ctx.events.push(...result.events);
  const player = s.players[seat];
  if (result.paid) {
    player.gold -= result.paid.gold;
    for (const r of RESOURCES) player.cargo[r] -= result.paid.cargo[r];
  }
  if (result.played) {
    resolvePlayed(ctx, result.played);
    reportDeed(ctx, seat, { kind: "played", card: result.played.card });
  }
  updateCombatPrelude(ctx);
  return afterWindowStep(ctx, undefined);
}

/** Sea Wall: no crew cards in its prelude; Haunted Keep: no rituals (the fortress markers' rules). */
export function barredInThisCombat(s: S | SmtState, card: string): ReturnType<typeof reject> | null {
  const duel = s.combat?.duel;
  if (!duel || duel.phase !== "prelude" || !isCardKind(card)) return null;
  const deck = cardKind(card).deck;
  if (deck === "crew" && duel.rules.noCrew === true) return reject("cards/no_crew_here", "The Sea Wall lets no crew card be played in this raid.", "Raids on Fortresses");
  if (deck === "ritual" && duel.rules.noRituals === true) return reject("cards/no_rituals_here", "No ritual works against the Haunted Keep.", "Raids on Fortresses");
  return null;
}

// ── Decisions owed ─────────────────────────────────────────────────────────────────────

function owedFirst<K extends "chooseCard" | "addSeaRoute" | "spyPeek">(s: S, seat: number, kind: K) {
  const first = s.pending[0];
  if (!first || first.seat !== seat || first.kind !== kind) return null;
  return first as Extract<S["pending"][number], { kind: K }>;
}

export const nothingOwed = (what: string) => reject("pending/none", `You do not owe ${what} now.`, R_PLAY);

function takeOwedCard(ctx: Ctx, seat: number, kind: string): Outcome {
  const { s } = ctx;
  const owed = owedFirst(s, seat, "chooseCard");
  if (!owed) return nothingOwed("a choice of crew or ritual card");
  if (!isCardKind(kind) || cardKind(kind).deck !== owed.deck) {
    return reject("cards/unknown_kind", `Choose a card of the ${owed.deck} deck.`, R_COLLECT);
  }
  const out = takeCard(s.cards, seat, kind, handLimit(cardsContext(s), seat, owed.deck));
  if ("error" in out && out.error === "hand_full") {
    // Cannot happen while offerCardChoice counts the choices owed; never block the game on it.
    s.pending.shift();
    log(ctx, "cards/reward_lost", `${nameOf(s, seat)}'s hand is full: the ${owed.deck} card is lost.`, { seat, deck: owed.deck });
    return;
  }
  if ("error" in out) return reject("cards/none_left", `No ${cardKind(kind).name} is left in the deck.`, R_COLLECT);
  s.pending.shift();
  s.cards = deepCopy(out.cards) as S["cards"];
  log(ctx, "cards/reward", `${nameOf(s, seat)} takes a ${owed.deck} card (${owed.reason}).`, { seat, deck: owed.deck }, {
    seats: [seat], text: `You take the ${cardKind(kind).name}.`,
  });
}

/** Masterful Spy: peek at any face-down merchant; a pirate hunter seen this way does not attack. */
function spyPeek(ctx: Ctx, seat: number, space: string): Outcome {
  const { s } = ctx;
  if (!owedFirst(s, seat, "spyPeek")) return nothingOwed("a peek with the Masterful Spy");
  const slot = s.merchants[space];
  if (!slot || slot.faceUp) return reject("cards/no_hidden_merchant", "Choose a space with a face-down merchant.", "Merchants");
  s.pending.shift();
  const player = s.players[seat];
  if (!player.peeked.includes(slot.id)) player.peeked.push(slot.id);
  const m = merchant(slot.id);
  log(ctx, "cards/spy", `${player.name}'s spy looks at a merchant.`, { seat, space }, {
    seats: [seat],
    text: `Your spy reports ${merchantReport(m)}.`,
  });
}
