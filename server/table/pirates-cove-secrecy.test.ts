import { pirateCove, type PirateCovePublicView, type PirateCoveState } from "../../shared/games/pirates-cove";
import { gameSchemaRegistry } from "../games/registry";
import { RewindableJournal, twinChoices } from "../games/pirates-cove/twin-choice";
import { secretNavigation } from "../games/pirates-cove/secrets";
import { pcWireSecrecy } from "../games/pirates-cove/wire-secrets";
import { startTestServer, type TestServer } from "../test/harness";
import { watchTable } from "./wire-secrecy/watch-table";

/**
 * Pirate's Cove's secrets on the wire, through the generic table: whole games at real tables
 * (one SDK client per seat, all people, and a spectator), every frame checked against the game
 * state at that step; then secret navigation choices made twice from the same table state with
 * different islands, every other client's frames compared byte for byte. A planted leak (the
 * course in the board before the reveal) must be caught by both checks.
 */
const planted = {
  ...pirateCove,
  id: "pc-course-in-board",
  publicView: (s: PirateCoveState) => {
    const view = pirateCove.publicView(s) as PirateCovePublicView;
    return { ...view, ships: view.ships.map((p, seat) => ({ ...p, course: s.choices[seat] !== 0 ? s.choices[seat] : null })) };
  },
};
const schemas = Object.fromEntries(gameSchemaRegistry);
const journal = new RewindableJournal();
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    games: [pirateCove, planted as unknown as typeof pirateCove],
    schemas: { ...schemas, [planted.id]: schemas["pirates-cove"] },
    journal,
    // The players act as fast as the server answers; a dropped client would let the sitter bot hide a failure.
    config: { actionsPerSecond: 100_000, disconnectPer5s: 1_000_000, graceSeconds: 5 },
  });
});
afterAll(async () => {
  await t.close();
});

describe("Pirate's Cove secrets on the wire", () => {
  it.each([
    [3, 1],
    [5, 2],
  ])("%i seats: no client ever holds another seat's hand or a destination before the reveal", async (seats, seed) => {
    const played = await watchTable(t, pcWireSecrecy, { seats, seed, verifyDecoding: true });
    expect(played.finished).toBe(true);
    expect(played.leaks.slice(0, 5)).toEqual([]);
    expect(played.misses.slice(0, 5)).toEqual([]);
    expect(played.frames).toBeGreaterThan(played.actions);
    // Secret choices were made, several of them sent at the same moment as another seat's.
    const secretChoices = [...played.states].filter(([version, s]) => played.states.has(version + 1) && secretNavigation(s)).length;
    expect(secretChoices).toBeGreaterThanOrEqual(12 * seats - 12);
    expect(played.together).toBeGreaterThan(0);
  }, 60_000);

  it("a secret choice sends the other seats and the spectator the same bytes whichever island it is", async () => {
    const result = await twinChoices(t, journal, { seats: 4, seed: 3, twins: 8 });
    expect(result.twins).toBe(8);
    expect(result.differed.filter((d) => !d.owner)).toEqual([]);
    // The chooser's own frames carry its destination: the comparison does see a difference.
    expect(result.differed.filter((d) => d.owner).length).toBe(8);
  }, 60_000);
});

describe("the Pirate's Cove secrecy checks", () => {
  it("find a course sent in the board before the reveal, in the frames and in the twin bytes", async () => {
    const played = await watchTable(t, pcWireSecrecy, { seats: 3, seed: 4, gameId: planted.id });
    const courses = played.leaks.filter((l) => /^state\.board\.ships\[\d\]\.course$/.test(l.where));
    expect(courses.length).toBeGreaterThan(0);
    expect(new Set(courses.map((l) => l.client)).size).toBe(4);
    const twins = await twinChoices(t, journal, { seats: 3, seed: 5, twins: 2, gameId: planted.id });
    expect(twins.differed.filter((d) => !d.owner).length).toBeGreaterThan(0);
  }, 60_000);
});
