import { pirateKing } from "./index";
import { encodePirateKingLog, pirateKingLogText, LOG_KINDS } from "./log-text";
import { CONFIGURATIONS } from "./selfplay";
import { Random, seedRng } from "../../engine/rng";

describe("log text", () => {
  it("every event of bot games reads back from its wire code to the same sentence, and secrets stay out of the data", () => {
    const kinds = new Set<string>();
    for (const [i, cfg] of CONFIGURATIONS.entries()) {
      const names = ["Anne", "Bart", "Cal", "Dee"].slice(0, cfg.seats);
      let s = pirateKing.setup(names.map((name) => ({ name })), pirateKing.optionsSchema.parse(cfg.options), 40 + i);
      const random = Random.from(seedRng(i));
      while (s.stage !== "over") {
        const seat = pirateKing.activeSeats(s)[0];
        const a = seat % 2 === 0 ? pirateKing.bot(s, seat, random) : random.pick(pirateKing.legalActions(s, seat));
        const r = pirateKing.apply(s, seat, a);
        if (!r.ok) throw new Error(r.rejection.code);
        for (const e of r.events) {
          kinds.add(e.kind);
          const code = encodePirateKingLog(e);
          expect(code).not.toBeNull();
          expect(pirateKingLogText(JSON.parse(JSON.stringify(code)), names)).toEqual({ kind: e.kind, text: e.text });
          if (e.secret) expect(JSON.stringify(e.data)).not.toContain(e.secret.text);
        }
        s = r.state;
      }
    }
    expect(kinds.size).toBeGreaterThan(LOG_KINDS.length / 2);
  });
  it("rejects codes it cannot read", () => {
    expect(pirateKingLogText([999], [])).toBeNull();
    expect(pirateKingLogText(["x"], [])).toBeNull();
    expect(pirateKingLogText([0, [1]], [])).toBeNull();
  });
});
