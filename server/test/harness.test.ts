import { createServer, type Server } from "node:net";
import { createTable, startTestServer, type TestServer } from "./harness";

/** The port this worker's harness used to take for itself (2590 + worker id). */
const formerFixedPort = 2590 + Number(process.env.JEST_WORKER_ID ?? 1);

function occupy(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const blocker = createServer();
    blocker.once("error", reject);
    blocker.listen(port, () => resolve(blocker));
  });
}

function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms))]);
}

describe("the test harness", () => {
  it("starts its server on a free port, even when another run holds the port a fixed choice would take", async () => {
    const blocker = await occupy(formerFixedPort); // what an overlapping jest run would hold
    let t: TestServer | undefined;
    try {
      t = await within(5000, "startTestServer", startTestServer());
      expect(t.server.port).toBeGreaterThan(0);
      expect(t.server.port).not.toBe(formerFixedPort);
      expect(t.endpoint).toBe(`http://127.0.0.1:${t.server.port}`);
      expect((await fetch(`${t.endpoint}/api/games`)).status).toBe(200);
      const host = await createTable(t);
      expect(host.inbox.last("welcome")).toMatchObject({ role: "player", seat: 0 });
      await host.room.leave();
    } finally {
      await t?.close();
      blocker.close();
    }
  });
});
