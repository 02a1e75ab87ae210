// Keystone Recordkeeping scenarios (18): administrator estate without request ids, Python/Java/.NET/Go/Node.
import { ev, every } from "./kit.js";
import type { Spec } from "./types.js";

const pyReq = (url: string, last: string) => [
  "Traceback (most recent call last):",
  '  File "/srv/navfeed/navfeed/sources/fundprices.py", line 88, in fetch_nav',
  "    resp.raise_for_status()",
  '  File "/usr/local/lib/python3.12/site-packages/requests/models.py", line 1024, in raise_for_status',
  "    raise HTTPError(http_error_msg, response=self)",
  `requests.exceptions.HTTPError: ${last} for url: ${url}`,
];

export const KEYSTONE: Spec[] = [
  {
    cat: "authentication",
    estate: "keystone",
    origin: "nav-feed",
    hints: ["401", "unauthorized", "invalid_client", "credential", "authentication", "token"],
    sev: "medium",
    note: "nav-feed's OAuth client for the fund-price API is rejected (invalid_client); no NAVs load, switch orders are held and ledger warns about stale prices.",
    hits: ["nav"],
    fail: (c, t) => {
      const f = c.fund();
      return [
        ev(
          t,
          "nav-feed",
          "warn",
          "token refresh for fundprices failed: 401 invalid_client (Client authentication failed)",
        ),
        ev(
          t + 200,
          "nav-feed",
          "error",
          `NAV fetch failed for ${f}`,
          undefined,
          pyReq(
            `https://api.fundprices.example/v2/nav?isin=GB00B${c.r.int(1000000, 9999999)}&date=2026-11-27`,
            "401 Client Error: Unauthorized",
          ),
        ),
      ];
    },
    extra: (c, s, e) => [
      ...every(c, s + 60000, e, 35, (t) => [
        ev(t, "ledger", "warn", `Price for ${c.fund()} is stale (last 2026-11-26); revaluation skipped`),
      ]),
      ...every(c, s + 90000, e, 45, (t) => [
        ev(
          t,
          "switch-orders",
          "warn",
          `Dealing cut-off approaching: ${c.r.int(10, 80)} orders held, NAV missing for ${c.fund()}`,
        ),
      ]),
    ],
  },
  {
    cat: "authorization",
    estate: "keystone",
    origin: "docs-intake",
    hints: ["authorization", "permission", "403", "not authorized", "forbidden", "authorizationpermissionmismatch"],
    sev: "medium",
    note: "docs-intake's managed identity loses write permission on the document container; every transfer document upload fails with AuthorizationPermissionMismatch, next to its usual empty-file scan errors.",
    hits: ["docs"],
    share: 0.8,
    fail: (c, t) => [
      ev(
        t,
        "docs-intake",
        "error",
        `transfer TO-${c.r.int(100000, 999999)}: upload to blob storage failed`,
        undefined,
        [
          "RestError: This request is not authorized to perform this operation using this permission.",
          `RequestId:${c.r.hex(8)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(12)}`,
          "Time:2026-11-30T10:41:07.2213351Z",
          "    at handleErrorResponse (/app/node_modules/@azure/core-client/dist/commonjs/deserializationPolicy.js:276:17)",
          "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
          "    at async BlockBlobClient.upload (/app/node_modules/@azure/storage-blob/dist/commonjs/Clients.js:2911:20)",
          "    at async storeDocument (/app/src/storage.js:57:5) {",
          "  statusCode: 403,",
          "  code: 'AuthorizationPermissionMismatch'",
          "}",
        ],
      ),
      ev(
        t + 90,
        "adviser-gw",
        "error",
        `method=POST path=/v3/transfers/documents status=500 dur=${c.ms(90, 300)}ms upstream=docs-intake`,
      ),
    ],
  },
  {
    cat: "database",
    estate: "keystone",
    origin: "ledger",
    hints: ["deadlock", "database", "sql", "postgres", "psql", "lock"],
    sev: "high",
    note: "ledger hits repeated Postgres deadlocks between order reservations and revaluation; switch-orders retries loudly and advisers get 500s on switches.",
    hits: ["switch"],
    share: 0.8,
    fail: (c, t) => {
      const o = `SO${c.r.int(10000000, 99999999)}`;
      return [
        ev(
          t,
          "switch-orders",
          "info",
          `Order ${o} placed: sell ${c.fund()} buy ${c.fund()} for ${c.member()} (units ${c.r.int(10, 9000)}.${c.r.int(100, 999)})`,
        ),
        ev(t + 1200, "ledger", "error", `POST /orders/${o}/reserve failed`, undefined, [
          "org.springframework.dao.CannotAcquireLockException: PreparedStatementCallback; SQL [update holdings set reserved_units = reserved_units + ? where member_id = ? and fund = ?]; ERROR: deadlock detected",
          `  Detail: Process ${c.r.int(3000, 6000)} waits for ShareLock on transaction ${c.r.int(88000000, 89000000)}; blocked by process ${c.r.int(3000, 6000)}.`,
          `Process ${c.r.int(3000, 6000)} waits for ShareLock on transaction ${c.r.int(88000000, 89000000)}; blocked by process ${c.r.int(3000, 6000)}.`,
          "  Hint: See server log for query details.",
          "\tat org.springframework.jdbc.support.SQLErrorCodeSQLExceptionTranslator.doTranslate(SQLErrorCodeSQLExceptionTranslator.java:256)",
          "\tat org.springframework.jdbc.core.JdbcTemplate.update(JdbcTemplate.java:1003)",
          "\tat com.keystone.ledger.holdings.HoldingsDao.reserve(HoldingsDao.java:114)",
          "Caused by: org.postgresql.util.PSQLException: ERROR: deadlock detected",
        ]),
        ev(
          t + 1250,
          "switch-orders",
          "warn",
          `Retrying ledger reserve call after HTTP 500 (attempt 1/3, backoff 400ms)`,
        ),
        ev(
          t + 1700,
          "switch-orders",
          "warn",
          `Retrying ledger reserve call after HTTP 500 (attempt 2/3, backoff 800ms)`,
        ),
        ev(
          t + 2600,
          "switch-orders",
          "warn",
          `Retrying ledger reserve call after HTTP 500 (attempt 3/3, backoff 1600ms)`,
        ),
        ev(t + 4300, "switch-orders", "error", `Order ${o} failed: ledger reserve returned HTTP 500 after 3 retries`),
        ev(
          t + 4350,
          "adviser-gw",
          "error",
          `method=POST path=/v3/clients/switches status=500 dur=${c.ms(4300, 4600)}ms upstream=switch-orders`,
        ),
      ];
    },
    extra: (c, s, e) =>
      every(c, s, e, 30, (t) => [
        ev(t, "ledger", "warn", `Revaluation batch for ${c.fund()} rolled back after deadlock, will retry`),
      ]),
  },
  {
    cat: "network",
    estate: "keystone",
    origin: "payroll-feed",
    hints: ["dns", "resolve", "name resolution", "network", "gaierror", "nameresolution"],
    sev: "medium",
    note: "payroll-feed's pod can no longer resolve any hostname, internal or external; feeds stop and employer-hub notices missing uploads.",
    hits: ["feed"],
    fail: (c, t) => [
      ev(t, "payroll-feed", "error", `Fetching payroll feed for ${c.employer()} failed`, undefined, [
        "Traceback (most recent call last):",
        '  File "/usr/local/lib/python3.11/site-packages/urllib3/connection.py", line 198, in _new_conn',
        "    sock = connection.create_connection(",
        '  File "/usr/local/lib/python3.11/site-packages/urllib3/util/connection.py", line 60, in create_connection',
        "    for res in socket.getaddrinfo(host, port, family, socket.SOCK_STREAM):",
        '  File "/usr/local/lib/python3.11/socket.py", line 962, in getaddrinfo',
        "    for res in _socket.getaddrinfo(host, port, family, type, proto, flags):",
        "socket.gaierror: [Errno -3] Temporary failure in name resolution",
        "",
        "The above exception was the direct cause of the following exception:",
        "",
        "urllib3.exceptions.NameResolutionError: <urllib3.connection.HTTPSConnection object at 0x7f3b2c9d1e50>: Failed to resolve 'feeds.payroll-partner.example' ([Errno -3] Temporary failure in name resolution)",
      ]),
    ],
    extra: (c, s, e) => [
      ...every(c, s, e, 40, (t) => [
        ev(
          t,
          "payroll-feed",
          "error",
          "upload to employer-hub failed: HTTPConnectionPool(host='employer-hub.ksr-live.svc.cluster.local', port=8000): Max retries exceeded with url: /api/v2/schedules/upload (Caused by NameResolutionError(\"Failed to resolve 'employer-hub.ksr-live.svc.cluster.local' ([Errno -3] Temporary failure in name resolution)\"))",
        ),
      ]),
      ...every(c, s + 120000, e, 60, (t) => [
        ev(
          t,
          "employer-hub",
          "warn",
          `No payroll feed received for ${c.employer()} since ${new Date(s).toISOString().slice(11, 16)} (expected every 5 min)`,
        ),
      ]),
    ],
  },
  {
    cat: "network",
    estate: "keystone",
    origin: "quote-svc",
    hints: ["reset", "connection", "socket", "network", "ioexception"],
    sev: "medium",
    note: "quote-svc's node loses its path to ledger (connections reset); ledger keeps serving everyone else while illustrations fail at the adviser gateway.",
    hits: ["quote"],
    share: 0.85,
    fail: (c, t) => [
      ev(t + 3000, "quote-svc", "error", `Illustration for ${c.member()} failed calling ledger valuation`, undefined, [
        "System.Net.Http.HttpRequestException: An error occurred while sending the request.",
        " ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.",
        " ---> System.Net.Sockets.SocketException (104): Connection reset by peer",
        "   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
        "   at System.Net.Http.HttpConnection.SendAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
        "   --- End of inner exception stack trace ---",
        "   at Keystone.Quotes.Clients.LedgerClient.GetValuationAsync(String memberId) in /src/Keystone.Quotes/Clients/LedgerClient.cs:line 39",
      ]),
      ev(
        t + 3050,
        "adviser-gw",
        "error",
        `method=POST path=/v3/clients/illustrations status=502 dur=${c.ms(3000, 3200)}ms upstream=quote-svc`,
      ),
    ],
    extra: (c, s, e) =>
      every(c, s, e, 25, (t) => [
        ev(
          t,
          "quote-svc",
          "warn",
          `Polly: retry 1 for ledger after SocketException (104): Connection reset by peer, waiting ${c.r.int(200, 800)}ms`,
        ),
      ]),
  },
  {
    cat: "timeout",
    estate: "keystone",
    origin: "quote-svc",
    hints: ["timeout", "timed out", "canceled", "taskcanceled", "elapsing"],
    sev: "medium",
    note: "quote-svc's calls for annuity rates stop answering and hit the 30-second HttpClient timeout; illustrations come back 504 through the adviser gateway.",
    hits: ["quote"],
    share: 0.9,
    fail: (c, t) => [
      ev(t, "ledger", "info", `GET /members/${c.member()}/valuation -> 200 (${c.ms(15, 60)} ms)`),
      ev(t + 30010, "quote-svc", "error", "Annuity rate lookup failed", undefined, [
        "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.",
        " ---> System.TimeoutException: A task was canceled.",
        " ---> System.Threading.Tasks.TaskCanceledException: A task was canceled.",
        "   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
        "   at Keystone.Quotes.Annuity.RateClient.GetRatesAsync(RateRequest request) in /src/Keystone.Quotes/Annuity/RateClient.cs:line 52",
      ]),
      ev(
        t + 30040,
        "adviser-gw",
        "error",
        `method=POST path=/v3/clients/illustrations status=504 dur=${c.ms(30020, 30100)}ms upstream=quote-svc`,
      ),
    ],
  },
  {
    cat: "rate_limiting",
    estate: "keystone",
    origin: "nav-feed",
    hints: ["429", "too many", "rate", "limit", "throttl"],
    sev: "medium",
    note: "nav-feed is throttled by the fund-data vendor (429, Retry-After 300) after its poll loop tightens; NAVs stop loading and orders are held.",
    hits: ["nav"],
    fail: (c, t) => [
      ev(
        t,
        "nav-feed",
        "error",
        `NAV fetch failed for ${c.fund()}, backing off 300s`,
        undefined,
        pyReq("https://api.fundprices.example/v2/nav?date=2026-11-27", "429 Client Error: Too Many Requests"),
      ),
    ],
    extra: (c, s, e) => [
      ev(s - 60000, "nav-feed", "info", "poll interval set to 5s for end-of-day window"),
      ...every(c, s, e, 20, (t) => [
        ev(t, "nav-feed", "warn", `fundprices quota: X-RateLimit-Remaining=0 Retry-After=${c.r.int(120, 300)}`),
      ]),
      ...every(c, s + 90000, e, 50, (t) => [
        ev(
          t,
          "switch-orders",
          "warn",
          `Dealing cut-off approaching: ${c.r.int(10, 80)} orders held, NAV missing for ${c.fund()}`,
        ),
      ]),
    ],
  },
  {
    cat: "rate_limiting",
    estate: "keystone",
    origin: "adviser-gw",
    hints: ["429", "rate", "limit", "throttl", "too many"],
    sev: "medium",
    note: "adviser-gw's shared rate-limit bucket is exhausted by one platform integration and it answers 429 to most adviser firms; it logs only warnings.",
    hits: ["adviser-view", "switch"],
    share: 0.7,
    fail: (c, t) => [
      ev(
        t,
        "adviser-gw",
        "warn",
        `rate limit exceeded: bucket=global-v3 key=ak_live_${c.r.hex(4)} firm=FRN${c.r.int(100000, 999999)} limit=6000/min, responding 429`,
      ),
      ev(t + 1, "adviser-gw", "info", `method=GET path=/v3/clients/holdings status=429 dur=0ms`),
    ],
    extra: (c, s, e) =>
      every(c, s, e, 3, (t) => [
        ev(
          t,
          "adviser-gw",
          "info",
          `method=GET path=/v3/clients/holdings status=200 dur=${c.ms(8, 30)}ms firm=FRN412233 client=platform-sync`,
        ),
      ]),
  },
  {
    cat: "validation",
    estate: "keystone",
    origin: "employer-hub",
    hints: ["validation", "invalid", "format", "validationerror", "does not match"],
    sev: "medium",
    note: "employer-hub starts rejecting every contribution schedule because dates arrive as DD/MM/YYYY; payroll-feed reports 422s and nothing reaches the ledger.",
    hits: ["feed"],
    fail: (c, t) => {
      const er = c.employer();
      return [
        ev(
          t,
          "payroll-feed",
          "info",
          `Fetched payroll feed for ${er} (period 2026-11, ${c.r.int(30, 3000)} rows, ${c.r.int(20, 900)} KB)`,
        ),
        ev(t + 300, "employer-hub", "error", `Schedule rejected for ${er}: all rows failed validation`, undefined, [
          `pydantic_core._pydantic_core.ValidationError: ${c.r.int(30, 3000)} validation errors for ContributionRow`,
          "pay_period_end",
          "  Input should be a valid date or datetime, invalid date separator, expected `-` [type=date_from_datetime_parsing, input_value='30/11/2026', input_type=str]",
          "    For further information visit https://errors.pydantic.dev/2.9/v/date_from_datetime_parsing",
        ]),
        ev(t + 320, "employer-hub", "warn", `Bad Request: /api/v2/schedules/upload`),
        ev(
          t + 340,
          "payroll-feed",
          "warn",
          `upload of schedule for ${er} rejected by employer-hub: 422 Unprocessable Entity`,
        ),
      ];
    },
  },
  {
    cat: "null_reference",
    estate: "keystone",
    origin: "quote-svc",
    hints: ["nullreference", "null", "object reference"],
    sev: "medium",
    note: "quote-svc throws NullReferenceException for members with no lifestyle strategy after a release; roughly half of illustrations fail at the gateway.",
    hits: ["quote"],
    share: 0.5,
    fail: (c, t) => [
      ev(t, "ledger", "info", `GET /members/${c.member()}/valuation -> 200 (${c.ms(15, 60)} ms)`),
      ev(t + 120, "quote-svc", "error", "An unhandled exception has occurred while executing the request.", undefined, [
        "System.NullReferenceException: Object reference not set to an instance of an object.",
        `   at Keystone.Quotes.Drawdown.ProjectionBuilder.Build(MemberValuation valuation) in /src/Keystone.Quotes/Drawdown/ProjectionBuilder.cs:line ${c.r.int(205, 215)}`,
        "   at Keystone.Quotes.Api.IllustrationsController.Create(IllustrationRequest request) in /src/Keystone.Quotes/Api/IllustrationsController.cs:line 44",
        "   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
      ]),
      ev(
        t + 160,
        "adviser-gw",
        "error",
        `method=POST path=/v3/clients/illustrations status=500 dur=${c.ms(130, 300)}ms upstream=quote-svc`,
      ),
    ],
    extra: (c, s) => [
      ev(
        s - c.ms(30000, 60000),
        "quote-svc",
        "info",
        "Application started. Hosting environment: Production; version 2026.11.4",
      ),
    ],
  },
  {
    cat: "configuration",
    estate: "keystone",
    origin: "bacs-out",
    hints: ["config", "configuration", "missing", "setting", "service user number"],
    sev: "medium",
    note: "A config reload leaves bacs-out without its BACS service user number; every payment file it builds fails validation.",
    hits: ["bacs"],
    fail: (c, t) => [
      ev(
        t,
        "bacs-out",
        "error",
        `build payment file KSP${c.r.int(100000, 999999)}: originator service user number is empty (config key bacs.service_user_number), file not written`,
      ),
    ],
    extra: (c, s, e) => [
      ev(s - 1500, "bacs-out", "info", "config reload: picked up bacs-out-config revision 214 (3 keys changed)"),
      ev(s - 1400, "bacs-out", "warn", "config: bacs.service_user_number not set, falling back to empty"),
      ...every(c, s + 60000, e, 90, (t) => [
        ev(
          t,
          "bacs-out",
          "warn",
          `submission window closes 22:30; ${c.r.int(2, 12)} payment files failed to build today`,
        ),
      ]),
    ],
  },
  {
    cat: "configuration",
    estate: "keystone",
    origin: "adviser-gw",
    hints: ["config", "invalid port", "url", "configuration", "upstream"],
    sev: "high",
    note: "An adviser-gw release carries a mistyped upstream address for quote-svc; every illustration request fails inside the gateway with an invalid-port error.",
    hits: ["quote"],
    fail: (_c, t) => [
      ev(
        t,
        "adviser-gw",
        "error",
        'proxy error: parse "http://quote-svc:8O80/illustrations": invalid port ":8O80" after host',
      ),
      ev(t + 1, "adviser-gw", "info", `method=POST path=/v3/clients/illustrations status=502 dur=0ms`),
    ],
    extra: (c, s) => [
      ev(
        s - 9000,
        "adviser-gw",
        "info",
        `adviser-gw 3.21.0 (commit ${c.r.hex(7)}) starting, config /etc/adviser-gw/routes.yaml`,
      ),
      ev(s - 8000, "adviser-gw", "info", "routes loaded: 27 upstreams"),
    ],
  },
  {
    cat: "dependency",
    estate: "keystone",
    origin: "switch-orders",
    hints: ["kafka", "broker", "not available", "dependency", "metadata"],
    sev: "high",
    note: "The Kafka brokers behind switch-orders become unavailable; it cannot publish order events and switch requests fail at the gateway.",
    hits: ["switch"],
    fail: (c, t) => [
      ev(
        t + 60000,
        "switch-orders",
        "error",
        `Failed to publish event for order SO${c.r.int(10000000, 99999999)}`,
        undefined,
        [
          "org.apache.kafka.common.errors.TimeoutException: Topic switch-order-events not present in metadata after 60000 ms.",
        ],
      ),
      ev(
        t + 60040,
        "adviser-gw",
        "error",
        `method=POST path=/v3/clients/switches status=503 dur=${c.ms(60000, 60100)}ms upstream=switch-orders`,
      ),
    ],
    extra: (c, s, e) =>
      every(c, s, e, 4, (t) => [
        ev(
          t,
          "switch-orders",
          "warn",
          `[Producer clientId=switch-orders-producer-1] Connection to node ${c.r.int(0, 2)} (kafka-${c.r.int(0, 2)}.kafka-headless.ksr-live.svc/10.60.${c.r.int(1, 9)}.${c.r.int(2, 250)}:9092) could not be established. Node may not be available.`,
        ),
      ]),
  },
  {
    cat: "memory",
    estate: "keystone",
    origin: "ledger",
    hints: ["outofmemory", "heap", "memory"],
    sev: "high",
    note: "ledger's heap fills during revaluation; long G1 pauses are followed by OutOfMemoryError, and switch-orders, quote-svc and advisers see failures.",
    hits: ["switch", "quote", "adviser-view"],
    share: 0.5,
    fail: (_c, t) => [
      ev(
        t + 10000,
        "adviser-gw",
        "error",
        `method=GET path=/v3/clients/holdings status=504 dur=10002ms upstream=ledger`,
      ),
    ],
    extra: (c, s, e) => [
      ...every(c, s - 60000, e, 20, (t) => [
        ev(
          t,
          "ledger",
          "warn",
          `GC(${c.r.int(4000, 9000)}) Pause Full (G1 Compaction Pause) ${c.r.int(3900, 4000)}M->${c.r.int(3850, 3990)}M(4096M) ${c.r.int(1800, 4200)}.${c.r.int(100, 999)}ms`,
        ),
      ]),
      ...every(c, s, e, 45, (t) => [
        ev(t, "ledger", "error", 'Exception in thread "revaluation-worker-3"', undefined, [
          "java.lang.OutOfMemoryError: Java heap space",
          "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3512)",
          "\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)",
          "\tat com.keystone.ledger.revaluation.HoldingsLoader.loadAll(HoldingsLoader.java:61)",
          "\tat com.keystone.ledger.revaluation.RevaluationJob.run(RevaluationJob.java:40)",
        ]),
        ev(
          t + 2000,
          "switch-orders",
          "error",
          "Ledger reserve call failed: java.net.SocketTimeoutException: Read timed out",
        ),
      ]),
    ],
  },
  {
    cat: "disk",
    estate: "keystone",
    origin: "payroll-feed",
    hints: ["space", "disk", "errno 28", "no space"],
    sev: "high",
    note: "payroll-feed's spool volume fills; every feed download fails with Errno 28 and employer-hub stops receiving schedules.",
    hits: ["feed"],
    fail: (c, t) => {
      const er = c.employer();
      return [
        ev(t, "payroll-feed", "error", `Fetching payroll feed for ${er} failed`, undefined, [
          "Traceback (most recent call last):",
          '  File "/srv/payroll_feed/fetch.py", line 112, in download',
          "    fh.write(chunk)",
          `OSError: [Errno 28] No space left on device: '/var/spool/payroll-feed/${er}-2026-11.csv.part'`,
        ]),
      ];
    },
    extra: (c, s, e) =>
      every(c, s + 120000, e, 60, (t) => [
        ev(
          t,
          "employer-hub",
          "warn",
          `No payroll feed received for ${c.employer()} in the last 10 min (expected every 5 min)`,
        ),
      ]),
  },
  {
    cat: "disk",
    estate: "keystone",
    origin: "bacs-out",
    hints: ["space", "disk", "no space", "enospc"],
    sev: "high",
    note: "bacs-out's outbound volume fills and it can no longer write payment files before the submission window closes.",
    hits: ["bacs"],
    fail: (c, t) => {
      const f = `KSP${c.r.int(100000, 999999)}`;
      return [
        ev(
          t,
          "bacs-out",
          "error",
          `build payment file ${f}: write /data/outbound/${f}.std18.tmp: no space left on device`,
        ),
      ];
    },
    extra: (c, s, e) =>
      every(c, s, e, 30, (t) => [
        ev(
          t,
          "bacs-out",
          "error",
          "archive rotation: open /data/outbound/archive/2026-11-30.tar: no space left on device",
        ),
      ]),
  },
  {
    cat: "unknown",
    estate: "keystone",
    origin: "sso",
    hints: ["unexpected", "unknown", "error", "unavailable", "503"],
    sev: "high",
    note: "sso logs one unexplained error and then stops logging; adviser-gw cannot introspect tokens and adviser logins fail.",
    quiet: true,
    hits: ["sso-login", "adviser-view"],
    share: 0.9,
    fail: (c, t) => [
      ev(
        t + 5000,
        "adviser-gw",
        "error",
        `token introspection against sso failed: status=503 body="no healthy upstream"`,
      ),
      ev(t + 5001, "adviser-gw", "info", `method=GET path=/v3/clients/holdings status=401 dur=${c.ms(5000, 5100)}ms`),
    ],
    extra: (_c, s) => [
      ev(s, "sso", "error", "KC-SERVICES0013: Failed authentication: java.lang.RuntimeException: Unexpected error"),
    ],
  },
  {
    cat: "unknown",
    estate: "keystone",
    origin: "employer-hub",
    hints: ["internal server error", "500", "unknown", "error"],
    sev: "medium",
    note: "employer-hub answers 500 to every schedule upload and logs only 'Internal Server Error' without a traceback; payroll-feed reports the failures.",
    hits: ["feed"],
    fail: (c, t) => {
      const er = c.employer();
      return [
        ev(
          t,
          "payroll-feed",
          "info",
          `Fetched payroll feed for ${er} (period 2026-11, ${c.r.int(30, 3000)} rows, ${c.r.int(20, 900)} KB)`,
        ),
        ev(t + 300, "employer-hub", "error", "Internal Server Error: /api/v2/schedules/upload"),
        ev(t + 310, "employer-hub", "error", '"POST /api/v2/schedules/upload HTTP/1.1" 500 145'),
        ev(
          t + 330,
          "payroll-feed",
          "error",
          `upload of schedule for ${er} failed: 500 Server Error: Internal Server Error for url: http://employer-hub:8000/api/v2/schedules/upload`,
        ),
      ];
    },
    extra: (c, s, e) =>
      every(c, s, e, 30, (t) => [
        ev(t, "payroll-feed", "warn", `retrying upload for ${c.employer()} in 60s (attempt ${c.r.int(2, 5)})`),
      ]),
  },
];
