// The server's HTTP API (same origin). Shapes follow docs/protocol.md.
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  description?: string;
  title?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

export interface GameInfo {
  id: string;
  name: string;
  minSeats: number;
  maxSeats: number;
  options: JsonSchema;
  summary: string;
}

export interface TableInfo {
  code: string;
  game: string;
  gameName?: string;
  status: "waiting" | "playing" | "finished";
  seats: number;
  seatsTaken: number;
  spectators: number;
  isPublic: boolean;
  name?: string;
  /** The host's name ("" while the host seat is empty). */
  host?: string;
  /** Seats played by bots. */
  bots?: number;
  canSit?: boolean;
  /** A sentence for a person: free seats, started, over. */
  message?: string;
}

export class ApiError extends Error {
  constructor(readonly code: string, message: string, readonly status: number) {
    super(message);
  }
}

async function getJson<T>(path: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { headers: { accept: "application/json" } });
  } catch {
    throw new ApiError("net/offline", "Cannot reach the server. Check your connection.", 0);
  }
  const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  if (!res.ok) {
    const err = body?.error;
    throw new ApiError(err?.code ?? `http/${res.status}`, err?.message ?? `The server answered ${res.status}.`, res.status);
  }
  return body as T;
}

export const fetchGames = (): Promise<GameInfo[]> => getJson<GameInfo[]>("/api/games");
export const fetchTable = (code: string): Promise<TableInfo> => getJson<TableInfo>(`/api/tables/${encodeURIComponent(code)}`);
