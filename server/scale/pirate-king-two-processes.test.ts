import { tableAcrossProcessesTests } from "./test/table-across-processes";

/** Issue 20: a Pirate King table across two processes sharing Redis and PostgreSQL (test/table-across-processes.ts). */
tableAcrossProcessesTests({ game: "pirate-king", seats: 3, moves: 30 });
