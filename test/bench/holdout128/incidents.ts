// The 52 incident scenarios (4 per category, one per estate), each as the lines its services write once it starts.
import { bol, container, entryNo, hts, ip, mawb, ms, shipper, type Tpl } from "./ids.js";
import type { Rng } from "./rng.js";
import { dotnetStack, goPanic, javaStack, nodeStack, pyStack, rubyStack } from "./stacks.js";
import type { Level } from "./stream.js";

export type Category =
  | "authentication"
  | "authorization"
  | "database"
  | "network"
  | "timeout"
  | "rate_limiting"
  | "validation"
  | "null_reference"
  | "configuration"
  | "dependency"
  | "memory"
  | "disk"
  | "unknown";

export interface Emit {
  svc: string;
  level: Level;
  every: [number, number]; // seconds between lines; once when equal to [0, 0]
  tpl: Tpl;
  from?: number; // seconds after the start (negative: before)
  to?: number;
  stack?: (r: Rng) => string[];
  kind?: string;
  stackShare?: number; // share of lines carrying the stack (default 1 when stack given)
}

export interface IncidentSpec {
  estate: string;
  category: Category;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  silence?: string[]; // services whose normal lines stop at the start
  emits: Emit[];
}

const E = (svc: string, level: Level, every: [number, number], tpl: Tpl, o: Partial<Emit> = {}): Emit => ({
  svc,
  level,
  every,
  tpl,
  ...o,
});
const once = (svc: string, level: Level, at: number, tpl: Tpl, o: Partial<Emit> = {}): Emit =>
  E(svc, level, [0, 0], tpl, { from: at, ...o });

const springStart = (svc: string, at: number): Emit[] => [
  once(
    svc,
    "info",
    at,
    (r) =>
      `Starting ${svc.replace(/-/g, "")}Application v${r.int(3, 6)}.${r.int(0, 30)}.${r.int(0, 9)} using Java 21.0.4 with PID 1`,
  ),
  once(
    svc,
    "info",
    at + 9,
    (r) => `Started application in ${r.int(8, 20)}.${r.digits(3)} seconds (process running for ${r.int(10, 22)}.4)`,
  ),
];

