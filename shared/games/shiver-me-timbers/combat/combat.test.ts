import { Random, seedRng } from "../../../engine";
import { shiverMeTimbers } from "../game";
import { edit, must, startedGame } from "../testing/index";
import type { SmtState } from "../state";

const game = shiverMeTimbers;
const SEA = "ancient-shipyard:2"; // an open-sea space of a long route
const ANCHOR = "ancient-shipyard:1";

/** Both duel captains are bots until the duel is over. */
function fightOut(state: SmtState, seed = 1): SmtState {
  const random = Random.from(seedRng(seed));
  let s = state;
  for (let i = 0; i < 200 && s.combat; i++) {
    const seat = game.activeSeats(s)[0];
    s = must(s, seat, game.bot(s, seat, random));
  }
  return s;
}

const twoAtSea = (n = 2) =>
  edit(startedGame(n, 11), (s) => {
    s.merchants = {};
    for (const p of s.players) {
      p.location = SEA;
      p.gold = 1000;
    }
  });

describe("Boarding attacks on players", () => {
  it("rulebook combat example: strength 5 against 4 moves the miniature 1 space forward", () => {
    const s = edit(twoAtSea(), (d) => {
      d.players[0].strength = 5;
      d.players[1].strength = 4;
    });
    const after = must(s, 0, { type: "board", target: { seat: 1 } });
    expect(after.combat?.duel.plank).toBe(1);
    expect(after.combat?.duel.attacker.hand).toHaveLength(4);
    expect(after.turn.actionsLeft).toBe(2);
  });

  it("a difference above 3 wins at once: ship marker, plunder choice, the attacker's turn goes on", () => {
    const s = edit(twoAtSea(), (d) => {
      d.players[0].strength = 7;
      d.players[1].strength = 2;
      d.players[1].gold = 900;
    });
    let after = must(s, 0, { type: "board", target: { seat: 1 } });
    expect(after.combat).toBeNull();
    expect(after.players[1].shipMarkerHolder).toBe(0);
    expect(after.players[0].trophies.shipMarkers).toEqual([1]);
    expect(after.players[0].counters.boardingWins).toBe(1);
    expect(game.activeSeats(after)).toEqual([0]);
    after = must(after, 0, { type: "plunder", take: { kind: "gold" } });
    expect(after.players[0].gold).toBe(1400); // half of 900, rounded down to 400
    expect(after.players[1].gold).toBe(500);
    expect(after.turn).toMatchObject({ seat: 0, actionsLeft: 2 });
  });

  it("the defender who wins chooses the plunder out of turn, and the attacker's turn ends", () => {
    const s = edit(twoAtSea(), (d) => {
      d.players[0].strength = 1;
      d.players[0].cargo = { cocoa: 2, rum: 1, sugar: 0 };
      d.players[1].strength = 6;
      d.players[1].cargo = { cocoa: 0, rum: 0, sugar: 0 };
    });
    let after = must(s, 0, { type: "board", target: { seat: 1 } });
    expect(game.activeSeats(after)).toEqual([1]);
    const tooMuch = game.apply(after, 1, { type: "plunder", take: { kind: "cargo", cargo: { cocoa: 2, rum: 0, sugar: 0 } } });
    expect(tooMuch.ok).toBe(false);
    if (!tooMuch.ok) expect(tooMuch.rejection.code).toBe("plunder/more_than_half");
    after = must(after, 1, { type: "plunder", take: { kind: "cargo", cargo: { cocoa: 1, rum: 0, sugar: 0 } } });
    expect(after.players[1].cargo.cocoa).toBe(1);
    expect(after.players[0].shipMarkerHolder).toBe(1);
    expect(after.turn.seat).toBe(1); // the attacker's turn ended
  });

  it("only the first pirate to defeat a player gets the ship marker", () => {
    const s = edit(twoAtSea(3), (d) => {
      d.players[0].strength = 7;
      d.players[1].strength = 2;
      d.players[1].gold = 0;
      d.players[1].cargo = { cocoa: 0, rum: 0, sugar: 0 };
      d.players[1].shipMarkerHolder = 2;
      d.players[2].trophies.shipMarkers = [1];
    });
    const after = must(s, 0, { type: "board", target: { seat: 1 } });
    expect(after.players[1].shipMarkerHolder).toBe(2);
    expect(after.players[0].trophies.shipMarkers).toEqual([]);
    expect(after.pending).toEqual([]); // nothing to plunder
  });

  it("ships on islands cannot be boarded", () => {
    const s = edit(twoAtSea(), (d) => {
      d.players[0].location = "I:port-royal";
      d.players[1].location = "I:port-royal";
    });
    const before = JSON.stringify(s);
    const out = game.apply(s, 0, { type: "board", target: { seat: 1 } });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.rejection.code).toBe("combat/on_island");
    expect(JSON.stringify(s)).toBe(before);
  });

  it("Fogbank: the attacker gets +1 strength", () => {
    const s = edit(twoAtSea(), (d) => {
      d.players[0].location = "fogbank:2";
      d.players[1].location = "fogbank:2";
    });
    expect(must(s, 0, { type: "board", target: { seat: 1 } }).combat?.duel.plank).toBe(1);
  });
});

