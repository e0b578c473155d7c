import type { Kysely } from "kysely";

/**
 * Two JSON columns on matches: the table's settings chosen at create (watching policy, turn
 * clock) and the sealed seed (server seed, salt, commitment, players' entropy; docs/fairness.md).
 * Null in older rows: those read as a live table without a clock and without a seal.
 * The index on finished_at serves the retention sweep (server/storage/retention.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("matches").addColumn("settings", "text").execute();
  await db.schema.alterTable("matches").addColumn("fairness", "text").execute();
  await db.schema.createIndex("matches_finished_at").on("matches").column("finished_at").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("matches_finished_at").execute();
  await db.schema.alterTable("matches").dropColumn("fairness").execute();
  await db.schema.alterTable("matches").dropColumn("settings").execute();
}
