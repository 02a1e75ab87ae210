// The 52 failing windows of holdout121: 4 per category, spread over the four estates and their runtimes.
import type { Level } from "./formats.js";
import type { Sym } from "./symptoms.js";

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

export interface Spec {
  estate: string;
  origin: string;
  cat: Category;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** loud: origin errors; warn: origin only warns; quiet: origin stops logging */
  mode: "loud" | "warn" | "quiet";
  /** failing request chains per second */
  rate: number;
  /** what the origin writes per failing chain: level, message, optional stack */
  o: Array<[Level, string, string?]>;
  /** share of chains in which the origin writes a line */
  pOrigin?: number;
  /** one-off origin lines at start + seconds (may be negative: a deploy or reload just before) */
  pre?: Array<[number, Level, string, string?]>;
  /** callers, outward, with how they report it; third element = whom they call (default the origin) */
  chain: Array<[string, Sym | "edge", string?]>;
  /** the edge's failing request and status */
  edge?: [string, number];
  /** caller that retries loudly: service, callee, retries per chain */
  storm?: [string, string, number];
  /** share of the origin's everyday lines that survive after the start */
  keep?: number;
  /** everyday lines (service, substring) that stop after the start because that traffic now fails */
  drop?: Array<[string, string]>;
}

export const SPECS: Spec[] = [
  // ---------------- authentication
  {
    estate: "layerwerk",
    origin: "billing",
    cat: "authentication",
    hints: ["authentication", "api key", "stripe", "invalid", "credential"],
    sev: "high",
    note: "billing's payment-provider API key stops being accepted, every charge fails with an authentication error and checkout returns 502.",
    mode: "loud",
    rate: 0.35,
    o: [
      [
        "error",
        "charge failed for {ord}: Stripe::AuthenticationError (Invalid API Key provided: rk_live_***********************8fQ2)",
        `/usr/local/bundle/gems/stripe-12.6.0/lib/stripe/stripe_client.rb:812:in 'handle_error_response'
/usr/local/bundle/gems/stripe-12.6.0/lib/stripe/stripe_client.rb:612:in 'execute_request'
/app/app/services/charge_order.rb:27:in 'call'
/app/app/controllers/charges_controller.rb:14:in 'create'`,
      ],
      ["error", "Completed 502 Bad Gateway in {ms}ms (ActiveRecord: 1.9ms)"],
    ],
    chain: [
      ["storefront-api", "5xx"],
      ["storefront-api", "edge"],
    ],
    edge: ["POST /api/v3/cart/checkout", 502],
    storm: ["ship-desk", "billing", 2],
  },
  {
    estate: "millforge",
    origin: "partner-hub",
    cat: "authentication",
    hints: ["authentication", "oauth", "invalid_client", "token", "credential", "401"],
    sev: "medium",
    note: "partner-hub can no longer get an OAuth token from the partner network (invalid_client) and only warns, while shop-matcher fails to place orders with shops.",
    mode: "warn",
    rate: 0.3,
    o: [
      [
        "warn",
        'c.m.partner.TokenProvider - token refresh failed: 401 Unauthorized {"error":"invalid_client","error_description":"Client authentication failed"}',
      ],
      ["warn", "c.m.partner.OfferClient - offer {ord} not sent: no valid access token (will retry)"],
    ],
    pre: [[0, "warn", "c.m.partner.TokenProvider - access token for client mf-partner-prod expires in 0s, refreshing"]],
    chain: [
      ["shop-matcher", "5xx"],
      ["order-ledger", "retry", "shop-matcher"],
    ],
    storm: ["shop-matcher", "partner-hub", 3],
    keep: 0.3,
  },
  {
    estate: "fabloop",
    origin: "octo-bridge",
    cat: "authentication",
    hints: ["authentication", "password", "not authorised", "mqtt", "credential"],
    sev: "medium",
    note: "octo-bridge's MQTT login to the printer farm broker is refused with bad user name or password, so print-queue cannot dispatch jobs to printers.",
    mode: "loud",
    rate: 0.4,
    o: [
      ["error", "mqtt connect to farm-broker:8883 failed: Connection Refused: bad user name or password (rc=4)"],
      ["error", "printer {printer}: dispatch of {job}.gcode aborted, bridge not connected"],
    ],
    chain: [
      ["print-queue", "5xx"],
      ["web-bff", "edge", "print-queue"],
    ],
    edge: ["POST /bff/orders", 503],
    storm: ["print-queue", "octo-bridge", 3],
    keep: 0.2,
  },
  {
    estate: "partsmith",
    origin: "portal",
    cat: "authentication",
    hints: ["authentication", "signature", "jwt", "oidc", "verification", "login"],
    sev: "high",
    note: "portal rejects every OpenID Connect login because the ID token signature no longer verifies against its cached keys; customers are bounced to the login page.",
    mode: "loud",
    rate: 0.5,
    o: [
      [
        "error",
        "(openid_connect) Authentication failure! invalid_credentials: JWT::VerificationError, Signature verification failed",
        `app/controllers/sessions_controller.rb:22:in 'failure'
omniauth (2.1.2) lib/omniauth/strategy.rb:490:in 'fail!'
omniauth_openid_connect (0.8.0) lib/omniauth/strategies/openid_connect.rb:128:in 'callback_phase'`,
      ],
      ["info", 'Started GET "/auth/openid_connect/callback?code=[FILTERED]" for {ip}'],
      ["warn", "Completed 401 Unauthorized in {ms}ms"],
    ],
    chain: [],
  },
  // ---------------- authorization
  {
    estate: "layerwerk",
    origin: "ship-desk",
    cat: "authorization",
    hints: ["access denied", "forbidden", "permission", "authorization", "s3"],
    sev: "medium",
    note: "ship-desk gets Access Denied from S3 when storing shipping labels, so shipments fail and storefront-api returns 500.",
    mode: "loud",
    rate: 0.25,
    o: [
      [
        "error",
        "Failed to store label for {ord} in s3://layerwerk-labels/2026/",
        `Amazon.S3.AmazonS3Exception: Access Denied
 ---> Amazon.Runtime.Internal.HttpErrorResponseException: Exception of type 'Amazon.Runtime.Internal.HttpErrorResponseException' was thrown.
   at Amazon.Runtime.HttpWebRequestMessage.ProcessHttpResponseMessage(HttpResponseMessage responseMessage)
   at Layerwerk.ShipDesk.Labels.LabelStore.PutAsync(String orderId, Stream pdf) in /src/ShipDesk/Labels/LabelStore.cs:line 48
   at Layerwerk.ShipDesk.Api.ShipmentsController.Create(ShipmentRequest req) in /src/ShipDesk/Api/ShipmentsController.cs:line 61`,
      ],
      ["info", "Request finished HTTP/1.1 POST http://ship-desk/api/shipments - 500 - {ms}ms"],
    ],
    chain: [
      ["storefront-api", "5xx"],
      ["storefront-api", "edge"],
    ],
    edge: ["POST /api/v3/shipments", 500],
    keep: 0.4,
  },
  {
    estate: "millforge",
    origin: "customs-docs",
    cat: "authorization",
    hints: ["permission", "403", "forbidden", "authorization", "storage.objects.create"],
    sev: "medium",
    note: "customs-docs' service account lost write access to the documents bucket; every commercial invoice upload gets 403 and orders stall before shipping.",
    mode: "loud",
    rate: 0.25,
    o: [
      [
        "error",
        "upload of commercial invoice for {ord} failed",
        `Traceback (most recent call last):
  File "/app/customs/storage.py", line 57, in put_pdf
    blob.upload_from_string(pdf, content_type="application/pdf")
  File "/usr/local/lib/python3.12/site-packages/google/cloud/storage/blob.py", line 2960, in upload_from_string
    self.upload_from_file(
  File "/usr/local/lib/python3.12/site-packages/google/cloud/storage/blob.py", line 2783, in _prep_and_do_upload
    _raise_from_invalid_response(exc)
google.api_core.exceptions.Forbidden: 403 POST https://storage.googleapis.com/upload/storage/v1/b/millforge-customs-docs/o?uploadType=multipart: customs-docs@millforge-prod.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).`,
      ],
    ],
    chain: [["order-ledger", "5xx"]],
    storm: ["order-ledger", "customs-docs", 2],
    keep: 0.5,
  },
  {
    estate: "fabloop",
    origin: "overflow-router",
    cat: "authorization",
    hints: ["forbidden", "rbac", "permission", "authorization", "cannot get"],
    sev: "medium",
    note: "overflow-router's Kubernetes service account is forbidden from reading the partner credentials secret, so overflow jobs cannot be offered to partner farms.",
    mode: "loud",
    rate: 0.2,
    o: [
      [
        "error",
        'load partner credentials: secrets "partner-api-keys" is forbidden: User "system:serviceaccount:fabloop-live:overflow-router" cannot get resource "secrets" in API group "" in the namespace "fabloop-live"',
      ],
      ["error", "offer job={job} failed: no credentials for partner printhaus-berlin"],
    ],
    chain: [["print-queue", "5xx"]],
    keep: 0.2,
  },
  {
    estate: "partsmith",
    origin: "cmm-reports",
    cat: "authorization",
    hints: ["authorization", "permission", "403", "not authorized", "blob"],
    sev: "medium",
    note: "cmm-reports is denied writes to its Azure blob container (AuthorizationPermissionMismatch), so measurement reports are lost and jobs-board cannot close jobs.",
    mode: "loud",
    rate: 0.2,
    o: [
      [
        "error",
        "Storing CMM report for {job} failed",
        `Azure.RequestFailedException: This request is not authorized to perform this operation using this permission.
RequestId:{hex}-0001-00b2-{hex}
Status: 403 (This request is not authorized to perform this operation using this permission.)
ErrorCode: AuthorizationPermissionMismatch
   at Azure.Storage.Blobs.BlockBlobClient.UploadInternal(Stream content, BlobHttpHeaders blobHttpHeaders, IDictionary\`2 metadata, Boolean async, CancellationToken cancellationToken)
   at Partsmith.Cmm.ReportStore.SaveAsync(CmmReport report) in /src/Cmm/ReportStore.cs:line 33`,
      ],
    ],
    chain: [["jobs-board", "5xx"]],
    keep: 0.3,
  },
  // ---------------- database
  {
    estate: "layerwerk",
    origin: "material-stock",
    cat: "database",
    hints: ["connection", "pool", "database", "activerecord", "postgres"],
    sev: "high",
    note: "material-stock exhausts its ActiveRecord connection pool; availability checks fail and quote-engine and farm-scheduler time out or retry.",
    mode: "loud",
    rate: 0.6,
    o: [
      [
        "error",
        "ActiveRecord::ConnectionTimeoutError (could not obtain a connection from the pool within 5.000 seconds (waited 5.002 seconds); all pooled connections were in use):",
        `activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool/queue.rb:128:in 'block in wait_poll'
activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool.rb:659:in 'acquire_connection'
app/models/spool.rb:18:in 'available_grams'
app/controllers/availability_controller.rb:9:in 'show'`,
      ],
      ["error", "Completed 500 Internal Server Error in 5011ms (ActiveRecord: 0.0ms)"],
    ],
    chain: [
      ["quote-engine", "5xx"],
      ["farm-scheduler", "timeout"],
      ["storefront-api", "edge", "quote-engine"],
    ],
    edge: ["POST /api/v3/quotes", 502],
    storm: ["farm-scheduler", "material-stock", 3],
  },
  {
    estate: "millforge",
    origin: "order-ledger",
    cat: "database",
    hints: ["too many clients", "postgres", "npgsql", "database", "connection"],
    sev: "high",
    note: "order-ledger cannot open Postgres connections (53300 too many clients already), so order creation fails at edge-gw.",
    mode: "loud",
    rate: 0.5,
    o: [
      [
        "error",
        "Failed executing DbCommand (12ms) [Parameters=[], CommandType='Text', CommandTimeout='30']",
        `Npgsql.PostgresException (0x80004005): 53300: sorry, too many clients already
   at Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)
   at Npgsql.Internal.NpgsqlConnector.Open(NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)
   at Npgsql.PoolingDataSource.OpenNewConnector(NpgsqlConnection conn, NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)
   at Millforge.Ledger.Orders.OrderRepository.InsertAsync(Order order) in /src/Ledger/Orders/OrderRepository.cs:line 77`,
      ],
      ["error", "Request finished HTTP/1.1 POST http://order-ledger/orders - 500 - {ms}ms"],
    ],
    chain: [["edge-gw", "edge"]],
    edge: ["POST /v1/orders", 500],
    keep: 0.3,
  },
  {
    estate: "fabloop",
    origin: "print-queue",
    cat: "database",
    hints: ["read-only", "database", "postgres", "sql", "transaction"],
    sev: "high",
    note: "after a Postgres failover print-queue keeps writing to the old primary, now a read-only replica, and every dispatch update fails.",
    mode: "loud",
    rate: 0.5,
    o: [
      [
        "error",
        "i.f.queue.Dispatch - could not record dispatch of {job}",
        `org.springframework.jdbc.UncategorizedSQLException: PreparedStatementCallback; uncategorized SQLException for SQL [update print_job set state=?, printer_id=? where id=?]; SQL state [25006]; error code [0]; ERROR: cannot execute UPDATE in a read-only transaction
\tat org.springframework.jdbc.core.JdbcTemplate.translateException(JdbcTemplate.java:1548)
\tat org.springframework.jdbc.core.JdbcTemplate.update(JdbcTemplate.java:1002)
\tat io.fabloop.queue.JobRepository.markDispatched(JobRepository.kt:88)
\tat io.fabloop.queue.Dispatch.run(Dispatch.kt:41)
Caused by: org.postgresql.util.PSQLException: ERROR: cannot execute UPDATE in a read-only transaction
\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)
\t... 12 common frames omitted`,
      ],
    ],
    pre: [
      [
        -25,
        "warn",
        "c.z.h.p.PoolBase - HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@5e1a7c0f (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
      ],
    ],
    chain: [
      ["web-bff", "edge"],
      ["inspect-api", "5xx"],
    ],
    edge: ["POST /bff/orders", 500],
    keep: 0.3,
  },
  {
    estate: "partsmith",
    origin: "quote-svc",
    cat: "database",
    hints: ["deadlock", "mysql", "database", "sql", "lock"],
    sev: "medium",
    note: "a new pricing batch makes quote-svc's MySQL transactions deadlock; a large share of quote saves fail and portal shows 500s.",
    mode: "loud",
    rate: 0.4,
    o: [
      [
        "error",
        "o.h.engine.jdbc.spi.SqlExceptionHelper - Deadlock found when trying to get lock; try restarting transaction",
      ],
      [
        "error",
        "c.p.quote.QuoteController - save failed for {q}",
        `org.springframework.dao.CannotAcquireLockException: could not execute statement [Deadlock found when trying to get lock; try restarting transaction] [update quote_line set unit_price=?,version=? where id=? and version=?]
\tat org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:262)
\tat com.partsmith.quote.QuoteService.save(QuoteService.java:131)
Caused by: com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Deadlock found when trying to get lock; try restarting transaction
\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:123)
\t... 48 common frames omitted`,
      ],
      ["warn", "o.h.engine.jdbc.spi.SqlExceptionHelper - SQL Error: 1213, SQLState: 40001"],
    ],
    pre: [
      [-10, "info", "c.p.quote.RepriceJob - repricing 18,204 open quote lines after material price update (batch 500)"],
    ],
    chain: [["portal", "edge"]],
    edge: ["POST /rfq", 500],
    keep: 0.6,
  },
  // ---------------- network
  {
    estate: "layerwerk",
    origin: "slicer-svc",
    cat: "network",
    hints: ["dns", "lookup", "i/o timeout", "network", "resolve"],
    sev: "medium",
    note: "slicer-svc's DNS lookups time out on its node, so it cannot reach object storage or material-stock while every other service resolves fine.",
    mode: "loud",
    rate: 0.4,
    o: [
      [
        "error",
        "upload gcode job={job}: dial tcp: lookup minio.storage.svc.cluster.local on 10.96.0.10:53: read udp {ip}:{port}->10.96.0.10:53: i/o timeout",
      ],
      [
        "error",
        'fetch profile: Get "http://material-stock:3000/api/materials/{mat}": dial tcp: lookup material-stock on 10.96.0.10:53: read udp {ip}:{port}->10.96.0.10:53: i/o timeout',
      ],
      ["warn", "slice job={job} failed, requeueing (attempt 2)"],
    ],
    chain: [
      ["quote-engine", "5xx"],
      ["farm-scheduler", "5xx"],
    ],
    storm: ["farm-scheduler", "slicer-svc", 2],
    keep: 0.2,
  },
  {
    estate: "millforge",
    origin: "instaquote",
    cat: "network",
    hints: ["route", "network", "noroutetohost", "unreachable", "host"],
    sev: "high",
    note: "instaquote's pods lose their route to the rest of the cluster (No route to host towards dfm-check, cad-ingest and redis) while other services reach them fine.",
    mode: "loud",
    rate: 0.45,
    o: [
      [
        "error",
        "c.m.quote.DfmClient - dfm check failed for {q}",
        `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://dfm-check:7070/v2/analyze": No route to host
\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:888)
\tat com.millforge.quote.DfmClient.analyze(DfmClient.java:52)
Caused by: java.net.NoRouteToHostException: No route to host
\tat java.base/sun.nio.ch.Net.pollConnect(Native Method)
\tat java.base/sun.nio.ch.NioSocketImpl.timedFinishConnect(NioSocketImpl.java:542)
\t... 37 common frames omitted`,
      ],
      [
        "error",
        "c.m.quote.CadClient - GET http://cad-ingest:8000/v1/models/{hex} failed: java.net.NoRouteToHostException: No route to host",
      ],
      [
        "warn",
        "i.l.core.protocol.ConnectionWatchdog - Cannot reconnect to [redis-quote:6379]: No route to host: redis-quote/{ip}:6379",
      ],
    ],
    chain: [["edge-gw", "edge"]],
    edge: ["POST /v1/quotes", 503],
    keep: 0.1,
  },
  {
    estate: "fabloop",
    origin: "mesh-doctor",
    cat: "network",
    hints: ["name resolution", "dns", "network", "connecterror", "resolve"],
    sev: "medium",
    note: "mesh-doctor cannot resolve any hostname (Temporary failure in name resolution) after its pods land on a new node pool, so uploads never reach slicing.",
    mode: "loud",
    rate: 0.4,
    o: [
      [
        "error",
        "slice preview request failed for {part}",
        `Traceback (most recent call last):
  File "/app/.venv/lib/python3.12/site-packages/httpcore/_backends/sync.py", line 206, in connect_tcp
    sock = socket.create_connection(
  File "/usr/local/lib/python3.12/socket.py", line 828, in create_connection
    for res in getaddrinfo(host, port, 0, SOCK_STREAM):
socket.gaierror: [Errno -3] Temporary failure in name resolution

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "/app/mesh_doctor/pipeline.py", line 112, in request_preview
    r = client.post(f"{SLICE_POOL_URL}/v1/preview", json=body)
httpx.ConnectError: [Errno -3] Temporary failure in name resolution`,
      ],
      [
        "error",
        'could not fetch s3://fabloop-uploads/{hex}.stl: Could not connect to the endpoint URL: "https://fabloop-uploads.s3.eu-central-1.amazonaws.com/{hex}.stl"',
      ],
    ],
    chain: [
      ["upload-svc", "5xx"],
      ["web-bff", "edge", "upload-svc"],
    ],
    edge: ["POST /bff/uploads", 502],
    storm: ["upload-svc", "mesh-doctor", 2],
    keep: 0.1,
  },
  {
    estate: "partsmith",
    origin: "machine-monitor",
    cat: "network",
    hints: ["reset", "connection", "network", "i/o timeout", "tcp"],
    sev: "medium",
    note: "the path from machine-monitor to the shop-floor MTConnect agents starts resetting connections, machine state goes stale and jobs-board cannot schedule.",
    mode: "loud",
    rate: 0.5,
    o: [
      [
        "error",
        'poll device={mach}: Get "http://agent-{pr}.floor.partsmith.lan:5000/current": read tcp {ip}:{port}->192.168.40.{pr}:5000: read: connection reset by peer',
      ],
      [
        "error",
        'poll device={mach}: Get "http://agent-{pr}.floor.partsmith.lan:5000/sample?from=88121": dial tcp 192.168.40.{pr}:5000: i/o timeout',
      ],
      ["warn", "device={mach} no sample for 90s, marking state UNKNOWN"],
    ],
    chain: [["jobs-board", "5xx"]],
    keep: 0.15,
  },
  // ---------------- timeout
  {
    estate: "layerwerk",
    origin: "mesh-repair",
    cat: "timeout",
    hints: ["timeout", "budget", "exceeded", "deadline", "timed out"],
    sev: "medium",
    note: "mesh-repair starts exceeding its 30 s repair budget on large uploads and aborts them; quote-engine reports read timeouts and quotes fail.",
    mode: "warn",
    rate: 0.35,
    o: [
      ["warn", "repair of {part} exceeded time budget (30000 ms) at stage=hole_fill, aborting"],
      ["warn", "worker {pr} busy for {slow} ms, 14 requests queued"],
    ],
    chain: [
      ["quote-engine", "timeout"],
      ["storefront-api", "edge", "quote-engine"],
    ],
    edge: ["POST /api/v3/quotes", 504],
    keep: 0.4,
  },
  {
    estate: "millforge",
    origin: "invoicing",
    cat: "timeout",
    hints: ["lock wait timeout", "timeout", "lock", "timed out"],
    sev: "medium",
    note: "invoicing's payout batch holds row locks and invoice writes hit MySQL lock wait timeouts; order-ledger retries and fails to issue invoices.",
    mode: "loud",
    rate: 0.3,
    o: [
      [
        "error",
        "ActiveRecord::LockWaitTimeout (Mysql2::Error::TimeoutError: Lock wait timeout exceeded; try restarting transaction):",
        `activerecord (7.1.3) lib/active_record/connection_adapters/mysql2/database_statements.rb:93:in 'query'
app/models/invoice.rb:64:in 'issue!'
app/controllers/invoices_controller.rb:21:in 'create'`,
      ],
      ["error", "Completed 500 Internal Server Error in 50{n}ms (ActiveRecord: 50021.4ms)"],
    ],
    pre: [[-20, "info", "payout batch started: 212 partner shops, locking ledger rows for period 2026-09"]],
    chain: [["order-ledger", "5xx"]],
    storm: ["order-ledger", "invoicing", 3],
    keep: 0.3,
  },
  {
    estate: "fabloop",
    origin: "inspect-api",
    cat: "timeout",
    hints: ["timeout", "timed out", "httpclient.timeout", "canceled"],
    sev: "medium",
    note: "the photo archive inspect-api calls stops answering in time, every inspection hits the 100 s HttpClient timeout and web-bff returns 504.",
    mode: "loud",
    rate: 0.25,
    o: [
      [
        "error",
        "Fetching inspection photos for {job} from photo-archive failed",
        `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 100 seconds elapsing.
 ---> System.TimeoutException: The operation was canceled.
   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)
   at Fabloop.Inspect.Photos.PhotoArchiveClient.GetSetAsync(String jobId) in /src/Inspect/Photos/PhotoArchiveClient.cs:line 39
   at Fabloop.Inspect.Api.InspectionsController.Run(String jobId) in /src/Inspect/Api/InspectionsController.cs:line 57`,
      ],
      ["warn", "Request finished HTTP/1.1 POST http://inspect-api/inspections - 504 - 100{n}.2ms"],
    ],
    chain: [["web-bff", "edge"]],
    edge: ["POST /bff/inspections", 504],
    keep: 0.4,
  },
  {
    estate: "partsmith",
    origin: "cam-toolpath",
    cat: "timeout",
    hints: ["timeout", "wall clock", "exceeded", "timed out", "deadline"],
    sev: "medium",
    note: "cam-toolpath's jobs stop finishing inside their 120 s wall-clock limit and are killed; quote-svc's calls time out and RFQs fail.",
    mode: "warn",
    rate: 0.3,
    o: [
      ["warn", "toolpath {q}: still running after 90 s (stage=adaptive_clearing, op 7/14)"],
      ["warn", "toolpath {q}: wall clock limit 120 s exceeded, job killed"],
    ],
    chain: [
      ["quote-svc", "timeout"],
      ["portal", "edge", "quote-svc"],
    ],
    edge: ["POST /rfq", 504],
    keep: 0.3,
  },
  // ---------------- rate limiting
  {
    estate: "layerwerk",
    origin: "quote-engine",
    cat: "rate_limiting",
    hints: ["429", "rate limit", "too many requests", "throttl"],
    sev: "medium",
    note: "quote-engine exceeds the tax-rate API quota and gets 429 Too Many Requests on most quotes; storefront-api shows quoting errors.",
    mode: "loud",
    rate: 0.5,
    o: [
      [
        "error",
        "tax lookup for {q} failed: 429 Client Error: Too Many Requests for url: https://api.taxrates.example/v2/rates?country={country} (Retry-After: 60)",
      ],
      ["warn", "tax API rate limit hit, backing off 60s (remaining=0, limit=600/min)"],
    ],
    chain: [["storefront-api", "edge"]],
    edge: ["POST /api/v3/quotes", 503],
    keep: 0.5,
  },
  {
    estate: "millforge",
    origin: "shop-matcher",
    cat: "rate_limiting",
    hints: ["over_query_limit", "rate limit", "quota", "429", "throttl"],
    sev: "medium",
    note: "shop-matcher's geocoding calls are throttled (OVER_QUERY_LIMIT / 429) so distance scoring fails and orders cannot be matched.",
    mode: "loud",
    rate: 0.4,
    o: [
      [
        "error",
        'geocode shop-{n} failed: status=OVER_QUERY_LIMIT error_message="You have exceeded your rate-limit for this API."',
      ],
      ["warn", "geocoder returned 429, retry-after=30s"],
      ["error", "match order={ord} failed: distance scoring unavailable"],
    ],
    chain: [["order-ledger", "5xx"]],
    storm: ["order-ledger", "shop-matcher", 2],
    keep: 0.3,
  },
  {
    estate: "fabloop",
    origin: "upload-svc",
    cat: "rate_limiting",
    hints: ["slowdown", "reduce your request rate", "rate", "throttl", "503"],
    sev: "medium",
    note: "upload-svc's per-chunk writes trip S3 request-rate throttling (SlowDown) on one prefix and customer uploads fail.",
    mode: "loud",
    rate: 0.4,
    o: [
      [
        "error",
        "put part key=uploads/2026/{hex}.stl part={n}: operation error S3: UploadPart, https response error StatusCode: 503, RequestID: {hex}, HostID: {hex}, api error SlowDown: Please reduce your request rate.",
      ],
      ["warn", "s3 retry quota exceeded for bucket fabloop-uploads, 0 tokens left"],
    ],
    chain: [["web-bff", "edge"]],
    edge: ["POST /bff/uploads", 503],
    keep: 0.4,
  },
  {
    estate: "partsmith",
    origin: "freight-svc",
    cat: "rate_limiting",
    hints: ["429", "rate limit", "too many requests", "throttl"],
    sev: "medium",
    note: "freight-svc's end-of-day label batch hammers the carrier API and gets 429 Too Many Requests; label purchases fail for portal.",
    mode: "loud",
    rate: 0.45,
    o: [
      [
        "error",
        "label purchase {ord} failed: Request failed with status code 429",
        `AxiosError: Request failed with status code 429
    at settle (/app/node_modules/axios/dist/node/axios.cjs:2019:12)
    at IncomingMessage.handleStreamEnd (/app/node_modules/axios/dist/node/axios.cjs:3135:11)
    at async CarrierClient.buyLabel (/app/src/carriers/client.js:88:19)
    at async LabelBatch.run (/app/src/jobs/labelBatch.js:41:7)`,
      ],
      ["warn", "carrier ups: rate limited (x-ratelimit-remaining=0, retry-after=60)"],
    ],
    pre: [[-5, "info", "label batch started: 412 shipments for pickup 17:00"]],
    chain: [["portal", "edge", "freight-svc"]],
    edge: ["POST /shipments", 502],
    keep: 0.5,
  },
  // ---------------- validation
  {
    estate: "layerwerk",
    origin: "farm-scheduler",
    cat: "validation",
    hints: ["validation", "constraint", "invalid", "rejected value", "enum"],
    sev: "medium",
    note: "farm-scheduler rejects every incoming job whose material is the newly sold PA12-GF because its validator does not know the value; jobs pile up unscheduled.",
    mode: "loud",
    rate: 0.35,
    o: [
      [
        "warn",
        "o.s.w.s.m.m.a.ExceptionHandlerExceptionResolver - Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public ResponseEntity<JobAccepted> com.layerwerk.farm.api.JobController.submit(JobRequest): [Field error in object 'jobRequest' on field 'material': rejected value [PA12-GF]; codes [ValueOfEnum.jobRequest.material]; default message [must be any of enum class MaterialCode]]]",
      ],
      ["error", "c.l.farm.Intake - order {ord}: 2 jobs rejected (400), order stuck in PAID"],
    ],
    chain: [
      ["storefront-api", "4xx", "farm-scheduler"],
      ["qc-vision", "4xx"],
    ],
    keep: 0.6,
  },
  {
    estate: "millforge",
    origin: "cad-ingest",
    cat: "validation",
    hints: ["validation", "units", "invalid", "must be one of", "schema"],
    sev: "medium",
    note: "cad-ingest starts rejecting uploads from a large customer's CAD plugin that now sends units='in', so their quotes fail with 422.",
    mode: "loud",
    rate: 0.4,
    o: [
      [
        "error",
        "upload {hex} rejected: marshmallow.exceptions.ValidationError: {'units': ['Must be one of: mm, inch.'], 'tolerance_class': ['Not a valid choice.']}",
      ],
      ["info", "POST /v1/cad 422 Unprocessable Entity ({ms} ms) client=solidworks-plugin/4.2.0"],
    ],
    chain: [
      ["edge-gw", "edge"],
      ["instaquote", "4xx"],
    ],
    edge: ["POST /v1/cad", 422],
    keep: 0.5,
  },
  {
    estate: "fabloop",
    origin: "accounts",
    cat: "validation",
    hints: ["validation", "pattern", "vatid", "invalid", "schema"],
    sev: "medium",
    note: "accounts' new VAT id schema rejects the stored ids of existing business customers, so their checkouts fail at web-bff.",
    mode: "loud",
    rate: 0.3,
    o: [
      [
        "error",
        'invoice profile check failed for {cust}: "billing.vatId" with value "DE 811 {n} 771" fails to match the required pattern: /^[A-Z]{2}[0-9A-Z]{8,12}$/',
        `ValidationError: "billing.vatId" with value "DE 811 {n} 771" fails to match the required pattern: /^[A-Z]{2}[0-9A-Z]{8,12}$/
    at Object.exports.process (/app/node_modules/joi/lib/errors.js:193:16)
    at Object.internals.entry (/app/node_modules/joi/lib/validator.js:153:26)
    at exports.entry (/app/node_modules/joi/lib/validator.js:27:30)
    at internals.Base.validateAsync (/app/node_modules/joi/lib/base.js:550:26)
    at async checkInvoiceProfile (/app/src/billing/profile.js:44:5)`,
      ],
    ],
    chain: [["web-bff", "edge", "accounts"]],
    edge: ["POST /bff/checkout", 400],
    keep: 0.6,
  },
  {
    estate: "partsmith",
    origin: "doc-render",
    cat: "validation",
    hints: ["validation", "schema", "must match pattern", "hscode", "invalid"],
    sev: "medium",
    note: "doc-render refuses commercial invoices whose HS codes contain dots, which every line now has, so export shipments cannot get paperwork.",
    mode: "loud",
    rate: 0.3,
    o: [
      [
        "error",
        'commercial-invoice {ord} rejected: data/lines/0/hsCode must match pattern "^[0-9]{6,10}$" (got "8466.93.00")',
      ],
      ["info", "POST /render/commercial-invoice 400 {ms}ms"],
    ],
    chain: [
      ["freight-svc", "4xx"],
      ["portal", "edge", "freight-svc"],
    ],
    edge: ["POST /shipments", 502],
    keep: 0.6,
  },
  // ---------------- null reference
  {
    estate: "layerwerk",
    origin: "ship-desk",
    cat: "null_reference",
    hints: ["nullreference", "null", "object reference"],
    sev: "medium",
    note: "ship-desk crashes with a NullReferenceException building customs invoices for orders without a consignee tax id, failing international shipments.",
    mode: "loud",
    rate: 0.3,
    o: [
      [
        "error",
        "Unhandled exception while creating shipment for {ord}",
        `System.NullReferenceException: Object reference not set to an instance of an object.
   at Layerwerk.ShipDesk.Customs.InvoiceBuilder.AddConsignee(Consignee c) in /src/ShipDesk/Customs/InvoiceBuilder.cs:line 112
   at Layerwerk.ShipDesk.Customs.InvoiceBuilder.Build(Shipment s) in /src/ShipDesk/Customs/InvoiceBuilder.cs:line 58
   at Layerwerk.ShipDesk.Api.ShipmentsController.Create(ShipmentRequest req) in /src/ShipDesk/Api/ShipmentsController.cs:line 66
   at lambda_method42(Closure, Object)
   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)`,
      ],
      ["info", "Request finished HTTP/1.1 POST http://ship-desk/api/shipments - 500 - {ms}ms"],
    ],
    chain: [
      ["storefront-api", "5xx"],
      ["storefront-api", "edge"],
    ],
    edge: ["POST /api/v3/shipments", 500],
    keep: 0.5,
  },
  {
    estate: "millforge",
    origin: "notify-mailer",
    cat: "null_reference",
    hints: ["typeerror", "undefined", "null", "cannot read properties"],
    sev: "medium",
    note: "notify-mailer throws TypeError reading the contact email of guest orders, so invoice and shipping mails fail and invoicing retries.",
    mode: "loud",
    rate: 0.3,
    o: [
      [
        "error",
        "template=invoice_issued failed: Cannot read properties of undefined (reading 'email')",
        `TypeError: Cannot read properties of undefined (reading 'email')
    at buildRecipient (/app/src/recipients.js:17:32)
    at renderAndSend (/app/src/send.js:54:21)
    at async Consumer.handle (/app/src/consumer.js:88:7)`,
      ],
    ],
    chain: [
      ["invoicing", "5xx"],
      ["order-ledger", "5xx"],
    ],
    storm: ["invoicing", "notify-mailer", 3],
    keep: 0.4,
  },
  {
    estate: "fabloop",
    origin: "print-queue",
    cat: "null_reference",
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    note: "print-queue throws NullPointerException dispatching to printers that were just removed from the farm, and dispatch stops for all jobs.",
    mode: "loud",
    rate: 0.4,
    o: [
      [
        "error",
        "i.f.queue.Dispatch - dispatch loop failed for {job}",
        `java.lang.NullPointerException: Cannot invoke "io.fabloop.queue.model.Printer.getNozzleDiameter()" because "printer" is null
\tat io.fabloop.queue.Matcher.fits(Matcher.kt:57)
\tat io.fabloop.queue.Matcher.bestSlot(Matcher.kt:31)
\tat io.fabloop.queue.Dispatch.run(Dispatch.kt:44)
\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)
\tat java.base/java.lang.Thread.run(Thread.java:1583)`,
      ],
    ],
    chain: [
      ["web-bff", "edge"],
      ["inspect-api", "5xx"],
    ],
    edge: ["POST /bff/orders", 500],
    keep: 0.2,
  },
  {
    estate: "partsmith",
    origin: "jobs-board",
    cat: "null_reference",
    hints: ["attributeerror", "nonetype", "none", "null"],
    sev: "medium",
    note: "jobs-board crashes with AttributeError on machines that have no maintenance record, so new orders cannot be scheduled.",
    mode: "loud",
    rate: 0.35,
    o: [
      [
        "error",
        "Exception on /jobs [POST]",
        `Traceback (most recent call last):
  File "/app/.venv/lib/python3.12/site-packages/flask/app.py", line 1473, in wsgi_app
    response = self.full_dispatch_request()
  File "/app/jobs_board/api.py", line 64, in create_job
    slot = planner.first_slot(job)
  File "/app/jobs_board/planner.py", line 118, in first_slot
    if m.maintenance.spindle_hours > SPINDLE_LIMIT:
AttributeError: 'NoneType' object has no attribute 'spindle_hours'`,
      ],
    ],
    chain: [["portal", "edge", "jobs-board"]],
    edge: ["POST /orders", 500],
    keep: 0.5,
  },
  // ---------------- configuration
  {
    estate: "layerwerk",
    origin: "storefront-api",
    cat: "configuration",
    hints: ["config", "invalid url", "env", "undefined", "configuration"],
    sev: "high",
    note: "right after its release storefront-api builds quote URLs from a missing QUOTE_ENGINE_URL variable and every quote request fails with Invalid URL.",
    mode: "loud",
    rate: 0.6,
    o: [
      [
        "error",
        "POST /api/v3/quotes failed: Invalid URL",
        `TypeError: Invalid URL
    at new URL (node:internal/url:816:29)
    at QuoteClient.create (/app/dist/clients/quote.js:22:21)
    at async createQuote (/app/dist/routes/quotes.js:48:17)
  code: 'ERR_INVALID_URL',
  input: 'undefined/v2/quotes'`,
      ],
      ["error", "POST /api/v3/quotes 500 {ms}ms"],
    ],
    pre: [
      [-40, "info", "SIGTERM received, draining connections"],
      [-32, "info", "storefront-api@5.32.0 listening on :8080 (NODE_ENV=production)"],
      [-31, "warn", "config: QUOTE_ENGINE_URL not set, falling back to default"],
    ],
    chain: [],
    keep: 0.8,
  },
  {
    estate: "millforge",
    origin: "edge-gw",
    cat: "configuration",
    hints: ["config", "upstream", "route", "configuration", "port"],
    sev: "high",
    note: "a route config reload on edge-gw points the quotes upstream at port 8081, where instaquote does not listen; every quote request fails with connection refused while instaquote itself stays healthy.",
    mode: "loud",
    rate: 0.6,
    o: [
      ["error", 'proxy error upstream=instaquote err="dial tcp {ip}:8081: connect: connection refused"'],
      ["error", "access method=POST path=/v1/quotes status=502 upstream=instaquote dur={ms}ms"],
    ],
    pre: [
      [-15, "info", "config watcher: routes.yaml changed (sha256 3f9e0a...c1), reloading"],
      [-14, "info", "routes reloaded: 14 routes, upstream instaquote -> instaquote.millforge.svc:8081"],
    ],
    chain: [],
    keep: 1,
    drop: [
      ["edge-gw", "upstream=instaquote"],
      ["instaquote", "QuoteService"],
      ["dfm-check", "dfm "],
    ],
  },
  {
    estate: "fabloop",
    origin: "slice-pool",
    cat: "configuration",
    hints: ["config", "profile", "key", "not found", "configuration"],
    sev: "medium",
    note: "after a printer-profile config push, slice-pool fails to load the XL profiles (missing key) and every XL slice job fails.",
    mode: "loud",
    rate: 0.35,
    o: [
      [
        "error",
        "[slice] job {job}: failed to load profile 'prusa-xl-0.6-petg': key 'max_volumetric_speed' not found in [filament:PETG-XL]",
      ],
      ["error", "[slice] job {job}: aborted, exit code 3"],
    ],
    pre: [
      [-20, "info", "[config] profiles bundle 2026.10.2 received (214 profiles), hot-reloading"],
      [-19, "warn", "[config] 11 profiles failed validation, keeping them registered"],
    ],
    chain: [
      ["print-queue", "5xx"],
      ["mesh-doctor", "5xx"],
    ],
    storm: ["print-queue", "slice-pool", 2],
    keep: 0.6,
  },
  {
    estate: "partsmith",
    origin: "payments",
    cat: "configuration",
    hints: ["config", "placeholder", "property", "bind", "configuration"],
    sev: "high",
    note: "a payments release fails to start because a required property cannot be resolved; the new pods crash-loop, the old ones are gone and portal checkouts get 503.",
    mode: "quiet",
    rate: 0.5,
    o: [],
    pre: [
      [
        -30,
        "info",
        "o.s.b.w.e.tomcat.GracefulShutdown - Commencing graceful shutdown. Waiting for active requests to complete",
      ],
      [-5, "info", "c.p.pay.PaymentsApplication - Starting PaymentsApplication v5.6.0 using Java 21.0.4 with PID 1"],
      [
        -2,
        "error",
        "o.s.boot.SpringApplication - Application run failed",
        `org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'gatewayClient': Injection of autowired dependencies failed
\tat org.springframework.beans.factory.annotation.AutowiredAnnotationBeanPostProcessor.postProcessProperties(AutowiredAnnotationBeanPostProcessor.java:515)
Caused by: java.lang.IllegalArgumentException: Could not resolve placeholder 'payments.gateway.webhook-secret' in value "\${payments.gateway.webhook-secret}"
\tat org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)
\t... 42 common frames omitted`,
      ],
      [60, "info", "c.p.pay.PaymentsApplication - Starting PaymentsApplication v5.6.0 using Java 21.0.4 with PID 1"],
      [
        63,
        "error",
        `o.s.boot.SpringApplication - Application run failed: Could not resolve placeholder 'payments.gateway.webhook-secret' in value "\${payments.gateway.webhook-secret}"`,
      ],
      [150, "info", "c.p.pay.PaymentsApplication - Starting PaymentsApplication v5.6.0 using Java 21.0.4 with PID 1"],
      [
        153,
        "error",
        `o.s.boot.SpringApplication - Application run failed: Could not resolve placeholder 'payments.gateway.webhook-secret' in value "\${payments.gateway.webhook-secret}"`,
      ],
    ],
    chain: [
      ["portal", "refused", "payments"],
      ["portal", "edge", "payments"],
    ],
    edge: ["POST /orders", 503],
    keep: 0,
  },
  // ---------------- dependency
  {
    estate: "layerwerk",
    origin: "printer-telemetry",
    cat: "dependency",
    hints: ["mqtt", "broker", "unavailable", "connection refused", "dependency"],
    sev: "medium",
    note: "the MQTT broker the printers publish to goes down; printer-telemetry loses its connection and farm-scheduler dispatches blind and then stops.",
    mode: "loud",
    rate: 0.3,
    o: [
      ["error", "mqtt: connection lost: EOF (broker tcp://mqtt-farm:1883)"],
      ["error", "mqtt: reconnect to tcp://mqtt-farm:1883 failed: dial tcp {ip}:1883: connect: connection refused"],
      ["warn", "no telemetry for 48 printers for {n}s"],
    ],
    chain: [["farm-scheduler", "5xx"]],
    storm: ["farm-scheduler", "printer-telemetry", 2],
    keep: 0,
  },
  {
    estate: "millforge",
    origin: "order-ledger",
    cat: "dependency",
    hints: ["503", "service unavailable", "tax", "vendor", "circuit", "dependency"],
    sev: "high",
    note: "the external sales-tax provider order-ledger calls returns 503, its circuit breaker opens and no order can be created.",
    mode: "loud",
    rate: 0.45,
    o: [
      [
        "error",
        "Tax calculation for {ord} failed: System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable). (POST https://rest.avatax.com/api/v2/transactions/create)",
      ],
      [
        "warn",
        "Execution attempt. Source: 'avatax-standard//Standard-Retry', Operation Key: '', Result: '503', Handled: 'True', Attempt: '2', Execution Time: {ms}ms",
      ],
      [
        "error",
        "Tax calculation for {ord} failed: Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
      ],
    ],
    pre: [[8, "warn", "Circuit breaker opened for avatax-standard, break duration 00:00:30"]],
    chain: [["edge-gw", "edge"]],
    edge: ["POST /v1/orders", 502],
    keep: 0.3,
  },
  {
    estate: "fabloop",
    origin: "spool-tracker",
    cat: "dependency",
    hints: ["redis", "cannotconnect", "connection refused", "dependency"],
    sev: "medium",
    note: "the Redis instance spool-tracker keeps reservations in becomes unreachable; every reservation fails and print-queue retries.",
    mode: "loud",
    rate: 0.4,
    o: [
      [
        "error",
        "Redis::CannotConnectError (Error connecting to Redis on redis-spools:6379 (Errno::ECONNREFUSED)):",
        `redis-client (0.22.2) lib/redis_client/ruby_connection.rb:137:in 'rescue in connect'
redis (5.2.0) lib/redis/client.rb:71:in 'call_v'
app/services/reservation.rb:31:in 'reserve!'
app/controllers/reservations_controller.rb:12:in 'create'`,
      ],
      ["error", "Completed 500 Internal Server Error in {ms}ms"],
    ],
    chain: [
      ["print-queue", "5xx"],
      ["web-bff", "edge", "print-queue"],
    ],
    edge: ["POST /bff/orders", 502],
    storm: ["print-queue", "spool-tracker", 3],
    keep: 0.3,
  },
  {
    estate: "partsmith",
    origin: "doc-render",
    cat: "dependency",
    hints: ["gotenberg", "503", "unavailable", "dependency", "pdf"],
    sev: "medium",
    note: "the Gotenberg PDF engine doc-render converts through starts answering 503, so no shipping paperwork can be produced.",
    mode: "loud",
    rate: 0.3,
    o: [
      [
        "error",
        "render commercial-invoice {ord} failed: gotenberg responded 503 Service Unavailable",
        `Error: gotenberg responded 503 Service Unavailable
    at GotenbergClient.convert (/app/src/gotenberg.js:61:13)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async renderDocument (/app/src/render.js:29:18)`,
      ],
      ["warn", "gotenberg health check failed: GET http://gotenberg:3000/health -> 503"],
    ],
    chain: [
      ["freight-svc", "5xx"],
      ["portal", "edge", "freight-svc"],
    ],
    edge: ["POST /shipments", 502],
    keep: 0.2,
  },
  // ---------------- memory
  {
    estate: "layerwerk",
    origin: "qc-vision",
    cat: "memory",
    hints: ["memory", "allocate", "oom", "memoryerror"],
    sev: "medium",
    note: "qc-vision runs out of memory on high-resolution photo sets (numpy cannot allocate), workers die and restart, and inspections back up.",
    mode: "loud",
    rate: 0.2,
    o: [
      [
        "error",
        "inspection of {job} failed",
        `Traceback (most recent call last):
  File "/app/qc/worker.py", line 77, in inspect
    stack = load_photo_stack(paths)
  File "/app/qc/imaging.py", line 41, in load_photo_stack
    return np.stack([np.asarray(Image.open(p), dtype=np.float32) for p in paths])
numpy.core._exceptions._ArrayMemoryError: Unable to allocate 3.41 GiB for an array with shape (6, 8192, 6144, 3) and data type float32`,
      ],
      ["error", "[CRITICAL] WORKER TIMEOUT (pid:{pid})"],
      ["error", "Worker (pid:{pid}) was sent SIGKILL! Perhaps out of memory?"],
      ["info", "Booting worker with pid: {pid}"],
    ],
    chain: [["storefront-api", "5xx"]],
    keep: 0.3,
  },
  {
    estate: "millforge",
    origin: "instaquote",
    cat: "memory",
    hints: ["outofmemory", "heap", "memory", "gc"],
    sev: "high",
    note: "instaquote's heap fills up (long GC pauses, then OutOfMemoryError: Java heap space) and quoting stalls for all customers.",
    mode: "loud",
    rate: 0.35,
    o: [
      [
        "error",
        "o.a.c.c.C.[.[.[/].[dispatcherServlet] - Servlet.service() for servlet [dispatcherServlet] threw exception",
        `java.lang.OutOfMemoryError: Java heap space
\tat java.base/java.util.Arrays.copyOf(Arrays.java:3541)
\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)
\tat com.millforge.quote.geometry.FeatureGraph.expand(FeatureGraph.java:214)
\tat com.millforge.quote.QuoteService.quote(QuoteService.java:88)`,
      ],
      ["warn", "[gc] GC(4{n}) Pause Full (G1 Compaction Pause) 3989M->3971M(4096M) {slow}.412ms"],
    ],
    pre: [[-60, "warn", "[gc] GC(3811) To-space exhausted"]],
    chain: [
      ["edge-gw", "edge"],
      ["edge-gw", "timeout", "instaquote"],
    ],
    edge: ["POST /v1/quotes", 504],
    keep: 0.3,
  },
  {
    estate: "fabloop",
    origin: "web-bff",
    cat: "memory",
    hints: ["heap", "memory", "allocation failed", "out of memory"],
    sev: "high",
    note: "web-bff's Node heap grows until V8 aborts with JavaScript heap out of memory; it restarts repeatedly and the shop is intermittently down.",
    mode: "loud",
    rate: 0.25,
    o: [
      ["error", "request completed method=GET url=/bff/quotes/{q} statusCode=503 responseTime={slow}"],
      ["warn", "event loop lag {slow}ms exceeds 1000ms, shedding load"],
      ["error", "request completed method=POST url=/bff/uploads statusCode=503 responseTime={slow}"],
    ],
    pre: [
      [
        30,
        "fatal",
        "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
        `<--- Last few GCs --->

[1:0x6b2f3c0]  3412881 ms: Mark-Compact 2034.1 (2083.4) -> 2031.8 (2084.1) MB, 1822.40 / 0.00 ms  (average mu = 0.109, current mu = 0.012) allocation failure; scavenge might not succeed

<--- JS stacktrace --->

 1: 0xb8ced1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]
 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]
 3: 0x11144b5 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]`,
      ],
      [38, "info", "web-bff@8.4.1 listening on :8080 (NODE_ENV=production)"],
      [
        200,
        "fatal",
        "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
        ` 1: 0xb8ced1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]
 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]`,
      ],
      [209, "info", "web-bff@8.4.1 listening on :8080 (NODE_ENV=production)"],
    ],
    chain: [],
    keep: 0.5,
  },
  {
    estate: "partsmith",
    origin: "cam-toolpath",
    cat: "memory",
    hints: ["bad_alloc", "memory", "allocation", "oom"],
    sev: "medium",
    note: "cam-toolpath throws std::bad_alloc on large 5-axis parts and the process aborts and restarts, failing quote-svc's requests.",
    mode: "loud",
    rate: 0.25,
    o: [
      ["error", "toolpath {q}: voxel grid allocation of 11.2 GiB failed: std::bad_alloc"],
      ["fatal", "terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc"],
      ["info", "cam-toolpath 4.2.0 started, 8 worker threads"],
    ],
    chain: [
      ["quote-svc", "reset", "cam-toolpath"],
      ["portal", "edge", "quote-svc"],
    ],
    edge: ["POST /rfq", 502],
    keep: 0.4,
  },
  // ---------------- disk
  {
    estate: "layerwerk",
    origin: "slicer-svc",
    cat: "disk",
    hints: ["no space", "disk", "enospc", "device"],
    sev: "high",
    note: "slicer-svc's scratch volume fills up with G-code and every slice fails with no space left on device.",
    mode: "loud",
    rate: 0.4,
    o: [
      ["error", "slice job={job} failed: write /var/lib/slicer/work/{job}.gcode: no space left on device"],
      ["warn", "scratch cleanup skipped: open /var/lib/slicer/work/.lock: no space left on device"],
    ],
    pre: [[-90, "warn", "disk usage /var/lib/slicer 94% (threshold 90%)"]],
    chain: [
      ["quote-engine", "5xx"],
      ["farm-scheduler", "5xx"],
    ],
    storm: ["farm-scheduler", "slicer-svc", 2],
    keep: 0.2,
  },
  {
    estate: "millforge",
    origin: "cad-ingest",
    cat: "disk",
    hints: ["no space", "errno 28", "disk", "oserror"],
    sev: "medium",
    note: "cad-ingest's /scratch volume is full and every CAD conversion fails with OSError Errno 28.",
    mode: "loud",
    rate: 0.4,
    o: [
      [
        "error",
        "conversion failed for upload {hex}",
        `Traceback (most recent call last):
  File "/app/cad_ingest/convert.py", line 93, in convert
    shutil.copyfileobj(src, dst, length=1 << 20)
  File "/usr/local/lib/python3.12/shutil.py", line 200, in copyfileobj
    fdst_write(buf)
OSError: [Errno 28] No space left on device: '/scratch/{hex}.step'`,
      ],
    ],
    chain: [
      ["edge-gw", "edge"],
      ["instaquote", "5xx"],
    ],
    edge: ["POST /v1/cad", 500],
    keep: 0.2,
  },
  {
    estate: "fabloop",
    origin: "octo-bridge",
    cat: "disk",
    hints: ["read-only", "file system", "errno 30", "disk"],
    sev: "medium",
    note: "octo-bridge's volume is remounted read-only and it can no longer stage G-code files, so print dispatch fails.",
    mode: "loud",
    rate: 0.35,
    o: [
      [
        "error",
        "printer {printer}: staging {job}.gcode failed: [Errno 30] Read-only file system: '/data/gcode/{job}.gcode'",
      ],
      ["error", "state snapshot not saved: OSError: [Errno 30] Read-only file system: '/data/state.json.tmp'"],
    ],
    chain: [["print-queue", "5xx"]],
    storm: ["print-queue", "octo-bridge", 2],
    keep: 0.5,
  },
  {
    estate: "partsmith",
    origin: "cmm-reports",
    cat: "disk",
    hints: ["no space", "disk", "ioexception", "device"],
    sev: "medium",
    note: "cmm-reports' data volume fills up and writing measurement PDFs fails with IOException: No space left on device.",
    mode: "loud",
    rate: 0.25,
    o: [
      [
        "error",
        "Storing CMM report for {job} failed",
        `System.IO.IOException: No space left on device : '/data/reports/{job}.pdf'
   at System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan\`1 buffer, Int64 fileOffset)
   at System.IO.Strategies.BufferedFileStreamStrategy.FlushWrite()
   at Partsmith.Cmm.ReportStore.SaveAsync(CmmReport report) in /src/Cmm/ReportStore.cs:line 41`,
      ],
    ],
    chain: [["jobs-board", "5xx"]],
    keep: 0.3,
  },
  // ---------------- unknown
  {
    estate: "layerwerk",
    origin: "mesh-repair",
    cat: "unknown",
    hints: ["crash", "unavailable", "unknown", "restart", "exit"],
    sev: "high",
    note: "mesh-repair stops logging and restarts repeatedly without saying why; quote-engine gets connection refusals and quotes for non-watertight meshes fail.",
    mode: "quiet",
    rate: 0.4,
    o: [],
    pre: [
      [95, "info", "mesh-repair 3.4.0 started, 8 worker threads"],
      [210, "info", "mesh-repair 3.4.0 started, 8 worker threads"],
    ],
    chain: [
      ["quote-engine", "refused"],
      ["storefront-api", "edge", "quote-engine"],
    ],
    edge: ["POST /api/v3/quotes", 502],
    storm: ["quote-engine", "mesh-repair", 3],
    keep: 0,
  },
  {
    estate: "millforge",
    origin: "shop-matcher",
    cat: "unknown",
    hints: ["internal", "unknown", "500", "error"],
    sev: "medium",
    note: "shop-matcher starts answering most match requests with a bare internal error and no further detail.",
    mode: "loud",
    rate: 0.4,
    o: [
      ["error", "match order={ord} failed: internal error"],
      ["error", "http: POST /v1/match status=500 dur={ms}ms"],
    ],
    chain: [["order-ledger", "5xx"]],
    storm: ["order-ledger", "shop-matcher", 2],
    keep: 0.3,
  },
  {
    estate: "fabloop",
    origin: "accounts",
    cat: "unknown",
    hints: ["exit", "crash", "unknown", "restart"],
    sev: "high",
    note: "accounts keeps exiting with code 1 with no error before it and restarts; sessions cannot be refreshed and web-bff returns 502.",
    mode: "quiet",
    rate: 0.4,
    o: [],
    pre: [
      [1, "error", "process exited with code 1"],
      [12, "info", "accounts@4.0.3 listening on :8080 (NODE_ENV=production)"],
      [75, "error", "process exited with code 1"],
      [88, "info", "accounts@4.0.3 listening on :8080 (NODE_ENV=production)"],
      [160, "error", "process exited with code 1"],
    ],
    chain: [
      ["web-bff", "refused", "accounts"],
      ["web-bff", "edge", "accounts"],
    ],
    edge: ["GET /bff/account", 502],
    keep: 0,
  },
  {
    estate: "partsmith",
    origin: "payments",
    cat: "unknown",
    hints: ["unexpected", "unknown", "500", "charge"],
    sev: "high",
    note: "payments fails most charges with an unexpected-error log line and no exception details; portal checkouts get 500.",
    mode: "loud",
    rate: 0.35,
    o: [
      ["error", "c.p.pay.ChargeController - unexpected error processing charge {ord}"],
      ["info", "c.p.pay.ChargeController - charge {ord} result=FAILED code=internal"],
    ],
    chain: [
      ["portal", "5xx", "payments"],
      ["portal", "edge", "payments"],
    ],
    edge: ["POST /orders", 500],
    keep: 0.3,
  },
];
