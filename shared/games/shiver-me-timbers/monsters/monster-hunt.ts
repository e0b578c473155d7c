/**
 * The monsters module (monsters/) inside the main game: the summoner's spot (owed after a First
 * Mate or Call of the Deep), guards and action cost of the hunt, the context a hunt card is
 * resolved against (the spot the ship is on, attributes as the rules read them, hold and gold,
 * monster-step bonuses), and what the results mean for the ship — sacrifices and offers taken,
 * the red die's loss, a defeat counted (Monster Slayer) and reported as a deed, the marker's
 * reward granted.
 */
import { reject } from "../../../engine";
import type { ActionOf } from "../actions";
import type { MonsterId } from "../content/effects";
import { monsterTile } from "../content/monsters";
import type { SpecialSpot } from "../content/routes";
import { deepCopy, log, type Ctx, type Outcome, type S } from "../core/draft";
import { spaceGraph } from "../map/spaces";
import type { SpaceId } from "../map/types";
import { MONSTER_REGULAR, type MonsterAction } from "./actions";
import { advanceOnTrack, applyMonster, summonMonster } from "./apply";
import { monsterChooser } from "./legal";
import { MONSTER_IDS } from "./state";
import type { MonsterApplyResult, MonsterContext } from "./types";
import type { SmtState } from "../state";
import { chanceFrom } from "../treasure/dice";
import { bonusFor, effectiveStat } from "../trade-and-upgrades/ship-attributes";
import { ownTurn, regularAction, spendAction } from "../rounds-and-turns/guards";
import { hasUpgrade } from "../trade-and-upgrades/owed-upgrades";
import { grantReward, reportDeed } from "../missions-and-titles/rewards";
import { grantRoll } from "../treasure/rolls";

const R_SUMMON = "Monsters › How to summon monsters";

/** The special spot on a space, or null. */
export const spotAt = (s: S | SmtState, space: SpaceId): SpecialSpot | null => spaceGraph(s.map).specials.get(space) ?? null;

/** The space of a special spot on this map, or null when its long route is not on the map. */
export function spotSpace(s: S | SmtState, spot: SpecialSpot): SpaceId | null {
  for (const [space, special] of spaceGraph(s.map).specials) if (special === spot) return space;
  return null;
}

/** Special spots on the map with no monster on them (a summon still owed may be about to take one: see canSummon). */
export function freeSpots(s: S | SmtState): SpecialSpot[] {
  const taken = new Set(Object.values(s.monsters.board));
  return [...spaceGraph(s.map).specials.values()].filter((spot) => !taken.has(spot));
}

const summonsOwed = (s: S | SmtState) => s.pending.filter((p) => p.kind === "monsterSpot");

/**
 * Whether a card may summon this monster now: it is not on the board nor being summoned, and a
 * special spot is free for it (the crew and rituals rules may check this before a play).
 */
export function canSummon(s: S | SmtState, monster: MonsterId): boolean {
  const owed = summonsOwed(s);
  return s.monsters.board[monster] === null && !owed.some((p) => p.kind === "monsterSpot" && p.monster === monster) && freeSpots(s).length > owed.length;
}

/** Upgrades plus boosts for the tests, upgrades alone for a sacrifice; monster-step bonuses for every advance. */
export function monsterContext(s: S | SmtState, seat: number): MonsterContext {
  const p = s.players[seat];
  return {
    spot: spotAt(s, p.location),
    attributes: { speed: effectiveStat(s, seat, "speed"), strength: effectiveStat(s, seat, "strength"), hull: effectiveStat(s, seat, "hull") },
    upgrades: { speed: p.speed, strength: p.strength, hull: p.hull },
    cargo: p.cargo,
    gold: p.gold,
    extraSteps: bonusFor(s, seat, "monsterSteps"),
    name: p.name,
  };
}

