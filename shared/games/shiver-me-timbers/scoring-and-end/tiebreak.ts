import { log, type Ctx } from "../core/draft";
import { finishDuel } from "../duel/finish";
import { startDuel } from "../duel/start";
import { declareWinners } from "./winners";
import { playerSide } from "../combat/sides";

/** Design: after three drawn duels in a row the two captains share the victory (so the game always ends). */
export const MAX_TIEBREAK_DRAWS = 3;

/**
 * Resolving Ties › "duel for the victory": a duel with the normal rules (strength push,
 * hands, the faster ship chooses who strikes first; equal speed: drawn at random). With more
 * than two tied, the winner stays on and faces the next rival in turn order.
 */
export function startTieBreakDuel(ctx: Ctx): void {
  const { s } = ctx;
  const tb = s.tieBreak!;
  const rival = tb.rivals[0];
  const started = startDuel(
    {
      kind: "tiebreak",
      attacker: playerSide(s, tb.champion, { attacking: false, vsMerchant: false }),
      defender: playerSide(s, rival, { attacking: false, vsMerchant: false }),
    },
    s.duelDeck,
    ctx.random,
  );
  s.duelDeck = { draw: [...started.deck.draw], discard: [...started.deck.discard] };
  ctx.events.push(...started.events);
  s.combat = JSON.parse(JSON.stringify({ kind: "tiebreak", player: tb.champion, playerRole: "attacker", foe: { kind: "player", seat: rival }, duel: started.duel }));
  if (started.duel.outcome !== null) tieBreakAftermath(ctx);
}

export function tieBreakAftermath(ctx: Ctx): void {
  const { s } = ctx;
  const combat = s.combat!;
  const tb = s.tieBreak!;
  const outcome = combat.duel.outcome!;
  s.duelDeck = finishDuel(combat.duel) as typeof s.duelDeck;
  s.combat = null;
  const rival = tb.rivals[0];
  if (outcome.result === "tie") {
    tb.draws += 1;
    if (tb.draws < MAX_TIEBREAK_DRAWS) {
      log(ctx, "tiebreak/draw", "The duel for the victory is drawn: they fight again.");
      return startTieBreakDuel(ctx);
    }
    tb.sharing.push(rival);
    log(ctx, "tiebreak/share", `${s.players[tb.champion].name} and ${s.players[rival].name} draw three times and share the honours.`);
  } else {
    const winner = outcome.result === "attacker" ? tb.champion : rival;
    if (winner !== tb.champion) tb.sharing = [];
    tb.champion = winner;
  }
  tb.rivals = tb.rivals.slice(1);
  tb.draws = 0;
  if (tb.rivals.length > 0) return startTieBreakDuel(ctx);
  declareWinners(ctx, tb.lines, [tb.champion, ...tb.sharing].sort((a, b) => a - b), "duel");
}
