// Fourteen quiet windows that look alarming but are not incidents: everything is steady or expected.
import type { QuietSpec } from "./types.js";

export const QUIET: QuietSpec[] = [
  {
    estate: "baggage",
    kind: "steady-errors",
    note: "quiet: two services error at an unchanged rate from first to last minute",
    steady: [
      [
        "carousel-display",
        ["E|Render error: Cannot read properties of undefined (reading 'belt') in CarouselTile for gate B{k}"],
        4,
      ],
      ["xray-screening-adapter", ["E|DICOS parse warning escalated: image {id} missing slice header (ignored)"], 3],
    ],
  },
  {
    estate: "newsroom",
    kind: "batch-failures",
    note: "quiet: nightly archive re-import rejects malformed legacy stories as expected, then reports its totals",
    steady: [
      [
        "cms-editorial",
        [
          "W|production.WARNING: archive import: story legacy-{n} skipped (no body)",
          "E|production.ERROR: archive import: story legacy-{n} rejected: invalid UTF-8 sequence in body",
        ],
        8,
      ],
    ],
    once: [
      ["cms-editorial", ["production.INFO: archive import batch 1998-2001 started ({n}{n} stories)"], 0.02],
      [
        "cms-editorial",
        ["production.INFO: archive import finished: 41022 imported, 1187 rejected (expected for 1998-2001 corpus)"],
        0.97,
      ],
    ],
  },
  {
    estate: "windfarm",
    kind: "canary-restart",
    note: "quiet: canary deploy of turbine-telemetry; SIGTERM, readiness failures for seconds, then healthy",
    steady: [],
    once: [
      [
        "kubelet",
        [
          '"Killing container with a grace period" pod="scada-bo/turbine-telemetry-canary-0" containerName="turbine-telemetry" gracePeriod=30',
        ],
        0.4,
      ],
      [
        "turbine-telemetry",
        [
          'W|{"level":"warn","msg":"received SIGTERM, draining","inflight":{k}}',
          '{"level":"info","msg":"shutdown complete"}',
        ],
        0.401,
      ],
      [
        "turbine-telemetry",
        ['{"msg":"starting","version":"v2.4.0-canary","go":"go1.22.5"}', "listening on :8080", "ready"],
        0.41,
      ],
      [
        "kubelet",
        [
          'W|"Probe failed" probeType="Readiness" pod="scada-bo/turbine-telemetry-canary-0" output="HTTP probe failed with statuscode: 503"',
        ],
        0.408,
      ],
      [
        "kubelet",
        [
          'W|"Probe failed" probeType="Readiness" pod="scada-bo/turbine-telemetry-canary-0" output="HTTP probe failed with statuscode: 503"',
        ],
        0.409,
      ],
      [
        "scada-api-gw",
        [
          'W|upstream server temporarily disabled while connecting to upstream, upstream: "http://turbine-telemetry:8080"',
        ],
        0.405,
      ],
    ],
  },
  {
    estate: "dental",
    kind: "load-test-429",
    note: "quiet: a scheduled load test gets 429s at a constant rate from the ingress all window long",
    steady: [
      [
        "ingress-envoy",
        [
          'W|[{ts}] "GET /api/appointments?clinic={k} HTTP/2" 429 RL local_rate_limited 0 18 0 "10.99.0.{k}" "k6/0.52 (loadtest-nightly)"',
        ],
        20,
      ],
    ],
    once: [["patient-portal", ["load test window opened by scheduler (k6 run loadtest-nightly, 500 vus)"], 0.01]],
  },
  {
    estate: "baggage",
    kind: "failover",
    note: "quiet: planned postgres switchover; a few WARN reconnects then everything healthy",
    steady: [],
    once: [
      [
        "pg-bhs-main",
        [
          "LOG:  received fast shutdown request",
          "LOG:  database system is shut down",
          "LOG:  database system is ready to accept connections",
        ],
        0.5,
      ],
      [
        "bagtag",
        [
          'W|{"level":"warn","msg":"db connection lost, reconnecting","error":"unexpected EOF"}',
          '{"msg":"db reconnected","after":"1.8s"}',
        ],
        0.502,
      ],
      [
        "manifest_api",
        [
          "W|com.zaxxer.hikari.pool.PoolBase : HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@{hex} (This connection has been closed.)",
        ],
        0.503,
      ],
      [
        "reconcile-worker",
        [
          "W|Task bhs.reconcile.match_bag[{uuid}] retry: Retry in 2s: OperationalError('server closed the connection unexpectedly')",
        ],
        0.503,
      ],
    ],
  },
  {
    estate: "newsroom",
    kind: "gc-warnings",
    note: "quiet: Quarkus indexer logs long GC pause warnings at a steady rate; no errors, throughput unchanged",
    steady: [
      [
        "search-indexer",
        ["W|[io.quarkus.runtime] (GC-monitor) GC pause G1 Young Generation took {k}{ms}ms, heap 1.{k}G/2G"],
        2,
      ],
    ],
  },
  {
    estate: "windfarm",
    kind: "slow-queries",
    note: "quiet: timeseries DB logs slow statements at a constant rate (dashboards' heavy aggregates)",
    steady: [
      [
        "tsdb-primary",
        [
          "W|LOG:  duration: {k}{ms}.{k}{k} ms  statement: SELECT time_bucket('1 day', ts), avg(p_kw) FROM scada_10min WHERE turbine = 'WTG{k}{k}' GROUP BY 1",
        ],
        3,
      ],
    ],
  },
  {
    estate: "dental",
    kind: "single-stack",
    note: "quiet: one NullPointerException with a stack trace in the middle of the window, nothing else",
    steady: [],
    once: [
      [
        "appointment-svc",
        [
          'E|o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() threw exception\njava.lang.NullPointerException: Cannot invoke "String.trim()" because "note" is null\n\tat d.s.appt.web.NoteController.save(NoteController.java:41)\n\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)',
        ],
        0.55,
      ],
    ],
  },
  {
    estate: "baggage",
    kind: "cert-expiry",
    note: "quiet: TLS certificate expiry reminders repeating from two services (expires in weeks)",
    steady: [
      ["bhs-edge", ["W|cluster sita_bsm: certificate 'CN=bagmsg-client' expires in 17 days (2026-12-13)"], 0.5],
      ["xray-screening-adapter", ["W|CertificateMonitor: client certificate screening-client expires in 17 days"], 0.4],
    ],
  },
  {
    estate: "newsroom",
    kind: "bad-client",
    note: "quiet: one partner app sends malformed requests steadily, answered with 400s at a constant rate",
    steady: [
      [
        "paywall",
        [
          "W|ActionController::ParameterMissing (param is missing or the value is empty: meter) from app partner-widget/1.2",
          "Completed 400 Bad Request in {k}ms",
        ],
        6,
      ],
    ],
  },
  {
    estate: "windfarm",
    kind: "scale-down",
    note: "quiet: autoscaler removes two forecast replicas; graceful termination lines and one gateway retry",
    steady: [],
    once: [
      [
        "kubelet",
        [
          '"Killing container with a grace period" pod="scada-bo/forecast-svc-3" containerName="forecast-svc" gracePeriod=30',
        ],
        0.3,
      ],
      [
        "forecast-svc",
        [
          "Shutting down",
          "Waiting for application shutdown.",
          "Application shutdown complete.",
          "Finished server process [{n}]",
        ],
        0.301,
      ],
      [
        "kubelet",
        [
          '"Killing container with a grace period" pod="scada-bo/forecast-svc-4" containerName="forecast-svc" gracePeriod=30',
        ],
        0.6,
      ],
      [
        "scada-api-gw",
        [
          'W|upstream prematurely closed connection while reading response header from upstream, upstream: "http://forecast-svc:8000", retrying next upstream',
        ],
        0.6005,
      ],
    ],
  },
  {
    estate: "dental",
    kind: "breaker-halfopen",
    note: "quiet: a circuit breaker that opened before the window probes half-open and closes; a few WARNs only",
    steady: [],
    once: [
      [
        "claims-worker",
        ["W|Stoplight clearinghouse: yellow (half-open), probing", "Stoplight clearinghouse: green"],
        0.2,
      ],
      [
        "claims-worker",
        ["W|class=InsuranceClaimJob jid={hex} WARN: retry_count=1 queue=claims (clearinghouse probe)"],
        0.201,
      ],
    ],
  },
  {
    estate: "baggage",
    kind: "retried-cron",
    note: "quiet: cron job finds its lock held by the other replica and skips, every minute, by design",
    steady: [
      ["reconcile-worker", ["W|beat: task bhs.reconcile.sweep skipped: lock bhs:sweep held by worker-2 (expected)"], 1],
    ],
  },
  {
    estate: "newsroom",
    kind: "reindex-throttle",
    note: "quiet: nightly reindex is throttled by the bulk queue, retries succeed; steady WARNs, no failures",
    steady: [
      [
        "search-indexer",
        [
          "W|[io.presse.search.IndexJob] (executor-thread-{k}) bulk rejected with 429 (es_rejected_execution_exception), retry 1 succeeded",
        ],
        3,
      ],
      ["wire-ingest", ["W|duplicate wire item {id} from reuters-en ignored"], 2],
    ],
  },
];
