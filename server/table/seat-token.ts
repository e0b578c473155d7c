import { createHash, randomBytes } from "node:crypto";

/** 192 random bits, base64url: what the browser keeps to get its seat back. */
export function newSeatToken(): string {
  return randomBytes(24).toString("base64url");
}

/** Only this hash is kept (in memory and in the journal), never the token itself. */
export function hashSeatToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
