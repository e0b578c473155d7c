import { TERRITORIES } from "./territories";

/**
 * The three decks, every card in our own words (rules-notes.md › Decks; docs/rules/pirate-king.md
 * › Cards). A card's `effect` is data the card rules read; `negative` marks the cards the
 * Golden Monkey Head may pass on, and movement cards may be passed on too (FAQ).
 */
export type CardEffect =
  | { readonly kind: "bronze"; readonly amount: number }
  | { readonly kind: "fine"; readonly amount: number }
  | { readonly kind: "crew"; readonly delta: 1 | -1 }
  | { readonly kind: "cannon"; readonly delta: 1 | -1 }
  | { readonly kind: "halfCargo" }
  | { readonly kind: "loseCargo" }
  | { readonly kind: "newCargo" }
  | { readonly kind: "move"; readonly spaces: number }
  | { readonly kind: "repeatMove" }
  | { readonly kind: "turnAbout" }
  | { readonly kind: "secretPassage" }
  | { readonly kind: "disaster"; readonly name: "Mega Tsunami" | "Earthquake" }
  | { readonly kind: "manOfWar" }
  | { readonly kind: "duel" }
  | { readonly kind: "map"; readonly treasure: number }
  | { readonly kind: "buriedTreasure" }
  | { readonly kind: "keep"; readonly keep: Keepable };

/** Cards a player holds until used (FAQ › Royal Decree; life raft, lock pick…). */
export const KEEPABLES = ["lifeRaft", "lockPick", "royalDecree", "crewman", "cannon"] as const;
export type Keepable = (typeof KEEPABLES)[number];
export const KEEPABLE_NAMES: Readonly<Record<Keepable, string>> = {
  lifeRaft: "Life Raft",
  lockPick: "Lock Pick",
  royalDecree: "Royal Decree",
  crewman: "Stowaway Crewman",
  cannon: "Spare Cannon",
};

export interface Card {
  readonly id: number;
  readonly title: string;
  /** What it does, in our words. */
  readonly text: string;
  readonly effect: CardEffect;
  readonly negative: boolean;
}

type Spec = [count: number, title: string, text: string, effect: CardEffect, negative?: boolean];

function deck(specs: readonly Spec[]): readonly Card[] {
  const out: Card[] = [];
  for (const [count, title, text, effect, negative] of specs) {
    for (let i = 0; i < count; i++) out.push(Object.freeze({ id: out.length, title, text, effect, negative: negative ?? false }));
  }
  return Object.freeze(out);
}

const isMovement = (e: CardEffect) => e.kind === "move" || e.kind === "repeatMove" || e.kind === "turnAbout";

/** Captain's Log: 50 cards, the sea's surprises. */
export const CAPTAINS_LOG: readonly Card[] = deck([
  [3, "Man of War", "A navy frigate as strong as your ship bears down. Fight it for a cannon, a crewman and 500 bronze, or slip away.", { kind: "manOfWar" }],
  [3, "Duel on Deck", "Challenge any captain to a duel: each rolls a die, the higher gains a crewman, the lower loses one.", { kind: "duel" }],
  [2, "Mega Tsunami", "A giant wave strikes your current's region: every developed territory there loses a level.", { kind: "disaster", name: "Mega Tsunami" }],
  [2, "Earthquake", "The earth shakes your current's region: every developed territory there loses a level.", { kind: "disaster", name: "Earthquake" }],
  [4, "Squall in the Hold", "Sea water spoils half your cargo: your mission pays only half.", { kind: "halfCargo" }, true],
  [3, "Customs Cutter", "Revenue men board you and seize your cargo.", { kind: "loseCargo" }, true],
  [2, "Following Wind", "A strong wind at your back: sail 2 more spaces.", { kind: "move", spaces: 2 }],
  [2, "Head Wind", "The wind turns against you: drift 2 spaces back.", { kind: "move", spaces: -2 }, true],
  [3, "Same Heading", "The wind holds: sail your last move again.", { kind: "repeatMove" }],
  [2, "Smuggler's Chart", "An old chart shows the hidden channels: go to any Secret Passage and face either way.", { kind: "secretPassage" }],
  [2, "Prize Money", "A fat purse from a grateful governor: take 100 bronze.", { kind: "bronze", amount: 100 }],
  [2, "Wreck Salvage", "You salvage a sunken merchantman: take 200 bronze.", { kind: "bronze", amount: 200 }],
  [1, "Spanish Galleon", "A galleon strikes her colours to you: take 300 bronze.", { kind: "bronze", amount: 300 }],
  [2, "Harbour Fine", "The harbour master fines you 50 bronze.", { kind: "fine", amount: 50 }, true],
  [2, "Gambling Debts", "Your crew lost at dice ashore: pay 100 bronze.", { kind: "fine", amount: 100 }, true],
  [1, "Broken Mast", "Repairs to the mast cost 200 bronze.", { kind: "fine", amount: 200 }, true],
  [3, "Castaway", "You pull a castaway from the sea: gain a crewman.", { kind: "crew", delta: 1 }],
  [3, "Man Overboard", "A sailor is lost to the waves: lose a crewman.", { kind: "crew", delta: -1 }, true],
  [2, "Salvaged Cannon", "You haul a cannon from a wreck: gain a cannon.", { kind: "cannon", delta: 1 }],
  [2, "Cannon Burst", "A cannon bursts on firing: lose a cannon.", { kind: "cannon", delta: -1 }, true],
  [2, "Sealed Orders", "New orders: discard your cargo mission and draw another.", { kind: "newCargo" }],
  [2, "Whirlpool", "A whirlpool spins your ship around: face the other way.", { kind: "turnAbout" }, true],
]);

