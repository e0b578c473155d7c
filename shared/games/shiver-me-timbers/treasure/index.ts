/**
 * Treasure hunts (Treasure) as a pure sub-module. See docs/rules/shiver-me-timbers.md.
 *
 *   set-up: newTreasureState(seats, chance)
 *   regular actions (main game spends one): treasure_scout (on any island), treasure_dig (on the card's island)
 *   free actions: treasure_begin, treasure_offer, treasure_discard, treasure_abandon; owed: treasure_keep / treasure_pick
 *   applyTreasure(t, seat, action, ctx, chance) -> rolls (grant/take), raised (onto the ship + one-time bonus),
 *     gained (reward onto the ship), spent (resources out of the hold)
 *   treasure rewards: offerTreasureReward(t, seat, chance), then the seat owes treasure_pick
 */
export * from "./types";
export { treasureActionSchema, isTreasureAction, TREASURE_REGULAR, type TreasureAction } from "./actions";
export { applyTreasure, offerTreasureReward } from "./apply";
export { chanceFrom, scriptedChance, type Chance, type Roll } from "./dice";
export { treasureLegalActions, treasureOwes } from "./legal";
export { newTreasureState, drawTop, discardShipTreasure, REWARD_LOOK, SCOUT_LOOK, TREASURE_CARD_LIMIT } from "./state";
export { treasurePublicView, treasureSeatView, type TreasurePublicView, type TreasureSeatView } from "./views";
export { treasureOwedBot, treasureWorth } from "./bot";
