// The 52 failures of holdout122: four per category, one per estate, written as each runtime really logs them.
import type { Symptom } from "./callers.js";
import type { Level } from "./formats.js";

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

export interface Tpl {
  level: Level;
  msg: string;
  exc?: string; // exception class: a stack in the origin's runtime style follows the line
  emsg?: string;
  frames?: string[];
}

export interface Spec {
  cat: Category;
  estate: number; // index into ESTATES
  origin: string;
  mode: "loud" | "warn" | "quiet";
  sym: Symptom;
  code?: number;
  failRate: number;
  first?: Tpl[];
  onReq: Tpl[];
  periodic?: Tpl[];
  every?: number;
  breaker?: boolean;
  hints: string[];
  sev: "medium" | "high";
  note: string;
}

const E = (msg: string, exc?: string, emsg?: string, frames?: string[]): Tpl => ({
  level: "error",
  msg,
  exc,
  emsg,
  frames,
});
const W = (msg: string): Tpl => ({ level: "warn", msg });
const I = (msg: string): Tpl => ({ level: "info", msg });

export const SPECS: readonly Spec[] = [
  // authentication
  {
    cat: "authentication",
    estate: 0,
    origin: "payments-svc",
    mode: "loud",
    sym: "5xx",
    code: 502,
    failRate: 1,
    first: [I("Secrets refreshed from AWS Secrets Manager: payments/stripe (version AWSPENDING -> AWSCURRENT)")],
    onReq: [
      E(
        "Deposit authorisation failed for job {job}",
        "com.stripe.exception.AuthenticationException",
        "Invalid API Key provided: rk_live_********************3fa1; request-id: req_{id}",
        ["StripeGateway.authorize", "DepositService.collect", "DepositController.create"],
      ),
    ],
    hints: ["authentication", "api key", "stripe", "credential"],
    sev: "high",
    note: "After a secret rotation payments-svc sends a revoked Stripe restricted key, every deposit fails and booking-web returns 502s.",
  },
  {
    cat: "authentication",
    estate: 1,
    origin: "doc-vault",
    mode: "loud",
    sym: "5xx",
    code: 500,
    failRate: 1,
    onReq: [
      E(
        "put object transferees/T-{n}{n}/offer-letter.pdf: operation error S3: PutObject, https response error StatusCode: 403, RequestID: {id}, api error ExpiredToken: The provided token has expired.",
      ),
    ],
    periodic: [
      W(
        "aws credentials refresh failed: WebIdentityErr: failed to retrieve credentials caused by: InvalidIdentityToken: Token expired: current date/time is later than exp",
      ),
    ],
    every: 30,
    hints: ["token", "credential", "expired", "authentication"],
    sev: "high",
    note: "doc-vault's web-identity credentials stop refreshing, S3 answers ExpiredToken and document uploads through transferee-hub fail.",
  },
  {
    cat: "authentication",
    estate: 2,
    origin: "storage-ledger",
    mode: "loud",
    sym: "5xx",
    code: 500,
    failRate: 1,
    first: [
      W(
        "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@{id} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
      ),
    ],
    onReq: [
      E(
        "HikariPool-1 - Exception during pool initialization.",
        "org.postgresql.util.PSQLException",
        'FATAL: password authentication failed for user "ledger_rw"',
        ["VaultChargeRepository.findByVault", "StorageQueryService.vault", "StorageController.get"],
      ),
    ],
    hints: ["password", "authentication", "credential", "psql"],
    sev: "high",
    note: "The database password of storage-ledger is rotated without the app picking it up; new pool connections fail password authentication and tm-api gets 500s.",
  },
  {
    cat: "authentication",
    estate: 3,
    origin: "mailer",
    mode: "loud",
    sym: "none",
    failRate: 1,
    onReq: [
      E(
        "Job raised exception: Net::SMTPAuthenticationError",
        "Net::SMTPAuthenticationError",
        "535-5.7.8 Username and Password not accepted. For more information, go to https://support.google.com/mail/?p=BadCredentials",
        ["smtp.authenticate", "booking_mailer.confirmation"],
      ),
    ],
    periodic: [W("Sidekiq retry set size 1{n} (mailers)")],
    every: 40,
    hints: ["smtp", "authentication", "password", "credential"],
    sev: "medium",
    note: "mailer's SMTP relay rejects its app password, every confirmation and receipt mail fails and piles up in the Sidekiq retry set.",
  },
  // authorization
  {
    cat: "authorization",
    estate: 0,
    origin: "sit-warehouse",
    mode: "warn",
    sym: "4xx",
    code: 403,
    failRate: 0.9,
    first: [I("Application started. Hosting environment: Production; Content root path: /app (build 2026.06.{n})")],
    onReq: [
      W(
        "Authorization failed. These requirements were not met: RolesAuthorizationRequirement:User.IsInRole must be true for one of the following roles: (WarehouseClerk|SitAdmin)",
      ),
    ],
    hints: ["authorization", "forbidden", "role", "403"],
    sev: "medium",
    note: "A sit-warehouse build requires a new role claim the driver and claims tokens lack, so check-ins answer 403 and callers surface errors.",
  },
  {
    cat: "authorization",
    estate: 1,
    origin: "fx-payouts",
    mode: "loud",
    sym: "5xx",
    code: 500,
    failRate: 1,
    onReq: [
      E(
        "payout PO-{n}{n} failed while decrypting beneficiary bank details",
        "botocore.exceptions.ClientError",
        "An error occurred (AccessDeniedException) when calling the Decrypt operation: User: arn:aws:sts::4120{n}{n}:assumed-role/fx-payouts-prod/botocore-session-{id} is not authorized to perform: kms:Decrypt on resource: arn:aws:kms:us-east-1:4120{n}{n}:key/{id} because no identity-based policy allows the kms:Decrypt action",
        ["kms.decrypt", "payouts.build_instruction", "api.create_payout"],
      ),
    ],
    hints: ["accessdenied", "authorization", "kms", "not authorized", "permission"],
    sev: "high",
    note: "fx-payouts loses kms:Decrypt on its role, every expense payout fails with AccessDenied and expense-reimb reports 500s.",
  },
  {
    cat: "authorization",
    estate: 2,
    origin: "crew-clock",
    mode: "loud",
    sym: "4xx",
    code: 403,
    failRate: 0.85,
    onReq: [
      E(
        "Pundit::NotAuthorizedError (not allowed to TimesheetPolicy#punch? this Timesheet)",
        "Pundit::NotAuthorizedError",
        "not allowed to TimesheetPolicy#punch? this Timesheet",
        ["timesheets_controller.punch", "application_controller.authorize"],
      ),
    ],
    hints: ["authorization", "notauthorized", "pundit", "forbidden", "policy"],
    sev: "medium",
    note: "A policy change in crew-clock denies punches to movers, tm-api logs 403s and crews cannot clock in.",
  },
  {
    cat: "authorization",
    estate: 3,
    origin: "inventory-photos",
    mode: "loud",
    sym: "5xx",
    code: 500,
    failRate: 1,
    onReq: [
      E(
        "upload failed for booking BK-{n}{n}",
        "google.api_core.exceptions.Forbidden",
        "403 POST https://storage.googleapis.com/upload/storage/v1/b/bb-inventory-photos/o?uploadType=multipart: inventory-photos@bb-prod.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).",
        ["gcs.put", "photos.store", "routes.upload"],
      ),
    ],
    hints: ["forbidden", "permission", "authorization", "403", "denied"],
    sev: "high",
    note: "inventory-photos' service account loses object-create on the photo bucket, uploads and claim photo checks fail with 403 from GCS.",
  },
  // database
  {
    cat: "database",
    estate: 0,
    origin: "crew-scheduler",
    mode: "loud",
    sym: "5xx",
    code: 500,
    failRate: 0.9,
    first: [W("HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=58s).")],
    onReq: [
      E(
        "Failed to assign crew for job {job}",
        "org.springframework.jdbc.CannotGetJdbcConnectionException",
        "Failed to obtain JDBC Connection; nested exception is java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=113)",
        ["CrewSlotRepository.lockSlots", "AssignmentService.assign", "AssignmentController.create"],
      ),
    ],
    periodic: [W("HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting={n})")],
    every: 10,
    hints: ["connection", "pool", "hikari", "jdbc", "database"],
    sev: "high",
    note: "crew-scheduler's connection pool is held by slot-locking transactions, bookings wait 30 s for a connection and booking-web returns 500s.",
  },
  {
    cat: "database",
    estate: 1,
    origin: "move-orders",
    mode: "loud",
    sym: "5xx",
    code: 500,
    failRate: 1,
    first: [
      E("HHH000247: ErrorCode: 0, SQLState: 57P01"),
      E("FATAL: terminating connection due to administrator command"),
    ],
    onReq: [
      E(
        "Could not open JPA EntityManager for transaction",
        "org.postgresql.util.PSQLException",
        "FATAL: the database system is in recovery mode",
        ["MoveOrderRepository.save", "MoveOrderService.authorize", "MoveOrderController.create"],
      ),
    ],
    hints: ["database", "postgres", "psql", "recovery", "sql"],
    sev: "high",
    note: "The Postgres primary behind move-orders restarts into recovery, every order read and write fails and portal-gateway returns 500s.",
  },
  {
    cat: "database",
    estate: 2,
    origin: "estimator",
    mode: "loud",
    sym: "5xx",
    code: 500,
    failRate: 0.8,
    onReq: [
      E(
        "Exception on /estimates [POST]",
        "sqlalchemy.exc.OperationalError",
        '(psycopg2.OperationalError) connection to server at "estimator-db" (10.3.1.20), port 5432 failed: FATAL:  sorry, too many clients already',
        ["db.execute", "estimates.build", "views.create_estimate"],
      ),
    ],
    hints: ["database", "too many", "connection", "psycopg2", "operationalerror"],
    sev: "high",
    note: "estimator exhausts its Postgres connection slots, most estimate requests fail and tm-api's retries add load.",
  },
  {
    cat: "database",
    estate: 3,
    origin: "billing-core",
    mode: "warn",
    sym: "5xx",
    code: 500,
    failRate: 0.5,
    onReq: [
      W(
        "SQL Error: 1213, SQLState: 40001 - Deadlock found when trying to get lock; try restarting transaction (invoice_lines)",
      ),
      W(
        "Transaction rolled back for invoice INV-{n}{n}: MySQLTransactionRollbackException: Deadlock found when trying to get lock; try restarting transaction",
      ),
    ],
    hints: ["deadlock", "database", "sql", "mysql", "transaction"],
    sev: "medium",
    note: "A new autopay batch in billing-core deadlocks against payments on invoice_lines; billing-core only warns while half of the payments fail at bb-edge.",
  },
  // network
  {
    cat: "network",
    estate: 0,
    origin: "fleet-dispatch",
    mode: "loud",
    sym: "5xx",
    code: 502,
    failRate: 0.95,
    onReq: [
      E("publish stop update failed: dial tcp: lookup telematics-gw.haulwell.internal on 172.20.0.10:53: no such host"),
      E(
        "eta refresh failed truck=TR-{n}: dial tcp: lookup telematics-gw.haulwell.internal on 172.20.0.10:53: read udp 10.1.4.{n}:4{n}->172.20.0.10:53: i/o timeout",
      ),
    ],
    hints: ["dns", "lookup", "network", "no such host"],
    sev: "high",
    note: "Name resolution from fleet-dispatch's nodes breaks, its calls to the telematics gateway fail and driver stop updates return 502.",
  },
  {
    cat: "network",
    estate: 1,
    origin: "vendor-bridge",
    mode: "loud",
    sym: "5xx",
    code: 502,
    failRate: 0.9,
    onReq: [
      E(
        'tender to carrier failed carrier=atlas-agent-{n}: Post "https://edi.atlasnet.example/tender": read tcp 10.4.2.{n}:5{n}->52.8.14.{n}:443: read: connection reset by peer',
      ),
      E(
        'tender to carrier failed carrier=united-agent-{n}: Post "https://api.unitedvan.example/v2/orders": net/http: TLS handshake timeout',
      ),
    ],
    hints: ["reset", "connection", "tls", "network", "handshake"],
    sev: "high",
    note: "The egress path of vendor-bridge starts resetting and stalling TLS connections to every carrier, so move orders cannot be tendered.",
  },
  {
    cat: "network",
    estate: 2,
    origin: "sms-relay",
    mode: "warn",
    sym: "5xx",
    code: 502,
    failRate: 0.8,
    onReq: [
      W("carrier gateway send failed: Error: read ECONNRESET (smpp.tandem-sms.example:2775), requeue"),
      W("carrier gateway send failed: Error: connect ETIMEDOUT 185.23.1.{n}:2775, requeue"),
    ],
    periodic: [W("smpp session lost: socket closed by peer, reconnecting in 5s")],
    every: 20,
    hints: ["econnreset", "reset", "network", "socket", "etimedout"],
    sev: "medium",
    note: "sms-relay's SMPP link to the carrier keeps resetting; it only warns while deposit and release notifications fail at callers.",
  },
  {
    cat: "network",
    estate: 3,
    origin: "driver-sync",
    mode: "loud",
    sym: "5xx",
    code: 503,
    failRate: 1,
    onReq: [
      E("stop update failed", "Error", "getaddrinfo EAI_AGAIN redis-sessions.bb-prod.svc.cluster.local", [
        "GetAddrInfoReqWrap.onlookup",
        "RedisSession.load",
      ]),
    ],
    hints: ["eai_again", "dns", "getaddrinfo", "network"],
    sev: "high",
    note: "driver-sync cannot resolve its session store host (EAI_AGAIN), so every driver stop update fails with 503 at bb-edge.",
  },
  // timeout
  {
    cat: "timeout",
    estate: 0,
    origin: "quote-engine",
    mode: "loud",
    sym: "timeout",
    failRate: 0.85,
    onReq: [
      E("[CRITICAL] WORKER TIMEOUT (pid:{n}{n})"),
      W("slow request: POST /price took 31{n}ms (linehaul tariff lookup)"),
    ],
    periodic: [I("Booting worker with pid: {n}{n}")],
    every: 12,
    hints: ["timeout", "worker timeout", "timed out"],
    sev: "high",
    note: "quote-engine's pricing gets slow, gunicorn kills workers after the 30 s timeout and booking-web quotes time out with retries piling up.",
  },
  {
    cat: "timeout",
    estate: 1,
    origin: "policy-engine",
    mode: "warn",
    sym: "timeout",
    failRate: 0.7,
    onReq: [
      W("Rule evaluation for package PKG-{n} exceeded budget: 12{n}ms (limit 2000ms), returning partial"),
      W(
        "Did not observe any item or terminal signal within 10000ms in 'rulesFetch' (and no fallback has been configured)",
      ),
    ],
    hints: ["timeout", "exceeded", "deadline", "slow"],
    sev: "medium",
    note: "policy-engine's rule evaluation slows past its budget; it only warns while transferee-hub and expense-reimb time out waiting for it.",
  },
  {
    cat: "timeout",
    estate: 2,
    origin: "deposit-pay",
    mode: "loud",
    sym: "5xx",
    code: 504,
    failRate: 0.9,
    onReq: [
      E(
        "Deposit capture for job {job} did not complete",
        "System.Threading.Tasks.TaskCanceledException",
        "The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing. ---> System.TimeoutException: A task was canceled.",
        ["MonerisClient.CaptureAsync", "DepositService.CaptureAsync", "DepositsController.Post"],
      ),
    ],
    hints: ["timeout", "taskcanceled", "timed out", "httpclient"],
    sev: "high",
    note: "The processor stops answering in time, deposit-pay's capture calls hit the 30 s HttpClient timeout and tm-api returns 504s.",
  },
  {
    cat: "timeout",
    estate: 3,
    origin: "unit-allocator",
    mode: "quiet",
    sym: "timeout",
    failRate: 1,
    first: [
      I("acquiring allocation lock facility=F-{n} holder=batch-rebalance"),
      W("allocation lock wait 5s facility=F-{n} (held by batch-rebalance)"),
      W("allocation lock wait 15s facility=F-{n} (held by batch-rebalance)"),
    ],
    onReq: [],
    hints: ["timeout", "lock", "timed out", "wait"],
    sev: "high",
    note: "unit-allocator blocks on an allocation lock held by a rebalance batch and stops answering, booking-svc calls to it time out.",
  },
  // rate_limiting
  {
    cat: "rate_limiting",
    estate: 0,
    origin: "quote-engine",
    mode: "loud",
    sym: "5xx",
    code: 503,
    failRate: 0.75,
    onReq: [
      E(
        "distance lookup failed for quote",
        "googlemaps.exceptions._OverQueryLimit",
        "OVER_QUERY_LIMIT (You have exceeded your rate-limit for this API.)",
        ["client._request", "distance.matrix", "pricing.linehaul"],
      ),
    ],
    hints: ["rate", "limit", "quota", "over_query_limit"],
    sev: "high",
    note: "quote-engine exceeds its Maps distance-matrix quota, most quotes fail and booking-web retries them.",
  },
  {
    cat: "rate_limiting",
    estate: 1,
    origin: "vendor-bridge",
    mode: "warn",
    sym: "5xx",
    code: 503,
    failRate: 0.8,
    onReq: [
      W("carrier api throttled carrier=atlas-agent-{n} status=429 retry_after=60s order=MO-{n}{n}"),
      W("tender deferred: token bucket empty for carrier=united-agent-{n} (limit 20/min)"),
    ],
    hints: ["429", "rate", "throttl", "limit"],
    sev: "medium",
    note: "A bulk tender backfill makes carriers throttle vendor-bridge with 429s; it only warns while move-orders sees 503s.",
  },
  {
    cat: "rate_limiting",
    estate: 2,
    origin: "sms-relay",
    mode: "loud",
    sym: "5xx",
    code: 500,
    failRate: 0.8,
    onReq: [
      E("Twilio send failed", "RestException", "[HTTP 429] Unable to create record: Too Many Requests (code 20429)", [
        "TwilioClient.create",
        "SmsSender.send",
      ]),
    ],
    hints: ["429", "too many", "rate", "limit"],
    sev: "medium",
    note: "sms-relay hits the Twilio account's request limit (20429), deposit and storage-release texts fail at callers.",
  },
  {
    cat: "rate_limiting",
    estate: 3,
    origin: "billing-core",
    mode: "loud",
    sym: "5xx",
    code: 502,
    failRate: 0.85,
    first: [I("Autopay retry batch started: 4{n}{n} invoices")],
    onReq: [
      E(
        "Autopay charge failed for invoice INV-{n}{n}",
        "com.stripe.exception.RateLimitException",
        "Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.; code: rate_limit; request-id: req_{id}",
        ["StripeCharger.charge", "InvoicePaymentService.pay", "InvoiceController.pay"],
      ),
    ],
    hints: ["rate", "limit", "ratelimit", "429"],
    sev: "high",
    note: "An autopay batch in billing-core pushes it over Stripe's rate limit, live invoice payments fail with RateLimitException.",
  },
  // validation
  {
    cat: "validation",
    estate: 0,
    origin: "survey-inventory",
    mode: "warn",
    sym: "4xx",
    code: 422,
    failRate: 0.8,
    onReq: [
      W(
        "422 rejected inventory payload survey=S-{n}{n}: 1 validation error for RoomItem\nitems.{n}.cube_ft\n  Input should be greater than 0 [type=greater_than, input_value=0.0, input_type=float]",
      ),
    ],
    hints: ["validation", "validationerror", "422", "invalid"],
    sev: "medium",
    note: "A new app release sends zero-cube items, survey-inventory rejects the payloads with validation errors and quotes fail at booking-web.",
  },
  {
    cat: "validation",
    estate: 1,
    origin: "expense-reimb",
    mode: "loud",
    sym: "4xx",
    code: 400,
    failRate: 0.7,
    onReq: [
      E(
        "Expense submission rejected",
        "FluentValidation.ValidationException",
        "Validation failed: \n -- Lines[0].CurrencyCode: 'Currency Code' must be a valid ISO 4217 code. Severity: Error",
        ["SubmitExpenseValidator.Validate", "ExpenseService.SubmitAsync", "ExpensesController.Post"],
      ),
    ],
    hints: ["validation", "currency", "invalid", "iso"],
    sev: "medium",
    note: "Receipts from the new OCR vendor carry currency symbols instead of ISO codes and expense-reimb rejects most submissions.",
  },
  {
    cat: "validation",
    estate: 2,
    origin: "estimator",
    mode: "loud",
    sym: "4xx",
    code: 400,
    failRate: 0.75,
    onReq: [
      E(
        "estimate request rejected",
        "marshmallow.exceptions.ValidationError",
        "{'move_date': ['Not a valid date.'], 'rooms': {0: {'size': ['Must be one of: small, medium, large.']}}}",
        ["schemas.load", "views.create_estimate"],
      ),
    ],
    hints: ["validation", "validationerror", "invalid", "schema"],
    sev: "medium",
    note: "estimator's schema rejects the web form's new date and room-size values, most estimates fail with validation errors.",
  },
  {
    cat: "validation",
    estate: 3,
    origin: "claims-intake",
    mode: "loud",
    sym: "4xx",
    code: 422,
    failRate: 0.9,
    onReq: [
      E(
        "claim payload failed schema check",
        "jsonschema.exceptions.ValidationError",
        "'1,250.00' is not of type 'number'\n\nFailed validating 'type' in schema['properties']['items']['items']['properties']['declared_value']",
        ["validators.validate", "intake.submit"],
      ),
    ],
    hints: ["validation", "schema", "jsonschema", "type"],
    sev: "medium",
    note: "Claims now arrive with formatted declared values and claims-intake's JSON schema rejects nearly all of them.",
  },
  // null_reference
  {
    cat: "null_reference",
    estate: 0,
    origin: "claims-service",
    mode: "loud",
    sym: "5xx",
    code: 500,
    failRate: 0.7,
    onReq: [
      E("Completed 500 Internal Server Error in {ms}ms", "NoMethodError", "undefined method 'weight_lbs' for nil", [
        "claim_valuation.depreciated_value",
        "claims_controller.create",
      ]),
    ],
    hints: ["nomethod", "nil", "undefined method", "null"],
    sev: "high",
    note: "claims-service dereferences a missing inventory line for claims without survey data and returns 500 to booking-web.",
  },
  {
    cat: "null_reference",
    estate: 1,
    origin: "policy-engine",
    mode: "loud",
    sym: "5xx",
    code: 500,
    failRate: 0.6,
    onReq: [
      E(
        "Servlet.service() for servlet [dispatcherServlet] threw exception",
        "java.lang.NullPointerException",
        'Cannot invoke "com.relocaone.policy.Allowance.getCap()" because "allowance" is null',
        ["LumpSumCalculator.capFor", "PackageEvaluator.evaluate", "PolicyController.evaluate"],
      ),
    ],
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    note: "policy-engine throws a NullPointerException for packages without a lump-sum allowance, expenses and transferee pages fail.",
  },
  {
    cat: "null_reference",
    estate: 2,
    origin: "deposit-pay",
    mode: "loud",
    sym: "5xx",
    code: 500,
    failRate: 0.65,
    onReq: [
      E(
        "An unhandled exception has occurred while executing the request.",
        "System.NullReferenceException",
        "Object reference not set to an instance of an object.",
        ["DepositService.BuildReceipt", "DepositService.CaptureAsync", "DepositsController.Post"],
      ),
    ],
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "deposit-pay hits a NullReferenceException building receipts for jobs without a billing contact and returns 500s.",
  },
  {
    cat: "null_reference",
    estate: 3,
    origin: "driver-sync",
    mode: "loud",
    sym: "5xx",
    code: 500,
    failRate: 0.7,
    onReq: [
      E("unhandled error in PUT /driver/stops", "TypeError", "Cannot read properties of undefined (reading 'stopId')", [
        "StopService.markDelivered",
        "Router.handle",
      ]),
    ],
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "high",
    note: "driver-sync crashes on stop updates without a route leg (undefined stopId) and bb-edge returns 500s.",
  },
  // configuration
  {
    cat: "configuration",
    estate: 0,
    origin: "payments-svc",
    mode: "loud",
    sym: "refused",
    failRate: 1,
    first: [
      I("Starting PaymentsApplication v4.{n}.0 using Java 21.0.3 with PID 1 (config revision deposits-2026-06)"),
      E(
        "o.s.b.d.LoggingFailureAnalysisReporter : \n\n***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nFailed to bind properties under 'payments.deposit.percent' to java.math.BigDecimal:\n\n    Property: payments.deposit.percent\n    Value: \"25%\"\n    Reason: failed to convert java.lang.String to java.math.BigDecimal\n\nAction:\n\nUpdate your application's configuration",
      ),
    ],
    onReq: [],
    periodic: [
      I("Starting PaymentsApplication v4.{n}.0 using Java 21.0.3 with PID 1 (config revision deposits-2026-06)"),
      E(
        "Application run failed",
        "org.springframework.boot.context.properties.bind.BindException",
        "Failed to bind properties under 'payments.deposit.percent' to java.math.BigDecimal",
        ["ConfigurationPropertiesBinder.bind", "SpringApplication.run"],
      ),
    ],
    every: 25,
    hints: ["config", "property", "bind", "configuration"],
    sev: "high",
    note: 'A config change sets payments.deposit.percent to "25%", payments-svc fails to start in a loop and deposits get connection refused.',
  },
  {
    cat: "configuration",
    estate: 1,
    origin: "doc-vault",
    mode: "loud",
    sym: "5xx",
    code: 500,
    failRate: 1,
    first: [I("config reloaded: DOC_BUCKET=reloca-docs-prod-eu-west1 (was reloca-docs-prod-euw1)")],
    onReq: [
      E(
        "put object transferees/T-{n}{n}/lease.pdf: operation error S3: PutObject, https response error StatusCode: 404, RequestID: {id}, api error NoSuchBucket: The specified bucket does not exist",
      ),
    ],
    hints: ["config", "bucket", "nosuchbucket", "configuration"],
    sev: "high",
    note: "A config reload points doc-vault at a bucket name that does not exist, every document upload fails.",
  },
  {
    cat: "configuration",
    estate: 2,
    origin: "route-planner",
    mode: "loud",
    sym: "5xx",
    code: 500,
    failRate: 0.9,
    first: [
      I("SIGHUP received, reloading /etc/route-planner/profiles.yaml"),
      E(
        "profile 'truck_26ft' rejected: unknown key 'max_axle_load_kg' at line 14 (expected 'max_axle_kg'); profile disabled",
      ),
    ],
    onReq: [E("plan failed job={job}: no vehicle profile 'truck_26ft' loaded")],
    hints: ["config", "profile", "unknown key", "configuration"],
    sev: "high",
    note: "A reloaded profiles.yaml with a misspelt key disables route-planner's truck profile, estimates and dispatch plans fail.",
  },
  {
    cat: "configuration",
    estate: 3,
    origin: "booking-svc",
    mode: "loud",
    sym: "5xx",
    code: 500,
    failRate: 0.9,
    first: [
      I(
        "Refreshing keys for Environment: [booking.facility.timezone, booking.slot.length] (config map bb-booking v{n})",
      ),
    ],
    onReq: [
      E("Booking request failed", "java.time.zone.ZoneRulesException", "Unknown time-zone ID: US/Pacific-New", [
        "SlotCalendar.zoneFor",
        "AvailabilityService.slots",
        "BookingController.create",
      ]),
    ],
    hints: ["config", "timezone", "zone", "configuration"],
    sev: "high",
    note: "A config map update gives booking-svc an invalid facility time zone and bookings and stop updates fail.",
  },
  // dependency
  {
    cat: "dependency",
    estate: 0,
    origin: "fleet-dispatch",
    mode: "loud",
    sym: "5xx",
    code: 503,
    failRate: 0.9,
    breaker: true,
    onReq: [
      E(
        "eta refresh failed truck=TR-{n}: telematics vendor returned 503 Service Unavailable (samsara /fleet/vehicles/locations)",
      ),
      W("gobreaker: state change name=samsara from=half-open to=open"),
    ],
    hints: ["503", "unavailable", "vendor", "samsara", "dependency"],
    sev: "high",
    note: "The telematics vendor API behind fleet-dispatch returns 503s, its breaker opens and stop updates and bookings fail.",
  },
  {
    cat: "dependency",
    estate: 1,
    origin: "fx-payouts",
    mode: "loud",
    sym: "5xx",
    code: 502,
    failRate: 1,
    onReq: [
      E(
        "payout PO-{n}{n} failed: wise api POST /v3/profiles/{n}/transfers -> 502 Bad Gateway (upstream connect error or disconnect/reset before headers)",
      ),
      W("pybreaker: circuit 'wise' opened after 5 failures"),
    ],
    hints: ["502", "bad gateway", "wise", "payout provider", "dependency"],
    sev: "high",
    note: "The payout provider used by fx-payouts answers 502 for every transfer, reimbursement payouts fail.",
  },
  {
    cat: "dependency",
    estate: 2,
    origin: "crew-clock",
    mode: "loud",
    sym: "5xx",
    code: 500,
    failRate: 1,
    onReq: [
      E(
        "Completed 500 Internal Server Error in {ms}ms",
        "Redis::CannotConnectError",
        "Error connecting to Redis on redis-jobs:6379 (Errno::ECONNREFUSED)",
        ["punch_job.enqueue", "timesheets_controller.punch"],
      ),
    ],
    hints: ["redis", "cannotconnect", "dependency", "broker"],
    sev: "high",
    note: "The Redis that crew-clock enqueues punches into goes down, every punch fails with Redis::CannotConnectError.",
  },
  {
    cat: "dependency",
    estate: 3,
    origin: "booking-svc",
    mode: "loud",
    sym: "5xx",
    code: 503,
    failRate: 0.9,
    first: [
      W(
        "[Producer clientId=booking-svc-1] Connection to node 2 (kafka-2.bb-prod/10.2.0.7:9092) could not be established. Broker may not be available.",
      ),
    ],
    onReq: [
      E(
        "Failed to publish BookingCreated for BK-{n}{n}",
        "org.apache.kafka.common.errors.TimeoutException",
        "Topic bookings.events not present in metadata after 60000 ms.",
        ["BookingEventPublisher.publish", "BookingService.create", "BookingController.create"],
      ),
    ],
    periodic: [
      W(
        "[Producer clientId=booking-svc-1] Connection to node {n} (kafka-{n}.bb-prod/10.2.0.{n}:9092) could not be established. Broker may not be available.",
      ),
    ],
    every: 6,
    hints: ["kafka", "broker", "dependency", "unavailable"],
    sev: "high",
    note: "The Kafka brokers booking-svc publishes to become unreachable, bookings and stop updates fail waiting on metadata.",
  },
  // memory
  {
    cat: "memory",
    estate: 0,
    origin: "quote-engine",
    mode: "loud",
    sym: "5xx",
    code: 502,
    failRate: 0.6,
    onReq: [
      E("[ERROR] Worker (pid:{n}{n}) was sent SIGKILL! Perhaps out of memory?"),
      E("pricing failed", "MemoryError", "", ["pricing.build_tariff_matrix", "api.price"]),
    ],
    periodic: [W("rss {kb}MB above soft limit 1536MB after tariff matrix build")],
    every: 15,
    hints: ["memory", "oom", "sigkill", "memoryerror"],
    sev: "high",
    note: "quote-engine's tariff matrix grows until workers are OOM-killed, quotes fail with 502 at booking-web.",
  },
  {
    cat: "memory",
    estate: 1,
    origin: "transferee-hub",
    mode: "warn",
    sym: "5xx",
    code: 502,
    failRate: 0.5,
    onReq: [
      W(
        "PumaWorkerKiller: Out of memory. 4 workers consuming total: 39{n}.5 mb out of max: 3840 mb. Sending TERM to pid {n}{n} consuming 1{n}.3 mb.",
      ),
      W("[{n}{n}] ! Terminating timed out worker (Worker 2 failed to check in within 60 seconds)"),
    ],
    hints: ["memory", "out of memory", "worker"],
    sev: "medium",
    note: "transferee-hub workers bloat and are killed by PumaWorkerKiller; it only warns while portal-gateway gets 502s.",
  },
  {
    cat: "memory",
    estate: 2,
    origin: "storage-ledger",
    mode: "loud",
    sym: "5xx",
    code: 500,
    failRate: 0.8,
    first: [W("[gc] GC(4{n}{n}) Pause Full (G1 Compaction Pause) 1980M->1975M(2048M) 4{n}ms")],
    onReq: [
      E(
        "Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space",
        "java.lang.OutOfMemoryError",
        "Java heap space",
        ["AccrualCache.load", "StorageQueryService.vault", "StorageController.get"],
      ),
    ],
    periodic: [W("[gc] GC({n}{n}) Pause Full (G1 Compaction Pause) 2041M->2039M(2048M) 1{n}ms")],
    every: 8,
    hints: ["outofmemory", "heap", "memory", "oom"],
    sev: "high",
    note: "storage-ledger's accrual cache fills the heap, full GCs stall it and requests fail with OutOfMemoryError.",
  },
  {
    cat: "memory",
    estate: 3,
    origin: "driver-sync",
    mode: "quiet",
    sym: "refused",
    failRate: 1,
    first: [
      W(
        "<--- Last few GCs --->\n[1:0x6b1e000]   912345 ms: Mark-Compact 2041.2 (2083.4) -> 2039.8 (2083.9) MB, 1841.22 / 0.00 ms  (average mu = 0.091, current mu = 0.012) allocation failure; scavenge might not succeed",
      ),
      E(
        "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n 1: 0xb8a3c0 node::Abort() [node]\n 2: 0xa96834  [node]\n 3: 0xd5c4f0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
      ),
    ],
    onReq: [],
    hints: ["heap", "memory", "out of memory", "oom"],
    sev: "high",
    note: "driver-sync runs out of V8 heap and dies, then goes silent while bb-edge gets connection refused on every stop update.",
  },
  // disk
  {
    cat: "disk",
    estate: 0,
    origin: "sit-warehouse",
    mode: "loud",
    sym: "5xx",
    code: 500,
    failRate: 0.9,
    first: [W("Disk usage of /var/lib/sit/scans at {pct}%")],
    onReq: [
      E(
        "Failed to store check-in scan for vault V-{n}{n}",
        "System.IO.IOException",
        "No space left on device : '/var/lib/sit/scans/2026/06/V-{n}{n}.tif'",
        ["ScanStore.SaveAsync", "CheckinService.CheckInAsync", "CheckinController.Post"],
      ),
    ],
    hints: ["disk", "space", "no space", "ioexception"],
    sev: "high",
    note: "sit-warehouse's scan volume fills up, check-ins and claim lookups fail with No space left on device.",
  },
  {
    cat: "disk",
    estate: 1,
    origin: "audit-trail",
    mode: "loud",
    sym: "5xx",
    code: 500,
    failRate: 1,
    onReq: [
      E(
        "bulk index failed",
        "ResponseError",
        "cluster_block_exception: [cluster_block_exception] Reason: index [audit-2026.06] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];",
        ["Transport.request", "AuditWriter.flush"],
      ),
    ],
    hints: ["flood", "disk", "read-only", "watermark"],
    sev: "high",
    note: "The audit index audit-trail writes to hits the flood-stage disk watermark and turns read-only, expenses and documents fail on the audit step.",
  },
  {
    cat: "disk",
    estate: 2,
    origin: "crew-clock",
    mode: "loud",
    sym: "5xx",
    code: 500,
    failRate: 0.9,
    onReq: [
      E(
        "Completed 500 Internal Server Error in {ms}ms",
        "Errno::ENOSPC",
        "No space left on device @ io_write - /app/tmp/cache/timesheets/TS-{n}{n}.pdf",
        ["timesheet_pdf.render", "timesheets_controller.punch"],
      ),
    ],
    hints: ["enospc", "space", "disk", "no space"],
    sev: "high",
    note: "crew-clock's volume fills up with timesheet PDFs, punches fail with ENOSPC.",
  },
  {
    cat: "disk",
    estate: 3,
    origin: "inventory-photos",
    mode: "loud",
    sym: "5xx",
    code: 500,
    failRate: 1,
    onReq: [
      E("Exception on /photos [POST]", "OSError", "[Errno 30] Read-only file system: '/mnt/photos/spool/{id}.jpg'", [
        "spool.write",
        "photos.store",
        "routes.upload",
      ]),
    ],
    hints: ["read-only", "disk", "file system", "oserror"],
    sev: "high",
    note: "The spool volume of inventory-photos is remounted read-only, uploads and claim photo checks fail.",
  },
  // unknown
  {
    cat: "unknown",
    estate: 0,
    origin: "crew-scheduler",
    mode: "loud",
    sym: "5xx",
    code: 500,
    failRate: 0.8,
    onReq: [
      E("Assignment failed for job {job}: unexpected error (ref {id})"),
      E("Request processing failed for POST /assignments, see ref {id}"),
    ],
    hints: ["unknown", "unexpected", "error"],
    sev: "high",
    note: "crew-scheduler starts failing most assignments with an unexpected error that never names a reason.",
  },
  {
    cat: "unknown",
    estate: 1,
    origin: "move-orders",
    mode: "quiet",
    sym: "timeout",
    failRate: 1,
    onReq: [],
    hints: ["unknown", "unresponsive", "hang", "timeout"],
    sev: "high",
    note: "move-orders stops logging and answering without a word while portal-gateway and its retries time out.",
  },
  {
    cat: "unknown",
    estate: 2,
    origin: "route-planner",
    mode: "loud",
    sym: "refused",
    failRate: 0.9,
    onReq: [],
    periodic: [
      E("worker 3 exited with status 134, respawning"),
      I("route-planner 5.2.1 starting, loading graph region=GTA"),
      E("worker 1 exited with status 134, respawning"),
    ],
    every: 9,
    hints: ["unknown", "exited", "crash", "abort"],
    sev: "high",
    note: "route-planner workers keep exiting and respawning without saying why, estimates and dispatch get refused connections.",
  },
  {
    cat: "unknown",
    estate: 3,
    origin: "claims-intake",
    mode: "loud",
    sym: "5xx",
    code: 500,
    failRate: 0.85,
    onReq: [
      E("claim CLM-{n}{n} submission failed: internal error E-5001"),
      W("claim CLM-{n}{n} left in state=pending_intake"),
    ],
    hints: ["unknown", "internal", "error"],
    sev: "high",
    note: "claims-intake fails most claim submissions with an opaque internal error code.",
  },
];
