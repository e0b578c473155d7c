import { FloodGuard } from "./flood-guard";

describe("FloodGuard", () => {
  const limits = { actionsPerSecond: 3, chatPer10s: 2, disconnectPer5s: 10 };

  function guardAt() {
    const clock = { t: 0 };
    return { clock, guard: new FloodGuard(limits, () => clock.t) };
  }

  it("lets a burst up to each limit through, then answers rate/limited, and refills over the period", () => {
    const { clock, guard } = guardAt();
    const anne = {};
    expect([1, 2, 3, 4].map(() => guard.check(anne, "game"))).toEqual(["ok", "ok", "ok", "limited"]);
    expect([1, 2, 3].map(() => guard.check(anne, "chat"))).toEqual(["ok", "ok", "limited"]);
    clock.t = 1_000 / 3; // one game message's worth of a second
    expect([1, 2].map(() => guard.check(anne, "game"))).toEqual(["ok", "limited"]);
    expect(guard.check(anne, "chat")).toBe("limited"); // a chat line takes 5 s to come back
    clock.t = 5_000;
    expect(guard.check(anne, "chat")).toBe("ok");
  });

  it("counts every message towards the disconnect limit, refused ones included", () => {
    const { guard } = guardAt();
    const bess = {};
    const verdicts = Array.from({ length: 11 }, () => guard.check(bess, "game"));
    expect(verdicts.filter((v) => v === "ok")).toHaveLength(3);
    expect(verdicts.slice(3, 10).every((v) => v === "limited")).toBe(true);
    expect(verdicts[10]).toBe("disconnect");
  });

  it("keeps each client's budgets apart", () => {
    const { guard } = guardAt();
    const anne = {};
    const bess = {};
    for (let i = 0; i < 3; i++) guard.check(anne, "game");
    expect(guard.check(anne, "game")).toBe("limited");
    expect(guard.check(bess, "game")).toBe("ok");
    expect(guard.check(bess, "other")).toBe("ok");
  });
});
