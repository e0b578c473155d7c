/** Small helpers the bots share: the best-scoring item, the first legal action of a type. */
import type { SmtAction } from "../actions";

export function best<T>(items: readonly T[], score: (item: T) => number): T {
  let top = items[0];
  let topScore = -Infinity;
  for (const item of items) {
    const v = score(item);
    if (v > topScore) {
      top = item;
      topScore = v;
    }
  }
  return top;
}

export const find = <T extends SmtAction["type"]>(legal: SmtAction[], type: T, test: (a: Extract<SmtAction, { type: T }>) => boolean = () => true) =>
  legal.find((a): a is Extract<SmtAction, { type: T }> => a.type === type && test(a as Extract<SmtAction, { type: T }>));
