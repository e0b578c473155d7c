import type { Random } from "../../engine";
import type { SmtAction } from "./actions";
import { ATTRIBUTE_MAX, RESOURCES, type Attribute, type IslandId, type Resource } from "./content/basics";
import { fortress } from "./content/fortresses";
import { merchant } from "./content/merchants";
import { MARKETS } from "./content/prices";
import { sellPrice, upgradePrice } from "./events/events";
import { EPIC_FREE_UPGRADE_REASON, EPIC_ROUND_LIMIT, EPIC_START_ATTRIBUTE } from "./epic/epic";
import { duelBot } from "./duel/bot";
import type { S } from "./core/draft";
import { legalActions, someBuildOption } from "./legal";
import { spaceGraph } from "./map/spaces";
import { islandSpace, isIslandSpace, spaceIsland, type SpaceId } from "./map/types";
import { cargoTotal, freeHold } from "./trade-and-upgrades/cargo";
import { halfGold } from "./rounds-and-turns/pending";
import { movementPoints, travelCosts } from "./travel/travel";
import type { SmtState } from "./state";
import { treasureCard } from "./content/treasures";
import { treasureOwedBot } from "./treasure/bot";
import { treasureOwes } from "./treasure/legal";
import { treasureContext } from "./treasure/treasure-hunt";
import { missionCard } from "./content/missions";
import { missionOwedBot, missionWorth } from "./missions-and-titles/bot";
import { missionOwes } from "./missions-and-titles/legal";
import { missionContext } from "./missions-and-titles/context";
import { monsterOwedBot } from "./monsters/bot";
import { monsterChooser } from "./monsters/legal";
import { MONSTER_IDS } from "./monsters/state";
import { HUNT_TRACK_FINAL, HUNT_TRACK_FIRST } from "./content/monsters";
import { monsterContext, spotSpace } from "./monsters/monster-hunt";
import { courtshipOwed } from "./family-and-soulmates/soulmates";
import { originMissionLook } from "./setup-and-goals/origin-look";
import { familyOwedBot } from "./family-and-soulmates/bot";
import { familyPlans, wishCargo } from "./family-and-soulmates/bot-plans";
import { SOULMATE_MARKERS } from "./content/wishes";
import { effectiveStat } from "./trade-and-upgrades/ship-attributes";
import { holdsTitleQuest, missionFeasibleFor, pursuedGoals, salesMissionsNeed, titleFit } from "./setup-and-goals/bot-goals";
import { boostBeforeTravel, cardPlanOf, cardsDecision, cardsTargets, cardsTurnChoice, windowChoice } from "./crew-and-rituals/bot-plans";

/**
 * The Shiver Me Timbers bot. It picks secret goals by appeal, chooses an origin and talent that
 * fit them, and each turn follows the plan its goals suggest (bot-goals.ts says which goals it
 * plays for; in epic mode also goals nobody has claimed): trade runs between producers and the
 * best buyers, hunting merchants it can out-muscle, raiding fortresses once strong, upgrading
 * toward Dread Vessel, treasure hunts, missions (a title quest for Noble Blood), summoning and
 * hunting a monster (Monster Slayer). It claims every goal it meets, and hides its gold when
 * the end is near.
 */
type Plan = "trade" | "brigand" | "conqueror" | "vessel" | "treasure" | "missions" | "monsters" | "noble";

/**
 * How readily the bot takes each goal as a secret goal (1 Merchant Prince … 10 Dread Vessel);
 * tuned so that in seeded self-play every goal laid out is claimed in at least ~30% of games.
 */
const GOAL_APPEAL: Readonly<Record<number, number>> = { 1: 10, 2: 7, 3: 7, 4: 7, 5: 8, 6: 6, 7: 7, 8: 7, 9: 6, 10: 8 };

