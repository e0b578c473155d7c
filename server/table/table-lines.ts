/**
 * The table's own log lines that a restored table writes again from its journal
 * (log-rebuild.ts): one sentence each, so the live table and the rebuilt log say the same.
 */

export function sitLine(name: string, seat: number): string {
  return `${name} sits at seat ${seat + 1}.`;
}

export function startLine(names: readonly string[]): string {
  return `The game begins: ${names.join(", ")}.`;
}
