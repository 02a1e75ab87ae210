// The benign kinds a quiet window combines: each adds alarming-looking but harmless lines to the window.
import { at, type Ctx, emit, type Level, pickApp, type Svc, seq, svcOf } from "./model.js";
import { shutdownLines, stackFor, startupLines } from "./runtime.js";
import { edgeEv } from "./traffic.js";

export type Kind =
  | "noisy-constant"
  | "isolated-exception"
  | "retry-success"
  | "planned-failover"
  | "rolling-deploy"
  | "autoscaling"
  | "cache-flush"
  | "batch-skipped-records"
  | "bad-client"
  | "canary-rollback"
  | "deprecation-bulk"
  | "slow-below-slo"
  | "tls-renewal"
  | "breaker-half-open"
  | "consumer-rebalance"
  | "healthcheck-flap"
  | "feature-flag"
  | "cron-retry"
  | "expired-401"
  | "rate-limit-one-client"
  | "replica-lag"
  | "disk-cleanup";

const APP = ["jvm", "go", "python", "node", "dotnet", "ruby"] as const;
const iso = (t: number) => new Date(t).toISOString();
const podName = (ctx: Ctx, s: Svc) =>
  `${s.name}-${s.pod.split("-").slice(-2, -1)[0] ?? ctx.rng.hex(9)}-${ctx.rng.alnum(5)}`;

function noisy(ctx: Ctx): void {
  const { rng: r } = ctx;
  const s = pickApp(ctx);
  const msgs: Record<string, string[]> = {
    jvm: [
      "Failed to export spans to otel-collector:4317: io.grpc.StatusRuntimeException: UNIMPLEMENTED: unknown service opentelemetry.proto.collector.trace.v1.TraceService",
      "Could not refresh legacy tariff table from ftp://legacy-tariffs.internal/tariffs.csv: java.net.UnknownHostException: legacy-tariffs.internal",
    ],
    go: [
      `failed to load region mapping tenant=T-0042 err="region \\"eu-central-0\\" not found" fallback=default`,
      `statsd flush failed err="write udp 10.44.2.9:39112->10.44.0.5:8125: write: connection refused"`,
    ],
    python: [
      "geoip lookup failed: geoip2.errors.AddressNotFoundError: The address 10.44.7.13 is not in the database.",
      "Failed to emit metric to statsd-exporter:9125 - [Errno 111] Connection refused (dropping)",
    ],
    node: [
      'template "promo_weekend_v2" not found for locale pt-BR; skipping promo block',
      "[sentry] Failed to send event: 413 Payload Too Large",
    ],
    dotnet: [
      "Failed to write audit entry to legacy SOAP sink: System.Net.WebException: The remote server returned an error: (410) Gone.",
      "Background sync for reference data 'CurrencyRates' failed: source returned empty payload; keeping previous snapshot",
    ],
    ruby: [
      "I18n::MissingTranslationData: Translation missing: pl.menu.allergens.lupin",
      "Sentry::Error: the DSN is missing a project id; event dropped",
    ],
  };
  const msg = r.pick(msgs[s.rt] ?? msgs.go);
  const every = r.int(3000, 14000);
  for (let t = ctx.start + r.int(50, 1500); t < ctx.end; t += every + r.int(-every / 12, every / 12))
    emit(ctx, Math.round(t), s.name, "ERROR", msg);
}

function isolated(ctx: Ctx): void {
  const { rng: r } = ctx;
  const s = pickApp(ctx);
  const t = at(ctx, r.range(0.15, 0.85));
  const [ex, type, stack] = stackFor(s, r, r.pick(["npe", "key", "parse", "state"] as const));
  const trace = r.hex(16);
  const path = `/internal/${s.name.split("-")[0]}/export?id=${r.int(1000, 99999)}`;
  const head: Record<string, [string, string]> = {
    jvm: [
      `Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: ${ex}] with root cause`,
      `${ex}\n${stack}`,
    ],
    dotnet: ["An unhandled exception has occurred while executing the request.", `${ex}\n${stack}`],
    node: [`unhandled error in route GET ${path}`, `${ex}\n${stack}`],
    python: ["Exception in ASGI application", stack],
    ruby: [ex, stack],
    go: [
      `http: panic serving ${r.podIp()}:${r.int(30000, 60000)}: runtime error: index out of range [3] with length 3`,
      stack,
    ],
  };
  const [msg, st] = head[s.rt] ?? head.go;
  emit(ctx, t, s.name, "ERROR", msg, { stack: st, errType: type, trace });
  emit(
    ctx,
    t + r.int(2, 20),
    ctx.e.edge,
    "WARN",
    edgeEv(
      ctx,
      t,
      { w: 1, ua: "okhttp/4.12.0", steps: [{ svc: s.name, method: "GET", path: () => path }] },
      path,
      500,
      r.int(20, 200),
      trace,
    ).msg,
    { trace },
  );
}

