// The eight incidents, each from a failure mode of public postmortems, told in the runtimes' own words.
import type { Role } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Scenario } from "./scenario.js";
import { accessLine, callFail, reqLine } from "./words.js";
import type { World } from "./world.js";

const PER_MIN = 60000;

function unrelatedDeploy(w: World, role: Role, t: number): void {
  const v = `v${w.rng.int(2, 9)}.${w.rng.int(0, 60)}.${w.rng.int(0, 9)}`;
  w.emit(t, role, "INFO", "received SIGTERM, shutting down gracefully");
  w.emit(t + 9000, role, "INFO", `starting ${w.name(role)} ${v} (commit ${w.rng.hex(7)})`);
  w.emit(t + 9400, role, "WARN", "config: OTEL_EXPORTER_OTLP_TIMEOUT not set, using default 10s");
  w.emit(t + 11000, role, "INFO", "ready to accept connections");
}

function javaStack(cls: string, frames: string[]): string[] {
  return [cls, ...frames.map((f) => `\tat ${f}`), `\t... ${frames.length + 41} more`];
}

function noSpace(r: Rng, rt: string, path: string): { msg: string; stack?: string[] } {
  if (rt === "python")
    return {
      msg: `upload failed for ${path}`,
      stack: [
        "Traceback (most recent call last):",
        '  File "/app/survey/uploads.py", line 88, in store_chunk',
        "    fh.write(chunk)",
        `OSError: [Errno 28] No space left on device: '${path}'`,
      ],
    };
  if (rt === "java")
    return {
      msg: `Failed to store upload ${path}`,
      stack: javaStack("java.io.IOException: No space left on device", [
        "java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
        "java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:290)",
        "com.movara.survey.media.SpoolWriter.append(SpoolWriter.java:61)",
      ]),
    };
  return {
    msg: `Error: ENOSPC: no space left on device, write (${path})`,
    stack: [
      "    at async WriteStream._write (node:internal/fs/streams:412:5)",
      `    at async SpoolWriter.append (/srv/app/dist/spool.js:${r.int(40, 90)}:9)`,
    ],
  };
}

