import type { MatchRecord } from "../table/journal";
import type { WriteOp } from "./write-ops";

/** Messages between SqliteJournal and its thread (sqlite-journal-thread.ts). */
export type StoreRequest =
  | { readonly id: number; readonly kind: "write"; readonly ops: readonly WriteOp[] }
  | { readonly id: number; readonly kind: "listUnfinished" }
  | { readonly id: number; readonly kind: "getMatch"; readonly matchId: string }
  | { readonly id: number; readonly kind: "close" };

export type StoreReply =
  | { readonly id: number; readonly ok: true; readonly value: MatchRecord[] | MatchRecord | null }
  | { readonly id: number; readonly ok: false; readonly error: { readonly message: string; readonly code?: string } };
