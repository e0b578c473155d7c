// Tells a player it is their turn while the tab is in the background: the tab's title changes
// (and, if they asked for it, a short chime plays once per turn). The title comes back when the
// tab is looked at or the turn passes.
import { h } from "../lib/dom";
import { icon } from "../lib/icons";
import type { TableState } from "./protocol";
import type { TableSession } from "./session";

const SOUND_KEY = "broadside:turn-sound";
export const TURN_TITLE_PREFIX = "▶ Your turn · ";

/** Whether `state` waits on this seat. */
export function isMyTurn(state: TableState | null, seat: number | null): boolean {
  return state !== null && seat !== null && state.status === "playing" && state.active.includes(seat);
}

export function turnNotice(session: TableSession): { element: HTMLElement; destroy(): void } {
  const sound = h("button", { type: "button", class: "small secondary turn-sound", "data-testid": "turn-sound", "aria-pressed": "false" });
  const soundOn = () => localStorage.getItem(SOUND_KEY) === "on";
  const label = () => {
    sound.replaceChildren(icon(soundOn() ? "bell" : "bellOff"), soundOn() ? "Turn sound on" : "Turn sound off");
    sound.setAttribute("aria-pressed", String(soundOn()));
  };
  sound.addEventListener("click", () => {
    localStorage.setItem(SOUND_KEY, soundOn() ? "off" : "on");
    label();
    if (soundOn()) chime(); // also unlocks audio, which browsers allow only after a click
  });
  label();

  let baseTitle = document.title;
  let wasMyTurn = false;
  const update = () => {
    const mine = isMyTurn(session.state, session.mySeat);
    if (!document.title.startsWith(TURN_TITLE_PREFIX)) baseTitle = document.title;
    document.title = mine && document.hidden ? `${TURN_TITLE_PREFIX}${baseTitle}` : baseTitle;
    if (mine && !wasMyTurn && document.hidden && soundOn()) chime();
    wasMyTurn = mine;
  };
  const offState = session.on("state", update);
  const offWelcome = session.on("welcome", update);
  document.addEventListener("visibilitychange", update);
  update();
  return {
    element: sound,
    destroy() {
      offState();
      offWelcome();
      document.removeEventListener("visibilitychange", update);
      document.title = baseTitle;
    },
  };
}

let audio: AudioContext | null = null;

/** Two soft notes (no sound file to download). */
function chime(): void {
  try {
    audio ??= new AudioContext();
    const now = audio.currentTime;
    for (const [i, freq] of [660, 880].entries()) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, now + i * 0.15);
      gain.gain.exponentialRampToValueAtTime(0.2, now + i * 0.15 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.15 + 0.3);
      osc.connect(gain).connect(audio.destination);
      osc.start(now + i * 0.15);
      osc.stop(now + i * 0.15 + 0.32);
    }
    document.body.dataset.turnChimes = String(Number(document.body.dataset.turnChimes ?? 0) + 1);
  } catch {
    /* no audio on this device: the title still says it */
  }
}
