// The score screen: the final scoring item by item for every captain (life goals, secret
// goals revealed with their bonus, the trophies' VP one by one, gold on the ship and in the
// chest, the total), the winners and how a tie was broken (fewest missions, most gold, the
// duel for the victory, which is shown while it is fought), and a rematch button.
import { clear, h } from "../../lib/dom";
import { missionText, monsterMarkerText, relativeText, soulmateText, treasureText, trophyVp } from "./card-texts";
import type { ModulesBoardView } from "./module-view";
import { rec } from "./module-view";
import { gold } from "./names";
import type { BoardView } from "./view";

export interface ScoreItem { label: string; vp: number }
export interface ScoreRow {
  seat: number;
  name: string;
  winner: boolean;
  goals: { vp: number; items: string[] };
  secret: { vp: number; items: string[] };
  /** The trophies line, item by item; `vp` is the server's figure, `items` add up to it. */
  trophies: { vp: number; items: ScoreItem[] };
  gold: { vp: number; text: string };
  total: number;
}
export interface EndModel { summary: string; tieBreak: string; rows: ScoreRow[]; duelForVictory: string | null }

const TIE_WORDS: Readonly<Record<string, string>> = {
  none: "No tie.",
  missions: "Tied on points: the fewest missions left broke the tie.",
  gold: "Tied on points and missions: the most gold broke the tie.",
  duel: "Tied on points, missions and gold: a duel for the victory decided.",
};

const num = (v: unknown): number => (typeof v === "number" ? v : 0);

/** Every item that the trophies line of the final scoring counts, with its VP. */
export function trophyItems(p: BoardView["players"][number], mod: ModulesBoardView, seat: number): ScoreItem[] {
  const items: ScoreItem[] = [];
  for (const m of p.trophies.merchants) items.push({ label: trophyVp.merchantName(m), vp: trophyVp.merchant(m) });
  for (const f of p.trophies.fortresses) items.push({ label: trophyVp.fortressName(f), vp: trophyVp.fortress(f) });
  for (const s of p.trophies.shipMarkers) items.push({ label: `ship marker of seat ${Number(s) + 1 || s}`, vp: trophyVp.shipMarker() });
  for (const r of mod.family.relatives[seat] ?? []) items.push({ label: relativeText(r).name, vp: relativeText(r).vp });
  for (const s of mod.family.soulmates[seat] ?? []) items.push({ label: soulmateText(s).name, vp: soulmateText(s).vp });
  for (const t of [...p.treasures, ...p.chestTreasures]) items.push({ label: treasureText(t).name, vp: trophyVp.treasure(t) });
  for (const c of mod.missions.players[seat]?.completed ?? []) items.push({ label: missionText(c).name, vp: trophyVp.mission(c) });
  for (const m of mod.monsters.trophies[seat] ?? []) items.push({ label: `monster trophy (${monsterMarkerText(m)})`, vp: trophyVp.monster(m) });
  return items.filter((i) => i.vp !== 0);
}

export function endModel(board: BoardView, raw: Record<string, unknown>, mod: ModulesBoardView, seatName: (s: number) => string): EndModel | null {
  const final = raw.final ? rec(raw.final) : null;
  const tb = raw.tieBreak ? rec(raw.tieBreak) : null;
  const duelForVictory = tb && !final ? `Tied at the top: ${seatName(num(tb.champion))} duels ${(Array.isArray(tb.rivals) ? tb.rivals : []).map((r) => seatName(num(r))).join(", ")} for the victory (draws so far: ${num(tb.draws)}).` : null;
  if (!final) return duelForVictory ? { summary: "The final scores are tied.", tieBreak: "", rows: [], duelForVictory } : null;
  const lines = Array.isArray(final.lines) ? final.lines.map(rec) : [];
  const winners = Array.isArray(final.winners) ? final.winners : [];
  const goalName = (id: number) => board.goals.find((g) => g.id === id)?.name ?? `goal ${id}`;
  const rows = board.players.map((p, seat) => {
    const l = lines[seat] ?? {};
    const secretGoals = p.secretGoals ?? [];
    return {
      seat, name: seatName(seat), winner: winners.includes(seat),
      goals: { vp: num(l.goals), items: p.claimed.map(goalName) },
      secret: { vp: num(l.secretBonus), items: secretGoals.map((g) => `${goalName(g)} ${p.claimed.includes(g) ? "✔ met" : "✘ not met"}`) },
      trophies: { vp: num(l.seals), items: trophyItems(p, mod, seat) },
      gold: { vp: num(l.gold), text: `${gold(p.gold)} aboard + ${gold(p.chestGold)} in the chest` },
      total: num(l.total),
    };
  });
  return { summary: typeof final.summary === "string" ? final.summary : "", tieBreak: TIE_WORDS[String(final.tieBreak)] ?? "", rows, duelForVictory };
}

export function endScreen(onRematch: () => void): { element: HTMLElement; update(model: EndModel | null, canRematch: boolean): void } {
  const element = h("section", { class: "panel smt-end", "data-testid": "smt-end", hidden: true });
  return {
    element,
    update(model, canRematch) {
      clear(element);
      element.hidden = model === null;
      if (!model) return;
      element.append(h("h3", { text: "Final scoring" }), h("p", { class: "smt-end-summary", "data-testid": "end-summary", text: model.summary }));
      if (model.duelForVictory) element.append(h("p", { "data-testid": "end-tiebreak-duel", text: model.duelForVictory }));
      if (model.tieBreak) element.append(h("p", { class: "muted", "data-testid": "end-tiebreak", text: model.tieBreak }));
      if (model.rows.length) {
        const table = h("table", { class: "smt-score", "data-testid": "score-table" });
        table.append(h("tr", {}, h("th", { text: "" }), ...model.rows.map((r) => h("th", { class: r.winner ? "winner" : "", text: `${r.name}${r.winner ? " (winner)" : ""}` }))));
        const row = (label: string, cell: (r: ScoreRow) => HTMLElement, key: string) =>
          table.append(h("tr", { "data-testid": `score-${key}` }, h("th", { text: label }), ...model.rows.map(cell)));
        const cell = (vp: number, details: string[]) => h("td", {}, h("b", { text: `${vp} VP` }), ...details.map((d) => h("div", { class: "muted", text: d })));
        row("Life goals", (r) => cell(r.goals.vp, r.goals.items), "goals");
        row("Secret goals (revealed)", (r) => cell(r.secret.vp, r.secret.items), "secret");
        row("Trophies", (r) => cell(r.trophies.vp, r.trophies.items.map((i) => `${i.label}: ${i.vp}`)), "trophies");
        row("Gold (1 VP per 1,000 G)", (r) => cell(r.gold.vp, [r.gold.text]), "gold");
        row("Total", (r) => h("td", { class: r.winner ? "winner" : "" }, h("b", { text: `${r.total} VP` })), "total");
        element.append(table);
      }
      if (canRematch) {
        const b = h("button", { type: "button", "data-testid": "rematch", text: "Rematch: same table, a fresh shuffle" });
        b.addEventListener("click", () => {
          b.disabled = true;
          onRematch();
        });
        element.append(b);
      }
    },
  };
}
