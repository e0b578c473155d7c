import { log, type Ctx, type S } from "../core/draft";
import { merchant } from "../content/merchants";
import { spaceGraph } from "./spaces";

/** "Shuffle the small merchant ships and place one face-down on each anchor spot." The stack's top is small. */
export function placeStartingMerchants(ctx: Ctx): void {
  const { s } = ctx;
  for (const anchor of spaceGraph(s.map).anchors) {
    const id = s.merchantStack.shift();
    if (!id) break;
    if (merchant(id).size !== "small") throw new Error("the starting merchants must be small");
    s.merchants[anchor] = { id, faceUp: false, damage: 0 };
  }
  log(ctx, "setup/merchants", `Merchants are placed face down on ${Object.keys(s.merchants).length} anchor spots.`);
}

/** End of round: "Place new merchants on any empty (no merchant) and unoccupied (no player) anchor spots." */
export function refillMerchants(ctx: Ctx): void {
  const { s } = ctx;
  const occupied = new Set(s.players.map((p) => p.location));
  let placed = 0;
  for (const anchor of spaceGraph(s.map).anchors) {
    if (s.merchants[anchor] || occupied.has(anchor)) continue;
    const id = s.merchantStack.shift();
    if (!id) break;
    s.merchants[anchor] = { id, faceUp: false, damage: 0 };
    placed++;
  }
  if (placed > 0) log(ctx, "round/merchants", `${placed} new merchant${placed === 1 ? "" : "s"} set sail.`, { placed });
}

/** A marker that leaves the map stops being anybody's secret. */
export function forgetPeeks(s: S, merchantId: string): void {
  for (const p of s.players) p.peeked = p.peeked.filter((m) => m !== merchantId);
}
