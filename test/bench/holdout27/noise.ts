// The routine background of a busy estate: health checks, GC logs, batch jobs, store housekeeping, leader
// elections, autoscaler decisions, deprecation warnings and one noisy service with a constant harmless complaint.
import type { Runtime } from "./estates.js";
import type { Scene } from "./stream.js";

const NOISY: Record<Runtime, string[]> = {
  jvm: [
    "Unable to refresh feature flags from http://flagd:8013/flags: Connection refused (keeping last known values)",
    "HHH000100: Fail-safe cleanup (collections) : org.hibernate.engine.loading.internal.CollectionLoadContext@{hex}<rs=HikariProxyResultSet@{id}>",
  ],
  go: [
    'failed to push metrics to pushgateway: Post "http://pushgateway:9091/metrics/job/batch": dial tcp: lookup pushgateway on 10.96.0.10:53: no such host',
    "geoip: database GeoLite2-City.mmdb is older than 30 days, lookups may be stale",
  ],
  python: [
    "Failed to export span batch to otel-collector:4317, error code: StatusCode.UNAVAILABLE (will retry later)",
    "sentry_sdk: Discarded session update because of missing release",
  ],
  node: [
    "sitemap: product {id} has no canonical URL, skipping",
    "[ioredis] Unhandled error event: Error: read ECONNRESET (analytics-redis, non-critical cache)",
  ],
  dotnet: [
    "Failed to send metrics to StatsD at statsd:8125: System.Net.Sockets.SocketException (111): Connection refused",
    "Data protection key {hex} is close to expiry and no newer key is present; it will be generated on next rotation",
  ],
  ruby: [
    "Sidekiq job ReminderJob jid={hex} failed: ActiveRecord::RecordNotFound: Couldn't find Appointment with 'id'={id} (will not retry)",
    "I18n: translation missing: cy.mailers.footer.unsubscribe",
  ],
};

const DEPRECATION: Record<Runtime, string> = {
  jvm: "HHH90000026: MySQL8Dialect has been deprecated; use org.hibernate.dialect.MySQLDialect instead",
  go: "grpc: Dial is deprecated: use NewClient instead (WithBlock is deprecated and will be removed in 2.x)",
  python:
    "/usr/local/lib/python3.12/site-packages/botocore/auth.py:419: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
  node: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  dotnet:
    "warning SYSLIB0014: 'WebRequest.Create(string)' is obsolete: 'WebRequest, HttpWebRequest, ServicePoint, and WebClient are obsolete. Use HttpClient instead.'",
  ruby: "DEPRECATION WARNING: `ActiveRecord::Base.default_timezone` is deprecated and will be removed in Rails 7.2. (called from block in <main> at config/initializers/time.rb:3)",
};

