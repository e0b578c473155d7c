import { CommonRejections, reject, type Rejection } from "../../../engine";
import type { S } from "../core/draft";
import { treasureOwes } from "../treasure/legal";
import { missionOwes } from "../missions-and-titles/legal";
import { monsterChooser } from "../monsters/legal";

/** Regular actions and free actions need: the play phase, your turn, nothing owed, no combat. */
export function ownTurn(s: S, seat: number): Rejection | null {
  if (s.phase === "over") return CommonRejections.gameOver();
  if (s.phase === "tiebreak") return reject("game/tiebreak", "The game is over; the tied captains are duelling for the victory.", "Resolving Ties");
  if (s.phase !== "play") return reject("phase/setup", "The game has not started yet: finish the set-up first.", "Game Set-up");
  if (s.combat !== null) return reject("combat/in_progress", "A combat is being fought: finish it first.", "Combat");
  if (s.pending.length > 0) {
    return s.pending[0].seat === seat
      ? reject("pending/decide_first", "You owe a decision first (a reward, a loss or a pick).", "Rounds & Turns")
      : CommonRejections.notYourTurn("Rounds & Turns");
  }
  // A drawn hunt card (a sacrifice, a tide) or a monster's reward is answered before anything else (monsters/).
  const hunter = monsterChooser(s.monsters);
  if (hunter !== null) {
    return hunter === seat
      ? reject("monster/choose_first", "First answer the monster hunt card you drew (or choose your reward).", "Monsters › How to fight monsters")
      : CommonRejections.notYourTurn("Monsters › How to fight monsters");
  }
  if (s.turn.seat !== seat) return CommonRejections.notYourTurn("Rounds & Turns");
  // A scouting look or a 4th treasure card is settled before anything else (treasure/).
  if (treasureOwes(s.treasure, seat)) return reject("treasure/choose_first", "First settle your treasure cards (keep one you are looking at, or discard one).", "Scouting in the taverns");
  if (missionOwes(s.missions, seat)) return reject("mission/choose_first", "First settle your mission cards (keep one you are looking at, or discard one).", "Missions › How to acquire missions");
  return null;
}

/** A regular action also needs one of the three actions left. */
export function regularAction(s: S, seat: number): Rejection | null {
  const no = ownTurn(s, seat);
  if (no) return no;
  if (s.turn.mustEnd) return reject("turn/must_end", "Your turn is over after that combat.", "Combat › The Aftermath");
  if (s.turn.actionsLeft <= 0) return reject("turn/no_actions_left", "You have used your 3 actions this turn; end your turn.", "Rounds & Turns");
  return null;
}

export function spendAction(s: S): void {
  s.turn.actionsLeft -= 1;
  s.turn.peekAt = null;
}
