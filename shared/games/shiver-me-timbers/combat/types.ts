import type { IslandId } from "../content/basics";
import type { DuelRole, DuelState } from "../duel/types";
import type { SpaceId } from "../map/types";

/** Who the active player fights: another player, a merchant or a fortress (captained by the player to the right). */
export type CombatFoe =
  | { readonly kind: "player"; readonly seat: number }
  | { readonly kind: "merchant"; readonly space: SpaceId; readonly merchant: string; readonly captain: number }
  | { readonly kind: "fortress"; readonly island: IslandId; readonly fortress: string; readonly captain: number };

/**
 * A combat in progress: the duel sub-state plus what the aftermath needs. `player` is the
 * seat whose turn it is; `playerRole` their side of the duel (a pirate hunter that attacks
 * at once takes the attacker's role).
 */
export interface CombatState {
  readonly kind: "boarding" | "raid" | "hunter" | "tiebreak";
  readonly player: number;
  readonly playerRole: DuelRole;
  readonly foe: CombatFoe;
  readonly duel: DuelState;
}
