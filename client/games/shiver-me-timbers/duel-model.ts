// The duel as the duel view draws it: the plank with both captains and the miniature, the
// prelude, each side's figures, the cards face up, your hand with each card's red attack and
// blue guard, and which of your cards and buttons are legal now. Every button carries one
// move of the server's list, unchanged; nothing here decides what is legal.
import type { CombatView, DuelView } from "./module-view";
import type { Action } from "./view";

export type Height = "high" | "middle" | "low";
export interface DuelCardFace {
  id: string;
  kind: "duel" | "feint" | "rigg" | "sand" | "insult" | "unknown";
  /** The red half: where it strikes and how many wounds. */
  attack: { height: Height; wounds: number } | null;
  /** The blue half: the height it guards. */
  guard: Height | null;
}

const SPECIAL_TEXT: Readonly<Record<string, string>> = {
  feint: "Feint (red special): your opponent discards a card of their choice",
  rigg: "Rigg (red special): take another strike, attack or hold",
  sand: "Throw sand (blue special): block all the wounds of an attack",
  insult: "Insult (blue special): block 2 wounds of an attack",
};

/** Reads a duel card's id ("high2-middle-1": red attack high for 2, blue guard middle; "feint-1"). */
export function duelCardFace(id: string): DuelCardFace {
  const two = /^(high|middle|low)([1-3])-(high|middle|low)-\d+$/.exec(id);
  if (two) return { id, kind: "duel", attack: { height: two[1] as Height, wounds: Number(two[2]) }, guard: two[3] as Height };
  const special = /^(feint|rigg|sand|insult)-\d+$/.exec(id);
  return { id, kind: special ? (special[1] as DuelCardFace["kind"]) : "unknown", attack: null, guard: null };
}

export function duelCardText(id: string): string {
  const f = duelCardFace(id);
  if (f.attack && f.guard) return `red ${f.attack.height} ${f.attack.wounds} wound${f.attack.wounds === 1 ? "" : "s"} / blue guard ${f.guard}`;
  return SPECIAL_TEXT[f.kind] ?? id;
}

export interface DuelHandCard extends DuelCardFace {
  text: string;
  /** The legal moves that play this card now (attack, guard, feint…). */
  moves: Action[];
}

export interface DuelModel {
  title: string;
  phase: string;
  phaseText: string;
  /** Seven spaces, -3 (the attacker's end) … 3 (the defender's); the miniature's space, or ±4 off the plank. */
  plank: number;
  attacker: DuelView["attacker"] & { you: boolean };
  defender: DuelView["defender"] & { you: boolean };
  resilientShips: boolean;
  /** Seat to move, and whether that is you. */
  toMoveSeat: number | null;
  yourMove: boolean;
  /** The attack waiting for its answer. */
  pending: string | null;
  played: { card: string; text: string; by: string; as: string }[];
  hand: DuelHandCard[];
  /** Moves that are not a single card: pass, hold, take, choose who strikes first, redraws. */
  buttons: Action[];
  outcome: string | null;
  /** Who you are in this duel: "attacker", "defender", "captain of the merchant", or null (watching). */
  youAre: string | null;
}

const PHASE_TEXT: Readonly<Record<string, string>> = {
  prelude: "The prelude: crew and ritual cards may still be played; then strength pushes the miniature and the cards are dealt.",
  redraw: "Resilient ships: the bigger hull may swap cards.",
  choose_first: "The faster captain chooses who strikes first.",
  strike: "The striker attacks with a red side, plays Feint or Rigg, or passes.",
  rigg_follow: "After Rigg: attack with a red side, or hold.",
  react: "The defender answers: a blue guard of the same height, a blue special, or takes the wounds.",
  over: "The duel is over.",
};

const CARD_MOVES = new Set(["duel_attack", "duel_feint", "duel_rigg", "duel_guard", "duel_sand", "duel_insult"]);

export function duelModel(combat: CombatView, hand: readonly string[], moves: readonly Action[], mySeat: number | null, seatName: (s: number) => string): DuelModel | null {
  const d = combat.duel;
  if (!d) return null;
  const duelMoves = moves.filter((m) => m.type.startsWith("duel_"));
  const cardMoves = (id: string) => duelMoves.filter((m) => CARD_MOVES.has(m.type) && (m as { card?: string }).card === id);
  const captainOf = combat.foe.kind === "merchant" ? "the merchant" : combat.foe.kind === "fortress" ? "the fortress" : null;
  const role = (r: "attacker" | "defender") => d[r].seat === mySeat;
  const youAre = role("attacker") && role("defender") ? "both sides"
    : role("attacker") ? (combat.playerRole === "attacker" || !captainOf ? "the attacker" : `captain of ${captainOf} (attacking)`)
      : role("defender") ? (combat.playerRole === "defender" || !captainOf ? "the defender" : `captain of ${captainOf}, against the player on your left`)
        : null;
  const title = combat.kind === "raid" ? `Raid: ${d.attacker.name} against ${d.defender.name}`
    : combat.kind === "tiebreak" ? `The duel for the victory: ${d.attacker.name} against ${d.defender.name}`
      : combat.kind === "hunter" ? `A pirate hunter attacks: ${d.attacker.name} against ${d.defender.name}`
        : `Boarding: ${d.attacker.name} against ${d.defender.name}`;
  const byName = (by: string) => (by === "attacker" ? d.attacker.name : by === "defender" ? d.defender.name : by);
  return {
    title,
    phase: d.phase,
    phaseText: PHASE_TEXT[d.phase] ?? d.phase,
    plank: d.plank,
    attacker: { ...d.attacker, you: role("attacker") },
    defender: { ...d.defender, you: role("defender") },
    resilientShips: d.resilientShips,
    toMoveSeat: d.toMoveSeat,
    yourMove: d.toMoveSeat !== null && d.toMoveSeat === mySeat && duelMoves.length > 0,
    pending: d.pending ? `${byName(d.pending.by)} strikes ${d.pending.height} for ${d.pending.wounds} wound${d.pending.wounds === 1 ? "" : "s"}` : null,
    played: d.played.map((p) => ({ card: p.card, text: duelCardText(p.card), by: byName(p.by), as: p.as.replace(/_/g, " ") })),
    hand: hand.map((id) => ({ ...duelCardFace(id), text: duelCardText(id), moves: cardMoves(id) })),
    buttons: duelMoves.filter((m) => !CARD_MOVES.has(m.type)),
    outcome: d.outcome ? d.outcome.sentence || (d.outcome.winnerSeat !== null ? `${seatName(d.outcome.winnerSeat)} wins the duel.` : "The duel is a tie.") : null,
    youAre,
  };
}

/** Which plank space (0…6, left to right) the miniature stands on; -1 / 7 when a captain fell off. */
export const plankIndex = (plank: number): number => (plank <= -4 ? -1 : plank >= 4 ? 7 : plank + 3);
