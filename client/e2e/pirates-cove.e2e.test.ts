// Pirate's Cove in a real browser, through the interface: a person creates a 3-seat table with
// two bots in the lobby and plays all twelve months by clicks (the chart and the navigation
// wheel, locked in secret; volleys by target and section; Tavern cards from the hand; the
// upgrade buttons), with at least one battle and one Tavern card played, while a watcher
// follows. Neither the watcher's page nor the person's ever holds another seat's destination
// before the reveal (every state they decode is checked, and every WebSocket frame the
// watcher receives). The test reads the synced state through `window.__broadside` to decide
// what to click; every move is a click. Screenshots go to test-artifacts/pc-*.png.
import type { Page } from "playwright-core";
import { browserSuite, legalMovesOf, pageState, repeatSpacer } from "./browser-suite";

type Move = { type: string } & Record<string, unknown>;
interface Ship { island: number; treasures: number; gold: number; hasChosen?: boolean; course?: number }
interface Snap {
  version: number;
  status: string;
  active: number[];
  board: { month?: number; phase?: string; ships?: Ship[]; legends?: { island: number; afloat: boolean }[]; combat?: unknown };
  private?: Record<string, { legal?: string; destination?: number }>;
}

jest.setTimeout(600_000);
const suite = browserSuite({
  env: { BOT_DELAY_MS: "20", GRACE_SECONDS: "60", RATE_ACTIONS_PER_SECOND: "100" },
  shotPrefix: "pc-", fullPageShots: true, viewport: { width: 1400, height: 1000 },
});
const newPage = (viewport?: { width: number; height: number }) => suite.newPage(viewport);
const shot = (page: Page, name: string) => suite.shot(page, name);
const snapshot = (page: Page) => pageState<Snap>(page);
const movesOf = (s: Snap, seat: number): Move[] => legalMovesOf<Move>(s.private?.[String(seat)]);

/**
 * Every state a page decodes, checked at once in the page: during secret navigation no ship
 * but the page's own may show a course, and no other seat's private part may hold anything.
 */
async function watchForLeaks(page: Page, seat: number | null): Promise<void> {
  await page.evaluate((own) => {
    const w = window as unknown as { __pcLeaks: string[]; __pcStates: number };
    w.__pcLeaks = [];
    w.__pcStates = 0;
    window.__broadside!.session.on("state", (s) => {
      w.__pcStates++;
      const board = s.board as { phase?: string; clockwise?: number[]; ships?: { course?: number }[] };
      const secret = board.phase === "navigation" && !(board.clockwise?.length);
      board.ships?.forEach((ship, i) => {
        if (secret && ship.course !== undefined) w.__pcLeaks.push(`v${s.version}: seat ${i}'s course ${ship.course}`);
      });
      for (const [key, part] of Object.entries((s.private ?? {}) as Record<string, object>)) {
        if (String(own) !== key && part && Object.keys(part).length > 0) w.__pcLeaks.push(`v${s.version}: seat ${key}'s private part ${Object.keys(part).join(",")}`);
      }
    });
  }, seat);
}
const leaksOf = (page: Page) => page.evaluate(() => {
  const w = window as unknown as { __pcLeaks: string[]; __pcStates: number };
  return { leaks: w.__pcLeaks, states: w.__pcStates };
});

interface Plan { cards: number; upgrades: number; month: number; fired: number; battles: Set<number> }

