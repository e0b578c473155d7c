// The end screen's links to check the dice, watch the replay and download the record. The table
// learns the match id from the log: the server's reveal entry (kind `table/fair-reveal`) names
// /v/<id> once the seed and salt are out (docs/fairness.md).
import { h, clear } from "../lib/dom";
import type { LogEntry } from "../table/protocol";
import type { TableSession } from "../table/session";

const REVEAL = "table/fair-reveal";
const MATCH_LINK = /\/v\/([0-9a-f-]{36})/;

/** The match id a reveal entry names, or null. */
export function revealedMatchId(entries: readonly LogEntry[]): string | null {
  for (let i = entries.length - 1; i >= 0; i--) {
    if (entries[i].kind !== REVEAL) continue;
    const found = MATCH_LINK.exec(entries[i].text);
    if (found) return found[1];
  }
  return null;
}

export function endLinks(session: TableSession): { readonly element: HTMLElement; destroy(): void } {
  const element = h("div", { class: "end-links", "data-testid": "end-links", hidden: true });
  let shown: string | null = null;
  const update = () => {
    const id = session.state?.status === "finished" ? revealedMatchId(session.log) : null;
    element.hidden = id === null;
    if (id === null || id === shown) return;
    shown = id;
    clear(element);
    element.append(
      h("a", { href: `/v/${id}`, class: "btn", "data-testid": "end-verify", target: "_blank", text: "Verify the dice" }),
      h("a", { href: `/r/${id}`, class: "btn", "data-testid": "end-replay", target: "_blank", text: "Watch the replay" }),
      h("a", { href: `/api/matches/${id}?download=1`, class: "btn secondary", "data-testid": "end-record", text: "Download the record" }),
    );
  };
  const offs = [session.on("log", update), session.on("state", update)];
  update();
  return { element, destroy: () => offs.forEach((off) => off()) };
}
