import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The Node versions package.json promises are the ones the tests run on. `npm test` on Node 20
 * checks the 20.x line (the Colyseus 0.18 packages declare Node 22 and npm prints EBADENGINE
 * warnings for them there; the two fixes they need are in server/main.ts and jest.setup.ts, see
 * docs/operations.md); on Node 22 the other line.
 */
const engines = JSON.parse(readFileSync(path.join(__dirname, "..", "package.json"), "utf8")).engines.node as string;

type Version = [number, number, number];
const parse = (v: string): Version => v.replace(/^v/, "").split(".").map(Number).concat(0, 0).slice(0, 3) as Version;
const cmp = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The two forms the engines field uses: `^X.Y.Z` (same major, at least X.Y.Z) and `>=X.Y.Z`. */
function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  return range.split("||").some((part) => {
    const p = part.trim();
    if (p.startsWith("^")) {
      const min = parse(p.slice(1));
      return v[0] === min[0] && cmp(v, min) >= 0;
    }
    if (p.startsWith(">=")) return cmp(v, parse(p.slice(2))) >= 0;
    throw new Error(`engines form not understood: ${p}`);
  });
}

describe("supported Node versions", () => {
  it.each([
    ["20.19.0", true],
    ["20.20.2", true],
    ["20.18.3", false],
    ["21.7.0", false],
    ["22.11.0", false],
    ["22.12.0", true],
    ["24.1.0", true],
  ])(`${engines} takes %s: %s`, (version, ok) => {
    expect(satisfies(version, engines)).toBe(ok);
  });

  it("includes the Node this test runs on", () => {
    expect(satisfies(process.versions.node, engines)).toBe(true);
  });

  it("the Docker image's Node is a supported one", () => {
    const dockerfile = readFileSync(path.join(__dirname, "..", "Dockerfile"), "utf8");
    const majors = [...dockerfile.matchAll(/^FROM node:(\d+)/gm)].map((m) => m[1]);
    expect(majors.length).toBeGreaterThan(0);
    for (const major of majors) expect(satisfies(`${major}.99.0`, engines)).toBe(true);
  });
});
