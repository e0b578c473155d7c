import { ColyseusSDK, type Room } from "@colyseus/sdk";

/**
 * One person at a table through the real SDK: what the server told them (welcome,
 * rejections, restarting) and the synced state they hold.
 */
export class TablePlayer {
  readonly messages: { type: string; payload: any }[] = [];
  seat: number | null = null;
  seatToken: string | null = null;

  private constructor(readonly room: Room<any, any>) {
    room.reconnection.enabled = false; // the test rejoins by seat token itself, like a reload
    room.onMessage("*", (type, payload) => this.messages.push({ type: String(type), payload }));
  }

  static async create(endpoint: string, options: Record<string, unknown>): Promise<TablePlayer> {
    const player = new TablePlayer(await new ColyseusSDK(endpoint).create("table", options));
    await player.welcomed();
    return player;
  }

  /** Joins by code; retries while the code is unknown (a restarted server restores right after it listens). */
  static async join(endpoint: string, code: string, options: Record<string, unknown>, retryMs = 20_000): Promise<TablePlayer> {
    const deadline = Date.now() + retryMs;
    for (;;) {
      try {
        const player = new TablePlayer(await new ColyseusSDK(endpoint).joinById(code, options));
        await player.welcomed();
        return player;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  get state(): any {
    return this.room.state;
  }

  get version(): number {
    return this.room.state?.version ?? -1;
  }

  of(type: string): any[] {
    return this.messages.filter((m) => m.type === type).map((m) => m.payload);
  }

  async until(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`seat ${this.seat}: timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  /** Sends an action and resolves once this client holds the patch that accepted it. */
  async act(version: number, action: unknown): Promise<void> {
    const rejectedBefore = this.of("rejected").length;
    this.room.send("action", { version, action });
    await this.until(() => {
      const rejected = this.of("rejected");
      if (rejected.length > rejectedBefore) throw new Error(`action rejected: ${JSON.stringify(rejected[rejected.length - 1])}`);
      return this.version >= version + 1;
    }, `version ${version + 1}`);
  }

  /** Leaves; a connection the server already dropped never answers, so do not wait long. */
  async leave(): Promise<void> {
    const left = this.room.leave(true).catch(() => undefined);
    await Promise.race([left, new Promise((r) => setTimeout(r, 500))]);
    this.room.removeAllListeners();
  }

  private async welcomed(): Promise<void> {
    await this.until(() => this.of("welcome").length > 0 && Boolean(this.room.state?.code), "welcome and state");
    const welcome = this.of("welcome")[0];
    this.seat = welcome.seat;
    this.seatToken = welcome.seatToken;
  }
}
