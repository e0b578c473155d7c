import { createHash, randomBytes } from "node:crypto";

/**
 * Provably fair randomness (docs/fairness.md). When a table is set up the server draws a
 * secret server seed and a salt, and publishes only their commitment:
 *
 *   commitment = sha256_hex(serverSeed + ":" + salt)
 *
 * Players' browsers each add a random value when they join (`entropy`), after the commitment
 * is public. When the match starts, the rules' seed is derived from both:
 *
 *   seed = first 4 bytes of sha256(serverSeed + ":" + entropy[0] + ":" + … + entropy[n-1]),
 *          read big-endian and shifted right by one (0 … 2^31 - 1)
 *
 * (a seat without entropy counts as ""). At the end the server seed and the salt are revealed,
 * so anyone can recompute the commitment, the seed, and every die from the action log.
 * The browser's verify view does the same computation (client/verify/fair-seed.ts).
 */
export interface SeedCommitment {
  /** Hex sha256 of `${serverSeed}:${salt}`: public from the table's creation. */
  readonly commitment: string;
  /** Secret until the match ends. */
  readonly serverSeed: string;
  /** Secret until the match ends. */
  readonly salt: string;
  /** What each seat's browser contributed (hex), or null; fixed when the match starts. */
  readonly entropy: readonly (string | null)[];
}

/** A fresh sealed seed for one match (nobody's entropy yet). */
export function sealSeed(seats: number): SeedCommitment {
  const serverSeed = randomBytes(16).toString("hex");
  const salt = randomBytes(16).toString("hex");
  return { commitment: commitmentOf(serverSeed, salt), serverSeed, salt, entropy: Array.from({ length: seats }, () => null) };
}

export function commitmentOf(serverSeed: string, salt: string): string {
  return createHash("sha256").update(`${serverSeed}:${salt}`).digest("hex");
}

/** The seed the rules' generator starts from. */
export function gameSeedOf(serverSeed: string, entropy: readonly (string | null)[]): number {
  const digest = createHash("sha256").update([serverSeed, ...entropy.map((e) => e ?? "")].join(":")).digest();
  return digest.readUInt32BE(0) >>> 1;
}

/** A browser's contribution: hex only, bounded, so it cannot carry anything else into the record. */
export const ENTROPY_PATTERN = /^[0-9a-f]{8,64}$/;

/** What may be shown while the match is on: the commitment and the entropy, never the seed. */
export function published(sealed: SeedCommitment): Pick<SeedCommitment, "commitment" | "entropy"> {
  return { commitment: sealed.commitment, entropy: sealed.entropy };
}
