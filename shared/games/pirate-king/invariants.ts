import { CAPTAINS_LOG, CARGO, PIRATES_BOOTY } from "./content/cards";
import { SHIP, territoryCap } from "./content/ship";
import { parseHeld } from "./cards/held";
import { territoriesOf } from "./queries";
import type { PirateKingState } from "./state";

/**
 * What must hold in every state (tests and the long property run): bronze conserved against
 * the Merchant's bank and never negative, every card in exactly one place, ownership
 * consistent, ships within their limits. Throws with the first broken rule.
 */
export function checkInvariants(s: PirateKingState): void {
  const fail = (why: string) => {
    throw new Error(`pirate-king invariant: ${why}`);
  };
  const money = s.purses.reduce((a, b) => a + b, 0) + s.buriedTreasure;
  if (money !== s.merchantNet) fail(`bronze not conserved: ${money} held, ${s.merchantNet} issued`);
  if (s.purses.some((p) => !Number.isInteger(p) || p < 0) || s.buriedTreasure < 0) fail(`negative bronze ${s.purses}`);
  const pendingCard = s.pending?.kind === "forward" ? s.pending : null;
  let log = s.logDeck.length + s.logDiscard.length + s.ships.filter((x) => x.cargoDamage !== null).length;
  let booty = s.bootyDeck.length + s.bootyDiscard.length;
  if (pendingCard) pendingCard.deck === "captainsLog" ? log++ : booty++;
  const seen = new Set<string>();
  for (const p of s.players) {
    for (const key of p.held) {
      const c = parseHeld(key);
      if (!c) fail(`unknown held card ${key}`);
      if (seen.has(key)) fail(`card ${key} held twice`);
      seen.add(key);
      if (c!.deck === "captainsLog") log++;
      else booty++;
    }
  }
  if (log !== CAPTAINS_LOG.length) fail(`Captain's Log cards: ${log}`);
  if (booty !== PIRATES_BOOTY.length) fail(`Pirate's Booty cards: ${booty}`);
  const cargo = s.cargoDeck.length + s.cargoOut + s.ships.filter((x) => x.cargo !== null).length;
  if (cargo !== CARGO.length) fail(`cargo cards: ${cargo}`);
  const cap = territoryCap(s.players.length);
  s.players.forEach((_, seat) => {
    if (territoriesOf(s, seat).length > cap) fail(`seat ${seat} holds more than ${cap} territories`);
  });
  for (const t of s.territories) {
    if (t.owner !== null && (t.owner < 0 || t.owner >= s.players.length)) fail("a territory has no such owner");
    if (t.level < 0 || t.level > 5 || (t.owner === null && t.level !== 0)) fail("a territory level is wrong");
  }
  for (const owner of s.treasures) if (owner >= s.players.length || owner < -2) fail("a treasure has no such owner");
  for (const x of s.ships) {
    const inFight = s.combat !== null;
    if (x.crew < (inFight ? 0 : 1) || x.crew > SHIP.maxCrew) fail(`ship ${x.id} has ${x.crew} crew`);
    if (x.cannons < 1 || x.cannons > SHIP.maxCannons) fail(`ship ${x.id} has ${x.cannons} cannons`);
    if (x.sunk && s.stage !== "ports" && s.stage !== "over" && !(s.pending?.kind === "relaunch" || s.queue.some((t) => t.kind === "relaunch" && t.ship === x.id)))
      fail(`ship ${x.id} is sunk with no relaunch to come`);
  }
}
