// Quiet kinds 1-11: alarming-looking but harmless patterns (each run returns the note saying why).
import { edgeLine } from "./estates.js";
import { stackFor } from "./stacks.js";
import type { Kind } from "./types.js";

export const QUIET_A: Kind[] = [
  {
    kind: "broken-link-404",
    run(c) {
      const { r, e } = c;
      const page = r.pick(["/promo/spring-sale-2025", "/campaign/black-friday-24", "/landing/refer-a-friend-old"]);
      const from = c.start + (c.end - c.start) * 0.2;
      const to = from + (c.end - c.start) * 0.5;
      c.every(from, to, 0.8, 0.9, (t) => {
        const ref = r.pick(["https://www.reddit.com/r/deals/", "https://t.co/", "https://news.ycombinator.com/"]);
        c.add(t, e.roles.edge, "warn", `${edgeLine(e, r, "GET", page, 404, r.int(1, 6))} referer=${ref}`);
      });
      c.add(from + 2000, e.roles.edge, "error", `404 rate on ${page} above alert threshold (${r.int(60, 90)}/min)`);
      return {
        note: `A stale marketing link (${page}) shared on an external site sends a burst of 404s to ${e.roles.edge}; every other path answers 200 and no backend is involved.`,
      };
    },
  },
  {
    kind: "scanner-probes",
    run(c) {
      const { r, e } = c;
      const ip = r.ip();
      const probes = [
        "/wp-admin/",
        "/wp-login.php",
        "/.env",
        "/.git/config",
        "/phpmyadmin/index.php",
        "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
        "/actuator/gateway/routes",
        "/cgi-bin/luci",
        "/server-status",
        "/admin/config.php",
      ];
      const from = r.int(c.start, c.start + 120000);
      c.every(from, from + r.int(4, 9) * 60000, 0.35, 0.9, (t) => {
        const p = r.pick(probes);
        const st = r.pick([404, 404, 403]);
        c.add(
          t,
          e.roles.edge,
          st === 403 ? "error" : "warn",
          `${edgeLine(e, r, r.pick(["GET", "POST"]), p, st, r.int(0, 4))} client=${ip} ua="Mozilla/5.0 zgrab/0.x"`,
        );
      });
      c.add(
        from + 30000,
        e.roles.edge,
        "error",
        `WAF: blocked ${r.int(200, 400)} requests from ${ip} in 30s (rule 930120 OS file access attempt)`,
      );
      return {
        note: `A vulnerability scanner from ${ip} probes /wp-admin, /.env and similar paths on ${e.roles.edge}, which answers 403/404; nothing real is touched.`,
      };
    },
  },
  {
    kind: "client-cancel-499",
    run(c) {
      const { r, e } = c;
      const svc = e.roles.vendor;
      c.every(c.start + 5000, c.end, 6, 0.9, (t) => {
        const path = r.pick(e.paths);
        c.add(
          t,
          e.roles.edge,
          "warn",
          `${edgeLine(e, r, "GET", path, 499, r.int(3000, 14000))} ua="${r.pick(["FreshApp/8.2 (Android 11)", "okhttp/4.9.3", "iOS/16.1 CFNetwork"])}" net=cellular`,
        );
        if (r.chance(0.5))
          c.add(t - r.int(10, 200), svc, "error", `handler aborted: context canceled (client went away) path=${path}`);
      });
      return {
        note: `Mobile clients on a slow cellular network give up early: ${e.roles.edge} logs 499 and ${svc} logs "context canceled" at a steady low rate while server latency stays normal.`,
      };
    },
  },
  {
    kind: "ws-reconnect-wave",
    run(c) {
      const { r, e } = c;
      for (let t = c.start + r.int(60000, 200000); t < c.end - 30000; t += 350000) {
        const n = r.int(40, 160);
        for (let i = 0; i < n; i++) {
          const tt = t + r.int(0, 1500);
          const sock = r.hex(8);
          c.add(tt, e.roles.ws, "error", `websocket ${sock} closed abnormally code=1006 reason="" after 350s`);
          if (r.chance(0.6))
            c.add(
              tt + r.int(800, 6000),
              e.roles.ws,
              "info",
              `websocket ${r.hex(8)} connected (resume token ok, replayed ${r.int(0, 12)} events)`,
            );
        }
        c.add(
          t + 1600,
          e.roles.ws,
          "warn",
          `${n} sockets dropped in 2s; subscribers=${r.int(900, 1400)} (reconnects in progress)`,
        );
      }
      return {
        note: `The load balancer's 350 s idle timeout cuts idle WebSockets in waves; ${e.roles.ws} logs 1006 closes every ~6 min and clients reconnect within seconds.`,
      };
    },
  },
  {
    kind: "failover-drill",
    run(c) {
      const { r, e } = c;
      const t0 = c.start + (c.end - c.start) * 0.4;
      c.add(
        t0 - 60000,
        e.roles.db,
        "info",
        `game day: planned failover drill DRILL-${r.int(100, 999)} starting in 60s (primary ${e.dbHost})`,
      );
      for (let i = 0; i < r.int(25, 60); i++) {
        const t = t0 + r.int(0, 18000);
        c.add(
          t,
          e.roles.db,
          "error",
          `could not acquire connection: Connection refused (${e.dbHost}) - failover in progress, retrying`,
        );
        if (r.chance(0.4))
          c.add(t + 40, e.roles.edge, "warn", edgeLine(e, r, "POST", r.pick(e.paths), 503, r.int(900, 2000)));
      }
      c.add(
        t0 + 19000,
        e.roles.db,
        "info",
        `new primary elected ${e.dbHost.replace(/:\d+/, "")}-replica-1, pool re-established (20/20)`,
      );
      c.add(
        t0 + 90000,
        e.roles.db,
        "info",
        `game day DRILL drill complete: failover took 19.2s, 0 writes lost, result=PASS`,
      );
      return {
        note: `A scheduled failover drill on ${e.roles.db}'s database causes ~20 s of refused connections and a few 503s, announced beforehand and closed with a PASS line.`,
      };
    },
  },
  {
    kind: "flag-eval-warnings",
    run(c) {
      const { r, e } = c;
      const flag = r.pick(["new-checkout-flow", "ranker-v3", "dark-mode-banner", "holiday-slots"]);
      c.every(c.start + 3000, c.end, 4, 0.6, (t) =>
        c.add(
          t,
          r.pick([e.roles.edge, e.roles.jvm]),
          "warn",
          `FlagEvaluationError: flag "${flag}" not found in environment production, serving default variation (false)`,
        ),
      );
      return {
        note: `The feature flag "${flag}" was archived but is still evaluated; the SDK warns constantly and serves the intended default, behaviour is unchanged.`,
      };
    },
  },
  {
    kind: "deprecated-partner",
    run(c) {
      const { r, e } = c;
      const partner = r.pick(["acme-feeds", "comparisonhub", "legacy-kiosk-app", "partner-4411"]);
      c.every(c.start + 2000, c.end, 3, 0.8, (t) => {
        c.add(
          t,
          e.roles.edge,
          "warn",
          `deprecated endpoint /v1/${r.pick(["items", "availability", "orders"])} called by api_key=${partner}; sunset 2026-12-31, migrate to /v2`,
        );
        c.add(t + r.int(10, 90), e.roles.edge, "info", edgeLine(e, r, "GET", "/v1/items", 200, r.int(20, 140)));
      });
      return {
        note: `One partner (${partner}) still calls the deprecated v1 API; each call logs a sunset warning but succeeds with 200.`,
      };
    },
  },
  {
    kind: "idempotency-409",
    run(c) {
      const { r, e } = c;
      c.every(c.start + 10000, c.end, 9, 0.9, (t) => {
        const key = r.hex(24);
        c.add(
          t,
          e.roles.vendor,
          "warn",
          `idempotency conflict: key ${key} already used for a completed request, returning stored response`,
        );
        c.add(t + 5, e.roles.edge, "warn", edgeLine(e, r, "POST", "/checkout/confirm", 409, r.int(4, 30)));
      });
      return {
        note: `Clients that time out and retry POSTs with the same idempotency key get 409 with the stored result from ${e.roles.vendor}: the design working, no double charges.`,
      };
    },
  },
  {
    kind: "optimistic-lock-retry",
    run(c) {
      const { r, e } = c;
      c.every(c.start + 5000, c.end, 20, 0.9, (t) => {
        const ent = r.int(10000, 99999);
        c.add(
          t,
          e.roles.db,
          "warn",
          `OptimisticLockException on row version for entity ${ent}, retrying (attempt 1/5)`,
          {
            stack: stackFor(
              e,
              r,
              e.roles.db,
              "jakarta.persistence.OptimisticLockException",
              `Row was updated or deleted by another transaction: [${ent}]`,
              ["persistence.VersionedRepository.save", "service.UpdateService.apply"],
              "java",
            ),
            errType: "OptimisticLockException",
          },
        );
        c.add(t + r.int(15, 120), e.roles.db, "info", `entity ${ent} committed after 2 attempts`);
      });
      return {
        note: `Concurrent edits in ${e.roles.db} hit optimistic-lock conflicts that are retried and commit on the second attempt each time.`,
      };
    },
  },
  {
    kind: "nightly-job-malformed",
    run(c) {
      const { r, e } = c;
      const t0 = c.start + r.int(30000, 90000);
      const total = r.int(20000, 90000);
      c.add(t0, e.roles.job, "info", `nightly import started: source=sftp://partner-drop/${r.hex(6)}.csv`);
      let t = t0;
      let skipped = 0;
      while (t < c.end - 120000) {
        t += r.gap(7000);
        skipped++;
        const line = r.int(2, total);
        c.add(
          t,
          e.roles.job,
          "error",
          `row ${line}: cannot parse field "price" value "${r.pick(["N/A", "12,50", "", "--"])}" - record skipped`,
          {
            stack: r.chance(0.2)
              ? stackFor(
                  e,
                  r,
                  e.roles.job,
                  "ValueError",
                  "could not convert string to float",
                  ["parse.to_decimal", "importer.process_row"],
                  "python",
                )
              : undefined,
            errType: "ValueError",
          },
        );
      }
      c.add(
        c.end - 60000,
        e.roles.job,
        "info",
        `nightly import finished: ${total} rows, ${total - skipped} imported, ${skipped} skipped (malformed), exit 0`,
      );
      return {
        note: `${e.roles.job}'s nightly import logs ERROR for each malformed partner row it skips but imports everything else and exits 0.`,
      };
    },
  },
  {
    kind: "cache-stampede-recovers",
    run(c) {
      const { r, e } = c;
      const t0 = c.start + ((c.end - c.start) * r.int(30, 60)) / 100;
      c.add(t0, e.roles.jvm, "warn", `cache key "catalog:home:v7" expired; ${r.int(300, 900)} concurrent misses`);
      for (let i = 0; i < 40; i++) {
        const t = t0 + r.int(200, 45000);
        if (r.chance(0.5))
          c.add(
            t,
            e.roles.jvm,
            "warn",
            `slow query ${r.int(900, 4000)}ms: SELECT ... FROM catalog_items WHERE featured = true`,
          );
        else c.add(t, e.roles.edge, "error", edgeLine(e, r, "GET", e.paths[0], 503, r.int(2000, 5000)));
      }
      c.add(
        t0 + 48000,
        e.roles.jvm,
        "info",
        `cache key "catalog:home:v7" repopulated (single-flight), hit ratio back to 0.97`,
      );
      return {
        note: `A hot cache key expires and ${e.roles.jvm} sees a stampede with slow queries and a few 503s for under a minute, then the key is refilled and everything is normal.`,
      };
    },
  },
];
