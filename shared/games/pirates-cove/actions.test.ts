import { actionSchema, readAction } from "./actions";
import { legalActions } from "./legal";
import { activeSeats } from "./active";
import { playChecked } from "./selfplay-check";
import { replay } from "../../engine/replay";
import { pirateCove } from "./index";

describe("actions", () => {
  test("the hand-written reader accepts exactly what the schema accepts", () => {
    const { log } = playChecked(31, ["bot", "random", "random", "bot"]);
    const samples: unknown[] = log.map((l) => l.action);
    samples.push(
      null,
      [],
      "pass",
      { type: "nope" },
      { type: "navigate" },
      { type: "navigate", island: "3" },
      { type: "navigate", island: 2.5 },
      { type: "fire", target: "kraken", section: "hull" },
      { type: "fire", target: 1, section: "deck" },
      { type: "fire", target: "legend", section: "hull", card: 1.5 },
      { type: "battleCard", card: 3, treasures: "2" },
      { type: "parrot", take: 1 },
      { type: "bury", gold: 3 },
      { type: "upgrade", section: "sails" },
    );
    for (const raw of samples) expect(readAction(raw) !== null).toBe(actionSchema.safeParse(raw).success);
  });

  test("every legal action of a replayed game parses with the schema", () => {
    const seats = ["A", "B", "C"].map((name) => ({ name }));
    const { log } = playChecked(32, ["bot", "bot", "random"]);
    for (let k = 0; k < log.length; k += 25) {
      const s = replay<Parameters<typeof legalActions>[0]>(pirateCove, 32, {}, seats, log.slice(0, k));
      for (const seat of activeSeats(s)) for (const a of legalActions(s, seat)) expect(actionSchema.safeParse(a).success).toBe(true);
    }
  });
});
