import { seedLine } from "./table-lines";

describe("the log's line for the seed", () => {
  it.each([
    [[null, null], "The seed is the sealed server seed alone: no player's browser sent entropy."],
    [["aaaa1111", null], "The seed mixes the sealed server seed with the entropy of 1 player's browser."],
    [["aaaa1111", "bbbb2222", null], "The seed mixes the sealed server seed with the entropy of 2 players' browsers."],
  ])("with entropy %j says %s", (entropy, text) => {
    expect(seedLine(entropy)).toBe(text);
  });
});
