// Starts a Shiver Me Timbers table inside `host`: the Phaser sea chart (with the accessible
// hotspot layer on top) and, beside it, the DOM panels — your move, every captain's tableau,
// the all-moves list and the rules. Moves go out through the session, which plays a double
// click once and never shows a player a version number.
import { h } from "../../lib/dom";
import { allMovesPanel } from "../../table/all-moves";
import type { TableState } from "../../table/protocol";
import { showRejection } from "../../table/rejection-notice";
import { rulesPanel } from "../../table/rules-panel";
import type { TableSession } from "../../table/session";
import { startBoard } from "../phaser-board";
import type { GameView } from "../types";
import { actionPanel, type BuildStepOnChart } from "./action-panel";
import { chartZoom, sceneLayout } from "./chart-model";
import { modulePanels } from "./module-panels";
import { describeMove, groupMoves, namesFrom } from "./moves";
import { ChartScene, type ChartHost } from "./scene";
import { tableaux } from "./tableau";
import { tableauPanel } from "./tableau-panel";
import { readBoard, readPrivate, type Action } from "./view";
import "./smt.css";
import "./smt-modules.css";

export function mount(host: HTMLElement, session: TableSession, onFirstFrame: () => void): GameView {
  const chartBox = h("div", { class: "smt-chart", "data-testid": "smt-chart" });
  const side = h("div", { class: "smt-side" });
  const root = h("div", { class: "smt" }, chartBox, side);
  host.append(root);
  // A narrow stage (a phone) gets the tall chart; the chart box keeps the layout's proportions.
  const portrait = host.clientWidth < 700;
  const layout = sceneLayout(portrait);
  chartBox.style.aspectRatio = `${layout.width} / ${layout.height}`;
  const zoom = chartZoom(host.clientWidth || layout.width, layout.width, window.devicePixelRatio || 1);

  const seatNames = () => (session.state?.seats ?? []).map((s, i) => s.name || `Seat ${i + 1}`);
  // The session sends one move at a time and drops the second click of a double click.
  const play = (move: Action) => {
    if (session.act(move)) rejection.hidden = true;
  };
  // The rules' text is its own small chunk, fetched when the panel first opens.
  const rules = rulesPanel("Shiver Me Timbers", () => import("./rules-text").then((m) => m.SMT_RULES));
  let buildStep: BuildStepOnChart | null = null;
  let scene: ChartScene | null = null;
  const actions = actionPanel(play, (step) => {
    buildStep = step;
    scene?.refresh();
  }, () => showAll());
  const tableau = tableauPanel();
  const all = allMovesPanel<Action>(play);
  const showAll = () => {
    all.element.open = true;
    all.element.scrollIntoView({ block: "nearest" });
  };
  const rejection = h("div", { class: "smt-rejection", "data-testid": "smt-rejection", role: "alert", hidden: true });
  const modules = modulePanels(play, () => session.rematch());
  root.insertBefore(modules.duelElement, chartBox);
  side.append(rejection, modules.endElement, actions.element, modules.element, tableau.element, all.element, rules.element);

  const render = (state: TableState) => {
    const board = readBoard(state);
    const me = session.mySeat;
    const mine = readPrivate(state, me);
    const names = namesFrom(board, seatNames());
    const active = me !== null && state.active.includes(me) && state.status === "playing";
    const groups = active && mine ? groupMoves(mine.moves) : null;
    const waiting = state.status === "waiting" ? "Waiting for the crew to come aboard."
      : state.status === "finished" ? board?.final?.summary ?? state.result?.summary ?? "The voyage is over."
        : session.isSpectator ? "You are watching: only what everyone may see is shown."
          : `Waiting for ${state.active.map((s) => seatNames()[s]).join(", ") || "the table"}…`;
    modules.update({ state, board, mySeat: me, moves: groups ? (mine?.moves ?? []) : [], names, canRematch: state.status === "finished" && me !== null });
    actions.update(board, groups, names, waiting, modules.offered());
    if (board) tableau.update(tableaux(board, mine, me, state.status === "playing" ? state.active : [], seatNames()));
    const moves = groups ? (mine?.moves ?? []) : [];
    const onlyHere = new Set(groups ? groups.other.filter((m) => !modules.offered().has(m)) : []);
    all.update(moves.map((m) => ({ move: m, label: describeMove(m, names), direct: !onlyHere.has(m) })), groups !== null);
    // A decision that only the list offers (a pick, a loss, a card window) opens it by itself.
    if (groups && onlyHere.size === moves.length && moves.length > 0) all.element.open = true;
  };
  const offs = [
    session.on("state", render),
    session.on("log", modules.log),
    session.on("welcome", () => session.state && render(session.state)),
    session.on("rejected", (r) => {
      // A stale answer only means the table moved on: the new state is already drawn.
      if (r.code === "action/stale") return;
      showRejection(rejection, r, rules);
    }),
  ];
  if (session.state) render(session.state);

  const chartHost: ChartHost = {
    get state() { return session.state; },
    get mySeat() { return session.mySeat; },
    on: (event, cb) => session.on(event, cb),
    play,
    seatNames,
    buildStep: () => buildStep,
  };
  const phaser = startBoard({
    parent: chartBox, width: layout.width, height: layout.height, zoom, backgroundColor: "#1d4e6b", sceneKey: "shiver-me-timbers",
    scene: (hotspots) => (scene = new ChartScene(chartHost, hotspots, portrait, zoom, onFirstFrame)),
  });
  return {
    destroy() {
      offs.forEach((off) => off());
      phaser.destroy();
      root.remove();
    },
  };
}
