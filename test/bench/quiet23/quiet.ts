// Harmless noise that looks alarming: each kind writes a burst of lines at time t; nothing is broken afterwards.
import { ROLES } from "./roles.js";
import { add, type Ctx, deployLines, gatewayLine, traceId } from "./stream.js";

export interface Noise {
  kind: string;
  run: (c: Ctx, t: number) => void;
}

const S = 1000;
const others = (c: Ctx) => Object.keys(c.estate.services).filter((s) => s !== c.estate.gateway);
const rt = (c: Ctx, s: string) => c.estate.services[s];
const klog = (t: number) => {
  const d = new Date(t).toISOString();
  return `${d.slice(5, 7)}${d.slice(8, 10)} ${d.slice(11, 23)}000`;
};
export const ngx = (t: number) => new Date(t).toISOString().slice(0, 19).replace(/-/g, "/").replace("T", " ");
const ip = (c: Ctx) => `10.42.${c.r.int(0, 9)}.${c.r.int(2, 250)}`;

function gw(c: Ctx, t: number, n: number, spanSec: number, status: number, path: string, up: string, method = "GET") {
  for (let i = 0; i < n; i++) {
    const tt = t + c.r.int(0, spanSec * S);
    c.evs.push(gatewayLine(c, tt, method, path, status, c.r.int(1, 80), up, traceId(c)));
  }
}

