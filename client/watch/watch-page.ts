// The delayed watch page (/w/CODE): spectators of a table created with `watching: "delayed"` are
// not in its room; they poll GET /api/tables/CODE/delayed, the public board N actions behind, and
// see it drawn by the game's own scene (docs/protocol.md › Watching policies).
import "../table/table.css";
import "../replay/replay.css";
import { clear, h } from "../lib/dom";
import type { GameView } from "../games/types";
import type { DelayedFrame } from "../../server/table/watch-policy";
import { gameRegistry } from "../../shared/games/registry";
import { gameSchemaRegistry } from "../../server/games/registry";
import { syncedState } from "../replay/frames";
import { mountScene } from "../replay/scene-host";
import { StillRoom, stillSession } from "../replay/still-room";

const POLL_MS = 1500;

export async function mountWatch(root: HTMLElement, code: string): Promise<void> {
  clear(root);
  document.title = `Watching ${code} · Broadside`;
  const note = h("span", { class: "bar-status", "data-testid": "watch-delay", text: "Waiting for the table…" });
  const host = h("div", { class: "game-host", "data-testid": "game-host" });
  const log = h("ol", { class: "replay-log", "data-testid": "watch-log" });
  root.append(h("div", { class: "table-page" },
    h("header", { class: "table-bar" }, h("a", { href: "/", class: "brand small-brand", text: "Broadside" }), h("span", { class: "bar-code", text: `Table ${code}` }), note),
    h("div", { class: "banner spectator", text: "You are watching with a delay, so no live position can be passed to a player." }),
    h("div", { class: "table-layout" }, h("aside", { class: "side side-left" }), h("div", { class: "stage" }, host),
      h("aside", { class: "side side-right" }, h("div", { class: "panel" }, h("h3", { text: "Ship's log" }), log)))));

  const room = new StillRoom();
  const session = stillSession(room, `watch-${code}`);
  room.welcome(null);
  let view: GameView | null = null;
  let shownKey = "";
  const poll = async (): Promise<void> => {
    const response = await fetch(`/api/tables/${encodeURIComponent(code)}/delayed`).catch(() => null);
    if (!response || !response.ok) {
      const body = (await response?.json().catch(() => null)) as { error?: { message?: string } } | null;
      note.textContent = body?.error?.message ?? "The table cannot be reached; trying again…";
      return;
    }
    const frame = (await response.json()) as DelayedFrame;
    const key = `${frame.status}:${frame.version}`;
    if (key === shownKey) return;
    shownKey = key;
    const game = gameRegistry.get(frame.game);
    const schemas = gameSchemaRegistry.get(frame.game);
    if (!game || !schemas) {
      note.textContent = `This page cannot draw the game "${frame.game}".`;
      return;
    }
    room.show(syncedState(game, schemas, {
      status: frame.status,
      version: frame.version,
      seats: frame.seats,
      active: frame.active,
      publicView: frame.board,
      result: frame.result,
      private: {},
    }));
    note.textContent = frame.status === "finished" ? "The game is over." : `Move ${frame.version}, ${frame.behind} actions behind the table`;
    document.body.dataset.watchVersion = String(frame.version);
    clear(log);
    for (const line of frame.log) log.append(h("li", { text: `${line.n}. ${line.text}` }));
    log.scrollTop = log.scrollHeight;
    if (!view) {
      window.__broadside = { session, state: () => session.state };
      view = await mountScene(host, session);
    }
  };
  const tick = () => void poll().finally(() => setTimeout(tick, POLL_MS));
  tick();
}
