import type { Room } from "@colyseus/sdk";
import { readableRejection, REPEAT_GUARD_MS, TableSession } from "./session";

/** Just enough of an SDK room: handlers by message type, a state to push, what was sent. */
function fakeRoom() {
  const handlers = new Map<string, (payload: unknown) => void>();
  let onState: (raw: unknown) => void = () => undefined;
  const sent: { type: string; payload: any }[] = [];
  const room = {
    onStateChange: (cb: (raw: unknown) => void) => void (onState = cb),
    onMessage: (type: string, cb: (payload: unknown) => void) => void handlers.set(type, cb),
    onDrop: () => undefined,
    onReconnect: () => undefined,
    onLeave: () => undefined,
    send: (type: string, payload: unknown) => void sent.push({ type, payload }),
    state: {},
  };
  const push = (version: number) => onState({ toJSON: () => ({ status: "playing", version, seats: [], active: [0] }) });
  return { room: room as unknown as Room, sent, push, message: (type: string, payload: unknown) => handlers.get(type)!(payload) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("a move on its way", () => {
  it("disables further moves until its answer, and a double click of the same move plays once", async () => {
    const { room, sent, push } = fakeRoom();
    const session = new TableSession(room, "ACEFGH");
    push(0);
    const seen: boolean[] = [];
    session.on("awaiting", (a) => seen.push(a));
    expect(session.act({ type: "roll", keep: [] })).toBe(true);
    expect(session.awaiting).toBe(true);
    expect(session.act({ type: "roll", keep: [] })).toBe(false); // while the answer is on its way
    push(1); // the answer: a patch with the next version
    expect(session.awaiting).toBe(false);
    expect(session.act({ type: "roll", keep: [] })).toBe(false); // the second click of a double click
    expect(session.act({ type: "stop" })).toBe(true); // another move is fine
    push(2);
    await sleep(REPEAT_GUARD_MS + 20);
    expect(session.act({ type: "roll", keep: [] })).toBe(true); // later, the same move again
    // Sent as JSON text (docs/protocol.md › Messages).
    expect(sent.map((s) => JSON.parse(s.payload))).toEqual([
      { version: 0, action: { type: "roll", keep: [] } },
      { version: 1, action: { type: "stop" } },
      { version: 2, action: { type: "roll", keep: [] } },
    ]);
    push(3);
    expect(seen).toEqual([true, false, true, false, true, false]);
  });

  it("a rejection frees the controls too, and a stale answer to one's own move is quiet and has no version number", () => {
    const { room, push, message } = fakeRoom();
    const session = new TableSession(room, "ACEFGH");
    push(1);
    const rejected: any[] = [];
    session.on("rejected", (r) => rejected.push(r));
    session.act({ type: "stop" });
    message("rejected", { code: "action/stale", message: "That action was issued against version 0, but the table is at version 1. Look again and retry.", version: 1 });
    expect(session.awaiting).toBe(false);
    expect(rejected[0]).toMatchObject({ code: "action/stale", quiet: true });
    expect(rejected[0].message).not.toMatch(/version|\d/);
  });
});

describe("readableRejection", () => {
  it.each([
    [{ code: "action/stale", message: "That action was issued against version 3, but the table is at version 4." }, false, "The table moved on before your move arrived: look at it again."],
    [{ code: "roll/no_rolls_left", message: "You have no rolls left." }, true, "You have no rolls left."],
    [{ code: "x/y", message: "Refused at version 12 (version 12)." }, true, "Refused at."],
  ])("%j reads %j", (r, own, text) => {
    expect(readableRejection(r, own).message).toBe(text);
  });
});
