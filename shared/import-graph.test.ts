import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

/**
 * The import rules of .dependency-cruiser.cjs hold for shared/: no import circle (type-only
 * imports included), nothing imported from outside shared/, no Node built-ins outside tests.
 * The check runs dependency-cruiser's command line (its API is ESM-only, which jest's CommonJS
 * run cannot load) and is itself tested on a small tree that breaks each rule.
 */
const ROOT = resolve(__dirname, "..");
const CONFIG = join(ROOT, ".dependency-cruiser.cjs");
const CLI = join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");

interface Violation {
  readonly rule: { readonly name: string };
  readonly from: string;
  readonly to: string;
  readonly cycle?: readonly { readonly name: string }[];
}

function cruise(cwd: string, folder: string): Violation[] {
  const run = spawnSync(process.execPath, [CLI, folder, "--config", CONFIG, "--output-type", "json"], { cwd, encoding: "utf8", maxBuffer: 64 << 20 });
  if (run.error) throw run.error;
  if (!run.stdout) throw new Error(`dependency-cruiser printed nothing: ${run.stderr}`);
  return JSON.parse(run.stdout).summary.violations as Violation[];
}

const describeViolation = (v: Violation) =>
  `${v.rule.name}: ${v.from} -> ${v.to}${v.cycle ? ` (circle: ${[v.from, ...v.cycle.map((c) => c.name)].join(" -> ")})` : ""}`;

describe("Import graph of shared/", () => {
  it("has no circle, imports nothing outside shared/ and no Node built-in outside tests", () => {
    expect(cruise(ROOT, "shared").map(describeViolation)).toEqual([]);
  }, 60_000);

  describe("the check", () => {
    let dir = "";
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), "import-graph-"));
      write("tsconfig.json", JSON.stringify({ compilerOptions: { module: "node20", moduleResolution: "node16", strict: true } }));
      // a circle through three files, one edge of it type-only
      write("shared/area/a.ts", 'import { b } from "./b";\nexport const a = () => b();\n');
      write("shared/area/b.ts", 'import { c } from "./c";\nexport const b = () => c;\n');
      write("shared/area/c.ts", 'import type { a } from "./a";\nexport const c: ReturnType<typeof a> | number = 1;\n');
      // a rules file reaching into the server, and one using the file system
      write("server/room.ts", "export const room = 1;\n");
      write("shared/reach.ts", 'import { room } from "../server/room";\nexport const reach = room;\n');
      write("shared/io.ts", 'import { readFileSync } from "node:fs";\nexport const io = readFileSync;\n');
      // a test may use Node built-ins; a clean chain passes
      write("shared/io.test.ts", 'import { readFileSync } from "node:fs";\nexport const read = readFileSync;\n');
      write("shared/clean/content.ts", "export const value = 1;\n");
      write("shared/clean/rules.ts", 'import { value } from "./content";\nexport const rule = () => value;\n');
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("fails on a planted circle, an import from outside shared/ and a Node built-in, and on nothing else", () => {
      const found = cruise(dir, "shared");
      const byRule = (name: string) => found.filter((v) => v.rule.name === name);
      const circles = byRule("no-circular");
      expect(circles).toHaveLength(1);
      expect([...new Set([circles[0].from, ...(circles[0].cycle ?? []).map((c) => c.name)])].sort()).toEqual(["shared/area/a.ts", "shared/area/b.ts", "shared/area/c.ts"]);
      expect(byRule("shared-stays-in-shared").map((v) => `${v.from} -> ${v.to}`)).toEqual(["shared/reach.ts -> server/room.ts"]);
      expect(byRule("shared-is-pure").map((v) => `${v.from} -> ${v.to}`)).toEqual(["shared/io.ts -> fs"]);
      expect(found).toHaveLength(3);
    }, 60_000);
  });
});
