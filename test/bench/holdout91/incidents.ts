// The 52 failure stories (13 categories x 4): where the trouble lives, what it logs, and what its callers see.
// Variant v runs in estate v; each story's messages are written in that service's own runtime style.
import type { Kind } from "./callers.js";
import type { Estate, Role } from "./estates.js";
import type { Line } from "./noise.js";
import { acct, oid, SYMS } from "./noise.js";
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

export const CATEGORIES: Category[] = [
  "authentication",
  "authorization",
  "database",
  "network",
  "timeout",
  "rate_limiting",
  "validation",
  "null_reference",
  "configuration",
  "dependency",
  "memory",
  "disk",
  "unknown",
];

export interface CallerSpec {
  role: Role;
  /** lines per second once the trouble starts */
  rate: number;
  kind?: Kind;
  path?: string;
  line?: (r: Rng, e: Estate, o: string) => Line;
}

export interface Story {
  cat: Category;
  origin: Role;
  hints: string[];
  sev: "medium" | "high";
  note: (e: Estate) => string;
  /** lines the origin writes just before the start (e.g. the release that broke it) */
  pre?: (r: Rng, e: Estate) => Line[];
  /** one origin line, called at originRate lines/sec after the start */
  line?: (r: Rng, e: Estate, k: number) => Line;
  originRate: number;
  /** origin's normal lines stop after the start */
  quiet?: boolean;
  callers: CallerSpec[];
}

const s = (r: Rng) => r.pick(SYMS);
const jv = (frames: string[]) => frames.map((f) => `\tat ${f}`);
const py = (frames: [string, number, string, string][]) => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([f, n, fn, code]) => [`  File "${f}", line ${n}, in ${fn}`, `    ${code}`]),
];
const net = (frames: string[]) => frames.map((f) => `   at ${f}`);
const rb = (frames: string[]) => frames.map((f) => `    ${f}`);

