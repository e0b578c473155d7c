import { reject, type GameEvent, type Rejection, type SeatIndex } from "../../../engine";
import { ISLAND_NAMES } from "../content/basics";
import { merchantToDefeat } from "../content/merchants";
import { missionCard, type Task } from "../content/missions";
import type { Cargo } from "../state";
import type { Chance } from "../treasure/dice";
import type { MissionAction } from "./actions";
import { deedMeets, isDeedTask, type Deed } from "./deeds";
import { ACQUIRE_LOOK, MISSION_LIMIT, drawMissions, heldFrom, holdsOfficial, updateMissionPlayer } from "./state";
import type { HeldMission, MissionApplyResult, MissionContext, MissionState } from "./types";

const R_ACQUIRE = "Shiver Me Timbers › Missions › How to acquire missions";
const R_COMPLETE = "Shiver Me Timbers › Missions › …and how to complete them";
const R_TITLE = "Shiver Me Timbers › Rise to Nobility";

/**
 * Applies one `mission_*` action by `seat`. Never throws for an illegal action. The main game
 * checks first that it is the seat's turn, and spends the action of `mission_acquire`.
 */
export function applyMission(m: MissionState, seat: SeatIndex, action: MissionAction, ctx: MissionContext, chance: Pick<Chance, "shuffle">): MissionApplyResult {
  const p = m.players[seat];
  if (p === undefined) return no(reject("seat/unknown", `There is no seat ${seat} at this table.`));
  const who = ctx.name ?? `Seat ${seat}`;
  if (p.look !== null && action.type !== "mission_keep" && action.type !== "mission_return") {
    return no(reject("mission/choose_first", "First choose one of the mission cards you are looking at.", R_ACQUIRE));
  }
  if (p.mustDiscard && action.type !== "mission_discard") return no(reject("mission/discard_first", `You hold more than ${MISSION_LIMIT} missions: discard one first.`, R_ACQUIRE));
  switch (action.type) {
    case "mission_acquire": {
      if (ctx.island !== "port-royal") return no(reject("mission/not_port_royal", "Missions are acquired from the governor on Port Royal.", R_ACQUIRE));
      if (holdsOfficial(p)) return no(reject("mission/official_open", "Complete or discard your official mission before acquiring a new one.", R_ACQUIRE));
      const drawn = drawMissions(m, ACQUIRE_LOOK, chance);
      if (drawn.cards.length === 0) return no(reject("mission/deck_empty", "The governor has no missions left.", R_ACQUIRE));
      return ok(updateMissionPlayer(drawn.missions, seat, { look: drawn.cards }), [lookEvent(seat, who, drawn.cards)]);
    }
    case "mission_keep": {
      if (p.look === null) return no(reject("mission/nothing_to_choose", "You are not choosing from mission cards now.", R_ACQUIRE));
      if (!p.look.includes(action.card)) return no(reject("mission/not_offered", "Choose one of the cards you are looking at.", R_ACQUIRE));
      const card = missionCard(action.card);
      if (card.kind === "official" && holdsOfficial(p)) return no(reject("mission/second_official", "You cannot take two official missions.", R_ACQUIRE));
      const rest = p.look.filter((c) => c !== action.card);
      const held = [...p.held, heldFrom(action.card)];
      const mustDiscard = held.length > MISSION_LIMIT;
      const next = updateMissionPlayer({ ...m, deck: chance.shuffle([...m.deck, ...rest]) }, seat, { held, look: null, mustDiscard });
      const tail = mustDiscard ? " They must now discard one." : "";
      const event: GameEvent =
        card.kind === "secret"
          ? { kind: "mission/keep", text: `${who} accepts a secret task.${tail}`, secret: { seats: [seat], text: `You accept the secret task ${card.name}.` }, data: { seat, secret: true } }
          : { kind: "mission/keep", text: `${who} accepts ${card.kind === "title" ? "the title quest" : "the official mission"} ${card.name}.${tail}`, data: { seat, card: card.id } };
      return ok(next, [event]);
    }
    case "mission_return": {
      if (p.look === null) return no(reject("mission/nothing_to_choose", "You are not choosing from mission cards now.", R_ACQUIRE));
      if (p.look.some((c) => missionCard(c).kind !== "official" || !holdsOfficial(p))) return no(reject("mission/must_keep", "Keep one of the cards you are looking at.", R_ACQUIRE));
      const next = updateMissionPlayer({ ...m, deck: chance.shuffle([...m.deck, ...p.look]) }, seat, { look: null });
      return ok(next, [{ kind: "mission/return", text: `${who} returns the mission cards.`, data: { seat } }]);
    }
    case "mission_discard": {
      const held = p.held.find((h) => h.card === action.card);
      if (held === undefined) return no(reject("mission/not_held", "You do not hold that mission.", R_ACQUIRE));
      const next = updateMissionPlayer({ ...m, discard: [...m.discard, action.card] }, seat, { held: p.held.filter((h) => h.card !== action.card), mustDiscard: false });
      const name = missionCard(action.card).name;
      return ok(next, [held.revealed
        ? { kind: "mission/discard", text: `${who} gives up ${name}.`, data: { seat, card: action.card } }
        : { kind: "mission/discard", text: `${who} discards a secret task.`, secret: { seats: [seat], text: `You discard ${name}.` }, data: { seat, secret: true } }]);
    }
    case "mission_claim":
      return claim(m, seat, action.card, ctx, who);
  }
}

