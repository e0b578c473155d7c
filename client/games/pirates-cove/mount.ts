// Starts a Pirate's Cove table inside `host`: the Phaser chart (../phaser-board.ts, with the
// accessible hotspot layer on top) and, beside it, the DOM panels — your move (the navigation wheel, the battle,
// your Tavern cards), the ships and the fame track, the end, all moves and the rules.
// Moves go out through ActOnce: a double click plays once.
import { h } from "../../lib/dom";
import { ActOnce } from "../../table/act-once";
import { allMovesPanel } from "../../table/all-moves";
import type { TableState } from "../../table/protocol";
import { showRejection } from "../../table/rejection-notice";
import { rulesPanel } from "../../table/rules-panel";
import type { TableSession } from "../../table/session";
import { startBoard } from "../phaser-board";
import type { GameView } from "../types";
import { lockMove, setCourse, syncCourse, type Course } from "./course";
import { HEIGHT, WIDTH } from "./layout";
import { cardNamer, distinctMoves, groupMoves, namesFrom } from "./moves";
import { endPanel, movePanel, shipsPanel } from "./panels";
import { PC_RULES } from "./rules-text";
import { CoveScene, type CoveHost } from "./scene";
import { readBoard, readPrivate, type Action } from "./view";
import "./pc.css";


export function mount(host: HTMLElement, session: TableSession, onFirstFrame: () => void): GameView {
  const chartBox = h("div", { class: "pc-chart", "data-testid": "pc-chart" });
  const side = h("div", { class: "pc-side" });
  const root = h("div", { class: "pc" }, chartBox, side);
  host.append(root);
  chartBox.style.aspectRatio = `${WIDTH} / ${HEIGHT}`;
  const zoom = Math.max(1, Math.min(3, ((host.clientWidth || WIDTH) * (window.devicePixelRatio || 1)) / WIDTH));

  const once = new ActOnce((a) => session.act(a), () => session.state?.version ?? 0);
  const seatNames = () => (session.state?.seats ?? []).map((s, i) => s.name || `Seat ${i + 1}`);
  let course: Course = { set: null, locked: null };
  /** The last move sent: resent once if a simultaneous choice made it stale and it is still legal. */
  let lastSent: Action | null = null;
  let scene: CoveScene | null = null;
  const play = (move: Action) => {
    if (!once.act(move)) return;
    lastSent = move;
    rejection.hidden = true;
  };
  const legalIslands = () => {
    const state = session.state;
    const mine = state ? readPrivate(state, session.mySeat) : null;
    return groupMoves(mine?.moves ?? []).islands;
  };
  const setWheel = (island: number) => {
    course = setCourse(course, island, legalIslands());
    redraw();
  };
  const lock = () => {
    const move = lockMove(course, legalIslands());
    if (move) play(move);
  };
  const rules = rulesPanel("Pirate's Cove", PC_RULES);
  const moves = movePanel(play, setWheel, lock);
  const ships = shipsPanel();
  const end = endPanel();
  const all = allMovesPanel<Action>(play);
  const rejection = h("div", { class: "pc-rejection", "data-testid": "pc-rejection", role: "alert", hidden: true });
  side.append(rejection, end.element, moves.element, ships.element, all.element, rules.element);

  const render = (state: TableState) => {
    const board = readBoard(state);
    const me = session.mySeat;
    const mine = readPrivate(state, me);
    const names = namesFrom(board, seatNames(), cardNamer(board, mine));
    course = syncCourse(course, mine?.destination ?? null, board?.phase === "navigation");
    const active = me !== null && state.active.includes(me) && state.status === "playing";
    const groups = active && mine ? groupMoves(mine.moves) : null;
    const waiting = state.status === "waiting" ? "Waiting for the crew to come aboard."
      : state.status === "finished" ? state.result?.summary ?? "The voyage is over."
        : session.isSpectator ? "You are watching: only what everyone may see is shown."
          : `Waiting for ${state.active.map((s) => seatNames()[s]).join(", ") || "the table"}…`;
    moves.update({ board, mine, groups, names, course, waiting, log: session.log });
    ships.update(board, state.status === "playing" ? state.active : [], me);
    end.update(board, state.status === "finished", session.log, state.result?.summary ?? "");
    all.update(groups ? distinctMoves(mine!.moves, names).map((i) => ({ ...i, direct: true })) : [], groups !== null);
  };
  const redraw = () => {
    if (session.state) render(session.state);
    scene?.refresh();
  };
  const offs = [
    session.on("state", render),
    session.on("log", () => session.state && render(session.state)),
    session.on("welcome", () => session.state && render(session.state)),
    session.on("rejected", (r) => {
      once.release();
      if (r.code === "action/stale") {
        // Several seats choose at once: another's choice may have moved the table on first.
        const again = lastSent;
        lastSent = null;
        const mine = session.state ? readPrivate(session.state, session.mySeat) : null;
        const key = again && JSON.stringify(again);
        if (again && mine?.moves.some((m) => JSON.stringify(m) === key)) play(again);
        return;
      }
      showRejection(rejection, r, rules);
    }),
  ];
  if (session.state) render(session.state);

  const coveHost: CoveHost = {
    get state() { return session.state; },
    get mySeat() { return session.mySeat; },
    on: (event, cb) => session.on(event, cb),
    seatNames,
    wheel: () => course.set,
    setWheel,
  };
  const chart = startBoard({
    parent: chartBox, width: WIDTH, height: HEIGHT, zoom, backgroundColor: "#1d5a7a", sceneKey: "pirates-cove",
    scene: (hotspots) => (scene = new CoveScene(coveHost, hotspots, zoom, onFirstFrame)),
  });
  return {
    destroy() {
      offs.forEach((off) => off());
      chart.destroy();
      root.remove();
    },
  };
}
