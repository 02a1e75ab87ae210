// Benign kinds driven by clients and jobs: bad callers, scanners, retries, warnings that need no action.
import type { Scene } from "./scene.js";
import { stackFor } from "./stacks.js";

export interface Kind {
  name: string;
  run: (s: Scene) => void;
}

export const CLIENT_KINDS: Kind[] = [
  {
    name: "steady-background-error",
    run: (s) => {
      const w = s.svc("worker");
      const n = s.r.int(40, 160);
      const code = s.r.int(100, 999);
      s.spread(n, (t) =>
        s.emit(
          t,
          w,
          "error",
          `payload from source #${code} failed checksum, record dropped (source firmware known-bad, ticket OPS-${code}${s.r.int(1, 9)})`,
        ),
      );
    },
  },
  {
    name: "one-client-bad-requests",
    run: (s) => {
      const api = s.svc("api");
      const edge = s.svc("edge");
      const client = `partner-${s.r.pick(["acme", "orbit", "delta", "kite"])}-${s.r.int(10, 99)}`;
      s.spread(s.r.int(60, 220), (t) => {
        const field = s.r.pick(["start_date", "region", "units", "page_size"]);
        s.emit(
          t,
          api,
          "warn",
          `rejected request from client=${client}: 422 invalid field "${field}" (${s.r.pick(["must be ISO-8601", "unknown value", "out of range"])})`,
        );
        s.emit(
          t + s.r.int(1, 9),
          edge,
          "info",
          `client=${client} POST ${s.estate.paths[0]} -> 422 in ${s.r.int(3, 20)}ms`,
        );
      });
    },
  },
  {
    name: "wp-admin-scanner",
    run: (s) => {
      const edge = s.svc("edge");
      const ip = `185.${s.r.int(10, 250)}.${s.r.int(0, 255)}.${s.r.int(2, 250)}`;
      const probes = [
        "/wp-admin/",
        "/wp-login.php",
        "/.env",
        "/phpmyadmin/",
        "/.git/config",
        "/xmlrpc.php",
        "/admin/config.php",
        "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
        "/cgi-bin/luci",
        "/actuator/env",
      ];
      const from = s.at(s.r.float(0.1, 0.5));
      s.spread(
        s.r.int(80, 400),
        (t) => {
          const p = s.r.pick(probes);
          s.emit(
            t,
            edge,
            s.r.chance(0.3) ? "warn" : "info",
            `${ip} - - "GET ${p} HTTP/1.1" 404 153 "-" "Mozilla/5.0 (compatible; zgrab/0.x)" 0.001`,
          );
        },
        from,
        from + s.r.int(120, 600) * 1000,
      );
    },
  },
  {
    name: "scattered-login-failures",
    run: (s) => {
      const auth = s.svc("auth");
      s.scatter(s.r.int(8, 30), (t) => {
        const u = `u${s.r.int(10000, 99999)}`;
        s.emit(
          t,
          auth,
          "warn",
          s.r.pick([
            `login failed for user=${u}: invalid password (attempt ${s.r.int(1, 3)} of 5)`,
            `authentication rejected user=${u} reason=bad_credentials`,
            `login failed for user=${u}: account not found`,
          ]),
        );
      });
    },
  },
  {
    name: "abusive-client-rate-limited",
    run: (s) => {
      const edge = s.svc("edge");
      const auth = s.svc("auth");
      const key = `key_${s.r.hex(6)}`;
      const from = s.at(s.r.float(0.2, 0.5));
      const to = from + s.r.int(180, 500) * 1000;
      s.emit(
        from - 2000,
        auth,
        "warn",
        `quota exceeded for ${key}: ${s.r.int(1200, 3000)} req/min against limit 600, throttling`,
      );
      s.spread(
        s.r.int(150, 500),
        (t) => s.emit(t, edge, "warn", `rate limited ${key} path=${s.estate.paths[1]} status=429 retry-after=30`),
        from,
        to,
      );
      s.emit(to + 5000, auth, "info", `throttle lifted for ${key} after traffic fell below limit`);
    },
  },
  {
    name: "retries-succeed-second-attempt",
    run: (s) => {
      const w = s.svc("notify");
      s.scatter(s.r.int(10, 40), (t) => {
        const id = s.r.hex(8);
        s.emit(
          t,
          w,
          "warn",
          `delivery ${id} attempt 1/3 failed: upstream returned 503, retrying in ${s.r.pick([250, 500, 1000])}ms`,
        );
        s.emit(t + s.r.int(300, 1500), w, "info", `delivery ${id} succeeded on attempt 2/3`);
      });
    },
  },
  {
    name: "cron-skips-items",
    run: (s) => {
      const b = s.svc("batch");
      const t0 = s.at(s.r.float(0.1, 0.4));
      s.emit(t0, b, "info", "scheduled job nightly-reconcile started (cron 0 */1 * * *)");
      const n = s.r.int(20, 70);
      s.spread(
        n,
        (t) =>
          s.emit(
            t,
            b,
            "warn",
            `skipping item ${s.r.hex(10)}: ${s.r.pick(["already processed", "owner archived", "no changes since last run", "locked by another editor"])}`,
          ),
        t0 + 500,
        t0 + 240000,
      );
      s.emit(
        t0 + 241000,
        b,
        "info",
        `job nightly-reconcile finished: ${s.r.int(2000, 9000)} processed, ${n} skipped, 0 failed`,
      );
    },
  },
  {
    name: "cache-cold-start",
    run: (s) => {
      const api = s.svc("api");
      const cache = s.svc("cache");
      const t0 = s.at(s.r.float(0.15, 0.4));
      s.emit(
        t0,
        cache,
        "warn",
        "1:M # WARNING Memory overcommit must be enabled! Without it, a background save may fail under low memory condition.",
      );
      s.emit(t0 + 200, cache, "info", "1:M * Ready to accept connections tcp");
      s.emit(t0 + 900, api, "info", "cache connection re-established; keyspace empty, warming on demand");
      s.spread(
        s.r.int(30, 90),
        (t, i) =>
          s.emit(
            t,
            api,
            "warn",
            `slow request ${s.estate.paths[0]} took ${Math.max(900, 4200 - i * 40)}ms (cache miss, backend fetch)`,
          ),
        t0 + 1000,
        t0 + 150000,
      );
      s.emit(t0 + 160000, api, "info", `cache hit ratio back to ${s.r.int(91, 97)}% after warm-up`);
    },
  },
  {
    name: "deprecation-warnings",
    run: (s) => {
      const api = s.svc("api");
      s.spread(s.r.int(20, 80), (t) =>
        s.emit(
          t,
          api,
          "warn",
          `DEPRECATED: client ${s.r.pick(["app/4.2", "sdk-python/1.9", "app/4.3"])} called ${s.estate.paths[1]}/v1-compat; endpoint will be removed on 2026-12-01, use v2`,
        ),
      );
    },
  },
  {
    name: "batch-quarantines-records",
    run: (s) => {
      const b = s.svc("batch");
      const t0 = s.at(s.r.float(0.1, 0.3));
      const total = s.r.int(20000, 90000);
      const bad = s.r.int(3, 12);
      s.emit(t0, b, "info", `import batch ${s.r.hex(6)} started: ${total} records`);
      s.scatter(
        bad,
        (t) =>
          s.emit(
            t,
            b,
            "error",
            `record ${s.r.int(1, total)} rejected: ${s.r.pick(["negative quantity", "unparseable timestamp '31/02/2026'", "duplicate primary key", "unit 'furlongs' not recognised"])} -> moved to quarantine bucket`,
          ),
        t0 + 1000,
        t0 + 300000,
      );
      s.emit(t0 + 301000, b, "info", `import finished: ${total - bad} loaded, ${bad} quarantined for manual review`);
    },
  },
  {
    name: "single-stray-exception",
    run: (s) => {
      const svc = s.service(s.r.pick(["worker", "aux", "api"] as const));
      const err =
        svc.runtime === "jvm"
          ? "java.lang.IllegalStateException: response already committed"
          : svc.runtime === "python"
            ? "ValueError: could not convert string to float: ''"
            : svc.runtime === "node"
              ? "TypeError: Cannot read properties of undefined (reading 'locale')"
              : svc.runtime === "dotnet"
                ? "System.InvalidOperationException: Sequence contains no elements"
                : svc.runtime === "ruby"
                  ? "NoMethodError: undefined method `strftime' for nil:NilClass"
                  : svc.runtime === "go"
                    ? "panic recovered: runtime error: index out of range [3] with length 3"
                    : "thread 'worker-3' panicked at 'called `Option::unwrap()` on a `None` value'";
      s.emit(
        s.at(s.r.float(0.2, 0.8)),
        svc.name,
        "error",
        `unhandled error processing request ${s.r.hex(12)}; request failed with 500`,
        stackFor(s.r, svc.runtime, svc.name.replace(/-/g, "_"), err),
      );
    },
  },
  {
    name: "client-cancelled-requests",
    run: (s) => {
      const edge = s.svc("edge");
      s.scatter(s.r.int(20, 70), (t) =>
        s.emit(
          t,
          edge,
          "info",
          `client closed connection before response: ${s.r.ip()} "GET ${s.r.pick(s.estate.paths)} HTTP/1.1" 499 0 upstream_time=${(s.r.int(1000, 9000) / 1000).toFixed(3)}`,
        ),
      );
    },
  },
];
