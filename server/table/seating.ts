import { ServerError } from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import { OWNER } from "../games/view-tag";
import { CLOSE_FLOOD } from "../transport/frame-budget";
import { describeIssue, joinOptions, sitMessage, type JoinOptions } from "./messages";
import type { Seating, TableClient } from "./table-client";
import { sitLine } from "./table-lines";
import { spectatorRefusal } from "./watch-policy";
import type { BaseTableRoom } from "./table-room";

/**
 * Who sits where: joining (by seat token, a free seat or as a spectator), sitting down
 * later, dropping, reconnecting and leaving. A seat's private entry reaches only that seat's
 * connections, through their StateView and the explicit OWNER tag.
 */
export class TableSeating {
  constructor(private readonly room: BaseTableRoom) {}

  auth(raw: unknown): JoinOptions {
    const { match } = this.room;
    const parsed = joinOptions.safeParse(raw ?? {});
    if (!parsed.success) throw new ServerError(400, `join/invalid: ${describeIssue(parsed.error)}`);
    const opts = parsed.data;
    const hasSeat = opts.seatToken !== undefined && match.seatOfToken(opts.seatToken) !== null;
    const willSit = hasSeat || (!opts.watch && match.status === "waiting" && !match.isFull);
    const refusal = willSit ? null : spectatorRefusal(match.settings, match.code);
    if (refusal) throw new ServerError(403, refusal);
    const maxSpectators = this.room.deps.config.maxSpectators;
    if (!willSit && this.room.output.spectatorCount() >= maxSpectators) {
      throw new ServerError(409, `table/full: every seat is taken and the table has its ${maxSpectators} spectators.`);
    }
    return opts;
  }

  async join(client: TableClient): Promise<void> {
    const { match, output } = this.room;
    const opts = (client.auth ?? {}) as JoinOptions;
    client.view = new StateView();
    const seating: Seating = { seat: null, name: opts.name ?? "", dropped: false, kicked: false, viewed: false };
    client.userData = seating;
    let token: string | null = null;
    let notice: { code: string; message: string } | null = null;
    if (opts.seatToken !== undefined) {
      const seat = match.seatOfToken(opts.seatToken);
      if (seat === null) notice = { code: "seat/token_unknown", message: "That seat token belongs to no seat here; you are watching." };
      else {
        seating.seat = seat;
        token = opts.seatToken;
      }
    }
    let seatsChanged = false;
    if (seating.seat === null && !opts.watch) {
      const free = match.status === "waiting" ? match.freeSeat() : null;
      if (free !== null) {
        token = match.takeSeat(free, opts.name ?? `Player ${free + 1}`);
        seating.seat = free;
        seatsChanged = true;
      } else if (notice === null) {
        notice =
          match.status === "waiting"
            ? { code: "table/full", message: "Every seat is taken; you are watching." }
            : match.status === "playing"
              ? { code: "table/started", message: "The game has started; you are watching." }
              : { code: "table/finished", message: "The game is over; you are watching." };
      }
    }
    if (seating.seat !== null) {
      seating.name = match.seats[seating.seat].name;
      this.seatConnected(seating.seat);
      this.grantView(client);
    } else if (!seating.name) {
      seating.name = "Spectator";
    }
    client.send("welcome", {
      role: seating.seat === null ? "spectator" : "player",
      seat: seating.seat,
      seatToken: token,
      host: seating.seat === match.hostSeat,
      ...(notice && seating.seat === null ? { notice } : {}),
    });
    output.sendHistory(client, seating.seat);
    for (const line of this.room.chat.all()) client.send("chat", line);
    if (seatsChanged) await this.seatTaken(seating);
    this.room.lifetime.refreshAutoDispose();
    output.publish();
    await output.updateMetadata();
  }

