import { codeFromPath, codeProblem, normalizeCode } from "./invite-code";

describe("invite codes typed by people", () => {
  test.each([
    ["k7pc3m", "K7PC3M"],
    [" K7P-C3M ", "K7PC3M"],
    ["https://example.org/t/k7pc3m", "K7PC3M"],
  ])("normalizeCode(%j) is %j", (typed, code) => expect(normalizeCode(typed)).toBe(code));

  test.each([
    ["", /Type the 6-character/],
    ["K7PC", /6 characters; "K7PC" has 4/],
    ["K7PC3MX", /has 7/],
    ["K0PC3M", /never contain 0/],
    ["IIPC3M", /never contain I/],
  ])("codeProblem(%j) explains the mistake", (code, message) => expect(codeProblem(code)).toMatch(message));

  test("a well-formed code has no problem", () => expect(codeProblem("K7PC3M")).toBeNull());

  test.each([
    ["/t/K7PC3M", "K7PC3M"],
    ["/t/k7pc3m/", "K7PC3M"],
    ["/", null],
    ["/t/", null],
    ["/x/K7PC3M", null],
  ])("codeFromPath(%j) is %j", (p, code) => expect(codeFromPath(p)).toBe(code));
});
