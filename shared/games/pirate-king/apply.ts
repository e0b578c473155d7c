import type { ApplyResult, SeatIndex } from "../../engine/game";
import { CommonRejections, type Rejection } from "../../engine/rejection";
import { actionSchema, describeMalformed, type PirateKingAction } from "./actions";
import { chooseForward, useCard } from "./cards/use";
import { chooseReward } from "./cargo/cargo";
import { chooseSword } from "./combat/fight";
import { forcedAttack } from "./combat/forced";
import { relaunch } from "./combat/relaunch";
import { chooseCommodore, chooseDuel, chooseManOfWar } from "./combat/special";
import { checkVictory, endTurn } from "./flow/turn";
import { runQueue } from "./flow/tasks";
import { seize, sellTreasure, tearDown } from "./money/debt";
import { counterOffer } from "./parlay/counter";
import { answerOffer, cancelOffer, offerBronze, offerItem, sendOffer } from "./parlay/offer";
import { Rejections } from "./rejections";
import { chooseCrosswinds, choosePassage } from "./sailing/choices";
import { choosePort, chooseWind, sail } from "./sailing/sail";
import { copyState, type Pending, type PirateKingState } from "./state";
import { buyTreasure } from "./treasures/market";
import { buyAtShop, upgrade } from "./territories/build";
import { capOf, chooseCapture, chooseDock } from "./territories/landing";

/** Which action answers each pending decision. */
export const DECISION_OF: Readonly<Record<Pending["kind"], readonly PirateKingAction["type"][]>> = {
  capture: ["capture"],
  dock: ["dock"],
  reward: ["reward"],
  commodore: ["commodore"],
  passage: ["passage"],
  crosswinds: ["crosswinds"],
  forward: ["forward"],
  manOfWar: ["manOfWar"],
  duel: ["duel"],
  sword: ["sword"],
  debt: ["tearDown", "sellTreasure"],
  relaunch: ["relaunch"],
  seize: ["seize"],
  // Answering out of turn: accept, decline, or counter (then draft and send the counter-offer).
  answer: ["answer", "counter", "offer", "offerBronze", "offerSend", "offerCancel"],
};

const QUESTION: Readonly<Record<Pending["kind"], string>> = {
  capture: "capture the territory or not",
  dock: "pay the dock fee or fight",
  reward: "take a crewman or a cannon",
  commodore: "submit to or challenge the Commodore",
  passage: "where the Secret Passage leads",
  crosswinds: "which way to turn at the Crosswinds",
  forward: "whether the Golden Monkey Head passes the card on",
  manOfWar: "fight the Man of War or not",
  duel: "whom to duel",
  sword: "which die the Jewel Encrusted Sword re-rolls",
  debt: "what to tear down or sell to pay the debt",
  relaunch: "where to launch the new ship",
  seize: "which territory to take",
  answer: "accept, decline or counter the parlay offer",
};

const FREE = new Set(["upgrade", "buyTreasure", "sellTreasure", "useCard"]);
const HARBOUR = new Set(["buyCrew", "buyCannon", "attack", "offer", "offerBronze", "offerSend", "offerCancel", "endTurn"]);

/**
 * The one entry point for actions: checks the shape, the seat, the game's end and whose
 * decision it is, then runs the rule on a fresh copy of the state and works the turn's tasks
 * on. A rejection returns the very same state object untouched.
 */
export function apply(state: PirateKingState, seat: SeatIndex, raw: unknown): ApplyResult<PirateKingState> {
  const parsed = actionSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, rejection: CommonRejections.malformed(describeMalformed(parsed.error.issues)) };
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players.length) return { ok: false, rejection: CommonRejections.noSuchSeat(seat) };
  if (state.stage === "over") return { ok: false, rejection: CommonRejections.gameOver() };
  const action = parsed.data;
  const gate = check(state, seat, action);
  if (gate) return { ok: false, rejection: gate };
  const s = copyState(state);
  const rejection = run(s, seat, action);
  if (rejection) return { ok: false, rejection };
  runQueue(s);
  checkVictory(s);
  return { ok: true, state: s, events: s.events };
}

