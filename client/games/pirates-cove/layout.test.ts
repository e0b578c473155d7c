import { blackShipSpot, HEIGHT, islandSpot, shipSpot, STATUS_H, WIDTH } from "./layout";

const ISLANDS = [1, 2, 3, 4, 5, 6, 7];

describe("the Pirate's Cove chart layout", () => {
  it("keeps every island, ship and black ship on the chart, below the status line", () => {
    for (const island of ISLANDS) {
      const s = islandSpot(island);
      expect(s.x - s.r).toBeGreaterThanOrEqual(0);
      expect(s.x + s.r).toBeLessThanOrEqual(WIDTH);
      expect(s.y - s.r).toBeGreaterThanOrEqual(STATUS_H);
      expect(s.y + s.r).toBeLessThanOrEqual(HEIGHT);
      for (let count = 1; count <= 5; count++) {
        for (let i = 0; i < count; i++) {
          const p = shipSpot(island, i, count);
          expect(p.x).toBeGreaterThan(10);
          expect(p.x).toBeLessThan(WIDTH - 10);
          expect(p.y).toBeLessThan(HEIGHT - 4);
        }
      }
      for (const w of [0, 1] as const) expect(blackShipSpot(island, w).y).toBeGreaterThan(STATUS_H);
    }
  });

  it("never lets two islands overlap", () => {
    for (const a of ISLANDS) for (const b of ISLANDS) {
      if (a >= b) continue;
      const p = islandSpot(a), q = islandSpot(b);
      expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeGreaterThan(p.r + q.r + 20);
    }
  });

  it("spreads five ships at one island apart", () => {
    const spots = [0, 1, 2, 3, 4].map((i) => shipSpot(3, i, 5));
    for (let i = 1; i < spots.length; i++) expect(Math.hypot(spots[i].x - spots[i - 1].x, spots[i].y - spots[i - 1].y)).toBeGreaterThan(20);
  });
});
