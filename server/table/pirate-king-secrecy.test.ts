import { schema, t as field } from "@colyseus/schema";
import { pirateKing, type PirateKingState } from "../../shared/games/pirate-king";
import * as gameSchemaModule from "../games/game-schemas";
import { pkBoardFields } from "../games/pirate-king/board-schema";
import { pkSeatFields } from "../games/pirate-king/seat-schema";
import { pkWireSecrecy } from "../games/pirate-king/wire-secrets";
import { gameSchemaRegistry } from "../games/registry";
import { startTestServer, type TestServer } from "../test/harness";
import { watchTable } from "./wire-secrecy/watch-table";

/**
 * Pirate King's secrets on the wire: whole games at real tables, one SDK client per seat and a
 * spectator; every frame each one receives is decoded and checked against the secrets of the
 * game state at that step (server/games/pirate-king/secrets.ts): held cards, parlay offers,
 * deck orders. Then the same check must catch planted leaks.
 */
const config = { actionsPerSecond: 100_000, disconnectPer5s: 1_000_000, graceSeconds: 2 };
const schemas = gameSchemaRegistry.get("pirate-king")!;

/** Pirate King whose first captain starts in the harbour with every ship on the same space (ports taken in order). */
const meetingGame = {
  ...pirateKing,
  id: "pk-meeting",
  setup: (...args: Parameters<typeof pirateKing.setup>): PirateKingState => {
    let s = pirateKing.setup(...args);
    while (s.stage === "ports") {
      const r = pirateKing.apply(s, s.current, pirateKing.legalActions(s, s.current)[0]);
      if (!r.ok) throw new Error(r.rejection.code);
      s = r.state;
    }
    const lead = s.ships.find((x) => x.owner === s.current)!;
    return { ...s, stage: "harbour", ships: s.ships.map((x) => ({ ...x, current: lead.current, step: lead.step })) };
  },
};

describe("Pirate King secrets on the wire", () => {
  let t: TestServer;
  const randomGames: PirateKingState[][] = [];
  beforeAll(async () => {
    t = await startTestServer({ games: [pirateKing, meetingGame], schemas: { ...Object.fromEntries(gameSchemaRegistry), [meetingGame.id]: schemas }, config });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    [2, { shortGame: true }, 1],
    [3, { shortGame: true }, 2],
    [2, { shipsPerPlayer: 2, shortGame: true }, 3],
    [4, { teams: true, shortGame: true }, 4],
  ])("%i seats %j: no client ever holds another seat's cards, offer or counter-offer, or a deck's order", async (seats, options, seed) => {
    const played = await watchTable(t, pkWireSecrecy, { seats, options, seed, verifyDecoding: true });
    expect(played.finished).toBe(true);
    expect(played.leaks.slice(0, 5)).toEqual([]);
    expect(played.frames).toBeGreaterThan(played.actions);
    randomGames.push([...played.states.values()]);
  }, 60_000);

  // Whether one short random game holds a card or meets another ship is chance (the table
  // draws its own game seed and the bots their own choices: a 2-seat game sometimes does
  // neither, and now and then none of the four drafts an offer). Until cards were held and an
  // offer drafted, more random tables are played and checked, at most eight.
  it("the random games had secrets to keep: held cards and parlay offers", async () => {
    expect(randomGames).toHaveLength(4);
    const states = randomGames.flat();
    const held = () => states.some((s) => s.players.some((p) => p.held.length > 0));
    const offered = () => states.some((s) => s.parlay !== null);
    for (let extra = 0; extra < 8 && !(held() && offered()); extra++) {
      const played = await watchTable(t, pkWireSecrecy, { seats: 3, options: { shortGame: true }, seed: 11 + extra, verifyDecoding: true });
      expect(played.leaks.slice(0, 5)).toEqual([]);
      states.push(...played.states.values());
    }
    expect(held()).toBe(true);
    expect(offered()).toBe(true);
  }, 180_000);

  // Ships meet only now and then in a random game: this table starts with every ship on one
  // space in the first captain's harbour, so offers and counter-offers are drafted and sent at once.
  // Whether a counter is drafted and sent while a third seat watches is still chance (the bots'
  // choices are seeded anew each run): tables are played until both were, at most four.
  it.each([
    [3, { shortGame: true }, 7],
    [4, { teams: true, shortGame: true }, 8],
  ])("%i seats %j, the ships meeting at once: no third seat or spectator ever holds a counter-offer's contents", async (seats, options, seed) => {
    const thirdSeatAt = (s: PirateKingState) => s.parlay !== null && s.players.some((_, seat) => seat !== s.parlay!.from && seat !== s.parlay!.to);
    const counterWatched = (sent: boolean) => (s: PirateKingState) => s.parlay !== null && s.parlay.counters > 0 && s.parlay.sent === sent && thirdSeatAt(s);
    const states: PirateKingState[] = [];
    for (let table = 0; table < 4 && !(states.some(counterWatched(false)) && states.some(counterWatched(true))); table++) {
      const played = await watchTable(t, { ...pkWireSecrecy, game: meetingGame }, { gameId: meetingGame.id, seats, options, seed: seed + 100 * table, maxActions: 400 });
      expect(played.leaks.slice(0, 5)).toEqual([]);
      states.push(...played.states.values());
    }
    expect(states.some(counterWatched(false))).toBe(true);
    expect(states.some(counterWatched(true))).toBe(true);
  }, 180_000);
});

describe("the Pirate King secrecy check", () => {
  const botChosen = { ...pkWireSecrecy, choose: undefined };
  let leaky: TestServer;
  beforeAll(async () => {
    // The start-up check refuses an untagged seat field: let this one through, to plant it.
    const check = jest.spyOn(gameSchemaModule, "assertSeatSchemaTagged").mockImplementation(() => undefined);
    leaky = await startTestServer({
      games: [
        { ...pirateKing, id: "pk-untagged-held" },
        { ...pirateKing, id: "pk-deck-in-board", publicView: (s: PirateKingState) => ({ ...(pirateKing.publicView(s) as object), deckOrder: [...s.logDeck] }) },
      ],
      schemas: {
        "pk-untagged-held": { ...schemas, seat: schema({ ...pkSeatFields, held: field.array(schema({ key: field.string(), deck: field.string(), title: field.string(), text: field.string() }, "PkLeakyHeld")) }, "PkSeatUntaggedHeld") },
        "pk-deck-in-board": { ...schemas, board: schema({ ...pkBoardFields, deckOrder: field.array("uint8") }, "PkBoardWithDeck") },
      },
      config,
    });
    check.mockRestore();
  });
  afterAll(async () => {
    await leaky.close();
  });

  it("finds another seat's held cards sent without the owner tag", async () => {
    const played = await watchTable(leaky, botChosen, { gameId: "pk-untagged-held", seats: 3, seed: 5, maxActions: 600 });
    const held = played.leaks.filter((f) => /private part \(held\)|card /.test(f.what));
    expect(held.length).toBeGreaterThan(0);
    expect(held.some((f) => f.client === "spectator")).toBe(true);
  }, 60_000);

  it("finds a deck's order in the board", async () => {
    const played = await watchTable(leaky, botChosen, { gameId: "pk-deck-in-board", seats: 2, seed: 6, maxActions: 100 });
    expect(played.leaks.some((f) => f.what === "the Captain's Log deck's order" && f.client === "spectator")).toBe(true);
  }, 60_000);
});
