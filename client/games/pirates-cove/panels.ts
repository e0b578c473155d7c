// The DOM beside the chart: your move (the navigation wheel, the battle with its dice and
// targets, the cards in hand with their timing, the other buttons), every ship with its four
// sections and the fame track, and the end with the fame cards revealed. Only moves the server
// listed are offered.
import { clear, h } from "../../lib/dom";
import type { LogEntry } from "../../table/protocol";
import { timingOf } from "./card-timing";
import type { Course } from "./course";
import { seatCss } from "./layout";
import { firingOrder } from "./status";
import { describeMove, islandName, volleyDice, type MoveGroups, type Names } from "./moves";
import { SECTION_NAMES, type Action, type BoardView, type SeatPrivate } from "./view";

const button = (label: string, onClick: () => void, testid: string, opts: { title?: string; cls?: string; disabled?: boolean; move?: Action } = {}) => {
  const b = h("button", { type: "button", class: opts.cls ?? "small", "data-testid": testid, title: opts.title, text: label, "data-move": opts.move && JSON.stringify(opts.move) });
  b.disabled = opts.disabled === true;
  b.addEventListener("click", onClick);
  return b;
};

export interface MovePanelInput {
  board: BoardView | null;
  mine: SeatPrivate | null;
  groups: MoveGroups | null;
  names: Names;
  course: Course;
  waiting: string;
  log: readonly LogEntry[];
}

export function movePanel(play: (m: Action) => void, setWheel: (island: number) => void, lock: () => void) {
  const body = h("div", { class: "pc-move-body" });
  const element = h("section", { class: "panel pc-move", "data-testid": "pc-move" }, h("h3", { text: "Your move" }), body);
  const update = (x: MovePanelInput) => {
    clear(body);
    const { board, groups, names } = x;
    if (!board) return void body.append(h("p", { class: "muted", text: x.waiting }));
    if (board.phase === "navigation") body.append(wheel(board, groups, x.course, setWheel, lock));
    if (board.combat) body.append(battle(board, groups, names, x.log, play));
    if (groups && groups.buttons.length > 0) {
      const row = h("div", { class: "pc-row", "data-testid": "pc-buttons" });
      for (const m of groups.buttons) row.append(button(describeMove(m, names), () => play(m), `pc-${m.type}${"section" in m ? `-${m.section}` : ""}${m.type === "parrot" ? `-${m.take}` : ""}`, { move: m }));
      body.append(row);
    }
    if (!groups) body.append(h("p", { class: "muted", "data-testid": "pc-waiting", text: x.waiting }));
    body.append(hand(x.mine, groups, names, play));
  };
  return { element, update };
}

function wheel(board: BoardView, groups: MoveGroups | null, course: Course, setWheel: (i: number) => void, lock: () => void): HTMLElement {
  const rose = h("div", { class: "pc-wheel", "data-testid": "pc-wheel" });
  for (let island = 1; island <= 7; island++) {
    const legal = groups?.islands.has(island) ?? false;
    const b = button(islandName(island), () => setWheel(island), `pc-wheel-${island}`, { cls: `small pc-spoke pc-spoke-${island}${course.set === island ? " set" : ""}`, disabled: !legal || course.locked !== null });
    b.setAttribute("aria-pressed", String(course.set === island));
    rose.append(b);
  }
  const chosen = board.ships.filter((s) => s.hasChosen).map((s) => s.name);
  const lockButton = button(course.locked !== null ? `Locked: ${islandName(course.locked)}` : course.set !== null ? `Lock in ${islandName(course.set)}` : "Set the wheel first", lock, "pc-lock", { cls: "pc-lock", disabled: course.locked !== null || course.set === null });
  const open = board.clockwise ? "Crow's nest: choices are made in turn, in the open." : "Your choice stays secret until everyone has chosen.";
  return h("div", { class: "pc-navigation" }, rose, lockButton,
    h("p", { class: "muted", "data-testid": "pc-chosen", text: `${open} Chosen: ${chosen.length ? chosen.join(", ") : "nobody yet"}.` }));
}

function battle(board: BoardView, groups: MoveGroups | null, names: Names, log: readonly LogEntry[], play: (m: Action) => void): HTMLElement {
  const c = board.combat!;
  const fighters = [...c.ships.map((s) => names.seat(s)), ...(c.legend ? [names.fighter(c.legend.id)] : []), ...(c.navy ? ["the Royal Navy"] : [])];
  const box = h("div", { class: "pc-battle", "data-testid": "pc-battle" },
    h("h4", { text: `Battle at ${islandName(c.island)} · round ${c.round}` }),
    h("p", { "data-testid": "pc-fighting", text: `Fighting: ${fighters.join(", ")}. ${firingOrder(c.order, (id) => names.fighter(id))}` }));
  if (c.pending) box.append(h("p", { "data-testid": "pc-pending", text: `${names.fighter(c.pending.shooter)} aims at ${names.fighter(c.pending.target)}'s ${c.pending.section}${c.pending.card !== null ? ` with ${names.card(c.pending.card)}` : ""}.` }));
  if (c.fleeing.length) box.append(h("p", { text: `Deciding whether to flee: ${c.fleeing.map((s) => names.seat(s)).join(", ")}.` }));
  const last = [...log].reverse().find((e) => e.kind === "volley");
  const dice = last ? volleyDice(last.text) : null;
  if (last && dice) {
    const tray = h("div", { class: "pc-dice", "data-testid": "pc-dice", title: last.text });
    for (const d of dice.dice) tray.append(h("span", { class: `pc-die${d >= 5 ? " hit" : ""}`, text: String(d) }));
    box.append(h("p", { class: "pc-last-volley", text: last.text }), tray);
  }
  const hits = [...log].reverse().slice(0, 8).filter((e) => ["sectionHit", "blackShipHit", "crippled", "sunk", "flee", "mutiny", "victor"].includes(e.kind));
  if (hits.length) box.append(h("ul", { class: "pc-hits" }, ...hits.reverse().map((e) => h("li", { text: e.text }))));
  if (groups && groups.targets.size > 0) {
    for (const [target, moves] of groups.targets) {
      const row = h("div", { class: "pc-row" }, h("span", { class: "pc-row-title", text: `At ${names.fighter(target)}:` }));
      for (const m of moves) {
        const section = "section" in m ? m.section : "";
        const card = m.type === "fire" && m.card !== undefined ? ` + ${names.card(m.card)}` : "";
        row.append(button(`${section}${card}`, () => play(m), `pc-fire-${target}-${section}${m.type === "fire" && m.card !== undefined ? `-${m.card}` : ""}`, { title: describeMove(m, names), move: m }));
      }
      box.append(row);
    }
  }
  return box;
}

