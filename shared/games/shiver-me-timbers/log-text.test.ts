import { Random, seedRng } from "../../engine";
import { shiverMeTimbers as game } from "./index";
import { encodeSmtLog, SMT_LOG_TEMPLATES, smtLogText } from "./log-text";

const names = ["Anne", "Bart", "Cleo", "Dirk"];

describe("Shiver Me Timbers log codes", () => {
  it("read back to the rules' own sentences, cover most public events and never a secret one", () => {
    let coded = 0;
    let open = 0;
    const usedKinds = new Set<string>();
    for (const [seats, options, seed] of [[2, {}, 1], [3, { events: true, map: "custom" }, 2], [4, {}, 3]] as const) {
      let state = game.setup(names.slice(0, seats).map((name) => ({ name })), game.optionsSchema.parse(options), seed);
      const random = Random.from(seedRng(seed));
      for (let ply = 0; ply < 20_000 && !game.result(state); ply++) {
        const seat = game.activeSeats(state)[0];
        const outcome = game.apply(state, seat, game.bot(state, seat, random));
        if (!outcome.ok) throw new Error(outcome.rejection.code);
        state = outcome.state;
        for (const event of outcome.events) {
          const code = encodeSmtLog(event);
          if (event.secret) {
            expect(code).toBeNull();
            continue;
          }
          open++;
          if (code === null) continue;
          coded++;
          usedKinds.add(event.kind);
          expect(smtLogText(code, names.slice(0, seats))).toEqual({ kind: event.kind, text: event.text });
          // Compact: numbers, and text only for what the sentence names.
          expect(JSON.stringify(code).length).toBeLessThan(event.text.length);
        }
      }
    }
    expect(coded / open).toBeGreaterThan(0.8);
    expect(usedKinds.size).toBeGreaterThan(SMT_LOG_TEMPLATES.length / 2);
  });

  it("reads nothing from a code it does not know", () => {
    expect(smtLogText([999, 0], names)).toBeNull();
    expect(smtLogText([2, 0], names)).toBeNull(); // a slot missing
    expect(smtLogText([2, 0, 9], names)).toBeNull(); // no such seat
    expect(smtLogText(["x"], names)).toBeNull();
  });
});
