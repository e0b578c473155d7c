import { botChooser, Random, seedRng } from "../../../engine";
import { shiverMeTimbers } from "../game";
import { invariantViolations } from "../testing/invariants";
import { edit, seats } from "../testing/index";
import { cloneState, type S } from "../core/draft";
import { botAction } from "../bot";
import { canSummon } from "./monster-hunt";
import { requestSummon } from "./monster-hooks";
import { MONSTER_IDS } from "./state";
import type { SmtAction } from "../actions";
import type { SmtState } from "../state";

const game = shiverMeTimbers;
const bot = botChooser(game);

/**
 * Bot games where a test hook stands in for First Mate and Call of the Deep (the cards are not
 * in this branch): at the start of some turns the active player summons a monster that is not
 * out. Seat 0 is given Monster Slayer as a secret goal.
 */
function hookedGame(n: number, seed: number) {
  const random = Random.from(seedRng(seed ^ 0x2545f491));
  let state = game.setup(seats(n), game.optionsSchema.parse({}), seed);
  const tally = { summons: 0, hunts: [0, 0, 0, 0], offers: 0, defeats: 0 };
  for (let ply = 0; ply < 20_000 && game.result(state) === null; ply++) {
    if (state.phase === "origins" && !state.players[0].secretGoals!.includes(7)) {
      state = edit(state, (d) => void (d.players[0].secretGoals = [7, d.players[0].secretGoals!.find((g) => g !== 7)!]));
    }
    if (state.phase === "play" && state.pending.length === 0 && state.combat === null && state.monsters.choice === null && state.turn.actionsLeft === 3 && random.int(1, 3) === 1) {
      const monster = random.pick(MONSTER_IDS);
      if (canSummon(state, monster)) {
        const ctx = { s: cloneState(state), random: Random.from(state.rng), events: [] };
        requestSummon(ctx, state.turn.seat, monster);
        ctx.s.rng = ctx.random.state() as number[];
        state = ctx.s as SmtState;
        tally.summons++;
      }
    }
    const [seat] = game.activeSeats(state);
    const action = bot(state, seat, random) as SmtAction;
    const out = game.apply(state, seat, action);
    if (!out.ok) throw new Error(`seed ${seed}: ${JSON.stringify(action)} rejected: ${out.rejection.code}`);
    if (action.type === "monster_hunt") tally.hunts[seat]++;
    if (action.type === "monster_offer") tally.offers++;
    if (out.events.some((e) => e.kind === "monster/defeated")) tally.defeats++;
    state = out.state;
    const bad = invariantViolations(state);
    if (bad.length > 0) throw new Error(`seed ${seed} ply ${ply} after ${JSON.stringify(action)}: ${bad.join("; ")}`);
  }
  return { state, tally };
}

/** Seeds whose scoring board holds Monster Slayer. */
function seedsWithGoal7(n: number, count: number): number[] {
  const out: number[] = [];
  for (let seed = 1; out.length < count; seed++) if (game.setup(seats(n), game.optionsSchema.parse({}), seed).goalsInPlay.includes(7)) out.push(seed);
  return out;
}

describe("Self-play with monsters summoned by a test hook", () => {
  it("games end with the invariants kept; the Monster Slayer bot hunts, defeats monsters and claims goal 7", () => {
    const totals = { summons: 0, slayerHunts: 0, otherHunts: 0, defeats: 0, slayerDefeats: 0, claimed: 0 };
    for (const seed of seedsWithGoal7(3, 4)) {
      const { state, tally } = hookedGame(3, seed);
      expect(game.result(state)).not.toBeNull();
      totals.summons += tally.summons;
      totals.slayerHunts += tally.hunts[0];
      // Seats 1 and 2 may have chosen Monster Slayer themselves (the bot now gives it appeal).
      for (const seat of [1, 2]) if (!state.players[seat].secretGoals!.includes(7)) totals.otherHunts += tally.hunts[seat];
      totals.defeats += tally.defeats;
      totals.slayerDefeats += state.players[0].counters.monstersDefeated;
      if (state.players[0].claimed.includes(7)) totals.claimed++;
    }
    if (process.env.SMT_MONSTER_TALLY) console.log(JSON.stringify(totals));
    expect(totals.summons).toBeGreaterThan(0);
    expect(totals.slayerHunts).toBeGreaterThan(0);
    // Bots without the goal leave monsters alone.
    expect(totals.otherHunts).toBe(0);
    expect(totals.slayerDefeats).toBeGreaterThan(0);
    expect(totals.claimed).toBeGreaterThan(0);
  });
});

