// The rules panel of Pirate King: a short summary per rulebook section, titled as the rules'
// rejections name them in `rule` (so a rejection links to its section). Our own words; the
// decisions the rulebook leaves open are in docs/rules/pirate-king.md.
import type { RulesSection } from "../../table/rules-panel";

export const PK_RULES: readonly RulesSection[] = [
  { title: "Objective", also: ["Pirate King"], paragraphs: [
    "Be the first to 16 prestige points (12 in the short game). Only Castles score, by their cannons (3 cannons: 1 point, 4: 2, 5: 4), and each Great Treasure scores 3. Beating the Commodore is worth 16: it wins at once. When the last smuggling mission is turned in, or the round limit is reached, the most prestige wins.",
  ] },
  { title: "Getting Started", paragraphs: [
    "Everyone rolls the d12; the highest chooses a port of origin first (Eleuthera, San Juan, Curacao, Santiago) and plays first. Each captain starts with 1000 bronze, a ship with 1 crewman and 1 cannon, and a smuggling mission (cargo).",
  ] },
  { title: "Movement", paragraphs: [
    "On your turn set the sail marker: 1 to 5 spaces ahead (two markers with two ships). Then the wind die is rolled: it may add or take away spaces. Your ship sails along its current that many spaces; the Black Sails let you re-roll the wind once.",
    "Passing or landing on your cargo's territory delivers it (100 more when you land right there, half if it spoiled); then take a crewman or a cannon, and a new mission.",
  ] },
  { title: "Space Designations", also: ["Territory", "Crosswinds", "Secret Passages", "Commodore"], paragraphs: [
    "Territory: capture it if nobody owns it (its Sea Chart price); pay its owner's dock fee, or fight its fortification. Crosswinds: where every current meets; turn left, right or go straight; ships meeting here fight. Secret Passage: move to any other Secret Passage. Turn About: sail against the current. Commodore: submit (lose your cargo), show a Royal Decree, or challenge him. Mutiny: your die against your crew's. Buried Treasure: take the chest of fines.",
  ] },
  { title: "Cards", paragraphs: [
    "Captain's Log: the sea's surprises (storms, fines, customs, extra moves, Man of War, Duel). Pirate's Booty: loot, treasure maps and cards you keep for later (Lock Pick, Royal Decree, Life Raft, a crewman, a cannon). Only you see which cards you keep.",
  ] },
  { title: "Sea Chart", paragraphs: [
    "Each territory's column (A–G) gives its capture price, the cost of each upgrade, the cannons and the dock fee at each level (Settlement, Tavern, Fort, Rampart, Citadel, Castle), and from which level its ship shop sells crewmen and cannons (200 each) to a ship that landed on a friendly territory this turn.",
  ] },
  { title: "Fortifications", paragraphs: [
    "On your turn build up a territory you own by one level for its column's upgrade cost when it lies on a trade route (you own a neighbouring territory of the same colour). Higher levels defend with more crew and cannons and earn higher dock fees.",
  ] },
  { title: "Combat", also: ["Bounty"], paragraphs: [
    "Each side rolls a die per manned cannon; the dice are matched highest to highest, each lower die loses a crewman, ties do nothing, extra dice are dropped. Rounds go on until one side has no crew. Ship against ship: 500 bronze to the winner; losing to a territory costs its dock fee (at least 500). A sunk ship restarts with 1 crewman and 1 cannon at a port; a fortification beaten by the attacker becomes the attacker's Settlement.",
  ] },
  { title: "Parlay", paragraphs: [
    "When your ship shares a space with another captain's (not the Crosswinds, not where a fight took place this turn), you may offer a trade in the harbour: territories, Great Treasures, kept cards and bronze on either side. The other captain accepts, declines or counters: a counter-offer is the offer changed and sent back, and the first captain may accept, decline or counter again (at most 3 counter-offers a parlay). The server checks that everything is still owned when it changes hands. Only the two captains see an offer's contents; everyone else sees that a parlay goes on, then the accepted trade.",
  ] },
  { title: "Great Treasures", paragraphs: [
    "A treasure map found puts its Great Treasure up for sale (500) to anyone on their turn. Jewel Encrusted Sword: re-roll a die in combat. Golden Monkey Head: pass a bad card on. Black Sails: re-roll the wind. Royal Crown: the Commodore lets you pass. Diamond Necklace: no mutiny. Sell one back to the Merchant for 500.",
  ] },
  { title: "Special Cards", paragraphs: [
    "Mega Tsunami and Earthquake knock a region's fortifications down a level. Man of War: fight it (500 if you win) or flee. Duel: a die each against another captain; the loser pays.",
  ] },
  { title: "Advanced and Team Play", paragraphs: [
    "Two players may sail two ships each (two sail markers). In 2 v 2 team play partners add their prestige together and may not attack each other.",
  ] },
  { title: "FAQ", paragraphs: [
    "Free actions (upgrades, buying and selling treasures, playing kept cards) are taken on your own turn before sailing or in the harbour after landing, never during a fight.",
  ] },
];
