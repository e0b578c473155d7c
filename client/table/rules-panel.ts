// A game's rules at the table: short sections a player can open while playing, each with an
// anchor, so a rejection can link to the section its `rule` names ("Travel", "Combat › The
// Aftermath"). The text is the game module's summary, not the rulebook itself.
import { h } from "../lib/dom";

export interface RulesSection {
  /** The rulebook's section title, as rejections name it in `rule`. */
  title: string;
  /** Further titles that lead here (sub-sections summed up in this one). */
  also?: readonly string[];
  paragraphs: readonly string[];
}

export const sectionSlug = (title: string): string => `rules-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}`;

/** The section a rule reference points to: the deepest part of "A › B" that has a section, else the first that does. */
export function sectionFor(sections: readonly RulesSection[], rule: string): RulesSection | null {
  const parts = rule.split("›").map((p) => p.trim().toLowerCase()).filter(Boolean);
  for (const part of [...parts].reverse()) {
    const hit = sections.find((s) => s.title.toLowerCase() === part || s.also?.some((a) => a.toLowerCase() === part));
    if (hit) return hit;
  }
  return null;
}

export interface RulesPanel {
  element: HTMLDetailsElement;
  /** Opens the panel at the section for `rule` (or at the top); resolves whether a section was found. */
  open(rule?: string): Promise<boolean>;
  /** A link that opens the panel at the section `rule` names (the rule's own words if none matches). */
  link(rule: string): HTMLElement;
}

/**
 * `sections` may be a loader: the text then comes as its own small download the first time
 * the panel opens (or a rejection's link is followed), not with the table page.
 */
export function rulesPanel(gameName: string, sections: readonly RulesSection[] | (() => Promise<readonly RulesSection[]>)): RulesPanel {
  const body = h("div", { class: "rules-body" });
  let loaded: Promise<readonly RulesSection[]> | null = null;
  const load = () => (loaded ??= (typeof sections === "function" ? sections() : Promise.resolve(sections)).then((list) => {
    for (const s of list) {
      const sec = h("section", { id: sectionSlug(s.title), class: "rules-section", "data-testid": sectionSlug(s.title) }, h("h4", { text: s.title }));
      for (const p of s.paragraphs) sec.append(h("p", { text: p }));
      body.append(sec);
    }
    return list;
  }));
  if (typeof sections !== "function") void load();
  const element = h("details", { class: "panel rules-panel", "data-testid": "rules-panel" },
    h("summary", {}, h("h3", { text: `Rules of ${gameName}` })), body);
  element.addEventListener("toggle", () => {
    if (element.open) void load();
  });
  const open = async (rule?: string) => {
    element.open = true;
    const list = await load();
    const hit = rule ? sectionFor(list, rule) : null;
    body.querySelectorAll(".rules-section.flash").forEach((el) => el.classList.remove("flash"));
    const target = hit ? body.querySelector<HTMLElement>(`#${sectionSlug(hit.title)}`) : null;
    if (target) {
      target.classList.add("flash");
      target.scrollIntoView({ block: "nearest" });
    }
    return hit !== null;
  };
  const link = (rule: string) => {
    const a = h("a", { href: "#rules", class: "rule-link", "data-testid": "rule-link", text: `Rulebook: ${rule}` });
    a.addEventListener("click", (e) => {
      e.preventDefault();
      void open(rule);
    });
    return a;
  };
  return { element, open, link };
}
