import type { GameEvent } from "../../engine/game";

/**
 * Shiver Me Timbers' game log in compact codes, for the wire (docs/protocol.md › Log entries):
 * an event becomes `[kind, template, ...slots]`, and every client writes the sentence itself
 * with `smtLogText` from the template below and the seats' names: the same words the rules put
 * in `event.text`. Pure: the server (which sends a code only if it reads back to the event's
 * own text, else the text) and the client use the same table.
 *
 * A template's slots: `{p}` a seat (its name; the code holds the seat, the event's
 * `data.seat`), `{n}` a whole number, `{s}` a piece of text (a card, a captain, a side).
 * Only public events are coded: an event with a secret part always goes as text per seat
 * (its secret sentence to the seats that may read it), so no code carries a secret.
 * Events of kinds (or shapes) not listed here go as text.
 */
export const SMT_LOG_TEMPLATES: readonly (readonly [kind: string, templates: readonly string[]])[] = [
  ["cards/window", ["Crew and ritual cards may be played now."]],
  ["cards/closed", ["Everyone has passed: no more cards."]],
  ["cards/pass", ["{p} passes."]],
  ["cards/announce", ["{p} announces: {s}."]],
  ["cards/play", ["{p} plays the {s} ({s})."]],
  ["duel/prelude", ["Before the duel starts, crew and ritual cards may still be played."]],
  ["duel/attack", ["{s} attacks: {s} attack, {n} wounds.", "{s} attacks: {s} attack, {n} wound."]],
  ["duel/react", ["{s} blocks with a {s} guard.", "{s} takes the hit and retreats {n} spaces.", "{s} takes the hit and retreats {n} space."]],
  ["duel/pass", ["{s} passes and retreats one space."]],
  ["duel/push", ["Strength {n} against {n}: {s} pushes the miniature {n} spaces towards {s}.", "Strength {n} against {n}: {s} pushes the miniature {n} space towards {s}."]],
  ["duel/over", ["Both captains pass; {s} stands in {s}'s half and wins the duel."]],
  ["duel/choose_first", ["{s} ({s}) chooses who strikes first."]],
  ["duel/first", ["{s} chooses {s} to strike first."]],
  ["duel/rigg", ["{s} swings from the rigging and steps forward one space."]],
  ["travel/move", ["{p} sails {n} spaces.", "{p} sails {n} space."]],
  ["turn/start", ["{p}'s turn (round {n})."]],
  ["round/wind", ["Round {n}: the wind is +{n}.", "Round {n}: the wind is {n}."]],
  ["round/merchants", ["{n} new merchants set sail.", "{n} new merchant set sail."]],
  ["merchant/reveal", ["The merchant is revealed: a {s} (speed {n}, strength {n}, hull {n})."]],
  ["combat/merchant_won", ["{p} defeats the {s}: +{n} G and its marker ({n} VP)."]],
  ["combat/lost", ["{p} loses against the {s}; their turn ends."]],
  ["combat/tie", ["The duel against the {s} ends in a tie; {p}'s turn ends."]],
  ["combat/hunter", ["A pirate hunter attacks {p}!"]],
  ["upgrade/buy", ["{p} raises {s} to {n} for {n} G."]],
  ["upgrade/lost", ["{p} loses a {s} upgrade ({s})."]],
  ["upgrade/gained", ["{p} gains a {s} upgrade ({s})."]],
  ["trade/buy", ["{p} buys {n} {s} for {n} G."]],
  ["trade/sell", ["{p} sells {n} units for {n} G.", "{p} sells {n} units for {n} G (after {n} G harbour tax).", "{p} sells {n} unit for {n} G.", "{p} sells {n} unit for {n} G (after {n} G harbour tax)."]],
  ["treasure/advance", ["{p} digs {n} footprints to space {n} of {n}.", "{p} digs {n} footprints to space {n} of {n}: {s}.", "{p} discards {n} {s} to space {n} of {n}."]],
  ["treasure/begin", ["{p} starts the hunt for {s} (final space {n})."]],
  ["treasure/raised", ["{p} digs {n} footprints and raises {s}!"]],
  ["chest/treasure", ["{p} hides {s} in their chest."]],
  ["chest/gold", ["{p} hides {n} G in their chest."]],
  ["goals/claim", ['{p} claims the life goal "{s}" ({n} VP).']],
  ["monster/draw", ["{p} hunts the {s} and draws {s}."]],
  ["monster/advance", ["{p} advances to space {n} of {n} on the {s}'s track."]],
  ["mission/discard", ["{p} gives up {s}."]],
  ["mission/keep", ["{p} accepts the official mission {s}."]],
  ["round/event", ["Event for round {n}: {s}. {s}"]],
  ["win", ["{p} wins with {n} VP."]],
];

type Slot = "p" | "n" | "s";
interface Compiled {
  readonly pattern: RegExp;
  readonly slots: readonly Slot[];
  readonly parts: readonly string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function compile(template: string): Compiled {
  const parts = template.split(/\{[pns]\}/);
  const slots = [...template.matchAll(/\{([pns])\}/g)].map((m) => m[1] as Slot);
  const source = parts.map(escape).reduce((out, part, i) => out + (i === 0 ? "" : slots[i - 1] === "n" ? "(-?\\d+)" : "(.+?)") + part, "");
  return { pattern: new RegExp(`^${source}$`, "s"), slots, parts };
}

const COMPILED = SMT_LOG_TEMPLATES.map(([kind, templates]) => [kind, templates.map(compile)] as const);
const KIND_INDEX = new Map(COMPILED.map(([kind], i) => [kind, i]));

/** The event's code, or null when no template fits (the server then sends its text). */
export function encodeSmtLog(event: GameEvent): (number | string)[] | null {
  if (event.secret) return null;
  const k = KIND_INDEX.get(event.kind);
  if (k === undefined) return null;
  const templates = COMPILED[k][1];
  for (let t = 0; t < templates.length; t++) {
    const match = templates[t].pattern.exec(event.text);
    if (!match) continue;
    const code: (number | string)[] = [k, t];
    let ok = true;
    templates[t].slots.forEach((slot, i) => {
      const value = match[i + 1];
      if (slot === "n") code.push(Number(value));
      else if (slot === "s") code.push(value);
      else if (typeof event.data?.seat === "number") code.push(event.data.seat);
      else ok = false;
    });
    if (ok) return code;
  }
  return null;
}

/** The sentence a code stands for, with the seats' names; null for a code it cannot read. */
export function smtLogText(code: readonly unknown[], names: readonly string[]): { kind: string; text: string } | null {
  const [k, t, ...args] = code;
  if (typeof k !== "number" || typeof t !== "number") return null;
  const entry = COMPILED[k];
  const template = entry?.[1][t];
  if (!template || args.length !== template.slots.length) return null;
  let text = template.parts[0];
  for (let i = 0; i < args.length; i++) {
    const slot = template.slots[i];
    const value = args[i];
    if (slot === "p") {
      if (typeof value !== "number" || names[value] === undefined) return null;
      text += names[value];
    } else if (slot === "n") {
      if (typeof value !== "number") return null;
      text += String(value);
    } else {
      if (typeof value !== "string") return null;
      text += value;
    }
    text += template.parts[i + 1];
  }
  return { kind: entry[0], text };
}

export const smtLog = { encode: encodeSmtLog, text: smtLogText } as const;
