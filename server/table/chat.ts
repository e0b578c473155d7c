/** Chat of a table: players and spectators, bounded history sent to newcomers. */
export interface ChatLine {
  readonly from: string;
  readonly seat: number | null;
  readonly text: string;
  readonly at: number;
}

export const MAX_CHAT_LENGTH = 300;
const HISTORY = 100;

export type ChatCheck = { ok: true; text: string } | { ok: false; code: string; message: string };

/** Trims and checks one line; control characters become spaces. */
export function checkChatText(raw: string): ChatCheck {
  // eslint-disable-next-line no-control-regex
  const text = raw.replace(/[\u0000-\u001f\u007f]/g, " ").trim();
  if (text.length === 0) return { ok: false, code: "chat/empty", message: "An empty message was not sent." };
  if (text.length > MAX_CHAT_LENGTH) {
    return { ok: false, code: "chat/too_long", message: `Chat messages are limited to ${MAX_CHAT_LENGTH} characters.` };
  }
  return { ok: true, text };
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
