// The 52 failures (13 categories x 4 operators): where each lives, what it logs, what its callers see.
import type { Kind, Line } from "./callers.js";
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

export interface Fault {
  estate: string;
  cat: Category;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  kind: Kind;
  edgeStatus: number;
  failRate: number;
  err?: (r: Rng) => Line | null;
  periodic?: { every: number; gen: (r: Rng) => Line[] };
  prelude?: (r: Rng) => Line[];
  quiet?: boolean;
  retries?: number;
  breaker?: boolean;
}

const vm = (r: Rng) => `VM-${r.int(10000, 48999)}`;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);

const pyTb = (frames: [string, number, string, string][], last: string): string[] => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([f, l, fn, code]) => [`  File "${f}", line ${l}, in ${fn}`, `    ${code}`]),
  last,
];
const jv = (frames: string[]): string[] => frames.map((f) => `\tat ${f}`);

export const FAULTS: Fault[] = [
  // ---------------- vendora ----------------
  {
    estate: "vendora",
    cat: "authentication",
    origin: "cashless-auth",
    hints: ["credential", "unauthorized", "auth", "token", "invalid_client", "secret"],
    sev: "high",
    note: "cashless-auth's OAuth client secret for the card processor expired, so every card authorization fails and readers show 'card not accepted'.",
    kind: 502,
    edgeStatus: 502,
    failRate: 0.92,
    retries: 1,
    err: (r) => ({
      level: "error",
      msg: `c.v.cashless.ProcessorTokenClient - token request to https://auth.paygate-processing.com/oauth2/token failed: 401 Unauthorized {"error":"invalid_client","error_description":"client secret expired on 2026-11-30"} (reader group ${r.pick(["NX", "KI", "VE"])})`,
    }),
  },
  {
    estate: "vendora",
    cat: "authorization",
    origin: "planogram-svc",
    hints: ["accessdenied", "access", "denied", "forbidden", "permission", "authoriz"],
    sev: "medium",
    note: "planogram-svc's task role lost s3:GetObject on the planogram bucket, so planogram lookups and par-level calculations fail with AccessDenied.",
    kind: 500,
    edgeStatus: 500,
    failRate: 0.85,
    err: (r) => ({
      level: "error",
      msg: `failed to load planogram PG-${r.int(1000, 9999)} from s3://vendora-planograms/published/`,
      stack: pyTb(
        [
          ["/app/planogram/api.py", 88, "get_planogram", "doc = store.load(planogram_id)"],
          ["/app/planogram/store.py", 41, "load", "obj = self._s3.get_object(Bucket=self.bucket, Key=key)"],
          [
            "/usr/local/lib/python3.11/site-packages/botocore/client.py",
            1021,
            "_make_api_call",
            "raise error_class(parsed_response, operation_name)",
          ],
        ],
        `botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the GetObject operation: User: arn:aws:sts::441209337710:assumed-role/planogram-svc-task/${r.hex(32)} is not authorized to perform: s3:GetObject on resource: "arn:aws:s3:::vendora-planograms/published/PG-${r.int(1000, 9999)}.json" because no identity-based policy allows the s3:GetObject action`,
      ),
    }),
  },
  {
    estate: "vendora",
    cat: "database",
    origin: "route-planner",
    hints: ["connection", "pool", "jdbc", "database", "sql", "hikari"],
    sev: "high",
    note: "route-planner's Hikari pool to its Postgres is exhausted by a long-running stop-history query, so route sheets time out for drivers.",
    kind: "timeout",
    edgeStatus: 504,
    failRate: 0.8,
    retries: 2,
    err: () => ({
      level: "error",
      msg: "o.h.engine.jdbc.spi.SqlExceptionHelper - HikariPool-1 - Connection is not available, request timed out after 30000ms.",
      stack: [
        "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection; nested exception is java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.",
        ...jv([
          "org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
          "org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:376)",
          "com.vendora.routes.StopRepository.findStopsForRoute(StopRepository.java:57)",
          "com.vendora.routes.RouteBuilder.build(RouteBuilder.java:112)",
        ]),
        "Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.",
        ...jv([
          "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)",
          "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)",
        ]),
        "\t... 41 common frames omitted",
      ],
    }),
    periodic: {
      every: 10,
      gen: (r) => [
        {
          level: "warn",
          msg: `com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${r.int(20, 90)})`,
        },
      ],
    },
  },
  {
    estate: "vendora",
    cat: "network",
    origin: "telemetry-ingest",
    hints: ["reset", "connection", "network", "tcp", "socket"],
    sev: "medium",
    note: "the node running telemetry-ingest starts dropping its TCP connections, so its forwards to machine-registry are reset and telemetry batches fail while machine-registry keeps serving other callers.",
    kind: 502,
    edgeStatus: 502,
    failRate: 0.7,
    retries: 2,
    err: (r) => ({
      level: "error",
      msg: `forward heartbeat to machine-registry: read tcp 10.42.3.17:${r.int(32000, 60000)}->10.42.7.21:9000: read: connection reset by peer`,
    }),
  },
  {
    estate: "vendora",
    cat: "timeout",
    origin: "wms-picking",
    hints: ["timeout", "timed out", "lock"],
    sev: "medium",
    note: "wms-picking waits on a zone lock held by a stuck wave release and every pick-list release times out after 30 s.",
    kind: 504,
    edgeStatus: 504,
    failRate: 0.9,
    err: (r) => ({
      level: "error",
      msg: `Pick list release failed for PL-${r.int(40000, 99999)}`,
      stack: [
        `System.TimeoutException: Timed out after 00:00:30 waiting for lock 'pickwave:zone-${r.pick(["A", "B", "C"])}' (held by wave W-${r.int(1000, 9999)})`,
        "   at Vendora.Wms.Locks.RedisLock.AcquireAsync(String key, TimeSpan wait) in /src/Wms.Core/Locks/RedisLock.cs:line 63",
        "   at Vendora.Wms.Picking.PickListService.ReleaseAsync(PickListRequest req) in /src/Wms.Core/Picking/PickListService.cs:line 141",
        "   at Vendora.Wms.Api.Controllers.PickListsController.Post(PickListRequest req) in /src/Wms.Api/Controllers/PickListsController.cs:line 38",
      ],
    }),
  },
  {
    estate: "vendora",
    cat: "rate_limiting",
    origin: "driver-app-bff",
    hints: ["rate", "429", "quota", "throttl", "limit"],
    sev: "medium",
    note: "driver-app-bff burns through its maps-directions quota and gets 429 for every route sheet, logged only as warnings while the gateway returns 503.",
    kind: 503,
    edgeStatus: 503,
    failRate: 0.85,
    err: (r) => ({
      level: "warn",
      msg: `maps directions call throttled: 429 RESOURCE_EXHAUSTED "Quota exceeded for quota metric 'Requests' and limit 'Requests per minute'" - backing off ${r.int(1, 8) * 500}ms`,
    }),
  },
  {
    estate: "vendora",
    cat: "validation",
    origin: "machine-registry",
    hints: ["validation", "unmarshal", "invalid", "schema", "422", "json"],
    sev: "medium",
    note: "machines on firmware 4.13.0 send rssi as a string and machine-registry rejects their heartbeats with 422, so telemetry batches fail.",
    kind: 422,
    edgeStatus: 502,
    failRate: 0.6,
    err: (r) => ({
      level: "error",
      msg: `rejecting heartbeat machine=${vm(r)} fw=4.13.0: json: cannot unmarshal string into Go struct field Heartbeat.rssi of type int`,
    }),
  },
  {
    estate: "vendora",
    cat: "null_reference",
    origin: "settlement-worker",
    hints: ["nomethoderror", "nil", "null"],
    sev: "medium",
    note: "settlement-worker crashes on every batch because refunded transactions have no capture record (NoMethodError on nil), so cashless settlement stops.",
    kind: 500,
    edgeStatus: 500,
    failRate: 0,
    periodic: {
      every: 9,
      gen: (r) => [
        {
          level: "error",
          msg: `SettlementJob JID-${r.hex(24)} FAIL: NoMethodError: undefined method \`amount_cents' for nil:NilClass`,
          stack: [
            "/app/app/models/cashless_txn.rb:77:in `net_amount'",
            "/app/app/services/settlement/batch_builder.rb:42:in `block in build'",
            "/app/app/services/settlement/batch_builder.rb:39:in `each'",
            "/app/app/jobs/settlement_job.rb:18:in `perform'",
            "/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb:202:in `execute_job'",
          ],
        },
        { level: "warn", msg: `SettlementJob JID-${r.hex(24)} retry ${r.int(1, 5)} scheduled in ${r.int(20, 200)}s` },
      ],
    },
    quiet: true,
  },
  {
    estate: "vendora",
    cat: "configuration",
    origin: "cashless-auth",
    hints: ["config", "property", "mapping", "missing", "illegalstate", "terminal"],
    sev: "high",
    note: "after a config rollout cashless-auth starts with an empty processor.terminal-map, so every authorization fails with 'no TID mapping'.",
    kind: 500,
    edgeStatus: 500,
    failRate: 0.95,
    prelude: () => [
      {
        level: "info",
        msg: "Refreshing keys for Environment: [processor.terminal-map, processor.endpoint, spring.cloud.config.label]",
        dt: -4000,
      },
      {
        level: "info",
        msg: "c.v.cashless.TerminalRegistry - loaded 0 terminal mappings from config label release-2026.11.30",
        dt: -3200,
      },
    ],
    err: (r) => ({
      level: "error",
      msg: `c.v.cashless.AuthorizeController - authorize failed reader=${r.pick(["NX", "KI", "VE"])}${r.int(100000, 999999)}`,
      stack: [
        "java.lang.IllegalStateException: No TID mapping for reader group 'NX' (processor.terminal-map is empty)",
        ...jv([
          "com.vendora.cashless.TerminalRegistry.tidFor(TerminalRegistry.java:48)",
          "com.vendora.cashless.AuthorizeService.authorize(AuthorizeService.java:91)",
          "com.vendora.cashless.AuthorizeController.post(AuthorizeController.java:37)",
        ]),
      ],
    }),
  },
  {
    estate: "vendora",
    cat: "dependency",
    origin: "cashless-auth",
    hints: ["processor", "upstream", "503", "circuit", "unavailable", "dependency"],
    sev: "high",
    note: "the card processor answers cashless-auth with 503s, its circuit breaker opens and card vends fail across the fleet.",
    kind: 502,
    edgeStatus: 502,
    failRate: 0.88,
    retries: 2,
    err: (r) =>
      r.chance(0.5)
        ? {
            level: "error",
            msg: `c.v.cashless.ProcessorClient - POST https://api.paygate-processing.com/v3/authorizations -> 503 Service Unavailable (x-request-id ${r.hex(16)}) after ${r.int(800, 4000)}ms`,
          }
        : {
            level: "error",
            msg: "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'paygate' is OPEN and does not permit further calls",
          },
    prelude: () => [
      {
        level: "warn",
        msg: "CircuitBreaker 'paygate' changed state from CLOSED to OPEN (failure rate 62.5% > 50.0%)",
        dt: 25000,
      },
    ],
  },
  {
    estate: "vendora",
    cat: "memory",
    origin: "telemetry-ingest",
    hints: ["memory", "oom", "out of memory"],
    sev: "high",
    note: "telemetry-ingest runs out of memory buffering a replay burst, crashes, and restarts in a loop while the gateway gets connection refused.",
    kind: "refused",
    edgeStatus: 502,
    failRate: 0.75,
    quiet: true,
    prelude: (r) => [
      {
        level: "warn",
        msg: `frame buffer high watermark: ${r.int(1800, 1900)}MiB in use (limit 2048MiB), replay backlog 412330 frames`,
        dt: -2000,
      },
      {
        level: "fatal",
        msg: "fatal error: runtime: out of memory",
        stack: [
          "",
          "runtime stack:",
          "runtime.throw({0x1a4c2e1?, 0x7f3c21?})",
          "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c fp=0x7ffd8a4c1e38 sp=0x7ffd8a4c1e08 pc=0x43e31c",
          "runtime.(*mheap).grow(0x2a0c9e0, 0x8?)",
          "\t/usr/local/go/src/runtime/mheap.go:1494 +0x2a5",
          "",
          "goroutine 8812 [running]:",
          "github.com/vendora/telemetry-ingest/internal/buffer.(*Ring).Push(0xc000512000, {0xc1f2a40000, 0x4000, 0x4000})",
          "\t/src/internal/buffer/ring.go:71 +0x1b4",
        ],
        dt: 0,
      },
    ],
    periodic: {
      every: 45,
      gen: (r) => [
        { level: "info", msg: `telemetry-ingest starting version=2.8.${r.int(0, 9)} GOMAXPROCS=4 GOMEMLIMIT=unset` },
        { level: "warn", msg: `frame buffer high watermark: ${r.int(1500, 2000)}MiB in use (limit 2048MiB)`, dt: 9000 },
        { level: "fatal", msg: "fatal error: runtime: out of memory", dt: 14000 },
      ],
    },
  },
  {
    estate: "vendora",
    cat: "disk",
    origin: "wms-picking",
    hints: ["disk", "space", "ioexception", "no space"],
    sev: "high",
    note: "wms-picking's label spool volume fills up and every pick-list release fails writing the label PDF.",
    kind: 500,
    edgeStatus: 500,
    failRate: 0.9,
    err: (r) => {
      const pl = r.int(40000, 99999);
      return {
        level: "error",
        msg: `Failed to render labels for PL-${pl}`,
        stack: [
          `System.IO.IOException: No space left on device : '/var/spool/labels/PL-${pl}.pdf'`,
          "   at System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan`1 buffer, Int64 fileOffset)",
          "   at System.IO.Strategies.OSFileStreamStrategy.Write(ReadOnlySpan`1 buffer)",
          "   at Vendora.Wms.Labels.PdfLabelWriter.WriteAsync(PickList list) in /src/Wms.Core/Labels/PdfLabelWriter.cs:line 52",
          "   at Vendora.Wms.Picking.PickListService.ReleaseAsync(PickListRequest req) in /src/Wms.Core/Picking/PickListService.cs:line 156",
        ],
      };
    },
  },
  {
    estate: "vendora",
    cat: "unknown",
    origin: "route-planner",
    hints: ["unresponsive", "unavailable", "timeout", "unknown", "no response"],
    sev: "medium",
    note: "route-planner stops answering and stops logging without a word about why; driver-app-bff times out and retries route builds.",
    kind: "timeout",
    edgeStatus: 504,
    failRate: 1,
    quiet: true,
    retries: 3,
  },
  // ---------------- pantrypoint ----------------
  {
    estate: "pantrypoint",
    cat: "authentication",
    origin: "wallet-api",
    hints: ["stripe", "api key", "authentication", "credential", "invalid"],
    sev: "high",
    note: "wallet-api's restricted Stripe key was rolled without updating the service, so account funding and wallet debits fail with authentication errors.",
    kind: 502,
    edgeStatus: 502,
    failRate: 0.9,
    err: (r) => ({
      level: "error",
      msg: `StripeAuthenticationError: Invalid API Key provided: rk_live_*********************${r.hex(4)}`,
      stack: [
        "    at StripeError.generate (/app/node_modules/stripe/cjs/Error.js:10:20)",
        "    at res.toJSON.then.StripeAPIError.message (/app/node_modules/stripe/cjs/RequestSender.js:105:62)",
        "    at async WalletService.charge (/app/dist/wallet/service.js:118:24)",
        "    at async /app/dist/routes/wallet.js:44:9",
      ],
    }),
  },
  {
    estate: "pantrypoint",
    cat: "authorization",
    origin: "order-ledger",
    hints: ["permission", "denied", "authoriz"],
    sev: "high",
    note: "a schema migration recreated the OrderLines table without the app role's grants, so order-ledger is denied INSERT and checkouts fail.",
    kind: 500,
    edgeStatus: 500,
    failRate: 0.95,
    err: (r) => ({
      level: "error",
      msg: `Failed executing DbCommand (${r.int(2, 9)}ms) [Parameters=[@p0='?', @p1='?'], CommandType='Text', CommandTimeout='30'] INSERT INTO [OrderLines] ...`,
      stack: [
        "Microsoft.Data.SqlClient.SqlException (0x80131904): The INSERT permission was denied on the object 'OrderLines', database 'ledger', schema 'dbo'.",
        "   at Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
        "   at Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)",
        "   at Pantry.Ledger.Orders.OrderWriter.CommitAsync(Order order) in /src/Ledger/Orders/OrderWriter.cs:line 74",
        `ClientConnectionId:${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}`,
        "Error Number:229,State:5,Class:14",
      ],
    }),
  },
  {
    estate: "pantrypoint",
    cat: "database",
    origin: "market-catalog",
    hints: ["activerecord", "connection", "pool", "database", "pg"],
    sev: "medium",
    note: "market-catalog's ActiveRecord pool is starved by a slow catalog refresh and item lookups fail, so kiosk scans error out.",
    kind: 500,
    edgeStatus: 500,
    failRate: 0.7,
    err: () => ({
      level: "error",
      msg: "ActiveRecord::ConnectionTimeoutError (could not obtain a connection from the pool within 5.000 seconds (waited 5.001 seconds); all pooled connections were in use):",
      stack: [
        "activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool/queue.rb:128:in `block in wait_poll'",
        "activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool.rb:698:in `acquire_connection'",
        "app/models/catalog_item.rb:22:in `lookup'",
        "app/controllers/items_controller.rb:11:in `show'",
      ],
    }),
  },
  {
    estate: "pantrypoint",
    cat: "network",
    origin: "vision-checkout",
    hints: ["route", "network", "unavailable", "connect", "grpc"],
    sev: "medium",
    note: "vision-checkout loses its network route to the in-cluster inference server, so every camera verification fails and kiosks fall back to scanning.",
    kind: 503,
    edgeStatus: 503,
    failRate: 0.9,
    err: (r) => ({
      level: "error",
      msg: `inference failed for frameset fs-${r.hex(10)}`,
      stack: pyTb(
        [
          ["/app/vision/verify.py", 57, "verify", "result = self.client.infer(model_name, inputs)"],
          [
            "/usr/local/lib/python3.11/site-packages/tritonclient/grpc/_client.py",
            1572,
            "infer",
            "raise_error_grpc(rpc_error)",
          ],
        ],
        `tritonclient.utils.InferenceServerException: [StatusCode.UNAVAILABLE] failed to connect to all addresses; last error: UNKNOWN: ipv4:10.60.4.12:8001: Failed to connect to remote host: No route to host`,
      ),
    }),
  },
  {
    estate: "pantrypoint",
    cat: "timeout",
    origin: "pricing-rules",
    hints: ["timeout", "timed out"],
    sev: "medium",
    note: "a new promo ruleset makes pricing-rules' evaluation run past its 2 s budget; it logs only warnings while kiosks get 504 at checkout.",
    kind: 504,
    edgeStatus: 504,
    failRate: 0.8,
    retries: 1,
    err: (r) => ({
      level: "warn",
      msg: `c.p.pricing.RuleEngine - evaluation of ruleset TUE-2FOR3 v9 timed out after 2000 ms for basket b-${r.hex(8)} (${r.int(2, 6)} items), request aborted`,
    }),
  },
  {
    estate: "pantrypoint",
    cat: "rate_limiting",
    origin: "receipt-mailer",
    hints: ["429", "rate", "throttl", "limit", "too many"],
    sev: "medium",
    note: "receipt-mailer is throttled by its email provider (429) and rejects new receipts; order-ledger reports the failures while the mailer only warns.",
    kind: 503,
    edgeStatus: 200,
    failRate: 0.85,
    retries: 2,
    err: (r) => ({
      level: "warn",
      msg: `sendgrid responded 429 Too Many Requests (x-ratelimit-remaining: 0, reset in ${r.int(20, 60)}s); rejecting receipt job with 503`,
    }),
  },
  {
    estate: "pantrypoint",
    cat: "validation",
    origin: "scan-service",
    hints: ["validation", "methodargumentnotvalid", "invalid", "400"],
    sev: "medium",
    note: "kiosks updated to firmware 7.3.0 send lowercase market ids, and scan-service rejects their scan requests with 400 validation errors.",
    kind: 400,
    edgeStatus: 400,
    failRate: 0.55,
    err: (r) => ({
      level: "warn",
      msg: `o.s.w.s.m.s.DefaultHandlerExceptionResolver - Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public ScanResponse ScanController.scan(ScanRequest): [Field error in object 'scanRequest' on field 'marketId': rejected value [mk-${r.int(1000, 1400)}]; codes [Pattern.scanRequest.marketId]; default message [must match "MK-\\d{4}"]]]`,
    }),
  },
  {
    estate: "pantrypoint",
    cat: "null_reference",
    origin: "wallet-api",
    hints: ["typeerror", "undefined", "null"],
    sev: "high",
    note: "wallet-api crashes on accounts migrated without a balance record (TypeError reading balanceCents of undefined), failing debits at checkout.",
    kind: 500,
    edgeStatus: 500,
    failRate: 0.6,
    err: () => ({
      level: "error",
      msg: "TypeError: Cannot read properties of undefined (reading 'balanceCents')",
      stack: [
        "    at debitAccount (/app/dist/wallet/debit.js:31:42)",
        "    at async WalletService.debit (/app/dist/wallet/service.js:77:18)",
        "    at async /app/dist/routes/wallet.js:22:20",
      ],
    }),
  },
  {
    estate: "pantrypoint",
    cat: "configuration",
    origin: "vision-checkout",
    hints: ["config", "keyerror", "environment", "env", "missing"],
    sev: "medium",
    note: "a vision-checkout release drops the VISION_MODEL_URI variable, so its workers crash on boot and camera verification fails.",
    kind: "refused",
    edgeStatus: 502,
    failRate: 0.9,
    quiet: true,
    prelude: () => [{ level: "info", msg: "[INFO] Starting gunicorn 21.2.0 (vision-checkout 3.4.0)", dt: -1500 }],
    periodic: {
      every: 20,
      gen: (r) => [
        { level: "info", msg: `[INFO] Booting worker with pid: ${r.int(20, 400)}` },
        {
          level: "error",
          msg: "[ERROR] Exception in worker process",
          stack: pyTb(
            [
              [
                "/usr/local/lib/python3.11/site-packages/gunicorn/arbiter.py",
                609,
                "spawn_worker",
                "worker.init_process()",
              ],
              ["/app/vision/app.py", 14, "<module>", "settings = Settings.from_env()"],
              ["/app/vision/settings.py", 22, "from_env", 'model_uri=os.environ["VISION_MODEL_URI"],'],
              ["<frozen os>", 679, "__getitem__", ""],
            ],
            "KeyError: 'VISION_MODEL_URI'",
          ),
          dt: 800,
        },
        { level: "info", msg: `[INFO] Worker exiting (pid: ${r.int(20, 400)})`, dt: 900 },
      ],
    },
  },
  {
    estate: "pantrypoint",
    cat: "dependency",
    origin: "wallet-api",
    hints: ["adyen", "503", "unavailable", "upstream", "breaker", "dependency"],
    sev: "high",
    note: "the payment processor returns 503 to wallet-api, its breaker opens and wallet funding fails.",
    kind: 502,
    edgeStatus: 502,
    failRate: 0.9,
    breaker: true,
    err: (r) => ({
      level: "error",
      msg: r.chance(0.4)
        ? "EOPENBREAKER: Breaker is open (adyen-payments)"
        : `adyen POST /v71/payments failed: 503 Service Unavailable pspReference=${r.hex(16).toUpperCase()} errorCode=901`,
    }),
  },
  {
    estate: "pantrypoint",
    cat: "memory",
    origin: "vision-checkout",
    hints: ["memory", "oom", "sigkill", "out of memory"],
    sev: "high",
    note: "vision-checkout's workers grow past the container limit and are SIGKILLed by the kernel one after another, dropping camera verifications.",
    kind: "reset",
    edgeStatus: 502,
    failRate: 0.6,
    periodic: {
      every: 14,
      gen: (r) => [
        { level: "warn", msg: `worker rss ${r.int(3400, 3990)}MiB after frameset batch (limit 4096MiB)` },
        {
          level: "error",
          msg: `[ERROR] Worker (pid:${r.int(20, 900)}) was sent SIGKILL! Perhaps out of memory?`,
          dt: 2500,
        },
        { level: "info", msg: `[INFO] Booting worker with pid: ${r.int(20, 900)}`, dt: 2700 },
      ],
    },
  },
  {
    estate: "pantrypoint",
    cat: "disk",
    origin: "market-catalog",
    hints: ["enospc", "disk", "space"],
    sev: "medium",
    note: "market-catalog's image cache volume fills up and item lookups fail writing thumbnails (Errno::ENOSPC).",
    kind: 500,
    edgeStatus: 500,
    failRate: 0.65,
    err: (r) => ({
      level: "error",
      msg: `Errno::ENOSPC (No space left on device @ rb_sysopen - /var/cache/catalog/thumbs/${r.int(10010, 19990)}_240.webp):`,
      stack: [
        "app/services/thumbnail_cache.rb:31:in `write'",
        "app/services/thumbnail_cache.rb:18:in `fetch'",
        "app/controllers/items_controller.rb:14:in `show'",
      ],
    }),
  },
  {
    estate: "pantrypoint",
    cat: "unknown",
    origin: "order-ledger",
    hints: ["unresponsive", "unavailable", "timeout", "unknown", "no response"],
    sev: "high",
    note: "order-ledger goes silent without logging anything and wallet-api's commit calls time out, failing checkouts.",
    kind: "timeout",
    edgeStatus: 504,
    failRate: 1,
    quiet: true,
    retries: 2,
  },
  // ---------------- routeful ----------------
  {
    estate: "routeful",
    cat: "authentication",
    origin: "inventory-svc",
    hints: ["password", "authentication", "credential", "psqlexception"],
    sev: "high",
    note: "the inventory database password was rotated in the vault but not in inventory-svc, so new connections fail password authentication and restocks cannot be booked.",
    kind: 500,
    edgeStatus: 500,
    failRate: 0.85,
    err: () => ({
      level: "error",
      msg: 'o.h.engine.jdbc.spi.SqlExceptionHelper - FATAL: password authentication failed for user "inventory_app"',
      stack: [
        'org.postgresql.util.PSQLException: FATAL: password authentication failed for user "inventory_app"',
        ...jv([
          "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
          "org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:203)",
          "com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
        ]),
      ],
    }),
  },
  {
    estate: "routeful",
    cat: "authorization",
    origin: "commission-engine",
    hints: ["storage", "access", "forbidden", "403", "permission", "denied"],
    sev: "medium",
    note: "commission-engine's service account lost storage.objects.create on the statements bucket, so host statements fail with 403.",
    kind: 500,
    edgeStatus: 500,
    failRate: 0.9,
    err: (r) => ({
      level: "error",
      msg: `c.r.commission.StatementService - could not store statement host=H${r.int(1000, 1999)} period=2026-11`,
      stack: [
        "com.google.cloud.storage.StorageException: commission-engine@routeful-prod.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).",
        ...jv([
          "com.google.cloud.storage.StorageException.translate(StorageException.java:223)",
          "com.google.cloud.storage.StorageImpl.create(StorageImpl.java:215)",
          "com.routeful.commission.StatementService.store(StatementService.java:88)",
        ]),
        "Caused by: com.google.api.client.googleapis.json.GoogleJsonResponseException: 403 Forbidden",
      ],
    }),
  },
  {
    estate: "routeful",
    cat: "database",
    origin: "stop-scheduler",
    hints: ["deadlock", "database", "psycopg2", "sql"],
    sev: "medium",
    note: "a new batch reschedule in stop-scheduler deadlocks against stop completions in Postgres, so drivers' stop completions fail.",
    kind: 500,
    edgeStatus: 500,
    failRate: 0.6,
    retries: 2,
    err: (r) => {
      const p1 = r.int(1000, 9999);
      const p2 = p1 + r.int(3, 400);
      const x1 = r.int(100000, 999999);
      return {
        level: "error",
        msg: "Exception on /stops/complete [POST]",
        stack: pyTb(
          [
            ["/app/scheduler/views.py", 64, "complete_stop", "db.session.commit()"],
            [
              "/usr/local/lib/python3.12/site-packages/sqlalchemy/engine/default.py",
              924,
              "do_execute",
              "cursor.execute(statement, parameters)",
            ],
          ],
          `sqlalchemy.exc.OperationalError: (psycopg2.errors.DeadlockDetected) deadlock detected\nDETAIL:  Process ${p1} waits for ShareLock on transaction ${x1}; blocked by process ${p2}.\nProcess ${p2} waits for ShareLock on transaction ${x1 + 3}; blocked by process ${p1}.\nHINT:  See server log for query details.`,
        ).flatMap((l) => l.split("\n")),
      };
    },
  },
  {
    estate: "routeful",
    cat: "network",
    origin: "prekit-builder",
    hints: ["dial", "network", "connection", "unavailable", "i/o timeout", "transport"],
    sev: "medium",
    note: "prekit-builder's node loses its path to inventory-svc (dial i/o timeouts) while inventory-svc keeps serving other callers, so prekit scans fail.",
    kind: 502,
    edgeStatus: 502,
    failRate: 0.85,
    retries: 2,
    err: (r) => ({
      level: "error",
      msg: `reserve units for PK-${r.int(100000, 999999)}: rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 10.20.7.31:9090: i/o timeout"`,
    }),
  },
  {
    estate: "routeful",
    cat: "timeout",
    origin: "route-optimizer",
    hints: ["timeout", "timed out", "solver"],
    sev: "medium",
    note: "route-optimizer's re-sequencing solve stops finishing within its 20 s limit and drivers' next-stop requests time out.",
    kind: "timeout",
    edgeStatus: 504,
    failRate: 0.85,
    err: (r) => ({
      level: "error",
      msg: `c.r.optimizer.ResequenceController - re-sequence R${r.int(100, 180)} aborted`,
      stack: [
        "java.util.concurrent.TimeoutException: solve did not finish within 20000 ms",
        ...jv([
          "java.base/java.util.concurrent.CompletableFuture.timedGet(CompletableFuture.java:1960)",
          "java.base/java.util.concurrent.CompletableFuture.get(CompletableFuture.java:2095)",
          "com.routeful.optimizer.SolverFacade.solve(SolverFacade.java:64)",
        ]),
      ],
    }),
  },
  {
    estate: "routeful",
    cat: "rate_limiting",
    origin: "fleet-tracker",
    hints: ["429", "rate", "throttl", "limit"],
    sev: "medium",
    note: "fleet-tracker is throttled by the telematics provider (429) and only warns, so next-stop requests fail for lack of van positions.",
    kind: 503,
    edgeStatus: 503,
    failRate: 0.8,
    err: (r) => ({
      level: "warn",
      msg: `telematics GET /fleet/vehicles/locations: 429 Too Many Requests, Retry-After=${r.int(5, 30)} (org limit 150 req/min)`,
    }),
  },
  {
    estate: "routeful",
    cat: "validation",
    origin: "dex-collector",
    hints: ["valueerror", "invalid", "parse", "validation", "dex"],
    sev: "medium",
    note: "DEX files from newly retrofitted machines carry decimal prices in PA1 records and dex-collector rejects them, failing drivers' stop completions.",
    kind: 422,
    edgeStatus: 422,
    failRate: 0.6,
    err: (r) => ({
      level: "error",
      msg: `DEX upload rejected machine=${vm(r)}: PA1 record ${r.int(10, 60)} invalid`,
      stack: pyTb(
        [["/app/dex/parser.py", 118, "parse_pa1", "price_cents = int(fields[2])"]],
        `ValueError: invalid literal for int() with base 10: '${r.int(1, 4)}.${r.int(10, 95)}'`,
      ),
    }),
  },
  {
    estate: "routeful",
    cat: "null_reference",
    origin: "commission-engine",
    hints: ["nullpointer", "null"],
    sev: "medium",
    note: "hosts onboarded without a commission rate make commission-engine throw NullPointerException, so host statements fail.",
    kind: 500,
    edgeStatus: 500,
    failRate: 0.7,
    err: (r) => ({
      level: "error",
      msg: `o.a.c.c.C.[.[.[/].[dispatcherServlet] - Servlet.service() for servlet [dispatcherServlet] threw exception (host=H${r.int(1000, 1999)})`,
      stack: [
        'java.lang.NullPointerException: Cannot invoke "java.math.BigDecimal.multiply(java.math.BigDecimal)" because "rate" is null',
        ...jv([
          "com.routeful.commission.CommissionCalculator.accrue(CommissionCalculator.java:73)",
          "com.routeful.commission.StatementService.build(StatementService.java:51)",
          "com.routeful.commission.web.StatementController.get(StatementController.java:29)",
        ]),
      ],
    }),
  },
  {
    estate: "routeful",
    cat: "configuration",
    origin: "pick-station",
    hints: ["config", "invalidoperation", "missing", "section", "labeltemplate"],
    sev: "medium",
    note: "a pick-station release ships without the Printing:LabelTemplate setting, so every tote scan fails with InvalidOperationException.",
    kind: 500,
    edgeStatus: 500,
    failRate: 0.95,
    prelude: () => [
      { level: "info", msg: "Application is shutting down...", dt: -9000 },
      { level: "info", msg: "Now listening on: http://[::]:8080", dt: -4000 },
      { level: "info", msg: "Hosting environment: Production; PickStation 5.2.0+b7f31c2", dt: -3900 },
    ],
    err: (r) => ({
      level: "error",
      msg: `Tote scan failed at station PS-${r.int(1, 12)}`,
      stack: [
        "System.InvalidOperationException: Configuration section 'Printing:LabelTemplate' is missing or empty.",
        "   at Routeful.PickStation.Printing.LabelOptionsSetup.Configure(LabelOptions options) in /src/PickStation/Printing/LabelOptionsSetup.cs:line 27",
        "   at Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
        "   at Routeful.PickStation.Api.ToteController.Scan(ToteScan scan) in /src/PickStation/Api/ToteController.cs:line 44",
      ],
    }),
  },
  {
    estate: "routeful",
    cat: "dependency",
    origin: "commission-engine",
    hints: ["payout", "upstream", "503", "502", "circuit", "unavailable", "dependency"],
    sev: "medium",
    note: "the payouts provider returns 502/503 to commission-engine, its circuit breaker opens and host statements fail.",
    kind: 500,
    edgeStatus: 500,
    failRate: 0.85,
    err: (r) =>
      r.chance(0.5)
        ? {
            level: "error",
            msg: `c.r.commission.PayoutClient - GET https://api.payoutsvendor.com/v2/payees/H${r.int(1000, 1999)}/balance -> ${r.pick([502, 503])} from upstream`,
          }
        : {
            level: "error",
            msg: "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'payouts' is OPEN and does not permit further calls",
          },
  },
  {
    estate: "routeful",
    cat: "memory",
    origin: "inventory-svc",
    hints: ["outofmemory", "memory", "heap"],
    sev: "high",
    note: "inventory-svc runs out of Java heap loading a full bin snapshot, then crashes and restarts, failing stop completions and prekit reservations.",
    kind: "reset",
    edgeStatus: 502,
    failRate: 0.7,
    prelude: (r) => [
      {
        level: "warn",
        msg: `o.s.b.a.health - GC overhead: ${r.int(60, 80)}% of CPU time in G1 Old Generation over last 60s`,
        dt: -40000,
      },
      {
        level: "error",
        msg: "o.a.c.c.C.[.[.[/].[dispatcherServlet] - Servlet.service() threw exception",
        stack: [
          "java.lang.OutOfMemoryError: Java heap space",
          ...jv([
            "java.base/java.util.Arrays.copyOf(Arrays.java:3512)",
            "com.routeful.inventory.BinSnapshot.load(BinSnapshot.java:141)",
          ]),
        ],
        dt: 0,
      },
    ],
    periodic: {
      every: 30,
      gen: () => [
        {
          level: "error",
          msg: 'Exception in thread "http-nio-8080-exec-17" java.lang.OutOfMemoryError: Java heap space',
        },
        { level: "info", msg: "Started InventoryApplication in 11.82 seconds (process running for 12.6)", dt: 15000 },
      ],
    },
  },
  {
    estate: "routeful",
    cat: "disk",
    origin: "stop-scheduler",
    hints: ["no space", "disk", "errno 28", "oserror"],
    sev: "medium",
    note: "stop-scheduler's proof-photo volume fills up and stop completions fail with Errno 28.",
    kind: 500,
    edgeStatus: 500,
    failRate: 0.85,
    err: (r) => ({
      level: "error",
      msg: `could not store proof photo for ST-${r.int(100000, 999999)}`,
      stack: pyTb(
        [["/app/scheduler/proofs.py", 39, "save_photo", 'with open(path, "wb") as fh:']],
        `OSError: [Errno 28] No space left on device: '/data/proofs/2026/11/30/ST-${r.int(100000, 999999)}.jpg'`,
      ),
    }),
  },
  {
    estate: "routeful",
    cat: "unknown",
    origin: "pick-station",
    hints: ["unavailable", "unknown", "restart", "crash", "502"],
    sev: "medium",
    note: "pick-station restarts over and over without logging why, and tote scans fail with 502s.",
    kind: 502,
    edgeStatus: 502,
    failRate: 0.8,
    quiet: true,
    periodic: {
      every: 35,
      gen: () => [
        { level: "info", msg: "Now listening on: http://[::]:8080" },
        { level: "info", msg: "Application started. Press Ctrl+C to shut down.", dt: 30 },
        { level: "info", msg: "Application is shutting down...", dt: 12000 },
      ],
    },
  },
  // ---------------- coincab ----------------
  {
    estate: "coincab",
    cat: "authentication",
    origin: "account-funding",
    hints: ["invalid_grant", "token", "oauth", "auth", "credential"],
    sev: "medium",
    note: "account-funding's refresh token for the payroll-deduction provider has expired, so payroll top-ups fail with invalid_grant.",
    kind: 502,
    edgeStatus: 502,
    failRate: 0.8,
    err: () => ({
      level: "error",
      msg: 'payroll token refresh failed: 400 {"error":"invalid_grant","error_description":"Refresh token expired"} - cannot authenticate to payroll provider',
    }),
  },
  {
    estate: "coincab",
    cat: "authorization",
    origin: "payments-core",
    hints: ["forbidden", "403", "authoriz", "keyvault", "not authorized"],
    sev: "high",
    note: "payments-core's managed identity lost its Key Vault decrypt permission, so capturing payments fails with 403 Forbidden.",
    kind: 500,
    edgeStatus: 500,
    failRate: 0.9,
    err: () => ({
      level: "error",
      msg: "Payment capture failed",
      stack: [
        "Azure.RequestFailedException: Caller is not authorized to perform action on resource.",
        "If role assignments, deny assignments or role definitions were changed recently, please observe propagation time.",
        "Caller: appid=7b1e...;oid=2c9a...;iss=https://sts.windows.net/.../",
        "Action: 'Microsoft.KeyVault/vaults/keys/decrypt/action'",
        "Status: 403 (Forbidden)",
        "ErrorCode: Forbidden",
        "   at Azure.Security.KeyVault.Keys.Cryptography.RemoteCryptographyClient.DecryptAsync(DecryptParameters parameters, CancellationToken cancellationToken)",
        "   at CoinCab.Payments.Tokens.CardTokenVault.UnwrapAsync(String token) in /src/Payments/Tokens/CardTokenVault.cs:line 58",
      ],
    }),
  },
  {
    estate: "coincab",
    cat: "database",
    origin: "coinmech-svc",
    hints: ["too many", "database", "pq", "connection", "postgres"],
    sev: "medium",
    note: "coinmech-svc leaks database connections until Postgres refuses new clients, and coin audits fail.",
    kind: 500,
    edgeStatus: 500,
    failRate: 0.8,
    err: (r) => ({ level: "error", msg: `store tube levels ${vm(r)}: pq: sorry, too many clients already` }),
  },
  {
    estate: "coincab",
    cat: "network",
    origin: "mqtt-bridge",
    hints: ["tls", "handshake", "reset", "network", "ssl", "connection"],
    sev: "high",
    note: "mqtt-bridge's upstream TLS connections are reset during the handshake, so vend requests never reach mdb-events.",
    kind: 502,
    edgeStatus: 502,
    failRate: 0.85,
    retries: 2,
    err: (r) => ({
      level: "error",
      msg: `upstream mdb-events:8443 TLS handshake failed: SSL_ERROR_SYSCALL errno=104 (Connection reset by peer) after ${r.int(1, 40)}ms`,
    }),
  },
  {
    estate: "coincab",
    cat: "timeout",
    origin: "payments-core",
    hints: ["timeout", "timeoutrejected", "timed out"],
    sev: "high",
    note: "the acquirer stops answering payments-core within its 5 s budget and captures are abandoned with TimeoutRejectedException.",
    kind: 504,
    edgeStatus: 504,
    failRate: 0.8,
    err: () => ({
      level: "error",
      msg: "Capture via acquirer timed out",
      stack: [
        "Polly.Timeout.TimeoutRejectedException: The delegate executed asynchronously through TimeoutPolicy did not complete within the timeout.",
        "   at Polly.Timeout.AsyncTimeoutEngine.ImplementationAsync[TResult](Func`3 action, Context context, CancellationToken cancellationToken, Func`2 timeoutProvider, TimeoutStrategy timeoutStrategy)",
        "   at CoinCab.Payments.Acquirer.AcquirerClient.CaptureAsync(CaptureRequest req) in /src/Payments/Acquirer/AcquirerClient.cs:line 92",
      ],
    }),
  },
  {
    estate: "coincab",
    cat: "rate_limiting",
    origin: "card-reader-svc",
    hints: ["ratelimiter", "rate", "permit", "429", "limit"],
    sev: "medium",
    note: "card-reader-svc's issuer-auth rate limiter trips during the lunch rush and rejects authorizations, logged at WARN only.",
    kind: 429,
    edgeStatus: 429,
    failRate: 0.6,
    err: () => ({
      level: "warn",
      msg: "c.c.reader.AuthService - io.github.resilience4j.ratelimiter.RequestNotPermitted: RateLimiter 'issuer-auth' does not permit further calls",
    }),
  },
  {
    estate: "coincab",
    cat: "validation",
    origin: "planogram-api",
    hints: ["recordinvalid", "validation", "invalid", "422"],
    sev: "medium",
    note: "a planogram import with out-of-range slot codes makes planogram-api fail record validation, so restock planning and planogram screens fail with 422.",
    kind: 422,
    edgeStatus: 422,
    failRate: 0.85,
    err: (r) => ({
      level: "error",
      msg: `ActiveRecord::RecordInvalid (Validation failed: Slot code ${r.pick(["K9", "Z1", "AA3"])} is invalid, Capacity must be less than or equal to 15):`,
      stack: [
        "app/models/planogram_slot.rb:18:in `normalize!'",
        "app/services/planogram_resolver.rb:44:in `block in resolve'",
        "app/controllers/planograms_controller.rb:9:in `show'",
      ],
    }),
  },
  {
    estate: "coincab",
    cat: "null_reference",
    origin: "mdb-events",
    hints: ["nil", "pointer", "panic", "null"],
    sev: "high",
    note: "mdb-events panics on vend requests from machines without a coil map (nil pointer dereference), so card vends fail.",
    kind: 500,
    edgeStatus: 500,
    failRate: 0.65,
    err: (r) => ({
      level: "error",
      msg: `http: panic serving 10.9.1.${r.int(2, 250)}:${r.int(30000, 60000)}: runtime error: invalid memory address or nil pointer dereference`,
      stack: [
        `goroutine ${r.int(1000, 90000)} [running]:`,
        "net/http.(*conn).serve.func1()",
        "\t/usr/local/go/src/net/http/server.go:1898 +0xbe",
        "panic({0x9a5e40?, 0xf2c6b0?})",
        "\t/usr/local/go/src/runtime/panic.go:770 +0x132",
        "github.com/coincab/mdb-events/internal/vend.(*Handler).resolveCoil(0xc0001a4000, 0x0, 0x2a)",
        "\t/src/internal/vend/handler.go:88 +0x3c",
        "github.com/coincab/mdb-events/internal/vend.(*Handler).ServeHTTP(0xc0001a4000, {0xb1e2d8, 0xc0004c21c0}, 0xc000512a00)",
        "\t/src/internal/vend/handler.go:41 +0x1d5",
      ],
    }),
  },
  {
    estate: "coincab",
    cat: "configuration",
    origin: "coinmech-svc",
    hints: ["config", "no such file", "denominations", "missing"],
    sev: "medium",
    note: "a coinmech-svc rollout points at a denominations file that is not mounted, so every coin audit fails.",
    kind: 500,
    edgeStatus: 500,
    failRate: 0.95,
    prelude: () => [
      { level: "info", msg: "coinmech-svc v3.1.0 starting (config=/etc/coinmech/config.yaml)", dt: -6000 },
      {
        level: "warn",
        msg: "denominations table not loaded: open /etc/coinmech/denominations.yaml: no such file or directory",
        dt: -5800,
      },
    ],
    err: (r) => ({
      level: "error",
      msg: `decode coin audit ${vm(r)}: unknown coin type ${r.int(0, 5)}: denominations table is empty (config denominations_file=/etc/coinmech/denominations.yaml)`,
    }),
  },
  {
    estate: "coincab",
    cat: "dependency",
    origin: "card-reader-svc",
    hints: ["processor", "503", "unavailable", "circuit", "upstream", "dependency"],
    sev: "high",
    note: "the card processor's gateway returns 503 to card-reader-svc, its breaker opens and card vends fail.",
    kind: 502,
    edgeStatus: 502,
    failRate: 0.85,
    retries: 1,
    err: (r) =>
      r.chance(0.55)
        ? {
            level: "error",
            msg: `c.c.reader.ProcessorGateway - POST https://gw.cardprocessor.net/authorize -> 503 Service Unavailable (${r.int(40, 900)}ms)`,
          }
        : {
            level: "error",
            msg: "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'processor' is OPEN and does not permit further calls",
          },
  },
  {
    estate: "coincab",
    cat: "memory",
    origin: "mqtt-bridge",
    hints: ["bad_alloc", "memory", "alloc"],
    sev: "high",
    note: "mqtt-bridge's session table grows until allocation fails (std::bad_alloc), it aborts and restarts repeatedly, and machine traffic is refused.",
    kind: "refused",
    edgeStatus: 502,
    failRate: 0.7,
    quiet: true,
    periodic: {
      every: 40,
      gen: (r) => [
        { level: "info", msg: `mqtt-bridge 1.9.${r.int(0, 9)} starting, listening on 0.0.0.0:8883` },
        {
          level: "warn",
          msg: `session table at ${r.int(1900000, 2100000)} entries, rss ${r.int(900, 1020)}MB`,
          dt: 8000,
        },
        {
          level: "fatal",
          msg: "terminate called after throwing an instance of 'std::bad_alloc'",
          stack: [
            "  what():  std::bad_alloc",
            '*** Aborted at 1764543210 (unix time) try "date -d @1764543210" if you are using GNU date ***',
            "PC: @ 0x7f3e2c8a9e2c abort",
            "*** SIGABRT (@0x1) received by PID 1 (TID 0x7f3e2b6ff640) from PID 1; stack trace: ***",
          ],
          dt: 12000,
        },
      ],
    },
  },
  {
    estate: "coincab",
    cat: "disk",
    origin: "planogram-api",
    hints: ["disk", "flood", "watermark", "read-only", "cluster_block"],
    sev: "medium",
    note: "the search cluster behind planogram-api hits its flood-stage disk watermark and blocks the planogram index read-only, so planogram saves fail.",
    kind: 500,
    edgeStatus: 500,
    failRate: 0.75,
    err: () => ({
      level: "error",
      msg: 'Elastic::Transport::Transport::Errors::TooManyRequests ([429] {"error":{"type":"cluster_block_exception","reason":"index [planograms-v7] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];"},"status":429}):',
      stack: [
        "app/models/concerns/searchable.rb:27:in `reindex!'",
        "app/controllers/planograms_controller.rb:9:in `show'",
      ],
    }),
  },
  {
    estate: "coincab",
    cat: "unknown",
    origin: "coinmech-svc",
    hints: ["unresponsive", "unavailable", "timeout", "unknown", "no response"],
    sev: "medium",
    note: "coinmech-svc stops logging and answering without any error of its own; mqtt-bridge and portal-web time out on coin audits.",
    kind: "timeout",
    edgeStatus: 504,
    failRate: 1,
    quiet: true,
    retries: 2,
  },
];
export { ms };