function retry(ctx: Ctx): void {
  const { rng: r, e } = ctx;
  const s = pickApp(ctx);
  const other = r.pick(e.services.filter((x) => x.name !== s.name && APP.includes(x.rt as (typeof APP)[number]))).name;
  const n = r.int(3, 9);
  for (let i = 0; i < n; i++) {
    const t = at(ctx, r.range(0.05, 0.95));
    const d = r.int(150, 900);
    let warn: string;
    let ok: string;
    switch (s.rt) {
      case "jvm":
        warn = `Retry '${other}' recorded a failed retry attempt. Number of retry attempts: '1'. Waiting PT0.2S until the next attempt. Last exception was: 'java.net.SocketTimeoutException: Read timed out'`;
        ok = `Retry '${other}' recorded a successful retry attempt. Number of retry attempts: '1', Last exception was: 'java.net.SocketTimeoutException: Read timed out'`;
        break;
      case "python":
        warn = `Retrying ${s.pkg}.clients.${other.replace(/-/g, "_")}.fetch in 0.5 seconds as it raised ReadTimeout: HTTPConnectionPool(host='${other}', port=8080): Read timed out. (read timeout=2.0).`;
        ok = `call to ${other} succeeded after 2 attempts (${d}ms)`;
        break;
      case "dotnet":
        warn = `Execution attempt. Source: '${other}-client-standard//Standard-Retry', Operation Key: '', Result: '503', Handled: 'True', Attempt: '0', Execution Time: ${d}.${r.int(1000, 9999)}ms`;
        ok = `Execution attempt. Source: '${other}-client-standard//Standard-Retry', Operation Key: '', Result: '200', Handled: 'False', Attempt: '1', Execution Time: ${r.int(20, 200)}.${r.int(1000, 9999)}ms`;
        break;
      case "node":
        warn = `request to http://${other}:8080 failed (ECONNRESET), retry 1/3 in 250ms`;
        ok = `request to http://${other}:8080 succeeded after 1 retry`;
        break;
      case "ruby":
        warn = `Retrying ${other} call after Net::ReadTimeout (attempt 1/3)`;
        ok = `${other} call succeeded on attempt 2`;
        break;
      default:
        warn = `retrying request target=${other} attempt=1 err="context deadline exceeded (Client.Timeout exceeded while awaiting headers)" backoff=200ms`;
        ok = `request succeeded target=${other} attempts=2 took=${d}ms`;
    }
    emit(ctx, t, s.name, "WARN", warn);
    emit(ctx, t + d, s.name, "INFO", ok);
  }
}

function dbWarn(s: Svc, db: string): [string, string] {
  switch (s.rt) {
    case "jvm":
      return [
        "HikariPool-1 - Connection org.postgresql.jdbc.PgConnection@3f2a9c1e marked as broken because of SQLSTATE(08006), ErrorCode(0): org.postgresql.util.PSQLException: An I/O error occurred while sending to the backend.",
        "HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@71c0d4aa",
      ];
    case "python":
      return [
        "psycopg.OperationalError: consuming input failed: server closed the connection unexpectedly; retrying transaction (attempt 1)",
        `reconnected to ${db} after 1 attempt`,
      ];
    case "dotnet":
      return [
        "Npgsql.NpgsqlException (0x80004005): Exception while reading from stream ---> System.IO.EndOfStreamException: Attempted to read past the end of the stream. (retrying, EnableRetryOnFailure attempt 1 of 6)",
        "Npgsql connection pool recovered, executing retried command",
      ];
    case "ruby":
      return [
        "ActiveRecord::ConnectionFailed: PG::UnableToSend: SSL SYSCALL error: EOF detected (retrying after reconnect)",
        `reconnected to ${db}`,
      ];
    case "node":
      return [
        "pg pool: client error Connection terminated unexpectedly, removing client",
        "pg pool: new client connected",
      ];
    default:
      return [`db conn reset, retrying query err="unexpected EOF" host=${db}`, `query retried ok host=${db}`];
  }
}

function failover(ctx: Ctx): void {
  const { rng: r, e } = ctx;
  const t0 = at(ctx, r.range(0.25, 0.7));
  const db = e.db;
  const users = e.services.filter((x) => APP.includes(x.rt as (typeof APP)[number]));
  if (r.chance(0.6)) {
    const chg = `CHG-${r.int(1000, 9999)}`;
    const L = (dt: number, lvl: Level, m: string) => emit(ctx, t0 + dt, db, lvl, m);
    L(
      -30000,
      "INFO",
      `patroni: received switchover request with leader=${db}-0 candidate=${db}-1 (planned maintenance ${chg})`,
    );
    L(0, "INFO", `[1] LOG:  received fast shutdown request`);
    L(12, "INFO", `[1] LOG:  aborting any active transactions`);
    for (let i = 0; i < r.int(2, 4); i++)
      L(20 + i * 3, "ERROR", `[${r.int(2000, 9000)}] FATAL:  terminating connection due to administrator command`);
    L(400, "INFO", '[1] LOG:  background worker "logical replication launcher" (PID 66) exited with exit code 1');
    L(900, "INFO", "[63] LOG:  shutting down");
    L(1500, "INFO", "[1] LOG:  database system is shut down");
    L(3900, "INFO", `patroni: promoted self to leader by acquiring session lock (${db}-1)`);
    L(4100, "INFO", "[29] LOG:  received promote request");
    L(4150, "INFO", `[29] LOG:  selected new timeline ID: ${r.int(4, 19)}`);
    L(4300, "INFO", "[1] LOG:  database system is ready to accept connections");
    L(9000, "INFO", `patroni: switchover completed: new leader ${db}-1, ${db}-0 rejoining as replica (${chg})`);
  } else {
    const k = e.kafka;
    const topic = r.pick(e.topics);
    emit(
      ctx,
      t0,
      k,
      "INFO",
      `[Controller id=1] Processing automatic preferred replica leader election (kafka.controller.KafkaController)`,
    );
    for (let p = 0; p < 3; p++)
      emit(
        ctx,
        t0 + 200 + p * 40,
        k,
        "INFO",
        `[Partition ${topic}-${p * 3 + 1} broker=${r.int(1, 3)}] ${topic}-${p * 3 + 1} starts at leader epoch ${r.int(10, 60)} from offset ${r.int(1e6, 9e7)} with partition epoch ${r.int(20, 90)}, high watermark ${r.int(1e6, 9e7)}. Previous leader epoch was ${r.int(9, 59)}. (kafka.cluster.Partition)`,
      );
    const prod = r.pick(users);
    for (let i = 0; i < r.int(2, 5); i++)
      emit(
        ctx,
        t0 + 300 + i * 90,
        prod.name,
        "WARN",
        prod.rt === "jvm"
          ? `[Producer clientId=${prod.name}-producer-1] Got error produce response with correlation id ${r.int(1000, 90000)} on topic-partition ${topic}-${(i % 3) * 3 + 1}, retrying (2147483646 attempts left). Error: NOT_LEADER_OR_FOLLOWER`
          : `produce request to ${topic}-${(i % 3) * 3 + 1} failed with NOT_LEADER_OR_FOLLOWER; refreshing metadata and retrying`,
      );
    emit(ctx, t0 + 900, prod.name, "INFO", `metadata refreshed for ${topic}; all in-flight records acknowledged`);
    emit(
      ctx,
      t0 + 1400,
      k,
      "INFO",
      "[Controller id=1] Preferred replica leader election completed: 3 partitions moved, 0 failed (kafka.controller.KafkaController)",
    );
    return;
  }
  for (const u of r.shuffle([...users]).slice(0, 2)) {
    const [w, ok] = dbWarn(u, db);
    for (let i = 0; i < r.int(1, 3); i++) emit(ctx, t0 + r.int(30, 4000), u.name, "WARN", w);
    emit(ctx, t0 + r.int(4400, 7000), u.name, "INFO", ok);
  }
}