  /** A `sit` message: a spectator takes a free seat before the start. */
  async sit(client: TableClient, payload: unknown): Promise<void> {
    const { match, output } = this.room;
    const reject = this.room.inbox.reject.bind(this.room.inbox);
    const parsed = sitMessage.safeParse(payload ?? {});
    if (!parsed.success) return reject(client, "message/malformed", `\`sit\` takes { seat? }: ${describeIssue(parsed.error)}.`);
    const seating = client.userData!;
    // A seated player the bot stands in for (away, or out of time) takes the seat back.
    if (seating.seat !== null) return this.room.lifetime.policies.back(seating.seat) ? undefined : reject(client, "sit/seated", "You already have a seat.");
    if (match.status !== "waiting") return reject(client, "sit/started", "Seats can only be taken before the game starts.");
    const wanted = parsed.data.seat ?? match.freeSeat();
    if (wanted === null) return reject(client, "table/full", "Every seat is taken.");
    if (wanted >= match.seats.length) return reject(client, "seat/unknown", `There is no seat ${wanted} at this table.`);
    if (match.isTaken(wanted)) return reject(client, "sit/taken", `Seat ${wanted} is taken.`);
    const name = seating.name && seating.name !== "Spectator" ? seating.name : `Player ${wanted + 1}`;
    const token = match.takeSeat(wanted, name);
    seating.seat = wanted;
    seating.name = name;
    this.seatConnected(wanted);
    client.send("welcome", { role: "player", seat: wanted, seatToken: token, host: wanted === match.hostSeat });
    await this.seatTaken(seating);
    output.publish();
    await output.updateMetadata();
  }

  /** Said, journaled, and the game starts once the last seat is taken. */
  private async seatTaken(seating: Seating): Promise<void> {
    const { match, output } = this.room;
    output.tableEvent("table/sit", sitLine(seating.name, seating.seat!));
    await this.room.deps.journal.saveHeader(match.header());
    if (match.isFull) await this.room.lifetime.startMatch();
  }

  drop(client: TableClient, closeCode?: number): void {
    const seating = client.userData;
    // Closed by the transport for flooding (transport/frame-budget.ts): no reconnection.
    if (seating && closeCode === CLOSE_FLOOD) seating.kicked = true;
    if (!seating || seating.kicked) return; // onLeave follows
    seating.dropped = true;
    if (seating.seat !== null) this.room.match.seats[seating.seat].connections--;
    this.room.output.publish();
    const reconnection = this.room.allowReconnection(client, this.room.deps.config.graceSeconds);
    Promise.resolve(reconnection).catch(() => undefined);
  }

  reconnect(client: TableClient): void {
    const seating = client.userData;
    if (!seating) return;
    seating.dropped = false;
    if (seating.seat !== null) this.seatConnected(seating.seat);
    // What was said while away: the client keys log entries by `n`, so repeats are harmless.
    this.room.output.sendHistory(client, seating.seat);
    this.room.output.publish();
  }

  async leave(client: TableClient): Promise<void> {
    const { match, output } = this.room;
    // A restart is not a leave: the player comes back with the seat token to the restored table.
    if (this.room.lifetime.restarting) return;
    const seating = client.userData;
    if (!seating) return;
    const seat = seating.seat;
    if (seat !== null) {
      const s = match.seats[seat];
      if (!seating.dropped) s.connections--;
      if (s.connections <= 0) {
        s.connections = 0;
        // Before the start, a player who left (or did not return within the grace period)
        // gives the seat back.
        if (match.status === "waiting") {
          output.tableEvent("table/stand", `${s.name} leaves seat ${seat + 1}.`);
          match.releaseSeat(seat);
          await this.room.deps.journal.saveHeader(match.header());
        } else if (match.status === "playing" && !s.away) {
          s.away = true;
          output.tableEvent("table/away", `${s.name} is away: the bot plays for them until they return.`);
          this.room.actions.scheduleBots();
        }
      }
    }
    output.publish();
    await output.updateMetadata();
  }

  private seatConnected(seat: number): void {
    const s = this.room.match.seats[seat];
    s.connections++;
    if (s.away) {
      s.away = false;
      this.room.output.tableEvent("table/back", `${s.name} is back.`);
    }
  }

  /** Only this seat's clients get its private entry (explicit OWNER tag). */
  grantView(client: TableClient): void {
    const seating = client.userData!;
    if (seating.seat === null || seating.viewed) return;
    const entry = this.room.state.private.get(String(seating.seat));
    if (!entry) return; // before the start; granted in startMatch()
    client.view!.add(entry, OWNER);
    seating.viewed = true;
  }
}
