import { reject } from "../../../engine";
import { CITADEL_SPEED, fortress } from "../content/fortresses";
import { merchant, NATION_NAMES } from "../content/merchants";
import type { ActionOf } from "../actions";
import { log, type Ctx, type Outcome } from "../core/draft";
import { startDuel } from "../duel/start";
import type { DuelRole, DuelSetup } from "../duel/types";
import { isIslandSpace, spaceIsland, type SpaceId } from "../map/types";
import { regularAction, spendAction } from "../rounds-and-turns/guards";
import { lowerAttribute } from "../trade-and-upgrades/owed-upgrades";
import { forgetPeeks } from "../map/merchants";
import { resolveGunfight } from "./gunfight";
import { fortressSide, merchantSide, playerSide, rightOf } from "./sides";
import type { CombatFoe, CombatState } from "./types";
import { effectiveStat } from "../trade-and-upgrades/ship-attributes";
import { resolveAftermath } from "./aftermath";
import { hasLasting } from "../trade-and-upgrades/lasting-bonuses";
import { boardingPlayersForbidden, equalSpeedGunfights, merchantDamage } from "../events/events";
import { openPrelude } from "../crew-and-rituals/card-windows";

const GUNFIGHTS = "Combat › Gunfights";
const BOARDING = "Combat › Boarding attacks";

/** A target ship on your sea space: a player there, or the merchant at your anchor. */
function findTarget(ctx: Ctx, seat: number, target: ActionOf<"board">["target"], rule: string) {
  const { s } = ctx;
  const here = s.players[seat].location;
  if (isIslandSpace(here)) return { error: reject("combat/on_island", "Ships on islands cannot be attacked at sea; raid the fortress instead.", rule) };
  if ("merchant" in target) {
    if (!s.merchants[here]) return { error: reject("combat/no_merchant", "There is no merchant on your space.", rule) };
    return { merchant: here };
  }
  if (target.seat === seat || target.seat < 0 || target.seat >= s.players.length) return { error: reject("combat/bad_target", "Choose another player's ship.", rule) };
  if (s.players[target.seat].location !== here) return { error: reject("combat/not_here", `${s.players[target.seat].name} is not on your space.`, rule) };
  return { seat: target.seat };
}

/** Gunfights: as an action, on a shared sea space, with the higher speed (the Gunner: equal will do). */
export function gunfight(ctx: Ctx, seat: number, action: ActionOf<"gunfight">): Outcome {
  const { s } = ctx;
  const no = regularAction(s, seat);
  if (no) return no;
  const found = findTarget(ctx, seat, action.target, GUNFIGHTS);
  if (found.error) return found.error;
  const me = s.players[seat];
  // The Gunner, a lasting "gunfights at equal speed" and the event of that name fire at equal speed.
  const shooter = { name: me.name, speed: effectiveStat(s, seat, "speed"), gunner: me.talent === "gunner" || hasLasting(s, seat, "gunfightAtEqualSpeed") || equalSpeedGunfights(s) };
  if (found.merchant !== undefined) {
    const slot = s.merchants[found.merchant]!;
    // Design: you must know the merchant's speed (face up, or you peeked) to open fire on it.
    if (!slot.faceUp && !me.peeked.includes(slot.id)) {
      return reject("gunfight/unknown_speed", "Peek at the merchant first: you cannot tell whether you are faster.", GUNFIGHTS);
    }
    const m = merchant(slot.id);
    const result = resolveGunfight(shooter, { kind: "merchant", name: `the ${NATION_NAMES[m.nation]} merchant`, speed: m.speed }, ctx.random);
    if (!result.ok) return result.rejection;
    spendAction(s);
    // Letters of Marque (events): more markers than the gunfight module's one.
    slot.damage += result.target === "merchant" ? Math.max(result.damageMarkers, merchantDamage(s)) : 0;
    ctx.events.push(...result.events);
    return;
  }
  const them = s.players[found.seat!];
  const result = resolveGunfight(shooter, { kind: "player", name: them.name, speed: effectiveStat(s, found.seat!, "speed"), strength: effectiveStat(s, found.seat!, "strength"), hull: them.hull }, ctx.random);
  if (!result.ok) return result.rejection;
  spendAction(s);
  if (result.target === "player" && result.loses) lowerAttribute(s, found.seat!, result.loses);
  ctx.events.push(...result.events);
}

/** Boarding attacks: against a player or the merchant on your sea space (never on islands). */
export function board(ctx: Ctx, seat: number, action: ActionOf<"board">): Outcome {
  const { s } = ctx;
  const no = regularAction(s, seat);
  if (no) return no;
  const found = findTarget(ctx, seat, action.target, BOARDING);
  if (found.error) return found.error;
  if (found.seat !== undefined && boardingPlayersForbidden(s)) {
    return reject("board/navy_patrol", "Navy Patrol: no boarding attacks against other players this round.", "Optional module: Events");
  }
  spendAction(s);
  if (found.merchant !== undefined) {
    const slot = s.merchants[found.merchant]!;
    revealMerchant(ctx, found.merchant);
    const captain = rightOf(s, seat);
    const foe: CombatFoe = { kind: "merchant", space: found.merchant, merchant: slot.id, captain };
    return engage(ctx, "boarding", seat, "attacker", foe, {
      kind: "boarding",
      attacker: playerSide(s, seat, { attacking: true, vsMerchant: true }),
      defender: merchantSide(s, found.merchant, captain),
    });
  }
  const defender = found.seat!;
  log(ctx, "combat/board", `${s.players[seat].name} boards ${s.players[defender].name}'s ship!`, { seat, target: defender });
  engage(ctx, "boarding", seat, "attacker", { kind: "player", seat: defender }, {
    kind: "boarding",
    attacker: playerSide(s, seat, { attacking: true, vsMerchant: false }),
    defender: playerSide(s, defender, { attacking: false, vsMerchant: false }),
  });
}

