// The eight failures, one per category, written the way each runtime and each caller would log them.
import type { EstateKey } from "./estates.js";
import type { Level, Rec } from "./formats.js";
import type { NCtx } from "./quiet.js";

export interface ICtx extends NCtx {
  t0: number;
}

export interface Incident {
  key: string;
  category: string;
  estate: EstateKey;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** baseline lines of these services after t0 are kept with this probability */
  mute: { svc: string; keep: number; match?: RegExp }[];
  run: (c: ICtx) => Rec[];
}

const SEC = 1000;
const R = (
  t: number,
  svc: string,
  level: Level,
  msg: string,
  o: { stack?: string[]; id?: string | undefined } = {},
): Rec => {
  const x: Rec = { t: Math.round(t), svc, level, msg };
  if (o.stack) x.stack = o.stack;
  if (o.id) x.id = o.id;
  return x;
};
const loop = (c: NCtx, from: number, to: number, step: number, f: (t: number, i: number) => Rec[]): Rec[] => {
  const out: Rec[] = [];
  let i = 0;
  for (let t = from; t < to; t += step * (0.6 + c.r.next() * 0.8)) out.push(...f(t, i++));
  return out;
};
/** the unresolved placeholder as Spring prints it */
const PH = ["$", "{SVB2_TC_PORT}"].join("");
const CRS = ["LDS", "YRK", "HGT", "WKF", "DON", "SHF"] as const;

