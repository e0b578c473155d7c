// "Your move": the question the game asks (or what the harbour offers) as buttons, each one
// of the server's legal moves, labelled; a click on a board place with several moves puts
// its choices here too. Nothing is offered that the server did not list.
import { clear, h } from "../../lib/dom";
import { describeMove, type PlaceMove } from "./moves";
import type { Action } from "./view";

export interface DecisionPanel {
  element: HTMLElement;
  update(headline: string, buttons: readonly Action[], names: readonly string[], enabled: boolean): void;
  /** Several moves for one place: offered until the next state. */
  choose(moves: readonly PlaceMove[], where: string, names: readonly string[]): void;
  /** At the end, a seated player may ask for a rematch (same table and seats, a fresh shuffle). */
  showRematch(on: boolean): void;
  setTitle(title: string): void;
}

/** The button order: decisions first, the end of the turn last. */
const ORDER = ["port", "sail", "wind", "capture", "dock", "reward", "commodore", "crosswinds", "passage", "forward", "manOfWar", "duel", "sword", "answer", "seize", "tearDown", "sellTreasure", "relaunch", "attack", "buyCrew", "buyCannon", "upgrade", "buyTreasure", "useCard", "endTurn"];

export function decisionPanel(play: (move: Action) => void, shipLabel: (ship: number) => string, rematch: () => void): DecisionPanel {
  const head = h("p", { class: "pk-headline", "data-testid": "pk-headline" });
  const list = h("div", { class: "pk-buttons", "data-testid": "pk-buttons" });
  const choice = h("div", { class: "pk-buttons pk-choice", "data-testid": "pk-choice" });
  const again = h("button", { type: "button", class: "small", "data-testid": "pk-rematch", text: "Rematch", title: "The same table and seats, a fresh shuffle", hidden: true });
  again.addEventListener("click", rematch);
  const title = h("h3", { text: "Your move" });
  const element = h("section", { class: "panel pk-decision", "data-testid": "pk-decision" }, title, head, choice, list, again);
  let on = false;
  const button = (m: Action, names: readonly string[]) => {
    const b = h("button", { type: "button", class: m.type === "endTurn" ? "small secondary" : "small", "data-testid": `move-${m.type}`, "data-move": JSON.stringify(m), text: describeMove(m, names, shipLabel) });
    b.disabled = !on;
    b.addEventListener("click", () => play(m));
    return b;
  };
  return {
    element,
    update(headline, buttons, names, enabled) {
      on = enabled;
      head.textContent = headline;
      clear(choice);
      clear(list);
      const sorted = [...buttons].sort((a, b) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type));
      for (const m of sorted) list.append(button(m, names));
    },
    showRematch(on) {
      again.hidden = !on;
    },
    setTitle(text) {
      title.textContent = text;
    },
    choose(moves, where, names) {
      clear(choice);
      choice.append(h("span", { class: "pk-choice-title", text: `${where}:` }));
      for (const m of moves) choice.append(button(m, names));
    },
  };
}
