import type { SeatIndex } from "../../../engine/game";
import type { Random } from "../../../engine/rng";
import type { PirateKingAction } from "../actions";
import { SEA_CHART } from "../content/sea-chart";
import { TERRITORIES } from "../content/territories";
import { cardOf } from "../log-text";
import { cash, friendly, spaceOf } from "../queries";
import { sideScore } from "../scoring/prestige";
import type { PirateKingState } from "../state";
import { dockFee } from "../territories/landing";
import { answerParlay } from "./parlay";
import { positionWorth, territoryWorth } from "./value";
import { fortSide, shipSide, winChance } from "./odds";
import { currentAfterTurn, SPACES } from "../content/board";
import { CURRENTS } from "../content/territories";

const pick = <T extends PirateKingAction["type"]>(acts: readonly PirateKingAction[], type: T, pred: (a: Extract<PirateKingAction, { type: T }>) => boolean = () => true) =>
  acts.find((a) => a.type === type && pred(a as Extract<PirateKingAction, { type: T }>)) as Extract<PirateKingAction, { type: T }> | undefined;

/** The bot's answer to a pending decision, chosen among the legal actions. */
export function decide(s: PirateKingState, seat: SeatIndex, acts: readonly PirateKingAction[], random: Random): PirateKingAction {
  const p = s.pending!;
  switch (p.kind) {
    case "capture": {
      const price = SEA_CHART[TERRITORIES[p.territory].column].capture;
      return { type: "capture", accept: cash(s, seat) - price >= 40 };
    }
    case "dock": {
      const ship = s.ships[p.ship];
      const owner = s.territories[p.territory].owner!;
      const fee = dockFee(s, seat, p.territory);
      if (pick(acts, "dock", (a) => a.choice === "lockPick") && fee >= 100) return { type: "dock", choice: "lockPick" };
      if (!pick(acts, "dock", (a) => a.choice === "fight")) return { type: "dock", choice: "pay" };
      const guard = s.ships.find((x) => !x.sunk && x.owner === owner && spaceOf(x) === spaceOf(ship));
      const t = s.territories[p.territory];
      const mine = shipSide(ship.crew, ship.cannons);
      const odds = guard ? winChance(mine, shipSide(guard.crew, guard.cannons), random) * 0.5 : winChance(mine, fortSide(p.territory, t.level), random);
      // Winning takes the territory (and its owner's castle points); losing costs the bounty and the ship's crew.
      const gain = territoryWorth(s, seat, p.territory) + (t.level === 5 ? 800 : 0) + fee;
      const loss = Math.max(500, fee) + ship.crew * 60 + ship.cannons * 80;
      return { type: "dock", choice: odds * gain > (1 - odds) * loss ? "fight" : "pay" };
    }
    case "reward": {
      const ship = s.ships[p.ship];
      return { type: "reward", pick: ship.cannons * 2 < ship.crew ? "cannon" : "crew" };
    }
    case "commodore": {
      if (pick(acts, "commodore", (a) => a.choice === "decree")) return { type: "commodore", choice: "decree" };
      const ship = s.ships[p.ship];
      return { type: "commodore", choice: ship.crew >= 10 && ship.cannons >= 4 ? "challenge" : "submit" };
    }
    case "forward": {
      const leader = bestOpponentShip(s, seat);
      const negative = cardOf(p.deck, p.card).negative;
      return leader === null || !negative ? { type: "forward", to: null } : { type: "forward", to: leader };
    }
    case "manOfWar":
      return { type: "manOfWar", fight: s.ships[p.ship].crew <= 2 };
    case "duel": {
      const target = bestOpponentShip(s, seat);
      return target === null ? acts[0] : { type: "duel", against: target };
    }
    case "sword": {
      const c = s.combat!;
      const dice = c.dice![c.swordSide!];
      let low = -1;
      dice.forEach((d, i) => {
        if (d <= 3 && (low < 0 || d < dice[low])) low = i;
      });
      return { type: "sword", die: low < 0 ? null : low };
    }
    case "debt": {
      let best: PirateKingAction | null = null;
      let bestWorth = Infinity;
      for (const a of acts) {
        const w = a.type === "tearDown" ? (s.territories[a.territory].level === 5 ? 2000 : 0) + s.territories[a.territory].level * 10 : 1500;
        if (w < bestWorth) {
          bestWorth = w;
          best = a;
        }
      }
      return best ?? acts[0];
    }
    case "relaunch": {
      const mine = acts.find((a) => a.type === "relaunch" && s.territories[a.port].owner === seat);
      return mine ?? random.pick(acts.filter((a) => a.type === "relaunch" && a.facing === 1));
    }
    case "seize": {
      let best = acts[0];
      for (const a of acts) if (a.type === "seize" && best.type === "seize" && territoryWorth(s, seat, a.territory) > territoryWorth(s, seat, best.territory)) best = a;
      return best;
    }
    case "answer":
      return answerParlay(s, seat, acts);
    case "passage":
    case "crosswinds":
      return bestHeading(s, seat, p.ship, acts, random);
  }
}

/** The ship of the leading opponent (by score, then crew). */
function bestOpponentShip(s: PirateKingState, seat: SeatIndex): number | null {
  let best: number | null = null;
  let key = -Infinity;
  for (const x of s.ships) {
    if (x.sunk || friendly(s, x.owner, seat)) continue;
    const k = sideScore(s, x.owner) * 100 + x.crew;
    if (k > key) {
      key = k;
      best = x.id;
    }
  }
  return best;
}

/** Secret Passage or Crosswinds: the loop, place and heading with the best prospects. */
function bestHeading(s: PirateKingState, seat: SeatIndex, shipId: number, acts: readonly PirateKingAction[], random: Random): PirateKingAction {
  const ship = s.ships[shipId];
  let best: PirateKingAction[] = [];
  let key = -Infinity;
  for (const a of acts) {
    let current = ship.current;
    let step = ship.step;
    let facing = ship.facing;
    if (a.type === "crosswinds") {
      current = currentAfterTurn(ship.current, a.turn);
      step = 0;
      facing = a.turn === "straight" ? ship.facing : 1;
    } else if (a.type === "passage") {
      const sp = SPACES[a.to];
      if (sp.current !== null) {
        current = CURRENTS.indexOf(sp.current);
        step = sp.step;
      }
      facing = a.facing;
    }
    const k = positionWorth(s, seat, current, step, facing, ship.cargo);
    if (k > key + 1e-9) {
      key = k;
      best = [a];
    } else if (Math.abs(k - key) <= 1e-9) best.push(a);
  }
  return random.pick(best);
}
