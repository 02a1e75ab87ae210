// The 52 faults (4 per category): what the origin prints for one occurrence, how its callers see it, and the
// shape of the window (loud, sparse = two or three origin lines in all, silent = goes quiet, crashloop).
import type { CallFail, Lang } from "./estates.js";
import type { Lvl } from "./formats.js";
import type { Rng } from "./rng.js";

export type Cat =
  | "authentication"
  | "authorization"
  | "configuration"
  | "database"
  | "dependency"
  | "disk"
  | "memory"
  | "network"
  | "null_reference"
  | "rate_limiting"
  | "timeout"
  | "validation"
  | "unknown";
export type Shape = "loud" | "sparse" | "silent" | "crashloop";
export type Line = [Lvl, string, string[]?];

export interface Spec {
  cat: Cat;
  lang: Lang;
  role: "api" | "worker";
  shape: Shape;
  kind: CallFail;
  status: number;
  hints: string[];
  note: string;
  err: (r: Rng, o: string) => Line[];
  /** The origin service when the wording belongs to one estate's domain. */
  pin?: string;
}

const id = (r: Rng, lo = 10000, hi = 999999) => r.int(lo, hi);
const S = (
  cat: Cat,
  lang: Lang,
  role: "api" | "worker",
  shape: Shape,
  kind: CallFail,
  status: number,
  hints: string[],
  note: string,
  err: (r: Rng, o: string) => Line[],
): Spec => ({ cat, lang, role, shape, kind, status, hints, note, err });
/** The same, tied to one service whose domain the wording fits. */
const P = (pin: string, ...a: Parameters<typeof S>): Spec => ({ ...S(...a), pin });
const u = (o: string) => o.replace(/-/g, "_");

