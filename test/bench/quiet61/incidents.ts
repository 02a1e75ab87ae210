// The eight outages, each told the way its runtime and its callers would log it, on top of the ordinary noise.
import { type Ctx, emit, loc, order, robot, svc, tid, tote } from "./ctx.js";
import type { Role } from "./estates.js";
import type { Ev, Format } from "./formats.js";

export interface IncidentSpec {
  key: string;
  estate: string;
  format: Format;
  origin: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** writes the outage; returns which ordinary lines it silences */
  run: (c: Ctx, t0: number) => (e: Ev) => boolean;
}

/** calls fn at exponential gaps between from and to */
function every(c: Ctx, from: number, to: number, meanGap: number, fn: (t: number, i: number) => void): void {
  let i = 0;
  for (let t = from + c.r.gap(meanGap); t < to; t += c.r.gap(meanGap)) fn(t, i++);
}

const ip = (c: Ctx, net: string) => `${net}.${c.r.int(1, 30)}.${c.r.int(2, 250)}`;

export const INCIDENTS: readonly IncidentSpec[] = [
  {
    key: "db-slots",
    estate: "northgate",
    format: "jsonl",
    origin: "wms",
    category: "database",
    hints: ["database", "connection", "sql", "postgres", "pool", "hikari", "psql"],
    severity: "high",
    note: "wms-core can no longer get Postgres connections (server out of connection slots, Hikari pool exhausted); pick-exec, ptl-controller, wave-planner and the edge fail with 5xx and timeouts naming wms-core.",
    run: (c, t0) => {
      const wms = svc(c, "wms");
      const pick = svc(c, "pick");
      const ptl = svc(c, "ptl");
      const wave = svc(c, "wave");
      const edge = svc(c, "edge");
      emit(
        c,
        t0,
        wms,
        "warn",
        "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@5b1f3a2c (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
      );
      every(c, t0 + 2000, c.end, 9000, (t) =>
        emit(c, t, wms, "warn", `HikariPool-1 - Pool stats (total=16, active=16, idle=0, waiting=${c.r.int(30, 90)})`),
      );
      every(c, t0 + 3000, c.end, 7000, (t) =>
        emit(
          c,
          t,
          wms,
          "error",
          `HikariPool-1 - Exception during pool initialization of new connection: FATAL: remaining connection slots are reserved for non-replication superuser connections`,
        ),
      );
      every(c, t0 + 31000, c.end, 1100, (t) => {
        const id = tid(c);
        const logged = c.r.chance(0.45);
        if (logged)
          emit(
            c,
            t,
            wms,
            "error",
            `Request processing failed for POST /api/tasks/PT-${c.r.int(1000000, 9999999)}/confirm`,
            {
              trace: id,
              stack: [
                "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
                "\tat org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)",
                "\tat org.springframework.transaction.support.AbstractPlatformTransactionManager.startTransaction(AbstractPlatformTransactionManager.java:531)",
                "\tat org.springframework.transaction.interceptor.TransactionAspectSupport.invokeWithinTransaction(TransactionAspectSupport.java:392)",
                "\tat com.northgate.wms.task.TaskConfirmService$$SpringCGLIB$$0.confirm(<generated>)",
                "\tat com.northgate.wms.task.TaskController.confirm(TaskController.java:88)",
                `Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=16, active=16, idle=0, waiting=${c.r.int(40, 90)})`,
                "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
                "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
                "\tat com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:100)",
                "Caused by: org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
                "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
                "\tat org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
                "\t... 41 common frames omitted",
              ].join("\n"),
            },
          );
        for (let a = 1; a <= 3; a++)
          emit(
            c,
            t + a * 250,
            pick,
            a < 3 ? "warn" : "error",
            a < 3
              ? `confirm task: POST http://wms-core:8080/api/tasks/confirm: 503 Service Unavailable, retrying (attempt ${a}/3)`
              : `confirm task failed after 3 attempts: wms-core 503 Service Unavailable; task left IN_PROGRESS at PS-${String(c.r.int(1, 16)).padStart(2, "0")}`,
            { trace: id },
          );
      });
      every(c, t0 + 31000, c.end, 3500, (t) =>
        emit(
          c,
          t,
          ptl,
          "error",
          `confirm ${loc(c)} not acknowledged: Request failed with status code 500 (wms-core), light left blinking`,
          { trace: tid(c) },
        ),
      );
      every(c, t0 + 35000, c.end, 4500, (t) =>
        emit(c, t, edge, "error", `POST /api/v2/orders 504 ${c.r.int(30001, 30090)}ms upstream=wms-core`, {
          trace: tid(c),
        }),
      );
      every(c, t0 + 40000, c.end, 25000, (t) =>
        emit(
          c,
          t,
          wave,
          "error",
          `release of wave W-${c.r.int(1000, 2359)}-${c.r.int(1, 40)} failed: 500 Internal Server Error from wms-core (POST /api/waves/release)`,
        ),
      );
      return (e) => e.svc === wms.name && e.level === "info" && e.t > t0 + 30000 && c.r.chance(0.85);
    },
  },
  {
    key: "traffic-uplink",
    estate: "kestrel",
    format: "logfmt",
    origin: "traffic",
    category: "network",
    hints: ["network", "connection", "reset", "socket", "websocket", "route", "unreachable"],
    severity: "high",
    note: "robot-traffic loses its network path to the robot subnet (connection resets, no route to host on reconnect); robot-dispatch reports robots without traffic sessions and re-dispatches missions in a storm, put-wall waits for deliveries.",
    run: (c, t0) => {
      const tr = svc(c, "traffic");
      const fl = svc(c, "fleet");
      const pw = svc(c, "ptl");
      every(c, t0, t0 + 15000, 400, (t) =>
        emit(
          c,
          t,
          tr,
          "error",
          `robot session ${robot(c)}: write tcp 10.60.0.14:8443->${ip(c, "10.62")}:${c.r.int(30000, 60000)}: write: connection reset by peer`,
        ),
      );
      every(c, t0 + 500, c.end, 1800, (t) =>
        emit(
          c,
          t,
          tr,
          "warn",
          `robot session ${robot(c)} closed: websocket: close 1006 (abnormal closure): unexpected EOF`,
        ),
      );
      every(c, t0 + 8000, c.end, 2500, (t) =>
        emit(
          c,
          t,
          tr,
          "error",
          `reconnect ${robot(c)} failed: dial tcp ${ip(c, "10.62")}:7000: connect: no route to host (backoff ${c.r.pick([1, 2, 4, 8, 16])}s)`,
        ),
      );
      every(c, t0 + 20000, c.end, 15000, (t) =>
        emit(
          c,
          t,
          tr,
          "warn",
          `robot sessions: ${c.r.int(2, 9)}/48 connected, keepalive failures ${c.r.int(200, 900)} in last 60s`,
        ),
      );
      every(c, t0 + 6000, c.end, 500, (t) =>
        emit(
          c,
          t,
          fl,
          c.r.chance(0.4) ? "error" : "warn",
          c.r.chance(0.5)
            ? `mission M${c.r.int(100000, 999999)} stalled: ${robot(c)} has no traffic session, re-dispatching (attempt ${c.r.int(2, 9)})`
            : `dispatch ${robot(c)}: robot-traffic rejected reservation: robot not connected`,
        ),
      );
      every(c, t0 + 60000, c.end, 9000, (t) =>
        emit(c, t, pw, "warn", `wall PW-${c.r.int(1, 6)}: ${c.r.int(3, 20)} cubbies waiting for robot delivery > 120s`),
      );
      return (e) =>
        (e.svc === tr.name || e.svc === fl.name) && e.level === "info" && e.t > t0 + 10000 && c.r.chance(0.8);
    },
  },
  {
    key: "grid-lock-deadline",
    estate: "bramble",
    format: "ecs",
    origin: "traffic",
    category: "timeout",
    hints: ["timeout", "deadline", "timed out", "lock"],
    severity: "high",
    note: "shuttle-ctl's grid reservation lock is held too long and its retrieval requests run out of time (WARN only); order-orchestrator's HttpClient times out calling it and Polly retries, pick-stations wait for totes.",
    run: (c, t0) => {
      const sh = svc(c, "traffic");
      const oo = svc(c, "wms");
      const ps = svc(c, "pick");
      every(c, t0, c.end, 2200, (t) =>
        emit(
          c,
          t,
          sh,
          "warn",
          `grid reservation lock wait ${(c.r.next() * 4 + 30).toFixed(1)}s (holder: aisle-7 reorg worker), POST /v1/retrievals abandoned: context deadline exceeded`,
        ),
      );
      every(c, t0 + 4000, c.end, 6000, (t) =>
        emit(c, t, sh, "warn", `slow request: POST /v1/retrievals took ${c.r.int(30000, 30050)}ms (deadline 30s)`),
      );
      every(c, t0 + 10000, c.end, 900, (t) => {
        const id = tid(c);
        const a = c.r.int(1, 3);
        emit(
          c,
          t,
          oo,
          "warn",
          `Execution attempt. Source: 'shuttle-ctl/retrievals/Retry', Operation Key: '', Result: 'The operation was canceled.', Handled: 'True', Attempt: '${a}', Execution Time: ${c.r.int(10000, 10020)}.${c.r.int(1000, 9999)}ms`,
          { trace: id },
        );
        if (a === 3)
          emit(
            c,
            t + 50,
            oo,
            "error",
            `fail: Bramble.Orchestration.Shuttle.ShuttleClient[0] Retrieval for tote ${tote(c)} (order ${order(c)}) failed`,
            {
              trace: id,
              stack: [
                "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.",
                " ---> System.TimeoutException: The operation was canceled.",
                " ---> System.Threading.Tasks.TaskCanceledException: The operation was canceled.",
                "   at System.Net.Http.HttpConnection.SendAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
                "   at System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
                "   --- End of inner exception stack trace ---",
                "   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
                "   at Bramble.Orchestration.Shuttle.ShuttleClient.RequestRetrievalAsync(String toteId, CancellationToken ct) in /src/Orchestration/Shuttle/ShuttleClient.cs:line 88",
                "   at Bramble.Orchestration.Orders.PickPlanner.PresentToteAsync(PickLine line, CancellationToken ct) in /src/Orchestration/Orders/PickPlanner.cs:line 142",
              ].join("\n"),
            },
          );
      });
      every(c, t0 + 60000, c.end, 5000, (t) =>
        emit(
          c,
          t,
          ps,
          "warn",
          `PS-${String(c.r.int(1, 12)).padStart(2, "0")}: tote ${tote(c)} not presented after 90s, operator idle`,
          { trace: tid(c) },
        ),
      );
      return (e) => e.svc === sh.name && e.level === "info" && e.t > t0 && c.r.chance(0.7);
    },
  },
  {
    key: "carrier-503",
    estate: "halden",
    format: "gcp",
    origin: "manifest",
    category: "dependency",
    hints: ["carrier", "dpd", "503", "unavailable", "upstream", "circuit", "dependency", "vendor"],
    severity: "high",
    note: "the DPD shipping API answers 503 to ship-manifest, whose circuit breaker opens; print-gw retries label fetches in a storm and wms-app cannot close pack orders.",
    run: (c, t0) => {
      const sm = svc(c, "manifest");
      const pg = svc(c, "label");
      const wms = svc(c, "wms");
      let open = t0 + 45000;
      every(c, t0, open, 1200, (t) =>
        emit(c, t, sm, "error", `create shipment ${c.r.int(1000000000, 9999999999)} failed`, {
          stack: [
            'org.springframework.web.client.HttpServerErrorException$ServiceUnavailable: 503 Service Unavailable: "{"error":{"errorCode":"SERVICE_UNAVAILABLE","errorMessage":"The service is temporarily unavailable, please try again later"}}"',
            "\tat org.springframework.web.client.HttpServerErrorException.create(HttpServerErrorException.java:116)",
            "\tat org.springframework.web.client.StatusHandler.lambda$fromStatusCode$1(StatusHandler.java:71)",
            "\tat org.springframework.web.client.DefaultRestClient$DefaultResponseSpec.toEntityInternal(DefaultRestClient.java:687)",
            "\tat com.halden.shipping.carrier.dpd.DpdShippingClient.createShipment(DpdShippingClient.java:57)",
            "\tat com.halden.shipping.ManifestService.manifest(ManifestService.java:112)",
          ].join("\n"),
        }),
      );
      while (open < c.end) {
        emit(
          c,
          open,
          sm,
          "warn",
          "CircuitBreaker 'dpdShipping' changed state from CLOSED to OPEN (failure rate 94.0% > 50.0%)",
        );
        every(c, open, open + 60000, 700, (t) =>
          emit(
            c,
            t,
            sm,
            "error",
            `manifest consignment ${c.r.int(1000000000, 9999999999)} failed: CallNotPermittedException: CircuitBreaker 'dpdShipping' is OPEN and does not permit further calls`,
          ),
        );
        emit(c, open + 60000, sm, "info", "CircuitBreaker 'dpdShipping' changed state from OPEN to HALF_OPEN");
        emit(
          c,
          open + 60400,
          sm,
          "warn",
          `POST https://api.dpd.co.uk/shipping/shipment 503 Service Unavailable (${c.r.int(40, 300)}ms)`,
        );
        open += 61000;
      }
      every(c, t0 + 2000, c.end, 350, (t) =>
        emit(
          c,
          t,
          pg,
          c.r.chance(0.3) ? "error" : "warn",
          `label fetch for consignment ${c.r.int(1000000000, 9999999999)}: ship-manifest responded 502 Bad Gateway, retry ${c.r.int(1, 5)}/5`,
        ),
      );
      every(c, t0 + 5000, c.end, 4000, (t) =>
        emit(
          c,
          t,
          wms,
          "error",
          `pack close failed for order ${order(c)}: ship-manifest returned 502 (carrier label not available); carton held at pack`,
        ),
      );
      return (e) => e.svc === sm.name && e.level === "info" && e.msg.startsWith("manifested") && e.t > t0;
    },
  },
  {
    key: "template-dir",
    estate: "northgate",
    format: "datadog",
    origin: "label",
    category: "configuration",
    hints: ["config", "template", "enoent", "missing", "setting", "environment", "path"],
    severity: "high",
    note: "label-print v4.12.0 rolls out without LABEL_TEMPLATE_DIR and falls back to a path without templates; every carton label fails with ENOENT, pick-exec and the packing line report unlabeled cartons.",
    run: (c, t0) => {
      const lp = svc(c, "label");
      const pk = svc(c, "pick");
      const cv = svc(c, "conveyor");
      const wms = svc(c, "wms");
      emit(c, t0 - 14000, lp, "info", "received SIGTERM, draining print queue");
      emit(c, t0 - 9000, lp, "info", "starting label-print v4.12.0 (build 9f3c2e1), node v20.17.0");
      emit(c, t0 - 8800, lp, "warn", "LABEL_TEMPLATE_DIR is not set, using default ./templates");
      emit(c, t0 - 8600, lp, "info", "loaded 0 label templates from ./templates");
      emit(c, t0 - 8000, lp, "info", "label-print v4.12.0 listening on :3000");
      every(c, t0, c.end, 1100, (t) => {
        const id = tid(c);
        const tpl = c.r.pick(["sscc_4x6_v3.zpl", "carton_content_4x6.zpl", "hazmat_ltd_qty.zpl"]);
        emit(c, t, lp, "error", `render failed for job ${c.r.int(500000, 599999)} (template ${tpl})`, {
          trace: id,
          stack: [
            `Error: ENOENT: no such file or directory, open './templates/${tpl}'`,
            "    at async open (node:internal/fs/promises:639:25)",
            "    at async Object.readFile (node:internal/fs/promises:1242:14)",
            "    at async TemplateStore.load (/app/dist/templates/store.js:41:22)",
            "    at async renderLabel (/app/dist/render/zpl.js:18:20)",
            "    at async /app/dist/routes/print.js:27:19",
          ].join("\n"),
        });
        if (c.r.chance(0.6))
          emit(
            c,
            t + c.r.int(20, 90),
            pk,
            "error",
            `pack PS-${String(c.r.int(1, 16)).padStart(2, "0")}: label request failed: label-print 500 Internal Server Error, carton staged without label`,
            { trace: id },
          );
      });
      every(c, t0 + 20000, c.end, 5000, (t) =>
        emit(c, t, cv, "warn", `carton at PE-${c.r.int(500, 560)} has no label scan, diverted to reject lane RJ-2`),
      );
      every(c, t0 + 30000, c.end, 9000, (t) =>
        emit(c, t, wms, "warn", `Order ${order(c)} status PACKED -> LABEL_EXCEPTION`),
      );
      return (e) => e.svc === lp.name && e.level === "info" && e.msg.startsWith("printed") && e.t > t0 - 14000;
    },
  },
  {
    key: "spool-full",
    estate: "kestrel",
    format: "compose",
    origin: "manifest",
    category: "disk",
    hints: ["disk", "space", "errno 28", "full", "storage", "volume", "enospc"],
    severity: "high",
    note: "manifest-svc's /data volume fills up (usage warnings, then Errno 28 on every manifest PDF write); wes-orders fails ship confirms with 500 from manifest-svc and retries.",
    run: (c, t0) => {
      const ms = svc(c, "manifest");
      const wes = svc(c, "wms");
      const pw = svc(c, "ptl");
      const warnStart = t0 - c.r.int(120000, 160000);
      [88, 91, 94, 97].forEach((p, i) => {
        const msg = `disk usage on /data at ${p}% (threshold 85%), manifest archive cleanup last ran 6 days ago`;
        emit(c, warnStart + i * 35000, ms, "warn", msg);
      });
      every(c, t0, c.end, 2200, (t) => {
        const cons = c.r.int(1000000000, 9999999999);
        emit(c, t, ms, "error", `Exception on /manifests/${cons}/close [POST]`, {
          stack: [
            "Traceback (most recent call last):",
            '  File "/usr/local/lib/python3.12/site-packages/flask/app.py", line 1473, in wsgi_app',
            "    response = self.full_dispatch_request()",
            '  File "/app/manifest/api.py", line 88, in close_consignment',
            "    path = store.write_pdf(consignment, pdf_bytes)",
            '  File "/app/manifest/store.py", line 31, in write_pdf',
            '    with open(tmp, "wb") as fh:',
            `OSError: [Errno 28] No space left on device: '/data/manifests/2026/${cons}.pdf.tmp'`,
          ].join("\n"),
        });
      });
      every(c, t0 + 500, c.end, 600, (t) =>
        emit(
          c,
          t,
          wes,
          c.r.chance(0.5) ? "error" : "warn",
          `fail: Kestrel.Wes.Shipping.ShipConfirmHandler[0] Ship confirm for ${order(c)} failed: Response status code does not indicate success: 500 (INTERNAL SERVER ERROR). manifest-svc; retry ${c.r.int(1, 4)}/4`,
        ),
      );
      every(c, t0 + 40000, c.end, 10000, (t) =>
        emit(
          c,
          t,
          pw,
          "warn",
          `wall PW-${c.r.int(1, 6)} cubby ${c.r.int(1, 72)} complete but ship confirm pending > 60s`,
        ),
      );
      return (e) => e.svc === ms.name && e.level === "info" && e.msg.startsWith("manifested") && e.t > t0;
    },
  },
  {
    key: "fleet-heap",
    estate: "bramble",
    format: "datadog",
    origin: "fleet",
    category: "memory",
    hints: ["memory", "heap", "outofmemory", "oom", "gc"],
    severity: "high",
    note: "fleet-manager's heap fills (back-to-back full GCs, then java.lang.OutOfMemoryError) and the JVM exits and restarts; charge-dock-mgr, order-orchestrator and pick-station report refused connections and robots not arriving.",
    run: (c, t0) => {
      const fm = svc(c, "fleet");
      const cd = svc(c, "charger");
      const oo = svc(c, "wms");
      const ps = svc(c, "pick");
      every(c, t0, t0 + 90000, 6000, (t, i) =>
        emit(
          c,
          t,
          fm,
          "warn",
          `[gc] GC(${4100 + i}) Pause Full (G1 Compaction Pause) ${4010 + (i % 5)}M->${3990 + (i % 7)}M(4096M) ${c.r.int(2800, 5200)}.${c.r.int(100, 999)}ms`,
        ),
      );
      let crash = t0 + 90000;
      while (crash < c.end) {
        emit(c, crash, fm, "error", 'Exception in thread "fleet-telemetry-ingest-3"', {
          stack: [
            "java.lang.OutOfMemoryError: Java heap space",
            "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
            "\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)",
            "\tat com.bramble.fleet.telemetry.PoseHistory.append(PoseHistory.java:64)",
            "\tat com.bramble.fleet.telemetry.TelemetryIngest.onMessage(TelemetryIngest.java:118)",
            "\tat org.eclipse.paho.client.mqttv3.internal.CommsCallback.deliverMessage(CommsCallback.java:519)",
          ].join("\n"),
        });
        emit(c, crash + 2500, fm, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        emit(c, crash + 21000, fm, "info", "Starting FleetManagerApplication v3.9.4 using Java 21.0.4 with PID 1");
        emit(
          c,
          crash + 34000,
          fm,
          "info",
          "Started FleetManagerApplication in 12.6 seconds (process running for 13.3)",
        );
        every(c, crash + 2500, crash + 34000, 700, (t) => {
          const who = c.r.pick([cd, oo, ps]);
          const msg =
            who === cd
              ? `dock assign failed: HTTPConnectionPool(host='fleet-manager', port=8080): Max retries exceeded with url: /api/docks/assign (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f3a${c.r.hex(6)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`
              : who === oo
                ? `fail: Bramble.Orchestration.Fleet.FleetClient[0] POST /api/missions failed: Connection refused (fleet-manager:8080)`
                : `tote for order ${order(c)} not arriving: fleet-manager unreachable (ECONNREFUSED 10.4.2.17:8080)`;
          emit(c, t, who, "error", msg, { trace: tid(c) });
        });
        every(c, crash + 34000, crash + 80000, 3000, (t, i) =>
          emit(
            c,
            t,
            fm,
            "warn",
            `[gc] GC(${i + 30}) Pause Young (Normal) (G1 Evacuation Pause) ${2900 + i * 25}M->${2700 + i * 25}M(4096M) ${c.r.int(200, 600)}.${c.r.int(100, 999)}ms`,
          ),
        );
        crash += c.r.int(150000, 200000);
      }
      every(c, t0 + 30000, c.end, 2500, (t) =>
        emit(c, t, oo, "warn", `mission request to fleet-manager slow (${c.r.int(4000, 9000)}ms)`, { trace: tid(c) }),
      );
      return (e) => e.svc === fm.name && e.level === "info" && e.t > t0 + 60000 && c.r.chance(0.6);
    },
  },
  {
    key: "traffic-silent",
    estate: "halden",
    format: "logfmt",
    origin: "traffic",
    category: "unknown",
    hints: ["unknown", "unresponsive", "hang", "stall", "heartbeat", "no response", "silent"],
    severity: "high",
    note: "agv-traffic stops logging and stops answering (no error of its own) until the liveness probe restarts it; agv-fleet reports unanswered reservation requests and AGVs holding position, conveyor-bridge reports overdue pickups.",
    run: (c, t0) => {
      const at = svc(c, "traffic");
      const af = svc(c, "fleet");
      const cb = svc(c, "conveyor");
      const wms = svc(c, "wms");
      const back = Math.min(c.end, t0 + c.r.int(300000, 420000));
      every(c, t0 + 2000, back, 500, (t) =>
        emit(
          c,
          t,
          af,
          c.r.chance(0.6) ? "warn" : "error",
          c.r.chance(0.5)
            ? `reservation request ${c.r.int(100000, 999999)} for ${robot(c)} not answered by agv-traffic within 2000 ms, retrying`
            : `${robot(c)} holding position at N${c.r.int(1, 240)}: no reservation (waiting ${Math.max(2, Math.round(((t - t0) / 1000) * c.r.next()))}s)`,
        ),
      );
      every(c, t0 + 10000, back, 10000, (t) =>
        emit(
          c,
          t,
          af,
          "error",
          `agv-traffic heartbeat missed (last ${Math.round((t - t0) / 1000)}s ago), ${c.r.int(20, 44)} AGVs stopped`,
        ),
      );
      every(c, t0 + 30000, back, 4000, (t) =>
        emit(
          c,
          t,
          cb,
          "warn",
          `P&D station ${c.r.int(1, 8)}: AGV pickup overdue ${c.r.int(60, 400)}s, accumulation ${c.r.int(40, 100)}%`,
        ),
      );
      every(c, t0 + 60000, back, 12000, (t) =>
        emit(c, t, wms, "warn", `task group TG-${c.r.int(10000, 99999)} late: AGV leg not started`),
      );
      if (back < c.end) {
        emit(c, back, at, "info", "agv-traffic 3.8.2 starting (pid 1)");
        emit(c, back + 2200, at, "info", "loaded layout v218: 1840 nodes, 2611 edges");
        emit(c, back + 3100, at, "info", "restored 0 reservations, accepting clients on :7100");
        emit(c, back + 5000, af, "info", "agv-traffic session re-established, resuming missions");
      }
      return (e) =>
        (e.svc === at.name && e.t >= t0 && e.t < back) ||
        (e.svc === af.name && e.level === "info" && e.t > t0 + 3000 && e.t < back && c.r.chance(0.85));
    },
  },
];
