/**
 * The whole state of a game: the player area (ships, gold, cargo, chest, trophies), and each
 * rule area's slice, typed in that area (its types.ts).
 */
import type { RngState } from "../../engine";
import type { Attribute, Cargo, IslandId, Resource } from "./content/basics";
import type { GoalCounter } from "./content/life-goals";
import type { TalentId } from "./content/talents";
import type { FortressSlot, MapBuildState, MapState, MerchantSlot, SpaceId } from "./map/types";
import type { Pending, Phase, TurnState } from "./rounds-and-turns/types";
import type { FinalScores, TieBreakState } from "./scoring-and-end/types";
import type { CombatState } from "./combat/types";
import type { DuelDeck } from "./duel/types";
import type { SmtOptions } from "./options";
import type { TreasureState } from "./treasure/types";
import type { MissionState } from "./missions-and-titles/types";
import type { MonsterState } from "./monsters/types";
import type { FamilyState } from "./family-and-soulmates/types";
import type { CardMoments, CardsState } from "./crew-and-rituals/types";

export type Counters = Record<GoalCounter, number>;

/** Wax seals and markers a player has won; all public (the rulebook has them announced or shown). */
export interface Trophies {
  readonly merchants: readonly string[];
  readonly fortresses: readonly string[];
  /** Ship markers taken from players defeated first by this player (their seats). */
  readonly shipMarkers: readonly number[];
}

export interface PlayerState {
  readonly name: string;
  /** Secret until the final scoring: the two life goals hidden in the chest. */
  readonly secretGoals: readonly number[] | null;
  /** Chosen secretly; public once everybody has chosen (`revealed`). */
  readonly origin: IslandId | null;
  readonly talent: TalentId | null;
  readonly speed: number;
  readonly strength: number;
  readonly hull: number;
  /** Gold on the ship (at risk when boarded). */
  readonly gold: number;
  readonly cargo: Cargo;
  /** Treasure cards on the ship (public: they can be stolen). */
  readonly treasures: readonly string[];
  /** The chest: announced gold and treasures, safe until scoring. */
  readonly chestGold: number;
  readonly chestTreasures: readonly string[];
  readonly trophies: Trophies;
  /** Seat that holds this player's ship marker, or null while it is still theirs. */
  readonly shipMarkerHolder: number | null;
  readonly location: SpaceId;
  readonly counters: Counters;
  /** Life goals this player has claimed (public). */
  readonly claimed: readonly number[];
  /** Secret: merchant markers this player has peeked at and that are still face down. */
  readonly peeked: readonly string[];
}

export interface SmtState {
  readonly options: SmtOptions;
  readonly rng: RngState;
  readonly version: number;
  readonly phase: Phase;
  readonly startSeat: number;
  readonly goalsInPlay: readonly number[];
  /** Claims per goal in order: the first seat scored 10, the others 5. */
  readonly claims: Readonly<Record<number, readonly number[]>>;
  readonly players: readonly PlayerState[];
  /** Secret choices made in a simultaneous phase, before the reveal. */
  readonly chosen: readonly boolean[];
  readonly map: MapState;
  readonly build: MapBuildState | null;
  readonly merchants: Readonly<Record<SpaceId, MerchantSlot>>;
  /** Top first. Hidden order; only its size (and how many small ships are on top) is public. */
  readonly merchantStack: readonly string[];
  readonly fortresses: Readonly<Partial<Record<IslandId, FortressSlot>>>;
  readonly windDeck: readonly string[];
  readonly windDiscard: readonly string[];
  readonly wind: string | null;
  /** Events module: the wind card whose back is the event of this round (face up; public), or null. */
  readonly event?: string | null;
  /** The treasure deck and discard pile, and each player's treasure cards, track and look (treasure/). */
  readonly treasure: TreasureState;
  /** The mission deck and discard pile, and each player's missions, looks, completed cards and titles (missions-and-titles/). */
  readonly missions: MissionState;
  /** The monsters on the board, the hunt tracks, the hunt deck and the monster markers (monsters/). */
  readonly monsters: MonsterState;
  /** Relatives rescued, the wish deck, courtships and soulmate markers (family-and-soulmates/). */
  readonly family: FamilyState;
  /** Crew and ritual decks, hands (secret), the cards face up this turn, the open play window (crew-and-rituals/). */
  readonly cards: CardsState;
  /** A regular action waiting for its announcement window to close, and an action whose end still owes a window. */
  readonly cardMoments: CardMoments;
  readonly duelDeck: DuelDeck;
  readonly pests: Readonly<Partial<Record<IslandId, "active" | "inactive">>>;
  readonly round: number;
  readonly turn: TurnState;
  readonly pending: readonly Pending[];
  readonly combat: CombatState | null;
  /** "limit": epic mode's round limit (epic/epic.ts), a design safety net. */
  readonly endTriggered: "goals" | "wind" | "limit" | null;
  readonly final: FinalScores | null;
  readonly tieBreak: TieBreakState | null;
}

export type { Attribute, Cargo, Resource, IslandId };
export type { FortressSlot, MapBuildState, MerchantSlot } from "./map/types";
export type { Pending, Phase, TurnState } from "./rounds-and-turns/types";
export type { FinalScores, ScoreLine, TieBreakState } from "./scoring-and-end/types";
