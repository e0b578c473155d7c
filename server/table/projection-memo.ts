/**
 * The JSON text of each part of a table's views as it was last projected (output.ts), so that a
 * part that reads the same after an action is left as it is instead of walked again: most of a
 * Booty Dice sync's projection was walking seats, pirates and private parts that had not changed
 * (bench/results.md › Booty Dice's action path step by step). Writing a small view as JSON costs
 * less than comparing it field by field with the synced schema, whose objects an action finds
 * cold.
 *
 * The one rule that keeps it right: a part remembered here is changed by the projector only
 * through `unchanged` (which remembers what is about to be projected) or after `forget`.
 */
export class ProjectionMemo {
  private readonly texts = new Map<string, string>();

  /**
   * True when `value` reads as it did when last projected under `key`. Otherwise remembers it
   * and returns false: the caller projects it now.
   */
  unchanged(key: string, value: unknown): boolean {
    const text = JSON.stringify(value) ?? "";
    if (this.texts.get(key) === text) return true;
    this.texts.set(key, text);
    return false;
  }

  /** The part `key` is about to be projected without `unchanged` (cleared, say). */
  drop(key: string): void {
    this.texts.delete(key);
  }

  /** The parts under `prefix` are about to be projected without `unchanged` (cleared, rebuilt). */
  forget(prefix: string): void {
    for (const key of this.texts.keys()) if (key.startsWith(prefix)) this.texts.delete(key);
  }
}
