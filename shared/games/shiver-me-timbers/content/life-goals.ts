/**
 * The ten life goals. The rulebook names only Brigand (5) and Tomb Raider; the rest and
 * every threshold are our design (rules-notes.md). A goal is met when a counter of the
 * player reaches `atLeast`, or, for Dread Vessel, by the ship's attributes.
 */
export type GoalCounter =
  | "unitsSold"
  | "missionsCompleted"
  | "treasuresRaised"
  | "relativesRescued"
  | "boardingWins"
  | "fortressesRaided"
  | "monstersDefeated"
  | "titlesEarned"
  | "soulmatesWon";

export type GoalRequirement =
  | { readonly kind: "counter"; readonly counter: GoalCounter; readonly atLeast: number }
  | { readonly kind: "dreadVessel"; readonly oneAt: number; readonly sumAtLeast: number };

export interface LifeGoal {
  readonly id: number;
  readonly name: string;
  readonly text: string;
  readonly requirement: GoalRequirement;
}

export const LIFE_GOALS: readonly LifeGoal[] = [
  { id: 1, name: "Merchant Prince", text: "Sell 10 units of resources over the game.", requirement: { kind: "counter", counter: "unitsSold", atLeast: 10 } },
  { id: 2, name: "Governor's Pet", text: "Complete 3 missions.", requirement: { kind: "counter", counter: "missionsCompleted", atLeast: 3 } },
  { id: 3, name: "Tomb Raider", text: "Raise 3 treasures yourself (family searches do not count).", requirement: { kind: "counter", counter: "treasuresRaised", atLeast: 3 } },
  { id: 4, name: "Family Reunion", text: "Rescue 3 relatives.", requirement: { kind: "counter", counter: "relativesRescued", atLeast: 3 } },
  { id: 5, name: "Brigand", text: "Win 3 boarding duels.", requirement: { kind: "counter", counter: "boardingWins", atLeast: 3 } },
  { id: 6, name: "Conqueror", text: "Raid 2 fortresses.", requirement: { kind: "counter", counter: "fortressesRaided", atLeast: 2 } },
  { id: 7, name: "Monster Slayer", text: "Defeat a monster.", requirement: { kind: "counter", counter: "monstersDefeated", atLeast: 1 } },
  { id: 8, name: "Noble Blood", text: "Earn a title.", requirement: { kind: "counter", counter: "titlesEarned", atLeast: 1 } },
  { id: 9, name: "Heartbreaker", text: "Win a soulmate.", requirement: { kind: "counter", counter: "soulmatesWon", atLeast: 1 } },
  { id: 10, name: "Dread Vessel", text: "Have one attribute at 7 and the three summing to at least 15.", requirement: { kind: "dreadVessel", oneAt: 7, sumAtLeast: 15 } },
];

/** Game Set-up: three goals for 2 players, four for 3, five for 4. */
export const GOALS_BY_PLAYER_COUNT: Readonly<Record<number, number>> = { 2: 3, 3: 4, 4: 5 };
/** Each player hides two goal markers in their chest (epic mode: three). */
export const SECRET_GOALS = 2;
/** Scoring life goals: 10 VP for the first to claim, 5 for everyone after; +5 per secret goal met. */
export const FIRST_CLAIM_VP = 10;
export const LATER_CLAIM_VP = 5;
export const SECRET_GOAL_BONUS_VP = 5;

export function lifeGoal(id: number): LifeGoal {
  const goal = LIFE_GOALS.find((g) => g.id === id);
  if (!goal) throw new Error(`unknown life goal ${id}`);
  return goal;
}
