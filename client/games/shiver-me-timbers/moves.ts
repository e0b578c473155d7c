// The legal moves the server sent, sorted into what the table can offer as direct clicks:
// spaces to sail to, ships to attack, island business, free actions, set-up choices. What a
// click sends is always one of these moves, unchanged (no rules here, no move is invented).
import { hintOf, type Action, type BoardView } from "./view";
import { cargoText, gold, islandName, spaceName, talentName, tileName, treasureName } from "./names";
import { describeModuleMove } from "./module-moves";

type Of<T extends Action["type"]> = Extract<Action, { type: T }>;

export interface MoveGroups {
  /** Space → the travel move there (and its cost in movement points, when the server tells). */
  travel: Map<string, Of<"travel">>;
  /** Target key ("seat:1", "merchant") → gunfight / board moves. */
  attacks: Map<string, (Of<"gunfight"> | Of<"board">)[]>;
  /** Island business: upgrade, buy, sell, raid. */
  island: Action[];
  /** Free actions: peek, hide, claim, discard. */
  free: Action[];
  endTurn: Of<"endTurn"> | null;
  chooseGoals: Of<"chooseGoals">[];
  chooseOrigin: Of<"chooseOrigin">[];
  buildMap: Of<"buildMap">[];
  /** Everything the table has no direct click for: offered in the "all moves" list. */
  other: Action[];
}

const ISLAND_TYPES = new Set(["upgrade", "buy", "sell", "raid"]);
const FREE_TYPES = new Set(["peek", "hideGold", "hideTreasure", "claimGoal", "discardCargo", "discardTreasure"]);

export function groupMoves(moves: readonly Action[]): MoveGroups {
  const g: MoveGroups = { travel: new Map(), attacks: new Map(), island: [], free: [], endTurn: null, chooseGoals: [], chooseOrigin: [], buildMap: [], other: [] };
  for (const m of moves) {
    switch (m.type) {
      case "travel":
        g.travel.set(m.to, m);
        break;
      case "gunfight":
      case "board": {
        const key = "seat" in m.target ? `seat:${m.target.seat}` : "merchant";
        g.attacks.set(key, [...(g.attacks.get(key) ?? []), m]);
        break;
      }
      case "endTurn":
        g.endTurn = m;
        break;
      case "chooseGoals":
        g.chooseGoals.push(m);
        break;
      case "chooseOrigin":
        g.chooseOrigin.push(m);
        break;
      case "buildMap":
        g.buildMap.push(m);
        break;
      default:
        if (ISLAND_TYPES.has(m.type)) g.island.push(m);
        else if (FREE_TYPES.has(m.type)) g.free.push(m);
        else g.other.push(m);
    }
  }
  return g;
}

/** The movement points a travel move costs, if the server said (its hint). */
export function travelCost(move: Action): number | null {
  const cost = hintOf(move)?.cost;
  return typeof cost === "number" ? cost : null;
}

/** The gold a move costs (negative) or brings (positive), if the server said (its hint). */
export function movePrice(move: Action): number | null {
  const gold = hintOf(move)?.gold;
  return typeof gold === "number" ? gold : null;
}

export interface Names {
  seat(seat: number): string;
  goal(id: number): string;
}

