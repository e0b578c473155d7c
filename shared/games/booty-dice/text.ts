/** Small wording helpers for the game log. */

export const plural = (n: number, one: string, many: string): string =>
  `${n} ${n === 1 ? one : many}`;

export const doubloons = (n: number): string => plural(n, "doubloon", "doubloons");
export const lives = (n: number): string => plural(n, "life", "lives");
