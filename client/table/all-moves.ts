// "All moves": a compact list beside the canvas of every legal move the scene has no direct
// click for (or, unfolded, of every legal move), so no legal move is ever out of reach. The
// game module gives each move a label; a click hands the move back unchanged.
import { clear, h } from "../lib/dom";

export interface MoveItem<M = unknown> {
  move: M;
  label: string;
  /** True when the scene also offers it as a click on the canvas or a button. */
  direct: boolean;
}

export interface AllMovesPanel<M> {
  element: HTMLDetailsElement;
  update(items: readonly MoveItem<M>[], enabled: boolean): void;
}

export function allMovesPanel<M>(onPick: (move: M) => void): AllMovesPanel<M> {
  const list = h("ul", { class: "all-moves-list", "data-testid": "all-moves-list" });
  const toggle = h("input", { type: "checkbox", "data-testid": "all-moves-every" });
  const count = h("span", { class: "all-moves-count", "data-testid": "all-moves-count" });
  const element = h("details", { class: "panel all-moves", "data-testid": "all-moves" },
    h("summary", {}, h("h3", { text: "All moves" }), count),
    h("label", { class: "all-moves-every" }, toggle, " also those with a click on the board"),
    list);
  let last: readonly MoveItem<M>[] = [];
  let on = false;
  const render = () => {
    clear(list);
    const shown = last.filter((i) => toggle.checked || !i.direct);
    count.textContent = ` ${last.length} legal · ${last.filter((i) => !i.direct).length} only here`;
    for (const item of shown) {
      const b = h("button", { type: "button", class: "small secondary", "data-testid": "all-move", text: item.label });
      b.disabled = !on;
      b.addEventListener("click", () => onPick(item.move));
      list.append(h("li", {}, b));
    }
    if (shown.length === 0) list.append(h("li", { class: "muted", text: last.length ? "Every move has its click on the board." : "Nothing to do right now." }));
  };
  toggle.addEventListener("change", render);
  return {
    element,
    update(items, enabled) {
      last = items;
      on = enabled;
      render();
    },
  };
}
