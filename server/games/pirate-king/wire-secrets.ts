import { pirateKing, type PirateKingState } from "../../../shared/games/pirate-king";
import type { WireSecrecy } from "../../table/wire-secrecy/watch-table";
import { parleyingChooser, pkFindings } from "./secrets";

/**
 * Pirate King on the wire (server/table/wire-secrecy/): the secrets are read from the state at
 * each frame's version by secrets.ts (held card keys, offer lots, the secret log texts, deck
 * orders); the captains parley now and then, so that offers and counter-offers are drafted.
 */
export const pkWireSecrecy: WireSecrecy<PirateKingState, PirateKingState> = {
  game: pirateKing,
  secretsOf: (state) => state,
  leaksIn: (frame, seat, state) => pkFindings(frame, seat, state),
  choose: parleyingChooser,
};
