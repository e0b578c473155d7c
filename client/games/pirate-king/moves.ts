// The legal moves the server sent, sorted into what the table offers as direct clicks
// (places on the board, the decision and harbour buttons, the parlay panel) and labelled for
// the "all moves" list. A click always sends one of these moves unchanged: no rules here.
import type { Action } from "./view";
import { currentName, seatName, spaceName, territoryName, treasureName } from "./names";

type Of<T extends Action["type"]> = Extract<Action, { type: T }>;

/** Moves that name a place on the board: a click on that place sends them. */
export type PlaceMove = Of<"port"> | Of<"passage"> | Of<"relaunch"> | Of<"upgrade"> | Of<"tearDown"> | Of<"seize">;
export const PARLAY_TYPES = new Set(["offer", "offerBronze", "offerSend", "offerCancel", "counter"]);

export interface MoveGroups {
  /** Space id → the moves a click on that space (or its territory) may send. */
  places: Map<number, PlaceMove[]>;
  /** Buttons of the decision or harbour panel. */
  buttons: Action[];
  /** Drafting an offer: the parlay panel's controls. */
  parlay: Action[];
}

/** The board space a place move points at (its territory's space, or the space itself). */
export function placeOf(m: PlaceMove, territorySpace: (territory: number) => number): number {
  switch (m.type) {
    case "port":
      return territorySpace(m.port);
    case "relaunch":
      return territorySpace(m.port);
    case "passage":
      return m.to;
    case "upgrade":
    case "tearDown":
    case "seize":
      return territorySpace(m.territory);
  }
}

export function groupMoves(moves: readonly Action[], territorySpace: (territory: number) => number): MoveGroups {
  const g: MoveGroups = { places: new Map(), buttons: [], parlay: [] };
  for (const m of moves) {
    if (m.type === "port" || m.type === "passage" || m.type === "relaunch" || m.type === "upgrade" || m.type === "tearDown" || m.type === "seize") {
      const at = placeOf(m, territorySpace);
      g.places.set(at, [...(g.places.get(at) ?? []), m]);
    } else if (PARLAY_TYPES.has(m.type)) g.parlay.push(m);
    else g.buttons.push(m);
  }
  return g;
}

const facing = (f: number) => (f === 1 ? "with the current" : "against the current");
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A short label for any move, for buttons and the "all moves" list. */
export function describeMove(m: Action, names: readonly string[], shipLabel: (ship: number) => string = (s) => `ship ${s + 1}`): string {
  switch (m.type) {
    case "port":
      return `Set out from ${territoryName(m.port)}`;
    case "sail":
      return m.spaces.length === 1 ? `Sail marker: ${m.spaces[0]}` : `Sail markers: ${m.spaces.join(" and ")}`;
    case "wind":
      return m.reroll ? "Re-roll the wind (Black Sails)" : "Keep the wind roll";
    case "capture":
      return m.accept ? "Capture the territory" : "Leave it unclaimed";
    case "dock":
      return m.choice === "pay" ? "Pay the dock fee" : m.choice === "fight" ? "Fight the fortification" : "Use the Lock Pick";
    case "reward":
      return m.pick === "crew" ? "Take a crewman" : "Take a cannon";
    case "commodore":
      return m.choice === "submit" ? "Submit to the Commodore" : m.choice === "challenge" ? "Challenge the Commodore" : "Show the Royal Decree";
    case "passage":
      return `Secret Passage to ${spaceName(m.to)}, ${facing(m.facing)}`;
    case "crosswinds":
      return m.turn === "straight" ? "Go straight on at the Crosswinds" : `Turn ${m.turn} at the Crosswinds`;
    case "forward":
      return m.to === null ? "Keep the card (no forwarding)" : `Pass the card on to ${seatName(names, m.to)}`;
    case "manOfWar":
      return m.fight ? "Fight the Man of War" : "Flee the Man of War";
    case "duel":
      return `Duel ${seatName(names, m.against)}`;
    case "sword":
      return m.die === null ? "Keep the dice (no sword)" : `Re-roll die ${m.die + 1} with the Sword`;
    case "tearDown":
      return `Tear down ${territoryName(m.territory)}`;
    case "sellTreasure":
      return `Sell the ${treasureName(m.treasure)}`;
    case "relaunch":
      return `Launch a new ship at ${territoryName(m.port)}, ${facing(m.facing)}`;
    case "seize":
      return `Take ${territoryName(m.territory)}`;
    case "answer":
      return m.accept ? "Accept the offer" : "Decline the offer";
    case "counter":
      return "Counter the offer";
    case "upgrade":
      return `Build up ${territoryName(m.territory)}`;
    case "buyTreasure":
      return `Buy the ${treasureName(m.treasure)} (500)`;
    case "useCard":
      return `Play ${m.card.split(":")[0] === "captainsLog" || m.card.split(":")[0] === "piratesBooty" ? "a kept card" : m.card} on ${shipLabel(m.ship)}`;
    case "buyCrew":
      return `Buy a crewman for ${shipLabel(m.ship)} (200)`;
    case "buyCannon":
      return `Buy a cannon for ${shipLabel(m.ship)} (200)`;
    case "attack":
      return `Attack with ${shipLabel(m.ship)}: ${shipLabel(m.target)}`;
    case "offer": {
      const what = m.item.kind === "territory" ? territoryName(m.item.id) : m.item.kind === "treasure" ? `the ${treasureName(m.item.id)}` : "a card";
      return `Offer to ${seatName(names, m.to)}: ${m.side === "give" ? "give" : "ask for"} ${what}`;
    }
    case "offerBronze":
      return `Offer to ${seatName(names, m.to)}: ${m.side === "give" ? "give" : "ask for"} ${signed(m.delta)} bronze`;
    case "offerSend":
      return "Send the offer";
    case "offerCancel":
      return "Withdraw the draft";
    case "endTurn":
      return "End the turn";
  }
}

export { currentName };
