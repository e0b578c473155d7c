// Combat beside the chart: who fights whom (and who captains the merchant or the fortress:
// the attacker's right-hand player, asked outside their turn), the last gunfight's red die
// drawn (gunfight-dice.ts), the dice and the aftermath from the log (half the gold, the ship
// marker, the upgrade lost), and the
// decisions owed afterwards (plunder, an upgrade to lose or gain, a treasure to pick, the
// King's Privateer), each a button with the server's move.
import { clear, h } from "../../lib/dom";
import type { LogEntry } from "../../table/protocol";
import { gunfightView, lastGunfight } from "./gunfight-dice";
import { describeMove, type Names } from "./moves";
import type { CombatView } from "./module-view";
import { islandName, spaceName } from "./names";
import type { Action } from "./view";

const OWED = new Set(["plunder", "loseUpgrade", "gainUpgrade", "pickTreasure", "privateer", "discardTreasure"]);
/** Log kinds that tell a combat's dice and aftermath. */
export const COMBAT_LOG = /^(gunfight|combat|plunder|duel\/(over|outcome|end|result))/;

export interface CombatModel {
  /** "Anne boards the merchant at …", or null when nobody fights. */
  headline: string | null;
  /** Set when you captain the merchant or fortress in someone else's combat. */
  captainPrompt: string | null;
  owed: Action[];
  owedBy: string[];
}

export function combatModel(combat: CombatView | null, pending: readonly { kind: string; seat: number }[], moves: readonly Action[], mySeat: number | null, seatName: (s: number) => string): CombatModel {
  let headline: string | null = null;
  let captainPrompt: string | null = null;
  if (combat) {
    const who = seatName(combat.player);
    const f = combat.foe;
    const foe = f.kind === "player" && f.seat !== null ? seatName(f.seat)
      : f.kind === "merchant" ? `the merchant at ${f.space ? spaceName(f.space) : "the anchorage"}`
        : f.kind === "fortress" ? `the fortress of ${f.island ? islandName(f.island) : "the island"}` : "a foe";
    const verb = combat.kind === "raid" ? "raids" : combat.kind === "hunter" ? "is attacked by" : combat.kind === "tiebreak" ? "duels for the victory against" : "boards";
    const captain = (f.kind === "merchant" || f.kind === "fortress") && f.captain !== null ? ` (captained by ${seatName(f.captain)}, on ${who}'s right)` : "";
    headline = `${who} ${verb} ${foe}${captain}.`;
    if (f.captain !== null && f.captain === mySeat && combat.player !== mySeat) {
      captainPrompt = `You captain ${f.kind === "merchant" ? "the merchant" : "the fortress"} against ${who}: play its duel cards as well as you can.`;
    }
  }
  const owed = moves.filter((m) => OWED.has(m.type));
  const owedBy = pending.filter((p) => OWED.has(p.kind)).map((p) => `${seatName(p.seat)}: ${p.kind.replace(/([A-Z])/g, " $1").toLowerCase()}`);
  return { headline, captainPrompt, owed, owedBy };
}

export function combatPanel(play: (move: Action) => void): { element: HTMLElement; update(model: CombatModel, names: Names): void; log(entries: readonly LogEntry[]): void } {
  const body = h("div", {});
  const dice = h("ul", { class: "smt-card-list", "data-testid": "combat-log" });
  const gunfight = gunfightView();
  const element = h("section", { class: "panel smt-combat", "data-testid": "smt-combat" }, h("h3", { text: "Combat" }), body, gunfight.element, h("h4", { text: "Dice and aftermath" }), dice);
  const recent: LogEntry[] = [];
  return {
    element,
    update(model, names) {
      clear(body);
      element.classList.toggle("fighting", model.headline !== null);
      if (model.headline) body.append(h("p", { "data-testid": "combat-headline", text: model.headline }));
      if (model.captainPrompt) body.append(h("p", { class: "smt-prompt", "data-testid": "captain-prompt", role: "alert", text: model.captainPrompt }));
      if (model.owed.length) {
        body.append(h("div", { class: "smt-group", "data-testid": "owed-moves" }, ...model.owed.map((m) => {
          const b = h("button", { type: "button", class: "small", "data-testid": `act-${m.type}`, text: describeMove(m, names) });
          b.addEventListener("click", () => play(m));
          return b;
        })));
      } else if (model.owedBy.length) body.append(h("p", { class: "muted", text: `Waiting: ${model.owedBy.join("; ")}.` }));
      if (!body.childElementCount) body.append(h("p", { class: "muted", text: "No fight right now. Gunfights, boarding and raids are offered when a target is on your space." }));
    },
    log(entries) {
      for (const e of entries) if (COMBAT_LOG.test(e.kind) || /\b(rolls|die)\b/.test(e.text)) recent.push(e);
      recent.splice(0, Math.max(0, recent.length - 6));
      gunfight.show(lastGunfight(recent));
      clear(dice);
      for (const e of recent) dice.append(h("li", { "data-kind": e.kind, text: `${/die|rolls/.test(e.text) ? "⚄ " : ""}${e.text}` }));
      if (!recent.length) dice.append(h("li", { class: "muted", text: "Nothing yet." }));
    },
  };
}
