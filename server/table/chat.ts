import { hasUnsafeCharacters, nameKey } from "./text-checks";

/** Chat of a table: players and spectators, bounded history sent to newcomers. */
export interface ChatLine {
  readonly from: string;
  readonly seat: number | null;
  /** Said by a spectator (the client marks such lines). */
  readonly spectator?: true;
  readonly text: string;
  readonly at: number;
}

export const MAX_CHAT_LENGTH = 300;
const HISTORY = 100;

export type ChatCheck = { ok: true; text: string } | { ok: false; code: string; message: string };

/** Trims and checks one line: control and direction-changing characters are refused. */
export function checkChatText(raw: string): ChatCheck {
  if (hasUnsafeCharacters(raw)) {
    return { ok: false, code: "chat/characters", message: "Chat messages cannot hold control characters or text-direction overrides." };
  }
  const text = raw.trim();
  if (text.length === 0) return { ok: false, code: "chat/empty", message: "An empty message was not sent." };
  if (text.length > MAX_CHAT_LENGTH) {
    return { ok: false, code: "chat/too_long", message: `Chat messages are limited to ${MAX_CHAT_LENGTH} characters.` };
  }
  return { ok: true, text };
}

/**
 * Who a line is from: a player's seat name, or for a spectator their own name, unless it is a
 * seated player's name (nobody watching may speak as a player): then just "Spectator".
 */
export function chatSpeaker(name: string, seat: number | null, seatNames: readonly string[]): Pick<ChatLine, "from" | "seat" | "spectator"> {
  if (seat !== null) return { from: name, seat };
  const taken = seatNames.some((seatName) => seatName !== "" && nameKey(seatName) === nameKey(name));
  return { from: taken || name === "" ? "Spectator" : name, seat: null, spectator: true };
}

export class ChatHistory {
  private readonly lines: ChatLine[] = [];

  add(line: ChatLine): void {
    this.lines.push(line);
    if (this.lines.length > HISTORY) this.lines.shift();
  }

  all(): readonly ChatLine[] {
    return this.lines;
  }
}