function check(s: PirateKingState, seat: SeatIndex, a: PirateKingAction): Rejection | null {
  const p = s.pending;
  if (p !== null) {
    if (seat !== p.seat) return Rejections.waitingFor(s.names[p.seat], QUESTION[p.kind]);
    if (!DECISION_OF[p.kind].includes(a.type)) return Rejections.decideFirst(QUESTION[p.kind]);
    return null;
  }
  if (seat !== s.current) return Rejections.notYourTurn(s.names[s.current]);
  switch (s.stage) {
    case "ports":
      return a.type === "port" ? null : Rejections.wrongStage(verb(a.type), "once every ship has chosen its port of origin");
    case "wind":
      return a.type === "wind" ? null : Rejections.decideFirst("keep the wind roll or re-roll it with the Black Sails");
    case "sail":
      return a.type === "sail" || FREE.has(a.type) ? null : Rejections.wrongStage(verb(a.type), "after your ship has sailed and landed");
    case "harbour":
      if (HARBOUR.has(a.type) || FREE.has(a.type)) return null;
      return Rejections.wrongStage(verb(a.type), a.type === "sail" ? "once a turn, before your ship sails" : "when the game asks you to decide");
    default:
      return Rejections.wrongStage(verb(a.type), "when the game asks you to decide");
  }
}

/** What each action does, for "you can … only …" sentences. */
const DOING: Readonly<Record<PirateKingAction["type"], string>> = {
  port: "choose a port of origin",
  sail: "set the sail marker",
  wind: "re-roll the wind",
  capture: "capture a territory",
  dock: "pay a dock fee or fight",
  reward: "take a delivery reward",
  commodore: "answer the Commodore",
  passage: "take a Secret Passage",
  crosswinds: "turn at the Crosswinds",
  forward: "pass a card on",
  manOfWar: "fight a Man of War",
  duel: "duel",
  sword: "re-roll with the sword",
  tearDown: "tear down a fortification",
  sellTreasure: "sell a Great Treasure",
  relaunch: "launch a new ship",
  seize: "take a territory",
  answer: "answer an offer",
  counter: "make a counter-offer",
  upgrade: "upgrade a territory",
  buyTreasure: "buy a Great Treasure",
  useCard: "play a kept card",
  buyCrew: "buy a crewman",
  buyCannon: "buy a cannon",
  attack: "force a fight",
  offer: "make an offer",
  offerBronze: "make an offer",
  offerSend: "send an offer",
  offerCancel: "withdraw an offer",
  endTurn: "end your turn",
};
const verb = (type: PirateKingAction["type"]) => DOING[type];

function run(s: PirateKingState, seat: SeatIndex, a: PirateKingAction): Rejection | null {
  switch (a.type) {
    case "port":
      return choosePort(s, a.port);
    case "sail":
      return sail(s, seat, a.spaces);
    case "wind":
      return chooseWind(s, seat, a.reroll);
    case "capture":
      return chooseCapture(s, a.accept);
    case "dock":
      return chooseDock(s, a.choice);
    case "reward":
      return chooseReward(s, a.pick);
    case "commodore":
      return chooseCommodore(s, a.choice);
    case "passage":
      return choosePassage(s, a.to, a.facing);
    case "crosswinds":
      return chooseCrosswinds(s, a.turn);
    case "forward":
      return chooseForward(s, a.to);
    case "manOfWar":
      return chooseManOfWar(s, a.fight);
    case "duel":
      return chooseDuel(s, a.against);
    case "sword":
      return chooseSword(s, seat, a.die);
    case "tearDown":
      return tearDown(s, seat, a.territory);
    case "sellTreasure":
      return sellTreasure(s, seat, a.treasure);
    case "relaunch":
      return relaunch(s, a.port, a.facing);
    case "seize":
      return seize(s, seat, a.territory, capOf(s));
    case "answer":
      return answerOffer(s, seat, a.accept);
    case "counter":
      return counterOffer(s, seat);
    case "upgrade":
      return upgrade(s, seat, a.territory);
    case "buyTreasure":
      return buyTreasure(s, seat, a.treasure);
    case "useCard":
      return useCard(s, seat, a.card, a.ship);
    case "buyCrew":
      return buyAtShop(s, seat, a.ship, "crew");
    case "buyCannon":
      return buyAtShop(s, seat, a.ship, "cannon");
    case "attack":
      return forcedAttack(s, seat, a.ship, a.target);
    case "offer":
      return offerItem(s, seat, a.to, a.side, a.item);
    case "offerBronze":
      return offerBronze(s, seat, a.to, a.side, a.delta);
    case "offerSend":
      return sendOffer(s, seat);
    case "offerCancel":
      return cancelOffer(s, seat);
    case "endTurn":
      return endTurn(s);
  }
}
