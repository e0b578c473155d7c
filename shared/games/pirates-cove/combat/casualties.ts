import type { SeatIndex } from "../../../engine/game";
import { PIRATES_COVE } from "../content/islands";
import { log, type Ctx } from "../ctx";
import { gainFame } from "../booty";
import { legendFame, navyFame } from "./damage";

/**
 * After a volley: crippled ships leave for Pirate's Cove (their treasures wait for the
 * victor); a black ship whose hull is gone sinks and its fame is split, rounded down, among
 * the players who survive, and any player crippled by their own Powder keg or Grapeshot on
 * that volley (the consolation rule).
 */
export function settleCasualties(ctx: Ctx, consoled: readonly SeatIndex[]): void {
  const s = ctx.s;
  const c = s.combat!;
  const crippled = c.ships.filter((seat) => s.ships[seat].crippled);
  for (const seat of crippled) {
    const ship = s.ships[seat];
    c.ships.splice(c.ships.indexOf(seat), 1);
    ship.island = PIRATES_COVE;
    c.spoils += ship.treasures;
    ship.treasures = 0;
    c.beaten++;
  }
  const sharers = [...c.ships, ...crippled.filter((seat) => consoled.includes(seat))];
  if (c.navy && s.navy && s.navy.hull <= 0) {
    c.navy = false;
    log(ctx, "sunk", { fighter: "navy" });
    share(ctx, navyFame, sharers, "navy");
  }
  if (c.legend >= 0 && s.legends[c.legend].hull <= 0) {
    const l = s.legends[c.legend];
    l.afloat = false;
    log(ctx, "sunk", { fighter: l.legend });
    share(ctx, legendFame(ctx, c.legend), sharers, l.legend);
    c.legend = -1;
  }
}

function share(ctx: Ctx, fame: number, sharers: readonly SeatIndex[], fighter: string): void {
  if (sharers.length === 0) return;
  const each = Math.floor(fame / sharers.length);
  if (each === 0) return;
  for (const seat of sharers) {
    gainFame(ctx, seat, each);
    log(ctx, "fameShare", { seat, fame: each, fighter });
  }
}
