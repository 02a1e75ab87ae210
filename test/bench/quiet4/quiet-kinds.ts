// The 24 kinds of quiet window: alarming-looking but nothing to act on. Each writes its own lines into the
// window and returns one sentence saying what happens; `busy` lists services the unrelated deploy must avoid.
import { type Ctx, MIN } from "./ctx.js";
import { boot, stop } from "./estates.js";

export interface QuietKind {
  name: string;
  busy: (c: Ctx) => string[];
  run: (c: Ctx) => string;
}

const K8S = "kube-events";
const ip = (c: Ctx) =>
  `${c.rng.pick([45, 91, 103, 185, 193])}.${c.rng.int(0, 255)}.${c.rng.int(0, 255)}.${c.rng.int(1, 254)}`;
/** Per-estate wording for the kinds below. */
const LOCAL = {
  lab: {
    post: "/api/orders",
    builds: ["ward-tablet 2.3.1", "ward-tablet 2.4.0-rc1"],
    fields: ["specimen_type", "collected_at", "ordering_provider"],
    job: "cumulative-reports",
    partner: "regional-hie-feed",
    table: "observations",
  },
  chess: {
    post: "/api/lobby/seek",
    builds: ["ios 4.2.0 (TestFlight)", "android 4.2.0-beta3"],
    fields: ["timeControl", "variant", "color"],
    job: "season-archive",
    partner: "stats-aggregator",
    table: "games",
  },
  bike: {
    post: "/v1/rides",
    builds: ["android 6.3.0-beta2", "ios 6.3.0 (TestFlight)"],
    fields: ["start_at", "dock_id", "payment_method"],
    job: "nightly-settlement",
    partner: "open-data-portal",
    table: "trips",
  },
};
const ver = (c: Ctx) => `${c.rng.int(1, 6)}.${c.rng.int(0, 40)}.${c.rng.int(0, 9)}`;

function dbLost(c: Ctx, svc: string, t: number, db: string): void {
  const rt = c.e.runtime[svc];
  if (rt === "java")
    c.at(
      t,
      svc,
      "warn",
      `HikariPool-1 - Connection org.postgresql.jdbc.PgConnection@${c.rng.hex(7)} marked as broken because of SQLSTATE(57P01), ErrorCode(0)`,
    );
  else if (rt === "python")
    c.at(
      t,
      svc,
      "warn",
      `psycopg.OperationalError: terminating connection due to administrator command (host ${db}); reconnecting`,
    );
  else c.at(t, svc, "warn", `pg: connection to ${db} terminated by server (57P01 admin_shutdown); pool will redial`);
}

