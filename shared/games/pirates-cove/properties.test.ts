import { replay } from "../../engine/replay";
import { pirateCove } from "./index";
import { result } from "./result";
import { playChecked, SEAT_NAMES, type Player } from "./selfplay-check";

/**
 * Property tests over whole seeded games, every state checked by brokenInvariant (gold and fame
 * never negative, sections within their levels, cards and treasures conserved, the game over
 * after twelve months). A small sample; the full run of 5,000 games per player count is
 * `npx ts-node --transpile-only bench/pirates-cove-properties.ts`. PIRATES_COVE_GAMES sets
 * the games per player count here (default 40).
 */
const GAMES = Number(process.env.PIRATES_COVE_GAMES ?? 40);

describe.each([3, 4, 5])("%i players", (n) => {
  test(`${GAMES} games (bots alone, and bots with random players) keep every invariant, end after twelve months and replay identically`, () => {
    for (let g = 0; g < GAMES; g++) {
      const players: Player[] = Array.from({ length: n }, (_, i) => (g % 2 === 0 || i % 2 === 0 ? "bot" : "random"));
      const seed = 1000 * n + g;
      const options = { multipleMastercraft: g % 3 === 0 };
      const { final, log } = playChecked(seed, players, options, g < 2);
      expect(final.month).toBe(12);
      expect(result(final)).not.toBeNull();
      const again = replay(pirateCove, seed, options, players.map((_, i) => ({ name: SEAT_NAMES[i] })), log);
      expect(JSON.stringify(again)).toBe(JSON.stringify(final));
    }
  });

  test("the bot beats random players in at least 90% of seeded games", () => {
    let wins = 0;
    const games = Math.max(GAMES, 40);
    for (let g = 0; g < games; g++) {
      const botSeat = g % n;
      const players: Player[] = Array.from({ length: n }, (_, i) => (i === botSeat ? "bot" : "random"));
      const { final } = playChecked(77_000 + 100 * n + g, players);
      if (result(final)!.winners.includes(botSeat)) wins++;
    }
    expect(wins / games).toBeGreaterThanOrEqual(0.9);
  });
});