export const INCIDENTS: IncidentSpec[] = [
  // ---------------------------------------------------------------- harbourline (US ACE, traced)
  {
    estate: "harbourline",
    category: "authentication",
    origin: "ach-pay",
    hints: ["auth", "401", "credential", "token", "invalid_client", "unauthorized", "secret"],
    severity: "high",
    note: "The bank's OAuth endpoint starts refusing ach-pay's expired client secret, so duty debits stop and entry-filer holds statements.",
    silence: ["ach-pay"],
    emits: [
      E(
        "ach-pay",
        "error",
        [6, 14],
        () =>
          `Token request to https://api.treasury-bank.example/oauth2/token failed: 401 Unauthorized {"error":"invalid_client","error_description":"client secret expired"}`,
        {
          stack: (r) =>
            dotnetStack(
              r,
              "System.Net.Http.HttpRequestException: Response status code does not indicate success: 401 (Unauthorized).",
              [
                "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
                "Harbourline.AchPay.Bank.TokenClient.GetTokenAsync(CancellationToken ct) in /src/AchPay/Bank/TokenClient.cs",
                "Harbourline.AchPay.Jobs.DebitStatementJob.ExecuteAsync(IJobExecutionContext ctx) in /src/AchPay/Jobs/DebitStatementJob.cs",
              ],
            ),
          kind: "HttpRequestException",
          stackShare: 0.4,
        },
      ),
      E("ach-pay", "warn", [20, 40], (r) => `ACH debit for statement ${r.digits(8)} deferred: no bank session`),
      E(
        "entry-filer",
        "warn",
        [8, 20],
        (r) =>
          `statement ${r.digits(8)} payment authorisation not confirmed by ach-pay (HTTP 502), entry ${entryNo(r)} kept in PENDING_PAYMENT`,
        { from: 25 },
      ),
      E(
        "shipper-portal",
        "error",
        [25, 60],
        (r) => `GET /api/v3/statements/${r.digits(8)}/payment 502 ${ms(r, 30, 200)}ms - upstream ach-pay`,
        { from: 40 },
      ),
    ],
  },
  {
    estate: "harbourline",
    category: "authorization",
    origin: "pga-check",
    hints: ["403", "forbidden", "authoriz", "permission", "denied", "not authorised"],
    severity: "high",
    note: "The FDA PGA endpoint returns 403 for pga-check's filer account, so every screening fails and entry-filer holds entries back.",
    silence: ["pga-check"],
    emits: [
      E(
        "pga-check",
        "error",
        [5, 12],
        (r) =>
          `PGA screening failed for ${entryNo(r)}: 403 Forbidden from FDA ITACS gateway: "filer HL4 is not authorized for program FD2"`,
        {
          stack: (r) =>
            rubyStack(r, "Faraday::ForbiddenError (the server responded with status 403):", [
              "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/response/raise_error.rb:in `on_complete'",
              "app/clients/fda_itacs_client.rb:in `submit_prior_notice'",
              "app/services/pga_screen.rb:in `call'",
              "app/jobs/pga_screen_job.rb:in `perform'",
            ]),
          kind: "Faraday::ForbiddenError",
          stackShare: 0.3,
        },
      ),
      E(
        "entry-filer",
        "warn",
        [6, 15],
        (r) => `PGA disposition missing for entry ${entryNo(r)} (pga-check answered 502); entry not transmitted`,
        { from: 20 },
      ),
      E("entry-filer", "error", [30, 60], (r) => `${r.int(8, 40)} entries waiting on PGA disposition longer than 5m`, {
        from: 180,
      }),
    ],
  },
  {
    estate: "harbourline",
    category: "database",
    origin: "hs-classify",
    hints: ["database", "postgres", "psql", "connection", "too many", "sql", "jdbc", "hikari"],
    severity: "high",
    note: "hs-classify's Postgres refuses new connections (too many clients), classification requests fail and doc-intake retries loudly.",
    silence: ["hs-classify"],
    emits: [
      E(
        "hs-classify",
        "error",
        [5, 12],
        () => `HikariPool-1 - Exception during pool initialization of new connection`,
        {
          stack: (r) =>
            javaStack(r, "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already", [
              "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java)",
              "org.postgresql.jdbc.PgConnection.<init>(PgConnection.java)",
              "com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java)",
            ]),
          kind: "org.postgresql.util.PSQLException",
        },
      ),
      E(
        "hs-classify",
        "warn",
        [10, 25],
        (r) => `SQL Error: 0, SQLState: 53300 - FATAL: sorry, too many clients already (ruling lookup ${hts(r)})`,
      ),
      E(
        "doc-intake",
        "warn",
        [1, 3],
        (r) =>
          `classify call attempt ${r.int(1, 3)}/3 failed: 500 Server Error: Internal Server Error for url: http://hs-classify:8080/api/classify`,
        { from: 10 },
      ),
      E(
        "doc-intake",
        "error",
        [6, 12],
        (r) => `invoice INV-${r.digits(6)} left in NEEDS_CLASSIFICATION after 3 attempts`,
        { from: 30 },
      ),
      E(
        "shipper-portal",
        "error",
        [15, 35],
        (r) => `POST /api/v3/shipments/${shipper(r)}/classify 502 ${ms(r, 400, 3000)}ms`,
        { from: 40 },
      ),
    ],
  },
  {
    estate: "harbourline",
    category: "network",
    origin: "ack-poller",
    hints: ["reset", "connection", "network", "tcp", "socket", "broken"],
    severity: "high",
    note: "ack-poller's connection to the MQ channel keeps getting reset, so ACE responses stop arriving and entry-filer reports missing acknowledgements.",
    silence: ["ack-poller"],
    emits: [
      E(
        "ack-poller",
        "error",
        [4, 9],
        (r) =>
          `mq get HLCB.ABI.RESP: read tcp ${ip(r)}:${r.int(40000, 60000)}->10.8.0.21:1414: read: connection reset by peer (MQRC 2009 CONNECTION_BROKEN)`,
      ),
      E(
        "ack-poller",
        "warn",
        [5, 10],
        (r) => `reconnecting to qmgr HLCBQM1 at 10.8.0.21:1414 in ${r.int(1, 8)}s (attempt ${r.int(2, 40)})`,
      ),
      E("ack-poller", "error", [30, 60], () => `dial tcp 10.8.0.21:1414: connect: connection reset by peer`, {
        from: 60,
      }),
      E(
        "entry-filer",
        "warn",
        [10, 25],
        (r) => `no ACE response for entry ${entryNo(r)} ${r.int(300, 900)}s after AE transmission`,
        { from: 120 },
      ),
    ],
  },
  {
    estate: "harbourline",
    category: "timeout",
    origin: "bond-svc",
    hints: ["timeout", "timed out", "sockettimeout", "read timed out"],
    severity: "high",
    note: "The surety's bond API stops answering in time, bond-svc's calls time out and entry-filer cannot confirm bond sufficiency.",
    silence: ["bond-svc"],
    emits: [
      E(
        "bond-svc",
        "error",
        [6, 14],
        (r) => `bond sufficiency query for ${r.pick(["ACME-HOME", "NORTHWIND", "TIDEWAY"])} failed after 30001ms`,
        {
          stack: (r) =>
            javaStack(
              r,
              'org.springframework.web.client.ResourceAccessException: I/O error on POST request for "https://api.surety-partner.example/v2/bonds/query": Read timed out',
              [
                "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java)",
                "com.harbourline.bond.surety.SuretyClient.query(SuretyClient.java)",
                "com.harbourline.bond.api.BondController.sufficiency(BondController.java)",
              ],
              "java.net.SocketTimeoutException: Read timed out",
            ),
          kind: "ResourceAccessException",
          stackShare: 0.5,
        },
      ),
      E(
        "entry-filer",
        "error",
        [3, 8],
        (r) => `bond check for entry ${entryNo(r)} failed: 504 Gateway Timeout from bond-svc`,
        { from: 32 },
      ),
      E("entry-filer", "warn", [2, 5], (r) => `retrying bond check for entry ${entryNo(r)} (attempt ${r.int(2, 5)})`, {
        from: 32,
      }),
    ],
  },
  {
    estate: "harbourline",
    category: "rate_limiting",
    origin: "manifest-match",
    hints: ["429", "rate", "limit", "too many requests", "throttl"],
    severity: "medium",
    note: "The carrier tracking API starts throttling manifest-match with 429s; matches back up while it retries, logged at WARN.",
    emits: [
      E(
        "manifest-match",
        "warn",
        [1, 3],
        (r) => `carrier API 429 Too Many Requests for B/L ${bol(r)} (Retry-After: 60); backing off`,
      ),
      E(
        "manifest-match",
        "warn",
        [15, 30],
        (r) => `match queue depth ${r.int(300, 2400)}, oldest item ${r.int(4, 30)}m`,
        { from: 60 },
      ),
      E("entry-filer", "warn", [20, 45], (r) => `AE for ${entryNo(r)} postponed: bill ${bol(r)} not matched yet`, {
        from: 90,
      }),
    ],
  },
  {
    estate: "harbourline",
    category: "validation",
    origin: "doc-intake",
    hints: ["validation", "invalid", "decimal", "pydantic", "schema"],
    severity: "high",
    note: "A new invoice layout makes doc-intake produce unit prices pydantic rejects, so every parsed invoice fails validation and uploads return 422.",
    silence: ["doc-intake"],
    emits: [
      E(
        "doc-intake",
        "error",
        [3, 8],
        (r) => `invoice INV-${r.digits(6)} rejected: 2 validation errors for EntryLine`,
        {
          stack: (r) => [
            "unit_price",
            `  Input should be a valid decimal [type=decimal_parsing, input_value='${r.int(1, 9)}.${r.digits(3)},${r.digits(2)}', input_type=str]`,
            "quantity",
            "  Input should be greater than 0 [type=greater_than, input_value=0, input_type=int]",
            "    For further information visit https://errors.pydantic.dev/2.6/v/decimal_parsing",
          ],
          kind: "ValidationError",
        },
      ),
      E(
        "shipper-portal",
        "warn",
        [4, 9],
        (r) => `POST /api/v3/shipments/${shipper(r)}/documents 422 ${ms(r, 100, 900)}ms`,
        { from: 5 },
      ),
    ],
  },
  {
    estate: "harbourline",
    category: "null_reference",
    origin: "bond-svc",
    hints: ["null", "nullpointer", "npe"],
    severity: "high",
    note: "bond-svc throws NullPointerException for bonds without a surety record, and entry-filer's bond checks fail with 500s.",
    emits: [
      E(
        "bond-svc",
        "error",
        [4, 10],
        () => `Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception`,
        {
          stack: (r) =>
            javaStack(
              r,
              'java.lang.NullPointerException: Cannot invoke "com.harbourline.bond.model.Surety.getCode()" because the return value of "com.harbourline.bond.model.BondRecord.getSurety()" is null',
              [
                "com.harbourline.bond.service.SufficiencyService.check(SufficiencyService.java)",
                "com.harbourline.bond.api.BondController.sufficiency(BondController.java)",
              ],
            ),
          kind: "java.lang.NullPointerException",
        },
      ),
      E(
        "entry-filer",
        "error",
        [3, 8],
        (r) => `bond check for entry ${entryNo(r)} failed: 500 Internal Server Error from bond-svc`,
        { from: 2 },
      ),
      E("entry-filer", "warn", [2, 6], (r) => `retrying bond check for entry ${entryNo(r)} (attempt ${r.int(2, 4)})`, {
        from: 3,
      }),
    ],
  },
  {
    estate: "harbourline",
    category: "configuration",
    origin: "entry-filer",
    hints: ["config", "queue", "mq", "2085", "unknown_object", "property"],
    severity: "high",
    note: "After entry-filer's rollout with a renamed request-queue setting, every ABI transmission fails with MQRC 2085 and entries pile up.",
    silence: ["entry-filer"],
    emits: [
      ...springStart("entry-filer", -14),
      once(
        "entry-filer",
        "info",
        -4,
        () =>
          `Located property source: [BootstrapPropertySource {name='configserver:entry-filer-prod.yml' label='2026.09.4'}]`,
      ),
      once("entry-filer", "info", -2, () => `ABI transmitter ready: qmgr=HLCBQM1 requestQueue=HLCB.ABI.REQUEST`),
      E("entry-filer", "error", [3, 7], (r) => `ABI AE transmit failed for entry ${entryNo(r)}`, {
        stack: (r) =>
          javaStack(
            r,
            "com.ibm.msg.client.jms.DetailedInvalidDestinationException: JMSWMQ2008: Failed to open MQ queue 'HLCB.ABI.REQUEST'.",
            [
              "com.ibm.msg.client.wmq.common.internal.Reason.reasonToException(Reason.java)",
              "com.harbourline.filer.abi.AbiTransmitter.send(AbiTransmitter.java)",
              "com.harbourline.filer.EntryFilingService.file(EntryFilingService.java)",
            ],
            "com.ibm.mq.MQException: JMSCMQ0001: IBM MQ call failed with compcode '2' ('MQCC_FAILED') reason '2085' ('MQRC_UNKNOWN_OBJECT_NAME').",
          ),
        kind: "DetailedInvalidDestinationException",
        stackShare: 0.6,
      }),
      E(
        "shipper-portal",
        "warn",
        [20, 40],
        (r) => `entry ${entryNo(r)} still in status QUEUED after ${r.int(3, 12)}m`,
        { from: 120 },
      ),
    ],
  },
  {
    estate: "harbourline",
    category: "dependency",
    origin: "ach-pay",
    hints: ["503", "unavailable", "circuit", "bank", "dependency", "upstream", "broken"],
    severity: "high",
    note: "The bank's ACH API answers 503 and ach-pay's Polly breaker opens; statements cannot be paid and callers see 502s.",
    silence: ["ach-pay"],
    emits: [
      E(
        "ach-pay",
        "warn",
        [3, 8],
        (r) => `Bank ACH API POST /v1/debits returned 503 Service Unavailable (attempt ${r.int(1, 3)}/3)`,
        { to: 90 },
      ),
      once("ach-pay", "warn", 90, () => `Circuit breaker 'bank-ach' opened for 00:01:00 after 5 consecutive failures`),
      E("ach-pay", "error", [4, 9], (r) => `ACH debit for statement ${r.digits(8)} failed`, {
        from: 91,
        stack: (r) =>
          dotnetStack(
            r,
            "Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
            [
              "Polly.CircuitBreaker.CircuitStateController`1.OnActionPreExecute()",
              "Harbourline.AchPay.Bank.AchClient.DebitAsync(DebitRequest req) in /src/AchPay/Bank/AchClient.cs",
              "Harbourline.AchPay.Jobs.DebitStatementJob.ExecuteAsync(IJobExecutionContext ctx) in /src/AchPay/Jobs/DebitStatementJob.cs",
            ],
          ),
        kind: "BrokenCircuitException",
        stackShare: 0.5,
      }),
      E(
        "entry-filer",
        "warn",
        [8, 18],
        (r) => `statement ${r.digits(8)} payment not confirmed (ach-pay 502), entry ${entryNo(r)} kept PENDING_PAYMENT`,
        { from: 30 },
      ),
    ],
  },
  {
    estate: "harbourline",
    category: "memory",
    origin: "hs-classify",
    hints: ["memory", "outofmemory", "heap", "oom"],
    severity: "high",
    note: "hs-classify's ruling cache grows until the JVM throws OutOfMemoryError and restarts repeatedly; doc-intake cannot classify.",
    silence: ["hs-classify"],
    emits: [
      E(
        "hs-classify",
        "warn",
        [25, 40],
        (r) => `ruling cache size ${r.int(1200, 1900)}k entries, heap used ${r.int(88, 97)}% of 2048M`,
        { from: -150, to: 20 },
      ),
      E(
        "hs-classify",
        "error",
        [40, 80],
        () => `Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space`,
        {
          stack: (r) =>
            javaStack(r, "java.lang.OutOfMemoryError: Java heap space", [
              "java.base/java.util.HashMap.resize(HashMap.java)",
              "com.harbourline.classify.rulings.RulingCache.load(RulingCache.java)",
              "com.harbourline.classify.api.ClassifyController.classify(ClassifyController.java)",
            ]),
          kind: "java.lang.OutOfMemoryError",
        },
      ),
      E(
        "hs-classify",
        "info",
        [70, 90],
        (r) => `Starting hsclassifyApplication v4.${r.int(1, 20)}.2 using Java 21.0.4 with PID 1`,
        { from: 50 },
      ),
      E(
        "doc-intake",
        "warn",
        [1, 4],
        (r) =>
          `classify call attempt ${r.int(1, 3)}/3 failed: HTTPConnectionPool(host='hs-classify', port=8080): Max retries exceeded (Caused by NewConnectionError: [Errno 111] Connection refused)`,
        { from: 15 },
      ),
      E("doc-intake", "error", [8, 16], (r) => `invoice INV-${r.digits(6)} left in NEEDS_CLASSIFICATION`, { from: 30 }),
    ],
  },
  {
    estate: "harbourline",
    category: "disk",
    origin: "doc-intake",
    hints: ["disk", "space", "enospc", "errno 28", "no space"],
    severity: "high",
    note: "doc-intake's scratch volume fills up, page rendering fails with Errno 28 and shipper uploads get 500s.",
    silence: ["doc-intake"],
    emits: [
      E("doc-intake", "warn", [30, 50], (r) => `scratch /scratch usage ${r.int(91, 99)}%`, { from: -120, to: 10 }),
      E("doc-intake", "error", [3, 8], (r) => `failed to render INV-${r.digits(6)} for OCR`, {
        stack: (r) =>
          pyStack(
            r,
            [
              ["/app/intake/worker.py", "process", "pages = render_pages(doc, dpi=300)"],
              ["/app/intake/render.py", "render_pages", 'img.save(path, format="TIFF")'],
              ["/usr/local/lib/python3.11/site-packages/PIL/Image.py", "save", 'fp = builtins.open(filename, "w+b")'],
            ],
            `OSError: [Errno 28] No space left on device: '/scratch/ocr/${r.hex(8)}-p${r.int(1, 6)}.tiff'`,
          ),
        kind: "OSError",
        stackShare: 0.7,
      }),
      E(
        "shipper-portal",
        "error",
        [5, 12],
        (r) => `POST /api/v3/shipments/${shipper(r)}/documents 500 ${ms(r, 50, 400)}ms - doc-intake error`,
        { from: 5 },
      ),
    ],
  },
  {
    estate: "harbourline",
    category: "unknown",
    origin: "duty-calc",
    hints: ["unknown", "500", "internal", "error", "fail"],
    severity: "high",
    note: "duty-calc stops producing results and answers 500 without saying why; entry-filer and the portal report failing duty calls.",
    silence: ["duty-calc"],
    emits: [
      E(
        "duty-calc",
        "error",
        [10, 25],
        (r) => `method=POST path=/v1/duty status=500 dur=${ms(r, 1, 9)}ms err="calculation failed"`,
      ),
      E("duty-calc", "warn", [90, 150], () => `worker pool restarted`),
      E(
        "entry-filer",
        "error",
        [4, 10],
        (r) => `duty calculation for entry ${entryNo(r)} failed: 500 Internal Server Error from duty-calc`,
        { from: 5 },
      ),
      E(
        "shipper-portal",
        "error",
        [10, 25],
        (r) => `GET /api/v3/entries/${entryNo(r)}/duties 502 ${ms(r, 10, 90)}ms - upstream duty-calc`,
        { from: 10 },
      ),
    ],
  },
  // ---------------------------------------------------------------- nordfrakt (EU ATLAS, untraced)
  {
    estate: "nordfrakt",
    category: "authentication",
    origin: "atlas-bridge",
    hints: ["auth", "401", "token", "oauth", "invalid_client", "certificate", "unauthorized"],
    severity: "high",
    note: "atlas-bridge can no longer get a gateway token (401 invalid_client, client certificate expired), so declarations stop being submitted.",
    silence: ["atlas-bridge"],
    emits: [
      E(
        "atlas-bridge",
        "error",
        [5, 12],
        () =>
          `token refresh failed: oauth2: cannot fetch token: 401 Unauthorized\nResponse: {"error":"invalid_client","error_description":"client certificate expired"}`,
      ),
      E(
        "atlas-bridge",
        "error",
        [4, 9],
        (r) => `submit IE415 LRN=${r.hex(10).toUpperCase()} status=401 took=${ms(r, 20, 90)}ms`,
      ),
      E(
        "decl-builder",
        "error",
        [4, 10],
        (r) => `Submission of LRN ${r.hex(10).toUpperCase()} via atlas-bridge failed: 502 Bad Gateway`,
        { from: 15 },
      ),
      E("decl-builder", "warn", [2, 5], () => `retrying submission in 5s`, { from: 15 }),
    ],
  },
  {
    estate: "nordfrakt",
    category: "authorization",
    origin: "guarantee-ledger",
    hints: ["permission", "denied", "authoriz", "42501", "privilege"],
    severity: "high",
    note: "guarantee-ledger's database role loses rights on guarantee_movements (42501 permission denied), so guarantee reservations fail.",
    silence: ["guarantee-ledger"],
    emits: [
      E(
        "guarantee-ledger",
        "error",
        [4, 10],
        () =>
          `Failed executing DbCommand (3ms) [Parameters=[@p0='?', @p1='?'], CommandType='Text', CommandTimeout='30'] INSERT INTO guarantee_movements (grn, amount) VALUES (@p0, @p1);`,
        {
          stack: (r) =>
            dotnetStack(
              r,
              "Npgsql.PostgresException (0x80004005): 42501: permission denied for table guarantee_movements",
              [
                "Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
                "Nordfrakt.Guarantee.Ledger.ReserveHandler.Handle(ReserveCommand cmd, CancellationToken ct) in /src/Guarantee/Ledger/ReserveHandler.cs",
              ],
            ),
          kind: "Npgsql.PostgresException",
          stackShare: 0.6,
        },
      ),
      E(
        "decl-builder",
        "error",
        [5, 12],
        (r) => `guarantee reservation for LRN ${r.hex(10).toUpperCase()} failed: 500 from guarantee-ledger`,
        { from: 3 },
      ),
    ],
  },
  {
    estate: "nordfrakt",
    category: "database",
    origin: "decl-builder",
    hints: ["database", "deadlock", "ora-", "sql"],
    severity: "high",
    note: "decl-builder's Oracle updates start deadlocking (ORA-00060), so declaration drafts fail and the booking site shows errors.",
    emits: [
      E(
        "decl-builder",
        "error",
        [3, 8],
        () =>
          `could not execute statement; SQL [n/a]; nested exception is org.hibernate.exception.LockAcquisitionException`,
        {
          stack: (r) =>
            javaStack(r, "java.sql.SQLException: ORA-00060: deadlock detected while waiting for resource", [
              "oracle.jdbc.driver.T4CTTIoer11.processError(T4CTTIoer11.java)",
              "org.hibernate.engine.jdbc.batch.internal.BatchingBatch.performExecution(BatchingBatch.java)",
              "com.nordfrakt.decl.DeclarationService.saveDraft(DeclarationService.java)",
            ]),
          kind: "java.sql.SQLException",
          stackShare: 0.6,
        },
      ),
      E("decl-builder", "warn", [5, 12], () => `SQL Error: 60, SQLState: 61000`),
      E(
        "booking-web",
        "error",
        [6, 14],
        (r) =>
          `Completed 500 Internal Server Error in ${ms(r, 200, 2000)}ms (decl-builder returned 500 for POST /declarations)`,
        { from: 5 },
      ),
    ],
  },
  {
    estate: "nordfrakt",
    category: "network",
    origin: "awb-sync",
    hints: ["dns", "name resolution", "resolve", "network", "connection", "gaierror"],
    severity: "medium",
    note: "awb-sync can no longer resolve the cargo community API host, so air waybill syncs fail and air shipments stay unmatched.",
    silence: ["awb-sync"],
    emits: [
      E("awb-sync", "error", [5, 12], (r) => `FWB sync for ${mawb(r)} failed`, {
        stack: (r) =>
          pyStack(
            r,
            [
              ["/app/awbsync/client.py", "fetch_fwb", "resp = self.session.get(url, timeout=10)"],
              [
                "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
                "send",
                "raise ConnectionError(e, request=request)",
              ],
            ],
            "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='api.cargo-community.example', port=443): Max retries exceeded with url: /fwb/v2 (Caused by NameResolutionError(\"<urllib3.connection.HTTPSConnection object at 0x7f3a>: Failed to resolve 'api.cargo-community.example' ([Errno -3] Temporary failure in name resolution)\"))",
          ),
        kind: "ConnectionError",
        stackShare: 0.5,
      }),
      E("status-notifier", "warn", [30, 60], (r) => `no air status update for ${mawb(r)} for ${r.int(20, 90)} min`, {
        from: 150,
      }),
    ],
  },
  {
    estate: "nordfrakt",
    category: "timeout",
    origin: "taric-svc",
    hints: ["timeout", "timed out", "lock", "read timed out", "slow"],
    severity: "high",
    note: "taric-svc's requests wait on a stuck measures-cache lock and answer after 25-30s (WARN only); decl-builder's calls time out in a retry storm.",
    emits: [
      E(
        "taric-svc",
        "warn",
        [5, 10],
        (r) =>
          `waited ${r.int(24000, 30000)} ms for measures cache lock (refresh started ${r.int(1, 9)}m ago), serving request`,
      ),
      E(
        "taric-svc",
        "warn",
        [8, 16],
        (r) => `slow request GET /measures?code=${hts(r).replace(/\./g, "")} took ${r.int(25000, 31000)}ms`,
      ),
      E(
        "decl-builder",
        "error",
        [1, 3],
        () =>
          `I/O error on GET request for "http://taric-svc:8080/measures": Read timed out; nested exception is java.net.SocketTimeoutException: Read timed out`,
        { from: 20 },
      ),
      E("decl-builder", "warn", [1, 3], (r) => `retry ${r.int(1, 3)}/3 for taric lookup`, { from: 20 }),
      E(
        "booking-web",
        "error",
        [10, 20],
        (r) => `Net::ReadTimeout with #<TCPSocket:(closed)> (decl-builder) in ${r.int(30, 60)}s`,
        { from: 40 },
      ),
    ],
  },
  {
    estate: "nordfrakt",
    category: "rate_limiting",
    origin: "upload-api",
    hints: ["429", "rate", "limit", "too many", "throttl"],
    severity: "medium",
    note: "upload-api's per-key limiter starts rejecting the booking site's bulk uploads with 429 (WARN only) and booking-web reports failed uploads.",
    emits: [
      E(
        "upload-api",
        "warn",
        [1, 3],
        (r) => `rate limit exceeded for key bw-prod (bucket 50/s, burst 100) - 429 on PUT /v1/files/${r.hex(12)}`,
      ),
      E(
        "booking-web",
        "error",
        [2, 5],
        (r) =>
          `Faraday::TooManyRequestsError (the server responded with status 429) uploading document for shipment ${shipper(r)} to upload-api`,
        { from: 2 },
      ),
    ],
  },
  {
    estate: "nordfrakt",
    category: "validation",
    origin: "decl-builder",
    hints: ["validation", "xsd", "schema", "sax", "invalid", "cvc"],
    severity: "high",
    note: "decl-builder's own XSD check rejects every declaration because commodity codes come out 7 digits long, so nothing reaches ATLAS.",
    silence: ["decl-builder"],
    emits: [
      E(
        "decl-builder",
        "error",
        [3, 8],
        (r) => `declaration LRN ${r.hex(10).toUpperCase()} failed schema validation, not submitted`,
        {
          stack: (r) =>
            javaStack(
              r,
              `org.xml.sax.SAXParseException; lineNumber: ${r.int(40, 300)}; columnNumber: 44; cvc-pattern-valid: Value '${r.digits(7)}' is not facet-valid with respect to pattern '[0-9]{8}|[0-9]{10}' for type 'CommodityCodeType'.`,
              [
                "org.apache.xerces.util.ErrorHandlerWrapper.createSAXParseException(ErrorHandlerWrapper.java)",
                "com.nordfrakt.decl.xml.XsdValidator.validate(XsdValidator.java)",
                "com.nordfrakt.decl.DeclarationService.submit(DeclarationService.java)",
              ],
            ),
          kind: "SAXParseException",
          stackShare: 0.5,
        },
      ),
      E("booking-web", "warn", [10, 20], (r) => `Completed 422 Unprocessable Entity in ${ms(r, 50, 500)}ms`, {
        from: 10,
      }),
    ],
  },
  {
    estate: "nordfrakt",
    category: "null_reference",
    origin: "clearing-pay",
    hints: ["null", "nullreference", "object reference"],
    severity: "high",
    note: "clearing-pay throws NullReferenceException on settlements without a payer account, failing its batches and the booking site's payment page.",
    silence: ["clearing-pay"],
    emits: [
      E("clearing-pay", "error", [4, 10], (r) => `Duty settlement batch ${r.digits(6)} failed`, {
        stack: (r) =>
          dotnetStack(r, "System.NullReferenceException: Object reference not set to an instance of an object.", [
            "Nordfrakt.Clearing.Settlement.SettlementBuilder.Build(DutyItem item) in /src/Clearing/Settlement/SettlementBuilder.cs",
            "Nordfrakt.Clearing.Jobs.PostSettlementsJob.Execute(PerformContext ctx) in /src/Clearing/Jobs/PostSettlementsJob.cs",
          ]),
        kind: "System.NullReferenceException",
      }),
      E(
        "booking-web",
        "error",
        [10, 20],
        (r) => `Completed 500 Internal Server Error in ${ms(r, 100, 900)}ms (clearing-pay: 500)`,
        { from: 8 },
      ),
    ],
  },
  {
    estate: "nordfrakt",
    category: "configuration",
    origin: "docparse",
    hints: ["config", "model", "path", "filenotfound", "setting", "no such file"],
    severity: "high",
    note: "Right after a config reload points docparse at a layout model file that does not exist, every invoice parse fails.",
    silence: ["docparse"],
    emits: [
      once(
        "docparse",
        "info",
        -2,
        () => `config reloaded from /etc/docparse/settings.toml: layout_model=/models/invoice-layout-de-v5.onnx`,
      ),
      E("docparse", "error", [3, 7], () => `parse failed for uploaded document`, {
        stack: (r) =>
          pyStack(
            r,
            [
              ["/app/docparse/pipeline.py", "run", "layout = get_layout_model(settings.layout_model)"],
              ["/app/docparse/models.py", "get_layout_model", "return ort.InferenceSession(path)"],
              [
                "/opt/venv/lib/python3.11/site-packages/onnxruntime/capi/onnxruntime_inference_collection.py",
                "__init__",
                "raise fe",
              ],
            ],
            "onnxruntime.capi.onnxruntime_pybind11_state.NoSuchFile: [ONNXRuntimeError] : 3 : NO_SUCHFILE : Load model from /models/invoice-layout-de-v5.onnx failed. File doesn't exist",
          ),
        kind: "NoSuchFile",
      }),
      E("upload-api", "warn", [5, 12], (r) => `docparse callback missing for file ${r.hex(12)} after 120s`, {
        from: 120,
      }),
    ],
  },
  {
    estate: "nordfrakt",
    category: "dependency",
    origin: "atlas-bridge",
    hints: ["503", "unavailable", "circuit", "gateway", "dependency", "upstream"],
    severity: "high",
    note: "The customs gateway answers 503 and atlas-bridge's breaker opens; declarations queue up and decl-builder retries loudly.",
    silence: ["atlas-bridge"],
    emits: [
      E(
        "atlas-bridge",
        "warn",
        [3, 7],
        (r) => `gateway POST /ie415 attempt ${r.int(1, 3)} got 503 Service Unavailable (Retry-After: 900)`,
        { to: 60 },
      ),
      once("atlas-bridge", "warn", 60, () => `circuit breaker 'atlas-gateway' state changed from closed to open`),
      E(
        "atlas-bridge",
        "error",
        [4, 9],
        (r) => `submit IE415 LRN=${r.hex(10).toUpperCase()} failed: circuit breaker is open`,
        { from: 61 },
      ),
      E(
        "decl-builder",
        "error",
        [1, 4],
        (r) => `Submission of LRN ${r.hex(10).toUpperCase()} via atlas-bridge failed: 503 Service Unavailable`,
        { from: 10 },
      ),
      E("decl-builder", "warn", [1, 3], () => `retrying submission in 5s`, { from: 10 }),
    ],
  },
  {
    estate: "nordfrakt",
    category: "memory",
    origin: "docparse",
    hints: ["memory", "oom", "memoryerror", "sigkill"],
    severity: "high",
    note: "docparse workers run out of memory on large scans and gunicorn keeps losing them to SIGKILL; upload-api callbacks fail.",
    emits: [
      E(
        "docparse",
        "error",
        [20, 40],
        (r) => `[ERROR] Worker (pid:${r.int(100, 999)}) was sent SIGKILL! Perhaps out of memory?`,
      ),
      E("docparse", "info", [20, 40], (r) => `[INFO] Booting worker with pid: ${r.int(1000, 9999)}`, { from: 2 }),
      E("docparse", "error", [50, 90], () => `parse of large scan aborted`, {
        stack: (r) =>
          pyStack(
            r,
            [
              ["/app/docparse/pipeline.py", "run", "pages = [np.asarray(p) for p in rasterize(doc, dpi=400)]"],
              ["/app/docparse/raster.py", "rasterize", "yield page.to_image(resolution=dpi)"],
            ],
            `numpy.core._exceptions._ArrayMemoryError: Unable to allocate ${r.int(1, 3)}.${r.int(1, 9)} GiB for an array with shape (${r.int(9000, 14000)}, 9921, 3) and data type uint8`,
          ),
        kind: "MemoryError",
      }),
      E(
        "upload-api",
        "error",
        [5, 12],
        (r) => `POST http://docparse:8000/parse failed for file ${r.hex(12)}: socket hang up`,
        { from: 10 },
      ),
    ],
  },
  {
    estate: "nordfrakt",
    category: "disk",
    origin: "upload-api",
    hints: ["disk", "space", "enospc", "no space"],
    severity: "high",
    note: "upload-api's spool volume fills and writes fail with ENOSPC; booking-web reports every document upload failing.",
    silence: ["upload-api"],
    emits: [
      E("upload-api", "error", [3, 7], (r) => `PUT /v1/files/${r.hex(12)} 500 ${ms(r, 5, 60)} ms`, {
        stack: (r) =>
          nodeStack(r, `Error: ENOSPC: no space left on device, write`, [
            "WriteStream.onWrite (node:internal/fs/streams:422:20)",
            "async Spool.store (/app/dist/spool.js)",
            "async putFile (/app/dist/routes/files.js)",
          ]),
        kind: "Error",
        stackShare: 0.6,
      }),
      E("booking-web", "error", [4, 10], (r) => `document upload for ${shipper(r)} failed: upload-api returned 500`, {
        from: 3,
      }),
    ],
  },
  {
    estate: "nordfrakt",
    category: "unknown",
    origin: "taric-svc",
    hints: ["unknown", "internal", "500", "error", "fail"],
    severity: "high",
    note: "taric-svc starts failing measure lookups with 500s and logs nothing but 'lookup failed'; decl-builder reports the failures.",
    emits: [
      E("taric-svc", "error", [4, 9], (r) => `measure lookup failed for ${hts(r).replace(/\./g, "")}`),
      E("decl-builder", "error", [3, 7], () => `taric lookup failed: 500 Internal Server Error from taric-svc`, {
        from: 2,
      }),
      E("decl-builder", "warn", [2, 5], (r) => `retry ${r.int(1, 3)}/3 for taric lookup`, { from: 2 }),
    ],
  },
  // ---------------------------------------------------------------- pacgate (US, traced)
  {
    estate: "pacgate",
    category: "authentication",
    origin: "edi-x12",
    hints: ["auth", "publickey", "ssh", "login", "credential"],
    severity: "high",
    note: "edi-x12's SFTP login to the VAN is refused (publickey), so ABI batches are not delivered and filing-core sees them stuck.",
    emits: [
      E(
        "edi-x12",
        "error",
        [10, 20],
        () =>
          `sftp connect van.tradelink.example:22 user=pglcust: Authentication failed (publickey) [LIBSSH2_ERROR_AUTHENTICATION_FAILED -18]`,
      ),
      E("edi-x12", "warn", [20, 30], (r) => `outbox holds ${r.int(10, 300)} undelivered batches`),
      E(
        "filing-core",
        "warn",
        [10, 20],
        (r) => `transmission of entry ${entryNo(r)} not acknowledged by edi-x12 after 300s`,
        { from: 300 },
      ),
    ],
  },
  {
    estate: "pacgate",
    category: "authorization",
    origin: "stmt-recon",
    hints: ["accessdenied", "access denied", "authoriz", "forbidden", "403", "permission"],
    severity: "medium",
    note: "stmt-recon's role loses s3:GetObject on the statements bucket, so statement pulls fail with AccessDenied.",
    silence: ["stmt-recon"],
    emits: [
      E("stmt-recon", "error", [8, 16], () => `Quartz job PullPreliminaryStatement failed`, {
        stack: (r) =>
          dotnetStack(
            r,
            `Amazon.S3.AmazonS3Exception: User: arn:aws:sts::4411${r.digits(8)}:assumed-role/stmt-recon-prod/i-${r.hex(8)} is not authorized to perform: s3:GetObject on resource: "arn:aws:s3:::pgl-ace-statements/preliminary/${r.digits(8)}.xml" because no identity-based policy allows the s3:GetObject action`,
            [
              "Amazon.Runtime.Internal.HttpErrorResponseExceptionHandler.HandleExceptionStream(IRequestContext requestContext, IWebResponseData httpErrorResponse, HttpErrorResponseException exception, Stream responseStream)",
              "PacGate.StmtRecon.Statements.S3StatementSource.FetchAsync(String key) in /src/StmtRecon/Statements/S3StatementSource.cs",
            ],
          ),
        kind: "AmazonS3Exception",
        stackShare: 0.6,
      }),
      E(
        "cargo-api",
        "error",
        [15, 30],
        (r) => `method=GET path=/v2/statements/${r.digits(8)} status=502 dur=${ms(r)}ms err="stmt-recon: 500"`,
        { from: 20 },
      ),
    ],
  },
  {
    estate: "pacgate",
    category: "database",
    origin: "landed-cost",
    hints: ["database", "knex", "pool", "connection", "sql"],
    severity: "high",
    note: "landed-cost's Postgres pool runs dry (Knex timeout acquiring a connection) and cargo-api's entry requests fail.",
    silence: ["landed-cost"],
    emits: [
      E("landed-cost", "error", [3, 7], () => `quote failed`, {
        stack: (r) =>
          nodeStack(
            r,
            "KnexTimeoutError: Knex: Timeout acquiring a connection. The pool is probably full. Are you missing a .transacting(trx) call?",
            [
              "Client_PG.acquireConnection (/app/node_modules/knex/lib/client.js)",
              "async Runner.ensureConnection (/app/node_modules/knex/lib/execution/runner.js)",
              "async QuoteRepo.saveQuote (/app/dist/repo/quotes.js)",
            ],
          ),
        kind: "KnexTimeoutError",
        stackShare: 0.6,
      }),
      E(
        "cargo-api",
        "error",
        [2, 5],
        (r) =>
          `method=POST path=/v2/entries status=503 dur=${ms(r, 60000, 60100)}ms err="landed-cost: 500 Internal Server Error"`,
        { from: 60 },
      ),
      E("cargo-api", "warn", [2, 5], () => `retrying POST landed-cost (attempt 2/3) after 500`, { from: 60 }),
    ],
  },
  {
    estate: "pacgate",
    category: "network",
    origin: "ams-ocean",
    hints: ["ssl", "tls", "handshake", "reset", "network", "connection"],
    severity: "medium",
    note: "ams-ocean's TLS connections to the carrier AMS endpoint are cut during the handshake, so ocean bills stop matching.",
    silence: ["ams-ocean"],
    emits: [
      E("ams-ocean", "error", [4, 9], (r) => `AMS query for ${bol(r)} failed`, {
        stack: (r) =>
          javaStack(
            r,
            "javax.net.ssl.SSLHandshakeException: Remote host terminated the handshake",
            [
              "java.base/sun.security.ssl.SSLSocketImpl.handleEOF(SSLSocketImpl.java)",
              "org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManager.connect(PoolingHttpClientConnectionManager.java)",
              "com.pacgate.ams.CarrierAmsClient.query(CarrierAmsClient.java)",
            ],
            "java.io.EOFException: SSL peer shut down incorrectly",
          ),
        kind: "SSLHandshakeException",
        stackShare: 0.5,
      }),
      E(
        "ams-ocean",
        "warn",
        [10, 20],
        () =>
          `I/O exception (java.net.SocketException) caught when processing request to {s}->https://ams.carrier-link.example:443: Connection reset`,
      ),
      E("filing-core", "warn", [25, 50], (r) => `entry ${entryNo(r)} waiting for AMS match of ${bol(r)}`, {
        from: 180,
      }),
    ],
  },
  {
    estate: "pacgate",
    category: "timeout",
    origin: "hs-model",
    hints: ["timeout", "deadline", "timed out", "slow"],
    severity: "high",
    note: "hs-model's inference slows to 8-12 s per batch (WARN only) and cargo-api's calls hit their deadline in a retry storm.",
    emits: [
      E(
        "hs-model",
        "warn",
        [3, 8],
        (r) => `inference batch=64 took ${r.int(8000, 12500)}ms (budget 2000ms), queue=${r.int(20, 300)}`,
      ),
      E(
        "cargo-api",
        "error",
        [1, 2],
        () =>
          `classify call failed: Post "http://hs-model:8000/predict": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        { from: 15 },
      ),
      E("cargo-api", "warn", [1, 3], (r) => `retrying POST hs-model (attempt ${r.int(2, 3)}/3)`, { from: 15 }),
    ],
  },
  {
    estate: "pacgate",
    category: "rate_limiting",
    origin: "exam-desk",
    hints: ["429", "rate", "limit", "too many", "throttl"],
    severity: "medium",
    note: "The terminal operator's API throttles exam-desk with 429s, so exam and hold status updates stop flowing.",
    emits: [
      E(
        "exam-desk",
        "warn",
        [2, 5],
        (r) =>
          `Faraday::TooManyRequestsError: the server responded with status 429 (terminal API GET /containers/${container(r)}/holds; retry-after 120)`,
      ),
      E("exam-desk", "error", [20, 40], (r) => `class=SyncTerminalHoldsJob jid=${r.hex(24)} failed after 5 retries`, {
        from: 60,
      }),
    ],
  },
  {
    estate: "pacgate",
    category: "validation",
    origin: "filing-core",
    hints: ["validation", "constraint", "invalid", "must match"],
    severity: "high",
    note: "filing-core starts rejecting every entry payload on an export-country constraint, and cargo-api returns 400s to shippers.",
    silence: ["filing-core"],
    emits: [
      E(
        "filing-core",
        "warn",
        [3, 7],
        (r) =>
          `Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public EntryDto FilingController.create(EntryDto): [Field error in object 'entryDto' on field 'lines[${r.int(0, 20)}].exportCountry': rejected value [${r.pick(["CHN", "VNM", "IND"])}]; message [must match "^[A-Z]{2}$"]]]`,
      ),
      E("filing-core", "error", [20, 40], (r) => `${r.int(20, 90)} entries rejected by validation in last 60s`, {
        from: 60,
      }),
      E(
        "cargo-api",
        "error",
        [3, 7],
        (r) =>
          `method=POST path=/v2/entries status=400 dur=${ms(r)}ms err="filing-core rejected entry: validation failed"`,
        { from: 2 },
      ),
    ],
  },
  {
    estate: "pacgate",
    category: "null_reference",
    origin: "landed-cost",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    severity: "high",
    note: "landed-cost crashes on quotes whose currency has no FX row (TypeError reading 'rate'), and cargo-api entry creation fails.",
    emits: [
      E("landed-cost", "error", [3, 8], () => `unhandled error in POST /quotes`, {
        stack: (r) =>
          nodeStack(r, "TypeError: Cannot read properties of undefined (reading 'rate')", [
            "convertToUsd (/app/dist/fx.js)",
            "computeLine (/app/dist/quote.js)",
            "Array.map (<anonymous>)",
            "buildQuote (/app/dist/quote.js)",
          ]),
        kind: "TypeError",
      }),
      E(
        "cargo-api",
        "error",
        [3, 8],
        (r) => `method=POST path=/v2/entries status=502 dur=${ms(r)}ms err="landed-cost: 500"`,
        { from: 1 },
      ),
    ],
  },
  {
    estate: "pacgate",
    category: "configuration",
    origin: "cargo-api",
    hints: ["config", "url", "scheme", "env", "setting"],
    severity: "high",
    note: "cargo-api is rolled out without HS_MODEL_URL, so every classification call fails with an unsupported empty URL scheme.",
    silence: ["cargo-api"],
    emits: [
      once("cargo-api", "info", -14, () => `received SIGTERM, draining connections (grace 30s)`),
      once("cargo-api", "warn", -1, () => `config: HS_MODEL_URL not set`),
      once("cargo-api", "info", -1, (r) => `cargo-api 3.${r.int(10, 30)}.0 listening on :8080 (commit ${r.hex(7)})`),
      E("cargo-api", "error", [2, 5], () => `classify call failed: Post "/predict": unsupported protocol scheme ""`),
      E("cargo-api", "error", [3, 7], (r) => `method=POST path=/v2/entries status=500 dur=${ms(r, 50, 200)}ms`),
    ],
  },
  {
    estate: "pacgate",
    category: "dependency",
    origin: "edi-x12",
    hints: ["503", "unavailable", "van", "as2", "dependency", "upstream", "circuit"],
    severity: "high",
    note: "The VAN's AS2 endpoint answers 503, edi-x12 opens its breaker and ABI batches stop being delivered.",
    emits: [
      E(
        "edi-x12",
        "warn",
        [3, 8],
        (r) =>
          `AS2 POST https://as2.tradelink.example/in -> HTTP 503 Service Unavailable (batch ${r.digits(6)}, attempt ${r.int(1, 3)})`,
      ),
      once("edi-x12", "error", 80, () => `circuit 'van-as2' OPEN after 8 failures; holding outbox`),
      E("edi-x12", "error", [10, 20], (r) => `batch ${r.digits(6)} not delivered: VAN unavailable`, { from: 81 }),
      E(
        "filing-core",
        "warn",
        [8, 16],
        (r) => `transmission of entry ${entryNo(r)} not acknowledged by edi-x12 after 300s`,
        { from: 300 },
      ),
    ],
  },
  {
    estate: "pacgate",
    category: "memory",
    origin: "edi-x12",
    hints: ["memory", "bad_alloc", "oom", "alloc"],
    severity: "high",
    note: "edi-x12 runs out of memory on a huge 309 batch and aborts with std::bad_alloc, restarting again and again.",
    emits: [
      E(
        "edi-x12",
        "warn",
        [20, 40],
        (r) => `segment buffer grew to ${r.int(1400, 2000)} MiB while reading batch 4418${r.digits(2)}`,
        { from: -90, to: 5 },
      ),
      E("edi-x12", "fatal", [25, 50], () => `terminate called after throwing an instance of 'std::bad_alloc'`, {
        stack: () => [
          "  what():  std::bad_alloc",
          "*** SIGABRT received at time=1788000000 on cpu 3 ***",
          "PC: @     0x7f1c2a29e9fc  (unknown)  pthread_kill",
          "    @     0x55d0c1a3b2f0        192  x12::SegmentBuffer::append()",
          "    @     0x55d0c1a31c44        368  x12::BatchReader::read()",
        ],
        kind: "std::bad_alloc",
      }),
      E("edi-x12", "info", [25, 50], () => `edi-x12 starting, outbox=/var/spool/x12 workers=4`, { from: 3 }),
      E("filing-core", "warn", [10, 20], (r) => `edi-x12 unreachable for entry ${entryNo(r)}: Connection refused`, {
        from: 10,
      }),
    ],
  },
  {
    estate: "pacgate",
    category: "disk",
    origin: "exam-desk",
    hints: ["disk", "flood", "watermark", "read-only", "cluster_block"],
    severity: "medium",
    note: "The search cluster behind exam-desk hits its flood-stage disk watermark and blocks the index; exam-desk's document writes all fail.",
    emits: [
      E(
        "exam-desk",
        "error",
        [3, 8],
        () =>
          `Elasticsearch::Transport::Transport::Errors::TooManyRequests: [429] {"error":{"type":"cluster_block_exception","reason":"index [exam-docs] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];"},"status":429}`,
      ),
      E(
        "exam-desk",
        "error",
        [15, 30],
        (r) => `class=IndexExamDocumentJob jid=${r.hex(24)} failed: cluster_block_exception`,
        { from: 30 },
      ),
    ],
  },
  {
    estate: "pacgate",
    category: "unknown",
    origin: "stmt-recon",
    hints: ["unknown", "crash", "exit", "restart", "fail"],
    severity: "high",
    note: "stmt-recon keeps shutting down and restarting without ever logging a reason, and cargo-api's statement calls fail.",
    silence: ["stmt-recon"],
    emits: [
      E("stmt-recon", "info", [35, 60], () => `Application is shutting down...`),
      E("stmt-recon", "info", [35, 60], () => `Now listening on: http://[::]:8080`, { from: 8 }),
      E("stmt-recon", "error", [40, 80], () => `reconciliation run failed`, { from: 4 }),
      E(
        "cargo-api",
        "error",
        [5, 12],
        (r) =>
          `method=GET path=/v2/statements/${r.digits(8)} status=502 dur=${ms(r, 1, 30)}ms err="stmt-recon: connection refused"`,
        { from: 5 },
      ),
    ],
  },
  // ---------------------------------------------------------------- meridian (US ABI, untraced)
  {
    estate: "meridian",
    category: "authentication",
    origin: "client-portal",
    hints: ["saml", "auth", "signature", "fingerprint", "login"],
    severity: "high",
    note: "client-portal starts rejecting every SSO login because SAML responses fail signature validation after the IdP rolled its certificate.",
    emits: [
      E("client-portal", "error", [3, 7], () => `OneLogin::RubySaml::ValidationError (Fingerprint mismatch):`, {
        stack: (r) =>
          rubyStack(r, "", [
            "ruby-saml (1.16.0) lib/onelogin/ruby-saml/response.rb:in `validate_signature'",
            "app/controllers/saml_controller.rb:in `consume'",
          ]).slice(1),
        kind: "OneLogin::RubySaml::ValidationError",
        stackShare: 0.5,
      }),
      E(
        "client-portal",
        "warn",
        [3, 7],
        (r) =>
          `Completed 401 Unauthorized in ${r.int(10, 60)}ms (ActiveRecord: 0.0ms | Allocations: ${r.int(2000, 9000)})`,
      ),
    ],
  },
  {
    estate: "meridian",
    category: "authorization",
    origin: "classifier-api",
    hints: ["403", "forbidden", "scope", "authoriz", "permission"],
    severity: "medium",
    note: "classifier-api's new policy demands a scope the workers' tokens lack; it answers 403 (WARN only) and the document jobs fail.",
    silence: ["classifier-api"],
    emits: [
      E(
        "classifier-api",
        "warn",
        [2, 5],
        () =>
          `WARNING:  denied POST /v1/classify for client sidekiq-docs: token scope 'classify:read' lacks 'classify:write'`,
      ),
      E(
        "classifier-api",
        "info",
        [2, 5],
        (r) => `INFO:     ${ip(r)}:${r.int(30000, 60000)} - "POST /v1/classify HTTP/1.1" 403 Forbidden`,
      ),
      E(
        "sidekiq-docs",
        "error",
        [2, 5],
        (r) =>
          `class=ParseInvoiceJob jid=${r.hex(24)} ERROR: Faraday::ForbiddenError: the server responded with status 403 (classifier-api)`,
        { from: 1 },
      ),
      E(
        "sidekiq-docs",
        "warn",
        [3, 6],
        (r) => `class=ParseInvoiceJob jid=${r.hex(24)} retry_count=${r.int(0, 5)} scheduled retry`,
        { from: 1 },
      ),
    ],
  },
  {
    estate: "meridian",
    category: "database",
    origin: "entries-pg",
    hints: ["connection", "too many", "database", "postgres", "slots"],
    severity: "high",
    note: "entries-pg runs out of connection slots and refuses new sessions; dutytax and abi-connector fail their queries.",
    emits: [
      E(
        "entries-pg",
        "fatal",
        [1, 3],
        () => `FATAL:  remaining connection slots are reserved for non-replication superuser connections`,
      ),
      E("dutytax", "error", [2, 5], (r) => `compute duties entry=${entryNo(r)}: pq: sorry, too many clients already`, {
        from: 3,
      }),
      E(
        "abi-connector",
        "error",
        [5, 10],
        () => `HikariPool-1 - Connection is not available, request timed out after 30000ms.`,
        { from: 30 },
      ),
      E(
        "client-portal",
        "error",
        [8, 16],
        (r) =>
          `Completed 500 Internal Server Error in ${r.int(30, 31)}${r.digits(3)}ms (ActiveRecord::ConnectionNotEstablished)`,
        { from: 20 },
      ),
    ],
  },
  {
    estate: "meridian",
    category: "network",
    origin: "pga-gateway",
    hints: ["reset", "connection", "network", "socket", "aborted"],
    severity: "medium",
    note: "pga-gateway's connections to the agency endpoint are reset mid-request, so PGA messages fail and entries wait.",
    silence: ["pga-gateway"],
    emits: [
      E("pga-gateway", "error", [4, 9], (r) => `PGA submit for ${entryNo(r)} failed`, {
        stack: (r) =>
          pyStack(
            r,
            [
              ["/app/pga/client.py", "submit", "resp = self.session.post(self.url, data=payload, timeout=20)"],
              [
                "/usr/local/lib/python3.11/site-packages/requests/adapters.py",
                "send",
                "raise ConnectionError(err, request=request)",
              ],
            ],
            "requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))",
          ),
        kind: "ConnectionError",
        stackShare: 0.5,
      }),
      E("abi-connector", "warn", [20, 40], (r) => `PGA disposition for ${entryNo(r)} overdue`, { from: 120 }),
    ],
  },
  {
    estate: "meridian",
    category: "timeout",
    origin: "abi-connector",
    hints: ["timeout", "timed out", "timeoutexception"],
    severity: "high",
    note: "The ABI gateway stops answering in time; abi-connector's requests time out waiting for replies and transmissions back up.",
    silence: ["abi-connector"],
    emits: [
      E("abi-connector", "error", [3, 8], (r) => `AE ${entryNo(r)} transmission failed`, {
        stack: (r) =>
          javaStack(
            r,
            `java.util.concurrent.TimeoutException: no reply on HLCB.ABI.RESP for corrId ${r.hex(12)} within 120000 ms`,
            [
              "com.meridian.abi.ReplyWaiter.await(ReplyWaiter.java)",
              "com.meridian.abi.AbiClient.transmit(AbiClient.java)",
            ],
          ),
        kind: "TimeoutException",
        stackShare: 0.5,
      }),
      E("abi-connector", "warn", [6, 12], (r) => `${r.int(5, 80)} AE transmissions awaiting reply`),
      E(
        "client-portal",
        "warn",
        [15, 30],
        (r) => `entry ${entryNo(r)} status still TRANSMITTING after ${r.int(5, 15)} minutes`,
        { from: 150 },
      ),
    ],
  },
  {
    estate: "meridian",
    category: "rate_limiting",
    origin: "bol-matcher",
    hints: ["429", "rate", "limit", "too many"],
    severity: "medium",
    note: "The carrier tracking API throttles bol-matcher with 429s and its retries make it worse.",
    emits: [
      E(
        "bol-matcher",
        "warn",
        [1, 3],
        (r) =>
          `carrier lookup ${bol(r)} failed: AxiosError: Request failed with status code 429 (x-ratelimit-remaining: 0), retry in ${r.int(1, 30)}s`,
      ),
      E("bol-matcher", "error", [15, 30], (r) => `gave up matching ${bol(r)} after 6 attempts`, { from: 90 }),
    ],
  },
  {
    estate: "meridian",
    category: "validation",
    origin: "sidekiq-docs",
    hints: ["validation", "invalid", "recordinvalid"],
    severity: "high",
    note: "sidekiq-docs fails every invoice import with RecordInvalid on HTS code and value validations, retrying each job.",
    silence: ["sidekiq-docs"],
    emits: [
      E(
        "sidekiq-docs",
        "error",
        [2, 5],
        (r) =>
          `class=ParseInvoiceJob jid=${r.hex(24)} ERROR: ActiveRecord::RecordInvalid: Validation failed: Hts code is invalid, Entered value must be greater than 0`,
        {
          stack: (r) =>
            rubyStack(r, "", [
              "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/validations.rb:in `raise_validation_error'",
              "/app/app/models/entry_line.rb:in `import_from!'",
              "/app/app/jobs/parse_invoice_job.rb:in `perform'",
            ]).slice(1),
          kind: "ActiveRecord::RecordInvalid",
          stackShare: 0.4,
        },
      ),
      E("client-portal", "warn", [20, 40], (r) => `upload ${r.hex(8)} still processing after ${r.int(3, 10)} minutes`, {
        from: 120,
      }),
    ],
  },
  {
    estate: "meridian",
    category: "null_reference",
    origin: "dutytax",
    hints: ["nil", "null", "pointer", "panic"],
    severity: "high",
    note: "dutytax panics on a nil pointer for entries lacking a rate table and restarts, so duty computations fail.",
    emits: [
      E(
        "dutytax",
        "error",
        [6, 14],
        (r) =>
          `http: panic serving ${ip(r)}:${r.int(30000, 60000)}: runtime error: invalid memory address or nil pointer dereference`,
        {
          stack: (r) =>
            goPanic(r, "", [
              ["net/http.(*conn).serve.func1", "/usr/local/go/src/net/http/server.go"],
              ["meridian/dutytax/internal/calc.(*Engine).lineDuty", "/src/internal/calc/engine.go"],
              ["meridian/dutytax/internal/calc.(*Engine).Compute", "/src/internal/calc/engine.go"],
              ["meridian/dutytax/internal/api.(*Server).handleCompute", "/src/internal/api/server.go"],
            ]),
          kind: "panic",
        },
      ),
      E("client-portal", "error", [8, 16], (r) => `Completed 502 Bad Gateway in ${r.int(10, 90)}ms (dutytax: EOF)`, {
        from: 2,
      }),
      E(
        "sidekiq-docs",
        "warn",
        [6, 12],
        (r) => `class=ComputeDutiesJob jid=${r.hex(24)} ERROR: Net::HTTP EOFError from dutytax; will retry`,
        { from: 2 },
      ),
    ],
  },
  {
    estate: "meridian",
    category: "configuration",
    origin: "clearing-ach",
    hints: ["config", "placeholder", "property", "setting"],
    severity: "high",
    note: "clearing-ach is restarted with a config that lacks ach.company-id and fails to start in a loop, so no ACH payments go out.",
    silence: ["clearing-ach"],
    emits: [
      E(
        "clearing-ach",
        "info",
        [45, 70],
        (r) => `Starting clearingachApplication v2.${r.int(10, 19)}.0 using Java 17.0.11 with PID 1`,
      ),
      E("clearing-ach", "error", [45, 70], () => `Application run failed`, {
        from: 6,
        stack: (r) =>
          javaStack(
            r,
            "org.springframework.beans.factory.UnsatisfiedDependencyException: Error creating bean with name 'achBatchWriter': Unsatisfied dependency expressed through field 'companyId'",
            [
              "org.springframework.beans.factory.annotation.AutowiredAnnotationBeanPostProcessor$AutowiredFieldElement.resolveFieldValue(AutowiredAnnotationBeanPostProcessor.java)",
              "org.springframework.boot.SpringApplication.run(SpringApplication.java)",
            ],
            `java.lang.IllegalArgumentException: Could not resolve placeholder 'ach.company-id' in value "\${ach.company-id}"`,
          ),
        kind: "UnsatisfiedDependencyException",
      }),
      E(
        "abi-connector",
        "warn",
        [20, 40],
        (r) => `payment scheduling for statement ${r.digits(8)} failed: clearing-ach unreachable (Connection refused)`,
        { from: 20 },
      ),
    ],
  },
  {
    estate: "meridian",
    category: "dependency",
    origin: "abi-connector",
    hints: ["mq", "2059", "unavailable", "queue manager", "dependency"],
    severity: "high",
    note: "The queue manager in front of the ABI gateway becomes unavailable (MQRC 2059); abi-connector cannot transmit and entries back up.",
    silence: ["abi-connector"],
    emits: [
      E("abi-connector", "error", [3, 8], (r) => `Transmit AE ${entryNo(r)} failed`, {
        stack: (r) =>
          javaStack(
            r,
            "com.ibm.msg.client.jms.DetailedIllegalStateException: JMSWMQ0018: Failed to connect to queue manager 'MTCQM01' with connection mode 'Client' and host name 'mq-abi.meridian.internal(1414)'.",
            [
              "com.ibm.msg.client.wmq.common.internal.Reason.reasonToException(Reason.java)",
              "com.meridian.abi.AbiClient.transmit(AbiClient.java)",
            ],
            "com.ibm.mq.MQException: JMSCMQ0001: IBM MQ call failed with compcode '2' ('MQCC_FAILED') reason '2059' ('MQRC_Q_MGR_NOT_AVAILABLE').",
          ),
        kind: "DetailedIllegalStateException",
        stackShare: 0.5,
      }),
      E("abi-connector", "warn", [5, 10], (r) => `JMS connection lost, reconnect attempt ${r.int(1, 60)} in 5000 ms`),
      E(
        "client-portal",
        "warn",
        [15, 30],
        (r) => `entry ${entryNo(r)} status still TRANSMITTING after ${r.int(5, 15)} minutes`,
        { from: 150 },
      ),
    ],
  },
  {
    estate: "meridian",
    category: "memory",
    origin: "sidekiq-docs",
    hints: ["memory", "nomemory", "rss", "oom"],
    severity: "high",
    note: "sidekiq-docs bloats on big PDF imports; the worker killer keeps shutting it down for RSS and jobs fail with NoMemoryError.",
    emits: [
      E(
        "sidekiq-docs",
        "warn",
        [20, 40],
        (r) => `[sidekiq-worker-killer] current RSS ${r.int(1600, 2400)}MB exceeds maximum RSS 1536MB`,
      ),
      E("sidekiq-docs", "info", [30, 50], () => `Shutting down`, { from: 5 }),
      E(
        "sidekiq-docs",
        "error",
        [25, 50],
        (r) => `class=ParseInvoiceJob jid=${r.hex(24)} ERROR: NoMemoryError: failed to allocate memory`,
        { from: 10 },
      ),
      E("client-portal", "warn", [20, 40], (r) => `upload ${r.hex(8)} still processing after ${r.int(3, 10)} minutes`, {
        from: 120,
      }),
    ],
  },
  {
    estate: "meridian",
    category: "disk",
    origin: "entries-pg",
    hints: ["disk", "space", "no space", "wal"],
    severity: "high",
    note: "entries-pg's WAL volume fills up; Postgres panics on a WAL write, crashes into recovery and clients fail.",
    silence: ["entries-pg"],
    emits: [
      once(
        "entries-pg",
        "fatal",
        0,
        (r) => `PANIC:  could not write to file "pg_wal/xlogtemp.${r.int(100, 999)}": No space left on device`,
      ),
      once(
        "entries-pg",
        "info",
        1,
        (r) => `LOG:  server process (PID ${r.int(1000, 9000)}) was terminated by signal 6: Aborted`,
      ),
      once("entries-pg", "info", 1, () => `LOG:  terminating any other active server processes`),
      E("entries-pg", "fatal", [2, 6], () => `FATAL:  the database system is in recovery mode`, { from: 2 }),
      E(
        "entries-pg",
        "error",
        [20, 40],
        (r) => `ERROR:  could not extend file "base/16384/${r.int(16000, 30000)}": No space left on device`,
        { from: 60 },
      ),
      E(
        "dutytax",
        "error",
        [3, 7],
        (r) => `compute duties entry=${entryNo(r)}: pq: the database system is in recovery mode`,
        { from: 3 },
      ),
      E(
        "client-portal",
        "error",
        [6, 12],
        (r) => `Completed 500 Internal Server Error in ${r.int(5, 90)}ms (ActiveRecord::ConnectionNotEstablished)`,
        { from: 3 },
      ),
    ],
  },
  {
    estate: "meridian",
    category: "unknown",
    origin: "bol-matcher",
    hints: ["unknown", "unhandled", "rejection", "crash"],
    severity: "medium",
    note: "bol-matcher dies on an unhandled promise rejection that carries no information, restarts and goes quiet again.",
    silence: ["bol-matcher"],
    emits: [
      E("bol-matcher", "error", [25, 50], () => `Unhandled rejection: [object Object]`),
      E("bol-matcher", "info", [25, 50], () => `bol-matcher listening on 3000`, { from: 5 }),
      E(
        "abi-connector",
        "warn",
        [20, 40],
        (r) => `entry ${entryNo(r)} waiting for B/L match ${bol(r)} for ${r.int(5, 20)}m`,
        { from: 180 },
      ),
    ],
  },
];
