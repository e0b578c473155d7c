// Browser client benchmark (not a test): what the browser really receives for the lobby and the
// table (bytes over the wire, counted by Chromium's DevTools protocol, with each response's
// Content-Encoding and Cache-Control), and the time from navigation to an interactive lobby and
// to the first drawn table frame in headless Chromium against a local server built and started
// like `npm start`; then the table on a throttled phone (1.6 Mbit/s down, 750 kbit/s up,
// 150 ms round trip: `Network.emulateNetworkConditions`; 390x844 at 3x), once as served and once
// asking for no compression (Accept-Encoding: identity, what every browser got before the
// server sent brotli), and the first load compared with a reload (the hashed assets cached).
//
//   npx ts-node --transpile-only bench/client.bench.ts [runs=7]
//
// Every run uses a fresh browser context (cold HTTP cache). Baseline, measured in the same run:
// navigating to a bare JSON endpoint (/api/games), i.e. a page with no client code at all.
// With --write (as `npm run bench` runs it) the results go to bench/results.md under
// "## Browser client" (only that section is rewritten); otherwise they are only printed.
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { WebSocket } from "ws";
import { Client } from "@colyseus/sdk";
import { launchBrowser } from "../client/e2e/browser";
import { buildAll, ROOT, startServer } from "../client/e2e/server";

(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

const RUNS = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 7);
const LOBBY_TARGET_MS = 400;
const TABLE_TARGET_MS = 1200;
const MOBILE_TABLE_TARGET_MS = 4000;
/** Shiver Me Timbers' table (issue 17): the whole page, Phaser included, and its first drawn chart. */
const SMT_TABLE_BUDGET_KB = 470;
const SMT_TABLE_TARGET_MS = 1500;
const MOBILE_RUNS = Math.max(1, Math.min(3, RUNS));
/** A slow phone link: Chromium's DevTools figures are bytes per second and ms. */
const SLOW_PHONE = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** Phaser's own chunk; not the table's `phaser-board` module, which is small and, on a slow link, often arrives first. */
const PHASER_CHUNK = /\/phaser\.esm-[\w-]+\.js$/;

