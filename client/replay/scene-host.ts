// Draws a StillRoom's session with the game's own scene (gameClients), or, for a game this client
// has no scene for yet, as readable JSON of the synced state: every hosted game can be replayed.
import { h } from "../lib/dom";
import { gameClients } from "../games/index";
import type { GameView } from "../games/types";
import type { TableSession } from "../table/session";

export async function mountScene(host: HTMLElement, session: TableSession): Promise<GameView> {
  const game = session.state?.game ?? "";
  const load = gameClients[game];
  if (load) {
    const mod = await load();
    let view!: GameView;
    const drawn = new Promise<void>((resolve) => {
      view = mod.mount(host, session, () => {
        document.body.dataset.tableDrawn = "1";
        resolve();
      });
    });
    await Promise.race([drawn, new Promise((r) => setTimeout(r, 4000))]);
    return view;
  }
  const pre = h("pre", { class: "replay-json", "data-testid": "replay-json" });
  const show = () => (pre.textContent = JSON.stringify(session.state, null, 1));
  host.append(pre);
  show();
  const off = session.on("state", show);
  return {
    destroy() {
      off();
      pre.remove();
    },
  };
}
