import { ActOnce } from "./act-once";

describe("ActOnce", () => {
  it("sends one action per version, again after the version moves or a rejection", () => {
    const sent: unknown[] = [];
    let version = 4;
    const once = new ActOnce((a) => void sent.push(a), () => version);
    expect(once.act("a")).toBe(true);
    expect(once.waiting).toBe(true);
    expect(once.act("a")).toBe(false); // the double click
    expect(sent).toEqual(["a"]);
    version = 5;
    expect(once.waiting).toBe(false);
    expect(once.act("b")).toBe(true);
    once.release();
    expect(once.act("c")).toBe(true);
    expect(sent).toEqual(["a", "b", "c"]);
  });

  it("a send the session refuses does not lock the version", () => {
    let accept = false;
    const once = new ActOnce(() => accept, () => 1);
    expect(once.act("a")).toBe(false);
    expect(once.waiting).toBe(false);
    accept = true;
    expect(once.act("a")).toBe(true);
    expect(once.act("a")).toBe(false);
  });
});
