/**
 * The pure sub-modules composed the way the integration guide says: a ring raised on the treasure
 * track starts a courtship; a later raise is one deed reported to both the missions and the
 * wish; the mission is claimed and the soulmate won.
 */
import { Random, seedRng } from "../../../engine";
import { treasureCard } from "../content/treasures";
import { applyMission, recordDeed } from "../missions-and-titles/apply";
import type { Deed } from "../missions-and-titles/deeds";
import { stackedMissions } from "../missions-and-titles/test-missions";
import { applyTreasure } from "../treasure/apply";
import { chanceFrom } from "../treasure/dice";
import { at } from "../treasure/test-treasure";
import type { TreasureState } from "../treasure/types";
import { newFamilyState } from "./family";
import { applyFamily, beginCourtship, recordWishDeed } from "./courtship";

describe("rings, wishes and missions together", () => {
  it("raise the Royal Signet, court, raise again, claim the secret task and win a soulmate", () => {
    const chance = chanceFrom(Random.from(seedRng(21)));
    const keep = { shuffle: <T>(xs: readonly T[]) => [...xs] };
    const empty = { hand: [], hunt: null, look: null, mustDiscard: false };
    // Seat 0 is 4 footprints from the Royal Signet (Port Royal, final space 16) and holds Spanish Doubloons (St. David, 12).
    let t: TreasureState = { deck: [], discard: [], players: [{ ...empty, hand: ["t10"], hunt: { card: "t02", progress: 12 } }, { ...empty }] };
    let missions = stackedMissions(2);
    missions = { ...missions, players: [{ ...missions.players[0], held: [{ card: "secret-raise", revealed: false, met: [false] }] }, missions.players[1]] };
    let family = newFamilyState(2, keep);
    family = { ...family, wishDeck: ["wish-legend", "wish-castle", "wish-dowry", ...family.wishDeck.filter((w) => !["wish-legend", "wish-castle", "wish-dowry"].includes(w))] };

    const raise = (island: "port-royal" | "st-david", footprints: number) => {
      const r = applyTreasure(t, 0, { type: "treasure_dig" }, at(island, { footprints }), chance);
      if (!r.ok) throw new Error(r.rejection.code);
      t = r.treasure;
      return r.raised;
    };
    const deed = (d: Deed) => {
      missions = recordDeed(missions, 0, d).missions;
      family = recordWishDeed(family, 0, d);
    };

    const ring = raise("port-royal", 4);
    expect(ring).toBe("t02");
    expect(treasureCard(ring!).kind).toBe("ring");
    deed({ kind: "raised", relative: false });
    // The ring starts the courtship; the raise that found it came before the wish, so it does not count for it.
    family = beginCourtship(family, 0, "Anne")!.family;
    const step = (seat: number, action: Parameters<typeof applyFamily>[2]) => {
      const r = applyFamily(family, seat, action, { island: null, gold: 0, cargo: { cocoa: 0, rum: 0, sugar: 0 }, attributes: { speed: 3, strength: 3, hull: 3 } }, keep);
      if (!r.ok) throw new Error(r.rejection.code);
      family = r.family;
      return r;
    };
    step(1, { type: "family_wish_discard", suitor: 0, wish: "wish-castle" });
    step(0, { type: "family_wish_choose", wish: "wish-legend" });
    expect(family.courtships[0]).toMatchObject({ stage: "wishing", wish: "wish-legend", met: false });
    // The secret task was met by the first raise (it was held before).
    const claim = applyMission(missions, 0, { type: "mission_claim", card: "secret-raise" }, { island: "port-royal", gold: 0, cargo: { cocoa: 0, rum: 0, sugar: 0 }, attributes: { speed: 3, strength: 3, hull: 3 } }, keep);
    expect(claim.ok && claim.claimed?.rewards).toEqual([{ kind: "gold", amount: 500 }]);

    // Spanish Doubloons on St. David: begin and raise in one dig of 12.
    const begun = applyTreasure(t, 0, { type: "treasure_begin", card: "t10" }, at("st-david"), chance);
    if (!begun.ok) throw new Error(begun.rejection.code);
    t = begun.treasure;
    expect(raise("st-david", 12)).toBe("t10");
    deed({ kind: "raised", relative: false });
    const won = step(0, { type: "family_wish_reveal", marker: "soulmate-1" });
    expect(won.soulmate).toEqual({ marker: "soulmate-1", vp: 5 });
  });
});
