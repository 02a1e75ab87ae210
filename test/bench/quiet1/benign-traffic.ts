// Benign kinds in the traffic: self-healing blips, warm-ups, scanners, blocked brute force, load tests, canaries.
import { moment, restart } from "./benign-ops.js";
import { status5xx, timedOut } from "./runtime.js";
import type { Kind } from "./types.js";
import { every } from "./types.js";

const circuitBlip: Kind = {
  key: "circuit-blip",
  run(c) {
    const [caller, callee] = c.r.pick(c.e.roles.calls);
    const rt = c.svc(caller).rt;
    const t = moment(c);
    for (let i = 0; i < 5; i++)
      c.emit(t + i * c.r.int(200, 900), caller, "error", timedOut(rt, c.r, callee, 2000), { trace: c.tid() });
    const o = t + 5000;
    c.emit(o, caller, "warn", `circuit breaker '${callee}' OPEN: 5 failures in 10s`);
    for (let i = 0; i < c.r.int(3, 9); i++)
      c.emit(o + c.r.int(100, 7000), caller, "warn", `circuit '${callee}' open, served fallback response`, {
        trace: c.tid(),
      });
    c.emit(o + 8000, caller, "info", `circuit breaker '${callee}' HALF_OPEN, probing`);
    c.emit(o + 8400, caller, "info", `circuit breaker '${callee}' CLOSED after 3 successful probes`);
    return `${caller}'s breaker to ${callee} opens once for ~8s and closes`;
  },
};

const cacheWarmup: Kind = {
  key: "cache-warmup",
  run(c) {
    const svc = c.e.roles.cacheUser;
    const t = restart(c, svc, moment(c, 0.05, 0.6));
    let miss = c.r.int(88, 99);
    every(
      c,
      15000,
      (u) => {
        miss = Math.max(4, Math.round(miss * c.r.real(0.6, 0.85)));
        c.emit(
          u,
          svc,
          miss > 30 ? "warn" : "info",
          `cache hit ratio ${100 - miss}% (${miss}% misses${miss > 30 ? ", cold cache after restart" : ""})`,
        );
      },
      t,
      Math.min(c.t1, t + 200000),
    );
    every(
      c,
      1500,
      (u) =>
        c.emit(u, svc, "warn", `slow request ${c.r.int(1100, 3800)}ms (cache miss, loaded from origin)`, {
          trace: c.tid(),
        }),
      t,
      Math.min(c.t1, t + 90000),
    );
    return `${svc} restarts and warms its cache (slow requests, misses)`;
  },
};

const retriesSucceed: Kind = {
  key: "retries-succeed",
  run(c) {
    const [caller, callee] = c.r.pick(c.e.roles.calls);
    const rt = c.svc(caller).rt;
    every(c, c.r.int(20000, 90000), (t) => {
      const tr = c.tid();
      c.emit(
        t,
        caller,
        "warn",
        `attempt 1/3 to ${callee} failed: ${timedOut(rt, c.r, callee, 1500)}; retrying in 200ms`,
        { trace: tr },
      );
      c.emit(t + c.r.int(220, 600), caller, "info", `call to ${callee} succeeded on attempt 2`, { trace: tr });
    });
    return `${caller} retries ${callee} now and then and succeeds`;
  },
};

const healthFlap: Kind = {
  key: "health-flap",
  run(c) {
    const gw = c.e.roles.gw;
    const [, callee] = c.r.pick(c.e.roles.calls);
    for (let k = 0; k < c.r.int(2, 3); k++) {
      const t = moment(c, 0.05, 0.95);
      c.emit(t, gw, "warn", `health check to ${callee} failed (timeout 2s), 1/3`);
      if (c.r.chance(0.5)) c.emit(t + 10000, gw, "warn", `health check to ${callee} failed (timeout 2s), 2/3`);
      c.emit(t + 20000, gw, "info", `health check to ${callee} passed, healthy`);
    }
    return `${gw}'s health checks of ${callee} flap and recover`;
  },
};

const vendorMaintenance: Kind = {
  key: "vendor-maintenance",
  run(c) {
    const svc = c.e.roles.vendorClient;
    const v = c.e.roles.vendor;
    const t = moment(c, 0.1, 0.5);
    const end = Math.min(c.t1 - 1000, t + c.r.int(300000, 900000));
    const hm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
    c.emit(
      c.t0 + 2000,
      svc,
      "info",
      `${v} status page: scheduled maintenance ${hm(t)}-${hm(end + 60000)} UTC; fallback mode will engage`,
    );
    c.emit(t, svc, "warn", `${v} maintenance window started, switching to fallback (queue and retry later)`);
    let q = 0;
    every(
      c,
      c.r.int(2000, 6000),
      (u) => {
        q++;
        c.emit(
          u,
          svc,
          "warn",
          `${status5xx(c.svc(svc).rt, v.toLowerCase(), 503, "/v1/submit")} (planned maintenance) - queued for retry, user not affected`,
          {
            trace: c.tid(),
          },
        );
      },
      t,
      end,
    );
    c.emit(end, svc, "info", `${v} maintenance over, drained ${q} queued requests successfully`);
    return `${v} planned maintenance handled by ${svc}'s fallback queue`;
  },
};

