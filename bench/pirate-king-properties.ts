/**
 * Pirate King's full property run (not a test; `npm test` runs a sample in
 * shared/games/pirate-king/properties.test.ts and bot.test.ts):
 *   npx ts-node --transpile-only bench/pirate-king-properties.ts [games per configuration = 5000] [configuration name]
 * For every configuration of Game Variations it plays seeded games of bots and random players
 * with every invariant checked after every action (bronze and cards conserved, nothing
 * negative, ownership consistent), every game must end, one game in 50 is replayed and must
 * give the identical state, and a bot alone among random players must win at least 90%.
 */
import { isDeepStrictEqual } from "node:util";
import { replay } from "../shared/engine/replay";
import { pirateKing } from "../shared/games/pirate-king";
import { CONFIGURATIONS, playChecked } from "../shared/games/pirate-king/selfplay";
import type { PirateKingState } from "../shared/games/pirate-king";

const GAMES = Number(process.argv[2] ?? 5000);
const ONLY = process.argv[3];
let failed = false;
for (const cfg of CONFIGURATIONS.filter((c) => ONLY === undefined || c.name === ONLY)) {
  const start = performance.now();
  let botWins = 0;
  let botGames = 0;
  let plies = 0;
  const reasons: Record<string, number> = {};
  for (let g = 0; g < GAMES; g++) {
    const seed = (g * 2654435761) | 0;
    const botSeat = g % cfg.seats;
    const alone = g % 2 === 0;
    const bots = Array.from({ length: cfg.seats }, (_, i) => (alone ? i === botSeat : (i + g) % 2 === 0));
    const { final, log } = playChecked(seed, cfg.seats, cfg.options, bots);
    plies += log.length;
    reasons[final.endReason ?? "none"] = (reasons[final.endReason ?? "none"] ?? 0) + 1;
    if (alone) {
      botGames++;
      if (final.winners.includes(botSeat)) botWins++;
    }
    if (g % 50 === 0) {
      const names = ["Anne", "Bart", "Cal", "Dee"].slice(0, cfg.seats).map((name) => ({ name }));
      const again = replay<PirateKingState>(pirateKing, seed, cfg.options, names, log);
      if (!isDeepStrictEqual({ ...again, events: [] }, { ...final, events: [] })) throw new Error(`${cfg.name}: seed ${seed} replays differently`);
    }
  }
  const rate = botWins / botGames;
  if (rate < 0.9) failed = true;
  const secs = (performance.now() - start) / 1000;
  console.log(
    `${cfg.name}: ${GAMES} games, ${(plies / GAMES).toFixed(0)} plies each, ends ${JSON.stringify(reasons)}, ` +
      `bot alone vs random won ${(rate * 100).toFixed(1)}% of ${botGames}, ${secs.toFixed(1)} s`,
  );
}
if (failed) {
  console.log("the bot won fewer than 90% of its games in some configuration");
  process.exitCode = 1;
}
