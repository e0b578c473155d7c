// The live list of public tables. The server publishes it (docs/protocol.md); this module hides
// how, so the lobby only sees "here is the current list".
import type { TableInfo } from "../lib/api";

const POLL_MS = 4000;

export function watchPublicTables(onList: (tables: TableInfo[]) => void, onError: (message: string) => void): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = async () => {
    try {
      const res = await fetch("/api/tables", { headers: { accept: "application/json" } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const body = (await res.json()) as TableInfo[] | { tables: TableInfo[] };
      if (!stopped) onList(Array.isArray(body) ? body : body.tables);
    } catch {
      if (!stopped) onError("The list of public tables is not available right now.");
    }
    if (!stopped && document.visibilityState !== "hidden") timer = setTimeout(poll, POLL_MS);
    else if (!stopped) document.addEventListener("visibilitychange", () => void poll(), { once: true });
  };
  void poll();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
