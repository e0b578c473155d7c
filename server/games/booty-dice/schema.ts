import { schema, t } from "@colyseus/schema";
import { bootyDiceSummary } from "../../../shared/games/booty-dice";
import type { GameSchemas } from "../game-schemas";

/**
 * Booty Dice's synced board: its publicView (shared/games/booty-dice/view.ts) field by field.
 * Nothing is secret in Booty Dice, so the seat schema has no fields.
 * Nullable values (a die before the first roll, no pending choice, no winner) are unset.
 */
const Pirate = schema(
  {
    seat: t.uint8().default(0),
    name: t.string().default(""),
    doubloons: t.uint16().default(0),
    lives: t.uint8().default(0),
    shields: t.uint8().default(0),
    eliminated: t.boolean().default(false),
  },
  "BootyPirate",
);

const Die = schema({ face: t.string(), kept: t.boolean().default(false) }, "BootyDie");

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
    dice: t.array(Die),
    rollsLeft: t.uint8().default(0),
    phase: t.string(),
    current: t.uint8().default(0),
    round: t.uint16().default(0),
    maxRounds: t.uint16().default(0),
    pending: t.ref(Pending).optional(),
    combos: t.array("string"),
    buriedTreasure: t.uint16().default(0),
    warChest: t.uint16().default(0),
    locker: t.uint16().default(0),
    winner: t.uint8(),
    winners: t.array("uint8"),
    endReason: t.string(),
  },
  "BootyBoard",
);

const Seat = schema({}, "BootySeat");

export const bootyDiceSchemas: GameSchemas = { board: Board, seat: Seat, summary: bootyDiceSummary };
