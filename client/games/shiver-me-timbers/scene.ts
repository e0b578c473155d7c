// The Shiver Me Timbers sea chart in Phaser. It holds no rules: it draws the synced board
// (islands, routes, anchors, special spots, merchants, fortresses, pests, monsters, ships),
// highlights the spaces the server lists as travel moves, and turns a click on one into that
// move. A ship that moved sails along its route. The loop sleeps when nothing moves.
import * as Phaser from "phaser";
import type { Hotspot, HotspotLayer } from "../../table/hotspots";
import type { TableState } from "../../table/protocol";
import { drawAnchor, drawFortress, drawIsland, drawMerchant, drawMonster, drawPest, drawSea, drawShip, drawSpace, FONT, SEAT_COLOURS } from "./chart-art";
import type { ChartLayout, Point } from "./chart-layout";
import { SPECIAL_INDEX } from "./chart-layout";
import type { BuildStepOnChart } from "./action-panel";
import { attachPoint, chartFor, pathBetween, sceneLayout, shipPositions, spaceSpots, statusLine, type SceneLayout, type SpaceSpot } from "./chart-model";
import { groupMoves } from "./moves";
import { islandName, specialName } from "./names";
import { readBoard, readPrivate, type Action, type BoardView } from "./view";

/** What the scene needs from the table: the state, who we are, and a way to send a move. */
export interface ChartHost {
  readonly state: TableState | null;
  readonly mySeat: number | null;
  on(event: "state", cb: (s: TableState) => void): () => void;
  play(move: Action): void;
  seatNames(): string[];
  /** The open step of a map placement the player is making, if any (its points are clickable here). */
  buildStep(): BuildStepOnChart | null;
}

const STATUS_TIP = "The round, whose turn it is and how many of the 3 regular actions are left; the wind adds to every ship's speed for Travel; when the last wind card is turned, the game ends after that round. Hover over any island, space or marker for what it is.";

export class ChartScene extends Phaser.Scene {
  private layout!: SceneLayout;
  private chartLayer!: Phaser.GameObjects.Container;
  private pieces!: Phaser.GameObjects.Container;
  private shipLayer!: Phaser.GameObjects.Container;
  private title!: Phaser.GameObjects.Text;
  private detail!: Phaser.GameObjects.Text;
  private tip!: Phaser.GameObjects.Text;
  private chartKey = "";
  private spots: SpaceSpot[] = [];
  private shipsAt = new Map<number, string>();
  private ships = new Map<number, Phaser.GameObjects.Container>();
  private statusTip = "";
  private idleAfter = 0;
  private offs: Array<() => void> = [];

  constructor(private readonly host: ChartHost, private readonly hotspots: HotspotLayer, private readonly portrait: boolean,
    private readonly zoom: number, private readonly onFirstFrame: () => void) {
    super({ key: "shiver-me-timbers" });
  }

