import { z } from "zod";
import { SECTIONS } from "./content/sections";

const int = z.number().int();
const section = z.enum(SECTIONS);
/** A seat number, "navy" (the Royal Navy) or "legend" (the island's Legendary Pirate). */
const fighter = z.union([int, z.literal("navy"), z.literal("legend")]);

/**
 * Every Pirate's Cove action, a discriminated union on `type`. Cards are Tavern card ids
 * (TAVERN_CARDS), islands 1–7 (5 outer, 6 Treasure Island, 7 Pirate's Cove).
 * - navigation: `navigate` (secret), `crowsNest` (before choosing: clockwise from `first`);
 * - end of navigation: `intercept`, `privateer`, `farewell`; any card window: `pass`;
 * - battle: `battleCard` (`treasures` for Treasure over board), `fire` (with an optional
 *   Grapeshot or Six Gun Salute `card`), `navyFire` (the Royal Navy's sender aims her),
 *   `powderKeg` (out of turn), `flee`, `stay`;
 * - treasure: `bury` (gold in threes; every treasure is buried), `consort`, `secretMap`;
 * - upgrade (and fitting out): `upgrade`, `buyCard`, `mastercraft`, `repairMastercraft`,
 *   `goingOnTheAccount`, `endUpgrade`;
 * - `parrot`: take (releasing the current one for 1 fame) or turn down a second parrot.
 */
export const actionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("navigate"), island: int }),
  z.object({ type: z.literal("crowsNest"), card: int, first: int }),
  z.object({ type: z.literal("intercept"), card: int, island: int }),
  z.object({ type: z.literal("privateer"), card: int, island: int }),
  z.object({ type: z.literal("farewell"), card: int, island: int }),
  z.object({ type: z.literal("pass") }),
  z.object({ type: z.literal("battleCard"), card: int, treasures: int.optional() }),
  z.object({ type: z.literal("fire"), target: fighter, section, card: int.optional() }),
  z.object({ type: z.literal("navyFire"), target: int, section }),
  z.object({ type: z.literal("powderKeg"), card: int }),
  z.object({ type: z.literal("flee") }),
  z.object({ type: z.literal("stay") }),
  z.object({ type: z.literal("bury"), gold: int }),
  z.object({ type: z.literal("consort"), card: int, target: int }),
  z.object({ type: z.literal("secretMap"), card: int }),
  z.object({ type: z.literal("upgrade"), section }),
  z.object({ type: z.literal("buyCard") }),
  z.object({ type: z.literal("mastercraft"), card: int, section }),
  z.object({ type: z.literal("repairMastercraft"), section }),
  z.object({ type: z.literal("goingOnTheAccount"), card: int, section }),
  z.object({ type: z.literal("endUpgrade") }),
  z.object({ type: z.literal("parrot"), take: z.boolean() }),
]);

export type PirateCoveAction = z.output<typeof actionSchema>;
export type ActionType = PirateCoveAction["type"];

type Field = "int" | "int?" | "section" | "fighter" | "bool";

/** The fields of each action, for the hand-written reader below (a test holds it equal to the schema). */
export const ACTION_FIELDS: Readonly<Record<ActionType, Readonly<Record<string, Field>>>> = {
  navigate: { island: "int" },
  crowsNest: { card: "int", first: "int" },
  intercept: { card: "int", island: "int" },
  privateer: { card: "int", island: "int" },
  farewell: { card: "int", island: "int" },
  pass: {},
  battleCard: { card: "int", treasures: "int?" },
  fire: { target: "fighter", section: "section", card: "int?" },
  navyFire: { target: "int", section: "section" },
  powderKeg: { card: "int" },
  flee: {},
  stay: {},
  bury: { gold: "int" },
  consort: { card: "int", target: "int" },
  secretMap: { card: "int" },
  upgrade: { section: "section" },
  buyCard: {},
  mastercraft: { card: "int", section: "section" },
  repairMastercraft: { section: "section" },
  goingOnTheAccount: { card: "int", section: "section" },
  endUpgrade: {},
  parrot: { take: "bool" },
};

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v);

function fits(v: unknown, f: Field): boolean {
  switch (f) {
    case "int":
      return isInt(v);
    case "int?":
      return v === undefined || isInt(v);
    case "section":
      return typeof v === "string" && (SECTIONS as readonly string[]).includes(v);
    case "fighter":
      return isInt(v) || v === "navy" || v === "legend";
    case "bool":
      return typeof v === "boolean";
  }
}

/** The same check as `actionSchema`, cheap enough for every ply. Returns the action, or null if malformed. */
export function readAction(raw: unknown): PirateCoveAction | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  const a = raw as Record<string, unknown>;
  if (typeof a.type !== "string" || !Object.prototype.hasOwnProperty.call(ACTION_FIELDS, a.type)) return null;
  const fields = ACTION_FIELDS[a.type as ActionType];
  for (const key in fields) if (!fits(a[key], fields[key])) return null;
  return raw as PirateCoveAction;
}

/** Why `raw` is malformed, in a short phrase (only computed on rejection). */
export function describeMalformed(raw: unknown): string {
  const parsed = actionSchema.safeParse(raw);
  if (parsed.success) return "unexpected shape";
  const issue = parsed.error.issues[0];
  const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue.message}`;
}
