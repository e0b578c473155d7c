// Which client module draws which game. Each is a separate lazy chunk (Phaser comes with it).
import type { GameClientModule } from "./types";

export const gameClients: Readonly<Record<string, () => Promise<GameClientModule>>> = {
  "booty-dice": () => import("./booty-dice/mount"),
  "shiver-me-timbers": () => import("./shiver-me-timbers/mount"),
  "pirates-cove": () => import("./pirates-cove/mount"),
  "pirate-king": () => import("./pirate-king/mount"),
};
