// Incidents in the card-authorisation estate (15). No request ids between hops here.
import { nginxAccess, nginxErrTime } from "./native.js";
import type { Rng } from "./rng.js";
import { dotnetStack, javaStack } from "./stacks.js";
import { type Scenario, START } from "./types.js";

const pan = (r: Rng) => `${r.pick(["4571", "5355", "4921", "5412"])}********${r.int(1000, 9999)}`;
const stan = (r: Rng) => String(r.int(0, 999999)).padStart(6, "0");
const gw = (status: number) => ({
  svc: "auth-gateway",
  lvl: "info" as const,
  msg: (r: Rng, t: number) =>
    nginxAccess(r, t, "POST", `/v3/payments/${r.uuid()}/authorize`, status, r.float(0.001, 2.5)),
});
const rc = (code: string, why: string) => ({
  svc: "iso8583-switch",
  lvl: "warn" as const,
  msg: (r: Rng) => `c.b.iso.OutboundHandler - MTI=0110 stan=${stan(r)} rc=${code} (${why}) sent to VISA-BASE1`,
});

export const cardIncidents: Scenario[] = [
  {
    estate: "card",
    cat: "authentication",
    origin: "hsm-proxy",
    hints: ["pin", "login", "pkcs11", "authentication"],
    sev: "high",
    note: "Just after the window opens hsm-proxy's session re-login to the HSM partition fails with CKR_PIN_INCORRECT; ARQC checks fail, authz-core routes to stand-in, while settlement-batch keeps logging its own unrelated row errors.",
    win: 14,
    onset: "early",
    affects: [
      {
        svc: "hsm-proxy",
        p: 0.9,
        lvl: "error",
        msg: (r) => `ARQC verify failed pan=${pan(r)}: pkcs11: 0x101: CKR_USER_NOT_LOGGED_IN`,
      },
      {
        svc: "authz-core",
        p: 0.45,
        from: 0.5,
        lvl: "warn",
        msg: (r) =>
          `c.b.authz.HsmClient - ARQC check unavailable for pan=${pan(r)} (hsm-proxy HTTP 503), routing to stand-in`,
      },
    ],
    emits: [
      {
        svc: "hsm-proxy",
        lvl: "info",
        every: 1,
        count: 1,
        msg: () => "session pool refresh: re-login to partition PAYMENTS_P1 (8 sessions)",
      },
      {
        svc: "hsm-proxy",
        lvl: "error",
        every: 3,
        from: 0.2,
        msg: (r) => `hsm login failed partition=PAYMENTS_P1 slot=${r.int(0, 7)}: pkcs11: 0xA0: CKR_PIN_INCORRECT`,
      },
      {
        svc: "stand-in-processor",
        lvl: "warn",
        every: 0.8,
        from: 1,
        msg: (r) =>
          `warn: StandIn.Engine[0] STIP decision rc=00 for card ${pan(r)} amount under floor limit (primary path degraded)`,
      },
    ],
  },
  {
    estate: "card",
    cat: "authorization",
    origin: "token-vault",
    hints: ["permission", "403", "denied", "forbidden", "policy"],
    sev: "high",
    note: "Mid-window token-vault's Vault token is renewed with a policy that no longer allows transit decrypt; detokenize gets 403 permission denied and the decline (rc=96) cascades through authz-core, the ISO switch and the gateway. High traffic.",
    win: 20,
    onset: "mid",
    size: "big",
    affects: [
      {
        svc: "token-vault",
        p: 0.95,
        lvl: "error",
        msg: () =>
          "detokenize failed: vault transit decrypt: Error making API request. URL: PUT https://vault.cards.internal:8200/v1/transit/decrypt/pan-key Code: 403. Errors: * 1 error occurred: * permission denied",
      },
      {
        svc: "authz-core",
        p: 0.7,
        from: 0.2,
        lvl: "error",
        msg: (r) => `c.b.authz.DecisionService - decision=DECLINED rc=96 reason=detokenize_failed pan=${pan(r)}`,
      },
      { ...rc("96", "system malfunction"), p: 0.7, from: 0.3 },
      { ...gw(502), p: 0.6, from: 0.3 },
    ],
    emits: [
      {
        svc: "token-vault",
        lvl: "info",
        every: 1,
        count: 1,
        from: -3,
        msg: () => "vault token renewed ttl=768h policies=[default token-vault-ro]",
      },
    ],
  },
  {
    estate: "card",
    cat: "authorization",
    origin: "ledger-writer",
    hints: ["denied", "command denied", "permission", "privilege"],
    sev: "high",
    note: "In the last minutes ledger-writer's inserts into auth_holds are refused with INSERT command denied after a grants change; authz-core keeps approving and queues hold postings for replay.",
    win: 12,
    onset: "end",
    affects: [
      {
        svc: "ledger-writer",
        p: 0.9,
        lvl: "error",
        msg: () => "c.b.ledger.HoldWriter - hold insert failed, message sent to retry topic",
        stack: (r) =>
          javaStack(
            `java.sql.SQLSyntaxErrorException: INSERT command denied to user 'ledger_rw'@'10.40.3.${r.int(2, 250)}' for table 'auth_holds'`,
            [
              "com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:121)",
              "com.mysql.cj.jdbc.exceptions.SQLExceptionsMapping.translateException(SQLExceptionsMapping.java:122)",
              "com.mysql.cj.jdbc.ClientPreparedStatement.executeInternal(ClientPreparedStatement.java:912)",
              "com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeUpdate(HikariProxyPreparedStatement.java)",
              "com.bank.ledger.HoldWriter.insert(HoldWriter.java:73)",
            ],
          ),
      },
    ],
    emits: [
      {
        svc: "authz-core",
        lvl: "warn",
        every: 2,
        from: 0.5,
        msg: (r) =>
          `c.b.authz.HoldPublisher - hold posting failed for stan=${stan(r)}, decision kept, queued for replay`,
      },
    ],
  },
  {
    estate: "card",
    cat: "database",
    origin: "spend-limits",
    hints: ["deadlock", "lock", "mysql", "database"],
    sev: "high",
    note: "spend-limits starts a velocity reconciliation that deadlocks with live debits; authz-core's limit checks time out first and spend-limits logs the MySQL deadlock errors a couple of seconds later.",
    win: 16,
    onset: "early",
    affects: [
      {
        svc: "authz-core",
        p: 0.5,
        from: 0.3,
        lvl: "error",
        msg: (r) => `c.b.authz.LimitsClient - limit check timed out after 800ms for pan=${pan(r)}, decline rc=91`,
      },
      {
        svc: "spend-limits",
        p: 0.5,
        from: 1.8,
        lvl: "warn",
        msg: (r) => `warn: Cards.Limits.LimitCheck[0] Limit check card=${pan(r)} retried after lock wait`,
      },
    ],
    emits: [
      {
        svc: "spend-limits",
        lvl: "info",
        every: 1,
        count: 1,
        msg: () =>
          "info: Cards.Limits.Reconcile[0] Velocity reconciliation started (batch 5000 cards, isolation RepeatableRead)",
      },
      {
        svc: "spend-limits",
        lvl: "error",
        every: 1.1,
        from: 1.9,
        msg: (r) => `fail: Cards.Limits.LimitCheck[0] Limit debit failed for card ${pan(r)}`,
        stack: () =>
          dotnetStack(
            "MySqlConnector.MySqlException (0x80004005): Deadlock found when trying to get lock; try restarting transaction",
            [
              "MySqlConnector.Core.ServerSession.ReceiveReplyAsync(IOBehavior ioBehavior, CancellationToken cancellationToken) in /_/src/MySqlConnector/Core/ServerSession.cs:line 894",
              "MySqlConnector.Core.ResultSet.ReadResultSetHeaderAsync(IOBehavior ioBehavior) in /_/src/MySqlConnector/Core/ResultSet.cs:line 37",
              "Cards.Limits.Data.LimitRepository.DebitAsync(String cardRef, Decimal amount) in /src/Cards.Limits/Data/LimitRepository.cs:line 77",
            ],
          ),
      },
      { ...rc("91", "issuer unavailable"), every: 1.5, from: 0.4 },
    ],
  },
  {
    estate: "card",
    cat: "network",
    origin: "iso8583-switch",
    hints: ["reset", "connection", "network", "link", "timed out"],
    sev: "high",
    note: "Mid-window the ISO switch's link to the card network is reset and will not reconnect; the switch logs only warnings and its normal traffic stops, authz-core notices card-present volume dropping to zero.",
    win: 20,
    onset: "mid",
    silence: [{ svc: "iso8583-switch", cut: true }],
    emits: [
      {
        svc: "iso8583-switch",
        lvl: "warn",
        every: 1,
        count: 1,
        msg: () =>
          "c.b.iso.LinkManager - Connection to VISA-BASE1 (10.250.1.10:7002) reset by peer, reconnecting in 2s",
      },
      {
        svc: "iso8583-switch",
        lvl: "warn",
        every: 8,
        from: 2,
        msg: (r) =>
          `c.b.iso.LinkManager - reconnect attempt ${r.int(1, 60)} to VISA-BASE1 (10.250.1.10:7002) failed: java.net.ConnectException: Connection timed out`,
      },
      {
        svc: "iso8583-switch",
        lvl: "warn",
        every: 30,
        from: 10,
        msg: () => "c.b.iso.NetworkMgmt - MTI=0800 echo test to VISA-BASE1 timed out after 10000ms",
      },
      {
        svc: "authz-core",
        lvl: "warn",
        every: 60,
        from: 50,
        msg: () => "c.b.authz.Metrics - card-present authorisation rate 0/s over last 60s (baseline ~40/s)",
      },
    ],
  },
  {
    estate: "card",
    cat: "network",
    origin: "hsm-proxy",
    hints: ["reset", "connection", "network", "tcp"],
    sev: "high",
    note: "Already at the first lines, TCP connections from hsm-proxy to the HSM appliance (which does not log here) are reset; the failure cascades hsm-proxy -> authz-core -> ISO switch -> gateway with no request ids.",
    win: 14,
    onset: "atstart",
    affects: [
      {
        svc: "hsm-proxy",
        p: 0.6,
        lvl: "error",
        msg: (r) =>
          `ARQC verify failed slot=${r.int(0, 7)}: read tcp 10.30.0.12:${r.int(40000, 60000)}->10.30.9.5:1500: read: connection reset by peer`,
      },
      {
        svc: "authz-core",
        p: 0.45,
        from: 0.2,
        lvl: "error",
        msg: () => "c.b.authz.HsmClient - hsm-proxy returned 503 Service Unavailable, decline rc=91",
      },
      { ...rc("91", "issuer unavailable"), p: 0.4, from: 0.3 },
      { ...gw(502), p: 0.3, from: 0.3 },
    ],
    emits: [
      {
        svc: "hsm-proxy",
        lvl: "warn",
        every: 10,
        msg: (r) =>
          `pool status healthy=${r.int(2, 5)}/8 reconnecting=${r.int(3, 6)} last_error="connection reset by peer"`,
      },
    ],
  },
  {
    estate: "card",
    cat: "timeout",
    origin: "fraud-scorer",
    hints: ["timeout", "budget", "exceeded", "slow", "deadline"],
    sev: "medium",
    note: "In the last minutes fraud-scorer's inference blows its latency budget; it only warns and returns fallback scores, and authz-core applies rule-only fallbacks.",
    win: 15,
    onset: "end",
    affects: [
      {
        svc: "fraud-scorer",
        p: 0.8,
        lvl: "warn",
        msg: (r) =>
          `scoring budget exceeded stan=${stan(r)} took=${r.int(900, 2600)}ms budget=150ms, returning fallback score 0.5`,
      },
      {
        svc: "authz-core",
        p: 0.3,
        from: 0.3,
        lvl: "warn",
        msg: (r) => `c.b.authz.FraudClient - fraud score late for stan=${stan(r)}, applied rule-only fallback`,
      },
    ],
  },
  {
    estate: "card",
    cat: "rate_limiting",
    origin: "auth-gateway",
    hints: ["limit", "rate", "limiting", "excess", "503"],
    sev: "medium",
    note: "Early in a short window a merchant's retry loop trips auth-gateway's limit_req zone; nginx logs limiting requests and returns 503 to a share of e-commerce authorisations.",
    win: 9,
    onset: "early",
    size: "small",
    affects: [{ ...gw(503), p: 0.6 }],
    emits: [
      {
        svc: "auth-gateway",
        lvl: "error",
        every: 0.25,
        until: 420,
        msg: (r, t) =>
          `${nginxErrTime(t)} [error] 27#27: *${r.int(100000, 999999)} limiting requests, excess: ${r.float(20, 60).toFixed(3)} by zone "merchant_api", client: 100.64.${r.int(0, 3)}.${r.int(2, 250)}, server: pay.bank.internal, request: "POST /v3/payments/${r.uuid()}/authorize HTTP/1.1", host: "pay.bank.internal"`,
      },
    ],
  },
  {
    estate: "card",
    cat: "validation",
    origin: "ledger-writer",
    hints: ["validation", "constraint", "must be greater", "invalid"],
    sev: "medium",
    note: "Mid-window ledger-writer starts rejecting reversal postings because of a bean-validation constraint on the amount; authz-core reports the reversals as not posted.",
    win: 18,
    onset: "mid",
    emits: [
      {
        svc: "ledger-writer",
        lvl: "error",
        every: 2,
        msg: (r) => `c.b.ledger.ReversalConsumer - reversal for hold H${r.int(1e8, 9e8)} rejected`,
        stack: () =>
          javaStack(
            "jakarta.validation.ConstraintViolationException: postReversal.arg0.amount: must be greater than or equal to 0",
            [
              "org.springframework.validation.beanvalidation.MethodValidationInterceptor.invoke(MethodValidationInterceptor.java:138)",
              "org.springframework.aop.framework.ReflectiveMethodInvocation.proceed(ReflectiveMethodInvocation.java:184)",
              "com.bank.ledger.ReversalService$$SpringCGLIB$$0.postReversal(<generated>)",
              "com.bank.ledger.ReversalConsumer.onMessage(ReversalConsumer.java:52)",
            ],
          ),
      },
      {
        svc: "authz-core",
        lvl: "warn",
        every: 2.5,
        from: 0.4,
        msg: (r) => `c.b.authz.ReversalPublisher - reversal for stan=${stan(r)} not posted (ledger-writer 422)`,
      },
    ],
  },
  {
    estate: "card",
    cat: "null_reference",
    origin: "spend-limits",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "Soon after the window opens spend-limits throws NullReferenceException for cards without a programme; authz-core declines those authorisations with rc=96.",
    win: 12,
    onset: "early",
    affects: [
      {
        svc: "spend-limits",
        p: 0.35,
        lvl: "error",
        msg: (r) => `fail: Cards.Limits.LimitCheck[0] Unhandled exception checking limits for card ${pan(r)}`,
        stack: () =>
          dotnetStack("System.NullReferenceException: Object reference not set to an instance of an object.", [
            "Cards.Limits.Rules.VelocityRule.Evaluate(CardContext ctx) in /src/Cards.Limits/Rules/VelocityRule.cs:line 54",
            "Cards.Limits.LimitEngine.CheckAsync(LimitRequest request, CancellationToken ct) in /src/Cards.Limits/LimitEngine.cs:line 88",
            "Cards.Limits.Api.LimitsController.Check(LimitRequest request) in /src/Cards.Limits/Api/LimitsController.cs:line 31",
          ]),
      },
      {
        svc: "authz-core",
        p: 0.2,
        from: 0.2,
        lvl: "error",
        msg: () => "c.b.authz.LimitsClient - spend-limits returned 500 Internal Server Error, decline rc=96",
      },
    ],
  },
  {
    estate: "card",
    cat: "configuration",
    origin: "authz-core",
    hints: ["pkix", "certificate", "truststore", "ssl", "config"],
    sev: "high",
    note: "Mid-window authz-core restarts with a new trust-store setting that lacks the internal CA; its TLS calls to token-vault fail PKIX path building (token-vault logs the bad-certificate handshakes) and declines cascade to the switch and gateway.",
    win: 20,
    onset: "mid",
    affects: [
      {
        svc: "authz-core",
        p: 0.8,
        from: 2,
        lvl: "error",
        msg: (r) => `c.b.authz.VaultClient - detokenize call to token-vault failed, decline rc=96 pan=${pan(r)}`,
        stack: () =>
          javaStack(
            "javax.net.ssl.SSLHandshakeException: PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target",
            [
              "java.base/sun.security.ssl.Alert.createSSLException(Alert.java:130)",
              "java.base/sun.security.ssl.TransportContext.fatal(TransportContext.java:378)",
              "java.base/sun.security.ssl.CertificateMessage$T13CertificateConsumer.checkServerCerts(CertificateMessage.java:1306)",
              "org.apache.hc.client5.http.impl.classic.InternalHttpClient.doExecute(InternalHttpClient.java:170)",
              "com.bank.authz.VaultClient.detokenize(VaultClient.java:64)",
            ],
          ),
      },
      { ...rc("96", "system malfunction"), p: 0.6, from: 2.2 },
      { ...gw(502), p: 0.5, from: 2.2 },
    ],
    emits: [
      {
        svc: "authz-core",
        lvl: "info",
        every: 1,
        count: 1,
        from: -14,
        msg: () =>
          "c.b.authz.Application - config release 2026.47 applied: javax.net.ssl.trustStore=/etc/authz/truststore-2026q4.jks",
      },
      {
        svc: "authz-core",
        lvl: "info",
        every: 1,
        count: 1,
        from: 0,
        msg: () => "c.b.authz.Application - Started AuthzCoreApplication in 11.8 seconds (process running for 12.6)",
      },
      {
        svc: "token-vault",
        lvl: "info",
        every: 0.6,
        from: 2.1,
        msg: (r) =>
          `http: TLS handshake error from 10.40.2.${r.int(2, 250)}:${r.int(30000, 60000)}: remote error: tls: bad certificate`,
      },
    ],
  },
  {
    estate: "card",
    cat: "dependency",
    origin: "fraud-scorer",
    hints: ["503", "unavailable", "circuit", "breaker", "vendor"],
    sev: "medium",
    note: "Mid-window the device-intelligence vendor (not logging here) answers 503 and fraud-scorer's breaker opens; origin is fraud-scorer. Meanwhile notify-sms logs an unrelated invalid-number error throughout.",
    win: 16,
    onset: "mid",
    emits: [
      {
        svc: "notify-sms",
        lvl: "error",
        every: 4,
        from: START,
        msg: (r) => `twilio error 21614: 'To' number +44*******${r.int(10, 99)} is not a valid mobile number`,
      },
      {
        svc: "fraud-scorer",
        lvl: "error",
        every: 1,
        until: 20,
        msg: () =>
          "device-intel lookup failed: 503 Server Error: Service Unavailable for url: https://api.deviceintel.io/v1/assess",
      },
      {
        svc: "fraud-scorer",
        lvl: "warn",
        every: 0.7,
        from: 20,
        msg: (r) =>
          `scoring stan=${stan(r)} without device features: pybreaker.CircuitBreakerError: Failures threshold reached, circuit breaker is open`,
      },
      {
        svc: "authz-core",
        lvl: "warn",
        every: 10,
        from: 25,
        msg: () => "c.b.authz.FraudClient - fraud scores degraded (device features missing) for 100% of requests",
      },
    ],
  },
  {
    estate: "card",
    cat: "memory",
    origin: "ledger-writer",
    hints: ["outofmemory", "heap", "memory", "oom"],
    sev: "high",
    note: "Early in the window ledger-writer's heap fills: back-to-back full GCs, then OutOfMemoryError: Java heap space and the JVM terminates; authz-core's hold postings time out.",
    win: 14,
    onset: "early",
    silence: [{ svc: "ledger-writer", from: 76 }],
    affects: [
      {
        svc: "ledger-writer",
        p: 0.5,
        lvl: "warn",
        until: 76,
        msg: (r) => `c.b.ledger.HoldWriter - hold H${r.int(1e8, 9e8)} posted after ${r.int(2000, 6000)}ms`,
      },
    ],
    emits: [
      {
        svc: "ledger-writer",
        lvl: "warn",
        every: 6,
        until: 75,
        msg: (r) =>
          `[gc] GC(${r.int(5000, 9000)}) Pause Full (G1 Compaction Pause) 2046M->${r.int(2030, 2045)}M(2048M) ${r.int(2500, 4800)}.${r.int(100, 999)}ms`,
      },
      {
        svc: "ledger-writer",
        lvl: "error",
        every: 1,
        count: 1,
        from: 60,
        msg: () => 'Exception in thread "kafka-consumer-holds-2" java.lang.OutOfMemoryError: Java heap space',
        stack: () =>
          javaStack("java.lang.OutOfMemoryError: Java heap space", [
            "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
            "java.base/java.io.ByteArrayOutputStream.ensureCapacity(ByteArrayOutputStream.java:100)",
            "com.bank.ledger.HoldBatch.serialize(HoldBatch.java:112)",
          ]),
      },
      {
        svc: "ledger-writer",
        lvl: "fatal",
        every: 1,
        count: 1,
        from: 75,
        msg: () => "Terminating due to java.lang.OutOfMemoryError: Java heap space",
      },
      {
        svc: "authz-core",
        lvl: "error",
        every: 1.5,
        from: 20,
        msg: (r) => `c.b.authz.HoldPublisher - hold ack for stan=${stan(r)} timed out after 5000ms (ledger-writer)`,
      },
    ],
  },
  {
    estate: "card",
    cat: "disk",
    origin: "mysql-cards",
    hints: ["disk", "full", "no space", "errno 28"],
    sev: "high",
    note: "Mid-window mysql-cards fills its binlog volume and blocks writes waiting for space; ledger-writer and spend-limits writes hang and time out.",
    win: 20,
    onset: "mid",
    emits: [
      {
        svc: "mysql-cards",
        lvl: "error",
        every: 60,
        msg: (r) =>
          `[ERROR] [MY-000035] [Server] Disk is full writing './binlog.000${r.int(400, 420)}' (OS errno 28 - No space left on device). Waiting for someone to free space... Retry in 60 secs. Message reprinted in 600 secs.`,
      },
      {
        svc: "spend-limits",
        lvl: "error",
        every: 2.2,
        from: 6,
        msg: (r) =>
          `fail: Cards.Limits.LimitCheck[0] Limit debit for card ${pan(r)} failed: MySqlConnector.MySqlException (0x80004005): The Command Timeout expired before the operation completed.`,
      },
      {
        svc: "authz-core",
        lvl: "warn",
        every: 3,
        from: 6,
        msg: (r) => `c.b.authz.HoldPublisher - hold posting slow for stan=${stan(r)}: ${r.int(5000, 9000)}ms`,
      },
    ],
    affects: [
      {
        svc: "ledger-writer",
        p: 0.9,
        from: 5,
        lvl: "error",
        msg: () => "c.b.ledger.HoldWriter - hold insert timed out",
        stack: () =>
          javaStack(
            "com.mysql.cj.jdbc.exceptions.MySQLTimeoutException: Statement cancelled due to timeout or client request",
            [
              "com.mysql.cj.jdbc.exceptions.SQLExceptionsMapping.translateException(SQLExceptionsMapping.java:113)",
              "com.mysql.cj.jdbc.ClientPreparedStatement.executeInternal(ClientPreparedStatement.java:916)",
              "com.bank.ledger.HoldWriter.insert(HoldWriter.java:73)",
            ],
          ),
      },
    ],
  },
  {
    estate: "card",
    cat: "unknown",
    origin: "token-vault",
    hints: ["internal", "unknown", "error"],
    sev: "high",
    note: "Early in the window token-vault begins failing a share of detokenize calls with a bare internal error and no cause; authz-core declines with rc=96.",
    win: 12,
    onset: "early",
    affects: [
      { svc: "token-vault", p: 0.4, lvl: "error", msg: (r) => `detokenize failed: internal error (ref ${r.hex(8)})` },
      {
        svc: "authz-core",
        p: 0.3,
        from: 0.2,
        lvl: "error",
        msg: (r) => `c.b.authz.DecisionService - decision=DECLINED rc=96 reason=vault_error pan=${pan(r)}`,
      },
    ],
  },
];
