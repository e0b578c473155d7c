// Shiver Me Timbers in real browsers, through the interface: a person creates a 2-seat table
// with a bot in the lobby, builds the custom map with the bot, chooses goals, origin and
// talent, and plays at least three full rounds by clicks (with a reload in between that keeps
// the seat, and a double click that plays once); then a 3-seat table with two bots and a
// watcher whose page — its DOM text and every WebSocket frame it receives — holds no secret.
// The test reads the synced state through `window.__broadside` to decide what to click, but
// every move is a click. Screenshots go to test-artifacts/smt-*.png.
import path from "node:path";
import type { Page } from "playwright-core";
import { ARTIFACTS, browserSuite } from "./browser-suite";


interface Snap {
  version: number;
  status: string;
  active: number[];
  board: { phase?: string; round?: number; turn?: { seat: number; actionsLeft: number }; players?: { location?: string }[] };
  private?: Record<string, Record<string, unknown>>;
}

/** Map placements whose end was chosen by a click on the chart. */
const chartClicks = { build: 0 };

jest.setTimeout(480_000);
const suite = browserSuite({ env: { BOT_DELAY_MS: "40", GRACE_SECONDS: "60" }, shotPrefix: "smt-", viewport: { width: 1360, height: 860 } });
const newPage = (viewport?: { width: number; height: number }) => suite.newPage(viewport);
const shot = (page: Page, name: string) => suite.shot(page, name);

const snapshot = (page: Page): Promise<Snap> =>
  page.evaluate(() => JSON.parse(JSON.stringify(window.__broadside!.state())) as Snap);

async function waitDrawn(page: Page): Promise<void> {
  await page.waitForSelector("body[data-table-drawn]", { timeout: 30_000 });
}

/** Waits until the page's state moved past `version`; a rejection fails the test. */
async function waitPast(page: Page, version: number): Promise<void> {
  await page.waitForFunction((v) => (window.__broadside?.state()?.version ?? -1) > v
    || !!document.querySelector("[data-testid=smt-rejection]:not([hidden])") || !!document.querySelector("[data-testid=toast]:not(.info)"),
  version, { timeout: 20_000 });
  const rejection = await page.$("[data-testid=smt-rejection]:not([hidden]), [data-testid=toast]:not(.info)");
  if (rejection) throw new Error(`the server refused a click: ${await rejection.textContent()}`);
}

async function createTable(page: Page, name: string, seats: number, bots: number[], options: Record<string, string> = {}): Promise<string> {
  await page.goto(`${suite.server.url}/`);
  await page.waitForSelector("body[data-lobby-ready]");
  await page.fill("[data-testid=nickname]", name);
  await page.click("[data-testid=game-shiver-me-timbers]");
  await page.fill("[data-testid=seats]", String(seats));
  await page.dispatchEvent("[data-testid=seats]", "input");
  for (const b of bots) await page.check(`[data-testid=bot-${b}]`);
  for (const [key, value] of Object.entries(options)) await page.selectOption(`[data-testid=option-${key}]`, value);
  await page.click("[data-testid=create-table]");
  await page.waitForURL(/\/t\/[A-Z0-9]{6}$/);
  await waitDrawn(page);
  return new URL(page.url()).pathname.slice(3);
}

/**
 * One decision by clicking, like a person: set-up pickers, then on a turn sell, buy, sail to a
 * highlighted island (or any highlighted space), and end the turn when no action is left.
 * Owed decisions with no button of their own come from the "all moves" list. Tells whether a
 * move went to the server (a picker step only narrows the choice on the page).
 */
