// The duel's own view, above the sea chart while a boarding, a raid or the duel for the
// victory is fought: the plank with both captains at its ends and the miniature on its space,
// each side's strength, speed, hull and cards in hand, the cards face up, and your own hand:
// each card with its red attack (height, wounds) and blue guard, and a button for each legal
// play. Buttons send the server's moves unchanged.
import { clear, h } from "../../lib/dom";
import { duelCardFace, plankIndex, type DuelModel } from "./duel-model";
import type { Names } from "./moves";
import { describeMove } from "./moves";
import type { Action } from "./view";

const HEIGHT_MARK: Readonly<Record<string, string>> = { high: "▲ high", middle: "◆ middle", low: "▼ low" };

function cardElement(id: string, text: string, extra: Node | null): HTMLElement {
  const f = duelCardFace(id);
  const card = h("div", { class: `smt-duel-card ${f.kind}`, "data-testid": "duel-card", "data-card": id, title: text });
  if (f.attack && f.guard) {
    card.append(
      h("div", { class: "red", title: `Red attack: ${f.attack.height}, ${f.attack.wounds} wound(s)` }, h("b", { text: HEIGHT_MARK[f.attack.height] }), h("span", { text: ` ${"✖".repeat(f.attack.wounds)}` })),
      h("div", { class: "blue", title: `Blue guard: ${f.guard}` }, h("span", { text: `guard ${HEIGHT_MARK[f.guard]}` })),
    );
  } else {
    card.append(h("div", { class: f.kind === "feint" || f.kind === "rigg" ? "red special" : "blue special", text: text.split(":")[0] }));
  }
  if (extra) card.append(extra);
  return card;
}

export function duelView(play: (move: Action) => void): { element: HTMLElement; update(model: DuelModel | null, names: Names): void } {
  const element = h("section", { class: "panel smt-duel", "data-testid": "smt-duel", hidden: true, "aria-live": "polite" });
  let shownFor = "";
  return {
    element,
    update(model, names) {
      clear(element);
      element.hidden = model === null;
      if (!model) {
        shownFor = "";
        return;
      }
      const side = (s: DuelModel["attacker"], label: string) => h("div", { class: `smt-duel-side${s.you ? " you" : ""}`, "data-testid": `duel-${label}` },
        h("b", { text: `${s.name}${s.you ? " (you)" : ""}` }), h("span", { class: "muted", text: ` ${label}` }),
        h("div", { text: `strength ${s.strength} · speed ${s.speed}${s.hull !== null && model.resilientShips ? ` · hull ${s.hull}` : ""} · ${s.handSize} card${s.handSize === 1 ? "" : "s"} in hand` }));
      const at = plankIndex(model.plank);
      const plank = h("div", { class: "smt-plank", "data-testid": "duel-plank", "data-plank": String(model.plank), title: "The plank: the miniature moves towards the captain who is losing; off the end, that captain falls" });
      plank.append(h("span", { class: `smt-plank-end${at === -1 ? " fell" : ""}`, text: at === -1 ? `${model.attacker.name} fell!` : model.attacker.name }));
      for (let i = 0; i < 7; i++) plank.append(h("span", { class: `smt-plank-space${i === 3 ? " centre" : ""}${i === at ? " here" : ""}`, text: i === at ? "⚔" : "" }));
      plank.append(h("span", { class: `smt-plank-end${at === 7 ? " fell" : ""}`, text: at === 7 ? `${model.defender.name} fell!` : model.defender.name }));
      element.append(h("h3", { text: model.title }));
      if (model.youAre) element.append(h("p", { class: "smt-duel-you", "data-testid": "duel-you-are", text: `You fight as ${model.youAre}.${model.yourMove ? " Your move!" : ""}` }));
      element.append(
        h("p", { class: "muted", "data-testid": "duel-phase", text: model.phaseText + (model.resilientShips ? " (Resilient ships: on.)" : "") }),
        h("div", { class: "smt-duel-sides" }, side(model.attacker, "attacker"), plank, side(model.defender, "defender")),
      );
      if (model.pending) element.append(h("p", { class: "smt-duel-pending", "data-testid": "duel-pending", text: `Attack waiting: ${model.pending}` }));
      if (model.played.length) {
        const row = h("div", { class: "smt-duel-played", "data-testid": "duel-played" }, h("span", { class: "muted", text: "Face up: " }));
        for (const p of model.played.slice(-6)) row.append(cardElement(p.card, `${p.by}: ${p.as} — ${p.text}`, h("small", { text: `${p.by} · ${p.as}` })));
        element.append(row);
      }
      if (model.hand.length) {
        const row = h("div", { class: "smt-duel-hand", "data-testid": "duel-hand" }, h("span", { class: "muted", text: "Your hand: " }));
        for (const c of model.hand) {
          const buttons = c.moves.length ? h("div", {}, ...c.moves.map((m) => {
            const b = h("button", { type: "button", class: "small", "data-testid": `act-${m.type}`, "data-card": c.id, title: describeMove(m, names), text: m.type.replace("duel_", "") });
            b.addEventListener("click", () => play(m));
            return b;
          })) : null;
          row.append(cardElement(c.id, c.text, buttons));
        }
        element.append(row);
      }
      if (model.buttons.length) {
        element.append(h("div", { class: "smt-group", "data-testid": "duel-buttons" }, ...model.buttons.map((m) => {
          const b = h("button", { type: "button", class: "small", "data-testid": `act-${m.type}`, text: describeMove(m, names) });
          b.addEventListener("click", () => play(m));
          return b;
        })));
      }
      if (model.outcome) element.append(h("p", { class: "smt-duel-outcome", "data-testid": "duel-outcome", text: model.outcome }));
      // The first time a duel appears, bring it into view.
      const key = `${model.title}`;
      if (key !== shownFor) {
        shownFor = key;
        element.scrollIntoView?.({ block: "nearest" });
      }
    },
  };
}
