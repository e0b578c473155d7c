import { OUTER_ISLANDS } from "./content/islands";
import { LEGENDS } from "./content/legends";
import { GAME } from "./content/rules";
import { TAVERN_CARDS } from "./content/tavern-cards";
import { log, type Ctx } from "./ctx";
import { needsBattle, runBattle, startBattle } from "./combat/battle";
import { navigators, revealDestinations } from "./navigation/choose";
import { clockwiseFrom, leader, type PirateCoveState } from "./state";
import { openWindow, settleWindow } from "./tavern/window";
import { bountyOf, collectBounties } from "./treasure/bounty";
import { buriers } from "./treasure/bury";

/**
 * The month, phase by phase. `advance` runs every automatic step until somebody must decide
 * (or the game is over): the black ships move and the island cards are revealed; navigation;
 * its end-of-phase card window; the battles, island by island; the treasure phase with its
 * burying and its card window; the upgrade phase; then the next month, or the final count.
 */
export function advance(ctx: Ctx): void {
  const s = ctx.s;
  for (;;) {
    if (s.parrotOffers.length > 0) return;
    switch (s.phase) {
      case "over":
        return;
      case "fitting":
      case "upgrade":
        if (!s.done.every(Boolean)) return;
        if (s.month >= GAME.months) return endGame(ctx);
        startMonth(ctx);
        continue;
      case "navigation":
        if (navigators(s).length > 0) return;
        revealDestinations(ctx);
        s.phase = "navigationEnd";
        openWindow(s, "navigationEnd", clockwiseFrom(s.ships.length, leader(s)));
        continue;
      case "navigationEnd":
        if (settleWindow(s)) return;
        s.battles = OUTER_ISLANDS.filter((island) => needsBattle(s, island));
        s.phase = "combat";
        continue;
      case "combat": {
        if (s.combat) {
          if (runBattle(ctx)) return;
          continue;
        }
        const island = s.battles.shift();
        if (island !== undefined) {
          if (needsBattle(s, island)) startBattle(ctx, island);
          continue;
        }
        collectBounties(ctx);
        s.phase = "burying";
        s.done.fill(false);
        continue;
      }
      case "burying":
        if (buriers(s).length > 0) return;
        s.phase = "treasureEnd";
        openWindow(s, "treasureEnd", clockwiseFrom(s.ships.length, leader(s)));
        continue;
      case "treasureEnd":
        if (settleWindow(s)) return;
        startUpgrade(ctx);
        continue;
    }
  }
}

function startMonth(ctx: Ctx): void {
  const s = ctx.s;
  s.month++;
  s.phase = "navigation";
  s.choices.fill(0);
  s.clockwise = null;
  s.navy = null;
  s.done.fill(false);
  s.farewell.fill(false);
  s.treasureIslandUpgrade.fill(false);
  s.earned = s.ships.map(() => ({ fame: 0, gold: 0, treasures: 0, cards: [] }));
  for (const ship of s.ships) ship.wasCrippled = false;
  if (s.secretMap && s.secretMap.month < s.month - 1) s.secretMap = null;
  log(ctx, "month", { month: s.month });
  for (const l of s.legends) {
    if (!l.afloat) {
      s.legendDeck.push(l.legend);
      l.legend = s.legendDeck.shift()!;
      l.hull = LEGENDS[l.legend].hull;
      l.afloat = true;
      l.island = (l.island % 5) + 1;
      log(ctx, "legendArrives", { legend: l.legend, island: l.island });
      continue;
    }
    l.island = (l.island % 5) + 1;
    log(ctx, "legendMoves", { legend: l.legend, island: l.island });
  }
  for (const island of OUTER_ISLANDS) {
    const b = bountyOf(s, island);
    log(ctx, "bounty", { island, fame: b.fame, gold: b.gold, treasures: b.treasures, tavern: b.tavern });
  }
}

/** Crippled ships are repaired at Pirate's Cove; parrots hurt in a battle their ship survived heal. */
function startUpgrade(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = "upgrade";
  s.done.fill(false);
  s.ships.forEach((ship, seat) => {
    if (ship.crippled) {
      ship.crippled = false;
      log(ctx, "shipRepaired", { seat });
    }
    if (ship.parrot?.hurt && !ship.wasCrippled) {
      ship.parrot.hurt = false;
      log(ctx, "parrotHeals", { seat });
    }
  });
}

export const fameCardsOf = (s: PirateCoveState, seat: number): number =>
  s.ships[seat].hand.reduce((sum, card) => sum + TAVERN_CARDS[card].fame, 0);

/** After the twelfth month: fame cards are shown and added; the most fame wins, ties by gold, then by treasures buried. */
function endGame(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = "over";
  s.scores = s.ships.map((ship, seat) => {
    const fame = fameCardsOf(s, seat);
    log(ctx, "fameCards", { seat, fame, total: ship.fame + fame });
    return ship.fame + fame;
  });
  const key = (seat: number) => [s.scores![seat], s.ships[seat].gold, s.ships[seat].buried];
  const better = (a: number, b: number) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] - kb[i];
    return 0;
  };
  let best = [0];
  for (let seat = 1; seat < s.ships.length; seat++) {
    const d = better(seat, best[0]);
    if (d > 0) best = [seat];
    else if (d === 0) best.push(seat);
  }
  s.winners = best;
  log(ctx, "win", { winners: best.join(","), fame: s.scores[best[0]] });
}
