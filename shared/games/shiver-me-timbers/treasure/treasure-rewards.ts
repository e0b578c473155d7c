/** Treasure cards as rewards: drawing one, the look at the top two and the pick, and the discard owed above the limit. */
import { reject } from "../../../engine";
import { TREASURE_REWARD_LOOK } from "../content/card-decks";
import { treasureCard } from "../content/treasures";
import type { ActionOf } from "../actions";
import { log, nameOf, type Ctx, type Outcome, type S } from "../core/draft";
import { takeRelativeLead, treasureArrives } from "../family-and-soulmates/soulmates";
import { owed, nothingOwed } from "../core/owed";

export function drawTreasure(s: S, random: Ctx["random"]): string | null {
  if (s.treasure.deck.length === 0 && s.treasure.discard.length > 0) {
    s.treasure.deck = random.shuffle(s.treasure.discard);
    s.treasure.discard = [];
  }
  return s.treasure.deck.shift() ?? null;
}

/** Treasure rewards: "look at the top 2 treasure cards, choose one … return the other"; then the deck is shuffled (golden rule). */
export function offerTreasurePick(ctx: Ctx, seat: number, reason: string, more = 0): void {
  const options: string[] = [];
  for (let i = 0; i < TREASURE_REWARD_LOOK; i++) {
    const card = drawTreasure(ctx.s, ctx.random);
    if (card) options.push(card);
  }
  if (options.length === 0) return;
  ctx.s.pending.push({ kind: "pickTreasure", seat, options, reason, more });
  log(ctx, "treasure/look", `${nameOf(ctx.s, seat)} looks at the top ${options.length} treasure cards (${reason}).`, { seat }, {
    seats: [seat],
    text: `You look at ${options.map((t) => treasureCard(t).name).join(" and ")}.`,
  });
}

export function pickTreasure(ctx: Ctx, seat: number, action: ActionOf<"pickTreasure">): Outcome {
  const p = owed(ctx.s, seat, "pickTreasure");
  if (!p) return nothingOwed("a treasure pick");
  if (!p.options.includes(action.treasure)) return reject("treasure/not_offered", "Pick one of the treasure cards you are looking at.", "Treasure rewards");
  ctx.s.pending.shift();
  const player = ctx.s.players[seat];
  // Golden rule: "When a player gets to choose a card from the treasure or the mission deck, they
  // shuffle the deck after taking their card" (the others go back first).
  ctx.s.treasure.deck = ctx.random.shuffle([...ctx.s.treasure.deck, ...p.options.filter((other) => other !== action.treasure)]);
  const lead = treasureCard(action.treasure).kind === "relative";
  if (lead) takeRelativeLead(ctx, seat, action.treasure);
  else player.treasures.push(action.treasure);
  if (!lead) log(ctx, "treasure/take", `${player.name} takes a treasure card, returns the other and shuffles the deck.`, { seat }, {
    seats: [seat],
    text: `You take ${treasureCard(action.treasure).name}.`,
  });
  const followUps: S["pending"] = [];
  ctx.s.pending.unshift(...followUps);
  if (p.more > 0) offerTreasurePickAfter(ctx, seat, p.reason, p.more - 1, followUps.length);
  treasureArrives(ctx, seat, action.treasure);
}

function offerTreasurePickAfter(ctx: Ctx, seat: number, reason: string, more: number, at: number): void {
  const before = ctx.s.pending.length;
  offerTreasurePick(ctx, seat, reason, more);
  if (ctx.s.pending.length > before) {
    const [offer] = ctx.s.pending.splice(before, 1);
    ctx.s.pending.splice(at, 0, offer);
  }
}

/** Treasure limit: with a 4th card the player discards one (a free action made mandatory). */
export function discardOwedTreasure(ctx: Ctx, seat: number, card: string): Outcome {
  const player = ctx.s.players[seat];
  if (!player.treasures.includes(card)) return reject("treasure/not_on_ship", "That treasure is not on your ship.", "Scouting in the taverns");
  ctx.s.pending.shift();
  player.treasures.splice(player.treasures.indexOf(card), 1);
  ctx.s.treasure.discard.push(card);
  log(ctx, "treasure/discard", `${player.name} discards ${treasureCard(card).name}.`, { seat, treasure: card });
}
