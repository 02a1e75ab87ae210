// The 52 failures: 13 categories x 4 estates. Each writes what the failing service and its callers really print,
// in their own runtimes' words, from t0 (the true start at the failing service) to the end of the window.
import type { Level } from "./formats.js";
import { hex, int, pick, type Rng } from "./rng.js";
import type { Extra, Stream } from "./stream.js";

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

export interface Ctx {
  s: Stream;
  r: Rng;
  t0: number;
  end: number;
}

export interface Incident {
  category: Category;
  estate: string;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** the harmless deploy/reload lands this many ms before t0 (negative: after) */
  deployOffset: number;
  run: (c: Ctx) => void;
}

const rep = (c: Ctx, from: number, gap: number, fn: (t: number, i: number) => void) => c.s.every(from, c.end, gap, fn);
const say = (c: Ctx, t: number, svc: string, lvl: Level, msg: string, x: Extra = {}) => c.s.emit(t, svc, lvl, msg, x);
const id = (r: Rng, p: string) => `${p}${int(r, 100000, 999999)}`;

const javaStack = (head: string, frames: string[], cause?: string) =>
  [head, ...frames.map((f) => `\tat ${f}`), ...(cause ? [`Caused by: ${cause}`, "\t... 42 more"] : [])].join("\n");
const pyStack = (frames: [string, number, string, string][], last: string) =>
  [
    "Traceback (most recent call last):",
    ...frames.flatMap(([file, line, fn, code]) => [
      `  File "${file}", line ${line}, in ${fn}`,
      ...(code ? [`    ${code}`] : []),
    ]),
    last,
  ].join("\n");
const nodeStack = (head: string, frames: string[]) => [head, ...frames.map((f) => `    at ${f}`)].join("\n");
const dotnetStack = (head: string, frames: string[]) => [head, ...frames.map((f) => `   at ${f}`)].join("\n");
const rubyStack = (frames: string[]) => frames.join("\n");

