import { reject, type Rejection } from "../../engine/rejection";
import { GREAT_TREASURES } from "./content/cards";
import { LEVELS } from "./content/sea-chart";
import { RULE } from "./content/ship";
import { TERRITORIES } from "./content/territories";

const tName = (id: number) => TERRITORIES[id]?.name ?? `territory ${id}`;
const gName = (id: number) => GREAT_TREASURES[id] ?? `treasure ${id}`;

/** Every way Pirate King says no: a stable code, a sentence for the player, the rule. */
export const Rejections = {
  notYourTurn: (name: string): Rejection => reject("turn/not_yours", `It is ${name}'s turn, not yours.`, RULE.movement),
  waitingFor: (name: string, what: string): Rejection => reject("turn/waiting", `The game waits for ${name} to ${what}.`, RULE.movement),
  notExpected: (what: string): Rejection => reject("decision/not_expected", `There is no ${what} decision to make now.`, RULE.movement),
  decideFirst: (what: string): Rejection => reject("decision/pending", `First decide: ${what}.`, RULE.movement),
  wrongStage: (what: string, when: string): Rejection => reject("turn/wrong_time", `You can ${what} only ${when}.`, RULE.movement),
  badPort: (id: number): Rejection => reject("port/unavailable", `${tName(id)} is not a free port of origin.`, RULE.turn),
  badSail: (why: string): Rejection => reject("sail/bad_marker", why, RULE.movement),
  noReroll: (): Rejection => reject("wind/no_reroll", "Only the Black Sails re-roll the wind die, once a turn.", RULE.treasures),
  cannotCapture: (why: string): Rejection => reject("territory/cannot_capture", why, RULE.territory),
  noLockPick: (): Rejection => reject("card/not_held", "You hold no Lock Pick.", RULE.faq),
  noDecree: (): Rejection => reject("card/not_held", "You hold no Royal Decree.", RULE.faq),
  atCap: (cap: number): Rejection => reject("territory/cap", `You already hold ${cap} territories, the most a player may.`, RULE.territory),
  noRoomFor: (what: string): Rejection => reject("ship/full", `Your ship has no room for another ${what}.`, RULE.combat),
  badPassage: (): Rejection => reject("passage/not_a_passage", "Choose a Secret Passage space (or stay where you are).", RULE.passage),
  badTarget: (why: string): Rejection => reject("target/invalid", why, RULE.special),
  noDieToReroll: (): Rejection => reject("sword/no_such_die", "Choose one of your own dice of this round.", RULE.treasures),
  notInDebt: (): Rejection => reject("debt/none", "You owe nothing: fortifications can only be torn down to pay a debt.", RULE.fortifications),
  notYourTerritory: (id: number): Rejection => reject("territory/not_yours", `${tName(id)} is not yours.`, RULE.territory),
  notTheirTerritory: (id: number): Rejection => reject("territory/not_theirs", `${tName(id)} does not belong to the captain who owes the bounty.`, RULE.bounty),
  nothingToTearDown: (name: string): Rejection => reject("territory/settlement", `${name} is a Settlement: there is nothing to tear down.`, RULE.fortifications),
  noSuchTreasure: (id: number): Rejection => reject("treasure/unknown", `There is no Great Treasure ${id}.`, RULE.treasures),
  notYourTreasure: (id: number): Rejection => reject("treasure/not_yours", `You do not own the ${gName(id)}.`, RULE.treasures),
  treasureUnavailable: (id: number, why: string): Rejection => reject("treasure/unavailable", `The ${gName(id)} ${why}.`, RULE.treasures),
  tooPoor: (need: number, what: string): Rejection => reject("money/too_poor", `You need ${need} bronze to ${what}.`, RULE.seaChart),
  noTradeRoute: (id: number): Rejection =>
    reject("upgrade/no_trade_route", `${tName(id)} needs a trade route: own an adjacent territory of the same colour first.`, RULE.fortifications),
  topLevel: (id: number): Rejection => reject("upgrade/castle", `${tName(id)} is already a ${LEVELS[5]}.`, RULE.fortifications),
  noShop: (why: string): Rejection => reject("shop/closed", why, RULE.fortifications),
  noSuchShip: (id: number): Rejection => reject("ship/not_yours", `Ship ${id} is not one of your ships afloat.`, RULE.movement),
  noSuchCard: (card: string): Rejection => reject("card/not_held", `You do not hold the card ${card}.`, RULE.cards),
  cardNotPlayable: (why: string): Rejection => reject("card/not_playable", why, RULE.faq),
  noForcedAttack: (why: string): Rejection => reject("attack/not_allowed", why, RULE.treasures),
  parlay: (code: string, why: string): Rejection => reject(`parlay/${code}`, why, RULE.parlay),
} as const;
