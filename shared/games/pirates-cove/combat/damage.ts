import type { SeatIndex } from "../../../engine/game";
import { LEGENDS, ROYAL_NAVY } from "../content/legends";
import { SECTIONS, TRACKS } from "../content/sections";
import { PARROT_DEATH_FAME } from "../content/tavern-cards";
import { log, type Ctx } from "../ctx";
import { loseFame, parrotSection } from "../ships";
import { spillOverCapacity } from "../booty";
import type { Fighter } from "../state";

/**
 * One hit on a section of a player's ship: a Mastercraft there takes it (damaged, then blown
 * to pieces); otherwise a parrot advising on the section is hit too (hurt, then killed for 2
 * fame), and the section drops a level; below its lowest level the ship is crippled. Later hits
 * of the same volley on a crippled ship still strike its Mastercraft and parrot (the Grapeshot's
 * recoil kills Silver's parrot even when its first hit cripples the ship).
 */
export function hitSection(ctx: Ctx, seat: SeatIndex, section: number): void {
  const ship = ctx.s.ships[seat];
  const name = SECTIONS[section];
  const mc = ship.mastercrafts.findIndex((m) => m.section === section);
  if (mc >= 0) {
    const m = ship.mastercrafts[mc];
    if (!m.damaged) {
      m.damaged = true;
      log(ctx, "mastercraftHit", { seat, section: name, destroyed: 0 });
    } else {
      ship.mastercrafts.splice(mc, 1);
      ctx.s.destroyed.push(m.card);
      log(ctx, "mastercraftHit", { seat, section: name, destroyed: 1 });
    }
    return;
  }
  if (ship.parrot && parrotSection(ship) === section) {
    const card = ship.parrot.card;
    if (!ship.parrot.hurt) {
      ship.parrot.hurt = true;
      log(ctx, "parrotHit", { seat, card, dies: 0 });
    } else {
      ship.parrot = null;
      loseFame(ship, PARROT_DEATH_FAME);
      ctx.s.discard.push(card);
      log(ctx, "parrotHit", { seat, card, dies: 1 });
      spillOverCapacity(ctx, seat);
    }
  }
  const min = TRACKS[section].min;
  if (ship.crippled) return;
  if (ship.levels[section] > min) {
    ship.levels[section]--;
    log(ctx, "sectionHit", { seat, section: name, level: ship.levels[section] });
    spillOverCapacity(ctx, seat);
  } else {
    ship.crippled = true;
    ship.wasCrippled = true;
    log(ctx, "crippled", { seat });
  }
}

/** One hit on a black ship's hull (only the hull can be hit). */
export function hitBlackShip(ctx: Ctx, f: "navy" | "legend", legendIndex: number): void {
  const s = ctx.s;
  if (f === "navy") {
    if (!s.navy || s.navy.hull <= 0) return;
    s.navy.hull--;
    log(ctx, "blackShipHit", { fighter: "navy", hull: s.navy.hull });
    return;
  }
  const l = s.legends[legendIndex];
  if (!l.afloat || l.hull <= 0) return;
  l.hull--;
  log(ctx, "blackShipHit", { fighter: l.legend, hull: l.hull });
}

/** A fighter's name for the log: its seat, "navy" or the legend's id. */
export function fighterLog(ctx: Ctx, f: Fighter, legendIndex: number): number | string {
  return f === "legend" ? ctx.s.legends[legendIndex].legend : f;
}

export const navyFame = ROYAL_NAVY.fame;
export const legendFame = (ctx: Ctx, legendIndex: number): number => LEGENDS[ctx.s.legends[legendIndex].legend].fame;
