/**
 * Monsters (Monsters) as a pure sub-module. See docs/rules/shiver-me-timbers.md.
 *
 *   set-up: newMonsterState(seats, chance)
 *   First Mate / Call of the Deep resolved: summonMonster(m, monster, spot) (the summoner picks a free special spot)
 *   special spots: spotBlocked(m, spot) while a monster lies there
 *   monster_hunt (regular action on the monster's spot); monster_offer (free: a resource per space, Icons)
 *   owed: monster_sacrifice, monster_tide, monster_reward (monsterChooser)
 *   Serpent Eye: advanceOnTrack(m, seat, monster, steps, ctx)
 *   results: rolls (red die: the main game takes the upgrade), paid (take it), offered (take it), defeated, reward (VP, rewards)
 */
export * from "./types";
export { monsterActionSchema, isMonsterAction, MONSTER_REGULAR, type MonsterAction } from "./actions";
export { applyMonster, advanceOnTrack, summonMonster, spotBlocked } from "./apply";
export { monsterLegalActions, monsterChooser } from "./legal";
export { newMonsterState, MONSTER_IDS } from "./state";
export { monsterPublicView, monsterSeatView, type MonsterPublicView } from "./views";
export { monsterOwedBot } from "./bot";
