// What the cards, markers and tiles of Shiver Me Timbers say, for the panels: names, costs
// and effect texts read from the rules module's content data (one source: a value corrected
// there is corrected here). Words only; no rule is decided here. Unknown ids read as titles.
import { CARD_KINDS } from "../../../shared/games/shiver-me-timbers/content/crew-rituals";
import { FAMILY_MEMBERS } from "../../../shared/games/shiver-me-timbers/content/family";
import { FORTRESSES } from "../../../shared/games/shiver-me-timbers/content/fortresses";
import { MERCHANTS, merchantName, merchantToDefeat } from "../../../shared/games/shiver-me-timbers/content/merchants";
import { MISSION_CARDS, type MissionCard, type Task } from "../../../shared/games/shiver-me-timbers/content/missions";
import { HUNT_CARDS, MONSTER_MARKERS, MONSTERS } from "../../../shared/games/shiver-me-timbers/content/monsters";
import { TITLE_CARDS } from "../../../shared/games/shiver-me-timbers/content/titles";
import { TREASURE_CARDS } from "../../../shared/games/shiver-me-timbers/content/treasures";
import { SOULMATE_MARKERS, WISH_CARDS } from "../../../shared/games/shiver-me-timbers/content/wishes";
import { SHIP_MARKER_VP } from "../../../shared/games/shiver-me-timbers/content/card-decks";
import type { Reward } from "../../../shared/games/shiver-me-timbers/content/effects";
import { cargoText, gold, islandName } from "./names";

const titled = (id: string) => id.split("-").map((w) => (w ? w[0].toUpperCase() + w.slice(1) : w)).join(" ");

export interface CardText {
  name: string;
  /** What playing it costs ("200 G", "1 cocoa, 1 rum"), crew and ritual cards only. */
  cost: string;
  /** When it may be played, in words. */
  when: string;
  text: string;
  deck: "crew" | "ritual" | null;
}

const TIMING_WORDS: Readonly<Record<string, string>> = {
  anyTime: "any window, on anybody's turn",
  ownTurn: "your own turn",
  ownTravel: "when you announce a Travel",
  ownTrade: "when you announce a Trade",
  ownHunt: "when you announce a treasure or monster hunt",
  combat: "the prelude of a combat you fight",
};

const KINDS = new Map(CARD_KINDS.map((k) => [k.id, k]));

/** A crew or ritual card by its id (`kind#copy`) or kind. */
export function cardText(cardOrKind: string): CardText {
  const kind = KINDS.get(cardOrKind.split("#")[0]);
  if (!kind) return { name: titled(cardOrKind.split("#")[0]), cost: "", when: "", text: "", deck: null };
  const cost = kind.deck === "crew" ? gold(kind.gold) : cargoText(kind.resources);
  return { name: kind.name, cost, when: TIMING_WORDS[kind.timing] ?? kind.timing, text: kind.text, deck: kind.deck };
}

/** Whether a card's effect points at another player (its play names a target). */
export const cardTargetsOpponent = (card: string): boolean => {
  const e = KINDS.get(card.split("#")[0])?.effect.kind ?? "";
  return e.startsWith("opponent");
};

export function rewardText(r: Reward): string {
  switch (r.kind) {
    case "gold": return gold(r.amount);
    case "resource": return `${r.units} ${r.resource === "any" ? "resource(s) of your choice" : r.resource}`;
    case "upgrade": return r.attribute === "any" ? "a free upgrade" : `a ${r.attribute} upgrade`;
    case "crewCard": return "a crew card of your choice";
    case "ritualCard": return "a ritual card of your choice";
    case "treasure": return "a treasure card (look at 2, keep 1)";
    case "relative": return `your ${r.relative} rescued`;
    case "extraAction": return "an extra action";
    case "roll": return `a roll of the ${r.die} die`;
  }
}

const TREASURES = new Map(TREASURE_CARDS.map((t) => [t.id, t]));

export interface TreasureText { name: string; island: string; search: number; resource: string; advance: number; price: number; vp: number; kind: string }

export function treasureText(id: string): TreasureText {
  const t = TREASURES.get(id);
  if (!t) return { name: titled(id), island: "", search: 0, resource: "", advance: 0, price: 0, vp: 0, kind: "treasure" };
  return { name: t.name, island: islandName(t.island), search: t.search, resource: t.resource, advance: t.advance, price: t.price, vp: t.vp, kind: t.kind };
}

export const treasureLine = (id: string): string => {
  const t = treasureText(id);
  return `${t.name}${t.kind === "treasure" ? "" : ` (${t.kind})`}: buried on ${t.island}, ${t.search} footprints; 1 ${t.resource} = ${t.advance} steps; sells ${gold(t.price)}, ${t.vp} VP`;
};

