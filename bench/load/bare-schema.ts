import { schema, t } from "@colyseus/schema";

/** The bare room's whole state (bench/bare-room-server.ts): one number. The client workers decode it with this class too. */
export const BareCounter = schema({ n: t.uint32().default(0) }, "BareCounter");
