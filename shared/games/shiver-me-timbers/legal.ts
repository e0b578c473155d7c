import type { SmtAction } from "./actions";
import type { S } from "./core/draft";
import type { SmtState } from "./state";
import { cardsActiveSeats } from "./crew-and-rituals/legal";
import { cardsPendingOptions, cardsTurnOptions, cardsWindowOptions } from "./crew-and-rituals/turn-options";
import { attackOptions, plunderOptions, raidOptions } from "./combat/legal";
import { duelActiveSeats, duelLegalActions } from "./duel/legal";
import { courtshipOptions, courtshipOwed, revealOptions } from "./family-and-soulmates/soulmates";
import { buildOptions } from "./map/legal";
import { currentBuildSeat } from "./map/map-building";
import { isIslandSpace, spaceIsland } from "./map/types";
import { missionContext } from "./missions-and-titles/context";
import { missionLegalActions, missionOwes } from "./missions-and-titles/legal";
import { monsterChooser, monsterLegalActions } from "./monsters/legal";
import { freeSpots, monsterContext } from "./monsters/monster-hunt";
import { chestOptions } from "./rounds-and-turns/legal";
import { claimOptions, goalOptions, originOptions } from "./setup-and-goals/legal";
import { originLookOptions } from "./setup-and-goals/origin-look";
import { owedUpgradeOptions, tradeOptions, upgradeOptions } from "./trade-and-upgrades/legal";
import { peekOptions, travelOptions } from "./travel/legal";
import { treasureLegalActions, treasureOwes } from "./treasure/legal";
import { treasureContext } from "./treasure/treasure-hunt";

/**
 * Who may act and what they may do: each rule area lists its own actions (its `legal.ts`);
 * this file only says which list applies in which phase and moment, in a fixed order.
 */
/** Who may act: everyone still choosing in a secret phase; the builder; the duel's actor; who owes a decision; the player whose turn it is. */
export function activeSeats(state: SmtState): number[] {
  switch (state.phase) {
    case "goals":
    case "origins":
      return state.chosen.map((done, seat) => (done ? -1 : seat)).filter((seat) => seat >= 0);
    case "map": {
      const seat = currentBuildSeat(state);
      return seat === null ? [] : [seat];
    }
    case "tiebreak":
      return state.combat ? [...duelActiveSeats(state.combat.duel)] : [];
    case "play": {
      if (state.cards.window) return [...cardsActiveSeats(state.cards)];
      if (state.combat) return [...duelActiveSeats(state.combat.duel)];
      // A courtship's discard or choice is owed out of turn, before anything else.
      const courting = courtshipOwed(state);
      if (courting.length > 0) return [courting[0]];
      if (state.pending.length > 0) return [state.pending[0].seat];
      return [monsterChooser(state.monsters) ?? state.turn.seat];
    }
    case "over":
      return [];
  }
}

export function legalActions(state: SmtState, seat: number): SmtAction[] {
  if (!activeSeats(state).includes(seat)) return [];
  const s = state as unknown as S;
  switch (state.phase) {
    case "goals":
      return goalOptions(state);
    case "origins":
      return originOptions();
    case "map":
      return buildOptions(s);
    case "tiebreak":
      return state.combat ? (duelLegalActions(state.combat.duel, seat) as SmtAction[]) : [];
    case "play":
      if (state.cards.window) return cardsWindowOptions(s, seat);
      if (state.combat) return duelLegalActions(state.combat.duel, seat) as SmtAction[];
      if (courtshipOwed(state).length > 0) return courtshipOptions(state, seat);
      if (state.pending.length > 0) return pendingOptions(s, seat);
      return turnOptions(s, seat);
    case "over":
      return [];
  }
}

function pendingOptions(s: S, seat: number): SmtAction[] {
  const p = s.pending[0];
  switch (p.kind) {
    case "loseUpgrade":
    case "gainUpgrade":
      return owedUpgradeOptions(s, seat, p.kind);
    case "pickTreasure":
      return p.options.map((t) => ({ type: "pickTreasure", treasure: t }));
    case "discardTreasure":
      return s.players[seat].treasures.map((t) => ({ type: "discardTreasure", treasure: t }));
    case "plunder":
      return plunderOptions(s, seat, p.from);
    case "monsterSpot":
      return freeSpots(s).map((spot) => ({ type: "monster_summon_spot", spot }));
    case "originLook":
      return originLookOptions(s, seat);
    case "privateer":
      return [{ type: "privateer", board: true }, { type: "privateer", board: false }];
    case "chooseCard":
    case "addSeaRoute":
    case "spyPeek":
      return cardsPendingOptions(s, seat);
  }
}

function turnOptions(s: S, seat: number): SmtAction[] {
  // A drawn hunt card or a monster's reward is answered before anything else.
  const slaying = monsterContext(s, seat);
  if (monsterChooser(s.monsters) === seat) return monsterLegalActions(s.monsters, seat, slaying, { regular: false });
  const hunting = treasureContext(s, seat);
  // A scouting look or a 4th treasure card is settled before anything else.
  if (treasureOwes(s.treasure, seat)) return treasureLegalActions(s.treasure, seat, hunting, { regular: false, free: false });
  const governor = missionContext(s, seat);
  if (missionOwes(s.missions, seat)) return missionLegalActions(s.missions, seat, governor, { regular: false, free: false });
  const canAct = !s.turn.mustEnd && s.turn.actionsLeft > 0;
  const out: SmtAction[] = [
    { type: "endTurn" },
    ...treasureLegalActions(s.treasure, seat, hunting, { regular: canAct, free: true }),
    ...missionLegalActions(s.missions, seat, governor, { regular: canAct, free: true }),
    ...monsterLegalActions(s.monsters, seat, slaying, { regular: canAct, free: true }),
    ...cardsTurnOptions(s, seat, canAct),
    ...peekOptions(s, seat),
    ...claimOptions(s, seat),
    ...revealOptions(s, seat),
    ...chestOptions(s, seat),
  ];
  if (s.turn.mustEnd || s.turn.actionsLeft <= 0) return out;
  out.push(...travelOptions(s, seat));
  const here = s.players[seat].location;
  const island = spaceIsland(here);
  if (island) out.push(...upgradeOptions(s, seat), ...tradeOptions(s, seat, island), ...raidOptions(s, island));
  if (!isIslandSpace(here)) out.push(...attackOptions(s, seat));
  return out;
}
