// A whole game of Booty Dice in real browsers, through the interface: a host creates a private
// table (with one bot), a friend joins by the invite link, a third person watches. The test
// reads the synced state through `window.__broadside` to decide what to click, but every
// action is a click on the page. Screenshots go to test-artifacts/. Then: a public table joined
// from another lobby, and a player who opens the link while a restart still rebuilds the table.
import path from "node:path";
import type { Page } from "playwright-core";
import { buildServer } from "../../server/build-server";
import { Match } from "../../server/table/match";
import { MemoryJournal } from "../../server/table/memory-journal";
import { bootyDice } from "../../shared/games/booty-dice";
import { ARTIFACTS, browserSuite } from "./browser-suite";
import { ROOT } from "./server";

interface Snapshot {
  version: number;
  status: string;
  active: number[];
  board: {
    phase?: string;
    rollsLeft?: number;
    round?: number;
    /** One face letter per die ("DXJCWS"), "" before the first roll (docs/protocol.md). */
    dice?: string;
    pirates?: { doubloons: number; lives: number; eliminated: boolean }[];
    pending?: { kind: "cutlass" | "jollyRoger"; targets: number[]; amount?: number };
  };
  result?: { winners: number[]; summary: string };
}

jest.setTimeout(420_000);
const suite = browserSuite({ env: { BOT_DELAY_MS: "60", GRACE_SECONDS: "60" } });
const newPage = (viewport?: { width: number; height: number }) => suite.newPage(viewport);
const shot = (page: Page, name: string) => suite.shot(page, name);

const snapshot = (page: Page): Promise<Snapshot | null> =>
  page.evaluate(() => {
    const s = window.__broadside?.state();
    return s ? (JSON.parse(JSON.stringify(s)) as Snapshot) : null;
  });

async function waitDrawn(page: Page): Promise<void> {
  await page.waitForSelector("body[data-table-drawn]", { timeout: 20_000 });
}

/** Waits until the page's state moved past `version` (or a rejection toast appeared). */
async function waitPast(page: Page, version: number): Promise<void> {
  await page.waitForFunction((v) => (window.__broadside?.state()?.version ?? -1) > v || !!document.querySelector("[data-testid=toast]:not(.info)"),
    version, { timeout: 15_000 });
}

/** One decision for the seat whose turn it is, made by clicking like a person would. */
async function playOnce(page: Page, s: Snapshot, turnNo: number): Promise<void> {
  const b = s.board;
  if (b.pending?.kind === "cutlass") {
    // Strike the pirate with the fewest lives: ends the game sooner.
    const target = [...b.pending.targets].sort((x, y) => b.pirates![x].lives - b.pirates![y].lives)[0];
    await page.click(`[data-testid=pirate-${target}]`);
    return;
  }
  if (b.pending?.kind === "jollyRoger") {
    const left = new Map(b.pending.targets.map((t) => [t, b.pirates![t].doubloons]));
    for (let k = 0; k < (b.pending.amount ?? 2); k++) {
      const t = [...left.entries()].sort((x, y) => y[1] - x[1])[0][0];
      left.set(t, left.get(t)! - 1);
      await page.click(`[data-testid=pirate-${t}]`);
    }
    return;
  }
  if (b.rollsLeft === 3) {
    await page.click("[data-testid=roll]");
    return;
  }
  if ((b.rollsLeft ?? 0) > 0 && turnNo % 2 === 0) {
    // Hold the doubloons and shields, reroll the rest.
    const keep = [...(b.dice ?? "")].map((f, i) => (f === "D" || f === "S" ? i : -1)).filter((i) => i >= 0).slice(0, 5);
    for (const i of keep) await page.click(`[data-testid=die-${i}]`);
    for (const i of keep) expect(await page.getAttribute(`[data-testid=die-${i}]`, "aria-pressed")).toBe("true");
    await page.click("[data-testid=roll]");
    return;
  }
  await page.click("[data-testid=stop]");
}

