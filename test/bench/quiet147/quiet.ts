// Loud-but-harmless hours of a moving company: nothing here needs a page.
import type { Scenario } from "./scenario.js";
import { accessLine, callFail } from "./words.js";

const deployLines = (rt: string, ver: string): string[] =>
  rt === "java"
    ? ["Started Application in 11.84 seconds (process running for 12.9)", `build-info version=${ver}`]
    : rt === "python"
      ? ["[INFO] Starting gunicorn 22.0.0", "[INFO] Booting worker with pid: 7", `release ${ver} ready`]
      : rt === "go"
        ? [`starting version=${ver} go=go1.22.4`, "listening on :8080"]
        : rt === "ruby"
          ? [
              "Puma starting in cluster mode...",
              `* Version 6.4.2, release ${ver}`,
              "* Listening on http://0.0.0.0:8080",
            ]
          : rt === "dotnet"
            ? [
                "Now listening on: http://[::]:8080",
                `Application started. Version ${ver}`,
                "Hosting environment: Production",
              ]
            : [`server listening on 0.0.0.0:8080 (version ${ver})`, "connected to redis"];

export const QUIET: Scenario[] = [
  {
    kind: "rolling-deploy",
    needs: ["quotes", "portal"],
    run(w) {
      const r = w.rng;
      const ver = `v3.${r.int(10, 40)}.${r.int(0, 9)}`;
      for (let pod = 0; pod < 3; pod++) {
        const t = w.at(0.3 + pod * 0.07);
        w.emit(t, "quotes", "INFO", "received SIGTERM, draining connections (grace 30s)");
        w.emit(
          t + 2000,
          "quotes",
          "WARN",
          `worker exiting with ${r.int(1, 6)} in-flight requests handed back to load balancer`,
        );
        w.spread(t, t + 6000, r.int(3, 8), (tt) =>
          w.emit(tt, "portal", "ERROR", callFail(r, w.rt("portal"), w.name("quotes"), "/api/quotes", "refused")),
        );
        w.spread(t, t + 6000, r.int(2, 6), (tt) =>
          w.emit(tt, "edge", "WARN", accessLine(w, "POST", "/api/quotes", 503, 1, "quotes")),
        );
        for (const [i, l] of deployLines(w.rt("quotes"), ver).entries())
          w.emit(t + 15000 + i * 300, "quotes", "INFO", l);
        w.emit(t + 19000, "quotes", "INFO", "readiness probe passed");
      }
      return `${w.name("quotes")} rolls out ${ver} pod by pod; callers log brief connection-refused errors and a few 503s during each drain, then all is normal.`;
    },
  },
  {
    kind: "vuln-scanner",
    needs: ["edge", "portal"],
    run(w) {
      const r = w.rng;
      const probes = [
        "/wp-login.php",
        "/.env",
        "/.git/config",
        "/phpmyadmin/",
        "/admin/config.php",
        "/cgi-bin/luci",
        "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
        "/actuator/env",
        "/server-status",
      ];
      w.rate(w.at(0.2), w.at(0.7), r.int(40, 90), (t) => {
        const p = r.pick(probes);
        w.emit(
          t,
          "edge",
          "INFO",
          accessLine(w, r.pick(["GET", "POST"]), p, 404, r.int(1, 4), "portal", "Mozilla/5.0 zgrab/0.x"),
        );
        if (r.chance(0.3)) w.emit(t + 2, "portal", "WARN", `no route for ${p} (404)`);
      });
      return "An internet scanner sprays thousands of 404 probes for WordPress, .env and actuator paths at the edge; nothing is served.";
    },
  },
  {
    kind: "credential-stuffing-blocked",
    needs: ["edge", "portal"],
    run(w) {
      const r = w.rng;
      w.rate(w.at(0.15), w.at(0.8), r.int(30, 70), (t) => {
        const blocked = r.chance(0.6);
        w.emit(
          t,
          "edge",
          "INFO",
          accessLine(
            w,
            "POST",
            "/api/session/login",
            blocked ? 429 : 401,
            r.int(2, 60),
            "portal",
            "python-requests/2.31.0",
          ),
        );
        if (!blocked)
          w.emit(
            t,
            "portal",
            "WARN",
            `login failed for ***${r.hex(4)}@${r.pick(["gmail.com", "yahoo.co.uk", "hotmail.com"])}: invalid password (attempt ${r.int(1, 5)})`,
          );
      });
      w.emit(w.at(0.16), "portal", "WARN", "rate limiter: bucket login:ip exceeded for 37 addresses, returning 429");
      return "A credential-stuffing run against the customer login gets 401s and rate-limited 429s; accounts are untouched and the limiter works.";
    },
  },
  {
    kind: "cache-flush-warmup",
    needs: ["quotes", "routing"],
    run(w) {
      const r = w.rng;
      const t = w.at(0.25);
      w.emit(t, "quotes", "WARN", "redis: cache keyspace flushed by scheduled FLUSHDB (maintenance window)");
      w.rate(t, t + 240000, 40, (tt) =>
        w.emit(tt, "quotes", "WARN", `cache miss for distance matrix, computing (took ${r.int(300, 2400)}ms)`),
      );
      w.rate(t, t + 240000, 30, (tt) => w.emit(tt, "routing", "INFO", `cold route computed in ${r.int(200, 1900)}ms`));
      w.emit(t + 250000, "quotes", "INFO", "cache hit ratio back to 0.94");
      return "A scheduled Redis flush empties the quote cache; misses and slow distance lookups warn for four minutes and the hit ratio recovers.";
    },
  },
  {
    kind: "storage-rent-batch",
    needs: ["billing", "storage"],
    run(w) {
      const r = w.rng;
      const t = w.at(0.1);
      w.emit(t, "billing", "INFO", "monthly storage rent run started: 2,184 accounts");
      w.rate(t, w.at(0.85), 120, (tt) =>
        w.emit(tt, "billing", "INFO", `rent charged acct ST${r.int(10000, 99999)} £${r.int(40, 320)}.00`),
      );
      w.rate(t, w.at(0.85), 9, (tt) =>
        w.emit(
          tt,
          "billing",
          "ERROR",
          `rent charge failed acct ST${r.int(10000, 99999)}: card_declined (${r.pick(["insufficient_funds", "expired_card", "lost_card"])}), dunning step 1 scheduled`,
        ),
      );
      w.emit(w.at(0.86), "billing", "INFO", "monthly storage rent run finished: 2,091 charged, 93 declined, 0 errors");
      return "The monthly storage-container rent batch runs; dozens of card declines are logged as ERROR but are ordinary dunning.";
    },
  },
  {
    kind: "client-disconnect-499",
    needs: ["edge", "vans", "dispatch"],
    run(w) {
      const r = w.rng;
      w.rate(w.t0, w.t1, r.int(20, 45), (t) => {
        w.emit(
          t,
          "edge",
          "WARN",
          accessLine(
            w,
            "GET",
            `/api/jobs/J-${r.int(240000, 299999)}/eta`,
            499,
            r.int(2000, 9000),
            "dispatch",
            "CrewApp/5.8.2 (Android 14)",
          ),
        );
        if (r.chance(0.4))
          w.emit(t, "dispatch", "WARN", "client went away before response was written (context canceled)");
      });
      return "Crew phones background the app while long ETA polls are open, so the edge logs many 499 client-closed requests; the service is fine.";
    },
  },
  {
    kind: "consumer-rebalance",
    needs: ["vans", "dispatch"],
    run(w) {
      const r = w.rng;
      for (const f of [0.3, 0.55]) {
        const t = w.at(f);
        w.emit(
          t,
          "dispatch",
          "INFO",
          "[Consumer clientId=dispatch-2, groupId=positions] Request joining group due to: group is rebalancing",
        );
        w.emit(
          t + 100,
          "dispatch",
          "WARN",
          "[Consumer clientId=dispatch-1, groupId=positions] Attempt to heartbeat failed since group is rebalancing",
        );
        w.emit(
          t + 200,
          "dispatch",
          "INFO",
          "[Consumer clientId=dispatch-1, groupId=positions] Revoking previously assigned partitions [van-positions-0, van-positions-3]",
        );
        w.emit(
          t + 4200,
          "dispatch",
          "INFO",
          "[Consumer clientId=dispatch-1, groupId=positions] Successfully joined group with generation Generation{generationId=" +
            r.int(100, 300) +
            "}",
        );
        w.emit(
          t + 4300,
          "dispatch",
          "WARN",
          `consumer lag on van-positions peaked at ${r.int(2000, 9000)} records, catching up`,
        );
        w.emit(t + 30000, "dispatch", "INFO", "consumer lag back under 50 records");
      }
      return "Autoscaling adds and removes position consumers, causing two Kafka rebalances with heartbeat warnings and a brief lag spike that drains.";
    },
  },
  {
    kind: "cert-renewal",
    needs: ["edge"],
    run(w) {
      const t = w.at(0.4);
      w.emit(t, "edge", "INFO", "certificate for booking domain expires in 29 days, renewal triggered (ACME)");
      w.emit(
        t + 3000,
        "edge",
        "WARN",
        "ACME http-01 challenge attempt 1 failed: 404 from secondary validation point, retrying",
      );
      w.emit(t + 18000, "edge", "INFO", "ACME order valid, new certificate installed (not after 2026-09-01)");
      w.emit(t + 18500, "edge", "INFO", "hot reload: listeners drained, new TLS context active");
      w.rate(t + 18500, t + 22000, 60, (tt) =>
        w.emit(tt, "edge", "WARN", "upstream connection closed during reload, request retried"),
      );
      return "The edge renews its TLS certificate via ACME, one challenge retry and a hot reload with a handful of retried upstream connections.";
    },
  },
  {
    kind: "gc-pauses-in-budget",
    needs: ["claims"],
    run(w) {
      const r = w.rng;
      w.rate(w.t0, w.t1, 3, (t) =>
        w.emit(
          t,
          "claims",
          "WARN",
          `GC pause (G1 Evacuation Pause) young ${r.int(180, 420)}ms, heap ${r.int(1200, 2600)}M->${r.int(600, 1100)}M(4096M)`,
        ),
      );
      w.rate(w.t0, w.t1, 1, (t) => w.emit(t, "claims", "INFO", `heap after GC ${r.int(28, 46)}% of max`));
      return "The claims service logs regular young-generation GC pauses as WARN while heap returns to under half after each; latency is in budget.";
    },
  },
  {
    kind: "flag-defaults",
    needs: ["portal", "quotes"],
    run(w) {
      const r = w.rng;
      w.rate(w.t0, w.t1, r.int(20, 40), (t) =>
        w.emit(
          t,
          r.pick(["portal", "quotes"] as const),
          "WARN",
          `feature flag '${r.pick(["quote_v2_ui", "dynamic_fuel_surcharge", "survey_ai_tagging"])}' not found in local cache, serving default value`,
        ),
      );
      return "The flag SDK warns on every evaluation that flags are missing from its cache and serves defaults, as it has all week.";
    },
  },
  {
    kind: "partner-bad-payloads",
    needs: ["edge", "quotes"],
    run(w) {
      const r = w.rng;
      w.rate(w.at(0.1), w.at(0.9), r.int(15, 35), (t) => {
        w.emit(
          t,
          "edge",
          "INFO",
          accessLine(w, "POST", "/api/partner/v1/quotes", 422, r.int(5, 30), "quotes", "CompareMyMove-Integration/2.1"),
        );
        w.emit(
          t,
          "quotes",
          "ERROR",
          `partner quote rejected: validation error: field 'move_date' ${r.pick(["must be in the future", "invalid format '31/06/2026'", "is required"])} (partner=comparemymove)`,
        );
      });
      return "A comparison-site partner posts malformed quote requests; every one is rejected with 422 and logged as ERROR, which is correct.";
    },
  },
  {
    kind: "synthetic-canary",
    needs: ["edge", "portal", "survey"],
    run(w) {
      const r = w.rng;
      w.rate(w.t0, w.t1, 12, (t) => {
        w.emit(
          t,
          "edge",
          "INFO",
          accessLine(w, "POST", "/api/surveys", 400, r.int(3, 15), "survey", "Datadog/Synthetics"),
        );
        w.emit(t, "survey", "ERROR", "survey booking rejected: postcode ZZ1 1ZZ is a synthetic-test postcode (400)");
      });
      return "Synthetic monitors book surveys with a test postcode that is deliberately rejected, producing a steady ERROR per probe.";
    },
  },
  {
    kind: "dlq-replay",
    needs: ["notify"],
    run(w) {
      const r = w.rng;
      const t = w.at(0.2);
      w.emit(t, "notify", "INFO", "operator started DLQ replay: notify-dlq, 1,412 messages");
      w.rate(t, w.at(0.75), 90, (tt) =>
        r.chance(0.7)
          ? w.emit(tt, "notify", "WARN", `replay: message ${r.hex(12)} already delivered (idempotency key), skipped`)
          : w.emit(
              tt,
              "notify",
              "ERROR",
              `replay: message ${r.hex(12)} rejected: template 'crew_eta_v1' no longer exists, dropped`,
            ),
      );
      w.emit(w.at(0.76), "notify", "INFO", "DLQ replay finished: 0 delivered, 1,012 duplicates, 400 dropped");
      return "An operator replays an old dead-letter queue; every message is either a duplicate or for a retired template, so it logs warnings and drops.";
    },
  },
  {
    kind: "slow-query-report",
    needs: ["claims", "billing"],
    run(w) {
      const r = w.rng;
      w.rate(w.at(0.2), w.at(0.6), 6, (t) =>
        w.emit(
          t,
          "billing",
          "WARN",
          `slow query (${r.int(1100, 6800)}ms): SELECT ... FROM invoices JOIN payments ... GROUP BY month (report=quarterly_revenue)`,
        ),
      );
      w.emit(w.at(0.61), "billing", "INFO", "quarterly revenue report exported (14,882 rows)");
      return "Finance runs the quarterly revenue report on the replica; slow-query warnings for a few minutes, nothing else is affected.";
    },
  },
  {
    kind: "gps-jitter-garage",
    needs: ["vans"],
    run(w) {
      const r = w.rng;
      w.rate(w.t0, w.t1, r.int(40, 80), (t) =>
        w.emit(
          t,
          "vans",
          r.chance(0.3) ? "ERROR" : "WARN",
          `VAN-${r.int(101, 188)}: no GPS fix for ${r.int(60, 900)}s (last seen depot-north underground bay)`,
        ),
      );
      return "Vans parked in the underground depot bay lose GPS fixes and the telemetry service complains all hour, as it does every evening.";
    },
  },
  {
    kind: "large-uploads-413",
    needs: ["edge", "claims"],
    run(w) {
      const r = w.rng;
      w.rate(w.t0, w.t1, r.int(6, 14), (t) => {
        w.emit(
          t,
          "edge",
          "ERROR",
          w.estate.proxy === "nginx"
            ? `client intended to send too large body: ${r.int(20, 90) * 1048576} bytes, client: 81.2.${r.int(0, 255)}.${r.int(1, 254)}, request: "POST /api/claims/photos HTTP/1.1"`
            : accessLine(w, "POST", "/api/claims/photos", 413, 2, "claims"),
        );
        if (r.chance(0.5)) w.emit(t + 50, "claims", "INFO", "client retried photo upload with resized image");
      });
      return "Customers upload full-resolution damage videos that exceed the body limit; the edge rejects them with 413 and clients retry resized.";
    },
  },
  {
    kind: "redis-failover-drill",
    needs: ["quotes", "crew"],
    run(w) {
      const r = w.rng;
      const t = w.at(0.45);
      w.emit(t - 60000, "crew", "INFO", "chaos drill announced: redis primary failover at the top of the hour");
      w.spread(t, t + 5000, r.int(8, 20), (tt) =>
        w.emit(
          tt,
          r.pick(["quotes", "crew"] as const),
          "ERROR",
          r.pick([
            "redis: READONLY You can't write against a read only replica.",
            "Redis connection lost: Connection reset by peer, reconnecting",
            "LOADING Redis is loading the dataset in memory",
          ]),
        ),
      );
      w.emit(t + 6000, "quotes", "INFO", "redis: reconnected to new primary 10.40.2.18:6379");
      w.emit(t + 6200, "crew", "INFO", "redis: reconnected to new primary 10.40.2.18:6379");
      return "A planned Redis primary failover drill causes a five-second burst of READONLY and reset errors, then both clients reconnect.";
    },
  },
  {
    kind: "debug-left-on",
    needs: ["routing"],
    run(w) {
      const r = w.rng;
      w.rate(w.t0, w.t1, r.int(90, 160), (t) =>
        w.emit(
          t,
          "routing",
          "DEBUG",
          `edge relax node=${r.int(1e6, 9e6)} cost=${r.int(10, 9999)} heap=${r.int(10, 900)}`,
        ),
      );
      w.emit(w.t0 + 1000, "routing", "WARN", "log level set to DEBUG via admin endpoint (expires in 60m)");
      return "Someone left DEBUG logging on the route planner, flooding the stream with solver internals; service health is unchanged.";
    },
  },
  {
    kind: "deprecations",
    needs: ["portal", "docs"],
    run(w) {
      const r = w.rng;
      w.rate(w.t0, w.t1, r.int(8, 20), (t) =>
        w.emit(
          t,
          r.pick(["portal", "docs"] as const),
          "WARN",
          r.pick([
            "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
            "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.",
            "DeprecationWarning: the 'request' package is deprecated, migrate to fetch",
          ]),
        ),
      );
      return "Node runtime deprecation warnings repeat on every request path of the portal and pdf renderer; harmless.";
    },
  },
  {
    kind: "monday-peak",
    needs: ["edge", "quotes", "survey"],
    run(w) {
      const r = w.rng;
      w.rate(w.t0, w.t1, r.int(35, 60), (t) => {
        const ms = r.int(900, 2900);
        w.emit(t, "edge", "INFO", accessLine(w, "POST", "/api/quotes", 200, ms, "quotes"));
        w.emit(t - ms, "quotes", "WARN", `slow request: POST /api/quotes took ${ms}ms (threshold 800ms)`);
      });
      w.rate(w.t0, w.t1, 20, (t) =>
        w.emit(t, "survey", "INFO", `survey slot booked in-home on 2026-06-${r.int(10, 28)}`),
      );
      return "First day of the month peak: quote traffic triples and slow-request warnings pile up while everything still answers 200.";
    },
  },
  {
    kind: "cron-lock-skip",
    needs: ["crew", "storage"],
    run(w) {
      const r = w.rng;
      w.rate(w.t0, w.t1, 4, (t) =>
        w.emit(
          t,
          r.pick(["crew", "storage"] as const),
          "WARN",
          "scheduled job skipped: lock 'nightly-sync' held by another replica (ttl 540s)",
        ),
      );
      return "Every replica's scheduler tries the same cron job and all but one log a skipped-lock warning; working as designed.";
    },
  },
  {
    kind: "email-bounces",
    needs: ["notify"],
    run(w) {
      const r = w.rng;
      w.rate(w.t0, w.t1, r.int(10, 30), (t) =>
        w.emit(
          t,
          "notify",
          "ERROR",
          `SES bounce notification: Permanent/General for ***@${r.pick(["oldmail.net", "aol.com", "company.co.uk"])} (550 5.1.1 user unknown), address suppressed`,
        ),
      );
      return "A marketing reminder batch produces a stream of permanent email bounces that are suppressed as they arrive.";
    },
  },
  {
    kind: "scale-out-warmup",
    needs: ["dispatch", "routing"],
    run(w) {
      const r = w.rng;
      const t = w.at(0.35);
      for (let i = 0; i < 4; i++) {
        const tt = t + i * 8000;
        for (const [k, l] of deployLines(w.rt("routing"), "v1.42.0").entries())
          w.emit(tt + k * 200, "routing", "INFO", l);
        w.emit(
          tt + 2000,
          "routing",
          "WARN",
          `map tiles not yet in memory, first ${r.int(20, 60)} requests will be slow`,
        );
      }
      w.rate(t, t + 90000, 20, (tt) =>
        w.emit(tt, "dispatch", "WARN", `route planner slow: ${r.int(1500, 4800)}ms for eta (new replica warming)`),
      );
      return "The autoscaler adds four route-planner replicas at the morning peak; each warms its map tiles and callers see slow but successful ETAs.";
    },
  },
  {
    kind: "legacy-health-flap",
    needs: ["edge"],
    run(w) {
      w.rate(w.t0, w.t1, 6, (t) =>
        w.emit(
          t,
          "edge",
          "WARN",
          "health check failed for upstream legacy-survey-v1 (10.20.4.9:8080): connection refused; host marked unhealthy (no routes reference it)",
        ),
      );
      return "The edge keeps health-checking a decommissioned v1 survey backend that no route uses, logging a failure every ten seconds.";
    },
  },
  {
    kind: "otel-exporter-down",
    needs: ["portal", "quotes", "claims"],
    run(w) {
      const r = w.rng;
      w.rate(w.t0, w.t1, 8, (t) => {
        const role = r.pick(["portal", "quotes", "claims"] as const);
        w.emit(
          t,
          role,
          "ERROR",
          w.rt(role) === "java"
            ? "[otel.javaagent] Failed to export spans. The request could not be executed. Full error message: Connection refused: otel-collector/10.96.44.3:4317"
            : "OTLPExporterError: Failed to export spans: 14 UNAVAILABLE: No connection established (otel-collector:4317)",
        );
      });
      return "The tracing collector is being rebuilt, so every service's OpenTelemetry exporter logs export failures; user traffic is unaffected.";
    },
  },
  {
    kind: "long-poll-timeouts",
    needs: ["portal", "dispatch"],
    run(w) {
      const r = w.rng;
      w.rate(w.t0, w.t1, r.int(15, 35), (t) =>
        w.emit(
          t,
          "dispatch",
          "INFO",
          `long-poll /api/jobs/J-${r.int(240000, 299999)}/events timed out after 30s with no events (204)`,
        ),
      );
      w.rate(w.t0, w.t1, 3, (t) =>
        w.emit(t, "portal", "WARN", "tracking page poll timed out, retrying (expected when no status change)"),
      );
      return "Tracking pages long-poll for job events; most polls end in an expected 30-second timeout that the logs word like a failure.";
    },
  },
  {
    kind: "websocket-reconnects",
    needs: ["dispatch", "crew"],
    run(w) {
      const r = w.rng;
      const t = w.at(0.5);
      w.spread(t, t + 20000, r.int(60, 140), (tt) =>
        w.emit(tt, "dispatch", "WARN", `websocket closed code=1006 (abnormal closure) crew device ${r.hex(8)}`),
      );
      w.spread(t + 1000, t + 40000, r.int(60, 140), (tt) =>
        w.emit(tt, "dispatch", "INFO", `websocket connected crew device ${r.hex(8)}`),
      );
      return "The load balancer's idle timeout cycles the crew-app websockets at once; a burst of 1006 closures is followed by reconnects.";
    },
  },
  {
    kind: "yard-sensors-offline",
    needs: ["storage"],
    run(w) {
      const r = w.rng;
      w.rate(w.t0, w.t1, r.int(8, 20), (t) =>
        w.emit(
          t,
          "storage",
          "ERROR",
          `LoRaWAN gateway yard-${r.pick(["east", "west"])}: device ${r.hex(16)} missed ${r.int(3, 12)} uplinks (sensor offline)`,
        ),
      );
      return "Container-yard humidity sensors behind a weak LoRaWAN gateway miss uplinks and log ERRORs all hour; containers are fine.";
    },
  },
  {
    kind: "expired-sessions",
    needs: ["edge", "portal"],
    run(w) {
      const r = w.rng;
      w.rate(w.t0, w.t1, r.int(15, 30), (t) => {
        w.emit(t, "edge", "INFO", accessLine(w, "GET", "/api/me", 401, r.int(3, 12), "portal"));
        w.emit(t, "portal", "WARN", "JWT expired (exp 2026-05-30T18:00:00Z), asking client to refresh");
        w.emit(t + r.int(200, 900), "portal", "INFO", "session refreshed, new access token issued");
      });
      return "Customers returning after the weekend hit expired sessions; a 401 then a successful refresh every time.";
    },
  },
  {
    kind: "dst-shift-import",
    needs: ["crew"],
    run(w) {
      const r = w.rng;
      w.rate(w.at(0.1), w.at(0.4), 25, (t) =>
        w.emit(
          t,
          "crew",
          "WARN",
          `shift import: shift for E${r.int(1000, 1999)} crosses DST change, end adjusted by +1h`,
        ),
      );
      w.emit(w.at(0.41), "crew", "INFO", "shift import complete: 1,904 shifts, 212 adjusted, 0 rejected");
      return "The quarterly shift import adjusts shifts crossing the clock change and warns for each, then completes with no rejects.";
    },
  },
  {
    kind: "backfill-duplicates",
    needs: ["claims"],
    run(w) {
      const r = w.rng;
      w.rate(w.t0, w.t1, 40, (t) =>
        r.chance(0.8)
          ? w.emit(t, "claims", "INFO", `backfill claims_v2: batch ${r.int(1, 900)} copied 500 rows`)
          : w.emit(
              t,
              "claims",
              "ERROR",
              `backfill claims_v2: duplicate key value violates unique constraint "claims_v2_pkey" (row skipped, already migrated)`,
            ),
      );
      return "A background backfill copies claims into a new table, logging duplicate-key errors for rows already migrated, which it skips.";
    },
  },
  {
    kind: "bulk-reindex-retries",
    needs: ["quotes"],
    run(w) {
      const r = w.rng;
      w.rate(w.at(0.2), w.at(0.6), 15, (t) =>
        w.emit(
          t,
          "quotes",
          "WARN",
          `bulk index: ${r.int(3, 40)} items rejected es_rejected_execution_exception (queue capacity 200), retrying in ${r.int(1, 8)}s`,
        ),
      );
      w.emit(w.at(0.61), "quotes", "INFO", "reindex quotes-2026-06 complete, alias swapped (0 failed)");
      return "A search reindex of quotes hits thread-pool rejections that are retried with backoff and finishes with nothing lost.";
    },
  },
  {
    kind: "waf-pentest",
    needs: ["edge", "claims"],
    run(w) {
      const r = w.rng;
      w.rate(w.at(0.3), w.at(0.7), r.int(40, 80), (t) =>
        w.emit(
          t,
          "edge",
          "WARN",
          accessLine(
            w,
            "GET",
            `/api/claims?id=${r.pick(["1%27%20OR%201%3D1--", "%3Cscript%3Ealert(1)%3C%2Fscript%3E", "..%2F..%2Fetc%2Fpasswd"])}`,
            403,
            1,
            "claims",
            "Mozilla/5.0 (pentest; Burp Suite)",
          ),
        ),
      );
      return "The scheduled external penetration test fires injection payloads at the claims API; the WAF answers 403 to every one.";
    },
  },
  {
    kind: "old-app-426",
    needs: ["edge", "dispatch"],
    run(w) {
      const r = w.rng;
      w.rate(w.t0, w.t1, r.int(10, 25), (t) => {
        w.emit(
          t,
          "edge",
          "INFO",
          accessLine(w, "GET", "/api/crew/jobs/today", 426, 2, "dispatch", "CrewApp/4.1.0 (Android 9)"),
        );
        w.emit(t, "dispatch", "WARN", "client version 4.1.0 below minimum 5.0.0, responded 426 Upgrade Required");
      });
      return "Crew members on an old app build are told to upgrade with 426 responses, warned on every call.";
    },
  },
  {
    kind: "customer-webhook-down",
    needs: ["notify"],
    run(w) {
      const r = w.rng;
      w.rate(w.t0, w.t1, 6, (t) =>
        w.emit(
          t,
          "notify",
          "WARN",
          `webhook delivery to https://hooks.relo-partner.example/events failed: ${r.pick(["502 Bad Gateway", "connect ETIMEDOUT", "503 Service Unavailable"])} (attempt ${r.int(2, 8)}/8, next in ${r.int(1, 30)}m)`,
        ),
      );
      return "A corporate-relocation customer's webhook endpoint is down on their side; our outbound deliveries retry with backoff.";
    },
  },
  {
    kind: "event-loop-lag-report",
    needs: ["docs"],
    run(w) {
      const r = w.rng;
      w.rate(w.at(0.2), w.at(0.5), 10, (t) =>
        w.emit(t, "docs", "WARN", `event loop lag ${r.int(120, 480)}ms while rendering month-end survey pack`),
      );
      return "The pdf renderer builds the month-end survey pack and warns about event-loop lag while it works; requests still complete.";
    },
  },
  {
    kind: "tls-old-clients",
    needs: ["edge"],
    run(w) {
      const r = w.rng;
      w.rate(w.t0, w.t1, r.int(6, 16), (t) =>
        w.emit(
          t,
          "edge",
          w.estate.proxy === "nginx" ? "ERROR" : "WARN",
          w.estate.proxy === "nginx"
            ? `SSL_do_handshake() failed (SSL: error:0A000076:SSL routines::no suitable signature algorithm) while SSL handshaking, client: 92.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`
            : `TLS handshake error from 92.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}: tls: client offered only unsupported versions: [302 301]`,
        ),
      );
      return "Old devices and scanners attempt TLS 1.0/1.1 and fail handshakes at the edge; modern clients are unaffected.";
    },
  },
  {
    kind: "pool-idle-recycle",
    needs: ["storage"],
    run(w) {
      const r = w.rng;
      w.rate(w.t0, w.t1, 2, (t) => {
        w.emit(
          t,
          "storage",
          "WARN",
          "database connection terminated unexpectedly (idle for 600s, closed by pgbouncer server_idle_timeout), reconnecting",
        );
        w.emit(t + r.int(5, 50), "storage", "INFO", "database connection re-established");
      });
      return "The storage service's idle database connections are recycled by the pooler and it reconnects each time, logging a warning.";
    },
  },
  {
    kind: "sqs-duplicates",
    needs: ["dispatch", "notify"],
    run(w) {
      const r = w.rng;
      w.rate(w.t0, w.t1, r.int(8, 20), (t) =>
        w.emit(
          t,
          "notify",
          "WARN",
          `duplicate delivery of message ${r.hex(8)}-${r.hex(4)} (ApproximateReceiveCount=2), ignored`,
        ),
      );
      return "The queue redelivers some job-status messages after visibility timeouts and the notifier ignores the duplicates.";
    },
  },
  {
    kind: "maps-quota-warn",
    needs: ["routing", "quotes"],
    run(w) {
      const r = w.rng;
      w.rate(w.at(0.3), w.t1, 10, (t) =>
        w.emit(
          t,
          "routing",
          "WARN",
          `maps API quota at ${r.int(80, 89)}% of daily limit, switching geocoding to cached postcode centroids`,
        ),
      );
      w.rate(w.at(0.3), w.t1, 5, (t) =>
        w.emit(t, "quotes", "INFO", `distance estimated from postcode centroids (${r.int(3, 300)} km)`),
      );
      return "The maps vendor quota nears its daily limit and the planner falls back to cached postcode centroids as designed.";
    },
  },
  {
    kind: "survey-video-transcode",
    needs: ["survey"],
    run(w) {
      const r = w.rng;
      w.rate(w.t0, w.t1, 10, (t) =>
        w.emit(
          t,
          "survey",
          r.chance(0.4) ? "ERROR" : "WARN",
          r.pick([
            `ffmpeg: [h264 @ 0x55d1c] error while decoding MB ${r.int(1, 80)} ${r.int(1, 40)}, bytestream -${r.int(5, 90)}`,
            "video survey upload has variable frame rate, re-encoding at 30fps",
            "moov atom not found in upload, asked customer to re-record room",
          ]),
        ),
      );
      return "Customers' phone video surveys have broken frames; the transcoder logs decode errors per file and still produces usable output.";
    },
  },
];
