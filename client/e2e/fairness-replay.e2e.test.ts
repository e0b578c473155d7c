// Fair dice, replays, watching policies and turn clocks in a real browser (Debian's Chromium):
// a Booty Dice table whose host lets the turn clock run out (the bot moves for her) is watched
// to the end, verified on /v/:id and replayed on /r/:id from two seats; a finished Shiver Me
// Timbers match is replayed from two seats, each with its own secrets; a spectator of a delayed
// table is N actions behind. The server runs in-process (buildServer) over the client built by
// vite into its own folder, so this file never races the other browser test for dist/client.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { matchMaker } from "@colyseus/core";
import { ColyseusSDK, type Room } from "@colyseus/sdk";
import pino from "pino";
import type { Browser, Page } from "playwright-core";
import { buildServer, type BroadsideServer } from "../../server/build-server";
import { MemoryJournal } from "../../server/table/memory-journal";
import type { BaseTableRoom } from "../../server/table/table-room";
import { botChooser, selfPlay } from "../../shared/engine/selfplay";
import { Random, seedRng } from "../../shared/engine/rng";
import { shiverMeTimbers } from "../../shared/games/shiver-me-timbers";
import { launchBrowser } from "./browser";
import { ROOT } from "./server";

const CLIENT_DIR = path.join(ROOT, "dist", "e2e-fairness-client");
const ARTIFACTS = path.join(ROOT, "test-artifacts");

let server: BroadsideServer;
let journal: MemoryJournal;
let browser: Browser;
let url: string;
const rooms: Room[] = [];

jest.setTimeout(240_000);

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  execFileSync("npx", ["vite", "build", "--outDir", CLIENT_DIR, "--emptyOutDir", "--logLevel", "warn"], {
    cwd: ROOT, stdio: "pipe", env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" },
  });
  journal = new MemoryJournal();
  server = buildServer({ config: { botDelayMs: 20, graceSeconds: 60, logLevel: "silent" }, journal, clientDir: CLIENT_DIR, logger: pino({ level: "silent" }) });
  await server.listen(0);
  url = `http://127.0.0.1:${server.port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const room of rooms) await room.leave(true).catch(() => undefined);
  await browser?.close();
  await server?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on("pageerror", (err) => console.error(`page error: ${err.message}`));
  return page;
}

/** A table created the way the lobby does, by a host who is not a browser here. */
async function createTable(options: Record<string, unknown>): Promise<Room> {
  const room = await new ColyseusSDK(`ws://127.0.0.1:${server.port}`).create("table", { name: "Anne", seats: 2, bots: [1], ...options });
  room.onMessage("*", () => undefined);
  rooms.push(room);
  return room;
}

const serverRoom = (code: string) => matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });

async function chooseSeat(page: Page, value: string): Promise<void> {
  await page.selectOption("[data-testid=replay-perspective]", value);
  await page.waitForFunction((v) => {
    const seat = window.__broadside?.session.mySeat ?? null;
    return v === "spectator" || v === "revealed" ? seat === null : seat === Number(v.slice(5));
  }, value);
}

const privateKeys = (page: Page) => page.evaluate(() => Object.keys(window.__broadside?.state()?.private ?? {}).sort());

test("a clock runs out and the bot moves; the finished Booty Dice game verifies in the browser and replays from two seats", async () => {
  const host = await createTable({ game: "booty-dice", clock: { kind: "move", seconds: 8 }, options: { maxRounds: 5 } });
  const code = host.roomId;
  const page = await newPage();
  await page.goto(`${url}/t/${code}?watch=1`);
  await page.waitForSelector("body[data-table-drawn]");
  // The clocks are at the table: Anne's runs, and she does not move.
  await page.waitForSelector("[data-testid=clock-0].running", { timeout: 10_000 });
  await shot(page, "fair-01-clock-running");
  await page.waitForFunction(() => /ran out of time/.test(document.querySelector("[data-testid=game-log]")?.textContent ?? ""), undefined, { timeout: 15_000 });
  await page.waitForFunction(() => window.__broadside?.state()?.seats[0]?.botActing === true);
  // The bot plays her seat to the end.
  await page.waitForFunction(() => window.__broadside?.state()?.status === "finished", undefined, { timeout: 120_000 });
  const verifyLink = await page.waitForSelector("[data-testid=end-verify]");
  await shot(page, "fair-02-end-links");
  const href = (await verifyLink.getAttribute("href"))!;
  const matchId = href.slice(3);
  expect(await page.getAttribute("[data-testid=end-replay]", "href")).toBe(`/r/${matchId}`);
  const record = (await (await fetch(`${url}/api/matches/${matchId}`)).json()) as { actions: { seat: number }[] };
  expect(record.actions.some((a) => a.seat === 0)).toBe(true); // moves for Anne, made by the bot

  // --- verify ---------------------------------------------------------------------------------
  await page.goto(`${url}${href}`);
  await page.waitForSelector("body[data-verdict]", { timeout: 30_000 });
  expect(await page.getAttribute("body", "data-verdict")).toBe("verified");
  const checks = await page.$$eval("[data-testid=verify-checks] li", (items) => items.map((li) => [li.getAttribute("data-check"), li.getAttribute("data-ok")]));
  expect(checks).toEqual([["commitment", "true"], ["seed", "true"], ["replay", "true"], ["result", "true"]]);
  expect(await page.locator("[data-testid=verify-dice] li").count()).toBeGreaterThan(3);
  await shot(page, "fair-03-verified");

  // --- replay, from Anne's seat and from the bot's ---------------------------------------------
  await page.click("[data-testid=verify-replay]");
  await page.waitForSelector("body[data-table-drawn]", { timeout: 30_000 });
  await chooseSeat(page, "seat:0");
  expect(await privateKeys(page)).toEqual(["0"]);
  await page.click("[data-testid=replay-step]");
  await page.click("[data-testid=replay-step]");
  await page.waitForFunction(() => window.__broadside?.state()?.version === 2);
  expect(await page.textContent("[data-testid=replay-position]")).toBe(`Move 2 of ${record.actions.length}`);
  await chooseSeat(page, "seat:1");
  expect(await privateKeys(page)).toEqual(["1"]);
  expect(await page.evaluate(() => window.__broadside?.state()?.version)).toBe(2);
  await page.selectOption("[data-testid=replay-speed]", "8");
  await page.click("[data-testid=replay-play]");
  await page.waitForFunction(() => (window.__broadside?.state()?.version ?? 0) >= 6);
  await page.click("[data-testid=replay-play]"); // pause
  const paused = await page.evaluate(() => window.__broadside?.state()?.version ?? -1);
  await page.waitForTimeout(600);
  expect(await page.evaluate(() => window.__broadside?.state()?.version)).toBe(paused);
  await page.fill("[data-testid=replay-jump]", String(record.actions.length));
  await page.dispatchEvent("[data-testid=replay-jump]", "change");
  await page.waitForFunction(() => window.__broadside?.state()?.status === "finished");
  await shot(page, "fair-04-replay-end");
});

