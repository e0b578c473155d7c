import { pirateKing } from "../index";
import { act, putShipAt, rigDice, scene, startedGame, tid } from "../testing";
import type { PirateKingState } from "../state";
import { dockFee, fightFort } from "./landing";
import { PIRATES_BOOTY } from "../content/cards";

const LOCK_PICK = PIRATES_BOOTY.find((c) => c.title === "Lock Pick")!.id;

/** The current player's first ship lands on `where` (sail 1 from the space before, wind 0). */
function landOn(s: PirateKingState, where: string, edit: (d: PirateKingState) => void = () => undefined): PirateKingState {
  const seat = s.current;
  const ship = s.ships.find((x) => x.owner === seat)!.id;
  const d = scene(s, (d) => {
    putShipAt(d, ship, where);
    d.ships[ship].step -= 1;
    for (const x of d.ships) if (x.owner !== seat) putShipAt(d, x.id, "Santiago");
    edit(d);
    rigDice(d, [6], 12);
  });
  return act(d, seat, { type: "sail", spaces: [1] });
}

const rejectedCode = (s: PirateKingState, seat: number, action: object) => {
  const r = pirateKing.apply(s, seat, action as never);
  return r.ok ? null : r.rejection.code;
};

describe("Territory: capture", () => {
  it("an unclaimed territory may be captured for its price; a ship without cargo picks up a new mission", () => {
    const s = startedGame(2);
    const seat = s.current;
    const ship = s.ships.find((x) => x.owner === seat)!.id;
    const landed = landOn(s, "Havana", (d) => {
      d.cargoOut += 1;
      d.cargoDeck = d.cargoDeck.slice(0, -1);
      d.ships[ship].cargo = null;
    });
    expect(landed.pending).toMatchObject({ kind: "capture", territory: tid("Havana") });
    const taken = act(landed, seat, { type: "capture", accept: true });
    expect(taken.territories[tid("Havana")]).toEqual({ owner: seat, level: 0 });
    expect(taken.purses[taken.players[seat].purse]).toBe(1000 - 120);
    expect(taken.ships[ship].cargo).not.toBeNull();
  });
  it("without the capture price the territory stays unclaimed", () => {
    const landed = landOn(startedGame(2), "Tortuga", (d) => {
      d.purses[d.players[d.current].purse] = 100;
      d.merchantNet -= 900;
    });
    expect(landed.pending).toBeNull();
    expect(landed.events.some((e) => e.kind === "pass")).toBe(true);
  });
});

describe("Territory: dock fees", () => {
  const s = scene(startedGame(2), (d) => (d.territories[tid("Campeche")] = { owner: 1, level: 3 }));
  it.each([
    ["the Sea Chart fee", [], 350],
    ["+50% to the Royal Crown's owner", [[3, 1]], 525],
    ["−50% with the Diamond Necklace", [[4, 0]], 175],
    ["both", [[3, 1], [4, 0]], 265],
  ])("%s", (_, treasures, fee) => {
    const d = scene(s, (d) => (treasures as number[][]).forEach(([t, owner]) => (d.treasures[t] = owner)));
    expect(dockFee(d, 0, tid("Campeche"))).toBe(fee);
  });
  it("paying goes to the owner; a Lock Pick slips past; the owner's ship on the space is fought first", () => {
    const base = startedGame(2);
    const seat = base.current;
    const owner = 1 - seat;
    const landed = landOn(base, "Campeche", (d) => {
      d.territories[tid("Campeche")] = { owner, level: 3 };
      d.players[seat].held.push(`piratesBooty:${LOCK_PICK}`);
      d.bootyDeck = d.bootyDeck.filter((c) => c !== LOCK_PICK);
    });
    expect(pirateKing.legalActions(landed, seat).map((a) => (a.type === "dock" ? a.choice : a.type))).toEqual(["pay", "fight", "lockPick"]);
    const paid = act(landed, seat, { type: "dock", choice: "pay" });
    expect(paid.purses[paid.players[owner].purse]).toBe(1350);
    const picked = act(landed, seat, { type: "dock", choice: "lockPick" });
    expect(picked.purses[picked.players[owner].purse]).toBe(1000);
    expect(picked.players[seat].held).toEqual([]);
    const guarded = scene(landed, (d) => putShipAt(d, d.ships.find((x) => x.owner === owner)!.id, "Campeche"));
    const fought = act(guarded, seat, { type: "dock", choice: "fight" });
    expect(fought.events.find((e) => e.kind === "combat")?.data).toMatchObject({ defender: owner, territory: null });
  });
});

