// The replay page (/r/:id): a finished match, rebuilt in the browser with the shared rules and
// drawn by the game's own scene, action by action: play, pause, step, jump, speed, and whose
// eyes (a spectator, any seat with its secrets as they were then, everything revealed).
import "../table/table.css";
import "./replay.css";
import { clear, h } from "../lib/dom";
import type { GameView } from "../games/types";
import { frameAt, logLinesUpTo, replayMatch, secretsAt, type Perspective, type ReplayedMatch } from "./frames";
import { fetchRecord } from "./record-api";
import { mountScene } from "./scene-host";
import { StillRoom, stillSession } from "./still-room";

const SPEEDS = [0.5, 1, 2, 4, 8];
const STEP_MS = 1000;

export async function mountReplay(root: HTMLElement, matchId: string): Promise<void> {
  clear(root);
  document.title = "Replay · Broadside";
  const status = h("p", { class: "boot", text: "Fetching the record…" });
  root.append(status);
  let match: ReplayedMatch;
  try {
    match = replayMatch(await fetchRecord(matchId));
  } catch (error) {
    status.replaceWith(h("div", { class: "card error", "data-testid": "replay-failed" }, h("h2", { text: "Cannot replay" }),
      h("p", { text: error instanceof Error ? error.message : String(error) }), h("a", { href: "/", class: "btn", text: "Back to the lobby" })));
    return;
  }
  status.remove();
  new ReplayPage(root, match).start();
}

class ReplayPage {
  private index = 0;
  private perspective: Perspective = { kind: "spectator" };
  private speed = 1;
  private timer: ReturnType<typeof setInterval> | null = null;
  private room = new StillRoom();
  private view: GameView | null = null;
  private readonly host = h("div", { class: "game-host", "data-testid": "game-host" });
  private readonly slider: HTMLInputElement;
  private readonly jump: HTMLInputElement;
  private readonly position = h("span", { class: "replay-position", "data-testid": "replay-position" });
  private readonly playButton = h("button", { type: "button", "data-testid": "replay-play", text: "Play" });
  private readonly log = h("ol", { class: "replay-log", "data-testid": "replay-log" });
  private readonly secrets = h("div", { class: "panel replay-secrets", "data-testid": "replay-secrets", hidden: true });
  private readonly last: number;

  constructor(private readonly root: HTMLElement, private readonly match: ReplayedMatch) {
    this.last = match.states.length - 1;
    this.slider = h("input", { type: "range", min: 0, max: this.last, value: 0, "aria-label": "Jump to a move", "data-testid": "replay-slider" });
    this.jump = h("input", { type: "number", min: 0, max: this.last, value: 0, "aria-label": "Move number", "data-testid": "replay-jump" });
  }

  start(): void {
    const { record } = this.match;
    const perspective = h("select", { "data-testid": "replay-perspective", "aria-label": "Whose eyes" },
      h("option", { value: "spectator", text: "As a spectator" }),
      ...record.seats.map((s) => h("option", { value: `seat:${s.seat}`, text: `As ${s.name} (seat ${s.seat + 1})` })),
      h("option", { value: "revealed", text: "Everything revealed" }));
    const speed = h("select", { "data-testid": "replay-speed", "aria-label": "Speed" },
      ...SPEEDS.map((s) => h("option", { value: s, text: `${s}×`, selected: s === 1 })));
    const back = h("button", { type: "button", class: "secondary", "data-testid": "replay-step-back", text: "◀ Step" });
    const step = h("button", { type: "button", class: "secondary", "data-testid": "replay-step", text: "Step ▶" });
    const toEnd = h("button", { type: "button", class: "secondary", "data-testid": "replay-end", text: "End ▶▶" });
    this.playButton.addEventListener("click", () => (this.timer ? this.pause() : this.play()));
    back.addEventListener("click", () => this.goTo(this.index - 1));
    step.addEventListener("click", () => this.goTo(this.index + 1));
    toEnd.addEventListener("click", () => this.goTo(this.last));
    this.slider.addEventListener("input", () => this.goTo(Number(this.slider.value)));
    this.jump.addEventListener("change", () => this.goTo(Number(this.jump.value)));
    speed.addEventListener("change", () => {
      this.speed = Number(speed.value);
      if (this.timer) this.play();
    });
    perspective.addEventListener("change", () => void this.see(parsePerspective(perspective.value)));

    this.root.append(h("div", { class: "table-page replay-page", "data-testid": "replay-page" },
      h("header", { class: "table-bar" },
        h("a", { href: "/", class: "brand small-brand", text: "Broadside" }),
        h("span", { class: "bar-code", text: `Replay: ${record.gameName}` }),
        h("span", { class: "bar-status", text: record.seats.map((s) => s.name).join(", ") }),
        h("a", { href: `/v/${record.id}`, class: "btn secondary small", "data-testid": "replay-verify", text: "Verify the dice" })),
      h("div", { class: "replay-controls" }, this.playButton, back, step, toEnd, speed, this.slider, this.jump, this.position, perspective),
      h("div", { class: "table-layout" },
        h("aside", { class: "side side-left" }, this.secrets),
        h("div", { class: "stage" }, this.host),
        h("aside", { class: "side side-right" }, h("div", { class: "panel" }, h("h3", { text: "Ship's log" }), this.log)))));
    void this.see(this.perspective);
  }

  private play(): void {
    this.pause();
    if (this.index >= this.last) this.goTo(0);
    this.playButton.textContent = "Pause";
    this.timer = setInterval(() => {
      if (this.index >= this.last) this.pause();
      else this.goTo(this.index + 1);
    }, STEP_MS / this.speed);
  }

  private pause(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.playButton.textContent = "Play";
  }

  /** A perspective change redraws the scene from scratch: it is a different player's table. */
  private async see(perspective: Perspective): Promise<void> {
    this.perspective = perspective;
    this.view?.destroy();
    this.view = null;
    clear(this.host);
    this.room = new StillRoom();
    const session = stillSession(this.room, `replay-${this.match.record.id}`);
    this.room.welcome(perspective.kind === "seat" ? perspective.seat : null);
    this.render();
    // The same test and debugging hook as the table page's: read-only.
    window.__broadside = { session, state: () => session.state };
    this.view = await mountScene(this.host, session);
  }

  private goTo(index: number): void {
    this.index = Math.max(0, Math.min(this.last, Math.round(index)));
    this.render();
  }

  private render(): void {
    const frame = frameAt(this.match, this.index, this.perspective);
    this.room.show(frame);
    this.slider.value = String(this.index);
    this.jump.value = String(this.index);
    this.position.textContent = `Move ${this.index} of ${this.last}`;
    document.body.dataset.replayIndex = String(this.index);
    clear(this.log);
    const lines = logLinesUpTo(this.match, this.index, this.perspective);
    for (const line of lines.slice(-200)) this.log.append(h("li", { class: line.n === this.index ? "current" : undefined, text: `${line.n}. ${line.text}` }));
    this.log.scrollTop = this.log.scrollHeight;
    this.secrets.hidden = this.perspective.kind !== "revealed";
    if (this.perspective.kind === "revealed") {
      clear(this.secrets);
      this.secrets.append(h("h3", { text: "Every seat's secrets" }));
      for (const s of secretsAt(this.match, this.index)) this.secrets.append(h("strong", { text: s.name }), h("pre", { text: JSON.stringify(s.view, null, 1) }));
    }
  }
}

function parsePerspective(value: string): Perspective {
  if (value === "revealed") return { kind: "revealed" };
  if (value.startsWith("seat:")) return { kind: "seat", seat: Number(value.slice(5)) };
  return { kind: "spectator" };
}