test("a Shiver Me Timbers match replays from two seats' perspectives, each with its own secrets", async () => {
  const seats = [{ name: "Anne" }, { name: "Bess" }];
  const played = selfPlay(shiverMeTimbers, seats, {}, 5, seats.map(() => botChooser(shiverMeTimbers)));
  expect(played.finished).toBe(true);
  const matchId = "5e0c2d4a-1b2c-4d3e-8f40-5a6b7c8d9e0f";
  await journal.saveHeader({
    matchId, code: "SMTR3P", game: shiverMeTimbers.id, options: {}, isPublic: false, hostSeat: 0,
    seats: seats.map((s) => ({ name: s.name, bot: false, tokenHash: null })), seed: 5, status: "playing", result: null, createdAt: 1,
  });
  for (const [i, entry] of played.log.entries()) await journal.appendAction(matchId, i, { ...entry, at: 1 + i });
  await journal.finish(matchId, shiverMeTimbers.result(played.state as Parameters<typeof shiverMeTimbers.result>[0])!);

  const page = await newPage();
  await page.goto(`${url}/r/${matchId}`);
  await page.waitForSelector("[data-testid=replay-page]", { timeout: 30_000 });
  await page.waitForSelector("body[data-table-drawn]", { timeout: 30_000 });
  await page.fill("[data-testid=replay-jump]", "40");
  await page.dispatchEvent("[data-testid=replay-jump]", "change");
  await chooseSeat(page, "seat:0");
  await page.waitForFunction(() => window.__broadside?.state()?.version === 40);
  expect(await privateKeys(page)).toEqual(["0"]);
  const anne = await page.evaluate(() => JSON.stringify(window.__broadside!.state()!.private!["0"]));
  await shot(page, "fair-05-smt-replay-seat-0");
  await chooseSeat(page, "seat:1");
  expect(await privateKeys(page)).toEqual(["1"]);
  const bess = await page.evaluate(() => JSON.stringify(window.__broadside!.state()!.private!["1"]));
  expect(bess).not.toEqual(anne);
  await shot(page, "fair-06-smt-replay-seat-1");
  await chooseSeat(page, "spectator");
  expect(await privateKeys(page)).toEqual([]);
  await chooseSeat(page, "revealed");
  expect(await privateKeys(page)).toEqual(["0", "1"]);
  expect(await page.isVisible("[data-testid=replay-secrets]")).toBe(true);
});

test("a spectator of a table delayed by 3 actions is 3 actions behind the play", async () => {
  const host = await createTable({ game: "booty-dice", watching: "delayed", watchDelay: 3 });
  const code = host.roomId;
  const page = await newPage();
  // The usual spectator link sends a watcher of a delayed table to its delayed view.
  await page.goto(`${url}/t/${code}?watch=1`);
  await page.waitForURL(new RegExp(`/w/${code}$`));
  await page.waitForSelector("body[data-table-drawn]", { timeout: 30_000 });
  const room = serverRoom(code);
  const random = Random.from(seedRng(3));
  let checked = 0;
  for (let guard = 0; guard < 400 && checked < 3 && room.match.status === "playing"; guard++) {
    if (!room.match.active().includes(0)) {
      await new Promise((r) => setTimeout(r, 50));
      continue;
    }
    // Anne's turn: the table stands still until she moves, so the delayed view must settle 3 behind.
    const live = room.match.version;
    if (live >= 3 + checked * 4) {
      await page.waitForFunction((v) => document.body.dataset.watchVersion === String(v), live - 3, { timeout: 10_000 });
      expect(await page.textContent("[data-testid=watch-delay]")).toBe(`Move ${live - 3}, 3 actions behind the table`);
      checked++;
    }
    host.send("action", { version: live, action: room.match.game.bot(room.match.state, 0, random) });
    const before = live;
    for (let i = 0; i < 100 && room.match.version === before; i++) await new Promise((r) => setTimeout(r, 20));
  }
  expect(checked).toBe(3);
  await shot(page, "fair-07-delayed-watch");
});
