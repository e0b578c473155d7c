// Labels for the moves of the rule areas beyond the voyage: the duel, crew and ritual cards,
// treasure hunts, missions, monsters and the soulmate's wish. One short sentence per move,
// for its button, the all-moves list and screen readers. Null: not one of these moves.
import { cardText, huntCardText, missionText, monsterMarkerText, monsterName, soulmateText, treasureText, wishText } from "./card-texts";
import { duelCardText } from "./duel-model";
import type { Names } from "./moves";
import { spaceName, specialName, tileName } from "./names";
import type { Action } from "./view";

export function describeModuleMove(m: Action, names: Names): string | null {
  switch (m.type) {
    case "duel_redraw": return m.discard.length ? `Swap ${m.discard.map(duelCardText).join(", ")} for new cards` : "Keep your duel hand";
    case "duel_choose_first": return m.first === "self" ? "Strike first yourself" : "Let your opponent strike first";
    case "duel_attack": return `Attack: ${duelCardText(m.card)}`;
    case "duel_feint": return "Play Feint (your opponent discards a card)";
    case "duel_rigg": return "Play Rigg (then attack, or hold)";
    case "duel_pass": return "Pass (step back one space)";
    case "duel_hold": return "Hold (end your strike without attacking)";
    case "duel_guard": return `Guard: ${duelCardText(m.card)}`;
    case "duel_sand": return "Throw sand (block every wound)";
    case "duel_insult": return "Insult (block 2 wounds)";
    case "duel_take": return "Take the wounds";
    case "cards_hire": return `Hire ${cardText(m.kind).name} (${cardText(m.kind).cost} to play later)`;
    case "cards_learn": return `Learn ${cardText(m.kind).name} (${cardText(m.kind).cost} to play later)`;
    case "cards_take": return `Take ${cardText(m.kind).name}`;
    case "cards_discard": return `Discard ${cardText(m.card).name}`;
    case "cards_play": return `Play ${cardText(m.card).name}${m.target !== undefined ? ` against ${names.seat(m.target)}` : ""}`;
    case "cards_pass": return "Pass (play no card now)";
    case "cards_spy": return `Spy on the merchant at ${spaceName(m.space)}`;
    case "cards_route": return `Lay ${tileName(m.route.tile)} (the Smuggler's passage)`;
    case "treasure_scout": return "Scout for treasure (look at the top 3 cards)";
    case "treasure_keep": return `Keep the map of ${treasureText(m.card).name} (${treasureText(m.card).island})`;
    case "treasure_pick": return `Take ${treasureText(m.card).name}`;
    case "treasure_begin": return `Start digging for ${treasureText(m.card).name}`;
    case "treasure_dig": return "Dig (advance by your strength)";
    case "treasure_offer": return `Offer ${m.units} resource${m.units === 1 ? "" : "s"} to advance on the treasure track`;
    case "treasure_discard": return `Discard the map of ${treasureText(m.card).name}`;
    case "treasure_abandon": return "Abandon the treasure hunt";
    case "originLook": return `Look at the top 2 ${m.deck === "missions" ? "mission" : "treasure"} cards (the Port Royal origin)`;
    case "mission_acquire": return "Acquire a mission (look at the top 3)";
    case "mission_keep": return `Keep the mission ${missionText(m.card).name}`;
    case "mission_return": return "Put the missions back (none may be kept)";
    case "mission_discard": return `Discard the mission ${missionText(m.card).name}`;
    case "mission_claim": return `Claim the mission ${missionText(m.card).name}`;
    case "privateer": return m.board ? "Board them as the King's Privateer" : "Let them sail by";
    case "monster_hunt": return `Hunt the ${monsterName(m.monster)}`;
    case "monster_sacrifice": return m.pay ? `Pay the sacrifice${m.resource ? ` (${m.resource})` : ""}` : "Refuse the sacrifice";
    case "monster_tide": return `Put the hunt cards back: ${m.order.map(huntCardText).map((t) => t.split(":")[0]).join(", then ")}`;
    case "monster_reward": return `Take the trophy ${monsterMarkerText(m.marker)}`;
    case "monster_offer": return `Offer ${m.units} ${m.resource} to the ${monsterName(m.monster)}`;
    case "monster_summon_spot": return `Summon it onto ${specialName(m.spot)}`;
    case "family_wish_discard": return `Discard the wish "${wishText(m.wish).name}" of ${names.seat(m.suitor)}`;
    case "family_wish_choose": return `Secretly wish for "${wishText(m.wish).name}"`;
    case "family_wish_reveal": return `Reveal your wish and win ${soulmateText(m.marker).name}`;
    default: return null;
  }
}
