import { BOARD, labelPoint, sailPath, shipPoints, spacePoint, spaceRadius } from "./board-layout";
import { SPACES, TERRITORIES } from "./names";
import type { ShipView } from "./view";

const ship = (id: number, space: number | null, sunk = false): ShipView => ({ id, owner: id, space, current: 0, facing: 1, crew: 1, cannons: 1, cargo: null, sunk });

describe("Pirate King board layout", () => {
  it("puts all 77 spaces inside the board, none overlapping", () => {
    expect(SPACES).toHaveLength(77);
    const pts = SPACES.map((s) => spacePoint(s.id));
    for (const p of pts) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(BOARD.width);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(BOARD.height);
    }
    for (let i = 0; i < pts.length; i++) {
      for (let j = i + 1; j < pts.length; j++) {
        expect(Math.hypot(pts[i].x - pts[j].x, pts[i].y - pts[j].y)).toBeGreaterThan(Math.min(spaceRadius(i), spaceRadius(j)));
      }
    }
  });

  it("places each of the 24 territories' labels outside its space", () => {
    const territorySpaces = SPACES.filter((s) => s.territory !== null);
    expect(territorySpaces).toHaveLength(TERRITORIES.length);
    for (const s of territorySpaces) {
      const c = spacePoint(s.id);
      const l = labelPoint(s.id);
      expect(Math.hypot(l.x - c.x, l.y - c.y)).toBeGreaterThan(spaceRadius(s.id));
    }
  });

  it("fans out ships sharing a space and leaves sunk ships off the board", () => {
    const pts = shipPoints([ship(0, 5), ship(1, 5), ship(2, 9), ship(3, null, true)]);
    expect(pts.size).toBe(3);
    expect(pts.get(0)).not.toEqual(pts.get(1));
    expect(pts.has(3)).toBe(false);
  });

  it.each([
    // from, to, current, facing → path
    [1, 4, 0, 1, [1, 2, 3, 4]],
    [4, 1, 0, -1, [4, 3, 2, 1]],
    // Across the Crosswinds (step 19 of red → step 0 → step 2).
    [19, 2, 0, 1, [19, 0, 1, 2]],
    // The blue loop starts at id 20.
    [20, 22, 1, 1, [20, 21, 22]],
    // A jump to another loop is drawn straight.
    [3, 25, 0, 1, [3, 25]],
  ])("sails from %i to %i on current %i (facing %i) along %j", (from, to, current, facing, path) => {
    expect(sailPath(from, to, current, facing)).toEqual(path);
  });
});
