// The Booty Dice table in Phaser. It holds no rules: it draws the synced board, turns clicks
// into actions, and lets the server say what is legal (rejections become toasts elsewhere).
// Animations (tumbling dice, flying doubloons, floating numbers) are decoration: they never
// hold input back, and a new state simply replaces whatever is still moving.
import * as Phaser from "phaser";
import type { Hotspot, HotspotLayer } from "../../table/hotspots";
import type { TableState } from "../../table/protocol";
import type { TableSession } from "../../table/session";
import { COMBO_LABEL, FACE_LABEL, readBoard, type BoardView, type Face } from "./board";
import { drawCoin, drawFace, drawHeart, drawShieldIcon } from "./faces";
import { layoutFor, type Layout, type Rect } from "./layout";

const FONT = "Georgia, 'DejaVu Serif', serif";
const FACES: readonly Face[] = ["doubloon", "x", "jollyRoger", "cutlass", "wave", "shield"];
const SHORT_LABEL: Readonly<Record<Face, string>> = {
  doubloon: "DOUBLOON", x: "X MARKS", jollyRoger: "JOLLY ROGER", cutlass: "CUTLASS", wave: "PLANK", shield: "SHIELD",
};
const SEAT_COLOURS = [0xd35400, 0x2980b9, 0x27ae60, 0x8e44ad, 0xc0392b, 0x16a085];

interface DieView {
  container: Phaser.GameObjects.Container;
  face: Phaser.GameObjects.Graphics;
  label: Phaser.GameObjects.Text;
  held: Phaser.GameObjects.Text;
  shown: Face | null;
  tumble?: Phaser.Time.TimerEvent;
}

export class BootyDiceScene extends Phaser.Scene {
  private layout!: Layout;
  private dice: DieView[] = [];
  private dynamic!: Phaser.GameObjects.Container;
  /** The winner screen: above the dice and everything else. */
  private top!: Phaser.GameObjects.Container;
  private statusText!: Phaser.GameObjects.Text;
  private promptText!: Phaser.GameObjects.Text;
  private previous: BoardView | null = null;
  private held = new Set<number>();
  private jollyPicks: number[] = [];
  private turnKey = "";
  private offs: Array<() => void> = [];
  /** The loop sleeps when nothing moves (a turn-based table needs no 60 fps at rest). */
  private idleAfter = 0;

  constructor(private readonly session: TableSession, private readonly hotspots: HotspotLayer, private readonly portrait: boolean,
    private readonly onFirstFrame: () => void, private readonly zoom = 1) {
    super({ key: "booty-dice" });
  }

