import { Random, seedRng } from "../../../engine";
import { monsterOwedBot } from "./bot";
import { newMonsterState } from "./state";
import type { MonsterContext, MonsterState } from "./types";

const keep = { shuffle: <T>(xs: readonly T[]) => [...xs] };
const random = () => Random.from(seedRng(6));
const ctx: MonsterContext = { spot: "fogbank", attributes: { speed: 3, strength: 3, hull: 3 }, cargo: { cocoa: 1, rum: 0, sugar: 0 }, gold: 400 };
const owing = (choice: MonsterState["choice"]): MonsterState => ({ ...newMonsterState(2, keep), choice });

describe("the monster bot's owed decisions", () => {
  it.each([
    ["pays goods", { kind: "sacrifice", seat: 0, monster: "kraken", card: "hunt-sacrifice-any" }, { type: "monster_sacrifice", pay: true, resource: "cocoa" }],
    ["pays gold", { kind: "sacrifice", seat: 0, monster: "kraken", card: "hunt-sacrifice-gold" }, { type: "monster_sacrifice", pay: true }],
    ["keeps its upgrades", { kind: "sacrifice", seat: 0, monster: "kraken", card: "hunt-sacrifice-upgrade" }, { type: "monster_sacrifice", pay: false }],
    ["refuses what it cannot pay", { kind: "sacrifice", seat: 0, monster: "kraken", card: "hunt-sacrifice-rum" }, { type: "monster_sacrifice", pay: false }],
    ["stacks the tide: sure steps on top, a danger last", { kind: "tide", seat: 0, monster: "kraken", card: "hunt-tide-1", top: ["hunt-danger-1", "hunt-test-hull-1", "hunt-respite-1"] }, { type: "monster_tide", order: ["hunt-respite-1", "hunt-test-hull-1", "hunt-danger-1"] }],
  ] as const)("%s", (_what, choice, expected) => {
    expect(monsterOwedBot(owing(choice as MonsterState["choice"]), 0, ctx, random())).toEqual(expected);
  });

  it("takes a 4 VP marker", () => {
    const a = monsterOwedBot(owing({ kind: "reward", seat: 0, monster: "kraken" }), 0, ctx, random());
    expect(a.type === "monster_reward" && a.marker.startsWith("trophy-4")).toBe(true);
  });
});
