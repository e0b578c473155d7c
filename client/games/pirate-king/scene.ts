// The Pirate King board in Phaser. It holds no rules: it draws the synced board (the four
// currents and their spaces, the Crosswinds, the 24 territories with owner flags and
// fortification levels, the ships), the sail markers and the wind die, and turns a click on a
// place into one of the legal moves the server listed for it. A ship that moved sails along
// its current. The loop sleeps when nothing moves.
import * as Phaser from "phaser";
import type { Hotspot, HotspotLayer } from "../../table/hotspots";
import type { TableState } from "../../table/protocol";
import { CURRENT_COLOURS, drawDie, drawSea, drawShip, FONT, LEVEL_MARKS, REGION_COLOURS, SEAT_COLOURS, SPACE_MARKS } from "./art";
import { BOARD, labelPoint, sailPath, shipPoints, spacePoint, spaceRadius } from "./board-layout";
import { groupMoves, type PlaceMove } from "./moves";
import { LEVELS, SPACE_TIPS, SPACES, TERRITORIES, levelName, seatName, spaceName, territoryName } from "./names";
import { territorySpace } from "./scene-places";
import { readBoard, readPrivate, type Action, type BoardView } from "./view";

export { territorySpace };

export interface BoardHost {
  readonly state: TableState | null;
  readonly mySeat: number | null;
  on(event: "state", cb: (s: TableState) => void): () => void;
  /** A click on a place: one move is played at once, several are offered as a choice. */
  place(moves: readonly PlaceMove[], where: string): void;
  play(move: Action): void;
  seatNames(): string[];
}


export class BoardScene extends Phaser.Scene {
  private pieces!: Phaser.GameObjects.Container;
  private shipLayer!: Phaser.GameObjects.Container;
  private status!: Phaser.GameObjects.Text;
  private windBox!: Phaser.GameObjects.Container;
  private ships = new Map<number, { obj: Phaser.GameObjects.Container; space: number | null; key: string }>();
  /** Drawn once: each territory's level letter (its text changes) — names are on the fixed layer. */
  private levelTexts: Phaser.GameObjects.Text[] = [];
  private piecesKey = "";
  private windKey = "";
  private idleAfter = 0;
  private offs: Array<() => void> = [];

  constructor(private readonly host: BoardHost, private readonly hotspots: HotspotLayer, private readonly zoom: number, private readonly onFirstFrame: () => void) {
    super({ key: "pirate-king" });
  }

