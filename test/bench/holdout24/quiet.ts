// Quiet windows: deep chains that look alarming but need no action.
import { L, type Scenario } from "./scenario.js";

const q = (estate: string, note: string, minutes: number, s: Partial<Scenario>): Scenario => ({
  estate,
  cat: null,
  origin: null,
  hints: [],
  sev: null,
  note,
  trace: "partial",
  minutes,
  onsetMin: Math.floor(minutes / 2),
  rps: 2,
  lines: [],
  flows: [],
  ...s,
});

export const QUIET: Scenario[] = [
  q(
    "parcel",
    "a burst of nginx 499s when a mobile release cancels in-flight tracking polls; upstreams answer normally.",
    20,
    {
      lines: [
        L(
          "edge-nginx",
          "warn",
          '{ip} - - "GET /api/v2/shipments/SH{n}/tracking HTTP/1.1" 499 0 "okhttp/4.12.0" rt=0.{k}12 us=- rid={uuid}',
          0,
          0.4,
          50,
        ),
        L(
          "shipper-bff",
          "info",
          "client went away before response (tracking SH{n}), request context canceled",
          0,
          1.5,
          50,
        ),
      ],
    },
  ),
  q("ledger", "a DLQ redrive of yesterday's failed pdf-render messages; all are processed successfully.", 24, {
    trace: "all",
    lines: [
      L("pdf-renderer", "info", "redrive started: moving 412 messages from pdf-render-dlq to pdf-render", 0),
      L("pdf-renderer", "warn", "pdf-render ApproximateNumberOfMessagesVisible={n} (redrive in progress)", 5, 30, 300),
      L("pdf-renderer", "info", "rendered INV-{n}.pdf ({k} pages) in {ms}ms [redriven]", 2, 0.8, 300),
      L("pdf-renderer", "info", "redrive complete: 412 moved, 0 failed; pdf-render-dlq empty", 305),
    ],
  }),
  q("rides", "a Kafka consumer-group rebalance in dispatch-worker during a scale-out; lag spikes then drains.", 18, {
    lines: [
      L(
        "dispatch-worker",
        "info",
        "[Consumer clientId=dispatch-{k}, groupId=dispatch-v2] Request joining group due to: group is already rebalancing",
        0,
      ),
      L(
        "dispatch-worker",
        "warn",
        "[Consumer clientId=dispatch-{k}, groupId=dispatch-v2] Revoking previously assigned partitions trip-requests-{k}",
        1,
        1,
        6,
      ),
      L("dispatch-worker", "warn", "consumer lag dispatch-v2 total={big}", 8, 10, 70),
      L(
        "dispatch-worker",
        "info",
        "[Consumer clientId=dispatch-{k}, groupId=dispatch-v2] Adding newly assigned partitions: trip-requests-{k}",
        9,
        1,
        14,
      ),
      L("dispatch-worker", "info", "consumer lag dispatch-v2 total=2 (recovered)", 80),
    ],
  }),
  q("market", "a handful of very slow but successful checkouts while promo-engine warms a new rule set.", 20, {
    trace: "all",
    lines: [
      L("promo-engine", "warn", "rule set reloaded, cold evaluation took 6{k}00ms", 0, 45, 300),
      L("storefront-bff", "warn", "slow upstream checkout-svc: 7{k}12ms (still within 10s budget)", 1, 45, 300),
      L(
        "traefik",
        "info",
        '{ip} - - "POST /api/checkout HTTP/1.1" 201 812 "-" "-" {n} "storefront-bff@kubernetes" "http://10.42.1.9:8080" 7{k}40ms',
        2,
        45,
        300,
      ),
    ],
  }),
  q("stream", "only chronic noise: sprite failures, deprecation warnings and retried CDN token refreshes.", 22, {
    lines: [L("transcode-worker", "warn", "rendition 2160p skipped for T{n}: source below 4K", 0, 70)],
  }),
  q("clinic", "a planned Celery worker restart: warm shutdown, tasks requeued and picked up after boot.", 20, {
    lines: [
      L("reminder-worker", "warn", "worker: Warm shutdown (MainProcess)", 0),
      L("reminder-worker", "warn", "Restoring {k} unacknowledged message(s)", 1),
      L("reminder-worker", "info", "celery@reminder-worker-{k} ready.", 25),
      L("reminder-worker", "info", "Task reminders.send_sms[{uuid}] succeeded in 0.{k}s (requeued)", 27, 2, 60),
    ],
  }),
  q(
    "parcel",
    "carrier-gateway's breaker opens for a few seconds on a FedEx blip, goes half-open and closes; retries succeed.",
    20,
    {
      trace: "all",
      lines: [
        L("carrier-gateway", "warn", "fedex POST /rate/v1/rates -> 502 Bad Gateway (attempt 1/3)", 0, 2, 12),
        L("carrier-gateway", "warn", "breaker fedex OPEN for 10s", 8),
        L("carrier-gateway", "info", "breaker fedex HALF_OPEN, probing", 18),
        L("carrier-gateway", "info", "breaker fedex CLOSED after 3 successful probes", 21),
        L("label-worker", "warn", "retry 2/3 for label SH{n} succeeded after fedex 502", 3, 4, 25),
      ],
    },
  ),
  q("ledger", "the nightly statement job fails once on a lock and succeeds on its scheduled retry.", 24, {
    lines: [
      L(
        "scheduler",
        "warn",
        "job statements-nightly attempt 1 failed: could not acquire advisory lock (held by previous run), retry in 120s",
        0,
      ),
      L("scheduler", "info", "job statements-nightly attempt 2 started", 120),
      L("ledger-svc", "info", "statement batch {k}/8 generated ({n} tenants)", 125, 20, 290),
      L("scheduler", "info", "job statements-nightly succeeded in 17{k}s", 300),
    ],
  }),
  q(
    "rides",
    "a rolling deploy of trip-svc: a few 503s from terminating pods, retried by mobile-bff successfully.",
    18,
    {
      trace: "all",
      lines: [
        L("trip-svc", "info", "received SIGTERM, draining connections (grace 30s)", 0, 25, 100),
        L("mobile-bff", "warn", "trip-svc answered 503 (pod terminating), retry 1/2 succeeded", 1, 6, 110),
        L("trip-svc", "info", "trip-svc 3.{k}.0 listening on :8080", 8, 25, 110),
      ],
    },
  ),
  q("market", "one scraper is rate limited at traefik (429s for one client IP); real shoppers are unaffected.", 20, {
    lines: [
      L(
        "traefik",
        "warn",
        '203.0.113.77 - - "GET /api/search?q=item{n} HTTP/1.1" 429 17 "-" "python-requests/2.31" {n} "storefront-bff@kubernetes" "-" 0ms',
        0,
        0.5,
        400,
      ),
    ],
  }),
  q(
    "stream",
    "RabbitMQ briefly blocks transcode-worker's publisher connection on a memory alarm, then unblocks within seconds.",
    20,
    {
      lines: [
        L("transcode-worker", "warn", "amqp connection blocked by broker: low on memory (publishing paused)", 0),
        L("transcode-worker", "warn", "publish of rendition event deferred, connection blocked", 1, 2, 14),
        L("transcode-worker", "info", "amqp connection unblocked, flushing 3{k} deferred publishes", 16),
      ],
    },
  ),
  q(
    "clinic",
    "provider-directory restarts with a cold cache: first slot searches are slow and miss the cache but succeed.",
    18,
    {
      lines: [
        L("provider-directory", "info", "provider-directory 2.30.4 started, cache empty", 0),
        L("provider-directory", "warn", "cache miss dr-{n}, loaded from db in 1{k}00ms", 1, 1, 90),
        L("booking-core", "warn", "provider-directory slow: 1{k}40ms (p99 budget 800ms)", 2, 3, 90),
      ],
    },
  ),
];
