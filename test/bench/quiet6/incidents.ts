// The eight incidents, one per category, each in a fixed estate: the origin fails in its own runtime's words from
// `at` to the end of the window, the edge reports it as 5xx, and the usual noise carries on around it.
import type { Estate } from "./estates.js";
import { javaStack, nodeStack, pyTrace, restart } from "./runtime.js";
import type { Req, Scene } from "./stream.js";

export interface Incident {
  category: string;
  estate: string;
  /** Quiet kinds that must not be laid on top (they would blur the evidence). */
  avoid: string[];
  hints: string[];
  severity: "medium" | "high";
  origin: (e: Estate) => string;
  run: (s: Scene, at: number, origin: string) => string;
}

/** Requests that reach `origin` after `from` fail with probability p: hops before it log normally, then `fail`. */
function breakRoute(
  s: Scene,
  origin: string,
  from: number,
  p: number,
  fail: (q: Req, t: number) => [number, number],
): void {
  s.alters.push((q) => {
    const idx = q.route.hops.findIndex((h) => h.svc === origin);
    if (idx < 0 || q.t < from || !s.rng.chance(p)) return false;
    let t = q.t;
    for (const h of q.route.hops.slice(0, idx)) {
      t += s.rng.int(3, 40);
      s.emit(h.svc, t, "info", s.rng.fill(h.tpl), { trace: q.trace });
    }
    const [status, ms] = fail(q, t + s.rng.int(2, 10));
    if (idx > 0)
      s.emit(
        q.route.hops[idx - 1].svc,
        q.t + ms - 3,
        "error",
        `call to ${origin} failed: HTTP ${status} after ${ms}ms`,
        { trace: q.trace },
      );
    s.access(q.t + ms, q.route.method, q.path, status, ms, { ip: q.ip, trace: q.trace });
    return true;
  });
}

