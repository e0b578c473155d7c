// Starts Phaser for a Booty Dice table inside `host`, with the accessible hotspot layer on top.
import * as Phaser from "phaser";
import { HotspotLayer } from "../../table/hotspots";
import type { TableSession } from "../../table/session";
import type { GameView } from "../types";
import { layoutFor } from "./layout";
import { BootyDiceScene } from "./scene";

export function mount(host: HTMLElement, session: TableSession, onFirstFrame: () => void): GameView {
  const portrait = host.clientWidth < 720 || host.clientWidth < host.clientHeight;
  const { width, height } = layoutFor(portrait, 2);
  const hotspots = new HotspotLayer(width, height);
  // `?renderer=canvas` (or webgl) overrides the automatic choice, e.g. for a device whose WebGL misbehaves.
  const wanted = new URLSearchParams(location.search).get("renderer");
  const game = new Phaser.Game({
    type: wanted === "canvas" ? Phaser.CANVAS : wanted === "webgl" ? Phaser.WEBGL : Phaser.AUTO,
    parent: host,
    width,
    height,
    backgroundColor: "#0c2233",
    banner: false,
    audio: { noAudio: true },
    scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_BOTH },
    scene: [],
  });
  host.append(hotspots.element);
  let untrack: (() => void) | null = null;
  game.events.once("ready", () => {
    untrack = hotspots.trackCanvas(game.canvas);
    game.scene.add("booty-dice", new BootyDiceScene(session, hotspots, portrait, onFirstFrame), true);
  });
  return {
    destroy() {
      untrack?.();
      hotspots.element.remove();
      game.destroy(true);
    },
  };
}