async function playOnce(page: Page, prefer: Record<string, string> = {}): Promise<boolean> {
  if (await page.isVisible("[data-testid=goal-picker]")) {
    const need = Number((await page.textContent("[data-testid=goal-picker] h4"))!.match(/\d/)![0]);
    for (let i = 0; i < need; i++) await page.locator("[data-testid=goal-picker] input[type=checkbox]").nth(i).check();
    await page.click("[data-testid=keep-goals]");
    return true;
  }
  for (const picker of ["origin-picker", "build-picker"]) {
    if (!(await page.isVisible(`[data-testid=${picker}]`))) continue;
    const confirm = page.locator(`[data-testid=${picker}] button[data-testid^=act-]`);
    if (await confirm.count()) {
      await confirm.click();
      return true;
    }
    // A connection point on the chart (a gold dot) when the open step is a route's end.
    const dots = page.locator("[data-testid^='build-a-'], [data-testid^='build-b-']");
    if (picker === "build-picker" && (await dots.count())) {
      await dots.first().click();
      chartClicks.build++;
      return false;
    }
    // Narrow one step: the preferred value if offered, else the first option of the open step.
    const row = page.locator(`[data-testid=${picker}] .smt-pick-row`).last();
    const key = (await row.locator("button").first().getAttribute("data-testid"))!.slice(5);
    const wanted = prefer[key] ? row.locator(`button[data-value="${prefer[key]}"]`) : null;
    await (wanted && (await wanted.count()) ? wanted : row.locator("button").first()).click();
    return false;
  }
  for (const act of ["act-sell", "act-buy"]) {
    const buttons = page.locator(`[data-testid=${act}]`);
    if (await buttons.count()) {
      await buttons.last().click();
      return true;
    }
  }
  const islands = page.locator("[data-testid^='space-I:']");
  const spaces = (await islands.count()) ? islands : page.locator("[data-testid^='space-']");
  if (await spaces.count()) {
    await spaces.last().click();
    return true;
  }
  if (await page.isVisible("[data-testid=act-endTurn]")) {
    await page.click("[data-testid=act-endTurn]");
    return true;
  }
  // Something owed (a loss, a pick, a plunder, a duel card…): the all-moves list has it.
  // (Every legal move, also those another panel offers as a button.)
  await page.evaluate(() => ((document.querySelector("[data-testid=all-moves]") as HTMLDetailsElement).open = true));
  await page.check("[data-testid=all-moves-every]");
  // In a card window, pass (the cards stay in hand, and secret).
  const pass = page.locator("[data-testid=all-move]", { hasText: /pass/i });
  await ((await pass.count()) ? pass.first() : page.locator("[data-testid=all-move]").first()).click();
  return true;
}

