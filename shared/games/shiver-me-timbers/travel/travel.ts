import { reject } from "../../../engine";
import { RESOURCES, ATTRIBUTE_MAX } from "../content/basics";
import { GREEN_DIE, WHITE_DIE, WHITE_GOLD } from "../content/dice";
import { merchant } from "../content/merchants";
import { FLOATING_MARKET_GOLD, PIRATE_HUNTER_TOLL } from "../content/routes";
import { NAVIGATOR_BONUS } from "../content/talents";
import { movementDelta, spotRewards, windValue } from "../events/events";
import type { ActionOf } from "../actions";
import { log, type Ctx, type Outcome, type S } from "../core/draft";
import { spaceGraph } from "../map/spaces";
import { spaceIsland, type SpaceId } from "../map/types";
import { reportDeed } from "../missions-and-titles/rewards";
import type { SmtState } from "../state";
import { freeHold } from "../trade-and-upgrades/cargo";
import { regularAction, spendAction } from "../rounds-and-turns/guards";
import { canGainUpgrade } from "../trade-and-upgrades/owed-upgrades";
import { startHunterAttack } from "../combat/declare";
import { bonusFor, effectiveStat } from "../trade-and-upgrades/ship-attributes";
import { spotBlocked } from "../monsters/apply";
import { harbourFee } from "../trade-and-upgrades/lasting-bonuses";
import { privateerLiesInWait } from "../missions-and-titles/privateer";
import { hasGhostPassage } from "../crew-and-rituals/boosts";

/** Travel: speed + the current wind (+1 for the Navigator, + movement boosts) movement points per action; events may change the wind or add or take a point (at least 1). */
export function movementPoints(s: S | SmtState, seat: number): number {
  const player = s.players[seat];
  return Math.max(1, effectiveStat(s, seat, "speed") + bonusFor(s, seat, "movement") + windValue(s) + (player.talent === "navigator" ? NAVIGATOR_BONUS : 0) + movementDelta(s));
}

/** A revealed pirate hunter (a face-up red merchant) on this space. */
export function revealedHunterAt(s: S | SmtState, space: SpaceId): boolean {
  const slot = s.merchants[space];
  return slot !== undefined && slot.faceUp && merchant(slot.id).color === "red";
}

/**
 * The cheapest cost to each space from `from`: 1 per space entered, and 2 more for sailing
 * on past a revealed pirate hunter (entering and leaving its space). Dijkstra over ≤ 70 spaces.
 */
export function travelCosts(s: S | SmtState, from: SpaceId, budget: number, seat?: number): Map<SpaceId, number> {
  const graph = spaceGraph(s.map);
  // Ghost Sails: pirate hunters do not slow this ship down this turn.
  const toll = seat !== undefined && hasGhostPassage(s.cards, seat) ? 0 : PIRATE_HUNTER_TOLL;
  const cost = new Map<SpaceId, number>([[from, 0]]);
  const open: SpaceId[] = [from];
  while (open.length > 0) {
    open.sort((x, y) => cost.get(x)! - cost.get(y)!);
    const here = open.shift()!;
    const base = cost.get(here)! + (here !== from && revealedHunterAt(s, here) ? toll : 0);
    for (const next of graph.neighbours.get(here) ?? []) {
      const c = base + 1;
      if (c > budget || c >= (cost.get(next) ?? Infinity)) continue;
      cost.set(next, c);
      if (!open.includes(next)) open.push(next);
    }
  }
  cost.delete(from);
  return cost;
}

export function travel(ctx: Ctx, seat: number, action: ActionOf<"travel">): Outcome {
  const { s } = ctx;
  const no = regularAction(s, seat);
  if (no) return no;
  const player = s.players[seat];
  const graph = spaceGraph(s.map);
  if (!graph.neighbours.has(action.to)) return reject("travel/unknown_space", `There is no space "${action.to}" on the map.`, "Travel");
  if (action.to === player.location) return reject("travel/same_space", "You are already there.", "Travel");
  const points = movementPoints(s, seat);
  const cost = travelCosts(s, player.location, points, seat).get(action.to);
  if (cost === undefined) {
    return reject("travel/too_far", `That space is beyond your ${points} movement points this action (a revealed pirate hunter costs 2 more to pass).`, "Travel");
  }
  spendAction(s);
  player.location = action.to;
  log(ctx, "travel/move", `${player.name} sails ${cost} space${cost === 1 ? "" : "s"}.`, { seat, to: action.to, cost, points });
  endOfTravel(ctx, seat);
}

/** Where a Travel action ends: special spots pay out; a merchant may be peeked at; a revealed pirate hunter attacks. */
function endOfTravel(ctx: Ctx, seat: number): void {
  const { s } = ctx;
  const here = s.players[seat].location;
  const island = spaceIsland(here);
  if (island) reportDeed(ctx, seat, { kind: "arrived", island });
  const fee = island ? harbourFee(s, seat, island) : 0;
  if (fee > 0) {
    s.players[seat].gold += fee;
    log(ctx, "lasting/harbour_fee", `${s.players[seat].name} collects a harbour fee: +${fee} G.`, { seat, gold: fee });
  }
  const times = spotRewards(s, spaceGraph(s.map).specials.get(here));
  for (let i = 0; i < times; i++) specialSpotReward(ctx, seat, here);
  privateerLiesInWait(ctx, seat);
  const slot = s.merchants[here];
  if (!slot) return;
  if (!slot.faceUp) s.turn.peekAt = here;
  else if (merchant(slot.id).color === "red" && !hasGhostPassage(s.cards, seat)) startHunterAttack(ctx, seat, here);
}

/** Long sea routes: Floating Market 100 G, Ancient Shipyard the white die, Mangroves the green die. */
export function specialSpotReward(ctx: Ctx, seat: number, space: SpaceId): void {
  const { s, random } = ctx;
  const spot = spaceGraph(s.map).specials.get(space);
  const player = s.players[seat];
  // "As long as the monster is alive, the ability of the special spot cannot be used."
  if (spot !== undefined && spotBlocked(s.monsters, spot)) {
    log(ctx, "special/blocked", `A monster lies at the ${spot.replace(/-/g, " ")}: nothing to be had there.`, { seat, spot });
    return;
  }
  if (spot === "floating-market") {
    player.gold += FLOATING_MARKET_GOLD;
    log(ctx, "special/market", `${player.name} trades at the Floating Market: +${FLOATING_MARKET_GOLD} G.`, { seat, gold: FLOATING_MARKET_GOLD });
  } else if (spot === "mangroves") {
    const face = random.pick(GREEN_DIE);
    const gained = face !== "empty" && freeHold(player) > 0;
    if (gained) player.cargo[face as (typeof RESOURCES)[number]] += 1;
    log(ctx, "special/green", `${player.name} rolls the green die in the Mangroves: ${face}${face !== "empty" && !gained ? " (no room in the hold)" : ""}.`, { seat, face, gained });
  } else if (spot === "ancient-shipyard") {
    const face = random.pick(WHITE_DIE);
    if (face === "action") s.turn.actionsLeft += 1;
    if (face === "gold") player.gold += WHITE_GOLD;
    if (face === "upgrade" && canGainUpgrade(s, seat)) s.pending.push({ kind: "gainUpgrade", seat, reason: "the Ancient Shipyard" });
    log(ctx, "special/white", `${player.name} rolls the white die at the Ancient Shipyard: ${face}.`, { seat, face, max: ATTRIBUTE_MAX });
  }
}
