/** The phases of a game, the turn, and the decisions a seat owes before play goes on. */
import type { MonsterId } from "../content/effects";
import type { SpaceId } from "../map/types";

/** A decision one seat must take before play goes on (a reward, a loss, a pick). */
export type Pending =
  | { readonly kind: "loseUpgrade"; readonly seat: number; readonly reason: string }
  | { readonly kind: "gainUpgrade"; readonly seat: number; readonly reason: string }
  | { readonly kind: "pickTreasure"; readonly seat: number; readonly options: readonly string[]; readonly reason: string; readonly more: number }
  | { readonly kind: "discardTreasure"; readonly seat: number }
  | { readonly kind: "plunder"; readonly seat: number; readonly from: number }
  /** A monster summoned by a card (First Mate, Call of the Deep): the summoner picks its special spot. */
  | { readonly kind: "monsterSpot"; readonly seat: number; readonly monster: MonsterId }
  /** The Port Royal origin: `left` looks still to choose (mission or treasure deck), setup-and-goals/origin-look.ts. */
  | { readonly kind: "originLook"; readonly seat: number; readonly left: number }
  /** King's Privateer (a title): `seat` may board `target`, who ended a Travel on its sea space (missions-and-titles/privateer.ts). */
  | { readonly kind: "privateer"; readonly seat: number; readonly target: number }
  /** Crew & rituals (crew-and-rituals/crew-rituals.ts): a card of a kind from a deck (a reward), the Smuggler's route, the Spy's merchant. */
  | { readonly kind: "chooseCard"; readonly seat: number; readonly deck: "crew" | "ritual"; readonly reason: string }
  | { readonly kind: "addSeaRoute"; readonly seat: number }
  | { readonly kind: "spyPeek"; readonly seat: number };

export interface TurnState {
  readonly seat: number;
  readonly actionsLeft: number;
  /** The anchor where this player's last Travel ended on a face-down merchant (may peek). */
  readonly peekAt: SpaceId | null;
  /** Set when a lost or tied combat ends the turn. */
  readonly mustEnd: boolean;
}

/** "tiebreak": the scores are final but the top players are still tied; they duel for the victory. */
export type Phase = "goals" | "map" | "origins" | "play" | "tiebreak" | "over";
