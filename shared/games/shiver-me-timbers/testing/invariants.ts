/**
 * Invariants every reachable state keeps (checked after each ply of the seeded self-play
 * tests and the benchmark): gold never negative, attributes within 1..7, the hold not over
 * capacity, and every card and marker in exactly one place (treasure cards: deck, discard,
 * a pending pick, the treasure module's hands, tracks and looks, ships and chests; the 24
 * monster hunt cards and the 6 monster markers; family markers, wish cards and soulmate
 * markers: the family module's piles, courtships and tableaus; the 54 crew and ritual cards:
 * decks, hands, face up this turn).
 */
import { CREW_CARDS, RITUAL_CARDS } from "../content/card-decks";
import { TREASURE_CARDS } from "../content/treasures";
import { FORTRESSES } from "../content/fortresses";
import { MERCHANTS } from "../content/merchants";
import { WIND_CARDS } from "../content/wind-deck";
import { DUEL_CARD_IDS } from "../duel/cards";
import { RESOURCES } from "../content/basics";
import { cargoTotal } from "../trade-and-upgrades/cargo";
import { MISSION_DECK } from "../content/missions";
import { HUNT_CARDS, MONSTER_MARKERS } from "../content/monsters";
import type { SmtState } from "../state";
import { FAMILY_MEMBERS } from "../content/family";
import { SOULMATE_MARKERS, WISH_DECK } from "../content/wishes";

function sameSet(name: string, found: readonly string[], all: readonly string[]): string | null {
  if (found.length !== all.length) return `${name}: ${found.length} found, ${all.length} expected`;
  const sorted = [...found].sort();
  const want = [...all].sort();
  for (let i = 0; i < sorted.length; i++) if (sorted[i] !== want[i]) return `${name}: ${sorted[i]} instead of ${want[i]}`;
  return null;
}

