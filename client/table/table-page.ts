// The table page (/t/CODE): connects first, loads Phaser and the game's scene in parallel with a
// progress bar, then surrounds the canvas with DOM panels (crew, invite, log, chat) and banners.
import "./table.css";
import { ApiError, fetchTable } from "../lib/api";
import { clear, h } from "../lib/dom";
import { describeJoinError, isNoTableError } from "../lib/join-error";
import { colyseus } from "../lib/net";
import { getNickname, getSeatToken, setNickname, setSeatToken } from "../lib/storage";
import { toast } from "../lib/toast";
import { gameClients } from "../games/index";
import type { GameView } from "../games/types";
import { clockPanel } from "../clock/clock-panel";
import { endLinks } from "../verify/end-links";
import { newEntropy, rememberEntropy } from "../verify/fair-seed";
import { chatPanel } from "./chat-panel";
import { invitePanel } from "./invite-panel";
import { describeInvite } from "./invite-summary";
import { joinAfterRestart } from "./join-after-restart";
import { logPanel } from "./log-panel";
import { ProgressBar } from "./progress";
import type { TableState } from "./protocol";
import { seatsPanel } from "./seats-panel";
import { TableSession, type ConnectionState } from "./session";
import { turnNotice } from "./turn-notice";

declare global {
  interface Window {
    /** Test and debugging hook: read-only access to the live table. */
    __broadside?: { session: TableSession; state(): TableState | null; drawnAt?: number };
  }
}

export function mountTable(root: HTMLElement, code: string, opts: { session?: TableSession; watch?: boolean }): void {
  clear(root);
  document.title = `Table ${code} · Broadside`;
  const progress = new ProgressBar();
  const stage = h("div", { class: "stage" }, h("div", { class: "game-host", "data-testid": "game-host" }), progress.element);
  root.append(h("div", { class: "table-page" },
    h("header", { class: "table-bar" },
      h("a", { href: "/", class: "brand small-brand", text: "Broadside" }),
      h("span", { class: "bar-code", text: `Table ${code}` })),
    stage));

  // Phaser is the big download: start it now, while we connect; ask which game the table plays
  // (a quick GET) to fetch its module in parallel too, instead of after the first state.
  const engine = import("phaser");
  engine.catch(() => undefined);
  fetchTable(code).then((t) => gameClients[t.game]?.()).catch(() => undefined);

  const begin = (name: string | null) => {
    progress.stage("Boarding the table…", 5, 30);
    const waitForRestore = () => progress.stage("The server has just restarted: waiting for the table…", 5, 30);
    const sessionP = opts.session ? Promise.resolve(opts.session) : join(code, name, opts.watch === true, waitForRestore);
    sessionP
      .then(async (session) => {
        const state = await session.ready();
        progress.stage("Loading the game…", 30, 90);
        const load = gameClients[state.game];
        if (!load) throw new Error(`This client cannot draw the game "${state.game}" yet.`);
        const [mod] = await Promise.all([load(), engine]);
        progress.stage("Setting the table…", 92, 99);
        const views = buildPanels(root, stage, session, code);
        const host = stage.querySelector<HTMLElement>(".game-host")!;
        window.__broadside = { session, state: () => session.state };
        views.push(mod.mount(host, session, () => {
          progress.done();
          if (window.__broadside) window.__broadside.drawnAt = performance.now();
          document.body.dataset.tableDrawn = "1";
          performance.mark("table-drawn"); // read by bench/client.bench.ts
        }));
      })
      .catch((err: unknown) => {
        // A table watched with a delay has its spectators on /w/CODE, not in the room.
        if (/watch\/delayed/.test(describeJoinError(err))) return location.replace(`/w/${code}`);
        cannotBoard(stage, progress, describeJoinError(err));
        if (getSeatToken(code) && /no table|not found/i.test(describeJoinError(err))) setSeatToken(code, null);
      });
  };

  // A friend who opens an invite link for the first time picks a name before sitting down.
  if (opts.session || opts.watch || getNickname() || getSeatToken(code)) begin(getNickname() || null);
  else askName(stage, progress, code, (name, watch) => {
    opts.watch = watch;
    begin(name);
  });
}

