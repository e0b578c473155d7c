/**
 * Lasting bonuses (the windrose icon): what stays with a ship while its source does — a treasure
 * on the ship, a title card earned (Rise to Nobility), a relative rescued (Lost Family).
 * Amounts feed `bonusFor` (trade-and-upgrades/ship-attributes.ts); flags are asked with `hasLasting` where the rule
 * decides the matter (travel/peek.ts, gunfights, travel/travel.ts, missions-and-titles/privateer.ts).
 */
import type { IslandId } from "../content/basics";
import type { Lasting } from "../content/effects";
import { titleCard } from "../content/titles";
import { treasureCard } from "../content/treasures";
import type { S } from "../core/draft";
import { familyBonuses } from "../family-and-soulmates/family";
import type { SmtState } from "../state";
import type { Bonus } from "../content/effects";

type LastingKind = Lasting["kind"];

/**
 * Every lasting bonus a seat has now. Design: treasures count only on the ship, not in the chest
 * ("while on your ship"; a treasure hidden in the chest is out of play until scoring).
 */
export function lastingBonuses(s: S | SmtState, seat: number): Lasting[] {
  const out: Lasting[] = [];
  for (const t of s.players[seat].treasures) {
    const bonus = treasureCard(t).bonus;
    if (bonus.kind === "lasting") out.push(bonus.bonus);
  }
  for (const title of s.missions.players[seat].titles) out.push(...titleCard(title).bonuses);
  out.push(...familyBonuses(s.family, seat));
  return out;
}

/** Which bonus an amount-carrying lasting bonus adds to (flags add to none). */
function bonusOf(l: Lasting): Bonus | null {
  switch (l.kind) {
    case "strength":
    case "speed":
    case "movement":
    case "footprints":
    case "monsterSteps":
    case "duelCards":
    case "sellBonus":
    case "buyDiscount":
      return l.kind;
    case "handLimit":
      return l.deck === "crew" ? "crewHand" : "ritualHand";
    default:
      return null;
  }
}

/**
 * The sum of the seat's lasting bonuses of one kind. Design: no content gives a lasting hull
 * bonus, and the hold reads the hull upgrades alone (a bonus that leaves with a sold or stolen
 * treasure would otherwise leave cargo over capacity), so "hull" is always 0 here.
 * `sellBonus` is gold per Sell action that sells something; `buyDiscount` gold off per unit.
 */
export function lastingBonus(s: S | SmtState, seat: number, bonus: Bonus): number {
  let sum = 0;
  for (const l of lastingBonuses(s, seat)) if (bonusOf(l) === bonus && "amount" in l) sum += l.amount;
  return sum;
}

/** Whether the seat has a lasting bonus of this kind (safePeek, gunfightAtEqualSpeed, pirateHunter, ring…). */
export function hasLasting(s: S | SmtState, seat: number, kind: LastingKind): boolean {
  return lastingBonuses(s, seat).some((l) => l.kind === kind);
}

/** Gold for a Travel action ending on `island` (harbour fees on the seat's bonuses). */
export function harbourFee(s: S | SmtState, seat: number, island: IslandId): number {
  let sum = 0;
  for (const l of lastingBonuses(s, seat)) if (l.kind === "harbourFee" && l.island === island) sum += l.amount;
  return sum;
}
