import { shiverMeTimbers } from "../game";
import { invariantViolations } from "../testing/invariants";
import { edit, must, startedGame, withoutCards } from "../testing/index";
import type { Draft } from "../core/draft";
import type { SmtState } from "../state";
import type { FamilyId } from "../content/effects";
import { playerSide } from "../combat/sides";
import { bonusFor, effectiveStat } from "./ship-attributes";
import type { Bonus } from "../content/effects";
import { hasLasting, lastingBonus } from "./lasting-bonuses";
import { movementPoints } from "../travel/travel";
import { treasureContext } from "../treasure/treasure-hunt";

const game = shiverMeTimbers;
const SEA = "ancient-shipyard:2";
const ANCHOR = "ancient-shipyard:1";

type Source = { treasure: string } | { title: string } | { relative: FamilyId };

/** Seat 0 on its turn with one source of lasting bonuses (the card taken out of its pile). */
function withSource(source: Source, change: (d: Draft<SmtState>) => void = () => {}): SmtState {
  return edit(startedGame(2, 5, ["st-david", "the-bay"], ["digger", "tramp"]), (d) => {
    withoutCards(d);
    d.turn = { seat: 0, actionsLeft: 3, peekAt: null, mustEnd: false };
    d.pending = [];
    d.players[0].location = "I:st-david";
    d.players[0].cargo = { cocoa: 0, rum: 0, sugar: 0 };
    if ("treasure" in source) {
      d.treasure.deck = d.treasure.deck.filter((c) => c !== source.treasure);
      for (const p of d.players) p.treasures = p.treasures.filter((c) => c !== source.treasure);
      d.players[0].treasures = [source.treasure];
    }
    if ("title" in source) d.missions.players[0].titles = [source.title];
    if ("relative" in source) {
      d.family.unrescued = d.family.unrescued.filter((r) => r !== source.relative);
      d.family.relatives[0] = [source.relative];
      d.players[0].counters.relativesRescued = 1;
    }
    change(d);
  });
}
const none = () => withSource({ relative: "father" }, (d) => {
  d.family.relatives[0] = [];
  d.family.unrescued.push("father");
  d.players[0].counters.relativesRescued = 0;
});

describe("Lasting bonuses: every kind from treasures, titles and relatives", () => {
  const amounts: [string, Source, Bonus, number][] = [
    ["Drake's Rapier (treasure): strength", { treasure: "t01" }, "strength", 1],
    ["Captain's Astrolabe (treasure): movement", { treasure: "t04" }, "movement", 1],
    ["Aztec Mask (treasure): duel cards", { treasure: "t09" }, "duelCards", 1],
    ["Mermaid Scale (treasure): monster steps", { treasure: "t19" }, "monsterSteps", 1],
    ["Moon Pearl (treasure): ritual hand", { treasure: "t23" }, "ritualHand", 1],
    ["Crystal Orb (treasure): footprints", { treasure: "t25" }, "footprints", 2],
    ["Bone Flute (treasure): crew hand", { treasure: "t26" }, "crewHand", 1],
    ["Golden Parrot (treasure): sell bonus", { treasure: "t27" }, "sellBonus", 100],
    ["King's Privateer (title): strength", { title: "kings-privateer" }, "strength", 1],
    ["Scourge of the Nations (title): speed", { title: "scourge-nations" }, "speed", 1],
    ["Keeper of the Old Ways (title): crew hand", { title: "keeper-old-ways" }, "crewHand", 1],
    ["Merchant Adventurer (title): sell bonus", { title: "merchant-adventurer" }, "sellBonus", 200],
    ["father: strength", { relative: "father" }, "strength", 1],
    ["grandfather: movement", { relative: "grandfather" }, "movement", 1],
    ["mother: duel cards", { relative: "mother" }, "duelCards", 1],
    ["uncle: buy discount", { relative: "uncle" }, "buyDiscount", 50],
    ["grandmother: ritual hand", { relative: "grandmother" }, "ritualHand", 1],
    ["son: footprints", { relative: "son" }, "footprints", 2],
    ["daughter: monster steps", { relative: "daughter" }, "monsterSteps", 1],
    ["best friend: crew hand", { relative: "best-friend" }, "crewHand", 1],
  ];
  it.each(amounts)("%s", (_name, source, bonus, amount) => {
    const s = withSource(source);
    expect(invariantViolations(s)).toEqual([]);
    expect(lastingBonus(s, 0, bonus)).toBe(amount);
    expect(bonusFor(s, 0, bonus) - bonusFor(none(), 0, bonus)).toBe(amount);
    expect(lastingBonus(s, 1, bonus)).toBe(0);
    expect(lastingBonus(s, 0, "hull")).toBe(0);
  });

  const flags: [string, Source, "safePeek" | "gunfightAtEqualSpeed" | "pirateHunter" | "ring"][] = [
    ["Ivory Spyglass: safe peek", { treasure: "t11" }, "safePeek"],
    ["Voodoo Mask: gunfights at equal speed", { treasure: "t32" }, "gunfightAtEqualSpeed"],
    ["Royal Signet: a ring", { treasure: "t02" }, "ring"],
    ["King's Privateer: pirate hunter", { title: "kings-privateer" }, "pirateHunter"],
    ["sister: safe peek", { relative: "sister" }, "safePeek"],
    ["brother: gunfights at equal speed", { relative: "brother" }, "gunfightAtEqualSpeed"],
  ];
  it.each(flags)("%s", (_name, source, kind) => {
    expect(hasLasting(withSource(source), 0, kind)).toBe(true);
    expect(hasLasting(none(), 0, kind)).toBe(false);
  });

  it("a treasure counts only on the ship, not hidden in the chest", () => {
    const s = withSource({ treasure: "t01" }, (d) => {
      d.players[0].treasures = [];
      d.players[0].chestTreasures = ["t01"];
    });
    expect(lastingBonus(s, 0, "strength")).toBe(0);
  });
});

