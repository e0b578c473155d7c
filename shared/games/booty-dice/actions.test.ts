import fc from "fast-check";
import { actionSchema, readAction } from "./actions";

/** readAction is the fast path apply uses; it must accept exactly what the schema accepts. */
describe("readAction agrees with actionSchema", () => {
  const int = fc.oneof(fc.integer({ min: -3, max: 8 }), fc.double(), fc.constant(Number.NaN), fc.string());
  const nearlyValid = fc.oneof(
    fc.record({ type: fc.constant("roll"), keep: fc.array(int, { maxLength: 8 }) }),
    fc.record({ type: fc.constant("roll") }),
    fc.record({ type: fc.constant("stop") }),
    fc.record({ type: fc.constant("cutlass"), target: int }),
    fc.record({ type: fc.constant("jollyRoger"), from: fc.array(int, { maxLength: 3 }) }),
    fc.record({ type: fc.constantFrom("roll", "stop", "cutlass", "jollyRoger", "fly"), keep: fc.anything(), target: fc.anything(), from: fc.anything() }),
    fc.anything(),
  );

  it("on 20,000 nearly valid and arbitrary inputs", () => {
    fc.assert(
      fc.property(nearlyValid, (raw) => {
        const parsed = actionSchema.safeParse(raw);
        expect(readAction(raw) !== null).toBe(parsed.success);
        // What the server journals: the schema's own fields, whatever else the message held.
        if (parsed.success) expect(readAction(raw)).toStrictEqual(parsed.data);
      }),
      { numRuns: 20_000, seed: 11 },
    );
  });

  it.each([
    [{ type: "roll", keep: [] }, true],
    [{ type: "roll", keep: [0, 5] }, true],
    [{ type: "stop" }, true],
    [{ type: "cutlass", target: 2 }, true],
    [{ type: "jollyRoger", from: [1, 1] }, true],
    [{ type: "roll", keep: [0.5] }, false],
    [{ type: "jollyRoger", from: [1] }, false],
    [{ type: "cutlass", target: Infinity }, false],
  ])("%j valid: %s", (raw, valid) => {
    expect(readAction(raw) !== null).toBe(valid);
    expect(actionSchema.safeParse(raw).success).toBe(valid);
  });

  it("gives the schema's fields only, in new objects", () => {
    const raw = { type: "jollyRoger", from: [1, 2], note: "x".repeat(100) };
    const read = readAction(raw);
    expect(read).toStrictEqual({ type: "jollyRoger", from: [1, 2] });
    expect((read as { from: unknown }).from).not.toBe(raw.from);
  });
});
