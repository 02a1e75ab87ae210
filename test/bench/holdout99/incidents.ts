// The 52 failures of holdout99 (4 per category, one per estate): what the failing service writes, and what its
// callers write in their own words.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

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
  /** lines per minute once the failure is under way */
  perMin: number;
  msg: (r: Rng) => string;
  stack?: (r: Rng) => string;
  /** share of lines that carry the stack */
  stackP?: number;
  /** seconds after the start before this kind of line appears */
  after?: number;
}
export interface Spec {
  est: string;
  cat: Category;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** one-off lines written right at the start (at the origin unless svc says otherwise) */
  pre?: { svc: string; level: Level; msg: string; dt?: number }[];
  emits: Emit[];
  /** share of the origin's ordinary lines kept after the start (default 0.6; 0 = goes quiet) */
  keep?: number;
}

const e = (svc: string, level: Level, perMin: number, msg: (r: Rng) => string, more: Partial<Emit> = {}): Emit => ({
  svc,
  level,
  perMin,
  msg,
  ...more,
});
const m = (r: Rng) => `M${r.int(100000, 999999)}`;
const ip = (r: Rng) => `10.${r.int(16, 31)}.${r.int(0, 9)}.${r.int(2, 250)}`;

// ---------------------------------------------------------------- stacks in each runtime's own style
const javaStack = (ex: string, frames: string[], cause?: string) =>
  [
    ex,
    ...frames.map((f) => `\tat ${f}`),
    ...(cause ? [`Caused by: ${cause}`, "\t... 42 common frames omitted"] : []),
  ].join("\n");
const pyStack = (frames: [string, number, string, string][], last: string) =>
  [
    "Traceback (most recent call last):",
    ...frames.flatMap(([f, l, fn, code]) => [`  File "${f}", line ${l}, in ${fn}`, `    ${code}`]),
    last,
  ].join("\n");
const nodeStack = (ex: string, frames: string[]) => [ex, ...frames.map((f) => `    at ${f}`)].join("\n");
const netStack = (ex: string, frames: string[]) =>
  [ex, ...frames.map((f) => (/^(ClientConnectionId|Error Number)/.test(f) ? f : `   at ${f}`))].join("\n");
const rbStack = (frames: string[]) => frames.join("\n");
const goFatal = (runtimeFrames: string[], frames: string[]) =>
  ["", "runtime stack:", ...runtimeFrames, "", "goroutine 1487 [running]:", ...frames].join("\n");

