// Table chat: everyone at the table and the watchers.
import { h } from "../lib/dom";
import type { ChatMessage } from "./protocol";
import type { TableSession } from "./session";

const MAX_CHAT = 200;

export function chatPanel(session: TableSession): { element: HTMLElement; add(m: ChatMessage): void } {
  const list = h("ol", { class: "chat", "data-testid": "chat-list", "aria-live": "polite" });
  const input = h("input", { "aria-label": "Chat message", maxlength: MAX_CHAT, placeholder: "Say something, ye scallywag…", "data-testid": "chat-input" });
  const send = h("button", { type: "submit", class: "small", text: "Send", "data-testid": "chat-send" });
  const form = h("form", { class: "chat-form" }, input, send);
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    session.say(text.slice(0, MAX_CHAT));
    input.value = "";
  });
  const element = h("section", { class: "panel chat-panel" }, h("h3", { text: "Parley" }), list, form);
  const add = (m: ChatMessage) => {
    list.append(h("li", {}, h("strong", { text: `${m.from}${m.seat === null ? " (watching)" : ""}: ` }), m.text));
    while (list.childElementCount > 200) list.firstElementChild?.remove();
    list.scrollTop = list.scrollHeight;
  };
  for (const m of session.chat) add(m);
  return { element, add };
}
