// The 52 troubled windows of holdout113: 4 per category, spread over the four estates, each told the way its
// software really logs it (callers in their own words, retry storms, WARN-only or silent services).
import type { Estate, L } from "./estates.js";
import { BRIGHTLINE as BL, GRANITE as GR, LAKESHORE as LS, NORTHPOINT as NP } from "./estates.js";
import type { Rng } from "./rng.js";
import { dotnetStack, goPanic, javaStack, nodeStack, pyStack, rubyStack } from "./stacks.js";
import type { Fault } from "./stream.js";

export interface Spec {
  estate: Estate;
  fault: Fault;
}
const I = (msg: string): L => ({ lvl: "info", msg });
const W = (msg: string): L => ({ lvl: "warn", msg });
const E = (msg: string, stack?: string[], errType?: string): L => ({ lvl: "error", msg, stack, errType });
const F = (msg: string, stack?: string[], errType?: string): L => ({ lvl: "fatal", msg, stack, errType });
const ip = (r: Rng) => `10.${r.int(16, 40)}.${r.int(0, 255)}.${r.int(2, 254)}`;

const AUTH: Spec[] = [
  {
    estate: NP,
    fault: {
      cat: "authentication",
      origin: "kyc-gateway",
      hints: ["invalid_client", "oauth", "credential", "401", "unauthorized", "auth"],
      sev: "high",
      note: "kyc-gateway's OAuth client secret for the identity vendor stops being accepted, every token request gets 401 invalid_client and sign-up verification fails at sb-edge.",
      flowKinds: ["kyc"],
      fail: 1,
      originLine: (r) =>
        E(
          `token refresh failed for idv client np-prod-kyc: 401 {"error":"invalid_client","error_description":"Client authentication failed"}`,
          pyStack(
            [
              ["/app/kyc/vendor/client.py", 88, "_token", "resp.raise_for_status()"],
              [
                "/usr/local/lib/python3.11/site-packages/requests/models.py",
                1021,
                "raise_for_status",
                "raise HTTPError(http_error_msg, response=self)",
              ],
            ],
            `requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://auth.idv-vendor.example/oauth2/token (req ${r.hex(8)})`,
          ),
          "HTTPError",
        ),
      callerLine: () => E("verify: upstream kyc-gateway responded 502 Bad Gateway"),
      edgeStatus: 502,
      periodic: [
        {
          svc: "kyc-gateway",
          every: 30,
          line: () => W("vendor token cache empty, 0 valid tokens for client np-prod-kyc"),
        },
      ],
    },
  },
  {
    estate: LS,
    fault: {
      cat: "authentication",
      origin: "player-wallet",
      hints: ["signature", "jwt", "token", "idx10503", "authentication", "key"],
      sev: "high",
      note: "player-wallet keeps validating player tokens against a stale signing key after the identity provider rotated keys, rejecting every portal request as unauthenticated.",
      periodic: [
        {
          svc: "player-wallet",
          every: 1.5,
          line: (r) =>
            W(
              `Bearer was not authenticated. Failure message: IDX10503: Signature validation failed. Token does not have a kid. Keys tried: 'Microsoft.IdentityModel.Tokens.RsaSecurityKey, KeyId: 'lsl-2026-09', InternalId: '${r.hex(8)}'. '. Number of keys in TokenValidationParameters: '1'.`,
            ),
        },
        { svc: "player-wallet", every: 1.6, line: () => I("AuthenticationScheme: Bearer was challenged.") },
        {
          svc: "player-portal",
          every: 1.5,
          line: (r) => E(`wallet balance fetch failed: 401 Unauthorized (player ${r.digits(7)})`),
        },
        { svc: "player-portal", every: 2.2, line: (r) => W(`GET /api/account/summary 502 ${r.int(20, 90)}ms`) },
        { svc: "player-wallet", every: 20, line: () => I("JWKS cache hit, keys=1 (age 41h)") },
      ],
      quiet: true,
      quietAfter: 3,
      once: [
        {
          svc: "age-verify",
          at: -50,
          lines: () => [I("identity provider metadata refreshed: jwks kid lsl-2026-11 active")],
        },
      ],
    },
  },
  {
    estate: BL,
    fault: {
      cat: "authentication",
      origin: "market-ctl",
      hints: ["wrongpass", "password", "auth", "noauth", "credential"],
      sev: "high",
      note: "market-ctl's Redis password no longer matches after a secret rotation, so every market state read fails with WRONGPASS and bl-api cannot serve markets or bets.",
      flowKinds: ["markets", "bet"],
      fail: 0.9,
      originLine: (r) =>
        E(`redis: GET mkt:${r.digits(7)}: WRONGPASS invalid username-password pair or user is disabled.`),
      callerLine: () => E("upstream market-ctl failed: rpc error: code = Unavailable desc = market state unavailable"),
      edgeStatus: 503,
      once: [
        {
          svc: "market-ctl",
          at: 0,
          lines: () => [
            E(
              "redis pool: AUTH failed on new connection: WRONGPASS invalid username-password pair or user is disabled.",
            ),
          ],
        },
      ],
    },
  },
  {
    estate: GR,
    fault: {
      cat: "authentication",
      origin: "pos-hub",
      hints: ["hmac", "signature", "authentication", "session", "terminal auth"],
      sev: "medium",
      note: "pos-hub starts rejecting terminal session signatures after reloading its terminal key store, logging only WARN lines while stores see wagers refused.",
      fail: 0.6,
      originLine: (r) =>
        W(
          `[pos-${r.int(1, 24)}] terminal authentication failed: HMAC-SHA256 mismatch for session ${r.hex(12)} (keyId=tk-2026q4)`,
        ),
      edgeStatus: 401,
      once: [
        {
          svc: "pos-hub",
          at: -4,
          lines: () => [I("terminal keystore reloaded from /etc/pos/keys (2 entries, active=tk-2026q4)")],
        },
      ],
      periodic: [
        {
          svc: "pos-hub",
          every: 6,
          line: (r) => W(`[pos-${r.int(1, 24)}] terminal forced to re-login: session rejected, 3 attempts`),
        },
      ],
    },
  },
];

