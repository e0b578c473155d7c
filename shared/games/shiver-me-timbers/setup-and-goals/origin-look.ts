/**
 * The Port Royal origin (Your origin markers): "look at the top two cards from the mission or the
 * treasure deck, select one and return the other to the bottom of the deck. Do this twice. Note
 * that you can't take two official missions!" Each look is a decision owed at the start of play
 * (a pending `originLook`): the deck first (`originLook`), then the pick — the owed `pickTreasure`
 * for treasures, the missions module's look (`offerMissionLook`, `mission_keep` /
 * `mission_return`) for missions; the module refuses a second official mission.
 */
import { reject } from "../../../engine";
import type { ActionOf, SmtAction } from "../actions";
import { deepCopy, type Ctx, type Outcome, type S } from "../core/draft";
import { offerMissionLook } from "../missions-and-titles/apply";
import { missionLegalActions } from "../missions-and-titles/legal";
import { ORIGIN_LOOK } from "../missions-and-titles/state";
import type { SmtState } from "../state";
import { chanceFrom } from "../treasure/dice";
import { missionContext } from "../missions-and-titles/context";
import { offerTreasurePick } from "../treasure/treasure-rewards";

const RULE = "Your origin markers";

type OriginLook = Extract<S["pending"][number], { kind: "originLook" }>;

function owedLook(s: S | SmtState, seat: number): OriginLook | null {
  const p = s.pending[0];
  return p !== undefined && p.kind === "originLook" && p.seat === seat ? (p as OriginLook) : null;
}

/** Whether `seat` is choosing from mission cards for its origin now (the missions module's look). */
export function originMissionLook(s: S | SmtState, seat: number): boolean {
  return owedLook(s, seat) !== null && s.missions.players[seat].look !== null;
}

export function originLook(ctx: Ctx, seat: number, action: ActionOf<"originLook">): Outcome {
  const { s } = ctx;
  const p = owedLook(s, seat);
  if (p === null || p.left <= 0) return reject("pending/none", "You do not owe a look for your origin now.", RULE);
  if (s.missions.players[seat].look !== null) return reject("mission/choose_first", "First choose one of the mission cards you are looking at.", RULE);
  if (action.deck === "missions") {
    const out = offerMissionLook(s.missions as SmtState["missions"], seat, ORIGIN_LOOK, chanceFrom(ctx.random), s.players[seat].name);
    if (out === null) return reject("origin/no_missions", "The mission deck is empty: look at the treasure deck.", RULE);
    s.missions = deepCopy(out.missions) as S["missions"];
    ctx.events.push(...out.events);
    // The pending look stays at the head while the mission cards are chosen (originMissionChosen).
    p.left -= 1;
    return;
  }
  p.left -= 1;
  if (p.left === 0) s.pending.shift();
  const before = s.pending.length;
  offerTreasurePick(ctx, seat, "Port Royal origin");
  if (s.pending.length > before) s.pending.unshift(...s.pending.splice(before, 1));
}

/** After a mission card is kept or returned for the origin: the next look, or done. */
export function originMissionChosen(s: S, seat: number): void {
  const p = owedLook(s, seat);
  if (p !== null && s.missions.players[seat].look === null && p.left === 0) s.pending.shift();
}

/** The legal actions while an origin look is owed. */
export function originLookOptions(s: S | SmtState, seat: number): SmtAction[] {
  if (s.missions.players[seat].look !== null) return missionLegalActions(s.missions, seat, missionContext(s, seat), { regular: false, free: false });
  const out: SmtAction[] = [];
  if (s.missions.deck.length + s.missions.discard.length > 0) out.push({ type: "originLook", deck: "missions" });
  out.push({ type: "originLook", deck: "treasure" });
  return out;
}
