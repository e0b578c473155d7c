import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import type { LoggedAction } from "../../engine/game";
import { replay } from "../../engine/replay";
import { Random, seedRng } from "../../engine/rng";
import { DICE, SUPPLY } from "./content";
import { bootyDice } from "./index";
import type { BootyDiceState } from "./state";
import { NAMES } from "./test-state";

/**
 * Property tests over whole random games. GAMES defaults to 10,000 (about 15 s on a busy 2-core machine);
 * BOOTY_DICE_GAMES=100000 runs a longer sweep.
 */
const GAMES = Number(process.env.BOOTY_DICE_GAMES ?? 10_000);

/** A turn is at most 3 rolls (a stop replaces one) and one choice per die. */
const MAX_PLIES_PER_TURN = DICE.rollsPerTurn + DICE.count;

function checkInvariants(s: BootyDiceState): void {
  let doubloons = s.buriedTreasure;
  let shields = s.warChest;
  let lives = s.locker;
  const counts = [s.buriedTreasure, s.warChest, s.locker, s.rollsLeft];
  for (const p of s.pirates) {
    doubloons += p.doubloons;
    shields += p.shields;
    lives += p.lives;
    counts.push(p.doubloons, p.shields, p.lives);
    if (p.eliminated !== (p.lives === 0)) throw new Error("eliminated must mean no lives");
    if (p.eliminated && (p.doubloons !== 0 || p.shields !== 0)) throw new Error("an eliminated pirate holds something");
  }
  if (doubloons !== SUPPLY.totalDoubloons) throw new Error(`doubloons not conserved: ${doubloons}`);
  if (shields !== SUPPLY.totalShields) throw new Error(`shields not conserved: ${shields}`);
  if (lives !== SUPPLY.startingLives * s.pirates.length) throw new Error(`lives not conserved: ${lives}`);
  if (counts.some((c) => !Number.isInteger(c) || c < 0)) throw new Error(`a negative count: ${counts}`);
  if (s.rollsLeft > DICE.rollsPerTurn) throw new Error("too many rolls left");
  if (s.phase !== "over" && s.pirates[s.current].eliminated) throw new Error("an eliminated pirate has the turn");
  if (s.phase === "resolving" && !["cutlass", "jollyRoger"].includes(s.plan[s.step].effect)) {
    throw new Error("the resolution waits on a step that needs no choice");
  }
  if (s.phase === "over" && s.winners.length === 0) throw new Error("a game over without a winner");
  if (s.round > s.options.maxRounds) throw new Error("played past the round limit");
}

interface Played {
  final: BootyDiceState;
  log: LoggedAction[];
}

/** Plays one game, mixing the bot and random players, checking every state on the way. */
function playChecked(seed: number, seats: number, bots: readonly boolean[], maxRounds: number): Played {
  const names = NAMES.slice(0, seats).map((name) => ({ name }));
  let s = bootyDice.setup(names, { maxRounds }, seed);
  const random = Random.from(seedRng(seed ^ 0x2545f491));
  const log: LoggedAction[] = [];
  const bound = maxRounds * seats * MAX_PLIES_PER_TURN;
  checkInvariants(s);
  while (s.phase !== "over") {
    if (log.length >= bound) throw new Error(`no end after ${bound} plies`);
    const active = bootyDice.activeSeats(s);
    if (active.length !== 1) throw new Error("exactly one pirate acts at a time");
    const seat = active[0];
    const action = bots[seat] ? bootyDice.bot(s, seat, random) : random.pick(bootyDice.legalActions(s, seat));
    const r = bootyDice.apply(s, seat, action);
    if (!r.ok) throw new Error(`rejected ${JSON.stringify(action)}: ${r.rejection.code}`);
    log.push({ seat, action });
    s = r.state;
    checkInvariants(s);
  }
  expect(bootyDice.result(s)?.winners).toEqual(s.winners);
  return { final: s, log };
}

const gameArb = fc.record({
  seed: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
  seats: fc.integer({ min: 2, max: 6 }),
  bots: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
  maxRounds: fc.oneof(fc.constant(100), fc.integer({ min: 5, max: 12 })),
});

describe(`${GAMES} seeded random games`, () => {
  it("conserve doubloons, lives and shields, never go negative, end within the bound, and replay identically", () => {
    const reasons: Record<string, number> = {};
    fc.assert(
      fc.property(gameArb, ({ seed, seats, bots, maxRounds }) => {
        const { final, log } = playChecked(seed, seats, bots, maxRounds);
        reasons[final.endReason ?? "none"] = (reasons[final.endReason ?? "none"] ?? 0) + 1;
        const names = NAMES.slice(0, seats).map((name) => ({ name }));
        const again = replay<BootyDiceState>(bootyDice, seed, { maxRounds }, names, log);
        if (!isDeepStrictEqual(again, final)) expect(again).toEqual(final);
      }),
      { numRuns: GAMES, seed: 20261129 },
    );
    // Every way a game can end was exercised.
    expect(Object.keys(reasons).sort()).toEqual(["doubloons", "lastStanding", "roundLimit"]);
  });
});

describe("legal actions", () => {
  it("every listed action is accepted, and none is listed for a pirate who may not act (30 games)", () => {
    fc.assert(
      fc.property(gameArb, ({ seed, seats }) => {
        const names = NAMES.slice(0, seats).map((name) => ({ name }));
        let s = bootyDice.setup(names, { maxRounds: 100 }, seed);
        const random = Random.from(seedRng(seed));
        while (s.phase !== "over") {
          const seat = bootyDice.activeSeats(s)[0];
          for (let other = 0; other < seats; other++) {
            if (other !== seat) expect(bootyDice.legalActions(s, other)).toHaveLength(0);
          }
          const actions = bootyDice.legalActions(s, seat);
          expect(actions.length).toBeGreaterThan(0);
          for (const a of actions) {
            const r = bootyDice.apply(s, seat, a);
            if (!r.ok) throw new Error(`listed but rejected: ${JSON.stringify(a)} ${r.rejection.code}`);
          }
          const r = bootyDice.apply(s, seat, random.pick(actions));
          if (!r.ok) throw new Error("unreachable");
          s = r.state;
        }
        expect(bootyDice.legalActions(s, 0)).toHaveLength(0);
        expect(bootyDice.activeSeats(s)).toHaveLength(0);
      }),
      { numRuns: 30, seed: 7 },
    );
  });
});
