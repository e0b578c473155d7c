// The dice explained at the table: what each face does, the three combinations, the three piles
// and a short rules panel. Plain DOM beside the canvas (read by screen readers, never redrawn);
// every number comes from the rules' own content file.
import { DICE, EFFECT, FACE_NAMES, SUPPLY, WIN } from "../../../shared/games/booty-dice/content";
import { h } from "../../lib/dom";
import { icon, type IconName } from "../../lib/icons";

/** A face's mark: a glyph, or a drawn icon where common fonts have none (⛨ showed as an empty box). */
type Mark = string | { readonly icon: IconName };

const FACES: readonly [keyof typeof FACE_NAMES, Mark, string][] = [
  ["doubloon", "◉", `take ${EFFECT.doubloonGain} doubloons from the Buried Treasure`],
  ["shield", { icon: "shield" }, "take a shield from the War Chest: it stops the next life you would lose"],
  ["cutlass", "⚔", "hit a pirate of your choice: they lose a shield, or a life if they have none"],
  ["jollyRoger", "☠", `steal ${EFFECT.jollyRogerSteal} doubloons from other pirates (you choose whom)`],
  ["wave", "≈", "you walk the plank: lose a life"],
  ["x", "✕", `bury ${EFFECT.xPay} of your doubloons in the Buried Treasure`],
];

const COMBOS: readonly [string, string][] = [
  ["Mutiny", `${EFFECT.comboSize}+ Walk the Plank: instead, every other pirate loses ${EFFECT.mutinyLives} life (+1 per extra Wave)`],
  ["Shipwreck", `${EFFECT.comboSize}+ X Marks the Spot: instead, every other pirate buries ${EFFECT.shipwreckDoubloons} doubloons (+1 per extra X)`],
  ["Blackbeard's Curse", `one of each face: every other pirate loses ${EFFECT.curseLives} lives and buries ${EFFECT.curseDoubloons} doubloons`],
];

const PILES: readonly [string, string][] = [
  ["Buried Treasure", "the doubloons nobody holds: Doubloons take from it, X Marks the Spot and sunk pirates' purses go back to it"],
  ["War Chest", "the shields nobody holds: each Shield face takes one"],
  ["Davey Jones' Locker", "every life lost so far, by anyone"],
];

export function diceLegend(): HTMLElement {
  const faces = h("dl", { class: "legend-faces" });
  for (const [face, mark, effect] of FACES) faces.append(h("dt", {}, h("span", { class: "legend-icon", "aria-hidden": "true" }, typeof mark === "string" ? mark : icon(mark.icon, 16)), FACE_NAMES[face]), h("dd", { text: effect }));
  const combos = h("dl", { class: "legend-combos" });
  for (const [name, what] of COMBOS) combos.append(h("dt", { text: name }), h("dd", { text: what }));
  const piles = h("dl", { class: "legend-piles" });
  for (const [name, what] of PILES) piles.append(h("dt", { text: name }), h("dd", { text: what }));
  const rules = h("details", { class: "legend-rules", "data-testid": "rules-panel" },
    h("summary", { text: "How to play" }),
    h("ol", {},
      h("li", { text: `Everyone starts with ${SUPPLY.startingDoubloons} doubloons and ${SUPPLY.startingLives} lives.` }),
      h("li", { text: `On your turn roll the ${DICE.count} dice up to ${DICE.rollsPerTurn} times; click dice to hold them between rolls, or stop early.` }),
      h("li", { text: "Then every die acts, in this order: Doubloons, Shields, Cutlasses, Jolly Rogers, Walk the Plank, X Marks the Spot (a combination replaces its faces)." }),
      h("li", { text: "Knock a pirate out (no lives left) and you take all their doubloons." }),
      h("li", { text: `First to ${WIN.doubloons} doubloons, or the last pirate afloat, wins.` })));
  return h("section", { class: "panel legend-panel", "data-testid": "dice-legend", "aria-label": "The dice explained" },
    // Open beside a wide table; folded on a phone, where the log comes first.
    h("details", { open: window.matchMedia("(min-width: 981px)").matches },
      h("summary", {}, h("h3", { text: "The dice" })),
      faces,
      h("h4", { text: "Combinations" }), combos,
      h("h4", { text: "The piles" }), piles),
    rules);
}
