import { pirateCove } from "./index";
import { encodePirateCoveLog, LOG_KINDS, pirateCoveLogText } from "./log-text";
import { playChecked, SEAT_NAMES } from "./selfplay-check";
import { act } from "./test-scene";

describe("log-text", () => {
  test("every event of sample games has a sentence, and its compact code reads back to the same kind and text", () => {
    const seen = new Set<string>();
    for (const [seed, players] of [
      [21, ["bot", "random", "bot"]],
      [22, ["bot", "bot", "bot", "random", "random"]],
      [23, ["random", "random", "random", "random"]],
    ] as const) {
      const names = SEAT_NAMES.slice(0, players.length);
      const { log } = playChecked(seed, players);
      let s = pirateCove.setup(names.map((name) => ({ name })), pirateCove.optionsSchema.parse({}), seed);
      for (const { seat, action } of log) {
        const r = act(s, seat, action as never);
        for (const e of r.events) {
          seen.add(e.kind);
          expect(e.text.length).toBeGreaterThan(5);
          const code = encodePirateCoveLog(e);
          if (e.secret) {
            expect(code).toBeNull();
            expect(e.secret.text.length).toBeGreaterThan(5);
            continue;
          }
          expect(code).not.toBeNull();
          expect(pirateCoveLogText(code!, names)).toEqual({ kind: e.kind, text: e.text });
        }
        s = r.state;
      }
    }
    // Most kinds show up in three games; the rare ones are covered by the rule tests.
    expect(seen.size).toBeGreaterThan(LOG_KINDS.length / 2);
  });

  test("a code that is not valid reads as null", () => {
    expect(pirateCoveLogText([999], ["Anne"])).toBeNull();
    expect(pirateCoveLogText(["x"], ["Anne"])).toBeNull();
    expect(pirateCoveLogText([LOG_KINDS.indexOf("reveal"), 0], ["Anne"])).toBeNull();
    expect(pirateCoveLogText([LOG_KINDS.indexOf("reveal"), 0, 9], ["Anne"])).toBeNull();
    expect(pirateCoveLogText([LOG_KINDS.indexOf("reveal"), 0, 6], ["Anne"])).toEqual({ kind: "reveal", text: "Anne sails to Treasure Island." });
  });

  test("secret sentences: the navigator reads its island, the drawer its cards", () => {
    let s = pirateCove.setup(["Anne", "Bart", "Cal"].map((name) => ({ name })), pirateCove.optionsSchema.parse({}), 4);
    for (let seat = 0; seat < 3; seat++) s = act(s, seat, { type: "endUpgrade" }).state;
    const [e] = act(s, 1, { type: "navigate", island: 7 }).events;
    expect(e.text).toBe("Bart has chosen a destination.");
    expect(e.secret).toEqual({ seats: [1], text: "You set course for Pirate's Cove (secret until everyone has chosen)." });
  });
});
