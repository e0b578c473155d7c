// GET /api/matches/:id (docs/protocol.md › Match records).
import type { MatchRecordJson } from "../../server/http/match-record";

export type { MatchRecordJson } from "../../server/http/match-record";

export async function fetchRecord(matchId: string): Promise<MatchRecordJson> {
  const response = await fetch(`/api/matches/${encodeURIComponent(matchId)}`);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? `The record could not be loaded (HTTP ${response.status}).`);
  }
  return (await response.json()) as MatchRecordJson;
}

/** The pages about one match: /v/:id (verify), /r/:id (replay), /w/:code (delayed watch). */
export type MatchPage = { readonly page: "verify" | "replay"; readonly id: string } | { readonly page: "watch"; readonly code: string };

export function matchPageFromPath(pathname: string): MatchPage | null {
  const found = /^\/([vrw])\/([A-Za-z0-9-]{4,64})\/?$/.exec(pathname);
  if (!found) return null;
  const [, kind, value] = found;
  if (kind === "w") return { page: "watch", code: value.toUpperCase() };
  return { page: kind === "v" ? "verify" : "replay", id: value.toLowerCase() };
}
