// The rules panel's sections for combat's duel, crew and ritual cards, treasure hunts,
// missions and titles, monsters, family and soulmates, events and epic mode: a summary in our
// own words, titled (with `also`) as the rules' rejections name them, so a rejection links here.
import type { RulesSection } from "../../table/rules-panel";

export const SMT_MODULE_RULES: readonly RulesSection[] = [
  { title: "The Duel", also: ["Boarding attacks", "2. The Duel", "The Prelude", "1. The Prelude", "Expert Rule: Resilient Ships"], paragraphs: [
    "Boarding a ship or raiding a fortress is a duel on the plank. In the prelude crew and ritual cards may still be played; then the stronger side pushes the miniature one space per point of strength it has more (more than 3: the weaker captain falls at once). Each captain is dealt 4 duel cards.",
    "The faster captain chooses who strikes first. The striker plays a card's red side (a height and 1–3 wounds), Feint or Rigg, or passes and steps back. The defender answers with a blue guard of the same height (blocking it), Throw sand or Insult, or takes the wounds: each wound moves the miniature one space towards them. Off the end of the plank, that captain has lost; two passes in a row end the duel where the miniature stands.",
    "A merchant or a fortress is captained by the attacker's right-hand player, who is asked to play its cards even outside their turn. Resilient ships (expert option): before the first strike, the ship with the bigger hull may swap up to the difference in cards.",
  ] },
  { title: "The Aftermath", also: ["Attacks on other players"], paragraphs: [
    "The winner of a fight against a player takes half their gold, half their cargo or a treasure, and the loser's ship marker the first time; the loser loses an upgrade of their choice. A beaten merchant gives its gold and becomes a trophy; a raided fortress gives 2,000 G and its VP. A gunfight is shot with the red die: the target loses the upgrade it shows.",
  ] },
  { title: "Crew & Rituals", also: ["How to collect crew and ritual cards", "…and how to play them", "How to play them"], paragraphs: [
    "Hire a crew card at The Bay or learn a ritual at Isla Oscura (a regular action): you look through the deck and choose the card. Crew cost gold to play, rituals cost resources.",
    "Whenever any player announces or ends an action, a window opens: the active player first, then clockwise, each may play a card or pass; it closes when everyone has passed in a row. The panel shows who holds priority; tick auto-pass to pass at once. Each card says when it may be played (any time, on your turn, in a fight's prelude…).",
  ] },
  { title: "Treasure", also: ["Scouting in the taverns", "Hunting for treasures", "After the search", "Treasure rewards", "After the search (Treasure rewards)", "Icons"], paragraphs: [
    "Scout on any island (a regular action): look at the top 3 treasure cards and keep one map. On the island it names, put it on your treasure track; each Dig action advances by your strength, and discarding the card's resource advances faster. Landing on a die space rolls those dice. At the last footprint the treasure is raised onto your ship.",
    "You hold at most 3 treasure cards in hand and on the track. Treasures sell on any island, score their VP, or go into the chest.",
  ] },
  { title: "Missions", also: ["How to acquire missions", "…and how to complete them", "Missions as a negative tie-breaker", "Rise to Nobility", "King's Privateer"], paragraphs: [
    "At Port Royal look at the top 3 mission cards and keep one (never two official missions). Official missions and title quests lie face up; secret missions stay hidden until you claim them, on your turn, once their task is done, for their rewards and VP.",
    "A title quest has three tasks; completing it makes you a noble with the title's lasting bonus (the King's Privateer may board a player who ends a Travel on their sea space).",
  ] },
  { title: "Monsters", also: ["How to summon monsters", "How to fight monsters", "Your rewards", "Icons (discard a resource to advance on the treasure or monster track)"], paragraphs: [
    "The First Mate summons the Sea Serpent, Call of the Deep the Kraken, onto a free special spot. On that spot a Hunt action puts your marker on the monster's hunt track and draws a hunt card: a test of speed or hull with the blue die, a sacrifice, a respite, a danger (the red die), or a tide (you alone see the next cards and put them back in any order).",
    "The first to reach the end of the track defeats the monster and chooses a trophy marker.",
  ] },
  { title: "Family & Soulmates", also: ["Lost Family", "The Family Reunion", "Find a Soulmate"], paragraphs: [
    "Relatives are rescued from pirate hunters, by missions and by digging; each brings a lasting ability and VP.",
    "With a ring aboard you may court a soulmate: three wishes are revealed, your right-hand neighbour discards one and you secretly choose one of the other two. When a deed meets it, reveal it on your turn and take a soulmate marker.",
  ] },
  { title: "Optional module: Events", also: ["Events"], paragraphs: ["From round 2 the back of the wind card is a face-up event that lasts one round; the panel \"This round\" says what it does."] },
  { title: "Epic Game Mode", also: ["Epic mode"], paragraphs: [
    "All ten life goals are laid out; each player keeps three secret goals, starts with a 2/2/2 ship and three free upgrades, and the game ends only when the second-to-last goal is met.",
  ] },
];
