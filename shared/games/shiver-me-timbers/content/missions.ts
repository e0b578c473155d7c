/**
 * The 39 mission cards (Components): 33 missions and the 6 title quests (Rise to Nobility).
 * Official missions (open eye) are revealed and held one at a time; secret tasks (closed eye)
 * stay hidden until met (Missions › How to acquire missions). Everything but "Tidings: St.
 * David" (500 G and a crew card, from the rulebook's example) and "King's Privateer" is our
 * design. Four missions free a prisoner of the governor (Lost Family: sister, brother, uncle,
 * grandmother).
 *
 * Tasks come in two sorts (missions-and-titles/deeds.ts): state tasks are checked when you claim (where
 * you are, what you carry or pay), and deed tasks are met by deeds done after you acquired the
 * card (Rise to Nobility: "Only tasks completed after you revealed the title quest count").
 */
import type { Attribute, IslandId, Resource } from "./basics";
import type { Nation } from "./merchants";
import type { FamilyId, MonsterId, Reward } from "./effects";

/** A foe you defeat (a boarding duel, a raid, a monster hunt). */
export type FoeSpec =
  | { readonly kind: "merchant"; readonly size?: "small" | "large"; readonly nation?: Nation; readonly hunter?: boolean }
  | { readonly kind: "player" }
  | { readonly kind: "fortress" }
  | { readonly kind: "monster"; readonly monster?: MonsterId };

export type Task =
  /** State: be on this island when you claim. */
  | { readonly kind: "visit"; readonly island: IslandId }
  /** State: discard these units on this island when you claim. */
  | { readonly kind: "deliver"; readonly island: IslandId; readonly resource: Resource; readonly units: number }
  /** State: pay this much gold on this island when you claim. */
  | { readonly kind: "pay"; readonly island: IslandId; readonly gold: number }
  /** State: an attribute (upgrades only) at least this high when you claim. */
  | { readonly kind: "attribute"; readonly attribute: Attribute; readonly atLeast: number }
  /** Deed: defeat such a foe. */
  | { readonly kind: "defeat"; readonly foe: FoeSpec }
  /** Deed: raise a treasure (relatives do not count). */
  | { readonly kind: "raise" }
  /** Deed: play a crew or ritual card of this kind with your own gold/resources. */
  | { readonly kind: "play"; readonly card: string }
  /** Deed: sell at least this many resource units on this island with one Sell action. */
  | { readonly kind: "sell"; readonly island: IslandId; readonly units: number }
  /** Deed: end a Travel action on this island. */
  | { readonly kind: "arrive"; readonly island: IslandId };

export type MissionKind = "official" | "secret" | "title";

export interface MissionCard {
  readonly id: string;
  readonly name: string;
  readonly kind: MissionKind;
  /** One task for a mission, three (any order) for a title quest. */
  readonly tasks: readonly Task[];
  /** Taken all together when the mission is claimed (a title quest gives its title instead). */
  readonly rewards: readonly Reward[];
  /** For a title quest: the title card it earns. */
  readonly title?: string;
  readonly vp: number;
}

const gold = (amount: number): Reward => ({ kind: "gold", amount });
const relative = (r: FamilyId): Reward => ({ kind: "relative", relative: r });
const crewCard: Reward = { kind: "crewCard" };
const ritualCard: Reward = { kind: "ritualCard" };
const treasure: Reward = { kind: "treasure" };
const upgrade: Reward = { kind: "upgrade", attribute: "any" };

const m = (id: string, name: string, kind: MissionKind, tasks: Task[], rewards: Reward[], vp: number, title?: string): MissionCard =>
  title ? { id, name, kind, tasks, rewards, vp, title } : { id, name, kind, tasks, rewards, vp };

