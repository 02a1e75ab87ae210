// Harmless ERROR/WARN that an on-call engineer would read and not page on: user mistakes, bots, retries that
// succeed, routine restarts, renewals, flaps, slow queries. Each kind writes one burst into a window and shares
// words with some fault category, so alarming words alone never decide a diagnosis.
import { goPanic, javaTrace, pyTrace, restartLines, UAS } from "./shapes.js";
import type { Ctx } from "./types.js";

export type NoiseKind =
  | "declined_cards"
  | "failed_logins"
  | "scanners"
  | "client_disconnects"
  | "bad_input"
  | "retry_succeeds"
  | "cache_misses"
  | "scheduled_restart"
  | "cert_renewal"
  | "health_flap"
  | "slow_queries"
  | "webhook_retries"
  | "queue_redelivery"
  | "idempotent_dupes"
  | "abusive_client_429"
  | "gc_pauses"
  | "disk_usage_warn"
  | "deprecated_config"
  | "handled_null"
  | "sensor_glitch"
  | "user_forbidden"
  | "batch_skips"
  | "handled_panic"
  | "pool_resize";

export const NOISE_KINDS: NoiseKind[] = [
  "declined_cards",
  "failed_logins",
  "scanners",
  "client_disconnects",
  "bad_input",
  "retry_succeeds",
  "cache_misses",
  "scheduled_restart",
  "cert_renewal",
  "health_flap",
  "slow_queries",
  "webhook_retries",
  "queue_redelivery",
  "idempotent_dupes",
  "abusive_client_429",
  "gc_pauses",
  "disk_usage_warn",
  "deprecated_config",
  "handled_null",
  "sensor_glitch",
  "user_forbidden",
  "batch_skips",
  "handled_panic",
  "pool_resize",
];

const apps = (c: Ctx) => c.services.filter((s) => c.rt(s) !== "proxy");
class NoFit extends Error {}

/** A selected service whose name matches; a kind with no fitting service in the window is not written. */
function pickSvc(c: Ctx, re: RegExp, not: string[] = [], fallback?: RegExp): string {
  const m = apps(c).filter((s) => !not.includes(s) && re.test(s));
  if (!m.length) {
    if (fallback) return pickSvc(c, fallback, not);
    throw new NoFit();
  }
  return c.r.pick(m);
}
const SLOW_SQL: Record<string, string[]> = {
  glacier: [
    "s.id, s.starts_at, count(b.id) FROM sessions s LEFT JOIN bookings b ON b.session_id = s.id",
    "sum(amount) FROM till_sales WHERE shift_id = $1",
  ],
  pebble: [
    "* FROM fixtures f JOIN teams t ON t.id = f.home_id WHERE f.round = $1",
    "m.* FROM members m WHERE lower(m.email) = $1",
  ],
  frostline: [
    "sum(amount) FROM till_sales WHERE shift_id = @p0",
    "s.* FROM slots s WHERE s.pad = @p0 AND s.day = @p1 ORDER BY starts_at",
  ],
  northpond: [
    "b.* FROM bookings b WHERE b.session_date BETWEEN ? AND ?",
    "f.* FROM fixtures f WHERE f.season = ? ORDER BY f.week",
  ],
};
const ip = (c: Ctx) =>
  `${c.r.pick(["81.2", "86.14", "92.40", "109.150", "176.24", "2.120"])}.${c.r.int(1, 254)}.${c.r.int(1, 254)}`;

/**
 * Writes one burst of the given harmless kind between `from` and `to` (`loud` scales how many events), keeping it
 * off the `avoid` services; false when no service of the window fits the kind (nothing written).
 */
export function noise(c: Ctx, kind: NoiseKind, from: number, to: number, avoid: string[] = [], loud = 1): boolean {
  try {
    write(c, kind, from, to, avoid, loud);
    return true;
  } catch (e) {
    if (e instanceof NoFit) return false;
    throw e;
  }
}

