import { shiverMeTimbers as game, type SmtState } from "../../../shared/games/shiver-me-timbers/index";
import { Random, seedRng } from "../../../shared/engine/rng";
import { must, newGame, NAMES, tableState } from "./fake-table";
import { moduleModels } from "./module-panels";
import { describeMove, genericLabel, groupMoves, namesFrom } from "./moves";
import { readBoard, readPrivate, type Action } from "./view";

/** Every state of a whole bot game. */
function wholeGame(seats: number, options: Record<string, unknown>, seed: number): SmtState[] {
  const out: SmtState[] = [];
  let s = newGame(seats, options, seed);
  const random = Random.from(seedRng(seed * 31 + 1));
  for (let k = 0; k < 3000 && s.phase !== "over"; k++) {
    out.push(s);
    const seat = game.activeSeats(s)[0];
    if (seat === undefined) break;
    s = must(s, seat, game.bot(s, seat, random));
  }
  out.push(s);
  return out;
}

const GAMES = [
  wholeGame(3, { resilientShips: true, events: true }, 11),
  wholeGame(2, {}, 4),
  wholeGame(4, { epic: true, events: true }, 9),
];
/** Every state of the first two games, every third of the epic one. */
const ALL = [...GAMES[0], ...GAMES[1], ...GAMES[2].filter((_, i) => i % 3 === 0)];

function models(s: SmtState, viewer: number | null) {
  return modelsOf(tableState(s, viewer), viewer);
}

function modelsOf(table: ReturnType<typeof tableState>, viewer: number | null) {
  const board = readBoard(table);
  const mine = readPrivate(table, viewer);
  const names = namesFrom(board, NAMES);
  const moves = viewer !== null && table.active.includes(viewer) ? mine?.moves ?? [] : [];
  return { table, board, mine, moves, names, m: moduleModels({ state: table, board, mySeat: viewer, moves, names, canRematch: false }) };
}

