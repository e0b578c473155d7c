import { reject } from "../../../engine";
import { merchant, merchantReport } from "../content/merchants";
import { log, type Ctx, type Outcome } from "../core/draft";
import { ownTurn } from "../rounds-and-turns/guards";
import { startHunterAttack } from "../combat/declare";
import { hasLasting } from "../trade-and-upgrades/lasting-bonuses";
import { peekingForbidden } from "../events/events";
import { hasGhostPassage } from "../crew-and-rituals/boosts";

/**
 * Merchants: "Whenever you end your movement on a merchant, you can peek at the marker."
 * Not an action; only right after the Travel that ended there. Only the peeker learns it.
 * A red marker peeked on the spot is a pirate hunter who attacks at once (not the Tramp).
 */
export function peek(ctx: Ctx, seat: number): Outcome {
  const { s } = ctx;
  const no = ownTurn(s, seat);
  if (no) return no;
  const here = s.players[seat].location;
  const slot = s.merchants[here];
  if (s.turn.peekAt !== here || !slot || slot.faceUp) {
    return reject("peek/not_here", "You may peek only at a face-down merchant where your last Travel action ended.", "Merchants");
  }
  if (peekingForbidden(s)) return reject("peek/fog", "Thick Fog: nobody can peek at a merchant this round.", "Optional module: Events");
  const player = s.players[seat];
  s.turn.peekAt = null;
  if (!player.peeked.includes(slot.id)) player.peeked.push(slot.id);
  const m = merchant(slot.id);
  log(ctx, "merchant/peek", `${player.name} peeks at the merchant.`, { seat, space: here }, {
    seats: [seat],
    text: `You peek: ${merchantReport(m)}.`,
  });
  // The Tramp, a lasting "safe peek" (a sharp lookout) and Ghost Sails: a peeked pirate hunter does not attack.
  if (m.color === "red" && player.talent !== "tramp" && !hasLasting(s, seat, "safePeek") && !hasGhostPassage(s.cards, seat)) startHunterAttack(ctx, seat, here);
}
