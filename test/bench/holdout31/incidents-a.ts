// Holdout31 incidents, first half: authentication, authorization, configuration, database, dependency, disk, memory.
import { complain, crashLoop, type IncidentDef } from "./incident-kit.js";
import { glog, mongo } from "./voices.js";

const n = (lo: number, hi: number, r: { int: (a: number, b: number) => number }) => r.int(lo, hi);

export const INCIDENTS_A: IncidentDef[] = [
  // ---------------------------------------------------------------- authentication
  {
    cat: "authentication",
    estate: "otterpay",
    origin: "ledger",
    hints: ["password", "authentication", "credential", "auth"],
    sev: "high",
    note: "ledger's Postgres password was rotated and ledger keeps the old one: every new sqlx connection fails password authentication",
    story: (c) => {
      c.at(
        "vault",
        c.t0 - 25000,
        "info",
        "[INFO]  secrets.database.database_3f2a9c1e: rotated static role password: role=ledger_rw",
      );
      const err = 'error returned from database: password authentication failed for user "ledger_rw"';
      c.breakAt({
        svc: "ledger",
        prob: 0.85,
        from: c.t0,
        status: 500,
        ms: [3, 40],
        own: (cc, t, tr) =>
          cc.at(
            "ledger",
            t,
            "error",
            `request{method=POST uri=/v1/entries version=HTTP/1.1}: ledger::db: failed to acquire connection error=${err}`,
            undefined,
            tr,
          ),
      });
      complain(
        c,
        "ledger",
        0,
        5000,
        "warn",
        () => `sqlx::pool::inner: error occurred while establishing a new connection: ${err}`,
      );
      complain(
        c,
        "merchant-dash",
        3000,
        5000,
        "error",
        () =>
          'request.CRITICAL: Uncaught PHP Exception Symfony\\Component\\HttpClient\\Exception\\ServerException: "HTTP/1.1 500 Internal Server Error returned for "http://ledger:8080/v1/balances"." at /var/www/dash/vendor/symfony/http-client/Response/CommonResponseTrait.php line 168',
      );
      complain(c, "payouts", 8000, 9000, "error", () =>
        JSON.stringify({
          event: "job:exception",
          source: "oban",
          worker: "Payouts.Workers.Settle",
          queue: "settlements",
          state: "failure",
          attempt: 2,
          error: "** (RuntimeError) ledger POST /v1/transfers returned 500",
        }),
      );
    },
  },
  {
    cat: "authentication",
    estate: "bramble",
    origin: "notify",
    hints: ["login", "auth", "smtp", "credential", "535"],
    sev: "medium",
    note: "notify's SMTP relay login is rejected (535 bad credentials); appointment reminders and confirmations are not sent",
    story: (c) => {
      const stack =
        "    at SMTPConnection._formatError (/app/node_modules/nodemailer/lib/smtp-connection/index.js:798:19)\n    at SMTPConnection._actionAUTHComplete (/app/node_modules/nodemailer/lib/smtp-connection/index.js:1577:34)\n    at SMTPConnection.<anonymous> (/app/node_modules/nodemailer/lib/smtp-connection/index.js:554:26)\n    at SMTPConnection._processResponse (/app/node_modules/nodemailer/lib/smtp-connection/index.js:982:20) {\n  code: 'EAUTH',\n  response: '535-5.7.8 Username and Password not accepted.',\n  responseCode: 535,\n  command: 'AUTH PLAIN'\n}";
      c.breakAt({
        svc: "notify",
        prob: 0.9,
        from: c.t0,
        status: 502,
        ms: [300, 900],
        own: (cc, t, tr) =>
          cc.at(
            "notify",
            t,
            "error",
            "Error: Invalid login: 535-5.7.8 Username and Password not accepted. For more information, go to 535 5.7.8  https://support.google.com/mail/?p=BadCredentials",
            stack,
            tr,
          ),
      });
      complain(c, "appointments", 2000, 6000, "error", () =>
        JSON.stringify({
          event: "job:exception",
          source: "oban",
          worker: "Appointments.Workers.Reminder",
          queue: "mailers",
          state: "failure",
          attempt: 1,
          error: "** (RuntimeError) notify POST /v1/messages returned 502",
        }),
      );
    },
  },
  {
    cat: "authentication",
    estate: "fernway",
    origin: "customer-portal",
    hints: ["ldap", "bind", "credential", "auth"],
    sev: "high",
    note: "customer-portal's LDAP service account bind is refused (Invalid credentials); staff and customer logins fail with 500",
    story: (c) => {
      complain(
        c,
        "customer-portal",
        0,
        2500,
        "error",
        (t) =>
          `production.ERROR: ldap_bind(): Unable to bind to server: Invalid credentials {"exception":"[object] (LdapRecord\\\\Auth\\\\BindException(code: 49): Invalid credentials at /var/www/vendor/directorytree/ldaprecord/src/Connection.php:${300 + (t % 9)})","bind_dn":"cn=svc-portal,ou=service,dc=fernway,dc=internal"}`,
      );
      c.every("customer-portal", c.t0 + 500, c.end, 3000, "error", (_i, t, tr) => {
        c.req("customer-portal", t, "POST", "/login", 500, 48, tr);
        c.req("gateway", t + 20, "POST", "/login", 500, 52, tr);
        return null;
      });
    },
  },
  {
    cat: "authentication",
    estate: "kelpie",
    origin: "carrier-sync",
    hints: ["invalid_client", "oauth", "401", "unauthorized", "credential", "token"],
    sev: "medium",
    note: "carrier-sync's OAuth client secret for the carrier hub was revoked; token refresh gets 401 invalid_client and every rate quote fails",
    story: (c) => {
      complain(
        c,
        "carrier-sync",
        0,
        15000,
        "error",
        () =>
          'c.k.carrier.TokenProvider - token refresh failed: 401 Unauthorized {"error":"invalid_client","error_description":"Client authentication failed"} from https://auth.carrier-hub.example/oauth2/token',
      );
      c.breakAt({
        svc: "carrier-sync",
        prob: 0.95,
        from: c.t0 + 1000,
        status: 502,
        ms: [80, 300],
        own: (cc, t, tr) =>
          cc.at(
            "carrier-sync",
            t,
            "error",
            "c.k.carrier.CarrierClient - POST https://api.carrier-hub.example/v3/quotes -> 401 Unauthorized (no valid access token)",
            undefined,
            tr,
          ),
      });
      complain(
        c,
        "dispatch-api",
        2000,
        4000,
        "warn",
        (t) =>
          `dispatch_api::clients::carrier: carrier-sync returned 502 Bad Gateway for /rates/quote; falling back to cached rates age_s=${Math.round((t - c.t0) / 1000) + 900}`,
      );
    },
  },
  // ---------------------------------------------------------------- authorization
  {
    cat: "authorization",
    estate: "quillmark",
    origin: "reader-api",
    hints: ["permission", "denied", "42501", "grant"],
    sev: "high",
    note: "reader-api's database role lost SELECT on the Article table (Postgres 42501 permission denied); article pages return 500",
    story: (c) => {
      const err =
        'PrismaClientUnknownRequestError: \nInvalid `prisma.article.findUnique()` invocation:\n\nError occurred during query execution:\nConnectorError(ConnectorError { user_facing_error: None, kind: QueryError(PostgresError { code: "42501", message: "permission denied for table Article", severity: "ERROR", detail: None, column: None, hint: None }), transient: false })';
      c.breakAt({
        svc: "reader-api",
        prob: 0.8,
        from: c.t0,
        status: 500,
        ms: [4, 30],
        own: (cc, t, tr) => {
          const [m, ...rest] = err.split("\n");
          cc.at("reader-api", t, "error", m, rest.join("\n"), tr);
        },
      });
    },
  },
  {
    cat: "authorization",
    estate: "kelpie",
    origin: "label-printer",
    hints: ["access denied", "403", "denied", "permission", "forbidden"],
    sev: "medium",
    note: "label-printer's bucket policy lost s3:PutObject; every proof-of-delivery label upload gets 403 Access Denied",
    story: (c) => {
      c.breakAt({
        svc: "label-printer",
        prob: 0.9,
        from: c.t0,
        status: 500,
        ms: [40, 200],
        own: (cc, t, tr) =>
          cc.at(
            "label-printer",
            t,
            "error",
            `c.k.labels.PodUploader - upload failed for label LBL-${n(100000, 999999, cc.r)}: software.amazon.awssdk.services.s3.model.S3Exception: Access Denied. (Service: S3, Status Code: 403, Request ID: 17F${cc.r.hex(13).toUpperCase()})`,
            "\tat software.amazon.awssdk.services.s3.model.S3Exception$BuilderImpl.build(S3Exception.java:104)\n\tat software.amazon.awssdk.core.internal.http.CombinedResponseHandler.handleErrorResponse(CombinedResponseHandler.java:125)\n\tat com.kelpie.labels.PodUploader.put(PodUploader.kt:61)",
            tr,
          ),
      });
    },
  },
  {
    cat: "authorization",
    estate: "fernway",
    origin: "grid-balancer",
    hints: ["permission", "denied", "permission_denied"],
    sev: "medium",
    note: "grid-balancer's etcd user lost read on /grid/ (PERMISSION_DENIED); it cannot load feeder config and stops publishing setpoints",
    story: (c) => {
      complain(
        c,
        "grid-balancer",
        0,
        4000,
        "error",
        () =>
          "c.f.grid.ConfigWatcher - watch on /grid/feeders/ failed: io.grpc.StatusRuntimeException: PERMISSION_DENIED: etcdserver: permission denied",
      );
      complain(
        c,
        "grid-balancer",
        1500,
        9000,
        "error",
        (t) =>
          `c.f.grid.Balancer - feeder setpoints not published for cycle ${Math.floor(t / 10000) % 100000}: config snapshot unavailable (PERMISSION_DENIED)`,
      );
      c.degrade("forecaster", c.t0 + 5000, 0.7);
    },
  },
  {
    cat: "authorization",
    estate: "bramble",
    origin: "records-api",
    hints: ["permission", "denied", "403", "policy", "forbidden"],
    sev: "high",
    note: "records-api's Vault policy no longer allows database/creds/records-ro (403 permission denied); it cannot get DB credentials and record reads fail",
    story: (c) => {
      complain(
        c,
        "records-api",
        0,
        12000,
        "error",
        () =>
          'c.b.records.VaultSecrets - failed to read secret database/creds/records-ro: com.bettercloud.vault.VaultException: Vault responded with HTTP status code: 403\nResponse body: {"errors":["1 error occurred:\\n\\t* permission denied\\n\\n"]}',
      );
      c.breakAt({
        svc: "records-api",
        prob: 0.75,
        from: c.t0 + 2000,
        status: 500,
        ms: [3, 20],
        own: (cc, t, tr) =>
          cc.at(
            "records-api",
            t,
            "error",
            "c.b.records.Db - HikariPool-2 - Exception during pool initialization: no database credentials (secret lease expired, renewal denied)",
            undefined,
            tr,
          ),
      });
    },
  },
  // ---------------------------------------------------------------- configuration
  {
    cat: "configuration",
    estate: "otterpay",
    origin: "payouts",
    hints: ["environment", "config", "not set", "variable", "runtime.exs"],
    sev: "high",
    note: "a payouts release dropped BANK_API_BASE_URL; runtime.exs raises at boot and payouts crash-loops, settlements stop",
    story: (c) => {
      c.at("payouts", c.t0 - 4000, "info", "Application payouts exited: :stopped");
      crashLoop(
        c,
        "payouts",
        [15000, 40000],
        () => ({
          level: "error",
          msg: 'ERROR! Config provider Config.Reader failed with:\n** (ArgumentError) could not fetch environment variable "BANK_API_BASE_URL" because it is not set',
          stack:
            "    (elixir 1.17.3) lib/system.ex:706: System.fetch_env!/1\n    /app/releases/4.2.0/runtime.exs:41: (file)\n    (elixir 1.17.3) lib/code.ex:572: Code.validated_eval_string/3\n\nRuntime terminating during boot ({#{'__exception__'=>true,'__struct__'=>'Elixir.ArgumentError',message=><<\"could not fetch environment variable \\\"BANK_API_BASE_URL\\\" because it is not set\">>},[]})\n\nCrash dump is being written to: erl_crash.dump...done",
        }),
        () => [],
      );
      complain(
        c,
        "payments-rabbit",
        1000,
        25000,
        "warn",
        () =>
          `<0.${c.r.int(3000, 9000)}.0> closing AMQP connection <0.${c.r.int(3000, 9000)}.0> (10.2.0.7:${c.r.int(30000, 60000)} -> 10.0.1.3:5672): client unexpectedly closed TCP connection`,
      );
      complain(
        c,
        "merchant-dash",
        60000,
        20000,
        "warn",
        (t) =>
          `app.WARNING: payout status stale for merchant m_${c.r.hex(8)}: last settlement event ${Math.round((t - c.t0) / 1000)}s ago [] []`,
      );
    },
  },
  {
    cat: "configuration",
    estate: "quillmark",
    origin: "paywall",
    hints: ["config", "missing field", "configuration"],
    sev: "high",
    note: "paywall 3.14.0 requires stripe_webhook_secret in its config file, which the release did not add; it exits at start-up and crash-loops",
    story: (c) => {
      crashLoop(
        c,
        "paywall",
        [10000, 35000],
        () => ({
          level: "error",
          msg: "Error: failed to load configuration from /etc/paywall/paywall.toml",
          stack: "\nCaused by:\n    missing field `stripe_webhook_secret` at line 1 column 1",
        }),
        () => [],
      );
      c.at("paywall", c.t0 - 1500, "info", "paywall: starting version=3.14.0 git_sha=9c1e4f2");
      c.every("paywall", c.t0 + 9000, c.end, 25000, "info", () => "paywall: starting version=3.14.0 git_sha=9c1e4f2");
      c.breakAt({ svc: "paywall", prob: 1, from: c.t0, status: 502, ms: [1, 5] });
      complain(
        c,
        "reader-api",
        500,
        2500,
        "error",
        () =>
          `paywall check failed: TypeError: fetch failed\n    at node:internal/deps/undici/undici:13502:13 {\n  [cause]: Error: connect ECONNREFUSED 10.4.3.14:8080\n      at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1611:16) {\n    errno: -111,\n    code: 'ECONNREFUSED',\n    syscall: 'connect'\n  }\n}`,
      );
    },
  },
  {
    cat: "configuration",
    estate: "kelpie",
    origin: "edge-traefik",
    hints: ["middleware", "does not exist", "config", "router"],
    sev: "high",
    note: "a dynamic-config change on edge-traefik references a middleware that does not exist; the dispatch and label routers are dropped and return 404",
    story: (c) => {
      c.at(
        "edge-traefik",
        c.t0 - 800,
        "info",
        "Configuration loaded from file: /etc/traefik/traefik.yml providerName=file",
      );
      complain(
        c,
        "edge-traefik",
        0,
        15000,
        "error",
        () => 'middleware "auth-chain@file" does not exist entryPointName=websecure routerName=dispatch@file',
      );
      complain(
        c,
        "edge-traefik",
        200,
        15000,
        "error",
        () => 'middleware "auth-chain@file" does not exist entryPointName=websecure routerName=labels@file',
      );
      c.degrade("dispatch-api", c.t0, 0.85);
      c.degrade("label-printer", c.t0, 0.9);
      c.every("edge-traefik", c.t0, c.end, 700, "info", (_i, t, tr) => {
        c.req("edge-traefik", t, "POST", c.r.chance(0.7) ? "/v1/dispatch/plan" : "/api/v1/labels", 404, 0, tr);
        return null;
      });
    },
  },
  {
    cat: "configuration",
    estate: "bramble",
    origin: "portal-web",
    hints: ["environment variable", "not found", "config", "env"],
    sev: "high",
    note: "portal-web was deployed without APPOINTMENTS_API_URL; Symfony throws EnvNotFoundException on every booking page",
    story: (c) => {
      c.at(
        "portal-web",
        c.t0 - 6000,
        "info",
        'console.NOTICE: Command "cache:warmup" exited with code "0" {"command":"cache:warmup","code":0} []',
      );
      c.breakAt({
        svc: "portal-web",
        prob: 0.95,
        from: c.t0,
        status: 500,
        ms: [10, 40],
        own: (cc, t, tr) =>
          cc.at(
            "portal-web",
            t,
            "error",
            'request.CRITICAL: Uncaught PHP Exception Symfony\\Component\\DependencyInjection\\Exception\\EnvNotFoundException: "Environment variable not found: "APPOINTMENTS_API_URL"." at /var/www/portal/vendor/symfony/dependency-injection/EnvVarProcessor.php line 198',
            undefined,
            tr,
          ),
      });
    },
  },
  // ---------------------------------------------------------------- database
  {
    cat: "database",
    estate: "bramble",
    origin: "appointments",
    hints: ["too many", "connection", "postgres", "database", "53300"],
    sev: "high",
    note: "appointments' Postgres runs out of connection slots (53300 too_many_connections); Ecto checkouts fail and bookings return 500",
    story: (c) => {
      complain(
        c,
        "appointments",
        0,
        1500,
        "error",
        () =>
          `Postgrex.Protocol (#PID<0.${c.r.int(2000, 4000)}.0>) failed to connect: ** (Postgrex.Error) FATAL 53300 (too_many_connections) sorry, too many clients already`,
      );
      c.breakAt({
        svc: "appointments",
        prob: 0.7,
        from: c.t0 + 1500,
        status: 500,
        ms: [2900, 3100],
        own: (cc, t, tr) =>
          cc.at(
            "appointments",
            t,
            "error",
            `** (DBConnection.ConnectionError) connection not available and request was dropped from queue after ${cc.r.int(2900, 3000)}ms. This means requests are coming in and your connection pool cannot serve them fast enough.`,
            "    (db_connection 2.7.0) lib/db_connection.ex:1000: DBConnection.transaction/3\n    (appointments 2.3.1) lib/appointments/booking.ex:58: Appointments.Booking.create/2",
            tr,
          ),
      });
      complain(
        c,
        "portal-web",
        3000,
        4000,
        "error",
        () =>
          'request.CRITICAL: Uncaught PHP Exception Symfony\\Component\\HttpClient\\Exception\\ServerException: "HTTP/1.1 500 Internal Server Error returned for "http://appointments:4000/patient/appointments"." at /var/www/portal/vendor/symfony/http-client/Response/CommonResponseTrait.php line 168',
      );
    },
  },
  {
    cat: "database",
    estate: "otterpay",
    origin: "events-mongo",
    hints: ["mongo", "primary", "replica", "election", "notwritableprimary"],
    sev: "high",
    note: "the events-mongo replica set loses its primary and cannot elect one (no majority); kyc and risk-scorer writes fail with not primary",
    story: (c) => {
      c.at(
        "events-mongo",
        c.t0,
        "info",
        mongo(c.t0, "I", "REPL", 21358, "ReplCoord-14", "Replica set state transition", {
          newState: "SECONDARY",
          oldState: "PRIMARY",
        }),
      );
      c.at(
        "events-mongo",
        c.t0 + 40,
        "info",
        mongo(c.t0 + 40, "I", "REPL", 21809, "ReplCoord-14", "Stepping down from primary, stats", {
          numOpsKilled: 0,
          numOpsRunning: 37,
        }),
      );
      complain(c, "events-mongo", 3000, 10000, "info", (t) =>
        mongo(t, "I", "ELECTION", 4615655, "ReplCoord-2", "Not starting an election, since we are not electable", {
          reason: "Not standing for election because I cannot see a majority (mask 0x1)",
        }),
      );
      complain(c, "events-mongo", 5000, 12000, "warn", (t) =>
        mongo(t, "W", "REPL", 21798, "BackgroundSync", "Could not find member to sync from", {
          reason: "no primary available, 1 of 3 members reachable",
        }),
      );
      complain(
        c,
        "kyc",
        4000,
        3000,
        "error",
        () =>
          "MongoServerSelectionError: Server selection timed out after 30000 ms\n    at Timeout._onTimeout (/app/node_modules/mongodb/lib/sdam/topology.js:278:38)\n    at listOnTimeout (node:internal/timers:581:17) {\n  reason: TopologyDescription { type: 'ReplicaSetNoPrimary', setName: 'events-rs' }\n}",
      );
      complain(
        c,
        "risk-scorer",
        2000,
        4000,
        "error",
        () =>
          "c.o.risk.EventSink - insert failed: com.mongodb.MongoNotPrimaryException: Command failed with error 10107 (NotWritablePrimary): 'not primary' on server events-mongo-0.events-mongo:27017",
      );
      c.breakAt({ svc: "events-mongo", prob: 0.8, from: c.t0 + 3000, status: 500, ms: [30000, 30050] });
    },
  },
  {
    cat: "database",
    estate: "quillmark",
    origin: "comments-cass",
    hints: ["tombstone", "cassandra", "query", "read_failure"],
    sev: "medium",
    note: "a hot comments partition in comments-cass accumulated over 100k tombstones; reads are aborted (TombstoneOverwhelming) and comment threads fail",
    story: (c) => {
      const q = "SELECT * FROM comments.by_article WHERE article_id = 88123 LIMIT 100";
      c.at(
        "comments-cass",
        c.t0 - 20000,
        "warn",
        `WARN  [ReadStage-2] ReadCommand.java:544 - Read 100 live rows and 61822 tombstone cells for query ${q}; token -4412093817 (see tombstone_warn_threshold)`,
      );
      c.breakAt({
        svc: "comments-cass",
        prob: 0.55,
        from: c.t0,
        status: 500,
        ms: [500, 1200],
        own: (cc, t, tr) => {
          cc.at(
            "comments-cass",
            t,
            "error",
            `ERROR [ReadStage-${cc.r.int(1, 8)}] StorageProxy.java:2049 - Scanned over 100001 tombstones during query '${q}' (last scanned row token was -4412093817 and partion key was ((88123))); query aborted`,
          );
          cc.at(
            "comments",
            t + 20,
            "error",
            "** (Xandra.Error) [read_failure] Operation failed - received 0 responses and 2 failures: READ_TOMBSTONE_OVERWHELM from /10.0.5.12:7000, READ_TOMBSTONE_OVERWHELM from /10.0.5.13:7000",
            undefined,
            tr,
          );
        },
      });
    },
  },
  {
    cat: "database",
    estate: "fernway",
    origin: "tariff-api",
    hints: ["deadlock", "sql", "database", "postgres"],
    sev: "medium",
    note: "tariff-api's bill recalculation and bill reads deadlock in Postgres (deadlock detected on bill_lines); bill pages fail with 500",
    story: (c) => {
      c.at(
        "billing-jobs",
        c.t0 - 3000,
        "info",
        JSON.stringify({
          event: "job:start",
          source: "oban",
          worker: "BillingJobs.Workers.RecalculateBills",
          queue: "billing",
          attempt: 1,
        }),
      );
      c.breakAt({
        svc: "tariff-api",
        prob: 0.45,
        from: c.t0,
        status: 500,
        ms: [1000, 1500],
        own: (cc, t, tr) =>
          cc.at(
            "tariff-api",
            t,
            "error",
            `c.f.tariff.BillRepository - Transaction failed: org.postgresql.util.PSQLException: ERROR: deadlock detected\n  Detail: Process ${cc.r.int(40000, 42000)} waits for ShareLock on transaction 9938211; blocked by process ${cc.r.int(42001, 44000)}.\nProcess 41907 waits for ShareLock on transaction 9938207; blocked by process 41822.\n  Hint: See server log for query details.\n  Where: while updating tuple (1201,7) in relation "bill_lines"`,
            "\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)\n\tat org.postgresql.jdbc.PgPreparedStatement.executeUpdate(PgPreparedStatement.java:152)\n\tat com.fernway.tariff.BillRepository.upsertLines(BillRepository.kt:88)",
            tr,
          ),
      });
      complain(
        c,
        "customer-portal",
        2000,
        5000,
        "error",
        () =>
          "production.ERROR: Server error: `GET http://tariff-api:8080/api/v2/tariffs/bill` resulted in a `500 Internal Server Error` response",
      );
    },
  },
  // ---------------------------------------------------------------- dependency
  {
    cat: "dependency",
    estate: "otterpay",
    origin: "kyc",
    hints: ["503", "vendor", "unavailable", "circuit", "upstream"],
    sev: "high",
    note: "kyc's identity-verification vendor answers 503 Service Unavailable; kyc's breaker opens and verifications fail",
    story: (c) => {
      let k = 0;
      c.breakAt({
        svc: "kyc",
        prob: 0.9,
        from: c.t0,
        status: 503,
        ms: [5, 900],
        own: (cc, t, tr) =>
          cc.at(
            "kyc",
            t,
            "error",
            k++ < 25
              ? `idv vendor request failed: HTTP 503 Service Unavailable from https://api.idcheck-vendor.example/v2/checks (x-request-id ${cc.r.hex(16)})`
              : "CircuitBreaker 'idv-vendor' is OPEN; failing fast (Breaker is open)",
            undefined,
            tr,
          ),
      });
      c.at(
        "kyc",
        c.t0 + 30000,
        "warn",
        "CircuitBreaker 'idv-vendor' state transition CLOSED -> OPEN (failure rate 96% over 25 calls)",
      );
      complain(
        c,
        "kyc",
        60000,
        30000,
        "warn",
        () => "CircuitBreaker 'idv-vendor' half-open probe failed: HTTP 503 Service Unavailable; staying OPEN",
      );
    },
  },
  {
    cat: "dependency",
    estate: "kelpie",
    origin: "dispatch-api",
    hints: ["503", "geocod", "provider", "unavailable", "circuit"],
    sev: "high",
    note: "dispatch-api's external geocoding provider returns 503; dispatch planning fails, then its breaker opens",
    story: (c) => {
      let k = 0;
      c.breakAt({
        svc: "dispatch-api",
        prob: 0.8,
        from: c.t0,
        status: 503,
        ms: [5, 1200],
        own: (cc, t, tr) =>
          cc.at(
            "dispatch-api",
            t,
            "error",
            k++ < 30
              ? 'request{method=POST uri=/v1/dispatch/plan version=HTTP/1.1}: dispatch_api::geo: geocoding provider error status=503 Service Unavailable url=https://maps.geoprovider.example/v1/geocode body="upstream overloaded, try later"'
              : "request{method=POST uri=/v1/dispatch/plan version=HTTP/1.1}: dispatch_api::geo: failing fast, circuit open for geoprovider",
            undefined,
            tr,
          ),
      });
      c.at(
        "dispatch-api",
        c.t0 + 25000,
        "warn",
        "dispatch_api::geo: circuit breaker opened for geoprovider failures=30 window=30s",
      );
    },
  },
  {
    cat: "dependency",
    estate: "bramble",
    origin: "notify",
    hints: ["twilio", "503", "unavailable", "sms"],
    sev: "medium",
    note: "notify's SMS provider (Twilio) answers 503 Service Unavailable; appointment SMS reminders fail and Oban retries pile up",
    story: (c) => {
      c.breakAt({
        svc: "notify",
        prob: 0.85,
        from: c.t0,
        status: 502,
        ms: [500, 2500],
        own: (cc, t, tr) =>
          cc.at(
            "notify",
            t,
            "error",
            "RestException [Error]: Service Unavailable",
            "    at success (/app/node_modules/twilio/lib/base/Version.js:79:23)\n    at Promise_then_fulfilled (/app/node_modules/q/q.js:766:44) {\n  status: 503,\n  code: 20503,\n  moreInfo: 'https://www.twilio.com/docs/errors/20503',\n  details: undefined\n}",
            tr,
          ),
      });
      complain(c, "appointments", 3000, 5000, "warn", () =>
        JSON.stringify({
          event: "job:exception",
          source: "oban",
          worker: "Appointments.Workers.SmsReminder",
          queue: "sms",
          state: "failure",
          attempt: 2,
          error: "** (RuntimeError) notify POST /v1/messages returned 502",
        }),
      );
    },
  },
  {
    cat: "dependency",
    estate: "fernway",
    origin: "customer-portal",
    hints: ["502", "bad gateway", "provider", "payrail", "upstream"],
    sev: "medium",
    note: "customer-portal's card payment provider returns 502 Bad Gateway; customers cannot pay bills",
    story: (c) => {
      c.every("customer-portal", c.t0, c.end, 3500, "error", (_i, t, tr) => {
        c.req("gateway", t + 30, "POST", `/account/bill/${c.r.int(10000, 99999)}/pay`, 500, c.r.int(800, 3000), tr);
        return {
          traced: true,
          msg: "production.ERROR: GuzzleHttp\\Exception\\ServerException: Server error: `POST https://api.payrail.example/v1/charges` resulted in a `502 Bad Gateway` response:\n<html>\n<head><title>502 Bad Gateway</title></head>\n<body>\n<center><h1>502 Bad Gateway</h1></center>\n</body>\n</html>",
        };
      });
    },
  },
  // ---------------------------------------------------------------- disk
  {
    cat: "disk",
    estate: "quillmark",
    origin: "analytics-ch",
    hints: ["space", "disk", "not_enough_space"],
    sev: "medium",
    note: "analytics-ch's data volume is full: inserts and merges fail with NOT_ENOUGH_SPACE and page-view events back up in reader-api",
    story: (c) => {
      complain(
        c,
        "analytics-ch",
        0,
        20000,
        "error",
        () =>
          `<Error> MergeTreeBackgroundExecutor: Exception while executing background task {${c.r.hex(8)}-${c.r.hex(4)}::202611_${c.r.int(1, 900)}_${c.r.int(900, 2000)}_3}: Code: 243. DB::Exception: Cannot reserve ${c.r.int(100, 900)}.${c.r.int(10, 99)} MiB, not enough space. (NOT_ENOUGH_SPACE)`,
      );
      c.breakAt({
        svc: "analytics-ch",
        prob: 1,
        from: c.t0,
        status: 500,
        ms: [2, 10],
        own: (cc, t) =>
          cc.at(
            "analytics-ch",
            t,
            "error",
            `{${cc.r.hex(8)}-${cc.r.hex(4)}} <Error> executeQuery: Code: 243. DB::Exception: Cannot reserve 1.00 MiB, not enough space. (NOT_ENOUGH_SPACE) (version 24.8.4.13 (official build)) (from 10.4.2.11:${cc.r.int(30000, 60000)}) (in query: INSERT INTO events.page_views FORMAT JSONEachRow)`,
          ),
      });
      complain(
        c,
        "reader-api",
        20000,
        15000,
        "warn",
        (t) =>
          `pageview buffer size ${Math.round((t - c.t0) / 7)} events, oldest ${Math.round((t - c.t0) / 1000)}s (clickhouse flush failing: Code: 243 NOT_ENOUGH_SPACE)`,
      );
    },
  },
  {
    cat: "disk",
    estate: "bramble",
    origin: "records-es",
    hints: ["disk", "flood", "watermark", "read-only"],
    sev: "high",
    note: "records-es crosses the flood-stage disk watermark and its indices go read-only; record updates from records-api are blocked",
    story: (c) => {
      c.at(
        "records-es",
        c.t0 - 150000,
        "warn",
        "[o.e.c.r.a.DiskThresholdMonitor] high disk watermark [90%] exceeded on [Xa1kP3m0QkWq9mF2bHc1xA][records-es-0][/usr/share/elasticsearch/data] free: 14.2gb[9.6%], shards will be relocated away from this node; currently relocating away shards totalling [0] bytes; the node is expected to continue to exceed the high disk watermark when these relocations are complete",
      );
      complain(
        c,
        "records-es",
        0,
        30000,
        "warn",
        (t) =>
          `[o.e.c.r.a.DiskThresholdMonitor] flood stage disk watermark [95%] exceeded on [Xa1kP3m0QkWq9mF2bHc1xA][records-es-0][/usr/share/elasticsearch/data] free: ${(7.1 - (t - c.t0) / 600000).toFixed(1)}gb[4.8%], all indices on this node will be marked read-only`,
      );
      c.every("records-api", c.t0 + 2000, c.end, 2500, "error", (_i, t, tr) => {
        const id = c.r.int(10000, 99999);
        c.req("records-api", t + 5, "PUT", `/api/v1/records/${id}`, 500, c.r.int(10, 60), tr);
        c.req("lb-haproxy", t + 12, "PUT", `/api/v1/records/${id}`, 500, c.r.int(10, 60), tr);
        return {
          traced: true,
          msg: "c.b.records.Indexer - index update failed: co.elastic.clients.elasticsearch._types.ElasticsearchException: [es/index] failed: [cluster_block_exception] index [records] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];",
        };
      });
    },
  },
  {
    cat: "disk",
    estate: "kelpie",
    origin: "pod-store",
    hints: ["storage", "insufficient", "disk", "full", "drive"],
    sev: "high",
    note: "pod-store (MinIO) runs out of drive space; label and proof-of-delivery uploads fail",
    story: (c) => {
      c.breakAt({
        svc: "pod-store",
        prob: 0.95,
        from: c.t0,
        status: 500,
        ms: [20, 90],
        own: (cc, t, tr) => {
          const obj = `2026/11/03/POD-${cc.r.int(100000, 999999)}.pdf`;
          cc.at(
            "pod-store",
            t,
            "error",
            `API: PutObject(bucket=pods, object=${obj})`,
            `Time: ${new Date(t).toISOString().slice(11, 19)} UTC ${new Date(t).toISOString().slice(0, 10)}\nRemoteHost: 10.0.3.${cc.r.int(2, 90)}\nUserAgent: aws-sdk-java/2.28.2 Linux/6.1 OpenJDK_64-Bit_Server_VM/21.0.4\nError: Storage resources are insufficient for the write operation .minio.sys/tmp/${cc.r.hex(8)} (cmd.StorageErr)\n       3: internal/logger/logger.go:258:logger.LogIf()\n       2: cmd/object-handlers.go:2094:cmd.objectAPIHandlers.PutObjectHandler()\n       1: net/http/server.go:2171:http.HandlerFunc.ServeHTTP()`,
          );
          cc.at(
            "label-printer",
            t + 15,
            "error",
            `c.k.labels.PodUploader - upload failed for ${obj}: software.amazon.awssdk.services.s3.model.S3Exception: Storage backend has reached its minimum free drive threshold. Please delete a few objects to proceed. (Service: S3, Status Code: 507, Request ID: 17F${cc.r.hex(13).toUpperCase()})`,
            undefined,
            tr,
          );
        },
      });
    },
  },
  {
    cat: "disk",
    estate: "otterpay",
    origin: "merchant-dash",
    hints: ["space", "disk", "no space", "enospc"],
    sev: "high",
    note: "merchant-dash's volume fills up: Symfony cache and session writes fail with No space left on device and dashboard pages return 500",
    story: (c) => {
      c.breakAt({
        svc: "merchant-dash",
        prob: 0.7,
        from: c.t0,
        status: 500,
        ms: [5, 30],
        own: (cc, t, tr) =>
          cc.at(
            "merchant-dash",
            t,
            "error",
            `request.CRITICAL: Uncaught PHP Exception ErrorException: "Warning: file_put_contents(/var/www/dash/var/cache/prod/pools/app/${cc.r.hex(2)}/${cc.r.hex(20)}): Failed to open stream: No space left on device" at /var/www/dash/vendor/symfony/cache/Traits/FilesystemCommonTrait.php line 119`,
            undefined,
            tr,
          ),
      });
      complain(
        c,
        "merchant-dash",
        1000,
        6000,
        "error",
        () => "php.CRITICAL: session_write_close(): write failed: No space left on device (28) [] []",
      );
    },
  },
  // ---------------------------------------------------------------- memory
  {
    cat: "memory",
    estate: "bramble",
    origin: "portal-web",
    hints: ["memory", "exhausted", "allowed memory", "sigkill"],
    sev: "medium",
    note: "portal-web's appointment history page loads whole patient histories into Doctrine and exhausts PHP's 128M memory_limit; php-fpm children die",
    story: (c) => {
      c.breakAt({
        svc: "portal-web",
        prob: 0.35,
        from: c.t0,
        status: 500,
        ms: [800, 4000],
        own: (cc, t, tr) =>
          cc.at(
            "portal-web",
            t,
            "error",
            `PHP Fatal error:  Allowed memory size of 134217728 bytes exhausted (tried to allocate ${cc.r.pick([20480, 65536, 262144])} bytes) in /var/www/portal/vendor/doctrine/orm/src/UnitOfWork.php on line 3016`,
            undefined,
            tr,
          ),
      });
      complain(
        c,
        "portal-web",
        20000,
        25000,
        "warn",
        (t) =>
          `WARNING: [pool www] child ${2000 + (t % 900)} exited on signal 9 (SIGKILL) after ${(100 + (t % 300)).toFixed(3)} seconds from start`,
      );
    },
  },
  {
    cat: "memory",
    estate: "quillmark",
    origin: "recommender",
    hints: ["bad_alloc", "memory", "alloc"],
    sev: "high",
    note: "recommender's candidate arena grows until allocation fails (std::bad_alloc); it aborts and restarts every minute",
    story: (c) => {
      complain(c, "recommender", -60000, 15000, "warn", (t) =>
        glog(
          "W",
          t,
          "arena.cc:88",
          `arena high water mark ${(3.2 + (t - c.t0 + 60000) / 200000).toFixed(2)} GiB (soft limit 3.50 GiB)`,
        ),
      );
      crashLoop(
        c,
        "recommender",
        [45000, 80000],
        (_i, t) => ({
          level: "fatal",
          msg: "terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc",
          stack: `*** Aborted at ${Math.floor(t / 1000)} (unix time) try "date -d @${Math.floor(t / 1000)}" if you are using GNU date ***\nPC: @     0x7f2a1c0a9e2c (unknown)\n*** SIGABRT (@0x1) received by PID 1 (TID 0x7f29f77fe700) from PID 1; stack trace: ***\n    @     0x7f2a1c0a9e2c abort\n    @     0x55d3c1a2f4e1 rec::CandidateArena::Grow()\n    @     0x55d3c1a31c02 rec::Ranker::Score()`,
        }),
        (_i, t) => [glog("I", t + 3000, "main.cc:41", "recommender v4.12.0 starting, loading model v47.2 (2.1 GiB)")],
      );
      complain(
        c,
        "reader-api",
        2000,
        5000,
        "warn",
        () =>
          "recommendations fallback to popular list: request to recommender failed: SocketError: other side closed (UND_ERR_SOCKET)",
      );
    },
  },
  {
    cat: "memory",
    estate: "fernway",
    origin: "grid-balancer",
    hints: ["outofmemory", "heap", "memory"],
    sev: "high",
    note: "grid-balancer's JVM runs out of heap (java.lang.OutOfMemoryError: Java heap space); Akka shuts the JVM down and it restarts repeatedly",
    story: (c) => {
      crashLoop(
        c,
        "grid-balancer",
        [50000, 90000],
        () => ({
          level: "error",
          msg: "Uncaught error from thread [grid-balancer-akka.actor.default-dispatcher-14]: Java heap space, shutting down JVM since 'akka.jvm-exit-on-fatal-error' is enabled for ActorSystem[grid-balancer]",
          stack:
            "java.lang.OutOfMemoryError: Java heap space\n\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)\n\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)\n\tat com.fernway.grid.SnapshotCache.append(SnapshotCache.scala:77)",
        }),
        () => [
          "Slf4jLogger started",
          "Remoting started with transport [Artery tcp]; listening on address [akka://grid-balancer@10.1.2.4:25520]",
        ],
      );
      complain(
        c,
        "telemetry-nats",
        5000,
        40000,
        "warn",
        () =>
          `[WRN] 10.1.2.4:${c.r.int(30000, 60000)} - cid:${c.r.int(100, 999)} - "v1.34.1:java:grid-balancer" - Slow Consumer Detected: WriteDeadline of 10s exceeded with 1 chunks of 65536 total bytes.`,
      );
    },
  },
  {
    cat: "memory",
    estate: "kelpie",
    origin: "dispatch-api",
    hints: ["memory", "allocation", "alloc", "oom"],
    sev: "high",
    note: "dispatch-api tries to plan a huge depot batch, memory allocation fails and the process aborts; it restarts and fails again",
    story: (c) => {
      c.at(
        "dispatch-api",
        c.t0 - 2000,
        "warn",
        "dispatch_api::plan: planning batch very large jobs=182331 depot=HAM-2",
      );
      crashLoop(
        c,
        "dispatch-api",
        [40000, 70000],
        () => ({ level: "fatal", msg: "memory allocation of 2147483648 bytes failed" }),
        () => ["dispatch_api: listening on 0.0.0.0:8080 version=2.9.1"],
      );
      c.breakAt({ svc: "dispatch-api", prob: 0.6, from: c.t0, status: 502, ms: [1, 10] });
    },
  },
];
