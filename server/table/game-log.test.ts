import type { GameEvent } from "../../shared/engine/game";
import { bootyDiceLog } from "../../shared/games/booty-dice/log-text";
import { LOG_HISTORY_ENTRIES, LOG_PANEL_LINES } from "../../shared/engine/log-wire";
import { GameLog, type LogCodec } from "./game-log";

/** A toy codec: "move" events become [0, seat, to]; it words "moved" wrongly on purpose for seat 9. */
const toy: LogCodec = {
  encode: (e) => (e.kind === "move" ? [0, e.data!.seat as number, e.data!.to as number] : null),
  text: (code, names) => (code[0] === 0 ? { kind: "move", text: `${names[code[1] as number]} ${code[1] === 9 ? "jumps" : "moves"} to ${code[2]}.` } : null),
};
const names = ["Anne", "Bob", "Cal", "Dee", "Eve", "Finn", "Gus", "Hal", "Ida", "Jo"];
const move = (seat: number, to: number): GameEvent => ({ kind: "move", text: `${names[seat]} moves to ${to}.`, data: { seat, to } });
const draw = (seat: number): GameEvent => ({ kind: "draw", text: `${names[seat]} drew a card.`, secret: { seats: [seat], text: "You drew CARD-X." }, data: { seat } });

describe("GameLog on the wire", () => {
  it("without a codec every entry is `kind, text`, numbered from n", () => {
    const log = new GameLog();
    log.append([{ kind: "table/sit", text: "Anne sits at seat 1." }]);
    const added = log.append([move(0, 3), move(1, 4)]);
    expect(GameLog.message(added, null)).toEqual([2, "move", "Anne moves to 3.", "move", "Bob moves to 4."]);
    expect(GameLog.decode(GameLog.message(log.all(), null))).toEqual([
      { n: 1, kind: "table/sit", text: "Anne sits at seat 1." },
      { n: 2, kind: "move", text: "Anne moves to 3." },
      { n: 3, kind: "move", text: "Bob moves to 4." },
    ]);
  });

  it("with a codec game events go as codes, table events as text, and read back the same", () => {
    const log = new GameLog();
    log.useCodec(toy, () => names);
    const added = log.append([move(0, 3), { kind: "table/away", text: "Bob is away." }, move(2, 5)]);
    const message = GameLog.message(added, null);
    expect(message).toEqual([1, [0, 0, 3], "table/away", "Bob is away.", [0, 2, 5]]);
    expect(GameLog.decode(message, toy, names)).toEqual([
      { n: 1, kind: "move", text: "Anne moves to 3." },
      { n: 2, kind: "table/away", text: "Bob is away." },
      { n: 3, kind: "move", text: "Cal moves to 5." },
    ]);
    expect(JSON.stringify(message).length).toBeLessThan(JSON.stringify(GameLog.message(new GameLog().append(added.map((a) => a.event)), null)).length);
  });

  it("the history keeps each code and gives it back exactly, strings and numbers alike, for a join's message", () => {
    // A codec whose codes mix numbers and strings (as Shiver Me Timbers' name cards and islands).
    const named: LogCodec = {
      encode: (e) => (e.kind === "sail" ? [7, e.data!.seat as number, e.data!.to as string, 0.5] : null),
      text: (code, seatNames) => (code[0] === 7 ? { kind: "sail", text: `${seatNames[code[1] as number]} sails to ${code[2]}.` } : null),
    };
    const sail = (seat: number, to: string): GameEvent => ({ kind: "sail", text: `${names[seat]} sails to ${to}.`, data: { seat, to } });
    const log = new GameLog();
    log.useCodec(named, () => names);
    const added = log.append([sail(1, "Tortuga, \"the\" port"), { kind: "table/away", text: "Bob is away." }, sail(3, "Île-à-Vache")]);
    const history = log.all();
    expect(history.map((e) => e.code)).toEqual([[7, 1, 'Tortuga, "the" port', 0.5], null, [7, 3, "Île-à-Vache", 0.5]]);
    expect(history.map((e) => e.event)).toEqual(added.map((a) => ({ kind: a.event.kind, text: a.event.text })));
    expect(GameLog.message(history, null)).toEqual(GameLog.message(added, null));
  });

  it("keeps more entries than a table page's log panel shows", () => {
    expect(LOG_HISTORY_ENTRIES).toBeGreaterThan(LOG_PANEL_LINES);
  });

  it("keeps the last entries, numbered on from the dropped ones, coded and not", () => {
    const kept = LOG_HISTORY_ENTRIES;
    const log = new GameLog();
    log.useCodec(toy, () => names);
    for (let i = 0; i < kept + 100; i++) log.append([i % 3 === 0 ? { kind: "table/away", text: `Away ${i}.` } : move(i % 4, i)]);
    const history = log.all();
    expect(history).toHaveLength(kept);
    expect(history.map((e) => e.n)).toEqual(Array.from({ length: kept }, (_, i) => 101 + i));
    expect(history[0].event).toEqual({ kind: "move", text: `${names[100 % 4]} moves to 100.` });
    expect(history[0].code).toEqual([0, 100 % 4, 100]);
    // The entry written for i is history[i - 100] and numbered i + 1.
    const away = [...Array(kept).keys()].map((j) => j + 100).filter((i) => i % 3 === 0).at(-1)!;
    expect(history[away - 100].event).toEqual({ kind: "table/away", text: `Away ${away}.` });
    expect(history[away - 100].code).toBeNull();
    const last = kept + 99;
    expect(history[kept - 1].event).toEqual({ kind: "move", text: `${names[last % 4]} moves to ${last}.` });
    expect(GameLog.decode(GameLog.message(history, null), toy, names).map((e) => e.n)).toEqual(history.map((e) => e.n));
    expect(log.append([move(1, 7)])[0].n).toBe(kept + 101);
  });

  it("a code that does not read back to the event's exact text is not used: the text goes instead", () => {
    const log = new GameLog();
    log.useCodec(toy, () => names);
    expect(GameLog.message(log.append([move(9, 1)]), null)).toEqual([1, "move", "Jo moves to 1."]);
    // Names the clients would not see the same way also fall back (here: an empty seat list).
    const blind = new GameLog();
    blind.useCodec(toy, () => []);
    expect(GameLog.message(blind.append([move(0, 1)]), null)).toEqual([1, "move", "Anne moves to 1."]);
    // A codec that throws costs nothing but bytes.
    const broken = new GameLog();
    broken.useCodec({ encode: () => { throw new Error("boom"); }, text: toy.text }, () => names);
    expect(GameLog.message(broken.append([move(0, 1)]), null)).toEqual([1, "move", "Anne moves to 1."]);
  });

  it("an entry with a secret part is never coded: its seat reads the secret text, everyone else the public one", () => {
    const secretCodec: LogCodec = { encode: (e) => [1, e.data!.seat as number], text: () => ({ kind: "draw", text: "Anne drew a card." }) };
    const log = new GameLog();
    log.useCodec(secretCodec, () => names);
    const added = log.append([draw(0)]);
    expect(GameLog.hasSecret(added)).toBe(true);
    expect(GameLog.message(added, 0)).toEqual([1, "draw", "You drew CARD-X."]);
    expect(GameLog.message(added, 1)).toEqual([1, "draw", "Anne drew a card."]);
    expect(GameLog.message(added, null)).toEqual([1, "draw", "Anne drew a card."]);
    expect(JSON.stringify(GameLog.message(added, 1))).not.toContain("CARD-X");
    // The history keeps the secret part (a seat that joins again reads it), and no `data`.
    expect(log.all()).toEqual([{ n: 1, event: { kind: "draw", text: "Anne drew a card.", secret: { seats: [0], text: "You drew CARD-X." } }, code: null }]);
    expect(GameLog.message(log.all(), 0)).toEqual([1, "draw", "You drew CARD-X."]);
  });

  it("decode without the codec keeps numbering but cannot invent sentences", () => {
    expect(GameLog.decode([5, [0, 1, 2], "k", "t"])).toEqual([
      { n: 5, kind: "?", text: "" },
      { n: 6, kind: "k", text: "t" },
    ]);
    expect(GameLog.decode("nope")).toEqual([]);
    expect(GameLog.decode([1, "dangling"])).toEqual([]);
  });

  it("a Booty Dice roll costs a dozen bytes instead of a hundred", () => {
    const event: GameEvent = {
      kind: "roll",
      text: "Anne rolls: Walk the Plank, Doubloon, X Marks the Spot, Cutlass, X Marks the Spot, Jolly Roger.",
      data: { seat: 0, dice: ["wave", "doubloon", "x", "cutlass", "x", "jollyRoger"], kept: [], rerolled: [], rollsLeft: 2 },
    };
    const log = new GameLog();
    log.useCodec(bootyDiceLog, () => names);
    const message = GameLog.message(log.append([event]), null);
    expect(message).toEqual([1, [0, 0, "WDXCXJ"]]);
    expect(GameLog.decode(message, bootyDiceLog, names)).toEqual([{ n: 1, kind: "roll", text: event.text }]);
  });
});
