// "At sea": the cards just drawn, explained, and the last fight with its dice matched highest
// to highest (the lower die of a pair costs a crewman), from events-model.ts.
import { clear, h } from "../../lib/dom";
import type { SeaEvents } from "./events-model";

const die = (v: number | null, side: string, lost: boolean) =>
  h("span", { class: `pk-die pk-die-${side}${lost ? " lost" : ""}`, title: v === null ? "no die to match: dropped" : lost ? `${v}: the lower die, a crewman lost` : String(v), text: v === null ? "·" : String(v) });

export function eventsPanel(): { element: HTMLElement; update(ev: SeaEvents): void } {
  const cards = h("ul", { class: "pk-cards", "data-testid": "pk-cards" });
  const fight = h("div", { class: "pk-fight", "data-testid": "pk-fight" });
  const element = h("section", { class: "panel pk-events", "data-testid": "pk-events" }, h("h3", { text: "At sea" }), h("h4", { text: "Cards drawn" }), cards, h("h4", { text: "Last fight" }), fight);
  return {
    element,
    update(ev) {
      clear(cards);
      for (const c of ev.cards) cards.append(h("li", { text: c }));
      if (ev.cards.length === 0) cards.append(h("li", { class: "muted", text: "No card drawn yet." }));
      clear(fight);
      if (!ev.fight) {
        fight.append(h("p", { class: "muted", text: "No fight yet." }));
        return;
      }
      fight.append(h("p", { text: ev.fight.title }));
      // The last volleys (a fight against a castle may take many).
      if (ev.fight.volleys.length > 6) fight.append(h("p", { class: "muted", text: `… ${ev.fight.volleys.length - 6} earlier volleys` }));
      for (const v of ev.fight.volleys.slice(-6)) {
        const row = h("div", { class: "pk-volley", "data-testid": "pk-volley", title: v.text });
        for (const p of v.pairs) row.append(h("span", { class: "pk-pair" }, die(p.attacker, "a", p.loser === "attacker"), die(p.defender, "d", p.loser === "defender")));
        fight.append(row);
      }
      if (ev.fight.outcome) fight.append(h("p", { text: ev.fight.outcome }));
    },
  };
}
