import { LobbyRoom, matchMaker, type Client, type IRoomCache } from "@colyseus/core";
import { FrameBudget } from "./frame-budget";

/** The presence channel Colyseus announces listing changes on (`updateLobby` in @colyseus/core). */
const LOBBY_CHANNEL = "$lobby";
/** How long a removed room's id is remembered, so a late "changed" message does not bring it back. */
const FORGET_REMOVED_MS = 2000;

/**
 * Colyseus' `LobbyRoom`, with two changes:
 *
 * - its `filter` requests are limited per connection: each one filters the whole listing and
 *   sends it back, so a connection may send `filtersPer10s` of them per 10 s; past that it is
 *   answered `rejected` with `rate/limited` and nothing is sent (joining the lobby is itself
 *   limited per address, with every other join: server/http/front-door.ts);
 * - its listing subscription is the same as Colyseus' (`subscribeLobby`) but the timer that
 *   forgets a removed room after two seconds does not hold the process open: Colyseus' own kept
 *   Jest waiting after every suite that closed a listed table ("did not exit one second after
 *   the test run has completed"), and a server that is shutting down waiting for nothing.
 */
export function defineLobbyRoom(filtersPer10s: number) {
  return class GuardedLobbyRoom extends LobbyRoom {
    private readonly budgets = new WeakMap<Client, FrameBudget>();

    override async onCreate(): Promise<void> {
      (this as unknown as { _listing: { unlisted: boolean } })._listing.unlisted = true;
      this.onMessage("filter", (client: Client, filter: unknown) => {
        const clientOptions = this.clientOptions[client.sessionId];
        if (!clientOptions) return;
        let budget = this.budgets.get(client);
        if (!budget) this.budgets.set(client, (budget = new FrameBudget(filtersPer10s, 10_000)));
        if (!budget.take()) {
          client.send("rejected", { code: "rate/limited", message: `The lobby takes ${filtersPer10s} filters per 10 seconds; slow down.` });
          return;
        }
        clientOptions.filter = filter as typeof clientOptions.filter;
        client.send("rooms", this.filterItemsForClient(clientOptions));
      });
      this.unsubscribeLobby = await subscribeListing((roomId, data) => this.listingChanged(roomId, data));
      this.rooms = await matchMaker.query({ private: false, unlisted: false });
    }

    /** Colyseus' LobbyRoom callback: tell each client what appeared, changed or left its filtered list. */
    private listingChanged(roomId: string, data: IRoomCache | null): void {
      const index = this.rooms.findIndex((room) => room.roomId === roomId);
      const clients = this.clients.filter((client) => this.clientOptions[client.sessionId]);
      const shows = (room: IRoomCache, client: Client) => this.filterItemForClient(room, this.clientOptions[client.sessionId].filter);
      if (!data) {
        if (index === -1) return;
        const previous = this.rooms[index];
        this.rooms.splice(index, 1);
        for (const client of clients) if (shows(previous, client)) client.send("-", roomId);
      } else if (index === -1) {
        this.rooms.push(data);
        for (const client of clients) if (shows(data, client)) client.send("+", [roomId, data]);
      } else {
        const previous = this.rooms[index];
        this.rooms[index] = data;
        for (const client of clients) {
          const had = shows(previous, client);
          const has = shows(data, client);
          if (had && !has) client.send("-", roomId);
          else if (has) client.send("+", [roomId, data]);
        }
      }
    }
  };
}

/** `subscribeLobby` of @colyseus/core (matchmaker/Lobby), with its forgetting timer unref'd. */
async function subscribeListing(callback: (roomId: string, room: IRoomCache | null) => void): Promise<() => void> {
  const removed = new Set<string>();
  const onMessage = async (message: string) => {
    const [roomId, isRemove] = message.split(",");
    if (isRemove === "1") {
      removed.add(roomId);
      callback(roomId, null);
      setTimeout(() => removed.delete(roomId), FORGET_REMOVED_MS).unref();
    } else {
      removed.delete(roomId);
      const room = (await matchMaker.query({ roomId }))[0];
      if (removed.has(roomId)) return;
      callback(roomId, room);
    }
  };
  await matchMaker.presence.subscribe(LOBBY_CHANNEL, onMessage);
  return () => matchMaker.presence.unsubscribe(LOBBY_CHANNEL, onMessage);
}
