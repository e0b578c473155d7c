/**
 * The 6 title cards (Components; Rise to Nobility): each earned by its title quest, each a
 * lasting bonus for the rest of the game. King's Privateer follows rules-notes.md (+1 strength
 * and you become a pirate hunter); the others are our design, echoing their quests.
 */
import type { Lasting } from "./effects";

export interface TitleCard {
  readonly id: string;
  readonly name: string;
  readonly bonuses: readonly Lasting[];
  readonly text: string;
}

export const TITLE_CARDS: readonly TitleCard[] = [
  { id: "kings-privateer", name: "King's Privateer", bonuses: [{ kind: "strength", amount: 1 }, { kind: "pirateHunter" }],
    text: "+1 strength, and you are a pirate hunter: a player who ends a Travel on your sea space may be boarded by you at once." },
  { id: "governors-buccaneer", name: "The Governor's Buccaneer", bonuses: [{ kind: "duelCards", amount: 1 }],
    text: "Draw 1 more duel card in every duel." },
  { id: "merchant-adventurer", name: "Merchant Adventurer", bonuses: [{ kind: "sellBonus", amount: 200 }],
    text: "+200 G on every Sell action that sells something." },
  { id: "keeper-old-ways", name: "Keeper of the Old Ways", bonuses: [{ kind: "handLimit", deck: "ritual", amount: 1 }, { kind: "handLimit", deck: "crew", amount: 1 }],
    text: "You may hold 4 crew and 4 ritual cards." },
  { id: "royal-cartographer", name: "Royal Cartographer", bonuses: [{ kind: "movement", amount: 1 }],
    text: "+1 movement point on every Travel action." },
  { id: "scourge-nations", name: "Scourge of the Nations", bonuses: [{ kind: "gunfightAtEqualSpeed" }, { kind: "speed", amount: 1 }],
    text: "+1 speed, and you may open a gunfight at equal speed." },
];

const byId = new Map(TITLE_CARDS.map((t) => [t.id, t]));
export function titleCard(id: string): TitleCard {
  const found = byId.get(id);
  if (!found) throw new Error(`unknown title card ${id}`);
  return found;
}
