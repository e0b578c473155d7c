// Invite codes are the room ids: 6 characters. The server picks them from an alphabet without
// look-alikes; the client only checks the shape and fixes what people commonly mistype.
export const CODE_LENGTH = 6;
const CODE_SHAPE = /^[A-Z0-9]{6}$/;

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
  if (!CODE_SHAPE.test(code)) return "An invite code has only letters and digits.";
  return null;
}

export function codeFromPath(pathname: string): string | null {
  const m = /^\/t\/([^/?#]+)\/?$/.exec(pathname);
  return m ? normalizeCode(decodeURIComponent(m[1])) : null;
}

export const inviteLink = (code: string): string => `${location.origin}/t/${code}`;
