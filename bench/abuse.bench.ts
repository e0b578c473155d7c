// Abuse benchmark (not a test): one attacker against one server process, measured three ways.
//
//   npx ts-node --transpile-only bench/abuse.bench.ts [seconds=3]
//
// 1. Flood: two sockets (in a child process, so the attacker's CPU is not the measurer's) send
//    PING frames, INPUT frames and requests of an unregistered type as fast as the server
//    takes them, joining again whenever the server closes one, while an honest two-player Booty Dice table plays; the honest table's
//    action -> patch latency (p50/p99/max) is measured before and during the flood.
// 2. Enumeration: wrong invite codes looked up (`GET /api/tables/CODE`) and joined
//    (`POST /matchmake/joinById/CODE`) from one address, 16 at a time; table creations
//    (`POST /matchmake/create/table`): answers per second by status.
// 3. Bodies: four 24 MB bodies to /matchmake; the server's RSS before and after.
//
// The server is `server/main.ts` under ts-node with its default limits (SQLite in a temporary
// directory). Figures are printed; the ones of record are in the closing note of the change.
import { fork } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { WebSocket } from "ws";
import { Client, type Room } from "@colyseus/sdk";
import { startServerProcess, type ServerProcess } from "../server/scale/server-process";
import { nextBootyAction, type SyncedBootyBoard } from "../server/scale/scripted-player";
import { INVITE_ALPHABET, INVITE_LENGTH } from "../server/table/invite-code";

(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

const SECONDS = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 4);
/** Honest players' pause between seeing a patch and their next move (under the 10 a second limit). */
const THINK_MS = 100;
const HONEST_TABLES = 3;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---- the attacker (child process) ----------------------------------------------------------

/**
 * Floods from two sockets watching `code` until told to stop; a socket the server closes joins
 * again at once (as a determined attacker would). Reports frames sent, close codes, rejoins.
 */
async function attacker(url: string, code: string): Promise<void> {
  const closes: number[] = [];
  let rejoins = 0;
  let refusedJoins = 0;
  let running = true;
  const sockets: (WebSocket | null)[] = [null, null];
  const join = async (i: number): Promise<void> => {
    while (running) {
      try {
        const room = await new Client(url).joinById(code, { watch: true });
        room.onMessage("*", () => undefined); // registered at once: welcome and log follow the join
        room.onLeave((c) => {
          closes.push(c);
          sockets[i] = null;
          rejoins++;
          void join(i);
        });
        sockets[i] = (room.connection as unknown as { transport: { ws: WebSocket } }).transport.ws;
        return;
      } catch {
        refusedJoins++;
        await sleep(50);
      }
    }
  };
  await Promise.all([join(0), join(1)]);
  const ping = Buffer.from([18]);
  const input = Buffer.from([19, 0]);
  // ROOM_REQUEST (21), request id 1, type "nope" (msgpack fixstr), empty payload.
  const request = Buffer.from([21, 1, 0xa4, 0x6e, 0x6f, 0x70, 0x65]);
  const frames = [ping, input, request];
  let sent = 0;
  process.on("message", (m) => {
    if (m === "stop") running = false;
  });
  process.send!("flooding");
  while (running) {
    for (const ws of sockets) {
      if (!ws || ws.readyState !== WebSocket.OPEN || ws.bufferedAmount > 256 * 1024) continue;
      for (let k = 0; k < 300; k++) ws.send(frames[k % 3]);
      sent += 300;
    }
    await new Promise((r) => setImmediate(r));
  }
  process.send!({ sent, closes: [...new Set(closes)], rejoins, refusedJoins });
  for (const ws of sockets) ws?.terminate();
  process.exit(0);
}

// ---- the honest table ------------------------------------------------------------------------

interface Honest {
  latencies: number[];
  stop(): void;
}

/** Two SDK players at one table taking their turns as fast as patches come back. */
async function honestTable(url: string): Promise<{ code: string; play(): Honest; leave(): Promise<void> }> {
  const anne = await new Client(url).create("table", { game: "booty-dice", seats: 2, name: "Anne" });
  let onRejected = (): void => undefined;
  const onMessage = (type: string | number) => {
    if (type === "rejected") onRejected();
  };
  anne.onMessage("*", onMessage);
  const bess = await new Client(url).joinById(anne.roomId, { name: "Bess" });
  bess.onMessage("*", onMessage);
  const rooms: Room<any>[] = [anne, bess];
  await sleep(300);
  type Synced = { version: number; active: number[]; status: string; board: SyncedBootyBoard };
  return {
    code: anne.roomId,
    play() {
      const latencies: number[] = [];
      let running = true;
      let sentAt = 0;
      /** What the next patch seen by Anne must show for the sent move to count as applied. */
      let awaited: ((s: Synced) => boolean) | null = null;
      const act = () => {
        if (!running) return;
        const state = anne.state as Synced; // a player sees the whole Booty Dice board
        if (state.status === "finished") {
          awaited = (s) => s.status === "playing";
          sentAt = performance.now();
          anne.send("rematch", {});
          return;
        }
        const seat = [...state.active][0];
        const action = seat === undefined ? null : nextBootyAction(state.board);
        if (!action) return void setTimeout(act, 20);
        const version = state.version;
        awaited = (s) => s.version > version;
        sentAt = performance.now();
        rooms[seat].send("action", { version, action });
      };
      anne.onStateChange((state: Synced) => {
        if (awaited && awaited(state)) {
          latencies.push(performance.now() - sentAt);
          awaited = null;
          setTimeout(act, THINK_MS);
        }
      });
      // A move refused (a stale version after a bot-free race, or rate/limited) is tried again.
      onRejected = () => {
        awaited = null;
        setTimeout(act, THINK_MS);
      };
      act();
      return { latencies, stop: () => void (running = false) };
    },
    async leave() {
      for (const r of rooms) await r.leave().catch(() => undefined);
    },
  };
}