/** The five Great Treasures (Great Treasures). */
export const GREAT_TREASURES = ["Jewel Encrusted Sword", "Golden Monkey Head", "Black Sails", "Royal Crown", "Diamond Necklace"] as const;
export const TREASURE = { sword: 0, monkeyHead: 1, blackSails: 2, crown: 3, necklace: 4 } as const;
export const TREASURE_PRESTIGE = 3;

/** Pirate's Booty: 30 cards, the only way to the Great Treasures' maps. */
export const PIRATES_BOOTY: readonly Card[] = deck([
  ...GREAT_TREASURES.map(
    (name, treasure): Spec => [1, `Map: ${name}`, `A map to the ${name}: from now on any captain may buy it for 500 bronze on their turn.`, { kind: "map", treasure }],
  ),
  [4, "Emerald Cache", "A small cache of emeralds: take 100 bronze.", { kind: "bronze", amount: 100 }],
  [2, "Ruby Hoard", "A chest of rubies: take 500 bronze.", { kind: "bronze", amount: 500 }],
  [1, "Diamond", "A diamond as big as your fist: take 1000 bronze.", { kind: "bronze", amount: 1000 }],
  [2, "Life Raft", "Keep this card. When your ship is sunk, the raft carries you home: you owe no bounty.", { kind: "keep", keep: "lifeRaft" }],
  [3, "Lock Pick", "Keep this card. When you land on an enemy territory, slip past the harbour chain: no dock fee and no fight.", { kind: "keep", keep: "lockPick" }],
  [2, "Royal Decree", "Keep this card. When you land on the Commodore, show the decree and sail on untouched.", { kind: "keep", keep: "royalDecree" }],
  [2, "Stowaway", "Keep this card. Add a crewman to your ship on your turn whenever you like, except during combat.", { kind: "keep", keep: "crewman" }],
  [2, "Spare Cannon", "Keep this card. Mount a cannon on your turn once you have the crew to man it, except during combat.", { kind: "keep", keep: "cannon" }],
  [2, "Cursed Gold", "The gold is cursed: pay 100 bronze into the Buried Treasure.", { kind: "fine", amount: 100 }, true],
  [2, "Cursed Idol", "The idol's curse takes one of your men: lose a crewman.", { kind: "crew", delta: -1 }, true],
  [1, "Rats in the Hold", "Rats eat your cargo: lose your cargo mission.", { kind: "loseCargo" }, true],
  [1, "Treasure Island", "You find the way to the Buried Treasure: take everything in its chest.", { kind: "buriedTreasure" }],
  [1, "Tide Race", "The tide carries you on: sail your last move again.", { kind: "repeatMove" }],
]);

/** Whether the Golden Monkey Head may hand this card to another player (Great Treasures, FAQ). */
export function forwardable(card: Card): boolean {
  return card.negative || isMovement(card.effect);
}

/** Smuggling (cargo) missions: two per territory, paying 150 + 50 × column (rules-notes.md). */
export interface CargoCard {
  readonly id: number;
  readonly territory: number;
  readonly commodity: string;
  readonly value: number;
}
const COMMODITIES = ["rum", "sugar", "tobacco", "silk", "spices", "gunpowder", "indigo", "cocoa"];
export const CARGO: readonly CargoCard[] = Object.freeze(
  TERRITORIES.flatMap((t) => [0, 1].map((k) => ({ territory: t.id, commodity: COMMODITIES[(t.id * 2 + k) % COMMODITIES.length], value: 150 + 50 * t.column }))).map(
    (c, id) => Object.freeze({ id, ...c }),
  ),
);

export const DECKS = { captainsLog: CAPTAINS_LOG, piratesBooty: PIRATES_BOOTY } as const;
export type DeckName = keyof typeof DECKS;
export const DECK_NAMES: Readonly<Record<DeckName, string>> = { captainsLog: "Captain's Log", piratesBooty: "Pirate's Booty" };