async function join(code: string, name: string | null, watch: boolean, onWait: () => void): Promise<TableSession> {
  const seatToken = getSeatToken(code) ?? undefined;
  // This browser's share of the dice's seed (docs/fairness.md), remembered for the verify page.
  const entropy = newEntropy();
  rememberEntropy(entropy);
  const room = await joinAfterRestart(
    () => colyseus().joinById(code, { name: name ?? "Deckhand", seatToken, watch: watch && !seatToken ? true : undefined, entropy }),
    (error) => (isNoTableError(error) ? tableIsComing(code) : Promise.resolve(false)),
    onWait,
  );
  return new TableSession(room, code);
}

/** The table is being rebuilt after a restart (or is already back): worth joining again. */
function tableIsComing(code: string): Promise<boolean> {
  return fetchTable(code).then(
    () => true,
    (error: unknown) => error instanceof ApiError && error.code === "table/restoring",
  );
}

function cannotBoard(stage: HTMLElement, progress: ProgressBar, why: string): void {
  progress.fail(why);
  stage.append(h("div", { class: "card join-failed", "data-testid": "join-failed" },
    h("h2", { text: "Cannot board" }), h("p", { text: why }), h("a", { href: "/", class: "btn", text: "Back to the lobby" })));
}

function askName(stage: HTMLElement, progress: ProgressBar, code: string, done: (name: string | null, watch: boolean) => void): void {
  progress.stage("Who goes there?", 3, 3);
  const input = h("input", { id: "ask-name", "data-testid": "ask-name", maxlength: 24, placeholder: "Your pirate name", autocomplete: "nickname" });
  const sit = h("button", { type: "submit", "data-testid": "ask-name-join", text: "Join the crew" });
  const watch = h("button", { type: "button", class: "secondary", "data-testid": "ask-name-watch", text: "Just watch" });
  // Which game, whose table, the seats and bots: filled in as soon as the server answers.
  const about = h("div", { class: "invite-summary", "data-testid": "invite-summary" });
  const form = h("form", { class: "card ask-name" }, h("h2", { text: "Ahoy! Who goes there?" }), about,
    h("label", { for: "ask-name", text: "Pick a name for the table" }), input, h("div", { class: "row" }, sit, watch));
  fetchTable(code).then((info) => {
    const summary = describeInvite(info);
    about.append(h("p", { class: "invite-title", text: summary.title }), ...summary.lines.map((line) => h("p", { text: line })));
    if (info.canSit === false) sit.textContent = "Join (as a watcher)";
  }, (error: unknown) => {
    // A dead or mistyped link is said at once, in the server's words, not after a name is typed.
    if (!(error instanceof ApiError) || error.code !== "table/unknown") return;
    form.remove();
    cannotBoard(stage, progress, error.message);
  });
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const name = input.value.trim();
    if (!name) {
      toast("Pick a name first, so the crew knows who you are.");
      return;
    }
    setNickname(name);
    form.remove();
    done(name, false);
  });
  watch.addEventListener("click", () => {
    form.remove();
    done(null, true);
  });
  stage.append(form);
  input.focus();
}

