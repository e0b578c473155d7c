import { z } from "zod";
import { ATTRIBUTES, ISLANDS, RESOURCES } from "./content/basics";
import { TALENTS } from "./content/talents";
import { duelActionSchema } from "./duel/actions";
import { treasureActionSchema } from "./treasure/actions";
import { missionActionSchema } from "./missions-and-titles/actions";
import { monsterActionSchema } from "./monsters/actions";
import { familyActionSchema } from "./family-and-soulmates/actions";
import { cardsActionSchema } from "./crew-and-rituals/actions";

const island = z.enum(ISLANDS);
const attribute = z.enum(ATTRIBUTES);
const resource = z.enum(RESOURCES);
const id = z.string().min(1).max(60);
const count = z.number().int().min(0).max(99);
const cargo = z.object({ cocoa: count.default(0), rum: count.default(0), sugar: count.default(0) });

const attach = z.union([
  z.object({ island, point: z.number().int() }),
  z.object({ special: id, point: z.number().int() }),
  z.null(),
]);
/** A target ship on your space: another player's seat, or the merchant at your anchor. */
const target = z.union([z.object({ seat: z.number().int() }), z.object({ merchant: z.literal(true) })]);

/**
 * Every Shiver Me Timbers action (a discriminated union on `type`). Regular actions cost one
 * of the three per turn (travel, upgrade, buy, sell, gunfight, board, raid, treasure_scout,
 * treasure_dig, mission_acquire, monster_hunt); the others are free, set-up choices, decisions owed after a
 * combat or a die, duel actions (`duel_*`) or the rest of the treasure and missions modules'
 * (`treasure_*`, `mission_*`).
 */
export const smtActionSchema = z.discriminatedUnion("type", [
  // set-up
  // Two secret goals, three in epic mode (the rules check which).
  z.object({ type: z.literal("chooseGoals"), goals: z.array(z.number().int()).min(2).max(3) }),
  z.object({ type: z.literal("chooseOrigin"), origin: island, talent: z.enum(TALENTS) }),
  z.object({
    type: z.literal("buildMap"),
    island: island.optional(),
    /** Open route ends the new island is placed against: the route tile, its end, and the island's point. */
    joins: z.array(z.object({ tile: id, end: z.enum(["a", "b"]), point: z.number().int() })).max(6).default([]),
    route: z.object({ tile: id, a: attach, b: attach }),
  }),
  // regular actions
  z.object({ type: z.literal("travel"), to: id }),
  z.object({ type: z.literal("upgrade"), attribute }),
  z.object({ type: z.literal("buy"), resource, units: z.number().int().min(1).max(7) }),
  z.object({ type: z.literal("sell"), cargo: cargo.default({ cocoa: 0, rum: 0, sugar: 0 }), treasures: z.array(id).max(10).default([]) }),
  z.object({ type: z.literal("gunfight"), target }),
  z.object({ type: z.literal("board"), target }),
  z.object({ type: z.literal("raid") }),
  // free actions
  z.object({ type: z.literal("peek") }),
  z.object({ type: z.literal("discardCargo"), resource, units: z.number().int().min(1).max(7) }),
  z.object({ type: z.literal("hideGold"), amount: z.number().int().min(1) }),
  z.object({ type: z.literal("hideTreasure"), treasure: id }),
  z.object({ type: z.literal("discardTreasure"), treasure: id }),
  z.object({ type: z.literal("claimGoal"), goal: z.number().int() }),
  z.object({ type: z.literal("endTurn") }),
  // decisions owed
  z.object({ type: z.literal("loseUpgrade"), attribute }),
  z.object({ type: z.literal("gainUpgrade"), attribute }),
  z.object({ type: z.literal("pickTreasure"), treasure: id }),
  z.object({
    type: z.literal("plunder"),
    take: z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("gold") }),
      z.object({ kind: z.literal("cargo"), cargo }),
      z.object({ kind: z.literal("treasure"), treasure: id }),
    ]),
  }),
  ...duelActionSchema.options,
  // treasure hunts (treasure/): scout and dig are regular actions, the rest free or owed
  ...treasureActionSchema.options,
  // missions (missions/): acquiring at Port Royal is a regular action, claiming is free
  ...missionActionSchema.options,
  // monsters (monsters/): the hunt is a regular action, offers free, the rest owed; the summoner's spot is owed (pending)
  ...monsterActionSchema.options,
  z.object({ type: z.literal("monster_summon_spot"), spot: z.enum(["floating-market", "mangroves", "ancient-shipyard", "fogbank"]) }),
  // soulmates (family/): the neighbour's discard and the suitor's choice are owed, the reveal is free
  ...familyActionSchema.options,
  // the Port Royal origin: each of the two looks is at the mission or the treasure deck (rules/origin-look.ts)
  z.object({ type: z.literal("originLook"), deck: z.enum(["missions", "treasure"]) }),
  // King's Privateer: board the player who ended a Travel on your sea space, or let them be (rules/privateer.ts)
  z.object({ type: z.literal("privateer"), board: z.boolean() }),
  // crew and rituals (cards/): hiring on The Bay / learning on Isla Oscura are regular actions;
  // plays and passes in a card window; decisions a card or a reward leaves owed (rules/crew-rituals.ts)
  ...cardsActionSchema.options,
  z.object({ type: z.literal("cards_take"), kind: id }),
  z.object({ type: z.literal("cards_route"), route: z.object({ tile: id, a: attach, b: attach }) }),
  z.object({ type: z.literal("cards_spy"), space: id }),
]);

export type SmtAction = z.output<typeof smtActionSchema>;
export type SmtActionType = SmtAction["type"];
export type ActionOf<T extends SmtActionType> = Extract<SmtAction, { type: T }>;

export const REGULAR_ACTIONS: ReadonlySet<SmtActionType> = new Set(["travel", "upgrade", "buy", "sell", "gunfight", "board", "raid", "treasure_scout", "treasure_dig", "mission_acquire", "monster_hunt", "cards_hire", "cards_learn"]);
