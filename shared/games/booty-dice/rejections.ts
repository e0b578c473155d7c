import { reject, type Rejection } from "../../engine/rejection";
import { DICE, RULE } from "./content";

/** Every way Booty Dice says no: a stable code, a sentence for the player, the rule. */
export const Rejections = {
  notYourTurn: (name: string): Rejection => reject("turn/not_yours", `It is ${name}'s turn, not yours.`, RULE.howToPlay),
  noRollsLeft: (): Rejection =>
    reject("roll/none_left", `You have used all ${DICE.rollsPerTurn} rolls this turn.`, RULE.howToPlay),
  stopped: (): Rejection =>
    reject("roll/stopped", "You stopped rolling; your dice are being resolved.", RULE.howToPlay),
  notRolledYet: (): Rejection =>
    reject("roll/not_rolled_yet", "Roll the dice at least once before you stop.", RULE.howToPlay),
  badKeep: (why: string): Rejection => reject("roll/bad_keep", why, RULE.howToPlay),
  choiceNotExpected: (what: string): Rejection => reject("choice/not_expected", what, RULE.resolution),
  targetSelf: (rule: string): Rejection => reject("target/self", "You cannot pick yourself.", rule),
  targetEliminated: (name: string, rule: string): Rejection =>
    reject("target/eliminated", `${name} is out of the game.`, rule),
  targetUnknown: (seat: number, rule: string): Rejection =>
    reject("target/unknown_seat", `There is no pirate in seat ${seat}.`, rule),
  targetTooPoor: (name: string, has: number, asked: number): Rejection =>
    reject(
      "target/too_poor",
      has === 0
        ? `${name} has no doubloons to steal.`
        : `${name} has only ${has} doubloon${has === 1 ? "" : "s"}; you asked for ${asked}.`,
      RULE.jollyRoger,
    ),
} as const;