function deploy(ctx: Ctx, s0?: Svc, t0?: number): void {
  const { rng: r, e } = ctx;
  const s = s0 ?? pickApp(ctx);
  const start = t0 ?? at(ctx, r.range(0.1, 0.55));
  const ver = `${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 12)}`;
  emit(
    ctx,
    start - 2000,
    e.kubelet,
    "INFO",
    `"SyncLoop UPDATE" source="api" pods=["${e.ns}/${s.pod}"] (rollout ${s.name} -> v${ver}, maxSurge=1 maxUnavailable=0)`,
  );
  for (let i = 0; i < 3; i++) {
    const t = start + i * r.int(35000, 80000);
    const np = podName(ctx, s);
    const old = i === 0 ? s.pod : podName(ctx, s);
    emit(ctx, t, e.kubelet, "INFO", `"SyncLoop ADD" source="api" pods=["${e.ns}/${np}"]`);
    let tt = t + r.int(2500, 6000);
    tt = seq(ctx, tt, s.name, startupLines(s, r, ver), 30, 900);
    emit(
      ctx,
      tt + r.int(2000, 8000),
      e.kubelet,
      "INFO",
      `"SyncLoop (probe)" probe="readiness" status="ready" pod="${e.ns}/${np}"`,
    );
    tt += r.int(9000, 12000);
    emit(
      ctx,
      tt,
      e.kubelet,
      "INFO",
      `"Killing container with a grace period" pod="${e.ns}/${old}" podUID="${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}" containerName="${s.name}" containerID="containerd://${r.hex(64)}" gracePeriod=30`,
    );
    tt = seq(ctx, tt, s.name, shutdownLines(s, r), 50, 2500);
  }
}

function autoscale(ctx: Ctx): void {
  const { rng: r, e } = ctx;
  const s = pickApp(ctx);
  const t = at(ctx, r.range(0.1, 0.5));
  const cm = "kube-controller-manager";
  emit(
    ctx,
    t,
    cm,
    "INFO",
    `"Successful rescale" HPA="${e.ns}/${s.name}" currentReplicas=3 desiredReplicas=5 reason="cpu resource utilization (percentage of request) above target"`,
  );
  for (let i = 0; i < 2; i++) {
    const np = podName(ctx, s);
    let tt = t + 1500 + i * 300;
    emit(ctx, tt, e.kubelet, "INFO", `"SyncLoop ADD" source="api" pods=["${e.ns}/${np}"]`);
    tt = seq(ctx, tt, s.name, startupLines(s, r, "current"), 200, 2500);
    emit(ctx, tt + 4000, e.kubelet, "INFO", `"SyncLoop (probe)" probe="readiness" status="ready" pod="${e.ns}/${np}"`);
  }
  if (r.chance(0.6)) {
    const t2 = t + r.int(6, 12) * 60000;
    emit(
      ctx,
      t2,
      cm,
      "INFO",
      `"Successful rescale" HPA="${e.ns}/${s.name}" currentReplicas=5 desiredReplicas=4 reason="All metrics below target"`,
    );
    let tt = t2 + 800;
    tt = seq(ctx, tt, s.name, shutdownLines(s, r), 100, 1500);
  }
}

