import type { Kysely } from "kysely";

/**
 * The first schema: one row per match, one row per accepted action. The primary key
 * (match_id, idx) is what makes an action index impossible to write twice.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("matches")
    .addColumn("match_id", "text", (c) => c.primaryKey())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("game", "text", (c) => c.notNull())
    .addColumn("options", "text", (c) => c.notNull())
    .addColumn("is_public", "integer", (c) => c.notNull())
    .addColumn("host_seat", "integer", (c) => c.notNull())
    .addColumn("seats", "text", (c) => c.notNull())
    .addColumn("seed", "bigint", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("result", "text")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("finished_at", "bigint")
    .execute();

  // Restore on start reads every match that is not finished; finished ones pile up.
  await db.schema.createIndex("matches_status").on("matches").column("status").execute();
  // Replays and the "same table, next match" lookups go by invite code.
  await db.schema.createIndex("matches_code").on("matches").column("code").execute();

  await db.schema
    .createTable("actions")
    .addColumn("match_id", "text", (c) => c.notNull().references("matches.match_id").onDelete("cascade"))
    .addColumn("idx", "integer", (c) => c.notNull())
    .addColumn("seat", "integer", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("actions_pk", ["match_id", "idx"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("actions").execute();
  await db.schema.dropTable("matches").execute();
}
