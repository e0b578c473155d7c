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
  const game = new Phaser.Game({
    type: Phaser.AUTO,
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
