// What each player's tableau shows, as plain rows (label, value, tooltip), so the DOM panel
// only draws and the tests can read exactly what a seat or a spectator is shown. Secrets come
// only from the seat's own private part; a spectator's tableau is built without one.
import type { BoardView, PlayerView, SeatPrivate } from "./view";
import { cargoText, gold, islandName, spaceName, talentName, treasureName } from "./names";

export interface Row {
  key: string;
  label: string;
  value: string;
  tip: string;
}

export interface PlayerTableau {
  seat: number;
  name: string;
  mine: boolean;
  active: boolean;
  rows: Row[];
  /** Only for your own seat, or for everyone once the game is over. */
  secret: Row[];
}

/**
 * How far a life goal is: the counter it reads and its target (the goals' own numbers, as their
 * texts say; docs/rules/shiver-me-timbers.md). Dread Vessel reads the ship instead.
 */
const GOAL_COUNTERS: Readonly<Record<number, { counter: string; of: number }>> = {
  1: { counter: "unitsSold", of: 10 }, 2: { counter: "missionsCompleted", of: 3 }, 3: { counter: "treasuresRaised", of: 3 },
  4: { counter: "relativesRescued", of: 3 }, 5: { counter: "boardingWins", of: 3 }, 6: { counter: "fortressesRaided", of: 2 },
  7: { counter: "monstersDefeated", of: 1 }, 8: { counter: "titlesEarned", of: 1 }, 9: { counter: "soulmatesWon", of: 1 },
};
export const GOAL_TARGETS = GOAL_COUNTERS;

export function goalProgress(goal: number, p: PlayerView): string {
  const c = GOAL_COUNTERS[goal];
  if (c) return `${Math.min(p.counters[c.counter] ?? 0, c.of)}/${c.of}`;
  if (goal === 10) {
    const top = Math.max(p.speed, p.strength, p.hull);
    return `best ${top}/7, sum ${p.speed + p.strength + p.hull}/15`;
  }
  return "";
}

function goalRow(board: BoardView, p: PlayerView, id: number, kind: string): Row {
  const g = board.goals.find((x) => x.id === id);
  const claimed = p.claimed.includes(id);
  const name = g?.name ?? `Goal ${id}`;
  return { key: `${kind}-${id}`, label: name, value: claimed ? "claimed ✔" : goalProgress(id, p), tip: `${name}: ${g?.text ?? ""}${claimed ? " (claimed)" : " Progress so far."}` };
}

export function tableaux(board: BoardView, mine: SeatPrivate | null, mySeat: number | null, active: readonly number[], names: readonly string[]): PlayerTableau[] {
  return board.players.map((p, seat) => {
    const rows: Row[] = [
      { key: "ship", label: "Ship", value: `speed ${p.speed} · strength ${p.strength} · hull ${p.hull}`, tip: `Speed ${p.speed} (movement ${p.movement ?? p.speed + (board.wind?.counts ?? 0)} with the wind), strength ${p.strength}, hull ${p.hull}. Each goes from 1 to 7.` },
      { key: "gold", label: "Gold", value: gold(p.gold), tip: "Gold on board: spent on trade and upgrades; half of it is lost when you are plundered." },
      { key: "cargo", label: "Cargo", value: cargoText(p.cargo), tip: "Cocoa, rum and sugar in the hold (a hold carries 7 units)." },
      { key: "treasures", label: "Treasures", value: p.treasures.length ? p.treasures.map(treasureName).join(", ") : "none", tip: "Treasures on board: sell them at an island or hide them in your chest." },
      { key: "cards", label: "Cards", value: `${p.crewCards} crew · ${p.ritualCards} rituals`, tip: "Crew and ritual cards held (which ones is secret)." },
      { key: "chest", label: "Chest", value: `${gold(p.chestGold)}${p.chestTreasures.length ? ` + ${p.chestTreasures.length} treasure${p.chestTreasures.length > 1 ? "s" : ""}` : ""}`, tip: "Hidden in the chest: safe from plunder, scores at the end." },
      { key: "trophies", label: "Trophies", value: `${p.trophies.merchants.length} merchants · ${p.trophies.fortresses.length} forts · ${p.trophies.shipMarkers.length} ships · ${p.trophies.family.length} family`, tip: "Merchants sunk, fortresses raided, ship markers won, relatives rescued." },
      { key: "claimed", label: "Life goals", value: p.claimed.length ? p.claimed.map((id) => board.goals.find((g) => g.id === id)?.name ?? `#${id}`).join(", ") : "none claimed", tip: "Life goals claimed: 10 VP for the first to claim a goal, 5 for those after." },
    ];
    if (p.location) rows.push({ key: "at", label: "At", value: spaceName(p.location), tip: "Where the ship is on the chart." });
    if (p.origin) rows.push({ key: "origin", label: "Origin", value: `${islandName(p.origin)}${p.talent ? ` · ${talentName(p.talent)}` : ""}`, tip: "Origin island and talent." });
    const secret: Row[] = [];
    const isMine = mySeat === seat && mine !== null;
    const revealed = board.phase === "over" || board.phase === "tiebreak";
    if (isMine) {
      for (const id of mine.secretGoals) secret.push(goalRow(board, p, id, "secret-goal"));
      if (!p.origin && mine.origin) secret.push({ key: "my-origin", label: "Origin", value: `${islandName(mine.origin)}${mine.talent ? ` · ${talentName(mine.talent)}` : ""}`, tip: "Your origin and talent, secret until everyone has chosen." });
      secret.push({ key: "my-chest", label: "In your chest", value: `${gold(p.chestGold)}${p.chestTreasures.length ? `, ${p.chestTreasures.map(treasureName).join(", ")}` : ""}`, tip: "What you hid: gold and treasures in the chest score at the end and cannot be plundered." });
      secret.push({ key: "my-crew", label: "Crew hand", value: mine.crew.length ? mine.crew.map(treasureName).join(", ") : "none", tip: "Your crew cards." });
      secret.push({ key: "my-rituals", label: "Ritual hand", value: mine.rituals.length ? mine.rituals.map(treasureName).join(", ") : "none", tip: "Your ritual cards." });
      if (mine.treasureHand.length) secret.push({ key: "my-maps", label: "Treasure cards", value: mine.treasureHand.map(treasureName).join(", "), tip: "Treasure cards in your hand." });
      for (const pk of mine.peeked) {
        const m = pk.merchant;
        secret.push({ key: `peeked-${pk.space}`, label: `Peeked at ${spaceName(pk.space)}`, value: `${m.color === "red" ? "pirate hunter" : "trader"}: speed ${m.speed}, strength ${m.strength}, hull ${m.hull} · ${gold(m.gold)} · ${m.vp} VP`, tip: "A face-down merchant you looked at: only you know it." });
      }
    } else if (revealed && p.secretGoals) {
      for (const id of p.secretGoals) secret.push(goalRow(board, p, id, "revealed-goal"));
    }
    return { seat, name: names[seat] || p.name, mine: mySeat === seat, active: active.includes(seat), rows, secret };
  });
}
