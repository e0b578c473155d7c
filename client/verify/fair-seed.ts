// The browser's side of docs/fairness.md: the same commitment and seed as
// server/table/seed-commitment.ts, computed with the browser's own SHA-256 (Web Crypto).
const encoder = new TextEncoder();

async function sha256(text: string): Promise<Uint8Array> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error("This browser offers no SHA-256 here (Web Crypto needs https or localhost); check with the commands in docs/fairness.md.");
  return new Uint8Array(await subtle.digest("SHA-256", encoder.encode(text)));
}

export async function sha256Hex(text: string): Promise<string> {
  return [...(await sha256(text))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** sha256_hex(serverSeed + ":" + salt). */
export function commitmentOf(serverSeed: string, salt: string): Promise<string> {
  return sha256Hex(`${serverSeed}:${salt}`);
}

/** The first 4 bytes of sha256(serverSeed + ":" + entropy…), big-endian, shifted right by one. */
export async function gameSeedOf(serverSeed: string, entropy: readonly (string | null)[]): Promise<number> {
  const digest = await sha256([serverSeed, ...entropy.map((e) => e ?? "")].join(":"));
  return new DataView(digest.buffer).getUint32(0, false) >>> 1;
}

/** A fresh contribution for the seed of the table this browser joins (16 random bytes, hex). */
export function newEntropy(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const ENTROPY_KEY = "broadside:entropy";
const REMEMBERED = 50;

/** The values this browser gave tables lately, remembered so the verify page can point out its own. */
export function rememberEntropy(entropy: string): void {
  try {
    const list = [entropy, ...rememberedEntropy().filter((e) => e !== entropy)].slice(0, REMEMBERED);
    localStorage.setItem(ENTROPY_KEY, JSON.stringify(list));
  } catch {
    // private mode: the verify page simply cannot point out this browser's value
  }
}

export function rememberedEntropy(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(ENTROPY_KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((e): e is string => typeof e === "string") : [];
  } catch {
    return [];
  }
}
