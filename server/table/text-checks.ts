/**
 * Characters no name or chat line may hold: C0 and C1 control characters, and the Unicode
 * direction controls (embeddings, overrides, isolates, the Arabic letter mark) that can make a
 * line read backwards or hide what follows ("Anne\u202Eylno" shows as "Anneonly"). Names also
 * refuse zero-width characters, which make look-alikes of another player's name.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const DIRECTION = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/;

export function hasUnsafeCharacters(text: string, { name = false } = {}): boolean {
  return CONTROL.test(text) || DIRECTION.test(text) || (name && ZERO_WIDTH.test(text));
}

/** The form two names are compared in: "ANNE " and "anne" are the same person to a reader. */
export function nameKey(name: string): string {
  return name.normalize("NFKC").trim().toLowerCase();
}
