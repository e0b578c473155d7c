import "../test/frame-recorder";
import { matchMaker } from "@colyseus/core";
import type { Room as SdkRoom } from "@colyseus/sdk";
import { bytesOf } from "../test/frame-recorder";
import { secretGame, type SecretState } from "../test/fixtures/secret-game";
import { secretGameSchemas } from "../test/fixtures/secret-game-schema";
import { createTable, joinTable, startTestServer, until, type Joined, type TestServer, logEntries } from "../test/harness";
import type { GameLog, LogCodec } from "./game-log";
import type { BaseTableRoom } from "./table-room";

/**
 * THE KEY TEST of hidden information: every raw frame every client receives — players,
 * spectators (early and late), a player who dropped and reconnected, a player who reloaded
 * (new connection with the seat token) — is searched for every other seat's secrets.
 */
/**
 * The fixture game gets a log codec that would code its draws with their public text: a table
 * must never use a code for an entry with a secret part, or the drawer would lose "You drew…".
 */
const drawCodec: LogCodec = {
  encode: (e) => (e.kind === "draw" && typeof e.data?.seat === "number" ? [0, e.data.seat] : null),
  text: (code, names) => (code[0] === 0 ? { kind: "draw", text: `${names[code[1] as number]} drew a card.` } : null),
};

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ config: { actionsPerSecond: 1000 }, schemas: { [secretGame.id]: { ...secretGameSchemas, log: drawCodec } } });
});
afterAll(async () => {
  await t.close();
});

function drop(room: SdkRoom) {
  (room as any).connection.transport.ws.terminate();
}

