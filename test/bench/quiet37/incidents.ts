// The eight failures of quiet37, one per category, written the way each runtime and each caller really logs them.
// `t0` is the true time the fault starts at the service where it lives.
import type { Estate } from "./estates.js";
import { deploy } from "./quiet.js";
import { javaStack, nodeStack, pythonStack, rubyStack } from "./stacks.js";
import type { Scene } from "./stream.js";

export interface Failure {
  key: string;
  estate: Estate["key"];
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  apply(s: Scene, e: Estate, t0: number): void;
}

const SEC = 1000;
const MIN = 60_000;

export const FAILURES: readonly Failure[] = [
  {
    key: "mdm-pg-clients",
    estate: "utility",
    origin: "mdm-vee",
    category: "database",
    hints: ["connection", "database", "postgres", "too many", "jdbc", "sql", "pool"],
    severity: "high",
    note: "mdm-vee can no longer get PostgreSQL connections (too many clients), so usage queries, VEE batches and billing exports fail while the portal, billing and head-end report 5xx and timeouts from it.",
    apply(s, _e, t0) {
      const r = s.rng;
      s.mute("mdm-vee", /UsageQuery|validated|BillingDeterminantExport/, t0);
      s.mute("customer-portal-api", /usage\?range=30d 200/, t0 + 30 * SEC);
      s.mute("billing-engine", /determinants computed/, t0 + 30 * SEC);
      const cause = {
        head: "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
        frames: [
          "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
          "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
          "org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:258)",
          "com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
        ],
      };
      const st = javaStack(
        "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=12, active=12, idle=0, waiting=87)",
        [
          "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
          "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
          "com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:100)",
          "org.springframework.jdbc.datasource.DataSourceUtils.fetchConnection(DataSourceUtils.java:160)",
          "com.valleyline.mdm.readstore.IntervalRepository.findUsage(IntervalRepository.java:212)",
          "com.valleyline.mdm.api.UsageController.usage(UsageController.java:71)",
        ],
        cause,
      );
      s.add(
        t0,
        "mdm-vee",
        "warn",
        `HikariPool-1 - Pool is empty, failed to create/setup connection: FATAL: sorry, too many clients already`,
      );
      s.every(
        1400,
        0.6,
        (t) =>
          s.add(
            t,
            "mdm-vee",
            "warn",
            `HikariPool-1 - Pool is empty, failed to create/setup connection: FATAL: remaining connection slots are reserved for non-replication superuser connections`,
          ),
        t0 + 2 * SEC,
        s.end,
      );
      s.every(
        2600,
        0.6,
        (t) =>
          s.add(
            t,
            "mdm-vee",
            "error",
            `o.a.c.c.C.[.[.[/].[dispatcherServlet] - Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection]`,
            { stack: st, errType: "java.sql.SQLTransientConnectionException" },
          ),
        t0 + 30 * SEC,
        s.end,
      );
      s.every(
        6000,
        0.5,
        (t) =>
          s.add(
            t,
            "mdm-vee",
            "error",
            `VEE batch CLT-0${r.int(100, 480)}-${r.hex(6)} aborted: Could not open JPA EntityManager for transaction; nested exception is org.hibernate.exception.JDBCConnectionException: Unable to acquire JDBC Connection`,
          ),
        t0 + 31 * SEC,
        s.end,
      );
      s.every(
        900,
        0.7,
        (t) => {
          const acct = r.int(10000000, 19999999);
          s.add(
            t,
            "customer-portal-api",
            "error",
            `GET /api/accounts/${acct}/usage?range=30d 504 ${r.int(30000, 30100)}ms - upstream mdm-vee timed out`,
          );
        },
        t0 + 30 * SEC,
        s.end,
      );
      s.every(
        1800,
        0.6,
        (t, i) =>
          s.add(
            t,
            "billing-engine",
            i % 4 === 3 ? "error" : "warn",
            `Valleyline.Billing.Cycle[0] determinant export call to http://mdm-vee:8080/api/determinants failed with 503 (Service Unavailable); retry ${(i % 4) + 1}/4 in ${2 ** (i % 4)}s`,
          ),
        t0 + 32 * SEC,
        s.end,
      );
      s.every(
        5000,
        0.5,
        (t) =>
          s.add(
            t,
            "meter-headend",
            "error",
            `c.v.hes.MdmPublisher - POST /api/reads to mdm-vee returned 500 Internal Server Error, ${r.int(400, 2600)} reads kept in outbound buffer (depth ${r.int(10000, 90000)})`,
          ),
        t0 + 35 * SEC,
        s.end,
      );
    },
  },
  {
    key: "rtu-wan-resets",
    estate: "grid",
    origin: "telemetry-ingest",
    category: "network",
    hints: ["reset", "connection", "network", "route", "socket", "tcp", "unreachable"],
    severity: "high",
    note: "telemetry-ingest loses its IEC 104 links to the substation RTUs behind one WAN route (connection resets, then no route to host) and logs it only at WARN while the historian marks tags stale and the alarm gateway raises comms-fail alarms.",
    apply(s, _e, t0) {
      const r = s.rng;
      s.mute("telemetry-ingest", /ASDUs \(/, t0 + 2 * SEC);
      const rtus = Array.from({ length: 9 }, (_, i) => `RTU-SUB${String(i * 3 + r.int(1, 2)).padStart(2, "0")}`);
      for (const [i, rtu] of rtus.entries()) {
        const ip = `10.61.${i + 3}.10`;
        s.add(
          t0 + r.int(0, 4000),
          "telemetry-ingest",
          "warn",
          `iec104 ${rtu}: read tcp 10.40.7.2:${r.int(40000, 60000)}->${ip}:2404: read: connection reset by peer; link down, reconnecting (backoff 2s, max 30s)`,
        );
        s.every(
          r.int(15_000, 30_000),
          0.3,
          (t, k) =>
            s.add(
              t,
              "telemetry-ingest",
              "warn",
              k % 3 === 2
                ? `iec104 ${rtu}: dial tcp ${ip}:2404: connect: no route to host (attempt ${k + 1})`
                : `iec104 ${rtu}: dial tcp ${ip}:2404: i/o timeout (attempt ${k + 1})`,
            ),
          t0 + 5 * SEC,
          s.end,
        );
      }
      s.every(
        4000,
        0.4,
        (t) =>
          s.add(
            t,
            "telemetry-ingest",
            "info",
            `iec104 RTU-SUB${String(r.int(43, 48))}: ${r.int(60, 300)} ASDUs in last 10s`,
          ),
        t0,
        s.end,
      );
      s.every(
        10_000,
        0.2,
        (t) =>
          s.add(
            t,
            "scada-historian",
            "warn",
            `${r.int(1200, 2400)} tags with no update for >60s, quality set to STALE (source telemetry-ingest)`,
          ),
        t0 + 60 * SEC,
        s.end,
      );
      for (const rtu of rtus) {
        const t = t0 + r.int(20, 40) * SEC;
        s.add(t, "alarm-gateway", "error", `ALARM P1 ${rtu} COMMS FAIL (no data for 20s) raised`);
        s.every(
          30_000,
          0.2,
          (tt) => s.add(tt, "alarm-gateway", "error", `ALARM P1 ${rtu} COMMS FAIL still active, re-notifying console`),
          t + 30 * SEC,
          s.end,
        );
      }
      s.every(
        2500,
        0.5,
        (t) =>
          s.add(
            t,
            "ops-dashboard",
            "error",
            `trend SUB${String(r.int(1, 42)).padStart(2, "0")}.TX1.MW range=1h 200 ${r.int(30, 200)}ms - series quality BAD/STALE since ${new Date(t0).toISOString().slice(11, 19)}`,
          ),
        t0 + 70 * SEC,
        s.end,
      );
      s.every(
        40_000,
        0.3,
        (t) =>
          s.add(
            t,
            "dms-api",
            "warn",
            `Harbor.Dms.StateEstimator[2] state estimator skipped: ${r.int(20, 40)}% of measurements stale`,
          ),
        t0 + 80 * SEC,
        s.end,
      );
    },
  },
  {
    key: "etrm-position-lock",
    estate: "trading",
    origin: "etrm-core",
    category: "timeout",
    hints: ["timeout", "timed out", "deadline", "lock"],
    severity: "high",
    note: "etrm-core's position aggregation stops finishing in time (its position cache lock is never released), which it logs only at WARN, while bid-gateway fails its pre-trade limit checks and trade capture and the portal time out.",
    apply(s, _e, t0) {
      const r = s.rng;
      s.mute("etrm-core", /TradeService|position check ok|intervals aggregated|confirmed quantity/, t0);
      s.mute("bid-gateway", /order sent|execution report/, t0 + 5 * SEC);
      s.mute("ops-portal", /GET \/api\/positions/, t0 + 5 * SEC);
      const st = javaStack(
        "java.util.concurrent.TimeoutException: lock on PositionCache[PWR-DE-INTRADAY] not acquired within 5000 ms",
        [
          "com.nordwatt.etrm.position.PositionCache.withBookLock(PositionCache.java:141)",
          "com.nordwatt.etrm.position.LimitCheckService.check(LimitCheckService.java:58)",
          "com.nordwatt.etrm.api.LimitCheckController.check(LimitCheckController.java:33)",
          "java.base/java.lang.VirtualThread.run(VirtualThread.java:309)",
        ],
      );
      s.add(
        t0,
        "etrm-core",
        "warn",
        `EodSnapshotJob - snapshot of book PWR-DE-INTRADAY running for 30000 ms, still holding position lock`,
      );
      s.every(
        3000,
        0.5,
        (t) =>
          s.add(t, "etrm-core", "warn", `LimitCheck - check for book PWR-DE-INTRADAY abandoned after 5000 ms`, {
            stack: st,
            errType: "java.util.concurrent.TimeoutException",
          }),
        t0 + 6 * SEC,
        s.end,
      );
      s.every(
        9000,
        0.5,
        (t) =>
          s.add(
            t,
            "etrm-core",
            "warn",
            `PositionQuery - aggregation for ${r.pick(["PWR-DE-INTRADAY", "PWR-NL-DA"])} exceeded deadline 30000 ms, request aborted`,
          ),
        t0 + 30 * SEC,
        s.end,
      );
      s.every(
        60_000,
        0.1,
        (t) =>
          s.add(
            t,
            "etrm-core",
            "warn",
            `EodSnapshotJob - snapshot of book PWR-DE-INTRADAY running for ${Math.round((t - t0) / 1000) + 30}000 ms, still holding position lock`,
          ),
        t0 + 60 * SEC,
        s.end,
      );
      s.every(
        700,
        0.6,
        (t) => {
          const tr = s.trace();
          const id = r.int(880000000, 889999999);
          s.add(
            t,
            "bid-gateway",
            "error",
            `pre-trade check failed clOrdID=${id}: Post "http://etrm-core:8080/api/limits/check": context deadline exceeded (Client.Timeout exceeded while awaiting headers); order not sent`,
            { trace: tr },
          );
          if (r.chance(0.6))
            s.add(t + 5200, "bid-gateway", "warn", `retrying pre-trade check clOrdID=${id} (attempt 2/3)`, {
              trace: tr,
            });
        },
        t0 + 5 * SEC,
        s.end,
      );
      s.every(
        3000,
        0.6,
        (t) =>
          s.add(
            t,
            "trade-capture-api",
            "error",
            `trade T-${r.int(260000, 269999)} not persisted: etrm-core request failed: ESOCKETTIMEDOUT after 10000ms, queued for replay`,
            { trace: s.trace() },
          ),
        t0 + 10 * SEC,
        s.end,
      );
      s.every(
        4000,
        0.6,
        (t) =>
          s.add(t, "ops-portal", "error", `GET /api/positions?book=PWR-DE-INTRADAY 504 Gateway Timeout 30004ms`, {
            trace: s.trace(),
          }),
        t0 + 30 * SEC,
        s.end,
      );
      s.every(
        50_000,
        0.2,
        (t) =>
          s.add(
            t,
            "bid-gateway",
            "warn",
            `strategy ID-REBAL-DE paused: ${r.int(20, 60)} consecutive pre-trade check failures`,
          ),
        t0 + 40 * SEC,
        s.end,
      );
    },
  },
  {
    key: "sms-provider-503",
    estate: "utility",
    origin: "notification-svc",
    category: "dependency",
    hints: ["503", "provider", "unavailable", "sms", "twilio", "circuit", "upstream", "dependency"],
    severity: "medium",
    note: "The SMS provider behind notification-svc answers 503 Service Unavailable, notification-svc opens its circuit breaker and parks outage texts, and outage-mgmt and ivr-bridge report failed customer notifications.",
    apply(s, _e, t0) {
      const r = s.rng;
      s.mute("notification-svc", /queued to|request ok|provider request failed/, t0);
      const st = pythonStack(
        [
          [
            "/app/notify/workers/sms.py",
            88,
            "send",
            "msg = self.client.messages.create(to=to, from_=self.sender, body=body)",
          ],
          [
            "/usr/local/lib/python3.12/site-packages/twilio/rest/api/v2010/account/message/__init__.py",
            1008,
            "create",
            "payload = self._version.create(",
          ],
          [
            "/usr/local/lib/python3.12/site-packages/twilio/base/version.py",
            465,
            "create",
            "return self._parse_create(method, uri, response)",
          ],
          [
            "/usr/local/lib/python3.12/site-packages/twilio/base/version.py",
            436,
            "_parse_create",
            'raise self.exception(method, uri, response, "Unable to create record")',
          ],
        ],
        "twilio.base.exceptions.TwilioRestException: HTTP 503 error: Unable to create record: Service Unavailable",
      );
      s.every(
        1200,
        0.5,
        (t) =>
          s.add(t, "notification-svc", "error", `sms send failed for outage_ack to +1******${r.int(1000, 9999)}`, {
            stack: st,
            errType: "TwilioRestException",
          }),
        t0,
        t0 + 50 * SEC,
      );
      s.add(
        t0 + 50 * SEC,
        "notification-svc",
        "error",
        `circuit 'sms-provider' OPEN after 25 consecutive failures (last: HTTP 503), half-open probe in 60s`,
      );
      s.every(
        60_000,
        0.05,
        (t) => {
          s.add(
            t,
            "notification-svc",
            "warn",
            `circuit 'sms-provider' HALF_OPEN probe: HTTP 503 Service Unavailable from api.twilio.com, back to OPEN`,
          );
        },
        t0 + 110 * SEC,
        s.end,
      );
      s.every(
        3000,
        0.5,
        (t) =>
          s.add(
            t,
            "notification-svc",
            "warn",
            `circuit 'sms-provider' open: outage_ack parked in retry queue (depth ${Math.round((t - t0) / 700)})`,
          ),
        t0 + 51 * SEC,
        s.end,
      );
      s.every(
        2200,
        0.5,
        (t) =>
          s.add(
            t,
            "outage-mgmt",
            "error",
            `customer notification for outage O-${r.int(10000, 99999)} failed: POST http://notification-svc/v1/notify -> 503 {"detail":"sms-provider circuit open"}`,
          ),
        t0 + 52 * SEC,
        s.end,
      );
      s.every(
        5000,
        0.5,
        (t) =>
          s.add(
            t,
            "ivr-bridge",
            "warn",
            `callback SMS for call ${r.hex(10)} not sent (notification-svc 503), caller told to expect a text`,
          ),
        t0 + 55 * SEC,
        s.end,
      );
    },
  },
  {
    key: "tariff-catalogue-env",
    estate: "retail",
    origin: "tariff-service",
    category: "configuration",
    hints: ["config", "catalogue", "tariff", "missing", "setting", "environment", "unknowntariff"],
    severity: "high",
    note: "tariff-service 3.7.0 rolls out without TARIFF_CATALOGUE_URL, falls back to its bundled sample catalogue and fails every pricing call for real tariffs, so billing-run retries bills and customer-api quotes return 502.",
    apply(s, e, t0) {
      const r = s.rng;
      deploy(s, e, "tariff-service", t0 - 4200, "3.7.0");
      s.mute("tariff-service", /^priced/, t0 + 200);
      s.mute("billing-run", /BillCalculator - bill B-\d+ account/, t0 + 200);
      s.mute("invoice-renderer", /rendered invoice/, t0 + 200);
      s.add(
        t0 + 100,
        "tariff-service",
        "warn",
        `TARIFF_CATALOGUE_URL not set; falling back to bundled catalogue tariffs/sample.yaml (3 tariffs)`,
      );
      const mk = (tariff: string) =>
        pythonStack(
          [
            [
              "/usr/local/lib/python3.12/site-packages/starlette/middleware/errors.py",
              165,
              "__call__",
              "await self.app(scope, receive, _send)",
            ],
            ["/app/tariff_service/api/price.py", 54, "price", "tariff = catalogue.get(req.tariff_code)"],
            ["/app/tariff_service/catalogue.py", 97, "get", "raise UnknownTariffError(code)"],
          ],
          `tariff_service.catalogue.UnknownTariffError: tariff '${tariff}' is not in the active catalogue`,
        );
      s.every(
        800,
        0.6,
        (t) => {
          const tariff = r.pick(["FLEX-OCT-26", "FIX-24M-V3", "EV-NIGHT-2", "E7-STD"]);
          const tr = s.trace();
          s.add(t, "tariff-service", "error", `Exception in ASGI application`, {
            stack: mk(tariff),
            errType: "UnknownTariffError",
            trace: tr,
          });
          const b = `B-${r.int(50000000, 59999999)}`;
          s.add(t + 30, "billing-run", "error", `c.c.billing.BillCalculator - bill ${b} failed, will retry`, {
            trace: tr,
            errType: "org.springframework.web.client.HttpServerErrorException$InternalServerError",
            stack: javaStack(
              `org.springframework.web.client.HttpServerErrorException$InternalServerError: 500 Internal Server Error: "Internal Server Error"`,
              [
                "org.springframework.web.client.HttpServerErrorException.create(HttpServerErrorException.java:102)",
                "org.springframework.web.client.RestTemplate.handleResponse(RestTemplate.java:915)",
                "com.copperfield.billing.tariff.TariffClient.price(TariffClient.java:64)",
                "com.copperfield.billing.BillCalculator.calculate(BillCalculator.java:121)",
              ],
            ),
          });
          for (let k = 2; k <= 4; k++)
            if (r.chance(0.7))
              s.add(
                t + k * 1500,
                "billing-run",
                "warn",
                `c.c.billing.RetryingExecutor - bill ${b}: tariff-service returned 500, attempt ${k}/5 in ${2 ** (k - 1)}s`,
                { trace: tr },
              );
        },
        t0 + 200,
        s.end,
      );
      s.every(
        3000,
        0.6,
        (t) =>
          s.add(
            t,
            "customer-api",
            "error",
            `Request finished HTTP/1.1 GET /v1/quotes?postcode=${r.pick(["LS6", "M14", "BS3", "NE2"])}%20${r.int(1, 9)}XX - 502 ${r.int(40, 200)}ms (tariff-service: 500)`,
            { trace: s.trace() },
          ),
        t0 + 2 * SEC,
        s.end,
      );
      s.every(
        30_000,
        0.2,
        (t) =>
          s.add(
            t,
            "billing-run",
            "warn",
            `c.c.billing.BillRun - run BR-2026-11 throughput dropped to ${r.int(0, 3)} bills/min (failed ${r.int(200, 900)})`,
          ),
        t0 + 30 * SEC,
        s.end,
      );
    },
  },
  {
    key: "historian-enospc",
    estate: "grid",
    origin: "scada-historian",
    category: "disk",
    hints: ["disk", "space", "no space", "enospc", "volume", "full", "errno 28"],
    severity: "high",
    note: "scada-historian's archive volume fills up and every archive write fails with ENOSPC, so telemetry-ingest buffers and retries its writes and the dashboards lose recent data.",
    apply(s, _e, t0) {
      const r = s.rng;
      s.mute("scada-historian", /archive block committed|flush complete|retention job|usage \d+%$/, t0 - 3 * MIN);
      s.add(
        t0 - 2 * MIN,
        "scada-historian",
        "warn",
        `volume /var/lib/scada-historian usage 96% above 90% critical threshold (retention job not scheduled until 04:00)`,
      );
      s.add(t0 - 40 * SEC, "scada-historian", "warn", `volume /var/lib/scada-historian usage 99%`);
      s.add(
        t0,
        "scada-historian",
        "error",
        `archive write failed: /var/lib/scada-historian/arc/2026-11-${r.int(10, 28)}_${r.int(0, 23)}.arc: No space left on device (errno 28)`,
      );
      s.every(
        2000,
        0.4,
        (t) =>
          s.add(
            t,
            "scada-historian",
            "error",
            `archive block commit failed (errno 28: No space left on device), ${r.int(38000, 52000)} values kept in write cache`,
          ),
        t0 + 1000,
        s.end,
      );
      s.every(
        15_000,
        0.2,
        (t) =>
          s.add(
            t,
            "scada-historian",
            "error",
            `write cache full (${(2 + (t - t0) / 600_000).toFixed(1)}M values), rejecting new writes with 503`,
          ),
        t0 + 60 * SEC,
        s.end,
      );
      s.every(
        1000,
        0.5,
        (t, i) =>
          s.add(
            t,
            "telemetry-ingest",
            i % 3 ? "warn" : "error",
            `historian sink: write rejected (503 store unavailable), buffering ${r.int(1000, 30000)} values, retry ${(i % 5) + 1}/5`,
          ),
        t0 + 62 * SEC,
        s.end,
      );
      s.every(
        2500,
        0.5,
        (t) =>
          s.add(
            t,
            "ops-dashboard",
            "warn",
            `trend SUB${String(r.int(1, 42)).padStart(2, "0")}.TX1.MW range=1h 200 ${r.int(30, 200)}ms - no data after ${new Date(t0).toISOString().slice(11, 19)}`,
          ),
        t0 + 20 * SEC,
        s.end,
      );
      s.every(
        12_000,
        0.3,
        (t) =>
          s.add(
            t,
            "alarm-gateway",
            "error",
            `event journal write to historian failed: 503 Service Unavailable, alarm ${r.int(10000, 99999)} kept in local spool`,
          ),
        t0 + 65 * SEC,
        s.end,
      );
    },
  },
  {
    key: "recon-heap",
    estate: "trading",
    origin: "settlement-recon",
    category: "memory",
    hints: ["memory", "heap", "outofmemory", "oom", "gc"],
    severity: "high",
    note: "settlement-recon runs out of Java heap loading the day's exchange fills, exits and restarts into the same OOM, so ops-portal gets connection refusals and etrm-core defers end-of-day confirmations.",
    apply(s, e, t0) {
      const r = s.rng;
      s.mute("settlement-recon", /FillMatcher - matched/, t0);
      s.add(
        t0,
        "settlement-recon",
        "info",
        `c.n.recon.FillMatcher - loading ${r.int(1800000, 2400000)} exchange fills for re-match (full day re-run requested by ops)`,
      );
      let gc = r.int(700, 900);
      const cycle = (c: number) => {
        for (let i = 0; i < 4; i++) {
          gc += r.int(2, 9);

          s.add(
            c + 20 * SEC + i * 9 * SEC,
            "settlement-recon",
            "warn",
            `[gc] GC(${gc}) Pause Full (G1 Compaction Pause) ${4070 - i}M->${4040 + i}M(4096M) ${r.int(2800, 6100)}.${r.int(100, 999)}ms`,
          );
        }
        const oom = c + 58 * SEC;
        s.add(oom, "settlement-recon", "error", `c.n.recon.FillMatcher - re-match failed`, {
          errType: "java.lang.OutOfMemoryError",
          stack: javaStack("java.lang.OutOfMemoryError: Java heap space", [
            "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
            "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
            "com.nordwatt.recon.fills.FillRepository.loadDay(FillRepository.java:88)",
            "com.nordwatt.recon.FillMatcher.rematch(FillMatcher.java:154)",
          ]),
        });
        s.add(oom + 200, "settlement-recon", "fatal", `Terminating due to java.lang.OutOfMemoryError: Java heap space`);
        deploy(s, e, "settlement-recon", oom + 300, "1.14.0", true);
        s.add(
          oom + 15 * SEC,
          "settlement-recon",
          "info",
          `c.n.recon.FillMatcher - resuming pending re-match job from checkpoint`,
        );
      };
      for (let c = t0; c < s.end; c += 100 * SEC) cycle(c);
      s.every(
        2500,
        0.6,
        (t) =>
          s.add(
            t,
            "ops-portal",
            "error",
            `GET /api/recon/breaks 503 - upstream settlement-recon unavailable (${r.pick(["connect ECONNREFUSED 10.4.2.31:8080", "socket hang up", "ESOCKETTIMEDOUT"])})`,
            { trace: s.trace() },
          ),
        t0 + 58 * SEC,
        s.end,
      );
      s.every(
        6000,
        0.4,
        (t, i) =>
          s.add(
            t,
            "etrm-core",
            "warn",
            `SettlementClient - settlement-recon unavailable (I/O error on GET request: Connection refused), EOD confirmation deferred, retry ${(i % 10) + 1}/10`,
          ),
        t0 + 60 * SEC,
        s.end,
      );
    },
  },
  {
    key: "psp-key-expired",
    estate: "retail",
    origin: "payment-gateway-adapter",
    category: "authentication",
    hints: ["auth", "401", "api key", "credential", "unauthorized", "expired"],
    severity: "high",
    note: "The PSP starts refusing payment-gateway-adapter's expired live API key with 401, so every charge fails and smart-prepay top-ups, customer-api and dunning card retries report 502s from the adapter.",
    apply(s, _e, t0) {
      const r = s.rng;
      s.mute("payment-gateway-adapter", /succeeded|retried ok|ECONNRESET|declined/, t0);
      s.mute("smart-prepay", /vend ok/, t0);
      s.mute("customer-api", /prepay\/topups - 201/, t0);
      const st = nodeStack("StripeAuthenticationError: Expired API Key provided: sk_live_*********************9f2c", [
        "StripeError.generate (/app/node_modules/stripe/cjs/Error.js:10:20)",
        "res.toJSON.then.StripeAPIError.message (/app/node_modules/stripe/cjs/RequestSender.js:105:54)",
        "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
        "async ChargeService.create (/app/dist/charges/service.js:41:24)",
        "async /app/dist/routes/charges.js:18:20",
      ]);
      s.every(
        1100,
        0.6,
        (t) => {
          const tr = s.trace();
          s.add(
            t,
            "payment-gateway-adapter",
            "error",
            `charge failed status=401 type=authentication_error request=req_${r.hex(14)}`,
            { stack: st, errType: "StripeAuthenticationError", trace: tr },
          );
          const m = `${r.int(10000, 99999)}-${r.int(100, 999)}`;
          for (let k = 1; k <= 3; k++)
            s.add(
              t + 20 + (k - 1) * 1200,
              "smart-prepay",
              k === 3 ? "error" : "warn",
              k === 3
                ? `vend aborted meter=${m}: payment failed after 3 attempts: payment-gateway-adapter returned 502 Bad Gateway`
                : `payment attempt ${k}/3 for meter=${m} failed: 502 Bad Gateway from payment-gateway-adapter, retrying`,
              { trace: tr },
            );
          s.add(
            t + 2500,
            "customer-api",
            "error",
            `Request finished HTTP/1.1 POST /v1/prepay/topups - 502 ${r.int(2500, 4000)}ms`,
            { trace: tr },
          );
        },
        t0,
        s.end,
      );
      s.every(
        9000,
        0.5,
        (t) =>
          s.add(
            t,
            "dunning-worker",
            "error",
            `CardRetryJob: retry for A-${r.int(1000000, 1999999)} failed: PaymentClient::BadGateway (payment-gateway-adapter 502)`,
            {
              errType: "PaymentClient::BadGateway",
              stack: rubyStack([
                "/app/lib/payment_client.rb:47:in `charge!'",
                "/app/app/jobs/card_retry_job.rb:22:in `perform'",
                "/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb:202:in `execute_job'",
              ]),
            },
          ),
        t0 + 8 * SEC,
        s.end,
      );
    },
  },
];
