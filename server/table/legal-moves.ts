import type { AnyGame, SeatIndex } from "../../shared/engine/game";
import type { GameSchemas, MoveHint } from "../games/game-schemas";

/**
 * What a seat may do now, in its private part, for every game (docs/protocol.md › Legal moves).
 *
 * `legal`: the game's `legalActions`, grouped by action type, each move without its `type`:
 *   {"travel":[{"to":"short-1:2"},{"to":"I:port-royal"}],"endTurn":[{}]}
 * A client sends `{ type, ...move }` back unchanged as the action. Types keep the order in
 * which the rules list them, and moves within a type too.
 * `hints`: what a button needs to say beside its move, when the game tells it (GameSchemas
 * .moveHints): per type, a list parallel to that type's moves, `null` where there is nothing:
 *   {"travel":[{"cost":1},{"cost":3}],"buy":[{"gold":-100}]}
 * Both are JSON text ("" when the seat may not act now), so a patch carries one string each
 * and only when it changed.
 */
export interface LegalMovesText {
  readonly legal: string;
  readonly hints: string;
}

export const NO_MOVES: LegalMovesText = { legal: "", hints: "" };

/**
 * The text of a list of moves the rules share between states (frozen, like Booty Dice's 63
 * rerolls): written once, not after every action. Only without hints, which read the state.
 */
const sharedListText = new WeakMap<object, LegalMovesText>();

export function legalMovesOf(game: AnyGame, schemas: GameSchemas, state: unknown, seat: SeatIndex): LegalMovesText {
  const actions = game.legalActions(state, seat) as readonly { type: string }[];
  if (actions.length === 0) return NO_MOVES;
  if (schemas.moveHints || !Object.isFrozen(actions)) return movesText(schemas, state, seat, actions);
  let text = sharedListText.get(actions);
  if (!text) {
    text = movesText(schemas, state, seat, actions);
    // A frozen list of frozen moves cannot change under the cache; anything else is written each time.
    if (actions.every((action) => Object.isFrozen(action))) sharedListText.set(actions, text);
  }
  return text;
}

function movesText(schemas: GameSchemas, state: unknown, seat: SeatIndex, actions: readonly { type: string }[]): LegalMovesText {
  const hintList: readonly (MoveHint | null)[] = schemas.moveHints ? schemas.moveHints(state, seat, actions) : [];
  const legal: Record<string, Record<string, unknown>[]> = {};
  const hints: Record<string, (MoveHint | null)[]> = {};
  actions.forEach((action, i) => {
    const { type, ...move } = action;
    (legal[type] ??= []).push(move);
    const hint = hintList[i] ?? null;
    if (hint !== null) {
      const list = (hints[type] ??= []);
      while (list.length < legal[type].length - 1) list.push(null);
      list.push(hint);
    }
  });
  for (const [type, list] of Object.entries(hints)) while (list.length < legal[type].length) list.push(null);
  return { legal: JSON.stringify(legal), hints: Object.keys(hints).length > 0 ? JSON.stringify(hints) : "" };
}

/** Reads `legal` back into actions (tests, and the reference for clients). */
export function readLegalMoves(legal: string): { type: string }[] {
  if (legal === "") return [];
  const grouped = JSON.parse(legal) as Record<string, Record<string, unknown>[]>;
  return Object.entries(grouped).flatMap(([type, moves]) => moves.map((move) => ({ type, ...move })));
}
