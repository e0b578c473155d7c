// `npm test`: the browser suites (client/e2e) and every other suite run as two jest processes
// side by side, each one suite at a time. A browser suite mostly waits (on bot delays, the
// page, the network), so the other suites use that time; two browser suites never run at once.
// On the 2-core CI machine one jest process took 2,400 s, over the 40-minute budget of a whole
// CI run. With arguments (`npm test -- shared/games/booty-dice`) it is plain jest.
const { spawn } = require("node:child_process");
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

async function main() {
  if (args.length > 0) return jest(args, null);
  const codes = await Promise.all([
    jest(["--runInBand", "client/e2e/"], "browser"),
    jest(["--runInBand", "--testPathIgnorePatterns", "/client/e2e/"], "other"),
  ]);
  if (recap.length > 0) console.log(["", "npm test: what failed", ...recap, ""].join("\n"));
  console.log(`npm test: browser suites ${codes[0] === 0 ? "passed" : "FAILED"}, other suites ${codes[1] === 0 ? "passed" : "FAILED"}`);
  return codes.find((code) => code !== 0) ?? 0;
}

main().then((code) => process.exit(code));
