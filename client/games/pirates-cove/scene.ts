// The Pirate's Cove chart in Phaser. It holds no rules: it draws the synced board (the islands
// around Pirate's Cove with this month's card on each, the Legendary Pirates and the Royal
// Navy, every ship), lights the islands the server lists as destinations, and turns a click
// on one into setting the navigation wheel (the lock is a button beside the chart). At the
// reveal the ships sail to their islands together. The loop sleeps when nothing moves.
import * as Phaser from "phaser";
import type { Hotspot, HotspotLayer } from "../../table/hotspots";
import type { TableState } from "../../table/protocol";
import { blackShipSpot, HEIGHT, islandSpot, SEAT_COLOURS, shipSpot, STATUS_H, WIDTH } from "./layout";
import { groupMoves, islandName } from "./moves";
import { statusLine } from "./status";
import { readBoard, readPrivate, type BoardView } from "./view";

export interface CoveHost {
  readonly state: TableState | null;
  readonly mySeat: number | null;
  on(event: "state", cb: (s: TableState) => void): () => void;
  seatNames(): string[];
  /** The island set on the wheel (not locked), if any. */
  wheel(): number | null;
  setWheel(island: number): void;
}

const FONT = "Georgia, 'Times New Roman', serif";
const ISLAND_TIPS: Record<number, string> = {
  1: "Tavern Island: its bounty, and Tavern cards for sale in the upgrade phase.",
  2: "Hull Island: raise your hull here in the upgrade phase.",
  3: "Sail Island: raise your sails here.",
  4: "Cannon Island: raise your cannons here.",
  5: "Crew Island: raise your crew here.",
  6: "Treasure Island: bury treasures (and gold by threes) for fame; one level of any section at double cost.",
  7: "Pirate's Cove: a safe harbour; ships are repaired here. Fleeing ships come here.",
};

export class CoveScene extends Phaser.Scene {
  private board!: Phaser.GameObjects.Graphics;
  private labels!: Phaser.GameObjects.Container;
  private shipLayer!: Phaser.GameObjects.Container;
  private title!: Phaser.GameObjects.Text;
  private detail!: Phaser.GameObjects.Text;
  private ships = new Map<number, Phaser.GameObjects.Container>();
  private shipAt = new Map<number, number>();
  private idleAfter = 0;
  private offs: Array<() => void> = [];

  constructor(private readonly host: CoveHost, private readonly hotspots: HotspotLayer, private readonly zoom: number, private readonly onFirstFrame: () => void) {
    super({ key: "pirates-cove" });
  }

