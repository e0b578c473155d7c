import type { SeatIndex } from "../../../engine";
import type { Timing } from "../content/effects";
import type { WindowTrigger } from "./types";

/** Whether a card of this timing may be played by `seat` in a window opened by `trigger`. */
export function timingAllows(timing: Timing, trigger: WindowTrigger, seat: SeatIndex): boolean {
  const own = seat === trigger.active;
  switch (timing) {
    case "anyTime":
      return true;
    case "ownTurn":
      return own;
    case "ownTravel":
      return own && trigger.action === "travel" && trigger.moment === "announce";
    case "ownTrade":
      return own && trigger.action === "trade" && trigger.moment === "announce";
    case "ownHunt":
      return own && (trigger.action === "treasureHunt" || trigger.action === "monsterHunt");
    case "combat":
      return trigger.combatants?.includes(seat) === true;
  }
}

export const TIMING_TEXT: Readonly<Record<Timing, string>> = {
  anyTime: "whenever cards may be played",
  ownTurn: "on your own turn",
  ownTravel: "when you announce a Travel action",
  ownTrade: "when you announce a Trade action",
  ownHunt: "during your own treasure or monster hunt action",
  combat: "before a duel you fight in",
};