  create(): void {
    this.layout = sceneLayout(this.portrait);
    const cam = this.cameras.main;
    cam.setZoom(this.zoom);
    cam.centerOn(this.layout.width / 2, this.layout.height / 2);
    const bg = this.add.graphics();
    drawSea(bg, this.layout.width, this.layout.height);
    bg.fillStyle(0x0c2233, 0.75).fillRect(0, 0, this.layout.width, this.layout.status.h);
    this.chartLayer = this.add.container(0, 0);
    this.pieces = this.add.container(0, 0);
    this.shipLayer = this.add.container(0, 0);
    const s = this.layout.status;
    this.title = this.text(s.x + 14, s.y + 8, "", 20, "#f3e4c0").setWordWrapWidth(s.w - 28).setShadow(0, 2, "#000", 3);
    this.detail = this.text(s.x + 14, s.y + (this.portrait ? 56 : 36), "", 15, "#ffd77a").setWordWrapWidth(s.w - 28);
    this.tip = this.text(0, 0, "", 14, "#2b1d0e").setBackgroundColor("#f3e4c0").setPadding(6, 4, 6, 4).setDepth(50).setVisible(false).setWordWrapWidth(300);
    this.input.on("pointermove", (p: Phaser.Input.Pointer) => this.hover(p.worldX, p.worldY));
    this.input.on("gameout", () => this.tip.setVisible(false));

    this.offs.push(this.host.on("state", (st) => this.render(st)));
    const wake = () => this.awake();
    window.addEventListener("resize", wake);
    document.addEventListener("pointerdown", wake);
    document.addEventListener("pointermove", wake);
    this.offs.push(() => window.removeEventListener("resize", wake), () => document.removeEventListener("pointerdown", wake), () => document.removeEventListener("pointermove", wake));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.offs.forEach((off) => off()));
    if (this.host.state) this.render(this.host.state);
    this.game.events.once("postrender", () => this.onFirstFrame());
  }

  private text(x: number, y: number, t: string, size: number, color: string, bold = false): Phaser.GameObjects.Text {
    return this.add.text(x, y, t, { fontFamily: FONT, fontSize: `${size}px`, color, fontStyle: bold ? "bold" : "normal", resolution: this.zoom });
  }

  override update(): void {
    if (performance.now() > this.idleAfter && this.tweens.getTweens().length === 0) this.game.loop.sleep();
  }

  private awake(): void {
    this.idleAfter = performance.now() + 1200;
    if (!this.game.loop.running) this.game.loop.wake();
  }

  render(state: TableState): void {
    this.awake();
    const board = readBoard(state);
    const names = this.host.seatNames();
    if (!board) {
      const taken = state.seats.filter((s) => s.taken || s.bot).length;
      this.title.setText(`Waiting for the crew: ${taken}/${state.seats.length} aboard`);
      this.detail.setText("The voyage begins when every seat is taken or the captain starts.");
      this.hotspots.set([]);
      return;
    }
    const line = statusLine(board, names, this.host.mySeat);
    this.statusTip = STATUS_TIP;
    this.title.setText(line.title);
    this.detail.setText(line.detail);
    const chart = chartFor(board, this.layout.chart);
    const key = JSON.stringify(board.map);
    if (key !== this.chartKey) {
      this.chartKey = key;
      this.drawChart(board, chart);
    }
    const mine = readPrivate(state, this.host.mySeat);
    const groups = mine && state.active.includes(mine.seat) ? groupMoves(mine.moves) : null;
    this.spots = spaceSpots(board, chart, groups, names);
    this.drawPieces(board, chart, mine?.peeked ?? []);
    this.drawShips(board, chart);
    const hot: Hotspot[] = this.spots.filter((s) => s.move).map((s) => ({
      id: `space-${s.space}`, x: s.at.x - s.r, y: s.at.y - s.r, w: s.r * 2, h: s.r * 2, label: s.label,
      onClick: () => this.host.play(s.move!),
    }));
    const build = groups && groups.buildMap.length ? this.host.buildStep() : null;
    if (build) hot.push(...this.drawBuildPoints(build, chart));
    this.hotspots.set(hot);
  }

  /** Redraws with the current state (a local choice changed, e.g. a placement step). */
  refresh(): void {
    if (this.host.state && this.layout) this.render(this.host.state);
  }

  /** The free connection points the open placement step may use, as gold dots to click. */
  private drawBuildPoints(step: BuildStepOnChart, chart: ChartLayout): Hotspot[] {
    const g = this.add.graphics();
    this.pieces.add(g);
    const out: Hotspot[] = [];
    for (const o of step.options) {
      const p = attachPoint(chart, o.value);
      if (!p) continue;
      g.fillStyle(0xffd77a, 0.9).fillCircle(p.x, p.y, 7);
      g.lineStyle(2, 0x2b1d0e).strokeCircle(p.x, p.y, 7);
      const label = `${step.key === "a" ? "Connect the route's first end" : "Connect the route's other end"} at ${o.label}`;
      this.spots.push({ space: o.value, kind: "sea", at: p, r: 9, label, move: null, cost: null });
      out.push({ id: `build-${step.key}-${o.value}`, x: p.x - 10, y: p.y - 10, w: 20, h: 20, label, onClick: () => step.choose(o.value) });
    }
    return out;
  }

  private drawChart(board: BoardView, chart: ChartLayout): void {
    this.chartLayer.removeAll(true);
    const g = this.add.graphics();
    this.chartLayer.add(g);
    const at = (id: string | null) => (id ? chart.spaces.get(id) : undefined);
    for (const r of chart.routes) {
      const pts = [at(r.ends[0]), ...r.spaces.map((s) => at(s)), at(r.ends[1])].filter((p): p is Point => !!p);
      g.lineStyle(5, 0xf3e4c0, 0.35);
      for (let i = 1; i < pts.length; i++) g.lineBetween(pts[i - 1].x, pts[i - 1].y, pts[i].x, pts[i].y);
      g.lineStyle(2, 0x5a4327, 0.8);
      for (let i = 1; i < pts.length; i++) dashed(g, pts[i - 1], pts[i], 6);
    }
    board.map.islands.forEach((island, i) => {
      const p = at(`I:${island}`);
      if (!p) return;
      drawIsland(g, p.x, p.y, chart.islandRadius, i + island.length);
      this.chartLayer.add(this.text(p.x, p.y + chart.islandRadius + 4, islandName(island), 14, "#fff8e1", true).setOrigin(0.5, 0).setShadow(0, 1, "#000", 3));
    });
    for (const r of chart.routes) {
      r.spaces.forEach((s, i) => {
        const p = at(s)!;
        const special = !r.tile.startsWith("short-") && i === SPECIAL_INDEX;
        const anchor = r.tile.startsWith("short-") ? i === 1 : i === 1 || i === 5;
        drawSpace(g, p.x, p.y, chart.spaceRadius, special ? "special" : anchor ? "anchor" : "sea");
        if (special) this.chartLayer.add(this.text(p.x, p.y - chart.spaceRadius * 1.4 - 2, specialName(r.tile).replace(/^the /, ""), 12, "#ffd77a", true).setOrigin(0.5, 1).setShadow(0, 1, "#000", 3));
      });
    }
  }

  /** `peeked`: the merchants this seat has looked at; only their face-down colour is known to it. */
  private drawPieces(board: BoardView, chart: ChartLayout, peeked: readonly { space: string; merchant: { color: string } }[]): void {
    this.pieces.removeAll(true);
    const g = this.add.graphics();
    this.pieces.add(g);
    const R = chart.spaceRadius;
    for (const s of this.spots) {
      if (!s.move) continue;
      g.lineStyle(4, 0xffd77a, 1).strokeCircle(s.at.x, s.at.y, s.r + 4);
      g.fillStyle(0xffd77a, 0.25).fillCircle(s.at.x, s.at.y, s.r + 4);
      if (s.cost !== null) this.pieces.add(this.text(s.at.x + s.r, s.at.y - s.r - 2, String(s.cost), 13, "#ffd77a", true).setOrigin(0, 1).setShadow(0, 1, "#000", 2));
    }
    for (const m of board.merchants) {
      const p = chart.spaces.get(m.space);
      if (!p) continue;
      const x = p.x + R * 1.2, y = p.y + R * 0.6;
      // The colour is on the hidden side (rulebook: "If the face-down side is yellow…"): known
      // only once face up, or to the captain who peeked.
      const color = m.color ?? peeked.find((x) => x.space === m.space)?.merchant.color ?? null;
      drawMerchant(g, x, y, R * 0.62, color === "red" ? "red" : color === "yellow" ? "yellow" : "unknown", m.faceUp, m.size === "large");
      if (m.merchant) this.pieces.add(this.text(x, y, `${m.merchant.strength}`, 11, "#2b1d0e", true).setOrigin(0.5));
      else drawAnchor(g, x, y, R * 0.3);
    }
    for (const f of board.fortresses) {
      const p = chart.spaces.get(`I:${f.island}`);
      if (!p) continue;
      drawFortress(g, p.x + chart.islandRadius * 0.55, p.y - chart.islandRadius * 0.55, chart.islandRadius * 0.22, f.faceUp);
      if (f.fortress) this.pieces.add(this.text(p.x + chart.islandRadius * 0.55, p.y - chart.islandRadius * 0.95, `${f.fortress.strength}`, 11, "#fff", true).setOrigin(0.5, 1));
    }
    for (const [island, state] of Object.entries(board.pests)) {
      const p = chart.spaces.get(`I:${island}`);
      if (p) drawPest(g, p.x - chart.islandRadius * 0.6, p.y - chart.islandRadius * 0.5, chart.islandRadius * 0.2, state === "active");
    }
    for (const [monster, spot] of Object.entries(board.monsters)) {
      const p = chart.spaces.get(`${spot}:${SPECIAL_INDEX}`);
      if (p) drawMonster(g, p.x - R * 1.5, p.y + R * 0.9, R * 0.7, monster === "kraken");
    }
  }

  /** Ships persist between renders, so a voyage under way keeps sailing when the board is redrawn. */
  private drawShips(board: BoardView, chart: ChartLayout): void {
    const spots = shipPositions(board, chart);
    const turnSeat = board.turn?.seat ?? -1;
    for (const p of board.players) {
      const to = spots.get(p.seat);
      let ship = this.ships.get(p.seat);
      if (!to || !p.location) {
        ship?.destroy();
        this.ships.delete(p.seat);
        this.shipsAt.delete(p.seat);
        continue;
      }
      if (!ship) {
        ship = this.add.container(to.x, to.y);
        this.shipLayer.add(ship);
        this.ships.set(p.seat, ship);
      }
      ship.removeAll(true);
      const g = this.add.graphics();
      drawShip(g, 0, 0, chart.spaceRadius * 1.45, SEAT_COLOURS[p.seat % SEAT_COLOURS.length], p.seat === turnSeat);
      ship.add([g, this.text(0, chart.spaceRadius * 0.55, String(p.seat + 1), 11, "#fff", true).setOrigin(0.5, 0.5)]);
      const before = this.shipsAt.get(p.seat);
      if (before && before !== p.location) {
        this.tweens.killTweensOf(ship);
        this.sail(ship, pathBetween(chart, before, p.location).map((s) => chart.spaces.get(s)!).filter(Boolean), to);
      } else if (!this.tweens.isTweening(ship)) ship.setPosition(to.x, to.y);
      this.shipsAt.set(p.seat, p.location);
    }
  }

  /** The route taken, space by space. */
  private sail(ship: Phaser.GameObjects.Container, path: Point[], end: Point): void {
    if (path.length < 2) return;
    const steps = [...path.slice(1, -1), end];
    ship.setPosition(path[0].x, path[0].y);
    this.tweens.chain({ targets: ship, tweens: steps.map((p) => ({ x: p.x, y: p.y, duration: Math.max(90, 600 / steps.length), ease: "Sine.easeInOut" })) });
  }

  private hover(x: number, y: number): void {
    const hit = this.spots.find((s) => Math.hypot(s.at.x - x, s.at.y - y) <= s.r + 2);
    const label = hit?.label ?? (y < this.layout.status.h && this.statusTip ? this.statusTip : null);
    if (!label) {
      this.tip.setVisible(false);
      return;
    }
    this.tip.setText(label).setVisible(true);
    const w = this.tip.width, h = this.tip.height;
    this.tip.setPosition(Math.min(Math.max(4, x + 14), this.layout.width - w - 4), Math.min(Math.max(4, y + 14), this.layout.height - h - 4));
  }
}

function dashed(g: Phaser.GameObjects.Graphics, a: Point, b: Point, dash: number): void {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const n = Math.max(1, Math.floor(len / (dash * 2)));
  for (let k = 0; k < n; k++) {
    const t0 = (k * 2 * dash) / len, t1 = Math.min(1, (k * 2 * dash + dash) / len);
    g.lineBetween(a.x + (b.x - a.x) * t0, a.y + (b.y - a.y) * t0, a.x + (b.x - a.x) * t1, a.y + (b.y - a.y) * t1);
  }
}
