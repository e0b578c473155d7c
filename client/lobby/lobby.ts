// The lobby: plain DOM, no Phaser. Nickname, new table (game, options, seats, bots, public or
// private), join by code, the live list of public tables, and each game's rules summary.
import "./lobby.css";
import { ApiError, fetchGames, fetchTable, type GameInfo, type TableInfo } from "../lib/api";
import { clear, h } from "../lib/dom";
import { codeProblem, normalizeCode } from "../lib/invite-code";
import { describeJoinError } from "../lib/join-error";
import { getNickname, getSeatToken, setNickname } from "../lib/storage";
import { toast } from "../lib/toast";
import type { TableSession } from "../table/session";
import { joinVerdict } from "./join-verdict";
import { buildOptionsForm, type OptionsForm } from "./options-form";
import { watchPublicTables } from "./public-tables";
import { hostEntropy, tableSettingsFields } from "../table-settings/settings-fields";

export interface LobbyNavigation {
  /** Open a table page; `session` when the lobby already holds the room (a table it created). */
  openTable(code: string, opts: { session?: TableSession; watch?: boolean }): void;
}

const NAME_MAX = 24;

export function renderLobby(root: HTMLElement, nav: LobbyNavigation): () => void {
  clear(root);
  document.title = "Broadside · pirate games with friends";

  // --- nickname ---------------------------------------------------------------------------
  const nameInput = h("input", {
    id: "nickname", "data-testid": "nickname", maxlength: NAME_MAX, autocomplete: "nickname",
    placeholder: "Captain Nobody", value: getNickname(),
  });
  nameInput.addEventListener("change", () => setNickname(nameInput.value));
  const readName = (): string | null => {
    const name = nameInput.value.trim().slice(0, NAME_MAX);
    if (!name) {
      nameInput.focus();
      toast("Pick a nickname first, so the crew knows who you are.");
      return null;
    }
    setNickname(name);
    return name;
  };

  // --- new table --------------------------------------------------------------------------
  const gameList = h("div", { class: "game-list", role: "radiogroup", "aria-label": "Game" });
  const optionsHost = h("div");
  // Who may watch and the turn clock: every game's tables offer them (docs/protocol.md › Create).
  const settings = tableSettingsFields();
  const seatsInput = h("input", { type: "number", id: "seats", "data-testid": "seats", inputmode: "numeric", min: 2, max: 6, value: 2 });
  const botsHost = h("div", { class: "bots" });
  const publicInput = h("input", { type: "checkbox", id: "is-public", "data-testid": "is-public" });
  const createBtn = h("button", { type: "button", "data-testid": "create-table", disabled: true, text: "Set sail" });
  const createError = h("div", { class: "error", role: "alert" });
  const rulesHost = h("div", { class: "rules", "data-testid": "rules-summary" });

  let games: GameInfo[] = [];
  let chosen: GameInfo | null = null;
  let form: OptionsForm | null = null;

  const renderBots = () => {
    const seats = Number(seatsInput.value) || 2;
    const before = new Set([...botsHost.querySelectorAll<HTMLInputElement>("input:checked")].map((i) => Number(i.value)));
    clear(botsHost);
    for (let seat = 1; seat < seats; seat++) {
      const cb = h("input", { type: "checkbox", value: seat, id: `bot-${seat}`, "data-testid": `bot-${seat}` });
      cb.checked = before.has(seat);
      botsHost.append(h("label", { class: "check bot-seat", for: `bot-${seat}` }, cb, ` Seat ${seat + 1}: bot`));
    }
  };

  const choose = (game: GameInfo) => {
    chosen = game;
    for (const el of gameList.querySelectorAll("[role=radio]")) el.setAttribute("aria-checked", String(el.getAttribute("data-game") === game.id));
    seatsInput.min = String(game.minSeats);
    seatsInput.max = String(game.maxSeats);
    const seats = Math.min(game.maxSeats, Math.max(game.minSeats, Number(seatsInput.value) || game.minSeats));
    seatsInput.value = String(seats);
    renderBots();
    form = buildOptionsForm(game.options, `opt-${game.id}`);
    clear(optionsHost);
    if (form.element.childElementCount > 0) optionsHost.append(h("h3", { text: "Options" }), form.element);
    clear(rulesHost);
    rulesHost.append(h("h3", { text: `How to play ${game.name}` }), h("p", { text: game.summary || "No summary yet." }),
      h("p", { class: "muted", text: `${game.minSeats}–${game.maxSeats} pirates` }));
    createBtn.disabled = false;
  };

  seatsInput.addEventListener("input", renderBots);

  createBtn.addEventListener("click", async () => {
    createError.textContent = "";
    const name = readName();
    if (!name || !chosen) return;
    const seats = Number(seatsInput.value);
    if (!Number.isInteger(seats) || seats < chosen.minSeats || seats > chosen.maxSeats) {
      createError.textContent = `${chosen.name} needs ${chosen.minSeats} to ${chosen.maxSeats} seats.`;
      return;
    }
    const opts = form?.read() ?? { ok: true as const, options: {} };
    if (!opts.ok) {
      createError.textContent = opts.problem;
      return;
    }
    const tableSettings = settings.read();
    if (!tableSettings.ok) {
      createError.textContent = tableSettings.problem;
      return;
    }
    const bots = [...botsHost.querySelectorAll<HTMLInputElement>("input:checked")].map((i) => Number(i.value)).filter((s) => s < seats);
    createBtn.disabled = true;
    createBtn.textContent = "Raising the flag…";
    try {
      // The Colyseus SDK is most of the lobby's weight: it loads when needed (or when idle).
      const [{ colyseus }, { TableSession }] = await Promise.all([import("../lib/net"), import("../table/session")]);
      const room = await colyseus().create("table", {
        game: chosen.id, options: opts.options, seats, bots, isPublic: publicInput.checked, name,
        ...tableSettings.options, entropy: hostEntropy(),
      });
      // Registers the message handlers at once: `welcome` follows the join immediately.
      const session = new TableSession(room, room.roomId);
      nav.openTable(room.roomId, { session });
    } catch (err) {
      createError.textContent = describeJoinError(err);
      createBtn.disabled = false;
      createBtn.textContent = "Set sail";
    }
  });

  // --- join by code -----------------------------------------------------------------------
  const codeInput = h("input", {
    id: "join-code", "data-testid": "join-code", autocomplete: "off", autocapitalize: "characters",
    spellcheck: "false", maxlength: 64, placeholder: "K7PC3M", class: "code-input",
  });
  const joinBtn = h("button", { type: "button", "data-testid": "join-button", text: "Board" });
  const watchBtn = h("button", { type: "button", class: "secondary", "data-testid": "watch-button", text: "Watch" });
  const joinError = h("div", { class: "error", role: "alert", "data-testid": "join-error" });

  const tryJoin = async (watch: boolean) => {
    joinError.textContent = "";
    const code = normalizeCode(codeInput.value);
    codeInput.value = code;
    const problem = codeProblem(code);
    if (problem) {
      joinError.textContent = problem;
      return;
    }
    if (!watch && !readName()) return;
    try {
      const table = await fetchTable(code);
      const verdict = joinVerdict(table, watch, getSeatToken(code) !== null);
      if (verdict.problem) {
        joinError.textContent = verdict.problem;
        return;
      }
      nav.openTable(code, { watch: verdict.watch });
    } catch (err) {
      joinError.textContent = err instanceof ApiError ? tableErrorText(err, code) : "Cannot reach the server.";
    }
  };
  joinBtn.addEventListener("click", () => void tryJoin(false));
  watchBtn.addEventListener("click", () => void tryJoin(true));
  codeInput.addEventListener("keydown", (e) => {
    if (e.key === "Enter") void tryJoin(false);
  });

  // --- public tables ----------------------------------------------------------------------
  const publicList = h("ul", { class: "public-list", "data-testid": "public-tables" });
  const publicNote = h("p", { class: "muted", text: "Looking for open tables…" });
  const stopWatching = watchPublicTables(
    (tables) => renderPublic(tables),
    (message) => (publicNote.textContent = message),
  );
  const renderPublic = (tables: TableInfo[]) => {
    clear(publicList);
    publicNote.textContent = tables.length === 0 ? "No public tables right now. Start one!" : "";
    for (const t of tables) {
      const game = games.find((g) => g.id === t.game);
      const open = t.status === "waiting" && t.seatsTaken < t.seats;
      const join = h("button", { type: "button", text: "Join", disabled: !open, "data-testid": `public-join-${t.code}` });
      const watch = h("button", { type: "button", class: "secondary", text: "Watch", "data-testid": `public-watch-${t.code}` });
      join.addEventListener("click", () => {
        if (readName()) nav.openTable(t.code, {});
      });
      watch.addEventListener("click", () => nav.openTable(t.code, { watch: true }));
      publicList.append(h("li", {},
        h("div", { class: "pt-main" },
          h("strong", { text: t.name ? `${t.name}'s table` : `Table ${t.code}` }),
          h("span", { class: "muted", text: ` ${game?.name ?? t.gameName ?? t.game} · ${t.seatsTaken}/${t.seats} seats · ${statusText(t.status)}${t.spectators ? ` · ${t.spectators} watching` : ""}` })),
        h("div", { class: "pt-actions" }, join, watch)));
    }
  };

  // --- layout -----------------------------------------------------------------------------
  root.append(
    h("header", { class: "lobby-header" },
      h("div", { class: "brand", text: "Broadside" }),
      h("p", { class: "tagline", text: "Pirate board games with yer crew. Share a code, roll the bones, plunder the lot." })),
    h("main", { class: "lobby" },
      h("div", { class: "lobby-col" },
        h("section", { class: "card name-card" }, h("h2", { text: "Who goes there?" }),
          h("label", { for: "nickname", text: "Your pirate name" }), nameInput),
        h("section", { class: "card create-card" }, h("h2", { text: "New table" }),
          gameList,
          h("div", { class: "row seats-row" },
            h("div", {}, h("label", { for: "seats", text: "Seats" }), seatsInput),
            h("label", { class: "check public-check", for: "is-public" }, publicInput, " Public (listed in the lobby)")),
          botsHost, optionsHost, settings.element, createError, createBtn)),
      h("div", { class: "lobby-col" },
        h("section", { class: "card join-card" }, h("h2", { text: "Join a crew" }),
          h("label", { for: "join-code", text: "Invite code" }),
          h("div", { class: "row" }, codeInput),
          h("div", { class: "row join-actions" }, joinBtn, watchBtn), joinError),
        h("section", { class: "card public-card" }, h("h2", { text: "Open tables" }), publicNote, publicList),
        h("section", { class: "card rules-card" }, rulesHost))),
    h("footer", { class: "lobby-footer muted", text: "Broadside · open source · every rule kept by the server" }),
  );

  fetchGames()
    .then((list) => {
      games = list;
      for (const game of list) {
        const card = h("button", { type: "button", class: "game-choice", role: "radio", "aria-checked": "false", "data-game": game.id, "data-testid": `game-${game.id}` },
          h("span", { class: "game-name", text: game.name }),
          h("span", { class: "muted", text: `${game.minSeats}–${game.maxSeats} pirates` }));
        card.addEventListener("click", () => choose(game));
        gameList.append(card);
      }
      if (list.length > 0) choose(list[0]);
      else createError.textContent = "The server offers no games yet.";
      document.body.dataset.lobbyReady = "1";
      performance.mark("lobby-ready"); // read by bench/client.bench.ts
      const warm = () => void Promise.all([import("../lib/net"), import("../table/session")]).catch(() => undefined);
      if ("requestIdleCallback" in window) requestIdleCallback(warm, { timeout: 2000 });
      else setTimeout(warm, 500);
    })
    .catch((err: unknown) => {
      createError.textContent = err instanceof ApiError ? err.message : "Cannot load the games.";
      document.body.dataset.lobbyReady = "1";
    });

  return stopWatching;
}

function statusText(status: TableInfo["status"]): string {
  return status === "waiting" ? "waiting for crew" : status === "playing" ? "in play" : "finished";
}

function tableErrorText(err: ApiError, code: string): string {
  if (err.status === 404 || err.code === "table/unknown") return `No table with code ${code}. Check the code with your host.`;
  return err.message;
}
