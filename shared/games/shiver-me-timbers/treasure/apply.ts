import { reject, type GameEvent, type Rejection, type SeatIndex } from "../../../engine";
import { ISLAND_NAMES } from "../content/basics";
import { treasureCard } from "../content/treasures";
import { diceAt } from "../content/treasure-track";
import type { Cargo } from "../state";
import type { TreasureAction } from "./actions";
import type { Chance, Roll } from "./dice";
import { REWARD_LOOK, SCOUT_LOOK, TREASURE_CARD_LIMIT, cardsHeld, drawTop, returnToBottom, updatePlayer } from "./state";
import type { TreasureApplyResult, TreasureContext, TreasureState } from "./types";

const R_SCOUT = "Shiver Me Timbers › Treasure › Scouting in the taverns";
const R_HUNT = "Shiver Me Timbers › Treasure › Hunting for treasures";
const R_REWARD = "Shiver Me Timbers › Treasure › After the search (Treasure rewards)";

interface Extra {
  rolls?: Roll[];
  raised?: string | null;
  gained?: string | null;
  spent?: Cargo | null;
}

/**
 * Applies one `treasure_*` action by `seat`. Never throws for an illegal action. The main game
 * checks first what only it knows: that it is the seat's turn, and spends the action of a
 * regular one (TREASURE_REGULAR).
 */
export function applyTreasure(t: TreasureState, seat: SeatIndex, action: TreasureAction, ctx: TreasureContext, chance: Chance): TreasureApplyResult {
  const p = t.players[seat];
  if (p === undefined) return no(reject("seat/unknown", `There is no seat ${seat} at this table.`));
  const who = ctx.name ?? `Seat ${seat}`;
  if (p.look !== null && action.type !== "treasure_keep" && action.type !== "treasure_pick") {
    return no(reject("treasure/choose_first", "First choose one of the treasure cards you are looking at.", p.look.purpose === "scout" ? R_SCOUT : R_REWARD));
  }
  if (p.mustDiscard && action.type !== "treasure_discard" && action.type !== "treasure_abandon") {
    return no(reject("treasure/discard_first", `You hold more than ${TREASURE_CARD_LIMIT} treasure cards: discard one first.`, R_SCOUT));
  }
  switch (action.type) {
    case "treasure_scout": {
      if (ctx.island === null) return no(reject("treasure/not_on_island", "Scouting happens in the taverns of an island.", R_SCOUT));
      const drawn = drawTop(t, SCOUT_LOOK, chance);
      if (drawn.cards.length === 0) return no(reject("treasure/deck_empty", "Every treasure card is taken: there is nothing to scout.", R_SCOUT));
      const next = updatePlayer(drawn.treasure, seat, { look: { cards: drawn.cards, purpose: "scout" } });
      return ok(next, [{
        kind: "treasure/scout",
        text: `${who} scouts the taverns and looks at ${drawn.cards.length} treasure cards.`,
        secret: { seats: [seat], text: `You hear of ${drawn.cards.map((c) => treasureCard(c).name).join(", ")}.` },
        data: { seat, count: drawn.cards.length },
      }]);
    }
    case "treasure_keep":
    case "treasure_pick": {
      const wanted = action.type === "treasure_keep" ? "scout" : "reward";
      if (p.look === null || p.look.purpose !== wanted) {
        return no(reject("treasure/nothing_to_choose", "You are not choosing from treasure cards now.", wanted === "scout" ? R_SCOUT : R_REWARD));
      }
      if (!p.look.cards.includes(action.card)) return no(reject("treasure/not_offered", "Choose one of the cards you are looking at.", wanted === "scout" ? R_SCOUT : R_REWARD));
      const rest = p.look.cards.filter((c) => c !== action.card);
      const deck = returnToBottom(t.deck, rest, chance);
      const name = treasureCard(action.card).name;
      if (wanted === "scout") {
        const hand = [...p.hand, action.card];
        const mustDiscard = hand.length + (p.hunt === null ? 0 : 1) > TREASURE_CARD_LIMIT;
        const next = updatePlayer({ ...t, deck }, seat, { hand, look: null, mustDiscard });
        return ok(next, [{
          kind: "treasure/keep",
          text: `${who} keeps one treasure card and returns ${rest.length} to the deck.${mustDiscard ? " They must now discard one." : ""}`,
          secret: { seats: [seat], text: `You keep ${name}.` },
          data: { seat, returned: rest.length, mustDiscard },
        }]);
      }
      const next = updatePlayer({ ...t, deck }, seat, { look: null });
      return ok(next, [{ kind: "treasure/reward", text: `${who} takes ${name} onto their ship.`, data: { seat, card: action.card } }], { gained: action.card });
    }
    case "treasure_begin": {
      if (!p.hand.includes(action.card)) return no(reject("treasure/not_in_hand", "That treasure card is not in your hand.", R_HUNT));
      if (p.hunt !== null) return no(reject("treasure/track_busy", "You can only hunt one treasure at a time: finish or discard the other first.", R_HUNT));
      const card = treasureCard(action.card);
      if (ctx.island !== card.island) return no(reject("treasure/wrong_island", `${card.name} lies on ${ISLAND_NAMES[card.island]}: travel there first.`, R_HUNT));
      const next = updatePlayer(t, seat, { hand: p.hand.filter((c) => c !== action.card), hunt: { card: action.card, progress: 0 } });
      return ok(next, [{
        kind: "treasure/begin",
        text: `${who} starts the hunt for ${card.name} (final space ${card.search}).`,
        data: { seat, card: action.card, search: card.search },
      }]);
    }
    case "treasure_dig": {
      const here = onTrack(t, seat, ctx);
      if (typeof here !== "string") return no(here);
      if (!Number.isSafeInteger(ctx.footprints) || ctx.footprints < 1) throw new Error(`treasure: footprints must be ≥ 1, got ${ctx.footprints}`);
      return advance(t, seat, ctx.footprints, chance, who, `digs ${ctx.footprints} footprints`);
    }
    case "treasure_offer": {
      const here = onTrack(t, seat, ctx);
      if (typeof here !== "string") return no(here);
      const card = treasureCard(here);
      if (ctx.cargo[card.resource] < action.units) {
        return no(reject("treasure/no_resource", `You need ${action.units} ${card.resource} in your hold to advance this hunt.`, R_HUNT));
      }
      const spent = { cocoa: 0, rum: 0, sugar: 0, [card.resource]: action.units } as Cargo;
      const moved = advance(t, seat, action.units * card.advance, chance, who, `discards ${action.units} ${card.resource}`);
      return moved.ok ? { ...moved, spent } : moved;
    }
    case "treasure_discard": {
      if (!p.hand.includes(action.card)) return no(reject("treasure/not_in_hand", "That treasure card is not in your hand.", R_SCOUT));
      const next = updatePlayer({ ...t, discard: [...t.discard, action.card] }, seat, { hand: p.hand.filter((c) => c !== action.card), mustDiscard: false });
      return ok(next, [{ kind: "treasure/discard", text: `${who} discards a treasure card: ${treasureCard(action.card).name}.`, data: { seat, card: action.card } }]);
    }
    case "treasure_abandon": {
      if (p.hunt === null) return no(reject("treasure/no_hunt", "There is no card on your treasure track.", R_HUNT));
      const next = updatePlayer({ ...t, discard: [...t.discard, p.hunt.card] }, seat, { hunt: null, mustDiscard: false });
      return ok(next, [{ kind: "treasure/abandon", text: `${who} gives up the hunt for ${treasureCard(p.hunt.card).name}.`, data: { seat, card: p.hunt.card } }]);
    }
  }
}

