import { LEVELS } from "./names";
import { LEVEL_MARKS } from "./art";

describe("the board's fortification marks", () => {
  it("give each of the six levels its own mark (Citadel and Castle share an initial)", () => {
    expect(LEVEL_MARKS).toHaveLength(LEVELS.length);
    expect(new Set(LEVEL_MARKS).size).toBe(LEVELS.length);
    LEVEL_MARKS.forEach((mark, level) => expect(LEVELS[level].startsWith(mark)).toBe(true));
  });
});
