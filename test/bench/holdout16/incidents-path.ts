// Network, timeout, rate-limiting and dependency scenarios.
import { type IncidentSpec, st } from "./spec.js";

export const PATH: IncidentSpec[] = [
  {
    category: "network",
    estate: "furrow",
    origin: "fieldmap-api",
    hints: ["dns", "resolve", "lookup", "network", "name"],
    sev: "high",
    note: "fieldmap-api can no longer resolve its database host after a DNS zone edit; the gateway returns 503 for map tiles.",
    fault: st("fieldmap-api", "error", 1.4, [
      "request{method=GET uri=/fields/{n}/boundary}: error communicating with database: failed to lookup address information: Name or service not known status=503",
      "db pool: failed to connect to agronomy-pg.furrow.internal:5432: dns error: failed to lookup address information: Temporary failure in name resolution",
    ]),
    more: [
      st(
        "edge-gateway",
        "error",
        0.6,
        ['[envoy] "GET /v2/fields/{n}/tiles HTTP/2" 503 - via_upstream {k}ms upstream=fieldmap-api'],
        { from: 0.8 },
      ),
    ],
  },
  {
    category: "network",
    estate: "registrar",
    origin: "notify-sms",
    hints: ["econnreset", "reset", "socket", "network", "connection"],
    sev: "medium",
    note: "An egress NAT change makes notify-sms's outbound connections reset mid-request; waitlist offers go out late.",
    fault: st("notify-sms", "error", 3, [
      "send failed: Error: read ECONNRESET at TLSWrap.onStreamRead (node:internal/stream_base_commons:217:20) provider=twilio",
      "send failed: Error: socket hang up (code ECONNRESET) provider=twilio",
    ]),
    more: [
      st(
        "waitlist-worker",
        "warn",
        1.5,
        ["Task waitlist.tasks.send_offer[{uuid}] retry: Retry in 10s: notify-sms POST /notify returned 502"],
        {
          from: 2,
        },
      ),
    ],
  },
  {
    category: "network",
    estate: "inkwell",
    origin: "events-rabbit",
    hints: ["partition", "network", "net_tick", "node down", "cluster"],
    sev: "high",
    note: "A network partition splits the events-rabbit cluster; publishers lose their channels and the pipeline stalls.",
    fault: st("events-rabbit", "error", 5, [
      "rabbit on node 'rabbit@events-rabbit-1' down",
      "Mnesia(rabbit@events-rabbit-0): ** ERROR ** mnesia_event got {inconsistent_database, running_partitioned_network, 'rabbit@events-rabbit-1'}",
      "node 'rabbit@events-rabbit-1' down: net_tick_timeout",
    ]),
    more: [
      st(
        "publish-pipeline",
        "error",
        0.5,
        ["amqp publish to exchange article.published failed: channel closed: connection reset by peer, reconnecting"],
        {
          from: 2,
        },
      ),
      st(
        "wire-ingest",
        "error",
        4,
        ["[error] AMQP connection lost ({:shutdown, :econnreset}); reconnecting in 1000ms"],
        { from: 3 },
      ),
    ],
  },
  {
    category: "network",
    estate: "furrow",
    origin: "edge-gateway",
    hints: ["tls", "handshake", "certificate", "ssl", "network"],
    sev: "high",
    note: "edge-gateway's upstream TLS handshakes to firmware-ota fail after an mTLS bundle swap; tractors cannot fetch manifests.",
    fault: st("edge-gateway", "warn", 1, [
      '[envoy] "GET /api/ota/manifest HTTP/2" 503 UF upstream_reset_before_response_started{connection_failure,TLS_error:_268435581:SSL_routines:OPENSSL_internal:CERTIFICATE_VERIFY_FAILED} 0ms upstream=firmware-ota',
      "[envoy][connection] TLS error: 268435581:SSL routines:OPENSSL_internal:CERTIFICATE_VERIFY_FAILED",
    ]),
    more: [
      st("tractor-ingest", "error", 6, ["ota check for machine JD8R-{n} failed: manifest fetch 503"], { from: 4 }),
      st("firmware-ota", "info", 4, ["GET /api/ota/health Sent 200 in 1ms"], { from: 0 }),
    ],
  },
  {
    category: "timeout",
    estate: "registrar",
    origin: "waitlist-worker",
    hints: ["timeout", "time limit", "timelimitexceeded", "deadline"],
    sev: "medium",
    note: "The waitlist promotion task hits Celery's hard time limit; offers stop flowing and enrol-web shows stale seats.",
    fault: st("waitlist-worker", "error", 18, [
      "Hard time limit (300s) exceeded for waitlist.tasks.promote_next[{uuid}]",
      "Task waitlist.tasks.promote_next[{uuid}] raised unexpected: TimeLimitExceeded(300)",
    ]),
    more: [
      st(
        "waitlist-worker",
        "warn",
        30,
        ["SoftTimeLimitExceeded in waitlist.tasks.promote_next, still holding advisory lock"],
        { from: -15, to: 0 },
      ),
      st("enrol-web", "warn", 5, ["waitlist position for s{n} unchanged for {k} minutes"], { from: 40 }),
    ],
  },
  {
    category: "timeout",
    estate: "inkwell",
    origin: "publish-pipeline",
    hints: ["timeout", "elapsed", "deadline", "timed out"],
    sev: "high",
    note: "publish-pipeline's render step starts timing out on its own long-running template work; cms-editor users see publish timeouts.",
    fault: st("publish-pipeline", "error", 2.2, [
      "render template=longform article_id={n} failed: deadline has elapsed after 30s",
      "publish article_id={n} aborted: tokio::time::error::Elapsed(()) in render stage",
    ]),
    more: [
      st(
        "cms-editor",
        "error",
        0.7,
        [
          "POST /api/drafts/{n}/publish 504 Gateway Timeout after 60000ms (publish-pipeline)",
          "retrying publish for draft {n} (attempt {k})",
        ],
        {
          from: 3,
        },
      ),
    ],
  },
  {
    category: "timeout",
    estate: "furrow",
    origin: "agronomy-pg",
    hints: ["lock", "timeout", "statement", "canceling"],
    sev: "high",
    note: "A long migration holds a table lock in agronomy-pg; statements time out waiting for it and the portal retries.",
    fault: st("agronomy-pg", "error", 1.6, [
      "ERROR:  canceling statement due to lock timeout",
      "STATEMENT:  UPDATE machines SET last_seen = $1 WHERE id = $2",
      "ERROR:  canceling statement due to statement timeout",
    ]),
    more: [
      st(
        "agronomy-pg",
        "info",
        40,
        [
          "LOG:  process {n} still waiting for AccessExclusiveLock on relation 16544 of database 16384 after 1000.052 ms",
        ],
        { from: -5, to: 60 },
      ),
      st(
        "fleet-portal",
        "error",
        0.6,
        ["ActiveRecord::LockWaitTimeout: PG::LockNotAvailable: ERROR:  canceling statement due to lock timeout"],
        { from: 1 },
      ),
    ],
  },
  {
    category: "timeout",
    estate: "registrar",
    origin: "student-records",
    hints: ["timeout", "timed out", "command timeout", "execution timeout"],
    sev: "high",
    note: "A missing index makes student-records' transcript query exceed the EF Core command timeout; callers report gateway timeouts.",
    fault: st("student-records", "error", 2, [
      'Failed executing DbCommand (30,012ms) [Parameters=[@__studentId_0=\'?\' (DbType = Int32)], CommandType=\'Text\', CommandTimeout=\'30\'] SELECT t."Id", t."Grade" FROM "Transcript" AS t WHERE t."StudentId" = @__studentId_0',
      "Npgsql.NpgsqlException (0x80004005): Exception while reading from stream ---> System.TimeoutException: Timeout during reading attempt",
    ]),
    more: [
      st(
        "campus-lb",
        "warn",
        1.5,
        [
          '{ip}:{port} [https-in] records_api/rec{k} 0/0/0/-1/30001 504 194 - - sH-- {k}/{k}/2/0/0 0/0 "GET /api/students/me/transcript HTTP/1.1"',
        ],
        {
          from: 30,
        },
      ),
      st("enrol-web", "error", 0.8, ["transcript fetch from student-records failed: ReadTimeout (read timeout=30)"], {
        from: 30,
      }),
    ],
  },
  {
    category: "rate_limiting",
    estate: "registrar",
    origin: "notify-sms",
    hints: ["rate", "429", "too many", "throttl"],
    sev: "medium",
    note: "notify-sms hits its SMS provider's rate limit during an offer blast; it logs WARN and callers retry.",
    fault: st("notify-sms", "warn", 0.8, [
      "provider twilio answered 429 Too Many Requests (code 20429), backing off {k}ms",
      "send throttled: concurrency limit reached for account AC{hex}",
    ]),
    more: [
      st(
        "waitlist-worker",
        "error",
        0.5,
        ["Task waitlist.tasks.send_offer[{uuid}] retry: notify-sms 503 (queue saturated)"],
        { from: 2 },
      ),
    ],
  },
  {
    category: "rate_limiting",
    estate: "furrow",
    origin: "edge-gateway",
    hints: ["rate", "429", "ratelimit", "limit"],
    sev: "medium",
    note: "A new global rate-limit rule on edge-gateway throttles legitimate tractor uploads; devices back off and data lags.",
    fault: st("edge-gateway", "warn", 0.5, [
      '[envoy] "POST /v1/telemetry/batch HTTP/2" 429 RL request_rate_limited 0ms descriptor=machine_id',
      "[envoy][ratelimit] descriptor ('generic_key', 'telemetry') over limit (100/s)",
    ]),
    more: [
      st("tractor-ingest", "warn", 15, ["ingest rate fell to {k} frames/s (expected ~900)"], { from: 30 }),
      st("alert-router", "error", 8, ["no telemetry from farm {n} for 5 min, raising connectivity alert"], {
        from: 60,
      }),
    ],
  },
  {
    category: "rate_limiting",
    estate: "inkwell",
    origin: "paywall-svc",
    hints: ["rack::attack", "throttle", "429", "rate"],
    sev: "medium",
    note: "A Rack::Attack throttle in paywall-svc keys on the shared CDN address and starts rejecting readers; story-api reports 429s.",
    fault: st("paywall-svc", "warn", 0.6, [
      "[Rack::Attack] throttle 'entitlements/ip' matched for {ip} (count 3{k} > limit 300, period 60s)",
      "Completed 429 Too Many Requests in 0ms",
    ]),
    more: [
      st(
        "story-api",
        "error",
        0.4,
        ["entitlement call to paywall-svc rejected (429), denying premium body for story {n}"],
        { from: 1 },
      ),
    ],
  },
  {
    category: "rate_limiting",
    estate: "furrow",
    origin: "yield-model",
    hints: ["rate", "quota", "429", "limit"],
    sev: "medium",
    note: "yield-model exhausts its weather-API quota and gets throttled; forecasts go stale.",
    fault: st("yield-model", "error", 5, [
      "Task yield.tasks.refresh_weather[{uuid}] raised unexpected: HTTPError('429 Client Error: Too Many Requests: daily quota of 50000 calls exceeded')",
      "Task yield.tasks.refresh_weather[{uuid}] retry: Retry in 60s: rate limited by weather provider",
    ]),
    more: [st("alert-router", "warn", 10, ["frost-risk rule evaluated with forecast {k} min old"], { from: 40 })],
  },
  {
    category: "dependency",
    estate: "registrar",
    origin: "fees-billing",
    hints: ["stripe", "gateway", "503", "payment", "upstream", "provider"],
    sev: "high",
    note: "The card-payment provider answers with 503s; fees-billing cannot take payments and enrol-web shows payment failures.",
    fault: st("fees-billing", "error", 2, [
      "Stripe::APIConnectionError: Unexpected error communicating with Stripe. (Network error: 503 Service Unavailable)",
      "Completed 502 Bad Gateway in {k}ms (payment provider unavailable)",
    ]),
    more: [
      st("enrol-web", "error", 1, ["payment step failed: fees-billing answered 502 for POST /payments"], { from: 1.5 }),
    ],
  },
  {
    category: "dependency",
    estate: "inkwell",
    origin: "media-transcode",
    hints: ["s3", "storage", "503", "slowdown", "unavailable"],
    sev: "medium",
    note: "The object store used for video masters returns 503 SlowDown; media-transcode cannot fetch sources.",
    fault: st("media-transcode", "error", 3, [
      "job={n} failed: fetching s3://inkwell-masters/{n}.mov: service error: unhandled error (ServiceUnavailable): Please reduce your request rate / service unavailable",
      "job={n} requeued after object store error (attempt {k}/5)",
    ]),
    more: [st("cms-editor", "warn", 10, ["video {n} stuck in 'processing' for {k} min"], { from: 60 })],
  },
  {
    category: "dependency",
    estate: "furrow",
    origin: "firmware-ota",
    hints: ["circuit", "breaker", "unavailable", "upstream", "dependency"],
    sev: "medium",
    note: "The signing vendor's API stops answering; firmware-ota's circuit breaker opens and rollouts halt.",
    fault: st("firmware-ota", "error", 6, [
      "[error] SigningClient: request to https://api.codesign-vendor.example/v2/sign failed: %Mint.TransportError{reason: :closed}",
      "[warning] :fuse circuit signing_vendor blown, rejecting calls for 30s",
      "[error] rollout ota-2026.{k} halted: signing vendor unavailable (circuit open)",
    ]),
    more: [st("fleet-portal", "error", 5, ["firmware-ota POST /rollouts returned 503"], { from: 5 })],
  },
  {
    category: "dependency",
    estate: "inkwell",
    origin: "wire-ingest",
    hints: ["broker", "unavailable", "dependency", "upstream", "503"],
    sev: "medium",
    note: "The news agency's feed endpoint returns 503 for every poll; wire-ingest retries and desks see no new copy.",
    fault: st("wire-ingest", "warn", 10, [
      "[warning] feed poll {hex}: GET https://feeds.wireco.example/v3/content -> 503 Service Unavailable (retry-after 30)",
      "[warning] wire feed degraded: 5 consecutive 5xx from provider",
    ]),
    more: [st("publish-pipeline", "warn", 40, ["desk=world no wire copy for {k}0s"], { from: 60 })],
  },
];
