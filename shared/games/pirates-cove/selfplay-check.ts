import type { LoggedAction, SeatIndex } from "../../engine/game";
import { Random, seedRng } from "../../engine/rng";
import { apply } from "./apply";
import { activeSeats } from "./active";
import { bot } from "./bot";
import { brokenInvariant } from "./invariants";
import { legalActions } from "./legal";
import { optionsSchema } from "./options";
import { setup } from "./setup";
import type { PirateCoveState } from "./state";

export const SEAT_NAMES = ["Anne", "Bart", "Cal", "Dee", "Ede"] as const;
export type Player = "bot" | "random";

/** No game should come near this many plies (a month is a few dozen). */
export const MAX_PLIES = 20_000;

export interface CheckedGame {
  readonly final: PirateCoveState;
  readonly log: LoggedAction[];
}

/**
 * Plays one whole game with the given players, checking every state on the way (the
 * invariants, that only active seats are asked, that every action chosen is legal); throws on
 * the first broken rule. `everyLegal` also applies every listed legal action to a state now
 * and then (slow; for the test sample).
 */
export function playChecked(seed: number, players: readonly Player[], options: unknown = {}, everyLegal = false): CheckedGame {
  const seats = players.map((_, i) => ({ name: SEAT_NAMES[i] }));
  let s = setup(seats, optionsSchema.parse(options), seed);
  const random = Random.from(seedRng(seed ^ 0x2545f491));
  const log: LoggedAction[] = [];
  check(s, seed, 0);
  while (s.phase !== "over") {
    if (log.length >= MAX_PLIES) throw new Error(`seed ${seed}: no end after ${MAX_PLIES} plies`);
    const active = activeSeats(s);
    if (active.length === 0) throw new Error(`seed ${seed}: nobody can act in ${s.phase}`);
    const seat: SeatIndex = active[random.int(0, active.length - 1)];
    const legal = legalActions(s, seat);
    if (legal.length === 0) throw new Error(`seed ${seed}: active seat ${seat} has no legal action in ${s.phase}`);
    if (everyLegal && log.length % 7 === 0) {
      for (const a of legal) {
        const r = apply(s, seat, a);
        if (!r.ok) throw new Error(`seed ${seed}: listed action ${JSON.stringify(a)} rejected: ${r.rejection.code}`);
      }
    }
    const action = players[seat] === "bot" ? bot(s, seat, random) : random.pick(legal);
    const r = apply(s, seat, action);
    if (!r.ok) throw new Error(`seed ${seed}: ${players[seat]} seat ${seat} chose a rejected ${JSON.stringify(action)}: ${r.rejection.code} ${r.rejection.message}`);
    log.push({ seat, action });
    s = r.state;
    check(s, seed, log.length);
  }
  return { final: s, log };
}

function check(s: PirateCoveState, seed: number, ply: number): void {
  const broken = brokenInvariant(s);
  if (broken) throw new Error(`seed ${seed}, ply ${ply}: ${broken}`);
}
