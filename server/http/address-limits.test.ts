import { randomBytes } from "node:crypto";
import { createAddressLimits, type AddressLimits } from "./address-limits";

const figures = { wrongCodesPerMinute: 3, joinsPerMinute: 100, createsPerMinute: 100 };

/** Takes `n` points for `address`; returns how many were allowed. */
async function takeMany(limits: AddressLimits, address: string, n: number): Promise<number> {
  let ok = 0;
  for (let i = 0; i < n; i++) if ((await limits.wrongCodes.take(address)).ok) ok++;
  return ok;
}

describe("per-address limits in memory", () => {
  it("allow the figure per minute, say when to retry, take back given-back points, and block", async () => {
    const limits = createAddressLimits({ ...figures, redisUrl: undefined });
    try {
      expect(limits.store).toBe("memory");
      expect(await takeMany(limits, "10.0.0.1", 3)).toBe(3);
      const refused = await limits.wrongCodes.take("10.0.0.1");
      expect(refused).toEqual({ ok: false, retryAfterSeconds: expect.any(Number) });
      expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThan(50);
      expect(await takeMany(limits, "10.0.0.2", 1)).toBe(1); // another address has its own budget
      // A point given back (the code was right) can be used again.
      expect(await takeMany(limits, "10.0.0.4", 2)).toBe(2);
      await limits.wrongCodes.giveBack("10.0.0.4");
      expect(await takeMany(limits, "10.0.0.4", 3)).toBe(2);
      await limits.joins.block("10.0.0.3", 60);
      expect((await limits.joins.take("10.0.0.3")).ok).toBe(false);
    } finally {
      await limits.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  describe("per-address limits in Redis (TEST_REDIS_URL)", () => {
    it("are shared by two processes' limiters", async () => {
      const a = createAddressLimits({ ...figures, redisUrl });
      const b = createAddressLimits({ ...figures, redisUrl });
      await Promise.all([a.ready(), b.ready()]);
      const address = `10.9.${randomBytes(2).toString("hex")}-${Date.now()}`;
      try {
        expect(a.store).toBe("redis");
        expect(await takeMany(a, address, 2)).toBe(2);
        expect(await takeMany(b, address, 2)).toBe(1); // the third point of the minute, then refused
      } finally {
        await a.close();
        await b.close();
      }
    });
  });
} else {
  // Chosen at load time, visibly: without a Redis URL the shared store was not checked.
  describe("per-address limits in Redis (skipped: TEST_REDIS_URL not set)", () => {
    it("did not run: set TEST_REDIS_URL to check the limits shared through Redis", () => {
      console.warn("per-address limits in Redis not checked: TEST_REDIS_URL is not set");
      expect(redisUrl).toBeUndefined();
    });
  });
}
