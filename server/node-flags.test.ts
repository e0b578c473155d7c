import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "./node-flags";

const ROOT = path.join(__dirname, "..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

describe("the server's V8 settings (node-flags.ts)", () => {
  it("npm start runs the server with them", () => {
    const start = JSON.parse(read("package.json")).scripts.start as string;
    expect(start).toContain(`node ${SERVER_NODE_FLAGS.join(" ")} dist/server/server/main.js`);
  });

  it("the Docker image runs the server with them", () => {
    const cmd = read("Dockerfile").split("\n").find((line) => line.startsWith("CMD "));
    expect(JSON.parse(cmd!.slice(4))).toEqual(["node", ...SERVER_NODE_FLAGS, "dist/server/server/main.js"]);
  });

  it("this node takes them: the young generation starts at 16 MB", () => {
    const probe = 'console.log(require("v8").getHeapSpaceStatistics().find((s) => s.space_name === "new_space").space_size)';
    expect(Number(execFileSync(process.execPath, [...SERVER_NODE_FLAGS, "-e", probe], { encoding: "utf8" }))).toBe(16 * 1024 * 1024);
  });
});
