import { revealedMatchId } from "./end-links";

describe("the end screen's match link", () => {
  const id = "2badc253-0532-428c-9496-274609e4b994";
  it.each([
    [[{ n: 1, kind: "table/fair-seal", text: "The dice are sealed: commitment ab." }], null],
    [[{ n: 9, kind: "table/fair-reveal", text: `The seal is broken: … Check the dice at /v/${id} and watch the replay at /r/${id}.` }], id],
    [[{ n: 9, kind: "chat", text: `/v/${id}` }], null],
  ])("reads %j as %s", (entries, expected) => {
    expect(revealedMatchId(entries)).toBe(expected);
  });
});
