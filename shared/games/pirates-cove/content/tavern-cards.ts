/**
 * The 42 Tavern cards (pirates-cove-tavern.txt; counts from docs/rules-notes.md: 4 Parrot,
 * 7 Mastercraft, 8 Event, 8 Battle, 6 Volley, 9 Fame of 5×1, 3×2, 1×3). A card's id is its
 * index in `TAVERN_CARDS`.
 */
import { CANNONS, CREW, HULL, SAILS } from "./sections";

export type CardKind =
  | "flintParrot"
  | "silverParrot"
  | "bonesParrot"
  | "trelawneyParrot"
  | "mastercraft"
  | "fondFarewell"
  | "consort"
  | "crowsNest"
  | "goingOnTheAccount"
  | "privateeringCommission"
  | "royalNavyIntercept"
  | "secretMap"
  | "avastBelay"
  | "blowMeDown"
  | "grappleAttack"
  | "smokeScreen"
  | "treasureOverboard"
  | "grapeshot"
  | "powderKeg"
  | "sixGunSalute"
  | "fame";

export type CardType = "parrot" | "mastercraft" | "event" | "battle" | "volley" | "fame";

export interface TavernCard {
  readonly id: number;
  readonly kind: CardKind;
  readonly type: CardType;
  readonly name: string;
  /** Fame cards only. */
  readonly fame: number;
}

export const CARD_KINDS: Readonly<Record<CardKind, { readonly type: CardType; readonly name: string; readonly count: number }>> = {
  flintParrot: { type: "parrot", name: "Captain Flint's parrot", count: 1 },
  silverParrot: { type: "parrot", name: "Long John Silver's parrot", count: 1 },
  bonesParrot: { type: "parrot", name: "Billy Bones' parrot", count: 1 },
  trelawneyParrot: { type: "parrot", name: "Squire Trelawney's parrot", count: 1 },
  mastercraft: { type: "mastercraft", name: "Mastercraft", count: 7 },
  fondFarewell: { type: "event", name: "A fond farewell", count: 1 },
  consort: { type: "event", name: "Consort", count: 1 },
  crowsNest: { type: "event", name: "Crow's nest", count: 1 },
  goingOnTheAccount: { type: "event", name: "Going on the account", count: 1 },
  privateeringCommission: { type: "event", name: "Privateering Commission", count: 1 },
  royalNavyIntercept: { type: "event", name: "Royal Navy Intercept", count: 2 },
  secretMap: { type: "event", name: "Secret Map", count: 1 },
  avastBelay: { type: "battle", name: "Avast belay!", count: 1 },
  blowMeDown: { type: "battle", name: "Blow me down!", count: 2 },
  grappleAttack: { type: "battle", name: "Grapple attack", count: 2 },
  smokeScreen: { type: "battle", name: "Smoke screen", count: 2 },
  treasureOverboard: { type: "battle", name: "Treasure over board", count: 1 },
  grapeshot: { type: "volley", name: "Grapeshot attack", count: 2 },
  powderKeg: { type: "volley", name: "Powder keg", count: 2 },
  sixGunSalute: { type: "volley", name: "Six Gun Salute", count: 2 },
  fame: { type: "fame", name: "Fame", count: 9 },
};

const FAME_VALUES = [1, 1, 1, 1, 1, 2, 2, 2, 3];

function buildDeck(): TavernCard[] {
  const cards: TavernCard[] = [];
  let fameIndex = 0;
  for (const [kind, info] of Object.entries(CARD_KINDS) as [CardKind, (typeof CARD_KINDS)[CardKind]][]) {
    for (let i = 0; i < info.count; i++) {
      const fame = kind === "fame" ? FAME_VALUES[fameIndex++] : 0;
      const name = kind === "fame" ? `Fame (${fame})` : info.name;
      cards.push({ id: cards.length, kind, type: info.type, name, fame });
    }
  }
  return cards;
}

export const TAVERN_CARDS: readonly TavernCard[] = buildDeck();
export const TAVERN_CARD_COUNT = 42;

/** The section each parrot advises on (its icon): Flint the hull (treasures), Silver the cannons, Bones the crew, Trelawney the sails. */
export const PARROT_SECTION: Readonly<Partial<Record<CardKind, number>>> = {
  flintParrot: HULL,
  silverParrot: CANNONS,
  bonesParrot: CREW,
  trelawneyParrot: SAILS,
};

export const TREASURE_OVERBOARD_SPEED = 2;
export const BLOW_ME_DOWN_SPEED = 6;
export const TRELAWNEY_SPEED = 20;
export const SILVER_DICE = 6;
export const GRAPESHOT_SELF_HITS = 2;
export const GRAPESHOT_HITS_ON = 3;
export const PARROT_RELEASE_FAME = 1;
export const PARROT_DEATH_FAME = 2;
export const MASTERCRAFT_REPAIR_GOLD = 1;
export const TAVERN_CARD_PRICE = 2;

export const cardKind = (id: number): CardKind => TAVERN_CARDS[id].kind;
export const cardName = (id: number): string => TAVERN_CARDS[id].name;
export const isParrot = (id: number): boolean => TAVERN_CARDS[id].type === "parrot";
