import { ATTRIBUTES, ATTRIBUTE_MAX, ATTRIBUTE_MIN, GOLD_UNIT, ISLANDS, RESOURCES } from "./content/basics";
import { merchant } from "./content/merchants";
import { MARKETS } from "./content/prices";
import { TALENTS } from "./content/talents";
import { BUILD_PLANS } from "./content/map-building";
import { ISLAND_POINTS, LONG_ROUTES, SHORT_ROUTES, SPECIAL_SIDE_POINTS } from "./content/routes";
import type { Random } from "../../engine";
import type { SmtAction } from "./actions";
import { duelActiveSeats, duelLegalActions } from "./duel/legal";
import type { S } from "./core/draft";
import { usedPoints } from "./map/planarity";
import { isIslandSpace, spaceIsland, type Attach } from "./map/types";
import { cargoTotal, freeHold } from "./trade-and-upgrades/cargo";
import { claimableGoals } from "./setup-and-goals/goals";
import { currentBuildSeat, placeOnMap } from "./map/map-building";
import { halfGold } from "./rounds-and-turns/pending";
import { movementPoints, travelCosts } from "./travel/travel";
import type { SmtState } from "./state";
import { treasureLegalActions, treasureOwes } from "./treasure/legal";
import { treasureContext } from "./treasure/treasure-hunt";
import { missionLegalActions, missionOwes } from "./missions-and-titles/legal";
import { effectiveStat } from "./trade-and-upgrades/ship-attributes";
import { missionContext } from "./missions-and-titles/context";
import { monsterChooser, monsterLegalActions } from "./monsters/legal";
import { freeSpots, monsterContext } from "./monsters/monster-hunt";
import { hasLasting } from "./trade-and-upgrades/lasting-bonuses";
import { courtshipOptions, courtshipOwed, revealOptions } from "./family-and-soulmates/soulmates";
import { originLookOptions } from "./setup-and-goals/origin-look";
import { boardingPlayersForbidden, buyPrice, equalSpeedGunfights, peekingForbidden, sellPrice, tradeClosed, upgradePrice } from "./events/events";
import { secretGoalCount } from "./epic/epic";
import { cardsActiveSeats } from "./crew-and-rituals/legal";
import { cardsPendingOptions, cardsTurnOptions, cardsWindowOptions } from "./crew-and-rituals/turn-options";

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
      return goalChoices(state.goalsInPlay, secretGoalCount(state)).map((goals) => ({ type: "chooseGoals", goals }));
    case "origins":
      return ISLANDS.flatMap((origin) => TALENTS.map((talent) => ({ type: "chooseOrigin" as const, origin, talent })));
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

/** Every set of `k` goals among those laid out (pairs; triples in epic mode: 120 of ten). */
function goalChoices(goals: readonly number[], k: number, from = 0): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let i = from; i <= goals.length - k; i++) for (const rest of goalChoices(goals, k - 1, i + 1)) out.push([goals[i], ...rest]);
  return out;
}

function pendingOptions(s: S, seat: number): SmtAction[] {
  const p = s.pending[0];
  const me = s.players[seat];
  switch (p.kind) {
    case "loseUpgrade":
      return ATTRIBUTES.filter((a) => me[a] > ATTRIBUTE_MIN).map((attribute) => ({ type: "loseUpgrade", attribute }));
    case "gainUpgrade":
      return ATTRIBUTES.filter((a) => me[a] < ATTRIBUTE_MAX).map((attribute) => ({ type: "gainUpgrade", attribute }));
    case "pickTreasure":
      return p.options.map((t) => ({ type: "pickTreasure", treasure: t }));
    case "discardTreasure":
      return me.treasures.map((t) => ({ type: "discardTreasure", treasure: t }));
    case "plunder": {
      const loser = s.players[p.from];
      const out: SmtAction[] = [];
      if (halfGold(loser.gold) > 0) out.push({ type: "plunder", take: { kind: "gold" } });
      const half = Math.min(Math.floor(cargoTotal(loser.cargo) / 2), freeHold(me));
      if (half > 0) {
        // Representative: the most valuable-first mix, and each single resource as far as it goes.
        for (const r of RESOURCES) {
          const n = Math.min(half, loser.cargo[r]);
          if (n > 0) out.push({ type: "plunder", take: { kind: "cargo", cargo: { cocoa: 0, rum: 0, sugar: 0, [r]: n } } });
        }
      }
      for (const t of loser.treasures) out.push({ type: "plunder", take: { kind: "treasure", treasure: t } });
      if (out.length === 0) out.push({ type: "plunder", take: { kind: "gold" } });
      return out;
    }
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
  const me = s.players[seat];
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
  ];
  const here = me.location;
  const slot = s.merchants[here];
  if (s.turn.peekAt === here && slot && !slot.faceUp && !peekingForbidden(s)) out.push({ type: "peek" });
  for (const goal of claimableGoals(s, seat)) out.push({ type: "claimGoal", goal });
  out.push(...revealOptions(s, seat));
  if (me.gold >= GOLD_UNIT) {
    out.push({ type: "hideGold", amount: me.gold });
    if (me.gold >= 2 * GOLD_UNIT) out.push({ type: "hideGold", amount: halfGold(me.gold) });
  }
  for (const t of me.treasures) out.push({ type: "hideTreasure", treasure: t }, { type: "discardTreasure", treasure: t });
  for (const r of RESOURCES) if (me.cargo[r] > 0) out.push({ type: "discardCargo", resource: r, units: 1 });
  if (s.turn.mustEnd || s.turn.actionsLeft <= 0) return out;

  for (const to of travelCosts(s, here, movementPoints(s, seat), seat).keys()) out.push({ type: "travel", to });
  const island = spaceIsland(here);
  if (island) {
    for (const attribute of ATTRIBUTES) {
      if (me[attribute] < ATTRIBUTE_MAX && me.gold >= upgradePrice(s, me[attribute] + 1)) out.push({ type: "upgrade", attribute });
    }
    const market = tradeClosed(s, island) ? undefined : MARKETS[island];
    if (market?.produces) {
      const price = buyPrice(s, seat, island)!;
      const most = Math.min(freeHold(me), Math.floor(me.gold / price));
      for (let units = 1; units <= most; units++) out.push({ type: "buy", resource: market.produces, units });
    }
    const sellable = { cocoa: 0, rum: 0, sugar: 0 };
    for (const r of RESOURCES) if (market && sellPrice(s, island, r) !== undefined) sellable[r] = me.cargo[r];
    if (cargoTotal(sellable) > 0) {
      out.push({ type: "sell", cargo: sellable, treasures: [] });
      if (me.treasures.length > 0) out.push({ type: "sell", cargo: sellable, treasures: [...me.treasures] });
    }
    if (!tradeClosed(s, island)) for (const t of me.treasures) out.push({ type: "sell", cargo: { cocoa: 0, rum: 0, sugar: 0 }, treasures: [t] });
    if (s.fortresses[island]) out.push({ type: "raid" });
  }
  if (!isIslandSpace(here)) {
    const equalSpeed = me.talent === "gunner" || hasLasting(s, seat, "gunfightAtEqualSpeed") || equalSpeedGunfights(s);
    if (slot) {
      out.push({ type: "board", target: { merchant: true } });
      if (slot.faceUp || me.peeked.includes(slot.id)) {
        const speed = merchant(slot.id).speed;
        const mine = effectiveStat(s, seat, "speed");
        if (mine > speed || (equalSpeed && mine === speed)) out.push({ type: "gunfight", target: { merchant: true } });
      }
    }
    s.players.forEach((other, target) => {
      if (target === seat || other.location !== here) return;
      if (!boardingPlayersForbidden(s)) out.push({ type: "board", target: { seat: target } });
      const mine = effectiveStat(s, seat, "speed");
      const theirs = effectiveStat(s, target, "speed");
      if (mine > theirs || (equalSpeed && mine === theirs)) out.push({ type: "gunfight", target: { seat: target } });
    });
  }
  return out;
}

