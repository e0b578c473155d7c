import type { SeatIndex } from "../../engine/game";
import type { PirateKingAction } from "./actions";
import { CROSSWINDS_TURNS, SECRET_PASSAGES } from "./content/board";
import { GREAT_TREASURES } from "./content/cards";
import { SAIL } from "./content/ship";
import { PORTS } from "./content/territories";
import { heldIndex } from "./cards/held";
import { useCardProblem } from "./cards/use";
import { attackProblem } from "./combat/forced";
import { duelTargets } from "./combat/special";
import { raisable } from "./money/debt";
import { answerMoves, draftMoves } from "./parlay/moves";
import { shipsOf, spaceOf, territoriesOf } from "./queries";
import { freePorts } from "./sailing/sail";
import type { PirateKingState } from "./state";
import { buyProblem } from "./treasures/market";
import { shopProblem, upgradeProblem } from "./territories/build";
import { atCap } from "./territories/landing";

/** Whoever the game waits for: the pending decision's seat, else the player whose turn it is. */
export function activeSeats(state: PirateKingState): readonly SeatIndex[] {
  if (state.stage === "over") return [];
  return [state.pending ? state.pending.seat : state.current];
}

const SAIL_OPTIONS = Array.from({ length: SAIL.max - SAIL.min + 1 }, (_, i) => SAIL.min + i);

/** Every legal action of `seat` now (the client builds its buttons from these). */
export function legalActions(s: PirateKingState, seat: SeatIndex): PirateKingAction[] {
  if (s.stage === "over" || activeSeats(s)[0] !== seat) return [];
  const p = s.pending;
  if (p !== null) return decisions(s, seat);
  switch (s.stage) {
    case "ports":
      return freePorts(s).map((port) => ({ type: "port", port }));
    case "wind":
      return [{ type: "wind", reroll: false }, { type: "wind", reroll: true }];
    case "sail": {
      const n = shipsOf(s, seat).length;
      const sails: PirateKingAction[] =
        n === 1 ? SAIL_OPTIONS.map((x) => ({ type: "sail", spaces: [x] })) : SAIL_OPTIONS.flatMap((a) => SAIL_OPTIONS.map((b) => ({ type: "sail" as const, spaces: [a, b] })));
      return [...sails, ...freeActions(s, seat)];
    }
    case "harbour":
      return [...freeActions(s, seat), ...harbourActions(s, seat), { type: "endTurn" }];
    default:
      return [];
  }
}

function decisions(s: PirateKingState, seat: SeatIndex): PirateKingAction[] {
  const p = s.pending!;
  switch (p.kind) {
    case "capture":
      return [{ type: "capture", accept: true }, { type: "capture", accept: false }];
    case "dock": {
      const out: PirateKingAction[] = [{ type: "dock", choice: "pay" }];
      if (!atCap(s, seat)) out.push({ type: "dock", choice: "fight" });
      if (heldIndex(s, seat, "lockPick") >= 0) out.push({ type: "dock", choice: "lockPick" });
      return out;
    }
    case "reward":
      return [{ type: "reward", pick: "crew" }, { type: "reward", pick: "cannon" }];
    case "commodore": {
      const out: PirateKingAction[] = [{ type: "commodore", choice: "submit" }, { type: "commodore", choice: "challenge" }];
      if (heldIndex(s, seat, "royalDecree") >= 0) out.push({ type: "commodore", choice: "decree" });
      return out;
    }
    case "passage": {
      const here = spaceOf(s.ships[p.ship]);
      const targets = SECRET_PASSAGES.includes(here) ? SECRET_PASSAGES : [here, ...SECRET_PASSAGES];
      return targets.flatMap((to) => [{ type: "passage" as const, to, facing: 1 as const }, { type: "passage" as const, to, facing: -1 as const }]);
    }
    case "crosswinds":
      return CROSSWINDS_TURNS.map((turn) => ({ type: "crosswinds", turn }));
    case "forward":
      return [{ type: "forward", to: null }, ...s.ships.filter((x) => !x.sunk && x.owner !== seat).map((x) => ({ type: "forward" as const, to: x.id }))];
    case "manOfWar":
      return [{ type: "manOfWar", fight: true }, { type: "manOfWar", fight: false }];
    case "duel":
      return duelTargets(s, seat).map((against) => ({ type: "duel", against }));
    case "sword": {
      const c = s.combat!;
      const dice = c.dice![c.swordSide!];
      return [{ type: "sword", die: null }, ...dice.map((_, die) => ({ type: "sword" as const, die }))];
    }
    case "debt": {
      const r = raisable(s, seat);
      return [...r.territories.map((territory) => ({ type: "tearDown" as const, territory })), ...r.treasures.map((treasure) => ({ type: "sellTreasure" as const, treasure }))];
    }
    case "relaunch":
      return PORTS.flatMap((port) => [{ type: "relaunch" as const, port, facing: 1 as const }, { type: "relaunch" as const, port, facing: -1 as const }]);
    case "seize":
      return territoriesOf(s, p.from).map((territory) => ({ type: "seize", territory }));
    case "answer":
      return answerMoves(s, seat);
  }
}

/** Free actions on your own turn, before sailing and in the harbour. */
function freeActions(s: PirateKingState, seat: SeatIndex): PirateKingAction[] {
  const out: PirateKingAction[] = [];
  s.territories.forEach((t, territory) => {
    if (t.owner !== null && upgradeProblem(s, seat, territory) === null) out.push({ type: "upgrade", territory });
  });
  GREAT_TREASURES.forEach((_, treasure) => {
    if (buyProblem(s, seat, treasure) === null) out.push({ type: "buyTreasure", treasure });
    if (s.treasures[treasure] === seat) out.push({ type: "sellTreasure", treasure });
  });
  const ships = shipsOf(s, seat);
  for (const card of new Set(s.players[seat].held)) {
    for (const ship of ships) if (useCardProblem(s, seat, card, ship.id) === null) out.push({ type: "useCard", card, ship: ship.id });
  }
  return out;
}

function harbourActions(s: PirateKingState, seat: SeatIndex): PirateKingAction[] {
  const out: PirateKingAction[] = [];
  for (const ship of shipsOf(s, seat)) {
    if (shopProblem(s, seat, ship.id, "crew") === null) out.push({ type: "buyCrew", ship: ship.id });
    if (shopProblem(s, seat, ship.id, "cannon") === null) out.push({ type: "buyCannon", ship: ship.id });
    for (const target of s.ships) if (attackProblem(s, seat, ship.id, target.id) === null) out.push({ type: "attack", ship: ship.id, target: target.id });
  }
  return [...out, ...draftMoves(s, seat)];
}
