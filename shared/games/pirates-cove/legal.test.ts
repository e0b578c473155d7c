import { replay } from "../../engine/replay";
import type { PirateCoveAction } from "./actions";
import { apply } from "./apply";
import { SECTIONS } from "./content/sections";
import { legalActions } from "./legal";
import { playChecked, SEAT_NAMES, type Player } from "./selfplay-check";
import type { PirateCoveState } from "./state";
import { pirateCove } from "./index";

/** A wide net of actions: every type with every value that could matter in `s`, and some that cannot. */
function candidates(s: PirateCoveState, seat: number): PirateCoveAction[] {
  const n = s.ships.length;
  const ship = s.ships[seat];
  const cards = [...new Set([...ship.hand, ...s.ships.flatMap((p) => p.hand), 0, 41])];
  const islands = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  const seats = Array.from({ length: n + 1 }, (_, i) => i);
  const out: PirateCoveAction[] = [
    { type: "pass" },
    { type: "flee" },
    { type: "stay" },
    { type: "buyCard" },
    { type: "endUpgrade" },
    { type: "parrot", take: true },
    { type: "parrot", take: false },
  ];
  for (const island of islands) out.push({ type: "navigate", island });
  for (let gold = 0; gold <= ship.gold + 3; gold++) out.push({ type: "bury", gold });
  for (const section of SECTIONS) {
    out.push({ type: "upgrade", section }, { type: "repairMastercraft", section });
    for (const target of seats) out.push({ type: "navyFire", target, section });
    for (const target of [...seats, "navy", "legend"] as const) {
      out.push({ type: "fire", target, section });
      for (const card of cards) out.push({ type: "fire", target, section, card });
    }
  }
  for (const card of cards) {
    out.push({ type: "powderKeg", card }, { type: "secretMap", card }, { type: "battleCard", card });
    for (let k = 0; k <= ship.treasures + 1; k++) out.push({ type: "battleCard", card, treasures: k });
    for (const island of islands) out.push({ type: "intercept", card, island }, { type: "privateer", card, island }, { type: "farewell", card, island });
    for (const other of seats) out.push({ type: "crowsNest", card, first: other }, { type: "consort", card, target: other });
    for (const section of SECTIONS) out.push({ type: "mastercraft", card, section }, { type: "goingOnTheAccount", card, section });
  }
  return out;
}

/** The same action whatever the order of its keys, and `treasures` absent or 0 alike. */
const key = (a: PirateCoveAction) => {
  const b = { ...a } as Record<string, unknown>;
  if (b.type === "battleCard" && b.treasures === 0) delete b.treasures;
  return JSON.stringify(Object.keys(b).sort().map((k) => [k, b[k]]));
};

describe("legalActions lists every legal move, and only legal moves", () => {
  test.each<[number, Player[]]>([
    [51, ["bot", "random", "bot"]],
    [52, ["random", "bot", "random", "bot"]],
    [53, ["bot", "bot", "random", "random", "bot"]],
  ])("seed %i: in sampled states, the actions apply accepts are exactly the listed ones", (seed, players) => {
    const seats = players.map((_, i) => ({ name: SEAT_NAMES[i] }));
    const { log } = playChecked(seed, players);
    const wrong: string[] = [];
    for (let k = 0; k < log.length; k += 9) {
      const s = replay<PirateCoveState>(pirateCove, seed, {}, seats, log.slice(0, k));
      for (let seat = 0; seat < players.length; seat++) {
        const listed = new Set(legalActions(s, seat).map(key));
        const accepted = new Set(candidates(s, seat).filter((a) => apply(s, seat, a).ok).map(key));
        for (const a of listed) if (!accepted.has(a)) wrong.push(`ply ${k}, seat ${seat} (${s.phase}): listed but refused ${a}`);
        for (const a of accepted) if (!listed.has(a)) wrong.push(`ply ${k}, seat ${seat} (${s.phase}): accepted but not listed ${a}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
