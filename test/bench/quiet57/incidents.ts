// Eight failures, one per category, each in one estate and told the way real systems tell it: callers in their
// own words, retry storms louder than the service at fault, some of which only warn and one that goes quiet.
import { host } from "./estates.js";
import type { Line } from "./formats.js";
import type { Ctx } from "./stream.js";

export interface Incident {
  key: string;
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Writes the failure from T on; returns which baseline lines no longer happen. */
  gen(c: Ctx, T: number): (l: Line) => boolean;
}

const day = (t: number) => new Date(t).toISOString().slice(0, 10).replace(/-/g, ".");

export const INCIDENTS: Incident[] = [
  {
    key: "es-flood-stage",
    estate: "quillstone",
    origin: "hunt-es",
    category: "disk",
    hints: ["disk", "watermark", "flood", "read-only", "storage", "space"],
    severity: "high",
    note: "A hunt-es hot data node crosses the flood-stage disk watermark; ES sets read-only-allow-delete on the day's index (logging only WARN), and bulk-indexer's retries, parse lag and rule-runner delay follow.",
    gen(c, T) {
      const r = c.rng;
      const idx = `events-${day(T)}`;
      const node = `[${r.hex(22)}][hunt-es-data-2][/usr/share/elasticsearch/data]`;
      c.emit(
        "hunt-es",
        T - 150000,
        "warn",
        `[o.e.c.r.a.DiskThresholdMonitor] [hunt-es-master-0] high disk watermark [90%] exceeded on ${node} free: 38.7gb[9.1%], shards will be relocated away from this node; currently relocating away shards totalling [0b]`,
      );
      c.every(
        30000,
        (t, i) => {
          const free = Math.max(4.9 - i * 0.05, 3.1).toFixed(1);
          c.emit(
            "hunt-es",
            t,
            "warn",
            `[o.e.c.r.a.DiskThresholdMonitor] [hunt-es-master-0] flood stage disk watermark [95%] exceeded on ${node} free: ${((Number(free) * 425) / 100).toFixed(1)}gb[${free}%], all indices on this node will be marked read-only`,
          );
        },
        T,
        c.t1,
        300,
      );
      c.poisson(
        1.6,
        (t) => {
          const n = r.int(900, 1500);
          c.emit(
            "bulk-indexer",
            t,
            "error",
            `bulk ${n} docs -> ${idx} failed: ${n}/${n} items rejected [403] cluster_block_exception: index [${idx}] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];`,
          );
          if (r.chance(0.7))
            c.emit(
              "bulk-indexer",
              t + r.int(50, 300),
              "warn",
              `retrying bulk batch ${r.hex(6)} in ${r.pick([1, 2, 4, 8, 16])}s (attempt ${r.int(2, 9)}/10), ${r.int(4000, 90000)} docs buffered`,
            );
        },
        T + r.int(2000, 9000),
        c.t1,
        false,
      );
      c.every(
        20000,
        (t, i) => {
          c.emit(
            "parse-worker",
            t,
            "warn",
            `output backpressure: consumer lag for group parsers on raw-events is ${(12000 + i * 9000 + r.int(0, 3000)).toLocaleString("en-US")} messages`,
          );
        },
        T + 40000,
        c.t1,
      );
      c.every(
        10000,
        (t, i) => {
          c.emit(
            "rule-runner",
            t,
            "warn",
            `sweep #${50000 + i} is behind real time by ${20 + i * 10}s (index ${idx} not receiving new documents)`,
          );
        },
        T + 60000,
        c.t1,
      );
      c.emit(
        "console-api",
        T + 180000,
        "warn",
        `dashboard 'SOC overview': newest event is ${r.int(3, 5)}m old (expected < 60s)`,
      );
      return (l) => l.svc === "bulk-indexer" && l.t > T + 2000 && l.msg.includes("errors=false");
    },
  },
  {
    key: "case-desk-pg-slots",
    estate: "quillstone",
    origin: "case-desk",
    category: "database",
    hints: ["database", "postgres", "connection", "pg", "activerecord", "slots", "pool"],
    severity: "high",
    note: "case-desk's Postgres refuses new connections (remaining connection slots reserved) and its pool starves; console-api returns 500s naming case-desk and rule-runner retries case creation loudly.",
    gen(c, T) {
      const r = c.rng;
      const rubyStack = (first: string) => [
        first,
        "/usr/local/bundle/gems/activerecord-7.1.4/lib/active_record/connection_adapters/postgresql_adapter.rb:61:in `rescue in new_client'",
        "/usr/local/bundle/gems/activerecord-7.1.4/lib/active_record/connection_adapters/postgresql_adapter.rb:55:in `new_client'",
        "/usr/local/bundle/gems/activerecord-7.1.4/lib/active_record/connection_adapters/postgresql_adapter.rb:980:in `connect'",
        "/usr/local/bundle/gems/activerecord-7.1.4/lib/active_record/connection_adapters/abstract/connection_pool.rb:700:in `checkout_new_connection'",
        "app/controllers/cases_controller.rb:27:in `show'",
      ];
      c.poisson(
        1.4,
        (t) => {
          const tr = c.tid();
          if (r.chance(0.45)) {
            c.emit(
              "case-desk",
              t,
              "error",
              `ActiveRecord::ConnectionNotEstablished (connection to server at "10.30.1.15", port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections):`,
              { trace: tr, stack: r.chance(0.4) ? rubyStack("").slice(1) : undefined },
            );
          } else {
            c.emit(
              "case-desk",
              t,
              "error",
              `ActiveRecord::ConnectionTimeoutError (could not obtain a connection from the pool within 5.000 seconds (waited 5.002 seconds); all pooled connections were in use):`,
              { trace: tr },
            );
          }
          c.emit(
            "case-desk",
            t + 5,
            "info",
            `Completed 500 Internal Server Error in ${r.int(4990, 5030)}ms (ActiveRecord: 0.0ms | Allocations: ${r.int(900, 2000)})`,
            { trace: tr },
          );
          if (r.chance(0.5))
            c.emit(
              "console-api",
              t + r.int(10, 40),
              "error",
              `GET /api/v1/cases/${r.int(30000, 39999)} 502 ${r.int(5000, 5100)}ms user=${r.pick(["a.kowalski", "m.osei", "r.patel"])} upstream=case-desk status=500`,
              { trace: tr },
            );
        },
        T,
        c.t1,
        false,
      );
      c.poisson(
        2.2,
        (t) => {
          c.emit(
            "rule-runner",
            t,
            "warn",
            `case creation for alert ALR-${r.hex(8)} failed: POST http://case-desk:3000/api/cases returned 500, retrying in ${r.pick([1, 2, 4, 8])}s (attempt ${r.int(2, 6)}/6)`,
          );
        },
        T + 3000,
        c.t1,
        false,
      );
      c.poisson(
        0.05,
        (t) => {
          c.emit(
            "rule-runner",
            t,
            "error",
            `giving up on case creation for alert ALR-${r.hex(8)} after 6 attempts; parked in dead-letter topic cases.dlq`,
          );
        },
        T + 60000,
        c.t1,
        false,
      );
      c.poisson(
        0.15,
        (t) => {
          c.emit(
            "notify-relay",
            t,
            "warn",
            `skipping notification: case lookup GET http://case-desk:3000/api/cases/${r.int(30000, 39999)} -> 500`,
          );
        },
        T + 10000,
        c.t1,
        false,
      );
      return (l) =>
        l.t > T &&
        ((l.svc === "case-desk" &&
          l.msg.startsWith("Completed 20") &&
          !l.msg.includes("Allocations: 1") &&
          r.chance(0.85)) ||
          (l.svc === "console-api" && l.msg.includes("/api/v1/cases/") && r.chance(0.85)));
    },
  },
  {
    key: "corr-engine-heap",
    estate: "ferrovane",
    origin: "corr-engine",
    category: "memory",
    hints: ["memory", "heap", "outofmemory", "oom", "gc"],
    severity: "high",
    note: "corr-engine's heap fills (back-to-back full GCs, then java.lang.OutOfMemoryError in a window thread) and it stops closing windows; search-gw and case-mgr time out calling it.",
    gen(c, T) {
      const r = c.rng;
      c.every(
        9000,
        (t, i) => {
          const before = 7600 + Math.min(i * 40, 560);
          c.emit(
            "corr-engine",
            t,
            "warn",
            `[gc] GC(${18800 + i}) Pause Full (G1 Compaction Pause) ${before}M->${before - r.int(3, 30)}M(8192M) ${r.int(2900, 6200)}.${r.int(100, 999)}ms`,
          );
        },
        T,
        T + 110000,
        1500,
      );
      const oom = T + r.int(95000, 120000);
      c.emit(
        "corr-engine",
        oom,
        "error",
        `Exception in thread "corr-window-2" java.lang.OutOfMemoryError: Java heap space`,
        {
          stack: [
            "java.lang.OutOfMemoryError: Java heap space",
            "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
            "\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)",
            "\tat com.ferrovane.corr.window.SequenceBuffer.append(SequenceBuffer.java:118)",
            "\tat com.ferrovane.corr.window.SlidingWindow.accept(SlidingWindow.java:76)",
            "\tat com.ferrovane.corr.engine.RuleExecutor.lambda$run$3(RuleExecutor.java:204)",
            "\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)",
            "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
          ],
        },
      );
      c.emit(
        "corr-engine",
        oom + 4000,
        "error",
        `Exception in thread "kafka-coordinator-heartbeat-thread | corr-engine" java.lang.OutOfMemoryError: Java heap space`,
      );
      c.emit(
        "corr-engine",
        oom + 9000,
        "warn",
        `[gc] GC(${18820}) Pause Full (G1 Compaction Pause) 8190M->8187M(8192M) 7811.204ms`,
      );
      c.poisson(
        0.9,
        (t) => {
          if (r.chance(0.6))
            c.emit(
              "search-gw",
              t,
              "error",
              `GET /v1/correlations/active 504 10003ms user=${r.pick(["a.kowalski", "l.moreau", "s.nakamura"])} error="upstream corr-engine:8080 timed out after 10000ms"`,
            );
          else
            c.emit(
              "case-mgr",
              t,
              "error",
              `failed to refresh correlation context for case ${r.int(5000, 9999)}: requests.exceptions.ReadTimeout: HTTPConnectionPool(host='corr-engine', port=8080): Read timed out. (read timeout=10)`,
            );
        },
        oom - 20000,
        c.t1,
        false,
      );
      c.every(
        30000,
        (t, i) => {
          c.emit(
            "normalizer",
            t,
            "warn",
            `consumer group corr-engine lag on topic normalized-events: ${(40000 + i * 35000).toLocaleString("en-US")} (members=3, last commit ${30 + i * 30}s ago)`,
          );
        },
        oom,
        c.t1,
      );
      return (l) =>
        (l.svc === "corr-engine" &&
          l.t > oom - 5000 &&
          (l.msg.startsWith("window") || l.msg.includes("actuator") || l.msg.startsWith("alert"))) ||
        (l.t > oom - 20000 && l.msg.includes("/v1/correlations/active 200")) ||
        (l.t > oom &&
          l.svc === "case-mgr" &&
          (l.msg.includes("from corr-engine alert") || l.msg.includes("POST /api/cases/"))) ||
        (l.t > oom && l.svc === "notifier" && l.msg.startsWith("slack message posted"));
    },
  },
  {
    key: "ioc-matcher-deadline",
    estate: "ferrovane",
    origin: "ioc-matcher",
    category: "timeout",
    hints: ["timeout", "deadline", "timed out", "exceeded"],
    severity: "medium",
    note: "After a large indicator refresh, ioc-matcher's per-batch matching overruns its deadline (it only warns); normalizer's gRPC calls fail with DeadlineExceeded and retry, and wef-collector's delivery queue backs up.",
    gen(c, T) {
      const r = c.rng;
      c.emit(
        "feed-puller",
        T - r.int(40, 90) * 1000,
        "info",
        `pulled vendor-premium: 3,412,907 indicators (+2,201,554/-1,203) published to ioc-matcher`,
      );
      c.emit(
        "ioc-matcher",
        T - 20000,
        "info",
        `indicator set reloaded: 4.41M entries (was 1.21M), bloom filter rebuilt in 14.2s`,
      );
      c.poisson(
        0.7,
        (t) => {
          const took = r.float(2.1, 11.8, 2);
          c.emit(
            "ioc-matcher",
            t,
            "warn",
            `batch ${r.int(880000, 889999)} match exceeded budget: took ${took}s > 2s (indicators=4.41M, events=${r.int(200, 1200)}); returning partial result: context deadline exceeded`,
          );
        },
        T,
        c.t1,
        false,
      );
      c.poisson(
        1.5,
        (t) => {
          if (r.chance(0.55))
            c.emit(
              "normalizer",
              t,
              "error",
              `enrich batch ${r.hex(8)}: rpc error: code = DeadlineExceeded desc = context deadline exceeded (ioc-matcher:7071 /ioc.v1.Matcher/MatchBatch, 2.000s)`,
            );
          else
            c.emit(
              "normalizer",
              t,
              "warn",
              `retrying batch ${r.hex(8)} to ioc-matcher (attempt ${r.int(2, 5)}/5, backoff ${r.pick([200, 400, 800, 1600])}ms)`,
            );
        },
        T + 1500,
        c.t1,
        false,
      );
      c.every(
        25000,
        (t, i) => {
          c.emit(
            "wef-collector",
            t,
            "warn",
            `warn: Ferrovane.Wef.Delivery[3] Outbound queue to normalizer at ${Math.min(40 + i * 9, 97)}% (${(180000 + i * 60000).toLocaleString("en-US")} events); slowing subscription acknowledgements`,
          );
        },
        T + 60000,
        c.t1,
      );
      return (l) => l.svc === "ioc-matcher" && l.t > T && l.msg.startsWith("batch matched") && r.chance(0.8);
    },
  },
  {
    key: "sigpub-missing-key-id",
    estate: "palisade",
    origin: "sigpub",
    category: "configuration",
    hints: ["config", "keyerror", "signing", "missing", "setting", "env", "key"],
    severity: "medium",
    note: "sigpub is redeployed with a release whose environment lacks SIGNING_KEY_ID; every bundle signing fails with a KeyError, manifests 500, and agent-gw reports agents falling behind on signatures.",
    gen(c, T) {
      const r = c.rng;
      const rev = `${day(T).replace(/\./g, "")}07`;
      c.emit("sigpub", T - 9000, "info", `[1] [INFO] Handling signal: term`);
      c.emit(
        "sigpub",
        T - 7000,
        "info",
        `[1] [INFO] Starting gunicorn 22.0.0 (sigpub 4.3.0, deploy #${r.int(800, 999)})`,
      );
      c.emit("sigpub", T - 6900, "info", `[1] [INFO] Listening at: http://0.0.0.0:8000 (1)`);
      c.emit(
        "sigpub",
        T - 6000,
        "warn",
        `settings: SIGNING_BACKEND=kms-v2 (new in 4.3.0); legacy SIGNING_KEY_PATH ignored`,
      );
      const stack = [
        "Traceback (most recent call last):",
        '  File "/app/sigpub/publish.py", line 142, in publish_revision',
        "    sig = signer.sign(bundle.digest())",
        '  File "/app/sigpub/signing/kms.py", line 37, in sign',
        '    key_id = settings.SIGNING["key_id"]',
        '  File "/app/sigpub/settings.py", line 58, in __getitem__',
        "    return os.environ[self._env[name]]",
        '  File "<frozen os>", line 714, in __getitem__',
        "KeyError: 'SIGNING_KEY_ID'",
      ];
      c.every(
        30000,
        (t) => {
          c.emit("sigpub", t, "error", `publish of revision ${rev} failed, keeping ${rev.slice(0, -1)}6 as current`, {
            stack,
          });
        },
        T,
        c.t1,
        500,
      );
      c.poisson(
        0.8,
        (t) => {
          const tr = c.tid();
          c.emit("sigpub", t, "error", `Exception on /v1/manifest/${rev} [GET]`, {
            trace: tr,
            stack: r.chance(0.3) ? stack : undefined,
          });
          c.emit(
            "sigpub",
            t + 2,
            "info",
            `10.${r.int(0, 3)}.${r.int(0, 255)}.${r.int(1, 254)} - "GET /v1/manifest/${rev} HTTP/1.1" 500 265`,
            { trace: tr },
          );
          c.emit(
            "agent-gw",
            t + r.int(5, 30),
            "error",
            `manifest fetch for agent ${r.hex(8)} failed: GET http://sigpub:8000/v1/manifest/${rev}: 500 Internal Server Error (retry in ${r.pick([30, 60, 120])}s)`,
            { trace: tr },
          );
        },
        T + 2000,
        c.t1,
        false,
      );
      c.every(
        60000,
        (t, i) => {
          c.emit(
            "agent-gw",
            t,
            "warn",
            `${(1200 + i * 1900).toLocaleString("en-US")} agents on signatures older than ${rev} (rollout stalled at 0%)`,
          );
        },
        T + 60000,
        c.t1,
      );
      c.poisson(
        0.05,
        (t) => {
          c.emit(
            "console-bff",
            t,
            "warn",
            `GET /api/signatures/status 200 ${r.int(40, 90)} ms - latest=${rev.slice(0, -1)}6 expected=${rev}`,
          );
        },
        T + 60000,
        c.t1,
        false,
      );
      return (l) => l.svc === "sigpub" && l.t > T && l.msg.startsWith("served manifest");
    },
  },
  {
    key: "verdict-reputation-outage",
    estate: "palisade",
    origin: "verdict-api",
    category: "dependency",
    hints: ["upstream", "unavailable", "503", "provider", "dependency", "reputation", "circuit"],
    severity: "medium",
    note: "The third-party file-reputation service behind verdict-api answers 503; verdict-api's circuit breaker opens and returns 503s, while agent-gw and sandbox-broker retry verdict lookups far more loudly.",
    gen(c, T) {
      const r = c.rng;
      const netStack = [
        "System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).",
        "   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
        "   at Palisade.Verdicts.Reputation.RepClient.LookupAsync(String sha256, CancellationToken ct) in /src/Verdicts/Reputation/RepClient.cs:line 64",
        "   at Polly.Retry.AsyncRetryEngine.ImplementationAsync[TResult](Func`3 action, Context context, CancellationToken cancellationToken)",
        "   at Palisade.Verdicts.VerdictService.ResolveAsync(String sha256) in /src/Verdicts/VerdictService.cs:line 112",
      ];
      c.poisson(
        0.5,
        (t) => {
          c.emit(
            "verdict-api",
            t,
            "warn",
            `warn: Palisade.Verdicts.Reputation.RepClient[2] Reputation lookup to https://api.filerep-cloud.net/v3/files failed with 503 (Service Unavailable), attempt ${r.int(1, 3)}/3`,
            {
              stack: r.chance(0.3) ? netStack : undefined,
            },
          );
        },
        T,
        T + 50000,
        false,
      );
      const open = T + r.int(35000, 50000);
      c.every(
        30000,
        (t) => {
          c.emit(
            "verdict-api",
            t,
            "error",
            `fail: Palisade.Verdicts.Reputation.RepClient[5] Circuit breaker opened for 30s after 5 consecutive failures calling api.filerep-cloud.net`,
            {
              stack: [
                "Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
                ...netStack.slice(2),
              ],
            },
          );
          c.emit(
            "verdict-api",
            t + 30000,
            "info",
            `info: Palisade.Verdicts.Reputation.RepClient[6] Circuit breaker half-open, trial call to api.filerep-cloud.net`,
          );
          c.emit(
            "verdict-api",
            t + 30400,
            "warn",
            `warn: Palisade.Verdicts.Reputation.RepClient[2] Trial call failed: 503 (Service Unavailable); circuit open again`,
          );
        },
        open,
        c.t1,
        200,
      );
      c.poisson(
        1.0,
        (t) => {
          const tr = c.tid();
          const sha = r.hex(64);
          c.emit(
            "verdict-api",
            t,
            "info",
            `Request finished HTTP/1.1 GET http://verdict-api:8080/v2/verdicts/${sha} - 503 - application/problem+json ${r.float(0.5, 3, 4)}ms`,
            { trace: tr },
          );
          c.emit(
            "agent-gw",
            t + r.int(3, 20),
            "error",
            `verdict lookup failed for sha256=${sha.slice(0, 16)}… host=${host(c)}: verdict-api responded 503 Service Unavailable; file held in pending state (retry ${r.int(1, 6)}/6)`,
            { trace: tr },
          );
        },
        open,
        c.t1,
        false,
      );
      c.poisson(
        0.6,
        (t) => {
          c.emit("agent-gw", t, "warn", `retrying verdict lookup sha256=${r.hex(16)}… in ${r.pick([5, 10, 20, 40])}s`);
        },
        open + 5000,
        c.t1,
        false,
      );
      c.poisson(
        0.25,
        (t) => {
          c.emit(
            "sandbox-broker",
            t,
            "error",
            `pre-check for sample ${r.hex(12)} failed: HTTPError 503 from http://verdict-api:8080/v2/verdicts (reputation unavailable), queueing detonation without prior`,
          );
        },
        open,
        c.t1,
        false,
      );
      return (l) =>
        l.svc === "verdict-api" && l.t > open && l.msg.includes("/v2/verdicts/") && l.msg.includes(" - 200 - ");
    },
  },
  {
    key: "telemetry-writer-sasl",
    estate: "northgale",
    origin: "telemetry-writer",
    category: "authentication",
    hints: ["authentication", "sasl", "credential", "scram", "auth"],
    severity: "high",
    note: "telemetry-writer's Kafka producer fails SCRAM-SHA-512 authentication (its credential no longer matches the broker's), nothing is appended, and agent-hub spools batches and retries against 503s from telemetry-writer.",
    gen(c, T) {
      const r = c.rng;
      const stack = [
        "org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
      ];
      c.every(
        r.pick([4000, 6000]),
        (t, i) => {
          const b = r.int(0, 2);
          c.emit(
            "telemetry-writer",
            t,
            "error",
            `[Producer clientId=telemetry-writer-1] Connection to node ${i % 4 === 0 ? -1 : b} (kafka-${b}.bus.ng-prod.internal/10.60.0.${11 + b}:9096) failed authentication due to: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512`,
          );
        },
        T,
        c.t1,
        800,
      );
      c.poisson(
        0.4,
        (t) => {
          c.emit(
            "telemetry-writer",
            t,
            "error",
            `Failed to publish telemetry batch ${r.hex(8)} (${r.int(10, 3000)} records)`,
            {
              stack: [
                ...stack,
                "\tat org.apache.kafka.clients.producer.internals.Sender.maybeSendAndPollTransactionalRequest(Sender.java:449)",
                "\tat org.apache.kafka.clients.producer.internals.Sender.runOnce(Sender.java:320)",
                "\tat org.apache.kafka.clients.producer.internals.Sender.run(Sender.java:243)",
                "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
              ],
            },
          );
          c.emit("telemetry-writer", t + 3, "warn", `POST /v1/batches 503 Service Unavailable (producer not ready)`);
        },
        T + 1000,
        c.t1,
        false,
      );
      c.poisson(
        1.8,
        (t) => {
          if (r.chance(0.6))
            c.emit(
              "agent-hub",
              t,
              "error",
              `forward batch for agent ${r.hex(12)} failed: POST http://telemetry-writer:8080/v1/batches: 503 Service Unavailable (attempt ${r.int(1, 5)}/5)`,
            );
          else
            c.emit(
              "agent-hub",
              t,
              "warn",
              `spooled ${r.int(10, 3000)} events for agent ${r.hex(12)} to /var/spool/agent-hub (spool ${r.float(0.4, 9.8)}GB)`,
            );
        },
        T + 3000,
        c.t1,
        false,
      );
      c.emit(
        "portal-web",
        T + 200000,
        "warn",
        `GET /api/devices/telemetry-freshness 200 - newest event ${r.int(3, 4)}m old for 100% of tenants`,
      );
      return (l) =>
        (l.svc === "telemetry-writer" && l.t > T && l.msg.includes("appended")) ||
        (l.svc === "agent-hub" && l.t > T + 3000 && l.msg.includes("uploaded telemetry") && r.chance(0.6));
    },
  },
  {
    key: "scanner-site-uplink",
    estate: "northgale",
    origin: "scanner-pool",
    category: "network",
    hints: ["reset", "connection", "network", "route", "unreachable", "socket", "uplink", "tcp"],
    severity: "medium",
    note: "The Rotterdam scanner-pool nodes lose their path to the core (connection resets, then no route to host) so result uploads and check-ins fail; scan-orchestrator sees scanners missing and reassigns tasks.",
    gen(c, T) {
      const r = c.rng;
      const nodes = ["scn-rtm-01", "scn-rtm-02"];
      c.poisson(
        0.5,
        (t) => {
          const n = r.pick(nodes);
          const early = t < T + 45000;
          c.emit(
            "scanner-pool",
            t,
            r.chance(0.6) ? "error" : "warn",
            early
              ? `${n} upload results task=${r.hex(8)}: Post "https://scan-orchestrator.ng-prod.internal/api/v2/results": read tcp 10.70.4.${r.int(20, 29)}:${r.int(40000, 60000)}->10.60.2.40:443: read: connection reset by peer`
              : r.pick([
                  `${n} upload results task=${r.hex(8)}: Post "https://scan-orchestrator.ng-prod.internal/api/v2/results": dial tcp 10.60.2.40:443: connect: no route to host`,
                  `${n} check-in failed: Post "https://scan-orchestrator.ng-prod.internal/api/v2/checkin": dial tcp 10.60.2.40:443: i/o timeout`,
                  `${n} results buffered locally (${r.int(10, 90)} tasks, ${r.int(20, 400)}MB), will retry`,
                ]),
          );
        },
        T,
        c.t1,
        false,
      );
      c.every(
        15000,
        (t) => {
          for (const n of nodes)
            c.emit(
              "scan-orchestrator",
              t + r.int(0, 500),
              "warn",
              `scanner ${n} missed check-in (last seen ${Math.round((t - T) / 1000) + 15}s ago)`,
            );
        },
        T + 30000,
        c.t1,
      );
      c.every(
        60000,
        (t) => {
          c.emit(
            "scan-orchestrator",
            t,
            "error",
            `reassigning ${r.int(8, 20)} in-flight tasks from scn-rtm-01, scn-rtm-02 to remaining pool; job J-${r.int(2000, 2999)} 'pci-external' will exceed window`,
          );
        },
        T + 75000,
        c.t1,
      );
      return (l) =>
        l.svc === "scanner-pool" &&
        l.t > T &&
        l.msg.startsWith("scn-rtm") &&
        (l.msg.includes("check-in ok") || l.msg.includes("findings="));
    },
  },
];
