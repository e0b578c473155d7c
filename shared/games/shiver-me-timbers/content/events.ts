import type { IslandId, Resource } from "./basics";
import type { SpecialSpot } from "./routes";

/**
 * The optional events module (design: the rulebook prints no event texts). Each of the 20 wind
 * cards carries one event on its back (`content/wind-deck.ts` assigns them in this order). An
 * event is face up for exactly one round, the round after its card showed the wind, and only
 * changes rules of the base game: travel, trade prices, upgrade costs, special spots,
 * peeking, gunfights and boarding, merchants, treasure footprints, and plague (pest markers).
 */
export type EventEffect =
  /** The wind counts this value instead of the wind card's. */
  | { readonly kind: "wind"; readonly value: number }
  /** Movement points per Travel action change by `delta` (never below 1). */
  | { readonly kind: "movement"; readonly delta: number }
  /** This island pays `delta` more (or less) per unit of this resource. */
  | { readonly kind: "sellPrice"; readonly island: IslandId; readonly resource: Resource; readonly delta: number }
  /** This island's own product costs `price` a unit (the Haggler pays the lower of both). */
  | { readonly kind: "buyPrice"; readonly island: IslandId; readonly price: number }
  /** Every Sell action pays `amount` less (never below 0). */
  | { readonly kind: "sellTax"; readonly amount: number }
  /** Every upgrade costs `amount` less. */
  | { readonly kind: "upgradeDiscount"; readonly amount: number }
  /** Ending a Travel action on this special spot pays its reward `times` times. */
  | { readonly kind: "specialSpot"; readonly spot: SpecialSpot; readonly times: number }
  /** Treasure hunts: `bonus` more footprints per dig. */
  | { readonly kind: "footprints"; readonly bonus: number }
  /** Nobody may peek at a merchant. */
  | { readonly kind: "noPeeking" }
  /** Every ship may open fire on a ship of equal speed (as the Gunner always may). */
  | { readonly kind: "equalSpeedGunfights" }
  /** No boarding attacks against other players (merchants, raids and hunters as usual). */
  | { readonly kind: "noBoardingPlayers" }
  /** A gunfight against a merchant places this many damage markers instead of 1. */
  | { readonly kind: "merchantDamage"; readonly markers: number }
  /** No new merchants are placed at the end of this round. */
  | { readonly kind: "noNewMerchants" }
  /** An active pest marker goes on this island (unless it already has one): no trade there this round. */
  | { readonly kind: "plague"; readonly island: IslandId };

export interface EventCard {
  readonly id: string;
  readonly name: string;
  /** The card's text, as the log and the table show it. */
  readonly text: string;
  readonly effect: EventEffect;
}

export const EVENT_CARDS: readonly EventCard[] = [
  { id: "dead-calm", name: "Dead Calm", text: "Not a breath of wind: the wind counts 0 this round.", effect: { kind: "wind", value: 0 } },
  { id: "gale", name: "Gale", text: "A gale fills the sails: +1 movement point on every Travel action.", effect: { kind: "movement", delta: 1 } },
  { id: "headwinds", name: "Headwinds", text: "Headwinds everywhere: -1 movement point on every Travel action (at least 1).", effect: { kind: "movement", delta: -1 } },
  { id: "rum-fever", name: "Rum Fever", text: "São Tomé pays 200 G more for every unit of rum.", effect: { kind: "sellPrice", island: "sao-tome", resource: "rum", delta: 200 } },
  { id: "sugar-craze", name: "Sugar Craze", text: "Port Royal pays 200 G more for every unit of sugar.", effect: { kind: "sellPrice", island: "port-royal", resource: "sugar", delta: 200 } },
  { id: "cocoa-shortage", name: "Cocoa Shortage", text: "La Juanita pays 200 G more for every unit of cocoa.", effect: { kind: "sellPrice", island: "la-juanita", resource: "cocoa", delta: 200 } },
  { id: "rum-harvest", name: "Bumper Rum Harvest", text: "Rum costs only 50 G a unit on St. David.", effect: { kind: "buyPrice", island: "st-david", price: 50 } },
  { id: "sugar-harvest", name: "Bumper Sugar Harvest", text: "Sugar costs only 50 G a unit on La Juanita.", effect: { kind: "buyPrice", island: "la-juanita", price: 50 } },
  { id: "harbour-tax", name: "Harbour Tax", text: "The governor taxes trade: every Sell action pays 100 G less.", effect: { kind: "sellTax", amount: 100 } },
  { id: "shipwrights", name: "Shipwrights' Fair", text: "Every upgrade costs 100 G less this round.", effect: { kind: "upgradeDiscount", amount: 100 } },
  { id: "market-day", name: "Market Day", text: "The Floating Market pays its reward twice.", effect: { kind: "specialSpot", spot: "floating-market", times: 2 } },
  { id: "mangrove-bloom", name: "Mangrove Bloom", text: "In the Mangroves, roll the green die twice.", effect: { kind: "specialSpot", spot: "mangroves", times: 2 } },
  { id: "shipyard-overtime", name: "Shipyard Overtime", text: "At the Ancient Shipyard, roll the white die twice.", effect: { kind: "specialSpot", spot: "ancient-shipyard", times: 2 } },
  { id: "old-charts", name: "Old Charts", text: "Old charts surface in the taverns: +1 footprint on every dig.", effect: { kind: "footprints", bonus: 1 } },
  { id: "thick-fog", name: "Thick Fog", text: "Nobody can make out a merchant's flag: no peeking this round.", effect: { kind: "noPeeking" } },
  { id: "loose-cannons", name: "Loose Cannons", text: "Hot-headed gunners: any ship may open fire on a ship of equal speed.", effect: { kind: "equalSpeedGunfights" } },
  { id: "navy-patrol", name: "Navy Patrol", text: "The navy patrols the sea lanes: no boarding attacks against other players.", effect: { kind: "noBoardingPlayers" } },
  { id: "privateers", name: "Letters of Marque", text: "A gunfight against a merchant places 2 damage markers instead of 1.", effect: { kind: "merchantDamage", markers: 2 } },
  { id: "merchants-flee", name: "Merchants Flee", text: "Word of pirates spreads: no new merchants set sail at the end of this round.", effect: { kind: "noNewMerchants" } },
  { id: "plague", name: "Plague in Port Royal", text: "A plague breaks out in Port Royal: nobody trades there this round (the island is immune afterwards).", effect: { kind: "plague", island: "port-royal" } },
];

export function eventCard(id: string): EventCard {
  const found = EVENT_CARDS.find((e) => e.id === id);
  if (!found) throw new Error(`unknown event card ${id}`);
  return found;
}
