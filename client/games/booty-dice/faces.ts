// Die faces drawn with vector shapes (no image files, no emoji fonts needed): a glyph per face,
// centred on (cx, cy) and about `s` pixels tall.
import type * as Phaser from "phaser";
import type { Face } from "./board";

type G = Phaser.GameObjects.Graphics;

export const FACE_COLOURS: Readonly<Record<Face, number>> = {
  doubloon: 0xe8b84a, x: 0xb8322b, jollyRoger: 0x1d1d1d, cutlass: 0x8a97a6, wave: 0x2f78b7, shield: 0x3f7d4e,
};

export function drawFace(g: G, face: Face, cx: number, cy: number, s: number): void {
  const r = s / 2;
  switch (face) {
    case "doubloon":
      g.fillStyle(0xb0812a).fillCircle(cx, cy, r);
      g.fillStyle(0xf6cf6a).fillCircle(cx, cy, r * 0.82);
      g.lineStyle(Math.max(2, s * 0.06), 0xb0812a).strokeCircle(cx, cy, r * 0.55);
      break;
    case "x":
      g.lineStyle(s * 0.18, 0xb8322b);
      g.lineBetween(cx - r * 0.75, cy - r * 0.75, cx + r * 0.75, cy + r * 0.75);
      g.lineBetween(cx + r * 0.75, cy - r * 0.75, cx - r * 0.75, cy + r * 0.75);
      break;
    case "jollyRoger":
      g.fillStyle(0x1d1d1d).fillRoundedRect(cx - r, cy - r * 0.8, s, r * 1.6, r * 0.15);
      g.fillStyle(0xf5f0e6).fillCircle(cx, cy - r * 0.2, r * 0.38);
      g.fillRect(cx - r * 0.2, cy + r * 0.05, r * 0.4, r * 0.2);
      g.fillStyle(0x1d1d1d).fillCircle(cx - r * 0.14, cy - r * 0.24, r * 0.09).fillCircle(cx + r * 0.14, cy - r * 0.24, r * 0.09);
      g.lineStyle(s * 0.08, 0xf5f0e6);
      g.lineBetween(cx - r * 0.6, cy + r * 0.25, cx + r * 0.6, cy + r * 0.6);
      g.lineBetween(cx + r * 0.6, cy + r * 0.25, cx - r * 0.6, cy + r * 0.6);
      break;
    case "cutlass":
      g.lineStyle(s * 0.12, 0x8a97a6).lineBetween(cx - r * 0.55, cy + r * 0.55, cx + r * 0.75, cy - r * 0.8);
      g.lineStyle(s * 0.1, 0xb0812a).lineBetween(cx - r * 0.8, cy + r * 0.3, cx - r * 0.3, cy + r * 0.8);
      g.lineStyle(s * 0.12, 0x5a3a1a).lineBetween(cx - r * 0.6, cy + r * 0.6, cx - r * 0.9, cy + r * 0.9);
      break;
    case "wave": {
      g.fillStyle(0x8a5a2b).fillRect(cx - r * 0.9, cy - r * 0.55, s * 0.75, r * 0.22);
      const points: Phaser.Math.Vector2[] = [];
      g.lineStyle(s * 0.1, 0x2f78b7);
      for (let row = 0; row < 2; row++) {
        points.length = 0;
        for (let i = 0; i <= 16; i++) {
          const t = i / 16;
          points.push({ x: cx - r + t * s, y: cy + r * (0.1 + row * 0.45) + Math.sin(t * Math.PI * 3) * r * 0.14 } as Phaser.Math.Vector2);
        }
        g.strokePoints(points);
      }
      break;
    }
    case "shield":
      g.fillStyle(0x2b5a38).fillPoints([
        { x: cx - r * 0.8, y: cy - r * 0.8 }, { x: cx + r * 0.8, y: cy - r * 0.8 }, { x: cx + r * 0.7, y: cy + r * 0.1 },
        { x: cx, y: cy + r * 0.9 }, { x: cx - r * 0.7, y: cy + r * 0.1 },
      ] as Phaser.Math.Vector2[], true);
      g.fillStyle(0x6fb27f).fillPoints([
        { x: cx - r * 0.55, y: cy - r * 0.6 }, { x: cx + r * 0.55, y: cy - r * 0.6 }, { x: cx + r * 0.48, y: cy + r * 0.05 },
        { x: cx, y: cy + r * 0.62 }, { x: cx - r * 0.48, y: cy + r * 0.05 },
      ] as Phaser.Math.Vector2[], true);
      break;
  }
}

/** A small gold coin, a heart and a shield for the pirates' counters. */
export function drawCoin(g: G, cx: number, cy: number, r: number): void {
  g.fillStyle(0xb0812a).fillCircle(cx, cy, r);
  g.fillStyle(0xf6cf6a).fillCircle(cx, cy, r * 0.78);
}

export function drawHeart(g: G, cx: number, cy: number, r: number, colour = 0xc0392b): void {
  g.fillStyle(colour).fillCircle(cx - r * 0.45, cy - r * 0.2, r * 0.5).fillCircle(cx + r * 0.45, cy - r * 0.2, r * 0.5);
  g.fillTriangle(cx - r * 0.93, cy - r * 0.05, cx + r * 0.93, cy - r * 0.05, cx, cy + r * 0.85);
}

export function drawShieldIcon(g: G, cx: number, cy: number, r: number): void {
  g.fillStyle(0x3f7d4e).fillPoints([
    { x: cx - r * 0.8, y: cy - r * 0.8 }, { x: cx + r * 0.8, y: cy - r * 0.8 }, { x: cx + r * 0.7, y: cy + r * 0.1 },
    { x: cx, y: cy + r * 0.9 }, { x: cx - r * 0.7, y: cy + r * 0.1 },
  ] as Phaser.Math.Vector2[], true);
}
