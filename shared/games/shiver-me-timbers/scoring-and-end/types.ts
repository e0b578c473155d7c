/** The final scores, the winners, and the duel for the victory while the top players are tied (Endgame Scoring, Resolving Ties). */

export interface ScoreLine {
  readonly goals: number;
  readonly secretBonus: number;
  readonly seals: number;
  readonly gold: number;
  readonly total: number;
}

export interface FinalScores {
  readonly lines: readonly ScoreLine[];
  readonly winners: readonly number[];
  readonly tieBreak: "none" | "missions" | "gold" | "duel";
  readonly summary: string;
}

/** Resolving Ties › the duel for the victory: the champion faces each tied rival in turn. */
export interface TieBreakState {
  readonly lines: readonly ScoreLine[];
  readonly champion: number;
  readonly rivals: readonly number[];
  /** Drawn duels so far against the current rival. */
  readonly draws: number;
  /** Rivals who drew three duels with the champion and share the victory. */
  readonly sharing: readonly number[];
}