const AUTHZ: Spec[] = [
  {
    estate: NP,
    fault: {
      cat: "authorization",
      origin: "settlement-worker",
      hints: ["accessdenied", "not authorized", "403", "sqs", "permission"],
      sev: "high",
      note: "settlement-worker's IAM role loses sqs:SendMessage, so settled bets cannot be handed to the wallet queue and payouts stop.",
      quiet: true,
      periodic: [
        {
          svc: "settlement-worker",
          every: 4,
          line: (r) =>
            E(
              `Failed to publish payout batch for event ${r.digits(8)} (${r.int(20, 300)} bets)`,
              javaStack(
                `software.amazon.awssdk.services.sqs.model.SqsException: User: arn:aws:sts::418276003215:assumed-role/np-settlement-worker/${r.hex(10)} is not authorized to perform: sqs:sendmessage on resource: arn:aws:sqs:us-east-1:418276003215:wallet-payouts because no identity-based policy allows the sqs:sendmessage action (Service: Sqs, Status Code: 403, Request ID: ${r.hex(8)}-${r.hex(4)})`,
                [
                  "software.amazon.awssdk.core.internal.http.CombinedResponseHandler.handleErrorResponse(CombinedResponseHandler.java:125)",
                  "software.amazon.awssdk.services.sqs.DefaultSqsClient.sendMessage(DefaultSqsClient.java:2021)",
                  "com.northpoint.settlement.PayoutPublisher.publish(PayoutPublisher.java:64)",
                  "com.northpoint.settlement.SettlementJob.run(SettlementJob.java:112)",
                ],
              ),
              "SqsException",
            ),
        },
        {
          svc: "settlement-worker",
          every: 15,
          line: (r) => W(`payout backlog growing: ${r.int(300, 4000)} settled bets not yet paid`),
        },
        { svc: "notify-push", every: 25, line: () => I("push skipped template=bet_settled: no payouts in window") },
        {
          svc: "sb-edge",
          every: 9,
          line: (r) =>
            W(
              `GET /api/v3/account/bets?status=settled 200 ${r.int(40, 200)}ms (payout pending for ${r.int(1, 9)} bets)`,
            ),
        },
      ],
    },
  },
  {
    estate: LS,
    fault: {
      cat: "authorization",
      origin: "prize-claims",
      hints: ["permission denied", "insufficientprivilege", "privilege", "grant"],
      sev: "high",
      note: "After a schema migration prize-claims' database role lacks INSERT on claim_payouts, so every winning-ticket claim fails with permission denied.",
      flowKinds: ["validate"],
      fail: 0.55,
      originLine: (r) =>
        E(
          `PG::InsufficientPrivilege: ERROR:  permission denied for table claim_payouts (claim C${r.digits(7)})`,
          rubyStack([
            "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/connection_adapters/postgresql/database_statements.rb:55:in `exec'",
            "/app/app/services/claims/payout_recorder.rb:31:in `record!'",
            "/app/app/controllers/claims_controller.rb:22:in `create'",
          ]),
          "PG::InsufficientPrivilege",
        ),
      edgeStatus: 500,
      once: [{ svc: "prize-claims", at: -20, lines: () => [I("== 20261130 SplitClaimPayouts: migrated (0.8312s)")] }],
    },
  },
  {
    estate: BL,
    fault: {
      cat: "authorization",
      origin: "payments",
      hints: ["accessdenied", "kms", "not authorized", "decrypt", "permission"],
      sev: "high",
      note: "payments is no longer allowed kms:Decrypt on the card-token key, so deposits fail and bl-api returns 500s.",
      flowKinds: ["deposit"],
      fail: 1,
      originLine: (r) =>
        E(
          `deposit ${r.hex(12)} failed: cannot decrypt stored payment token`,
          javaStack(
            `software.amazon.awssdk.services.kms.model.KmsException: User: arn:aws:sts::770214938811:assumed-role/bl-payments-prod/${r.hex(12)} is not authorized to perform: kms:Decrypt on resource: arn:aws:kms:us-east-1:770214938811:key/3f2a${r.hex(4)}-card-tokens because no resource-based policy allows the kms:Decrypt action (Service: Kms, Status Code: 400, Request ID: ${r.hex(8)})`,
            [
              "software.amazon.awssdk.services.kms.DefaultKmsClient.decrypt(DefaultKmsClient.java:1190)",
              "com.brightline.payments.tokens.KmsTokenVault.reveal(KmsTokenVault.java:48)",
              "com.brightline.payments.deposit.DepositService.capture(DepositService.java:97)",
            ],
          ),
          "KmsException",
        ),
      callerLine: () => E("payments.Deposit: rpc error: code = Internal desc = token vault error"),
      edgeStatus: 500,
    },
  },
  {
    estate: GR,
    fault: {
      cat: "authorization",
      origin: "claims-desk",
      hints: ["authorization", "forbidden", "403", "role", "claimssupervisor"],
      sev: "medium",
      note: "After a role mapping change claims-desk denies payouts to cashier service accounts (policy requires ClaimsSupervisor), so cash-outs fail with 403.",
      flowKinds: ["cash"],
      fail: 0.85,
      originLine: () =>
        I(
          "Authorization failed. These requirements were not met: RolesAuthorizationRequirement:User.IsInRole must be true for one of the following roles: (ClaimsSupervisor)",
        ),
      caller: "cashier-api",
      callerLine: (r) => E(`POST /v1/payouts 502 ${r.int(20, 90)}ms - claims-desk responded 403 Forbidden`),
      edgeStatus: 502,
      once: [
        { svc: "claims-desk", at: -30, lines: () => [I("Role mapping reloaded from identity: 14 groups, 3 changed")] },
      ],
    },
  },
];

const DB: Spec[] = [
  {
    estate: NP,
    fault: {
      cat: "database",
      origin: "bet-placement",
      hints: ["too many clients", "connection", "postgres", "psql", "database", "sql"],
      sev: "high",
      note: "bet-placement's Postgres runs out of connection slots (FATAL: sorry, too many clients already), bets fail and sb-edge retries them loudly.",
      flowKinds: ["bet"],
      fail: 0.75,
      originLine: (r) =>
        E(
          `Could not open JDBC Connection for transaction; slip=S${r.digits(9)}`,
          javaStack("org.postgresql.util.PSQLException: FATAL: sorry, too many clients already", [
            "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
            "com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)",
            "com.northpoint.bets.BetService.place(BetService.java:141)",
          ]),
          "PSQLException",
        ),
      retries: 2,
      retryLine: (_r, n) => W(`bet-placement returned 500, retrying (${n}/2)`),
      callerLine: () => E("bet-placement failed after 3 attempts: 500 Internal Server Error"),
      edgeStatus: 500,
      periodic: [
        {
          svc: "bet-placement",
          every: 10,
          line: () => W("HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=57)"),
        },
      ],
    },
  },
  {
    estate: LS,
    fault: {
      cat: "database",
      origin: "ticket-issuer",
      hints: ["deadlock", "ora-00060", "sql", "database"],
      sev: "high",
      note: "ticket-issuer hits repeated Oracle deadlocks (ORA-00060) on the draw pool table, rolling back sales that terminals then see fail.",
      flowKinds: ["sale"],
      fail: 0.45,
      originLine: (r) =>
        E(
          `sale rolled back terminal=T${r.int(10000, 19999)}`,
          javaStack("java.sql.SQLException: ORA-00060: deadlock detected while waiting for resource", [
            "oracle.jdbc.driver.T4CTTIoer11.processError(T4CTTIoer11.java:630)",
            "oracle.jdbc.driver.OraclePreparedStatement.executeUpdate(OraclePreparedStatement.java:3660)",
            "gov.lakeshore.issuer.PoolLedger.add(PoolLedger.java:77)",
            "gov.lakeshore.issuer.TicketService.issue(TicketService.java:203)",
          ]),
          "SQLException",
        ),
      edgeStatus: 500,
      periodic: [
        {
          svc: "ticket-issuer",
          every: 12,
          line: (r) => W(`retrying pool update after deadlock victim (draw=${r.int(2400, 2460)})`),
        },
      ],
    },
  },
  {
    estate: BL,
    fault: {
      cat: "database",
      origin: "accounts",
      hints: ["read-only", "readonly", "pg::", "database", "transaction"],
      sev: "high",
      note: "accounts keeps writing to a Postgres node that became a read-only replica after failover, so logins and session writes fail with PG::ReadOnlySqlTransaction.",
      flowKinds: ["login"],
      fail: 0.95,
      originLine: (r) =>
        E(
          `ActiveRecord::StatementInvalid (PG::ReadOnlySqlTransaction: ERROR:  cannot execute UPDATE in a read-only transaction\n): (session ${r.hex(10)})`,
          rubyStack([
            "app/models/session_token.rb:18:in `touch_last_seen!'",
            "app/controllers/sessions_controller.rb:12:in `create'",
            "activerecord (7.1.3) lib/active_record/connection_adapters/postgresql/database_statements.rb:55:in `exec'",
          ]),
          "ActiveRecord::StatementInvalid",
        ),
      callerLine: () => E("upstream accounts returned 500 on session create"),
      edgeStatus: 500,
    },
  },
  {
    estate: GR,
    fault: {
      cat: "database",
      origin: "lotto-core",
      hints: ["deadlock", "mysql", "1213", "lock", "database"],
      sev: "high",
      note: "lotto-core's MySQL transactions deadlock on the wager journal (error 1213), so a large share of lottery wagers at the stores fail.",
      flowKinds: ["lotto"],
      fail: 0.5,
      originLine: (r) =>
        E(
          `WagerStore::commit: mysql_stmt_execute failed: Deadlock found when trying to get lock; try restarting transaction (1213) tsn=${r.hex(16).toUpperCase()}`,
        ),
      edgeStatus: 500,
      periodic: [
        { svc: "lotto-core", every: 20, line: (r) => W(`db: ${r.int(20, 90)} transactions rolled back in last 20s`) },
      ],
    },
  },
];

