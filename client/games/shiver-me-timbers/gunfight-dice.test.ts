import { Random, seedRng } from "../../../shared/engine/rng";
import { resolveGunfight, type RedDieFace } from "../../../shared/games/shiver-me-timbers/combat/gunfight";
import { lastGunfight, readGunfight } from "./gunfight-dice";

/** The log entry the rules write for a gunfight whose red die shows `face` (forced). */
function fired(target: "merchant" | { strength: number; speed: number; hull: number }, face: RedDieFace = "empty", shooter = "Anne Bonny") {
  const to = target === "merchant" ? { kind: "merchant" as const, name: "the Spanish merchant", speed: 1 } : { kind: "player" as const, name: "Calico Jack", ...target };
  const out = resolveGunfight({ name: shooter, speed: 9 }, to, Random.from(seedRng(1)), [face]);
  if (!out.ok) throw new Error("refused");
  const e = out.events[0];
  return { n: 1, kind: e.kind, text: e.text };
}

describe("the gunfight's dice, read from the rules' log", () => {
  const ship = { strength: 3, speed: 2, hull: 3 };
  it.each([
    ["a merchant: a hit, no roll", fired("merchant"), { shooter: "Anne Bonny", target: "the Spanish merchant", face: null, result: "hit" }],
    ["the empty face: a miss", fired(ship, "empty"), { shooter: "Anne Bonny", target: "Calico Jack", face: "empty", result: "miss" }],
    ["strength: a hit", fired(ship, "strength"), { face: "strength", result: "hit" }],
    ["speed: a hit", fired(ship, "speed"), { face: "speed", result: "hit" }],
    ["hull: a hit", fired(ship, "hull"), { face: "hull", result: "hit" }],
    ["speed at its floor: saved", fired({ ...ship, speed: 1 }, "speed"), { face: "speed", result: "saved" }],
    ["a shooter whose name has spaces and a comma", fired(ship, "hull", "Mary Read, the Bold"), { shooter: "Mary Read, the Bold", target: "Calico Jack", face: "hull", result: "hit" }],
  ])("%s", (_name, entry, expected) => {
    expect(readGunfight(entry)).toMatchObject(expected);
  });

  it("is nothing for other entries, and the last gunfight wins", () => {
    expect(readGunfight({ n: 1, kind: "duel/attack", text: "Anne attacks: high attack, 2 wounds." })).toBeNull();
    expect(readGunfight({ n: 1, kind: "gunfight/player", text: "something else" })).toBeNull();
    const first = fired(ship, "hull"), second = fired(ship, "empty");
    expect(lastGunfight([first, { n: 2, kind: "combat/lost", text: "…" }, second])?.face).toBe("empty");
    expect(lastGunfight([])).toBeNull();
  });
});
