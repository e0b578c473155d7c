/** The bot's fights: whom to board or outgun, and when a raid is worth it. */
import type { SmtAction } from "../actions";
import { fortress } from "../content/fortresses";
import { merchant } from "../content/merchants";
import type { S } from "../core/draft";
import { spaceIsland } from "../map/types";
import { cargoTotal } from "../trade-and-upgrades/cargo";
import { halfGold } from "./plunder";
import { effectiveStat } from "../trade-and-upgrades/ship-attributes";
import { find } from "../core/bot-helpers";
import { Plan } from "../setup-and-goals/bot-strategy";

/** Strength the bot expects when boarding the merchant on its space (known if face up or peeked). */
export function merchantOdds(s: S, seat: number): number | null {
  const me = s.players[seat];
  const slot = s.merchants[me.location];
  if (!slot || (!slot.faceUp && !me.peeked.includes(slot.id))) return null;
  const m = merchant(slot.id);
  return me.strength + (me.talent === "gunner" ? 1 : 0) - Math.max(0, m.strength - slot.damage);
}

/** How much stronger this seat is than another player's ship (strength with every bonus). */
export function boardingOdds(s: S, seat: number, other: number): number {
  return effectiveStat(s, seat, "strength") - effectiveStat(s, other, "strength");
}

export function boardingChoice(s: S, seat: number, legal: SmtAction[], p: Plan[]): SmtAction | null {
  const me = s.players[seat];
  const margin = p.includes("brigand") ? 0 : 1;
  const odds = merchantOdds(s, seat);
  if (odds !== null && odds >= margin) return find(legal, "board", (a) => "merchant" in a.target) ?? null;
  if (odds !== null && odds < margin) {
    const shoot = find(legal, "gunfight", (a) => "merchant" in a.target);
    if (shoot && odds >= margin - 2) return shoot;
  }
  for (const a of legal) {
    if (a.type !== "board" || !("seat" in a.target)) continue;
    const them = s.players[a.target.seat];
    const loot = halfGold(them.gold) + them.treasures.length * 500 + Math.floor(cargoTotal(them.cargo) / 2) * 250;
    if (me.strength - them.strength >= 2 && loot >= 300) return a;
  }
  return null;
}

export function raidWorthIt(s: S, seat: number, p: Plan[]): boolean {
  const me = s.players[seat];
  const island = spaceIsland(me.location)!;
  const slot = s.fortresses[island]!;
  const need = slot.faceUp ? fortress(slot.id).strength : 6;
  const margin = p.includes("conqueror") ? 0 : 1;
  return me.strength - need >= margin && !(slot.faceUp && fortress(slot.id).rule === "attackerNeedsSpeed4" && me.speed < 4);
}
