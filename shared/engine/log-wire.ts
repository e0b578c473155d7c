/**
 * The `log` message on the wire (docs/protocol.md): `[n, entry, entry, …]`, entries numbered
 * n, n+1, …; an entry is a game's code (an array, written into a sentence by the game's pure
 * text function with the seats' names) or a kind followed by its text. Read by the server's
 * tests and by the browser, so both read it the same way.
 */
export interface LogEntry {
  readonly n: number;
  readonly kind: string;
  readonly text: string;
}

/** Lines a table page's log panel shows, the newest (client/table/log-panel.ts). */
export const LOG_PANEL_LINES = 300;

/**
 * Entries a table keeps and sends a joining client: more than the panel shows, so that the
 * views read from recent entries (a Pirate King fight, the closing seal) find theirs, and few
 * enough that a long game's history costs a table little memory and a join few bytes.
 */
export const LOG_HISTORY_ENTRIES = 500;

/** A game's text function: the sentence a code stands for, or null if it cannot read it. */
export type LogText = (code: readonly unknown[], names: readonly string[]) => { kind: string; text: string } | null;

/** Reads a `log` message; a code nobody can read becomes `unreadable` (it keeps its number). */
export function decodeLogMessage(
  message: unknown,
  text: LogText | undefined,
  names: readonly string[],
  unreadable: { readonly kind: string; readonly text: string },
): LogEntry[] {
  if (!Array.isArray(message) || typeof message[0] !== "number") return [];
  const entries: LogEntry[] = [];
  let n = message[0];
  for (let i = 1; i < message.length; ) {
    const item: unknown = message[i];
    if (Array.isArray(item)) {
      const read = text?.(item, names) ?? null;
      entries.push({ n: n++, kind: read?.kind ?? unreadable.kind, text: read?.text ?? unreadable.text });
      i += 1;
    } else if (i + 1 < message.length) {
      entries.push({ n: n++, kind: String(item), text: String(message[i + 1]) });
      i += 2;
    } else break;
  }
  return entries;
}