function taskText(t: Task): string {
  switch (t.kind) {
    case "visit": return `be on ${islandName(t.island)}`;
    case "deliver": return `deliver ${t.units} ${t.resource} to ${islandName(t.island)}`;
    case "pay": return `pay ${gold(t.gold)} on ${islandName(t.island)}`;
    case "attribute": return `${t.attribute} at least ${t.atLeast}`;
    case "defeat": {
      const f = t.foe;
      if (f.kind === "merchant") return `defeat ${merchantToDefeat(f)}`;
      return f.kind === "monster" ? `defeat ${f.monster ? titled(f.monster) : "a monster"}` : `defeat a ${f.kind}`;
    }
    case "raise": return "raise a treasure";
    case "play": return `play ${cardText(t.card).name}`;
    case "sell": return `sell ${t.units} units on ${islandName(t.island)} at once`;
    case "arrive": return `end a Travel on ${islandName(t.island)}`;
  }
}

const MISSIONS = new Map<string, MissionCard>(MISSION_CARDS.map((m) => [m.id, m]));

export function missionText(id: string): { name: string; kind: string; tasks: string[]; reward: string; vp: number } {
  const m = MISSIONS.get(id);
  if (!m) return { name: titled(id), kind: "", tasks: [], reward: "", vp: 0 };
  const reward = m.title ? `the title ${titleText(m.title).name}` : m.rewards.map(rewardText).join(", ");
  return { name: m.name, kind: m.kind === "title" ? "title quest" : `${m.kind} mission`, tasks: m.tasks.map(taskText), reward, vp: m.vp };
}

const TITLES = new Map(TITLE_CARDS.map((t) => [t.id, t]));
export const titleText = (id: string) => ({ name: TITLES.get(id)?.name ?? titled(id), text: TITLES.get(id)?.text ?? "" });

const HUNT = new Map(HUNT_CARDS.map((c) => [c.id, c]));
export function huntCardText(id: string): string {
  const c = HUNT.get(id);
  if (!c) return titled(id);
  switch (c.kind) {
    case "test": return `Test of ${c.attribute}: roll the blue die, advance ${c.advance} if your ${c.attribute} is at least the face`;
    case "sacrifice": return `Sacrifice (${c.cost.kind === "gold" ? gold(c.cost.amount) : c.cost.kind === "upgrade" ? "an upgrade" : `1 ${c.cost.resource === "any" ? "resource" : c.cost.resource}`}): pay to advance ${c.advance}, or stay`;
    case "respite": return `Respite: advance ${c.advance}`;
    case "danger": return `Danger: roll the red die, lose what it shows, advance ${c.advance}`;
    case "tide": return `Tide: look at the top ${c.look} hunt cards, put them back in any order, advance ${c.advance}`;
  }
}

export const monsterName = (id: string): string => MONSTERS.find((m) => m.id === id)?.name ?? titled(id);

export function monsterMarkerText(id: string): string {
  const m = MONSTER_MARKERS.find((x) => x.id === id);
  return m ? `${m.vp} VP${m.rewards.length ? ` and ${m.rewards.map(rewardText).join(", ")}` : ""}` : titled(id);
}

export const wishText = (id: string) => {
  const w = WISH_CARDS.find((x) => x.id === id);
  return { name: w?.name ?? titled(id), text: w?.text ?? "" };
};

export const soulmateText = (id: string) => {
  const s = SOULMATE_MARKERS.find((x) => x.id === id);
  return { name: s?.name ?? titled(id), vp: s?.vp ?? 0 };
};

export const relativeText = (id: string) => {
  const r = FAMILY_MEMBERS.find((x) => x.id === id);
  return { name: r?.name ?? titled(id), text: r?.text ?? "", vp: r?.vp ?? 0 };
};

/** Victory points of the trophies that score at the end, item by item (the tableau's ids). */
export const trophyVp = {
  merchant: (id: string) => MERCHANTS.find((m) => m.id === id)?.vp ?? 0,
  merchantName: (id: string) => {
    const m = MERCHANTS.find((x) => x.id === id);
    return m ? `${titled(m.size)} ${merchantName(m)}` : titled(id);
  },
  fortress: (id: string) => FORTRESSES.find((f) => f.id === id)?.vp ?? 0,
  fortressName: (id: string) => FORTRESSES.find((f) => f.id === id)?.name ?? titled(id),
  shipMarker: () => SHIP_MARKER_VP,
  treasure: (id: string) => TREASURES.get(id)?.vp ?? 0,
  mission: (id: string) => MISSIONS.get(id)?.vp ?? 0,
  monster: (id: string) => MONSTER_MARKERS.find((m) => m.id === id)?.vp ?? 0,
};
