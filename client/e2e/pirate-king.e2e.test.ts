// Pirate King in real browsers, through the interface: a person creates a 3-seat short game
// with two bots in the lobby and plays it to its end by clicks (ports, sail markers, captures,
// fights, upgrades, a parlay offer and a counter-offer), while a watcher follows whose page — its DOM text and
// every WebSocket frame it receives — holds no secret. The test reads the synced state through
// `window.__broadside` to decide what to click, but every move is a click on the board, a
// button or the parlay panel. Screenshots go to test-artifacts/pk-*.png.
import type { Page } from "playwright-core";
import { CURRENTS, SPACES } from "../../shared/games/pirate-king/index";
import { browserSuite, legalMovesOf, pageState, repeatSpacer } from "./browser-suite";

type Move = { type: string } & Record<string, unknown>;
interface Snap {
  version: number;
  status: string;
  active: number[];
  board: { stage?: string; round?: number; current?: number; players?: { bronze: number }[]; ships?: { owner: number; crew: number; space?: number; current: number; facing: number }[] };
  private?: Record<string, { legal?: string; held?: { key: string; title: string }[]; offer?: { from: number; to: number; sent?: boolean; counters?: number; give: { bronze?: number }; get: { bronze?: number } } }>;
}

jest.setTimeout(1_800_000); // up to five short games by clicks on a shared 2-core machine
const suite = browserSuite({
  env: { BOT_DELAY_MS: "30", GRACE_SECONDS: "60", RATE_ACTIONS_PER_SECOND: "100" },
  shotPrefix: "pk-", fullPageShots: true, viewport: { width: 1400, height: 900 },
});
const newPage = (viewport?: { width: number; height: number }) => suite.newPage(viewport);
const shot = (page: Page, name: string) => suite.shot(page, name);
const snapshot = (page: Page) => pageState<Snap>(page);
const logOf = (page: Page): Promise<{ kind: string; text: string }[]> => page.evaluate(() => window.__broadside!.session.log.map((e) => ({ kind: e.kind, text: e.text })));

/** Waits until the page's state moved past `version`; a rejection fails the test. */
async function waitPast(page: Page, version: number): Promise<void> {
  await page.waitForFunction((v) => (window.__broadside?.state()?.version ?? -1) > v || window.__broadside?.state()?.status === "finished"
    || !!document.querySelector("[data-testid=pk-rejection]:not([hidden])") || !!document.querySelector("[data-testid=toast]:not(.info)"),
  version, { timeout: 20_000 });
  const rejection = await page.$("[data-testid=pk-rejection]:not([hidden]), [data-testid=toast]:not(.info)");
  if (rejection) throw new Error(`the server refused a click: ${await rejection.textContent()}`);
}

/** The legal moves as the page received them (grouped JSON text), rebuilt as actions. */
const movesOf = (s: Snap, seat: number): Move[] => legalMovesOf<Move>(s.private?.[String(seat)]);

const territorySpace = (t: number) => SPACES.findIndex((s) => s.territory === t);
/** The board space a move names (a click there sends it), or null for a button move. */
function placeOf(m: Move): number | null {
  if (m.type === "port" || m.type === "relaunch") return territorySpace(m.port as number);
  if (m.type === "passage") return m.to as number;
  if (m.type === "upgrade" || m.type === "tearDown" || m.type === "seize") return territorySpace(m.territory as number);
  return null;
}

interface Plan {
  offered: boolean;
  /** The turn of Anne's last offer: until a counter-offer came up she offers again on a later turn. */
  offerTurn: string;
  /** The turn in which Anne's draft asked for something of the partner (a bot counters an offer not worth its while). */
  askTurn: string;
  /** A counter-offer came back to Anne (and its badge was on her panel). */
  countered: boolean;
  badgeSeen: boolean;
  /** Anne countered a bot's offer (and raised her ask in the composer). */
  counteredByMe: boolean;
  raised: boolean;
  fought: boolean;
  /** Anne accepted a capture (until then she keeps the price of one in hand). */
  captured: boolean;
  upgradesThisTurn: number;
  turn: string;
}

/** Anne's private offer: the one sent to her, or her draft (a seat-to-itself offer is none). */
function offerOf(s: Snap) {
  const o = s.private?.["0"]?.offer;
  return o && o.from !== o.to ? o : null;
}

