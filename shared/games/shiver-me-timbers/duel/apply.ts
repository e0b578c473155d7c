import { reject, type GameEvent, type Random, type SeatIndex } from "../../../engine";
import type { DuelAction } from "./actions";
import { INSULT_BLOCKS, duelCard, duelCardName, isDuelCardId, type DuelCardId } from "./cards";
import { decide, fallen, forward, movePlank } from "./plank";
import { redrawLimit, toChooseFirst } from "./start";
import { other, type DuelApplyResult, type DuelRole, type DuelState, type PlayedAs } from "./types";

const R_DUEL = "Shiver Me Timbers › Boarding attacks › 2. The Duel";
const R_RESILIENT = "Shiver Me Timbers › Boarding attacks › Expert Rule: Resilient Ships";

/** The side that must act now, or null (prelude, over). */
export function duelActor(duel: DuelState): DuelRole | null {
  switch (duel.phase) {
    case "redraw":
    case "choose_first":
      return duel.chooser;
    case "strike":
    case "rigg_follow":
      return duel.striker;
    case "react":
      return duel.striker === null ? null : other(duel.striker);
    default:
      return null;
  }
}

/**
 * Applies one duel action by `seat`. Never throws for an illegal action: returns a rejection
 * and leaves `duel` untouched. `random` is used only by Feint (and a tie-break chooser).
 */
export function applyDuel(duel: DuelState, seat: SeatIndex, action: DuelAction, random: Random): DuelApplyResult {
  if (duel.phase === "over") return no(reject("duel/over", "The duel is over.", R_DUEL));
  if (duel.phase === "prelude") {
    return no(reject("duel/prelude", "The duel has not started: crew and ritual cards may still be played.", "Shiver Me Timbers › Boarding attacks › 1. The Prelude"));
  }
  const actor = duelActor(duel);
  if (actor === null || duel[actor].seat !== seat) {
    const who = actor === null ? "nobody" : duel[actor].name;
    return no(reject("duel/not_your_move", `It is ${who}'s move in the duel, not yours.`, R_DUEL));
  }
  const t = action.type;
  switch (duel.phase) {
    case "redraw":
      if (t === "duel_redraw") return redraw(duel, actor, action.discard, random);
      return notNow(duel, "The bigger ship's captain must first choose the cards to swap (maybe none).", R_RESILIENT);
    case "choose_first":
      if (t === "duel_choose_first") return chooseFirst(duel, actor, action.first);
      return notNow(duel, "First choose who strikes first.", R_DUEL);
    case "strike":
      if (t === "duel_attack") return attack(duel, actor, action.card);
      if (t === "duel_feint") return feint(duel, actor, action.card, random);
      if (t === "duel_rigg") return rigg(duel, actor, action.card);
      if (t === "duel_pass") return pass(duel, actor);
      return notNow(duel, "It is your turn to strike: attack, play Feint or Rigg, or pass and retreat one space.", R_DUEL);
    case "rigg_follow":
      if (t === "duel_attack") return attack(duel, actor, action.card);
      if (t === "duel_hold") return proceed({ ...duel, phase: "strike", striker: other(actor) }, []);
      return notNow(duel, "After Rigg you may attack with a two-colour card, or hold.", R_DUEL);
    case "react":
      if (t === "duel_take") return react(duel, actor, null, "take");
      if (t === "duel_guard") return react(duel, actor, action.card, "guard");
      if (t === "duel_sand") return react(duel, actor, action.card, "sand");
      if (t === "duel_insult") return react(duel, actor, action.card, "insult");
      return notNow(duel, "Answer the attack: guard, Throw sand, Insult, or take the wounds.", R_DUEL);
  }
}

function redraw(duel: DuelState, actor: DuelRole, discard: readonly string[], random: Random): DuelApplyResult {
  const limit = Math.min(redrawLimit(duel), duel.stock.length);
  if (new Set(discard).size !== discard.length) return no(reject("duel/card_twice", "Name each card only once.", R_RESILIENT));
  if (discard.length > limit) {
    return no(reject("duel/redraw_too_many", `You may swap at most ${limit} card${limit === 1 ? "" : "s"} (the difference in hull).`, R_RESILIENT));
  }
  for (const id of discard) if (!duel[actor].hand.includes(id)) return notInHand(id);
  const kept = duel[actor].hand.filter((id) => !discard.includes(id));
  const drawn = duel.stock.slice(0, discard.length);
  const next: DuelState = {
    ...duel,
    [actor]: { ...duel[actor], hand: [...kept, ...drawn] },
    stock: duel.stock.slice(discard.length),
    setAside: [...duel.setAside, ...discard],
  };
  const name = duel[actor].name;
  const events: GameEvent[] = [
    {
      kind: "duel/redraw",
      text: `${name} swaps ${discard.length} duel card${discard.length === 1 ? "" : "s"}.`,
      ...(discard.length > 0 ? { secret: { seats: [duel[actor].seat], text: `You swap ${discard.map(duelCardName).join(", ")} for ${drawn.map(duelCardName).join(", ")}.` } } : {}),
      data: { role: actor, count: discard.length },
    },
  ];
  const chosen = toChooseFirst(next, random);
  return ok(chosen.duel, [...events, ...chosen.events]);
}

