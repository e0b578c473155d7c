import { closeSync, ftruncateSync, openSync, readdirSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";
import type { WriteOp } from "./write-ops";

/**
 * A plain file of journal writes, one JSON line each, in front of the SQLite journal
 * (write-ahead.ts): appending a line is one write() into the page cache, several times
 * cheaper than an SQLite commit, and like a commit with synchronous=NORMAL it survives the
 * process being killed (not a power cut). Each process writes its own file, named after the
 * database file, its pid and a number, so a second server opened on the same database by
 * mistake never truncates the first one's lines.
 */
export class WriteAheadFile {
  private readonly fd: number;
  /** Bytes in the file: a line written only in part is cut off again. */
  private size = 0;
  private closed = false;

  private constructor(readonly file: string) {
    this.fd = openSync(file, "w");
    openFiles.add(file);
  }

  /** A new, empty file for this process next to `databaseFile`. */
  static create(databaseFile: string): WriteAheadFile {
    return new WriteAheadFile(`${databaseFile}${SUFFIX}${process.pid}-${++created}.jsonl`);
  }

  /** Appends one write; throws (and leaves the file as it was) if it cannot be written whole. */
  append(op: WriteOp): void {
    const line = Buffer.from(`${JSON.stringify(op)}\n`);
    let written = 0;
    try {
      written = writeSync(this.fd, line, 0, line.length, this.size);
    } finally {
      if (written !== line.length) ftruncateSync(this.fd, this.size);
    }
    this.size += written;
  }

  /** Empties the file once its writes are in the database. */
  clear(): void {
    ftruncateSync(this.fd, 0);
    this.size = 0;
  }

  /** Closes and deletes the file (its writes must be in the database). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    closeSync(this.fd);
    openFiles.delete(this.file);
    unlinkSync(this.file);
  }

  /**
   * The files next to `databaseFile` left by processes that are gone (killed, or this
   * process's own pid reused after a restart), with their writes in order. A file another
   * live process is writing, or one open in this process, is left alone.
   */
  static leftBehind(databaseFile: string): { file: string; ops: WriteOp[] }[] {
    return filesNextTo(databaseFile)
      .filter(({ file, pid }) => !openFiles.has(file) && (pid === process.pid || !isAlive(pid)))
      .map(({ file }) => ({ file, ops: readOps(readFileSync(file, "utf8")) }));
  }

  static remove(file: string): void {
    try {
      unlinkSync(file);
    } catch (error) {
      // Another process recovering the same file at the same moment removed it first.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }

  /**
   * The files of other live processes writing `databaseFile` (a reader in another process sees
   * their writes in SQLite once each has been committed and emptied, within a second).
   */
  static writtenElsewhere(databaseFile: string): string[] {
    return filesNextTo(databaseFile)
      .filter(({ pid }) => pid !== process.pid && isAlive(pid))
      .map(({ file }) => file);
  }
}

const SUFFIX = "-ahead-";
let created = 0;
/** Files open in this process (tests open several journals on one database). */
const openFiles = new Set<string>();

/** Every write-ahead file of `databaseFile`, with the pid of the process that wrote it. */
function filesNextTo(databaseFile: string): { file: string; pid: number }[] {
  const dir = path.dirname(databaseFile);
  const prefix = `${path.basename(databaseFile)}${SUFFIX}`;
  return readdirSync(dir)
    .filter((name) => name.startsWith(prefix) && name.endsWith(".jsonl"))
    .map((name) => ({ file: path.join(dir, name), pid: Number(name.slice(prefix.length).split("-")[0]) }));
}

/**
 * The writes of a file's text. Every line but the last ends with a newline; a last line
 * without one was being written when the process died: its write was never acknowledged.
 */
export function readOps(text: string): WriteOp[] {
  const lines = text.split("\n");
  lines.pop(); // "" after the last newline, or a line cut short
  return lines.map((line) => JSON.parse(line) as WriteOp);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
