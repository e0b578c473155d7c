import { reject } from "../../../engine";
import { ORIGIN_EQUIPMENT } from "../content/origins";
import { ISLAND_NAMES, START_GOLD } from "../content/basics";
import { TALENT_NAMES, TALENT_TEXT } from "../content/talents";
import type { ActionOf } from "../actions";
import { deepCopy, log, type Ctx, type Outcome, type S } from "../core/draft";
import { takeCard } from "../crew-and-rituals/state";
import { islandSpace } from "../map/types";
import { quickStartMap } from "../content/quick-start-map";
import { finishMap, startMapBuilding } from "../map/map-building";
import { startPlay } from "../rounds-and-turns/turns";
import { oweFreeUpgrades, secretGoalCount, startAttribute } from "../epic/epic";

/** Set up the Player Area: each player secretly hides two of the laid-out life goals in their chest (three in epic mode). */
export function chooseGoals(ctx: Ctx, seat: number, action: ActionOf<"chooseGoals">): Outcome {
  const { s } = ctx;
  if (s.phase !== "goals") return reject("phase/not_goals", "Life goals are chosen at the start of the set-up only.", "Game Set-up");
  if (s.chosen[seat]) return reject("setup/already_chosen", "You have already chosen your life goals.", "Game Set-up");
  const goals = action.goals;
  const count = secretGoalCount(s);
  const words = count === 3 ? "three" : "two";
  if (goals.length !== count) return reject("goals/wrong_count", `Choose exactly ${words} life goals.`, count === 3 ? "Epic Game Mode" : "Set up the Player Area");
  if (new Set(goals).size !== count) return reject("goals/duplicate", `Choose ${words} different life goals.`, "Set up the Player Area");
  if (!goals.every((g) => s.goalsInPlay.includes(g))) {
    return reject("goals/not_in_play", "You can only choose among the life goals laid out on the scoring board.", "Set up the Scoring Board");
  }
  s.players[seat].secretGoals = [...goals].sort((a, b) => a - b);
  s.chosen[seat] = true;
  log(ctx, "setup/goals", `${s.players[seat].name} hides ${words} life goal markers in their chest.`, { seat }, {
    seats: [seat],
    text: `You hide life goals ${goals.slice(0, -1).join(", ")} and ${goals[goals.length - 1]} in your chest.`,
  });
  if (s.chosen.every(Boolean)) {
    s.chosen = s.chosen.map(() => false);
    if (s.options.map === "custom") startMapBuilding(ctx);
    else {
      s.map = quickStartMap(s.players.length) as typeof s.map;
      log(ctx, "setup/map", "The quick-start map is laid out.");
      finishMap(ctx);
    }
  }
}

/** "Each player secretly selects an origin and a talent … Reveal your origin and talent markers." */
export function chooseOrigin(ctx: Ctx, seat: number, action: ActionOf<"chooseOrigin">): Outcome {
  const { s } = ctx;
  if (s.phase !== "origins") return reject("phase/not_origins", "Origins and talents are chosen after the map is built.", "Game Set-up");
  if (s.chosen[seat]) return reject("setup/already_chosen", "You have already chosen your origin and talent.", "Game Set-up");
  s.players[seat].origin = action.origin;
  s.players[seat].talent = action.talent;
  s.chosen[seat] = true;
  log(ctx, "setup/origin", `${s.players[seat].name} places their origin and talent markers face down.`, { seat });
  if (s.chosen.every(Boolean)) revealOrigins(ctx);
}

function revealOrigins(ctx: Ctx): void {
  const { s } = ctx;
  s.players.forEach((p, seat) => {
    const origin = p.origin!;
    p.speed = startAttribute(s);
    p.strength = startAttribute(s);
    p.hull = startAttribute(s);
    p.gold = START_GOLD;
    p.location = islandSpace(origin);
    const equipment = ORIGIN_EQUIPMENT[origin];
    if (equipment.kind === "resource") p.cargo[equipment.resource] += equipment.units;
    const missing: string[] = [];
    if (equipment.kind === "crew" || equipment.kind === "rituals") for (const kind of equipment.cards) if (!takeOriginCard(s, seat, kind)) missing.push(kind);
    if (missing.length > 0) log(ctx, "setup/none_left", `No ${missing.join(" or ")} card is left for ${p.name}: cards are limited (Golden Rules).`, { seat, missing });
    log(ctx, "setup/reveal", `${p.name} starts on ${ISLAND_NAMES[origin]} with the talent ${TALENT_NAMES[p.talent!]}: ${TALENT_TEXT[p.talent!]}`, {
      seat, origin, talent: p.talent,
    });
  });
  startPlay(ctx);
  // Port Royal: two looks at the mission or the treasure deck (setup-and-goals/origin-look.ts). In turn order.
  for (let k = 0; k < s.players.length; k++) {
    const seat = (s.startSeat + k) % s.players.length;
    const equipment = ORIGIN_EQUIPMENT[s.players[seat].origin!];
    if (equipment.kind === "cardPicks") s.pending.push({ kind: "originLook", seat, left: equipment.picks });
  }
  oweFreeUpgrades(ctx);
}

/**
 * Crew and ritual decks are not shuffled: the named card is taken out of its deck (crew-and-rituals/). With
 * 3 copies of each, a fourth player of the same origin gets none (design: components are limited).
 */
function takeOriginCard(s: S, seat: number, kind: string): boolean {
  const out = takeCard(s.cards, seat, kind);
  if ("error" in out) return false;
  s.cards = deepCopy(out.cards) as S["cards"];
  return true;
}