/** The parlay part of Anne's choice: counter a bot's first offer once, take or leave a counter, ask for a bot's card or territory. */
function parlayChoice(moves: Move[], s: Snap, plan: Plan): Move | undefined {
  const of = (type: string, pred: (m: Move) => boolean = () => true) => moves.find((m) => m.type === type && pred(m));
  const o = offerOf(s);
  if (o && o.sent && o.to === 0) {
    if ((o.counters ?? 0) > 0) return of("answer", (m) => m.accept === true) ?? of("answer", (m) => m.accept === false);
    return (!plan.counteredByMe ? of("counter") : undefined) ?? of("answer", (m) => m.accept === false);
  }
  if (o && !o.sent && o.from === 0 && (o.counters ?? 0) > 0) {
    return (!plan.raised ? of("offerBronze", (m) => m.side === "get" && (m.delta === 50 || m.delta === 5)) : undefined) ?? of("offerSend") ?? of("offerCancel");
  }
  if (plan.offered && (plan.countered || plan.counteredByMe || plan.offerTurn === plan.turn)) return undefined;
  if (plan.askTurn !== plan.turn) {
    const asks = moves.filter((m) => m.type === "offer" && m.side === "get");
    const kind = (m: Move) => (m.item as { kind: string }).kind;
    const ask = asks.find((m) => kind(m) === "card") ?? asks.find((m) => kind(m) === "territory") ?? asks.find((m) => kind(m) === "treasure");
    if (ask) return ask;
  }
  return of("offerSend") ?? of("offerBronze", (m) => m.side === "give" && m.delta === 5);
}

/**
 * The sail marker that may bring Anne's ship onto another ship's space (1–5 spaces ahead on
 * its current: with the wind die's 5–8, a third of the time, it lands there), else null.
 */
function sailTowardsAShip(s: Snap): number | null {
  const ships = s.board.ships ?? [];
  const mine = ships.find((x) => x.owner === 0 && x.space !== undefined);
  if (!mine || mine.space === undefined || mine.space === 0) return null;
  const step = SPACES[mine.space].step;
  let best: number | null = null;
  for (const other of ships) {
    if (other.owner === 0 || other.space === undefined || other.space === 0 || SPACES[other.space].current !== SPACES[mine.space].current) continue;
    const ahead = (((SPACES[other.space].step - step) * mine.facing) % 20 + 20) % 20;
    if (ahead >= 1 && ahead <= 9 && (best === null || ahead < best)) best = ahead;
  }
  return best === null ? null : Math.min(best, 5);
}

/** The current a ship takes at the Crosswinds (the neighbouring loops: content/board.ts › currentAfterTurn). */
const currentAfterTurn = (c: number, turn: "left" | "straight" | "right") => (turn === "straight" ? c : turn === "left" ? (c + 3) % 4 : (c + 1) % 4);

/** How far ahead the nearest other ship is on current `c` for a ship setting out from `step` facing `facing`. */
function nearestAhead(s: Snap, c: number, step: number, facing: number): number {
  let best = 99;
  for (const o of s.board.ships ?? []) {
    if (o.owner === 0 || o.space === undefined || o.space === 0 || SPACES[o.space].current !== CURRENTS[c]) continue;
    best = Math.min(best, (((SPACES[o.space].step - step) * facing) % 20 + 20) % 20 || 99);
  }
  return best;
}

/** At the Crosswinds or a Secret Passage: the choice that heads for another ship (a parlay needs one on Anne's space). */
function headForAShip(moves: Move[], s: Snap): Move | undefined {
  const mine = (s.board.ships ?? []).find((x) => x.owner === 0);
  const turns = moves.filter((m) => m.type === "crosswinds");
  if (mine && turns.length) {
    const score = (m: Move) => nearestAhead(s, currentAfterTurn(mine.current, m.turn as "left" | "straight" | "right"), 0, mine.facing);
    return [...turns].sort((a, b) => score(a) - score(b))[0];
  }
  const passages = moves.filter((m) => m.type === "passage");
  if (passages.length) {
    const onAShip = passages.find((m) => (s.board.ships ?? []).some((o) => o.owner !== 0 && o.space === m.to));
    const score = (m: Move) => nearestAhead(s, CURRENTS.indexOf(SPACES[m.to as number].current as (typeof CURRENTS)[number]), SPACES[m.to as number].step, m.facing as number);
    return onAShip ?? [...passages].sort((a, b) => score(a) - score(b))[0];
  }
  return undefined;
}

