import type { ApplyResult, SeatIndex } from "../../engine/game";
import { CommonRejections } from "../../engine/rejection";
import type { Rejection } from "../../engine/rejection";
import { Random } from "../../engine/rng";
import { describeMalformed, readAction, type PirateCoveAction } from "./actions";
import { activeSeats } from "./active";
import { battleCard, fire, flight, navyFire, powderKeg } from "./combat/actions";
import { sectionIndex } from "./content/sections";
import type { Ctx } from "./ctx";
import { advance } from "./flow";
import { crowsNest, navigate } from "./navigation/choose";
import { farewell, intercept, privateer } from "./navigation/end-window";
import { pass } from "./tavern/pass";
import { Rejections } from "./rejections";
import { copyState, type Fighter, type PirateCoveState } from "./state";
import { decideParrot } from "./tavern/parrot";
import { bury } from "./treasure/bury";
import { consort, secretMap } from "./treasure/end-window";
import { buyCard, endUpgrade, fitMastercraft, goingOnTheAccount, repairMastercraft, upgrade } from "./upgrade/upgrade";

/**
 * The one entry point for actions: checks the shape, the seat and the game's end, then hands a
 * private copy of the state to the rule for the action, and runs the month on to the next
 * decision. A rejected action returns the very same state object untouched.
 */
export function apply(state: PirateCoveState, seat: SeatIndex, raw: unknown): ApplyResult<PirateCoveState> {
  const action = readAction(raw);
  if (action === null) return { ok: false, rejection: CommonRejections.malformed(describeMalformed(raw)) };
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.ships.length) return { ok: false, rejection: CommonRejections.noSuchSeat(seat) };
  if (state.phase === "over") return { ok: false, rejection: CommonRejections.gameOver() };
  const active = activeSeats(state);
  if (state.parrotOffers.length > 0 && action.type !== "parrot") {
    return { ok: false, rejection: active[0] === seat ? Rejections.parrotFirst() : Rejections.notYourTurn(state.names[active[0]]) };
  }
  if (!active.includes(seat)) {
    // Navigation never says whose choice is missing beyond what the public view shows.
    if (state.phase === "navigation" && !state.clockwise && state.choices[seat] !== 0) return { ok: false, rejection: Rejections.alreadyChosen() };
    return { ok: false, rejection: active.length > 0 ? Rejections.notYourTurn(state.names[active[0]]) : Rejections.notNow("act") };
  }
  const ctx: Ctx = { s: copyState(state), random: Random.from(state.rng), events: [] };
  const rejection = dispatch(ctx, seat, action);
  if (rejection) return { ok: false, rejection };
  advance(ctx);
  ctx.s.rng = ctx.random.state();
  return { ok: true, state: ctx.s, events: ctx.events };
}

const sec = (name: string) => sectionIndex(name);

function dispatch(ctx: Ctx, seat: SeatIndex, a: PirateCoveAction): Rejection | null {
  switch (a.type) {
    case "parrot":
      return decideParrot(ctx, seat, a.take);
    case "navigate":
      return navigate(ctx, seat, a.island);
    case "crowsNest":
      return crowsNest(ctx, seat, a.card, a.first);
    case "intercept":
      return intercept(ctx, seat, a.card, a.island);
    case "privateer":
      return privateer(ctx, seat, a.card, a.island);
    case "farewell":
      return farewell(ctx, seat, a.card, a.island);
    case "pass":
      return pass(ctx, seat);
    case "battleCard":
      return battleCard(ctx, seat, a.card, a.treasures ?? 0);
    case "fire":
      return fire(ctx, seat, a.target as Fighter, sec(a.section), a.card ?? null);
    case "navyFire":
      return navyFire(ctx, seat, a.target, sec(a.section));
    case "powderKeg":
      return powderKeg(ctx, seat, a.card);
    case "flee":
      return flight(ctx, seat, true);
    case "stay":
      return flight(ctx, seat, false);
    case "bury":
      return bury(ctx, seat, a.gold);
    case "consort":
      return consort(ctx, seat, a.card, a.target);
    case "secretMap":
      return secretMap(ctx, seat, a.card);
    case "upgrade":
      return upgrade(ctx, seat, sec(a.section));
    case "buyCard":
      return buyCard(ctx, seat);
    case "mastercraft":
      return fitMastercraft(ctx, seat, a.card, sec(a.section));
    case "repairMastercraft":
      return repairMastercraft(ctx, seat, sec(a.section));
    case "goingOnTheAccount":
      return goingOnTheAccount(ctx, seat, a.card, sec(a.section));
    case "endUpgrade":
      return endUpgrade(ctx, seat);
  }
}
