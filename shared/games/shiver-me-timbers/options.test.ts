import { smtOptionsSchema } from "./options";

describe("Table options", () => {
  it.each([
    [{}, { map: "quick-start", resilientShips: false, events: false, epic: false }],
    [{ map: "custom", resilientShips: true }, { map: "custom", resilientShips: true, events: false, epic: false }],
    [{ events: true }, { map: "quick-start", resilientShips: false, events: true, epic: false }],
    [{ epic: true, events: true }, { map: "quick-start", resilientShips: false, events: true, epic: true }],
  ])("%j parses to %j (older option objects get the defaults)", (input, parsed) => {
    expect(smtOptionsSchema.parse(input)).toEqual(parsed);
  });

  it.each([[{ events: "yes" }], [{ epic: 1 }], [{ epic: null }]])("%j is refused", (input) => {
    expect(smtOptionsSchema.safeParse(input).success).toBe(false);
  });
});
