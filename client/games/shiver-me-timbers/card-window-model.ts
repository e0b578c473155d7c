// Crew and ritual cards as the card panel shows them: the open play window (what opened it,
// the order of the players and who holds priority now), the cards face up this turn, your
// hand with each card's cost, timing and effect, the deck you may choose from at The Bay or
// Isla Oscura, and for every card the legal moves that use it. No rule is decided here.
import { cardText, type CardText } from "./card-texts";
import type { CardsBoardView, ModulesPrivate } from "./module-view";
import type { Action } from "./view";

const ACTION_WORDS: Readonly<Record<string, string>> = {
  travel: "a Travel", upgrade: "an Upgrade", trade: "a Trade", hire: "hiring crew", learn: "learning a ritual", scout: "scouting for treasure",
  treasureHunt: "a treasure hunt", mission: "acquiring a mission", gunfight: "a gunfight", board: "a boarding attack", raid: "a raid",
  monsterHunt: "a monster hunt", other: "an action",
};

export interface HandCard extends CardText { id: string; moves: Action[] }
export interface BrowseKind extends CardText { kind: string; copies: number; moves: Action[] }

export interface CardWindowModel {
  /** "Bart announces a Travel", or null when no window is open. */
  window: string | null;
  /** Players in the order they are asked; `priority` is the one asked now. */
  order: { seat: number; name: string; priority: boolean; you: boolean }[];
  priorityName: string | null;
  yourPriority: boolean;
  played: { seat: number; name: string; card: string; text: string; target: string | null }[];
  hand: HandCard[];
  browse: { deck: string; kinds: BrowseKind[] } | null;
  pass: Action | null;
  /** Card moves with no card of your hand or deck to sit on (a card taken as a reward…). */
  others: Action[];
}

const cardOf = (m: Action): string | null => {
  if (m.type === "cards_play" || m.type === "cards_discard") return m.card;
  return null;
};
const kindOf = (m: Action): string | null => (m.type === "cards_hire" || m.type === "cards_learn" || m.type === "cards_take" ? m.kind : null);

export function cardWindowModel(cards: CardsBoardView, mine: ModulesPrivate | null, moves: readonly Action[], mySeat: number | null, seatName: (s: number) => string): CardWindowModel {
  const cardMoves = moves.filter((m) => m.type.startsWith("cards_"));
  const w = cards.window;
  const handIds = mine ? [...mine.crew, ...mine.rituals] : [];
  const used = new Set<Action>();
  const hand = handIds.map((id) => {
    const own = cardMoves.filter((m) => cardOf(m) === id);
    own.forEach((m) => used.add(m));
    return { ...cardText(id), id, moves: own };
  });
  let browse: CardWindowModel["browse"] = null;
  const kindMoves = cardMoves.filter((m) => kindOf(m) !== null);
  if ((mine?.browse && Object.keys(mine.browse.kinds).length) || kindMoves.length) {
    const kinds = new Map<string, number>(Object.entries(mine?.browse?.kinds ?? {}));
    for (const m of kindMoves) if (!kinds.has(kindOf(m)!)) kinds.set(kindOf(m)!, 0);
    browse = {
      deck: mine?.browse?.deck ?? (kindMoves[0]?.type === "cards_learn" ? "ritual" : "crew"),
      kinds: [...kinds].map(([kind, copies]) => {
        const own = kindMoves.filter((m) => kindOf(m) === kind);
        own.forEach((m) => used.add(m));
        return { ...cardText(kind), kind, copies, moves: own };
      }),
    };
  }
  const pass = cardMoves.find((m) => m.type === "cards_pass") ?? null;
  if (pass) used.add(pass);
  return {
    window: w ? `${seatName(w.active)} ${w.moment === "announce" ? "announces" : "has ended"} ${ACTION_WORDS[w.action] ?? w.action}${w.combatants.length ? ` (the prelude of ${w.combatants.map(seatName).join(" against ")})` : ""}` : null,
    order: w ? w.order.map((seat, i) => ({ seat, name: seatName(seat), priority: i === w.at, you: seat === mySeat })) : [],
    priorityName: cards.priority !== null ? seatName(cards.priority) : null,
    yourPriority: cards.priority !== null && cards.priority === mySeat,
    played: cards.played.map((p) => ({ seat: p.seat, name: seatName(p.seat), card: cardText(p.card).name, text: cardText(p.card).text, target: p.target !== null ? seatName(p.target) : null })),
    hand,
    browse,
    pass,
    others: cardMoves.filter((m) => !used.has(m)),
  };
}