export const NOISES: Noise[] = [
  {
    kind: "node drain moves pods",
    run: (c, t) => {
      const svcs = c.r.shuffle(others(c)).slice(0, 3);
      svcs.forEach((s, i) => {
        deployLines(c, t + i * c.r.int(8, 20) * S, s, "same image (rescheduled)");
      });
      const bad = c.estate.services[c.estate.gateway] === "envoy" ? 503 : 502;
      gw(c, t, c.r.int(2, 5), 30, bad, "/healthz", svcs[0]);
    },
  },
  {
    kind: "autoscaler adds replicas (cold starts)",
    run: (c, t) => {
      const s = c.r.pick(others(c));
      for (let i = 0; i < 3; i++) {
        const tt = t + i * c.r.int(5, 15) * S;
        add(
          c,
          tt,
          s,
          "INFO",
          rt(c, s) === "java" ? "HikariPool-1 - Starting..." : "worker process started (cold start)",
        );
        for (let k = 0; k < 4; k++)
          add(
            c,
            tt + c.r.int(2, 30) * S,
            s,
            "WARN",
            `slow request: ${c.r.int(1800, 4800)}ms (cold cache, first requests after start) path=/internal/warmup`,
          );
      }
    },
  },
  {
    kind: "pod evicted for ephemeral storage and rescheduled",
    run: (c, t) => {
      const s = ROLES[c.estate.key].batch;
      add(c, t, s, "WARN", "received SIGTERM while job in progress; checkpointing at batch 41/120");
      deployLines(c, t + 500, s, "same image (rescheduled)");
      add(c, t + c.r.int(15, 25) * S, s, "INFO", "resuming job from checkpoint batch 41/120");
    },
  },
  {
    kind: "migration lock wait on rollout",
    run: (c, t) => {
      const s = ROLES[c.estate.key].db;
      for (let i = 1; i <= 6; i++)
        add(c, t + i * 5 * S, s, "WARN", `Waiting for schema migration lock held by another pod (attempt ${i}/30)`);
      add(c, t + 33 * S, s, "INFO", "Migrations are up to date; 0 pending");
    },
  },
  {
    kind: "long GC pauses make probes slow",
    run: (c, t) => {
      const s = others(c).find((x) => rt(c, x) === "java") ?? others(c)[0];
      for (let i = 0; i < 8; i++) {
        const tt = t + i * c.r.int(6, 15) * S;
        add(
          c,
          tt,
          s,
          "WARN",
          `[gc,humongous] GC(${c.r.int(3000, 4000)}) Pause Young (Concurrent Start) (G1 Humongous Allocation) ${c.r.int(700, 900)}M->${c.r.int(200, 400)}M(1024M) ${c.r.int(280, 640)}.${c.r.int(100, 999)}ms`,
        );
        add(c, tt + 400, s, "WARN", `GET /actuator/health/liveness 200 ${c.r.int(600, 1400)}ms`);
      }
    },
  },
  {
    kind: "mobile clients abort requests (499 / client disconnects)",
    run: (c, t) => {
      const st = c.estate.services[c.estate.gateway] === "nginx" ? 499 : 0;
      gw(c, t, c.r.int(25, 60), 90, st, c.estate.routes[0].path(c.r), c.estate.routes[0].hops[0].svc);
      const s = c.estate.routes[0].hops[0].svc;
      for (let i = 0; i < 12; i++)
        add(
          c,
          t + c.r.int(0, 90 * S),
          s,
          "WARN",
          rt(c, s) === "go"
            ? 'request canceled err="context canceled" path=/events'
            : "client closed connection before response was written (request aborted)",
        );
    },
  },
  {
    kind: "ingress config reload",
    run: (c, t) => {
      const g = c.estate.gateway;
      const k = c.estate.services[g];
      if (k === "nginx") {
        add(
          c,
          t,
          g,
          "INFO",
          `I${klog(t)} 7 controller.go:214] "Configuration changes detected, backend reload required"`,
        );
        add(c, t + 900, g, "INFO", `I${klog(t + 900)} 7 controller.go:228] "Backend successfully reloaded"`);
        add(
          c,
          t + 1100,
          g,
          "WARN",
          `${ngx(t + 1100)} [error] 31#31: *${c.r.int(100000, 999999)} upstream prematurely closed connection while reading response header from upstream, client: ${ip(c)}, server: app.tallyhive.example`,
        );
      } else if (k === "envoy") {
        add(c, t, g, "INFO", `[lds] lds: add/update listener '0.0.0.0_8443'`);
        add(c, t + 200, g, "INFO", `[cds] cds: add ${c.r.int(12, 30)} cluster(s), remove ${c.r.int(1, 4)} cluster(s)`);
        add(c, t + 400, g, "WARN", "[main] [source/server/drain_manager_impl.cc:168] shutting down parent after drain");
      } else {
        add(c, t, g, "INFO", "config reloaded from /etc/portal/routes.yaml (3 routes changed)");
      }
    },
  },
  {
    kind: "canary rollout of an unrelated service",
    run: (c, t) => {
      const s = c.r.pick(others(c));
      deployLines(c, t, s, `v${c.r.int(2, 9)}.${c.r.int(0, 40)}.${c.r.int(0, 9)}`);
      for (const w of [10, 25, 50, 100])
        add(
          c,
          t + w * 2 * S,
          s,
          "INFO",
          `canary weight now ${w}% (analysis: success-rate 99.9%, p99 ${c.r.int(80, 200)}ms)`,
        );
    },
  },
  {
    kind: "feature flag stream reconnects",
    run: (c, t) => {
      const s = ROLES[c.estate.key].flags;
      for (let i = 0; i < 3; i++) {
        const tt = t + i * c.r.int(40, 90) * S;
        add(c, tt, s, "WARN", "[LaunchDarkly] Received I/O error (Read timed out) for streaming request - will retry");
        add(c, tt + c.r.int(1, 4) * S, s, "INFO", "[LaunchDarkly] Opened LaunchDarkly stream connection");
      }
    },
  },
  {
    kind: "CDN purge sends cache misses to the backend",
    run: (c, t) => {
      const s = c.estate.routes[0].hops[0].svc;
      add(c, t, s, "INFO", "cache purge received from CDN webhook: 18,442 objects invalidated (release assets)");
      for (let i = 0; i < 40; i++)
        add(
          c,
          t + c.r.int(0, 120 * S),
          s,
          "WARN",
          `slow request ${c.r.int(900, 3200)}ms cache=MISS path=${c.estate.routes[0].path(c.r)}`,
        );
    },
  },
  {
    kind: "WAF blocks a vulnerability scanner",
    run: (c, t) => {
      const paths = [
        "/wp-login.php",
        "/.env",
        "/.git/config",
        "/actuator/env",
        "/phpmyadmin/index.php",
        "/cgi-bin/luci",
        "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
      ];
      for (let i = 0; i < c.r.int(40, 90); i++) {
        const tt = t + c.r.int(0, 150 * S);
        c.evs.push(
          gatewayLine(
            c,
            tt,
            c.r.pick(["GET", "POST"]),
            c.r.pick(paths),
            c.r.pick([403, 403, 404]),
            c.r.int(0, 3),
            c.estate.routes[0].hops[0].svc,
          ),
        );
      }
    },
  },
  {
    kind: "managed database planned failover",
    run: (c, t) => {
      const s = ROLES[c.estate.key].db;
      const k = ROLES[c.estate.key].dbRt;
      const m =
        k === "java"
          ? `HikariPool-1 - Connection org.postgresql.jdbc.PgConnection@${c.r.hex(8)} marked as broken because of SQLSTATE(08006), ErrorCode(0)`
          : k === "dotnet"
            ? "warn: Microsoft.EntityFrameworkCore.Infrastructure[10404] A transient exception occurred during execution. The operation will be retried after 0ms. Npgsql.NpgsqlException (0x80004005): Exception while reading from stream"
            : k === "ruby"
              ? 'ActiveRecord::ConnectionNotEstablished: connection to server at "10.20.0.14", port 5432 failed: server closed the connection unexpectedly (retrying)'
              : "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) server closed the connection unexpectedly; pool_pre_ping discarding connection and retrying";
      add(
        c,
        t - 30 * S,
        s,
        "INFO",
        "maintenance notice: primary DB scheduled failover window 10 min (ticket CHG-4471)",
      );
      for (let i = 0; i < c.r.int(6, 14); i++) add(c, t + c.r.int(0, 25 * S), s, "WARN", m);
      add(
        c,
        t + 28 * S,
        s,
        "INFO",
        "database connection pool re-established against new primary (0 requests failed after retry)",
      );
    },
  },
  {
    kind: "read replica lag during nightly analytics",
    run: (c, t) => {
      const s = ROLES[c.estate.key].db;
      for (let i = 0; i < 12; i++)
        add(
          c,
          t + i * 15 * S,
          s,
          "WARN",
          `replica lag ${c.r.int(31, 95)}s exceeds 30s threshold; routing reads to primary`,
        );
      add(c, t + 190 * S, s, "INFO", "replica lag back under threshold (2s); reads routed to replica");
    },
  },
  {
    kind: "cache cluster failover (READONLY replies)",
    run: (c, t) => {
      const s = ROLES[c.estate.key].cache;
      for (let i = 0; i < c.r.int(8, 16); i++)
        add(
          c,
          t + c.r.int(0, 20 * S),
          s,
          "WARN",
          `redis: write failed, will retry: READONLY You can't write against a read only replica.`,
        );
      add(c, t + 22 * S, s, "INFO", "redis: topology refreshed, new primary 10.20.3.41:6379 (failover by provider)");
    },
  },
  {
    kind: "consumer group rebalance",
    run: (c, t) => {
      const s = ROLES[c.estate.key].consumer;
      const g = `${s}-group`;
      add(
        c,
        t,
        s,
        "INFO",
        `[Consumer clientId=${s}-1, groupId=${g}] Request joining group due to: group is already rebalancing`,
      );
      for (let i = 0; i < 5; i++)
        add(
          c,
          t + i * 900,
          s,
          "WARN",
          `[Consumer clientId=${s}-1, groupId=${g}] Attempt to heartbeat failed since group is rebalancing`,
        );
      add(
        c,
        t + 5000,
        s,
        "INFO",
        `[Consumer clientId=${s}-1, groupId=${g}] Revoke previously assigned partitions events-0, events-1, events-2`,
      );
      add(
        c,
        t + 9000,
        s,
        "INFO",
        `[Consumer clientId=${s}-1, groupId=${g}] Successfully synced group in generation Generation{generationId=${c.r.int(200, 900)}}`,
      );
    },
  },
  {
    kind: "identity provider rotates signing keys",
    run: (c, t) => {
      const s = ROLES[c.estate.key].auth;
      const kid = c.r.hex(16);
      for (let i = 0; i < 6; i++)
        add(c, t + i * 300, s, "WARN", `JWT verification failed: no key found in JWKS for kid=${kid}; refreshing JWKS`);
      add(
        c,
        t + 2200,
        s,
        "INFO",
        `JWKS refreshed from https://login.${c.estate.key}.example/.well-known/jwks.json (3 keys)`,
      );
    },
  },
  {
    kind: "card decline burst from one merchant",
    run: (c, t) => {
      const s = ROLES[c.estate.key].pay;
      for (let i = 0; i < c.r.int(15, 30); i++)
        add(
          c,
          t + c.r.int(0, 100 * S),
          s,
          "ERROR",
          `charge declined code=card_declined decline_code=${c.r.pick(["insufficient_funds", "do_not_honor", "expired_card", "incorrect_cvc"])} customer=cus_${c.r.hex(10)}`,
        );
    },
  },
  {
    kind: "email vendor throttles (429 with backoff)",
    run: (c, t) => {
      const s = ROLES[c.estate.key].mail;
      for (let i = 0; i < 10; i++)
        add(
          c,
          t + i * 4 * S,
          s,
          "WARN",
          `provider returned 429 Too Many Requests (retry-after=${c.r.int(2, 8)}s); backing off, ${c.r.int(40, 400)} messages deferred`,
        );
      add(c, t + 45 * S, s, "INFO", "deferred queue drained: all messages delivered");
    },
  },
  {
    kind: "slow query log from month-end report",
    run: (c, t) => {
      const s = ROLES[c.estate.key].db;
      for (let i = 0; i < 6; i++)
        add(
          c,
          t + i * 20 * S,
          s,
          "WARN",
          `slow query (${c.r.int(4, 28)}.${c.r.int(100, 999)}s): SELECT tenant_id, date_trunc('month', created_at), sum(amount) FROM ledger_lines WHERE created_at >= $1 GROUP BY 1, 2 [report=month-end]`,
        );
    },
  },
  {
    kind: "cron overlap skipped",
    run: (c, t) => {
      const s = ROLES[c.estate.key].batch;
      for (let i = 0; i < 5; i++)
        add(
          c,
          t + i * 60 * S,
          s,
          "WARN",
          'Execution of job "hourly_rollup" skipped: maximum number of running instances reached (1)',
        );
    },
  },
  {
    kind: "certificate renewed and hot-reloaded",
    run: (c, t) => {
      const s = c.r.pick(others(c));
      add(c, t, s, "WARN", "TLS certificate /etc/tls/tls.crt expires in 29 days (CN=*.internal)");
      add(c, t + 40 * S, s, "INFO", "certificate file changed on disk, reloading TLS config (new expiry 2027-02-28)");
      gw(c, t + 40 * S, c.r.int(2, 4), 3, c.estate.services[c.estate.gateway] === "envoy" ? 503 : 502, "/healthz", s);
    },
  },
  {
    kind: "deprecation warning flood after a library bump",
    run: (c, t) => {
      const s = c.r.pick(others(c));
      const m: Record<string, string> = {
        java: "WARN o.h.e.j.e.i.JdbcEnvironmentInitiator - HHH000511: The 5.7.0 version for [org.hibernate.dialect.MySQLDialect] is no longer supported; PostgreSQLDialect does not need to be specified explicitly",
        python:
          "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC",
        node: "(node:1) [DEP0106] DeprecationWarning: crypto.createCipher is deprecated.",
        go: "grpc: Dial is deprecated: use NewClient instead. Will be supported throughout 1.x.",
        dotnet:
          "warn: Microsoft.AspNetCore.Server.Kestrel[0] Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead.",
        ruby: "DEPRECATION WARNING: `ActiveSupport::ProxyObject` is deprecated and will be removed in Rails 8.0 (called from block in <main> at /app/app/views/invoices/show.html.erb:14)",
      };
      for (let i = 0; i < c.r.int(60, 140); i++)
        add(c, t + c.r.int(0, 240 * S), s, "WARN", m[rt(c, s)] ?? "deprecated option used");
    },
  },
  {
    kind: "heap trimming warnings",
    run: (c, t) => {
      const s = others(c).find((x) => rt(c, x) === "node") ?? others(c)[0];
      for (let i = 0; i < 5; i++)
        add(
          c,
          t + i * 30 * S,
          s,
          "WARN",
          `heap used ${c.r.int(82, 88)}% of 1536MB, trimming LRU response cache (${c.r.int(2000, 9000)} entries evicted)`,
        );
      add(
        c,
        t + 10 * S,
        s,
        "WARN",
        "(node:1) MaxListenersExceededWarning: Possible EventEmitter memory leak detected. 11 error listeners added to [TLSSocket]. Use emitter.setMaxListeners() to increase limit",
      );
    },
  },
  {
    kind: "rate limiter rejects one abusive API key",
    run: (c, t) => {
      const s = c.estate.routes[0].hops[0].svc;
      const key = `key_${c.r.hex(6)}`;
      for (let i = 0; i < c.r.int(60, 120); i++) {
        const tt = t + c.r.int(0, 180 * S);
        c.evs.push(gatewayLine(c, tt, "GET", c.estate.routes[0].path(c.r), 429, c.r.int(0, 2), s));
        if (i % 10 === 0)
          add(
            c,
            tt,
            s,
            "WARN",
            `rate limit exceeded for api key ${key} (600 req/min, tenant scraper-bot); returning 429`,
          );
      }
    },
  },
  {
    kind: "partner sends malformed payloads (400s)",
    run: (c, t) => {
      const s = c.estate.routes[c.estate.routes.length - 1].hops[0].svc;
      for (let i = 0; i < c.r.int(25, 50); i++)
        add(
          c,
          t + c.r.int(0, 200 * S),
          s,
          "WARN",
          `request validation failed: 400 Bad Request field=${c.r.pick(["items[0].quantity", "currency", "address.country", "email"])} error=${c.r.pick(["must be greater than 0", "is not a valid ISO-4217 code", "must match ^[A-Z]{2}$", "invalid format"])} client=partner-integration-v1`,
        );
    },
  },
  {
    kind: "optional recommendations breaker flaps and falls back",
    run: (c, t) => {
      const s = ROLES[c.estate.key].front;
      add(
        c,
        t,
        s,
        "WARN",
        "CircuitBreaker 'recommendations' changed state from CLOSED to OPEN (failure rate 52.0% > 50%); serving fallback (empty list)",
      );
      add(c, t + 30 * S, s, "INFO", "CircuitBreaker 'recommendations' changed state from OPEN to HALF_OPEN");
      add(c, t + 32 * S, s, "INFO", "CircuitBreaker 'recommendations' changed state from HALF_OPEN to CLOSED");
    },
  },
  {
    kind: "expired sessions at shift start (401s)",
    run: (c, t) => {
      const s = ROLES[c.estate.key].auth;
      for (let i = 0; i < c.r.int(40, 80); i++)
        add(
          c,
          t + c.r.int(0, 150 * S),
          s,
          "INFO",
          `401 Unauthorized: token expired (exp ${c.r.int(8, 14)}h ago) sub=usr_${c.r.hex(6)}; client will refresh`,
        );
    },
  },
  {
    kind: "sporadic DNS lookup timeouts that retry",
    run: (c, t) => {
      const s = others(c).find((x) => rt(c, x) === "go") ?? others(c)[0];
      for (let i = 0; i < 5; i++) {
        const tt = t + i * c.r.int(30, 60) * S;
        add(
          c,
          tt,
          s,
          "WARN",
          `lookup ${c.r.pick(others(c))}.${c.estate.ns}.svc.cluster.local on 10.96.0.10:53: read udp ${ip(c)}:${c.r.int(30000, 60000)}->10.96.0.10:53: i/o timeout (retrying)`,
        );
      }
    },
  },
  {
    kind: "poison message parked in the dead-letter queue",
    run: (c, t) => {
      const s = ROLES[c.estate.key].consumer;
      const id = `${c.r.hex(8)}-${c.r.hex(4)}`;
      for (let i = 1; i <= 5; i++)
        add(
          c,
          t + i * 8 * S,
          s,
          "ERROR",
          `failed to process message ${id} (attempt ${i}/5): JSON parse error at position 0: unexpected token '<'`,
        );
      add(c, t + 45 * S, s, "WARN", `message ${id} moved to dead-letter queue after 5 attempts`);
    },
  },
  {
    kind: "connection pool clock-leap warning",
    run: (c, t) => {
      const s = others(c).find((x) => rt(c, x) === "java") ?? ROLES[c.estate.key].db;
      add(
        c,
        t,
        s,
        "WARN",
        `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m${c.r.int(2, 30)}s${c.r.int(100, 999)}ms).`,
      );
      add(
        c,
        t + 61 * S,
        s,
        "WARN",
        `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${c.r.int(45, 70)}s).`,
      );
    },
  },
  {
    kind: "debug logging switched on for an investigation",
    run: (c, t) => {
      const s = c.r.pick(others(c));
      add(c, t, s, "INFO", "log level changed to DEBUG via admin endpoint (by sre@, ticket OPS-2281, auto-revert 5m)");
      for (let i = 0; i < c.r.int(150, 300); i++)
        add(
          c,
          t + c.r.int(0, 300 * S),
          s,
          "DEBUG",
          `${c.r.pick(["cache get", "cache set", "outbound call", "sql"])} key=${c.r.hex(12)} took=${c.r.int(0, 20)}ms`,
        );
      add(c, t + 300 * S, s, "INFO", "log level reverted to INFO");
    },
  },
  {
    kind: "temp volume above warning watermark, pruned",
    run: (c, t) => {
      const s = ROLES[c.estate.key].batch;
      for (let i = 0; i < 4; i++)
        add(
          c,
          t + i * 20 * S,
          s,
          "WARN",
          `disk usage on /tmp is ${81 + i}% (warn at 80%); pruning scratch files older than 1h`,
        );
      add(c, t + 90 * S, s, "INFO", "pruned 3,112 scratch files, /tmp usage now 34%");
    },
  },
  {
    kind: "telemetry exporter cannot reach the collector",
    run: (c, t) => {
      const s = c.r.pick(others(c));
      for (let i = 0; i < 12; i++)
        add(
          c,
          t + i * 10 * S,
          s,
          "ERROR",
          `otel: failed to export spans: rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 10.96.44.12:4317: connect: connection refused" (dropped ${c.r.int(50, 512)} spans)`,
        );
    },
  },
  {
    kind: "scale-down cancels long-poll requests",
    run: (c, t) => {
      const s = others(c).find((x) => rt(c, x) === "go") ?? others(c)[0];
      add(c, t, s, "INFO", "received SIGTERM, draining connections (scale-down)");
      for (let i = 0; i < 10; i++)
        add(
          c,
          t + c.r.int(100, 3000),
          s,
          "ERROR",
          `long-poll aborted err="context canceled" client=${ip(c)} waited=${c.r.int(1, 29)}s`,
        );
      add(c, t + 3500, s, "INFO", "http: Server closed");
    },
  },
  {
    kind: "secret lease renewal re-authenticates",
    run: (c, t) => {
      const s = c.r.pick(others(c));
      add(
        c,
        t,
        s,
        "WARN",
        "vault: lease renewal failed: permission denied (lease expired); re-authenticating with kubernetes auth",
      );
      add(
        c,
        t + 1200,
        s,
        "INFO",
        "vault: authenticated (role=app, ttl=1h); database credentials rotated, pool recycled",
      );
    },
  },
  {
    kind: "load test with doubled traffic",
    run: (c, t) => {
      const s = c.estate.routes[0].hops[0].svc;
      add(c, t, s, "INFO", "load test started by perf-team (x-loadtest: true), target 2x peak for 3m");
      for (let i = 0; i < 30; i++)
        add(
          c,
          t + c.r.int(0, 180 * S),
          s,
          "WARN",
          `p99 latency ${c.r.int(420, 900)}ms above SLO 400ms (window 10s, loadtest traffic 54%)`,
        );
      add(c, t + 181 * S, s, "INFO", "load test finished: 0 errors, p99 612ms");
    },
  },
];