test("host, friend by invite link and a watcher play Booty Dice to a winner", async () => {
  // --- the host creates a private table with one bot, and a short game -------------------------
  const host = await newPage();
  await host.goto(`${suite.server.url}/`);
  await host.waitForSelector("body[data-lobby-ready]");
  await host.fill("[data-testid=nickname]", "Anne");
  await host.click("[data-testid=game-booty-dice]");
  await host.fill("[data-testid=seats]", "3");
  await host.dispatchEvent("[data-testid=seats]", "input");
  await host.check("[data-testid=bot-2]");
  await host.fill("[data-testid=option-maxRounds]", "5");
  await shot(host, "01-lobby");
  await host.click("[data-testid=create-table]");
  await host.waitForURL(/\/t\/[A-Z0-9]{6}$/);
  await waitDrawn(host);
  const code = (await host.textContent("[data-testid=invite-code]"))!.trim();
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  const link = await host.getAttribute("[data-testid=invite-link]", "href");
  expect(link).toBe(`${suite.server.url}/t/${code}`);
  expect(await host.isVisible("[data-testid=invite-panel] svg")).toBe(true); // the QR code
  expect(await host.isVisible("[data-testid=start-game]")).toBe(true); // the host may start with empty seats
  await shot(host, "02-host-waiting");

  // --- the friend first mistypes codes in the lobby, then opens the invite link ---------------
  const friend = await newPage();
  await friend.goto(`${suite.server.url}/`);
  await friend.waitForSelector("body[data-lobby-ready]");
  await friend.fill("[data-testid=nickname]", "Bart");
  await friend.fill("[data-testid=join-code]", "AB1");
  await friend.click("[data-testid=join-button]");
  await expect(friend.textContent("[data-testid=join-error]")).resolves.toMatch(/6 characters/);
  await friend.fill("[data-testid=join-code]", code === "777777" ? "999999" : "777777");
  await friend.click("[data-testid=join-button]");
  await friend.waitForFunction(() => /No table/.test(document.querySelector("[data-testid=join-error]")?.textContent ?? ""));
  await friend.goto(link!);
  await waitDrawn(friend);
  await friend.waitForFunction(() => window.__broadside?.session.welcome?.role === "player");
  expect(await friend.evaluate(() => window.__broadside!.session.mySeat)).toBe(1);

  // --- a watcher opens the link and chooses to watch ------------------------------------------
  const watcher = await newPage();
  await watcher.goto(link!);
  await watcher.click("[data-testid=ask-name-watch]");
  await waitDrawn(watcher);
  await watcher.waitForSelector("[data-testid=spectator-banner]:not([hidden])");
  await host.waitForFunction(() => (window.__broadside?.state()?.spectators ?? 0) >= 1);
  expect(await host.textContent("[data-testid=spectator-count]")).toMatch(/1 watching/);
  expect(await host.textContent("[data-testid=seat-2]")).toMatch(/bot/);

  // The table is full now: the server starts the game on its own (server/table/table-room.ts).
  await host.waitForFunction(() => window.__broadside?.state()?.status === "playing");
  await watcher.waitForFunction(() => window.__broadside?.state()?.status === "playing");
  expect(await watcher.isVisible("[data-testid=start-game]")).toBe(false);
  await friend.fill("[data-testid=chat-input]", "Arr, prepare to be plundered!");
  await friend.click("[data-testid=chat-send]");
  await watcher.waitForFunction(() => /plundered/.test(document.querySelector("[data-testid=chat-list]")?.textContent ?? ""));

  const pages: Record<number, Page> = { 0: host, 1: friend };
  let turnNo = 0;
  let reloaded = false;
  let watcherChecked = false;
  let wentOffline = false;
  for (let guard = 0; guard < 600; guard++) {
    const s = (await snapshot(host))!;
    if (s.status === "finished") break;
    const mover = s.active.map((seat) => pages[seat]).find(Boolean);
    if (!mover) {
      // The bot's turn: wait for it to move.
      await waitPast(host, s.version);
      continue;
    }
    const own = (await snapshot(mover))!;
    if (own.version !== s.version) continue; // the mover's page has not caught up yet
    if (!watcherChecked && own.board.rollsLeft !== 3) {
      // The watcher sees the same moves and has nothing enabled to click.
      await watcher.waitForFunction((v) => (window.__broadside?.state()?.version ?? 0) >= v, s.version);
      expect(await watcher.isDisabled("[data-testid=roll]")).toBe(true);
      expect(await watcher.isDisabled("[data-testid=stop]")).toBe(true);
      const enabled = await watcher.$$eval("[data-testid=hotspots] button", (bs) => bs.filter((b) => !(b as HTMLButtonElement).disabled).length);
      expect(enabled).toBe(0);
      await shot(watcher, "03-watcher-mid-game");
      await shot(mover, "04-player-mid-game");
      watcherChecked = true;
    }
    turnNo++;
    await playOnce(mover, own, turnNo);
    await waitPast(mover, s.version);
    const toast = await mover.$("[data-testid=toast]:not(.info)");
    if (toast) throw new Error(`the server rejected a click: ${await toast.textContent()}`);

    if (!reloaded && (s.board.round ?? 1) >= 2 && s.active.includes(0)) {
      // A reload in the middle of the game keeps the friend's seat.
      await friend.reload();
      await waitDrawn(friend);
      await friend.waitForFunction(() => window.__broadside?.session.welcome?.role === "player");
      expect(await friend.evaluate(() => window.__broadside!.session.mySeat)).toBe(1);
      await shot(friend, "05-friend-after-reload");
      reloaded = true;
    } else if (reloaded && !wentOffline && s.active.includes(1)) {
      // The host's network drops for a moment: the page says so, then reconnects by itself.
      await host.context().setOffline(true);
      await host.waitForSelector("[data-testid=away-banner]:not([hidden])");
      expect(await host.textContent("[data-testid=away-banner]")).toMatch(/Reconnecting.*played by the bot while you are away/);
      await shot(host, "05b-host-reconnecting");
      await host.context().setOffline(false);
      await host.waitForFunction(() => window.__broadside?.session.connection === "connected", undefined, { timeout: 30_000 });
      expect(await host.isHidden("[data-testid=away-banner]")).toBe(true);
      expect(await host.evaluate(() => window.__broadside!.session.mySeat)).toBe(0);
      wentOffline = true;
    }
  }

  // --- a winner, seen by everyone -------------------------------------------------------------
  for (const page of [host, friend, watcher]) await page.waitForFunction(() => window.__broadside?.state()?.status === "finished");
  const final = (await snapshot(watcher))!;
  expect(final.result?.winners.length).toBeGreaterThan(0);
  expect(final.result?.summary).toBeTruthy();
  expect(reloaded).toBe(true);
  expect(wentOffline).toBe(true);
  expect(watcherChecked).toBe(true);
  expect(await host.isVisible("[data-testid=rematch]")).toBe(true);
  expect(await watcher.$("[data-testid=rematch]")).toBeNull();
  expect(await watcher.locator("[data-testid=game-log] li").count()).toBeGreaterThan(5);
  // Game events arrive as codes; the page writes the same sentences the rules wrote.
  const lines = await watcher.locator("[data-testid=game-log] li").allTextContents();
  expect(lines.some((l) => /^.+ rolls: (Doubloon|X Marks the Spot|Jolly Roger|Cutlass|Walk the Plank|Shield)(, (Doubloon|X Marks the Spot|Jolly Roger|Cutlass|Walk the Plank|Shield)){5}\.$/.test(l))).toBe(true);
  expect(lines.some((l) => /^It is .+'s turn\.$/.test(l))).toBe(true);
  expect(lines.filter((l) => /cannot describe/.test(l))).toEqual([]);
  await shot(host, "06-host-winner");
  await shot(friend, "07-friend-winner");
  await shot(watcher, "08-watcher-winner");

  // --- rematch: a new game begins for everyone ------------------------------------------------
  await host.click("[data-testid=rematch]");
  for (const page of [host, friend, watcher]) await page.waitForFunction(() => window.__broadside?.state()?.status === "playing");

  // --- the same table on a phone: the tall layout ----------------------------------------------
  const phone = await newPage({ width: 390, height: 844 });
  await phone.goto(`${link}?watch=1`);
  await waitDrawn(phone);
  await phone.waitForSelector("[data-testid=spectator-banner]:not([hidden])");
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: path.join(ARTIFACTS, "09-phone-watcher.png"), fullPage: true });
});

