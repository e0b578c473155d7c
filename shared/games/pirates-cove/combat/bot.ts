import type { SeatIndex } from "../../../engine/game";
import type { PirateCoveAction } from "../actions";
import { GAME } from "../content/rules";
import { CANNONS, SECTIONS } from "../content/sections";
import { TAVERN_CARDS } from "../content/tavern-cards";
import { distance, expectedHits, leadingRival, margin, weakest } from "../bot-sense";
import { diceOf, parrotKind } from "../ships";
import type { PirateCoveState } from "../state";
import { legendCard } from "./fighters";

/** Battle choices for the bot. */

type Fire = Extract<PirateCoveAction, { type: "fire" }>;

/** Aim at the black ship nearest to sinking, else at the player ship nearest to crippling, at its weakest section. */
export function chooseVolley(s: PirateCoveState, seat: SeatIndex, legal: readonly PirateCoveAction[]): PirateCoveAction {
  const fires = legal.filter((a): a is Fire => a.type === "fire");
  const c = s.combat!;
  const me = s.ships[seat];
  const plain = fires.filter((a) => a.card === undefined);
  let choice: Fire = plain[0];
  let bestScore = Infinity;
  const n = s.ships.length;
  for (const a of plain) {
    const base =
      a.target === "legend" ? s.legends[c.legend].hull : a.target === "navy" ? (s.navy?.hull ?? 99) : margin(s.ships[a.target as number], SECTIONS.indexOf(a.section));
    const score = base + (typeof a.target === "number" ? distance(n, seat, a.target) / (2 * n) : 0);
    if (score < bestScore) {
      bestScore = score;
      choice = a;
    }
  }
  // A Grapeshot attack on a black ship when the cannons can take the recoil; a Six Gun Salute on a ship near crippling.
  const safeRecoil = margin(me, CANNONS) >= 3 && parrotKind(me) !== "silverParrot";
  for (const a of fires) {
    if (a.card === undefined || a.target !== choice.target || a.section !== choice.section) continue;
    const kind = TAVERN_CARDS[a.card].kind;
    if (kind === "grapeshot" && typeof a.target !== "number" && safeRecoil) return a;
    if (kind === "sixGunSalute" && typeof a.target === "number" && weakest(s.ships[a.target]).margin <= 1) return a;
  }
  return choice;
}

/** The Royal Navy's sender aims her at the leading rival present, at its weakest section. */
export function chooseNavyVolley(s: PirateCoveState, seat: SeatIndex, legal: readonly PirateCoveAction[]): PirateCoveAction {
  const c = s.combat!;
  const rival = leadingRival(s, seat);
  const target = c.ships.includes(rival) ? rival : c.ships.reduce((a, b) => (s.ships[b].fame > s.ships[a].fame ? b : a));
  const section = SECTIONS[weakest(s.ships[target]).section];
  return legal.find((a) => a.type === "navyFire" && a.target === target && a.section === section) ?? legal[0];
}

/** Flee when a section is one hit from crippling and the enemy fires enough to land it. */
export function chooseFlight(s: PirateCoveState, seat: SeatIndex): PirateCoveAction {
  const c = s.combat!;
  const me = s.ships[seat];
  const w = weakest(me);
  if (w.margin > 1) return { type: "stay" };
  const legend = legendCard(s, c);
  let incoming = legend ? expectedHits(legend.dice, GAME.hitsOn) : 0;
  if (c.navy) incoming += expectedHits(4, GAME.hitsOn);
  for (const other of c.ships) if (other !== seat) incoming = Math.max(incoming, expectedHits(diceOf(s.ships[other], c), GAME.hitsOn));
  const mine = expectedHits(diceOf(me, c), GAME.hitsOn);
  const close = legend ? s.legends[c.legend].hull <= mine : c.ships.every((o) => o === seat || weakest(s.ships[o]).margin <= 0);
  return incoming >= 0.9 && w.margin === 0 && !close ? { type: "flee" } : { type: "stay" };
}

/**
 * Battle cards: Smoke screen and Blow me down always help; a Grapple attack when the crew
 * outnumber the cannons; Avast belay! once its own cards are down, when the other ships hold
 * two cards or more between them (hand sizes are public).
 */
export function chooseBattleCard(s: PirateCoveState, seat: SeatIndex, legal: readonly PirateCoveAction[]): PirateCoveAction | null {
  const me = s.ships[seat];
  let avast: PirateCoveAction | null = null;
  for (const a of legal) {
    if (a.type !== "battleCard") continue;
    const kind = TAVERN_CARDS[a.card].kind;
    if (kind === "smokeScreen" || kind === "blowMeDown") return a;
    if (kind === "grappleAttack" && me.levels[1] > me.levels[2]) return a;
    if (kind === "avastBelay") avast = a;
  }
  const theirs = s.combat!.ships.reduce((sum, other) => sum + (other === seat ? 0 : s.ships[other].hand.length), 0);
  return avast && theirs >= 2 ? avast : null;
}

/** A Powder keg against a Legendary Pirate about to sink, when our own hull can take it. */
export function choosePowderKeg(s: PirateCoveState, seat: SeatIndex, legal: readonly PirateCoveAction[]): PirateCoveAction | null {
  const c = s.combat!;
  const keg = legal.find((a) => a.type === "powderKeg");
  if (!keg || c.legend < 0 || parrotKind(s.ships[seat]) === "flintParrot") return null;
  return s.legends[c.legend].hull <= 3 && margin(s.ships[seat], 3) >= 3 ? keg : null;
}
