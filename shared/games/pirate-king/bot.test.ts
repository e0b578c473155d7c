import { CONFIGURATIONS, playChecked } from "./selfplay";

/**
 * The bot against random players: one bot seat, every other seat random, over a fixed set of
 * seeded games of every player count (bench/pirate-king-properties.ts runs thousands).
 */
describe("the bot", () => {
  it("beats random players in at least 90% of 60 seeded games (2, 3 and 4 players)", () => {
    let wins = 0;
    const games = 60;
    for (let g = 0; g < games; g++) {
      const seats = 2 + (g % 3);
      const botSeat = g % seats;
      const { final } = playChecked(500 + g, seats, {}, Array.from({ length: seats }, (_, i) => i === botSeat), false);
      if (final.winners.includes(botSeat)) wins++;
    }
    expect(wins / games).toBeGreaterThanOrEqual(0.9);
  });

  it.each(CONFIGURATIONS)("plays every decision of $name against itself to the end", ({ seats, options }) => {
    const { final } = playChecked(77, seats, options, Array(seats).fill(true));
    expect(final.stage).toBe("over");
    expect(final.winners.length).toBeGreaterThan(0);
  });
});
