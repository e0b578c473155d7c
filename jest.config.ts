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
};

export default config;