/** A person's choice among the legal moves: capture, fight once, offer a parlay once, build a little, sail. */
function choose(moves: Move[], s: Snap, plan: Plan): Move {
  const of = (type: string, pred: (m: Move) => boolean = () => true) => moves.find((m) => m.type === type && pred(m));
  const turn = `${s.board.round}:${s.board.current}`;
  if (plan.turn !== turn) {
    plan.turn = turn;
    plan.upgradesThisTurn = 0;
  }
  const bronze = s.board.players?.[0]?.bronze ?? 0;
  // A bot counters an ask only with a price Anne can pay (bot/parlay.ts › counterAsk): until a
  // counter-offer came up, and until she captured a territory, she keeps bronze in hand rather
  // than building with it.
  const reserve = (plan.countered || plan.counteredByMe) && plan.captured ? 0 : 1200;
  return parlayChoice(moves, s, plan)
    ?? of("answer", (m) => m.accept === false)
    ?? of("offerCancel")
    ?? headForAShip(moves, s)
    ?? of("capture", (m) => m.accept === true)
    ?? (!plan.fought ? of("dock", (m) => m.choice === "fight") ?? of("attack") : undefined)
    ?? of("dock", (m) => m.choice === "pay")
    ?? of("reward", (m) => m.pick === "crew")
    ?? (plan.upgradesThisTurn < 2 && bronze > 300 + reserve ? of("upgrade") : undefined)
    ?? (bronze > 900 + reserve ? of("buyTreasure") : undefined)
    ?? of("sail", (m) => (m.spaces as number[])[0] === (sailTowardsAShip(s) ?? 1 + ((s.version * 7) % 5)))
    ?? of("sail")
    ?? of("endTurn")
    ?? moves.filter((m) => !["offer", "offerBronze", "useCard", "sellTreasure", "tearDown"].includes(m.type))[0]
    ?? moves[0];
}

/** Sends `m` by clicking: its place on the board (then its button if the place has several), the parlay panel, or its button. */
async function click(page: Page, m: Move): Promise<string> {
  const json = JSON.stringify(m);
  const place = placeOf(m);
  if (place !== null) {
    // An attackable ship may lie over the space: then the space's button is pressed directly.
    const spot = page.locator(`[data-testid=space-${place}]`);
    await spot.click({ timeout: 3000 }).catch(() => spot.dispatchEvent("click"));
    const choice = page.locator(`[data-testid=pk-choice] button[data-move='${json}']`);
    if (await choice.count()) await choice.click();
    return "board";
  }
  const inPanel = page.locator(`[data-testid=pk-parlay] button[data-move='${json}']`);
  if (await inPanel.count()) {
    await inPanel.click();
    return "parlay";
  }
  const button = page.locator(`[data-testid=pk-buttons] button[data-move='${json}']`);
  if (await button.count()) {
    await button.click();
    return "button";
  }
  await page.evaluate(() => ((document.querySelector("[data-testid=all-moves]") as HTMLDetailsElement).open = true));
  await page.check("[data-testid=all-moves-every]");
  const labels = await page.locator("[data-testid=all-move]").allTextContents();
  throw new Error(`no click sends ${json} (all moves: ${labels.join(" | ")})`);
}

function strings(v: unknown, out = new Set<string>()): Set<string> {
  if (typeof v === "string") out.add(v);
  else if (Array.isArray(v)) v.forEach((x) => strings(x, out));
  else if (v && typeof v === "object") Object.values(v).forEach((x) => strings(x, out));
  return out;
}

