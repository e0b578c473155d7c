import { Random, seedRng } from "./rng";

describe("Random", () => {
  it("gives the same sequence for the same seed and a different one for another", () => {
    const draw = (seed: number) => {
      const r = Random.from(seedRng(seed));
      return Array.from({ length: 20 }, () => r.int(1, 6));
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it("never modifies the state it was made from", () => {
    const state = seedRng(7);
    const copy = [...state];
    const r = Random.from(state);
    r.int(1, 100);
    expect([...state]).toEqual(copy);
    expect([...r.state()]).not.toEqual(copy);
  });

  it("continues exactly where a stored state left off", () => {
    const r = Random.from(seedRng(1));
    r.int(1, 6);
    const saved = r.state();
    const next = [r.int(1, 6), r.int(1, 6)];
    const resumed = Random.from(saved);
    expect([resumed.int(1, 6), resumed.int(1, 6)]).toEqual(next);
  });

  it("stays within bounds and covers every face", () => {
    const r = Random.from(seedRng(3));
    const seen = new Set<number>();
    for (let i = 0; i < 600; i++) {
      const v = r.int(1, 6);
      expect(v).toBeGreaterThanOrEqual(1);
      expect(v).toBeLessThanOrEqual(6);
      seen.add(v);
    }
    expect(seen.size).toBe(6);
  });

  it("shuffles into a permutation without touching the input", () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = Random.from(seedRng(9)).shuffle(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out].sort((a, b) => a - b)).toEqual(input);
  });

  it("rejects a non-integer seed and an empty range", () => {
    expect(() => seedRng(1.5)).toThrow(/integer/);
    expect(() => Random.from(seedRng(1)).int(3, 2)).toThrow(/empty range/);
  });
});
