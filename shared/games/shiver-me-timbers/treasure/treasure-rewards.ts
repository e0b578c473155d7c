import { reject } from "../../../engine";
import { ATTRIBUTE_MAX, ATTRIBUTE_MIN, GOLD_UNIT, RESOURCES, type Attribute } from "../content/basics";
import { TREASURE_REWARD_LOOK } from "../content/card-decks";
import { treasureCard } from "../content/treasures";
import type { ActionOf } from "../actions";
import { log, nameOf, type Ctx, type Outcome, type S } from "../core/draft";
import { cargoTotal, freeHold } from "../trade-and-upgrades/cargo";
import { takeRelativeLead, treasureArrives } from "../family-and-soulmates/soulmates";
import { TREASURE_LIMIT } from "../content/basics";

export function drawTreasure(s: S, random: Ctx["random"]): string | null {
  if (s.treasure.deck.length === 0 && s.treasure.discard.length > 0) {
    s.treasure.deck = random.shuffle(s.treasure.discard);
    s.treasure.discard = [];
  }
  return s.treasure.deck.shift() ?? null;
}

/** Treasure rewards: "look at the top 2 treasure cards, choose one … return the other to the bottom". */
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

function owed<K extends S["pending"][number]["kind"]>(s: S, seat: number, kind: K) {
  const first = s.pending[0];
  if (!first || first.seat !== seat || first.kind !== kind) return null;
  return first as Extract<S["pending"][number], { kind: K }>;
}

const nothingOwed = (what: string) => reject("pending/none", `You do not owe ${what} now.`);

/** Lose 1 upgrade of your choice (losing a combat). An attribute at 1 has no upgrade to lose. */
export function loseUpgrade(ctx: Ctx, seat: number, action: ActionOf<"loseUpgrade">): Outcome {
  const p = owed(ctx.s, seat, "loseUpgrade");
  if (!p) return nothingOwed("a lost upgrade");
  const player = ctx.s.players[seat];
  if (player[action.attribute] <= ATTRIBUTE_MIN) {
    return reject("upgrade/at_minimum", `Your ${action.attribute} is already 1: choose an attribute with an upgrade.`, "Golden Rules");
  }
  ctx.s.pending.shift();
  lowerAttribute(ctx.s, seat, action.attribute);
  log(ctx, "upgrade/lost", `${player.name} loses a ${action.attribute} upgrade (${p.reason}).`, { seat, attribute: action.attribute });
}

export function gainUpgrade(ctx: Ctx, seat: number, action: ActionOf<"gainUpgrade">): Outcome {
  const p = owed(ctx.s, seat, "gainUpgrade");
  if (!p) return nothingOwed("an upgrade choice");
  const player = ctx.s.players[seat];
  if (player[action.attribute] >= ATTRIBUTE_MAX) return reject("upgrade/at_maximum", `Your ${action.attribute} is already 7.`, "The Pirate Ships");
  ctx.s.pending.shift();
  player[action.attribute] += 1;
  log(ctx, "upgrade/gained", `${player.name} gains a ${action.attribute} upgrade (${p.reason}).`, { seat, attribute: action.attribute });
}

/** Golden rules: never below 1. A lost hull upgrade throws the cargo that no longer fits overboard (design). */
export function lowerAttribute(s: S, seat: number, attribute: Attribute): void {
  const player = s.players[seat];
  player[attribute] = Math.max(ATTRIBUTE_MIN, player[attribute] - 1);
  if (attribute === "hull") {
    for (const r of [...RESOURCES].reverse()) {
      while (cargoTotal(player.cargo) > player.hull && player.cargo[r] > 0) player.cargo[r] -= 1;
    }
  }
}

/** Whether any attribute can lose an upgrade (otherwise the loss is skipped). */
export const hasUpgrade = (s: S, seat: number) => (["speed", "strength", "hull"] as const).some((a) => s.players[seat][a] > ATTRIBUTE_MIN);
export const canGainUpgrade = (s: S, seat: number) => (["speed", "strength", "hull"] as const).some((a) => s.players[seat][a] < ATTRIBUTE_MAX);