export const INCIDENTS: Spec[] = [
  // ================================================================ authentication
  {
    est: "ironpeak",
    cat: "authentication",
    origin: "class-booking",
    hints: ["password", "authentication", "credential", "pg"],
    sev: "high",
    note: "class-booking can no longer log in to its Postgres after the database password was rotated, so bookings fail and the app shows errors.",
    pre: [
      { svc: "class-booking", level: "INFO", msg: "Secrets reloaded from /vault/secrets/database.yml (lease renewed)" },
    ],
    emits: [
      e(
        "class-booking",
        "ERROR",
        14,
        () =>
          `PG::ConnectionBad (connection to server at "10.20.3.11", port 5432 failed: FATAL:  password authentication failed for user "classbook_app"):`,
        {
          stack: () =>
            rbStack([
              "activerecord (7.1.3) lib/active_record/connection_adapters/postgresql_adapter.rb:56:in `rescue in new_client'",
              "activerecord (7.1.3) lib/active_record/connection_adapters/postgresql_adapter.rb:47:in `new_client'",
              "app/controllers/bookings_controller.rb:18:in `create'",
            ]),
          stackP: 0.5,
        },
      ),
      e(
        "member-app-bff",
        "ERROR",
        22,
        (r) =>
          `POST /v3/bookings?club=${r.pick(["LDS01", "MCR02"])} 502 ${r.int(30, 90)}ms - upstream class-booking responded 500 Internal Server Error`,
      ),
      e("member-app-bff", "WARN", 10, () => "retrying class-booking request (attempt 2/3) after 500"),
      e(
        "waitlist-worker",
        "WARN",
        4,
        (r) =>
          `Task waitlist.promote[${r.hex(8)}] retry: Retry in 30s: HTTPError('500 Server Error: Internal Server Error for url: http://class-booking:3000/internal/waitlist/promote')`,
      ),
    ],
  },
  {
    est: "marrowdale",
    cat: "authentication",
    origin: "permits-api",
    hints: ["aadsts", "secret", "credential", "authentication", "token"],
    sev: "high",
    note: "permits-api's client secret for the state licensing gateway has expired, every token request is refused and permit submissions fail.",
    emits: [
      e("permits-api", "ERROR", 12, () => "Failed to acquire token for scope 'api://state-licensing/.default'", {
        stack: () =>
          netStack(
            "Microsoft.Identity.Client.MsalServiceException: AADSTS7000222: The provided client secret keys for app 'b1f3c9e2-7a41-4d0e-9f55-1c2e8a6d4b70' are expired. Visit the Azure portal to create new keys for your app.",
            [
              "Microsoft.Identity.Client.Internal.Requests.RequestBase.HandleTokenRefreshErrorAsync(MsalServiceException e, MsalAccessTokenCacheItem cachedAccessTokenItem)",
              "Marrowdale.Permits.Licensing.StateRegistryClient.GetTokenAsync() in /src/Permits.Api/Licensing/StateRegistryClient.cs:line 58",
              "Marrowdale.Permits.Api.Controllers.ApplicationsController.Submit(ApplicationDto dto) in /src/Permits.Api/Controllers/ApplicationsController.cs:line 91",
            ],
          ),
        stackP: 0.6,
      }),
      e(
        "permits-api",
        "WARN",
        6,
        (r) => `Contractor licence check skipped for BP-26-${r.int(10000, 19999)}: no access token available`,
      ),
      e(
        "portal-311-web",
        "ERROR",
        14,
        (r) => `POST /permits/apply 502 ${r.int(200, 900)}ms - permits-api returned 500 (request ${r.hex(8)})`,
      ),
      e(
        "inspections-sched",
        "WARN",
        3,
        (r) => `could not load permit BP-26-${r.int(10000, 19999)} from permits-api: 500 Server Error`,
      ),
    ],
  },
  {
    est: "clubline",
    cat: "authentication",
    origin: "payments-bridge",
    hints: ["api key", "authentication", "401", "credential", "key"],
    sev: "high",
    note: "payments-bridge starts using a revoked card-processor API key after a secret sync and every charge is refused with 401.",
    pre: [
      {
        svc: "payments-bridge",
        level: "INFO",
        msg: "o.c.pay.SecretsWatcher : stripe.api-key refreshed from secret store (version 14)",
      },
    ],
    emits: [
      e("payments-bridge", "ERROR", 12, (r) => `o.c.pay.ChargeService : charge for member ${m(r)} failed`, {
        stack: () =>
          javaStack(
            "com.stripe.exception.AuthenticationException: Invalid API Key provided: rk_live_********************Qx7A; code: api_key_expired; request-id: req_Zx81TqLmA0",
            [
              "com.stripe.net.LiveStripeResponseGetter.handleApiError(LiveStripeResponseGetter.java:208)",
              "com.stripe.net.LiveStripeResponseGetter.request(LiveStripeResponseGetter.java:79)",
              "com.stripe.model.PaymentIntent.create(PaymentIntent.java:812)",
              "org.clubline.pay.ChargeService.charge(ChargeService.java:64)",
            ],
          ),
        stackP: 0.7,
      }),
      e(
        "court-booking",
        "ERROR",
        10,
        (r) =>
          `o.c.booking.CheckoutService : payment step failed for booking B${r.int(100000, 999999)}: payments-bridge answered 502 Bad Gateway`,
      ),
      e(
        "club-portal-web",
        "ERROR",
        12,
        (r) => `POST /courts/book 500 - ${r.int(300, 900)} ms (payment could not be taken)`,
      ),
      e("member-registry", "WARN", 3, (r) => `Renewal for ${m(r)} left pending: payment service error`),
    ],
  },
  {
    est: "pulse",
    cat: "authentication",
    origin: "auth-gw",
    hints: ["signature", "jwks", "token", "authentication", "verify"],
    sev: "high",
    note: "auth-gw keeps a stale signing key set after the identity provider rotated keys, so every member token fails signature verification and the app logs everyone out.",
    emits: [
      e(
        "auth-gw",
        "WARN",
        30,
        (r) =>
          `token rejected sub=${m(r)}: oidc: failed to verify signature: failed to verify id token signature (kid "2026-05-b" not in cached key set)`,
      ),
      e("auth-gw", "WARN", 1, () => "jwks refresh skipped: cache still fresh (age 41m, max-age 24h)"),
      e(
        "studio-app-api",
        "ERROR",
        18,
        (r) =>
          `method=GET path=${r.pick(["/v1/bookings", "/v1/me/credits"])} status=401 dur=${r.int(4, 30)}ms err="auth-gw: invalid token"`,
      ),
      e("studio-app-api", "WARN", 8, () => "client forced re-login: 401 from auth-gw after refresh attempt"),
      e(
        "booking-core",
        "WARN",
        4,
        () => "p.s.booking.ReserveHandler : reservation rejected, no authenticated member on request",
      ),
    ],
  },
  // ================================================================ authorization
  {
    est: "ironpeak",
    cat: "authorization",
    origin: "dd-collections",
    hints: ["accessdenied", "access denied", "permission", "authorization", "403"],
    sev: "high",
    note: "dd-collections loses write permission on the Bacs submission bucket after an IAM policy change and cannot hand today's direct debits to the bureau.",
    emits: [
      e(
        "dd-collections",
        "ERROR",
        6,
        () => "collections.submit: failed to upload submission file bacs/2026-05-29/IRONPEAK-STD18.txt",
        {
          stack: () =>
            pyStack(
              [
                ["/app/collections/submit.py", 88, "upload", "s3.put_object(Bucket=BUCKET, Key=key, Body=payload)"],
                [
                  "/usr/local/lib/python3.12/site-packages/botocore/client.py",
                  1021,
                  "_make_api_call",
                  "raise error_class(parsed_response, operation_name)",
                ],
              ],
              'botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::412398710020:assumed-role/dd-collections-prod/botocore-session-1748 is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::ironpeak-bacs-outbound/bacs/2026-05-29/IRONPEAK-STD18.txt" because no identity-based policy allows the s3:PutObject action',
            ),
          stackP: 0.8,
        },
      ),
      e(
        "dd-collections",
        "WARN",
        4,
        (r) => `collections.submit: batch ${r.int(900, 999)} held back (${r.int(200, 1400)} instructions), will retry`,
      ),
      e(
        "membership-svc",
        "WARN",
        5,
        (r) =>
          `c.i.membership.BillingClient : collection status for ${m(r)} unknown (dd-collections: batch not submitted), keeping status ACTIVE`,
      ),
    ],
  },
  {
    est: "marrowdale",
    cat: "authorization",
    origin: "doc-upload",
    hints: ["permission", "403", "forbidden", "authorization", "access"],
    sev: "high",
    note: "doc-upload's service account lost object-create rights on the document bucket, so residents cannot attach plans or photos.",
    emits: [
      e(
        "doc-upload",
        "ERROR",
        14,
        (r) =>
          `store failed for ${r.pick(["site-plan.pdf", "photo.jpg", "appeal-letter.pdf"])}: ApiError: doc-upload@mdl-digital.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).`,
        {
          stack: () =>
            nodeStack(
              "ApiError: doc-upload@mdl-digital.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object.",
              [
                "new ApiError (/app/node_modules/@google-cloud/storage/build/cjs/src/nodejs-common/util.js:114:15)",
                "Util.parseHttpRespBody (/app/node_modules/@google-cloud/storage/build/cjs/src/nodejs-common/util.js:253:38)",
                "async storeDocument (/app/src/store.js:41:5)",
              ],
            ),
          stackP: 0.4,
        },
      ),
      e(
        "portal-311-web",
        "ERROR",
        12,
        (r) => `POST /uploads 500 ${r.int(300, 1400)}ms - doc-upload: "could not store document"`,
      ),
      e(
        "case-intake",
        "WARN",
        5,
        (r) => `c.m.intake.CaseService : SR-${r.int(2600000, 2699999)} created without attachments (upload failed)`,
      ),
      e("ocr-worker", "INFO", 1, () => "ocr: queue idle, nothing to do"),
    ],
  },
  {
    est: "clubline",
    cat: "authorization",
    origin: "member-registry",
    hints: ["permission", "denied", "authorization", "select"],
    sev: "high",
    note: "a schema migration recreated the Members table without the app role's grants, so member-registry gets SELECT permission denied on every lookup.",
    pre: [
      {
        svc: "member-registry",
        level: "INFO",
        msg: "Applied migration 20260529_0930_SplitMembersAddress (4 statements) in 1.8s",
      },
    ],
    emits: [
      e(
        "member-registry",
        "ERROR",
        16,
        (r) =>
          `Failed executing DbCommand (${r.int(2, 9)}ms) [Parameters=[@__id_0='${m(r)}'], CommandType='Text', CommandTimeout='30']`,
        {
          stack: () =>
            netStack(
              "Microsoft.Data.SqlClient.SqlException (0x80131904): The SELECT permission was denied on the object 'Members', database 'clubline', schema 'dbo'.",
              [
                "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
                "Microsoft.EntityFrameworkCore.Query.Internal.SingleQueryingEnumerable`1.AsyncEnumerator.MoveNextAsync()",
                "Clubline.Registry.MemberRepository.GetAsync(String id) in /src/Registry/MemberRepository.cs:line 37",
                "ClientConnectionId:9c1e7a44-55d0-4a1b-8a8e-d2b7e4f0c113",
                "Error Number:229,State:5,Class:14",
              ],
            ),
          stackP: 0.5,
        },
      ),
      e(
        "court-booking",
        "ERROR",
        10,
        () => "o.c.booking.EligibilityClient : member lookup failed: 500 from member-registry",
      ),
      e("club-portal-web", "ERROR", 12, (r) => `GET /members/me 500 - ${r.int(20, 120)} ms`),
      e("coach-roster", "WARN", 3, () => "Player eligibility unknown (registry error), roster save postponed"),
    ],
  },
  {
    est: "pulse",
    cat: "authorization",
    origin: "booking-core",
    hints: ["not authorized", "accessdenied", "authorization", "permission"],
    sev: "medium",
    note: "booking-core's role is no longer allowed to send to the confirmations queue, so reservations are kept but no confirmation or gate pass is issued.",
    emits: [
      e(
        "booking-core",
        "ERROR",
        10,
        (r) => `p.s.booking.ConfirmPublisher : could not publish confirmation for ${m(r)}`,
        {
          stack: () =>
            javaStack(
              "software.amazon.awssdk.services.sqs.model.SqsException: User: arn:aws:sts::739182004411:assumed-role/booking-core-task/7f2a is not authorized to perform: sqs:sendmessage on resource: arn:aws:sqs:eu-west-2:739182004411:booking-confirmations because no identity-based policy allows the sqs:sendmessage action (Service: Sqs, Status Code: 403, Request ID: 5b1e0c1a-2d0f-5a7e-9b3b-1f4c6d8e2a90)",
              [
                "software.amazon.awssdk.core.internal.http.CombinedResponseHandler.handleErrorResponse(CombinedResponseHandler.java:125)",
                "software.amazon.awssdk.services.sqs.DefaultSqsClient.sendMessage(DefaultSqsClient.java:2134)",
                "studio.pulse.booking.ConfirmPublisher.publish(ConfirmPublisher.java:48)",
              ],
            ),
          stackP: 0.6,
        },
      ),
      e(
        "access-gate",
        "WARN",
        8,
        (r) => `gate ${r.pick(["SHO-1", "KEN-1"])}: qr rejected, member ${m(r)} has no active pass`,
      ),
      e(
        "studio-app-api",
        "WARN",
        5,
        () => 'method=GET path=/v1/bookings status=200 dur=38ms note="confirmation pending for 3 bookings"',
      ),
    ],
  },
  // ================================================================ database
  {
    est: "ironpeak",
    cat: "database",
    origin: "membership-svc",
    hints: ["connection", "pool", "hikari", "database", "too many"],
    sev: "high",
    note: "membership-svc's Postgres refuses new connections (too many clients) after a reporting job holds them, so door checks and the app time out on membership status.",
    emits: [
      e(
        "membership-svc",
        "ERROR",
        12,
        () =>
          "o.h.engine.jdbc.spi.SqlExceptionHelper : HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=112)",
        {
          stack: () =>
            javaStack(
              "org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection",
              [
                "org.hibernate.exception.internal.SQLStateConversionDelegate.convert(SQLStateConversionDelegate.java:100)",
                "com.ironpeak.membership.StatusService.resolve(StatusService.java:71)",
              ],
              "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=112)",
            ),
          stackP: 0.4,
        },
      ),
      e(
        "membership-svc",
        "WARN",
        4,
        () =>
          "com.zaxxer.hikari.pool.PoolBase : HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@5e1a2f (FATAL: sorry, too many clients already)",
        { after: 20 },
      ),
      e(
        "door-access-ctl",
        "ERROR",
        30,
        (r) =>
          `membership check failed card=${r.hex(8)} door=${r.pick(["TS-1", "TS-2"])}: Get "http://membership-svc:8080/v2/status": context deadline exceeded (Client.Timeout exceeded while awaiting headers); offline whitelist used`,
      ),
      e(
        "member-app-bff",
        "ERROR",
        14,
        (r) => `GET /v3/me/visits?club=LDS01 504 ${r.int(5000, 5100)}ms - membership-svc did not respond in 5000ms`,
      ),
      e("pos-frontdesk", "WARN", 4, () => "Member lookup slow (membership-svc 30s), cashier fell back to guest sale"),
    ],
  },
  {
    est: "marrowdale",
    cat: "database",
    origin: "case-intake",
    hints: ["deadlock", "database", "sql", "postgres", "transaction"],
    sev: "high",
    note: "a new SLA-escalation query in case-intake deadlocks with request creation on the cases table, so many 311 submissions fail.",
    emits: [
      e(
        "case-intake",
        "ERROR",
        12,
        () =>
          'o.h.engine.jdbc.spi.SqlExceptionHelper : ERROR: deadlock detected\n  Detail: Process 48213 waits for ShareLock on transaction 99182734; blocked by process 48177.\nProcess 48177 waits for ShareLock on transaction 99182731; blocked by process 48213.\n  Hint: See server log for query details.\n  Where: while updating tuple (1841,17) in relation "service_request"',
        {
          stack: () =>
            javaStack(
              "org.springframework.dao.CannotAcquireLockException: could not execute statement [ERROR: deadlock detected]",
              [
                "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:262)",
                "gov.marrowdale.intake.CaseService.create(CaseService.java:112)",
              ],
              "org.postgresql.util.PSQLException: ERROR: deadlock detected",
            ),
          stackP: 0.5,
        },
      ),
      e("case-intake", "WARN", 3, () => "c.m.intake.SlaSweep : escalation batch rolled back, retrying"),
      e(
        "portal-311-web",
        "ERROR",
        14,
        (r) =>
          `POST /requests 500 ${r.int(100, 1800)}ms - case-intake: {"status":500,"error":"Internal Server Error","path":"/cases"}`,
      ),
      e("portal-311-web", "WARN", 6, () => "retrying POST /cases to case-intake (attempt 2 of 3)"),
    ],
  },
  {
    est: "clubline",
    cat: "database",
    origin: "court-booking",
    hints: ["too many connections", "connection", "mysql", "database", "sql"],
    sev: "high",
    note: "court-booking's MySQL refuses connections (error 1040 Too many connections) and bookings and floodlight schedules stop.",
    emits: [
      e(
        "court-booking",
        "ERROR",
        14,
        () =>
          'o.h.engine.jdbc.spi.SqlExceptionHelper : Data source rejected establishment of connection,  message from server: "Too many connections"',
        {
          stack: () =>
            javaStack(
              "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
              [
                "org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)",
                "org.clubline.booking.SlotService.book(SlotService.java:58)",
              ],
              'java.sql.SQLNonTransientConnectionException: Data source rejected establishment of connection,  message from server: "Too many connections"',
            ),
          stackP: 0.4,
        },
      ),
      e(
        "club-portal-web",
        "ERROR",
        16,
        (r) => `POST /courts/book 503 - ${r.int(20, 200)} ms court-booking unavailable`,
      ),
      e("club-portal-web", "WARN", 8, () => "court-booking call failed, retry 1/2"),
      e(
        "floodlight-ctl",
        "WARN",
        3,
        () => "[ctl] schedule pull from court-booking failed (HTTP 500), keeping previous plan",
      ),
    ],
  },
  {
    est: "pulse",
    cat: "database",
    origin: "billing-dd",
    hints: ["connection", "pool", "activerecord", "database"],
    sev: "medium",
    note: "billing-dd exhausts its ActiveRecord connection pool during the monthly run and payment confirmations pile up.",
    emits: [
      e(
        "billing-dd",
        "ERROR",
        12,
        () =>
          "ActiveRecord::ConnectionTimeoutError: could not obtain a connection from the pool within 5.000 seconds (waited 5.002 seconds); all pooled connections were in use",
        {
          stack: () =>
            rbStack([
              "activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool/queue.rb:128:in `block in wait_poll'",
              "activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool.rb:688:in `acquire_connection'",
              "app/jobs/collect_payment_job.rb:22:in `perform'",
            ]),
          stackP: 0.5,
        },
      ),
      e(
        "billing-dd",
        "WARN",
        6,
        (r) => `[Sidekiq] CollectPaymentJob JID-${r.hex(24)} failed, will retry in ${r.int(20, 120)}s`,
      ),
      e(
        "studio-app-api",
        "WARN",
        6,
        (r) => `method=GET path=/v1/me/credits status=200 dur=${r.int(2000, 5100)}ms slow upstream=billing-dd`,
      ),
      e(
        "booking-core",
        "WARN",
        4,
        () => "p.s.booking.CreditsClient : credits read from billing-dd timed out, using cached balance",
      ),
    ],
  },
  // ================================================================ network
  {
    est: "ironpeak",
    cat: "network",
    origin: "equipment-telemetry",
    hints: ["reset", "connection", "network", "tcp", "mqtt"],
    sev: "medium",
    note: "equipment-telemetry's connections to the clubs' MQTT bridges are reset over and over after a firewall change, and machine data stops arriving.",
    emits: [
      e(
        "equipment-telemetry",
        "ERROR",
        16,
        (r) =>
          `mqtt: connection lost club=${r.pick(["LDS01", "MCR02", "BRS04", "NCL01"])}: read tcp ${ip(r)}:${r.int(40000, 60000)}->10.8.3.20:8883: read: connection reset by peer`,
      ),
      e(
        "equipment-telemetry",
        "WARN",
        10,
        (r) => `mqtt: reconnect attempt ${r.int(2, 9)} failed: dial tcp 10.8.3.20:8883: connect: connection refused`,
      ),
      e("member-app-bff", "WARN", 6, () => "GET /v3/me/workouts 200 - machine data stale (last sync > 5m)"),
    ],
  },
  {
    est: "marrowdale",
    cat: "network",
    origin: "gis-address",
    hints: ["dns", "lookup", "no such host", "network", "resolve"],
    sev: "high",
    note: "gis-address can no longer resolve its parcel database host through cluster DNS, so address lookups fail for 311, permits and recreation.",
    emits: [
      e(
        "gis-address",
        "ERROR",
        20,
        (r) =>
          `geocode failed q="${r.int(1, 2999)} ${r.pick(["Elm St", "Market Ave", "W 14th St"])}": failed to connect to \`host=parcels-db.gis.svc.cluster.local user=gis database=parcels\`: hostname resolving error (lookup parcels-db.gis.svc.cluster.local on 10.96.0.10:53: read udp ${ip(r)}:${r.int(30000, 60000)}->10.96.0.10:53: i/o timeout)`,
      ),
      e(
        "portal-311-web",
        "ERROR",
        14,
        (r) => `address validation failed for new request: gis-address responded 503 (${r.int(1000, 5000)}ms)`,
      ),
      e("permits-api", "WARN", 6, () => "Parcel lookup unavailable (gis-address 503), application saved as draft"),
      e("rec-bookings", "WARN", 3, () => "Residency check skipped: GIS lookup error, charged non-resident rate"),
    ],
  },
  {
    est: "clubline",
    cat: "network",
    origin: "league-scheduler",
    hints: ["route", "connection", "network", "unreachable"],
    sev: "medium",
    note: "league-scheduler's node loses its route to the fixtures cache subnet, so fixture publication fails with no-route-to-host errors.",
    emits: [
      e("league-scheduler", "ERROR", 8, () => "fixtures: publish failed", {
        stack: () =>
          pyStack(
            [
              ["/srv/league/publish.py", 63, "publish", "resp = session.post(CACHE_URL, json=payload, timeout=10)"],
              [
                "/usr/lib/python3.11/site-packages/requests/adapters.py",
                519,
                "send",
                "raise ConnectionError(e, request=request)",
              ],
            ],
            "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='fixtures-cache.clubline.internal', port=443): Max retries exceeded with url: /v2/divisions (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f2c1a9e4b50>: Failed to establish a new connection: [Errno 113] No route to host'))",
          ),
        stackP: 0.8,
      }),
      e("club-portal-web", "WARN", 8, () => "GET /fixtures served from stale copy (league-scheduler publish overdue)"),
      e("coach-roster", "WARN", 2, () => "Fixture sync returned nothing new for 3 cycles"),
    ],
  },
  {
    est: "pulse",
    cat: "network",
    origin: "pos-kiosk",
    hints: ["route", "network", "socket", "connection", "host"],
    sev: "medium",
    note: "the pos-kiosk service loses its network path to the card terminals' gateway after a VLAN change, so kiosk sales fail.",
    emits: [
      e("pos-kiosk", "ERROR", 10, (r) => `Kiosk ${r.pick(["SHO", "KEN"])}-K${r.int(1, 2)} card payment failed`, {
        stack: () =>
          netStack(
            "System.Net.Http.HttpRequestException: No route to host (terminals.pulse.lan:8443)\n ---> System.Net.Sockets.SocketException (113): No route to host",
            [
              "System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
              "System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)",
              "Pulse.Kiosk.Payments.TerminalClient.ChargeAsync(Decimal amount) in /src/Kiosk/Payments/TerminalClient.cs:line 44",
            ],
          ),
        stackP: 0.6,
      }),
      e("pos-kiosk", "WARN", 4, () => "Terminal heartbeat missed (3 in a row)"),
      e("reports-etl", "WARN", 1, () => "etl step extract_kiosk_sales rows=0 (expected > 0)"),
    ],
  },
  // ================================================================ timeout
  {
    est: "ironpeak",
    cat: "timeout",
    origin: "waitlist-worker",
    hints: ["timeout", "time limit", "timelimit", "exceeded"],
    sev: "medium",
    note: "waitlist-worker's promotion task starts hitting Celery's time limit on a slow query, so waitlisted members are no longer promoted.",
    emits: [
      e(
        "waitlist-worker",
        "ERROR",
        8,
        (r) => `Task waitlist.promote[${r.hex(8)}-${r.hex(4)}] raised unexpected: SoftTimeLimitExceeded()`,
        {
          stack: () =>
            pyStack(
              [
                [
                  "/usr/local/lib/python3.12/site-packages/celery/app/trace.py",
                  453,
                  "trace_task",
                  "R = retval = fun(*args, **kwargs)",
                ],
                [
                  "/app/waitlist/tasks.py",
                  57,
                  "promote",
                  "candidates = list(Waitlist.objects.pending_for(class_id).select_for_update())",
                ],
                [
                  "/usr/local/lib/python3.12/site-packages/billiard/pool.py",
                  229,
                  "soft_timeout_sighandler",
                  "raise SoftTimeLimitExceeded()",
                ],
              ],
              "celery.exceptions.SoftTimeLimitExceeded: SoftTimeLimitExceeded()",
            ),
          stackP: 0.5,
        },
      ),
      e("waitlist-worker", "ERROR", 3, () => "Hard time limit (60s) exceeded for waitlist.promote[0c9e1b7f-...]", {
        after: 60,
      }),
      e(
        "class-booking",
        "WARN",
        6,
        (r) =>
          `Waitlist promotion for class #${r.int(40000, 49999)} still pending after cancellation (${r.int(2, 9)} min)`,
      ),
      e("notify-dispatch", "INFO", 1, () => "no waitlist_promoted events in the last 5 minutes"),
    ],
  },
  {
    est: "marrowdale",
    cat: "timeout",
    origin: "ocr-worker",
    hints: ["timeout", "timed out", "timeoutexpired"],
    sev: "medium",
    note: "ocr-worker's tesseract runs start exceeding their 120 s limit on large scans, so uploaded documents stay unprocessed.",
    emits: [
      e("ocr-worker", "ERROR", 6, (r) => `ocr: doc ${r.hex(16)} failed after 120.0s`, {
        stack: () =>
          pyStack(
            [
              [
                "/app/ocr/run.py",
                72,
                "ocr_pages",
                "out = subprocess.run(cmd, capture_output=True, timeout=120, check=True)",
              ],
              [
                "/usr/local/lib/python3.11/subprocess.py",
                550,
                "run",
                "stdout, stderr = process.communicate(input, timeout=timeout)",
              ],
            ],
            "subprocess.TimeoutExpired: Command '['tesseract', '/tmp/ocr/page-0007.tiff', 'stdout', '-l', 'eng', '--psm', '3']' timed out after 120 seconds",
          ),
        stackP: 0.7,
      }),
      e("doc-upload", "WARN", 6, (r) => `document ${r.hex(16)} still waiting for OCR text after ${r.int(300, 900)}s`),
      e(
        "case-intake",
        "WARN",
        3,
        () => "c.m.intake.AttachmentIndexer : attachment text not ready, search index incomplete",
      ),
    ],
    keep: 0.2,
  },
  {
    est: "clubline",
    cat: "timeout",
    origin: "floodlight-ctl",
    hints: ["timeout", "took", "budget", "slow", "dali"],
    sev: "medium",
    note: "floodlight-ctl's DALI bus commands start taking many seconds (WARN only), so court-booking's calls to it time out and lights are not switched for bookings.",
    emits: [
      e(
        "floodlight-ctl",
        "WARN",
        10,
        (r) =>
          `[ctl] DALI command group=${r.pick(["C1", "C2", "C3"])} took ${r.int(6000, 14000)} ms (budget 500 ms), request queue depth ${r.int(20, 90)}`,
      ),
      e("court-booking", "ERROR", 10, () => "o.c.booking.LightsClient : floodlight switch failed", {
        stack: () =>
          javaStack("java.net.SocketTimeoutException: Read timed out", [
            "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)",
            "org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:149)",
            "org.clubline.booking.LightsClient.switchOn(LightsClient.java:37)",
          ]),
        stackP: 0.4,
      }),
      e("court-booking", "WARN", 6, () => "o.c.booking.LightsClient : retrying floodlight switch (2/3)"),
    ],
  },
  {
    est: "pulse",
    cat: "timeout",
    origin: "machine-hub",
    hints: ["timeout", "timed out", "etimedout"],
    sev: "medium",
    note: "the bike vendor's cloud stops answering in time and machine-hub's session uploads time out, so ride stats are not saved.",
    emits: [
      e("machine-hub", "ERROR", 10, (r) => `session upload failed bike ${r.pick(["SHO", "KEN"])}-${r.int(1, 40)}`, {
        stack: () =>
          nodeStack("TimeoutError: Timeout awaiting 'request' for 10000ms", [
            "RequestError.captureStackTrace (/srv/node_modules/got/dist/source/core/index.js:419:9)",
            "Request._onResponse (/srv/node_modules/got/dist/source/core/index.js:989:16)",
            "async uploadSession (/srv/src/vendor/ridelink.js:58:18)",
          ]),
        stackP: 0.5,
      }),
      e("machine-hub", "WARN", 6, (r) => `ridelink upload queue backlog ${r.int(40, 400)} sessions`),
      e("studio-app-api", "WARN", 4, () => "method=GET path=/v1/me/rides status=200 dur=10012ms partial=true"),
    ],
  },
  // ================================================================ rate_limiting
  {
    est: "ironpeak",
    cat: "rate_limiting",
    origin: "notify-dispatch",
    hints: ["429", "rate", "too many", "throttl"],
    sev: "medium",
    note: "notify-dispatch hits the SMS provider's rate limit when a class-cancellation blast goes out, and most texts are refused with 429.",
    emits: [
      e(
        "notify-dispatch",
        "WARN",
        24,
        (r) =>
          `sms to ${m(r)} rejected: RestException [Error] (POST /2010-04-01/Accounts/AC***/Messages.json) 429 Too Many Requests: Too Many Requests (code 20429)`,
      ),
      e("notify-dispatch", "ERROR", 4, (r) => `giving up on class_cancelled for ${m(r)} after 5 attempts`, {
        after: 40,
      }),
      e("class-booking", "WARN", 4, () => "Cancellation notices enqueued but delivery receipts missing"),
    ],
  },
  {
    est: "marrowdale",
    cat: "rate_limiting",
    origin: "notify-sms",
    hints: ["throttl", "rate", "exceeded", "429"],
    sev: "medium",
    note: "notify-sms is throttled by the cloud SMS API during a street-sweeping reminder run and most messages fail.",
    emits: [
      e(
        "notify-sms",
        "ERROR",
        22,
        (r) =>
          `publish failed id=${r.hex(10)}: operation error SNS: Publish, https response error StatusCode: 400, RequestID: ${r.hex(8)}-${r.hex(4)}, api error Throttling: Rate exceeded`,
      ),
      e("notify-sms", "WARN", 10, () => "backing off 2s after throttling (in-flight 250)"),
      e(
        "inspections-sched",
        "WARN",
        3,
        () => "confirmation SMS not sent for inspection booking (notify-sms returned 503)",
      ),
    ],
  },
  {
    est: "clubline",
    cat: "rate_limiting",
    origin: "payments-bridge",
    hints: ["rate", "429", "too many", "rate_limit"],
    sev: "medium",
    note: "payments-bridge fires the season-fee batch too fast and the card processor answers 429 rate_limit for most calls.",
    emits: [
      e(
        "payments-bridge",
        "WARN",
        20,
        (r) =>
          `o.c.pay.ChargeService : charge for ${m(r)} rejected: RateLimitException: Request rate limit exceeded. You can learn more about rate limits here https://stripe.com/docs/rate-limits.; code: rate_limit; request-id: req_${r.hex(12)}`,
      ),
      e(
        "payments-bridge",
        "ERROR",
        4,
        () => "o.c.pay.SeasonFeeBatch : batch stalled, 0 charges succeeded in the last 60s",
        { after: 60 },
      ),
      e("member-registry", "WARN", 6, (r) => `Renewal for ${m(r)} pending: payment not confirmed`),
    ],
  },
  {
    est: "pulse",
    cat: "rate_limiting",
    origin: "booking-core",
    hints: ["429", "rate", "too many", "retry-after"],
    sev: "medium",
    note: "booking-core syncs the new class schedule to the partner marketplace too eagerly and is rate-limited with 429 Retry-After.",
    emits: [
      e(
        "booking-core",
        "WARN",
        18,
        (r) =>
          `p.s.booking.PartnerSync : partner API answered 429 Too Many Requests for class ${r.pick(["RIDE45", "BARRE"])}-${r.int(1000, 9999)}, Retry-After: 60`,
      ),
      e(
        "booking-core",
        "ERROR",
        5,
        () => "p.s.booking.PartnerSync : partner sync aborted: 40 consecutive 429 responses",
        { after: 45 },
      ),
      e("reports-etl", "WARN", 1, () => "partner bookings feed empty for this hour"),
    ],
  },
  // ================================================================ validation
  {
    est: "ironpeak",
    cat: "validation",
    origin: "dd-collections",
    hints: ["validation", "sort_code", "pattern", "invalid"],
    sev: "medium",
    note: "dd-collections rejects every mandate record whose sort code now arrives with dashes, so the day's collection batch is short.",
    emits: [
      e("dd-collections", "ERROR", 10, (r) => `collections.schedule: mandate MD${r.hex(8).toUpperCase()} skipped`, {
        stack: () =>
          pyStack(
            [["/app/collections/schedule.py", 41, "build_record", "rec = MandateRecord.model_validate(row)"]],
            "pydantic_core._pydantic_core.ValidationError: 1 validation error for MandateRecord\nsort_code\n  String should match pattern '^\\d{6}$' [type=string_pattern_mismatch, input_value='20-00-00', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.7/v/string_pattern_mismatch",
          ),
        stackP: 0.8,
      }),
      e(
        "membership-svc",
        "WARN",
        3,
        () => "c.i.membership.BillingClient : dd-collections reports 0 instructions scheduled for LDS01",
      ),
    ],
  },
  {
    est: "marrowdale",
    cat: "validation",
    origin: "payments-citypay",
    hints: ["validation", "citation", "invalid", "argument", "must match"],
    sev: "high",
    note: "payments-citypay rejects the new citation number format issued since this morning, so residents cannot pay parking tickets.",
    emits: [
      e(
        "payments-citypay",
        "WARN",
        16,
        (r) =>
          `o.s.w.s.m.m.a.ExceptionHandlerExceptionResolver : Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public PaymentResult PaymentController.pay(PaymentRequest): [Field error in object 'paymentRequest' on field 'citationNumber': rejected value [PK-2026-${r.int(100000, 999999)}]; default message [must match "PK\\d{7}"]] ]`,
      ),
      e(
        "portal-311-web",
        "ERROR",
        12,
        (r) => `POST /pay/parking 400 ${r.int(20, 80)}ms - payments-citypay: "citationNumber: must match"`,
      ),
      e("portal-311-web", "WARN", 4, () => "resident retried parking payment 3 times"),
    ],
  },
  {
    est: "clubline",
    cat: "validation",
    origin: "member-registry",
    hints: ["json", "validation", "dateofbirth", "convert", "invalid"],
    sev: "medium",
    note: "member-registry cannot parse the date-of-birth format sent by the updated sign-up form and rejects every new registration.",
    emits: [
      e("member-registry", "WARN", 12, () => "Request body invalid for POST /members", {
        stack: () =>
          netStack(
            "System.Text.Json.JsonException: The JSON value could not be converted to System.DateOnly. Path: $.dateOfBirth | LineNumber: 0 | BytePositionInLine: 87.",
            [
              "System.Text.Json.ThrowHelper.ThrowJsonException(String message)",
              "System.Text.Json.Serialization.Converters.DateOnlyConverter.Read(Utf8JsonReader& reader, Type typeToConvert, JsonSerializerOptions options)",
              "Microsoft.AspNetCore.Mvc.Formatters.SystemTextJsonInputFormatter.ReadRequestBodyAsync(InputFormatterContext context, Encoding encoding)",
            ],
          ),
        stackP: 0.5,
      }),
      e(
        "club-portal-web",
        "ERROR",
        10,
        (r) =>
          `POST /join 400 - ${r.int(10, 60)} ms registry said: {"errors":{"$.dateOfBirth":["The JSON value could not be converted"]}}`,
      ),
    ],
  },
  {
    est: "pulse",
    cat: "validation",
    origin: "billing-dd",
    hints: ["validation", "invalid", "recordinvalid", "iban", "mandate"],
    sev: "medium",
    note: "billing-dd refuses to create mandates for Irish members because a new IBAN check rejects valid IE numbers, so new sign-ups fail.",
    emits: [
      e(
        "billing-dd",
        "ERROR",
        10,
        (r) =>
          `ActiveRecord::RecordInvalid (Validation failed: Iban is invalid, Iban country IE not allowed for scheme bacs) for member ${m(r)}`,
        {
          stack: () =>
            rbStack([
              "activerecord (7.1.3) lib/active_record/validations.rb:84:in `raise_validation_error'",
              "activerecord (7.1.3) lib/active_record/validations.rb:55:in `save!'",
              "app/services/mandate_creator.rb:31:in `call'",
              "app/controllers/mandates_controller.rb:12:in `create'",
            ]),
          stackP: 0.5,
        },
      ),
      e(
        "studio-app-api",
        "ERROR",
        10,
        (r) => `method=POST path=/v1/memberships status=422 dur=${r.int(40, 200)}ms upstream=billing-dd`,
      ),
    ],
  },
  // ================================================================ null_reference
  {
    est: "ironpeak",
    cat: "null_reference",
    origin: "pos-frontdesk",
    hints: ["nullreference", "null", "object reference"],
    sev: "medium",
    note: "pos-frontdesk throws NullReferenceException on locker rentals for members without a home club, and front-desk sales fail.",
    emits: [
      e("pos-frontdesk", "ERROR", 10, (r) => `Sale failed till=${r.pick(["LDS01-T1", "MCR02-T1"])}`, {
        stack: () =>
          netStack("System.NullReferenceException: Object reference not set to an instance of an object.", [
            "IronPeak.FrontDesk.Lockers.LockerAssignmentService.Assign(Member member, SaleLine line) in /src/FrontDesk/Lockers/LockerAssignmentService.cs:line 63",
            "IronPeak.FrontDesk.Sales.SaleProcessor.CompleteAsync(Sale sale) in /src/FrontDesk/Sales/SaleProcessor.cs:line 118",
            "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
          ]),
        stackP: 0.7,
      }),
    ],
  },
  {
    est: "marrowdale",
    cat: "null_reference",
    origin: "rec-bookings",
    hints: ["nomethoderror", "nil", "undefined method"],
    sev: "medium",
    note: "rec-bookings crashes with NoMethodError on nil for facilities without a capacity record, so pool and court reservations fail.",
    emits: [
      e("rec-bookings", "ERROR", 10, () => "NoMethodError (undefined method `capacity' for nil:NilClass):", {
        stack: () =>
          rbStack([
            "app/models/slot.rb:27:in `remaining'",
            "app/services/reservation_service.rb:44:in `reserve!'",
            "app/controllers/reservations_controller.rb:15:in `create'",
          ]),
        stackP: 0.8,
      }),
      e("portal-311-web", "ERROR", 10, (r) => `POST /recreation/reserve 500 ${r.int(40, 200)}ms - rec-bookings error`),
    ],
  },
  {
    est: "clubline",
    cat: "null_reference",
    origin: "club-portal-web",
    hints: ["typeerror", "undefined", "cannot read"],
    sev: "medium",
    note: "club-portal-web crashes rendering fixtures for clubs without a home venue (TypeError reading undefined).",
    emits: [
      e("club-portal-web", "ERROR", 14, () => "GET /fixtures 500 - unhandled error", {
        stack: () =>
          nodeStack("TypeError: Cannot read properties of undefined (reading 'homeVenue')", [
            "fixtureCard (/app/dist/views/fixtures.js:88:31)",
            "Array.map (<anonymous>)",
            "renderFixtures (/app/dist/views/fixtures.js:41:22)",
            "async /app/dist/routes/fixtures.js:17:5",
          ]),
        stackP: 0.8,
      }),
    ],
  },
  {
    est: "pulse",
    cat: "null_reference",
    origin: "booking-core",
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    note: "booking-core throws NullPointerException for classes whose instructor was unassigned, and reservations fail.",
    emits: [
      e(
        "booking-core",
        "ERROR",
        12,
        () =>
          "o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] threw exception",
        {
          stack: () =>
            javaStack(
              'java.lang.NullPointerException: Cannot invoke "studio.pulse.booking.Instructor.getId()" because the return value of "studio.pulse.booking.ClassSession.getInstructor()" is null',
              [
                "studio.pulse.booking.ReserveHandler.payoutKey(ReserveHandler.java:143)",
                "studio.pulse.booking.ReserveHandler.reserve(ReserveHandler.java:88)",
                "studio.pulse.booking.api.BookingController.create(BookingController.java:52)",
              ],
            ),
          stackP: 0.8,
        },
      ),
      e(
        "studio-app-api",
        "ERROR",
        12,
        (r) =>
          `method=POST path=/v1/bookings status=502 dur=${r.int(30, 120)}ms err="booking-core: 500 Internal Server Error"`,
      ),
    ],
  },
  // ================================================================ configuration
  {
    est: "ironpeak",
    cat: "configuration",
    origin: "door-access-ctl",
    hints: ["config", "profile", "missing", "not found"],
    sev: "high",
    note: "after a config reload door-access-ctl cannot find the turnstile profile and falls back to deny-all, so members are refused at the turnstiles (WARN only).",
    pre: [
      {
        svc: "door-access-ctl",
        level: "INFO",
        msg: "config: reloaded /etc/door-access/controllers.yaml (sha 4be91c0, 41 controllers)",
      },
    ],
    emits: [
      e(
        "door-access-ctl",
        "WARN",
        24,
        (r) =>
          `controller ${r.pick(["LDS01-TS1", "MCR02-TS2", "BRS04-TS1"])}: profile "turnstile-v3" not found in config, applying default policy deny_all`,
      ),
      e(
        "door-access-ctl",
        "WARN",
        20,
        (r) => `access denied card=${r.hex(8)} door=TS-${r.int(1, 3)} reason=policy_deny_all`,
      ),
      e("member-app-bff", "WARN", 5, () => "POST /v3/support/door-issue 201 - member reports entry refused"),
      e("pos-frontdesk", "WARN", 6, () => "Manual entry override recorded at front desk"),
    ],
    keep: 0.3,
  },
  {
    est: "marrowdale",
    cat: "configuration",
    origin: "inspections-sched",
    hints: ["config", "improperlyconfigured", "setting", "keyerror", "environment"],
    sev: "high",
    note: "the new inspections-sched release expects a calendar setting that was not added to its environment, so inspection bookings fail.",
    pre: [
      {
        svc: "inspections-sched",
        level: "INFO",
        msg: "Starting gunicorn 22.0.0 | Booting worker with pid: 8 | release 2026.05.29-2 (a41c9e0)",
      },
    ],
    emits: [
      e("inspections-sched", "ERROR", 8, () => "scheduler: booking failed", {
        stack: () =>
          pyStack(
            [
              ["/app/scheduler/calendar.py", 19, "client", "cal_id = settings.INSPECTOR_CALENDAR_ID"],
              [
                "/usr/local/lib/python3.11/site-packages/django/conf/__init__.py",
                104,
                "__getattr__",
                "val = getattr(_wrapped, name)",
              ],
            ],
            "AttributeError: 'Settings' object has no attribute 'INSPECTOR_CALENDAR_ID'",
          ),
        stackP: 0.8,
      }),
      e(
        "permits-api",
        "ERROR",
        6,
        (r) => `Inspection request for BP-26-${r.int(10000, 19999)} failed: inspections-sched returned 500`,
      ),
      e("portal-311-web", "ERROR", 5, (r) => `POST /permits/inspections 502 ${r.int(100, 400)}ms`),
    ],
  },
  {
    est: "clubline",
    cat: "configuration",
    origin: "coach-roster",
    hints: ["config", "redis", "localhost", "url", "environment"],
    sev: "medium",
    note: "the new coach-roster release lost its REDIS_URL setting and tries localhost:6379, so roster saves fail.",
    pre: [
      {
        svc: "coach-roster",
        level: "INFO",
        msg: "Booted Rails 7.1.3 application in production; revision 7c1e2d9 (env: REDIS_URL not set, using default)",
      },
    ],
    emits: [
      e(
        "coach-roster",
        "ERROR",
        10,
        () => "Redis::CannotConnectError (Error connecting to Redis on localhost:6379 (Errno::ECONNREFUSED)):",
        {
          stack: () =>
            rbStack([
              "redis-client (0.22.2) lib/redis_client/ruby_connection.rb:124:in `rescue in connect'",
              "app/models/roster.rb:51:in `lock!'",
              "app/controllers/rosters_controller.rb:22:in `update'",
            ]),
          stackP: 0.6,
        },
      ),
      e("club-portal-web", "ERROR", 5, (r) => `PUT /coach/roster 500 - ${r.int(10, 40)} ms`),
    ],
  },
  {
    est: "pulse",
    cat: "configuration",
    origin: "studio-app-api",
    hints: ["config", "upstream", "port", "url"],
    sev: "high",
    note: "a config map change points studio-app-api at the wrong booking-core port, so the app's bookings fail with connection refused right after the reload.",
    pre: [
      {
        svc: "studio-app-api",
        level: "INFO",
        msg: "config reloaded from /etc/studio/app.yaml (checksum 9f31ab2) upstreams.booking_core=http://booking-core:8081",
      },
    ],
    emits: [
      e(
        "studio-app-api",
        "ERROR",
        20,
        (r) =>
          `method=${r.pick(["GET", "POST"])} path=/v1/bookings status=502 dur=${r.int(1, 5)}ms err="dial tcp 10.3.0.14:8081: connect: connection refused"`,
      ),
      e("studio-app-api", "WARN", 6, () => "upstream booking-core marked unhealthy (5 consecutive failures)"),
    ],
  },
  // ================================================================ dependency
  {
    est: "ironpeak",
    cat: "dependency",
    origin: "pos-frontdesk",
    hints: ["circuit", "503", "unavailable", "payment", "dependency"],
    sev: "medium",
    note: "the card acquirer pos-frontdesk calls answers 503 and Polly opens the circuit, so front-desk card sales fail while cash still works.",
    emits: [
      e(
        "pos-frontdesk",
        "ERROR",
        8,
        (r) =>
          `Card authorisation failed till=${r.pick(["LDS01-T1", "NCL01-T1"])}: acquirer responded 503 Service Unavailable`,
      ),
      e("pos-frontdesk", "WARN", 3, () => "Circuit breaker opened for acquirer-auth: breaking for 00:00:30", {
        after: 30,
      }),
      e("pos-frontdesk", "ERROR", 6, () => "Card sale rejected", {
        after: 35,
        stack: () =>
          netStack("Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.", [
            "Polly.CircuitBreaker.CircuitStateController`1.OnActionPreExecute()",
            "IronPeak.FrontDesk.Payments.AcquirerClient.AuthoriseAsync(CardSale sale) in /src/FrontDesk/Payments/AcquirerClient.cs:line 71",
          ]),
        stackP: 0.5,
      }),
    ],
  },
  {
    est: "marrowdale",
    cat: "dependency",
    origin: "permits-api",
    hints: ["soap", "registry", "500", "unavailable", "dependency"],
    sev: "medium",
    note: "the state contractor-licence registry that permits-api calls keeps answering 503 Server Unavailable, so permit applications cannot be validated.",
    emits: [
      e("permits-api", "ERROR", 10, () => "Contractor licence lookup failed", {
        stack: () =>
          netStack(
            "System.ServiceModel.ServerTooBusyException: The HTTP service located at https://lic.state.example.gov/LicenceService.asmx is unavailable.  This could be because the service is too busy or because no endpoint was found listening at the specified address. Please ensure that the address is correct and try accessing the service again later.\n ---> System.Net.WebException: The remote server returned an error: (503) Server Unavailable.",
            [
              "System.ServiceModel.Channels.HttpChannelUtilities.ProcessGetResponseWebException(WebException webException, HttpWebRequest request, HttpAbortReason abortReason)",
              "StateLicensing.LicenceServiceSoapClient.VerifyAsync(VerifyRequest request)",
              "Marrowdale.Permits.Licensing.LicenceVerifier.VerifyAsync(String licenceNo) in /src/Permits.Api/Licensing/LicenceVerifier.cs:line 33",
            ],
          ),
        stackP: 0.6,
      }),
      e("permits-api", "WARN", 4, () => "Retrying licence registry call (attempt 3/3)"),
      e("portal-311-web", "ERROR", 8, (r) => `POST /permits/apply 502 ${r.int(3000, 9000)}ms - permits-api error`),
    ],
  },
  {
    est: "clubline",
    cat: "dependency",
    origin: "email-relay",
    hints: ["503", "unavailable", "sendgrid", "provider", "dependency"],
    sev: "medium",
    note: "the e-mail provider behind email-relay answers 503 for every send, so booking confirmations and renewal receipts are not delivered.",
    emits: [
      e(
        "email-relay",
        "ERROR",
        14,
        (r) =>
          `send failed msg=${r.hex(12)}: provider responded 503 Service Unavailable: {"errors":[{"message":"upstream temporarily unavailable"}]}`,
      ),
      e("email-relay", "WARN", 6, (r) => `outbox depth ${r.int(200, 3000)}, retry in 30s`),
      e(
        "court-booking",
        "WARN",
        4,
        () => "o.c.booking.Notifier : confirmation e-mail not accepted by email-relay (503)",
      ),
    ],
  },
  {
    est: "pulse",
    cat: "dependency",
    origin: "billing-dd",
    hints: ["gocardless", "500", "circuit", "redlight", "dependency"],
    sev: "medium",
    note: "the direct-debit provider's API returns 500s to billing-dd and its circuit breaker goes red, so collections and mandate creation stop.",
    emits: [
      e(
        "billing-dd",
        "ERROR",
        10,
        (r) => `GoCardlessPro::GoCardlessError: Internal server error (request_id ${r.hex(16).toUpperCase()})`,
      ),
      e("billing-dd", "WARN", 6, () => "Stoplight::Error::RedLight: gocardless - light is red, skipping call", {
        after: 40,
      }),
      e(
        "studio-app-api",
        "ERROR",
        5,
        (r) => `method=POST path=/v1/memberships status=503 dur=${r.int(10, 60)}ms upstream=billing-dd`,
      ),
    ],
  },
  // ================================================================ memory
  {
    est: "ironpeak",
    cat: "memory",
    origin: "equipment-telemetry",
    hints: ["memory", "oom", "out of memory"],
    sev: "high",
    note: "equipment-telemetry's buffer grows until the Go runtime dies out of memory and the pod restarts repeatedly.",
    emits: [
      e(
        "equipment-telemetry",
        "WARN",
        3,
        (r) => `buffer high: ${r.int(700, 990)}k points pending, heap_inuse=${r.int(1700, 1990)}MiB (limit 2GiB)`,
      ),
      e("equipment-telemetry", "FATAL", 1, () => "fatal error: runtime: out of memory", {
        after: 60,
        stack: () =>
          goFatal(
            [
              "runtime.throw({0x14f2e1a?, 0x2000?})",
              "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c",
              "runtime.(*mheap).grow(0x2a61f20, 0x400?)",
              "\t/usr/local/go/src/runtime/mheap.go:1513 +0x2a5",
            ],
            [
              "ironpeak/telemetry/ingest.(*Buffer).Append(...)",
              "\t/src/ingest/buffer.go:88 +0x1b4",
              "ironpeak/telemetry/ingest.(*Consumer).run(0xc000214000)",
              "\t/src/ingest/consumer.go:142 +0x2e8",
            ],
          ),
        stackP: 1,
      }),
      e("equipment-telemetry", "INFO", 1, () => "starting equipment-telemetry v2.8.1 (GOMEMLIMIT=1800MiB)", {
        after: 65,
      }),
      e("member-app-bff", "WARN", 4, () => "GET /v3/me/workouts 200 - telemetry unavailable, empty history returned"),
    ],
  },
  {
    est: "marrowdale",
    cat: "memory",
    origin: "doc-upload",
    hints: ["heap", "memory", "out of memory"],
    sev: "high",
    note: "doc-upload buffers whole files in memory and the Node process dies with 'JavaScript heap out of memory', restarting in a loop.",
    emits: [
      e(
        "doc-upload",
        "FATAL",
        1,
        () =>
          "<--- Last few GCs --->\n[1:0x6a3e1c0]   612034 ms: Mark-Compact 2014.6 (2083.4) -> 2011.2 (2084.1) MB, 1812.44 / 0.00 ms  (average mu = 0.121, current mu = 0.034) allocation failure; scavenge might not succeed\n\n<--- JS stacktrace --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
        { after: 30 },
      ),
      e("doc-upload", "INFO", 1, () => "doc-upload listening on :8080 (node v20.14.0, max-old-space-size=2048)", {
        after: 38,
      }),
      e("portal-311-web", "ERROR", 12, (r) => `POST /uploads 502 ${r.int(1, 30000)}ms - doc-upload: socket hang up`),
      e("portal-311-web", "WARN", 6, () => "retrying upload to doc-upload (ECONNREFUSED)"),
    ],
  },
  {
    est: "clubline",
    cat: "memory",
    origin: "court-booking",
    hints: ["outofmemory", "heap", "memory", "gc overhead"],
    sev: "high",
    note: "court-booking runs out of Java heap while caching availability, stalls in GC and fails bookings.",
    emits: [
      e(
        "court-booking",
        "WARN",
        4,
        (r) => `o.c.booking.AvailabilityCache : cache size ${r.int(1800000, 2400000)} entries, eviction behind`,
      ),
      e(
        "court-booking",
        "ERROR",
        8,
        () =>
          "o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] threw exception [Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space]",
        {
          after: 30,
          stack: () =>
            javaStack("java.lang.OutOfMemoryError: Java heap space", [
              "java.base/java.util.HashMap.resize(HashMap.java:702)",
              "org.clubline.booking.AvailabilityCache.put(AvailabilityCache.java:61)",
              "org.clubline.booking.SlotService.available(SlotService.java:33)",
            ]),
          stackP: 0.4,
        },
      ),
      e(
        "club-portal-web",
        "ERROR",
        12,
        (r) => `GET /courts/availability 504 - ${r.int(10000, 10050)} ms court-booking timeout`,
      ),
    ],
  },
  {
    est: "pulse",
    cat: "memory",
    origin: "access-gate",
    hints: ["bad_alloc", "memory", "alloc"],
    sev: "high",
    note: "access-gate leaks memory on reader reconnects, aborts with std::bad_alloc and restarts, so studio doors do not open for members.",
    emits: [
      e("access-gate", "WARN", 2, (r) => `mem: rss=${r.int(480, 510)} MiB limit=512 MiB sessions=${r.int(4000, 9000)}`),
      e(
        "access-gate",
        "FATAL",
        1,
        () => "terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc",
        { after: 50 },
      ),
      e("access-gate", "INFO", 1, () => "access-gate 3.4.2 starting, loading 14 readers", { after: 55 }),
      e("studio-app-api", "WARN", 8, () => "method=POST path=/v1/checkin status=504 dur=5001ms upstream=access-gate"),
    ],
  },
  // ================================================================ disk
  {
    est: "ironpeak",
    cat: "disk",
    origin: "membership-svc",
    hints: ["space", "disk", "enospc", "device"],
    sev: "high",
    note: "membership-svc's volume fills with export files and writes fail with 'No space left on device'.",
    emits: [
      e("membership-svc", "ERROR", 8, () => "c.i.membership.ExportService : writing member export failed", {
        stack: () =>
          javaStack("java.io.IOException: No space left on device", [
            "java.base/java.io.FileOutputStream.writeBytes(Native Method)",
            "java.base/java.io.FileOutputStream.write(FileOutputStream.java:367)",
            "com.ironpeak.membership.ExportService.write(ExportService.java:88)",
          ]),
        stackP: 0.5,
      }),
      e(
        "membership-svc",
        "ERROR",
        6,
        () =>
          'c.i.membership.StatusService : could not persist status change: could not write to file "base/16384/2619": No space left on device',
      ),
      e("member-app-bff", "ERROR", 6, (r) => `PATCH /v3/me/membership 500 ${r.int(20, 100)}ms - membership-svc error`),
    ],
  },
  {
    est: "marrowdale",
    cat: "disk",
    origin: "case-intake",
    hints: ["flood", "read-only", "disk", "watermark", "block"],
    sev: "high",
    note: "the search cluster behind case-intake hits the flood-stage disk watermark and makes the index read-only, so new 311 requests cannot be indexed.",
    emits: [
      e(
        "case-intake",
        "ERROR",
        12,
        (r) =>
          `c.m.intake.CaseIndexer : failed to index SR-${r.int(2600000, 2699999)}: ElasticsearchException[index [cases-2026.05] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];]`,
      ),
      e("portal-311-web", "WARN", 8, () => "GET /requests/search 200 - results may be missing recent requests"),
    ],
  },
  {
    est: "clubline",
    cat: "disk",
    origin: "league-scheduler",
    hints: ["space", "disk", "errno 28", "device"],
    sev: "medium",
    note: "league-scheduler's fixtures volume fills up and writing fixture PDFs fails with 'No space left on device'.",
    emits: [
      e("league-scheduler", "ERROR", 8, () => "fixtures: render failed", {
        stack: () =>
          pyStack(
            [["/srv/league/render.py", 120, "write_pdf", 'with open(path, "wb") as fh:']],
            "OSError: [Errno 28] No space left on device: '/var/lib/league/fixtures/2026/senior-b-r14.pdf'",
          ),
        stackP: 0.8,
      }),
      e("club-portal-web", "WARN", 6, () => "GET /fixtures/pdf 404 - not generated yet"),
    ],
  },
  {
    est: "pulse",
    cat: "disk",
    origin: "machine-hub",
    hints: ["enospc", "space", "disk"],
    sev: "medium",
    note: "machine-hub's spool volume fills and every bike session write fails with ENOSPC.",
    emits: [
      e("machine-hub", "ERROR", 12, () => "failed to spool session", {
        stack: () =>
          nodeStack("Error: ENOSPC: no space left on device, write", [
            "Object.writeSync (node:fs:928:3)",
            "SpoolWriter.append (/srv/src/spool.js:33:8)",
            "async handleUpload (/srv/src/routes/sessions.js:21:5)",
          ]),
        stackP: 0.7,
      }),
      e("studio-app-api", "WARN", 4, () => "method=POST path=/v1/rides status=500 dur=12ms upstream=machine-hub"),
    ],
  },
  // ================================================================ unknown
  {
    est: "ironpeak",
    cat: "unknown",
    origin: "notify-dispatch",
    hints: ["exit", "crash", "restart", "unknown"],
    sev: "medium",
    note: "notify-dispatch exits with code 1 over and over without logging why, and notifications stop.",
    emits: [
      e("notify-dispatch", "ERROR", 2, () => "worker exited with code 1, restarting in 5s"),
      e("notify-dispatch", "INFO", 2, () => "notify-dispatch starting (pid 1)", { after: 5 }),
      e(
        "class-booking",
        "WARN",
        6,
        () => "Notification enqueue failed: Errno::ECONNREFUSED connecting to notify-dispatch:8080",
      ),
      e("member-app-bff", "WARN", 3, () => "POST /v3/notifications/test 502 - notify-dispatch unavailable"),
    ],
    keep: 0.05,
  },
  {
    est: "marrowdale",
    cat: "unknown",
    origin: "rec-bookings",
    hints: ["502", "unavailable", "unknown", "upstream"],
    sev: "high",
    note: "rec-bookings stops writing anything and its callers get 502s and timeouts; its own log never says why.",
    emits: [
      e(
        "portal-311-web",
        "ERROR",
        14,
        (r) =>
          `POST /recreation/reserve 502 ${r.int(30000, 30100)}ms - upstream rec-bookings: upstream request timeout`,
      ),
      e("portal-311-web", "WARN", 8, () => "retrying rec-bookings (attempt 2/3)"),
      e(
        "payments-citypay",
        "WARN",
        3,
        () => "c.m.pay.PaymentController : recreation booking payment held, rec-bookings did not confirm",
      ),
    ],
    keep: 0,
  },
  {
    est: "clubline",
    cat: "unknown",
    origin: "member-registry",
    hints: ["500", "unhandled", "unknown", "error"],
    sev: "medium",
    note: "member-registry starts answering 500 to renewals with only a generic 'unexpected error' line and no exception details.",
    emits: [
      e(
        "member-registry",
        "ERROR",
        12,
        (r) => `An unexpected error occurred processing POST /members/renew. TraceId: 00-${r.hex(32)}-${r.hex(16)}-00`,
      ),
      e("payments-bridge", "WARN", 6, () => "o.c.pay.ChargeService : renewal charge voided, registry answered 500"),
      e("club-portal-web", "ERROR", 8, (r) => `POST /members/renew 500 - ${r.int(20, 80)} ms`),
    ],
  },
  {
    est: "pulse",
    cat: "unknown",
    origin: "pos-kiosk",
    hints: ["unknown", "failed", "unexpected", "state"],
    sev: "medium",
    note: "pos-kiosk starts failing every sale with an unexplained internal error code.",
    emits: [
      e(
        "pos-kiosk",
        "ERROR",
        10,
        (r) =>
          `Kiosk ${r.pick(["SHO", "KEN", "ISL"])}-K${r.int(1, 2)} sale aborted: E_UNSPEC (state=${r.pick(["Committing", "Tendering"])})`,
      ),
      e("reports-etl", "WARN", 1, () => "etl step extract_kiosk_sales rows=0 (expected > 0)"),
    ],
  },
];
