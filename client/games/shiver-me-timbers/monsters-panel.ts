// Monsters: where the Sea Serpent and the Kraken wait once summoned, every hunter's marker on
// each hunt track, the hunt deck and its last card face up, the trophies left and won, who
// decides what now (a sacrifice, a tide, a reward) and, for the one rearranging after a tide
// only, the top hunt cards in secret with every order the rules allow as a button.
import { HUNT_TRACK_FINAL } from "../../../shared/games/shiver-me-timbers/content/monsters";
import { huntCardText, monsterMarkerText, monsterName } from "./card-texts";
import { movesFor, type Section, type SectionCard } from "./module-section";
import type { ModulesBoardView, ModulesPrivate } from "./module-view";
import { specialName } from "./names";
import type { Action } from "./view";

const TYPES = new Set(["monster_hunt", "monster_sacrifice", "monster_reward", "monster_offer", "monster_summon_spot"]);

export function monstersSection(mod: ModulesBoardView, mine: ModulesPrivate | null, moves: readonly Action[], seatName: (s: number) => string): Section {
  const mo = mod.monsters;
  const lines: string[] = [];
  for (const [id, spot] of Object.entries(mo.board)) lines.push(`The ${monsterName(id)} waits at ${specialName(spot)}.`);
  for (const [id, seats] of Object.entries(mo.progress)) {
    const on = seats.map((p, seat) => [p, seat] as const).filter(([p]) => p >= 0);
    if (on.length) lines.push(`${monsterName(id)} hunt track (final space ${HUNT_TRACK_FINAL}): ${on.map(([p, seat]) => `${seatName(seat)} at ${p}`).join(", ")}.`);
  }
  if (mo.discard.length) lines.push(`Last hunt card: ${huntCardText(mo.discard[mo.discard.length - 1])}.`);
  if (mo.choice) lines.push(`${seatName(mo.choice.seat)} decides: ${mo.choice.kind}${mo.choice.card ? ` (${huntCardText(mo.choice.card)})` : ""} on the ${monsterName(mo.choice.monster)} hunt.`);
  mo.trophies.forEach((t, seat) => t.length && lines.push(`${seatName(seat)} won ${t.map(monsterMarkerText).join(", ")}.`));
  const cards: SectionCard[] = (mine?.tide ?? []).map((id, i) => ({ id, name: `Hunt card ${i + 1} of the deck (the tide shows it to you alone)`, text: huntCardText(id), secret: true, moves: [] }));
  const tide = moves.filter((m) => m.type === "monster_tide");
  const own = [...movesFor(moves, TYPES), ...tide];
  const visible = Object.keys(mo.board).length > 0 || lines.length > 0 || cards.length > 0 || own.length > 0;
  if (visible) lines.unshift(`Hunt deck: ${mo.deckCount} cards; trophies left: ${mo.markers.map(monsterMarkerText).join(", ") || "none"}.`);
  return { key: "monsters", title: "Monsters", lines, cards, moves: own, visible };
}
