// The 52 failures (4 per category): where each lives, how it logs there, and how its callers see it.
import type { Mode } from "./callers.js";
import type { Estate, Role, Runtime } from "./estates.js";
import type { Rng } from "./rng.js";
import { exClass, stackTrace } from "./stacks.js";
import type { Level } from "./stream.js";
import { fill, meter } from "./traffic.js";

export const CATEGORIES = [
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
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface L {
  level: Level;
  msg: string;
  stack?: string;
  errType?: string;
  /** ms after the moment the line belongs to */
  dt?: number;
}

export interface Ctx {
  r: Rng;
  e: Estate;
  name: string;
  rt: Runtime;
  /** the flow the failing request belongs to */
  flow?: string;
}

export interface Variant {
  cat: Category;
  role: Role;
  hints: string[];
  sev: "medium" | "high";
  mode: Mode;
  status?: number;
  /** the origin's normal lines stop once it breaks */
  quiet?: boolean;
  /** share of requests through the origin that fail */
  fail: number;
  note: (o: string) => string;
  start?: (c: Ctx) => L[];
  onReq?: (c: Ctx) => L[];
  every?: number;
  tick?: (c: Ctx) => L[];
}

type K = "null" | "oom" | "disk" | "timeout" | "config" | "validation";

/** An exception as the origin's runtime logs it: a summary line plus its stack. */
function ex(c: Ctx, kind: K | string, text: string, frames: string[], summary: string, level: Level = "error"): L {
  const known = ["null", "oom", "disk", "timeout", "config", "validation"].includes(kind);
  const cls = known ? exClass(c.rt, kind as K) : kind;
  if (c.rt === "go") {
    if (cls.startsWith("panic:") || cls.startsWith("fatal error:"))
      return {
        level: "fatal",
        msg: cls,
        stack: `${cls.startsWith("panic:") ? `[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x${c.r.hex(6)}]\n\n` : "\n"}${stackTrace("go", cls, text, frames, c.e.pkg, c.r)}`,
        errType: cls.split(":")[0],
      };
    return { level, msg: `${summary}: ${text}` };
  }
  if (c.rt === "ruby")
    return {
      level,
      msg: `${summary}: ${cls} (${text})`,
      stack: stackTrace("ruby", cls, text, frames, c.e.pkg, c.r),
      errType: cls,
    };
  return {
    level,
    msg: summary,
    stack: stackTrace(c.rt, cls, text, frames, c.e.pkg, c.r),
    errType: cls.split(".").pop(),
  };
}

const by = (rt: Runtime, m: Partial<Record<Runtime, string>>, dflt: string) => m[rt] ?? dflt;

export const VARIANTS: Variant[] = [
  // ---------------- database
  {
    cat: "database",
    role: "mdm",
    hints: ["connection", "database", "too many", "postgres", "sql", "pool"],
    sev: "high",
    mode: "error",
    status: 500,
    fail: 0.8,
    note: (o) =>
      `${o} exhausts its Postgres connection slots ("too many clients") and its usage and determinant APIs return 500s.`,
    onReq: (c) => [
      ex(
        c,
        by(
          c.rt,
          {
            java: "org.postgresql.util.PSQLException",
            dotnet: "Npgsql.PostgresException",
            python: "sqlalchemy.exc.OperationalError",
          },
          "PSQLException",
        ),
        by(
          c.rt,
          {
            dotnet: "53300: sorry, too many clients already",
            python: `(psycopg2.OperationalError) connection to server at "mdm-pg.internal" (10.31.4.20), port 5432 failed: FATAL:  sorry, too many clients already`,
          },
          "FATAL: sorry, too many clients already",
        ),
        ["ReadRepository.findIntervals", "UsageService.daily", "UsageController.get"],
        "could not open connection to meter database",
      ),
    ],
  },
  {
    cat: "database",
    role: "billing",
    hints: ["deadlock", "database", "sql", "transaction", "lock"],
    sev: "medium",
    mode: "error",
    status: 500,
    fail: 0.45,
    note: (o) =>
      `The bill run in ${o} collides with payment posting and the database keeps choosing ${o}'s transactions as deadlock victims.`,
    onReq: (c) => [
      ex(
        c,
        by(
          c.rt,
          {
            dotnet: "Microsoft.Data.SqlClient.SqlException",
            java: "org.springframework.dao.CannotAcquireLockException",
            ruby: "ActiveRecord::Deadlocked",
            python: "psycopg2.errors.DeadlockDetected",
          },
          "DeadlockError",
        ),
        by(
          c.rt,
          {
            dotnet: `Transaction (Process ID ${c.r.int(50, 140)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
          },
          `ERROR: deadlock detected. Detail: Process ${c.r.int(1000, 9000)} waits for ShareLock on transaction ${c.r.int(800000, 999999)}; blocked by process ${c.r.int(1000, 9000)}.`,
        ),
        ["LedgerRepository.applyPayment", "PaymentPostingService.post", "PaymentsController.create"],
        `failed to post payment for account ${fill(c.r, c.e.acct)}`,
      ),
    ],
  },
  {
    cat: "database",
    role: "workorder",
    hints: ["database", "recovery", "postgres", "sql", "connection"],
    sev: "high",
    mode: "error",
    status: 500,
    fail: 0.9,
    note: (o) =>
      `The work order database of ${o} restarts into recovery mode; every query fails and work orders cannot be created or updated.`,
    start: () => [
      { level: "error", msg: "FATAL: terminating connection due to administrator command (SQLSTATE 57P01)" },
    ],
    onReq: (c) => [
      ex(
        c,
        by(
          c.rt,
          {
            ruby: "ActiveRecord::ConnectionNotEstablished",
            java: "org.postgresql.util.PSQLException",
            python: "psycopg.OperationalError",
            dotnet: "Npgsql.PostgresException",
          },
          "DatabaseError",
        ),
        'connection to server at "wo-db.internal" (10.44.2.9), port 5432 failed: FATAL:  the database system is in recovery mode',
        ["WorkOrderRepository.save", "WorkOrdersController.create"],
        "work order transaction aborted",
      ),
    ],
  },
  {
    cat: "database",
    role: "historian",
    hints: ["database", "connection", "sql", "timescale", "postgres", "replication"],
    sev: "high",
    mode: "error",
    status: 503,
    fail: 0.85,
    note: (o) =>
      `${o} loses its TimescaleDB primary mid-failover and every write and trend query fails with a read-only transaction error.`,
    onReq: (c) => [
      ex(
        c,
        by(
          c.rt,
          {
            java: "org.postgresql.util.PSQLException",
            dotnet: "Npgsql.PostgresException",
            python: "psycopg2.errors.ReadOnlySqlTransaction",
          },
          "pq",
        ),
        c.flow === "poll"
          ? "ERROR: cannot execute INSERT in a read-only transaction (SQLSTATE 25006)"
          : "FATAL: terminating connection due to administrator command (SQLSTATE 57P01)",
        c.flow === "poll"
          ? ["ArchiveWriter.flush", "IngestPipeline.write"]
          : ["TrendRepository.range", "TrendController.query"],
        c.flow === "poll"
          ? `archive write failed for ${c.r.int(40, 900)} values, batch requeued`
          : "trend query failed: database connection lost",
      ),
    ],
  },
  // ---------------- network
  {
    cat: "network",
    role: "scada",
    hints: ["reset", "connection", "network", "socket", "tcp", "broken pipe"],
    sev: "high",
    mode: "stale",
    fail: 1,
    quiet: true,
    note: (o) =>
      `The WAN path from ${o} to the control-centre broker starts resetting connections, so station telemetry stops reaching the historian and alarms.`,
    onReq: (c) => [
      {
        level: "error",
        msg: by(
          c.rt,
          {
            python: "publish failed: [Errno 104] Connection reset by peer (broker mqtt.scada.internal:8883)",
            dotnet:
              "System.IO.IOException: Unable to write data to the transport connection: Connection reset by peer.",
          },
          `publish telemetry: write tcp 10.40.1.7:${c.r.int(40000, 60000)}->10.20.8.15:8883: write: connection reset by peer`,
        ),
      },
      {
        level: "warn",
        msg: `mqtt client disconnected, reconnecting in ${c.r.int(1, 8)}s (${c.r.int(1, 40)} telemetry frames buffered)`,
        dt: 40,
      },
    ],
  },
  {
    cat: "network",
    role: "notify",
    hints: ["dns", "resolve", "getaddrinfo", "eai_again", "network", "lookup"],
    sev: "medium",
    mode: "error",
    status: 502,
    fail: 1,
    note: (o) =>
      `${o} can no longer resolve the SMS aggregator's hostname (DNS lookups time out), so crew ETA and alert messages fail.`,
    onReq: (c) => [
      {
        level: "error",
        msg: by(
          c.rt,
          {
            node: "Error: getaddrinfo EAI_AGAIN api.smsgw.example.net",
            python: "httpx.ConnectError: [Errno -3] Temporary failure in name resolution (api.smsgw.example.net)",
          },
          `Post "https://api.smsgw.example.net/v2/messages": dial tcp: lookup api.smsgw.example.net on 10.0.0.10:53: i/o timeout`,
        ),
      },
    ],
  },
  {
    cat: "network",
    role: "headend",
    hints: ["route", "unreachable", "network", "host", "backhaul"],
    sev: "high",
    mode: "stale",
    fail: 1,
    quiet: true,
    note: (o) =>
      `After a routing change the LoRaWAN gateways' backhaul to ${o} becomes unreachable; uplinks stop and MDM sees read completeness collapse.`,
    start: (c) => [{ level: "warn", msg: `gateway ${c.r.hex(16)} last seen 61s ago (expected stats every 30s)` }],
    every: 9000,
    tick: (c) => [
      {
        level: "error",
        msg: by(
          c.rt,
          {
            java: "java.net.NoRouteToHostException: No route to host (gateway bridge 10.61.0.0/16)",
            node: "Error: connect EHOSTUNREACH 10.61.3.22:1700",
            dotnet: "System.Net.Sockets.SocketException (113): No route to host 10.61.3.22:1700",
          },
          "sendto udp 10.61.3.22:1700: sendto: no route to host",
        ),
      },
    ],
  },
  {
    cat: "network",
    role: "payments",
    hints: ["tls", "handshake", "ssl", "reset", "network", "socket"],
    sev: "high",
    mode: "error",
    status: 502,
    fail: 0.85,
    note: (o) =>
      `TLS connections from ${o} to the card processor are reset mid-handshake on the egress path, so card payments fail.`,
    onReq: (c) => [
      ex(
        c,
        by(
          c.rt,
          {
            java: "javax.net.ssl.SSLHandshakeException",
            node: "Error",
            dotnet: "System.Security.Authentication.AuthenticationException",
          },
          "tls",
        ),
        by(
          c.rt,
          {
            java: "Remote host terminated the handshake",
            node: "Client network socket disconnected before secure TLS connection was established (code ECONNRESET)",
            dotnet: "Authentication failed because the remote party has closed the transport stream.",
          },
          "remote error: tls: handshake failure (read: connection reset by peer)",
        ),
        ["ProcessorClient.authorize", "ChargeService.create"],
        "authorization request to processor failed",
      ),
    ],
  },
  // ---------------- timeout
  {
    cat: "timeout",
    role: "billing",
    hints: ["timeout", "timed out", "execution", "statement"],
    sev: "medium",
    mode: "slow",
    fail: 0.7,
    note: (o) =>
      `The bill-history query of ${o} starts exceeding its 30 s command timeout, so account pages in the portal hang and return 504.`,
    onReq: (c) => [
      ex(
        c,
        by(
          c.rt,
          {
            dotnet: "Microsoft.Data.SqlClient.SqlException",
            java: "org.springframework.dao.QueryTimeoutException",
            ruby: "ActiveRecord::QueryCanceled",
          },
          "QueryTimeout",
        ),
        by(
          c.rt,
          {
            dotnet:
              "Execution Timeout Expired.  The timeout period elapsed prior to completion of the operation or the server is not responding.",
          },
          "ERROR: canceling statement due to statement timeout",
        ),
        ["BillHistoryQuery.execute", "BillsController.latest"],
        `bill history query for account ${fill(c.r, c.e.acct)} exceeded 30000ms`,
        "error",
      ),
    ],
  },
  {
    cat: "timeout",
    role: "workorder",
    hints: ["timeout", "read timeout", "timed out", "routing"],
    sev: "medium",
    mode: "slow",
    fail: 0.8,
    note: (o) =>
      `The crew routing service that ${o} calls synchronously stops answering in time, so every dispatch request in ${o} blocks and times out.`,
    onReq: (c) => [
      ex(
        c,
        "timeout",
        by(
          c.rt,
          {
            ruby: "Net::ReadTimeout with #<TCPSocket:(closed)>",
            python: "The read operation timed out",
            java: "Read timed out",
            dotnet: "The operation was canceled.",
          },
          "timed out",
        ),
        ["RoutingClient.optimise", "DispatchService.assign", "WorkOrdersController.update"],
        `route optimisation for crew ${c.r.pick(["C04", "C07", "C12", "C15"])} timed out after 20s (routing.fleetplan.example.com)`,
      ),
    ],
  },
  {
    cat: "timeout",
    role: "mdm",
    hints: ["lock", "timeout", "lock wait", "timed out"],
    sev: "medium",
    mode: "slow",
    fail: 0.6,
    note: (o) =>
      `A long-running re-estimation job in ${o} holds row locks on the reads table; other transactions wait out the lock timeout and its API slows to 504s.`,
    start: (c) => [
      {
        level: "info",
        msg: `re-estimation job started for cycle ${c.r.int(11, 13)} (${c.r.int(40000, 90000)} meters)`,
      },
    ],
    onReq: (c) => [
      {
        level: "warn",
        msg: `Lock wait timeout exceeded; try restarting transaction (meter ${meter(c.r)}, waited 50s)`,
      },
    ],
  },
  {
    cat: "timeout",
    role: "historian",
    hints: ["deadline", "timeout", "timed out", "exceeded"],
    sev: "medium",
    mode: "slow",
    fail: 0.75,
    note: (o) =>
      `Trend queries in ${o} start running past their deadline after a wide aggregate saturates the query workers; alarms and leak analysis time out.`,
    onReq: (c) => [
      {
        level: "error",
        msg: by(
          c.rt,
          {
            go: `trend query tag=DMA-${c.r.int(1, 60)}.PRESS: context deadline exceeded after 30s`,
            java: `java.util.concurrent.TimeoutException: trend query exceeded 30000 ms (tag DMA-${c.r.int(1, 60)}.PRESS)`,
            python: `asyncio.TimeoutError: trend query DMA-${c.r.int(1, 60)}.PRESS exceeded 30s`,
            dotnet: `System.TimeoutException: trend query DMA-${c.r.int(1, 60)}.PRESS exceeded 00:00:30`,
          },
          "query deadline exceeded",
        ),
      },
    ],
  },
  // ---------------- rate limiting
  {
    cat: "rate_limiting",
    role: "notify",
    hints: ["429", "rate", "too many", "throttl"],
    sev: "medium",
    mode: "error",
    status: 503,
    fail: 0.7,
    note: (o) =>
      `A boil-water notice fan-out pushes ${o} past the SMS provider's send rate; the provider answers 429 and most messages are delayed or dropped.`,
    start: (c) => [
      {
        level: "info",
        msg: `bulk campaign boil_water_notice zone=Z${c.r.int(2, 9)} queued: ${c.r.int(9000, 40000)} recipients`,
      },
    ],
    onReq: (c) => [
      {
        level: "warn",
        msg: `provider responded 429 Too Many Requests (code 20429), Retry-After: ${c.r.int(1, 30)}s; ${c.r.int(100, 4000)} messages waiting`,
      },
    ],
  },
  {
    cat: "rate_limiting",
    role: "payments",
    hints: ["429", "rate", "too many", "rate_limit"],
    sev: "medium",
    mode: "error",
    status: 503,
    fail: 0.6,
    note: (o) =>
      `Autopay day sends a burst of charges; the card processor throttles ${o} with 429 rate_limit responses.`,
    onReq: (c) => [
      {
        level: "error",
        msg: `processor error type=rate_limit_error status=429: Too many requests hit the API too quickly. (request req_${c.r.hex(14)})`,
      },
    ],
  },
  {
    cat: "rate_limiting",
    role: "headend",
    hints: ["429", "rate", "throttl", "limit", "resource_exhausted"],
    sev: "medium",
    mode: "stale",
    fail: 0.7,
    note: (o) =>
      `The hosted network server's API starts throttling ${o}; uplink polling is rejected with 429 and reads back up.`,
    every: 4000,
    tick: (c) => [
      {
        level: "warn",
        msg: `GET /api/v3/as/applications/meters/packages/storage/uplink_message: 429 Too Many Requests (resource_exhausted: rate limit exceeded, reset in ${c.r.int(5, 60)}s)`,
      },
    ],
  },
  {
    cat: "rate_limiting",
    role: "gis",
    hints: ["429", "rate", "throttl", "too many"],
    sev: "medium",
    mode: "error",
    status: 503,
    fail: 0.75,
    note: (o) =>
      `The hosted GIS platform throttles ${o} (HTTP 429, rate limit exceeded), so outage maps and work order asset lookups fail.`,
    onReq: (c) => [
      {
        level: "error",
        msg: `ArcGIS query failed: {"error":{"code":429,"message":"Too many requests. Rate limit exceeded. Please try again later."}} layer=${c.r.pick(["water_mains", "planned_outages", "valves"])}`,
      },
    ],
  },
  // ---------------- validation
  {
    cat: "validation",
    role: "mdm",
    hints: ["validation", "invalid", "constraint", "reading", "vee"],
    sev: "medium",
    mode: "error",
    status: 422,
    fail: 0.55,
    note: (o) =>
      `A drive-by AMR import lands in ${o} with register values that fail its validation (negative consumption), and determinants for billing are rejected.`,
    start: (c) => [
      { level: "info", msg: `import started: amr_driveby_${c.r.int(1000, 9999)}.csv (${c.r.int(20000, 60000)} rows)` },
    ],
    onReq: (c) => [
      ex(
        c,
        "validation",
        `reading.registerValue: must be greater than or equal to previous reading (${c.r.int(1000, 99999)} < ${c.r.int(100000, 999999)}), rolloverFlag: must be set`,
        ["ReadingValidator.validate", "DeterminantService.compute"],
        `determinants rejected for meter ${meter(c.r)}: validation failed`,
        "warn",
      ),
    ],
  },
  {
    cat: "validation",
    role: "billing",
    hints: ["validation", "invalid", "tariff", "range"],
    sev: "medium",
    mode: "error",
    status: 422,
    fail: 0.6,
    note: (o) =>
      `A tariff table loaded into ${o} has a block with upper bound below lower bound; rating rejects every residential account.`,
    onReq: (c) => [
      ex(
        c,
        "validation",
        `Tariff RES-2026 block 3: UpperBoundKl (0) must be greater than LowerBoundKl (30)`,
        ["TariffValidator.Validate", "RatingEngine.Rate"],
        `rating failed account=${fill(c.r, c.e.acct)}: tariff failed validation`,
      ),
    ],
  },
  {
    cat: "validation",
    role: "workorder",
    hints: ["validation", "invalid", "422", "recordinvalid", "blank"],
    sev: "medium",
    mode: "error",
    status: 422,
    fail: 0.9,
    note: (o) =>
      `${o} starts rejecting new work orders because their asset ids no longer pass its asset-id format check.`,
    onReq: (c) => [
      ex(
        c,
        "validation",
        "Validation failed: Asset id is invalid (expected format HYD-/VAL-/MN-), Location can't be blank",
        ["WorkOrder.validate", "WorkOrdersController.create"],
        "work order rejected: validation failed",
        "warn",
      ),
    ],
  },
  {
    cat: "validation",
    role: "portal",
    hints: ["validation", "invalid", "schema", "zod", "amount"],
    sev: "medium",
    mode: "error",
    fail: 0.8,
    note: (o) =>
      `${o} rejects every payment from the new mobile app build because its request schema check fails on the amount field.`,
    onReq: (c) => [
      ex(
        c,
        "validation",
        'invalid_type at "amount": Expected number, received string',
        ["PaymentSchema.parse", "PaymentsHandler.post"],
        `POST /api/payments 400: request body failed validation (app=ios-5.${c.r.int(2, 3)}.0)`,
        "warn",
      ),
    ],
  },
  // ---------------- null reference
  ...(["billing", "mdm", "portal", "workorder"] as Role[]).map(
    (role, i): Variant => ({
      cat: "null_reference",
      role,
      hints: ["null", "nil", "undefined", "nonetype", "reference"],
      sev: "high",
      mode: "error",
      status: 500,
      fail: [0.5, 0.7, 0.6, 0.8][i],
      note: (o) =>
        [
          `${o} dereferences a missing tariff for accounts moved to the new rate class and fails those bill requests.`,
          `${o} crashes on meters with no install record (null installation) when serving usage and determinants.`,
          `${o} reads a field of an absent account profile for customers with no paperless preference and returns 500.`,
          `${o} fails to attach an asset to work orders whose asset lookup returned nothing.`,
        ][i],
      onReq: (c) => {
        const what = ["tariff", "installation", "profile", "asset"][i];
        const frames = [
          ["RatingEngine.ApplyTariff", "BillService.GetLatest", "BillsController.Latest"],
          ["MeterInstallation.currentMultiplier", "UsageService.daily", "UsageController.get"],
          ["ProfileMapper.toView", "AccountRoutes.summary"],
          ["WorkOrder.assignAsset", "WorkOrdersController.create"],
        ][i];
        const text = by(
          c.rt,
          {
            java: `Cannot invoke "${c.e.pkg}.${what}.getMultiplier()" because the return value of "${frames[0]}" is null`,
            dotnet: "Object reference not set to an instance of an object.",
            python: `'NoneType' object has no attribute '${what}_id'`,
            node: `Cannot read properties of undefined (reading '${what}Id')`,
            ruby: `undefined method '${what}_code' for nil`,
          },
          "nil",
        );
        return [ex(c, "null", text, frames, "unhandled exception while processing request")];
      },
    }),
  ),
  // ---------------- configuration
  {
    cat: "configuration",
    role: "notify",
    hints: ["config", "missing", "sender", "environment", "keyerror", "setting"],
    sev: "high",
    mode: "error",
    status: 500,
    fail: 1,
    note: (o) => `A release of ${o} drops the SMS_SENDER_ID setting; every send fails on the missing key.`,
    start: (c) => [{ level: "info", msg: `${c.name} ${c.r.int(3, 5)}.${c.r.int(0, 20)}.0 ready (config source: env)` }],
    onReq: (c) => [
      ex(
        c,
        "config",
        by(
          c.rt,
          { python: "'SMS_SENDER_ID'", ruby: 'key not found: "SMS_SENDER_ID"' },
          "required setting SMS_SENDER_ID is not set",
        ),
        ["SenderConfig.sender", "SmsClient.send"],
        "send failed: sender configuration missing",
      ),
    ],
  },
  {
    cat: "configuration",
    role: "scada",
    hints: ["config", "address", "point map", "mismatch", "master address"],
    sev: "high",
    mode: "stale",
    fail: 0.9,
    note: (o) =>
      `A config reload on ${o} loads a point map with the wrong master address; outstations ignore its polls and telemetry stops.`,
    start: () => [
      {
        level: "info",
        msg: "config reload: pointmap-2026-11.yaml loaded (master_address=30, 5 outstations, 612 points)",
      },
    ],
    onReq: (c) => [
      {
        level: "error",
        msg: `outstation ${c.r.pick(c.e.stations)}: no response to poll, link layer frames addressed to master 3 ignored (local master_address=30)`,
      },
    ],
  },
  {
    cat: "configuration",
    role: "mdm",
    hints: ["config", "placeholder", "property", "setting", "missing"],
    sev: "high",
    mode: "down",
    fail: 1,
    quiet: true,
    note: (o) =>
      `After a deploy ${o} cannot start because a required setting (VEE tolerance profile) is missing, and it crash-loops.`,
    every: 25000,
    tick: (c) => [
      { level: "info", msg: `Starting ${c.name} v4.${c.r.int(2, 9)}.0` },
      ex(
        c,
        "config",
        by(
          c.rt,
          {
            java:
              "Could not resolve placeholder 'mdm.vee.tolerance-profile' in value \"$" + '{mdm.vee.tolerance-profile}"',
            python: "'MDM_VEE_TOLERANCE_PROFILE'",
            dotnet: "Configuration value 'Vee:ToleranceProfile' is missing.",
          },
          "missing setting VEE tolerance profile",
        ),
        ["VeeConfig.load", "Application.main"],
        "Application run failed",
        "fatal",
      ),
    ],
  },
  {
    cat: "configuration",
    role: "portal",
    hints: ["config", "url", "env", "invalid url", "setting"],
    sev: "high",
    mode: "error",
    fail: 0.5,
    note: (o) => `A deploy of ${o} ships without BILLING_API_URL, so bill pages fail to build the billing URL.`,
    start: (c) => [{ level: "info", msg: `${c.name} build ${c.r.hex(7)} started (NODE_ENV=production)` }],
    onReq: (c) => [
      ex(
        c,
        by(c.rt, { node: "TypeError [ERR_INVALID_URL]" }, exClass(c.rt, "config")),
        by(
          c.rt,
          { node: "Invalid URL: undefined/v2/accounts/bills/latest", python: "'BILLING_API_URL'" },
          "BILLING_API_URL is not configured",
        ),
        ["BillingClient.latest", "BillRoutes.get"],
        "GET /api/accounts/bill failed",
      ),
    ],
  },
  // ---------------- dependency
  {
    cat: "dependency",
    role: "payments",
    hints: ["503", "processor", "unavailable", "upstream", "dependency", "gateway"],
    sev: "high",
    mode: "error",
    status: 502,
    fail: 0.9,
    note: (o) => `The external card processor that ${o} calls returns 503 for authorizations; card payments fail.`,
    onReq: (c) => [
      {
        level: "error",
        msg: `processor responded 503 Service Unavailable for POST /v1/payment_intents (request req_${c.r.hex(14)})`,
      },
    ],
  },
  {
    cat: "dependency",
    role: "notify",
    hints: ["503", "sms", "provider", "unavailable", "dependency", "gateway"],
    sev: "high",
    mode: "error",
    status: 502,
    fail: 0.95,
    note: (o) => `The SMS aggregator behind ${o} is down (HTTP 503/502), so outage and crew messages cannot be sent.`,
    onReq: (c) => [
      {
        level: "error",
        msg: `SMS gateway returned ${c.r.pick([503, 503, 502])} for POST /v2/messages: upstream unavailable, message parked for retry`,
      },
    ],
  },
  {
    cat: "dependency",
    role: "headend",
    hints: ["502", "network server", "unavailable", "dependency", "upstream", "lns"],
    sev: "high",
    mode: "stale",
    fail: 1,
    note: (o) => `The hosted LoRaWAN network server that feeds ${o} answers 502/503, so meter uplinks stop arriving.`,
    every: 5000,
    tick: (c) => [
      {
        level: "error",
        msg: `network server API GET /api/v3/as/applications/meters/up: ${c.r.pick(["502 Bad Gateway", "503 Service Unavailable"])}`,
      },
    ],
  },
  {
    cat: "dependency",
    role: "gis",
    hints: ["500", "arcgis", "unavailable", "dependency", "upstream"],
    sev: "medium",
    mode: "error",
    status: 502,
    fail: 0.85,
    note: (o) => `The hosted ArcGIS feature service behind ${o} returns "Unable to complete operation" errors.`,
    onReq: (c) => [
      {
        level: "error",
        msg: `ArcGIS query failed: {"error":{"code":500,"message":"Unable to complete operation.","details":[]}} layer=${c.r.pick(["water_mains", "planned_outages", "valves"])}`,
      },
    ],
  },
  // ---------------- memory
  ...(["historian", "portal", "leak", "billing"] as Role[]).map(
    (role, i): Variant => ({
      cat: "memory",
      role,
      hints: ["memory", "heap", "oom", "out of memory", "allocation"],
      sev: "high",
      mode: i === 2 ? "stale" : "down",
      fail: 0.8,
      note: (o) =>
        [
          `${o} runs out of heap while buffering a backlog and restarts repeatedly.`,
          `${o} leaks memory in its session cache until the Node heap is exhausted and the process dies.`,
          `${o} loads a full night of acoustic recordings into memory and is killed for running out of memory.`,
          `${o} builds the whole bill print batch in memory and dies with out-of-memory.`,
        ][i],
      start: (c) => [
        {
          level: "warn",
          msg: by(
            c.rt,
            {
              java: `GC pause (G1 Evacuation Pause) ${c.r.int(1400, 3200)}ms, heap ${c.r.int(92, 98)}% after GC`,
              node: "<--- Last few GCs ---> Mark-Compact 2041.3 (2083.0) -> 2039.8 (2083.0) MB, 1890.4 / 0.0 ms (average mu = 0.121)",
              dotnet: `GC: gen2 collection took ${c.r.int(900, 3000)}ms, working set ${c.r.int(3800, 4000)}MB of 4096MB limit`,
            },
            `memory usage ${c.r.int(92, 98)}% of container limit`,
          ),
        },
      ],
      every: 30000,
      tick: (c) => [
        ex(
          c,
          "oom",
          by(
            c.rt,
            {
              java: "Java heap space",
              node: "Reached heap limit Allocation failed - JavaScript heap out of memory",
              dotnet: "Exception of type 'System.OutOfMemoryException' was thrown.",
              python: "",
              go: "",
            },
            "out of memory",
          ),
          ["BatchBuffer.append", "Worker.run"],
          by(
            c.rt,
            {
              python: `worker pid=${c.r.int(10, 400)} killed by signal 9 (out of memory) while loading recordings`,
              node: "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
            },
            "unhandled error in worker, process exiting",
          ),
          "fatal",
        ),
        { level: "info", msg: `${c.name} restarting (restart #${c.r.int(2, 9)})`, dt: 4000 },
      ],
    }),
  ),
  // ---------------- disk
  {
    cat: "disk",
    role: "historian",
    hints: ["disk", "space", "no space", "enospc", "full"],
    sev: "high",
    mode: "error",
    status: 503,
    fail: 0.9,
    note: (o) => `The archive volume of ${o} fills up and every archive write fails with no space left on device.`,
    onReq: (c) => [
      ex(
        c,
        "disk",
        by(
          c.rt,
          { dotnet: "There is not enough space on the disk. : '/data/archive/2026-11/arc_0042.dat'" },
          "No space left on device: /data/archive/2026-11/arc_0042.dat",
        ),
        ["ArchiveFile.append", "ArchiveWriter.flush"],
        c.flow === "poll"
          ? "archive write failed, buffering in memory"
          : "trend query failed: could not write sort spill file",
      ),
    ],
  },
  {
    cat: "disk",
    role: "leak",
    hints: ["disk", "flood", "watermark", "read-only", "cluster_block"],
    sev: "medium",
    mode: "error",
    fail: 1,
    note: (o) =>
      `The search cluster that ${o} indexes into passes its flood-stage disk watermark, blocks the index read-only and every write from ${o} fails.`,
    every: 6000,
    tick: (c) => [
      {
        level: "error",
        msg: `bulk index failed: cluster_block_exception index [leak-events-2026.11] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block]; ${c.r.int(20, 400)} documents dropped`,
      },
    ],
  },
  {
    cat: "disk",
    role: "workorder",
    hints: ["disk", "read-only", "erofs", "file system"],
    sev: "medium",
    mode: "error",
    status: 500,
    fail: 0.6,
    note: (o) =>
      `The attachments volume of ${o} is remounted read-only, so crew photo uploads and new work orders with attachments fail.`,
    onReq: (c) => [
      ex(
        c,
        by(
          c.rt,
          {
            ruby: "Errno::EROFS",
            python: "OSError",
            java: "java.nio.file.FileSystemException",
            dotnet: "System.IO.IOException",
          },
          "EROFS",
        ),
        by(
          c.rt,
          {
            ruby: "Read-only file system @ rb_sysopen - /data/attachments/wo/2026/11/photo.jpg",
            python: "[Errno 30] Read-only file system: '/data/attachments/wo/2026/11/photo.jpg'",
          },
          "/data/attachments/wo/2026/11/photo.jpg: Read-only file system",
        ),
        ["AttachmentStore.write", "WorkOrdersController.update"],
        "attachment save failed",
      ),
    ],
  },
  {
    cat: "disk",
    role: "billing",
    hints: ["disk", "space", "no space", "enospc", "full"],
    sev: "high",
    mode: "error",
    status: 500,
    fail: 0.7,
    note: (o) => `The statement spool volume of ${o} fills up; bill PDF rendering and bill views fail writing to it.`,
    onReq: (c) => [
      ex(
        c,
        "disk",
        by(
          c.rt,
          {
            dotnet: "There is not enough space on the disk. : '/spool/statements/tmp_8812.pdf'",
            ruby: "No space left on device @ io_write - /spool/statements/tmp_8812.pdf",
          },
          "No space left on device: /spool/statements/tmp_8812.pdf",
        ),
        ["StatementRenderer.render", "BillService.latest"],
        "statement render failed",
      ),
    ],
  },
  // ---------------- authentication
  {
    cat: "authentication",
    role: "workorder",
    hints: ["ldap", "bind", "credential", "authentication", "invalid"],
    sev: "high",
    mode: "error",
    status: 500,
    fail: 0.9,
    note: (o) =>
      `The directory service account of ${o} has its password rotated; LDAP binds fail and crew logins and dispatch lookups break.`,
    onReq: () => [
      {
        level: "error",
        msg: "LDAP bind failed for CN=svc-workorders,OU=Service Accounts,DC=corp: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 52e, v4563]",
      },
    ],
  },
  {
    cat: "authentication",
    role: "headend",
    hints: ["401", "unauthenticated", "api key", "authentication", "credential"],
    sev: "high",
    mode: "stale",
    fail: 1,
    note: (o) =>
      `The API key ${o} uses against the hosted network server expires; every poll is rejected as unauthenticated and reads stop.`,
    every: 5000,
    tick: (c) => [
      {
        level: "error",
        msg: `network server API rejected request: 401 Unauthorized {"code":16,"message":"unauthenticated: invalid API key"} (key id ${c.r.hex(8).toUpperCase()})`,
      },
    ],
  },
  {
    cat: "authentication",
    role: "scada",
    hints: ["authentication", "sav5", "hmac", "key", "challenge"],
    sev: "high",
    mode: "stale",
    fail: 0.85,
    note: (o) =>
      `After an update-key change on the outstations, DNP3 Secure Authentication challenges from ${o} fail and control and polling to the stations stop.`,
    onReq: (c) => [
      {
        level: "error",
        msg: `SAv5 ${c.r.pick(c.e.stations)}: authentication failed, challenge reply HMAC mismatch (user 1, KSQ ${c.r.int(100, 900)}), session keys invalidated`,
      },
    ],
  },
  {
    cat: "authentication",
    role: "payments",
    hints: ["invalid_client", "authentication", "oauth", "credential", "401"],
    sev: "high",
    mode: "error",
    status: 502,
    fail: 1,
    note: (o) =>
      `The OAuth client secret of ${o} for the processor is no longer accepted; token requests fail with invalid_client.`,
    onReq: () => [
      {
        level: "error",
        msg: `token request to processor failed: 401 {"error":"invalid_client","error_description":"Client authentication failed"}`,
      },
    ],
  },
  // ---------------- authorization
  {
    cat: "authorization",
    role: "billing",
    hints: ["accessdenied", "access denied", "forbidden", "authoriz", "permission"],
    sev: "medium",
    mode: "error",
    status: 500,
    fail: 0.6,
    note: (o) => `A bucket policy change denies ${o} s3:PutObject, so bill statement uploads and bill views fail.`,
    onReq: (c) => [
      {
        level: "error",
        msg: `statement upload failed: AccessDenied: User: arn:aws:sts::4821${c.r.int(10000000, 99999999)}:assumed-role/${c.name}-task/${c.r.hex(12)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::${c.e.key}-statements/2026/11/" because no identity-based policy allows the s3:PutObject action`,
      },
    ],
  },
  {
    cat: "authorization",
    role: "historian",
    hints: ["permission", "denied", "authoriz", "privilege", "42501"],
    sev: "high",
    mode: "error",
    status: 500,
    fail: 0.9,
    note: (o) =>
      `A role change revokes ${o}'s INSERT privilege on the archive table and every write is refused with permission denied.`,
    onReq: (c) => [
      ex(
        c,
        by(
          c.rt,
          {
            java: "org.postgresql.util.PSQLException",
            dotnet: "Npgsql.PostgresException",
            python: "psycopg2.errors.InsufficientPrivilege",
          },
          "pq",
        ),
        `ERROR: permission denied for table ${c.flow === "poll" ? "tag_values" : "tag_values_daily"} (SQLSTATE 42501)`,
        c.flow === "poll"
          ? ["ArchiveWriter.flush", "IngestPipeline.write"]
          : ["TrendRepository.range", "TrendController.query"],
        c.flow === "poll" ? "archive write rejected" : "trend query rejected",
      ),
    ],
  },
  {
    cat: "authorization",
    role: "notify",
    hints: ["permission", "forbidden", "403", "not enabled", "authoriz"],
    sev: "medium",
    mode: "error",
    status: 502,
    fail: 0.8,
    note: (o) =>
      `The SMS account of ${o} loses permission to send to the region's numbers; the provider answers 403 (code 21408).`,
    onReq: (c) => [
      {
        level: "error",
        msg: `provider responded 403 Forbidden: code=21408 Permission to send an SMS has not been enabled for the region indicated by the 'To' number: ${fill(c.r, c.e.phone)}`,
      },
    ],
  },
  {
    cat: "authorization",
    role: "leak",
    hints: ["403", "permission", "forbidden", "access", "storage.objects"],
    sev: "medium",
    mode: "error",
    fail: 1,
    note: (o) =>
      `The service account of ${o} loses read access to the bucket of acoustic recordings; every correlation run fails with 403.`,
    every: 7000,
    tick: (c) => [
      {
        level: "error",
        msg: `download failed gs://${c.e.key}-acoustic-raw/AL-${c.r.int(1000, 4999)}/2026-11-30T02.wav: 403 GET https://storage.googleapis.com/storage/v1/b/${c.e.key}-acoustic-raw/o: ${c.name}@${c.e.key}-prod.iam.gserviceaccount.com does not have storage.objects.get access to the Google Cloud Storage object. Permission 'storage.objects.get' denied on resource (or it may not exist).`,
      },
    ],
  },
  // ---------------- unknown
  {
    cat: "unknown",
    role: "mdm",
    hints: ["crash", "exit", "restart", "unknown", "unavailable"],
    sev: "high",
    mode: "down",
    fail: 1,
    quiet: true,
    note: (o) =>
      `${o} keeps exiting shortly after start with status 1 and no error, so its callers get connection refused.`,
    every: 40000,
    tick: (c) => [
      { level: "info", msg: `Starting ${c.name} (pid ${c.r.int(7, 90)})` },
      { level: "error", msg: "worker exited with status 1, restarting in 10s", dt: c.r.int(3000, 9000) },
    ],
  },
  {
    cat: "unknown",
    role: "billing",
    hints: ["500", "internal", "unknown", "unhandled"],
    sev: "medium",
    mode: "error",
    status: 500,
    fail: 0.6,
    note: (o) =>
      `${o} starts answering a large share of requests with 500 and logs only an opaque internal error reference.`,
    onReq: (c) => [{ level: "error", msg: `request failed: internal error (ref ${c.r.hex(8).toUpperCase()})` }],
  },
  {
    cat: "unknown",
    role: "headend",
    hints: ["silent", "stopped", "unknown", "no uplink", "hang"],
    sev: "high",
    mode: "stale",
    fail: 1,
    quiet: true,
    note: (o) =>
      `${o} stops processing and logging altogether (a hang with no message); MDM reports missing uplink batches.`,
  },
  {
    cat: "unknown",
    role: "gis",
    hints: ["500", "internal", "unknown", "unexpected"],
    sev: "medium",
    mode: "error",
    status: 500,
    fail: 0.7,
    note: (o) => `${o} starts failing most feature queries with "unexpected error" and no detail.`,
    onReq: () => [{ level: "error", msg: "feature query failed: unexpected error" }],
  },
];
