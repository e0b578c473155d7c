import { RULE } from "../../../shared/games/pirate-king/content/ship";
import { sectionFor } from "../../table/rules-panel";
import { PK_RULES } from "./rules-text";

describe("the Pirate King rules panel", () => {
  it.each(Object.entries(RULE))("has the section a rejection's rule %s (%s) links to", (_, rule) => {
    const hit = sectionFor(PK_RULES, rule);
    expect(hit).not.toBeNull();
    // The deepest part of the reference is the section's title or one it sums up.
    const last = rule.split("›").pop()!.trim();
    expect([hit!.title, ...(hit!.also ?? [])]).toContain(last);
  });
});
