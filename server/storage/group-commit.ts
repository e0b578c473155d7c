/**
 * Group commit: writes submitted while a commit is in flight (or in the same turn of the
 * event loop) are committed together in one transaction, so a hundred busy tables pay for
 * one disk sync instead of a hundred. Each submit() still resolves only after the commit
 * that holds its write, and writes are committed in the order they were submitted.
 *
 * If a batch fails, its writes are retried one by one, each in its own transaction, so one
 * bad write (a duplicate index, say) fails alone and its neighbours still land.
 *
 * When the first write of a batch goes: `turn` (default) waits for the end of the event-loop
 * turn, so everything handled in this turn joins it (needed when commits are synchronous, as
 * better-sqlite3 on the event loop is: nothing else could queue up meanwhile); `eager` goes
 * at once (after the current callback's microtasks), for commits that run elsewhere (the
 * SQLite journal thread), where writes arriving while a batch is in flight form the next one.
 */
export class GroupCommit<Op> {
  private pending: { op: Op; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private running = false;
  /** Settles (never rejects) once every write submitted so far has settled. */
  private tail: Promise<void> = Promise.resolve();

  constructor(
    private readonly commit: (ops: readonly Op[]) => Promise<void>,
    private readonly maxBatch = 1000,
    private readonly start: "turn" | "eager" = "turn",
  ) {}

  submit(op: Op): Promise<void> {
    const done = new Promise<void>((resolve, reject) => {
      this.pending.push({ op, resolve, reject });
    });
    this.tail = done.then(
      () => undefined,
      () => undefined,
    );
    if (!this.running) {
      this.running = true;
      // `turn`: wait for the end of this event-loop turn, so every message handled in this
      // turn joins the same batch (better-sqlite3 is synchronous, so nothing else would).
      if (this.start === "eager") queueMicrotask(() => void this.run());
      else setImmediate(() => void this.run());
    }
    return done;
  }

  /** Resolves once every write submitted before this call has been committed or failed. */
  settled(): Promise<void> {
    return this.tail;
  }

  private async run(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.maxBatch);
      try {
        await this.commit(batch.map((w) => w.op));
        for (const w of batch) w.resolve();
      } catch (error) {
        if (batch.length === 1) {
          batch[0].reject(error);
          continue;
        }
        for (const w of batch) {
          try {
            await this.commit([w.op]);
            w.resolve();
          } catch (single) {
            w.reject(single);
          }
        }
      }
    }
    this.running = false;
  }
}
