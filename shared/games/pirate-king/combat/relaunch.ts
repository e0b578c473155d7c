import type { Rejection } from "../../../engine/rejection";
import { PORTS } from "../content/territories";
import { emit } from "../events";
import { Rejections } from "../rejections";
import { placeAtPort } from "../sailing/sail";
import type { PirateKingState } from "../state";

/** Lose a Battle: the new ship starts at any port of origin, facing either way, no dock fee. */
export function relaunch(s: PirateKingState, port: number, facing: 1 | -1): Rejection | null {
  const p = s.pending;
  if (p?.kind !== "relaunch") return Rejections.notExpected("relaunch");
  if (!PORTS.includes(port)) return Rejections.badPort(port);
  const ship = s.ships[p.ship];
  placeAtPort(ship, port, facing);
  s.pending = null;
  emit(s, "relaunch", { seat: ship.owner, territory: port, facing });
  return null;
}

export function relaunchAsk(s: PirateKingState, ship: number): void {
  if (s.ships[ship].sunk) s.pending = { kind: "relaunch", seat: s.ships[ship].owner, ship };
}
