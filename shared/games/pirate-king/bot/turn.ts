import type { SeatIndex } from "../../../engine/game";
import type { Random } from "../../../engine/rng";
import type { PirateKingAction } from "../actions";
import { NEIGHBOURS } from "../content/board";
import { CASTLE_PRESTIGE, SEA_CHART } from "../content/sea-chart";
import { SAIL } from "../content/ship";
import { TERRITORIES } from "../content/territories";
import { cash, shipsOf } from "../queries";
import type { PirateKingState } from "../state";
import { favoured, feeAtRisk, sailWorth, shipPower, territoryWorth } from "./value";

/** Bronze the bot keeps back: at least 60, and the largest dock fee it may owe next. */
function reserve(s: PirateKingState, seat: SeatIndex): number {
  return Math.max(60, shipsOf(s, seat).reduce((a, ship) => a + feeAtRisk(s, ship), 0));
}

/** Before sailing: build, buy treasures, play kept cards; then set the sail markers. */
export function sailTurn(s: PirateKingState, seat: SeatIndex, acts: readonly PirateKingAction[], random: Random): PirateKingAction {
  return spend(s, seat, acts) ?? { type: "sail", spaces: shipsOf(s, seat).map((ship) => bestMarker(s, ship, random)) };
}

function bestMarker(s: PirateKingState, ship: PirateKingState["ships"][number], random: Random): number {
  let best: number[] = [];
  let worth = -Infinity;
  for (let m = SAIL.min; m <= SAIL.max; m++) {
    const w = sailWorth(s, ship, m);
    if (w > worth + 1e-9) {
      worth = w;
      best = [m];
    } else if (Math.abs(w - worth) <= 1e-9) best.push(m);
  }
  return random.pick(best);
}

/** The best purchase now, if any: treasures, then upgrades toward Castles, then kept cards. */
function spend(s: PirateKingState, seat: SeatIndex, acts: readonly PirateKingAction[]): PirateKingAction | null {
  const money = cash(s, seat);
  const keep = reserve(s, seat);
  const use = acts.find((a) => a.type === "useCard");
  if (use) return use;
  const treasure = acts.find((a) => a.type === "buyTreasure");
  if (treasure && money >= 500 + 50) return treasure;
  let best: PirateKingAction | null = null;
  let key = -Infinity;
  for (const a of acts) {
    if (a.type !== "upgrade") continue;
    const t = s.territories[a.territory];
    const col = SEA_CHART[TERRITORIES[a.territory].column];
    if (money - col.upgrade < keep) continue;
    const points = CASTLE_PRESTIGE[col.cannons[5]] ?? 0;
    const k = t.level * 3 + (points * 500) / (col.upgrade * 5) + (t.owner === seat ? 5 : 0);
    if (k > key) {
      key = k;
      best = a;
    }
  }
  return best;
}

/** In the harbour: build, shop for the ship, force a fight if favoured, parlay for a trade route; then end the turn. */
export function harbourTurn(s: PirateKingState, seat: SeatIndex, acts: readonly PirateKingAction[]): PirateKingAction {
  const buy = spend(s, seat, acts);
  if (buy) return buy;
  const money = cash(s, seat);
  const keep = reserve(s, seat) + 400;
  const crew = acts.find((a) => a.type === "buyCrew");
  if (crew && money >= 200 + keep) return crew;
  const cannon = acts.find((a) => a.type === "buyCannon");
  if (cannon && money >= 200 + keep) return cannon;
  for (const a of acts) {
    if (a.type === "attack" && favoured(shipPower(s.ships[a.ship]), shipPower(s.ships[a.target]))) return a;
  }
  return parlayStep(s, seat, acts) ?? { type: "endTurn" };
}

/**
 * The bot's parlay: ask for a territory next to one of its own (a trade route) and offer
 * bronze for it, 50 at a time up to its worth to the owner plus a premium; send it then.
 */
function parlayStep(s: PirateKingState, seat: SeatIndex, acts: readonly PirateKingAction[]): PirateKingAction | null {
  const o = s.parlay;
  if (o && !o.sent) {
    const want = o.get.territories[0];
    if (want === undefined) return { type: "offerCancel" };
    const price = Math.ceil((territoryWorth(s, o.to, want) * 1.2) / 50) * 50;
    if (o.give.bronze < price) {
      const step = acts.find((a) => a.type === "offerBronze" && a.side === "give" && a.delta === (price - o.give.bronze >= 500 ? 500 : 50));
      if (step) return step;
    }
    return acts.find((a) => a.type === "offerSend") ?? { type: "offerCancel" };
  }
  if (s.offersThisTurn > 0) return null;
  for (const a of acts) {
    if (a.type !== "offer" || a.side !== "get" || a.item.kind !== "territory") continue;
    const t = a.item.id;
    if (!NEIGHBOURS[t].some((n) => s.territories[n].owner === seat)) continue;
    const price = territoryWorth(s, a.to, t) * 1.2;
    if (cash(s, seat) - price >= reserve(s, seat)) return a;
  }
  return null;
}
