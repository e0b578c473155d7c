// The seats list: who sits where, the host, bots, who is away, whose turn it is.
import { clear, h } from "../lib/dom";
import type { TableState } from "./protocol";
import type { TableSession } from "./session";

export function seatsPanel(session: TableSession): { element: HTMLElement; update(state: TableState): void } {
  const list = h("ol", { class: "seats", "data-testid": "seats-list" });
  const element = h("section", { class: "panel seats-panel" }, h("h3", { text: "Crew" }), list);

  const update = (state: TableState) => {
    clear(list);
    const mine = session.mySeat;
    for (const seat of state.seats) {
      const marks: string[] = [];
      if (seat.index === state.hostSeat) marks.push("captain");
      if (seat.bot) marks.push("bot");
      else if (seat.taken && !seat.connected) marks.push(seat.botActing ? "away · bot plays" : "away");
      if (seat.index === mine) marks.push("you");
      const active = state.status === "playing" && state.active.includes(seat.index);
      const item = h("li", {
        class: `seat${active ? " active" : ""}${seat.index === mine ? " mine" : ""}${seat.taken || seat.bot ? "" : " empty"}`,
        "data-testid": `seat-${seat.index}`,
      },
        h("span", { class: "seat-name", text: seat.taken || seat.bot ? seat.name || `Seat ${seat.index + 1}` : "Empty seat" }),
        ...marks.map((m) => h("span", { class: `tag tag-${m.split(" ")[0]}`, text: m })));
      if (state.status === "waiting" && session.isSpectator && !seat.taken && !seat.bot) {
        const sit = h("button", { type: "button", class: "small", text: "Sit here", "data-testid": `sit-${seat.index}` });
        sit.addEventListener("click", () => session.sit(seat.index));
        item.append(sit);
      }
      list.append(item);
    }
  };
  return { element, update };
}
