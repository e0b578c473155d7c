// Changes worth seeing: doubloons flying between pirates (or to and from the treasure) and
// the numbers that changed floating up. Decoration only; a new state never waits for them.
import * as Phaser from "phaser";
import type { BoardView } from "./board";
import { drawCoin } from "./faces";
import type { Layout, Rect } from "./layout";
import { FONT } from "./style";

type Point = { x: number; y: number };
const centre = (r: Rect): Point => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });

export function animateChanges(scene: Phaser.Scene, layout: Layout, before: BoardView | null, after: BoardView): void {
  if (!before || before.pirates.length !== after.pirates.length) return;
  const treasure = centre(layout.piles.treasure);
  const gains: { seat: number; n: number }[] = [];
  const losses: { seat: number; n: number }[] = [];
  after.pirates.forEach((p, i) => {
    const d = p.doubloons - before.pirates[i].doubloons;
    if (d > 0) gains.push({ seat: i, n: d });
    if (d < 0) losses.push({ seat: i, n: -d });
    const dl = p.lives - before.pirates[i].lives;
    const ds = p.shields - before.pirates[i].shields;
    const r = layout.pirates[i];
    if (d) floatText(scene, r.x + r.w - 34, r.y + 52, `${d > 0 ? "+" : ""}${d}`, d > 0 ? "#2e7d32" : "#b8322b");
    if (dl) floatText(scene, r.x + 64, r.y + 88, `${dl > 0 ? "+" : ""}${dl}`, "#b8322b");
    if (ds) floatText(scene, r.x + r.w - 20, r.y + 88, `${ds > 0 ? "+" : ""}${ds}`, "#2b5a38");
  });
  // Pair losers with winners (steals, plunder), the rest goes to or comes from the treasure.
  for (const loss of losses) {
    for (const gain of gains) {
      const n = Math.min(loss.n, gain.n);
      if (n <= 0) continue;
      flyCoins(scene, centre(layout.pirates[loss.seat]), centre(layout.pirates[gain.seat]), n);
      loss.n -= n;
      gain.n -= n;
    }
    if (loss.n > 0) flyCoins(scene, centre(layout.pirates[loss.seat]), treasure, loss.n);
  }
  for (const gain of gains) if (gain.n > 0) flyCoins(scene, treasure, centre(layout.pirates[gain.seat]), gain.n);
}

function flyCoins(scene: Phaser.Scene, from: Point, to: Point, n: number): void {
  for (let k = 0; k < Math.min(n, 6); k++) {
    const coin = scene.add.graphics();
    drawCoin(coin, 0, 0, 9);
    coin.setPosition(from.x, from.y).setDepth(10);
    scene.tweens.add({ targets: coin, x: to.x, y: to.y, delay: k * 70, duration: 520, ease: "Cubic.easeInOut", onComplete: () => coin.destroy() });
  }
}

function floatText(scene: Phaser.Scene, x: number, y: number, text: string, colour: string): void {
  const t = scene.add.text(x, y, text, { fontFamily: FONT, fontSize: "20px", color: colour, fontStyle: "bold", stroke: "#ffffff", strokeThickness: 3 })
    .setOrigin(0.5).setDepth(11);
  scene.tweens.add({ targets: t, y: y - 28, alpha: 0, duration: 1100, ease: "Quad.easeOut", onComplete: () => t.destroy() });
}