describe("Boarding attacks on merchants", () => {
  const withMerchant = (id: string, players = 2) =>
    edit(twoAtSea(players), (d) => {
      d.players[0].location = ANCHOR;
      d.merchants[ANCHOR] = { id, faceUp: false, damage: 0 };
    });

  it("reveals the merchant and gives its captaincy to the player on the attacker's right", () => {
    const s = edit(withMerchant("l-en-1", 3), (d) => {
      d.players[0].strength = 4;
    });
    const after = must(s, 0, { type: "board", target: { merchant: true } });
    expect(after.merchants[ANCHOR].faceUp).toBe(true);
    expect(after.combat?.foe).toMatchObject({ kind: "merchant", captain: 2 });
    expect(after.combat?.duel.defender.seat).toBe(2);
    expect(game.activeSeats(after).length).toBe(1);
  });

  it("a win gives the marker and the reward, and the turn continues", () => {
    const s = edit(withMerchant("s-en-1"), (d) => {
      d.players[0].strength = 6; // against strength 1: pushed off at once
    });
    const after = must(s, 0, { type: "board", target: { merchant: true } });
    expect(after.merchants[ANCHOR]).toBeUndefined();
    expect(after.players[0].trophies.merchants).toEqual(["s-en-1"]);
    expect(after.players[0].gold).toBe(1300);
    expect(after.turn).toMatchObject({ seat: 0, actionsLeft: 2, mustEnd: false });
  });

  it("a pirate hunter with a relative aboard: beating it rescues the relative", () => {
    const s = edit(withMerchant("s-en-4"), (d) => {
      d.players[0].strength = 7;
    });
    const after = must(s, 0, { type: "board", target: { merchant: true } });
    expect(after.family.relatives[0]).toEqual(["aunt"]);
    expect(after.players[0].counters.relativesRescued).toBe(1);
  });

  it("a pirate hunter with a treasure: look at the top 2 and keep 1", () => {
    const s = edit(withMerchant("s-es-4"), (d) => {
      d.players[0].strength = 7;
    });
    const after = must(s, 0, { type: "board", target: { merchant: true } });
    const pick = after.pending[0];
    expect(pick.kind).toBe("pickTreasure");
    if (pick.kind !== "pickTreasure") return;
    const kept = must(after, 0, { type: "pickTreasure", treasure: pick.options[1] });
    expect(kept.players[0].treasures).toEqual([pick.options[1]]);
    // The other goes back and the deck is shuffled (golden rule; treasure/treasure-rewards.test.ts).
    expect(kept.treasure.deck).toContain(pick.options[0]);
    expect(kept.treasure.deck).toHaveLength(after.treasure.deck.length + 1);
  });

  it("a loss costs an upgrade of the loser's choice and ends the turn; the merchant stays face up", () => {
    const s = edit(withMerchant("l-es-2"), (d) => {
      d.players[0].strength = 2; // against 7
    });
    let after = must(s, 0, { type: "board", target: { merchant: true } });
    expect(after.pending).toEqual([{ kind: "loseUpgrade", seat: 0, reason: expect.any(String) }]);
    after = must(after, 0, { type: "loseUpgrade", attribute: "hull" });
    expect(after.players[0].hull).toBe(2);
    expect(after.merchants[ANCHOR]).toMatchObject({ id: "l-es-2", faceUp: true });
    expect(after.turn.seat).toBe(1);
  });

  it("damage markers from gunfights lower the merchant's strength when boarded", () => {
    const s = edit(withMerchant("l-en-1"), (d) => {
      d.players[0].speed = 5;
      d.players[0].strength = 4;
      d.players[0].peeked = ["l-en-1"];
    });
    const shot = must(s, 0, { type: "gunfight", target: { merchant: true } });
    expect(shot.merchants[ANCHOR].damage).toBe(1);
    const boarded = must(shot, 0, { type: "board", target: { merchant: true } });
    expect(boarded.combat?.duel.defender.strength).toBe(3);
    expect(boarded.combat?.duel.plank).toBe(1);
  });

  it("a gunfight needs the higher speed, and a known merchant", () => {
    const unknown = withMerchant("l-en-1");
    const out1 = game.apply(unknown, 0, { type: "gunfight", target: { merchant: true } });
    expect(!out1.ok && out1.rejection.code).toBe("gunfight/unknown_speed");
    const slow = edit(unknown, (d) => {
      d.players[0].peeked = ["l-en-1"];
    });
    const out2 = game.apply(slow, 0, { type: "gunfight", target: { merchant: true } });
    expect(!out2.ok && out2.rejection.code).toBe("gunfight/too_slow");
  });

  it("a gunfight on a player rolls the red die against them", () => {
    const s = edit(twoAtSea(), (d) => {
      d.players[0].speed = 5;
    });
    const seen = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const after = must(edit(s, (d) => void (d.rng = seedRng(seed) as number[])), 0, { type: "gunfight", target: { seat: 1 } });
      const b = after.players[1];
      const lost = (["speed", "strength", "hull"] as const).filter((a) => b[a] === 2);
      expect(lost.length).toBeLessThanOrEqual(1);
      seen.add(lost[0] ?? "empty");
    }
    expect(seen).toEqual(new Set(["speed", "strength", "hull", "empty"]));
  });
});

