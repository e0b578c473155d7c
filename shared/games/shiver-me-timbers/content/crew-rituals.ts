/**
 * The crew deck (The Bay) and the ritual deck (Isla Oscura): 27 cards each, 9 kinds × 3
 * copies (Components; rules-notes "9 kinds × 3 is a natural split", since cards are chosen,
 * not drawn). Kinds and ids match content/card-decks.ts (`<kind>#<copy>`). The six named
 * kinds follow rules-notes.md; the others, every cost and every effect are our design, in our
 * own words. Crew cost gold; rituals cost resources (Crew & Rituals › how to play them).
 */
import type { Resource } from "./basics";
import type { CardEffect, Timing } from "./effects";

export type CardDeck = "crew" | "ritual";

export interface CardKind {
  readonly id: string;
  readonly deck: CardDeck;
  readonly name: string;
  /** Crew: gold paid to play. */
  readonly gold: number;
  /** Rituals: resources discarded to play. */
  readonly resources: Readonly<Partial<Record<Resource, number>>>;
  readonly timing: Timing;
  readonly effect: CardEffect;
  readonly text: string;
}

const crew = (id: string, name: string, gold: number, timing: Timing, effect: CardEffect, text: string): CardKind =>
  ({ id, deck: "crew", name, gold, resources: {}, timing, effect, text });
const ritual = (id: string, name: string, resources: Partial<Record<Resource, number>>, timing: Timing, effect: CardEffect, text: string): CardKind =>
  ({ id, deck: "ritual", name, gold: 0, resources, timing, effect, text });

export const CREW_KINDS: readonly CardKind[] = [
  crew("daring-cabin-boy", "Daring Cabin Boy", 100, "ownTurn", { kind: "boost", stat: "movement", amount: 1 },
    "Up the mast with a spyglass: +1 movement point on each of your Travel actions this turn."),
  crew("veteran-sellsword", "Veteran Sellsword", 200, "anyTime", { kind: "boost", stat: "strength", amount: 1 },
    "+1 strength until the end of this turn."),
  crew("reckless-smuggler", "Reckless Smuggler", 300, "ownTurn", { kind: "addSeaRoute" },
    "Knows a secret passage: add one unused sea route to the map, following the rules of map building."),
  crew("scurvy-saboteur", "Scurvy Saboteur", 300, "anyTime", { kind: "opponentLosesUpgrade", attribute: "strength" },
    "Spikes a cannon: another player loses one strength upgrade."),
  crew("first-mate", "First Mate", 300, "ownTurn", { kind: "summon", monster: "sea-serpent" },
    "Lures the Sea Serpent onto a free special spot of a long sea route."),
  crew("masterful-spy", "Masterful Spy", 100, "anyTime", { kind: "peekMerchant" },
    "Peek at any face-down merchant; a pirate hunter seen this way does not attack."),
  crew("powder-monkey", "Powder Monkey", 200, "anyTime", { kind: "boost", stat: "speed", amount: 1 },
    "Trims the sails and runs the powder: +1 speed until the end of this turn."),
  crew("ships-surgeon", "Ship's Surgeon", 200, "combat", { kind: "boost", stat: "duelCards", amount: 1 },
    "Keeps you on your feet: draw 1 more duel card in the coming duel."),
  crew("quartermaster", "Quartermaster", 200, "ownTrade", { kind: "boost", stat: "sellBonusPerUnit", amount: 100 },
    "Drives a hard bargain: +100 G for each unit sold this turn."),
];

export const RITUAL_KINDS: readonly CardKind[] = [
  ritual("hummingbird-totem", "Hummingbird Totem", { sugar: 1 }, "anyTime", { kind: "boost", stat: "speed", amount: 2 },
    "Quick as a hummingbird: +2 speed until the end of this turn."),
  ritual("power-of-ik", "Power of Ik", { cocoa: 1, rum: 1 }, "anyTime", { kind: "boost", stat: "strength", amount: 2 },
    "The wind god fills your crew with fury: +2 strength until the end of this turn."),
  ritual("call-of-the-deep", "Call of the Deep", { cocoa: 1, rum: 1, sugar: 1 }, "ownTurn", { kind: "summon", monster: "kraken" },
    "Summons the Kraken onto a free special spot of a long sea route."),
  ritual("wind-whisper", "Wind Whisper", { sugar: 1 }, "ownTurn", { kind: "boost", stat: "movement", amount: 2 },
    "The breeze answers: +2 movement points on each of your Travel actions this turn."),
  ritual("blood-moon", "Blood Moon", { rum: 2 }, "combat", { kind: "opponentDuelCards", amount: -1 },
    "Your opponent in this combat draws 1 duel card fewer."),
  ritual("serpent-eye", "Serpent Eye", { cocoa: 1 }, "ownHunt", { kind: "advanceTrack", amount: 3 },
    "Shows the hidden way: advance 3 spaces on your treasure or monster track."),
  ritual("ghost-sails", "Ghost Sails", { rum: 1, sugar: 1 }, "ownTurn", { kind: "ghostPassage" },
    "Until the end of this turn pirate hunters neither attack you nor slow you down."),
  ritual("voodoo-doll", "Voodoo Doll", { cocoa: 2 }, "anyTime", { kind: "opponentRolls", die: "red" },
    "Another player rolls the red die and loses the upgrade it shows."),
  ritual("ancestors-blessing", "Ancestors' Blessing", { sugar: 2 }, "ownTurn", { kind: "roll", die: "white" },
    "Roll the white die and take its reward."),
];

export const COPIES_PER_KIND = 3;
export const CARD_KINDS: readonly CardKind[] = [...CREW_KINDS, ...RITUAL_KINDS];

const copies = (kinds: readonly CardKind[]) => kinds.flatMap((k) => Array.from({ length: COPIES_PER_KIND }, (_, i) => `${k.id}#${i + 1}`));
/** The decks in their fixed, unshuffled order (Game Set-up: "Don't shuffle them – the cards are chosen"). */
export const CREW_DECK: readonly string[] = copies(CREW_KINDS);
export const RITUAL_DECK: readonly string[] = copies(RITUAL_KINDS);

const byId = new Map(CARD_KINDS.map((k) => [k.id, k]));
export const kindOf = (card: string): string => card.split("#")[0];
export function cardKind(cardOrKind: string): CardKind {
  const found = byId.get(kindOf(cardOrKind));
  if (!found) throw new Error(`unknown crew or ritual card ${cardOrKind}`);
  return found;
}
export const isCardKind = (cardOrKind: string): boolean => byId.has(kindOf(cardOrKind));
