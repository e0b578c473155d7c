// The panels of the rule areas beyond the voyage, wired together for mount.ts: the duel's own
// view (above the chart), the score screen, and beside the chart the combat, crew and ritual
// cards, treasure, missions, monsters, family and this round's event. `offered` tells which
// legal moves these panels give a button, so the all-moves list can mark them as reachable.
import { h } from "../../lib/dom";
import type { LogEntry, TableState } from "../../table/protocol";
import { cardWindowModel } from "./card-window-model";
import { cardWindowPanel } from "./card-window-panel";
import { combatModel, combatPanel } from "./combat-panel";
import { duelModel } from "./duel-model";
import { duelView } from "./duel-view";
import { endModel, endScreen } from "./end-screen";
import { familySection } from "./family-panel";
import { missionsSection } from "./missions-panel";
import { sectionPanel, type Section } from "./module-section";
import { readCards, readCombat, readModules, readModulesPrivate, rec } from "./module-view";
import { monstersSection } from "./monsters-panel";
import type { Names } from "./moves";
import { treasureSection } from "./treasure-panel";
import type { Action, BoardView } from "./view";

export interface ModuleInput {
  state: TableState;
  board: BoardView | null;
  mySeat: number | null;
  /** This seat's legal moves now (empty when it is not asked to move). */
  moves: readonly Action[];
  names: Names;
  canRematch: boolean;
}

/** The round's event (events module) and epic mode, as a section. */
export function roundSection(event: { name: string; text: string } | null, epic: boolean): Section {
  const lines: string[] = [];
  if (event) lines.push(`Event of the round — ${event.name}: ${event.text}`);
  if (epic) lines.push("Epic mode: all ten life goals are laid out, everyone keeps three secret goals, and the end comes only when the second-to-last goal is met.");
  return { key: "round", title: "This round", lines, cards: [], moves: [], visible: lines.length > 0 };
}

/** Every section's moves and the cards' and combat's, i.e. what has a button in these panels. */
function collectMoves(sections: readonly Section[], extra: readonly (readonly Action[])[]): Set<Action> {
  const out = new Set<Action>();
  for (const s of sections) {
    s.moves.forEach((m) => out.add(m));
    s.cards.forEach((c) => c.moves.forEach((m) => out.add(m)));
  }
  extra.forEach((list) => list.forEach((m) => out.add(m)));
  return out;
}

/** Everything the panels show, from one table state: pure, so the tests read it. */
export function moduleModels({ state, board, mySeat, moves, names }: ModuleInput) {
  const raw = rec(state.board);
  const seatName = (s: number) => names.seat(s);
  const mine = readModulesPrivate(state, mySeat);
  const c = readCombat(raw);
  const duel = c ? duelModel(c, mine?.duelHand ?? [], moves, mySeat, seatName) : null;
  const pending = Array.isArray(raw.pending) ? raw.pending.map((p) => ({ kind: String(rec(p).kind), seat: Number(rec(p).seat) })) : [];
  const combat = combatModel(c, pending, moves, mySeat, seatName);
  const cards = cardWindowModel(readCards(raw), mine, moves, mySeat, seatName);
  const mod = readModules(raw);
  const sections = board ? [
    roundSection(mod.event, mod.epic),
    treasureSection(mod, mine, moves, seatName),
    missionsSection(mod, mine, moves, mySeat, seatName),
    monstersSection(mod, mine, moves, seatName),
    familySection(mod, mine, moves, board.players.map((p) => [...p.treasures, ...p.chestTreasures]), seatName),
  ] : [];
  const end = board ? endModel(board, raw, mod, seatName) : null;
  const offered = collectMoves(sections, [
    duel ? [...duel.buttons, ...duel.hand.flatMap((x) => x.moves)] : [],
    combat.owed,
    cards.pass ? [cards.pass] : [], cards.others, cards.hand.flatMap((x) => x.moves), cards.browse?.kinds.flatMap((k) => k.moves) ?? [],
  ]);
  return { duel, combat, cards, sections, end, offered };
}

export function modulePanels(play: (move: Action) => void, rematch: () => void) {
  const duel = duelView(play);
  const end = endScreen(rematch);
  const combat = combatPanel(play);
  const cards = cardWindowPanel(play);
  const sections = sectionPanel(play);
  const element = h("div", { class: "smt-module-panels" }, combat.element, cards.element, sections.element);
  let offered = new Set<Action>();
  const drawn = new Map<string, string>();
  return {
    /** Goes above the chart. */
    duelElement: duel.element,
    /** Goes first beside the chart. */
    endElement: end.element,
    element,
    log: (entries: readonly LogEntry[]) => combat.log(entries),
    offered: () => offered,
    update(input: ModuleInput) {
      const m = moduleModels(input);
      // A panel is drawn again only when what it shows changed (most patches touch one or two).
      const changed = (key: string, value: unknown) => {
        const text = JSON.stringify(value);
        if (drawn.get(key) === text) return false;
        drawn.set(key, text);
        return true;
      };
      if (changed("duel", m.duel)) duel.update(m.duel, input.names);
      if (changed("combat", m.combat)) combat.update(m.combat, input.names);
      if (changed("cards", m.cards)) cards.update(m.cards, input.names);
      else cards.retryAutoPass();
      if (changed("sections", m.sections)) sections.update(m.sections, input.names);
      if (changed("end", [m.end, input.canRematch])) end.update(m.end, input.canRematch);
      offered = m.offered;
    },
  };
}