describe("Raids on fortresses", () => {
  const onIsland = (fortressId: string) =>
    edit(startedGame(2, 13), (d) => {
      d.players[0].location = "I:la-juanita";
      d.fortresses["la-juanita"] = { id: fortressId, faceUp: false };
    });

  it("a raid reveals the fortress; a win pays 2,000 G and the marker", () => {
    for (let seed = 1; seed < 40; seed++) {
      const s = edit(onIsland("palisade"), (d) => {
        d.players[0].strength = 7;
        d.rng = seedRng(seed) as number[];
      });
      const declared = must(s, 0, { type: "raid" });
      expect(declared.fortresses["la-juanita"]?.faceUp).toBe(true);
      expect(declared.combat?.duel.plank).toBe(2);
      expect(declared.combat?.foe).toMatchObject({ kind: "fortress", captain: 1 });
      const after = fightOut(declared, seed);
      if (after.players[0].trophies.fortresses.length === 0) continue;
      expect(after.fortresses["la-juanita"]).toBeUndefined();
      expect(after.players[0].gold).toBe(300 + 2000);
      expect(after.players[0].counters.fortressesRaided).toBe(1);
      return;
    }
    throw new Error("no seed gave a won raid");
  });

  it("a lost raid costs an upgrade and ends the turn; the fortress stays, face up", () => {
    const s = edit(onIsland("citadel"), (d) => {
      d.players[0].strength = 3;
      d.players[0].speed = 5;
    });
    let after = must(s, 0, { type: "raid" });
    expect(after.pending[0]?.kind).toBe("loseUpgrade");
    after = must(after, 0, { type: "loseUpgrade", attribute: "speed" });
    expect(after.fortresses["la-juanita"]).toEqual({ id: "citadel", faceUp: true });
    expect(after.turn.seat).toBe(1);
  });

  it("the Citadel repels a ship slower than 4: the action is spent, no duel", () => {
    const after = must(onIsland("citadel"), 0, { type: "raid" });
    expect(after.combat).toBeNull();
    expect(after.fortresses["la-juanita"]?.faceUp).toBe(true);
    expect(after.turn.actionsLeft).toBe(2);
  });

  it("cannot raid at sea", () => {
    const s = edit(onIsland("palisade"), (d) => void (d.players[0].location = SEA));
    const out = game.apply(s, 0, { type: "raid" });
    expect(!out.ok && out.rejection.code).toBe("raid/not_on_island");
  });
});

describe("Duel actions are delegated to the duel module", () => {
  it("only the duel's actor may act, and a bad duel action is rejected with the state unchanged", () => {
    const s = edit(twoAtSea(), (d) => {
      d.players[0].strength = 4;
      d.players[1].strength = 4;
    });
    const duel = must(s, 0, { type: "board", target: { seat: 1 } });
    const before = JSON.stringify(duel);
    const out = game.apply(duel, 0, { type: "endTurn" });
    expect(!out.ok && out.rejection.code).toBe("combat/in_progress");
    const idle = game.activeSeats(duel)[0] === 0 ? 1 : 0;
    const bad = game.apply(duel, idle, { type: "duel_pass" });
    expect(bad.ok).toBe(false);
    expect(JSON.stringify(duel)).toBe(before);
    const done = fightOut(duel, 3);
    expect(done.combat).toBeNull();
    expect(done.duelDeck.draw.length + done.duelDeck.discard.length).toBe(30);
  });
});
