import { Encoder, schema, t } from "@colyseus/schema";
import { project, UNCHANGED } from "./projector";

const Card = schema({ id: t.string(), value: t.uint8() }, "PCard");
const Inner = schema({ label: t.string(), n: t.uint8() }, "PInner");
const Board = schema(
  {
    turn: t.uint8().default(0),
    name: t.string(),
    flag: t.boolean().default(false),
    cards: t.array(Card),
    tags: t.array("string"),
    scores: t.map("number"),
    byId: t.map(Card),
    inner: t.ref(Inner).optional(),
  },
  "PBoard",
);
const Root = schema({ board: t.ref(Board) }, "PRoot");

/** Bytes of the patch that the last changes produce. */
function patchSize(encoder: Encoder): number {
  const bytes = encoder.encode();
  encoder.discardChanges();
  return bytes.length;
}

describe("project", () => {
  it("mirrors primitives, arrays, maps and refs, and reads back the same plain data", () => {
    const root = new Root();
    const view = {
      turn: 2,
      name: "x",
      flag: true,
      cards: [{ id: "a", value: 1 }, { id: "b", value: 2 }],
      tags: ["p", "q"],
      scores: { "0": 1.5, "1": 3 },
      byId: { a: { id: "a", value: 1 } },
      inner: { label: "in", n: 7 },
    };
    project(root.board, view);
    expect(root.board.toJSON()).toEqual(view);
  });

  it("shrinks arrays, deletes map keys, clears nulls and ignores fields the schema lacks", () => {
    const root = new Root();
    project(root.board, { turn: 1, name: "x", cards: [{ id: "a", value: 1 }, { id: "b", value: 2 }], tags: ["p"], scores: { a: 1, b: 2 }, byId: {}, inner: { label: "i", n: 1 } });
    project(root.board, { turn: 1, name: null, cards: [{ id: "b", value: 2 }], tags: [], scores: { b: 2 }, byId: {}, inner: null, secret: "NOPE" });
    const json = root.board.toJSON() as Record<string, unknown>;
    expect(json.cards).toEqual([{ id: "b", value: 2 }]);
    expect(json.tags).toEqual([]);
    expect(json.scores).toEqual({ b: 2 });
    expect(json.name).toBeUndefined();
    expect(json.inner).toBeUndefined();
    expect(json).not.toHaveProperty("secret");
  });

  it("assigns only what changed, so an unchanged view produces an empty patch and one change a small one", () => {
    const root = new Root();
    const encoder = new Encoder(root);
    const cards = Array.from({ length: 20 }, (_, i) => ({ id: `card-${i}`, value: i }));
    const view = { turn: 0, name: "table", flag: false, cards, tags: ["a", "b"], scores: { a: 1 }, byId: {}, inner: { label: "l", n: 1 } };
    project(root.board, view);
    const full = patchSize(encoder);
    project(root.board, structuredClone(view));
    expect(encoder.hasChanges).toBe(false);
    project(root.board, { ...structuredClone(view), turn: 1 });
    const one = patchSize(encoder);
    expect(one).toBeLessThan(10);
    expect(full).toBeGreaterThan(100);
  });

  it("leaves the fields named in `keep` as they are", () => {
    const root = new Root();
    const encoder = new Encoder(root);
    project(root.board, { turn: 1, name: "x", cards: [{ id: "a", value: 1 }], tags: ["p"], scores: {}, byId: {}, inner: { label: "i", n: 1 } });
    patchSize(encoder);
    project(root.board, { turn: 2 }, new Set(["name", "cards", "tags", "scores", "byId", "inner"]));
    const json = root.board.toJSON() as Record<string, unknown>;
    expect(json).toMatchObject({ turn: 2, name: "x", cards: [{ id: "a", value: 1 }], tags: ["p"], inner: { label: "i", n: 1 } });
    expect(patchSize(encoder)).toBeLessThan(6);
  });

  it("leaves a map entry given as UNCHANGED as it is, and refuses one that does not exist", () => {
    const root = new Root();
    const encoder = new Encoder(root);
    const view = { turn: 0, name: "x", cards: [], tags: [], scores: {}, byId: { a: { id: "a", value: 1 }, b: { id: "b", value: 2 } } };
    project(root.board, view);
    patchSize(encoder);
    project(root.board, { ...view, byId: { a: UNCHANGED, b: { id: "b", value: 3 } } });
    expect((root.board.toJSON() as { byId: unknown }).byId).toEqual({ a: { id: "a", value: 1 }, b: { id: "b", value: 3 } });
    expect(patchSize(encoder)).toBeLessThan(8);
    expect(() => project(root.board, { ...view, byId: { a: UNCHANGED, c: UNCHANGED } })).toThrow(/byId\.c is to be left unchanged/);
  });

  it("refuses values of the wrong type instead of sending garbage", () => {
    const root = new Root();
    expect(() => project(root.board, { turn: "two" })).toThrow(/turn should be a uint8/);
    expect(() => project(root.board, { cards: {} })).toThrow(/cards should be an array/);
    expect(() => project(root.board, { tags: [1] })).toThrow(/tags\[0\] should be a string/);
    expect(() => project(root.board, 5)).toThrow(/expected an object/);
  });
});
