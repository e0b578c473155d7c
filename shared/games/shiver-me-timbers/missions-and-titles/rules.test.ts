import { applyMission, offerMissionLook, recordDeed } from "./apply";
import { keepOrder, must, on, stackedMissions } from "./test-missions";
import type { Deed } from "./deeds";
import type { MissionState } from "./types";

const small: Deed = { kind: "defeated", foe: { kind: "merchant", size: "small", nation: "english", hunter: false } };
const large: Deed = { kind: "defeated", foe: { kind: "merchant", size: "large", nation: "dutch", hunter: false } };
const pirate: Deed = { kind: "defeated", foe: { kind: "player" } };

const holding = (...cards: string[]): MissionState => {
  let m = stackedMissions(2, cards);
  for (const card of cards) {
    m = { ...m, players: m.players.map((p, i) => (i === 0 ? { ...p, look: [card] } : p)) };
    m = must(m, { type: "mission_keep", card }, on("port-royal")).missions;
  }
  return m;
};

describe("official missions and secret tasks", () => {
  it("an official mission must be completed or discarded before acquiring another", () => {
    const m = holding("tidings-st-david");
    const r = applyMission(m, 0, { type: "mission_acquire" }, on("port-royal"), keepOrder);
    expect(r.ok ? "ok" : r.rejection.code).toBe("mission/official_open");
    const freed = must(m, { type: "mission_discard", card: "tidings-st-david" }, on("port-royal")).missions;
    expect(applyMission(freed, 0, { type: "mission_acquire" }, on("port-royal"), keepOrder).ok).toBe(true);
    expect(freed.discard).toEqual(["tidings-st-david"]);
  });

  it("secret tasks and title quests do not block acquiring", () => {
    const m = holding("secret-raise", "quest-kings-privateer");
    expect(applyMission(m, 0, { type: "mission_acquire" }, on("port-royal"), keepOrder).ok).toBe(true);
  });

  it("acquiring happens only on Port Royal", () => {
    const r = applyMission(stackedMissions(1), 0, { type: "mission_acquire" }, on("the-bay"), keepOrder);
    expect(r.ok ? "ok" : r.rejection.code).toBe("mission/not_port_royal");
  });

  it("a secret task stays hidden, an official one and a title quest are revealed", () => {
    const m = holding("secret-raise", "tidings-the-bay", "quest-kings-privateer");
    expect(m.players[0].held.map((h) => h.revealed)).toEqual([false, true, true]);
  });

  it("with 3 missions you may still acquire, but must discard one afterwards", () => {
    let m = holding("secret-raise", "secret-spy", "quest-kings-privateer");
    m = must(m, { type: "mission_acquire" }, on("port-royal")).missions;
    m = must(m, { type: "mission_keep", card: m.players[0].look![0] }, on("port-royal")).missions;
    expect(m.players[0].mustDiscard).toBe(true);
    const blocked = applyMission(m, 0, { type: "mission_claim", card: "secret-raise" }, on("port-royal"), keepOrder);
    expect(blocked.ok ? "ok" : blocked.rejection.code).toBe("mission/discard_first");
    m = must(m, { type: "mission_discard", card: "secret-spy" }, on("port-royal")).missions;
    expect([m.players[0].held.length, m.players[0].mustDiscard]).toEqual([3, false]);
  });

  it("the Port Royal origin looks at 2; a second official cannot be kept, and with two officials both go back", () => {
    let m = holding("tidings-st-david");
    m = { ...m, deck: ["supply-rum", "tidings-the-bay", ...m.deck.filter((c) => c !== "supply-rum" && c !== "tidings-the-bay")] };
    const look = offerMissionLook(m, 0, 2, keepOrder)!;
    expect(look.missions.players[0].look).toEqual(["supply-rum", "tidings-the-bay"]);
    const r = applyMission(look.missions, 0, { type: "mission_keep", card: "supply-rum" }, on("port-royal"), keepOrder);
    expect(r.ok ? "ok" : r.rejection.code).toBe("mission/second_official");
    const back = must(look.missions, { type: "mission_return" }, on("port-royal")).missions;
    expect([back.players[0].look, back.deck.slice(-2)]).toEqual([null, ["supply-rum", "tidings-the-bay"]]);
  });
});