const canary: Kind = {
  key: "canary-same-errors",
  run(c) {
    const svc = c.r.pick(c.e.roles.deployable);
    const rt = c.svc(svc).rt;
    const own = c.e.roles.calls.filter(([a]) => a === svc);
    const [, dep] = c.r.pick(own.length ? own : c.e.roles.calls);
    const canaryName = `${svc}-canary`;
    // one pod in five is the canary: the same share of the errors and of the ordinary lines
    every(c, c.r.int(8000, 20000), (t) =>
      c.emit(
        t,
        c.r.chance(0.2) ? canaryName : svc,
        "error",
        `${status5xx(rt, dep, 502, "/internal/v1/batch")} (request failed, client retried)`,
        { trace: c.tid() },
      ),
    );
    c.later(() => {
      for (const ev of c.out) if (ev.svc === svc && ev.lvl === "info" && c.r.chance(0.2)) ev.svc = canaryName;
    });
    c.emit(
      c.t1 - 30000,
      c.e.roles.gw,
      "info",
      `canary analysis ${svc}: error rate canary within 0.1pp of stable, latency p95 equal; promoting`,
    );
    return `${svc}-canary with the same baseline 502 rate as stable`;
  },
};

const scanner: Kind = {
  key: "security-scanner",
  run(c) {
    const gw = c.e.roles.gw;
    const ip = `${c.r.pick(["45.155", "185.220", "193.142", "162.243"])}.${c.r.int(1, 254)}.${c.r.int(1, 254)}`;
    const paths = [
      "/wp-admin/setup-config.php",
      "/wp-login.php",
      "/.env",
      "/.git/config",
      "/phpmyadmin/",
      "/actuator/env",
      "/.aws/credentials",
      "/cgi-bin/luci",
      "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
      "/server-status",
      "/admin/.env",
      "/config.json",
    ];
    const t = moment(c);
    const n = c.r.int(40, 250);
    for (let i = 0; i < n; i++) {
      const p = c.r.pick(paths);
      const code = p.includes(".env") || p.includes(".git") || p.includes(".aws") ? 403 : 404;
      c.emit(
        t + i * c.r.int(100, 1500),
        gw,
        "warn",
        `GET ${p} ${code} ${c.r.int(1, 5)}ms ip=${ip} ua="Mozilla/5.0 zgrab/0.x"`,
      );
    }
    c.emit(t + n * 900, gw, "warn", `WAF: ip ${ip} added to scanner blocklist (rule 913100, ${n} probes)`);
    return `security scanner ${ip} probes /wp-admin, /.env etc. on ${gw}`;
  },
};

const bruteForce: Kind = {
  key: "brute-force-blocked",
  run(c) {
    const svc = c.e.roles.auth;
    const ip = `203.0.113.${c.r.int(2, 250)}`;
    const t = moment(c, 0.05, 0.6);
    const n = c.r.int(20, 80);
    for (let i = 0; i < n; i++)
      c.emit(
        t + i * c.r.int(400, 2500),
        svc,
        "warn",
        `login failed user=${c.r.pick(["admin", "root", "test", "info", "support", `user${c.r.int(1, 999)}`])} ip=${ip} reason=invalid_password`,
      );
    const b = t + n * 2500;
    c.emit(b, svc, "warn", `rate limit: ip ${ip} exceeded 20 failed logins in 5m, blocked for 15m`);
    every(
      c,
      c.r.int(1000, 4000),
      (u) => c.emit(u, svc, "warn", `POST /login 429 Too Many Requests ip=${ip} (blocked)`),
      b,
      Math.min(c.t1, b + 900000),
    );
    return `brute-force login attempt from ${ip} blocked by rate limiting on ${svc}`;
  },
};

const userValidation: Kind = {
  key: "user-validation",
  run(c) {
    const gw = c.e.roles.gw;
    const user = `u_${c.r.hex(10)}`;
    const field = c.r.pick([
      "date_of_birth must be in the past",
      "postal_code: invalid format",
      "quantity must be <= 8",
      "aoi polygon is self-intersecting",
    ]);
    const t = moment(c);
    for (let i = 0; i < c.r.int(12, 40); i++)
      c.emit(
        t + i * c.r.int(3000, 20000),
        gw,
        "warn",
        `POST /api/submit 422 ${c.r.int(4, 30)}ms user=${user} validation failed: ${field}`,
        { trace: c.tid() },
      );
    return `one user (${user}) repeats a validation error`;
  },
};

const loadTest: Kind = {
  key: "load-test",
  run(c) {
    const gw = c.e.roles.gw;
    const t = moment(c, 0.05, 0.4);
    const end = Math.min(c.t1 - 2000, t + c.r.int(300000, 1200000));
    const id = `lt-${c.r.hex(6)}`;
    c.emit(
      t,
      gw,
      "info",
      `load test ${id} started by perf-team (k6, ${c.r.int(200, 800)} VUs, header X-Load-Test: true)`,
    );
    every(
      c,
      c.r.int(300, 900),
      (u) => c.emit(u, gw, "info", `GET /api/search 200 ${c.r.int(300, 1900)}ms load-test=${id}`),
      t,
      end,
    );
    every(
      c,
      60000,
      (u) => c.emit(u, gw, "warn", `p99 latency ${c.r.int(1400, 2600)}ms over last 60s (budget 800ms)`),
      t + 30000,
      end,
    );
    c.emit(end, gw, "info", `load test ${id} finished: 0 errors, p99 ${c.r.real(1.5, 2.6).toFixed(2)}s`);
    return `announced load test ${id} on ${gw}: elevated latency, no errors`;
  },
};

export const TRAFFIC_KINDS: Kind[] = [
  circuitBlip,
  cacheWarmup,
  retriesSucceed,
  healthFlap,
  vendorMaintenance,
  canary,
  scanner,
  bruteForce,
  userValidation,
  loadTest,
];
