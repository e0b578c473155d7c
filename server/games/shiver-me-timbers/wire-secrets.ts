import { isDeepStrictEqual } from "node:util";
import { shiverMeTimbers as game, type SmtState } from "../../../shared/games/shiver-me-timbers";
import { readLegalMoves } from "../../table/legal-moves";
import { othersPrivateParts, secretBytes, secretValues, type Finding } from "../../table/wire-secrecy/findings";
import type { WireSecrecy } from "../../table/wire-secrecy/watch-table";
import { withoutEmpty } from "../../test/synced-json";
import { expectedJson } from "./expected-json";
import { secretsOf, type SmtSecrets } from "./secrets";

type Json = Record<string, unknown>;

/**
 * Shiver Me Timbers on the wire (server/table/wire-secrecy/): a client may hold none of the
 * secret ids and generator words of the state (secrets.ts) but its own seat's, in its decoded
 * state or its raw frames; no other seat's private part; no secret goal, origin or talent of
 * another seat before the rules reveal them. Each seat holds its whole seatView and, while it
 * may act, its legal moves.
 */
export const smtWireSecrecy: WireSecrecy<SmtState, SmtSecrets & { readonly words: ReadonlySet<number> }> = {
  game,
  secretsOf: (state) => {
    const secrets = secretsOf(state);
    // The raw-frame check reads short strings (fixstr) only: a longer id would escape it.
    for (const id of secrets.owned.keys()) if (Buffer.byteLength(id) > 31) throw new Error(`secret id "${id}" is too long for the raw-frame check`);
    return { ...secrets, words: new Set(secrets.generator) };
  },
  leaksIn: (frame, seat, secrets) => {
    const leaks: Finding[] = secretBytes(frame.bytes, seat, secrets.owned);
    const table = frame.json;
    if (!table) return leaks;
    leaks.push(...secretValues(table, seat, secrets.owned, secrets.words), ...othersPrivateParts(table, seat));
    // Secret goals, origins and talents only once the rules reveal them.
    const players = (((table.board as Json | undefined)?.players as Json[] | undefined) ?? []) as Json[];
    players.forEach((p, i) => {
      if (i === seat) return;
      if (!secrets.revealed.goals && Array.isArray(p.secretGoals) && p.secretGoals.length > 0) leaks.push({ what: `seat ${i}'s secret goals`, where: `state.board.players[${i}].secretGoals` });
      if (!secrets.revealed.origins && (p.origin !== undefined || p.talent !== undefined)) leaks.push({ what: `seat ${i}'s origin or talent`, where: `state.board.players[${i}]` });
    });
    return leaks;
  },
  ownPartMisses: (decoded, state, seat) => {
    if (!decoded) return ["its private part"];
    const { legal, hints, ...view } = decoded as Json;
    void hints;
    const misses: string[] = [];
    if (!isDeepStrictEqual(withoutEmpty(view), withoutEmpty(expectedJson(game.seatView(state, seat))))) misses.push("its seatView");
    const active = state.phase !== "over" && game.activeSeats(state).includes(seat);
    const moves = active ? game.legalActions(state, seat) : [];
    // Grouped by type: the order of legalActions within each type.
    const types = [...new Set(moves.map((m) => m.type))];
    const grouped = types.flatMap((type) => moves.filter((m) => m.type === type));
    if (!isDeepStrictEqual(readLegalMoves(String(legal ?? "")), grouped.map((m) => ({ ...m })))) misses.push("its legal moves");
    return misses;
  },
};
