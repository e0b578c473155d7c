import type { SeatIndex } from "../../engine/game";
import type { Random } from "../../engine/rng";
import type { PirateCoveAction } from "./actions";
import { chooseBattleCard, chooseFlight, chooseNavyVolley, choosePowderKeg, chooseVolley } from "./combat/bot";
import { shooterNow } from "./combat/actions";
import { legalActions } from "./legal";
import { chooseDestination, navigationEndCard } from "./navigation/bot";
import type { PirateCoveState } from "./state";
import { chooseBurial, chooseParrot, chooseTreasureCard, chooseUpgrade } from "./upgrade/bot";

/**
 * A reasonable player: picks the richest island it can hold (avoiding Legendary Pirates it
 * cannot sink), fights the weakest target, flees when one hit from crippling, plays its cards
 * where they help, upgrades cannons, crew and hull, and buries its treasure and gold. It reads
 * only public facts and its own seat.
 */
export function bot(s: PirateCoveState, seat: SeatIndex, random: Random): PirateCoveAction {
  const legal = legalActions(s, seat);
  if (legal.length === 0) throw new Error(`pirates-cove: the bot was asked to move for inactive seat ${seat}`);
  const a = choose(s, seat, random, legal);
  return a;
}

function choose(s: PirateCoveState, seat: SeatIndex, random: Random, legal: readonly PirateCoveAction[]): PirateCoveAction {
  if (s.parrotOffers.length > 0) return chooseParrot(s, seat);
  const pass: PirateCoveAction = { type: "pass" };
  if (s.window) {
    switch (s.window.kind) {
      case "navigationEnd":
        return navigationEndCard(s, seat, legal) ?? pass;
      case "battleCards":
        return chooseBattleCard(s, seat, legal) ?? pass;
      case "powderKeg":
        return choosePowderKeg(s, seat, legal) ?? pass;
      case "treasureEnd":
        return chooseTreasureCard(s, seat, legal) ?? pass;
    }
  }
  switch (s.phase) {
    case "navigation":
      return chooseDestination(s, seat, random, legal);
    case "fitting":
    case "upgrade":
      return chooseUpgrade(s, seat, legal);
    case "burying":
      return chooseBurial(s, seat);
    case "combat":
      if (s.combat!.step === "flee") return chooseFlight(s, seat);
      return shooterNow({ s }) === "navy" ? chooseNavyVolley(s, seat, legal) : chooseVolley(s, seat, legal);
    default:
      return legal[0];
  }
}