function cacheFlush(ctx: Ctx): void {
  const { rng: r } = ctx;
  const s = pickApp(ctx);
  const t0 = at(ctx, r.range(0.1, 0.7));
  const keys = r.int(20000, 400000);
  emit(
    ctx,
    t0,
    s.name,
    "INFO",
    `cache flush requested by ops (ticket OPS-${r.int(1000, 9999)}): FLUSHDB on redis ${s.name}-cache, ${keys} keys dropped`,
  );
  const dur = r.int(50000, 90000);
  for (let i = 0; i < r.int(40, 140); i++) {
    const t = t0 + Math.round(dur * r.next() ** 1.6);
    emit(
      ctx,
      t,
      s.name,
      "DEBUG",
      `cache miss key=${s.name.split("-")[0]}:${r.hex(8)} loaded from db in ${r.int(40, 260)}ms`,
    );
  }
  for (let i = 0; i < r.int(6, 18); i++) {
    const t = t0 + Math.round(dur * r.next() ** 2);
    emit(
      ctx,
      t,
      s.name,
      "WARN",
      `slow request ${r.pick(["GET", "GET", "POST"])} /v1/${s.name.split("-")[0]}/${r.int(100, 9999)} took ${r.int(520, 1400)}ms (threshold 500ms, cache cold)`,
    );
  }
  emit(
    ctx,
    t0 + dur + r.int(1000, 9000),
    s.name,
    "INFO",
    `cache warm-up complete: hit ratio ${r.range(0.9, 0.97).toFixed(2)}, ${r.int(8000, 40000)} keys`,
  );
}

function batchSkip(ctx: Ctx): void {
  const { rng: r, e } = ctx;
  const s = pickApp(ctx, ["python", "jvm", "ruby", "dotnet"]);
  const t0 = at(ctx, r.range(0.05, 0.4));
  const d = new Date(t0).toISOString().slice(0, 10).replace(/-/g, "");
  const file = e.partnerFile.replace("{d}", d);
  const rows = r.int(20000, 160000);
  const skipped = r.int(60, 600);
  const dur = r.int(120000, 600000);
  emit(ctx, t0, s.name, "INFO", `partner import started file=${file} size=${r.int(4, 90)}MB`);
  const reasons = [
    (n: number) => `skipping malformed record at line ${n}: expected 14 columns, got 13`,
    (n: number) =>
      `skipping malformed record at line ${n}: invalid date '${r.int(1, 31)}/${r.int(13, 19)}/2026' in column valid_from`,
    (n: number) => `skipping malformed record at line ${n}: unterminated quoted field`,
    (n: number) => `skipping record at line ${n}: empty mandatory field 'external_id'`,
  ];
  const lines = Array.from({ length: skipped }, () => r.int(2, rows)).sort((a, b) => a - b);
  for (const n of lines) emit(ctx, t0 + Math.round((dur * n) / rows), s.name, "WARN", r.pick(reasons)(n));
  for (let k = 1; k < 5; k++)
    emit(
      ctx,
      t0 + Math.round((dur * k) / 5),
      s.name,
      "INFO",
      `partner import progress ${Math.round((rows * k) / 5)}/${rows} rows`,
    );
  emit(
    ctx,
    t0 + dur + 500,
    s.name,
    "INFO",
    `partner import finished: rows=${rows} imported=${rows - skipped} skipped=${skipped} (malformed) duration=${(dur / 1000).toFixed(1)}s status=SUCCESS`,
  );
}

function badClient(ctx: Ctx): void {
  const { rng: r, e } = ctx;
  const ip = r.ip();
  const t0 = at(ctx, r.range(0.05, 0.6));
  const flow = r.pick(e.flows);
  const target = svcOf(e, flow.steps[0].svc);
  if (r.chance(0.5)) {
    const probes = [
      "/.env",
      "/wp-login.php",
      "/.git/config",
      "/phpmyadmin/index.php",
      "/actuator/env",
      "/server-status",
      "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
      "/cgi-bin/luci",
      "/owa/auth/logon.aspx",
      "/.aws/credentials",
      "/admin/config.php",
      "/boaform/admin/formLogin",
      "/solr/admin/info/system",
      "/api/v1/pods",
      "/config.json",
    ];
    const ua = r.pick([
      "Mozilla/5.0 zgrab/0.x",
      "Mozilla/5.0 (compatible; Nuclei - Open-source project (github.com/projectdiscovery/nuclei))",
      "python-requests/2.31.0",
    ]);
    for (let i = 0; i < r.int(80, 260); i++) {
      const t = t0 + i * r.int(300, 1500);
      const path = `${r.pick(probes)}${r.chance(0.3) ? `?${r.alnum(4)}=${r.alnum(6)}` : ""}`;
      ctx.evs.push(edgeEv(ctx, t, flow, path, 404, r.int(1, 4), r.hex(16), ip, ua));
      if (r.chance(0.5) && t < ctx.end)
        emit(
          ctx,
          t + 1,
          target.name,
          target.rt === "jvm" ? "WARN" : "INFO",
          target.rt === "jvm"
            ? `No static resource ${path.slice(1).split("?")[0]}.`
            : `route not found: GET ${path.split("?")[0]} from ${ip}`,
        );
    }
  } else {
    const client = `partner-${r.pick(["broker", "aggregator", "integration"])}-${r.int(10, 99)}`;
    const field = r.pick(["incidentDate", "postcode", "deliveryWindow", "deviceSerial", "currency"]);
    for (let t = t0; t < Math.min(ctx.end, t0 + r.int(5, 15) * 60000); t += r.int(2000, 9000)) {
      const path = flow.steps[0].path(r);
      ctx.evs.push(edgeEv(ctx, t, flow, path, 422, r.int(4, 30), r.hex(16), ip, `${client}/1.4.2`));
      emit(
        ctx,
        t + 2,
        target.name,
        "WARN",
        `request rejected: validation failed for field '${field}' (${r.pick(["must not be in the future", "invalid format", "unsupported value"])}) client=${client}`,
      );
    }
  }
}

