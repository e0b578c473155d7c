import { Decoder, Encoder, schema, t } from "@colyseus/schema";
import fc from "fast-check";
import { project } from "./projector";
import { RefIdRecycler } from "./refid-recycler";

const Card = schema({ id: t.string(), n: t.uint8().default(0) }, "RecCard");
const Pile = schema({ cards: t.array(Card), tags: t.array("string").optional(), label: t.string().optional() }, "RecPile");
const Board = schema(
  {
    piles: t.array(Pile),
    byKey: t.map(Card),
    focus: t.ref(Pile).optional(),
    counts: t.map("uint8").optional(),
  },
  "RecBoard",
);

interface CardView {
  id: string;
  n: number;
}
interface PileView {
  cards: CardView[];
  tags?: string[];
  label?: string | null;
}
interface BoardView {
  piles: PileView[];
  byKey: Record<string, CardView>;
  focus: PileView | null;
  counts?: Record<string, number>;
}

const card = fc.record({ id: fc.constantFrom("a", "b", "c", "d"), n: fc.integer({ min: 0, max: 9 }) });
const pile: fc.Arbitrary<PileView> = fc.record({
  cards: fc.array(card, { maxLength: 4 }),
  tags: fc.option(fc.array(fc.constantFrom("x", "y"), { maxLength: 3 }), { nil: undefined }),
  label: fc.option(fc.constantFrom("top", "bottom"), { nil: null }),
});
const board: fc.Arbitrary<BoardView> = fc.record({
  piles: fc.array(pile, { maxLength: 3 }),
  byKey: fc.dictionary(fc.constantFrom("k1", "k2", "k3"), card),
  focus: fc.option(pile, { nil: null }),
  counts: fc.option(fc.dictionary(fc.constantFrom("p", "q"), fc.integer({ min: 0, max: 200 })), { nil: undefined }),
});

/** The board's optional maps (in JSON a map and a schema object look alike; only these may be dropped when empty). */
const OPTIONAL_MAPS = new Set(["counts"]);

/**
 * The state as compared: an emptied optional list or map stays (projector.ts), so an empty one
 * and none read alike; a map's keys in any order.
 */
function withoutEmpties(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpties);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).sort(([a], [b]) => a.localeCompare(b))) {
    const empty = Array.isArray(item) ? item.length === 0 : OPTIONAL_MAPS.has(key) && Object.keys(item as object).length === 0;
    if (!empty) out[key] = withoutEmpties(item);
  }
  return out;
}

const json = (state: object) => JSON.stringify(withoutEmpties((state as { toJSON(): unknown }).toJSON()));

/** A server state, its encoder and a table's recycler, with a client's decoder fed every patch. */
function table(recycle: boolean) {
  const state = new Board();
  const encoder = new Encoder(state);
  const recycler = recycle ? new RefIdRecycler() : undefined;
  const client = new Decoder(new Board());
  client.decode(encoder.encodeAll());
  return {
    state,
    encoder,
    client,
    recycler,
    /** Projects a view and sends its patch, as TableOutput.publish does. */
    publish(view: BoardView): Uint8Array {
      project(state, view, undefined, recycler);
      const patch = encoder.encode();
      encoder.discardChanges();
      recycler?.patched();
      return patch;
    },
    /** Refids the schema library has given so far. */
    get refIdsGiven(): number {
      return (encoder.root as unknown as { nextUniqueId: number }).nextUniqueId;
    },
  };
}

describe("RefIdRecycler", () => {
  it("keeps every client's decoded state equal to the server's, whatever the views, with far fewer refIds", () => {
    fc.assert(
      fc.property(fc.array(board, { minLength: 2, maxLength: 30 }), (views) => {
        const recycled = table(true);
        const plain = table(false);
        for (const view of views) {
          recycled.client.decode(recycled.publish(view));
          plain.client.decode(plain.publish(view));
          expect(json(recycled.client.state)).toBe(json(recycled.state));
          expect(json(recycled.state)).toBe(json(plain.state));
        }
        expect(recycled.refIdsGiven).toBeLessThanOrEqual(plain.refIdsGiven);
      }),
      { numRuns: 150 },
    );
  });

  it("a client that missed patches, its removals among them, and joins again reads the server's state", () => {
    fc.assert(
      fc.property(fc.array(board, { minLength: 3, maxLength: 25 }), fc.nat(), fc.nat(), (views, a, b) => {
        const server = table(true);
        let client = new Decoder(new Board());
        client.decode(server.encoder.encodeAll());
        const [from, to] = [a % views.length, b % views.length].sort((x, y) => x - y);
        views.forEach((view, i) => {
          const patch = server.publish(view);
          // Back after patches from..to: the whole state, into a new decoder (the table client's
          // reconnection, client/table/rejoin-state.ts), then the patches again.
          if (i === to) {
            client = new Decoder(new Board());
            client.decode(server.encoder.encodeAll());
          } else if (i < from || i > to) client.decode(patch);
        });
        expect(json(client.state)).toBe(json(server.state));
      }),
      { numRuns: 150 },
    );
  });

  it("stops the refIds growing when the same objects come and go (a duel's cards, a card window)", () => {
    const server = table(true);
    const plain = table(false);
    const withFocus: BoardView = { piles: [{ cards: [{ id: "a", n: 1 }] }], byKey: { k1: { id: "b", n: 2 } }, focus: { cards: [{ id: "c", n: 3 }, { id: "d", n: 4 }], tags: ["x"] }, counts: { p: 1 } };
    const without: BoardView = { piles: [{ cards: [{ id: "a", n: 1 }] }], byKey: {}, focus: null };
    const given: number[] = [];
    for (let round = 0; round < 50; round++) {
      for (const view of [withFocus, without]) {
        server.client.decode(server.publish(view));
        plain.publish(view);
        expect(json(server.client.state)).toBe(json(server.state));
      }
      given.push(server.refIdsGiven);
    }
    // After the first rounds every object that comes back gets a refId that was freed.
    expect(given[49]).toBe(given[2]);
    expect(plain.refIdsGiven).toBeGreaterThan(given[49] + 200);
  });

  it("gives a refId again only after a patch has carried its removal", () => {
    const server = table(true);
    const three: BoardView = { piles: [], byKey: {}, focus: { cards: [{ id: "a", n: 1 }, { id: "b", n: 2 }, { id: "c", n: 3 }] } };
    server.publish(three);
    const before = server.refIdsGiven;
    // Removed and added again before any patch: both objects must have their own refIds.
    project(server.state, { piles: [], byKey: {}, focus: null }, undefined, server.recycler);
    project(server.state, three, undefined, server.recycler);
    expect(server.refIdsGiven).toBe(before + 5); // the pile, its list and three cards
    expect(server.recycler!.size).toBe(0);
    server.client.decode(server.encoder.encode());
    server.encoder.discardChanges();
    server.recycler!.patched();
    expect(server.recycler!.size).toBe(5);
    expect(json(server.client.state)).toBe(json(server.state));
  });
});