describe("completing and claiming", () => {
  it.each([
    ["a delivery takes the goods on the island", "supply-cocoa", on("la-juanita", { cargo: { cocoa: 3, rum: 0, sugar: 0 } }), { gold: 0, cargo: { cocoa: 2, rum: 0, sugar: 0 } }],
    ["a payment takes the gold on the island", "tribute-the-bay", on("the-bay", { gold: 600 }), { gold: 500, cargo: { cocoa: 0, rum: 0, sugar: 0 } }],
    ["an attribute task takes nothing", "fleet-speed", on(null, { attributes: { speed: 5, strength: 1, hull: 1 } }), { gold: 0, cargo: { cocoa: 0, rum: 0, sugar: 0 } }],
  ] as const)("%s", (_what, card, ctx, pay) => {
    const r = must(holding(card), { type: "mission_claim", card }, ctx);
    expect(r.claimed?.pay).toEqual(pay);
  });

  it.each([
    ["a delivery on the wrong island", "supply-cocoa", on("st-david", { cargo: { cocoa: 3, rum: 0, sugar: 0 } })],
    ["a delivery short of goods", "supply-cocoa", on("la-juanita", { cargo: { cocoa: 1, rum: 0, sugar: 0 } })],
    ["a payment short of gold", "tribute-the-bay", on("the-bay", { gold: 400 })],
    ["an attribute too low", "fleet-speed", on(null, { attributes: { speed: 4, strength: 7, hull: 7 } })],
    ["a deed not done", "secret-raise", on("port-royal")],
  ] as const)("not met: %s", (_what, card, ctx) => {
    const r = applyMission(holding(card), 0, { type: "mission_claim", card }, ctx, keepOrder);
    expect(r.ok ? "ok" : r.rejection.code).toBe("mission/not_met");
  });

  it("a secret task is met by a deed done after it was taken, then claimed with its rewards", () => {
    const m = recordDeed(holding("secret-raise"), 0, { kind: "raised", relative: false });
    expect(m.events[0]).toMatchObject({ text: "A secret task moves on.", secret: { seats: [0] } });
    expect(JSON.stringify(m.events[0].data)).not.toContain("secret-raise");
    const r = must(m.missions, { type: "mission_claim", card: "secret-raise" }, on(null));
    expect(r.claimed?.rewards).toEqual([{ kind: "gold", amount: 500 }]);
    expect(r.events[0].text).toContain("reveals and completes");
  });

  it("a relative found by searching does not count as raising a treasure", () => {
    const m = recordDeed(holding("secret-raise"), 0, { kind: "raised", relative: true }).missions;
    expect(m.players[0].held[0].met).toEqual([false]);
  });
});

describe("title quests (Rise to Nobility)", () => {
  it("King's Privateer: a small merchant, a large merchant and a pirate, in any order, only after the reveal", () => {
    // A pirate defeated before the quest was taken does not count.
    let m = stackedMissions(2, ["quest-kings-privateer"]);
    m = recordDeed(m, 0, pirate).missions;
    m = must(m, { type: "mission_acquire" }, on("port-royal")).missions;
    m = must(m, { type: "mission_keep", card: "quest-kings-privateer" }, on("port-royal")).missions;
    expect(m.players[0].held[0].met).toEqual([false, false, false]);
    const marks: boolean[][] = [];
    for (const deed of [large, small, small, pirate]) {
      m = recordDeed(m, 0, deed).missions;
      marks.push([...m.players[0].held[0].met]);
    }
    expect(marks).toEqual([[false, true, false], [true, true, false], [true, true, false], [true, true, true]]);
    const r = must(m, { type: "mission_claim", card: "quest-kings-privateer" }, on(null));
    expect([r.claimed?.title, r.claimed?.rewards, r.missions.players[0].titles, r.missions.players[0].completed]).toEqual([
      "kings-privateer", [], ["kings-privateer"], ["quest-kings-privateer"],
    ]);
  });

  it("a quest with two tasks left cannot be claimed", () => {
    let m = holding("quest-kings-privateer");
    m = recordDeed(m, 0, small).missions;
    const r = applyMission(m, 0, { type: "mission_claim", card: "quest-kings-privateer" }, on(null), keepOrder);
    expect(r.ok ? "ok" : r.rejection.code).toBe("mission/not_met");
  });

  it("one deed marks one task per card, but may move several cards", () => {
    let m = holding("quest-scourge-nations", "hunt-spanish");
    m = recordDeed(m, 0, { kind: "defeated", foe: { kind: "merchant", size: "small", nation: "spanish", hunter: false } }).missions;
    expect(m.players[0].held.map((h) => h.met)).toEqual([[true, false, false], [true]]);
  });

  it("another player's deeds never count", () => {
    const m = recordDeed(holding("quest-kings-privateer"), 1, small).missions;
    expect(m.players[0].held[0].met).toEqual([false, false, false]);
  });
});
