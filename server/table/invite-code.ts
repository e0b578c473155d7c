import { randomInt } from "node:crypto";

/** No 0/O/Q/D, 1/I/L/J, 2/Z, 5/S, 8/B, U/V: nothing a reader could mistake for another. */
export const INVITE_ALPHABET = "34679ACEFGHKMNPRTWXY";
export const INVITE_LENGTH = 6;

export function randomInviteCode(): string {
  let code = "";
  for (let i = 0; i < INVITE_LENGTH; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}

/** Normalises what a person typed: case, spaces and dashes do not matter. */
export function normaliseInviteCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, "");
}

export function isInviteCode(text: string): boolean {
  return text.length === INVITE_LENGTH && [...text].every((c) => INVITE_ALPHABET.includes(c));
}

/** What claiming needs from Colyseus' presence (local or Redis): an atomic counter. */
export interface CodeClaimer {
  incr(key: string): Promise<number>;
  del(key: string): void | Promise<unknown>;
}

export const inviteKey = (code: string) => `invite:${code}`;

/**
 * Claims a fresh code atomically: the first `incr` of a key returns 1, so two tables (even
 * in two processes sharing Redis) can never both win the same code. Losers try another.
 */
export async function claimInviteCode(
  presence: CodeClaimer,
  generate: () => string = randomInviteCode,
  maxAttempts = 20,
): Promise<string> {
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const code = generate();
    if ((await presence.incr(inviteKey(code))) === 1) return code;
  }
  throw new Error(`could not find a free invite code in ${maxAttempts} attempts`);
}

/** Claims a given code (a table restored under its old code); false if someone holds it. */
export async function claimSpecificCode(presence: CodeClaimer, code: string): Promise<boolean> {
  return (await presence.incr(inviteKey(code))) === 1;
}

export async function releaseInviteCode(presence: CodeClaimer, code: string): Promise<void> {
  await presence.del(inviteKey(code));
}
