import { secretGame, type SecretState } from "../test/fixtures/secret-game";
import { DEFAULT_SETTINGS } from "./table-settings";
import { DelayedBoard, spectatorRefusal } from "./watch-policy";

describe("watch policy", () => {
  it.each([
    ["none", /^watch\/none:/],
    ["live", null],
    ["delayed", /^watch\/delayed: .* 4 actions behind .* \/w\/ACEFGH\.$/],
  ] as const)("%s: a would-be spectator is %s", (watch, refusal) => {
    const answer = spectatorRefusal({ ...DEFAULT_SETTINGS, watch, watchDelay: 4 }, "ACEFGH");
    if (refusal === null) expect(answer).toBeNull();
    else expect(answer).toMatch(refusal);
  });

  it("keeps the frame `delay` actions behind, with the public log up to it, and the end at once", () => {
    const seats = [{ name: "Anne" }, { name: "Bess" }];
    let state: SecretState = secretGame.setup(seats, { handSize: 2, length: 6 }, 9);
    const board = new DelayedBoard(2);
    board.reset(state);
    const base = { code: "ACEFGH", game: secretGame.id, seats: [{ index: 0, name: "Anne", bot: false }, { index: 1, name: "Bess", bot: false }] };
    const versions: number[] = [];
    for (let v = 1; v <= 6; v++) {
      const outcome = secretGame.apply(state, state.turn, { type: "draw" });
      if (!outcome.ok) throw new Error(outcome.rejection.message);
      state = outcome.state;
      board.record(v, state, outcome.events);
      const frame = board.frame(base, secretGame, false)!;
      versions.push(frame.version);
      expect(frame.behind).toBe(v - frame.version);
      expect(frame.log.every((line) => line.n <= frame.version)).toBe(true);
      // The public text only: "Anne drew a card.", never the card.
      expect(JSON.stringify(frame)).not.toMatch(/CARD-|WORD-/);
    }
    expect(versions).toEqual([0, 0, 1, 2, 3, 4]);
    const end = board.frame(base, secretGame, true)!;
    expect(end).toMatchObject({ version: 6, behind: 0, status: "finished", active: [] });
    expect(end.log.map((line) => line.n)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
