import type { SeatIndex } from "../../../engine/game";
import type { Rejection } from "../../../engine/rejection";
import { ISLAND_SECTION, TAVERN_ISLAND, TREASURE_ISLAND } from "../content/islands";
import { raiseCost, SECTIONS, TRACKS } from "../content/sections";
import { cardKind, MASTERCRAFT_REPAIR_GOLD, TAVERN_CARD_PRICE } from "../content/tavern-cards";
import { log, type Ctx } from "../ctx";
import { Rejections } from "../rejections";
import type { PirateCoveState } from "../state";
import { canDraw, discardFromHand, draw } from "../tavern/draw";

/**
 * The Upgrade phase (and the fitting out before the first month), every player at once until
 * each says done: raise the section of the island you are at, level by level at the printed
 * cost (while fitting out: any section); at Treasure Island one section by one level at
 * double cost; at Tavern Island buy Tavern cards for 2 gold; anywhere, fit a Mastercraft,
 * repair a damaged one for 1 gold, or play Going on the account.
 */

const inUpgrade = (s: PirateCoveState, seat: SeatIndex) => (s.phase === "upgrade" || s.phase === "fitting") && !s.done[seat];

/** The gold to raise `section` one level now, or a rejection. */
export function upgradeCost(s: PirateCoveState, seat: SeatIndex, section: number): number | Rejection {
  const ship = s.ships[seat];
  const name = SECTIONS[section];
  const base = raiseCost(section, ship.levels[section]);
  if (!Number.isFinite(base)) return Rejections.atTop(name);
  if (s.phase === "fitting") return base;
  if (ship.island === TREASURE_ISLAND) return s.treasureIslandUpgrade[seat] ? Rejections.treasureIslandOnce() : 2 * base;
  if (ISLAND_SECTION[ship.island] !== section) return Rejections.cannotUpgradeHere(name);
  return base;
}

export function upgrade(ctx: Ctx, seat: SeatIndex, section: number): Rejection | null {
  const s = ctx.s;
  if (!inUpgrade(s, seat)) return Rejections.notNow("upgrade");
  const cost = upgradeCost(s, seat, section);
  if (typeof cost !== "number") return cost;
  const ship = s.ships[seat];
  if (ship.gold < cost) return Rejections.tooPoor(cost, ship.gold);
  ship.gold -= cost;
  ship.levels[section]++;
  if (s.phase === "upgrade" && ship.island === TREASURE_ISLAND) s.treasureIslandUpgrade[seat] = true;
  log(ctx, "upgrade", { seat, section: SECTIONS[section], level: ship.levels[section], gold: cost });
  return null;
}

export function buyCard(ctx: Ctx, seat: SeatIndex): Rejection | null {
  const s = ctx.s;
  if (!inUpgrade(s, seat) || s.phase !== "upgrade") return Rejections.notNow("buy a Tavern card");
  const ship = s.ships[seat];
  if (ship.island !== TAVERN_ISLAND) return Rejections.notAtTavern();
  if (ship.gold < TAVERN_CARD_PRICE) return Rejections.tooPoor(TAVERN_CARD_PRICE, ship.gold);
  if (!canDraw(ctx)) return Rejections.deckEmpty();
  ship.gold -= TAVERN_CARD_PRICE;
  log(ctx, "buyCard", { seat });
  draw(ctx, seat, 1);
  return null;
}

/** Whether a Mastercraft may go on `section`: one per ship (alternative rule: one per section). */
export function mastercraftFits(s: PirateCoveState, seat: SeatIndex, section: number): boolean {
  const mcs = s.ships[seat].mastercrafts;
  return s.options.multipleMastercraft ? !mcs.some((m) => m.section === section) : mcs.length === 0;
}

export function fitMastercraft(ctx: Ctx, seat: SeatIndex, card: number, section: number): Rejection | null {
  const s = ctx.s;
  if (!inUpgrade(s, seat) || s.phase !== "upgrade") return Rejections.notNow("fit a Mastercraft");
  const ship = s.ships[seat];
  if (!ship.hand.includes(card)) return Rejections.notYourCard();
  if (cardKind(card) !== "mastercraft") return Rejections.wrongCard("a Mastercraft card");
  if (!mastercraftFits(s, seat, section)) return Rejections.mastercraftAboard();
  ship.hand.splice(ship.hand.indexOf(card), 1);
  ship.mastercrafts.push({ card, section, damaged: false });
  log(ctx, "mastercraft", { seat, section: SECTIONS[section] });
  return null;
}

export function repairMastercraft(ctx: Ctx, seat: SeatIndex, section: number): Rejection | null {
  const s = ctx.s;
  if (!inUpgrade(s, seat) || s.phase !== "upgrade") return Rejections.notNow("repair a Mastercraft");
  const ship = s.ships[seat];
  const m = ship.mastercrafts.find((x) => x.section === section && x.damaged);
  if (!m) return Rejections.noDamagedMastercraft();
  if (ship.gold < MASTERCRAFT_REPAIR_GOLD) return Rejections.tooPoor(MASTERCRAFT_REPAIR_GOLD, ship.gold);
  ship.gold -= MASTERCRAFT_REPAIR_GOLD;
  m.damaged = false;
  log(ctx, "mastercraftRepaired", { seat, section: SECTIONS[section] });
  return null;
}

/** Going on the account: one section one level up, free, from any island. */
export function goingOnTheAccount(ctx: Ctx, seat: SeatIndex, card: number, section: number): Rejection | null {
  const s = ctx.s;
  if (!inUpgrade(s, seat) || s.phase !== "upgrade") return Rejections.notNow("play Going on the account");
  const ship = s.ships[seat];
  if (!ship.hand.includes(card)) return Rejections.notYourCard();
  if (cardKind(card) !== "goingOnTheAccount") return Rejections.wrongCard("Going on the account");
  if (ship.levels[section] >= TRACKS[section].max) return Rejections.atTop(SECTIONS[section]);
  discardFromHand(ctx, seat, card);
  ship.levels[section]++;
  log(ctx, "playCard", { seat, card });
  log(ctx, "upgrade", { seat, section: SECTIONS[section], level: ship.levels[section], gold: 0 });
  return null;
}

export function endUpgrade(ctx: Ctx, seat: SeatIndex): Rejection | null {
  if (!inUpgrade(ctx.s, seat)) return Rejections.notNow("finish upgrading");
  ctx.s.done[seat] = true;
  log(ctx, "ready", { seat });
  return null;
}
