// The 12 quiet windows: edge noise that is normal and needs no page (a scanner, a rolling deploy, a client earning
// its 429s, a CDN purge's miss storm, a tagged load test), each over the same busy background.
import type { Estate } from "./estates.js";
import type { Plan } from "./stream.js";

export interface QuietSpec {
  kind: string;
  note: (e: Estate) => string;
  plan: (e: Estate) => Plan;
}

const SCAN_PATHS = [
  "/.env",
  "/wp-admin/setup-config.php",
  "/cgi-bin/luci/;stok=/locale",
  "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
  "/.git/HEAD",
  "/admin/config.php",
  "/solr/admin/info/system",
  "/console/login/LoginForm.jsp",
  "/?id=1%27%20OR%20%271%27=%271",
  "/api/v1/users?q=<script>alert(1)</script>",
  "/../../etc/passwd",
  "/HNAP1/",
  "/owa/auth/logon.aspx",
  "/actuator/gateway/routes",
];

const scanner: QuietSpec = {
  kind: "scanner",
  note: (e) =>
    `a vulnerability scanner from one address sends a few thousand probes through ${e.edge.svc}: hundreds of 404s and WAF 403 blocks, no upstream affected`,
  plan: (e) => {
    const ip = `45.${146 + (e.host.length % 9)}.${(e.host.length * 7) % 250}.${(e.host.length * 13) % 250}`;
    return {
      tick: (c, t) => {
        const s = (t - c.t0) / 1000;
        if (s < 0 || s > 200) return;
        for (let i = 0; i < c.rng.int(3, 9); i++) {
          const path = c.rng.pick(SCAN_PATHS);
          const blocked = /%27|script|\.\.\/|eval-stdin|luci/.test(path);
          const at = t + c.rng.int(0, 999);
          c.request(at, {
            upIdx: 0,
            path,
            client: ip,
            ua: c.rng.pick([
              "Mozilla/5.0 (compatible; Nuclei - Open-source project (github.com/projectdiscovery/nuclei))",
              "Mozilla/5.0 zgrab/0.x",
              "sqlmap/1.8.6#stable (https://sqlmap.org)",
            ]),
            status: blocked ? 403 : 404,
            upStatus: blocked ? null : 404,
            urt: blocked ? null : 0.003,
            bytes: 153,
          });
          if (blocked && c.rng.chance(0.5) && (e.edge.kind === "nginx" || e.edge.kind === "kong"))
            c.emit(
              e.edge.svc,
              "warn",
              `ModSecurity: Access denied with code 403 (phase 2). Matched "Operator \`Ge' with parameter \`5' against variable \`TX:ANOMALY_SCORE' (Value: \`${c.rng.pick([10, 15, 20])}' ) [file "/etc/nginx/owasp-modsecurity-crs/rules/REQUEST-949-BLOCKING-EVALUATION.conf"] [line "81"] [id "949110"] [msg "Inbound Anomaly Score Exceeded"] [hostname "${e.host}"] [uri "${path.split("?")[0]}"] [unique_id "${c.rng.hex(20)}"]`,
              at + 1,
            );
          else if (blocked && c.rng.chance(0.5))
            c.emit(
              e.edge.svc,
              "warn",
              `waf: blocked request from ${ip} rule=942100 (SQL Injection Attack Detected via libinjection) action=deny uri=${path.split("?")[0]}`,
              at + 1,
            );
        }
      },
    };
  },
};

const rollingDeploy: QuietSpec = {
  kind: "rolling-deploy",
  note: (e) =>
    `a rolling deploy of ${e.ups[1].svc}: pods drain one by one, the edge logs a handful of 502s during the switch, then everything is 200 again`,
  plan: (e) => {
    const u = e.ups[1];
    return {
      tick: (c, t) => {
        const s = (t - c.t0) / 1000;
        if (s === 0)
          c.emit(
            e.events,
            "info",
            `Normal  ScalingReplicaSet  deployment/${u.svc}  Scaled up replica set ${u.svc}-6c${c.rng.hex(4)} to 1 (image registry.local/${u.svc}:2026.11.29-3)`,
            t,
          );
        if (s >= 0 && s < 120 && s % 40 === 5) {
          c.emit(
            u.svc,
            "info",
            u.rt === "go"
              ? "received SIGTERM, shutting down gracefully (drain timeout 20s)"
              : u.rt === "java"
                ? "Commencing graceful shutdown. Waiting for active requests to complete"
                : u.rt === "python"
                  ? "[INFO] Handling signal: term"
                  : "SIGTERM received, closing server",
            t,
          );
          c.emit(
            e.events,
            "info",
            `Normal  Killing  pod/${u.svc}-${c.rng.hex(5)}  Stopping container ${u.svc}`,
            t + 50,
          );
          for (let i = 0; i < c.rng.int(1, 3); i++)
            c.request(t + c.rng.int(100, 900), {
              upIdx: 1,
              status: 502,
              upStatus: null,
              urt: null,
              fail: "reset",
              bytes: 150,
            });
          c.emit(u.svc, "info", `${u.svc} started, listening on :${u.port}`, t + 9000);
        }
      },
    };
  },
};