test("a public table shows up in another lobby's live list, and can be joined from there", async () => {
  const host = await newPage();
  await host.goto(`${suite.server.url}/`);
  await host.waitForSelector("body[data-lobby-ready]");
  await host.fill("[data-testid=nickname]", "Cora");
  await host.click("[data-testid=game-booty-dice]");
  await host.fill("[data-testid=seats]", "2");
  await host.dispatchEvent("[data-testid=seats]", "input");
  await host.check("[data-testid=is-public]");
  await host.click("[data-testid=create-table]");
  await host.waitForURL(/\/t\/[A-Z0-9]{6}$/);
  const code = new URL(host.url()).pathname.slice(3);

  const guest = await newPage({ width: 390, height: 844 });
  await guest.goto(`${suite.server.url}/`);
  await guest.waitForSelector("body[data-lobby-ready]");
  await guest.fill("[data-testid=nickname]", "Dirk");
  await guest.waitForSelector(`[data-testid=public-join-${code}]`, { timeout: 15_000 });
  await guest.screenshot({ path: path.join(ARTIFACTS, "10-lobby-public-list-phone.png"), fullPage: true });
  await guest.click(`[data-testid=public-join-${code}]`);
  await waitDrawn(guest);
  await guest.waitForFunction(() => window.__broadside?.session.mySeat === 1);
  // Both seats are taken: the game starts and the table leaves the public list.
  await host.waitForFunction(() => window.__broadside?.state()?.status === "playing");
});

