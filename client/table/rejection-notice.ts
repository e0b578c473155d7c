// A refused move, as every game's side panel shows it: the server's sentence and, when the
// refusal names its rule, a link that opens the rules panel at that section.
import { h } from "../lib/dom";
import type { Rejected } from "./protocol";
import type { RulesPanel } from "./rules-panel";

export function showRejection(box: HTMLElement, r: Pick<Rejected, "message" | "rule">, rules: Pick<RulesPanel, "link">): void {
  box.replaceChildren(h("b", { text: "Not allowed: " }), r.message);
  if (r.rule) box.append(" ", rules.link(r.rule));
  box.hidden = false;
}
