// Small line icons drawn as inline SVG, in the text's colour. Used where an emoji would do:
// many desktops (Linux without an emoji font among them) draw 🔔, 🛡, ⛵ or 💥 as an empty box.
const SVG = "http://www.w3.org/2000/svg";

/** Each icon: the `d` of its paths on a 16 × 16 grid, stroked with round ends. */
const BELL = ["M4 11V7a4 4 0 0 1 8 0v4l1.5 1.5h-11Z", "M6.5 14a1.5 1.5 0 0 0 3 0"] as const;
const PATHS = {
  bell: BELL,
  bellOff: [...BELL, "M2 2l12 12"],
  shield: ["M8 1.5 13.5 3.5v4c0 3.2-2.3 5.8-5.5 7-3.2-1.2-5.5-3.8-5.5-7v-4Z"],
  sail: ["M8 1.5v10", "M8 2.5 13 10H8", "M7 4 3.5 10H7", "M1.5 12h13l-2 2.5h-9Z"],
  swords: ["M2 2l9 9", "M14 2l-9 9", "M9.5 12.5l3-3", "M6.5 12.5l-3-3", "M12 12l2 2", "M4 12l-2 2"],
  burst: ["M8 1.5 9.4 5.1 13 3.5 11.4 7.1 15 8.5 11.4 9.9 13 13.5 9.4 11.9 8 15.5 6.6 11.9 3 13.5 4.6 9.9 1 8.5 4.6 7.1 3 3.5 6.6 5.1Z"],
} as const;

export type IconName = keyof typeof PATHS;

/** An icon for decoration beside words that say the same (hidden from screen readers). */
export function icon(name: IconName, size = 14): SVGSVGElement {
  const svg = document.createElementNS(SVG, "svg");
  const attrs: Record<string, string> = {
    viewBox: "0 0 16 16", width: String(size), height: String(size), "aria-hidden": "true", class: `icon icon-${name}`,
    fill: "none", stroke: "currentColor", "stroke-width": "1.5", "stroke-linecap": "round", "stroke-linejoin": "round",
  };
  for (const [key, value] of Object.entries(attrs)) svg.setAttribute(key, value);
  for (const d of PATHS[name]) {
    const path = document.createElementNS(SVG, "path");
    path.setAttribute("d", d);
    svg.append(path);
  }
  return svg;
}
