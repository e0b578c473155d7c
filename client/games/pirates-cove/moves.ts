// The server's legal moves for this seat, grouped the way the table offers them (islands on
// the chart, targets in the battle, cards in hand, the upgrade buttons) and each given a label.
// No rules here: only what the server listed is ever offered.
import type { Action, BoardView, SeatPrivate } from "./view";

export const ISLANDS = ["", "Tavern Island", "Hull Island", "Sail Island", "Cannon Island", "Crew Island", "Treasure Island", "Pirate's Cove"] as const;
export const islandName = (i: number): string => ISLANDS[i] ?? `island ${i}`;

export interface Names {
  seat(i: number): string;
  /** A fighter as the board names it: a seat number, "navy", "legend" or a Legendary Pirate's id. */
  fighter(f: string | number): string;
  card(id: number): string;
}

export function namesFrom(board: BoardView | null, seatNames: readonly string[], cardName: (id: number) => string): Names {
  const seat = (i: number) => board?.ships[i]?.name || seatNames[i] || `Seat ${i + 1}`;
  return {
    seat,
    fighter: (f) => {
      if (typeof f === "number" || /^\d+$/.test(f)) return seat(Number(f));
      if (f === "navy") return "the Royal Navy";
      const legend = board?.legends.find((l) => l.id === f) ?? (f === "legend" ? board?.legends.find((l) => l.island === board.combat?.island && l.afloat) : undefined);
      return legend?.name ?? "the Legendary Pirate";
    },
    card: cardName,
  };
}

/** A Tavern card's name by id, from the cards this client can see (its hand, the battle, the discard pile). */
export function cardNamer(board: BoardView | null, mine: SeatPrivate | null): (id: number) => string {
  const known = new Map<number, string>();
  for (const c of [...(board?.discard ?? []), ...(board?.combat?.inPlay ?? []), ...(mine?.hand ?? [])]) known.set(c.id, c.name);
  if (board?.parrotOffer) known.set(board.parrotOffer.card.id, board.parrotOffer.card.name);
  return (id) => known.get(id) ?? "a Tavern card";
}

/** One sentence per legal move, as a button says it. */
export function describeMove(m: Action, n: Names): string {
  switch (m.type) {
    case "navigate": return `Set course for ${islandName(m.island)}`;
    case "crowsNest": return `Play Crow's nest: everyone chooses in turn, from ${n.seat(m.first)}`;
    case "intercept": return `Play Royal Navy Intercept: send the Navy to ${islandName(m.island)}`;
    case "privateer": return `Play Privateering Commission: send the Navy on to ${islandName(m.island)}`;
    case "farewell": return `Play A fond farewell: sail to ${islandName(m.island)}`;
    case "pass": return "Play no card";
    case "battleCard": return `Play ${n.card(m.card)}${m.treasures !== undefined ? ` (${m.treasures} treasure${m.treasures === 1 ? "" : "s"} overboard)` : ""}`;
    case "fire": return `Fire at ${n.fighter(m.target)}'s ${m.section}${m.card !== undefined ? ` with ${n.card(m.card)}` : ""}`;
    case "navyFire": return `The Royal Navy fires at ${n.seat(m.target)}'s ${m.section}`;
    case "powderKeg": return "Play Powder keg on this volley";
    case "flee": return "Flee to Pirate's Cove";
    case "stay": return "Stay and fight";
    case "bury": return m.gold > 0 ? `Bury your treasures and ${m.gold} gold` : "Bury your treasures";
    case "consort": return `Play Consort: share ${n.seat(m.target)}'s booty`;
    case "secretMap": return "Play Secret map";
    case "upgrade": return `Raise your ${m.section}`;
    case "buyCard": return "Buy a Tavern card";
    case "mastercraft": return `Fit the Mastercraft to your ${m.section}`;
    case "repairMastercraft": return `Repair the Mastercraft on your ${m.section}`;
    case "goingOnTheAccount": return `Play Going on the account: raise your ${m.section}`;
    case "endUpgrade": return "Done for this month";
    case "parrot": return m.take ? "Take the new parrot" : "Turn the new parrot down";
  }
}

export interface MoveGroups {
  /** Navigation: the island each move sets course for. */
  islands: Map<number, Action>;
  /** Volleys (and the Navy's) by target. */
  targets: Map<string, Action[]>;
  /** Tavern cards played from the hand, by card id (a card may have several ways). */
  cards: Map<number, Action[]>;
  /** Buttons: upgrades, buying, flee or stay, parrots, burying, passing, done. */
  buttons: Action[];
}

export function groupMoves(moves: readonly Action[]): MoveGroups {
  const g: MoveGroups = { islands: new Map(), targets: new Map(), cards: new Map(), buttons: [] };
  for (const m of moves) {
    if (m.type === "navigate") g.islands.set(m.island, m);
    else if (m.type === "fire" || m.type === "navyFire") {
      const key = String(m.target);
      g.targets.set(key, [...(g.targets.get(key) ?? []), m]);
    } else if ("card" in m && typeof m.card === "number") g.cards.set(m.card, [...(g.cards.get(m.card) ?? []), m]);
    else g.buttons.push(m);
  }
  return g;
}

/** The dice of a volley line of the log ("… fires at …: 5, 2, 6; 2 hits."), for the dice tray. */
export function volleyDice(text: string): { dice: number[]; hits: number } | null {
  const m = /fires at .*: ([\d, ]+|no dice); (\d+) hits?\./.exec(text);
  if (!m) return null;
  return { dice: m[1] === "no dice" ? [] : m[1].split(",").map((d) => Number(d.trim())), hits: Number(m[2]) };
}

/**
 * The moves with one entry per label: two copies of a card (two Mastercrafts, two Powder kegs)
 * give moves that differ only in the card's id and do the same; the list offers one of them.
 */
export function distinctMoves(moves: readonly Action[], n: Names): { move: Action; label: string }[] {
  const seen = new Set<string>();
  const out: { move: Action; label: string }[] = [];
  for (const move of moves) {
    const label = describeMove(move, n);
    if (seen.has(label)) continue;
    seen.add(label);
    out.push({ move, label });
  }
  return out;
}
