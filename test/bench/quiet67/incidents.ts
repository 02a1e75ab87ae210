// The eight failures of quiet67, one per category, each in its runtime's own words: what the broken service
// logs (sometimes only WARN, sometimes nothing) and how its callers report it.
import type { Step } from "./estates.js";
import type { NCtx } from "./quiet.js";
import { digits, hex, int, pick, type Rng } from "./rng.js";

export interface ICtx extends NCtx {
  ts: number;
}
export interface Incident {
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Origin's INFO lines stop at `ts`. */
  quiet?: boolean;
  /** Replacement for a baseline flow once the failure runs; null keeps the normal flow. */
  flows: Record<string, (r: Rng, t: number, ts: number) => Step[] | null>;
  run: (c: ICtx) => void;
}

const every = (c: ICtx, from: number, lo: number, hi: number, fn: (t: number, i: number) => void) => {
  let i = 0;
  for (let t = from; t < c.t1; t += c.r() * (hi - lo) + lo) fn(t, i++);
};

// ----- runtime-flavoured traces -----
const hikari = (r: Rng): string[] => [
  `java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=${int(r, 120, 260)})`,
  "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
  "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
  "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:144)",
  "\tat com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:127)",
  "\tat org.springframework.jdbc.datasource.DataSourceUtils.fetchConnection(DataSourceUtils.java:160)",
  `\tat com.tapline.ledger.tap.TapRepository.insert(TapRepository.java:${int(r, 80, 96)})`,
  "\tat com.tapline.ledger.tap.TapController.record(TapController.java:54)",
  "\t... 87 common frames omitted",
  "Caused by: org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
  "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
  "\tat org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
  "\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:258)",
  "\t... 12 common frames omitted",
];
const dotnetHttp = (code: string): string[] => [
  `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${code}.`,
  "   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
  "   at Tapline.Payments.Settlement.LedgerClient.PostSettlementAsync(SettlementRecord record, CancellationToken ct) in /src/Payments/Settlement/LedgerClient.cs:line 71",
  "   at Tapline.Payments.Settlement.SettlementWorker.ExecuteAsync(CancellationToken stoppingToken) in /src/Payments/Settlement/SettlementWorker.cs:line 48",
];
const oomStack = (r: Rng): string[] => [
  "java.lang.OutOfMemoryError: Java heap space",
  "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
  "\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)",
  "\tat java.base/java.util.ArrayList.add(ArrayList.java:486)",
  `\tat com.tapline.journeys.assembly.TapWindow.collect(TapWindow.java:${int(r, 100, 140)})`,
  "\tat com.tapline.journeys.assembly.JourneyAssembler.assemble(JourneyAssembler.java:212)",
  "\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)",
  "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
];
const planStack = (r: Rng): string[] => [
  "java.lang.IllegalArgumentException: Unknown feed id 'lmnrail' in transit.feedMapping (router-config.json)",
  "\tat com.lumen.planner.config.FeedMapping.resolve(FeedMapping.java:58)",
  "\tat com.lumen.planner.routing.RequestMapper.toRouteRequest(RequestMapper.java:131)",
  `\tat com.lumen.planner.routing.PlanResource.plan(PlanResource.java:${int(r, 70, 90)})`,
  "\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
  "\tat org.glassfish.jersey.server.model.internal.ResourceMethodInvocationHandlerFactory.lambda$static$0(ResourceMethodInvocationHandlerFactory.java:52)",
  "\t... 54 more",
];
const kotlinClient = (r: Rng): string[] => [
  "org.springframework.web.reactive.function.client.WebClientResponseException$ServiceUnavailable: 503 Service Unavailable from POST http://barcode-signer:8080/v1/sign",
  "\tat org.springframework.web.reactive.function.client.WebClientResponseException.create(WebClientResponseException.java:336)",
  "\tSuppressed: reactor.core.publisher.FluxOnAssembly$OnAssemblyException: ",
  "Error has been observed at the following site(s):",
  "\t*__checkpoint ⇢ 503 SERVICE_UNAVAILABLE from POST http://barcode-signer:8080/v1/sign [DefaultWebClient]",
  `\tat com.fairway.issuer.signing.SignerClient.sign(SignerClient.kt:${int(r, 40, 60)})`,
  "\tat com.fairway.issuer.IssueService.issue(IssueService.kt:88)",
];
const pyEnospc = (batch: string): string[] => [
  "Traceback (most recent call last):",
  '  File "/app/settlement/spool.py", line 142, in flush',
  "    fh.write(chunk)",
  '  File "/usr/local/lib/python3.12/gzip.py", line 289, in write',
  "    self.fileobj.write(self.compress.compress(data))",
  `OSError: [Errno 28] No space left on device: '/var/spool/settlement/${batch}.csv.gz'`,
];

