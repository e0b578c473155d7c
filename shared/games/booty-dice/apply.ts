import type { ApplyResult, SeatIndex } from "../../engine/game";
import { CommonRejections } from "../../engine/rejection";
import { describeMalformed, readAction } from "./actions";
import { chooseCutlassTarget, chooseJollyRogerVictims } from "./choose";
import { Rejections } from "./rejections";
import { roll, stop } from "./roll";
import type { BootyDiceState } from "./state";

/**
 * The one entry point for actions. Checks what every action shares (shape, seat, game over,
 * turn), then hands over to the rule for that action. Never throws for bad input; a rejected
 * action returns the very same state object untouched.
 */
export function apply(state: BootyDiceState, seat: SeatIndex, raw: unknown): ApplyResult<BootyDiceState> {
  const action = readAction(raw);
  if (action === null) return { ok: false, rejection: CommonRejections.malformed(describeMalformed(raw)) };
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.pirates.length) {
    return { ok: false, rejection: CommonRejections.noSuchSeat(seat) };
  }
  if (state.phase === "over") return { ok: false, rejection: CommonRejections.gameOver() };
  if (seat !== state.current) return { ok: false, rejection: Rejections.notYourTurn(state.names[state.current]) };
  switch (action.type) {
    case "roll":
      return roll(state, action);
    case "stop":
      return stop(state);
    case "cutlass":
      return chooseCutlassTarget(state, action);
    case "jollyRoger":
      return chooseJollyRogerVictims(state, action);
  }
}