function chooseFirst(duel: DuelState, actor: DuelRole, first: "self" | "opponent"): DuelApplyResult {
  const striker = first === "self" ? actor : other(actor);
  const event: GameEvent = { kind: "duel/first", text: `${duel[actor].name} chooses ${striker === actor ? "to strike first" : `${duel[striker].name} to strike first`}.`, data: { striker } };
  return proceed({ ...duel, phase: "strike", chooser: null, striker }, [event]);
}

/** A two-colour card played for its red side (also the attack that may follow Rigg). */
function attack(duel: DuelState, actor: DuelRole, id: string): DuelApplyResult {
  const check = cardFromHand(duel, actor, id);
  if (typeof check !== "string") return check;
  const card = duelCard(id);
  if (card.kind !== "duel") {
    const hint = card.kind === "feint" || card.kind === "rigg" ? ` Play it as ${duelCardName(id)} instead.` : " It can only answer an attack.";
    return no(reject("duel/not_an_attack", `${duelCardName(id)} is not a two-colour attack card.${hint}`, R_DUEL));
  }
  const afterRigg = duel.phase === "rigg_follow";
  const played = playCard(duel, actor, id, "attack");
  const next: DuelState = {
    ...played,
    phase: "react",
    pending: { card: id, by: actor, height: card.attack.height, wounds: card.attack.wounds },
    passes: 0,
    turns: afterRigg ? duel.turns : duel.turns + 1,
  };
  const event: GameEvent = {
    kind: "duel/attack",
    text: `${duel[actor].name} attacks: ${card.attack.height} attack, ${card.attack.wounds} wound${card.attack.wounds === 1 ? "" : "s"}.`,
    data: { role: actor, card: id, height: card.attack.height, wounds: card.attack.wounds },
  };
  return proceed(next, [event]);
}

/** Feint (design): the opponent discards a random card from their hand, face up; then the turn passes. */
function feint(duel: DuelState, actor: DuelRole, id: string, random: Random): DuelApplyResult {
  const check = special(duel, actor, id, "feint");
  if (check !== null) return check;
  let next = playCard(duel, actor, id, "feint");
  const victim = other(actor);
  const events: GameEvent[] = [];
  if (next[victim].hand.length === 0) {
    events.push({ kind: "duel/feint", text: `${duel[actor].name} feints, but ${duel[victim].name} has no card left to lose.`, data: { role: actor, card: id } });
  } else {
    const lost = next[victim].hand[random.int(0, next[victim].hand.length - 1)];
    next = playCard(next, victim, lost, "feinted_away");
    events.push({
      kind: "duel/feint",
      text: `${duel[actor].name} feints; ${duel[victim].name} drops ${duelCardName(lost)}.`,
      data: { role: actor, card: id, lost },
    });
  }
  return proceed({ ...next, phase: "strike", striker: victim, passes: 0, turns: duel.turns + 1 }, events);
}

/** Rigg (design): step forward one space (which can push the opponent off), then you may attack. */
function rigg(duel: DuelState, actor: DuelRole, id: string): DuelApplyResult {
  const check = special(duel, actor, id, "rigg");
  if (check !== null) return check;
  const plank = movePlank(duel.plank, forward(actor));
  const played = { ...playCard(duel, actor, id, "rigg"), plank, passes: 0, turns: duel.turns + 1 };
  const events: GameEvent[] = [{ kind: "duel/rigg", text: `${duel[actor].name} swings from the rigging and steps forward one space.`, data: { role: actor, card: id, plank } }];
  if (fallen(plank) !== null) return finish(played, plank, "pushed_off", events);
  return proceed({ ...played, phase: "rigg_follow" }, events);
}

/** "Pass priority and retreat the miniature 1 space"; two passes in a row end the duel. */
function pass(duel: DuelState, actor: DuelRole): DuelApplyResult {
  const plank = movePlank(duel.plank, -forward(actor));
  const passes = duel.passes + 1;
  const events: GameEvent[] = [{ kind: "duel/pass", text: `${duel[actor].name} passes and retreats one space.`, data: { role: actor, plank } }];
  const next: DuelState = { ...duel, plank, passes, turns: duel.turns + 1 };
  if (fallen(plank) !== null) return finish(next, plank, "pushed_off", events);
  if (passes >= 2) return finish(next, plank, "both_passed", events);
  return proceed({ ...next, phase: "strike", striker: other(actor) }, events);
}

