import type { Random } from "../../engine";
import type { SmtAction } from "./actions";
import { EPIC_ROUND_LIMIT } from "./epic/epic";
import { duelBot } from "./duel/bot";
import type { S } from "./core/draft";
import { legalActions } from "./legal";
import { someBuildOption } from "./map/legal";
import { islandSpace } from "./map/types";
import type { SmtState } from "./state";
import { treasureOwedBot } from "./treasure/bot";
import { treasureOwes } from "./treasure/legal";
import { treasureContext } from "./treasure/treasure-hunt";
import { missionCard } from "./content/missions";
import { missionOwes } from "./missions-and-titles/legal";
import { monsterOwedBot } from "./monsters/bot";
import { monsterChooser } from "./monsters/legal";
import { monsterContext } from "./monsters/monster-hunt";
import { courtshipOwed } from "./family-and-soulmates/soulmates";
import { originMissionLook } from "./setup-and-goals/origin-look";
import { familyOwedBot } from "./family-and-soulmates/bot";
import { SOULMATE_MARKERS } from "./content/wishes";
import { holdsTitleQuest } from "./setup-and-goals/bot-goals";
import { cardsTurnChoice, windowChoice } from "./crew-and-rituals/bot-plans";
import { best, find } from "./core/bot-helpers";
import { GOAL_APPEAL, cardPlan, plans, chooseOrigin } from "./setup-and-goals/bot-strategy";
import { treasureChoice } from "./treasure/bot-turn";
import { monsterChoice } from "./monsters/bot-turn";
import { missionFeasible, missionEase, missionDecision } from "./missions-and-titles/bot-turn";
import { boardingChoice, raidWorthIt } from "./combat/bot";
import { bestSale, upgradeChoice, missionPurchase, purchaseChoice } from "./trade-and-upgrades/bot";
import { travelChoice } from "./travel/bot";
import { decide } from "./rounds-and-turns/bot";

/**
 * The Shiver Me Timbers bot. It picks secret goals by appeal, chooses an origin and talent that
 * fit them, and each turn follows the plan its goals suggest (setup-and-goals/bot-goals.ts says which goals it
 * plays for; in epic mode also goals nobody has claimed): trade runs between producers and the
 * best buyers, hunting merchants it can out-muscle, raiding fortresses once strong, upgrading
 * toward Dread Vessel, treasure hunts, missions (a title quest for Noble Blood), summoning and
 * hunting a monster (Monster Slayer). It claims every goal it meets, and hides its gold when
 * the end is near.
 *
 * This file is the turn's order of priorities; each rule area holds its own choices (its
 * `bot*.ts`: setup-and-goals/bot-strategy.ts the plans, travel/bot.ts where to sail, combat/bot.ts
 * whom to fight, trade-and-upgrades/bot.ts what to buy, sell and upgrade, and so on).
 */
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
