import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import type { AddressInfo } from "node:net";
import { secretGame } from "../test/fixtures/secret-game";
import { startTestServer, type TestServer } from "../test/harness";
import { clientPages, inlineScriptHashes } from "./client-pages";

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
      server.closeAllConnections();
      server.close();
    }
  });
});

describe("client pages over the wire", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "broadside-client-"));
  const html = "<!doctype html><title>Broadside</title><script>var x = 1;</script><script type=module src=/assets/app-AbC123.js></script>";
  const js = "console.log('phaser');".repeat(200);
  mkdirSync(path.join(dir, "assets"));
  for (const [file, body] of [["index.html", html], ["assets/app-AbC123.js", js]]) {
    writeFileSync(path.join(dir, file), body);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(body));
  }
  let server: ReturnType<express.Express["listen"]>;
  let base = "";
  beforeAll(async () => {
    server = express().use(clientPages(dir)).listen(0);
    await new Promise((r) => server.once("listening", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections(); // fetch keeps idle keep-alive sockets for seconds
    server.close();
  });

  it.each([
    ["br, gzip", "br"],
    ["gzip", "gzip"],
    ["identity", null],
  ])("Accept-Encoding %s: hashed assets come with Content-Encoding %s, cached for a year as immutable", async (accept, encoding) => {
    const res = await fetch(`${base}/assets/app-AbC123.js`, { headers: { "accept-encoding": accept } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe(encoding);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(await res.text()).toBe(js); // fetch decodes it
  });

  it.each(["/", "/t/ACEFGH"])("%s is the index, compressed, and revalidated every time", async (page) => {
    const res = await fetch(`${base}${page}`, { headers: { "accept-encoding": "br, gzip" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(await res.text()).toBe(html);
  });

  it("names the index's inline scripts by hash for the CSP", () => {
    expect(inlineScriptHashes(dir)).toEqual(["'sha256-" + require("node:crypto").createHash("sha256").update("var x = 1;").digest("base64") + "'"]);
  });
});
