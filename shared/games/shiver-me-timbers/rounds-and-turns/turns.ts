import { ACTIONS_PER_TURN } from "../content/basics";
import { windCard } from "../content/wind-deck";
import { log, type Ctx, type Outcome, type S } from "../core/draft";
import { returnPlayedCards } from "../crew-and-rituals/state";
import { refillMerchants } from "../map/merchants";
import { ownTurn } from "./guards";
import { finishGame } from "../scoring-and-end/scoring";
import { currentEvent, newMerchantsHeld, turnWindCard, windValue } from "../events/events";
import { checkRoundLimit, refillWindDeck, windTriggersEnd } from "../epic/epic";

/** The first round: the top wind card shows the wind; the starting player begins. */
export function startPlay(ctx: Ctx): void {
  const { s } = ctx;
  s.phase = "play";
  s.round = 1;
  revealWind(ctx);
  beginTurn(ctx, s.startSeat);
}

function beginTurn(ctx: Ctx, seat: number): void {
  ctx.s.turn = { seat, actionsLeft: ACTIONS_PER_TURN, peekAt: null, mustEnd: false };
  log(ctx, "turn/start", `${ctx.s.players[seat].name}'s turn (round ${ctx.s.round}).`, { seat, round: ctx.s.round });
}

export function endTurnAction(ctx: Ctx, seat: number): Outcome {
  const no = ownTurn(ctx.s, seat);
  if (no) return no;
  endTurn(ctx);
}

/** Clockwise to the next player; when the starting player is next, the round ends. */
export function endTurn(ctx: Ctx): void {
  const { s } = ctx;
  // Crew & Rituals: "At the end of the active player's turn, all played cards are returned to the corresponding decks."
  s.cards = returnPlayedCards(s.cards) as S["cards"];
  const next = (s.turn.seat + 1) % s.players.length;
  if (next !== s.startSeat) return beginTurn(ctx, next);
  endRound(ctx);
  if (s.phase === "play") beginTurn(ctx, s.startSeat);
}

/**
 * When the round ends: new merchants, plagues end (pest markers turn inactive), a new wind
 * card. If the endgame was triggered during this round, the game ends instead.
 */
function endRound(ctx: Ctx): void {
  const { s } = ctx;
  if (newMerchantsHeld(s)) log(ctx, "event/no_merchants", "Merchants Flee: no new merchants set sail this round.");
  else refillMerchants(ctx);
  for (const island of Object.keys(s.pests) as (keyof typeof s.pests)[]) if (s.pests[island] === "active") s.pests[island] = "inactive";
  if (s.endTriggered !== null) return finishGame(ctx);
  s.round += 1;
  revealWind(ctx);
}

/**
 * The wind card for the round; revealing the last one triggers the endgame (The End of the
 * Game). With events the old wind card becomes this round's event (events/events.ts); in epic
 * mode an empty deck is reshuffled instead and only the goals (or the round limit) end the game.
 */
function revealWind(ctx: Ctx): void {
  const { s } = ctx;
  turnWindCard(ctx);
  refillWindDeck(ctx);
  const card = s.windDeck.shift();
  if (card === undefined) throw new Error("the wind deck cannot be empty when a round starts");
  s.wind = card;
  log(ctx, "round/wind", `Round ${s.round}: the wind is +${windCard(card).wind}.`, { wind: windCard(card).wind, left: s.windDeck.length });
  if (windValue(s) !== windCard(card).wind) log(ctx, "event/wind", `${currentEvent(s)?.name}: the wind counts ${windValue(s)} this round.`, { wind: windValue(s) });
  checkRoundLimit(ctx);
  if (s.windDeck.length === 0 && s.endTriggered === null && windTriggersEnd(s)) {
    s.endTriggered = "wind";
    log(ctx, "endgame/triggered", "The last wind card is revealed: this is the final round.");
  }
}
