/**
 * King's Privateer (a title card's lasting bonus "pirate hunter", rules-notes): **design** a
 * player who ends a Travel on the privateer's sea space may be boarded by the privateer at once,
 * not as an action — as the merchants' pirate hunters attack. "May": the privateer decides (a
 * pending `privateer` decision, out of turn); the boarding is fought like any other, with the
 * travelling player defending (a loss or a tie ends their turn, as against a pirate hunter).
 */
import { reject } from "../../../engine";
import type { ActionOf } from "../actions";
import { startPrivateerAttack } from "../combat/declare";
import { log, type Ctx, type Outcome } from "../core/draft";
import { isIslandSpace } from "../map/types";
import { hasLasting } from "../trade-and-upgrades/lasting-bonuses";

const RULE = "Rise to Nobility › King's Privateer";

/** After `seat`'s Travel ended: a privateer waiting on that sea space may board. */
export function privateerLiesInWait(ctx: Ctx, seat: number): void {
  const { s } = ctx;
  const here = s.players[seat].location;
  if (isIslandSpace(here)) return;
  const n = s.players.length;
  for (let k = 1; k < n; k++) {
    const other = (seat + k) % n;
    if (s.players[other].location === here && hasLasting(s, other, "pirateHunter")) {
      s.pending.push({ kind: "privateer", seat: other, target: seat });
      return;
    }
  }
}

export function privateer(ctx: Ctx, seat: number, action: ActionOf<"privateer">): Outcome {
  const { s } = ctx;
  const p = s.pending[0];
  if (p === undefined || p.kind !== "privateer" || p.seat !== seat) return reject("pending/none", "You have nobody to board as the King's Privateer now.", RULE);
  s.pending.shift();
  // The target may have sailed on meanwhile only if a decision came first; then the chance is gone.
  if (!action.board || s.players[p.target].location !== s.players[seat].location) {
    log(ctx, "privateer/pass", `${s.players[seat].name} lets ${s.players[p.target].name} sail by.`, { seat, target: p.target });
    return;
  }
  startPrivateerAttack(ctx, seat, p.target);
}