function canary(ctx: Ctx): void {
  const { rng: r, e } = ctx;
  const s = pickApp(ctx);
  const t0 = at(ctx, r.range(0.1, 0.5));
  const ro = "argo-rollouts";
  const ver = `${r.int(2, 9)}.${r.int(0, 30)}.0-rc${r.int(1, 4)}`;
  const rs = `${s.name}-${r.hex(9)}`;
  emit(
    ctx,
    t0,
    ro,
    "INFO",
    `rollout=${e.ns}/${s.name} Started rollout to revision ${r.int(30, 200)} (image ${s.name}:${ver})`,
  );
  let tt = t0 + 2000;
  tt = seq(ctx, tt, s.name, startupLines(s, r, ver), 100, 2000);
  emit(ctx, tt + 4000, ro, "INFO", `rollout=${e.ns}/${s.name} step=1/6 SetWeight: 5 canaryReplicaSet=${rs}`);
  const a = tt + r.int(120000, 300000);
  emit(
    ctx,
    a,
    ro,
    "INFO",
    `analysisrun=${s.name}-${rs.slice(-5)}-1 metric=p99-latency measured=${r.range(0.36, 0.42).toFixed(3)} baseline=${r.range(0.3, 0.35).toFixed(3)} result=Inconclusive`,
  );
  emit(
    ctx,
    a + r.int(5000, 40000),
    ro,
    "WARN",
    `rollout=${e.ns}/${s.name} aborted by ${r.pick(["m.okafor", "j.lindqvist", "deploy-bot"])}: rolling back to stable revision, canary weight 0`,
  );
  tt = a + 45000;
  emit(
    ctx,
    tt,
    e.kubelet,
    "INFO",
    `"Killing container with a grace period" pod="${e.ns}/${rs}-${r.alnum(5)}" containerName="${s.name}" gracePeriod=30`,
  );
  tt = seq(ctx, tt, s.name, shutdownLines(s, r), 50, 1500);
  emit(
    ctx,
    tt + 3000,
    ro,
    "INFO",
    `rollout=${e.ns}/${s.name} Rollout is Degraded (aborted): stable ReplicaSet serving 100% of traffic, no errors observed`,
  );
}

function deprecation(ctx: Ctx): void {
  const { rng: r } = ctx;
  const s = pickApp(ctx);
  const m: Record<string, (r2: typeof r) => string> = {
    node: () =>
      "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    python: () =>
      `/app/${s.pkg}/clock.py:${r.int(10, 80)}: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).`,
    jvm: (x) =>
      `Deprecated API called: GET /api/v1/${s.name.split("-")[0]}/{id} by client ${x.pick(["android-6.8.0", "ios-6.7.2", "partner-sdk-1.9"])}; sunset 2026-12-31, use /api/v2`,
    dotnet: (x) =>
      `Deprecated endpoint 'GET /api/v1/${s.name.split("-")[0]}/{id}' invoked (Sunset: Thu, 31 Dec 2026 23:59:59 GMT); caller=${x.pick(["broker-portal", "legacy-ivr", "mobile-5.1"])}`,
    ruby: () =>
      "DEPRECATION WARNING: `ActiveSupport::ProxyObject` is deprecated and will be removed in Rails 8.0. Use `BasicObject` directly instead. (called from block in <class:OrderPresenter> at app/presenters/order_presenter.rb:12)",
    go: (x) =>
      `deprecated protocol version used client=agent/${x.pick(["4.2.1", "4.2.3", "4.3.0"])} proto=v1 sunset=2026-12-31`,
  };
  const f = m[s.rt] ?? m.go;
  const every = r.int(1500, 7000);
  for (let t = ctx.start + r.int(0, 3000); t < ctx.end; t += r.int(every / 3, every * 2))
    emit(ctx, t, s.name, "WARN", f(r));
}

function slowBelow(ctx: Ctx): void {
  const { rng: r, e } = ctx;
  const s = pickApp(ctx);
  for (let i = 0; i < r.int(10, 40); i++) {
    const t = at(ctx, r.next());
    if (s.rt === "jvm" && r.chance(0.5)) {
      emit(
        ctx,
        t,
        s.name,
        "WARN",
        `[gc] GC(${r.int(1000, 9000)}) Pause Young (Normal) (G1 Evacuation Pause) ${r.int(700, 1400)}M->${r.int(200, 500)}M(2048M) ${r.range(60, 180).toFixed(3)}ms`,
      );
    } else if (r.chance(0.4)) {
      emit(
        ctx,
        t,
        e.db,
        "INFO",
        `[${r.int(1000, 9000)}] LOG:  duration: ${r.range(500, 1900).toFixed(3)} ms  execute <unnamed>: SELECT ${r.pick(["o.*", "c.id, c.status", "d.device_id, max(d.ts)"])} FROM ${r.pick(["orders o", "claims c", "readings d"])} WHERE ${r.pick(["created_at > $1", "tenant_id = $1 AND status = $2", "ts > now() - interval '1 hour'"])} ORDER BY 1 LIMIT 500`,
      );
    } else {
      emit(
        ctx,
        t,
        s.name,
        "WARN",
        `slow query ${r.int(260, 480)}ms (warn threshold 250ms, SLO 1000ms): ${r.pick(["SELECT ... FROM line_items WHERE order_id IN (...)", "UPDATE sessions SET last_seen = $1 WHERE id = $2", "SELECT ... FROM coverage WHERE policy_id = $1"])}`,
      );
    }
  }
}

