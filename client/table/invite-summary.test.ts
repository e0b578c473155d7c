import { describeInvite } from "./invite-summary";

const base = { code: "ACEFGH", game: "booty-dice", gameName: "Booty Dice", status: "waiting" as const, seats: 4, spectators: 0, isPublic: false };

describe("the invite link's first words", () => {
  it.each([
    [{ host: "Anne", seatsTaken: 2, bots: 1, message: "2 seat(s) free: join to play." }, "Anne's Booty Dice table", ["4 seats: 1 pirate and 1 bot aboard.", "2 seat(s) free: join to play."]],
    [{ host: "Bess", seatsTaken: 4, bots: 0, message: "Every seat is taken: you can watch." }, "Bess's Booty Dice table", ["4 seats: 4 pirates aboard.", "Every seat is taken: you can watch."]],
    [{ host: "", seatsTaken: 2, bots: 2 }, "A Booty Dice table", ["4 seats: 0 pirates and 2 bots aboard."]],
  ])("%j reads %j", (extra, title, lines) => {
    expect(describeInvite({ ...base, ...extra })).toEqual({ title, lines });
  });
});
