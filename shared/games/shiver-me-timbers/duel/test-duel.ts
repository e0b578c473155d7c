/** Test helpers: duels with stacked hands, a fixed seed, and a driver. Used only by *.test.ts. */
import { Random, seedRng, type SeatIndex } from "../../../engine";
import type { DuelAction } from "./actions";
import { applyDuel } from "./apply";
import { DUEL_CARD_IDS, type DuelCardId } from "./cards";
import { startDuel } from "./start";
import type { DuelSetup, DuelSide, DuelState } from "./types";

export const rng = (seed = 1) => Random.from(seedRng(seed));

export function side(over: Partial<DuelSide> & { seat: SeatIndex }): DuelSide {
  return { strength: 3, speed: 3, handSize: 4, name: over.seat === 0 ? "Anne" : "Bob", ...over };
}

/**
 * A deck whose unshuffled deal gives exactly these hands (dealing alternates, attacker first);
 * the other cards follow in their fixed order.
 */
export function stackedDeck(attacker: readonly DuelCardId[], defender: readonly DuelCardId[]): DuelCardId[] {
  const top: DuelCardId[] = [];
  for (let i = 0; i < Math.max(attacker.length, defender.length); i++) {
    if (i < attacker.length) top.push(attacker[i]);
    if (i < defender.length) top.push(defender[i]);
  }
  return [...top, ...DUEL_CARD_IDS.filter((id) => !top.includes(id))];
}

/** A duel already dealt with these hands (hand sizes follow the lists). */
export function duelWith(
  attacker: readonly DuelCardId[],
  defender: readonly DuelCardId[],
  over: Partial<Omit<DuelSetup, "attacker" | "defender">> & { attacker?: Partial<DuelSide>; defender?: Partial<DuelSide> } = {},
): DuelState {
  const setup: DuelSetup = {
    kind: over.kind ?? "boarding",
    rules: over.rules,
    prelude: over.prelude,
    attacker: side({ seat: 0, handSize: attacker.length, ...over.attacker }),
    defender: side({ seat: 1, handSize: defender.length, ...over.defender }),
  };
  return startDuel(setup, { draw: stackedDeck(attacker, defender), discard: [] }, rng(), { shuffle: false }).duel;
}

/** Applies actions that must all be legal; returns the final duel. */
export function play(duel: DuelState, steps: ReadonlyArray<readonly [SeatIndex, DuelAction]>, seed = 7): DuelState {
  const random = rng(seed);
  let d = duel;
  for (const [seat, action] of steps) {
    const r = applyDuel(d, seat, action, random);
    if (!r.ok) throw new Error(`${JSON.stringify(action)} rejected: ${r.rejection.code} ${r.rejection.message}`);
    d = r.duel;
  }
  return d;
}

/** Freezes deeply, so that a rule mutating its input throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

/** Every card id the duel holds, wherever it is. */
export function cardsOf(duel: DuelState): DuelCardId[] {
  return [...duel.stock, ...duel.attacker.hand, ...duel.defender.hand, ...duel.played.map((p) => p.card), ...duel.setAside];
}
