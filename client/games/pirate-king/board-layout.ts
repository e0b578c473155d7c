// Where everything goes on the canvas: the 77 spaces of the four current loops (positions from
// the game's board data, on a 1000 × 1000 board), territory labels pushed outwards, ships
// fanned out when several share a space, and the path a ship sails from one space to another
// along its loop. Pure, so it is unit-tested.
import { SPACES } from "./names";
import type { ShipView } from "./view";

export const BOARD = { width: 1000, height: 1000, margin: 30 } as const;
export const SPACE_R = { territory: 17, other: 11, crosswinds: 26 } as const;

export interface Point { x: number; y: number }

/** A space's centre on the canvas (the board is drawn inside a margin). */
export function spacePoint(id: number): Point {
  const sp = SPACES[id];
  const k = (BOARD.width - 2 * BOARD.margin) / BOARD.width;
  return { x: BOARD.margin + sp.x * k, y: BOARD.margin + sp.y * k };
}

export function spaceRadius(id: number): number {
  const sp = SPACES[id];
  return sp.kind === "crosswinds" ? SPACE_R.crosswinds : sp.kind === "territory" ? SPACE_R.territory : SPACE_R.other;
}

/** Where a territory's name goes: outwards from the centre, clear of its space. */
export function labelPoint(id: number): Point {
  const p = spacePoint(id);
  const dx = p.x - BOARD.width / 2;
  const dy = p.y - BOARD.height / 2;
  const len = Math.hypot(dx, dy) || 1;
  const off = spaceRadius(id) + 22;
  return { x: p.x + (dx / len) * off, y: p.y + (dy / len) * off };
}

/** Each afloat ship's spot: ships on one space are fanned around its centre. */
export function shipPoints(ships: readonly ShipView[]): Map<number, Point> {
  const bySpace = new Map<number, ShipView[]>();
  for (const s of ships) if (!s.sunk && s.space !== null) bySpace.set(s.space, [...(bySpace.get(s.space) ?? []), s]);
  const out = new Map<number, Point>();
  for (const [space, here] of bySpace) {
    const c = spacePoint(space);
    here.forEach((s, i) => {
      if (here.length === 1) out.set(s.id, { x: c.x, y: c.y - 4 });
      else {
        const a = (2 * Math.PI * i) / here.length - Math.PI / 2;
        out.set(s.id, { x: c.x + Math.cos(a) * 16, y: c.y + Math.sin(a) * 16 });
      }
    });
  }
  return out;
}

const stepOf = (id: number) => SPACES[id].step;

/**
 * The spaces a ship passes from `from` to `to` along the loop of current index `current`
 * (the short way round, or the way it faces when both are as long), both ends included.
 * A jump between loops (a Secret Passage, a new ship) is just the two ends.
 */
export function sailPath(from: number, to: number, current: number, facing: number): number[] {
  if (from === to) return [from];
  const loop = (id: number) => SPACES[id].current;
  const name = SPACES.find((s) => s.current !== null && s.id === 1 + current * 19)?.current ?? null;
  const onLoop = (id: number) => id === 0 || loop(id) === name;
  if (!onLoop(from) || !onLoop(to)) return [from, to];
  const a = from === 0 ? 0 : stepOf(from);
  const b = to === 0 ? 0 : stepOf(to);
  const forward = (b - a + 20) % 20;
  const backward = (a - b + 20) % 20;
  const dir = forward === backward ? (facing >= 0 ? 1 : -1) : forward < backward ? 1 : -1;
  const n = dir === 1 ? forward : backward;
  const path: number[] = [];
  for (let i = 0; i <= n; i++) {
    const step = (((a + dir * i) % 20) + 20) % 20;
    path.push(step === 0 ? 0 : 1 + current * 19 + (step - 1));
  }
  return path;
}