export const MISSION_CARDS: readonly MissionCard[] = [
  // Tidings: carry the governor's letters (official)
  m("tidings-st-david", "Tidings: St. David", "official", [{ kind: "visit", island: "st-david" }], [gold(500), crewCard], 1),
  m("tidings-sao-tome", "Tidings: São Tomé", "official", [{ kind: "visit", island: "sao-tome" }], [gold(500), ritualCard], 1),
  m("tidings-la-juanita", "Tidings: La Juanita", "official", [{ kind: "visit", island: "la-juanita" }], [gold(500), crewCard], 1),
  m("tidings-the-bay", "Tidings: The Bay", "official", [{ kind: "visit", island: "the-bay" }], [gold(600)], 1),
  m("tidings-isla-oscura", "Tidings: Isla Oscura", "official", [{ kind: "visit", island: "isla-oscura" }], [gold(600)], 1),
  // Supplies for the garrisons (official)
  m("supply-cocoa", "Supplies: Cocoa for La Juanita", "official", [{ kind: "deliver", island: "la-juanita", resource: "cocoa", units: 2 }], [gold(1000)], 1),
  m("supply-rum", "Supplies: Rum for São Tomé", "official", [{ kind: "deliver", island: "sao-tome", resource: "rum", units: 2 }], [gold(1000)], 1),
  m("supply-sugar", "Supplies: Sugar for St. David", "official", [{ kind: "deliver", island: "st-david", resource: "sugar", units: 2 }], [gold(1000)], 1),
  m("supply-port-royal", "Supplies: Rum for the Governor's Ball", "official", [{ kind: "deliver", island: "port-royal", resource: "rum", units: 3 }], [gold(800), treasure], 2),
  m("tribute-the-bay", "Bribe the Harbour Master", "official", [{ kind: "pay", island: "the-bay", gold: 500 }], [crewCard, crewCard], 1),
  // Sea duties (official)
  m("hunt-spanish", "Letters of Marque: Spain", "official", [{ kind: "defeat", foe: { kind: "merchant", nation: "spanish" } }], [gold(700)], 1),
  m("hunt-french", "Letters of Marque: France", "official", [{ kind: "defeat", foe: { kind: "merchant", nation: "french" } }], [gold(700)], 1),
  m("hunt-dutch", "Letters of Marque: the Netherlands", "official", [{ kind: "defeat", foe: { kind: "merchant", nation: "dutch" } }], [gold(700)], 1),
  m("hunt-galleon", "Sink a Galleon", "official", [{ kind: "defeat", foe: { kind: "merchant", size: "large" } }], [gold(1000), upgrade], 2),
  m("hunt-pirate", "Bring a Pirate to Justice", "official", [{ kind: "defeat", foe: { kind: "player" } }], [gold(800)], 2),
  m("fleet-speed", "Join the Fast Squadron", "official", [{ kind: "attribute", attribute: "speed", atLeast: 5 }], [gold(600)], 1),
  m("fleet-hull", "A Ship Fit for Cargo", "official", [{ kind: "attribute", attribute: "hull", atLeast: 5 }], [gold(600)], 1),
  // Secret tasks
  m("secret-english", "Quiet Work: an English Prize", "secret", [{ kind: "defeat", foe: { kind: "merchant", nation: "english" } }], [gold(600)], 1),
  m("secret-hunter", "Hunt the Hunter", "secret", [{ kind: "defeat", foe: { kind: "merchant", hunter: true } }], [gold(800), treasure], 2),
  m("secret-fortress", "Storm the Walls", "secret", [{ kind: "defeat", foe: { kind: "fortress" } }], [gold(500), upgrade], 2),
  m("secret-monster", "A Tale for the Taverns", "secret", [{ kind: "defeat", foe: { kind: "monster" } }], [gold(1000)], 2),
  m("secret-raise", "Dig for the Crown", "secret", [{ kind: "raise" }], [gold(500)], 1),
  m("secret-saboteur", "Sabotage", "secret", [{ kind: "play", card: "scurvy-saboteur" }], [gold(500)], 1),
  m("secret-voodoo", "Curse a Rival", "secret", [{ kind: "play", card: "voodoo-doll" }], [ritualCard], 1),
  m("secret-spy", "Eyes on the Sea", "secret", [{ kind: "play", card: "masterful-spy" }], [gold(400), crewCard], 1),
  m("secret-smuggle", "A New Smuggling Lane", "secret", [{ kind: "play", card: "reckless-smuggler" }], [gold(600)], 1),
  m("secret-sell-port-royal", "Flood the Market", "secret", [{ kind: "sell", island: "port-royal", units: 3 }], [gold(500)], 1),
  m("secret-strength", "Arm to the Teeth", "secret", [{ kind: "attribute", attribute: "strength", atLeast: 6 }], [treasure], 1),
  m("secret-gold", "The Governor's Cut", "secret", [{ kind: "pay", island: "port-royal", gold: 1000 }], [treasure, treasure], 2),
  // Prisoners of the governor (Lost Family): secret, dirty work
  m("free-sister", "Pardon for your Sister", "secret", [{ kind: "defeat", foe: { kind: "merchant", size: "small" } }], [relative("sister")], 1),
  m("free-brother", "Pardon for your Brother", "secret", [{ kind: "defeat", foe: { kind: "player" } }], [relative("brother")], 1),
  m("free-uncle", "Pardon for your Uncle", "secret", [{ kind: "deliver", island: "port-royal", resource: "cocoa", units: 3 }], [relative("uncle")], 1),
  m("free-grandmother", "Pardon for your Grandmother", "secret", [{ kind: "pay", island: "port-royal", gold: 1500 }], [relative("grandmother")], 1),
  // Title quests (Rise to Nobility): revealed at once, three tasks in any order
  m("quest-kings-privateer", "King's Privateer", "title", [
    { kind: "defeat", foe: { kind: "merchant", size: "small" } },
    { kind: "defeat", foe: { kind: "merchant", size: "large" } },
    { kind: "defeat", foe: { kind: "player" } },
  ], [], 2, "kings-privateer"),
  m("quest-governors-buccaneer", "The Governor's Buccaneer", "title", [
    { kind: "defeat", foe: { kind: "monster" } },
    { kind: "defeat", foe: { kind: "fortress" } },
    { kind: "defeat", foe: { kind: "merchant", hunter: true } },
  ], [], 3, "governors-buccaneer"),
  m("quest-merchant-adventurer", "Merchant Adventurer", "title", [
    { kind: "sell", island: "sao-tome", units: 2 },
    { kind: "sell", island: "st-david", units: 2 },
    { kind: "sell", island: "la-juanita", units: 2 },
  ], [], 2, "merchant-adventurer"),
  m("quest-keeper-old-ways", "Keeper of the Old Ways", "title", [
    { kind: "play", card: "hummingbird-totem" },
    { kind: "play", card: "power-of-ik" },
    { kind: "play", card: "call-of-the-deep" },
  ], [], 2, "keeper-old-ways"),
  m("quest-royal-cartographer", "Royal Cartographer", "title", [
    { kind: "arrive", island: "isla-oscura" },
    { kind: "arrive", island: "the-bay" },
    { kind: "arrive", island: "sao-tome" },
  ], [], 2, "royal-cartographer"),
  m("quest-scourge-nations", "Scourge of the Nations", "title", [
    { kind: "defeat", foe: { kind: "merchant", nation: "spanish" } },
    { kind: "defeat", foe: { kind: "merchant", nation: "french" } },
    { kind: "defeat", foe: { kind: "merchant", nation: "dutch" } },
  ], [], 2, "scourge-nations"),
];

const byId = new Map(MISSION_CARDS.map((c) => [c.id, c]));
export function missionCard(id: string): MissionCard {
  const found = byId.get(id);
  if (!found) throw new Error(`unknown mission card ${id}`);
  return found;
}
export const isMissionCard = (id: string): boolean => byId.has(id);
export const MISSION_DECK: readonly string[] = MISSION_CARDS.map((c) => c.id);