export const SPECS: Spec[] = [
  // authentication
  S(
    "authentication",
    "java",
    "api",
    "crashloop",
    "refused",
    503,
    ["password", "authentication", "credential"],
    "DB password rotated without updating the secret: the service fails pool init at every start (crash loop)",
    (_r, o) => [
      [
        "error",
        "HikariPool-1 - Exception during pool initialization.",
        [
          `org.postgresql.util.PSQLException: FATAL: password authentication failed for user "${u(o)}_app"`,
          "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
          "\tat org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
          "\tat com.zaxxer.hikari.pool.HikariPool.checkFailFast(HikariPool.java:562)",
        ],
      ],
      ["error", "Application run failed"],
    ],
  ),
  S(
    "authentication",
    "python",
    "api",
    "loud",
    "5xx",
    502,
    ["401", "unauthorized", "oauth", "invalid_client", "credential", "token"],
    "partner API OAuth client secret expired: every token refresh gets 401 invalid_client",
    () => [
      [
        "error",
        "token refresh failed: 401 Client Error: Unauthorized for url: https://id.partner-api.example.com/oauth2/token (error=invalid_client, error_description=client secret has expired)",
      ],
    ],
  ),
  S(
    "authentication",
    "ruby",
    "worker",
    "loud",
    "5xx",
    500,
    ["smtp", "authentication", "535", "credential", "password"],
    "SMTP relay rejects the mailer's credentials (535) after a password change; every job fails and retries",
    (r) => [
      [
        "error",
        `ReminderJob JID-${r.hex(24)} FAIL: Net::SMTPAuthenticationError: 535 5.7.8 Username and Password not accepted.`,
        [
          "/usr/local/bundle/gems/net-smtp-0.5.0/lib/net/smtp.rb:1088:in `check_auth_response'",
          "/usr/local/bundle/gems/net-smtp-0.5.0/lib/net/smtp.rb:843:in `authenticate'",
        ],
      ],
      ["warn", `Sidekiq::JobRetry: retrying ReminderJob in ${r.int(20, 90)}s (retry_count=${r.int(1, 6)})`],
    ],
  ),
  S(
    "authentication",
    "go",
    "api",
    "sparse",
    "5xx",
    500,
    ["wrongpass", "password", "authentication", "redis", "auth"],
    "Redis ACL password changed; the service's session store logins fail (only a couple of lines at the origin, callers get 500)",
    () => [["error", "session store: WRONGPASS invalid username-password pair or user is disabled."]],
  ),
  // authorization
  P(
    "artwork-preflight",
    "authorization",
    "python",
    "api",
    "loud",
    "5xx",
    500,
    ["accessdenied", "access denied", "forbidden", "permission", "403"],
    "IAM role lost s3:PutObject on the bucket: every upload is AccessDenied",
    (r) => [
      [
        "error",
        `upload of job ${id(r)} failed: botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::481516234200:assumed-role/preflight-task/${r.hex(8)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::print-artwork-prod/incoming/${id(r)}.pdf" because no identity-based policy allows the s3:PutObject action`,
      ],
    ],
  ),
  S(
    "authorization",
    "dotnet",
    "api",
    "loud",
    "5xx",
    500,
    ["permission", "42501", "denied", "authorization"],
    "a migration recreated a table without the app role's grants: permission denied for table on every request",
    (_r, o) => [
      [
        "error",
        "An unhandled exception has occurred while executing the request.",
        [
          `Npgsql.PostgresException (0x80004005): 42501: permission denied for table ${o.includes("quote") ? "lane_rates" : "stock_levels"}`,
          "   at Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
          "   at Npgsql.NpgsqlDataReader.NextResult(Boolean async, Boolean isConsuming, CancellationToken cancellationToken)",
        ],
      ],
    ],
  ),
  P(
    "pay-adapter",
    "authorization",
    "node",
    "api",
    "sparse",
    "5xx",
    502,
    ["permission", "forbidden", "stripe", "403"],
    "the restricted API key lost write permission on charges: the origin logs two StripePermissionErrors, callers see 502",
    (r) => [
      [
        "error",
        `StripePermissionError: The provided key 'rk_live_********${r.hex(4)}' does not have the required permissions for this endpoint on account 'acct_1N${r.hex(14)}'. Having the 'rak_charge_write' permission would allow this request to continue.`,
      ],
    ],
  ),
  P(
    "lab-results",
    "authorization",
    "elixir",
    "api",
    "loud",
    "5xx",
    500,
    ["403", "forbidden", "access", "accessdenied"],
    "bucket policy change: report PDF writes to object storage answer 403 AccessDenied",
    (r) => [
      [
        "error",
        `** (ExAws.Error) ExAws Request Error!\n\n{:error, {:http_error, 403, %{body: "<?xml version=\\"1.0\\" encoding=\\"UTF-8\\"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message><RequestId>${r.hex(16).toUpperCase()}</RequestId></Error>"}}}`,
      ],
    ],
  ),
  // configuration
  S(
    "configuration",
    "java",
    "api",
    "crashloop",
    "refused",
    503,
    ["placeholder", "property", "configuration", "config"],
    "release dropped an environment variable: Spring cannot resolve the placeholder and exits at every start",
    () => [
      [
        "error",
        "Application run failed",
        [
          "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'pricingClient': Injection of autowired dependencies failed",
          "Caused by: java.lang.IllegalArgumentException: Could not resolve placeholder 'PRICING_BASE_URL' in value \"$" +
            '{PRICING_BASE_URL}"',
          "\tat org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)",
        ],
      ],
    ],
  ),
  P(
    "shipping-labels",
    "configuration",
    "node",
    "api",
    "crashloop",
    "refused",
    502,
    ["config", "environment", "required", "variable"],
    "new release requires an env var the deployment lacks: config validation fails at every start",
    () => [
      [
        "error",
        'Error: Config validation error: "CARRIER_API_KEY" is required',
        [
          "    at Object.<anonymous> (/app/dist/config.js:41:11)",
          "    at Module._compile (node:internal/modules/cjs/loader:1364:14)",
        ],
      ],
      ["info", "npm error code 1"],
    ],
  ),
  P(
    "quality-lab",
    "configuration",
    "python",
    "api",
    "loud",
    "5xx",
    500,
    ["url", "config", "scheme", "invalid", "missing"],
    "deploy left the lab API URL unset: every call builds 'None/...' and fails with InvalidURL",
    (r) => [
      [
        "error",
        `Exception in ASGI application: requests.exceptions.MissingSchema: Invalid URL 'None/v1/grade/${id(r)}': No scheme supplied. Perhaps you meant https://None/v1/grade/${id(r)}?`,
      ],
    ],
  ),
  S(
    "configuration",
    "php",
    "api",
    "loud",
    "5xx",
    500,
    ["encryption key", "key", "config", "app_key"],
    "release shipped without APP_KEY: Laravel refuses every request that touches the session",
    () => [
      [
        "error",
        'production.ERROR: No application encryption key has been specified. {"exception":"[object] (Illuminate\\\\Encryption\\\\MissingAppKeyException(code: 0): No application encryption key has been specified. at /var/www/html/vendor/laravel/framework/src/Illuminate/Encryption/EncryptionServiceProvider.php:79)"}',
      ],
    ],
  ),
  // database
  S(
    "database",
    "java",
    "api",
    "loud",
    "5xx",
    500,
    ["hikari", "connection", "pool", "jdbc", "database"],
    "connection pool exhausted against Postgres: requests wait 30 s then fail",
    () => [
      [
        "warn",
        "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=10, active=10, idle=0, waiting=24)",
      ],
      [
        "error",
        "Request processing failed: org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
        [
          "Caused by: org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
          "Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.",
        ],
      ],
    ],
  ),
  S(
    "database",
    "ruby",
    "api",
    "sparse",
    "5xx",
    500,
    ["connection", "pool", "activerecord", "database"],
    "ActiveRecord pool starved by a long migration lock: origin logs two ConnectionTimeoutErrors, callers 500",
    () => [
      [
        "error",
        "ActiveRecord::ConnectionTimeoutError (could not obtain a connection from the pool within 5.000 seconds (waited 5.001 seconds); all pooled connections were in use):",
      ],
    ],
  ),
  P(
    "ferry-web",
    "database",
    "php",
    "api",
    "silent",
    "timeout",
    504,
    ["too many connections", "sqlstate", "mysql", "database", "connection"],
    "MySQL hit max_connections; php-fpm children block on connect and the service stops answering",
    () => [
      [
        "error",
        "production.ERROR: SQLSTATE[HY000] [1040] Too many connections (Connection: mysql, SQL: select * from `bookings` where `ref` = ? limit 1)",
      ],
      ["warn", "WARNING: [pool www] server reached pm.max_children setting (20), consider raising it"],
    ],
  ),
  S(
    "database",
    "elixir",
    "api",
    "loud",
    "5xx",
    500,
    ["dbconnection", "connection", "pool", "database", "postgrex"],
    "Ecto pool cannot serve queries (Postgres failover in progress): requests dropped from the queue",
    () => [
      [
        "error",
        "** (DBConnection.ConnectionError) connection not available and request was dropped from queue after 2000ms. This means requests are coming in and your connection pool cannot serve them fast enough. You can address this by:",
      ],
    ],
  ),
  // dependency
  S(
    "dependency",
    "php",
    "worker",
    "loud",
    "5xx",
    503,
    ["stripe", "503", "unavailable", "dependency", "api"],
    "payment provider answers 503 to every capture; the billing worker's jobs all fail",
    (r) => [
      [
        "error",
        `production.ERROR: Stripe\\Exception\\ApiErrorException: (Status 503) (Request req_${r.hex(14)}) Stripe is currently experiencing issues; please retry later. {"order":"O-${id(r)}"}`,
      ],
    ],
  ),
  P(
    "payout-ledger",
    "dependency",
    "java",
    "api",
    "loud",
    "5xx",
    503,
    ["circuit", "bank", "open", "dependency", "unavailable", "503"],
    "the bank's payment gateway returns 503; the circuit breaker opens and calls are rejected",
    (r) => [
      r.chance(0.3)
        ? [
            "warn",
            "503 Service Unavailable from POST https://api.openbank-gw.example.com/v2/payments (retry 3/3 exhausted)",
          ]
        : [
            "error",
            "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'bankGateway' is OPEN and does not permit further calls",
          ],
    ],
  ),
  S(
    "dependency",
    "go",
    "worker",
    "crashloop",
    "refused",
    503,
    ["kafka", "broker", "dependency", "unavailable"],
    "the Kafka cluster is down: the consumer cannot reach any broker at start and exits (crash loop)",
    () => [
      [
        "error",
        "kafka: client has run out of available brokers to talk to: dial tcp 10.42.7.3:9092: connect: connection refused",
      ],
      ["fatal", "failed to create consumer group: kafka: client has run out of available brokers to talk to"],
    ],
  ),
  P(
    "shipping-labels",
    "dependency",
    "node",
    "api",
    "sparse",
    "5xx",
    502,
    ["carrier", "503", "dependency", "unavailable", "ups"],
    "the parcel carrier's label API is down (503); the origin logs two lines, its callers see 502 naming it",
    (r) => [["error", `UPS Shipping API responded 503 Service Unavailable (transId ${r.hex(10)}): label not created`]],
  ),
  // disk
  S(
    "disk",
    "dotnet",
    "worker",
    "loud",
    "5xx",
    500,
    ["space", "disk", "device", "ioexception"],
    "the export volume is full: every roster export fails with No space left on device",
    (r) => [
      [
        "error",
        `Hangfire job RosterExport failed: System.IO.IOException: No space left on device : '/data/exports/roster-${id(r)}.csv'`,
        [
          "   at System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan`1 buffer, Int64 fileOffset)",
          "   at System.IO.Strategies.BufferedFileStreamStrategy.FlushWrite()",
        ],
      ],
    ],
  ),
  S(
    "disk",
    "python",
    "api",
    "crashloop",
    "refused",
    502,
    ["no space", "errno 28", "disk", "device"],
    "the node's disk is full: gunicorn cannot create its worker tmp file and the pod crash-loops",
    () => [
      [
        "error",
        "Exception in worker process",
        [
          "Traceback (most recent call last):",
          '  File "/app/.venv/lib/python3.12/site-packages/gunicorn/workers/workertmp.py", line 26, in __init__',
          '    fd, name = tempfile.mkstemp(prefix="wgunicorn-", dir=fdir)',
          "OSError: [Errno 28] No space left on device",
        ],
      ],
      ["error", "[1] [ERROR] Reason: Worker failed to boot."],
    ],
  ),
  P(
    "records-api",
    "disk",
    "go",
    "api",
    "sparse",
    "5xx",
    500,
    ["no space", "disk", "device"],
    "the attachments volume filled up: the origin logs two write errors, uploads fail with 500 at the callers",
    (r) => [["error", `store attachment: write /var/lib/records/tmp/upload-${r.hex(8)}: no space left on device`]],
  ),
  P(
    "lab-results",
    "disk",
    "elixir",
    "api",
    "loud",
    "5xx",
    500,
    ["no space", "disk", "device", "enospc"],
    "the PDF volume is full: report writes fail with no space left on device",
    (r) => [["error", `** (File.Error) could not write to file "/data/pdf/P${id(r)}.pdf": no space left on device`]],
  ),
  // memory
  S(
    "memory",
    "java",
    "api",
    "silent",
    "refused",
    503,
    ["outofmemory", "heap", "memory"],
    "heap exhausted by an unbounded cache: OutOfMemoryError, then the JVM is gone and callers get refused connections",
    () => [
      ["error", 'Exception in thread "http-nio-8080-exec-7" java.lang.OutOfMemoryError: Java heap space'],
      ["error", "Terminating due to java.lang.OutOfMemoryError: Java heap space"],
    ],
  ),
  S(
    "memory",
    "node",
    "api",
    "crashloop",
    "refused",
    502,
    ["heap", "memory", "out of memory"],
    "a leak fills the V8 heap within a minute of each start: heap-limit crash, restart, again",
    () => [
      [
        "error",
        "<--- Last few GCs --->\n\n[1:0x6f2a4c0]    41233 ms: Mark-Compact 2014.9 (2083.2) -> 2012.3 (2084.4) MB, 1893.41 / 0.00 ms  (average mu = 0.148, current mu = 0.021) allocation failure; scavenge might not succeed",
      ],
      ["fatal", "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory"],
    ],
  ),
  S(
    "memory",
    "elixir",
    "api",
    "sparse",
    "refused",
    503,
    ["memory", "eheap_alloc", "allocate", "heap"],
    "the BEAM cannot allocate heap and dies: two lines at the origin, then callers get refused connections",
    () => [
      ["fatal", 'eheap_alloc: Cannot allocate 2147483688 bytes of memory (of type "heap").'],
      ["fatal", "Crash dump is being written to: erl_crash.dump...done"],
    ],
  ),
  S(
    "memory",
    "python",
    "api",
    "loud",
    "5xx",
    502,
    ["memory", "sigkill", "out of memory", "oom"],
    "large uploads blow the container memory limit: gunicorn workers are SIGKILLed over and over",
    (r) => [
      ["error", `[1] [ERROR] Worker (pid:${r.int(20, 90)}) was sent SIGKILL! Perhaps out of memory?`],
      ["info", `[${r.int(91, 200)}] [INFO] Booting worker with pid: ${r.int(91, 200)}`],
    ],
  ),
  // network
  P(
    "tanker-dispatch",
    "network",
    "go",
    "api",
    "loud",
    "5xx",
    502,
    ["dns", "lookup", "network", "misbehaving"],
    "the node's DNS resolver fails: every lookup of the maps host errors with server misbehaving",
    () => [
      [
        "error",
        'distance matrix: Get "https://maps.googleapis.com/maps/api/distancematrix/json": dial tcp: lookup maps.googleapis.com on 10.96.0.10:53: server misbehaving',
      ],
    ],
  ),
  P(
    "ticketing",
    "network",
    "java",
    "api",
    "loud",
    "5xx",
    502,
    ["ssl", "handshake", "tls", "network"],
    "TLS handshakes to the card processor fail after a middlebox change: Remote host terminated the handshake",
    () => [
      [
        "error",
        'I/O error on POST request for "https://acquirer.cardnet.example.com/v3/authorise": Remote host terminated the handshake',
        [
          "javax.net.ssl.SSLHandshakeException: Remote host terminated the handshake",
          "\tat java.base/sun.security.ssl.SSLSocketImpl.handleEOF(SSLSocketImpl.java:1714)",
          "Caused by: java.io.EOFException: SSL peer shut down incorrectly",
        ],
      ],
    ],
  ),
  P(
    "storefront",
    "network",
    "ruby",
    "api",
    "sparse",
    "5xx",
    502,
    ["econnreset", "reset", "network", "connection"],
    "connections from the origin to the payment host are reset mid-handshake; only two lines at the origin",
    () => [["error", "Errno::ECONNRESET (Connection reset by peer - SSL_connect):"]],
  ),
  P(
    "quote-api",
    "network",
    "dotnet",
    "api",
    "loud",
    "5xx",
    502,
    ["route", "socket", "network", "host"],
    "a route to the fuel-index partner disappeared: No route to host on every call",
    () => [
      [
        "error",
        "System.Net.Http.HttpRequestException: No route to host (fuel-index.partner.example.net:443)",
        [
          " ---> System.Net.Sockets.SocketException (113): No route to host",
          "   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
        ],
      ],
    ],
  ),
  // null_reference
  P(
    "shipping-labels",
    "null_reference",
    "node",
    "api",
    "loud",
    "5xx",
    500,
    ["typeerror", "undefined", "cannot read"],
    "new release reads address.postcode on orders without an address: TypeError on those requests",
    () => [
      [
        "error",
        "TypeError: Cannot read properties of undefined (reading 'postcode')",
        [
          "    at formatAddress (/app/dist/labels/address.js:18:31)",
          "    at buildLabel (/app/dist/labels/build.js:44:19)",
          "    at async /app/dist/routes/labels.js:27:17",
        ],
      ],
    ],
  ),
  P(
    "quote-api",
    "null_reference",
    "dotnet",
    "api",
    "loud",
    "5xx",
    500,
    ["nullreference", "null", "object reference"],
    "lanes without a fuel surcharge row crash the pricing path with NullReferenceException",
    () => [
      [
        "error",
        "An unhandled exception has occurred while executing the request.",
        [
          "System.NullReferenceException: Object reference not set to an instance of an object.",
          "   at Pricing.LaneRateCalculator.Compute(Lane lane, DateOnly pickup) in /src/Pricing/LaneRateCalculator.cs:line 88",
          "   at Pricing.Controllers.QuotesController.Create(QuoteRequest req) in /src/Pricing/Controllers/QuotesController.cs:line 41",
        ],
      ],
    ],
  ),
  S(
    "null_reference",
    "go",
    "api",
    "crashloop",
    "refused",
    502,
    ["nil pointer", "nil", "panic", "dereference"],
    "a nil config section dereferenced during start-up: panic at every start (crash loop)",
    () => [
      [
        "fatal",
        "panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x28 pc=0x8c1f52]",
        [
          "",
          "goroutine 1 [running]:",
          "main.(*server).registerRoutes(0xc0001b6000)",
          "\t/src/cmd/server/routes.go:57 +0x52",
          "main.main()",
          "\t/src/cmd/server/main.go:88 +0x3d5",
        ],
      ],
    ],
  ),
  P(
    "load-board",
    "null_reference",
    "ruby",
    "api",
    "sparse",
    "5xx",
    500,
    ["nomethoderror", "nil", "undefined method"],
    "loads without an assigned carrier hit a nil: two NoMethodErrors at the origin, callers see 500",
    () => [["error", "NoMethodError (undefined method `carrier_name' for nil):"]],
  ),
  // rate_limiting
  S(
    "rate_limiting",
    "elixir",
    "worker",
    "loud",
    "5xx",
    429,
    ["429", "too many", "rate", "twilio"],
    "the SMS provider throttles the account (error 20429): deliveries fail and are snoozed",
    (r) => [
      [
        "warn",
        `Twilio API error 20429: Too Many Requests (POST /2010-04-01/Accounts/AC${r.hex(12)}/Messages.json), snoozing job ${id(r)} for ${r.int(30, 120)}s`,
      ],
    ],
  ),
  P(
    "carrier-match",
    "rate_limiting",
    "python",
    "api",
    "loud",
    "5xx",
    503,
    ["429", "rate", "quota", "over_query_limit", "too many"],
    "the maps API quota is exhausted: 429 OVER_QUERY_LIMIT on distance lookups",
    () => [
      [
        "error",
        "distance lookup failed: 429 Client Error: Too Many Requests for url: https://maps.googleapis.com/maps/api/distancematrix/json (status=OVER_QUERY_LIMIT: You have exceeded your rate-limit for this API.)",
      ],
    ],
  ),
  P(
    "order-api",
    "rate_limiting",
    "go",
    "api",
    "sparse",
    "5xx",
    503,
    ["429", "throttl", "rate", "too many"],
    "the tax-rate API throttles the origin (429, Retry-After 60); two lines at the origin, callers see 503",
    () => [
      [
        "warn",
        "tax lookup throttled: POST https://api.taxrates.example.com/v2/calculate: 429 Too Many Requests (Retry-After: 60)",
      ],
    ],
  ),
  P(
    "invoice-svc",
    "rate_limiting",
    "php",
    "api",
    "loud",
    "5xx",
    500,
    ["429", "rate", "too many", "sendgrid"],
    "invoice mail sending hits the email provider's rate limit: 429 on every send",
    () => [
      [
        "error",
        'production.ERROR: Client error: `POST https://api.sendgrid.com/v3/mail/send` resulted in a `429 Too Many Requests` response: {"errors":[{"field":null,"message":"too many requests"}]}',
      ],
    ],
  ),
  // timeout
  P(
    "quote-api",
    "timeout",
    "dotnet",
    "api",
    "loud",
    "5xx",
    504,
    ["timeout", "timed out", "timeoutrejected"],
    "the rate partner stopped answering in time: Polly timeout policy rejects every pricing call",
    () => [
      [
        "error",
        "Polly.Timeout.TimeoutRejectedException: The delegate executed asynchronously through TimeoutPolicy did not complete within the timeout.",
        [
          "   at Polly.Timeout.AsyncTimeoutEngine.ImplementationAsync[TResult](Func`3 action, Context context, CancellationToken cancellationToken)",
        ],
      ],
    ],
  ),
  P(
    "press-queue",
    "timeout",
    "elixir",
    "api",
    "loud",
    "5xx",
    504,
    ["timeout", "time out", "genserver"],
    "the scheduler GenServer is stuck: calls into it exit with time out after 5000 ms",
    (r) => [
      [
        "error",
        `** (exit) exited in: GenServer.call(PressQueue.Scheduler, {:reserve, "${r.pick(["hp-indigo-1", "hp-indigo-2", "konica-3"])}"}, 5000)\n    ** (EXIT) time out`,
      ],
    ],
  ),
  S(
    "timeout",
    "python",
    "api",
    "sparse",
    "timeout",
    504,
    ["timeout", "worker timeout"],
    "requests hang in the origin until gunicorn kills the worker: WORKER TIMEOUT, callers time out",
    (r) => [["fatal", `[1] [CRITICAL] WORKER TIMEOUT (pid:${r.int(20, 90)})`]],
  ),
  P(
    "sailing-schedule",
    "timeout",
    "rust",
    "api",
    "silent",
    "timeout",
    504,
    ["timed out", "timeout"],
    "the external tide-prediction API stops answering; handlers block on it and the service stops answering its callers",
    () => [
      [
        "warn",
        "error sending request for url (https://api.tidetimes.example.org/v2/predictions?station=KIR): operation timed out",
      ],
    ],
  ),
  // unknown
  S(
    "unknown",
    "go",
    "api",
    "silent",
    "refused",
    502,
    ["unavailable", "refused", "down", "unknown", "exit"],
    "the origin stops logging and its port refuses connections; nothing it printed says why",
    () => [],
  ),
  S(
    "unknown",
    "python",
    "api",
    "crashloop",
    "refused",
    502,
    ["exit", "boot", "crash", "failed"],
    "gunicorn workers exit with code 1 at boot with no traceback: crash loop of unknown cause",
    (r) => [
      ["error", `[1] [ERROR] Worker (pid:${r.int(7, 40)}) exited with code 1`],
      ["error", "[1] [ERROR] Shutting down: Master"],
      ["error", "[1] [ERROR] Reason: Worker failed to boot."],
    ],
  ),
  S(
    "unknown",
    "php",
    "api",
    "loud",
    "5xx",
    502,
    ["sigsegv", "segmentation", "signal", "crash"],
    "php-fpm children die on SIGSEGV with no application error: callers get 502",
    (r) => [
      [
        "warn",
        `WARNING: [pool www] child ${r.int(100, 9999)} exited on signal 11 (SIGSEGV - core dumped) after ${r.int(1, 90)}.${r.int(100, 999)} seconds from start`,
      ],
    ],
  ),
  S(
    "unknown",
    "dotnet",
    "api",
    "sparse",
    "5xx",
    500,
    ["unhandled", "exception", "500", "internal"],
    "the origin returns 500 with no exception detail; two bare unhandled-exception lines, callers see 500",
    () => [
      [
        "error",
        "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware[1] An unhandled exception has occurred while executing the request.",
      ],
    ],
  ),
  // validation
  P(
    "quality-lab",
    "validation",
    "python",
    "api",
    "loud",
    "5xx",
    422,
    ["validation", "422", "parse", "invalid"],
    "the analyzer export switched to decimal commas: every reading fails pydantic validation (422)",
    (r) => [
      [
        "warn",
        `1 validation error for SampleReading\nfat_pct\n  Input should be a valid number, unable to parse string as a number [type=float_parsing, input_value='${r.int(3, 5)},${r.int(10, 99)}', input_type=str]`,
      ],
    ],
  ),
  P(
    "ticketing",
    "validation",
    "java",
    "api",
    "loud",
    "5xx",
    400,
    ["deserialize", "parse", "validation", "json", "400"],
    "a partner channel started sending day-first dates: ticket imports are rejected with JSON parse errors (400)",
    (r) => [
      [
        "warn",
        `Resolved [org.springframework.http.converter.HttpMessageNotReadableException: JSON parse error: Cannot deserialize value of type \`java.time.LocalDate\` from String "${r.int(10, 28)}/09/2026": Failed to deserialize java.time.LocalDate: (java.time.format.DateTimeParseException) Text '${r.int(10, 28)}/09/2026' could not be parsed at index 0]`,
      ],
    ],
  ),
  P(
    "load-board",
    "validation",
    "ruby",
    "api",
    "sparse",
    "5xx",
    422,
    ["recordinvalid", "validation", "invalid"],
    "a shipper's integration posts loads over the weight limit: two RecordInvalid lines at the origin, 422s at the gateway",
    () => [["warn", "ActiveRecord::RecordInvalid (Validation failed: Weight kg must be less than or equal to 36287):"]],
  ),
  P(
    "lab-results",
    "validation",
    "elixir",
    "api",
    "loud",
    "5xx",
    422,
    ["changeset", "invalid", "validation"],
    "a new analyzer firmware sends reference ranges as lists: result inserts fail changeset validation",
    () => [
      [
        "error",
        '** (Ecto.InvalidChangesetError) could not perform insert because changeset is invalid.\n\nErrors\n\n    %{reference_range: [{"is invalid", [type: :string, validation: :cast]}]}',
      ],
    ],
  ),
];
