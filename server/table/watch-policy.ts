import type { AnyGame, GameEvent } from "../../shared/engine/game";
import type { TableSettings } from "./table-settings";

/**
 * Watching policies (table-settings.ts). `none`: only seated players may open the table.
 * `delayed`: spectators are not in the room at all (the room's synced state is live); they
 * watch `GET /api/tables/:code/delayed`, a frame of the public view `watchDelay` actions
 * behind, which the table keeps here and publishes through presence (so any process answers).
 * Only publicView and public log texts ever go into a frame: no secret in any mode.
 */

/** Why a join that would be a spectator's is refused, or null when spectators are welcome. */
export function spectatorRefusal(settings: TableSettings, code: string): string | null {
  if (settings.watch === "none") return "watch/none: This table takes no spectators; only its players can open it.";
  if (settings.watch === "delayed") {
    return `watch/delayed: Spectators of this table watch ${settings.watchDelay} actions behind the play, at /w/${code}.`;
  }
  return null;
}

/** What a delayed spectator receives (docs/protocol.md › Watching policies). */
export interface DelayedFrame {
  readonly code: string;
  readonly game: string;
  /** Actions of the current match shown (the live table is `behind` actions further, until the end). */
  readonly version: number;
  readonly behind: number;
  readonly status: "waiting" | "playing" | "finished";
  readonly seats: readonly { readonly index: number; readonly name: string; readonly bot: boolean }[];
  readonly active: readonly number[];
  /** The game's publicView at `version`. */
  readonly board: unknown;
  readonly result: { readonly winners: readonly number[]; readonly summary: string } | null;
  /** The public text of the events up to `version` (the latest ones). */
  readonly log: readonly { readonly n: number; readonly kind: string; readonly text: string }[];
}

const LOG_LINES = 60;

interface Step {
  readonly version: number;
  readonly state: unknown;
  readonly events: readonly GameEvent[];
}

/** The last `delay + 1` states of the match, so the frame `delay` actions behind is at hand. */
export class DelayedBoard {
  private steps: Step[] = [];
  private lines: { n: number; kind: string; text: string }[] = [];

  constructor(private readonly delay: number) {}

  /** A new match (start, rematch, restore): its states from the set-up on. */
  reset(setupState: unknown): void {
    this.steps = [{ version: 0, state: setupState, events: [] }];
    this.lines = [];
  }

  /** The state after action `version` (1-based count of accepted actions). */
  record(version: number, state: unknown, events: readonly GameEvent[]): void {
    this.steps.push({ version, state, events });
    if (this.steps.length > this.delay + 1) {
      const gone = this.steps.shift()!;
      this.note(gone);
    }
  }

  /** The frame spectators see now: `delay` actions behind, or the end itself once the match is over. */
  frame(base: Omit<DelayedFrame, "version" | "behind" | "active" | "board" | "result" | "log" | "status">, game: AnyGame, finished: boolean): DelayedFrame | null {
    if (this.steps.length === 0) return null;
    const shown = finished ? this.steps[this.steps.length - 1] : this.steps[0];
    const seen = finished ? this.steps : [];
    const lines = [...this.lines];
    for (const step of seen) lines.push(...publicLines(step));
    const result = finished ? game.result(shown.state) : null;
    return {
      ...base,
      version: shown.version,
      behind: this.steps[this.steps.length - 1].version - shown.version,
      status: finished ? "finished" : "playing",
      active: finished ? [] : [...game.activeSeats(shown.state)],
      board: game.publicView(shown.state),
      result: result ? { winners: [...result.winners], summary: result.summary } : null,
      log: [...lines, ...(finished ? [] : publicLines(shown))].slice(-LOG_LINES),
    };
  }

  private note(step: Step): void {
    this.lines.push(...publicLines(step));
    if (this.lines.length > LOG_LINES) this.lines.splice(0, this.lines.length - LOG_LINES);
  }
}

function publicLines(step: Step): { n: number; kind: string; text: string }[] {
  return step.events.map((event) => ({ n: step.version, kind: event.kind, text: event.text }));
}

/** Presence key of a table's delayed frame (JSON), shared by every process with Redis. */
export const delayedFrameKey = (code: string) => `broadside:delayed:${code}`;
/** A frame outlives its table by a day at most. */
export const DELAYED_FRAME_TTL_S = 86_400;
