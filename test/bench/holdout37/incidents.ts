// The 52 incidents (4 per category): which estate, which service starts it, how it spreads along the request ids
// (chain, fan-out, async hop, retries, deep chain, plain-text link) and the origin's own words.
import type { Service } from "./estates.js";
import type { Rng } from "./rng.js";
import type { FailMode, Line } from "./wording.js";

export type Category =
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

export const CATEGORIES: Category[] = [
  "authentication",
  "authorization",
  "configuration",
  "database",
  "dependency",
  "disk",
  "memory",
  "network",
  "null_reference",
  "rate_limiting",
  "timeout",
  "validation",
  "unknown",
];

export type Shape = "chain" | "fanout" | "async" | "retries" | "deep" | "textlink";

export interface IncidentSpec {
  cat: Category;
  est: number;
  origin: string;
  shape: Shape;
  mode: FailMode;
  /** steady: a share of requests fail; crash: the origin goes down and restarts, callers get refused. */
  pattern: "steady" | "crash";
  failP: number;
  originP: number;
  retries: number;
  callerStatus: number;
  lines: (rng: Rng) => Line[];
  /** Origin lines once at the start (and, for crash, at every crash); `restart` at every restart. */
  trigger?: (rng: Rng) => Line[];
  restart?: (rng: Rng) => Line[];
  /** An earlier, related but harmless line (a deploy, a config reload), seconds before the start. */
  before?: { dt: number; line: Line };
  callerMsg?: (caller: Service, target: string, rng: Rng) => Line;
  hints: string[];
  note: string;
}

const E = (msg: string, stack?: string[]): Line => ({ level: "error", msg, stack });
const W = (msg: string): Line => ({ level: "warn", msg });
const I = (msg: string): Line => ({ level: "info", msg });
const F = (msg: string, stack?: string[]): Line => ({ level: "fatal", msg, stack });
const st = (code: number): FailMode => ({ kind: "status", code });
const s502 = st(502);
const s500 = st(500);
const s503 = st(503);
const pyTb = (frames: string[], last: string) => ["Traceback (most recent call last):", ...frames, last];

const springBoot = (app: string, v: string): Line[] => [
  I(`Starting ${app} v${v} using Java 17.0.10 with PID 1`),
  I("Tomcat initialized with port 8080 (http)"),
];

