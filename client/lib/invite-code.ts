// Invite codes are the room ids: 6 characters from an alphabet without look-alikes (the same
// alphabet as server/table/invite-code.ts; the server has the last word).
export const CODE_LENGTH = 6;
export const CODE_ALPHABET = "34679ACEFGHKMNPRTWXY";

/** Upper-cases and strips spaces/dashes; accepts a pasted link too ("…/t/ABC123"). */
export function normalizeCode(input: string): string {
  const fromLink = /\/t\/([A-Za-z0-9]+)/.exec(input);
  const raw = fromLink ? fromLink[1] : input;
  return raw.replace(/[\s-]/g, "").toUpperCase();
}

/** null when the code has the right shape, else a sentence for the player. */
export function codeProblem(code: string): string | null {
  if (code.length === 0) return "Type the 6-character invite code.";
  if (code.length !== CODE_LENGTH) return `An invite code has ${CODE_LENGTH} characters; "${code}" has ${code.length}.`;
  const bad = [...code].filter((c) => !CODE_ALPHABET.includes(c));
  if (bad.length > 0) return `Invite codes never contain ${[...new Set(bad)].join(", ")}: they use only ${CODE_ALPHABET.split("").join(" ")}.`;
  return null;
}

export function codeFromPath(pathname: string): string | null {
  const m = /^\/t\/([^/?#]+)\/?$/.exec(pathname);
  return m ? normalizeCode(decodeURIComponent(m[1])) : null;
}

export const inviteLink = (code: string): string => `${location.origin}/t/${code}`;
