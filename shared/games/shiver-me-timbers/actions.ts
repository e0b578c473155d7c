import { z } from "zod";
import { combatActionSchemas } from "./combat/actions";
import { cardsActionSchema, cardsOwedSchemas } from "./crew-and-rituals/actions";
import { duelActionSchema } from "./duel/actions";
import { familyActionSchema } from "./family-and-soulmates/actions";
import { mapActionSchemas } from "./map/actions";
import { missionActionSchema, privateerSchema } from "./missions-and-titles/actions";
import { monsterActionSchema, summonSpotSchema } from "./monsters/actions";
import { freeActionSchemas } from "./rounds-and-turns/actions";
import { setupActionSchemas } from "./setup-and-goals/actions";
import { tradeActionSchemas } from "./trade-and-upgrades/actions";
import { travelActionSchemas } from "./travel/actions";
import { pickTreasureSchema, treasureActionSchema } from "./treasure/actions";

/**
 * Every Shiver Me Timbers action (a discriminated union on `type`), each rule area's from its
 * `actions.ts`. Regular actions cost one of the three per turn (travel, upgrade, buy, sell,
 * gunfight, board, raid, treasure_scout, treasure_dig, mission_acquire, monster_hunt,
 * cards_hire, cards_learn); the others are free, set-up choices, decisions owed after a combat,
 * a die or a reward, or the steps of a duel (`duel_*`), a treasure hunt (`treasure_*`), a
 * mission (`mission_*`), a monster hunt (`monster_*`), a courtship (`family_*`) or a card
 * window (`cards_*`).
 */
export const smtActionSchema = z.discriminatedUnion("type", [
  ...setupActionSchemas,
  ...mapActionSchemas,
  ...travelActionSchemas,
  ...tradeActionSchemas,
  ...combatActionSchemas,
  ...freeActionSchemas,
  pickTreasureSchema,
  ...duelActionSchema.options,
  ...treasureActionSchema.options,
  ...missionActionSchema.options,
  privateerSchema,
  ...monsterActionSchema.options,
  summonSpotSchema,
  ...familyActionSchema.options,
  ...cardsActionSchema.options,
  ...cardsOwedSchemas,
]);

export type SmtAction = z.output<typeof smtActionSchema>;
export type SmtActionType = SmtAction["type"];
export type ActionOf<T extends SmtActionType> = Extract<SmtAction, { type: T }>;

export const REGULAR_ACTIONS: ReadonlySet<SmtActionType> = new Set(["travel", "upgrade", "buy", "sell", "gunfight", "board", "raid", "treasure_scout", "treasure_dig", "mission_acquire", "monster_hunt", "cards_hire", "cards_learn"]);
