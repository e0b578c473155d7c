import { sectionFor, sectionSlug, type RulesSection } from "./rules-panel";
import { SMT_RULES } from "../games/shiver-me-timbers/rules-text";

const sections: RulesSection[] = [
  { title: "Travel", paragraphs: ["Speed plus wind."] },
  { title: "Combat", also: ["The Aftermath", "Boarding attacks"], paragraphs: ["Duels."] },
];

describe("rules panel links", () => {
  it.each([
    ["Travel", "Travel"],
    ["Combat › The Aftermath", "Combat"],
    ["Shiver Me Timbers › Boarding attacks › 1. The Prelude", "Combat"],
    ["travel", "Travel"],
  ])("%s opens %s", (rule, title) => {
    expect(sectionFor(sections, rule)?.title).toBe(title);
  });

  it("an unknown rule has no section; slugs are anchor-safe", () => {
    expect(sectionFor(sections, "Pirate King › Parlay")).toBeNull();
    expect(sectionSlug("Rounds & Turns")).toBe("rules-rounds-turns");
  });

  // The sections Shiver Me Timbers' rules name in their rejections (grep `reject(` in shared/games/shiver-me-timbers).
  it.each(["Game Set-up", "Raids on Fortresses", "How to sell resources and treasures", "Free actions", "Travel", "Trade", "Optional module: Events",
    "Attacks on other players", "Upgrade", "The Pirate Ships", "Set up the Scoring Board", "Scouting in the taverns", "Scoring life goals", "Merchants",
    "Combat", "Treasure rewards", "Shiver Me Timbers › Boarding attacks › 1. The Prelude", "Set up the Player Area", "Monsters › How to fight monsters",
    "Missions › How to acquire missions", "Golden Rules", "Combat › The Aftermath", "Build a custom map", "Rounds & Turns"])("Shiver Me Timbers' rule %s has a section", (rule) => {
    expect(sectionFor(SMT_RULES, rule)).not.toBeNull();
  });
});
