/** The six talents. Only Tramp is named by the rulebook; the effects of the others are our design. */
export const TALENTS = ["tramp", "navigator", "swashbuckler", "haggler", "digger", "gunner"] as const;
export type TalentId = (typeof TALENTS)[number];

/** A talent as a sentence names it. */
export const TALENT_NAMES: Readonly<Record<TalentId, string>> = {
  tramp: "Tramp", navigator: "Navigator", swashbuckler: "Swashbuckler", haggler: "Haggler", digger: "Digger", gunner: "Gunner",
};

export const TALENT_TEXT: Readonly<Record<TalentId, string>> = {
  tramp: "Peeking at a pirate hunter does not make it attack you.",
  navigator: "+1 movement point on every Travel action.",
  swashbuckler: "Draw 5 duel cards instead of 4.",
  haggler: "Buy resources for 50 G a unit; +100 G on every Sell action that sells something.",
  digger: "+2 footprints per treasure hunt action.",
  gunner: "Gunfights at equal speed; +1 strength when boarding merchants.",
};

export const NAVIGATOR_BONUS = 1;
export const HAGGLER_BUY_PRICE = 50;
export const HAGGLER_SELL_BONUS = 100;
export const SWASHBUCKLER_HAND = 5;
export const GUNNER_MERCHANT_STRENGTH = 1;
export const DIGGER_FOOTPRINTS = 2;