function tls(ctx: Ctx): void {
  const { rng: r, e } = ctx;
  const t0 = at(ctx, r.range(0.1, 0.6));
  const na = iso(t0 + 29 * 86400000).slice(0, 10);
  const s = pickApp(ctx);
  emit(
    ctx,
    t0,
    s.name,
    "WARN",
    `TLS certificate CN=${s.name}.${e.ns}.svc expires in 29 days (notAfter=${na}T08:14:02Z); renewal due`,
  );
  emit(
    ctx,
    t0 + r.int(500, 30000),
    "cert-manager",
    "INFO",
    `"Issuing certificate as Secret was previously issued by a different issuer or will expire soon" key="${e.ns}/${s.name}-tls"`,
  );
  emit(
    ctx,
    t0 + r.int(31000, 60000),
    "cert-manager",
    "INFO",
    `"Certificate issued successfully" key="${e.ns}/${s.name}-tls" notAfter="${iso(t0 + 90 * 86400000).slice(0, 10)}"`,
  );
  emit(
    ctx,
    t0 + r.int(61000, 120000),
    s.name,
    "INFO",
    `reloaded TLS keypair from /etc/tls (serial ${r.hex(16)}), new notAfter=${iso(t0 + 90 * 86400000).slice(0, 10)}`,
  );
  const edge = svcOf(e, e.edge);
  emit(
    ctx,
    t0 + r.int(61000, 120000),
    edge.name,
    "INFO",
    edge.rt === "nginx"
      ? `"Backend successfully reloaded" (updated TLS secret ${e.ns}/${s.name}-tls)`
      : `sds: secret ${s.name}-tls updated, warming 0 listeners`,
  );
}

function breaker(ctx: Ctx): void {
  const { rng: r, e } = ctx;
  const s = pickApp(ctx, ["jvm", "dotnet", "go", "node", "python"]);
  const dep = r.pick(e.services.filter((x) => APP.includes(x.rt as (typeof APP)[number]) && x.name !== s.name)).name;
  const t0 = at(ctx, r.range(0.15, 0.7));
  const st = (from: string, to: string): string => {
    switch (s.rt) {
      case "jvm":
        return `CircuitBreaker '${dep}' changed state from ${from} to ${to}`;
      case "dotnet": {
        const ev = { OPEN: "OnCircuitOpened", HALF_OPEN: "OnCircuitHalfOpened", CLOSED: "OnCircuitClosed" }[to];
        return `Resilience event occurred. EventName: '${ev}', Source: '${dep}-client-standard//Standard-CircuitBreaker', Operation Key: '', Result: ''`;
      }
      case "node":
        return `circuit breaker ${dep}: ${from.toLowerCase()} -> ${to.toLowerCase()}`;
      default:
        return `circuit breaker "${dep}" state changed from=${from.toLowerCase()} to=${to.toLowerCase()}`;
    }
  };
  for (let i = 0; i < r.int(2, 4); i++)
    emit(
      ctx,
      t0 - 3000 + i * 700,
      s.name,
      "WARN",
      `call to ${dep} failed: read timeout after 2000ms (served fallback)`,
    );
  emit(ctx, t0, s.name, "WARN", st("CLOSED", "OPEN"));
  emit(ctx, t0 + 30000, s.name, "INFO", st("OPEN", "HALF_OPEN"));
  emit(ctx, t0 + 30400, s.name, "WARN", `probe call to ${dep} failed: read timeout after 2000ms`);
  emit(ctx, t0 + 30401, s.name, "WARN", st("HALF_OPEN", "OPEN"));
  emit(ctx, t0 + 60000, s.name, "INFO", st("OPEN", "HALF_OPEN"));
  emit(ctx, t0 + 60200, s.name, "INFO", `probe call to ${dep} succeeded in ${r.int(30, 200)}ms`);
  emit(ctx, t0 + 60201, s.name, "INFO", st("HALF_OPEN", "CLOSED"));
}

function rebalance(ctx: Ctx): void {
  const { rng: r, e } = ctx;
  const [cs, group] = r.pick(e.groups);
  ctx.used.add(cs);
  const s = svcOf(e, cs);
  const topic = r.pick(e.topics);
  for (let k = 0; k < r.int(1, 3); k++) {
    const t0 = at(ctx, r.range(0.1, 0.9));
    const gen = r.int(20, 300);
    emit(
      ctx,
      t0,
      e.kafka,
      "INFO",
      `[GroupCoordinator 2]: Preparing to rebalance group ${group} in state PreparingRebalance with old generation ${gen} (__consumer_offsets-${r.int(0, 49)}) (reason: Adding new member ${cs}-${r.hex(8)} with group instance id None; client reason: need to re-join with the given member-id) (kafka.coordinator.group.GroupCoordinator)`,
    );
    emit(
      ctx,
      t0 + r.int(3000, 9000),
      e.kafka,
      "INFO",
      `[GroupCoordinator 2]: Stabilized group ${group} generation ${gen + 1} (__consumer_offsets-${r.int(0, 49)}) with 3 members (kafka.coordinator.group.GroupCoordinator)`,
    );
    const parts = `${topic}-0, ${topic}-1, ${topic}-2, ${topic}-3`;
    emit(
      ctx,
      t0 + 400,
      cs,
      s.rt === "jvm" ? "INFO" : "WARN",
      s.rt === "jvm"
        ? `[Consumer clientId=${cs}-1, groupId=${group}] Revoke previously assigned partitions ${parts}`
        : `consumer group ${group} rebalancing: partitions revoked (${parts})`,
    );
    emit(
      ctx,
      t0 + r.int(9100, 11000),
      cs,
      "INFO",
      s.rt === "jvm"
        ? `[Consumer clientId=${cs}-1, groupId=${group}] Adding newly assigned partitions: ${topic}-0, ${topic}-1`
        : `consumer group ${group} generation ${gen + 1}: assigned ${topic}-0, ${topic}-1`,
    );
    emit(ctx, t0 + r.int(20000, 60000), cs, "INFO", `consumer lag for ${group} back to ${r.int(0, 40)} messages`);
  }
}

