import { schema, t } from "@colyseus/schema";

/**
 * The pieces of Pirate's Cove's synced board (schema.ts assembles them): one schema per
 * object of publicView (shared/games/pirates-cove/view.ts), with the view's field names.
 */
export const PcCard = schema({ id: t.uint8().default(0), kind: t.string().default(""), name: t.string().default("") }, "PcCard");

export const PcParrot = schema({ id: t.uint8().default(0), kind: t.string().default(""), name: t.string().default(""), hurt: t.boolean().default(false) }, "PcParrot");

export const PcSections = schema(
  { sails: t.uint8().default(0), crew: t.uint8().default(0), cannons: t.uint8().default(0), hull: t.uint8().default(0) },
  "PcSections",
);

export const PcMastercraft = schema({ section: t.string().default(""), damaged: t.boolean().default(false) }, "PcMastercraft");

export const PcShip = schema(
  {
    seat: t.uint8().default(0),
    name: t.string().default(""),
    sections: t.ref(PcSections),
    speed: t.number().default(0),
    dice: t.uint8().default(0),
    /** Absent: no limit (a Mastercraft hull). */
    hold: t.uint8().optional(),
    gold: t.number().default(0),
    fame: t.number().default(0),
    treasures: t.uint8().default(0),
    buried: t.uint8().default(0),
    island: t.uint8().default(0),
    islandName: t.string().default(""),
    handSize: t.uint8().default(0),
    parrot: t.ref(PcParrot).optional(),
    mastercrafts: t.array(PcMastercraft),
    crippled: t.boolean().default(false),
    hasChosen: t.boolean().default(false),
    /** Only when choices are made in the open (after a Crow's nest). */
    course: t.uint8().optional(),
    farewell: t.boolean().default(false),
  },
  "PcShip",
);

export const PcBounty = schema(
  { fame: t.uint8().default(0), gold: t.uint8().default(0), treasures: t.uint8().default(0), tavern: t.uint8().default(0) },
  "PcBounty",
);

export const PcIsland = schema(
  { island: t.uint8().default(0), name: t.string().default(""), card: t.ref(PcBounty).optional(), cardsLeft: t.uint8().default(0) },
  "PcIsland",
);

export const PcLegend = schema(
  {
    id: t.string().default(""),
    name: t.string().default(""),
    island: t.uint8().default(0),
    afloat: t.boolean().default(false),
    hull: t.uint8().default(0),
    maxHull: t.uint8().default(0),
    sail: t.uint8().default(0),
    dice: t.uint8().default(0),
  },
  "PcLegend",
);

export const PcNavy = schema(
  { island: t.uint8().default(0), sentBy: t.uint8().default(0), hull: t.uint8().default(0), sail: t.uint8().default(0), dice: t.uint8().default(0) },
  "PcNavy",
);

export const PcSecretMap = schema({ island: t.uint8().default(0), seat: t.uint8().default(0), month: t.uint8().default(0) }, "PcSecretMap");

export const PcParrotOffer = schema({ seat: t.uint8().default(0), card: t.ref(PcCard) }, "PcParrotOffer");

export const PcWindow = schema({ kind: t.string().default(""), seat: t.uint8().default(0) }, "PcWindow");

export const PcCombatLegend = schema({ id: t.string().default(""), hull: t.uint8().default(0) }, "PcCombatLegend");

/** A fighter is a string: a seat's number ("0"), "navy" or a Legendary Pirate's id. */
export const PcVolley = schema(
  { shooter: t.string().default(""), target: t.string().default(""), section: t.string().default(""), card: t.uint8().optional(), kegs: t.array("uint8") },
  "PcVolley",
);

export const PcCombat = schema(
  {
    island: t.uint8().default(0),
    ships: t.array("uint8"),
    legend: t.ref(PcCombatLegend).optional(),
    navy: t.boolean().default(false),
    round: t.uint8().default(0),
    step: t.string().default(""),
    order: t.array("string"),
    next: t.string().optional(),
    pending: t.ref(PcVolley).optional(),
    fleeing: t.array("uint8"),
    avast: t.boolean().default(false),
    grapple: t.boolean().default(false),
    smoke: t.array("uint8"),
    inPlay: t.array(PcCard),
    reloading: t.array("uint8"),
  },
  "PcCombat",
);
