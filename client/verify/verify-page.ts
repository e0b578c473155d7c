// The verify page (/v/:id): fetches a finished match's record and checks, in this browser, that
// the revealed seed and salt hash to the commitment shown before the game, that the seed follows
// from them and the players' entropy, and that replaying every action with the shared rules gives
// the same dice and the same result (docs/fairness.md).
import "../table/table.css";
import "../replay/replay.css";
import { clear, h } from "../lib/dom";
import { fetchRecord, type MatchRecordJson } from "../replay/record-api";
import { rememberedEntropy } from "./fair-seed";
import { verifyRecord, type Verdict } from "./verify-record";

/** Events worth listing to compare with what the table showed: the dice and the draws. */
const RANDOM_KINDS = /roll|dice|draw|shuffle|deal|wind|card|scout|dig/i;

export async function mountVerify(root: HTMLElement, matchId: string): Promise<void> {
  clear(root);
  document.title = "Verify the dice · Broadside";
  const page = h("div", { class: "verify-page", "data-testid": "verify-page" },
    h("header", { class: "table-bar" }, h("a", { href: "/", class: "brand small-brand", text: "Broadside" }), h("span", { class: "bar-code", text: "Verify the dice" })));
  const status = h("p", { class: "boot", "data-testid": "verify-status", text: "Fetching the record…" });
  page.append(status);
  root.append(page);
  let record: MatchRecordJson;
  try {
    record = await fetchRecord(matchId);
  } catch (error) {
    status.textContent = error instanceof Error ? error.message : String(error);
    document.body.dataset.verdict = "error";
    return;
  }
  status.textContent = `Replaying ${record.actions.length} actions with the rules of ${record.gameName}…`;
  const verdict = await verifyRecord(record);
  status.remove();
  page.append(...render(record, verdict));
  document.body.dataset.verdict = verdict.ok ? "verified" : "failed";
}

function render(record: MatchRecordJson, verdict: Verdict): HTMLElement[] {
  const sealed = record.fairness;
  const mine = rememberedEntropy();
  const verdictLine = h("p", { class: "verify-verdict card", "data-testid": "verify-verdict",
    text: verdict.ok ? "Verified: the dice were sealed before the game and nothing was changed." : "Not verified: see the failed check below." });
  const checks = h("ul", { class: "verify-checks card", "data-testid": "verify-checks" },
    ...verdict.checks.map((c) => h("li", { class: c.ok ? "ok" : "bad", "data-check": c.id, "data-ok": String(c.ok), text: c.text })));
  const values = h("div", { class: "card verify-values" }, h("h3", { text: `${record.gameName}: ${record.seats.map((s) => s.name).join(", ")}` }));
  if (sealed) {
    values.append(
      row("Commitment (published before the game)", sealed.commitment),
      row("Server seed (revealed at the end)", sealed.serverSeed),
      row("Salt (revealed at the end)", sealed.salt),
      ...sealed.entropy.map((e, seat) => row(`Entropy from ${record.seats[seat]?.name ?? `seat ${seat + 1}`}`, e ?? "none given", e !== null && mine.includes(e) ? " (this browser's)" : "")),
      row("Seed", String(record.seed)),
    );
  }
  values.append(h("p", { class: "muted", text: `Check it yourself: printf '%s' "<server seed>:<salt>" | sha256sum gives the commitment. docs/fairness.md has the seed's formula.` }));
  const links = h("div", { class: "end-links" },
    h("a", { href: `/r/${record.id}`, class: "btn", "data-testid": "verify-replay", text: "Watch the replay" }),
    h("a", { href: `/api/matches/${record.id}?download=1`, class: "btn secondary", "data-testid": "verify-download", text: "Download the record" }));
  const dice = h("ol", { class: "verify-dice card", "data-testid": "verify-dice" });
  if (verdict.match) {
    verdict.match.events.forEach((events, n) => {
      for (const event of events) if (RANDOM_KINDS.test(event.kind)) dice.append(h("li", { text: `${n}. ${event.text}` }));
    });
  }
  return [verdictLine, checks, values, links, h("h3", { text: "What the seed gave, move by move (compare with the table's log)" }), dice];
}

function row(label: string, value: string, note = ""): HTMLElement {
  return h("p", {}, h("strong", { text: `${label}: ` }), h("code", { text: value }), note);
}