  create(): void {
    const cam = this.cameras.main;
    cam.setZoom(this.zoom);
    cam.centerOn(BOARD.width / 2, BOARD.height / 2);
    const bg = this.add.graphics();
    drawSea(bg, BOARD.width, BOARD.height);
    this.drawCurrents(bg);
    this.pieces = this.add.container(0, 0);
    this.shipLayer = this.add.container(0, 0).setDepth(4);
    this.windBox = this.add.container(0, 0).setDepth(5);
    // On a dark plate: the line (two with a decision) lies over the map's top-left ports.
    this.status = this.text(8, 6, "", 24, "#f3e4c0").setWordWrapWidth(420).setDepth(6).setShadow(0, 2, "#000", 3)
      .setBackgroundColor("rgba(10, 28, 44, 0.82)").setPadding(8, 4, 8, 4);
    this.offs.push(this.host.on("state", (st) => this.render(st)));
    const wake = () => this.awake();
    document.addEventListener("pointermove", wake);
    window.addEventListener("resize", wake);
    this.offs.push(() => document.removeEventListener("pointermove", wake), () => window.removeEventListener("resize", wake));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.offs.forEach((off) => off()));
    if (this.host.state) this.render(this.host.state);
    this.game.events.once("postrender", () => this.onFirstFrame());
  }

  override update(): void {
    if (performance.now() > this.idleAfter && this.tweens.getTweens().length === 0) this.game.loop.sleep();
  }

  private awake(): void {
    this.idleAfter = performance.now() + 1200;
    if (!this.game.loop.running) this.game.loop.wake();
  }

  private text(x: number, y: number, t: string, size: number, color: string, bold = false): Phaser.GameObjects.Text {
    return this.add.text(x, y, t, { fontFamily: FONT, fontSize: `${size}px`, color, fontStyle: bold ? "bold" : "normal", resolution: this.zoom });
  }

  /** The four loops, each a ring of its colour through the Crosswinds, and the fixed spaces. */
  private drawCurrents(g: Phaser.GameObjects.Graphics): void {
    for (let c = 0; c < 4; c++) {
      const ids = [0, ...Array.from({ length: 19 }, (_, i) => 1 + c * 19 + i), 0];
      g.lineStyle(6, CURRENT_COLOURS[c], 0.55);
      for (let i = 0; i + 1 < ids.length; i++) {
        const a = spacePoint(ids[i]);
        const b = spacePoint(ids[i + 1]);
        g.lineBetween(a.x, a.y, b.x, b.y);
      }
    }
    for (const sp of SPACES) {
      const p = spacePoint(sp.id);
      const r = spaceRadius(sp.id);
      if (sp.kind === "crosswinds") {
        g.fillStyle(0xf3e4c0, 1).fillCircle(p.x, p.y, r);
        g.lineStyle(3, 0x2b1d0e, 1).strokeCircle(p.x, p.y, r);
        for (let k = 0; k < 4; k++) {
          const t = (k / 4) * Math.PI * 2 + Math.PI / 4;
          g.lineStyle(4, CURRENT_COLOURS[k], 1).lineBetween(p.x, p.y, p.x + Math.cos(t) * r, p.y - Math.sin(t) * r);
        }
        continue;
      }
      if (sp.kind === "territory") continue; // drawn with its owner in drawPieces
      g.fillStyle(sp.kind === "openSea" ? 0x9cc3d5 : 0xf3e4c0, 1).fillCircle(p.x, p.y, r);
      g.lineStyle(2, CURRENT_COLOURS[Math.max(0, ["red", "blue", "green", "orange"].indexOf(sp.current ?? ""))], 1).strokeCircle(p.x, p.y, r);
      const mark = SPACE_MARKS[sp.kind] ?? "";
      if (mark) this.text(p.x, p.y, mark, 15, "#2b1d0e", true).setOrigin(0.5);
    }
    for (const t of TERRITORIES) {
      const l = labelPoint(territorySpace(t.id));
      this.text(l.x, l.y, t.name, 17, "#f3e4c0").setOrigin(0.5).setShadow(0, 1, "#000", 2).setDepth(2);
    }
  }

  render(state: TableState): void {
    this.awake();
    const board = readBoard(state);
    const names = this.host.seatNames();
    if (!board) {
      const taken = state.seats.filter((s) => s.taken || s.bot).length;
      this.status.setText(`Waiting for the crew: ${taken}/${state.seats.length} aboard`);
      this.hotspots.set([]);
      return;
    }
    this.status.setText(statusText(board, names, this.host.mySeat));
    const mine = readPrivate(state, this.host.mySeat);
    const active = mine !== null && state.active.includes(mine.seat) && state.status === "playing";
    const places = active ? groupMoves(mine.moves, territorySpace).places : new Map<number, PlaceMove[]>();
    this.drawPieces(board, places);
    this.drawShips(board);
    this.drawWind(board);
    this.setHotspots(board, places, names, mine?.moves ?? [], active);
  }

  /** Redrawn only when an owner, a level or a highlighted place changed (text objects are costly). */
  private drawPieces(board: BoardView, places: Map<number, PlaceMove[]>): void {
    const key = JSON.stringify([board.territories, [...places.keys()]]);
    if (key === this.piecesKey) return;
    this.piecesKey = key;
    if (this.levelTexts.length === 0) this.levelTexts = TERRITORIES.map((t) => {
      const p = spacePoint(territorySpace(t.id));
      return this.text(p.x, p.y, "", 18, "#fff", true).setOrigin(0.5).setDepth(3);
    });
    this.pieces.removeAll(true);
    const g = this.add.graphics();
    this.pieces.add(g);
    for (const t of board.territories) {
      const id = territorySpace(t.id);
      const p = spacePoint(id);
      const r = spaceRadius(id);
      g.fillStyle(REGION_COLOURS[TERRITORIES[t.id].region] ?? 0x888888, 1).fillCircle(p.x, p.y, r);
      g.lineStyle(3, t.owner === null ? 0xf3e4c0 : SEAT_COLOURS[t.owner % 4], 1).strokeCircle(p.x, p.y, r);
      if (t.owner !== null) {
        // The owner's flag on a mast, with the fortification level's initial.
        g.lineStyle(2, 0x2b1d0e, 1).lineBetween(p.x + r - 4, p.y - r + 4, p.x + r - 4, p.y - r - 18);
        g.fillStyle(SEAT_COLOURS[t.owner % 4], 1).fillTriangle(p.x + r - 4, p.y - r - 18, p.x + r - 4, p.y - r - 6, p.x + r + 12, p.y - r - 12);
      }
      this.levelTexts[t.id].setText(t.owner === null ? "" : (LEVEL_MARKS[t.level] ?? LEVELS[t.level][0]));
      if (places.has(id)) {
        g.lineStyle(4, 0xffd54f, 1).strokeCircle(p.x, p.y, r + 5);
      }
    }
    for (const [id] of places) {
      if (SPACES[id].territory !== null) continue;
      const p = spacePoint(id);
      g.lineStyle(4, 0xffd54f, 1).strokeCircle(p.x, p.y, spaceRadius(id) + 5);
    }
  }

  private drawShips(board: BoardView): void {
    const at = shipPoints(board.ships);
    for (const s of board.ships) {
      let entry = this.ships.get(s.id);
      if (!entry) {
        const obj = this.add.container(0, 0);
        this.shipLayer.add(obj);
        entry = { obj, space: null, key: "" };
        this.ships.set(s.id, entry);
      }
      const { obj } = entry;
      const look = `${s.owner}:${s.facing}`;
      if (entry.key !== look) {
        entry.key = look;
        obj.removeAll(true);
        const g = this.add.graphics();
        drawShip(g, SEAT_COLOURS[s.owner % 4], s.facing);
        obj.add(g);
        obj.add(this.text(0, -26, String(s.owner + 1), 16, "#fff", true).setOrigin(0.5).setShadow(0, 1, "#000", 2));
      }
      const to = at.get(s.id);
      obj.setVisible(!s.sunk && to !== undefined);
      if (!to || s.space === null) {
        entry.space = null;
        continue;
      }
      if (entry.space === null || entry.space === s.space) {
        this.tweens.killTweensOf(obj);
        obj.setPosition(to.x, to.y);
      } else {
        // Sail along the current, space by space.
        const path = sailPath(entry.space, s.space, s.current, s.facing).map(spacePoint);
        path[path.length - 1] = to;
        this.tweens.killTweensOf(obj);
        this.tweens.chain({ targets: obj, tweens: path.slice(1).map((p) => ({ x: p.x, y: p.y, duration: 140, ease: "Sine.easeInOut" })) });
      }
      entry.space = s.space;
    }
  }

  /** The sail markers set this turn and the wind die. */
  private drawWind(board: BoardView): void {
    const key = JSON.stringify([board.sail, board.wind, board.combat?.dice ?? null]);
    if (key === this.windKey) return;
    this.windKey = key;
    this.windBox.removeAll(true);
    const g = this.add.graphics();
    this.windBox.add(g);
    const x = BOARD.width - 230, y = 16;
    g.fillStyle(0x0c2233, 0.75).fillRoundedRect(x, y, 214, 62, 10);
    this.windBox.add(this.text(x + 10, y + 6, "Sail", 13, "#f3e4c0"));
    board.sail.forEach((n, i) => {
      g.fillStyle(0xf3e4c0, 1).fillRoundedRect(x + 10 + i * 36, y + 24, 30, 30, 5);
      this.windBox.add(this.text(x + 25 + i * 36, y + 39, String(n), 18, "#2b1d0e", true).setOrigin(0.5));
    });
    this.windBox.add(this.text(x + 120, y + 6, "Wind", 13, "#f3e4c0"));
    if (board.wind !== null) drawDie(g, x + 120, y + 24, 30, board.wind, 0xffffff, 0x2b1d0e);
    if (board.combat?.dice) {
      const dice = board.combat.dice;
      const a = [...dice.attacker].sort((p, q) => q - p);
      const d = [...dice.defender].sort((p, q) => q - p);
      const cy = BOARD.height - 110;
      g.fillStyle(0x0c2233, 0.8).fillRoundedRect(16, cy, 40 + 34 * Math.max(a.length, d.length), 94, 10);
      a.forEach((v, i) => drawDie(g, 40 + i * 34, cy + 10, 28, v, 0xf3e4c0, 0x2b1d0e));
      d.forEach((v, i) => drawDie(g, 40 + i * 34, cy + 54, 28, v, 0x6d2a22, 0xffffff));
    }
  }

  private setHotspots(board: BoardView, places: Map<number, PlaceMove[]>, names: string[], moves: readonly Action[], active: boolean): void {
    const spots: Hotspot[] = [];
    for (const sp of SPACES) {
      const p = spacePoint(sp.id);
      const r = spaceRadius(sp.id) + 4;
      const here = places.get(sp.id) ?? [];
      let label: string;
      if (sp.territory !== null) {
        const t = board.territories[sp.territory];
        label = `${territoryName(sp.territory)} (${TERRITORIES[sp.territory].region}, Sea Chart column ${"ABCDEFG"[TERRITORIES[sp.territory].column]})${t.owner === null ? ": unclaimed" : `: ${seatName(names, t.owner)}'s ${levelName(t.level)}`}`;
      } else label = `${spaceName(sp.id)}. ${SPACE_TIPS[sp.kind] ?? ""}`;
      const ships = board.ships.filter((x) => !x.sunk && x.space === sp.id);
      for (const x of ships) label += `. ${shipTip(x, names)}`;
      if (here.length) label += here.length === 1 ? ` — click: ${describePlace(here[0])}` : " — click to choose";
      spots.push({ id: `space-${sp.id}`, x: p.x - r, y: p.y - r, w: r * 2, h: r * 2, label, target: here.length > 0, onClick: () => here.length && this.host.place(here, spaceName(sp.id)) });
    }
    // The sail markers and the wind die, and the combat dice while a fight waits.
    const windTip = `Sail marker${board.sail.length === 1 ? "" : "s"}: ${board.sail.length ? board.sail.join(" and ") : "not set yet"} space(s) ahead. Wind die: ${board.wind ?? "not rolled"} (1–4 take that many spaces back, 5–8 change nothing, 9–12 add 1–4).`;
    spots.push({ id: "wind", x: BOARD.width - 230, y: 16, w: 214, h: 62, label: windTip, onClick: () => undefined });
    if (board.combat?.dice) {
      const d = board.combat.dice;
      spots.push({ id: "combat-dice", x: 16, y: BOARD.height - 110, w: 40 + 34 * Math.max(d.attacker.length, d.defender.length), h: 94,
        label: `Combat dice, matched highest to highest: attacker ${[...d.attacker].sort((p, q) => q - p).join(", ")} against defender ${[...d.defender].sort((p, q) => q - p).join(", ")}; each lower die costs its side a crewman.`, onClick: () => undefined });
    }
    // A ship is its own target only when it may be attacked (its space's tooltip tells about it otherwise).
    const at = shipPoints(board.ships);
    for (const s of board.ships) {
      const p = at.get(s.id);
      const attack = active ? moves.filter((m): m is Extract<Action, { type: "attack" }> => m.type === "attack" && m.target === s.id) : [];
      if (!p || attack.length === 0) continue;
      spots.push({
        id: `ship-${s.id}`, x: p.x - 14, y: p.y - 18, w: 28, h: 28,
        label: `${shipTip(s, names)} — click to attack`,
        target: true,
        onClick: () => this.host.play(attack[0]),
      });
    }
    this.hotspots.set(spots);
  }
}