export function pickTreasure(ctx: Ctx, seat: number, action: ActionOf<"pickTreasure">): Outcome {
  const p = owed(ctx.s, seat, "pickTreasure");
  if (!p) return nothingOwed("a treasure pick");
  if (!p.options.includes(action.treasure)) return reject("treasure/not_offered", "Pick one of the treasure cards you are looking at.", "Treasure rewards");
  ctx.s.pending.shift();
  const player = ctx.s.players[seat];
  for (const other of p.options) if (other !== action.treasure) ctx.s.treasure.deck.push(other);
  const lead = treasureCard(action.treasure).kind === "relative";
  if (lead) takeRelativeLead(ctx, seat, action.treasure);
  else player.treasures.push(action.treasure);
  if (!lead) log(ctx, "treasure/take", `${player.name} takes a treasure card and returns the other to the bottom of the deck.`, { seat }, {
    seats: [seat],
    text: `You take ${treasureCard(action.treasure).name}.`,
  });
  const followUps: S["pending"] = [];
  if (player.treasures.length > TREASURE_LIMIT) followUps.push({ kind: "discardTreasure", seat });
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

/** Attacks on other players: the winner takes half the gold, half the cargo of their choice, or one treasure. */
export function plunder(ctx: Ctx, seat: number, action: ActionOf<"plunder">): Outcome {
  const p = owed(ctx.s, seat, "plunder");
  if (!p) return nothingOwed("a choice of plunder");
  const s = ctx.s;
  const winner = s.players[seat];
  const loser = s.players[p.from];
  const take = action.take;
  if (take.kind === "gold") {
    const amount = halfGold(loser.gold);
    s.pending.shift();
    loser.gold -= amount;
    winner.gold += amount;
    log(ctx, "plunder/gold", `${winner.name} takes ${amount} G from ${loser.name}.`, { seat, from: p.from, amount });
    return;
  }
  if (take.kind === "cargo") {
    const want = take.cargo;
    const units = cargoTotal(want);
    if (RESOURCES.some((r) => want[r] > loser.cargo[r])) return reject("plunder/not_aboard", `${loser.name} does not carry that cargo.`, "Attacks on other players");
    if (units > Math.floor(cargoTotal(loser.cargo) / 2)) return reject("plunder/more_than_half", "You may take at most half the cargo, rounded down.", "Attacks on other players");
    if (units > freeHold(winner)) return reject("trade/hold_full", "Your hold has no room for that much cargo.", "The Pirate Ships");
    s.pending.shift();
    for (const r of RESOURCES) {
      loser.cargo[r] -= want[r];
      winner.cargo[r] += want[r];
    }
    log(ctx, "plunder/cargo", `${winner.name} takes ${units} units of cargo from ${loser.name}.`, { seat, from: p.from, cargo: { ...want } });
    return;
  }
  if (!loser.treasures.includes(take.treasure)) return reject("plunder/not_aboard", `${loser.name} has no such treasure on their ship.`, "Attacks on other players");
  s.pending.shift();
  loser.treasures.splice(loser.treasures.indexOf(take.treasure), 1);
  winner.treasures.push(take.treasure);
  if (winner.treasures.length > TREASURE_LIMIT) s.pending.unshift({ kind: "discardTreasure", seat });
  log(ctx, "plunder/treasure", `${winner.name} takes ${treasureCard(take.treasure).name} from ${loser.name}.`, { seat, from: p.from, treasure: take.treasure });
  treasureArrives(ctx, seat, take.treasure);
}

/** Half the gold, rounded down to the smallest coin (100 G): design, since the Bit is the smallest coin. */
export const halfGold = (gold: number) => Math.floor(gold / 2 / GOLD_UNIT) * GOLD_UNIT;
