// Treasure hunts: the treasure deck and its face-up discard, every captain's treasure track
// (the card on it, the progress marker, the dice spaces still ahead up to the final space),
// your maps in hand, the cards you look at while scouting or as a reward, and the moves that
// scout, keep, begin, dig, offer, abandon or pick. Words and moves only; nothing decided here.
import { TRACK_DICE } from "../../../shared/games/shiver-me-timbers/content/treasure-track";
import { treasureLine, treasureText } from "./card-texts";
import { movesFor, type Section } from "./module-section";
import type { ModulesBoardView, ModulesPrivate } from "./module-view";
import type { Action } from "./view";

const CARD_TYPES = new Set(["treasure_keep", "treasure_begin", "treasure_discard", "treasure_pick"]);
const OTHER_TYPES = new Set(["treasure_scout", "treasure_dig", "treasure_offer", "treasure_abandon"]);

/** The dice spaces of the track from `from` (exclusive) to `to` (inclusive): "13 green+white". */
export function diceAhead(from: number, to: number): string[] {
  return Object.entries(TRACK_DICE).map(([space, dice]) => [Number(space), dice] as const)
    .filter(([space]) => space > from && space <= to).map(([space, dice]) => `${space} ${dice.join("+")}`);
}

export function treasureSection(mod: ModulesBoardView, mine: ModulesPrivate | null, moves: readonly Action[], seatName: (s: number) => string): Section {
  const t = mod.treasure;
  const lines = [`Treasure deck: ${t.deckCount} cards${t.discard.length ? `; discarded face up: ${t.discard.map((c) => treasureText(c).name).join(", ")}` : ""}.`];
  t.players.forEach((p, seat) => {
    if (p.hunt) {
      const card = treasureText(p.hunt.card);
      const dice = diceAhead(p.hunt.progress, card.search);
      lines.push(`${seatName(seat)} digs for ${card.name} on ${card.island}: ${p.hunt.progress} of ${card.search} footprints${dice.length ? ` (dice spaces ahead: ${dice.join(", ")})` : ""}; 1 ${card.resource} offered = ${card.advance} steps.`);
    }
    if (p.lookingAt) lines.push(`${seatName(seat)} looks at ${p.lookingAt} treasure card${p.lookingAt === 1 ? "" : "s"} (${p.lookPurpose === "reward" ? "a reward" : "scouting"}).`);
    if (p.handCount && !mine) lines.push(`${seatName(seat)} holds ${p.handCount} map${p.handCount === 1 ? "" : "s"}.`);
  });
  const cards = [];
  const seen = new Set<string>();
  for (const [list, what] of [[mine?.treasureHand ?? [], "your map"], [mine?.treasureLook ?? [], "you look at"]] as const) {
    for (const id of list) {
      if (seen.has(id)) continue;
      seen.add(id);
      cards.push({ id, name: `${treasureText(id).name} (${what})`, text: treasureLine(id), secret: true, moves: movesFor(moves, CARD_TYPES, id) });
    }
  }
  for (const id of mine?.looking ?? []) {
    cards.push({ id, name: `${treasureText(id).name} (a reward: take one)`, text: treasureLine(id), secret: true, moves: moves.filter((m) => m.type === "pickTreasure" && m.treasure === id) });
  }
  const own = movesFor(moves, OTHER_TYPES);
  const visible = t.deckCount > 0 || lines.length > 1 || cards.length > 0 || own.length > 0;
  return { key: "treasure", title: "Treasure hunts", lines, cards, moves: own, visible };
}
