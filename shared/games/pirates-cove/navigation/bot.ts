import type { SeatIndex } from "../../../engine/game";
import type { Random } from "../../../engine/rng";
import type { PirateCoveAction } from "../actions";
import { ALL_ISLANDS, GOLD_PER_FAME, ISLAND_SECTION, isOuter, PIRATES_COVE, TAVERN_ISLAND, TREASURE_ISLAND } from "../content/islands";
import { LEGENDS } from "../content/legends";
import { GAME } from "../content/rules";
import { raiseCost } from "../content/sections";
import { expectedHits, leadingRival, margin, weakest } from "../bot-sense";
import { capacity, diceOf } from "../ships";
import type { PirateCoveState } from "../state";
import { bountyOf } from "../treasure/bounty";

/** How much `seat` would like to be at `island` this month (public facts and its own ship only). */
export function islandValue(s: PirateCoveState, seat: SeatIndex, island: number): number {
  const ship = s.ships[seat];
  const last = s.month >= GAME.months;
  if (island === TREASURE_ISLAND) {
    const gold = s.month >= GAME.months - 2 ? Math.floor(ship.gold / GOLD_PER_FAME) : 0;
    return (ship.treasures + gold) * (last ? 3 : 1.4);
  }
  if (island === PIRATES_COVE) return 0.8;
  const card = bountyOf(s, island);
  const room = Math.max(0, capacity(ship) - ship.treasures);
  let v = card.fame * 2 + card.gold * (last ? 0.34 : 0.7) + Math.min(card.treasures, room) * (last ? 0 : 1.3) + card.tavern;
  const section = ISLAND_SECTION[island];
  if (!last && section >= 0 && Number.isFinite(raiseCost(section, ship.levels[section])) && ship.gold >= raiseCost(section, ship.levels[section]) + 1) v += 1.5;
  if (island === TAVERN_ISLAND && ship.gold >= 4 && !last) v += 0.8;
  const black = s.legends.find((l) => l.afloat && l.island === island);
  if (black) {
    const l = LEGENDS[black.legend];
    if (l.defenceless) v += 3.5;
    else {
      const mine = expectedHits(diceOf(ship, null), GAME.hitsOn);
      const roundsToSink = black.hull / Math.max(mine, 0.1);
      const theirs = expectedHits(l.dice, GAME.hitsOn);
      const aimed = l.aims === "all" ? weakest(ship).margin : margin(ship, l.aims);
      v = roundsToSink * theirs < aimed ? v + l.fame * 0.7 : v - 10;
    }
  }
  if (s.navy?.island === island) v -= 6;
  // After a Crow's nest the choices already made are public: an outer island someone took means a fight.
  if (s.clockwise && isOuter(island)) v -= 4 * s.choices.filter((c, other) => other !== seat && c === island).length;
  // Someone else is likely to come too: the richer the card, the more crowded.
  v -= 0.15 * v * (s.ships.length - 1) * 0.5;
  return v;
}

/** Navigation: a Crow's nest first if held (clockwise from the left neighbour, so this seat chooses last, seeing all), else the best island. */
export function chooseDestination(s: PirateCoveState, seat: SeatIndex, random: Random, legal: readonly PirateCoveAction[]): PirateCoveAction {
  const first = (seat + 1) % s.ships.length;
  const nest = legal.find((a) => a.type === "crowsNest" && a.first === first);
  if (nest) return nest;
  let best = ALL_ISLANDS[0] as number;
  let bestValue = -Infinity;
  for (const island of ALL_ISLANDS) {
    const v = islandValue(s, seat, island) + random.int(0, 100) / 60;
    if (v > bestValue) {
      bestValue = v;
      best = island;
    }
  }
  return { type: "navigate", island: best };
}

/** End of navigation: send the Royal Navy after the leading rival, or slip away from a fight we cannot win. */
export function navigationEndCard(s: PirateCoveState, seat: SeatIndex, legal: readonly PirateCoveAction[]): PirateCoveAction | null {
  const ship = s.ships[seat];
  const rival = s.ships[leadingRival(s, seat)];
  const send = legal.find((a) => (a.type === "intercept" || a.type === "privateer") && a.island === rival.island && isOuter(rival.island));
  if (send && rival.fame >= ship.fame - 2) return send;
  const privateer = legal.find((a) => a.type === "privateer");
  if (privateer) return privateer;
  const here = isOuter(ship.island) ? islandValue(s, seat, ship.island) : 1;
  const farewells = legal.filter((a): a is Extract<PirateCoveAction, { type: "farewell" }> => a.type === "farewell");
  const danger = s.navy?.island === ship.island || here < -3;
  if (danger && farewells.length > 0) {
    let best = farewells[0];
    for (const a of farewells) if (islandValue(s, seat, a.island) > islandValue(s, seat, best.island)) best = a;
    return best;
  }
  return null;
}
