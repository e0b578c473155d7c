import { bootyDice } from "../../shared/games/booty-dice";
import { secretGame } from "../test/fixtures/secret-game";
import { Match } from "./match";
import { hashSeatToken } from "./seat-token";

const make = (seatCount = 3, bots: number[] = []) =>
  new Match({ game: secretGame, code: "ACEFGH", options: {}, seatCount, bots, isPublic: false, seed: 42, matchId: "m1", createdAt: 1 });

describe("Match", () => {
  it("seats players in free seats and keeps only the token's hash", () => {
    const m = make(3, [2]);
    expect(m.freeSeat()).toBe(0);
    const token = m.takeSeat(0, "Anne");
    expect(token.length).toBeGreaterThanOrEqual(22); // 128+ bits in base64url
    expect(m.seats[0].tokenHash).toBe(hashSeatToken(token));
    expect(JSON.stringify(m.header())).not.toContain(token);
    expect(m.seatOfToken(token)).toBe(0);
    expect(m.seatOfToken("wrong")).toBeNull();
    expect(m.freeSeat()).toBe(1);
    expect(m.seatsTaken).toBe(2);
    expect(() => m.takeSeat(2, "Bob")).toThrow(/taken/);
  });

  it("starts when asked, filling empty seats with bots, and refuses actions before", () => {
    const m = make(3);
    m.takeSeat(0, "Anne");
    expect(m.tryAction(0, 0, { type: "pass" }, 0)).toMatchObject({ ok: false, rejection: { code: "game/not_started" } });
    m.start();
    expect(m.status).toBe("playing");
    expect(m.seats.map((s) => s.bot)).toEqual([false, true, true]);
    expect(m.header().seats.map((s) => s.name)).toEqual(["Anne", "Bot 2", "Bot 3"]);
    expect(() => m.start()).toThrow();
  });

  it.each([
    ["by the schema", secretGame, { type: "pass", note: "x" }, { type: "pass" }],
    ["by the game's own reader", bootyDice, { type: "roll", keep: [], note: "x" }, { type: "roll", keep: [] }],
  ])("journals an action as the schema reads it, %s: stray fields are dropped", (_, game, raw, journaled) => {
    const m = new Match({ game, code: "ACEFGH", options: {}, seatCount: 2, bots: [], isPublic: false, seed: 42, matchId: "m1", createdAt: 1 });
    m.takeSeat(0, "A");
    m.takeSeat(1, "B");
    m.start();
    expect(m.tryAction(0, 0, { type: "fly" }, 0)).toMatchObject({ ok: false, rejection: { code: "action/invalid", message: expect.stringContaining(game.name) } });
    const ok = m.tryAction(0, 0, raw, 5);
    if (!ok.ok) throw new Error(`rejected: ${ok.rejection.code}`);
    expect(ok.entry.action).toStrictEqual(journaled);
  });

  it("accepts an action only against the current version, and commits in order", () => {
    const m = make(2);
    m.takeSeat(0, "A");
    m.takeSeat(1, "B");
    m.start();
    expect(m.tryAction(0, 1, { type: "pass" }, 0)).toMatchObject({ ok: false, rejection: { code: "action/stale" } });
    expect(m.tryAction(1, 0, { type: "pass" }, 0)).toMatchObject({ ok: false, rejection: { code: "turn/not_yours" } });
    expect(m.tryAction(0, 0, { type: "fly" }, 0)).toMatchObject({ ok: false, rejection: { code: "action/invalid" } });
    const ok = m.tryAction(0, 0, { type: "pass" }, 5);
    if (!ok.ok) throw new Error("rejected");
    expect(m.version).toBe(0); // nothing changes before commit
    expect(ok.entry).toEqual({ seat: 0, action: { type: "pass" }, at: 5 });
    m.commit(ok);
    expect(m.version).toBe(1);
    expect(() => m.commit(ok)).toThrow(/out of order/);
  });

  it("lets the bot act for bot seats and for away players, and hands back on return", () => {
    const m = make(2, [1]);
    m.takeSeat(0, "A");
    m.start();
    expect(m.botTurn()).toBeNull(); // seat 0 is active and present
    m.seats[0].away = true;
    expect(m.botTurn()).toBe(0);
    m.seats[0].away = false;
    const out = m.tryAction(0, 0, { type: "pass" }, 0);
    if (!out.ok) throw new Error("rejected");
    m.commit(out);
    expect(m.botTurn()).toBe(1);
  });

  it("ends, then rematches with the same seats and a new seed and id", () => {
    const m = new Match({ game: secretGame, code: "ACEFGH", options: { length: 1 }, seatCount: 2, bots: [1], isPublic: false, seed: 1, matchId: "m1", createdAt: 1 });
    m.takeSeat(0, "A");
    m.start();
    const out = m.tryAction(0, 0, { type: "pass" }, 0);
    if (!out.ok) throw new Error("rejected");
    expect(m.commit(out)).not.toBeNull();
    expect(m.status).toBe("finished");
    expect(m.tryAction(1, 1, { type: "pass" }, 0)).toMatchObject({ ok: false, rejection: { code: "game/over" } });
    const before = m.header().seats;
    m.rematch(2, "m2");
    expect(m.status).toBe("playing");
    expect(m.version).toBe(0);
    expect(m.header()).toMatchObject({ matchId: "m2", seed: 2, seats: before, status: "playing", result: null });
  });

  it("rebuilds from its record: same state, version, seats and token hashes", () => {
    const m = make(2);
    const token = m.takeSeat(0, "A");
    m.takeSeat(1, "B");
    m.start();
    const actions = [];
    for (const [seat, action] of [[0, { type: "draw" }], [1, { type: "pass" }], [0, { type: "draw" }]] as const) {
      const out = m.tryAction(seat, m.version, action, 9);
      if (!out.ok) throw new Error(out.rejection.code);
      actions.push(out.entry);
      m.commit(out);
    }
    const copy = Match.fromRecord(secretGame, { ...m.header(), actions });
    expect(copy.state).toEqual(m.state);
    expect(copy.version).toBe(3);
    expect(copy.seatOfToken(token)).toBe(0);
    expect(copy.seats.map((s) => s.away)).toEqual([false, false]); // the room starts a grace period
  });
});
