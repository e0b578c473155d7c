import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import type { Logger } from "../logger";

/**
 * Every error the HTTP side answers, in the shape its caller reads:
 * - `/api/…`: `{ error: { code, message } }` (docs/protocol.md, "HTTP API");
 * - `/matchmake/…`: `{ code, message }` (the Colyseus SDK shows `message`);
 * - anything else (the pages): a short plain-text page.
 * Never a stack trace, whatever NODE_ENV is.
 */
export function answerError(req: Request, res: Response, status: number, code: string, message: string): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const path = req.originalUrl ?? req.url ?? "";
  if (path.startsWith("/api/") || path === "/api") res.status(status).json({ error: { code, message } });
  else if (path.startsWith("/matchmake/")) res.status(status).json({ code, message: `${code}: ${message}` });
  else res.status(status).type("text/plain").send(`${message}\n`);
}

/** The last handler: nothing answered this address. */
export const notFound: RequestHandler = (req, res) => {
  const api = req.originalUrl.startsWith("/api");
  answerError(req, res, 404, api ? "api/not_found" : "page/not_found", api ? `There is no ${req.method} ${req.path} in the API.` : "Nothing here.");
};

/** What an error thrown by Express or a middleware becomes: its 4xx status kept, anything else a 500. */
export function errorAnswer(logger?: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
  const raw = (error as { status?: unknown; statusCode?: unknown } | null) ?? {};
  const status = Number(raw.status ?? raw.statusCode);
  if (status === 413) {
    res.set("Connection", "close"); // the rest of the body is not read
    return answerError(req, res, 413, "request/too_large", "The request body is too large.");
  }
  if (Number.isInteger(status) && status >= 400 && status < 500) {
    const code = error instanceof URIError ? "request/bad_escape" : "request/invalid";
    const message = error instanceof URIError ? "The address has a malformed %-escape." : "The request is malformed.";
    return answerError(req, res, status, code, message);
  }
  logger?.error({ err: error, method: req.method, path: req.path }, "request failed");
  return answerError(req, res, 500, "server/error", "Something went wrong on the server.");
  };
}
