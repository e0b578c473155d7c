import { reject, type GameEvent, type Rejection, type SeatIndex } from "../../../engine";
import type { Resource } from "../content/basics";
import { HUNT_TRACK_FINAL, HUNT_TRACK_FIRST, MONSTER_MARKERS, MONSTER_OFFER_STEPS, huntCard, monsterTile, type HuntCard } from "../content/monsters";
import type { MonsterId } from "../content/effects";
import type { SpecialSpot } from "../content/routes";
import type { Chance, Roll } from "../treasure/dice";
import type { MonsterAction } from "./actions";
import { drawHunt, setProgress } from "./state";
import type { MonsterApplyResult, MonsterContext, MonsterState, SacrificePaid } from "./types";

const R_SUMMON = "Shiver Me Timbers › Monsters › How to summon monsters";
const R_FIGHT = "Shiver Me Timbers › Monsters › How to fight monsters";
const R_REWARD = "Shiver Me Timbers › Monsters › Your rewards";
const R_ICONS = "Shiver Me Timbers › Icons (discard a resource to advance on the treasure or monster track)";

/**
 * Summons a monster (First Mate, Call of the Deep) onto a special spot the summoner chose. Not
 * onto a spot another monster holds; a monster already on the board cannot be summoned twice.
 * The main game checks that the spot is on the map.
 */
export function summonMonster(m: MonsterState, monster: MonsterId, spot: SpecialSpot): { monsters: MonsterState; events: GameEvent[] } | Rejection {
  if (m.board[monster] !== null) return reject("monster/already_summoned", `The ${monsterTile(monster).name} is already on the board.`, R_SUMMON);
  if (Object.values(m.board).includes(spot)) return reject("monster/spot_taken", "Another monster already lies on that spot.", R_SUMMON);
  return {
    monsters: { ...m, board: { ...m.board, [monster]: spot } },
    events: [{ kind: "monster/summon", text: `The ${monsterTile(monster).name} rises at the ${spot.replace(/-/g, " ")}!`, data: { monster, spot } }],
  };
}

/** "As long as the monster is alive, the ability of the special spot cannot be used." */
export const spotBlocked = (m: MonsterState, spot: SpecialSpot): boolean => Object.values(m.board).includes(spot);

