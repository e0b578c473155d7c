import { matchMaker } from "@colyseus/core";
import { createTable, joinTable, startTestServer, until } from "../test/harness";
import type { BaseTableRoom } from "./table-room";

const GRACE_SECONDS = 600;

describe("closing the server", () => {
  it("leaves no reconnection window's timer running (it held Jest open up to GRACE_SECONDS)", async () => {
    const windows: NodeJS.Timeout[] = [];
    const real = global.setTimeout;
    const spy = jest.spyOn(global, "setTimeout").mockImplementation(((fn: () => void, ms?: number) => {
      const timer = real(fn, ms);
      if (ms === GRACE_SECONDS * 1000) windows.push(timer);
      return timer;
    }) as typeof setTimeout);
    const t = await startTestServer({ config: { graceSeconds: GRACE_SECONDS } });
    try {
      const anne = await createTable(t);
      const code = anne.room.roomId;
      const bess = await joinTable(t, code, { name: "Bess" });
      bess.room.reconnection.enabled = false;
      await bess.room.leave(false); // a drop: her seat waits for her
      const room = matchMaker.getLocalRoomById(code) as unknown as BaseTableRoom;
      await until(() => room.match.seats[1].connections === 0, "Bess dropped");
      expect(windows.length).toBeGreaterThan(0);
    } finally {
      await t.close();
      spy.mockRestore();
    }
    for (const timer of windows) expect((timer as unknown as { _destroyed: boolean })._destroyed).toBe(true);
  });
});
