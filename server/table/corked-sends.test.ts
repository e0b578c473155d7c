import type { Client } from "@colyseus/core";
import { installBatching } from "../transport/frame-batch";
import { withCorkedSends } from "./corked-sends";

/** A client whose socket records cork/uncork/write calls, as ws's socket would see them. */
function fakeClient(log: string[], name: string): Client {
  let corked = 0;
  const socket = {
    cork: () => void (corked++, log.push(`${name} cork`)),
    uncork: () => void (corked--, log.push(`${name} uncork${corked === 0 ? " (flush)" : ""}`)),
  };
  return { ref: { _socket: socket }, send: (type: string) => log.push(`${name} ${type}${corked > 0 ? " (held)" : ""}`) } as unknown as Client;
}

describe("withCorkedSends", () => {
  it("holds every frame written inside until the end, then flushes each socket once", () => {
    const log: string[] = [];
    const clients = [fakeClient(log, "a"), fakeClient(log, "b")];
    withCorkedSends(clients, () => {
      for (const c of clients) c.send("patch");
      for (const c of clients) c.send("log");
    });
    expect(log).toEqual(["a cork", "b cork", "a patch (held)", "b patch (held)", "a log (held)", "b log (held)", "a uncork (flush)", "b uncork (flush)"]);
  });

  it("uncorks even when sending throws, and skips clients without a socket", () => {
    const log: string[] = [];
    const clients = [fakeClient(log, "a"), { ref: {} } as unknown as Client];
    expect(() =>
      withCorkedSends(clients, () => {
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(log).toEqual(["a cork", "a uncork (flush)"]);
  });

  it("leaves a batching socket uncorked: its frames go out joined, in one write, at the end", () => {
    const log: string[] = [];
    const tcp = {
      writable: true,
      cork: () => log.push("cork"),
      uncork: () => log.push("uncork"),
      write: (chunk: Uint8Array) => log.push(`write ${[...chunk].join(",")}`),
    };
    // Just enough of an open ws socket for a joined write (frame-batch.ts reads these).
    const ws = { readyState: 1, _socket: tcp, _sender: { _state: 0, _firstFragment: true }, _extensions: {} };
    installBatching(ws as never);
    const client = { ref: ws, send: (payload: number[]) => (ws as unknown as { send: (d: unknown, o: unknown) => void }).send(Uint8Array.from(payload), { binary: true }) };
    withCorkedSends([client as unknown as Client], () => {
      client.send([1, 2]);
      client.send([3]);
      expect(log).toEqual([]);
    });
    expect(log).toEqual(["write 130,2,1,2,130,1,3"]);
  });
});
