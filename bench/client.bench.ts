// Browser client benchmark (not a test): download sizes of the lobby and the table (gzip), and
// the time from navigation to an interactive lobby and to the first drawn table frame in
// headless Chromium against a local server built and started like `npm start`.
//
//   npx ts-node --transpile-only bench/client.bench.ts [runs=7]
//
// Every run uses a fresh browser context (cold HTTP cache). Baseline, measured in the same run:
// navigating to a bare JSON endpoint (/api/games), i.e. a page with no client code at all.
// Results go to bench/results.md under "## Browser client" (only that section is rewritten).
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
  const browser = await launchBrowser();
  try {
    // A table to draw: a seated host (this script) and a bot; the game waits on the host.
    const room = await new Client(server.url).create("table", { game: "booty-dice", seats: 2, bots: [1], name: "Bench", isPublic: false });
    room.onMessage("*", () => undefined); // welcome, log, chat: not needed here
    const code = room.roomId;

    const measure = async (url: string, mark: string | null) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: mark ? "commit" : "load" });
      let ms: number;
      if (mark) {
        await page.waitForFunction((m) => performance.getEntriesByName(m).length > 0, mark, { timeout: 20_000, polling: 10 });
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
      return { ms, urls, early };
    };

    const base: number[] = [], lobby: number[] = [], table: number[] = [];
    let lobbyUrls: string[] = [], lobbyEarly: string[] = [], tableUrls: string[] = [];
    await measure(`${server.url}/`, "lobby-ready"); // warm-up: server caches, Chromium start
    for (let i = 0; i < RUNS; i++) {
      base.push((await measure(`${server.url}/api/games`, null)).ms);
      const l = await measure(`${server.url}/`, "lobby-ready");
      lobby.push(l.ms);
      lobbyUrls = l.urls;
      lobbyEarly = l.early;
      const t = await measure(`${server.url}/t/${code}?watch=1`, "table-drawn");
      table.push(t.ms);
      tableUrls = t.urls;
    }
    await room.leave(true);

    const own = (urls: string[]) => urls.filter((u) => u.startsWith(server.url) && !u.includes("/api/") && !u.includes("/matchmake"));
    const size = (urls: string[]) => own(urls).reduce((sum, u) => sum + gzipOf(u), 0);
    const codeKb = (urls: string[]) => own(urls).filter((u) => /\.(js|css)$/.test(u)).reduce((s, u) => s + gzipOf(u), 0) / 1024;
    const lobbyCodeKb = codeKb(lobbyUrls);
    const lobbyCriticalKb = codeKb(lobbyEarly);
    const lobbyKb = size(lobbyUrls) / 1024;
    const tableKb = size(tableUrls) / 1024;
    const phaserKb = own(tableUrls).filter((u) => /phaser/.test(u)).reduce((s, u) => s + gzipOf(u), 0) / 1024;
    const mb = median(base), ml = median(lobby), mt = median(table);

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
      "",
      "Time from navigation start (`performance.mark` in the page):",
      "",
      "| measure | median | range | vs baseline | target |",
      "|---|---:|---:|---:|---|",
      row("baseline: load of a bare JSON page (/api/games)", base),
      row("lobby interactive (games listed, buttons live)", lobby, LOBBY_TARGET_MS),
      row("table: first drawn Phaser frame (joined as watcher)", table, TABLE_TARGET_MS),
      "",
    ].join("\n");

    const file = path.join(ROOT, "bench", "results.md");
    const old = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmark results\n";
    const re = /## Browser client\n[\s\S]*?(?=\n## |$)/;
    const next = (re.test(old) ? old.replace(re, section) : `${old.trimEnd()}\n\n${section}`).replace(/([^\n])\n## Browser client/, "$1\n\n## Browser client");
    writeFileSync(file, next.endsWith("\n") ? next : `${next}\n`);
    console.log(section);
    console.log(`medians: baseline ${mb.toFixed(0)} ms, lobby ${ml.toFixed(0)} ms, table ${mt.toFixed(0)} ms`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
