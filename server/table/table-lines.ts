/**
 * The table's own log lines that a restored table writes again from its journal
 * (log-rebuild.ts): one sentence each, so the live table and the rebuilt log say the same.
 */

/** Fair dice: the commitment, when a match is set up. */
export function sealLine(commitment: string): string {
  return `The dice are sealed: commitment ${commitment}. Seed and salt are revealed when the game ends.`;
}

/** Fair dice: whose browsers' entropy the seed mixes, at the start. */
export function seedLine(entropy: readonly (string | null)[]): string {
  const players = entropy.filter((e) => e !== null).length;
  if (players === 0) return "The seed is the sealed server seed alone: no player's browser sent entropy.";
  const whose = players === 1 ? "1 player's browser" : `${players} players' browsers`;
  return `The seed mixes the sealed server seed with the entropy of ${whose}.`;
}

export function sitLine(name: string, seat: number): string {
  return `${name} sits at seat ${seat + 1}.`;
}

export function startLine(names: readonly string[]): string {
  return `The game begins: ${names.join(", ")}.`;
}