function summary(xs: number[]): string {
  if (xs.length === 0) return "no samples";
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return `${s.length} actions, p50 ${q(0.5).toFixed(1)} ms, p99 ${q(0.99).toFixed(1)} ms, max ${s[s.length - 1].toFixed(1)} ms`;
}

async function playAll(tables: Awaited<ReturnType<typeof honestTable>>[]): Promise<number[]> {
  const games = tables.map((t) => t.play());
  await sleep(SECONDS * 1000);
  for (const g of games) g.stop();
  await sleep(200);
  return games.flatMap((g) => g.latencies);
}

async function floodPhase(server: ServerProcess, url: string): Promise<void> {
  const tables = [];
  for (let i = 0; i < HONEST_TABLES; i++) tables.push(await honestTable(url));
  console.log(`honest tables, no attack:      ${summary(await playAll(tables))}`);

  // The attacker watches another table (its own); Colyseus answers its frames all the same.
  const bait = await new Client(url).create("table", { game: "booty-dice", seats: 2, bots: [1], name: "Bait" });
  bait.onMessage("*", () => undefined);
  const child = fork(__filename, ["--attacker", url, bait.roomId], { execArgv: ["-r", "ts-node/register/transpile-only"] });
  await new Promise<void>((resolve) => child.once("message", () => resolve()));
  const cpuBefore = cpuTicks(server);
  const started = Date.now();
  const flooded = await playAll(tables);
  const seconds = (Date.now() - started) / 1000;
  const cpu = (cpuTicks(server) - cpuBefore) / 100 / seconds;
  const report = new Promise<{ sent: number; closes: number[]; rejoins: number; refusedJoins: number }>((resolve) => child.once("message", (m) => resolve(m as never)));
  child.send("stop");
  const { sent, closes, rejoins, refusedJoins } = await report;
  console.log(`honest tables, flooded:        ${summary(flooded)}`);
  console.log(`  attacker sent ${sent} frames in ${seconds.toFixed(1)} s; closed with ${JSON.stringify(closes)}, ${rejoins} rejoins (${refusedJoins} refused); server CPU ${(cpu * 100).toFixed(0)}%`);
  await bait.leave().catch(() => undefined);
  for (const t of tables) await t.leave();
}

// ---- enumeration -----------------------------------------------------------------------------

const randomCode = () => Array.from({ length: INVITE_LENGTH }, () => INVITE_ALPHABET[Math.floor(Math.random() * INVITE_ALPHABET.length)]).join("");

async function hammer(label: string, request: () => Promise<Response>): Promise<void> {
  const counts = new Map<number, number>();
  const deadline = Date.now() + SECONDS * 1000;
  let retryAfter = "";
  const worker = async () => {
    while (Date.now() < deadline) {
      const res = await request().catch(() => null);
      const status = res?.status ?? 0;
      if (status === 429) retryAfter = res!.headers.get("retry-after") ?? "";
      await res?.arrayBuffer().catch(() => undefined);
      counts.set(status, (counts.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  const rates = [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${(n / SECONDS).toFixed(0)}/s`);
  console.log(`${label.padEnd(31)}${rates.join(", ")}${retryAfter ? ` (Retry-After: ${retryAfter})` : ""}`);
}

async function enumerationPhase(url: string): Promise<void> {
  const json = { "content-type": "application/json" };
  await hammer("GET /api/tables/WRONG:", () => fetch(`${url}/api/tables/${randomCode()}`));
  await hammer("POST joinById WRONG:", () => fetch(`${url}/matchmake/joinById/${randomCode()}`, { method: "POST", headers: json, body: "{}" }));
}

async function creationPhase(url: string): Promise<void> {
  const body = JSON.stringify({ game: "booty-dice", seats: 2, bots: [1] });
  await hammer("POST create/table:", () => fetch(`${url}/matchmake/create/table`, { method: "POST", headers: { "content-type": "application/json" }, body }));
}

// ---- large bodies ----------------------------------------------------------------------------

function rssMb(server: ServerProcess): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

function cpuTicks(server: ServerProcess): number {
  const fields = readFileSync(`/proc/${server.child.pid}/stat`, "utf8").split(") ")[1].split(" ");
  return Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (100/s)
}

async function bodiesPhase(server: ServerProcess, url: string): Promise<void> {
  const before = rssMb(server);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server))), 20);
  const big = Buffer.alloc(24 * 1024 * 1024, 0x20);
  big.write('{"name":"x"');
  big.write("}", big.length - 1);
  const answers = await Promise.all(
    Array.from({ length: 4 }, () =>
      fetch(`${url}/matchmake/joinById/${randomCode()}`, { method: "POST", headers: { "content-type": "application/json" }, body: big })
        .then((r) => r.status)
        .catch((e: Error) => `error ${e.message}`),
    ),
  );
  await sleep(500);
  clearInterval(sampler);
  console.log(`4 x 24 MB bodies to /matchmake: answers ${JSON.stringify(answers)}; server RSS ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, ${rssMb(server).toFixed(0)} MB after`);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "broadside-abuse-"));
  const server = await startServerProcess("abuse", { DATA_DIR: dataDir, LOG_LEVEL: "error", BOT_DELAY_MS: "500" });
  const url = `http://${server.address}`;
  try {
    await floodPhase(server, url);
    await bodiesPhase(server, url);
    await enumerationPhase(url);
    await creationPhase(url);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === "--attacker") {
  attacker(process.argv[3], process.argv[4]).catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
