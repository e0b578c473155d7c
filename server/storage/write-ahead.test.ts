import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LoggedEntry } from "../table/journal";
import { until } from "../test/harness";
import { openJournal, type OpenedJournal } from "./open-journal";
import { header } from "./test/journal-suite";
import { FOLD_INTERVAL_MS, FOLD_AT } from "./write-ahead";
import { readOps, WriteAheadFile } from "./write-ahead-file";
import type { WriteOp } from "./write-ops";

const entry = (n: number): LoggedEntry => ({ seat: n % 2, action: { type: "roll", n }, at: 1_780_000_000_000 + n });
const append = (matchId: string, index: number): WriteOp => ({ kind: "append", matchId, index, entry: entry(index) });
const line = (op: WriteOp) => `${JSON.stringify(op)}\n`;

/** A pid no process has: a child that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(child.stdout);
}

describe("the SQLite journal's write-ahead file", () => {
  let dir: string;
  let journal: OpenedJournal | null = null;
  const open = async () => (journal = await openJournal({ dataDir: dir }));
  const database = () => join(dir, "broadside.db");
  const aheadFiles = () => readdirSync(dir).filter((name) => name.includes("-ahead-"));

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "broadside-ahead-"));
  });
  afterEach(async () => {
    await journal?.close();
    journal = null;
    rmSync(dir, { recursive: true, force: true });
  });

  it("acknowledges a write once it is a line of the file, and commits the lines to SQLite before a read", async () => {
    const j = await open();
    await j.saveHeader(header("m1"));
    await j.appendAction("m1", 0, entry(0));
    await j.appendAction("m1", 1, entry(1));
    const [file] = aheadFiles();
    expect(readOps(readFileSync(join(dir, file), "utf8")).map((op) => op.kind)).toEqual(["header", "append", "append"]);
    expect((await j.getMatch("m1"))?.actions).toEqual([entry(0), entry(1)]);
    expect(readFileSync(join(dir, file), "utf8")).toBe(""); // committed, so emptied
    await j.close();
    journal = null;
    expect(aheadFiles()).toEqual([]); // closing commits and deletes it
  });

  it(`commits on its own within ${FOLD_INTERVAL_MS} ms, and at once when ${FOLD_AT} writes are waiting`, async () => {
    const j = await open();
    await j.saveHeader(header("m1"));
    const file = join(dir, aheadFiles()[0]);
    expect(readOps(readFileSync(file, "utf8"))).toHaveLength(1);
    // A deadline, not a fixed wait: a busy machine may run the timer late.
    await until(() => readFileSync(file, "utf8") === "", "the file committed on its own", FOLD_INTERVAL_MS + 5000);
    for (let i = 0; i < FOLD_AT - 2; i++) await j.appendAction("m1", i, entry(i));
    expect(readOps(readFileSync(file, "utf8"))).toHaveLength(FOLD_AT - 2);
    await j.appendAction("m1", FOLD_AT - 2, entry(FOLD_AT - 2));
    await j.appendAction("m1", FOLD_AT - 1, entry(FOLD_AT - 1)); // the FOLD_AT-th write since the last commit
    expect(readFileSync(file, "utf8")).toBe("");
    expect((await j.getMatch("m1"))?.actions).toHaveLength(FOLD_AT);
  });

  it("refuses what SQLite would refuse, at once: an index written twice, a gap, an unknown match", async () => {
    const j = await open();
    await j.saveHeader(header("m1"));
    await j.appendAction("m1", 0, entry(0));
    await expect(j.appendAction("m1", 0, entry(9))).rejects.toThrow(/action 0 of match m1 is already stored/);
    await expect(j.appendAction("m1", 2, entry(2))).rejects.toThrow(/no action 1/);
    await expect(j.appendAction("nobody", 0, entry(0))).rejects.toThrow(/unknown match nobody/);
    await expect(j.finish("nobody", { winners: [], summary: "" })).rejects.toThrow(/unknown match/);
    expect((await j.getMatch("m1"))?.actions).toEqual([entry(0)]);
  });

  it("checks a match written before it opened against the database", async () => {
    const first = await open();
    await first.saveHeader(header("m1"));
    await first.appendAction("m1", 0, entry(0));
    await first.close();
    const j = await open();
    await expect(j.appendAction("m1", 0, entry(0))).rejects.toThrow(/already stored/);
    await expect(j.appendAction("m1", 2, entry(2))).rejects.toThrow(/no action 1/);
    await j.appendAction("m1", 1, entry(1));
    expect((await j.getMatch("m1"))?.actions).toEqual([entry(0), entry(1)]);
  });

  it("after a crash, commits the file a dead process left before anything is read, without its half-written last line", async () => {
    const first = await open();
    await first.saveHeader(header("m1"));
    await first.appendAction("m1", 0, entry(0));
    await first.close();
    // What a server killed with lines not yet committed leaves behind: action 0 again (the
    // crash came after a commit and before the file was emptied), 1 and 2, and a line cut short.
    const left = join(dir, `broadside.db-ahead-${deadPid()}-1.jsonl`);
    writeFileSync(left, [append("m1", 0), append("m1", 1), append("m1", 2)].map(line).join(""));
    appendFileSync(left, line(append("m1", 3)).slice(0, 20));
    const j = await open();
    expect((await j.listUnfinished()).find((m) => m.matchId === "m1")?.actions).toEqual([entry(0), entry(1), entry(2)]);
    expect(existsSync(left)).toBe(false);
    await j.appendAction("m1", 3, entry(3)); // the cut line was never acknowledged
  });

  it.each([
    ["in the journal thread (SQLITE_THREAD=1)", { sqliteThread: true }],
    ["through Kysely (SQLITE_THREAD=kysely)", { sqliteThread: false, sqliteKysely: true }],
    ["with SQLITE_WRITE_AHEAD=off", { sqliteWriteAhead: "off" as const }],
  ])("commits a dead process's file on start %s too", async (_title, mode) => {
    await (await open()).close();
    const left = join(dir, `broadside.db-ahead-${deadPid()}-1.jsonl`);
    writeFileSync(left, [{ kind: "header" as const, header: header("m1", { status: "playing" }), at: 1 }, append("m1", 0)].map(line).join(""));
    const j = (journal = await openJournal({ dataDir: dir, ...mode }));
    expect((await j.getMatch("m1"))?.actions).toEqual([entry(0)]);
    expect(existsSync(left)).toBe(false);
  });

  it("leaves alone the file of another live process on the same database", async () => {
    const other = join(dir, `broadside.db-ahead-${process.ppid}-1.jsonl`);
    writeFileSync(other, line({ kind: "header", header: header("theirs"), at: 1 }));
    const j = await open();
    expect(await j.getMatch("theirs")).toBeNull();
    expect(existsSync(other)).toBe(true);
    expect(WriteAheadFile.writtenElsewhere(database())).toEqual([other]);
  });

  it("SQLITE_WRITE_AHEAD=off commits each write in SQLite inside its call", async () => {
    const j = (journal = await openJournal({ dataDir: dir, sqliteWriteAhead: "off" }));
    await j.saveHeader(header("m1"));
    await j.appendAction("m1", 0, entry(0));
    expect(aheadFiles()).toEqual([]);
    expect((await j.getMatch("m1"))?.actions).toEqual([entry(0)]);
  });
});
