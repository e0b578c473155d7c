import type { Server as HttpServer, IncomingMessage, ServerResponse } from "node:http";
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { ServerConfig } from "../config";
import type { Logger } from "../logger";
import type { AddressLimit, AddressLimits } from "./address-limits";
import { answerError, errorAnswer } from "./error-answer";
import { isInviteCode, normaliseInviteCode } from "../table/invite-code";
import { securityHeaders } from "./security-headers";

type FrontConfig = Pick<ServerConfig, "maxBodyBytes" | "trustProxy">;

/**
 * What every HTTP request passes before Colyseus or the API sees it (docs/operations.md,
 * "Limits"): security headers, the body size limit, and the per-address limits on wrong invite
 * codes, joins and table creations. Colyseus answers /matchmake itself, ahead of any Express
 * route, so this runs in front of the whole request listener (`installFrontDoor`).
 */
export function frontDoor(config: FrontConfig, limits: AddressLimits, logger?: Logger, inlineScripts: readonly string[] = []): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.use(securityHeaders(inlineScripts));
  app.use(limitBody(config.maxBodyBytes));
  app.get("/api/tables/:code", countWrongCodes(limits.wrongCodes, (status) => status === 404));
  app.post("/matchmake/joinById/:code", normaliseJoinCode, within(limits.joins, "joins"), countWrongCodes(limits.wrongCodes, (status) => status >= 400 && status !== 429));
  app.post(["/matchmake/join/:room", "/matchmake/joinOrCreate/:room"], within(limits.joins, "joins"));
  app.post(["/matchmake/create/:room", "/matchmake/joinOrCreate/table"], within(limits.creates, "new tables"));
  app.use(errorAnswer(logger));
  return app;
}

/**
 * `joinById` takes an invite code as people type it ("k4g-tkx"): Colyseus looks room ids up
 * exactly, so the code is normalised (case, spaces, dashes) in the address it reads.
 */
const normaliseJoinCode: RequestHandler = (req, _res, next) => {
  const raw = String(req.params.code);
  const code = normaliseInviteCode(raw);
  if (code !== raw && isInviteCode(code)) req.url = req.url.replace(`/joinById/${encodeURIComponent(raw)}`, `/joinById/${code}`).replace(`/joinById/${raw}`, `/joinById/${code}`);
  next();
};

/**
 * The client address of any request the HTTP server saw (a WebSocket upgrade too), the way the
 * front door's Express app reads it (`req.ip`, with its `trust proxy` setting).
 */
export function addressOf(front: Express, req: IncomingMessage): string {
  const view = Object.create(front.request, { headers: { value: req.headers }, socket: { value: req.socket }, connection: { value: req.socket } });
  return (view as Request).ip ?? req.socket.remoteAddress ?? "unknown";
}

/** Runs `front` before every listener the HTTP server has now (call it after Colyseus bound its routes). */
export function installFrontDoor(httpServer: HttpServer, front: Express): void {
  const downstream = httpServer.listeners("request") as ((req: IncomingMessage, res: ServerResponse) => void)[];
  httpServer.removeAllListeners("request");
  httpServer.on("request", (req: IncomingMessage, res: ServerResponse) => {
    front(req as Request, res as Response, () => {
      for (const listener of downstream) listener.call(httpServer, req, res);
    });
  });
}

/**
 * Bodies over `maxBytes` are refused with 413: at once from Content-Length, before anything is
 * read, or as soon as a chunked body passes the limit. A body within it is read here (as text:
 * Colyseus then uses `req.body` instead of reading the stream without a limit).
 */
function limitBody(maxBytes: number): RequestHandler {
  const read = express.text({ type: () => true, limit: maxBytes });
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > maxBytes) {
      res.set("Connection", "close");
      return answerError(req, res, 413, "request/too_large", `Request bodies are limited to ${maxBytes} bytes.`);
    }
    read(req, res, next);
  };
}

function refuse(res: Response, req: Request, retryAfterSeconds: number, what: string): void {
  res.set("Retry-After", String(retryAfterSeconds));
  answerError(req, res, 429, "rate/limited", `Too many ${what} from your address; try again in ${retryAfterSeconds} s.`);
}

/** One point of `limit` per request; 429 with Retry-After once the address has none left. */
function within(limit: AddressLimit, what: string): RequestHandler {
  return (req, res, next) => {
    if (res.headersSent) return;
    limit
      .take(req.ip ?? "unknown")
      .then((verdict) => (verdict.ok ? next() : refuse(res, req, verdict.retryAfterSeconds, what)))
      .catch(next);
  };
}

/**
 * A point of `limit` is taken before the request runs (so parallel guesses cannot all slip
 * through) and given back when the answer shows the code existed.
 */
function countWrongCodes(limit: AddressLimit, wasWrong: (status: number) => boolean): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return;
    const address = req.ip ?? "unknown";
    limit
      .take(address)
      .then((verdict) => {
        if (!verdict.ok) return refuse(res, req, verdict.retryAfterSeconds, "wrong invite codes");
        res.once("finish", () => {
          if (!wasWrong(res.statusCode)) void limit.giveBack(address).catch(() => undefined);
        });
        next();
      })
      .catch(next);
  };
}
