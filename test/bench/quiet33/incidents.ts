// The eight failures, one per category, each told the way its software and its callers would tell it.
import { edgeLine, type Role } from "./estates.js";
import type { Ev } from "./formats.js";
import type { Ctx } from "./stream.js";
import { stack } from "./traces.js";

export interface IncidentKind {
  key: string;
  estate: string;
  origin: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** emits everything from the fault on; t0 is the true start at the origin */
  gen: (c: Ctx, t0: number) => void;
}

const n = (c: Ctx, d: number) => String(c.rng.int(10 ** (d - 1), 10 ** d - 1));

/** Drops a share of a service's INFO lines (and callers' success lines that went through it) after t0. */
function thin(c: Ctx, svc: string, t0: number, own: number, callers: number, keep?: (e: Ev) => boolean): void {
  c.filters.push((e) => {
    if (e.t < t0 || keep?.(e)) return true;
    const r = (Math.imul(e.t % 1000000007, 2654435761) >>> 0) / 4294967296;
    if (e.svc === svc && (e.level === "info" || e.level === "debug")) return r >= own;
    if (e.via === svc && e.level === "info") return r >= callers;
    return true;
  });
}

export const INCIDENTS: IncidentKind[] = [
  {
    key: "casework-deadlocks",
    estate: "mybenefits",
    origin: "case",
    category: "database",
    hints: ["deadlock", "sql", "database", "sqlexception", "lock"],
    severity: "high",
    note: "a renewal batch in casework-api starts deadlocking with interactive case updates on SQL Server, so case reads and writes fail with error 1205 while callers retry",
    gen: (c, t0) => {
      const cw = c.svc("case");
      c.emit(
        t0,
        cw,
        "info",
        `Casework.Jobs.RenewalBatchJob[0] Starting renewal batch RB-2026-03 for ${c.rng.int(40000, 52000)} cases (parallelism 16)`,
      );
      c.poisson(t0 + 500, c.t1, 1400, (t) => {
        const tr = c.trace();
        const cs = `C-${n(c, 7)}`;
        if (c.rng.chance(0.8)) {
          c.emit(
            t,
            cw,
            "error",
            "Microsoft.EntityFrameworkCore.Update[10000] An exception occurred in the database while saving changes for context type 'Casework.Data.CaseDbContext'.",
            {
              trace: tr,
              stack: stack(
                "dotnet",
                c.rng,
                `Microsoft.EntityFrameworkCore.DbUpdateException: An error occurred while saving the entity changes. See the inner exception for details.\n ---> Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID ${c.rng.int(51, 180)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
                [
                  [
                    "/_/src/Microsoft.Data.SqlClient/SqlConnection.cs",
                    "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
                  ],
                  [
                    "/_/src/EFCore.Relational/Update/ReaderModificationCommandBatch.cs",
                    "Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)",
                  ],
                  [
                    "/src/Casework.Api/Services/CaseUpdateService.cs",
                    "Casework.Api.Services.CaseUpdateService.SaveAsync(CaseUpdate update)",
                  ],
                  [
                    "/src/Casework.Api/Controllers/CasesController.cs",
                    "Casework.Api.Controllers.CasesController.Patch(String caseId, CasePatch body)",
                  ],
                ],
              ).concat([
                "ClientConnectionId:4f1c2d7e-0b3a-4c55-9a0e-7d2b1f6c8e11",
                "Error Number:1205,State:51,Class:13",
              ]),
              errType: "Microsoft.Data.SqlClient.SqlException",
            },
          );
        } else {
          c.emit(
            t,
            cw,
            "warn",
            `Casework.Tasks.TaskAssignment[0] SqlException 1222 (Lock request time out period exceeded) on case ${cs}; retrying transaction (attempt 2/3)`,
            { trace: tr },
          );
        }
        const who = c.rng.int(0, 9);
        if (who < 4) {
          edgeLine(
            c,
            t + c.rng.int(20, 200),
            c.rng.pick(["GET", "PATCH"]),
            `/api/cases/${cs}`,
            500,
            c.rng.int(300, 4000),
            cw,
            tr,
          );
          c.at(
            t + 100,
            "edge",
            "error",
            `upstream casework-api responded 500 for ${cs} (request ${tr ?? c.rng.hex(8)})`,
            { trace: tr },
          );
        } else if (who < 8) {
          for (let k = 1; k <= c.rng.int(2, 5); k++)
            c.at(
              t + k * c.rng.int(300, 900),
              "letters",
              k >= 5 ? "error" : "warn",
              `Faraday::ServerError: the server responded with status 500 (GET http://casework-api:8080/cases/${cs}/notices) retry ${k}/5`,
              { trace: tr },
            );
        } else {
          c.at(
            t + 150,
            "apply",
            "error",
            `c.d.m.apply.CaseHandoff : handoff of APP-2026-${n(c, 7)} to casework failed: 500 Internal Server Error from POST http://casework-api:8080/cases/intake`,
            { trace: tr },
          );
        }
      });
      thin(c, cw, t0, 0.55, 0.7);
    },
  },
  {
    key: "doc-spool-full",
    estate: "mybenefits",
    origin: "docs",
    category: "disk",
    hints: ["disk", "space", "enospc", "errno 28", "storage", "volume"],
    severity: "high",
    note: "the doc-upload spool volume fills up while virus scanning falls behind, and every upload then fails with ENOSPC",
    gen: (c, t0) => {
      const d = c.svc("docs");
      let pct = 86;
      c.every(t0 - 240000, t0, 30000, (t) => {
        pct = Math.min(99, pct + c.rng.int(1, 3));
        c.emit(
          t,
          d,
          "warn",
          `spool volume /var/lib/doc-upload/spool at ${pct}% (${((pct * 16) / 100).toFixed(1)}G/16G), av-scan backlog ${c.rng.int(300, 900)} files`,
        );
      });
      c.poisson(t0, c.t1, 1100, (t) => {
        const tr = c.trace();
        const f = `/var/lib/doc-upload/spool/2026/03/${c.rng.hex(2)}/${c.rng.hex(16)}.part`;
        if (c.rng.chance(0.75)) {
          c.emit(t, d, "error", "Exception in ASGI application", {
            trace: tr,
            stack: stack("python", c.rng, `OSError: [Errno 28] No space left on device: '${f}'`, [
              ["/app/docupload/storage.py", "write_chunk"],
              ["/app/docupload/storage.py", "spool_upload"],
              ["/app/docupload/routes.py", "create_document"],
              ["/usr/local/lib/python3.12/site-packages/starlette/routing.py", "app"],
            ]),
            errType: "OSError",
          });
        } else {
          c.emit(
            t,
            d,
            "error",
            `av-scan: LibClamAV Error: cli_gentempfd_with_prefix: Can't create temporary file /var/lib/doc-upload/spool/clamtmp/${c.rng.hex(8)}.tmp: No space left on device`,
            { trace: tr },
          );
        }
        edgeLine(c, t + c.rng.int(30, 200), "POST", "/api/documents", 500, c.rng.int(400, 3000), d, tr);
        if (c.rng.chance(0.5))
          c.at(
            t + c.rng.int(1500, 6000),
            "edge",
            "warn",
            `client retry of upload (attempt ${c.rng.int(2, 4)}) for session ${c.rng.hex(10)}`,
            { trace: tr },
          );
        if (c.rng.chance(0.3))
          c.at(
            t + 400,
            "apply",
            "warn",
            `c.d.m.apply.VerificationService : APP-2026-${n(c, 7)} still missing verification documents (doc-upload returned 500)`,
            { trace: tr },
          );
      });
      thin(c, d, t0, 1, 1, (e) => !e.msg.startsWith("stored document") && e.svc === d);
    },
  },
  {
    key: "weekly-cert-bad-config",
    estate: "lakeshore-ui",
    origin: "cert",
    category: "configuration",
    hints: ["config", "property", "bind", "configuration", "setting"],
    severity: "high",
    note: "weekly-cert is redeployed with a malformed week-ending-day property; every start fails to bind it, so the service is down and callers get connection refused",
    gen: (c, t0) => {
      const w = c.svc("cert");
      c.emit(t0 - 14000, w, "info", "Commencing graceful shutdown. Waiting for active requests to complete");
      c.emit(t0 - 13000, w, "info", "Graceful shutdown complete");
      const block = (t: number) => {
        c.emit(
          t - 9000,
          w,
          "info",
          "Starting WeeklyCertApplication v2026.3.9 using Java 21.0.3 with PID 1 (/app/weekly-cert.jar started by app in /app)",
        );
        c.emit(t - 8800, w, "info", 'The following 1 profile is active: "prod"');
        c.emit(t, w, "error", "o.s.b.d.LoggingFailureAnalysisReporter :", {
          errType: "org.springframework.boot.context.properties.bind.BindException",
          stack: [
            "",
            "***************************",
            "APPLICATION FAILED TO START",
            "***************************",
            "",
            "Description:",
            "",
            "Failed to bind properties under 'ui.cert.week-ending-day' to java.time.DayOfWeek:",
            "",
            "    Property: ui.cert.week-ending-day",
            '    Value: "SAT "',
            "    Reason: failed to convert java.lang.String to java.time.DayOfWeek (caused by java.lang.IllegalArgumentException: No enum constant java.time.DayOfWeek.SAT )",
            "",
            "Action:",
            "",
            "Update your application's configuration",
          ],
        });
      };
      let t = t0;
      let back = 10000;
      while (t < c.t1) {
        block(t);
        t += back + 9000;
        back = Math.min(back * 2, 300000);
      }
      c.poisson(t0, c.t1, 700, (u) => {
        const r = c.rng.int(0, 9);
        if (r < 5) {
          c.at(
            u,
            "edge",
            "error",
            `[error] ${c.rng.int(28, 33)}#${c.rng.int(28, 33)}: *${n(c, 6)} ${u < t0 + 30000 ? "connect() failed (111: Connection refused) while connecting to upstream" : "no live upstreams while connecting to upstream"}, client: 10.${c.rng.int(16, 63)}.${c.rng.int(0, 255)}.${c.rng.int(2, 254)}, server: claims.lakeshore.gov, request: "POST /claims/weekly-cert HTTP/1.1", upstream: "http://weekly-cert/claims/weekly-cert", host: "claims.lakeshore.gov"`,
          );
          edgeLine(c, u + 1, "POST", "/claims/weekly-cert", 502, c.rng.int(1, 5), w);
        } else if (r < 8) {
          c.at(
            u,
            "apply",
            "warn",
            `o.l.ui.claims.CertLookup : I/O error on GET request for "http://weekly-cert:8080/api/certs/CLM-${n(c, 8)}": Connection refused`,
          );
        } else {
          c.at(
            u,
            "pay",
            "error",
            `payment scheduling skipped for CLM-${n(c, 8)}: fetch certification: Get "http://weekly-cert:8080/api/certs?since=2026-03-14": dial tcp 10.42.3.17:8080: connect: connection refused`,
          );
        }
      });
      thin(
        c,
        w,
        t0 - 13000,
        1,
        1,
        (e) =>
          e.svc === w &&
          (e.msg.startsWith("Starting") ||
            e.msg.startsWith("The following") ||
            e.level !== "info" ||
            e.msg.startsWith("Graceful") ||
            e.msg.startsWith("Commencing")),
      );
    },
  },
  {
    key: "wagedb-password",
    estate: "lakeshore-ui",
    origin: "wages",
    category: "authentication",
    hints: ["password", "authentication", "auth", "credential", "login"],
    severity: "high",
    note: "the wage database password is rotated but wage-match keeps the old one, so as pooled connections recycle every new login fails and wage lookups stop",
    gen: (c, t0) => {
      const w = c.svc("wages");
      const span = c.t1 - t0;
      c.poisson(t0, c.t1, 1300, (t) => {
        const share = Math.min(1, 0.25 + (t - t0) / (span * 0.4));
        if (!c.rng.chance(share)) return;
        const clm = `CLM-${n(c, 8)}`;
        const head = `sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "wagedb.dol-ui.internal" (10.40.2.11), port 5432 failed: FATAL:  password authentication failed for user "wage_match_app"`;
        if (c.rng.chance(0.8)) {
          c.emit(t, w, "error", `Exception on /wages/${clm} [GET]`, {
            stack: stack("python", c.rng, head, [
              ["/usr/local/lib/python3.11/site-packages/psycopg2/__init__.py", "connect"],
              ["/usr/local/lib/python3.11/site-packages/sqlalchemy/pool/base.py", "__connect"],
              ["/usr/local/lib/python3.11/site-packages/sqlalchemy/engine/base.py", "_execute_context"],
              ["/app/wage_match/repository.py", "fetch_base_period"],
              ["/app/wage_match/views.py", "get_wages"],
            ]).concat(["", "(Background on this error at: https://sqlalche.me/e/20/e3q8)"]),
            errType: "OperationalError",
          });
        } else {
          c.emit(
            t,
            w,
            "error",
            `[ERROR/ForkPoolWorker-${c.rng.int(1, 8)}] Task wage_match.tasks.refresh_employer_index[${c.rng.hex(8)}-${c.rng.hex(4)}] raised unexpected: OperationalError('(psycopg2.OperationalError) connection to server at "wagedb.dol-ui.internal" (10.40.2.11), port 5432 failed: FATAL:  password authentication failed for user "wage_match_app"\\n')`,
          );
        }
        const r = c.rng.int(0, 9);
        if (r < 5) {
          c.at(
            t + 60,
            "apply",
            "error",
            `o.l.ui.claims.WageClient : wage lookup failed for ${clm}: 500 INTERNAL SERVER ERROR from GET http://wage-match:8000/wages/${clm}`,
          );
          edgeLine(c, t + 120, "POST", "/claims/initial", 500, c.rng.int(200, 900), "ui-claims");
        } else if (r < 8) {
          c.at(
            t + 80,
            "rules",
            "warn",
            `monetary determination deferred for ${clm}: wage data unavailable (wage-match HTTP 500), requeued in 60s`,
          );
        } else {
          c.at(
            t + 90,
            "case",
            "warn",
            `Adjudication.Monetary.WageRequestHandler[0] Base-period wages missing for ${clm}; issue created for manual wage request`,
          );
        }
      });
      thin(c, w, t0, 0.7, 0.5);
      c.filters.push(
        (e) =>
          !(
            e.t > t0 &&
            e.svc === c.svc("rules") &&
            e.msg.startsWith("monetary determination CLM") &&
            e.level === "info" &&
            e.t % 10 < 7
          ),
      );
    },
  },
  {
    key: "screening-vendor-down",
    estate: "hirewell",
    origin: "bgcheck",
    category: "dependency",
    hints: ["vendor", "503", "unavailable", "circuit", "dependency", "upstream"],
    severity: "medium",
    note: "the external background-check vendor starts answering 503, bgcheck-connector's circuit breaker opens and ats-core's order jobs retry in a storm",
    gen: (c, t0) => {
      const b = c.svc("bgcheck");
      let fails = 0;
      let state: "CLOSED" | "OPEN" = "CLOSED";
      let openAt = 0;
      const cb = "i.g.r.c.i.CircuitBreakerStateMachine : CircuitBreaker 'screeningVendor' changed state from";
      c.poisson(t0, c.t1, 1500, (t) => {
        const tr = c.trace();
        if (state === "OPEN" && t - openAt < 60000) {
          c.emit(
            t,
            b,
            "warn",
            "c.h.bg.OrderService : order rejected: io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'screeningVendor' is OPEN and does not permit further calls",
            { trace: tr },
          );
        } else {
          if (state === "OPEN") c.emit(t - 5, b, "info", `${cb} OPEN to HALF_OPEN`);
          c.emit(
            t,
            b,
            "error",
            "c.h.bg.VendorClient : POST https://api.screening-vendor.example/v1/invitations failed",
            {
              trace: tr,
              stack: stack(
                "java",
                c.rng,
                `org.springframework.web.client.HttpServerErrorException$ServiceUnavailable: 503 Service Unavailable: "{"error":"service_unavailable","message":"Please retry later"}"`,
                [
                  ["org.springframework.web.client.HttpServerErrorException", "create"],
                  ["org.springframework.web.client.DefaultResponseErrorHandler", "handleError"],
                  ["org.springframework.web.client.RestTemplate", "doExecute"],
                  ["com.hirewell.bg.vendor.VendorClient", "createInvitation"],
                  ["com.hirewell.bg.OrderService", "placeOrder"],
                ],
              ),
              errType: "HttpServerErrorException",
            },
          );
          fails++;
          if (state === "OPEN" || fails >= 12) {
            c.emit(t + 10, b, "warn", `${cb} ${state === "OPEN" ? "HALF_OPEN" : "CLOSED"} to OPEN`);
            state = "OPEN";
            openAt = t + 10;
          }
        }
        for (let k = 0; k < c.rng.int(1, 3); k++) {
          c.at(
            t + 100 + k * 400,
            "core",
            "error",
            `[ActiveJob] [BackgroundCheckOrderJob] [${c.rng.hex(8)}-${c.rng.hex(4)}] Error performing BackgroundCheckOrderJob from Sidekiq(default) in ${c.rng.int(40, 400)}ms: BgcheckConnector::OrderFailed (POST http://bgcheck-connector:8080/orders returned 502)`,
            { trace: tr },
          );
          c.at(
            t + 110 + k * 400,
            "core",
            "warn",
            `[ActiveJob] Retrying BackgroundCheckOrderJob in ${c.rng.pick([3, 18, 83, 258])} seconds, due to a BgcheckConnector::OrderFailed.`,
            { trace: tr },
          );
        }
      });
      thin(c, b, t0, 0.9, 0.5);
      c.filters.push((e) => !(e.t > t0 && e.msg.startsWith("BackgroundCheckStatusJob done")));
    },
  },
  {
    key: "parser-oom",
    estate: "hirewell",
    origin: "parser",
    category: "memory",
    hints: ["memory", "oom", "out of memory", "sigkill", "memoryerror"],
    severity: "high",
    note: "resume-parser workers exhaust the container memory limit on large PDFs and are SIGKILLed one after another, so parses die mid-request and ats-core retries",
    gen: (c, t0) => {
      const p = c.svc("parser");
      c.poisson(t0 - 60000, t0 + 30000, 8000, (t) =>
        c.emit(
          t,
          p,
          "warn",
          `memory watchdog: rss=${c.rng.float(3.4, 3.9).toFixed(2)}GiB of 4.00GiB limit (worker pid ${c.rng.int(20, 99)})`,
        ),
      );
      c.poisson(t0, c.t1, 6000, (t) => {
        const pid = c.rng.int(20, 400);
        if (c.rng.chance(0.25)) {
          c.emit(t - 300, p, "error", `Exception on POST /parse`, {
            stack: stack("python", c.rng, "MemoryError", [
              ["/usr/local/lib/python3.12/site-packages/pdfminer/psparser.py", "nextobject"],
              ["/usr/local/lib/python3.12/site-packages/pdfminer/pdfinterp.py", "process_page"],
              ["/usr/local/lib/python3.12/site-packages/pdfminer/high_level.py", "extract_text"],
              ["/app/parser/extract.py", "extract_text"],
              ["/app/parser/api.py", "parse"],
            ]),
            errType: "MemoryError",
          });
        }
        c.emit(t, p, "error", `[ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`);
        c.emit(t + c.rng.int(200, 900), p, "info", `[INFO] Booting worker with pid: ${pid + c.rng.int(1, 30)}`);
        for (let k = 0; k < c.rng.int(2, 4); k++) {
          const tr = c.trace();
          const u = t + c.rng.int(0, 5000);
          c.at(
            u,
            "core",
            "error",
            `ResumeParseJob failed for application ${n(c, 7)}: ${c.rng.pick(["Faraday::ConnectionFailed: end of file reached", "Faraday::ConnectionFailed: Connection reset by peer", "Net::ReadTimeout with #<TCPSocket:(closed)>"])} (POST http://resume-parser:8000/parse)`,
            { trace: tr },
          );
          c.at(
            u + 20,
            "core",
            "warn",
            `[ActiveJob] Retrying ResumeParseJob in ${c.rng.pick([3, 18, 83])} seconds, due to a Faraday::ConnectionFailed.`,
            { trace: tr },
          );
          if (c.rng.chance(0.4))
            edgeLine(c, u + 50, "POST", `/api/jobs/${n(c, 5)}/apply`, 502, c.rng.int(900, 9000), "ats-core", tr);
        }
      });
      thin(c, p, t0, 0.8, 0.6);
    },
  },
  {
    key: "graph-freebusy-slow",
    estate: "talentgrid",
    origin: "sched",
    category: "timeout",
    hints: ["timeout", "timed out", "read timeout", "readtimeout"],
    severity: "medium",
    note: "Microsoft Graph free/busy calls from calendar-bridge stop answering within the read timeout; the bridge only warns while the gateway returns 504 and requisitions fails slot searches",
    gen: (c, t0) => {
      const s = c.svc("sched");
      c.poisson(t0, c.t1, 1200, (t) => {
        const uid = `${c.rng.hex(8)}-${c.rng.hex(4)}-${c.rng.hex(4)}-${c.rng.hex(4)}-${c.rng.hex(12)}`;
        c.emit(
          t,
          s,
          "warn",
          `urllib3.connectionpool: Retrying (Retry(total=1, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError("HTTPSConnectionPool(host='graph.microsoft.com', port=443): Read timed out. (read timeout=10)")': /v1.0/users/${uid}/calendar/getSchedule`,
        );
        if (c.rng.chance(0.6))
          c.emit(
            t + 20000,
            s,
            "warn",
            `calendar_bridge.freebusy: freebusy lookup gave up after ${c.rng.float(30, 31).toFixed(1)}s provider=graph interviewers=${c.rng.int(2, 5)}; returning 504`,
          );
        edgeLine(c, t + 15000 - c.rng.int(0, 3000), "POST", "/v1/interviews/slots", 504, 15000, s, undefined, "UT");
        if (c.rng.chance(0.5)) {
          c.at(t + 15000, "core", "error", `c.t.req.InterviewPlanner : slot search failed for REQ-${n(c, 5)}`, {
            stack: stack("java", c.rng, "java.net.http.HttpTimeoutException: request timed out", [
              ["jdk.internal.net.http.HttpClientImpl", "send"],
              ["jdk.internal.net.http.HttpClientFacade", "send"],
              ["com.talentgrid.req.calendar.CalendarBridgeClient", "findSlots"],
              ["com.talentgrid.req.InterviewPlanner", "plan"],
            ]),
            errType: "HttpTimeoutException",
          });
        }
      });
      thin(c, s, t0, 0, 0.95, (e) => e.svc === s && !e.msg.includes("provider=graph"));
      c.filters.push(
        (e) => !(e.t > t0 && e.svc === s && e.msg.startsWith("freebusy ok") && e.msg.includes("provider=graph")),
      );
    },
  },
  {
    key: "offers-undefined-salary",
    estate: "talentgrid",
    origin: "esign",
    category: "null_reference",
    hints: ["typeerror", "undefined", "null", "cannot read", "reference"],
    severity: "high",
    note: "hourly requisitions reach the offer-letter renderer without a salary block and offers throws TypeError on most offer transitions",
    gen: (c, t0) => {
      const o = c.svc("esign");
      c.poisson(t0, c.t1, 1500, (t) => {
        const of = `OF-${n(c, 6)}`;
        const rid = `${c.rng.hex(8)}-${c.rng.hex(4)}`;
        c.emit(t, o, "error", `unhandled error in POST /v1/offers/${of}/transition reqId=${rid}`, {
          stack: stack("node", c.rng, "TypeError: Cannot read properties of undefined (reading 'baseSalary')", [
            ["/app/dist/letters/compensation.js", "buildCompensationSection"],
            ["/app/dist/letters/renderer.js", "OfferLetterRenderer.render"],
            ["/app/dist/offers/service.js", "async OfferService.transition"],
            ["/app/dist/routes/offers.js", "async /app/dist/routes/offers.js"],
          ]),
          errType: "TypeError",
        });
        edgeLine(c, t + 10, "POST", `/v1/offers/${of}/transition`, 500, c.rng.int(20, 90), o);
        if (c.rng.chance(0.5)) {
          for (let k = 1; k <= 3; k++)
            c.at(
              t + k * 2000,
              "core",
              k === 3 ? "error" : "warn",
              `c.t.req.OfferSync : offers returned 500 Internal Server Error for ${of} (attempt ${k}/3)${k === 3 ? ", giving up" : ", retrying"}`,
            );
        }
      });
      thin(c, o, t0, 0.6, 0.7);
    },
  },
];
