// Combat dice as the rulebook matches them: each side's dice highest first, paired in order,
// the lower die of each pair marked as a crewman lost (ties: nothing), unpaired dice dropped.
export interface DicePair { attacker: number | null; defender: number | null; loser: "attacker" | "defender" | null }

export function matchDice(attacker: readonly number[], defender: readonly number[]): DicePair[] {
  const a = [...attacker].sort((x, y) => y - x);
  const d = [...defender].sort((x, y) => y - x);
  const out: DicePair[] = [];
  for (let i = 0; i < Math.max(a.length, d.length); i++) {
    const x = a[i] ?? null;
    const y = d[i] ?? null;
    out.push({ attacker: x, defender: y, loser: x === null || y === null || x === y ? null : x < y ? "attacker" : "defender" });
  }
  return out;
}
