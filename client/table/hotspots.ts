// Accessible DOM buttons laid exactly over canvas targets (dice, pirates, buttons). They make
// the canvas usable by keyboard and screen readers, and give tests stable handles
// (data-testid); the canvas only draws. Coordinates are in game units, converted to percents.
export interface Hotspot {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  /** A pirate a Cutlass or Jolly Roger may pick now: outlined in red over the canvas too. */
  target?: boolean;
  onClick: () => void;
}

export class HotspotLayer {
  readonly element: HTMLDivElement;
  private readonly buttons = new Map<string, { el: HTMLButtonElement; spot: Hotspot }>();

  constructor(private readonly gameWidth: number, private readonly gameHeight: number) {
    this.element = document.createElement("div");
    this.element.className = "hotspots";
    this.element.dataset.testid = "hotspots";
  }

  /** Replaces the set of targets, keeping existing buttons (and focus) where ids match. */
  set(spots: readonly Hotspot[]): void {
    const keep = new Set(spots.map((s) => s.id));
    for (const [id, { el }] of this.buttons) {
      if (!keep.has(id)) {
        el.remove();
        this.buttons.delete(id);
      }
    }
    for (const spot of spots) {
      let entry = this.buttons.get(spot.id);
      if (!entry) {
        const el = document.createElement("button");
        el.type = "button";
        el.className = "hotspot";
        el.dataset.testid = spot.id;
        el.addEventListener("click", () => {
          const current = this.buttons.get(spot.id)?.spot;
          if (current && !current.disabled) current.onClick();
        });
        this.element.append(el);
        entry = { el, spot };
        this.buttons.set(spot.id, entry);
      }
      entry.spot = spot;
      const { el } = entry;
      el.style.left = `${(spot.x / this.gameWidth) * 100}%`;
      el.style.top = `${(spot.y / this.gameHeight) * 100}%`;
      el.style.width = `${(spot.w / this.gameWidth) * 100}%`;
      el.style.height = `${(spot.h / this.gameHeight) * 100}%`;
      el.setAttribute("aria-label", spot.label);
      el.title = spot.label;
      if (spot.pressed === undefined) el.removeAttribute("aria-pressed");
      else el.setAttribute("aria-pressed", String(spot.pressed));
      el.disabled = spot.disabled === true;
      el.classList.toggle("target", spot.target === true);
    }
  }

  /** Keeps the layer exactly over the canvas as Phaser's Scale.FIT resizes and centres it. */
  trackCanvas(canvas: HTMLCanvasElement): () => void {
    const place = () => {
      const host = this.element.parentElement;
      if (!host) return;
      const c = canvas.getBoundingClientRect();
      const p = host.getBoundingClientRect();
      Object.assign(this.element.style, {
        left: `${c.left - p.left}px`, top: `${c.top - p.top}px`, width: `${c.width}px`, height: `${c.height}px`,
      });
    };
    const observer = new ResizeObserver(place);
    observer.observe(canvas);
    if (this.element.parentElement) observer.observe(this.element.parentElement);
    window.addEventListener("resize", place);
    place();
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", place);
    };
  }
}