const NET: Spec[] = [
  {
    estate: NP,
    fault: {
      cat: "network",
      origin: "odds-ingest",
      hints: ["connection reset", "dns", "lookup", "network", "reset", "websocket"],
      sev: "high",
      note: "odds-ingest loses its streaming connection to the data provider (DNS failures and resets), trading-engine suspends markets for stale prices and bets are refused.",
      quiet: true,
      periodic: [
        {
          svc: "odds-ingest",
          every: 3,
          line: (r) =>
            r.chance(0.5)
              ? E(
                  `stream read failed: read tcp ${ip(r)}:${r.int(30000, 60000)}->52.94.${r.int(1, 250)}.${r.int(1, 250)}:443: read: connection reset by peer`,
                )
              : E(
                  `reconnect failed: dial tcp: lookup stream.feedco-data.example on 10.96.0.10:53: read udp ${ip(r)}:${r.int(30000, 60000)}->10.96.0.10:53: i/o timeout`,
                ),
        },
        {
          svc: "odds-ingest",
          every: 6,
          line: (r) => W(`websocket reconnect attempt ${r.int(2, 40)}, backoff ${r.int(1, 8)}s`),
        },
        {
          svc: "trading-engine",
          every: 2,
          line: (r) => W(`market 1.${r.digits(6)} SUSPENDED (no price update for ${r.int(30, 300)}s)`),
        },
        {
          svc: "bet-placement",
          every: 1,
          line: (r) => I(`Bet rejected slip=S${r.digits(9)} reason=MARKET_SUSPENDED market=1.${r.digits(6)}`),
          from: 20,
        },
      ],
    },
  },
  {
    estate: LS,
    fault: {
      cat: "network",
      origin: "retail-gw",
      hints: ["connection reset", "broken pipe", "network", "reset", "tcp"],
      sev: "high",
      note: "retail-gw's terminal-facing network path starts resetting connections, so retailer terminals drop by the hundreds and ticket sales fall.",
      flowKinds: ["sale", "validate", "portal"],
      fail: 0.5,
      originLine: (r) =>
        E(
          `terminal=T${r.int(10000, 19999)} write tcp 10.12.0.4:7443->${ip(r)}:${r.int(30000, 60000)}: write: connection reset by peer`,
        ),
      edgeStatus: 0,
      periodic: [
        {
          svc: "retail-gw",
          every: 1.5,
          line: (r) =>
            E(
              `terminal=T${r.int(10000, 19999)} read tcp 10.12.0.4:7443->${ip(r)}:${r.int(30000, 60000)}: read: connection reset by peer`,
            ),
        },
        {
          svc: "terminal-fleet",
          every: 5,
          line: (r) => W(`heartbeat batch: ${r.int(1500, 1900)} terminals online, ${r.int(400, 800)} unreachable`),
        },
        {
          svc: "ticket-issuer",
          every: 20,
          line: (r) => I(`sales rate ${r.int(20, 50)}/s (expected ~95/s for this hour)`),
        },
      ],
    },
  },
  {
    estate: BL,
    fault: {
      cat: "network",
      origin: "geofence",
      hints: ["network is unreachable", "unreachable", "network", "dial"],
      sev: "high",
      note: "geofence pods lose their egress route, every location check fails with network is unreachable and bl-api blocks bets fail-closed.",
      flowKinds: ["bet"],
      fail: 1,
      originLine: (r) =>
        E(
          `location check failed: Post "https://api.geo-vendor.example/v3/fix": dial tcp 34.120.${r.int(1, 250)}.${r.int(1, 250)}:443: connect: network is unreachable`,
        ),
      callerLine: () => W("geolocation unavailable, blocking wager (fail-closed)"),
      edgeStatus: 503,
    },
  },
  {
    estate: GR,
    fault: {
      cat: "network",
      origin: "sports-retail",
      hints: ["unknownhost", "dns", "name resolution", "network"],
      sev: "high",
      note: "sports-retail can no longer resolve odds-relay's hostname (Temporary failure in name resolution), so retail sports tickets cannot be priced.",
      flowKinds: ["sports"],
      fail: 0.9,
      originLine: (r) =>
        E(
          `price check failed for market ${r.digits(6)}`,
          javaStack(
            "java.net.UnknownHostException: odds-relay.granite-retail.svc.cluster.local: Temporary failure in name resolution",
            [
              "java.base/java.net.Inet6AddressImpl.lookupAllHostAddr(Native Method)",
              "java.base/java.net.InetAddress.getAllByName0(InetAddress.java:1534)",
              "org.apache.hc.client5.http.impl.io.DefaultHttpClientConnectionOperator.connect(DefaultHttpClientConnectionOperator.java:141)",
              "com.granite.sports.pricing.RelayClient.check(RelayClient.java:58)",
            ],
          ),
          "UnknownHostException",
        ),
      edgeStatus: 503,
    },
  },
];

const TIMEOUT: Spec[] = [
  {
    estate: NP,
    fault: {
      cat: "timeout",
      origin: "trading-engine",
      hints: ["timeout", "timed out", "slow", "lock"],
      sev: "high",
      note: "trading-engine's liability recompute stalls on a market lock, price and exposure calls take seconds and bet-placement's calls to it time out.",
      flowKinds: ["bet"],
      fail: 0.6,
      caller: "bet-placement",
      failMs: [900, 2100],
      originLine: (r) =>
        W(`slow liability update market=1.${r.digits(6)}: waited ${r.int(3000, 9000)}ms for market lock`),
      callerLine: (r) =>
        E(
          `price confirmation failed slip=S${r.digits(9)}`,
          javaStack("java.net.SocketTimeoutException: Read timed out", [
            "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
            "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:915)",
            "com.northpoint.bets.TradingClient.confirmPrice(TradingClient.java:72)",
          ]),
          "SocketTimeoutException",
        ),
      edgeStatus: 504,
      periodic: [
        {
          svc: "trading-engine",
          every: 10,
          line: (r) => W(`lock wait queue on market partition 3: ${r.int(40, 400)} waiters, oldest ${r.int(5, 30)}s`),
        },
      ],
    },
  },
  {
    estate: LS,
    fault: {
      cat: "timeout",
      origin: "age-verify",
      hints: ["readtimeout", "timed out", "timeout"],
      sev: "medium",
      note: "The state ID registry stops answering in time; age-verify's calls hit their 10 s read timeout and new players cannot be age-verified.",
      quiet: true,
      periodic: [
        {
          svc: "age-verify",
          every: 4,
          line: (r) =>
            E(
              `age verification failed for player ${r.digits(7)}`,
              pyStack(
                [
                  [
                    "/srv/age_verify/registry.py",
                    64,
                    "lookup",
                    "resp = self.session.post(url, json=payload, timeout=(3.05, 10))",
                  ],
                  [
                    "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
                    713,
                    "send",
                    "raise ReadTimeout(e, request=request)",
                  ],
                ],
                "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='idv.state-registry.example', port=443): Read timed out. (read timeout=10)",
              ),
              "ReadTimeout",
            ),
        },
        { svc: "player-portal", every: 5, line: (r) => E(`POST /api/register 504 ${r.int(10000, 10400)}ms`) },
      ],
    },
  },
  {
    estate: BL,
    fault: {
      cat: "timeout",
      origin: "limits-rg",
      hints: ["timeout", "timed out", "slow", "taskcanceled"],
      sev: "high",
      note: "limits-rg's stake-limit checks slow to several seconds (WARN only) and bl-api's calls time out, so bets and deposits fail.",
      flowKinds: ["bet", "deposit"],
      fail: 0.7,
      failMs: [2500, 3100],
      originLine: (r) =>
        W(
          `limit check slow customer=${r.hex(8)} took=${(r.int(30, 90) / 10).toFixed(1)}s (exposure scan ${r.int(20, 60)}k rows)`,
        ),
      callerLine: () => E("limits-rg.Check: context deadline exceeded"),
      edgeStatus: 504,
    },
  },
  {
    estate: GR,
    fault: {
      cat: "timeout",
      origin: "odds-relay",
      hints: ["deadline", "timeout", "timed out"],
      sev: "high",
      note: "odds-relay's snapshot builds start exceeding their deadline, price checks from sports-retail time out and retail sports tickets fail.",
      flowKinds: ["sports"],
      fail: 0.8,
      caller: "sports-retail",
      failMs: [1500, 2200],
      callerLine: (r) =>
        E(
          `price check failed market=${r.digits(6)}`,
          javaStack("java.net.SocketTimeoutException: Read timed out", [
            "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
            "org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:149)",
            "com.granite.sports.pricing.RelayClient.check(RelayClient.java:61)",
          ]),
          "SocketTimeoutException",
        ),
      edgeStatus: 504,
      quiet: true,
      periodic: [
        {
          svc: "odds-relay",
          every: 6,
          line: (r) =>
            E(
              `snapshot build aborted markets=${r.int(1500, 1900)}: context deadline exceeded (took 15.00${r.int(1, 9)}s)`,
            ),
        },
      ],
    },
  },
];

