// What an invite link says before asking for a name: which game, whose table, the seats and
// the bots (GET /api/tables/CODE).
import type { TableInfo } from "../lib/api";

export interface InviteSummary {
  readonly title: string;
  readonly lines: readonly string[];
}

export function describeInvite(t: TableInfo): InviteSummary {
  const game = t.gameName ?? t.game;
  const title = t.host ? `${t.host}'s ${game} table` : `A ${game} table`;
  const bots = t.bots ?? 0;
  const people = Math.max(0, t.seatsTaken - bots);
  const crew = [`${people} pirate${people === 1 ? "" : "s"}`, bots ? `${bots} bot${bots === 1 ? "" : "s"}` : null].filter(Boolean).join(" and ");
  return {
    title,
    lines: [`${t.seats} seats: ${crew} aboard.`, t.message ?? ""].filter((line) => line !== ""),
  };
}
