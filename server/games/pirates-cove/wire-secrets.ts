import { isDeepStrictEqual } from "node:util";
import { pirateCove as game, type PirateCoveState } from "../../../shared/games/pirates-cove";
import { legalMovesOf } from "../../table/legal-moves";
import type { WireSecrecy } from "../../table/wire-secrecy/watch-table";
import { pirateCoveSchemas } from "./schema";
import { leaksIn, SECRET_CHOICE_TEXT, secretNavigation } from "./secrets";

/** A view as toJSON() gives it: nulls absent. */
const synced = (v: unknown): unknown => JSON.parse(JSON.stringify(v, (_k, x) => (x === null ? undefined : x)));

/**
 * Pirate's Cove on the wire (server/table/wire-secrecy/): every frame against the state at its
 * version (secrets.ts: no other seat's private part, no course before the reveal); each seat
 * holds its whole seatView and legal moves; over a whole game a client reads the secret
 * sentence of a navigation choice once per choice of its own, no more. During secret
 * navigation every seat still to choose sends its choice at once, against the same version, as
 * people at one table do (the refused ones, stale, are sent again).
 */
export const pcWireSecrecy: WireSecrecy<PirateCoveState, PirateCoveState> = {
  game,
  secretsOf: (state) => state,
  leaksIn: (frame, seat, state) => (frame.json ? leaksIn(frame.json, seat, state) : []),
  ownPartMisses: (part, state, seat) => {
    const expected = {
      ...(synced(game.seatView(state, seat)) as object),
      ...(game.activeSeats(state).includes(seat) ? legalMovesOf(game, pirateCoveSchemas, state, seat) : { legal: "", hints: "" }),
    };
    return isDeepStrictEqual(part, synced(expected)) ? [] : [`its seatView and legal moves (got ${JSON.stringify(part)})`];
  },
  senders: (state) => (secretNavigation(state) ? game.activeSeats(state) : game.activeSeats(state).slice(0, 1)),
  wholeGame: ({ clients, states, moves }) => {
    // How many choices each seat made in secret: it reads that many secret sentences, no more.
    const own = new Map<number, number>();
    moves.forEach((move, index) => {
      const before = states.get(index);
      if (before && secretNavigation(before) && (move.action as { type: string }).type === "navigate") own.set(move.seat, (own.get(move.seat) ?? 0) + 1);
    });
    return clients.flatMap(({ label, seat, frames }) => {
      const sentences = frames.filter((f) => f.bytes.includes(SECRET_CHOICE_TEXT)).length;
      const allowed = seat === null ? 0 : (own.get(seat) ?? 0);
      return sentences > allowed ? [{ what: `${sentences} secret choice sentences (its own choices: ${allowed})`, where: "raw frames", client: label }] : [];
    });
  },
};