export const INCIDENTS: Incident[] = [
  // ---------------------------------------------------------------- authentication
  {
    category: "authentication",
    estate: "tutormesh",
    origin: "bgcheck-client",
    hints: ["401", "unauthorized", "credential", "api key", "authentication", "auth"],
    sev: "medium",
    note: "bgcheck-client's Checkr API key stops being accepted after a key rotation, every invitation gets 401 and tutor-onboarding stalls applications.",
    deployOffset: 140000,
    run: (c) => {
      rep(c, c.t0, 4000, (t) => {
        say(
          c,
          t,
          "bgcheck-client",
          "error",
          `checkr POST https://api.checkr.com/v1/invitations: 401 Unauthorized {"error":"Bad authentication error"} candidate=${hex(c.r, 24)}`,
        );
        say(
          c,
          t + int(c.r, 20, 90),
          "tutor-onboarding",
          "error",
          `background check could not be started for application ${id(c.r, "TA-")}: bgcheck-client responded 502 Bad Gateway`,
          { trace: c.s.trace() },
        );
      });
      rep(c, c.t0 + 30000, 45000, (t) =>
        say(c, t, "bgcheck-client", "warn", "webhook signature check skipped: no events received in 60s"),
      );
      c.s.silence("bgcheck-client", c.t0);
    },
  },
  {
    category: "authentication",
    estate: "prepforge",
    origin: "billing-renewals",
    hints: ["authentication", "braintree", "credential", "auth"],
    sev: "high",
    note: "billing-renewals' Braintree API keys are revoked, every renewal job raises Braintree::AuthenticationError and Sidekiq retries pile up while pf-web shows renewals failing.",
    deployOffset: 200000,
    run: (c) => {
      rep(c, c.t0, 2500, (t) => {
        say(
          c,
          t,
          "billing-renewals",
          "error",
          `RenewalJob (Job ID: ${hex(c.r, 8)}-${hex(c.r, 4)}) failed: Braintree::AuthenticationError (Braintree::AuthenticationError)`,
          {
            errKind: "Braintree::AuthenticationError",
            stack: rubyStack([
              "/usr/local/bundle/gems/braintree-4.19.0/lib/braintree/http.rb:134:in `_http_do'",
              "/usr/local/bundle/gems/braintree-4.19.0/lib/braintree/http.rb:61:in `post'",
              "/usr/local/bundle/gems/braintree-4.19.0/lib/braintree/transaction_gateway.rb:214:in `_do_create'",
              "/app/app/jobs/renewal_job.rb:27:in `perform'",
            ]),
          },
        );
        say(
          c,
          t + 300,
          "billing-renewals",
          "warn",
          `Sidekiq retry ${int(c.r, 1, 8)}/25 scheduled for RenewalJob in ${int(c.r, 20, 400)}s`,
        );
      });
      rep(c, c.t0 + 8000, 3500, (t) =>
        say(
          c,
          t,
          "pf-web",
          "error",
          `POST /api/billing/renew 502 ${int(c.r, 300, 900)}ms - upstream billing-renewals: payment processor rejected request`,
        ),
      );
      c.s.silence("billing-renewals", c.t0);
    },
  },
  {
    category: "authentication",
    estate: "lessonlane",
    origin: "tutor-payouts",
    hints: ["401", "authentication", "api key", "credential", "unauthorized", "adyen"],
    sev: "medium",
    note: "tutor-payouts' Adyen API key is rejected with 401/000 after a credential change; every payout submission fails and the batch scheduler reports failures.",
    deployOffset: -60000,
    run: (c) => {
      rep(c, c.t0, 5000, (t) => {
        say(c, t, "tutor-payouts", "error", `Payout ${id(c.r, "PO")} submission failed`, {
          errKind: "com.adyen.service.exception.ApiException",
          stack: javaStack(
            'com.adyen.service.exception.ApiException: HTTP Exception: 401. Error: {"status":401,"errorCode":"000","message":"HTTP Status Response - Unauthorized","errorType":"security"}',
            [
              "com.adyen.httpclient.AdyenHttpClient.request(AdyenHttpClient.java:119)",
              "com.adyen.service.resource.Resource.request(Resource.java:93)",
              "com.adyen.service.PayoutApi.submitThirdParty(PayoutApi.java:78)",
              "io.lessonlane.payouts.AdyenPayoutGateway.submit(AdyenPayoutGateway.java:54)",
              "io.lessonlane.payouts.PayoutService.process(PayoutService.java:88)",
            ],
          ),
        });
      });
      rep(c, c.t0 + 20000, 60000, (t) =>
        say(
          c,
          t,
          "tutor-payouts",
          "warn",
          `PayoutBatchScheduler: batch ${int(c.r, 1000, 9999)} closed with ${int(c.r, 5, 30)} FAILED payouts`,
        ),
      );
      c.s.silence("tutor-payouts", c.t0);
    },
  },
  {
    category: "authentication",
    estate: "brightpath",
    origin: "guardian-auth",
    hints: ["secret", "credential", "authentication", "aadsts", "client secret", "expired"],
    sev: "high",
    note: "guardian-auth's Azure AD B2C client secret expires, token redemption fails with AADSTS7000222 and parents cannot sign in through bp-api.",
    deployOffset: 180000,
    run: (c) => {
      rep(c, c.t0, 1800, (t) => {
        say(c, t, "guardian-auth", "error", "An unhandled exception has occurred while executing the request.", {
          errKind: "Microsoft.Identity.Client.MsalServiceException",
          stack: dotnetStack(
            "Microsoft.Identity.Client.MsalServiceException: AADSTS7000222: The provided client secret keys for app 'c1f7e2a4-52b9-4d3e-9b1e-7a2f6d3c9e10' are expired. Visit the Azure portal to create new keys for your app.",
            [
              "Microsoft.Identity.Client.OAuth2.OAuth2Client.ThrowServerException(HttpResponse response, RequestContext requestContext)",
              "Microsoft.Identity.Client.OAuth2.TokenClient.SendHttpAndClearTelemetryAsync(String tokenEndpoint, ILoggerAdapter logger)",
              "Microsoft.AspNetCore.Authentication.OpenIdConnect.OpenIdConnectHandler.RedeemAuthorizationCodeAsync(OpenIdConnectMessage tokenEndpointRequest)",
              "BrightPath.GuardianAuth.Controllers.CallbackController.SignInCallback() in /src/GuardianAuth/Controllers/CallbackController.cs:line 41",
            ],
          ),
        });
      });
      rep(c, c.t0 + 1500, 1200, (t) =>
        say(
          c,
          t,
          "bp-api",
          "error",
          `Completed 502 Bad Gateway in ${int(c.r, 80, 400)}ms (guardian-auth /oauth/callback returned 500)`,
        ),
      );
      rep(c, c.t0 + 5000, 2500, (t) =>
        say(c, t, "bp-api", "warn", `Guardian sign-in retry ${int(c.r, 2, 3)}/3 for session ${hex(c.r, 16)}`),
      );
      c.s.silence("guardian-auth", c.t0);
    },
  },
  // ---------------------------------------------------------------- authorization
  {
    category: "authorization",
    estate: "tutormesh",
    origin: "payments",
    hints: ["permission", "forbidden", "403", "authorization", "restricted"],
    sev: "high",
    note: "payments switches to a restricted Stripe key lacking PaymentIntents write permission; every charge raises Stripe::PermissionError and mesh-gateway checkout returns 502.",
    deployOffset: 90000,
    run: (c) => {
      say(c, c.t0 - 4000, "payments", "info", "Stripe key rotated: using rk_live_...9fQa (restricted)");
      rep(c, c.t0, 2200, (t) => {
        const tr = c.s.trace();
        say(
          c,
          t,
          "payments",
          "error",
          "Stripe::PermissionError (The provided key 'rk_live_*********************9fQa' does not have the required permissions for this endpoint on account 'acct_1Mx2TutorMesh'. Having the 'rak_payment_intent_write' permission would allow this request to continue.)",
          { trace: tr },
        );
        say(
          c,
          t + 15,
          "payments",
          "info",
          `Completed 500 Internal Server Error in ${int(c.r, 200, 500)}ms (ActiveRecord: 2.1ms)`,
          { trace: tr },
        );
        say(c, t + 60, "mesh-gateway", "error", `POST /v1/checkout 502 ${int(c.r, 250, 600)}ms upstream=payments`, {
          trace: tr,
        });
      });
    },
  },
  {
    category: "authorization",
    estate: "prepforge",
    origin: "homework-svc",
    hints: ["accessdenied", "access denied", "403", "permission", "authorization"],
    sev: "high",
    note: "after a bucket policy change homework-svc gets S3 AccessDenied on every PutObject, so homework uploads fail at pf-web.",
    deployOffset: 120000,
    run: (c) => {
      rep(c, c.t0, 2600, (t) => {
        say(c, t, "homework-svc", "error", `upload failed key=hw/${id(c.r, "S")}/${hex(c.r, 12)}.pdf`, {
          errKind: "AccessDenied",
          stack: nodeStack("AccessDenied: Access Denied", [
            "de_AccessDeniedRes (/app/node_modules/@aws-sdk/client-s3/dist-cjs/index.js:6141:21)",
            "de_PutObjectCommandError (/app/node_modules/@aws-sdk/client-s3/dist-cjs/index.js:5523:14)",
            "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
            "async UploadService.store (/app/dist/uploads/service.js:88:9)",
          ]),
        });
        say(c, t + 120, "pf-web", "error", `POST /api/homework/upload 500 ${int(c.r, 300, 1200)}ms`);
      });
      c.s.silence("homework-svc", c.t0);
    },
  },
  {
    category: "authorization",
    estate: "lessonlane",
    origin: "session-recorder",
    hints: ["403", "permission", "forbidden", "authorization", "access"],
    sev: "medium",
    note: "session-recorder's service account loses storage.objects.create on the recordings bucket; finalized lessons cannot be uploaded and video-sfu sees the recording sink refuse segments.",
    deployOffset: 150000,
    run: (c) => {
      rep(c, c.t0, 3500, (t) => {
        say(
          c,
          t,
          "session-recorder",
          "error",
          `upload recording ${hex(c.r, 8)}: googleapi: Error 403: recorder@lessonlane-live.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist)., forbidden`,
          { trace: c.s.trace() },
        );
      });
      rep(c, c.t0 + 10000, 6000, (t) =>
        say(
          c,
          t,
          "video-sfu",
          "warn",
          `[room:${hex(c.r, 8)}] recording sink returned 503, buffering locally (${int(c.r, 2, 40)} segments pending)`,
        ),
      );
      rep(c, c.t0 + 60000, 60000, (t) =>
        say(c, t, "session-recorder", "warn", `janitor: ${int(c.r, 20, 90)} unfinalized recordings waiting for upload`),
      );
    },
  },
  {
    category: "authorization",
    estate: "brightpath",
    origin: "search-indexer",
    hints: ["unauthorized", "security_exception", "403", "authorization", "privilege"],
    sev: "medium",
    note: "search-indexer's Elasticsearch role loses write privilege on the new monthly index; bulk requests fail with security_exception and tutor search goes stale (a WARN/ERROR in one service only).",
    deployOffset: 100000,
    run: (c) => {
      rep(c, c.t0, 3000, (t) => {
        say(c, t, "search-indexer", "error", "Bulk request failed, will retry batch", {
          errKind: "org.elasticsearch.ElasticsearchStatusException",
          stack: javaStack(
            "ElasticsearchStatusException[Elasticsearch exception [type=security_exception, reason=action [indices:data/write/bulk[s]] is unauthorized for user [svc_indexer] with effective roles [tutor_indexer] on indices [tutors-2026.12], this action is granted by the index privileges [create_doc,create,index,write,all]]]",
            [
              "org.elasticsearch.rest.BytesRestResponse.errorFromXContent(BytesRestResponse.java:178)",
              "org.elasticsearch.client.RestHighLevelClient.parseEntity(RestHighLevelClient.java:2484)",
              "org.elasticsearch.client.RestHighLevelClient.bulk(RestHighLevelClient.java:511)",
              "com.brightpath.search.BulkWriter.flush(BulkWriter.java:73)",
            ],
          ),
        });
        say(
          c,
          t + 200,
          "search-indexer",
          "warn",
          `Consumer lag growing on tutor-profile-changes: ${int(c.r, 300, 5000)} messages`,
        );
      });
      c.s.silence("search-indexer", c.t0);
    },
  },
  // ---------------------------------------------------------------- database
  {
    category: "database",
    estate: "tutormesh",
    origin: "tutor-directory",
    hints: ["connection", "database", "postgres", "too many", "sql", "pool"],
    sev: "high",
    note: "tutor-directory's Postgres runs out of connection slots; Hikari cannot get connections, PSQLException too many clients, match-api and mesh-gateway report 500s and retries.",
    deployOffset: 170000,
    run: (c) => {
      rep(c, c.t0, 1500, (t) => {
        const tr = c.s.trace();
        say(
          c,
          t,
          "tutor-directory",
          "error",
          "Request processing failed: org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
          {
            trace: tr,
            errKind: "org.springframework.jdbc.CannotGetJdbcConnectionException",
            stack: javaStack(
              "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
              [
                "org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
                "org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:388)",
                "com.tutormesh.directory.TutorRepository.findById(TutorRepository.java:61)",
              ],
              "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
            ),
          },
        );
        say(c, t + 40, "match-api", "error", `tutor-directory GET /tutors/${id(c.r, "T")} -> 500, dropping candidate`, {
          trace: tr,
        });
      });
      rep(c, c.t0 + 2000, 900, (t) =>
        say(
          c,
          t,
          "match-api",
          "warn",
          `retrying tutor-directory call (attempt ${int(c.r, 2, 3)}/3) backoff=${int(c.r, 100, 800)}ms`,
        ),
      );
      rep(c, c.t0 + 3000, 2000, (t) =>
        say(c, t, "mesh-gateway", "error", `POST /v1/matches 500 ${int(c.r, 900, 4000)}ms upstream=match-api`, {
          trace: c.s.trace(),
        }),
      );
      rep(c, c.t0 + 1000, 8000, (t) =>
        say(
          c,
          t,
          "tutor-directory",
          "warn",
          "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=57)",
        ),
      );
    },
  },
  {
    category: "database",
    estate: "prepforge",
    origin: "item-bank",
    hints: ["connection", "postgres", "database", "slots", "sql", "pq"],
    sev: "high",
    note: "item-bank's Postgres refuses new connections (remaining slots reserved); item fetches fail and practice-tests cannot serve the next question.",
    deployOffset: 240000,
    run: (c) => {
      rep(c, c.t0, 1300, (t) => {
        say(
          c,
          t,
          "item-bank",
          "error",
          `get item pool=${pick(c.r, ["sat-math", "sat-rw", "act-sci"])}: pq: remaining connection slots are reserved for non-replication superuser connections`,
        );
        say(
          c,
          t + 90,
          "practice-tests",
          "error",
          `Failed to load next item for attempt ${hex(c.r, 8)}: item-bank responded 500 (Internal Server Error)`,
        );
      });
      rep(c, c.t0 + 4000, 2500, (t) =>
        say(c, t, "pf-web", "error", `GET /api/tests/next-item 502 ${int(c.r, 200, 800)}ms`),
      );
      c.s.silence("item-bank", c.t0 + 20000);
    },
  },
  {
    category: "database",
    estate: "lessonlane",
    origin: "student-profile",
    hints: ["database", "connection", "pool", "sqlalchemy", "postgres", "too many"],
    sev: "high",
    note: "student-profile exhausts its SQLAlchemy pool against a saturated Postgres (too many connections); profile reads fail and lane-gw and lesson-booking report 500s from it.",
    deployOffset: 60000,
    run: (c) => {
      rep(c, c.t0, 1600, (t) => {
        const tr = c.s.trace();
        say(c, t, "student-profile", "error", "Exception in ASGI application", {
          trace: tr,
          errKind: "sqlalchemy.exc.OperationalError",
          stack: pyStack(
            [
              [
                "/usr/local/lib/python3.12/site-packages/sqlalchemy/pool/base.py",
                896,
                "__connect",
                "self.dbapi_connection = connection = pool._invoke_creator(self)",
              ],
              [
                "/usr/local/lib/python3.12/site-packages/psycopg2/__init__.py",
                122,
                "connect",
                "conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
              ],
            ],
            'sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "profiles-db.internal" (10.40.2.15), port 5432 failed: FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute',
          ),
        });
        say(c, t + 50, "lane-gw", "error", `GET /api/profile 500 ${int(c.r, 40, 300)}ms upstream=student-profile`, {
          trace: tr,
        });
      });
      rep(c, c.t0 + 3000, 4000, (t) =>
        say(
          c,
          t,
          "lesson-booking",
          "warn",
          `Student profile unavailable (HTTP 500 from student-profile), booking continues without guardian check`,
          { trace: c.s.trace() },
        ),
      );
    },
  },
  {
    category: "database",
    estate: "brightpath",
    origin: "exam-sessions",
    hints: ["mongo", "primary", "database", "write", "notwritableprimary"],
    sev: "high",
    note: "exam-sessions' MongoDB replica set loses its primary; answer writes fail with NotWritablePrimary and bp-api returns 500 on exam submissions.",
    deployOffset: 130000,
    run: (c) => {
      rep(c, c.t0, 1400, (t) => {
        say(c, t, "exam-sessions", "error", "Failed to record answer", {
          errKind: "com.mongodb.MongoNotPrimaryException",
          stack: javaStack(
            "com.mongodb.MongoNotPrimaryException: Command failed with error 10107 (NotWritablePrimary): 'not primary' on server mongo-exams-1.internal:27017.",
            [
              "com.mongodb.internal.connection.ProtocolHelper.createSpecialException(ProtocolHelper.java:259)",
              "com.mongodb.internal.operation.MixedBulkWriteOperation.execute(MixedBulkWriteOperation.java:190)",
              "com.mongodb.client.internal.MongoCollectionImpl.insertOne(MongoCollectionImpl.java:512)",
              "com.brightpath.exams.AnswerStore.save(AnswerStore.java:47)",
            ],
          ),
        });
        say(
          c,
          t + 100,
          "bp-api",
          "error",
          `ExamSessionsClient::ServerError (exam-sessions POST /sessions/${hex(c.r, 24)}/answers returned 500)`,
        );
        say(c, t + 110, "bp-api", "info", `Completed 500 Internal Server Error in ${int(c.r, 60, 300)}ms`);
      });
      rep(c, c.t0 + 500, 10000, (t) =>
        say(
          c,
          t,
          "exam-sessions",
          "warn",
          "No server chosen by WritableServerSelector from cluster description ClusterDescription{type=REPLICA_SET, connectionMode=MULTIPLE, serverDescriptions=[... type=REPLICA_SET_SECONDARY ...]}. Waiting for 30000 ms before timing out",
        ),
      );
    },
  },
  // ---------------------------------------------------------------- network
  {
    category: "network",
    estate: "tutormesh",
    origin: "classroom-signal",
    hints: ["dns", "lookup", "network", "i/o timeout", "resolve"],
    sev: "high",
    note: "classroom-signal's DNS lookups for its session store time out (i/o timeout to the cluster resolver), room joins fail and mesh-gateway returns 503 on /v1/classroom/join.",
    deployOffset: 110000,
    run: (c) => {
      rep(c, c.t0, 1500, (t) => {
        const tr = c.s.trace();
        say(
          c,
          t,
          "classroom-signal",
          "error",
          `join room ${hex(c.r, 10)}: dial tcp: lookup signal-redis.tutormesh-prod.svc.cluster.local on 10.96.0.10:53: read udp 10.8.3.${int(c.r, 2, 250)}:${int(c.r, 30000, 60000)}->10.96.0.10:53: i/o timeout`,
          { trace: tr },
        );
        say(
          c,
          t + 80,
          "mesh-gateway",
          "error",
          `GET /v1/classroom/join 503 ${int(c.r, 5000, 5100)}ms upstream=classroom-signal`,
          { trace: tr },
        );
      });
      rep(c, c.t0 + 3000, 2200, (t) =>
        say(
          c,
          t,
          "whiteboard-sync",
          "warn",
          `board ${hex(c.r, 12)} waiting for classroom session, signal not ready (retry ${int(c.r, 1, 5)})`,
        ),
      );
    },
  },
  {
    category: "network",
    estate: "prepforge",
    origin: "pf-web",
    hints: ["eai_again", "getaddrinfo", "dns", "network", "lookup"],
    sev: "medium",
    note: "pf-web's DNS resolution fails intermittently (getaddrinfo EAI_AGAIN) for its upstreams; parent dashboard and answer calls fail while the backends log nothing wrong.",
    deployOffset: 80000,
    run: (c) => {
      rep(c, c.t0, 1700, (t) => {
        const host = pick(c.r, ["parent-accounts", "practice-tests", "homework-svc"]);
        say(c, t, "pf-web", "error", `fetch failed for http://${host}:8080`, {
          errKind: "TypeError",
          stack: nodeStack(
            `TypeError: fetch failed\n    at node:internal/deps/undici/undici:13502:13\n  [cause]: Error: getaddrinfo EAI_AGAIN ${host}`,
            ["GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:dns:120:26) {"],
          ).concat(
            `\n    errno: -3001,\n    code: 'EAI_AGAIN',\n    syscall: 'getaddrinfo',\n    hostname: '${host}'\n  }`,
          ),
        });
        say(c, t + 5, "pf-web", "info", `GET /parents/dashboard 502 ${int(c.r, 2000, 5000)}ms`);
      });
    },
  },
  {
    category: "network",
    estate: "lessonlane",
    origin: "notifier",
    hints: ["connection reset", "reset", "network", "tls", "handshake", "econnreset"],
    sev: "medium",
    note: "notifier's egress path to Twilio and SendGrid starts resetting connections and failing TLS handshakes; reminders and confirmations are not sent and lesson-booking logs that notifications failed.",
    deployOffset: 200000,
    run: (c) => {
      rep(c, c.t0, 2200, (t) => {
        const m = pick(c.r, [
          `twilio send failed: Post "https://api.twilio.com/2010-04-01/Accounts/AC${hex(c.r, 32)}/Messages.json": read tcp 10.12.4.9:${int(c.r, 30000, 60000)}->54.172.60.${int(c.r, 1, 250)}:443: read: connection reset by peer`,
          'sendgrid send failed: Post "https://api.sendgrid.com/v3/mail/send": net/http: TLS handshake timeout',
          `twilio send failed: Post "https://api.twilio.com/2010-04-01/Accounts/AC${hex(c.r, 32)}/Messages.json": EOF`,
        ]);
        say(c, t, "notifier", "error", m, { trace: c.s.trace() });
      });
      rep(c, c.t0 + 1000, 2600, (t) =>
        say(
          c,
          t,
          "notifier",
          "warn",
          `retry ${int(c.r, 1, 3)}/3 for message ${hex(c.r, 12)} in ${pick(c.r, ["500ms", "1s", "2s"])}`,
        ),
      );
      rep(c, c.t0 + 5000, 5000, (t) =>
        say(
          c,
          t,
          "lesson-booking",
          "warn",
          `Notification dispatch failed for lesson ${id(c.r, "LL")}: notifier returned 502`,
          { trace: c.s.trace() },
        ),
      );
      c.s.silence("notifier", c.t0);
    },
  },
  {
    category: "network",
    estate: "brightpath",
    origin: "media-uploads",
    hints: ["connection reset", "broken pipe", "network", "reset", "tcp"],
    sev: "high",
    note: "media-uploads' connections to object storage break mid-transfer (connection reset / broken pipe); uploads fail and bp-api reports 502s for /uploads.",
    deployOffset: 90000,
    run: (c) => {
      rep(c, c.t0, 1600, (t) => {
        const m = pick(c.r, [
          `put media/${hex(c.r, 16)}: RequestError: send request failed\ncaused by: Put "https://bp-media.s3.us-east-1.amazonaws.com/media/${hex(c.r, 16)}": write tcp 10.2.14.7:${int(c.r, 30000, 60000)}->52.216.${int(c.r, 1, 250)}.${int(c.r, 1, 250)}:443: write: broken pipe`,
          `put media/${hex(c.r, 16)}: RequestError: send request failed\ncaused by: Put "https://bp-media.s3.us-east-1.amazonaws.com/media/${hex(c.r, 16)}": read tcp 10.2.14.7:${int(c.r, 30000, 60000)}->52.216.${int(c.r, 1, 250)}.${int(c.r, 1, 250)}:443: read: connection reset by peer`,
        ]);
        say(c, t, "media-uploads", "error", m);
        say(
          c,
          t + 150,
          "bp-api",
          "error",
          `MediaUploadsClient::BadGateway: media-uploads responded 502 for POST /uploads`,
        );
      });
      rep(c, c.t0 + 800, 2000, (t) =>
        say(
          c,
          t,
          "media-uploads",
          "warn",
          `multipart part ${int(c.r, 1, 9)} failed, retrying (attempt ${int(c.r, 2, 4)})`,
        ),
      );
    },
  },
  // ---------------------------------------------------------------- timeout
  {
    category: "timeout",
    estate: "tutormesh",
    origin: "match-api",
    hints: ["timeout", "timed out", "worker timeout"],
    sev: "high",
    note: "match-api's ranking requests start taking ~30s until gunicorn kills workers with WORKER TIMEOUT; mesh-gateway returns 504 on /v1/matches and retries hammer it.",
    deployOffset: 150000,
    run: (c) => {
      rep(c, c.t0, 3000, (t) =>
        say(
          c,
          t,
          "match-api",
          "warn",
          `slow ranking for student=${id(c.r, "S")} subject=${pick(c.r, ["sat-math", "chemistry"])}: ${(20 + c.r() * 9).toFixed(1)}s`,
        ),
      );
      rep(c, c.t0 + 30000, 4000, (t) => {
        const pid = int(c.r, 20, 400);
        say(c, t, "match-api", "fatal", `WORKER TIMEOUT (pid:${pid})`);
        say(c, t + 5, "match-api", "error", `Worker (pid:${pid}) was sent SIGABRT!`);
        say(c, t + 900, "match-api", "info", `Booting worker with pid: ${pid + int(c.r, 1, 9)}`);
      });
      rep(c, c.t0 + 29000, 900, (t) =>
        say(c, t, "mesh-gateway", "error", `POST /v1/matches 504 30001ms upstream=match-api (timeout)`, {
          trace: c.s.trace(),
        }),
      );
      rep(c, c.t0 + 31000, 700, (t) =>
        say(c, t, "mesh-gateway", "warn", `upstream match-api request ${hex(c.r, 8)} timed out, retrying (2/3)`),
      );
      c.s.silence("match-api", c.t0 + 30000);
    },
  },
  {
    category: "timeout",
    estate: "prepforge",
    origin: "adaptive-scoring",
    hints: ["timeout", "timed out", "canceled", "taskcanceled"],
    sev: "high",
    note: "adaptive-scoring's theta estimation slows to 10+ seconds per request (WARN only); practice-tests' HttpClient times out after 10s and retries louder than the scorer.",
    deployOffset: 100000,
    run: (c) => {
      rep(c, c.t0, 2000, (t) =>
        say(
          c,
          t,
          "adaptive-scoring",
          "warn",
          `theta estimation for attempt=${hex(c.r, 8)} did not converge after 5000 iters (${(9 + c.r() * 6).toFixed(1)}s)`,
        ),
      );
      rep(c, c.t0 + 10000, 1100, (t) => {
        say(c, t, "practice-tests", "error", `Scoring call failed for attempt ${hex(c.r, 8)}`, {
          errKind: "System.Threading.Tasks.TaskCanceledException",
          stack: dotnetStack(
            "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.\n ---> System.TimeoutException: The operation was canceled.",
            [
              "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
              "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
              "PrepForge.Practice.Scoring.ScoringClient.ScoreAsync(ScoreRequest req) in /src/Practice/Scoring/ScoringClient.cs:line 52",
            ],
          ),
        });
        say(
          c,
          t + 30,
          "practice-tests",
          "warn",
          `Polly: retry ${int(c.r, 1, 3)} for scoring after ${int(c.r, 200, 1600)}ms`,
        );
      });
      rep(c, c.t0 + 12000, 3000, (t) =>
        say(c, t, "pf-web", "error", `POST /api/tests/answer 504 ${int(c.r, 10000, 31000)}ms`),
      );
    },
  },
  {
    category: "timeout",
    estate: "lessonlane",
    origin: "availability",
    hints: ["lock wait timeout", "timeout", "timed out", "lock"],
    sev: "high",
    note: "availability's slot-hold transactions start hitting MySQL 'Lock wait timeout exceeded' behind a long-running recompute; lesson-booking times out calling it and retries.",
    deployOffset: 70000,
    run: (c) => {
      say(c, c.t0 - 1000, "availability", "info", "Weekly slot recompute started for 4812 tutors");
      rep(c, c.t0, 1800, (t) => {
        const tr = c.s.trace();
        say(c, t, "availability", "error", "Slot hold failed", {
          trace: tr,
          errKind: "org.springframework.dao.CannotAcquireLockException",
          stack: javaStack(
            "org.springframework.dao.CannotAcquireLockException: PreparedStatementCallback; SQL [UPDATE slot SET held_by = ?, held_until = ? WHERE id = ? AND held_by IS NULL]; Lock wait timeout exceeded; try restarting transaction",
            [
              "org.springframework.jdbc.support.SQLExceptionSubclassTranslator.doTranslate(SQLExceptionSubclassTranslator.java:78)",
              "org.springframework.jdbc.core.JdbcTemplate.update(JdbcTemplate.java:1001)",
              "io.lessonlane.availability.SlotRepository.hold(SlotRepository.java:112)",
            ],
            "com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Lock wait timeout exceeded; try restarting transaction",
          ),
        });
        say(
          c,
          t + 20,
          "lesson-booking",
          "error",
          `Booking failed: availability hold timed out after 5000 ms (slot ${hex(c.r, 10)})`,
          { trace: tr },
        );
      });
      rep(c, c.t0 + 2000, 900, (t) =>
        say(c, t, "lesson-booking", "warn", `Retrying availability hold (attempt ${int(c.r, 2, 4)}/4)`, {
          trace: c.s.trace(),
        }),
      );
      rep(c, c.t0 + 4000, 2500, (t) =>
        say(c, t, "lane-gw", "error", `POST /api/lessons 504 ${int(c.r, 15000, 20000)}ms upstream=lesson-booking`, {
          trace: c.s.trace(),
        }),
      );
    },
  },
  {
    category: "timeout",
    estate: "brightpath",
    origin: "irt-engine",
    hints: ["timeout", "timed out", "time limit", "softtimelimitexceeded"],
    sev: "high",
    note: "irt-engine's scoring tasks run past their Celery soft time limit; exam-sessions' read times out waiting for scaled scores and bp-api shows failed section submits.",
    deployOffset: 160000,
    run: (c) => {
      rep(c, c.t0, 2500, (t) => {
        say(
          c,
          t,
          "irt-engine",
          "error",
          `Task irt.estimate[${hex(c.r, 8)}-${hex(c.r, 4)}] raised unexpected: SoftTimeLimitExceeded()`,
          {
            errKind: "billiard.exceptions.SoftTimeLimitExceeded",
            stack: pyStack(
              [
                [
                  "/usr/local/lib/python3.11/site-packages/celery/app/trace.py",
                  453,
                  "trace_task",
                  "R = retval = fun(*args, **kwargs)",
                ],
                [
                  "/app/irt/tasks.py",
                  88,
                  "estimate",
                  "theta, se = eap_estimate(responses, form.items, quad_points=81)",
                ],
                ["/app/irt/eap.py", 41, "eap_estimate", "like = np.prod(p ** u * (1 - p) ** (1 - u), axis=1)"],
              ],
              "billiard.exceptions.SoftTimeLimitExceeded: SoftTimeLimitExceeded()",
            ),
          },
        );
      });
      rep(c, c.t0 + 2000, 4000, (t) =>
        say(
          c,
          t,
          "irt-engine",
          "warn",
          `Soft time limit (30s) exceeded for irt.estimate[${hex(c.r, 8)}-${hex(c.r, 4)}]`,
        ),
      );
      rep(c, c.t0 + 30000, 1300, (t) => {
        say(
          c,
          t,
          "exam-sessions",
          "error",
          `Scaled score request failed for session=${hex(c.r, 24)}: java.net.SocketTimeoutException: Read timed out`,
        );
        say(c, t + 60, "bp-api", "error", `Completed 504 Gateway Timeout in ${int(c.r, 30000, 31000)}ms`);
      });
      c.s.silence("irt-engine", c.t0);
    },
  },
  // ---------------------------------------------------------------- rate limiting
  {
    category: "rate_limiting",
    estate: "tutormesh",
    origin: "tz-calendar",
    hints: ["429", "rate", "quota", "ratelimitexceeded", "too many"],
    sev: "medium",
    note: "tz-calendar exceeds its Google Calendar API quota (429 rateLimitExceeded) after a resync; tutors' calendars stop syncing and booking-api warns about stale availability.",
    deployOffset: 120000,
    run: (c) => {
      rep(c, c.t0, 1200, (t) =>
        say(
          c,
          t,
          "tz-calendar",
          "error",
          `googleapi: Error 429: Rate Limit Exceeded, rateLimitExceeded tutor=${id(c.r, "T")} calendar=primary`,
          { trace: c.s.trace() },
        ),
      );
      rep(c, c.t0 + 500, 1500, (t) =>
        say(
          c,
          t,
          "tz-calendar",
          "warn",
          `backing off ${pick(c.r, ["2s", "4s", "8s", "16s"])} before retrying calendar sync tutor=${id(c.r, "T")}`,
        ),
      );
      rep(c, c.t0 + 8000, 6000, (t) =>
        say(
          c,
          t,
          "booking-api",
          "warn",
          `Calendar sync for tutor ${id(c.r, "T")} is ${int(c.r, 5, 30)} minutes stale, booking accepted on cached availability`,
          { trace: c.s.trace() },
        ),
      );
      c.s.silence("tz-calendar", c.t0);
    },
  },
  {
    category: "rate_limiting",
    estate: "prepforge",
    origin: "study-reminders",
    hints: ["429", "rate", "too many requests", "throttl"],
    sev: "medium",
    note: "study-reminders' hourly nudge batch gets HTTP 429 Too Many Requests from SendGrid; celery tasks retry in a loud storm and nudges stop going out.",
    deployOffset: 180000,
    run: (c) => {
      rep(c, c.t0, 500, (t) =>
        say(
          c,
          t,
          "study-reminders",
          "warn",
          `Task reminders.send_study_nudge[${hex(c.r, 8)}-${hex(c.r, 4)}] retry: Retry in ${int(c.r, 10, 120)}s: HTTPError('HTTP Error 429: Too Many Requests')`,
        ),
      );
      rep(c, c.t0 + 2000, 4000, (t) =>
        say(
          c,
          t,
          "study-reminders",
          "error",
          `Task reminders.send_study_nudge[${hex(c.r, 8)}-${hex(c.r, 4)}] raised unexpected: MaxRetriesExceededError("Can't retry reminders.send_study_nudge args:('${id(c.r, "S")}',) kwargs:{}")`,
        ),
      );
      c.s.silence("study-reminders", c.t0);
    },
  },
  {
    category: "rate_limiting",
    estate: "lessonlane",
    origin: "lesson-booking",
    hints: ["429", "rate", "quota", "limit", "too many"],
    sev: "medium",
    note: "lesson-booking's calls to the Zoom API start getting 429 (daily meeting-create limit for the account); new lessons are booked without meeting links and lane-gw shows 503 for room joins.",
    deployOffset: 100000,
    run: (c) => {
      rep(c, c.t0, 1700, (t) => {
        const tr = c.s.trace();
        say(
          c,
          t,
          "lesson-booking",
          "error",
          `Meeting creation failed for lesson ${id(c.r, "LL")}: 429 Too Many Requests from api.zoom.us {"code":429,"message":"You have reached the maximum daily rate limit for this API."}`,
          { trace: tr },
        );
      });
      rep(c, c.t0 + 600, 2000, (t) =>
        say(
          c,
          t,
          "lesson-booking",
          "warn",
          `Resilience4j RateLimiter 'zoom' does not permit further calls, waiting ${int(c.r, 1, 5)}s`,
        ),
      );
      rep(c, c.t0 + 20000, 4000, (t) =>
        say(c, t, "lane-gw", "error", `POST /api/rooms/join 503 ${int(c.r, 30, 120)}ms upstream=lesson-booking`, {
          trace: c.s.trace(),
        }),
      );
    },
  },
  {
    category: "rate_limiting",
    estate: "brightpath",
    origin: "checkout",
    hints: ["rate", "429", "rate_limit", "too many"],
    sev: "high",
    note: "checkout hits Stripe's rate limit during a renewal push (StripeRateLimitError, 429); subscriptions fail and bp-api returns 502 on /checkout.",
    deployOffset: 120000,
    run: (c) => {
      rep(c, c.t0, 900, (t) => {
        say(c, t, "checkout", "error", "checkout session failed", {
          errKind: "StripeRateLimitError",
          stack: nodeStack(
            "StripeRateLimitError: Too many requests hit the API too quickly. We recommend an exponential backoff of your requests.",
            [
              "generateV1Error (/app/node_modules/stripe/cjs/Error.js:11:20)",
              "res.toJSON.then.Error_js_1.StripeAPIError.message (/app/node_modules/stripe/cjs/RequestSender.js:105:62)",
              "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
              "async createSession (/app/dist/checkout/session.js:44:19)",
            ],
          ),
        });
        say(
          c,
          t + 140,
          "bp-api",
          "error",
          `CheckoutClient::BadGateway: checkout responded 502 for POST /checkout/session`,
        );
      });
      rep(c, c.t0 + 300, 1500, (t) =>
        say(
          c,
          t,
          "checkout",
          "warn",
          `stripe request ${hex(c.r, 8)} got 429 lock_timeout/rate_limit, retry ${int(c.r, 1, 2)}/2`,
        ),
      );
    },
  },
  // ---------------------------------------------------------------- validation
  {
    category: "validation",
    estate: "tutormesh",
    origin: "booking-api",
    hints: ["parse", "datetimeparse", "invalid", "validation", "format"],
    sev: "high",
    note: "booking-api fails to parse lesson start times sent as '24:00' by a new client build (DateTimeParseException), returning 500 on POST /lessons at mesh-gateway.",
    deployOffset: 90000,
    run: (c) => {
      rep(c, c.t0, 2000, (t) => {
        const tr = c.s.trace();
        const d = `2026-12-0${int(c.r, 1, 9)}T24:00`;
        say(c, t, "booking-api", "error", `Servlet.service() for servlet [dispatcherServlet] threw exception`, {
          trace: tr,
          errKind: "java.time.format.DateTimeParseException",
          stack: javaStack(
            `java.time.format.DateTimeParseException: Text '${d}' could not be parsed: Invalid value for HourOfDay (valid values 0 - 23): 24`,
            [
              "java.base/java.time.format.DateTimeFormatter.createError(DateTimeFormatter.java:2108)",
              "java.base/java.time.format.DateTimeFormatter.parse(DateTimeFormatter.java:2010)",
              "java.base/java.time.LocalDateTime.parse(LocalDateTime.java:494)",
              "com.tutormesh.booking.api.LessonRequestMapper.startsAt(LessonRequestMapper.java:38)",
              "com.tutormesh.booking.api.LessonController.book(LessonController.java:71)",
            ],
          ),
        });
        say(c, t + 70, "mesh-gateway", "error", `POST /v1/lessons 500 ${int(c.r, 30, 120)}ms upstream=booking-api`, {
          trace: tr,
        });
      });
    },
  },
  {
    category: "validation",
    estate: "prepforge",
    origin: "parent-accounts",
    hints: ["validation", "invalid", "format", "phone"],
    sev: "medium",
    note: "parent-accounts rejects every parent signup's phone number (FluentValidation ValidationException) for a new international format; pf-web shows signups failing.",
    deployOffset: 140000,
    run: (c) => {
      rep(c, c.t0, 2400, (t) => {
        say(c, t, "parent-accounts", "error", "An unhandled exception has occurred while executing the request.", {
          errKind: "FluentValidation.ValidationException",
          stack: dotnetStack(
            `FluentValidation.ValidationException: Validation failed: \n -- PhoneNumber: 'Phone Number' is not in the correct format. Severity: Error\n -- PhoneNumber: 'Phone Number' must be between 10 and 15 characters. You entered ${int(c.r, 16, 19)} characters. Severity: Error`,
            [
              "FluentValidation.AbstractValidator`1.RaiseValidationException(ValidationContext`1 context, ValidationResult result)",
              "FluentValidation.AbstractValidator`1.ValidateAsync(ValidationContext`1 context, CancellationToken cancellation)",
              "PrepForge.Parents.Api.SignupEndpoint.HandleAsync(SignupRequest req, CancellationToken ct) in /src/Parents.Api/SignupEndpoint.cs:line 33",
            ],
          ),
        });
        say(c, t + 80, "pf-web", "error", `POST /api/parents/signup 500 ${int(c.r, 40, 200)}ms`);
      });
    },
  },
  {
    category: "validation",
    estate: "lessonlane",
    origin: "availability",
    hints: ["zoneid", "invalid", "deserialize", "validation", "format", "timezone"],
    sev: "medium",
    note: "availability cannot deserialize the IANA zone America/Ciudad_Juarez that newly onboarded tutors carry (Jackson InvalidFormatException); their open slots fail and lane-gw returns 400/500 on /api/availability.",
    deployOffset: 160000,
    run: (c) => {
      rep(c, c.t0, 2200, (t) => {
        const tr = c.s.trace();
        say(c, t, "availability", "error", `Open slots failed tutor=${id(c.r, "T")}`, {
          trace: tr,
          errKind: "com.fasterxml.jackson.databind.exc.InvalidFormatException",
          stack: javaStack(
            'com.fasterxml.jackson.databind.exc.InvalidFormatException: Cannot deserialize value of type `java.time.ZoneId` from String "America/Ciudad_Juarez": Unknown time-zone ID: America/Ciudad_Juarez\n at [Source: (byte[])"{"tutorId":"T481220","zone":"America/Ciudad_Juarez","week":"2026-W49"}"; line: 1, column: 34] (through reference chain: io.lessonlane.availability.SlotQuery["zone"])',
            [
              "com.fasterxml.jackson.databind.exc.InvalidFormatException.from(InvalidFormatException.java:67)",
              "com.fasterxml.jackson.datatype.jsr310.deser.JSR310StringParsableDeserializer.deserialize(JSR310StringParsableDeserializer.java:93)",
              "io.lessonlane.availability.SlotQueryReader.read(SlotQueryReader.java:29)",
            ],
          ),
        });
        say(c, t + 40, "lane-gw", "error", `GET /api/availability 500 ${int(c.r, 20, 90)}ms upstream=availability`, {
          trace: tr,
        });
      });
    },
  },
  {
    category: "validation",
    estate: "brightpath",
    origin: "exam-sessions",
    hints: ["constraint", "validation", "violation", "invalid"],
    sev: "high",
    note: "exam-sessions rejects answer batches whose timeSpentMs is negative (ConstraintViolationException) from browsers with shifted clocks; submits fail at bp-api.",
    deployOffset: 200000,
    run: (c) => {
      rep(c, c.t0, 1500, (t) => {
        say(c, t, "exam-sessions", "error", "Resolved [jakarta.validation.ConstraintViolationException]", {
          errKind: "jakarta.validation.ConstraintViolationException",
          stack: javaStack(
            `jakarta.validation.ConstraintViolationException: submitAnswers.batch.answers[${int(c.r, 0, 53)}].timeSpentMs: must be greater than or equal to 0`,
            [
              "org.springframework.validation.beanvalidation.MethodValidationInterceptor.invoke(MethodValidationInterceptor.java:138)",
              "com.brightpath.exams.api.AnswerController$$SpringCGLIB$$0.submitAnswers(<generated>)",
            ],
          ),
        });
        say(
          c,
          t + 90,
          "bp-api",
          "error",
          `ExamSessionsClient::UnprocessableEntity (exam-sessions POST /sessions/${hex(c.r, 24)}/answers returned 400)`,
        );
        say(c, t + 95, "bp-api", "info", `Completed 422 Unprocessable Entity in ${int(c.r, 40, 160)}ms`);
      });
    },
  },
  // ---------------------------------------------------------------- null reference
  {
    category: "null_reference",
    estate: "tutormesh",
    origin: "payout-worker",
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    sev: "medium",
    note: "payout-worker raises NoMethodError (undefined method `iban' for nil) for tutors whose bank account record is missing; payouts fail and Sidekiq retries.",
    deployOffset: 110000,
    run: (c) => {
      rep(c, c.t0, 2500, (t) => {
        say(
          c,
          t,
          "payout-worker",
          "error",
          `PayoutJob JID-${hex(c.r, 24)} ERROR: NoMethodError: undefined method \`iban' for nil:NilClass`,
          {
            errKind: "NoMethodError",
            stack: rubyStack([
              "/app/app/services/payouts/transfer_builder.rb:22:in `build'",
              "/app/app/jobs/payout_job.rb:14:in `perform'",
              "/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb:220:in `execute_job'",
            ]),
          },
        );
        say(
          c,
          t + 40,
          "payout-worker",
          "warn",
          `PayoutJob JID-${hex(c.r, 24)} retry_count=${int(c.r, 0, 9)} will retry`,
        );
      });
    },
  },
  {
    category: "null_reference",
    estate: "prepforge",
    origin: "practice-tests",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "practice-tests throws NullReferenceException in SectionTimer for attempts without a timing profile; answers fail with 500 at pf-web.",
    deployOffset: 80000,
    run: (c) => {
      rep(c, c.t0, 1300, (t) => {
        say(c, t, "practice-tests", "error", `An unhandled exception has occurred while executing the request.`, {
          errKind: "System.NullReferenceException",
          stack: dotnetStack("System.NullReferenceException: Object reference not set to an instance of an object.", [
            "PrepForge.Practice.Timing.SectionTimer.Remaining(Attempt attempt) in /src/Practice/Timing/SectionTimer.cs:line 27",
            "PrepForge.Practice.Api.AnswerEndpoint.HandleAsync(AnswerRequest req, CancellationToken ct) in /src/Practice/Api/AnswerEndpoint.cs:line 58",
            "Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|6_0(Endpoint endpoint, Task requestTask, ILogger logger)",
          ]),
        });
        say(c, t + 60, "pf-web", "error", `POST /api/tests/answer 500 ${int(c.r, 30, 200)}ms`);
      });
    },
  },
  {
    category: "null_reference",
    estate: "lessonlane",
    origin: "whiteboard",
    hints: ["typeerror", "undefined", "cannot read", "null"],
    sev: "high",
    note: "whiteboard crashes on boards without a saved page (TypeError: Cannot read properties of undefined (reading 'strokes')), restarts repeatedly; lane-gw returns 502 for board state.",
    deployOffset: 130000,
    run: (c) => {
      rep(c, c.t0, 5000, (t) => {
        say(c, t, "whiteboard", "error", "uncaughtException", {
          errKind: "TypeError",
          stack: nodeStack("TypeError: Cannot read properties of undefined (reading 'strokes')", [
            "BoardState.render (/app/dist/board/state.js:142:31)",
            "Room.onJoin (/app/dist/room.js:77:22)",
            "WebSocket.<anonymous> (/app/dist/server.js:58:14)",
            "WebSocket.emit (node:events:519:28)",
          ]),
        });
        say(c, t + 1200, "whiteboard", "info", "whiteboard listening on :8080 (yjs persistence=redis)");
      });
      rep(c, c.t0 + 300, 1100, (t) =>
        say(
          c,
          t,
          "lane-gw",
          "error",
          `GET /api/board/state 502 ${int(c.r, 1, 20)}ms upstream=whiteboard: connection refused`,
          { trace: c.s.trace() },
        ),
      );
    },
  },
  {
    category: "null_reference",
    estate: "brightpath",
    origin: "bp-api",
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    sev: "high",
    note: "bp-api raises NoMethodError (undefined method `time_zone' for nil) rendering the lesson schedule for guardians without a linked student; the page returns 500.",
    deployOffset: 100000,
    run: (c) => {
      rep(c, c.t0, 1400, (t) => {
        say(c, t, "bp-api", "info", `Started GET "/guardians/schedule" for 10.0.${int(c.r, 0, 9)}.${int(c.r, 1, 254)}`);
        say(c, t + 40, "bp-api", "error", "NoMethodError (undefined method `time_zone' for nil:NilClass):", {
          errKind: "NoMethodError",
          stack: rubyStack([
            "app/presenters/schedule_presenter.rb:18:in `local_start'",
            "app/views/guardians/schedule.html.erb:12:in `block in _app_views_guardians_schedule_html_erb'",
            "app/controllers/guardians/schedules_controller.rb:9:in `show'",
          ]),
        });
        say(c, t + 45, "bp-api", "info", `Completed 500 Internal Server Error in ${int(c.r, 20, 90)}ms`);
      });
    },
  },
  // ---------------------------------------------------------------- configuration
  {
    category: "configuration",
    estate: "tutormesh",
    origin: "match-api",
    hints: ["config", "keyerror", "environment", "setting", "missing"],
    sev: "high",
    note: "a new match-api release expects the MATCH_RANKER_MODEL_URI setting which is not in its environment; every ranking raises KeyError and mesh-gateway returns 500 on /v1/matches.",
    deployOffset: 0,
    run: (c) => {
      say(c, c.t0 - 8000, "match-api", "info", "Starting gunicorn 22.0.0");
      say(c, c.t0 - 7800, "match-api", "info", "deploy: match-api 2026.12.1 (git 4be19a2) rolling out");
      rep(c, c.t0, 1500, (t) => {
        const tr = c.s.trace();
        say(c, t, "match-api", "error", "Exception on /v1/rank [POST]", {
          trace: tr,
          errKind: "KeyError",
          stack: pyStack(
            [
              [
                "/usr/local/lib/python3.12/site-packages/flask/app.py",
                880,
                "full_dispatch_request",
                "rv = self.dispatch_request()",
              ],
              ["/app/match/ranker.py", 31, "load_ranker", 'uri = os.environ["MATCH_RANKER_MODEL_URI"]'],
              ["<frozen os>", 714, "__getitem__", ""],
            ],
            "KeyError: 'MATCH_RANKER_MODEL_URI'",
          ),
        });
        say(c, t + 60, "mesh-gateway", "error", `POST /v1/matches 500 ${int(c.r, 20, 90)}ms upstream=match-api`, {
          trace: tr,
        });
      });
    },
  },
  {
    category: "configuration",
    estate: "prepforge",
    origin: "item-bank",
    hints: ["config", "missing", "pool", "setting"],
    sev: "high",
    note: "after a config reload item-bank's item_pools block lacks the sat-rw source; every SAT reading item request fails and practice-tests reports 500s from item-bank.",
    deployOffset: 0,
    run: (c) => {
      say(c, c.t0 - 3000, "item-bank", "info", "config reloaded from /etc/item-bank/config.yaml (checksum 7e1d0c9a)");
      rep(c, c.t0, 1500, (t) => {
        say(
          c,
          t,
          "item-bank",
          "error",
          `get item pool=sat-rw: config: item_pools["sat-rw"].source is empty, cannot open pool`,
        );
        say(
          c,
          t + 80,
          "practice-tests",
          "error",
          `Failed to load next item for attempt ${hex(c.r, 8)}: item-bank responded 500 (Internal Server Error)`,
        );
      });
      rep(c, c.t0 + 3000, 3000, (t) =>
        say(c, t, "pf-web", "error", `GET /api/tests/next-item 502 ${int(c.r, 100, 300)}ms`),
      );
    },
  },
  {
    category: "configuration",
    estate: "lessonlane",
    origin: "video-sfu",
    hints: ["config", "announced", "ip", "setting", "ice"],
    sev: "high",
    note: "video-sfu restarts with an empty announced_ip in its new config; ICE never completes for any client and lane-gw/whiteboard report rooms failing to connect.",
    deployOffset: 0,
    run: (c) => {
      say(c, c.t0 - 6000, "video-sfu", "info", "sfu 3.14.2 starting, config=/etc/sfu/sfu.yaml (rev 219)");
      say(
        c,
        c.t0 - 5800,
        "video-sfu",
        "warn",
        "config: rtc.listen_ips[0].announced_ip is empty, advertising private address 10.60.1.23",
      );
      rep(c, c.t0, 1800, (t) => {
        say(
          c,
          t,
          "video-sfu",
          "error",
          `[transport:${hex(c.r, 8)}] ICE failed: no candidate pair succeeded after 30s (local=10.60.1.23, remote=srflx)`,
        );
        say(c, t + 100, "lane-gw", "error", `POST /api/rooms/join 502 ${int(c.r, 30000, 30100)}ms upstream=video-sfu`, {
          trace: c.s.trace(),
        });
      });
      rep(c, c.t0 + 2000, 4000, (t) =>
        say(
          c,
          t,
          "whiteboard",
          "warn",
          `board ${hex(c.r, 10)}: media room not connected, tutor and student on whiteboard only`,
        ),
      );
      c.s.silence("video-sfu", c.t0);
    },
  },
  {
    category: "configuration",
    estate: "brightpath",
    origin: "checkout",
    hints: ["config", "environment", "missing", "variable", "price"],
    sev: "high",
    note: "a checkout release reads PRICE_ID_ANNUAL which the deploy did not set; annual plan checkouts throw 'Missing required environment variable' and bp-api returns 502.",
    deployOffset: 0,
    run: (c) => {
      say(c, c.t0 - 5000, "checkout", "info", "checkout v4.8.0 listening on :3000 (NODE_ENV=production)");
      rep(c, c.t0, 2000, (t) => {
        say(c, t, "checkout", "error", "checkout session failed", {
          errKind: "Error",
          stack: nodeStack("Error: Missing required environment variable PRICE_ID_ANNUAL", [
            "requireEnv (/app/dist/config.js:12:15)",
            "priceFor (/app/dist/checkout/prices.js:9:23)",
            "createSession (/app/dist/checkout/session.js:31:17)",
          ]),
        });
        say(
          c,
          t + 100,
          "bp-api",
          "error",
          `CheckoutClient::BadGateway: checkout responded 500 for POST /checkout/session`,
        );
      });
    },
  },
  // ---------------------------------------------------------------- dependency
  {
    category: "dependency",
    estate: "tutormesh",
    origin: "tutor-onboarding",
    hints: ["persona", "503", "circuit", "unavailable", "upstream", "vendor"],
    sev: "medium",
    note: "the ID-verification vendor (Persona) that tutor-onboarding calls answers 503 and the circuit breaker opens; new tutor applications cannot be verified.",
    deployOffset: 90000,
    run: (c) => {
      rep(c, c.t0, 2500, (t) =>
        say(
          c,
          t,
          "tutor-onboarding",
          "error",
          `identity verification for ${id(c.r, "TA-")} failed: HTTPError 503 Server Error: Service Unavailable for url: https://withpersona.com/api/v1/inquiries`,
        ),
      );
      rep(c, c.t0 + 20000, 1500, (t) =>
        say(
          c,
          t,
          "tutor-onboarding",
          "warn",
          `CircuitBreakerError: Failures threshold reached, circuit breaker 'persona' is open; application ${id(c.r, "TA-")} parked`,
        ),
      );
      rep(c, c.t0 + 22000, 5000, (t) =>
        say(
          c,
          t,
          "mesh-gateway",
          "warn",
          `POST /v1/onboarding/verify 503 ${int(c.r, 2, 10)}ms upstream=tutor-onboarding`,
          { trace: c.s.trace() },
        ),
      );
    },
  },
  {
    category: "dependency",
    estate: "prepforge",
    origin: "homework-svc",
    hints: ["mathpix", "503", "circuit", "breaker", "unavailable", "ocr"],
    sev: "medium",
    note: "the OCR vendor (Mathpix) homework-svc calls returns 503, the opossum breaker opens and homework uploads are stored without OCR while pf-web shows processing failures.",
    deployOffset: 150000,
    run: (c) => {
      rep(c, c.t0, 2000, (t) =>
        say(
          c,
          t,
          "homework-svc",
          "error",
          `ocr failed upload=${hex(c.r, 12)}: Request failed with status code 503 (POST https://api.mathpix.com/v3/pdf)`,
        ),
      );
      rep(c, c.t0 + 25000, 1500, (t) =>
        say(c, t, "homework-svc", "warn", `Breaker is open: mathpix-ocr, upload=${hex(c.r, 12)} queued for later OCR`),
      );
      rep(c, c.t0 + 26000, 6000, (t) =>
        say(
          c,
          t,
          "pf-web",
          "warn",
          `GET /api/homework/${hex(c.r, 12)}/status 200 ${int(c.r, 10, 40)}ms state=ocr_pending`,
        ),
      );
    },
  },
  {
    category: "dependency",
    estate: "lessonlane",
    origin: "lane-gw",
    hints: ["jwks", "503", "auth0", "unavailable", "upstream"],
    sev: "high",
    note: "lane-gw cannot refresh signing keys because the identity provider's JWKS endpoint answers 503; token checks fail for rotated keys and many requests get 401/503.",
    deployOffset: 130000,
    run: (c) => {
      rep(c, c.t0, 3000, (t) =>
        say(
          c,
          t,
          "lane-gw",
          "error",
          "jwks refresh failed: GET https://lessonlane.eu.auth0.com/.well-known/jwks.json: 503 Service Unavailable",
        ),
      );
      rep(c, c.t0 + 5000, 500, (t) =>
        say(
          c,
          t,
          "lane-gw",
          "warn",
          `${pick(c.r, ["GET /api/lessons", "POST /api/rooms/join", "GET /api/profile"])} 401 ${int(c.r, 1, 5)}ms - token kid=${hex(c.r, 8)} not found in cached key set`,
          { trace: c.s.trace() },
        ),
      );
      rep(c, c.t0 + 60000, 30000, (t) =>
        say(c, t, "lane-gw", "warn", "jwks cache stale for 60s, serving last known keys"),
      );
    },
  },
  {
    category: "dependency",
    estate: "brightpath",
    origin: "tutor-vetting",
    hints: ["sterling", "502", "503", "circuit", "unavailable", "upstream"],
    sev: "medium",
    note: "the background-check vendor (Sterling) tutor-vetting depends on returns 502/503; tutor-vetting's breaker opens and bp-api shows tutor applications stuck.",
    deployOffset: 170000,
    run: (c) => {
      rep(c, c.t0, 2200, (t) =>
        say(
          c,
          t,
          "tutor-vetting",
          "error",
          `sterling screening create failed: 502 Bad Gateway from https://api.us.sterlingcheck.app/v2/screenings (applicant=${id(c.r, "A")})`,
        ),
      );
      rep(c, c.t0 + 18000, 2000, (t) =>
        say(
          c,
          t,
          "tutor-vetting",
          "warn",
          `circuit 'sterling' OPEN (failure rate 100% over 20 calls), screening ${hex(c.r, 12)} deferred`,
        ),
      );
      rep(c, c.t0 + 20000, 3000, (t) =>
        say(
          c,
          t,
          "bp-api",
          "warn",
          `TutorVettingClient: screening deferred for applicant ${id(c.r, "A")} (503 from tutor-vetting)`,
        ),
      );
    },
  },
  // ---------------------------------------------------------------- memory
  {
    category: "memory",
    estate: "tutormesh",
    origin: "whiteboard-sync",
    hints: ["heap", "memory", "out of memory", "allocation"],
    sev: "high",
    note: "whiteboard-sync's heap grows with unbounded board history until V8 aborts with 'JavaScript heap out of memory', repeatedly; classroom boards disconnect.",
    deployOffset: 150000,
    run: (c) => {
      rep(c, c.t0, 20000, (t, i) =>
        say(
          c,
          t,
          "whiteboard-sync",
          "warn",
          `heap used ${1380 + i * 60}MB of 2048MB, board history cache=${9000 + i * 800} entries`,
        ),
      );
      rep(c, c.t0 + 90000, 45000, (t) => {
        say(
          c,
          t,
          "whiteboard-sync",
          "fatal",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          {
            stack: [
              "<--- Last few GCs --->",
              "[1:0x6a8e0a0]   412833 ms: Mark-Compact 2041.7 (2083.1) -> 2039.9 (2084.3) MB, 1712.32 / 0.00 ms  (average mu = 0.118, current mu = 0.021) allocation failure; scavenge might not succeed",
              "<--- JS stacktrace --->",
              " 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
              " 2: 0xf06a50 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            ].join("\n"),
          },
        );
        say(c, t + 4000, "whiteboard-sync", "info", "whiteboard-sync listening on :8080");
        say(
          c,
          t + 200,
          "classroom-signal",
          "warn",
          `room ${hex(c.r, 10)}: whiteboard channel closed unexpectedly (1006)`,
        );
      });
      rep(c, c.t0 + 90000, 1500, (t) =>
        say(
          c,
          t,
          "mesh-gateway",
          "error",
          `GET /v1/classroom/board 502 ${int(c.r, 1, 40)}ms upstream=whiteboard-sync`,
          { trace: c.s.trace() },
        ),
      );
    },
  },
  {
    category: "memory",
    estate: "prepforge",
    origin: "adaptive-scoring",
    hints: ["memory", "memoryerror", "allocate", "oom"],
    sev: "high",
    note: "adaptive-scoring builds a full item-response matrix for a new long form and numpy cannot allocate it (ArrayMemoryError); scoring fails and practice-tests reports 500s.",
    deployOffset: 110000,
    run: (c) => {
      rep(c, c.t0, 2200, (t) => {
        say(c, t, "adaptive-scoring", "error", "Exception in ASGI application", {
          errKind: "numpy.core._exceptions._ArrayMemoryError",
          stack: pyStack(
            [
              ["/app/scoring/api.py", 64, "score", "post = estimator.posterior(resp)"],
              [
                "/app/scoring/irt.py",
                118,
                "posterior",
                "grid = np.zeros((n_items, n_quad, n_theta), dtype=np.float64)",
              ],
            ],
            `numpy.core._exceptions._ArrayMemoryError: Unable to allocate ${(6 + c.r() * 3).toFixed(2)} GiB for an array with shape (1540, 81, 6561) and data type float64`,
          ),
        });
        say(
          c,
          t + 120,
          "practice-tests",
          "error",
          `Scoring failed for attempt ${hex(c.r, 8)}: adaptive-scoring responded 500 (Internal Server Error)`,
        );
      });
      rep(c, c.t0 + 60000, 60000, (t) =>
        say(
          c,
          t,
          "adaptive-scoring",
          "warn",
          `[${int(c.r, 1, 9)}] Child process died (exit status -9), respawning worker`,
        ),
      );
    },
  },
  {
    category: "memory",
    estate: "lessonlane",
    origin: "lesson-booking",
    hints: ["outofmemory", "heap", "memory", "gc overhead"],
    sev: "high",
    note: "lesson-booking leaks heap through a reminder cache until java.lang.OutOfMemoryError: Java heap space; requests fail and lane-gw returns 503 for lesson endpoints.",
    deployOffset: 120000,
    run: (c) => {
      rep(c, c.t0, 15000, (t, i) =>
        say(
          c,
          t,
          "lesson-booking",
          "warn",
          `[gc] Pause Full (G1 Compaction Pause) ${1850 + i * 20}M->${1840 + i * 20}M(2048M) ${int(c.r, 900, 2600)}.${int(c.r, 100, 999)}ms`,
        ),
      );
      rep(c, c.t0 + 75000, 3000, (t) => {
        say(c, t, "lesson-booking", "error", `Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space`, {
          errKind: "java.lang.OutOfMemoryError",
          stack: javaStack("java.lang.OutOfMemoryError: Java heap space", [
            "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
            "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
            "io.lessonlane.booking.reminders.ReminderCache.put(ReminderCache.kt:44)",
          ]),
        });
      });
      rep(c, c.t0 + 76000, 800, (t) =>
        say(
          c,
          t,
          "lane-gw",
          "error",
          `${pick(c.r, ["GET", "POST"])} /api/lessons 503 ${int(c.r, 5000, 9000)}ms upstream=lesson-booking`,
          { trace: c.s.trace() },
        ),
      );
      c.s.silence("lesson-booking", c.t0 + 80000);
    },
  },
  {
    category: "memory",
    estate: "brightpath",
    origin: "media-uploads",
    hints: ["out of memory", "memory", "oom"],
    sev: "high",
    note: "media-uploads buffers whole video uploads in memory and the Go runtime dies with 'fatal error: runtime: out of memory' repeatedly; bp-api uploads fail with 502.",
    deployOffset: 140000,
    run: (c) => {
      rep(c, c.t0, 40000, (t) => {
        say(c, t, "media-uploads", "fatal", "fatal error: runtime: out of memory", {
          stack: [
            "",
            "runtime stack:",
            "runtime.throw({0xb1c2f4?, 0x40000000?})",
            "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c fp=0x7ffd8b2c1e88 sp=0x7ffd8b2c1e58 pc=0x43a1fc",
            "runtime.sysMapOS(0xc0a0000000, 0x40000000)",
            "\t/usr/local/go/src/runtime/mem_linux.go:167 +0x11b",
            "",
            "goroutine 8812 [running]:",
            "bytes.growSlice({0xc09f000000, 0x3fff0000, 0x40000000}, 0x8000)",
            "\t/usr/local/go/src/bytes/buffer.go:249 +0x8e",
            "brightpath/media/internal/upload.(*Handler).readAll(0xc000212000, {0xcd1e40, 0xc0a1b2c000})",
            "\t/src/internal/upload/handler.go:97 +0x1a5",
          ].join("\n"),
        });
        say(c, t + 3000, "media-uploads", "info", "media-uploads listening on :8080");
      });
      rep(c, c.t0 + 200, 1300, (t) =>
        say(c, t, "bp-api", "error", `MediaUploadsClient::BadGateway: media-uploads responded 502 for POST /uploads`),
      );
    },
  },
  // ---------------------------------------------------------------- disk
  {
    category: "disk",
    estate: "tutormesh",
    origin: "tutor-directory",
    hints: ["flood", "disk", "watermark", "read-only", "cluster_block"],
    sev: "medium",
    note: "the search cluster behind tutor-directory crosses its flood-stage disk watermark; writes to the tutors index are blocked (read-only-allow-delete) and profile updates stop being searchable.",
    deployOffset: 100000,
    run: (c) => {
      rep(c, c.t0, 2000, (t) => {
        say(c, t, "tutor-directory", "error", `Failed to index tutor ${id(c.r, "T")}`, {
          errKind: "co.elastic.clients.elasticsearch._types.ElasticsearchException",
          stack: javaStack(
            "co.elastic.clients.elasticsearch._types.ElasticsearchException: [es/index] failed: [cluster_block_exception] index [tutors_v7] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];",
            [
              "co.elastic.clients.transport.ElasticsearchTransportBase.getApiResponse(ElasticsearchTransportBase.java:345)",
              "co.elastic.clients.elasticsearch.ElasticsearchClient.index(ElasticsearchClient.java:1224)",
              "com.tutormesh.directory.search.TutorIndexer.index(TutorIndexer.java:58)",
            ],
          ),
        });
      });
      rep(c, c.t0 + 5000, 7000, (t) =>
        say(
          c,
          t,
          "tutor-onboarding",
          "warn",
          `tutor ${id(c.r, "T")} approved but profile not yet searchable (tutor-directory index 429)`,
        ),
      );
    },
  },
  {
    category: "disk",
    estate: "prepforge",
    origin: "virus-scan",
    hints: ["no space", "disk", "enospc", "space"],
    sev: "high",
    note: "virus-scan's scratch volume fills up; clamd cannot write temp files (No space left on device) and homework-svc's uploads fail scanning.",
    deployOffset: 130000,
    run: (c) => {
      rep(c, c.t0, 1800, (t) => {
        const f = hex(c.r, 12);
        say(
          c,
          t,
          "virus-scan",
          "error",
          `LibClamAV Error: cli_gentempfd_with_prefix: Can't create temporary file /scratch/clamav-${hex(c.r, 32)}.tmp: No space left on device`,
        );
        say(c, t + 5, "virus-scan", "error", `/scratch/hw-${f}: Can't create temporary directory ERROR`);
        say(
          c,
          t + 60,
          "homework-svc",
          "error",
          `scan failed upload=${f}: virus-scan replied "Can't create temporary directory ERROR", upload rejected`,
        );
      });
      rep(c, c.t0 + 3000, 4000, (t) =>
        say(c, t, "pf-web", "error", `POST /api/homework/upload 500 ${int(c.r, 200, 900)}ms`),
      );
      c.s.silence("virus-scan", c.t0);
    },
  },
  {
    category: "disk",
    estate: "lessonlane",
    origin: "session-recorder",
    hints: ["no space", "disk", "enospc", "space"],
    sev: "medium",
    note: "session-recorder's local segment volume fills (no space left on device) after the janitor falls behind; new lesson recordings are dropped and video-sfu sees the sink refuse segments.",
    deployOffset: 80000,
    run: (c) => {
      rep(c, c.t0 - 120000, 30000, (t, i) =>
        say(c, t, "session-recorder", "warn", `disk usage on /var/spool/recorder at ${Math.min(99, 88 + i * 3)}%`),
      );
      rep(c, c.t0, 2000, (t) =>
        say(
          c,
          t,
          "session-recorder",
          "error",
          `write segment room=${hex(c.r, 8)} seq=${int(c.r, 1, 400)}: write /var/spool/recorder/${hex(c.r, 8)}/seg-${int(c.r, 1, 400)}.webm: no space left on device`,
          { trace: c.s.trace() },
        ),
      );
      rep(c, c.t0 + 4000, 4500, (t) =>
        say(
          c,
          t,
          "video-sfu",
          "warn",
          `[room:${hex(c.r, 8)}] recording sink returned 507, dropping recording for this room`,
        ),
      );
    },
  },
  {
    category: "disk",
    estate: "brightpath",
    origin: "search-indexer",
    hints: ["no space", "disk", "ioexception", "space"],
    sev: "medium",
    note: "search-indexer's local spool disk fills up; writing change-event batches fails with IOException: No space left on device and indexing stops.",
    deployOffset: 60000,
    run: (c) => {
      rep(c, c.t0, 2500, (t) => {
        say(c, t, "search-indexer", "error", "Failed to spool change batch, consumer paused", {
          errKind: "java.io.IOException",
          stack: javaStack("java.io.IOException: No space left on device", [
            "java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
            "java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:285)",
            "com.brightpath.search.spool.SpoolWriter.append(SpoolWriter.java:61)",
          ]),
        });
      });
      rep(c, c.t0 + 5000, 10000, (t) =>
        say(
          c,
          t,
          "search-indexer",
          "warn",
          `Consumer lag growing on tutor-profile-changes: ${int(c.r, 300, 5000)} messages`,
        ),
      );
      c.s.silence("search-indexer", c.t0);
    },
  },
  // ---------------------------------------------------------------- unknown
  {
    category: "unknown",
    estate: "tutormesh",
    origin: "booking-api",
    hints: ["500", "internal", "unknown", "error", "unhandled"],
    sev: "high",
    note: "booking-api starts answering most requests with 500 and logs only a bare 'request failed' line; mesh-gateway retries and reports 500s from booking-api.",
    deployOffset: 120000,
    run: (c) => {
      rep(c, c.t0, 1000, (t) => {
        const tr = c.s.trace();
        say(c, t, "booking-api", "error", `Request failed: POST /lessons status=500`, { trace: tr });
        say(c, t + 50, "mesh-gateway", "error", `POST /v1/lessons 500 ${int(c.r, 10, 80)}ms upstream=booking-api`, {
          trace: tr,
        });
      });
      rep(c, c.t0 + 1500, 800, (t) =>
        say(c, t, "mesh-gateway", "warn", `retrying booking-api (attempt ${int(c.r, 2, 3)}/3)`, { trace: c.s.trace() }),
      );
      c.s.silence("booking-api", c.t0);
    },
  },
  {
    category: "unknown",
    estate: "prepforge",
    origin: "parent-accounts",
    hints: ["500", "internal", "unknown", "error"],
    sev: "high",
    note: "parent-accounts stops logging its normal work and answers 500 with only 'Request finished ... 500'; pf-web shows the parent dashboard failing.",
    deployOffset: 150000,
    run: (c) => {
      rep(c, c.t0, 1400, (t) => {
        say(
          c,
          t,
          "parent-accounts",
          "info",
          `Request finished HTTP/1.1 GET http://parent-accounts/api/parents/${id(c.r, "P")} - 500 0 - ${int(c.r, 1, 20)}.${int(c.r, 1000, 9999)}ms`,
        );
        say(
          c,
          t + 40,
          "pf-web",
          "error",
          `GET /parents/dashboard 502 ${int(c.r, 20, 90)}ms - parent-accounts responded 500`,
        );
      });
      c.s.silence("parent-accounts", c.t0);
    },
  },
  {
    category: "unknown",
    estate: "lessonlane",
    origin: "availability",
    hints: ["503", "unavailable", "unknown", "restart", "unhealthy"],
    sev: "high",
    note: "availability goes quiet and keeps restarting with no error of its own; lane-gw and lesson-booking get 503 'no healthy upstream' for it.",
    deployOffset: 140000,
    run: (c) => {
      rep(c, c.t0 + 20000, 60000, (t) => {
        say(c, t, "availability", "info", "Starting AvailabilityApplication v5.2.1 using Java 21.0.4 with PID 1");
        say(
          c,
          t + 9000,
          "availability",
          "info",
          `Started AvailabilityApplication in ${int(c.r, 7, 9)}.${int(c.r, 100, 999)} seconds (process running for 9.8)`,
        );
      });
      rep(c, c.t0 + 2000, 900, (t) =>
        say(
          c,
          t,
          "lane-gw",
          "error",
          `GET /api/availability 503 ${int(c.r, 0, 3)}ms upstream=availability: no healthy upstream`,
          { trace: c.s.trace() },
        ),
      );
      rep(c, c.t0 + 3000, 2000, (t) =>
        say(c, t, "lesson-booking", "error", `Availability lookup failed: 503 Service Unavailable from availability`, {
          trace: c.s.trace(),
        }),
      );
      c.s.silence("availability", c.t0);
    },
  },
  {
    category: "unknown",
    estate: "brightpath",
    origin: "guardian-auth",
    hints: ["502", "unavailable", "unknown", "exited", "restart"],
    sev: "high",
    note: "guardian-auth keeps exiting and restarting without logging any error; bp-api sign-ins fail with 502 from guardian-auth.",
    deployOffset: 100000,
    run: (c) => {
      rep(c, c.t0, 30000, (t) => {
        say(c, t, "guardian-auth", "info", "Application is shutting down...");
        say(c, t + 6000, "guardian-auth", "info", "Now listening on: http://[::]:8080");
        say(c, t + 6100, "guardian-auth", "info", "Application started. Press Ctrl+C to shut down.");
      });
      rep(c, c.t0 + 500, 900, (t) =>
        say(c, t, "bp-api", "error", `GuardianAuthClient::BadGateway: guardian-auth responded 502 for POST /session`),
      );
      c.s.silence("guardian-auth", c.t0);
    },
  },
];
