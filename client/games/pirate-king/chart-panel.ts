// The Sea Chart at hand: per column the territories in it, capture price, upgrade cost, dock
// fee and cannons at each level, and from which level the ship shop sells. Content, no rules.
import { h } from "../../lib/dom";
import { LEVELS, SEA_CHART, TERRITORIES } from "./names";

export function chartPanel(): HTMLElement {
  const table = h("table", { class: "pk-chart", "data-testid": "pk-sea-chart" });
  const head = h("tr", {}, h("th", { text: "Col." }), h("th", { text: "Territories" }), h("th", { text: "Capture", title: "Price to capture an unclaimed territory" }), h("th", { text: "Upgrade", title: "Cost of one level" }));
  LEVELS.forEach((l) => head.append(h("th", { text: l.slice(0, 4), title: `${l}: dock fee / cannons` })));
  head.append(h("th", { text: "Shop", title: "Crewmen and cannons (200 each) sold from this level up" }));
  table.append(head);
  SEA_CHART.forEach((c, col) => {
    const row = h("tr", {}, h("td", { text: c.label }), h("td", { class: "pk-chart-names", text: TERRITORIES.filter((t) => t.column === col).map((t) => t.name).join(", ") }), h("td", { text: String(c.capture) }), h("td", { text: String(c.upgrade) }));
    LEVELS.forEach((l, i) => row.append(h("td", { title: `${l}: dock fee ${c.dockFee[i]}, ${c.cannons[i]} cannon${c.cannons[i] === 1 ? "" : "s"}`, text: `${c.dockFee[i]}/${c.cannons[i]}` })));
    row.append(h("td", { text: LEVELS[c.shopFrom].slice(0, 4) }));
    table.append(row);
  });
  return h("details", { class: "panel pk-chart-panel", "data-testid": "pk-chart-panel" }, h("summary", {}, h("h3", { text: "Sea Chart" })), h("p", { class: "muted", text: "Dock fee / cannons at each fortification level." }), table);
}
