import { firingOrder } from "./status";

describe("a Pirate's Cove battle's firing order in words", () => {
  const name = (id: string) => ({ "0": "Anne", "1": "Bess", hook: "Captain Hook" })[id] ?? id;
  it.each([
    [[], "The firing order is set once the battle cards are played."],
    [["1"], "Firing order: Bess."],
    [["hook", "0", "1"], "Firing order: Captain Hook → Anne → Bess."],
  ])("%j reads %s", (order, text) => {
    expect(firingOrder(order, name)).toBe(text);
  });
});