export const KINDS: QuietKind[] = [
  {
    name: "planned-db-failover",
    busy: (c) => [c.e.roles.db],
    run: (c) => {
      const { db, api, side } = c.e.roles;
      const mw = `MW-${c.rng.int(1000, 9999)}`;
      const t = c.frac(0.3 + c.rng.next() * 0.3);
      c.at(
        c.t0 + 20000,
        db,
        "info",
        `patroni: maintenance ${mw} announced: planned switchover ${db}-0 -> ${db}-1 at ${new Date(t).toISOString().slice(11, 16)}Z (minor upgrade 16.3 -> 16.4)`,
      );
      c.at(t, db, "info", `patroni: switchover requested by ops (${mw}), demoting ${db}-0`);
      c.at(t + 300, db, "info", "LOG:  received fast shutdown request");
      for (let i = 0; i < c.rng.int(6, 14); i++)
        c.at(t + 400 + i * 30, db, "error", "FATAL:  terminating connection due to administrator command");
      c.at(t + 5200, db, "info", `patroni: promoted ${db}-1 to leader, timeline 14`);
      c.at(t + 9000, db, "info", `patroni: ${db}-0 rejoined as replica, streaming from ${db}-1`);
      for (const s of [api, side]) {
        for (let i = 0; i < c.rng.int(3, 7); i++) dbLost(c, s, t + 500 + i * 180, db);
        c.at(
          t + 6000 + c.rng.int(0, 900),
          s,
          "info",
          `reconnected to ${db} primary (${db}-1) after ${(5 + c.rng.next() * 2).toFixed(1)}s; in-flight statements retried`,
        );
      }
      c.at(t + 60000, db, "info", `patroni: maintenance ${mw} complete, cluster healthy (lag 0 B)`);
      return `Announced planned switchover of ${db} during maintenance ${mw}: brief admin-shutdown disconnects in ${api} and ${side}, all reconnect within seconds.`;
    },
  },
  {
    name: "load-test",
    busy: () => ["loadgen"],
    run: (c) => {
      const lt = `LT-${c.rng.int(1000, 9999)}`;
      const a = c.frac(0.15);
      const b = c.frac(0.75 + c.rng.next() * 0.2);
      c.latMods.push((t) => (t >= a && t < b ? 1.7 : 1));
      c.at(
        a - 5000,
        "loadgen",
        "info",
        `k6 scenario ${lt} (perf-team, announced): ramping to 250 VUs against ${c.e.roles.edge}, synthetic accounts only, header x-load-test=${lt}`,
      );
      c.every(
        a,
        b,
        30000,
        (t) =>
          c.at(
            t,
            "loadgen",
            "info",
            `running (${Math.round((t - a) / 1000)}s), ${c.rng.int(240, 250)}/250 VUs, ${c.rng.int(1000, 90000)} complete iterations, http_req_failed 0.0${c.rng.int(1, 6)}%`,
          ),
        0,
      );
      c.poisson(a, b, 150, (t) =>
        c.e.edge(
          c,
          t,
          "GET",
          c.e.userPath(c),
          c.rng.chance(0.01) ? 429 : 200,
          c.ms(t, 40),
          c.id(),
          "loadgen-synthetic",
        ),
      );
      c.every(a + 60000, b, 90000, (t) =>
        c.at(
          t,
          c.e.roles.api,
          "warn",
          `p99 latency ${c.rng.int(620, 980)}ms above 500ms objective (load test ${lt} in progress)`,
        ),
      );
      c.at(b, "loadgen", "info", `${lt} finished: thresholds passed (p95<800ms, errors<1%), ramping down`);
      return `Announced k6 load test ${lt} against ${c.e.roles.edge}: synthetic traffic, raised latency and p99 warnings, thresholds pass.`;
    },
  },
  {
    name: "chaos-experiment",
    busy: (c) => [c.e.roles.side],
    run: (c) => {
      const { side, edge } = c.e.roles;
      const ce = `CE-${c.rng.int(100, 999)}`;
      const t = c.frac(0.35);
      c.at(
        t - 2000,
        "chaos-runner",
        "info",
        `experiment ${ce} "pod-kill ${side}" started (game day, blast radius 1/3 replicas, abort if error budget burn > 2x)`,
      );
      c.at(t, "chaos-runner", "warn", `${ce}: killed pod ${side}-${c.rng.hex(5)} with SIGKILL`);
      for (let i = 0; i < c.rng.int(8, 20); i++)
        c.at(
          t + 200 + i * 400,
          edge,
          "error",
          `upstream ${side} connect failed: connection refused (endpoint 10.4.${c.rng.int(0, 9)}.${c.rng.int(2, 250)}:8080), retried on healthy replica`,
          undefined,
          c.id(),
        );
      boot(c, t + 9000, side, ver(c));
      c.at(
        t + 40000,
        "chaos-runner",
        "info",
        `${ce}: steady-state hypothesis held (success rate 99.97%), experiment completed, rolled back`,
      );
      return `Game-day chaos experiment ${ce} kills one ${side} pod; ${edge} logs connection-refused errors but retries on healthy replicas until the pod is back.`;
    },
  },
  {
    name: "security-scanner",
    busy: () => [],
    run: (c) => {
      const src = ip(c);
      const a = c.frac(0.2);
      const b = a + c.rng.int(3, 7) * MIN;
      const paths = [
        "/.env",
        "/wp-login.php",
        "/.git/config",
        "/actuator/env",
        "/phpmyadmin/index.php",
        "/admin",
        "/api/v1/users",
        "/server-status",
        "/cgi-bin/luci",
        "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
      ];
      c.poisson(a, b, 120, (t) => {
        const p = c.rng.pick(paths);
        const st = p.startsWith("/api") || p === "/admin" ? c.rng.pick([401, 403]) : 404;
        c.e.edge(c, t, c.rng.pick(["GET", "GET", "POST"]), p, st, c.rng.int(1, 6), undefined, src);
        if (c.rng.chance(0.15))
          c.at(
            t + 1,
            c.e.roles.edge,
            "warn",
            `waf: blocked ${src} rule 930130 (restricted file access) ua="Mozilla/5.0 (compatible; Nuclei - Open-source project (github.com/projectdiscovery/nuclei))"`,
          );
      });
      c.at(b, c.e.roles.edge, "warn", `waf: ${src} banned for 3600s after 2000 blocked requests`);
      return `An external vulnerability scanner floods ${c.e.roles.edge} with 401/403/404 probes for a few minutes until the WAF bans its address.`;
    },
  },
  {
    name: "bad-client-4xx",
    busy: () => [],
    run: (c) => {
      const { edge, api } = c.e.roles;
      const build = c.rng.pick(LOCAL[c.e.key].builds);
      c.poisson(c.t0, c.t1, 900, (t) => {
        const id = c.id();
        c.at(
          t,
          api,
          "warn",
          `request rejected: body.${c.rng.pick(LOCAL[c.e.key].fields)} ${c.rng.pick(["has an unexpected type", "is required", "must match pattern"])} (client ${build})`,
          undefined,
          id,
        );
        c.e.edge(c, t + 3, "POST", LOCAL[c.e.key].post, c.rng.pick([400, 422]), c.rng.int(2, 9), id);
      });
      c.at(c.frac(0.5), edge, "warn", `client ${build} accounts for 97% of 4xx in the last 5m (top: 422)`);
      return `One pre-release client build (${build}) sends malformed bodies all window; ${api} rejects them correctly with 400/422.`;
    },
  },
  {
    name: "batch-retries",
    busy: (c) => [c.e.roles.batch],
    run: (c) => {
      const { batch } = c.e.roles;
      const job = LOCAL[c.e.key].job;
      const a = c.frac(0.1);
      const n = c.rng.int(2000, 9000);
      let failed = 0;
      c.at(a, batch, "info", `job ${job} run #${c.rng.int(300, 900)} started: ${n} items, 8 workers`);
      c.poisson(a, c.frac(0.6), 2500, (t) => {
        failed++;
        c.at(
          t,
          batch,
          "error",
          `item ${c.rng.int(1, n)} failed: ${c.rng.pick(["deadlock detected (SQLSTATE 40P01)", "upstream returned 503", "could not serialize access due to concurrent update"])}; requeued (attempt 1/5)`,
        );
      });
      c.every(a, c.frac(0.6), 60000, (t) => c.at(t, batch, "info", `job ${job}: ${c.rng.int(10, 90)}% done`), 0.1);
      c.at(c.frac(0.7), batch, "info", `job ${job} retry pass 1: ${failed}/${failed} requeued items succeeded`);
      c.at(c.frac(0.72), batch, "info", `job ${job} finished: ${n} ok, 0 failed, ${failed} retried`);
      return `Batch job ${job} in ${batch} logs ${failed} item failures that are requeued and all succeed on the retry pass.`;
    },
  },
  {
    name: "canary",
    busy: (c) => [c.e.roles.api],
    run: (c) => {
      const { api } = c.e.roles;
      const v = ver(c);
      const a = c.frac(0.15);
      c.at(a, "rollout-controller", "info", `rollout ${api} -> ${v}: canary step 1 setWeight 10`);
      boot(c, a + 2000, api, v);
      c.at(
        a + 4 * MIN,
        "rollout-controller",
        "info",
        `analysis run ${api}-${v}: success-rate 99.96% (baseline 99.95%), p95 212ms (baseline 208ms): Successful`,
      );
      c.at(a + 4 * MIN + 500, "rollout-controller", "info", `rollout ${api}: canary step 2 setWeight 50`);
      c.at(
        a + 8 * MIN,
        "rollout-controller",
        "info",
        `rollout ${api}: promoted ${v} to stable, scaling down previous ReplicaSet`,
      );
      stop(c, a + 8 * MIN + 3000, api);
      c.at(a + 2 * MIN, api, "warn", `canary ${v}: feature flag 'new-serializer' evaluated true for 10% cohort`);
      return `Canary rollout of ${api} ${v} passes analysis at 10% and 50% and is promoted.`;
    },
  },
  {
    name: "blue-green",
    busy: (c) => [c.e.roles.api],
    run: (c) => {
      const { api, edge } = c.e.roles;
      const t = c.frac(0.4);
      const v = ver(c);
      boot(c, t - 3 * MIN, api, v);
      c.at(t, edge, "info", `route switch: ${api} blue -> green (${v}) by deploy pipeline #${c.rng.int(2000, 9000)}`);
      c.at(t + 200, edge, "warn", `draining ${c.rng.int(80, 400)} connections from ${api}-blue (grace 60s)`);
      for (let i = 0; i < c.rng.int(3, 10); i++)
        c.at(
          t + 1000 + i * 3000,
          edge,
          "warn",
          `upstream ${api}-blue closed keep-alive connection during drain; request replayed on green`,
          undefined,
          c.id(),
        );
      stop(c, t + 62000, api);
      c.at(t + 65000, edge, "info", `${api}-blue pool empty, kept for rollback for 24h`);
      return `Blue/green switch of ${api} to ${v}: ${edge} drains blue connections, a few replayed requests, no failures.`;
    },
  },
  {
    name: "autoscale-churn",
    busy: (c) => [c.e.roles.side],
    run: (c) => {
      const { side, edge } = c.e.roles;
      const v = ver(c);
      c.every(c.frac(0.1), c.t1, 6 * MIN, (t) => {
        const up = c.rng.int(5, 9);
        c.at(
          t,
          K8S,
          "info",
          `HorizontalPodAutoscaler/${side}: New size: ${up}; reason: cpu resource utilization (percentage of request) above target`,
        );
        for (let i = 0; i < 2; i++) boot(c, t + 4000 + i * 1500, side, v);
        const d = t + 3 * MIN;
        c.at(d, K8S, "info", `HorizontalPodAutoscaler/${side}: New size: ${up - 3}; reason: All metrics below target`);
        stop(c, d + 1000, side);
        c.at(
          d + 1500,
          edge,
          "warn",
          `endpoint ${side} 10.4.${c.rng.int(0, 9)}.${c.rng.int(2, 250)} removed while 2 requests in flight; retried`,
        );
      });
      return `Autoscaling churn: ${side} scales up and down every few minutes, pods start and drain, ${edge} retries the odd in-flight request.`;
    },
  },
  {
    name: "rollout-restart",
    busy: (c) => [c.e.roles.side],
    run: (c) => {
      const svc = c.e.roles.side;
      const a = c.frac(0.3);
      const v = ver(c);
      c.at(a, K8S, "info", `deployment/${svc} restarted (kubectl rollout restart by ops, config map refresh)`);
      for (let i = 0; i < 3; i++) {
        const t = a + i * 45000;
        boot(c, t, svc, v);
        c.at(
          t + 2000,
          K8S,
          "warn",
          `Readiness probe failed for ${svc}-${c.rng.hex(5)}: HTTP probe failed with statuscode: 503`,
        );
        c.at(t + 25000, K8S, "info", `pod ${svc}-${c.rng.hex(5)} Ready; terminating old replica`);
        stop(c, t + 26000, svc);
      }
      c.at(a + 150000, K8S, "info", `deployment "${svc}" successfully rolled out`);
      return `A rollout restart of ${svc}: three pods cycle with expected early readiness-probe failures and the rollout completes.`;
    },
  },
  {
    name: "chronic-only",
    busy: () => [],
    run: (c) => {
      for (const ch of c.e.chronic.slice(0, 3)) {
        const p = c.rng.int(3, 9) * 1000;
        c.every(c.t0 + c.rng.int(0, p), c.t1, p, (t) => c.at(t, ch.svc, ch.level, ch.msg(c), ch.stack), 0.3);
      }
      return "Nothing happens beyond loud chronic errors that run at the same rate from the first minute to the last.";
    },
  },
  {
    name: "debug-switch",
    busy: (c) => [c.e.roles.api],
    run: (c) => {
      const { api, db } = c.e.roles;
      const a = c.frac(0.3);
      const b = c.frac(0.85);
      c.at(
        a,
        api,
        "warn",
        `log level changed INFO -> DEBUG by oncall via /admin/loglevel (ticket OPS-${c.rng.int(1000, 9999)}, auto-revert in 30m)`,
      );
      c.poisson(a, b, 60, (t) =>
        c.at(
          t,
          api,
          "debug",
          c.rng.pick([
            `pool ${db}: acquired conn #${c.rng.int(1, 20)} in 0.${c.rng.int(1, 9)}ms`,
            `SQL: SELECT * FROM ${LOCAL[c.e.key].table} WHERE id = $1 [${c.rng.int(1, 1e6)}]`,
            `cache lookup key=${c.rng.hex(10)} hit=${c.rng.chance(0.9)}`,
            `outbound headers: accept-encoding=gzip, x-retry=0`,
          ]),
          undefined,
          c.id(),
        ),
      );
      c.at(b, api, "info", "log level reverted DEBUG -> INFO");
      return `Oncall switches ${api} to DEBUG for a while; line volume multiplies, nothing fails.`;
    },
  },
  {
    name: "cache-warmup",
    busy: (c) => [c.e.roles.cache],
    run: (c) => {
      const svc = c.e.roles.cache;
      const a = c.frac(0.2);
      const warm = c.rng.int(2, 5) * MIN;
      stop(c, a - 4000, svc);
      boot(c, a, svc, ver(c));
      c.latMods.push((t) => (t >= a && t < a + warm ? 1 + 3 * (1 - (t - a) / warm) : 1));
      c.at(a + 3000, svc, "warn", `cache cold after deploy: warming ${c.rng.int(50, 200)}k keys in background`);
      c.every(a + 20000, a + warm, 30000, (t) =>
        c.at(
          t,
          svc,
          "warn",
          `p99 ${c.rng.int(400, 1400)}ms during cache warm-up (hit ratio ${(0.3 + (0.6 * (t - a)) / warm).toFixed(2)})`,
        ),
      );
      c.at(a + warm, svc, "info", `cache warm-up complete in ${Math.round(warm / 1000)}s, hit ratio 0.95`);
      return `After a deploy ${svc} warms its cache: a few minutes of slower responses and latency warnings, then normal.`;
    },
  },
  {
    name: "cert-renewal",
    busy: () => ["cert-manager"],
    run: (c) => {
      const { edge } = c.e.roles;
      const t = c.frac(0.4);
      c.at(
        c.t0 + 5000,
        edge,
        "warn",
        "TLS certificate for public listener expires in 29 days (not after 2026-12-25T09:14:00Z)",
      );
      c.at(t, "cert-manager", "info", `Certificate ${c.e.ns}/${edge}-tls: renewing, Secret will expire in 29d`);
      c.at(
        t + 9000,
        "cert-manager",
        "info",
        `Certificate ${c.e.ns}/${edge}-tls: issued by letsencrypt-prod, serial 04:${c.rng.hex(2)}:${c.rng.hex(2)}, valid until 2027-02-23`,
      );
      c.at(t + 12000, edge, "info", "TLS certificate reloaded from secret without restart");
      for (let i = 0; i < c.rng.int(2, 6); i++)
        c.at(
          t + 12000 + i * 700,
          edge,
          "warn",
          `http: TLS handshake error from ${ip(c)}:${c.rng.int(30000, 60000)}: EOF`,
        );
      return `Scheduled certificate renewal for ${edge}: expiry warning, renewal, hot reload with a few handshake EOFs from clients mid-reload.`;
    },
  },
  {
    name: "gc-pauses",
    busy: (c) => [c.e.roles.gc],
    run: (c) => {
      const svc = c.e.roles.gc;
      c.every(c.t0, c.t1, 15000, (t, i) => {
        const before = c.rng.int(900, 1800);
        c.at(
          t,
          svc,
          "info",
          `[gc] GC(${4000 + i}) Pause Young (Normal) (G1 Evacuation Pause) ${before}M->${c.rng.int(250, 420)}M(2048M) ${(c.rng.next() * 30 + 5).toFixed(3)}ms`,
        );
      });
      c.every(c.frac(0.1), c.t1, 4 * MIN, (t) => {
        const ms = c.rng.int(260, 480);
        c.at(
          t,
          svc,
          "warn",
          `[gc] Pause Young (Concurrent Start) (G1 Humongous Allocation) 1650M->390M(2048M) ${ms}.${c.rng.int(100, 999)}ms`,
        );
        c.at(t + 5, svc, "warn", `JVM pause ${ms}ms exceeded 200ms target (heap after GC 19%)`);
      });
      return `${svc} logs regular G1 pauses and a few long humongous-allocation pauses, heap after GC stays low.`;
    },
  },
  {
    name: "dependency-blip",
    busy: (c) => [c.e.roles.vendorCaller],
    run: (c) => {
      const svc = c.e.roles.vendorCaller;
      const { host } = c.e.vendor;
      const a = c.frac(0.45);
      let n = 0;
      c.poisson(a, a + 40000, 1500, (t) => {
        n++;
        c.at(t, svc, "warn", `POST https://${host}/v2/messages -> 503 Service Unavailable; retry 1/4 in 1s`);
        c.at(t + 1100 + c.rng.int(0, 300), svc, "info", `POST https://${host}/v2/messages -> 200 on retry 1`);
      });
      c.at(a + 60000, svc, "info", `${c.e.vendor.name} recovered: ${n} requests retried, 0 failed`);
      return `${c.e.vendor.name} (called by ${svc}) returns 503 for about forty seconds; every call succeeds on the first retry.`;
    },
  },
  {
    name: "crawler-404",
    busy: () => [],
    run: (c) => {
      const { edge } = c.e.roles;
      const ua = c.rng.pick(["AhrefsBot/7.0", "Bytespider", "SemrushBot/7~bl", "PetalBot"]);
      const src = ip(c);
      c.poisson(c.frac(0.1), c.frac(0.9), 400, (t) =>
        c.e.edge(
          c,
          t,
          "GET",
          `/${c.rng.pick(["old", "archive", "share", "p"])}/${c.rng.hex(6)}`,
          c.rng.chance(0.2) ? 429 : 404,
          c.rng.int(1, 4),
          undefined,
          src,
        ),
      );
      c.at(
        c.frac(0.3),
        edge,
        "warn",
        `rate limit: client ${src} ua="${ua}" exceeded 10 req/s on anonymous paths, throttling with 429`,
      );
      return `A search-engine crawler (${ua}) walks stale links; ${edge} answers 404 and throttles it with 429.`;
    },
  },
  {
    name: "backup-replica-lag",
    busy: (c) => [c.e.roles.db],
    run: (c) => {
      const { db } = c.e.roles;
      const a = c.frac(0.1);
      c.at(a, db, "info", `LOG:  starting backup nightly-${c.rng.hex(6)} (pgbackrest, full)`);
      c.every(a + MIN, c.frac(0.8), 45000, (t) =>
        c.at(
          t,
          db,
          "warn",
          `replication lag on ${db}-1 is ${(c.rng.next() * 20 + 4).toFixed(1)}s (alert threshold 60s) during backup`,
        ),
      );
      c.at(
        c.frac(0.82),
        db,
        "info",
        `LOG:  backup completed: ${c.rng.int(80, 400)} GB in ${c.rng.int(10, 30)} min, checksum ok`,
      );
      return `Nightly full backup of ${db} with replica-lag warnings below the alert threshold.`;
    },
  },
  {
    name: "vendor-maintenance",
    busy: (c) => [c.e.roles.vendorCaller],
    run: (c) => {
      const svc = c.e.roles.vendorCaller;
      const { name, host } = c.e.vendor;
      const a = c.frac(0.25);
      const b = a + c.rng.int(4, 9) * MIN;
      c.at(
        c.t0 + 1000,
        svc,
        "info",
        `status page: ${name} scheduled maintenance ${new Date(a).toISOString().slice(11, 16)}-${new Date(b).toISOString().slice(11, 16)} UTC`,
      );
      c.at(
        a,
        svc,
        "warn",
        `${name} maintenance window open: ${host} answers 503 Retry-After 120, queueing outbound requests`,
      );
      let q = 0;
      c.poisson(a, b, 4000, (t) => c.at(t, svc, "warn", `queued outbound request #${++q} for ${name} (maintenance)`));
      c.at(b, svc, "info", `${name} maintenance over, flushed ${q} queued requests, all accepted`);
      return `Announced ${name} maintenance: ${svc} queues its requests during the window and flushes them afterwards.`;
    },
  },
  {
    name: "credential-stuffing-blocked",
    busy: () => [],
    run: (c) => {
      const { auth, edge } = c.e.roles;
      const net = `${c.rng.pick([45, 91, 193])}.${c.rng.int(0, 255)}.${c.rng.int(0, 255)}`;
      const a = c.frac(0.3);
      const b = a + c.rng.int(3, 6) * MIN;
      c.poisson(a, b, 250, (t) => {
        const id = c.id();
        c.at(
          t,
          auth,
          "warn",
          `authentication failed for user '${c.rng.pick(["admin", "test", "j.smith", "maria", "alex", "info"])}${c.rng.int(1, 999)}': invalid password (src ${net}.${c.rng.int(1, 254)})`,
          undefined,
          id,
        );
        c.e.edge(c, t + 4, "POST", "/api/auth/login", 401, c.rng.int(20, 60), id, `${net}.${c.rng.int(1, 254)}`);
      });
      c.at(a + MIN, auth, "warn", `lockout: ${c.rng.int(5, 30)} accounts locked for 15m after 5 failures each`);
      c.at(
        b,
        edge,
        "warn",
        `bot protection: ${net}.0/24 blocked after credential-stuffing pattern (${c.rng.int(900, 3000)} failed logins)`,
      );
      return `A credential-stuffing run from one /24 produces a flood of 401s at ${auth}; lockouts and the edge block stop it, real users unaffected.`;
    },
  },
  {
    name: "tenant-rate-limit",
    busy: () => [],
    run: (c) => {
      const { edge } = c.e.roles;
      const key = `ak_${c.rng.hex(10)}`;
      const partner = LOCAL[c.e.key].partner;
      c.poisson(c.t0, c.t1, 500, (t) =>
        c.e.edge(c, t, "GET", c.e.userPath(c), 429, 1, undefined, `partner:${partner}`),
      );
      c.every(c.t0, c.t1, 60000, (t) =>
        c.at(
          t,
          edge,
          "warn",
          `rate limit exceeded for api key ${key} (${partner}): ${c.rng.int(1100, 1500)}/min > 600/min, rejecting with 429`,
        ),
      );
      return `One partner API key (${partner}) exceeds its quota all window and is throttled with 429 as designed.`;
    },
  },
  {
    name: "consumer-rebalance",
    busy: (c) => [c.e.roles.consumer],
    run: (c) => {
      const svc = c.e.roles.consumer;
      const t = c.frac(0.4);
      c.at(t, svc, "info", `[Consumer groupId=${svc}] Request joining group due to: group is already rebalancing`);
      c.at(
        t + 100,
        svc,
        "warn",
        `[Consumer groupId=${svc}] Revoking previously assigned partitions [events-0, events-1, events-2]`,
      );
      c.at(
        t + 3500,
        svc,
        "info",
        `[Consumer groupId=${svc}] Successfully joined group with generation Generation{generationId=${c.rng.int(40, 90)}}`,
      );
      c.every(t + 5000, t + 90000, 15000, (x) =>
        c.at(x, svc, "warn", `consumer lag ${c.rng.int(200, 4000)} messages after rebalance, catching up`),
      );
      c.at(t + 100000, svc, "info", "consumer lag back to 0");
      return `Consumer group rebalance in ${svc} after a peer pod restarted: partitions revoked, lag warnings, caught up.`;
    },
  },
  {
    name: "node-drain",
    busy: (c) => [c.e.roles.side, c.e.roles.batch],
    run: (c) => {
      const t = c.frac(0.3);
      const v = ver(c);
      const nodeName = `ip-10-0-${c.rng.int(1, 9)}-${c.rng.int(10, 250)}`;
      c.at(t, K8S, "info", `Node ${nodeName} cordoned for kernel patching (maintenance window, announced)`);
      for (const [i, s] of [c.e.roles.side, c.e.roles.batch].entries()) {
        c.at(t + 2000 + i * 20000, K8S, "info", `Evicted pod ${s}-${c.rng.hex(5)} (PodDisruptionBudget ok)`);
        stop(c, t + 2500 + i * 20000, s);
        boot(c, t + 6000 + i * 20000, s, v);
      }
      c.at(t + 5 * MIN, K8S, "info", `Node ${nodeName} rebooted and uncordoned`);
      return `A node is drained for kernel patching; ${c.e.roles.side} and ${c.e.roles.batch} are evicted and rescheduled.`;
    },
  },
  {
    name: "disk-cleanup",
    busy: (c) => [c.e.roles.batch],
    run: (c) => {
      const svc = c.e.roles.batch;
      const t = c.frac(0.4);
      c.at(t, svc, "warn", `disk usage on /var/lib/${svc} at 86% (warning at 85%)`);
      c.at(t + 30000, svc, "info", "logrotate: compressed 14 files, removed 6 older than 7 days, freed 22.4 GiB");
      c.at(t + 31000, svc, "info", `disk usage on /var/lib/${svc} at 41%`);
      return `A disk usage warning on ${svc} is cleared by scheduled log rotation.`;
    },
  },
];