export const INCIDENTS: Scenario[] = [
  {
    kind: "disk-survey-spool-full",
    needs: ["edge", "survey", "portal", "quotes", "docs", "claims"],
    incident: {
      category: "disk",
      origin: "survey",
      hints: ["disk", "space", "enospc", "errno 28", "volume", "no space"],
      severity: "high",
    },
    run(w, start) {
      const r = w.rng;
      const rt = w.rt("survey");
      w.rate(w.t0, w.t1, 1, (t) =>
        w.emit(t, "docs", "WARN", `disk usage on /var/log at ${r.int(80, 84)}%, logrotate pending`),
      );
      w.emit(
        start - 4 * PER_MIN,
        "survey",
        "WARN",
        "upload spool /data/spool 91% used (threshold 90%), cleanup job not due until 02:00",
      );
      unrelatedDeploy(w, "claims", start - 80000);
      w.emit(start, "survey", "WARN", "upload spool /data/spool 100% used");
      w.rate(start, w.t1, 3, (t) => {
        const p = `/data/spool/S${r.int(50000, 59999)}/room-${r.int(1, 9)}.mp4.part`;
        const e = noSpace(r, rt, p);
        w.emit(t, "survey", "ERROR", e.msg, { stack: e.stack });
      });
      w.rate(start + 2000, w.t1, 30, (t) => {
        const rid = w.rid();
        const path = `/api/surveys/S${r.int(50000, 59999)}/rooms`;
        w.emit(t, "survey", "INFO", reqLine(r, rt, "PUT", path, 500, r.int(20, 90)), { rid });
        w.emit(t + 100, "edge", "INFO", accessLine(w, "PUT", path, 500, r.int(20, 90), "survey"), { rid });
        if (r.chance(0.7))
          w.emit(
            t + 150,
            "portal",
            "ERROR",
            `video survey upload failed, client will retry: ${callFail(r, w.rt("portal"), w.name("survey"), path, "s500")}`,
            { rid },
          );
      });
      w.rate(start + 60000, w.t1, 15, (t) =>
        w.emit(
          t,
          "quotes",
          "ERROR",
          `cannot estimate volume for survey S${r.int(50000, 59999)}: rooms incomplete (${r.int(0, 3)} of ${r.int(4, 9)} uploaded)`,
        ),
      );
      return `The video-survey upload spool on ${w.name("survey")} fills up and every room upload fails with no space left on device, while the portal, edge and quote estimator log the resulting 500s more loudly.`;
    },
  },
  {
    kind: "config-crew-missing-url",
    needs: ["edge", "crew", "dispatch", "routing", "notify", "portal"],
    incident: {
      category: "configuration",
      origin: "crew",
      hints: ["config", "setting", "env", "missing", "url", "localhost", "not set"],
      severity: "high",
    },
    run(w, start) {
      const r = w.rng;
      const rt = w.rt("crew");
      w.rate(w.t0, w.t1, 2, (t) =>
        w.emit(t, "routing", "WARN", "metrics push to pushgateway:9091 failed: connection refused"),
      );
      const v = `v2.${r.int(10, 30)}.0`;
      w.emit(start - 12000, "crew", "INFO", "received SIGTERM, shutting down gracefully");
      w.emit(start - 2000, "crew", "INFO", `starting ${w.name("crew")} ${v}`);
      w.emit(
        start,
        "crew",
        "WARN",
        rt === "java"
          ? "Property 'routing.base-url' not set, falling back to default http://localhost:8080"
          : rt === "dotnet"
            ? "Configuration key 'Routing:BaseUrl' is empty; using default http://localhost:8080"
            : "ROUTING_BASE_URL is not set, defaulting to http://localhost:8080",
      );
      w.emit(start + 800, "crew", "INFO", "ready to accept connections");
      unrelatedDeploy(w, "notify", start + 50000);
      const local =
        rt === "java"
          ? 'I/O error on POST request for "http://localhost:8080/v1/solve": Connection refused; nested exception is java.net.ConnectException: Connection refused'
          : rt === "dotnet"
            ? "System.Net.Http.HttpRequestException: Connection refused (localhost:8080)"
            : rt === "python"
              ? "requests.exceptions.ConnectionError: HTTPConnectionPool(host='localhost', port=8080): Max retries exceeded with url: /v1/solve (Caused by NewConnectionError('Failed to establish a new connection: [Errno 111] Connection refused'))"
              : "Error: connect ECONNREFUSED 127.0.0.1:8080";
      w.rate(start + 5000, w.t1, 6, (t) => w.emit(t, "crew", "ERROR", `roster solve failed: ${local}`));
      w.rate(start + 5000, w.t1, 25, (t) => {
        const path = `/api/crews/week/2026-W${r.int(20, 23)}`;
        const rid = w.rid();
        w.emit(
          t,
          "dispatch",
          "ERROR",
          `assign crew failed: ${callFail(r, w.rt("dispatch"), w.name("crew"), path, "s500")}`,
          { rid },
        );
        if (r.chance(0.5))
          w.emit(t + 20, "dispatch", "WARN", `retrying crew assignment (attempt ${r.int(2, 4)}/4)`, { rid });
        if (r.chance(0.5))
          w.emit(t + 40, "edge", "INFO", accessLine(w, "GET", path, 500, r.int(5, 40), "crew"), { rid });
      });
      return `${w.name("crew")} is released without its routing URL, falls back to localhost and every roster solve gets connection refused, while dispatch retries and logs many more 500s.`;
    },
  },
  {
    kind: "memory-vans-oom-loop",
    needs: ["edge", "vans", "dispatch", "portal", "routing", "claims"],
    incident: {
      category: "memory",
      origin: "vans",
      hints: ["memory", "heap", "oom", "out of memory", "outofmemory"],
      severity: "high",
    },
    run(w, start) {
      const r = w.rng;
      const rt = w.rt("vans");
      w.rate(w.t0, w.t1, 1, (t) => w.emit(t, "claims", "INFO", `heap usage ${r.int(60, 78)}% after GC`));
      w.emit(
        start,
        "vans",
        "WARN",
        rt === "java"
          ? "GC pause (G1 Evacuation Pause) 1840ms, heap 3890M->3861M(4096M)"
          : rt === "go"
            ? "position buffer size 1.9M entries (replay backlog), memory soft limit near"
            : "position replay buffer holds 1.9M entries, heap used 1.71 GB of 2 GB",
      );
      unrelatedDeploy(w, "routing", start + 30000);
      let t = start + 80000;
      while (t < w.t1) {
        if (rt === "java") {
          w.emit(t - 20000, "vans", "WARN", "GC overhead: 98% of time spent in GC over last 60s");
          w.emit(t, "vans", "ERROR", 'Exception in thread "kafka-producer-network-thread"', {
            stack: javaStack("java.lang.OutOfMemoryError: Java heap space", [
              "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
              "com.movara.telematics.ReplayBuffer.add(ReplayBuffer.java:44)",
            ]),
          });
          w.emit(t + 50, "vans", "ERROR", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        } else if (rt === "go") {
          w.emit(t, "vans", "FATAL", "fatal error: runtime: out of memory", {
            stack: [
              "runtime stack:",
              "runtime.throw({0x1a2b3c, 0x16})",
              "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c",
              "goroutine 118 [running]:",
              "main.(*replayBuffer).add(...)",
            ],
          });
        } else {
          w.emit(t, "vans", "ERROR", "<--- Last few GCs --->", {
            stack: [
              `[1:0x5f0c7b0]  ${r.int(90000, 400000)} ms: Mark-Compact 2041.8 (2083.2) -> 2039.1 (2084.0) MB, 1712.4 / 0.0 ms  (average mu = 0.091) allocation failure; scavenge might not succeed`,
            ],
          });
          w.emit(
            t + 10,
            "vans",
            "FATAL",
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
            {
              stack: [
                " 1: 0xb7a940 node::Abort() [node]",
                " 2: 0xaa5410  [node]",
                " 3: 0xd5b4b0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
              ],
            },
          );
        }
        const back = t + r.int(25000, 45000);
        w.mute("vans", t, back);
        w.emit(
          back,
          "vans",
          "INFO",
          rt === "java" ? "Started TelematicsApplication in 14.2 seconds" : "position ingest listening on :8080",
        );
        w.emit(back + 1500, "vans", "INFO", "replaying unacknowledged positions from backlog");
        w.rate(t, back, 50, (tt) =>
          w.emit(
            tt,
            "edge",
            "WARN",
            accessLine(
              w,
              "POST",
              "/ingest/positions",
              r.pick([502, 503]),
              r.int(1, 20),
              "vans",
              "VanTrack-Firmware/3.4",
            ),
          ),
        );
        w.rate(t, back, 12, (tt) =>
          w.emit(
            tt,
            "dispatch",
            "ERROR",
            `eta refresh failed: ${callFail(r, w.rt("dispatch"), w.name("vans"), "/v1/positions/latest", r.pick(["refused", "s503", "reset"]))}`,
          ),
        );
        t = back + r.int(60000, 110000);
      }
      w.rate(start + 120000, w.t1, 6, (tt) =>
        w.emit(
          tt,
          "portal",
          "WARN",
          `tracking page for J-${r.int(240000, 299999)} shows last position ${r.int(3, 14)} min old`,
        ),
      );
      return `${w.name("vans")} replays a growing position backlog into memory and crash-loops on heap exhaustion; the edge and dispatch report 502s, refused connections and stale ETAs.`;
    },
  },
  {
    kind: "database-claims-too-many-clients",
    needs: ["edge", "claims", "portal", "storage", "notify", "billing"],
    incident: {
      category: "database",
      origin: "claims",
      hints: ["database", "postgres", "connection", "too many", "clients", "sql", "pool"],
      severity: "high",
    },
    run(w, start) {
      const r = w.rng;
      const rt = w.rt("claims");
      w.rate(w.t0, w.t1, 1.5, (t) =>
        w.emit(
          t,
          "storage",
          "WARN",
          "database connection terminated unexpectedly (server closed the connection), reconnecting",
        ),
      );
      unrelatedDeploy(w, "notify", start - 120000);
      w.emit(
        start,
        "claims",
        "WARN",
        rt === "java"
          ? "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m2s)."
          : "connection pool: 40/40 in use, waiting for a free connection",
      );
      const fatal =
        rt === "java"
          ? "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already"
          : rt === "python"
            ? 'psycopg2.OperationalError: connection to server at "claims-db.internal" (10.30.1.5), port 5432 failed: FATAL:  sorry, too many clients already'
            : rt === "dotnet"
              ? "Npgsql.PostgresException (0x80004005): 53300: sorry, too many clients already"
              : "error: sorry, too many clients already";
      const wait =
        rt === "java"
          ? "HikariPool-1 - Connection is not available, request timed out after 30000ms."
          : rt === "python"
            ? "sqlalchemy.exc.TimeoutError: QueuePool limit of size 20 overflow 20 reached, connection timed out, timeout 30.00"
            : "The connection pool has been exhausted, either raise 'Max Pool Size' (currently 40) or 'Timeout' (currently 15 seconds)";
      w.rate(start + 10000, w.t1, 4, (t) => w.emit(t, "claims", "ERROR", fatal));
      w.rate(start + 30000, w.t1, 10, (t) => w.emit(t, "claims", "ERROR", wait));
      w.rate(start + 30000, w.t1, 28, (t) => {
        const rid = w.rid();
        const ms = r.int(15000, 30000);
        w.emit(t - ms, "claims", "INFO", reqLine(r, rt, "POST", "/api/claims", 500, ms), { rid });
        w.emit(t, "edge", "INFO", accessLine(w, "POST", "/api/claims", r.pick([500, 504]), ms, "claims"), { rid });
        if (r.chance(0.6))
          w.emit(
            t + 10,
            "portal",
            "ERROR",
            `claim submission failed: ${callFail(r, w.rt("portal"), w.name("claims"), "/api/claims", r.pick(["timeout", "s500"]))}`,
            { rid },
          );
      });
      return `${w.name("claims")} runs out of Postgres connections (too many clients, pool wait timeouts) and customers' claim submissions fail at the portal and edge.`;
    },
  },
  {
    kind: "network-routing-dns",
    needs: ["edge", "routing", "dispatch", "crew", "quotes", "portal"],
    incident: {
      category: "network",
      origin: "routing",
      hints: ["dns", "lookup", "resolv", "name resolution", "network", "udp", "unknownhost"],
      severity: "medium",
    },
    run(w, start) {
      const r = w.rng;
      const rt = w.rt("routing");
      w.rate(w.t0, w.t1, 1, (t) =>
        w.emit(
          t,
          "portal",
          "WARN",
          `email domain check: getaddrinfo ENOTFOUND ${r.pick(["gmial.com", "hotmial.co.uk", "outlok.com"])} (customer typo)`,
        ),
      );
      const dns = () =>
        rt === "go"
          ? `maps lookup failed: Get "https://api.tomtom.com/routing/1/calculateRoute/...": dial tcp: lookup api.tomtom.com on 10.96.0.10:53: read udp 10.${r.int(20, 60)}.3.${r.int(2, 250)}:${r.int(30000, 60000)}->10.96.0.10:53: i/o timeout`
          : rt === "java"
            ? "maps lookup failed: java.net.UnknownHostException: api.tomtom.com: Temporary failure in name resolution"
            : "maps lookup failed: getaddrinfo EAI_AGAIN api.tomtom.com";
      w.rate(start, w.t1, 5, (t) => w.emit(t, "routing", "WARN", `${dns()} (retry ${r.int(1, 3)}/3)`));
      w.rate(start + 20000, w.t1, 2, (t) => w.emit(t, "routing", "ERROR", `solve aborted: ${dns()}`));
      w.rate(start + 15000, w.t1, 30, (t) => {
        const caller = r.pick(["dispatch", "crew", "quotes"] as const);
        w.emit(t, caller, "ERROR", callFail(r, w.rt(caller), w.name("routing"), "/v1/route", "timeout"));
        if (r.chance(0.4)) w.emit(t + 30, caller, "WARN", "retrying route request with backoff");
      });
      w.rate(start + 15000, w.t1, 8, (t) =>
        w.emit(
          t,
          "edge",
          "INFO",
          accessLine(w, "GET", `/api/jobs/J-${r.int(240000, 299999)}/eta`, 504, 30000, "dispatch"),
        ),
      );
      return `A resolver node serving ${w.name("routing")} drops UDP DNS queries, so its maps lookups fail and time out while dispatch, crew and quotes log far more timeouts calling it.`;
    },
  },
  {
    kind: "dependency-stripe-circuit",
    needs: ["edge", "billing", "quotes", "portal", "notify", "survey"],
    incident: {
      category: "dependency",
      origin: "billing",
      hints: ["stripe", "payment", "circuit", "vendor", "503", "unavailable", "dependency", "upstream"],
      severity: "high",
    },
    run(w, start) {
      const r = w.rng;
      const rt = w.rt("billing");
      w.rate(w.t0, w.t1, 2, (t) =>
        w.emit(
          t,
          "billing",
          "ERROR",
          `card declined for deposit Q${r.int(1000000, 1999999)}: ${r.pick(["insufficient_funds", "do_not_honor"])}`,
        ),
      );
      unrelatedDeploy(w, "survey", start - 60000);
      const err = () =>
        rt === "python"
          ? `stripe.error.APIError: Request req_${r.hex(14)}: (Status 503) upstream connect error or disconnect/reset before headers`
          : rt === "dotnet"
            ? `Stripe.StripeException: An error occurred with our connection to Stripe. Request was retried 2 times. (503 Service Unavailable, req_${r.hex(14)})`
            : `com.stripe.exception.ApiConnectionException: IOException during API request to Stripe (https://api.stripe.com): Read timed out (req_${r.hex(14)})`;
      w.rate(start, start + 100000, 12, (t) =>
        w.emit(t, "billing", "WARN", `PaymentIntent create failed, retrying: ${err()}`),
      );
      const open =
        rt === "python"
          ? "pybreaker: circuit 'stripe' OPEN after 10 failures, failing fast for 60s"
          : rt === "dotnet"
            ? "Polly: The circuit is now open and is not allowing calls. (stripe)"
            : "CircuitBreaker 'stripe' changed state from CLOSED to OPEN";
      for (let t = start + 100000; t < w.t1; t += 75000) {
        w.emit(t, "billing", "ERROR", open);
        w.emit(t + 60000, "billing", "INFO", "circuit 'stripe' HALF_OPEN, allowing trial calls");
        w.emit(t + 61000, "billing", "WARN", `trial call failed: ${err()}`);
      }
      w.rate(start + 100000, w.t1, 30, (t) => {
        const rid = w.rid();
        w.emit(
          t,
          "quotes",
          "ERROR",
          `accept quote Q${r.int(1000000, 1999999)} failed: ${callFail(r, w.rt("quotes"), w.name("billing"), "/api/payments/deposit", "s503")}`,
          { rid },
        );
        w.emit(
          t + 5,
          "edge",
          "INFO",
          accessLine(w, "POST", `/api/quotes/Q${r.int(1000000, 1999999)}/accept`, 503, r.int(3, 30), "quotes"),
          { rid },
        );
      });
      w.rate(start + 100000, w.t1, 5, (t) =>
        w.emit(t, "notify", "WARN", "booking confirmation held: deposit not captured"),
      );
      return `Stripe starts answering 503s and timeouts to ${w.name("billing")}, which retries and then opens its circuit breaker, so quote acceptances fail with 503 at quotes and the edge.`;
    },
  },
  {
    kind: "auth-telematics-oauth",
    needs: ["edge", "vans", "dispatch", "portal", "crew", "routing"],
    incident: {
      category: "authentication",
      origin: "vans",
      hints: ["oauth", "token", "401", "unauthorized", "invalid_client", "credential", "auth", "secret"],
      severity: "medium",
    },
    run(w, start) {
      const r = w.rng;
      w.rate(w.t0, w.t1, 3, (t) => w.emit(t, "portal", "WARN", "JWT expired, asking client to refresh (401)"));
      w.emit(
        start,
        "vans",
        "WARN",
        'oauth token refresh for telematics vendor failed: 401 {"error":"invalid_client","error_description":"client secret has expired"}',
      );
      w.mute("vans", start + 3000, w.t1);
      w.rate(start + 3000, w.t1, 2, (tt) =>
        w.emit(tt, "vans", "INFO", "batch of 0 positions stored (vendor poll empty)"),
      );
      let t = start + 5000;
      let backoff = 5000;
      while (t < w.t1) {
        w.emit(
          t,
          "vans",
          "WARN",
          `GET https://api.fleetvendor.example/v2/vehicles/positions -> 401 Unauthorized, backing off ${backoff / 1000}s`,
        );
        t += backoff;
        backoff = Math.min(backoff * 2, 120000);
      }
      w.rate(start + 60000, w.t1, 25, (tt) =>
        w.emit(
          tt,
          "dispatch",
          "ERROR",
          `ETA unavailable for J-${r.int(240000, 299999)}: no position for VAN-${r.int(101, 188)} in ${r.int(120, 900)}s`,
        ),
      );
      w.rate(start + 60000, w.t1, 6, (tt) =>
        w.emit(tt, "crew", "WARN", `cannot confirm crew arrival for J-${r.int(240000, 299999)}: van location unknown`),
      );
      w.rate(start + 90000, w.t1, 8, (tt) =>
        w.emit(tt, "portal", "ERROR", "tracking: van position unavailable, showing job status only"),
      );
      return `The OAuth client secret ${w.name("vans")} uses for the telematics vendor expires; it warns quietly with growing backoff while dispatch, crew and the portal loudly report missing van positions.`;
    },
  },
  {
    kind: "timeout-pdf-renderer",
    needs: ["edge", "docs", "quotes", "notify", "portal", "survey"],
    incident: {
      category: "timeout",
      origin: "docs",
      hints: ["timeout", "timed out", "deadline", "exceeded"],
      severity: "medium",
    },
    run(w, start) {
      const r = w.rng;
      w.rate(w.t0, w.t1, 2, (t) => w.emit(t, "portal", "INFO", `long-poll timed out after 30s with no events (204)`));
      unrelatedDeploy(w, "portal", start + 20000);
      w.rate(start, w.t1, 4, (t) =>
        w.emit(
          t,
          "docs",
          "WARN",
          `render Q${r.int(1000000, 1999999)} aborted: TimeoutError: Navigation timeout of 30000 ms exceeded`,
          {
            stack: [
              "    at LifecycleWatcher._LifecycleWatcher_createTimeoutPromise (/srv/app/node_modules/puppeteer-core/lib/cjs/puppeteer/common/LifecycleWatcher.js:157:12)",
              "    at async Page.setContent (/srv/app/dist/render.js:44:5)",
            ],
          },
        ),
      );
      w.rate(start + 10000, w.t1, 30, (t) => {
        const rid = w.rid();
        w.emit(
          t,
          "quotes",
          "ERROR",
          `quote pdf failed: ${callFail(r, w.rt("quotes"), w.name("docs"), "/render", "timeout")}`,
          { rid },
        );
        if (r.chance(0.6)) w.emit(t + 10, "quotes", "WARN", `retrying pdf render (attempt ${r.int(2, 3)}/3)`, { rid });
        if (r.chance(0.4))
          w.emit(
            t + 20,
            "edge",
            "INFO",
            accessLine(w, "GET", `/api/quotes/Q${r.int(1000000, 1999999)}/pdf`, 504, 30000, "quotes"),
            { rid },
          );
      });
      w.rate(start + 60000, w.t1, 6, (t) =>
        w.emit(t, "notify", "ERROR", `quote email not sent for Q${r.int(1000000, 1999999)}: attachment missing`),
      );
      return `Headless Chrome in ${w.name("docs")} stops finishing page loads and every render hits its 30 s navigation timeout at WARN, while quotes retries and logs many more timeout errors.`;
    },
  },
];
