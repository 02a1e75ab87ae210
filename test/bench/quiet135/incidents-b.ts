// Incidents in the club-and-lounge estate (Neon Pelican): the node under the door service losing its
// network path, and the guest-list service running out of heap on a huge promoter upload.
import { type IncidentDef, unrelatedDeploy } from "./incidents-a.js";
import { startup } from "./lifecycle.js";
import { exc } from "./stacks.js";
import { edgeLine, makeReq, pickRoute, svcLines } from "./traffic.js";

export const doormanNetwork: IncidentDef = {
  key: "doorman_network",
  estate: "neon",
  origin: "doorman",
  category: "network",
  hints: ["socket", "network", "route", "reset", "connection", "unreachable", "httprequest", "host"],
  severity: "high",
  noise: ["underage_refusals", "fake_id_flags", "occupancy_holds", "id_scanner_firmware", "guestlist_caps"],
  note: "The node running doorman lost its network path (no route to host, resets, connect timeouts on every outbound call to roster, the ID vendor and Kafka) so door verifications failed, with gatekeeper 503/504s and the scanner hub's offline-queue errors louder than doorman's own.",
  run(ctx, S) {
    const r = ctx.r;
    const door = ctx.named("doorman");
    const hub = ctx.named("scanner");
    const edge = ctx.named("gatekeeper");
    const kafkaIp = ctx.pod(ctx.named("kafka")).ip;
    ctx.emit(edge, S - r.int(40000, 90000), "INFO", "Proxy fe_https started.");
    ctx.emit(edge, S - r.int(30000, 39000), "INFO", "Loading success.");
    unrelatedDeploy(ctx, "courier", S + r.int(30000, 120000));
    ctx.every(S + r.int(500, 3000), ctx.t1, 10000, (t) =>
      ctx.emit(
        door,
        t,
        "WARN",
        `[thrd:kafka-0.kafka:9092/0]: kafka-0.kafka:9092/0: Connect to ipv4#${kafkaIp}:9092 failed: No route to host (after ${r.int(3000, 3020)}ms in state CONNECT, ${r.int(1, 9)} identical error(s) suppressed)`,
      ),
    );
    ctx.suppressRole("door", S, ctx.t1, 0.97);
    ctx.poisson(S + 1000, ctx.t1, ctx.scale * r.float(20, 32), (t) => {
      const route = pickRoute(ctx, "door");
      const req = makeReq(ctx, t, route);
      const lane = r.int(1, 3);
      const tablet = `np-door-${String(r.int(1, 12)).padStart(2, "0")}`;
      const target = r.chance(0.6)
        ? { h: "roster:8080", n: "roster-client" }
        : { h: "api.docuscan.example:443", n: "docuscan" };
      const kind = r.weighted([
        ["noroute", 5],
        ["reset", 2],
        ["timeout", 3],
      ] as const);
      const hops = kind === "timeout" ? 3000 : r.int(3000, 3010);
      ctx.emit(
        door,
        t + hops,
        "WARN",
        `Execution attempt. Source: '${target.n}//Standard-Retry', Operation Key: '', Result: '${kind === "noroute" ? `No route to host (${target.h})` : kind === "reset" ? "Connection reset by peer" : "The operation was canceled."}', Handled: 'True', Attempt: '0', Execution Time: ${(hops + r.float(0, 9)).toFixed(4)}ms`,
        { ids: req.ids },
      );
      const total = hops * 2 + r.int(5, 300);
      const e =
        kind === "timeout"
          ? exc(r, door, "generic", {
              cls: "System.Net.Http.HttpRequestException",
              detail: `Connection timed out (${target.h})`,
              where: [
                target.n === "docuscan" ? "verification:DocuscanClient.VerifyAsync" : "guests:RosterClient.MatchAsync",
                "api:VerifyController.Post",
              ],
            })
          : exc(r, door, kind, {
              host: target.h,
              where: [
                target.n === "docuscan" ? "verification:DocuscanClient.VerifyAsync" : "guests:RosterClient.MatchAsync",
                "api:VerifyController.Post",
              ],
            });
      if (r.chance(0.45))
        ctx.emitExc(door, t + total, "ERROR", `Verification failed for scan ${r.hex(10)} on lane ${lane}`, e, {
          ids: req.ids,
        });
      else
        ctx.emit(
          door,
          t + total,
          "WARN",
          `Verification degraded for scan ${r.hex(10)} on lane ${lane}: ${e.text}; asking staff for manual check`,
          { ids: req.ids, errType: e.type },
        );
      const gw = total > 10000 || r.chance(0.2);
      if (gw) edgeLine(ctx, req, t, 504, 10000, { flags: "sH--" });
      else {
        svcLines(ctx, req, t, 503, total);
        edgeLine(ctx, req, t, 503, total + 1);
      }
      ctx.emit(
        hub,
        t + total + r.int(20, 300),
        "ERROR",
        `lane ${lane} tablet ${tablet}: POST /v1/door/verify failed ${gw ? "504 Gateway Timeout" : "503 Service Unavailable"} (attempt 1/2)`,
      );
      ctx.emit(
        hub,
        t + total + r.int(1300, 2500),
        "ERROR",
        `lane ${lane} tablet ${tablet}: verify failed ${gw ? "504 Gateway Timeout" : "503 Service Unavailable"} after 2 attempts; scan stored offline (queue ${r.int(1, 40)})`,
      );
      if (r.chance(0.35))
        ctx.emit(hub, t + total + r.int(400, 900), "WARN", `lane ${lane} tablet ${tablet} switched to manual mode`);
    });
  },
};

