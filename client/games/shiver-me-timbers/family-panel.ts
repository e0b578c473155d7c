// Family and soulmates: the relatives each captain rescued (what they do, their VP), who is
// still to rescue, the rings aboard, each courtship (the wishes revealed, never the one
// chosen), soulmates won and the markers left; your own secret wish and whether a deed met
// it; and the moves that discard a suitor's wish, choose yours in secret, or reveal it.
import { relativeText, soulmateText, treasureText, wishText } from "./card-texts";
import { movesFor, type Section, type SectionCard } from "./module-section";
import type { ModulesBoardView, ModulesPrivate } from "./module-view";
import type { Action } from "./view";

const TYPES = new Set(["family_wish_discard", "family_wish_choose", "family_wish_reveal"]);

export function familySection(mod: ModulesBoardView, mine: ModulesPrivate | null, moves: readonly Action[], treasuresAboard: readonly string[][], seatName: (s: number) => string): Section {
  const f = mod.family;
  const lines: string[] = [];
  f.relatives.forEach((r, seat) => r.length && lines.push(`${seatName(seat)} rescued ${r.map((id) => `${relativeText(id).name} (${relativeText(id).text} ${relativeText(id).vp} VP)`).join(", ")}.`));
  treasuresAboard.forEach((list, seat) => {
    const rings = list.filter((id) => treasureText(id).kind === "ring");
    if (rings.length) lines.push(`${seatName(seat)} carries ${rings.map((id) => treasureText(id).name).join(", ")} (ring${rings.length === 1 ? "" : "s"}).`);
  });
  f.courtships.forEach((c, seat) => {
    if (!c.stage) return;
    const wishes = c.wishes.map((w) => `"${wishText(w).name}"`).join(", ");
    lines.push(c.stage === "wishing"
      ? `${seatName(seat)} courts a soulmate and secretly wishes for one of ${wishes}.`
      : `${seatName(seat)}'s courtship (${c.stage}): wishes ${wishes || "to come"}.`);
  });
  f.soulmates.forEach((s, seat) => s.length && lines.push(`${seatName(seat)} won ${s.map((id) => `${soulmateText(id).name} (${soulmateText(id).vp} VP)`).join(", ")}.`));
  const cards: SectionCard[] = [];
  if (mine?.wish) cards.push({ id: mine.wish, name: `Your wish: ${wishText(mine.wish).name}`, text: `${wishText(mine.wish).text} ${mine.wishMet ? "Met: reveal it on your turn to win a soulmate." : "Not met yet."}`, secret: true, moves: [] });
  const own = movesFor(moves, TYPES);
  const visible = lines.length > 0 || cards.length > 0 || own.length > 0;
  if (visible) lines.push(`Still to rescue: ${f.unrescued.map((id) => relativeText(id).name).join(", ") || "nobody"}; soulmates left: ${f.soulmateMarkers.map((id) => soulmateText(id).name).join(", ") || "none"}.`);
  return { key: "family", title: "Family & soulmates", lines, cards, moves: own, visible };
}
