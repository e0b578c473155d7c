// "Your move": the buttons for the legal moves the chart has no click for — set-up choices
// (secret goals, origin and talent, custom map placements), island business, attacks, free
// actions and ending the turn. Every button sends one move of the server's list, unchanged.
import { clear, h } from "../../lib/dom";
import { describeMove, goalChoice, goalsToPick, type MoveGroups, type Names } from "./moves";
import { islandName } from "./names";
import { narrowBuild, narrowOrigin, type Narrowed } from "./setup-choices";
import type { Action, BoardView } from "./view";

export interface ActionPanel {
  element: HTMLElement;
  /** `offered`: moves another panel has a button for (not counted as only under "All moves"). */
  update(board: BoardView | null, groups: MoveGroups | null, names: Names, waitingFor: string, offered?: ReadonlySet<Action>): void;
}

const slug = (s: string) => s.replace(/[^a-zA-Z0-9]+/g, "-").replace(/^-|-$/g, "").toLowerCase();

/** The open step of a map placement, offered on the chart too: its connection points are clickable there. */
export interface BuildStepOnChart {
  key: string;
  options: { value: string; label: string }[];
  choose(value: string): void;
}

export function actionPanel(play: (move: Action) => void, onBuildStep: (step: BuildStepOnChart | null) => void = () => undefined, onShowAll: () => void = () => undefined): ActionPanel {
  const body = h("div", { class: "smt-actions-body" });
  const element = h("section", { class: "panel smt-actions", "data-testid": "smt-actions" }, h("h3", { text: "Your move" }), body);
  const picked = new Set<number>();
  let originPicks: Record<string, string> = {};
  let buildPicks: Record<string, string> = {};
  let last: { board: BoardView | null; groups: MoveGroups | null; names: Names; waitingFor: string; offered: ReadonlySet<Action> } | null = null;
  let movesKey = "";

  const button = (move: Action, names: Names, text?: string) => {
    const label = describeMove(move, names);
    const b = h("button", { type: "button", class: "small", "data-testid": `act-${move.type}`, "data-move": slug(label), title: label, text: text ?? label });
    b.addEventListener("click", () => play(move));
    return b;
  };

  const picker = <M extends Action>(n: Narrowed<M>, title: string, testid: string, names: Names, set: (key: string, value: string) => void) => {
    const box = h("div", { class: "smt-picker", "data-testid": testid }, h("h4", { text: title }));
    for (const step of n.steps) {
      if (step.options.length <= 1 && step.chosen !== null) continue;
      const row = h("div", { class: "smt-pick-row" }, h("span", { class: "smt-pick-title", text: step.title }));
      for (const o of step.options) {
        const b = h("button", { type: "button", class: `small ${step.chosen === o.value ? "" : "secondary"}`, "data-testid": `pick-${step.key}`, "data-value": o.value, "aria-pressed": String(step.chosen === o.value), text: o.label });
        b.addEventListener("click", () => set(step.key, o.value));
        row.append(b);
      }
      box.append(row);
    }
    if (n.move) box.append(button(n.move, names, `Confirm: ${describeMove(n.move, names)}`));
    else box.append(h("p", { class: "muted", text: `${n.left.length} possible — choose above.` }));
    return box;
  };

  let buildStep: BuildStepOnChart | null = null;
  const render = () => {
    buildStep = null;
    clear(body);
    if (!last) return;
    const { board, groups, names, waitingFor } = last;
    if (!board || !groups) {
      body.append(h("p", { class: "muted", "data-testid": "smt-waiting", text: waitingFor }));
      return;
    }
    if (groups.chooseGoals.length) {
      const k = goalsToPick(groups.chooseGoals);
      const box = h("div", { class: "smt-picker", "data-testid": "goal-picker" }, h("h4", { text: `Choose ${k} secret life goals` }));
      for (const g of board.goals) {
        const input = h("input", { type: "checkbox", "data-testid": `goal-${g.id}` });
        input.checked = picked.has(g.id);
        input.addEventListener("change", () => {
          if (input.checked) picked.add(g.id);
          else picked.delete(g.id);
          draw();
        });
        box.append(h("label", { class: "smt-goal", title: g.text }, input, h("b", { text: ` ${g.name}` }), h("span", { text: ` — ${g.text}` })));
      }
      const choice = goalChoice(groups.chooseGoals, [...picked]);
      const keep = h("button", { type: "button", "data-testid": "keep-goals", text: choice ? "Keep these goals" : `Tick ${k} goals` });
      keep.disabled = choice === null;
      keep.addEventListener("click", () => choice && play(choice));
      box.append(keep);
      body.append(box);
    }
    if (groups.chooseOrigin.length) {
      body.append(picker(narrowOrigin(groups.chooseOrigin, originPicks), "Your origin and talent", "origin-picker", names, (k, v) => {
        originPicks = { ...originPicks, [k]: v };
        draw();
      }));
    }
    if (groups.buildMap.length) {
      const n = narrowBuild(groups.buildMap, buildPicks);
      const set = (k: string, v: string) => {
        buildPicks = { ...buildPicks, [k]: v };
        draw();
      };
      const box = picker(n, "Place on the map", "build-picker", names, set);
      if (board.build) {
        box.insertBefore(h("p", { class: "muted", "data-testid": "build-constraints", text:
          `Islands still to place: ${board.build.islands.length ? board.build.islands.map(islandName).join(", ") : "none"}; route tiles left: ${board.build.routes.length}. ` +
          "Connect routes only at free connection points (the dots on the chart); routes never cross, and every island stays reachable. Only placements the rules allow are offered." }), box.children[1] ?? null);
      }
      body.append(box);
      const open = n.move ? null : n.steps[n.steps.length - 1];
      buildStep = open && (open.key === "a" || open.key === "b") ? { key: open.key, options: open.options, choose: (v) => set(open.key, v) } : null;
    }
    const section = (title: string, moves: Action[], testid: string) => {
      if (moves.length === 0) return;
      body.append(h("div", { class: "smt-group", "data-testid": testid }, h("h4", { text: title }), ...moves.map((m) => button(m, names))));
    };
    section("At this island", groups.island, "island-moves");
    section("Ships here", [...groups.attacks.values()].flat(), "attack-moves");
    section("Free actions", groups.free, "free-moves");
    if (groups.travel.size) body.append(h("p", { class: "muted", "data-testid": "travel-hint", text: `Click a highlighted space on the chart to sail there (${groups.travel.size} in reach).` }));
    if (groups.endTurn) body.append(h("div", { class: "smt-group" }, button(groups.endTurn, names)));
    const rest = groups.other.filter((m) => !last!.offered.has(m));
    if (rest.length) {
      const more = h("button", { type: "button", class: "small secondary", "data-testid": "show-all-moves", text: `${rest.length} more under "All moves"` });
      more.addEventListener("click", () => onShowAll());
      body.append(h("div", { class: "smt-group" }, more));
    }
  };
  const draw = () => {
    render();
    onBuildStep(buildStep);
  };

  return {
    element,
    update(board, groups, names, waitingFor, offered = new Set()) {
      // Choices in progress belong to one set of legal moves.
      const key = JSON.stringify([groups?.chooseGoals.length, groups?.chooseOrigin.length, groups?.buildMap.map((m) => m.route.tile).join()]);
      if (key !== movesKey) {
        movesKey = key;
        picked.clear();
        originPicks = {};
        buildPicks = {};
      }
      last = { board, groups, names, waitingFor, offered };
      draw();
    },
  };
}
