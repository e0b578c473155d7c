// `npm test`: two lanes of jest processes side by side, each running one suite at a time. The
// browser lane starts on the browser suites (client/e2e); the other lane runs every other suite
// in one jest process, then takes browser suites from the same queue, one jest process each,
// until none is left. A browser suite mostly waits (on bot delays, the page, the network), so
// the other suites use that time; once they are done, the second lane shares out the browser
// suites, the longest first (a CI-like run at 2026-12-03 15:01: other suites 918 s, browser
// suites 1,606 s one after another, Pirate King's alone 821 s). On the 2-core CI machine
// one jest process took 2,400 s, over the 40-minute budget of a whole CI run. With arguments
// (`npm test -- shared/games/booty-dice`) it is plain jest.
const { spawn } = require("node:child_process");
const { readdirSync } = require("node:fs");
const path = require("node:path");
const readline = require("node:readline");

const JEST = require.resolve("jest/bin/jest");
const args = process.argv.slice(2);

/**
 * What failed, repeated after both processes are done: the failing files, each failed test's
 * title and the first lines of its error. Logs are long and a CI page may show only the end.
 */
const recap = [];
const ERROR_LINES = 8;

/** Keeps a process's FAIL lines and failed tests ("● suite › test", not "● Console") with their first error lines. */
function recorder(label) {
  let keep = 0;
  let summary = false;
  return (line) => {
    // Jest prints each failure twice: as its file finishes and in a summary at the end.
    if (summary || /^Summary of all failing tests/.test(line)) {
      summary = true;
      return;
    }
    if (/^(FAIL) /.test(line)) {
      recap.push(`[${label}] ${line}`);
      keep = 0;
    } else if (/^\s*● (?!Console$).+/.test(line)) {
      recap.push(`[${label}] ${line.trim()}`);
      keep = ERROR_LINES;
    } else if (keep > 0 && line.trim() !== "") {
      recap.push(`[${label}]     ${line.trim()}`);
      keep--;
    }
  };
}

/** Runs jest with `jestArgs`; each output line is prefixed with `label` when there is one. */
function jest(jestArgs, label) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [JEST, ...jestArgs], { stdio: label ? ["ignore", "pipe", "pipe"] : "inherit" });
    if (label) {
      const record = recorder(label);
      for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
        readline.createInterface({ input: stream }).on("line", (line) => {
          out.write(`[${label}] ${line}\n`);
          record(line);
        });
      }
    }
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * The browser suites, the longest first (measured at 2026-12-03 15:01; a suite not named
 * here comes after these): whichever lane is free takes the next.
 */
const LONGEST_FIRST = ["pirate-king", "shiver-me-timbers-full-game", "pirates-cove", "fairness-replay", "shiver-me-timbers", "booty-dice", "booty-dice-newcomer"];

function browserSuites() {
  const dir = path.join(__dirname, "..", "client", "e2e");
  const rank = (file) => {
    const at = LONGEST_FIRST.indexOf(file.replace(/\.e2e\.test\.ts$/, ""));
    return at === -1 ? LONGEST_FIRST.length : at;
  };
  return readdirSync(dir)
    .filter((file) => file.endsWith(".e2e.test.ts"))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((file) => `client/e2e/${file}`);
}

async function main() {
  if (args.length > 0) return jest(args, null);
  const queue = browserSuites();
  /** Runs browser suites from the queue until it is empty; the first failure's code, else 0. */
  const browserLane = async (label) => {
    let code = 0;
    for (let suite = queue.shift(); suite; suite = queue.shift()) {
      const result = await jest(["--runInBand", `${suite.replace(/\./g, "\\.")}$`], label);
      code = code || result;
    }
    return code;
  };
  const codes = await Promise.all([
    browserLane("browser"),
    jest(["--runInBand", "--testPathIgnorePatterns", "/client/e2e/"], "other").then(async (other) => [other, await browserLane("browser 2")]),
  ]);
  const browser = codes[0] || codes[1][1];
  const other = codes[1][0];
  if (recap.length > 0) console.log(["", "npm test: what failed", ...recap, ""].join("\n"));
  console.log(`npm test: browser suites ${browser === 0 ? "passed" : "FAILED"}, other suites ${other === 0 ? "passed" : "FAILED"}`);
  return browser || other;
}

main().then((code) => process.exit(code));
