import type { Migration, MigrationProvider } from "kysely";
import * as createMatchesAndActions from "./001-create-matches-and-actions";
import * as addTableSettingsAndFairness from "./002-add-table-settings-and-fairness";

/**
 * Every migration, in code (no directory scan: the same list works from ts-node, jest and
 * the compiled build). Kysely runs them in name order; add new ones with the next number.
 */
const migrations: Record<string, Migration> = {
  "001-create-matches-and-actions": createMatchesAndActions,
  "002-add-table-settings-and-fairness": addTableSettingsAndFairness,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
