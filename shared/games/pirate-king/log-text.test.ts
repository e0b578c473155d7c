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

describe("every kind of event has its sentence", () => {
  const names = ["Anne", "Bart"];
  it.each([
    ["order", { order: [1, 0], rolls: [11, 4] }, "Turn order by the d12: Bart (11) and Anne (4)."],
    ["sail", { seat: 0, spaces: [1] }, "Anne sets the sail marker 1 space ahead."],
    ["sail", { seat: 0, spaces: [2, 5] }, "Anne sets the sail markers 2 and 5 spaces ahead."],
    ["wind", { seat: 1, roll: 4, adjust: -4, reroll: false }, "Bart rolls the wind die: 4, 4 back."],
    ["deliver", { seat: 0, territory: 4, amount: 300, exact: true, half: false }, "Anne delivers cargo to Nassau, landing right there, for 300 bronze."],
    ["dockFee", { seat: 0, territory: 16, owner: 1, amount: 350 }, "Anne pays Bart a dock fee of 350 bronze at Campeche."],
    ["sword", { seat: 1, from: 2, to: 6 }, "Bart re-rolls a die with the Jewel Encrusted Sword: 2 becomes 6."],
    ["seize", { seat: 1, from: 0, territory: 4 }, "Bart takes Nassau from Anne, who cannot pay the bounty."],
    ["merchantCovers", { seat: 0, amount: 75 }, "The Merchant pays the 75 bronze Anne cannot."],
    ["tearDown", { seat: 0, territory: 4, level: 2, amount: 50 }, "Anne tears Nassau down to a Fort for 50 bronze."],
    ["lastCargo", { seat: 1 }, "Bart turns in the last smuggling mission: the game ends with this turn."],
    ["win", { reason: "commodore", winners: [0], points: 16 }, "Anne defeats the Commodore and wins the game!"],
    ["win", { reason: "cargo", winners: [0, 1], points: 5 }, "Every smuggling mission is turned in: Anne and Bart win with 5 prestige points."],
    ["combat", { reason: "dock", attacker: 0, defender: null, territory: 16 }, "Anne fights the fortification of Campeche."],
    ["combatEnd", { winner: -1, loser: 0, territory: null, level: null }, "The Commodore wins the fight."],
    ["useCard", { seat: 0, item: "lifeRaft" }, "Anne plays a kept card: the Life Raft carries the crew home, no bounty owed."],
  ])("%s", (kind, data, text) => {
    const entry = encodePirateKingLog({ kind, text: "", data });
    expect(pirateKingLogText(entry!, names)?.text).toBe(text);
  });
});
