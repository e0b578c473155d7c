// Each pirate's card: name and seat colour, doubloons, lives and shields, the current turn's
// frame, the winner's frame, SUNK, and the red mark of a pirate a Cutlass or Jolly Roger may pick.
import * as Phaser from "phaser";
import type { TableState } from "../../table/protocol";
import type { BoardView } from "./board";
import { drawCoin, drawHeart, drawShieldIcon } from "./faces";
import type { Layout, Rect } from "./layout";
import { FONT, SEAT_COLOURS } from "./style";

export interface PirateCardsView {
  readonly state: TableState;
  readonly board: BoardView;
  readonly names: readonly string[];
  readonly mySeat: number | null;
  /** The target choice the viewer is making now, if any. */
  readonly choice: string | null;
  /** Jolly Roger picks made so far this choice (a seat may be picked twice). */
  readonly picks: readonly number[];
}

export function drawPirateCards(scene: Phaser.Scene, into: Phaser.GameObjects.Container, layout: Layout, v: PirateCardsView): void {
  const { state, board, names, choice } = v;
  layout.pirates.forEach((r, i) => {
    const p = board.pirates[i];
    if (!p) return;
    const g = scene.add.graphics();
    const current = board.current === i && state.status === "playing";
    const won = board.winners.includes(i) || state.result?.winners?.includes(i);
    const colour = SEAT_COLOURS[i % SEAT_COLOURS.length];
    g.fillStyle(0x000000, 0.3).fillRoundedRect(r.x + 2, r.y + 4, r.w, r.h, 12);
    g.fillStyle(p.eliminated ? 0x6b6b6b : 0xf3e4c0).fillRoundedRect(r.x, r.y, r.w, r.h, 12);
    g.fillStyle(colour).fillRoundedRect(r.x, r.y, r.w, 30, { tl: 12, tr: 12, bl: 0, br: 0 });
    if (current) g.lineStyle(5, 0xffd77a).strokeRoundedRect(r.x - 3, r.y - 3, r.w + 6, r.h + 6, 14);
    if (won) g.lineStyle(5, 0x7fe08a).strokeRoundedRect(r.x - 3, r.y - 3, r.w + 6, r.h + 6, 14);
    if (choice !== null && board.pending?.targets.includes(i)) markTarget(scene, into, r, v.picks.filter((s) => s === i).length, choice);
    const seat = state.seats[i];
    const tag = seat?.bot ? " (bot)" : seat && seat.taken && !seat.connected ? " (away)" : "";
    const me = v.mySeat === i ? " ★" : "";
    const name = scene.add.text(r.x + 10, r.y + 15, `${names[i]}${me}${tag}`, { fontFamily: FONT, fontSize: "16px", color: "#fff", fontStyle: "bold" })
      .setOrigin(0, 0.5).setShadow(0, 1, "#000", 2);
    if (name.width > r.w - 16) name.setScale((r.w - 16) / name.width, 1);
    const ink = p.eliminated ? "#dddddd" : "#2b1d0e";
    const rowY = r.y + 52, row2 = r.y + 88;
    drawCoin(g, r.x + 20, rowY, 11);
    drawHeart(g, r.x + 20, row2, 11, p.eliminated ? 0x444444 : 0xc0392b);
    drawShieldIcon(g, r.x + r.w / 2 + 18, row2, 11);
    const big = { fontFamily: FONT, fontSize: "22px", color: ink, fontStyle: "bold" };
    into.add([g, name,
      scene.add.text(r.x + 38, rowY, `${p.doubloons}`, big).setOrigin(0, 0.5),
      scene.add.text(r.x + 38, row2, `${p.lives}`, big).setOrigin(0, 0.5),
      scene.add.text(r.x + r.w / 2 + 36, row2, `${p.shields}`, big).setOrigin(0, 0.5),
    ]);
    if (p.eliminated) {
      into.add(scene.add.text(r.x + r.w / 2, r.y + r.h / 2 + 14, "SUNK", { fontFamily: FONT, fontSize: "30px", color: "#b8322b", fontStyle: "bold" })
        .setOrigin(0.5).setAngle(-14).setAlpha(0.9));
    }
  });
}

/** A pirate the Cutlass or Jolly Roger may pick: a thick red frame, a banner and a pulse, not a faint outline. */
function markTarget(scene: Phaser.Scene, into: Phaser.GameObjects.Container, r: Rect, picks: number, choice: string): void {
  const ring = scene.add.graphics();
  ring.lineStyle(6, 0xff3b2f, 1).strokeRoundedRect(r.x - 5, r.y - 5, r.w + 10, r.h + 10, 15);
  ring.fillStyle(0xff3b2f, 0.12).fillRoundedRect(r.x, r.y, r.w, r.h, 12);
  const banner = scene.add.text(r.x + r.w / 2, r.y + r.h + 4, choice === "cutlass" ? "⚔ HIT" : "☠ ROB", {
    fontFamily: FONT, fontSize: "15px", color: "#ffffff", fontStyle: "bold", backgroundColor: "#b8322b", padding: { x: 8, y: 2 },
  }).setOrigin(0.5, 0);
  into.add([ring, banner]);
  scene.tweens.add({ targets: ring, alpha: 0.45, duration: 600, yoyo: true, repeat: -1 });
  if (picks) into.add(scene.add.text(r.x + r.w - 10, r.y + 40, `×${picks}`, { fontFamily: FONT, fontSize: "20px", color: "#b8322b", fontStyle: "bold" }).setOrigin(1, 0));
}

/** Before the game starts: who has taken which seat. */
export function drawSeatsWaiting(scene: Phaser.Scene, into: Phaser.GameObjects.Container, layout: Layout, state: TableState, names: readonly string[]): void {
  layout.pirates.forEach((r, i) => {
    const seat = state.seats[i];
    if (!seat) return;
    const g = scene.add.graphics();
    g.fillStyle(seat.taken || seat.bot ? 0xf3e4c0 : 0xffffff, seat.taken || seat.bot ? 1 : 0.15).fillRoundedRect(r.x, r.y, r.w, r.h, 12);
    into.add([g, scene.add.text(r.x + r.w / 2, r.y + r.h / 2, seat.taken || seat.bot ? `${names[i]}${seat.bot ? "\n(bot)" : ""}` : "empty seat",
      { fontFamily: FONT, fontSize: "18px", color: seat.taken || seat.bot ? "#2b1d0e" : "#dddddd", align: "center" }).setOrigin(0.5)]);
  });
}
