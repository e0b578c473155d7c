// The sea chart as things to draw and click, in game units: where the scene's parts sit for a
// wide and a tall screen, where each ship is, what each space says and which move a click on
// it sends (only a travel move the server listed; nothing is worked out here).
import { layoutChart, isAnchorIndex, SPECIAL_INDEX, type ChartLayout, type Point, type Rect } from "./chart-layout";
import type { MoveGroups } from "./moves";
import { travelCost } from "./moves";
import { gold, spaceName } from "./names";
import type { Action, BoardView } from "./view";

export interface SceneLayout {
  width: number;
  height: number;
  status: Rect;
  chart: Rect;
}

export function sceneLayout(portrait: boolean): SceneLayout {
  return portrait
    ? { width: 640, height: 860, status: { x: 0, y: 0, w: 640, h: 92 }, chart: { x: 0, y: 92, w: 640, h: 768 } }
    : { width: 1000, height: 680, status: { x: 0, y: 0, w: 1000, h: 64 }, chart: { x: 0, y: 64, w: 1000, h: 616 } };
}

/**
 * Backing-store pixels per game unit: the canvas is as many device pixels as it shows, so lines
 * and text are crisp at the device's pixel ratio (at least 1, at most 3 to spare memory).
 */
export function chartZoom(cssWidth: number, gameWidth: number, dpr: number): number {
  return Math.max(1, Math.min(3, (cssWidth * dpr) / gameWidth));
}

let cached: { key: string; chart: ChartLayout } | null = null;

/** The chart's layout, recomputed only when the map's tiles change. */
export function chartFor(board: BoardView, box: Rect): ChartLayout {
  const key = JSON.stringify([board.map, box]);
  if (cached?.key !== key) cached = { key, chart: layoutChart(board.map.islands, board.map.routes, box) };
  return cached.chart;
}

/**
 * Where a connection point is drawn, for a placement's key: "I:<island>:<point>" on the island's
 * ring of 6 (clockwise from the top) or "S:<tile>:<point>" on a special spot's ring of 4.
 */
export function attachPoint(chart: ChartLayout, key: string): Point | null {
  const [kind, id, p] = key.split(":");
  const point = Number(p);
  if (!Number.isInteger(point)) return null;
  const centre = chart.spaces.get(kind === "I" ? `I:${id}` : `${id}:${SPECIAL_INDEX}`);
  if (!centre || (kind !== "I" && kind !== "S")) return null;
  const ring = kind === "I" ? 6 : 4;
  const r = kind === "I" ? chart.islandRadius + 9 : chart.spaceRadius * 1.35 + 8;
  const t = -Math.PI / 2 + (point / ring) * 2 * Math.PI;
  return { x: centre.x + Math.cos(t) * r, y: centre.y + Math.sin(t) * r };
}

export type SpaceKind = "island" | "sea" | "anchor" | "special";

export function spaceKind(space: string): SpaceKind {
  if (space.startsWith("I:")) return "island";
  const at = space.lastIndexOf(":");
  const tile = space.slice(0, at), index = Number(space.slice(at + 1));
  if (!tile.startsWith("short-") && index === SPECIAL_INDEX) return "special";
  return isAnchorIndex(tile, index) ? "anchor" : "sea";
}

/** Each ship's spot: on its space, fanned out when several share it. */
export function shipPositions(board: BoardView, chart: ChartLayout): Map<number, Point> {
  const out = new Map<number, Point>();
  const bySpace = new Map<string, number[]>();
  for (const p of board.players) if (p.location) bySpace.set(p.location, [...(bySpace.get(p.location) ?? []), p.seat]);
  for (const [space, seats] of bySpace) {
    const c = chart.spaces.get(space);
    if (!c) continue;
    const r = space.startsWith("I:") ? chart.islandRadius * 0.95 : chart.spaceRadius * 1.1;
    seats.forEach((seat, i) => {
      const t = -Math.PI / 2 + (i / Math.max(1, seats.length)) * 2 * Math.PI + Math.PI / 4;
      out.set(seat, seats.length === 1 && !space.startsWith("I:") ? { x: c.x, y: c.y - r } : { x: c.x + Math.cos(t) * r, y: c.y + Math.sin(t) * r });
    });
  }
  return out;
}