/** The answer to an attack: one card (matching guard, Throw sand, Insult) or none. */
function react(duel: DuelState, actor: DuelRole, id: string | null, how: "take" | "guard" | "sand" | "insult"): DuelApplyResult {
  const pending = duel.pending;
  if (pending === null) throw new Error("react without a pending attack");
  let next = duel;
  let blocked = 0;
  if (id !== null && how !== "take") {
    const check = cardFromHand(duel, actor, id);
    if (typeof check !== "string") return check;
    const card = duelCard(id);
    if (how === "guard") {
      if (card.kind !== "duel") return no(reject("duel/not_a_guard", `${duelCardName(id)} is not a two-colour guard card.`, R_DUEL));
      if (card.guard !== pending.height) {
        return no(reject("duel/guard_does_not_match", `A ${card.guard} guard cannot block a ${pending.height} attack.`, R_DUEL));
      }
      blocked = pending.wounds;
    } else {
      const s = special(duel, actor, id, how);
      if (s !== null) return s;
      blocked = how === "sand" ? pending.wounds : Math.min(INSULT_BLOCKS, pending.wounds);
    }
    next = playCard(duel, actor, id, how);
  }
  const wounds = pending.wounds - blocked;
  const plank = movePlank(duel.plank, forward(pending.by) * wounds);
  const verb =
    how === "take" ? "takes the hit" : how === "guard" ? `blocks with a ${pending.height} guard` : how === "sand" ? "throws sand and blocks every wound" : `hurls an insult and blocks ${blocked} wound${blocked === 1 ? "" : "s"}`;
  const tail = wounds === 0 ? "" : ` and retreats ${wounds} space${wounds === 1 ? "" : "s"}`;
  const events: GameEvent[] = [{ kind: "duel/react", text: `${duel[actor].name} ${verb}${tail}.`, data: { role: actor, how, card: id, blocked, wounds, plank } }];
  const resolved: DuelState = { ...next, plank, pending: null };
  if (fallen(plank) !== null) return finish(resolved, plank, "pushed_off", events);
  // "Then, it's the former defender's turn to attack."
  return proceed({ ...resolved, phase: "strike", striker: actor }, events);
}

/**
 * Forced moves that reveal nothing are made at once: a striker with an empty hand must pass,
 * a captain with an empty hand can only take the wounds, and cannot attack after Rigg. (A hand of only Throw sand/Insult
 * still passes by hand, so the pass does not reveal it.) Recursion ends: passes end the duel.
 */
function proceed(duel: DuelState, events: readonly GameEvent[]): DuelApplyResult {
  const actor = duelActor(duel);
  if (actor === null || duel[actor].hand.length > 0) return ok(duel, events);
  if (duel.phase === "rigg_follow") return proceed({ ...duel, phase: "strike", striker: other(actor) }, events);
  if (duel.phase !== "strike" && duel.phase !== "react") return ok(duel, events);
  const forced = duel.phase === "strike" ? pass(duel, actor) : react(duel, actor, null, "take");
  if (!forced.ok) throw new Error(`forced move rejected: ${forced.rejection.code}`);
  return ok(forced.duel, [...events, ...forced.events]);
}

function finish(duel: DuelState, plank: number, reason: "pushed_off" | "both_passed", events: GameEvent[]): DuelApplyResult {
  const outcome = decide(duel, plank, reason);
  const over: DuelState = { ...duel, plank, phase: "over", striker: null, pending: null, outcome };
  return ok(over, [...events, { kind: "duel/over", text: outcome.sentence, data: { result: outcome.result, reason, plank } }]);
}

function playCard(duel: DuelState, by: DuelRole, id: DuelCardId, as: PlayedAs): DuelState {
  const hand = duel[by].hand;
  const at = hand.indexOf(id);
  if (at < 0) throw new Error(`${id} is not in the ${by}'s hand`);
  return { ...duel, [by]: { ...duel[by], hand: [...hand.slice(0, at), ...hand.slice(at + 1)] }, played: [...duel.played, { card: id, by, as }] };
}

function cardFromHand(duel: DuelState, actor: DuelRole, id: string): string | DuelApplyResult {
  if (!duel[actor].hand.includes(id)) return notInHand(id);
  return id;
}

function special(duel: DuelState, actor: DuelRole, id: string, kind: "feint" | "rigg" | "sand" | "insult"): DuelApplyResult | null {
  const check = cardFromHand(duel, actor, id);
  if (typeof check !== "string") return check;
  const card = duelCard(id);
  if (card.kind !== kind) {
    const wanted = { feint: "Feint", rigg: "Rigg", sand: "Throw sand", insult: "Insult" }[kind];
    return no(reject("duel/wrong_card", `${duelCardName(id)} is not ${wanted}.`, R_DUEL));
  }
  return null;
}

function notInHand(id: string): DuelApplyResult {
  const what = isDuelCardId(id) ? duelCardName(id) : `"${id}"`;
  return no(reject("duel/card_not_in_hand", `${what} is not in your hand.`, R_DUEL));
}

function notNow(_duel: DuelState, message: string, rule: string): DuelApplyResult {
  return no(reject("duel/not_now", message, rule));
}

function ok(duel: DuelState, events: readonly GameEvent[]): DuelApplyResult {
  return { ok: true, duel, events };
}

function no(rejection: ReturnType<typeof reject>): DuelApplyResult {
  return { ok: false, rejection };
}

