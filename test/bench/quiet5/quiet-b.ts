// Quiet kinds 12-23: more harmless patterns that look like trouble at a glance.
import { edgeLine } from "./estates.js";
import { stackFor } from "./stacks.js";
import type { Kind } from "./types.js";

export const QUIET_B: Kind[] = [
  {
    kind: "error-count-zero",
    run(c) {
      const { r, e } = c;
      c.every(c.start + 10000, c.end, 60, 0.05, (t) =>
        c.add(
          t,
          e.roles.job,
          "error",
          `ERROR reconciliation summary: checked=${r.int(2000, 9000)} errors=0 mismatches=0 duration=${r.int(2, 40)}s`,
        ),
      );
      return {
        note: `${e.roles.job} logs its per-minute reconciliation summary at ERROR level although it reports errors=0; purely informational.`,
      };
    },
  },
  {
    kind: "dead-monitor-404",
    run(c) {
      const { r, e } = c;
      const ip = r.ip("10.40.7");
      c.every(c.start + r.int(0, 30000), c.end, 30, 0.02, (t) =>
        c.add(
          t,
          e.roles.edge,
          "error",
          `no route for GET /status/legacy-check -> 404 client=${ip} ua="UptimeMonitor/2.1 (decommissioned-probe-eu)"`,
        ),
      );
      return {
        note: `An old uptime monitor that was never switched off polls a removed /status/legacy-check endpoint every 30 s and ${e.roles.edge} logs each 404 at ERROR.`,
      };
    },
  },
  {
    kind: "tenant-quota-429",
    run(c) {
      const { r, e } = c;
      const tenant = `${e.tenantWord}-${r.int(1000, 9999)}`;
      c.every(c.start + 2000, c.end, 1.5, 0.9, (t) =>
        c.add(
          t,
          e.roles.edge,
          r.chance(0.3) ? "error" : "warn",
          `rate limit exceeded for ${e.tenantWord} ${tenant} (plan=starter, 600 req/min): 429 Too Many Requests, retry-after=${r.int(5, 40)}s`,
        ),
      );
      return {
        note: `One ${e.tenantWord} (${tenant}) runs a script over its plan quota and gets 429s exactly as designed; all other ${e.tenantWord}s are served normally.`,
      };
    },
  },
  {
    kind: "gc-pauses",
    run(c) {
      const { r, e } = c;
      c.every(c.start + 20000, c.end, 75, 0.5, (t) => {
        const p = r.int(300, 900);
        c.add(
          t,
          e.roles.jvm,
          "warn",
          `[gc] GC(${r.int(100, 9999)}) Pause Young (G1 Evacuation Pause) ${r.int(1400, 2600)}M->${r.int(500, 900)}M(4096M) ${p}.${r.int(100, 999)}ms`,
        );
        if (r.chance(0.4))
          c.add(
            t + p + 5,
            e.roles.search,
            "warn",
            `[gc][young][${r.int(1000, 9000)}] overhead, spent [${p}ms] collecting in the last [1.2s]`,
          );
      });
      return {
        note: `Periodic young-generation GC pauses of 0.3-0.9 s in ${e.roles.jvm} trip the pause warning; heap returns to the same baseline after each and requests keep succeeding.`,
      };
    },
  },
  {
    kind: "tls-old-client",
    run(c) {
      const { r, e } = c;
      const ips = [r.ip(), r.ip(), r.ip()];
      c.every(c.start + 5000, c.end, 8, 0.9, (t) =>
        c.add(
          t,
          e.roles.edge,
          "error",
          `http: TLS handshake error from ${r.pick(ips)}:${r.int(30000, 65000)}: tls: client offered only unsupported versions: [302 301]`,
        ),
      );
      return {
        note: `Three clients stuck on TLS 1.0/1.1 fail the handshake at a constant rate since the old protocol versions were disabled; intended, every modern client connects.`,
      };
    },
  },
  {
    kind: "cron-overlap-skip",
    run(c) {
      const { r, e } = c;
      const job = r.pick(["sync-prices", "rebuild-sitemap", "expire-holds", "rollup-hourly"]);
      c.add(c.start + 1000, e.roles.job, "info", `cron ${job}: run started (lock acquired by ${e.roles.job}-7f9c)`);
      c.every(c.start + 60000, c.end - 120000, 60, 0.02, (t) =>
        c.add(
          t,
          e.roles.job,
          "error",
          `cron ${job}: previous run still in progress (lock held by ${e.roles.job}-7f9c), skipping this run`,
        ),
      );
      c.add(
        c.end - 90000,
        e.roles.job,
        "info",
        `cron ${job}: run finished in ${Math.round((c.end - c.start) / 60000)}m, ${r.int(10000, 80000)} items processed`,
      );
      return {
        note: `The ${job} cron takes longer than its one-minute interval; each overlapping tick is skipped by the lock and logged at ERROR, and the long run finishes normally.`,
      };
    },
  },
  {
    kind: "debug-stack-traces",
    run(c) {
      const { r, e } = c;
      c.every(c.start + 3000, c.end, 5, 0.9, (t) => {
        c.add(
          t,
          e.roles.search,
          "debug",
          `query parse fallback used for q="${r.pick(["c++", "foo AND", '"unterminated', "a:b:c"])}" (lenient mode)`,
          {
            stack: stackFor(
              e,
              r,
              e.roles.search,
              "org.apache.lucene.queryparser.classic.ParseException",
              `Cannot parse query: Encountered "<EOF>" at line 1`,
              ["query.StrictParser.parse", "query.QueryBuilder.build"],
              "java",
            ),
            errType: "ParseException",
          },
        );
      });
      return {
        note: `${e.roles.search} logs full stack traces at DEBUG for user queries that fall back to lenient parsing; searches still return results.`,
      };
    },
  },
  {
    kind: "preview-env-failing",
    run(c) {
      const { r, e } = c;
      const svc = `${e.roles.jvm}-pr-${r.int(1000, 9999)}`;
      c.every(c.start + 2000, c.end, 45, 0.2, (t) => {
        c.add(
          t,
          svc,
          "info",
          `starting ${svc} (preview environment, branch feat/${r.pick(["new-ui", "rules-v4", "bulk-edit"])})`,
        );
        c.add(
          t + 2100,
          svc,
          "error",
          `APPLICATION FAILED TO START: Failed to bind properties under 'spring.datasource.url' (preview database not provisioned)`,
          {
            stack: stackFor(
              e,
              r,
              svc,
              "java.lang.IllegalStateException",
              "Failed to load ApplicationContext",
              ["config.DataSourceConfig.dataSource", "App.main"],
              "java",
            ),
            errType: "IllegalStateException",
          },
        );
        c.add(t + 2300, svc, "warn", `Back-off restarting failed container (restart count ${r.int(5, 80)})`);
      });
      return {
        note: `A pull-request preview deployment (${svc}) crash-loops in the same log stream because its database was never provisioned; production ${e.roles.jvm} is healthy.`,
      };
    },
  },
  {
    kind: "scale-in-shutdown",
    run(c) {
      const { r, e } = c;
      const t0 = c.start + (c.end - c.start) * 0.5;
      const pod = `${e.roles.db}-${r.hex(5)}`;
      c.add(t0, e.roles.db, "info", `autoscaler: scaling down from 6 to 4 replicas (cpu 18% < target 60%)`);
      c.add(
        t0 + 300,
        e.roles.db,
        "warn",
        `${pod}: SIGTERM received, draining ${r.int(3, 20)} in-flight requests (grace 30s)`,
      );
      for (let i = 0; i < r.int(6, 18); i++) {
        const t = t0 + r.int(500, 4000);
        c.add(
          t,
          e.roles.jvm,
          "warn",
          `POST http://${e.roles.db}/internal/v1/update failed: connect ECONNREFUSED ${r.ip("10.12.3")}:8080 (pod terminating), retrying on next endpoint`,
        );
        c.add(t + r.int(20, 200), e.roles.jvm, "info", `retry on ${e.roles.db} succeeded`);
      }
      c.add(t0 + 5000, e.roles.db, "info", `${pod}: shutdown complete, exit code 0`);
      return {
        note: `Scale-in removes two ${e.roles.db} replicas; callers see a few refused connections to the terminating pod and their retries succeed on the remaining ones.`,
      };
    },
  },
  {
    kind: "cert-renewal",
    run(c) {
      const { r, e } = c;
      const t0 = c.start + r.int(60000, 240000);
      c.add(
        t0,
        e.roles.edge,
        "warn",
        `certificate for *.${e.name}.example expires in 21 days (notAfter=2026-12-17T00:00:00Z)`,
      );
      c.add(
        t0 + 2000,
        e.roles.edge,
        "error",
        `acme: order ${r.hex(8)} challenge http-01 failed: 404 from /.well-known/acme-challenge/ on edge-${r.int(1, 3)}, will retry`,
      );
      c.add(
        t0 + 65000,
        e.roles.edge,
        "info",
        `acme: order ${r.hex(8)} valid, certificate renewed (notAfter=2027-03-17), hot-reloaded listeners`,
      );
      c.every(t0 + 66000, c.end, 600, 0.1, (t) =>
        c.add(
          t,
          e.roles.edge,
          "warn",
          `certificate cache still holds expiring cert for *.${e.name}.example (stale entry, ignored)`,
        ),
      );
      return {
        note: `Automated certificate renewal fails its first ACME challenge, retries and renews a cert that still had three weeks left.`,
      };
    },
  },
  {
    kind: "user-validation-errors",
    run(c) {
      const { r, e } = c;
      c.every(c.start + 2000, c.end, 3, 0.9, (t) => {
        const f = r.pick(["email", "postcode", "phone", "date_of_birth", "card_expiry"]);
        c.add(
          t,
          e.roles.extra,
          "error",
          `ValidationError: field "${f}" ${r.pick(["is required", "has invalid format", "must be in the future"])} (request rejected with 422)`,
        );
        c.add(t + 8, e.roles.edge, "info", edgeLine(e, r, "POST", r.pick(e.paths), 422, r.int(5, 40)));
      });
      return {
        note: `Users mistype form fields and ${e.roles.extra} rejects them with 422 at a steady rate, logged at ERROR; normal input validation.`,
      };
    },
  },
  {
    kind: "disk-usage-cleanup",
    run(c) {
      const { r, e } = c;
      const t0 = c.start + (c.end - c.start) * 0.3;
      let pct = 86;
      c.every(t0, t0 + 240000, 30, 0.1, (t) =>
        c.add(t, e.roles.store, "warn", `disk usage on /var/lib/${e.roles.store} at ${pct++}% (warn threshold 85%)`),
      );
      c.add(
        t0 + 250000,
        e.roles.store,
        "info",
        `retention sweep: deleted ${r.int(2000, 9000)} expired objects, freed ${r.int(40, 120)} GiB; disk usage 61%`,
      );
      return {
        note: `${e.roles.store}'s volume crosses its 85% warning threshold until the scheduled retention sweep frees space back to 61%.`,
      };
    },
  },
];
