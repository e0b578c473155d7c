// The fixed pieces of the Booty Dice table: the felt, the three piles of doubloons, buttons
// and the game-over card.
import * as Phaser from "phaser";
import type { BoardView } from "./board";
import { drawCoin, drawShieldIcon } from "./faces";
import type { Layout, Rect } from "./layout";
import { FONT } from "./style";

export function drawBackdrop(scene: Phaser.Scene, layout: Layout): void {
  const { width: W, height: H } = layout;
  const g = scene.add.graphics();
  g.fillGradientStyle(0x173a55, 0x173a55, 0x0c2233, 0x0c2233, 1).fillRect(0, 0, W, H);
  // A felt table edged with wood, where the dice roll.
  const d0 = layout.dice[0], d5 = layout.dice[5];
  const felt = { x: d0.x - 30, y: d0.y - 22, w: d5.x + d5.w - d0.x + 60, h: d0.h + 60 };
  g.fillStyle(0x5a3a1a).fillRoundedRect(felt.x - 8, felt.y - 8, felt.w + 16, felt.h + 16, 22);
  g.fillStyle(0x1f5a3a).fillRoundedRect(felt.x, felt.y, felt.w, felt.h, 16);
  g.lineStyle(1, 0xffffff, 0.05);
  for (let y = 0; y < H; y += 24) g.lineBetween(0, y, W, y + 12);
}

/** Buried Treasure, the War Chest and Davey Jones' Locker, each with its count. */
export function drawPiles(scene: Phaser.Scene, into: Phaser.GameObjects.Container, layout: Layout, board: BoardView): void {
  const { treasure, chest, locker } = layout.piles;
  const pile = (r: Rect, title: string, value: number, icon: (g: Phaser.GameObjects.Graphics, x: number, y: number) => void) => {
    const g = scene.add.graphics();
    g.fillStyle(0x000000, 0.28).fillRoundedRect(r.x, r.y, r.w, r.h, 12);
    g.lineStyle(2, 0xe8b84a, 0.5).strokeRoundedRect(r.x, r.y, r.w, r.h, 12);
    icon(g, r.x + 30, r.y + r.h / 2);
    into.add([g,
      scene.add.text(r.x + 58, r.y + 20, title, { fontFamily: FONT, fontSize: title.length > 16 ? "12px" : "14px", color: "#e8d7ae" }).setOrigin(0, 0.5),
      scene.add.text(r.x + 58, r.y + 50, `${value}`, { fontFamily: FONT, fontSize: "28px", color: "#ffffff", fontStyle: "bold" }).setOrigin(0, 0.5),
    ]);
  };
  pile(treasure, "Buried Treasure", board.buriedTreasure, (g, x, y) => { drawCoin(g, x - 6, y + 6, 13); drawCoin(g, x + 6, y - 6, 13); });
  pile(chest, "War Chest", board.warChest, (g, x, y) => drawShieldIcon(g, x, y, 18));
  pile(locker, "Davey Jones' Locker", board.locker, (g, x, y) => {
    g.fillStyle(0xf5f0e6).fillCircle(x, y - 4, 14).fillRect(x - 7, y + 6, 14, 8);
    g.fillStyle(0x1d1d1d).fillCircle(x - 5, y - 6, 3.5).fillCircle(x + 5, y - 6, 3.5);
  });
}

export function drawButton(scene: Phaser.Scene, into: Phaser.GameObjects.Container, r: Rect, label: string, enabled: boolean): void {
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.35).fillRoundedRect(r.x + 2, r.y + 5, r.w, r.h, 12);
  g.fillStyle(enabled ? 0xe8b84a : 0x6f6650).fillRoundedRect(r.x, r.y, r.w, r.h, 12);
  g.fillStyle(0xffffff, enabled ? 0.25 : 0.08).fillRoundedRect(r.x + 4, r.y + 4, r.w - 8, r.h / 2 - 4, 8);
  into.add([g, scene.add.text(r.x + r.w / 2, r.y + r.h / 2, label, { fontFamily: FONT, fontSize: "22px", color: enabled ? "#2b1d0e" : "#cfc6ad", fontStyle: "bold" }).setOrigin(0.5)]);
}

/** Where the game-over card's Rematch button sits (drawn and clicked). */
export function rematchRect(layout: Layout): Rect {
  const { width: W, height: H } = layout;
  return { x: W / 2 - 110, y: H / 2 + 110, w: 220, h: 60 };
}

export interface GameOver {
  readonly winners: readonly number[];
  readonly names: readonly string[];
  readonly summary: string;
  /** The viewer is among the winners. */
  readonly mine: boolean;
  /** Players get a Rematch button; watchers do not. */
  readonly canRematch: boolean;
}

export function drawGameOver(scene: Phaser.Scene, into: Phaser.GameObjects.Container, layout: Layout, over: GameOver): void {
  const { width: W, height: H } = layout;
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.55).fillRect(0, 0, W, H);
  const bw = Math.min(560, W - 40), bh = 250, bx = (W - bw) / 2, by = H / 2 - bh / 2 - 30;
  g.fillStyle(0xf3e4c0).fillRoundedRect(bx, by, bw, bh, 18);
  g.lineStyle(6, 0xe8b84a).strokeRoundedRect(bx, by, bw, bh, 18);
  const { winners, names } = over;
  const title = winners.length ? `${winners.map((w) => names[w]).join(" & ")} win${winners.length === 1 ? "s" : ""}!` : "Nobody wins";
  into.add([g,
    scene.add.text(W / 2, by + 50, over.mine ? "Victory, Captain!" : "Game over", { fontFamily: FONT, fontSize: "24px", color: "#5a4327" }).setOrigin(0.5),
    scene.add.text(W / 2, by + 100, title, { fontFamily: FONT, fontSize: "38px", color: "#2b1d0e", fontStyle: "bold", align: "center" }).setOrigin(0.5).setWordWrapWidth(bw - 30),
    scene.add.text(W / 2, by + 160, over.summary, { fontFamily: FONT, fontSize: "18px", color: "#2b1d0e", align: "center" }).setOrigin(0.5).setWordWrapWidth(bw - 40),
  ]);
  if (over.canRematch) drawButton(scene, into, rematchRect(layout), "Rematch", true);
}