/** Raids on Fortresses: as an action on an island; reveal the marker; the player to the right captains the guard. */
export function raid(ctx: Ctx, seat: number): Outcome {
  const { s } = ctx;
  const no = regularAction(s, seat);
  if (no) return no;
  const island = spaceIsland(s.players[seat].location);
  if (!island) return reject("raid/not_on_island", "Fortresses are raided from their island.", "Raids on Fortresses");
  const slot = s.fortresses[island];
  if (!slot) return reject("raid/no_fortress", "This island's fortress has already fallen.", "Raids on Fortresses");
  const f = fortress(slot.id);
  spendAction(s);
  slot.faceUp = true;
  // Design (Citadel marker): the attacker needs speed 4 or more; a slower raid is revealed and
  // the action is spent, but no duel is fought (a face-down marker cannot refuse a declaration).
  if (f.rule === "attackerNeedsSpeed4" && effectiveStat(s, seat, "speed") < CITADEL_SPEED) {
    log(ctx, "combat/raid_repelled", `${s.players[seat].name} sails against the Citadel, but needs speed ${CITADEL_SPEED} to land.`, { seat, island, fortress: f.id });
    return;
  }
  const captain = rightOf(s, seat);
  log(ctx, "combat/raid", `${s.players[seat].name} raids the fortress: it is the ${f.name} (strength ${f.strength}).`, { seat, island, fortress: f.id });
  engage(ctx, "raid", seat, "attacker", { kind: "fortress", island, fortress: f.id, captain }, {
    kind: "raid",
    attacker: playerSide(s, seat, { attacking: true, vsMerchant: false }),
    defender: fortressSide(s, f.id, captain),
    rules: { noCrew: f.rule === "noCrew", noRituals: f.rule === "noRitualsExtraTreasure" },
  });
}

/** Nefarious pirate hunters: "They will attack you at once. This attack does not count as an action." */
export function startHunterAttack(ctx: Ctx, seat: number, space: SpaceId): void {
  const { s } = ctx;
  const slot = s.merchants[space]!;
  revealMerchant(ctx, space);
  const captain = rightOf(s, seat);
  log(ctx, "combat/hunter", `A pirate hunter attacks ${s.players[seat].name}!`, { seat, space });
  engage(ctx, "hunter", seat, "defender", { kind: "merchant", space, merchant: slot.id, captain }, {
    kind: "boarding",
    attacker: merchantSide(s, space, captain),
    defender: playerSide(s, seat, { attacking: false, vsMerchant: true }),
  });
}

/** King's Privateer (missions-and-titles/privateer.ts): the title holder boards the active player at once, not as an action. */
export function startPrivateerAttack(ctx: Ctx, privateer: number, target: number): void {
  const { s } = ctx;
  log(ctx, "combat/privateer", `${s.players[privateer].name}, the King's Privateer, boards ${s.players[target].name}'s ship!`, { seat: privateer, target });
  engage(ctx, "boarding", target, "defender", { kind: "player", seat: privateer }, {
    kind: "boarding",
    attacker: playerSide(s, privateer, { attacking: true, vsMerchant: false }),
    defender: playerSide(s, target, { attacking: false, vsMerchant: false }),
  });
}

function revealMerchant(ctx: Ctx, space: SpaceId): void {
  const slot = ctx.s.merchants[space]!;
  if (slot.faceUp) return;
  slot.faceUp = true;
  forgetPeeks(ctx.s, slot.id);
  const m = merchant(slot.id);
  log(ctx, "merchant/reveal", `The merchant is revealed: a ${m.size} ${NATION_NAMES[m.nation]} ${m.color === "red" ? "pirate hunter" : "trader"} (speed ${m.speed}, strength ${m.strength}, hull ${m.hull}).`, {
    space, merchant: slot.id,
  });
}

function engage(ctx: Ctx, kind: CombatState["kind"], player: number, playerRole: DuelRole, foe: CombatFoe, setup: DuelSetup): void {
  const { s } = ctx;
  const rules = { ...setup.rules, ...(s.options.resilientShips ? { resilientShips: true } : {}) };
  // 1. The Prelude: crew and ritual cards may still be played before the cards are dealt (crew-and-rituals/card-windows.ts).
  const started = startDuel({ ...setup, rules, prelude: true }, s.duelDeck, ctx.random);
  s.duelDeck = { draw: [...started.deck.draw], discard: [...started.deck.discard] };
  ctx.events.push(...started.events);
  s.combat = structuredClone({ kind, player, playerRole, foe, duel: started.duel }) as typeof s.combat;
  if (started.duel.phase === "prelude") openPrelude(ctx);
  else if (started.duel.outcome !== null) resolveAftermath(ctx);
}
