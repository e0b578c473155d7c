/** The public surface of Shiver Me Timbers: the server and the client import from here only. */
import type { publicView, seatView } from "./views";

export { shiverMeTimbers } from "./game";
export type { SmtState } from "./state";
export type { SmtAction, SmtActionType, ActionOf } from "./actions";
export type { SmtOptions } from "./options";
/** What anybody may see of a game (spectators included). */
export type SmtPublicView = ReturnType<typeof publicView>;
/** What only one seat may see beyond the public view. */
export type SmtSeatView = NonNullable<ReturnType<typeof seatView>>;
