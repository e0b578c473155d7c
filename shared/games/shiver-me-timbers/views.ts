import { lifeGoal } from "./content/life-goals";
import { fortress } from "./content/fortresses";
import { merchant } from "./content/merchants";
import { windCard } from "./content/wind-deck";
import { duelPublicView, duelSeatView } from "./duel/views";
import { currentBuildSeat } from "./map/map-building";
import { movementPoints } from "./travel/travel";
import type { SmtState } from "./state";
import { treasurePublicView, treasureSeatView } from "./treasure/views";
import { missionPublicView, missionSeatView } from "./missions-and-titles/views";
import { monsterPublicView, monsterSeatView } from "./monsters/views";
import { familyPublicView, familySeatView } from "./family-and-soulmates/views";
import { currentEvent, windValue } from "./events/events";
import { cardsPublicView, cardsSeatView } from "./crew-and-rituals/views";
import { browsing } from "./crew-and-rituals/turn-options";

/**
 * What anybody may know. Never here: secret goals (until the game is over), crew and ritual
 * hands, face-down merchants and fortresses, what a seat peeked at, cards being looked at,
 * duel hands, and the order of any deck (only sizes).
 */
export function publicView(state: SmtState) {
  const revealed = state.phase === "play" || state.phase === "tiebreak" || state.phase === "over";
  return {
    phase: state.phase,
    version: state.version,
    round: state.round,
    startSeat: state.startSeat,
    turn: state.phase === "play" ? { seat: state.turn.seat, actionsLeft: state.turn.actionsLeft, mustEnd: state.turn.mustEnd, canPeek: state.turn.peekAt !== null } : null,
    // With events the card's id would tell its back (next round's event): only its value is shown.
    wind: state.wind ? { card: state.options.events === true ? null : state.wind, value: windCard(state.wind).wind, counts: windValue(state) } : null,
    /** Events module: the face-up event of this round (null in round 1 or without the module). */
    event: eventView(state),
    windCardsLeft: state.windDeck.length,
    endTriggered: state.endTriggered,
    goals: state.goalsInPlay.map((id) => ({ id, name: lifeGoal(id).name, text: lifeGoal(id).text, claims: [...(state.claims[id] ?? [])] })),
    players: state.players.map((p, seat) => ({
      seat,
      name: p.name,
      chosen: state.phase === "goals" || state.phase === "origins" ? state.chosen[seat] : true,
      origin: revealed ? p.origin : null,
      talent: revealed ? p.talent : null,
      speed: p.speed,
      strength: p.strength,
      hull: p.hull,
      movement: state.phase === "play" ? movementPoints(state, seat) : null,
      gold: p.gold,
      cargo: { ...p.cargo },
      treasures: [...p.treasures],
      crewCards: state.cards.hands[seat].crew.length,
      ritualCards: state.cards.hands[seat].rituals.length,
      chestGold: p.chestGold,
      chestTreasures: [...p.chestTreasures],
      trophies: { merchants: [...p.trophies.merchants], fortresses: [...p.trophies.fortresses], shipMarkers: [...p.trophies.shipMarkers], family: [...state.family.relatives[seat]] },
      shipMarkerHolder: p.shipMarkerHolder,
      location: p.location || null,
      counters: { ...p.counters },
      claimed: [...p.claimed],
      secretGoals: state.phase === "over" || state.phase === "tiebreak" ? [...(p.secretGoals ?? [])] : null,
    })),
    map: { islands: [...state.map.islands], routes: state.map.routes.map((r) => ({ ...r })) },
    build: state.build ? { step: state.build.step, seat: currentBuildSeat(state), islands: [...state.build.available.islands], routes: [...state.build.available.routes] } : null,
    merchants: Object.entries(state.merchants).map(([space, slot]) => ({
      space,
      faceUp: slot.faceUp,
      damage: slot.damage,
      size: merchant(slot.id).size,
      merchant: slot.faceUp ? merchant(slot.id) : null,
    })),
    merchantStack: { count: state.merchantStack.length, smallOnTop: state.merchantStack.filter((id) => merchant(id).size === "small").length },
    fortresses: Object.entries(state.fortresses).map(([island, slot]) => ({ island, faceUp: slot!.faceUp, fortress: slot!.faceUp ? fortress(slot!.id) : null })),
    pests: { ...state.pests },
    decks: {
      treasure: state.treasure.deck.length,
      treasureDiscard: [...state.treasure.discard],
      crew: state.cards.crewDeck.length,
      ritual: state.cards.ritualDeck.length,
      duel: state.duelDeck.draw.length + state.duelDeck.discard.length,
    },
    treasureHunts: treasurePublicView(state.treasure),
    missions: missionPublicView(state.missions),
    /** Monsters on the board (their spots), hunt tracks, the hunt deck's size and discard, markers left and won. */
    monsters: monsterPublicView(state.monsters),
    /** Relatives rescued, soulmate markers won and left, the wishes revealed in each courtship (family-and-soulmates/). */
    family: familyPublicView(state.family),
    /** Crew and rituals: deck sizes, hand counts, the cards face up this turn, the open window; the action waiting for it. */
    cards: { ...cardsPublicView(state.cards), announced: publicAnnouncement(state) },
    pending: state.pending.map((p) => ({ kind: p.kind, seat: p.seat, ...(p.kind === "plunder" ? { from: p.from } : {}), ...(p.kind === "monsterSpot" ? { monster: p.monster } : {}) })),
    combat: state.combat
      ? { kind: state.combat.kind, player: state.combat.player, playerRole: state.combat.playerRole, foe: { ...state.combat.foe }, duel: duelPublicView(state.combat.duel) }
      : null,
    final: state.final,
    tieBreak: state.tieBreak,
  };
}

