import { request as httpRequest } from "node:http";
import { startTestServer, type TestServer } from "../test/harness";

/** A POST whose body is streamed in chunks (no Content-Length). */
function chunkedPost(url: string, chunks: number, chunkBytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: "POST", headers: { "content-type": "application/json", "transfer-encoding": "chunked" } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", (error) => (String(error).includes("EPIPE") || String(error).includes("ECONNRESET") ? undefined : reject(error)));
    const chunk = Buffer.alloc(chunkBytes, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < chunks) {
        sent++;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

describe("HTTP limits per address", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ config: { wrongCodesPerMinute: 3, createsPerMinute: 4, joinsPerMinute: 1000, maxBodyBytes: 1024 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("joinById takes an invite code as typed (any case, spaces, dashes)", async () => {
    const host = await t.client().create("table", { game: "secret-test", seats: 2, name: "Anne" });
    host.onMessage("*", () => undefined);
    const typed = `${host.roomId.slice(0, 3).toLowerCase()}-${host.roomId.slice(3).toLowerCase()}`;
    const friend = await t.client().joinById(typed, { name: "Bess" });
    friend.onMessage("*", () => undefined);
    expect(friend.roomId).toBe(host.roomId);
    await friend.leave();
    await host.leave();
  });

  it("wrong invite codes, looked up or joined, are answered 429 with Retry-After past the limit; right ones do not count", async () => {
    const host = await t.client().create("table", { game: "secret-test", seats: 2, name: "Anne" });
    host.onMessage("*", () => undefined);
    const right = host.roomId;
    for (let i = 0; i < 5; i++) expect((await fetch(`${t.endpoint}/api/tables/${right}`)).status).toBe(200);
    expect((await fetch(`${t.endpoint}/api/tables/ACEFGH`)).status).toBe(404);
    expect((await fetch(`${t.endpoint}/api/tables/not-a-code`)).status).toBe(404);
    const join = await fetch(`${t.endpoint}/matchmake/joinById/ACEFGK`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(join.status).toBeGreaterThanOrEqual(400);
    expect(join.status).not.toBe(429);
    const limited = await fetch(`${t.endpoint}/api/tables/ACEFGM`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: { code: "rate/limited", message: expect.stringMatching(/wrong invite codes/) } });
    const limitedJoin = await fetch(`${t.endpoint}/matchmake/joinById/${right}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(limitedJoin.status).toBe(429);
    expect((await limitedJoin.json()).message).toMatch(/^rate\/limited/);
    await host.leave();
  });

  it("table creation is limited per address (the SDK sees a rate/limited error)", async () => {
    // The tests above created two tables: two more are allowed.
    const sdk = t.client();
    const made = [];
    for (let i = 0; i < 2; i++) {
      const room = await sdk.create("table", { game: "secret-test", seats: 2 });
      room.onMessage("*", () => undefined);
      made.push(room);
    }
    await expect(sdk.create("table", { game: "secret-test", seats: 2 })).rejects.toThrow(/rate\/limited/);
    for (const room of made) await room.leave();
  });

  it("refuses a body over the limit with 413 from its Content-Length, before reading it", async () => {
    const res = await fetch(`${t.endpoint}/matchmake/joinById/ACEFGH`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "x".repeat(5000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: "request/too_large", message: expect.stringMatching(/1024 bytes/) });
  });

  it("refuses a chunked body as soon as it passes the limit", async () => {
    expect(await chunkedPost(`${t.endpoint}/matchmake/create/table`, 2000, 1024)).toBe(413);
  });
});

describe("HTTP error answers", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ["/api/tables/%E0%A4%A", 400, "request/bad_escape"],
    ["/api/tables/%", 400, "request/bad_escape"],
    ["/api/nothing-here", 404, "api/not_found"],
    ["/api/tables/ACEFGH/extra", 404, "api/not_found"],
  ])("%s answers %i JSON { error: { code: %s, message } } with no stack", async (path, status, code) => {
    for (const env of ["development", "production"]) {
      process.env.NODE_ENV = env;
      const res = await fetch(`${t.endpoint}${path}`);
      expect(res.status).toBe(status);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ error: { code, message: expect.any(String) } });
      expect(text).not.toMatch(/at |node_modules|\/work\//);
    }
    process.env.NODE_ENV = "test";
  });

  it.each([["/t/%E0%A4%A", 400], ["/no-such-page", 404]])("the page %s answers a plain %i page with no stack", async (path, status) => {
    const res = await fetch(`${t.endpoint}${path}`);
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toMatch(/text\/plain/);
    expect(await res.text()).not.toMatch(/URIError|at |node_modules|\/work\//);
  });
});

describe("security headers and CORS", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ config: { corsOrigins: ["https://friend.example"] } });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(["/", "/t/ACEFGH", "/api/games", "/matchmake/joinById/ACEFGH"])("%s carries the security headers", async (path) => {
    const res = await fetch(`${t.endpoint}${path}`, path.startsWith("/matchmake") ? { method: "POST", headers: { "content-type": "application/json" }, body: "{}" } : {});
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).not.toMatch(/upgrade-insecure-requests/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-powered-by")).toBeNull();
  });

  it("allows cross-origin calls only from CORS_ORIGINS", async () => {
    const evil = await fetch(`${t.endpoint}/api/games`, { headers: { origin: "https://evil.example" } });
    expect(evil.headers.get("access-control-allow-origin")).toBeNull();
    expect(evil.headers.get("access-control-allow-credentials")).toBeNull();
    const friend = await fetch(`${t.endpoint}/api/games`, { headers: { origin: "https://friend.example" } });
    expect(friend.headers.get("access-control-allow-origin")).toBe("https://friend.example");
    const preflight = await fetch(`${t.endpoint}/matchmake/create/table`, { method: "OPTIONS", headers: { origin: "https://evil.example" } });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  });
});