const RATE: Spec[] = [
  {
    estate: NP,
    fault: {
      cat: "rate_limiting",
      origin: "notify-push",
      hints: ["429", "quota", "rate", "too many"],
      sev: "medium",
      note: "notify-push blasts settlement pushes after a big event and FCM answers 429 QUOTA_EXCEEDED, its retries making the throttling worse.",
      quiet: true,
      periodic: [
        {
          svc: "notify-push",
          every: 0.8,
          line: (r) =>
            E(
              `push failed template=bet_settled batch=${r.hex(6)}`,
              nodeStack(
                "FirebaseMessagingError: Exceeded quota for sending messages (messaging/message-rate-exceeded)",
                [
                  "FirebaseMessagingError.fromServerError (/app/node_modules/firebase-admin/lib/utils/error.js:254:16)",
                  "/app/node_modules/firebase-admin/lib/messaging/messaging.js:244:59",
                  "async PushSender.sendBatch (/app/dist/push/sender.js:77:21)",
                ],
              ),
              "FirebaseMessagingError",
            ),
        },
        {
          svc: "notify-push",
          every: 1.2,
          line: (r) => W(`retrying batch in ${r.int(1, 4)}s (HTTP 429, retry-after 30)`),
        },
        {
          svc: "settlement-worker",
          every: 30,
          line: () => W("notification queue depth 18,400 (consumer notify-push lagging)"),
        },
      ],
    },
  },
  {
    estate: LS,
    fault: {
      cat: "rate_limiting",
      origin: "player-wallet",
      hints: ["429", "too many requests", "rate", "throttl"],
      sev: "high",
      note: "player-wallet exceeds the payment processor's request rate and gets 429 Too Many Requests for deposits and balance syncs.",
      periodic: [
        {
          svc: "player-wallet",
          every: 1.3,
          line: (r) =>
            E(
              `Deposit for player ${r.digits(7)} failed`,
              dotnetStack(
                "System.Net.Http.HttpRequestException: Response status code does not indicate success: 429 (Too Many Requests).",
                [
                  "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
                  "Lakeshore.Wallet.Processor.ProcessorClient.ChargeAsync(ChargeRequest req, CancellationToken ct) in /src/Wallet/Processor/ProcessorClient.cs:line 88",
                  "Lakeshore.Wallet.Deposits.DepositHandler.Handle(DepositCommand cmd) in /src/Wallet/Deposits/DepositHandler.cs:line 41",
                ],
              ),
              "HttpRequestException",
            ),
        },
        {
          svc: "player-wallet",
          every: 2.5,
          line: () => W("Processor rate limit hit: x-ratelimit-remaining=0, Retry-After=20"),
        },
        { svc: "player-portal", every: 1.8, line: (r) => E(`POST /api/wallet/deposit 502 ${r.int(100, 900)}ms`) },
      ],
    },
  },
  {
    estate: BL,
    fault: {
      cat: "rate_limiting",
      origin: "price-feed",
      hints: ["429", "rate limit", "too many requests", "throttl"],
      sev: "high",
      note: "price-feed's snapshot polling is throttled by the odds provider (429), prices go stale and market-ctl suspends markets.",
      quiet: true,
      periodic: [
        {
          svc: "price-feed",
          every: 2,
          line: (r) =>
            W(
              `provider throttled snapshot poll fixture=${r.digits(7)}: HTTP 429 Too Many Requests (x-ratelimit-remaining: 0, retry-after: ${r.int(10, 60)})`,
            ),
        },
        {
          svc: "price-feed",
          every: 7,
          line: (r) => W(`backing off ${r.int(2, 30)}s, ${r.int(200, 900)} fixtures waiting`),
        },
        {
          svc: "market-ctl",
          every: 1.5,
          line: (r) => W(`market ${r.digits(7)} suspended: price stale ${r.int(20, 200)}s`),
          from: 15,
        },
        {
          svc: "betslip",
          every: 1,
          line: (r) => I(`Slip ${r.hex(10)} rejected: MarketSuspended market=${r.digits(7)}`),
          from: 25,
        },
      ],
    },
  },
  {
    estate: GR,
    fault: {
      cat: "rate_limiting",
      origin: "age-id-check",
      hints: ["throttling", "rate exceeded", "throttl", "rate"],
      sev: "medium",
      note: "age-id-check's calls to the document-scan API are throttled (ThrottlingException: Rate exceeded), so ID checks and retail sports tickets fail.",
      flowKinds: ["sports"],
      fail: 0.7,
      originLine: (r) =>
        E(
          `id scan failed store=${r.int(100, 899)}`,
          pyStack(
            [
              ["/app/idcheck/scan.py", 52, "analyze", "resp = self.client.analyze_id(DocumentPages=[page])"],
              [
                "/usr/local/lib/python3.11/site-packages/botocore/client.py",
                1021,
                "_make_api_call",
                "raise error_class(parsed_response, operation_name)",
              ],
            ],
            "botocore.errorfactory.ThrottlingException: An error occurred (ThrottlingException) when calling the AnalyzeID operation (reached max retries: 4): Rate exceeded",
          ),
          "ThrottlingException",
        ),
      edgeStatus: 503,
    },
  },
];