export function botAction(state: SmtState, seat: number, random: Random): SmtAction {
  const s = state as unknown as S;
  if (state.cards.window) return windowChoice(s, seat, random, cardPlan(s, seat));
  if (state.combat) return duelBot(state.combat.duel, seat, random) as SmtAction;
  if (state.phase === "map") return someBuildOption(s, random);
  const legal = legalActions(state, seat);
  if (legal.length === 0) throw new Error(`bot: seat ${seat} has nothing to do`);
  switch (state.phase) {
    case "goals": {
      const score = (a: SmtAction) => (a.type === "chooseGoals" ? a.goals.reduce((t, g) => t + GOAL_APPEAL[g], 0) + random.int(0, 3) : 0);
      return best(legal, score);
    }
    case "origins":
      return chooseOrigin(s, seat, random);
    default:
      break;
  }
  if (courtshipOwed(s).length > 0) return familyOwedBot(s.family as SmtState["family"], seat, random) as SmtAction;
  if (originMissionLook(s, seat)) return missionDecision(s, seat, legal, random);
  if (s.pending.length > 0) return decide(s, seat, legal);
  if (monsterChooser(s.monsters) === seat) return monsterOwedBot(s.monsters, seat, monsterContext(s, seat), random) as SmtAction;
  if (treasureOwes(s.treasure, seat)) return treasureOwedBot(s.treasure, seat, treasureContext(s, seat), random);
  if (missionOwes(s.missions, seat)) return missionDecision(s, seat, legal, random);
  return turn(s, seat, legal, random);
}

function best<T>(items: readonly T[], score: (item: T) => number): T {
  let top = items[0];
  let topScore = -Infinity;
  for (const item of items) {
    const v = score(item);
    if (v > topScore) {
      top = item;
      topScore = v;
    }
  }
  return top;
}

const cardPlan = (s: S, seat: number) => {
  const p = plans(s, seat);
  return cardPlanOf(s, seat, p.includes("brigand") || p.includes("conqueror"), p.includes("trade"), p.includes("monsters"));
};

function plans(s: S, seat: number): Plan[] {
  const goals = pursuedGoals(s, seat);
  const out: Plan[] = [];
  if (goals.includes(5) || goals.includes(4)) out.push("brigand");
  if (goals.includes(6)) out.push("conqueror");
  if (goals.includes(10)) out.push("vessel");
  if (goals.includes(3)) out.push("treasure");
  if (goals.includes(2) || goals.includes(8)) out.push("missions");
  if (goals.includes(4) && !out.includes("missions")) out.push("missions");
  if (goals.includes(8)) out.push("noble");
  for (const plan of familyPlans(s, seat, goals)) if (!out.includes(plan)) out.push(plan);
  if (goals.includes(1) || out.length === 0) out.push("trade");
  // Last, so the other plans stay as they were while no monster is out.
  if (goals.includes(7)) out.push("monsters");
  return out;
}

function chooseOrigin(s: S, seat: number, random: Random): SmtAction {
  const p = plans(s, seat);
  const producers: IslandId[] = ["st-david", "sao-tome", "la-juanita"];
  if (p.includes("treasure")) return { type: "chooseOrigin", origin: random.pick(producers), talent: "digger" };
  if (p.includes("trade")) return { type: "chooseOrigin", origin: random.pick(producers), talent: "haggler" };
  if (p.includes("brigand")) return { type: "chooseOrigin", origin: random.pick(["the-bay", ...producers]), talent: random.pick(["gunner", "swashbuckler"]) };
  if (p.includes("conqueror")) return { type: "chooseOrigin", origin: random.pick(["port-royal", "the-bay"]), talent: "swashbuckler" };
  return { type: "chooseOrigin", origin: random.pick(producers), talent: "navigator" };
}

/** Decisions owed after a combat or a die. */
function decide(s: S, seat: number, legal: SmtAction[]): SmtAction {
  const card = cardsDecision(s, seat, legal, cardPlan(s, seat));
  if (card) return card;
  const me = s.players[seat];
  const p = plans(s, seat);
  const focus = focusAttribute(s, seat);
  return best(legal, (a) => {
    switch (a.type) {
      case "loseUpgrade":
        return (a.attribute === focus ? -10 : 0) + (a.attribute === "hull" ? freeHold(me) : 0) + me[a.attribute];
      case "gainUpgrade":
        if (s.pending[0].kind === "gainUpgrade" && s.pending[0].reason === EPIC_FREE_UPGRADE_REASON) return freeUpgradeScore(me, focus, a.attribute);
        return a.attribute === focus ? 10 : -me[a.attribute];
      case "pickTreasure":
        return treasureCard(a.treasure).price + 400 * treasureCard(a.treasure).vp;
      case "discardTreasure":
        return -(treasureCard(a.treasure).price + 400 * treasureCard(a.treasure).vp);
      case "monster_summon_spot": {
        // Where it is summoned: the spot the ship is on, else the nearest one.
        const at = spotSpace(s, a.spot);
        return at === null ? -100 : -(distancesFrom(s, new Set([me.location])).get(at) ?? 99);
      }
      case "originLook":
        return a.deck === "missions" ? (p.includes("missions") ? 1 : -1) : 0;
      case "privateer":
        return a.board === (boardingOdds(s, seat, s.pending[0].kind === "privateer" ? s.pending[0].target : seat) >= 1) ? 1 : 0;
      case "plunder":
        if (a.take.kind === "gold") return halfGold(s.players[s.pending[0].kind === "plunder" ? s.pending[0].from : seat].gold);
        if (a.take.kind === "treasure") return treasureCard(a.take.treasure).price + 400 * treasureCard(a.take.treasure).vp;
        return cargoTotal(a.take.cargo) * 300;
      default:
        return 0;
    }
  });
}

