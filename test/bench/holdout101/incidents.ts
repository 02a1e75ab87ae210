// The 52 failures of holdout101: 13 categories, one per estate each, written as each runtime and product logs them.
import type { Rng } from "./rng.js";
import { stack } from "./stacks.js";
import type { Failure, OriginErr, Scripted } from "./stream.js";

export interface Spec {
  estate: string;
  category: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  fail: Failure;
}

const S = 1000;
const E = (msg: string, extra: Partial<OriginErr> = {}): OriginErr => ({ level: "error", msg, ...extra });
const W = (msg: string): OriginErr => ({ level: "warn", msg });
const at = (
  sec: number,
  svc: string,
  level: OriginErr["level"],
  msg: string,
  more: Partial<OriginErr> = {},
): Scripted => ({
  at: sec * S,
  svc,
  level,
  msg,
  ...more,
});
const sid = (r: Rng) => `s${r.num(7)}`;

export const SPECS: Spec[] = [
  // ---------------- authentication
  {
    estate: "northgate",
    category: "authentication",
    hints: ["ldap", "bind", "credential", "authentication"],
    sev: "high",
    note: "The sso-bridge LDAP service account password expired, so every attribute lookup bind fails with error 49 and course pages fail to load.",
    fail: {
      origin: "sso-bridge",
      failRate: 0.85,
      callerKind: "5xx",
      retries: 1,
      err: () =>
        E(
          "LDAP attribute resolution failed for principal: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 532, v4563]",
          {
            stack: stack(
              "java",
              "javax.naming.AuthenticationException",
              "[LDAP: error code 49 - Invalid Credentials]",
              [
                "com.sun.jndi.ldap.LdapCtx.mapErrorCode",
                "org.ldaptive.BindOperation.execute",
                "edu.northgate.sso.AttributeResolver.resolve",
              ],
            ),
            kind: "javax.naming.AuthenticationException",
          },
        ),
    },
  },
  {
    estate: "learnloop",
    category: "authentication",
    hints: ["password", "authentication", "credential", "postgres"],
    sev: "high",
    note: "The coupon-svc database password was rotated without updating the service, so new connections are refused with password authentication failed and enrolments stall.",
    fail: {
      origin: "coupon-svc",
      failRate: 0.9,
      callerKind: "5xx",
      retries: 2,
      script: [at(-40, "coupon-svc", "info", "connection pool recycled (max_age=3600s)")],
      err: () =>
        E(
          'sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "coupons-db.internal" (10.20.4.11), port 5432 failed: FATAL:  password authentication failed for user "coupon_app"',
          {
            stack: stack(
              "python",
              "psycopg2.OperationalError",
              'FATAL:  password authentication failed for user "coupon_app"',
              ["coupons/api:evaluate", "coupons/repo:find_active", "sqlalchemy/engine/base:_execute_context"],
            ),
            kind: "OperationalError",
          },
        ),
    },
  },
  {
    estate: "examwise",
    category: "authentication",
    hints: ["accesskey", "access key", "credential", "authentication", "signature"],
    sev: "high",
    note: "recording-store's object storage access key was deactivated, so every segment upload is rejected with InvalidAccessKeyId and webcam ingest backs up.",
    fail: {
      origin: "recording-store",
      failRate: 0.95,
      callerKind: "5xx",
      retries: 3,
      breaker: true,
      err: (r) =>
        E(
          `put segment rec/${r.hex(8)}/${r.int(1, 300)}.webm: operation error S3: PutObject, https response error StatusCode: 403, RequestID: ${r.hex(16).toUpperCase()}, api error InvalidAccessKeyId: The AWS Access Key Id you provided does not exist in our records.`,
        ),
    },
  },
  {
    estate: "halden",
    category: "authentication",
    hints: ["ldap", "bind", "credential", "authentication"],
    sev: "high",
    note: "cas-login can no longer bind to the directory with its service account (data 52e), so every student login fails and Moodle pages redirect into errors.",
    fail: {
      origin: "cas-login",
      failRate: 0.9,
      callerKind: "5xx",
      err: () =>
        E(
          "Authentication handler [LdapAuthenticationHandler] failed: LDAP bind as cn=svc-cas,ou=Services,dc=halden,dc=ac,dc=uk rejected",
          {
            stack: stack(
              "java",
              "org.ldaptive.LdapException",
              "Invalid credentials: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C090439, comment: AcceptSecurityContext error, data 52e, v4f7c]",
              [
                "org.ldaptive.auth.Authenticator.authenticate",
                "org.apereo.cas.authentication.LdapAuthenticationHandler.authenticateUsernamePasswordInternal",
                "org.apereo.cas.authentication.DefaultAuthenticationManager.authenticate",
              ],
            ),
            kind: "org.ldaptive.LdapException",
          },
        ),
    },
  },
  // ---------------- authorization
  {
    estate: "northgate",
    category: "authorization",
    hints: ["accessdenied", "access denied", "permission", "forbidden", "403"],
    sev: "high",
    note: "An IAM policy change removed s3:PutObject for submission-store, so assignment uploads fail with AccessDenied and lms-core reports 5xx from it.",
    fail: {
      origin: "submission-store",
      failRate: 0.9,
      callerKind: "5xx",
      retries: 2,
      err: (r) =>
        E(
          `store submission: operation error S3: PutObject, https response error StatusCode: 403, RequestID: ${r.hex(16).toUpperCase()}, api error AccessDenied: User: arn:aws:sts::4412:assumed-role/submission-store/pod is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::ngu-submissions/subm/${r.hex(12)}.pdf" because no identity-based policy allows the s3:PutObject action`,
        ),
    },
  },
  {
    estate: "learnloop",
    category: "authorization",
    hints: ["permission", "forbidden", "403", "access"],
    sev: "medium",
    note: "media-ingest's service account lost storage.objects.create on the media bucket, so every lecture upload gets a 403 from object storage.",
    fail: {
      origin: "media-ingest",
      failRate: 0.95,
      callerKind: "5xx",
      err: () =>
        E("upload failed", {
          stack: stack(
            "node",
            "ApiError",
            "media-ingest@learnloop-live.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).",
            ["new ApiError", "Util.parseHttpRespBody", "ResumableUpload.startUploading"],
          ),
          kind: "ApiError",
        }),
    },
  },
  {
    estate: "examwise",
    category: "authorization",
    hints: ["permission", "denied", "authorization"],
    sev: "medium",
    note: "A schema migration re-created the results view without granting SELECT to the app role, so results-api fails every lookup with SQL error 229.",
    fail: {
      origin: "results-api",
      failRate: 0.95,
      callerKind: "5xx",
      script: [
        at(-75, "results-api", "info", "Applying migration '20261102_results_v2_view'"),
        at(-73, "results-api", "info", "Done."),
      ],
      err: () =>
        E("An unhandled exception has occurred while executing the request.", {
          stack: stack(
            "dotnet",
            "Microsoft.Data.SqlClient.SqlException (0x80131904)",
            "The SELECT permission was denied on the object 'vw_candidate_results', database 'examwise', schema 'results'.",
            [
              "Microsoft.Data.SqlClient.SqlConnection.OnError",
              "Examwise.Results.Data.ResultsRepository.GetAsync",
              "Examwise.Results.Api.ResultsController.Get",
            ],
          ),
          kind: "SqlException",
        }),
    },
  },
  {
    estate: "halden",
    category: "authorization",
    hints: ["forbidden", "403", "scope", "permission"],
    sev: "medium",
    note: "The Turnitin integration key was re-issued with a read-only scope, so turnitin-bridge gets 403 insufficient scope on every paper submission.",
    fail: {
      origin: "turnitin-bridge",
      failRate: 0.95,
      callerKind: "5xx",
      err: (r) =>
        E(
          `Turnitin TCA POST /api/v1/submissions -> 403 Forbidden {"message":"Scope 'submission:write' is not granted to this integration"} paper=${r.hex(8)}`,
        ),
    },
  },
  // ---------------- database
  {
    estate: "northgate",
    category: "database",
    hints: ["connection", "pool", "database", "jdbc", "hikari"],
    sev: "high",
    note: "A slow report query holds all lms-core Postgres connections, so HikariCP requests time out for 30s and the portal returns 502s.",
    fail: {
      origin: "lms-core",
      failRate: 0.7,
      callerKind: "5xx",
      err: () =>
        E(
          "Could not open JPA EntityManager for transaction; nested exception is org.hibernate.exception.JDBCConnectionException: Unable to acquire JDBC Connection",
          {
            stack: stack(
              "java",
              "java.sql.SQLTransientConnectionException",
              "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=57)",
              [
                "com.zaxxer.hikari.pool.HikariPool.createTimeoutException",
                "com.zaxxer.hikari.pool.HikariPool.getConnection",
                "edu.northgate.lms.course.CourseService.load",
              ],
            ),
            kind: "SQLTransientConnectionException",
          },
        ),
      ownEvery: 20,
      own: () => W("HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=61)"),
    },
  },
  {
    estate: "learnloop",
    category: "database",
    hints: ["deadlock", "database", "mysql", "lock"],
    sev: "medium",
    note: "A new seat-count update makes enrolment deadlock in MySQL on most concurrent enrolments; edge-api reports 502s.",
    fail: {
      origin: "enrolment",
      failRate: 0.6,
      callerKind: "5xx",
      err: () =>
        E("Completed 500 Internal Server Error", {
          stack: stack(
            "ruby",
            "ActiveRecord::Deadlocked",
            "Mysql2::Error: Deadlock found when trying to get lock; try restarting transaction",
            [
              "app/models/cohort.rb#reserve_seat!",
              "app/services/enrol_learner.rb#call",
              "app/controllers/enrolments_controller.rb#create",
            ],
          ),
          kind: "ActiveRecord::Deadlocked",
        }),
    },
  },
  {
    estate: "examwise",
    category: "database",
    hints: ["sql", "database", "connection", "pool"],
    sev: "high",
    note: "session-broker exhausts its SQL Server connection pool after the exam start wave, so exam sessions cannot be opened.",
    fail: {
      origin: "session-broker",
      failRate: 0.75,
      callerKind: "5xx",
      retries: 1,
      err: () =>
        E("Failed executing DbCommand: opening exam session", {
          stack: stack(
            "dotnet",
            "System.InvalidOperationException",
            "Timeout expired.  The timeout period elapsed prior to obtaining a connection from the pool.  This may have occurred because all pooled connections were in use and max pool size was reached.",
            [
              "Microsoft.Data.ProviderBase.DbConnectionFactory.TryGetConnection",
              "Examwise.Sessions.Data.SessionStore.OpenAsync",
              "Examwise.Sessions.Api.SessionsController.Start",
            ],
          ),
          kind: "InvalidOperationException",
        }),
    },
  },
  {
    estate: "halden",
    category: "database",
    hints: ["connection", "postgres", "database", "slots"],
    sev: "medium",
    note: "video-portal's Postgres runs out of connection slots, so lecture uploads and pages fail with OperationalError.",
    fail: {
      origin: "video-portal",
      failRate: 0.8,
      callerKind: "5xx",
      err: () =>
        E("Internal Server Error: /lectures/upload/", {
          stack: stack(
            "python",
            "django.db.utils.OperationalError",
            'connection to server at "pg-video" (10.8.1.5), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections',
            ["django/core/handlers/exception:inner", "lectures/views:upload", "django/db/backends/base/base:connect"],
          ),
          kind: "OperationalError",
        }),
    },
  },
  // ---------------- network
  {
    estate: "northgate",
    category: "network",
    hints: ["unreachable", "route", "network", "connection"],
    sev: "medium",
    note: "transcode-farm lost its route to the storage network after a switch change, so its writes fail with No route to host and lecture uploads fail.",
    fail: {
      origin: "transcode-farm",
      failRate: 0.9,
      callerKind: "reset",
      retries: 2,
      err: (r) =>
        E(
          `job ${r.hex(8)}: write segment to nfs://media-nas01/ngu-lectures failed: connect(): No route to host (errno 113)`,
        ),
      ownEvery: 30,
      own: () => W("nfs: server media-nas01 not responding, still trying"),
    },
  },
  {
    estate: "learnloop",
    category: "network",
    hints: ["reset", "connection", "network", "ice"],
    sev: "medium",
    note: "A bad MTU on live-rooms' node pool breaks its media connections, so joins fail with connection resets and ICE failures.",
    fail: {
      origin: "live-rooms",
      failRate: 0.7,
      callerKind: "reset",
      err: (r) =>
        W(
          `peer ${r.hex(6)} ICE connection state failed after 10s: read udp 10.42.${r.int(0, 9)}.${r.int(2, 250)}:${r.int(40000, 60000)}: connection reset by peer`,
        ),
      ownEvery: 15,
      own: (r) =>
        W(
          `websocket signalling closed: read tcp 10.42.3.17:7880->${r.int(10, 200)}.${r.int(1, 250)}.${r.int(1, 250)}.${r.int(1, 250)}:${r.int(40000, 60000)}: read: connection reset by peer`,
        ),
    },
  },
  {
    estate: "examwise",
    category: "network",
    hints: ["broken pipe", "reset", "network", "connection"],
    sev: "high",
    note: "stream-relay's uplink flaps, so webcam ingest writes fail with broken pipe and connection resets and candidate streams drop.",
    fail: {
      origin: "stream-relay",
      failRate: 0.6,
      callerKind: "reset",
      err: null,
      ownEvery: 2,
      own: (r) =>
        E(
          r.pick([
            `forward segment: write tcp 10.60.2.8:${r.int(40000, 60000)}->10.60.7.21:9000: write: broken pipe`,
            `publisher C${r.num(6)} dropped: read tcp 10.60.2.8:443->${r.int(80, 200)}.${r.int(1, 250)}.${r.int(1, 250)}.${r.int(1, 250)}:${r.int(40000, 60000)}: read: connection reset by peer`,
            "forward segment: dial tcp 10.60.7.21:9000: i/o timeout",
          ]),
        ),
    },
  },
  {
    estate: "halden",
    category: "network",
    hints: ["noroutetohost", "route", "network", "socket"],
    sev: "medium",
    note: "bbb-web cannot reach the FreeSWITCH media server after a firewall rule change on its subnet, so live class joins fail with NoRouteToHostException.",
    fail: {
      origin: "bbb-web",
      failRate: 0.85,
      callerKind: "5xx",
      err: () =>
        E("Failed to connect to FreeSWITCH ESL at 10.12.0.40:8021", {
          stack: stack("java", "java.net.NoRouteToHostException", "No route to host", [
            "java.base/sun.nio.ch.Net.pollConnect",
            "org.freeswitch.esl.client.inbound.Client.connect",
            "org.bigbluebutton.freeswitch.voice.ConnectionManager.connect",
          ]),
          kind: "java.net.NoRouteToHostException",
        }),
    },
  },
  // ---------------- timeout
  {
    estate: "northgate",
    category: "timeout",
    hints: ["timeout", "time limit", "timed out"],
    sev: "medium",
    note: "plagiarism-check's comparison tasks hit Celery's soft time limit on a large new corpus, so submissions wait and lms-core times out.",
    fail: {
      origin: "plagiarism-check",
      failRate: 0.8,
      callerKind: "timeout",
      retries: 2,
      err: (r) =>
        E(
          `Task plagiarism.compare[${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-a${r.hex(3)}-${r.hex(12)}] raised unexpected: SoftTimeLimitExceeded()`,
          {
            stack: stack("python", "billiard.exceptions.SoftTimeLimitExceeded", "SoftTimeLimitExceeded()", [
              "plagiarism/tasks:compare",
              "plagiarism/fingerprint:winnow",
            ]),
            kind: "SoftTimeLimitExceeded",
          },
        ),
    },
  },
  {
    estate: "learnloop",
    category: "timeout",
    hints: ["timeout", "timed out", "render"],
    sev: "medium",
    note: "certs' PDF rendering hangs on a new certificate template font and each render is killed at 30s, so certificate downloads time out.",
    fail: {
      origin: "certs",
      failRate: 0.9,
      callerKind: "timeout",
      err: (r) => E(`render LL-${r.num(8)} failed: wkhtmltopdf exceeded timeout of 30s, process killed`),
    },
  },
  {
    estate: "examwise",
    category: "timeout",
    hints: ["deadline", "timeout", "exceeded"],
    sev: "medium",
    note: "id-check's face-match inference exceeds its 8s deadline under load, so ID checks are slow and fail before exams can start.",
    fail: {
      origin: "id-check",
      failRate: 0.7,
      callerKind: "timeout",
      err: (r) =>
        W(
          `face-match inference for C${r.num(6)} cancelled: deadline exceeded after 8.0s (queue wait ${r.int(5, 8)}.${r.int(0, 9)}s)`,
        ),
    },
  },
  {
    estate: "halden",
    category: "timeout",
    hints: ["timeout", "deadline", "timed out"],
    sev: "medium",
    note: "sis-connector roster builds wait on a held cache lock and exceed their 45s deadline, so Moodle roster pages time out.",
    fail: {
      origin: "sis-connector",
      failRate: 0.85,
      callerKind: "timeout",
      err: (r) =>
        E(
          `roster build for ${r.pick(["CS101", "MATH204", "BIO110"])} aborted: exceeded deadline of 45s waiting for lock 'enrolment-cache'`,
        ),
    },
  },
  // ---------------- rate limiting
  {
    estate: "northgate",
    category: "rate_limiting",
    hints: ["429", "rate", "throttl", "too many"],
    sev: "medium",
    note: "sis-sync pushes end-of-term grades faster than the Banner Ethos API allows and gets 429s, so grade posts fail.",
    fail: {
      origin: "sis-sync",
      failRate: 0.8,
      callerKind: "5xx",
      retries: 2,
      err: (r) =>
        W(
          `Banner Ethos PUT /api/grade-changes -> 429 Too Many Requests (x-ratelimit-remaining=0, retry-after=${r.int(20, 60)}) for ${sid(r)}`,
        ),
    },
  },
  {
    estate: "learnloop",
    category: "rate_limiting",
    hints: ["rate", "429", "limit"],
    sev: "high",
    note: "billing's Stripe requests exceed the account rate limit during a launch sale, so charges fail with rate_limit errors and enrolments fail.",
    fail: {
      origin: "billing",
      failRate: 0.6,
      callerKind: "5xx",
      retries: 3,
      err: (r) =>
        E(
          `stripe: create PaymentIntent: {"status":429,"message":"Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.","request_id":"req_${r.hex(14)}","type":"invalid_request_error","code":"rate_limit"}`,
        ),
    },
  },
  {
    estate: "examwise",
    category: "rate_limiting",
    hints: ["throttl", "rate", "limit"],
    sev: "medium",
    note: "id-check's calls to the face comparison API are throttled at the morning exam wave, so ID checks fail.",
    fail: {
      origin: "id-check",
      failRate: 0.7,
      callerKind: "5xx",
      err: () =>
        E("compare_faces failed", {
          stack: stack(
            "python",
            "botocore.errorfactory.ProvisionedThroughputExceededException",
            "An error occurred (ProvisionedThroughputExceededException) when calling the CompareFaces operation: Provisioned rate exceeded.",
            ["idcheck/service:verify", "idcheck/face:compare", "botocore/client:_make_api_call"],
          ),
          kind: "ProvisionedThroughputExceededException",
        }),
    },
  },
  {
    estate: "halden",
    category: "rate_limiting",
    hints: ["throttl", "rate", "too many", "429"],
    sev: "medium",
    note: "cas-login's login throttling keys on source IP and everyone in the exam hall comes through one NAT address, so logins are refused with 429.",
    fail: {
      origin: "cas-login",
      failRate: 0.7,
      callerKind: "5xx",
      err: (r) =>
        W(
          `Throttling authentication request for ${r.pick(["jdoe", "mkhan", "lchen", "apatel"])}${r.int(1, 99)} from [10.200.0.1]: threshold 10 submissions per 60s exceeded, returning 429`,
        ),
    },
  },
  // ---------------- validation
  {
    estate: "northgate",
    category: "validation",
    hints: ["validation", "constraint", "invalid"],
    sev: "medium",
    note: "A new rubric lets scores exceed max points and gradebook rejects the grade posts with ConstraintViolationException.",
    fail: {
      origin: "gradebook",
      failRate: 0.7,
      callerKind: "5xx",
      err: (r) =>
        E("Grade post rejected", {
          stack: stack(
            "java",
            "jakarta.validation.ConstraintViolationException",
            `postGrade.arg0.score: must be less than or equal to 100 (was ${r.int(101, 130)})`,
            [
              "org.hibernate.validator.internal.engine.ValidatorImpl.validate",
              "edu.northgate.gradebook.GradeController.postGrade",
            ],
          ),
          kind: "ConstraintViolationException",
        }),
    },
  },
  {
    estate: "learnloop",
    category: "validation",
    hints: ["validation", "invalid", "recordinvalid"],
    sev: "medium",
    note: "A mobile release sends 'UK' instead of 'GB' as the country and enrolment rejects the enrolments with RecordInvalid.",
    fail: {
      origin: "enrolment",
      failRate: 0.5,
      callerKind: "5xx",
      err: () =>
        W(
          "Completed 422 Unprocessable Entity - ActiveRecord::RecordInvalid (Validation failed: Billing country is not included in the list)",
        ),
    },
  },
  {
    estate: "examwise",
    category: "validation",
    hints: ["validation", "invalid", "pattern", "version"],
    sev: "high",
    note: "The new lockdown browser 4.0.0-rc reports a version string that lockdown-svc's schema rejects, so sessions cannot start.",
    fail: {
      origin: "lockdown-svc",
      failRate: 0.6,
      callerKind: "5xx",
      err: () =>
        E(
          'handshake rejected: ValidationError: "clientVersion" with value "4.0.0-rc.2" fails to match the required pattern: /^\\d+\\.\\d+\\.\\d+$/',
        ),
    },
  },
  {
    estate: "halden",
    category: "validation",
    hints: ["validation", "invalid", "amount"],
    sev: "medium",
    note: "Fees with a new 3-decimal VAT calculation are rejected by pay-gateway's request validation, so enrolment payments fail.",
    fail: {
      origin: "pay-gateway",
      failRate: 0.8,
      callerKind: "5xx",
      err: (r) =>
        W(
          `Request validation failed: {"errors":{"Amount":["Amount must have at most 2 decimal places (got ${r.int(20, 900)}.${r.int(100, 999)})"]},"status":400,"title":"One or more validation errors occurred."}`,
        ),
    },
  },
  // ---------------- null reference
  {
    estate: "northgate",
    category: "null_reference",
    hints: ["nullpointer", "null"],
    sev: "high",
    note: "Assignments imported without a due date make lms-core throw NullPointerException on submission.",
    fail: {
      origin: "lms-core",
      failRate: 0.4,
      callerKind: "5xx",
      err: () =>
        E("Servlet.service() for servlet [dispatcherServlet] threw exception", {
          stack: stack(
            "java",
            "java.lang.NullPointerException",
            'Cannot invoke "java.time.Instant.isBefore(java.time.Instant)" because the return value of "edu.northgate.lms.assign.Assignment.getDueAt()" is null',
            [
              "edu.northgate.lms.assign.LatePolicy.isLate",
              "edu.northgate.lms.assign.SubmissionService.submit",
              "edu.northgate.lms.assign.SubmissionController.create",
            ],
          ),
          kind: "java.lang.NullPointerException",
        }),
    },
  },
  {
    estate: "learnloop",
    category: "null_reference",
    hints: ["typeerror", "undefined", "null"],
    sev: "medium",
    note: "Courses without an instructor crash catalog's listing with TypeError reading undefined.",
    fail: {
      origin: "catalog",
      failRate: 0.5,
      callerKind: "5xx",
      err: () =>
        E("unhandled error in GET /courses", {
          stack: stack("node", "TypeError", "Cannot read properties of undefined (reading 'displayName')", [
            "toListing",
            "Array.map",
            "CourseController.list",
          ]),
          kind: "TypeError",
        }),
    },
  },
  {
    estate: "examwise",
    category: "null_reference",
    hints: ["nonetype", "attributeerror", "none"],
    sev: "medium",
    note: "flag-engine crashes on frames with no detected face (NoneType has no attribute landmarks), so stream analysis fails.",
    fail: {
      origin: "flag-engine",
      failRate: 0.6,
      callerKind: "5xx",
      err: () =>
        E("Exception on /analyse [POST]", {
          stack: stack("python", "AttributeError", "'NoneType' object has no attribute 'landmarks'", [
            "flagengine/app:analyse",
            "flagengine/gaze:estimate",
          ]),
          kind: "AttributeError",
        }),
    },
  },
  {
    estate: "halden",
    category: "null_reference",
    hints: ["null", "member function"],
    sev: "medium",
    note: "A plugin update makes moodle call get_context() on null for courses without a section, so assignment and course pages 500.",
    fail: {
      origin: "moodle",
      failRate: 0.5,
      callerKind: "5xx",
      script: [at(-90, "moodle", "info", "Upgrading plugin mod_assignextra 2026101500 => 2026111200 ... success")],
      err: () =>
        E(
          "PHP Fatal error:  Uncaught Error: Call to a member function get_context() on null in /var/www/moodle/mod/assign/locallib.php:412",
          {
            stack: stack("php", "Error", "Call to a member function get_context() on null", [
              "mod/assign/locallib::assign->view",
              "mod/assign/view::require_once",
            ]),
            kind: "Error",
          },
        ),
    },
  },
  // ---------------- configuration
  {
    estate: "northgate",
    category: "configuration",
    hints: ["config", "scheme", "url", "env"],
    sev: "medium",
    note: "A lecture-capture release reads TRANSCODER_URL which the deployment does not set, so hand-off to the transcoder fails with an empty URL scheme.",
    fail: {
      origin: "lecture-capture",
      failRate: 0.95,
      callerKind: "5xx",
      script: [
        at(-50, "lecture-capture", "info", "starting lecture-capture version=2.14.0 commit=9f3c1ab"),
        at(-49, "lecture-capture", "info", "config loaded: TRANSCODER_URL= STORAGE_BUCKET=ngu-lectures"),
      ],
      err: (r) =>
        E(
          `handoff lecture=${r.pick(["CS101", "BIO110"])}-L${r.int(1, 28)}: Post "/jobs": unsupported protocol scheme ""`,
        ),
    },
  },
  {
    estate: "learnloop",
    category: "configuration",
    hints: ["enotfound", "config", "host", "getaddrinfo"],
    sev: "high",
    note: "An edge-api config change points the enrolment upstream at a host that does not exist, so every enrolment fails with ENOTFOUND.",
    fail: {
      origin: "edge-api",
      failRate: 0.95,
      only: "enrolment",
      callerKind: "5xx",
      script: [
        at(
          -30,
          "edge-api",
          "info",
          "config reloaded from /etc/edge/upstreams.yaml (enrolment -> http://enrolment-v2.learnloop.internal:3000)",
        ),
      ],
      err: () =>
        E("proxy error for POST /v1/enrolments", {
          stack: stack("node", "Error", "getaddrinfo ENOTFOUND enrolment-v2.learnloop.internal", [
            "GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:dns:120:26)",
          ]),
          kind: "Error",
        }),
    },
  },
  {
    estate: "examwise",
    category: "configuration",
    hints: ["config", "missing", "setting", "key"],
    sev: "high",
    note: "An exam-portal release expects a new appsettings key that was not added, so session starts fail with a missing configuration exception.",
    fail: {
      origin: "exam-portal",
      failRate: 0.95,
      only: "id-check",
      callerKind: "5xx",
      script: [
        at(-60, "exam-portal", "info", "Application started. Hosting environment: Production; version 5.3.0"),
        at(-59, "exam-portal", "warn", "Configuration section 'Proctoring:IdCheck' is empty"),
      ],
      err: () =>
        E("Unhandled exception processing request", {
          stack: stack(
            "dotnet",
            "System.InvalidOperationException",
            "Required configuration value 'Proctoring:IdCheck:Endpoint' is missing.",
            [
              "Examwise.Portal.Options.ProctoringOptions.Validate",
              "Examwise.Portal.Controllers.SessionController.Start",
            ],
          ),
          kind: "InvalidOperationException",
        }),
    },
  },
  {
    estate: "halden",
    category: "configuration",
    hints: ["encoder", "config", "unknown"],
    sev: "medium",
    note: "A media-worker config reload switches to a GPU encoder the hosts do not have, so every lecture encode fails with Unknown encoder.",
    fail: {
      origin: "media-worker",
      failRate: 0.95,
      callerKind: "5xx",
      script: [at(-20, "media-worker", "info", "config reloaded: video_codec=h264_nvenc preset=p4")],
      err: (r) => E(`encode ${r.hex(8)} failed: ffmpeg exited with status 1: Unknown encoder 'h264_nvenc'`),
    },
  },
  // ---------------- dependency
  {
    estate: "northgate",
    category: "dependency",
    hints: ["503", "unavailable", "vendor", "upstream"],
    sev: "medium",
    note: "The external similarity vendor returns 503s, so plagiarism-check cannot score submissions and its circuit breaker opens.",
    fail: {
      origin: "plagiarism-check",
      failRate: 0.85,
      callerKind: "5xx",
      retries: 1,
      err: (r) =>
        E(
          `SimCheck API POST /v3/reports -> 503 Service Unavailable (x-request-id ${r.hex(12)}), giving up after 3 attempts`,
        ),
    },
  },
  {
    estate: "learnloop",
    category: "dependency",
    hints: ["stripe", "api_error", "unavailable", "500"],
    sev: "high",
    note: "The payment provider answers 500 api_error for charges, so billing fails and enrolments fail.",
    fail: {
      origin: "billing",
      failRate: 0.8,
      callerKind: "5xx",
      retries: 2,
      breaker: true,
      err: (r) =>
        E(
          `stripe: create PaymentIntent: {"status":500,"message":"An unknown error occurred","request_id":"req_${r.hex(14)}","type":"api_error"}`,
        ),
    },
  },
  {
    estate: "examwise",
    category: "dependency",
    hints: ["redis", "unavailable", "connection"],
    sev: "high",
    note: "The managed Redis behind session-broker fails over and stays unreachable, so session-broker cannot open exam sessions.",
    fail: {
      origin: "session-broker",
      failRate: 0.85,
      callerKind: "5xx",
      retries: 2,
      err: () =>
        E("Failed to open exam session", {
          stack: stack(
            "dotnet",
            "StackExchange.Redis.RedisConnectionException",
            "No connection is active/available to service this operation: SETEX session:lock; UnableToConnect on examwise-cache.redis.cache.windows.net:6380",
            [
              "StackExchange.Redis.ConnectionMultiplexer.ExecuteSyncImpl",
              "Examwise.Sessions.Locks.RedisSessionLock.Acquire",
            ],
          ),
          kind: "RedisConnectionException",
        }),
    },
  },
  {
    estate: "halden",
    category: "dependency",
    hints: ["psp", "503", "unavailable", "provider"],
    sev: "medium",
    note: "The card payment provider is down, so pay-gateway gets 503 from it and course fee payments fail.",
    fail: {
      origin: "pay-gateway",
      failRate: 0.9,
      callerKind: "5xx",
      breaker: true,
      err: () =>
        E(
          "PSP authorisation call failed: Response status code does not indicate success: 503 (Service Unavailable). Endpoint https://api.cardpay-psp.com/v2/authorise",
        ),
    },
  },
  // ---------------- memory
  {
    estate: "northgate",
    category: "memory",
    hints: ["outofmemory", "heap", "memory"],
    sev: "high",
    note: "gradebook runs out of Java heap while recalculating final grades and then stops answering, so grade posts fail.",
    fail: {
      origin: "gradebook",
      failRate: 0.75,
      callerKind: "timeout",
      retries: 1,
      ownEvery: 25,
      own: (r) =>
        W(
          `[gc] Pause Full (G1 Compaction Pause) 2039M->${r.int(2030, 2046)}M(2048M) ${r.int(1800, 4200)}.${r.int(100, 999)}ms`,
        ),
      script: [
        at(-60, "gradebook", "warn", "[gc] Pause Young (Normal) (G1 Evacuation Pause) 1802M->1790M(2048M) 412.331ms"),
        at(
          40,
          "gradebook",
          "error",
          'Exception in thread "grade-recalc-3" java.lang.OutOfMemoryError: Java heap space',
          {
            stack:
              "java.lang.OutOfMemoryError: Java heap space\n\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)\n\tat edu.northgate.gradebook.recalc.FinalGradeCalculator.collect(FinalGradeCalculator.java:144)",
            kind: "java.lang.OutOfMemoryError",
          },
        ),
      ],
      err: () => E("Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space"),
    },
  },
  {
    estate: "learnloop",
    category: "memory",
    hints: ["heap", "memory", "out of memory"],
    sev: "high",
    note: "media-ingest buffers whole uploads in memory and the Node process dies of heap exhaustion repeatedly.",
    fail: {
      origin: "media-ingest",
      failRate: 0.8,
      callerKind: "reset",
      script: [0, 95, 190, 285, 380, 475, 570].flatMap((s) => [
        at(
          s,
          "media-ingest",
          "error",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          {
            stack:
              " 1: 0xb8d0a3 node::Abort() [node]\n 2: 0xa96834 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]\n 3: 0xd6a6e0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
          },
        ),
        at(s + 6, "media-ingest", "info", "Server listening on port 8080"),
      ]),
      err: null,
      ownEvery: 20,
      own: (r) =>
        W(
          `<--- Last few GCs ---> Mark-Compact ${r.int(2020, 2046)}.1 (2082.5) -> 2019.7 (2082.5) MB, ${r.int(900, 1900)}.4 ms  (average mu = 0.1)`,
        ),
    },
  },
  {
    estate: "examwise",
    category: "memory",
    hints: ["memory", "oom", "memoryerror"],
    sev: "medium",
    note: "flag-engine workers grow until they fail allocations with MemoryError and get OOM-killed, so frame analysis fails.",
    fail: {
      origin: "flag-engine",
      failRate: 0.6,
      callerKind: "5xx",
      script: [30, 150, 270, 390].map((s) =>
        at(s, "flag-engine", "error", `Worker (pid:${41 + s}) was sent SIGKILL! Perhaps out of memory?`),
      ),
      err: () =>
        E("Exception on /analyse [POST]", {
          stack: stack(
            "python",
            "MemoryError",
            "Unable to allocate 1.41 GiB for an array with shape (64, 1080, 1920, 3) and data type float32",
            ["flagengine/app:analyse", "flagengine/batch:stack_frames"],
          ),
          kind: "MemoryError",
        }),
    },
  },
  {
    estate: "halden",
    category: "memory",
    hints: ["outofmemory", "heap", "memory", "gc overhead"],
    sev: "high",
    note: "bbb-web leaks meeting state and fails with GC overhead limit exceeded, so live class joins fail.",
    fail: {
      origin: "bbb-web",
      failRate: 0.7,
      callerKind: "timeout",
      err: () =>
        E("Error while processing join request", {
          stack: stack("java", "java.lang.OutOfMemoryError", "GC overhead limit exceeded", [
            "java.base/java.util.HashMap.resize",
            "org.bigbluebutton.api.MeetingService.addUserSession",
          ]),
          kind: "java.lang.OutOfMemoryError",
        }),
    },
  },
  // ---------------- disk
  {
    estate: "northgate",
    category: "disk",
    hints: ["no space", "disk", "enospc"],
    sev: "high",
    note: "submission-store's scratch volume fills up, so every submission write fails with no space left on device.",
    fail: {
      origin: "submission-store",
      failRate: 0.9,
      callerKind: "5xx",
      retries: 1,
      script: [at(-120, "submission-store", "warn", "scratch volume /var/lib/subm usage 94%")],
      err: (r) =>
        E(`spool submission ${r.hex(12)}: write /var/lib/subm/tmp/${r.hex(12)}.part: no space left on device`),
    },
  },
  {
    estate: "learnloop",
    category: "disk",
    hints: ["no space", "disk", "errno 28"],
    sev: "medium",
    note: "certs fills its render scratch disk, so certificates fail with OSError no space left on device.",
    fail: {
      origin: "certs",
      failRate: 0.9,
      callerKind: "5xx",
      err: () =>
        E("certificate render failed", {
          stack: stack("python", "OSError", "[Errno 28] No space left on device: '/tmp/certs/render/LL-cert.pdf'", [
            "certs/render:to_pdf",
            "certs/storage:write",
          ]),
          kind: "OSError",
        }),
    },
  },
  {
    estate: "examwise",
    category: "disk",
    hints: ["read-only", "disk", "filesystem"],
    sev: "high",
    note: "recording-store's volume is remounted read-only after disk errors, so webcam segments cannot be written.",
    fail: {
      origin: "recording-store",
      failRate: 0.95,
      callerKind: "5xx",
      retries: 2,
      err: (r) => E(`persist segment: open /data/recordings/${r.hex(8)}/${r.int(1, 300)}.webm: read-only file system`),
    },
  },
  {
    estate: "halden",
    category: "disk",
    hints: ["disk", "space", "quota", "write"],
    sev: "medium",
    note: "The moodledata volume is full, so moodle cannot write session and file data and course pages fail.",
    fail: {
      origin: "moodle",
      failRate: 0.6,
      callerKind: "5xx",
      err: () =>
        E(
          "PHP Warning:  file_put_contents(/var/moodledata/sessions/sess_8f2a): Failed to open stream: No space left on device in /var/www/moodle/lib/classes/session/file.php on line 97",
        ),
    },
  },
  // ---------------- unknown
  {
    estate: "northgate",
    category: "unknown",
    hints: ["unknown", "unexpected", "internal", "error"],
    sev: "medium",
    note: "sso-bridge starts answering 500 with only a generic error page and no cause logged; course pages fail.",
    fail: {
      origin: "sso-bridge",
      failRate: 0.8,
      callerKind: "5xx",
      err: (r) => E(`Unexpected error processing SSO request, returning error view (ref ${r.hex(8).toUpperCase()})`),
    },
  },
  {
    estate: "learnloop",
    category: "unknown",
    hints: ["unknown", "exit", "crash", "restart"],
    sev: "high",
    note: "catalog goes quiet and keeps restarting with exit code 1 and no error logged, so listing requests time out.",
    fail: {
      origin: "catalog",
      failRate: 0.9,
      callerKind: "timeout",
      silent: true,
      err: null,
      script: [60, 200, 340, 480].map((s) =>
        at(s, "catalog", "error", "process exited with code 1, restarting (attempt 3)"),
      ),
    },
  },
  {
    estate: "examwise",
    category: "unknown",
    hints: ["unknown", "internal", "error", "unhandled"],
    sev: "medium",
    note: "results-api stops logging its usual lines and the portal gets 500s from it; nothing in results-api says why.",
    fail: {
      origin: "results-api",
      failRate: 0.9,
      callerKind: "5xx",
      silent: true,
      err: null,
    },
  },
  {
    estate: "halden",
    category: "unknown",
    hints: ["unknown", "error", "fail"],
    sev: "medium",
    note: "sis-connector fails every roster request with a bare 'internal error' and nothing else, so Moodle roster pages fail.",
    fail: {
      origin: "sis-connector",
      failRate: 0.9,
      callerKind: "5xx",
      err: () => E("roster request failed: internal error"),
    },
  },
];
