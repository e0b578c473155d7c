import { Random, seedRng } from "../../engine/rng";
import { pirateCove } from "./index";
import { playChecked } from "./selfplay-check";
import { act, give, scene } from "./test-scene";
import { bot } from "./bot";
import { publicView } from "./view";
import type { PirateCoveState } from "./state";

describe("views", () => {
  test("the public view shows ships, sections, fame on the track, island cards and the Legendary Pirates; hands only as a count", () => {
    const s = scene();
    const card = give(s, 0, "fame");
    const pub = publicView(s);
    expect(pub.ships[0]).toMatchObject({ name: "Anne", sections: { sails: 4, crew: 2, cannons: 2, hull: 2 }, fame: 0, gold: 9, handSize: 1 });
    expect(pub.islands).toHaveLength(5);
    expect(pub.islands[0].card).not.toBeNull();
    expect(JSON.stringify(pub)).not.toContain(`"id":${card},`);
    expect(pirateCove.seatView(s, 0)).toMatchObject({ hand: [{ id: card, kind: "fame" }] });
    expect((pirateCove.seatView(s, 0) as { fameInHand: number }).fameInHand).toBeGreaterThan(0);
    expect(pirateCove.seatView(s, 1)).toMatchObject({ hand: [], fameInHand: 0 });
  });

  test("views are plain JSON (no Infinity for an unlimited hold, no generator)", () => {
    const { final } = playChecked(5, ["bot", "bot", "random"]);
    for (const view of [pirateCove.publicView(final), pirateCove.seatView(final, 0)]) {
      expect(JSON.parse(JSON.stringify(view))).toEqual(view);
      expect(JSON.stringify(view)).not.toContain("rng");
    }
  });

  test("no event's public data or text ever names a secret destination", () => {
    const { log } = playChecked(11, ["bot", "random", "bot", "random"]);
    let s = pirateCove.setup(["Anne", "Bart", "Cal", "Dee"].map((name) => ({ name })), pirateCove.optionsSchema.parse({}), 11);
    for (const { seat, action } of log) {
      const r = act(s, seat, action as never);
      for (const e of r.events) if (e.kind === "chosen") expect(Object.keys(e.data ?? {})).toEqual(["seat"]);
      s = r.state;
    }
  });

  test("the bot does not read other seats' secret destinations or hands", () => {
    const s = scene(4, 8);
    const chosen = act(act(s, 1, { type: "navigate", island: 3 }).state, 2, { type: "navigate", island: 4 }).state;
    const other: PirateCoveState = { ...chosen, choices: [0, 5, 2, 0] };
    const withHands: PirateCoveState = { ...chosen, ships: chosen.ships.map((p, i) => (i === 0 ? p : { ...p, hand: [] })) };
    const pick = (x: PirateCoveState) => bot(x, 0, Random.from(seedRng(4)));
    expect(pick(other)).toEqual(pick(chosen));
    expect(pick(withHands)).toEqual(pick(chosen));
  });
});
