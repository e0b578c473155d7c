import type { SeatIndex } from "../../../engine/game";
import { MONEY } from "../content/ship";
import { emit } from "../events";
import type { Debt, DebtReason, PirateKingState } from "../state";

/**
 * Every bronze movement. The Merchant's bank is unlimited (`merchantNet` counts what it paid
 * out net), so sum(purses) + Buried Treasure = merchantNet at every moment (tested).
 */
export function fromMerchant(s: PirateKingState, seat: SeatIndex, amount: number): void {
  if (amount <= 0) return;
  s.purses[s.players[seat].purse] += amount;
  s.merchantNet += amount;
}

export function toMerchant(s: PirateKingState, seat: SeatIndex, amount: number): void {
  if (amount <= 0) return;
  const p = s.players[seat].purse;
  if (s.purses[p] < amount) throw new Error(`pirate-king: seat ${seat} cannot pay the Merchant ${amount}`);
  s.purses[p] -= amount;
  s.merchantNet -= amount;
}

/** Pays `amount` from the seat's purse to a seat or to the Buried Treasure (the caller checked the purse). */
export function transfer(s: PirateKingState, from: SeatIndex, to: SeatIndex | "chest", amount: number): void {
  if (amount <= 0) return;
  const p = s.players[from].purse;
  if (s.purses[p] < amount) throw new Error(`pirate-king: seat ${from} cannot pay ${amount}`);
  s.purses[p] -= amount;
  if (to === "chest") s.buriedTreasure += amount;
  else s.purses[s.players[to].purse] += amount;
}

/** The Merchant pays a creditor what a debtor could not (Combat › Bounty). */
export function merchantCovers(s: PirateKingState, debtor: SeatIndex, to: SeatIndex | "chest", amount: number): void {
  if (amount <= 0) return;
  if (to === "chest") s.buriedTreasure += amount;
  else s.purses[s.players[to].purse] += amount;
  s.merchantNet += amount;
  emit(s, "merchantCovers", { seat: debtor, amount });
}

/**
 * Charges a debt: paid at once when the purse holds it, otherwise the rest becomes a debt task
 * done next (tear down fortifications, sell Great Treasures, then the Merchant covers).
 */
export function charge(s: PirateKingState, payer: SeatIndex, to: SeatIndex | "chest", amount: number, reason: DebtReason, seizeBy: SeatIndex | null = null): void {
  if (amount <= 0) return;
  const purse = s.purses[s.players[payer].purse];
  if (purse >= amount) {
    transfer(s, payer, to, amount);
    emit(s, "pay", { seat: payer, to: to === "chest" ? -1 : to, amount, reason });
    return;
  }
  const debt: Debt = { payer, to, amount, reason, seizeBy };
  s.queue.unshift({ kind: "debt", debt });
}

/** Rounds a fee to the smallest coin (5 bronze). */
export function roundFee(x: number): number {
  return Math.round(x / 5) * 5;
}

export { MONEY };