  create(): void {
    const cam = this.cameras.main;
    cam.setZoom(this.zoom);
    cam.centerOn(WIDTH / 2, HEIGHT / 2);
    const sea = this.add.graphics();
    sea.fillStyle(0x1d5a7a, 1).fillRect(0, 0, WIDTH, HEIGHT);
    sea.lineStyle(1, 0x2f7396, 0.6);
    for (let y = STATUS_H + 30; y < HEIGHT; y += 38) sea.lineBetween(0, y, WIDTH, y + 8);
    sea.fillStyle(0x0c2233, 0.8).fillRect(0, 0, WIDTH, STATUS_H);
    this.board = this.add.graphics();
    this.labels = this.add.container(0, 0);
    this.shipLayer = this.add.container(0, 0);
    this.title = this.text(14, 6, "", 20, "#f3e4c0");
    this.detail = this.text(14, 32, "", 14, "#ffd77a");
    this.offs.push(this.host.on("state", (st) => this.render(st)));
    const wake = () => this.awake();
    document.addEventListener("pointerdown", wake);
    this.offs.push(() => document.removeEventListener("pointerdown", wake));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.offs.forEach((off) => off()));
    if (this.host.state) this.render(this.host.state);
    this.game.events.once("postrender", () => this.onFirstFrame());
  }

  override update(): void {
    if (performance.now() > this.idleAfter && this.tweens.getTweens().length === 0) this.game.loop.sleep();
  }

  /** Redraws from the last state (after the wheel moved). */
  refresh(): void {
    if (this.host.state) this.render(this.host.state);
  }

  private awake(): void {
    this.idleAfter = performance.now() + 1500;
    if (!this.game.loop.running) this.game.loop.wake();
  }

  private text(x: number, y: number, t: string, size: number, color: string): Phaser.GameObjects.Text {
    return this.add.text(x, y, t, { fontFamily: FONT, fontSize: `${size}px`, color }).setResolution(this.zoom);
  }

  private render(state: TableState): void {
    this.awake();
    const board = readBoard(state);
    const me = this.host.mySeat;
    const mine = readPrivate(state, me);
    const names = this.host.seatNames();
    const [title, detail] = statusLine(board, state, me, names);
    this.title.setText(title);
    this.detail.setText(detail);
    this.board.clear();
    this.labels.removeAll(true);
    if (!board) {
      this.hotspots.set([]);
      return;
    }
    const mayAct = me !== null && state.status === "playing" && state.active.includes(me);
    const destinations = mayAct && mine ? groupMoves(mine.moves).islands : new Map();
    const wheel = this.host.wheel() ?? mine?.destination ?? null;
    const spots: Hotspot[] = [];
    for (let island = 1; island <= 7; island++) {
      const s = islandSpot(island);
      const fighting = board.combat?.island === island;
      this.board.fillStyle(island === 7 ? 0x6b8f5e : island === 6 ? 0xd9c27a : 0xc9b07a, 1).fillCircle(s.x, s.y, s.r);
      this.board.lineStyle(fighting ? 5 : 2, fighting ? 0xd94f3d : 0x5a4628, 1).strokeCircle(s.x, s.y, s.r);
      if (destinations.has(island)) this.board.lineStyle(3, 0xffe27a, 0.9).strokeCircle(s.x, s.y, s.r + 7);
      if (wheel === island) this.board.lineStyle(5, 0xffffff, 1).strokeCircle(s.x, s.y, s.r + 12);
      const name = this.text(s.x, s.y - 22, islandName(island), 14, "#2b1d0e").setOrigin(0.5);
      this.labels.add(name);
      const card = board.islands.find((i) => i.island === island)?.card;
      if (card) this.labels.add(this.text(s.x, s.y + 2, bountyText(card), 13, "#3a2a12").setOrigin(0.5));
      if (island <= 5 && board.month > 0) this.labels.add(this.text(s.x, s.y + 22, `${board.islands.find((i) => i.island === island)?.cardsLeft ?? 0} left`, 11, "#5a4628").setOrigin(0.5));
      const legal = destinations.get(island);
      spots.push({
        id: `pc-island-${island}`, x: s.x - s.r, y: s.y - s.r, w: 2 * s.r, h: 2 * s.r,
        label: legal ? `Set course for ${islandName(island)}` : `${ISLAND_TIPS[island]}${card ? ` This month: ${bountyText(card)}.` : ""}`,
        pressed: legal ? wheel === island : undefined,
        disabled: !legal,
        onClick: () => this.host.setWheel(island),
      });
    }
    this.drawBlackShips(board);
    this.drawShips(board);
    this.hotspots.set(spots);
  }

  private drawBlackShips(board: BoardView): void {
    for (const l of board.legends) {
      if (!l.afloat) continue;
      const p = blackShipSpot(l.island, 0);
      this.board.fillStyle(0x111111, 1).fillTriangle(p.x - 16, p.y - 8, p.x + 16, p.y - 8, p.x, p.y + 10);
      this.labels.add(this.text(p.x, p.y + 12, `${l.name.split(" ").slice(-1)[0]} ${l.hull}/${l.maxHull}`, 11, "#ffffff").setOrigin(0.5, 0).setBackgroundColor("#111111"));
    }
    if (board.navy) {
      const p = blackShipSpot(board.navy.island, 1);
      this.board.fillStyle(0x1b2f8a, 1).fillTriangle(p.x - 16, p.y - 8, p.x + 16, p.y - 8, p.x, p.y + 10);
      this.labels.add(this.text(p.x, p.y + 12, `Navy ${board.navy.hull}`, 11, "#ffffff").setOrigin(0.5, 0).setBackgroundColor("#1b2f8a"));
    }
  }

  /** Every ship beside its island; ships that changed island (the reveal, a flight) sail there together. */
  private drawShips(board: BoardView): void {
    const byIsland = new Map<number, number[]>();
    for (const s of board.ships) byIsland.set(s.island, [...(byIsland.get(s.island) ?? []), s.seat]);
    for (const ship of board.ships) {
      const here = byIsland.get(ship.island) ?? [ship.seat];
      const to = shipSpot(ship.island || 7, here.indexOf(ship.seat), here.length);
      let marker = this.ships.get(ship.seat);
      if (!marker) {
        marker = this.add.container(to.x, to.y);
        const hull = this.add.graphics();
        hull.fillStyle(SEAT_COLOURS[ship.seat % SEAT_COLOURS.length], 1).fillRoundedRect(-15, -6, 30, 12, 5);
        hull.fillStyle(0xf3e4c0, 1).fillTriangle(-2, -24, -2, -7, 12, -7);
        marker.add([hull, this.text(0, 7, ship.name.slice(0, 10), 11, "#ffffff").setOrigin(0.5, 0)]);
        this.shipLayer.add(marker);
        this.ships.set(ship.seat, marker);
      }
      marker.setAlpha(ship.crippled ? 0.55 : 1);
      const moved = this.shipAt.get(ship.seat) !== undefined && this.shipAt.get(ship.seat) !== ship.island;
      if (moved) {
        this.tweens.add({ targets: marker, x: to.x, y: to.y, duration: 900, ease: "Sine.easeInOut" });
      } else if (!this.tweens.isTweening(marker)) {
        marker.setPosition(to.x, to.y);
      }
      this.shipAt.set(ship.seat, ship.island);
      if (board.phase === "navigation" && ship.hasChosen) this.labels.add(this.text(to.x + 16, to.y - 24, "✓", 14, "#ffe27a"));
    }
  }
}

export function bountyText(c: { fame: number; gold: number; treasures: number; tavern: number }): string {
  const parts: string[] = [];
  if (c.fame) parts.push(`${c.fame} fame`);
  if (c.gold) parts.push(`${c.gold} gold`);
  if (c.treasures) parts.push(`${c.treasures} tr.`);
  if (c.tavern) parts.push(`${c.tavern} card`);
  return parts.join(" · ") || "nothing";
}
