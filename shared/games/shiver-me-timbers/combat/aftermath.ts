import { reportDeed } from "../missions-and-titles/rewards";
import { rescue } from "../family-and-soulmates/soulmates";
import { FORTRESS_GOLD, fortress } from "../content/fortresses";
import { merchant, merchantName, NATION_NAMES } from "../content/merchants";
import { log, type Ctx } from "../core/draft";
import { finishDuel } from "../duel/finish";
import { forgetPeeks } from "../map/merchants";
import { offerTreasurePick } from "../treasure/treasure-rewards";
import { halfGold } from "./plunder";
import { hasUpgrade, lowerAttribute } from "../trade-and-upgrades/owed-upgrades";
import { cargoTotal, freeHold } from "../trade-and-upgrades/cargo";
import { tieBreakAftermath } from "../scoring-and-end/tiebreak";

/**
 * 3. The Aftermath, once the duel has an outcome. The duel's cards go back to the deck.
 * Merchants and fortresses: the winner takes the marker and its reward; a loser loses an
 * upgrade of their choice and ends the turn; a tie ends the turn. Players: the winner (either
 * side) chooses the plunder and takes the ship marker if first; the active player ends the
 * turn on a loss or a tie.
 */
export function resolveAftermath(ctx: Ctx): void {
  const { s } = ctx;
  const combat = s.combat!;
  if (combat.kind === "tiebreak") return tieBreakAftermath(ctx);
  const outcome = combat.duel.outcome!;
  s.duelDeck = finishDuel(combat.duel) as typeof s.duelDeck;
  s.combat = null;
  const seat = combat.player;
  const player = s.players[seat];
  const won = outcome.result === combat.playerRole;
  const tie = outcome.result === "tie";
  const foe = combat.foe;

  if (foe.kind === "player") {
    if (tie) {
      s.turn.mustEnd = true;
      log(ctx, "combat/tie", `The boarding ends in a tie; ${player.name}'s turn ends.`, { seat });
      return;
    }
    const winner = won ? seat : foe.seat;
    const loser = won ? foe.seat : seat;
    const w = s.players[winner];
    const l = s.players[loser];
    w.counters.boardingWins += 1;
    reportDeed(ctx, winner, { kind: "defeated", foe: { kind: "player" } });
    if (l.shipMarkerHolder === null) {
      l.shipMarkerHolder = winner;
      w.trophies.shipMarkers.push(loser);
      log(ctx, "combat/ship_marker", `${w.name} is the first to defeat ${l.name} and takes their ship marker.`, { winner, loser });
    }
    if (halfGold(l.gold) > 0 || (Math.floor(cargoTotal(l.cargo) / 2) > 0 && freeHold(w) > 0) || l.treasures.length > 0) {
      s.pending.push({ kind: "plunder", seat: winner, from: loser });
    }
    if (!won) s.turn.mustEnd = true;
    log(ctx, "combat/won", `${w.name} wins the boarding against ${l.name}.`, { winner, loser });
    return;
  }

  if (foe.kind === "merchant") {
    const m = merchant(foe.merchant);
    if (won) {
      delete s.merchants[foe.space];
      forgetPeeks(s, foe.merchant);
      player.trophies.merchants.push(foe.merchant);
      player.gold += m.gold;
      player.counters.boardingWins += 1;
      reportDeed(ctx, seat, { kind: "defeated", foe: { kind: "merchant", size: m.size, nation: m.nation, hunter: m.color === "red" } });
      log(ctx, "combat/merchant_won", `${player.name} defeats the ${NATION_NAMES[m.nation]} ${m.size === "small" ? "merchant" : "galleon"}: +${m.gold} G and its marker (${m.vp} VP).`, {
        seat, merchant: m.id, gold: m.gold, vp: m.vp,
      });
      if (m.bounty?.kind === "relative") rescue(ctx, seat, m.bounty.relative, "pirateHunter");
      if (m.bounty?.kind === "treasure") offerTreasurePick(ctx, seat, "a pirate hunter's hold");
      return;
    }
    loseOrTie(ctx, seat, tie, `the ${merchantName(m)}`);
    return;
  }

  const f = fortress(foe.fortress);
  if (won) {
    delete s.fortresses[foe.island];
    player.trophies.fortresses.push(f.id);
    player.gold += FORTRESS_GOLD;
    player.counters.fortressesRaided += 1;
    reportDeed(ctx, seat, { kind: "defeated", foe: { kind: "fortress" } });
    log(ctx, "combat/fortress_won", `${player.name} takes the ${f.name}: +${FORTRESS_GOLD} G and its marker (${f.vp} VP).`, { seat, fortress: f.id });
    if (f.rule === "winnerLosesHull") {
      lowerAttribute(s, seat, "hull");
      log(ctx, "combat/powder", `The Powder Magazine blows up: ${player.name} loses a hull upgrade.`, { seat });
    }
    if (f.rule === "noRitualsExtraTreasure") offerTreasurePick(ctx, seat, "the Haunted Keep's vault");
    return;
  }
  loseOrTie(ctx, seat, tie, `the ${f.name}`);
}

function loseOrTie(ctx: Ctx, seat: number, tie: boolean, against: string): void {
  const { s } = ctx;
  s.turn.mustEnd = true;
  if (tie) {
    log(ctx, "combat/tie", `The duel against ${against} ends in a tie; ${s.players[seat].name}'s turn ends.`, { seat });
    return;
  }
  log(ctx, "combat/lost", `${s.players[seat].name} loses against ${against}; their turn ends.`, { seat });
  if (hasUpgrade(s, seat)) s.pending.push({ kind: "loseUpgrade", seat, reason: `lost against ${against}` });
}
