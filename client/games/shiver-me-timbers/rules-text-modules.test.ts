import { sectionFor } from "../../table/rules-panel";
import { SMT_RULES } from "./rules-text";
import { SMT_MODULE_RULES } from "./rules-text-modules";

// The `rule` of rejections from the duel, cards, treasure, missions, monsters and family areas
// (grep `const R_` and `RULE =` in shared/games/shiver-me-timbers), with the section each opens.
const RULES: readonly [string, string][] = [
  ["Shiver Me Timbers › Boarding attacks › 2. The Duel", "The Duel"],
  ["Shiver Me Timbers › Boarding attacks › Expert Rule: Resilient Ships", "The Duel"],
  ["Shiver Me Timbers › Boarding attacks › 1. The Prelude", "The Duel"],
  ["Combat › The Aftermath", "The Aftermath"],
  ["Attacks on other players", "The Aftermath"],
  ["Crew & Rituals › How to collect crew and ritual cards", "Crew & Rituals"],
  ["Shiver Me Timbers › Crew & Rituals › …and how to play them", "Crew & Rituals"],
  ["Shiver Me Timbers › Treasure › Scouting in the taverns", "Treasure"],
  ["Shiver Me Timbers › Treasure › Hunting for treasures", "Treasure"],
  ["Shiver Me Timbers › Treasure › After the search (Treasure rewards)", "Treasure"],
  ["Shiver Me Timbers › Missions › How to acquire missions", "Missions"],
  ["Shiver Me Timbers › Missions › …and how to complete them", "Missions"],
  ["Shiver Me Timbers › Rise to Nobility", "Missions"],
  ["Rise to Nobility › King's Privateer", "Missions"],
  ["Monsters › How to summon monsters", "Monsters"],
  ["Shiver Me Timbers › Monsters › How to fight monsters", "Monsters"],
  ["Shiver Me Timbers › Monsters › Your rewards", "Monsters"],
  ["Shiver Me Timbers › Lost Family › The Family Reunion", "Family & Soulmates"],
  ["Shiver Me Timbers › Find a Soulmate", "Family & Soulmates"],
  ["Optional module: Events", "Optional module: Events"],
];

describe("the rules panel's sections of the rule areas beyond the voyage", () => {
  it.each(RULES)("a rejection citing %s opens %s", (rule, title) => {
    expect(sectionFor(SMT_RULES, rule)?.title).toBe(title);
  });

  it("are all in the panel, each title once", () => {
    const titles = SMT_RULES.map((s) => s.title);
    for (const s of SMT_MODULE_RULES) expect(titles.filter((t) => t === s.title)).toEqual([s.title]);
  });
});
