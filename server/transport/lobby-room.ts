import { LobbyRoom, type Client } from "@colyseus/core";
import { FrameBudget } from "./frame-budget";

/**
 * Colyseus' `LobbyRoom` with its `filter` requests limited per connection: each one filters the
 * whole listing and sends it back, so a connection may send `filtersPer10s` of them per 10 s;
 * past that it is answered `rejected` with `rate/limited` and nothing is sent. (Joining the lobby
 * is itself limited per address, with every other join: server/http/front-door.ts.)
 */
export function defineLobbyRoom(filtersPer10s: number) {
  return class GuardedLobbyRoom extends LobbyRoom {
    private readonly budgets = new WeakMap<Client, FrameBudget>();

    override onMessage(type: string | number, ...rest: unknown[]): () => void {
      const [first, second] = rest;
      const handler = (typeof second === "function" ? second : first) as ((client: Client, message: unknown) => void) | undefined;
      if (type !== "filter" || typeof handler !== "function") return (super.onMessage as (...a: unknown[]) => () => void)(type, ...rest);
      return super.onMessage("filter", (client: Client, message: unknown) => {
        let budget = this.budgets.get(client);
        if (!budget) this.budgets.set(client, (budget = new FrameBudget(filtersPer10s, 10_000)));
        if (budget.take()) return handler(client, message);
        client.send("rejected", { code: "rate/limited", message: `The lobby takes ${filtersPer10s} filters per 10 seconds; slow down.` });
      });
    }
  };
}
