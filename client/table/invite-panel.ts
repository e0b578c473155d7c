// While a table waits: the invite code, a copy-link button, a QR code for phones, and the
// host's start button.
import qrcode from "qrcode-generator";
import { h } from "../lib/dom";
import { inviteLink } from "../lib/invite-code";
import { toast } from "../lib/toast";
import type { TableState } from "./protocol";
import type { TableSession } from "./session";

export function invitePanel(session: TableSession, code: string): { element: HTMLElement; update(state: TableState): void } {
  const link = inviteLink(code);
  const qr = qrcode(0, "M");
  qr.addData(link);
  qr.make();
  const qrBox = h("div", { class: "qr", "aria-label": `QR code for ${link}`, role: "img" });
  qrBox.innerHTML = qr.createSvgTag({ cellSize: 4, margin: 2, scalable: true });

  const copy = h("button", { type: "button", class: "small", text: "Copy invite link", "data-testid": "copy-link" });
  copy.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast("Invite link copied. Send it to yer crew!", { kind: "info", ms: 2500 });
    } catch {
      // Clipboard needs a secure context; fall back to selecting the text.
      const range = document.createRange();
      range.selectNodeContents(linkEl);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      toast("Copy the selected link by hand.", { kind: "info", ms: 3000 });
    }
  });
  const linkEl = h("a", { href: link, class: "invite-link", "data-testid": "invite-link", text: link });
  const start = h("button", { type: "button", text: "Start the game", "data-testid": "start-game" });
  start.addEventListener("click", () => session.start());
  const hint = h("p", { class: "muted" });

  const element = h("section", { class: "panel invite-panel", "data-testid": "invite-panel" },
    h("h3", { text: "Invite yer crew" }),
    h("div", { class: "invite-code", "data-testid": "invite-code", text: code }),
    linkEl, copy, qrBox, start, hint);

  const update = (state: TableState) => {
    element.hidden = state.status !== "waiting";
    const isHost = session.welcome?.host === true;
    start.hidden = !isHost;
    const free = state.seats.filter((s) => !s.taken && !s.bot).length;
    hint.textContent = isHost
      ? free > 0 ? `${free} seat${free > 1 ? "s" : ""} still empty.` : "All seats filled. Start when ready."
      : "Waiting for the captain to start.";
  };
  return { element, update };
}
