import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { WebSocket, WebSocketServer } from "ws";
import { installBatching, isBatching, withBatchedFrames } from "./frame-batch";

/** A real ws server and client: the server's socket batches, the client records what arrives. */
async function pair(serverOptions: ConstructorParameters<typeof WebSocketServer>[0] = {}) {
  const wss = new WebSocketServer({ port: 0, ...serverOptions });
  await once(wss, "listening");
  const accepted = once(wss, "connection") as Promise<[WebSocket]>;
  const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`, { perMessageDeflate: serverOptions.perMessageDeflate ? {} : false });
  const received: { data: Buffer; binary: boolean }[] = [];
  client.on("message", (data: Buffer, binary: boolean) => received.push({ data, binary }));
  await once(client, "open");
  const [server] = await accepted;
  installBatching(server);
  // Every chunk the server's TCP socket is asked to write, counted.
  const tcp = (server as unknown as { _socket: { write: (...args: unknown[]) => boolean } })._socket;
  const writes: number[] = [];
  const write = tcp.write.bind(tcp);
  tcp.write = (...args: unknown[]) => {
    writes.push((args[0] as Uint8Array).length);
    return write(...args);
  };
  const arrived = async (count: number) => {
    const deadline = Date.now() + 5000;
    while (received.length < count) {
      if (Date.now() > deadline) throw new Error(`only ${received.length} of ${count} messages arrived`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  const close = async () => {
    client.terminate();
    await new Promise((resolve) => wss.close(resolve));
  };
  return { server, client, received, writes, arrived, close };
}

const bytes = (length: number, seed: number) => Buffer.from(Array.from({ length }, (_, i) => (i * 31 + seed) & 0xff));

describe("frame batching", () => {
  it.each([
    ["short frames (2-byte headers)", [5, 17, 1]],
    ["an empty frame among others", [0, 9]],
    ["a 126–65,535-byte frame (4-byte header)", [200, 3, 65_535]],
    ["a frame of 64 KiB or more (10-byte header)", [65_536, 70_000, 2]],
  ])("writes %s as one chunk that the client reads back as the same frames, in order", async (_name, lengths) => {
    const t = await pair();
    try {
      const frames = lengths.map((length, i) => bytes(length, i));
      withBatchedFrames(() => {
        for (const frame of frames) t.server.send(frame, { binary: true });
        expect(t.writes).toEqual([]); // held until the batch ends
      });
      const total = lengths.reduce((sum, n) => sum + n + (n < 126 ? 2 : n < 65_536 ? 4 : 10), 0);
      expect(t.writes).toEqual([total]);
      await t.arrived(frames.length);
      expect(t.received.map((m) => m.binary)).toEqual(frames.map(() => true));
      expect(t.received.map((m) => m.data)).toEqual(frames);
    } finally {
      await t.close();
    }
  });

  it("sends through ws as before outside a batch, and for a single frame", async () => {
    const t = await pair();
    try {
      t.server.send(bytes(10, 1), { binary: true });
      withBatchedFrames(() => t.server.send(bytes(10, 2), { binary: true }));
      await t.arrived(2);
      // ws writes a frame as its header and its payload, corked.
      expect(t.writes).toEqual([2, 10, 2, 10]);
      expect(t.received.map((m) => m.data[0])).toEqual([bytes(10, 1)[0], bytes(10, 2)[0]]);
    } finally {
      await t.close();
    }
  });

  it.each([
    ["a text frame", (ws: WebSocket) => ws.send("hello")],
    ["a frame with a callback", (ws: WebSocket) => ws.send(bytes(4, 9), { binary: true }, () => undefined)],
    ["a frame with other options", (ws: WebSocket) => ws.send(bytes(4, 9), { binary: true, fin: true })],
  ])("lets ws write every held frame itself, in order, when the batch holds %s", async (_name, odd) => {
    const t = await pair();
    try {
      withBatchedFrames(() => {
        t.server.send(bytes(3, 1), { binary: true });
        odd(t.server);
        t.server.send(bytes(3, 2), { binary: true });
      });
      await t.arrived(3);
      expect(t.writes).toHaveLength(6); // header and payload of each, through ws
      expect(t.received[0].data).toEqual(bytes(3, 1));
      expect(t.received[2].data).toEqual(bytes(3, 2));
    } finally {
      await t.close();
    }
  });

  it("lets ws compress: a socket with permessage-deflate never gets a joined write", async () => {
    const t = await pair({ perMessageDeflate: { threshold: 0 } });
    try {
      withBatchedFrames(() => {
        t.server.send(bytes(300, 1), { binary: true });
        t.server.send(bytes(300, 2), { binary: true });
      });
      await t.arrived(2);
      expect(t.received.map((m) => m.data)).toEqual([bytes(300, 1), bytes(300, 2)]);
      expect(t.writes.some((n) => n >= 600)).toBe(false);
    } finally {
      await t.close();
    }
  });

  it("writes nothing to a socket closed meanwhile, as ws would not", async () => {
    const t = await pair();
    try {
      withBatchedFrames(() => {
        t.server.send(bytes(3, 1), { binary: true });
        t.server.send(bytes(3, 2), { binary: true });
        t.server.terminate();
      });
      expect(t.writes).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it("nests: an inner batch leaves with the outer one; a throw still sends what was held", async () => {
    const t = await pair();
    try {
      expect(() =>
        withBatchedFrames(() => {
          t.server.send(bytes(3, 1), { binary: true });
          withBatchedFrames(() => t.server.send(bytes(3, 2), { binary: true }));
          expect(t.writes).toEqual([]);
          throw new Error("boom");
        }),
      ).toThrow("boom");
      expect(t.writes).toEqual([10]);
      await t.arrived(2);
      // The next batch starts clean.
      withBatchedFrames(() => t.server.send(bytes(3, 3), { binary: true }));
      await t.arrived(3);
      expect(t.received.map((m) => m.data)).toEqual([bytes(3, 1), bytes(3, 2), bytes(3, 3)]);
    } finally {
      await t.close();
    }
  });

  it("knows a batching socket from another", async () => {
    const t = await pair();
    try {
      expect(isBatching(t.server)).toBe(true);
      expect(isBatching(t.client)).toBe(false);
      expect(isBatching(undefined)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
