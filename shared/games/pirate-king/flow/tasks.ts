import { startReward, drawCargo } from "../cargo/cargo";
import { relaunchAsk } from "../combat/relaunch";
import { settleDebt } from "../money/debt";
import { askCrosswinds } from "../sailing/choices";
import { land } from "../sailing/landing";
import { moveShip } from "../sailing/move";
import { fightFort } from "../territories/landing";
import type { PirateKingState, Task } from "../state";

/**
 * Works through the turn's tasks in order until one needs a decision (or a fight waits for
 * the sword); with none left the turn moves to the harbour.
 */
export function runQueue(s: PirateKingState): void {
  while (s.pending === null && s.combat === null && s.stage !== "over") {
    const task = s.queue.shift();
    if (task === undefined) {
      if (s.stage === "resolve") s.stage = "harbour";
      return;
    }
    runTask(s, task);
  }
}

function runTask(s: PirateKingState, task: Task): void {
  switch (task.kind) {
    case "move": {
      const ship = s.ships[task.ship];
      if (!ship.sunk) moveShip(s, ship, task.spaces, task.after);
      return;
    }
    case "land":
      land(s, s.ships[task.ship]);
      return;
    case "reward":
      if (!s.ships[task.ship].sunk) startReward(s, s.ships[task.ship]);
      return;
    case "drawCargo":
      drawCargo(s, s.ships[task.ship]);
      return;
    case "debt":
      settleDebt(s, task.debt);
      return;
    case "relaunch":
      relaunchAsk(s, task.ship);
      return;
    case "fightFort":
      fightFort(s, task.ship, task.territory);
      return;
    case "crosswinds":
      askCrosswinds(s, task.ship);
      return;
  }
}
