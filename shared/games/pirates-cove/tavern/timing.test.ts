import { SAILS } from "../content/sections";
import type { CardKind } from "../content/tavern-cards";
import { legalActions } from "../legal";
import type { PirateCoveState } from "../state";
import { act, battle, fight, give, runFlow, scene } from "../test-scene";

/**
 * When each Tavern card can be played, as a table quoting the file: seat 0 holds the card
 * (and one treasure) in each moment of a month, and the card must be offered by legalActions
 * exactly in the moments listed.
 */
type Moment = "navigation" | "navigationEnd" | "navyHere" | "battleCards" | "volley" | "powderKeg" | "treasureEnd" | "upgrade" | "fitting";

function base(kind: CardKind): { s: PirateCoveState; card: number } {
  const s = scene();
  s.ships[0].levels[SAILS] = 6;
  s.ships[0].treasures = 1;
  s.treasureSupply--;
  return { s, card: give(s, 0, kind) };
}

const sail = (s: PirateCoveState, to: number[]) => to.reduce((st, island, seat) => act(st, seat, { type: "navigate", island }).state, s);

const MOMENTS: Record<Moment, (kind: CardKind) => { s: PirateCoveState; seat: number; card: number }> = {
  fitting: (kind) => {
    const { s, card } = base(kind);
    s.month = 0;
    s.phase = "fitting";
    return { s, seat: 0, card };
  },
  navigation: (kind) => ({ ...base(kind), seat: 0 }),
  navigationEnd: (kind) => {
    const { s, card } = base(kind);
    return { s: sail(s, [2, 3, 4]), seat: 0, card };
  },
  navyHere: (kind) => {
    const { s, card } = base(kind);
    const rn = give(s, 1, "royalNavyIntercept");
    give(s, 1, "fame");
    let st = sail(s, [2, 3, 4]);
    st = act(st, 0, { type: "pass" }).state;
    st = act(st, 1, { type: "intercept", card: rn, island: 2 }).state;
    return { s: st, seat: 0, card };
  },
  battleCards: (kind) => {
    const { s, card } = base(kind);
    return { s: battle(s, 2, [0, 1]), seat: 0, card };
  },
  volley: (kind) => {
    const { s, card } = base(kind);
    return { s: fight(s, 2, [0, 1]), seat: 0, card };
  },
  powderKeg: (kind) => {
    const { s, card } = base(kind);
    s.ships[1].levels[SAILS] = 8;
    // Seat 1 is faster: its aim opens the Powder keg window for seat 0, before its dice.
    return { s: act(fight(s, 2, [0, 1]), 1, { type: "fire", target: 0, section: "hull" }).state, seat: 0, card };
  },
  treasureEnd: (kind) => {
    const { s, card } = base(kind);
    s.ships.forEach((p) => (p.island = 7));
    s.phase = "combat";
    return { s: runFlow(s).state, seat: 0, card };
  },
  upgrade: (kind) => {
    const { s, card } = base(kind);
    s.phase = "upgrade";
    return { s, seat: 0, card };
  },
};

describe("when each Tavern card is played (pirates-cove-tavern.txt)", () => {
  test.each<[CardKind, string, Moment[]]>([
    ["mastercraft", "Mastercraft cards are played during the upgrade phase", ["upgrade"]],
    ["fondFarewell", "Played at the end of the Navigation phase, even after a Royal Navy Intercept card", ["navigationEnd", "navyHere"]],
    ["consort", "Played at the end of the Treasure phase", ["treasureEnd"]],
    ["crowsNest", "Played at the beginning of the Navigation phase, before players select their island of destination", ["navigation"]],
    ["goingOnTheAccount", "Played during the Upgrade phase", ["upgrade"]],
    ["privateeringCommission", "Played at the end of the Navigation phase, in reaction to a Royal Navy card", ["navyHere"]],
    ["royalNavyIntercept", "Played at the end of the Navigation phase, after players have revealed their destination", ["navigationEnd"]],
    ["secretMap", "Played at the end of the Treasure phase", ["treasureEnd"]],
    ["avastBelay", "Battle cards must be played in turn ... from fastest to slowest ship", ["battleCards"]],
    ["blowMeDown", "Battle cards must be played in turn ... from fastest to slowest ship", ["battleCards"]],
    ["grappleAttack", "Battle cards must be played in turn ... from fastest to slowest ship", ["battleCards"]],
    ["smokeScreen", "Battle cards must be played in turn ... from fastest to slowest ship", ["battleCards"]],
    ["treasureOverboard", "Battle cards must be played in turn ... from fastest to slowest ship", ["battleCards"]],
    ["grapeshot", "Volley cards must be played before any volley", ["volley"]],
    ["sixGunSalute", "Volley cards must be played before any volley", ["volley"]],
    ["powderKeg", "This card can be played out of turn (ie during the volley card playing phase of one of your opponents, before his roll of dice)", ["powderKeg"]],
    ["fame", "Fame cards are kept in the player's hand till the end of the game", []],
  ])("%s: %s", (kind, _quote, when) => {
    const offered = (Object.keys(MOMENTS) as Moment[]).filter((m) => {
      const { s, seat, card } = MOMENTS[m](kind);
      return legalActions(s, seat).some((a) => "card" in a && a.card === card);
    });
    expect(offered).toEqual((Object.keys(MOMENTS) as Moment[]).filter((m) => when.includes(m)));
  });
});
