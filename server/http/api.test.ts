import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import type { AddressInfo } from "node:net";
import { secretGame } from "../test/fixtures/secret-game";
import { startTestServer, type TestServer } from "../test/harness";
import { clientPages } from "./client-pages";

describe("HTTP API", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the hosted games with their seat range and options as JSON Schema", async () => {
    const res = await fetch(`${t.endpoint}/api/games`);
    expect(res.status).toBe(200);
    const games = await res.json();
    expect(games).toEqual([
      {
        id: secretGame.id,
        name: secretGame.name,
        minSeats: 2,
        maxSeats: 4,
        options: expect.objectContaining({ type: "object", properties: expect.objectContaining({ handSize: expect.any(Object) }) }),
        summary: "",
      },
    ]);
  });

  it("says plainly when the client is not built", async () => {
    for (const page of ["/", "/t/ACEFGH"]) {
      const res = await fetch(`${t.endpoint}${page}`);
      expect(res.status).toBe(503);
      expect(await res.text()).toMatch(/client is not built.*npm run build/s);
    }
  });
});

describe("client pages", () => {
  it("serve the built client's index for / and /t/:code, and its assets", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "broadside-client-"));
    writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Broadside</title>");
    writeFileSync(path.join(dir, "app.js"), "console.log(1)");
    const app = express().use(clientPages(dir));
    const server = app.listen(0);
    await new Promise((r) => server.once("listening", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const page of ["/", "/t/ACEFGH"]) {
        const res = await fetch(`${base}${page}`);
        expect(res.status).toBe(200);
        expect(await res.text()).toContain("<title>Broadside</title>");
      }
      expect(await (await fetch(`${base}/app.js`)).text()).toBe("console.log(1)");
    } finally {
      server.close();
    }
  });
});
