import type { SeatIndex } from "../../../engine/game";
import { GAME } from "../content/rules";
import { CANNONS, HULL, SECTIONS } from "../content/sections";
import { GRAPESHOT_HITS_ON, GRAPESHOT_SELF_HITS, cardKind } from "../content/tavern-cards";
import { HOOK_STRAY_NUMBERS, ROYAL_NAVY } from "../content/legends";
import { die, log, type Ctx } from "../ctx";
import { diceOf } from "../ships";
import type { Combat, Fighter } from "../state";
import { settleCasualties } from "./casualties";
import { fighterLog, hitBlackShip, hitSection } from "./damage";
import { legendCard } from "./fighters";

/**
 * Fires the pending volley: roll the shooter's dice, count hits (5–6; 6 against a Smoke
 * screen; 3–6 with Grapeshot, which overrides the Smoke screen), strike the chosen section (every
 * section for a Six Gun Salute or Bonny and Read), Hook's stray shots, one hull hit on every
 * ship per hit and Powder keg, the Grapeshot's recoil on the shooter's cannons; then casualties.
 */
export function fireVolley(ctx: Ctx): void {
  const s = ctx.s;
  const c = s.combat!;
  const v = c.pending!;
  c.pending = null;
  const card = v.card === null ? null : cardKind(v.card);
  const legend = legendCard(s, c);
  const dice =
    v.shooter === "navy" ? ROYAL_NAVY.dice : v.shooter === "legend" ? legend!.dice : diceOf(s.ships[v.shooter], c);
  const allSections = card === "sixGunSalute" || (v.shooter === "legend" && legend!.aims === "all");
  let hitsOn: number = GAME.hitsOn;
  if (card === "grapeshot") hitsOn = GRAPESHOT_HITS_ON;
  else if (typeof v.target === "number" && c.smoke.includes(v.target)) hitsOn = GAME.smokeHitsOn;
  const rolls: number[] = [];
  for (let i = 0; i < dice; i++) rolls.push(die(ctx));
  const hits = rolls.filter((r) => r >= hitsOn).length;
  log(ctx, "volley", {
    shooter: fighterLog(ctx, v.shooter, c.legend),
    target: fighterLog(ctx, v.target, c.legend),
    section: allSections ? "all" : SECTIONS[v.section],
    rolls: rolls.join(""),
    hits,
  });
  for (let h = 0; h < hits; h++) strike(ctx, c, v.target, allSections ? -1 : v.section);
  if (v.shooter === "legend" && legend!.strayShots && typeof v.target === "number") strayShots(ctx, c, v.target, rolls, hitsOn);
  for (let k = 0; k < v.kegs.length; k++) for (let h = 0; h < hits; h++) everyHull(ctx, c);
  const consoled: SeatIndex[] = [...v.kegs];
  if (card === "grapeshot" && typeof v.shooter === "number") {
    for (let i = 0; i < GRAPESHOT_SELF_HITS; i++) hitSection(ctx, v.shooter, CANNONS);
    consoled.push(v.shooter);
  }
  if (card === "sixGunSalute" && typeof v.shooter === "number") c.reloading.push(v.shooter);
  settleCasualties(ctx, consoled);
}

/** One hit on `target`: a section (-1: every section) of a player's ship, or a black ship's hull. */
function strike(ctx: Ctx, c: Combat, target: Fighter, section: number): void {
  if (typeof target !== "number") {
    hitBlackShip(ctx, target, c.legend);
    if (target === "legend") c.legendLost++;
    return;
  }
  if (section >= 0) hitSection(ctx, target, section);
  else for (let sec = 0; sec < SECTIONS.length; sec++) hitSection(ctx, target, sec);
}

/** Captain Hook's misses numbered 1–4 strike the other players, counted clockwise from the target's left. */
function strayShots(ctx: Ctx, c: Combat, target: number, rolls: readonly number[], hitsOn: number): void {
  const n = ctx.s.ships.length;
  const others: number[] = [];
  for (let i = 1; i < n && others.length < HOOK_STRAY_NUMBERS; i++) {
    const seat = (target + i) % n;
    if (c.ships.includes(seat)) others.push(seat);
  }
  for (const r of rolls) {
    if (r >= hitsOn || r > others.length) continue;
    log(ctx, "strayShot", { seat: others[r - 1], die: r });
    hitSection(ctx, others[r - 1], HULL);
  }
}

/** A Powder keg's blast: one hull hit on every ship in the battle, the black ships too. */
function everyHull(ctx: Ctx, c: Combat): void {
  for (const seat of c.ships.slice()) hitSection(ctx, seat, HULL);
  if (c.navy) hitBlackShip(ctx, "navy", -1);
  if (c.legend >= 0) {
    hitBlackShip(ctx, "legend", c.legend);
    c.legendLost++;
  }
}
