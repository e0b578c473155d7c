// A whole Shiver Me Timbers game in a real browser, by clicks: a person and two bots at a
// 3-seat table (resilient ships and events on) from the lobby to the score screen. The person
// fights at least one duel on the duel view, plays or passes in card windows (then lets
// auto-pass do it), scouts, digs up and raises a treasure, and answers every decision with the
// panels' buttons (the all-moves list only as the fallback). A watcher follows the game by
// link; its page and every WebSocket frame it receives hold no secret of the person's seat at
// any point. The test reads the synced state through `window.__broadside` and the public map
// (to steer towards the treasure's island) to decide what to click; every move is a click.
// Screenshots: test-artifacts/smt-full-duel.png, smt-full-card-window.png, smt-full-score.png.
import { appendFileSync, rmSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { TREASURE_CARDS } from "../../shared/games/shiver-me-timbers/content/treasures";
import { spaceGraph } from "../../shared/games/shiver-me-timbers/map/spaces";
import { readMap } from "../games/shiver-me-timbers/view";
import { ARTIFACTS, browserSuite } from "./browser-suite";

/** A line every 50 moves of the person: how far the game got, for a run that is slow or stuck. */
const PROGRESS = path.join(ARTIFACTS, "smt-full-progress.log");

interface Snap {
  version: number;
  status: string;
  active: number[];
  board: {
    phase?: string;
    round?: number;
    turn?: { seat: number; actionsLeft: number };
    map?: { islands: string[]; routes: unknown[] };
    players?: { name?: string; location?: string; treasures?: string[]; secretGoals?: number[] }[];
    cards?: { priority?: number; window?: unknown };
    treasureHunts?: { players?: { hunt?: { card: string } }[] };
    combat?: { player?: number; kind?: string; foe?: { kind?: string }; duel?: unknown };
    merchants?: { space: string }[];
    goals?: { id: number; name: string }[];
  };
  private?: Record<string, { treasure?: { hand?: string[]; look?: string[] } }>;
}

jest.setTimeout(900_000); // a whole game by clicks; the other suites run beside it (scripts/run-tests.js)
const suite = browserSuite({ env: { BOT_DELAY_MS: "0", GRACE_SECONDS: "120" }, shotPrefix: "smt-full-", viewport: { width: 1360, height: 900 } });
beforeAll(() => rmSync(PROGRESS, { force: true }));
const newPage = (viewport?: { width: number; height: number }) => suite.newPage(viewport);
const shot = (page: Page, name: string) => suite.shot(page, name);
const snapshot = (page: Page): Promise<Snap> => page.evaluate(() => JSON.parse(JSON.stringify(window.__broadside!.state())) as Snap);

/** Waits until the page's state moved past `version`; a rejection fails the test with the server's sentence. */
async function waitPast(page: Page, version: number): Promise<void> {
  await page.waitForFunction((v) => (window.__broadside?.state()?.version ?? -1) > v || window.__broadside?.state()?.status === "finished"
    || !!document.querySelector("[data-testid=smt-rejection]:not([hidden])"), version, { timeout: 20_000 });
  const rejection = await page.$("[data-testid=smt-rejection]:not([hidden])");
  if (rejection) throw new Error(`the server refused a click: ${await rejection.textContent()}`);
}

/** Every string value in a JSON tree. */
function strings(v: unknown, out = new Set<string>()): Set<string> {
  if (typeof v === "string") out.add(v);
  else if (Array.isArray(v)) v.forEach((x) => strings(x, out));
  else if (v && typeof v === "object") Object.values(v).forEach((x) => strings(x, out));
  return out;
}

const searchOf = (id: string) => TREASURE_CARDS.find((t) => t.id === id)?.search ?? 99;
const islandOf = (id: string) => TREASURE_CARDS.find((t) => t.id === id)?.island ?? "";

const CLICKABLE = "button[data-testid^=act-], [data-testid^='space-'], [data-testid=keep-goals], [data-testid=origin-picker] button, [data-testid=goal-picker] input";
interface Clickable { i: number; id: string; card: string; value: string; within: string }

/** Every enabled, visible control the person could click, read in one go. */
async function clickables(page: Page): Promise<Clickable[]> {
  return page.$$eval(CLICKABLE, (els) => els.map((e, i) => {
    const el = e as HTMLElement & { disabled?: boolean };
    const within: string[] = [];
    for (let p = el.parentElement; p; p = p.parentElement) if (p.dataset.testid) within.push(p.dataset.testid);
    const shown = el.offsetParent !== null || el.getClientRects().length > 0;
    return { i, id: el.dataset.testid ?? "", card: el.dataset.card ?? el.closest<HTMLElement>("[data-card]")?.dataset.card ?? "", value: el.dataset.value ?? "", within: shown && !el.disabled ? within.join(" ") : "-" };
  }).filter((c) => c.within !== "-"));
}

/** Clicks the first control matching `test`; true if there was one. */
async function clickWhere(page: Page, list: readonly Clickable[], test: (c: Clickable) => boolean): Promise<boolean> {
  const c = list.find(test);
  if (!c) return false;
  await page.locator(CLICKABLE).nth(c.i).click();
  return true;
}

/** The highlighted chart space nearest to one of `targets` (by sea spaces on the public map). */
async function sailTowards(page: Page, list: readonly Clickable[], s: Snap, targets: readonly string[]): Promise<boolean> {
  const ids = list.filter((c) => c.id.startsWith("space-")).map((c) => c.id.slice(6));
  if (!ids.length || !s.board.map) return false;
  const graph = spaceGraph(readMap(s.board.map) as Parameters<typeof spaceGraph>[0]);
  const dist = new Map<string, number>(targets.map((t) => [t, 0]));
  const queue = [...targets];
  for (let i = 0; i < queue.length; i++) for (const n of graph.neighbours.get(queue[i]) ?? []) if (!dist.has(n)) { dist.set(n, dist.get(queue[i])! + 1); queue.push(n); }
  const best = [...ids].sort((a, b) => (dist.get(a) ?? 99) - (dist.get(b) ?? 99))[0];
  return clickWhere(page, list, (c) => c.id === `space-${best}`);
}

/**
 * `boarded`: boardings the person declared by click; `ownDuels`: duels the person fought as the
 * attacker (its own boarding), `ownDuelClicks` its clicks in them; `duelClicks` counts every
 * duel click, the merchant's captain's too (`captained`).
 */
const stats = { boarded: 0, ownDuels: 0, ownDuelClicks: 0, duelClicks: 0, captained: 0, windowClicks: 0, windowPlays: 0, autoPass: false, raised: 0, scouted: 0, fallback: 0, moves: 0 };
const shots = new Set<string>();
/** What the person could only do from the all-moves list (reported; the goal is nothing). */
const fallbacks = new Set<string>();

/** Decisions that only come up as answers owed (a look, a pick, a loss, a wish…): the panels' buttons. */
const OWED = ["pickTreasure", "mission_keep", "mission_return", "originLook", "monster_tide", "monster_sacrifice", "monster_reward", "monster_summon_spot",
  "family_wish_discard", "family_wish_choose", "family_wish_reveal", "cards_take", "cards_spy", "cards_route", "privateer", "discardTreasure", "loseUpgrade", "gainUpgrade", "plunder"];

/** One decision of the person by clicking; false when it only narrowed a picker. */
async function personMove(page: Page, s: Snap): Promise<boolean> {
  const list = await clickables(page);
  const act = (type: string, within = "") => (c: Clickable) => c.id === `act-${type}` && c.within.includes(within);
  if (list.some((c) => c.within.includes("goal-picker"))) {
    const need = Number((await page.textContent("[data-testid=goal-picker] h4"))!.match(/\d/)![0]);
    for (let i = 0; i < need; i++) await page.locator("[data-testid=goal-picker] input[type=checkbox]").nth(i).check();
    await page.click("[data-testid=keep-goals]");
    return true;
  }
  if (list.some((c) => c.within.includes("origin-picker"))) {
    if (await clickWhere(page, list, (c) => c.within.includes("origin-picker") && c.id.startsWith("act-"))) return true;
    const picks = list.filter((c) => c.within.includes("origin-picker") && c.id.startsWith("pick-"));
    const last = picks[picks.length - 1].id;
    const row = picks.filter((c) => c.id === last);
    // The Bay as origin: crew cards in hand from the start, so card windows ask the person.
    if (!(await clickWhere(page, row, (c) => c.value === "the-bay"))) await clickWhere(page, row, () => true);
    return false;
  }
  // The duel: a card of the hand (a guard before an attack), else the duel's own buttons.
  const inDuel = list.filter((c) => c.within.includes("smt-duel"));
  if (inDuel.length) {
    const own = s.board.combat?.player === 0;
    // The screenshot is of the person's own duel (a boarding it declared), not one it captains.
    if (own && !shots.has("duel")) {
      shots.add("duel");
      await page.locator("[data-testid=smt-duel]").scrollIntoViewIfNeeded();
      await shot(page, "duel");
    }
    stats.duelClicks++;
    if (own) stats.ownDuelClicks++;
    if (await page.isVisible("[data-testid=captain-prompt]")) stats.captained++;
    // Its own duel it fights to win (a guard before an attack); a merchant it captains for a
    // bot takes the hits or passes, which ends those duels in fewer clicks.
    const pick = own
      ? inDuel.find((c) => c.id === "act-duel_guard") ?? inDuel.find((c) => c.id === "act-duel_attack") ?? inDuel[0]
      : inDuel.find((c) => c.id === "act-duel_take") ?? inDuel.find((c) => c.id === "act-duel_pass") ?? inDuel[0];
    return clickWhere(page, inDuel, (c) => c === pick);
  }
  // A card window with the person holding priority: pass or play by click, then auto-pass.
  if (s.board.cards?.priority === 0 && list.some(act("cards_pass", "card-window"))) {
    if (!shots.has("window")) {
      shots.add("window");
      await page.locator("[data-testid=smt-cards]").scrollIntoViewIfNeeded();
      await shot(page, "card-window");
    }
    stats.windowClicks++;
    if (stats.windowClicks >= 4 && !stats.autoPass) {
      // From now on the page passes by itself whenever the person holds priority.
      stats.autoPass = true;
      await page.check("[data-testid=auto-pass]");
      return true;
    }
    if (stats.windowClicks === 2 && (await clickWhere(page, list, act("cards_play", "card-hand")))) {
      stats.windowPlays++;
      return true;
    }
    return clickWhere(page, list, act("cards_pass", "card-window"));
  }
  // A scouting look: keep the map with the shortest search.
  const look = s.private?.["0"]?.treasure?.look ?? [];
  const keeps = list.filter((c) => c.id === "act-treasure_keep");
  if (look.length && keeps.length) {
    stats.scouted++;
    const best = [...keeps].sort((a, b) => searchOf(a.card) - searchOf(b.card))[0];
    return clickWhere(page, keeps, (c) => c === best);
  }
  for (const type of OWED) if (await clickWhere(page, list, act(type))) return true;
  if (s.board.turn?.seat === 0 && s.active.length === 1) {
    // All shown (its own duel, a raised treasure, card windows by click then auto-pass): the
    // person ends each turn at once, so the rest of the game costs one click a turn.
    if (stats.ownDuels > 0 && stats.raised > 0 && stats.autoPass && (await clickWhere(page, list, act("endTurn")))) return true;
    const hunt = s.board.treasureHunts?.players?.[0]?.hunt;
    // Until it has fought a duel of its own, the person boards whatever shares its space.
    if (stats.ownDuels === 0 && (await clickWhere(page, list, act("board", "attack-moves")))) {
      stats.boarded++;
      return true;
    }
    for (const type of ["treasure_begin", "treasure_offer", "treasure_dig"]) if (await clickWhere(page, list, act(type))) return true;
    const hand = s.private?.["0"]?.treasure?.hand ?? [];
    if (!hand.length && !hunt && (await clickWhere(page, list, act("treasure_scout")))) return true;
    const target = hunt ? islandOf(hunt.card) : hand.length ? islandOf(hand[0]) : "";
    // No duel of its own yet: sail for the nearest merchant to board it, else for the treasure.
    const merchants = (s.board.merchants ?? []).map((m) => m.space).filter((x) => x !== s.board.players?.[0]?.location);
    if (stats.ownDuels === 0 && merchants.length && (await sailTowards(page, list, s, merchants))) return true;
    if (target && s.board.players?.[0]?.location !== `I:${target}` && (await sailTowards(page, list, s, [`I:${target}`]))) return true;
    if (await clickWhere(page, list, act("endTurn"))) return true;
  }
  // The fallback: the all-moves list (a pass first).
  stats.fallback++;
  await page.evaluate(() => ((document.querySelector("[data-testid=all-moves]") as HTMLDetailsElement).open = true));
  if (!(await page.isChecked("[data-testid=all-moves-every]"))) await page.check("[data-testid=all-moves-every]");
  const pass = page.locator("[data-testid=all-move]", { hasText: /^Pass/ });
  const pick = (await pass.count()) ? pass.first() : page.locator("[data-testid=all-move]").first();
  fallbacks.add(`${(await pick.textContent()) ?? ""} [${list.map((c) => c.id).join(",")}]`);
  await pick.click();
  return true;
}

test("a person plays a whole 3-seat game against two bots by clicks, with a duel, card windows and a raised treasure, while a watcher sees no secret", async () => {
  const started = Date.now();
  const page = await newPage();
  await page.goto(`${suite.server.url}/`);
  await page.waitForSelector("body[data-lobby-ready]");
  await page.fill("[data-testid=nickname]", "Anne");
  await page.click("[data-testid=game-shiver-me-timbers]");
  await page.fill("[data-testid=seats]", "3");
  await page.dispatchEvent("[data-testid=seats]", "input");
  for (const b of [1, 2]) await page.check(`[data-testid=bot-${b}]`);
  await page.check("[data-testid=option-resilientShips]");
  await page.check("[data-testid=option-events]");
  await page.click("[data-testid=create-table]");
  await page.waitForURL(/\/t\/[A-Z0-9]{6}$/);
  await page.waitForSelector("body[data-table-drawn]", { timeout: 30_000 });
  const code = new URL(page.url()).pathname.slice(3);

  // The watcher, with every WebSocket frame it receives recorded.
  // A smaller window drawn on a 2D canvas: the watcher costs the machine less than the person.
  const watcher = await newPage({ width: 1000, height: 700 });
  const frames: string[] = [];
  const cdp = await watcher.context().newCDPSession(watcher);
  await cdp.send("Network.enable");
  cdp.on("Network.webSocketFrameReceived", (e: { response: { payloadData: string; opcode: number } }) => {
    frames.push(e.response.opcode === 2 ? Buffer.from(e.response.payloadData, "base64").toString("latin1") : e.response.payloadData);
  });
  await watcher.goto(`${suite.server.url}/t/${code}?renderer=canvas`);
  await watcher.click("[data-testid=ask-name-watch]");
  await watcher.waitForSelector("body[data-table-drawn]", { timeout: 30_000 });
  await page.waitForFunction(() => window.__broadside?.state()?.status === "playing");
  // Every string the public board ever held, from every state the person's page receives
  // (bots' duels come and go between two of the person's moves): none of those was a secret.
  await page.evaluate(() => {
    const seen = new Set<string>();
    const walk = (v: unknown): void => {
      if (typeof v === "string") seen.add(v);
      else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === "object") Object.values(v).forEach(walk);
    };
    (window as unknown as { publicSeen: Set<string> }).publicSeen = seen;
    window.__broadside!.session.on("state", (st) => walk(st.board));
  });

  const secrets = new Set<string>();
  const publicStrings = new Set<string>();
  let watcherText = "";
  let wasHunting = false;
  let aboardBefore = 0;
  let inOwnDuel = false;
  for (let guard = 0; guard < 4000; guard++) {
    const s = await snapshot(page);
    for (const x of strings(s.private?.["0"] ?? {})) secrets.add(x);
    // The board is the public view: what it ever held was no secret to the watcher.
    for (const x of strings(s.board)) publicStrings.add(x);
    // A treasure raised: the hunt on the track is over and one more treasure is aboard.
    const hunting = !!s.board.treasureHunts?.players?.[0]?.hunt;
    const aboard = s.board.players?.[0]?.treasures?.length ?? 0;
    if (wasHunting && !hunting && aboard > aboardBefore) stats.raised++;
    wasHunting = hunting;
    aboardBefore = aboard;
    // A duel of the person's own: a boarding (or raid) it declared reached the plank.
    const ownDuel = s.board.combat?.player === 0 && !!s.board.combat.duel;
    if (ownDuel && !inOwnDuel) stats.ownDuels++;
    inOwnDuel = ownDuel;
    if (guard % 100 === 0) watcherText += (await watcher.textContent("body")) ?? "";
    if (s.status !== "playing") break;
    const autoPassing = stats.autoPass && s.board.cards?.priority === 0;
    if (!s.active.includes(0) || autoPassing) {
      await waitPast(page, s.version).catch(async (err) => {
        await shot(page, "stuck");
        throw new Error(`${(err as Error).message}\nstuck at ${JSON.stringify({ active: s.active, status: s.status, phase: s.board.phase, turn: s.board.turn, cards: s.board.cards, stats, fallbacks: [...fallbacks] })}\n${suite.server.output().slice(-2000)}`);
      });
      continue;
    }
    stats.moves++;
    if (stats.moves % 50 === 0) appendFileSync(PROGRESS, `${((Date.now() - started) / 1000).toFixed(0)} s round ${s.board.round} v${s.version} ${JSON.stringify(stats)} ${[...fallbacks].join(" | ")}\n`);
    if (await personMove(page, s)) await waitPast(page, s.version);
  }
  await page.waitForSelector("[data-testid=smt-end]:not([hidden]) [data-testid=score-table]", { timeout: 30_000 });
  await shot(page, "score");
  const seconds = (Date.now() - started) / 1000;
  console.log(`full game: ${seconds.toFixed(0)} s, ${JSON.stringify(stats)}; from the all-moves list only: ${[...fallbacks].join(" | ") || "nothing"}`);

  // The end: item by item, every secret goal revealed, the winners named, a rematch offered.
  const end = await snapshot(page);
  expect(end.status).toBe("finished");
  for (const row of ["goals", "secret", "trophies", "gold", "total"]) expect(await page.isVisible(`[data-testid=score-${row}]`)).toBe(true);
  expect(await page.textContent("[data-testid=end-summary]")).toMatch(/wins? with \d+ VP/);
  expect(await page.locator("[data-testid=score-secret] td .muted").count()).toBeGreaterThanOrEqual(6);
  expect(await page.isVisible("[data-testid=rematch]")).toBe(true);
  // Every player's secret goals are revealed on the score screen, by name, under that player.
  const names = new Map((end.board.goals ?? []).map((g) => [g.id, g.name]));
  const revealed = await page.$$eval("[data-testid=score-secret] td", (tds) => tds.map((td) => [...td.querySelectorAll(".muted")].map((d) => d.textContent ?? "")));
  const players = end.board.players ?? [];
  expect(players.length).toBe(3);
  expect(revealed.length).toBe(players.length);
  players.forEach((p, i) => {
    expect((p.secretGoals ?? []).length).toBeGreaterThanOrEqual(2);
    expect(revealed[i].map((line) => line.replace(/ [✔✘].*$/, ""))).toEqual((p.secretGoals ?? []).map((g) => names.get(g)));
  });
  // The person declared a boarding by click and fought that duel on the duel view, clicking in it.
  expect(stats.boarded).toBeGreaterThan(0);
  expect(stats.ownDuels).toBeGreaterThan(0);
  expect(stats.ownDuelClicks).toBeGreaterThan(0);
  expect(stats.windowClicks).toBeGreaterThan(0);
  expect(stats.raised).toBeGreaterThan(0);
  expect([...shots].sort()).toEqual(["duel", "window"]);

  // The watcher: no seat's private values, none of the person's secrets on its page or on the wire.
  await watcher.waitForFunction(() => window.__broadside?.state()?.status === "finished");
  await watcher.waitForSelector("[data-testid=smt-end]:not([hidden])");
  const w = await snapshot(watcher);
  for (const entry of Object.values(w.private ?? {})) expect(strings(entry).size).toBe(0);
  expect(await watcher.isVisible("[data-testid=rematch]")).toBe(false);
  for (const x of strings(w.board)) publicStrings.add(x);
  for (const x of await page.evaluate(() => [...(window as unknown as { publicSeen: Set<string> }).publicSeen])) publicStrings.add(x);
  watcherText += (await watcher.textContent("body")) ?? "";
  const hidden = [...secrets].filter((x) => x.length >= 4 && !/^[[{]/.test(x) && !/^[a-z]+$/.test(x) && !publicStrings.has(x));
  expect(hidden.length).toBeGreaterThan(0);
  for (const x of hidden) {
    expect({ secret: x, onPage: watcherText.includes(x) }).toEqual({ secret: x, onPage: false });
    expect({ secret: x, onWire: frames.some((f) => f.includes(x)) }).toEqual({ secret: x, onWire: false });
  }

  // A rematch by click: the same table and seats start over.
  const before = (await snapshot(page)).version;
  await page.click("[data-testid=rematch]");
  await page.waitForFunction((v) => {
    const st = window.__broadside?.state();
    return st?.status === "playing" && (st.version < v || (st.board as { phase?: string }).phase === "goals");
  }, before, { timeout: 30_000 });
  expect(await page.isVisible("[data-testid=smt-end]")).toBe(false);
});
