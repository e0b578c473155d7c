import type { GameEvent, Rejection } from "../../../engine";
import type { Attribute, IslandId } from "../content/basics";
import type { Reward } from "../content/effects";
import type { Cargo } from "../content/basics";

export interface HeldMission {
  readonly card: string;
  /** Official missions and title quests are revealed at once; secret tasks when claimed. */
  readonly revealed: boolean;
  /** Per task: met by a deed done since the card was acquired. */
  readonly met: readonly boolean[];
}

export interface MissionPlayer {
  /** Missions in hand or face up (max 3); secret ones are hidden from others. */
  readonly held: readonly HeldMission[];
  /** Secret: cards being chosen from (Acquire Mission: top 3; the Port Royal origin: top 2). */
  readonly look: readonly string[] | null;
  /** After taking a 4th mission: one must go before anything else. */
  readonly mustDiscard: boolean;
  /** Completed missions, in the chest (public: claimed openly; the negative tie-breaker counts them). */
  readonly completed: readonly string[];
  /** Title cards earned (public). */
  readonly titles: readonly string[];
}

export interface MissionState {
  /** Secret order, top first. */
  readonly deck: readonly string[];
  readonly discard: readonly string[];
  readonly players: readonly MissionPlayer[];
}

/** What the main game tells the module when a mission is claimed or acquired. */
export interface MissionContext {
  readonly island: IslandId | null;
  readonly gold: number;
  readonly cargo: Cargo;
  /** Upgrades only (not card boosts or lasting bonuses). */
  readonly attributes: Readonly<Record<Attribute, number>>;
  readonly name?: string;
}

export type MissionApplyResult =
  | {
      readonly ok: true;
      readonly missions: MissionState;
      readonly events: readonly GameEvent[];
      /** A claim: the rewards to grant (all of them), gold and cargo to take, the VP on the card, a title earned. */
      readonly claimed: {
        readonly card: string;
        readonly rewards: readonly Reward[];
        readonly pay: { readonly gold: number; readonly cargo: Cargo };
        readonly vp: number;
        readonly title: string | null;
      } | null;
    }
  | { readonly ok: false; readonly rejection: Rejection };