const VALID: Spec[] = [
  {
    estate: NP,
    fault: {
      cat: "validation",
      origin: "odds-ingest",
      hints: ["unmarshal", "schema", "json", "decode", "validation"],
      sev: "high",
      note: "The data provider starts sending selection prices as strings and odds-ingest rejects every feed message it cannot unmarshal, so prices freeze and markets are suspended.",
      quiet: true,
      periodic: [
        {
          svc: "odds-ingest",
          every: 1,
          line: (r) =>
            E(
              `rejecting feed message event=${r.digits(8)}: json: cannot unmarshal string into Go struct field Selection.markets.selections.price of type float64`,
            ),
        },
        {
          svc: "odds-ingest",
          every: 10,
          line: (r) => W(`dead-lettered ${r.int(300, 2000)} feed messages in last 10s`),
        },
        {
          svc: "trading-engine",
          every: 2,
          line: (r) => W(`market 1.${r.digits(6)} SUSPENDED (no price update for ${r.int(30, 300)}s)`),
          from: 30,
        },
      ],
    },
  },
  {
    estate: LS,
    fault: {
      cat: "validation",
      origin: "draw-manager",
      hints: ["invalidformat", "deserialize", "format", "parse", "validation"],
      sev: "high",
      note: "draw-manager rejects the certified draw results file because its date format changed, so winning numbers are never loaded and prize validation at terminals fails.",
      once: [
        {
          svc: "draw-manager",
          at: 0,
          lines: () => [
            I("results import started: /inbound/results/LAKE5_2455.json"),
            E(
              "results import failed for draw 2455",
              javaStack(
                "com.fasterxml.jackson.databind.exc.InvalidFormatException: Cannot deserialize value of type `java.time.LocalDate` from String \"11/30/2026\": Failed to deserialize java.time.LocalDate: (java.time.format.DateTimeParseException) Text '11/30/2026' could not be parsed at index 0",
                [
                  "com.fasterxml.jackson.databind.exc.InvalidFormatException.from(InvalidFormatException.java:67)",
                  "com.fasterxml.jackson.databind.DeserializationContext.weirdStringException(DeserializationContext.java:1991)",
                  "gov.lakeshore.draw.results.ResultsImporter.load(ResultsImporter.java:58)",
                ],
              ),
              "InvalidFormatException",
            ),
          ],
        },
      ],
      periodic: [
        {
          svc: "draw-manager",
          every: 30,
          line: () => W("results import retry for draw 2455: InvalidFormatException (field drawDate)"),
        },
        {
          svc: "prize-claims",
          every: 3,
          line: (r) => E(`validation serial=${r.digits(12)} failed: no certified results for draw 2455`),
        },
        {
          svc: "retail-gw",
          every: 4,
          line: (r) =>
            W(
              `terminal=T${r.int(10000, 19999)} retailer=R${r.digits(5)} op=VALIDATE status=409 dur=${r.int(20, 90)}ms`,
            ),
        },
      ],
    },
  },
  {
    estate: BL,
    fault: {
      cat: "validation",
      origin: "grader",
      hints: ["validationerror", "validation", "pydantic", "int_parsing", "parse"],
      sev: "medium",
      note: "grader rejects result messages whose score now includes the penalty shoot-out ('2 (4)'), so slips for those fixtures are not settled.",
      quiet: true,
      quietAfter: 5,
      periodic: [
        {
          svc: "grader",
          every: 5,
          line: (r) =>
            E(
              `result for fixture ${r.digits(7)} rejected`,
              pyStack(
                [
                  ["/app/grader/consume.py", 41, "handle", "result = MatchResult.model_validate_json(body)"],
                  [
                    "/usr/local/lib/python3.12/site-packages/pydantic/main.py",
                    625,
                    "model_validate_json",
                    "return cls.__pydantic_validator__.validate_json(json_data, strict=strict, context=context)",
                  ],
                ],
                `pydantic_core._pydantic_core.ValidationError: 1 validation error for MatchResult\nscore.home\n  Input should be a valid integer, unable to parse string as an integer [type=int_parsing, input_value='${r.int(0, 3)} (${r.int(3, 5)})', input_type=str]`,
              ),
              "ValidationError",
            ),
        },
        { svc: "grader", every: 20, line: (r) => W(`unsettled slips waiting on results: ${r.int(2000, 9000)}`) },
      ],
    },
  },
  {
    estate: GR,
    fault: {
      cat: "validation",
      origin: "sports-retail",
      hints: ["constraintviolation", "validation", "must match", "invalid"],
      sev: "high",
      note: "sports-retail's request validation rejects the new-style selection ids that odds-relay started publishing, so most retail sports tickets are refused.",
      flowKinds: ["sports"],
      fail: 0.75,
      originLine: (r) =>
        W(
          `Validation failed for ticket request: jakarta.validation.ConstraintViolationException: place.slip.legs[${r.int(0, 3)}].selectionId: must match "^[0-9]+\\.[0-9]+$" (value 'mk:${r.digits(6)}:sel:${r.int(1, 30)}')`,
        ),
      edgeStatus: 422,
      once: [
        { svc: "odds-relay", at: -30, lines: () => [I("snapshot schema v4 enabled: selection ids now namespaced")] },
      ],
    },
  },
];

const NULLREF: Spec[] = [
  {
    estate: NP,
    fault: {
      cat: "null_reference",
      origin: "wallet-service",
      hints: ["nullreference", "null", "object reference"],
      sev: "high",
      note: "wallet-service throws NullReferenceException computing bonus balances for accounts without a bonus wallet, failing fund reservations for bets and deposits.",
      flowKinds: ["bet", "deposit"],
      fail: 0.55,
      originLine: (r) =>
        E(
          `Unhandled exception reserving funds for account ${r.digits(8)}`,
          dotnetStack("System.NullReferenceException: Object reference not set to an instance of an object.", [
            "Northpoint.Wallet.Bonus.BonusBalanceCalculator.Compute(Account account) in /src/Wallet/Bonus/BonusBalanceCalculator.cs:line 57",
            "Northpoint.Wallet.Funds.ReservationService.ReserveAsync(ReserveRequest req) in /src/Wallet/Funds/ReservationService.cs:line 112",
            "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext)",
          ]),
          "NullReferenceException",
        ),
      callerLine: () => E("wallet-service POST /funds/reserve failed with 500"),
      edgeStatus: 500,
      once: [
        {
          svc: "wallet-service",
          at: -40,
          lines: () => [I("Application started. Hosting environment: Production; Version: 8.14.0")],
        },
      ],
    },
  },
  {
    estate: LS,
    fault: {
      cat: "null_reference",
      origin: "prize-claims",
      hints: ["nomethoderror", "nil", "undefined method"],
      sev: "high",
      note: "prize-claims crashes with NoMethodError on nil for prize tiers missing in the new draw's table, so winning tickets cannot be validated.",
      flowKinds: ["validate"],
      fail: 0.6,
      originLine: (r) =>
        E(
          `NoMethodError (undefined method \`amount' for nil:NilClass) serial=${r.digits(12)}`,
          rubyStack([
            "app/services/prize_calculator.rb:44:in `payout_for'",
            "app/services/ticket_validator.rb:27:in `call'",
            "app/controllers/validations_controller.rb:9:in `create'",
          ]),
          "NoMethodError",
        ),
      edgeStatus: 500,
    },
  },
  {
    estate: BL,
    fault: {
      cat: "null_reference",
      origin: "market-ctl",
      hints: ["nil pointer", "nil", "panic", "invalid memory address"],
      sev: "high",
      note: "market-ctl panics with a nil pointer dereference on markets without a price ladder and crash-loops, so markets and bets fail at bl-api.",
      flowKinds: ["markets", "bet"],
      fail: 0.7,
      quiet: true,
      quietAfter: 2,
      callerLine: (r) =>
        E(
          `upstream market-ctl failed: rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp ${ip(r)}:9090: connect: connection refused"`,
        ),
      edgeStatus: 503,
      periodic: [
        {
          svc: "market-ctl",
          every: 25,
          line: (r) =>
            F(
              "panic: runtime error: invalid memory address or nil pointer dereference",
              goPanic(
                `[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x${r.hex(6)}]`,
                [
                  [
                    "github.com/brightline/market-ctl/internal/ladder.(*Ladder).Best(...)",
                    "/src/internal/ladder/ladder.go:88",
                  ],
                  [
                    "github.com/brightline/market-ctl/internal/market.(*Service).Reopen(0xc0001a2000, {0x1b2e0a0, 0xc000512300})",
                    "/src/internal/market/service.go:214 +0x5c",
                  ],
                  ["main.main.func3()", "/src/cmd/market-ctl/main.go:97 +0x1a5"],
                ],
                r.int(40, 400),
              ),
            ),
        },
        {
          svc: "market-ctl",
          every: 25,
          from: 1,
          line: (r) => I(`market-ctl starting version=3.8.${r.int(0, 3)} listen=:9090`),
        },
      ],
    },
  },
  {
    estate: GR,
    fault: {
      cat: "null_reference",
      origin: "cashier-api",
      hints: ["typeerror", "undefined", "cannot read properties"],
      sev: "high",
      note: "cashier-api throws TypeError reading payoutLimit of undefined for stores missing a limits profile, so cash-outs fail.",
      flowKinds: ["cash"],
      fail: 0.8,
      originLine: (r) =>
        E(
          `POST /v1/payouts 500 ${r.int(3, 20)}ms`,
          nodeStack("TypeError: Cannot read properties of undefined (reading 'payoutLimit')", [
            "checkLimits (/app/dist/payouts/limits.js:23:41)",
            "PayoutService.create (/app/dist/payouts/service.js:58:9)",
            "async /app/dist/routes/payouts.js:17:20",
          ]),
          "TypeError",
        ),
      edgeStatus: 500,
    },
  },
];