/** One move as a short sentence for a button, the all-moves list and screen readers. */
export function describeMove(m: Action, names: Names): string {
  const price = movePrice(m);
  const paid = price === null ? "" : price < 0 ? ` (pay ${gold(-price)})` : ` (+${gold(price)})`;
  switch (m.type) {
    case "chooseGoals":
      return `Keep ${m.goals.map((id) => names.goal(id)).join(" + ")} as secret goals`;
    case "chooseOrigin":
      return `Start from ${islandName(m.origin)} as ${talentName(m.talent)}`;
    case "buildMap": {
      const end = (a: Of<"buildMap">["route"]["a"]) => (a === null ? "open sea" : "island" in a ? `${islandName(a.island)} (point ${a.point + 1})` : `${spaceName(`${a.special}:3`)} (side ${a.point + 1})`);
      const isl = m.island ? `Place ${islandName(m.island)} and ` : "";
      const joins = m.joins.length ? `, joining ${m.joins.map((j) => tileName(j.tile)).join(", ")}` : "";
      return `${isl}${isl ? "l" : "L"}ay ${tileName(m.route.tile)} from ${end(m.route.a)} to ${end(m.route.b)}${joins}`;
    }
    case "travel": {
      const cost = travelCost(m);
      return `Sail to ${spaceName(m.to)}${cost !== null ? ` (${cost} movement)` : ""}`;
    }
    case "upgrade":
      return `Upgrade ${m.attribute}${paid}`;
    case "buy":
      return `Buy ${m.units} ${m.resource}${paid}`;
    case "sell": {
      const goods = cargoText(m.cargo);
      const t = m.treasures.length ? `${goods === "nothing" ? "" : `${goods} and `}${m.treasures.map(treasureName).join(", ")}` : goods;
      return `Sell ${t}${paid}`;
    }
    case "gunfight":
    case "board": {
      const who = "seat" in m.target ? names.seat(m.target.seat) : "the merchant";
      return m.type === "gunfight" ? `Gunfight ${who}` : `Board ${who}`;
    }
    case "raid":
      return "Raid the fortress";
    case "peek":
      return "Peek at the merchant here";
    case "discardCargo":
      return `Throw ${m.units} ${m.resource} overboard`;
    case "hideGold":
      return `Hide ${gold(m.amount)} in your chest`;
    case "hideTreasure":
      return `Hide ${treasureName(m.treasure)} in your chest`;
    case "discardTreasure":
      return `Discard ${treasureName(m.treasure)}`;
    case "claimGoal":
      return `Claim the life goal ${names.goal(m.goal)}`;
    case "endTurn":
      return "End your turn";
    case "loseUpgrade":
      return `Lose an upgrade: ${m.attribute}`;
    case "gainUpgrade":
      return `Gain an upgrade: ${m.attribute}`;
    case "pickTreasure":
      return `Take ${treasureName(m.treasure)}`;
    case "plunder":
      return m.take.kind === "gold" ? "Plunder half their gold" : m.take.kind === "cargo" ? `Plunder ${cargoText(m.take.cargo)}` : `Plunder ${treasureName(m.take.treasure)}`;
    default:
      return describeModuleMove(m, names) ?? genericLabel(m);
  }
}

/** A readable fallback for the moves of later rule areas: "Duel play: card feint". */
export function genericLabel(m: Action): string {
  const { type, ...rest } = m as { type: string } & Record<string, unknown>;
  const words = type.replace(/_/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  const args = Object.entries(rest).map(([k, v]) => `${k} ${typeof v === "object" ? JSON.stringify(v) : String(v)}`).join(", ");
  return `${words[0].toUpperCase()}${words.slice(1)}${args ? `: ${args}` : ""}`;
}

/** Names from the board: seats by their names, goals by their titles. */
export function namesFrom(board: BoardView | null, seatNames: readonly string[]): Names {
  return {
    seat: (s) => seatNames[s] ?? board?.players[s]?.name ?? `Seat ${s + 1}`,
    goal: (id) => board?.goals.find((g) => g.id === id)?.name ?? `goal ${id}`,
  };
}

/** The goal choice among the legal ones that is exactly this set (order does not matter). */
export function goalChoice(moves: readonly Of<"chooseGoals">[], picked: readonly number[]): Of<"chooseGoals"> | null {
  const key = [...picked].sort((a, b) => a - b).join(",");
  return moves.find((m) => [...m.goals].sort((a, b) => a - b).join(",") === key) ?? null;
}

/** How many goals a legal choice holds (two; three in epic mode). */
export const goalsToPick = (moves: readonly Of<"chooseGoals">[]): number => moves[0]?.goals.length ?? 0;
