/**
 * Booty Dice content as data: the dice faces, the supplies, the size of every effect and the
 * resolution order. Rules read these numbers; nothing else hard-codes them.
 */

/** The six faces of a Booty Die, as stable ids (clients map them to art). */
export const FACES = ["doubloon", "x", "jollyRoger", "cutlass", "wave", "shield"] as const;
export type Face = (typeof FACES)[number];

/** Names as printed in the rulebook, for the game log. */
export const FACE_NAMES: Readonly<Record<Face, string>> = {
  doubloon: "Doubloon",
  x: "X Marks the Spot",
  jollyRoger: "Jolly Roger",
  cutlass: "Cutlass",
  wave: "Walk the Plank",
  shield: "Shield",
};

export const SUPPLY = {
  /** All doubloons in the box; what the pirates do not hold is the Buried Treasure. */
  totalDoubloons: 100,
  startingDoubloons: 5,
  startingLives: 10,
  /** All shields start in the War Chest. */
  totalShields: 30,
} as const;

export const DICE = {
  count: 6,
  rollsPerTurn: 3,
} as const;

export const EFFECT = {
  /** Doubloon: take this many from the Buried Treasure. */
  doubloonGain: 2,
  /** X Marks the Spot: give this many to the Buried Treasure. */
  xPay: 2,
  /** Jolly Roger: steal this many from other pirates. */
  jollyRogerSteal: 2,
  /** Three or more Waves (Mutiny) or Xs (Shipwreck) replace the single effects. */
  comboSize: 3,
  /** Mutiny: every other pirate loses this many lives, +1 per Wave beyond the third. */
  mutinyLives: 1,
  /** Shipwreck: every other pirate pays this many, +1 per X beyond the third. */
  shipwreckDoubloons: 3,
  curseLives: 2,
  curseDoubloons: 5,
} as const;

export const WIN = {
  doubloons: 25,
} as const;

/** Everything a die roll can make happen, in the order it is resolved. */
export type Effect =
  | "doubloon"
  | "shield"
  | "cutlass"
  | "jollyRoger"
  | "plank"
  | "x"
  | "mutiny"
  | "shipwreck"
  | "curse";

/**
 * The resolution order (docs/rules/booty-dice.md › Resolution order). The printed dice roll
 * cards were not available; this order follows rules-notes.md: gains first, then attacks,
 * then the roller's own losses, then the combinations.
 */
export const RESOLUTION_ORDER: readonly Effect[] = [
  "doubloon",
  "shield",
  "cutlass",
  "jollyRoger",
  "plank",
  "x",
  "mutiny",
  "shipwreck",
  "curse",
];

export const EFFECT_NAMES: Readonly<Record<Effect, string>> = {
  doubloon: "Doubloon",
  shield: "Shield",
  cutlass: "Cutlass",
  jollyRoger: "Jolly Roger",
  plank: "Walk the Plank",
  x: "X Marks the Spot",
  mutiny: "Mutiny",
  shipwreck: "Shipwreck",
  curse: "Blackbeard's Curse",
};

/** Rulebook sections, quoted in rejections. */
export const RULE = {
  howToPlay: "Booty Dice › How to play",
  howToWin: "Booty Dice › How to win",
  cutlass: "Booty Dice › Dice › Cutlass",
  jollyRoger: "Booty Dice › Dice › Jolly Roger",
  resolution: "Booty Dice › How to play (resolve the actions in order)",
  roundLimit: "docs/rules/booty-dice.md › Round limit",
} as const;
