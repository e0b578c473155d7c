import { MISSION_DECK, missionCard } from "../content/missions";
import type { Chance } from "../treasure/dice";
import type { HeldMission, MissionPlayer, MissionState } from "./types";

/** Missions: "At any time, you can have a maximum of 3 (revealed or hidden) missions." */
export const MISSION_LIMIT = 3;
/** How to acquire missions: "Look at the top three cards of the mission deck." */
export const ACQUIRE_LOOK = 3;
/** Your origin markers (Port Royal): "look at the top two cards". */
export const ORIGIN_LOOK = 2;

export function newMissionState(seats: number, chance: Pick<Chance, "shuffle">): MissionState {
  return {
    deck: chance.shuffle(MISSION_DECK),
    discard: [],
    players: Array.from({ length: seats }, (): MissionPlayer => ({ held: [], look: null, mustDiscard: false, completed: [], titles: [] })),
  };
}

export function updateMissionPlayer(m: MissionState, seat: number, change: Partial<MissionPlayer>): MissionState {
  return { ...m, players: m.players.map((p, i) => (i === seat ? { ...p, ...change } : p)) };
}

/** An official mission not yet completed blocks acquiring (title quests do not: design). */
export const holdsOfficial = (p: MissionPlayer): boolean => p.held.some((h) => missionCard(h.card).kind === "official");

export function heldFrom(card: string): HeldMission {
  const c = missionCard(card);
  return { card, revealed: c.kind !== "secret", met: c.tasks.map(() => false) };
}

/** The top `n`; an empty deck takes the shuffled discard pile (as the treasure deck does). */
export function drawMissions(m: MissionState, n: number, chance: Pick<Chance, "shuffle">): { missions: MissionState; cards: string[] } {
  let deck = [...m.deck];
  let discard = [...m.discard];
  if (deck.length < n && discard.length > 0) {
    deck = [...deck, ...chance.shuffle(discard)];
    discard = [];
  }
  return { missions: { ...m, deck: deck.slice(n), discard }, cards: deck.slice(0, n) };
}