function eventView(state: SmtState) {
  const e = currentEvent(state);
  return e && state.event ? { card: state.event, id: e.id, name: e.name, text: e.text } : null;
}

/** The action waiting for its window; which card is being hired or learned stays secret (it goes into a hidden hand). */
function publicAnnouncement(state: SmtState) {
  const a = state.cardMoments.announced;
  if (a === null) return null;
  return a.action.type === "cards_hire" || a.action.type === "cards_learn" ? { seat: a.seat, action: { type: a.action.type } } : a;
}

/** What only `seat` may know beyond the public view. */
export function seatView(state: SmtState, seat: number) {
  const p = state.players[seat];
  if (!p) return null;
  const first = state.pending[0];
  return {
    seat,
    secretGoals: [...(p.secretGoals ?? [])],
    origin: p.origin,
    talent: p.talent,
    crew: [...state.cards.hands[seat].crew],
    rituals: [...state.cards.hands[seat].rituals],
    /** Own hand, and a deck's kinds only while this seat may choose from it (crew-and-rituals/views.ts). */
    cards: cardsSeatView(state.cards, seat, browsing(state, seat)),
    peeked: Object.entries(state.merchants)
      .filter(([, slot]) => !slot.faceUp && p.peeked.includes(slot.id))
      .map(([space, slot]) => ({ space, merchant: merchant(slot.id) })),
    looking: first && first.seat === seat && first.kind === "pickTreasure" ? [...first.options] : [],
    duel: state.combat ? duelSeatView(state.combat.duel, seat) : null,
    /** Treasure cards in hand and the cards seen while scouting (treasure/). */
    treasure: treasureSeatView(state.treasure, seat),
    /** Every held mission, secret tasks included, and the cards seen while acquiring (missions-and-titles/). */
    missions: missionSeatView(state.missions, seat),
    /** The top hunt cards, only while this seat rearranges them after a tide (monsters/). */
    monsters: monsterSeatView(state.monsters, seat),
    /** The wish this seat secretly chose in its courtship, and whether a deed has met it (family-and-soulmates/). */
    family: familySeatView(state.family, seat),
  };
}