/** The spaces a ship passes from `from` to `to` on the chart (fewest steps), for the animation. */
export function pathBetween(chart: ChartLayout, from: string, to: string): string[] {
  const next = new Map<string, string[]>();
  const link = (a: string, b: string) => {
    next.set(a, [...(next.get(a) ?? []), b]);
    next.set(b, [...(next.get(b) ?? []), a]);
  };
  for (const r of chart.routes) {
    r.spaces.forEach((s, i) => i > 0 && link(r.spaces[i - 1], s));
    if (r.ends[0]) link(r.ends[0], r.spaces[0]);
    if (r.ends[1]) link(r.ends[1], r.spaces[r.spaces.length - 1]);
  }
  const prev = new Map<string, string>([[from, from]]);
  const queue = [from];
  while (queue.length) {
    const s = queue.shift()!;
    if (s === to) break;
    for (const n of next.get(s) ?? []) if (!prev.has(n)) { prev.set(n, s); queue.push(n); }
  }
  if (!prev.has(to)) return [from, to];
  const path = [to];
  while (path[0] !== from) path.unshift(prev.get(path[0])!);
  return path;
}

export interface SpaceSpot {
  space: string;
  kind: SpaceKind;
  at: Point;
  r: number;
  label: string;
  /** The travel move a click sends, when the server listed one to this space. */
  move: Action | null;
  cost: number | null;
}

/** Every space with its tooltip, and the move a click on it sends. */
export function spaceSpots(board: BoardView, chart: ChartLayout, groups: MoveGroups | null, seatNames: readonly string[]): SpaceSpot[] {
  const out: SpaceSpot[] = [];
  for (const [space, at] of chart.spaces) {
    const kind = spaceKind(space);
    const parts = [spaceName(space)];
    if (kind === "anchor") parts.push("an anchorage where merchants lie");
    const merchant = board.merchants.find((m) => m.space === space);
    if (merchant) {
      const m = merchant.merchant;
      parts.push(m ? `merchant ${m.id}: speed ${m.speed}, strength ${m.strength}, hull ${m.hull}, ${gold(m.gold)}, ${m.vp} VP` : `a face-down ${merchant.size} merchant${merchant.color ? ` (${merchant.color === "red" ? "red back: pirate hunter" : "yellow back: trader"})` : ""}`);
    }
    if (kind === "island") {
      const f = board.fortresses.find((x) => `I:${x.island}` === space);
      if (f) parts.push(f.fortress ? `fortress ${f.fortress.name} (strength ${f.fortress.strength}, ${f.fortress.vp} VP)` : "a face-down fortress");
      const pest = board.pests[space.slice(2)];
      if (pest) parts.push(pest === "active" ? "pests: trade closed this round" : "pests (spent)");
    }
    for (const [monster, spot] of Object.entries(board.monsters)) if (space.endsWith(`${spot}:${SPECIAL_INDEX}`) || space === `${spot}:${SPECIAL_INDEX}`) parts.push(`the ${monster.replace(/-/g, " ")} lurks here`);
    const ships = board.players.filter((p) => p.location === space).map((p) => seatNames[p.seat] || p.name);
    if (ships.length) parts.push(`ships: ${ships.join(", ")}`);
    const move = groups?.travel.get(space) ?? null;
    const cost = move ? travelCost(move) : null;
    if (move) parts.push(`click to sail here${cost !== null ? ` (${cost} movement point${cost === 1 ? "" : "s"})` : ""}`);
    out.push({ space, kind, at, r: kind === "island" ? chart.islandRadius : kind === "special" ? chart.spaceRadius * 1.35 : chart.spaceRadius, label: parts.join(" · "), move, cost });
  }
  return out;
}

/** The top line: round, wind, event, whose turn and actions left, in words. */
export function statusLine(board: BoardView, seatNames: readonly string[], mySeat: number | null): { title: string; detail: string } {
  const who = (s: number) => (s === mySeat ? "Your" : `${seatNames[s] || board.players[s]?.name || `Seat ${s + 1}`}'s`);
  if (board.phase === "goals") return { title: "Set-up: choose your secret life goals", detail: `Goals in play: ${board.goals.map((g) => g.name).join(", ")}` };
  if (board.phase === "origins") return { title: "Set-up: choose your origin and talent", detail: "Where your ship starts and what you are good at" };
  if (board.phase === "map") return { title: "Set-up: building the map together", detail: board.build?.seat !== null && board.build ? `${who(board.build.seat)} placement` : "" };
  if (board.phase === "over") return { title: "The voyage is over", detail: board.final?.summary ?? "" };
  const wind = board.wind ? `wind ${board.wind.counts >= 0 ? "+" : ""}${board.wind.counts}` : "no wind yet";
  const turn = board.turn ? `${who(board.turn.seat)} turn · ${board.turn.mustEnd ? "must end the turn" : `${board.turn.actionsLeft} action${board.turn.actionsLeft === 1 ? "" : "s"} left`}` : "";
  const end = board.endTriggered !== null ? " · the end is near" : "";
  return {
    title: `Round ${board.round} · ${turn}`,
    detail: `${wind} · ${board.windCardsLeft} wind cards left${board.event ? ` · event: ${board.event.name}` : ""}${end}`,
  };
}
