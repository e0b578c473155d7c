import { z } from "zod";
import { hasUnsafeCharacters } from "./text-checks";
import { ENTROPY_PATTERN } from "./seed-commitment";
import { settingsOptions } from "./table-settings";

/** Payloads clients send; parsed softly (safeParse) so a wrong one gets `rejected`, not a disconnect. */
export const actionMessage = z.object({ version: z.number().int().min(0), action: z.unknown() }).strict();

/**
 * An `action` message read as `actionMessage` reads it, without zod when it has exactly its two
 * fields and a good version (every action a client sends): the zod schema is kept for the rest,
 * and for the sentence that explains a wrong one. The action path runs this on every action,
 * each one on a cold process (bench/results.md › Booty Dice's action path step by step).
 */
export function readActionMessage(payload: unknown): { success: true; data: { version: number; action: unknown } } | ReturnType<typeof actionMessage.safeParse> {
  if (payload !== null && typeof payload === "object" && !Array.isArray(payload) && Object.getPrototypeOf(payload) === Object.prototype) {
    const { version, action } = payload as { version?: unknown; action?: unknown };
    let fields = 0;
    for (const key in payload) if (Object.prototype.hasOwnProperty.call(payload, key)) fields++;
    if (fields === 2 && "action" in payload && typeof version === "number" && Number.isSafeInteger(version) && version >= 0) {
      return { success: true, data: { version, action } };
    }
  }
  return actionMessage.safeParse(payload);
}
export const sitMessage = z.object({ seat: z.number().int().min(0).optional() }).strict();
export const chatMessage = z.object({ text: z.string() }).strict();
export const emptyMessage = z.union([z.object({}).strict(), z.undefined(), z.null()]);

export const MAX_NAME_LENGTH = 24;
const playerName = z
  .string()
  .trim()
  .min(1)
  .max(MAX_NAME_LENGTH)
  .refine((name) => !hasUnsafeCharacters(name, { name: true }), "names cannot hold control, zero-width or text-direction characters");

/** `client.joinById(code, …)`. */
export const joinOptions = z.object({
  name: playerName.optional(),
  seatToken: z.string().min(1).max(200).optional(),
  watch: z.boolean().optional(),
  /** Hex from the browser's random source, mixed into the seed when the match starts (docs/fairness.md). */
  entropy: z.string().regex(ENTROPY_PATTERN).optional(),
});
export type JoinOptions = z.infer<typeof joinOptions>;

/** `client.create("table", …)`; the game's own options are checked by its optionsSchema after. */
export const createOptions = z.object({
  game: z.string().min(1).max(40),
  options: z.unknown().optional(),
  seats: z.number().int().min(1).max(16).optional(),
  bots: z.array(z.number().int().min(0).max(15)).max(15).default([]),
  isPublic: z.boolean().default(false),
  name: playerName.optional(),
  /** Watching policy and turn clock (table-settings.ts). */
  ...settingsOptions,
});
export type CreateOptions = z.infer<typeof createOptions>;

/** Short readable form of a zod error for a rejection sentence. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid";
  const path = issue.path.join(".");
  return path ? `${path}: ${issue.message}` : issue.message;
}