/** First Mate / Call of the Deep resolved: the summoner owes the choice of a free special spot. */
export function summonRequested(ctx: Ctx, seat: number, monster: MonsterId): void {
  const { s } = ctx;
  const name = monsterTile(monster).name;
  if (!canSummon(s, monster)) {
    const why = s.monsters.board[monster] !== null ? `the ${name} is already out` : "no special spot is free";
    log(ctx, "monster/no_summon", `${s.players[seat].name} calls the ${name}, but ${why}.`, { seat, monster });
    return;
  }
  s.pending.push({ kind: "monsterSpot", seat, monster });
  log(ctx, "monster/calling", `${s.players[seat].name} calls the ${name} and chooses where it rises.`, { seat, monster });
}

/** `monster_summon_spot`: the owed choice; the spot must be on the map and free. */
export function chooseSummonSpot(ctx: Ctx, seat: number, action: ActionOf<"monster_summon_spot">): Outcome {
  const { s } = ctx;
  const owed = s.pending[0];
  if (!owed || owed.kind !== "monsterSpot" || owed.seat !== seat) return reject("monster/no_summon", "You are not summoning a monster now.", R_SUMMON);
  if (spotSpace(s, action.spot) === null) return reject("monster/spot_not_on_map", "That special spot is not on the map.", R_SUMMON);
  const r = summonMonster(s.monsters, owed.monster, action.spot);
  if ("code" in r) return r;
  s.pending.shift();
  s.monsters = deepCopy(r.monsters) as S["monsters"];
  ctx.events.push(...r.events);
}

export function monsterStep(ctx: Ctx, seat: number, action: MonsterAction): Outcome {
  const { s } = ctx;
  const regular = MONSTER_REGULAR.has(action.type);
  // The hunter answering a card (or taking the reward) owes it before anything else; the module allows only that.
  const owes = monsterChooser(s.monsters) === seat && s.phase === "play" && s.combat === null && s.pending.length === 0;
  const no = owes ? null : regular ? regularAction(s, seat) : ownTurn(s, seat);
  if (no) return no;
  const result = applyMonster(s.monsters, seat, action, monsterContext(s, seat), chanceFrom(ctx.random));
  if (!result.ok) return result.rejection;
  if (regular) spendAction(s);
  settle(ctx, seat, result);
}

/** Serpent Eye: advance on a monster track `seat` has started (the one at its spot first, else the furthest). */
export function advanceStartedTrack(ctx: Ctx, seat: number, steps: number): boolean {
  const { s } = ctx;
  const m = s.monsters;
  if (m.choice !== null) return false;
  const started = MONSTER_IDS.filter((id) => m.board[id] !== null && m.progress[id][seat] !== null);
  if (started.length === 0) return false;
  const here = spotAt(s, s.players[seat].location);
  const monster = started.find((id) => m.board[id] === here) ?? [...started].sort((a, b) => m.progress[b][seat]! - m.progress[a][seat]!)[0];
  const result = advanceOnTrack(m, seat, monster, steps, monsterContext(s, seat));
  if (!result.ok) return false;
  settle(ctx, seat, result);
  return true;
}

/** A module result on the ship: what was given up, the red die, a defeat, a marker's reward. */
function settle(ctx: Ctx, seat: number, result: Extract<MonsterApplyResult, { ok: true }>): void {
  const { s } = ctx;
  s.monsters = deepCopy(result.monsters) as S["monsters"];
  ctx.events.push(...result.events);
  const player = s.players[seat];
  const paid = result.paid;
  if (paid?.kind === "resource") player.cargo[paid.resource] -= 1;
  if (paid?.kind === "gold") player.gold -= paid.amount;
  // The upgrade sacrificed is the hunter's choice, as a lost combat's (the owed loseUpgrade).
  if (paid?.kind === "upgrade" && hasUpgrade(s, seat)) s.pending.push({ kind: "loseUpgrade", seat, reason: "a sacrifice to the monster" });
  if (result.offered) player.cargo[result.offered.resource] -= result.offered.units;
  // The blue die only decides a test; the red die takes the upgrade it shows.
  for (const roll of result.rolls) if (roll.die === "red") grantRoll(ctx, seat, roll);
  if (result.defeated) {
    player.counters.monstersDefeated += 1;
    reportDeed(ctx, seat, { kind: "defeated", foe: { kind: "monster", monster: result.defeated } });
  }
  if (result.reward) for (const reward of result.reward.rewards) grantReward(ctx, seat, reward, "a monster marker");
}
