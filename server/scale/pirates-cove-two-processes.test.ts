import { tableAcrossProcessesTests } from "./test/table-across-processes";

/**
 * A Pirate's Cove table across two processes sharing Redis and PostgreSQL
 * (test/table-across-processes.ts). Its own file, its own SDK module state: an SDK process that
 * has decoded one game's table state misreads another game's.
 */
tableAcrossProcessesTests({ game: "pirates-cove", seats: 3, moves: 30 });
