import { Random, seedRng } from "../../../engine";
import { familyOwedBot } from "./bot";
import { newFamilyState } from "./family";
import type { FamilyState } from "./types";

const keep = { shuffle: <T>(xs: readonly T[]) => [...xs] };
const random = () => Random.from(seedRng(1));

describe("the family bot's owed decisions", () => {
  it("the neighbour strikes out the easiest wish and the suitor picks the easier one left", () => {
    const f: FamilyState = { ...newFamilyState(3, keep), courtships: [{ stage: "neighbour", revealed: ["wish-pearl-of-the-deep", "wish-legend", "wish-castle"] }, null, null] };
    expect(familyOwedBot(f, 2, random())).toEqual({ type: "family_wish_discard", suitor: 0, wish: "wish-legend" });
    const g: FamilyState = { ...f, courtships: [{ stage: "choose", revealed: ["wish-pearl-of-the-deep", "wish-castle"] }, null, null] };
    expect(familyOwedBot(g, 0, random())).toEqual({ type: "family_wish_choose", wish: "wish-castle" });
  });

  it("reveals a wish for the marker with the most VP", () => {
    const f: FamilyState = { ...newFamilyState(2, keep), courtships: [{ stage: "wishing", candidates: ["wish-legend"], wish: "wish-legend", met: true }, null] };
    expect(familyOwedBot(f, 0, random())).toEqual({ type: "family_wish_reveal", marker: "soulmate-1" });
  });
});
