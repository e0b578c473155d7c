/**
 * Missions and title quests (Missions; Rise to Nobility) as a pure sub-module. See
 * docs/rules/shiver-me-timbers.md.
 *
 *   set-up: newMissionState(seats, chance); the Port Royal origin: offerMissionLook(m, seat, ORIGIN_LOOK, chance)
 *   mission_acquire (regular action on Port Royal), mission_keep / mission_return (owed), mission_discard, mission_claim (free)
 *   every deed (a duel won, a raise, a card played, a sale, an arrival): recordDeed(m, seat, deed)
 *   a claim returns rewards to grant, gold/cargo to take, the card's VP and the title earned
 */
export * from "./types";
export { missionActionSchema, isMissionAction, MISSION_REGULAR, type MissionAction } from "./actions";
export { applyMission, recordDeed, offerMissionLook, describeTask } from "./apply";
export { deedMeets, foeMatches, isDeedTask, type Deed, type DefeatedFoe } from "./deeds";
export { missionLegalActions, missionOwes } from "./legal";
export { newMissionState, holdsOfficial, ACQUIRE_LOOK, MISSION_LIMIT, ORIGIN_LOOK } from "./state";
export { missionPublicView, missionSeatView, type MissionPublicView, type MissionSeatView } from "./views";
export { missionOwedBot, missionWorth } from "./bot";
