import { reject, type GameEvent, type Rejection, type SeatIndex } from "../../../engine";
import { FAMILY_MEMBERS, familyMember, type FamilySource } from "../content/family";
import type { FamilyId, Lasting } from "../content/effects";
import { SOULMATE_MARKERS, WISH_DECK } from "../content/wishes";
import type { Chance } from "../treasure/dice";
import type { FamilyState } from "./types";

const R_FAMILY = "Shiver Me Timbers › Lost Family › The Family Reunion";

export function newFamilyState(seats: number, chance: Pick<Chance, "shuffle">): FamilyState {
  return {
    relatives: Array.from({ length: seats }, () => []),
    unrescued: FAMILY_MEMBERS.map((f) => f.id),
    wishDeck: chance.shuffle(WISH_DECK),
    courtships: Array.from({ length: seats }, () => null),
    soulmates: Array.from({ length: seats }, () => []),
    soulmateMarkers: SOULMATE_MARKERS.map((s) => s.id),
  };
}

/**
 * A relative rescued (Where to find your lost relatives): from a pirate hunter, a mission or a
 * search, as the content says. Each marker exists once, so nobody rescues a relative twice.
 * `ring` tells the main game to start a courtship (the mother's and grandmother's jewellery).
 */
export function rescueRelative(f: FamilyState, seat: SeatIndex, relative: FamilyId, source: FamilySource, name = `Seat ${seat}`): { family: FamilyState; events: GameEvent[]; ring: boolean } | Rejection {
  const member = familyMember(relative);
  if (member.source !== source) return reject("family/wrong_source", `Your ${member.name.toLowerCase()} is not found that way.`, R_FAMILY);
  if (!f.unrescued.includes(relative)) return reject("family/already_rescued", `The ${member.name.toLowerCase()} has already been rescued.`, R_FAMILY);
  const family: FamilyState = {
    ...f,
    unrescued: f.unrescued.filter((r) => r !== relative),
    relatives: f.relatives.map((rs, i) => (i === seat ? [...rs, relative] : rs)),
  };
  return {
    family,
    ring: member.abilities.some((a) => a.kind === "ring"),
    events: [{ kind: "family/rescue", text: `${name} is reunited with their ${member.name.toLowerCase()}: ${member.text}`, data: { seat, relative, vp: member.vp } }],
  };
}

/** The lasting abilities of the seat's rescued relatives. */
export const familyBonuses = (f: FamilyState, seat: SeatIndex): Lasting[] => (f.relatives[seat] ?? []).flatMap((r) => familyMember(r).abilities);

/** "At the end of the game, you will receive the Victory Points noted on each collected family marker." */
export const familyVp = (f: FamilyState, seat: SeatIndex): number => (f.relatives[seat] ?? []).reduce((sum, r) => sum + familyMember(r).vp, 0);