const CONFIG: Spec[] = [
  {
    estate: NP,
    fault: {
      cat: "configuration",
      origin: "geo-compliance",
      hints: ["config", "fence", "not found", "setting", "geo_fence_set"],
      sev: "high",
      note: "geo-compliance is rolled out pointing GEO_FENCE_SET at a boundary file that does not exist, so every location check fails closed and all bets are blocked.",
      flowKinds: ["bet"],
      fail: 1,
      originLine: () => E("geolocation check error: boundary set not loaded, failing closed"),
      callerLine: () => W("bet blocked: geolocation check returned error"),
      edgeStatus: 403,
      once: [
        {
          svc: "geo-compliance",
          at: 0,
          lines: () => [
            I("Starting geo-compliance 4.2.0 (image np/geo-compliance:4.2.0)"),
            E(
              "could not load boundary set: GEO_FENCE_SET=us-nj-border-v8 -> [Errno 2] No such file or directory: '/etc/geo/fences/us-nj-border-v8.geojson'",
            ),
            W("continuing without boundary polygons; all checks will fail closed"),
            I("Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)"),
          ],
        },
      ],
    },
  },
  {
    estate: LS,
    fault: {
      cat: "configuration",
      origin: "results-publisher",
      hints: ["config", "econnrefused", "redis", "url"],
      sev: "medium",
      note: "A config reload points results-publisher's cache URL at a wrong port, so it cannot publish results and the winning-numbers pages go stale.",
      quiet: true,
      once: [
        {
          svc: "results-publisher",
          at: 0,
          lines: () => [
            I(
              "config reloaded from /etc/results/publisher.yaml (cache.url redis://results-cache:6379 -> redis://results-cache:6380)",
            ),
          ],
        },
      ],
      periodic: [
        {
          svc: "results-publisher",
          every: 5,
          from: 1,
          line: () =>
            E(
              "[ioredis] Unhandled error event: Error: connect ECONNREFUSED 10.12.8.31:6380",
              nodeStack("Error: connect ECONNREFUSED 10.12.8.31:6380", [
                "TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)",
              ]),
              "Error",
            ),
        },
        {
          svc: "results-publisher",
          every: 25,
          from: 2,
          line: () => E("publish results snapshot failed: Connection is closed."),
        },
        {
          svc: "player-portal",
          every: 20,
          from: 30,
          line: () => W("results widget serving cached data older than 10 minutes"),
        },
      ],
    },
  },
  {
    estate: BL,
    fault: {
      cat: "configuration",
      origin: "limits-rg",
      hints: ["config", "limit", "deposit limit", "setting"],
      sev: "high",
      note: "A config change sets limits-rg's default daily deposit limit to 0, so it refuses every deposit as over limit (logged at WARN) and payments never run.",
      flowKinds: ["deposit"],
      fail: 1,
      originLine: (r) =>
        W(
          `deposit refused customer=${r.hex(8)} amount=${r.int(10, 300)}.00 reason=DAILY_DEPOSIT_LIMIT limit=0.00 used=0.00`,
        ),
      callerLine: () => W("deposit declined by limits-rg: DAILY_DEPOSIT_LIMIT"),
      edgeStatus: 422,
      once: [
        {
          svc: "limits-rg",
          at: 0,
          lines: () => [I("settings reloaded: rg.default_daily_deposit_limit=0 (was 2500), rg.cooloff_hours=24")],
        },
      ],
    },
  },
  {
    estate: GR,
    fault: {
      cat: "configuration",
      origin: "lotto-core",
      hints: ["config", "unknown game", "schedule", "disabled"],
      sev: "high",
      note: "lotto-core restarts with a sales schedule naming a game code it does not know, disables DAILY4 and refuses every DAILY4 wager.",
      flowKinds: ["lotto"],
      fail: 0.4,
      originLine: (r) => E(`wager refused: game DAILY4 not open for sale (store ${r.int(100, 899)})`),
      edgeStatus: 409,
      once: [
        {
          svc: "lotto-core",
          at: 0,
          lines: () => [
            I("lotto-core 5.3.1 starting, config=/etc/lotto/sales_schedule.yaml"),
            W(
              "config: sales_schedule.yaml line 42: unknown game code 'DLY4' in schedule 'weekday-evening'; game DAILY4 disabled",
            ),
            I("sales open for games: CASH5, MEGA"),
          ],
        },
      ],
    },
  },
];