export function invariantViolations(s: SmtState): string[] {
  const out: string[] = [];
  s.players.forEach((p, seat) => {
    if (p.gold < 0 || p.chestGold < 0) out.push(`seat ${seat}: negative gold`);
    for (const a of ["speed", "strength", "hull"] as const) if (p[a] < 1 || p[a] > 7) out.push(`seat ${seat}: ${a} ${p[a]}`);
    if (RESOURCES.some((r) => p.cargo[r] < 0) || cargoTotal(p.cargo) > p.hull) out.push(`seat ${seat}: cargo ${JSON.stringify(p.cargo)} in hull ${p.hull}`);
  });
  const merchants = [...Object.values(s.merchants).map((m) => m.id), ...s.merchantStack, ...s.players.flatMap((p) => p.trophies.merchants)];
  const fortresses = [...Object.values(s.fortresses).map((f) => f!.id), ...s.players.flatMap((p) => p.trophies.fortresses)];
  const wind = [...s.windDeck, ...s.windDiscard, ...(s.wind ? [s.wind] : []), ...(s.event ? [s.event] : [])];
  const looking = s.pending.flatMap((p) => (p.kind === "pickTreasure" ? p.options : []));
  const held = s.treasure.players.flatMap((p) => [...p.hand, ...(p.hunt ? [p.hunt.card] : []), ...(p.look?.cards ?? [])]);
  const treasures = [...s.treasure.deck, ...s.treasure.discard, ...looking, ...held, ...s.players.flatMap((p) => [...p.treasures, ...p.chestTreasures])];
  const missions = [...s.missions.deck, ...s.missions.discard, ...s.missions.players.flatMap((p) => [...p.held.map((h) => h.card), ...(p.look ?? []), ...p.completed])];
  // A drawn sacrifice or tide is out of the deck until answered (then discarded); a tide's look stays in the deck.
  const hunt = [...s.monsters.deck, ...s.monsters.discard, ...(s.monsters.choice && s.monsters.choice.kind !== "reward" ? [s.monsters.choice.card] : [])];
  const markers = [...s.monsters.markers, ...s.monsters.trophies.flat()];
  // Crew and rituals (crew-and-rituals/): the decks, the hands and the cards face up this turn.
  const faceUp = s.cards.played.map((p) => p.card);
  const crew = [...s.cards.crewDeck, ...s.cards.hands.flatMap((h) => h.crew), ...faceUp.filter((c) => CREW_CARDS.includes(c))];
  const rituals = [...s.cards.ritualDeck, ...s.cards.hands.flatMap((h) => h.rituals), ...faceUp.filter((c) => RITUAL_CARDS.includes(c))];
  if (s.cards.window !== null && s.phase !== "play") out.push("a card window outside play");
  // An announced action waits only behind an open window, a decision owed or a combat.
  if (s.cardMoments.announced !== null && s.cards.window === null && s.pending.length === 0 && s.combat === null) out.push("an announced action left waiting");
  const d = s.combat?.duel;
  const duel = d
    ? [...d.stock, ...d.setAside, ...d.attacker.hand, ...d.defender.hand, ...d.played.map((x) => x.card)]
    : [...s.duelDeck.draw, ...s.duelDeck.discard];
  const f = s.family;
  const relatives = [...f.unrescued, ...f.relatives.flat()];
  const wishes = [...f.wishDeck, ...f.courtships.flatMap((c) => (c === null ? [] : c.stage === "wishing" ? [c.wish] : c.revealed))];
  const soulmates = [...f.soulmateMarkers, ...f.soulmates.flat()];
  const checks = [
    sameSet("merchants", merchants, MERCHANTS.map((m) => m.id)),
    sameSet("fortresses", fortresses, FORTRESSES.map((f) => f.id)),
    s.phase === "goals" || s.phase === "map" || s.phase === "origins" ? null : sameSet("wind cards", wind, WIND_CARDS.map((c) => c.id)),
    sameSet("treasures", treasures, TREASURE_CARDS.map((t) => t.id)),
    sameSet("missions", missions, MISSION_DECK),
    sameSet("monster hunt cards", hunt, HUNT_CARDS.map((c) => c.id)),
    sameSet("monster markers", markers, MONSTER_MARKERS.map((m) => m.id)),
    sameSet("crew cards", crew, CREW_CARDS),
    sameSet("ritual cards", rituals, RITUAL_CARDS),
    sameSet("duel cards", duel, DUEL_CARD_IDS),
    sameSet("family markers", relatives, FAMILY_MEMBERS.map((m) => m.id)),
    sameSet("wish cards", wishes, WISH_DECK),
    sameSet("soulmate markers", soulmates, SOULMATE_MARKERS.map((m) => m.id)),
  ];
  for (const c of checks) if (c) out.push(c);
  // The Family Reunion and Heartbreaker counters count the markers on each tableau.
  s.players.forEach((p, seat) => {
    if (p.counters.relativesRescued !== f.relatives[seat].length) out.push(`seat ${seat}: ${p.counters.relativesRescued} relatives counted, ${f.relatives[seat].length} rescued`);
    if (p.counters.soulmatesWon !== f.soulmates[seat].length) out.push(`seat ${seat}: soulmates counted ${p.counters.soulmatesWon}`);
  });
  // Events module: an event card is face up only with the module, and never in round 1.
  if (s.event && (s.options.events !== true || s.round < 2)) out.push(`event card ${s.event} face up in round ${s.round}`);
  // Ship markers: each held by at most one other player, and matching the holder's trophies.
  s.players.forEach((p, seat) => {
    const holders = s.players.map((q, h) => (q.trophies.shipMarkers.includes(seat) ? h : -1)).filter((h) => h >= 0);
    if (p.shipMarkerHolder === null ? holders.length !== 0 : holders.length !== 1 || holders[0] !== p.shipMarkerHolder) out.push(`seat ${seat}: ship marker`);
  });
  return out;
}
