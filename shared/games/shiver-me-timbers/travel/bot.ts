/** Where the bot sails: the targets its plan suggests, and the Travel that gets closest. */
import type { Random } from "../../../engine";
import type { SmtAction } from "../actions";
import { RESOURCES, type IslandId } from "../content/basics";
import { fortress } from "../content/fortresses";
import { merchant } from "../content/merchants";
import { MARKETS } from "../content/prices";
import type { S } from "../core/draft";
import { spaceGraph } from "../map/spaces";
import { islandSpace, isIslandSpace, type SpaceId } from "../map/types";
import { cargoTotal } from "../trade-and-upgrades/cargo";
import { movementPoints, travelCosts } from "./travel";
import { treasureCard } from "../content/treasures";
import { MONSTER_IDS } from "../monsters/state";
import { spotSpace } from "../monsters/monster-hunt";
import { wishCargo } from "../family-and-soulmates/bot-plans";
import { holdsTitleQuest } from "../setup-and-goals/bot-goals";
import { boostBeforeTravel, cardsTargets } from "../crew-and-rituals/bot-plans";
import { best } from "../core/bot-helpers";
import { Plan, cardPlan } from "../setup-and-goals/bot-strategy";
import { missionTargets } from "../missions-and-titles/bot-turn";

/** Where the plan wants to go next, as a set of target spaces. */
export function targets(s: S, seat: number, p: Plan[]): Set<SpaceId> {
  const me = s.players[seat];
  const out = new Set<SpaceId>(cardsTargets(s, seat, cardPlan(s, seat)).filter((t) => t !== me.location));
  if (out.size > 0) return out;
  // A monster out is the rarest chance: the hunter's first target.
  if (p.includes("monsters")) {
    for (const id of MONSTER_IDS) {
      const spot = s.monsters.board[id];
      const at = spot === null ? null : spotSpace(s, spot);
      if (at !== null) out.add(at);
    }
    out.delete(me.location);
    if (out.size > 0) return out;
  }
  // Noble Blood: the held title quest's islands.
  if (p.includes("noble")) {
    for (const space of missionTargets(s, seat, true)) out.add(space);
    out.delete(me.location);
    if (out.size > 0) return out;
  }
  if (p.includes("conqueror") && me.strength >= 6) {
    for (const [island, slot] of Object.entries(s.fortresses)) {
      if (!slot) continue;
      if (!slot.faceUp || fortress(slot.id).strength <= me.strength) out.add(islandSpace(island as IslandId));
    }
    if (out.size > 0) return out;
  }
  if (p.includes("brigand") && me.strength >= 3) {
    for (const [space, slot] of Object.entries(s.merchants)) {
      if (space === me.location) continue;
      const known = slot.faceUp || me.peeked.includes(slot.id);
      if (!known || merchant(slot.id).strength - slot.damage <= me.strength) out.add(space);
    }
    if (out.size > 0) return out;
  }
  if (p.includes("treasure")) {
    const t = s.treasure.players[seat];
    const cards = t.hunt ? [t.hunt.card] : t.hand;
    for (const card of cards) out.add(islandSpace(treasureCard(card).island));
    if (cards.length === 0 && !isIslandSpace(me.location)) for (const island of s.map.islands) out.add(islandSpace(island));
    out.delete(me.location);
    if (out.size > 0) return out;
  }
  const wish = wishCargo(s, seat);
  if (wish) {
    for (const space of wish.targets) out.add(space);
    out.delete(me.location);
    if (out.size > 0) return out;
  }
  if (p.includes("missions")) {
    // The islands the held missions name (be there, deliver, pay, sail to, sell); Port Royal for more.
    const m = s.missions.players[seat];
    for (const space of missionTargets(s, seat, false)) out.add(space);
    if (m.held.length < 3 || (p.includes("noble") && !holdsTitleQuest(s, seat, p.includes("brigand")))) out.add(islandSpace("port-royal"));
    out.delete(me.location);
    if (out.size > 0) return out;
  }
  // Trade: sell what is aboard at its best buyer, or fetch more from a producer.
  const cargo = cargoTotal(me.cargo);
  if (cargo > 0) {
    for (const [island, market] of Object.entries(MARKETS)) {
      if (RESOURCES.some((r) => me.cargo[r] > 0 && (market?.sells[r] ?? 0) >= 300)) out.add(islandSpace(island as IslandId));
    }
  } else {
    for (const [island, market] of Object.entries(MARKETS)) if (market?.produces) out.add(islandSpace(island as IslandId));
  }
  out.delete(me.location);
  if (out.size === 0) out.add(islandSpace("port-royal"));
  return out;
}

/** Multi-source distances from the targets (one point per space; tolls ignored). */
export function distancesFrom(s: S, sources: Set<SpaceId>): Map<SpaceId, number> {
  const graph = spaceGraph(s.map);
  const dist = new Map<SpaceId, number>();
  const queue: SpaceId[] = [];
  for (const t of sources) {
    dist.set(t, 0);
    queue.push(t);
  }
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i];
    for (const next of graph.neighbours.get(here) ?? []) {
      if (dist.has(next)) continue;
      dist.set(next, dist.get(here)! + 1);
      queue.push(next);
    }
  }
  return dist;
}

export function travelChoice(s: S, seat: number, legal: SmtAction[], p: Plan[], random: Random): SmtAction | null {
  const me = s.players[seat];
  const moves = legal.filter((a): a is Extract<SmtAction, { type: "travel" }> => a.type === "travel");
  if (moves.length === 0) return null;
  const goal = targets(s, seat, p);
  const dist = distancesFrom(s, goal);
  const reach = travelCosts(s, me.location, movementPoints(s, seat), seat);
  // Avoid ending on an unknown merchant when weak (a pirate hunter would attack), unless it is the target.
  const risky = (to: SpaceId) => !goal.has(to) && s.merchants[to] !== undefined && !isIslandSpace(to) && me.strength < 3;
  const move = best(moves, (a) => -(dist.get(a.to) ?? 99) * 10 - (reach.get(a.to) ?? 0) * 0.1 - (risky(a.to) ? 5 : 0) + random.int(0, 1) * 0.01);
  // Falling short of the target: a movement or speed card first (it lasts the turn).
  if ((dist.get(move.to) ?? 0) > 0) return boostBeforeTravel(legal) ?? move;
  return move;
}
