/**
 * Lost Family and Find a Soulmate as a pure sub-module. See docs/rules/shiver-me-timbers.md.
 *
 *   set-up: newFamilyState(seats, chance)
 *   a relative rescued (pirate hunter beaten, mission claimed, relative card raised): rescueRelative(f, seat, id, source)
 *   abilities and VP: familyBonuses(f, seat), familyVp(f, seat)
 *   a ring found (ring treasure, or `ring` from rescueRelative): beginCourtship(f, seat)
 *   owed: family_wish_discard (the right-hand neighbour), family_wish_choose (the suitor; courtshipActors)
 *   deeds: recordWishDeed(f, seat, deed); free action: family_wish_reveal -> soulmate marker and VP, goods to take
 */
export * from "./types";
export { familyActionSchema, isFamilyAction, type FamilyAction } from "./actions";
export { newFamilyState, rescueRelative, familyBonuses, familyVp } from "./family";
export { applyFamily, beginCourtship, courtshipActors, recordWishDeed, rightHandOf } from "./courtship";
export { familyPublicView, familySeatView, type FamilyPublicView } from "./views";
export { familyOwedBot, wishDifficulty } from "./bot";
