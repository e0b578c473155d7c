import type { SeatIndex } from "../../engine/game";
import { shooterNow } from "./combat/actions";
import { navigators } from "./navigation/choose";
import type { PirateCoveState } from "./state";
import { buriers } from "./treasure/bury";

/**
 * Who may act now. Navigation is simultaneous: every seat that has not chosen is active at
 * once. A pending second parrot comes before anything else.
 */
export function activeSeats(s: PirateCoveState): SeatIndex[] {
  if (s.phase === "over") return [];
  if (s.parrotOffers.length > 0) return [s.parrotOffers[0].seat];
  if (s.window) return [s.window.order[s.window.at]];
  switch (s.phase) {
    case "fitting":
    case "upgrade":
      return s.done.flatMap((d, seat) => (d ? [] : [seat]));
    case "navigation":
      return navigators(s);
    case "burying":
      return buriers(s);
    case "combat": {
      const c = s.combat;
      if (!c) return [];
      if (c.step === "flee") return c.fleeing.length > 0 ? [c.fleeing[0]] : [];
      const f = shooterNow({ s });
      if (f === "navy") return s.navy ? [s.navy.controller] : [];
      return typeof f === "number" ? [f] : [];
    }
    default:
      return [];
  }
}
