// Starts Phaser for a Booty Dice table inside `host` (../phaser-board.ts), with the dice legend beside it.
import type { TableSession } from "../../table/session";
import { boardZoom, startBoard } from "../phaser-board";
import type { GameView } from "../types";
import { layoutFor } from "./layout";
import { diceLegend } from "./legend";
import { BootyDiceScene } from "./scene";

export function mount(host: HTMLElement, session: TableSession, onFirstFrame: () => void): GameView {
  const portrait = host.clientWidth < 720 || host.clientWidth < host.clientHeight;
  const seats = Math.max(2, session.state?.seats.length ?? 2);
  const { width, height } = layoutFor(portrait, seats);
  const zoom = boardZoom();
  host.style.setProperty("--board-ratio", `${width} / ${height}`);
  const board = startBoard({
    parent: host, width, height, zoom, backgroundColor: "#0c2233", sceneKey: "booty-dice",
    scene: (hotspots) => new BootyDiceScene(session, hotspots, portrait, onFirstFrame, zoom),
  });
  const legend = diceLegend();
  // Beside the table: the right-hand column (above the log) on a wide screen, under the board on a phone.
  (host.closest(".table-layout")?.querySelector(".side-right") ?? host.parentElement)?.prepend(legend);
  return {
    destroy() {
      legend.remove();
      board.destroy();
    },
  };
}
