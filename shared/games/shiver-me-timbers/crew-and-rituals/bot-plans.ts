/**
 * The bot around crew and ritual cards (the main bot, bot.ts, asks here): answers in a card
 * window, the decisions cards owe, which cards to collect for its plan and when to play them
 * outside a fight (the module's cardsWindowBot plays the fighting cards in a prelude).
 */
import type { Random } from "../../../engine";
import type { SmtAction } from "../actions";
import { islandSpace, type SpaceId } from "../map/types";
import { cardsWindowBot } from "./bot";
import { cardKind } from "../content/crew-rituals";
import type { S } from "../core/draft";
import { barredInThisCombat } from "./crew-rituals";
import { cardsContext } from "./card-rewards";
import { cardsWindowOptions } from "./turn-options";
import { canSummon } from "../monsters/monster-hunt";
import { cardsMissionsNeed, summonedBy } from "../setup-and-goals/bot-goals";

/** What the main bot's plan wants from cards. */
export interface CardPlan {
  /** Brigand or Conqueror: boarding and raids (Veteran Sellsword, Power of Ik). */
  readonly fights: boolean;
  /** Merchant Prince: selling (the Quartermaster). */
  readonly trades: boolean;
  /** Monster Slayer (goal 7) among its goals: summon a monster to hunt (First Mate, Call of the Deep). */
  readonly monsters: boolean;
  /** Card kinds its held missions ask to play (setup-and-goals/bot-goals.ts). */
  readonly missionCards: readonly string[];
}

type Play = Extract<SmtAction, { type: "cards_play" }>;
const SUMMONERS = ["first-mate", "call-of-the-deep"];
const kindOf = (card: string) => cardKind(card).id;

export const cardPlanOf = (s: S, seat: number, fights: boolean, trades: boolean, monsters: boolean): CardPlan => ({
  fights,
  trades,
  monsters,
  missionCards: cardsMissionsNeed(s, seat),
});

/** A summoner only while its monster can rise (else the card is spent for nothing); any other card. */
const worthPlaying = (s: S, card: string) => {
  const monster = summonedBy(card);
  return monster === null || canSummon(s, monster);
};
/** A monster is on the board: the hunt can start without a summoner. */
const monsterOut = (s: S) => Object.values(s.monsters.board).some((b) => b !== null);

/**
 * In an open window: a summoner on its own turn (monster plan), the Quartermaster when its own
 * sale is announced, Serpent Eye when its own dig is; in a fight it is in, the module's bot
 * (strength, duel cards, the Saboteur or Blood Moon against its opponent); otherwise pass.
 */
export function windowChoice(s: S, seat: number, random: Random, plan: CardPlan): SmtAction {
  const w = s.cards.window!;
  const hand = [...s.cards.hands[seat].crew, ...s.cards.hands[seat].rituals];
  const options = cardsWindowOptions(s, seat);
  const legal = (card: string): Play | null => {
    const a = options.find((o): o is Play => o.type === "cards_play" && o.card === card);
    return a ?? null;
  };
  if (w.trigger.active === seat) {
    const wanted = hand.filter((c) =>
      (plan.monsters && SUMMONERS.includes(kindOf(c)) && worthPlaying(s, c)) ||
      (plan.missionCards.includes(kindOf(c)) && worthPlaying(s, c)) ||
      (w.trigger.moment === "announce" && w.trigger.action === "trade" && kindOf(c) === "quartermaster") ||
      (w.trigger.action === "treasureHunt" && kindOf(c) === "serpent-eye"));
    for (const c of wanted) {
      const a = legal(c);
      if (a) return a;
    }
  }
  const a = cardsWindowBot(s.cards, seat, cardsContext(s), random);
  if (a.type === "cards_play" && barredInThisCombat(s, a.card) !== null) return { type: "cards_pass" };
  return a;
}

/** Decisions cards owe: the most useful card for the plan, the first legal route, a merchant to spy on. */
export function cardsDecision(s: S, seat: number, legal: SmtAction[], plan: CardPlan): SmtAction | null {
  const p = s.pending[0];
  if (!p || p.seat !== seat) return null;
  if (p.kind === "chooseCard") {
    const order = wishList(plan, p.deck);
    const takes = legal.filter((a): a is Extract<SmtAction, { type: "cards_take" }> => a.type === "cards_take");
    return takes.find((a) => order.includes(a.kind) && order.indexOf(a.kind) === Math.min(...takes.map((t) => order.indexOf(t.kind)).filter((i) => i >= 0))) ?? takes[0] ?? null;
  }
  if (p.kind === "addSeaRoute" || p.kind === "spyPeek") return legal[0] ?? null;
  return null;
}

