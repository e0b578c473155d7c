// The loading bar shown while the table connects and Phaser downloads. Downloads give no byte
// progress through import(), so each stage eases toward its ceiling until it completes.
import { h } from "../lib/dom";

export class ProgressBar {
  readonly element: HTMLElement;
  private readonly fill: HTMLElement;
  private readonly label: HTMLElement;
  private value = 0;
  private ceiling = 0;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor() {
    this.fill = h("div", { class: "progress-fill" });
    this.label = h("div", { class: "progress-label", text: "Weighing anchor…" });
    this.element = h("div", { class: "progress", role: "progressbar", "aria-valuemin": 0, "aria-valuemax": 100, "data-testid": "progress" },
      h("div", { class: "progress-track" }, this.fill), this.label);
    this.timer = setInterval(() => {
      if (this.value < this.ceiling) this.set(this.value + Math.max(0.4, (this.ceiling - this.value) * 0.08));
    }, 50);
  }

  /** Enters a stage: jumps to `from`, then creeps toward `to` until the next stage. */
  stage(text: string, from: number, to: number): void {
    this.label.textContent = text;
    this.set(Math.max(this.value, from));
    this.ceiling = to;
  }

  done(): void {
    this.set(100);
    clearInterval(this.timer);
    this.element.classList.add("finished");
    setTimeout(() => this.element.remove(), 400);
  }

  fail(text: string): void {
    clearInterval(this.timer);
    this.label.textContent = text;
    this.element.classList.add("failed");
  }

  private set(v: number): void {
    this.value = Math.min(100, v);
    this.fill.style.width = `${this.value}%`;
    this.element.setAttribute("aria-valuenow", String(Math.round(this.value)));
  }
}
