/** Colyseus room names, shared by the server, the tests and docs/protocol.md. */
export const TABLE_ROOM = "table";
export const LOBBY_ROOM = "lobby";
