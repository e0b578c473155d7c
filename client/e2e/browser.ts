// Debian's Chromium driven by playwright-core (docs: colyseus-notes.md › Headless Chromium).
// `chromium.launch` starts from a fresh temporary profile every time; each `newContext()`
// then has its own cookies and localStorage, like a separate person's browser.
import { chromium, type Browser } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const FLAGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
  // Pages in the background must keep their timers and animation frames in a multi-page test.
  "--disable-background-timer-throttling", "--disable-renderer-backgrounding", "--disable-backgrounding-occluded-windows",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS });
}
