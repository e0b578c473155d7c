import { schema, t } from "@colyseus/schema";

/**
 * Pirate King's synced board: its publicView (shared/games/pirate-king/view.ts) field by
 * field with the view's names. A null value travels as an absent field; the one change of
 * shape is `treasures` (see schema.ts). Counters are bytes where the rules bound them.
 */

export const PkPlayer = schema(
  {
    seat: t.uint8().default(0),
    name: t.string().default(""),
    team: t.uint8().default(0),
    bronze: t.number().default(0),
    prestige: t.uint8().default(0),
    score: t.uint8().default(0),
    heldCards: t.uint8().default(0),
    commodore: t.boolean().default(false),
  },
  "PkPlayer",
);

export const PkCargo = schema(
  { card: t.uint8().default(0), territory: t.uint8().default(0), value: t.uint16().default(0), spoiled: t.boolean().default(false) },
  "PkCargo",
);

export const PkShip = schema(
  {
    id: t.uint8().default(0),
    owner: t.uint8().default(0),
    /** Absent while sunk. */
    space: t.uint8().optional(),
    current: t.uint8().default(0),
    facing: t.int8().default(1),
    crew: t.uint8().default(0),
    cannons: t.uint8().default(0),
    cargo: t.ref(PkCargo).optional(),
    sunk: t.boolean().default(false),
  },
  "PkShip",
);

export const PkTerritory = schema({ id: t.uint8().default(0), owner: t.uint8().optional(), level: t.uint8().default(0) }, "PkTerritory");

/** A Great Treasure: "hidden", "forSale" or "owned" (then with its owner). */
export const PkTreasure = schema({ state: t.string().default("hidden"), owner: t.uint8().optional() }, "PkTreasure");

export const PkDecks = schema(
  {
    cargo: t.uint8().default(0),
    cargoOut: t.uint8().default(0),
    captainsLog: t.uint8().default(0),
    captainsLogDiscard: t.uint8().default(0),
    piratesBooty: t.uint8().default(0),
    piratesBootyDiscard: t.uint8().default(0),
  },
  "PkDecks",
);

export const PkPending = schema({ kind: t.string().default(""), seat: t.uint8().default(0) }, "PkPending");

export const PkFighter = schema({ kind: t.string().default(""), ship: t.uint8().optional(), territory: t.uint8().optional() }, "PkFighter");

export const PkCombatDice = schema({ attacker: t.array("uint8"), defender: t.array("uint8") }, "PkCombatDice");

export const PkCombat = schema(
  { reason: t.string().default(""), attacker: t.ref(PkFighter), defender: t.ref(PkFighter), dice: t.ref(PkCombatDice).optional() },
  "PkCombat",
);

/** Only who offers whom and whether it is sent: the lots are in the two seats' private parts. */
export const PkParlay = schema({ from: t.uint8().default(0), to: t.uint8().default(0), sent: t.boolean().default(false), counters: t.uint8().default(0) }, "PkParlay");

/** The board schema's fields (a secrecy test plants a leak by adding one). */
export const pkBoardFields = {
  stage: t.string().default("ports"),
  current: t.uint8().default(0),
  round: t.uint16().default(0),
  players: t.array(PkPlayer),
  ships: t.array(PkShip),
  territories: t.array(PkTerritory),
  treasures: t.array(PkTreasure),
  decks: t.ref(PkDecks),
  buriedTreasure: t.number().default(0),
  sail: t.array("uint8"),
  wind: t.uint8().optional(),
  pending: t.ref(PkPending).optional(),
  combat: t.ref(PkCombat).optional(),
  parlay: t.ref(PkParlay).optional(),
  lastCargoTurnedIn: t.boolean().default(false),
  winners: t.array("uint8"),
  endReason: t.string().optional(),
};
export const PkBoard = schema(pkBoardFields, "PkBoard");
