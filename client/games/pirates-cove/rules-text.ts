// Pirate's Cove's rules at the table, one section per part of the rulebook that rejections
// name (shared/games/pirates-cove/content/rules.ts), in short. The decisions the rulebook
// leaves open are in docs/rules/pirates-cove.md.
import type { RulesSection } from "../../table/rules-panel";

export const PC_RULES: readonly RulesSection[] = [
  { title: "A month", paragraphs: [
    "Twelve months. Each month: a card is turned on each of the five outer islands (fame, gold, treasures, Tavern cards); everyone chooses a destination in secret; the choices are revealed together; battles are fought where ships meet; bounties are taken; ships at Treasure Island may bury treasure; then everyone upgrades their ship at the island where it lies.",
    "Several players act at once in navigation, fitting out and upgrades; otherwise the table waits for the one player shown in the status line.",
  ] },
  { title: "Navigation", paragraphs: [
    "Set the wheel on an island (click it on the chart or on the wheel), then lock it in. Nobody else learns your choice, only that you have chosen, until everyone has: then all ships sail at once.",
    "Outer islands 1–5 have this month's card; Treasure Island lets you bury treasure; Pirate's Cove is safe and repairs your ship. A Crow's nest makes everyone choose in turn, in the open.",
  ] },
  { title: "Combat", paragraphs: [
    "Ships at one outer island fight. The black ships (the Royal Navy, a Legendary Pirate) are fought first. The fastest ship fires first; each volley rolls as many dice as your cannons (with a Silver parrot more), each 5 or 6 a hit on the section you aim at (sails, crew, cannons or hull; black ships on their hull).",
    "After every round each ship may flee to Pirate's Cove (a roll of 1 is a mutiny: you lose fame). A ship whose hull or crew reaches 0 is crippled. The last ship standing takes the island's bounty and fame for each ship it beat.",
  ] },
  { title: "Treasure phase", paragraphs: ["At Treasure Island bury the treasures in your hold (and gold by threes) for fame; a buried treasure is safe for good and counts in ties."] },
  { title: "Upgrade phase", paragraphs: [
    "Raise the section of your island (Hull, Sail, Cannon or Crew Island) by paying its next level's cost; at Tavern Island buy Tavern cards (2 gold); at Treasure Island raise one section by one level at double cost; at Pirate's Cove repair. Press Done when finished.",
  ] },
  { title: "Tavern cards", also: ["A. Parrot cards", "B. Mastercraft cards", "C. Event cards", "D. Battle cards", "E. Volley cards"], paragraphs: [
    "Parrots come aboard at once and help while they stay (a second parrot replaces the first if you take it). Mastercrafts are fitted to a section in the upgrade phase. Event cards are played at the moment they name (before navigation, after the reveal, after the bounties, in the upgrade phase). Battle cards are played before the volleys of a battle, volley cards with a volley. Fame cards stay secret and count at the end.",
    "Each card in your hand says when it may be played; the table offers it only then.",
  ] },
  { title: "The Royal Navy", paragraphs: ["Sent by a Royal Navy Intercept to an outer island, she fights every ship there first; the player who sent her aims and rolls for her. She never reaches Treasure Island or Pirate's Cove."] },
  { title: "The Legendary Pirates", paragraphs: ["Black ships that sail among the islands: they fire at the ships on their island and are hit on their hull only. Sinking one brings fame shared by those who hit it; another one comes."] },
  { title: "The end", paragraphs: ["After the twelfth month everyone shows their fame cards: fame on the track plus fame cards wins; ties go to the most buried treasures."] },
];