  create(): void {
    const state = this.session.state!;
    this.layout = layoutFor(this.portrait, Math.max(2, state.seats.length));
    // The canvas has `zoom` pixels per game unit (device pixel ratio): the camera scales the
    // game units up, and every text is rasterised at that resolution so it stays sharp.
    this.cameras.main.setZoom(this.zoom).centerOn(this.layout.width / 2, this.layout.height / 2);
    this.events.on(Phaser.Scenes.Events.ADDED_TO_SCENE, (object: Phaser.GameObjects.GameObject) => {
      if (object instanceof Phaser.GameObjects.Text) object.setResolution(this.zoom);
    });
    this.drawBackdrop();
    this.statusText = this.add.text(this.layout.status.x, this.layout.status.y, "", { fontFamily: FONT, fontSize: "26px", color: "#f3e4c0", align: "center" })
      .setOrigin(0.5, 0.5).setWordWrapWidth(this.layout.status.wrap).setShadow(0, 2, "#000", 4);
    this.promptText = this.add.text(this.layout.prompt.x, this.layout.prompt.y, "", { fontFamily: FONT, fontSize: "19px", color: "#ffd77a", align: "center" })
      .setOrigin(0.5, 0.5).setWordWrapWidth(this.layout.prompt.wrap);
    this.dynamic = this.add.container(0, 0);
    this.dice = this.layout.dice.map((r, i) => this.createDie(r, i));
    this.top = this.add.container(0, 0).setDepth(100);

    this.offs.push(this.session.on("state", (s) => this.render(s)));
    // A move on its way disables every control until its answer (session.ts).
    this.offs.push(this.session.on("awaiting", () => this.session.state && this.render(this.session.state)));
    this.offs.push(this.session.on("welcome", () => this.session.state && this.render(this.session.state)));
    this.offs.push(this.session.on("rejected", () => {
      this.jollyPicks = [];
      if (this.session.state) this.render(this.session.state);
    }));
    const wake = () => this.awake();
    window.addEventListener("resize", wake);
    document.addEventListener("pointerdown", wake);
    this.offs.push(() => window.removeEventListener("resize", wake), () => document.removeEventListener("pointerdown", wake));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.offs.forEach((off) => off()));
    this.render(state);
    this.game.events.once("postrender", () => this.onFirstFrame());
  }

  // --- drawing ------------------------------------------------------------------------------

  private drawBackdrop(): void {
    const { width: W, height: H } = this.layout;
    const g = this.add.graphics();
    g.fillGradientStyle(0x173a55, 0x173a55, 0x0c2233, 0x0c2233, 1).fillRect(0, 0, W, H);
    // A felt table edged with wood, where the dice roll.
    const d0 = this.layout.dice[0], d5 = this.layout.dice[5];
    const felt = { x: d0.x - 30, y: d0.y - 22, w: d5.x + d5.w - d0.x + 60, h: d0.h + 60 };
    g.fillStyle(0x5a3a1a).fillRoundedRect(felt.x - 8, felt.y - 8, felt.w + 16, felt.h + 16, 22);
    g.fillStyle(0x1f5a3a).fillRoundedRect(felt.x, felt.y, felt.w, felt.h, 16);
    g.lineStyle(1, 0xffffff, 0.05);
    for (let y = 0; y < H; y += 24) g.lineBetween(0, y, W, y + 12);
  }

  private createDie(r: Rect, index: number): DieView {
    const container = this.add.container(r.x + r.w / 2, r.y + r.h / 2);
    const body = this.add.graphics();
    body.fillStyle(0x000000, 0.35).fillRoundedRect(-r.w / 2 + 3, -r.h / 2 + 5, r.w, r.h, 14);
    body.fillStyle(0xf8f1de).fillRoundedRect(-r.w / 2, -r.h / 2, r.w, r.h, 14);
    body.lineStyle(3, 0xc9b98f).strokeRoundedRect(-r.w / 2, -r.h / 2, r.w, r.h, 14);
    const face = this.add.graphics();
    // Read on a phone too: 18% of the die (16 px on a desktop die, 24 px on a phone's larger one).
    const label = this.add.text(0, r.h / 2 - r.h * 0.15, "", { fontFamily: FONT, fontSize: `${Math.round(r.w * 0.18)}px`, color: "#3b2a14", fontStyle: "bold" }).setOrigin(0.5, 0.5);
    const held = this.add.text(0, r.h / 2 + 14, "HELD", { fontFamily: FONT, fontSize: "15px", color: "#ffd77a", fontStyle: "bold" }).setOrigin(0.5, 0.5).setVisible(false);
    container.add([body, face, label, held]);
    container.setData("index", index);
    return { container, face, label, held, shown: null };
  }

  private showFace(die: DieView, face: Face | null, size: number): void {
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

  override update(): void {
    if (performance.now() > this.idleAfter && this.tweens.getTweens().length === 0 && this.dice.every((d) => !d.tumble)) this.game.loop.sleep();
  }

  /** Keeps drawing for a moment: something changed or is about to move. */
  private awake(): void {
    this.idleAfter = performance.now() + 1500;
    if (!this.game.loop.running) this.game.loop.wake();
  }

  private render(state: TableState): void {
    this.awake();
    const board = readBoard(state);
    const me = this.session.mySeat;
    const playing = state.status === "playing" && board !== null;
    const myTurn = playing && me !== null && state.active.includes(me);
    const names = state.seats.map((s, i) => s.name || `Seat ${i + 1}`);

    // Local selections belong to one turn: a new turn (or a new game) starts clean.
    const key = board ? `${state.status}:${board.round}:${board.current}` : state.status;
    if (key !== this.turnKey) {
      this.turnKey = key;
      this.held.clear();
      this.jollyPicks = [];
    }
    if (board && board.phase !== "rolling") this.held.clear();
    const choice = board && myTurn && board.pending ? board.pending.kind : null;
    if (choice !== "jollyRoger") this.jollyPicks = [];

    this.dynamic.removeAll(true);
    this.top.removeAll(true);
    this.renderTexts(state, board, names, myTurn, choice);
    if (board) {
      this.renderPirates(state, board, names, choice);
      this.renderPiles(board);
      this.renderDice(board);
      this.renderCombos(board);
      this.animateChanges(this.previous, board);
    } else {
      this.renderWaiting(state, names);
    }
    if (state.status === "finished") this.renderWinner(state, board, names);
    this.previous = board;
    this.updateHotspots(state, board, myTurn, choice);
  }

  private renderTexts(state: TableState, board: BoardView | null, names: string[], myTurn: boolean, choice: string | null): void {
    if (state.status === "waiting" || !board) {
      const taken = state.seats.filter((s) => s.taken || s.bot).length;
      this.statusText.setText(`Waiting for the crew: ${taken}/${state.seats.length} aboard`);
      this.promptText.setText(this.session.welcome?.host ? "Press “Start the game” when yer crew is ready." : "The captain will start the game.");
      return;
    }
    if (state.status === "finished") {
      this.statusText.setText("The game is over");
      this.promptText.setText(state.result?.summary ?? "");
      return;
    }
    const who = names[board.current] ?? "?";
    const rollNote = board.phase === "rolling" ? ` · ${board.rollsLeft} roll${board.rollsLeft === 1 ? "" : "s"} left` : " · resolving";
    this.statusText.setText(`${myTurn ? "Your turn" : `${who}'s turn`} · round ${board.round}${rollNote}`);
    let prompt = "";
    if (this.session.isSpectator) prompt = "You are watching.";
    else if (!myTurn) prompt = board.phase === "resolving" ? `${who} is choosing targets…` : `${who} is rolling…`;
    else if (choice === "cutlass") prompt = "Cutlass! Click the pirate ye attack.";
    else if (choice === "jollyRoger") prompt = `Jolly Roger! Pick who ye steal from: doubloon ${this.jollyPicks.length + 1} of ${board.pending?.amount ?? 2}${this.jollyPicks.length ? ` (first from ${names[this.jollyPicks[0]]})` : ""}.`;
    else if (board.phase === "rolling") prompt = board.rollsLeft === 3 ? "Roll the Booty Dice!" : board.rollsLeft > 0 ? "Click dice to hold them, then roll again, or stop." : "No rolls left: stop and resolve.";
    this.promptText.setText(prompt);
  }

  private renderPirates(state: TableState, board: BoardView, names: string[], choice: string | null): void {
    const targeting = choice !== null;
    this.layout.pirates.forEach((r, i) => {
      const p = board.pirates[i];
      if (!p) return;
      const g = this.add.graphics();
      const current = board.current === i && state.status === "playing";
      const won = board.winners.includes(i) || state.result?.winners?.includes(i);
      const colour = SEAT_COLOURS[i % SEAT_COLOURS.length];
      g.fillStyle(0x000000, 0.3).fillRoundedRect(r.x + 2, r.y + 4, r.w, r.h, 12);
      g.fillStyle(p.eliminated ? 0x6b6b6b : 0xf3e4c0).fillRoundedRect(r.x, r.y, r.w, r.h, 12);
      g.fillStyle(colour).fillRoundedRect(r.x, r.y, r.w, 30, { tl: 12, tr: 12, bl: 0, br: 0 });
      if (current) g.lineStyle(5, 0xffd77a).strokeRoundedRect(r.x - 3, r.y - 3, r.w + 6, r.h + 6, 14);
      if (won) g.lineStyle(5, 0x7fe08a).strokeRoundedRect(r.x - 3, r.y - 3, r.w + 6, r.h + 6, 14);
      if (targeting && board.pending?.targets.includes(i)) this.markTarget(r, this.jollyPicks.filter((s) => s === i).length, choice);
      const seat = state.seats[i];
      const tag = seat?.bot ? " (bot)" : seat && seat.taken && !seat.connected ? " (away)" : "";
      const me = this.session.mySeat === i ? " ★" : "";
      const name = this.add.text(r.x + 10, r.y + 15, `${names[i]}${me}${tag}`, { fontFamily: FONT, fontSize: "16px", color: "#fff", fontStyle: "bold" })
        .setOrigin(0, 0.5).setShadow(0, 1, "#000", 2);
      if (name.width > r.w - 16) name.setScale((r.w - 16) / name.width, 1);
      const ink = p.eliminated ? "#dddddd" : "#2b1d0e";
      const rowY = r.y + 52, row2 = r.y + 88;
      drawCoin(g, r.x + 20, rowY, 11);
      drawHeart(g, r.x + 20, row2, 11, p.eliminated ? 0x444444 : 0xc0392b);
      drawShieldIcon(g, r.x + r.w / 2 + 18, row2, 11);
      const big = { fontFamily: FONT, fontSize: "22px", color: ink, fontStyle: "bold" };
      this.dynamic.add([g, name,
        this.add.text(r.x + 38, rowY, `${p.doubloons}`, big).setOrigin(0, 0.5),
        this.add.text(r.x + 38, row2, `${p.lives}`, big).setOrigin(0, 0.5),
        this.add.text(r.x + r.w / 2 + 36, row2, `${p.shields}`, big).setOrigin(0, 0.5),
      ]);
      if (p.eliminated) {
        this.dynamic.add(this.add.text(r.x + r.w / 2, r.y + r.h / 2 + 14, "SUNK", { fontFamily: FONT, fontSize: "30px", color: "#b8322b", fontStyle: "bold" })
          .setOrigin(0.5).setAngle(-14).setAlpha(0.9));
      }
    });
  }

  /** A pirate the Cutlass or Jolly Roger may pick: a thick red frame, a banner and a pulse, not a faint outline. */
  private markTarget(r: Rect, picks: number, choice: string | null): void {
    const ring = this.add.graphics();
    ring.lineStyle(6, 0xff3b2f, 1).strokeRoundedRect(r.x - 5, r.y - 5, r.w + 10, r.h + 10, 15);
    ring.fillStyle(0xff3b2f, 0.12).fillRoundedRect(r.x, r.y, r.w, r.h, 12);
    const banner = this.add.text(r.x + r.w / 2, r.y + r.h + 4, choice === "cutlass" ? "⚔ HIT" : "☠ ROB", {
      fontFamily: FONT, fontSize: "15px", color: "#ffffff", fontStyle: "bold", backgroundColor: "#b8322b", padding: { x: 8, y: 2 },
    }).setOrigin(0.5, 0);
    this.dynamic.add([ring, banner]);
    this.tweens.add({ targets: ring, alpha: 0.45, duration: 600, yoyo: true, repeat: -1 });
    if (picks) this.dynamic.add(this.add.text(r.x + r.w - 10, r.y + 40, `×${picks}`, { fontFamily: FONT, fontSize: "20px", color: "#b8322b", fontStyle: "bold" }).setOrigin(1, 0));
  }

  private renderPiles(board: BoardView): void {
    const { treasure, chest, locker } = this.layout.piles;
    const pile = (r: Rect, title: string, value: number, icon: (g: Phaser.GameObjects.Graphics, x: number, y: number) => void) => {
      const g = this.add.graphics();
      g.fillStyle(0x000000, 0.28).fillRoundedRect(r.x, r.y, r.w, r.h, 12);
      g.lineStyle(2, 0xe8b84a, 0.5).strokeRoundedRect(r.x, r.y, r.w, r.h, 12);
      icon(g, r.x + 30, r.y + r.h / 2);
      this.dynamic.add([g,
        this.add.text(r.x + 58, r.y + 20, title, { fontFamily: FONT, fontSize: title.length > 16 ? "12px" : "14px", color: "#e8d7ae" }).setOrigin(0, 0.5),
        this.add.text(r.x + 58, r.y + 50, `${value}`, { fontFamily: FONT, fontSize: "28px", color: "#ffffff", fontStyle: "bold" }).setOrigin(0, 0.5),
      ]);
    };
    pile(treasure, "Buried Treasure", board.buriedTreasure, (g, x, y) => { drawCoin(g, x - 6, y + 6, 13); drawCoin(g, x + 6, y - 6, 13); });
    pile(chest, "War Chest", board.warChest, (g, x, y) => drawShieldIcon(g, x, y, 18));
    pile(locker, "Davey Jones' Locker", board.locker, (g, x, y) => {
      g.fillStyle(0xf5f0e6).fillCircle(x, y - 4, 14).fillRect(x - 7, y + 6, 14, 8);
      g.fillStyle(0x1d1d1d).fillCircle(x - 5, y - 6, 3.5).fillCircle(x + 5, y - 6, 3.5);
    });
  }

  private renderDice(board: BoardView): void {
    const rolled = board.dice.some((d) => d !== null);
    const prev = this.previous;
    const newRoll = prev !== null && (prev.rollsLeft !== board.rollsLeft || prev.current !== board.current) && rolled;
    this.dice.forEach((die, i) => {
      const r = this.layout.dice[i];
      const face = board.dice[i];
      const isHeld = this.held.has(i) && board.phase === "rolling";
      const inPlan = board.pending?.die === i;
      die.held.setVisible(isHeld);
      die.container.y = r.y + r.h / 2 - (isHeld ? 10 : 0);
      die.container.setAlpha(board.pending && !inPlan ? 0.75 : 1);
      die.container.setScale(inPlan ? 1.08 : 1);
      const reroll = newRoll && !(board.kept[i] === true);
      if (reroll && face) this.tumble(die, face, r.w);
      else if (!die.tumble && die.shown !== face) this.showFace(die, face, r.w);
      else if (die.tumble && !reroll) {
        // Keep a running tumble; it ends on the right face.
        die.container.setData("final", face);
      }
    });
  }

  private tumble(die: DieView, face: Face, size: number): void {
    die.tumble?.remove(false);
    die.container.setData("final", face);
    let ticks = 0;
    die.tumble = this.time.addEvent({
      delay: 55, repeat: 7,
      callback: () => {
        ticks++;
        const done = ticks >= 8;
        this.showFace(die, done ? (die.container.getData("final") as Face) : FACES[Math.floor(Math.random() * FACES.length)], size);
        die.container.setAngle(done ? 0 : (Math.random() - 0.5) * 40);
        if (done) die.tumble = undefined;
      },
    });
  }

  private renderCombos(board: BoardView): void {
    const r = this.layout.plan;
    const chips = board.combos.map((c) => COMBO_LABEL[c]);
    if (board.phase === "rolling" && board.rollsLeft < 3) chips.unshift("Showing:");
    if (board.combos.length === 0) return;
    const text = this.add.text(r.x + r.w / 2, r.y + 20, chips.join("  "), { fontFamily: FONT, fontSize: "24px", color: "#ffd77a", fontStyle: "bold" })
      .setOrigin(0.5).setShadow(0, 2, "#000", 4);
    this.dynamic.add(text);
  }

  private renderWaiting(state: TableState, names: string[]): void {
    this.layout.pirates.forEach((r, i) => {
      const seat = state.seats[i];
      if (!seat) return;
      const g = this.add.graphics();
      g.fillStyle(seat.taken || seat.bot ? 0xf3e4c0 : 0xffffff, seat.taken || seat.bot ? 1 : 0.15).fillRoundedRect(r.x, r.y, r.w, r.h, 12);
      this.dynamic.add([g, this.add.text(r.x + r.w / 2, r.y + r.h / 2, seat.taken || seat.bot ? `${names[i]}${seat.bot ? "\n(bot)" : ""}` : "empty seat",
        { fontFamily: FONT, fontSize: "18px", color: seat.taken || seat.bot ? "#2b1d0e" : "#dddddd", align: "center" }).setOrigin(0.5)]);
    });
    this.dice.forEach((die, i) => this.showFace(die, FACES[i], this.layout.dice[i].w));
  }

  private renderWinner(state: TableState, board: BoardView | null, names: string[]): void {
    const { width: W, height: H } = this.layout;
    const winners = state.result?.winners ?? board?.winners ?? [];
    const g = this.add.graphics();
    g.fillStyle(0x000000, 0.55).fillRect(0, 0, W, H);
    const bw = Math.min(560, W - 40), bh = 250, bx = (W - bw) / 2, by = H / 2 - bh / 2 - 30;
    g.fillStyle(0xf3e4c0).fillRoundedRect(bx, by, bw, bh, 18);
    g.lineStyle(6, 0xe8b84a).strokeRoundedRect(bx, by, bw, bh, 18);
    const title = winners.length ? `${winners.map((w) => names[w]).join(" & ")} win${winners.length === 1 ? "s" : ""}!` : "Nobody wins";
    const mine = this.session.mySeat !== null && winners.includes(this.session.mySeat);
    this.top.add([g,
      this.add.text(W / 2, by + 50, mine ? "Victory, Captain!" : "Game over", { fontFamily: FONT, fontSize: "24px", color: "#5a4327" }).setOrigin(0.5),
      this.add.text(W / 2, by + 100, title, { fontFamily: FONT, fontSize: "38px", color: "#2b1d0e", fontStyle: "bold", align: "center" }).setOrigin(0.5).setWordWrapWidth(bw - 30),
      this.add.text(W / 2, by + 160, state.result?.summary ?? "", { fontFamily: FONT, fontSize: "18px", color: "#2b1d0e", align: "center" }).setOrigin(0.5).setWordWrapWidth(bw - 40),
    ]);
    if (!this.session.isSpectator) this.drawButton(this.rematchRect(), "Rematch", true, this.top);
  }

  private rematchRect(): Rect {
    const { width: W, height: H } = this.layout;
    return { x: W / 2 - 110, y: H / 2 + 110, w: 220, h: 60 };
  }

  private drawButton(r: Rect, label: string, enabled: boolean, into = this.dynamic): void {
    const g = this.add.graphics();
    g.fillStyle(0x000000, 0.35).fillRoundedRect(r.x + 2, r.y + 5, r.w, r.h, 12);
    g.fillStyle(enabled ? 0xe8b84a : 0x6f6650).fillRoundedRect(r.x, r.y, r.w, r.h, 12);
    g.fillStyle(0xffffff, enabled ? 0.25 : 0.08).fillRoundedRect(r.x + 4, r.y + 4, r.w - 8, r.h / 2 - 4, 8);
    into.add([g, this.add.text(r.x + r.w / 2, r.y + r.h / 2, label, { fontFamily: FONT, fontSize: "22px", color: enabled ? "#2b1d0e" : "#cfc6ad", fontStyle: "bold" }).setOrigin(0.5)]);
  }

  // --- changes worth seeing -------------------------------------------------------------------

  private animateChanges(before: BoardView | null, after: BoardView): void {
    if (!before || before.pirates.length !== after.pirates.length) return;
    const centre = (r: Rect) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });
    const treasure = centre(this.layout.piles.treasure);
    const gains: { seat: number; n: number }[] = [];
    const losses: { seat: number; n: number }[] = [];
    after.pirates.forEach((p, i) => {
      const d = p.doubloons - before.pirates[i].doubloons;
      if (d > 0) gains.push({ seat: i, n: d });
      if (d < 0) losses.push({ seat: i, n: -d });
      const dl = p.lives - before.pirates[i].lives;
      const ds = p.shields - before.pirates[i].shields;
      const r = this.layout.pirates[i];
      if (d) this.floatText(r.x + r.w - 34, r.y + 52, `${d > 0 ? "+" : ""}${d}`, d > 0 ? "#2e7d32" : "#b8322b");
      if (dl) this.floatText(r.x + 64, r.y + 88, `${dl > 0 ? "+" : ""}${dl}`, "#b8322b");
      if (ds) this.floatText(r.x + r.w - 20, r.y + 88, `${ds > 0 ? "+" : ""}${ds}`, "#2b5a38");
    });
    // Pair losers with winners (steals, plunder), the rest goes to or comes from the treasure.
    for (const loss of losses) {
      for (const gain of gains) {
        const n = Math.min(loss.n, gain.n);
        if (n <= 0) continue;
        this.flyCoins(centre(this.layout.pirates[loss.seat]), centre(this.layout.pirates[gain.seat]), n);
        loss.n -= n;
        gain.n -= n;
      }
      if (loss.n > 0) this.flyCoins(centre(this.layout.pirates[loss.seat]), treasure, loss.n);
    }
    for (const gain of gains) if (gain.n > 0) this.flyCoins(treasure, centre(this.layout.pirates[gain.seat]), gain.n);
  }

  private flyCoins(from: { x: number; y: number }, to: { x: number; y: number }, n: number): void {
    for (let k = 0; k < Math.min(n, 6); k++) {
      const coin = this.add.graphics();
      drawCoin(coin, 0, 0, 9);
      coin.setPosition(from.x, from.y).setDepth(10);
      this.tweens.add({ targets: coin, x: to.x, y: to.y, delay: k * 70, duration: 520, ease: "Cubic.easeInOut", onComplete: () => coin.destroy() });
    }
  }

  private floatText(x: number, y: number, text: string, colour: string): void {
    const t = this.add.text(x, y, text, { fontFamily: FONT, fontSize: "20px", color: colour, fontStyle: "bold", stroke: "#ffffff", strokeThickness: 3 })
      .setOrigin(0.5).setDepth(11);
    this.tweens.add({ targets: t, y: y - 28, alpha: 0, duration: 1100, ease: "Quad.easeOut", onComplete: () => t.destroy() });
  }

  // --- input ----------------------------------------------------------------------------------

  private updateHotspots(state: TableState, board: BoardView | null, myTurnNow: boolean, choiceNow: "cutlass" | "jollyRoger" | null): void {
    const spots: Hotspot[] = [];
    // Nothing is clickable while a move awaits its answer.
    const myTurn = myTurnNow && !this.session.awaiting;
    const choice = this.session.awaiting ? null : choiceNow;
    const rolling = myTurn && board?.phase === "rolling";
    if (board && state.status === "playing") {
      const canHold = rolling && board.rollsLeft > 0 && board.rollsLeft < 3;
      this.layout.dice.forEach((r, i) => spots.push({
        id: `die-${i}`, ...r,
        label: `Die ${i + 1}: ${board.dice[i] ? FACE_LABEL[board.dice[i]!] : "not rolled"}${this.held.has(i) ? ", held" : ""}. ${canHold ? "Click to hold or release." : ""}`,
        pressed: this.held.has(i), disabled: !canHold,
        onClick: () => {
          if (this.held.has(i)) this.held.delete(i);
          else this.held.add(i);
          if (this.session.state) this.render(this.session.state);
        },
      }));
      const canRoll = rolling && board.rollsLeft > 0;
      const keep = board.rollsLeft < 3 ? [...this.held].sort() : [];
      const rollLabel = !canRoll ? "Roll" : keep.length === 0 ? "Roll all" : `Roll ${6 - keep.length}`;
      this.drawButton(this.layout.roll, rollLabel, canRoll && keep.length < 6);
      const canStop = rolling && board.rollsLeft < 3;
      this.drawButton(this.layout.stop, "Stop & resolve", canStop);
      spots.push({ id: "roll", ...this.layout.roll, label: rollLabel, disabled: !canRoll || keep.length >= 6, onClick: () => this.session.act({ type: "roll", keep }) });
      spots.push({ id: "stop", ...this.layout.stop, label: "Stop rolling and resolve the dice", disabled: !canStop, onClick: () => this.session.act({ type: "stop" }) });
      if (board.phase === "rolling") {
        const rl = this.layout.rollsLeft;
        this.dynamic.add(this.add.text(rl.x, rl.y, `Rolls left: ${"● ".repeat(board.rollsLeft)}${"○ ".repeat(Math.max(0, 3 - board.rollsLeft))}`.trim(),
          { fontFamily: FONT, fontSize: "18px", color: "#f3e4c0" }).setOrigin(0.5));
      }
    }
    if (board) {
      board.pirates.forEach((p, i) => {
        const r = this.layout.pirates[i];
        const targetable = choice !== null && board.pending !== null && board.pending.targets.includes(i);
        spots.push({
          id: `pirate-${i}`, ...r,
          label: `${state.seats[i]?.name ?? `Seat ${i + 1}`}: ${p.doubloons} doubloons, ${p.lives} lives, ${p.shields} shields${p.eliminated ? ", out of the game" : ""}${targetable ? `. Choose as ${choice === "cutlass" ? "Cutlass target" : "Jolly Roger victim"}.` : ""}`,
          disabled: !targetable,
          target: targetable,
          onClick: () => this.pickTarget(i, choice, board.pending?.amount ?? 2),
        });
      });
    }
    if (state.status === "finished" && !this.session.isSpectator) {
      spots.push({ id: "rematch", ...this.rematchRect(), label: "Rematch", onClick: () => this.session.rematch() });
    }
    this.hotspots.set(spots);
  }

  private pickTarget(seat: number, choice: "cutlass" | "jollyRoger" | null, amount: number): void {
    if (choice === "cutlass") {
      this.session.act({ type: "cutlass", target: seat });
    } else if (choice === "jollyRoger") {
      this.jollyPicks.push(seat);
      if (this.jollyPicks.length >= amount) {
        const from = this.jollyPicks.slice(0, amount);
        this.jollyPicks = [];
        this.session.act({ type: "jollyRoger", from });
      }
      if (this.session.state) this.render(this.session.state);
    }
  }
}
