import recorded from "./recorded-state-hashes.json";
import { HASH_CASES, SAMPLE_CASES, canonicalJson, fnv1a64, playCase, stateHash, type RecordedHash } from "./state-hashes";

/**
 * The final states of seeded bot games are those recorded in testing/recorded-state-hashes.json (2,000 games;
 * `npx ts-node --transpile-only bench/smt-state-hashes.ts` checks them all). A difference means
 * the rules now play differently: intended changes re-record the list with --write.
 */
describe("Recorded final-state hashes", () => {
  it("the list covers every case", () => {
    expect(recorded).toHaveLength(HASH_CASES.length);
    expect(new Set(SAMPLE_CASES.map((i) => `${HASH_CASES[i].players} ${JSON.stringify(HASH_CASES[i].options)}`)).size).toBe(48);
  });

  it.each(SAMPLE_CASES.map((i) => [i, HASH_CASES[i].players, JSON.stringify(HASH_CASES[i].options), HASH_CASES[i].seed] as const))(
    "case %i (%i players, %s, seed %i) ends in the recorded state",
    (i) => {
      expect(playCase(HASH_CASES[i])).toEqual((recorded as RecordedHash[])[i]);
    },
  );

  it("the hash depends on values, not on key order", () => {
    expect(canonicalJson({ b: [1, { d: null, c: "x" }], a: true, u: undefined })).toBe('{"a":true,"b":[1,{"c":"x","d":null}]}');
    expect(stateHash({ a: 1, b: 2 })).toBe(stateHash({ b: 2, a: 1 }));
    expect(stateHash({ a: 1, b: 2 })).not.toBe(stateHash({ a: 2, b: 1 }));
    // FNV-1a 64 test vectors.
    expect(fnv1a64("")).toBe("cbf29ce484222325");
    expect(fnv1a64("a")).toBe("af63dc4c8601ec8c");
    expect(fnv1a64("foobar")).toBe("85944171f73967e8");
  });
});