test("a person and a bot build the map, set up and sail three full rounds by clicks; a reload keeps the seat", async () => {
  const page = await newPage();
  await page.goto(`${suite.server.url}/`);
  await page.waitForSelector("body[data-lobby-ready]");
  const code = await createTable(page, "Anne", 2, [1], { map: "custom" });
  await page.waitForFunction(() => window.__broadside?.state()?.status === "playing");
  await shot(page, "01-table-created");
  expect(await page.textContent("[data-testid=rules-panel]")).toMatch(/Rules of Shiver Me Timbers/);

  const done = new Set<string>();
  let reloaded = false;
  let doubled = false;
  for (let guard = 0; guard < 600; guard++) {
    const s = await snapshot(page);
    if ((s.board.round ?? 0) >= 4 && reloaded && doubled) break;
    if (s.status !== "playing") break;
    if (!s.active.includes(0)) {
      await waitPast(page, s.version);
      continue;
    }
    const phase = s.board.phase ?? "";
    if (!done.has(phase)) {
      done.add(phase);
      await shot(page, `02-${phase}`);
    }
    if (!doubled && phase === "play" && (await page.locator("[data-testid^='space-']").count())) {
      // A double click on a highlighted space sails once, and no version number is ever shown.
      await page.evaluate(() => {
        const room = window.__broadside!.session.room as unknown as { send(type: string, msg: unknown): void };
        const send = room.send.bind(room);
        (window as unknown as { sentActions: number }).sentActions = 0;
        room.send = (type, msg) => {
          if (type === "action") (window as unknown as { sentActions: number }).sentActions++;
          send(type, msg);
        };
      });
      await page.locator("[data-testid^='space-']").first().dblclick();
      await waitPast(page, s.version);
      await page.waitForTimeout(400);
      expect(await page.evaluate(() => (window as unknown as { sentActions: number }).sentActions)).toBe(1);
      expect(await page.textContent("body")).not.toMatch(/version \d/i);
      expect(await page.$("[data-testid=smt-rejection]:not([hidden])")).toBeNull();
      doubled = true;
      await shot(page, "03-after-sailing");
      continue;
    }
    if (await playOnce(page)) await waitPast(page, s.version);
    if (!reloaded && phase === "play" && (s.board.round ?? 0) >= 2) {
      await page.reload();
      await waitDrawn(page);
      await page.waitForFunction(() => window.__broadside?.session.welcome?.role === "player");
      expect(await page.evaluate(() => window.__broadside!.session.mySeat)).toBe(0);
      expect(new URL(page.url()).pathname).toBe(`/t/${code}`);
      await shot(page, "04-after-reload");
      reloaded = true;
    }
  }
  const end = await snapshot(page);
  expect(done).toEqual(new Set(["goals", "origins", "map", "play"]));
  expect(chartClicks.build).toBeGreaterThan(0);
  expect(end.board.round).toBeGreaterThanOrEqual(4);
  expect(reloaded).toBe(true);
  expect(doubled).toBe(true);
  // Our own tableau shows our secret goals; the chart has both ships.
  expect(await page.isVisible("[data-testid=my-secrets]")).toBe(true);
  await shot(page, "05-round-4");

  // A move the rules refuse (no button offers it: sent by hand) comes back as the server's
  // sentence with a link to its rulebook section, which opens the rules panel there.
  await page.waitForFunction(() => {
    const s = window.__broadside!.state()!;
    return s.active.length === 1 && s.active[0] === 0 && (s.board as { turn?: { seat: number } }).turn?.seat === 0;
  }, undefined, { timeout: 30_000 });
  const goal = await page.evaluate(() => (window.__broadside!.state()!.board as { goals: { id: number }[] }).goals.map((g) => g.id).at(-1));
  await page.evaluate((g) => window.__broadside!.session.act({ type: "claimGoal", goal: g }), goal);
  await page.waitForSelector("[data-testid=smt-rejection]:not([hidden])");
  expect(await page.textContent("[data-testid=smt-rejection]")).toMatch(/Not allowed: You do not meet ".+" yet\. Rulebook: Scoring life goals/);
  await page.click("[data-testid=rule-link]");
  expect(await page.getAttribute("[data-testid=rules-panel]", "open")).not.toBeNull();
  await page.waitForSelector("[data-testid=rules-life-goals].flash"); // "Scoring life goals" is summed up under Life Goals
  await shot(page, "05b-rejection-and-rules");

  // The same table on a phone, watching: the chart first, no sideways scrolling.
  const phone = await newPage({ width: 390, height: 844 });
  await phone.goto(`${suite.server.url}/t/${code}?watch=1`);
  await phone.click("[data-testid=ask-name-watch]").catch(() => undefined);
  await waitDrawn(phone);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  // The chart and its panels take their own room: the ship's log comes after them, not over them.
  expect(await phone.evaluate(() => document.querySelector(".smt")!.getBoundingClientRect().bottom - document.querySelector("[data-testid=game-log]")!.getBoundingClientRect().top)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: path.join(ARTIFACTS, "smt-06-phone-watcher.png"), fullPage: true });
});

/** Every string value in a JSON tree. */
function strings(v: unknown, out = new Set<string>()): Set<string> {
  if (typeof v === "string") out.add(v);
  else if (Array.isArray(v)) v.forEach((x) => strings(x, out));
  else if (v && typeof v === "object") Object.values(v).forEach((x) => strings(x, out));
  return out;
}

