import { reject, type GameEvent, type Rejection, type SeatIndex } from "../../../engine";
import { ISLAND_NAMES, RESOURCES } from "../content/basics";
import { SOULMATE_MARKERS, WISHES_REVEALED, wishCard, type WishCondition } from "../content/wishes";
import type { Cargo } from "../state";
import { foeMatches, type Deed } from "../missions-and-titles/deeds";
import type { Chance } from "../treasure/dice";
import type { FamilyAction } from "./actions";
import type { Courtship, FamilyApplyResult, FamilyState, WishContext } from "./types";

const R_SOUL = "Shiver Me Timbers › Find a Soulmate";

/** The right-hand neighbour: seats run clockwise, so it is the previous seat (as in combat). */
export const rightHandOf = (seat: SeatIndex, seats: number): SeatIndex => (seat - 1 + seats) % seats;

/**
 * A ring found (a ring treasure, the mother, the grandmother): "Reveal the top 3 cards from the
 * wish deck." Design: one courtship per player at a time, and none once they have a soulmate or
 * when no soulmate marker is left (the ring is then just a treasure): null.
 */
export function beginCourtship(f: FamilyState, seat: SeatIndex, name = `Seat ${seat}`): { family: FamilyState; events: GameEvent[] } | null {
  if (f.courtships[seat] !== null || f.soulmates[seat].length > 0 || f.soulmateMarkers.length === 0 || f.wishDeck.length === 0) return null;
  const revealed = f.wishDeck.slice(0, WISHES_REVEALED);
  // With fewer than 3 wishes left the neighbour's discard is skipped when only 1 remains.
  const courtship: Courtship = revealed.length >= 2 ? { stage: "neighbour", revealed } : { stage: "wishing", candidates: revealed, wish: revealed[0], met: false };
  return {
    family: { ...f, wishDeck: f.wishDeck.slice(revealed.length), courtships: f.courtships.map((c, i) => (i === seat ? courtship : c)) },
    events: [{ kind: "family/wishes", text: `${name} has a ring and proposes! The wishes: ${revealed.map((w) => wishCard(w).name).join(", ")}.`, data: { seat, revealed } }],
  };
}

/** Who must act in a courtship now: the neighbour discarding, or the suitor choosing. */
export function courtshipActors(f: FamilyState): SeatIndex[] {
  const out: SeatIndex[] = [];
  f.courtships.forEach((c, seat) => {
    if (c?.stage === "neighbour") out.push(rightHandOf(seat, f.courtships.length));
    if (c?.stage === "choose") out.push(seat);
  });
  return out;
}

