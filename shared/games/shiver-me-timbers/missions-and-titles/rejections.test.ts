import { deepFreeze } from "../duel/test-duel";
import type { MissionAction } from "./actions";
import { applyMission } from "./apply";
import { keepOrder, on, stackedMissions } from "./test-missions";
import type { MissionContext, MissionState } from "./types";

const withPlayer = (p: Partial<MissionState["players"][number]>): MissionState => {
  const m = stackedMissions(2);
  return { ...m, players: [{ ...m.players[0], ...p }, m.players[1]] };
};
const looking = () => withPlayer({ look: ["secret-raise", "tidings-the-bay", "supply-rum"] });
const official = () => withPlayer({ held: [{ card: "tidings-st-david", revealed: true, met: [false] }] });

const cases: readonly { name: string; m: () => MissionState; action: MissionAction; ctx: MissionContext; code: string; seat?: number }[] = [
  { name: "acquiring away from Port Royal", m: () => stackedMissions(2), action: { type: "mission_acquire" }, ctx: on("st-david"), code: "mission/not_port_royal" },
  { name: "acquiring with an official mission open", m: official, action: { type: "mission_acquire" }, ctx: on("port-royal"), code: "mission/official_open" },
  { name: "acquiring with an empty deck", m: () => ({ ...stackedMissions(2), deck: [] }), action: { type: "mission_acquire" }, ctx: on("port-royal"), code: "mission/deck_empty" },
  { name: "anything before choosing", m: looking, action: { type: "mission_discard", card: "x" }, ctx: on("port-royal"), code: "mission/choose_first" },
  { name: "keeping a card not offered", m: looking, action: { type: "mission_keep", card: "free-uncle" }, ctx: on("port-royal"), code: "mission/not_offered" },
  { name: "keeping without a look", m: official, action: { type: "mission_keep", card: "free-uncle" }, ctx: on("port-royal"), code: "mission/nothing_to_choose" },
  { name: "returning cards that could be kept", m: looking, action: { type: "mission_return" }, ctx: on("port-royal"), code: "mission/must_keep" },
  { name: "discarding a mission not held", m: official, action: { type: "mission_discard", card: "supply-rum" }, ctx: on(null), code: "mission/not_held" },
  { name: "claiming a mission not held", m: official, action: { type: "mission_claim", card: "supply-rum" }, ctx: on(null), code: "mission/not_held" },
  { name: "claiming an unmet mission", m: official, action: { type: "mission_claim", card: "tidings-st-david" }, ctx: on("the-bay"), code: "mission/not_met" },
  { name: "an unknown seat", m: official, action: { type: "mission_acquire" }, ctx: on("port-royal"), code: "seat/unknown", seat: 6 },
];

describe("illegal mission actions are rejected and change nothing", () => {
  it.each(cases)("$name: $code", ({ m, action, ctx, code, seat }) => {
    const before = deepFreeze(m());
    const snapshot = JSON.stringify(before);
    const r = applyMission(before, seat ?? 0, action, ctx, keepOrder);
    expect(r.ok ? "accepted" : r.rejection.code).toBe(code);
    expect(JSON.stringify(before)).toBe(snapshot);
  });
});