export const INCIDENTS: IncidentSpec[] = [
  // ---------------- authentication
  {
    cat: "authentication",
    est: 0,
    origin: "carrier-gateway",
    shape: "chain",
    mode: s502,
    pattern: "steady",
    failP: 0.95,
    originP: 0.3,
    retries: 1,
    callerStatus: 502,
    before: { dt: 40, line: I("credentials reloaded from secret freightlink-oauth (version 7)") },
    lines: () => [
      E(
        'oauth2: cannot fetch token: 401 Unauthorized\nResponse: {"error":"invalid_client","error_description":"Client authentication failed"}',
      ),
    ],
    hints: ["oauth", "invalid_client", "credential", "authentication", "401", "token"],
    note: "carrier-gateway's rotated OAuth client secret is rejected by the carrier API (invalid_client); quotes and tracking fail up through rate-quoter, shipment-api and the edge",
  },
  {
    cat: "authentication",
    est: 3,
    origin: "pgbouncer",
    shape: "textlink",
    mode: s500,
    pattern: "steady",
    failP: 0.9,
    originP: 0.35,
    retries: 0,
    callerStatus: 500,
    lines: (rng) => [
      W(
        `S-0x55d1${rng.hex(6)}: harbor/ledger_rw@10.2.0.5:5432 server login failed: FATAL password authentication failed for user "ledger_rw"`,
      ),
    ],
    trigger: () => [I("got SIGHUP, re-reading config"), I("RELOAD command issued")],
    callerMsg: (_c, target) =>
      E(
        `org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection; nested exception is org.postgresql.util.PSQLException: FATAL: server login has been failing, try again later (server_login_retry) [${target}]`,
      ),
    hints: ["password", "authentication", "login", "credential", "pgbouncer"],
    note: "after a config reload pgbouncer logs into Postgres with a stale password for ledger_rw; ledger-core (with trace ids) reports server_login_retry, accounts-api and the edge 5xx",
  },
  {
    cat: "authentication",
    est: 2,
    origin: "payments-adapter",
    shape: "fanout",
    mode: s502,
    pattern: "steady",
    failP: 1,
    originP: 0.35,
    retries: 0,
    callerStatus: 502,
    before: { dt: 25, line: I("config: STRIPE_SECRET_KEY loaded from /var/run/secrets/stripe (rotated 2026-11-29)") },
    lines: () => [E("StripeAuthenticationError: Invalid API Key provided: sk_live_********************Xa9Q")],
    hints: ["api key", "authentication", "stripe", "credential", "invalid", "401"],
    note: "checkout fans out to payments-adapter, fraud-screen and promo-engine; only payments-adapter fails, Stripe rejects its rotated API key",
  },
  {
    cat: "authentication",
    est: 1,
    origin: "insurer-bridge",
    shape: "retries",
    mode: s502,
    pattern: "steady",
    failP: 0.9,
    originP: 0.3,
    retries: 2,
    callerStatus: 502,
    lines: () => [
      W(
        'eligibility.claimsnet.com answered 401: WWW-Authenticate: Bearer error="invalid_token", error_description="The access token expired"',
      ),
      E("token refresh failed: invalid_grant (refresh token revoked or expired)"),
    ],
    hints: ["token", "invalid_grant", "401", "credential", "authentication", "unauthorized"],
    note: "insurer-bridge's refresh token for the eligibility API is revoked; claims-adjudicator retries each call with the same trace id, rx-api and the envoy edge log 502s",
  },
  // ---------------- authorization
  {
    cat: "authorization",
    est: 4,
    origin: "asset-store",
    shape: "fanout",
    mode: s502,
    pattern: "steady",
    failP: 0.85,
    originP: 0.35,
    retries: 0,
    callerStatus: 502,
    lines: (rng) => [
      E(
        `operation error S3: PutObject, https response error StatusCode: 403, RequestID: ${rng.hex(16).toUpperCase()}, HostID: ${rng.hex(24)}, api error AccessDenied: User: arn:aws:sts::482910337781:assumed-role/asset-store-irsa/aws-go-sdk-${rng.int(1e9, 2e9)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::quillmark-assets/docs/${rng.int(1e5, 9e5)}.bin" because no identity-based policy allows the s3:PutObject action`,
      ),
    ],
    hints: ["accessdenied", "access denied", "not authorized", "403", "permission", "forbidden"],
    note: "document saves fan out to asset-store, search-indexer and spell-svc; asset-store's IAM role lost s3:PutObject, editor-api and the ingress report 502s",
  },
  {
    cat: "authorization",
    est: 3,
    origin: "ledger-core",
    shape: "chain",
    mode: s500,
    pattern: "steady",
    failP: 0.7,
    originP: 0.35,
    retries: 0,
    callerStatus: 500,
    before: { dt: 50, line: I('Migrating schema "public" to version "42 - split transfer grants"') },
    lines: () => [
      E(
        "org.springframework.jdbc.UncategorizedSQLException: PreparedStatementCallback; uncategorized SQLException for SQL [insert into transfers (id, debit_account, credit_account, amount) values (?, ?, ?, ?)]; SQL state [42501]; error code [0]; ERROR: permission denied for table transfers; nested exception is org.postgresql.util.PSQLException: ERROR: permission denied for table transfers",
      ),
    ],
    hints: ["permission", "denied", "42501", "grant", "authoriz"],
    note: "a Flyway migration in ledger-core split the grants and its role lost INSERT on transfers; transfers fail through accounts-api and the edge",
  },
  {
    cat: "authorization",
    est: 1,
    origin: "notify-sms",
    shape: "async",
    mode: s502,
    pattern: "steady",
    failP: 0.95,
    originP: 0.5,
    retries: 0,
    callerStatus: 502,
    lines: (rng) => [
      E(
        `AuthorizationErrorException: User: arn:aws:sts::771204559310:assumed-role/notify-sms-task/${rng.hex(32)} is not authorized to perform: SNS:Publish on resource: +1555${rng.int(1000000, 9999999)} because no identity-based policy allows the SNS:Publish action`,
      ),
    ],
    hints: ["authorizationerror", "not authorized", "permission", "403", "sns"],
    note: "refill requests are queued to refill-worker (correlation_id carried along) which calls notify-sms; notify-sms's task role may no longer SNS:Publish, worker tasks retry and fail",
  },
  {
    cat: "authorization",
    est: 2,
    origin: "fraud-screen",
    shape: "chain",
    mode: s503,
    pattern: "steady",
    failP: 0.8,
    originP: 0.35,
    retries: 1,
    callerStatus: 502,
    lines: () => [
      E(
        "Internal Server Error: /screen/",
        pyTb(
          [
            '  File "/app/screen/features.py", line 61, in load_signals',
            "    rows = client.query(SQL, job_config=cfg).result()",
          ],
          "google.api_core.exceptions.Forbidden: 403 Access Denied: Table kestrel-risk:signals.device_features: User does not have permission to query table kestrel-risk:signals.device_features, or perhaps it does not exist.",
        ),
      ),
    ],
    hints: ["forbidden", "403", "permission", "access denied"],
    note: "fraud-screen's service account lost read access on the BigQuery feature table; checkout retries, event-api and the gateway fail orders",
  },
  // ---------------- configuration
  {
    cat: "configuration",
    est: 0,
    origin: "rate-quoter",
    shape: "chain",
    mode: { kind: "refused" },
    pattern: "crash",
    failP: 1,
    originP: 0,
    retries: 1,
    callerStatus: 503,
    lines: () => [],
    trigger: () => [
      ...springBoot("RateQuoterApplication", "3.14.0"),
      W(
        "Exception encountered during context initialization - cancelling refresh attempt: org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'fuelSurchargeCalculator'",
      ),
      E(
        "\n\n***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nFailed to bind properties under 'quoter.fuel-surcharge.rate' to java.math.BigDecimal:\n\n    Property: quoter.fuel-surcharge.rate\n    Value: \"$" +
          "{FUEL_SURCHARGE_RATE}\"\n    Origin: class path resource [application-prod.yml] - 22:11\n    Reason: failed to convert java.lang.String to java.math.BigDecimal\n\nAction:\n\nUpdate your application's configuration",
      ),
    ],
    hints: ["config", "property", "bind", "placeholder", "startup", "fuel_surcharge"],
    note: "rate-quoter 3.14.0 references an unset FUEL_SURCHARGE_RATE and fails to start in a loop; shipment-api gets connection refused, the edge 502s",
  },
  {
    cat: "configuration",
    est: 1,
    origin: "pharmacy-router",
    shape: "fanout",
    mode: s500,
    pattern: "steady",
    failP: 0.75,
    originP: 0.3,
    retries: 0,
    callerStatus: 500,
    before: {
      dt: 20,
      line: W("config reloaded from /etc/router/rules.yaml (checksum 9f2c1a0e, 0 routing rules, 3 regions)"),
    },
    lines: (rng) => [
      E(
        `route: no routing rule matches region="${rng.pick(["us-west-2", "us-east-1", "ca-central-1"])}" pharmacy_class="retail" (rules loaded: 0)`,
      ),
    ],
    hints: ["config", "rule", "rules.yaml", "routing rule", "missing"],
    note: "a config push left pharmacy-router with an empty rules.yaml; prescriptions fan out to formulary, claims-adjudicator and pharmacy-router and only the router fails",
  },
  {
    cat: "configuration",
    est: 4,
    origin: "legacy-licensing",
    shape: "textlink",
    mode: { kind: "refused" },
    pattern: "crash",
    failP: 1,
    originP: 0,
    retries: 1,
    callerStatus: 503,
    lines: () => [],
    trigger: () => [
      I("INFO  [main] LicenseServer 7.2.1 starting, conf dir /opt/licensing/conf"),
      E("ERROR [main] Unable to load configuration", [
        "java.io.FileNotFoundException: /opt/licensing/conf/license-server.properties (No such file or directory)",
        "\tat java.base/java.io.FileInputStream.open0(Native Method)",
        "\tat com.quillmark.lic.Config.load(Config.java:41)",
      ]),
      I("INFO  [main] LicenseServer shutting down"),
    ],
    hints: ["config", "properties", "filenotfound", "no such file", "missing"],
    note: "legacy-licensing (no ids) was redeployed without license-server.properties and keeps exiting; billing-svc logs refused connections to legacy-licensing:8443 under the export requests' ids",
  },
  {
    cat: "configuration",
    est: 3,
    origin: "kyc-check",
    shape: "chain",
    mode: s500,
    pattern: "steady",
    failP: 1,
    originP: 0.4,
    retries: 0,
    callerStatus: 502,
    before: { dt: 30, line: I("Booting worker with pid: 19") },
    lines: () => [
      E(
        "Internal Server Error: /kyc/verify/",
        pyTb(
          ['  File "/app/kyc/providers/onfido.py", line 18, in client', '    token = env("ONFIDO_API_TOKEN")'],
          "django.core.exceptions.ImproperlyConfigured: Set the ONFIDO_API_TOKEN environment variable",
        ),
      ),
    ],
    hints: ["improperlyconfigured", "environment", "config", "onfido_api_token", "env"],
    note: "kyc-check restarted without ONFIDO_API_TOKEN (ImproperlyConfigured); onboarding fails through accounts-api and the edge",
  },
  // ---------------- database
  {
    cat: "database",
    est: 0,
    origin: "label-printer",
    shape: "chain",
    mode: s500,
    pattern: "steady",
    failP: 0.6,
    originP: 0.4,
    retries: 0,
    callerStatus: 502,
    lines: (rng) => [
      E(
        "Internal Server Error: /labels/",
        pyTb(
          [
            '  File "/app/labels/views.py", line 77, in create',
            "    Label.objects.select_for_update().get(shipment_id=sid)",
          ],
          `django.db.utils.OperationalError: deadlock detected\nDETAIL:  Process ${rng.int(30000, 60000)} waits for ShareLock on transaction ${rng.int(9e6, 9.9e6)}; blocked by process ${rng.int(30000, 60000)}.\nHINT:  See server log for query details.`,
        ),
      ),
    ],
    hints: ["deadlock", "database", "operationalerror", "lock", "postgres"],
    note: "label-printer's new select_for_update ordering deadlocks in Postgres; shipment creation fails through shipment-api and the edge",
  },
  {
    cat: "database",
    est: 2,
    origin: "proxysql",
    shape: "textlink",
    mode: s500,
    pattern: "steady",
    failP: 0.85,
    originP: 0.15,
    retries: 0,
    callerStatus: 500,
    lines: () => [E("[ERROR] Max connect timeout reached while reaching hostgroup 10 after 10000ms")],
    trigger: () => [
      W("[WARNING] Shunning server 10.3.1.14:3306 with 5 errors/sec. Shunning for 10 seconds"),
      E("[ERROR] MySQL_Monitor: connect to 10.3.1.14:3306 failed: Can't connect to MySQL server on '10.3.1.14' (115)"),
    ],
    callerMsg: (c, target) =>
      c.rt === "django"
        ? E(
            `django.db.utils.OperationalError: (9001, 'Max connect timeout reached while reaching hostgroup 10 after 10000ms') [${target}]`,
          )
        : E(
            `query seats: Error 9001 (HY000): Max connect timeout reached while reaching hostgroup 10 after 10000ms (addr ${target})`,
          ),
    hints: ["mysql", "hostgroup", "connect", "database", "proxysql", "shunning"],
    note: "the MySQL primary behind proxysql (which logs without ids) stops accepting connections; fraud-screen and seat-map log error 9001 under request ids, orders and seat maps fail",
  },
  {
    cat: "database",
    est: 3,
    origin: "ledger-core",
    shape: "retries",
    mode: { kind: "timeout" },
    pattern: "steady",
    failP: 0.7,
    originP: 0.35,
    retries: 1,
    callerStatus: 504,
    trigger: () => [
      W(
        "HikariPool-1 - Connection leak detection triggered for org.postgresql.jdbc.PgConnection@5f2d1a3c on thread http-nio-8080-exec-17, stack trace follows",
      ),
    ],
    lines: () => [
      E("HikariPool-1 - Connection is not available, request timed out after 30000ms."),
      E("SQL Error: 0, SQLState: 08003"),
    ],
    hints: ["hikari", "connection", "pool", "database", "jdbc", "not available"],
    note: "ledger-core leaks JDBC connections and its Hikari pool runs dry; accounts-api times out and retries with the same trace ids, the edge logs 504s",
  },
  {
    cat: "database",
    est: 4,
    origin: "editor-api",
    shape: "chain",
    mode: s500,
    pattern: "steady",
    failP: 0.65,
    originP: 0.5,
    retries: 0,
    callerStatus: 500,
    lines: () => [
      E(
        "Internal Server Error: /api/documents/",
        pyTb(
          ['  File "/app/documents/views.py", line 112, in retrieve', "    doc = Document.objects.get(pk=pk)"],
          'django.db.utils.OperationalError: connection to server at "pg-bouncer" (10.4.0.18), port 6432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections',
        ),
      ),
    ],
    hints: ["connection slots", "database", "operationalerror", "postgres", "connection"],
    note: "editor-api exhausts Postgres connection slots (reserved for superuser); document reads and saves 500 at the ingress",
  },
  // ---------------- dependency
  {
    cat: "dependency",
    est: 2,
    origin: "payments-adapter",
    shape: "chain",
    mode: s502,
    pattern: "steady",
    failP: 0.8,
    originP: 0.3,
    retries: 0,
    callerStatus: 502,
    lines: (rng) => [
      E(
        `StripeAPIError: An error occurred with our connection to Stripe. Request was retried 2 times. (status 503, request-id req_${rng.hex(14)})`,
      ),
    ],
    trigger: () => [W('opossum: circuit "stripe-charges" opened after 10 failures in 10000ms')],
    hints: ["stripe", "503", "upstream", "unavailable", "provider", "dependency", "circuit"],
    note: "Stripe answers 503 to payments-adapter and its breaker opens; checkout, event-api and the gateway fail orders",
  },
  {
    cat: "dependency",
    est: 1,
    origin: "insurer-bridge",
    shape: "retries",
    mode: s503,
    pattern: "steady",
    failP: 0.85,
    originP: 0.3,
    retries: 2,
    callerStatus: 503,
    lines: () => [E("Error: eligibility.claimsnet.com responded 503 Service Unavailable (Retry-After: 120)")],
    trigger: () => [W("Breaker 'claimsnet' state CLOSED -> OPEN (failure rate 71.4% >= 50%)")],
    hints: ["503", "unavailable", "claimsnet", "upstream", "provider", "circuit"],
    note: "the insurer eligibility API is down; insurer-bridge answers 503, claims-adjudicator retries (same trace ids), rx-api and envoy 5xx",
  },
  {
    cat: "dependency",
    est: 3,
    origin: "fx-rates",
    shape: "fanout",
    mode: s502,
    pattern: "steady",
    failP: 0.9,
    originP: 0.35,
    retries: 0,
    callerStatus: 502,
    lines: (rng) => [E(`Error: upstream api.fxfeed.io responded 502 Bad Gateway (cf-ray ${rng.hex(16)}-FRA)`)],
    hints: ["502", "fxfeed", "upstream", "provider", "bad gateway", "dependency"],
    note: "transfers fan out to ledger-core, fx-rates and notif-hub; the FX feed vendor returns 502s to fx-rates and only conversions fail",
  },
  {
    cat: "dependency",
    est: 4,
    origin: "search-indexer",
    shape: "fanout",
    mode: s503,
    pattern: "steady",
    failP: 0.9,
    originP: 0.3,
    retries: 0,
    callerStatus: 502,
    lines: () => [
      E(
        "index doc: search-7.es.cloud.example: 503 Service Unavailable: upstream connect error or disconnect/reset before headers. reset reason: connection failure",
      ),
    ],
    hints: ["503", "unavailable", "upstream", "elastic", "provider", "search"],
    note: "the hosted search cluster answers 503; search-indexer fails index calls in document saves (asset-store and spell-svc are fine)",
  },
  // ---------------- disk
  {
    cat: "disk",
    est: 4,
    origin: "export-worker",
    shape: "async",
    mode: s500,
    pattern: "steady",
    failP: 0.9,
    originP: 1,
    retries: 0,
    callerStatus: 500,
    lines: (rng) => [E(`OSError: [Errno 28] No space left on device: '/tmp/exports/${rng.uuid()}.pdf'`)],
    trigger: () => [W("/tmp/exports usage 97% (1.94G of 2.0G), purge_expired not keeping up")],
    hints: ["no space", "errno 28", "disk", "device", "space"],
    note: "export requests are queued from editor-api to export-worker (correlation_id carried); the worker's scratch volume fills and render_pdf tasks fail",
  },
  {
    cat: "disk",
    est: 0,
    origin: "label-printer",
    shape: "chain",
    mode: s500,
    pattern: "steady",
    failP: 0.95,
    originP: 0.4,
    retries: 0,
    callerStatus: 502,
    lines: (rng) => [
      E(
        "Internal Server Error: /labels/",
        pyTb(
          ['  File "/app/labels/render.py", line 40, in write_pdf', "    fh.write(pdf_bytes)"],
          `OSError: [Errno 28] No space left on device: '/var/spool/labels/${rng.int(1e6, 9e6)}.pdf'`,
        ),
      ),
    ],
    hints: ["no space", "errno 28", "disk", "device", "spool"],
    note: "label-printer's spool volume is full; shipment creation fails through shipment-api and the edge",
  },
  {
    cat: "disk",
    est: 2,
    origin: "seat-map",
    shape: "chain",
    mode: s500,
    pattern: "steady",
    failP: 0.7,
    originP: 0.35,
    retries: 1,
    callerStatus: 502,
    lines: (rng) => [
      E(`snapshot write failed: write /var/cache/seatmap/snap-${rng.int(1000, 9999)}.tmp: no space left on device`),
    ],
    trigger: () => [W("disk usage on /var/cache/seatmap above 95% (18.9GiB/19.9GiB)")],
    hints: ["no space", "disk", "device", "enospc", "space"],
    note: "seat-map's cache volume fills and snapshot writes fail; event-api retries and returns errors for seat maps",
  },
  {
    cat: "disk",
    est: 4,
    origin: "search-indexer",
    shape: "fanout",
    mode: s503,
    pattern: "steady",
    failP: 0.95,
    originP: 0.35,
    retries: 0,
    callerStatus: 502,
    lines: () => [
      E(
        "elastic: Error 429 (Too Many Requests): index [docs-v7] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block]; [type=cluster_block_exception]",
      ),
    ],
    hints: ["flood", "watermark", "disk", "read-only", "cluster_block"],
    note: "the search index hit the flood-stage disk watermark and went read-only; search-indexer fails the index leg of document saves",
  },
  // ---------------- memory
  {
    cat: "memory",
    est: 1,
    origin: "legacy-ledger",
    shape: "textlink",
    mode: { kind: "refused" },
    pattern: "crash",
    failP: 1,
    originP: 0,
    retries: 1,
    callerStatus: 503,
    lines: () => [],
    trigger: () => [
      W("WARN  [GC] GC overhead: 97% of time in full GC over last 60s"),
      E('Exception in thread "RequestHandler-7" java.lang.OutOfMemoryError: Java heap space'),
      F("Terminating due to java.lang.OutOfMemoryError: Java heap space"),
    ],
    restart: () => [I("INFO  [main] LedgerGateway 4.8 started on port 9080 (-Xmx512m)")],
    hints: ["outofmemory", "heap", "memory", "oom"],
    note: "legacy-ledger (no ids) runs out of Java heap and restarts repeatedly; claims-adjudicator logs refused connections to legacy-ledger:9080 under the refill ids",
  },
  {
    cat: "memory",
    est: 0,
    origin: "shipment-api",
    shape: "chain",
    mode: { kind: "refused" },
    pattern: "crash",
    failP: 1,
    originP: 0,
    retries: 0,
    callerStatus: 502,
    lines: () => [],
    trigger: () => [
      E(
        "<--- Last few GCs --->\n\n[1:0x6a3c2c0]   812331 ms: Mark-Compact 2041.6 (2083.4) -> 2039.9 (2084.1) MB, 1821.3 / 0.0 ms  (average mu = 0.102, current mu = 0.011) allocation failure; scavenge might not succeed",
      ),
      F("FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory"),
    ],
    restart: () => [I("Server listening on port 3000")],
    hints: ["heap", "memory", "out of memory", "allocation", "oom"],
    note: "shipment-api leaks until V8 hits its heap limit and the process dies, over and over; the edge logs 502s for every route",
  },
  {
    cat: "memory",
    est: 3,
    origin: "card-auth",
    shape: "fanout",
    mode: { kind: "refused" },
    pattern: "crash",
    failP: 1,
    originP: 0,
    retries: 1,
    callerStatus: 502,
    lines: () => [],
    trigger: () => [
      F("fatal error: runtime: out of memory", [
        "",
        "runtime stack:",
        "runtime.throw({0x1a3f2b1?, 0x400000?})",
        "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c fp=0x7ffd3c1e9f08 sp=0x7ffd3c1e9ed8 pc=0x43a1fc",
        "runtime.sysMapOS(0xc0a4000000, 0x4000000)",
      ]),
    ],
    restart: () => [I("card-auth listening on :50051 (GOMEMLIMIT=off)")],
    hints: ["out of memory", "memory", "oom", "runtime"],
    note: "card-auth (gRPC) runs out of memory and restarts; account views call ledger-core and card-auth, accounts-api logs Unavailable/connection refused for the card leg",
  },
  {
    cat: "memory",
    est: 2,
    origin: "fraud-screen",
    shape: "chain",
    mode: s502,
    pattern: "steady",
    failP: 0.6,
    originP: 0.5,
    retries: 0,
    callerStatus: 502,
    lines: (rng) => [
      E(
        "Internal Server Error: /screen/",
        pyTb(
          ['  File "/app/screen/model.py", line 92, in score', "    frame = pd.concat(history)"],
          "MemoryError: Unable to allocate 1.21 GiB for an array with shape (161902, 1003) and data type float64",
        ),
      ),
      ...(rng.chance(0.3)
        ? [
            E(`[CRITICAL] WORKER TIMEOUT (pid:${rng.int(20, 90)})`),
            E(`[ERROR] Worker (pid:${rng.int(20, 90)}) was sent SIGKILL! Perhaps out of memory?`),
          ]
        : []),
    ],
    hints: ["memory", "memoryerror", "allocate", "oom", "sigkill"],
    note: "fraud-screen's scoring loads an oversized history frame and runs out of memory (MemoryError, workers SIGKILLed); checkout and event-api fail orders",
  },
  // ---------------- network
  {
    cat: "network",
    est: 0,
    origin: "carrier-gateway",
    shape: "chain",
    mode: s502,
    pattern: "steady",
    failP: 0.8,
    originP: 0.35,
    retries: 1,
    callerStatus: 502,
    lines: (rng) => [
      E(
        `Get "https://api.freightlink.io/v1/rates": dial tcp: lookup api.freightlink.io on 10.96.0.10:53: read udp 10.0.3.11:${rng.int(30000, 60000)}->10.96.0.10:53: i/o timeout`,
      ),
    ],
    hints: ["dns", "lookup", "dial", "network", "i/o timeout"],
    note: "carrier-gateway cannot resolve the carrier API (DNS lookups to the cluster resolver time out); rate-quoter retries, quotes and tracking fail up the chain",
  },
  {
    cat: "network",
    est: 2,
    origin: "promo-engine",
    shape: "fanout",
    mode: s502,
    pattern: "steady",
    failP: 1,
    originP: 0.35,
    retries: 0,
    callerStatus: 502,
    lines: () => [
      E(
        'Post "https://promo.kestrel-partners.net/v2/apply": tls: failed to verify certificate: x509: certificate has expired or is not yet valid: current time 2026-11-29T10:00:00Z is after 2026-11-28T23:59:59Z',
      ),
    ],
    hints: ["x509", "certificate", "tls", "handshake", "network"],
    note: "the promo partner's TLS certificate expired; promo-engine's calls fail the handshake, checkout (which also calls payments and fraud fine) and seat views fail",
  },
  {
    cat: "network",
    est: 3,
    origin: "mainframe-bridge",
    shape: "textlink",
    mode: { kind: "reset" },
    pattern: "steady",
    failP: 0.8,
    originP: 0.3,
    retries: 0,
    callerStatus: 502,
    lines: () => [
      E("MQJE001: Completion Code '2', Reason '2009'. com.ibm.mq.MQException: MQRC_CONNECTION_BROKEN", [
        "java.net.SocketException: Connection reset",
        "\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:328)",
      ]),
    ],
    trigger: () => [W("MQ channel HL.SVRCONN to qmgr QMHL01 (10.9.0.4(1414)) lost, reconnecting")],
    hints: ["connection", "reset", "mq", "2009", "network", "broken"],
    note: "the link from mainframe-bridge (no ids) to the mainframe queue manager keeps resetting (MQRC 2009); ledger-core logs connection resets to mainframe-bridge under the transfer ids",
  },
  {
    cat: "network",
    est: 4,
    origin: "render-farm",
    shape: "async",
    mode: s502,
    pattern: "steady",
    failP: 0.9,
    originP: 0.4,
    retries: 0,
    callerStatus: 502,
    lines: () => [
      E("Font fetch failed: fonts.quillmark-cdn.net:443", [
        "javax.net.ssl.SSLHandshakeException: Remote host terminated the handshake",
        "\tat java.base/sun.security.ssl.SSLSocketImpl.handleEOF(SSLSocketImpl.java:1715)",
        "Caused by: java.io.EOFException: SSL peer shut down incorrectly",
      ]),
    ],
    hints: ["ssl", "handshake", "tls", "network", "eof"],
    note: "exports go editor-api -> queue -> export-worker -> render-farm; render-farm's TLS handshakes to the font CDN are cut, PDF renders fail and the worker retries",
  },
  // ---------------- null_reference
  {
    cat: "null_reference",
    est: 0,
    origin: "rate-quoter",
    shape: "chain",
    mode: s500,
    pattern: "steady",
    failP: 0.55,
    originP: 0.4,
    retries: 0,
    callerStatus: 502,
    lines: () => [
      E(
        'Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.NullPointerException: Cannot invoke "java.math.BigDecimal.multiply(java.math.BigDecimal)" because the return value of "com.tidewater.quote.Lane.getFuelIndex()" is null] with root cause',
        [
          'java.lang.NullPointerException: Cannot invoke "java.math.BigDecimal.multiply(java.math.BigDecimal)" because the return value of "com.tidewater.quote.Lane.getFuelIndex()" is null',
          "\tat com.tidewater.quote.SurchargeCalculator.apply(SurchargeCalculator.java:57)",
          "\tat com.tidewater.quote.QuoteService.quote(QuoteService.java:112)",
        ],
      ),
    ],
    hints: ["nullpointer", "null", "npe"],
    note: "lanes without a fuel index make rate-quoter throw NullPointerException; shipment-api and the edge fail about half the quotes",
  },
  {
    cat: "null_reference",
    est: 2,
    origin: "event-api",
    shape: "chain",
    mode: s500,
    pattern: "steady",
    failP: 0.5,
    originP: 0.6,
    retries: 0,
    callerStatus: 500,
    lines: () => [
      E("NoMethodError (undefined method `price_cents' for nil:NilClass):", [
        "app/models/order.rb:88:in `total_cents'",
        "app/controllers/api/orders_controller.rb:31:in `create'",
      ]),
    ],
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    note: "event-api builds orders for ticket tiers without a price and raises NoMethodError on nil; the gateway returns 500",
  },
  {
    cat: "null_reference",
    est: 3,
    origin: "notif-hub",
    shape: "async",
    mode: s500,
    pattern: "steady",
    failP: 0.8,
    originP: 0.5,
    retries: 0,
    callerStatus: 502,
    lines: () => [
      E("NoMethodError (undefined method `locale' for nil:NilClass):", [
        "app/services/notification_builder.rb:22:in `template_for'",
        "app/controllers/notifications_controller.rb:14:in `create'",
      ]),
    ],
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    note: "notif-hub crashes on customers without a preference record (nil locale); transfers and the queued welcome packs via statement-worker fail",
  },
  {
    cat: "null_reference",
    est: 1,
    origin: "formulary",
    shape: "fanout",
    mode: s500,
    pattern: "steady",
    failP: 0.6,
    originP: 0.4,
    retries: 0,
    callerStatus: 500,
    lines: () => [
      E(
        "Internal Server Error: /formulary/check/",
        pyTb(
          ['  File "/app/formulary/coverage.py", line 54, in tier_for', "    return plan.tiers.get(ndc).tier"],
          "AttributeError: 'NoneType' object has no attribute 'tier'",
        ),
      ),
    ],
    hints: ["nonetype", "attributeerror", "null", "none"],
    note: "formulary raises AttributeError on drugs missing from the plan tier map; prescriptions (fan-out with claims and routing) fail in rx-api and envoy",
  },
  // ---------------- rate_limiting
  {
    cat: "rate_limiting",
    est: 1,
    origin: "notify-sms",
    shape: "async",
    mode: st(429),
    pattern: "steady",
    failP: 0.6,
    originP: 0.5,
    retries: 0,
    callerStatus: 503,
    lines: () => [
      W(
        "Twilio API error 20429: Too Many Requests (POST /2010-04-01/Accounts/AC…/Messages.json) - concurrency limit reached",
      ),
    ],
    hints: ["429", "too many", "rate", "limit", "20429"],
    note: "refill notifications hit Twilio's 20429 limit in notify-sms; refill-worker tasks (carrying the correlation_id) retry and fail",
  },
  {
    cat: "rate_limiting",
    est: 4,
    origin: "spell-svc",
    shape: "fanout",
    mode: st(429),
    pattern: "steady",
    failP: 0.55,
    originP: 0.35,
    retries: 0,
    callerStatus: 503,
    lines: () => [
      W("languagetool: 429 Too Many Requests: Rate limit exceeded (20 requests per 60s for API key ql-***-prod)"),
    ],
    hints: ["429", "rate", "limit", "too many", "resourceexhausted"],
    note: "spell-svc exhausts its LanguageTool quota; document saves (fan-out to asset-store, search-indexer, spell-svc) fail on the spell leg",
  },
  {
    cat: "rate_limiting",
    est: 3,
    origin: "kyc-check",
    shape: "retries",
    mode: st(429),
    pattern: "steady",
    failP: 0.7,
    originP: 0.4,
    retries: 0,
    callerStatus: 503,
    lines: () => [
      W(
        'onfido.exceptions.OnfidoRequestError: 429 Too Many Requests: {"error":{"type":"rate_limit","message":"Rate limit exceeded. Retry after 60s"}}',
      ),
    ],
    hints: ["429", "rate", "limit", "too many"],
    note: "kyc-check is throttled by the identity vendor (rate_limit); onboarding requests fail in accounts-api and the edge",
  },
  {
    cat: "rate_limiting",
    est: 0,
    origin: "geo-lookup",
    shape: "fanout",
    mode: st(429),
    pattern: "steady",
    failP: 0.65,
    originP: 0.35,
    retries: 1,
    callerStatus: 503,
    lines: () => [
      W("maps.routewise.net returned 429 OVER_QUERY_LIMIT: You have exceeded your daily request quota for this API."),
    ],
    hints: ["429", "quota", "over_query_limit", "rate", "limit"],
    note: "geo-lookup runs over its maps API daily quota; rate-quoter (which also calls carrier-gateway and the db fine) fails distance lookups and quotes",
  },
  // ---------------- timeout
  {
    cat: "timeout",
    est: 2,
    origin: "checkout",
    shape: "chain",
    mode: { kind: "timeout" },
    pattern: "steady",
    failP: 0.6,
    originP: 0.25,
    retries: 0,
    callerStatus: 504,
    lines: () => [
      E(
        "Servlet.service() for servlet [dispatcherServlet] threw exception [Request processing failed: org.springframework.dao.CannotAcquireLockException: could not execute statement; SQL [n/a]; nested exception is org.hibernate.exception.LockAcquisitionException: could not execute statement]",
        ["Caused by: java.sql.SQLException: Lock wait timeout exceeded; try restarting transaction"],
      ),
    ],
    hints: ["lock wait timeout", "timeout", "lock", "timed out"],
    note: "checkout's inventory rows are held by a long batch transaction; its orders wait out the lock wait timeout while event-api and the gateway log many timeouts",
  },
  {
    cat: "timeout",
    est: 1,
    origin: "stock-levels",
    shape: "deep",
    mode: { kind: "timeout" },
    pattern: "steady",
    failP: 0.7,
    originP: 0.25,
    retries: 0,
    callerStatus: 500,
    lines: () => [
      W(
        "reserve: call to wms.rxhub.net/v1/reserve exceeded 4.5s: context deadline exceeded (Client.Timeout exceeded while awaiting headers)",
      ),
    ],
    hints: ["timeout", "deadline", "timed out", "exceeded"],
    note: "the warehouse API behind stock-levels stops answering in time; pharmacy-router answers 500s caused by stock-levels' DeadlineExceeded, rx-api and envoy log the 5xx",
  },
  {
    cat: "timeout",
    est: 4,
    origin: "asset-store",
    shape: "deep",
    mode: { kind: "timeout" },
    pattern: "steady",
    failP: 0.6,
    originP: 0.3,
    retries: 0,
    callerStatus: 500,
    lines: () => [
      W(
        "operation error S3: GetObject, exceeded maximum number of attempts, 3, https response error StatusCode: 0, RequestID: , canceled, context deadline exceeded",
      ),
    ],
    hints: ["timeout", "deadline", "exceeded", "timed out"],
    note: "asset-store's S3 reads run past their deadline; render-farm fails renders because of asset-store, export-worker tasks retry and document saves slow",
  },
  {
    cat: "timeout",
    est: 0,
    origin: "dock-scheduler",
    shape: "retries",
    mode: { kind: "timeout" },
    pattern: "steady",
    failP: 0.65,
    originP: 0.3,
    retries: 1,
    callerStatus: 504,
    lines: () => [
      E("Rack::Timeout::RequestTimeoutException (Request waited 3ms, then ran for longer than 15000ms ):", [
        "app/services/slot_allocator.rb:63:in `block in best_slot'",
      ]),
    ],
    hints: ["timeout", "rack::timeout", "timed out", "15000ms"],
    note: "dock-scheduler's slot allocation runs past Rack::Timeout; shipment-api times out and retries the same trace, the edge logs 504s",
  },
  // ---------------- validation
  {
    cat: "validation",
    est: 0,
    origin: "dock-scheduler",
    shape: "chain",
    mode: st(422),
    pattern: "steady",
    failP: 0.7,
    originP: 0.4,
    retries: 0,
    callerStatus: 502,
    lines: (rng) => [
      W(
        `ActiveRecord::RecordInvalid (Validation failed: Window start must be before window end, Dock is not included in the list) for slot ${rng.int(1e5, 9e5)}`,
      ),
    ],
    hints: ["validation", "invalid", "recordinvalid", "422"],
    note: "dock-scheduler rejects slot reservations as invalid (window start/end, unknown dock) after a dock list change; shipment creation fails in shipment-api",
  },
  {
    cat: "validation",
    est: 3,
    origin: "ledger-core",
    shape: "chain",
    mode: st(400),
    pattern: "steady",
    failP: 0.6,
    originP: 0.4,
    retries: 0,
    callerStatus: 502,
    lines: () => [
      W(
        "Resolved [org.springframework.http.converter.HttpMessageNotReadableException: JSON parse error: Cannot deserialize value of type `java.time.LocalDate` from String \"29/11/2026\": Failed to deserialize java.time.LocalDate: (java.time.format.DateTimeParseException) Text '29/11/2026' could not be parsed at index 0]",
      ),
    ],
    hints: ["deserialize", "parse", "validation", "json", "400", "notreadable"],
    note: "ledger-core rejects transfer bodies whose value_date uses dd/MM/yyyy (HttpMessageNotReadableException); accounts-api reports 400s from ledger-core and fails transfers",
  },
  {
    cat: "validation",
    est: 1,
    origin: "claims-adjudicator",
    shape: "fanout",
    mode: st(400),
    pattern: "steady",
    failP: 0.6,
    originP: 0.4,
    retries: 0,
    callerStatus: 502,
    lines: (rng) => [
      W(
        `Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public ClaimResponse ClaimController.adjudicate(ClaimRequest): [Field error in object 'claimRequest' on field 'daysSupply': rejected value [${rng.int(91, 400)}]; default message [must be less than or equal to 90]]]`,
      ),
    ],
    hints: ["validation", "methodargumentnotvalid", "invalid", "400", "rejected"],
    note: "claims-adjudicator's new 90-day limit rejects claims as invalid; prescriptions fan out to formulary, claims and routing and fail on the claims leg",
  },
  {
    cat: "validation",
    est: 4,
    origin: "billing-svc",
    shape: "chain",
    mode: st(422),
    pattern: "steady",
    failP: 0.7,
    originP: 0.4,
    retries: 0,
    callerStatus: 502,
    lines: () => [
      W('ActiveModel::ValidationError (Validation failed: Plan code "team_2026" is not included in the list)'),
    ],
    hints: ["validation", "invalid", "422", "not included"],
    note: "billing-svc rejects entitlement checks for the new plan code team_2026 as invalid; exports fail at editor-api and the ingress",
  },
  // ---------------- unknown
  {
    cat: "unknown",
    est: 0,
    origin: "legacy-edi",
    shape: "textlink",
    mode: { kind: "refused" },
    pattern: "crash",
    failP: 1,
    originP: 0,
    retries: 1,
    callerStatus: 503,
    lines: () => [],
    trigger: () => [I("EdiGateway stopping"), W("EdiGateway stopped (exit status 1)")],
    restart: () => [I("EdiGateway 2.3.7 starting on port 7001"), I("EDI mailbox VAN-OUT connected")],
    hints: ["exit", "unknown", "crash", "stopped", "status 1"],
    note: "legacy-edi (no ids) keeps exiting with status 1 and no reason; dock-scheduler logs refused connections to legacy-edi:7001 under the shipment request ids",
  },
  {
    cat: "unknown",
    est: 2,
    origin: "box-office-legacy",
    shape: "textlink",
    mode: { kind: "refused" },
    pattern: "crash",
    failP: 1,
    originP: 0,
    retries: 0,
    callerStatus: 502,
    lines: () => [],
    trigger: () => [E("JVM exited unexpectedly."), I("Launching a JVM...")],
    restart: () => [I("WrapperManager: Initializing..."), I("INFO  [main] BoxOffice bridge ready on :8009")],
    hints: ["jvm", "exited", "unexpected", "unknown", "crash"],
    note: "box-office-legacy's JVM exits unexpectedly again and again (wrapper gives no cause); event-api logs refused connections on holds",
  },
  {
    cat: "unknown",
    est: 4,
    origin: "collab-presence",
    shape: "chain",
    mode: { kind: "refused" },
    pattern: "crash",
    failP: 1,
    originP: 0,
    retries: 0,
    callerStatus: 502,
    lines: () => [],
    trigger: () => [
      E("npm ERR! path /app"),
      E("npm ERR! command failed"),
      E("npm ERR! signal SIGTERM"),
      E("npm ERR! command sh -c node dist/server.js"),
    ],
    restart: () => [I("> collab-presence@5.2.0 start"), I("> node dist/server.js"), I("presence listening on :3000")],
    hints: ["exit", "crash", "unknown", "command failed"],
    note: "collab-presence's node process dies with no error of its own (only npm's 'command failed') and restarts; editor-api logs ECONNREFUSED for every document read",
  },
  {
    cat: "unknown",
    est: 1,
    origin: "refill-worker",
    shape: "async",
    mode: s500,
    pattern: "steady",
    failP: 0.7,
    originP: 1,
    retries: 0,
    callerStatus: 500,
    lines: (rng) => [
      E(`Process 'ForkPoolWorker-${rng.int(1, 8)}' pid:${rng.int(200, 400)} exited with 'exitcode 1'`),
      E(`WorkerLostError('Worker exited prematurely: exitcode 1 Job: ${rng.int(10, 900)}.')`),
    ],
    hints: ["workerlost", "exited", "exitcode", "unknown", "worker"],
    note: "refill-worker's pool processes exit with code 1 and no error; refills queued with correlation ids are lost (WorkerLostError)",
  },
];
