import { LocalPresence } from "@colyseus/core";
import { INVITE_ALPHABET, INVITE_LENGTH, claimInviteCode, isInviteCode, normaliseInviteCode, randomInviteCode, releaseInviteCode } from "./invite-code";

describe("invite codes", () => {
  it("use no look-alike characters", () => {
    for (const c of "0O1IL5S2Z8BQDUVJ") expect(INVITE_ALPHABET).not.toContain(c);
    expect(new Set(INVITE_ALPHABET).size).toBe(INVITE_ALPHABET.length);
  });

  it("are 6 characters of the alphabet, and vary", () => {
    const codes = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const code = randomInviteCode();
      expect(code).toHaveLength(INVITE_LENGTH);
      expect(isInviteCode(code)).toBe(true);
      codes.add(code);
    }
    expect(codes.size).toBeGreaterThan(490);
  });

  it("normalise what people type", () => {
    expect(normaliseInviteCode(" xk3-7pa ")).toBe("XK37PA");
    expect(isInviteCode("XK37PA")).toBe(true);
    expect(isInviteCode("XK37P0")).toBe(false); // zero is a look-alike of O
    expect(isInviteCode("XK37P")).toBe(false);
  });

  it("are claimed atomically: a taken code is skipped, a released one is free again", async () => {
    const presence = new LocalPresence();
    const sequence = ["AAAAAA", "AAAAAA", "CCCCCC"];
    const generate = () => sequence.shift()!;
    expect(await claimInviteCode(presence, generate)).toBe("AAAAAA");
    expect(await claimInviteCode(presence, generate)).toBe("CCCCCC"); // AAAAAA collided
    await releaseInviteCode(presence, "AAAAAA");
    expect(await claimInviteCode(presence, () => "AAAAAA")).toBe("AAAAAA");
  });

  it("give up after too many collisions instead of looping forever", async () => {
    const presence = new LocalPresence();
    await claimInviteCode(presence, () => "EEEEEE");
    await expect(claimInviteCode(presence, () => "EEEEEE", 5)).rejects.toThrow(/5 attempts/);
  });

  it("are unique when many tables claim at once", async () => {
    const presence = new LocalPresence();
    const pool = ["FFFFFF", "GGGGGG", "HHHHHH"];
    let i = 0;
    const generate = () => pool[i++ % pool.length];
    const codes = await Promise.all([0, 1, 2].map(() => claimInviteCode(presence, generate)));
    expect(new Set(codes).size).toBe(3);
  });
});
