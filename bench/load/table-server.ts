// The Broadside server (server/main.ts: SQLite journal in DATA_DIR) with the load probe of
// bench/load/server-probe.ts: what bench/server-load.bench.ts runs for its `table` phase.
import { installProbe } from "./server-probe";

installProbe();
// eslint-disable-next-line @typescript-eslint/no-require-imports
require("../../server/main");