// ----- the eight -----
export const INCIDENTS: readonly Incident[] = [
  {
    estate: "tapline",
    origin: "abt-ledger",
    category: "database",
    hints: ["connection", "database", "postgres", "pool", "jdbc", "sql", "hikari"],
    severity: "high",
    note: "abt-ledger exhausts its Postgres connections (Hikari pool timeouts, reserved-slot FATALs); tap-gateway retries taps in a storm and payment-router and rider-account-api report 503/502 from the ledger.",
    flows: {
      tap: (r) => {
        const tok = hex(r, 16);
        const v = `VAL-${digits(r, 5)}`;
        const out: Step[] = [
          [
            "tap-gateway",
            "info",
            `tap accepted validator=${v} route=${int(r, 1, 96)} token=${tok} mode=emv-contactless`,
            0,
          ],
          [
            "card-risk",
            "info",
            `risk check token=${tok} score=${(r() * 0.3).toFixed(3)} decision=allow`,
            int(r, 5, 30),
          ],
        ];
        const n = int(r, 2, 4);
        for (let i = 1; i <= n; i++)
          out.push([
            "tap-gateway",
            i === n ? "error" : "warn",
            `POST http://abt-ledger:8080/v1/taps: 503 Service Unavailable (attempt ${i}/5) token=${tok}${i === n ? ", requeued to local buffer" : ""}`,
            30 + i * int(r, 400, 1200),
          ]);
        return out;
      },
      account: (r) => [
        [
          "rider-account-api",
          "error",
          `GET /v1/trips 502 ${int(r, 5000, 30050)}ms - upstream abt-ledger: Request failed with status code 503`,
          0,
        ],
      ],
      payment: (r) => [
        ["payment-router", "error", `Failed to post settlement ${hex(r, 10)} to abt-ledger, will retry`, 0],
      ],
    },
    run: (c) => {
      c.emit("abt-ledger", "warn", "HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=17)", c.ts);
      every(c, c.ts + 900, 600, 2500, (t, i) => {
        if (i % 4 === 0)
          c.emit(
            "abt-ledger",
            "warn",
            `HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=${int(c.r, 90, 260)})`,
            t,
          );
        else if (i % 5 === 1)
          c.emit("abt-ledger", "error", "HikariPool-1 - Exception during pool addConnection.", t, [
            "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
            ...hikari(c.r).slice(10, 13),
          ]);
        else
          c.emit("abt-ledger", "error", "Request processing failed: Unable to acquire JDBC Connection", t, hikari(c.r));
      });
      every(c, c.ts + 5000, 3000, 9000, (t) =>
        c.emit(
          "payment-router",
          "error",
          `Settlement post to abt-ledger failed`,
          t,
          dotnetHttp("503 (Service Unavailable)"),
        ),
      );
      every(c, c.ts + 20_000, 15_000, 25_000, (t) =>
        c.emit("tap-gateway", "warn", `local tap buffer depth ${int(c.r, 2000, 30000)} (ledger writes failing)`, t),
      );
    },
  },
  {
    estate: "tapline",
    origin: "journey-builder",
    category: "memory",
    hints: ["memory", "outofmemory", "heap", "oom", "gc"],
    severity: "high",
    note: "journey-builder runs out of Java heap (full GCs then OutOfMemoryError, restarts and dies again); fare-capping read-times-out on it and notify-worker retries receipt jobs.",
    flows: {
      journey: (r) => [
        [
          "fare-capping",
          "error",
          `I/O error on POST request for "http://journey-builder:8080/v2/journeys/close": Read timed out; cap update for token ${hex(r, 16)} deferred`,
          0,
        ],
      ],
      notify: (r) => [
        [
          "notify-worker",
          "warn",
          `TripReceiptJob JID-${hex(r, 24)} failed: Net::ReadTimeout with #<TCPSocket:(closed)> (journey-builder:8080); will retry in ${int(r, 15, 90)}s`,
          0,
        ],
      ],
    },
    run: (c) => {
      let t = c.ts;
      let cycle = 0;
      while (t < c.t1) {
        for (let k = 0; k < 4; k++) {
          const heap = 3900 + k * 50 + int(c.r, 0, 40);
          c.emit(
            "journey-builder",
            "warn",
            `[gc] GC(${int(c.r, 3000, 9000)}) Pause Full (G1 Compaction Pause) ${heap}M->${heap - int(c.r, 2, 20)}M(4096M) ${int(c.r, 2100, 4800)}.${int(c.r, 100, 999)}ms`,
            t + k * 7000 + int(c.r, 0, 1500),
          );
        }
        t += int(c.r, 35_000, 50_000);
        c.emit(
          "journey-builder",
          "error",
          `Exception in thread "journey-assembler-${int(c.r, 1, 8)}" java.lang.OutOfMemoryError: Java heap space`,
          t,
          oomStack(c.r).slice(1),
        );
        c.emit("journey-builder", "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space", t + 400);
        t += int(c.r, 20_000, 30_000);
        c.emit(
          "journey-builder",
          "info",
          `Starting JourneyBuilderApplication v4.12.${cycle} using Java 21.0.4 with PID 1`,
          t,
        );
        c.emit(
          "journey-builder",
          "info",
          `Started JourneyBuilderApplication in ${(14 + c.r() * 4).toFixed(3)} seconds`,
          t + 15_000,
        );
        c.emit(
          "journey-builder",
          "info",
          `Replaying ${int(c.r, 40_000, 90_000)} open tap windows from Kafka`,
          t + 15_500,
        );
        t += int(c.r, 25_000, 40_000);
        cycle++;
      }
    },
  },
  {
    estate: "lumen",
    origin: "trip-planner",
    category: "configuration",
    hints: ["config", "feed", "setting", "illegalargument", "mapping"],
    severity: "high",
    note: "trip-planner reloads a new router-config.json that maps rail to a feed id that is not loaded; every plan request fails with IllegalArgumentException and api-edge returns 500s for /otp/plan.",
    flows: {
      plan: (r) => {
        const out: Step[] = [
          ["trip-planner", "error", "Error while planning trip", 0],
          [
            "api-edge",
            "error",
            `GET /otp/plan?fromPlace=...&toPlace=... 500 ${int(r, 8, 40)}ms upstream=trip-planner`,
            int(r, 10, 45),
          ],
        ];
        if (r() < 0.5)
          out.push(["api-edge", "warn", "retrying /otp/plan on trip-planner (1/2) after HTTP 500", int(r, 50, 120)]);
        return out;
      },
    },
    run: (c) => {
      c.emit(
        "trip-planner",
        "info",
        "Config change detected: /etc/planner/router-config.json (configmap rev 4312), reloading router",
        c.ts,
      );
      c.emit(
        "trip-planner",
        "warn",
        "Parameter 'transit.feedMapping.rail' refers to feed 'lmnrail' which is not part of the transit model (loaded feeds: lmn, lmnbus)",
        c.ts + 700,
      );
      c.emit("trip-planner", "info", "Router reloaded in 1843 ms", c.ts + 1900);
      every(c, c.ts + 2000, 1500, 5000, (t) => c.emit("trip-planner", "error", "Request failed", t, planStack(c.r)));
    },
  },
  {
    estate: "lumen",
    origin: "gtfs-rt-ingest",
    category: "network",
    hints: ["network", "route", "dial", "connect", "unreachable", "tcp"],
    severity: "medium",
    note: "gtfs-rt-ingest can no longer reach the AVL vendor endpoint (no route to host, then i/o timeouts); vehicle-tracker holds stale positions, trip-updates falls back to schedule and displays lose predictions.",
    flows: {
      positions: (r, t, ts) => [
        [
          "gtfs-rt-ingest",
          "error",
          pick(r, [
            'fetch VehiclePositions failed: Get "https://avl.lumen-ops.net/gtfsrt/vehiclepositions": dial tcp 10.40.8.21:443: connect: no route to host',
            'fetch VehiclePositions failed: Get "https://avl.lumen-ops.net/gtfsrt/vehiclepositions": dial tcp 10.40.8.21:443: connect: no route to host',
            'fetch TripUpdates failed: Get "https://avl.lumen-ops.net/gtfsrt/tripupdates": dial tcp 10.40.8.21:443: i/o timeout',
          ]),
          0,
        ],
        ["gtfs-rt-ingest", "warn", `retrying in ${pick(r, ["1s", "2s", "4s"])} (attempt ${int(r, 2, 9)})`, 5],
        [
          "vehicle-tracker",
          "warn",
          `no new VehiclePositions for ${Math.round((t - ts) / 1000) + int(r, 10, 20)}s, holding last known positions`,
          int(r, 100, 400),
        ],
        [
          "trip-updates",
          "warn",
          `VehiclePositions input stale (age ${Math.round((t - ts) / 1000) + int(r, 12, 25)}s); publishing schedule-based predictions`,
          int(r, 300, 800),
        ],
      ],
      displays: (r) =>
        r() < 0.5
          ? [
              [
                "pid-controller",
                "warn",
                `PID-${digits(r, 4)}: realtime unavailable for stop, showing timetable times`,
                0,
              ],
            ]
          : null,
    },
    run: (c) => {
      c.emit("gtfs-rt-ingest", "warn", "feed poll slow: avl.lumen-ops.net answered in 4812 ms", c.ts);
      every(c, c.ts + 60_000, 20_000, 40_000, (t) =>
        c.emit("api-edge", "warn", `GET /v1/vehicles 200 ${int(c.r, 20, 80)}ms (data age ${int(c.r, 60, 600)}s)`, t),
      );
    },
  },
  {
    estate: "fairway",
    origin: "barcode-signer",
    category: "authentication",
    hints: ["auth", "vault", "credential", "secret", "login", "token", "approle"],
    severity: "high",
    note: "barcode-signer's Vault token expires and its AppRole login is refused (invalid role or secret ID), so it cannot sign tickets; ticket-issuer gets 503s, mticket-bff returns 502 and payment-svc refunds.",
    flows: {
      buy: (r) => {
        const tk = `T-${digits(r, 8)}`;
        const out: Step[] = [
          ["payment-svc", "info", `Payment captured {PspReference="${hex(r, 16).toUpperCase()}", Amount=2.40}`, 0],
          [
            "barcode-signer",
            "error",
            `sign ticket=${tk}: signing key unavailable: no valid vault token`,
            int(r, 600, 700),
          ],
        ];
        for (let i = 1; i <= 3; i++)
          out.push([
            "ticket-issuer",
            i < 3 ? "warn" : "error",
            `sign ${tk} failed: 503 from barcode-signer (attempt ${i}/3)`,
            700 + i * 300,
          ]);
        out.push(["mticket-bff", "error", `POST /api/v3/tickets 502 ${int(r, 1700, 2600)}ms`, 1900]);
        out.push(["payment-svc", "warn", `Refund requested {Reason="ISSUANCE_FAILED", Ticket="${tk}"}`, 2300]);
        return out;
      },
    },
    run: (c) => {
      c.emit(
        "barcode-signer",
        "warn",
        "vault: token renew-self failed: Code: 403. Errors: * permission denied; token expired",
        c.ts,
      );
      every(c, c.ts + 500, 10_000, 30_000, (t) =>
        c.emit("barcode-signer", "error", "vault: approle login failed: Error making API request.", t, [
          "",
          "URL: PUT https://vault.fairway.internal:8200/v1/auth/approle/login",
          "Code: 400. Errors:",
          "",
          "* invalid role or secret ID",
        ]),
      );
      every(c, c.ts + 3000, 8000, 20_000, (t) =>
        c.emit("ticket-issuer", "error", "Ticket issuance failed", t, kotlinClient(c.r)),
      );
    },
  },
  {
    estate: "fairway",
    origin: "wallet-pass",
    category: "rate_limiting",
    hints: ["429", "quota", "rate", "limit", "throttl", "resource_exhausted"],
    severity: "medium",
    note: "a wallet-pass re-issue backfill burns the Google Wallet write quota; wallet-pass only WARNs about 429 RESOURCE_EXHAUSTED while mticket-bff and ticket-issuer fail save-to-wallet with 503s.",
    flows: {
      pass: (r) => [
        ["wallet-pass", "warn", `save deferred serial=${hex(r, 12)} platform=google: quota backoff active`, 0],
        [
          "mticket-bff",
          "error",
          `POST /api/v3/wallet/save 503 ${int(r, 10, 60)}ms - wallet-pass unavailable`,
          int(r, 10, 60),
        ],
        [
          "ticket-issuer",
          "error",
          `pass sync for T-${digits(r, 8)} failed: wallet-pass returned 503 (attempt ${int(r, 1, 5)}/5)`,
          int(r, 80, 300),
        ],
      ],
    },
    run: (c) => {
      c.emit(
        "wallet-pass",
        "info",
        "backfill started: re-issuing 48211 passes (class fw-monthly, design 2026.10)",
        c.ts - 40_000,
      );
      let done = 0;
      every(c, c.ts - 38_000, 20_000, 20_000, (t) => {
        done += int(c.r, 200, 900);
        c.emit("wallet-pass", "info", `backfill progress ${done}/48211`, t);
      });
      every(c, c.ts, 400, 3000, (t) =>
        c.emit(
          "wallet-pass",
          "warn",
          `Google Wallet API 429 RESOURCE_EXHAUSTED: Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute' of service 'walletobjects.googleapis.com'; backing off ${pick(c.r, ["4", "8", "16", "32"])}s`,
          t,
        ),
      );
    },
  },
  {
    estate: "northvale",
    origin: "deny-list",
    category: "timeout",
    hints: ["timeout", "deadline", "lock", "timed out", "wait"],
    severity: "medium",
    quiet: true,
    note: "deny-list's delta build holds the hotlist snapshot lock and lookups hang (it goes quiet, a few lock-wait WARNs); tap-auth hits context deadline exceeded and fails open, gates exceed their time budget.",
    flows: {
      gate: (r) => {
        const g = `${pick(r, ["CEN", "HBR", "UNV", "AIR", "MLR"])}-G${int(r, 1, 24)}`;
        const tok = hex(r, 12);
        return [
          [
            "tap-auth",
            "error",
            `deny-list lookup token=${tok} failed: Get "http://deny-list:8080/v1/lookup/${tok}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
            2000,
          ],
          [
            "tap-auth",
            "warn",
            `fail-open: approving token=${tok} gate=${g} without denylist check (budget ${int(r, 100, 4900)}/5000)`,
            2002,
          ],
          [
            "station-gates",
            "warn",
            `gate ${g} tap token=${tok} -> open, authorisation took ${int(r, 2010, 2300)} ms (budget 500 ms)`,
            2300,
          ],
        ];
      },
    },
    run: (c) => {
      c.emit("deny-list", "info", "delta build 88214 started (3,112 adds from debt recovery)", c.ts - 3000);
      c.emit("deny-list", "warn", "delta build 88214 acquired write lock on hotlist_snapshot", c.ts);
      every(c, c.ts + 31_000, 20_000, 70_000, (t, i) =>
        c.emit(
          "deny-list",
          "warn",
          `lookup waited 30000 ms for read lock on hotlist_snapshot, request abandoned (${140 + i * int(c.r, 30, 60)} waiting)`,
          t,
        ),
      );
    },
  },
  {
    estate: "northvale",
    origin: "trip-settlement",
    category: "disk",
    hints: ["disk", "space", "errno 28", "no space", "enospc", "storage", "volume"],
    severity: "high",
    note: "trip-settlement's spool volume fills up (usage warnings, then OSError Errno 28 on every flush); cap-engine's settlement handoffs fail and it retries loudly.",
    flows: {
      cap: (r) => {
        const tok = hex(r, 12);
        const out: Step[] = [
          [
            "cap-engine",
            "info",
            `capping run for token ${tok}: ${int(r, 1, 4)} taps, charge ${(r() * 8 + 2).toFixed(2)}`,
            0,
          ],
          [
            "trip-settlement",
            "error",
            `rejecting settlement record ${hex(r, 10)}: spool write failed (ENOSPC)`,
            int(r, 20, 60),
          ],
        ];
        const n = int(r, 2, 3);
        for (let i = 1; i <= n; i++)
          out.push([
            "cap-engine",
            i === n ? "error" : "warn",
            `settlement handoff for token ${tok} failed: HTTP 507 Insufficient Storage from trip-settlement (attempt ${i}/${n})`,
            60 + i * int(r, 500, 2000),
          ]);
        return out;
      },
    },
    run: (c) => {
      c.emit("trip-settlement", "warn", "spool volume /var/spool/settlement at 93% (threshold 90%)", c.ts - 150_000);
      c.emit("trip-settlement", "warn", "spool volume /var/spool/settlement at 98% (threshold 90%)", c.ts - 40_000);
      every(c, c.ts, 8000, 20_000, (t) => {
        const b = `batch-${digits(c.r, 6)}`;
        c.emit("trip-settlement", "error", `spool flush failed for ${b}`, t, pyEnospc(b));
      });
    },
  },
];
