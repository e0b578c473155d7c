import type { SeatIndex } from "../../../engine/game";
import { TREASURE } from "../content/cards";
import { MONEY } from "../content/ship";
import { SEA_CHART } from "../content/sea-chart";
import { TERRITORIES } from "../content/territories";
import { emit } from "../events";
import { cash, territoriesOf } from "../queries";
import { Rejections } from "../rejections";
import type { Debt, PirateKingState } from "../state";
import { setTerritory, TREASURE_HIDDEN } from "../state";
import { fromMerchant, merchantCovers, transfer } from "./pay";
import type { Rejection } from "../../../engine/rejection";

/**
 * Paying a debt larger than the purse (Combat › Bounty): cash goes first down to the last 50
 * bronze; then fortifications are torn down one level at a time for their full upgrade price,
 * or Great Treasures sold back for 500; when nothing is left the rest is paid too, and the
 * Merchant covers the difference (and on a bounty the winner takes a territory of choice).
 */
export function raisable(s: PirateKingState, seat: SeatIndex): { territories: number[]; treasures: number[] } {
  return {
    territories: territoriesOf(s, seat).filter((t) => s.territories[t].level > 0),
    treasures: s.treasures.flatMap((owner, t) => (owner === seat ? [t] : [])),
  };
}

function canRaise(s: PirateKingState, seat: SeatIndex): boolean {
  const r = raisable(s, seat);
  return r.territories.length > 0 || r.treasures.length > 0;
}

/** Pays what can be paid now; asks for a decision, or finishes the debt. */
export function settleDebt(s: PirateKingState, debt: Debt): void {
  const more = canRaise(s, debt.payer);
  const pay = Math.min(debt.amount, more ? Math.max(0, cash(s, debt.payer) - MONEY.keepBack) : cash(s, debt.payer));
  if (pay > 0) {
    transfer(s, debt.payer, debt.to, pay);
    emit(s, "pay", { seat: debt.payer, to: debt.to === "chest" ? -1 : debt.to, amount: pay, reason: debt.reason });
  }
  const left = { ...debt, amount: debt.amount - pay };
  if (left.amount === 0) return;
  if (more) {
    s.pending = { kind: "debt", seat: debt.payer, debt: left };
    return;
  }
  merchantCovers(s, debt.payer, debt.to, left.amount);
  if (debt.seizeBy !== null && territoriesOf(s, debt.payer).length > 0) {
    s.pending = { kind: "seize", seat: debt.seizeBy, from: debt.payer };
  }
}

/** Tear down one level of a fortification to pay a debt (full value back from the Merchant). */
export function tearDown(s: PirateKingState, seat: SeatIndex, territory: number): Rejection | null {
  const p = s.pending;
  if (p?.kind !== "debt") return Rejections.notInDebt();
  const t = s.territories[territory];
  if (!t || t.owner !== seat) return Rejections.notYourTerritory(territory);
  if (t.level === 0) return Rejections.nothingToTearDown(TERRITORIES[territory].name);
  const amount = SEA_CHART[TERRITORIES[territory].column].upgrade;
  setTerritory(s, territory, { level: t.level - 1 });
  fromMerchant(s, seat, amount);
  emit(s, "tearDown", { seat, territory, level: t.level - 1, amount });
  s.pending = null;
  settleDebt(s, p.debt);
  return null;
}

/** Sell a Great Treasure back to the Merchant: as a free action on your turn, or to pay a debt. */
export function sellTreasure(s: PirateKingState, seat: SeatIndex, treasure: number): Rejection | null {
  if (!(treasure in TREASURE_VALUES)) return Rejections.noSuchTreasure(treasure);
  if (s.treasures[treasure] !== seat) return Rejections.notYourTreasure(treasure);
  s.treasures[treasure] = TREASURE_HIDDEN;
  fromMerchant(s, seat, MONEY.greatTreasurePrice);
  emit(s, "treasureSold", { seat, treasure });
  const p = s.pending;
  if (p?.kind === "debt") {
    s.pending = null;
    settleDebt(s, p.debt);
  }
  return null;
}

const TREASURE_VALUES: Record<number, true> = Object.fromEntries(Object.values(TREASURE).map((t) => [t, true]));

/** The winner of a fight takes a territory of the debtor who could not pay the bounty. */
export function seize(s: PirateKingState, seat: SeatIndex, territory: number, cap: number): Rejection | null {
  const p = s.pending;
  if (p?.kind !== "seize") return Rejections.notExpected("seize");
  const t = s.territories[territory];
  if (!t || t.owner !== p.from) return Rejections.notTheirTerritory(territory);
  s.pending = null;
  if (territoriesOf(s, seat).length >= cap) {
    emit(s, "pass", { seat, territory, why: "cap" });
    return null;
  }
  setTerritory(s, territory, { owner: seat });
  emit(s, "seize", { seat, from: p.from, territory });
  return null;
}
