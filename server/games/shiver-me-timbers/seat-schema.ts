import { schema, t } from "@colyseus/schema";
import { OWNER } from "../view-tag";
import { SmtHeldMission } from "./board-modules";
import { SmtMerchantCard } from "./board-table";

/**
 * One seat's private part of a Shiver Me Timbers table: the whole `seatView`
 * (shared/games/shiver-me-timbers/views.ts), every field behind the OWNER tag so only that
 * seat's clients receive it. Names are the view's; null travels as an absent field.
 */

const SmtBrowse = schema({ deck: t.string(), kinds: t.map("uint8").optional() }, "SmtBrowse");

const SmtSeatCards = schema({ crew: t.array("string").optional(), rituals: t.array("string").optional(), browse: t.ref(SmtBrowse).optional() }, "SmtSeatCards");

const SmtPeeked = schema({ space: t.string(), merchant: t.ref(SmtMerchantCard) }, "SmtPeeked");

const SmtSeatDuel = schema({ roles: t.array("string").optional(), hand: t.array("string").optional() }, "SmtSeatDuel");

const SmtSeatTreasure = schema({ hand: t.array("string").optional(), look: t.array("string").optional() }, "SmtSeatTreasure");

const SmtSeatMissions = schema({ held: t.array(SmtHeldMission).optional(), look: t.array("string").optional() }, "SmtSeatMissions");

const SmtSeatMonsters = schema({ tide: t.array("string").optional() }, "SmtSeatMonsters");

const SmtSeatFamily = schema({ wish: t.string().optional(), met: t.boolean().default(false) }, "SmtSeatFamily");

/** The seat schema's fields (the secrecy test plants a leak by leaving one untagged). */
export const smtSeatFields = {
    seat: t.uint8().default(0).view(OWNER),
    secretGoals: t.array("uint8").optional().view(OWNER),
    origin: t.string().optional().view(OWNER),
    talent: t.string().optional().view(OWNER),
    crew: t.array("string").optional().view(OWNER),
    rituals: t.array("string").optional().view(OWNER),
    cards: t.ref(SmtSeatCards).optional().view(OWNER),
    peeked: t.array(SmtPeeked).optional().view(OWNER),
    looking: t.array("string").optional().view(OWNER),
    duel: t.ref(SmtSeatDuel).optional().view(OWNER),
    treasure: t.ref(SmtSeatTreasure).optional().view(OWNER),
    missions: t.ref(SmtSeatMissions).optional().view(OWNER),
    monsters: t.ref(SmtSeatMonsters).optional().view(OWNER),
    family: t.ref(SmtSeatFamily).optional().view(OWNER),
};
export const SmtSeat = schema(smtSeatFields, "SmtSeat");
