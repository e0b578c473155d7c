// The crew and ritual card panel: the open play window with the order of the players and a
// visible holder of priority, play / pass buttons, an optional auto-pass (kept in this
// browser), your hand with each card's effect, and the deck to choose from at The Bay or Isla
// Oscura. Every button sends one of the server's moves unchanged.
import { clear, h } from "../../lib/dom";
import type { CardWindowModel } from "./card-window-model";
import { describeMove, type Names } from "./moves";
import type { Action } from "./view";

const AUTO_PASS_KEY = "smt-auto-pass";

function readAutoPass(): boolean {
  try {
    return localStorage.getItem(AUTO_PASS_KEY) === "1";
  } catch {
    return false;
  }
}

export function cardWindowPanel(play: (move: Action) => void): { element: HTMLElement; update(model: CardWindowModel, names: Names): void; retryAutoPass(): void } {
  const body = h("div", {});
  const auto = h("input", { type: "checkbox", "data-testid": "auto-pass" });
  auto.checked = readAutoPass();
  const element = h("section", { class: "panel smt-cards", "data-testid": "smt-cards" },
    h("h3", { text: "Crew & rituals" }),
    h("label", { class: "muted", title: "When a window opens and you hold priority, pass at once (you can still play cards by unticking this)" }, auto, " auto-pass in card windows"),
    body);
  let last: { model: CardWindowModel; names: Names } | null = null;
  const button = (m: Action, names: Names, text?: string) => {
    const b = h("button", { type: "button", class: "small", "data-testid": `act-${m.type}`, title: describeMove(m, names), text: text ?? describeMove(m, names) });
    b.addEventListener("click", () => play(m));
    return b;
  };
  // A pass right after the same pass is taken for a double click and dropped by the session:
  // while the window still waits for this seat, try again a little later.
  let retry: ReturnType<typeof setTimeout> | null = null;
  const maybeAutoPass = () => {
    if (retry !== null) clearTimeout(retry);
    retry = null;
    const shown = last?.model;
    if (!auto.checked || !shown?.yourPriority || !shown.pass) return;
    const pass = shown.pass;
    queueMicrotask(() => play(pass));
    retry = setTimeout(() => {
      retry = null;
      if (last?.model === shown) maybeAutoPass();
    }, 500);
  };
  auto.addEventListener("change", () => {
    try {
      localStorage.setItem(AUTO_PASS_KEY, auto.checked ? "1" : "0");
    } catch {
      /* private mode: the choice lasts for this page */
    }
    maybeAutoPass();
  });
  const render = (model: CardWindowModel, names: Names) => {
    clear(body);
    element.classList.toggle("window-open", model.window !== null);
    if (model.window) {
      const win = h("div", { class: `smt-window${model.yourPriority ? " yours" : ""}`, "data-testid": "card-window" },
        h("b", { text: `Card window: ${model.window}.` }));
      const order = h("ol", { class: "smt-window-order", "data-testid": "window-order" });
      for (const o of model.order) order.append(h("li", { class: o.priority ? "priority" : "", "data-testid": o.priority ? "priority-holder" : null, text: `${o.name}${o.you ? " (you)" : ""}${o.priority ? " — to play or pass" : ""}` }));
      win.append(order, h("p", { class: "muted", text: model.yourPriority ? "You hold priority: play a card or pass." : `Waiting for ${model.priorityName ?? "the table"} to play or pass.` }));
      if (model.pass) win.append(button(model.pass, names));
      body.append(win);
    }
    if (model.played.length) {
      body.append(h("h4", { text: "Face up this turn" }), h("ul", { class: "smt-card-list", "data-testid": "cards-played" },
        ...model.played.map((p) => h("li", { title: p.text, text: `${p.name}: ${p.card}${p.target ? ` against ${p.target}` : ""} — ${p.text}` }))));
    }
    if (model.hand.length) {
      const list = h("ul", { class: "smt-card-list", "data-testid": "card-hand" });
      for (const c of model.hand) {
        list.append(h("li", { "data-testid": "hand-card", "data-card": c.id },
          h("b", { text: c.name }), h("span", { class: "muted", text: ` (${c.deck ?? "card"}; costs ${c.cost}; ${c.when})` }), h("div", { text: c.text }),
          c.moves.length ? h("div", { class: "smt-group" }, ...c.moves.map((m) => button(m, names, m.type === "cards_discard" ? "Discard" : m.type === "cards_play" && m.target !== undefined ? `Play against ${names.seat(m.target)}` : "Play"))) : null));
      }
      body.append(h("h4", { text: "Your hand (only you see it)" }), list);
    }
    if (model.browse) {
      const list = h("ul", { class: "smt-card-list", "data-testid": "card-browse" });
      for (const k of model.browse.kinds) {
        list.append(h("li", { "data-testid": "browse-kind", "data-kind": k.kind },
          h("b", { text: k.name }), h("span", { class: "muted", text: `${k.copies ? ` ×${k.copies} in the deck` : ""} (costs ${k.cost} to play; ${k.when})` }), h("div", { text: k.text }),
          k.moves.length ? h("div", { class: "smt-group" }, ...k.moves.map((m) => button(m, names, m.type === "cards_hire" ? "Hire" : m.type === "cards_learn" ? "Learn" : "Take"))) : null));
      }
      body.append(h("h4", { text: `The ${model.browse.deck} deck: choose a card` }), list);
    }
    if (model.others.length) body.append(h("div", { class: "smt-group" }, ...model.others.map((m) => button(m, names))));
    if (!body.childElementCount) body.append(h("p", { class: "muted", text: "No crew or ritual cards in hand. Hire crew at The Bay, learn rituals at Isla Oscura." }));
  };
  return {
    element,
    update(model, names) {
      last = { model, names };
      render(model, names);
      maybeAutoPass();
    },
    /** The same window still waits for this seat (a new state, the same panel). */
    retryAutoPass: () => {
      if (retry === null) maybeAutoPass();
    },
  };
}
