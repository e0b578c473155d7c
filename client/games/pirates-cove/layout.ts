// Where things sit on the chart, in game units: the five outer islands in a ring around
// Pirate's Cove, Treasure Island off to the south-east, each ship beside its island.
export const WIDTH = 1000;
export const HEIGHT = 640;
export const STATUS_H = 56;

export interface Spot { x: number; y: number; r: number }

const CENTRE = { x: 470, y: 350 };

/** Island 1–5 (outer, clockwise from the top), 6 Treasure Island, 7 Pirate's Cove. */
export function islandSpot(island: number): Spot {
  if (island === 7) return { x: CENTRE.x, y: CENTRE.y, r: 62 };
  if (island === 6) return { x: 870, y: 560, r: 48 };
  const angle = (-90 + 72 * (island - 1)) * (Math.PI / 180);
  return { x: Math.round(CENTRE.x + 330 * Math.cos(angle)), y: Math.round(CENTRE.y + 230 * Math.sin(angle)), r: 54 };
}

/** A ship's marker: the `index`-th of `count` ships at one island, on an arc beside it. */
export function shipSpot(island: number, index: number, count: number): { x: number; y: number } {
  const s = islandSpot(island);
  const spread = Math.min(1, count - 1) * 0.55;
  const angle = Math.PI / 2 + (count <= 1 ? 0 : -spread + (2 * spread * index) / (count - 1));
  const d = s.r + 24;
  return { x: Math.round(s.x + d * Math.cos(angle)), y: Math.round(s.y + d * Math.sin(angle)) };
}

/** The black ship (a Legendary Pirate: 0, or the Royal Navy: 1) at an island, beside it. */
export function blackShipSpot(island: number, which: 0 | 1): { x: number; y: number } {
  const s = islandSpot(island);
  const side = s.x > 800 ? -1 : 1;
  return { x: s.x + side * (s.r + 34), y: s.y + (which === 0 ? -22 : 22) };
}

export const SEAT_COLOURS = [0xd94f3d, 0x3d8fd9, 0x4fbf5a, 0xe0b43a, 0xa25bd0] as const;
export const seatCss = (seat: number): string => `#${(SEAT_COLOURS[seat % SEAT_COLOURS.length] ?? 0x999999).toString(16).padStart(6, "0")}`;
