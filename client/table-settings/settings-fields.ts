// The create form's fields for a table's watching policy and turn clock (docs/protocol.md ›
// Create), for the lobby to place beside the game's options. `read()` gives the create options
// to spread into `client.create("table", { … })`; `hostEntropy()` the host browser's share of the
// seed (docs/fairness.md), to send as `entropy`. Plain DOM, so the lobby stays small.
import { h } from "../lib/dom";
import { newEntropy, rememberEntropy } from "../verify/fair-seed";

export interface TableSettingsOptions {
  watching: "none" | "live" | "delayed";
  watchDelay?: number;
  clock?: { kind: "move" | "bank"; seconds: number };
}

/** Turns the fields' values into create options, or a sentence saying what is wrong. */
export function settingsFromFields(values: { watching: string; delay: string; clock: string; seconds: string }):
  { ok: true; options: TableSettingsOptions } | { ok: false; problem: string } {
  const watching = values.watching === "none" || values.watching === "delayed" ? values.watching : "live";
  const options: TableSettingsOptions = { watching };
  if (watching === "delayed") {
    const delay = Number(values.delay);
    if (!Number.isInteger(delay) || delay < 1 || delay > 200) return { ok: false, problem: "The delay is a number of actions from 1 to 200." };
    options.watchDelay = delay;
  }
  if (values.clock === "move" || values.clock === "bank") {
    const seconds = Number(values.seconds);
    if (!Number.isInteger(seconds) || seconds < 2 || seconds > 86_400) return { ok: false, problem: "The clock needs a whole number of seconds, from 2 to 86,400." };
    options.clock = { kind: values.clock, seconds };
  }
  return { ok: true, options };
}

/** The host's contribution to the seed, remembered for the verify page. */
export function hostEntropy(): string {
  const entropy = newEntropy();
  rememberEntropy(entropy);
  return entropy;
}

export function tableSettingsFields(): { readonly element: HTMLElement; read(): ReturnType<typeof settingsFromFields> } {
  const watching = h("select", { id: "watching", "data-testid": "watching" },
    h("option", { value: "live", text: "Spectators watch live", selected: true }),
    h("option", { value: "delayed", text: "Spectators watch with a delay" }),
    h("option", { value: "none", text: "No spectators" }));
  const delay = h("input", { type: "number", id: "watch-delay", "data-testid": "watch-delay", min: 1, max: 200, value: 5, inputmode: "numeric" });
  const clock = h("select", { id: "clock", "data-testid": "clock" },
    h("option", { value: "", text: "No turn clock", selected: true }),
    h("option", { value: "move", text: "Time per move" }),
    h("option", { value: "bank", text: "Time bank per pirate" }));
  const seconds = h("input", { type: "number", id: "clock-seconds", "data-testid": "clock-seconds", min: 2, max: 86_400, value: 60, inputmode: "numeric" });
  const delayRow = h("label", { for: "watch-delay", hidden: true }, "Actions behind: ", delay);
  const secondsRow = h("label", { for: "clock-seconds", hidden: true }, "Seconds: ", seconds);
  const sync = () => {
    delayRow.hidden = watching.value !== "delayed";
    secondsRow.hidden = clock.value === "";
  };
  watching.addEventListener("change", sync);
  clock.addEventListener("change", sync);
  const element = h("div", { class: "table-settings", "data-testid": "table-settings" },
    h("h3", { text: "Watching and clocks" }),
    h("div", { class: "row" }, watching, delayRow),
    h("div", { class: "row" }, clock, secondsRow));
  return { element, read: () => settingsFromFields({ watching: watching.value, delay: delay.value, clock: clock.value, seconds: seconds.value }) };
}
