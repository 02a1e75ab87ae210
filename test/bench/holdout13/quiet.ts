// Quiet windows (12): busy but healthy traffic, clean deploys, scheduled failovers, cache warm-ups and
// isolated single errors. Times are relative to a mid-window reference point.
import { klogHead, redisTime } from "./native.js";
import type { Rng } from "./rng.js";
import { dotnetStack, nodeStack } from "./stacks.js";
import type { Scenario } from "./types.js";

const asset = (r: Rng) => `a${r.hex(10)}`;
const ride = (r: Rng) => `rd_${r.hex(12)}`;
const once = (svc: string, from: number, lvl: "info" | "warn" | "error", msg: (r: Rng, t: number) => string) => ({
  svc,
  lvl,
  every: 1,
  count: 1,
  from,
  msg,
});

export const quietWindows: Scenario[] = [
  {
    estate: "ride",
    quiet: true,
    note: "Peak-hour ride traffic with the usual noise (dead push tokens, slow receipts, PSP retries that succeed); nothing fails.",
    win: 30,
    onset: "mid",
    size: "big",
  },
  {
    estate: "card",
    quiet: true,
    note: "authz-core rolls out a new version pod by pod; each pod drains, restarts and reports started, and traffic continues.",
    win: 20,
    onset: "mid",
    emits: [0, 45, 90].flatMap((d, i) => [
      once(
        "authz-core",
        d,
        "info",
        () =>
          `c.b.authz.Application - Commencing graceful shutdown. Waiting for active requests to complete (pod authz-core-${i})`,
      ),
      once(
        "authz-core",
        d + 2,
        "info",
        () => `c.b.authz.Application - Graceful shutdown complete (pod authz-core-${i})`,
      ),
      once(
        "authz-core",
        d + 16,
        "info",
        () =>
          `c.b.authz.Application - Started AuthzCoreApplication in 12.${i + 3} seconds (version 2026.48.1, pod authz-core-${i})`,
      ),
      once(
        "iso8583-switch",
        d + 1,
        "warn",
        () =>
          "c.b.iso.AuthzClient - connection to authz-core closed by peer during drain, retried on next endpoint (ok)",
      ),
    ]),
  },
  {
    estate: "video",
    quiet: true,
    note: "A scheduled Redis Sentinel failover of redis-manifests completes; manifest-svc reconnects after a couple of warnings.",
    win: 15,
    onset: "mid",
    emits: [
      once(
        "redis-manifests",
        0,
        "info",
        (_r, t) => `1:M ${redisTime(t)} * Connection with replica 10.4.8.12:6379 lost.`,
      ),
      once(
        "redis-manifests",
        1,
        "info",
        (_r, t) =>
          `1:S ${redisTime(t)} * Before turning into a replica, using my own master parameters to synthesize a cached master`,
      ),
      once("redis-manifests", 1.5, "info", (_r, t) => `1:S ${redisTime(t)} * Connecting to MASTER 10.4.8.12:6379`),
      once(
        "redis-manifests",
        2,
        "info",
        (_r, t) => `1:S ${redisTime(t)} * MASTER <-> REPLICA sync: Finished with success`,
      ),
      once(
        "manifest-svc",
        1.2,
        "warn",
        () => "[ioredis] Redis is loading / role changed, reconnecting to new master (sentinel mymaster)",
      ),
      once("manifest-svc", 2.6, "info", () => "redis connection ready (master 10.4.8.12:6379)"),
    ],
  },
  {
    estate: "card",
    quiet: true,
    note: "A scheduled MySQL primary switchover for mysql-cards completes; ledger-writer's pool logs a few dropped connections and recovers.",
    win: 16,
    onset: "mid",
    emits: [
      once(
        "mysql-cards",
        0,
        "info",
        () => "[System] [MY-013587] [Repl] Plugin group_replication reported: 'Setting super_read_only=ON.'",
      ),
      once(
        "mysql-cards",
        2,
        "info",
        () =>
          "[System] [MY-011507] [Repl] Plugin group_replication reported: 'A new primary with address mysql-cards-1:3306 was elected. The new primary will execute all previous group transactions before allowing writes.'",
      ),
      once(
        "ledger-writer",
        2.5,
        "warn",
        () =>
          "c.z.h.p.PoolBase - ledger-pool - Failed to validate connection com.mysql.cj.jdbc.ConnectionImpl@5a1c2f (No operations allowed after connection closed.). Possibly consider using a shorter maxLifetime value.",
      ),
      once(
        "ledger-writer",
        2.7,
        "warn",
        () =>
          "c.z.h.p.PoolBase - ledger-pool - Failed to validate connection com.mysql.cj.jdbc.ConnectionImpl@71e0ab (No operations allowed after connection closed.). Possibly consider using a shorter maxLifetime value.",
      ),
      once(
        "spend-limits",
        3,
        "warn",
        () => "warn: Cards.Limits.Data[0] Transient MySQL error 1290 (read-only), retry 1 succeeded",
      ),
      once(
        "ledger-writer",
        4,
        "info",
        () => "c.b.ledger.HoldWriter - write path healthy again on primary mysql-cards-1",
      ),
    ],
  },
  {
    estate: "video",
    quiet: true,
    note: "origin-api restarts with a cold segment cache and warms it; a handful of slow segment requests while hit ratio climbs, no errors.",
    win: 18,
    onset: "mid",
    emits: [
      once("origin-api", 0, "info", () => "cache warm-up started: 4200 hot assets from popularity list"),
      {
        svc: "origin-api",
        lvl: "warn",
        every: 6,
        from: 1,
        until: 120,
        msg: (r) => `slow segment fetch asset=${asset(r)} took=${r.int(1200, 3400)}ms (cache cold)`,
      },
      once("origin-api", 125, "info", () => "cache warm-up finished: 4200 assets, hit ratio 91.4%"),
    ],
  },
  {
    estate: "ride",
    quiet: true,
    note: "Normal traffic with two isolated errors: one rider-api 500 for a single malformed ride and one payments-bridge timeout that is retried successfully.",
    win: 14,
    onset: "mid",
    emits: [
      {
        ...once("rider-api", -100, "error", (r) => `GET /v2/rides/${ride(r)} 500 3ms`),
        stack: () =>
          nodeStack("TypeError: Cannot read properties of null (reading 'driver')", [
            "RideView.driverCard (/app/dist/rides/view.js:77:29)",
            "RideView.toJSON (/app/dist/rides/view.js:109:22)",
          ]),
      },
      once(
        "payments-bridge",
        60,
        "error",
        (r) =>
          `fail: Payments.Capture.CaptureHandler[0] Capture for trip TR-${r.int(1e7, 9e7)} timed out after 10000ms, scheduling retry`,
      ),
      once(
        "payments-bridge",
        75,
        "info",
        () => "info: Payments.Capture.CaptureHandler[0] Retry capture succeeded (attempt 2)",
      ),
    ],
  },
  {
    estate: "card",
    quiet: true,
    note: "Lunchtime card traffic with the usual settlement-batch rejects and slow decisions; nothing fails.",
    win: 25,
    onset: "mid",
  },
  {
    estate: "video",
    quiet: true,
    note: "packager is redeployed; kubelet replaces pods one at a time and the new version reports ready, traffic unaffected.",
    win: 12,
    onset: "mid",
    size: "small",
    emits: [0, 40].flatMap((d) => [
      once(
        "kubelet",
        d,
        "info",
        (r, t) =>
          `${klogHead(t, "I", "kuberuntime_container.go:779")} "Killing container with a grace period" pod="media-origin/packager-${r.hex(9)}-${r.hex(5)}" containerName="packager" gracePeriod=30`,
      ),
      once("packager", d + 1, "info", () => "received SIGTERM, draining 3 in-flight jobs"),
      once("packager", d + 9, "info", () => "packager v2.10.0 starting, workers=8 cache=512MiB"),
      once(
        "kubelet",
        d + 14,
        "info",
        (r, t) =>
          `${klogHead(t, "I", "kubelet.go:2473")} "SyncLoop (probe)" probe="readiness" status="ready" pod="media-origin/packager-${r.hex(9)}-${r.hex(5)}"`,
      ),
    ]),
  },
  {
    estate: "ride",
    quiet: true,
    note: "dispatch-matcher rolls out a new build right at the start of the window; a few slow matches while caches fill, no errors.",
    win: 10,
    onset: "early",
    size: "small",
    emits: [
      once("dispatch-matcher", 0, "info", () => "dispatch-matcher v5.21.0 starting (go1.23.3), loading city shards"),
      once("dispatch-matcher", 6, "info", () => "city shards loaded: 7 cities, 18211 cells"),
      {
        svc: "dispatch-matcher",
        lvl: "warn",
        every: 12,
        from: 7,
        until: 90,
        msg: (r) => `slow match ride ${ride(r)} took=${r.int(900, 1800)}ms (candidate cache cold)`,
      },
    ],
  },
  {
    estate: "card",
    quiet: true,
    note: "Normal traffic with single isolated errors: one spend-limits exception for a single card and one fraud-scorer slow score.",
    win: 18,
    onset: "mid",
    emits: [
      {
        ...once(
          "spend-limits",
          -200,
          "error",
          () => "fail: Cards.Limits.LimitCheck[0] Unhandled exception checking limits for card 5412********0311",
        ),
        stack: () =>
          dotnetStack("System.InvalidOperationException: Sequence contains no elements", [
            "System.Linq.ThrowHelper.ThrowNoElementsException()",
            "Cards.Limits.Rules.MccRule.Evaluate(CardContext ctx) in /src/Cards.Limits/Rules/MccRule.cs:line 23",
          ]),
      },
      once(
        "fraud-scorer",
        150,
        "warn",
        () => "scoring budget exceeded stan=004512 took=412ms budget=150ms, returning fallback score 0.5",
      ),
    ],
  },
  {
    estate: "video",
    quiet: true,
    note: "Prime-time streaming with thousands of distinct segment URLs per minute and the usual thumbnail failures; nothing fails.",
    win: 25,
    onset: "mid",
    size: "big",
  },
  {
    estate: "ride",
    quiet: true,
    note: "eta-service loads a new routing graph and warms its cache; a few slow ETAs, then normal.",
    win: 20,
    onset: "mid",
    emits: [
      once("eta-service", 0, "info", () => "graph osm-2026-11b staged, warming shortest-path cache for 7 cities"),
      {
        svc: "eta-service",
        lvl: "warn",
        every: 10,
        from: 2,
        until: 100,
        msg: (r) => `slow eta took=${r.int(400, 1200)}ms (cache warming)`,
      },
      once("eta-service", 105, "info", () => "cache warm: 92% hit ratio, p99=38ms"),
    ],
  },
];