/**
 * Epic mode's three free upgrades: two into the plan's attribute and one into the next most
 * useful (the hold for fighters and hunters, speed for traders), so the ship starts at 4/3/2.
 */
function freeUpgradeScore(me: S["players"][number], focus: Attribute, attribute: Attribute): number {
  const second: Attribute = focus === "hull" ? "speed" : "hull";
  if (me[focus] < EPIC_START_ATTRIBUTE + 2) return attribute === focus ? 10 : 0;
  return attribute === second ? 10 : attribute === focus ? 0 : 5;
}

function focusAttribute(s: S, seat: number): Attribute {
  const p = plans(s, seat);
  // Strength is also the treasure hunter's footprints per dig.
  if (p.includes("brigand") || p.includes("conqueror") || p.includes("treasure")) return "strength";
  if (p.includes("vessel")) {
    const me = s.players[seat];
    return me.hull >= me.strength ? "hull" : "strength";
  }
  return "hull";
}

const find = <T extends SmtAction["type"]>(legal: SmtAction[], type: T, test: (a: Extract<SmtAction, { type: T }>) => boolean = () => true) =>
  legal.find((a): a is Extract<SmtAction, { type: T }> => a.type === type && test(a as Extract<SmtAction, { type: T }>));

function turn(s: S, seat: number, legal: SmtAction[], random: Random): SmtAction {
  const me = s.players[seat];
  const p = plans(s, seat);
  const claim = find(legal, "claimGoal");
  if (claim) return claim;
  // A wish met: reveal it at once for the soulmate worth most.
  const reveals = legal.filter((a): a is Extract<SmtAction, { type: "family_wish_reveal" }> => a.type === "family_wish_reveal");
  if (reveals.length > 0) return best(reveals, (a) => SOULMATE_MARKERS.find((m) => m.id === a.marker)?.vp ?? 0);
  // A completed mission is always worth claiming at once (free, and it pays).
  const mission = find(legal, "mission_claim");
  if (mission) return mission;
  const hopeless = find(legal, "mission_discard", (a) => !missionFeasible(s, seat, a.card));
  if (hopeless) return hopeless;
  // An official mission that needs a fight blocks new ones: a peaceful captain gives it up at Port Royal.
  // Noble Blood without a title quest gives up any official one there, to look for a quest.
  const seeking = p.includes("noble") && !holdsTitleQuest(s, seat, p.includes("brigand"));
  if (p.includes("missions") && (seeking || !p.includes("brigand")) && me.location === islandSpace("port-royal") && s.turn.actionsLeft > 0) {
    const blocking = find(legal, "mission_discard", (a) => missionCard(a.card).kind === "official" && (seeking || missionEase(a.card) === 0));
    if (blocking) return blocking;
  }
  // Epic mode reshuffles the wind deck: only the round limit (or the goals) ends the game there.
  const finalRounds = s.endTriggered !== null || (s.options.epic ? s.round >= EPIC_ROUND_LIMIT - 1 : s.windDeck.length <= 1);
  // The chest keeps gold safe from boarders; near the end everything goes in.
  if (finalRounds && me.gold > 0) {
    const hide = find(legal, "hideGold", (a) => a.amount === me.gold);
    if (hide) return hide;
  }
  if (finalRounds && me.treasures.length > 0) return { type: "hideTreasure", treasure: me.treasures[0] };
  const peek = find(legal, "peek");
  if (peek && me.strength >= 3) return peek;
  const cards = s.turn.mustEnd ? null : cardsTurnChoice(s, seat, legal, cardPlan(s, seat));
  if (cards) return cards;
  const slay = p.includes("monsters") ? monsterChoice(s, seat, legal) : null;
  if (slay) return slay;
  const hunt = p.includes("treasure") ? treasureChoice(s, seat, legal) : null;
  if (hunt) return hunt;
  const acquire = p.includes("missions") && (s.missions.players[seat].held.length < 3 || seeking) ? find(legal, "mission_acquire") : undefined;
  if (acquire) return acquire;
  if (s.turn.actionsLeft <= 0 || s.turn.mustEnd) return { type: "endTurn" };

  const fight = boardingChoice(s, seat, legal, p);
  if (fight) return fight;
  const raid = find(legal, "raid");
  if (raid && raidWorthIt(s, seat, p)) return raid;
  const sale = bestSale(s, seat, legal);
  if (sale) return sale;
  const load = missionPurchase(s, seat, legal);
  if (load) return load;
  const up = upgradeChoice(s, seat, legal, p);
  if (up) return up;
  const purchase = purchaseChoice(s, seat, legal);
  if (purchase) return purchase;
  const move = travelChoice(s, seat, legal, p, random);
  if (move) return move;
  return { type: "endTurn" };
}

