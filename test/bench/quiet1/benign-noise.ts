// Benign kinds that log the same complaint at a constant rate all window long.
import { stack } from "./runtime.js";
import type { Kind } from "./types.js";
import { every } from "./types.js";

const REJECTS: Record<string, string[]> = {
  "greenleaf-rx": ["missing NDC code", "unknown store number", "quantity not a number"],
  "kestrel-orbital": ["cloud cover metadata missing", "footprint outside licensed region", "duplicate scene id"],
  gatepass: ["price above resale cap", "duplicate external id", "event already ended"],
};
const ITEM: Record<string, string> = { "greenleaf-rx": "patient", "kestrel-orbital": "acct", gatepass: "user" };

const deprecated410: Kind = {
  key: "deprecated-410",
  run(c) {
    const gw = c.e.roles.gw;
    const path = c.r.pick(["/api/v1/orders", "/api/v1/search", "/v1/legacy/session", "/api/v2/export.csv"]);
    const app = c.r.pick(["ios 3.2.1", "android 3.1.9", "partner-sdk 0.9.4"]);
    const lvl = c.r.pick(["warn", "error"] as const);
    every(c, c.r.int(3000, 12000), (t) =>
      c.emit(t, gw, lvl, `GET ${path} 410 ${c.r.int(1, 4)}ms - endpoint retired, client=${app}`, { trace: c.tid() }),
    );
    return `${gw} logs 410 Gone for a retired endpoint (${app}) all window`;
  },
};

const metricsExporter: Kind = {
  key: "metrics-exporter",
  run(c) {
    const svc = c.r.pick(c.e.roles.metricsy);
    const rt = c.svc(svc).rt;
    const msg =
      rt === "go"
        ? `metrics: push to statsd-exporter.monitoring:9125 failed: dial udp: lookup statsd-exporter.monitoring on 10.0.0.10:53: no such host`
        : rt === "python"
          ? `Failed to push metrics to pushgateway: HTTPError 404 Not Found (job=${svc}, instance=${c.r.ip()})`
          : rt === "dotnet"
            ? `OpenTelemetry metric export failed: Status(StatusCode="Unavailable", Detail="Error connecting to subchannel.") endpoint=http://otel-collector-legacy:4317`
            : `metrics exporter error: otlp endpoint otel-collector-legacy:4317 unreachable (exporter disabled in next release)`;
    const period = c.r.pick([10000, 15000, 30000]);
    every(c, period, (t) => c.emit(t, svc, "error", msg));
    return `${svc}'s metrics exporter fails every ${period / 1000}s (harmless, points at a removed endpoint)`;
  },
};

const cronOneItem: Kind = {
  key: "cron-one-item",
  run(c) {
    const svc = c.e.roles.batch;
    const rt = c.svc(svc).rt;
    const item = `${ITEM[c.e.key] ?? "item"}_${c.r.hex(6)}`;
    const job = c.r.pick(["nightly-sync", "reminder-sweep", "usage-rollup", "digest-sender"]);
    const exc =
      rt === "python"
        ? `ValueError: invalid phone number '+1555010' for ${item}`
        : rt === "elixir"
          ? `** (FunctionClauseError) no function clause matching in Notif.Template.render/2`
          : rt === "node"
            ? `TypeError: Cannot read properties of undefined (reading 'currency')`
            : `IllegalStateException: record ${item} has no owner`;
    every(c, c.r.pick([60000, 120000, 300000]), (t, i) => {
      const n = c.r.int(80, 900);
      c.emit(t, svc, "info", `job ${job} run #${4100 + i} started`);
      c.emit(t + c.r.int(200, 3000), svc, "error", `job ${job}: item ${item} failed: ${exc}`, {
        stack: stack(rt, c.r, c.e.roles.pkg, exc, 4),
      });
      c.emit(t + c.r.int(3000, 9000), svc, "warn", `job ${job} run #${4100 + i} finished: ${n - 1} ok, 1 failed`);
    });
    return `${svc} cron ${job} always fails the same item ${item}`;
  },
};

const clientAbort: Kind = {
  key: "client-499",
  run(c) {
    const gw = c.e.roles.gw;
    every(c, c.r.int(2000, 8000), (t) =>
      c.emit(
        t,
        gw,
        "warn",
        `${c.r.pick(["GET", "POST"])} ${c.r.pick(["/search", "/checkout", "/stream", "/export"])} 499 ${c.r.int(2000, 30000)}ms - client closed request`,
        { trace: c.tid() },
      ),
    );
    return `${gw} logs mobile clients closing requests (499) at a steady rate`;
  },
};

const batchRejects: Kind = {
  key: "batch-rejects",
  run(c) {
    const svc = c.e.roles.consumer;
    const why = c.r.pick(REJECTS[c.e.key] ?? ["duplicate external id"]);
    let rejected = 0;
    let ok = 0;
    every(c, c.r.int(1500, 6000), (t) => {
      rejected++;
      c.emit(t, svc, "error", `record ${c.r.digits(7)} rejected: ${why}`);
    });
    every(c, 120000, (t) => {
      ok += c.r.int(3000, 9000);
      c.emit(
        t,
        svc,
        "info",
        `import batch progress: ${ok} accepted, ${rejected} rejected (${((100 * rejected) / Math.max(ok, 1)).toFixed(2)}%, threshold 2%)`,
      );
    });
    return `${svc} rejects single records (${why}) at its usual rate`;
  },
};

const slowQueries: Kind = {
  key: "slow-query-log",
  run(c) {
    const table = c.r.pick(["refill_events", "scenes", "listings", "audit_log", "orders"]);
    const sql = `SELECT * FROM ${table} WHERE updated_at > $1 ORDER BY id LIMIT 5000`;
    const srv = c.e.roles.dbServer;
    const svc = srv ?? c.e.roles.dbClient;
    every(c, c.r.int(8000, 40000), (t) => {
      const d = c.r.real(1000, 4200).toFixed(3);
      if (srv) c.emit(t, svc, "warn", `duration: ${d} ms  statement: ${sql}`);
      else c.emit(t, svc, "warn", `slow query (${d} ms > 1000 ms): ${sql}`);
    });
    return `${svc} slow-query log at its usual rate`;
  },
};

const deprecationFlood: Kind = {
  key: "deprecation-flood",
  run(c) {
    const svc = c.r.pick(c.e.services.filter((s) => ["python", "node", "java"].includes(s.rt))).name;
    const rt = c.svc(svc).rt;
    const msg =
      rt === "python"
        ? `DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).`
        : rt === "node"
          ? `(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.`
          : `HHH90000022: Hibernate's legacy org.hibernate.Criteria API is deprecated; use the JPA jakarta.persistence.criteria.CriteriaQuery instead`;
    every(c, c.r.int(300, 1500), (t) => c.emit(t, svc, "warn", msg));
    return `${svc} floods a deprecation warning`;
  },
};

const disk70: Kind = {
  key: "disk-70",
  run(c) {
    const svc = c.r.pick(c.e.services).name;
    let pct = c.r.real(70, 71);
    every(c, 300000, (t) => {
      pct += c.r.real(0, 0.08);
      c.emit(
        t,
        svc,
        "warn",
        `disk usage on /var/lib/${svc} at ${pct.toFixed(1)}% (warning threshold 70%, critical 90%)`,
      );
    });
    return `${svc} warns disk at ~70% every 5 min`;
  },
};

export const NOISE_KINDS: Kind[] = [
  deprecated410,
  metricsExporter,
  cronOneItem,
  clientAbort,
  batchRejects,
  slowQueries,
  deprecationFlood,
  disk70,
];