interface Wire {
  /** Bytes received over the wire (headers included), for this server's responses. */
  bytes: number;
  /** The same, for the JavaScript and CSS files only. */
  codeBytes: number;
  /** Per URL: bytes over the wire, Content-Encoding and Cache-Control. */
  files: Map<string, { bytes: number; encoding: string; cache: string; fromCache: boolean }>;
}
const DIST = path.join(ROOT, "dist", "client");

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** gzip size of a file the page fetched from the server (same file in dist/client). */
function gzipOf(url: string): number {
  const pathname = new URL(url).pathname;
  const file = pathname === "/" || pathname.startsWith("/t/") ? path.join(DIST, "index.html") : path.join(DIST, pathname);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

async function main(): Promise<void> {
  buildAll();
  const loadBefore = loadavg()[0];
  const server = await startServer(undefined, { BOT_DELAY_MS: "100000" });
  // Stopped on every way out: a server left behind would hold its port for later runs.
  const servers = [server];
  let launched: Awaited<ReturnType<typeof launchBrowser>> | null = null;
  try {
    const browser = (launched = await launchBrowser());
    // A table to draw: a seated host (this script) and a bot; the game waits on the host.
    const room = await new Client(server.url).create("table", { game: "booty-dice", seats: 2, bots: [1], name: "Bench", isPublic: false });
    room.onMessage("*", () => undefined); // welcome, log, chat: not needed here
    const code = room.roomId;
    // A Shiver Me Timbers table in play: the host (this script) and a bot have chosen goals and
    // origins (on a server of its own whose bot answers at once); then it waits on the host's turn.
    const smtServer = await startServer(undefined, { BOT_DELAY_MS: "50" });
    servers.push(smtServer);
    const smtRoom = await new Client(smtServer.url).create("table", { game: "shiver-me-timbers", seats: 2, bots: [1], name: "Bench", isPublic: false });
    smtRoom.onMessage("*", () => undefined);
    await smtSetUp(smtRoom);

    interface MeasureOptions {
      phone?: boolean;
      identity?: boolean;
      /** Load the page once first in the same context (a returning visitor: the HTTP cache is warm). */
      reload?: boolean;
    }
    const measure = async (url: string, mark: string | null, options: MeasureOptions = {}) => {
      const context = await browser.newContext(
        options.phone ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } },
      );
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      if (options.phone) await cdp.send("Network.emulateNetworkConditions", SLOW_PHONE);
      if (options.identity) await cdp.send("Network.setExtraHTTPHeaders", { headers: { "Accept-Encoding": "identity" } });
      const wire: Wire = { bytes: 0, codeBytes: 0, files: new Map() };
      const byId = new Map<string, { url: string; encoding: string; cache: string; fromCache: boolean }>();
      cdp.on("Network.responseReceived", (e: { requestId: string; response: { url: string; headers: Record<string, string>; fromDiskCache?: boolean } }) => {
        const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
        byId.set(e.requestId, { url: e.response.url, encoding: h["content-encoding"] ?? "none", cache: h["cache-control"] ?? "", fromCache: Boolean(e.response.fromDiskCache) });
      });
      cdp.on("Network.loadingFinished", (e: { requestId: string; encodedDataLength: number }) => {
        const r = byId.get(e.requestId);
        if (!r || !r.url.startsWith(server.url)) return;
        wire.bytes += e.encodedDataLength;
        if (/\.(js|css)$/.test(new URL(r.url).pathname)) wire.codeBytes += e.encodedDataLength;
        wire.files.set(r.url, { bytes: e.encodedDataLength, encoding: r.encoding, cache: r.cache, fromCache: r.fromCache });
      });
      if (options.reload) {
        await page.goto(url, { waitUntil: "load" });
        if (mark) await page.waitForFunction((m) => performance.getEntriesByName(m).length > 0, mark, { timeout: 60_000, polling: 10 });
        wire.bytes = 0;
        wire.codeBytes = 0;
        wire.files.clear();
      }
      await page.goto(url, { waitUntil: mark ? "commit" : "load" });
      let ms: number;
      if (mark) {
        await page.waitForFunction((m) => performance.getEntriesByName(m).length > 0, mark, { timeout: 60_000, polling: 10 });
        ms = await page.evaluate((m) => performance.getEntriesByName(m)[0].startTime, mark);
      } else {
        ms = await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd);
      }
      await page.waitForTimeout(300); // let idle-time prefetches show up in the resource list
      const { urls, early } = await page.evaluate((limit) => {
        const all = performance.getEntriesByType("resource");
        return { urls: [location.href, ...all.map((e) => e.name)], early: [location.href, ...all.filter((e) => e.startTime <= limit).map((e) => e.name)] };
      }, ms);
      await context.close();
      return { ms, urls, early, wire };
    };

    const base: number[] = [], lobby: number[] = [], table: number[] = [];
    let lobbyUrls: string[] = [], lobbyEarly: string[] = [], tableUrls: string[] = [];
    let lobbyWire: Wire | null = null, tableWire: Wire | null = null;
    const smtTable: number[] = [];
    let smtUrls: string[] = [];
    await measure(`${server.url}/`, "lobby-ready"); // warm-up: server caches, Chromium start
    for (let i = 0; i < RUNS; i++) {
      base.push((await measure(`${server.url}/api/games`, null)).ms);
      const l = await measure(`${server.url}/`, "lobby-ready");
      lobby.push(l.ms);
      lobbyUrls = l.urls;
      lobbyEarly = l.early;
      lobbyWire = l.wire;
      const t = await measure(`${server.url}/t/${code}?watch=1`, "table-drawn");
      table.push(t.ms);
      tableUrls = t.urls;
      tableWire = t.wire;
      const st = await measure(`${smtServer.url}/t/${smtRoom.roomId}?watch=1`, "table-drawn");
      smtTable.push(st.ms);
      smtUrls = st.urls;
    }
    const phone: number[] = [], phoneRaw: number[] = [], phoneBack: number[] = [];
    let phoneWire: Wire | null = null, phoneRawWire: Wire | null = null, phoneBackWire: Wire | null = null;
    for (let i = 0; i < MOBILE_RUNS; i++) {
      const p = await measure(`${server.url}/t/${code}?watch=1`, "table-drawn", { phone: true });
      phone.push(p.ms);
      phoneWire = p.wire;
      const raw = await measure(`${server.url}/t/${code}?watch=1`, "table-drawn", { phone: true, identity: true });
      phoneRaw.push(raw.ms);
      phoneRawWire = raw.wire;
      const back = await measure(`${server.url}/t/${code}?watch=1`, "table-drawn", { phone: true, reload: true });
      phoneBack.push(back.ms);
      phoneBackWire = back.wire;
    }
    await room.leave(true);
    await smtRoom.leave(true);
    await smtServer.stop();

    const own = (urls: string[]) => urls.filter((u) => u.startsWith(server.url) && !u.includes("/api/") && !u.includes("/matchmake"));
    const size = (urls: string[]) => own(urls).reduce((sum, u) => sum + gzipOf(u), 0);
    const codeKb = (urls: string[]) => own(urls).filter((u) => /\.(js|css)$/.test(u)).reduce((s, u) => s + gzipOf(u), 0) / 1024;
    const lobbyCodeKb = codeKb(lobbyUrls);
    const lobbyCriticalKb = codeKb(lobbyEarly);
    const lobbyKb = size(lobbyUrls) / 1024;
    const tableKb = size(tableUrls) / 1024;
    const phaserKb = own(tableUrls).filter((u) => PHASER_CHUNK.test(u)).reduce((s, u) => s + gzipOf(u), 0) / 1024;
    const mb = median(base), ml = median(lobby), mt = median(table);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const phaserFile = [...(tableWire?.files ?? [])].find(([u]) => PHASER_CHUNK.test(u));
    const phaserRaw = [...(phoneRawWire?.files ?? [])].find(([u]) => PHASER_CHUNK.test(u));
    const mp = median(phone);
    const smtOwn = smtUrls.filter((u) => !u.includes("/api/") && !u.includes("/matchmake") && new URL(u).port !== new URL(server.url).port);
    const smtKb = smtOwn.reduce((sum, u) => sum + gzipOf(u), 0) / 1024;
    const smtModuleKb = smtOwn.filter((u) => /\/assets\/mount-/.test(u)).reduce((s, u) => s + gzipOf(u), 0) / 1024;

    const row = (name: string, xs: number[], target?: number) =>
      `| ${name} | ${median(xs).toFixed(0)} ms | ${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)} ms | ×${(median(xs) / mb).toFixed(1)} | ${target ? `${target} ms ${median(xs) <= target ? "✔" : "✘"}` : "—"} |`;
    const section = [
      "## Browser client",
      "",
      `\`npx ts-node --transpile-only bench/client.bench.ts ${RUNS}\` — ${new Date().toISOString().slice(0, 16)}Z, Node ${process.version}, ` +
        `Debian Chromium headless (software rendering), 2 cores shared with other work, local server built and started as \`npm start\` does, ` +
        `fresh browser context (cold cache) per run, medians of ${RUNS} runs. ` +
        `Machine load average (1 min) ${loadBefore.toFixed(1)} before and ${loadavg()[0].toFixed(1)} after: with other work running, single runs vary by ±30%.`,
      "",
      "Download sizes (gzip -9 of the files the page fetched):",
      "",
      "| page | gzip | of which |",
      "|---|---:|---|",
      `| lobby (/) | ${lobbyKb.toFixed(1)} KB | JS + CSS ${lobbyCodeKb.toFixed(1)} KB (budget 90 KB ${lobbyCodeKb <= 90 ? "✔" : "✘"}): ${lobbyCriticalKb.toFixed(1)} KB before interactive, the rest is the Colyseus SDK prefetched when idle (used by "Set sail"); rest HTML |`,
      `| table (/t/CODE) | ${tableKb.toFixed(1)} KB | Phaser ${phaserKb.toFixed(1)} KB, lazy-loaded only here |`,
      `| Shiver Me Timbers table (/t/CODE) | ${smtKb.toFixed(1)} KB (budget ${SMT_TABLE_BUDGET_KB} KB ${smtKb <= SMT_TABLE_BUDGET_KB ? "✔" : "✘"}) | Phaser included; the game's module and its CSS ${smtModuleKb.toFixed(1)} KB |`,
      "",
      "Over the wire (bytes Chromium received from this server, headers included; DevTools protocol `Network.loadingFinished`):",
      "",
      "| page | received | JS + CSS | notes |",
      "|---|---:|---:|---|",
      `| lobby (/) | ${kb(lobbyWire!.bytes)} | ${kb(lobbyWire!.codeBytes)} | |`,
      `| table (/t/CODE) | ${kb(tableWire!.bytes)} | ${kb(tableWire!.codeBytes)} | Phaser ${phaserFile ? `${kb(phaserFile[1].bytes)} (${phaserFile[1].encoding}; Cache-Control: ${phaserFile[1].cache})` : "?"} |`,
      `| table, Accept-Encoding: identity (as before brotli) | ${kb(phoneRawWire!.bytes)} | ${kb(phoneRawWire!.codeBytes)} | Phaser ${phaserRaw ? kb(phaserRaw[1].bytes) : "?"} |`,
      `| table, reload (cache warm) | ${kb(phoneBackWire!.bytes)} | ${kb(phoneBackWire!.codeBytes)} | hashed assets from the cache, index.html revalidated |`,
      "",
      `Slow phone (1.6 Mbit/s down, 750 kbit/s up, 150 ms RTT, 390x844 at 3x), first drawn table frame, ${MOBILE_RUNS} runs:`,
      "",
      "| load | median | range | target |",
      "|---|---:|---:|---|",
      `| first visit, as served | ${mp.toFixed(0)} ms | ${Math.min(...phone).toFixed(0)}–${Math.max(...phone).toFixed(0)} ms | ${MOBILE_TABLE_TARGET_MS} ms ${mp <= MOBILE_TABLE_TARGET_MS ? "✔" : "✘"} |`,
      `| first visit, uncompressed (as before) | ${median(phoneRaw).toFixed(0)} ms | ${Math.min(...phoneRaw).toFixed(0)}–${Math.max(...phoneRaw).toFixed(0)} ms | — |`,
      `| returning visit (cache warm) | ${median(phoneBack).toFixed(0)} ms | ${Math.min(...phoneBack).toFixed(0)}–${Math.max(...phoneBack).toFixed(0)} ms | — |`,
      "",
      "Time from navigation start (`performance.mark` in the page):",
      "",
      "| measure | median | range | vs baseline | target |",
      "|---|---:|---:|---:|---|",
      row("baseline: load of a bare JSON page (/api/games)", base),
      row("lobby interactive (games listed, buttons live)", lobby, LOBBY_TARGET_MS),
      row("table: first drawn Phaser frame (joined as watcher)", table, TABLE_TARGET_MS),
      row("Shiver Me Timbers table: first drawn sea chart (watcher, round 1)", smtTable, SMT_TABLE_TARGET_MS),
      "",
    ].join("\n");

    const file = path.join(ROOT, "bench", "results.md");
    const old = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmark results\n";
    const re = /## Browser client\n[\s\S]*?(?=\n## |$)/;
    const next = (re.test(old) ? old.replace(re, section) : `${old.trimEnd()}\n\n${section}`).replace(/([^\n])\n## Browser client/, "$1\n\n## Browser client");
    // bench/results.md is rewritten only by `npm run bench` (which passes --write).
    if (process.argv.includes("--write")) writeFileSync(file, next.endsWith("\n") ? next : `${next}\n`);
    console.log(section);
    console.log(`medians: baseline ${mb.toFixed(0)} ms, lobby ${ml.toFixed(0)} ms, table ${mt.toFixed(0)} ms, slow phone table ${mp.toFixed(0)} ms`);
  } finally {
    await launched?.close();
    for (const s of servers) await s.stop();
  }
}

/** Plays the host's set-up of a Shiver Me Timbers table (two goals, an origin), so the chart shows ships. */
async function smtSetUp(room: Awaited<ReturnType<Client["create"]>>): Promise<void> {
  type Board = { phase?: string; goals?: { id: number }[] };
  const state = () => (room.state as { toJSON(): { version?: number; active?: number[]; board?: Board } }).toJSON();
  for (let k = 0; k < 200; k++) {
    const s = state();
    const mine = s.active?.includes(0) === true;
    if (s.board?.phase === "play") return;
    if (mine && s.board?.phase === "goals") room.send("action", { version: s.version, action: { type: "chooseGoals", goals: s.board.goals!.slice(0, 2).map((g) => g.id) } });
    if (mine && s.board?.phase === "origins") room.send("action", { version: s.version, action: { type: "chooseOrigin", origin: "the-bay", talent: "tramp" } });
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the Shiver Me Timbers table did not reach play");
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
