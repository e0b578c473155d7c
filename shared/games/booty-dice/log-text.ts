import type { GameEvent, SeatIndex } from "../../engine/game";
import { WIN_EVENT } from "../../engine/game";
import { FACE_NAMES, FACES, type Face } from "./content";
import { doubloons, lives } from "./text";

/**
 * Booty Dice's game log in compact codes, for the wire: one event becomes a short array of
 * small numbers (`[code, seat, …]`), and every client writes the sentence itself with
 * `bootyDiceLogText`, the same words the rules put in `event.text`. A `log` message after a
 * roll is then a dozen bytes instead of a hundred. Pure: both the server (which checks that a
 * code reads back to the event's own text before sending it) and the client use it.
 *
 * Codes (docs/protocol.md › Log entries):
 *   [0, seat, "DXJCWS"]            roll: the six faces, one letter each (FACE_LETTERS)
 *   [1, seat]                      stop
 *   [2, seat, amount]              doubloon (0: the Buried Treasure is empty)
 *   [3, seat, amount]              shield (0: the War Chest is empty)
 *   [4, seat, target, lost]        cutlass hit; lost 0 = a shield, 1 = a life
 *   [4, seat]                      cutlass that finds nobody
 *   [5, seat, ...from]             Jolly Roger: the seats robbed, one per doubloon taken
 *   [6, seat]                      walk the plank
 *   [7, seat, paid]                X Marks the Spot
 *   [8, seat, waves, lives]        Mutiny
 *   [9, seat, xs, doubloons]       Shipwreck
 *   [10, seat, lives, doubloons]   Blackbeard's Curse
 *   [11, seat, purse]              eliminated on their own turn (purse to the Buried Treasure)
 *   [11, seat, purse, by]          eliminated by the roller `by` (Captain's Plunder)
 *   [12, 0, winner]                win: last pirate standing
 *   [12, 2, ...winners]            win: round limit
 *   [13, seat]                     turn
 * A win by doubloons carries its amount only in its text: it goes as text (the fallback).
 */
export type BootyLogCode = readonly (number | string)[];

export const LOG_KINDS = [
  "roll",
  "stop",
  "doubloon",
  "shield",
  "cutlass",
  "jollyRoger",
  "plank",
  "x",
  "mutiny",
  "shipwreck",
  "curse",
  "eliminated",
  WIN_EVENT,
  "turn",
] as const;

const CODE_OF: Readonly<Record<string, number>> = Object.fromEntries(LOG_KINDS.map((k, i) => [k, i]));

/** One letter per face on the wire, as in the tests' `faces("DXJCWS")`: Doubloon, X, Jolly Roger, Cutlass, Wave, Shield. */
export const FACE_LETTERS: Readonly<Record<Face, string>> = {
  doubloon: "D",
  x: "X",
  jollyRoger: "J",
  cutlass: "C",
  wave: "W",
  shield: "S",
};
const FACE_OF_LETTER: Readonly<Record<string, Face>> = Object.fromEntries(FACES.map((f) => [FACE_LETTERS[f], f]));

const WIN_REASONS = ["lastStanding", "doubloons", "roundLimit"] as const;

const isSeat = (v: unknown): v is SeatIndex => typeof v === "number" && Number.isInteger(v) && v >= 0 && v < 64;
const isCount = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;

/** The compact form of an event, or null when it has none (the table then sends its text). */
export function encodeBootyDiceLog(event: GameEvent): BootyLogCode | null {
  const code = CODE_OF[event.kind];
  const d = event.data ?? {};
  if (code === undefined) return null;
  const seat = d.seat;
  switch (event.kind) {
    case "roll": {
      const dice = d.dice;
      if (!isSeat(seat) || !Array.isArray(dice) || !dice.every((f) => typeof f === "string" && f in FACE_LETTERS)) return null;
      return [code, seat, dice.map((f: Face) => FACE_LETTERS[f]).join("")];
    }
    case "stop":
    case "plank":
    case "turn":
      return isSeat(seat) ? [code, seat] : null;
    case "doubloon":
    case "shield":
    case "x":
      return isSeat(seat) && isCount(d.amount) ? [code, seat, d.amount] : null;
    case "cutlass":
      if (!isSeat(seat)) return null;
      if (d.target === null) return [code, seat];
      return isSeat(d.target) && (d.lost === "shield" || d.lost === "life") ? [code, seat, d.target, d.lost === "life" ? 1 : 0] : null;
    case "jollyRoger": {
      const from = d.from;
      return isSeat(seat) && Array.isArray(from) && from.every(isSeat) ? [code, seat, ...from] : null;
    }
    case "mutiny":
    case "shipwreck": {
      const amount = event.kind === "mutiny" ? d.lives : d.doubloons;
      return isSeat(seat) && Array.isArray(d.dice) && isCount(amount) ? [code, seat, d.dice.length, amount] : null;
    }
    case "curse":
      return isSeat(seat) && isCount(d.lives) && isCount(d.doubloons) ? [code, seat, d.lives, d.doubloons] : null;
    case "eliminated":
      if (!isSeat(seat) || !isCount(d.doubloons)) return null;
      if (d.to === "buriedTreasure") return [code, seat, d.doubloons];
      return isSeat(d.by) ? [code, seat, d.doubloons, d.by] : null;
    case WIN_EVENT: {
      const reason = WIN_REASONS.indexOf(d.reason as (typeof WIN_REASONS)[number]);
      const winners = d.winners;
      if (reason === -1 || reason === 1 || !Array.isArray(winners) || winners.length === 0 || !winners.every(isSeat)) return null;
      return [code, reason, ...winners];
    }
  }
  return null;
}

