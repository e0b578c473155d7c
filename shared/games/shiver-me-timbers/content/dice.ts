/**
 * Bonus and damage dice (Icons). Faces are our design; the rulebook names the rewards only:
 * green = 1 unit of a resource, white = 1 extra action / 200 Gold / 1 upgrade, red = lose an
 * upgrade of the icon rolled.
 */
export type GreenFace = "cocoa" | "rum" | "sugar" | "empty";
export type WhiteFace = "action" | "gold" | "upgrade" | "empty";
export type RedFace = "speed" | "strength" | "hull" | "empty";

export const GREEN_DIE: readonly GreenFace[] = ["cocoa", "rum", "sugar", "cocoa", "empty", "empty"];
export const WHITE_DIE: readonly WhiteFace[] = ["action", "gold", "upgrade", "gold", "empty", "empty"];
export const RED_DIE: readonly RedFace[] = ["speed", "strength", "hull", "empty", "empty", "empty"];
export const WHITE_GOLD = 200;
