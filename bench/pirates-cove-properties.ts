/**
 * Pirate's Cove: the full property run (a script, not part of `npm test`, which runs a sample).
 *   npx ts-node --transpile-only bench/pirates-cove-properties.ts [games per player count = 5000]
 * For 3, 4 and 5 players: that many seeded games (alternately all bots, and bots with random
 * players; the alternative Mastercraft rule in every third), every state checked by
 * brokenInvariant (gold and fame never negative, sections within their levels, Tavern cards
 * and treasures conserved, the game over after twelve months), every game replayed from its
 * log to the identical state; then as many games of one bot against random players, with the
 * bot's win rate (target: at least 90%). Throws on the first broken property.
 */
import { replay } from "../shared/engine/replay";
import { pirateCove } from "../shared/games/pirates-cove";
import { result } from "../shared/games/pirates-cove/result";
import { playChecked, SEAT_NAMES, type Player } from "../shared/games/pirates-cove/selfplay-check";

const GAMES = Number(process.argv[2] ?? 5000);
const started = Date.now();
let failed = false;
for (const n of [3, 4, 5]) {
  let plies = 0;
  const t0 = Date.now();
  for (let g = 0; g < GAMES; g++) {
    const players: Player[] = Array.from({ length: n }, (_, i) => (g % 2 === 0 || i % 2 === 0 ? "bot" : "random"));
    const seed = 1_000_000 * n + g;
    const options = { multipleMastercraft: g % 3 === 0 };
    const { final, log } = playChecked(seed, players, options, g % 500 === 0);
    if (final.month !== 12 || result(final) === null) throw new Error(`seed ${seed}: not over after twelve months`);
    const again = replay(pirateCove, seed, options, players.map((_, i) => ({ name: SEAT_NAMES[i] })), log);
    if (JSON.stringify(again) !== JSON.stringify(final)) throw new Error(`seed ${seed}: the replay differs`);
    plies += log.length;
  }
  let wins = 0;
  for (let g = 0; g < GAMES; g++) {
    const botSeat = g % n;
    const players: Player[] = Array.from({ length: n }, (_, i) => (i === botSeat ? "bot" : "random"));
    if (result(playChecked(2_000_000 * n + g, players).final)!.winners.includes(botSeat)) wins++;
  }
  const rate = wins / GAMES;
  if (rate < 0.9) failed = true;
  console.log(
    `${n} players: ${GAMES} checked and replayed games (${(plies / GAMES).toFixed(0)} plies each), all properties hold; ` +
      `bot vs random: ${wins}/${GAMES} won (${(rate * 100).toFixed(1)}%) — ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}
console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failed) process.exit(1);
