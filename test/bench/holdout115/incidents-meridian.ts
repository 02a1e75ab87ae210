// Meridian Retirement Services scenarios (15): Rails portal, Go gateway and services, .NET, C++, Python, Java; request ids.
import { ev, every } from "./kit.js";
import type { Spec } from "./types.js";

const gw = (path: string, status: number, dur: number, up: string, extra = "-") =>
  `"${path} HTTP/1.1" ${status} ${extra} 0 ${dur} upstream=${up}`;

export const MERIDIAN: Spec[] = [
  {
    cat: "authentication",
    estate: "meridian",
    origin: "api-gateway",
    hints: ["jwt", "kid", "jwks", "token", "authentication", "401"],
    sev: "high",
    note: "The identity provider rotates its signing key and api-gateway keeps a stale JWKS cache; it rejects valid member tokens with 401 and mrs-web signs members out.",
    hits: ["balance", "quote"],
    share: 0.9,
    fail: (c, t, tr) => [
      ev(
        t,
        "api-gateway",
        "warn",
        `jwt_authn: JWT verification fails: kid "mrs-2026-11" not found in JWKS (cached keys: mrs-2026-09, mrs-2026-10; fetched 6h ago)`,
        tr,
      ),
      ev(t + 1, "api-gateway", "info", gw("GET /api/v1/accounts/balance", 401, 1, "-", "UAEX"), tr),
      ev(t + 15, "mrs-web", "warn", "API token rejected by gateway (401), signing member out", tr),
      ev(t + 18, "mrs-web", "info", `Completed 401 Unauthorized in ${c.ms(10, 40)}ms (ActiveRecord: 0.8ms)`, tr),
    ],
  },
  {
    cat: "authorization",
    estate: "meridian",
    origin: "accounts",
    hints: ["permission", "denied", "authorization", "privilege", "42501"],
    sev: "high",
    note: "A schema migration recreates member_balances without grants for the accounts role; accounts gets 'permission denied for table' and balances fail across the portal.",
    hits: ["balance", "quote"],
    share: 0.9,
    fail: (c, t, tr) => [
      ev(
        t,
        "accounts",
        "error",
        `GET /accounts/${c.member()}/balance status=500 took=${c.ms(2, 9)}ms err="pq: permission denied for table member_balances"`,
        tr,
      ),
      ev(t + 12, "api-gateway", "info", gw("GET /api/v1/accounts/balance", 500, c.ms(5, 15), "accounts"), tr),
      ev(
        t + 25,
        "mrs-web",
        "error",
        `AccountsClient::ServerError: accounts returned 500 for /api/v1/accounts/balance`,
        tr,
      ),
    ],
    extra: (_c, s) => [
      ev(s - 25000, "accounts", "info", "migrate: applied 20261130_0941_split_member_balances.up.sql (1.8s)"),
    ],
  },
  {
    cat: "database",
    estate: "meridian",
    origin: "contributions",
    hints: ["sql", "sqlexception", "database", "availability group", "not accessible"],
    sev: "high",
    note: "contributions' SQL Server database becomes inaccessible on its availability-group replica; every contribution file fails to post.",
    hits: ["contrib"],
    fail: (c, t, tr) => [
      ev(
        t,
        "contributions",
        "error",
        `Failed executing DbCommand (${c.ms(2, 30)}ms) [Parameters=[@p0='?' (Size = 12)], CommandType='Text', CommandTimeout='30']`,
        tr,
      ),
      ev(t + 5, "contributions", "error", `Contribution file for employer ${c.employer()} failed`, tr, [
        "Microsoft.Data.SqlClient.SqlException (0x80131904): The target database, 'Contrib', is participating in an availability group and is currently not accessible for queries. Either data movement is suspended or the availability replica is not enabled for read access. To allow read-only access to this and other databases in the availability group, enable read access to one or more secondary availability replicas in the group.",
        "   at Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
        "   at Microsoft.EntityFrameworkCore.Storage.RelationalCommand.ExecuteReaderAsync(RelationalCommandParameterObject parameterObject, CancellationToken cancellationToken)",
        "   at Meridian.Contributions.Allocation.AllocationService.PostAsync(ContributionFile file) in /src/Meridian.Contributions/Allocation/AllocationService.cs:line 88",
        "ClientConnectionId:" + `${c.r.hex(8)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(12)}`,
        "Error Number:976,State:1,Class:14",
      ]),
    ],
    extra: (c, s, e) =>
      every(c, s, e, 30, (t) => [ev(t, "contributions", "warn", "Health check 'sql' completed with status Unhealthy")]),
  },
  {
    cat: "database",
    estate: "meridian",
    origin: "payroll-engine",
    hints: ["ora-", "oracle", "sql", "snapshot", "database"],
    sev: "medium",
    note: "The monthly pension payroll in payroll-engine fails chunk after chunk with ORA-01555 snapshot too old; payments-out waits for the run.",
    hits: ["payroll"],
    fail: (c, t, tr) => [
      ev(
        t,
        "payroll-engine",
        "error",
        `Encountered an error executing step calculatePensionerPay in job pensionerPayrollJob (chunk ${c.r.int(1, 80)}/80)`,
        tr,
        [
          'org.springframework.jdbc.UncategorizedSQLException: StatementCallback; uncategorized SQLException for SQL [select * from pensioner_pay_v where run_id = 2026-11]; SQL state [72000]; error code [1555]; ORA-01555: snapshot too old: rollback segment number 12 with name "_SYSSMU12_2815542873$" too small',
          "\tat org.springframework.jdbc.core.JdbcTemplate.translateException(JdbcTemplate.java:1549)",
          "\tat org.springframework.batch.item.database.JdbcCursorItemReader.readCursor(JdbcCursorItemReader.java:139)",
          'Caused by: java.sql.SQLException: ORA-01555: snapshot too old: rollback segment number 12 with name "_SYSSMU12_2815542873$" too small',
          "\tat oracle.jdbc.driver.T4CTTIoer11.processError(T4CTTIoer11.java:630)",
        ],
      ),
    ],
    extra: (c, s, e) =>
      every(c, s + 90000, e, 60, (t) => [
        ev(
          t,
          "payments-out",
          "warn",
          `run 2026-11: ${c.r.int(20, 40)} of 80 chunks received, payment file not released`,
        ),
      ]),
  },
  {
    cat: "network",
    estate: "meridian",
    origin: "payments-out",
    hints: ["reset", "connection", "tls", "network", "handshake"],
    sev: "medium",
    note: "payments-out's path to the bank gateway degrades: connections are reset and TLS handshakes time out, so faster-payment instructions back up.",
    hits: ["payroll"],
    fail: (c, t, tr) => [
      ev(
        t + 800,
        "payments-out",
        "error",
        `submit batch: Post "https://fps-gw.bank-partner.example/v3/payments": read tcp 10.8.3.14:${c.r.int(30000, 60000)}->185.12.40.7:443: read: connection reset by peer`,
        tr,
      ),
    ],
    extra: (c, s, e) =>
      every(c, s, e, 12, (t) => [
        ev(
          t,
          "payments-out",
          "warn",
          `bank gateway dial failed: Post "https://fps-gw.bank-partner.example/v3/payments": net/http: TLS handshake timeout (retry ${c.r.int(1, 5)}/5)`,
        ),
      ]),
  },
  {
    cat: "timeout",
    estate: "meridian",
    origin: "pricing-engine",
    hints: ["deadline", "timeout", "exceeded", "watchdog"],
    sev: "medium",
    note: "pricing-engine's valuation step runs past its 120 s watchdog deadline and each batch is aborted; no unit prices are struck at the close.",
    hits: ["price"],
    fail: (c, t, tr) => [
      ev(
        t,
        "pricing-engine",
        "error",
        `[valuation] watchdog: step apply_dilution_levy for ${c.fund()} exceeded deadline 120s (elapsed ${c.r.int(120, 124)}.${c.r.int(1, 9)}s), aborting batch`,
        tr,
      ),
    ],
    extra: (c, s, e) =>
      every(c, s + 60000, e, 40, (t) => [
        ev(
          t,
          "accounts",
          "warn",
          `price fetch for ${c.fund()} from pricing-engine: context deadline exceeded, using T-1`,
        ),
      ]),
  },
  {
    cat: "rate_limiting",
    estate: "meridian",
    origin: "reg-reports",
    hints: ["429", "quota", "rate", "limit", "too many"],
    sev: "medium",
    note: "reg-reports exceeds the regulator gateway's submission quota and every return is refused with 429 until the hour rolls over.",
    extra: (c, s, e) =>
      every(c, s, e, 10, (t) => [
        ev(
          t,
          "reg-reports",
          "error",
          `Task regrep.submit_return[${c.r.hex(8)}-${c.r.hex(4)}] retry: Retry in ${c.r.int(60, 600)}s: HTTPError('429 Client Error: Too Many Requests for url: https://gateway.regulator.example/api/v1/returns')`,
        ),
        ev(
          t + 5,
          "reg-reports",
          "warn",
          "regulator gateway quota exhausted for client mrs-regrep (100 requests/hour), next window 2026-11-30T12:00:00Z",
        ),
      ]),
  },
  {
    cat: "validation",
    estate: "meridian",
    origin: "transfers-out",
    hints: ["validation", "recordinvalid", "invalid"],
    sev: "medium",
    note: "transfers-out rejects every transfer with ActiveRecord::RecordInvalid because receiving-scheme references now arrive with a space in them.",
    hits: ["transfer"],
    fail: (c, t, tr) => [
      ev(
        t,
        "transfers-out",
        "error",
        `TransferOutJob TX${c.r.int(100000, 999999)} failed: Validation failed: Receiving scheme pstr is invalid (expected 8 digits followed by a letter, got "${c.r.int(1000, 9999)} ${c.r.int(1000, 9999)}R")`,
        tr,
        [
          "activerecord (7.2.2) lib/active_record/validations.rb:84:in `raise_validation_error'",
          "activerecord (7.2.2) lib/active_record/validations.rb:55:in `save!'",
          "app/jobs/transfer_out_job.rb:36:in `perform'",
        ],
      ),
    ],
  },
  {
    cat: "null_reference",
    estate: "meridian",
    origin: "mrs-web",
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    sev: "medium",
    note: "mrs-web's retirement page calls strftime on a nil selected-retirement-date for members who never set one and answers 500, next to its constant scanner 404 errors.",
    hits: ["quote"],
    share: 0.7,
    fail: (c, t, tr) => [
      ev(t, "mrs-web", "error", "ActionView::Template::Error (undefined method `strftime' for nil):", tr, [
        "    14:   <dt>Selected retirement date</dt>",
        "    15:   <dd><%= @member.selected_retirement_date.strftime('%d %B %Y') %></dd>",
        "",
        "app/views/members/retirement/show.html.erb:15",
        "app/controllers/members/retirement_controller.rb:12:in `show'",
      ]),
      ev(
        t + 3,
        "mrs-web",
        "info",
        `Completed 500 Internal Server Error in ${c.ms(30, 120)}ms (ActiveRecord: 4.4ms)`,
        tr,
      ),
    ],
    extra: (c, s) => [
      ev(
        s - c.ms(20000, 60000),
        "mrs-web",
        "info",
        "Puma starting in cluster mode... * Puma version: 6.4.3, release 2026.11.30-2",
      ),
    ],
  },
  {
    cat: "configuration",
    estate: "meridian",
    origin: "api-gateway",
    hints: ["cluster", "config", "configuration", "route", "no_cluster"],
    sev: "high",
    note: "A route config push to api-gateway points balance traffic at a cluster that does not exist; every balance request gets 503 NC while accounts sits idle.",
    hits: ["balance"],
    fail: (_c, t, tr) => [
      ev(t, "api-gateway", "warn", 'route /api/v1/accounts matched cluster "accounts-v2": cluster not found', tr),
      ev(t + 1, "api-gateway", "info", gw("GET /api/v1/accounts/balance", 503, 0, "-", "NC"), tr),
      ev(
        t + 10,
        "mrs-web",
        "error",
        `AccountsClient::ServerError: gateway returned 503 for /api/v1/accounts/balance`,
        tr,
      ),
    ],
    extra: (_c, s) => [
      ev(
        s - 800,
        "api-gateway",
        "info",
        "config: applied route configuration rev 418 from config-server (3 routes changed)",
      ),
    ],
  },
  {
    cat: "dependency",
    estate: "meridian",
    origin: "transfers-out",
    hints: ["redis", "cannotconnect", "dependency", "connection refused"],
    sev: "high",
    note: "The Redis instance behind transfers-out's Sidekiq goes away; the workers cannot fetch or enqueue jobs and transfers stall.",
    hits: ["transfer"],
    quiet: true,
    extra: (c, s, e) =>
      every(c, s, e, 6, (t) => [
        ev(
          t,
          "transfers-out",
          "error",
          "Error fetching job: Error connecting to Redis on redis-sidekiq.meridian-prd.svc:6379 (Errno::ECONNREFUSED)",
          undefined,
          [
            "redis-client (0.22.2) lib/redis_client/ruby_connection.rb:133:in `rescue in connect'",
            "sidekiq (7.3.0) lib/sidekiq/fetch.rb:49:in `retrieve_work'",
            "sidekiq (7.3.0) lib/sidekiq/processor.rb:87:in `get_one'",
          ],
        ),
      ]),
    fail: () => [],
  },
  {
    cat: "dependency",
    estate: "meridian",
    origin: "retirement-quotes",
    hints: ["503", "circuit", "unavailable", "annuity", "dependency"],
    sev: "medium",
    note: "The external annuity-quote provider answers 503 to retirement-quotes, whose circuit breaker opens; quote requests return 502 through the gateway.",
    hits: ["quote"],
    share: 0.9,
    fail: (c, t, tr) => [
      ev(
        t,
        "retirement-quotes",
        "error",
        "annuity quote failed: pybreaker.CircuitBreakerError: Failures threshold reached, circuit breaker is open (provider=annuityhub)",
        tr,
      ),
      ev(t + 8, "api-gateway", "info", gw("POST /api/v1/quotes", 502, c.ms(8, 20), "retirement-quotes"), tr),
    ],
    extra: (c, s, e) => [
      ...every(c, s, s + 60000, 8, (t) => [
        ev(
          t,
          "retirement-quotes",
          "error",
          "annuityhub POST https://api.annuityhub.example/v2/quotes -> 503 Service Unavailable (upstream maintenance)",
        ),
      ]),
      ...every(c, s + 60000, e, 60, (t) => [
        ev(
          t,
          "retirement-quotes",
          "warn",
          "circuit breaker annuityhub half-open probe failed: 503 Service Unavailable",
        ),
      ]),
    ],
  },
  {
    cat: "memory",
    estate: "meridian",
    origin: "pricing-engine",
    hints: ["bad_alloc", "memory", "alloc"],
    sev: "high",
    note: "pricing-engine's resident memory grows until std::bad_alloc aborts it; the supervisor restarts it repeatedly and accounts falls back to old prices.",
    hits: ["price"],
    share: 0.6,
    fail: () => [],
    extra: (c, s, e) => [
      ...every(c, s - 120000, e, 25, (t) => [
        ev(
          t,
          "pricing-engine",
          "warn",
          `[scheduler] rss=${c.r.int(7400, 7900)}MB of 8192MB limit, holdings cache entries=${c.r.int(9000000, 12000000)}`,
        ),
      ]),
      ...every(c, s, e, 50, (t) => [
        ev(t, "pricing-engine", "fatal", "terminate called after throwing an instance of 'std::bad_alloc'", undefined, [
          "  what():  std::bad_alloc",
        ]),
        ev(
          t + 300,
          "pricing-engine",
          "error",
          "supervisor: pricing-engine exited on signal 6 (SIGABRT), core dumped; restarting in 5s",
        ),
        ev(
          t + c.ms(6000, 9000),
          "pricing-engine",
          "info",
          "[main] pricing-engine 4.8.2 starting, loading holdings cache",
        ),
        ev(
          t + c.ms(9000, 12000),
          "accounts",
          "warn",
          "price fetch from pricing-engine: dial tcp 10.8.5.21:7070: connect: connection refused, using T-1",
        ),
      ]),
    ],
  },
  {
    cat: "disk",
    estate: "meridian",
    origin: "accounts",
    hints: ["read-only", "filesystem", "disk", "read only", "file system"],
    sev: "high",
    note: "accounts' journal volume is remounted read-only; every credit and balance write fails and callers see 500s.",
    hits: ["balance", "contrib"],
    share: 0.6,
    fail: (c, t, tr) => [
      ev(
        t,
        "accounts",
        "error",
        `journal append failed: write /var/lib/accounts/journal/seg-000412.wal: read-only file system`,
        tr,
      ),
      ev(t + 2, "accounts", "info", `GET /accounts/${c.member()}/balance status=500 took=${c.ms(1, 5)}ms`, tr),
      ev(t + 10, "api-gateway", "info", gw("GET /api/v1/accounts/balance", 500, c.ms(3, 9), "accounts"), tr),
    ],
    extra: (_c, s) => [ev(s - 500, "accounts", "warn", "journal fsync on /var/lib/accounts/journal took 4120ms")],
  },
  {
    cat: "unknown",
    estate: "meridian",
    origin: "retirement-quotes",
    hints: ["exited", "worker", "unknown", "crash", "exit"],
    sev: "high",
    note: "retirement-quotes' gunicorn workers keep exiting with code 1 without a traceback; the gateway returns 502s for quotes.",
    hits: ["quote"],
    share: 0.85,
    fail: (c, t, tr) => [
      ev(
        t,
        "api-gateway",
        "warn",
        `upstream connect error or disconnect/reset before headers. reset reason: connection termination (upstream=retirement-quotes)`,
        tr,
      ),
      ev(t + 1, "api-gateway", "info", gw("POST /api/v1/quotes", 503, c.ms(2, 30), "retirement-quotes", "UC"), tr),
    ],
    extra: (c, s, e) =>
      every(c, s, e, 9, (t) => {
        const pid = c.r.int(100, 9999);
        return [
          ev(t, "retirement-quotes", "error", `[${pid}] [ERROR] Worker (pid:${pid}) exited with code 1`),
          ev(
            t + c.ms(200, 900),
            "retirement-quotes",
            "info",
            `[1] [INFO] Booting worker with pid: ${pid + c.r.int(1, 40)}`,
          ),
        ];
      }),
  },
];
