import type { GameEvent } from "../../../engine";
import type { Random } from "../../../engine";
import { DUEL_CARD_IDS, duelCardName, isDuelCardId, type DuelCardId } from "./cards";
import { OFF_PLANK, decide, fallen } from "./plank";
import type { DuelDeck, DuelRole, DuelSetup, DuelSide, DuelStartResult, DuelState } from "./types";

export interface DealOptions {
  /** Default true (the rulebook shuffles before each duel). false deals the stock in order: tests and worked examples. */
  readonly shuffle?: boolean;
}

/** Strength or hand-size changes made by crew and ritual cards during the prelude. */
export interface PreludeChanges {
  readonly attackerStrength?: number;
  readonly defenderStrength?: number;
  readonly attackerHandSize?: number;
  readonly defenderHandSize?: number;
}

export const EMPTY_DECK: DuelDeck = { draw: [], discard: [] };

/** A fresh duel deck for the main game's set-up (it is shuffled before each duel anyway). */
export function newDuelDeck(): DuelDeck {
  return { draw: [...DUEL_CARD_IDS], discard: [] };
}

/**
 * Boarding attacks › 1. The Prelude: the miniature starts in the centre and the stronger
 * captain pushes it forward by the difference; above 3 the weaker captain falls off at once.
 * The duel takes every card of `deck` until `finishDuel` (the returned deck is empty).
 * With `setup.prelude` it stops before dealing; otherwise it deals (2. The Duel).
 */
export function startDuel(setup: DuelSetup, deck: DuelDeck, random: Random, options: DealOptions = {}): DuelStartResult {
  checkSide(setup.attacker, "attacker");
  checkSide(setup.defender, "defender");
  const stock = [...deck.draw, ...deck.discard];
  checkCards(stock);
  const base: DuelState = {
    kind: setup.kind,
    rules: setup.rules ?? {},
    attacker: { ...setup.attacker, hand: [] },
    defender: { ...setup.defender, hand: [] },
    plank: 0,
    phase: "prelude",
    chooser: null,
    striker: null,
    pending: null,
    played: [],
    stock,
    setAside: [],
    passes: 0,
    turns: 0,
    outcome: null,
  };
  const placed = placeMiniature(base);
  const events: GameEvent[] = [pushEvent(placed)];
  // "If the difference is higher than 3 … Go to point 3": no crew or ritual cards then.
  if (setup.prelude === true && fallen(placed.plank) === null) {
    events.push({
      kind: "duel/prelude",
      text: "Before the duel starts, crew and ritual cards may still be played.",
    });
    return { duel: placed, deck: EMPTY_DECK, events };
  }
  const closed = closePrelude(placed, random, options);
  return { duel: closed.duel, deck: EMPTY_DECK, events: [...events, ...closed.events] };
}

/**
 * The pre-duel hook (1. The Prelude: "players may still play crew or ritual cards"): the main
 * game records each change here; the miniature follows the strengths ("move the miniature
 * accordingly"). Nobody falls off yet: that is checked when the prelude closes.
 */
export function updatePrelude(duel: DuelState, changes: PreludeChanges): { duel: DuelState; events: GameEvent[] } {
  if (duel.phase !== "prelude") throw new Error(`updatePrelude outside the prelude (phase ${duel.phase})`);
  const attacker = {
    ...duel.attacker,
    strength: changes.attackerStrength ?? duel.attacker.strength,
    handSize: changes.attackerHandSize ?? duel.attacker.handSize,
  };
  const defender = {
    ...duel.defender,
    strength: changes.defenderStrength ?? duel.defender.strength,
    handSize: changes.defenderHandSize ?? duel.defender.handSize,
  };
  checkSide(attacker, "attacker");
  checkSide(defender, "defender");
  const next = placeMiniature({ ...duel, attacker, defender });
  return { duel: next, events: next.plank === duel.plank ? [] : [pushEvent(next)] };
}

/**
 * Ends the prelude: a strength difference above 3 pushes the weaker captain off (the
 * combat example moves the miniature once everyone has passed); otherwise shuffle the duel
 * deck, deal the hands, then Resilient Ships' swap or the choice of who strikes first.
 */
