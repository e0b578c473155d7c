// The chart's status line: the month, the phase and who the table waits for, in words.
import type { TableState } from "../../table/protocol";
import { islandName } from "./moves";
import type { BoardView } from "./view";

const PHASE_TEXT: Record<string, string> = {
  fitting: "Fitting out: spend your starting gold on your ship",
  navigation: "Navigation: choose your destination in secret",
  navigationEnd: "The destinations are revealed: event cards may be played",
  combat: "Battle",
  burying: "Treasure Island: bury treasure for fame",
  treasureEnd: "Bounties taken: cards may be played",
  upgrade: "Upgrades: raise your sections at your island",
  over: "The voyage is over",
};

export function statusLine(board: BoardView | null, state: TableState, me: number | null, names: readonly string[]): [string, string] {
  if (!board) return ["Pirate's Cove", state.status === "waiting" ? "Waiting for the crew to come aboard." : ""];
  const month = board.month > 0 ? `Month ${board.month} of ${board.months}` : "Before the first month";
  const phase = board.combat ? `Battle at ${islandName(board.combat.island)}, round ${board.combat.round}` : PHASE_TEXT[board.phase] ?? board.phase;
  if (state.status === "finished") return [`${month} · ${PHASE_TEXT.over}`, state.result?.summary ?? ""];
  const who = state.active.map((s) => (s === me ? "you" : names[s] ?? `Seat ${s + 1}`));
  let detail = who.length ? `Waiting for ${who.join(", ")}.` : "";
  if (board.phase === "navigation" && !board.clockwise) {
    const chosen = board.ships.filter((s) => s.hasChosen).map((s) => s.name);
    detail = `${chosen.length} of ${board.ships.length} have chosen${chosen.length ? ` (${chosen.join(", ")})` : ""}. ${detail}`;
  }
  return [`${month} · ${phase}`, detail];
}

/** The volleys' order in words; it is set once every ship has had its battle-card turn, and until then there is none. */
export function firingOrder(order: readonly string[], fighterName: (id: string) => string): string {
  return order.length > 0 ? `Firing order: ${order.map(fighterName).join(" → ")}.` : "The firing order is set once the battle cards are played.";
}
