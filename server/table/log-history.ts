import { deflateRawSync, inflateRawSync } from "node:zlib";

/**
 * A table's log history as text: one line per entry (a JSON text, which never holds a raw line
 * break), numbered consecutively, the last `cap` kept.
 *
 * It lives as long as the table and grows with the game: a Shiver Me Timbers game writes a
 * couple of thousand entries. Kept one string per entry, with the objects around the ones that
 * could not be coded, it was the largest thing a table held (73 KB a table after five minutes of
 * play; bench/results.md). Lines are therefore sealed `CHUNK` at a time into one string,
 * deflated: a game's codes repeat, and a chunk of Shiver Me Timbers' lines (about 2 KB) keeps a
 * third of that. The history is read back only when asked (a join, a restore).
 */
export const CHUNK = 64;

/** A chunk's lines deflated, its bytes held as a one-byte string (on the heap, where the table's other data is). */
function seal(lines: readonly string[]): string {
  return deflateRawSync(Buffer.from(lines.join("\n"), "utf8")).toString("latin1");
}

function unseal(chunk: string): string[] {
  return inflateRawSync(Buffer.from(chunk, "latin1")).toString("utf8").split("\n");
}

export class LogHistory {
  /** Full chunks, `CHUNK` lines each, sealed; the first `dropped` lines of the first one are gone. */
  private readonly sealed: string[] = [];
  /** The lines after the last full chunk. */
  private open: string[] = [];
  private dropped = 0;
  /** The number of the first line kept. */
  private firstNumber = 1;

  constructor(private readonly cap: number) {
    if (cap < CHUNK) throw new Error(`a log history keeps at least ${CHUNK} lines`);
  }

  /** The number the next line gets. */
  get next(): number {
    return this.firstNumber + this.size;
  }

  /** Lines kept. */
  get size(): number {
    return this.sealed.length * CHUNK - this.dropped + this.open.length;
  }

  /** Characters held for the lines kept, sealed chunks at their deflated size. */
  get heldChars(): number {
    let chars = 0;
    for (const chunk of this.sealed) chars += chunk.length;
    for (const line of this.open) chars += line.length;
    return chars;
  }

  push(line: string): void {
    this.open.push(line);
    if (this.open.length === CHUNK) {
      this.sealed.push(seal(this.open));
      this.open = [];
    }
    if (this.size > this.cap) this.dropFirst();
  }

  /** Every line kept, oldest first, with its number. */
  forEach(visit: (line: string, n: number) => void): void {
    let n = this.firstNumber;
    this.sealed.forEach((chunk, i) => {
      const lines = unseal(chunk);
      for (let j = i === 0 ? this.dropped : 0; j < lines.length; j++) visit(lines[j], n++);
    });
    for (const line of this.open) visit(line, n++);
  }

  /** Forgets the last `count` lines (a test's rewound table); the next line takes the first forgotten number. */
  forgetLast(count: number): void {
    if (count < 0 || count > this.size) throw new Error(`cannot forget ${count} of ${this.size} lines`);
    let left = count;
    while (left > this.open.length) {
      left -= this.open.length;
      const chunk = this.sealed.pop()!;
      this.open = unseal(chunk).slice(this.sealed.length === 0 ? this.dropped : 0);
      if (this.sealed.length === 0) this.dropped = 0;
    }
    this.open.length -= left;
  }

  private dropFirst(): void {
    this.firstNumber++;
    if (++this.dropped === CHUNK) {
      this.sealed.shift();
      this.dropped = 0;
    }
  }
}
