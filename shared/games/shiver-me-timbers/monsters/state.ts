import { HUNT_CARDS, MONSTER_MARKERS } from "../content/monsters";
import type { MonsterId } from "../content/effects";
import type { Chance } from "../treasure/dice";
import type { MonsterState } from "./types";

export const MONSTER_IDS: readonly MonsterId[] = ["sea-serpent", "kraken"];

export function newMonsterState(seats: number, chance: Pick<Chance, "shuffle">): MonsterState {
  const none = () => Array.from({ length: seats }, () => null);
  return {
    board: { "sea-serpent": null, kraken: null },
    progress: { "sea-serpent": none(), kraken: none() },
    deck: chance.shuffle(HUNT_CARDS.map((c) => c.id)),
    discard: [],
    markers: MONSTER_MARKERS.map((m) => m.id),
    trophies: Array.from({ length: seats }, () => []),
    choice: null,
  };
}

/** The top card; an empty deck takes the shuffled discard pile. */
export function drawHunt(m: MonsterState, chance: Pick<Chance, "shuffle">): { monsters: MonsterState; card: string } {
  let deck = [...m.deck];
  let discard = [...m.discard];
  if (deck.length === 0) {
    deck = chance.shuffle(discard);
    discard = [];
  }
  if (deck.length === 0) throw new Error("monster hunt deck and discard are both empty");
  return { monsters: { ...m, deck: deck.slice(1), discard }, card: deck[0] };
}

export function setProgress(m: MonsterState, monster: MonsterId, seat: number, value: number | null): MonsterState {
  return { ...m, progress: { ...m.progress, [monster]: m.progress[monster].map((v, i) => (i === seat ? value : v)) } };
}