export function closePrelude(duel: DuelState, random: Random, options: DealOptions = {}): { duel: DuelState; events: GameEvent[] } {
  if (duel.phase !== "prelude") throw new Error(`closePrelude outside the prelude (phase ${duel.phase})`);
  const diff = duel.attacker.strength - duel.defender.strength;
  if (Math.abs(diff) >= OFF_PLANK) {
    const plank = diff > 0 ? OFF_PLANK : -OFF_PLANK;
    const outcome = decide(duel, plank, "strength");
    return {
      duel: { ...duel, plank, phase: "over", outcome },
      events: [{ kind: "duel/over", text: outcome.sentence, data: { result: outcome.result, reason: outcome.reason, plank } }],
    };
  }
  const stock = options.shuffle === false ? [...duel.stock] : random.shuffle(duel.stock);
  const need = duel.attacker.handSize + duel.defender.handSize;
  if (stock.length < need) throw new Error(`duel deck has ${stock.length} cards, ${need} needed`);
  // Deal one card at a time, the attacker first, until both hands are full.
  const hands: Record<DuelRole, DuelCardId[]> = { attacker: [], defender: [] };
  let next = 0;
  while (hands.attacker.length < duel.attacker.handSize || hands.defender.length < duel.defender.handSize) {
    for (const role of ["attacker", "defender"] as const) {
      if (hands[role].length < duel[role].handSize) hands[role].push(stock[next++]);
    }
  }
  const dealt: DuelState = {
    ...duel,
    attacker: { ...duel.attacker, hand: hands.attacker },
    defender: { ...duel.defender, hand: hands.defender },
    stock: stock.slice(next),
  };
  const events: GameEvent[] = (["attacker", "defender"] as const).map((role) => ({
    kind: "duel/deal",
    text: `${duel[role].name} is dealt ${hands[role].length} duel cards.`,
    secret: { seats: [duel[role].seat], text: `You are dealt ${hands[role].map(duelCardName).join(", ")}.` },
    data: { role, count: hands[role].length },
  }));
  const redrawer = resilientRedrawer(dealt);
  if (redrawer !== null) {
    events.push({
      kind: "duel/redraw_offer",
      text: `${dealt[redrawer].name} has the bigger ship and may swap up to ${redrawLimit(dealt)} duel cards.`,
    });
    return { duel: { ...dealt, phase: "redraw", chooser: redrawer }, events };
  }
  const chosen = toChooseFirst(dealt, random);
  return { duel: chosen.duel, events: [...events, ...chosen.events] };
}

/** Expert rule Resilient Ships: the captain of the bigger hull, if the rule is on and both have a hull. */
export function resilientRedrawer(duel: DuelState): DuelRole | null {
  if (duel.rules.resilientShips !== true) return null;
  const a = duel.attacker.hull;
  const d = duel.defender.hull;
  if (a === undefined || d === undefined || a === d) return null;
  return a > d ? "attacker" : "defender";
}

/** "Discard up to # cards, where # is the difference in hull." */
export function redrawLimit(duel: DuelState): number {
  return Math.abs((duel.attacker.hull ?? 0) - (duel.defender.hull ?? 0));
}

/**
 * 2. The Duel: "The captain of the faster ship (in case of a tie: the attacker) chooses who
 * will attack first." In the tie-break duel (Resolving Ties) equal speed picks at random.
 */
export function toChooseFirst(duel: DuelState, random: Random): { duel: DuelState; events: GameEvent[] } {
  const a = duel.attacker.speed;
  const d = duel.defender.speed;
  const chooser: DuelRole =
    a > d ? "attacker" : d > a ? "defender" : duel.kind === "tiebreak" ? random.pick(["attacker", "defender"] as const) : "attacker";
  const why = a === d ? (duel.kind === "tiebreak" ? "equal speed, drawn at random" : "equal speed: the attacker") : "the faster ship";
  return {
    duel: { ...duel, phase: "choose_first", chooser },
    events: [{ kind: "duel/choose_first", text: `${duel[chooser].name} (${why}) chooses who strikes first.`, data: { chooser } }],
  };
}

function placeMiniature(duel: DuelState): DuelState {
  const diff = duel.attacker.strength - duel.defender.strength;
  return { ...duel, plank: Math.max(-OFF_PLANK, Math.min(OFF_PLANK, diff)) };
}

function pushEvent(duel: DuelState): GameEvent {
  const a = duel.attacker;
  const d = duel.defender;
  const diff = a.strength - d.strength;
  const stronger = diff > 0 ? a : d;
  const weaker = diff > 0 ? d : a;
  const text =
    diff === 0
      ? `Strength ${a.strength} against ${d.strength}: the miniature stays in the centre of the plank.`
      : `Strength ${a.strength} against ${d.strength}: ${stronger.name} pushes the miniature ${Math.abs(diff)} space${Math.abs(diff) === 1 ? "" : "s"} towards ${weaker.name}.`;
  return { kind: "duel/push", text, data: { attackerStrength: a.strength, defenderStrength: d.strength, plank: duel.plank, fallen: fallen(duel.plank) } };
}

function checkSide(side: DuelSide, role: string): void {
  for (const key of ["seat", "strength", "speed", "handSize"] as const) {
    if (!Number.isSafeInteger(side[key]) || side[key] < 0) throw new Error(`duel ${role}.${key} must be a whole number ≥ 0, got ${side[key]}`);
  }
  if (side.hull !== undefined && (!Number.isSafeInteger(side.hull) || side.hull < 0)) throw new Error(`duel ${role}.hull must be a whole number ≥ 0`);
  if (side.handSize > 10) throw new Error(`duel ${role}.handSize ${side.handSize} is too large`);
}

function checkCards(cards: readonly DuelCardId[]): void {
  const seen = new Set<DuelCardId>();
  for (const id of cards) {
    if (!isDuelCardId(id)) throw new Error(`unknown duel card ${id}`);
    if (seen.has(id)) throw new Error(`duel card ${id} twice in the deck`);
    seen.add(id);
  }
}
