// The eight failures, one per category, each written the way its software and its callers really log it.
import type { FlowCtx } from "./estates.js";
import { ev } from "./estates.js";
import type { NoiseCtx } from "./quiet.js";
import { dotnetStack, nodeStack, pyTraceback } from "./stacks.js";
import type { Ev } from "./stream.js";

export interface Incident {
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** lines of its own (the origin's and callers' beyond the flows) */
  apply: (c: NoiseCtx, start: number) => void;
  /** replaces a request flow's lines once the failure is on */
  override?: (flow: string, f: FlowCtx, base: Ev[], start: number) => Ev[];
}

const every = (c: NoiseCtx, from: number, to: number, s: number, f: (t: number, i: number) => void) => {
  let i = 0;
  for (let t = from; t < Math.min(to, c.t1); t += s * 1000 * (0.6 + c.r.next() * 0.8)) f(t, i++);
};
const drop = (base: Ev[], svc: string) => base.filter((e) => e.svc !== svc);
const last = (base: Ev[]) => base.reduce((m, e) => Math.max(m, e.t), 0);

const VENDOR = "https://api.terravue-imagery.com/v2/scenes";

export const INCIDENTS: Incident[] = [
  {
    estate: "furrowline",
    origin: "prescription-maps",
    category: "dependency",
    hints: ["imagery", "503", "unavailable", "vendor", "upstream", "circuit", "httperror", "dependency"],
    severity: "medium",
    note: "The satellite imagery vendor prescription-maps calls starts answering 503; its circuit breaker opens and agronomy-app-bff and field-ops-web retry and fail with 502s naming prescription-maps.",
    apply: (c, start) => {
      c.s.add(
        ev(
          "prescription-maps",
          start + 300,
          "warn",
          `imagery request GET ${VENDOR}?bbox=... returned 503, retrying in 2s (attempt 1/3)`,
        ),
      );
      every(c, start + 2500, c.t1, 14, (t, i) => {
        if (i === 3)
          c.s.add(
            ev(
              "prescription-maps",
              t + 100,
              "warn",
              "circuit breaker 'terravue' state change: closed -> open (5 consecutive failures)",
            ),
          );
        if (i > 3 && i % 4 === 0) {
          c.s.add(ev("prescription-maps", t, "info", "circuit breaker 'terravue' state change: open -> half-open"));
          c.s.add(
            ev(
              "prescription-maps",
              t + 900,
              "warn",
              "circuit breaker 'terravue' state change: half-open -> open (trial call failed: 503)",
            ),
          );
        }
        if (i < 4 || i % 3 === 0)
          c.s.add(
            ev("prescription-maps", t, "error", "NDVI scene fetch failed for tile 14/3112/6045", {
              errType: "requests.exceptions.HTTPError",
              stack: pyTraceback(
                [
                  ["/app/rx/imagery.py", 142, "fetch_scene", "resp.raise_for_status()"],
                  [
                    "/usr/local/lib/python3.12/site-packages/requests/models.py",
                    1024,
                    "raise_for_status",
                    "raise HTTPError(http_error_msg, response=self)",
                  ],
                ],
                `requests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: ${VENDOR}?tile=14/3112/6045&band=ndvi`,
              ),
            }),
          );
      });
      // app clients re-submit on failure: the BFF retries are the loudest lines
      every(c, start + 4000, c.t1, 2.2, (t) => {
        const tr = c.trace();
        for (let a = 1; a <= 3; a++)
          c.s.add(
            ev(
              "agronomy-app-bff",
              t + a * 600,
              a < 3 ? "warn" : "error",
              a < 3
                ? `GenerateRx: prescription-maps responded 502 Bad Gateway, retry ${a}/3`
                : "GenerateRx failed after 3 attempts: upstream prescription-maps 502",
              { trace: tr },
            ),
          );
      });
    },
    override: (flow, f, base) => {
      if (flow === "rx-generate") {
        const field = `F-${f.r.int(1100, 4899)}`;
        return [
          ev(
            "prescription-maps",
            f.t + 200,
            "error",
            `rx generation failed for ${field}: CircuitBreakerError('terravue' is open)`,
            { trace: f.trace },
          ),
          ev("agronomy-app-bff", f.t + 260, "error", `POST /graphql op=GenerateRx 502 260ms (prescription-maps)`, {
            trace: f.trace,
          }),
        ];
      }
      if (flow === "rx-fetch" && f.r.chance(0.35)) {
        const d = f.r.int(30, 120);
        return [
          ev(
            "prescription-maps",
            f.t + 10,
            "info",
            `${"10.31.4.9"}:${f.r.int(30000, 60000)} - "GET /v1/rx/F-${f.r.int(1100, 4899)}?season=2026 HTTP/1.1" 502`,
            { trace: f.trace },
          ),
          ev(
            "field-ops-web",
            f.t + d,
            "error",
            `GET /api/fields/:id/prescriptions 502 ${d}ms - upstream prescription-maps: Bad Gateway`,
            { trace: f.trace },
          ),
        ];
      }
      return base;
    },
  },
  {
    estate: "furrowline",
    origin: "telematics-ingest",
    category: "memory",
    hints: ["memory", "oom", "heap", "out of memory", "gomemlimit"],
    severity: "high",
    note: "telematics-ingest's heap grows after start until the Go runtime dies with out of memory and then keeps restarting; fleet-api reports connection refused and stale positions.",
    apply: (c, start) => {
      let t = start;
      let cycle = 0;
      while (t < c.t1) {
        const crash = t + (cycle === 0 ? 170000 : 110000 + c.r.int(0, 30000));
        every(c, t + 5000, crash, 15, (tt) => {
          const frac = (tt - t) / (crash - t);
          c.s.add(
            ev(
              "telematics-ingest",
              tt,
              "warn",
              `memstats heap_inuse=${(1.2 + frac * 2.1).toFixed(2)}GiB gc_cpu_fraction=${(0.05 + frac * 0.5).toFixed(2)} GOMEMLIMIT=3400MiB buffered_frames=${Math.round(20000 + frac * 400000)}`,
            ),
          );
        });
        if (crash >= c.t1) break;
        if (cycle === 0)
          c.s.add(
            ev("telematics-ingest", crash, "error", "fatal error: runtime: out of memory", {
              errType: "runtime.throw",
              stack: [
                "",
                "runtime stack:",
                "runtime.throw({0x1a3f2c8?, 0x2000?})",
                "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c fp=0x7ffd2a8c1e50 sp=0x7ffd2a8c1e20 pc=0x43a1fc",
                "runtime.(*mheap).grow(0x2c6a4e0, 0x800?)",
                "\t/usr/local/go/src/runtime/mheap.go:1481 +0x2a5 fp=0x7ffd2a8c1ec8 sp=0x7ffd2a8c1e50 pc=0x42f3a5",
                "",
                "goroutine 4127 gp=0xc0a81c0e00 m=7 mp=0xc000580008 [running]:",
                "github.com/furrowline/telematics-ingest/internal/reassembly.(*Buffer).Append(0xc0004a2000, {0xc3a9f6e000, 0x1f4, 0x200})",
                "\t/src/internal/reassembly/buffer.go:88 +0x1b4",
                "github.com/furrowline/telematics-ingest/internal/consumer.(*Handler).ConsumeClaim(0xc00019e150, {0x1c8e8f0, 0xc0003e2a20}, {0x1c92f40, 0xc000a4c0f0})",
                "\t/src/internal/consumer/handler.go:61 +0x2d6",
              ],
            }),
          );
        const up = crash + c.r.int(9000, 25000);
        c.s.silence("telematics-ingest", crash + 1, up);
        c.s.evs.push(
          ev(
            "telematics-ingest",
            up,
            "info",
            "telematics-ingest 2.14.3 starting (go1.22.5, GOMAXPROCS=4, GOMEMLIMIT=3400MiB)",
          ),
        );
        c.s.evs.push(
          ev(
            "telematics-ingest",
            up + 1800,
            "info",
            "kafka: joined group telematics-ingest, assigned partitions [0 1 2 3 4 5 6 7]",
          ),
        );
        every(c, crash + 800, up, 1.1, (tt) =>
          c.s.evs.push(
            ev(
              "fleet-api",
              tt,
              "error",
              `I/O error on GET request for "http://telematics-ingest:8080/v1/latest/M-2${c.r.int(100, 599)}": Connection refused`,
              { trace: c.trace() },
            ),
          ),
        );
        t = up + 2000;
        cycle++;
      }
      every(c, start + 90000, c.t1, 9, (tt) =>
        c.s.add(
          ev(
            "fleet-api",
            tt,
            "warn",
            `position for machine M-2${c.r.int(100, 599)} stale (age ${c.r.int(60, 400)}s), serving last known`,
          ),
        ),
      );
    },
    override: (flow, f, base, start) => {
      if (flow === "position" && f.t > start + 60000)
        return base.map((e) =>
          e.svc === "telematics-ingest" ? { ...e, msg: e.msg.replace(/lag=[\d.]+s/, `lag=${f.r.int(40, 300)}s`) } : e,
        );
      return base;
    },
  },
  {
    estate: "aquafield",
    origin: "irrigation-scheduler",
    category: "configuration",
    hints: ["configuration", "config", "property", "bind", "uri", "base-url", "startup"],
    severity: "high",
    note: "A release of irrigation-scheduler ships a malformed pivot-gateway base URL; it fails to start and crash-loops while grower-portal gets connection refused and pivot-gw stops receiving schedules.",
    apply: (c, start) => {
      c.s.add(
        ev(
          "irrigation-scheduler",
          start - 1500,
          "info",
          "Commencing graceful shutdown. Waiting for active requests to complete",
        ),
      );
      c.s.add(ev("irrigation-scheduler", start - 600, "info", "Graceful shutdown complete"));
      c.s.silence("irrigation-scheduler", start);
      let t = start + 5000;
      let back = 10;
      while (t < c.t1) {
        const push = (dt: number, lv: "info" | "warn" | "error", m: string, more: Partial<Ev> = {}) =>
          c.s.evs.push(ev("irrigation-scheduler", t + dt, lv, m, more));
        push(
          0,
          "info",
          "Starting IrrigationSchedulerApplication v4.12.0 using Java 21.0.4 with PID 1 (/app/app.jar started by app in /app)",
        );
        push(300, "info", 'The following 1 profile is active: "prod"');
        push(
          6200,
          "warn",
          "Exception encountered during context initialization - cancelling refresh attempt: org.springframework.boot.context.properties.ConfigurationPropertiesBindException: Error creating bean with name 'pivotGatewayProperties'",
        );
        push(
          6400,
          "error",
          "\n\n***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nFailed to bind properties under 'aquafield.pivot-gateway.base-url' to java.net.URI:\n\n    Property: aquafield.pivot-gateway.base-url\n    Value: \"http://pivot-gw:8080 /api/v1\"\n    Reason: failed to convert java.lang.String to java.net.URI (caused by java.net.URISyntaxException: Illegal character in authority at index 7: http://pivot-gw:8080 /api/v1)\n\nAction:\n\nUpdate your application's configuration\n",
          { errType: "org.springframework.boot.context.properties.bind.BindException" },
        );
        t += 6400 + back * 1000;
        back = Math.min(back * 2, 160);
      }
      every(c, start + 4000, c.t1, 7, (tt) => {
        const a = c.r.int(100, 250);
        c.s.add(
          ev(
            "grower-portal",
            tt,
            "error",
            `Faraday::ConnectionFailed (Failed to open TCP connection to irrigation-scheduler:8080 (Connection refused - connect(2) for "irrigation-scheduler" port 8080)):`,
            {
              errType: "Faraday::ConnectionFailed",
              stack: [
                "",
                "app/clients/scheduler_client.rb:31:in `get_schedules'",
                "app/controllers/schedules_controller.rb:12:in `index'",
              ],
            },
          ),
        );
        c.s.add(ev("grower-portal", tt + 5, "info", `Completed 502 Bad Gateway in ${a}ms (ActiveRecord: 3.1ms)`));
      });
      every(c, start + 60000, c.t1, 30, (tt) =>
        c.s.add(
          ev(
            "pivot-gw",
            tt,
            "warn",
            `no schedule update for pivot P-${c.r.int(1, 38)} since ${Math.round((tt - start) / 60000) + 4} min, keeping last program`,
          ),
        ),
      );
    },
    override: (flow, f, base, start) => {
      if (flow === "schedule") return f.t > start ? [] : base;
      if (flow === "portal" && base.some((e) => e.svc === "irrigation-scheduler")) return [];
      return base;
    },
  },
  {
    estate: "aquafield",
    origin: "water-ledger",
    category: "database",
    hints: ["npgsql", "pool", "connection", "database", "postgres", "too many clients", "sql"],
    severity: "high",
    note: "water-ledger exhausts its Postgres connection pool and then hits 'too many clients'; allocation checks from irrigation-scheduler and usage pages in grower-portal fail with 500s.",
    apply: (c, start) => {
      every(c, start, start + 50000, 6, (t) =>
        c.s.add(
          ev(
            "water-ledger",
            t,
            "warn",
            `Slow query (${c.r.int(4, 14)}s) on UsageDaily: SELECT ... FOR UPDATE (district WD-${c.r.int(2, 9)})`,
          ),
        ),
      );
      every(c, start + 40000, c.t1, 5, (t, i) => {
        const pool = i % 3 !== 2;
        c.s.add(
          ev(
            "water-ledger",
            t,
            "error",
            pool
              ? "An exception occurred while iterating over the results of a query for context type 'WaterLedger.Data.LedgerContext'."
              : "Failed executing DbCommand (15,003ms) [Parameters=[@__account_0='?'], CommandType='Text', CommandTimeout='30']",
            {
              errType: pool ? "Npgsql.NpgsqlException" : "Npgsql.PostgresException",
              stack: pool
                ? dotnetStack(
                    "Npgsql.NpgsqlException (0x80004005)",
                    "The connection pool has been exhausted, either raise 'Max Pool Size' (currently 100) or 'Timeout' (currently 15 seconds) in your connection string.",
                    [
                      "Npgsql.PoolingDataSource.<Get>g__RentAsync|34_0(NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
                      "Npgsql.NpgsqlConnection.<Open>g__OpenAsync|42_0(Boolean async, CancellationToken cancellationToken)",
                      "Microsoft.EntityFrameworkCore.Storage.RelationalConnection.OpenInternalAsync(Boolean errorsExpected, CancellationToken cancellationToken)",
                      "WaterLedger.Allocations.AllocationService.CheckAsync(String account, CancellationToken ct) in /src/WaterLedger/Allocations/AllocationService.cs:line 57",
                    ],
                  )
                : dotnetStack("Npgsql.PostgresException (0x80004005)", "53300: sorry, too many clients already", [
                    "Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
                    "Npgsql.NpgsqlConnector.<Open>g__OpenCore|213_1(NpgsqlConnector conn, SslMode sslMode, NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken, Boolean isFirstAttempt)",
                  ]),
            },
          ),
        );
      });
      every(c, start + 45000, c.t1, 2.5, (t) => {
        const a = `A-${c.r.int(1000, 1300)}`;
        c.s.add(
          ev(
            "irrigation-scheduler",
            t,
            "warn",
            `Allocation check for account ${a} failed: 500 Internal Server Error from POST http://water-ledger/api/allocations/check, retrying (2/3)`,
          ),
        );
        c.s.add(
          ev(
            "irrigation-scheduler",
            t + 1500,
            "error",
            `Schedule recompute aborted for account ${a}: org.springframework.web.client.HttpServerErrorException$InternalServerError: 500 Internal Server Error on POST request for "http://water-ledger/api/allocations/check"`,
          ),
        );
      });
    },
    override: (flow, f, base, start) => {
      if (f.t < start + 40000) return base;
      if (flow === "schedule") return [];
      if (flow === "portal" && base.some((e) => e.svc === "water-ledger")) {
        const t = last(base);
        return [
          base[0],
          ev(
            "water-ledger",
            f.t + 15000,
            "error",
            "Request finished HTTP/1.1 GET http://water-ledger/api/usage - 500 - application/problem+json 15012.3310ms",
          ),
          ev(
            "grower-portal",
            t + 15000,
            "error",
            "Completed 500 Internal Server Error in 15044ms (ActiveRecord: 2.2ms)",
          ),
        ];
      }
      return base;
    },
  },
  {
    estate: "prairie",
    origin: "scale-house",
    category: "disk",
    hints: ["disk", "space", "no space", "ioexception", "volume", "enospc"],
    severity: "high",
    note: "The journal volume of scale-house fills up; weighbridge tickets can no longer be written, ticketing-api retries and returns 500s and the truck queue backs up.",
    apply: (c, start) => {
      every(c, start - 120000, start, 30, (t, i) =>
        c.s.add(
          ev(
            "scale-house",
            t,
            "warn",
            `Journal volume /var/lib/scalehouse ${96 + Math.min(i, 3)}% used (${(1.2 - i * 0.3).toFixed(1)} GB free)`,
          ),
        ),
      );
      every(c, start + 90000, c.t1, 14, (t, i) =>
        c.s.add(
          ev(
            "truck-queue",
            t,
            "warn",
            `lane=${c.r.int(1, 3)} pit=${c.r.int(1, 4)} depth=${10 + i} est_wait=${40 + i * 3}m, no tickets closed in ${Math.round((t - start) / 60000)}m`,
          ),
        ),
      );
    },
    override: (flow, f, base, start) => {
      if (f.t < start) return base;
      if (flow === "weigh-in") {
        const inbound = base.filter((x) => x.svc === "scale-house" || x.svc === "moisture-gw");
        const tk = /Ticket (T-\d+)/.exec(inbound[0]?.msg ?? "")?.[1] ?? `T-${f.r.int(260100, 269999)}`;
        const out: Ev[] = [
          ...inbound,
          ev("scale-house", f.t + 400, "error", `Failed to persist ticket ${tk}`, {
            trace: f.trace,
            errType: "System.IO.IOException",
            stack: dotnetStack(
              "System.IO.IOException",
              `No space left on device : '/var/lib/scalehouse/journal/${new Date(f.t).toISOString().slice(0, 10)}/${tk}.json'`,
              [
                "System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan`1 buffer, Int64 fileOffset)",
                "System.IO.Strategies.BufferedFileStreamStrategy.FlushWrite()",
                "ScaleHouse.Journal.TicketJournal.AppendAsync(Ticket ticket, CancellationToken ct) in /src/ScaleHouse/Journal/TicketJournal.cs:line 74",
                "ScaleHouse.Api.TicketsController.Close(String id, CloseTicketRequest body) in /src/ScaleHouse/Api/TicketsController.cs:line 118",
              ],
            ),
          }),
        ];
        for (let a = 1; a <= 2; a++)
          out.push(
            ev("ticketing-api", f.t + a * 700, "warn", `scale-house POST /tickets/${tk}/close -> 500, retry ${a}/2`, {
              trace: f.trace,
            }),
          );
        out.push(
          ev(
            "ticketing-api",
            f.t + 2200,
            "error",
            `POST /api/tickets 500 2200ms - scale-house: Internal Server Error`,
            { trace: f.trace },
          ),
        );
        return out;
      }
      return base;
    },
  },
  {
    estate: "prairie",
    origin: "contracts-pricing",
    category: "timeout",
    hints: ["timeout", "timed out", "worker timeout", "deadline", "etimedout"],
    severity: "medium",
    note: "A bid sheet upload makes contracts-pricing recompute its basis grid inside request workers; gunicorn kills workers on WORKER TIMEOUT and member-portal's calls time out and are retried.",
    apply: (c, start) => {
      c.s.add(
        ev(
          "contracts-pricing",
          start,
          "info",
          "bid sheet 2026-10 uploaded by user merch3, invalidating basis cache (4 locations x 38 delivery months)",
        ),
      );
      c.s.silence("contracts-pricing", start + 2000, Number.POSITIVE_INFINITY, ["warn", "error"]);
      every(c, start + 31000, c.t1, 11, (t) => {
        const pid = c.r.int(40, 180);
        const stamp = `[${new Date(t).toISOString().replace("T", " ").slice(0, 19)} +0000] [1]`;
        c.s.add(ev("contracts-pricing", t, "error", `${stamp} [CRITICAL] WORKER TIMEOUT (pid:${pid})`));
        c.s.add(
          ev(
            "contracts-pricing",
            t + 300,
            "error",
            `${stamp} [ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`,
          ),
        );
        c.s.evs.push(
          ev("contracts-pricing", t + 900, "info", `${stamp} [INFO] Booting worker with pid: ${pid + c.r.int(3, 30)}`),
        );
      });
      every(c, start + 20000, c.t1, 25, (t) =>
        c.s.add(
          ev(
            "contracts-pricing",
            t,
            "warn",
            `basis grid recompute still running after ${Math.round((t - start) / 1000)}s (location ELV-${c.r.int(1, 4)})`,
          ),
        ),
      );
      every(c, start + 12000, c.t1, 1.6, (t) => {
        const tr = c.trace();
        c.s.add(
          ev(
            "member-portal",
            t,
            "warn",
            "GET http://contracts-pricing:8000/v1/bids failed: timeout of 10000ms exceeded, retrying (axios-retry 1/3)",
            { trace: tr },
          ),
        );
        if (c.r.chance(0.4))
          c.s.add(
            ev("member-portal", t + 20000, "error", "GET /cash-bids 504 30012ms", {
              trace: tr,
              errType: "AxiosError",
              stack: nodeStack("AxiosError: timeout of 10000ms exceeded", [
                "RedirectableRequest.handleRequestTimeout (/app/node_modules/axios/lib/adapters/http.js:647:16)",
                "RedirectableRequest.emit (node:events:519:28)",
                "Timeout.<anonymous> (/app/node_modules/follow-redirects/index.js:221:12)",
                "listOnTimeout (node:internal/timers:581:17)",
              ]),
            }),
          );
      });
    },
    override: (flow, _f, base, start) => (flow === "price" && _f.t > start + 2000 ? [] : base),
  },
  {
    estate: "cloverdale",
    origin: "robot-gw",
    category: "network",
    hints: ["network", "reset", "connection", "tls", "handshake", "uplink", "econnreset"],
    severity: "medium",
    note: "The barn uplink of robot-gw starts dropping connections: it only warns about resets and TLS handshake failures while herd-records stops receiving sessions and dairy-app-api's robot calls time out.",
    apply: (c, start) => {
      every(c, start, c.t1, 5, (t, i) => {
        const m = [
          `uplink herd-records.dairy.svc:8443: async_write failed: Connection reset by peer [asio.system:104], ${10 + i} sessions buffered`,
          "uplink herd-records.dairy.svc:8443: TLS handshake failed: stream truncated [asio.ssl.stream:1], reconnecting in 2s",
          "uplink herd-records.dairy.svc:8443: async_connect failed: Connection timed out [asio.system:110]",
          "uplink keepalive: no ACK for 3 probes, closing socket",
        ];
        c.s.add(ev("robot-gw", t, "warn", c.r.pick(m)));
      });
      every(c, start + 60000, c.t1, 60, (t) =>
        c.s.add(
          ev(
            "herd-records",
            t,
            "warn",
            `No milking sessions received from robot-gw for ${Math.round((t - start) / 1000)} s (last: VMS-${c.r.int(1, 4)})`,
          ),
        ),
      );
      every(c, start + 8000, c.t1, 1.3, (t) => {
        const d = c.r.int(1, 4);
        c.s.add(
          ev(
            "dairy-app-api",
            t,
            c.r.chance(0.7) ? "error" : "warn",
            c.r.chance(0.5)
              ? `GET /v1/robots/VMS-${d}/status 502 10004ms - robot-gw: connect ETIMEDOUT 10.40.2.15:8443`
              : `robot status poll VMS-${d} failed: read ECONNRESET (robot-gw), retry in 1s`,
          ),
        );
      });
    },
    override: (flow, _f, base, start) => (flow === "milking" && _f.t > start ? drop(base, "herd-records") : base),
  },
  {
    estate: "cloverdale",
    origin: "feed-pusher-ctl",
    category: "unknown",
    hints: ["unknown", "unavailable", "503", "stopped", "abort", "e217"],
    severity: "medium",
    note: "feed-pusher-ctl logs two aborted routes and then goes silent; tmr-mixer-api and dairy-app-api get 503s from it and feed tables run empty, with no reason logged anywhere.",
    apply: (c, start) => {
      c.s.add(ev("feed-pusher-ctl", start, "error", "FP-1 route R-3 aborted (state=ABORTED, code E217)"));
      c.s.add(ev("feed-pusher-ctl", start + 1400, "error", "FP-2 route R-5 aborted (state=ABORTED, code E217)"));
      c.s.silence("feed-pusher-ctl", start + 1500);
      every(c, start + 30000, c.t1, 6, (t) =>
        c.s.add(
          ev("tmr-mixer-api", t, "error", "Push request to feed-pusher-ctl failed", {
            errType: "System.Net.Http.HttpRequestException",
            stack: dotnetStack(
              "System.Net.Http.HttpRequestException",
              "Response status code does not indicate success: 503 (Service Unavailable).",
              [
                "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
                "TmrMixer.Feeding.PusherClient.PushNowAsync(String lane, CancellationToken ct) in /src/TmrMixer/Feeding/PusherClient.cs:line 44",
              ],
            ),
          }),
        ),
      );
      every(c, start + 240000, c.t1, 40, (t) =>
        c.s.add(
          ev(
            "tmr-mixer-api",
            t,
            "warn",
            `Feed table barn-${c.r.int(1, 2)} lane ${c.r.int(1, 4)} level ${c.r.int(3, 15)}%, no push for ${Math.round((t - start) / 60000)} min`,
          ),
        ),
      );
      every(c, start + 20000, c.t1, 4, (t) =>
        c.s.add(
          ev("dairy-app-api", t, "error", "GET /v1/feed/pushers 503 12ms - upstream feed-pusher-ctl unavailable"),
        ),
      );
    },
    override: (flow, _f, base, start) => (flow === "feed" && _f.t > start ? [] : base),
  },
];
