// The eight failures of the set, one per category, each tied to one estate and written as that estate's software
// logs it: the broken service's own words (or silence) and how each caller reports it.
import type { Role } from "./estates.js";
import { access, stack } from "./runtimes.js";
import type { Failure } from "./stream.js";

export interface Outage {
  estate: string;
  role: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  noise: string[];
  rollout: Role;
  failure: Failure;
}

export const OUTAGES: Outage[] = [
  {
    estate: "ledgerly",
    role: "feeds",
    category: "dependency",
    hints: ["503", "unavailable", "provider", "aggregator", "truelayer", "upstream", "circuit"],
    severity: "high",
    note: "the bank-data aggregator starts answering 503 provider_error to every call, bankfeeds opens its circuit breaker and the edge returns 502 on syncs, on top of a 90-day consent expiry wave",
    noise: ["consent-expiry-90d", "duplicate-transactions"],
    rollout: "invoice",
    failure: {
      role: "feeds",
      rate: 0.9,
      origin: (r) => [
        r.c(0.7)
          ? [
              "error",
              `TrueLayer GET /data/v1/accounts/${r.hex(12)}/transactions -> 503 Service Unavailable {"error":"provider_error","error_description":"The provider service is currently unavailable or experiencing technical difficulties"} (trace_id ${r.hex(16)})`,
            ]
          : ["error", "sync skipped: circuit 'truelayer-data' is OPEN (next probe in 30s)"],
      ],
      up: {
        edge: (r, _callee, _c, path) => [["error", access("node", r, "POST", path, 502, r.f(300, 9000))]],
      },
      events: [
        [42, "feeds", "error", "circuit 'truelayer-data' OPEN: 27 of 30 calls failed in the last 60s (threshold 50%)"],
        [75, "feeds", "warn", "circuit 'truelayer-data' HALF_OPEN: probe GET /data/v1/me -> 503, back to OPEN"],
        [140, "feeds", "warn", "scheduler: 1,942 accounts due for refresh, postponed (circuit open)"],
      ],
      periodic: [
        [
          30,
          "feeds",
          (r) => [
            "warn",
            `circuit 'truelayer-data' HALF_OPEN: probe GET /data/v1/me -> 503 (${r.i(1200, 9000)}ms), back to OPEN`,
          ],
        ],
      ],
    },
  },
  {
    estate: "ledgerly",
    role: "payroll",
    category: "configuration",
    hints: ["config", "illegalstate", "tax table", "property", "setting"],
    severity: "medium",
    note: "a new payroll-rti release points its tax-table location at last year's folder, so every payrun approval fails with IllegalStateException while the edge returns 500",
    noise: ["emergency-tax-codes", "payroll-missing-bank"],
    rollout: "rules",
    failure: {
      role: "payroll",
      rate: 1,
      origin: (r) => [
        [
          "error",
          `payrun pr_${r.hex(6)} calculation aborted\n${stack(
            "java",
            "java.lang.IllegalStateException",
            "No PAYE tax table for tax year 2026-27 under payroll.tax-tables.location=classpath:/tables/2025-26/",
            [
              ["com.ledgerly.payroll.tax.TaxTableRegistry", "forYear", "TaxTableRegistry.java", 58],
              ["com.ledgerly.payroll.calc.PayeCalculator", "calculate", "PayeCalculator.java", 112],
              ["com.ledgerly.payroll.run.PayrunService", "approve", "PayrunService.java", 204],
              ["com.ledgerly.payroll.api.PayrunController", "approve", "PayrunController.java", 71],
              ["org.springframework.web.servlet.FrameworkServlet", "service", "FrameworkServlet.java", 885],
            ],
          )}`,
        ],
      ],
      up: {
        edge: (r, _callee, _c, path) => [["error", access("node", r, "POST", path, 500, r.f(40, 300))]],
      },
      events: [
        [-70, "payroll", "info", "Received SIGTERM, shutting down gracefully"],
        [-52, "payroll", "info", "payroll-rti 2026.11.30-2 starting (commit 9c41e0a)"],
        [-31, "payroll", "info", "Started PayrollRtiApplication in 14.862 seconds (process running for 16.113)"],
        [-30, "payroll", "info", "tax tables loaded from classpath:/tables/2025-26/ (1 table: 2025-26)"],
      ],
    },
  },
  {
    estate: "tallystack",
    role: "ledger",
    category: "database",
    hints: ["jdbc", "connection", "pool", "hikari", "database", "sql", "postgres"],
    severity: "high",
    note: "gl-core leaks database connections from its pool until Hikari times out every request and the Postgres server refuses more clients; gateway, invoice-svc and stp-payroll report gl-core 503s",
    noise: ["month-end-slow-queries", "consumer-rebalance"],
    rollout: "invoice",
    failure: {
      role: "ledger",
      rate: 0.85,
      origin: (r) => [
        [
          "error",
          `HTTP 503 on POST /journals\n${stack(
            "java",
            "org.springframework.jdbc.CannotGetJdbcConnectionException",
            "Failed to obtain JDBC Connection",
            [
              ["org.springframework.jdbc.datasource.DataSourceUtils", "getConnection", "DataSourceUtils.java", 84],
              ["au.tallystack.gl.journal.JournalRepository", "insert", "JournalRepository.java", 97],
              ["au.tallystack.gl.journal.JournalService", "post", "JournalService.java", 61],
            ],
          )}\nCaused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=${r.i(30, 180)})\n\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)\n\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)`,
        ],
      ],
      up: {
        edge: (r, callee, _c, path) => [
          [
            "error",
            `${access("go", r, "POST", path, 502, r.f(30000, 31000))} upstream=${callee} err="upstream returned 503"`,
          ],
        ],
        invoice: (r, callee) => [
          ["warn", `${callee} POST /journals 503, retry 1/3`],
          ["warn", `${callee} POST /journals 503, retry 2/3`],
          [
            "error",
            `invoice INV-${r.digits(6)} not posted to ledger: ${callee} responded 503 Service Unavailable after 3 attempts`,
          ],
        ],
        payroll: (_r, callee) => [
          [
            "error",
            `Journal export failed\nSystem.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).\n   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()\n   at Tallystack.Stp.Ledger.GlClient.PostJournalAsync(JournalDto journal) in /src/Stp/Ledger/GlClient.cs:line 44 (${callee})`,
          ],
        ],
        "*": (_r, callee) => [["error", `${callee} responded 503 Service Unavailable`]],
      },
      events: [
        [
          -20,
          "ledger",
          "warn",
          "Connection leak detection triggered for org.postgresql.jdbc.PgConnection@5d2f1e3a on thread period-lock-worker-3, stack trace follows\njava.lang.Exception: Apparent connection leak detected\n\tat com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:127)\n\tat au.tallystack.gl.close.PeriodLockJob.lockOrg(PeriodLockJob.java:88)\n\tat au.tallystack.gl.close.PeriodLockJob.run(PeriodLockJob.java:54)",
        ],
        [35, "ledger", "warn", "HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=57)"],
        [
          95,
          "ledger",
          "error",
          "HikariPool-1 - Exception during pool initialization of additional connection: org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
        ],
      ],
      periodic: [
        [
          20,
          "ledger",
          (r) => ["warn", `HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=${r.i(40, 220)})`],
        ],
        [
          45,
          "ledger",
          (r) => [
            "warn",
            `Connection leak detection triggered for org.postgresql.jdbc.PgConnection@${r.hex(8)} on thread period-lock-worker-${r.i(1, 8)}`,
          ],
        ],
      ],
    },
  },
  {
    estate: "tallystack",
    role: "links",
    category: "rate_limiting",
    hints: ["rate", "429", "limit", "too many", "throttl"],
    severity: "medium",
    note: "a payment-method backfill in pay-now exhausts the Stripe API rate limit; pay-now only warns about 429s while invoice-svc and the gateway fail link creation with retries",
    noise: ["card-declines", "webhook-redelivery"],
    rollout: "rules",
    failure: {
      role: "links",
      rate: 0.8,
      origin: (r) => [
        [
          "warn",
          `stripe: POST /v1/payment_links 429 rate_limit: "Request rate limit exceeded. Too many requests hit the API too quickly. We recommend an exponential backoff of your requests." request-id=req_${r.hex(14)} retry=${r.i(1, 3)}/3`,
        ],
      ],
      up: {
        edge: (r, callee, _c, path) => [
          ["error", `${access("go", r, "POST", path, 503, r.f(2000, 8000))} upstream=${callee}`],
        ],
        invoice: (r, callee) => [
          ["warn", `POST http://${callee}/links failed: 503 Service Unavailable, retrying (1/3)`],
          ["warn", `POST http://${callee}/links failed: 503 Service Unavailable, retrying (2/3)`],
          ["warn", `POST http://${callee}/links failed: 503 Service Unavailable, retrying (3/3)`],
          [
            "error",
            `could not attach payment link to INV-${r.digits(6)}: ${callee} 503 after 3 retries; invoice sent without Pay now button`,
          ],
        ],
      },
      events: [
        [-5, "links", "info", "backfill pm-migrate started: 48,210 customers, concurrency=64"],
        [60, "links", "info", "backfill pm-migrate progress 6%"],
        [240, "links", "info", "backfill pm-migrate progress 21%"],
      ],
      periodic: [
        [
          3,
          "links",
          (r) => [
            "warn",
            `stripe: GET /v1/customers/cus_${r.hex(14)}/payment_methods 429 rate_limit (backfill pm-migrate), backing off ${r.i(1, 8)}s`,
          ],
        ],
      ],
    },
  },
  {
    estate: "kontoro",
    role: "ledger",
    category: "timeout",
    hints: ["timeout", "timed out", "rack", "deadline", "lock"],
    severity: "medium",
    note: "books-api requests queue behind a period-close advisory lock and Rack::Timeout kills them after 15s, while web-bff, billing-docs and the advisor portal report timeouts",
    noise: ["month-end-revaluation", "backup-io-latency"],
    rollout: "rules",
    failure: {
      role: "ledger",
      rate: 0.75,
      origin: (r) => [
        ["error", `source=rack-timeout id=${r.hex(8)}-${r.hex(4)} timeout=15000ms service=15000ms state=timed_out`],
        [
          "error",
          `Rack::Timeout::RequestTimeoutException: Request ran for longer than 15000ms\napp/models/period_lock.rb:23:in 'PeriodLock.with_advisory_lock'\napp/services/journals/post.rb:${r.i(30, 60)}:in 'Journals::Post#call'\napp/controllers/api/journals_controller.rb:18:in 'Api::JournalsController#create'`,
        ],
      ],
      up: {
        edge: (r, callee, _c, path) => [
          ["error", `${access("node", r, "POST", path, 504, r.f(15000, 15100))} upstream ${callee} timed out`],
        ],
        invoice: (r, callee) => [
          [
            "error",
            `Posting invoice RE-${r.digits(6)} to ${callee} failed\njava.net.SocketTimeoutException: Read timed out\n\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)\n\tat de.kontoro.billing.books.BooksClient.postJournal(BooksClient.kt:64)\n\tat de.kontoro.billing.issue.IssueInvoice.invoke(IssueInvoice.kt:41)`,
          ],
        ],
        fx: (_r, callee) => [
          [
            "error",
            `post revaluation journal: Post "http://${callee}:3000/journals": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
          ],
        ],
        portal: (r, callee) => [
          [
            "error",
            access("node", r, "GET", `/clients/${r.i(10000, 98000)}/ledger`, 504, r.f(15000, 15100)) +
              ` (${callee} did not answer in 15s)`,
          ],
        ],
        "*": (_r, callee) => [["error", `${callee} request timed out after 15000ms`]],
      },
      events: [
        [-8, "ledger", "info", "period close started for 312 organisations (advisory lock period_close:2026-11)"],
        [50, "ledger", "warn", "Puma thread pool saturated: 16/16 busy, backlog 41"],
      ],
      periodic: [[25, "ledger", (r) => ["warn", `Puma thread pool saturated: 16/16 busy, backlog ${r.i(20, 140)}`]]],
    },
  },
  {
    estate: "kontoro",
    role: "ocr",
    category: "memory",
    hints: ["memory", "oom", "sigkill", "out of memory", "killed"],
    severity: "high",
    note: "doc-capture gunicorn workers are SIGKILLed one after another while rasterising large PDFs, its extraction lines stop and web-bff returns 502 on receipt uploads",
    noise: ["ocr-blurry-receipts", "credential-stuffing-blocked"],
    rollout: "portal",
    failure: {
      role: "ocr",
      rate: 0.95,
      quiet: true,
      origin: () => [],
      up: {
        edge: (r, callee) => [
          ["error", `upstream ${callee} error: socket hang up (ECONNRESET) on POST /extract`],
          ["error", access("node", r, "POST", "/api/v2/receipts", 502, r.f(800, 6000))],
        ],
      },
      events: [
        [-40, "ocr", "warn", "memory rss=1.71GiB of 2GiB limit while rasterising doc_9f2c01 (214 pages, 600 dpi)"],
        [0, "ocr", "error", "Worker (pid:41) was sent SIGKILL! Perhaps out of memory?"],
        [2, "ocr", "info", "Booting worker with pid: 58"],
      ],
      periodic: [
        [14, "ocr", (r) => ["error", `Worker (pid:${r.i(60, 900)}) was sent SIGKILL! Perhaps out of memory?`]],
        [16, "ocr", (r) => ["info", `Booting worker with pid: ${r.i(60, 900)}`]],
      ],
    },
  },
  {
    estate: "fernledger",
    role: "invoice",
    category: "disk",
    hints: ["disk", "space", "enospc", "errno 28", "no space"],
    severity: "high",
    note: "the invoices volume fills up and every PDF render fails with OSError Errno 28, so frontdoor returns 500 on invoice creation and sending",
    noise: ["invoice-email-bounces", "pdf-render-retry"],
    rollout: "feeds",
    failure: {
      role: "invoice",
      rate: 0.9,
      origin: (r) => [
        [
          "error",
          `Internal Server Error: /invoices/${r.i(100000, 999999)}/send\n${stack(
            "python",
            "OSError",
            `[Errno 28] No space left on device: '/var/lib/invoices/tmp/INV-${r.digits(6)}.pdf'`,
            [
              [
                "response = wrapped_callback(request, *callback_args, **callback_kwargs)",
                "_get_response",
                "/usr/local/lib/python3.12/site-packages/django/core/handlers/base.py",
                197,
              ],
              ["pdf = render_invoice_pdf(invoice)", "send", "/app/invoices/views.py", 142],
              ["with open(tmp_path, 'wb') as fh:", "render_invoice_pdf", "/app/invoices/pdf.py", 61],
            ],
          )}`,
        ],
      ],
      up: {
        edge: (r, callee, _c, path) => [
          ["error", `${access("node", r, "POST", path, 500, r.f(200, 900))} upstream ${callee} 500`],
        ],
      },
      events: [
        [-160, "invoice", "warn", "disk usage /var/lib/invoices 94% (threshold 90%)"],
        [-60, "invoice", "warn", "disk usage /var/lib/invoices 98% (threshold 90%)"],
        [
          15,
          "invoice",
          "error",
          "celery: Task invoices.tasks.render_pdf[6c2e1f] raised unexpected: OSError(28, 'No space left on device')",
        ],
      ],
      periodic: [
        [
          40,
          "invoice",
          (r) => [
            "error",
            `celery: Task invoices.tasks.render_pdf[${r.hex(6)}] raised unexpected: OSError(28, 'No space left on device')`,
          ],
        ],
      ],
    },
  },
  {
    estate: "fernledger",
    role: "rules",
    category: "null_reference",
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    severity: "medium",
    note: "transactions arriving from the feed with no merchant name make rules-svc raise NoMethodError on nil, so feed-ingest batches stay uncategorised and retry while frontdoor returns 500",
    noise: ["duplicate-transactions", "rule-conflicts"],
    rollout: "invoice",
    failure: {
      role: "rules",
      rate: 0.7,
      origin: (r) => [
        [
          "error",
          `undefined method 'downcase' for nil (NoMethodError)\napp/services/rules/matcher.rb:${r.i(40, 48)}:in 'Rules::Matcher#normalise'\napp/services/rules/matcher.rb:21:in 'block in Rules::Matcher#match'\napp/services/rules/matcher.rb:19:in 'Array#each'\napp/controllers/categorise_controller.rb:12:in 'CategoriseController#create'`,
        ],
        ["info", access("ruby", r, "POST", "/categorise", 500, r.f(4, 40))],
      ],
      up: {
        feeds: (r, callee) => [
          ["warn", `POST http://${callee}:3000/categorise -> 500, batch b_${r.hex(6)} retry 1/4 in 2s`],
          ["warn", `POST http://${callee}:3000/categorise -> 500, batch retry 2/4 in 4s`],
          ["warn", `POST http://${callee}:3000/categorise -> 500, batch retry 3/4 in 8s`],
          [
            "error",
            `batch b_${r.hex(6)}: ${r.i(5, 60)} transactions left uncategorised (${callee} 500 after 4 attempts)`,
          ],
        ],
        edge: (r, callee, _c, path) => [
          ["error", `${access("node", r, "POST", path, 500, r.f(10, 80))} upstream ${callee}`],
        ],
      },
      periodic: [
        [
          3,
          "feeds",
          (r) => ["warn", `POST http://rules-svc:3000/categorise -> 500, batch b_${r.hex(6)} retry ${r.i(1, 4)}/4`],
        ],
      ],
    },
  },
];
