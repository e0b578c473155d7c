/**
 * The missions module (missions-and-titles/) inside the main game: guards and action cost, the context a
 * claim is checked against (island, gold and cargo on the ship, upgrades), and a claim's
 * results — payment taken, rewards granted, the card's VP (scored from `completed`), the
 * Governor's Pet and Noble Blood counters.
 */
import { RESOURCES } from "../content/basics";
import { deepCopy, type Ctx, type Outcome, type S } from "../core/draft";
import { MISSION_REGULAR, type MissionAction } from "./actions";
import { applyMission } from "./apply";
import { missionOwes } from "./legal";
import { chanceFrom } from "../treasure/dice";
import { ownTurn, regularAction, spendAction } from "../rounds-and-turns/guards";
import { grantReward } from "./rewards";
import { originMissionChosen, originMissionLook } from "../setup-and-goals/origin-look";
import { missionContext } from "./context";

export function missionStep(ctx: Ctx, seat: number, action: MissionAction): Outcome {
  const { s } = ctx;
  const regular = MISSION_REGULAR.has(action.type);
  // A seat settling a look or a discard is the active player on its own turn; the module allows only that.
  const owes = (missionOwes(s.missions, seat) && s.phase === "play" && s.turn.seat === seat && s.combat === null && s.pending.length === 0) || originMissionLook(s, seat);
  const no = owes ? null : regular ? regularAction(s, seat) : ownTurn(s, seat);
  if (no) return no;
  const result = applyMission(s.missions, seat, action, missionContext(s, seat), chanceFrom(ctx.random));
  if (!result.ok) return result.rejection;
  if (regular) spendAction(s);
  s.missions = deepCopy(result.missions) as S["missions"];
  ctx.events.push(...result.events);
  originMissionChosen(s, seat);
  const claimed = result.claimed;
  if (!claimed) return;
  const player = s.players[seat];
  player.gold -= claimed.pay.gold;
  for (const r of RESOURCES) player.cargo[r] -= claimed.pay.cargo[r];
  player.counters.missionsCompleted += 1;
  if (claimed.title !== null) player.counters.titlesEarned += 1;
  for (const reward of claimed.rewards) grantReward(ctx, seat, reward, "a mission");
}
