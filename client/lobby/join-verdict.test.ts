import type { TableInfo } from "../lib/api";
import { joinVerdict } from "./join-verdict";

const table = (over: Partial<TableInfo>): TableInfo => ({
  code: "K7PC3M", game: "booty-dice", status: "waiting", seats: 3, seatsTaken: 1, spectators: 0, isPublic: false, ...over,
});

describe("joining a table found by its code", () => {
  test.each([
    ["a free seat", table({}), false, false, { watch: false }],
    ["watching a waiting table", table({}), true, false, { watch: true }],
    ["a full table", table({ seatsTaken: 3 }), false, false, { watch: false, problem: "Table K7PC3M is full. Use Watch to look on." }],
    ["watching a full table", table({ seatsTaken: 3 }), true, false, { watch: true }],
    ["a game in play", table({ status: "playing", seatsTaken: 3 }), false, false, { watch: false, problem: "Table K7PC3M is already playing. Use Watch to look on." }],
    ["back to my seat in a game in play", table({ status: "playing", seatsTaken: 3 }), false, true, { watch: false }],
    ["a finished game", table({ status: "finished" }), false, false, { watch: false, problem: "The game at table K7PC3M is over. Use Watch to see how it ended." }],
    ["watching a finished game", table({ status: "finished" }), true, false, { watch: true }],
    ["back to my seat after the end (rematch)", table({ status: "finished" }), false, true, { watch: false }],
  ])("%s", (_name, t, watch, token, expected) => expect(joinVerdict(t, watch, token)).toEqual(expected));
});
