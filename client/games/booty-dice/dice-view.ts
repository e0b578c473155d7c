// The six dice on the felt: each a container with its face, its label and the HELD tag.
// A fresh roll tumbles through random faces before it lands (decoration only: the face it
// ends on is the synced one).
import * as Phaser from "phaser";
import type { BoardView, Face } from "./board";
import { drawFace } from "./faces";
import type { Rect } from "./layout";
import { FONT } from "./style";

export const FACES: readonly Face[] = ["doubloon", "x", "jollyRoger", "cutlass", "wave", "shield"];
const SHORT_LABEL: Readonly<Record<Face, string>> = {
  doubloon: "DOUBLOON", x: "X MARKS", jollyRoger: "JOLLY ROGER", cutlass: "CUTLASS", wave: "PLANK", shield: "SHIELD",
};

export interface DieView {
  container: Phaser.GameObjects.Container;
  face: Phaser.GameObjects.Graphics;
  label: Phaser.GameObjects.Text;
  held: Phaser.GameObjects.Text;
  shown: Face | null;
  tumble?: Phaser.Time.TimerEvent;
}

export function createDie(scene: Phaser.Scene, r: Rect, index: number): DieView {
  const container = scene.add.container(r.x + r.w / 2, r.y + r.h / 2);
  const body = scene.add.graphics();
  body.fillStyle(0x000000, 0.35).fillRoundedRect(-r.w / 2 + 3, -r.h / 2 + 5, r.w, r.h, 14);
  body.fillStyle(0xf8f1de).fillRoundedRect(-r.w / 2, -r.h / 2, r.w, r.h, 14);
  body.lineStyle(3, 0xc9b98f).strokeRoundedRect(-r.w / 2, -r.h / 2, r.w, r.h, 14);
  const face = scene.add.graphics();
  // Read on a phone too: 18% of the die (16 px on a desktop die, 24 px on a phone's larger one).
  const label = scene.add.text(0, r.h / 2 - r.h * 0.15, "", { fontFamily: FONT, fontSize: `${Math.round(r.w * 0.18)}px`, color: "#3b2a14", fontStyle: "bold" }).setOrigin(0.5, 0.5);
  const held = scene.add.text(0, r.h / 2 + 14, "HELD", { fontFamily: FONT, fontSize: "15px", color: "#ffd77a", fontStyle: "bold" }).setOrigin(0.5, 0.5).setVisible(false);
  container.add([body, face, label, held]);
  container.setData("index", index);
  return { container, face, label, held, shown: null };
}

export function showFace(die: DieView, face: Face | null, size: number): void {
  die.face.clear();
  die.shown = face;
  if (face) {
    drawFace(die.face, face, 0, -6, size * 0.52);
    die.label.setText(SHORT_LABEL[face]).setScale(1);
    if (die.label.width > size - 6) die.label.setScale((size - 6) / die.label.width, 1); // long names squeeze, never shrink in height
  } else {
    die.face.fillStyle(0xc9b98f).fillCircle(0, -6, 6);
    die.label.setText("");
  }
}

/**
 * Shows the board's dice: held ones lifted, the one being resolved enlarged, freshly rolled
 * ones tumbling. `previous` is the board drawn before, to tell a new roll from a redraw.
 */
export function renderDice(scene: Phaser.Scene, dice: readonly DieView[], rects: readonly Rect[], board: BoardView, previous: BoardView | null, held: ReadonlySet<number>): void {
  const rolled = board.dice.some((d) => d !== null);
  const newRoll = previous !== null && (previous.rollsLeft !== board.rollsLeft || previous.current !== board.current) && rolled;
  dice.forEach((die, i) => {
    const r = rects[i];
    const face = board.dice[i];
    const isHeld = held.has(i) && board.phase === "rolling";
    const inPlan = board.pending?.die === i;
    die.held.setVisible(isHeld);
    die.container.y = r.y + r.h / 2 - (isHeld ? 10 : 0);
    die.container.setAlpha(board.pending && !inPlan ? 0.75 : 1);
    die.container.setScale(inPlan ? 1.08 : 1);
    const reroll = newRoll && !(board.kept[i] === true);
    if (reroll && face) tumble(scene, die, face, r.w);
    else if (!die.tumble && die.shown !== face) showFace(die, face, r.w);
    else if (die.tumble && !reroll) {
      // Keep a running tumble; it ends on the right face.
      die.container.setData("final", face);
    }
  });
}

function tumble(scene: Phaser.Scene, die: DieView, face: Face, size: number): void {
  die.tumble?.remove(false);
  die.container.setData("final", face);
  let ticks = 0;
  die.tumble = scene.time.addEvent({
    delay: 55, repeat: 7,
    callback: () => {
      ticks++;
      const done = ticks >= 8;
      showFace(die, done ? (die.container.getData("final") as Face) : FACES[Math.floor(Math.random() * FACES.length)], size);
      die.container.setAngle(done ? 0 : (Math.random() - 0.5) * 40);
      if (done) die.tumble = undefined;
    },
  });
}