function shipTip(s: BoardView["ships"][number], names: readonly string[]): string {
  const cargo = s.cargo ? `, carrying cargo to ${territoryName(s.cargo.territory)} (${s.cargo.value} bronze)` : "";
  return `${seatName(names, s.owner)}'s ship: ${s.crew} crew, ${s.cannons} cannon${s.cannons === 1 ? "" : "s"}${cargo}`;
}

function describePlace(m: PlaceMove): string {
  switch (m.type) {
    case "port": return "set out from here";
    case "passage": return "take the Secret Passage here";
    case "relaunch": return "launch a new ship here";
    case "upgrade": return "build up";
    case "tearDown": return "tear down a level";
    case "seize": return "take this territory";
  }
}

/** The line above the board: the round, whose turn and what is being decided. */
export function statusText(board: BoardView, names: readonly string[], me: number | null): string {
  if (board.stage === "over") return `The game is over: ${board.winners.map((w) => seatName(names, w)).join(" and ") || "nobody"} won.`;
  const whose = board.current === me ? "your" : `${seatName(names, board.current)}'s`;
  const stage: Record<string, string> = { ports: "choosing ports of origin", sail: "setting the sail", wind: "the wind die", resolve: "at sea", harbour: "in the harbour" };
  const pending = board.pending ? `\n${board.pending.seat === me ? "You decide" : `${seatName(names, board.pending.seat)} decides`}: ${PENDING[board.pending.kind] ?? board.pending.kind}` : "";
  return `Round ${board.round}: ${whose} turn, ${stage[board.stage] ?? board.stage}${pending}`;
}

const PENDING: Readonly<Record<string, string>> = {
  capture: "capture the territory?", dock: "pay the dock fee or fight?", reward: "a crewman or a cannon?", commodore: "the Commodore",
  passage: "where the Secret Passage leads", crosswinds: "which way at the Crosswinds", forward: "pass the card on?", manOfWar: "fight the Man of War?",
  duel: "whom to duel", sword: "re-roll a die with the Sword?", debt: "how to pay the debt", relaunch: "where to launch a new ship",
  seize: "which territory to take", answer: "the parlay offer: accept, decline or counter it",
};