/**
 * Tomb Raider: start a hunt on its island, offer every unit of its resource, dig, and scout for
 * a card when none is held. Travel toward the cards' islands is in `targets`.
 */
function treasureChoice(s: S, seat: number, legal: SmtAction[]): SmtAction | null {
  const begin = find(legal, "treasure_begin");
  if (begin) return begin;
  const offers = legal.filter((a): a is Extract<SmtAction, { type: "treasure_offer" }> => a.type === "treasure_offer");
  if (offers.length > 0) return best(offers, (a) => a.units);
  const dig = find(legal, "treasure_dig");
  if (dig) return dig;
  const t = s.treasure.players[seat];
  if (t.hand.length === 0 && t.hunt === null) return find(legal, "treasure_scout") ?? null;
  return null;
}

/**
 * Monster Slayer: on a monster's spot, throw it cargo when that finishes it (or when no action is
 * left to hunt with), otherwise spend actions on the hunt. Travel toward monsters is in `targets`.
 */
function monsterChoice(s: S, seat: number, legal: SmtAction[]): SmtAction | null {
  const offers = legal.filter((a): a is Extract<SmtAction, { type: "monster_offer" }> => a.type === "monster_offer");
  const left = (a: Extract<SmtAction, { type: "monster_offer" }>) => HUNT_TRACK_FINAL - (s.monsters.progress[a.monster][seat] ?? HUNT_TRACK_FIRST);
  const finishing = offers.filter((a) => a.units >= left(a));
  if (finishing.length > 0) return best(finishing, (a) => -a.units);
  const hunt = find(legal, "monster_hunt");
  if (hunt) return hunt;
  if (offers.length > 0 && (s.turn.actionsLeft <= 0 || s.turn.mustEnd)) return best(offers, (a) => a.units);
  return null;
}

/**
 * Tasks the bot cannot work (a card it cannot collect and play, a monster while it hunts none
 * and none is out) make a mission hopeless: never keep one, and discard one held.
 */
function missionFeasible(s: S, seat: number, card: string): boolean {
  return missionFeasibleFor(s, card, plans(s, seat).includes("monsters"));
}

/** How reachable a mission is without fighting: sailing somewhere is easy, trading or paying less so, combat least. */
function missionEase(card: string): number {
  const weight: Record<string, number> = { visit: 3, arrive: 3, deliver: 2, pay: 2, sell: 2, raise: 1, attribute: 1, defeat: 0, play: 1.5 };
  const tasks = missionCard(card).tasks;
  return tasks.reduce((sum, t) => sum + weight[t.kind], 0) / tasks.length;
}

