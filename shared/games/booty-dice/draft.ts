import type { GameEvent, SeatIndex } from "../../engine/game";
import type { EndReason, Pirate, BootyDiceState } from "./state";

type MutablePirate = { -readonly [K in keyof Pirate]: Pirate[K] };

/**
 * A mutable working copy of the parts of the state that a resolution changes (pirates and
 * piles), used inside one `apply` call only. Copying six small objects once per resolution
 * is far cheaper than an immutable update per effect; the stored state is never touched.
 */
export class Draft {
  readonly pirates: MutablePirate[];
  buriedTreasure: number;
  warChest: number;
  locker: number;
  /** Set when the last pirate standing is known: the game ends at once. */
  over: { winners: SeatIndex[]; reason: EndReason } | null = null;

  constructor(
    readonly state: BootyDiceState,
    readonly events: GameEvent[],
  ) {
    this.pirates = state.pirates.map((p) => ({ ...p }));
    this.buriedTreasure = state.buriedTreasure;
    this.warChest = state.warChest;
    this.locker = state.locker;
  }

  get roller(): SeatIndex {
    return this.state.current;
  }

  name(seat: SeatIndex): string {
    return this.state.names[seat];
  }

  emit(kind: string, text: string, data: Record<string, unknown>): void {
    this.events.push({ kind, text, data });
  }

  /** The pirates still in the game other than `seat`, clockwise from `seat`'s left. */
  othersAlive(seat: SeatIndex): SeatIndex[] {
    const n = this.pirates.length;
    const out: SeatIndex[] = [];
    for (let k = 1; k < n; k++) {
      const s = (seat + k) % n;
      if (!this.pirates[s].eliminated) out.push(s);
    }
    return out;
  }

  /**
   * Writes the working copy into a new state (sharing everything else with the old one).
   * Spelled out field by field: one object of a fixed shape is the cheapest copy.
   */
  commit(p: Partial<BootyDiceState>): BootyDiceState {
    const s = this.state;
    return {
      names: s.names,
      options: s.options,
      pirates: this.pirates,
      dice: p.dice ?? s.dice,
      kept: p.kept ?? s.kept,
      rollsLeft: p.rollsLeft ?? s.rollsLeft,
      phase: p.phase ?? s.phase,
      current: p.current ?? s.current,
      round: p.round ?? s.round,
      turn: p.turn ?? s.turn,
      plan: p.plan ?? s.plan,
      step: p.step ?? s.step,
      buriedTreasure: this.buriedTreasure,
      warChest: this.warChest,
      locker: this.locker,
      winners: p.winners ?? s.winners,
      endReason: p.endReason ?? s.endReason,
      rng: s.rng,
    };
  }
}
