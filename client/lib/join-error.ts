// Turning a failed create/join into a sentence (kept apart from the SDK so the lobby stays small).
/** Readable sentence for a failed create/join (MatchMakeError, ServerError, network). */
export function describeJoinError(err: unknown): string {
  const message = messageOf(err);
  if (isNoTableError(err)) return "No table with that code (it may have ended).";
  if (/locked|full/i.test(message)) return "That table is full.";
  if (/failed to fetch|network|ECONNREFUSED|websocket/i.test(message)) return "Cannot reach the server. Check your connection.";
  return message || "The server refused to seat you.";
}

/** The server has no table by that code (right now: after a restart it may still be rebuilding it). */
export function isNoTableError(err: unknown): boolean {
  return /not found|unknown|invalid room id|no rooms found/i.test(messageOf(err));
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