function write(c: Ctx, kind: NoiseKind, from: number, to: number, avoid: string[], loud: number): void {
  const r = c.r;
  const win = to - from;
  const span = win / loud;
  switch (kind) {
    case "declined_cards": {
      const s = pickSvc(c, /till|pay|ledger/, avoid);
      const codes = [
        "card_declined (insufficient_funds)",
        "card_declined (do_not_honor)",
        "expired_card",
        "incorrect_cvc",
        "authentication_required (3DS abandoned by customer)",
      ];
      c.every(from, to, span / r.int(6, 18), (t) =>
        c.emit(
          t,
          s,
          "error",
          `payment declined by issuer: ${r.pick(codes)} amount=${(r.int(300, 9000) / 100).toFixed(2)} attempt=${r.int(1, 3)}`,
          c.id(s),
        ),
      );
      break;
    }
    case "failed_logins": {
      const s = pickSvc(c, /auth|passport|identity|member/, avoid, /api|web|portal|frontdesk/);
      const user = `${r.pick(["jo", "sam", "k.price", "ali", "mo.b", "fran"])}${r.int(1, 99)}@${r.pick(["gmail.com", "outlook.com", "icloud.com"])}`;
      c.every(from, to, span / r.int(8, 25), (t, i) =>
        c.emit(
          t,
          s,
          i % 5 === 4 ? "error" : "warn",
          i % 5 === 4
            ? `account locked after 5 failed attempts: ${user} (invalid credentials), unlock in 15m`
            : `authentication failed for ${r.chance(0.6) ? user : `${r.pick(["admin", "test", "info"])}@${r.pick(["example.org", "mail.ru"])}`}: invalid password (from ${ip(c)})`,
        ),
      );
      break;
    }
    case "scanners": {
      const paths = [
        "/wp-login.php",
        "/.env",
        "/actuator/env",
        "/.git/config",
        "/phpmyadmin/index.php",
        "/cgi-bin/luci",
        "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
        "/server-status",
        "/boaform/admin/formLogin",
      ];
      const who = ip(c);
      const front = c.services.find(
        (x) => c.rt(x) !== "proxy" && c.callersOf(x).length === 0 && !/worker|feed|telemetry|monitor/.test(x),
      );
      c.every(from, to, span / r.int(25, 70), (t) => {
        const p = r.pick(paths);
        c.access(t, {
          method: r.pick(["GET", "GET", "POST"]),
          path: p,
          status: r.pick([404, 404, 403, 400]),
          ms: r.int(1, 9),
          upstream: front ?? "-",
          client: who,
          ua: r.pick(["Mozilla/5.0 zgrab/0.x", "python-requests/2.31.0", "Go-http-client/1.1", "curl/8.4.0"]),
        });
        if (front && r.chance(0.25))
          c.emit(t + 3, front, "warn", `blocked suspicious request ${p} from ${who} (no route)`);
      });
      break;
    }
    case "client_disconnects": {
      const s = pickSvc(c, /api|web|portal|frontdesk/, avoid);
      const rt = c.rt(s);
      c.every(from, to, span / r.int(6, 16), (t) => {
        c.access(t, {
          method: "GET",
          path: r.pick(["/api/sessions", "/live/C", "/v1/sessions", "/sessions", "/results"]),
          status: 499,
          ms: r.int(2000, 30000),
          upstream: s,
          flags: "DC",
          ua: r.pick(UAS),
        });
        c.emit(
          t + 2,
          s,
          r.chance(0.6) ? "error" : "warn",
          rt === "node"
            ? "Error: aborted (client closed connection, code ECONNRESET) while streaming response"
            : rt === "java"
              ? "o.a.c.connector.ClientAbortException: java.io.IOException: Broken pipe"
              : rt === "go"
                ? "write tcp 10.1.4.9:8080->10.1.0.3:51720: write: broken pipe (client went away)"
                : rt === "ruby"
                  ? "Puma caught this error: client disconnected before response was written (EPIPE)"
                  : rt === "dotnet"
                    ? "Microsoft.AspNetCore.Connections.ConnectionResetException: The client has disconnected"
                    : "client disconnected before response completed (connection reset by peer)",
        );
      });
      break;
    }
    case "bad_input": {
      const s = pickSvc(c, /booking|sessions|sheet|lesson|hire|rentals|portal|web/, avoid);
      const msgs = [
        "validation failed: email must be a valid address (got 'jo@@mail')",
        "validation failed: party_size must be between 1 and 30 (got 45)",
        "422 Unprocessable Entity: date must not be in the past",
        "rejected booking: session already started",
        "invalid postcode 'XX1 ???' for member signup",
        "invalid skate size '55' (allowed 24-48)",
      ];
      c.every(from, to, span / r.int(8, 20), (t) =>
        c.emit(t, s, r.chance(0.5) ? "warn" : "error", r.pick(msgs), c.id(s)),
      );
      break;
    }
    case "retry_succeeds": {
      const s = pickSvc(c, /notify|courier|mailer|pay|till|ledger|lesson|receipt|reports|fixtures|league/, avoid);
      const peer = /notify|courier|mailer/.test(s)
        ? r.pick(["smtp relay", "sms provider"])
        : /pay|till|ledger/.test(s)
          ? r.pick(["acquirer token service", "fraud screening"])
          : r.pick(["calendar sync", "object storage", "coach calendar feed"]);
      c.every(from, to, span / r.int(4, 10), (t) => {
        const ms = r.pick([2000, 3000, 5000]);
        const rt = c.rt(s);
        const trace =
          rt === "python" && r.chance(0.4)
            ? `\n${pyTrace([["/usr/local/lib/python3.12/site-packages/httpx/_client.py", 1014, "_send_single_request", "response = transport.handle_request(request)"]], "httpx.ReadTimeout: The read operation timed out")}`
            : rt === "java" && r.chance(0.4)
              ? `\n${javaTrace("java.net.SocketTimeoutException: Read timed out", "java.net", ["SocketInputStream.socketRead0", "SocketInputStream.read"], r)}`
              : "";
        c.emit(t, s, "warn", `${peer}: attempt 1 failed: timeout after ${ms}ms, retrying in 250ms${trace}`);
        if (r.chance(0.4))
          c.emit(t + ms / 2, s, "error", `${peer}: attempt 2 failed: timed out waiting for response, retrying in 1s`);
        c.emit(t + ms + r.int(300, 1500), s, "info", `${peer}: succeeded on attempt ${r.int(2, 3)}`);
      });
      break;
    }
    case "cache_misses": {
      const s = pickSvc(c, /.*/, avoid);
      c.every(from, to, span / r.int(10, 30), (t, i) =>
        c.emit(
          t,
          s,
          i % 7 === 0 ? "warn" : "debug",
          i % 7 === 0
            ? `cache stampede guard: ${r.int(3, 20)} concurrent misses for key avail:${r.int(1, 99)}, coalesced`
            : `cache miss key=slots:${r.hex(6)} (cold), loading from source`,
        ),
      );
      break;
    }
    case "scheduled_restart": {
      const s = pickSvc(c, /.*/, avoid);
      const v = `${r.int(1, 6)}.${r.int(0, 30)}.${r.int(0, 9)}`;
      const t0 = from + r.int(0, Math.max(win - 20000, 1));
      c.emit(t0 - 1500, s, "info", `deploy: rolling update to ${v} started by ci (change ${r.hex(7)})`);
      for (const [dt, lv, m] of restartLines(c.rt(s), s, v, r)) c.emit(t0 + dt, s, lv, m);
      c.emit(
        t0 + 2500,
        s,
        "warn",
        `readiness probe failed: Get "http://10.2.${r.int(0, 9)}.${r.int(2, 200)}:8080/ready": dial tcp: connect: connection refused`,
      );
      c.emit(
        t0 + 3600,
        s,
        "error",
        `connection pool closed while ${r.int(1, 4)} requests were in flight; they were retried by the caller`,
      );
      c.silence(s, t0 + 800, t0 + 6000);
      // a few requests caught mid-restart surface as 502/503 at the edge, then traffic is fine again
      if (c.callersOf(s).length === 0)
        for (let i = r.int(1, 4); i > 0; i--)
          c.access(t0 + r.int(900, 5500), {
            method: "GET",
            path: "/",
            status: r.pick([502, 503]),
            ms: r.int(1, 40),
            upstream: s,
            flags: "UC",
          });
      break;
    }
    case "cert_renewal": {
      const s = pickSvc(c, /edge|envoy|traefik|haproxy|notify|courier|mailer/, avoid);
      const t0 = from + r.int(0, Math.max(win - 60000, 1));
      c.emit(t0, s, "warn", `TLS certificate for *.${c.estateKey}.example expires in 21 days, renewal scheduled`);
      c.emit(t0 + 4000, s, "info", "ACME order created, solving http-01 challenge");
      c.emit(
        t0 + 9000,
        s,
        "error",
        `ACME challenge attempt 1 failed: urn:ietf:params:acme:error:connection :: Timeout during connect (likely firewall problem), retrying`,
      );
      c.emit(
        t0 + 41000,
        s,
        "info",
        "ACME challenge valid, certificate issued (valid 90 days), hot-reloaded without restart",
      );
      break;
    }
    case "health_flap": {
      const edge = c.edge();
      const target = pickSvc(c, /.*/, avoid);
      const t0 = from + r.int(0, Math.max(win - 30000, 1));
      const back = t0 + r.int(12000, 25000);
      const addr = `10.${r.int(0, 3)}.${r.int(0, 60)}.${r.int(2, 250)}:8080`;
      if (edge === "haproxy") {
        c.emit(
          t0,
          edge,
          "warn",
          `Health check for server be_${target}/${target}2 failed, reason: Layer7 timeout, check duration: 2001ms, status: 2/3 UP.`,
        );
        c.emit(
          t0 + 4000,
          edge,
          "warn",
          `Server be_${target}/${target}2 is DOWN, reason: Layer7 timeout, check duration: 2002ms. 1 active and 0 backup servers left. 0 sessions active, 0 requeued, 0 remaining in queue.`,
        );
        c.emit(
          back,
          edge,
          "warn",
          `Server be_${target}/${target}2 is UP, reason: Layer7 check passed, code: 200, check duration: 4ms. 2 active and 0 backup servers online. 0 sessions requeued, 0 total in queue.`,
        );
      } else if (edge === "edge-envoy") {
        c.emit(
          t0,
          edge,
          "warn",
          `[health_checker] cluster=${target} host=${addr} health_flags=/failed_active_hc (timeout), ejecting`,
        );
        c.emit(
          back,
          edge,
          "info",
          `[health_checker] cluster=${target} host=${addr} health_flags=healthy, added back to load balancing`,
        );
      } else if (edge === "traefik") {
        c.emit(
          t0,
          edge,
          "warn",
          `Health check failed. error="Get "http://${addr}/health": context deadline exceeded" serverName=${target}-2 targetURL=http://${addr}`,
        );
        c.emit(
          back,
          edge,
          "info",
          `Health check up: returning to server list. serverName=${target}-2 targetURL=http://${addr}`,
        );
      } else {
        c.emit(
          t0,
          edge,
          "error",
          `${new Date(t0).toISOString().slice(0, 19).replace("T", " ").replace(/-/g, "/")} [error] 31#31: *${r.int(10000, 99999)} upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.0.0.5, server: _, request: "GET /healthz HTTP/1.1", upstream: "http://${addr}/healthz"`,
        );
        c.emit(
          t0 + 20,
          edge,
          "warn",
          `${new Date(t0).toISOString().slice(0, 19).replace("T", " ").replace(/-/g, "/")} [warn] 31#31: *${r.int(10000, 99999)} upstream server temporarily disabled while reading response header from upstream, upstream: "http://${addr}/healthz"`,
        );
      }
      break;
    }
    case "slow_queries": {
      const s = pickSvc(
        c,
        /slots|sessions|scheduler|league|ledger|reports|registry|fixtures|booking|lessons/,
        avoid,
        /.*/,
      );
      c.every(from, to, span / r.int(4, 12), (t) =>
        c.emit(
          t,
          s,
          "warn",
          `slow query ${r.int(1200, 6500)}ms: SELECT ${r.pick(SLOW_SQL[c.estateKey] ?? SLOW_SQL.glacier)} ... (rows=${r.int(100, 90000)}, plan=seq scan)`,
        ),
      );
      break;
    }
    case "webhook_retries": {
      const s = pickSvc(c, /pay|till|notify|courier|mailer|ledger/, avoid);
      c.every(from, to, span / r.int(3, 7), (t) => {
        const n = r.int(2, 5);
        c.emit(
          t,
          s,
          "error",
          `webhook delivery to https://hooks.${r.pick(["accountsoft", "clubhub", "partner-crm"])}.example/in failed: 502 Bad Gateway (attempt ${n}/8, next in ${n * 30}s)`,
        );
        c.emit(t + n * 30000, s, "info", `webhook delivery to partner ok on attempt ${n + 1} (event evt_${r.hex(10)})`);
      });
      break;
    }
    case "queue_redelivery": {
      const s = pickSvc(c, /worker|notify|courier|mailer|reports|scheduler/, avoid);
      c.every(from, to, span / r.int(5, 12), (t) => {
        const m = r.hex(8);
        c.emit(
          t,
          s,
          "warn",
          `message ${m} redelivered (delivery_count=${r.int(2, 4)}, visibility timeout elapsed), processing again`,
        );
        c.emit(t + 400, s, "info", `message ${m} already processed (dedupe hit), acked`);
      });
      break;
    }
    case "idempotent_dupes": {
      const s = pickSvc(c, /pay|till|booking|ledger|sheet|gateway/, avoid);
      c.every(from, to, span / r.int(5, 14), (t) =>
        c.emit(
          t,
          s,
          "warn",
          `duplicate request: Idempotency-Key ${r.hex(8)}-${r.hex(4)} already used, replaying stored 201 response (409 suppressed)`,
          c.id(s),
        ),
      );
      break;
    }
    case "abusive_client_429": {
      const s = pickSvc(c, /api|web|portal|frontdesk|auth|passport|identity/, avoid);
      const who = ip(c);
      c.every(from, to, span / r.int(15, 40), (t) => {
        c.access(t, {
          method: "GET",
          path: r.pick(["/api/sessions", "/v1/sessions", "/sessions", "/fixtures"]),
          status: 429,
          ms: 1,
          upstream: s,
          client: who,
          ua: "python-requests/2.32.3",
        });
        if (r.chance(0.3))
          c.emit(
            t + 1,
            s,
            "warn",
            `rate limit exceeded for client ${who}: 120 req/min (limit 60), responding 429 Too Many Requests`,
          );
      });
      break;
    }
    case "gc_pauses": {
      const s = pickSvc(c, /slots|sessions|auth|passport|identity|gateway|receipt|lessons|ledger/, avoid, /.*/);
      c.every(from, to, span / r.int(4, 10), (t) =>
        c.emit(
          t,
          s,
          "warn",
          c.rt(s) === "dotnet"
            ? `GC gen2 collection took ${r.int(200, 700)}ms (heap ${r.int(400, 900)}MB of 2048MB)`
            : `GC pause (G1 Evacuation Pause) (young) ${r.int(300, 900)}M->${r.int(150, 300)}M(2048M) ${r.int(180, 620)}.${r.int(100, 999)}ms`,
        ),
      );
      break;
    }
    case "disk_usage_warn": {
      const s = pickSvc(c, /telemetry|monitor|reports|chiller|iceplant|tracker|receipt/, avoid, /.*/);
      const pct = r.int(76, 84);
      c.every(from, to, span / r.int(2, 5), (t, i) =>
        c.emit(
          t,
          s,
          "warn",
          `disk usage on /var/lib/${s}/data at ${pct + (i % 4)}% (warn 75%, critical 95%); rotating old segments`,
        ),
      );
      break;
    }
    case "deprecated_config": {
      const s = pickSvc(c, /.*/, avoid);
      c.emit(
        from + r.int(0, win),
        s,
        "warn",
        `config key 'http.client.timeout_ms' is deprecated and will be removed in 4.0; use 'http.client.timeout' (value kept)`,
      );
      c.emit(from + r.int(0, win), s, "warn", `missing optional setting FEATURE_WAITLIST_V2, defaulting to false`);
      break;
    }
    case "handled_null": {
      const s = pickSvc(c, /web|api|portal|frontdesk|booking/, avoid, /.*/);
      const rt = c.rt(s);
      c.every(from, to, span / r.int(3, 8), (t) =>
        c.emit(
          t,
          s,
          "error",
          rt === "node"
            ? `analytics hook failed (ignored): TypeError: Cannot read properties of undefined (reading 'campaign')\n    at tagVisit (/app/dist/analytics.js:41:22)\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)`
            : rt === "ruby"
              ? "avatar helper: NoMethodError: undefined method 'url' for nil (member has no photo), rendering placeholder"
              : rt === "dotnet"
                ? "Banner widget skipped: System.NullReferenceException: Object reference not set to an instance of an object. (promo feed empty)"
                : "optional promo banner missing (null campaign), rendered page without it",
        ),
      );
      break;
    }
    case "sensor_glitch": {
      const s = pickSvc(c, /telemetry|monitor|chiller|iceplant|tracker|resurfacer/, avoid);
      c.every(from, to, span / r.int(5, 15), (t) =>
        c.emit(
          t,
          s,
          "error",
          r.pick([
            `probe T${r.int(1, 12)} reading out of range (-85.0C), discarded`,
            `CRC mismatch on frame from sensor hub ${r.int(1, 4)}, frame dropped`,
            `humidity sensor offline for 30s, using last value`,
          ]),
        ),
      );
      break;
    }
    case "user_forbidden": {
      const s = pickSvc(c, /auth|passport|identity|lessons|portal|web|sheet|registry/, avoid, /api|frontdesk|booking/);
      c.every(from, to, span / r.int(5, 14), (t) =>
        c.emit(
          t,
          s,
          "warn",
          `403 Forbidden: member ${r.int(1000, 99999)} tried ${r.pick(["to edit another member's booking", "/admin/reports without role manager", "to cancel a league fixture without skip role"])}`,
          c.id(s),
        ),
      );
      break;
    }
    case "batch_skips": {
      const s = pickSvc(c, /reports|scheduler|league|registry|worker|mailer|fixtures|ledger/, avoid);
      const t0 = from + r.int(0, Math.max(win - 10000, 1));
      const bad = r.int(3, 40);
      for (let i = 0; i < bad; i++)
        c.emit(
          t0 + i * r.int(30, 300),
          s,
          "error",
          `nightly export: row ${r.int(1, 90000)} skipped: ${r.pick(["member has no email", "duplicate external id", "amount is null (voided sale)", "unknown product code"])}`,
        );
      c.emit(t0 + bad * 310, s, "info", `nightly export finished: ${r.int(5000, 40000)} rows, ${bad} skipped`);
      break;
    }
    case "handled_panic": {
      const s = c.services.find((x) => c.rt(x) === "go" && !avoid.includes(x));
      if (!s) throw new NoFit();
      const t = from + r.int(0, win);
      c.emit(
        t,
        s,
        "error",
        `recovered from panic in handler /debug/pprof/profile: ${goPanic("panic: runtime error: index out of range [3] with length 3", ["main.(*profiler).sample", "net/http.HandlerFunc.ServeHTTP"], r).split("\n").slice(0, 4).join("\n")}`,
      );
      break;
    }
    case "pool_resize": {
      const s = pickSvc(c, /.*/, avoid);
      const rt = c.rt(s);
      const t = from + r.int(0, win);
      if (rt === "java")
        c.emit(
          t,
          s,
          "warn",
          javaTrace(
            "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@" +
              r.hex(8) +
              " (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
            "com.zaxxer.hikari.pool",
            ["PoolBase.isConnectionDead"],
            r,
          ),
        );
      else if (rt === "python")
        c.emit(
          t,
          s,
          "warn",
          pyTrace(
            [
              [
                "/usr/local/lib/python3.12/site-packages/sqlalchemy/pool/base.py",
                1264,
                "_checkout",
                "fairy._reset(pool)",
              ],
            ],
            "sqlalchemy.exc.DisconnectionError: connection invalidated on checkout (server closed idle connection), reconnecting",
          ),
        );
      else c.emit(t, s, "warn", "db pool: closed 3 idle connections older than 30m, reopening on demand");
      break;
    }
  }
}

/** The harmless kinds whose words overlap each fault category (used to place look-alike noise). */
export const LOOKALIKE: Record<string, NoiseKind[]> = {
  authentication: ["failed_logins"],
  authorization: ["user_forbidden", "scanners"],
  database: ["slow_queries", "pool_resize"],
  network: ["client_disconnects", "health_flap"],
  timeout: ["retry_succeeds", "slow_queries"],
  rate_limiting: ["abusive_client_429"],
  validation: ["bad_input"],
  null_reference: ["handled_null", "handled_panic"],
  configuration: ["deprecated_config", "scheduled_restart"],
  dependency: ["webhook_retries", "retry_succeeds"],
  memory: ["gc_pauses"],
  disk: ["disk_usage_warn", "batch_skips"],
  unknown: ["scheduled_restart", "health_flap"],
};
