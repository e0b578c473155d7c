// Entry point: the lobby on "/", a table on "/t/CODE". The table page (and Phaser with it)
// is loaded only when a table opens, so the lobby stays small.
import "./styles/theme.css";
import { codeFromPath } from "./lib/invite-code";
import { renderLobby } from "./lobby/lobby";
import { matchPageFromPath } from "./replay/record-api";
import type { TableSession } from "./table/session";

const app = document.getElementById("app")!;
let leaveLobby: (() => void) | null = null;

async function openTable(code: string, opts: { session?: TableSession; watch?: boolean }, push: boolean): Promise<void> {
  leaveLobby?.();
  leaveLobby = null;
  if (push) history.pushState({}, "", `/t/${code}${opts.watch ? "?watch=1" : ""}`);
  const { mountTable } = await import("./table/table-page");
  mountTable(app, code, opts);
}

/** /v/:id verifies a finished match's dice, /r/:id replays it, /w/:code watches a delayed table. */
async function openMatchPage(page: NonNullable<ReturnType<typeof matchPageFromPath>>): Promise<void> {
  if (page.page === "watch") await (await import("./watch/watch-page")).mountWatch(app, page.code);
  else if (page.page === "verify") await (await import("./verify/verify-page")).mountVerify(app, page.id);
  else await (await import("./replay/replay-page")).mountReplay(app, page.id);
}

function route(): void {
  const matchPage = matchPageFromPath(location.pathname);
  if (matchPage) {
    void openMatchPage(matchPage);
    return;
  }
  const code = codeFromPath(location.pathname);
  if (code) {
    // Start the big download at once, in parallel with the table page's own chunk.
    import("phaser").catch(() => undefined);
    const watch = new URLSearchParams(location.search).has("watch");
    void openTable(code, { watch }, false);
  } else {
    leaveLobby = renderLobby(app, { openTable: (c, o) => void openTable(c, o, true) });
  }
}

// Leaving a table with Back: a clean page load is the simplest correct state.
window.addEventListener("popstate", () => location.reload());
route();
