import { settingsFromFields } from "./settings-fields";

describe("the create form's watching and clock fields", () => {
  it.each([
    [{ watching: "live", delay: "5", clock: "", seconds: "60" }, { ok: true, options: { watching: "live" } }],
    [{ watching: "none", delay: "5", clock: "", seconds: "60" }, { ok: true, options: { watching: "none" } }],
    [{ watching: "delayed", delay: "3", clock: "", seconds: "60" }, { ok: true, options: { watching: "delayed", watchDelay: 3 } }],
    [{ watching: "live", delay: "5", clock: "move", seconds: "30" }, { ok: true, options: { watching: "live", clock: { kind: "move", seconds: 30 } } }],
    [{ watching: "live", delay: "5", clock: "bank", seconds: "900" }, { ok: true, options: { watching: "live", clock: { kind: "bank", seconds: 900 } } }],
    [{ watching: "delayed", delay: "0", clock: "", seconds: "60" }, { ok: false, problem: expect.stringMatching(/1 to 200/) }],
    [{ watching: "live", delay: "5", clock: "move", seconds: "1" }, { ok: false, problem: expect.stringMatching(/from 2/) }],
  ])("reads %j", (values, expected) => {
    expect(settingsFromFields(values)).toEqual(expected);
  });
});
