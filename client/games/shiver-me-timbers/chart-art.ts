// Drawing primitives of the sea chart (Phaser graphics): islands, spaces, anchors, ships,
// merchant markers, fortresses. Pure drawing; sizes in game units.
import type * as Phaser from "phaser";

export const SEAT_COLOURS = [0xc0392b, 0x2e86c1, 0x27ae60, 0x8e44ad];
export const SEAT_CSS = ["#c0392b", "#2e86c1", "#27ae60", "#8e44ad"];
export const FONT = "Georgia, 'DejaVu Serif', serif";

type G = Phaser.GameObjects.Graphics;
/** Graphics take any {x, y} points; the typings ask for Vector2. */
const vec = (pts: { x: number; y: number }[]) => pts as unknown as Phaser.Math.Vector2[];

export function drawSea(g: G, w: number, h: number): void {
  g.fillGradientStyle(0x2f6f8f, 0x2f6f8f, 0x1d4e6b, 0x1d4e6b, 1).fillRect(0, 0, w, h);
  // A chart's faint grid and compass lines.
  g.lineStyle(1, 0xffffff, 0.07);
  for (let x = 0; x < w; x += 50) g.lineBetween(x, 0, x, h);
  for (let y = 0; y < h; y += 50) g.lineBetween(0, y, w, y);
  const cx = w - 60, cy = h - 60;
  g.lineStyle(1, 0xf3e4c0, 0.35).strokeCircle(cx, cy, 30);
  for (let k = 0; k < 8; k++) {
    const t = (k / 8) * Math.PI * 2;
    const r = k % 2 ? 18 : 34;
    g.lineBetween(cx, cy, cx + Math.cos(t) * r, cy + Math.sin(t) * r);
  }
}

export function drawIsland(g: G, x: number, y: number, r: number, seed: number): void {
  // A lumpy sandy blob with a green heart: the same shape for the same island every time.
  const pts: { x: number; y: number }[] = [];
  for (let k = 0; k < 14; k++) {
    const t = (k / 14) * Math.PI * 2;
    const wobble = 0.82 + 0.18 * Math.sin(seed * 1.7 + k * 2.3) * Math.cos(seed + k);
    pts.push({ x: x + Math.cos(t) * r * wobble, y: y + Math.sin(t) * r * wobble * 0.86 });
  }
  g.fillStyle(0x9fd3e0, 0.55).fillCircle(x, y, r * 1.12);
  g.fillStyle(0xe6cf94).fillPoints(vec(pts), true);
  g.lineStyle(2, 0x8a6d3b).strokePoints(vec(pts), true, true);
  g.fillStyle(0x6b8f3a).fillCircle(x - r * 0.15, y - r * 0.1, r * 0.42);
  g.fillStyle(0x587a2e).fillCircle(x + r * 0.22, y + r * 0.05, r * 0.3);
}

export function drawSpace(g: G, x: number, y: number, r: number, kind: "sea" | "anchor" | "special"): void {
  if (kind === "special") {
    g.fillStyle(0x4a2f5e).fillCircle(x, y, r * 1.35);
    g.lineStyle(3, 0xffd77a).strokeCircle(x, y, r * 1.35);
    return;
  }
  g.fillStyle(0xf3e4c0, 0.95).fillCircle(x, y, r);
  g.lineStyle(2, 0x5a4327, 0.9).strokeCircle(x, y, r);
  if (kind === "anchor") drawAnchor(g, x, y, r * 0.62);
}

export function drawAnchor(g: G, x: number, y: number, s: number): void {
  g.lineStyle(Math.max(1.5, s * 0.2), 0x2b1d0e);
  g.lineBetween(x, y - s * 0.75, x, y + s * 0.8);
  g.lineBetween(x - s * 0.45, y - s * 0.35, x + s * 0.45, y - s * 0.35);
  g.strokeCircle(x, y - s * 0.9, s * 0.18);
  g.beginPath();
  g.arc(x, y + s * 0.1, s * 0.7, Math.PI * 0.15, Math.PI * 0.85, false);
  g.strokePath();
}

export function drawShip(g: G, x: number, y: number, s: number, colour: number, ring: boolean): void {
  if (ring) g.lineStyle(3, 0xffd77a).strokeCircle(x, y, s * 1.25);
  g.fillStyle(0x000000, 0.3).fillEllipse(x + 2, y + s * 0.55, s * 1.9, s * 0.5);
  // hull
  g.fillStyle(0x5a3a1a).fillPoints(vec([{ x: x - s, y: y + s * 0.15 }, { x: x + s, y: y + s * 0.15 }, { x: x + s * 0.65, y: y + s * 0.6 }, { x: x - s * 0.65, y: y + s * 0.6 }]), true);
  // sail in the player's colour
  g.fillStyle(colour).fillTriangle(x - s * 0.05, y - s * 0.95, x - s * 0.05, y + s * 0.05, x + s * 0.75, y + s * 0.05);
  g.fillStyle(colour, 0.85).fillTriangle(x - s * 0.15, y - s * 0.7, x - s * 0.15, y + s * 0.05, x - s * 0.75, y + s * 0.05);
  g.lineStyle(1.5, 0xffffff, 0.8).lineBetween(x - s * 0.1, y - s, x - s * 0.1, y + s * 0.15);
}

export function drawMerchant(g: G, x: number, y: number, s: number, back: "yellow" | "red" | "unknown", faceUp: boolean, large: boolean): void {
  const size = large ? s * 1.15 : s;
  const fill = faceUp ? 0xfdf6e3 : back === "red" ? 0xb03a2e : back === "yellow" ? 0xe8b84a : 0x8c8c8c;
  g.fillStyle(0x000000, 0.35).fillRoundedRect(x - size + 2, y - size + 3, size * 2, size * 2, size * 0.35);
  g.fillStyle(fill).fillRoundedRect(x - size, y - size, size * 2, size * 2, size * 0.35);
  g.lineStyle(2, 0x2b1d0e).strokeRoundedRect(x - size, y - size, size * 2, size * 2, size * 0.35);
}

export function drawFortress(g: G, x: number, y: number, s: number, faceUp: boolean): void {
  g.fillStyle(faceUp ? 0xbfb6a8 : 0x6e6a64).fillRect(x - s, y - s * 0.6, s * 2, s * 1.4);
  for (let k = 0; k < 3; k++) g.fillRect(x - s + k * s * 0.8, y - s * 0.95, s * 0.4, s * 0.4);
  g.lineStyle(1.5, 0x2b1d0e).strokeRect(x - s, y - s * 0.6, s * 2, s * 1.4);
  g.fillStyle(0x2b1d0e).fillRect(x - s * 0.25, y + s * 0.2, s * 0.5, s * 0.6);
}

export function drawPest(g: G, x: number, y: number, s: number, active: boolean): void {
  g.fillStyle(active ? 0x7d3c98 : 0x9e9e9e).fillCircle(x, y, s);
  g.lineStyle(1.5, 0xffffff).strokeCircle(x, y, s);
  g.fillStyle(0xffffff).fillCircle(x - s * 0.35, y - s * 0.2, s * 0.18).fillCircle(x + s * 0.35, y - s * 0.2, s * 0.18);
}

export function drawMonster(g: G, x: number, y: number, s: number, kraken: boolean): void {
  g.fillStyle(kraken ? 0x8e2c48 : 0x1e8449).fillCircle(x, y, s);
  g.lineStyle(2, 0xffffff);
  for (let k = -1; k <= 1; k++) {
    g.beginPath();
    g.arc(x + k * s * 0.45, y + s * 0.2, s * 0.25, Math.PI, 0, false);
    g.strokePath();
  }
}
