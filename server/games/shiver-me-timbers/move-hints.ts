import type { SmtAction, SmtState } from "../../../shared/games/shiver-me-timbers";
import { RESOURCES } from "../../../shared/games/shiver-me-timbers/content/basics";
import { treasureCard } from "../../../shared/games/shiver-me-timbers/content/treasures";
import { buyPrice, sellPrice, upgradePrice } from "../../../shared/games/shiver-me-timbers/events/events";
import { spaceIsland } from "../../../shared/games/shiver-me-timbers/map/types";
import { movementPoints, travelCosts } from "../../../shared/games/shiver-me-timbers/travel/travel";
import type { MoveHint } from "../game-schemas";

/**
 * What a button says beside a Shiver Me Timbers move (docs/protocol.md › Legal moves): only
 * public facts and the seat's own, computed by the rules' own functions, never by trying a
 * move (that could tell what it would draw or roll).
 *   travel  { cost }  movement points it takes
 *   buy     { gold }  what it costs (negative)
 *   upgrade { gold }  what it costs (negative)
 *   sell    { gold }  the market's price of the goods and treasures, before talents, cards and taxes
 */
export function smtMoveHints(state: SmtState, seat: number, moves: readonly SmtAction[]): (MoveHint | null)[] {
  const me = state.players[seat];
  const island = me ? spaceIsland(me.location) : null;
  let costs: Map<string, number> | null = null;
  return moves.map((move): MoveHint | null => {
    switch (move.type) {
      case "travel":
        costs ??= travelCosts(state, me.location, movementPoints(state, seat), seat);
        return costs.has(move.to) ? { cost: costs.get(move.to)! } : null;
      case "buy": {
        const price = island ? buyPrice(state, seat, island) : null;
        return price === null ? null : { gold: -price * move.units };
      }
      case "upgrade":
        return { gold: -upgradePrice(state, me[move.attribute] + 1) };
      case "sell": {
        if (!island) return null;
        let gold = 0;
        for (const r of RESOURCES) gold += (sellPrice(state, island, r) ?? 0) * move.cargo[r];
        for (const t of move.treasures) gold += treasureCard(t).price;
        return { gold };
      }
      default:
        return null;
    }
  });
}