/**
 * One legal placement found by trying random candidates first (cheap, for bots); falls back
 * to the full representative list.
 */
export function someBuildOption(s: S, random: Random): SmtAction {
  const all = buildCandidates(s);
  const build = s.build!;
  const step = BUILD_PLANS[s.players.length].steps[build.step];
  for (let tries = 0; tries < 60 && all.length > 0; tries++) {
    const action = random.pick(all);
    if (!("code" in placeOnMap(s.map, build, step.island, action))) return action;
  }
  return random.pick(buildOptions(s));
}

/** A representative set of legal placements (every one checked with the map rules). */
function buildOptions(s: S): SmtAction[] {
  const build = s.build!;
  const step = BUILD_PLANS[s.players.length].steps[build.step];
  return buildCandidates(s).filter((action) => !("code" in placeOnMap(s.map, build, step.island, action)));
}

/** Placements worth trying: every free point with every new island or free point, per distinct tile. */
function buildCandidates(s: S): Extract<SmtAction, { type: "buildMap" }>[] {
  const build = s.build!;
  const step = BUILD_PLANS[s.players.length].steps[build.step];
  const used = usedPoints(s.map);
  const attachPoints: NonNullable<Attach>[] = [];
  for (const island of s.map.islands) {
    for (let point = 0; point < ISLAND_POINTS; point++) if (!used.has(`I:${island}:${point}`)) attachPoints.push({ island, point });
  }
  for (const r of s.map.routes) {
    if (!LONG_ROUTES.some((l) => l.id === r.tile)) continue;
    for (const point of SPECIAL_SIDE_POINTS) if (!used.has(`S:${r.tile}:${point}`)) attachPoints.push({ special: r.tile, point });
  }
  const shortTile = build.available.routes.find((r) => SHORT_ROUTES.some((t) => t.id === r));
  const tiles = [...(shortTile ? [shortTile] : []), ...build.available.routes.filter((r) => LONG_ROUTES.some((t) => t.id === r))];
  const out: Extract<SmtAction, { type: "buildMap" }>[] = [];
  const tryAdd = (action: Extract<SmtAction, { type: "buildMap" }>) => void out.push(action);
  for (const tile of tiles) {
    if (step.island) {
      for (const island of build.available.islands) {
        const b: Attach = { island, point: 0 };
        for (const a of attachPoints) tryAdd({ type: "buildMap", island, joins: [], route: { tile, a, b } });
        if (attachPoints.length === 0) tryAdd({ type: "buildMap", island, joins: [], route: { tile, a: b, b: null } });
        // Against the open end of a route already on the map.
        for (const r of s.map.routes) {
          for (const end of ["a", "b"] as const) {
            if (r[end] === null) tryAdd({ type: "buildMap", island, joins: [{ tile: r.tile, end, point: 0 }], route: { tile, a: { island, point: 1 }, b: null } });
          }
        }
      }
    } else {
      attachPoints.forEach((a, i) => {
        tryAdd({ type: "buildMap", joins: [], route: { tile, a, b: null } });
        for (const b of attachPoints.slice(i + 1)) tryAdd({ type: "buildMap", joins: [], route: { tile, a, b } });
      });
    }
  }
  return out;
}