export function applyMonster(m: MonsterState, seat: SeatIndex, action: MonsterAction, ctx: MonsterContext, chance: Chance): MonsterApplyResult {
  if (seat < 0 || seat >= m.trophies.length) return no(reject("seat/unknown", `There is no seat ${seat} at this table.`));
  const who = ctx.name ?? `Seat ${seat}`;
  const c = m.choice;
  if (c !== null && c.seat !== seat) return no(reject("monster/not_your_choice", "Another captain is deciding on the monster hunt.", R_FIGHT));
  switch (action.type) {
    case "monster_hunt": {
      if (c !== null) return no(reject("monster/choose_first", "Finish the card you drew first.", R_FIGHT));
      const spot = m.board[action.monster];
      if (spot === null) return no(reject("monster/not_summoned", `The ${monsterTile(action.monster).name} is not on the board.`, R_FIGHT));
      if (ctx.spot !== spot) return no(reject("monster/not_here", `Sail to the ${monsterTile(action.monster).name} to fight it.`, R_FIGHT));
      // "When you reach it, place a progress marker on the first space … This does not count as an action."
      let next = m.progress[action.monster][seat] === null ? setProgress(m, action.monster, seat, HUNT_TRACK_FIRST) : m;
      const drawn = drawHunt(next, chance);
      next = drawn.monsters;
      const card = huntCard(drawn.card);
      const events: GameEvent[] = [{ kind: "monster/draw", text: `${who} hunts the ${monsterTile(action.monster).name} and draws ${describe(card)}.`, data: { seat, monster: action.monster, card: card.id } }];
      return resolve(next, seat, action.monster, card, ctx, chance, who, events);
    }
    case "monster_sacrifice": {
      if (c === null || c.kind !== "sacrifice") return no(reject("monster/no_choice", "There is no sacrifice to answer.", R_FIGHT));
      const card = huntCard(c.card);
      if (card.kind !== "sacrifice") throw new Error("sacrifice choice on a non-sacrifice card");
      const cleared = discardCard({ ...m, choice: null }, c.card);
      if (!action.pay) return done(cleared, [{ kind: "monster/refuse", text: `${who} refuses the sacrifice.`, data: { seat } }]);
      const paid = payable(card, ctx, action.resource);
      if (typeof paid === "string") return no(reject("monster/cannot_pay", paid, R_FIGHT));
      return advance(cleared, seat, c.monster, card.advance, ctx, who, [{ kind: "monster/sacrifice", text: `${who} makes the sacrifice.`, data: { seat, paid } }], { paid });
    }
    case "monster_tide": {
      if (c === null || c.kind !== "tide") return no(reject("monster/no_choice", "There is no tide to answer.", R_FIGHT));
      const sorted = (xs: readonly string[]) => [...xs].sort().join(",");
      if (action.order.length !== c.top.length || sorted(action.order) !== sorted(c.top)) {
        return no(reject("monster/bad_order", "Put back exactly the cards you looked at.", R_FIGHT));
      }
      const card = huntCard(c.card);
      const next = discardCard({ ...m, deck: [...action.order, ...m.deck.slice(c.top.length)], choice: null }, c.card);
      return advance(next, seat, c.monster, card.advance, ctx, who, [{ kind: "monster/tide", text: `${who} reads the tides and stacks the hunt deck.`, data: { seat } }]);
    }
    case "monster_reward": {
      if (c === null || c.kind !== "reward") return no(reject("monster/no_choice", "There is no monster reward to take.", R_REWARD));
      if (!m.markers.includes(action.marker)) return no(reject("monster/no_marker", "Choose one of the monster markers left.", R_REWARD));
      const marker = MONSTER_MARKERS.find((x) => x.id === action.marker)!;
      const next: MonsterState = {
        ...m,
        markers: m.markers.filter((x) => x !== action.marker),
        trophies: m.trophies.map((t, i) => (i === seat ? [...t, action.marker] : t)),
        choice: null,
      };
      return {
        ok: true, monsters: next, rolls: [], paid: null, defeated: null,
        reward: { marker: marker.id, vp: marker.vp, rewards: marker.rewards }, offered: null,
        events: [{ kind: "monster/reward", text: `${who} takes a monster marker (${marker.vp} VP).`, data: { seat, marker: marker.id } }],
      };
    }
    case "monster_offer": {
      if (c !== null) return no(reject("monster/choose_first", "Finish the card you drew first.", R_FIGHT));
      const spot = m.board[action.monster];
      if (spot === null) return no(reject("monster/not_summoned", `The ${monsterTile(action.monster).name} is not on the board.`, R_ICONS));
      if (ctx.spot !== spot) return no(reject("monster/not_here", `Sail to the ${monsterTile(action.monster).name} to offer it anything.`, R_ICONS));
      const have = ctx.cargo[action.resource];
      if (have < action.units) return no(reject("monster/not_enough", `You have only ${have} ${action.resource} aboard.`, R_ICONS));
      // Reaching the tile places the marker (not an action), so an offer may be the first step.
      const start = m.progress[action.monster][seat] === null ? setProgress(m, action.monster, seat, HUNT_TRACK_FIRST) : m;
      const events: GameEvent[] = [{ kind: "monster/offer", text: `${who} throws ${action.units} ${action.resource} to the ${monsterTile(action.monster).name}.`, data: { seat, monster: action.monster, resource: action.resource, units: action.units } }];
      // Design: no extra steps (Mermaid Scale, the daughter) on offers: one unit at a time would multiply them.
      return advance(start, seat, action.monster, action.units * MONSTER_OFFER_STEPS, { ...ctx, extraSteps: 0 }, who, events, { offered: { resource: action.resource, units: action.units } });
    }
  }
}

/**
 * Advances `seat` on the track of a monster it has started (Serpent Eye: "advance 3 on your
 * treasure or monster track"); defeating it owes a reward like a hunt card would.
 */
export function advanceOnTrack(m: MonsterState, seat: SeatIndex, monster: MonsterId, steps: number, ctx: MonsterContext): MonsterApplyResult {
  if (m.choice !== null) return no(reject("monster/choose_first", "Finish the card you drew first.", R_FIGHT));
  if (m.board[monster] === null) return no(reject("monster/not_summoned", `The ${monsterTile(monster).name} is not on the board.`, R_FIGHT));
  if (m.progress[monster][seat] === null) return no(reject("monster/not_started", `You have not started hunting the ${monsterTile(monster).name}.`, R_FIGHT));
  return advance(m, seat, monster, steps, ctx, ctx.name ?? `Seat ${seat}`, []);
}

