// The eight incidents, one per category, built on the same background as the quiet windows: the origin fails in its
// own runtime's words, callers report it in theirs (often louder), and the fault starts after a baseline.
import { serviceOf } from "./estates.js";
import type { Win } from "./stream.js";

export interface Incident {
  origin: string;
  category: string;
  hints: string[];
  start: number;
  severity: "medium" | "high";
  note: string;
}

export type IncidentKind = (w: Win) => Incident;

const begin = (w: Win) => w.m(w.minutes * (0.4 + w.r.next() * 0.2));

/** The edge reports failures of `callee` for a share of its traffic from t on. */
function edgeFails(w: Win, callee: string, from: number, perMin: number, status: number, why: string): void {
  const edge = w.svc("edge");
  w.poisson(perMin, from + 800, w.end, (t) =>
    w.at(
      t,
      edge,
      "error",
      `${w.r.pick(["GET", "POST"])} ${w.r.pick(w.estate.paths)} ${status} ${w.r.int(5, 3000)}ms (upstream ${callee}: ${why})`,
      {
        trace: w.trace(),
      },
    ),
  );
}

export const INCIDENTS: Record<string, IncidentKind> = {
  memory(w) {
    const core = w.svc("core");
    const node = serviceOf(w.estate, core).runtime === "node";
    const s = begin(w);
    for (let i = 0; i < 6; i++)
      w.at(
        s - 120000 + i * 20000,
        core,
        "warn",
        node
          ? `heap usage ${(1.9 + i * 0.015).toFixed(3)} GB of 2.0 GB limit after mark-compact (${w.r.int(900, 2400)} ms)`
          : `[gc] GC(${3000 + i}) Pause Full (G1 Compaction Pause) 2031M->${1990 + i * 6}M(2048M) ${w.r.int(900, 2400)}.${w.r.int(100, 999)}ms`,
      );
    w.every(45000, s, w.end, (t) => {
      if (node) {
        w.at(t, core, "fatal", "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory", {
          errType: "HeapOutOfMemory",
          stack: [
            "<--- Last few GCs --->",
            `[1:0x${w.r.hex(12)}]   ${w.r.int(400000, 900000)} ms: Mark-Compact 2041.3 (2083.4) -> 2039.8 (2083.9) MB, 1843.21 / 0.00 ms  (average mu = 0.112, current mu = 0.021) allocation failure; scavenge might not succeed`,
            " 1: 0xb7a940 node::Abort() [node]",
            " 2: 0xa8e823  [node]",
            " 3: 0xd5c990 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, bool) [node]",
          ],
        });
      } else {
        w.at(
          t,
          core,
          "error",
          `Exception in thread "http-nio-8080-exec-${w.r.int(1, 200)}" java.lang.OutOfMemoryError: Java heap space`,
          {
            errType: "java.lang.OutOfMemoryError",
            stack: [
              "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
              "\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)",
              "\tat org.hibernate.engine.internal.StatefulPersistenceContext.addEntity(StatefulPersistenceContext.java:447)",
              "\tat org.springframework.data.jpa.repository.support.SimpleJpaRepository.findAll(SimpleJpaRepository.java:434)",
            ],
          },
        );
        w.at(t + 1500, core, "fatal", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
      }
      w.at(
        t + 21000,
        core,
        "info",
        node
          ? "server listening on :8080 (restarted)"
          : `Started Application in ${w.r.int(12, 18)}.2 seconds (process running for 19.0)`,
      );
    });
    edgeFails(w, core, s, 40, 503, "no healthy upstream");
    return {
      origin: core,
      category: "memory",
      hints: ["outofmemory", "heap", "memory", "oom"],
      start: s,
      severity: "high",
      note: `${core} runs out of heap (long GCs near the limit, then out-of-memory crashes and restarts every ~45 s); the edge returns 503`,
    };
  },
  database(w) {
    const db = w.svc("db");
    const core = w.svc("core");
    const s = begin(w);
    w.at(
      s,
      db,
      "error",
      `server process (PID ${w.r.int(1000, 9000)}) was terminated by signal 11: Segmentation fault\nDETAIL:  Failed process was running: UPDATE ${w.estate.table} SET status = $1 WHERE id = $2`,
    );
    w.at(s + 50, db, "info", "terminating any other active server processes");
    w.at(s + 400, db, "info", "all server processes terminated; reinitializing");
    w.at(s + 900, db, "info", "database system was interrupted; last known up at " + new Date(s - 60000).toISOString());
    w.at(s + 1200, db, "info", "database system was not properly shut down; automatic recovery in progress");
    w.poisson(30, s + 1300, w.end, (t) => w.at(t, db, "error", `FATAL:  the database system is in recovery mode`));
    w.poisson(50, s + 30000, w.end, (t) =>
      w.at(
        t,
        core,
        "error",
        `HikariPool-1 - Connection is not available, request timed out after 30000ms (org.postgresql.util.PSQLException: FATAL: the database system is in recovery mode)`,
        {
          errType: "org.springframework.jdbc.CannotGetJdbcConnectionException",
          trace: w.trace(),
        },
      ),
    );
    edgeFails(w, core, s + 30000, 30, 500, "500 Internal Server Error");
    return {
      origin: db,
      category: "database",
      hints: ["recovery", "database", "postgres", "segmentation", "sql", "connection"],
      start: s,
      severity: "high",
      note: `a ${db} backend crashes with SIGSEGV, PostgreSQL stays in crash recovery and ${core} cannot get connections`,
    };
  },
  disk(w) {
    const wk = w.svc("worker");
    const s = begin(w);
    w.at(s - 90000, wk, "warn", "disk usage 94% on /var/lib/exports (threshold 80%), triggering retention cleanup");
    w.at(s - 80000, wk, "warn", "retention cleanup removed 0 files (nothing older than 14d)");
    w.poisson(20, s, w.end, (t) =>
      w.at(
        t,
        wk,
        "error",
        `OSError: [Errno 28] No space left on device: '/var/lib/exports/${w.estate.jobs[0]}/${w.r.hex(8)}.parquet'`,
        {
          errType: "OSError",
          stack: [
            "Traceback (most recent call last):",
            '  File "/app/jobs/export.py", line 88, in write_chunk',
            "    fh.write(buf)",
            "OSError: [Errno 28] No space left on device",
          ],
        },
      ),
    );
    w.every(60000, s, w.end, (t) =>
      w.at(t, wk, "error", `job ${w.estate.jobs[0]} failed after 3 attempts: [Errno 28] No space left on device`),
    );
    return {
      origin: wk,
      category: "disk",
      hints: ["space", "disk", "errno 28", "enospc", "device"],
      start: s,
      severity: "medium",
      note: `${wk}'s export volume fills up (cleanup finds nothing to delete); every write fails with ENOSPC`,
    };
  },
  authentication(w) {
    const c = w.svc("consumer");
    const java = serviceOf(w.estate, c).runtime === "java";
    const s = begin(w);
    w.at(s - 20000, c, "info", "secret kafka-scram-credentials reloaded (version 14)");
    w.every(5000, s, w.end, (t) =>
      w.at(
        t,
        c,
        "error",
        java
          ? `[Consumer clientId=${c}-1, groupId=${c}] Connection to node -1 (kafka-0.kafka-headless:9096) failed authentication due to: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512`
          : `kafka: client has run out of available brokers to talk to: kafka server: SASL Authentication failed: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512`,
        { errType: java ? "org.apache.kafka.common.errors.SaslAuthenticationException" : "sarama.ErrOutOfBrokers" },
      ),
    );
    w.every(30000, s + 60000, w.end, (t, i) =>
      w.at(
        t,
        c,
        "warn",
        `consumer lag on ${w.estate.topic}: ${(i + 1) * w.r.int(8000, 12000)} messages (threshold 10000)`,
      ),
    );
    return {
      origin: c,
      category: "authentication",
      hints: ["sasl", "authentication", "credential", "scram"],
      start: s,
      severity: "high",
      note: `${c}'s Kafka SCRAM credentials are rejected after a secret reload; it stops consuming ${w.estate.topic} and lag grows`,
    };
  },
  configuration(w) {
    const c2 = w.svc("core2");
    const rt = serviceOf(w.estate, c2).runtime;
    const s = begin(w);
    w.at(
      s - 3000,
      c2,
      "info",
      `deploy ${c2} ${w.r.int(2, 9)}.${w.r.int(0, 40)}.0: rolling update started (config map ${c2}-env v${w.r.int(10, 90)})`,
    );
    const msg =
      rt === "java"
        ? "APPLICATION FAILED TO START\nDescription:\nFailed to bind properties under 'app.search.endpoint' to java.net.URI:\n    Property: app.search.endpoint\n    Value: \"$" +
          "{SEARCH_ENDPOINT}\"\n    Reason: failed to convert java.lang.String to java.net.URI (Illegal character in path at index 1)\nAction:\nUpdate your application's configuration"
        : rt === "go"
          ? 'config: invalid value for "UPSTREAM_TIMEOUT": time: missing unit in duration "30"; exiting'
          : rt === "node"
            ? "Error: Missing required environment variable: TILE_CACHE_URL\n    at requireEnv (/app/dist/config.js:14:11)\n    at Object.<anonymous> (/app/dist/config.js:31:20)"
            : "pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings\nredis_url\n  Field required [type=missing, input_value={...}, input_type=dict]";
    w.every(20000, s, w.end, (t) => {
      w.at(t, c2, "info", "starting (pid 1)");
      w.at(t + 900, c2, "fatal", msg, { errType: "configuration" });
      w.at(t + 1000, c2, "error", "process exited with code 1; back-off restarting failed container");
    });
    edgeFails(w, c2, s + 15000, 25, 503, "no healthy upstream");
    return {
      origin: c2,
      category: "configuration",
      hints: ["config", "environment", "variable", "property", "setting", "missing", "invalid"],
      start: s,
      severity: "high",
      note: `${c2}'s new release reads a missing/invalid setting and crash-loops at start-up; the edge returns 503`,
    };
  },
  null_reference(w) {
    const core = w.svc("core");
    const rt = serviceOf(w.estate, core).runtime;
    const s = begin(w);
    w.at(
      s - 5000,
      core,
      "info",
      `deploy ${core}: rolled out ${w.r.int(2, 9)}.${w.r.int(0, 40)}.${w.r.int(0, 9)} (3/3 pods ready)`,
    );
    const [msg, type, stack] =
      rt === "java"
        ? [
            'Servlet.service() for servlet [dispatcherServlet] threw exception: java.lang.NullPointerException: Cannot invoke "com.app.domain.Account.getTier()" because "account" is null',
            "java.lang.NullPointerException",
            [
              "\tat com.app.pricing.DiscountService.apply(DiscountService.java:77)",
              "\tat com.app.web.CheckoutController.quote(CheckoutController.java:52)",
            ],
          ]
        : [
            "TypeError: Cannot read properties of undefined (reading 'tier')",
            "TypeError",
            [
              "    at applyDiscount (/app/dist/pricing.js:77:31)",
              "    at async quoteHandler (/app/dist/routes/quote.js:52:18)",
            ],
          ];
    w.poisson(25, s, w.end, (t) => {
      const tr = w.trace();
      w.at(t, core, "error", msg, { stack, errType: type, trace: tr });
      w.at(
        t + 20,
        w.svc("edge"),
        "error",
        `POST ${w.r.pick(w.estate.paths)} 500 ${w.r.int(20, 80)}ms (upstream ${core}: 500 Internal Server Error)`,
        { trace: tr },
      );
    });
    return {
      origin: core,
      category: "null_reference",
      hints: ["null", "undefined", "typeerror", "nullpointer"],
      start: s,
      severity: "medium",
      note: `a ${core} release dereferences a missing account object on the quote path; those requests fail with 500`,
    };
  },
  rate_limiting(w) {
    const core = w.svc("core");
    const v = w.estate.vendor;
    const s = begin(w);
    w.at(s - 10000, w.svc("worker"), "info", `job ${w.estate.jobs[1]} started with concurrency=64 (was 8)`);
    w.poisson(60, s, w.end, (t) =>
      w.at(
        t,
        core,
        "error",
        `POST https://${v}/v1/verify failed: 429 Too Many Requests (Retry-After: 30) - "rate limit exceeded for api key ...${w.r.hex(4)}"`,
        {
          errType: "HttpClientErrorException$TooManyRequests",
          trace: w.trace(),
        },
      ),
    );
    edgeFails(w, core, s + 2000, 20, 502, `${v} rate limited`);
    return {
      origin: core,
      category: "rate_limiting",
      hints: ["429", "rate", "too many", "limit"],
      start: s,
      severity: "medium",
      note: `${core} exceeds ${v}'s rate limit (429 Too Many Requests, Retry-After 30) after a job's concurrency was raised`,
    };
  },
  network(w) {
    const c2 = w.svc("core2");
    const s = begin(w);
    const node = serviceOf(w.estate, c2).runtime === "node";
    w.poisson(45, s, w.end, (t) =>
      w.at(
        t,
        c2,
        "error",
        node
          ? `request to https://${w.estate.vendor}/v1/status failed, reason: getaddrinfo EAI_AGAIN ${w.estate.vendor}`
          : `Get "https://${w.estate.vendor}/v1/status": dial tcp: lookup ${w.estate.vendor} on 10.96.0.10:53: read udp 10.1.3.7:${w.r.int(30000, 60000)}->10.96.0.10:53: i/o timeout`,
        { errType: node ? "FetchError" : "net.DNSError", trace: w.trace() },
      ),
    );
    edgeFails(w, c2, s + 1000, 20, 502, "bad gateway");
    return {
      origin: c2,
      category: "network",
      hints: ["dns", "lookup", "eai_again", "getaddrinfo", "network", "resolve"],
      start: s,
      severity: "medium",
      note: `${c2} can no longer resolve ${w.estate.vendor} (DNS lookups time out); its requests fail and the edge returns 502`,
    };
  },
};