function claim(m: MissionState, seat: SeatIndex, cardId: string, ctx: MissionContext, who: string): MissionApplyResult {
  const p = m.players[seat];
  const held = p.held.find((h) => h.card === cardId);
  if (held === undefined) return no(reject("mission/not_held", "You do not hold that mission.", R_COMPLETE));
  const card = missionCard(cardId);
  const rule = card.kind === "title" ? R_TITLE : R_COMPLETE;
  const pay = { gold: 0, cargo: { cocoa: 0, rum: 0, sugar: 0 } as Record<keyof Cargo, number> };
  for (const [i, task] of card.tasks.entries()) {
    const missing = unmet(task, held, i, ctx, pay);
    if (missing !== null) return no(reject("mission/not_met", `${card.name}: ${missing}`, rule));
  }
  const title = card.title ?? null;
  const next = updateMissionPlayer(m, seat, {
    held: p.held.filter((h) => h.card !== cardId),
    completed: [...p.completed, cardId],
    titles: title === null ? p.titles : [...p.titles, title],
  });
  const event: GameEvent = {
    kind: "mission/claim",
    text: `${who} ${held.revealed ? "completes" : "reveals and completes"} ${card.name}${title !== null ? " and earns a title" : ""}.`,
    data: { seat, card: cardId, title, vp: card.vp },
  };
  return { ok: true, missions: next, events: [event], claimed: { card: cardId, rewards: card.rewards, pay, vp: card.vp, title } };
}

/** Why a task is not met (null: it is; state tasks add what must be paid to `pay`). */
function unmet(task: Task, held: HeldMission, index: number, ctx: MissionContext, pay: { gold: number; cargo: Record<keyof Cargo, number> }): string | null {
  if (isDeedTask(task)) return held.met[index] ? null : `${describeTask(task)} — not yet done since you took the card.`;
  switch (task.kind) {
    case "visit":
      return ctx.island === task.island ? null : `bring the news to ${ISLAND_NAMES[task.island]} (you must be there).`;
    case "deliver":
      if (ctx.island !== task.island) return `deliver on ${ISLAND_NAMES[task.island]}.`;
      if (ctx.cargo[task.resource] - pay.cargo[task.resource] < task.units) return `${task.units} ${task.resource} needed in your hold.`;
      pay.cargo[task.resource] += task.units;
      return null;
    case "pay":
      if (ctx.island !== task.island) return `pay on ${ISLAND_NAMES[task.island]}.`;
      if (ctx.gold - pay.gold < task.gold) return `${task.gold} G needed on your ship.`;
      pay.gold += task.gold;
      return null;
    case "attribute":
      return ctx.attributes[task.attribute] >= task.atLeast ? null : `your ${task.attribute} must be ${task.atLeast} or more.`;
    default:
      throw new Error(`unhandled task ${task.kind}`);
  }
}

