// Missions and titles: the mission deck, every captain's face-up missions and title quests
// with their tasks ticked, how many secret missions each holds (never which), missions done
// and titles won with what they give; your own missions (secret ones too) and the top cards
// you look at at Port Royal, with the moves that acquire, keep, return, discard or claim.
import { missionText, titleText } from "./card-texts";
import { movesFor, type Section, type SectionCard } from "./module-section";
import type { ModulesBoardView, ModulesPrivate } from "./module-view";
import type { Action } from "./view";

const CARD_TYPES = new Set(["mission_keep", "mission_discard", "mission_claim"]);
const OTHER_TYPES = new Set(["mission_acquire", "mission_return", "originLook"]);

/** A mission's tasks with a tick for each one met: "✔ raise a treasure; ☐ be on The Bay". */
export function taskLine(card: string, met: readonly boolean[]): string {
  const m = missionText(card);
  return m.tasks.map((t, i) => `${met[i] ? "✔" : "☐"} ${t}`).join("; ");
}

export function missionsSection(mod: ModulesBoardView, mine: ModulesPrivate | null, moves: readonly Action[], mySeat: number | null, seatName: (s: number) => string): Section {
  const m = mod.missions;
  const lines = [`Mission deck: ${m.deckCount} cards.`];
  m.players.forEach((p, seat) => {
    const parts: string[] = [];
    if (seat !== mySeat && p.revealed.length) parts.push(`face up: ${p.revealed.map((r) => `${missionText(r.card).name} (${taskLine(r.card, r.met)})`).join(", ")}`);
    if (seat !== mySeat && p.hiddenCount) parts.push(`${p.hiddenCount} secret mission${p.hiddenCount === 1 ? "" : "s"}`);
    if (p.completed.length) parts.push(`done: ${p.completed.map((c) => missionText(c).name).join(", ")}`);
    if (p.titles.length) parts.push(`titles: ${p.titles.map((t) => `${titleText(t).name} (${titleText(t).text})`).join(", ")}`);
    if (p.lookingAt) parts.push(`looking at ${p.lookingAt} cards`);
    if (parts.length) lines.push(`${seatName(seat)} — ${parts.join("; ")}.`);
  });
  const cards: SectionCard[] = [];
  for (const held of mine?.missionsHeld ?? []) {
    const t = missionText(held.card);
    cards.push({ id: held.card, name: `${t.name} (${t.kind}, ${t.vp} VP)`, text: `${taskLine(held.card, held.met)} → ${t.reward}`, secret: t.kind === "secret mission", moves: movesFor(moves, CARD_TYPES, held.card) });
  }
  for (const id of mine?.missionLook ?? []) {
    const t = missionText(id);
    cards.push({ id, name: `${t.name} (${t.kind}, ${t.vp} VP) — you look at it`, text: `${t.tasks.join("; ")} → ${t.reward}`, secret: true, moves: movesFor(moves, CARD_TYPES, id) });
  }
  const own = movesFor(moves, OTHER_TYPES);
  return { key: "missions", title: "Missions & titles", lines, cards, moves: own, visible: m.deckCount > 0 || lines.length > 1 || cards.length > 0 || own.length > 0 };
}
