/**
 * The optional events module [Optional module: Events]: "Instead of discarding the wind card
 * at the end of each round, turn it face-up … Each revealed event lasts for 1 round." Round 1
 * has no event; from round 2 the back of the previous round's wind card is the event, and it
 * replaces the one before (which goes to the discard pile). The rules ask this file what the
 * current event changes; without the module every answer is "nothing".
 */
import { ISLAND_NAMES, type IslandId, type Resource } from "../content/basics";
import { eventCard, type EventCard, type EventEffect } from "../content/events";
import { HAGGLER_BUY_PRICE } from "../content/talents";
import { MARKETS, upgradeCost } from "../content/prices";
import type { SpecialSpot } from "../content/routes";
import { windCard } from "../content/wind-deck";
import { log, type Ctx, type S } from "../core/draft";
import { bonusFor } from "../trade-and-upgrades/ship-attributes";
import type { SmtState } from "../state";

type Any = S | SmtState;

/** The event face up this round, or null (module off, or round 1). */
export function currentEvent(s: Any): EventCard | null {
  if (s.options.events !== true) return null;
  const card = s.event ?? null;
  return card === null ? null : eventCard(windCard(card).event);
}

function effect<K extends EventEffect["kind"]>(s: Any, kind: K): Extract<EventEffect, { kind: K }> | null {
  const e = currentEvent(s)?.effect;
  return e !== undefined && e.kind === kind ? (e as Extract<EventEffect, { kind: K }>) : null;
}

/**
 * At a new round's wind card (rounds-and-turns/turns.ts): the wind card that was showing becomes the
 * event (its back face up) and the previous event goes to the discard pile. Without the
 * module the old wind card is simply discarded.
 */
export function turnWindCard(ctx: Ctx): void {
  const { s } = ctx;
  if (s.wind === null) return;
  if (s.options.events !== true) {
    s.windDiscard.push(s.wind);
    return;
  }
  if (s.event) s.windDiscard.push(s.event);
  s.event = s.wind;
  const e = currentEvent(s)!;
  log(ctx, "round/event", `Event for round ${s.round}: ${e.name}. ${e.text}`, { round: s.round, event: e.id, card: s.event });
  if (e.effect.kind === "plague") startPlague(ctx, e.effect.island);
}

/** Plague: an active pest marker on the island, unless it has one (an inactive one means immune). */
function startPlague(ctx: Ctx, island: IslandId): void {
  const { s } = ctx;
  if (s.pests[island] !== undefined) {
    log(ctx, "event/plague_immune", `${ISLAND_NAMES[island]} has had the plague already and is immune.`, { island });
    return;
  }
  s.pests[island] = "active";
  log(ctx, "event/plague", `An active pest marker is placed on ${ISLAND_NAMES[island]}: no trade there this round.`, { island });
}

/** Design: an island with an active pest marker does not trade (buy or sell). */
export function tradeClosed(s: Any, island: IslandId): boolean {
  return s.pests[island] === "active";
}

/** The wind that counts for movement this round (Dead Calm: 0). */
export function windValue(s: Any): number {
  const calm = effect(s, "wind");
  if (calm) return calm.value;
  return s.wind ? windCard(s.wind).wind : 0;
}

/** Added to every Travel action's movement points (Gale +1, Headwinds -1); the total stays at least 1. */
export function movementDelta(s: Any): number {
  return effect(s, "movement")?.delta ?? 0;
}

/** What this seat pays per unit of the island's product (the Haggler pays the lower price), less lasting discounts; never below 0. */
export function buyPrice(s: Any, seat: number, island: IslandId): number | null {
  const market = MARKETS[island];
  if (!market?.produces) return null;
  const cheap = effect(s, "buyPrice");
  let price = market.buyPrice!;
  if (cheap && cheap.island === island) price = cheap.price;
  const paid = s.players[seat].talent === "haggler" ? Math.min(price, HAGGLER_BUY_PRICE) : price;
  return Math.max(0, paid - bonusFor(s, seat, "buyDiscount"));
}

/** What the island pays per unit of the resource, or undefined if nobody buys it there. */
export function sellPrice(s: Any, island: IslandId, resource: Resource): number | undefined {
  const base = MARKETS[island]?.sells[resource];
  if (base === undefined) return undefined;
  const boom = effect(s, "sellPrice");
  return boom && boom.island === island && boom.resource === resource ? Math.max(0, base + boom.delta) : base;
}

/** Harbour Tax: taken from every Sell action's proceeds. */
export function sellTax(s: Any): number {
  return effect(s, "sellTax")?.amount ?? 0;
}

/** The fee to raise an attribute to `newValue` this round. */
export function upgradePrice(s: Any, newValue: number): number {
  return Math.max(0, upgradeCost(newValue) - (effect(s, "upgradeDiscount")?.amount ?? 0));
}

/** How many times ending a Travel action on this special spot pays its reward. */
export function spotRewards(s: Any, spot: SpecialSpot | undefined): number {
  const festival = effect(s, "specialSpot");
  return spot !== undefined && festival !== null && festival.spot === spot ? festival.times : 1;
}

/** Old Charts: extra footprints per dig. */
export function footprintBonus(s: Any): number {
  return effect(s, "footprints")?.bonus ?? 0;
}

export const peekingForbidden = (s: Any) => effect(s, "noPeeking") !== null;
export const equalSpeedGunfights = (s: Any) => effect(s, "equalSpeedGunfights") !== null;
export const boardingPlayersForbidden = (s: Any) => effect(s, "noBoardingPlayers") !== null;
export const newMerchantsHeld = (s: Any) => effect(s, "noNewMerchants") !== null;

/** Damage markers a gunfight places on a merchant this round. */
export function merchantDamage(s: Any): number {
  return effect(s, "merchantDamage")?.markers ?? 1;
}
