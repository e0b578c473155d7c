import Module from "node:module";
import path from "node:path";
import type * as SchemaLibrary from "@colyseus/schema";

/**
 * One copy of @colyseus/schema per server process: the one @colyseus/core encodes with.
 *
 * Where Node can `require()` ES modules (20.19+, 22.12+), core's package.json sends a `require`
 * to its ES build ("module-sync"), and that build imports the ES build of @colyseus/schema.
 * The schema package offers no "module-sync", so our own `require("@colyseus/schema")` would
 * load its CommonJS build: a second `Schema` base class. Core's encoder then takes that base for
 * a synced type of its own, every table class "extends" it in the handshake, and only the first
 * game hosted decodes right: every later game's clients read garbage ("definition mismatch").
 *
 * Importing this module first (server/main.ts and every other entry on plain node) sends our
 * requires to the copy core uses. Under jest, core itself loads as CommonJS: nothing to do.
 */
type ResolveFilename = (this: unknown, request: string, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: ResolveFilename };

function useCoresSchemaCopy(): void {
  if (!require.resolve("@colyseus/core").endsWith(".mjs")) return;
  const esm = path.join(path.dirname(require.resolve("@colyseus/schema")), "index.mjs");
  const resolve = loader._resolveFilename;
  loader._resolveFilename = function (request, ...rest) {
    return request === "@colyseus/schema" ? esm : resolve.call(this, request, ...rest);
  };
}

useCoresSchemaCopy();

/**
 * Throws when `classes` were not built on the `Schema` that core encodes with (a module required
 * @colyseus/schema before this one was loaded): core's encoder would take their base class for a
 * synced type, and the server would send every game but the first a state its clients misread.
 */
export function assertCoreEncodes(classes: Iterable<new () => SchemaLibrary.Schema>): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { SchemaSerializer } = require("@colyseus/core") as typeof import("@colyseus/core");
  for (const cls of classes) {
    let base: object = cls;
    while (Object.getPrototypeOf(base) !== Function.prototype) base = Object.getPrototypeOf(base);
    const serializer = new SchemaSerializer();
    serializer.reset(new cls());
    const { encoder } = serializer as unknown as { encoder: SchemaLibrary.Encoder };
    if (encoder.context.has(base as typeof SchemaLibrary.Schema)) {
      throw new Error(
        `${cls.name} extends a second copy of @colyseus/schema's Schema: import server/schema-copy before anything else in the entry script (see its comment).`,
      );
    }
  }
}
