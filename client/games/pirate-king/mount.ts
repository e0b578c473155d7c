// Starts a Pirate King table inside `host`: the Phaser board (with the accessible hotspot
// layer on top) and, beside it, the DOM panels — your move, the parlay trade panel, every
// captain, at sea (cards drawn, the last fight), the Sea Chart, all moves and the rules.
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
import { BOARD } from "./board-layout";
import { captains } from "./captains";
import { captainsPanel } from "./captains-panel";
import { chartPanel } from "./chart-panel";
import { decisionPanel } from "./decision-panel";
import { seaEvents } from "./events-model";
import { eventsPanel } from "./events-panel";
import { describeMove, groupMoves } from "./moves";
import { seatName } from "./names";
import { parlayModel } from "./parlay-model";
import { parlayPanel } from "./parlay-panel";
import { PK_RULES } from "./rules-text";
import { BoardScene, statusText, territorySpace, type BoardHost } from "./scene";
import { readBoard, readPrivate, type Action } from "./view";
import "./pk.css";

export function mount(host: HTMLElement, session: TableSession, onFirstFrame: () => void): GameView {
  const boardBox = h("div", { class: "pk-board", "data-testid": "pk-board" });
  const side = h("div", { class: "pk-side" });
  const root = h("div", { class: "pk" }, boardBox, side);
  host.append(root);
  boardBox.style.aspectRatio = `${BOARD.width} / ${BOARD.height}`;
  const cssWidth = Math.min(host.clientWidth || BOARD.width, 900);
  const zoom = Math.max(1, Math.min(3, (cssWidth * (window.devicePixelRatio || 1)) / BOARD.width));

  const once = new ActOnce((a) => session.act(a), () => session.state?.version ?? 0);
  const seatNames = () => (session.state?.seats ?? []).map((s, i) => s.name || `Seat ${i + 1}`);
  const play = (move: Action) => {
    if (!once.act(move)) return;
    rejection.hidden = true;
  };
  let partner: number | null = null;
  const rules = rulesPanel("Pirate King", PK_RULES);
  const shipLabel = (ship: number) => {
    const b = readBoard(session.state);
    const s = b?.ships[ship];
    if (!b || !s) return `ship ${ship + 1}`;
    const own = b.ships.filter((x) => x.owner === s.owner);
    return `${seatName(seatNames(), s.owner)}'s ship${own.length > 1 ? ` ${own.indexOf(s) + 1}` : ""}`;
  };
  const decision = decisionPanel(play, shipLabel, () => session.rematch());
  const parlay = parlayPanel(play, (p) => {
    partner = p;
    if (session.state) render(session.state);
  });
  const crew = captainsPanel();
  const events = eventsPanel();
  const all = allMovesPanel<Action>(play);
  const rejection = h("div", { class: "pk-rejection", "data-testid": "pk-rejection", role: "alert", hidden: true });
  side.append(rejection, decision.element, parlay.element, crew.element, events.element, all.element, chartPanel(), rules.element);

  const render = (state: TableState) => {
    const board = readBoard(state);
    const me = session.mySeat;
    const mine = readPrivate(state, me);
    const names = seatNames();
    const active = me !== null && state.active.includes(me) && state.status === "playing" && mine !== null;
    const moves = active ? mine.moves : [];
    const groups = groupMoves(moves, territorySpace);
    const headline = state.status === "waiting" ? "Waiting for the crew to come aboard."
      : state.status === "finished" ? (state.result?.summary ?? "The game is over.")
        : !board ? "" : session.isSpectator ? `You are watching: only what everyone may see is shown. ${statusText(board, names, null)}`
          : active ? statusText(board, names, me) : `Waiting for ${state.active.map((s) => seatName(names, s)).join(", ") || "the table"}…`;
    decision.update(headline, groups.buttons, names, active);
    decision.setTitle(session.isSpectator ? "At the table" : "Your move");
    decision.showRematch(state.status === "finished" && me !== null);
    parlay.update(parlayModel(board, mine, me, names, partner), names, active);
    if (board) crew.update(captains(board, mine, me, state.status === "playing" ? state.active : [], names));
    all.update(moves.map((m) => ({ move: m, label: describeMove(m, names, shipLabel), direct: true })), active);
  };
  const offs = [
    session.on("state", render),
    session.on("welcome", () => session.state && render(session.state)),
    session.on("log", () => events.update(seaEvents(session.log))),
    session.on("rejected", (r) => {
      once.release();
      if (r.code === "action/stale") return;
      showRejection(rejection, r, rules);
    }),
  ];
  events.update(seaEvents(session.log));
  if (session.state) render(session.state);

  const boardHost: BoardHost = {
    get state() { return session.state; },
    get mySeat() { return session.mySeat; },
    on: (event, cb) => session.on(event, cb),
    play,
    place: (moves, where) => (moves.length === 1 ? play(moves[0]) : decision.choose(moves, where, seatNames())),
    seatNames,
  };
  const phaser = startBoard({
    parent: boardBox, width: BOARD.width, height: BOARD.height, zoom, backgroundColor: "#1d4e6b", sceneKey: "pirate-king",
    scene: (hotspots) => new BoardScene(boardHost, hotspots, zoom, onFirstFrame),
  });
  return {
    destroy() {
      offs.forEach((off) => off());
      phaser.destroy();
      root.remove();
    },
  };
}
