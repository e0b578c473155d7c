/**
 * Import rules for shared/ (checked by shared/import-graph.test.ts, so `npm test` fails on a
 * break; by hand: `npx depcruise shared`).
 *   no-circular: no import circle, type-only imports included (imports flow one way:
 *     content -> engine helpers -> rule areas -> a game's wiring).
 *   shared-stays-in-shared: the rules import nothing from server/, client/ or bench/.
 *   shared-is-pure: no Node built-ins in the rules (tests may use them).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import circle: modules that import each other, directly or through others.",
      from: {},
      to: { circular: true },
    },
    {
      name: "shared-stays-in-shared",
      severity: "error",
      comment: "shared/ is the pure rules module: it imports only shared/ and npm packages.",
      from: { path: "^shared/" },
      to: { pathNot: "^(shared/|node_modules/)", dependencyTypesNot: ["core"] },
    },
    {
      name: "shared-is-pure",
      severity: "error",
      comment: "No Node built-ins (I/O, clock, crypto) in the rules; tests may use them.",
      from: { path: "^shared/", pathNot: "\\.test\\.ts$" },
      to: { dependencyTypes: ["core"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"], extensions: [".ts", ".js", ".json"] },
  },
};