export const INCIDENTS: Incident[] = [
  {
    category: "database",
    estate: "Fernhill Dairy Co-op",
    avoid: [
      "db-switchover",
      "credential-rotation",
      "backup-io",
      "index-rebuild",
      "monthly-report",
      "read-only-maintenance",
    ],
    hints: ["connection", "database", "postgres", "psql", "slots", "sql", "pool"],
    severity: "high",
    origin: (e) => e.db.svc,
    run(s, at, o) {
      const r = s.rng;
      s.emit(
        o,
        at,
        "error",
        "o.h.engine.jdbc.spi.SqlExceptionHelper : FATAL: remaining connection slots are reserved for non-replication superuser connections",
      );
      s.each(at, s.end, 30000, (t) =>
        s.emit(
          o,
          t,
          "warn",
          `com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Pool stats (total=${r.int(2, 5)}, active=${r.int(2, 5)}, idle=0, waiting=${r.int(20, 60)})`,
        ),
      );
      breakRoute(s, o, at, 0.8, (q, t) => {
        const ms = r.int(2000, 30000);
        s.emit(
          o,
          t + ms - 20,
          "error",
          r.chance(0.5)
            ? `o.h.engine.jdbc.spi.SqlExceptionHelper : FATAL: remaining connection slots are reserved for non-replication superuser connections`
            : `HikariPool-1 - Connection is not available, request timed out after ${ms}ms (total=${r.int(2, 5)}, active=${r.int(2, 5)}, idle=0, waiting=${r.int(20, 60)})`,
          {
            trace: q.trace,
            stack: r.chance(0.3)
              ? javaStack(
                  s,
                  o,
                  "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
                  ["repo.PayoutRepository.findStatement", "service.PayoutService.statement"],
                )
              : undefined,
          },
        );
        return [500, ms];
      });
      return `${o} cannot get PostgreSQL connections (server connection slots exhausted, pool waiting); payout requests fail with 500`;
    },
  },
  {
    category: "memory",
    estate: "Quayside Port Logistics",
    avoid: ["gc-pauses", "node-drain", "pod-reschedule"],
    hints: ["memory", "heap", "outofmemory", "oom"],
    severity: "high",
    origin: (e) => e.jvm,
    run(s, at, o) {
      const r = s.rng;
      s.each(at - 90000, at, 15000, (t, i) =>
        s.emit(o, t, "warn", `heap after GC ${82 + i * 2}% of 2048M (G1 Old Gen), full GC took ${r.int(900, 2600)}ms`),
      );
      let t = at;
      const downs: Array<[number, number]> = [];
      while (t < s.end) {
        s.emit(
          o,
          t,
          "error",
          `Exception in thread "http-nio-8080-exec-${r.int(1, 40)}" java.lang.OutOfMemoryError: Java heap space`,
          {
            stack: javaStack(
              s,
              o,
              "java.lang.OutOfMemoryError: Java heap space",
              ["slot.SlotIndex.rebuild", "slot.SlotAllocator.assign", "web.YardController.assign"],
              [
                "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
                "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
              ],
            ).slice(1),
          },
        );
        s.emit(o, t + 800, "fatal", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        const up = restart(s, o, t + 1200, r.int(6, 10) * 1000);
        downs.push([t, up]);
        s.each(up + 20000, up + 80000, 15000, (x, i) =>
          s.emit(o, x, "warn", `heap after GC ${80 + i * 4}% of 2048M (G1 Old Gen)`),
        );
        t = up + r.int(70, 110) * 1000;
      }
      breakRoute(s, o, at, 1, (q, x) => {
        const down = downs.some(([a, b]) => x >= a && x < b);
        if (down) return [503, r.int(1, 5)];
        if (!r.chance(0.3)) {
          s.emit(
            o,
            x,
            "info",
            r.fill("slot assigned {p:A|B|C}{i:1:40}-{i:1:20}-{i:1:6} for gate-in (took {i:900:4000}ms)"),
            { trace: q.trace },
          );
          return [200, r.int(900, 4000)];
        }
        s.emit(o, x + 20, "error", `Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space`, {
          trace: q.trace,
        });
        return [500, r.int(1000, 5000)];
      });
      return `${o} runs out of Java heap (OutOfMemoryError), is restarted and runs out again; gate-in requests get 500/503`;
    },
  },
  {
    category: "disk",
    estate: "Brightwave Mobile",
    avoid: ["backup-io", "log-rotation"],
    hints: ["disk", "space", "enospc", "no space", "storage", "volume"],
    severity: "high",
    origin: (e) => e.go,
    run(s, at, o) {
      const r = s.rng;
      for (const [i, pct] of [91, 94, 97, 99].entries())
        s.emit(
          o,
          at - 240000 + i * 60000,
          "warn",
          `spool volume /var/lib/${o}/spool at ${pct}% (${(pct * 0.2).toFixed(1)}Gi of 20Gi used)`,
        );
      s.emit(
        o,
        at,
        "error",
        `outbox: failed to append segment /var/lib/${o}/spool/seg-${r.int(100000, 999999)}.log: write /var/lib/${o}/spool/seg-${r.int(100000, 999999)}.log: no space left on device`,
      );
      s.each(at, s.end, 30000, (t) =>
        s.emit(
          o,
          t,
          "error",
          `outbox relay stalled: cannot persist checkpoint: open /var/lib/${o}/spool/checkpoint.tmp: no space left on device`,
        ),
      );
      breakRoute(s, o, at, 1, (q, t) => {
        s.emit(
          o,
          t,
          "error",
          `publish order.created failed: write /var/lib/${o}/spool/seg-${r.int(100000, 999999)}.log: no space left on device`,
          { trace: q.trace },
        );
        return [500, r.int(30, 120)];
      });
      return `${o}'s spool volume fills up (no space left on device); order creation fails with 500`;
    },
  },
  {
    category: "timeout",
    estate: "Kestrel Cinemas",
    avoid: ["vendor-blip-retried", "webhook-replay", "chaos-gameday", "load-test"],
    hints: ["timeout", "timed out", "deadline", "sockettimeout"],
    severity: "medium",
    origin: (e) => e.vendor.svc,
    run(s, at, o) {
      const r = s.rng;
      const v = s.e.vendor;
      breakRoute(s, o, at, 0.85, (q, t) => {
        s.emit(o, t + 15000, "error", `I/O error on POST request for "https://${v.host}/v1/charges": Read timed out`, {
          trace: q.trace,
          stack: r.chance(0.25)
            ? javaStack(
                s,
                o,
                `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "https://${v.host}/v1/charges": Read timed out`,
                ["psp.PayflowClient.authorise", "service.PaymentService.pay"],
                ["java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)"],
              )
            : undefined,
        });
        return [504, 15000 + r.int(20, 90)];
      });
      s.each(at + 20000, s.end, 25000, (t) =>
        s.emit(o, t, "warn", `payflow client: ${r.int(14, 20)} of last 20 calls timed out (read timeout 15000ms)`),
      );
      return `${v.host} stops answering in time: ${o}'s card authorisations time out after 15 s and bookings get 504`;
    },
  },
  {
    category: "authentication",
    estate: "Orchard Lane Vets",
    avoid: ["credential-rotation", "login-typos"],
    hints: ["auth", "535", "credential", "smtpauthenticationerror", "login"],
    severity: "medium",
    origin: (e) => e.vendor.svc,
    run(s, at, o) {
      const r = s.rng;
      s.emit(o, at - 20000, "info", "loaded SMTP credentials from secret reminder-mailer-smtp (version 7)");
      s.each(
        at,
        s.end,
        4000,
        (t) => {
          const id = r.fill("AP{i:100000:999999}");
          s.emit(
            o,
            t,
            "error",
            `Task reminders.send_reminder[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}] raised unexpected: SMTPAuthenticationError(535, b'5.7.8 Authentication credentials invalid')`,
            {
              stack: r.chance(0.3)
                ? pyTrace(
                    s,
                    o,
                    [
                      ["tasks.py", "send_reminder", "smtp.login(settings.SMTP_USER, settings.SMTP_PASSWORD)"],
                      ["/usr/local/lib/python3.12/smtplib.py", "login", "raise last_exception"],
                    ],
                    "smtplib.SMTPAuthenticationError: (535, b'5.7.8 Authentication credentials invalid')",
                  )
                : undefined,
            },
          );
          if (r.chance(0.3)) s.emit(o, t + 5, "warn", `reminder for appointment ${id} not sent, will retry in 300s`);
        },
        0.5,
      );
      return `${o}'s SMTP login to ${s.e.vendor.host} is rejected (535 authentication credentials invalid); appointment reminders stop going out`;
    },
  },
  {
    category: "configuration",
    estate: "Brightwave Mobile",
    avoid: ["canary-rollout", "deprecation-storm", "pod-reschedule", "node-drain", "cache-warmup"],
    hints: ["config", "keyerror", "environment", "missing", "env", "setting"],
    severity: "high",
    origin: (e) => e.worker,
    run(s, at, o) {
      const r = s.rng;
      restart(s, o, at - 4000, 2000, "4.18.0");
      const crashes: number[] = [];
      for (let t = at; t < s.end; t += r.int(20, 60) * 1000) {
        crashes.push(t);
        s.emit(o, t, "error", `[${r.int(7, 40)}] [ERROR] Exception in worker process`, {
          stack: pyTrace(
            s,
            o,
            [
              ["settings.py", "<module>", 'PROVIDER_URL = os.environ["KYC_PROVIDER_URL"]'],
              ["<frozen os>", "__getitem__", "raise KeyError(key) from None"],
            ],
            "KeyError: 'KYC_PROVIDER_URL'",
          ),
        });
        s.emit(o, t + 200, "error", "[1] [ERROR] Worker (pid:8) exited with code 3");
        s.emit(o, t + 400, "error", "[1] [ERROR] Shutting down: Master");
        s.emit(o, t + 401, "fatal", "[1] [ERROR] Reason: Worker failed to boot.");
        s.emit(o, t + r.int(10, 18) * 1000, "info", "[1] [INFO] Starting gunicorn 22.0.0");
      }
      s.down(o, at, s.end);
      breakRoute(s, o, at, 1, () => [502, r.int(1, 10)]);
      return `${o} v4.18.0 starts without KYC_PROVIDER_URL in its environment: KeyError at import, crash loop, orders get 502`;
    },
  },
  {
    category: "null_reference",
    estate: "Kestrel Cinemas",
    avoid: ["cache-warmup", "one-off-500", "canary-rollout", "deprecation-storm", "client-disconnects"],
    hints: ["typeerror", "undefined", "null", "cannot read properties"],
    severity: "high",
    origin: (e) => e.node,
    run(s, at, o) {
      const r = s.rng;
      restart(s, o, at - 8000, 3000, "7.2.0");
      breakRoute(s, o, at, 0.45, (q, t) => {
        s.emit(o, t, "error", `unhandled error in GET /api/showtimes [${q.trace}]`, {
          stack: nodeStack(s, "TypeError: Cannot read properties of undefined (reading 'screenId')", [
            "Showtimes.mapSession",
            "Array.map",
            "Showtimes.forSite",
            "Router.handle",
          ]),
        });
        return [500, r.int(5, 30)];
      });
      return `${o} v7.2.0 dereferences a missing screen on some sessions (TypeError reading 'screenId'); about half of showtime requests get 500`;
    },
  },
  {
    category: "network",
    estate: "Quayside Port Logistics",
    avoid: ["scale-in-resets", "client-disconnects", "cert-renewal"],
    hints: ["no route", "network", "dial", "connect", "unreachable"],
    severity: "medium",
    origin: (e) => e.go,
    run(s, at, o) {
      const r = s.rng;
      const ip = `10.${r.int(40, 43)}.${r.int(0, 31)}.${r.int(2, 250)}`;
      breakRoute(s, o, at, 0.9, (q, t) => {
        const ms = r.int(3000, 3100);
        s.emit(
          o,
          t + ms,
          "error",
          `redis: GET container:${r.hex(6)} failed: dial tcp ${ip}:6379: connect: no route to host`,
          { trace: q.trace },
        );
        return [500, ms + 10];
      });
      s.each(at + 5000, s.end, 20000, (t) =>
        s.emit(
          o,
          t,
          "warn",
          `redis pool: 0 of 32 connections usable, reconnect to ${ip}:6379 failed: dial tcp ${ip}:6379: connect: no route to host`,
        ),
      );
      return `${o} loses its network path to the Redis node ${ip} (connect: no route to host); container lookups fail with 500`;
    },
  },
];
