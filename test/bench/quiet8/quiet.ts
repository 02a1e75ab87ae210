// Quiet windows: things that look alarming in a log but that an on-call engineer would close without action.
// Each kind adds its events to the window and returns the one-line note for labels.json.
import type { Ctx } from "./stream.js";

export interface QuietKind {
  kind: string;
  run(c: Ctx): string;
}

/** Calls fn at true times from..to (window fractions) every stepMs ± a third. */
function every(c: Ctx, from: number, to: number, stepMs: number, fn: (t: number, i: number) => void): void {
  let i = 0;
  for (let t = c.t(from); t < c.t(to); t += stepMs + c.rng.int(-stepMs / 3, stepMs / 3)) fn(t, i++);
}

const conn = (c: Ctx) =>
  c.estate.db === "mysql" ? "com.mysql.cj.jdbc.ConnectionImpl" : "org.postgresql.jdbc.PgConnection";

export const QUIET: QuietKind[] = [
  {
    kind: "slo-report",
    run: (c) => {
      const s = "slo-reporter";
      const t = c.t(c.rng.next() * 0.3 + 0.3);
      c.add(t, s, "info", `weekly SLO report for ${c.estate.company} started (window 28d)`);
      const names = ["availability", "latency-p99", "freshness", "checkout-success"];
      names.forEach((n, i) => {
        const burn = (c.rng.int(2, 9) / 10).toFixed(1);
        c.add(
          t + 800 + i * 300,
          s,
          "info",
          `SLO ${c.role("edge")}-${n}: attained 99.9${c.rng.int(1, 8)}% (target 99.9%), error budget remaining ${c.rng.int(40, 88)}%, 1h burn rate ${burn}x (page threshold 14.4x)`,
        );
      });
      c.add(
        t + 2500,
        s,
        "warn",
        `SLO ${c.role("api")}-latency-p99: error budget consumed 61% in 28d window (warn at 60%) - informational, no alert fired`,
      );
      c.add(t + 2600, s, "info", "report posted to #sre-weekly; 0 pages, 0 tickets");
      return "weekly SLO/error-budget report with one informational 'budget consumed 61%' warning; burn rates far below paging threshold";
    },
  },
  {
    kind: "changelog-quote",
    run: (c) => {
      const s = c.role("api");
      const t = c.t(0.25);
      c.add(t, s, "info", `Starting ${s} v4.${c.rng.int(10, 40)}.0 (build ${c.rng.hex(7)})`);
      c.add(t + 40, s, "info", "CHANGELOG since last release:");
      c.add(
        t + 41,
        s,
        "info",
        "  - fix: OutOfMemoryError: Java heap space in report export (INC-1184, postmortem PM-77)",
      );
      c.add(
        t + 42,
        s,
        "info",
        `  - fix: "FATAL: remaining connection slots are reserved" during month-end run (INC-1201)`,
      );
      c.add(t + 43, s, "info", "  - chore: bump jackson-databind to 2.17.2");
      c.add(
        t + 2500,
        s,
        "info",
        `Started ${s} in ${c.rng.int(6, 14)}.${c.rng.int(100, 999)} seconds (process running for 15.2)`,
      );
      return "routine deploy whose startup prints the changelog quoting old incidents (OOM, connection slots); service starts and serves normally";
    },
  },
  {
    kind: "staging-test-suite",
    run: (c) => {
      const s = "qa-runner";
      const t = c.t(0.2);
      c.add(
        t,
        s,
        "info",
        `pytest -m "contract and staging" --base-url https://staging.${c.estate.host} (run #${c.rng.int(3000, 9000)})`,
      );
      const tests = [
        "test_payment_timeout",
        "test_gateway_returns_504_when_upstream_slow",
        "test_rejects_expired_token",
      ];
      let k = 0;
      every(c, 0.21, 0.5, 900, (tt) => {
        k++;
        c.add(tt, s, "info", `tests/contract/test_api_${c.rng.int(1, 40)}.py::test_case_${c.rng.int(100, 999)} PASSED`);
      });
      c.add(
        c.t(0.5),
        s,
        "error",
        `FAILED tests/chaos/test_timeouts.py::${tests[0]} - this test injects a 30s upstream delay and is marked known-failing in staging (QA-812)`,
      );
      c.add(c.t(0.5) + 10, s, "info", `tests/chaos/test_timeouts.py::${tests[1]} PASSED`);
      c.add(c.t(0.5) + 20, s, "info", `tests/auth/test_tokens.py::${tests[2]} PASSED`);
      c.add(
        c.t(0.51),
        s,
        "info",
        `===== 1 failed, ${k + 2} passed, 3 xfailed in ${c.rng.int(200, 400)}.12s ===== (staging, expected failures: QA-812)`,
      );
      return "scheduled contract test suite against staging logs FAILED test_payment_timeout by design (known-failing chaos test); production untouched";
    },
  },
  {
    kind: "fuzzing-job",
    run: (c) => {
      const f = "fuzz-harness";
      const s = c.role("api");
      c.add(
        c.t(0.3),
        f,
        "info",
        `starting restler fuzz-lean against staging ${s} (budget 20m, seed ${c.rng.int(1, 9999)})`,
      );
      every(c, 0.3, 0.75, 1500, (t) => {
        const tr = c.trace();
        c.add(
          t,
          f,
          "info",
          `sent mutated request #${c.rng.int(1000, 99999)} POST /v1/${c.rng.pick(["orders", "items", "bookings"])} body=<${c.rng.int(1, 64)}KB fuzzed>`,
          tr,
        );
        c.add(
          t + 30,
          `${s}-staging`,
          "warn",
          c.rng.pick([
            "400 Bad Request: JSON parse error: Unexpected character ('\\u0000' (code 0)): expected a valid value",
            '400 Bad Request: Cannot deserialize value of type `java.time.LocalDate` from String "9999-99-99"',
            "400 Bad Request: request body exceeds max depth 32",
          ]),
          tr,
        );
      });
      c.add(c.t(0.76), f, "info", "fuzz-lean finished: 0 bugs found (0 x 500, 0 crashes), 1843 requests, coverage 71%");
      return "API fuzzing job against a staging copy: many 400 parse errors by design, run ends with 0 bugs";
    },
  },
  {
    kind: "dr-drill",
    run: (c) => {
      const o = "ops-announcer";
      const s = c.role("store");
      c.add(
        c.t(0.2),
        o,
        "info",
        `DR drill DRILL-2026-Q4 starting in 5 minutes: read traffic for ${s} will fail over to region eu-central-1 standby (change CHG-${c.rng.int(10000, 99999)}, approved)`,
      );
      c.add(c.t(0.3), o, "warn", "DR drill DRILL-2026-Q4: failing over read path now");
      c.add(
        c.t(0.3) + 400,
        s,
        "warn",
        `datasource 'reader' switched to jdbc:${c.estate.db}://standby.eu-central-1.internal:5432/app (drill)`,
      );
      c.add(
        c.t(0.3) + 600,
        s,
        "warn",
        "HikariPool-2 - Connection is not available, request timed out after 1000ms. (pool switching)",
      );
      c.add(c.t(0.3) + 900, s, "info", "HikariPool-2 - Start completed.");
      c.add(c.t(0.55), o, "warn", "DR drill DRILL-2026-Q4: rolling back to primary region");
      c.add(c.t(0.55) + 500, s, "info", `datasource 'reader' switched back to primary`);
      c.add(c.t(0.56), o, "info", "DR drill DRILL-2026-Q4 complete: RTO 38s, RPO 0, no customer-facing errors");
      return "announced DR drill fails the read path over to a standby and rolls back; one transient pool warning, no errors to users";
    },
  },
  {
    kind: "flag-removed-endpoint",
    run: (c) => {
      const s = c.role("api");
      c.add(
        c.t(0.3),
        "flagd",
        "info",
        `flag legacy_export_v1 changed: on -> off (by release-bot, ticket PLAT-${c.rng.int(1000, 9999)})`,
      );
      c.add(c.t(0.3) + 200, s, "info", "feature flags reloaded (42 flags, 1 changed)");
      every(c, 0.32, 0.95, 45_000, (t) => {
        const tr = c.trace();
        c.add(
          t,
          s,
          "warn",
          "GET /v1/export.csv -> 404: route disabled by flag legacy_export_v1 (client: internal-reporting-cron)",
          tr,
        );
        c.add(t + 5, c.role("edge"), "info", c.edge("GET", "/v1/export.csv", 404, 4, "python-requests/2.31.0"), tr);
      });
      return "feature flag removes a legacy export endpoint; a few 404s from one forgotten internal cron, nobody else calls it";
    },
  },
  {
    kind: "sdk-deprecated-header",
    run: (c) => {
      const s = c.role("edge");
      every(c, 0.05, 0.98, 20_000, (t) => {
        const tr = c.trace();
        c.add(
          t,
          s,
          "warn",
          `400 Bad Request for client partner-${c.rng.pick(["acme", "acme"])}: header X-Api-Version: 2019-01-01 is no longer supported; send Accept-Version: 2024-06 (see /docs/migration)`,
          tr,
        );
        c.add(t + 3, s, "info", c.edge("POST", c.estate.routes[0], 400, 3, "acme-sdk-python/1.4.2"), tr);
      });
      return "one partner's outdated SDK sends a retired version header and gets a steady 400 with a clear migration message";
    },
  },
  {
    kind: "bulk-import",
    run: (c) => {
      const s = c.role("batch");
      const id = `imp_${c.rng.hex(8)}`;
      c.add(
        c.t(0.2),
        s,
        "info",
        `admin bulk import ${id} started by ops@${c.estate.host.split(".").slice(1).join(".")}: 50000 rows`,
      );
      every(c, 0.2, 0.7, 20_000, (t, i) =>
        c.add(t, s, "info", `import ${id}: ${Math.min(50000, (i + 1) * 2500)}/50000 rows processed`),
      );
      const rows = [c.rng.int(100, 15000), c.rng.int(15001, 30000), c.rng.int(30001, 49999)];
      const why = [
        "email: must be a well-formed email address",
        'postcode: must match "^[0-9]{4} ?[A-Z]{2}$"',
        "date_of_birth: must be a past date",
      ];
      for (const [i, r] of rows.entries())
        c.add(c.t(0.25 + i * 0.15), s, "error", `import ${id}: row ${r} rejected: ConstraintViolation ${why[i]}`);
      c.add(c.t(0.71), s, "info", `import ${id} finished: 49997 imported, 3 rejected (report sent to uploader)`);
      return "admin bulk import of 50,000 rows with 3 rows rejected for validation; the rest imported";
    },
  },
  {
    kind: "dlq-replay",
    run: (c) => {
      const s = c.role("consumer");
      c.add(c.t(0.3), s, "info", `DLQ replay requested for ${c.estate.topic}.DLQ (214 messages, operator on-call)`);
      every(c, 0.3, 0.5, 700, (t) =>
        c.add(
          t,
          s,
          "info",
          `replayed message offset=${c.rng.int(10000, 99999)} from ${c.estate.topic}.DLQ -> processed`,
        ),
      );
      c.add(
        c.t(0.45),
        s,
        "error",
        `replay: message offset=${c.rng.int(10000, 99999)} failed again: schema id 17 not found in registry (message from 2025), parked`,
      );
      c.add(
        c.t(0.47),
        s,
        "error",
        `replay: message offset=${c.rng.int(10000, 99999)} failed again: schema id 17 not found in registry (message from 2025), parked`,
      );
      c.add(c.t(0.51), s, "info", "DLQ replay done: 212 processed, 2 parked in DLQ.parked");
      return "operator replays a dead-letter queue: 212 reprocessed, 2 ancient messages parked again";
    },
  },
  {
    kind: "gc-pause-warning",
    run: (c) => {
      const s = c.role("api");
      const gc0 = c.rng.int(300, 900);
      every(c, 0.1, 0.95, 50_000, (t, i) => {
        const ms = c.rng.int(120, 240);
        c.add(
          t,
          s,
          "info",
          `[gc] GC(${gc0 + i * 7}) Pause Young (Normal) (G1 Evacuation Pause) ${c.rng.int(600, 900)}M->${c.rng.int(180, 260)}M(2048M) ${ms}.${c.rng.int(100, 999)}ms`,
        );
        c.add(
          t + 2,
          s,
          "warn",
          `JvmPauseMonitor: detected pause in JVM or host machine (eg GC): pause of approximately ${ms}ms (warn threshold 100ms, alert threshold 1000ms)`,
        );
      });
      return "periodic G1 young-GC pauses of 120-240ms logged as warnings; heap drops back to ~200M each time, well under alert threshold";
    },
  },
  {
    kind: "replica-rebuild",
    run: (c) => {
      const s = "db-operator";
      const a = c.role("store");
      c.add(
        c.t(0.2),
        s,
        "info",
        `maintenance: rebuilding read replica ${c.estate.db}-replica-2 from base backup (PVC resize)`,
      );
      c.add(
        c.t(0.2) + 300,
        a,
        "warn",
        `replica ${c.estate.db}-replica-2 marked unavailable; routing reads to replica-1, replica-3`,
      );
      every(c, 0.21, 0.7, 30_000, (t, i) =>
        c.add(t, s, "info", `pg_basebackup: ${Math.min(100, (i + 1) * 9)}% (${(i + 1) * 14} GB of 152 GB) copied`),
      );
      c.add(c.t(0.72), s, "info", `${c.estate.db}-replica-2: streaming replication started, lag 0 bytes`);
      c.add(c.t(0.73), a, "info", `replica ${c.estate.db}-replica-2 healthy, added back to read pool`);
      return "one read replica rebuilt from base backup while reads stay on the other two; rejoins with zero lag";
    },
  },
  {
    kind: "cache-warmup",
    run: (c) => {
      const s = c.role("api");
      c.add(c.t(0.15), s, "info", "redis cache flushed for schema v7 migration; warming");
      every(c, 0.15, 0.45, 1200, (t) =>
        c.add(
          t,
          s,
          "warn",
          `cache MISS key=${c.rng.pick(["prod", "catalog", "price", "slot"])}:${c.rng.hex(8)} (warm-up), loaded from db in ${c.rng.int(20, 90)}ms`,
        ),
      );
      every(c, 0.2, 0.5, 30_000, (t, i) =>
        c.add(t, s, "info", `cache hit ratio ${Math.min(97, 12 + i * 18)}% (warming)`),
      );
      c.add(c.t(0.5), s, "info", "cache warm-up complete: hit ratio 96%");
      return "cache flushed for a planned schema change and warms up: burst of miss warnings and slower loads, then normal";
    },
  },
  {
    kind: "kafka-reassignment",
    run: (c) => {
      const s = c.role("consumer");
      const g = `${s}-group`;
      c.add(
        c.t(0.3),
        "kafka-admin",
        "info",
        `Started partition reassignment for ${c.estate.topic}-0,${c.estate.topic}-3,${c.estate.topic}-7 (throttle 50MB/s)`,
      );
      c.add(
        c.t(0.31),
        s,
        "warn",
        `[Consumer clientId=${s}-1, groupId=${g}] Attempt to heartbeat failed since group is rebalancing`,
      );
      c.add(
        c.t(0.31) + 50,
        s,
        "info",
        `[Consumer clientId=${s}-1, groupId=${g}] Revoke previously assigned partitions ${c.estate.topic}-0, ${c.estate.topic}-3`,
      );
      c.add(c.t(0.31) + 120, s, "info", `[Consumer clientId=${s}-1, groupId=${g}] (Re-)joining group`);
      c.add(
        c.t(0.31) + 3000,
        s,
        "warn",
        `[Consumer clientId=${s}-1, groupId=${g}] Offset commit failed on partition ${c.estate.topic}-3 at offset ${c.rng.int(100000, 999999)}: This is not the correct coordinator.`,
      );
      c.add(
        c.t(0.31) + 4000,
        s,
        "info",
        `[Consumer clientId=${s}-1, groupId=${g}] Successfully joined group with generation Generation{generationId=${c.rng.int(40, 90)}}`,
      );
      c.add(
        c.t(0.31) + 4100,
        s,
        "info",
        `[Consumer clientId=${s}-1, groupId=${g}] Adding newly assigned partitions: ${c.estate.topic}-0, ${c.estate.topic}-3`,
      );
      c.add(c.t(0.6), "kafka-admin", "info", `Partition reassignment for ${c.estate.topic} completed successfully`);
      return "planned Kafka partition reassignment: consumer rebalances, one commit retried, then resumes";
    },
  },
  {
    kind: "etl-skipped-malformed",
    run: (c) => {
      const s = c.role("batch");
      c.add(c.t(0.1), s, "info", "nightly ETL partner_feed_2026-11 started (source sftp://partner/outbox)");
      every(c, 0.1, 0.8, 9000, (t) =>
        c.add(
          t,
          s,
          "warn",
          `skipped malformed record at line ${c.rng.int(1, 900000)}: ${c.rng.pick(["Unexpected end of JSON input", "expected 14 columns, got 13", "invalid UTF-8 byte sequence 0xC3 0x28"])}`,
        ),
      );
      c.add(
        c.t(0.82),
        s,
        "info",
        `ETL partner_feed finished: ${c.rng.int(800000, 900000)} loaded, ${c.rng.int(40, 70)} skipped (0.006%, threshold 1%)`,
      );
      return "ETL job skips a few dozen malformed partner records (well under its 1% threshold) and completes";
    },
  },
  {
    kind: "security-scanner",
    run: (c) => {
      const s = c.role("edge");
      const ip = `185.${c.rng.int(100, 250)}.${c.rng.int(0, 255)}.${c.rng.int(1, 254)}`;
      const paths = [
        "/wp-admin/",
        "/wp-login.php",
        "/.env",
        "/phpmyadmin/",
        "/.git/config",
        "/actuator/env",
        "/cgi-bin/luci",
        "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
      ];
      every(c, 0.3, 0.6, 1500, (t) => {
        c.add(t, s, "info", c.edge("GET", c.rng.pick(paths), 404, 1, "Mozilla/5.0 zgrab/0.x"));
        if (c.rng.chance(0.2))
          c.add(
            t + 1,
            "waf",
            "warn",
            `ModSecurity: Access denied with code 403 (phase 2). Matched "Operator Rx" [id "930130"] [msg "Restricted File Access Attempt"] [client ${ip}]`,
          );
      });
      return "internet scanner probes /wp-admin, /.env, /.git: a burst of 404s and a few WAF denials, nothing exists there";
    },
  },
  {
    kind: "wrong-password",
    run: (c) => {
      const s = c.role("auth");
      every(c, 0.05, 0.95, 40_000, (t) => {
        const tr = c.trace();
        c.add(
          t,
          s,
          "warn",
          `login failed for user ${c.rng.pick(["anna", "j.devries", "mkowalski", "liam.o"])}@${c.rng.pick(["gmail.com", "outlook.com"])}: invalid password (attempt ${c.rng.int(1, 3)}/5)`,
          tr,
        );
        c.add(t + 4, c.role("edge"), "info", c.edge("POST", "/auth/login", 401, 90), tr);
      });
      return "a handful of users mistype passwords: occasional 401s at the normal rate, no lockouts";
    },
  },
  {
    kind: "cert-expiry-30d",
    run: (c) => {
      const day = (d: number) => `${new Date(c.start + d * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`;
      every(c, 0.1, 0.9, 120_000, (t) =>
        c.add(
          t,
          "cert-manager",
          "warn",
          `Certificate ${c.estate.namespace}/api-tls (CN=${c.estate.host}) expires in 30 days (${day(30)}); renewal scheduled at ${day(15)}`,
        ),
      );
      c.add(
        c.t(0.5),
        "cert-manager",
        "info",
        `cert-manager/certificates-trigger "msg"="Certificate does not need re-issuance" "key"="${c.estate.namespace}/api-tls"`,
      );
      return "cert-manager repeats a 30-days-to-expiry warning for a certificate whose automatic renewal is already scheduled";
    },
  },
  {
    kind: "documented-429",
    run: (c) => {
      const s = c.role("edge");
      every(c, 0.2, 0.9, 8000, (t) => {
        const tr = c.trace();
        c.add(
          t,
          s,
          "warn",
          `rate limit exceeded for api key ak_live_…${c.rng.hex(4)} (plan starter: 600 req/min): 429 Too Many Requests, Retry-After: 12`,
          tr,
        );
        c.add(t + 2, s, "info", c.edge("GET", c.estate.routes[1], 429, 1, "reporting-bot/2.1"), tr);
      });
      return "one partner's reporting bot hits its documented per-minute quota, gets 429 with Retry-After and backs off";
    },
  },
  {
    kind: "db-replica-rolling-restart",
    run: (c) => {
      const a = c.role("store");
      [0.25, 0.45, 0.65].forEach((f, i) => {
        c.add(c.t(f), "db-operator", "info", `rolling restart ${c.estate.db}-replica-${i + 1} (minor version upgrade)`);
        const my = c.estate.db === "mysql";
        c.add(
          c.t(f) + 200,
          a,
          "warn",
          my
            ? `com.mysql.cj.jdbc.exceptions.CommunicationsException: Communications link failure (replica-${i + 1} shutting down); evicting from pool`
            : `org.postgresql.util.PSQLException: FATAL: terminating connection due to administrator command (replica-${i + 1}); evicting from pool`,
        );
        c.add(
          c.t(f) + 300,
          a,
          "warn",
          `HikariPool-reader - Connection ${conn(c)}@${c.rng.hex(7)} marked as broken because of SQLSTATE(${my ? "08S01" : "57P01"}), ErrorCode(0)`,
        );
        c.add(c.t(f) + 30_000, "db-operator", "info", `${c.estate.db}-replica-${i + 1} is ready (replication lag 0)`);
      });
      return "rolling minor-version restart of database replicas, one at a time: pool evicts terminated connections and reconnects";
    },
  },
  {
    kind: "lock-not-acquired",
    run: (c) => {
      const s = c.role("batch");
      every(c, 0.02, 0.98, 60_000, (t) => {
        c.add(t, s, "info", `[worker-1] job invoice-rollup started (lock acquired, lease 55s)`);
        c.add(
          t + 30,
          s,
          "warn",
          `[worker-2] lock not acquired for job invoice-rollup, another worker holds it (holder=worker-1); skipping this run`,
        );
        c.add(
          t + 45,
          s,
          "warn",
          `[worker-3] lock not acquired for job invoice-rollup, another worker holds it (holder=worker-1); skipping this run`,
        );
        c.add(t + c.rng.int(3000, 9000), s, "info", `[worker-1] job invoice-rollup finished, lock released`);
      });
      return "three replicas race for a scheduled job's lock every minute; two log 'lock not acquired' by design";
    },
  },
  {
    kind: "client-disconnected-upload",
    run: (c) => {
      const s = c.role("upload");
      every(c, 0.1, 0.9, 70_000, (t) => {
        const tr = c.trace();
        c.add(
          t,
          s,
          "warn",
          `upload ${c.rng.hex(10)} aborted: client disconnected (ECONNRESET) after ${c.rng.int(5, 90)}% of ${c.rng.int(20, 400)}MB; partial object discarded`,
          tr,
        );
        c.add(t + 2, c.role("edge"), "info", c.edge("PUT", "/upload", 499, c.rng.int(2000, 60000)), tr);
      });
      return "users cancel large uploads: 'client disconnected' warnings and 499s, server side fine";
    },
  },
  {
    kind: "scale-to-zero",
    run: (c) => {
      const s = c.role("worker");
      c.add(
        c.t(0.4),
        "keda-operator",
        "info",
        `scaledobject ${c.estate.namespace}/${s}: queue length 0 for 600s, scaling deployment from 2 to 0 replicas`,
      );
      c.add(c.t(0.4) + 800, s, "warn", "Received SIGTERM, draining: finishing 0 in-flight jobs");
      c.add(c.t(0.4) + 900, s, "info", "worker shut down cleanly (exit code 0)");
      c.add(
        c.t(0.8),
        "keda-operator",
        "info",
        `scaledobject ${c.estate.namespace}/${s}: queue length 3, scaling deployment from 0 to 1 replicas`,
      );
      c.add(c.t(0.8) + 9000, s, "info", "worker started, consuming queue");
      return "queue worker autoscaled to zero after idling (SIGTERM, drain) and back to one when work arrives";
    },
  },
  {
    kind: "sentry-ignored",
    run: (c) => {
      const s = c.role("api");
      every(c, 0.05, 0.95, 30_000, (t) => {
        c.add(
          t,
          s,
          "error",
          c.rng.pick([
            "Unhandled exception in request handler: starlette.requests.ClientDisconnect",
            "BrokenPipeError: [Errno 32] Broken pipe while streaming response",
          ]),
        );
        c.add(
          t + 3,
          s,
          "info",
          "sentry_sdk: event dropped by before_send (ignore_errors: ClientDisconnect, BrokenPipeError)",
        );
      });
      return "exceptions for clients that hung up, explicitly ignored in Sentry config; requests otherwise succeed";
    },
  },
  {
    kind: "hikari-maxlifetime",
    run: (c) => {
      const s = c.role("store");
      every(c, 0.05, 0.95, 55_000, (t) =>
        c.add(
          t,
          s,
          "warn",
          `HikariPool-1 - Failed to validate connection ${conn(c)}@${c.rng.hex(7)} (${c.estate.db === "mysql" ? "No operations allowed after connection closed." : "This connection has been closed."}). Possibly consider using a shorter maxLifetime value.`,
        ),
      );
      return "HikariCP warns about idle connections closed by the server's idle timeout; it validates, replaces them and queries succeed";
    },
  },
  {
    kind: "max-listeners-warning",
    run: (c) => {
      const s = c.role("worker");
      c.add(
        c.t(0.1),
        s,
        "warn",
        "(node:1) MaxListenersExceededWarning: Possible EventEmitter memory leak detected. 11 close listeners added to [TLSSocket]. Use emitter.setMaxListeners() to increase limit",
      );
      every(c, 0.1, 0.95, 60_000, (t) =>
        c.add(t, s, "info", `heap used ${c.rng.int(180, 210)}MB / rss ${c.rng.int(300, 330)}MB (steady)`),
      );
      return "Node prints the famous 'possible EventEmitter memory leak' warning once; heap stays flat all window";
    },
  },
  {
    kind: "backup-file-changed",
    run: (c) => {
      const s = "backup-agent";
      c.add(
        c.t(0.2),
        s,
        "info",
        `restic backup started: /var/lib/${c.estate.db}-wal-archive -> s3:backups/${c.estate.namespace}`,
      );
      c.add(
        c.t(0.3),
        s,
        "warn",
        `error: lstat /var/lib/${c.estate.db}-wal-archive/00000001000000A70000004F.partial: no such file or directory (file removed during backup)`,
      );
      c.add(
        c.t(0.45),
        s,
        "info",
        `Files: ${c.rng.int(100, 400)} new, ${c.rng.int(10, 80)} changed, ${c.rng.int(10000, 30000)} unmodified; Added to the repository: ${c.rng.int(1, 9)}.${c.rng.int(1, 9)} GiB`,
      );
      c.add(c.t(0.45) + 10, s, "info", `snapshot ${c.rng.hex(8)} saved`);
      return "backup job warns that a WAL file vanished mid-backup (normal for rotating WAL) and saves the snapshot";
    },
  },
  {
    kind: "mobile-upgrade-426",
    run: (c) => {
      const s = c.role("edge");
      every(c, 0.05, 0.95, 25_000, (t) => {
        const tr = c.trace();
        c.add(
          t,
          s,
          "warn",
          `426 Upgrade Required: app version 3.${c.rng.int(1, 9)}.0 below minimum supported 5.0.0, showing forced-update screen`,
          tr,
        );
        c.add(t + 1, s, "info", c.edge("GET", c.estate.routes[2], 426, 1, "MobileApp/3.4.0 (Android 11)"), tr);
      });
      return "old mobile app versions get 426 Upgrade Required and a forced-update screen, as planned";
    },
  },
  {
    kind: "card-declines",
    run: (c) => {
      const s = c.role("partner");
      every(c, 0.05, 0.95, 35_000, (t) =>
        c.add(
          t,
          s,
          "warn",
          `payment declined by issuer: ${c.rng.pick(["card_declined (insufficient_funds)", "card_declined (do_not_honor)", "expired_card", "incorrect_cvc"])} for order ${c.rng.hex(8)}; customer asked for another method`,
        ),
      );
      return "ordinary issuer declines (insufficient funds, expired card) at the normal background rate";
    },
  },
  {
    kind: "preview-env-teardown",
    run: (c) => {
      const pr = c.rng.int(1000, 3000);
      const s = `${c.role("api")}-pr-${pr}`;
      c.add(c.t(0.3), "argocd", "info", `Application preview-pr-${pr} deleted (PR #${pr} merged); pruning resources`);
      every(c, 0.3, 0.34, 2000, (t) =>
        c.add(
          t,
          s,
          "error",
          `dial tcp 10.${c.rng.int(0, 40)}.${c.rng.int(0, 255)}.${c.rng.int(1, 254)}:5432: connect: connection refused (preview database already deleted)`,
        ),
      );
      c.add(c.t(0.34), s, "info", "Received SIGTERM, shutting down");
      return "preview environment of a merged PR is torn down; its pod logs connection refused to its already-deleted database before exiting";
    },
  },
  {
    kind: "disk-prune",
    run: (c) => {
      const n = `ip-10-${c.rng.int(0, 40)}-${c.rng.int(0, 255)}-${c.rng.int(1, 254)}`;
      c.add(
        c.t(0.3),
        "kubelet",
        "warn",
        `eviction manager: image filesystem usage 86% on node ${n} exceeds imageGCHighThresholdPercent 85%, attempting to free 14.2GB`,
      );
      c.add(
        c.t(0.31),
        "kubelet",
        "info",
        `image garbage collection removed 23 unused images, freed 15.8GB; usage now 61%`,
      );
      return "kubelet image GC crosses its high threshold, prunes old images and frees space; no evictions";
    },
  },
  {
    kind: "token-expired-refresh",
    run: (c) => {
      const s = c.role("auth");
      every(c, 0.05, 0.95, 15_000, (t) => {
        const tr = c.trace();
        c.add(
          t,
          s,
          "info",
          `JWT expired at 2026-${c.rng.int(10, 11)}-${c.rng.int(10, 28)}T0${c.rng.int(0, 9)}:12:00Z (TokenExpiredError: jwt expired) - client will refresh`,
          tr,
        );
        c.add(t + 120, s, "info", `refresh_token grant ok for session ${c.rng.hex(10)}`, tr);
      });
      return "mobile clients wake up with expired access tokens, get 401 jwt expired and refresh successfully";
    },
  },
];