describe("The monsters plan, step by step", () => {
  /** Seat 0 (Monster Slayer) at the start of its turn; the Serpent in the Mangroves. */
  const start = startedSlayer();
  const slayer = (where: string, change: (s: S) => void = () => {}) =>
    edit(start, (d) => {
      d.players[0].location = where;
      d.monsters.board["sea-serpent"] = "mangroves";
      change(d as S);
    });
  const rng = () => Random.from(seedRng(3));

  it("sails toward the monster, hunts on its spot, pays goods, takes a 4 VP marker, and chooses the spot it is on", () => {
    const far = slayer("I:la-juanita", (d) => void (d.players[0].gold = 0));
    const move = botAction(far, 0, rng());
    expect(move).toEqual({ type: "travel", to: "mangroves:3" });
    expect(botAction(slayer("mangroves:3"), 0, rng())).toEqual({ type: "monster_hunt", monster: "sea-serpent" });
    const sacrifice = slayer("mangroves:3", (d) => {
      d.players[0].cargo = { cocoa: 1, rum: 0, sugar: 0 };
      d.monsters.deck = d.monsters.deck.filter((c) => c !== "hunt-sacrifice-cocoa");
      d.monsters.choice = { kind: "sacrifice", seat: 0, monster: "sea-serpent", card: "hunt-sacrifice-cocoa" };
    });
    expect(botAction(sacrifice, 0, rng())).toEqual({ type: "monster_sacrifice", pay: true, resource: "cocoa" });
    const reward = slayer("I:la-juanita", (d) => {
      d.monsters.board["sea-serpent"] = null;
      d.monsters.choice = { kind: "reward", seat: 0, monster: "sea-serpent" };
    });
    const marker = botAction(reward, 0, rng());
    expect(marker.type === "monster_reward" && marker.marker.startsWith("trophy-4")).toBe(true);
    const spot = slayer("fogbank:3", (d) => {
      d.monsters.board["sea-serpent"] = null;
      d.pending = [{ kind: "monsterSpot", seat: 0, monster: "kraken" }];
    });
    expect(botAction(spot, 0, rng())).toEqual({ type: "monster_summon_spot", spot: "fogbank" });
  });

  it("throws the units that finish the monster, even with no action left", () => {
    const s = slayer("mangroves:3", (d) => {
      d.turn.actionsLeft = 0;
      d.players[0].cargo = { cocoa: 0, rum: 2, sugar: 1 };
      d.monsters.progress["sea-serpent"] = [13, null];
    });
    expect(botAction(s, 0, rng())).toEqual({ type: "monster_offer", monster: "sea-serpent", resource: "rum", units: 2 });
  });

  it("a bot without Monster Slayer does not hunt", () => {
    const s = edit(slayer("mangroves:3"), (d) => void (d.players[0].secretGoals = [1, 5]));
    expect(botAction(s, 0, rng()).type).not.toBe("monster_hunt");
  });
});

/** A 2-player game in play with seat 0 holding Monster Slayer, its turn, no merchants about. */
function startedSlayer(): SmtState {
  const seed = seedsWithGoal7(2, 1)[0];
  let s = game.setup(seats(2), game.optionsSchema.parse({}), seed);
  const other = s.goalsInPlay.find((g) => g !== 7)!;
  const chosen = game.apply(s, 0, { type: "chooseGoals", goals: [7, other] });
  if (!chosen.ok) throw new Error(chosen.rejection.code);
  s = chosen.state;
  for (let ply = 0; ply < 100 && s.phase !== "play"; ply++) {
    const [seat] = game.activeSeats(s);
    const out = game.apply(s, seat, bot(s, seat, Random.from(seedRng(ply))) as SmtAction);
    if (!out.ok) throw new Error(out.rejection.code);
    s = out.state;
  }
  return edit(s, (d) => {
    d.turn = { seat: 0, actionsLeft: 3, peekAt: null, mustEnd: false };
    d.pending = [];
    d.merchantStack = [...Object.values(d.merchants).map((m) => m.id), ...d.merchantStack];
    d.merchants = {};
    d.players[0].cargo = { cocoa: 0, rum: 0, sugar: 0 };
    d.wind = "wind-3-1";
  });
}
