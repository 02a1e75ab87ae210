// The 17 incidents of the mobile operator BSS estate.
import { envoyLine, TELCO } from "./estate-telco.js";
import { livenessKill, probeFail } from "./kube.js";
import { dotnet, elixir, goroutines, java, node, py, ruby, rustPanic } from "./stacks.js";
import type { Ctx, Scenario } from "./types.js";
import { day, imsi, msf, msisdn, railsTime } from "./util.js";

const E = TELCO;
const sess = (c: Ctx) => `ocs.northwave.example;${c.r.int(100000000, 999999999)};${c.r.int(1, 999)}`;

const CELERY_TRACE: [string, number, string, string] = [
  "/usr/local/lib/python3.11/site-packages/celery/app/trace.py",
  453,
  "trace_task",
  "R = retval = fun(*args, **kwargs)",
];

export const TELCO_INCIDENTS: Scenario[] = [
  {
    key: "billing-worker-db-password-rotated",
    estate: E,
    incident: true,
    origin: "billing-worker",
    category: "authentication",
    hints: ["password authentication failed", "FATAL", "28P01", "credentials"],
    sev: "high",
    note: "the billing_rw Postgres password was rotated but billing-worker still renders the old value from its mounted secret; every new connection fails password authentication, invoice tasks retry and then fail",
    play(c) {
      const pgErr = `connection to server at "billing-db.bss-prod.svc.cluster.local" (10.96.112.40), port 5432 failed: FATAL:  password authentication failed for user "billing_rw"`;
      c.ramp(c.on, c.end, 0.15, 0.4, (t) => {
        const id = c.r.uuid();
        c.at(t, "billing-db", "error", `FATAL:  password authentication failed for user "billing_rw"`);
        c.at(
          t + 0.001,
          "billing-db",
          "info",
          `DETAIL:  Connection matched pg_hba.conf line 102: "host    all    all    10.244.0.0/16    scram-sha-256"`,
        );
        if (c.r.chance(0.7))
          c.at(
            t + 0.01,
            "billing-worker",
            "warn",
            `Task billing.tasks.generate_invoice[${id}] retry: Retry in 30s: OperationalError('${pgErr}\\n')`,
          );
        else
          c.at(
            t + 0.01,
            "billing-worker",
            "error",
            `Task billing.tasks.generate_invoice[${id}] raised unexpected: OperationalError('${pgErr}\\n')`,
            {
              stack: py(
                [
                  CELERY_TRACE,
                  ["/app/billing/tasks.py", 88, "generate_invoice", "with db.connection() as conn:"],
                  ["/app/billing/db.py", 31, "connection", "conn = psycopg2.connect(**settings.BILLING_DB)"],
                  [
                    "/usr/local/lib/python3.11/site-packages/psycopg2/__init__.py",
                    122,
                    "connect",
                    "conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
                  ],
                ],
                `psycopg2.OperationalError: ${pgErr}`,
              ),
            },
          );
      });
      c.mute("billing-worker", c.on, c.end, 0.1);
      c.every(c.on + 300, c.end, 200, (t) =>
        c.at(
          t,
          "billing-worker",
          "warn",
          `bill run BR-${day(c.ms(c.on)).slice(0, 7)}: ${c.r.int(100, 3000)} invoices pending, 0 generated in the last 5 min`,
        ),
      );
    },
  },
  {
    key: "mediation-kafka-sasl-rotated",
    estate: E,
    incident: true,
    origin: "usage-mediation",
    category: "authentication",
    hints: ["SaslAuthenticationException", "SCRAM-SHA-512", "invalid credentials", "authentication failed"],
    sev: "high",
    note: "Strimzi regenerated the usage-mediation KafkaUser password; when the brokers force re-authentication the consumers fail SCRAM-SHA-512, consumption stops, CDR lag grows and rated usage dries up downstream",
    play(c) {
      const brk = () => c.r.int(0, 2);
      const k0 = c.r.int(0, 5);
      const n0 = brk();
      c.at(
        c.on,
        "usage-mediation",
        "error",
        `[mediation-consumer-${k0}] o.apache.kafka.clients.NetworkClient : [Consumer clientId=mediation-${k0}, groupId=usage-mediation] Connection to node ${n0} (kafka-${n0}.kafka-brokers.bss-prod.svc/10.244.5.${c.r.int(10, 60)}:9093) failed authentication due to: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512`,
      );
      c.every(c.on + 1, c.end, 2.5, (t, i) => {
        const k = c.r.int(0, 5);
        const n = brk();
        if (i % 6 === 5)
          c.at(
            t,
            "usage-mediation",
            "error",
            `[mediation-consumer-${k}] c.n.med.CdrConsumerLoop : consumer loop failed, backing off 5000 ms`,
            {
              stack: java(
                "org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
                [],
              ),
            },
          );
        else
          c.at(
            t,
            "usage-mediation",
            "error",
            `[mediation-consumer-${k}] o.apache.kafka.clients.NetworkClient : [Consumer clientId=mediation-${k}, groupId=usage-mediation] Connection to node ${n} (kafka-${n}.kafka-brokers.bss-prod.svc/10.244.5.${c.r.int(10, 60)}:9093) failed authentication due to: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512`,
          );
      });
      c.mute("usage-mediation", c.on, c.end, 0.02);
      c.every(c.on + 120, c.end, 60, (t) =>
        c.at(
          t,
          "usage-mediation",
          "warn",
          `[scheduling-1] c.n.med.LagMonitor : consumer group usage-mediation lag ${Math.round((t - c.on) * c.r.num(900, 1400))} records on cdr-raw (threshold 50000)`,
        ),
      );
      c.every(c.on + 400, c.end, 120, (t) =>
        c.at(
          t,
          "billing-worker",
          "warn",
          `rated usage feed idle: no cdr-rated records for ${Math.round((t - c.on) / 60)} min`,
        ),
      );
    },
  },
  {
    key: "esim-kms-decrypt-denied",
    estate: E,
    incident: true,
    origin: "esim-smdp",
    category: "authorization",
    hints: ["AccessDeniedException", "kms:Decrypt", "not authorized", "iam"],
    sev: "high",
    note: "a Terraform apply tightened the esim-smdp IAM role and dropped kms:Decrypt on the profile-key CMK; every bound-profile-package build fails, eSIM downloads and activations from self-care fail",
    play(c) {
      const deny = () =>
        `operation error KMS: Decrypt, https response error StatusCode: 400, RequestID: ${c.r.uuid()}, api error AccessDeniedException: User: arn:aws:sts::482113907215:assumed-role/esim-smdp-prod/aws-go-sdk-${c.r.int(1722600000, 1722700000)}${c.r.int(100000000, 999999999)} is not authorized to perform: kms:Decrypt on resource: arn:aws:kms:eu-west-2:482113907215:key/3f1d7a2c-9b44-4e0e-8f0a-6c2d51e8b9a7 because no identity-based policy allows the kms:Decrypt action`;
      c.every(c.on, c.end, 6, (t) => {
        const tr = c.tid();
        const iccid = `8944${c.r.int(100000000, 999999999)}`;
        c.at(
          t,
          "esim-smdp",
          "error",
          `ES9+ getBoundProfilePackage failed\t{"iccid": "${iccid}", "transactionId": "${c.r.hex(32).toUpperCase()}", "error": "decrypt profile key: ${deny()}"}`,
          { trace: tr },
        );
        c.at(
          t + 0.05,
          "selfcare-web",
          "error",
          `esim download failed for ${msisdn(c.r)}: SM-DP+ returned 8.1.1 / 4.2 (Execution error)`,
          { trace: tr },
        );
        c.at(t + 0.06, "api-gateway", "info", envoyLine(c.r, "POST", "/v1/esim/download", 502), { trace: tr });
      });
      c.mute("esim-smdp", c.on, c.end, 0.2);
    },
  },
  {
    key: "sim-activation-hikari-leak",
    estate: E,
    incident: true,
    origin: "sim-activation-svc",
    category: "database",
    hints: ["HikariPool", "Connection is not available", "connection leak", "pool"],
    sev: "high",
    note: "sim-activation-svc v4.9 writes an OTP audit row outside the transaction and never closes the connection; HikariCP reports leaks, then the 20-connection pool is exhausted and activations time out with 503s at the gateway",
    play(c) {
      c.deploy(c.on - c.r.num(240, 500), "sim-activation-svc", "v4.9.0");
      c.every(c.on, c.on + 240, 12, (t) =>
        c.at(
          t,
          "sim-activation-svc",
          "warn",
          `[HikariPool-1 housekeeper] com.zaxxer.hikari.pool.ProxyLeakTask : Connection leak detection triggered for org.postgresql.jdbc.PgConnection@${c.r.hex(8)} on thread http-nio-8080-exec-${c.r.int(1, 60)}, stack trace follows`,
          {
            stack: java("java.lang.Exception: Apparent connection leak detected", [
              "com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:127)",
              "org.springframework.jdbc.datasource.DataSourceUtils.fetchConnection(DataSourceUtils.java:160)",
              "org.springframework.jdbc.core.JdbcTemplate.update(JdbcTemplate.java:989)",
              "com.northwave.sim.otp.OtpAuditRepository.save(OtpAuditRepository.java:41)",
              "com.northwave.sim.otp.OtpSender.send(OtpSender.java:77)",
              "com.northwave.sim.ActivationService.activate(ActivationService.java:112)",
            ]),
          },
        ),
      );
      const t0 = c.on + 240;
      c.ramp(t0, c.end, 0.3, 0.9, (t) => {
        const tr = c.tid();
        const waiting = c.r.int(20, 90);
        c.at(
          t,
          "sim-activation-svc",
          "error",
          `[http-nio-8080-exec-${c.r.int(1, 200)}] o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction] with root cause`,
          {
            trace: tr,
            stack: java(
              `java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${waiting})`,
              [
                "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
                "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
                "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:144)",
                "com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:127)",
                "org.hibernate.engine.jdbc.connections.internal.DatasourceConnectionProviderImpl.getConnection(DatasourceConnectionProviderImpl.java:122)",
                "org.hibernate.resource.jdbc.internal.LogicalConnectionManagedImpl.acquireConnectionIfNeeded(LogicalConnectionManagedImpl.java:102)",
                "org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)",
                "com.northwave.sim.ActivationService$$SpringCGLIB$$0.activate(<generated>)",
              ],
            ),
          },
        );
        if (c.r.chance(0.6))
          c.at(t + 0.01, "api-gateway", "info", envoyLine(c.r, "POST", "/v1/sim/activate", 504, "UT", 30001), {
            trace: tr,
          });
      });
      c.every(t0 + 5, c.end, 30, (t) =>
        c.at(
          t,
          "sim-activation-svc",
          "warn",
          `[HikariPool-1 housekeeper] com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${c.r.int(30, 120)})`,
        ),
      );
      c.mute("sim-activation-svc", t0, c.end, 0.25);
    },
  },
  {
    key: "notif-gw-smsc-egress-blocked",
    estate: E,
    incident: true,
    origin: "notif-gw",
    category: "network",
    hints: ["i/o timeout", "dial tcp", "smpp", "bind", "egress"],
    sev: "medium",
    noDeploy: true,
    note: "a NetworkPolicy refactor synced by Spinnaker dropped the egress rule to the SMSC range; notif-gw's SMPP sessions die on enquire_link timeouts and rebinds time out dialing 198.51.100.14:2775, OTP SMS stop",
    play(c) {
      c.at(
        c.on - c.r.num(20, 60),
        "spinnaker-orca",
        "info",
        `Starting pipeline netpol-bss-prod execution ${c.r.hex(8).toUpperCase()}: stage "Deploy (Manifest)" networkpolicy/bss-egress`,
      );
      c.at(
        c.on - c.r.num(5, 15),
        "spinnaker-orca",
        "info",
        `Stage "Deploy (Manifest)" SUCCEEDED: networkpolicy bss-egress configured`,
      );
      c.at(c.on, "notif-gw", "warn", `enquire_link timeout, closing session\t{"smsc": "smsc-1", "timeout": "30s"}`);
      c.at(
        c.on + c.r.num(2, 9),
        "notif-gw",
        "warn",
        `enquire_link timeout, closing session\t{"smsc": "smsc-2", "timeout": "30s"}`,
      );
      c.every(c.on + 10, c.end, 11, (t) =>
        c.at(
          t,
          "notif-gw",
          "error",
          `smpp bind failed\t{"smsc": "smsc-${c.r.int(1, 2)}", "addr": "198.51.100.${c.r.pick([14, 15])}:2775", "error": "dial tcp 198.51.100.${c.r.pick([14, 15])}:2775: i/o timeout", "retry_in": "10s"}`,
        ),
      );
      c.mute("notif-gw", c.on, c.end, 0.05);
      c.every(c.on + 15, c.end, 5, (t) => {
        const tr = c.tid();
        c.at(t, "notif-gw", "error", `submit_sm rejected\t{"to": "${msisdn(c.r)}", "error": "no bound SMPP session"}`, {
          trace: tr,
        });
        c.at(
          t + 0.01,
          "sim-activation-svc",
          "error",
          `c.n.sim.otp.OtpSender : OTP delivery failed for ${msisdn(c.r)}: notif-gw returned 503 Service Unavailable: no bound SMPP session`,
          { trace: tr },
        );
      });
      c.every(c.on + 60, c.end, 60, (t) =>
        c.at(
          t,
          "notif-gw",
          "warn",
          `outbound queue depth ${Math.round((t - c.on) * c.r.num(2, 4))}\t{"oldest": "${Math.round(t - c.on)}s"}`,
        ),
      );
    },
  },
  {
    key: "rating-engine-tls13-only",
    estate: E,
    incident: true,
    origin: "rating-engine",
    category: "network",
    hints: ["tls", "protocol_version", "handshake", "SSLHandshakeException"],
    sev: "high",
    note: "rating-engine v3.0 moved to rustls 0.23 with TLS 1.3 only; ocs (Erlang ssl pinned to TLS 1.2) and usage-mediation fail every handshake with protocol_version alerts, online charging answers 5012",
    play(c) {
      c.deploy(c.on - c.r.num(15, 35), "rating-engine", "v3.0.0");
      c.ramp(c.on, c.end, 0.5, 0.7, (t) => {
        const tr = c.tid();
        c.at(t, "ocs", "warn", "TLS :client: In state :hello received SERVER ALERT: Fatal - Protocol Version", {
          trace: tr,
        });
        c.at(
          t + 0.002,
          "ocs",
          "error",
          `rating request failed: %Mint.TransportError{reason: {:tls_alert, {:protocol_version, ~c"TLS client: In state hello received SERVER ALERT: Fatal - Protocol Version\\n"}}} session=${sess(c)}`,
          { trace: tr },
        );
        c.at(
          t + 0.003,
          "ocs",
          "warn",
          `CCR-U session=${sess(c)} msisdn=${msisdn(c.r)} rg=10 result=5012 (DIAMETER_UNABLE_TO_COMPLY)`,
          { trace: tr },
        );
        if (c.r.chance(0.15))
          c.at(
            t + 0.004,
            "rating-engine",
            "warn",
            `rating_engine::tls: handshake failed peer=10.244.${c.r.int(0, 7)}.${c.r.int(2, 250)}:${c.r.int(30000, 60000)} error=peer is incompatible: SupportedVersionsExtensionRequired`,
          );
      });
      c.every(c.on + 2, c.end, 4, (t) =>
        c.at(
          t,
          "usage-mediation",
          "error",
          `[mediation-consumer-${c.r.int(0, 5)}] c.n.med.RatingClient : rating call failed, batch parked`,
          {
            stack: java("javax.net.ssl.SSLHandshakeException: Received fatal alert: protocol_version", [
              "java.base/sun.security.ssl.Alert.createSSLException(Alert.java:131)",
              "java.base/sun.security.ssl.Alert.createSSLException(Alert.java:117)",
              "java.base/sun.security.ssl.TransportContext.fatal(TransportContext.java:365)",
              "java.base/sun.security.ssl.Alert$AlertConsumer.consume(Alert.java:287)",
              "java.base/sun.security.ssl.SSLSocketImpl.startHandshake(SSLSocketImpl.java:448)",
              "okhttp3.internal.connection.ConnectPlan.connectTls(ConnectPlan.kt:379)",
              "com.northwave.mediation.RatingClient.rate(RatingClient.java:58)",
            ]),
          },
        ),
      );
      c.mute("rating-engine", c.on, c.end, 0.1);
      c.mute("ocs", c.on, c.end, 0.3);
    },
  },
  {
    key: "ocs-balance-genserver-timeout",
    estate: E,
    incident: true,
    origin: "ocs",
    category: "timeout",
    hints: ["GenServer.call", "time out", "timeout", "exit"],
    sev: "high",
    note: "a bonus-bucket promotion makes every reservation walk all buckets inside the single Ocs.Balance.Server process; its mailbox backs up and GenServer.call times out after 5s, CCR-U answers are late and self-care balance calls 504",
    play(c) {
      c.at(
        c.on - c.r.num(60, 200),
        "ocs",
        "info",
        "promotion SUMMER-DATA-BONUS activated for 1,284,120 subscribers (bonus buckets created)",
      );
      c.every(c.on - 30, c.end, 20, (t) => {
        const q = Math.round(Math.max(0, t - c.on) * c.r.num(20, 40));
        c.at(
          t,
          "ocs",
          q > 500 ? "warn" : "info",
          `vm monitor: Ocs.Balance.Server message_queue_len=${q} reductions=${c.r.int(1e8, 9e8)}`,
        );
      });
      c.ramp(c.on, c.end, 0.4, 1.4, (t, i) => {
        const m = msisdn(c.r);
        const tr = c.tid();
        if (i % 7 === 0)
          c.at(t, "ocs", "error", `GenServer Ocs.Diameter.SessionWorker terminating`, {
            trace: tr,
            stack: elixir(
              `** (stop) exited in: GenServer.call(Ocs.Balance.Server, {:reserve, "${m}", 10, 10485760}, 5000)\n    ** (EXIT) time out`,
              [
                "(elixir 1.17.2) lib/gen_server.ex:1128: GenServer.call/3",
                "(ocs 5.12.0) lib/ocs/diameter/session_worker.ex:97: Ocs.Diameter.SessionWorker.handle_call/3",
                "(stdlib 6.0) gen_server.erl:2209: :gen_server.try_handle_call/4",
                "(stdlib 6.0) gen_server.erl:2238: :gen_server.handle_msg/6",
                "(stdlib 6.0) proc_lib.erl:329: :proc_lib.init_p_do_apply/3",
                `Last message (from #PID<0.${c.r.int(1000, 9999)}.0>): {:ccr_update, "${sess(c)}"}`,
              ],
            ),
          });
        else
          c.at(
            t,
            "ocs",
            "error",
            `CCR-U session=${sess(c)} msisdn=${m} reservation failed: ** (exit) exited in: GenServer.call(Ocs.Balance.Server, {:reserve, "${m}", 10, 10485760}, 5000) ** (EXIT) time out`,
            { trace: tr },
          );
      });
      c.every(c.on + 20, c.end, 3, (t) => {
        const tr = c.tid();
        c.at(t, "selfcare-web", "error", `balance lookup failed: upstream ocs timed out after 8000ms`, { trace: tr });
        c.at(t + 0.01, "api-gateway", "info", envoyLine(c.r, "GET", "/v1/balance", 504, "UT", 8001), { trace: tr });
      });
      c.mute("ocs", c.on, c.end, 0.4);
    },
  },
  {
    key: "crm-api-threadpool-redis-timeout",
    estate: E,
    incident: true,
    origin: "crm-api",
    category: "timeout",
    hints: ["RedisTimeoutException", "Timeout performing", "thread pool starvation", "Heartbeat took longer"],
    sev: "high",
    note: "crm-api v12.4 calls the loyalty client synchronously (.Result) inside request handlers; the thread pool starves, Kestrel heartbeats are late and StackExchange.Redis reports timeouts with WORKER busy counts in the hundreds",
    play(c) {
      c.deploy(c.on - c.r.num(60, 180), "crm-api", "v12.4.0");
      c.every(c.on, c.end, 7, (t) =>
        c.at(
          t,
          "crm-api",
          "warn",
          `As of "${new Date(c.ms(t)).toISOString().slice(0, 19)}.${c.r.int(1000000, 9999999)}Z", the heartbeat has been running for "00:00:0${c.r.int(1, 9)}.${c.r.int(1000000, 9999999)}" which is longer than "00:00:01". This could be caused by thread pool starvation.`,
        ),
      );
      c.ramp(c.on + 15, c.end, 0.2, 0.6, (t) => {
        const tr = c.tid();
        const busy = c.r.int(180, 420);
        const msg = `StackExchange.Redis.RedisTimeoutException: Timeout performing GET (5000ms), next: GET session:${c.r.hex(24)}, inst: 0, qu: 0, qs: ${c.r.int(40, 300)}, aw: False, bw: SpinningDown, rs: ReadAsync, ws: Idle, in: 0, in-pipe: 0, out-pipe: 0, last-in: 2, cur-in: 0, sync-ops: 0, async-ops: ${c.r.int(100000, 900000)}, serverEndpoint: redis-sessions.bss-prod.svc.cluster.local:6379, conn-sec: ${msf(c.r, 2000, 90000)}, aoc: 1, mc: 1/1/0, mgr: 10 of 10 available, clientName: crm-api-${c.r.hex(5)}(SE.Redis-v2.7.33.41805), IOCP: (Busy=0,Free=1000,Min=1,Max=1000), WORKER: (Busy=${busy},Free=${32767 - busy},Min=8,Max=32767), POOL: (Threads=${busy + 6},QueuedItems=${c.r.int(300, 4000)},CompletedItems=${c.r.int(1e6, 9e6)},Timers=${c.r.int(20, 90)}), v: 2.7.33.41805 (Please take a look at this article for some common client-side issues that can cause timeouts: https://stackexchange.github.io/StackExchange.Redis/Timeouts)`;
        c.at(t, "crm-api", "error", "An unhandled exception has occurred while executing the request.", {
          trace: tr,
          stack: dotnet(msg, [
            "StackExchange.Redis.ConnectionMultiplexer.ExecuteSyncImpl[T](Message message, ResultProcessor`1 processor, ServerEndPoint server, T defaultValue) in /_/src/StackExchange.Redis/ConnectionMultiplexer.cs:line 2099",
            "StackExchange.Redis.RedisDatabase.StringGet(RedisKey key, CommandFlags flags) in /_/src/StackExchange.Redis/RedisDatabase.cs:line 3196",
            "Northwave.Crm.Sessions.RedisSessionStore.Get(String id) in /src/Northwave.Crm.Api/Sessions/RedisSessionStore.cs:line 44",
            "Northwave.Crm.Api.Middleware.SubscriberSessionMiddleware.InvokeAsync(HttpContext context) in /src/Northwave.Crm.Api/Middleware/SubscriberSessionMiddleware.cs:line 29",
            "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddlewareImpl.<Invoke>g__Awaited|10_0(ExceptionHandlerMiddlewareImpl middleware, HttpContext context, Task task)",
          ]),
        });
        if (c.r.chance(0.5))
          c.at(
            t + 0.02,
            "selfcare-web",
            "error",
            `upstream crm-api GET /api/subscribers/${msisdn(c.r)} failed: timeout of 10000ms exceeded`,
            { trace: tr },
          );
      });
      c.mute("crm-api", c.on, c.end, 0.35);
      // Liveness probes time out on the starved pool; kubelet restarts the container once, which does not help.
      const tl = c.on + (c.end - c.on) * c.r.num(0.35, 0.6);
      for (let i = 0; i < 3; i++)
        probeFail(
          c,
          tl + i * 10,
          "crm-api",
          "Liveness",
          `Get "http://10.244.3.57:8080/healthz/live": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        );
      livenessKill(c, tl + 20.5, "crm-api");
      c.mute("crm-api", tl + 20.5, tl + 34, 0);
      c.boot(tl + 32, "crm-api", "v12.4.0");
    },
  },
  {
    key: "number-porting-clearinghouse-429",
    estate: E,
    incident: true,
    origin: "number-porting",
    category: "rate_limiting",
    hints: ["429", "TooManyRequests", "rate limit", "Retry-After"],
    sev: "medium",
    note: "a business customer's bulk port of 1,400 numbers is submitted without pacing; the porting clearinghouse API answers 429 with Retry-After, Sidekiq retries pile up and consumer ports stall behind them",
    play(c) {
      c.at(
        c.on - c.r.num(10, 40),
        "number-porting",
        "info",
        `BulkPortImport: enqueued 1400 PortSubmitJob for account B2B-${c.r.int(10000, 99999)} (batch ${c.r.hex(8)})`,
      );
      c.ramp(c.on, c.end, 0.8, 0.5, (t, i) => {
        const jid = c.r.hex(24);
        if (i % 5 === 0) {
          c.at(
            t,
            "number-porting",
            "info",
            `Started POST "/api/v1/port_requests" for ${c.r.ip()} at ${railsTime(c.ms(t))}`,
          );
          c.at(t + 0.001, "number-porting", "info", "Processing by Api::V1::PortRequestsController#create as JSON");
          c.at(
            t + 0.05,
            "number-porting",
            "error",
            `Completed 503 Service Unavailable in ${c.r.int(200, 900)}ms (ActiveRecord: ${msf(c.r, 1, 9)}ms | Allocations: ${c.r.int(3000, 9000)})`,
          );
          c.at(
            t + 0.051,
            "number-porting",
            "fatal",
            "Faraday::TooManyRequestsError (the server responded with status 429):",
            {
              stack: ruby([
                "faraday (2.10.1) lib/faraday/response/raise_error.rb:36:in `on_complete'",
                "faraday (2.10.1) lib/faraday/middleware.rb:57:in `block in call'",
                "app/clients/clearinghouse_client.rb:48:in `submit_port'",
                "app/services/port_request_submitter.rb:22:in `call'",
                "app/controllers/api/v1/port_requests_controller.rb:19:in `create'",
              ]),
            },
          );
        } else
          c.at(
            t,
            "number-porting",
            "warn",
            `PortSubmitJob JID-${jid} failed: Faraday::TooManyRequestsError: the server responded with status 429 (body: {"error":"rate_limit_exceeded","message":"600 requests per 10 minutes","retry_after":${c.r.int(20, 400)}}) retry ${c.r.int(1, 12)} in ${c.r.int(20, 600)}s`,
          );
      });
      c.every(c.on + 60, c.end, 60, (t) =>
        c.at(
          t,
          "number-porting",
          "warn",
          `ClearinghouseClient: rate limit remaining 0/600, reset in ${c.r.int(30, 590)}s`,
        ),
      );
      c.every(c.on + 300, c.end, 120, (t) =>
        c.at(t, "crm-api", "warn", `Port-in for ${msisdn(c.r)} pending ${Math.round((t - c.on) / 60)} min beyond SLA`),
      );
    },
  },
  {
    key: "selfcare-device-cache-herd-429",
    estate: E,
    incident: true,
    origin: "selfcare-web",
    category: "rate_limiting",
    hints: ["429", "Too Many Requests", "rate limit", "cache"],
    sev: "high",
    note: "selfcare-web v8.15 bumped the device-catalog cache key version, so every page view misses the cache at once and calls the TAC/device vendor API; the vendor throttles the account with 429s and device pages and upgrade offers fail",
    play(c) {
      c.deploy(c.on - c.r.num(40, 70), "selfcare-web", "v8.15.0");
      c.at(c.on - 5, "selfcare-web", "info", "device catalog cache namespace set to devcat:v7 (previous devcat:v6)");
      c.ramp(c.on - 4, c.on + 60, 3, 0.6, (t) =>
        c.at(
          t,
          "selfcare-web",
          "info",
          `device catalog cache miss tac=${c.r.int(35000000, 35999999)} -> vendor lookup`,
        ),
      );
      c.ramp(c.on, c.end, 1.5, 0.8, (t) => {
        const tr = c.tid();
        c.at(t, "selfcare-web", "error", `device lookup failed tac=${c.r.int(35000000, 35999999)}`, {
          trace: tr,
          stack: node("HTTPError: Response code 429 (Too Many Requests)", [
            "Request.<anonymous> (/app/node_modules/got/dist/source/as-promise/index.js:118:42)",
            "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
            "async DeviceCatalog.lookup (/app/dist/devices/catalog.js:61:22)",
            "async /app/dist/routes/upgrade.js:34:19",
          ]),
        });
        if (c.r.chance(0.3))
          c.at(t + 0.01, "api-gateway", "info", envoyLine(c.r, "GET", "/v1/devices/offers", 502), { trace: tr });
      });
      c.every(c.on + 30, c.end, 45, (t) =>
        c.at(
          t,
          "selfcare-web",
          "warn",
          `device vendor quota: x-ratelimit-remaining=0 x-ratelimit-reset=${c.r.int(10, 60)}`,
        ),
      );
    },
  },
  {
    key: "mediation-roaming-file-decimal-comma",
    estate: E,
    incident: true,
    origin: "usage-mediation",
    category: "validation",
    hints: ["FlatFileParseException", "parse", "typeMismatch", "SkipLimitExceededException"],
    sev: "medium",
    note: "a roaming partner's clearing house switched its CSV export to decimal commas; usage-mediation's Spring Batch import fails every file past the skip limit, roaming usage goes unbilled",
    play(c) {
      const partner = c.r.pick(["ESPVF", "DEUTD", "ITAWI"]);
      c.every(c.on, c.end, 150, (t) => {
        const file = `TD${partner}NWUK${c.r.int(10000, 99999)}_${c.r.int(100, 999)}.csv`;
        const dur = c.r.int(1, 40);
        const line = c.r.int(2, 40);
        c.at(
          t - 0.5,
          "usage-mediation",
          "info",
          `[roaming-import] o.s.b.c.l.support.SimpleJobLauncher : Job: [FlowJob: [name=roamingTapIngest]] launched with the following parameters: [{'file'='/data/inbound/roaming/${file}'}]`,
        );
        c.at(
          t - 0.4,
          "usage-mediation",
          "info",
          `[roaming-import] o.s.batch.core.job.SimpleStepHandler : Executing step: [ingestRoamingStep]`,
        );
        for (let k = 0; k < c.r.int(4, 9); k++)
          c.at(
            t + k * 0.02,
            "usage-mediation",
            "warn",
            `[roaming-import] c.n.med.roaming.SkipLogger : skipped line ${line + k * c.r.int(1, 40)} of ${file}: Parsing error`,
          );
        c.at(
          t + 0.3,
          "usage-mediation",
          "error",
          `[roaming-import] o.s.batch.core.step.AbstractStep : Encountered an error executing step ingestRoamingStep in job roamingTapIngest`,
          {
            stack: java(
              "org.springframework.batch.core.step.skip.SkipLimitExceededException: Skip limit of '100' exceeded",
              [
                "org.springframework.batch.core.step.skip.LimitCheckingItemSkipPolicy.shouldSkip(LimitCheckingItemSkipPolicy.java:133)",
                "org.springframework.batch.core.step.item.FaultTolerantChunkProvider.shouldSkip(FaultTolerantChunkProvider.java:131)",
                "org.springframework.batch.core.step.item.FaultTolerantChunkProvider.read(FaultTolerantChunkProvider.java:94)",
                "org.springframework.batch.core.step.item.SimpleChunkProvider.provide(SimpleChunkProvider.java:136)",
              ],
              [
                {
                  head: `org.springframework.batch.item.file.FlatFileParseException: Parsing error at line: ${line + 101} in resource=[file [/data/inbound/roaming/${file}]], input=[${imsi(c.r)};${msisdn(c.r)};${day(c.ms(t - 86400))}T${c.r.int(10, 23)}:${c.r.int(10, 59)}:00Z;GPRS;${c.r.int(1, 9)},${c.r.int(100, 999)};EUR;0,${c.r.int(1000, 9999)}]`,
                  frames: [
                    "org.springframework.batch.item.file.FlatFileItemReader.doRead(FlatFileItemReader.java:195)",
                    "org.springframework.batch.item.support.AbstractItemCountingItemStreamItemReader.read(AbstractItemCountingItemStreamItemReader.java:93)",
                  ],
                  more: 44,
                },
                {
                  head: `org.springframework.validation.BindException: org.springframework.validation.BeanPropertyBindingResult: 1 errors\nField error in object 'target' on field 'chargedVolumeMb': rejected value [${c.r.int(1, 9)},${c.r.int(100, 999)}]; codes [typeMismatch.target.chargedVolumeMb,typeMismatch.chargedVolumeMb,typeMismatch.java.math.BigDecimal,typeMismatch]; arguments [org.springframework.context.support.DefaultMessageSourceResolvable: codes [target.chargedVolumeMb,chargedVolumeMb]; arguments []; default message [chargedVolumeMb]]; default message [Failed to convert property value of type 'java.lang.String' to required type 'java.math.BigDecimal' for property 'chargedVolumeMb'; Character , is neither a decimal digit number, decimal point, nor "e" notation exponential mark.]`,
                  frames: [
                    "org.springframework.batch.item.file.mapping.BeanWrapperFieldSetMapper.mapFieldSet(BeanWrapperFieldSetMapper.java:199)",
                  ],
                  more: 46,
                },
              ],
            ),
          },
        );
        c.at(
          t + 0.35,
          "usage-mediation",
          "info",
          `[roaming-import] o.s.batch.core.step.AbstractStep : Step: [ingestRoamingStep] executed in ${dur}s${c.r.int(100, 999)}ms`,
        );
        c.at(
          t + 0.36,
          "usage-mediation",
          "error",
          `[roaming-import] o.s.b.c.l.support.SimpleJobLauncher : Job: [FlowJob: [name=roamingTapIngest]] completed with the following parameters: [{'file'='/data/inbound/roaming/${file}'}] and the following status: [FAILED] in ${dur}s${c.r.int(100, 999)}ms`,
        );
      });
      c.every(c.on + 400, c.end, 300, (t) =>
        c.at(
          t,
          "billing-worker",
          "warn",
          `roaming usage for partner ${partner} missing since ${new Date(c.ms(c.on)).toISOString().slice(11, 16)}Z; inbound charges held`,
        ),
      );
    },
  },
  {
    key: "rating-engine-zone-unwrap-none",
    estate: E,
    incident: true,
    origin: "rating-engine",
    category: "null_reference",
    hints: ["panicked", "Option::unwrap()", "None", "unwrap"],
    sev: "high",
    note: "rating-engine v2.18 ships migration 0042 making tariff.zone_id nullable; the new NW-ROAM-WORLD tariff has no zone and the zone lookup unwraps None, panicking the request task; ocs and mediation see connection closed for every world-roaming event",
    play(c) {
      c.deploy(c.on - c.r.num(40, 160), "rating-engine", "v2.18.0");
      c.at(
        c.on - c.r.num(20, 35),
        "rating-engine",
        "info",
        "rating_engine::db: applied migration 0042_tariff_zone_nullable in 312ms",
      );
      c.at(
        c.on - c.r.num(5, 15),
        "rating-engine",
        "info",
        "rating_engine::cache: tariff snapshot ok version=3181 plans=437 (new: NW-ROAM-WORLD)",
      );
      c.ramp(c.on, c.end, 0.4, 0.9, (t) => {
        const tr = c.tid();
        c.at(
          t,
          "rating-engine",
          "error",
          rustPanic(
            "tokio-runtime-worker",
            "src/tariff/zone.rs:88:41",
            "called `Option::unwrap()` on a `None` value",
          ).split("\n")[0],
          {
            stack: rustPanic(
              "tokio-runtime-worker",
              "src/tariff/zone.rs:88:41",
              "called `Option::unwrap()` on a `None` value",
            )
              .split("\n")
              .slice(1)
              .join("\n"),
          },
        );
        if (c.r.chance(0.6))
          c.at(
            t + 0.004,
            "ocs",
            "error",
            `rating request failed: %Mint.TransportError{reason: :closed} session=${sess(c)} tariff=NW-ROAM-WORLD`,
            { trace: tr },
          );
        else
          c.at(
            t + 0.004,
            "usage-mediation",
            "error",
            `[mediation-consumer-${c.r.int(0, 5)}] c.n.med.RatingClient : rating call failed for imsi ${imsi(c.r)}: java.io.IOException: unexpected end of stream on http://rating-engine.bss-prod.svc:8080/...`,
            { trace: tr },
          );
      });
    },
  },
  {
    key: "envoy-route-missing-cluster",
    estate: E,
    incident: true,
    origin: "api-gateway",
    category: "configuration",
    hints: ["503", "NC", "no cluster", "route", "config"],
    sev: "high",
    noDeploy: true,
    note: "a gateway route change pushed through the control plane points /v1/profile and /v1/invoices at cluster crm_api_v2, which does not exist; Envoy answers 503 with response flag NC, crm-api traffic from the gateway stops",
    play(c) {
      c.at(
        c.on - c.r.num(20, 60),
        "spinnaker-orca",
        "info",
        `Starting pipeline gateway-routes execution ${c.r.hex(8).toUpperCase()}: stage "Deploy (Manifest)" configmap/envoy-routes`,
      );
      c.at(
        c.on - 1,
        "api-gateway",
        "info",
        `[source/extensions/config_subscription/grpc/grpc_subscription_impl.cc:83] rds: loading new configuration: config_name=bss_routes hash=${c.r.int(1e17, 9e17)}`,
      );
      c.ramp(c.on, c.end, 1.5, 1.8, (t) => {
        const tr = c.tid();
        c.at(
          t,
          "api-gateway",
          "info",
          envoyLine(
            c.r,
            c.r.pick(["GET", "GET", "PUT"]),
            c.r.pick(["/v1/profile", "/v1/invoices", "/v1/profile/contact"]),
            503,
            "NC",
            0,
          ),
          { trace: tr },
        );
      });
      c.mute("crm-api", c.on, c.end, 0.35);
    },
  },
  {
    key: "mediation-dedup-heap-oom",
    estate: E,
    incident: true,
    origin: "usage-mediation",
    category: "memory",
    hints: ["OutOfMemoryError", "Java heap space", "GC", "heap"],
    sev: "high",
    onset: [0.15, 0.35],
    note: "usage-mediation's CDR de-duplication map is never evicted; heap after full GC climbs for tens of minutes, the poll loop misses max.poll.interval.ms, then the JVM dies with OutOfMemoryError: Java heap space and restarts",
    play(c) {
      const tOom = c.on + (c.end - c.on) * c.r.num(0.55, 0.8);
      let used = Math.max(1400, 2650 - (c.on / 40) * 17);
      c.every(0, c.end, 40, (t) => {
        used = t > tOom && used > 2000 ? 700 : Math.min(2990, used + c.r.num(10, 25) * (t > c.on ? 1.5 : 1));
        c.at(
          t,
          "usage-mediation",
          t >= c.on && t < tOom ? "warn" : "info",
          `[scheduling-1] c.n.med.health.HeapWatchdog : heap after GC ${Math.round(used)}MB / 3072MB (${Math.round((used / 3072) * 100)}%), dedup entries ${Math.round(used * 4100)}`,
        );
      });
      c.ramp(c.on, tOom, 0.01, 0.05, (t) =>
        c.at(
          t,
          "usage-mediation",
          "warn",
          `[kafka-coordinator-heartbeat-thread | usage-mediation] o.a.k.c.c.internals.ConsumerCoordinator : [Consumer clientId=mediation-${c.r.int(0, 5)}, groupId=usage-mediation] consumer poll timeout has expired. This means the time between subsequent calls to poll() was longer than the configured max.poll.interval.ms, which typically implies that the poll loop is spending too much time processing messages. You can address this either by increasing max.poll.interval.ms or by reducing the maximum size of batches returned in poll() with max.poll.records.`,
        ),
      );
      c.at(
        tOom,
        "usage-mediation",
        "error",
        `Exception in thread "mediation-consumer-${c.r.int(0, 5)}" java.lang.OutOfMemoryError: Java heap space`,
        {
          stack: javaStackOom(),
        },
      );
      c.at(tOom + 0.2, "usage-mediation", "fatal", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
      c.mute("usage-mediation", tOom, tOom + 30, 0);
      c.boot(tOom + 6, "usage-mediation");
      c.every(tOom + 2, tOom + 25, 4, (t) =>
        c.at(t, "rating-engine", "info", `rating_engine::server: client disconnected peer=usage-mediation`),
      );
    },
  },
  {
    key: "billing-db-wal-slot-disk-full",
    estate: E,
    incident: true,
    origin: "billing-db",
    category: "disk",
    hints: ["No space left on device", "DiskFull", "pg_wal", "could not extend file"],
    sev: "high",
    note: "an inactive logical replication slot left by a removed CDC connector pins WAL on billing-db until the data volume fills; writes fail with 'could not extend file', then a WAL write PANICs and Postgres restarts into recovery",
    play(c) {
      c.every(0, c.on, 180, (t) =>
        c.at(
          t,
          "billing-db",
          "info",
          `LOG:  checkpoint complete: wrote ${c.r.int(800, 9000)} buffers; 0 WAL file(s) added, 0 removed, 0 recycled; distance=${c.r.int(200000, 900000)} kB`,
        ),
      );
      c.ramp(c.on, c.end, 0.2, 0.6, (t) => {
        const f = `base/16384/${c.r.int(16400, 98000)}${c.r.chance(0.5) ? `.${c.r.int(1, 9)}` : ""}`;
        c.at(t, "billing-db", "error", `ERROR:  could not extend file "${f}": No space left on device`);
        c.at(t + 0.001, "billing-db", "info", "HINT:  Check free disk space.");
        c.at(
          t + 0.01,
          "billing-worker",
          "error",
          `Task billing.tasks.rate_invoice_lines[${c.r.uuid()}] raised unexpected: DiskFull('could not extend file "${f}": No space left on device\\nHINT:  Check free disk space.\\n')`,
          {
            stack: py(
              [
                CELERY_TRACE,
                ["/app/billing/tasks.py", 131, "rate_invoice_lines", "cur.executemany(INSERT_LINES, rows)"],
                [
                  "/usr/local/lib/python3.11/site-packages/psycopg2/extras.py",
                  1299,
                  "execute_values",
                  "cur.execute(b''.join(parts))",
                ],
              ],
              `psycopg2.errors.DiskFull: could not extend file "${f}": No space left on device\nHINT:  Check free disk space.`,
            ),
          },
        );
      });
      const tp = c.on + (c.end - c.on) * c.r.num(0.4, 0.6);
      c.at(
        tp,
        "billing-db",
        "fatal",
        `PANIC:  could not write to file "pg_wal/xlogtemp.${c.r.int(100, 9000)}": No space left on device`,
      );
      c.at(
        tp + 0.2,
        "billing-db",
        "info",
        `LOG:  server process (PID ${c.r.int(100, 9000)}) was terminated by signal 6: Aborted`,
      );
      c.at(tp + 0.21, "billing-db", "info", "LOG:  terminating any other active server processes");
      c.at(tp + 0.5, "billing-db", "info", "LOG:  all server processes terminated; reinitializing");
      c.at(
        tp + 1.2,
        "billing-db",
        "info",
        `LOG:  database system was interrupted; last known up at ${new Date(c.ms(tp - 200)).toISOString().replace("T", " ").slice(0, 19)} UTC`,
      );
      c.at(
        tp + 2,
        "billing-db",
        "info",
        "LOG:  database system was not properly shut down; automatic recovery in progress",
      );
      c.every(tp + 1, tp + 40, 2, (t) =>
        c.at(
          t,
          "billing-worker",
          "error",
          `Task billing.tasks.generate_invoice[${c.r.uuid()}] raised unexpected: OperationalError('server closed the connection unexpectedly\\n\\tThis probably means the server terminated abnormally\\n\\tbefore or while processing the request.\\n')`,
        ),
      );
      c.every(tp + 30, c.end, 60, (t) =>
        c.at(
          t,
          "billing-db",
          "warn",
          `WARNING:  replication slot "debezium_billing" is inactive and retains ${c.r.int(180, 240)} GB of WAL`,
        ),
      );
    },
  },
  {
    key: "sim-activation-hss-vendor-503",
    estate: E,
    incident: true,
    origin: "sim-activation-svc",
    category: "dependency",
    hints: ["503", "Service Unavailable", "WebServiceTransportException", "HSS"],
    sev: "high",
    note: "the HSS provisioning vendor's SOAP endpoint returns 503 during an unannounced maintenance; sim-activation-svc cannot provision subscribers, activations fail and the gateway returns 502 for /v1/sim/activate",
    play(c) {
      c.ramp(c.on, c.end, 0.4, 0.7, (t) => {
        const tr = c.tid();
        c.at(
          t,
          "sim-activation-svc",
          "error",
          `c.n.sim.ActivationService : HSS provisioning failed for MSISDN ${msisdn(c.r)}`,
          {
            trace: tr,
            stack: java("org.springframework.ws.client.WebServiceTransportException: Service Unavailable [503]", [
              "org.springframework.ws.client.core.WebServiceTemplate.handleError(WebServiceTemplate.java:688)",
              "org.springframework.ws.client.core.WebServiceTemplate.doSendAndReceive(WebServiceTemplate.java:611)",
              "org.springframework.ws.client.core.WebServiceTemplate.sendAndReceive(WebServiceTemplate.java:555)",
              "org.springframework.ws.client.core.WebServiceTemplate.marshalSendAndReceive(WebServiceTemplate.java:390)",
              "com.northwave.sim.hss.HssProvisioningClient.createSubscriber(HssProvisioningClient.java:72)",
              "com.northwave.sim.ActivationService.activate(ActivationService.java:95)",
            ]),
          },
        );
        if (c.r.chance(0.7))
          c.at(t + 0.02, "api-gateway", "info", envoyLine(c.r, "POST", "/v1/sim/activate", 502), { trace: tr });
      });
      c.every(c.on + 60, c.end, 90, (t) =>
        c.at(
          t,
          "sim-activation-svc",
          "warn",
          `c.n.sim.hss.HssHealth : HSS endpoint https://pgw-prov.hss-vendor.example/ProvisioningGateway/services/SPMLSubscriber unavailable for ${Math.round((t - c.on) / 60)} min`,
        ),
      );
      c.mute("sim-activation-svc", c.on, c.end, 0.3);
    },
  },
  {
    key: "notif-gw-concurrent-map-writes",
    estate: E,
    incident: true,
    origin: "notif-gw",
    category: "unknown",
    hints: ["fatal error", "concurrent map writes", "crash", "restart"],
    sev: "medium",
    note: "under evening SMS load notif-gw dies every few minutes with Go's 'fatal error: concurrent map writes' and restarts; OTP sends fail with connection refused while it is down",
    play(c) {
      let t = c.on;
      while (t < c.end) {
        c.at(t, "notif-gw", "fatal", "fatal error: concurrent map writes", {
          stack: goroutines(
            [
              [
                "github.com/northwave/notif-gw/internal/smpp.(*Session).track(...)",
                "/src/internal/smpp/session.go:214",
              ],
              [
                "github.com/northwave/notif-gw/internal/smpp.(*Session).Submit(0xc0003a2000, {0xc001b2e0f0, 0x1c}, {0xc000a81200, 0x46})",
                "/src/internal/smpp/session.go:162 +0x2f4",
              ],
              [
                "github.com/northwave/notif-gw/internal/api.(*Handler).send(0xc00021e0a0, {0x1a2b4c0, 0xc0011c2000}, 0xc000f3e500)",
                "/src/internal/api/send.go:58 +0x3b1",
              ],
              [
                "net/http.HandlerFunc.ServeHTTP(0xc000128c00?, {0x1a2b4c0?, 0xc0011c2000?}, 0x0?)",
                "/usr/local/go/src/net/http/server.go:2171 +0x29",
              ],
            ],
            { signal: false, id: c.r.int(3000, 90000) },
          ),
        });
        c.mute("notif-gw", t, t + 8, 0);
        c.every(t + 0.3, t + 7, 1.2, (u) =>
          c.at(
            u,
            "sim-activation-svc",
            "error",
            `c.n.sim.otp.OtpSender : OTP delivery failed for ${msisdn(c.r)}: I/O error on POST request for "http://notif-gw:8080/v1/sms": Connection refused`,
          ),
        );
        c.boot(t + 6, "notif-gw");
        t += c.r.num(90, 300);
      }
    },
  },
];

function javaStackOom(): string {
  return [
    "\tat java.base/java.util.HashMap.resize(HashMap.java:710)",
    "\tat java.base/java.util.HashMap.putVal(HashMap.java:635)",
    "\tat java.base/java.util.HashMap.put(HashMap.java:618)",
    "\tat java.base/java.util.HashSet.add(HashSet.java:229)",
    "\tat com.northwave.mediation.dedup.CdrDeduplicator.seen(CdrDeduplicator.java:37)",
    "\tat com.northwave.mediation.CdrBatchProcessor.process(CdrBatchProcessor.java:84)",
    "\tat com.northwave.mediation.CdrConsumerLoop.run(CdrConsumerLoop.java:61)",
    "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
  ].join("\n");
}
