import type { LoggedAction, SeatIndex } from "../../engine/game";
import { Random, seedRng } from "../../engine/rng";
import { pirateKing } from "./index";
import { checkInvariants } from "./invariants";
import type { PirateKingState } from "./state";

/** Every variant the rulebook lists (Game Variations), by a short name. */
export const CONFIGURATIONS: readonly { name: string; seats: number; options: Record<string, unknown> }[] = [
  { name: "1 v 1", seats: 2, options: {} },
  { name: "1 v 1 double ship", seats: 2, options: { shipsPerPlayer: 2 } },
  { name: "1 v 1 v 1", seats: 3, options: {} },
  { name: "1 v 1 v 1 v 1", seats: 4, options: {} },
  { name: "2 v 2 team play", seats: 4, options: { teams: true } },
  { name: "1 v 1 v 1 v 1 short game", seats: 4, options: { shortGame: true } },
];

export interface Played {
  final: PirateKingState;
  log: LoggedAction[];
}

/** Plays a whole game, bots where `bots[seat]`, random players elsewhere, checking every state. */
export function playChecked(seed: number, seats: number, options: Record<string, unknown>, bots: readonly boolean[], check = true): Played {
  const names = ["Anne", "Bart", "Cal", "Dee"].slice(0, seats).map((name) => ({ name }));
  let s = pirateKing.setup(names, pirateKing.optionsSchema.parse(options), seed);
  const random = Random.from(seedRng(seed ^ 0x2545f491));
  const log: LoggedAction[] = [];
  if (check) checkInvariants(s);
  while (s.stage !== "over") {
    if (log.length > 200_000) throw new Error(`pirate-king: seed ${seed} did not end`);
    const seat: SeatIndex = pirateKing.activeSeats(s)[0];
    const action = bots[seat] ? pirateKing.bot(s, seat, random) : random.pick(pirateKing.legalActions(s, seat));
    const r = pirateKing.apply(s, seat, action);
    if (!r.ok) throw new Error(`pirate-king: seed ${seed}: ${JSON.stringify(action)} rejected: ${r.rejection.code} ${r.rejection.message}`);
    log.push({ seat, action });
    s = r.state;
    if (check) checkInvariants(s);
  }
  return { final: s, log };
}
