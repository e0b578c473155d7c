// The rules panel of Shiver Me Timbers: a short summary per rulebook section, titled as the
// rules' rejections name them in `rule` (so a rejection links to its section). Our own words;
// the decisions the rulebook leaves open are in docs/rules/shiver-me-timbers.md.
import type { RulesSection } from "../../table/rules-panel";
import { SMT_MODULE_RULES } from "./rules-text-modules";

export const SMT_RULES: readonly RulesSection[] = [
  { title: "How to win the game", also: ["Introduction"], paragraphs: [
    "Collect the most victory points (VP). Most come from life goals: the public goals everyone may claim, and the two secret goals (three in epic mode) you chose at the start, which score extra when you meet them.",
  ] },
  { title: "Rounds & Turns", also: ["Gameplay Overview"], paragraphs: [
    "In turn order from the starting player, each player takes 3 regular actions: travel, upgrade, trade (buy or sell), hire crew or learn rituals, treasure hunts, missions, attacks and raids, monster hunts. The same action may be taken again.",
    "When the round ends, new merchants appear on empty anchorages, active pests end, and a new wind card is turned.",
  ] },
  { title: "Free actions", paragraphs: [
    "Before or after a regular action (never during one): discard cargo, hide gold or a treasure in your chest (safe until the final scoring), discard cards, claim a life goal you have met, and claim missions.",
  ] },
  { title: "Travel", paragraphs: [
    "Movement points per Travel action = your speed + the wind. Stop anywhere on the way; left-over points are lost. Passing a revealed pirate hunter costs 2 more. Ending on an anchorage with a face-down merchant lets you peek at it (not an action); a pirate hunter attacks at once. Ending on a special spot gives its reward.",
  ] },
  { title: "Upgrade", also: ["The Pirate Ships"], paragraphs: [
    "On any island, one action and the fee raise speed, strength or hull by one (new value × 100 G, up to 7). Upgrades are never sold back; no attribute goes below 1.",
  ] },
  { title: "Trade", also: ["How to buy resources", "How to sell resources and treasures"], paragraphs: [
    "São Tomé makes cocoa, St. David rum, La Juanita sugar (100 G a unit there); each buys the other two, and Port Royal buys all three at 300 G. Buy as many units as your hold takes in one action; one Sell action sells any cargo and any treasures (treasures sell on any island).",
  ] },
  { title: "Merchants", also: ["Attacks on merchants"], paragraphs: [
    "Merchants lie face down on anchorages: yellow backs are traders, red backs pirate hunters. Peek after travelling there, or attack one: gunfights need the faster ship, boarding starts a duel. A beaten merchant pays its gold and becomes a trophy.",
  ] },
  { title: "Combat", also: ["Gunfights", "Raids on Fortresses"], paragraphs: [
    "Gunfights are fought with strength and dice; boarding is a duel with duel cards. A beaten player loses an upgrade and may be plundered (half their gold, half their cargo, or a treasure). Fortresses are raided from their island for gold and VP.",
  ] },
  { title: "Life Goals", also: ["Scoring life goals", "Life goals as an endgame trigger"], paragraphs: [
    "Claim a goal as a free action once you meet it: 10 VP for the first player, 5 for everyone after. A secret goal you met adds 5 VP at the end. When the second-to-last goal is met by someone, the end is triggered.",
  ] },
  { title: "The End of the Game", also: ["Endgame Scoring", "Final Scoring", "Resolving Ties", "Points for life goals", "Points for in-game achievements"], paragraphs: [
    "The game ends after the round in which the second-to-last life goal was met or the last wind card was turned. Score life goals, secret goals, trophies, titles, relatives and the chest; ties go to missions, then gold, then a duel.",
  ] },
  { title: "Game Set-up", also: ["Set up the Scoring Board", "Set up the Player Area", "Set up the Map", "Your origin markers", "Your talent markers"], paragraphs: [
    "Everyone secretly picks two of the life goals laid out (three in epic mode), then an origin island (your start, with its starting goods) and a talent. The map is the quick-start layout, or built together.",
  ] },
  { title: "Build a custom map", also: ["The 5 Rules of Map Building", "The Map", "Islands", "Sea routes"], paragraphs: [
    "In turn, players place an island with a sea route, or a route alone, at free connection points of islands or of a long route's special spot. Routes never cross, every island stays reachable, and the turn order of the placements is set by the number of players.",
  ] },
  ...SMT_MODULE_RULES,
  { title: "Golden Rules", paragraphs: [
    "Card and marker texts beat the rulebook. Attributes never drop below 1. Between equal choices the player who started the decision chooses. When you attack a merchant or fortress, the player on your right plays it.",
  ] },
];