/** A person's choice: play Tavern cards when offered, sail at a Legendary Pirate early on, stay and fire, raise a little. */
function choose(moves: Move[], s: Snap, plan: Plan): Move {
  const of = (type: string, pred: (m: Move) => boolean = () => true) => moves.find((m) => m.type === type && pred(m));
  const month = s.board.month ?? 0;
  if (plan.month !== month) {
    plan.month = month;
    plan.upgrades = 0;
  }
  const me = s.board.ships?.[0];
  const legendIsland = s.board.legends?.find((l) => l.afloat)?.island;
  const cardMove = moves.find((m) => typeof m.card === "number" && m.type !== "fire" && m.type !== "crowsNest" && m.type !== "mastercraft");
  return of("parrot", (m) => m.take === true)
    ?? (plan.cards < 4 && cardMove ? cardMove : undefined)
    ?? (month <= 3 && legendIsland ? of("navigate", (m) => m.island === legendIsland) : undefined)
    ?? ((me?.treasures ?? 0) > 0 ? of("navigate", (m) => m.island === 6) : undefined)
    ?? of("navigate", (m) => m.island === 1 + (month % 5))
    ?? of("stay")
    ?? of("fire", (m) => m.section === "hull") ?? of("fire") ?? of("navyFire")
    ?? of("bury")
    ?? (plan.upgrades < 2 ? of("upgrade") ?? of("buyCard") : undefined)
    ?? of("endUpgrade")
    ?? of("pass")
    ?? moves[0];
}

/** Sends `m` by clicks: an island on the chart or the wheel and the lock, else the move's own button. */
async function click(page: Page, m: Move, viaChart: boolean): Promise<void> {
  if (m.type === "navigate") {
    await page.click(viaChart ? `[data-testid=pc-island-${m.island}]` : `[data-testid=pc-wheel-${m.island}]`);
    await page.waitForSelector(`[data-testid=pc-lock]:not([disabled])`);
    await page.click("[data-testid=pc-lock]");
    return;
  }
  const json = JSON.stringify(m);
  const button = page.locator(`[data-testid=pc-move] button[data-move='${json}']`);
  if ((await button.count()) > 0) return void (await button.first().click());
  await page.evaluate(() => ((document.querySelector("[data-testid=all-moves]") as HTMLDetailsElement).open = true));
  await page.check("[data-testid=all-moves-every]");
  const labels = await page.locator("[data-testid=all-move]").allTextContents();
  throw new Error(`no click sends ${json} (all moves: ${labels.join(" | ")})`);
}

async function waitPast(page: Page, version: number): Promise<void> {
  await page.waitForFunction((v) => (window.__broadside?.state()?.version ?? -1) > v || window.__broadside?.state()?.status === "finished"
    || !!document.querySelector("[data-testid=pc-rejection]:not([hidden])"), version, { timeout: 20_000 });
  const rejection = await page.$("[data-testid=pc-rejection]:not([hidden])");
  if (rejection) throw new Error(`the server refused a click: ${await rejection.textContent()}`);
}

