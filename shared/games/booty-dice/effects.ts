import type { SeatIndex } from "../../engine/game";
import { EFFECT } from "./content";
import type { Draft } from "./draft";
import { loseLives, payToTreasure } from "./losses";
import { doubloons, lives } from "./text";

/** One rule function per die effect. Each changes the draft and logs what happened. */

/** Doubloon: take 2 from the Buried Treasure (fewer, or none, if it runs dry). */
export function takeDoubloons(d: Draft, die: number): void {
  const seat = d.roller;
  const got = Math.min(EFFECT.doubloonGain, d.buriedTreasure);
  d.buriedTreasure -= got;
  d.pirates[seat].doubloons += got;
  d.emit(
    "doubloon",
    got > 0
      ? `${d.name(seat)} takes ${doubloons(got)} from the Buried Treasure.`
      : `${d.name(seat)} digs, but the Buried Treasure is empty.`,
    { seat, die, amount: got },
  );
}

/** Shield: take one from the War Chest, if any is left. */
export function takeShield(d: Draft, die: number): void {
  const seat = d.roller;
  const got = Math.min(1, d.warChest);
  d.warChest -= got;
  d.pirates[seat].shields += got;
  d.emit(
    "shield",
    got > 0 ? `${d.name(seat)} takes a shield from the War Chest.` : `${d.name(seat)} finds the War Chest empty.`,
    { seat, die, amount: got },
  );
}

/** Cutlass: the target loses a shield if they have one (back to the War Chest), else a life. */
export function cutlassHit(d: Draft, die: number, target: SeatIndex): void {
  const seat = d.roller;
  const p = d.pirates[target];
  if (p.shields > 0) {
    p.shields -= 1;
    d.warChest += 1;
    d.emit("cutlass", `${d.name(seat)}'s Cutlass hits ${d.name(target)}: ${d.name(target)} loses a shield.`, {
      seat,
      die,
      target,
      lost: "shield",
    });
    return;
  }
  d.emit("cutlass", `${d.name(seat)}'s Cutlass hits ${d.name(target)}: ${d.name(target)} loses a life.`, {
    seat,
    die,
    target,
    lost: "life",
  });
  loseLives(d, target, 1, "cutlass");
}

/** A Cutlass nobody could be hit by (cannot happen while two pirates live; kept safe anyway). */
export function cutlassMisses(d: Draft, die: number): void {
  d.emit("cutlass", `${d.name(d.roller)}'s Cutlass finds nobody to hit.`, { seat: d.roller, die, target: null });
}

/** Jolly Roger: take one doubloon from each listed pirate (a pirate listed twice gives two). */
export function steal(d: Draft, die: number, from: readonly SeatIndex[]): void {
  const seat = d.roller;
  const taken: SeatIndex[] = [];
  for (const victim of from) {
    const v = d.pirates[victim];
    if (v.doubloons === 0) continue;
    v.doubloons -= 1;
    d.pirates[seat].doubloons += 1;
    taken.push(victim);
  }
  let text: string;
  if (taken.length === 0) text = `${d.name(seat)}'s Jolly Roger finds nothing to steal.`;
  else if (taken.length === 1 || taken[0] === taken[1]) {
    text = `${d.name(seat)}'s Jolly Roger steals ${doubloons(taken.length)} from ${d.name(taken[0])}.`;
  } else {
    text = `${d.name(seat)}'s Jolly Roger steals a doubloon each from ${d.name(taken[0])} and ${d.name(taken[1])}.`;
  }
  d.emit("jollyRoger", text, { seat, die, from: taken, total: taken.length });
}

/** Walk the Plank: the roller loses a life; shields do not help. */
export function walkThePlank(d: Draft, die: number): void {
  const seat = d.roller;
  d.emit("plank", `${d.name(seat)} walks the plank and loses a life.`, { seat, die, lives: 1 });
  loseLives(d, seat, 1, "plank");
}

/** X Marks the Spot: the roller gives 2 doubloons (or what they have) to the Buried Treasure. */
export function buryDoubloons(d: Draft, die: number): void {
  const seat = d.roller;
  const paid = payToTreasure(d, seat, EFFECT.xPay);
  d.emit("x", `${d.name(seat)} buries ${doubloons(paid)} in the Buried Treasure.`, { seat, die, amount: paid });
}

/** Mutiny (3+ Waves): every other pirate loses 1 life, +1 per Wave beyond the third. */
export function mutiny(d: Draft, dice: readonly number[]): void {
  const seat = d.roller;
  const n = EFFECT.mutinyLives + dice.length - EFFECT.comboSize;
  const victims = d.othersAlive(seat);
  d.emit("mutiny", `Mutiny! ${d.name(seat)}'s ${dice.length} Waves cost every other pirate ${lives(n)}.`, {
    seat,
    dice,
    lives: n,
    victims,
  });
  for (const v of victims) {
    if (d.over) return;
    loseLives(d, v, n, "mutiny");
  }
}

/** Shipwreck (3+ Xs): every other pirate gives 3 doubloons, +1 per X beyond the third. */
export function shipwreck(d: Draft, dice: readonly number[]): void {
  const seat = d.roller;
  const n = EFFECT.shipwreckDoubloons + dice.length - EFFECT.comboSize;
  const victims = d.othersAlive(seat);
  const paid: Record<number, number> = {};
  for (const v of victims) paid[v] = payToTreasure(d, v, n);
  d.emit(
    "shipwreck",
    `Shipwreck! ${d.name(seat)}'s ${dice.length} Xs make every other pirate bury ${doubloons(n)}.`,
    { seat, dice, doubloons: n, paid },
  );
}

/**
 * Blackbeard's Curse (one of each face): every other pirate loses 2 lives, then gives 5
 * doubloons. Lives come first, so a pirate the curse knocks out is plundered by the roller.
 */
export function curse(d: Draft, dice: readonly number[]): void {
  const seat = d.roller;
  const victims = d.othersAlive(seat);
  d.emit(
    "curse",
    `Blackbeard's Curse! Every other pirate loses ${lives(EFFECT.curseLives)} and buries ${doubloons(EFFECT.curseDoubloons)}.`,
    { seat, dice, lives: EFFECT.curseLives, doubloons: EFFECT.curseDoubloons, victims },
  );
  for (const v of victims) {
    if (d.over) return;
    loseLives(d, v, EFFECT.curseLives, "curse");
    if (!d.pirates[v].eliminated) payToTreasure(d, v, EFFECT.curseDoubloons);
  }
}