test("a player opening the link while a restart still rebuilds the table waits, then gets their seat back", async () => {
  // An in-process server (the page is served from the same build) whose journal holds the
  // hands of the first rebuild until released: the table is "being restored" meanwhile.
  const journal = new MemoryJournal();
  const match = new Match({ game: bootyDice, code: "REA347", options: {}, seatCount: 2, bots: [1], isPublic: false, seed: 11, matchId: "restart-e2e", createdAt: 1 });
  const token = match.takeSeat(0, "Anne");
  match.start();
  await journal.saveHeader(match.header());
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const saveHeader = journal.saveHeader.bind(journal);
  journal.saveHeader = async (header) => {
    await gate;
    return saveHeader(header);
  };
  const restarted = buildServer({ config: { logLevel: "silent", graceSeconds: 60 }, journal, clientDir: path.join(ROOT, "dist", "client") });
  await restarted.listen(0);
  const restoring = restarted.restore();
  try {
    const anne = await newPage();
    await anne.goto(`http://127.0.0.1:${restarted.port}/`);
    await anne.evaluate((t) => {
      localStorage.setItem("broadside:name", "Anne");
      localStorage.setItem("broadside:seat:REA347", t);
    }, token);
    await anne.goto(`http://127.0.0.1:${restarted.port}/t/REA347`);
    await anne.waitForFunction(() => /waiting for the table/.test(document.querySelector("[data-testid=progress]")?.textContent ?? ""));
    await shot(anne, "11-waiting-for-restore");
    release();
    expect(await restoring).toEqual(["REA347"]);
    await waitDrawn(anne);
    await anne.waitForFunction(() => window.__broadside?.session.mySeat === 0);
    expect(await anne.evaluate(() => localStorage.getItem("broadside:seat:REA347"))).toBe(token); // kept, not forgotten
  } finally {
    release();
    await restoring.catch(() => undefined);
    await restarted.close();
  }
});
