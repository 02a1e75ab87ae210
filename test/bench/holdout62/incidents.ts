// The 52 failures of holdout62: 13 categories x 4 estates, each told the way the origin and its callers really log it.

import { helpers as h, type Msg } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Line {
  svc: string;
  level: Level;
  msg: Msg;
  /** mean gap in seconds */
  every: number;
  stack?: Msg;
  /** seconds after the start before this line begins */
  from?: number;
  /** stop after this many lines */
  max?: number;
}
export interface IncidentSpec {
  est: "K" | "P" | "V" | "N";
  origin: string;
  cat: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** share of the origin's normal lines that disappear after the start (1 = it goes quiet) */
  drop: number;
  /** origin lines before the start: [seconds relative to start, level, message] */
  pre?: [number, Level, string][];
  lines: Line[];
}

const L = (svc: string, level: Level, every: number, msg: Msg, more: Partial<Line> = {}): Line => ({
  svc,
  level,
  every,
  msg,
  ...more,
});
const jstack = (ex: string, frames: string[], cause?: string) =>
  [
    ex,
    ...frames.map((f) => `\tat ${f}`),
    ...(cause ? [`Caused by: ${cause}`, "\t... 23 common frames omitted"] : []),
  ].join("\n");
const pystack = (frames: [string, number, string, string][], last: string) =>
  [
    "Traceback (most recent call last):",
    ...frames.flatMap(([f, n, fn, code]) => [`  File "${f}", line ${n}, in ${fn}`, `    ${code}`]),
    last,
  ].join("\n");
const nodestack = (err: string, frames: string[]) => [err, ...frames.map((f) => `    at ${f}`)].join("\n");
const netstack = (ex: string, frames: string[]) => [ex, ...frames.map((f) => `   at ${f}`)].join("\n");
const rbstack = (frames: string[]) => frames.join("\n");
const wd = (r: Rng) => `wd_${r.hex(10)}`;
const kb = (r: Rng) => `KB${r.int(10000000, 99999999)}`;