export function describeTask(task: Task): string {
  switch (task.kind) {
    case "defeat": {
      const f = task.foe;
      if (f.kind === "merchant") return `defeat ${merchantToDefeat(f)}`;
      return f.kind === "player" ? "defeat a pirate" : f.kind === "fortress" ? "raid a fortress" : "defeat a monster";
    }
    case "raise": return "raise a treasure";
    case "play": return `play a ${task.card}`;
    case "sell": return `sell ${task.units} units on ${ISLAND_NAMES[task.island]} in one action`;
    case "arrive": return `sail to ${ISLAND_NAMES[task.island]}`;
    case "visit": return `be on ${ISLAND_NAMES[task.island]}`;
    case "deliver": return `deliver ${task.units} ${task.resource} to ${ISLAND_NAMES[task.island]}`;
    case "pay": return `pay ${task.gold} G on ${ISLAND_NAMES[task.island]}`;
    case "attribute": return `${task.attribute} ${task.atLeast} or more`;
  }
}

/**
 * A deed done by `seat` (the main game reports it): each held mission marks the first unmet
 * task it meets, one task per card and deed. Cards acquired later never see earlier deeds
 * (Rise to Nobility: "Only tasks completed after you revealed the title quest count").
 */
export function recordDeed(m: MissionState, seat: SeatIndex, deed: Deed): { missions: MissionState; events: GameEvent[] } {
  const p = m.players[seat];
  if (p === undefined) throw new Error(`recordDeed: no seat ${seat}`);
  const events: GameEvent[] = [];
  const held = p.held.map((h) => {
    const card = missionCard(h.card);
    const i = card.tasks.findIndex((task, k) => !h.met[k] && deedMeets(task, deed));
    if (i < 0) return h;
    const text = `${card.name}: ${describeTask(card.tasks[i])} — done.`;
    events.push(h.revealed ? { kind: "mission/task", text, data: { seat, card: h.card, task: i } } : { kind: "mission/task", text: "A secret task moves on.", secret: { seats: [seat], text }, data: { seat } });
    return { ...h, met: h.met.map((v, k) => v || k === i) };
  });
  return { missions: updateMissionPlayer(m, seat, { held }), events };
}

/** Opens a look of the top `n` (the Port Royal origin: 2), as if acquiring, without the official block. */
export function offerMissionLook(m: MissionState, seat: SeatIndex, n: number, chance: Pick<Chance, "shuffle">, name?: string): { missions: MissionState; events: GameEvent[] } | null {
  const p = m.players[seat];
  if (p === undefined || p.look !== null) throw new Error(`offerMissionLook: seat ${seat} cannot look now`);
  const drawn = drawMissions(m, n, chance);
  if (drawn.cards.length === 0) return null;
  return { missions: updateMissionPlayer(drawn.missions, seat, { look: drawn.cards }), events: [lookEvent(seat, name ?? `Seat ${seat}`, drawn.cards)] };
}

function lookEvent(seat: SeatIndex, who: string, cards: readonly string[]): GameEvent {
  return {
    kind: "mission/look",
    text: `${who} looks at ${cards.length} mission cards.`,
    secret: { seats: [seat], text: `The governor offers ${cards.map((c) => missionCard(c).name).join(", ")}.` },
    data: { seat, count: cards.length },
  };
}

function ok(missions: MissionState, events: GameEvent[]): MissionApplyResult {
  return { ok: true, missions, events, claimed: null };
}

function no(rejection: Rejection): MissionApplyResult {
  return { ok: false, rejection };
}
