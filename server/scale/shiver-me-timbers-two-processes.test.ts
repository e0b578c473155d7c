import { tableAcrossProcessesTests } from "./test/table-across-processes";

/** Issue 16: a Shiver Me Timbers table across two processes sharing Redis and PostgreSQL (test/table-across-processes.ts). */
tableAcrossProcessesTests({ game: "shiver-me-timbers", seats: 3, moves: 30 });