describe("Fortifications: the ship shop", () => {
  it("sells one crewman per landing and cannons up to what the crew can man, on a built-up friendly territory", () => {
    const s = startedGame(2);
    const seat = s.current;
    const ship = s.ships.find((x) => x.owner === seat)!.id;
    const landed = landOn(s, "Barbados", (d) => {
      d.territories[tid("Barbados")] = { owner: seat, level: 1 };
      d.ships[ship].crew = 2;
    });
    expect(landed.stage).toBe("harbour");
    expect(rejectedCode(landed, seat, { type: "buyCannon", ship })).toBe("ship/full");
    const crewed = act(landed, seat, { type: "buyCrew", ship });
    expect(rejectedCode(crewed, seat, { type: "buyCrew", ship })).toBe("shop/closed");
    const gunned = act(crewed, seat, { type: "buyCannon", ship });
    expect([gunned.ships[ship].crew, gunned.ships[ship].cannons]).toEqual([3, 2]);
    expect(gunned.purses[gunned.players[seat].purse]).toBe(600);
    const settlement = landOn(s, "Barbados", (d) => (d.territories[tid("Barbados")] = { owner: seat, level: 0 }));
    expect(rejectedCode(settlement, seat, { type: "buyCrew", ship })).toBe("shop/closed");
  });
});

describe("Team Play", () => {
  const s = startedGame(4, { teams: true });
  const seat = s.current;
  const partner = (seat + 2) % 4;
  it("partners share one purse, pay no dock fee to each other and may upgrade each other's territories", () => {
    expect(s.players[seat].purse).toBe(s.players[partner].purse);
    expect(s.purses[s.players[seat].purse]).toBe(2000);
    const landed = landOn(s, "Havana", (d) => {
      d.territories[tid("Havana")] = { owner: partner, level: 1 };
      d.territories[tid("St. Kitts")] = { owner: partner, level: 0 };
    });
    expect(landed.pending).toBeNull();
    const up = act(landed, seat, { type: "upgrade", territory: tid("Havana") });
    expect(up.territories[tid("Havana")]).toEqual({ owner: partner, level: 2 });
  });
});

describe("Space Designations › territory cap", () => {
  it("a captain holding 12 territories cannot capture or fight for another", () => {
    const s = startedGame(3);
    const seat = s.current;
    const twelve = ["San Juan", "Antigua", "Barbados", "Trinidad", "Porto Bello", "Petit Goave", "Curacao", "Caracus", "Margarita", "Cumana", "Cartagena", "Port-de-Paix"];
    const full = (d: PirateKingState) => twelve.forEach((n) => (d.territories[tid(n)] = { owner: seat, level: 0 }));
    expect(landOn(s, "Havana", full).pending).toBeNull();
    const enemy = landOn(s, "Havana", (d) => {
      full(d);
      d.territories[tid("Havana")] = { owner: (seat + 1) % 3, level: 0 };
    });
    expect(rejectedCode(enemy, seat, { type: "dock", choice: "fight" })).toBe("territory/cap");
  });
  it("a captain who reaches the cap by seizing a territory for the guard ship's bounty does not fight the fortification", () => {
    const s = startedGame(3);
    const seat = s.current;
    const ship = s.ships.find((x) => x.owner === seat)!.id;
    const d = scene(s, (d) => {
      d.stage = "resolve";
      ["San Juan", "Antigua", "Barbados", "Trinidad", "Porto Bello", "Petit Goave", "Curacao", "Caracus", "Margarita", "Cumana", "Cartagena", "Port-de-Paix"].forEach(
        (n) => (d.territories[tid(n)] = { owner: seat, level: 0 }),
      );
      d.territories[tid("Havana")] = { owner: (seat + 1) % 3, level: 2 };
      putShipAt(d, ship, "Havana");
    });
    fightFort(d, ship, tid("Havana"));
    expect(d.combat).toBeNull();
    expect(d.territories[tid("Havana")].owner).toBe((seat + 1) % 3);
  });
});
