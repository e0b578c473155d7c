// Sends at most one game action per state version: a double click (or a click while the
// answer is on its way) is dropped here instead of reaching the server as a stale action.
// A rejection frees it again at once, so the player can try something else. A `send` that
// refuses (returns false, as TableSession.act does while a move awaits its answer) does not
// count as sent.
export class ActOnce {
  private sentAt: number | null = null;

  constructor(private readonly send: (action: unknown) => boolean | void, private readonly version: () => number) {}

  /** Sends `action` unless one was already sent at this version; tells whether it went. */
  act(action: unknown): boolean {
    const v = this.version();
    if (this.sentAt === v) return false;
    if (this.send(action) === false) return false;
    this.sentAt = v;
    return true;
  }

  /** True while an action sent at the current version waits for its answer. */
  get waiting(): boolean {
    return this.sentAt === this.version();
  }

  /** The server refused the action: the same version may act again. */
  release(): void {
    this.sentAt = null;
  }
}
