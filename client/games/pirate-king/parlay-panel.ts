// The parlay trade panel (DOM), drawn from parlay-model.ts: the captain whose turn it is
// composes an offer item by item (each toggle and bronze step is a move the server checks),
// sends or withdraws it; the partner sees it and accepts, declines or counters: "Counter" is
// the server's counter move, which opens the same composer pre-filled with the offer received,
// and the counter-offer goes back marked as one. Watchers and everyone else read only that an
// offer is being made (and the log tells accepted trades).
import { clear, h } from "../../lib/dom";
import type { ParlayModel, ParlaySide } from "./parlay-model";
import { seatName } from "./names";
import type { Action } from "./view";

export interface ParlayPanel {
  element: HTMLElement;
  update(model: ParlayModel, names: readonly string[], enabled: boolean): void;
}

export function parlayPanel(play: (move: Action) => void, pickPartner: (seat: number) => void): ParlayPanel {
  const body = h("div", { class: "pk-parlay-body" });
  const element = h("section", { class: "panel pk-parlay", "data-testid": "pk-parlay", hidden: true }, h("h3", { text: "Parlay" }), body);
  const btn = (text: string, move: Action | null, on: boolean, testid: string, cls = "small") => {
    const b = h("button", { type: "button", class: cls, "data-testid": testid, text });
    if (move) b.dataset.move = JSON.stringify(move);
    b.disabled = !on || !move;
    if (move) b.addEventListener("click", () => play(move));
    return b;
  };
  const side = (title: string, s: ParlaySide, on: boolean, testid: string) => {
    const box = h("div", { class: "pk-lot", "data-testid": testid }, h("h4", { text: title }));
    box.append(h("p", { class: "pk-lot-items", "data-testid": `${testid}-items`, text: [...s.items, ...(s.bronze > 0 ? [`${s.bronze} bronze`] : [])].join(", ") || "nothing" }));
    if (s.toggles.length || s.bronzeMoves.length) {
      const row = h("div", { class: "pk-buttons" });
      for (const t of s.toggles) {
        const b = btn(`${t.inOffer ? "− " : "+ "}${t.label}`, t.move, on, `${testid}-toggle`, t.inOffer ? "small" : "small secondary");
        b.setAttribute("aria-pressed", String(t.inOffer));
        row.append(b);
      }
      for (const m of s.bronzeMoves) row.append(btn(`${m.delta > 0 ? "+" : "−"}${Math.abs(m.delta)}`, m, on, `${testid}-bronze`, "small secondary"));
      box.append(row);
    }
    return box;
  };
  return {
    element,
    update(model, names, enabled) {
      element.hidden = model.phase === "none";
      clear(body);
      if (model.phase === "none") return;
      const head = h("p", { class: "pk-headline", "data-testid": "pk-parlay-headline", text: model.headline });
      if (model.isCounter) head.prepend(h("span", { class: "pk-badge", "data-testid": "pk-counter-badge", text: "Counter-offer", title: "A changed offer sent back in answer to an offer" }), " ");
      body.append(head);
      if (model.phase === "announced") return;
      if (model.phase === "draft" && model.partners.length > 1) {
        const row = h("div", { class: "pk-buttons" }, h("span", { text: "Offer to:" }));
        for (const p of model.partners) {
          const b = h("button", { type: "button", class: p === model.partner ? "small" : "small secondary", text: seatName(names, p) });
          b.addEventListener("click", () => pickPartner(p));
          row.append(b);
        }
        body.append(row);
      }
      const them = model.partner === null ? "them" : seatName(names, model.partner);
      body.append(side("You give", model.give, enabled, "pk-give"), side(`${them} gives`, model.get, enabled, "pk-get"));
      const row = h("div", { class: "pk-buttons" });
      if (model.phase === "draft") {
        row.append(
          btn(model.isCounter ? "Send the counter-offer" : "Send the offer", model.send, enabled, "pk-offer-send"),
          btn(model.isCounter ? "Back to their offer" : "Withdraw", model.cancel, enabled, "pk-offer-cancel", "small secondary"),
        );
      }
      if (model.phase === "answer") {
        row.append(btn("Accept", model.accept, enabled, "pk-offer-accept"), btn("Decline", model.decline, enabled, "pk-offer-decline", "small secondary"));
        const counter = btn("Counter", model.counter, enabled, "pk-offer-counter", "small secondary");
        counter.title = model.counter ? "Change the offer and send it back" : "No more counter-offers in this parlay: accept or decline";
        row.append(counter);
      }
      body.append(row);
    },
  };
}
