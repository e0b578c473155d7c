// Starts a game's Phaser board inside a box, the way every table page does: drawn at the
// device's pixel ratio (crisp on phones: the canvas has `zoom` pixels per game unit and the
// scene's camera zooms to match), scaled to fit, no audio, with the accessible hotspot layer
// on top that follows the canvas. `?renderer=canvas` (or webgl) overrides the automatic
// choice, e.g. for a device whose WebGL misbehaves.
import * as Phaser from "phaser";
import { HotspotLayer } from "../table/hotspots";

export interface BoardSpec {
  readonly parent: HTMLElement;
  /** The board's size in game units. */
  readonly width: number;
  readonly height: number;
  readonly zoom: number;
  readonly backgroundColor: string;
  /** The scene's key and a maker for it, called once Phaser is ready. */
  readonly sceneKey: string;
  readonly scene: (hotspots: HotspotLayer) => Phaser.Scene;
}

export interface StartedBoard {
  readonly game: Phaser.Game;
  readonly hotspots: HotspotLayer;
  destroy(): void;
}

/** Canvas pixels per game unit: the device pixel ratio, between 1 and 3. */
export function boardZoom(): number {
  return Math.min(3, Math.max(1, window.devicePixelRatio || 1));
}

export function startBoard(spec: BoardSpec): StartedBoard {
  const hotspots = new HotspotLayer(spec.width, spec.height);
  const wanted = new URLSearchParams(location.search).get("renderer");
  const game = new Phaser.Game({
    type: wanted === "canvas" ? Phaser.CANVAS : wanted === "webgl" ? Phaser.WEBGL : Phaser.AUTO,
    parent: spec.parent,
    width: Math.round(spec.width * spec.zoom),
    height: Math.round(spec.height * spec.zoom),
    backgroundColor: spec.backgroundColor,
    banner: false,
    audio: { noAudio: true },
    scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_BOTH },
    scene: [],
  });
  spec.parent.append(hotspots.element);
  let untrack: (() => void) | null = null;
  game.events.once("ready", () => {
    untrack = hotspots.trackCanvas(game.canvas);
    game.scene.add(spec.sceneKey, spec.scene(hotspots), true);
  });
  return {
    game,
    hotspots,
    destroy() {
      untrack?.();
      hotspots.element.remove();
      game.destroy(true);
    },
  };
}
