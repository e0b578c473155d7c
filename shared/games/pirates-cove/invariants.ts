import { TREASURE_SUPPLY } from "./content/islands";
import { blackShipsFor } from "./content/legends";
import { GAME } from "./content/rules";
import { TRACKS } from "./content/sections";
import { TAVERN_CARD_COUNT } from "./content/tavern-cards";
import { capacity } from "./ships";
import type { PirateCoveState } from "./state";

/**
 * What must hold in every state, for the property tests and the long self-play script:
 * gold, fame and treasures whole and never negative; sections within their levels; holds not
 * overfull; every Tavern card in exactly one place; treasures conserved; the month in range.
 * Returns the first broken rule, or null.
 */
export function brokenInvariant(s: PirateCoveState): string | null {
  for (const [seat, p] of s.ships.entries()) {
    for (const v of [p.gold, p.fame, p.treasures, p.buried]) if (!Number.isInteger(v) || v < 0) return `seat ${seat}: a negative or broken count ${v}`;
    for (let i = 0; i < 4; i++) {
      const t = TRACKS[i];
      if (!(p.levels[i] >= t.min && p.levels[i] <= t.max)) return `seat ${seat}: section ${i} at ${p.levels[i]}`;
    }
    if (p.treasures > capacity(p)) return `seat ${seat}: ${p.treasures} treasures in a hold of ${capacity(p)}`;
    if (p.mastercrafts.length > (s.options.multipleMastercraft ? 4 : 1)) return `seat ${seat}: too many Mastercrafts`;
  }
  const places: number[] = [...s.tavernDeck, ...s.discard, ...s.destroyed, ...(s.combat?.inPlay ?? [])];
  for (const p of s.ships) {
    places.push(...p.hand, ...p.mastercrafts.map((m) => m.card));
    if (p.parrot) places.push(p.parrot.card);
  }
  for (const o of s.parrotOffers) places.push(o.card);
  if (places.length !== TAVERN_CARD_COUNT || new Set(places).size !== TAVERN_CARD_COUNT) return `Tavern cards not conserved: ${places.length} placed, ${new Set(places).size} distinct`;
  let treasures = s.treasureSupply + (s.combat ? s.combat.spoils + s.combat.overboard.reduce((a, b) => a + b, 0) : 0);
  for (const p of s.ships) treasures += p.treasures + p.buried;
  if (treasures !== TREASURE_SUPPLY) return `treasures not conserved: ${treasures}`;
  if (s.treasureSupply < 0) return "a negative treasure supply";
  if (s.month < 0 || s.month > GAME.months) return `month ${s.month}`;
  if (s.phase === "over" && (s.month !== GAME.months || s.winners.length === 0)) return "over before the twelfth month or without a winner";
  if (s.legends.length !== blackShipsFor(s.ships.length)) return "black ships lost";
  return null;
}
