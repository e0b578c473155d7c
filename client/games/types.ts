import type { TableSession } from "../table/session";

/** What a game's client module offers the table page: draw the table in `host`. */
export interface GameView {
  destroy(): void;
}

export interface GameClientModule {
  mount(host: HTMLElement, session: TableSession, onFirstFrame: () => void): GameView;
}
