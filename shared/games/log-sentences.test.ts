import { Random, seedRng } from "../engine";
import type { AnyGame } from "../engine/game";
import { gameRegistry } from "./registry";

/**
 * Every game's log sentences, public and secret, as bot games write them: no number with the
 * wrong plural, no "a" before a vowel, no raw value or id where a word belongs.
 */
const MISTAKES: readonly (readonly [RegExp, string])[] = [
  [/\b1 (spaces|units|wounds|doubloons|cards|footprints|points|lives|shields|actions|rounds|steps|months|crewmen|cannons|merchants|treasures)\b/, "a plural after 1"],
  [/\b(0|[2-9]|\d\d+) (space|unit|wound|doubloon|card|footprint|point|shield|action|round|step|month|crewman|cannon|merchant|treasure)\b(?![-']| cards?\b)/, "a singular after a number other than 1"], // "3 treasure cards" is right
  // "a unit" is right: only the vowels said as vowels.
  [/\ba [aeioAEIO]\w/, "'a' before a vowel"],
  [/undefined|NaN|\bnull\b|\[object|[{}]/, "a raw value"],
  [/ {2}|\s[.,;:]|\.\)|\.\.(?!\.)/, "spacing or punctuation"],
  [/\b(english|spanish|french|dutch)\b/, "a nation in lower case"],
];

const PLAYS: Readonly<Record<string, readonly (readonly [seats: number, options: object])[]>> = {
  "booty-dice": [[2, {}], [4, {}]],
  "shiver-me-timbers": [[2, {}], [3, { events: true, map: "custom" }], [4, { epic: true, resilientShips: true }]],
  "pirate-king": [[2, {}], [4, {}]],
  "pirates-cove": [[3, {}], [5, {}]],
};

describe.each(Object.entries(PLAYS))("%s's log sentences", (id, plays) => {
  it("read as written English in bot games", () => {
    const game = gameRegistry.get(id) as AnyGame;
    const found = new Map<string, string>();
    plays.forEach(([seats, options], index) => {
      const names = ["Anne", "Bess", "Cal", "Dora", "Eve"].slice(0, seats).map((name) => ({ name }));
      let state = game.setup(names, game.optionsSchema.parse(options), index + 1);
      const random = Random.from(seedRng(100 + index));
      for (let ply = 0; ply < 20_000 && !game.result(state); ply++) {
        const seat = game.activeSeats(state)[0];
        const outcome = game.apply(state, seat, game.bot(state, seat, random));
        if (!outcome.ok) throw new Error(`${id}: the bot's move was refused (${outcome.rejection.code})`);
        state = outcome.state;
        for (const event of outcome.events) {
          for (const text of [event.text, event.secret?.text]) {
            if (!text) continue;
            for (const [pattern, mistake] of MISTAKES) if (pattern.test(text)) found.set(`${event.kind}: ${mistake}`, text);
          }
        }
      }
    });
    expect([...found].map(([what, text]) => `${what}: ${text}`)).toEqual([]);
  });
});
