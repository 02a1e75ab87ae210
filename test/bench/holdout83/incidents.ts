// The 52 failures (4 per category, one per estate), written the way each runtime and each caller reports them.
import type { Step } from "./estates.js";
import type { Level } from "./formats.js";
import { dotnet, go, java, node, python, ruby } from "./stacks.js";

export interface Emit {
  svc: string;
  level: Level;
  text: string;
  /** mean seconds between lines */
  every: number;
  stack?: string;
  /** seconds after the start before this emitter begins */
  from?: number;
  /** seconds after the start when this emitter stops */
  until?: number;
}

export interface IncidentSpec {
  category: string;
  estate: string;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  emits: Emit[];
  /** the origin's own normal lines stop (it goes quiet) */
  silent?: boolean;
  /** the change that precedes a configuration problem, printed just before the start */
  change?: Step[];
}

export const e = (svc: string, level: Level, text: string, every: number, extra: Partial<Emit> = {}): Emit => ({
  svc,
  level,
  text,
  every,
  ...extra,
});

export const INCIDENTS: IncidentSpec[] = [
  // ---------- authentication ----------
  {
    category: "authentication",
    estate: "pharmacy",
    origin: "dur-screen",
    hints: ["401", "unauthorized", "api key", "authentication", "credential"],
    severity: "medium",
    note: "dur-screen's drug-knowledge API key stops being accepted (401) so every interaction screen fails and rx-workflow cannot release fills.",
    emits: [
      e(
        "dur-screen",
        "error",
        'drug knowledge base request failed: 401 Unauthorized {"error":"invalid_api_key","message":"API key is invalid or has been revoked"}',
        4,
        {
          stack: python(
            [
              ["/app/dur/screen.py", 142, "screen", "interactions = self.kb.interactions(ndcs)"],
              ["/app/dur/kb_client.py", 88, "interactions", "resp.raise_for_status()"],
              [
                "/usr/local/lib/python3.11/site-packages/requests/models.py",
                1021,
                "raise_for_status",
                "raise HTTPError(http_error_msg, response=self)",
              ],
            ],
            "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.drugkb.example/v3/interactions",
          ),
        },
      ),
      e("dur-screen", "warn", "DUR screen rx={rx} returned INDETERMINATE (knowledge base unavailable)", 3),
      e(
        "rx-workflow",
        "error",
        "DurScreenError: screen for Rx {rx} came back indeterminate; fill blocked for pharmacist review",
        1.2,
      ),
      e("rx-workflow", "warn", "Retrying DurScreenJob JID-{hex} in 15s (attempt {sec}/10)", 0.9),
    ],
  },
  {
    category: "authentication",
    estate: "mailorder",
    origin: "pay-capture",
    hints: ["api key", "authentication", "401", "invalid", "credential"],
    severity: "high",
    note: "pay-capture's processor secret key is rejected after a rotation, so no mail-order payment can be captured and orders pile up unpaid.",
    emits: [
      e(
        "pay-capture",
        "error",
        "Payment capture failed for order {ord}: Invalid API Key provided: sk_live_****{hex}",
        3,
        {
          stack: dotnet("Stripe.StripeException: Invalid API Key provided: sk_live_****" + "Xq9d", [
            "Stripe.StripeClient.ProcessResponse[T](StripeResponse response)",
            "Stripe.StripeClient.RequestAsync[T](HttpMethod method, String path, BaseOptions options, RequestOptions requestOptions, CancellationToken cancellationToken)",
            "Parcelline.Payments.CaptureService.CaptureAsync(Guid orderId, CancellationToken ct) in /src/Payments/CaptureService.cs:line 77",
          ]),
        },
      ),
      e("mo-order-api", "error", "order {ord} stuck in PAYMENT_PENDING: pay-capture responded 502 Bad Gateway", 1.1),
      e("mo-order-api", "warn", "retrying payment capture for order {ord} (attempt {sec} of 5)", 0.7),
      e("member-portal", "warn", "POST /api/orders 502 {slow}ms - payment step failed", 2),
    ],
  },
  {
    category: "authentication",
    estate: "televisit",
    origin: "video-broker",
    hints: ["authenticat", "20003", "credential", "401", "token"],
    severity: "high",
    note: "video-broker's video-provider credentials are rejected (Twilio 20003) so no visit room or access token can be created and patients cannot join.",
    emits: [
      e(
        "video-broker",
        "error",
        'create room failed: twilio: status=401 code=20003 message="Authentication Error - invalid username" more_info=https://www.twilio.com/docs/errors/20003',
        2.5,
      ),
      e("video-broker", "error", "token mint failed for participant patient-{pid}: upstream auth rejected (20003)", 3),
      e("visit-bff", "error", 'POST /v1/visits/{appt}/join 502 {slow}ms error="video-broker: upstream 502"', 0.8),
      e("visit-bff", "warn", "join retry {sec}/3 for visit {appt}", 0.6),
      e("booking-svc", "warn", "Appointment {appt} start missed: no room created 5 minutes after start time", 6, {
        from: 60,
      }),
    ],
    silent: true,
  },
  {
    category: "authentication",
    estate: "urgentcare",
    origin: "queue-router",
    hints: ["ldap", "bind", "credential", "authentication", "52e"],
    severity: "medium",
    note: "queue-router's directory bind account is rejected by Active Directory (data 52e) so providers cannot sign in to take patients from the queue.",
    emits: [
      e(
        "queue-router",
        "error",
        "LDAP bind failed for svc-queue-router@nightlight.local while authenticating provider {clin}",
        2.5,
        {
          stack: java(
            "javax.naming.AuthenticationException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C090439, comment: AcceptSecurityContext error, data 52e, v4563]",
            [
              "java.naming/com.sun.jndi.ldap.LdapCtx.mapErrorCode(LdapCtx.java:3261)",
              "java.naming/com.sun.jndi.ldap.LdapCtx.processReturnCode(LdapCtx.java:3207)",
              "java.naming/com.sun.jndi.ldap.LdapCtx.connect(LdapCtx.java:2806)",
              "org.springframework.ldap.core.support.AbstractContextSource.getContext(AbstractContextSource.java:359)",
              "care.nightlight.queue.auth.ProviderDirectory.authenticate(ProviderDirectory.java:64)",
            ],
          ),
        },
      ),
      e(
        "provider-presence",
        "warn",
        "provider {clin} sign-in rejected by queue-router (401), provider shown OFFLINE",
        1.2,
      ),
      e("edge-gw", "warn", '"POST /provider/session HTTP/1.1" 401 upstream=queue-router rt=0.{ms}', 0.9),
      e("queue-router", "warn", "queue depth {big} with 0 providers accepting in state {st}", 8, { from: 90 }),
    ],
  },
  // ---------- authorization ----------
  {
    category: "authorization",
    estate: "pharmacy",
    origin: "stock-ledger",
    hints: ["accessdenied", "access denied", "403", "forbidden", "permission"],
    severity: "medium",
    note: "stock-ledger is denied PutObject on its snapshot bucket after a policy change, so replenishment runs on stale stock and aborts.",
    emits: [
      e(
        "stock-ledger",
        "error",
        "snapshot upload failed: operation error S3: PutObject, https response error StatusCode: 403, RequestID: {hex}{hex}, HostID: {id}, api error AccessDenied: Access Denied",
        6,
      ),
      e(
        "stock-ledger",
        "warn",
        "snapshot export for store {store} left in /tmp (upload denied), will retry next cycle",
        5,
      ),
      e("replen-planner", "error", "replenishment run aborted: latest stock snapshot is {big}s old (max 600s)", 20, {
        from: 40,
      }),
      e("replen-planner", "warn", "using last good snapshot for store {store}; PO suppressed", 4, { from: 40 }),
    ],
  },
  {
    category: "authorization",
    estate: "mailorder",
    origin: "refill-reminder",
    hints: ["accessdenied", "not authorized", "authoriz", "permission", "ses"],
    severity: "medium",
    note: "refill-reminder's IAM role loses ses:SendEmail, so every reminder email is refused while the rest of the line carries on.",
    emits: [
      e("refill-reminder", "error", "SendRefillReminderJob failed for member {pid}", 1.5, {
        stack: ruby(
          "Aws::SES::Errors::AccessDenied: User `arn:aws:sts::4417{pid}:assumed-role/refill-reminder-prod/i-0{hex}' is not authorized to perform `ses:SendEmail' on resource `arn:aws:ses:us-east-1:4417{pid}:identity/parcelline.example'",
          [
            "/usr/local/bundle/gems/aws-sdk-core-3.191.0/lib/seahorse/client/plugins/raise_response_errors.rb:17:in `call'",
            "/usr/local/bundle/gems/aws-sdk-core-3.191.0/lib/aws-sdk-core/plugins/checksum_algorithm.rb:111:in `call'",
            "/app/app/jobs/send_refill_reminder_job.rb:22:in `perform'",
          ],
        ),
      }),
      e("refill-reminder", "warn", "Retrying SendRefillReminderJob in {n}s (attempt {sec}/25)", 0.8),
    ],
  },
  {
    category: "authorization",
    estate: "televisit",
    origin: "visit-notes",
    hints: ["permission denied", "insufficientprivilege", "privilege", "authoriz", "42501"],
    severity: "high",
    note: "After a schema migration visit-notes' database role lacks rights on the addenda table, so clinicians cannot sign visit notes.",
    emits: [
      e("visit-notes", "error", "Internal Server Error: /api/notes/{appt}/sign", 2.5, {
        stack: python(
          [
            [
              "/usr/local/lib/python3.11/site-packages/django/db/backends/utils.py",
              89,
              "_execute",
              "return self.cursor.execute(sql, params)",
            ],
            [
              "/app/notes/services/signing.py",
              57,
              "sign_note",
              "Addendum.objects.create(note=note, body=body, author=user)",
            ],
          ],
          "django.db.utils.ProgrammingError: permission denied for table notes_addendum",
        ),
      }),
      e("visit-bff", "error", "POST /v1/notes/{appt}/sign 500 {ms}ms upstream=visit-notes", 1.2),
      e("erx-gateway", "warn", "NewRx for visit {appt} waiting: note not signed", 3, { from: 30 }),
    ],
  },
  {
    category: "authorization",
    estate: "urgentcare",
    origin: "provider-presence",
    hints: ["noperm", "permission", "authoriz", "acl"],
    severity: "medium",
    note: "provider-presence's Redis ACL user loses publish rights, so presence changes never reach queue-router and patients wait with providers idle.",
    emits: [
      e("provider-presence", "error", "failed to publish presence for {clin}", 2, {
        stack: node("ReplyError: NOPERM User presence-svc has no permissions to run the 'publish' command", [
          "parseError (/app/node_modules/redis-parser/lib/parser.js:179:12)",
          "parseType (/app/node_modules/redis-parser/lib/parser.js:302:14)",
          "PresenceBus.publish (/app/src/bus.js:41:18)",
        ]),
      }),
      e("queue-router", "warn", "no presence update from provider-presence for {n}s, treating providers as BUSY", 4, {
        from: 30,
      }),
      e("queue-router", "warn", "patient waited {n}m in state {st}, no provider assignment", 1.5, { from: 60 }),
    ],
  },
  // ---------- database ----------
  {
    category: "database",
    estate: "pharmacy",
    origin: "patient-registry",
    hints: ["pool", "connection", "sql", "database"],
    severity: "high",
    note: "patient-registry exhausts its SQL Server connection pool, so patient matching for new e-prescriptions and pickups fails.",
    emits: [
      e(
        "patient-registry",
        "error",
        "Failed executing DbCommand (30,012ms) [Parameters=[@p0='?' (Size = 64)], CommandType='Text', CommandTimeout='30']",
        3,
      ),
      e("patient-registry", "error", "An unhandled exception has occurred while executing the request.", 2.5, {
        stack: dotnet(
          "System.InvalidOperationException: Timeout expired.  The timeout period elapsed prior to obtaining a connection from the pool.  This may have occurred because all pooled connections were in use and max pool size was reached.",
          [
            "Microsoft.Data.SqlClient.ConnectionPool.DbConnectionPool.TryGetConnection(DbConnection owningObject, UInt32 waitForMultipleObjectsTimeout, Boolean allowCreate, Boolean onlyOneCheckConnection, DbConnectionOptions userOptions, DbConnectionInternal& connection)",
            "Microsoft.EntityFrameworkCore.Storage.RelationalConnection.OpenInternalAsync(Boolean errorsExpected, CancellationToken cancellationToken)",
            "Marlow.Registry.PatientMatcher.MatchAsync(InboundPatient p) in /src/Registry/PatientMatcher.cs:line 118",
          ],
        ),
      }),
      e(
        "escript-inbound",
        "error",
        "patient match call failed for msgid={id}: HTTP 500 from patient-registry, NewRx parked",
        1,
      ),
      e("escript-inbound", "warn", "retry 2/3 patient match for msgid={id}", 0.7),
      e("store-pos-api", "error", "POST /pos/v2/pickup store={store} 503 {slow}ms (patient-registry unavailable)", 1.5),
    ],
  },
  {
    category: "database",
    estate: "mailorder",
    origin: "mo-order-api",
    hints: ["connection", "hikari", "postgres", "database", "jdbc"],
    severity: "high",
    note: "mo-order-api's Postgres runs out of connection slots; Hikari times out and order creation fails for members.",
    emits: [
      e(
        "mo-order-api",
        "error",
        "HikariPool-1 - Connection is not available, request timed out after 30004ms (total=40, active=40, idle=0, waiting={big})",
        2.5,
        {
          stack: java(
            "org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection",
            [
              "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:277)",
              "com.parcelline.orders.OrderService.create(OrderService.java:91)",
              "com.parcelline.orders.OrderController.create(OrderController.java:44)",
            ],
            "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
          ),
        },
      ),
      e(
        "mo-order-api",
        "warn",
        "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@{hex} (This connection has been closed.)",
        6,
      ),
      e("member-portal", "error", "POST /api/orders 503 {slow}ms - order service unavailable", 0.8),
      e("member-portal", "warn", "order submit retry {sec}/3 for member {pid}", 0.6),
    ],
  },
  {
    category: "database",
    estate: "televisit",
    origin: "clinician-avail",
    hints: ["database", "postgres", "recovery", "57p03", "sqlstate"],
    severity: "high",
    note: "clinician-avail's Postgres primary is in recovery after a failover and refuses connections, so no slots can be held or listed.",
    emits: [
      e(
        "clinician-avail",
        "error",
        "slot hold failed: FATAL: the database system is in recovery mode (SQLSTATE 57P03)",
        2,
      ),
      e(
        "clinician-avail",
        "error",
        "roster query failed: failed to connect to `host=avail-pg.bv-prod.svc user=avail database=avail`: server error (FATAL: the database system is in recovery mode (SQLSTATE 57P03))",
        5,
      ),
      e(
        "booking-svc",
        "error",
        "Slot hold for clinician {clin} failed: 503 SERVICE_UNAVAILABLE from clinician-avail",
        1,
      ),
      e("visit-bff", "error", 'POST /v1/appointments 503 {slow}ms error="no availability service"', 0.9),
    ],
  },
  {
    category: "database",
    estate: "urgentcare",
    origin: "intake-form",
    hints: ["too many clients", "queuepool", "connection", "database", "postgres"],
    severity: "high",
    note: "intake-form runs out of Postgres connections, so patients cannot complete intake and never reach the queue.",
    emits: [
      e("intake-form", "error", "Exception on /intake [POST]", 2, {
        stack: python(
          [
            [
              "/usr/local/lib/python3.12/site-packages/flask/app.py",
              880,
              "full_dispatch_request",
              "rv = self.dispatch_request()",
            ],
            ["/app/intake/views.py", 73, "submit", "db.session.commit()"],
            [
              "/usr/local/lib/python3.12/site-packages/sqlalchemy/pool/impl.py",
              157,
              "_do_get",
              "raise exc.TimeoutError(",
            ],
          ],
          "sqlalchemy.exc.TimeoutError: QueuePool limit of size 10 overflow 20 reached, connection timed out, timeout 30.00 (Background on this error at: https://sqlalche.me/e/20/3o7r)",
        ),
      }),
      e(
        "intake-form",
        "error",
        'psycopg2.OperationalError: connection to server at "intake-db" (10.20.4.11), port 5432 failed: FATAL:  sorry, too many clients already',
        4,
      ),
      e("edge-gw", "error", '"POST /intake HTTP/1.1" 500 upstream=intake-form rt=30.0{sec}', 0.9),
    ],
  },
  // ---------- network ----------
  {
    category: "network",
    estate: "pharmacy",
    origin: "claims-switch",
    hints: ["connection reset", "reset", "socket", "network"],
    severity: "high",
    note: "The VPN path from claims-switch to the PBM switch starts resetting connections, so claims cannot be adjudicated and fills stall at the counter.",
    emits: [
      e("claims-switch", "error", "B1 transmission failed rx={rx} bin={bin}", 2, {
        stack: java("java.net.SocketException: Connection reset", [
          "java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:328)",
          "java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)",
          "com.marlow.claims.switchlink.FramedConnection.readResponse(FramedConnection.java:112)",
          "com.marlow.claims.switchlink.SwitchClient.transmit(SwitchClient.java:67)",
        ]),
      }),
      e("claims-switch", "warn", "switch link reconnecting to 172.18.40.9:5400 after reset (attempt {sec})", 3),
      e("rx-workflow", "error", "Adjudication failed for Rx {rx}: claims-switch returned 502 (upstream reset)", 1),
      e("rx-workflow", "warn", "Retrying AdjudicateJob JID-{hex} in {n}s", 0.7),
      e("store-pos-api", "warn", "POST /pos/v2/pickup store={store} 409 {ms}ms - claim not adjudicated", 2),
    ],
  },
  {
    category: "network",
    estate: "mailorder",
    origin: "fill-line-ctl",
    hints: ["unreachable", "network", "route", "econnreset", "socket"],
    severity: "high",
    note: "fill-line-ctl loses its network path to the dispensing cells on line B (no route to host), so vials stop being filled while orders keep arriving.",
    emits: [
      e(
        "fill-line-ctl",
        "error",
        "[cellbus] connect to cell B{n} 192.168.12.{n}:502 failed: No route to host (errno 113)",
        1.5,
      ),
      e("fill-line-ctl", "warn", "[cellbus] line B heartbeat lost, {n}/24 cells unreachable", 5),
      e("rx-verify", "warn", "order {ord} verified but fill not started after 300s (fill-line-ctl queue stalled)", 2, {
        from: 60,
      }),
      e("pack-verify", "warn", "tote {hex} waiting for vials from line B ({n}m)", 2.5, { from: 90 }),
    ],
  },
  {
    category: "network",
    estate: "televisit",
    origin: "payments-svc",
    hints: ["eai_again", "getaddrinfo", "dns", "network"],
    severity: "medium",
    note: "payments-svc can no longer resolve the payment processor's hostname (EAI_AGAIN), so visit charges fail after the visit.",
    emits: [
      e(
        "payments-svc",
        "error",
        "charge failed for visit {appt}: An error occurred with our connection to Stripe. Request was retried 2 times.",
        2,
        {
          stack: node("Error: getaddrinfo EAI_AGAIN api.stripe.com", [
            "GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:120:26)",
          ]),
        },
      ),
      e("payments-svc", "warn", "dns lookup for api.stripe.com slow/failed via 10.96.0.10:53, retrying", 3),
      e("visit-bff", "warn", "POST /v1/visits/{appt}/checkout 502 {slow}ms upstream=payments-svc", 1.5),
    ],
  },
  {
    category: "network",
    estate: "urgentcare",
    origin: "session-media",
    hints: ["network", "unreachable", "dtls", "ice", "packet loss"],
    severity: "high",
    note: "The media node's uplink degrades: session-media reports network unreachable, ICE and DTLS failures, and video visits drop.",
    emits: [
      e("session-media", "error", "session {hex}: sendmsg to {ip}:{port} failed: Network is unreachable (101)", 1.5),
      e("session-media", "warn", "session {hex}: ICE connection state -> failed after 15s, no valid pairs", 2),
      e("session-media", "error", "session {hex}: DTLS handshake timeout, closing transport", 3),
      e("provider-presence", "warn", "provider {clin} visit dropped (media lost), status IN_VISIT -> AVAILABLE", 2, {
        from: 20,
      }),
      e("queue-router", "warn", "patient re-queued after dropped session (attempt {sec})", 2.5, { from: 30 }),
    ],
  },
  // ---------- timeout ----------
  {
    category: "timeout",
    estate: "pharmacy",
    origin: "dur-screen",
    hints: ["timeout", "timed out", "readtimeout", "worker timeout"],
    severity: "medium",
    note: "dur-screen's interaction checks start taking far longer than their budget and its workers are killed on timeout; rx-workflow callers time out in a retry storm.",
    emits: [
      e("dur-screen", "warn", "slow screen rx={rx}: {big}00ms spent in interaction matrix (budget 2000ms)", 3),
      e("dur-screen", "error", "[CRITICAL] WORKER TIMEOUT (pid:{big})", 7),
      e("rx-workflow", "error", "DUR call for Rx {rx} failed: Net::ReadTimeout with #<TCPSocket:(closed)>", 0.8),
      e("rx-workflow", "warn", "Retrying DurScreenJob JID-{hex} in {n}s (attempt {sec}/10)", 0.5),
      e("escript-inbound", "warn", "NewRx msgid={id} processing took {big}0ms (dur-screen slow)", 3),
    ],
  },
  {
    category: "timeout",
    estate: "mailorder",
    origin: "pay-capture",
    hints: ["timeout", "taskcanceled", "timed out"],
    severity: "medium",
    note: "pay-capture's calls to the card processor stop answering in time, so captures hit HttpClient.Timeout and orders back up.",
    emits: [
      e("pay-capture", "error", "capture for order {ord} did not complete", 3, {
        stack: dotnet(
          "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 100 seconds elapsing.",
          [
            "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
            "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
            "Parcelline.Payments.CaptureService.CaptureAsync(Guid orderId, CancellationToken ct) in /src/Payments/CaptureService.cs:line 81",
          ],
        ),
      }),
      e("mo-order-api", "warn", "pay-capture call exceeded 30s for order {ord}, releasing thread", 1),
      e("mo-order-api", "error", "order {ord}: payment capture timed out, requeued", 1.2),
      e("member-portal", "warn", "POST /api/orders 504 {slow}ms", 1.5),
    ],
  },
  {
    category: "timeout",
    estate: "televisit",
    origin: "booking-svc",
    hints: ["lock wait timeout", "timeout", "timed out"],
    severity: "medium",
    note: "A long transaction holds appointment rows and booking-svc's writes hit MySQL lock wait timeouts; visit-bff calls time out.",
    emits: [
      e("booking-svc", "error", "SQL Error: 1205, SQLState: 40001", 3),
      e("booking-svc", "error", "Booking failed for patient {pid}", 3, {
        stack: java(
          "org.springframework.dao.CannotAcquireLockException: could not execute statement [Lock wait timeout exceeded; try restarting transaction] [update appointment set status=?,version=? where id=? and version=?]",
          [
            "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:262)",
            "health.brightvisit.booking.AppointmentService.confirm(AppointmentService.java:133)",
          ],
          "com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Lock wait timeout exceeded; try restarting transaction",
        ),
      }),
      e("visit-bff", "error", 'POST /v1/appointments 504 {slow}ms error="booking-svc: ESOCKETTIMEDOUT"', 0.8),
      e("visit-bff", "warn", "retrying booking for patient {pid} ({sec}/3)", 0.6),
    ],
  },
  {
    category: "timeout",
    estate: "urgentcare",
    origin: "coverage-check",
    hints: ["readtimeout", "timeout", "timed out"],
    severity: "medium",
    note: "The payer real-time eligibility endpoint stops answering in time; coverage-check times out on every lookup and intake stalls.",
    emits: [
      e("coverage-check", "error", "RTE lookup failed for member {pid} (plan {plan})", 2, {
        stack: ruby("Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)>", [
          "/usr/local/lib/ruby/3.3.0/net/protocol.rb:229:in `rbuf_fill'",
          "/usr/local/lib/ruby/3.3.0/net/http.rb:2354:in `transport_request'",
          "/app/app/services/payer_rte_client.rb:38:in `lookup'",
        ]),
      }),
      e("intake-form", "warn", "coverage-check did not answer within 15s for intake {uuid}, retrying", 1),
      e(
        "edge-gw",
        "error",
        'upstream timed out (110: Connection timed out) while reading response header from upstream, client: {ip}, server: care.nightlight.example, request: "POST /intake HTTP/1.1", upstream: "http://{ip}:8080/intake"',
        1.5,
      ),
    ],
  },
  // ---------- rate_limiting ----------
  {
    category: "rate_limiting",
    estate: "pharmacy",
    origin: "pickup-notify",
    hints: ["429", "too many requests", "rate", "20429"],
    severity: "medium",
    note: "pickup-notify is throttled by the SMS provider (429 / 20429) after a ready-notification backlog, so patients stop hearing their prescriptions are ready.",
    emits: [
      e(
        "pickup-notify",
        "error",
        "Twilio API 429: Too Many Requests (code 20429) - sending rx_ready to +1******{n}",
        0.7,
      ),
      e("pickup-notify", "warn", "rate limited, backing off {sec}000ms; queue depth {big}", 2),
      e("store-pos-api", "warn", "ready notification not confirmed for rx {rx} after 10m (store {store})", 3, {
        from: 90,
      }),
    ],
  },
  {
    category: "rate_limiting",
    estate: "mailorder",
    origin: "ship-label",
    hints: ["429", "rate limit", "too many", "quota"],
    severity: "medium",
    note: "ship-label exceeds the carrier API quota; the usual odd 429 becomes constant, retries are exhausted and packed totes get no labels.",
    emits: [
      e(
        "ship-label",
        "error",
        'label request for order {ord} failed after 3 retries: 429 Too Many Requests {"response":{"errors":[{"code":"429","message":"Quota Limit Exceeded"}]}}',
        1.2,
      ),
      e("ship-label", "warn", "carrier API 429 on rate request, retry {sec}/3 in 500ms", 0.5),
      e("pack-verify", "warn", "tote {hex} diverted to exception lane: no shipping label after 120s", 2, { from: 45 }),
    ],
  },
  {
    category: "rate_limiting",
    estate: "televisit",
    origin: "erx-gateway",
    hints: ["throttl", "429", "rate", "too many"],
    severity: "medium",
    note: "erx-gateway floods the e-prescribing network after a requeue and is throttled (429), so prescriptions from finished visits are not delivered.",
    emits: [
      e("erx-gateway", "warn", "requeued {big} pending NewRx messages after worker restart", 2, { until: 6 }),
      e(
        "erx-gateway",
        "error",
        "NewRx send failed for visit {appt}: HTTP 429 Too Many Requests (Retry-After: 30) from Surescripts",
        0.8,
      ),
      e("erx-gateway", "warn", "Retrying SendNewRxJob in 30s (attempt {sec}/25)", 0.6),
      e("visit-notes", "warn", "prescription for visit {appt} still PENDING_TRANSMIT after 5m", 4, { from: 120 }),
    ],
  },
  {
    category: "rate_limiting",
    estate: "urgentcare",
    origin: "edge-gw",
    hints: ["limiting requests", "limit_req", "rate", "429", "503"],
    severity: "medium",
    note: "A too-tight limit_req zone on edge-gw starts rejecting patients' intake and status polling, so the back end goes quiet while the gateway refuses requests.",
    emits: [
      e(
        "edge-gw",
        "error",
        '*{big}{n} limiting requests, excess: {n}.{ms} by zone "per_ip", client: {ip}, server: care.nightlight.example, request: "GET /queue/status HTTP/1.1"',
        0.4,
      ),
      e("edge-gw", "warn", '"POST /intake HTTP/1.1" 503 upstream=- rt=0.000', 0.8),
      e("queue-router", "warn", "status poll rate from edge dropped {pct}% below baseline", 30, { from: 60 }),
    ],
  },
  // ---------- validation ----------
  {
    category: "validation",
    estate: "pharmacy",
    origin: "escript-inbound",
    hints: ["validation", "schema", "invalid", "cvc"],
    severity: "medium",
    note: "escript-inbound rejects a large share of incoming NewRx messages on XML schema validation and returns Error 900, so those prescriptions never reach the queue.",
    emits: [
      e(
        "escript-inbound",
        "error",
        "NewRx msgid={id} rejected: schema validation failed, Error 900 returned to sender",
        1.3,
        {
          stack: java(
            "org.xml.sax.SAXParseException; lineNumber: 58; columnNumber: 34; cvc-complex-type.2.4.a: Invalid content was found starting with element 'DaysSupply'. One of '{\"http://www.ncpdp.org/schema/SCRIPT\":Quantity}' is expected.",
            [
              "java.xml/com.sun.org.apache.xerces.internal.util.ErrorHandlerWrapper.createSAXParseException(ErrorHandlerWrapper.java:204)",
              "java.xml/com.sun.org.apache.xerces.internal.jaxp.validation.Validator.validate(Validator.java:127)",
              "com.marlow.escript.inbound.ScriptValidator.validate(ScriptValidator.java:52)",
            ],
          ),
        },
      ),
      e(
        "escript-inbound",
        "warn",
        "Status 900 sent to Surescripts for msgid={id} (code 601 Receiver unable to process)",
        1.6,
      ),
      e("rx-workflow", "warn", "store {store}: inbound eRx volume {pct}% below forecast for this hour", 45, {
        from: 120,
      }),
    ],
  },
  {
    category: "validation",
    estate: "mailorder",
    origin: "rx-verify",
    hints: ["validation", "invalid", "marshmallow", "days_supply"],
    severity: "medium",
    note: "rx-verify rejects order lines because days_supply fails validation, so orders stop moving to the fill line.",
    emits: [
      e("rx-verify", "error", "order {ord} line rejected", 1.5, {
        stack: python(
          [
            ["/app/verify/consumer.py", 61, "handle", "line = OrderLineSchema().load(payload)"],
            ["/usr/local/lib/python3.11/site-packages/marshmallow/schema.py", 723, "load", "return self._do_load("],
            ["/usr/local/lib/python3.11/site-packages/marshmallow/schema.py", 909, "_do_load", "raise exc"],
          ],
          "marshmallow.exceptions.ValidationError: {'days_supply': ['Must be greater than or equal to 1 and less than or equal to 90.'], 'quantity': ['Not a valid number.']}",
        ),
      }),
      e("mo-order-api", "warn", "order {ord} returned to intake: verification rejected line 1 (400)", 1.5),
      e("member-portal", "warn", "order {ord} shows NEEDS_ATTENTION to member", 4, { from: 60 }),
    ],
  },
  {
    category: "validation",
    estate: "televisit",
    origin: "booking-svc",
    hints: ["validation", "constraint", "invalid", "must"],
    severity: "medium",
    note: "booking-svc refuses bookings with a bean-validation error on the patient's state code, so follow-up visits cannot be scheduled.",
    emits: [
      e(
        "booking-svc",
        "warn",
        "Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public org.springframework.http.ResponseEntity<health.brightvisit.booking.AppointmentDto> health.brightvisit.booking.AppointmentController.book(health.brightvisit.booking.BookRequest): [Field error in object 'bookRequest' on field 'patientState': rejected value [{st}-]; codes [Pattern.bookRequest.patientState]; default message [must match \"^[A-Z]{2}$\"]] ]",
        1.2,
      ),
      e(
        "visit-bff",
        "error",
        'POST /v1/appointments 400 {ms}ms upstream=booking-svc body={"status":400,"error":"Bad Request"}',
        1.2,
      ),
      e("clinician-avail", "info", "slot hold released (not confirmed within 60s) clinician={clin}", 2.5, { from: 60 }),
    ],
  },
  {
    category: "validation",
    estate: "urgentcare",
    origin: "billing-ledger",
    hints: ["validation", "invalid", "modifier", "field"],
    severity: "medium",
    note: "billing-ledger rejects claim lines on a field validation rule (modifier length), so signed encounters cannot be billed.",
    emits: [
      e(
        "billing-ledger",
        "error",
        "reject claim line encounter={hex}: Key: 'ClaimLine.Modifier' Error:Field validation for 'Modifier' failed on the 'len' tag",
        1.6,
      ),
      e("billing-ledger", "warn", "claim line {hex} parked in dead-letter (invalid payload)", 2),
      e(
        "chart-writer",
        "warn",
        "billing post for encounter {uuid} returned 422; charge will be retried by night batch",
        1.6,
      ),
    ],
  },
  // ---------- null_reference ----------
  {
    category: "null_reference",
    estate: "pharmacy",
    origin: "rx-workflow",
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    severity: "medium",
    note: "rx-workflow crashes with NoMethodError on nil when a prescription has no prescriber record, so pickups and releases fail.",
    emits: [
      e("rx-workflow", "error", "NoMethodError (undefined method `npi' for nil:NilClass)", 1.5, {
        stack: ruby("app/models/fill.rb:88:in `prescriber_npi'", [
          "app/services/release_to_pickup.rb:31:in `call'",
          "app/controllers/api/v1/fills_controller.rb:54:in `release'",
          "actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
        ]),
      }),
      e("rx-workflow", "info", "Completed 500 Internal Server Error in {ms}ms (ActiveRecord: {n}.2ms)", 1.5),
      e("store-pos-api", "error", "POST /pos/v2/pickup store={store} 502 {ms}ms - rx-workflow responded 500", 1.2),
    ],
  },
  {
    category: "null_reference",
    estate: "mailorder",
    origin: "pack-verify",
    hints: ["nil pointer", "nil", "null", "segmentation"],
    severity: "high",
    note: "pack-verify panics on a nil pointer for totes without a cold-pack record and restarts in a loop, so packing stops.",
    emits: [
      e("pack-verify", "error", "panic: runtime error: invalid memory address or nil pointer dereference", 6, {
        stack: go("[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x9c3f21]", [
          ["parcelline.io/pack/verify.(*Tote).coldPackOK(0xc0004a2000)", "/src/verify/tote.go:142 +0x21"],
          [
            "parcelline.io/pack/verify.(*Station).Scan(0xc000188120, {0xc0002f6a80, 0x10})",
            "/src/verify/station.go:77 +0x1b4",
          ],
          ["main.main.func2()", "/src/cmd/pack-verify/main.go:63 +0x5d"],
        ]),
      }),
      e("pack-verify", "info", "pack-verify starting (build 1.14.{n}), stations=12", 6, { from: 2 }),
      e("ship-label", "warn", "no packed totes received in last 60s", 15, { from: 60 }),
      e("fill-line-ctl", "warn", "outfeed conveyor backlog {n} totes (pack station not acknowledging)", 5, {
        from: 45,
      }),
    ],
    silent: true,
  },
  {
    category: "null_reference",
    estate: "televisit",
    origin: "visit-bff",
    hints: ["typeerror", "undefined", "cannot read properties", "null"],
    severity: "medium",
    note: "visit-bff throws TypeError reading an undefined clinician on the join route, so patients cannot enter their visits.",
    emits: [
      e("visit-bff", "error", "unhandled error on POST /v1/visits/{appt}/join", 1.2, {
        stack: node("TypeError: Cannot read properties of undefined (reading 'clinicianId')", [
          "joinVisit (/app/dist/routes/visits.js:212:41)",
          "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
          "async /app/dist/middleware/wrap.js:9:7",
        ]),
      }),
      e("visit-bff", "info", "POST /v1/visits/{appt}/join 500 {ms}ms", 1.2),
      e("video-broker", "warn", "room {room}: clinician waiting alone for {n}m", 4, { from: 90 }),
    ],
  },
  {
    category: "null_reference",
    estate: "urgentcare",
    origin: "chart-writer",
    hints: ["nullreference", "null", "object reference"],
    severity: "medium",
    note: "chart-writer throws NullReferenceException when signing encounters, so prescriptions and billing never follow the visits.",
    emits: [
      e("chart-writer", "error", "Failed to sign encounter {uuid}", 1.6, {
        stack: dotnet("System.NullReferenceException: Object reference not set to an instance of an object.", [
          "Nightlight.Charting.EncounterSigner.BuildAttestation(Encounter enc) in /src/Charting/EncounterSigner.cs:line 64",
          "Nightlight.Charting.EncounterSigner.SignAsync(Guid encounterId, CancellationToken ct) in /src/Charting/EncounterSigner.cs:line 31",
          "Nightlight.Charting.Api.EncountersController.Sign(Guid id) in /src/Charting/Api/EncountersController.cs:line 48",
        ]),
      }),
      e("provider-presence", "warn", "provider {clin} stuck IN_VISIT: chart not signed {n}m after session end", 3, {
        from: 60,
      }),
    ],
  },
  // ---------- configuration ----------
  {
    category: "configuration",
    estate: "pharmacy",
    origin: "claims-switch",
    hints: ["route", "config", "configuration", "not configured"],
    severity: "high",
    note: "A claims-switch release ships a routing table without one PBM's BIN, so every claim for that processor fails locally while others still pay.",
    change: [
      ["claims-switch", "info", "Stopping service [Tomcat] (pod claims-switch-6f8b{hex})", 0],
      [
        "claims-switch",
        "info",
        "Started ClaimsSwitchApplication in 11.84 seconds (process running for 12.6) version=5.2.0",
        9000,
      ],
      ["claims-switch", "info", "loaded switch-routing.yaml: 41 BIN/PCN routes", 200],
    ],
    emits: [
      e(
        "claims-switch",
        "error",
        "no route configured for BIN 610014 PCN ADV in switch-routing.yaml; claim rx={rx} not sent",
        1.3,
      ),
      e("rx-workflow", "error", "Adjudication failed for Rx {rx}: claims-switch 500 ROUTE_NOT_FOUND", 1.3),
      e("rx-workflow", "warn", "Retrying AdjudicateJob JID-{hex} in {n}s", 0.9),
    ],
  },
  {
    category: "configuration",
    estate: "mailorder",
    origin: "fill-line-ctl",
    hints: ["config", "calibration", "missing", "key"],
    severity: "high",
    note: "A config push leaves fill-line-ctl's cell calibration without a tare value, so it refuses to dispense from half the cells.",
    change: [
      ["fill-line-ctl", "info", "SIGHUP received, reloading /etc/fill/cells.json", 0],
      ["fill-line-ctl", "info", "config generation 219 applied (48 cells)", 300],
    ],
    emits: [
      e(
        "fill-line-ctl",
        "error",
        "cell C{n}: calibration invalid: required key 'tare_g' missing in /etc/fill/cells.json, cell disabled",
        2.5,
      ),
      e("fill-line-ctl", "warn", "order {ord}: ndc {ndc} has no enabled cell, routed to manual fill", 1.5),
      e("rx-verify", "warn", "manual fill queue {big} lines (SLA breach for {n} orders)", 6, { from: 90 }),
    ],
  },
  {
    category: "configuration",
    estate: "televisit",
    origin: "video-broker",
    hints: ["region", "config", "unknown", "invalid"],
    severity: "high",
    note: "A video-broker rollout carries a misspelt media region setting, so rooms are refused and no visit can start.",
    change: [
      ["video-broker", "info", "shutting down: received terminated", 0],
      ["video-broker", "info", "video-broker 2.7.0 starting, media_region=us-east-l, max_rooms=4000", 4000],
    ],
    emits: [
      e(
        "video-broker",
        "error",
        'room create rejected: media region "us-east-l" is not a valid region (allowed: us-east-1, us-west-2, eu-west-1)',
        2,
      ),
      e("visit-bff", "error", 'POST /v1/visits/{appt}/join 502 {slow}ms error="video-broker: 500"', 0.8),
      e("visit-bff", "warn", "join retry {sec}/3 for visit {appt}", 0.6),
    ],
    silent: true,
  },
  {
    category: "configuration",
    estate: "urgentcare",
    origin: "rx-router",
    hints: ["placeholder", "config", "property", "configuration"],
    severity: "high",
    note: "After a configmap change rx-router cannot resolve its directory URL property and crash-loops, so prescriptions from visits are not routed.",
    change: [
      ["rx-router", "info", "Refreshing keys changed: [surescripts.directory.uri] (configmap rx-router rev 58)", 0],
    ],
    emits: [
      e("rx-router", "error", "Application run failed", 20, {
        stack: java(
          "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'directoryClient': Injection of autowired dependencies failed",
          [
            "org.springframework.beans.factory.annotation.AutowiredAnnotationBeanPostProcessor.postProcessProperties(AutowiredAnnotationBeanPostProcessor.java:498)",
            "org.springframework.boot.SpringApplication.run(SpringApplication.java:325)",
            "care.nightlight.rxrouter.RxRouterApplication.main(RxRouterApplication.java:12)",
          ],
          "java.lang.IllegalArgumentException: Could not resolve placeholder 'surescripts.directory.url' in value \"$" +
            '{surescripts.directory.url}"',
        ),
      }),
      e("rx-router", "info", "Starting RxRouterApplication v3.4.1 using Java 21.0.2 with PID 1", 20, { from: 2 }),
      e(
        "chart-writer",
        "error",
        "NewRx dispatch failed for encounter {uuid}: Connection refused (rx-router:8080)",
        1.5,
      ),
      e("chart-writer", "warn", "NewRx for encounter {uuid} queued for retry ({sec}/5)", 1),
    ],
    silent: true,
  },
  // ---------- dependency ----------
  {
    category: "dependency",
    estate: "pharmacy",
    origin: "stock-ledger",
    hints: ["kafka", "broker", "unavailable", "dependency"],
    severity: "high",
    note: "The Kafka brokers behind stock-ledger become unavailable, so inventory decrements are not published and replenishment stalls.",
    emits: [
      e(
        "stock-ledger",
        "error",
        "publish inventory.decrement failed: kafka: client has run out of available brokers to talk to: dial tcp 10.30.2.17:9092: connect: connection refused",
        1.5,
      ),
      e("stock-ledger", "warn", "producer buffer {pct}% full, {big} events pending", 4),
      e("rx-workflow", "warn", "inventory decrement for Rx {rx} not acknowledged by stock-ledger, will reconcile", 1.5),
      e("replen-planner", "warn", "no inventory events for store {store} in 180s", 10, { from: 120 }),
    ],
  },
  {
    category: "dependency",
    estate: "mailorder",
    origin: "ship-label",
    hints: ["503", "unavailable", "carrier", "circuit"],
    severity: "high",
    note: "The shipping carrier's API goes down with 503s; ship-label's breaker opens and packed totes wait without labels.",
    emits: [
      e("ship-label", "error", "carrier UPS /shipments responded 503 Service Unavailable (order {ord})", 1.2),
      e("ship-label", "warn", "circuit breaker 'ups-shipping' OPEN after 20 failures; half-open in 30s", 20, {
        from: 20,
      }),
      e("ship-label", "error", "label for order {ord} skipped: Breaker is open", 1, { from: 20 }),
      e("pack-verify", "warn", "tote {hex} diverted to exception lane: no shipping label after 120s", 1.5, {
        from: 60,
      }),
    ],
  },
  {
    category: "dependency",
    estate: "televisit",
    origin: "eligibility-svc",
    hints: ["503", "clearinghouse", "unavailable", "circuit", "broken"],
    severity: "medium",
    note: "The insurance clearinghouse returns 503 for all 270 requests; eligibility-svc's breaker opens and bookings proceed without verified coverage.",
    emits: [
      e(
        "eligibility-svc",
        "warn",
        "Polly retry {sec} of 3 after HttpRequestException calling clearinghouse (503)",
        0.6,
      ),
      e(
        "eligibility-svc",
        "error",
        "Eligibility check failed for member {pid}: Response status code does not indicate success: 503 (Service Unavailable).",
        1.5,
      ),
      e(
        "eligibility-svc",
        "error",
        "Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
        2,
        { from: 40 },
      ),
      e("booking-svc", "warn", "Appointment {appt} booked with eligibility UNKNOWN (eligibility-svc degraded)", 1.5),
    ],
  },
  {
    category: "dependency",
    estate: "urgentcare",
    origin: "billing-ledger",
    hints: ["circuit", "503", "clearinghouse", "unavailable"],
    severity: "medium",
    note: "The claims clearinghouse answers 502/503; billing-ledger's breaker opens and claim uploads are held.",
    emits: [
      e("billing-ledger", "error", "submit 837 batch {hex}: clearinghouse returned 503 Service Unavailable", 4),
      e("billing-ledger", "error", "claim post encounter={hex}: circuit breaker is open", 1.2, { from: 30 }),
      e("chart-writer", "warn", "billing post for encounter {uuid} returned 503; charge queued", 1.3),
    ],
  },
  // ---------- memory ----------
  {
    category: "memory",
    estate: "pharmacy",
    origin: "stock-ledger",
    hints: ["out of memory", "memory", "oom"],
    severity: "high",
    note: "stock-ledger's heap grows until the Go runtime dies out of memory and restarts repeatedly; callers see refused connections.",
    emits: [
      e("stock-ledger", "warn", "cache size {big}MB exceeds soft limit 1024MB, eviction lagging", 10),
      e("stock-ledger", "error", "fatal error: runtime: out of memory", 45, {
        from: 60,
        stack: go("runtime stack:", [
          ["runtime.throw({0x1d2f3a1?, 0x400000?})", "/usr/local/go/src/runtime/panic.go:1023 +0x5c"],
          ["runtime.(*mheap).grow(0x2c4e8a0, 0x800?)", "/usr/local/go/src/runtime/mheap.go:1492 +0x1e5"],
          [
            "marlow.rx/stock/ledger.(*Cache).Load(0xc00012e000, {0xc01a4f0000, 0x1f4})",
            "/src/ledger/cache.go:98 +0x2b1",
          ],
        ]),
      }),
      e("stock-ledger", "info", "stock-ledger listening on :8080 (go1.22.1)", 45, { from: 63 }),
      e(
        "rx-workflow",
        "error",
        "Inventory call failed for Rx {rx}: Errno::ECONNREFUSED: Failed to open TCP connection to stock-ledger:8080",
        1.2,
        { from: 60 },
      ),
      e("store-pos-api", "warn", "GET /pos/v2/stock store={store} 503 {ms}ms", 2, { from: 60 }),
    ],
  },
  {
    category: "memory",
    estate: "mailorder",
    origin: "mo-order-api",
    hints: ["outofmemoryerror", "heap", "memory", "gc overhead"],
    severity: "high",
    note: "mo-order-api runs out of Java heap during an order export, stops serving and members cannot place orders.",
    emits: [
      e("mo-order-api", "warn", "Pause Young (G1 Evacuation Pause) {big}ms; heap 3{n}00M->3{n}80M(4096M)", 6),
      e("mo-order-api", "error", "Servlet.service() for servlet [dispatcherServlet] threw exception", 3, {
        from: 45,
        stack: java("java.lang.OutOfMemoryError: Java heap space", [
          "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
          "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
          "com.parcelline.orders.export.OrderExport.collect(OrderExport.java:58)",
        ]),
      }),
      e("member-portal", "error", "POST /api/orders 503 {slow}ms - order service unavailable", 0.9, { from: 45 }),
    ],
  },
  {
    category: "memory",
    estate: "televisit",
    origin: "visit-notes",
    hints: ["sigkill", "memory", "out of memory", "oom"],
    severity: "high",
    note: "visit-notes workers are killed for memory while rendering note PDFs, so notes fail to save and erx waits on them.",
    emits: [
      e("visit-notes", "error", "[ERROR] Worker (pid:{big}) was sent SIGKILL! Perhaps out of memory?", 4),
      e("visit-notes", "info", "[INFO] Booting worker with pid: {big}", 4, { from: 1 }),
      e(
        "visit-bff",
        "error",
        "POST /v1/notes/{appt} 502 {ms}ms upstream=visit-notes (upstream prematurely closed connection)",
        1,
      ),
      e("erx-gateway", "warn", "NewRx for visit {appt} waiting: note not signed", 3, { from: 60 }),
    ],
  },
  {
    category: "memory",
    estate: "urgentcare",
    origin: "session-media",
    hints: ["bad_alloc", "memory", "alloc"],
    severity: "high",
    note: "session-media leaks memory per session until allocations fail with std::bad_alloc and it aborts, dropping every live visit.",
    emits: [
      e("session-media", "warn", "rss {big}MB (limit 6144MB), {n} sessions active", 8),
      e("session-media", "fatal", "terminate called after throwing an instance of 'std::bad_alloc'", 60, {
        from: 50,
        stack:
          "  what():  std::bad_alloc\n*** SIGABRT received at time=1796000000 on cpu 3 ***\nPC: @     0x7f3a1c29e9fc  (unknown)  pthread_kill",
      }),
      e("session-media", "info", "session-media 5.2.{n} starting, worker threads=8", 60, { from: 52 }),
      e("provider-presence", "warn", "provider {clin} visit dropped (media lost), status IN_VISIT -> AVAILABLE", 1, {
        from: 50,
      }),
    ],
  },
  // ---------- disk ----------
  {
    category: "disk",
    estate: "pharmacy",
    origin: "escript-inbound",
    hints: ["no space", "disk", "enospc", "space"],
    severity: "high",
    note: "escript-inbound's archive volume fills up, so every inbound NewRx fails to persist and is answered with an error.",
    emits: [
      e("escript-inbound", "error", "failed to archive NewRx msgid={id}", 1.5, {
        stack: java("java.io.IOException: No space left on device", [
          "java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
          "java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:299)",
          "com.marlow.escript.archive.MessageArchive.store(MessageArchive.java:71)",
        ]),
      }),
      e("escript-inbound", "warn", "Status 600 sent to Surescripts for msgid={id} (temporary receiver error)", 1.5),
      e("rx-workflow", "warn", "store {store}: inbound eRx volume {pct}% below forecast for this hour", 40, {
        from: 120,
      }),
    ],
  },
  {
    category: "disk",
    estate: "mailorder",
    origin: "ship-label",
    hints: ["enospc", "no space", "disk"],
    severity: "high",
    note: "ship-label's label spool fills the disk and PDF writes fail with ENOSPC, so packed totes get no labels.",
    emits: [
      e("ship-label", "error", "failed to write label for order {ord}", 1.5, {
        stack: node("Error: ENOSPC: no space left on device, write", [
          "Object.writeSync (node:fs:936:3)",
          "writeLabelPdf (/app/src/spool.js:44:6)",
        ]),
      }),
      e("pack-verify", "warn", "tote {hex} diverted to exception lane: no shipping label after 120s", 2, { from: 45 }),
    ],
  },
  {
    category: "disk",
    estate: "televisit",
    origin: "visit-notes",
    hints: ["no space", "errno 28", "disk", "space"],
    severity: "high",
    note: "visit-notes' attachment spool volume is full (Errno 28), so notes with attachments fail and clinicians cannot close visits.",
    emits: [
      e("visit-notes", "error", "Internal Server Error: /api/notes/{appt}/attachments", 2, {
        stack: python(
          [
            ["/app/notes/storage.py", 33, "spool", 'with open(path, "wb") as fh:'],
            ["/app/notes/storage.py", 35, "spool", "fh.write(chunk)"],
          ],
          "OSError: [Errno 28] No space left on device: '/var/spool/notes/{hex}.pdf'",
        ),
      }),
      e("visit-bff", "error", "POST /v1/notes/{appt}/attachments 500 {ms}ms upstream=visit-notes", 1.5),
    ],
  },
  {
    category: "disk",
    estate: "urgentcare",
    origin: "audit-trail",
    hints: ["flood", "read-only", "disk", "cluster_block"],
    severity: "high",
    note: "The audit search index hits its flood-stage watermark and turns read-only; audit-trail writes are blocked and chart-writer refuses to sign without audit.",
    emits: [
      e(
        "audit-trail",
        "error",
        "bulk index failed: BadRequestError(403, 'cluster_block_exception', 'index [audit-2026.11.30] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];')",
        1.5,
      ),
      e("audit-trail", "warn", "audit buffer {big} events pending flush", 5),
      e("chart-writer", "error", "Encounter {uuid} sign aborted: audit write not acknowledged", 1.8, { from: 30 }),
    ],
  },
  // ---------- unknown ----------
  {
    category: "unknown",
    estate: "pharmacy",
    origin: "patient-registry",
    hints: ["unknown", "restart", "unavailable", "exit"],
    severity: "high",
    note: "patient-registry keeps restarting with no error logged; callers see 503s and connection refusals.",
    emits: [
      e("patient-registry", "info", "Application started. Press Ctrl+C to shut down.", 35, { from: 3 }),
      e("patient-registry", "info", "Hosting environment: Production", 35, { from: 3 }),
      e(
        "escript-inbound",
        "error",
        "patient match call failed for msgid={id}: Connection refused: patient-registry/10.40.3.{n}:8080",
        1,
      ),
      e("store-pos-api", "error", "POST /pos/v2/pickup store={store} 503 {slow}ms (patient-registry unavailable)", 1.3),
      e("escript-inbound", "warn", "retry 2/3 patient match for msgid={id}", 0.7),
    ],
    silent: true,
  },
  {
    category: "unknown",
    estate: "mailorder",
    origin: "pack-verify",
    hints: ["unknown", "unavailable", "503"],
    severity: "high",
    note: "pack-verify stops answering scans with bare 503s and no reason in its own logs; totes back up behind it.",
    emits: [
      e("pack-verify", "error", "scan tote={hex}: internal error", 3),
      e("fill-line-ctl", "warn", "outfeed conveyor backlog {n} totes (pack station not acknowledging)", 4, {
        from: 30,
      }),
      e("rx-verify", "warn", "pack-verify returned 503 for order {ord} status update", 1.5),
    ],
    silent: true,
  },
  {
    category: "unknown",
    estate: "televisit",
    origin: "clinician-avail",
    hints: ["unknown", "internal", "500"],
    severity: "medium",
    note: "clinician-avail answers bookings with HTTP 500 'internal error' and nothing more, so new appointments cannot be held.",
    emits: [
      e("clinician-avail", "error", 'request failed method=POST path=/v1/holds status=500 err="internal error"', 1.3),
      e(
        "booking-svc",
        "error",
        "Slot hold for clinician {clin} failed: 500 INTERNAL_SERVER_ERROR from clinician-avail",
        1,
      ),
      e("visit-bff", "warn", "POST /v1/appointments 502 {slow}ms upstream=booking-svc", 1.1),
    ],
  },
  {
    category: "unknown",
    estate: "urgentcare",
    origin: "queue-router",
    hints: ["unknown", "unexpected", "500"],
    severity: "high",
    note: "queue-router fails assignments with a generic 'unexpected error' and no cause, so patients pile up in the queue.",
    emits: [
      e("queue-router", "error", "Unexpected error while assigning patient in state {st}; assignment rolled back", 1.5),
      e("queue-router", "warn", "queue depth {big} in state {st} (providers available: {n})", 8, { from: 60 }),
      e("edge-gw", "warn", '"POST /queue/assign HTTP/1.1" 500 upstream=queue-router rt=0.{ms}', 1),
      e("provider-presence", "warn", "provider {clin} AVAILABLE for {n}m with no patient offered", 3, { from: 90 }),
    ],
  },
];
