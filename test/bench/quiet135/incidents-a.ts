// Incidents in the karaoke estate (Echo Booth): a managed Postgres failover leaving the song catalogue on a
// read-only node, and the rights society's clearance API failing behind the licence ledger.
import type { Ctx } from "./ctx.js";
import { shutdown, startup } from "./lifecycle.js";
import { exc } from "./stacks.js";
import { edgeLine, isrc, makeReq, pickRoute, REASONS, svcLines } from "./traffic.js";

export interface IncidentDef {
  key: string;
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  /** Noise kinds that suit the window (one is picked as its main noise). */
  noise: string[];
  note: string;
  run(ctx: Ctx, start: number): void;
  /** Called before the background is written (to take over a service's GC log, say). */
  prepare?(ctx: Ctx, start: number): void;
}

/** A deploy of some other service a little before or after the fault. */
export function unrelatedDeploy(ctx: Ctx, name: string, t: number): void {
  const s = ctx.named(name);
  const next = s.version.replace(/(\d+)$/, (m) => String(Number(m) + 1));
  const down = shutdown(ctx, s, t);
  startup(ctx, s, down + ctx.r.int(1500, 5000), next);
}

export const songsReadonly: IncidentDef = {
  key: "songs_readonly",
  estate: "echo",
  origin: "song_catalog",
  category: "database",
  hints: ["readonly", "read-only", "read only", "psycopg", "sqlalchemy", "database", "sql", "internalerror"],
  severity: "high",
  noise: ["devices_offline", "room_overruns", "lyrics_parse_errors", "rolling_restart", "sound_level_alerts"],
  note: "After a managed Postgres failover song_catalog's pool kept talking to the demoted, now read-only node, so every play/queue write failed with ReadOnlySqlTransaction while room_control and booking_jobs reported 500s and retries.",
  run(ctx, S) {
    const r = ctx.r;
    const cat = ctx.named("song_catalog");
    const rooms = ctx.named("room_control");
    const jobs = ctx.named("booking_jobs");
    unrelatedDeploy(ctx, "mic_fleet", S - r.int(90000, 200000));
    // the failover drops the pooled connections
    ctx.spread(S, S + 3000, r.int(3, 6), (t) => {
      const e = exc(r, cat, "generic", {
        cls: "sqlalchemy.exc.OperationalError",
        detail:
          "(psycopg2.OperationalError) server closed the connection unexpectedly\n\tThis probably means the server terminated abnormally\n\tbefore or while processing the request.",
        where: ["plays:PlayRepository.record", "api:Queue.add"],
      });
      ctx.emitExc(cat, t, "ERROR", "Exception in ASGI application", e);
    });
    ctx.emit(
      cat,
      S + 3500,
      "WARN",
      "sqlalchemy.pool.impl.QueuePool: Pool pre-ping invalidated 8 connections; reconnecting to catalog-db.cluster-echobooth.eu-west-1.rds.example:5432",
    );
    ctx.suppressRole("queue", S, ctx.t1, 0.97, /queue/);
    // queue adds: RoomPad -> nginx -> room_control -> song_catalog (write fails)
    ctx.poisson(S + 4000, ctx.t1, ctx.scale * r.float(22, 36), (t) => {
      const route = ctx.estate.routes.find((x) => x.path.includes("/queue")) ?? pickRoute(ctx, "queue");
      const req = makeReq(ctx, t, route);
      const room = /rooms\/(\d+)/.exec(req.path)?.[1] ?? "3";
      let tt = t + r.int(2, 8);
      for (let attempt = 1; attempt <= 3; attempt++) {
        const inner = makeReq(ctx, tt, { role: "songs", method: "POST", path: `/v1/plays`, weight: 1, ms: 30 });
        inner.ids = req.ids;
        inner.svc = cat;
        const ms = r.int(15, 60);
        svcLines(ctx, inner, tt, 500, ms);
        if (attempt === 1 ? r.chance(0.7) : r.chance(0.1)) {
          const e = exc(r, cat, "readonly", {
            detail: "INSERT",
            where: ["plays:PlayRepository.record", "api:Queue.add"],
          });
          ctx.emitExc(cat, tt + ms - 1, "ERROR", "Exception in ASGI application", e, { ids: req.ids });
        }
        tt += ms;
        if (attempt < 3) {
          ctx.emit(
            rooms,
            tt + 1,
            "WARN",
            `POST http://song-catalog:8000/v1/plays failed with 500 Internal Server Error, retrying in ${attempt * 200}ms (${attempt}/3)`,
            { ids: req.ids },
          );
          tt += attempt * 200;
        }
      }
      const e = exc(r, rooms, "http", {
        detail: "500",
        where: ["catalog:CatalogClient.recordPlay", "queue:QueueController.add"],
      });
      ctx.emitExc(
        rooms,
        tt + 2,
        "ERROR",
        `queue add failed for room ${room}: song_catalog responded 500 after 3 attempts`,
        e,
        { ids: req.ids },
      );
      svcLines(ctx, req, t, 502, tt + 3 - t);
      edgeLine(ctx, req, t, 502, tt + 4 - t, { passThrough: true });
    });
    // play-count sync job hits the same writes
    ctx.every(S + r.int(5000, 30000), ctx.t1, 30000, (t) => {
      const jid = r.hex(24);
      ctx.emit(jobs, t, "INFO", `class=PlayCountSyncJob jid=${jid} INFO: start`);
      const e = exc(r, jobs, "http", { detail: "500", where: ["jobs:PlayCountSyncJob.perform"] });
      ctx.emitExc(
        jobs,
        t + r.int(100, 400),
        "WARN",
        `class=PlayCountSyncJob jid=${jid} retry_count=${r.int(0, 4)} WARN`,
        e,
      );
      ctx.emit(
        jobs,
        t + r.int(400, 600),
        "INFO",
        `class=PlayCountSyncJob jid=${jid} INFO: fail: ${(r.float(0.1, 0.5)).toFixed(3)} sec`,
      );
    });
    // reads keep working: searches still 200
    ctx.poisson(S, ctx.t1, 6, (t) =>
      ctx.emit(
        cat,
        t,
        "DEBUG",
        `search q=${r.pick(["abba", "queen", "oasis", "whitney"])} hits=${r.int(3, 80)} took=${r.int(4, 30)}ms`,
      ),
    );
  },
};

