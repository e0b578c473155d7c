export { shiverMeTimbers } from "./game";
export type { SmtState } from "./state";
export type { SmtAction } from "./actions";
export type { SmtOptions } from "./options";