const DEP: Spec[] = [
  {
    estate: NP,
    fault: {
      cat: "dependency",
      origin: "wallet-service",
      hints: ["circuit", "503", "psp", "unavailable", "provider"],
      sev: "high",
      note: "The payment service provider answers 503, wallet-service's circuit breaker opens and all deposits fail.",
      flowKinds: ["deposit"],
      fail: 1,
      originLine: (r) =>
        r.chance(0.6)
          ? E(
              `Deposit D${r.digits(8)} failed: The circuit is now open and is not allowing calls.`,
              undefined,
              "BrokenCircuitException",
            )
          : E(
              `Deposit D${r.digits(8)} failed: PSP responded 503 Service Unavailable (upstream connect error or disconnect/reset before headers)`,
            ),
      callerLine: () => E("deposit failed: wallet-service 502"),
      edgeStatus: 502,
      periodic: [
        {
          svc: "wallet-service",
          every: 30,
          line: () => W("Circuit breaker psp-gateway: Open -> HalfOpen -> Open (trial call failed: 503)"),
        },
      ],
    },
  },
  {
    estate: LS,
    fault: {
      cat: "dependency",
      origin: "ticket-issuer",
      hints: ["kafka", "broker", "not available", "timeout"],
      sev: "high",
      note: "The Kafka brokers ticket-issuer writes the sales journal to become unavailable, so it cannot confirm sales and terminals see failures.",
      flowKinds: ["sale"],
      fail: 0.85,
      originLine: (r) =>
        E(
          `sale not confirmed terminal=T${r.int(10000, 19999)}: journal write failed`,
          javaStack(
            "org.apache.kafka.common.errors.TimeoutException: Expiring 12 record(s) for sales-journal-3:120000 ms has passed since batch creation",
            [
              "org.apache.kafka.clients.producer.internals.FutureRecordMetadata.valueOrError(FutureRecordMetadata.java:98)",
              "gov.lakeshore.issuer.Journal.append(Journal.java:44)",
            ],
          ),
          "TimeoutException",
        ),
      edgeStatus: 503,
      periodic: [
        {
          svc: "ticket-issuer",
          every: 2,
          line: (r) =>
            W(
              `[Producer clientId=ticket-issuer-1] Connection to node ${r.int(1, 3)} (kafka-${r.int(1, 3)}.lsl-prod.svc/10.12.4.${r.int(10, 30)}:9092) could not be established. Broker may not be available.`,
            ),
        },
      ],
    },
  },
  {
    estate: BL,
    fault: {
      cat: "dependency",
      origin: "betslip",
      hints: ["redis", "redisconnectionexception", "no connection", "unavailable"],
      sev: "high",
      note: "The Redis cache betslip keeps slips in goes down, betslip gets RedisConnectionException on every call and bet placement fails.",
      flowKinds: ["bet"],
      fail: 0.95,
      originLine: (r) =>
        E(
          `Slip ${r.hex(10)} failed`,
          dotnetStack(
            `StackExchange.Redis.RedisConnectionException: No connection is active/available to service this operation: HGETALL slip:${r.hex(10)}; UnableToConnect on redis-slips:6379/Interactive, Initializing/NotStarted, last: NONE, outstanding: 0, last-read: 5s ago, last-write: 5s ago, keep-alive: 60s, state: Connecting, mgr: 10 of 10 available, last-heartbeat: never`,
            [
              "StackExchange.Redis.ConnectionMultiplexer.ExecuteSyncImpl[T](Message message, ResultProcessor`1 processor, ServerEndPoint server, T defaultValue)",
              "Brightline.Betslip.Store.SlipCache.Get(String slipId) in /src/Betslip/Store/SlipCache.cs:line 36",
            ],
          ),
          "RedisConnectionException",
        ),
      callerLine: () => E("betslip.Place: rpc error: code = Unavailable"),
      edgeStatus: 503,
    },
  },
  {
    estate: GR,
    fault: {
      cat: "dependency",
      origin: "claims-desk",
      hints: ["bank", "502", "circuit", "payout api", "unavailable"],
      sev: "high",
      note: "The bank payout API answers 502 Bad Gateway, claims-desk's Polly circuit opens and larger cash-outs fail at cashier-api with retries.",
      flowKinds: ["cash"],
      fail: 0.8,
      caller: "cashier-api",
      originLine: (r) =>
        r.chance(0.5)
          ? E(`Payout ${r.digits(8)} failed: bank API returned 502 (Bad Gateway) from payouts.bankpartner.example`)
          : E(
              `Payout ${r.digits(8)} failed: Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.`,
              undefined,
              "BrokenCircuitException",
            ),
      retries: 3,
      retryLine: (_r, n) => W(`claims-desk payout failed (502), retrying ${n}/3`),
      callerLine: (r) => E(`POST /v1/payouts 502 ${r.int(800, 3000)}ms - claims-desk unavailable`),
      edgeStatus: 502,
    },
  },
];

const MEM: Spec[] = [
  {
    estate: NP,
    fault: {
      cat: "memory",
      origin: "trading-engine",
      hints: ["outofmemory", "heap", "memory", "gc"],
      sev: "high",
      note: "trading-engine's heap fills up with long GC pauses and then java.lang.OutOfMemoryError, so price snapshots and bet liability updates fail.",
      flowKinds: ["bet"],
      fail: 0.5,
      caller: "bet-placement",
      failMs: [300, 1500],
      originLine: (r) =>
        r.chance(0.3)
          ? E(
              "Handler dispatch failed; nested exception is java.lang.OutOfMemoryError: Java heap space",
              javaStack("java.lang.OutOfMemoryError: Java heap space", [
                "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
                "com.northpoint.trading.exposure.ExposureBook.snapshot(ExposureBook.java:201)",
              ]),
              "OutOfMemoryError",
            )
          : W(
              `[gc] Pause Full (G1 Compaction Pause) 3${r.int(900, 999)}M->3${r.int(900, 999)}M(4096M) ${r.int(1800, 5200)}.${r.int(100, 999)}ms`,
            ),
      callerLine: () => E("trading-engine liability update failed: 500 Internal Server Error"),
      edgeStatus: 500,
      periodic: [
        {
          svc: "trading-engine",
          every: 8,
          line: (r) => W(`[gc] GC(${r.int(900, 2000)}) To-space exhausted; heap after GC ${r.int(96, 99)}%`),
        },
      ],
    },
  },
  {
    estate: LS,
    fault: {
      cat: "memory",
      origin: "player-portal",
      hints: ["heap", "out of memory", "memory", "allocation failed"],
      sev: "high",
      note: "player-portal runs out of JavaScript heap and crash-loops, so players cannot log in, buy or see balances.",
      quiet: true,
      periodic: [
        {
          svc: "player-portal",
          every: 40,
          line: () =>
            F("FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory", [
              "",
              "<--- Last few GCs --->",
              "[1:0x5d1c2a0]   812344 ms: Mark-Compact 2037.6 (2083.1) -> 2031.9 (2084.4) MB, 1893.21 / 0.00 ms  (average mu = 0.112, current mu = 0.027) allocation failure; scavenge might not succeed",
              "",
              "<--- JS stacktrace --->",
              " 1: 0xb8ced1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
            ]),
        },
        { svc: "player-portal", every: 40, from: 6, line: () => I("portal listening on :3000 (node v20.11.1)") },
        {
          svc: "player-portal",
          every: 5,
          from: 8,
          line: (r) => W(`GET /api/account/summary 200 ${r.int(1800, 6000)}ms`),
        },
        {
          svc: "retail-gw",
          every: 30,
          line: () => I("op=SYNC upstream portal unreachable, using cached draw catalogue"),
        },
      ],
    },
  },
  {
    estate: BL,
    fault: {
      cat: "memory",
      origin: "price-feed",
      hints: ["sigkill", "out of memory", "memory", "oom"],
      sev: "high",
      note: "price-feed's gunicorn workers are killed for running out of memory one after another, prices stop and markets are suspended for stale prices.",
      quiet: true,
      periodic: [
        {
          svc: "price-feed",
          every: 18,
          line: (r) => E(`Worker (pid:${r.int(100, 999)}) was sent SIGKILL! Perhaps out of memory?`),
        },
        { svc: "price-feed", every: 18, from: 1, line: (r) => I(`Booting worker with pid: ${r.int(1000, 9999)}`) },
        {
          svc: "price-feed",
          every: 18,
          from: 3,
          line: (r) => W(`fixture cache rebuilt: ${r.int(2, 4)}.${r.int(1, 9)} GiB resident`),
        },
        {
          svc: "market-ctl",
          every: 2,
          from: 20,
          line: (r) => W(`market ${r.digits(7)} suspended: price stale ${r.int(20, 200)}s`),
        },
      ],
    },
  },
  {
    estate: GR,
    fault: {
      cat: "memory",
      origin: "lotto-core",
      hints: ["bad_alloc", "memory", "allocation"],
      sev: "high",
      note: "lotto-core throws std::bad_alloc and aborts repeatedly, so lottery wagers from every store fail.",
      flowKinds: ["lotto"],
      fail: 0.9,
      edgeStatus: 503,
      quiet: true,
      periodic: [
        {
          svc: "lotto-core",
          every: 30,
          line: () =>
            F("terminate called after throwing an instance of 'std::bad_alloc'", ["  what():  std::bad_alloc"]),
        },
        {
          svc: "lotto-core",
          every: 30,
          from: 4,
          line: (r) => I(`lotto-core 5.3.0 starting, journal replay ${r.int(10, 90)}k wagers`),
        },
        {
          svc: "lotto-core",
          every: 10,
          from: 2,
          line: (r) => W(`rss ${r.int(7, 8)}.${r.int(1, 9)} GiB of 8 GiB limit, wager cache entries ${r.int(9, 14)}M`),
        },
      ],
    },
  },
];

