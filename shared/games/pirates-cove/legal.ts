import type { SeatIndex } from "../../engine/game";
import type { PirateCoveAction } from "./actions";
import { activeSeats } from "./active";
import { shooterNow } from "./combat/actions";
import { targetsOf } from "./combat/fighters";
import { ALL_ISLANDS, GOLD_PER_FAME, OUTER_ISLANDS, TAVERN_ISLAND, TREASURE_ISLAND } from "./content/islands";
import { HULL, SECTIONS, TRACKS } from "./content/sections";
import { TAVERN_CARDS, MASTERCRAFT_REPAIR_GOLD, TAVERN_CARD_PRICE, type CardKind } from "./content/tavern-cards";
import { occupied } from "./navigation/end-window";
import type { PirateCoveState } from "./state";
import { mastercraftFits, upgradeCost } from "./upgrade/upgrade";

/** Every legal action of `seat` now (none when the seat is not active). */
export function legalActions(s: PirateCoveState, seat: SeatIndex): PirateCoveAction[] {
  if (!activeSeats(s).includes(seat)) return [];
  if (s.parrotOffers.length > 0) return [{ type: "parrot", take: true }, { type: "parrot", take: false }];
  const ship = s.ships[seat];
  const cards = (kind: CardKind) => ship.hand.filter((c) => TAVERN_CARDS[c].kind === kind);
  const out: PirateCoveAction[] = [];
  if (s.window) {
    out.push({ type: "pass" });
    switch (s.window.kind) {
      case "navigationEnd":
        for (const card of cards("royalNavyIntercept"))
          if (!s.navy) for (const island of OUTER_ISLANDS) if (island !== ship.island) out.push({ type: "intercept", card, island });
        for (const card of cards("privateeringCommission"))
          if (s.navy && s.navy.island === ship.island)
            for (const island of OUTER_ISLANDS) if (island !== ship.island) out.push({ type: "privateer", card, island });
        for (const card of cards("fondFarewell"))
          for (const island of ALL_ISLANDS)
            if (island !== ship.island && (island === TREASURE_ISLAND || !occupied(s, island))) out.push({ type: "farewell", card, island });
        break;
      case "battleCards":
        for (const card of ship.hand) {
          const info = TAVERN_CARDS[card];
          if (info.type !== "battle") continue;
          if (info.kind !== "treasureOverboard") out.push({ type: "battleCard", card });
          else for (let k = 1; k <= ship.treasures; k++) out.push({ type: "battleCard", card, treasures: k });
        }
        break;
      case "powderKeg":
        for (const card of cards("powderKeg")) out.push({ type: "powderKeg", card });
        break;
      case "treasureEnd":
        for (const card of cards("consort"))
          for (let target = 0; target < s.ships.length; target++) if (target !== seat && !s.farewell[target]) out.push({ type: "consort", card, target });
        for (const card of cards("secretMap")) out.push({ type: "secretMap", card });
        break;
    }
    return out;
  }
  switch (s.phase) {
    case "navigation":
      for (const island of ALL_ISLANDS) out.push({ type: "navigate", island });
      if (!s.clockwise) for (const card of cards("crowsNest")) for (let first = 0; first < s.ships.length; first++) out.push({ type: "crowsNest", card, first });
      return out;
    case "fitting":
    case "upgrade":
      SECTIONS.forEach((section, i) => {
        const cost = upgradeCost(s, seat, i);
        if (typeof cost === "number" && cost <= ship.gold) out.push({ type: "upgrade", section });
      });
      if (s.phase === "upgrade") {
        if (ship.island === TAVERN_ISLAND && ship.gold >= TAVERN_CARD_PRICE && (s.tavernDeck.length > 0 || s.discard.length > 0)) out.push({ type: "buyCard" });
        for (const card of cards("mastercraft")) SECTIONS.forEach((section, i) => mastercraftFits(s, seat, i) && out.push({ type: "mastercraft", card, section }));
        if (ship.gold >= MASTERCRAFT_REPAIR_GOLD) for (const m of ship.mastercrafts) if (m.damaged) out.push({ type: "repairMastercraft", section: SECTIONS[m.section] });
        for (const card of cards("goingOnTheAccount"))
          SECTIONS.forEach((section, i) => ship.levels[i] < TRACKS[i].max && out.push({ type: "goingOnTheAccount", card, section }));
      }
      out.push({ type: "endUpgrade" });
      return out;
    case "burying":
      for (let gold = 0; gold <= ship.gold; gold += GOLD_PER_FAME) out.push({ type: "bury", gold });
      return out;
    case "combat": {
      const c = s.combat!;
      if (c.step === "flee") return [{ type: "flee" }, { type: "stay" }];
      const shooter = shooterNow({ s });
      if (shooter === "navy") {
        for (const target of c.ships) for (const section of SECTIONS) out.push({ type: "navyFire", target, section });
        return out;
      }
      const volleyCards = c.avast ? [] : ship.hand.filter((card) => ["grapeshot", "sixGunSalute"].includes(TAVERN_CARDS[card].kind));
      for (const target of targetsOf(c, seat)) {
        const sections = typeof target === "number" ? SECTIONS : [SECTIONS[HULL]];
        for (const section of sections) {
          out.push({ type: "fire", target, section });
          for (const card of volleyCards) out.push({ type: "fire", target, section, card });
        }
      }
      return out;
    }
    default:
      return out;
  }
}