test("a person and two bots play all twelve months by clicks (a battle, a Tavern card) while no page learns a destination before the reveal", async () => {
  const page = await newPage();
  await page.goto(`${suite.server.url}/`);
  await page.waitForSelector("body[data-lobby-ready]");
  await page.fill("[data-testid=nickname]", "Anne");
  await page.click("[data-testid=game-pirates-cove]");
  await page.fill("[data-testid=seats]", "3");
  await page.dispatchEvent("[data-testid=seats]", "input");
  for (const b of [1, 2]) await page.check(`[data-testid=bot-${b}]`);
  await shot(page, "01-lobby");
  await page.click("[data-testid=create-table]");
  await page.waitForURL(/\/t\/[A-Z0-9]{6}$/);
  await page.waitForSelector("body[data-table-drawn]", { timeout: 30_000 });
  const code = new URL(page.url()).pathname.slice(3);
  await page.waitForFunction(() => window.__broadside?.state()?.status === "playing");
  await watchForLeaks(page, 0);
  expect(await page.textContent("[data-testid=rules-panel]")).toMatch(/Navigation/);

  const watcher = await newPage({ width: 1100, height: 900 });
  const frames: Buffer[] = [];
  const cdp = await watcher.context().newCDPSession(watcher);
  await cdp.send("Network.enable");
  cdp.on("Network.webSocketFrameReceived", (e: { response: { payloadData: string; opcode: number } }) => {
    frames.push(e.response.opcode === 2 ? Buffer.from(e.response.payloadData, "base64") : Buffer.from(e.response.payloadData, "utf8"));
  });
  await watcher.goto(`${suite.server.url}/t/${code}`);
  await watcher.click("[data-testid=ask-name-watch]");
  await watcher.waitForSelector("body[data-table-drawn]", { timeout: 30_000 });
  await watchForLeaks(watcher, null);

  const plan: Plan = { cards: 0, upgrades: 0, month: -1, fired: 0, battles: new Set() };
  const shots = new Set<string>();
  const once = async (name: string, p: Page = page) => {
    if (shots.has(name)) return;
    shots.add(name);
    await shot(p, name);
  };
  let clicks = 0;
  const spacer = repeatSpacer(page);
  for (let guard = 0; guard < 2000; guard++) {
    const s = await snapshot(page);
    if (s.status !== "playing") break;
    if (s.board.combat) plan.battles.add(s.board.month ?? 0);
    const moves = s.active.includes(0) ? movesOf(s, 0) : [];
    if (moves.length === 0) {
      await page.waitForFunction(() => {
        const st = window.__broadside?.state();
        return !st || st.status !== "playing" || (st.active.includes(0) && !!(st.private?.["0"] as { legal?: string } | undefined)?.legal);
      }, undefined, { timeout: 60_000 });
      continue;
    }
    const m = choose(moves, s, plan);
    if (s.board.combat) await once("04-battle");
    if (typeof m.card === "number" && m.type !== "fire") await once("05-tavern-card");
    if (m.type === "navigate" && (s.board.month ?? 0) >= 2) {
      if (!shots.has("02-wheel-set")) await page.click(`[data-testid=pc-wheel-${m.island}]`);
      await once("02-wheel-set");
      await once("03-watcher-navigation", watcher);
    }
    // A person firing the same volley twice is slower than the page's double-click guard.
    await spacer.before(m);
    await click(page, m, clicks % 2 === 0);
    clicks++;
    if (typeof m.card === "number" && m.type !== "fire") plan.cards++;
    if (m.type === "fire") plan.fired++;
    if (m.type === "upgrade" || m.type === "buyCard") plan.upgrades++;
    await waitPast(page, s.version);
    spacer.answered();
  }
  await page.waitForFunction(() => window.__broadside?.state()?.status === "finished", undefined, { timeout: 60_000 });
  await page.waitForSelector("[data-testid=pc-end]:not([hidden])");
  await shot(page, "06-end");
  await watcher.waitForFunction(() => window.__broadside?.state()?.status === "finished", undefined, { timeout: 30_000 });
  await shot(watcher, "07-watcher-end");

  console.log(`Pirate's Cove in the browser: ${clicks} moves by clicks, ${plan.battles.size} months with a battle, ${plan.cards} Tavern cards played, ${plan.fired} volleys fired`);
  const end = await snapshot(page);
  expect(end.board.month).toBe(12);
  expect(await page.textContent("[data-testid=pc-end]")).toMatch(/fame/);
  expect(plan.battles.size).toBeGreaterThan(0);
  expect(plan.cards).toBeGreaterThan(0);
  const log = await page.evaluate(() => window.__broadside!.session.log.map((e) => e.kind));
  expect(log).toContain("volley");
  expect(log).toContain("reveal");
  // Neither page ever decoded a destination it may not know.
  for (const p of [page, watcher]) {
    const seen = await leaksOf(p);
    expect(seen.leaks).toEqual([]);
    expect(seen.states).toBeGreaterThan(100);
  }
  // The watcher never received the secret sentence of a choice, nor shows it.
  expect(frames.length).toBeGreaterThan(100);
  expect(frames.some((f) => f.includes(Buffer.from("You set course for")))).toBe(false);
  expect(await watcher.textContent("body")).not.toMatch(/You set course for/);
  // The person's own choices did reach her, in her log.
  expect(await page.evaluate(() => window.__broadside!.session.log.some((e) => e.text.startsWith("You set course for")))).toBe(true);
});