/** Adds the routine background of [t0, t1]; `quietNoisy` excludes a service from being the noisy one. */
export function addBackground(sc: Scene, avoid: string[]): string {
  const r = sc.rng;
  const e = sc.estate;
  const span = sc.t1 - sc.t0;
  const every = (ms: number, jitter: number, f: (t: number, k: number) => void, from = sc.t0) => {
    let k = 0;
    for (let t = from + r.int(0, ms); t < sc.t1; t += ms + r.int(-jitter, jitter)) f(t, k++);
  };
  // health checks
  for (const a of e.apps)
    every(r.pick([10000, 15000]), 400, (t) =>
      sc.emit(t, a.name, "debug", sc.access(a.name, "GET", "/healthz", 200, r.int(0, 3))),
    );
  every(5000, 200, (t) =>
    sc.emit(
      t,
      e.edge.name,
      "info",
      e.edge.kind === "nginx"
        ? `${sc.ip()} - - "GET /nginx-health HTTP/1.1" 200 2 "-" "ELB-HealthChecker/2.0" rt=0.000 uct=- urt=-`
        : `"GET /ready HTTP/1.1" 200 - 0 5 0 - "${sc.ip()}" "kube-probe/1.29" "-" "${e.host}" "-"`,
    ),
  );
  // GC logs of the JVMs, Go gctrace on one Go service
  for (const a of e.apps.filter((x) => x.rt === "jvm")) {
    let gc = r.int(100, 4000);
    every(r.int(15000, 40000), 5000, (t) => {
      const before = r.int(700, 1900);
      sc.emit(
        t,
        a.name,
        "info",
        `[gc] GC(${gc++}) Pause Young (Normal) (G1 Evacuation Pause) ${before}M->${r.int(150, 400)}M(2048M) ${r.int(3, 25)}.${r.int(100, 999)}ms`,
      );
    });
  }
  const goSvc = e.apps.find((x) => x.rt === "go");
  if (goSvc) {
    let n = r.int(40, 900);
    every(30000, 6000, (t) =>
      sc.emit(
        t,
        goSvc.name,
        "info",
        `gc ${n++} @${((t - sc.t0) / 1000 + 3600).toFixed(3)}s 1%: 0.031+2.1+0.048 ms clock, 0.25+0.41/3.9/6.2+0.38 ms cpu, ${r.int(40, 90)}->${r.int(40, 90)}->${r.int(20, 40)} MB, ${r.int(80, 120)} MB goal, 0 MB stacks, 0 MB globals, 8 P`,
      ),
    );
  }
  // the worker: batch jobs and a Kafka consumer
  const worker = e.worker;
  const topic = e.topics[0];
  every(3000, 800, (t) =>
    sc.emit(t, worker, "info", sc.fill(`consumed {n}{n} records from ${topic} (lag {n}), committed offsets`)),
  );
  every(60000, 3000, (t, k) => {
    const job = ["nightly-export", "expire-holds", "reindex-delta", "reconcile-ledger"][k % 4];
    sc.emit(t, worker, "info", `job ${job} started (run ${r.hex(6)})`);
    sc.emit(
      t + r.int(4000, 25000),
      worker,
      "info",
      `job ${job} finished: processed=${r.int(200, 40000)} failed=0 duration=${r.int(4, 25)}s`,
    );
  });
  // Postgres
  const pg = e.stores.postgres;
  every(300000, 1000, (t) => {
    sc.emit(t, pg, "info", "LOG:  checkpoint starting: time");
    sc.emit(
      t + r.int(100000, 200000),
      pg,
      "info",
      `LOG:  checkpoint complete: wrote ${r.int(400, 4000)} buffers (${r.int(1, 9)}.${r.int(0, 9)}%); 0 WAL file(s) added, 0 removed, ${r.int(1, 4)} recycled; write=${r.int(100, 190)}.${r.int(100, 999)} s, sync=0.00${r.int(1, 9)} s, total=${r.int(100, 190)}.${r.int(100, 999)} s; sync files=${r.int(20, 90)}, longest=0.002 s, average=0.001 s; distance=${r.int(8000, 30000)} kB, estimate=${r.int(8000, 30000)} kB`,
    );
  });
  every(45000, 15000, (t) =>
    sc.emit(
      t,
      pg,
      "info",
      `LOG:  automatic vacuum of table "app.public.${r.pick(e.tables)}": index scans: 1, pages: 0 removed, ${r.int(1000, 90000)} remain, tuples: ${r.int(100, 9000)} removed, ${r.int(10000, 900000)} remain`,
    ),
  );
  every(70000, 30000, (t) => {
    sc.emit(
      t,
      pg,
      "error",
      `ERROR:  duplicate key value violates unique constraint "${r.pick(e.tables)}_idempotency_key_key"`,
    );
    sc.emit(t, pg, "info", `DETAIL:  Key (idempotency_key)=(${r.hex(8)}-${r.hex(4)}) already exists.`);
  });
  // MySQL
  const my = e.stores.mysql;
  every(40000, 20000, (t) =>
    sc.emit(
      t,
      my,
      "warn",
      `[Warning] [MY-010055] [Server] IP address '${sc.ip()}' could not be resolved: Name or service not known`,
    ),
  );
  every(90000, 40000, (t) =>
    sc.emit(
      t,
      my,
      "info",
      `[Note] [MY-010914] [Server] Aborted connection ${r.int(10000, 99999)} to db: 'app' user: 'app_ro' host: '${sc.ip()}' (Got an error reading communication packets).`,
    ),
  );
  // Redis
  const rd = e.stores.redis;
  every(60000, 2000, (t) => {
    const pid = r.int(1000, 9999);
    const d = new Date(t);
    const ts = `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${d.toISOString().slice(11, 23)}`;
    sc.emit(t, rd, "info", `1:M ${ts} * 100 changes in 60 seconds. Saving...`);
    sc.emit(t + 2, rd, "info", `1:M ${ts} * Background saving started by pid ${pid}`);
    sc.emit(t + r.int(200, 900), rd, "info", `${pid}:C ${ts} * DB saved on disk`);
    sc.emit(t + r.int(900, 1200), rd, "info", `1:M ${ts} * Background saving terminated with success`);
  });
  // Kafka
  const kf = e.stores.kafka;
  every(20000, 8000, (t) => {
    const part = `${r.pick(e.topics)}-${r.int(0, 11)}`;
    sc.emit(
      t,
      kf,
      "info",
      r.chance(0.5)
        ? `[LocalLog partition=${part}, dir=/var/lib/kafka/data] Rolled new log segment at offset ${r.int(1000000, 9000000)} in ${r.int(1, 6)} ms. (kafka.log.LocalLog)`
        : `[ProducerStateManager partition=${part}] Wrote producer snapshot at offset ${r.int(1000000, 9000000)} with 0 producer ids in ${r.int(1, 9)} ms. (kafka.log.ProducerStateManager)`,
    );
  });
  every(240000, 60000, (t) => {
    const gen = r.int(100, 900);
    sc.emit(
      t,
      kf,
      "info",
      `[GroupCoordinator 1]: Preparing to rebalance group ${worker} in state PreparingRebalance with old generation ${gen} (__consumer_offsets-${r.int(0, 49)}) (reason: Adding new member ${worker}-${r.hex(8)} with group instance id None) (kafka.coordinator.group.GroupCoordinator)`,
    );
    sc.emit(
      t + r.int(300, 3000),
      kf,
      "info",
      `[GroupCoordinator 1]: Stabilized group ${worker} generation ${gen + 1} (__consumer_offsets-${r.int(0, 49)}) with 3 members (kafka.coordinator.group.GroupCoordinator)`,
    );
  });
  // kubelet, autoscaler, leader election
  const kb = e.kubelet;
  every(90000, 40000, (t) => {
    const a = r.pick(e.apps).name;
    sc.emit(t, kb, "info", `"SyncLoop UPDATE" source="api" pods=["${e.namespace}/${a}-${r.hex(9)}-${r.hex(5)}"]`);
  });
  const as = e.autoscaler;
  every(120000, 30000, (t, k) => {
    const a = r.pick(e.apps).name;
    const cur = r.int(2, 6);
    if (k % 3 === 0)
      sc.emit(
        t,
        as,
        "info",
        `Scale-up: setting group eks-general-${r.hex(8)} size to ${cur + 1} instead of ${cur} (max: 12)`,
      );
    else if (k % 3 === 1) sc.emit(t, as, "info", "No unschedulable pods");
    else
      sc.emit(
        t,
        kb,
        "info",
        `horizontal-pod-autoscaler: New size: ${cur + 1}; reason: cpu resource utilization (percentage of request) above target (deployment ${e.namespace}/${a})`,
      );
  });
  every(60000, 5000, (t) =>
    sc.emit(t, as, "info", `leaderelection.go:283] successfully renewed lease kube-system/cluster-autoscaler`),
  );
  const le = sc.t0 + r.int(0.2 * span, 0.8 * span);
  sc.emit(
    le,
    as,
    "info",
    "leaderelection.go:250] attempting to acquire leader lease kube-system/cluster-autoscaler...",
  );
  sc.emit(
    le + r.int(2000, 9000),
    as,
    "info",
    "leaderelection.go:260] successfully acquired lease kube-system/cluster-autoscaler",
  );
  // a new pod from the HPA that is briefly not ready
  const hp = r.pick(e.apps).name;
  const ht = sc.t0 + r.int(0.1 * span, 0.9 * span);
  sc.emit(
    ht,
    kb,
    "info",
    `Successfully pulled image "registry.internal/${hp}:v${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 9)}" in ${r.int(1, 9)}.${r.int(100, 999)}s`,
  );
  sc.emit(
    ht + 4000,
    kb,
    "warn",
    `Readiness probe failed: Get "http://${sc.ip()}:8080/healthz": dial tcp ${sc.ip()}:8080: connect: connection refused (pod ${e.namespace}/${hp}-${r.hex(9)}-${r.hex(5)})`,
  );
  // deprecation warnings, a few per service that prints them
  for (const a of r.shuffle([...e.apps]).slice(0, 5)) {
    const n = r.int(1, 4);
    for (let i = 0; i < n; i++) sc.emit(sc.t0 + r.next() * span, a.name, "warn", DEPRECATION[a.rt]);
  }
  // the noisy service
  const cands = e.apps.filter((a) => !avoid.includes(a.name));
  const noisy = r.pick(cands);
  const msg = r.pick(NOISY[noisy.rt]);
  const lvl = msg.includes("older than") || msg.includes("close to expiry") ? "warn" : "error";
  every(r.int(4000, 12000), 1500, (t) => sc.emit(t, noisy.name, lvl, sc.fill(msg)));
  return noisy.name;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
