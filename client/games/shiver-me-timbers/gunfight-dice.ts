// The gunfight's dice, read from the log the server sends (the rules' own sentences,
// shared/games/shiver-me-timbers/combat/gunfight.ts): who fired on whom, the face the target
// rolled on the red die and what it did. A merchant rolls nothing: the shot is a hit and a
// damage marker. Nothing here decides a roll; an entry that does not read as a gunfight is none.
import { clear, h } from "../../lib/dom";
import { icon, type IconName } from "../../lib/icons";
import type { LogEntry } from "../../table/protocol";

export type RedFace = "speed" | "strength" | "hull" | "empty";

export interface GunfightDice {
  shooter: string;
  target: string;
  /** The red die's face, or null when the target was a merchant (no roll). */
  face: RedFace | null;
  /** What the shot did, in words. */
  result: "hit" | "miss" | "saved";
  /** The sentence from the log. */
  text: string;
}

const FACES: readonly RedFace[] = ["speed", "strength", "hull"];

export function readGunfight(entry: LogEntry): GunfightDice | null {
  if (entry.kind === "gunfight/merchant") {
    const m = /^(.+?) fires on (.+?): a hit!/.exec(entry.text);
    return m ? { shooter: m[1], target: m[2], face: null, result: "hit", text: entry.text } : null;
  }
  if (entry.kind !== "gunfight/player") return null;
  const miss = /^(.+?) fires on (.+?), who rolls the red die: empty/.exec(entry.text);
  if (miss) return { shooter: miss[1], target: miss[2], face: "empty", result: "miss", text: entry.text };
  const rolled = /^(.+?) fires on (.+?), who rolls (\w+) on the red die(, but| and loses)/.exec(entry.text);
  const face = FACES.find((f) => f === rolled?.[3]);
  if (!rolled || !face) return null;
  return { shooter: rolled[1], target: rolled[2], face, result: rolled[4] === ", but" ? "saved" : "hit", text: entry.text };
}

/** The last gunfight in `entries`, or null. */
export function lastGunfight(entries: readonly LogEntry[]): GunfightDice | null {
  for (let i = entries.length - 1; i >= 0; i--) {
    const g = readGunfight(entries[i]);
    if (g) return g;
  }
  return null;
}

/** The red die's faces as drawn icons (lib/icons.ts says why not emoji). */
const FACE_MARK: Record<RedFace, IconName | null> = { speed: "sail", strength: "swords", hull: "shield", empty: null };

function faceMark(face: RedFace): SVGSVGElement | null {
  const name = FACE_MARK[face];
  return name ? icon(name, 20) : null;
}

/** The last gunfight drawn as its red die (or the merchant's hit) with both ships' names. */
export function gunfightView(): { element: HTMLElement; show(g: GunfightDice | null): void } {
  const element = h("div", { class: "smt-gunfight", "data-testid": "gunfight-dice", hidden: true });
  return {
    element,
    show(g) {
      clear(element);
      element.hidden = g === null;
      if (!g) return;
      const outcome = g.face === null ? "Hit: the merchant takes a damage marker (a merchant rolls no die)."
        : g.result === "miss" ? "Empty face: the shot misses."
          : g.result === "saved" ? `${cap(g.face)}: it cannot drop below 1, nothing is lost.`
            : `${cap(g.face)}: ${g.target} loses a ${g.face} upgrade.`;
      const die = g.face === null
        ? h("span", { class: "smt-die hit", "data-testid": "gunfight-die", "data-face": "hit", title: "A hit on the merchant: no roll", "aria-label": "A hit on the merchant" }, icon("burst", 20))
        : h("span", { class: `smt-die red ${g.face}`, "data-testid": "gunfight-die", "data-face": g.face, title: `Red die: ${g.face}`, "aria-label": `Red die: ${g.face}` }, faceMark(g.face));
      element.append(
        h("p", { class: "smt-gunfight-who", text: `Gunfight: ${g.shooter} fires on ${g.target}` }),
        h("div", { class: "smt-gunfight-roll" }, die, h("span", { "data-testid": "gunfight-result", "data-result": g.result, text: outcome })),
      );
    },
  };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
