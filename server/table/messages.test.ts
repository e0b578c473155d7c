import fc from "fast-check";
import { actionMessage, readActionMessage } from "./messages";

describe("readActionMessage", () => {
  const result = (payload: unknown) => {
    const read = readActionMessage(payload);
    return read.success ? { ok: true, data: read.data } : { ok: false, issue: read.error.issues[0]?.message };
  };
  const zod = (payload: unknown) => {
    const read = actionMessage.safeParse(payload);
    return read.success ? { ok: true, data: read.data } : { ok: false, issue: read.error.issues[0]?.message };
  };

  it.each([
    ["an action", { version: 3, action: { type: "roll", keep: [0, 2] } }],
    ["version 0, any action value", { version: 0, action: null }],
    ["an action that is undefined", { version: 1, action: undefined }],
    ["no action field", { version: 1 }],
    ["a negative version", { version: -1, action: {} }],
    ["a fractional version", { version: 1.5, action: {} }],
    ["a version past safe integers", { version: 2 ** 60, action: {} }],
    ["a version as text", { version: "1", action: {} }],
    ["an extra field", { version: 1, action: {}, extra: true }],
    ["an array", [1, {}]],
    ["null", null],
    ["a number", 7],
    ["an object without a prototype", Object.assign(Object.create(null), { version: 1, action: {} })],
  ])("reads %s as the zod schema does", (_, payload) => {
    expect(result(payload)).toEqual(zod(payload));
  });

  it("agrees with the zod schema on any JSON value or near-miss message", () => {
    const nearMiss = fc.record(
      { version: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)), action: fc.jsonValue(), extra: fc.jsonValue() },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), nearMiss), (payload) => {
        expect(result(payload)).toEqual(zod(payload));
      }),
      { numRuns: 2000 },
    );
  });
});
