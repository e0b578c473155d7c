import type { MatchRecord } from "../table/journal";

/** Messages between SqliteJournal and its thread (sqlite-journal-thread.ts); writes are WriteOp[] as JSON. */
export type StoreRequest =
  /** The batch as JSON text: one string crosses to the thread far cheaper than a structured clone of many small objects. */
  | { readonly id: number; readonly kind: "write"; readonly ops: string }
  | { readonly id: number; readonly kind: "listUnfinished" }
  | { readonly id: number; readonly kind: "getMatch"; readonly matchId: string }
  | { readonly id: number; readonly kind: "close" };

export type StoreReply =
  | { readonly id: number; readonly ok: true; readonly value: MatchRecord[] | MatchRecord | null }
  | { readonly id: number; readonly ok: false; readonly error: { readonly message: string; readonly code?: string } };