/** Kinds the plan wants from a deck, best first. */
function wishList(plan: CardPlan, deck: "crew" | "ritual"): string[] {
  const out: string[] = plan.missionCards.filter((k) => cardKind(k).deck === deck);
  if (deck === "crew") {
    if (plan.monsters) out.push("first-mate");
    if (plan.fights) out.push("veteran-sellsword", "ships-surgeon");
    if (plan.trades) out.push("quartermaster");
    out.push("powder-monkey", "veteran-sellsword", "daring-cabin-boy");
  } else {
    if (plan.monsters) out.push("call-of-the-deep");
    if (plan.fights) out.push("power-of-ik", "blood-moon");
    out.push("wind-whisper", "hummingbird-totem", "power-of-ik");
  }
  return out;
}

/**
 * On its own turn, outside a window: hire or learn what the plan wants where the decks are (one
 * card per action, keeping gold for the card), and play a summoner (monster plan).
 */
export function cardsTurnChoice(s: S, seat: number, legal: SmtAction[], plan: CardPlan): SmtAction | null {
  const me = s.players[seat];
  const hand = [...s.cards.hands[seat].crew, ...s.cards.hands[seat].rituals];
  if (plan.monsters) {
    const summon = legal.find((a): a is Play => a.type === "cards_play" && SUMMONERS.includes(kindOf(a.card)) && worthPlaying(s, a.card));
    if (summon) return summon;
  }
  // A card a held mission asks to play, paid with its own gold or goods.
  const forMission = legal.find((a): a is Play => a.type === "cards_play" && plan.missionCards.includes(kindOf(a.card)) && worthPlaying(s, a.card));
  if (forMission) return forMission;
  const collects = legal.filter((a): a is Extract<SmtAction, { type: "cards_hire" | "cards_learn" }> => a.type === "cards_hire" || a.type === "cards_learn");
  if (collects.length === 0) return null;
  const deck = collects[0].type === "cards_hire" ? "crew" : "ritual";
  const wanted = wishList({ ...plan, trades: plan.trades && me.cargo.cocoa + me.cargo.rum + me.cargo.sugar > 0 }, deck).slice(0, plan.monsters || plan.fights || plan.trades ? 3 + plan.missionCards.length : plan.missionCards.length);
  for (const kind of wanted) {
    if (hand.some((c) => kindOf(c) === kind)) continue;
    const k = cardKind(kind);
    const reserve = SUMMONERS.includes(kind) || plan.missionCards.includes(kind) ? 0 : 300;
    const affordable = deck === "crew" ? me.gold >= k.gold + reserve : Object.entries(k.resources).every(([r, n]) => me.cargo[r as "rum"] >= (n ?? 0));
    const a = collects.find((c) => c.kind === kind);
    if (a && affordable) return a;
  }
  return null;
}

/** The monster plan sails for a summoner while it holds none (the monsters' own plan takes over once one is out). */
export function cardsTargets(s: S, seat: number, plan: CardPlan): SpaceId[] {
  const hand = [...s.cards.hands[seat].crew, ...s.cards.hands[seat].rituals];
  const me = s.players[seat];
  const room = (deck: "crew" | "rituals") => s.cards.hands[seat][deck].length < 3;
  // A card a held mission needs and the hand lacks: where that deck is.
  for (const kind of plan.missionCards) {
    if (hand.some((c) => kindOf(c) === kind)) continue;
    const crew = cardKind(kind).deck === "crew";
    if (crew && room("crew") && me.gold >= cardKind(kind).gold) return [islandSpace("the-bay")];
    // A ritual only once the hold carries its price (else the bot would sail there for nothing).
    const price = Object.entries(cardKind(kind).resources).every(([r, n]) => me.cargo[r as "rum"] >= (n ?? 0));
    if (!crew && room("rituals") && price) return [islandSpace("isla-oscura")];
  }
  if (!plan.monsters || monsterOut(s)) return [];
  if (hand.some((c) => SUMMONERS.includes(kindOf(c)) && worthPlaying(s, c))) return [];
  // The First Mate needs 300 G to play, Call of the Deep one unit of each resource; otherwise the plan earns first.
  if (me.gold >= cardKind("first-mate").gold && room("crew")) return [islandSpace("the-bay")];
  const kit = me.cargo.cocoa > 0 && me.cargo.rum > 0 && me.cargo.sugar > 0;
  return kit && room("rituals") ? [islandSpace("isla-oscura")] : [];
}

/** Before a Travel that falls short of the plan's target: a movement or speed card it may play now. */
export function boostBeforeTravel(legal: SmtAction[]): SmtAction | null {
  return legal.find((a): a is Play => {
    if (a.type !== "cards_play") return false;
    const e = cardKind(a.card).effect;
    return e.kind === "boost" && (e.stat === "movement" || e.stat === "speed");
  }) ?? null;
}
