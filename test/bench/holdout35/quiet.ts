// The 12 quiet windows: a build-up that looks like the start of a slow burn and stops on its own below any harm.
import type { QuietSpec } from "./types.js";

const lerp = (a: number, b: number, p: number) => Math.round(a + (b - a) * p);
const lv = (p: number, at = 0.5): "info" | "warn" => (p < at ? "info" : "warn");

export const QUIET: QuietSpec[] = [
  {
    key: "g1-full-gc-frees",
    rt: "jvm",
    role: "app",
    note: (x) =>
      `${x.o}'s heap after GC creeps to 88% during a cache warm-up, then a mixed/full collection frees it; nothing fails`,
    early: (p, x) => [
      lv(p, 0.6),
      `[gc] GC(${lerp(300, 700, p)}) Pause Young (Normal) (G1 Evacuation Pause) ${lerp(900, 1800, p) + 200}M->${lerp(900, 1800, p)}M(2048M) ${lerp(10, 160, p)}.${x.r.int(100, 999)}ms`,
    ],
    settle: () => [
      [
        "o",
        "info",
        "[gc] GC(712) Pause Young (Concurrent Start) (G1 Humongous Allocation) 1830M->1790M(2048M) 41.220ms",
      ],
      ["o", "info", "[gc] GC(713) Pause Young (Mixed) (G1 Evacuation Pause) 1790M->640M(2048M) 88.013ms"],
      ["o", "info", "cache warm-up finished: 412000 entries in 9m12s"],
    ],
  },
  {
    key: "disk-82-logrotate",
    role: "app",
    note: (x) => `${x.o}'s log volume reaches 82% and warns, then logrotate compresses and removes old logs`,
    early: (p) => [
      lv(p, 0.7),
      `disk usage on /var/log at ${lerp(74, 82, p)}% (${(lerp(74, 82, p) * 0.2).toFixed(1)}G of 20G), threshold 80%`,
    ],
    settle: () => [
      ["o", "info", "logrotate: rotating pattern /var/log/app/*.log daily (14 rotations), compressed 6 files"],
      ["o", "info", "disk usage on /var/log at 46% (9.2G of 20G), threshold 80%"],
    ],
  },
  {
    key: "replica-lag-drains",
    role: "app",
    note: (x) =>
      `replication lag behind ${x.db} rises to 48s during a bulk update, then drains to 0; reads stay within tolerance`,
    early: (p, x) => [lv(p, 0.7), `replica ${x.db}-replica-1 Seconds_Behind_Source=${lerp(0, 48, p)} (threshold 60)`],
    settle: (x) => [
      ["o", "info", `replica ${x.db}-replica-1 Seconds_Behind_Source=12 (threshold 60)`],
      ["o", "info", `replica ${x.db}-replica-1 Seconds_Behind_Source=0 (threshold 60)`],
    ],
  },
  {
    key: "quota-80-traffic-falls",
    role: "worker",
    note: (x) =>
      `${x.o}'s vendor quota drops to 20% remaining (80% used warning), then traffic falls off and the window resets`,
    early: (p) => [
      lv(p, 0.75),
      `vendor api X-RateLimit-Remaining=${lerp(4200, 1000, p)} of 5000 (resets in ${lerp(40, 12, p)}m)`,
    ],
    settle: () => [
      ["o", "warn", "vendor api quota 80% used for this window"],
      ["o", "info", "sync cycle finished early: no more changed records"],
      ["o", "info", "vendor api X-RateLimit-Remaining=5000 of 5000 (resets in 60m)"],
    ],
  },
  {
    key: "nightly-job-latency",
    role: "app",
    note: (x) =>
      `a nightly reconciliation pushes ${x.o}'s p99 latency to 1.8s with warnings, then finishes and latency returns`,
    early: (p) => [
      lv(p, 0.5),
      `p99 latency ${lerp(180, 1800, p)}ms over 5m (SLO 2000ms), nightly reconciliation running`,
    ],
    settle: () => [
      ["o", "info", "nightly reconciliation finished: 1284000 rows in 11m40s"],
      ["o", "info", "p99 latency 190ms over 5m (SLO 2000ms)"],
    ],
  },
  {
    key: "pool-rises-falls",
    rt: "jvm",
    role: "app",
    note: (x) =>
      `${x.o}'s Hikari pool active count climbs to 17/20 during a traffic peak, nobody waits long, and it falls back`,
    early: (p) => [
      lv(p, 0.8),
      `HikariPool-1 - Pool stats (total=20, active=${lerp(3, 17, p)}, idle=${20 - lerp(3, 17, p)}, waiting=${lerp(0, 1, p)})`,
    ],
    settle: () => [
      ["o", "info", "HikariPool-1 - Pool stats (total=20, active=6, idle=14, waiting=0)"],
      ["o", "info", "HikariPool-1 - Pool stats (total=20, active=3, idle=17, waiting=0)"],
    ],
  },
  {
    key: "queue-autoscale-drains",
    role: "worker",
    note: (x) => `${x.o}'s queue depth grows during a campaign, the autoscaler adds consumers and the backlog drains`,
    early: (p) => [
      lv(p, 0.6),
      `queue depth jobs.default=${lerp(100, 24000, p)} consumers=4 oldest message age ${lerp(1, 140, p)}s`,
    ],
    settle: () => [
      ["o", "info", "scaled consumers 4 -> 12 (KEDA queue-length trigger)"],
      ["o", "info", "queue depth jobs.default=310 consumers=12 oldest message age 2s"],
    ],
  },
  {
    key: "token-countdown-refreshed",
    role: "app",
    note: (x) =>
      `${x.o}'s token refresh keeps timing out while its token counts down, then succeeds with minutes to spare`,
    early: (p, x) => [
      "warn",
      `token refresh failed (will retry): timeout after 5000ms; current access token expires in ${Math.round(x.mins * (1 - p)) + 6} minutes`,
    ],
    settle: () => [["o", "info", "token refreshed, new access token expires in 60 minutes"]],
  },
  {
    key: "node-heap-reclaimed",
    rt: "node",
    role: "app",
    note: (x) => `${x.o}'s heapUsed climbs to 80% of its limit during an import, then a mark-compact reclaims it`,
    early: (p, x) => [
      lv(p, 0.7),
      `memory: heapUsed=${lerp(300, 820, p)}MB heapTotal=${lerp(420, 900, p)}MB rss=${lerp(520, 980, p)}MB eventLoopLagP99=${lerp(8, 60, p) + x.r.int(0, 10)}ms`,
    ],
    settle: () => [
      ["o", "info", "import finished: 84000 rows"],
      ["o", "info", "memory: heapUsed=290MB heapTotal=600MB rss=640MB eventLoopLagP99=9ms"],
    ],
  },
  {
    key: "cert-renewed",
    role: "edge",
    note: (x) =>
      `${x.o}'s TLS certificate counts down with renewal warnings, then the renewed certificate is hot-loaded`,
    early: (p, x) => [
      "warn",
      `certificate for *.example.internal expires in 71h ${Math.round(59 - x.mins * p)}m; renewal pending`,
    ],
    settle: () => [
      ["o", "info", "certificate renewed by cert-manager, valid until 2026-12-01T00:00:00Z; reloaded listener :8443"],
    ],
  },
  {
    key: "retries-blip",
    role: "app",
    note: (x) =>
      `${x.o}'s calls to its vendor need a growing number of retries for a few minutes, all succeed, and the rate drops back`,
    early: (p, x) => [
      "warn",
      `vendor call retried ${x.r.int(1, 2)}x before success (retries last 60s: ${lerp(1, 30, p)})`,
    ],
    settle: () => [["o", "info", "vendor calls: 0 retries in last 5m"]],
  },
  {
    key: "es-ilm-frees",
    role: "worker",
    note: (x) => `the search cluster ${x.o} writes to approaches the 85% low watermark, then ILM deletes old indices`,
    early: (p, x) => [
      lv(p, 0.7),
      `cluster health: node es-data-${x.r.int(1, 3)} disk.used_percent=${lerp(72, 84, p)}% (low watermark 85%)`,
    ],
    settle: () => [
      ["o", "info", "ILM: deleted indices [logs-2026.05.01, logs-2026.05.02] (phase delete)"],
      ["o", "info", "cluster health: node es-data-2 disk.used_percent=63% (low watermark 85%)"],
    ],
  },
];
