// Every player's tableau as DOM (crisp at any pixel ratio, readable by screen readers): the
// rows of tableau.ts with a tooltip on each figure. Your own secrets sit in your own card only.
import { clear, h } from "../../lib/dom";
import { SEAT_CSS } from "./chart-art";
import type { PlayerTableau } from "./tableau";

export function tableauPanel(): { element: HTMLElement; update(players: readonly PlayerTableau[]): void } {
  const list = h("div", { class: "smt-tableaux" });
  const element = h("section", { class: "panel smt-tableau-panel", "data-testid": "smt-tableaux" }, h("h3", { text: "Captains" }), list);
  return {
    element,
    update(players) {
      clear(list);
      for (const p of players) {
        const card = h("article", { class: `smt-tableau${p.active ? " active" : ""}${p.mine ? " mine" : ""}`, "data-testid": `tableau-${p.seat}` },
          h("header", { style: `border-color: ${SEAT_CSS[p.seat % SEAT_CSS.length]}` },
            h("span", { class: "smt-sail", style: `background: ${SEAT_CSS[p.seat % SEAT_CSS.length]}`, title: `Seat ${p.seat + 1}'s ship colour`, text: String(p.seat + 1) }),
            h("b", { text: p.name }), p.mine ? h("span", { class: "tag tag-you", text: "you" }) : null, p.active ? h("span", { class: "tag", text: "to act" }) : null));
        const dl = h("dl", {});
        for (const r of p.rows) dl.append(h("dt", { title: r.tip, text: r.label }), h("dd", { title: r.tip, "data-testid": `t-${p.seat}-${r.key}`, text: r.value }));
        card.append(dl);
        if (p.secret.length) {
          const sdl = h("dl", { class: "smt-secret", "data-testid": p.mine ? "my-secrets" : `revealed-${p.seat}` });
          for (const r of p.secret) sdl.append(h("dt", { title: r.tip, text: r.label }), h("dd", { title: r.tip, "data-testid": `s-${r.key}`, text: r.value }));
          card.append(h("h4", { text: p.mine ? "Only you see this" : "Secret goals (revealed)" }), sdl);
        }
        list.append(card);
      }
    },
  };
}