test("a person and two bots play a short game to its end by clicks (a capture, a fight, a parlay offer and a counter-offer) while a watcher sees no secret", async () => {
  const page = await newPage();
  await page.goto(`${suite.server.url}/`);
  await page.waitForSelector("body[data-lobby-ready]");
  await page.fill("[data-testid=nickname]", "Anne");
  await page.click("[data-testid=game-pirate-king]");
  await page.fill("[data-testid=seats]", "3");
  await page.dispatchEvent("[data-testid=seats]", "input");
  for (const b of [1, 2]) await page.check(`[data-testid=bot-${b}]`);
  await page.check("[data-testid=option-shortGame]");
  await shot(page, "01-lobby");
  await page.click("[data-testid=create-table]");
  await page.waitForURL(/\/t\/[A-Z0-9]{6}$/);
  await page.waitForSelector("body[data-table-drawn]", { timeout: 30_000 });
  const code = new URL(page.url()).pathname.slice(3);
  await page.waitForFunction(() => window.__broadside?.state()?.status === "playing");
  expect(await page.textContent("[data-testid=rules-panel]")).toMatch(/Rules of Pirate King/);

  // The watcher: every frame it receives is kept.
  const watcher = await newPage();
  const frames: Buffer[] = [];
  const cdp = await watcher.context().newCDPSession(watcher);
  await cdp.send("Network.enable");
  cdp.on("Network.webSocketFrameReceived", (e: { response: { payloadData: string; opcode: number } }) => {
    frames.push(e.response.opcode === 2 ? Buffer.from(e.response.payloadData, "base64") : Buffer.from(e.response.payloadData, "utf8"));
  });
  await watcher.goto(`${suite.server.url}/t/${code}`);
  await watcher.click("[data-testid=ask-name-watch]");
  await watcher.waitForSelector("body[data-table-drawn]", { timeout: 30_000 });
  await watcher.waitForSelector("[data-testid=spectator-banner]:not([hidden])");
  await shot(page, "02-ports");

  const plan: Plan = { offered: false, offerTurn: "", askTurn: "", countered: false, badgeSeen: false, counteredByMe: false, raised: false, fought: false, captured: false, upgradesThisTurn: 0, turn: "" };
  const clicks = { board: 0, button: 0, parlay: 0 };
  const heldKeys = new Set<string>();
  const offerShots = { draft: false, answer: false };
  let shots = 0;
  const spacer = repeatSpacer(page);
  /** Plays Anne's decisions by clicks until the game ends. */
  const playToTheEnd = async () => {
    for (let guard = 0; guard < 3000; guard++) {
      const s = await snapshot(page);
      if (s.status !== "playing") break;
      for (const c of s.private?.["0"]?.held ?? []) heldKeys.add(c.key);
      const moves = s.active.includes(0) ? movesOf(s, 0) : [];
      if (moves.length === 0) {
        // The bots move: wait until it is Anne's decision again (or the end).
        await page.waitForFunction(() => {
          const st = window.__broadside?.state();
          return !st || st.status !== "playing" || (st.active.includes(0) && !!(st.private?.["0"] as { legal?: string } | undefined)?.legal);
        }, undefined, { timeout: 60_000 });
        continue;
      }
      const received = offerOf(s);
      if (received?.sent && received.to === 0 && (received.counters ?? 0) > 0 && !plan.countered) {
        plan.countered = true;
        plan.badgeSeen = await page.isVisible("[data-testid=pk-parlay] [data-testid=pk-counter-badge]");
        await shot(page, "05-counter-offer");
        await shot(watcher, "05-counter-offer-watcher");
      }
      const m = choose(moves, s, plan);
      if (m.type === "offerSend" && !offerShots.draft) {
        offerShots.draft = true;
        await shot(page, "04-parlay-draft");
      }
      // Five more bronze, the same sail again: a person's second click is slower than the page's double-click guard.
      await spacer.before(m);
      const how = await click(page, m);
      clicks[how as keyof typeof clicks]++;
      if (m.type === "offerSend" && !offerOf(s)?.counters) {
        plan.offered = true;
        plan.offerTurn = plan.turn;
      }
      if (m.type === "offer" && m.side === "get" && !offerOf(s)) plan.askTurn = plan.turn;
      if (m.type === "counter") plan.counteredByMe = true;
      if (m.type === "offerBronze" && (offerOf(s)?.counters ?? 0) > 0) plan.raised = true;
      if ((m.type === "dock" && m.choice === "fight") || m.type === "attack") plan.fought = true;
      if (m.type === "upgrade") plan.upgradesThisTurn++;
      if (m.type === "capture" && m.accept === true) plan.captured = true;
      await waitPast(page, s.version);
      spacer.answered();
      if (m.type === "offerSend" && !offerShots.answer) {
        offerShots.answer = true;
        await shot(watcher, "05-parlay-watcher");
      }
      if (shots < 1 && (s.board.round ?? 0) >= 3) {
        shots++;
        await shot(page, "03-round-3");
      }
    }
    await page.waitForFunction(() => window.__broadside?.state()?.status === "finished", undefined, { timeout: 60_000 });
  };
  await playToTheEnd();
  // Ships meet, and land on a free territory, by chance: until everything this test checks
  // has come up (a capture by Anne, a fight fought with dice, a parlay and a counter-offer),
  // a rematch (same table and seats) plays on, at most five games. The table's log runs on
  // across rematches, so what one game showed counts. (On 2026-12-03 one CI run's single game
  // had its counter-offer but no capture by Anne.)
  const logHas = async (kind: string, pred: (text: string) => boolean = () => true) => (await logOf(page)).some((e) => e.kind === kind && pred(e.text));
  const stillMissing = async () => !plan.offered || !(plan.countered || plan.counteredByMe)
    || !(await logHas("capture", (t) => t.startsWith("Anne captures"))) || !(await logHas("combat")) || !(await logHas("volley"));
  let games = 1;
  while (games < 5 && (await stillMissing())) {
    await shot(page, `06-end-of-game-${games}`);
    await page.click("[data-testid=pk-rematch]");
    await page.waitForFunction(() => window.__broadside?.state()?.status === "playing", undefined, { timeout: 30_000 });
    games++;
    await playToTheEnd();
  }
  await page.waitForSelector("[data-testid=pk-events] [data-testid=pk-volley]").catch(() => undefined);
  await shot(page, "06-end");
  await watcher.waitForFunction(() => window.__broadside?.state()?.status === "finished", undefined, { timeout: 30_000 });
  await shot(watcher, "07-watcher-end");

  const log = await logOf(page);
  const kinds = (k: string) => log.filter((e) => e.kind === k);
  console.log(`pirate-king e2e: ${games} game(s), ${clicks.board} board clicks, ${clicks.button} buttons, ${clicks.parlay} parlay; ${log.length} log lines; ` +
    `${kinds("capture").length} captures, ${kinds("combat").length} fights, ${kinds("volley").length} volleys, ${kinds("parlay").length} parlay lines ` +
    `(counter to Anne: ${plan.countered}, by Anne: ${plan.counteredByMe}); result: ${(await snapshot(page)).board.stage}`);
  expect(kinds("capture").some((e) => e.text.startsWith("Anne captures"))).toBe(true);
  expect(kinds("combat").length).toBeGreaterThan(0);
  expect(kinds("volley").length).toBeGreaterThan(0); // the fight was fought with dice, not only announced
  expect(kinds("parlay").some((e) => /Anne makes .* an offer/.test(e.text) || /Offer: Anne gives/.test(e.text))).toBe(true);
  expect(clicks.board).toBeGreaterThan(0);
  expect(clicks.parlay).toBeGreaterThan(0);
  // A counter-offer: a bot's to Anne's ask (shown with its badge), or Anne's to a bot's offer, sent from the composer.
  expect(plan.countered || plan.counteredByMe).toBe(true);
  if (plan.countered) {
    expect(plan.badgeSeen).toBe(true);
    // The two parties read the counter's contents in their log; everyone else only that it was made.
    expect(kinds("parlay").some((e) => /^Counter-offer: Bot \d gives|answers Anne with a counter-offer/.test(e.text))).toBe(true);
  }
  if (plan.counteredByMe) expect(kinds("parlay").some((e) => /^Counter-offer: Anne gives|^Anne answers .* with a counter-offer/.test(e.text))).toBe(true);

  // The watcher: no private part, no kept card of Anne's on the page or in any frame, no offer's contents.
  const w = await snapshot(watcher);
  for (const entry of Object.values(w.private ?? {})) expect([...strings(entry)].filter((x) => x !== "")).toEqual([]);
  const text = (await watcher.textContent("body")) ?? "";
  expect(text).not.toMatch(/Offer: Anne gives|Counter-offer: /);
  expect(await watcher.$("[data-testid=my-cards]")).toBeNull();
  expect(await watcher.$("[data-testid=pk-give]")).toBeNull();
  const wire = Buffer.concat(frames).toString("latin1");
  expect(frames.length).toBeGreaterThan(50);
  for (const key of heldKeys) expect(wire.includes(key)).toBe(false);
  expect(wire).not.toMatch(/Offer: Anne gives|Counter-offer: |You draw (Captain's Log|Pirate's Booty)/);
});