export const INCIDENTS: Incident[] = [
  {
    key: "crew-db-clients",
    category: "database",
    estate: "rail",
    origin: "crew-roster",
    hints: ["database", "postgres", "psycopg2", "operationalerror", "too many clients", "connection", "sql"],
    severity: "high",
    note: "crew-roster's re-solve job opens a connection per worker and exhausts its Postgres database's client slots, so its API answers 500 and rail-api-gw retries crew diagram requests into 502s.",
    mute: [
      { svc: "crew-roster", keep: 0.15 },
      { svc: "rail-api-gw", keep: 0.1, match: /crew\/diagram/ },
    ],
    run: (c) => [
      R(c.t0 - 4 * SEC, "crew-roster", "info", "roster re-solve triggered by VSTP batch: 48 worker processes"),
      R(c.t0 + 20 * SEC, "crew-roster", "warn", "db pool crew-db: 20/20 connections in use, 31 requests waiting"),
      ...loop(c, c.t0, c.e, 3 * SEC, (t) => {
        const id = c.id();
        const d = c.r.int(100, 620);
        return [
          R(t, "crew-roster", "error", `Internal Server Error: /api/diagrams/${d}`, {
            id,
            stack: [
              "Traceback (most recent call last):",
              '  File "/usr/local/lib/python3.11/site-packages/django/db/backends/base/base.py", line 275, in ensure_connection',
              "    self.connect()",
              '  File "/usr/local/lib/python3.11/site-packages/django/db/backends/postgresql/base.py", line 332, in get_new_connection',
              "    connection = self.Database.connect(**conn_params)",
              '  File "/usr/local/lib/python3.11/site-packages/psycopg2/__init__.py", line 122, in connect',
              "    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
              'psycopg2.OperationalError: connection to server at "crew-db.nfr-ops.svc" (10.43.0.12), port 5432 failed: FATAL:  sorry, too many clients already',
            ],
          }),
          R(
            t + 40,
            "crew-roster",
            "info",
            `10.42.3.${c.r.int(2, 250)} - - "GET /api/diagrams/${d}?date=today HTTP/1.1" 500 145`,
            { id },
          ),
          R(t + 60, "rail-api-gw", "warn", `upstream crew-roster returned 500 for GET /api/diagrams/${d}, retry 1/3`, {
            id,
          }),
          R(t + 400, "rail-api-gw", "warn", `upstream crew-roster returned 500 for GET /api/diagrams/${d}, retry 2/3`, {
            id,
          }),
          R(
            t + 1200,
            "rail-api-gw",
            "error",
            `GET /v1/crew/diagram/${d} 502 ${c.r.int(1200, 1900)}ms ua=crew-tablet/3.8 err="upstream crew-roster: 500 after 3 attempts"`,
            { id },
          ),
        ];
      }),
      ...loop(c, c.t0 + 30 * SEC, c.e, 60 * SEC, (t) => [
        R(
          t,
          "delay-attribution",
          "warn",
          "crew lookup for incident attribution failed (crew-roster HTTP 500), will retry next cycle",
        ),
      ]),
    ],
  },
  {
    key: "hops-503",
    category: "dependency",
    estate: "rail",
    origin: "ticket-validation-api",
    hints: ["503", "unavailable", "circuit", "hops", "dependency", "upstream", "brokencircuit", "httprequestexception"],
    severity: "high",
    note: "The national HOPS key and hotlist service answers 503, ticket-validation-api opens its circuit breaker and rejects validations, and the gates fail safe open and report each tap.",
    mute: [
      { svc: "ticket-validation-api", keep: 0.1 },
      { svc: "gate-controller", keep: 0.35 },
    ],
    run: (c) => [
      ...loop(c, c.t0, c.t0 + 25 * SEC, 2.5 * SEC, (t) => [
        R(
          t,
          "ticket-validation-api",
          "warn",
          "warn: Northfold.Validation.HopsClient[0] HOPS GET /keys/v3/rsp-current returned 503 Service Unavailable, retry 1 of 3 in 1s",
        ),
      ]),
      ...loop(c, c.t0 + 25 * SEC, c.e, 31 * SEC, (t) => [
        R(t, "ticket-validation-api", "error", "fail: Northfold.Validation.HopsClient[0] HOPS key refresh failed", {
          stack: [
            "System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).",
            "   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
            "   at Northfold.Validation.Hops.HopsClient.GetKeysAsync(CancellationToken ct) in /src/Northfold.Validation/Hops/HopsClient.cs:line 64",
            "   at Polly.ResiliencePipeline.<>c__9`2.<<ExecuteAsync>b__9_0>d.MoveNext()",
          ],
        }),
        R(
          t + 30,
          "ticket-validation-api",
          "warn",
          "warn: Polly[3] Circuit breaker opened for 00:00:30 (pipeline hops-keys), last outcome 503",
        ),
      ]),
      ...loop(c, c.t0 + 26 * SEC, c.e, 1.2 * SEC, (t) => {
        const id = c.id();
        const g = `${c.r.pick(CRS)}-G${String(c.r.int(1, 14)).padStart(2, "0")}`;
        return [
          R(
            t,
            "ticket-validation-api",
            "error",
            "fail: Northfold.Validation.ValidateEndpoint[0] Validation unavailable: Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
            { id },
          ),
          R(
            t + 10,
            "ticket-validation-api",
            "info",
            `Request finished HTTP/1.1 POST http://ticket-validation-api/v2/validate - 503 118 application/problem+json ${c.r.int(1, 4)}.${c.r.int(1000, 9999)}ms`,
            { id },
          ),
          R(t + 50, "gate-controller", "error", `${g} validation service HTTP 503, retrying`, { id }),
          R(
            t + 700,
            "gate-controller",
            "error",
            `${g} validation service HTTP 503 (2/2), fail-safe OPEN, ticket not checked`,
            { id },
          ),
        ];
      }),
    ],
  },
  {
    key: "tracker-silent",
    category: "unknown",
    estate: "rail",
    origin: "train-tracker",
    hints: ["unavailable", "unresponsive", "stopped", "unknown", "503", "stale", "no healthy", "silent"],
    severity: "high",
    note: "train-tracker stops logging and answering without a word; rail-api-gw returns 503 for departures, pis-publisher boards fall back to the timetable and berth-mapper's queue to it backs up.",
    mute: [
      { svc: "train-tracker", keep: 0 },
      { svc: "rail-api-gw", keep: 0, match: /departures/ },
      { svc: "pis-publisher", keep: 0.2, match: /refreshed/ },
    ],
    run: (c) => [
      ...loop(c, c.t0 + 2 * SEC, c.e, 1.5 * SEC, (t) => {
        const id = c.id();
        const crs = c.r.pick(CRS);
        return [
          R(
            t,
            "rail-api-gw",
            "error",
            `GET /v1/departures/${crs} 503 ${c.r.int(1, 9)}ms err="no healthy upstream for train-tracker"`,
            { id },
          ),
        ];
      }),
      ...loop(c, c.t0 + 45 * SEC, c.e, 8 * SEC, (t, i) => [
        R(
          t,
          "pis-publisher",
          i < 3 ? "warn" : "error",
          `no movement updates from train-tracker for ${45 + i * 8}s, board ${c.r.pick(CRS)}-P${c.r.int(1, 12)} showing timetable only`,
        ),
      ]),
      ...loop(c, c.t0 + 60 * SEC, c.e, 20 * SEC, (t, i) => [
        R(
          t,
          "berth-mapper",
          "warn",
          `publish to train-tracker blocked: queue td.steps depth ${1200 + i * 900} (consumers: 0)`,
        ),
      ]),
    ],
  },
  {
    key: "modem-link-reset",
    category: "network",
    estate: "ground",
    origin: "tm-ingest",
    hints: ["reset", "connection", "network", "route", "socket", "tcp", "econnreset", "unreachable"],
    severity: "high",
    note: "tm-ingest's TCP sessions to the SVB-2 baseband unit are reset and then have no route to host while the antenna keeps tracking, so tm-decom, alarm-handler and mcs-gateway report KST-3 telemetry as stale.",
    mute: [{ svc: "tm-ingest", keep: 0, match: /stn=SVB-2/ }],
    run: (c) => [
      R(
        c.t0,
        "tm-ingest",
        "error",
        "VC0 read from cortex-svb2 (10.40.2.17:5021): read tcp 10.8.3.14:48122->10.40.2.17:5021: read: connection reset by peer",
      ),
      R(
        c.t0 + 30,
        "tm-ingest",
        "error",
        "VC1 read from cortex-svb2 (10.40.2.17:5022): read tcp 10.8.3.14:48130->10.40.2.17:5022: read: connection reset by peer",
      ),
      ...loop(c, c.t0 + 2 * SEC, c.e, 4 * SEC, (t, i) => [
        R(
          t,
          "tm-ingest",
          "warn",
          `reconnect cortex-svb2 attempt ${i + 1}: dial tcp 10.40.2.17:5021: connect: no route to host (backoff ${Math.min(2 ** Math.min(i, 4), 16)}s)`,
        ),
      ]),
      ...loop(c, c.t0 + 20 * SEC, c.e, 3 * SEC, (t) => {
        const id = c.id();
        return [
          R(t, "tm-decom", "error", "no packets for KST-3 (pass 4871 in progress on SVB-2, el 34.1) since 20s", { id }),
          R(
            t + 200,
            "mcs-gateway",
            "error",
            `GET /api/tm/params/${c.r.pick(["HK_BATT_V", "AOCS_RW2_SPD", "TCS_PANEL_T3"])}?sat=KST-3 200 ${c.r.int(10, 40)}ms stale=true last_frame_age=${c.r.int(30, 400)}s`,
            { id },
          ),
        ];
      }),
      ...loop(c, c.t0 + 30 * SEC, c.e, 10 * SEC, (t) => [
        R(
          t,
          "alarm-handler",
          "error",
          "fail: Kestrel.Alarms.Watchdog[0] TM STALE KST-3 (RED): no frames while in view of SVB-2",
        ),
      ]),
      ...loop(c, c.t0, c.e, 5 * SEC, (t) => [
        R(
          t,
          "antenna-control",
          "debug",
          `ANT-2 track az=${(200 + c.r.next() * 20).toFixed(2)} el=${(30 + c.r.next() * 8).toFixed(2)} err=0.009 mode=PROGRAM rx_lock=1`,
        ),
      ]),
    ],
  },
  {
    key: "uplink-bad-property",
    category: "configuration",
    estate: "ground",
    origin: "tc-uplink",
    hints: ["config", "property", "bind", "configuration", "setting", "placeholder"],
    severity: "high",
    note: "tc-uplink v4.12.0 is rolled out with an unresolved placeholder for a station port, fails to bind its properties on every start and crash-loops while mcs-gateway gets connection refused for commanding.",
    mute: [
      { svc: "tc-uplink", keep: 0 },
      { svc: "mcs-gateway", keep: 0, match: /tc\/stack/ },
    ],
    run: (c) => [
      R(c.t0 - 3 * SEC, "tc-uplink", "info", "Commencing graceful shutdown. Waiting for active requests to complete"),
      ...loop(c, c.t0, c.e, 45 * SEC, (t, i) => [
        R(
          t,
          "tc-uplink",
          "info",
          "Starting TcUplinkApplication v4.12.0 using Java 21.0.3 with PID 1 (/app/tc-uplink.jar started by app in /app)",
        ),
        R(t + 900, "tc-uplink", "info", `The following 1 profile is active: "prod"`),
        R(t + 2600, "tc-uplink", "error", "APPLICATION FAILED TO START", {
          stack: [
            "***************************",
            "",
            "Description:",
            "",
            "Failed to bind properties under 'uplink.stations[2].port' to java.lang.Integer:",
            "",
            "    Property: uplink.stations[2].port",
            `    Value: "${PH}"`,
            "    Origin: class path resource [application-prod.yml] - 41:13",
            `    Reason: failed to convert java.lang.String to java.lang.Integer (caused by java.lang.NumberFormatException: For input string: "${PH}")`,
            "",
            "Action:",
            "",
            "Update your application's configuration",
          ],
        }),

        ...(i > 0
          ? []
          : [
              R(
                t + 2700,
                "tc-uplink",
                "warn",
                "Exception encountered during context initialization - cancelling refresh attempt",
              ),
            ]),
      ]),
      ...loop(c, c.t0 + 5 * SEC, c.e, 6 * SEC, (t) => {
        const id = c.id();
        return [
          R(
            t,
            "mcs-gateway",
            "error",
            `POST /api/tc/stack 502 ${c.r.int(2, 30)}ms err="connect ECONNREFUSED 10.42.4.19:8443 (tc-uplink)"`,
            { id },
          ),
          R(t + 300, "mcs-gateway", "warn", "retrying tc-uplink in 2000ms (attempt 2/3)", { id }),
        ];
      }),
      ...loop(c, c.t0 + 40 * SEC, c.e, 50 * SEC, (t) => [
        R(t, "pass-scheduler", "warn", "cannot arm commanding for pass 4871 KST-3: tc-uplink unreachable"),
      ]),
    ],
  },
  {
    key: "decom-heap",
    category: "memory",
    estate: "ground",
    origin: "tm-decom",
    hints: ["memory", "heap", "outofmemory", "oom", "gc"],
    severity: "high",
    note: "tm-decom's heap fills while decoding a memory-dump pass: full GCs grow, it dies with OutOfMemoryError and restarts repeatedly, and tm-ingest buffers frames while mcs-gateway parameter queries fail.",
    mute: [
      { svc: "tm-decom", keep: 0.3 },
      { svc: "mcs-gateway", keep: 0.3, match: /tm\/params/ },
    ],
    run: (c) => [
      ...loop(c, c.t0, c.t0 + 70 * SEC, 7 * SEC, (t, i) => [
        R(
          t,
          "tm-decom",
          "warn",
          `[gc] GC(${900 + i}) Pause Full (G1 Compaction Pause) ${3700 + i * 30}M->${3600 + i * 35}M(4096M) ${(1.2 + i * 0.2).toFixed(3)}s`,
        ),
      ]),
      ...loop(c, c.t0 + 75 * SEC, c.e, 75 * SEC, (t) => [
        R(
          t,
          "tm-decom",
          "error",
          `Exception in thread "decom-worker-${c.r.int(1, 8)}" java.lang.OutOfMemoryError: Java heap space`,
          {
            stack: [
              "java.lang.OutOfMemoryError: Java heap space",
              "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
              "\tat java.base/java.io.ByteArrayOutputStream.ensureCapacity(ByteArrayOutputStream.java:100)",
              "\tat com.kestrel.decom.PacketReassembler.append(PacketReassembler.java:118)",
              "\tat com.kestrel.decom.VirtualChannelDecoder.onFrame(VirtualChannelDecoder.java:77)",
              "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
            ],
          },
        ),
        R(t + 400, "tm-decom", "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space"),
        R(t + 9 * SEC, "tm-decom", "info", "Starting TmDecomApplication v3.8.2 using Java 21.0.3 with PID 1"),
        R(
          t + 21 * SEC,
          "tm-decom",
          "warn",
          "[gc] GC(14) Pause Young (Concurrent Start) (G1 Humongous Allocation) 3310M->3290M(4096M) 640.231ms",
        ),
      ]),
      ...loop(c, c.t0 + 80 * SEC, c.e, 2.5 * SEC, (t, i) => {
        const id = c.id();
        return [
          R(
            t,
            "tm-ingest",
            "warn",
            `forward to tm-decom failed: write: broken pipe, buffering (queue ${20000 + i * 700} frames)`,
            { id },
          ),
          R(
            t + 300,
            "mcs-gateway",
            "error",
            `GET /api/tm/params/${c.r.pick(["HK_BATT_V", "OBC_CPU_LOAD"])}?range=last 503 ${c.r.int(2, 20)}ms err="upstream tm-decom unavailable"`,
            { id },
          ),
        ];
      }),
    ],
  },
  {
    key: "plan-lock-wait",
    category: "timeout",
    estate: "building",
    origin: "hvac-optimizer",
    hints: ["timeout", "deadline", "timed out", "lock"],
    severity: "medium",
    note: "hvac-optimizer's plan requests wait on a plan lock held by a recalculation job and give up after 30 s, logging only warnings, while bms-api returns 504 and tenant-portal raises read timeouts.",
    mute: [{ svc: "hvac-optimizer", keep: 0 }],
    run: (c) => [
      R(c.t0 - 2 * SEC, "hvac-optimizer", "info", "recalc job seasonal-coefficients started (zones=all)"),
      ...loop(c, c.t0 + 30 * SEC, c.e, 9 * SEC, (t) => [
        R(
          t,
          "hvac-optimizer",
          "warn",
          `plan request for group ${c.r.pick(["A", "B", "C"])} gave up: could not acquire plan lock within 30.0s (held by recalc job seasonal-coefficients)`,
        ),
      ]),
      ...loop(c, c.t0 + 30 * SEC, c.e, 2.2 * SEC, (t) => {
        const z = c.r.pick(["L1-02", "L2-07", "L3-11", "L4-04", "L5-09"]);
        return [
          R(
            t,
            "bms-api",
            "error",
            `GET /api/zones/${z}/plan 504 15003ms - hvac-optimizer did not respond within 15000ms`,
          ),
          R(
            t + 60,
            "tenant-portal",
            "error",
            `Net::ReadTimeout with #<TCPSocket:(closed)> (GET http://bms-api:3000/api/zones/${z}/plan)`,
            {
              stack: [
                "/usr/local/lib/ruby/3.3.0/net/protocol.rb:229:in `rbuf_fill'",
                "/usr/local/lib/ruby/3.3.0/net/protocol.rb:199:in `readuntil'",
                "/usr/local/lib/ruby/3.3.0/net/http/response.rb:42:in `read_status_line'",
                "app/services/bms_client.rb:31:in `zone_plan'",
                "app/controllers/comfort_controller.rb:18:in `show'",
              ],
            },
          ),
          R(t + 80, "tenant-portal", "info", "Completed 500 Internal Server Error in 15021ms (ActiveRecord: 1.2ms)"),
        ];
      }),
      ...loop(c, c.t0 + 90 * SEC, c.e, 60 * SEC, (t) => [
        R(t, "bacnet-gateway", "warn", "no setpoint plan from hvac-optimizer for 2 cycles, holding last values"),
      ]),
    ],
  },
  {
    key: "journal-full",
    category: "disk",
    estate: "building",
    origin: "alarm-router",
    hints: ["disk", "space", "enospc", "no space", "volume"],
    severity: "high",
    note: "alarm-router's journal volume fills up, every event write fails with ENOSPC and it answers 500, so bacnet-gateway, access-control and modbus-poller queue alarms they cannot deliver.",
    mute: [{ svc: "alarm-router", keep: 0 }],
    run: (c) => [
      R(c.t0 - 40 * SEC, "alarm-router", "warn", "journal volume /var/lib/alarm-router 97% used (1.94G of 2.0G)"),
      ...loop(c, c.t0, c.e, 6 * SEC, (t) => [
        R(
          t,
          "alarm-router",
          "error",
          `Errno::ENOSPC: No space left on device @ io_write - /var/lib/alarm-router/journal/2026-06-${c.r.int(10, 28)}.jsonl`,
          {
            stack: [
              "/app/lib/alarm_router/journal.rb:44:in `write'",
              "/app/lib/alarm_router/journal.rb:44:in `append'",
              "/app/lib/alarm_router/intake.rb:27:in `call'",
              "/usr/local/bundle/gems/rack-3.0.11/lib/rack/builder.rb:277:in `call'",
              "/usr/local/bundle/gems/puma-6.4.2/lib/puma/request.rb:98:in `block in handle_request'",
            ],
          },
        ),
        R(t + 20, "alarm-router", "info", `10.30.1.${c.r.int(2, 250)} - - "POST /events HTTP/1.1" 500 - 0.0031`),
      ]),
      ...loop(c, c.t0 + 5 * SEC, c.e, 2 * SEC, (t, i) => {
        const who = c.r.pick(["bacnet-gateway", "bacnet-gateway", "access-control", "modbus-poller"]);
        const msg =
          who === "bacnet-gateway"
            ? `POST http://alarm-router:9292/events -> 500, event queued locally (backlog ${100 + i * 3})`
            : who === "access-control"
              ? "fail: Halvard.Access.AlarmForwarder[0] Alarm forward failed: Response status code does not indicate success: 500 (Internal Server Error)."
              : "alarm push to alarm-router failed: unexpected status 500, retrying in 5s";
        return [R(t, who, "error", msg)];
      }),
    ],
  },
];