function resolve(m: MonsterState, seat: number, monster: MonsterId, card: HuntCard, ctx: MonsterContext, chance: Chance, who: string, events: GameEvent[]): MonsterApplyResult {
  switch (card.kind) {
    case "respite":
      return advance(discardCard(m, card.id), seat, monster, card.advance, ctx, who, events);
    case "danger": {
      const roll: Roll = { die: "red", face: chance.roll("red") };
      events.push({ kind: "monster/danger", text: `Danger! The red die shows ${roll.face}.`, data: { seat, face: roll.face } });
      return advance(discardCard(m, card.id), seat, monster, card.advance, ctx, who, events, { rolls: [roll] });
    }
    case "test": {
      const roll: Roll = { die: "blue", face: chance.roll("blue") };
      const passed = ctx.attributes[card.attribute] >= (roll.face as number);
      events.push({ kind: "monster/test", text: `A test of ${card.attribute}: the blue die shows ${roll.face}; ${passed ? "passed" : "failed"}.`, data: { seat, face: roll.face, passed } });
      if (!passed) return done(discardCard(m, card.id), events, { rolls: [roll] });
      return advance(discardCard(m, card.id), seat, monster, card.advance, ctx, who, events, { rolls: [roll] });
    }
    case "sacrifice":
      return done({ ...m, choice: { kind: "sacrifice", seat, monster, card: card.id } }, events);
    case "tide": {
      const top = m.deck.slice(0, card.look);
      if (top.length === 0) return advance(discardCard(m, card.id), seat, monster, card.advance, ctx, who, events);
      return done({ ...m, choice: { kind: "tide", seat, monster, card: card.id, top } }, events);
    }
  }
}

/** Moves the marker; the 15th space defeats the monster: off the board, every marker back, a reward owed. */
function advance(m: MonsterState, seat: number, monster: MonsterId, steps: number, ctx: MonsterContext, who: string, events: GameEvent[], extra: Extra = {}): MonsterApplyResult {
  const from = m.progress[monster][seat] ?? HUNT_TRACK_FIRST;
  const to = from + steps + (ctx.extraSteps ?? 0);
  const name = monsterTile(monster).name;
  if (to < HUNT_TRACK_FINAL) {
    events.push({ kind: "monster/advance", text: `${who} advances to space ${to} of ${HUNT_TRACK_FINAL} on the ${name}'s track.`, data: { seat, monster, progress: to } });
    return done(setProgress(m, monster, seat, to), events, extra);
  }
  const cleared: MonsterState = {
    ...m,
    board: { ...m.board, [monster]: null },
    progress: { ...m.progress, [monster]: m.progress[monster].map(() => null) },
    choice: m.markers.length > 0 ? { kind: "reward", seat, monster } : null,
  };
  events.push({ kind: "monster/defeated", text: `${who} defeats the ${name}! It can be summoned again later.`, data: { seat, monster } });
  return { ...done(cleared, events, extra), defeated: monster } as MonsterApplyResult;
}

function payable(card: Extract<HuntCard, { kind: "sacrifice" }>, ctx: MonsterContext, named: Resource | undefined): SacrificePaid | string {
  const cost = card.cost;
  if (cost.kind === "gold") return ctx.gold >= cost.amount ? { kind: "gold", amount: cost.amount } : `The sacrifice costs ${cost.amount} G.`;
  if (cost.kind === "upgrade") {
    // Design: an attribute already at 1 has no upgrade to give (golden rules: never below 1).
    const upgrades = ctx.upgrades ?? ctx.attributes;
    return (["speed", "strength", "hull"] as const).some((a) => upgrades[a] > 1) ? { kind: "upgrade" } : "You have no upgrade to sacrifice.";
  }
  const resource = cost.resource === "any" ? named : cost.resource;
  if (resource === undefined) return "Name the resource you sacrifice.";
  if (cost.resource !== "any" && named !== undefined && named !== cost.resource) return `The sacrifice asks for ${cost.resource}.`;
  return ctx.cargo[resource] >= 1 ? { kind: "resource", resource } : `You have no ${resource} to sacrifice.`;
}

function describe(card: HuntCard): string {
  switch (card.kind) {
    case "test": return `a test of ${card.attribute}`;
    case "sacrifice": return "a sacrifice";
    case "respite": return "a brief respite";
    case "danger": return "a danger";
    case "tide": return "a turning tide";
  }
}

const discardCard = (m: MonsterState, card: string): MonsterState => ({ ...m, discard: [...m.discard, card] });

interface Extra {
  readonly rolls?: Roll[];
  readonly paid?: SacrificePaid;
  readonly offered?: { readonly resource: Resource; readonly units: number };
}

function done(monsters: MonsterState, events: GameEvent[], extra: Extra = {}): MonsterApplyResult {
  return { ok: true, monsters, events, rolls: extra.rolls ?? [], paid: extra.paid ?? null, offered: extra.offered ?? null, defeated: null, reward: null };
}

function no(rejection: Rejection): MonsterApplyResult {
  return { ok: false, rejection };
}
