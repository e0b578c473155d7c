import { formatClock } from "./clock-panel";

describe("clock display", () => {
  it.each([
    [0, "0:00"],
    [-50, "0:00"],
    [999, "0:01"],
    [59_001, "1:00"],
    [125_000, "2:05"],
    [3_725_000, "1:02:05"],
  ])("shows %d ms as %s", (ms, text) => {
    expect(formatClock(ms)).toBe(text);
  });
});