export const rightsVendor: IncidentDef = {
  key: "rights_vendor",
  estate: "echo",
  origin: "licence_ledger",
  category: "dependency",
  hints: ["503", "unavailable", "circuit", "breaker", "rightsbridge", "upstream", "vendor", "dependency", "httperror"],
  severity: "medium",
  noise: ["licence_refusals", "dead_push_tokens", "devices_offline", "sound_level_alerts", "room_overruns"],
  note: "The rights society's clearance API (RightsBridge, not logging here) began answering 503, licence_ledger's circuit breaker opened and every uncached song was refused, which room_control reported loudly as failed queue adds.",
  run(ctx, S) {
    const r = ctx.r;
    const lic = ctx.named("licence_ledger");
    const rooms = ctx.named("room_control");
    const host = "api.rightsbridge.example";
    unrelatedDeploy(ctx, "room_tabs", S + r.int(60000, 150000));
    let failures = 0;
    let openUntil = 0;
    ctx.suppressRole("queue", S, ctx.t1, 0.6, /queue/);
    ctx.poisson(S, ctx.t1, ctx.scale * r.float(24, 40), (t) => {
      const route = ctx.estate.routes.find((x) => x.path.includes("/queue")) ?? pickRoute(ctx, "queue");
      const req = makeReq(ctx, t, route);
      const code = isrc(r);
      const room = /rooms\/(\d+)/.exec(req.path)?.[1] ?? "2";
      const inner = makeReq(ctx, t + 3, {
        role: "licence",
        method: "GET",
        path: `/clearances/${code}?territory=GB`,
        weight: 1,
        ms: 20,
      });
      inner.ids = req.ids;
      inner.svc = lic;
      const cached = r.chance(0.35);
      if (cached) {
        svcLines(ctx, inner, t + 3, 200, r.int(2, 8));
        ctx.emit(rooms, t + 20, "INFO", `queued isrc=${code} room=${room} clearance=cached`, { ids: req.ids });
        edgeLine(ctx, req, t, 201, r.int(25, 60));
        return;
      }
      let ms: number;
      if (t < openUntil) {
        ms = r.int(1, 3);
        ctx.emit(
          lic,
          t + 4,
          "WARN",
          `clearance unavailable for isrc=${code}: circuit 'rightsbridge' is OPEN, refusing`,
          { ids: req.ids },
        );
      } else {
        ms = r.int(300, 2500);
        const e = exc(r, lic, "http", {
          host,
          detail: "503 Service Unavailable",
          cls: `/v3/clearances/${code}`,
          where: ["vendor:RightsBridgeClient.clearance", "api:Clearances.get"],
        });
        if (r.chance(0.3))
          ctx.emitExc(lic, t + ms, "ERROR", `clearance lookup failed for isrc=${code}`, e, { ids: req.ids });
        else
          ctx.emit(
            lic,
            t + ms,
            "WARN",
            `clearance lookup failed: 503 Service Unavailable from ${host} (isrc=${code}, attempt 1/1) body="<html><head><title>503 Service Temporarily Unavailable</title></head>..."`,
            { ids: req.ids },
          );
        failures++;
        if (failures >= 20) {
          failures = 0;
          openUntil = t + ms + 30000;
          ctx.emit(
            lic,
            t + ms + 1,
            "ERROR",
            `circuit 'rightsbridge' OPEN: failure rate 100.0% over last 20 calls (threshold 50%); short-circuiting for 30s`,
          );
          ctx.emit(lic, openUntil, "INFO", `circuit 'rightsbridge' HALF_OPEN: allowing 3 probe calls`);
        }
      }
      svcLines(ctx, inner, t + 3, 503, ms);
      ctx.emit(
        rooms,
        t + ms + 6,
        "ERROR",
        `licence check failed for isrc=${code} room=${room}: GET http://licence-ledger:5000/clearances/${code} responded 503 ${REASONS[503]}`,
        { ids: req.ids },
      );
      if (r.chance(0.5))
        ctx.emit(
          rooms,
          t + ms + 7,
          "WARN",
          `track blocked in room ${room}: clearance unavailable, showing "song unavailable right now" to guests`,
          { ids: req.ids },
        );
      svcLines(ctx, req, t, 503, ms + 9);
      edgeLine(ctx, req, t, 503, ms + 10, { passThrough: true });
    });
  },
};
