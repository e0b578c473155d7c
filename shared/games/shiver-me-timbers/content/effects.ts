/**
 * The typed vocabulary every card, marker and die speaks: rewards (taken once),
 * lasting bonuses (while the card or marker is on your ship) and crew/ritual effects.
 * The main game resolves them; the data files only describe them (never card text).
 */
import type { Attribute, IslandId, Resource } from "./basics";

export type FamilyId =
  | "father" | "aunt" | "grandfather" | "mother"
  | "sister" | "brother" | "uncle" | "grandmother"
  | "son" | "daughter" | "best-friend";

export type MonsterId = "sea-serpent" | "kraken";
export type DieColor = "green" | "white" | "red" | "blue";

/** Something you take once (Icons: "Take both rewards / choose one"). */
export type Reward =
  | { readonly kind: "gold"; readonly amount: number }
  | { readonly kind: "resource"; readonly resource: Resource | "any"; readonly units: number }
  | { readonly kind: "upgrade"; readonly attribute: Attribute | "any" }
  /** Look at the crew / ritual deck, choose 1 card (Icons). */
  | { readonly kind: "crewCard" }
  | { readonly kind: "ritualCard" }
  /** Treasure rewards: the top 2 treasure cards, keep 1, the other back and the deck shuffled (golden rule). */
  | { readonly kind: "treasure" }
  | { readonly kind: "relative"; readonly relative: FamilyId }
  | { readonly kind: "extraAction" }
  | { readonly kind: "roll"; readonly die: "green" | "white" };

/** A bonus that lasts while its card or marker is on your ship (the windrose icon). */
export type Lasting =
  /** Not an upgrade: added to the attribute where it is used (Pirate Ships: "temporarily … up to 8 or more"). */
  | { readonly kind: "strength"; readonly amount: number }
  | { readonly kind: "speed"; readonly amount: number }
  /** Extra movement points on every Travel action. */
  | { readonly kind: "movement"; readonly amount: number }
  /** Extra footprints on every treasure hunt action. */
  | { readonly kind: "footprints"; readonly amount: number }
  /** Extra spaces on every monster hunt card you advance with. */
  | { readonly kind: "monsterSteps"; readonly amount: number }
  | { readonly kind: "duelCards"; readonly amount: number }
  /** Extra gold on every Sell action that sells something. */
  | { readonly kind: "sellBonus"; readonly amount: number }
  /** Cheaper resources on Buy actions (gold off each unit). */
  | { readonly kind: "buyDiscount"; readonly amount: number }
  | { readonly kind: "handLimit"; readonly deck: "crew" | "ritual"; readonly amount: number }
  /** Peeking at a pirate hunter does not make it attack (like the Tramp). */
  | { readonly kind: "safePeek" }
  /** Gunfights at equal speed (like the Gunner). */
  | { readonly kind: "gunfightAtEqualSpeed" }
  /** King's Privateer: a player ending a Travel on your sea space may be boarded by you at once, not as an action. */
  | { readonly kind: "pirateHunter" }
  /** Counts as a ring for Find a Soulmate. */
  | { readonly kind: "ring" }
  /** Gold for each Travel action that ends on this island. */
  | { readonly kind: "harbourFee"; readonly island: IslandId; readonly amount: number };

/** When a crew or ritual card may be played inside a card-play window (crew-and-rituals/timing.ts). */
export type Timing =
  /** Whenever any window is open, on anybody's turn. */
  | "anyTime"
  /** Only the active player, on their own turn. */
  | "ownTurn"
  /** Only the active player, when they announce a Travel action. */
  | "ownTravel"
  /** Only the active player, when they announce a Trade action. */
  | "ownTrade"
  /** Only the active player, when they announce a treasure or monster hunt action. */
  | "ownHunt"
  /** Only a player fighting in the combat whose prelude opened the window (1. The Prelude). */
  | "combat";

/** Who a card's effect points at: nobody else, or one other player (named when it is played). */
export type Target = "self" | "opponent";

/**
 * What a crew or ritual card does. "until end of turn" effects last to the end of the active
 * player's turn, when the card returns to its deck. Effects that need a place on the map (a new
 * route, a monster's spot, a merchant to peek at) are chosen by the main game right after.
 */
export type CardEffect =
  | { readonly kind: "boost"; readonly stat: "strength" | "speed" | "movement" | "duelCards" | "sellBonusPerUnit"; readonly amount: number }
  /** The target's duel hand in the coming duel (negative: fewer cards). */
  | { readonly kind: "opponentDuelCards"; readonly amount: number }
  /** The target loses one real upgrade (Scurvy Saboteur: a cannon). */
  | { readonly kind: "opponentLosesUpgrade"; readonly attribute: Attribute }
  /** The target rolls a die and suffers it (the red die: lose the upgrade shown). */
  | { readonly kind: "opponentRolls"; readonly die: "red" }
  | { readonly kind: "addSeaRoute" }
  | { readonly kind: "summon"; readonly monster: MonsterId }
  /** Peek at any face-down merchant; a pirate hunter does not attack. */
  | { readonly kind: "peekMerchant" }
  /** Advance on your active treasure or monster track. */
  | { readonly kind: "advanceTrack"; readonly amount: number }
  /** Until end of turn: pirate hunters neither attack you nor cost extra movement. */
  | { readonly kind: "ghostPassage" }
  | { readonly kind: "roll"; readonly die: "green" | "white" };

export const effectTarget = (e: CardEffect): Target =>
  e.kind === "opponentDuelCards" || e.kind === "opponentLosesUpgrade" || e.kind === "opponentRolls" ? "opponent" : "self";

/** A ship attribute as the rules read it while the ship acts (trade-and-upgrades/ship-attributes.ts). */
export type Stat = "speed" | "strength" | "hull";

/**
 * Extras with no upgrade behind them: movement per Travel, footprints per dig, duel cards,
 * steps on a monster track, gold per unit sold, gold off per unit bought, hand limits.
 */
export type Extra = "movement" | "footprints" | "duelCards" | "monsterSteps" | "sellBonus" | "buyDiscount" | "crewHand" | "ritualHand";

export type Bonus = Stat | Extra;
