import type { GameResult } from "../../shared/engine/game";
import type { LoggedEntry, MatchHeader, MatchJournal, MatchRecord } from "./journal";

/** Keeps match records in memory: for tests, and for running with no storage at all. */
export class MemoryJournal implements MatchJournal {
  private readonly matches = new Map<string, { header: MatchHeader; actions: LoggedEntry[] }>();

  async saveHeader(header: MatchHeader): Promise<void> {
    const existing = this.matches.get(header.matchId);
    this.matches.set(header.matchId, { header, actions: existing?.actions ?? [] });
  }

  async appendAction(matchId: string, index: number, entry: LoggedEntry): Promise<void> {
    const match = this.matches.get(matchId);
    if (!match) throw new Error(`appendAction: unknown match ${matchId}`);
    if (index !== match.actions.length) {
      throw new Error(`appendAction: match ${matchId} expected index ${match.actions.length}, got ${index}`);
    }
    match.actions.push(entry);
  }

  async finish(matchId: string, result: GameResult): Promise<void> {
    const match = this.matches.get(matchId);
    if (!match) throw new Error(`finish: unknown match ${matchId}`);
    match.header = { ...match.header, status: "finished", result };
  }

  async listUnfinished(): Promise<MatchRecord[]> {
    return [...this.matches.values()]
      .filter((m) => m.header.status !== "finished")
      .map((m) => ({ ...m.header, actions: [...m.actions] }));
  }

  async getMatch(matchId: string): Promise<MatchRecord | null> {
    const m = this.matches.get(matchId);
    return m ? { ...m.header, actions: [...m.actions] } : null;
  }

  async close(): Promise<void> {}
}
