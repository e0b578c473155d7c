import { RESOURCES } from "../content/basics";
import type { Cargo } from "../state";

export const cargoTotal = (cargo: Readonly<Cargo>) => RESOURCES.reduce((sum, r) => sum + cargo[r], 0);
/** Hull = how many units of goods the ship carries (The Pirate Ships). */
export const freeHold = (player: { readonly hull: number; readonly cargo: Readonly<Cargo> }) => player.hull - cargoTotal(player.cargo);