function hand(mine: SeatPrivate | null, groups: MoveGroups | null, names: Names, play: (m: Action) => void): HTMLElement {
  const box = h("div", { class: "pc-hand", "data-testid": "pc-hand" }, h("h4", { text: "Tavern cards in hand" }));
  if (!mine) return box;
  if (mine.hand.length === 0) box.append(h("p", { class: "muted", text: "No cards." }));
  for (const card of mine.hand) {
    const uses = groups?.cards.get(card.id) ?? [];
    const el = h("div", { class: `pc-card pc-card-${card.kind}${uses.length ? " playable" : ""}`, "data-testid": `pc-card-${card.id}`, title: timingOf(card.kind) },
      h("b", { text: card.name }), h("small", { text: timingOf(card.kind) }));
    for (const m of uses) el.append(button(describeMove(m, names).replace(/^Play [^:]*: /, ""), () => play(m), `pc-play-${card.id}`, { title: describeMove(m, names), move: m }));
    box.append(el);
  }
  if (mine.fameInHand > 0) box.append(h("p", { class: "muted", text: `Fame cards in hand: ${mine.fameInHand} fame, counted at the end.` }));
  return box;
}

/** Every ship with its four sections and levels, and the fame track. */
export function shipsPanel() {
  const body = h("div", { class: "pc-ships" });
  const track = h("div", { class: "pc-fame-track", "data-testid": "pc-fame-track" });
  const element = h("section", { class: "panel pc-ships-panel", "data-testid": "pc-ships" }, h("h3", { text: "Ships and fame" }), track, body);
  const update = (board: BoardView | null, active: readonly number[], me: number | null) => {
    clear(body);
    clear(track);
    if (!board) return;
    const top = Math.max(20, ...board.ships.map((s) => s.fame));
    for (const s of board.ships) {
      const mark = h("span", { class: "pc-fame-mark", title: `${s.name}: ${s.fame} fame`, text: String(s.fame) });
      mark.style.left = `${(s.fame / top) * 100}%`;
      mark.style.background = seatCss(s.seat);
      track.append(mark);
    }
    for (const s of board.ships) {
      const levels = h("div", { class: "pc-sections" });
      for (const name of SECTION_NAMES) {
        const mc = s.mastercrafts.find((m) => m.section === name);
        const bar = h("span", { class: "pc-level", title: `${name}: ${s.sections[name]}${mc ? ` (Mastercraft${mc.damaged ? ", damaged" : ""})` : ""}` },
          h("b", { text: name }), h("i", { text: `${s.sections[name]}${mc ? "★" : ""}` }));
        bar.style.setProperty("--level", String(Math.min(6, s.sections[name])));
        levels.append(bar);
      }
      body.append(h("div", { class: `pc-ship${active.includes(s.seat) ? " active" : ""}`, "data-testid": `pc-ship-${s.seat}` },
        h("header", { style: `border-color: ${seatCss(s.seat)}` }, h("b", { text: `${s.name}${s.seat === me ? " (you)" : ""}` }),
          h("span", { text: `${islandName(s.island)}${s.crippled ? " · crippled" : ""}${s.hasChosen ? " · has chosen" : ""}` })),
        levels,
        h("p", { class: "pc-stats", text: `Fame ${s.fame} · gold ${s.gold} · treasures ${s.treasures}${s.hold !== null ? `/${s.hold}` : ""} · buried ${s.buried} · ${s.handSize} card${s.handSize === 1 ? "" : "s"} · speed ${s.speed} · ${s.dice} dice` }),
        s.parrot ? h("p", { class: "pc-stats", text: `${s.parrot.name}${s.parrot.hurt ? " (hurt)" : ""}` }) : null));
    }
  };
  return { element, update };
}

/** The end: final scores, fame cards revealed (from the log). */
export function endPanel() {
  const element = h("section", { class: "panel pc-end", "data-testid": "pc-end", hidden: true });
  const update = (board: BoardView | null, finished: boolean, log: readonly LogEntry[], summary: string) => {
    element.hidden = !finished || !board;
    if (element.hidden || !board) return;
    clear(element);
    element.append(h("h3", { text: "The voyage is over" }), h("p", { "data-testid": "pc-summary", text: summary }));
    const rows = board.ships.map((s, i) => h("li", { text: `${s.name}: ${board.scores?.[i] ?? s.fame} fame${board.winners.includes(i) ? " — winner" : ""}` }));
    element.append(h("ol", {}, ...rows));
    for (const e of log.filter((x) => x.kind === "fameCards")) element.append(h("p", { class: "muted", text: e.text }));
  };
  return { element, update };
}
