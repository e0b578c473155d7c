import { LEGENDS } from "../content/legends";
import { GAME } from "../content/rules";
import { log, type Ctx } from "../ctx";
import { gainFame, loadTreasures } from "../booty";
import type { Combat, Fighter, PirateCoveState } from "../state";
import { openWindow, settleWindow } from "../tavern/window";
import { blackShipsAfloat, fightingLegendAt, firingOrder, inBattle, legendCard, shipsBySpeed } from "./fighters";
import { legendTarget } from "./legend-target";
import { fireVolley } from "./volley";

/** Whether an outer island needs a battle: two player ships, or one with a black ship that fights. */
export function needsBattle(s: PirateCoveState, island: number): boolean {
  const ships = s.ships.filter((p) => p.island === island && !p.crippled).length;
  if (ships === 0) return false;
  return ships >= 2 || fightingLegendAt(s, island) >= 0 || s.navy?.island === island;
}

export function startBattle(ctx: Ctx, island: number): void {
  const s = ctx.s;
  const n = s.ships.length;
  const c: Combat = {
    island,
    ships: s.ships.flatMap((p, seat) => (p.island === island && !p.crippled ? [seat] : [])),
    legend: fightingLegendAt(s, island),
    navy: s.navy?.island === island,
    round: 1,
    order: [],
    at: 0,
    step: "battleCards",
    pending: null,
    fleeing: [],
    avast: false,
    grapple: false,
    smoke: [],
    blow: new Array<number>(n).fill(0),
    overboard: new Array<number>(n).fill(0),
    inPlay: [],
    reloading: [],
    beaten: 0,
    spoils: 0,
    legendQueue: [],
    legendLost: 0,
  };
  s.combat = c;
  log(ctx, "battle", { island });
  openWindow(s, "battleCards", shipsBySpeed(s, c));
}

const battleOver = (c: Combat): boolean => c.ships.length === 0 || (!blackShipsAfloat(c) && c.ships.length <= 1);

/** Opens the out-of-turn Powder keg window for the players other than the shooter. */
export function openKegWindow(s: PirateCoveState, c: Combat, shooter: Fighter): void {
  if (c.avast) return;
  openWindow(s, "powderKeg", shipsBySpeed(s, c).filter((seat) => seat !== shooter));
}

/**
 * Runs the battle until somebody must decide; returns false once it is over (and cleared).
 * Order: battle cards in speed order, then rounds of volleys (each ship once, fastest
 * first), then each player ship in speed order may flee.
 */
export function runBattle(ctx: Ctx): boolean {
  const s = ctx.s;
  for (;;) {
    const c = s.combat!;
    if (c.pending === null && battleOver(c)) return finishBattle(ctx, false);
    if (c.step === "battleCards") {
      if (!c.avast && settleWindow(s)) return true;
      s.window = null;
      startRound(s, c);
      continue;
    }
    if (c.step === "volley") {
      if (c.pending) {
        if (settleWindow(s)) return true;
        fireVolley(ctx);
        c.at++;
        continue;
      }
      if (c.at >= c.order.length) {
        endRound(ctx, c);
        continue;
      }
      const f = c.order[c.at];
      if (!inBattle(c, f)) {
        c.at++;
        continue;
      }
      if (typeof f === "number") {
        const r = c.reloading.indexOf(f);
        if (r < 0) return true;
        c.reloading.splice(r, 1);
        log(ctx, "reloading", { seat: f });
        c.at++;
        continue;
      }
      if (f === "navy") return true;
      c.pending = { shooter: "legend", target: legendTarget(s, c), section: aimOf(s, c), card: null, kegs: [] };
      openKegWindow(s, c, "legend");
      continue;
    }
    c.fleeing = c.fleeing.filter((seat) => inBattle(c, seat));
    if (c.fleeing.length > 0) return true;
    if (c.round >= GAME.maxRounds) return finishBattle(ctx, true);
    c.round++;
    startRound(s, c);
  }
}

const aimOf = (s: PirateCoveState, c: Combat): number => {
  const aims = legendCard(s, c)!.aims;
  return aims === "all" ? -1 : aims;
};

function startRound(s: PirateCoveState, c: Combat): void {
  c.step = "volley";
  c.order = firingOrder(s, c);
  c.at = 0;
  c.legendLost = 0;
}

/** After every ship has fired once: the Flying Dutchman mends up to 2 of this round's hull; then flight. */
function endRound(ctx: Ctx, c: Combat): void {
  const l = legendCard(ctx.s, c);
  if (l && l.regain > 0 && c.legendLost > 0) {
    const ship = ctx.s.legends[c.legend];
    const back = Math.min(l.regain, c.legendLost, l.hull - ship.hull);
    if (back > 0) {
      ship.hull += back;
      log(ctx, "regains", { legend: ship.legend, hull: ship.hull });
    }
  }
  c.legendLost = 0;
  c.step = "flee";
  c.fleeing = shipsBySpeed(ctx.s, c);
}

/**
 * The battle's end: a Legendary Pirate still afloat (it beat every player) is fully repaired;
 * the Royal Navy leaves; treasures thrown overboard go back to Treasure Island; battle cards
 * are discarded; the last player ship standing takes 1 fame per player ship crippled or
 * driven off and the crippled ships' treasures up to its hold (the rest go to Treasure Island).
 */
export function finishBattle(ctx: Ctx, stalemate: boolean): false {
  const s = ctx.s;
  const c = s.combat!;
  if (c.legend >= 0) {
    const l = s.legends[c.legend];
    l.hull = LEGENDS[l.legend].hull;
    if (c.ships.length === 0) log(ctx, "legendRepaired", { legend: l.legend });
  }
  if (s.navy && s.navy.island === c.island) {
    s.navy = null;
    log(ctx, "navyLeaves", {});
  }
  s.treasureSupply += c.overboard.reduce((a, b) => a + b, 0);
  s.discard.push(...c.inPlay);
  let spoils = c.spoils;
  if (!stalemate && c.ships.length === 1 && c.beaten > 0) {
    const seat = c.ships[0];
    gainFame(ctx, seat, c.beaten);
    const taken = loadTreasures(ctx, seat, spoils);
    spoils -= taken;
    log(ctx, "victor", { seat, fame: c.beaten, treasures: taken });
  }
  if (stalemate) log(ctx, "stalemate", { island: c.island });
  s.treasureSupply += spoils;
  s.combat = null;
  s.window = null;
  return false;
}