/**
 * The kind and sentence of a compact entry, worded exactly as the rules word the event;
 * `names` are the seats' names. Null for anything that is not a valid code.
 */
export function bootyDiceLogText(entry: readonly unknown[], names: readonly string[]): { kind: string; text: string } | null {
  const [code, ...args] = entry;
  if (typeof code !== "number") return null;
  const kind = LOG_KINDS[code];
  if (kind === undefined) return null;
  const text = sentence(kind, args, names);
  return text === null ? null : { kind, text };
}

function sentence(kind: (typeof LOG_KINDS)[number], args: readonly unknown[], names: readonly string[]): string | null {
  const name = (v: unknown): string | null => (isSeat(v) ? (names[v] ?? `Seat ${v + 1}`) : null);
  const [a, b, c] = args;
  const who = name(a);
  switch (kind) {
    case "roll": {
      if (who === null || typeof b !== "string" || b.length === 0) return null;
      const faces = [...b].map((letter) => FACE_OF_LETTER[letter]);
      if (faces.some((f) => f === undefined)) return null;
      return `${who} rolls: ${faces.map((f) => FACE_NAMES[f]).join(", ")}.`;
    }
    case "stop":
      return who === null ? null : `${who} stops rolling.`;
    case "doubloon":
      if (who === null || !isCount(b)) return null;
      return b > 0 ? `${who} takes ${doubloons(b)} from the Buried Treasure.` : `${who} digs, but the Buried Treasure is empty.`;
    case "shield":
      if (who === null || !isCount(b)) return null;
      return b > 0 ? `${who} takes a shield from the War Chest.` : `${who} finds the War Chest empty.`;
    case "cutlass": {
      if (who === null) return null;
      if (args.length === 1) return `${who}'s Cutlass finds nobody to hit.`;
      const target = name(b);
      if (target === null || (c !== 0 && c !== 1)) return null;
      return `${who}'s Cutlass hits ${target}: ${target} loses a ${c === 1 ? "life" : "shield"}.`;
    }
    case "jollyRoger": {
      if (who === null) return null;
      const from = args.slice(1).map(name);
      if (from.some((f) => f === null)) return null;
      if (from.length === 0) return `${who}'s Jolly Roger finds nothing to steal.`;
      if (from.length === 1 || args[1] === args[2]) return `${who}'s Jolly Roger steals ${doubloons(from.length)} from ${from[0]}.`;
      return `${who}'s Jolly Roger steals a doubloon each from ${from[0]} and ${from[1]}.`;
    }
    case "plank":
      return who === null ? null : `${who} walks the plank and loses a life.`;
    case "x":
      return who === null || !isCount(b) ? null : `${who} buries ${doubloons(b)} in the Buried Treasure.`;
    case "mutiny":
      return who === null || !isCount(b) || !isCount(c) ? null : `Mutiny! ${who}'s ${b} Waves cost every other pirate ${lives(c)}.`;
    case "shipwreck":
      return who === null || !isCount(b) || !isCount(c) ? null : `Shipwreck! ${who}'s ${b} Xs make every other pirate bury ${doubloons(c)}.`;
    case "curse":
      return who === null || !isCount(b) || !isCount(c) ? null : `Blackbeard's Curse! Every other pirate loses ${lives(b)} and buries ${doubloons(c)}.`;
    case "eliminated": {
      if (who === null || !isCount(b)) return null;
      if (args.length === 2) return `${who} walks the plank and is out of the game; ${doubloons(b)} sink to the Buried Treasure.`;
      const by = name(c);
      return by === null ? null : `${who} is out of the game! Captain's Plunder: ${by} takes ${doubloons(b)}.`;
    }
    case WIN_EVENT: {
      const winners = args.slice(1).map(name);
      if (winners.length === 0 || winners.some((w) => w === null)) return null;
      const list = winners.join(" and ");
      const verb = winners.length === 1 ? "wins" : "share the win";
      if (a === 0) return winners.length === 1 ? `${list} is the last pirate standing and wins!` : null;
      if (a === 2) return `The round limit is reached: ${list} ${verb} with the most doubloons.`;
      return null;
    }
    case "turn":
      return who === null ? null : `It is ${who}'s turn.`;
  }
}

/** The codec the table and the client look up for Booty Dice. */
export const bootyDiceLog = { encode: encodeBootyDiceLog, text: bootyDiceLogText } as const;
