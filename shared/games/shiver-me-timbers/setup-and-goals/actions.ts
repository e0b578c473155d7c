/** Set-up and life-goal actions: the secret goals, origin and talent, a goal claimed, the Port Royal origin's looks. */
import { z } from "zod";
import { ISLANDS } from "../content/basics";
import { TALENTS } from "../content/talents";

export const setupActionSchemas = [
  // Two secret goals, three in epic mode (the rules check which).
  z.object({ type: z.literal("chooseGoals"), goals: z.array(z.number().int()).min(2).max(3) }),
  z.object({ type: z.literal("chooseOrigin"), origin: z.enum(ISLANDS), talent: z.enum(TALENTS) }),
  // free
  z.object({ type: z.literal("claimGoal"), goal: z.number().int() }),
  // the Port Royal origin: each of the two looks is at the mission or the treasure deck (setup-and-goals/origin-look.ts)
  z.object({ type: z.literal("originLook"), deck: z.enum(["missions", "treasure"]) }),
] as const;