function hcFlap(ctx: Ctx): void {
  const { rng: r, e } = ctx;
  const s = pickApp(ctx);
  const pod = podName(ctx, s);
  const t0 = at(ctx, r.range(0.1, 0.7));
  for (let i = 0; i < 3; i++)
    emit(
      ctx,
      t0 + i * 10000,
      e.kubelet,
      "INFO",
      `"Probe failed" probeType="Readiness" pod="${e.ns}/${pod}" podUID="${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}" containerName="${s.name}" probeResult="failure" output="HTTP probe failed with statuscode: 503"`,
    );
  emit(
    ctx,
    t0 - 500,
    s.name,
    "WARN",
    `readiness check failing: dependency check "redis" took ${r.int(1100, 2400)}ms (limit 1000ms)`,
  );
  const edge = svcOf(e, e.edge);
  emit(
    ctx,
    t0 + 20500,
    edge.name,
    "WARN",
    edge.rt === "nginx"
      ? `endpoint ${r.podIp()}:8080 removed from upstream ${e.ns}-${s.name}-8080 (pod ${pod} not ready), 2 endpoints remain`
      : `health_check: host ${r.podIp()}:8080 (${pod}) marked unhealthy, ejected from cluster ${s.name}; 2 healthy hosts remain`,
  );
  const back = t0 + r.int(60000, 180000);
  emit(ctx, back - 1000, s.name, "INFO", `readiness check passing again (redis ${r.int(1, 9)}ms)`);
  emit(ctx, back, e.kubelet, "INFO", `"SyncLoop (probe)" probe="readiness" status="ready" pod="${e.ns}/${pod}"`);
  emit(
    ctx,
    back + 800,
    edge.name,
    "INFO",
    edge.rt === "nginx"
      ? `endpoint for pod ${pod} added back to upstream ${e.ns}-${s.name}-8080`
      : `health_check: host (${pod}) healthy again, added to cluster ${s.name}`,
  );
}

function flag(ctx: Ctx): void {
  const { rng: r, e } = ctx;
  const name = r.pick([
    "checkout-v3-summary",
    "batch-dispatch",
    "new-scoring-threshold",
    "compact-shadow-sync",
    "smart-retry-window",
  ]);
  const t0 = at(ctx, r.range(0.1, 0.6));
  const rev = r.int(100, 900);
  emit(
    ctx,
    t0,
    "flagd",
    "INFO",
    `flag "${name}" updated by ${r.pick(["a.ferreira", "k.nowak", "release-bot"])}: defaultVariant off -> on, targeting ${r.pick([5, 10, 25, 50])}% (revision ${rev})`,
  );
  for (const s of r.shuffle(e.services.filter((x) => APP.includes(x.rt as (typeof APP)[number]))).slice(0, 3))
    emit(
      ctx,
      t0 + r.int(300, 4000),
      s.name,
      "INFO",
      `feature flags reloaded revision=${rev} flags=${r.int(20, 60)} changed=[${name}]`,
    );
  if (r.chance(0.5))
    emit(
      ctx,
      t0 + r.int(300000, 900000),
      "flagd",
      "INFO",
      `flag "${name}" targeting changed to 100% (revision ${rev + 1})`,
    );
}

function cronRetry(ctx: Ctx): void {
  const { rng: r, e } = ctx;
  const job = e.cron;
  const t0 = at(ctx, r.range(0.05, 0.4));
  const id = r.int(28500000, 28599999);
  emit(ctx, t0, job, "INFO", `starting ${job} run=${id} attempt=1`);
  emit(
    ctx,
    t0 + r.int(5000, 40000),
    job,
    "ERROR",
    `${job} failed: upload to sftp://reports.partner.example/inbound failed: Socket closed by remote host (code 255)`,
    {
      stack:
        'Traceback (most recent call last):\n  File "/app/jobs/export.py", line 88, in main\n    upload(path)\n  File "/app/jobs/sftp.py", line 41, in upload\n    client.put(local, remote)\n  File "/usr/local/lib/python3.12/site-packages/paramiko/sftp_client.py", line 759, in put\n    return self.putfo(fl, remotepath, file_size, callback, confirm)\nOSError: Socket is closed',
      errType: "OSError",
    },
  );
  emit(ctx, t0 + r.int(41000, 42000), job, "INFO", `${job} exiting with status 1; will retry on next schedule`);
  const t1 = t0 + r.int(5, 10) * 60000;
  emit(ctx, t1, job, "INFO", `starting ${job} run=${id + 5} attempt=2`);
  emit(
    ctx,
    t1 + r.int(20000, 60000),
    job,
    "INFO",
    `${job} uploaded ${r.int(2000, 90000)} rows to sftp://reports.partner.example/inbound; completed successfully in ${r.range(20, 70).toFixed(1)}s (exit 0)`,
  );
}

