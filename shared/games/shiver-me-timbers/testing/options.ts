/**
 * Test helpers for the events module and epic mode: a quick-start game with table options,
 * past the goal and origin choices, and a state with a given event face up.
 */
import { shiverMeTimbers } from "../game";
import { edit, must, seats } from "./index";
import type { SmtState } from "../state";
import type { IslandId } from "../content/basics";
import type { TalentId } from "../content/talents";
import { WIND_CARDS } from "../content/wind-deck";
import { secretGoalCount } from "../epic/epic";

const game = shiverMeTimbers;

export function startedWith(options: object, n = 2, seed = 1, origins: IslandId[] = [], talents: TalentId[] = []): SmtState {
  let s = game.setup(seats(n), game.optionsSchema.parse(options), seed);
  const k = secretGoalCount(s);
  for (let seat = 0; seat < n; seat++) s = must(s, seat, { type: "chooseGoals", goals: s.goalsInPlay.slice(0, k) });
  for (let seat = 0; seat < n; seat++) {
    s = must(s, seat, { type: "chooseOrigin", origin: origins[seat] ?? "st-david", talent: talents[seat] ?? "digger" });
  }
  return s;
}

/** The wind card whose back shows this event. */
export function cardOfEvent(eventId: string): string {
  const card = WIND_CARDS.find((c) => c.event === eventId);
  if (!card) throw new Error(`no wind card carries the event ${eventId}`);
  return card.id;
}

/** An events game (seat 0 to play) with this event face up; `change` edits the rest of the scenario. */
export function withEvent(eventId: string | null, change: (s: Parameters<Parameters<typeof edit>[1]>[0]) => void = () => {}, talents: TalentId[] = []): SmtState {
  return edit(startedWith({ events: true }, 2, 1, [], talents), (d) => {
    d.event = eventId === null ? null : cardOfEvent(eventId);
    d.merchants = {};
    change(d);
  });
}

/** Both seats of a two-player game end their turns: the round ends. */
export function endRound(s: SmtState): SmtState {
  for (let k = 0; k < s.players.length; k++) s = must(s, s.turn.seat, { type: "endTurn" });
  return s;
}
