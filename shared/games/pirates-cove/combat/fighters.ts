import type { SeatIndex } from "../../../engine/game";
import { LEGENDS, ROYAL_NAVY, type LegendCard } from "../content/legends";
import { speed } from "../ships";
import { clockwiseFrom, leader, type Combat, type Fighter, type PirateCoveState } from "../state";

/** Who is in a battle and in what order they fire. */

export const legendCard = (s: PirateCoveState, combat: Combat): LegendCard | null =>
  combat.legend >= 0 ? LEGENDS[s.legends[combat.legend].legend] : null;

/** A Legendary Pirate that fights (afloat and not the defenceless Cacafuego) at `island`, as an index into `legends`, or -1. */
export function fightingLegendAt(s: PirateCoveState, island: number): number {
  return s.legends.findIndex((l) => l.afloat && l.island === island && !LEGENDS[l.legend].defenceless);
}

/** Whether any black ship (the Royal Navy or a Legendary Pirate) is still fighting. */
export const blackShipsAfloat = (combat: Combat): boolean => combat.navy || combat.legend >= 0;

export function fighterSpeed(s: PirateCoveState, combat: Combat, f: Fighter): number {
  if (f === "navy") return ROYAL_NAVY.sail;
  if (f === "legend") return legendCard(s, combat)?.sail ?? 0;
  return speed(s.ships[f], f, combat);
}

/** Whether `f` is still in the battle. */
export function inBattle(combat: Combat, f: Fighter): boolean {
  if (f === "navy") return combat.navy;
  if (f === "legend") return combat.legend >= 0;
  return combat.ships.includes(f);
}

/**
 * The firing order: fastest first. Ties: black ships before players (the Legendary Pirate,
 * then the Royal Navy), then players clockwise from the month's first player.
 */
export function firingOrder(s: PirateCoveState, combat: Combat): Fighter[] {
  const seatRank = clockwiseFrom(s.ships.length, leader(s));
  const fighters: Fighter[] = [];
  if (combat.legend >= 0) fighters.push("legend");
  if (combat.navy) fighters.push("navy");
  for (const seat of seatRank) if (combat.ships.includes(seat)) fighters.push(seat);
  const speeds = new Map(fighters.map((f) => [f, fighterSpeed(s, combat, f)]));
  const tie = (f: Fighter) => (f === "legend" ? -2 : f === "navy" ? -1 : seatRank.indexOf(f));
  return fighters.sort((a, b) => speeds.get(b)! - speeds.get(a)! || tie(a) - tie(b));
}

/** The player ships in firing order (for battle-card turns and flight). */
export function shipsBySpeed(s: PirateCoveState, combat: Combat): SeatIndex[] {
  return firingOrder(s, combat).filter((f): f is SeatIndex => typeof f === "number");
}

/** Whom `shooter` may fire at: a player must take out the black ships first; black ships fire at players only. */
export function targetsOf(combat: Combat, shooter: Fighter): Fighter[] {
  if (typeof shooter !== "number") return combat.ships.slice();
  if (blackShipsAfloat(combat)) {
    const out: Fighter[] = [];
    if (combat.legend >= 0) out.push("legend");
    if (combat.navy) out.push("navy");
    return out;
  }
  return combat.ships.filter((seat) => seat !== shooter);
}
