// Every captain's card (DOM, crisp, readable by screen readers), from captains.ts, a tooltip
// on each figure; your own kept cards listed with what they do.
import { clear, h } from "../../lib/dom";
import { SEAT_CSS } from "./art";
import type { CaptainCard } from "./captains";

export function captainsPanel(): { element: HTMLElement; update(cards: readonly CaptainCard[]): void } {
  const list = h("div", { class: "pk-captains" });
  const element = h("section", { class: "panel pk-captains-panel", "data-testid": "pk-captains" }, h("h3", { text: "Captains" }), list);
  return {
    element,
    update(cards) {
      clear(list);
      for (const c of cards) {
        const colour = SEAT_CSS[c.seat % SEAT_CSS.length];
        const card = h("article", { class: `pk-captain${c.active ? " active" : ""}`, "data-testid": `captain-${c.seat}` },
          h("header", { style: `border-color: ${colour}` },
            h("span", { class: "pk-flag", style: `background: ${colour}`, title: `Seat ${c.seat + 1}'s colour: its ship and its flags on territories`, text: String(c.seat + 1) }),
            h("b", { text: c.name }), c.mine ? h("span", { class: "tag tag-you", text: "you" }) : null, c.active ? h("span", { class: "tag", text: "to act" }) : null));
        const dl = h("dl", {});
        for (const r of c.rows) dl.append(h("dt", { title: r.tip, text: r.label }), h("dd", { title: r.tip, "data-testid": `c-${c.seat}-${r.key}`, text: r.value }));
        card.append(dl);
        if (c.held.length) {
          const held = h("ul", { class: "pk-held", "data-testid": "my-cards" });
          for (const k of c.held) held.append(h("li", { title: k.text }, h("b", { text: k.title }), ` — ${k.text}`));
          card.append(h("h4", { text: "Your kept cards (only you see them)" }), held);
        }
        list.append(card);
      }
    },
  };
}