describe("Lasting bonuses where the rules read them", () => {
  it("a speed title and a movement treasure add movement points to a Travel", () => {
    const base = movementPoints(none(), 0);
    expect(movementPoints(withSource({ treasure: "t04" }), 0)).toBe(base + 1);
    expect(movementPoints(withSource({ title: "scourge-nations" }), 0)).toBe(base + 1);
  });

  it("a title's +1 strength and the mother's extra duel card on a duel side", () => {
    const side = playerSide(withSource({ title: "kings-privateer" }) as never, 0, { attacking: true, vsMerchant: false });
    expect(side.strength).toBe(none().players[0].strength + 1);
    expect(playerSide(withSource({ relative: "mother" }) as never, 0, { attacking: true, vsMerchant: false }).handSize).toBe(5);
    expect(effectiveStat(withSource({ relative: "father" }), 0, "strength")).toBe(4);
  });

  it("the son's footprints on every dig", () => {
    expect(treasureContext(withSource({ relative: "son" }), 0).footprints).toBe(treasureContext(none(), 0).footprints + 2);
  });

  it("a sell bonus is paid once per Sell action, not per unit (2 units sold: +100 G)", () => {
    const sale = { type: "sell" as const, cargo: { cocoa: 2, rum: 0, sugar: 0 }, treasures: [] };
    const withCocoa = (d: Draft<SmtState>) => void (d.players[0].cargo = { cocoa: 2, rum: 0, sugar: 0 });
    const plain = must(edit(none(), withCocoa), 0, sale);
    const aunt = must(withSource({ relative: "aunt" }, withCocoa), 0, sale);
    expect(aunt.players[0].gold - plain.players[0].gold).toBe(100);
  });

  it("the uncle's discount on every unit bought", () => {
    const buy = { type: "buy" as const, resource: "rum" as const, units: 2 };
    const plain = must(none(), 0, buy);
    const uncle = must(withSource({ relative: "uncle" }), 0, buy);
    expect(uncle.players[0].gold - plain.players[0].gold).toBe(100);
  });

  it("a safe peek: a pirate hunter peeked at does not attack", () => {
    const atHunter = (source: Source | null) => {
      const setUp = (d: Draft<SmtState>) => {
        d.players[0].location = ANCHOR;
        d.turn.peekAt = ANCHOR;
        const old = d.merchants[ANCHOR]?.id;
        d.merchantStack = d.merchantStack.filter((m) => m !== "s-en-4");
        if (old) d.merchantStack.push(old);
        d.merchants[ANCHOR] = { id: "s-en-4", faceUp: false, damage: 0 };
      };
      return source ? withSource(source, setUp) : edit(none(), setUp);
    };
    expect(must(atHunter(null), 0, { type: "peek" }).combat).not.toBeNull();
    expect(must(atHunter({ relative: "sister" }), 0, { type: "peek" }).combat).toBeNull();
    expect(must(atHunter({ treasure: "t11" }), 0, { type: "peek" }).combat).toBeNull();
  });

  it("gunfights at equal speed, like the Gunner", () => {
    const atSea = (source: Source | null) => {
      const setUp = (d: Draft<SmtState>) => {
        for (const p of d.players) p.location = SEA;
      };
      return source ? withSource(source, setUp) : edit(none(), setUp);
    };
    const shoot = { type: "gunfight" as const, target: { seat: 1 } };
    expect(game.legalActions(atSea(null), 0)).not.toContainEqual(shoot);
    const r = game.apply(atSea(null), 0, shoot);
    expect(r.ok ? null : r.rejection.code).toBe("gunfight/too_slow");
    expect(game.legalActions(atSea({ relative: "brother" }), 0)).toContainEqual(shoot);
    expect(must(atSea({ treasure: "t32" }), 0, shoot).turn.actionsLeft).toBe(2);
  });
});
