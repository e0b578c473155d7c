import { schema, t } from "@colyseus/schema";
import { bootyDiceSummary, type BootyDicePublicView } from "../../../shared/games/booty-dice";
import { bootyDiceLog, FACE_LETTERS } from "../../../shared/games/booty-dice/log-text";
import type { GameSchemas } from "../game-schemas";

/**
 * Booty Dice's synced board: its publicView (shared/games/booty-dice/view.ts) field by field,
 * in a compact form (`bootyDiceBoard`) because a patch goes to every client after every
 * action: the six dice are one string of face letters and `kept` one byte of bits, counters
 * are bytes. Nothing is secret in Booty Dice, so the seat schema has no fields.
 * Nullable values (no pending choice, no winner) are unset.
 */
const Pirate = schema(
  {
    seat: t.uint8().default(0),
    name: t.string().default(""),
    // 100 doubloons, 30 shields and 6 × 10 lives are all there are.
    doubloons: t.uint8().default(0),
    lives: t.uint8().default(0),
    shields: t.uint8().default(0),
    eliminated: t.boolean().default(false),
  },
  "BootyPirate",
);

const Pending = schema(
  {
    kind: t.string(),
    seat: t.uint8(),
    die: t.uint8(),
    amount: t.uint8(),
    targets: t.array("uint8"),
  },
  "BootyPending",
);

const Board = schema(
  {
    pirates: t.array(Pirate),
    /** "" before the first roll of a turn, else one letter per die (FACE_LETTERS: "DXJCWS"). */
    dice: t.string().default(""),
    /** Bit i set: die i was kept (not rerolled) on the last roll. */
    kept: t.uint8().default(0),
    rollsLeft: t.uint8().default(0),
    phase: t.string(),
    current: t.uint8().default(0),
    round: t.number().default(0),
    maxRounds: t.number().default(0),
    pending: t.ref(Pending).optional(),
    combos: t.array("string"),
    buriedTreasure: t.uint8().default(0),
    warChest: t.uint8().default(0),
    locker: t.uint8().default(0),
    winner: t.uint8(),
    winners: t.array("uint8"),
    endReason: t.string(),
  },
  "BootyBoard",
);

const Seat = schema({}, "BootySeat");

/** The publicView as the synced board carries it: dice as letters, `kept` as bits. */
export function bootyDiceBoard(view: BootyDicePublicView): Record<string, unknown> {
  // One pass over the dice (this runs after every action).
  let letters = "";
  let rolled = true;
  let kept = 0;
  for (let i = 0; i < view.dice.length; i++) {
    const die = view.dice[i];
    if (die.face === null) rolled = false;
    else letters += FACE_LETTERS[die.face];
    if (die.kept) kept |= 1 << i;
  }
  // Written out rather than spread: a literal of one shape every time is cheaper to build and to
  // read. The type holds it to every field of the view.
  const board: Record<keyof BootyDicePublicView | "kept", unknown> = {
    pirates: view.pirates,
    dice: rolled ? letters : "",
    kept,
    rollsLeft: view.rollsLeft,
    phase: view.phase,
    current: view.current,
    round: view.round,
    maxRounds: view.maxRounds,
    pending: view.pending,
    combos: view.combos,
    buriedTreasure: view.buriedTreasure,
    warChest: view.warChest,
    locker: view.locker,
    winner: view.winner,
    winners: view.winners,
    endReason: view.endReason,
  };
  return board;
}

export const bootyDiceSchemas: GameSchemas = {
  board: Board,
  seat: Seat,
  summary: bootyDiceSummary,
  log: bootyDiceLog,
  boardView: (view) => bootyDiceBoard(view as BootyDicePublicView),
};