const hammer: QuietSpec = {
  kind: "hammering-client",
  note: (e) =>
    `one integration client polls ${e.ups[0].svc} far over its quota and gets the 429s it deserves from ${e.edge.svc}; other clients are served normally`,
  plan: (e) => ({
    tick: (c, t) => {
      const s = (t - c.t0) / 1000;
      if (s < 0 || s > 180) return;
      for (let i = 0; i < c.rng.int(6, 14); i++)
        c.request(t + c.rng.int(0, 999), {
          upIdx: 0,
          client: "203.0.113.77",
          ua: "python-requests/2.32.3 (inventory-sync by partner acme)",
          status: 429,
          upStatus: null,
          urt: null,
          bytes: 61,
          flag: e.edge.kind === "envoy" ? "RL" : undefined,
        });
      if (s % 30 === 0 && (e.edge.kind === "kong" || e.edge.kind === "envoy"))
        c.emit(
          e.edge.svc,
          "info",
          e.edge.kind === "kong"
            ? "[kong] handler.lua:186 [rate-limiting] API rate limit exceeded for consumer partner-acme"
            : "[info][ratelimit] descriptor (generic_key=partner-acme) over limit 600/min",
          t,
        );
    },
  }),
};

const purge: QuietSpec = {
  kind: "cdn-purge",
  note: (e) =>
    `a scheduled CDN purge sends a burst of cache-miss requests to ${e.ups[0].svc} for about two minutes; it serves them all with a little extra latency`,
  plan: (e) => ({
    tick: (c, t) => {
      const s = (t - c.t0) / 1000;
      if (s === 0)
        c.emit(e.worker.svc, "info", "cdn: purge_everything requested by release pipeline (zone www, 1 request)", t);
      if (s < 0 || s > 130) return;
      const n = Math.round(12 * Math.max(0.1, 1 - s / 130));
      for (let i = 0; i < n; i++)
        c.request(t + c.rng.int(0, 999), {
          upIdx: 0,
          ua: "Mozilla/5.0 (compatible; CloudFront)",
          client: `130.176.${c.rng.int(0, 255)}.${c.rng.int(1, 254)}`,
          urt: c.rng.int(120, 900) / 1000,
        });
      if (s % 20 === 10)
        c.emit(
          e.ups[0].svc,
          "info",
          `cache warm-up: ${c.rng.int(200, 900)} misses served in the last 20s (p95 ${c.rng.int(400, 900)}ms)`,
          t,
        );
    },
  }),
};

const loadTest: QuietSpec = {
  kind: "load-test",
  note: (e) =>
    `a load test tagged k6 / x-load-test runs against ${e.ups[2].svc} for three minutes; latency rises, a few 429s, nothing breaks`,
  plan: (e) => ({
    tick: (c, t) => {
      const s = (t - c.t0) / 1000;
      if (s === 0)
        c.emit(
          e.ups[2].svc,
          "info",
          "load test window opened by perf-team (header x-load-test: true, run id lt-2026-11-29-02)",
          t,
        );
      if (s === 180) c.emit(e.ups[2].svc, "info", "load test window closed (run id lt-2026-11-29-02)", t);
      if (s < 0 || s > 180) return;
      for (let i = 0; i < c.rng.int(8, 16); i++) {
        const limited = c.rng.chance(0.01);
        c.request(t + c.rng.int(0, 999), {
          upIdx: 2,
          ua: "k6/0.54.0 (https://k6.io/)",
          client: "10.60.4.21",
          urt: limited ? null : c.rng.int(80, 700) / 1000,
          status: limited ? 429 : undefined,
          upStatus: limited ? null : undefined,
        });
      }
    },
  }),
};

export const QUIET: QuietSpec[] = [
  scanner,
  rollingDeploy,
  hammer,
  purge,
  loadTest,
  scanner,
  rollingDeploy,
  purge,
  loadTest,
  hammer,
  scanner,
  rollingDeploy,
];
