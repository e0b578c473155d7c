import type { RngState } from "../../engine";
import type { Attribute, Cargo, IslandId, Resource } from "./content/basics";
import type { GoalCounter } from "./content/life-goals";
import type { TalentId } from "./content/talents";
import type { MapState, SpaceId } from "./map/types";
import type { CombatState } from "./combat/types";
import type { DuelDeck } from "./duel/types";
import type { SmtOptions } from "./options";
import type { TreasureState } from "./treasure/types";
import type { MissionState } from "./missions-and-titles/types";
import type { MonsterState } from "./monsters/types";
import type { MonsterId } from "./content/effects";
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

export interface MerchantSlot {
  readonly id: string;
  readonly faceUp: boolean;
  readonly damage: number;
}

export interface FortressSlot {
  readonly id: string;
  readonly faceUp: boolean;
}

/** A decision one seat must take before play goes on (a reward, a loss, a pick). */
export type Pending =
  | { readonly kind: "loseUpgrade"; readonly seat: number; readonly reason: string }
  | { readonly kind: "gainUpgrade"; readonly seat: number; readonly reason: string }
  | { readonly kind: "pickTreasure"; readonly seat: number; readonly options: readonly string[]; readonly reason: string; readonly more: number }
  | { readonly kind: "discardTreasure"; readonly seat: number }
  | { readonly kind: "plunder"; readonly seat: number; readonly from: number }
  /** A monster summoned by a card (First Mate, Call of the Deep): the summoner picks its special spot. */
  | { readonly kind: "monsterSpot"; readonly seat: number; readonly monster: MonsterId }
  /** The Port Royal origin: `left` looks still to choose (mission or treasure deck), rules/origin-look.ts. */
  | { readonly kind: "originLook"; readonly seat: number; readonly left: number }
  /** King's Privateer (a title): `seat` may board `target`, who ended a Travel on its sea space (rules/privateer.ts). */
  | { readonly kind: "privateer"; readonly seat: number; readonly target: number }
  /** Crew & rituals (rules/crew-rituals.ts): a card of a kind from a deck (a reward), the Smuggler's route, the Spy's merchant. */
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

/** Resolving Ties › the duel for the victory: the champion faces each tied rival in turn. */
export interface TieBreakState {
  readonly lines: readonly ScoreLine[];
  readonly champion: number;
  readonly rivals: readonly number[];
  /** Drawn duels so far against the current rival. */
  readonly draws: number;
  /** Rivals who drew three duels with the champion and share the victory. */
  readonly sharing: readonly number[];
}

export interface MapBuildState {
  readonly step: number;
  readonly available: { readonly islands: readonly IslandId[]; readonly routes: readonly string[] };
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
  /** The mission deck and discard pile, and each player's missions, looks, completed cards and titles (missions/). */
  readonly missions: MissionState;
  /** The monsters on the board, the hunt tracks, the hunt deck and the monster markers (monsters/). */
  readonly monsters: MonsterState;
  /** Relatives rescued, the wish deck, courtships and soulmate markers (family/). */
  readonly family: FamilyState;
  /** Crew and ritual decks, hands (secret), the cards face up this turn, the open play window (cards/). */
  readonly cards: CardsState;
  /** A regular action waiting for its announcement window to close, and an action whose end still owes a window. */
  readonly cardMoments: CardMoments;
  readonly duelDeck: DuelDeck;
  readonly pests: Readonly<Partial<Record<IslandId, "active" | "inactive">>>;
  readonly round: number;
  readonly turn: TurnState;
  readonly pending: readonly Pending[];
  readonly combat: CombatState | null;
  /** "limit": epic mode's round limit (rules/epic.ts), a design safety net. */
  readonly endTriggered: "goals" | "wind" | "limit" | null;
  readonly final: FinalScores | null;
  readonly tieBreak: TieBreakState | null;
}

export interface ScoreLine {
  readonly goals: number;
  readonly secretBonus: number;
  readonly seals: number;
  readonly gold: number;
  readonly total: number;
}

export interface FinalScores {
  readonly lines: readonly ScoreLine[];
  readonly winners: readonly number[];
  readonly tieBreak: "none" | "missions" | "gold" | "duel";
  readonly summary: string;
}

export type { Attribute, Cargo, Resource, IslandId };