function expired401(ctx: Ctx): void {
  const { rng: r, e } = ctx;
  const flow = r.pick(e.flows);
  const s = svcOf(e, flow.steps[0].svc);
  ctx.used.add(s.name);
  for (let t = ctx.start + r.int(0, 20000); t < ctx.end; t += r.int(12000, 50000)) {
    const path = flow.steps[0].path(r);
    const tr = r.hex(16);
    ctx.evs.push(edgeEv(ctx, t, flow, path, 401, r.int(2, 12), tr));
    emit(
      ctx,
      t + 3,
      s.name,
      "INFO",
      `401 Unauthorized: access token expired (exp=${iso(t - r.int(60000, 3600000))}) sub=U-${r.int(100000, 999999)}`,
      { trace: tr },
    );
    if (t + 800 < ctx.end) ctx.evs.push(edgeEv(ctx, t + 700, flow, "/oauth/token", 200, r.int(20, 80), r.hex(16)));
  }
}

function rateLimit(ctx: Ctx): void {
  const { rng: r, e } = ctx;
  const flow = r.pick(e.flows);
  const s = svcOf(e, flow.steps[0].svc);
  ctx.used.add(s.name);
  const key = `pk_live_${r.alnum(6)}…${r.hex(4)}`;
  const ip = r.ip();
  const t0 = at(ctx, r.range(0.05, 0.6));
  const end = Math.min(ctx.end, t0 + r.int(3, 10) * 60000);
  for (let t = t0; t < end; t += r.int(1000, 4000)) {
    ctx.evs.push(edgeEv(ctx, t, flow, flow.steps[0].path(r), 429, 1, r.hex(16), ip, "python-requests/2.32.3"));
    if (r.chance(0.3))
      emit(
        ctx,
        t + 1,
        s.name,
        "WARN",
        `rate limit exceeded api_key=${key} limit=600/min window=60s; responding 429 (retry-after=${r.int(5, 40)}s)`,
      );
  }
}

function replicaLag(ctx: Ctx): void {
  const { rng: r, e } = ctx;
  const s = pickApp(ctx);
  const t0 = at(ctx, r.range(0.1, 0.7));
  emit(
    ctx,
    t0,
    e.db,
    "WARN",
    `patroni: replica ${e.db}-1 lag ${r.int(20, 90)} MB (replay_lag ${r.range(6, 14).toFixed(1)}s) during vacuum of large table`,
  );
  emit(
    ctx,
    t0 + 2000,
    s.name,
    "WARN",
    `read replica lag ${r.range(6, 14).toFixed(1)}s exceeds 5s; routing reads to primary`,
  );
  emit(
    ctx,
    t0 + r.int(60000, 200000),
    s.name,
    "INFO",
    `read replica caught up (lag ${r.range(0.1, 0.6).toFixed(1)}s); reads back on replica`,
  );
}

function diskCleanup(ctx: Ctx): void {
  const { rng: r, e } = ctx;
  const t0 = at(ctx, r.range(0.1, 0.7));
  emit(
    ctx,
    t0,
    e.kubelet,
    "WARN",
    `"Disk usage on image filesystem is over the high threshold, trying to free bytes down to the low threshold" usage=86 highThreshold=85 amountToFree=${r.int(2, 9)}${r.int(100000000, 999999999)} lowThreshold=80`,
  );
  for (let i = 0; i < r.int(3, 8); i++)
    emit(
      ctx,
      t0 + 500 + i * 300,
      e.kubelet,
      "INFO",
      `"Removing image to free bytes" imageID="sha256:${r.hex(64)}" size=${r.int(100, 900)}${r.int(100000, 999999)} runtimeHandler=""`,
    );
  emit(
    ctx,
    t0 + 4000,
    e.kubelet,
    "INFO",
    `"Image garbage collection succeeded" freed=${r.int(3, 8)}.${r.int(1, 9)}GB usage=${r.int(70, 78)}%`,
  );
  const topic = r.pick(e.topics);
  for (let i = 0; i < r.int(2, 6); i++)
    emit(
      ctx,
      at(ctx, r.next()),
      e.kafka,
      "INFO",
      `[UnifiedLog partition=${topic}-${r.int(0, 11)}, dir=/var/lib/kafka/data] Deleting segment LogSegment(baseOffset=${r.int(1e6, 9e7)}, size=1073741${r.int(100, 999)}, lastModifiedTime=${t0 - 7 * 86400000}, largestRecordTimestamp=${t0 - 7 * 86400000 - 1}) due to log retention time 604800000ms breach based on the largest record timestamp in the segment (kafka.log.UnifiedLog)`,
    );
}

export const KINDS: Record<Kind, (ctx: Ctx) => void> = {
  "noisy-constant": noisy,
  "isolated-exception": isolated,
  "retry-success": retry,
  "planned-failover": failover,
  "rolling-deploy": (c) => deploy(c),
  autoscaling: autoscale,
  "cache-flush": cacheFlush,
  "batch-skipped-records": batchSkip,
  "bad-client": badClient,
  "canary-rollback": canary,
  "deprecation-bulk": deprecation,
  "slow-below-slo": slowBelow,
  "tls-renewal": tls,
  "breaker-half-open": breaker,
  "consumer-rebalance": rebalance,
  "healthcheck-flap": hcFlap,
  "feature-flag": flag,
  "cron-retry": cronRetry,
  "expired-401": expired401,
  "rate-limit-one-client": rateLimit,
  "replica-lag": replicaLag,
  "disk-cleanup": diskCleanup,
};

export { deploy };