/** A look or a discard owed: the module's bot, but a hopeless card is never kept and goes first. */
function missionDecision(s: S, seat: number, legal: SmtAction[], random: Random): SmtAction {
  const keep = legal.filter((a): a is Extract<SmtAction, { type: "mission_keep" }> => a.type === "mission_keep");
  const feasible = keep.filter((a) => missionFeasible(s, seat, a.card));
  // Noble Blood: a title quest that suits the plan before anything else.
  const p = plans(s, seat);
  const noble = (card: string) => (p.includes("noble") ? titleFit(card, p.includes("brigand")) * 10_000 : 0);
  // Family Reunion: a pardon brings a relative home.
  const reunion = pursuedGoals(s, seat).includes(4);
  const family = (card: string) => (reunion && missionCard(card).rewards.some((r) => r.kind === "relative") ? 5000 : 0);
  const value = (card: string) => noble(card) + family(card) + missionEase(card) * 1000 + missionWorth(card);
  if (feasible.length > 0) return best(feasible, (a) => value(a.card));
  const drop = find(legal, "mission_discard", (a) => !missionFeasible(s, seat, a.card));
  if (drop) return drop;
  // A fourth mission taken: the one worth least to the plan goes.
  const discards = legal.filter((a): a is Extract<SmtAction, { type: "mission_discard" }> => a.type === "mission_discard");
  if (s.missions.players[seat].mustDiscard && discards.length > 0) return best(discards, (a) => -value(a.card));
  return missionOwedBot(s.missions, seat, missionContext(s, seat), random) as SmtAction;
}

/** Strength the bot expects when boarding the merchant on its space (known if face up or peeked). */
function merchantOdds(s: S, seat: number): number | null {
  const me = s.players[seat];
  const slot = s.merchants[me.location];
  if (!slot || (!slot.faceUp && !me.peeked.includes(slot.id))) return null;
  const m = merchant(slot.id);
  return me.strength + (me.talent === "gunner" ? 1 : 0) - Math.max(0, m.strength - slot.damage);
}

/** How much stronger this seat is than another player's ship (strength with every bonus). */
function boardingOdds(s: S, seat: number, other: number): number {
  return effectiveStat(s, seat, "strength") - effectiveStat(s, other, "strength");
}

function boardingChoice(s: S, seat: number, legal: SmtAction[], p: Plan[]): SmtAction | null {
  const me = s.players[seat];
  const margin = p.includes("brigand") ? 0 : 1;
  const odds = merchantOdds(s, seat);
  if (odds !== null && odds >= margin) return find(legal, "board", (a) => "merchant" in a.target) ?? null;
  if (odds !== null && odds < margin) {
    const shoot = find(legal, "gunfight", (a) => "merchant" in a.target);
    if (shoot && odds >= margin - 2) return shoot;
  }
  for (const a of legal) {
    if (a.type !== "board" || !("seat" in a.target)) continue;
    const them = s.players[a.target.seat];
    const loot = halfGold(them.gold) + them.treasures.length * 500 + Math.floor(cargoTotal(them.cargo) / 2) * 250;
    if (me.strength - them.strength >= 2 && loot >= 300) return a;
  }
  return null;
}

function raidWorthIt(s: S, seat: number, p: Plan[]): boolean {
  const me = s.players[seat];
  const island = spaceIsland(me.location)!;
  const slot = s.fortresses[island]!;
  const need = slot.faceUp ? fortress(slot.id).strength : 6;
  const margin = p.includes("conqueror") ? 0 : 1;
  return me.strength - need >= margin && !(slot.faceUp && fortress(slot.id).rule === "attackerNeedsSpeed4" && me.speed < 4);
}

function bestSale(s: S, seat: number, legal: SmtAction[]): SmtAction | null {
  const me = s.players[seat];
  const island = spaceIsland(me.location);
  if (!island) return null;
  // Sell only where the cargo fetches at least 300 a unit (Port Royal or the right trade post).
  const good: Record<Resource, number> = { cocoa: 0, rum: 0, sugar: 0 };
  const wish = wishCargo(s, seat);
  // A mission's "sell N units on X" elsewhere: what X buys stays aboard for it.
  const tasks = salesMissionsNeed(s, seat);
  const forTask = (r: Resource) => tasks.some((t) => t.island !== island && (MARKETS[t.island]?.sells[r] ?? 0) > 0);
  for (const r of RESOURCES) if ((sellPrice(s, island, r) ?? 0) >= 300 && !forTask(r)) good[r] = Math.max(0, me.cargo[r] - (wish?.keep[r] ?? 0));
  // A mission's "sell N units here": everything this island buys goes, at any price.
  const task = tasks.find((t) => t.island === island);
  if (task) {
    const all: Record<Resource, number> = { cocoa: 0, rum: 0, sugar: 0 };
    for (const r of RESOURCES) if ((sellPrice(s, island, r) ?? 0) > 0) all[r] = Math.max(0, me.cargo[r] - (wish?.keep[r] ?? 0));
    if (cargoTotal(all) >= task.units) for (const r of RESOURCES) good[r] = all[r];
  }
  const sellTreasures = me.treasures.filter((t) => treasureCard(t).vp === 0);
  if (cargoTotal(good) === 0 && sellTreasures.length === 0) return null;
  const candidate: SmtAction = { type: "sell", cargo: good, treasures: sellTreasures };
  return legal.some((a) => a.type === "sell") ? candidate : null;
}