export function applyFamily(f: FamilyState, seat: SeatIndex, action: FamilyAction, ctx: WishContext, chance: Pick<Chance, "shuffle">): FamilyApplyResult {
  if (seat < 0 || seat >= f.courtships.length) return no(reject("seat/unknown", `There is no seat ${seat} at this table.`));
  const who = ctx.name ?? `Seat ${seat}`;
  switch (action.type) {
    case "family_wish_discard": {
      const c = f.courtships[action.suitor];
      if (c === undefined || c === null || c.stage !== "neighbour") return no(reject("family/no_wishes", "There are no wishes to discard from.", R_SOUL));
      if (rightHandOf(action.suitor, f.courtships.length) !== seat) return no(reject("family/not_neighbour", "Only the suitor's right-hand neighbour discards a wish.", R_SOUL));
      if (!c.revealed.includes(action.wish)) return no(reject("family/not_offered", "Discard one of the wishes revealed.", R_SOUL));
      const left = c.revealed.filter((w) => w !== action.wish);
      return ok(setCourtship({ ...f, wishDeck: chance.shuffle([...f.wishDeck, action.wish]) }, action.suitor, { stage: "choose", revealed: left }), [
        { kind: "family/wish_discard", text: `${who} strikes out ${wishCard(action.wish).name}.`, data: { seat, suitor: action.suitor, wish: action.wish } },
      ]);
    }
    case "family_wish_choose": {
      const c = f.courtships[seat];
      if (c === null || c.stage !== "choose") return no(reject("family/not_choosing", "You have no wishes to choose from.", R_SOUL));
      if (!c.revealed.includes(action.wish)) return no(reject("family/not_offered", "Choose one of the two wishes left.", R_SOUL));
      const unused = c.revealed.filter((w) => w !== action.wish);
      const next = setCourtship({ ...f, wishDeck: chance.shuffle([...f.wishDeck, ...unused]) }, seat, { stage: "wishing", candidates: c.revealed, wish: action.wish, met: false });
      return ok(next, [{ kind: "family/wish_choose", text: `${who} secretly chooses a wish.`, secret: { seats: [seat], text: `You set out to fulfil: ${wishCard(action.wish).name}.` }, data: { seat } }]);
    }
    case "family_wish_reveal": {
      const c = f.courtships[seat];
      if (c === null || c.stage !== "wishing") return no(reject("family/no_wish", "You have no wish to reveal.", R_SOUL));
      if (!f.soulmateMarkers.includes(action.marker)) return no(reject("family/no_marker", "Choose one of the soulmate markers left.", R_SOUL));
      const cond = wishCard(c.wish).condition;
      const pay = { cocoa: 0, rum: 0, sugar: 0 } as Record<keyof Cargo, number>;
      const missing = wishUnmet(cond, c.met, ctx, pay);
      if (missing !== null) return no(reject("family/wish_unmet", `${wishCard(c.wish).name}: ${missing}`, R_SOUL));
      const marker = SOULMATE_MARKERS.find((s) => s.id === action.marker)!;
      const next: FamilyState = {
        ...f,
        courtships: f.courtships.map((x, i) => (i === seat ? null : x)),
        wishDeck: chance.shuffle([...f.wishDeck, c.wish]),
        soulmateMarkers: f.soulmateMarkers.filter((s) => s !== action.marker),
        soulmates: f.soulmates.map((s, i) => (i === seat ? [...s, action.marker] : s)),
      };
      return {
        ok: true, family: next, pay: RESOURCES.some((r) => pay[r] > 0) ? pay : null, soulmate: { marker: marker.id, vp: marker.vp },
        events: [{ kind: "family/soulmate", text: `${who} fulfils the wish "${wishCard(c.wish).name}" and wins ${marker.name}'s heart!`, data: { seat, wish: c.wish, marker: marker.id } }],
      };
    }
  }
}

/** A deed (missions-and-titles/deeds.ts) may meet the seat's chosen wish; only deeds after the choice count. */
export function recordWishDeed(f: FamilyState, seat: SeatIndex, deed: Deed): FamilyState {
  const c = f.courtships[seat];
  if (c === null || c === undefined || c.stage !== "wishing" || c.met) return f;
  const cond = wishCard(c.wish).condition;
  const met = (cond.kind === "defeat" && deed.kind === "defeated" && foeMatches(cond.foe, deed.foe)) || (cond.kind === "raise" && deed.kind === "raised" && !deed.relative);
  return met ? setCourtship(f, seat, { ...c, met: true }) : f;
}

function wishUnmet(cond: WishCondition, met: boolean, ctx: WishContext, pay: Record<keyof Cargo, number>): string | null {
  switch (cond.kind) {
    case "defeat":
    case "raise":
      return met ? null : "not yet done since you chose the wish.";
    case "goldOnShip":
      return ctx.gold >= cond.atLeast ? null : `${cond.atLeast} G needed on your ship.`;
    case "attribute": {
      const values = cond.attribute === "any" ? Object.values(ctx.attributes) : [ctx.attributes[cond.attribute]];
      return values.some((v) => v >= cond.atLeast) ? null : `an attribute of ${cond.atLeast} or more is needed.`;
    }
    case "deliver":
      if (ctx.island !== cond.island) return `bring the goods to ${ISLAND_NAMES[cond.island]}.`;
      for (const r of cond.resources) {
        if (ctx.cargo[r] - pay[r] < 1) return `1 ${r} needed in your hold.`;
        pay[r] += 1;
      }
      return null;
  }
}

function setCourtship(f: FamilyState, seat: SeatIndex, c: Courtship): FamilyState {
  return { ...f, courtships: f.courtships.map((x, i) => (i === seat ? c : x)) };
}

function ok(family: FamilyState, events: GameEvent[]): FamilyApplyResult {
  return { ok: true, family, events, pay: null, soulmate: null };
}

function no(rejection: Rejection): FamilyApplyResult {
  return { ok: false, rejection };
}
