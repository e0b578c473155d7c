// The game log: what happened, in readable sentences (protocol.ts `decodeLog` writes them from
// the game's compact codes, or takes the server's text; secret sentences reach only their seat).
import { h } from "../lib/dom";
import { LOG_PANEL_LINES } from "../../shared/engine/log-wire";
import type { LogEntry } from "./protocol";

export function logPanel(initial: readonly LogEntry[]): { element: HTMLElement; add(entries: readonly LogEntry[]): void; scrollToEnd(): void } {
  const list = h("ol", { class: "log", "data-testid": "game-log", "aria-live": "polite" });
  const element = h("section", { class: "panel log-panel" }, h("h3", { text: "Ship's log" }), list);
  const add = (entries: readonly LogEntry[]) => {
    const stick = list.scrollTop + list.clientHeight >= list.scrollHeight - 24;
    for (const e of entries) list.append(h("li", { class: `log-${e.kind.replace(/[^a-z0-9-]/gi, "-")}`, text: e.text }));
    while (list.childElementCount > LOG_PANEL_LINES) list.firstElementChild?.remove();
    if (stick) list.scrollTop = list.scrollHeight;
  };
  add(initial);
  return { element, add, scrollToEnd: () => (list.scrollTop = list.scrollHeight) };
}
