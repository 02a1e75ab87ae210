// Reusable loud-but-harmless lines: scanners, bots, deploy announcements, runtime warnings, slow queries.
import type { Rng } from "./rng.js";
import type { Estate, Level, Line } from "./types.js";
import { access } from "./voices.js";

type Steady = [number, string, (r: Rng, t: number) => Line, number?];
type Event = [number, string, Level, string];

const SCAN = [
  "/wp-login.php",
  "/.env",
  "/xmlrpc.php",
  "/.git/config",
  "/phpmyadmin/",
  "/cgi-bin/luci",
  "/admin/.env",
  "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
  "/actuator/env",
  "/boaform/admin/formLogin",
];

/** Vulnerability scanners walking the edge: 404s (and 403s) at a steady clip. */
export function scanners(est: Estate, every: number, upstream: string): Steady {
  return [
    every,
    est.edge,
    (r, t) => [
      "info",
      access(est.edgeKind, est, r, t, {
        status: r.p([404, 404, 404, 403]),
        ms: r.i(1, 9),
        method: r.p(["GET", "POST"]),
        path: r.p(SCAN),
        upstream,
      }),
    ],
  ];
}

/** A rolling deploy: announcement, readiness, done. */
export function deploy(svc: string, version: string, at: number, words = "rolled out"): Event[] {
  return [
    [at, svc, "info", `${svc} ${version} starting (${words})`],
    [at + 0.004, svc, "info", `${svc} ${version} ready, serving traffic`],
  ];
}

export function gcWarn(svc: string, every: number): Steady {
  return [
    every,
    svc,
    (r) => [
      "warn",
      `[GC (Allocation Failure) ${r.i(300, 700)}M->${r.i(120, 280)}M(1024M), 0.${r.i(10, 90)}0 secs] pause above 50ms target`,
    ],
  ];
}

export function slowQuery(svc: string, every: number, table: string): Steady {
  return [
    every,
    svc,
    (r) => [
      "warn",
      `slow query ${r.i(1200, 4800)}ms: SELECT * FROM ${table} WHERE updated_at > $1 ORDER BY id LIMIT 500 (rows=${r.i(100, 500)})`,
    ],
  ];
}

export function failedLogins(svc: string, every: number): Steady {
  return [
    every,
    svc,
    (r) => [
      r.c(0.35) ? "error" : "warn",
      `login failed for ${r.p(["admin", "test", "info", "sales", "jane.d", "root"])}@${r.p(["gmail.com", "example.org", "mail.ru", "yahoo.com"])}: invalid password (ip ${r.i(40, 220)}.${r.i(1, 254)}.${r.i(1, 254)}.${r.i(1, 254)}, attempt ${r.i(1, 9)})`,
    ],
  ];
}
