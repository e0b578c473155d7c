import type { SeatIndex } from "../../engine/game";
import { WIN_EVENT } from "../../engine/game";
import { DICE, WIN } from "./content";
import type { Draft } from "./draft";
import type { BootyDiceState, Pirate } from "./state";
import { doubloons } from "./text";

export const NO_DICE: readonly null[] = Object.freeze(Array.from({ length: DICE.count }, () => null));
export const NONE_KEPT: readonly boolean[] = Object.freeze(Array.from({ length: DICE.count }, () => false));

/** The next pirate clockwise who is still in the game. */
export function nextSeat(pirates: readonly Pirate[], from: SeatIndex): SeatIndex {
  const n = pirates.length;
  for (let k = 1; k <= n; k++) {
    const s = (from + k) % n;
    if (!pirates[s].eliminated) return s;
  }
  throw new Error("booty-dice: no pirate left to take a turn");
}

/** The living pirates with the most doubloons (several on a tie). */
export function richest(pirates: readonly Pirate[], minimum = 0): SeatIndex[] {
  let best = -1;
  let out: SeatIndex[] = [];
  pirates.forEach((p, s) => {
    if (p.eliminated || p.doubloons < minimum) return;
    if (p.doubloons > best) {
      best = p.doubloons;
      out = [s];
    } else if (p.doubloons === best) out.push(s);
  });
  return out;
}

/**
 * After the whole resolution: a pirate at 25+ doubloons wins (only the roller can gain during
 * a turn, so there is one; a tie would be shared). Otherwise the turn passes clockwise; after
 * the last allowed round the richest pirate wins.
 */
export function finishTurn(d: Draft): BootyDiceState {
  if (d.over) return gameOver(d, d.over.winners, d.over.reason);
  const rich = richest(d.pirates, WIN.doubloons);
  if (rich.length > 0) {
    const amount = d.pirates[rich[0]].doubloons;
    d.emit(WIN_EVENT, `${names(d, rich)} ${rich.length === 1 ? "wins" : "share the win"} with ${doubloons(amount)}!`, {
      winners: rich,
      reason: "doubloons",
    });
    return gameOver(d, rich, "doubloons");
  }
  const state = d.state;
  const next = nextSeat(d.pirates, state.current);
  const round = next <= state.current ? state.round + 1 : state.round;
  if (round > state.options.maxRounds) {
    const winners = richest(d.pirates);
    d.emit(
      WIN_EVENT,
      `The round limit is reached: ${names(d, winners)} ${winners.length === 1 ? "wins" : "share the win"} with the most doubloons.`,
      { winners, reason: "roundLimit" },
    );
    return gameOver(d, winners, "roundLimit");
  }
  d.emit("turn", `It is ${d.name(next)}'s turn.`, { seat: next, round });
  return d.commit({
    current: next,
    round,
    turn: state.turn + 1,
    phase: "rolling",
    rollsLeft: DICE.rollsPerTurn,
    dice: NO_DICE,
    kept: NONE_KEPT,
    plan: [],
    step: 0,
  });
}

function gameOver(d: Draft, winners: SeatIndex[], reason: BootyDiceState["endReason"]): BootyDiceState {
  return d.commit({ phase: "over", winners, endReason: reason, plan: [], step: 0 });
}

function names(d: Draft, seats: readonly SeatIndex[]): string {
  return seats.map((s) => d.name(s)).join(" and ");
}
