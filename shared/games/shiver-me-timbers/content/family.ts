/**
 * The 11 family markers (Lost Family). Where each is found is the rulebook's: four held by
 * pirate hunters (red merchants; content/merchants.ts names which), four in the
 * governor's prison (missions), three found by scouting (treasure cards). Abilities and VP are
 * our design. The mother and the grandmother bring a ring (Find a Soulmate: "your grandmother
 * and your mother will bring their family jewelry").
 */
import type { FamilyId, Lasting } from "./effects";

export type FamilySource = "pirateHunter" | "mission" | "search";

export interface FamilyMember {
  readonly id: FamilyId;
  readonly name: string;
  readonly source: FamilySource;
  readonly abilities: readonly Lasting[];
  readonly vp: number;
  readonly text: string;
}

export const FAMILY_MEMBERS: readonly FamilyMember[] = [
  { id: "father", name: "Father", source: "pirateHunter", abilities: [{ kind: "strength", amount: 1 }], vp: 2, text: "An old boarding hand: +1 strength." },
  { id: "aunt", name: "Aunt", source: "pirateHunter", abilities: [{ kind: "sellBonus", amount: 100 }], vp: 2, text: "Haggles for you: +100 G on every Sell action that sells something." },
  { id: "grandfather", name: "Grandfather", source: "pirateHunter", abilities: [{ kind: "movement", amount: 1 }], vp: 3, text: "Knows every current: +1 movement point on every Travel action." },
  { id: "mother", name: "Mother", source: "pirateHunter", abilities: [{ kind: "ring" }, { kind: "duelCards", amount: 1 }], vp: 3, text: "Brings her ring, and teaches you a trick: 1 more duel card in every duel." },
  { id: "sister", name: "Sister", source: "mission", abilities: [{ kind: "safePeek" }], vp: 2, text: "A sharp lookout: pirate hunters you peek at do not attack." },
  { id: "brother", name: "Brother", source: "mission", abilities: [{ kind: "gunfightAtEqualSpeed" }], vp: 2, text: "A master gunner: gunfights at equal speed." },
  { id: "uncle", name: "Uncle", source: "mission", abilities: [{ kind: "buyDiscount", amount: 50 }], vp: 2, text: "Has friends in the markets: resources cost 50 G less a unit." },
  { id: "grandmother", name: "Grandmother", source: "mission", abilities: [{ kind: "ring" }, { kind: "handLimit", deck: "ritual", amount: 1 }], vp: 3, text: "Brings her ring and her old recipes: you may hold 1 more ritual card." },
  { id: "son", name: "Son", source: "search", abilities: [{ kind: "footprints", amount: 2 }], vp: 2, text: "Digs like a mole: +2 footprints on every treasure hunt action." },
  { id: "daughter", name: "Daughter", source: "search", abilities: [{ kind: "monsterSteps", amount: 1 }], vp: 2, text: "Fearless at sea: +1 space whenever you advance on a monster hunt." },
  { id: "best-friend", name: "Best Friend", source: "search", abilities: [{ kind: "handLimit", deck: "crew", amount: 1 }], vp: 2, text: "Brings mates along: you may hold 1 more crew card." },
];

const byId = new Map(FAMILY_MEMBERS.map((f) => [f.id, f]));
export function familyMember(id: string): FamilyMember {
  const found = byId.get(id as FamilyId);
  if (!found) throw new Error(`unknown family member ${id}`);
  return found;
}
export const isFamilyId = (id: string): id is FamilyId => byId.has(id as FamilyId);
