import type { SeatIndex } from "../../../engine/game";
import type { Rejection } from "../../../engine/rejection";
import { rollDice } from "../dice";
import { emit } from "../events";
import { spaceOf } from "../queries";
import { Rejections } from "../rejections";
import type { Combat, Fighter, PirateKingState } from "../state";
import { crewOf, diceOf, hit, holdsSword, seatOf } from "./fighters";
import { finishCombat } from "./outcome";

/** A fight that has not ended after this many rounds is a draw the attacker breaks off (never seen in play). */
const MAX_ROUNDS = 200;

/** Starts a fight and runs it until it ends or waits for a Jewel Encrusted Sword re-roll. */
export function startCombat(s: PirateKingState, reason: Combat["reason"], attacker: Fighter, defender: Fighter, thenFort: number | null = null): void {
  if (attacker.kind !== "ship") throw new Error("pirate-king: only ships attack");
  s.combat = { reason, attacker, defender, thenFort, dice: null, swordSide: null, round: 0 };
  const space = spaceOf(s.ships[attacker.ship!]);
  if (!s.foughtAt.includes(space)) s.foughtAt.push(space);
  emit(s, "combat", {
    reason,
    attacker: s.ships[attacker.ship!].owner,
    defender: defender.kind === "ship" ? s.ships[defender.ship!].owner : null,
    territory: defender.kind === "fort" ? defender.territory : null,
  });
  runCombat(s);
}

/**
 * Rounds (Combat › How do we fight?): both sides roll a die per manned cannon; the dice are
 * matched highest to highest, the lower die of each pair costs its side a crewman, ties
 * nothing, and extra dice of the side with more are dropped. Ends when a side has no crew.
 */
export function runCombat(s: PirateKingState): void {
  const c = s.combat!;
  while (s.pending === null) {
    if (crewOf(s, c.attacker) <= 0 || crewOf(s, c.defender) <= 0 || c.round >= MAX_ROUNDS) {
      finishCombat(s);
      return;
    }
    const atk = rollDice(s, diceOf(s, c.attacker));
    const def = rollDice(s, diceOf(s, c.defender));
    const side = holdsSword(s, c.attacker) ? "attacker" : holdsSword(s, c.defender) ? "defender" : null;
    if (side !== null) {
      c.dice = { attacker: atk, defender: def };
      c.swordSide = side;
      s.pending = { kind: "sword", seat: seatOf(s, c[side])! };
      return;
    }
    volley(s, c, atk, def);
  }
}

/** The Jewel Encrusted Sword: re-roll one of your dice this round, and keep the new roll. */
export function chooseSword(s: PirateKingState, seat: SeatIndex, die: number | null): Rejection | null {
  const c = s.combat;
  if (s.pending?.kind !== "sword" || c === null || c.dice === null || c.swordSide === null) return Rejections.notExpected("sword");
  const mine = c.dice[c.swordSide];
  if (die !== null && (!Number.isInteger(die) || die < 0 || die >= mine.length)) return Rejections.noDieToReroll();
  if (die !== null) {
    const from = mine[die];
    mine[die] = rollDice(s, 1)[0];
    emit(s, "sword", { seat, from, to: mine[die] });
  }
  const { attacker, defender } = c.dice;
  c.dice = null;
  c.swordSide = null;
  s.pending = null;
  volley(s, c, attacker, defender);
  runCombat(s);
  return null;
}

/**
 * The dice of one round matched highest to highest; the side with more dice keeps only its
 * highest. Each pair names the side that loses a crewman ("attacker", "defender") or a tie.
 */
export function matchDice(atk: readonly number[], def: readonly number[]): { a: number[]; d: number[]; losers: ("attacker" | "defender" | "tie")[] } {
  const a = atk.slice().sort((x, y) => y - x);
  const d = def.slice().sort((x, y) => y - x);
  const losers: ("attacker" | "defender" | "tie")[] = [];
  for (let i = 0; i < Math.min(a.length, d.length); i++) losers.push(a[i] > d[i] ? "defender" : d[i] > a[i] ? "attacker" : "tie");
  return { a, d, losers };
}

/** A round's hits, in pair order; a side with no crew left takes no more and deals no more. */
function volley(s: PirateKingState, c: Combat, atk: number[], def: number[]): void {
  const { a, d, losers } = matchDice(atk, def);
  for (const loser of losers) {
    if (crewOf(s, c.attacker) <= 0 || crewOf(s, c.defender) <= 0) break;
    if (loser !== "tie") hit(s, c[loser]);
  }
  c.round += 1;
  emit(s, "volley", { attacker: a, defender: d, attackerCrew: crewOf(s, c.attacker), defenderCrew: crewOf(s, c.defender) });
}