function upgradeChoice(s: S, seat: number, legal: SmtAction[], p: Plan[]): SmtAction | null {
  const me = s.players[seat];
  const focus = focusAttribute(s, seat);
  const reserve = p.includes("trade") && !p.includes("vessel") ? 400 : 0;
  const order: Attribute[] = [focus, ...(["strength", "hull", "speed"] as Attribute[]).filter((a) => a !== focus)];
  for (const attribute of order) {
    if (me[attribute] >= ATTRIBUTE_MAX) continue;
    const cap = attribute === focus ? ATTRIBUTE_MAX : p.includes("vessel") ? 5 : 4;
    if (me[attribute] >= cap) continue;
    const up = find(legal, "upgrade", (a) => a.attribute === attribute);
    if (up && me.gold - upgradePrice(s, me[attribute] + 1) >= reserve) return up;
  }
  return null;
}

/** A mission's "sell N units on X" where this island produces what X buys: load up before upgrading. */
function missionPurchase(s: S, seat: number, legal: SmtAction[]): SmtAction | null {
  const island = spaceIsland(s.players[seat].location);
  const produces = island ? MARKETS[island]?.produces : undefined;
  if (!produces) return null;
  const wanted = salesMissionsNeed(s, seat).some((t) => t.island !== island && (MARKETS[t.island]?.sells[produces] ?? 0) > 0);
  if (!wanted) return null;
  const buys = legal.filter((a): a is Extract<SmtAction, { type: "buy" }> => a.type === "buy" && a.resource === produces);
  return buys.length > 0 ? best(buys, (a) => a.units) : null;
}

function purchaseChoice(s: S, seat: number, legal: SmtAction[]): SmtAction | null {
  const buys = legal.filter((a): a is Extract<SmtAction, { type: "buy" }> => a.type === "buy");
  if (buys.length === 0) return null;
  // A "deliver" wish: one unit of what is missing, leaving room for the rest.
  const wish = wishCargo(s, seat);
  if (wish) return buys.find((a) => a.units === 1 && s.players[seat].cargo[a.resource] < wish.keep[a.resource]) ?? null;
  return best(buys, (a) => a.units);
}

/** Where the plan wants to go next, as a set of target spaces. */
function targets(s: S, seat: number, p: Plan[]): Set<SpaceId> {
  const me = s.players[seat];
  const out = new Set<SpaceId>(cardsTargets(s, seat, cardPlan(s, seat)).filter((t) => t !== me.location));
  if (out.size > 0) return out;
  // A monster out is the rarest chance: the hunter's first target.
  if (p.includes("monsters")) {
    for (const id of MONSTER_IDS) {
      const spot = s.monsters.board[id];
      const at = spot === null ? null : spotSpace(s, spot);
      if (at !== null) out.add(at);
    }
    out.delete(me.location);
    if (out.size > 0) return out;
  }
  // Noble Blood: the held title quest's islands.
  if (p.includes("noble")) {
    for (const space of missionTargets(s, seat, true)) out.add(space);
    out.delete(me.location);
    if (out.size > 0) return out;
  }
  if (p.includes("conqueror") && me.strength >= 6) {
    for (const [island, slot] of Object.entries(s.fortresses)) {
      if (!slot) continue;
      if (!slot.faceUp || fortress(slot.id).strength <= me.strength) out.add(islandSpace(island as IslandId));
    }
    if (out.size > 0) return out;
  }
  if (p.includes("brigand") && me.strength >= 3) {
    for (const [space, slot] of Object.entries(s.merchants)) {
      if (space === me.location) continue;
      const known = slot.faceUp || me.peeked.includes(slot.id);
      if (!known || merchant(slot.id).strength - slot.damage <= me.strength) out.add(space);
    }
    if (out.size > 0) return out;
  }
  if (p.includes("treasure")) {
    const t = s.treasure.players[seat];
    const cards = t.hunt ? [t.hunt.card] : t.hand;
    for (const card of cards) out.add(islandSpace(treasureCard(card).island));
    if (cards.length === 0 && !isIslandSpace(me.location)) for (const island of s.map.islands) out.add(islandSpace(island));
    out.delete(me.location);
    if (out.size > 0) return out;
  }
  const wish = wishCargo(s, seat);
  if (wish) {
    for (const space of wish.targets) out.add(space);
    out.delete(me.location);
    if (out.size > 0) return out;
  }
  if (p.includes("missions")) {
    // The islands the held missions name (be there, deliver, pay, sail to, sell); Port Royal for more.
    const m = s.missions.players[seat];
    for (const space of missionTargets(s, seat, false)) out.add(space);
    if (m.held.length < 3 || (p.includes("noble") && !holdsTitleQuest(s, seat, p.includes("brigand")))) out.add(islandSpace("port-royal"));
    out.delete(me.location);
    if (out.size > 0) return out;
  }
  // Trade: sell what is aboard at its best buyer, or fetch more from a producer.
  const cargo = cargoTotal(me.cargo);
  if (cargo > 0) {
    for (const [island, market] of Object.entries(MARKETS)) {
      if (RESOURCES.some((r) => me.cargo[r] > 0 && (market?.sells[r] ?? 0) >= 300)) out.add(islandSpace(island as IslandId));
    }
  } else {
    for (const [island, market] of Object.entries(MARKETS)) if (market?.produces) out.add(islandSpace(island as IslandId));
  }
  out.delete(me.location);
  if (out.size === 0) out.add(islandSpace("port-royal"));
  return out;
}

