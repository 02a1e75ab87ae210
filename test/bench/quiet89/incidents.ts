// The eight faults of quiet89, one per category, each written the way that software and its callers log it.
import type { Role } from "./estates.js";
import { dotnetTrace, javaTrace, pythonTrace, rubyTrace } from "./stacks.js";
import type { Stream } from "./stream.js";
import { appId } from "./traffic.js";

export interface Incident {
  key: string;
  estate: string;
  category: string;
  origin: Role;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** True when the origin itself is redeployed at the start (its rollout is part of the story). */
  ownDeploy?: boolean;
  run(s: Stream, start: number): void;
}

const each = (s: Stream, a: number, b: number, perSec: number, f: (t: number) => void) => {
  for (let t = a + s.rng.int(0, 1500); t < b; t += s.rng.gap(perSec)) f(t);
};

export const INCIDENTS: Incident[] = [
  {
    key: "appt-db-pool",
    estate: "veldmark",
    category: "database",
    origin: "booking",
    hints: ["connection", "database", "jdbc", "postgres", "pool", "sql", "too many", "hikari"],
    severity: "high",
    note: "appointment-svc cannot get PostgreSQL connections (too many clients) so slot searches and bookings fail and apply-portal retries loudly.",
    run(s, start) {
      s.breakRole("booking", start, Number.POSITIVE_INFINITY, 0.08);
      s.at(start, "booking", "warn", "HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=37)");
      s.at(
        start + 900,
        "booking",
        "error",
        "HikariPool-1 - Exception during pool initialization of replacement connection",
        {
          errType: "org.postgresql.util.PSQLException",
          stack: javaTrace("org.postgresql.util.PSQLException: FATAL: sorry, too many clients already", [
            ["org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication", "ConnectionFactoryImpl.java", 693],
            ["org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect", "ConnectionFactoryImpl.java", 203],
            ["com.zaxxer.hikari.pool.HikariPool.createPoolEntry", "HikariPool.java", 476],
          ]),
        },
      );
      each(s, start + 2000, s.t1, s.flowRate * 0.22, (t) => {
        const tr = s.trace();
        s.at(
          t,
          "booking",
          "error",
          `Request processing failed: org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction`,
          {
            trace: tr,
            errType: "org.springframework.transaction.CannotCreateTransactionException",
            stack: javaTrace(
              "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
              [
                ["org.springframework.orm.jpa.JpaTransactionManager.doBegin", "JpaTransactionManager.java", 466],
                ["nl.veldmark.passport.appointments.SlotService.findFreeSlots", "SlotService.java", 118],
                ["nl.veldmark.passport.appointments.SlotController.slots", "SlotController.java", 52],
              ],
              {
                head: "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=41)",
                frames: [["com.zaxxer.hikari.pool.HikariPool.createTimeoutException", "HikariPool.java", 686]],
              },
            ),
          },
        );
        for (let i = 1; i <= 3; i++)
          s.at(
            t + 30 + i * s.rng.int(150, 600),
            "gw",
            "warn",
            `appointment-svc responded 500 for GET /slots (attempt ${i}/3), retrying`,
            { trace: tr },
          );
        s.access(
          t + 2400,
          "gw",
          "GET",
          `/api/appointments/slots?office=${s.rng.pick(s.est.offices)}`,
          503,
          s.rng.int(2000, 31000),
          tr,
        );
      });
      s.at(start + 60000, "gw", "error", "circuit 'appointment-svc' opened: error rate 94% over last 20 calls");
    },
  },
  {
    key: "registry-secret",
    estate: "veldmark",
    category: "authentication",
    origin: "registry",
    hints: ["auth", "unauthorized", "401", "credential", "oauth", "token", "invalid_client", "secret"],
    severity: "high",
    note: "registry-bridge's OAuth client secret for the civil registry expires, so token refresh and every registry lookup get 401 and applications pile up unverified.",
    run(s, start) {
      s.breakRole("registry", start);
      const host = s.est.registryHost;
      s.at(
        start,
        "registry",
        "error",
        `oauth2: cannot fetch token: 401 Unauthorized Response: {"error":"invalid_client","error_description":"client secret expired"}`,
      );
      each(s, start + 500, s.t1, 0.05, (t) =>
        s.at(
          t,
          "registry",
          "error",
          `token refresh failed for ${host}: oauth2: "invalid_client" "client secret expired"`,
        ),
      );
      each(s, start + 800, s.t1, s.flowRate * 0.12, (t) => {
        const tr = s.trace();
        const id = appId(s);
        s.at(t, "registry", "error", `lookup ${id} failed: GET https://${host}/v2/persons/match: 401 Unauthorized`, {
          trace: tr,
        });
        for (let i = 1, at = t + 150; i <= 4; at += i * 2000 + s.rng.int(100, 300), i++)
          s.at(
            at,
            "gw",
            "warn",
            `verification step registry for ${id} returned 502 from registry-bridge, retry ${i}/4 in ${i * 2}s`,
            { trace: tr },
          );
        s.at(
          t + 21000,
          "gw",
          "error",
          `application ${id} submission stuck: registry verification failed after 4 attempts`,
          { trace: tr },
        );
      });
    },
  },
  {
    key: "selfie-oom",
    estate: "kestrel",
    category: "memory",
    origin: "photo",
    hints: ["memory", "oom", "sigkill", "memoryerror", "out of memory"],
    severity: "high",
    note: "selfie-check gunicorn workers grow until the kernel kills them, so photo checks die mid-request and eid-frontdoor reports connection resets and 502s.",
    run(s, start) {
      s.breakRole("photo", start, Number.POSITIVE_INFINITY, 0.15);
      for (let i = 0; i < 4; i++)
        s.at(
          start - 150000 + i * 40000,
          "photo",
          "warn",
          `worker ${s.rng.int(20, 60)} rss=${1400 + i * 180}MiB above soft limit 1280MiB after ${s.rng.int(900, 1500)} requests`,
        );
      let pid = 4100;
      each(s, start, s.t1, 0.12, (t) => {
        s.at(t, "photo", "error", `[1] [ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`);
        pid += s.rng.int(3, 30);
        s.at(t + 400, "photo", "info", `[1] [INFO] Booting worker with pid: ${pid}`);
      });
      each(s, start + 4000, s.t1, 0.02, (t) =>
        s.at(t, "photo", "error", "Exception in ASGI application", {
          errType: "MemoryError",
          stack: pythonTrace(
            [
              ["check", "/srv/selfie/app/routes.py", 61],
              ["detect_landmarks", "/srv/selfie/app/face.py", 142],
              ["resize", "/usr/local/lib/python3.11/site-packages/cv2/__init__.py", 181],
            ],
            "MemoryError: Unable to allocate 96.0 MiB for an array with shape (4032, 3024, 3) and data type float64",
          ),
        }),
      );
      each(s, start + 1000, s.t1, s.flowRate * 0.14, (t) => {
        const id = appId(s);
        s.at(
          t,
          "gw",
          "error",
          `I/O error on POST request for "http://selfie-check:8000/v1/check": Connection reset; nested exception is java.net.SocketException: Connection reset (application ${id})`,
        );
        s.access(t + 10, "gw", "POST", `/api/applications/${id}/photo`, 502, s.rng.int(900, 9000));
      });
    },
  },
  {
    key: "perso-spool-full",
    estate: "kestrel",
    category: "disk",
    origin: "print",
    hints: ["disk", "space", "enospc", "no space", "storage", "spool", "volume"],
    severity: "high",
    note: "card-personaliser's spool volume fills up, job files cannot be written, and screening-svc's handoffs fail while dispatch-tracker sees no cards.",
    run(s, start) {
      s.breakRole("print", start, Number.POSITIVE_INFINITY, 0.05);
      for (let i = 0; i < 3; i++)
        s.at(start - 200000 + i * 60000, "print", "warn", `spool /var/spool/perso usage ${93 + i * 2}% (warn at 90%)`);
      each(s, start, s.t1, s.flowRate * 0.1, (t) => {
        const job = `PJ${s.rng.digits(7)}`;
        s.at(
          t,
          "print",
          "error",
          `[perso] job ${job}: write /var/spool/perso/${job}.ctl failed: No space left on device (errno=28)`,
        );
        for (let i = 1; i <= 3; i++)
          s.at(
            t + 50 + i * 900,
            "watch",
            "warn",
            `handoff to card-personaliser failed: POST http://card-personaliser:9090/jobs: 500 Internal Server Error (attempt ${i})`,
          );
        s.at(t + 3000, "watch", "error", `application ${appId(s)} parked: personalisation handoff exhausted retries`);
      });
      each(s, start + 30000, s.t1, 0.02, (t) =>
        s.at(
          t,
          "print",
          "error",
          `[journal] fwrite(/var/spool/perso/journal.log): No space left on device; chip keys audit record not persisted`,
        ),
      );
      each(s, start + 120000, s.t1, 1 / 60, (t) =>
        s.at(
          t,
          "courier",
          "warn",
          `manifest build: 0 cards received from card-personaliser in last 300s (expected ~${s.rng.int(30, 60)})`,
        ),
      );
    },
  },
  {
    key: "psp-503",
    estate: "maritime",
    category: "dependency",
    origin: "pay",
    hints: ["dependency", "psp", "503", "unavailable", "upstream", "circuit", "provider", "payment"],
    severity: "high",
    note: "The card processor behind pay-bridge answers 503, pay-bridge logs it at WARN and opens its breaker, and mrpb-gateway fails every payment with its own errors.",
    run(s, start) {
      s.breakRole("pay", start);
      each(s, start, s.t1, s.flowRate * 0.1, (t) => {
        const tr = s.trace();
        s.at(
          t,
          "pay",
          "warn",
          `psp call failed op=authorize host=${s.est.psp} status=503 body="upstream overloaded, try later" latency=${s.rng.int(80, 900)}ms`,
          { trace: tr },
        );
        for (let i = 1; i <= 3; i++)
          s.at(t + i * 700, "gw", "warn", `call pay-bridge /v1/charges failed (attempt ${i}): status 503`, {
            trace: tr,
          });
        s.at(
          t + 2300,
          "gw",
          "error",
          `payment for ${appId(s)} failed: pay-bridge: rpc error: code = Unavailable desc = payment provider unavailable`,
          { trace: tr },
        );
        s.access(t + 2310, "gw", "POST", "/api/payments", 502, s.rng.int(2000, 4000), tr);
      });
      s.at(start + 45000, "pay", "warn", `breaker "psp-authorize" state CLOSED -> OPEN (failures=20 ratio=1.00)`);
      each(s, start + 150000, s.t1, 1 / 60, (t) => {
        s.at(t, "pay", "warn", `breaker "psp-authorize" state OPEN -> HALF_OPEN`);
        s.at(
          t + 800,
          "pay",
          "warn",
          `breaker "psp-authorize" state HALF_OPEN -> OPEN (probe: 503 Service Unavailable)`,
        );
      });
    },
  },
  {
    key: "biocap-nre",
    estate: "maritime",
    category: "null_reference",
    origin: "bio",
    hints: ["null", "nullreference", "object reference"],
    severity: "medium",
    note: "biocapture-svc throws NullReferenceException on every capture upload that lacks a face quality block, stations' sessions fail and mrpb-gateway returns 500s.",
    run(s, start) {
      s.breakRole("bio", start, Number.POSITIVE_INFINITY, 0.25);
      each(s, start, s.t1, s.flowRate * 0.07, (t) => {
        const tr = s.trace();
        const st = s.rng.pick(s.est.stations);
        s.at(t, "bio", "error", "An unhandled exception has occurred while executing the request.", {
          trace: tr,
          errType: "System.NullReferenceException",
          stack: dotnetTrace("System.NullReferenceException: Object reference not set to an instance of an object.", [
            [
              "Mr.Biocapture.Quality.FaceQualityEvaluator.Score(CaptureSession session)",
              "/src/Biocapture/Quality/FaceQualityEvaluator.cs",
              57,
            ],
            [
              "Mr.Biocapture.Api.CapturesController.Complete(String stationId, CaptureUpload upload)",
              "/src/Biocapture/Api/CapturesController.cs",
              112,
            ],
            [
              "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext context)",
              "/_/src/Mvc/Mvc.Core/src/Infrastructure/ActionMethodExecutor.cs",
              0,
            ],
          ]),
        });
        s.access(t + 5, "bio", "POST", `/api/stations/${st}/captures`, 500, s.rng.int(20, 90), tr);
        s.at(t + 40, "gw", "error", `upstream biocapture-svc returned 500 for POST /stations/${st}/captures`, {
          trace: tr,
        });
      });
    },
  },
  {
    key: "sanctions-config",
    estate: "lindqvist",
    category: "configuration",
    origin: "watch",
    hints: ["config", "url", "malformed", "property", "setting", "missing"],
    severity: "high",
    note: "A sanctions-check release ships with an empty list-source URL, the list refresh fails with MalformedURLException and every screening is refused while consular-web queues applications.",
    ownDeploy: true,
    run(s, start) {
      s.breakRole("watch", start);
      s.at(start - 6000, "watch", "info", "received SIGTERM, shutting down gracefully");
      s.at(start - 1500, "watch", "info", "Starting SanctionsCheckApplication v3.8.0 using Java 17.0.10 with PID 1");
      s.at(
        start - 900,
        "watch",
        "warn",
        "lists.base-url resolved to '' (SANCTIONS_LISTS_BASE_URL is empty); sources will use relative paths",
      );
      s.at(
        start - 200,
        "watch",
        "info",
        "Started SanctionsCheckApplication in 6.412 seconds (process running for 7.1)",
      );
      s.at(start, "watch", "error", "list refresh failed for source 'eu-consolidated'", {
        errType: "java.net.MalformedURLException",
        stack: javaTrace("java.net.MalformedURLException: no protocol: /xml/consolidated.xml", [
          ["java.net.URL.<init>", "URL.java", 674],
          ["se.lindqvist.consular.sanctions.ListFetcher.fetch", "ListFetcher.java", 48],
          ["se.lindqvist.consular.sanctions.ListRefresher.refreshAll", "ListRefresher.java", 77],
        ]),
      });
      each(s, start + 600, s.t1, s.flowRate * 0.11, (t) => {
        const id = appId(s);
        s.at(t, "watch", "error", `refusing to screen ${id}: list index empty (0 entries loaded, fail-closed)`);
        s.at(t + 60, "gw", "error", `Sanctions check unavailable (HTTP 503) for application ${id}, queued for retry`);
        s.at(
          t + 70,
          "gw",
          "info",
          `Completed 503 Service Unavailable in ${s.rng.int(40, 120)}ms (ActiveRecord: 3.1ms | Allocations: 2101)`,
        );
      });
      each(s, start + 60000, s.t1, 1 / 60, (t) =>
        s.at(
          t,
          "watch",
          "error",
          "list refresh failed for source 'eu-consolidated': no protocol: /xml/consolidated.xml",
        ),
      );
    },
  },
  {
    key: "courier-hang",
    estate: "lindqvist",
    category: "timeout",
    origin: "courier",
    hints: ["timeout", "timed out", "readtimeout", "deadline"],
    severity: "medium",
    note: "The carrier tracking API stops answering in time, courier-sync's workers hang on Net::ReadTimeout (logged at WARN only) and go quiet while consular-web and doc-print-spooler time out on it.",
    run(s, start) {
      s.breakRole("courier", start);
      each(s, start + 30000, s.t1, 1 / 35, (t) =>
        s.at(
          t,
          "courier",
          "warn",
          "carrier poll aborted: Net::ReadTimeout with #<TCPSocket:(closed)> (open_timeout=5 read_timeout=60)",
          {
            errType: "Net::ReadTimeout",
            stack: rubyTrace("Net::ReadTimeout (Net::ReadTimeout)", [
              ["rbuf_fill", "/usr/local/lib/ruby/3.2.0/net/protocol.rb", 229],
              ["read_status_line", "/usr/local/lib/ruby/3.2.0/net/http/response.rb", 42],
              ["block in poll", "/app/lib/carrier/dhl_client.rb", 71],
            ]),
          },
        ),
      );
      each(s, start + 5000, s.t1, s.flowRate * 0.1, (t) => {
        const id = appId(s);
        s.at(
          t,
          "gw",
          "error",
          `Faraday::TimeoutError (timeout after 15s calling courier-sync GET /shipments?application=${id})`,
        );
        s.at(
          t + 5,
          "gw",
          "info",
          `Completed 504 Gateway Timeout in ${s.rng.int(15000, 15100)}ms (ActiveRecord: 2.4ms | Allocations: 3011)`,
        );
      });
      each(s, start + 20000, s.t1, s.flowRate * 0.12, (t) => {
        for (let i = 1; i <= 3; i++)
          s.at(
            t + i * 10000,
            "print",
            "warn",
            `[handoff] POST http://courier-sync:3000/pickups timed out after 10000 ms (attempt ${i}/3)`,
          );
      });
      s.at(start + 240000, "courier", "warn", "puma: thread pool exhausted (5/5 busy), request queue backlog 38");
    },
  },
];
