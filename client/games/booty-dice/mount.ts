// Starts Phaser for a Booty Dice table inside `host`, with the accessible hotspot layer on top.
import * as Phaser from "phaser";
import { HotspotLayer } from "../../table/hotspots";
import type { TableSession } from "../../table/session";
import type { GameView } from "../types";
import { layoutFor } from "./layout";
import { diceLegend } from "./legend";
import { BootyDiceScene } from "./scene";

export function mount(host: HTMLElement, session: TableSession, onFirstFrame: () => void): GameView {
  const portrait = host.clientWidth < 720 || host.clientWidth < host.clientHeight;
  const seats = Math.max(2, session.state?.seats.length ?? 2);
  const { width, height } = layoutFor(portrait, seats);
  const hotspots = new HotspotLayer(width, height);
  // Drawn at the device's pixel ratio (crisp on phones): the canvas has that many pixels per
  // game unit and the scene's camera zooms to match; the page sizes the host to the board.
  const zoom = Math.min(3, Math.max(1, window.devicePixelRatio || 1));
  host.style.setProperty("--board-ratio", `${width} / ${height}`);
  // `?renderer=canvas` (or webgl) overrides the automatic choice, e.g. for a device whose WebGL misbehaves.
  const wanted = new URLSearchParams(location.search).get("renderer");
  const game = new Phaser.Game({
    type: wanted === "canvas" ? Phaser.CANVAS : wanted === "webgl" ? Phaser.WEBGL : Phaser.AUTO,
    parent: host,
    width: Math.round(width * zoom),
    height: Math.round(height * zoom),
    backgroundColor: "#0c2233",
    banner: false,
    audio: { noAudio: true },
    scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_BOTH },
    scene: [],
  });
  host.append(hotspots.element);
  const legend = diceLegend();
  // Beside the table: the right-hand column (above the log) on a wide screen, under the board on a phone.
  (host.closest(".table-layout")?.querySelector(".side-right") ?? host.parentElement)?.prepend(legend);
  let untrack: (() => void) | null = null;
  game.events.once("ready", () => {
    untrack = hotspots.trackCanvas(game.canvas);
    game.scene.add("booty-dice", new BootyDiceScene(session, hotspots, portrait, onFirstFrame, zoom), true);
  });
  return {
    destroy() {
      untrack?.();
      hotspots.element.remove();
      legend.remove();
      game.destroy(true);
    },
  };
}
