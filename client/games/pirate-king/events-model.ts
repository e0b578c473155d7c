// What the "at sea" panel shows from the game log: the last cards drawn (their sentence names
// the card and says what it does) and the last fight, each volley's dice matched highest to
// highest. Read from the log's sentences (log-text.ts writes them), so it needs no secret.
import type { LogEntry } from "../../table/protocol";
import { matchDice, type DicePair } from "./dice-match";

export interface Volley { text: string; pairs: DicePair[] }
export interface SeaEvents { cards: string[]; fight: { title: string; volleys: Volley[]; outcome: string | null } | null }

const CARD_KINDS = new Set(["card", "cardKept", "forward"]);

/** The dice of a volley's sentence ("Cannons fire: 6-3 against 5; …"), or null. */
export function volleyDice(text: string): { attacker: number[]; defender: number[] } | null {
  const m = /Cannons fire: ([\d-]*) against ([\d-]*);/.exec(text);
  if (!m) return null;
  const dice = (s: string) => (s ? s.split("-").map(Number) : []);
  return { attacker: dice(m[1]), defender: dice(m[2]) };
}

export function seaEvents(log: readonly LogEntry[], cards = 3): SeaEvents {
  const drawn = log.filter((e) => CARD_KINDS.has(e.kind)).slice(-cards).map((e) => e.text).reverse();
  let start = -1;
  for (let i = log.length - 1; i >= 0; i--) if (log[i].kind === "combat") {
    start = i;
    break;
  }
  if (start < 0) return { cards: drawn, fight: null };
  const volleys: Volley[] = [];
  let outcome: string | null = null;
  for (let i = start + 1; i < log.length; i++) {
    const e = log[i];
    if (e.kind === "volley") {
      const d = volleyDice(e.text);
      if (d) volleys.push({ text: e.text, pairs: matchDice(d.attacker, d.defender) });
    } else if (e.kind === "combatEnd") {
      outcome = e.text;
      break;
    } else if (e.kind === "combat") break;
  }
  return { cards: drawn, fight: { title: log[start].text, volleys, outcome } };
}
