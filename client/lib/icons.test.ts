// The table's words and marks must draw on any desktop: a symbol from outside the Basic
// Multilingual Plane (🔔, 🛡, 💥, 🎲) or one shown as an emoji by default (⛵) needs an emoji
// font, and without one (a Linux desktop, this machine's Chromium) it is an empty box.
// Such marks are drawn icons (icons.ts) instead.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const CLIENT = path.resolve(__dirname, "..");
const NEEDS_EMOJI_FONT = /[\u{10000}-\u{10FFFF}]|\p{Emoji_Presentation}/u;

function clientSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "e2e" ? [] : clientSources(file);
    return /\.(ts|html|css)$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [file] : [];
  });
}

test("the client shows no character that needs an emoji font", () => {
  const found = clientSources(CLIENT).flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      // Comments may name the marks they replace.
      .flatMap((line, i) => (NEEDS_EMOJI_FONT.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line) ? [`${path.relative(CLIENT, file)}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(found).toEqual([]);
});

test("the check catches the marks it is about", () => {
  for (const mark of ["🔔", "🔕", "🛡", "💥", "🎲", "⛵"]) expect(NEEDS_EMOJI_FONT.test(mark)).toBe(true);
  for (const mark of ["☠", "⚔", "✔", "✘", "☐", "★", "⚄", "◉", "≈", "✕", "▶"]) expect(NEEDS_EMOJI_FONT.test(mark)).toBe(false);
});
