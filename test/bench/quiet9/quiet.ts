// Quiet windows: things that look alarming in a log but that an on-call engineer would close as "working as designed".
import type { Ctx } from "./stream.js";
import { access } from "./stream.js";

export interface QuietKind {
  kind: string;
  run: (c: Ctx) => string;
}

/** Calls fn at Poisson times with the given mean gap between from and to (true ms). */
export function every(c: Ctx, from: number, to: number, mean: number, fn: (t: number, i: number) => void): void {
  let i = 0;
  for (let t = from + c.r.gap(mean); t < Math.min(to, c.t1); t += c.r.gap(mean)) fn(t, i++);
}
const uuid = (c: Ctx) => `${c.r.hex(8)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(12)}`;
const min = 60000;

export const QUIET: QuietKind[] = [
  {
    kind: "pentest",
    run: (c) => {
      const { e, r, at } = c;
      c.add(
        at,
        e.edge,
        "warn",
        "security notice: authorised external penetration test in progress (SEC-2291, Ravelin Security), source 198.51.100.0/24, until 18:00 UTC",
      );
      const end = at + r.int(3, 6) * min;
      every(c, at + 2000, end, 400, (t) => {
        const sqli = r.chance(0.5);
        const path = sqli
          ? `/api/search?q=1%27%20OR%20%271%27%3D%271--`
          : r.pick(["/admin/", "/.env", "/actuator/env", "/wp-login.php", "/.git/config", "/api/internal/users"]);
        const st = sqli ? 400 : r.pick([403, 403, 404]);
        c.add(
          t,
          e.edge,
          "info",
          access(
            r,
            "GET",
            path,
            st,
            r.int(1, 9),
            sqli ? e.search : e.edge,
            "Mozilla/5.0 (compatible; Nmap Scripting Engine; https://nmap.org/book/nse.html)",
          ).replace(/^10\.\S+/, `198.51.100.${r.int(2, 60)}`),
        );
        if (sqli)
          c.add(
            t - 2,
            e.search,
            "warn",
            `400 Bad Request: query parameter 'q' failed validation: value contains disallowed characters ("'", "--")`,
          );
      });
      return `announced penetration test from 198.51.100.0/24: hundreds of 403/404 probes and SQL-injection-looking 400s at ${e.edge}, user traffic unaffected`;
    },
  },
  {
    kind: "load-shedding",
    run: (c) => {
      const { e, r, at } = c;
      c.add(
        at,
        e.edge,
        "info",
        "adaptive concurrency: limit 512 reached, shedding priority=background (policy shed-background-first)",
      );
      every(c, at, at + r.int(2, 5) * min, 250, (t) => {
        c.add(
          t,
          e.edge,
          "warn",
          `load shedding: rejected low-priority request ${r.pick(["GET /internal/prefetch/recommendations", "POST /internal/analytics/beacon", "GET /internal/warm-cache"])} priority=background -> 503 (user traffic not shed)`,
        );
      });
      return `${e.edge} sheds background prefetch/beacon requests with 503 by policy during a peak; user requests keep returning 200`;
    },
  },
  {
    kind: "email-bounces",
    run: (c) => {
      const { e, r, at } = c;
      c.add(at, e.notify, "info", `campaign "spring-reactivation" batch 4/9: sending 1800 messages`);
      every(c, at + 1000, at + 4 * min, 900, (t) => {
        c.add(
          t,
          e.notify,
          "error",
          `bounce for ***@${r.pick(["gmial.com", "hotmial.com", "example.invalid", "yaho.com"])}: 550 5.1.1 The email account that you tried to reach does not exist (permanent, suppressing address)`,
        );
      });
      return `${e.notify} marketing batch: a stream of permanent 550 5.1.1 bounces for mistyped addresses, suppressed as designed; other mail delivers`;
    },
  },
  {
    kind: "card-declines",
    run: (c) => {
      const { e, r, at } = c;
      every(c, at, c.t1, 5000, (t) => {
        const code = r.pick(["card_declined", "insufficient_funds", "expired_card", "incorrect_cvc", "do_not_honor"]);
        const tr = r.hex(12);
        c.add(
          t,
          e.pay,
          "warn",
          `StripeCardError: Your card was declined. code=card_declined decline_code=${code} charge=ch_3P${r.hex(14)}`,
          { trace: tr },
        );
        c.add(
          t + 40,
          e.edge,
          "info",
          access(
            r,
            "POST",
            e.routes.find((x) => x[2] === "pay")?.[1].replace("{id}", "88123") ?? "/pay",
            402,
            410,
            e.pay,
          ),
          { trace: tr },
        );
      });
      return `${e.pay} sees a normal trickle of card declines (insufficient_funds, expired_card, ...) returned as 402; other charges succeed`;
    },
  },
  {
    kind: "decommissioned-healthcheck",
    run: (c) => {
      const { e, r, t0 } = c;
      every(c, t0, c.t1, 10000, (t) => {
        c.add(
          t,
          e.edge,
          "warn",
          access(
            r,
            "GET",
            "/legacy-reports/healthz",
            404,
            1,
            "-",
            "Pingdom.com_bot_version_1.4_(http://www.pingdom.com/)",
          ) + ' no route for host "reports.internal"',
        );
      });
      return `an old Pingdom check still polls the decommissioned legacy-reports health endpoint and gets 404 every 10 s at ${e.edge}`;
    },
  },
  {
    kind: "idempotency-409",
    run: (c) => {
      const { e, r, at } = c;
      every(c, at, c.t1, 3000, (t) => {
        const k = uuid(c);
        c.add(t, e.core, "info", `Idempotency-Key ${k} already processed; replaying stored response`);
        c.add(t + 300, e.core, "warn", `Idempotency-Key ${k} reused with a different request body -> 409 Conflict`);
        c.add(t + 310, e.edge, "info", access(r, "POST", e.routes[1][1], 409, 12, e.core, "okhttp/4.12.0"));
      });
      return `mobile clients double-submit on flaky networks; ${e.core} idempotency layer answers 409 for duplicate submissions, no duplicate writes`;
    },
  },
  {
    kind: "optimistic-locking",
    run: (c) => {
      const { e, r, at } = c;
      every(c, at, c.t1, 4000, (t) => {
        const id = r.int(10000, 99999);
        c.add(
          t,
          e.core,
          "warn",
          `org.springframework.orm.ObjectOptimisticLockingFailureException: Row was updated or deleted by another transaction (or unsaved-value mapping was incorrect) : [com.${e.ns.split("-")[0]}.${e.noun}.${e.noun[0].toUpperCase()}${e.noun.slice(1)}#${id}]; retrying (attempt 1/3)`,
        );
        c.add(t + r.int(30, 120), e.core, "info", `${e.noun} ${id} saved on attempt 2 (version ${r.int(3, 40)})`);
      });
      return `concurrent edits on ${e.core} hit optimistic-locking conflicts that are retried and succeed on the second attempt`;
    },
  },
  {
    kind: "lb-idle-reset",
    run: (c) => {
      const { e, r, at } = c;
      every(c, at, at + 20000, 600, (t) => {
        const s = r.pick([e.pay, e.notify]);
        c.add(
          t,
          s,
          "warn",
          `Error: read ECONNRESET (idle keep-alive socket to ${e.core}:8080 closed by load balancer) - retrying request once`,
        );
        c.add(t + r.int(20, 90), s, "info", `retry after ECONNRESET succeeded (${r.int(8, 60)}ms)`);
      });
      c.add(
        at - 1000,
        e.edge,
        "info",
        "upstream keepalive pool rotated (idle_timeout=350s, draining 48 idle connections)",
      );
      return `a load balancer rotating idle keep-alive connections causes a 20 s burst of ECONNRESET in ${e.pay}/${e.notify}, each retried once successfully`;
    },
  },
  {
    kind: "redis-sentinel-failover",
    run: (c) => {
      const { e, r, at } = c;
      c.add(
        at,
        e.auth,
        "warn",
        "redis: sentinel +switch-master mymaster 10.4.3.12 6379 10.4.3.14 6379 (planned maintenance on redis-0)",
      );
      every(c, at, at + 2000, 150, (t) => {
        c.add(
          t,
          r.pick([e.auth, e.core]),
          "error",
          "ReplyError: READONLY You can't write against a read only replica. (command SET, retrying)",
        );
      });
      c.add(at + 2100, e.auth, "info", "redis: reconnected to master 10.4.3.14:6379 after failover (2.1s)");
      c.add(at + 2200, e.core, "info", "Lettuce: Reconnected to 10.4.3.14:6379");
      return `a planned Redis sentinel failover: 2 s of READONLY write errors in ${e.auth} and ${e.core}, retried; clients reconnect to the new master`;
    },
  },
  {
    kind: "migration-table-exists",
    run: (c) => {
      const { e, r, at } = c;
      c.add(at, e.core, "info", "Flyway Community Edition 10.10.0 by Redgate");
      c.add(at + 40, e.core, "info", "Database: jdbc:postgresql://pg-primary:5432/app (PostgreSQL 15.6)");
      c.add(at + 200, e.core, "info", 'Migrating schema "public" to version "87 - add audit tables"');
      c.add(
        at + 260,
        e.core,
        "warn",
        'DB: relation "audit_event" already exists, skipping (SQL State: 42P07 - Error Code: 0)',
      );
      c.add(
        at + 280,
        e.core,
        "warn",
        'DB: relation "idx_audit_event_created" already exists, skipping (SQL State: 42P07 - Error Code: 0)',
      );
      c.add(
        at + 400,
        e.core,
        "info",
        `Successfully applied 1 migration to schema "public", now at version v87 (execution time 00:00.${r.int(100, 900)}s)`,
      );
      return `${e.core} re-runs an idempotent migration (CREATE TABLE IF NOT EXISTS); Postgres notices "already exists, skipping", migration succeeds`;
    },
  },
  {
    kind: "cpu-steal",
    run: (c) => {
      const { e, r, at } = c;
      every(c, at, c.t1, 20000, (t) => {
        c.add(
          t,
          e.search,
          "warn",
          `host metrics: cpu steal ${r.int(12, 24)}% over last 20s on node ip-10-4-7-19 (noisy neighbour?); p99 latency ${r.int(40, 70)}ms (unchanged)`,
        );
      });
      return `${e.search} warns about CPU steal from a noisy neighbour VM; request latency stays at baseline`;
    },
  },
  {
    kind: "search-reindex-alias",
    run: (c) => {
      const { e, r, at } = c;
      const idx = `${e.noun}s_v${r.int(20, 60)}`;
      c.add(at, e.worker, "info", `reindex started: ${e.noun}s -> ${idx} (alias switch after completion)`);
      const done = Math.min(at + 3 * min, c.t1 - 15000);
      every(c, at, done, 1500, (t) => {
        c.add(
          t,
          e.search,
          "warn",
          `elasticsearch: [${idx}][${r.int(0, 4)}] shard not available yet (index still recovering), serving from alias ${e.noun}s -> ${idx.replace(/\d+$/, (d) => String(+d - 1))}`,
        );
      });
      c.add(done + 500, e.worker, "info", `reindex complete: 1,284,112 docs; alias ${e.noun}s switched to ${idx}`);
      return `search index rebuild: ${e.search} logs "shard not available" for the new index while the alias still points at the old one; queries unaffected`;
    },
  },
  {
    kind: "mobile-410",
    run: (c) => {
      const { e, r, t0 } = c;
      every(c, t0, c.t1, 2500, (t) => {
        c.add(
          t,
          e.edge,
          "info",
          access(
            r,
            "GET",
            "/api/v1/feed",
            410,
            1,
            "-",
            `${e.ns.split("-")[0]}-ios/3.${r.int(1, 4)}.0 CFNetwork/1410.0.3 Darwin/22.6.0`,
          ),
        );
      });
      c.add(
        t0 + 1000,
        e.core,
        "info",
        "endpoint GET /api/v1/feed removed in 2026.03 (returns 410 Gone; minimum supported app version 4.0)",
      );
      return `old mobile app versions (3.x) keep calling a removed endpoint and get 410 Gone; current versions are fine`;
    },
  },
  {
    kind: "breaker-half-open",
    run: (c) => {
      const { e, r, at } = c;
      const x = e.extras[0].name;
      c.add(
        at,
        e.core,
        "info",
        `CircuitBreaker '${x}' changed state from OPEN to HALF_OPEN (wait duration 60s elapsed)`,
      );
      c.add(
        at + 300,
        e.core,
        "info",
        `CircuitBreaker '${x}' permitted call in HALF_OPEN state: synthetic probe GET /internal/ping -> 200 in ${r.int(5, 40)}ms`,
      );
      c.add(at + 900, e.core, "info", `CircuitBreaker '${x}' changed state from HALF_OPEN to CLOSED`);
      c.add(
        at - 5000,
        e.core,
        "warn",
        `CircuitBreaker '${x}' is OPEN and does not permit further calls (opened at deploy of ${x} 61s ago; falling back to cached rates)`,
      );
      return `a circuit breaker opened during an earlier deploy of ${x} half-opens on a probe and closes; fallback served meanwhile`;
    },
  },
  {
    kind: "cve-scan",
    run: (c) => {
      const { e, r, at } = c;
      c.add(
        at,
        e.sched,
        "info",
        "Job DEFAULT.dependencyScan fired: trivy image --severity HIGH,CRITICAL registry.internal/app:2026.11.3",
      );
      const cves = [
        ["CVE-2023-44487", "HIGH", "golang.org/x/net", "0.15.0", "0.17.0"],
        ["CVE-2024-24790", "CRITICAL", "stdlib", "1.21.9", "1.21.11"],
        ["CVE-2022-42889", "CRITICAL", "org.apache.commons:commons-text", "1.9", "1.10.0"],
        ["CVE-2024-29041", "HIGH", "express", "4.18.2", "4.19.2"],
        ["CVE-2023-45803", "HIGH", "urllib3", "1.26.17", "1.26.18"],
        ["CVE-2024-21626", "HIGH", "runc", "1.1.11", "1.1.12"],
      ];
      cves.forEach(([id, sev, lib, ins, fix], i) => {
        c.add(
          at + 2000 + i * 15,
          e.sched,
          "warn",
          `trivy: ${lib} ${id} ${sev} installed=${ins} fixed=${fix} status=fixed`,
        );
      });
      c.add(
        at + 2200,
        e.sched,
        "info",
        `trivy: Total: ${cves.length} (HIGH: 4, CRITICAL: 2); report uploaded to DefectDojo, job exit 0`,
      );
      r.next();
      return `nightly dependency scan (trivy) prints CVE findings rated HIGH/CRITICAL; a report, not a runtime failure`;
    },
  },
  {
    kind: "waf-count-mode",
    run: (c) => {
      const { e, r, at } = c;
      every(c, at, c.t1, 1800, (t) => {
        const rule = r.pick([
          ["942100", "SQL Injection Attack Detected via libinjection"],
          ["941100", "XSS Attack Detected via libinjection"],
          ["920350", "Host header is a numeric IP address"],
          ["913100", "Found User-Agent associated with security scanner"],
        ]);
        c.add(
          t,
          e.edge,
          "warn",
          `ModSecurity: Warning. detected ${rule[1]} [id "${rule[0]}"] [severity "CRITICAL"] [uri "/api/search"] [unique_id "${r.hex(20)}"] - request would be blocked (SecRuleEngine DetectionOnly)`,
        );
      });
      return `the WAF runs in detection-only (count) mode and logs "would be blocked" CRITICAL rule hits; nothing blocked, traffic fine`;
    },
  },
  {
    kind: "graphql-partial",
    run: (c) => {
      const { e, r, at } = c;
      every(c, at, c.t1, 2500, (t) => {
        c.add(
          t,
          e.core,
          "warn",
          `GraphQL: partial response for operation ${r.pick(["DashboardQuery", "ProfileCard", "ListItems"])}: errors=[{"message":"Field 'legacyPrice' is deprecated and no longer resolved; use 'price'","path":["items",${r.int(0, 9)},"legacyPrice"],"extensions":{"code":"DEPRECATED_FIELD"}}] (status 200)`,
        );
      });
      return `old web bundle queries a deprecated GraphQL field; ${e.core} returns 200 with partial errors for that field`;
    },
  },
  {
    kind: "dst-scheduler",
    run: (c) => {
      const { e, at } = c;
      c.add(
        at,
        e.sched,
        "warn",
        "Trigger DEFAULT.dailySettlement: fire time 2026-03-08T02:30 America/New_York does not exist (DST gap); firing at 03:00 EDT instead",
      );
      c.add(
        at + 50,
        e.sched,
        "warn",
        "Trigger DEFAULT.nightlyRollup: local time 02:15 skipped by daylight-saving transition, misfire instruction FIRE_NOW applied",
      );
      c.add(at + 900, e.sched, "info", "Job DEFAULT.dailySettlement completed in 412 ms");
      c.add(at + 1900, e.sched, "info", "Job DEFAULT.nightlyRollup completed in 1377 ms");
      return `DST change: the scheduler warns that jobs at 02:xx do not exist locally and runs them at 03:00; all jobs complete`;
    },
  },
  {
    kind: "cert-rotation",
    run: (c) => {
      const { e, r, at } = c;
      c.add(
        at,
        e.edge,
        "info",
        'cert-manager: Certificate "edge-tls" is due for renewal (expires in 720h); issuing new certificate',
      );
      c.add(at + 8000, e.edge, "info", 'cert-manager: Certificate "edge-tls" issued successfully, secret updated');
      c.add(at + 9000, e.edge, "info", "signal process started: reloading nginx with new certificate");
      every(c, at + 9000, at + 10500, 300, (t) => {
        c.add(
          t,
          e.edge,
          "warn",
          `SSL_do_handshake() failed (SSL: error:0A000126:SSL routines::unexpected eof while reading) while SSL handshaking, client: 10.${r.int(2, 9)}.${r.int(0, 255)}.${r.int(2, 254)}`,
        );
      });
      c.add(at + 10600, e.edge, "info", "worker processes reloaded gracefully (old workers exited)");
      return `TLS certificate renewal and graceful nginx reload at ${e.edge}: a second of handshake EOFs from clients cut mid-reload`;
    },
  },
  {
    kind: "rolling-deploy",
    run: (c) => {
      const { e, r, at } = c;
      const s = e.search;
      c.add(at, s, "info", "Received SIGTERM, shutting down gracefully (in-flight 3)");
      c.add(at + 400, s, "info", "Waiting for application shutdown.");
      c.add(at + 800, s, "info", "Application shutdown complete.");
      every(c, at + 500, at + 4000, 500, (t) => {
        c.add(
          t,
          e.edge,
          "warn",
          `connect() failed (111: Connection refused) while connecting to upstream, upstream: "http://${s}:8000", retried on next peer`,
        );
      });
      c.add(at + 6000, s, "info", `Started server process [${r.int(7, 40)}]`);
      c.add(at + 6100, s, "info", "Application startup complete.");
      c.add(at + 6200, s, "info", "Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)");
      return `rolling deploy of ${s}: SIGTERM, a few "connection refused" upstream warnings retried on the next pod, new pod starts`;
    },
  },
  {
    kind: "credential-stuffing-blocked",
    run: (c) => {
      const { e, r, at } = c;
      every(c, at, at + 4 * min, 300, (t) => {
        if (r.chance(0.7))
          c.add(
            t,
            e.auth,
            "warn",
            `login failed: invalid password for user ${r.pick(["j.doe", "admin", "test", "m.lee", "info"])}@* from 203.0.113.${r.int(2, 250)} (bot score 0.97)`,
          );
        else
          c.add(
            t,
            e.edge,
            "warn",
            `limiting requests, excess: 10.${r.int(0, 900)} by zone "login_per_ip", client: 203.0.113.${r.int(2, 250)}, request: "POST /login HTTP/1.1" -> 429`,
          );
      });
      c.add(
        at + 30000,
        e.auth,
        "info",
        "account lockout policy applied to 12 accounts (5 failed attempts); users notified",
      );
      return `a credential-stuffing bot from 203.0.113.0/24: failed logins and 429s from the per-IP limit; real users log in normally`;
    },
  },
  {
    kind: "kafka-rebalance",
    run: (c) => {
      const { e, r, at } = c;
      const g = `${e.worker}-consumers`;
      c.add(
        at,
        e.worker,
        "info",
        `[Consumer clientId=${e.worker}-2, groupId=${g}] Request joining group due to: group is already rebalancing`,
      );
      c.add(
        at + 100,
        e.worker,
        "warn",
        `[Consumer clientId=${e.worker}-2, groupId=${g}] Attempt to heartbeat failed since group is rebalancing`,
      );
      c.add(
        at + 150,
        e.worker,
        "info",
        `[Consumer clientId=${e.worker}-2, groupId=${g}] Revoke previously assigned partitions events-0, events-1, events-2`,
      );
      c.add(
        at + 4200,
        e.worker,
        "info",
        `[Consumer clientId=${e.worker}-2, groupId=${g}] Successfully joined group with generation Generation{generationId=${r.int(40, 400)}}`,
      );
      c.add(
        at + 4300,
        e.worker,
        "info",
        `[Consumer clientId=${e.worker}-2, groupId=${g}] Adding newly assigned partitions: events-1, events-2`,
      );
      c.add(at + 4400, e.worker, "info", "consumer lag back to 0 after rebalance (3.1 s)");
      return `a routine Kafka consumer-group rebalance when a worker pod scales up; heartbeat warnings, partitions reassigned in 4 s`;
    },
  },
  {
    kind: "partner-bad-payloads",
    run: (c) => {
      const { e, r, at } = c;
      every(c, at, c.t1, 2000, (t) => {
        c.add(
          t,
          e.core,
          "warn",
          `Validation failed for ${e.noun} from API key pk_live_...${"7f2a"}: [postalCode: must match "^[0-9]{5}$" (was "${r.int(1000, 9999)}"), email: must be a well-formed email address] -> 422`,
        );
      });
      return `one partner integration keeps sending malformed payloads and gets 422 validation errors; everyone else succeeds`;
    },
  },
  {
    kind: "jwt-expired-refresh",
    run: (c) => {
      const { e, r, at } = c;
      every(c, at, c.t1, 1500, (t) => {
        c.add(
          t,
          e.core,
          "info",
          `JWT expired at ${new Date(t - r.int(1000, 90000)).toISOString()}. Current time: ${new Date(t).toISOString()}; responding 401 (client will refresh)`,
        );
        c.add(t + 120, e.auth, "info", `refresh_token grant ok sub=u_${r.int(10000, 99999)} client=web-spa`);
      });
      return `access tokens expiring on schedule: 401s with "JWT expired" followed by successful refresh grants`;
    },
  },
  {
    kind: "debug-logging-enabled",
    run: (c) => {
      const { e, r, at } = c;
      c.add(
        at,
        e.core,
        "info",
        "Log level for com.example.* changed to DEBUG via /actuator/loggers by ops (ticket OPS-4410)",
      );
      every(c, at, c.t1, 300, (t) => {
        c.add(
          t,
          e.core,
          "debug",
          r.pick([
            "Resolved [org.springframework.web.HttpMediaTypeNotAcceptableException: No acceptable representation]",
            "Cache miss for key 'rates::EUR'; exception java.util.NoSuchElementException handled by loader",
            "Failed to complete request: org.springframework.web.context.request.async.AsyncRequestNotUsableException: ServletOutputStream failed to flush (client aborted)",
            "Creating new transaction with name [save]: PROPAGATION_REQUIRED,ISOLATION_DEFAULT",
          ]),
        );
      });
      return `${e.core} has DEBUG logging switched on for an investigation; verbose exception-laden debug lines, no failures`;
    },
  },
  {
    kind: "dlq-replay-discards",
    run: (c) => {
      const { e, r, at } = c;
      c.add(at, e.worker, "info", "operator started DLQ replay of 412 messages from events.dlq (OPS-4471)");
      const done = Math.min(at + 3 * min, c.t1 - 10000);
      every(c, at, done, 900, (t) => {
        c.add(
          t,
          e.worker,
          "warn",
          `discarding replayed message ${r.hex(16)}: schema version 1 no longer supported (min 3); acked`,
        );
      });
      c.add(done, e.worker, "info", "DLQ replay finished: 301 reprocessed, 111 discarded (obsolete schema)");
      return `a manual dead-letter replay discards obsolete-schema messages with warnings; replay completes`;
    },
  },
  {
    kind: "expired-coupon",
    run: (c) => {
      const { e, r, at } = c;
      every(c, at, c.t1, 2200, (t) => {
        c.add(
          t,
          e.pay,
          "info",
          `coupon SPRING${r.int(20, 26)} rejected: expired at 2026-04-01T00:00:00Z -> 422 COUPON_EXPIRED`,
        );
      });
      return `a promotion ended at midnight and customers still try the code: 422 COUPON_EXPIRED responses, checkout otherwise normal`;
    },
  },
  {
    kind: "s3-nosuchkey-fallback",
    run: (c) => {
      const { e, r, at } = c;
      every(c, at, c.t1, 1600, (t) => {
        const k = `thumbs/${r.hex(8)}_320.webp`;
        c.add(
          t,
          e.worker,
          "warn",
          `botocore.errorfactory.NoSuchKey: An error occurred (NoSuchKey) when calling the GetObject operation: The specified key does not exist. key=${k}; generating thumbnail`,
        );
        c.add(t + r.int(80, 300), e.worker, "info", `thumbnail generated and cached key=${k}`);
      });
      return `thumbnail cache misses after a new upload batch: NoSuchKey from S3 then generated on demand, as designed`;
    },
  },
  {
    kind: "hpa-scale-up-warmup",
    run: (c) => {
      const { e, r, at } = c;
      for (let i = 0; i < 3; i++) {
        const t = at + i * 4000;
        c.add(t, e.core, "info", `Starting Application using Java 21.0.3 with PID 1 (pod ${e.core}-${r.hex(5)})`);
        c.add(
          t + 1500,
          e.core,
          "warn",
          'Readiness probe failed: Get "http://10.4.1.20:8080/actuator/health/readiness": dial tcp 10.4.1.20:8080: connect: connection refused',
        );
        c.add(
          t + 9000,
          e.core,
          "info",
          `Started Application in ${(r.int(80, 140) / 10).toFixed(1)} seconds (process running for 13.2)`,
        );
      }
      c.add(at - 1000, e.core, "info", "HorizontalPodAutoscaler: scaling from 4 to 7 replicas (cpu 78% > target 60%)");
      return `autoscaler adds pods to ${e.core}; new pods fail readiness for ~10 s while starting, then serve`;
    },
  },
  {
    kind: "clock-step-ntp",
    run: (c) => {
      const { e, at } = c;
      c.add(at, e.worker, "warn", "chronyd: System clock wrong by 0.842113 seconds, adjustment started");
      c.add(
        at + 200,
        e.worker,
        "warn",
        "celery: Substantial drift from celery@beat may mean clocks are out of sync. Current drift is 1 seconds.",
      );
      c.add(at + 60000, e.worker, "info", "chronyd: Selected source 169.254.169.123 (stratum 3), clock synchronised");
      return `a worker node steps its clock after chrony resync; Celery warns about drift, then settles`;
    },
  },
  {
    kind: "backup-disk-warning",
    run: (c) => {
      const { e, r, at } = c;
      c.add(at, e.sched, "info", "Job DEFAULT.pgBackup fired: pg_basebackup -D /backup/base-2026 -Ft -z");
      c.add(
        at + 40000,
        e.sched,
        "warn",
        `disk usage on /backup at 84% (threshold 80%) during base backup; retention will prune after completion`,
      );
      c.add(at + 70000, e.sched, "info", `pg_basebackup: base backup completed (${r.int(30, 60)} GB)`);
      c.add(at + 75000, e.sched, "info", "retention: pruned 2 backups older than 14d; /backup at 51%");
      return `nightly base backup pushes the backup volume over its 80% warning, then retention prunes it back to 51%`;
    },
  },
  {
    kind: "cache-cold-start",
    run: (c) => {
      const { e, r, at } = c;
      c.add(at, e.search, "info", "cache flushed after deploy (redis FLUSHDB on db 3, planned)");
      every(c, at, at + 60000, 800, (t) => {
        c.add(t, e.search, "warn", `slow request: GET /search took ${r.int(600, 1400)}ms (cache miss, warming)`);
      });
      c.add(at + 62000, e.search, "info", "cache hit ratio back to 0.94");
      return `${e.search} cache flushed on purpose; a minute of slow-request warnings while it warms, then normal`;
    },
  },
  {
    kind: "chaos-gameday",
    run: (c) => {
      const { e, r, at } = c;
      c.add(
        at,
        e.sched,
        "info",
        "chaos: gameday experiment pod-delete started on deployment/" + e.notify + " (GD-2026-11, approved)",
      );
      c.add(at + 1000, e.notify, "info", "Received SIGTERM, closing server");
      c.add(at + 1200, e.notify, "warn", `queue consumer disconnected; ${r.int(3, 12)} messages will be redelivered`);
      c.add(at + 7000, e.notify, "info", "listening on :3000, consumer attached (redelivered messages processed)");
      c.add(at + 40000, e.sched, "info", "chaos: experiment pod-delete verdict Pass (steady-state probes ok)");
      return `an announced chaos gameday deletes a ${e.notify} pod; it restarts and redelivers messages, verdict Pass`;
    },
  },
];
