import { matchMaker } from "@colyseus/core";

/**
 * Colyseus adds CORS headers to every HTTP answer of the process, /api included, and by default
 * allows any origin with credentials (it reflects `Origin`). The web client is served from the
 * same origin and needs none, so only the origins in `CORS_ORIGINS` get them. Process-wide: the
 * matchmaking controller is a module of @colyseus/core.
 */
export function restrictCors(allowed: readonly string[]): void {
  const controller = matchMaker.controller as {
    DEFAULT_CORS_HEADERS: Record<string, string>;
    getCorsHeaders(headers: Headers): Record<string, string>;
  };
  controller.DEFAULT_CORS_HEADERS = {};
  controller.getCorsHeaders = (headers: Headers): Record<string, string> => {
    const origin = headers.get("origin");
    if (!origin || !allowed.includes(origin)) return {};
    return {
      "Access-Control-Allow-Origin": origin,
      "Access-Control-Allow-Methods": "GET,POST,OPTIONS",
      "Access-Control-Allow-Headers": "Content-Type, Accept",
      "Access-Control-Max-Age": "600",
      Vary: "Origin",
    };
  };
}
