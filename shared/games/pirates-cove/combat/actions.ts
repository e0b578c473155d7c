import type { SeatIndex } from "../../../engine/game";
import type { Rejection } from "../../../engine/rejection";
import { PIRATES_COVE } from "../content/islands";
import { GAME } from "../content/rules";
import { HULL } from "../content/sections";
import { BLOW_ME_DOWN_SPEED, cardKind, TAVERN_CARDS } from "../content/tavern-cards";
import { die, log, type Ctx } from "../ctx";
import { Rejections } from "../rejections";
import { loseFame } from "../ships";
import type { Fighter } from "../state";
import { discardFromHand } from "../tavern/draw";
import { windowActed, windowSeat } from "../tavern/window";
import { openKegWindow } from "./battle";
import { inBattle, targetsOf } from "./fighters";

/** The player actions of a battle. Each returns a rejection or null (done; the flow goes on). */

function holds(ctx: Ctx, seat: SeatIndex, card: number): boolean {
  return ctx.s.ships[seat].hand.includes(card);
}

/** The fighter whose volley is next, when nobody has aimed yet. */
export function shooterNow(ctx: Pick<Ctx, "s">): Fighter | null {
  const c = ctx.s.combat;
  if (!c || c.step !== "volley" || c.pending || c.at >= c.order.length) return null;
  return c.order[c.at];
}

function checkAim(ctx: Ctx, shooter: Fighter, target: Fighter, section: number): Rejection | null {
  const c = ctx.s.combat!;
  if (!inBattle(c, target) || target === shooter) return Rejections.notAFighter();
  if (!targetsOf(c, shooter).includes(target)) return Rejections.blackShipsFirst();
  if (typeof target !== "number" && section !== HULL) return Rejections.hullOnly();
  return null;
}

/** A player's volley: a target, a section and optionally a Grapeshot attack or Six Gun Salute. */
export function fire(ctx: Ctx, seat: SeatIndex, target: Fighter, section: number, card: number | null): Rejection | null {
  if (shooterNow(ctx) !== seat) return Rejections.notNow("fire");
  const bad = checkAim(ctx, seat, target, section);
  if (bad) return bad;
  const c = ctx.s.combat!;
  if (card !== null) {
    if (!holds(ctx, seat, card)) return Rejections.notYourCard();
    const kind = cardKind(card);
    if (kind !== "grapeshot" && kind !== "sixGunSalute") return Rejections.notAVolleyCard();
    if (c.avast) return Rejections.cardsSilenced();
    discardFromHand(ctx, seat, card);
    log(ctx, "playCard", { seat, card });
  }
  c.pending = { shooter: seat, target, section, card, kegs: [] };
  openKegWindow(ctx.s, c, seat);
  return null;
}

/** The Royal Navy's volley, aimed by the player who sent her. */
export function navyFire(ctx: Ctx, seat: SeatIndex, target: Fighter, section: number): Rejection | null {
  if (shooterNow(ctx) !== "navy" || ctx.s.navy?.controller !== seat) return Rejections.notNow("aim the Royal Navy");
  if (typeof target !== "number") return Rejections.notAFighter();
  const bad = checkAim(ctx, "navy", target, section);
  if (bad) return bad;
  const c = ctx.s.combat!;
  c.pending = { shooter: "navy", target, section, card: null, kegs: [] };
  openKegWindow(ctx.s, c, "navy");
  return null;
}

/** A Powder keg, out of turn, before the dice of the pending volley. */
export function powderKeg(ctx: Ctx, seat: SeatIndex, card: number): Rejection | null {
  const s = ctx.s;
  if (s.window?.kind !== "powderKeg" || windowSeat(s) !== seat) return Rejections.notNow("play a Powder keg");
  if (!holds(ctx, seat, card)) return Rejections.notYourCard();
  if (cardKind(card) !== "powderKeg") return Rejections.wrongCard("a Powder keg");
  discardFromHand(ctx, seat, card);
  s.combat!.pending!.kegs.push(seat);
  log(ctx, "playCard", { seat, card });
  windowActed(s, true);
  return null;
}

/** A Battle card, in turn from the fastest ship, lasting the whole battle. */
export function battleCard(ctx: Ctx, seat: SeatIndex, card: number, treasures: number): Rejection | null {
  const s = ctx.s;
  const c = s.combat;
  if (!c || s.window?.kind !== "battleCards" || windowSeat(s) !== seat) return Rejections.notNow("play a Battle card");
  if (!holds(ctx, seat, card)) return Rejections.notYourCard();
  const info = TAVERN_CARDS[card];
  if (info.type !== "battle") return Rejections.wrongCard("a Battle card");
  const ship = s.ships[seat];
  if (info.kind === "treasureOverboard" && (treasures < 1 || treasures > ship.treasures)) return Rejections.noTreasures(ship.treasures);
  if (info.kind !== "treasureOverboard" && treasures !== 0) return Rejections.treasuresOnlyOverboard();
  const hand = ship.hand;
  hand.splice(hand.indexOf(card), 1);
  c.inPlay.push(card);
  log(ctx, "playCard", { seat, card });
  switch (info.kind) {
    case "avastBelay":
      c.avast = true;
      s.window = null;
      return null;
    case "blowMeDown":
      c.blow[seat] += BLOW_ME_DOWN_SPEED;
      break;
    case "grappleAttack":
      c.grapple = true;
      break;
    case "smokeScreen":
      if (!c.smoke.includes(seat)) c.smoke.push(seat);
      break;
    case "treasureOverboard":
      ship.treasures -= treasures;
      c.overboard[seat] += treasures;
      log(ctx, "overboard", { seat, treasures });
      break;
  }
  windowActed(s, true);
  return null;
}

/** After a round: flee to Pirate's Cove (a 1 means mutiny: gold and treasures aboard lost, 2 fame) or stay. */
export function flight(ctx: Ctx, seat: SeatIndex, flee: boolean): Rejection | null {
  const s = ctx.s;
  const c = s.combat;
  if (!c || c.step !== "flee" || c.fleeing[0] !== seat) return Rejections.notNow(flee ? "flee" : "choose to stay");
  c.fleeing.shift();
  if (!flee) {
    log(ctx, "stay", { seat });
    return null;
  }
  const ship = s.ships[seat];
  const roll = die(ctx);
  log(ctx, "flee", { seat, roll });
  if (roll === GAME.mutinyRoll) {
    const gold = ship.gold;
    const treasures = ship.treasures;
    s.treasureSupply += treasures;
    ship.gold = 0;
    ship.treasures = 0;
    const fame = loseFame(ship, GAME.mutinyFame);
    log(ctx, "mutiny", { seat, gold, treasures, fame });
  }
  ship.island = PIRATES_COVE;
  c.ships.splice(c.ships.indexOf(seat), 1);
  c.beaten++;
  return null;
}

