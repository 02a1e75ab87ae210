// The 52 failure scenarios of holdout127 (each estate once per category), written as each runtime logs them.
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

/** [level, template, stack template?] logged by the origin */
export type OLine = [Level, string, string?];
/** [service, level, template, stack template?] logged by a caller */
export type CLine = [string, Level, string, string?];

export interface Spec {
  estate: string;
  origin: string;
  category: Category;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** origin lines per minute once failing, and what they say */
  orate: number;
  ol: OLine[];
  /** caller lines per minute, and what they say */
  crate: number;
  cl: CLine[];
  /** louder retry storm in one caller, lines per minute */
  storm?: [number, CLine[]];
  /** the origin's INFO lines stop */
  silent?: boolean;
  /** one-off lines at seconds relative to the start */
  pre?: [number, string, Level, string][];
}

const javaAt = (frames: string[]) => frames.map((f) => `\tat ${f}`).join("\n");

export const SPECS: Spec[] = [
  // ---------------- strikezone (bowling, traced) ----------------
  {
    estate: "strikezone",
    origin: "gamecard-ledger",
    category: "authentication",
    hints: ["password", "authentication", "credential", "auth"],
    severity: "high",
    note: "gamecard-ledger's database login starts failing after its password is rotated, so top-ups and balance reads from lanes-web and arcade-bridge fail.",
    orate: 20,
    ol: [
      [
        "error",
        "HikariPool-1 - Exception during pool initialization.",
        `org.postgresql.util.PSQLException: FATAL: password authentication failed for user "gcl_app"\n${javaAt([
          "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
          "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
          "com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)",
          "com.strikezone.ledger.CardLedgerRepository.findBalance(CardLedgerRepository.java:88)",
        ])}`,
      ],
      [
        "error",
        'Request processing failed: org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection; nested exception is org.postgresql.util.PSQLException: FATAL: password authentication failed for user "gcl_app"',
      ],
    ],
    crate: 14,
    cl: [
      ["lanes-web", "error", "POST /api/v3/cards/topup 502 {ms}ms - upstream gamecard-ledger responded 500"],
      [
        "arcade-bridge",
        "warn",
        "balance lookup failed machine={machine} card={card}: gamecard-ledger: 500 Internal Server Error",
      ],
    ],
    storm: [
      40,
      [
        [
          "arcade-bridge",
          "warn",
          "tap denied machine={machine} card={card}: ledger unavailable, retry {n1}/5 backoff={ms2}ms",
        ],
      ],
    ],
    pre: [
      [
        -2,
        "gamecard-ledger",
        "info",
        "Secret refresh: datasource credentials reloaded from vault (lease sz/db/gcl_app renewed)",
      ],
    ],
  },
  {
    estate: "strikezone",
    origin: "points-svc",
    category: "authorization",
    hints: ["permission", "denied", "grant", "authoriz"],
    severity: "medium",
    note: "After a nightly role sync revokes its grants, points-svc gets permission denied on its own table and accruals and member point lookups fail.",
    orate: 14,
    ol: [
      ["error", "accrual failed member={mem}: pq: permission denied for table member_points (SQLSTATE 42501)"],
      ["error", "GET /v1/members/{mem}/points: pq: permission denied for table member_points"],
    ],
    crate: 8,
    cl: [
      ["lanes-web", "error", "GET /api/v3/members/me/points 500 {ms}ms - points-svc returned 500"],
      [
        "gamecard-ledger",
        "warn",
        "Points accrual call failed for card={card} (points-svc HTTP 500), top-up kept, will reconcile",
      ],
    ],
    pre: [[-1, "points-svc", "info", "role sync: applied 12 grant changes from access-manifest rev {n3}"]],
  },
  {
    estate: "strikezone",
    origin: "lane-booking",
    category: "database",
    hints: ["connection", "pool", "hikari", "jdbc", "sql"],
    severity: "high",
    note: "lane-booking leaks JDBC connections in a new availability query until its Hikari pool is exhausted and bookings fail.",
    orate: 18,
    ol: [
      [
        "warn",
        "Connection leak detection triggered for org.postgresql.jdbc.PgConnection@{hex} on thread http-nio-8080-exec-{n2}, stack trace follows",
        `java.lang.Exception: Apparent connection leak detected\n${javaAt([
          "com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:128)",
          "com.strikezone.booking.availability.LaneAvailabilityDao.freeLanes(LaneAvailabilityDao.java:61)",
          "com.strikezone.booking.BookingService.quote(BookingService.java:144)",
        ])}`,
      ],
      [
        "error",
        "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting={n2})",
        `java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.\n${javaAt(
          [
            "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)",
            "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)",
            "com.strikezone.booking.BookingService.confirm(BookingService.java:203)",
          ],
        )}`,
      ],
    ],
    crate: 12,
    cl: [
      ["lanes-web", "error", "POST /api/v3/bookings 504 30012ms - lane-booking did not answer in time"],
      ["party-desk", "error", "Faraday::ServerError: the server responded with status 500 (lane-booking /holds)"],
    ],
    storm: [30, [["lanes-web", "warn", "retrying POST lane-booking/bookings attempt={n1} after 500 (request {hex})"]]],
  },
  {
    estate: "strikezone",
    origin: "arcade-bridge",
    category: "network",
    hints: ["dns", "lookup", "network", "resolve"],
    severity: "high",
    note: "arcade-bridge can no longer resolve the ledger host through cluster DNS, so taps on every arcade machine are refused while other services reach the ledger fine.",
    orate: 50,
    ol: [
      [
        "error",
        'tap authorize failed machine={machine} card={card}: Post "http://gamecard-ledger.sz-prod.svc.cluster.local:8080/v1/debit": dial tcp: lookup gamecard-ledger.sz-prod.svc.cluster.local on 10.96.0.10:53: server misbehaving',
      ],
      ["warn", "machine {machine} switched to offline mode: ledger unreachable ({n2} queued taps)"],
      ["error", "balance lookup card={card}: dial tcp: lookup gamecard-ledger.sz-prod.svc.cluster.local: i/o timeout"],
    ],
    crate: 3,
    cl: [["redemption-pos", "warn", "Ticket sync from arcade-bridge is {n2}s behind; showing cached balances"]],
  },
  {
    estate: "strikezone",
    origin: "waiver-service",
    category: "timeout",
    hints: ["timeout", "timed out", "worker"],
    severity: "high",
    note: "waiver-service's signature rendering hangs and gunicorn kills its workers on timeout, so check-ins and bookings wait and fail in lanes-web and lane-booking.",
    orate: 10,
    ol: [
      ["fatal", "[CRITICAL] WORKER TIMEOUT (pid:{n4})"],
      ["error", "[ERROR] Worker (pid:{n4}) was sent SIGKILL! Perhaps out of memory?"],
      ["info", "[INFO] Booting worker with pid: {n4}"],
      [
        "error",
        "render waiver PDF booking=BK-{n6} aborted",
        'Traceback (most recent call last):\n  File "/app/waivers/render.py", line 212, in render_signed\n    pdf = weasyprint.HTML(string=html).write_pdf()\n  File "/usr/local/lib/python3.11/site-packages/gunicorn/workers/base.py", line 203, in handle_abort\n    sys.exit(1)\nSystemExit: 1',
      ],
    ],
    crate: 14,
    cl: [
      [
        "lane-booking",
        "error",
        'Waiver check for BK-{n6} failed: I/O error on GET request for "http://waiver-service/v1/waivers": Read timed out',
      ],
      ["lanes-web", "error", "POST /api/v3/checkin 504 {ms}ms - waiver-service timed out after 10000ms"],
    ],
    pre: [
      [
        -30,
        "lanes-web",
        "info",
        "config reload: feature flags refreshed (14 flags, 1 changed: checkin.printWristbands)",
      ],
    ],
  },
  {
    estate: "strikezone",
    origin: "party-desk",
    category: "rate_limiting",
    hints: ["429", "rate", "limit", "too many"],
    severity: "medium",
    note: "party-desk's SMS confirmations hit Twilio's 429 rate limit after a bulk reminder job, and party bookings stall waiting on the send.",
    orate: 24,
    ol: [
      [
        "error",
        "Twilio::REST::RestError: [HTTP 429] 20429 : Unable to create record\nToo Many Requests\nhttps://www.twilio.com/docs/errors/20429",
        "app/services/party_confirmation.rb:41:in `deliver!'\napp/jobs/party_reminder_job.rb:18:in `perform'\nactivejob (7.1.3) lib/active_job/execution.rb:68:in `block in _perform_job'",
      ],
      ["warn", "Throttled by SMS provider, Retry-After 30s; party PB-{n5} confirmation deferred"],
    ],
    crate: 5,
    cl: [["lanes-web", "warn", "POST /api/v3/parties 202 {ms}ms - confirmation pending (party-desk busy)"]],
    pre: [
      [
        -5,
        "party-desk",
        "info",
        "Performing PartyReminderJob (Job ID: {hex}) from Sidekiq(default): 1840 reminders for tomorrow",
      ],
    ],
  },
  {
    estate: "strikezone",
    origin: "redemption-pos",
    category: "validation",
    hints: ["validation", "invalid", "ticketcost"],
    severity: "medium",
    note: "A prize catalogue import leaves ticket costs at zero, and redemption-pos refuses every redemption with validation errors.",
    orate: 12,
    ol: [
      [
        "error",
        "Redemption rejected at counter {ctr} for card {card}",
        "FluentValidation.ValidationException: Validation failed: \n -- TicketCost: 'Ticket Cost' must be greater than '0'. Severity: Error\n   at FluentValidation.AbstractValidator`1.RaiseValidationException(ValidationContext`1 context, ValidationResult result)\n   at Strikezone.Redemption.Services.RedemptionService.CompleteAsync(RedemptionRequest req) in /src/Redemption/Services/RedemptionService.cs:line 77\n   at Strikezone.Redemption.Controllers.CounterController.Redeem(RedemptionRequest req) in /src/Redemption/Controllers/CounterController.cs:line 39",
      ],
    ],
    crate: 4,
    cl: [["gamecard-ledger", "warn", "Ticket hold released card={card} (redemption not completed, reason=REJECTED)"]],
    pre: [[-20, "redemption-pos", "info", "Prize catalogue import finished: 412 SKUs updated from supplier feed"]],
  },
  {
    estate: "strikezone",
    origin: "lane-orders",
    category: "null_reference",
    hints: ["typeerror", "undefined", "null"],
    severity: "high",
    note: "lane-orders crashes on orders from lanes missing in the new lane map with a TypeError, so food orders from lanes fail in lanes-web.",
    orate: 14,
    ol: [
      [
        "error",
        "unhandled error in POST /orders",
        "TypeError: Cannot read properties of undefined (reading 'stationId')\n    at routeTicket (/srv/app/dist/kitchen/router.js:44:31)\n    at OrderService.create (/srv/app/dist/orders/service.js:118:22)\n    at async /srv/app/dist/http/orders.js:27:20",
      ],
    ],
    crate: 14,
    cl: [["lanes-web", "error", "POST /api/v3/lanes/{lane}/orders 500 {ms}ms - lane-orders: Internal Server Error"]],
    pre: [[-40, "lane-orders", "info", "lane map reloaded: 32 lanes, 3 kitchen stations"]],
  },
  {
    estate: "strikezone",
    origin: "gamecard-ledger",
    category: "configuration",
    hints: ["config", "placeholder", "property"],
    severity: "high",
    note: "A new gamecard-ledger release cannot resolve a required property and fails at startup in a loop, so top-ups and taps fail.",
    orate: 6,
    silent: true,
    ol: [
      ["info", "Starting GameCardLedgerApplication v5.14.0 using Java 21.0.3 with PID 1"],
      [
        "error",
        "Application run failed",
        `java.lang.IllegalArgumentException: Could not resolve placeholder 'ledger.bonus.rules-url' in value "\${ledger.bonus.rules-url}"\n${javaAt(
          [
            "org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)",
            "org.springframework.beans.factory.support.AbstractBeanFactory.resolveEmbeddedValue(AbstractBeanFactory.java:964)",
            "org.springframework.boot.SpringApplication.run(SpringApplication.java:335)",
            "com.strikezone.ledger.GameCardLedgerApplication.main(GameCardLedgerApplication.java:12)",
          ],
        )}`,
      ],
    ],
    crate: 16,
    cl: [
      ["lanes-web", "error", "POST /api/v3/cards/topup 503 {ms}ms - no healthy upstream for gamecard-ledger"],
      [
        "arcade-bridge",
        "error",
        'tap authorize failed machine={machine}: Post "http://gamecard-ledger:8080/v1/debit": dial tcp 10.42.3.17:8080: connect: connection refused',
      ],
    ],
    pre: [[-3, "gamecard-ledger", "info", "deploy: gamecard-ledger 5.14.0 rollout started (1/3 pods)"]],
  },
  {
    estate: "strikezone",
    origin: "waiver-service",
    category: "dependency",
    hints: ["503", "upstream", "unavailable", "signwell", "vendor"],
    severity: "high",
    note: "The e-signature vendor waiver-service relies on answers 503, so waivers cannot be signed and check-ins are blocked.",
    orate: 16,
    ol: [
      [
        "error",
        "e-sign envelope create failed booking=BK-{n6}",
        'Traceback (most recent call last):\n  File "/app/waivers/esign.py", line 88, in create_envelope\n    resp.raise_for_status()\n  File "/usr/local/lib/python3.11/site-packages/requests/models.py", line 1021, in raise_for_status\n    raise HTTPError(http_error_msg, response=self)\nrequests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: https://www.signwell.com/api/v1/documents/',
      ],
      ["warn", "circuit esign-vendor OPEN after {n2} consecutive failures; failing fast for 30s"],
    ],
    crate: 12,
    cl: [
      ["lanes-web", "error", "POST /api/v3/waivers 502 {ms}ms - waiver-service: Bad Gateway"],
      ["lane-booking", "warn", "Check-in for BK-{n6} held: waivers not available"],
    ],
  },
  {
    estate: "strikezone",
    origin: "staff-rota",
    category: "disk",
    hints: ["space", "disk", "errno 28", "no space"],
    severity: "medium",
    note: "staff-rota's export volume fills up, so rota exports and shift publishing fail with no space left on device.",
    orate: 8,
    ol: [
      [
        "error",
        "Task rota.tasks.publish_open_shifts[{hex}] raised unexpected: OSError(28, 'No space left on device')",
        'Traceback (most recent call last):\n  File "/usr/local/lib/python3.12/site-packages/celery/app/trace.py", line 453, in trace_task\n    R = retval = fun(*args, **kwargs)\n  File "/app/rota/tasks.py", line 61, in publish_open_shifts\n    with open(path, "wb") as fh:\nOSError: [Errno 28] No space left on device: \'/var/lib/rota/exports/week-{n2}.pdf\'',
      ],
      ["warn", "disk usage /var/lib/rota at {n2}% (threshold 90%)"],
    ],
    crate: 4,
    cl: [["lanes-web", "error", "GET /api/v3/staff/rota 500 {ms}ms - staff-rota returned 500"]],
  },
  {
    estate: "strikezone",
    origin: "lanes-web",
    category: "memory",
    hints: ["heap", "memory", "oom"],
    severity: "high",
    note: "lanes-web grows its heap on a lane-map cache until Node aborts with JavaScript heap out of memory and restarts repeatedly.",
    orate: 3,
    ol: [
      ["warn", "event loop lag {n3}ms, heapUsed={n4}MB"],
      [
        "fatal",
        "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
        "<--- Last few GCs --->\n[1:0x6a3c7d0]   412833 ms: Mark-Compact 2011.4 (2083.7) -> 2008.9 (2084.2) MB, 1822.31 / 0.00 ms  (average mu = 0.121, current mu = 0.043) allocation failure\n 1: 0xb85bc0 node::Abort() [node]\n 2: 0xa94834  [node]\n 3: 0xd66190 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, bool) [node]",
      ],
      ["info", "lanes-web listening on :3000 (pid 1)"],
    ],
    crate: 6,
    cl: [["lane-booking", "warn", "Client lanes-web closed connection before response (BK-{n6})"]],
    pre: [[-120, "lanes-web", "warn", "event loop lag 420ms, heapUsed=1610MB"]],
  },
  {
    estate: "strikezone",
    origin: "redemption-pos",
    category: "unknown",
    hints: ["unhandled", "exception", "500", "error"],
    severity: "medium",
    note: "redemption-pos starts answering 500 to every counter request with a bare unhandled error that never says why.",
    orate: 10,
    ol: [
      ["error", "An unhandled exception has occurred while executing the request."],
      ["error", "Request POST /counter/redeem finished HTTP/1.1 500 - {ms}ms"],
    ],
    crate: 6,
    cl: [["gamecard-ledger", "warn", "Ticket hold expired card={card}: redemption-pos never confirmed"]],
  },

  // ---------------- bouncepark (trampoline parks, no ids) ----------------
  {
    estate: "bouncepark",
    origin: "notify-worker",
    category: "authentication",
    hints: ["401", "authenticat", "credential", "api key"],
    severity: "medium",
    note: "notify-worker's SMS provider credentials are revoked, so every session reminder and check-in code is rejected with 401.",
    orate: 20,
    ol: [
      [
        "error",
        "sms send failed: RestException [Error]: Authenticate",
        "RestException [Error]: Authenticate\n    at success (/app/node_modules/twilio/lib/base/Version.js:79:23)\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)\n    at async SmsSender.send (/app/src/sms.js:41:17)",
      ],
      ["warn", "sms provider answered 401 (code 20003) for template=checkin_code; message dropped after 3 attempts"],
    ],
    crate: 3,
    cl: [["kiosk-api", "warn", "POST /v1/checkin/code 200 {ms}ms - code not delivered, guest sent to desk"]],
    silent: true,
  },
  {
    estate: "bouncepark",
    origin: "waiver-vault",
    category: "authorization",
    hints: ["accessdenied", "access denied", "forbidden", "permission"],
    severity: "high",
    note: "After a bucket policy change waiver-vault is denied reading signed waivers from S3, so check-ins at the kiosks fail.",
    orate: 16,
    ol: [
      [
        "error",
        "Internal Server Error: /api/waivers/lookup",
        'Traceback (most recent call last):\n  File "/usr/local/lib/python3.11/site-packages/django/core/handlers/exception.py", line 55, in inner\n    response = get_response(request)\n  File "/app/vault/views.py", line 73, in lookup\n    obj = s3.get_object(Bucket=settings.WAIVER_BUCKET, Key=key)\n  File "/usr/local/lib/python3.11/site-packages/botocore/client.py", line 1009, in _make_api_call\n    raise error_class(parsed_response, operation_name)\nbotocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the GetObject operation: Access Denied',
      ],
    ],
    crate: 16,
    cl: [["kiosk-api", "error", "POST /v1/checkin 502 {ms}ms upstream=waiver-vault status=500"]],
    storm: [25, [["kiosk-api", "warn", "waiver-vault lookup failed, retrying ({n1}/3)"]]],
  },
  {
    estate: "bouncepark",
    origin: "jump-sessions",
    category: "database",
    hints: ["deadlock", "sql", "mysql", "database"],
    severity: "high",
    note: "jump-sessions' new capacity update query deadlocks in MySQL under Saturday load and session bookings and check-ins roll back.",
    orate: 20,
    ol: [
      [
        "error",
        "Booking failed for session slot {slot}",
        `org.springframework.dao.DeadlockLoserDataAccessException: PreparedStatementCallback; SQL [update session_slot set booked = booked + ? where id = ?]; Deadlock found when trying to get lock; try restarting transaction\n${javaAt(
          [
            "org.springframework.jdbc.support.SQLErrorCodeSQLExceptionTranslator.doTranslate(SQLErrorCodeSQLExceptionTranslator.java:267)",
            "com.bouncepark.sessions.SlotRepository.reserve(SlotRepository.kt:57)",
            "com.bouncepark.sessions.BookingService.book(BookingService.kt:92)",
          ],
        )}\nCaused by: com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Deadlock found when trying to get lock; try restarting transaction`,
      ],
    ],
    crate: 12,
    cl: [["kiosk-api", "error", "POST /v1/sessions/book 500 {ms}ms upstream=jump-sessions"]],
    storm: [30, [["kiosk-api", "warn", "jump-sessions returned 500, retry {n1}/3"]]],
  },
  {
    estate: "bouncepark",
    origin: "park-payments",
    category: "network",
    hints: ["tls", "ssl", "handshake"],
    severity: "high",
    note: "park-payments can no longer complete TLS handshakes with the card acquirer after an egress proxy change, so kiosk and cafe payments fail.",
    orate: 18,
    ol: [
      [
        "error",
        "Payment authorisation failed terminal=KIOSK-{n1}",
        "System.Net.Http.HttpRequestException: The SSL connection could not be established, see inner exception.\n ---> System.IO.IOException: Received an unexpected EOF or 0 bytes from the transport stream.\n   at System.Net.Security.SslStream.ReceiveHandshakeFrameAsync[TIOAdapter](CancellationToken cancellationToken)\n   at System.Net.Http.ConnectHelper.EstablishSslConnectionAsync(SslClientAuthenticationOptions sslOptions, HttpRequestMessage request, Boolean async, Stream stream, CancellationToken cancellationToken)\n   --- End of inner exception stack trace ---\n   at BouncePark.Payments.Acquirer.AcquirerClient.AuthoriseAsync(PaymentRequest req) in /src/Payments/Acquirer/AcquirerClient.cs:line 64",
      ],
    ],
    crate: 14,
    cl: [
      ["kiosk-api", "error", "POST /v1/sessions/book 502 {ms}ms upstream=park-payments"],
      [
        "cafe-orders",
        "error",
        "Completed 502 Bad Gateway in {ms}ms (PaymentClient::Error: park-payments returned 502)",
      ],
    ],
  },
  {
    estate: "bouncepark",
    origin: "party-deposits",
    category: "timeout",
    hints: ["timeout", "timed out", "readtimeout"],
    severity: "medium",
    note: "party-deposits' calls to the direct-debit provider stop answering in time, so party deposits hang and fail with read timeouts.",
    orate: 10,
    ol: [
      [
        "error",
        "deposit failed party=PTY-{n5}",
        'Traceback (most recent call last):\n  File "/app/deposits/provider.py", line 52, in create_payment\n    r = self.session.post(url, json=body, timeout=10)\n  File "/usr/local/lib/python3.12/site-packages/requests/adapters.py", line 713, in send\n    raise ReadTimeout(e, request=request)\nrequests.exceptions.ReadTimeout: HTTPSConnectionPool(host=\'api.gocardless.com\', port=443): Read timed out. (read timeout=10)',
      ],
    ],
    crate: 8,
    cl: [["kiosk-api", "error", "POST /v1/parties/deposit 504 {ms}ms upstream=party-deposits (timeout 15000ms)"]],
  },
  {
    estate: "bouncepark",
    origin: "crew-shifts",
    category: "rate_limiting",
    hints: ["429", "rate", "limit", "too many"],
    severity: "medium",
    note: "crew-shifts is throttled by the timeclock vendor with 429s, so clock-ins fail and the rota publisher backs off.",
    orate: 20,
    ol: [
      ["warn", "Timeclock sync throttled: 429 Too Many Requests (Retry-After: 60), {n2} punches queued"],
      [
        "error",
        "Clock-in failed for crew member C{n4}",
        `org.springframework.web.client.HttpClientErrorException$TooManyRequests: 429 Too Many Requests: "{"error":"rate_limit_exceeded","limit":"600/min"}"\n${javaAt(
          [
            "org.springframework.web.client.HttpClientErrorException.create(HttpClientErrorException.java:137)",
            "com.bouncepark.crew.timeclock.TimeclockClient.punch(TimeclockClient.java:48)",
            "com.bouncepark.crew.ClockService.clockIn(ClockService.java:31)",
          ],
        )}`,
      ],
    ],
    crate: 2,
    cl: [["kiosk-api", "warn", "POST /v1/crew/clock 503 {ms}ms upstream=crew-shifts"]],
  },
  {
    estate: "bouncepark",
    origin: "cafe-orders",
    category: "validation",
    hints: ["validation", "invalid", "recordinvalid"],
    severity: "medium",
    note: "A menu sync leaves modifier prices negative and cafe-orders rejects every order with validation errors.",
    orate: 12,
    ol: [
      [
        "error",
        "ActiveRecord::RecordInvalid (Validation failed: Line items is invalid, Price cents must be greater than or equal to 0):",
        "app/models/order.rb:58:in `finalize!'\napp/controllers/orders_controller.rb:22:in `create'\nactionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
      ],
      ["info", "Completed 422 Unprocessable Entity in {ms}ms (ActiveRecord: {n1}.2ms)"],
    ],
    crate: 10,
    cl: [["kiosk-api", "warn", "POST /v1/cafe/orders 422 {ms}ms upstream=cafe-orders"]],
    pre: [[-60, "cafe-orders", "info", "MenuSyncJob finished: 86 items, 41 modifiers updated"]],
  },
  {
    estate: "bouncepark",
    origin: "capacity-tracker",
    category: "null_reference",
    hints: ["nil", "pointer", "dereference", "null"],
    severity: "high",
    note: "capacity-tracker panics on a nil pointer for a zone closed by staff and crash-loops, so check-ins that need a capacity answer fail.",
    orate: 4,
    silent: true,
    ol: [
      [
        "fatal",
        "panic: runtime error: invalid memory address or nil pointer dereference",
        "[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x8a4f12]\n\ngoroutine 214 [running]:\ngithub.com/bouncepark/capacity/internal/zones.(*Tracker).Admit(0xc0001a2000, {0xc00041c0f0, 0x6}, 0x2)\n\t/src/internal/zones/tracker.go:97 +0x52\ngithub.com/bouncepark/capacity/internal/api.(*Server).handleAdmit(0xc000132180, {0xa8c2e0, 0xc0003b41c0}, 0xc0004f6000)\n\t/src/internal/api/admit.go:41 +0x1c5\nnet/http.HandlerFunc.ServeHTTP(...)\n\t/usr/local/go/src/net/http/server.go:2136",
      ],
      ["info", "capacity-tracker starting, version=1.19.3 zones=6"],
    ],
    crate: 14,
    cl: [
      ["kiosk-api", "error", "POST /v1/checkin 503 {ms}ms: connect ECONNREFUSED 10.8.2.41:7070 (capacity-tracker)"],
      [
        "jump-sessions",
        "warn",
        "Capacity check skipped for session JS-{n5}: capacity-tracker unreachable, admitting by schedule",
      ],
    ],
  },
  {
    estate: "bouncepark",
    origin: "jump-sessions",
    category: "configuration",
    hints: ["config", "bind", "property"],
    severity: "high",
    note: "A jump-sessions release cannot bind a new court capacity property and fails at startup, so session bookings get 503s.",
    orate: 4,
    silent: true,
    ol: [
      ["info", "Starting JumpSessionsApplicationKt v5.3.0 using Java 17.0.10 with PID 1"],
      [
        "error",
        `o.s.b.d.LoggingFailureAnalysisReporter   : \n\n***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nFailed to bind properties under 'jump.capacity.max-per-court' to java.lang.Integer:\n\n    Property: jump.capacity.max-per-court\n    Value: "\${COURT_MAX}"\n    Reason: failed to convert java.lang.String to java.lang.Integer\n\nAction:\n\nUpdate your application's configuration`,
      ],
    ],
    crate: 18,
    cl: [["kiosk-api", "error", "POST /v1/sessions/book 503 {ms}ms upstream=jump-sessions: connect ECONNREFUSED"]],
    pre: [[-4, "jump-sessions", "info", "Shutdown requested by rollout: jump-sessions 5.2.7 -> 5.3.0"]],
  },
  {
    estate: "bouncepark",
    origin: "park-payments",
    category: "dependency",
    hints: ["503", "unavailable", "circuit", "acquirer", "upstream"],
    severity: "high",
    note: "The card acquirer park-payments calls starts answering 503 and Polly opens the circuit, so bookings and cafe orders cannot be paid.",
    orate: 16,
    ol: [
      ["error", "Acquirer returned 503 Service Unavailable for terminal KIOSK-{n1} (psp reference none)"],
      ["warn", "Circuit breaker for acquirer is now open, failing fast for 30 seconds"],
      [
        "error",
        "Payment authorisation failed",
        "Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.\n   at Polly.CircuitBreaker.CircuitStateController`1.OnActionPreExecute()\n   at BouncePark.Payments.Acquirer.AcquirerClient.AuthoriseAsync(PaymentRequest req) in /src/Payments/Acquirer/AcquirerClient.cs:line 58",
      ],
    ],
    crate: 14,
    cl: [
      ["kiosk-api", "error", "POST /v1/sessions/book 502 {ms}ms upstream=park-payments"],
      ["cafe-orders", "error", "PaymentClient::Error: park-payments returned 502 Bad Gateway"],
    ],
    storm: [30, [["kiosk-api", "warn", "park-payments call failed, retrying payment ({n1}/3)"]]],
  },
  {
    estate: "bouncepark",
    origin: "crew-shifts",
    category: "memory",
    hints: ["outofmemory", "heap", "memory"],
    severity: "medium",
    note: "crew-shifts runs out of Java heap building the monthly rota export and falls over, so clock-ins and rota requests fail.",
    orate: 5,
    ol: [
      ["warn", "GC overhead high: {n2}% of time in GC over the last minute (heap 1.9G/2.0G)"],
      [
        "error",
        "Servlet.service() for servlet [dispatcherServlet] threw exception",
        `java.lang.OutOfMemoryError: Java heap space\n${javaAt([
          "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
          "java.base/java.lang.AbstractStringBuilder.ensureCapacityInternal(AbstractStringBuilder.java:228)",
          "com.bouncepark.crew.export.RotaCsvWriter.write(RotaCsvWriter.java:77)",
        ])}`,
      ],
    ],
    crate: 4,
    cl: [["kiosk-api", "warn", "POST /v1/crew/clock 500 {ms}ms upstream=crew-shifts"]],
  },
  {
    estate: "bouncepark",
    origin: "waiver-vault",
    category: "disk",
    hints: ["read-only", "read only", "disk", "errno 30", "filesystem"],
    severity: "high",
    note: "waiver-vault's media volume is remounted read-only and new waivers cannot be saved, so new guests cannot check in.",
    orate: 14,
    ol: [
      [
        "error",
        "Internal Server Error: /api/waivers/sign",
        'Traceback (most recent call last):\n  File "/app/vault/views.py", line 121, in sign\n    default_storage.save(path, ContentFile(png))\n  File "/usr/local/lib/python3.11/site-packages/django/core/files/storage/filesystem.py", line 106, in _save\n    fd = os.open(full_path, self.OS_OPEN_FLAGS, 0o666)\nOSError: [Errno 30] Read-only file system: \'/srv/media/signatures/2026/{n2}/G{n6}.png\'',
      ],
    ],
    crate: 12,
    cl: [["kiosk-api", "error", "POST /v1/waivers 502 {ms}ms upstream=waiver-vault status=500"]],
  },
  {
    estate: "bouncepark",
    origin: "capacity-tracker",
    category: "unknown",
    hints: ["internal", "500", "error"],
    severity: "medium",
    note: "capacity-tracker starts answering every admit with a bare internal error and no reason, and kiosk check-ins fail.",
    orate: 16,
    ol: [
      ["error", "admit zone={zone}: internal error"],
      ["error", "POST /admit 500 {ms2}ms"],
    ],
    crate: 12,
    cl: [["kiosk-api", "error", "POST /v1/checkin 502 {ms}ms upstream=capacity-tracker status=500"]],
  },

  // ---------------- pixelpier (arcades, traced) ----------------
  {
    estate: "pixelpier",
    origin: "topup-payments",
    category: "authentication",
    hints: ["api key", "authentication", "401", "credential"],
    severity: "high",
    note: "topup-payments starts using a revoked Stripe key after a secret rollover and every top-up charge fails with 401.",
    orate: 18,
    ol: [
      [
        "error",
        "charge failed amount={amt} USD",
        "StripeAuthenticationError: Invalid API Key provided: sk_live_********************Qm3T\n    at generateV1Error (/app/node_modules/stripe/cjs/Error.js:10:20)\n    at res.toJSON.then.StripeAPIError.message (/app/node_modules/stripe/cjs/RequestSender.js:105:62)\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
      ],
    ],
    crate: 14,
    cl: [["app-gateway", "error", "POST /v2/wallet/topup status=502 dur={ms}ms upstream=topup-payments"]],
    pre: [[-8, "topup-payments", "info", "secrets refreshed from /var/run/secrets/stripe (2 keys)"]],
  },
  {
    estate: "pixelpier",
    origin: "ticket-bank",
    category: "authorization",
    hints: ["accessdenied", "not authorized", "kms", "permission"],
    severity: "high",
    note: "ticket-bank's role loses kms:Decrypt, so ticket balances cannot be decrypted and ticket credits and redemptions fail.",
    orate: 20,
    ol: [
      [
        "error",
        "Ticket credit failed for card {card}",
        `software.amazon.awssdk.services.kms.model.KmsException: User: arn:aws:sts::418277009921:assumed-role/ticket-bank-prod/aws-sdk-java-{n6} is not authorized to perform: kms:Decrypt on resource: arn:aws:kms:us-east-1:418277009921:key/7c1b0e4a because no identity-based policy allows the kms:Decrypt action (Service: Kms, Status Code: 400, Request ID: {hex})\n${javaAt(
          [
            "software.amazon.awssdk.core.internal.http.CombinedResponseHandler.handleErrorResponse(CombinedResponseHandler.java:125)",
            "com.pixelpier.tickets.crypto.BalanceCipher.decrypt(BalanceCipher.java:39)",
            "com.pixelpier.tickets.TicketService.credit(TicketService.java:73)",
          ],
        )}`,
      ],
    ],
    crate: 10,
    cl: [
      ["prize-counter", "error", "Redemption failed at counter {ctr}: ticket-bank responded 500 (InternalServerError)"],
      ["tap-hub", "warn", "ticket payout for card={card} not acknowledged by ticket-bank (HTTP 500), queued"],
    ],
  },
  {
    estate: "pixelpier",
    origin: "credit-ledger",
    category: "database",
    hints: ["duplicate", "constraint", "sql", "postgres"],
    severity: "high",
    note: "credit-ledger's sequence falls behind after a partition move and every ledger append hits a unique-constraint violation, so taps and top-ups fail.",
    orate: 40,
    ol: [
      [
        "error",
        'append card={card} failed: ERROR: duplicate key value violates unique constraint "ledger_entries_pkey" (SQLSTATE 23505)',
      ],
      ["warn", "tx rollback card={card} reason=unique_violation attempt={n1}"],
    ],
    crate: 14,
    cl: [
      ["tap-hub", "error", "authorize reader {machine} card={card}: credit-ledger HTTP 500, tap refused"],
      ["card-wallet", "error", "Ledger append failed for card {card}: 500 INTERNAL_SERVER_ERROR from credit-ledger"],
    ],
    storm: [45, [["tap-hub", "warn", "reader {machine} retry authorize card={card} ({n1}/4)"]]],
    pre: [[-25, "credit-ledger", "info", "partition maintenance: moved ledger_entries_2026_q3 to archive tablespace"]],
  },
  {
    estate: "pixelpier",
    origin: "tap-hub",
    category: "network",
    hints: ["unreachable", "route", "network", "ehostunreach"],
    severity: "high",
    note: "tap-hub loses its route to the ledger subnet, so every arcade tap fails with no route to host while apps keep working.",
    orate: 50,
    ol: [
      ["error", "[tap-hub] uplink connect to credit-ledger:7443 failed: No route to host (errno 113)"],
      ["warn", "[tap-hub] reader {machine} grant denied (ledger unreachable), card={card}"],
    ],
    crate: 2,
    cl: [["ticket-bank", "warn", "No ticket payouts received from tap-hub for {n2}s"]],
  },
  {
    estate: "pixelpier",
    origin: "pricing-rules",
    category: "timeout",
    hints: ["timeout", "timed out"],
    severity: "medium",
    note: "pricing-rules' bonus evaluation runs past its request timeout and card-wallet top-ups time out waiting for it.",
    orate: 12,
    ol: [
      [
        "error",
        "E, [{now} #1] ERROR -- : Rack::Timeout::RequestTimeoutException: Request ran for longer than 15000ms",
        "/app/lib/rules/bonus_evaluator.rb:88:in `block in evaluate'\n/app/lib/rules/bonus_evaluator.rb:71:in `each'\n/app/app/controllers/bonuses_controller.rb:12:in `show'",
      ],
    ],
    crate: 14,
    cl: [
      [
        "card-wallet",
        "error",
        'I/O error on POST request for "http://pricing-rules:3000/bonuses/evaluate": Read timed out; top-up for card {card} aborted',
      ],
      ["app-gateway", "error", "POST /v2/wallet/topup status=504 dur={ms}ms upstream=card-wallet"],
    ],
  },
  {
    estate: "pixelpier",
    origin: "member-points",
    category: "rate_limiting",
    hints: ["429", "rate", "limit", "throttl"],
    severity: "medium",
    note: "member-points is throttled with 429s by its messaging vendor and point notifications and balance updates back up.",
    orate: 24,
    ol: [
      ["warn", "Braze /users/track returned 429 Too Many Requests, X-RateLimit-Remaining=0; backing off {n2}s"],
      [
        "error",
        "Task points.tasks.push_balance[{hex}] retry: Retry in 30s: HTTPError('429 Client Error: Too Many Requests for url: https://rest.iad-03.braze.com/users/track')",
      ],
    ],
    crate: 3,
    cl: [["app-gateway", "warn", "GET /v2/points status=200 dur={ms}ms stale=true"]],
  },
  {
    estate: "pixelpier",
    origin: "ticket-bank",
    category: "validation",
    hints: ["validation", "constraint", "must be"],
    severity: "medium",
    note: "A new payout table makes ticket credits exceed the allowed maximum and ticket-bank rejects them with constraint violations.",
    orate: 20,
    ol: [
      [
        "warn",
        "Rejected ticket credit for card {card}",
        `jakarta.validation.ConstraintViolationException: credit.request.amount: must be less than or equal to 1000\n${javaAt(
          [
            "org.springframework.validation.beanvalidation.MethodValidationInterceptor.invoke(MethodValidationInterceptor.java:138)",
            "com.pixelpier.tickets.TicketController.credit(TicketController.java:44)",
          ],
        )}`,
      ],
    ],
    crate: 14,
    cl: [["tap-hub", "warn", "ticket payout card={card} rejected by ticket-bank (400), player told to see counter"]],
    pre: [[-15, "tap-hub", "info", "payout table v8 distributed to 212 readers"]],
  },
  {
    estate: "pixelpier",
    origin: "prize-counter",
    category: "null_reference",
    hints: ["nullreference", "null", "object reference"],
    severity: "medium",
    note: "prize-counter throws NullReferenceException completing redemptions for prizes without a supplier record.",
    orate: 10,
    ol: [
      [
        "fatal",
        "Unhandled exception completing redemption at counter {ctr}",
        "System.NullReferenceException: Object reference not set to an instance of an object.\n   at PixelPier.Prizes.RedemptionService.Complete(Redemption r) in /src/Prizes/RedemptionService.cs:line 112\n   at PixelPier.Prizes.Api.CounterEndpoints.<>c.<<Map>b__0_2>d.MoveNext() in /src/Prizes/Api/CounterEndpoints.cs:line 48",
      ],
    ],
    crate: 6,
    cl: [["ticket-bank", "warn", "Ticket reservation for card {card} released after 120s: redemption not completed"]],
  },
  {
    estate: "pixelpier",
    origin: "card-wallet",
    category: "configuration",
    hints: ["datasource", "config", "url"],
    severity: "high",
    note: "A card-wallet release ships without its datasource URL and fails to start, so wallet reads and top-ups fail.",
    orate: 4,
    silent: true,
    ol: [
      ["info", "Starting CardWalletApplication v3.2.0 using Java 21.0.2 with PID 1"],
      [
        "error",
        "o.s.b.d.LoggingFailureAnalysisReporter   : \n\n***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nFailed to configure a DataSource: 'url' attribute is not specified and no embedded datasource could be configured.\n\nReason: Failed to determine a suitable driver class\n\nAction:\n\nConsider the following:\n\tIf you want an embedded database (H2, HSQL or Derby), please put it on the classpath.\n\tIf you have database settings to be loaded from a particular profile you may need to activate it (the profiles prod are currently active).",
      ],
    ],
    crate: 18,
    cl: [
      [
        "app-gateway",
        "error",
        'GET /v2/wallet status=502 dur={ms}ms upstream=card-wallet err="dial tcp 10.4.2.17:8080: connect: connection refused"',
      ],
      ["prize-counter", "warn", "Wallet lookup failed for card {card}: card-wallet unavailable"],
    ],
    pre: [[-5, "card-wallet", "info", "Received SIGTERM, shutting down (rollout card-wallet 3.1.9 -> 3.2.0)"]],
  },
  {
    estate: "pixelpier",
    origin: "app-gateway",
    category: "dependency",
    hints: ["jwks", "503", "identity", "unavailable", "upstream"],
    severity: "high",
    note: "The hosted identity provider app-gateway fetches signing keys from answers 503, so every app request is refused.",
    orate: 30,
    ol: [
      [
        "error",
        "jwks refresh failed: GET https://pixelpier.us.auth0.com/.well-known/jwks.json: 503 Service Unavailable",
      ],
      ["warn", "token verification unavailable (jwks cache expired), request rejected path=/v2/wallet status=503"],
    ],
    crate: 2,
    cl: [["member-points", "warn", "No app traffic for {n2}s (expected ~40/min)"]],
  },
  {
    estate: "pixelpier",
    origin: "credit-ledger",
    category: "memory",
    hints: ["out of memory", "memory", "oom"],
    severity: "high",
    note: "credit-ledger's reconciliation loads a whole day into memory and the Go runtime dies out of memory, repeatedly.",
    orate: 3,
    ol: [
      [
        "fatal",
        "fatal error: runtime: out of memory",
        "\nruntime stack:\nruntime.throw({0x9a1c2e?, 0x400000?})\n\t/usr/local/go/src/runtime/panic.go:1047 +0x5d\nruntime.sysMap(0xc1c0000000, 0x4000000, 0xd7a5f8?)\n\t/usr/local/go/src/runtime/mem_linux.go:187 +0x11b\n\ngoroutine 88 [running]:\ngithub.com/pixelpier/ledger/internal/recon.(*Job).loadDay(0xc00019e3c0, {0xa77b40, 0xc0002c8000})\n\t/src/internal/recon/job.go:64 +0x2f1",
      ],
      ["info", "credit-ledger v2.8.4 listening on :7443"],
    ],
    crate: 14,
    cl: [["tap-hub", "error", "authorize reader {machine}: credit-ledger connection reset, tap refused"]],
    pre: [[-40, "credit-ledger", "info", "recon job started for business day {day}"]],
  },
  {
    estate: "pixelpier",
    origin: "tap-hub",
    category: "disk",
    hints: ["space", "disk", "journal", "errno 28"],
    severity: "medium",
    note: "tap-hub's offline tap journal fills its disk and it stops accepting taps it cannot journal.",
    orate: 30,
    ol: [
      [
        "error",
        "[tap-hub] journal append failed: write /var/lib/taphub/journal/seg-{n5}.log: No space left on device (errno 28)",
      ],
      ["warn", "[tap-hub] reader {machine} grant refused: journal not writable"],
    ],
    crate: 2,
    cl: [["ticket-bank", "warn", "Ticket payouts from tap-hub dropped to {n1}/min (normally ~20)"]],
    pre: [[-90, "tap-hub", "warn", "[tap-hub] journal volume 96% used"]],
  },
  {
    estate: "pixelpier",
    origin: "card-wallet",
    category: "unknown",
    hints: ["unavailable", "timeout", "error"],
    severity: "high",
    note: "card-wallet stops logging and answering without saying why while the gateway and the counter time out on it.",
    orate: 0,
    silent: true,
    ol: [],
    crate: 20,
    cl: [
      [
        "app-gateway",
        "error",
        'GET /v2/wallet status=504 dur=10001ms upstream=card-wallet err="context deadline exceeded"',
      ],
      ["prize-counter", "warn", "Wallet lookup for card {card} timed out after 5000 ms"],
      [
        "topup-payments",
        "error",
        "post-charge callback to card-wallet failed: ETIMEDOUT (intent pi_{hex} will be refunded)",
      ],
    ],
  },

  // ---------------- funplex (mixed centre, no ids) ----------------
  {
    estate: "funplex",
    origin: "loyalty-sync",
    category: "authentication",
    hints: ["oauth", "invalid_grant", "token", "authentication"],
    severity: "medium",
    note: "loyalty-sync's OAuth refresh token for the CRM is revoked and every member sync fails with invalid_grant.",
    orate: 12,
    ol: [
      [
        "error",
        "OAuth2::Error: invalid_grant: Token has been expired or revoked.",
        "/usr/local/bundle/gems/oauth2-2.0.9/lib/oauth2/client.rb:149:in `get_token'\n/app/lib/crm/session.rb:23:in `refresh!'\n/app/app/jobs/member_sync_job.rb:11:in `perform'",
      ],
    ],
    crate: 4,
    cl: [["fec-bff", "warn", "POST /members/checkin -> 200 ({ms} ms) points pending (loyalty-sync)"]],
  },
  {
    estate: "funplex",
    origin: "booking-core",
    category: "authorization",
    hints: ["denied", "permission", "command denied", "privilege"],
    severity: "high",
    note: "After a grants change booking-core's MySQL user may no longer read the waiver links table and bookings fail.",
    orate: 16,
    ol: [
      [
        "error",
        "Booking failed",
        `org.springframework.jdbc.BadSqlGrammarException: PreparedStatementCallback; bad SQL grammar [select * from waiver_links where booking_id = ?]\n${javaAt(
          [
            "com.funplex.booking.waivers.WaiverLinkRepository.forBooking(WaiverLinkRepository.kt:33)",
            "com.funplex.booking.BookingService.create(BookingService.kt:120)",
          ],
        )}\nCaused by: java.sql.SQLSyntaxErrorException: SELECT command denied to user 'booking'@'10.2.4.18' for table 'waiver_links'`,
      ],
    ],
    crate: 14,
    cl: [["fec-bff", "error", "POST /bookings -> 500 ({ms} ms) booking-core: Internal Server Error"]],
  },
  {
    estate: "funplex",
    origin: "party-planner",
    category: "database",
    hints: ["connection", "slots", "postgres", "operationalerror", "database"],
    severity: "high",
    note: "party-planner leaks database sessions until Postgres refuses new connections, and party lookups and bookings fail.",
    orate: 16,
    ol: [
      [
        "error",
        "Exception on /parties/{n5} [GET]",
        'Traceback (most recent call last):\n  File "/usr/local/lib/python3.11/site-packages/sqlalchemy/engine/base.py", line 145, in __init__\n    self._dbapi_connection = engine.raw_connection()\n  File "/usr/local/lib/python3.11/site-packages/psycopg2/__init__.py", line 122, in connect\n    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "pg-parties" (10.2.9.4), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections',
      ],
      ["warn", "QueuePool limit of size 20 overflow 10 reached, connection timed out, timeout 30.00"],
    ],
    crate: 10,
    cl: [["fec-bff", "error", "GET /parties/{n5} -> 500 ({ms} ms) party-planner returned 500"]],
  },
  {
    estate: "funplex",
    origin: "attraction-gates",
    category: "network",
    hints: ["connection reset", "reset", "broken pipe", "network"],
    severity: "medium",
    note: "attraction-gates' connections to booking-core are reset mid-request after a firewall change on its segment, so wristband admissions fail.",
    orate: 30,
    ol: [
      [
        "error",
        'admit wristband WB{n6} gate={gate}: Post "http://booking-core:8080/admissions": read tcp 10.3.1.5:{n5}->10.3.0.9:8080: read: connection reset by peer',
      ],
      ["warn", "gate {gate} admission failed, guest sent to desk"],
    ],
    crate: 2,
    cl: [["booking-core", "warn", "Admissions from gates: 0 in the last minute (expected ~25)"]],
  },
  {
    estate: "funplex",
    origin: "kitchen-display",
    category: "timeout",
    hints: ["timeout", "canceled", "elapsing"],
    severity: "medium",
    note: "kitchen-display's calls to the ticket printer cloud exceed HttpClient.Timeout, so lane food orders fail.",
    orate: 12,
    ol: [
      [
        "error",
        "Failed to route ticket to printer cloud",
        "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.\n ---> System.TimeoutException: The operation was canceled.\n   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)\n   at Funplex.Kitchen.Printing.CloudPrintClient.SendAsync(Ticket t) in /src/Kitchen/Printing/CloudPrintClient.cs:line 51",
      ],
    ],
    crate: 10,
    cl: [["fec-bff", "error", "POST /lanes/{lane}/order -> 504 ({ms} ms) kitchen-display timeout"]],
  },
  {
    estate: "funplex",
    origin: "rota-planner",
    category: "rate_limiting",
    hints: ["429", "rate", "limit", "throttl"],
    severity: "medium",
    note: "rota-planner's timeclock sync is rejected with 429s by the workforce API after a retry loop and rota recalculations stop.",
    orate: 30,
    ol: [
      ["warn", "deputy api 429 Too Many Requests on /api/v1/resource/Timesheet/QUERY (limit 100/min), sleeping {n1}s"],
      ["error", 'Job "sync_timeclock" raised an exception: HTTPError: 429 Client Error: Too Many Requests'],
    ],
    crate: 1,
    cl: [["fec-bff", "warn", "GET /staff/today -> 200 ({ms} ms) served stale rota"]],
  },
  {
    estate: "funplex",
    origin: "party-planner",
    category: "validation",
    hints: ["validation", "validationerror", "input should"],
    severity: "medium",
    note: "A package price import writes zero deposits and party-planner's model rejects every party booking with a ValidationError.",
    orate: 12,
    ol: [
      [
        "error",
        "Exception on /parties [POST]",
        'Traceback (most recent call last):\n  File "/app/parties/api.py", line 84, in create_party\n    pkg = PartyPackage.model_validate(row)\npydantic_core._pydantic_core.ValidationError: 1 validation error for PartyPackage\ndeposit_cents\n  Input should be greater than 0 [type=greater_than, input_value=0, input_type=int]',
      ],
    ],
    crate: 8,
    cl: [["fec-bff", "warn", "POST /parties -> 500 ({ms} ms) party-planner returned 500"]],
    pre: [[-30, "party-planner", "info", "package import: 14 packages updated from pricing sheet"]],
  },
  {
    estate: "funplex",
    origin: "fec-bff",
    category: "null_reference",
    hints: ["typeerror", "null", "undefined"],
    severity: "high",
    note: "fec-bff throws a TypeError on members without a tier after a release, so member check-ins and lane orders fail.",
    orate: 14,
    ol: [
      [
        "error",
        "POST /members/checkin -> 500",
        "TypeError: Cannot read properties of null (reading 'tier')\n    at memberBadge (/usr/src/app/build/members/badge.js:12:29)\n    at checkinHandler (/usr/src/app/build/routes/members.js:57:18)\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
      ],
    ],
    crate: 0,
    cl: [],
    pre: [[-50, "fec-bff", "info", "fec-bff 9.4.0 started (node v20.12.2)"]],
  },
  {
    estate: "funplex",
    origin: "attraction-gates",
    category: "configuration",
    hints: ["config", "unknown price plan", "profile"],
    severity: "high",
    note: "A gate profile push references a price plan that does not exist and attraction-gates rejects admissions at the arena.",
    orate: 24,
    ol: [
      [
        "error",
        'gate {gate}: profile "trampoline-arena" references unknown price plan "TA-60-v3"; admission refused for WB{n6}',
      ],
    ],
    crate: 2,
    cl: [["booking-core", "warn", "Arena admissions dropped to 0 in the last minute"]],
    pre: [[-6, "attraction-gates", "info", "config push applied: gates.yaml rev {n3} (12 gates, 4 profiles)"]],
  },
  {
    estate: "funplex",
    origin: "booking-core",
    category: "dependency",
    hints: ["circuit", "smartwaiver", "503", "unavailable"],
    severity: "high",
    note: "The hosted waiver service booking-core calls answers 503 and its circuit breaker opens, so bookings cannot be created.",
    orate: 16,
    ol: [
      [
        "error",
        'Smartwaiver API call failed: 503 Service Unavailable: "upstream connect error or disconnect/reset before headers"',
      ],
      [
        "warn",
        "Booking create failed",
        `io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'smartwaiver' is OPEN and does not permit further calls\n${javaAt(
          [
            "io.github.resilience4j.circuitbreaker.CallNotPermittedException.createCallNotPermittedException(CallNotPermittedException.java:48)",
            "com.funplex.booking.waivers.SmartwaiverClient.createWaiver(SmartwaiverClient.kt:41)",
          ],
        )}`,
      ],
    ],
    crate: 12,
    cl: [["fec-bff", "error", "POST /bookings -> 503 ({ms} ms) booking-core unavailable"]],
    storm: [28, [["fec-bff", "warn", "retry POST booking-core /bookings attempt {n1}"]]],
  },
  {
    estate: "funplex",
    origin: "kitchen-display",
    category: "memory",
    hints: ["outofmemory", "memory"],
    severity: "medium",
    note: "kitchen-display accumulates ticket images until it throws OutOfMemoryException and restarts, dropping lane orders.",
    orate: 4,
    ol: [
      [
        "fatal",
        "Application terminated unexpectedly",
        "System.OutOfMemoryException: Exception of type 'System.OutOfMemoryException' was thrown.\n   at System.Drawing.Bitmap..ctor(Int32 width, Int32 height, PixelFormat format)\n   at Funplex.Kitchen.Rendering.TicketRenderer.Render(Ticket t) in /src/Kitchen/Rendering/TicketRenderer.cs:line 37",
      ],
      ["info", "Now listening on: http://[::]:8080"],
    ],
    crate: 8,
    cl: [["fec-bff", "error", "POST /lanes/{lane}/order -> 502 ({ms} ms) kitchen-display: socket hang up"]],
  },
  {
    estate: "funplex",
    origin: "loyalty-sync",
    category: "disk",
    hints: ["flood-stage", "flood", "disk", "read-only"],
    severity: "medium",
    note: "The search cluster loyalty-sync indexes into passes its flood-stage watermark and blocks writes, so member visit records fail.",
    orate: 14,
    ol: [
      [
        "error",
        'Elastic::Transport::Transport::Errors::TooManyRequests: [429] {"error":{"type":"cluster_block_exception","reason":"index [members] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];"},"status":429}',
      ],
    ],
    crate: 6,
    cl: [["fec-bff", "warn", "POST /members/checkin -> 200 ({ms} ms) points pending (loyalty-sync error)"]],
  },
  {
    estate: "funplex",
    origin: "booking-core",
    category: "unknown",
    hints: ["restart", "unavailable", "error"],
    severity: "high",
    note: "booking-core keeps restarting without ever logging an error and fec-bff gets 502s for bookings.",
    orate: 3,
    silent: true,
    ol: [
      ["info", "Starting BookingCoreApplicationKt v3.8.1 using Java 21.0.3 with PID 1"],
      ["info", "Tomcat started on port 8080 (http) with context path ''"],
    ],
    crate: 18,
    cl: [["fec-bff", "error", "POST /bookings -> 502 ({ms} ms) booking-core: connect ECONNREFUSED 10.2.4.18:8080"]],
  },
];
