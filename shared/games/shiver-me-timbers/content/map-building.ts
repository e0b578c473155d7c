/**
 * Build a custom map: the rulebook's order of turns for 2, 3 and 4 players. `seat` is the
 * position in turn order from the starting player (0 = player 1). `island` steps place one
 * island and one route; `route` steps a route only. `randomStart` = "Draw two islands and
 * one long sea route at random" before the first step.
 */
export interface BuildStep {
  readonly seat: number;
  readonly island: boolean;
}

export interface BuildPlan {
  readonly randomStart: boolean;
  readonly steps: readonly BuildStep[];
}

const isl = (seat: number): BuildStep => ({ seat, island: true });
const rt = (seat: number): BuildStep => ({ seat, island: false });

export const BUILD_PLANS: Readonly<Record<number, BuildPlan>> = {
  2: { randomStart: true, steps: [isl(0), isl(1), isl(0), isl(1), rt(0), rt(1)] },
  3: { randomStart: false, steps: [isl(0), isl(1), isl(2), isl(0), isl(1), isl(2), rt(0), rt(1), rt(2)] },
  4: { randomStart: true, steps: [isl(0), isl(1), isl(2), isl(3), rt(3), rt(2), rt(1), rt(0)] },
};
