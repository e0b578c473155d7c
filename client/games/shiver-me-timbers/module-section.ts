// One rule area's panel, as data and as DOM: a few lines of public facts, the cards this seat
// holds or looks at (each with its text and the legal moves that use it), and the area's
// other legal moves. The treasure, mission, monster and family panels fill it; one renderer
// draws them all, so each panel's content is a pure function the tests can read.
import { clear, h } from "../../lib/dom";
import { describeMove, type Names } from "./moves";
import type { Action } from "./view";

export interface SectionCard {
  id: string;
  name: string;
  text: string;
  /** "secret": only this seat sees it. */
  secret: boolean;
  moves: Action[];
}

export interface Section {
  key: string;
  title: string;
  lines: string[];
  cards: SectionCard[];
  /** The area's legal moves not tied to one card. */
  moves: Action[];
  /** Shown only when there is something to say (the area is in play, or a move is offered). */
  visible: boolean;
}

/** The moves of `moves` whose type is in `types`, tied to the card `id` by their `card` field. */
export const movesFor = (moves: readonly Action[], types: ReadonlySet<string>, id?: string): Action[] =>
  moves.filter((m) => types.has(m.type) && (id === undefined || (m as { card?: string }).card === id));

export function sectionPanel(play: (move: Action) => void): { element: HTMLElement; update(sections: readonly Section[], names: Names): void } {
  const element = h("div", { class: "smt-modules", "data-testid": "smt-modules" });
  const button = (m: Action, names: Names) => {
    const label = describeMove(m, names);
    const b = h("button", { type: "button", class: "small", "data-testid": `act-${m.type}`, title: label, text: label });
    b.addEventListener("click", () => play(m));
    return b;
  };
  return {
    element,
    update(sections, names) {
      clear(element);
      for (const s of sections) {
        if (!s.visible) continue;
        const box = h("section", { class: `panel smt-module smt-${s.key}`, "data-testid": `smt-${s.key}` }, h("h3", { text: s.title }));
        for (const line of s.lines) box.append(h("p", { class: "smt-module-line", text: line }));
        if (s.cards.length) {
          box.append(h("ul", { class: "smt-card-list" }, ...s.cards.map((c) => h("li", { class: c.secret ? "smt-secret" : "", "data-testid": `${s.key}-card`, "data-card": c.id },
            h("b", { text: c.name }), c.secret ? h("span", { class: "muted", text: " (only you see this)" }) : null, h("div", { text: c.text }),
            c.moves.length ? h("div", { class: "smt-group" }, ...c.moves.map((m) => button(m, names))) : null))));
        }
        if (s.moves.length) box.append(h("div", { class: "smt-group" }, ...s.moves.map((m) => button(m, names))));
        element.append(box);
      }
    },
  };
}
