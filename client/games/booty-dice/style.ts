// The Booty Dice table's look: its one typeface and the seat colours.
export const FONT = "Georgia, 'DejaVu Serif', serif";
export const SEAT_COLOURS = [0xd35400, 0x2980b9, 0x27ae60, 0x8e44ad, 0xc0392b, 0x16a085];
