// What every browser test file sets up the same way: the project built once, the real server
// started as `npm start` runs it (with the test's settings), Debian's Chromium, one browser
// context per person (cookies and storage of their own), page errors printed, screenshots into
// test-artifacts/ with the file's prefix, and everything closed at the end.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "./browser";
import { REPEAT_GUARD_MS } from "../table/session";
import { buildAll, ROOT, startServer, type RunningServer } from "./server";

export const ARTIFACTS = path.join(ROOT, "test-artifacts");

export interface BrowserSuiteOptions {
  /** Server settings for this file's tests (e.g. BOT_DELAY_MS). */
  readonly env: Record<string, string>;
  /** Screenshot names start with this ("pc-" gives test-artifacts/pc-<name>.png). */
  readonly shotPrefix?: string;
  readonly fullPageShots?: boolean;
  readonly viewport?: { width: number; height: number };
}

export interface BrowserSuite {
  /** The running server (set once beforeAll has run). */
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A page in a browser context of its own: a separate person. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  shot(page: Page, name: string): Promise<Buffer>;
}

/** Registers the file's beforeAll/afterAll; call it at the top level of a test file. */
export function browserSuite(options: BrowserSuiteOptions): BrowserSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    buildAll();
    server = await startServer(undefined, options.env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error("the server starts in beforeAll");
      return server;
    },
    get browser() {
      if (!browser) throw new Error("the browser starts in beforeAll");
      return browser;
    },
    async newPage(viewport = options.viewport ?? { width: 1280, height: 800 }) {
      const context = await this.browser.newContext({ viewport });
      contexts.push(context);
      const page = await context.newPage();
      page.on("pageerror", (err) => console.error(`page error: ${err.message}`));
      return page;
    },
    shot: (page, name) => page.screenshot({ path: path.join(ARTIFACTS, `${options.shotPrefix ?? ""}${name}.png`), fullPage: options.fullPageShots ?? false }),
  };
}

/** The synced state the page has decoded, as plain data (what the page's own code reads). */
export function pageState<T>(page: Page): Promise<T> {
  return page.evaluate(() => JSON.parse(JSON.stringify(window.__broadside!.state())) as T);
}

/** A seat's legal moves as its private part carries them (docs/protocol.md › Legal moves). */
export function legalMovesOf<M extends { type: string }>(privatePart: { legal?: string } | undefined): M[] {
  const legal = privatePart?.legal ?? "";
  if (!legal) return [];
  return Object.entries(JSON.parse(legal) as Record<string, Record<string, unknown>[]>).flatMap(([type, list]) => list.map((m) => ({ type, ...m }) as unknown as M));
}

/**
 * Clicks the way a person does: the page drops the same move again within REPEAT_GUARD_MS of
 * its answer as a double click (client/table/session.ts), so a move repeated at once (another
 * volley, another five bronze) first waits that out, as a person's second click would.
 * `before(move)` ahead of each click, `answered()` once the page has its answer.
 */
export function repeatSpacer(page: Page): { before(move: unknown): Promise<void>; answered(): void } {
  let key = "";
  let answeredAt = 0;
  return {
    async before(move) {
      const next = JSON.stringify(move);
      const since = Date.now() - answeredAt;
      if (next === key && since < REPEAT_GUARD_MS + 100) await page.waitForTimeout(REPEAT_GUARD_MS + 100 - since);
      key = next;
    },
    answered() {
      answeredAt = Date.now();
    },
  };
}
