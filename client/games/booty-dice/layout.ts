// Where things sit on the Booty Dice table, in game units, for a wide and a tall screen.
export interface Rect { x: number; y: number; w: number; h: number }

export interface Layout {
  width: number;
  height: number;
  status: { x: number; y: number; wrap: number };
  prompt: { x: number; y: number; wrap: number };
  pirates: Rect[];
  piles: { treasure: Rect; chest: Rect; locker: Rect };
  dice: Rect[];
  rollsLeft: { x: number; y: number };
  roll: Rect;
  stop: Rect;
  plan: Rect;
}

export function layoutFor(portrait: boolean, seats: number): Layout {
  return portrait ? tall(seats) : wide(seats);
}

function wide(seats: number): Layout {
  const W = 960, H = 640;
  const pw = 148, ph = 116, gap = 8;
  const total = seats * pw + (seats - 1) * gap;
  const pirates = Array.from({ length: seats }, (_, i) => ({ x: (W - total) / 2 + i * (pw + gap), y: 78, w: pw, h: ph }));
  const die = 88, dgap = 18, dtotal = 6 * die + 5 * dgap;
  return {
    width: W, height: H,
    status: { x: W / 2, y: 22, wrap: 900 },
    prompt: { x: W / 2, y: 52, wrap: 900 },
    pirates,
    piles: {
      treasure: { x: 150, y: 214, w: 200, h: 76 },
      chest: { x: 380, y: 214, w: 200, h: 76 },
      locker: { x: 610, y: 214, w: 200, h: 76 },
    },
    dice: Array.from({ length: 6 }, (_, i) => ({ x: (W - dtotal) / 2 + i * (die + dgap), y: 318, w: die, h: die })),
    rollsLeft: { x: W / 2, y: 446 },
    roll: { x: W / 2 - 190, y: 470, w: 180, h: 58 },
    stop: { x: W / 2 + 10, y: 470, w: 180, h: 58 },
    plan: { x: 60, y: 556, w: 840, h: 64 },
  };
}

/**
 * A phone held upright: the dice in two rows of three, large enough to read and to tap
 * (~80 CSS px on a 390 px screen), and the height ending under the last row of buttons (no
 * empty band: the page puts the ship's log right below).
 */
function tall(seats: number): Layout {
  const W = 640;
  const cols = 3, pw = 196, ph = 118, gap = 10;
  const rows = Math.ceil(seats / cols);
  const pirates = Array.from({ length: seats }, (_, i) => {
    const row = Math.floor(i / cols);
    const inRow = row === rows - 1 ? seats - row * cols : cols;
    const rowWidth = inRow * pw + (inRow - 1) * gap;
    return { x: (W - rowWidth) / 2 + (i % cols) * (pw + gap), y: 88 + row * (ph + gap), w: pw, h: ph };
  });
  const top = 88 + rows * (ph + gap) + 10;
  const die = 132, dgap = 22, dtotal = 3 * die + 2 * dgap;
  const diceTop = top + 96;
  const buttons = diceTop + 2 * die + 22 + 44;
  const plan = { x: 20, y: buttons + 96, w: 600, h: 70 };
  return {
    width: W, height: plan.y + plan.h + 14,
    status: { x: W / 2, y: 24, wrap: 600 },
    prompt: { x: W / 2, y: 58, wrap: 600 },
    pirates,
    piles: {
      treasure: { x: 20, y: top, w: 190, h: 76 },
      chest: { x: 225, y: top, w: 190, h: 76 },
      locker: { x: 430, y: top, w: 190, h: 76 },
    },
    dice: Array.from({ length: 6 }, (_, i) => ({ x: (W - dtotal) / 2 + (i % 3) * (die + dgap), y: diceTop + Math.floor(i / 3) * (die + 22), w: die, h: die })),
    rollsLeft: { x: W / 2, y: buttons - 22 },
    roll: { x: 40, y: buttons, w: 270, h: 80 },
    stop: { x: 330, y: buttons, w: 270, h: 80 },
    plan,
  };
}
