import pino, { type Logger } from "pino";

export type { Logger };

/** The server's structured logger (JSON lines on stdout). */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: "broadside" } });
}

/** Errors a client can cause at will (a frame too large, an undecodable frame): a warning, one line. */
const CLIENT_CAUSED = /Max payload size exceeded|Invalid WebSocket frame|couldn't decode|malformed|Unexpected end of|invalid (utf-8|opcode|status code)/i;

/**
 * Colyseus' logger (its `logger` server option): its messages become pino JSON lines like every
 * other, tagged `source: "colyseus"`, instead of raw text and stack traces on stderr. A stack
 * is kept (as `detail`) only for real server errors.
 */
export function colyseusLogger(logger: Logger) {
  const line = (args: unknown[]) => args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(" ");
  const firstLine = (text: string) => text.split("\n")[0].slice(0, 300);
  return {
    error: (...args: unknown[]) => {
      const text = line(args);
      if (CLIENT_CAUSED.test(text)) logger.warn({ source: "colyseus" }, firstLine(text));
      else logger.error({ source: "colyseus", detail: text.slice(0, 4000) }, firstLine(text));
    },
    warn: (...args: unknown[]) => logger.warn({ source: "colyseus" }, firstLine(line(args))),
    info: (...args: unknown[]) => logger.info({ source: "colyseus" }, firstLine(line(args))),
    debug: (...args: unknown[]) => logger.debug({ source: "colyseus" }, firstLine(line(args))),
    trace: (...args: unknown[]) => logger.trace({ source: "colyseus" }, firstLine(line(args))),
  };
}
