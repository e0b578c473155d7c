import { ClientState, SchemaSerializer, type Room } from "@colyseus/core";
import { schema, StateView, t, type Schema } from "@colyseus/schema";
import { OWNER } from "../games/view-tag";
import { encodeCleanViewsOnce } from "./clean-view-patches";

/** A table's shape in small: a public board, and per seat a private part behind the OWNER tag. */
const Pirate = schema({ name: t.string().default(""), gold: t.uint8().default(0) }, "CleanViewPirate");
const Secret = schema({ card: t.string().default("") }, "CleanViewSecret");
const Part = schema(
  {
    legal: t.string().default("").view(OWNER),
    hand: t.array("string").view(OWNER),
    peek: t.ref(Secret).optional().view(OWNER),
    shown: t.uint8().default(0), // a public field of a private part: every view may get it
  },
  "CleanViewPart",
);
const State = schema(
  {
    version: t.number().default(0),
    dice: t.string().default(""),
    pirates: t.array(Pirate),
    private: t.map(Part),
  },
  "CleanViewState",
);

type Any = Record<string, any>;

/** One world: a state, its serializer, and five clients (four seats with views, a spectator with an empty one). */
function world(clean: boolean) {
  const state = new State() as unknown as Any;
  for (let i = 0; i < 4; i++) {
    state.pirates.push(new Pirate());
    state.private.set(String(i), new Part());
  }
  const serializer = new SchemaSerializer();
  serializer.reset(state as unknown as Schema);
  let viewEncodes = 0;
  const encoder = (serializer as unknown as { encoder: Any }).encoder;
  const encodeView = encoder.encodeView.bind(encoder);
  encoder.encodeView = (...args: unknown[]) => {
    viewEncodes++;
    return encodeView(...args);
  };
  if (clean) encodeCleanViewsOnce({ _serializer: serializer } as unknown as Room);
  const received: number[][][] = [];
  const clients = Array.from({ length: 5 }, (_, i) => {
    received.push([]);
    const view = new StateView();
    if (i < 4) view.add(state.private.get(String(i)), OWNER);
    return { state: ClientState.JOINED, view, raw: (bytes: Uint8Array) => received[i].push([...bytes]) };
  });
  const patch = () => serializer.applyPatches(clients as never, state as never, undefined);
  return { state, clients, received, patch, viewEncodes: () => viewEncodes, encoderBuffer: () => encoder.sharedBuffer as Uint8Array };
}

/** A deterministic generator (no Math.random in a test that must fail the same way twice). */
function rng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/** The same change on both worlds: public fields, one seat's private part, or both, as a table's actions do. */
function change(w: ReturnType<typeof world>, step: number, pick: (n: number) => number, kind: number): void {
  const s = w.state;
  s.version = step;
  const seat = String(pick(4));
  const part = s.private.get(seat);
  switch (kind) {
    case 0: // a public change only
      s.dice = String(pick(1000));
      s.pirates[pick(4)].gold = pick(50);
      break;
    case 1: // one seat's legal moves change
      part.legal = `moves ${step}`;
      break;
    case 2: // a seat's hand grows (a new filtered element)
      part.hand.push(`card ${step}`);
      break;
    case 3: // a new object inside a private part: shown to its owner once revealed
      part.peek = new Secret();
      part.peek.card = `peek ${step}`;
      w.clients[Number(seat)].view.add(part.peek, OWNER);
      break;
    case 4: // a public field of a private part
      part.shown = pick(200);
      break;
    case 5: // a seat's whole part replaced (a rematch), and its owner's view granted it
      s.private.set(seat, new Part());
      s.private.get(seat).legal = `fresh ${step}`;
      w.clients[Number(seat)].view.add(s.private.get(seat), OWNER);
      break;
    default: // nothing changes in a private part, but a public list shrinks and grows
      s.pirates.pop();
      s.pirates.push(new Pirate());
      s.pirates[3].name = `p${step}`;
  }
}

describe("patches encoded once for clean views", () => {
  it.each([1, 2, 3, 4, 5])("sends every client the very bytes Colyseus would, over 300 changes (seed %i)", (seed) => {
    const plain = world(false);
    const clean = world(true);
    const pickPlain = rng(seed);
    const pickClean = rng(seed);
    const kinds = rng(seed * 7919);
    for (let step = 1; step <= 300; step++) {
      const kind = kinds(7);
      change(plain, step, pickPlain, kind);
      change(clean, step, pickClean, kind);
      plain.patch();
      clean.patch();
    }
    for (let i = 0; i < 5; i++) expect(clean.received[i]).toEqual(plain.received[i]);
    expect(plain.received[0].length).toBe(300);
    // It does skip: far fewer per-view encodes than five per patch.
    expect(plain.viewEncodes()).toBe(1500);
    expect(clean.viewEncodes()).toBeLessThan(700);
  });

  it("keeps a seat's private change from the others: only its owner's patch is longer", () => {
    const w = world(true);
    w.patch(); // the initial set-up
    w.state.private.get("2").legal = "a secret list of moves";
    w.patch();
    const last = w.received.map((frames) => frames[frames.length - 1]);
    const text = (bytes: number[]) => Buffer.from(bytes).toString("latin1");
    expect(text(last[2])).toContain("a secret list of moves");
    for (const i of [0, 1, 3, 4]) {
      expect(text(last[i])).not.toContain("secret");
      expect(last[i]).toEqual(last[0]);
    }
    // The clean views share one copy, not the encoder's scratch buffer.
    const second = world(true);
    second.patch(); // the views' grants go out first
    const frames: Uint8Array[] = [];
    second.clients.forEach((c) => (c.raw = (bytes: Uint8Array) => void frames.push(bytes)));
    second.state.dice = "DXJ";
    second.patch();
    expect(frames).toHaveLength(5);
    expect(new Set(frames).size).toBe(1);
    expect(frames[0].buffer).not.toBe(second.encoderBuffer().buffer);
  });

  it("hands timed rooms and rooms without filters back to Colyseus", () => {
    const Plain = schema({ n: t.number().default(0) }, "CleanViewPlain");
    const state = new Plain() as unknown as Any;
    const serializer = new SchemaSerializer();
    serializer.reset(state as unknown as Schema);
    const original = serializer.applyPatches;
    let handedBack = 0;
    serializer.applyPatches = function (...args: Parameters<typeof original>) {
      handedBack++;
      return original.apply(this, args);
    };
    encodeCleanViewsOnce({ _serializer: serializer } as unknown as Room);
    const got: number[][] = [];
    state.n = 5;
    serializer.applyPatches([{ state: ClientState.JOINED, raw: (b: Uint8Array) => got.push([...b]) }] as never, state as never, undefined);
    expect(handedBack).toBe(1);
    expect(got).toHaveLength(1);
    expect(() => encodeCleanViewsOnce({} as unknown as Room)).toThrow(/no schema serializer/);
  });
});
