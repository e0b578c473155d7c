/**
 * Which life goals the bot pursues and what its mission plans need (bot.ts asks here):
 * the secret goals, plus in epic mode goals nobody has claimed yet (any player may claim any
 * goal laid out, and the game ends only when all but one are claimed); which missions it can
 * work (a card it can hire or learn and play, a monster once it hunts), which title quest suits
 * Noble Blood, and the card kinds its held missions still need played.
 */
import type { IslandId } from "../content/basics";
import { cardKind } from "../content/crew-rituals";
import { missionCard, type Task } from "../content/missions";
import type { S } from "../core/draft";
import { canSummon } from "../monsters/monster-hunt";
import type { MonsterId } from "../content/effects";
import { EPIC_SECRET_GOALS } from "../epic/epic";

/**
 * Card kinds a mission may ask to play that the bot can collect and play on its own turn
 * (design: the summoners only while their monster can rise, else the play is wasted).
 */
const PLAYABLE = new Set(["masterful-spy", "reckless-smuggler", "scurvy-saboteur", "voodoo-doll", "hummingbird-totem", "power-of-ik", "call-of-the-deep", "first-mate"]);

/** Epic mode: the order in which bots adopt goals nobody has claimed (the ones the bench saw left last first), spread over the seats. */
/** Epic mode: how many goals a bot plays for at once (2 ended more 2-player games by the goals than 1 or 3 in a 40-game probe). */
const EPIC_PURSUED = 2;
const EPIC_EXTRA_ORDER = [8, 4, 2, 7, 9, 1, 6, 3, 10, 5];

/**
 * The goals the bot plays for. Regular games: its secret goals. Epic mode: its secret goals it
 * has not claimed yet; while fewer than two of them are still unclaimed by anyone, topped up to
 * two such with goals nobody has claimed (spread over the seats, so the bots do not all chase
 * the same one), then its secret goals others claimed first, at most three in all. A later claim
 * of a secret goal (5 VP + 5 for the secret) is worth what a first claim is (10 VP).
 */
export function pursuedGoals(s: S, seat: number): number[] {
  const me = s.players[seat];
  const secret = me.secretGoals ?? [];
  if (!s.options.epic) return [...secret];
  const mine = secret.filter((g) => !me.claimed.includes(g));
  const unclaimed = (g: number) => (s.claims[g] ?? []).length === 0;
  const mineOpen = mine.filter(unclaimed);
  if (mineOpen.length >= EPIC_PURSUED || s.phase !== "play") return mine.length > 0 ? mine : [...secret];
  const open = EPIC_EXTRA_ORDER.filter((g) => s.goalsInPlay.includes(g) && unclaimed(g) && !mine.includes(g));
  // Seat i takes the open goals at places i, i + n, …; then the rest in order.
  const n = s.players.length;
  const spread = [...open.filter((_, i) => i % n === seat % n), ...open.filter((_, i) => i % n !== seat % n)];
  const extra = spread.slice(0, EPIC_PURSUED - mineOpen.length);
  const out = [...mineOpen, ...extra, ...mine.filter((g) => !unclaimed(g))].slice(0, EPIC_SECRET_GOALS);
  return out.length > 0 ? out : [...secret];
}

/** The monster a summoner card calls, or null. */
export function summonedBy(card: string): MonsterId | null {
  const e = cardKind(card).effect;
  return e.kind === "summon" ? e.monster : null;
}

function taskFeasible(s: S, task: Task, hunts: boolean): boolean {
  if (task.kind === "play") {
    if (!PLAYABLE.has(task.card)) return false;
    const monster = summonedBy(task.card);
    return monster === null || canSummon(s, monster);
  }
  if (task.kind === "defeat" && task.foe.kind === "monster") return hunts || Object.values(s.monsters.board).some((b) => b !== null);
  return true;
}

/** Whether the bot can work this mission at all (`hunts`: its plan hunts monsters). */
export function missionFeasibleFor(s: S, card: string, hunts: boolean): boolean {
  return missionCard(card).tasks.every((t) => taskFeasible(s, t, hunts));
}

/**
 * How well a title quest suits the bot (0: leave it): sailing to three islands is surest, selling
 * on the three producers next, a boarding captain's quests for a brigand, three rituals after.
 */
export function titleFit(card: string, fights: boolean): number {
  switch (card) {
    case "quest-royal-cartographer": return 4;
    case "quest-merchant-adventurer": return 3;
    case "quest-kings-privateer":
    case "quest-scourge-nations": return fights ? 3 : 0;
    case "quest-keeper-old-ways": return 1;
    default: return 0;
  }
}

/** Unmet "play" tasks of the held missions: the card kinds to collect and play. */
export function cardsMissionsNeed(s: S, seat: number): string[] {
  const out: string[] = [];
  for (const h of s.missions.players[seat].held) {
    missionCard(h.card).tasks.forEach((t, i) => {
      if (!h.met[i] && t.kind === "play" && !out.includes(t.card)) out.push(t.card);
    });
  }
  return out;
}

/** Unmet "sell" tasks of the held missions: island and units in one Sell. */
export function salesMissionsNeed(s: S, seat: number): { island: IslandId; units: number }[] {
  const out: { island: IslandId; units: number }[] = [];
  for (const h of s.missions.players[seat].held) {
    missionCard(h.card).tasks.forEach((t, i) => {
      if (!h.met[i] && t.kind === "sell") out.push({ island: t.island, units: t.units });
    });
  }
  return out;
}

/** Whether the seat holds a title quest that suits it well (fit 2 or more); else Noble Blood keeps looking. */
export const holdsTitleQuest = (s: S, seat: number, fights: boolean): boolean =>
  s.missions.players[seat].held.some((h) => missionCard(h.card).kind === "title" && titleFit(h.card, fights) >= 2);
