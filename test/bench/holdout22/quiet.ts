// Quiet windows: alarming-looking but harmless episodes (absorbed throttling, drills, evictions, rotations).
import { at, END, rep, type Scenario } from "./types.js";

const q = (estate: string, note: string, phases: Scenario["phases"], extra?: string[]): Scenario => ({
  estate,
  cat: null,
  origin: null,
  hints: [],
  sev: null,
  note,
  extra,
  phases,
});

export const QUIET: Scenario[] = [
  q(
    "shop",
    "An announced Aurora failover drill: checkout-api reconnects after a few warnings and orders keep flowing.",
    [
      at(0, "checkout-api", "info", "ops notice: planned failover drill for orders cluster starting (CHG-20931)"),
      rep(
        20,
        50,
        6,
        "checkout-api",
        "warn",
        "HikariPool-1 - Connection org.postgresql.jdbc.PgConnection@1f2 marked as broken, evicting (drill)",
      ),
      at(55, "checkout-api", "info", "writer endpoint resolved to new instance, pool refilled (20/20)"),
      at(70, "checkout-api", "info", "ops notice: failover drill CHG-20931 completed, no errors recorded"),
    ],
  ),
  q("games", "Redis evictions spike on leaderboard's cache under allkeys-lru; hit ratio dips but no errors.", [
    rep(
      0,
      300,
      20,
      "leaderboard",
      "warn",
      (r) => `cache stats: evicted_keys=${r.int(8000, 14000)}/min (allkeys-lru) hit_ratio=0.${r.int(88, 93)}`,
    ),
  ]),
  q("stream", "S3 SlowDown responses on thumbs-gen are absorbed by SDK retries; every upload completes.", [
    rep(0, 400, 6, "thumbs-gen", "warn", "S3 PutObject 503 SlowDown, retrying (attempt 2/5)"),
    rep(1, 400, 6, "thumbs-gen", "info", "S3 PutObject succeeded after 1 retry"),
  ]),
  q("games", "DynamoDB throttles player-profile briefly during a login wave; retries succeed and latency recovers.", [
    rep(0, 180, 5, "player-profile", "warn", "DynamoDB throttled GetItem on profiles, retry 1 succeeded"),
    at(200, "player-profile", "info", "on-demand capacity scaled, throttled requests back to 0"),
  ]),
  q(
    "fleet",
    "A planned Kafka partition reassignment triggers consumer rebalances in telemetry-consumer; lag recovers.",
    [
      at(0, "telemetry-consumer", "info", "ops: partition reassignment vehicle-pings started (planned)"),
      rep(
        10,
        120,
        20,
        "telemetry-consumer",
        "warn",
        "group telemetry rebalancing (generation 214 -> 215), revoking partitions",
      ),
      at(140, "telemetry-consumer", "info", "rebalance complete, lag back under 2000"),
    ],
  ),
  q("saas", "search-indexer gets a handful of 429s from OpenSearch during a merge and backs off successfully.", [
    rep(
      0,
      240,
      15,
      "search-indexer",
      "warn",
      "bulk 429 es_rejected_execution_exception (write queue full), backing off 1s",
    ),
    rep(2, 240, 15, "search-indexer", "info", "bulk retry accepted"),
  ]),
  q("ledger", "Planned certificate rotation on ledger-writer with full chain; clients reconnect cleanly.", [
    at(
      0,
      "ledger-writer",
      "info",
      "reloaded TLS keypair from /etc/tls/tls.crt (2 certificates in chain, valid until 2027-01-12)",
    ),
    rep(2, 30, 5, "api-gateway", "warn", "grpc channel to ledger-writer reconnecting (GOAWAY)"),
    at(35, "api-gateway", "info", "grpc channel to ledger-writer READY"),
  ]),
  q("shop", "search-api logs long young-GC pauses during a reindex but serves all requests.", [
    rep(
      0,
      300,
      25,
      "search-api",
      "warn",
      (r) =>
        `[gc,pause] Pause Young (Normal) (G1 Evacuation Pause) 2${r.int(100, 900)}M->1${r.int(100, 900)}M(4096M) ${r.int(300, 700)}.${r.int(100, 999)}ms`,
    ),
  ]),
  q("fleet", "A few slow DNS lookups in route-planner resolve on the second attempt.", [
    rep(0, 200, 30, "route-planner", "warn", "DNS lookup for osrm.internal took 2.1s (retry succeeded)"),
  ]),
  q("ledger", "statements-batch scratch volume crosses 80% and the cleanup job frees space.", [
    at(0, "statements-batch", "warn", "scratch volume /scratch 82% used"),
    at(60, "statements-batch", "info", "cleanup removed 18,422 rendered PDFs (61GB), /scratch 41% used"),
  ]),
  q(
    "saas",
    "A node drain evicts and reschedules query-svc pods gracefully; kubelet lines look alarming but nothing fails.",
    [
      at(0, "kubelet", "info", "Evicting pod query-svc-6f8d-2kz7n: node is draining (maintenance window)"),
      at(2, "query-svc", "info", "SIGTERM received, draining 4 in-flight queries"),
      at(9, "query-svc", "info", "shutdown complete"),
      at(30, "kubelet", "info", "Started container query-svc in pod query-svc-6f8d-9qwpl"),
    ],
    ["kubelet"],
  ),
  q("stream", "A rolling deploy of playback-svc: a few 503s while pods drain, then normal.", [
    at(0, "playback-svc", "info", "rolling update playback-svc v5.2.1: 1/6 pods replaced"),
    rep(
      5,
      60,
      12,
      "edge-api",
      "warn",
      "POST /v3/play 503 from playback-svc (pod terminating), retried on another pod -> 200",
    ),
    at(120, "playback-svc", "info", "rolling update playback-svc v5.2.1 complete: 6/6 ready"),
    rep(0, END, 300, "playback-svc", "debug", "drain controller idle"),
  ]),
];
