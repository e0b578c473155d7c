// The Booty Dice table in Phaser. It holds no rules: it draws the synced board, turns clicks
// into actions, and lets the server say what is legal (rejections become toasts elsewhere).
// Animations (tumbling dice, flying doubloons, floating numbers) are decoration: they never
// hold input back, and a new state simply replaces whatever is still moving.
import * as Phaser from "phaser";
import type { Hotspot, HotspotLayer } from "../../table/hotspots";
import type { TableState } from "../../table/protocol";
import type { TableSession } from "../../table/session";
import { COMBO_LABEL, FACE_LABEL, readBoard, type BoardView } from "./board";
import { animateChanges } from "./coin-effects";
import { FACES, createDie, renderDice, showFace, type DieView } from "./dice-view";
import { layoutFor, type Layout } from "./layout";
import { drawPirateCards, drawSeatsWaiting } from "./pirate-cards";
import { FONT } from "./style";
import { drawBackdrop, drawButton, drawGameOver, drawPiles, rematchRect } from "./table-furniture";

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
    drawBackdrop(this, this.layout);
    this.statusText = this.add.text(this.layout.status.x, this.layout.status.y, "", { fontFamily: FONT, fontSize: "26px", color: "#f3e4c0", align: "center" })
      .setOrigin(0.5, 0.5).setWordWrapWidth(this.layout.status.wrap).setShadow(0, 2, "#000", 4);
    this.promptText = this.add.text(this.layout.prompt.x, this.layout.prompt.y, "", { fontFamily: FONT, fontSize: "19px", color: "#ffd77a", align: "center" })
      .setOrigin(0.5, 0.5).setWordWrapWidth(this.layout.prompt.wrap);
    this.dynamic = this.add.container(0, 0);
    this.dice = this.layout.dice.map((r, i) => createDie(this, r, i));
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
      drawPirateCards(this, this.dynamic, this.layout, { state, board, names, mySeat: me, choice, picks: this.jollyPicks });
      drawPiles(this, this.dynamic, this.layout, board);
      renderDice(this, this.dice, this.layout.dice, board, this.previous, this.held);
      this.renderCombos(board);
      animateChanges(this, this.layout, this.previous, board);
    } else {
      drawSeatsWaiting(this, this.dynamic, this.layout, state, names);
      this.dice.forEach((die, i) => showFace(die, FACES[i], this.layout.dice[i].w));
    }
    if (state.status === "finished") {
      const winners = state.result?.winners ?? board?.winners ?? [];
      drawGameOver(this, this.top, this.layout, {
        winners, names, summary: state.result?.summary ?? "",
        mine: me !== null && winners.includes(me), canRematch: !this.session.isSpectator,
      });
    }
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

  /** The combinations the dice show now, above the felt. */
  private renderCombos(board: BoardView): void {
    const r = this.layout.plan;
    const chips = board.combos.map((c) => COMBO_LABEL[c]);
    if (board.phase === "rolling" && board.rollsLeft < 3) chips.unshift("Showing:");
    if (board.combos.length === 0) return;
    const text = this.add.text(r.x + r.w / 2, r.y + 20, chips.join("  "), { fontFamily: FONT, fontSize: "24px", color: "#ffd77a", fontStyle: "bold" })
      .setOrigin(0.5).setShadow(0, 2, "#000", 4);
    this.dynamic.add(text);
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
      drawButton(this, this.dynamic, this.layout.roll, rollLabel, canRoll && keep.length < 6);
      const canStop = rolling && board.rollsLeft < 3;
      drawButton(this, this.dynamic, this.layout.stop, "Stop & resolve", canStop);
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
      spots.push({ id: "rematch", ...rematchRect(this.layout), label: "Rematch", onClick: () => this.session.rematch() });
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
