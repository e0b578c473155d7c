import type { SeatIndex } from "../../../engine/game";
import type { PirateCoveAction } from "../actions";
import { TAVERN_ISLAND, TREASURE_ISLAND } from "../content/islands";
import { GAME } from "../content/rules";
import { CANNONS, CREW, HULL, SAILS, SECTIONS } from "../content/sections";
import type { PirateCoveState } from "../state";
import { upgradeCost } from "./upgrade";

/** How high the bot wants each section (sails matter least: the black ships outrun everyone). */
const WANTED = [5, 6, 6, 6];
/** Gold kept back for the months to come. */
const RESERVE = 1;

/** Fitting out and upgrading: Mastercraft on the hull, repairs, then the island's section towards its target, then a Tavern card. */
export function chooseUpgrade(s: PirateCoveState, seat: SeatIndex, legal: readonly PirateCoveAction[]): PirateCoveAction {
  const ship = s.ships[seat];
  const late = s.month >= GAME.months - 1;
  const mc = legal.find((a) => a.type === "mastercraft" && a.section === SECTIONS[HULL]);
  if (mc) return mc;
  const repair = legal.find((a) => a.type === "repairMastercraft");
  if (repair && !late) return repair;
  const account = legal.filter((a) => a.type === "goingOnTheAccount");
  if (account.length > 0) {
    const low = ship.levels[CREW] <= ship.levels[CANNONS] ? CREW : CANNONS;
    return account.find((a) => "section" in a && a.section === SECTIONS[low]) ?? account[0];
  }
  if (!late) {
    const order = s.phase === "fitting" ? [CANNONS, CREW, HULL] : [CANNONS, CREW, HULL, SAILS];
    for (const section of order) {
      if (ship.levels[section] >= WANTED[section]) continue;
      if (ship.island === TREASURE_ISLAND && s.phase === "upgrade") continue;
      const cost = upgradeCost(s, seat, section);
      if (typeof cost !== "number" || ship.gold - cost < RESERVE) continue;
      if (s.phase === "fitting" && ship.levels[section] >= 3) continue;
      const a = legal.find((x) => x.type === "upgrade" && x.section === SECTIONS[section]);
      if (a) return a;
    }
    const buy = legal.find((a) => a.type === "buyCard");
    if (buy && ship.island === TAVERN_ISLAND && ship.gold >= 5 && ship.hand.length < 4) return buy;
  }
  return { type: "endUpgrade" };
}

/** Bury every treasure, and gold beyond what upgrades want (all of it near the end). */
export function chooseBurial(s: PirateCoveState, seat: SeatIndex): PirateCoveAction {
  const gold = s.ships[seat].gold;
  const keep = s.month >= GAME.months - 2 ? 0 : 6;
  const bury = Math.max(0, gold - keep);
  return { type: "bury", gold: bury - (bury % 3) };
}

/** Take a second parrot only when the one aboard is hurt. */
export function chooseParrot(s: PirateCoveState, seat: SeatIndex): PirateCoveAction {
  return { type: "parrot", take: s.ships[seat].parrot?.hurt === true };
}

/** End of the treasure phase: always use a Secret Map; Consort on whoever earned the most this month. */
export function chooseTreasureCard(s: PirateCoveState, seat: SeatIndex, legal: readonly PirateCoveAction[]): PirateCoveAction | null {
  const map = legal.find((a) => a.type === "secretMap");
  if (map) return map;
  let best: PirateCoveAction | null = null;
  let bestValue = 3;
  for (const a of legal) {
    if (a.type !== "consort") continue;
    const e = s.earned[a.target];
    const v = e.fame * 2 + e.gold * 0.5 + e.treasures;
    if (v > bestValue) {
      bestValue = v;
      best = a;
    }
  }
  return best;
}