test("a watcher of a 3-seat table sees the voyage but no secret, neither on the page nor on the wire", async () => {
  const host = await newPage();
  const code = await createTable(host, "Bess", 3, [1, 2]);
  await host.waitForFunction(() => window.__broadside?.state()?.status === "playing");

  const watcher = await newPage();
  // Every WebSocket frame the watcher's page receives, in order, recorded in the page before the
  // SDK reads it; and, for every string the public board held, the first frame whose patch
  // put it there. A secret is a leak in frame i if it was not public by frame i (a card played
  // and gone again between two looks of the test was public while it lay on the table).
  await watcher.addInitScript(() => {
    const w = window as unknown as { wsFrames: string[]; publicSince: Map<string, number> };
    w.wsFrames = [];
    w.publicSince = new Map();
    const Native = window.WebSocket;
    class Recorded extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        // Registered before the SDK's own handler, so it runs first for every frame.
        this.addEventListener("message", (e: MessageEvent) => {
          const d = e.data;
          w.wsFrames.push(typeof d === "string" ? d : Array.from(new Uint8Array(d as ArrayBuffer), (b) => String.fromCharCode(b)).join(""));
        });
      }
    }
    window.WebSocket = Recorded as typeof WebSocket;
    const watch = () => {
      const b = (window as unknown as { __broadside?: { state(): { board: unknown } | null; session: { on(e: string, f: (st: { board: unknown }) => void): void } } }).__broadside;
      if (!b) return void setTimeout(watch, 5);
      const walk = (v: unknown, at: number): void => {
        if (typeof v === "string") {
          if (!w.publicSince.has(v)) w.publicSince.set(v, at);
        } else if (Array.isArray(v)) v.forEach((x) => walk(x, at));
        else if (v && typeof v === "object") Object.values(v).forEach((x) => walk(x, at));
      };
      // The page exposes its session once the game is loaded: what its board holds then counts
      // as public from the first frame (the old check's view); every later patch by its frame.
      walk(b.state()?.board, 0);
      b.session.on("state", (st) => walk(st.board, w.wsFrames.length - 1));
    };
    watch();
  });
  await watcher.goto(`${suite.server.url}/t/${code}`);
  await watcher.click("[data-testid=ask-name-watch]");
  await waitDrawn(watcher);
  await watcher.waitForSelector("[data-testid=spectator-banner]:not([hidden])");

  const secrets = new Set<string>();
  for (let guard = 0; guard < 400; guard++) {
    const s = await snapshot(host);
    for (const x of strings(s.private?.["0"] ?? {})) secrets.add(x);
    if ((s.board.round ?? 0) >= 2 && s.board.turn?.seat !== 0) break;
    if (!s.active.includes(0)) {
      await waitPast(host, s.version);
      continue;
    }
    // The Bay as origin: its crew cards go into the hand, a secret of this seat.
    if (await playOnce(host, { origin: "the-bay" })) await waitPast(host, s.version);
  }
  await watcher.waitForFunction((v) => (window.__broadside?.state()?.version ?? 0) >= v, (await snapshot(host)).version);
  await shot(host, "07-host-3-seats");
  await shot(watcher, "08-watcher-3-seats");

  // The watcher's state has no seat's private values, and its page shows nobody's secrets.
  const w = await snapshot(watcher);
  for (const entry of Object.values(w.private ?? {})) expect(strings(entry).size).toBe(0);
  expect(await watcher.$("[data-testid=my-secrets]")).toBeNull();
  expect(await watcher.textContent("body")).not.toMatch(/Only you see this|Peeked at|Crew hand|In your chest/);
  expect(await watcher.$$eval("[data-testid=hotspots] button:not([disabled])", (b) => b.length)).toBe(0);
  // Secret strings (card ids in hand, merchants peeked, the origin chosen in secret…) are on no
  // frame the watcher received before the public board showed them, and the page shows none
  // that the board never showed.
  // (Not the legal moves' JSON, nor single words such as a deck's kind "crew", which are field names on the wire too.)
  const hidden = [...secrets].filter((x) => x.length >= 4 && !/^[[{]/.test(x) && !/^[a-z]+$/.test(x));
  const { frames, since } = await watcher.evaluate(() => {
    const w = window as unknown as { wsFrames: string[]; publicSince: Map<string, number> };
    return { frames: w.wsFrames, since: Object.fromEntries(w.publicSince) };
  });
  expect(hidden.filter((x) => x.includes("#") && !(x in since))).not.toEqual([]); // there is a secret to keep: The Bay's crew cards in hand
  const text = (await watcher.textContent("body")) ?? "";
  // Listed by value (with the frame, and the frame it went public in), so a failure names what leaked.
  expect(hidden.filter((x) => !(x in since) && text.includes(x))).toEqual([]);
  const early = hidden.flatMap((x) => {
    const i = frames.findIndex((f) => f.includes(x));
    return i >= 0 && !(since[x] <= i) ? [`${x} in frame ${i} of ${frames.length}, public ${x in since ? `from frame ${since[x]}` : "never"}`] : [];
  });
  expect(early).toEqual([]);
  expect(frames.length).toBeGreaterThan(5);
  // The recorded frames can be searched: a public string (an island of the map) is found in them.
  expect(frames.some((f) => f.includes("isla-oscura"))).toBe(true);
});