export const STORIES: Story[] = [
  // ---------------- authentication ----------------
  {
    cat: "authentication",
    origin: "fix",
    hints: ["logon", "password", "authentication", "credential"],
    sev: "high",
    note: (e) =>
      `${e.svc.fix}'s FIX logons to ${e.target} are refused for an expired password, so the router has no venue session and orders bounce.`,
    line: (r, e, k) =>
      k % 3 === 0
        ? {
            lvl: "ERROR",
            msg: `FIX.4.2:${e.sender}->${e.target}: Received logout 35=5 58=Logon rejected: invalid password for SenderCompID ${e.sender} (password expired)`,
          }
        : k % 3 === 1
          ? { lvl: "INFO", msg: `FIX.4.2:${e.sender}->${e.target}: Initiated logon request (96=********, 141=Y)` }
          : {
              lvl: "WARN",
              msg: `FIX.4.2:${e.sender}->${e.target}: Disconnecting: session not logged on, next attempt in ${r.pick([5, 10, 30])}s`,
            },
    originRate: 0.25,
    callers: [
      {
        role: "sor",
        rate: 1.2,
        line: (r, e) => ({
          lvl: "ERROR",
          msg: `no route for ${s(r)}: session ${e.sender}->${e.target} not logged on, venue ${e.venue} marked down`,
          req: true,
        }),
      },
      {
        role: "oms",
        rate: 0.8,
        line: (r, e) => ({
          lvl: "WARN",
          msg: `order ${oid(r, e)} rejected: no available venue (smart-router reason=VENUE_DOWN)`,
          req: true,
        }),
      },
    ],
  },
  {
    cat: "authentication",
    origin: "bo",
    hints: ["auth", "publickey", "sftp", "authentication"],
    sev: "medium",
    note: (e) =>
      `${e.svc.bo} cannot log in to the clearing house SFTP endpoint (public key refused), so end-of-day trade files are not delivered.`,
    line: (r) => ({
      lvl: "ERROR",
      msg: `CNS trade file upload to sftp.clearing-ops.example:22 failed (attempt ${r.int(1, 5)})`,
      stack: [
        "com.jcraft.jsch.JSchException: Auth fail for methods 'publickey'",
        ...jv([
          "com.jcraft.jsch.Session.connect(Session.java:519)",
          "com.kestrel.bo.transport.SftpTransport.open(SftpTransport.java:88)",
          "com.kestrel.bo.eod.TradeFileUploader.upload(TradeFileUploader.java:142)",
          "com.kestrel.bo.eod.EodJob.run(EodJob.java:61)",
        ]),
      ],
    }),
    originRate: 0.12,
    callers: [
      {
        role: "stmt",
        rate: 0.3,
        line: (r, e) => ({
          lvl: "WARN",
          msg: `waiting for ${e.svc.bo} upload receipt for cycle 2026-11-30 (${r.int(2, 40)} min late), confirms held`,
        }),
      },
      {
        role: "margin",
        rate: 0.1,
        line: (r) => ({
          lvl: "WARN",
          msg: `settlement positions not confirmed for ${r.int(300, 4000)} accounts, using prior-day`,
        }),
      },
    ],
  },
  {
    cat: "authentication",
    origin: "md",
    hints: ["auth", "401", "unauthorized", "authentication", "key"],
    sev: "medium",
    note: (e) =>
      `${e.svc.md}'s market-data vendor websocket rejects its API key, so quotes go stale for the app and the router.`,
    line: (r, _e, k) =>
      k % 2 === 0
        ? {
            lvl: "ERROR",
            msg: `ws auth failed: {"ev":"status","status":"auth_failed","message":"authentication failed"}`,
          }
        : { lvl: "WARN", msg: `vendor stream closed (code 1008), reconnecting in ${r.pick([1, 2, 4, 8])}s` },
    originRate: 0.4,
    callers: [
      {
        role: "api",
        rate: 1.5,
        line: (r) => ({
          lvl: "WARN",
          msg: `quote for ${s(r)} is stale (${r.int(30, 600)}s), serving last trade with delayed flag`,
          req: true,
        }),
      },
      {
        role: "sor",
        rate: 0.6,
        line: (r) => ({
          lvl: "WARN",
          msg: `no NBBO for ${s(r)} (quote age ${r.int(20, 600)}s), holding order`,
          req: true,
        }),
      },
    ],
  },
  {
    cat: "authentication",
    origin: "auth",
    hints: ["ldap", "bind", "credential", "invalid"],
    sev: "high",
    note: (e) =>
      `${e.svc.auth}'s LDAP service-account bind fails with invalid credentials, so every login to the trading API fails.`,
    line: (r) => ({
      lvl: "ERROR",
      msg: `ldap bind as cn=svc-nq-auth,ou=service,dc=norquay,dc=local failed: LDAP Result Code 49 "Invalid Credentials": 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 52e, v4563 (user=u${r.int(100000, 999999)})`,
      req: true,
    }),
    originRate: 1.0,
    callers: [
      {
        role: "api",
        rate: 1.6,
        line: (r) => ({
          lvl: "ERROR",
          msg: `POST /v1/session 502 ${r.int(20, 300)}ms - auth backend error`,
          req: true,
        }),
      },
      { role: "api", rate: 0.6, kind: "retry", path: "/oauth/token" },
    ],
  },
  // ---------------- authorization ----------------
  {
    cat: "authorization",
    origin: "stmt",
    hints: ["accessdenied", "access denied", "permission", "forbidden", "s3"],
    sev: "medium",
    note: (e) =>
      `${e.svc.stmt} is denied writes to the statements S3 bucket, so monthly statements fail and the API cannot serve them.`,
    line: (r, e) => ({
      lvl: "ERROR",
      msg: `statement upload failed for acct=${acct(r, e)}: Aws::S3::Errors::AccessDenied: Access Denied`,
      stack: rb([
        "/usr/local/bundle/gems/aws-sdk-core-3.201.0/lib/seahorse/client/plugins/raise_response_errors.rb:17:in `call'",
        "/usr/local/bundle/gems/aws-sdk-s3-1.156.0/lib/aws-sdk-s3/plugins/sse_cpk.rb:24:in `call'",
        "/app/app/services/statement_publisher.rb:48:in `publish'",
        "/app/app/jobs/monthly_statement_job.rb:22:in `perform'",
      ]),
    }),
    originRate: 0.5,
    callers: [
      {
        role: "api",
        rate: 0.5,
        line: (r) => ({
          lvl: "WARN",
          msg: `GET /v2/documents/statements/2026-11 404 ${r.int(4, 40)}ms (document not published)`,
          req: true,
        }),
      },
    ],
  },
  {
    cat: "authorization",
    origin: "fix",
    hints: ["not authorized", "unauthorized", "entitle", "permission"],
    sev: "high",
    note: (e) =>
      `The venue rejects every order from ${e.svc.fix} as not entitled for its MPID, and the router and OMS report venue rejects.`,
    line: (r, e) => ({
      lvl: "WARN",
      msg: `FIX.4.2:${e.sender}->${e.target}: incoming 35=8 150=8 39=8 11=${oid(r, e)} 103=99 58=MPID KSTR not entitled to trade this session (user not authorized)`,
    }),
    originRate: 1.1,
    callers: [
      {
        role: "sor",
        rate: 0.9,
        line: (r, e) => ({
          lvl: "WARN",
          msg: `venue reject from ${e.venue} for ${oid(r, e)}, rerouting to ${r.pick(["ARCX", "BATS", "EDGX"])}`,
          req: true,
        }),
      },
      {
        role: "oms",
        rate: 0.5,
        line: (r, e) => ({
          lvl: "ERROR",
          msg: `order ${oid(r, e)} REJECTED by ${e.venue}: reason 99 (other)`,
          req: true,
        }),
      },
    ],
  },
  {
    cat: "authorization",
    origin: "bo",
    hints: ["permission", "insufficientprivilege", "denied", "privilege"],
    sev: "high",
    note: (e) =>
      `${e.svc.bo}'s database role lost privileges on cash_movements, so every cash posting fails and statements and the app error.`,
    line: (r) => ({
      lvl: "ERROR",
      msg: `ActiveRecord::StatementInvalid: PG::InsufficientPrivilege: ERROR:  permission denied for table cash_movements`,
      stack: rb([
        "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/connection_adapters/postgresql/database_statements.rb:55:in `exec'",
        "/app/app/models/cash_movement.rb:31:in `post!'",
        `/app/app/services/ledger/poster.rb:${r.int(40, 90)}:in \`call'`,
      ]),
    }),
    originRate: 0.9,
    callers: [
      { role: "api", rate: 0.8, kind: "5xx", path: "/ledger/deposits" },
      {
        role: "stmt",
        rate: 0.3,
        line: (r, e) => ({
          lvl: "ERROR",
          msg: `ledger balance unavailable for acct=${acct(r, e)}, statement deferred`,
        }),
      },
    ],
  },
  {
    cat: "authorization",
    origin: "bo",
    hints: ["unauthorized", "access", "denied", "permission"],
    sev: "medium",
    note: (e) =>
      `${e.svc.bo} is denied access to the clearing outbound share, so settlement files are not written and reconciliation stalls.`,
    line: () => ({
      lvl: "ERROR",
      msg: "fail: Norquay.BackOffice.Clearing.OutboundWriter[0] Failed to write settlement instructions",
      stack: [
        "System.UnauthorizedAccessException: Access to the path '\\\\fs01\\clearing\\outbound\\SI_20261130.csv' is denied.",
        ...net([
          "System.IO.FileSystem.CreateFile(String fullPath, FileMode mode, FileAccess access)",
          "Norquay.BackOffice.Clearing.OutboundWriter.WriteAsync(Batch batch) in /src/Clearing/OutboundWriter.cs:line 77",
          "Norquay.BackOffice.Clearing.SettlementJob.ExecuteAsync(CancellationToken ct) in /src/Clearing/SettlementJob.cs:line 41",
        ]),
      ],
    }),
    originRate: 0.2,
    callers: [
      {
        role: "stmt",
        rate: 0.15,
        line: () => ({
          lvl: "WARN",
          msg: "settlement instruction file SI_20261130.csv not found yet, corporate action entitlements on hold",
        }),
      },
    ],
  },
  // ---------------- database ----------------
  {
    cat: "database",
    origin: "oms",
    hints: ["connection", "pool", "hikari", "sql", "database"],
    sev: "high",
    note: (e) =>
      `${e.svc.oms}'s Hikari pool to its order database runs dry, so order entry fails and the API returns 503s with retries.`,
    line: (r, e) => ({
      lvl: "ERROR",
      msg: `Failed to persist order ${oid(r, e)}`,
      stack: [
        "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
        ...jv(["org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)"]),
        "Caused by: java.sql.SQLTransientConnectionException: oms-pool - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=212)",
        ...jv([
          "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
          "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
          "com.halyard.oms.order.OrderRepository.save(OrderRepository.java:54)",
        ]),
      ],
      req: true,
    }),
    originRate: 0.8,
    callers: [
      { role: "api", rate: 2.0, kind: "5xx", path: "/internal/orders" },
      { role: "api", rate: 1.4, kind: "retry", path: "/internal/orders" },
    ],
  },
  {
    cat: "database",
    origin: "oms",
    hints: ["deadlock", "sql", "database"],
    sev: "medium",
    note: (e) =>
      `${e.svc.oms}'s SQL Server transactions keep being chosen as deadlock victims on allocations, failing order updates.`,
    line: (r, e) => ({
      lvl: "ERROR",
      msg: `fail: Kestrel.Oms.Allocations.AllocationService[0] Allocation update failed for ${oid(r, e)}`,
      stack: [
        `Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID ${r.int(52, 190)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
        ...net([
          "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
          "Microsoft.EntityFrameworkCore.Storage.RelationalCommand.ExecuteNonQueryAsync(RelationalCommandParameterObject parameterObject, CancellationToken cancellationToken)",
          "Kestrel.Oms.Allocations.AllocationService.ApplyAsync(AllocationRequest req) in /src/Kestrel.Oms/Allocations/AllocationService.cs:line 118",
        ]),
        "ClientConnectionId:3c1e4d2a-6a7e-4c1f-9d8b-1f2e3a4b5c6d",
        "Error Number:1205,State:51,Class:13",
      ],
    }),
    originRate: 0.5,
    callers: [
      { role: "api", rate: 0.7, kind: "5xx", path: "/api/allocations" },
      {
        role: "bo",
        rate: 0.3,
        line: (r) => ({
          lvl: "WARN",
          msg: `allocation block ${r.int(100000, 999999)} still pending from OMS after 120s`,
        }),
      },
    ],
  },
  {
    cat: "database",
    origin: "bo",
    hints: ["connection", "slots", "postgres", "database"],
    sev: "high",
    note: (e) =>
      `${e.svc.bo} runs out of Postgres connection slots, so postings fail and the app and statements report ledger errors.`,
    line: () => ({
      lvl: "ERROR",
      msg: 'PG::ConnectionBad: connection to server at "tw-ledger-db.tw-prod.svc" (10.42.7.19), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections',
      stack: rb([
        "/usr/local/bundle/gems/pg-1.5.6/lib/pg/connection.rb:701:in `async_connect_or_reset'",
        "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/connection_adapters/postgresql_adapter.rb:51:in `new_client'",
        "/app/app/services/ledger/poster.rb:18:in `call'",
      ]),
    }),
    originRate: 0.9,
    callers: [
      { role: "api", rate: 1.6, kind: "5xx", path: "/ledger/balances" },
      { role: "stmt", rate: 0.4, kind: "5xx", path: "/ledger/balances" },
    ],
  },
  {
    cat: "database",
    origin: "margin",
    hints: ["too many connections", "mysql", "database", "connection"],
    sev: "high",
    note: (e) =>
      `${e.svc.margin}'s MySQL refuses new connections (too many connections), so margin lookups fail and credit checks fall back to rejects.`,
    line: (r, e) => ({
      lvl: "ERROR",
      msg: `fail: Norquay.Margin.Store.PositionStore[0] margin lookup failed acct=${acct(r, e)}`,
      stack: [
        "MySqlConnector.MySqlException (0x80004005): Too many connections",
        ...net([
          "MySqlConnector.Core.ServerSession.ConnectAsync(ConnectionSettings cs, MySqlConnection connection, Int64 startingTimestamp, ILoadBalancer loadBalancer, IOBehavior ioBehavior, CancellationToken cancellationToken) in /_/src/MySqlConnector/Core/ServerSession.cs:line 551",
          "MySqlConnector.MySqlConnection.OpenAsync(Nullable`1 ioBehavior, CancellationToken cancellationToken) in /_/src/MySqlConnector/MySqlConnection.cs:line 422",
          "Norquay.Margin.Store.PositionStore.GetAsync(String account) in /src/Norquay.Margin/Store/PositionStore.cs:line 36",
        ]),
      ],
      req: true,
    }),
    originRate: 0.8,
    callers: [
      { role: "risk", rate: 1.2, kind: "5xx", path: "/margin/requirements" },
      {
        role: "oms",
        rate: 0.6,
        line: (r, e) => ({ lvl: "WARN", msg: `order ${oid(r, e)} rejected: credit check unavailable`, req: true }),
      },
    ],
  },
  // ---------------- network ----------------
  {
    cat: "network",
    origin: "md",
    hints: ["route", "network", "unreachable", "multicast"],
    sev: "high",
    note: (e) =>
      `${e.svc.md} loses its network path to the feed's snapshot and retransmit servers (no route to host), so gaps stop recovering and quotes go stale.`,
    line: (r, _e, k) =>
      k % 2 === 0
        ? {
            lvl: "ERROR",
            msg: `retransmit request to 10.20.4.${r.int(11, 14)}:9100 failed: connect: No route to host (errno 113)`,
          }
        : {
            lvl: "WARN",
            msg: `channel ${r.int(1, 24)} gap of ${r.int(200, 40000)} msgs unrecovered, symbols marked stale`,
          },
    originRate: 0.8,
    callers: [
      {
        role: "sor",
        rate: 1.0,
        line: (r) => ({
          lvl: "WARN",
          msg: `no fresh NBBO for ${s(r)} (age ${r.int(5, 300)}s), order parked`,
          req: true,
        }),
      },
      {
        role: "risk",
        rate: 0.6,
        line: (r, e) => ({
          lvl: "ERROR",
          msg: `price check failed for ${oid(r, e)}: reference price unavailable`,
          req: true,
        }),
      },
    ],
  },
  {
    cat: "network",
    origin: "fix",
    hints: ["reset", "connection", "socket", "network"],
    sev: "high",
    note: (e) =>
      `${e.svc.fix}'s TCP sessions to ${e.target} keep getting reset by peer, so orders pile up in the router's resend queue.`,
    line: (r, e, k) =>
      k % 3 === 0
        ? {
            lvl: "ERROR",
            msg: `FIX.4.2:${e.sender}->${e.target}: Disconnecting: Socket exception (${e.target}:9878): Connection reset by peer`,
          }
        : k % 3 === 1
          ? { lvl: "INFO", msg: `FIX.4.2:${e.sender}->${e.target}: Connecting to ${e.target} on port 9878` }
          : {
              lvl: "WARN",
              msg: `FIX.4.2:${e.sender}->${e.target}: recv() failed: ECONNRESET, ${r.int(3, 90)} messages queued for resend`,
            },
    originRate: 0.6,
    callers: [
      {
        role: "sor",
        rate: 1.3,
        line: (r, e) => ({
          lvl: "WARN",
          msg: `order ${oid(r, e)} awaiting ack from ${e.venue} for ${r.int(2, 40)}s, session down`,
          req: false,
        }),
      },
      {
        role: "oms",
        rate: 0.7,
        line: (r, e) => ({
          lvl: "ERROR",
          msg: `Order ${oid(r, e)} timed out waiting for venue acknowledgement`,
          req: false,
        }),
      },
    ],
  },
  {
    cat: "network",
    origin: "fix",
    hints: ["ssl", "tls", "handshake"],
    sev: "high",
    note: (e) =>
      `${e.svc.fix} cannot complete the TLS handshake to the clearing broker's FIX endpoint, so orders cannot be sent.`,
    line: () => ({
      lvl: "ERROR",
      msg: "FIX.4.2:TIDEWTR->APEXCLR: Error connecting to fix.apexclr.example:4443",
      stack: [
        "javax.net.ssl.SSLHandshakeException: Remote host terminated the handshake",
        ...jv([
          "java.base/sun.security.ssl.SSLSocketImpl.handleEOF(SSLSocketImpl.java:1715)",
          "java.base/sun.security.ssl.SSLSocketImpl.startHandshake(SSLSocketImpl.java:456)",
          "org.apache.mina.filter.ssl.SslHandler.handshake(SslHandler.java:573)",
          "quickfix.mina.initiator.IoSessionInitiator$ConnectTask.connect(IoSessionInitiator.java:242)",
        ]),
        "Caused by: java.io.EOFException: SSL peer shut down incorrectly",
        "\t... 9 more",
      ],
    }),
    originRate: 0.2,
    callers: [
      {
        role: "sor",
        rate: 0.8,
        line: (r, e) => ({
          lvl: "ERROR",
          msg: `route ${oid(r, e)} failed: upstream ${e.target} session unavailable`,
          req: true,
        }),
      },
      { role: "oms", rate: 0.9, kind: "5xx", path: "/route" },
      {
        role: "api",
        rate: 0.9,
        line: (r) => ({ lvl: "ERROR", msg: `POST /v2/orders 502 ${r.int(40, 900)}ms`, req: true }),
      },
    ],
  },
  {
    cat: "network",
    origin: "api",
    hints: ["dns", "eai_again", "getaddrinfo", "resolve"],
    sev: "high",
    note: (e) =>
      `${e.svc.api} can no longer resolve its backends' names (getaddrinfo EAI_AGAIN), so order and account calls from customers fail.`,
    line: (r, e) => ({
      lvl: "ERROR",
      msg: `request to http://${r.pick([e.svc.oms, e.svc.margin, e.svc.auth])}.nq-prod.svc.cluster.local:8080/v1/${r.pick(["orders", "accounts", "token"])} failed, reason: getaddrinfo EAI_AGAIN ${r.pick([e.svc.oms, e.svc.margin, e.svc.auth])}.nq-prod.svc.cluster.local`,
      stack: [
        `Error: getaddrinfo EAI_AGAIN ${e.svc.oms}.nq-prod.svc.cluster.local`,
        "    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:107:26)",
      ],
      req: true,
    }),
    originRate: 2.0,
    callers: [],
  },
  // ---------------- timeout ----------------
  {
    cat: "timeout",
    origin: "margin",
    hints: ["timeout", "deadline", "timed out"],
    sev: "medium",
    note: (e) =>
      `${e.svc.margin}'s buying-power computation starts exceeding its 2 s budget, so pre-trade checks time out on it.`,
    line: (r, e) => ({
      lvl: "ERROR",
      msg: `buying power request acct=${acct(r, e)} exceeded 2.0s budget`,
      stack: [
        ...py([
          ["/app/margin/api.py", 88, "buying_power", "bp = await asyncio.wait_for(engine.compute(acct), timeout=2.0)"],
          ["/usr/local/lib/python3.12/asyncio/tasks.py", 520, "wait_for", "async with timeouts.timeout(timeout):"],
          ["/usr/local/lib/python3.12/asyncio/timeouts.py", 115, "__aexit__", "raise TimeoutError from exc_val"],
        ]),
        "TimeoutError",
      ],
      req: true,
    }),
    originRate: 0.7,
    callers: [
      { role: "risk", rate: 1.4, kind: "timeout", path: "/v1/buying-power" },
      {
        role: "oms",
        rate: 0.6,
        line: (r, e) => ({ lvl: "WARN", msg: `order ${oid(r, e)} held: pre-trade check pending`, req: true }),
      },
    ],
  },
  {
    cat: "timeout",
    origin: "risk",
    hints: ["timeout", "timed out", "lock"],
    sev: "medium",
    note: (e) =>
      `${e.svc.risk} threads time out waiting for an account-book lock, so the OMS gets no risk verdict within its limit.`,
    line: (r) => ({
      lvl: "WARN",
      msg: `[check-worker-${r.int(1, 16)}] Timed out after 250 ms waiting for lock on account book ${"KX"}${r.int(100000, 999999)}; verdict=UNKNOWN`,
    }),
    originRate: 1.2,
    callers: [
      {
        role: "oms",
        rate: 1.2,
        line: (r, e) => ({
          lvl: "ERROR",
          msg: `warn: Kestrel.Oms.Risk.RiskClient[3] risk check for ${oid(r, e)} timed out after 250 ms, order held`,
        }),
      },
      {
        role: "api",
        rate: 0.5,
        line: (r) => ({ lvl: "WARN", msg: `order submit pending for ${r.int(2, 15)}s, client notified` }),
      },
    ],
  },
  {
    cat: "timeout",
    origin: "risk",
    hints: ["timeout", "readtimeout", "timed out"],
    sev: "medium",
    note: (e) =>
      `${e.svc.risk}'s call to the pattern-day-trader screening vendor stops answering in time, so order checks time out.`,
    line: (r, e) => ({
      lvl: "ERROR",
      msg: `PDT screening call failed for acct=${acct(r, e)}`,
      stack: [
        ...py([
          ["/app/risk/checks/pdt.py", 57, "screen", "resp = await self.client.post(PDT_URL, json=payload)"],
          [
            "/usr/local/lib/python3.11/site-packages/httpx/_client.py",
            1574,
            "send",
            "response = await self._send_handling_auth(",
          ],
          [
            "/usr/local/lib/python3.11/site-packages/httpcore/_async/http11.py",
            217,
            "_receive_event",
            "data = await self._network_stream.read(",
          ],
        ]),
        "httpx.ReadTimeout: The read operation timed out",
      ],
      req: true,
    }),
    originRate: 0.9,
    callers: [
      { role: "oms", rate: 1.6, kind: "timeout", path: "/v1/checks" },
      { role: "oms", rate: 0.9, kind: "retry", path: "/v1/checks" },
    ],
  },
  {
    cat: "timeout",
    origin: "sor",
    hints: ["timeout", "timed out", "slow", "budget"],
    sev: "medium",
    note: (e) =>
      `${e.svc.sor}'s routing decisions start taking seconds (WARN only), so the OMS times out waiting for routes.`,
    line: (r) => ({
      lvl: "WARN",
      msg: `slow route decision for ${s(r)}: ${r.int(2100, 6800)}ms (budget 50ms), book rebuild in progress`,
    }),
    originRate: 0.9,
    quiet: true,
    callers: [
      {
        role: "oms",
        rate: 1.5,
        line: (r, e) => ({
          lvl: "ERROR",
          msg: `java.util.concurrent.TimeoutException: no routing decision from ${e.svc.sor} for ${oid(r, e)} within 5000 ms`,
        }),
      },
      { role: "api", rate: 0.8, kind: "timeout", path: "/v1/orders" },
    ],
  },
  // ---------------- rate_limiting ----------------
  {
    cat: "rate_limiting",
    origin: "auth",
    hints: ["429", "rate", "throttl", "too many requests"],
    sev: "medium",
    note: (e) =>
      `${e.svc.auth}'s SMS one-time-code provider answers 429 Too Many Requests, so logins needing 2FA fail.`,
    line: (r) => ({
      lvl: "ERROR",
      msg: `sms otp send failed: provider status=429 code=20429 "Too Many Requests" retry_after=${r.int(30, 120)}s to=+1***${r.int(1000, 9999)}`,
      req: true,
    }),
    originRate: 0.9,
    callers: [
      {
        role: "api",
        rate: 1.0,
        line: (r) => ({ lvl: "ERROR", msg: `POST /v2/login/mfa 502 ${r.int(30, 400)}ms`, req: true }),
      },
      { role: "api", rate: 0.7, kind: "retry", path: "/internal/otp" },
    ],
  },
  {
    cat: "rate_limiting",
    origin: "fix",
    hints: ["throttle", "rate", "limit"],
    sev: "medium",
    note: (e) => `${e.target} throttles ${e.svc.fix}'s order flow (message rate exceeded), rejecting new orders.`,
    line: (r, e) => ({
      lvl: "WARN",
      msg: `FIX.4.2:${e.sender}->${e.target}: incoming 35=3 45=${r.int(30000, 90000)} 372=D 380=99 58=Throttle limit exceeded: ${r.int(201, 400)} msgs/s > 200`,
    }),
    originRate: 1.5,
    callers: [
      {
        role: "sor",
        rate: 2.2,
        line: (r, e) => ({
          lvl: "WARN",
          msg: `resubmitting ${oid(r, e)} to ${e.venue} after reject (attempt ${r.int(2, 6)})`,
        }),
      },
      {
        role: "oms",
        rate: 0.6,
        line: (r, e) => ({
          lvl: "ERROR",
          msg: `fail: Kestrel.Oms.Routing[7] order ${oid(r, e)} rejected by venue after retries`,
        }),
      },
    ],
  },
  {
    cat: "rate_limiting",
    origin: "md",
    hints: ["429", "rate", "too many requests", "limit"],
    sev: "medium",
    note: (e) =>
      `${e.svc.md} is rate limited by its market-data vendor REST API (429), so snapshot quotes go stale in the app.`,
    line: (r) => ({
      lvl: "WARN",
      msg: `GET https://api.mdvendor.example/v3/snapshot/locale/us/markets/stocks/tickers?tickers=${s(r)} -> 429 Too Many Requests (retry-after: ${r.int(10, 60)})`,
    }),
    originRate: 1.6,
    callers: [
      {
        role: "api",
        rate: 1.3,
        line: (r) => ({
          lvl: "WARN",
          msg: `quote for ${s(r)} stale (${r.int(15, 300)}s), returning delayed`,
          req: true,
        }),
      },
      {
        role: "risk",
        rate: 0.4,
        line: (r) => ({ lvl: "ERROR", msg: `reference price missing for ${s(r)}; market order rejected`, req: true }),
      },
    ],
  },
  {
    cat: "rate_limiting",
    origin: "bo",
    hints: ["429", "rate limit", "throttl", "too many requests"],
    sev: "medium",
    note: (e) =>
      `${e.svc.bo} is throttled by the custodian positions API (429), so position files for reconciliation are incomplete.`,
    line: (r) => ({
      lvl: "WARN",
      msg: `warn: Norquay.BackOffice.Custody.CustodianClient[12] GET /positions?page=${r.int(1, 400)} returned 429 (TooManyRequests), rate limit 100/min exceeded; Polly retry ${r.int(1, 5)} in ${r.int(2, 30)}s`,
    }),
    originRate: 1.2,
    callers: [
      {
        role: "stmt",
        rate: 0.3,
        line: (r) => ({
          lvl: "ERROR",
          msg: `entitlement calc aborted: custodian position file incomplete (${r.int(40, 90)}% pages)`,
        }),
      },
      {
        role: "margin",
        rate: 0.2,
        line: () => ({ lvl: "WARN", msg: "warn: Norquay.Margin.Sod[4] start-of-day positions stale, using T-1" }),
      },
    ],
  },
  // ---------------- validation ----------------
  {
    cat: "validation",
    origin: "bo",
    hints: ["validation", "invalid", "cusip", "schema"],
    sev: "medium",
    note: (e) =>
      `${e.svc.bo} fails validation of its clearing trade file (ISINs in the 9-character CUSIP field), so the EOD submission is rejected.`,
    line: (r) => ({
      lvl: "ERROR",
      msg: `trade file row ${r.int(1, 9000)} failed validation`,
      stack: [
        ...py([
          ["/app/settlement/cns/builder.py", 142, "build_rows", "rows.append(CnsTradeRow(**rec))"],
          [
            "/usr/local/lib/python3.12/site-packages/pydantic/main.py",
            193,
            "__init__",
            "self.__pydantic_validator__.validate_python(data, self_instance=self)",
          ],
        ]),
        "pydantic_core._pydantic_core.ValidationError: 1 validation error for CnsTradeRow",
        "cusip",
        `  String should have at most 9 characters [type=string_too_long, input_value='US${r.int(1000000000, 9999999999)}', input_type=str]`,
      ],
    }),
    originRate: 0.8,
    callers: [
      {
        role: "stmt",
        rate: 0.3,
        line: () => ({ lvl: "WARN", msg: "trade confirms waiting on CNS submission id (not yet assigned)" }),
      },
    ],
  },
  {
    cat: "validation",
    origin: "sor",
    hints: ["incorrecttagvalue", "invalid", "validation", "tag"],
    sev: "medium",
    note: (e) =>
      `${e.svc.sor}'s FIX validator rejects the OMS's pegged orders (OrdType P not in its dictionary), so those orders fail.`,
    line: (r, e) => ({
      lvl: "ERROR",
      msg: `Message rejected for ${oid(r, e)}: quickfix.IncorrectTagValue: Value is incorrect (out of range) for this tag, field=40 value=P`,
      stack: jv([
        "quickfix.DataDictionary.checkValue(DataDictionary.java:905)",
        "quickfix.DataDictionary.validate(DataDictionary.java:690)",
        "com.kestrel.sor.ingress.OrderIngress.onMessage(OrderIngress.java:133)",
      ]),
    }),
    originRate: 0.7,
    callers: [
      {
        role: "oms",
        rate: 0.7,
        line: (r, e) => ({
          lvl: "WARN",
          msg: `warn: Kestrel.Oms.Routing[2] order ${oid(r, e)} rejected by ${e.svc.sor}: 35=j 380=5`,
        }),
      },
    ],
  },
  {
    cat: "validation",
    origin: "oms",
    hints: ["unmarshal", "invalid", "validation", "json"],
    sev: "medium",
    note: (e) =>
      `${e.svc.oms} rejects order payloads whose quantity arrives as a string, so the app's order submissions fail with 400s.`,
    line: (r) => ({
      lvl: "WARN",
      msg: `level=warn msg="invalid order request" err="json: cannot unmarshal string into Go struct field OrderRequest.qty of type decimal.Decimal" client=ios/8.${r.int(10, 14)}.0 status=400`,
      req: true,
    }),
    originRate: 1.5,
    callers: [
      {
        role: "api",
        rate: 1.4,
        line: (r) => ({ lvl: "ERROR", msg: `POST /v2/orders 400 ${r.int(5, 60)}ms upstream=tw-orders`, req: true }),
      },
    ],
  },
  {
    cat: "validation",
    origin: "stmt",
    hints: ["validation", "ratio", "invalid"],
    sev: "medium",
    note: (e) =>
      `${e.svc.stmt} rejects the corporate-actions vendor file (split ratio with zero denominator), so splits are not applied and back office holds positions.`,
    line: (r) => ({
      lvl: "ERROR",
      msg: `corporate action event ${r.int(100000, 999999)} rejected`,
      stack: [
        ...py([
          ["/app/corpactions/ingest.py", 211, "parse_event", "return SplitEvent.model_validate(raw)"],
          [
            "/usr/local/lib/python3.12/site-packages/pydantic/main.py",
            568,
            "model_validate",
            "return cls.__pydantic_validator__.validate_python(",
          ],
        ]),
        "pydantic_core._pydantic_core.ValidationError: 1 validation error for SplitEvent",
        "ratio",
        "  Value error, ratio denominator must be positive, got '3:0' [type=value_error, input_value='3:0', input_type=str]",
      ],
    }),
    originRate: 0.5,
    callers: [
      {
        role: "bo",
        rate: 0.4,
        line: (r) => ({
          lvl: "WARN",
          msg: `warn: Norquay.BackOffice.Positions[9] ${r.int(20, 900)} positions held pending corporate action ${s(r)}`,
        }),
      },
    ],
  },
  // ---------------- null_reference ----------------
  {
    cat: "null_reference",
    origin: "oms",
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    note: (e) =>
      `${e.svc.oms} throws NullPointerException on orders for an instrument missing from its cache, and the API returns 500s.`,
    line: (r) => ({
      lvl: "ERROR",
      msg: "Servlet.service() for servlet [dispatcherServlet] threw exception",
      stack: [
        'java.lang.NullPointerException: Cannot invoke "com.halyard.oms.refdata.Instrument.getLotSize()" because "instrument" is null',
        ...jv([
          `com.halyard.oms.order.OrderValidator.checkLot(OrderValidator.java:${r.int(60, 90)})`,
          "com.halyard.oms.order.OrderService.place(OrderService.java:112)",
          "com.halyard.oms.api.OrderController.create(OrderController.java:47)",
        ]),
      ],
      req: true,
    }),
    originRate: 0.7,
    callers: [{ role: "api", rate: 1.1, kind: "5xx", path: "/internal/orders" }],
  },
  {
    cat: "null_reference",
    origin: "oms",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: (e) =>
      `${e.svc.oms} hits NullReferenceException building allocations for accounts without a settlement instruction, failing fills.`,
    line: (r, e) => ({
      lvl: "ERROR",
      msg: `fail: Kestrel.Oms.Fills.FillProcessor[0] Unhandled exception processing fill for ${oid(r, e)}`,
      stack: [
        "System.NullReferenceException: Object reference not set to an instance of an object.",
        ...net([
          "Kestrel.Oms.Fills.FillProcessor.BuildAllocation(Fill fill, Account account) in /src/Kestrel.Oms/Fills/FillProcessor.cs:line 203",
          "Kestrel.Oms.Fills.FillProcessor.HandleAsync(ExecutionReport er) in /src/Kestrel.Oms/Fills/FillProcessor.cs:line 88",
        ]),
      ],
    }),
    originRate: 0.6,
    callers: [
      {
        role: "bo",
        rate: 0.4,
        line: (r) => ({ lvl: "WARN", msg: `no allocation received for block ${r.int(100000, 999999)} after 60s` }),
      },
      { role: "api", rate: 0.4, kind: "5xx", path: "/api/fills" },
    ],
  },
  {
    cat: "null_reference",
    origin: "stmt",
    hints: ["nomethoderror", "nil", "undefined method"],
    sev: "medium",
    note: (e) =>
      `${e.svc.stmt} raises NoMethodError on nil for accounts with a missing dividend record, so trade confirms and statements fail.`,
    line: (r, e) => ({
      lvl: "ERROR",
      msg: `StatementJob failed acct=${acct(r, e)}: NoMethodError: undefined method \`amount' for nil:NilClass`,
      stack: rb([
        `/app/app/presenters/dividend_presenter.rb:${r.int(10, 40)}:in \`net_amount'`,
        "/app/app/services/statement_builder.rb:77:in `block in dividends'",
        "/app/app/jobs/statement_job.rb:19:in `perform'",
      ]),
    }),
    originRate: 0.6,
    callers: [
      {
        role: "api",
        rate: 0.3,
        line: (r) => ({
          lvl: "WARN",
          msg: `GET /v2/documents 502 ${r.int(20, 400)}ms (statements backend error)`,
          req: true,
        }),
      },
    ],
  },
  {
    cat: "null_reference",
    origin: "api",
    hints: ["typeerror", "undefined", "cannot read properties"],
    sev: "high",
    note: (e) =>
      `${e.svc.api} throws TypeError reading accountId of undefined on order placement, so clients get 500s.`,
    line: (r) => ({
      lvl: "ERROR",
      msg: `POST /v1/orders 500 ${r.int(2, 30)}ms`,
      stack: [
        "TypeError: Cannot read properties of undefined (reading 'accountId')",
        "    at buildOrder (/srv/app/dist/routes/orders.js:84:31)",
        "    at /srv/app/dist/routes/orders.js:41:23",
        "    at Layer.handle [as handle_request] (/srv/app/node_modules/express/lib/router/layer.js:95:5)",
      ],
      req: true,
    }),
    originRate: 1.4,
    callers: [],
  },
  // ---------------- configuration ----------------
  {
    cat: "configuration",
    origin: "risk",
    hints: ["config", "limit profile", "missing", "not set"],
    sev: "high",
    note: (e) =>
      `After a config reload ${e.svc.risk} loses its limits file setting and rejects every order for a missing limit profile.`,
    pre: () => [
      { lvl: "INFO", msg: "config reloaded from configmap pretrade-risk-config (resourceVersion 88123410)" },
      { lvl: "WARN", msg: "config: risk.limits.path not set, limit profiles: 0 loaded" },
    ],
    line: (r, e) => ({
      lvl: "ERROR",
      msg: `check failed ${oid(r, e)}: no limit profile for account ${acct(r, e)} (profiles loaded: 0)`,
      req: true,
    }),
    originRate: 1.5,
    callers: [
      {
        role: "oms",
        rate: 1.3,
        line: (r, e) => ({ lvl: "WARN", msg: `order ${oid(r, e)} rejected by pretrade-risk: RISK_CONFIG`, req: true }),
      },
      {
        role: "api",
        rate: 0.8,
        line: (r) => ({ lvl: "WARN", msg: `POST /v2/orders 422 ${r.int(10, 80)}ms`, req: true }),
      },
    ],
  },
  {
    cat: "configuration",
    origin: "fix",
    hints: ["config", "datadictionary", "not found"],
    sev: "high",
    note: (e) =>
      `A release of ${e.svc.fix} points at a FIX data dictionary path that does not exist, so its sessions never start.`,
    pre: () => [{ lvl: "INFO", msg: "starting kx-fixengine 5.2.0 (build 7f3a9c1), sessions=3" }],
    line: (_r, e, k) =>
      k % 2 === 0
        ? {
            lvl: "ERROR",
            msg: `session FIX.4.2:${e.sender}->${e.target}: Configuration failed: Could not parse data dictionary file /opt/fix/spec/FIX42-kx.xml: file not found`,
          }
        : { lvl: "WARN", msg: `session FIX.4.2:${e.sender}->${e.target} not created; retry in 15s` },
    originRate: 0.15,
    callers: [
      {
        role: "sor",
        rate: 1.2,
        line: (r, e) => ({ lvl: "ERROR", msg: `no session for ${e.venue}, cannot route ${oid(r, e)}` }),
      },
      {
        role: "oms",
        rate: 0.6,
        line: (r, e) => ({
          lvl: "ERROR",
          msg: `fail: Kestrel.Oms.Routing[7] order ${oid(r, e)} rejected: venue ${e.venue} unavailable`,
        }),
      },
    ],
  },
  {
    cat: "configuration",
    origin: "api",
    hints: ["config", "timezone", "invalid time zone"],
    sev: "high",
    note: (e) =>
      `A release of ${e.svc.api} ships an invalid MARKET_CALENDAR_TZ, so the market-hours check throws and orders are refused as market closed.`,
    pre: () => [
      {
        lvl: "INFO",
        msg: "tw-mobile-bff v4.31.0 listening on :8080 (env=production, MARKET_CALENDAR_TZ=America/New York)",
      },
    ],
    line: (r) => ({
      lvl: "ERROR",
      msg: "market hours check failed, treating session as CLOSED",
      stack: [
        "RangeError: Invalid time zone specified: America/New York",
        "    at new DateTimeFormat (<anonymous>)",
        `    at marketSession (/srv/app/dist/calendar.js:${r.int(20, 40)}:15)`,
        "    at placeOrder (/srv/app/dist/routes/orders.js:52:9)",
      ],
      req: true,
    }),
    originRate: 1.2,
    callers: [
      {
        role: "oms",
        rate: 0.3,
        line: () => ({ lvl: "INFO", msg: 'level=info msg="order volume low" window=60s count=0' }),
      },
    ],
  },
  {
    cat: "configuration",
    origin: "sor",
    hints: ["config", "venue", "routing table", "unknown"],
    sev: "high",
    note: (e) =>
      `After a routing-table reload ${e.svc.sor} knows an unknown MIC XNDQ instead of XNAS, so Nasdaq-listed orders cannot be routed.`,
    pre: () => [{ lvl: "INFO", msg: "routing table reloaded from /etc/nq-sor/venues.yaml (14 venues, rev 311)" }],
    line: (r, e) => ({
      lvl: "ERROR",
      msg: `route ${oid(r, e)} ${s(r)}: primary venue 'XNDQ' not in routing table; rejecting`,
    }),
    originRate: 1.1,
    callers: [
      {
        role: "oms",
        rate: 1.0,
        line: (r, e) => ({ lvl: "WARN", msg: `Order ${oid(r, e)} rejected by nq-sor: NO_ROUTE` }),
      },
      { role: "api", rate: 0.6, line: (r) => ({ lvl: "WARN", msg: `POST /v1/orders 422 ${r.int(8, 90)}ms` }) },
    ],
  },
  // ---------------- dependency ----------------
  {
    cat: "dependency",
    origin: "api",
    hints: ["503", "unavailable", "circuit", "plaid", "upstream"],
    sev: "medium",
    note: (e) => `The bank-link provider behind ${e.svc.api} answers 503 and its breaker opens, so ACH deposits fail.`,
    line: (r, _e, k) =>
      k % 4 === 3
        ? {
            lvl: "WARN",
            msg: `circuit breaker plaid-transfers open (failure rate ${r.int(60, 100)}%), failing fast for 30s`,
          }
        : {
            lvl: "ERROR",
            msg: `ACH deposit failed: POST https://production.plaid.com/transfer/create responded 503 Service Unavailable (request_id ${r.hex(6)}${r.hex(6)})`,
            req: true,
          },
    originRate: 0.8,
    callers: [
      {
        role: "bo",
        rate: 0.2,
        line: (r) => ({ lvl: "INFO", msg: `ACH batch ${r.int(100, 999)}: 0 deposits received in the last window` }),
      },
    ],
  },
  {
    cat: "dependency",
    origin: "bo",
    hints: ["mq", "2059", "unavailable", "queue manager"],
    sev: "high",
    note: (e) =>
      `The IBM MQ queue manager ${e.svc.bo} uses to receive trades is unavailable (2059), so trades stop booking.`,
    line: () => ({
      lvl: "ERROR",
      msg: "Listener for queue 'KX.TRADES.IN' failed; reconnecting",
      stack: [
        "com.ibm.msg.client.jms.DetailedIllegalStateException: JMSWMQ0018: Failed to connect to queue manager 'KXQM01' with connection mode 'Client' and host name 'mq01(1414)'.",
        ...jv(["com.ibm.msg.client.wmq.common.internal.Reason.reasonToException(Reason.java:489)"]),
        "Caused by: com.ibm.mq.MQException: JMSCMQ0001: IBM MQ call failed with compcode '2' ('MQCC_FAILED') reason '2059' ('MQRC_Q_MGR_NOT_AVAILABLE').",
        "\t... 12 more",
      ],
    }),
    originRate: 0.4,
    callers: [
      {
        role: "margin",
        rate: 0.3,
        line: () => ({ lvl: "WARN", msg: "trade bookings from kx-clearing-bo lagging, last booked 4 min ago" }),
      },
      {
        role: "stmt",
        rate: 0.2,
        line: () => ({ lvl: "WARN", msg: "trade count for EOD file below expected (0 in last 5 min)" }),
      },
    ],
  },
  {
    cat: "dependency",
    origin: "margin",
    hints: ["redis", "connection refused", "unavailable"],
    sev: "high",
    note: (e) =>
      `The Redis cache behind ${e.svc.margin} is unavailable (connection refused), so margin reads fail and risk rejects orders.`,
    line: (r) => ({
      lvl: "ERROR",
      msg: `position cache read failed acct=TW${r.int(100000, 999999)}`,
      stack: [
        ...py([
          ["/app/margin/cache.py", 41, "positions", "raw = await self.redis.hgetall(key)"],
          [
            "/usr/local/lib/python3.12/site-packages/redis/asyncio/connection.py",
            298,
            "connect",
            "raise ConnectionError(self._error_message(e))",
          ],
        ]),
        "redis.exceptions.ConnectionError: Error 111 connecting to tw-redis-master.tw-prod.svc:6379. Connection refused.",
      ],
      req: true,
    }),
    originRate: 1.0,
    callers: [
      { role: "risk", rate: 1.2, kind: "5xx", path: "/margin/requirement" },
      { role: "risk", rate: 0.6, kind: "breaker" },
      {
        role: "oms",
        rate: 0.5,
        line: (r, e) => ({
          lvl: "WARN",
          msg: `level=warn msg="order rejected" id=${oid(r, e)} reason=RISK_UNAVAILABLE`,
        }),
      },
    ],
  },
  {
    cat: "dependency",
    origin: "fix",
    hints: ["unavailable", "logout", "exchange", "venue"],
    sev: "high",
    note: (e) =>
      `${e.target}'s order-entry side is unavailable and keeps logging ${e.svc.fix} out, so options orders cannot reach the venue.`,
    line: (r, e, k) =>
      k % 2 === 0
        ? {
            lvl: "ERROR",
            msg: `FIX.4.2:${e.sender}->${e.target}: Received logout 35=5 58=Trading system unavailable, please try later`,
          }
        : {
            lvl: "WARN",
            msg: `FIX.4.2:${e.sender}->${e.target}: logon attempt ${r.int(2, 30)} failed: no Logon response within 30s`,
          },
    originRate: 0.3,
    callers: [
      {
        role: "sor",
        rate: 1.0,
        line: (r) => ({ lvl: "ERROR", msg: `no live session for XCBO, ${s(r)} option order rejected` }),
      },
      {
        role: "oms",
        rate: 0.8,
        line: (r, e) => ({ lvl: "ERROR", msg: `Order ${oid(r, e)} rejected: venue XCBO unavailable` }),
      },
    ],
  },
  // ---------------- memory ----------------
  {
    cat: "memory",
    origin: "sor",
    hints: ["memory", "bad_alloc", "oom"],
    sev: "high",
    note: (e) => `${e.svc.sor} throws std::bad_alloc and crash-loops, so the OMS cannot reach it.`,
    line: (r, _e, k) =>
      k % 3 === 0
        ? {
            lvl: "FATAL",
            msg: "terminate called after throwing an instance of 'std::bad_alloc'",
            stack: [
              "  what():  std::bad_alloc",
              `PC: @ 0x7f3${r.hex(9)} (unknown)`,
              "*** SIGABRT (@0x1) received by PID 1 (TID 0x7f1c2b3ff700) from PID 1; stack trace: ***",
            ],
          }
        : k % 3 === 1
          ? {
              lvl: "WARN",
              msg: `book arena grew to ${r.int(7100, 7900)}MB (limit 8192MB), ${r.int(40, 90)}k orders resident`,
            }
          : { lvl: "INFO", msg: "smart-router 6.4.2 starting, loading venue books" },
    originRate: 0.15,
    callers: [
      { role: "oms", rate: 1.3, kind: "refused", path: "/route" },
      { role: "oms", rate: 0.8, kind: "retry", path: "/route" },
      { role: "api", rate: 0.6, kind: "5xx", path: "/internal/orders" },
    ],
  },
  {
    cat: "memory",
    origin: "sor",
    hints: ["outofmemory", "heap", "memory", "gc overhead"],
    sev: "high",
    note: (e) => `${e.svc.sor} runs out of Java heap (long GC pauses first), so routing stalls and the OMS times out.`,
    line: (r, _e, k) =>
      k % 3 === 0
        ? {
            lvl: "ERROR",
            msg: 'Exception in thread "venue-book-updater" java.lang.OutOfMemoryError: Java heap space',
            stack: jv([
              "java.base/java.util.Arrays.copyOf(Arrays.java:3512)",
              "com.kestrel.sor.book.OrderBook.add(OrderBook.java:211)",
              "com.kestrel.sor.book.BookUpdater.run(BookUpdater.java:64)",
            ]),
          }
        : {
            lvl: "WARN",
            msg: `[gc,pause] GC(${r.int(4000, 9000)}) Pause Full (G1 Compaction Pause) 3968M->3951M(4096M) ${r.int(2100, 5200)}.${r.int(100, 999)}ms`,
          },
    originRate: 0.35,
    callers: [
      { role: "oms", rate: 1.4, kind: "timeout", path: "/route" },
      { role: "oms", rate: 0.5, kind: "breaker" },
    ],
  },
  {
    cat: "memory",
    origin: "risk",
    hints: ["memory", "oom", "sigkill"],
    sev: "high",
    note: (e) =>
      `${e.svc.risk}'s gunicorn workers are killed for memory and restart, so order checks fail with resets and 502s.`,
    line: (r, _e, k) =>
      k % 2 === 0
        ? { lvl: "ERROR", msg: `[ERROR] Worker (pid:${r.int(300, 900)}) was sent SIGKILL! Perhaps out of memory?` }
        : { lvl: "INFO", msg: `[INFO] Booting worker with pid: ${r.int(300, 900)}` },
    originRate: 0.35,
    callers: [
      { role: "oms", rate: 1.3, kind: "reset" },
      { role: "oms", rate: 0.8, kind: "retry", path: "/v1/checks" },
      {
        role: "api",
        rate: 0.5,
        line: (r) => ({ lvl: "ERROR", msg: `POST /v2/orders 502 ${r.int(100, 3000)}ms`, req: true }),
      },
    ],
  },
  {
    cat: "memory",
    origin: "margin",
    hints: ["outofmemory", "memory"],
    sev: "high",
    note: (e) =>
      `${e.svc.margin} throws OutOfMemoryException during its intraday sweep and stops answering, so credit checks fail.`,
    line: (r, _e, k) =>
      k % 2 === 0
        ? {
            lvl: "FATAL",
            msg: "crit: Norquay.Margin.Sweep.IntradaySweep[0] Sweep aborted",
            stack: [
              "System.OutOfMemoryException: Exception of type 'System.OutOfMemoryException' was thrown.",
              ...net([
                "System.Collections.Generic.List`1.set_Capacity(Int32 value)",
                "Norquay.Margin.Sweep.IntradaySweep.LoadPositions() in /src/Norquay.Margin/Sweep/IntradaySweep.cs:line 92",
              ]),
            ],
          }
        : {
            lvl: "WARN",
            msg: `warn: Norquay.Margin.Sweep[5] GC heap ${r.int(5800, 6100)}MB of 6144MB limit, gen2 collections ${r.int(200, 900)}`,
          },
    originRate: 0.3,
    callers: [
      { role: "risk", rate: 1.2, kind: "timeout", path: "/margin" },
      {
        role: "oms",
        rate: 0.5,
        line: (r, e) => ({ lvl: "WARN", msg: `Order ${oid(r, e)} rejected: credit check unavailable` }),
      },
    ],
  },
  // ---------------- disk ----------------
  {
    cat: "disk",
    origin: "md",
    hints: ["no space", "disk", "enospc"],
    sev: "medium",
    note: (e) =>
      `${e.svc.md}'s tick-capture volume fills up, so captures fail and the handler starts dropping recovery buffers.`,
    line: (r, _e, k) =>
      k % 2 === 0
        ? {
            lvl: "ERROR",
            msg: `capture writer: write(/data/capture/2026-11-30/ch${r.int(1, 24)}.pcap) failed: No space left on device`,
          }
        : { lvl: "WARN", msg: `recovery buffer spill failed (ENOSPC), dropping ${r.int(1000, 90000)} buffered msgs` },
    originRate: 0.8,
    callers: [
      {
        role: "sor",
        rate: 0.6,
        line: (r) => ({ lvl: "WARN", msg: `quote for ${s(r)} older than 5s, venue data incomplete`, req: true }),
      },
    ],
  },
  {
    cat: "disk",
    origin: "stmt",
    hints: ["no space", "disk", "errno 28"],
    sev: "medium",
    note: (e) => `${e.svc.stmt}'s work volume fills up, so end-of-day files cannot be written.`,
    line: () => ({
      lvl: "ERROR",
      msg: "EOD file build failed: trades_20261130.csv",
      stack: [
        ...py([
          ["/app/eod/writer.py", 66, "write_rows", "fh.write(row)"],
          ["/usr/local/lib/python3.12/codecs.py", 720, "write", "return self.writer.write(data)"],
        ]),
        "OSError: [Errno 28] No space left on device",
      ],
    }),
    originRate: 0.5,
    callers: [
      {
        role: "bo",
        rate: 0.3,
        line: () => ({ lvl: "WARN", msg: "EOD trades file from kx-eod-files not present in /exchange/outbound" }),
      },
    ],
  },
  {
    cat: "disk",
    origin: "bo",
    hints: ["read-only", "erofs", "disk", "file system"],
    sev: "high",
    note: (e) =>
      `${e.svc.bo}'s journal volume is remounted read-only, so ledger writes fail and the app reports balance errors.`,
    line: (r) => ({
      lvl: "ERROR",
      msg: "journal append failed",
      stack: [
        `Errno::EROFS: Read-only file system @ rb_sysopen - /var/lib/ledger/journal/2026-11-30.${r.int(10, 99)}.jrn`,
        ...rb([
          "/app/lib/ledger/journal.rb:58:in `initialize'",
          "/app/lib/ledger/journal.rb:58:in `open'",
          "/app/lib/ledger/journal.rb:58:in `append'",
        ]),
      ],
    }),
    originRate: 1.0,
    callers: [
      { role: "api", rate: 1.2, kind: "5xx", path: "/ledger/transfers" },
      {
        role: "stmt",
        rate: 0.3,
        line: () => ({ lvl: "WARN", msg: "ledger snapshot unavailable, statement run paused" }),
      },
    ],
  },
  {
    cat: "disk",
    origin: "oms",
    hints: ["no space", "disk", "ioexception"],
    sev: "high",
    note: (e) =>
      `${e.svc.oms}'s order journal volume fills up, so it cannot persist new orders and the API sees failures.`,
    line: () => ({
      lvl: "ERROR",
      msg: "Failed to append to order journal",
      stack: [
        "java.io.IOException: No space left on device",
        ...jv([
          "java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
          "net.openhft.chronicle.queue.impl.single.StoreAppender.writeBytes(StoreAppender.java:512)",
          "com.norquay.oms.journal.OrderJournal.append(OrderJournal.java:73)",
        ]),
      ],
    }),
    originRate: 0.8,
    callers: [
      { role: "api", rate: 1.0, kind: "5xx", path: "/v1/orders" },
      { role: "api", rate: 0.6, kind: "retry", path: "/v1/orders" },
    ],
  },
  // ---------------- unknown ----------------
  {
    cat: "unknown",
    origin: "risk",
    hints: ["unavailable", "crash", "restart", "unknown"],
    sev: "high",
    note: (e) =>
      `${e.svc.risk} crash-loops without logging why (only its start-up lines repeat) and the OMS cannot reach it.`,
    line: () => ({ lvl: "INFO", msg: "pretrade-risk 3.11.1 starting (GOMAXPROCS=4, listen :8443)" }),
    originRate: 0.05,
    quiet: true,
    callers: [
      { role: "oms", rate: 1.4, kind: "refused", path: "/v1/check" },
      { role: "oms", rate: 1.0, kind: "retry", path: "/v1/check" },
      { role: "api", rate: 0.5, kind: "5xx", path: "/internal/orders" },
    ],
  },
  {
    cat: "unknown",
    origin: "margin",
    hints: ["internal", "unexpected", "error", "unknown"],
    sev: "medium",
    note: (e) => `${e.svc.margin} starts failing collateral requests with a bare unexpected error and no detail.`,
    line: (r, e) => ({
      lvl: "ERROR",
      msg: `ERROR collateral request failed acct=${acct(r, e)}: unexpected error (500)`,
    }),
    originRate: 0.9,
    callers: [{ role: "risk", rate: 1.0, kind: "5xx", path: "/collateral/eligibility" }],
  },
  {
    cat: "unknown",
    origin: "oms",
    hints: ["internal", "failed", "500", "unknown"],
    sev: "medium",
    note: (e) => `${e.svc.oms} fails order submissions with a generic error and no cause logged.`,
    line: (r, e) => ({
      lvl: "ERROR",
      msg: `level=error msg="order submit failed" id=${oid(r, e)} status=500`,
      req: true,
    }),
    originRate: 1.0,
    callers: [{ role: "api", rate: 1.3, kind: "5xx", path: "/v1/orders" }],
  },
  {
    cat: "unknown",
    origin: "fix",
    hints: ["heartbeat", "unresponsive", "silent", "unknown"],
    sev: "high",
    note: (e) =>
      `${e.svc.fix} goes silent (its heartbeats and session lines stop) while the router and OMS report it unresponsive.`,
    originRate: 0,
    quiet: true,
    callers: [
      {
        role: "sor",
        rate: 1.2,
        line: (r, e) => ({
          lvl: "ERROR",
          msg: `${e.svc.fix} not responding (last ack ${r.int(10, 300)}s ago), order queue depth ${r.int(50, 4000)}`,
        }),
      },
      {
        role: "oms",
        rate: 0.9,
        line: (r, e) => ({ lvl: "ERROR", msg: `Order ${oid(r, e)} timed out waiting for execution report` }),
      },
    ],
  },
];

/** The story for category c, variant v (the variant is also the estate index). */
export function story(c: Category, v: number): Story {
  const xs = STORIES.filter((x) => x.cat === c);
  return xs[v];
}
