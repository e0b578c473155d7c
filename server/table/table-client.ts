import type { Client } from "@colyseus/core";
import type { StateView } from "@colyseus/schema";

/** What the table knows of one connection. */
export interface Seating {
  seat: number | null;
  name: string;
  /** Dropped and waiting for a reconnection (or its window ended). */
  dropped: boolean;
  /** Cut off by the server: no reconnection. */
  kicked: boolean;
  /** Its StateView holds the seat's private entry. */
  viewed: boolean;
}

export type TableClient = Client & { userData?: Seating; view?: StateView };