export const INCIDENTS: IncidentSpec[] = [
  // ---------------- authentication
  {
    est: "K",
    origin: "odds-ingest",
    cat: "authentication",
    hints: ["auth", "401", "token", "credential", "unauthorized", "invalid_client"],
    sev: "high",
    drop: 0.9,
    note: "odds-ingest can no longer refresh its OAuth token with the betgenius feed (invalid_client), prices stop and pricing-engine suspends markets so bets are rejected",
    lines: [
      L(
        "odds-ingest",
        "error",
        6,
        () =>
          `token refresh failed provider=betgenius status=401 body={"error":"invalid_client","error_description":"Client authentication failed"}`,
      ),
      L(
        "odds-ingest",
        "warn",
        9,
        (r) => `stream reconnect provider=betgenius attempt=${r.int(2, 40)} err="401 Unauthorized"`,
      ),
      L(
        "pricing-engine",
        "warn",
        2.5,
        (r) =>
          `No price update for event ${h.ev(r)} in ${r.int(30, 240)}s, suspending ${r.int(3, 40)} markets (feed stale)`,
        { from: 40 },
      ),
      L("bet-placement", "info", 1.2, (r) => `bet rejected id=${kb(r)} reason=MARKET_SUSPENDED`, { from: 50 }),
      L("sb-edge", "warn", 2, (r) => `POST /v2/betslip/place 409 ${h.ms(r, 20, 90)} code=SELECTION_SUSPENDED`, {
        from: 50,
      }),
    ],
  },
  {
    est: "P",
    origin: "payments-gw",
    cat: "authentication",
    hints: ["401", "unauthorized", "api key", "credential", "authentication"],
    sev: "high",
    drop: 0.8,
    note: "after a key rotation the PSP rejects payments-gw's API key with 401, every deposit fails and web-bff returns 502s",
    lines: [
      L(
        "payments-gw",
        "error",
        3,
        (r) =>
          `PSP call failed: HTTP 401 Unauthorized {"status":401,"errorCode":"000","message":"HTTP Status Response - Unauthorized","errorType":"security"} player=${h.acct(r)}`,
        {
          stack: () =>
            jstack("com.adyen.service.exception.ApiException: HTTP Exception", [
              "com.adyen.service.resource.Resource.request(Resource.java:124)",
              "com.adyen.service.checkout.PaymentsApi.payments(PaymentsApi.java:211)",
              "com.pitchside.payments.psp.AdyenClient.authorise(AdyenClient.java:88)",
              "com.pitchside.payments.DepositService.deposit(DepositService.java:63)",
            ]),
        },
      ),
      L(
        "web-bff",
        "error",
        2,
        (r) => `POST /api/wallet/deposit 502 ${r.int(200, 900)} ms - 87 upstream=payments-gw "payment provider error"`,
      ),
      L("web-bff", "warn", 6, () => "deposit failed, showing 'Something went wrong with your deposit' to customer"),
    ],
  },
  {
    est: "V",
    origin: "btc-node-client",
    cat: "authentication",
    hints: ["401", "unauthorized", "rpc", "password", "credential", "authentication"],
    sev: "high",
    drop: 0.95,
    note: "btc-node-client's RPC credentials are refused by bitcoind (401) after the rpcauth line was rotated, BTC deposits and withdrawals stall",
    lines: [
      L(
        "btc-node-client",
        "error",
        4,
        (r) =>
          `rpc ${r.pick(["getblockchaininfo", "listsinceblock", "getrawtransaction", "estimatesmartfee"])} failed: status 401 Unauthorized (empty body) url=http://bitcoind-0.bitcoind:8332`,
      ),
      L(
        "btc-node-client",
        "warn",
        20,
        () => "node bitcoind-0 marked unhealthy: authentication rejected, no fallback node configured",
      ),
      L(
        "withdrawal-processor",
        "error",
        3,
        (r) => `broadcast failed for ${wd(r)}: btc-node-client returned 503 {"error":"node unavailable"}`,
        { from: 20 },
      ),
      L("withdrawal-processor", "warn", 4, (r) => `requeue ${wd(r)} attempt=${r.int(2, 9)} delay=30s`, { from: 25 }),
      L(
        "api-gateway",
        "warn",
        8,
        (r) =>
          `method=GET path=/api/v3/deposit/address status=503 dur=${h.ms(r, 5, 30)} client=${h.pub(r)} upstream=btc-node-client`,
        { from: 30 },
      ),
    ],
  },
  {
    est: "N",
    origin: "balances",
    cat: "authentication",
    hints: ["wrongpass", "auth", "password", "authentication", "redis"],
    sev: "high",
    drop: 0.9,
    note: "balances cannot authenticate to its Redis after the password was rotated (WRONGPASS), order reservations fail and edge-rest returns 500s",
    lines: [
      L(
        "balances",
        "error",
        3,
        () =>
          "Failed to reserve funds: StackExchange.Redis.RedisConnectionException: It was not possible to connect to the redis server(s). There was an authentication failure; check that passwords (or client certificates) are configured correctly: (RedisServerException) WRONGPASS invalid username-password pair or user is disabled.",
        {
          stack: () =>
            netstack(
              "StackExchange.Redis.RedisConnectionException: It was not possible to connect to the redis server(s).",
              [
                "StackExchange.Redis.ConnectionMultiplexer.ExecuteSyncImpl[T](Message message, ResultProcessor`1 processor, ServerEndPoint server, T defaultValue) in /_/src/StackExchange.Redis/ConnectionMultiplexer.cs:line 2099",
                "Norvex.Balances.Reservations.RedisReservationStore.TryReserve(String account, String asset, Decimal amount) in /src/Balances/Reservations/RedisReservationStore.cs:line 58",
                "Norvex.Balances.Api.ReservationsController.Post(ReserveRequest req) in /src/Balances/Api/ReservationsController.cs:line 31",
              ],
            ),
        },
      ),
      L(
        "edge-rest",
        "error",
        1.5,
        (r) => `POST /v1/orders 500 - ${r.int(3, 30)}ms balances: Request failed with status code 500`,
      ),
      L("edge-rest", "warn", 3, (r) => `retry 1/2 balances POST /reserve after 500 (${r.int(50, 150)}ms)`),
    ],
  },
  // ---------------- authorization
  {
    est: "K",
    origin: "settlement",
    cat: "authorization",
    hints: ["accessdenied", "access denied", "not authorized", "permission", "authorization", "forbidden"],
    sev: "medium",
    drop: 0.95,
    note: "settlement is denied sqs:ReceiveMessage on its results queue after an IAM policy change, so no bets settle and wallet payouts stop",
    lines: [
      L("settlement", "error", 10, (r) => `results consumer failed, sleeping ${r.int(5, 20)}s`, {
        stack: () =>
          pystack(
            [
              [
                "/app/settlement/consumer.py",
                77,
                "poll",
                "resp = self.sqs.receive_message(QueueUrl=self.queue_url, MaxNumberOfMessages=10, WaitTimeSeconds=20)",
              ],
              [
                "/usr/local/lib/python3.12/site-packages/botocore/client.py",
                565,
                "_api_call",
                "return self._make_api_call(operation_name, kwargs)",
              ],
              [
                "/usr/local/lib/python3.12/site-packages/botocore/client.py",
                1021,
                "_make_api_call",
                "raise error_class(parsed_response, operation_name)",
              ],
            ],
            "botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the ReceiveMessage operation: User: arn:aws:sts::418823006120:assumed-role/settlement-prod/botocore-session-1780 is not authorized to perform: sqs:receivemessage on resource: arn:aws:sqs:us-east-1:418823006120:results-settle-prod because no identity-based policy allows the sqs:receivemessage action",
          ),
      }),
      L(
        "wallet",
        "warn",
        45,
        (r) => `No settlement credits received in the last ${r.int(3, 6)} minutes (expected ~40/min)`,
        { from: 180 },
      ),
      L("sb-edge", "info", 12, (r) => `GET /v2/bets/open 200 ${h.ms(r, 20, 80)} unsettled_finished=${r.int(3, 40)}`, {
        from: 60,
      }),
    ],
  },
  {
    est: "P",
    origin: "trading-desk",
    cat: "authorization",
    hints: ["authorization", "not authorized", "topicauthorization", "acl"],
    sev: "high",
    drop: 0.6,
    note: "trading-desk loses its Kafka ACL to write prices.v2 (TopicAuthorizationException), betslip-api sees no fresh prices and rejects slips",
    lines: [
      L(
        "trading-desk",
        "error",
        4,
        () => "[Producer clientId=trading-desk-prices] Topic authorization failed for topics [prices.v2]",
        {
          stack: () =>
            jstack(
              "org.apache.kafka.common.errors.TopicAuthorizationException: Not authorized to access topics: [prices.v2]",
              [],
            ),
        },
      ),
      L(
        "trading-desk",
        "error",
        8,
        (r) => `Failed to publish price batch for sr:match:${h.ev(r)} (${r.int(4, 90)} markets), will retry`,
      ),
      L(
        "betslip-api",
        "warn",
        1.2,
        (r) =>
          `slip rejected slip=${r.hex(10)} code=PRICE_UNAVAILABLE market=sr:match:${h.ev(r)}/${r.int(1, 200)} age=${r.int(20, 300)}s`,
        { from: 30 },
      ),
      L("web-bff", "warn", 2, (r) => `POST /api/betslip 422 ${r.int(20, 90)} ms - 140`, { from: 30 }),
    ],
  },
  {
    est: "V",
    origin: "custody-hot",
    cat: "authorization",
    hints: ["permission denied", "403", "authorization", "forbidden", "vault", "policy"],
    sev: "high",
    drop: 0.85,
    note: "custody-hot is denied the Vault transit sign path (403 permission denied) after a policy change, withdrawals cannot be signed",
    lines: [
      L(
        "custody-hot",
        "error",
        5,
        (r) =>
          `sign request failed wallet=hot-${r.pick(["btc", "eth"])}-01: Error making API request.\n\nURL: POST https://vault.vlx-sec.svc:8200/v1/transit/sign/hot-signer\nCode: 403. Errors:\n\n* 1 error occurred:\n\t* permission denied`,
      ),
      L(
        "withdrawal-processor",
        "error",
        2.5,
        (r) => `signing failed for ${wd(r)}: custody-hot responded 502 Bad Gateway`,
      ),
      L("withdrawal-processor", "warn", 3, (r) => `retry ${r.int(1, 5)}/5 for ${wd(r)} in ${r.pick([2, 4, 8, 16])}s`),
      L(
        "api-gateway",
        "info",
        15,
        (r) => `method=GET path=/api/v3/withdraw/${wd(r)} status=200 dur=3ms client=${h.pub(r)} state=SIGNING`,
      ),
    ],
  },
  {
    est: "N",
    origin: "sanctions-check",
    cat: "authorization",
    hints: ["permission denied", "insufficientprivilege", "privilege", "authorization"],
    sev: "medium",
    drop: 0.9,
    note: "after a migration sanctions-check's DB role lacks INSERT on screening_results (permission denied), every withdrawal screen fails and withdraw-svc holds them",
    pre: [[-40, "info", "alembic: Running upgrade 3f1c2a -> 9b7e04, split screening_results by chain"]],
    lines: [
      L("sanctions-check", "error", 6, () => "Exception on /v1/screen [POST]", {
        stack: () =>
          pystack(
            [
              ["/app/sanctions/api.py", 58, "screen", "store.save(result)"],
              ["/app/sanctions/store.py", 41, "save", "cur.execute(INSERT_SQL, row)"],
            ],
            "psycopg2.errors.InsufficientPrivilege: permission denied for table screening_results",
          ),
      }),
      L(
        "withdraw-svc",
        "error",
        3,
        (r) =>
          `Withdrawal W${r.int(100000, 999999)} held: sanctions screen failed (Faraday::ServerError: the server responded with status 500)`,
      ),
      L("withdraw-svc", "warn", 4, (r) => `[Sidekiq] ScreenWithdrawalJob JID-${r.hex(24)} retry ${r.int(1, 25)}`),
    ],
  },
  // ---------------- database
  {
    est: "K",
    origin: "bet-placement",
    cat: "database",
    hints: ["connection", "database", "postgres", "too many clients", "sql", "pool"],
    sev: "high",
    drop: 0.85,
    note: "bet-placement's Postgres refuses new connections (too many clients) and its Hikari pool starves, bet placement fails and sb-edge retries loudly",
    lines: [
      L(
        "bet-placement",
        "error",
        4,
        () =>
          "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=212)",
        {
          stack: () =>
            jstack(
              "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=212)",
              [
                "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
                "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
                "com.kickline.bets.repo.BetRepository.insert(BetRepository.java:92)",
                "com.kickline.bets.PlaceBetHandler.handle(PlaceBetHandler.java:141)",
              ],
              "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
            ),
        },
      ),
      L(
        "bet-placement",
        "warn",
        7,
        () =>
          "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@5b0e3a1c (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
      ),
      L(
        "sb-edge",
        "error",
        0.8,
        (r) => `POST /v2/betslip/place 503 ${h.ms(r, 3000, 30100)} upstream=bet-placement error="Service Unavailable"`,
      ),
      L("sb-edge", "warn", 0.9, (r) => `retrying bet-placement request ${r.hex(8)} attempt=${r.int(2, 3)}`),
    ],
  },
  {
    est: "P",
    origin: "results-settler",
    cat: "database",
    hints: ["deadlock", "lockacquisition", "database", "sql", "mysql"],
    sev: "medium",
    drop: 0.6,
    note: "results-settler hits MySQL deadlocks on every settlement batch, settlement sweeps fail and payouts lag",
    lines: [
      L("results-settler", "error", 5, (r) => `Settlement of sr:match:${h.ev(r)} failed, rolling back batch`, {
        stack: () =>
          jstack(
            "org.springframework.dao.CannotAcquireLockException: could not execute statement [Deadlock found when trying to get lock; try restarting transaction] [update bet set status=?,payout=? where id=?]; SQL [update bet set status=?,payout=? where id=?]",
            [
              "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:262)",
              "com.pitchside.settle.SettlementService.settleMarket(SettlementService.java:118)",
              "com.pitchside.settle.SettlementSweep.run(SettlementSweep.java:47)",
            ],
            "com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Deadlock found when trying to get lock; try restarting transaction",
          ),
      }),
      L("results-settler", "warn", 6, () => "SQL Error: 1213, SQLState: 40001"),
      L(
        "results-settler",
        "info",
        45,
        (r) => `Settlement sweep finished: ${r.int(20, 40)} markets, ${r.int(0, 200)} bets, ${r.int(15, 38)} failures`,
      ),
      L(
        "web-bff",
        "info",
        20,
        (r) =>
          `GET /api/bets/history 200 ${r.int(20, 90)} ms - ${r.int(2000, 9000)} pending_settlement=${r.int(5, 60)}`,
        { from: 90 },
      ),
    ],
  },
  {
    est: "V",
    origin: "account-ledger",
    cat: "database",
    hints: ["read-only", "read only", "database", "sql", "postgres"],
    sev: "high",
    drop: 0.8,
    note: "account-ledger keeps writing to a Postgres node that was demoted to replica (cannot execute UPDATE in a read-only transaction), holds fail and order entry returns 500s",
    lines: [
      L("account-ledger", "error", 2.5, (r) => `hold failed acct=${h.acct(r)}`, {
        stack: () =>
          jstack("org.postgresql.util.PSQLException: ERROR: cannot execute UPDATE in a read-only transaction", [
            "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
            "org.postgresql.jdbc.PgPreparedStatement.executeUpdate(PgPreparedStatement.java:152)",
            "com.vaultline.ledger.HoldRepository.place(HoldRepository.java:77)",
            "com.vaultline.ledger.HoldService.hold(HoldService.java:54)",
          ]),
      }),
      L(
        "api-gateway",
        "error",
        1,
        (r) =>
          `method=POST path=/api/v3/order status=500 dur=${h.ms(r, 5, 40)} client=${h.pub(r)} upstream=account-ledger err="upstream returned 500"`,
      ),
      L("matching-engine", "warn", 6, (r) => `order flow from gateway dropped to ${r.int(0, 12)} msg/s (normal ~90)`, {
        from: 60,
        max: 8,
      }),
    ],
  },
  {
    est: "N",
    origin: "withdraw-svc",
    cat: "database",
    hints: ["connectionbad", "connection", "database", "postgres", "pg", "recovery"],
    sev: "medium",
    drop: 0.85,
    note: "withdraw-svc's Postgres is in recovery mode and refuses connections (PG::ConnectionBad), withdrawals return 500",
    lines: [
      L(
        "withdraw-svc",
        "error",
        4,
        () =>
          'ActiveRecord::ConnectionNotEstablished (connection to server at "10.30.8.14", port 5432 failed: FATAL:  the database system is in recovery mode\n):',
        {
          stack: () =>
            rbstack([
              "activerecord (7.1.3.4) lib/active_record/connection_adapters/postgresql_adapter.rb:65:in `rescue in new_client'",
              "activerecord (7.1.3.4) lib/active_record/connection_adapters/postgresql_adapter.rb:53:in `new_client'",
              "app/models/withdrawal.rb:44:in `create_pending!'",
              "app/controllers/withdrawals_controller.rb:19:in `create'",
            ]),
        },
      ),
      L(
        "withdraw-svc",
        "error",
        9,
        (r) =>
          `[Sidekiq] WithdrawalSweepJob JID-${r.hex(24)} failed: PG::ConnectionBad: connection to server at "10.30.8.14", port 5432 failed: FATAL:  the database system is in recovery mode`,
      ),
      L("edge-rest", "error", 3, (r) => `POST /v1/withdrawals 500 - ${r.int(30, 200)}ms withdraw-svc: upstream error`),
    ],
  },
  // ---------------- network
  {
    est: "K",
    origin: "geo-check",
    cat: "network",
    hints: ["reset", "connection", "network", "econnreset", "tcp"],
    sev: "high",
    drop: 0.7,
    note: "geo-check's egress path to the geolocation provider resets connections, checks fail closed and bets are refused as location unverified",
    lines: [
      L(
        "geo-check",
        "error",
        1.5,
        (r) =>
          `locate customer=${h.acct(r)} failed: Post "https://api.geo-vendor.example/v3/locate": read tcp ${h.ip(r)}:${r.int(32000, 61000)}->${h.pub(r)}:443: read: connection reset by peer`,
      ),
      L(
        "geo-check",
        "warn",
        4,
        (r) => `locate customer=${h.acct(r)} failed: Post "https://api.geo-vendor.example/v3/locate": EOF`,
      ),
      L("bet-placement", "warn", 0.8, (r) => `bet rejected id=${kb(r)} reason=LOCATION_UNVERIFIED (geo-check: 503)`),
      L("sb-edge", "warn", 1.2, (r) => `POST /v2/betslip/place 403 ${h.ms(r, 40, 200)} code=GEO_UNVERIFIED`),
    ],
  },
  {
    est: "P",
    origin: "feed-adapter",
    cat: "network",
    hints: ["reset", "connection", "network", "stream lost", "socket"],
    sev: "high",
    drop: 0.9,
    note: "feed-adapter's AMQP connection to the odds provider keeps being reset by peer, odds stop flowing and trading-desk suspends live markets",
    lines: [
      L("feed-adapter", "error", 8, () => "Connection to feed provider lost, reconnecting in 5s", {
        stack: () =>
          pystack(
            [
              [
                "/usr/local/lib/python3.11/site-packages/pika/adapters/utils/io_services_utils.py",
                1017,
                "_on_socket_readable",
                "data = self._sigint_safe_recv(self._sock, self._MAX_RECV_BYTES)",
              ],
              [
                "/usr/local/lib/python3.11/site-packages/pika/adapters/utils/io_services_utils.py",
                80,
                "retry_sigint_wrap",
                "return func(*args, **kwargs)",
              ],
            ],
            "pika.exceptions.StreamLostError: Stream connection lost: ConnectionResetError(104, 'Connection reset by peer')",
          ),
      }),
      L(
        "feed-adapter",
        "warn",
        8,
        (r) =>
          `AMQP connect to mq.betradar.com:5671 attempt ${r.int(2, 30)} failed: [Errno 104] Connection reset by peer`,
        { from: 4 },
      ),
      L(
        "trading-desk",
        "warn",
        2,
        (r) =>
          `No odds_change for sr:match:${h.ev(r)} in ${r.int(20, 200)}s, market status ACTIVE -> SUSPENDED (feed silence)`,
        { from: 25 },
      ),
      L("betslip-api", "info", 1.5, (r) => `slip rejected slip=${r.hex(10)} code=MARKET_SUSPENDED`, { from: 30 }),
    ],
  },
  {
    est: "V",
    origin: "eth-indexer",
    cat: "network",
    hints: ["dns", "getaddrinfo", "eai_again", "network", "resolve"],
    sev: "medium",
    drop: 0.9,
    note: "eth-indexer cannot resolve its geth RPC host (getaddrinfo EAI_AGAIN), blocks stop being indexed and ETH deposits are not credited",
    lines: [
      L("eth-indexer", "error", 5, () => "block poll failed", {
        stack: () =>
          nodestack("Error: getaddrinfo EAI_AGAIN geth-rpc.chain.svc.cluster.local", [
            "GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:109:26)",
          ]) +
          "\n  errno: -3001,\n  code: 'EAI_AGAIN',\n  syscall: 'getaddrinfo',\n  hostname: 'geth-rpc.chain.svc.cluster.local'",
      }),
      L("eth-indexer", "warn", 30, (r) => `indexer lag ${r.int(3, 40)} blocks behind last known head`, { from: 30 }),
      L(
        "withdrawal-processor",
        "warn",
        10,
        (r) =>
          `eth nonce lookup via eth-indexer failed for hot-eth-01: HTTPConnectionPool(host='eth-indexer', port=8080): Read timed out, ${wd(r)} deferred`,
        { from: 20 },
      ),
      L(
        "api-gateway",
        "info",
        10,
        (r) =>
          `method=GET path=/api/v3/deposits status=200 dur=${h.ms(r, 3, 20)} client=${h.pub(r)} pending_eth=${r.int(2, 30)}`,
        { from: 60 },
      ),
    ],
  },
  {
    est: "N",
    origin: "bitcoind-bridge",
    cat: "network",
    hints: ["no route", "network", "unreachable", "route", "connection"],
    sev: "medium",
    drop: 0.9,
    note: "bitcoind-bridge loses the route to its bitcoind host (connect: no route to host), BTC deposits stop and withdrawals pile up",
    lines: [
      L(
        "bitcoind-bridge",
        "error",
        4,
        (r) =>
          `rpc getblockcount: Post "http://10.30.4.11:8332": dial tcp 10.30.4.11:8332: connect: no route to host (attempt ${r.int(1, 5)})`,
      ),
      L("bitcoind-bridge", "warn", 15, () => "tip poller stalled, last tip age 5m+"),
      L(
        "withdraw-svc",
        "error",
        6,
        (r) =>
          `Withdrawal W${r.int(100000, 999999)} broadcast failed: Net::ReadTimeout with #<TCPSocket:(closed)> (bitcoind-bridge)`,
        { from: 20 },
      ),
      L("deposit-watcher", "warn", 20, () => "no new BTC blocks from bitcoind-bridge for 300s", { from: 120 }),
    ],
  },
  // ---------------- timeout
  {
    est: "K",
    origin: "pricing-engine",
    cat: "timeout",
    hints: ["timeout", "timed out", "deadline", "slow", "budget"],
    sev: "medium",
    drop: 0.3,
    note: "pricing-engine's live price recalculation exceeds its time budget (WARN only) and cashout quotes time out reading from it",
    lines: [
      L(
        "pricing-engine",
        "warn",
        3,
        (r) => `live reprice for event ${h.ev(r)} took ${r.int(2400, 9800)}ms (budget 500ms), serving stale snapshot`,
      ),
      L("pricing-engine", "warn", 20, (r) => `reprice queue depth ${r.int(800, 5000)} exceeds 500`),
      L(
        "cashout",
        "error",
        1.4,
        (r) =>
          `cashout quote failed for bet ${kb(r)}: I/O error on GET request for "http://pricing-engine:8080/v1/snapshot": Read timed out`,
        {
          stack: () =>
            jstack(
              'org.springframework.web.client.ResourceAccessException: I/O error on GET request for "http://pricing-engine:8080/v1/snapshot": Read timed out',
              [
                "org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
                "com.kickline.cashout.PriceClient.snapshot(PriceClient.java:52)",
                "com.kickline.cashout.QuoteService.quote(QuoteService.java:71)",
              ],
              "java.net.SocketTimeoutException: Read timed out",
            ),
        },
      ),
      L("sb-edge", "warn", 1.2, (r) => `POST /v2/cashout/quote 504 ${h.ms(r, 2000, 2100)} upstream=cashout`),
    ],
  },
  {
    est: "P",
    origin: "rg-limits",
    cat: "timeout",
    hints: ["timeout", "execution timeout", "expired", "timed out"],
    sev: "high",
    drop: 0.7,
    note: "rg-limits' limit query hits SQL execution timeouts, betslip-api waits out its deadline on every slip and rejects bets",
    lines: [
      L("rg-limits", "error", 2.5, (r) => `Limit check failed for player ${h.acct(r)}`, {
        stack: () =>
          netstack(
            "Microsoft.Data.SqlClient.SqlException (0x80131904): Execution Timeout Expired.  The timeout period elapsed prior to completion of the operation or the server is not responding.\n ---> System.ComponentModel.Win32Exception (258): The wait operation timed out.",
            [
              "Microsoft.Data.SqlClient.SqlCommand.<>c.<ExecuteDbDataReaderAsync>b__211_0(Task`1 result)",
              "Pitchside.RgLimits.Data.LimitsRepository.GetLossWindowAsync(Int64 playerId, CancellationToken ct) in /src/RgLimits/Data/LimitsRepository.cs:line 73",
              "Pitchside.RgLimits.Api.LimitsController.Check(Int64 playerId) in /src/RgLimits/Api/LimitsController.cs:line 29",
            ],
          ),
      }),
      L(
        "betslip-api",
        "error",
        0.9,
        (r) =>
          `rg-limits check failed slip=${r.hex(10)} err="context deadline exceeded (Client.Timeout exceeded while awaiting headers)"`,
      ),
      L(
        "betslip-api",
        "warn",
        1.3,
        (r) => `retrying rg-limits check attempt=${r.int(2, 3)} backoff=${r.int(50, 200)}ms`,
      ),
      L("web-bff", "error", 1.5, (r) => `POST /api/betslip 504 ${r.int(3000, 3200)} ms - 0`),
    ],
  },
  {
    est: "V",
    origin: "aml-screening",
    cat: "timeout",
    hints: ["timeout", "timed out", "readtimeout"],
    sev: "medium",
    drop: 0.8,
    note: "aml-screening's calls to the screening vendor stop answering in time (ReadTimeout), withdrawals stay unscreened and queue up",
    lines: [
      L("aml-screening", "error", 4, (r) => `screening failed for ${wd(r)}, will retry`, {
        stack: () =>
          pystack(
            [
              [
                "/app/aml/vendor.py",
                64,
                "screen_address",
                "resp = self.session.post(url, json=payload, timeout=(3.05, 10))",
              ],
              [
                "/usr/local/lib/python3.12/site-packages/requests/sessions.py",
                637,
                "post",
                'return self.request("POST", url, data=data, json=json, **kwargs)',
              ],
              [
                "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
                713,
                "send",
                "raise ReadTimeout(e, request=request)",
              ],
            ],
            "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.chainscreen.example', port=443): Read timed out. (read timeout=10)",
          ),
      }),
      L("withdrawal-processor", "warn", 3, (r) => `${wd(r)} still awaiting AML decision after ${r.int(60, 600)}s`, {
        from: 40,
      }),
      L("withdrawal-processor", "error", 12, (r) => `aml-screening call for ${wd(r)} failed: 504 Gateway Timeout`, {
        from: 20,
      }),
    ],
  },
  {
    est: "N",
    origin: "orderbook",
    cat: "timeout",
    hints: ["timeout", "deadline", "stalled", "elapsed", "timed out"],
    sev: "high",
    drop: 0.6,
    note: "orderbook's matching loop stalls behind slow snapshot writes and blows its deadlines, edge-rest times out placing orders",
    lines: [
      L(
        "orderbook",
        "warn",
        3,
        (r) => `tick loop stalled ${r.int(1200, 4800)}ms waiting on snapshot writer (deadline 250ms)`,
      ),
      L(
        "orderbook",
        "error",
        6,
        (r) => `order ${h.pair(r)} id=${r.int(10000000, 99999999)} dropped: deadline has elapsed`,
      ),
      L(
        "edge-rest",
        "error",
        1,
        (r) => `POST /v1/orders 504 - ${r.int(5000, 5050)}ms orderbook: timeout of 5000ms exceeded`,
      ),
      L(
        "ws-stream",
        "warn",
        5,
        (r) => `orderbook heartbeat missed (${r.int(2, 9)} in a row), book ${h.pair(r)} marked stale`,
      ),
    ],
  },
  // ---------------- rate_limiting
  {
    est: "K",
    origin: "wallet",
    cat: "rate_limiting",
    hints: ["429", "rate", "too many requests", "throttl", "limit"],
    sev: "medium",
    drop: 0.4,
    note: "wallet's payout batch exhausts the PSP's request quota, the PSP answers 429 and withdrawals and deposits fail",
    lines: [
      L(
        "wallet",
        "warn",
        2,
        (r) => `PSP responded 429 Too Many Requests (Retry-After: ${r.int(10, 60)}) for POST /v2/payouts`,
      ),
      L(
        "wallet",
        "error",
        3,
        (r) =>
          `Payout P-${r.int(100000, 999999)} failed after 3 attempts: Response status code does not indicate success: 429 (Too Many Requests).`,
        {
          stack: () =>
            netstack(
              "System.Net.Http.HttpRequestException: Response status code does not indicate success: 429 (Too Many Requests).",
              [
                "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
                "Kickline.Wallet.Psp.PspClient.PayoutAsync(PayoutRequest req, CancellationToken ct) in /src/Wallet/Psp/PspClient.cs:line 112",
                "Kickline.Wallet.Payouts.PayoutWorker.ExecuteAsync(CancellationToken stoppingToken) in /src/Wallet/Payouts/PayoutWorker.cs:line 58",
              ],
            ),
        },
      ),
      L("sb-edge", "warn", 4, (r) => `POST /v2/wallet/deposit 502 ${h.ms(r, 100, 400)} upstream=wallet`),
    ],
  },
  {
    est: "P",
    origin: "geolocate",
    cat: "rate_limiting",
    hints: ["429", "rate", "quota", "limit", "too many requests"],
    sev: "high",
    drop: 0.7,
    note: "geolocate exceeds its geolocation vendor license quota and gets 429s, so location checks fail and players cannot bet",
    lines: [
      L(
        "geolocate",
        "error",
        1.5,
        (r) =>
          `geolocation request failed session=${r.hex(12)} status=429 body={"code":"RATE_LIMIT_EXCEEDED","message":"License request quota exceeded"}`,
      ),
      L("geolocate", "warn", 5, () => "vendor quota exhausted, requests will be rejected until window resets"),
      L("betslip-api", "warn", 1, (r) => `slip rejected slip=${r.hex(10)} code=GEO_CHECK_UNAVAILABLE`),
      L("web-bff", "warn", 2, (r) => `POST /api/geo/verify 503 ${r.int(30, 200)} ms - 64`),
    ],
  },
  {
    est: "V",
    origin: "withdrawal-processor",
    cat: "rate_limiting",
    hints: ["429", "rate", "limit", "too many requests", "throttl"],
    sev: "medium",
    drop: 0.5,
    note: "withdrawal-processor's broadcast retries trip the third-party broadcast API's rate limit (429), withdrawals stop going out",
    lines: [
      L(
        "withdrawal-processor",
        "warn",
        1.2,
        (r) =>
          `broadcast ${wd(r)} via blockrelay rejected: 429 Too Many Requests {"error":"Limits reached.","limit":"hits_per_hour"}`,
      ),
      L("withdrawal-processor", "error", 5, (r) => `${wd(r)} broadcast exhausted retries (5/5)`),
      L(
        "api-gateway",
        "info",
        8,
        (r) => `method=GET path=/api/v3/withdraw/${wd(r)} status=200 dur=2ms client=${h.pub(r)} state=BROADCASTING`,
      ),
    ],
  },
  {
    est: "N",
    origin: "eth-bridge",
    cat: "rate_limiting",
    hints: ["429", "rate", "limit", "too many requests", "exceeded"],
    sev: "medium",
    drop: 0.8,
    note: "eth-bridge is rate limited by its hosted Ethereum RPC provider (429 daily request count exceeded), block processing and ETH withdrawals stop",
    lines: [
      L("eth-bridge", "error", 3, () => "Block poll failed", {
        stack: () =>
          jstack(
            'org.web3j.protocol.exceptions.ClientConnectionException: Invalid response received: 429; {"jsonrpc":"2.0","id":1,"error":{"code":-32005,"message":"daily request count exceeded, request rate limited"}}',
            [
              "org.web3j.protocol.http.HttpService.performIO(HttpService.java:172)",
              "org.web3j.protocol.Service.send(Service.java:48)",
              "io.norvex.ethbridge.BlockPoller.poll(BlockPoller.java:66)",
            ],
          ),
      }),
      L(
        "withdraw-svc",
        "error",
        8,
        (r) => `Withdrawal W${r.int(100000, 999999)} (ETH) failed: eth-bridge responded 503`,
      ),
      L("deposit-watcher", "warn", 30, () => "ETH head from eth-bridge unchanged for 120s", { from: 90 }),
    ],
  },
  // ---------------- validation
  {
    est: "K",
    origin: "settlement",
    cat: "validation",
    hints: ["validation", "validationerror", "invalid", "schema", "pydantic"],
    sev: "medium",
    drop: 0.6,
    note: "settlement rejects every result message after the provider starts sending scores as strings (pydantic ValidationError), finished markets stay unsettled",
    lines: [
      L("settlement", "error", 4, (r) => `result message for fixture ${h.ev(r)} rejected, moved to DLQ`, {
        stack: () =>
          pystack(
            [["/app/settlement/results.py", 112, "handle", "msg = ResultMessage.model_validate_json(body)"]],
            "pydantic_core._pydantic_core.ValidationError: 1 validation error for ResultMessage\nscore.home\n  Input should be a valid integer, unable to parse string as an integer [type=int_parsing, input_value='2 (1)', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.7/v/int_parsing",
          ),
      }),
      L("settlement", "warn", 30, (r) => `DLQ depth results-settle-dlq=${r.int(40, 900)}`, { from: 60 }),
      L("wallet", "info", 60, () => "Settlement credit rate below baseline (0/min over 5 min)", { from: 240 }),
    ],
  },
  {
    est: "P",
    origin: "feed-adapter",
    cat: "validation",
    hints: ["validation", "invalid", "schema", "documentinvalid", "xml"],
    sev: "high",
    drop: 0.85,
    note: "feed-adapter fails schema validation on every odds_change after the provider changes the event id format, odds stop and markets are suspended",
    lines: [
      L(
        "feed-adapter",
        "error",
        2,
        (r) =>
          `odds_change rejected: Element 'odds_change', attribute 'event_id': 'sr:simple_tournament_match:${h.ev(r)}' is not a valid value of the atomic type 'eventIdType'.`,
        {
          stack: () =>
            pystack(
              [
                ["/app/feed/parser.py", 88, "parse", "self.schema.assertValid(doc)"],
                ["src/lxml/etree.pyx", 3655, "lxml.etree._Validator.assertValid", ""],
              ],
              "lxml.etree.DocumentInvalid: Element 'odds_change', attribute 'event_id': [facet 'pattern'] The value is not accepted by the pattern 'sr:(match|stage|season):\\d+'.",
            ),
        },
      ),
      L(
        "trading-desk",
        "warn",
        2.5,
        (r) =>
          `No odds_change for sr:match:${h.ev(r)} in ${r.int(20, 300)}s, market status ACTIVE -> SUSPENDED (feed silence)`,
        { from: 40 },
      ),
      L("betslip-api", "info", 1.2, (r) => `slip rejected slip=${r.hex(10)} code=MARKET_SUSPENDED`, { from: 45 }),
    ],
  },
  {
    est: "V",
    origin: "fix-gateway",
    cat: "validation",
    hints: ["reject", "invalid", "validation", "out of range", "incorrect"],
    sev: "medium",
    drop: 0.5,
    note: "fix-gateway rejects every new FIX order on ETH pairs as out of range for tag 44 after a tick-size table change, FIX clients cannot trade",
    lines: [
      L(
        "fix-gateway",
        "warn",
        1,
        (r) =>
          `<FIX.4.4:VLX->CLT${r.int(10, 60)}> outgoing 35=3 45=${r.int(1000, 99999)} 371=44 373=5 58=Value is incorrect (out of range) for this tag`,
      ),
      L(
        "fix-gateway",
        "warn",
        10,
        (r) => `session CLT${r.int(10, 60)}: ${r.int(30, 400)} session-level rejects in last 10s`,
      ),
      L("fix-gateway", "info", 20, (r) => `<FIX.4.4:VLX->CLT${r.int(10, 60)}> Logout 35=5 58=Too many rejects`, {
        from: 60,
      }),
    ],
  },
  {
    est: "N",
    origin: "withdraw-svc",
    cat: "validation",
    hints: ["validation", "invalid", "recordinvalid", "address"],
    sev: "medium",
    drop: 0.4,
    note: "withdraw-svc's address validator rejects valid bc1p (taproot) destinations with RecordInvalid, BTC withdrawals to them fail with 422",
    lines: [
      L(
        "withdraw-svc",
        "error",
        3,
        (r) =>
          `ActiveRecord::RecordInvalid (Validation failed: Destination address is invalid for BTC (bc1p${r.hex(20)}…)):`,
        {
          stack: () =>
            rbstack([
              "activerecord (7.1.3.4) lib/active_record/validations.rb:84:in `raise_validation_error'",
              "activerecord (7.1.3.4) lib/active_record/validations.rb:55:in `save!'",
              "app/services/withdrawals/create.rb:31:in `call'",
              "app/controllers/withdrawals_controller.rb:19:in `create'",
            ]),
        },
      ),
      L("edge-rest", "warn", 2.5, (r) => `POST /v1/withdrawals 422 - ${r.int(20, 90)}ms`),
    ],
  },
  // ---------------- null_reference
  {
    est: "K",
    origin: "cashout",
    cat: "null_reference",
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    drop: 0.6,
    note: "cashout throws NullPointerException on every multi-leg quote where a leg has been settled, cash-out returns 500",
    lines: [
      L(
        "cashout",
        "error",
        1.5,
        () =>
          'Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.NullPointerException: Cannot invoke "com.kickline.cashout.model.LivePrice.getDecimal()" because "leg.livePrice" is null]',
        {
          stack: () =>
            jstack(
              'java.lang.NullPointerException: Cannot invoke "com.kickline.cashout.model.LivePrice.getDecimal()" because "leg.livePrice" is null',
              [
                "com.kickline.cashout.QuoteService.legValue(QuoteService.java:133)",
                "com.kickline.cashout.QuoteService.quote(QuoteService.java:88)",
                "com.kickline.cashout.api.CashoutController.quote(CashoutController.java:41)",
              ],
            ),
        },
      ),
      L("sb-edge", "error", 1, (r) => `POST /v2/cashout/quote 500 ${h.ms(r, 20, 90)} upstream=cashout`),
    ],
  },
  {
    est: "P",
    origin: "web-bff",
    cat: "null_reference",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "medium",
    drop: 0.3,
    note: "web-bff crashes rendering event lists when an outright event has no competitors (TypeError: Cannot read properties of undefined), sport pages return 500",
    lines: [
      L(
        "web-bff",
        "error",
        1.5,
        (r) => `GET /api/sports/${r.pick(["soccer", "tennis", "golf"])}/events 500 ${r.int(5, 40)} ms - 52`,
        {
          stack: () =>
            nodestack("TypeError: Cannot read properties of undefined (reading 'map')", [
              "toEventCard (/app/dist/mappers/event.js:41:38)",
              "Array.map (<anonymous>)",
              "/app/dist/routes/sports.js:77:42",
              "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
            ]),
        },
      ),
    ],
  },
  {
    est: "V",
    origin: "api-gateway",
    cat: "null_reference",
    hints: ["nil pointer", "nil", "panic", "null", "invalid memory address"],
    sev: "high",
    drop: 0.4,
    note: "api-gateway panics with a nil pointer dereference on requests without an API-key scope, order entry over REST fails",
    lines: [
      L(
        "api-gateway",
        "error",
        1.2,
        (r) =>
          `http: panic serving ${h.pub(r)}:${r.int(30000, 60000)}: runtime error: invalid memory address or nil pointer dereference`,
        {
          stack: () =>
            [
              "goroutine 88412 [running]:",
              "net/http.(*conn).serve.func1()",
              "\t/usr/local/go/src/net/http/server.go:1898 +0xbe",
              "panic({0x1a2b3c0?, 0x2f4e5a0?})",
              "\t/usr/local/go/src/runtime/panic.go:770 +0x132",
              "github.com/vaultline/gateway/internal/auth.(*Scopes).Allows(0x0, {0xc0004a2b10, 0x5})",
              "\t/src/internal/auth/scopes.go:42 +0x1c",
              "github.com/vaultline/gateway/internal/handlers.(*Orders).Create(0xc000182a80, {0x1d9e2a8, 0xc0010e6000}, 0xc000d3e900)",
              "\t/src/internal/handlers/orders.go:87 +0x1f4",
            ].join("\n"),
        },
      ),
      L("fix-gateway", "info", 30, (r) => `FIX order flow share ${r.int(60, 90)}% (REST down?)`, { from: 120, max: 3 }),
    ],
  },
  {
    est: "N",
    origin: "balances",
    cat: "null_reference",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    drop: 0.6,
    note: "balances throws NullReferenceException reserving funds for accounts without a fee tier, edge-rest order placement fails",
    lines: [
      L(
        "balances",
        "error",
        2,
        (r) => `An unhandled exception has occurred while executing the request. account=${h.acct(r)}`,
        {
          stack: () =>
            netstack("System.NullReferenceException: Object reference not set to an instance of an object.", [
              "Norvex.Balances.Fees.FeeSchedule.ForTier(FeeTier tier) in /src/Balances/Fees/FeeSchedule.cs:line 22",
              "Norvex.Balances.Reservations.ReservationService.ReserveAsync(ReserveRequest req) in /src/Balances/Reservations/ReservationService.cs:line 64",
              "Norvex.Balances.Api.ReservationsController.Post(ReserveRequest req) in /src/Balances/Api/ReservationsController.cs:line 31",
            ]),
        },
      ),
      L(
        "edge-rest",
        "error",
        1.5,
        (r) => `POST /v1/orders 500 - ${r.int(3, 30)}ms balances: Request failed with status code 500`,
      ),
    ],
  },
  // ---------------- configuration
  {
    est: "K",
    origin: "risk-liability",
    cat: "configuration",
    hints: ["placeholder", "config", "configuration", "property", "missing"],
    sev: "high",
    drop: 1,
    note: "a new risk-liability release cannot resolve the RISK_FEED_TOPIC placeholder and crash-loops, bet-placement gets 503 from it for every bet",
    pre: [[-3, "info", "Starting RiskLiabilityApplication v4.18.0 using Java 21.0.4 with PID 1"]],
    lines: [
      L("risk-liability", "error", 25, () => "Application run failed", {
        stack: () =>
          jstack(
            "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'exposureConsumer': Injection of autowired dependencies failed",
            [
              "org.springframework.beans.factory.annotation.AutowiredAnnotationBeanPostProcessor.postProcessProperties(AutowiredAnnotationBeanPostProcessor.java:498)",
              "org.springframework.boot.SpringApplication.run(SpringApplication.java:335)",
              "com.kickline.risk.RiskLiabilityApplication.main(RiskLiabilityApplication.java:12)",
            ],
            // biome-ignore lint/suspicious/noTemplateCurlyInString: Spring prints the placeholder literally
            "java.lang.IllegalArgumentException: Could not resolve placeholder 'RISK_FEED_TOPIC' in value \"${RISK_FEED_TOPIC}\"",
          ),
      }),
      L("risk-liability", "info", 25, () => "Starting RiskLiabilityApplication v4.18.0 using Java 21.0.4 with PID 1", {
        from: 12,
      }),
      L(
        "bet-placement",
        "error",
        1,
        (r) => `liability check failed for ${kb(r)}: 503 Service Unavailable from risk-liability, rejecting`,
      ),
      L("sb-edge", "error", 1.3, (r) => `POST /v2/betslip/place 503 ${h.ms(r, 10, 90)} upstream=bet-placement`),
    ],
  },
  {
    est: "P",
    origin: "web-bff",
    cat: "configuration",
    hints: ["config", "configuration", "econnrefused", "url", "upstream"],
    sev: "high",
    drop: 0.3,
    note: "a config reload points web-bff's BETSLIP_URL at localhost, every bet submission fails with ECONNREFUSED 127.0.0.1:8080",
    pre: [
      [-2, "info", "config reloaded from /etc/web-bff/config.yaml (changed keys: BETSLIP_URL, FEATURE_SGP)"],
      [
        -1,
        "info",
        "upstreams: betslip=http://127.0.0.1:8080 trading=http://trading-desk:8080 geo=http://geolocate:3000",
      ],
    ],
    lines: [
      L("web-bff", "error", 1, (r) => `POST /api/betslip 502 ${r.int(1, 6)} ms - 64`, {
        stack: () =>
          nodestack("Error: connect ECONNREFUSED 127.0.0.1:8080", [
            "TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)",
          ]) +
          "\n  errno: -111,\n  code: 'ECONNREFUSED',\n  syscall: 'connect',\n  address: '127.0.0.1',\n  port: 8080",
      }),
    ],
  },
  {
    est: "V",
    origin: "matching-engine",
    cat: "configuration",
    hints: ["config", "configuration", "lot_size", "invalid", "instrument"],
    sev: "high",
    drop: 0.5,
    note: "an instrument config push gives ETH-USDC lot_size 0, matching-engine refuses to load the symbol and halts it, orders on it are rejected",
    pre: [[-1, "info", "instrument table reloaded from config-svc revision r20418 (3 symbols changed)"]],
    lines: [
      L(
        "matching-engine",
        "error",
        20,
        () =>
          "symbol ETH-USDC not loaded: invalid instrument config: lot_size must be > 0 (got 0), tick_size=0.01; market HALTED",
        { max: 3 },
      ),
      L(
        "matching-engine",
        "warn",
        1.5,
        (r) => `order rejected sym=ETH-USDC reason=MARKET_HALTED oid=${r.int(100000000, 999999999)}`,
      ),
      L(
        "api-gateway",
        "warn",
        2,
        (r) =>
          `method=POST path=/api/v3/order status=409 dur=${h.ms(r, 2, 12)} client=${h.pub(r)} code=MARKET_HALTED sym=ETH-USDC`,
      ),
      L("marketdata-fanout", "warn", 10, () => "no depth updates for ETH-USDC in 60s"),
    ],
  },
  {
    est: "N",
    origin: "ws-stream",
    cat: "configuration",
    hints: ["config", "configuration", "origin", "checkorigin", "allowed"],
    sev: "medium",
    drop: 0.4,
    note: "after a release with a narrowed allowed_origins list ws-stream refuses WebSocket upgrades from the www web app, those clients cannot stream",
    pre: [
      [-4, "info", "starting ws-stream version=v3.9.0 commit=9ac21e0 go=go1.22.5"],
      [-3, "info", "config: allowed_origins=[https://app.norvex.example] max_conns=20000"],
    ],
    lines: [
      L(
        "ws-stream",
        "warn",
        0.6,
        (r) =>
          `upgrade failed from ${h.pub(r)}: websocket: request origin not allowed by Upgrader.CheckOrigin (origin=https://www.norvex.example)`,
      ),
      L("edge-rest", "info", 6, (r) => `GET /v1/markets/${h.pair(r)}/ticker 200 - ${r.int(1, 9)}ms (polling fallback)`),
    ],
  },
  // ---------------- dependency
  {
    est: "K",
    origin: "bet-placement",
    cat: "dependency",
    hints: ["kafka", "broker", "unavailable", "dependency", "timeout"],
    sev: "high",
    drop: 0.6,
    note: "the Kafka brokers bet-placement publishes accepted bets to become unavailable, bet-placement cannot confirm bets and sb-edge fails placements",
    lines: [
      L(
        "bet-placement",
        "warn",
        3,
        (r) =>
          `[Producer clientId=bet-placement-1] Connection to node ${r.int(1, 3)} (kafka-${r.int(0, 2)}.kafka.svc/10.12.${r.int(1, 9)}.${r.int(2, 200)}:9092) could not be established. Node may not be available.`,
      ),
      L("bet-placement", "error", 4, (r) => `publish of bet ${kb(r)} failed, voiding`, {
        stack: () =>
          jstack(
            "org.apache.kafka.common.errors.TimeoutException: Topic bets.accepted not present in metadata after 60000 ms.",
            [],
          ),
      }),
      L("sb-edge", "error", 1.2, (r) => `POST /v2/betslip/place 503 ${h.ms(r, 60000, 60200)} upstream=bet-placement`),
      L("settlement", "info", 60, () => "bets.accepted consumer idle: no records in 120s"),
    ],
  },
  {
    est: "P",
    origin: "kyc-service",
    cat: "dependency",
    hints: ["503", "vendor", "unavailable", "circuit", "dependency"],
    sev: "medium",
    drop: 0.5,
    note: "the identity-verification vendor behind kyc-service answers 503, kyc-service opens its circuit breaker and deposits and sign-ups stall",
    lines: [
      L(
        "kyc-service",
        "error",
        3,
        (r) => `verification check applicant=${r.hex(8)}-${r.hex(4)} failed: vendor returned 503 Service Unavailable`,
      ),
      L("kyc-service", "warn", 30, () => "circuit 'idv-vendor' OPEN after 20 failures in 60s; failing fast for 30s", {
        from: 40,
      }),
      L("payments-gw", "warn", 2, (r) => `deposit blocked player=${h.acct(r)}: kyc-service status check returned 503`),
      L("web-bff", "warn", 3, (r) => `POST /api/wallet/deposit 503 ${r.int(10, 90)} ms - 71`),
    ],
  },
  {
    est: "V",
    origin: "btc-node-client",
    cat: "dependency",
    hints: ["503", "work queue", "bitcoind", "unavailable", "node", "dependency"],
    sev: "medium",
    drop: 0.7,
    note: "the bitcoind behind btc-node-client is overloaded and answers 503 work queue depth exceeded, BTC withdrawals cannot be broadcast",
    lines: [
      L(
        "btc-node-client",
        "error",
        2,
        (r) =>
          `rpc ${r.pick(["sendrawtransaction", "getrawtransaction", "listsinceblock", "getblock"])} failed: status 503 Service Unavailable: Work queue depth exceeded`,
      ),
      L("btc-node-client", "warn", 30, () => "circuit bitcoind-0 open (error rate 92%), shedding calls for 20s", {
        from: 40,
      }),
      L(
        "withdrawal-processor",
        "error",
        3,
        (r) => `broadcast failed for ${wd(r)}: btc-node-client returned 503 {"error":"node unavailable"}`,
      ),
      L("withdrawal-processor", "warn", 3, (r) => `requeue ${wd(r)} attempt=${r.int(2, 9)} delay=30s`),
    ],
  },
  {
    est: "N",
    origin: "sanctions-check",
    cat: "dependency",
    hints: ["503", "502", "vendor", "unavailable", "dependency"],
    sev: "medium",
    drop: 0.7,
    note: "the sanctions screening vendor answers 502/503 to sanctions-check, screens fail and withdraw-svc holds every withdrawal",
    lines: [
      L(
        "sanctions-check",
        "error",
        4,
        (r) =>
          `vendor screen failed: ${r.pick(["502 Server Error: Bad Gateway", "503 Server Error: Service Unavailable"])} for url: https://api.sanctions-vendor.example/v2/screen`,
      ),
      L(
        "sanctions-check",
        "warn",
        6,
        () =>
          "Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ProtocolError('Connection aborted.', RemoteDisconnected('Remote end closed connection without response'))': /v2/screen",
      ),
      L(
        "withdraw-svc",
        "error",
        3,
        (r) =>
          `Withdrawal W${r.int(100000, 999999)} held: sanctions screen failed (Faraday::ServerError: the server responded with status 502)`,
      ),
    ],
  },
  // ---------------- memory
  {
    est: "K",
    origin: "pricing-engine",
    cat: "memory",
    hints: ["outofmemory", "heap", "memory", "oom"],
    sev: "high",
    drop: 0.8,
    note: "pricing-engine runs out of Java heap during a big in-play slate and restarts, markets and cashout quotes fail",
    lines: [
      L(
        "pricing-engine",
        "warn",
        15,
        (r) => `GC pause (G1 Evacuation Pause) ${r.int(900, 4000)}ms, heap ${r.int(93, 99)}% of 6144M after GC`,
        { max: 10 },
      ),
      L(
        "pricing-engine",
        "error",
        50,
        () => 'Exception in thread "price-worker-7" java.lang.OutOfMemoryError: Java heap space',
        {
          from: 90,
          stack: () =>
            jstack("java.lang.OutOfMemoryError: Java heap space", [
              "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
              "com.kickline.pricing.model.LadderCache.expand(LadderCache.java:204)",
            ]),
        },
      ),
      L(
        "cashout",
        "error",
        1.5,
        (r) =>
          `cashout quote failed for bet ${kb(r)}: I/O error on GET request for "http://pricing-engine:8080/v1/snapshot": Connection refused`,
        { from: 100 },
      ),
      L(
        "sb-edge",
        "error",
        1.2,
        (r) => `GET /v2/events/${h.ev(r)}/markets 502 ${h.ms(r, 2, 30)} upstream=pricing-engine`,
        { from: 100 },
      ),
    ],
  },
  {
    est: "P",
    origin: "trading-desk",
    cat: "memory",
    hints: ["outofmemory", "gc overhead", "memory", "heap"],
    sev: "high",
    drop: 0.85,
    note: "trading-desk hits GC overhead limit exceeded and stops pricing, betslip-api rejects slips for missing prices",
    lines: [
      L(
        "trading-desk",
        "warn",
        8,
        (r) =>
          `[gc] Pause Full (Allocation Failure) 3990M->${r.int(3940, 3990)}M(4096M) ${r.int(1800, 6000)}.${r.int(100, 999)}ms`,
        { max: 14 },
      ),
      L("trading-desk", "error", 40, () => "Uncaught exception in pricing loop", {
        from: 60,
        stack: () =>
          jstack("java.lang.OutOfMemoryError: GC overhead limit exceeded", [
            "java.base/java.util.HashMap.resize(HashMap.java:702)",
            "com.pitchside.trading.book.MarketBook.apply(MarketBook.java:155)",
          ]),
      }),
      L(
        "betslip-api",
        "warn",
        1.2,
        (r) => `slip rejected slip=${r.hex(10)} code=PRICE_UNAVAILABLE market=sr:match:${h.ev(r)}/${r.int(1, 200)}`,
        { from: 50 },
      ),
      L("betslip-api", "error", 3, () => `trading-desk price lookup failed err="context deadline exceeded"`, {
        from: 50,
      }),
    ],
  },
  {
    est: "V",
    origin: "marketdata-fanout",
    cat: "memory",
    hints: ["heap", "out of memory", "memory", "allocation"],
    sev: "high",
    drop: 0.8,
    note: "marketdata-fanout's slow-consumer buffers grow until V8 aborts with JavaScript heap out of memory, it crash-loops and every WebSocket client drops",
    lines: [
      L(
        "marketdata-fanout",
        "warn",
        10,
        (r) => `send buffer backlog ${r.int(200, 900)}MB across ${r.int(40, 300)} slow consumers`,
        { max: 8 },
      ),
      L(
        "marketdata-fanout",
        "fatal",
        45,
        () => "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
        {
          from: 70,
          stack: () =>
            [
              " 1: 0xb9c1f0 node::Abort() [node]",
              " 2: 0xaa27ee  [node]",
              " 3: 0xd71ed0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
              " 4: 0xd72277 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            ].join("\n"),
        },
      ),
      L(
        "api-gateway",
        "info",
        3,
        (r) => `method=GET path=/api/v3/depth status=200 dur=${h.ms(r, 3, 20)} client=${h.pub(r)} (ws fallback)`,
        { from: 80 },
      ),
    ],
  },
  {
    est: "N",
    origin: "ws-stream",
    cat: "memory",
    hints: ["out of memory", "memory", "oom"],
    sev: "high",
    drop: 0.9,
    note: "ws-stream's goroutine and buffer growth ends in fatal error: runtime: out of memory, it restarts repeatedly and clients fall back to REST polling",
    lines: [
      L(
        "ws-stream",
        "warn",
        12,
        (r) =>
          `connections=${r.int(4000, 4200)} subscriptions=${r.int(14000, 16000)} goroutines=${r.int(60000, 190000)} heap_inuse=${r.int(3, 7)}.${r.int(0, 9)}GiB`,
        { max: 8 },
      ),
      L("ws-stream", "fatal", 60, () => "fatal error: runtime: out of memory", {
        from: 80,
        stack: () =>
          [
            "",
            "runtime stack:",
            "runtime.throw({0x9b6b8a?, 0x2000?})",
            "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c",
            "runtime.sysMapOS(0xc1f4000000, 0x4000000)",
            "\t/usr/local/go/src/runtime/mem_linux.go:167 +0x11b",
            "",
            "goroutine 1823311 [running]:",
            "bufio.NewWriterSize(...)",
            "\t/usr/local/go/src/bufio/bufio.go:599",
            "github.com/gorilla/websocket.newConn(...)",
          ].join("\n"),
      }),
      L("edge-rest", "info", 1.5, (r) => `GET /v1/markets/${h.pair(r)}/ticker 200 - ${r.int(1, 9)}ms`, { from: 90 }),
      L("edge-rest", "warn", 10, () => "request rate on /v1/markets/*/ticker 6x baseline", { from: 120 }),
    ],
  },
  // ---------------- disk
  {
    est: "K",
    origin: "odds-ingest",
    cat: "disk",
    hints: ["no space", "disk", "enospc", "space", "write"],
    sev: "high",
    drop: 0.85,
    note: "odds-ingest's feed journal volume fills up (no space left on device), it stops applying price changes and markets go stale and suspended",
    lines: [
      L(
        "odds-ingest",
        "error",
        2,
        (r) =>
          `journal append failed: write /var/lib/odds-ingest/journal/${String(r.int(41200, 41300)).padStart(8, "0")}.wal: no space left on device`,
      ),
      L("odds-ingest", "warn", 20, () => "feed consumer paused: journal unavailable"),
      L(
        "pricing-engine",
        "warn",
        2,
        (r) =>
          `No price update for event ${h.ev(r)} in ${r.int(30, 240)}s, suspending ${r.int(3, 40)} markets (feed stale)`,
        { from: 40 },
      ),
      L("bet-placement", "info", 1.5, (r) => `bet rejected id=${kb(r)} reason=MARKET_SUSPENDED`, { from: 45 }),
    ],
  },
  {
    est: "P",
    origin: "results-settler",
    cat: "disk",
    hints: ["read-only", "flood", "disk", "cluster_block", "forbidden/12"],
    sev: "medium",
    drop: 0.5,
    note: "the Elasticsearch audit cluster behind results-settler hits its flood-stage watermark and blocks writes (index read-only), settlement batches fail",
    lines: [
      L("results-settler", "error", 4, (r) => `Settlement audit write failed for sr:match:${h.ev(r)}, batch aborted`, {
        stack: () =>
          jstack(
            "co.elastic.clients.elasticsearch._types.ElasticsearchException: [es/bulk] failed: [cluster_block_exception] index [settlement-audit-2026.06] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];",
            [
              "co.elastic.clients.transport.ElasticsearchTransportBase.getApiResponse(ElasticsearchTransportBase.java:345)",
              "com.pitchside.settle.audit.AuditWriter.flush(AuditWriter.java:61)",
              "com.pitchside.settle.SettlementService.settleMarket(SettlementService.java:131)",
            ],
          ),
      }),
      L(
        "results-settler",
        "info",
        45,
        (r) => `Settlement sweep finished: ${r.int(20, 40)} markets, 0 bets, ${r.int(20, 40)} failures`,
      ),
    ],
  },
  {
    est: "V",
    origin: "fix-gateway",
    cat: "disk",
    hints: ["no space", "disk", "store", "space"],
    sev: "high",
    drop: 0.6,
    note: "fix-gateway's FIX message store volume fills up, it cannot persist outgoing messages and logs out sessions",
    lines: [
      L(
        "fix-gateway",
        "error",
        3,
        (r) =>
          `FileStore: error writing store/FIX.4.4-VLX-CLT${r.int(10, 60)}.body: No space left on device (errno 28)`,
      ),
      L(
        "fix-gateway",
        "error",
        15,
        (r) =>
          `<FIX.4.4:VLX->CLT${r.int(10, 60)}> Disconnecting: could not persist outgoing message seq ${r.int(100000, 900000)}`,
      ),
      L(
        "fix-gateway",
        "warn",
        15,
        (r) => `<FIX.4.4:VLX->CLT${r.int(10, 60)}> Logon rejected: message store unavailable`,
        { from: 60 },
      ),
    ],
  },
  {
    est: "N",
    origin: "orderbook",
    cat: "disk",
    hints: ["no space", "storagefull", "disk", "space"],
    sev: "high",
    drop: 0.7,
    note: "orderbook's event journal disk fills (StorageFull), it rejects new orders and edge-rest returns 503",
    lines: [
      L(
        "orderbook",
        "error",
        2,
        () =>
          'journal append failed: Os { code: 28, kind: StorageFull, message: "No space left on device" }; rejecting new orders',
      ),
      L("orderbook", "warn", 30, () => "journal segment rotation failed, /var/lib/orderbook/journal at 100%"),
      L("edge-rest", "error", 1.3, (r) => `POST /v1/orders 503 - ${r.int(2, 9)}ms orderbook: Service Unavailable`),
    ],
  },
  // ---------------- unknown
  {
    est: "K",
    origin: "geo-check",
    cat: "unknown",
    hints: ["unavailable", "exit", "crash", "unknown", "restart", "refused"],
    sev: "high",
    drop: 1,
    note: "geo-check keeps exiting with status 2 right after start without saying why, bet-placement cannot verify locations and refuses bets",
    lines: [
      L("geo-check", "info", 30, () => "starting geo-check version=v2.7.3 commit=f31c0aa go=go1.22.5"),
      L("geo-check", "error", 30, () => "geo-check exited: status 2", { from: 2 }),
      L(
        "bet-placement",
        "warn",
        0.9,
        (r) => `bet rejected id=${kb(r)} reason=LOCATION_UNVERIFIED (geo-check: Connection refused)`,
      ),
      L("sb-edge", "warn", 1.2, (r) => `POST /v2/betslip/place 403 ${h.ms(r, 10, 60)} code=GEO_UNVERIFIED`),
    ],
  },
  {
    est: "P",
    origin: "betslip-api",
    cat: "unknown",
    hints: ["internal", "500", "unknown", "error"],
    sev: "high",
    drop: 0.8,
    note: "betslip-api starts answering 500 on most placements with only 'internal error' in its logs, web-bff reports failed bet submissions",
    lines: [
      L("betslip-api", "error", 1.3, (r) => `place slip=${r.hex(10)} status=500 err="internal error"`),
      L("web-bff", "error", 1, (r) => `POST /api/betslip 500 ${r.int(10, 80)} ms - 48 upstream=betslip-api`),
      L("web-bff", "warn", 2, (r) => `retry betslip-api POST /slips attempt=2 after 500 (${r.int(100, 300)}ms)`),
    ],
  },
  {
    est: "V",
    origin: "custody-hot",
    cat: "unknown",
    hints: ["internal", "unknown", "sign", "500", "error"],
    sev: "high",
    drop: 0.9,
    note: "custody-hot fails every sign request with an opaque internal error (code=13), withdrawals cannot be signed",
    lines: [
      L(
        "custody-hot",
        "error",
        4,
        (r) => `sign batch ${r.int(8000, 9999)} failed: rpc error: code = Internal desc = internal error`,
      ),
      L(
        "withdrawal-processor",
        "error",
        2.5,
        (r) => `signing failed for ${wd(r)}: custody-hot responded 500 Internal Server Error`,
      ),
      L("withdrawal-processor", "warn", 3, (r) => `retry ${r.int(1, 5)}/5 for ${wd(r)} in ${r.pick([2, 4, 8, 16])}s`),
    ],
  },
  {
    est: "N",
    origin: "eth-bridge",
    cat: "unknown",
    hints: ["crash", "exit", "unknown", "unavailable", "restart"],
    sev: "medium",
    drop: 1,
    note: "eth-bridge stops logging and its container keeps restarting with no reason given, ETH withdrawals fail with connection refused",
    lines: [
      L("eth-bridge", "info", 40, () => "Starting EthBridgeApplication v1.22.4 using Java 17.0.11 with PID 1"),
      L(
        "withdraw-svc",
        "error",
        4,
        (r) =>
          `Withdrawal W${r.int(100000, 999999)} (ETH) failed: Failed to open TCP connection to eth-bridge:8080 (Connection refused - connect(2) for "eth-bridge" port 8080)`,
      ),
      L("deposit-watcher", "warn", 30, () => "ETH head from eth-bridge unchanged for 120s", { from: 100 }),
    ],
  },
];
