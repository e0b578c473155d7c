import { schema, t, Schema, type ArraySchema, type MapSchema } from "@colyseus/schema";
import type { GameSchemas } from "../games/game-schemas";
import { OWNER } from "../games/view-tag";

/** One seat as everybody sees it. */
export const SeatInfo = schema(
  {
    index: t.uint8().default(0),
    name: t.string().default(""),
    taken: t.boolean().default(false),
    connected: t.boolean().default(false),
    bot: t.boolean().default(false),
    botActing: t.boolean().default(false),
  },
  "SeatInfo",
);

export const MatchResult = schema(
  {
    winners: t.array("uint8"),
    scores: t.array("number"),
    summary: t.string().default(""),
  },
  "MatchResult",
);

/** The fields every table has, whatever the game; `board` and `private` are typed per game. */
export interface TableStateShape extends Schema {
  code: string;
  game: string;
  status: string;
  version: number;
  hostSeat: number;
  spectators: number;
  isPublic: boolean;
  seats: ArraySchema<InstanceType<typeof SeatInfo>>;
  active: ArraySchema<number>;
  board: Schema;
  result: InstanceType<typeof MatchResult>;
  private: MapSchema<Schema>;
}

const classes = new Map<string, new () => TableStateShape>();

/**
 * A seat's private part: the game's seat schema and what the seat may do now (legal-moves.ts),
 * both behind the OWNER tag.
 */
function privatePartClass(seat: new () => Schema): new () => Schema {
  return schema(
    { legal: t.string().default("").view(OWNER), hints: t.string().default("").view(OWNER) },
    `${seat.name || "Seat"}Moves`,
    seat as unknown as typeof Schema,
  ) as unknown as new () => Schema;
}

/** The synced state class of a table of `gameId` (built once per game). */
export function tableStateClass(gameId: string, schemas: GameSchemas): new () => TableStateShape {
  const existing = classes.get(gameId);
  if (existing) return existing;
  const cls = schema(
    {
      code: t.string().default(""),
      game: t.string().default(""),
      status: t.string().default("waiting"),
      version: t.number().default(0),
      hostSeat: t.uint8().default(0),
      spectators: t.uint16().default(0),
      isPublic: t.boolean().default(false),
      seats: t.array(SeatInfo),
      active: t.array("uint8"),
      board: t.ref(schemas.board),
      result: t.ref(MatchResult),
      private: t.map(privatePartClass(schemas.seat)),
    },
    "TableState",
  ) as unknown as new () => TableStateShape;
  classes.set(gameId, cls);
  return cls;
}