describe("the panels of combat, the duel, cards, treasure, missions, monsters, family and the end", () => {
  it("give every legal move a button: the voyage's panels and the chart take some, these panels all the others", () => {
    const types = new Set<string>();
    for (const s of ALL) {
      for (const seat of game.activeSeats(s)) {
        const { moves, m } = models(s, seat);
        const other = new Set(groupMoves(moves).other);
        for (const move of moves) {
          if (other.has(move)) expect({ move, offered: m.offered.has(move) }).toEqual({ move, offered: true });
          types.add(move.type);
        }
      }
    }
    // The sample reaches the duel, card windows, treasure, missions and monsters.
    for (const t of ["duel_attack", "duel_guard", "cards_pass", "cards_play", "treasure_dig", "mission_keep", "monster_tide", "family_wish_choose", "cards_hire", "duel_choose_first"]) expect(types).toContain(t);
  });

  it("label every move in words, never as the raw fallback", () => {
    for (const s of ALL.filter((_, i) => i % 3 === 0)) {
      for (const seat of game.activeSeats(s)) {
        for (const move of game.legalActions(s, seat) as Action[]) {
          const label = describeMove(move, namesFrom(null, NAMES));
          expect(label).not.toBe(genericLabel(move));
          expect(label).not.toMatch(/[{}[\]]|undefined|NaN/);
        }
      }
    }
  });

  it("show the duel to both captains with their own hand, each card's red and blue sides, and whose move it is", () => {
    let duels = 0;
    for (const s of ALL.filter((x) => x.combat !== null && x.combat.duel.phase !== "prelude")) {
      const d = s.combat!.duel;
      for (const seat of game.activeSeats(s)) {
        const { m, moves } = models(s, seat);
        const hand = d.attacker.seat === seat ? d.attacker.hand : d.defender.seat === seat ? d.defender.hand : [];
        if (hand.length === 0) continue;
        duels++;
        expect(m.duel!.hand.map((c) => c.id)).toEqual(d.attacker.seat === seat ? [...d.attacker.hand, ...(d.defender.seat === seat ? d.defender.hand : [])] : [...hand]);
        for (const c of m.duel!.hand) expect(c.kind === "duel" ? c.attack !== null && c.guard !== null && c.guard !== c.attack.height : c.kind !== "unknown").toBe(true);
        const duelMoves = moves.filter((x) => x.type.startsWith("duel_"));
        expect(duelMoves.length).toBeGreaterThan(0);
        expect(m.duel!.yourMove).toBe(true);
        expect(m.duel!.plank).toBe(d.plank);
      }
      // A watcher sees the plank and the hand sizes, never a card in hand.
      const w = models(s, null).m.duel!;
      expect(w.hand).toEqual([]);
      expect(w.youAre).toBeNull();
      expect(w.attacker.handSize).toBe(d.attacker.hand.length);
    }
    expect(duels).toBeGreaterThan(5);
  });

  it("name the holder of priority in a card window, and show a watcher no hand", () => {
    let windows = 0;
    for (const s of ALL.filter((x) => x.cards.window !== null)) {
      const w = s.cards.window!;
      const holder = w.order[w.at];
      const { m } = models(s, holder);
      windows++;
      expect(m.cards.yourPriority).toBe(true);
      expect(m.cards.order.filter((o) => o.priority).map((o) => o.seat)).toEqual([holder]);
      expect(m.cards.pass?.type).toBe("cards_pass");
      expect(m.cards.hand.map((c) => c.id)).toEqual([...s.cards.hands[holder].crew, ...s.cards.hands[holder].rituals]);
      expect(m.cards.hand.every((c) => c.text.length > 0)).toBe(true);
      const watcher = models(s, null).m.cards;
      expect(watcher.hand).toEqual([]);
      expect(watcher.browse).toBeNull();
      expect(watcher.priorityName).toBe(NAMES[holder]);
    }
    expect(windows).toBeGreaterThan(5);
  });

  it("show the deck to choose from only while the seat browses it, with every kind's copies; the synced 'no deck' is no list", () => {
    let browsing = 0, notBrowsing = 0;
    for (const s of ALL.filter((_, i) => i % 2 === 0)) {
      for (const seat of s.players.map((_, i) => i)) {
        const deck = (game.seatView(s, seat) as { cards: { browse: { deck: string; kinds: Record<string, number> } | null } }).cards.browse;
        const table = tableState(s, seat);
        // As the server syncs it (server/games/shiver-me-timbers/schema.ts, smtSeatPart): not browsing is `{ deck: "", kinds: {} }`.
        const part = table.private![String(seat)] as { cards: Record<string, unknown> };
        if (!deck) part.cards = { ...part.cards, browse: { deck: "", kinds: {} } };
        const { m } = modelsOf(table, seat);
        const hireMoves = (readPrivate(table, seat)?.moves ?? []).filter((a) => a.type === "cards_hire" || a.type === "cards_learn" || a.type === "cards_take");
        if (deck) {
          browsing++;
          expect(m.cards.browse?.deck).toBe(deck.deck);
          expect(Object.fromEntries(m.cards.browse!.kinds.filter((k) => k.copies > 0).map((k) => [k.kind, k.copies]))).toEqual(deck.kinds);
        } else {
          notBrowsing++;
          if (hireMoves.length === 0) expect(m.cards.browse).toBeNull();
        }
      }
    }
    expect(browsing).toBeGreaterThan(3);
    expect(notBrowsing).toBeGreaterThan(100);
  });

  it("keep every secret card out of a watcher's sections, and show a seat its own", () => {
    for (const s of ALL.filter((_, i) => i % 5 === 0)) {
      for (const section of models(s, null).m.sections) expect(section.cards).toEqual([]);
      const mine = models(s, 0).m.sections.flatMap((x) => x.cards.map((c) => c.id));
      for (const id of s.treasure.players[0].hand) expect(mine).toContain(id);
      for (const h of s.missions.players[0].held) expect(mine).toContain(h.card);
    }
  });

  it("score item by item at the end: the trophies' items add up to the server's figure, and every secret goal is revealed", () => {
    for (const g of GAMES) {
      const last = g[g.length - 1];
      expect(last.phase).toBe("over");
      const end = models(last, null).m.end!;
      expect(end.summary).toBe(last.final!.summary);
      for (const row of end.rows) {
        const line = last.final!.lines[row.seat];
        expect(row.trophies.items.reduce((sum, i) => sum + i.vp, 0)).toBe(line.seals);
        expect(row.goals.vp + row.secret.vp + row.trophies.vp + row.gold.vp).toBe(row.total);
        expect(row.secret.items.length).toBe(last.players[row.seat].secretGoals!.length);
        expect(row.winner).toBe(last.final!.winners.includes(row.seat));
      }
    }
  });
});
