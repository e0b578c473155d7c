import type { SeatIndex } from "../../../engine";
import type { DuelAction } from "./actions";
import { duelActor } from "./apply";
import { duelCard, type DuelCardId } from "./cards";
import { redrawLimit } from "./start";
import { other, type DuelState } from "./types";

/** Seats that may act in the duel now (none during the prelude or once it is over). */
export function duelActiveSeats(duel: DuelState): readonly SeatIndex[] {
  const actor = duelActor(duel);
  return actor === null ? [] : [duel[actor].seat];
}

/** Every legal duel action of `seat` now (empty if it is not their move). */
export function duelLegalActions(duel: DuelState, seat: SeatIndex): readonly DuelAction[] {
  const actor = duelActor(duel);
  if (actor === null || duel[actor].seat !== seat) return [];
  const hand = duel[actor].hand;
  const kinds = (kind: string) => hand.filter((id) => duelCard(id).kind === kind);
  switch (duel.phase) {
    case "redraw": {
      const limit = Math.min(redrawLimit(duel), duel.stock.length);
      return subsets(hand, limit).map((discard) => ({ type: "duel_redraw", discard }));
    }
    case "choose_first":
      return [
        { type: "duel_choose_first", first: "self" },
        { type: "duel_choose_first", first: "opponent" },
      ];
    case "strike":
      return [
        ...kinds("duel").map((card) => ({ type: "duel_attack", card }) as const),
        ...kinds("feint").map((card) => ({ type: "duel_feint", card }) as const),
        ...kinds("rigg").map((card) => ({ type: "duel_rigg", card }) as const),
        { type: "duel_pass" },
      ];
    case "rigg_follow":
      return [...kinds("duel").map((card) => ({ type: "duel_attack", card }) as const), { type: "duel_hold" }];
    case "react": {
      const pending = duel.pending;
      if (pending === null || pending.by !== other(actor)) throw new Error("react without a pending attack");
      const guards = hand.filter((id) => {
        const c = duelCard(id);
        return c.kind === "duel" && c.guard === pending.height;
      });
      return [
        ...guards.map((card) => ({ type: "duel_guard", card }) as const),
        ...kinds("sand").map((card) => ({ type: "duel_sand", card }) as const),
        ...kinds("insult").map((card) => ({ type: "duel_insult", card }) as const),
        { type: "duel_take" },
      ];
    }
    default:
      return [];
  }
}

/** All subsets of `items` with at most `max` elements, the empty one first. */
function subsets(items: readonly DuelCardId[], max: number): DuelCardId[][] {
  let out: DuelCardId[][] = [[]];
  for (const item of items) {
    out = [...out, ...out.filter((s) => s.length < max).map((s) => [...s, item])];
  }
  return out;
}