export const rosterHeap: IncidentDef = {
  key: "roster_heap",
  estate: "neon",
  origin: "roster",
  category: "memory",
  hints: ["outofmemory", "heap", "memory", "oom", "gc"],
  severity: "high",
  noise: ["guestlist_caps", "underage_refusals", "gc_pauses", "card_declines", "expired_sessions"],
  prepare(ctx, S) {
    ctx.heaps.set("roster", 2048);
    ctx.pod(ctx.named("roster")).replicas = 1;
    ctx.gcOwnedFrom.set("roster", S);
  },
  note: "A 61k-row promoter upload made roster hold the whole sheet in memory: G1 pauses grew, requests slowed, then the JVM died of OutOfMemoryError: Java heap space and crash-looped as the import resumed, while doorman timeouts, tables errors and gatekeeper 503/504s did most of the shouting.",
  run(ctx, S) {
    const r = ctx.r;
    const roster = ctx.named("roster");
    const door = ctx.named("doorman");
    const tables = ctx.named("tables");
    const edge = ctx.named("gatekeeper");
    const upload = `U${r.alnum(8, true)}`;
    ctx.emit(roster, S, "INFO", `guest list import started upload=${upload} rows=61204 promoter=uni-socs format=xlsx`);
    unrelatedDeploy(ctx, "backoffice", S - r.int(60000, 180000));
    ctx.suppressRole("guests", S + 60000, ctx.t1, 0.95);
    const H = ctx.heapOf(roster);
    let t = S;
    let cycle = 0;
    while (t < ctx.t1) {
      const climb = r.int(130000, 200000);
      const oom = t + climb;
      // heap climbing
      const from = t;
      ctx.every(t + 2000, Math.min(oom, ctx.t1), 9000, (tt) => {
        const f = (tt - from) / climb;
        const gc = ctx.nextGc(roster);
        const after = Math.round(H * (0.44 + 0.555 * f));
        const pause = 15 + 400 * f * f;
        if (f > 0.75 && r.chance(0.4)) {
          ctx.emit(roster, tt, "WARN", `[gc] GC(${gc}) To-space exhausted`);
          ctx.emit(
            roster,
            tt + 5,
            "INFO",
            `[gc] GC(${gc}) Pause Full (G1 Compaction Pause) ${H - 1}M->${Math.min(H - 2, after + 5)}M(${H}M) ${(1800 + 1500 * f).toFixed(3)}ms`,
          );
        } else
          ctx.emit(
            roster,
            tt,
            "INFO",
            `[gc] GC(${gc}) Pause Young (Normal) (G1 Evacuation Pause) ${Math.min(H - 1, after + r.int(60, 140))}M->${after}M(${H}M) ${pause.toFixed(3)}ms`,
          );
      });
      // slow then timing-out requests from callers
      ctx.poisson(t + 60000, Math.min(oom, ctx.t1), ctx.scale * r.float(14, 22), (tt) => {
        const f = (tt - t) / climb;
        const route = pickRoute(ctx, "guests");
        const req = makeReq(ctx, tt, route);
        const ms = Math.round(300 + 9000 * f * f + r.int(0, 800));
        if (ms < 5000) {
          svcLines(ctx, req, tt, 200, ms);
          edgeLine(ctx, req, tt, 200, ms + 1);
        } else {
          ctx.emit(roster, tt + ms, "INFO", `Completed 200 OK for ${req.method} ${req.path.split("?")[0]} in ${ms}ms`, {
            ids: req.ids,
          });
          edgeLine(ctx, req, tt, 504, 5000, { flags: "sH--" });
          if (r.chance(0.6)) {
            const e = exc(r, door, "timeout", {
              timeoutMs: 5000,
              where: ["guests:RosterClient.MatchAsync", "api:VerifyController.Post"],
            });
            ctx.emitExc(door, tt + 5000, "ERROR", "Guest list lookup failed", e, { ids: ctx.ids() });
          } else {
            const e = exc(r, tables, "timeout", {
              host: "roster:8080",
              detail: "/v1/lists/match",
              where: ["guests:RosterGateway.verify", "reservations:ReservationService.confirm"],
            });
            ctx.emitExc(
              tables,
              tt + 5000,
              "ERROR",
              `guest list verify failed for reservation ${r.int(1000, 99999)}`,
              e,
              { ids: ctx.ids() },
            );
          }
        }
      });
      if (oom >= ctx.t1) break;
      const e1 = exc(r, roster, "oom", { where: ["imports:SheetImporter.readAll", "imports:GuestImportJob.run"] });
      ctx.emitExc(roster, oom, "ERROR", `Exception in thread "guest-import-${cycle + 1}"`, e1);
      const e2 = exc(r, roster, "oom", { where: ["lists:GuestListService.search", "lists:ListController.guests"] });
      ctx.emitExc(
        roster,
        oom + r.int(50, 900),
        "ERROR",
        "Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space] with root cause",
        e2,
      );
      ctx.emit(
        roster,
        oom + r.int(1000, 1500),
        "ERROR",
        "Terminating due to java.lang.OutOfMemoryError: Java heap space",
      );
      const back = oom + r.int(35000, 70000);
      ctx.markDown(roster, oom + 1600, back);
      ctx.emit(
        edge,
        oom + r.int(2000, 4000),
        "WARN",
        `Server be_roster/roster-1 is DOWN, reason: Layer4 connection problem, info: "Connection refused", check duration: 0ms. 0 active and 0 backup servers left. ${r.int(2, 9)} sessions active, 0 requeued, 0 remaining in queue.`,
      );
      ctx.emit(edge, oom + r.int(4000, 5000), "ERROR", "backend be_roster has no server available!");
      // down: callers get refused
      ctx.poisson(oom + 1500, back, ctx.scale * r.float(20, 30), (tt) => {
        const req = makeReq(ctx, tt, pickRoute(ctx, "guests"));
        edgeLine(ctx, req, tt, 503, r.int(0, 2), { flags: "SC--", upstream: false });
        if (r.chance(0.5)) {
          const e = exc(r, door, "refused", {
            host: "roster:8080",
            where: ["guests:RosterClient.MatchAsync", "api:VerifyController.Post"],
          });
          ctx.emitExc(door, tt + 3, "ERROR", "Guest list lookup failed", e, { ids: ctx.ids() });
        } else {
          const e = exc(r, tables, "refused", {
            host: "roster:8080",
            detail: "/v1/lists/match",
            where: ["guests:RosterGateway.verify", "reservations:ReservationService.confirm"],
          });
          ctx.emitExc(tables, tt + 3, "ERROR", `guest list verify failed for reservation ${r.int(1000, 99999)}`, e, {
            ids: ctx.ids(),
          });
        }
      });
      const ready = startup(ctx, roster, back);
      ctx.gcCounters.set("roster", -1);
      ctx.emit(
        edge,
        ready + r.int(2000, 4000),
        "INFO",
        `Server be_roster/roster-1 is UP, reason: Layer7 check passed, code: 200, check duration: ${r.int(2, 9)}ms. 1 active and 0 backup servers online. 0 sessions requeued, 0 total in queue.`,
      );
      ctx.emit(
        roster,
        ready + r.int(3000, 6000),
        "INFO",
        `resuming guest list import upload=${upload} from row 0 (previous attempt interrupted)`,
      );
      t = ready;
      cycle++;
    }
  },
};