function buildPanels(root: HTMLElement, stage: HTMLElement, session: TableSession, code: string): GameView[] {
  const page = root.querySelector<HTMLElement>(".table-page")!;
  const bar = page.querySelector<HTMLElement>(".table-bar")!;
  const status = h("span", { class: "bar-status", "data-testid": "table-status" });
  const watchers = h("span", { class: "bar-watchers", "data-testid": "spectator-count" });
  const conn = h("span", { class: "bar-conn", "data-testid": "connection", hidden: true });
  const leave = h("a", { href: "/", class: "btn secondary small", text: "Leave", "data-testid": "leave" });
  leave.addEventListener("click", (e) => {
    // A consented leave tells the server at once (the bot takes over a seat in play);
    // the seat token stays, so the link still brings the player back.
    e.preventDefault();
    session.leave();
    setTimeout(() => (location.href = "/"), 150);
  });
  const notice = turnNotice(session);
  bar.append(status, watchers, conn, notice.element, leave);

  const spectatorBanner = h("div", { class: "banner spectator", "data-testid": "spectator-banner", hidden: true });
  const awayBanner = h("div", { class: "banner away", "data-testid": "away-banner", hidden: true });
  const seats = seatsPanel(session);
  const invite = invitePanel(session, code);
  const log = logPanel(session.log);
  const chat = chatPanel(session);
  const links = endLinks(session);
  const clocks = clockPanel(session);
  const layout = h("div", { class: "table-layout" },
    h("aside", { class: "side side-left" }, invite.element, clocks.element, seats.element),
    stage,
    h("aside", { class: "side side-right" }, log.element, chat.element));
  page.append(spectatorBanner, awayBanner, links.element, layout);
  log.scrollToEnd(); // the history arrived before the panel was on the page

  const render = (state: TableState) => {
    page.classList.toggle("is-waiting", state.status === "waiting");
    status.textContent = state.status === "waiting" ? "Waiting for crew" : state.status === "playing" ? "In play" : "Game over";
    watchers.textContent = `${state.spectators} watching`;
    const me = session.mySeat;
    spectatorBanner.hidden = !session.isSpectator;
    spectatorBanner.textContent = state.status === "waiting" && state.seats.some((s) => !s.taken && !s.bot)
      ? "You are watching. Take an empty seat to play."
      : `You are watching this game (${state.spectators} watching).`;
    const botForMe = me !== null && state.seats[me]?.botActing === true;
    if (session.connection === "connected") {
      awayBanner.hidden = !botForMe;
      // Connected while the bot plays this seat: its time ran out (turn clock) or it was away.
      awayBanner.textContent = "The bot is playing your seat while you were away or out of time. ";
      const back = h("button", { type: "button", class: "small", "data-testid": "take-seat-back", text: "I'm back" });
      back.addEventListener("click", () => session.sit());
      if (botForMe) awayBanner.append(back);
    }
    seats.update(state);
    invite.update(state);
  };
  const showConnection = (c: ConnectionState) => {
    conn.hidden = c === "connected";
    conn.textContent = c === "reconnecting" ? "Reconnecting…" : c === "restarting" ? "Server restarting…" : c === "closed" ? "Disconnected" : "";
    if (c === "connected") {
      if (session.state) render(session.state);
      return;
    }
    awayBanner.hidden = false;
    if (session.mySeat === null) awayBanner.textContent = c === "closed" ? "Disconnected from the table." : "Reconnecting to the table…";
    else awayBanner.textContent = c === "closed"
      ? "Disconnected. Your seat is played by the bot while you are away. Reload to take it back."
      : "Reconnecting… your seat is played by the bot while you are away.";
    if (c === "closed") {
      const rejoin = h("button", { type: "button", class: "small", text: "Rejoin", "data-testid": "rejoin" });
      rejoin.addEventListener("click", () => location.reload());
      awayBanner.append(" ", rejoin);
    }
  };

  const offs = [
    () => notice.destroy(),
    session.on("state", render),
    session.on("welcome", (w) => {
      if (w.notice) toast(w.notice.message, { kind: "info", ms: 6000 });
      if (w.notice?.code === "seat/token_unknown") setSeatToken(code, null);
      if (session.state) render(session.state);
    }),
    session.on("log", (entries) => log.add(entries)),
    session.on("chat", (m) => chat.add(m)),
    // A stale answer to one's own repeated click is silent (session.ts readableRejection).
    session.on("rejected", (r) => (r as { quiet?: boolean }).quiet || toast(r.message, { detail: r.rule ? `Rule: ${r.rule}` : undefined })),
    session.on("connection", (c, closeCode) => {
      showConnection(c);
      // After a restart or a lost connection, come back with the stored seat token.
      if (c === "closed" && closeCode !== 4000 && closeCode !== 1000) setTimeout(() => location.reload(), 3000);
    }),
  ];
  if (session.state) render(session.state);
  if (session.welcome?.notice) toast(session.welcome.notice.message, { kind: "info", ms: 6000 });
  if (session.connection !== "connected") showConnection(session.connection);
  return [{ destroy: () => offs.forEach((off) => off()) }, links, clocks];
}
