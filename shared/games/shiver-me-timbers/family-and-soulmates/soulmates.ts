/**
 * Lost Family and Find a Soulmate (family-and-soulmates/) inside the main game: relatives rescued from every
 * source, a ring reaching a ship starting a courtship, the right-hand neighbour's discard and the
 * suitor's secret choice owed out of turn, wish deeds, the reveal (a free action), and the VP of
 * soulmate markers.
 */
import { CommonRejections, reject, type Rejection } from "../../../engine";
import { RESOURCES } from "../content/basics";
import type { FamilySource } from "../content/family";
import type { FamilyId } from "../content/effects";
import { treasureCard } from "../content/treasures";
import { SOULMATE_MARKERS } from "../content/wishes";
import type { SmtAction } from "../actions";
import { deepCopy, log, type Ctx, type Outcome, type S } from "../core/draft";
import type { FamilyAction } from "./actions";
import { rescueRelative } from "./family";
import { applyFamily, beginCourtship, courtshipActors } from "./courtship";
import type { FamilyState, WishContext } from "./types";
import { spaceIsland } from "../map/types";
import type { SmtState } from "../state";
import { chanceFrom } from "../treasure/dice";
import { ownTurn } from "../rounds-and-turns/guards";
import { TREASURE_LIMIT } from "../content/basics";

const R_SOUL = "Find a Soulmate";
const OWED: ReadonlySet<string> = new Set(["family_wish_discard", "family_wish_choose"]);

/**
 * A relative joins the family from `source` (a pirate hunter beaten, a mission's reward, a
 * search raised). One marker each: a relative another player already found stays with them. The
 * mother and the grandmother bring a ring, which starts a courtship.
 */
export function rescue(ctx: Ctx, seat: number, relative: FamilyId, source: FamilySource): void {
  const { s } = ctx;
  const player = s.players[seat];
  const out = rescueRelative(s.family as FamilyState, seat, relative, source, player.name);
  if ("code" in out) {
    if (out.code === "family/already_rescued") {
      log(ctx, "family/already_rescued", `${player.name} learns that their ${relative} is already safe with another captain.`, { seat, relative });
      return;
    }
    throw new Error(`rescue: ${relative} is not found by ${source}`);
  }
  s.family = deepCopy(out.family) as S["family"];
  ctx.events.push(...out.events);
  player.counters.relativesRescued += 1;
  if (out.ring) startCourtship(ctx, seat);
}

/** A treasure card reached `seat`'s ship (raised, taken as a reward, plundered): a ring starts a courtship. */
export function treasureArrives(ctx: Ctx, seat: number, card: string): void {
  if (treasureCard(card).kind === "ring") startCourtship(ctx, seat);
}

/**
 * A relative card taken as a treasure reward is not a treasure for the ship: design, it is a lead
 * to search ("the search works like a treasure hunt"), kept in hand like a scouted card while
 * there is room (3 cards in hand and on the track), otherwise discarded.
 */
export function takeRelativeLead(ctx: Ctx, seat: number, card: string): void {
  const { s } = ctx;
  const t = s.treasure.players[seat];
  const room = t.hand.length + (t.hunt ? 1 : 0) < TREASURE_LIMIT;
  if (room) t.hand.push(card);
  else s.treasure.discard.push(card);
  log(ctx, "family/lead", `${s.players[seat].name} takes a treasure card.`, { seat }, {
    seats: [seat],
    text: room ? `You take ${treasureCard(card).name}: a lead to search for on ${treasureCard(card).island}.` : `You have no room for ${treasureCard(card).name}: it is discarded.`,
  });
}

/** "Reveal the top 3 cards from the wish deck" (nothing if the seat already courts or has a soulmate). */
function startCourtship(ctx: Ctx, seat: number): void {
  const out = beginCourtship(ctx.s.family as FamilyState, seat, ctx.s.players[seat].name);
  if (out === null) return;
  ctx.s.family = deepCopy(out.family) as S["family"];
  ctx.events.push(...out.events);
}

/** The seats owing a courtship decision now (the right-hand neighbour's discard, the suitor's choice). */
export function courtshipOwed(s: S | SmtState): number[] {
  return s.phase === "play" && s.combat === null ? courtshipActors(s.family as FamilyState) : [];
}

/** While a courtship decision is owed, nothing else happens: its seat acts, out of turn if need be. */
export function courtshipWaits(s: S, seat: number, action: SmtAction): Rejection | null {
  const owed = courtshipOwed(s);
  if (owed.length === 0 || OWED.has(action.type)) return null;
  return owed[0] === seat ? reject("family/wishes_first", "First settle the wishes of the courtship (strike one out, or choose yours).", R_SOUL) : CommonRejections.notYourTurn(R_SOUL);
}

/** What a wish is checked against: the ship's island, gold and cargo, and its upgrades. */
export function wishContext(s: S | SmtState, seat: number): WishContext {
  const p = s.players[seat];
  return { island: spaceIsland(p.location), gold: p.gold, cargo: p.cargo, attributes: { speed: p.speed, strength: p.strength, hull: p.hull }, name: p.name };
}

export function familyStep(ctx: Ctx, seat: number, action: FamilyAction): Outcome {
  const { s } = ctx;
  if (OWED.has(action.type)) {
    if (!courtshipOwed(s).includes(seat)) return CommonRejections.notYourTurn(R_SOUL);
  } else {
    const no = ownTurn(s, seat);
    if (no) return no;
  }
  const result = applyFamily(s.family as FamilyState, seat, action, wishContext(s, seat), chanceFrom(ctx.random));
  if (!result.ok) return result.rejection;
  s.family = deepCopy(result.family) as S["family"];
  ctx.events.push(...result.events);
  const player = s.players[seat];
  if (result.pay) for (const r of RESOURCES) player.cargo[r] -= result.pay[r];
  if (result.soulmate) player.counters.soulmatesWon += 1;
}

/** The owed courtship decisions as legal actions. */
export function courtshipOptions(s: S | SmtState, seat: number): SmtAction[] {
  const f = s.family;
  const out: SmtAction[] = [];
  f.courtships.forEach((c, suitor) => {
    if (c?.stage === "neighbour" && (suitor - 1 + f.courtships.length) % f.courtships.length === seat) {
      for (const wish of c.revealed) out.push({ type: "family_wish_discard", suitor, wish });
    }
  });
  const mine = f.courtships[seat];
  if (mine?.stage === "choose") for (const wish of mine.revealed) out.push({ type: "family_wish_choose", wish });
  return out;
}

/** The reveal, when the chosen wish is met now: one action per soulmate marker left. */
export function revealOptions(s: S | SmtState, seat: number): SmtAction[] {
  const f = s.family as FamilyState;
  const c = f.courtships[seat];
  if (c?.stage !== "wishing" || f.soulmateMarkers.length === 0) return [];
  const keepOrder = { shuffle: <T>(items: readonly T[]) => [...items] };
  const test = applyFamily(f, seat, { type: "family_wish_reveal", marker: f.soulmateMarkers[0] }, wishContext(s, seat), keepOrder);
  return test.ok ? f.soulmateMarkers.map((marker) => ({ type: "family_wish_reveal" as const, marker })) : [];
}

/** The VP of the soulmate markers a seat won. */
export function soulmateVp(f: FamilyState, seat: number): number {
  let vp = 0;
  for (const id of f.soulmates[seat] ?? []) vp += SOULMATE_MARKERS.find((m) => m.id === id)?.vp ?? 0;
  return vp;
}
