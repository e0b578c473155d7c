import helmet from "helmet";
import type { RequestHandler } from "express";

/**
 * Security headers of every answer (helmet). The Content-Security-Policy fits the built client:
 * its own scripts, plus the inline scripts of its index.html by hash (`inlineScripts`, from
 * client-pages.ts `inlineScriptHashes`), its own styles (and styles set from script), images from itself and data:/blob: (Phaser's built-in textures, the QR code), and
 * WebSockets to any host (with several processes the SDK connects to the process owning the
 * table, at its PUBLIC_ADDRESS). Nobody may frame the pages; no referrer leaves them (a table's
 * address carries its invite code). No HSTS and no upgrade-insecure-requests: the server is
 * also played over plain HTTP on a LAN; a TLS proxy in front should add HSTS itself.
 */
export function securityHeaders(inlineScripts: readonly string[] = []): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        mediaSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'", "ws:", "wss:"],
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: false,
    referrerPolicy: { policy: "no-referrer" },
    xFrameOptions: { action: "deny" },
  });
}