describe("hidden information, byte by byte", () => {
  it("no client ever receives another seat's secrets; each owner receives its own", async () => {
    const host = await createTable(t, { seats: 3, bots: [2], options: { handSize: 2, length: 40 } });
    const code = host.room.roomId;
    const early = await joinTable(t, code, { name: "Early", watch: true });
    let bess: Joined = await joinTable(t, code, { name: "Bess" });
    bess.room.reconnection.minUptime = 0;
    bess.room.reconnection.minDelay = 10;
    await until(() => host.room.state.status === "playing", "start");

    // Who plays which seat now (the reload below replaces the host's room).
    const seats: Record<number, Joined> = { 0: host, 1: bess };
    const everyone: { label: string; seat: number | null; joined: Joined }[] = [
      { label: "host", seat: 0, joined: host },
      { label: "early spectator", seat: null, joined: early },
      { label: "bess", seat: 1, joined: bess },
    ];
    const serverRoom = matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;

    /** Plays one human move from what that player's own client sees. */
    const playOnce = async () => {
      const version = serverRoom.match.version;
      const seat = serverRoom.match.active()[0];
      const player = seats[seat];
      if (!player) {
        // The bot plays seat 2 on a timer: yield to the event loop until it has.
        await until(() => serverRoom.match.version > version || serverRoom.match.status !== "playing", "the bot's move");
        return;
      }
      await until(() => player.room.state.version === version, `seat ${seat} sees version ${version}`);
      const mine = player.room.state.private.get(String(seat));
      const hand: string[] = mine ? mine.hand.map((c: any) => c.id) : [];
      const action = hand.length >= 3 ? { type: "play", card: hand[0] } : { type: "draw" };
      player.room.send("action", { version, action });
      await until(() => serverRoom.match.version > version, `action at version ${version} accepted (${JSON.stringify(player.inbox.last("rejected"))})`);
    };

    for (let i = 0; i < 8; i++) await playOnce();

    // A late spectator, a drop with automatic reconnection, and a reload with the seat token.
    const late = await joinTable(t, code, { name: "Late" });
    everyone.push({ label: "late spectator", seat: null, joined: late });
    drop(bess.room);
    await until(() => serverRoom.match.seats[1].connections === 0, "bess dropped");
    await until(() => serverRoom.match.seats[1].connections === 1, "bess reconnected");
    const token = host.inbox.last("welcome").seatToken;
    const reloaded = await joinTable(t, code, { name: "Anne", seatToken: token });
    expect(reloaded.inbox.last("welcome")).toMatchObject({ role: "player", seat: 0 });
    await host.room.leave();
    seats[0] = reloaded;
    everyone.push({ label: "host after reload", seat: 0, joined: reloaded });

    while (serverRoom.match.status === "playing") await playOnce();
    await until(() => reloaded.room.state.status === "finished" && late.room.state.status === "finished", "everyone sees the end");

    // The secrets, recomputed from the journal.
    const record = (await t.journal.getMatch(serverRoom.match.matchId))!;
    let state: SecretState = secretGame.setup(
      record.seats.map((s) => ({ name: s.name })),
      secretGame.optionsSchema.parse(record.options),
      record.seed,
    );
    const everHeld = state.hands.map((h) => new Set(h.map((c) => c.id)));
    for (const entry of record.actions) {
      const out = secretGame.apply(state, entry.seat, entry.action as never);
      if (!out.ok) throw new Error("replay failed");
      state = out.state;
      state.hands.forEach((h, s) => h.forEach((c) => everHeld[s].add(c.id)));
    }
    const revealed = new Set(state.discard.map((c) => c.id));
    const secretsOf = (seat: number) => [state.words[seat], ...[...everHeld[seat]].filter((id) => !revealed.has(id))];
    const undrawn = state.deck.map((c) => c.id);
    expect(undrawn.length).toBeGreaterThan(0);
    for (let s = 0; s < 3; s++) expect(secretsOf(s).length).toBeGreaterThan(1);

    for (const { label, seat, joined } of everyone) {
      const bytes = bytesOf(joined.room);
      expect(bytes.length).toBeGreaterThan(500);
      for (let other = 0; other < 3; other++) {
        if (other === seat) continue;
        for (const secret of secretsOf(other)) {
          if (bytes.includes(Buffer.from(secret))) throw new Error(`${label} received seat ${other}'s secret ${secret}`);
        }
      }
      for (const card of undrawn) {
        if (bytes.includes(Buffer.from(card))) throw new Error(`${label} received the undrawn card ${card}`);
      }
    }

    // Owners do receive their own secrets: the word and every card now in hand.
    for (const [seat, joined] of [[1, bess], [0, reloaded]] as const) {
      const bytes = bytesOf(joined.room);
      expect(bytes.includes(Buffer.from(state.words[seat]))).toBe(true);
      for (const card of state.hands[seat]) expect(bytes.includes(Buffer.from(card.id))).toBe(true);
      const mine = joined.room.state.private.get(String(seat));
      expect(mine.word).toBe(state.words[seat]);
      expect(mine.hand.map((c: any) => c.id)).toEqual(state.hands[seat].map((c) => c.id));
    }
    // The codec codes a draw (its test fixture below), but none was coded: each has a secret part.
    const draws = (serverRoom as unknown as { log: GameLog }).log.all().filter((item) => item.event.kind === "draw");
    expect(draws.length).toBeGreaterThan(0);
    expect(drawCodec.encode({ kind: "draw", text: "Anne drew a card.", data: { seat: 0 } })).not.toBeNull();
    expect(draws.every((item) => item.event.secret !== undefined && item.code === null)).toBe(true);
    // The secret log line reached its drawer only.
    const drawLines = logEntries(bess.inbox).filter((e: any) => e.kind === "draw");
    expect(drawLines.some((e: any) => /^You drew CARD-/.test(e.text))).toBe(true);
    const spectatorDraws = logEntries(late.inbox).filter((e: any) => e.kind === "draw");
    expect(spectatorDraws.length).toBeGreaterThan(0);
    expect(spectatorDraws.every((e: any) => / drew a card\.$/.test(e.text))).toBe(true);

    // Spectators hold private entries with nothing in them.
    const seen = late.room.state.private.get("0");
    expect(seen?.word ?? undefined).toBeUndefined();
    // Server-only data never enters the schema.
    const keys = Object.keys(late.room.state.board.toJSON());
    expect(keys.sort()).toEqual(["actions", "deckSize", "discard", "handSizes", "played", "turn"]);
  });
});
