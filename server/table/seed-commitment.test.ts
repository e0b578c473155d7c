import { createHash } from "node:crypto";
import { commitmentOf, gameSeedOf, published, sealSeed } from "./seed-commitment";

describe("seed commitment", () => {
  it("commits to the server seed and salt with SHA-256, as docs/fairness.md writes it", () => {
    const sealed = sealSeed(3);
    expect(sealed.serverSeed).toMatch(/^[0-9a-f]{32}$/);
    expect(sealed.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(sealed.commitment).toBe(createHash("sha256").update(`${sealed.serverSeed}:${sealed.salt}`).digest("hex"));
    expect(sealed.entropy).toEqual([null, null, null]);
    // What the table shows during play holds neither the seed nor the salt.
    expect(JSON.stringify(published(sealed))).not.toContain(sealed.serverSeed);
    expect(JSON.stringify(published(sealed))).not.toContain(sealed.salt);
  });

  it("draws a fresh seed and salt every time", () => {
    const seals = Array.from({ length: 20 }, () => sealSeed(2));
    expect(new Set(seals.map((s) => s.commitment)).size).toBe(20);
  });

  it.each([
    // The figures come from the shell: printf '%s' "<server seed>:<e0>:<e1>" | sha256sum, first 8 hex digits, >> 1.
    ["00112233445566778899aabbccddeeff", [null, null], 389284775],
    ["00112233445566778899aabbccddeeff", ["deadbeef", null], 479415575],
    ["00112233445566778899aabbccddeeff", [null, "deadbeef"], 1658737514],
  ] as const)("derives the rules' seed from the server seed %s and the players' entropy %j", (serverSeed, entropy, expected) => {
    expect(gameSeedOf(serverSeed, entropy)).toBe(expected);
  });

  it("changes the seed when any player's entropy changes, and depends on which seat gave it", () => {
    const base = "0f".repeat(16);
    const seeds = [gameSeedOf(base, [null, null]), gameSeedOf(base, ["deadbeef", null]), gameSeedOf(base, [null, "deadbeef"]), gameSeedOf(base, ["deadbeee", null])];
    expect(new Set(seeds).size).toBe(4);
  });

  it("gives a different commitment for a different salt", () => {
    expect(commitmentOf("ab", "cd")).not.toBe(commitmentOf("ab", "ce"));
  });
});
