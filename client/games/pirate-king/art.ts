// Colours and small drawing helpers of the Pirate King board (Phaser graphics, game units).
import type * as Phaser from "phaser";

export const SEAT_COLOURS = [0xc0392b, 0x2e86c1, 0x27ae60, 0x8e44ad];
export const SEAT_CSS = ["#c0392b", "#2e86c1", "#27ae60", "#8e44ad"];
/** The four currents' colours (red, blue, green, orange) and the black region. */
export const CURRENT_COLOURS = [0xd9534f, 0x3a8fd9, 0x3fae5a, 0xe8903a];
export const REGION_COLOURS: Readonly<Record<string, number>> = { red: 0xd9534f, blue: 0x3a8fd9, green: 0x3fae5a, orange: 0xe8903a, black: 0x222222 };
export const FONT = "Georgia, 'DejaVu Serif', serif";

type G = Phaser.GameObjects.Graphics;

/** Short marks drawn on the special spaces. */
/** The mark of each fortification level on its territory (Citadel and Castle share an initial). */
export const LEVEL_MARKS = ["S", "T", "F", "R", "Ci", "Ca"] as const;

export const SPACE_MARKS: Readonly<Record<string, string>> = {
  captainsLog: "L", piratesBooty: "B", secretPassage: "S", turnAbout: "↺", commodore: "C", mutiny: "M", buriedTreasure: "$", openSea: "",
};

export function drawSea(g: G, w: number, h: number): void {
  g.fillGradientStyle(0x2f6f8f, 0x2f6f8f, 0x1d4e6b, 0x1d4e6b, 1).fillRect(0, 0, w, h);
  g.lineStyle(1, 0xffffff, 0.06);
  for (let x = 0; x < w; x += 50) g.lineBetween(x, 0, x, h);
  for (let y = 0; y < h; y += 50) g.lineBetween(0, y, w, y);
}

/** A ship: a hull and a sail in its captain's colour. */
export function drawShip(g: G, colour: number, facing: number): void {
  const d = facing >= 0 ? 1 : -1;
  g.fillStyle(0x5b3a1e, 1).fillTriangle(-14 * d, 2, 14 * d, 2, 9 * d, 10).fillTriangle(-14 * d, 2, -9 * d, 10, 9 * d, 10);
  g.fillStyle(colour, 1).fillTriangle(-2 * d, -16, -2 * d, 0, 10 * d, 0);
  g.lineStyle(2, 0x2b1d0e, 1).lineBetween(-2 * d, -17, -2 * d, 3);
}

/** A die face with its pips. */
export function drawDie(g: G, x: number, y: number, size: number, value: number, fill: number, pip: number): void {
  g.fillStyle(fill, 1).fillRoundedRect(x, y, size, size, size * 0.18);
  g.lineStyle(1, 0x2b1d0e, 0.8).strokeRoundedRect(x, y, size, size, size * 0.18);
  const c = size / 2, o = size * 0.27, r = size * 0.09;
  const at: Record<number, [number, number][]> = {
    1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
    5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
  };
  g.fillStyle(pip, 1);
  for (const [dx, dy] of at[value] ?? []) g.fillCircle(x + c + dx * o, y + c + dy * o, r);
}
