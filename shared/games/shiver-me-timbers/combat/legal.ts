/** Legal combat actions (gunfights, boarding attacks, raids) and the winner's choice of plunder. */
import { RESOURCES, type IslandId } from "../content/basics";
import { merchant } from "../content/merchants";
import type { SmtAction } from "../actions";
import type { S } from "../core/draft";
import { boardingPlayersForbidden, equalSpeedGunfights } from "../events/events";
import { cargoTotal, freeHold } from "../trade-and-upgrades/cargo";
import { hasLasting } from "../trade-and-upgrades/lasting-bonuses";
import { effectiveStat } from "../trade-and-upgrades/ship-attributes";
import { halfGold } from "./plunder";

export const raidOptions = (s: S, island: IslandId): SmtAction[] => (s.fortresses[island] ? [{ type: "raid" }] : []);

/** At sea: board (or outgun, when faster) the merchant on this anchor and every other player here. */
export function attackOptions(s: S, seat: number): SmtAction[] {
  const me = s.players[seat];
  const here = me.location;
  const slot = s.merchants[here];
  const out: SmtAction[] = [];
  const equalSpeed = me.talent === "gunner" || hasLasting(s, seat, "gunfightAtEqualSpeed") || equalSpeedGunfights(s);
  if (slot) {
    out.push({ type: "board", target: { merchant: true } });
    if (slot.faceUp || me.peeked.includes(slot.id)) {
      const speed = merchant(slot.id).speed;
      const mine = effectiveStat(s, seat, "speed");
      if (mine > speed || (equalSpeed && mine === speed)) out.push({ type: "gunfight", target: { merchant: true } });
    }
  }
  s.players.forEach((other, target) => {
    if (target === seat || other.location !== here) return;
    if (!boardingPlayersForbidden(s)) out.push({ type: "board", target: { seat: target } });
    const mine = effectiveStat(s, seat, "speed");
    const theirs = effectiveStat(s, target, "speed");
    if (mine > theirs || (equalSpeed && mine === theirs)) out.push({ type: "gunfight", target: { seat: target } });
  });
  return out;
}

/** Half the gold, half the cargo (each resource as far as it goes) or one treasure of the loser `from`. */
export function plunderOptions(s: S, seat: number, from: number): SmtAction[] {
  const me = s.players[seat];
  const loser = s.players[from];
  const out: SmtAction[] = [];
  if (halfGold(loser.gold) > 0) out.push({ type: "plunder", take: { kind: "gold" } });
  const half = Math.min(Math.floor(cargoTotal(loser.cargo) / 2), freeHold(me));
  if (half > 0) {
    // Representative: the most valuable-first mix, and each single resource as far as it goes.
    for (const r of RESOURCES) {
      const n = Math.min(half, loser.cargo[r]);
      if (n > 0) out.push({ type: "plunder", take: { kind: "cargo", cargo: { cocoa: 0, rum: 0, sugar: 0, [r]: n } } });
    }
  }
  for (const t of loser.treasures) out.push({ type: "plunder", take: { kind: "treasure", treasure: t } });
  if (out.length === 0) out.push({ type: "plunder", take: { kind: "gold" } });
  return out;
}
