/**
 * A rule said no. Illegal actions are expected input, so rules return this instead of
 * throwing; a thrown Error always means a bug.
 */
export interface Rejection {
  /** Namespaced and stable, e.g. `turn/not_yours`, `roll/none_left`. Clients may switch on it. */
  readonly code: string;
  /** One sentence a player understands. */
  readonly message: string;
  /** The rulebook section the rule comes from, e.g. "Booty Dice › How to play". */
  readonly rule?: string;
}

export function reject(code: string, message: string, rule?: string): Rejection {
  return rule === undefined ? { code, message } : { code, message, rule };
}

/** Codes that every game shares, so clients can handle them the same way everywhere. */
export const CommonRejections = {
  notYourTurn: (rule?: string) => reject("turn/not_yours", "It is not your turn.", rule),
  gameOver: () => reject("game/over", "The game is over."),
  malformed: (detail: string) => reject("action/malformed", `That action is not understood: ${detail}`),
  noSuchSeat: (seat: number) => reject("seat/unknown", `There is no seat ${seat} at this table.`),
} as const;
