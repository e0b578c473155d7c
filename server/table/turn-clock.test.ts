import { EMPTY_BANK_MS, TurnClock } from "./turn-clock";

describe("turn clocks", () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it("gives each decision its time per move, counted again after every action", () => {
    const expired: number[] = [];
    const clock = new TurnClock({ kind: "move", seconds: 30 }, 2, (seat) => expired.push(seat));
    clock.update([0], true);
    jest.advanceTimersByTime(20_000);
    clock.update([0], true); // seat 0 acted and is still active: a fresh 30 s
    jest.advanceTimersByTime(20_000);
    expect(expired).toEqual([]);
    expect(clock.snapshot().seats[0]).toEqual({ seat: 0, remainingMs: 10_000, running: true });
    jest.advanceTimersByTime(10_000);
    expect(expired).toEqual([0]);
    expect(clock.snapshot().seats[0].running).toBe(false);
  });

  it("spends a seat's bank only while it is active, and gives an empty bank a short allowance", () => {
    const expired: number[] = [];
    const clock = new TurnClock({ kind: "bank", seconds: 60 }, 2, (seat) => expired.push(seat));
    clock.update([0], true);
    jest.advanceTimersByTime(25_000);
    clock.update([1], true);
    jest.advanceTimersByTime(50_000);
    expect(clock.snapshot().seats.map((s) => s.remainingMs)).toEqual([35_000, 10_000]);
    clock.update([0], true);
    jest.advanceTimersByTime(35_000);
    expect(expired).toEqual([0]);
    clock.update([0], true);
    expect(clock.snapshot().seats[0]).toEqual({ seat: 0, remainingMs: EMPTY_BANK_MS, running: true });
  });

  it("stops every clock, and keeps the banks", () => {
    const expired: number[] = [];
    const clock = new TurnClock({ kind: "bank", seconds: 10 }, 1, (seat) => expired.push(seat));
    clock.update([0], false);
    jest.advanceTimersByTime(4_000);
    clock.stop();
    jest.advanceTimersByTime(60_000);
    expect(expired).toEqual([]);
    expect(clock.snapshot().seats[0]).toEqual({ seat: 0, remainingMs: 6_000, running: false });
    clock.spend(0, 5_000);
    expect(clock.snapshot().seats[0].remainingMs).toBe(1_000);
  });
});
