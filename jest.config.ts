import type { Config } from "jest";

const config: Config = {
  testEnvironment: "node",
  roots: ["<rootDir>/shared", "<rootDir>/server", "<rootDir>/client"],
  testMatch: ["**/*.test.ts"],
  setupFiles: ["<rootDir>/jest.setup.ts"],
  // Type errors are caught by `npm run typecheck`; tests transpile only, which is much faster.
  transform: {
    "^.+\\.tsx?$": ["ts-jest", { tsconfig: "tsconfig.json", isolatedModules: true, diagnostics: false }],
    // rou3 (pulled by @colyseus/core) is ESM-only: transform it to CommonJS for jest.
    "^.+\\.m?js$": ["ts-jest", { tsconfig: { allowJs: true, module: "commonjs" }, isolatedModules: true, diagnostics: false }],
  },
  transformIgnorePatterns: ["/node_modules/(?!rou3/)"],
  moduleFileExtensions: ["ts", "tsx", "js", "mjs", "cjs", "json"],
  testTimeout: 30_000,
  // On two cores jest runs every suite in one process, one after the other (in band). After a
  // whole run (1,191 s, 204 suites, one browser test failing) that process once stayed open on
  // a handle no single suite was found to leave (each closes its servers, browsers and timers; see
  // server/table/shutdown-timers.test.ts): exit once the results are in, so CI never hangs.
  forceExit: true,
};

export default config;
