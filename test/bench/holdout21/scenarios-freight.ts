// Incidents of the freight-brokerage exchange (loadmatch): Envoy edge, Go load board, Rust matcher on
// CockroachDB, Kotlin/Spring quoter on Oracle, .NET settlement on SQL Server, Sidekiq onboarding, Elixir tracking,
// Django document OCR, a Pulsar broker, Consul and kubelet.
import { E, F, I, W } from "./lines.js";
import type { Rng } from "./rng.js";
import type { Spec } from "./types.js";

const load = (r: Rng) => `LD${r.int(4000000, 4999999)}`;
const edge = (path: string, code: number, flags: string) => (r: Rng) =>
  W(
    `"POST ${path} HTTP/1.1" ${code} ${flags} 0 ${r.int(19, 95)} ${r.int(1, 15000)} - "10.4.${r.int(0, 9)}.${r.int(2, 250)}" "loadmatch-web/5.2" "${r.uuid()}" "api.loadmatch.example" "-"`,
  );

export const FREIGHT: Spec[] = [
  {
    estate: "freight",
    origin: "bid-matcher",
    category: "memory",
    hints: ["memory", "oom", "137", "allocation"],
    sev: "high",
    note: "bid-matcher (Rust) aborts on a failed allocation and is OOMKilled (exit 137) by the kubelet in a loop; load-board-api then reports refused connections to it.",
    first: [
      W("candidate cache holds 11.2M entries (3.4 GiB), eviction lagging"),
      F("memory allocation of 402653184 bytes failed"),
    ],
    silence: true,
    rate: 1,
    gen: [() => F("memory allocation of 268435456 bytes failed")],
    callers: [
      {
        svc: "kubelet",
        rate: 1.2,
        lag: 3,
        gen: [
          (r) =>
            W(
              `"Container terminated" pod="freight/bid-matcher-${r.hex(5)}" containerName="bid-matcher" exitCode=137 reason="OOMKilled"`,
            ),
          () => W('"Back-off restarting failed container" containerName="bid-matcher" pod="freight/bid-matcher-7c9f4"'),
        ],
      },
      {
        svc: "load-board-api",
        rate: 20,
        lag: 6,
        gen: [
          (r) =>
            E(
              `match request for ${load(r)} failed: rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 10.8.3.17:7443: connect: connection refused"`,
            ),
        ],
      },
    ],
  },
  {
    estate: "freight",
    origin: "rate-quoter",
    category: "memory",
    hints: ["memory", "outofmemory", "gc", "heap"],
    sev: "high",
    note: "rate-quoter's JVM spends nearly all its time in GC and throws OutOfMemoryError: GC overhead limit exceeded; the edge returns 503 for quotes.",
    first: [W("[gc] GC(5123) Pause Full (G1 Compaction Pause) 3981M->3975M(4096M) 4210.331ms")],
    rate: 8,
    gen: [
      (r) =>
        E(
          `Servlet.service() for servlet [dispatcherServlet] threw exception [Handler dispatch failed: java.lang.OutOfMemoryError: GC overhead limit exceeded] (quote Q-${r.int(100000, 999999)})`,
          [
            "java.lang.OutOfMemoryError: GC overhead limit exceeded",
            "\tat java.base/java.util.HashMap.resize(HashMap.java:702)",
            "\tat com.loadmatch.quoter.lanes.LaneHistoryIndex.build(LaneHistoryIndex.kt:54)",
            "\tat com.loadmatch.quoter.QuoteService.quote(QuoteService.kt:88)",
          ],
        ),
      (r) =>
        W(
          `[gc] GC(${r.int(5124, 5999)}) Pause Full (G1 Compaction Pause) 4090M->4071M(4096M) ${r.int(3000, 6000)}.${r.int(100, 999)}ms`,
        ),
    ],
    callers: [{ svc: "broker-edge", rate: 14, lag: 15, gen: [edge("/v3/quotes", 503, "UF,URX")] }],
  },
  {
    estate: "freight",
    origin: "settlement-ledger",
    category: "timeout",
    hints: ["timeout", "timed out", "canceled", "httpclient"],
    sev: "medium",
    note: "settlement-ledger's calls to the bank's ACH API stop answering within the 30 s HttpClient timeout; the bank does not log here.",
    rate: 6,
    gen: [
      (r) =>
        E(`Payout run SB-${r.int(10000, 99999)} failed while submitting ACH file`, [
          "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.",
          " ---> System.TimeoutException: A task was canceled.",
          "   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
          "   at Settlement.Ach.AchClient.SubmitAsync(AchFile file) in /src/Settlement/Ach/AchClient.cs:line 64",
        ]),
      () => W("Polly: retry 2 of 3 for ach-submit after 30012ms"),
    ],
    callers: [],
  },
  {
    estate: "freight",
    origin: "load-board-api",
    category: "timeout",
    hints: ["deadline", "timeout"],
    sev: "medium",
    note: "load-board-api's lane search overruns its 10 s request budget (context deadline exceeded) and the Envoy edge returns 504 upstream timeouts.",
    rate: 12,
    gen: [
      (r) =>
        E(
          `search lanes failed: rank candidates: context deadline exceeded (budget=10s elapsed=${r.int(10, 11)}.${r.int(0, 9)}s lane=${r.pick(["CHI-ATL", "DAL-PHX", "LAX-SEA"])})`,
        ),
      (r) => W(`handled GET /v3/loads status=504 dur=${r.int(10000, 10090)}ms`),
    ],
    callers: [{ svc: "broker-edge", rate: 16, lag: 10, gen: [edge("/v3/loads/search", 504, "UT")] }],
  },
  {
    estate: "freight",
    origin: "rate-quoter",
    category: "database",
    hints: ["connection", "pool", "hikari", "ora", "database", "sql"],
    sev: "high",
    note: "rate-quoter's Oracle session limit is reached (ORA-00020) and the HikariCP pool times out; the edge returns 500s for quotes.",
    rate: 12,
    gen: [
      () =>
        E(
          "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=57)",
          [
            "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.",
            "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)",
            "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)",
            "\tat com.loadmatch.quoter.repo.LaneRateRepository.findRecent(LaneRateRepository.kt:31)",
            "Caused by: java.sql.SQLException: ORA-00020: maximum number of processes (600) exceeded",
          ],
        ),
      () =>
        W(
          "HikariPool-1 - Failed to validate connection oracle.jdbc.driver.T4CConnection@5e2a1c (ORA-00020). Possibly consider using a shorter maxLifetime value.",
        ),
    ],
    callers: [{ svc: "broker-edge", rate: 10, lag: 30, gen: [edge("/v3/quotes", 500, "-")] }],
  },
  {
    estate: "freight",
    origin: "bid-matcher",
    category: "database",
    hints: ["database", "sqlx", "40001", "transaction", "retry"],
    sev: "high",
    note: "bid-matcher's writes to CockroachDB fail with SQLSTATE 40001 restart-transaction errors under contention; load-board-api retries match requests loudly.",
    rate: 14,
    gen: [
      (r) =>
        E(
          `award failed load=${load(r)}: error returned from database: restart transaction: TransactionRetryWithProtoRefreshError: WriteTooOldError: write for key /Table/112/1/${r.int(10000, 99999)}/0 at timestamp 1789${r.int(100000, 999999)}.000000000,0 too old (SQLSTATE 40001)`,
        ),
      () => W("sqlx::pool::acquire: slow acquire elapsed=2.41s"),
    ],
    callers: [
      {
        svc: "load-board-api",
        rate: 24,
        lag: 5,
        gen: [(r) => W(`match request for ${load(r)} failed (bid-matcher 500), retrying ${r.int(1, 5)}/5`)],
      },
    ],
  },
  {
    estate: "freight",
    origin: "doc-scanner",
    category: "configuration",
    hints: ["config", "improperly", "environment", "variable"],
    sev: "medium",
    note: "A doc-scanner release drops the OCR_BUCKET environment variable; Django refuses to start (ImproperlyConfigured) and the kubelet keeps restarting it.",
    pre: [{ dt: -20, svc: "doc-scanner", line: I("Booting doc-scanner 2.14.0 (gunicorn 22.0.0, 4 workers)") }],
    first: [
      E("Worker failed to boot.", [
        "Traceback (most recent call last):",
        '  File "/app/scanner/settings.py", line 97, in <module>',
        '    OCR_BUCKET = env("OCR_BUCKET")',
        '  File "/usr/local/lib/python3.12/site-packages/environ/environ.py", line 392, in get_value',
        "    raise ImproperlyConfigured(error_msg) from exc",
        "django.core.exceptions.ImproperlyConfigured: Set the OCR_BUCKET environment variable",
      ]),
    ],
    silence: true,
    rate: 1.5,
    gen: [
      () => E("django.core.exceptions.ImproperlyConfigured: Set the OCR_BUCKET environment variable"),
      () => F("Shutting down: Master. Reason: Worker failed to boot."),
    ],
    callers: [
      {
        svc: "kubelet",
        rate: 1,
        lag: 20,
        gen: [
          () =>
            W(
              '"Back-off restarting failed container" containerName="doc-scanner" pod="freight/doc-scanner-5d8b7" exitCode=3',
            ),
        ],
      },
      { svc: "broker-edge", rate: 4, lag: 25, gen: [edge("/v3/documents", 503, "UH")] },
    ],
  },
  {
    estate: "freight",
    origin: "load-board-api",
    category: "configuration",
    hints: ["config", "endpoint", "scheme", "url"],
    sev: "medium",
    note: "A Consul KV change gives load-board-api a pricing endpoint without a scheme, so every price lookup fails with unsupported protocol scheme.",
    pre: [
      {
        dt: -15,
        svc: "consul-agent",
        line: I("agent: Updated KV entry: key=config/load-board-api/pricing_endpoint index=88121"),
      },
      { dt: -9, svc: "load-board-api", line: I("config watch: reloaded pricing_endpoint from consul (index 88121)") },
    ],
    rate: 12,
    gen: [
      (r) =>
        E(
          `price lookup for ${load(r)} failed: Post "http//rate-quoter.freight.svc:8080/v1/quote": unsupported protocol scheme ""`,
        ),
    ],
    callers: [{ svc: "broker-edge", rate: 8, lag: 5, gen: [edge("/v3/loads", 502, "-")] }],
  },
  {
    estate: "freight",
    origin: "tracking-ingest",
    category: "network",
    hints: ["network", "econnreset", "reset", "connection", "closed"],
    sev: "medium",
    note: "tracking-ingest's connections to the ELD telematics feed are reset and closed mid-stream; load-board-api warns that truck positions are stale.",
    rate: 14,
    gen: [
      () => E("telematics stream disconnected: %Mint.TransportError{reason: :econnreset}"),
      () => E("telematics stream disconnected: %Mint.TransportError{reason: :closed}"),
      (r) => W(`reconnecting to eld-feed in ${r.int(1, 8)}s (attempt ${r.int(1, 12)})`),
    ],
    callers: [
      {
        svc: "load-board-api",
        rate: 2,
        lag: 90,
        gen: [(r) => W(`truck position for ${load(r)} is ${r.int(5, 20)} minutes old`)],
      },
    ],
  },
  {
    estate: "freight",
    origin: "carrier-onboarding",
    category: "authentication",
    hints: ["authentication", "oauth", "invalid_client", "401", "unauthorized"],
    sev: "medium",
    note: "carrier-onboarding's OAuth client for the insurance-verification provider is rejected (invalid_client, 401); the provider does not log here.",
    rate: 8,
    gen: [
      (r) =>
        E(
          `class=VerifyInsuranceJob jid=${r.hex(24)} ERROR: OAuth2::Error: invalid_client: Client authentication failed (401)`,
          [
            "/usr/local/bundle/gems/oauth2-2.0.9/lib/oauth2/client.rb:142:in `request'",
            "/usr/local/bundle/gems/oauth2-2.0.9/lib/oauth2/client.rb:214:in `get_token'",
            "/app/app/services/insurance_verifier.rb:22:in `access_token'",
            "/app/app/jobs/verify_insurance_job.rb:9:in `perform'",
          ],
        ),
      (r) => W(`class=VerifyInsuranceJob jid=${r.hex(24)} WARN: retrying in ${r.int(20, 90)}s`),
    ],
    callers: [],
  },
  {
    estate: "freight",
    origin: "settlement-ledger",
    category: "authorization",
    hints: ["permission", "denied", "authorization"],
    sev: "medium",
    note: "After a SQL Server role change settlement-ledger's login loses SELECT permission on CarrierPayouts (error 229), so payout queries fail.",
    rate: 9,
    gen: [
      (r) =>
        E(
          `Failed executing DbCommand (${r.int(1, 6)}ms) [Parameters=[@__carrier_0='?' (Size = 16)], CommandType='Text', CommandTimeout='30']`,
          [
            "Microsoft.Data.SqlClient.SqlException (0x80131904): The SELECT permission was denied on the object 'CarrierPayouts', database 'Ledger', schema 'dbo'.",
            "   at Microsoft.Data.SqlClient.SqlCommand.<>c.<ExecuteDbDataReaderAsync>b__209_0(Task`1 result)",
            "   at Settlement.Payouts.PayoutQuery.ForCarrierAsync(String mc) in /src/Settlement/Payouts/PayoutQuery.cs:line 40",
            "Error Number:229,State:5,Class:14",
          ],
        ),
    ],
    callers: [{ svc: "broker-edge", rate: 5, lag: 10, gen: [edge("/v3/payouts", 500, "-")] }],
  },
  {
    estate: "freight",
    origin: "rate-quoter",
    category: "rate_limiting",
    hints: ["rate", "429", "quota", "limit"],
    sev: "medium",
    note: "rate-quoter's mileage lookups exceed the routing vendor's quota and come back 429; the vendor does not log here.",
    rate: 14,
    gen: [
      (r) =>
        W(
          `Distance lookup ${r.pick(["CHI-ATL", "DAL-PHX", "LAX-SEA"])} rejected: 429 Too Many Requests from routing API (quota 2500/min), retry-after=${r.int(5, 60)}`,
        ),
      () => E("Quote failed: mileage unavailable after 3 throttled attempts"),
    ],
    callers: [{ svc: "broker-edge", rate: 6, lag: 20, gen: [edge("/v3/quotes", 502, "-")] }],
  },
  {
    estate: "freight",
    origin: "carrier-onboarding",
    category: "validation",
    hints: ["validation", "invalid", "recordinvalid"],
    sev: "medium",
    note: "carrier-onboarding rejects every carrier from the new authority snapshot with RecordInvalid because the MC numbers now arrive with a prefix.",
    rate: 10,
    gen: [
      (r) =>
        E(
          `class=FmcsaImportJob jid=${r.hex(24)} ERROR: ActiveRecord::RecordInvalid: Validation failed: Mc number must be 6 digits, Mc number is invalid (got "MC-MC${r.int(100000, 999999)}")`,
        ),
      (r) => W(`import batch ${r.int(100, 999)}: ${r.int(200, 900)} of ${r.int(900, 1000)} rows failed validation`),
    ],
    callers: [],
  },
  {
    estate: "freight",
    origin: "load-board-api",
    category: "null_reference",
    hints: ["nil", "null", "pointer", "dereference"],
    sev: "high",
    note: "load-board-api panics with a nil pointer dereference on loads posted without a pickup window; requests through the edge get 502.",
    rate: 8,
    gen: [
      (r) =>
        E(
          `http: panic serving 10.4.${r.int(0, 9)}.${r.int(2, 250)}:${r.int(30000, 60000)}: runtime error: invalid memory address or nil pointer dereference`,
          [
            "goroutine 48211 [running]:",
            "net/http.(*conn).serve.func1()",
            "\t/usr/local/go/src/net/http/server.go:1903 +0xbe",
            "panic({0x9c3a40?, 0x10d5f30?})",
            "\t/usr/local/go/src/runtime/panic.go:770 +0x132",
            "github.com/loadmatch/board/internal/loads.(*Window).Hours(...)",
            "\t/src/internal/loads/window.go:31",
            "github.com/loadmatch/board/internal/loads.Rank(0xc0004a2f00)",
            "\t/src/internal/loads/rank.go:77 +0x4f",
          ],
        ),
    ],
    callers: [{ svc: "broker-edge", rate: 8, lag: 3, gen: [edge("/v3/loads", 502, "UC")] }],
  },
  {
    estate: "freight",
    origin: "tracking-ingest",
    category: "dependency",
    hints: ["dependency", "pulsar", "unavailable", "broker", "not ready"],
    sev: "high",
    note: "The Pulsar cluster that tracking-ingest publishes to stops accepting producers (ServiceNotReady); Pulsar does not log in this window, so tracking-ingest is the origin.",
    exclude: ["pulsar-broker"],
    rate: 14,
    gen: [
      (r) =>
        E(`publish to persistent://freight/prod/pings-partition-${r.int(0, 7)} failed: {:error, :service_not_ready}`),
      () => W("Pulsar producer reconnect failed: broker unavailable, lookup returned ServiceNotReady"),
      (r) => E(`dropping ${r.int(100, 900)} pings: producer buffer full`),
    ],
    callers: [
      {
        svc: "load-board-api",
        rate: 2,
        lag: 60,
        gen: [(r) => W(`truck position for ${load(r)} is ${r.int(5, 20)} minutes old`)],
      },
    ],
  },
  {
    estate: "freight",
    origin: "pulsar-broker",
    category: "disk",
    hints: ["disk", "full", "read-only", "space"],
    sev: "high",
    note: "The Pulsar bookie's ledger disk fills up and it turns read-only, so bid-matcher's publishes fail with NotEnoughReplicas.",
    first: [
      W("DiskChecker - Space left on /pulsar/data/bookkeeper/ledgers is 2.1% which is below the warn threshold 5%"),
    ],
    rate: 5,
    gen: [
      () =>
        E(
          "LedgerDirsMonitor - All ledger directories are non writable: /pulsar/data/bookkeeper/ledgers is full (usage 95.2%), bookie going read-only",
        ),
      (r) =>
        E(
          `[persistent://freight/prod/bids-partition-${r.int(0, 7)}] Failed to add entry: Not enough non-faulty bookies available (ledger ${r.int(10000, 99999)})`,
        ),
    ],
    callers: [
      {
        svc: "bid-matcher",
        rate: 10,
        lag: 8,
        gen: [(r) => E(`publish match for ${load(r)} failed: Pulsar error: NotEnoughReplicas, will retry`)],
      },
    ],
  },
  {
    estate: "freight",
    origin: "settlement-ledger",
    category: "unknown",
    hints: ["unknown", "crash", "exit", "failed", "500"],
    sev: "medium",
    note: "settlement-ledger's batch posting starts failing and the process exits with code 1 without ever logging a reason; the kubelet restarts it.",
    rate: 6,
    gen: [(r) => E(`Posting batch SB-${r.int(10000, 99999)} failed.`), () => F("Application is shutting down...")],
    callers: [
      {
        svc: "kubelet",
        rate: 0.6,
        lag: 40,
        gen: [() => W('"Container terminated" containerName="settlement-ledger" exitCode=1 reason="Error"')],
      },
      { svc: "broker-edge", rate: 6, lag: 5, gen: [edge("/v3/invoices", 503, "UF")] },
    ],
  },
];
