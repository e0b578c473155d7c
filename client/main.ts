// Entry point: the lobby on "/", a table on "/t/CODE". The table page (and Phaser with it)
// is loaded only when a table opens, so the lobby stays small.
import "./styles/theme.css";
import { codeFromPath } from "./lib/invite-code";
import { renderLobby } from "./lobby/lobby";
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

function route(): void {
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