/**
 * The islands the held missions (or only the title quest) name; a "sell" task's island once the
 * hold carries enough that island buys, else the producers to load up.
 */
function missionTargets(s: S, seat: number, titleOnly: boolean): SpaceId[] {
  const me = s.players[seat];
  const out: SpaceId[] = [];
  for (const h of s.missions.players[seat].held) {
    if (titleOnly && missionCard(h.card).kind !== "title") continue;
    missionCard(h.card).tasks.forEach((task, i) => {
      if (h.met[i] || !("island" in task)) return;
      if (task.kind !== "sell") return void out.push(islandSpace(task.island));
      const buys = MARKETS[task.island]?.sells ?? {};
      const units = RESOURCES.reduce((n, r) => n + ((buys[r] ?? 0) > 0 ? me.cargo[r] : 0), 0);
      if (units >= task.units) out.push(islandSpace(task.island));
      else if (me.gold >= 200) for (const [island, market] of Object.entries(MARKETS)) if (market?.produces && (buys[market.produces] ?? 0) > 0) out.push(islandSpace(island as IslandId));
    });
  }
  return out;
}

/** Multi-source distances from the targets (one point per space; tolls ignored). */
function distancesFrom(s: S, sources: Set<SpaceId>): Map<SpaceId, number> {
  const graph = spaceGraph(s.map);
  const dist = new Map<SpaceId, number>();
  const queue: SpaceId[] = [];
  for (const t of sources) {
    dist.set(t, 0);
    queue.push(t);
  }
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i];
    for (const next of graph.neighbours.get(here) ?? []) {
      if (dist.has(next)) continue;
      dist.set(next, dist.get(here)! + 1);
      queue.push(next);
    }
  }
  return dist;
}

function travelChoice(s: S, seat: number, legal: SmtAction[], p: Plan[], random: Random): SmtAction | null {
  const me = s.players[seat];
  const moves = legal.filter((a): a is Extract<SmtAction, { type: "travel" }> => a.type === "travel");
  if (moves.length === 0) return null;
  const goal = targets(s, seat, p);
  const dist = distancesFrom(s, goal);
  const reach = travelCosts(s, me.location, movementPoints(s, seat), seat);
  // Avoid ending on an unknown merchant when weak (a pirate hunter would attack), unless it is the target.
  const risky = (to: SpaceId) => !goal.has(to) && s.merchants[to] !== undefined && !isIslandSpace(to) && me.strength < 3;
  const move = best(moves, (a) => -(dist.get(a.to) ?? 99) * 10 - (reach.get(a.to) ?? 0) * 0.1 - (risky(a.to) ? 5 : 0) + random.int(0, 1) * 0.01);
  // Falling short of the target: a movement or speed card first (it lasts the turn).
  if ((dist.get(move.to) ?? 0) > 0) return boostBeforeTravel(legal) ?? move;
  return move;
}