const DISK: Spec[] = [
  {
    estate: NP,
    fault: {
      cat: "disk",
      origin: "settlement-worker",
      hints: ["no space", "disk", "enospc", "ioexception"],
      sev: "high",
      note: "settlement-worker's export volume fills up and every settlement batch fails with No space left on device, so bets stay unsettled.",
      quiet: true,
      periodic: [
        {
          svc: "settlement-worker",
          every: 5,
          line: (r) =>
            E(
              `Settlement batch failed for event ${r.digits(8)}`,
              javaStack("java.io.IOException: No space left on device", [
                "java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
                "java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:285)",
                "com.northpoint.settlement.export.SettlementExporter.writeBatch(SettlementExporter.java:93)",
              ]),
              "IOException",
            ),
        },
        { svc: "settlement-worker", every: 60, line: () => W("disk usage /var/settlement 100% (0 B free)") },
        { svc: "sb-edge", every: 12, line: (r) => I(`GET /api/v3/account/bets?status=open 200 ${r.int(30, 150)}ms`) },
      ],
    },
  },
  {
    estate: LS,
    fault: {
      cat: "disk",
      origin: "rg-limits",
      hints: ["no space", "errno 28", "disk", "oserror"],
      sev: "medium",
      note: "rg-limits cannot write its spend ledger spool because the disk is full (Errno 28), so limit checks fail and portal purchases are refused.",
      quiet: true,
      periodic: [
        {
          svc: "rg-limits",
          every: 3,
          line: (r) =>
            E(
              `limit check failed player=${r.digits(7)}`,
              pyStack(
                [["/srv/rg/ledger.py", 112, "append", "fh.write(record)"]],
                `OSError: [Errno 28] No space left on device: '/var/spool/rg/ledger-${r.int(20261130, 20261130)}.jsonl'`,
              ),
              "OSError",
            ),
        },
        {
          svc: "player-portal",
          every: 4,
          line: (r) => E(`purchase failed player=${r.digits(7)}: rg-limits returned 500`),
        },
      ],
    },
  },
  {
    estate: BL,
    fault: {
      cat: "disk",
      origin: "market-ctl",
      hints: ["no space", "disk", "enospc", "journal"],
      sev: "high",
      note: "market-ctl's journal volume fills up, market state writes fail with no space left on device and bets and market listings fail.",
      flowKinds: ["bet", "markets"],
      fail: 0.75,
      originLine: (r) =>
        E(`journal append failed: write /var/lib/market-ctl/journal/${r.digits(6)}.log: no space left on device`),
      callerLine: () => E("upstream market-ctl failed: rpc error: code = Internal desc = journal unavailable"),
      edgeStatus: 500,
      periodic: [
        {
          svc: "market-ctl",
          every: 30,
          line: () => W("journal compaction skipped: insufficient free space (0.0% free on /var/lib/market-ctl)"),
        },
      ],
    },
  },
  {
    estate: GR,
    fault: {
      cat: "disk",
      origin: "claims-desk",
      hints: ["no space", "disk", "ioexception"],
      sev: "high",
      note: "claims-desk's receipt storage volume is full and every claim approval fails with IOException No space left on device.",
      flowKinds: ["cash"],
      fail: 0.9,
      caller: "cashier-api",
      originLine: (r) =>
        E(
          `Claim ${r.digits(8)} approval failed`,
          dotnetStack("System.IO.IOException: No space left on device : '/data/receipts/2026/11/30'", [
            "System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan`1 buffer, Int64 fileOffset)",
            "Granite.Claims.Receipts.ReceiptStore.SaveAsync(Receipt receipt) in /src/Claims/Receipts/ReceiptStore.cs:line 49",
          ]),
          "IOException",
        ),
      callerLine: (r) => E(`POST /v1/payouts 502 ${r.int(20, 90)}ms - claims-desk responded 500`),
      edgeStatus: 502,
    },
  },
];

const UNKNOWN: Spec[] = [
  {
    estate: NP,
    fault: {
      cat: "unknown",
      origin: "bet-placement",
      hints: ["internal", "unexpected", "unknown", "error"],
      sev: "high",
      note: "bet-placement starts failing most bet acceptances with a generic internal error code and no detail.",
      flowKinds: ["bet"],
      fail: 0.7,
      originLine: (r) => E(`Bet acceptance failed slip=S${r.digits(9)} code=E_UNEXPECTED`),
      callerLine: () => E("bet-placement: 500 Internal Server Error"),
      edgeStatus: 500,
    },
  },
  {
    estate: LS,
    fault: {
      cat: "unknown",
      origin: "player-wallet",
      hints: ["500", "internal", "unknown", "error"],
      sev: "high",
      note: "player-wallet answers most requests with 500 without logging any exception, and player-portal reports wallet failures.",
      quiet: true,
      periodic: [
        {
          svc: "player-wallet",
          every: 1.4,
          line: (r) =>
            W(
              `Request finished HTTP/1.1 GET http://player-wallet:8080/balance/${r.digits(7)} - 500 0 - ${r.int(1, 9)}.${r.int(1000, 9999)}ms`,
            ),
        },
        {
          svc: "player-portal",
          every: 1.4,
          line: (r) => E(`wallet balance fetch failed: 500 Internal Server Error (player ${r.digits(7)})`),
        },
      ],
    },
  },
  {
    estate: BL,
    fault: {
      cat: "unknown",
      origin: "grader",
      hints: ["exit", "unknown", "crash", "aborted"],
      sev: "medium",
      note: "grader's settlement batches abort and the process exits with status 1 over and over without saying why.",
      quiet: true,
      periodic: [
        { svc: "grader", every: 20, line: (r) => E(`settlement batch ${r.hex(8)} aborted`) },
        { svc: "grader", every: 20, from: 1, line: () => E("process exited with status 1") },
        {
          svc: "grader",
          every: 20,
          from: 4,
          line: (r) => I(`grader starting (build ${r.hex(7)}) consuming results.final`),
        },
        {
          svc: "bl-api",
          every: 15,
          from: 60,
          line: (r) =>
            I(`request completed method=GET path=/v2/slips/open status=200 duration_ms=${r.int(30, 200)} client=web`),
        },
      ],
    },
  },
  {
    estate: GR,
    fault: {
      cat: "unknown",
      origin: "odds-relay",
      hints: ["unknown", "stale", "no update", "silent"],
      sev: "high",
      note: "odds-relay stops publishing snapshots and goes silent while still accepting connections; sports-retail suspends retail markets for stale prices.",
      flowKinds: ["sports"],
      fail: 0.7,
      quiet: true,
      caller: "sports-retail",
      failMs: [2000, 2100],
      callerLine: () => W("Ticket rejected: price data stale (last odds-relay update > 30s)"),
      edgeStatus: 409,
      periodic: [
        {
          svc: "sports-retail",
          every: 10,
          from: 30,
          line: (r) =>
            W(`no snapshot from odds-relay for ${r.int(30, 600)}s, ${r.int(1200, 1900)} retail markets suspended`),
        },
      ],
    },
  },
];

export const INCIDENTS: Spec[][] = [
  AUTH,
  AUTHZ,
  DB,
  NET,
  TIMEOUT,
  RATE,
  VALID,
  NULLREF,
  CONFIG,
  DEP,
  MEM,
  DISK,
  UNKNOWN,
];
