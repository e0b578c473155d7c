import { Writable } from "node:stream";
import pino from "pino";
import { WebSocket } from "ws";
import { buildServer } from "./build-server";
import { secretGame } from "./test/fixtures/secret-game";
import { secretGameSchemas } from "./test/fixtures/secret-game-schema";
import { sleep } from "./test/harness";

/** A server whose log lines (JSON) are kept, and whatever reached stderr meanwhile. */
async function loggedServer() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const server = buildServer({
    config: { graceSeconds: 1, botDelayMs: 0, maxMessageBytes: 1024 },
    games: new Map([[secretGame.id, secretGame]]),
    schemas: new Map([[secretGame.id, secretGameSchemas]]),
    logger: pino({ level: "info" }, sink),
    clientDir: "/nonexistent-client-dir",
  });
  await server.listen(0);
  return { server, lines };
}

describe("Colyseus' own log lines", () => {
  it("a frame over MAX_MESSAGE_BYTES is one JSON warning line, not a stack trace on stderr", async () => {
    const { server, lines } = await loggedServer();
    const stderr: string[] = [];
    const spy = jest.spyOn(console, "error").mockImplementation((...args) => void stderr.push(args.join(" ")));
    try {
      const ws = new WebSocket(`ws://127.0.0.1:${server.port}/`);
      await new Promise((r) => ws.once("open", r));
      const closed = new Promise<number>((r) => ws.once("close", (code) => r(code)));
      ws.send(Buffer.alloc(4096, 1));
      expect(await closed).toBe(1009);
      await sleep(50);
      const warning = lines.find((l) => l.source === "colyseus");
      expect(warning).toMatchObject({ level: 40, msg: expect.stringMatching(/Max payload size exceeded/) });
      expect(String(warning!.msg)).not.toMatch(/\n|at /);
      expect(stderr).toEqual([]);
    } finally {
      spy.mockRestore();
      await server.close();
    }
  });
});
