// Every captain's figures as rows with a tooltip each: bronze, prestige, ships (crew, cannons,
// cargo), territories, Great Treasures, cards held (counted; your own listed with their text).
// Pure: built from the board and your own private part only.
import type { BoardView, SeatPrivate } from "./view";
import { levelName, territoryName, treasureName } from "./names";

export interface Row { key: string; label: string; value: string; tip: string }
export interface CaptainCard { seat: number; name: string; active: boolean; mine: boolean; rows: Row[]; held: { title: string; text: string }[] }

/**
 * A ship off the board: before the start every ship waits for its port of origin (the rules
 * keep it as sunk until it is launched); later it was sunk and waits to be launched again.
 */
function notAtSea(board: BoardView): string {
  return board.stage === "ports" ? "not at sea yet: chooses a port of origin" : "sunk";
}

export function captains(board: BoardView, mine: SeatPrivate | null, me: number | null, active: readonly number[], names: readonly string[]): CaptainCard[] {
  return board.players.map((p) => {
    const ships = board.ships.filter((s) => s.owner === p.seat);
    const lands = board.territories.filter((t) => t.owner === p.seat);
    const treasures = board.treasures.flatMap((t, i) => (typeof t === "object" && t.owner === p.seat ? [treasureName(i)] : []));
    const rows: Row[] = [
      { key: "bronze", label: "Bronze", value: String(p.bronze), tip: "Bronze coins: pay dock fees, capture and build up territories, buy crewmen, cannons and Great Treasures." },
      { key: "prestige", label: "Prestige", value: board.players.some((q) => q.team !== q.seat) ? `${p.prestige} (team ${p.score})` : String(p.prestige), tip: "Prestige points: a Castle scores by its cannons (3: 1 point, 4: 2, 5: 4), a Great Treasure 3, beating the Commodore 16. The first to 16 (12 in the short game) wins." },
    ];
    ships.forEach((s, i) => {
      const label = ships.length > 1 ? `Ship ${i + 1}` : "Ship";
      const cargo = s.cargo ? `, cargo for ${territoryName(s.cargo.territory)} (${s.cargo.value}${s.cargo.spoiled ? ", spoiled: half pay" : ""})` : ", no cargo";
      rows.push({ key: `ship-${s.id}`, label, value: s.sunk ? notAtSea(board) : `${s.crew} crew, ${s.cannons} cannon${s.cannons === 1 ? "" : "s"}${cargo}`, tip: "Crewmen fight and carry cannons (1–2 crew: 1 cannon, 3–4: 2, 5–6: 3, 7–10: 4); each cannon is a die in combat. The cargo is a smuggling mission: deliver it to its territory for the bronze shown." });
    });
    rows.push({ key: "territories", label: "Territories", value: lands.length ? lands.map((t) => `${territoryName(t.id)} (${levelName(t.level)})`).join(", ") : "none", tip: "Territories owned, with their fortification level: each earns dock fees from other ships landing there." });
    rows.push({ key: "treasures", label: "Treasures", value: treasures.length ? treasures.join(", ") : "none", tip: "Great Treasures: 3 prestige each, and a power each." });
    rows.push({ key: "cards", label: "Cards held", value: String(p.heldCards), tip: "Kept cards (Lock Pick, Royal Decree, Life Raft, crewman, cannon): only their owner sees which." });
    if (p.commodore) rows.push({ key: "commodore", label: "Commodore", value: "defeated", tip: "This captain has beaten the Commodore." });
    const isMine = me === p.seat;
    return { seat: p.seat, name: names[p.seat] ?? p.name, active: active.includes(p.seat), mine: isMine, rows, held: isMine && mine ? mine.held.map((c) => ({ title: c.title, text: c.text })) : [] };
  });
}
