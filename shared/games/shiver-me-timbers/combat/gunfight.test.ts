import { Random, seedRng } from "../../../engine";
import { RED_DIE_FACES, gunfightRejection, merchantBoardingStrength, resolveGunfight, type GunfightTarget } from "./gunfight";

const rng = (seed: number) => Random.from(seedRng(seed));
const anne = { name: "Anne", speed: 4 };
const merchant = (speed: number): GunfightTarget => ({ kind: "merchant", name: "the Dutch trader", speed });
const player = (speed: number, attrs: Partial<Record<"strength" | "hull", number>> = {}): GunfightTarget => ({
  kind: "player",
  name: "Bob",
  speed,
  strength: attrs.strength ?? 3,
  hull: attrs.hull ?? 3,
});

describe("Combat › Gunfights", () => {
  it.each([
    { speed: 4, against: 3, gunner: false, ok: true },
    { speed: 4, against: 4, gunner: false, ok: false },
    { speed: 4, against: 5, gunner: false, ok: false },
    { speed: 4, against: 4, gunner: true, ok: true }, // talent Gunner (design): equal speed is enough
    { speed: 4, against: 5, gunner: true, ok: false },
  ])("speed $speed against $against (Gunner: $gunner): allowed $ok", ({ speed, against, gunner, ok }) => {
    const refused = gunfightRejection({ name: "Anne", speed, gunner }, player(against));
    expect(refused === null).toBe(ok);
    if (refused !== null) expect(refused.code).toBe("gunfight/too_slow");
    const r = resolveGunfight({ name: "Anne", speed, gunner }, player(against), rng(1));
    expect(r.ok).toBe(ok);
  });

  it("always hits a merchant: one damage marker, no roll", () => {
    const r = resolveGunfight(anne, merchant(2), rng(1));
    expect(r).toMatchObject({ ok: true, target: "merchant", damageMarkers: 1, roll: null });
  });

  it("makes a player roll the red die and lose the upgrade it shows, all faces appearing", () => {
    const faces = new Map<string, number>();
    for (let seed = 1; seed <= 600; seed++) {
      const r = resolveGunfight(anne, player(2), rng(seed));
      if (!r.ok || r.target !== "player") throw new Error("expected a shot at a player");
      faces.set(r.roll.face, (faces.get(r.roll.face) ?? 0) + 1);
      expect(r.loses).toBe(r.roll.face === "empty" ? null : r.roll.face);
      expect(r.savedByMinimum).toBe(false);
    }
    expect([...faces.keys()].sort()).toEqual(["empty", "hull", "speed", "strength"]);
    expect(faces.get("empty")! / 600).toBeGreaterThan(0.4); // 3 empty faces of 6
  });

  it("takes nothing from an attribute already at 1 (Golden Rules)", () => {
    const die = ["hull"] as const;
    const r = resolveGunfight(anne, player(2, { hull: 1 }), rng(1), die);
    expect(r).toMatchObject({ ok: true, roll: { die: "red", face: "hull" }, loses: null, savedByMinimum: true });
  });

  it("is deterministic for a seed and rolls the die given", () => {
    expect(resolveGunfight(anne, player(2), rng(9))).toEqual(resolveGunfight(anne, player(2), rng(9)));
    const r = resolveGunfight(anne, player(2), rng(9), ["speed"]);
    expect(r.ok && r.target === "player" && r.loses).toBe("speed");
  });

  it("has six faces: strength, speed, hull and three empty", () => {
    expect([...RED_DIE_FACES].sort()).toEqual(["empty", "empty", "empty", "hull", "speed", "strength"]);
  });

  it.each([
    [3, 0, 3],
    [3, 2, 1],
    [2, 3, 0],
  ])("a merchant of strength %i with %i damage markers boards at %i", (strength, markers, expected) => {
    expect(merchantBoardingStrength(strength, markers)).toBe(expected);
  });
});
