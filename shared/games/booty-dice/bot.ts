import type { SeatIndex } from "../../engine/game";
import type { Random } from "../../engine/rng";
import type { BootyDiceAction } from "./actions";
import { DICE, EFFECT, FACES, WIN, type Face } from "./content";
import { countFaces } from "./plan";
import type { BootyDiceState, Pirate } from "./state";
import { cutlassTargets, stealTargets } from "./targets";

/**
 * A sensible pirate. Rolling: every face gets a value for this pirate in this situation
 * (doubloons matter more near 25, shields and Waves matter more on few lives…); a die is
 * kept when its value beats the average value of a fresh die, combinations are kept when they
 * pay, and the pirate stops once every die is worth keeping. Targets: finish off a pirate for
 * the plunder, otherwise hurt the leader; steal from the richest.
 */
export function bot(state: BootyDiceState, seat: SeatIndex, random: Random): BootyDiceAction {
  if (state.phase === "resolving") {
    const effect = state.plan[state.step].effect;
    if (effect === "cutlass") return { type: "cutlass", target: pickCutlassTarget(state, seat, random) };
    return { type: "jollyRoger", from: pickStealVictims(state, seat) };
  }
  if (state.rollsLeft === DICE.rollsPerTurn) return { type: "roll", keep: [] };
  const keep = chooseKeep(state, seat);
  return keep.length === DICE.count ? { type: "stop" } : { type: "roll", keep };
}

/** How much one more die of each face would be worth to `seat` now (single effects). */
export function faceValues(state: BootyDiceState, seat: SeatIndex): Record<Face, number> {
  const me = state.pirates[seat];
  const others = cutlassTargets(state.pirates, seat).map((s) => state.pirates[s]);
  const othersGold = others.reduce((sum, p) => sum + p.doubloons, 0);
  const nearWin = me.doubloons >= WIN.doubloons - 8 ? 1.5 : 0;
  const killable = others.some((p) => p.shields === 0 && p.lives <= 2);
  const fragile = me.lives <= 3 ? 6 : me.lives <= 5 ? 2 : 0;
  return {
    doubloon: state.buriedTreasure > 0 ? 3 + nearWin : 0,
    jollyRoger: othersGold > 0 ? 3.5 + nearWin : 0,
    cutlass: 2.5 + (killable ? 2 : 0),
    shield: state.warChest > 0 ? 1 + (me.lives <= 5 ? 1.5 : 0) - (me.shields >= 3 ? 1 : 0) : 0,
    x: me.doubloons > 0 ? -2 - nearWin : 0,
    wave: -3 - fragile,
  };
}

/** Indices of the dice to keep; all six means stop. */
export function chooseKeep(state: BootyDiceState, seat: SeatIndex): number[] {
  const dice = state.dice as Face[];
  const count = countFaces(dice);
  const value = faceValues(state, seat);
  const all = dice.map((_, i) => i);

  // Blackbeard's Curse is showing: every other pirate loses 2 lives and 5 doubloons. Take it.
  if (FACES.every((f) => count[f] === 1)) return all;

  const me = state.pirates[seat];
  const others = cutlassTargets(state.pirates, seat).map((s) => state.pirates[s]);
  const keepFace = new Set<Face>();
  for (const f of FACES) if (value[f] > freshDieValue(value)) keepFace.add(f);

  // Mutiny costs the roller nothing and hits everyone else: keep the Waves.
  if (count.wave >= EFFECT.comboSize) keepFace.add("wave");
  // Shipwreck pays when the others hold enough gold to sink.
  if (count.x >= EFFECT.comboSize) {
    const n = EFFECT.shipwreckDoubloons + count.x - EFFECT.comboSize;
    const sunk = others.reduce((sum, p) => sum + Math.min(n, p.doubloons), 0);
    const leaderNear = others.some((p) => p.doubloons >= WIN.doubloons - 8);
    if (sunk >= 2 * count.x || leaderNear) keepFace.add("x");
  }

  const keep = all.filter((i) => keepFace.has(dice[i]));
  // Close to 25: stop as soon as the dice already win (and the plank will not end us).
  if (keep.length < DICE.count && projectedDoubloons(me, count, state.buriedTreasure) >= WIN.doubloons) {
    const planks = count.wave >= EFFECT.comboSize ? 0 : count.wave;
    if (me.lives > planks) return all;
  }
  return keep;
}

/** The average value of a die rolled afresh. */
function freshDieValue(value: Record<Face, number>): number {
  let sum = 0;
  for (const f of FACES) sum += value[f];
  return sum / FACES.length;
}

function projectedDoubloons(me: Pirate, count: Record<Face, number>, treasure: number): number {
  const gain = Math.min(treasure, EFFECT.doubloonGain * count.doubloon) + EFFECT.jollyRogerSteal * count.jollyRoger;
  const pay = count.x >= EFFECT.comboSize ? 0 : EFFECT.xPay * count.x;
  return me.doubloons + gain - pay;
}

/** Finish off a pirate for the plunder (the richer the better), else hurt the leader. */
export function pickCutlassTarget(state: BootyDiceState, seat: SeatIndex, random: Random): SeatIndex {
  const targets = cutlassTargets(state.pirates, seat);
  let best: SeatIndex[] = [];
  let bestScore = -Infinity;
  for (const t of targets) {
    const p = state.pirates[t];
    let score: number;
    if (p.shields === 0 && p.lives === 1) score = 1000 + p.doubloons;
    else {
      score = p.doubloons * 2 + (10 - p.lives) * 1.5;
      if (p.shields > 0) score -= 8;
      if (p.doubloons >= WIN.doubloons - 6) score += 20;
    }
    if (score > bestScore) {
      bestScore = score;
      best = [t];
    } else if (score === bestScore) best.push(t);
  }
  return best.length === 1 ? best[0] : random.pick(best);
}

/** One doubloon at a time from whoever holds the most (ties: the earlier seat clockwise). */
export function pickStealVictims(state: BootyDiceState, seat: SeatIndex): [SeatIndex, SeatIndex] {
  const purse = new Map<SeatIndex, number>();
  for (const s of stealTargets(state.pirates, seat)) purse.set(s, state.pirates[s].doubloons);
  const from: SeatIndex[] = [];
  for (let k = 0; k < EFFECT.jollyRogerSteal; k++) {
    let pick = -1;
    for (const [s, n] of purse) if (n > 0 && (pick < 0 || n > (purse.get(pick) ?? 0))) pick = s;
    if (pick < 0) break;
    from.push(pick);
    purse.set(pick, (purse.get(pick) ?? 0) - 1);
  }
  // A choice is only asked for when the others hold more than two doubloons.
  if (from.length !== 2) throw new Error("booty-dice bot: a Jolly Roger choice with under two doubloons to take");
  return [from[0], from[1]];
}
