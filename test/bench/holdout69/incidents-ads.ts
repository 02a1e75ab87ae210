// Bidloom Exchange (ad exchange): thirteen failures, one per category, in the words of an RTB stack.
import type { Rng } from "./rng.js";
import { goPanic, java, python, ruby } from "./stacks.js";
import type { IncidentSpec } from "./types.js";

const pub = (r: Rng) => r.pick(["pub-4412", "pub-1180", "pub-9921", "pub-3307", "pub-5150"]);
const imp = (r: Rng) => `imp-${r.hex(10)}`;
const camp = (r: Rng) => `cmp-${r.int(10000, 99999)}`;

export const ADS: IncidentSpec[] = [
  {
    estate: "ads",
    category: "authentication",
    origin: "dsp-adapter",
    hints: ["auth", "token", "401", "unauthorized", "credential", "invalid_grant"],
    severity: "medium",
    note: "dsp-adapter's OAuth refresh token for dsp-orca is revoked, every call to that DSP returns 401 and auctions lose their largest bidder.",
    emit: (c) => {
      const { r, t0 } = c;
      c.ev(
        t0,
        "dsp-adapter",
        "ERROR",
        'c.b.d.auth.TokenManager - token refresh for dsp-orca failed: 400 {"error":"invalid_grant","error_description":"Refresh token is revoked"}',
      );
      c.every(
        "dsp-adapter",
        "WARN",
        700,
        () =>
          `dsp-orca responded 401 Unauthorized in ${r.int(8, 30)}ms: {"error":"invalid_token","error_description":"The access token expired"}`,
        { from: 300 },
      );
      c.every(
        "dsp-adapter",
        "ERROR",
        30000,
        () => "c.b.d.auth.TokenManager - token refresh for dsp-orca failed: 400 invalid_grant, next attempt in 30s",
        { from: 30000 },
      );
      c.every(
        "auction-engine",
        "WARN",
        5000,
        () => `fill rate pub=${pub(r)} dropped to 0.${r.int(30, 50)} (1h avg 0.81), bidders responding: 4/5`,
        { from: 20000 },
      );
      c.every(
        "budget-pacer",
        "WARN",
        20000,
        () => `under-delivery: ${r.int(120, 240)} campaigns on dsp-orca seats at 0% of pace`,
        { from: 60000 },
      );
    },
  },
  {
    estate: "ads",
    category: "authorization",
    origin: "report-rollup",
    hints: ["access", "denied", "permission", "forbidden", "403", "bigquery"],
    severity: "medium",
    note: "report-rollup loses write permission on the BigQuery rollup table and every hourly load fails with 403, so pacing falls back to stale snapshots.",
    silence: [{ svc: "report-rollup" }],
    emit: (c) => {
      const { r } = c;
      c.every("report-rollup", "ERROR", 20000, () => "rollup partition load failed, will retry", {
        stack: () =>
          python(
            r,
            [
              ["/app/rollup/jobs/hourly.py", "run", "job.result(timeout=600)"],
              [
                "/usr/local/lib/python3.11/site-packages/google/cloud/bigquery/job/base.py",
                "result",
                "return super(_AsyncJob, self).result(timeout=timeout, **kwargs)",
              ],
              [
                "/usr/local/lib/python3.11/site-packages/google/api_core/future/polling.py",
                "result",
                "raise self._exception",
              ],
            ],
            "google.api_core.exceptions.Forbidden: 403 Access Denied: Table bidloom-reporting:rtb.hourly_rollup: Permission bigquery.tables.updateData denied on table bidloom-reporting:rtb.hourly_rollup (or it may not exist).",
          ),
      });
      c.every(
        "budget-pacer",
        "WARN",
        25000,
        (i) => `spend snapshot from reporting stale ${2 + i}m, falling back to realtime counters`,
        { from: 60000 },
      );
      c.every(
        "deal-desk",
        "WARN",
        40000,
        () => "Deal dashboard data older than 15 minutes (last rollup partition missing)",
        { from: 90000 },
      );
    },
  },
  {
    estate: "ads",
    category: "database",
    origin: "budget-pacer",
    hints: ["deadlock", "database", "postgres", "sql", "psycopg", "pool"],
    severity: "high",
    note: "budget-pacer's spend updates deadlock in Postgres and exhaust its SQLAlchemy pool, budget snapshots go stale and auction-engine throttles campaigns.",
    dampen: ["budget-pacer"],
    emit: (c) => {
      const { r } = c;
      c.every("budget-pacer", "ERROR", 3200, () => "spend flush failed", {
        stack: () =>
          python(
            r,
            [
              ["/app/pacer/flush.py", "flush_spend", "session.execute(UPDATE_SPEND, rows)"],
              [
                "/usr/local/lib/python3.11/site-packages/sqlalchemy/orm/session.py",
                "execute",
                "return self._execute_internal(",
              ],
              [
                "/usr/local/lib/python3.11/site-packages/sqlalchemy/engine/default.py",
                "do_execute",
                "cursor.execute(statement, parameters)",
              ],
            ],
            `sqlalchemy.exc.OperationalError: (psycopg2.errors.DeadlockDetected) deadlock detected\nDETAIL:  Process ${r.int(40000, 49999)} waits for ShareLock on transaction ${r.int(99000000, 99999999)}; blocked by process ${r.int(40000, 49999)}.\n(Background on this error at: https://sqlalche.me/e/20/e3q8)`,
          ).flatMap((l) => l.split("\n")),
      });
      c.every(
        "budget-pacer",
        "ERROR",
        4000,
        () =>
          "sqlalchemy.exc.TimeoutError: QueuePool limit of size 10 overflow 20 reached, connection timed out, timeout 30.00 (Background on this error at: https://sqlalche.me/e/20/3o7r)",
        { from: 45000 },
      );
      c.every(
        "auction-engine",
        "WARN",
        1500,
        () => `budget snapshot age ${r.int(35, 400)}s > 30s, throttling ${camp(r)} to 0%`,
        { from: 40000, ramp: true },
      );
      c.every("auction-engine", "WARN", 12000, () => `campaigns eligible ${r.int(40, 300)}/2140 (stale budgets)`, {
        from: 60000,
      });
    },
  },
  {
    estate: "ads",
    category: "network",
    origin: "dsp-adapter",
    hints: ["network", "connect", "socket", "reset", "cannot assign", "address"],
    severity: "high",
    note: "dsp-adapter exhausts its outbound ports: connects fail with 'Cannot assign requested address' and live connections reset, so auctions run with no external bids.",
    dampen: ["dsp-adapter"],
    emit: (c) => {
      const { r } = c;
      const dsp = () => r.pick(["dsp-brightline", "dsp-orca", "dsp-kestrel", "dsp-meridian", "dsp-tallow"]);
      c.every("dsp-adapter", "ERROR", 1200, () => `${dsp()} request failed`, {
        stack: () =>
          r.chance(0.6)
            ? java(
                r,
                `io.netty.channel.AbstractChannel$AnnotatedConnectException: connect(..) failed: Cannot assign requested address: /34.${r.int(60, 160)}.${r.int(0, 255)}.${r.int(1, 254)}:443`,
                [
                  "io.netty.channel.unix.Errors.newConnectException0(Errors.java:166)",
                  "io.netty.channel.unix.Errors.handleConnectErrno(Errors.java:131)",
                  "io.netty.channel.unix.Socket.finishConnect(Socket.java:359)",
                  "io.netty.channel.epoll.AbstractEpollChannel$AbstractEpollUnsafe.doFinishConnect(AbstractEpollChannel.java:710)",
                ],
              )
            : java(
                r,
                "io.netty.channel.unix.Errors$NativeIoException: recvAddress(..) failed: Connection reset by peer",
                [
                  "io.netty.channel.unix.Errors.newIOException(Errors.java:117)",
                  "io.netty.channel.unix.Errors.ioResult(Errors.java:138)",
                  "io.netty.channel.epoll.AbstractEpollStreamChannel$EpollStreamUnsafe.epollInReady(AbstractEpollStreamChannel.java:800)",
                ],
              ),
      });
      c.every(
        "dsp-adapter",
        "WARN",
        8000,
        () => `pool stats: ${r.int(28000, 28200)} sockets in TIME_WAIT, local port range 32768-60999 in use`,
        { from: 20000 },
      );
      c.every(
        "auction-engine",
        "WARN",
        500,
        () => `auction ${imp(r)} pub=${pub(r)} closed with 0 external bids (dsp-adapter errors=5)`,
        { from: 3000, ramp: true },
      );
      c.every(
        "bid-gateway",
        "INFO",
        700,
        () => `POST /openrtb2/auction 204 ${r.int(90, 120)}ms pub=${pub(r)} imps=1 (no bids)`,
        { from: 4000 },
      );
    },
  },
  {
    estate: "ads",
    category: "timeout",
    origin: "auction-engine",
    hints: ["timeout", "deadline", "exceeded", "timed out"],
    severity: "high",
    note: "auction-engine's scoring stage starts running past the 80 ms auction budget, and bid-gateway's calls to it hit context deadline exceeded.",
    dampen: ["auction-engine", "bid-gateway"],
    emit: (c) => {
      const { r } = c;
      c.every(
        "auction-engine",
        "WARN",
        900,
        () =>
          `auction ${imp(r)} deadline exceeded: budget=80ms spent=${r.int(95, 260)}ms stage=scoring candidates=${r.int(800, 4000)}`,
      );
      c.every(
        "auction-engine",
        "WARN",
        15000,
        () => `scoring p99 ${r.int(140, 300)}ms (slo 40ms), worker queue depth ${r.int(200, 900)}`,
        { from: 20000 },
      );
      c.every(
        "bid-gateway",
        "ERROR",
        450,
        () => `auction call failed pub=${pub(r)}: rpc error: code = DeadlineExceeded desc = context deadline exceeded`,
        { from: 2000, ramp: true },
      );
      c.every(
        "bid-gateway",
        "INFO",
        1200,
        () => `POST /openrtb2/auction 204 ${r.int(120, 125)}ms pub=${pub(r)} imps=1 (tmax reached)`,
        { from: 3000 },
      );
    },
  },
  {
    estate: "ads",
    category: "rate_limiting",
    origin: "creative-scan",
    hints: ["rate", "429", "quota", "limit", "exhausted", "too many"],
    severity: "medium",
    note: "creative-scan exhausts its Safe Browsing lookup quota, every scan is retried on 429 and new creatives stay unapproved so their bids are discarded.",
    emit: (c) => {
      const { r } = c;
      c.every(
        "creative-scan",
        "WARN",
        2400,
        () =>
          `Task creative_scan.tasks.scan_landing_pages[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}] retry: Retry in 60s: HttpError 429 when requesting https://safebrowsing.googleapis.com/v4/threatMatches:find?alt=json returned "Quota exceeded for quota metric 'Lookup API requests' and limit 'Lookup API requests per minute' of service 'safebrowsing.googleapis.com' for consumer 'project_number:551200987113'."`,
      );
      c.every(
        "creative-scan",
        "ERROR",
        14000,
        () =>
          `Task creative_scan.tasks.scan_landing_pages[${r.hex(8)}-${r.hex(4)}] raised unexpected: MaxRetriesExceededError()`,
        { from: 60000 },
      );
      c.every(
        "auction-engine",
        "WARN",
        2000,
        () =>
          `bid from ${r.pick(["dsp-orca", "dsp-kestrel", "dsp-meridian"])} discarded: creative cr-${r.hex(6)} pending review`,
        { from: 30000 },
      );
      c.every(
        "deal-desk",
        "WARN",
        25000,
        () => `Deal PMP-${r.int(1000, 9999)} paused: ${r.int(2, 9)} creatives awaiting scan > 30m`,
        { from: 90000 },
      );
    },
  },
  {
    estate: "ads",
    category: "validation",
    origin: "bid-gateway",
    hints: ["validation", "invalid", "unmarshal", "400", "bad request", "openrtb"],
    severity: "medium",
    note: "bid-gateway rejects one publisher's bid requests with 400 because bidfloor now arrives as a string; it logs this only at WARN and campaigns on that publisher stop delivering.",
    emit: (c) => {
      const { r } = c;
      c.every(
        "bid-gateway",
        "WARN",
        350,
        () =>
          `POST /openrtb2/auction 400 ${r.int(0, 2)}ms pub=pub-3307: invalid request: json: cannot unmarshal string into Go struct field Imp.imp.bidfloor of type float64`,
        { jitter: 0.5 },
      );
      c.every(
        "budget-pacer",
        "WARN",
        15000,
        () => `under-delivery: ${r.int(30, 80)} campaigns targeting pub-3307 at 0% of pace`,
        { from: 60000 },
      );
      c.every(
        "pixel-collector",
        "INFO",
        30000,
        () => `impression rate pub=pub-3307 0/s (1h avg ${r.int(300, 500)}/s)`,
        { from: 45000 },
      );
    },
  },
  {
    estate: "ads",
    category: "null_reference",
    origin: "deal-desk",
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    severity: "medium",
    note: "deal-desk crashes with NoMethodError on deals without a floor, so auction-engine's private-deal lookups get 500 and fall back to the open auction.",
    emit: (c) => {
      const { r } = c;
      c.every("deal-desk", "FATAL", 1800, () => "NoMethodError (undefined method `floor_cpm' for nil:NilClass):", {
        stack: () =>
          ruby(r, [
            "app/models/deal.rb#`effective_floor'",
            "app/serializers/deal_serializer.rb#`floor'",
            "app/controllers/api/v1/deals_controller.rb#`show'",
            "actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb#`send_action'",
          ]),
      });
      c.every(
        "deal-desk",
        "INFO",
        1800,
        () => `Completed 500 Internal Server Error in ${r.int(3, 12)}ms (ActiveRecord: 1.${r.int(0, 9)}ms)`,
        { from: 50 },
      );
      c.every(
        "auction-engine",
        "WARN",
        700,
        () => `deal lookup PMP-${r.int(1000, 9999)} failed: deal-desk returned 500, open auction only`,
        { from: 500, ramp: true },
      );
    },
  },
  {
    estate: "ads",
    category: "configuration",
    origin: "fraud-filter",
    hints: ["config", "missing", "setting", "configexception", "key"],
    severity: "high",
    note: "After a config reload fraud-filter misses the ivt.vendor.endpoint setting and fails closed, blocking every bid request as invalid traffic.",
    dampen: ["fraud-filter", "auction-engine"],
    emit: (c) => {
      const { r, t0 } = c;
      c.ev(
        t0 - 1500,
        "fraud-filter",
        "INFO",
        "c.b.f.ConfigWatcher - change detected, reloading /etc/fraud-filter/application.conf",
      );
      c.ev(
        t0,
        "fraud-filter",
        "ERROR",
        "c.b.f.IvtClientFactory - failed to build IVT client",
        java(
          r,
          "com.typesafe.config.ConfigException$Missing: /etc/fraud-filter/application.conf: 42: No configuration setting found for key 'ivt.vendor.endpoint'",
          [
            "com.typesafe.config.impl.SimpleConfig.findKeyOrNull(SimpleConfig.java:157)",
            "com.typesafe.config.impl.SimpleConfig.getString(SimpleConfig.java:251)",
            "com.bidloom.fraud.IvtClientFactory$.apply(IvtClientFactory.scala:28)",
            "com.bidloom.fraud.ConfigWatcher.$anonfun$reload$1(ConfigWatcher.scala:61)",
          ],
        ),
      );
      c.every(
        "fraud-filter",
        "WARN",
        400,
        () => `ivt check req=${r.hex(8)} failed closed verdict=block reason=filter-unavailable`,
        { from: 200 },
      );
      c.every(
        "bid-gateway",
        "INFO",
        450,
        () => `POST /openrtb2/auction 204 ${r.int(2, 6)}ms pub=${pub(r)} imps=1 (filtered)`,
        { from: 300 },
      );
      c.every("bid-gateway", "WARN", 10000, () => `filtered share ${r.int(97, 100)}% over last 10s (baseline 3%)`, {
        from: 15000,
      });
    },
  },
  {
    estate: "ads",
    category: "dependency",
    origin: "auction-engine",
    hints: ["aerospike", "cluster", "unavailable", "dependency", "partition"],
    severity: "high",
    note: "The Aerospike profile cluster behind auction-engine loses nodes and partitions, profile lookups fail and auctions run untargeted with collapsing clearing prices.",
    emit: (c) => {
      const { r } = c;
      c.every("auction-engine", "ERROR", 900, () =>
        r.chance(0.6)
          ? `profile lookup failed uid=${r.hex(12)}: AEROSPIKE_ERR_CLUSTER(11) Partition ${r.int(0, 4095)} not available`
          : `profile lookup failed: AEROSPIKE_ERR_CONNECTION(-10) Node BB90${r.hex(10).toUpperCase()} 10.8.4.${r.int(10, 40)}:3000 connection refused`,
      );
      c.every(
        "auction-engine",
        "WARN",
        10000,
        (i) =>
          `auctions without user profile ${Math.min(95, 40 + i * 8)}% (last 10s), clear price avg 0.${r.int(10, 40)}`,
        { from: 15000 },
      );
      c.every(
        "budget-pacer",
        "WARN",
        20000,
        () => `spend rate down ${r.int(40, 70)}% vs forecast across ${r.int(800, 1600)} campaigns`,
        { from: 90000 },
      );
    },
  },
  {
    estate: "ads",
    category: "memory",
    origin: "bid-gateway",
    hints: ["memory", "out of memory", "oom", "heap", "gomemlimit"],
    severity: "high",
    note: "bid-gateway's heap grows past GOMEMLIMIT, GC runs continuously, then it dies with 'runtime: out of memory' and restarts in a loop while auction-engine sees no traffic.",
    silence: [{ svc: "bid-gateway", after: 90000 }],
    emit: (c) => {
      const { r, t0 } = c;
      c.every(
        "bid-gateway",
        "WARN",
        8000,
        (i) =>
          `memory soft limit reached: heap ${(3.5 + Math.min(i, 8) * 0.05).toFixed(2)}GiB / GOMEMLIMIT 4GiB, gc cpu ${30 + i * 5}%`,
        { to: 90000 },
      );
      for (let t = t0 + 90000; t < c.end; t += r.int(55000, 80000)) {
        c.ev(
          t,
          "bid-gateway",
          "FATAL",
          "fatal error: runtime: out of memory",
          goPanic(r, "runtime stack:", [
            "runtime.throw",
            "runtime.sysMap",
            "runtime.(*mheap).grow",
            "runtime.(*mheap).allocSpan",
            "github.com/bidloom/gateway/openrtb.(*Decoder).Decode",
            "github.com/bidloom/gateway/http.(*AuctionHandler).ServeHTTP",
          ]).slice(2),
        );
        c.ev(t + 15000, "bid-gateway", "INFO", "bid-gateway 9.4.1 starting, GOMAXPROCS=8 GOMEMLIMIT=4GiB");
        c.ev(t + 15400, "bid-gateway", "INFO", "listening on :8080");
        c.ev(t + 40000, "bid-gateway", "WARN", "memory soft limit reached: heap 3.71GiB / GOMEMLIMIT 4GiB, gc cpu 55%");
      }
      c.every("auction-engine", "WARN", 10000, () => `inbound auction rate ${r.int(0, 40)}/s (5m avg 1,900/s)`, {
        from: 95000,
      });
    },
  },
  {
    estate: "ads",
    category: "disk",
    origin: "report-rollup",
    hints: ["disk", "space", "no space", "errno 28", "storage"],
    severity: "medium",
    note: "report-rollup's scratch volume fills up, writing parquet files fails with ENOSPC and hourly partitions stop landing.",
    silence: [{ svc: "report-rollup" }],
    emit: (c) => {
      const { r, t0 } = c;
      c.ev(t0 - 60000, "report-rollup", "WARN", "scratch dir /var/tmp/rollup 94% full (11.3G of 12G)");
      c.every("report-rollup", "ERROR", 15000, () => "rollup partition write failed", {
        stack: () =>
          python(
            r,
            [
              ["/app/rollup/jobs/hourly.py", "run", "table.write_parquet(path)"],
              ["/app/rollup/io.py", "write_parquet", "pq.write_table(tbl, path, compression='zstd')"],
              [
                "/usr/local/lib/python3.11/site-packages/pyarrow/parquet/core.py",
                "write_table",
                "writer.write_table(table, row_group_size=row_group_size)",
              ],
            ],
            `OSError: [Errno 28] No space left on device: '/var/tmp/rollup/hour=${r.int(10, 23)}/part-${r.hex(6)}.parquet'`,
          ),
      });
      c.every(
        "budget-pacer",
        "WARN",
        30000,
        (i) => `spend snapshot from reporting stale ${3 + i}m, falling back to realtime counters`,
        { from: 90000 },
      );
    },
  },
  {
    estate: "ads",
    category: "unknown",
    origin: "pixel-collector",
    hints: ["restart", "exit", "crash", "unknown", "unavailable"],
    severity: "high",
    note: "pixel-collector stops logging pixels and keeps restarting with no reason given, while budget-pacer and report-rollup see the impression stream go flat.",
    silence: [{ svc: "pixel-collector" }],
    emit: (c) => {
      const { r, t0 } = c;
      for (let t = t0 + 30000; t < c.end; t += r.int(50000, 80000)) {
        c.ev(t, "pixel-collector", "INFO", "pixel-collector 2.14.1 listening on 0.0.0.0:8080 (workers=8)");
        c.ev(t + r.int(2000, 9000), "pixel-collector", "ERROR", "worker 3 exited with status 1, respawning");
      }
      c.every(
        "budget-pacer",
        "WARN",
        6000,
        () => `impression counts flat for ${camp(r)}: pixel stream idle ${r.int(40, 300)}s`,
        { from: 40000 },
      );
      c.every("report-rollup", "WARN", 30000, () => "kafka topic pixels.v3 lag 0, produce rate 0 msg/s for 90s", {
        from: 60000,
      });
      c.every(
        "bid-gateway",
        "WARN",
        9000,
        () =>
          `pixel endpoint health check failed: GET http://pixel-collector:8080/healthz: ${r.pick(["connection refused", "EOF", "context deadline exceeded"])}`,
        { from: 5000 },
      );
    },
  },
];
