// The turn clocks at the table: the server sends a `clock` message (server/table/turn-clock.ts)
// whenever they change and every few seconds while one runs; this strip counts down between them.
import { clear, h } from "../lib/dom";
import type { TableSession } from "../table/session";

export interface ClockMessage {
  readonly kind: "move" | "bank";
  readonly at: number;
  readonly seats: readonly { readonly seat: number; readonly remainingMs: number; readonly running: boolean }[];
}

/** "m:ss", or "h:mm:ss" past an hour. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const s = total % 60;
  const m = Math.floor(total / 60) % 60;
  const hours = Math.floor(total / 3600);
  const pad = (n: number) => String(n).padStart(2, "0");
  return hours > 0 ? `${hours}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

export function clockPanel(session: TableSession): { readonly element: HTMLElement; destroy(): void } {
  const element = h("div", { class: "panel clocks", "data-testid": "clocks", hidden: true });
  let last: { message: ClockMessage; receivedAt: number } | null = null;
  const draw = () => {
    if (!last) return;
    const { message, receivedAt } = last;
    const elapsed = performance.now() - receivedAt;
    clear(element);
    element.hidden = false;
    element.append(h("h3", { text: message.kind === "bank" ? "Time banks" : "Time per move" }));
    for (const s of message.seats) {
      const left = s.running ? s.remainingMs - elapsed : s.remainingMs;
      const name = session.state?.seats[s.seat]?.name || `Seat ${s.seat + 1}`;
      element.append(h("div", { class: "seat" }, h("span", { class: "seat-name", text: name }),
        h("span", { class: `clock${s.running ? " running" : ""}${s.running && left < 10_000 ? " low" : ""}`, "data-testid": `clock-${s.seat}`, text: formatClock(left) })));
    }
  };
  const off = session.room.onMessage("clock", (message: ClockMessage) => {
    last = { message, receivedAt: performance.now() };
    draw();
  });
  const timer = setInterval(draw, 250);
  return {
    element,
    destroy() {
      clearInterval(timer);
      off?.();
    },
  };
}
