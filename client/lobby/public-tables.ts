// The live list of public tables (docs/protocol.md › Public tables). The first list comes from
// a plain GET /api/tables, so it shows without the Colyseus SDK; then the lobby joins the
// server's `lobby` room for live updates. If that room is unreachable, it keeps polling.
import type { TableInfo } from "../lib/api";

const POLL_MS = 4000;

interface ListedRoom {
  roomId: string;
  metadata?: Omit<TableInfo, "code">;
}

export function watchPublicTables(onList: (tables: TableInfo[]) => void, onError: (message: string) => void): () => void {
  let stopped = false;
  let live = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let leaveLive: (() => void) | null = null;

  const poll = async () => {
    if (stopped || live) return;
    try {
      const res = await fetch("/api/tables", { headers: { accept: "application/json" } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const body = (await res.json()) as TableInfo[];
      if (!stopped && !live) onList(body);
    } catch {
      if (!stopped && !live) onError("The list of public tables is not available right now.");
    }
    if (!stopped && !live) timer = setTimeout(poll, POLL_MS);
  };

  const goLive = async () => {
    try {
      const { colyseus } = await import("../lib/net");
      if (stopped) return;
      const room = await colyseus().joinOrCreate("lobby");
      if (stopped) return void room.leave(true);
      const rooms = new Map<string, TableInfo>();
      const publish = () => onList([...rooms.values()]);
      const put = (r: ListedRoom) => {
        if (r.metadata) rooms.set(r.roomId, { ...r.metadata, code: r.roomId });
      };
      room.onMessage("rooms", (list: ListedRoom[]) => {
        rooms.clear();
        list.forEach(put);
        live = true;
        clearTimeout(timer);
        publish();
      });
      room.onMessage("+", ([roomId, r]: [string, ListedRoom]) => {
        put({ ...r, roomId });
        publish();
      });
      room.onMessage("-", (roomId: string) => {
        rooms.delete(roomId);
        publish();
      });
      room.onLeave(() => {
        // Back to polling if the live feed ends while the lobby is still open.
        if (!stopped && live) {
          live = false;
          void poll();
        }
      });
      leaveLive = () => void room.leave(true);
    } catch {
      /* no live feed: polling goes on */
    }
  };

  void poll();
  const start = () => void goLive();
  if ("requestIdleCallback" in window) requestIdleCallback(start, { timeout: 1500 });
  else setTimeout(start, 300);

  return () => {
    stopped = true;
    clearTimeout(timer);
    leaveLive?.();
  };
}