/**
 * Treasure rewards (missions, cards, pirate hunters): the top 2 cards to choose from; the seat
 * then owes a `treasure_pick`. With no card left at all, nothing happens (null).
 */
export function offerTreasureReward(t: TreasureState, seat: SeatIndex, chance: Pick<Chance, "shuffle">): { treasure: TreasureState; events: GameEvent[] } | null {
  const p = t.players[seat];
  if (p === undefined) throw new Error(`offerTreasureReward: no seat ${seat}`);
  if (p.look !== null) throw new Error(`offerTreasureReward: seat ${seat} is already choosing`);
  const drawn = drawTop(t, REWARD_LOOK, chance);
  if (drawn.cards.length === 0) return null;
  return {
    treasure: updatePlayer(drawn.treasure, seat, { look: { cards: drawn.cards, purpose: "reward" } }),
    events: [{
      kind: "treasure/reward_offer",
      text: `A treasure reward: ${drawn.cards.length} cards to choose from.`,
      secret: { seats: [seat], text: `Choose ${drawn.cards.map((c) => treasureCard(c).name).join(" or ")}.` },
      data: { seat, count: drawn.cards.length },
    }],
  };
}

/** The card on the seat's track, if the ship is on its island ("pick up the search whenever you return"). */
function onTrack(t: TreasureState, seat: SeatIndex, ctx: TreasureContext): string | Rejection {
  const hunt = t.players[seat].hunt;
  if (hunt === null) return reject("treasure/no_hunt", "Put a treasure card on your track first (on its island).", R_HUNT);
  const card = treasureCard(hunt.card);
  if (ctx.island !== card.island) return reject("treasure/wrong_island", `The hunt for ${card.name} goes on only on ${ISLAND_NAMES[card.island]}.`, R_HUNT);
  return hunt.card;
}

/** Moves the marker; reaching the final space raises the treasure, landing on dice rolls them. */
function advance(t: TreasureState, seat: SeatIndex, steps: number, chance: Chance, who: string, how: string): TreasureApplyResult {
  const hunt = t.players[seat].hunt!;
  const card = treasureCard(hunt.card);
  const progress = hunt.progress + steps;
  const events: GameEvent[] = [];
  if (progress >= card.search) {
    const next = updatePlayer(t, seat, { hunt: null });
    events.push({
      kind: "treasure/raised",
      text: `${who} ${how} and ${card.kind === "relative" ? `finds their ${card.relative}` : `raises ${card.name}`}!`,
      data: { seat, card: card.id, progress },
    });
    return ok(next, events, { raised: card.id });
  }
  const rolls: Roll[] = diceAt(progress).map((die) => ({ die, face: chance.roll(die) }));
  events.push({
    kind: "treasure/advance",
    text: `${who} ${how} to space ${progress} of ${card.search}${rolls.length > 0 ? `: ${rolls.map((r) => `the ${r.die} die shows ${r.face}`).join(", ")}` : ""}.`,
    data: { seat, card: card.id, progress, rolls },
  });
  return ok(updatePlayer(t, seat, { hunt: { ...hunt, progress } }), events, { rolls });
}

function ok(treasure: TreasureState, events: GameEvent[], extra: Extra = {}): TreasureApplyResult {
  return { ok: true, treasure, events, rolls: extra.rolls ?? [], raised: extra.raised ?? null, gained: extra.gained ?? null, spent: extra.spent ?? null };
}

function no(rejection: Rejection): TreasureApplyResult {
  return { ok: false, rejection };
}
