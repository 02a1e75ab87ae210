// The quiet kinds: harmless operational events that look alarming in a log (probes, 429s to one bot, planned
// failovers, restarts, rebalances, GC pauses, expected exceptions, ...). Each writes its lines into the scene from
// `at` on and returns the one-line note of what happened.
import { javaStack, nodeStack, pyTrace, restart } from "./runtime.js";
import type { Req, Scene } from "./stream.js";

export interface QuietKind {
  kind: string;
  run: (s: Scene, at: number) => string;
}

const hits = (q: Req, svc: string) => q.route.hops.some((h) => h.svc === svc);
const within = (q: Req, a: number, b: number) => q.t >= a && q.t < b;

/** Requests that reach `svc` between a and b go through `f` instead of the normal path. */
function onRoute(s: Scene, svc: string, a: number, b: number, f: (q: Req) => boolean): void {
  s.alters.push((q) => hits(q, svc) && within(q, a, b) && f(q));
}

function hikariBlip(s: Scene, svc: string, t: number, n: number, reason: string): void {
  for (let i = 0; i < n; i++)
    s.emit(
      svc,
      t + i * s.rng.int(30, 400),
      "warn",
      `com.zaxxer.hikari.pool.PoolBase : HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${s.rng.hex(8)} (${reason}). Possibly consider using a shorter maxLifetime value.`,
    );
}

export const QUIET_KINDS: QuietKind[] = [
  {
    kind: "security-scanner",
    run(s, at) {
      const r = s.rng;
      const ip = r.fill("{ip}");
      const ua = "Mozilla/5.0 (compatible; Nuclei - Open-source project (github.com/projectdiscovery/nuclei))";
      const probes: Array<[string, number]> = [
        ["/wp-login.php", 404],
        ["/.env", 403],
        ["/.git/config", 403],
        ["/admin", 401],
        ["/manager/html", 401],
        ["/phpmyadmin/index.php", 404],
        ["/actuator/env", 403],
        ["/server-status", 403],
        ["/api/v1/users?id=1%27%20OR%201=1--", 400],
        ["/cgi-bin/luci/;stok=/locale", 404],
        ["/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php", 404],
        ["/.aws/credentials", 403],
        ["/console/login/LoginForm.jsp", 404],
        ["/owa/auth/logon.aspx", 404],
        ["/solr/admin/cores", 404],
        ["/.DS_Store", 404],
      ];
      const n = r.int(180, 420);
      let t = at;
      for (let i = 0; i < n; i++) {
        t += r.int(80, 600);
        const [p, st] = r.pick(probes);
        s.access(t, r.pick(["GET", "GET", "POST", "HEAD"]), p, st, r.float(0.5, 6), { ip, ua });
      }
      if (s.rt(s.e.edge) !== "java")
        s.each(at + 2000, t, 9000, (x) =>
          s.emit(s.e.edge, x, "warn", `JWT verification failed for ${ip}: jwt malformed (path /admin)`),
        );
      return `a Nuclei scanner at ${ip} probes the edge with ${n} requests (404/401/403/400) for about ${Math.round((t - at) / 60000) + 1} min; nothing reaches the backends`;
    },
  },
  {
    kind: "bot-rate-limited",
    run(s, at) {
      const r = s.rng;
      const ip = r.fill("{ip}");
      const ua = "Mozilla/5.0 (compatible; PetalBot;+https://webmaster.petalsearch.com/site/petalbot)";
      const route = s.e.routes[0];
      const end = at + r.int(90, 200) * 1000;
      let blocked = 0;
      for (let t = at; t < end; t += r.int(40, 160)) {
        if (r.chance(0.1)) {
          s.normal({ t, route, path: r.fill(route.path), trace: r.hex(12), ip, ua });
          continue;
        }
        blocked++;
        s.access(t, "GET", r.fill(route.path), 429, r.float(0.1, 0.9), { ip, ua });
        if (blocked % 25 === 0)
          s.emit(
            s.e.edge,
            t,
            "warn",
            s.e.edgeStyle === "nginx"
              ? `[error] 31#31: *${r.int(100000, 999999)} limiting requests, excess: ${r.int(20, 40)}.${r.int(100, 999)} by zone "per_ip", client: ${ip}, server: _, request: "GET ${route.path.split("?")[0]} HTTP/1.1"`
              : `rate limit exceeded for client ${ip} (bucket=per_ip, limit=20r/s, burst=40); rejecting with 429`,
          );
      }
      return `a crawler at ${ip} exceeds the per-IP limit for ${Math.round((end - at) / 1000)} s: ${blocked} requests answered 429, other clients unaffected`;
    },
  },
  {
    kind: "canary-rollout",
    run(s, at) {
      const r = s.rng;
      const svc = r.pick(s.e.routes.flatMap((x) => x.hops.map((h) => h.svc)));
      const v = `${r.int(2, 7)}.${r.int(0, 40)}.${r.int(0, 9)}`;
      const up = restart(s, svc, at, 4000, v);
      for (const [i, w] of [10, 25, 50, 100].entries()) {
        const t = up + 5000 + i * r.int(45, 80) * 1000;
        s.emit(s.e.edge, t, "info", `route weights updated: ${svc} stable=${100 - w}% canary=${w}% (v${v})`);
        s.emit(
          svc,
          t + 500,
          "info",
          `canary analysis step ${i + 1}/4 passed: success-rate=${(99.9 + r.float(0, 0.09)).toFixed(2)}% p99=${r.int(80, 240)}ms`,
        );
      }
      s.emit(svc, up + 2000, "warn", "first requests after start-up are slow while the JIT / connection pools warm up");
      return `${svc} v${v} rolled out as a canary 10%->25%->50%->100%, every analysis step passes`;
    },
  },
  {
    kind: "load-test",
    run(s, at) {
      const r = s.rng;
      const end = at + r.int(100, 200) * 1000;
      const route = r.pick(s.e.routes);
      s.emit(
        s.e.edge,
        at - 2000,
        "info",
        `load test LT-${r.int(100, 999)} announced: k6 from 10.${r.int(40, 43)}.200.0/24, header X-Load-Test=1, until ${new Date(end).toISOString().slice(11, 19)}Z`,
      );
      let slow = 0;
      for (let t = at; t < end; t += r.int(60, 180)) {
        s.normal({
          t,
          route,
          path: r.fill(route.path),
          trace: r.hex(12),
          ip: r.fill(`10.${r.int(40, 43)}.200.{i:2:60}`),
          ua: "k6/0.51.0 (https://k6.io/)",
        });
        if (r.chance(0.01)) {
          slow++;
          s.emit(
            route.hops[0].svc,
            t + 5,
            "warn",
            `slow request ${route.method} ${route.path.split("?")[0].replace(/\{[^}]*\}/g, ":id")} took ${r.int(800, 1900)}ms (threshold 750ms)`,
          );
        }
      }
      s.emit(
        s.e.edge,
        end + 1500,
        "info",
        `load test finished: ${Math.round((end - at) / 120)} requests, error rate 0.00%, p99 ${r.int(300, 700)}ms`,
      );
      return `an announced k6 load test against ${route.method} ${route.path.split("?")[0].replace(/\{[^}]*\}/g, ":id")} for ${Math.round((end - at) / 1000)} s with ${slow} slow-request warnings, 0% errors`;
    },
  },
  {
    kind: "db-switchover",
    run(s, at) {
      const r = s.rng;
      const db = s.e.db;
      const ticket = `CHG-${r.int(1000, 9999)}`;
      s.emit(
        db.svc,
        at - 60000,
        "info",
        `maintenance notice: planned ${db.engine} switchover of ${db.host} at ${new Date(at).toISOString().slice(11, 16)}Z (${ticket}), expect a few seconds of reconnects`,
      );
      const lines =
        db.engine === "postgres"
          ? [
              `com.zaxxer.hikari.pool.ProxyConnection : HikariPool-1 - Connection org.postgresql.jdbc.PgConnection@${r.hex(8)} marked as broken because of SQLSTATE(57P01), ErrorCode(0)`,
              "org.postgresql.util.PSQLException: FATAL: terminating connection due to administrator command",
            ]
          : [
              `com.zaxxer.hikari.pool.ProxyConnection : HikariPool-1 - Connection com.mysql.cj.jdbc.ConnectionImpl@${r.hex(8)} marked as broken because of SQLSTATE(08S01), ErrorCode(0)`,
              "com.mysql.cj.jdbc.exceptions.CommunicationsException: Communications link failure",
            ];
      for (let i = 0; i < r.int(4, 8); i++) s.emit(db.svc, at + i * r.int(100, 600), "warn", r.pick(lines));
      const stop = at + r.int(4000, 9000);
      onRoute(s, db.svc, at, stop, (q) => {
        s.emit(
          db.svc,
          q.t + 4,
          "error",
          `request failed: could not get JDBC connection during failover; returning 503 [${q.trace}]`,
        );
        s.access(q.t + r.int(5, 40), q.route.method, q.path, 503, r.int(5, 40), { ip: q.ip, trace: q.trace });
        return true;
      });
      s.emit(
        db.svc,
        stop,
        "info",
        "com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Added connection to new primary; pool back to 10 idle",
      );
      s.emit(db.svc, stop + 30000, "info", `switchover ${ticket} complete, writes on new primary confirmed`);
      return `planned ${db.engine} switchover (${ticket}) announced in advance: ${db.svc} loses connections for ${Math.round((stop - at) / 1000)} s, a few 503s, then recovers`;
    },
  },
  {
    kind: "leader-election",
    run(s, at) {
      const r = s.rng;
      const svc = s.e.jvm;
      const pod = `${svc}-${r.hex(9)}-${r.hex(5)}`;
      s.emit(
        svc,
        at,
        "warn",
        `o.s.i.leader.event.LoggingListener : Lost leadership (lease ${svc}-leader renew deadline exceeded after 10s): stepping down`,
      );
      s.emit(svc, at + 50, "info", "scheduled jobs paused on this replica (not leader)");
      for (let i = 0; i < r.int(3, 6); i++)
        s.emit(svc, at + 300 + i * 700, "warn", `lease ${svc}-leader is held by another candidate, retrying in 2s`);
      s.emit(
        svc,
        at + r.int(5000, 9000),
        "info",
        `successfully acquired lease ${s.e.ns}/${svc}-leader (holder ${pod}); resuming scheduled jobs`,
      );
      return `${svc} loses and regains its leader lease within seconds (Kubernetes lease renew deadline), scheduled jobs pause briefly`;
    },
  },
  {
    kind: "read-only-maintenance",
    run(s, at) {
      const r = s.rng;
      const db = s.e.db;
      const end = at + r.int(120, 240) * 1000;
      const hhmm = (t: number) => new Date(t).toISOString().slice(11, 16);
      s.emit(
        db.svc,
        at,
        "warn",
        `maintenance mode ON: database ${db.name} is read-only from ${hhmm(at)} to ${hhmm(end)} UTC (scheduled storage upgrade MNT-${r.int(100, 999)}); writes answer 503 with Retry-After`,
      );
      onRoute(s, db.svc, at, end, (q) => {
        if (q.route.method !== "POST") return false;
        s.emit(
          db.svc,
          q.t + 3,
          "warn",
          db.engine === "postgres"
            ? "org.postgresql.util.PSQLException: ERROR: cannot execute INSERT in a read-only transaction (maintenance mode, request rejected)"
            : "java.sql.SQLException: The MySQL server is running with the --read-only option so it cannot execute this statement (maintenance mode, request rejected)",
        );
        s.access(q.t + 8, q.route.method, q.path, 503, 8, { ip: q.ip, trace: q.trace });
        return true;
      });
      s.emit(db.svc, end, "info", `maintenance mode OFF: database ${db.name} writable again`);
      return `scheduled read-only maintenance of ${db.name} announced by ${db.svc}: writes get 503 + Retry-After for ${Math.round((end - at) / 60000)} min, reads fine`;
    },
  },
  {
    kind: "cert-renewal",
    run(s, at) {
      const r = s.rng;
      const exp = new Date(at + 90 * 86400000).toISOString().slice(0, 10);
      s.emit(
        s.e.edge,
        at,
        "info",
        `certificate for api.${s.e.ns}.example renewed via ACME (expires ${exp}), reloading TLS listener`,
      );
      s.emit(s.e.edge, at + 400, "info", "TLS listener reloaded, 0 connections dropped");
      const n = r.int(15, 40);
      for (let i = 0; i < n; i++)
        s.emit(
          s.e.edge,
          at + r.int(0, 240000),
          "info",
          `http: TLS handshake error from ${r.fill("{ip}")}:${r.int(20000, 65000)}: ${r.pick(["EOF", "remote error: tls: bad certificate", "tls: client offered only unsupported versions: [302 301]", "read: connection reset by peer"])}`,
        );
      s.emit(s.e.jvm, at + 30000, "info", `truststore /etc/ssl/${s.e.ns}/ca.jks reloaded (${r.int(120, 160)} entries)`);
      return `the edge renews its TLS certificate and reloads; the usual ${n} TLS handshake errors from old or odd clients follow`;
    },
  },
  {
    kind: "log-rotation",
    run(s, at) {
      const r = s.rng;
      for (const svc of s.svcs().slice(0, 5)) {
        const t = at + r.int(0, 3000);
        s.emit(svc, t, "info", `SIGHUP received, reopening log files`);
        if (r.chance(0.4))
          s.emit(svc, t + 2, "warn", `write /var/log/${svc}/access.log: file already closed (rotated); reopened`);
      }
      s.emit(
        s.e.worker,
        at + 5000,
        "info",
        `logrotate: rotated /var/log/${s.e.worker}/*.log, compressed access.log.1 (${r.int(180, 900)} MB -> ${r.int(12, 60)} MB)`,
      );
      return "daily log rotation: services reopen their log files, one or two 'file already closed' warnings";
    },
  },
  {
    kind: "pod-reschedule",
    run(s, at) {
      const r = s.rng;
      const svc = r.pick(s.svcs().filter((x) => x !== s.e.edge));
      const up = restart(s, svc, at, r.int(20, 50) * 1000);
      let n = 0;
      onRoute(s, svc, at, at + 1500, (q) => {
        if (n++ > 2) return false;
        s.access(q.t + 3, q.route.method, q.path, 503, 3, { ip: q.ip, trace: q.trace });
        return true;
      });
      return `a pod of ${svc} is evicted and rescheduled: graceful shutdown, ${Math.round((up - at) / 1000)} s later it is back, at most 3 requests see 503`;
    },
  },
  {
    kind: "node-drain",
    run(s, at) {
      const r = s.rng;
      const victims = r.shuffle(s.svcs().filter((x) => x !== s.e.edge)).slice(0, 3);
      let t = at;
      for (const v of victims) {
        restart(s, v, t, r.int(15, 35) * 1000);
        t += r.int(30, 60) * 1000;
      }
      s.emit(
        s.e.worker,
        at - 3000,
        "info",
        `node ip-10-${r.int(40, 43)}-${r.int(0, 31)}-${r.int(2, 250)}.eu-west-2.compute.internal cordoned for kernel patching (PATCH-${r.int(100, 999)}); pods will be rescheduled`,
      );
      return `a node is drained for patching: ${victims.join(", ")} restart one after the other and come back healthy`;
    },
  },
  {
    kind: "scale-in-resets",
    run(s, at) {
      const r = s.rng;
      const svc = s.e.routes[0].hops[0].svc;
      s.emit(
        svc,
        at - 500,
        "info",
        `HorizontalPodAutoscaler scaled ${svc} 6 -> 3 (cpu 21% < target 60%); this replica received SIGTERM`,
      );
      let n = 0;
      onRoute(s, svc, at, at + 4000, (q) => {
        if (n++ > 4) return false;
        s.access(q.t + 4, q.route.method, q.path, 502, 4, { ip: q.ip, trace: q.trace });
        s.emit(
          s.e.edge,
          q.t + 4,
          "warn",
          s.e.edgeStyle === "nginx"
            ? `[error] 29#29: *${r.int(100000, 999999)} upstream prematurely closed connection while reading response header from upstream, client: ${q.ip}, upstream: "http://${r.fill("{pod}")}:8080${q.path.split("?")[0]}"`
            : `upstream ${svc} ${r.fill("{pod}")}:8080 reset: upstream_reset_before_response_started{connection_termination}; retried on another endpoint`,
        );
        return true;
      });
      restart(s, svc, at, 1e9, undefined, false);
      return `autoscaler scale-in of ${svc} 6 -> 3: the first few requests to terminating pods get resets / 502, nothing after`;
    },
  },
  {
    kind: "flag-stream-reconnect",
    run(s, at) {
      const r = s.rng;
      const svc = s.e.node;
      for (let i = 0; i < r.int(2, 4); i++)
        s.emit(
          svc,
          at + i * 1100,
          "warn",
          `[LaunchDarkly] Received I/O error (read ECONNRESET) for streaming request - will retry in ${1000 * 2 ** i} milliseconds`,
        );
      s.emit(svc, at + 6000, "info", "[LaunchDarkly] Opened LaunchDarkly stream connection");
      s.emit(svc, at + 6200, "info", `feature flags refreshed: ${r.int(60, 180)} flags, ${r.int(1, 4)} changed`);
      return `${svc}'s feature-flag stream drops and reconnects within 6 s; flags refresh, evaluations never fail`;
    },
  },
  {
    kind: "cache-warmup",
    run(s, at) {
      const r = s.rng;
      const svc = s.e.cache;
      const up = restart(s, svc, at, 8000);
      const warm = up + r.int(60, 150) * 1000;
      s.each(up + 2000, warm, 9000, (t, i) =>
        s.emit(
          svc,
          t,
          "warn",
          `cache hit ratio ${(0.05 + i * 0.08).toFixed(2)} (warming after deploy), p99 ${r.int(400, 1200)}ms`,
        ),
      );
      s.emit(svc, warm, "info", `cache warm: hit ratio 0.9${r.int(1, 8)}, ${r.int(20, 90)}k keys`);
      return `${svc} is redeployed with an empty cache: two minutes of low hit ratio and slow-request warnings, then warm`;
    },
  },
  {
    kind: "index-rebuild",
    run(s, at) {
      const r = s.rng;
      const db = s.e.db;
      const end = at + r.int(90, 240) * 1000;
      s.emit(
        db.svc,
        at,
        "info",
        `maintenance job: REINDEX INDEX CONCURRENTLY ${db.name}.idx_${r.pick(["created_at", "account_id", "status_updated"])} started`,
      );
      s.each(at + 5000, end, 14000, (t) =>
        s.emit(
          db.svc,
          t,
          "warn",
          `slow query ${r.int(1100, 4200)}ms (threshold 1000ms): SELECT ... FROM ${db.name}.${r.pick(["entries", "accounts", "events"])} WHERE ... (index rebuild in progress)`,
        ),
      );
      s.emit(
        db.svc,
        end,
        "info",
        `REINDEX completed in ${Math.round((end - at) / 1000)}s, index size ${r.int(200, 900)} MB -> ${r.int(100, 400)} MB`,
      );
      return `an online index rebuild on ${db.name} causes slow-query warnings for a few minutes, then completes`;
    },
  },
  {
    kind: "gc-pauses",
    run(s, at) {
      const r = s.rng;
      const svc = s.e.jvm;
      s.each(
        at,
        at + r.int(120, 300) * 1000,
        20000,
        (t) => {
          const p = r.int(600, 1800);
          s.emit(
            svc,
            t,
            "warn",
            `o.a.h.u.JvmPauseMonitor : Detected pause in JVM or host machine (eg GC): pause of approximately ${p}ms`,
            {
              stack: [`GC pool 'G1 Young Generation' had collection(s): count=1 time=${p - r.int(10, 90)}ms`],
            },
          );
          s.emit(svc, t + 200, "info", `heap after GC: ${r.int(700, 1300)}M of 4096M (G1, ${r.int(30, 60)} regions)`);
        },
        0.5,
      );
      return `${svc} logs JVM pause warnings of 0.6-1.8 s (G1 young collections) for a few minutes; heap after GC stays under a third`;
    },
  },
  {
    kind: "expected-exceptions",
    run(s, at) {
      const r = s.rng;
      const svc = s.e.jvm;
      s.each(
        at,
        s.end,
        12000,
        (t) => {
          const id = r.int(10000, 99999);
          s.emit(
            svc,
            t,
            "debug",
            `o.s.w.s.m.m.a.ExceptionHandlerExceptionResolver : Resolved [${s.e.pkg}.NotFoundException: no record ${id}] -> 404`,
            {
              stack: javaStack(s, svc, `${s.e.pkg}.NotFoundException: no record ${id}`, [
                "service.LookupService.find",
                "web.LookupController.get",
              ]),
            },
          );
          s.access(t + 5, "GET", `/api/records/${id}`, 404, r.int(4, 20));
        },
        0.5,
      );
      return `${svc} logs DEBUG stack traces for expected not-found lookups that map to 404`;
    },
  },
  {
    kind: "zero-error-fields",
    run(s, at) {
      const r = s.rng;
      const svc = s.e.worker;
      s.each(at, s.end, 30000, (t) => {
        const n = r.int(200, 5000);
        s.emit(
          svc,
          t,
          "info",
          r.pick([
            `batch finished: processed=${n} errors=0 failed=0 retried=0 skipped=${r.int(0, 3)}`,
            `{"job":"nightly-sync","records":${n},"error_count":0,"errors":[],"duration_ms":${r.int(200, 4000)}}`,
            `export complete: ${n} rows, 0 errors, 0 warnings`,
            `health summary: error_rate=0.000 exceptions=0 timeouts=0`,
          ]),
        );
      });
      return `${svc} prints batch summaries full of error fields that are all zero`;
    },
  },
  {
    kind: "client-disconnects",
    run(s, at) {
      const r = s.rng;
      const svc = s.e.node;
      s.each(
        at,
        s.end,
        8000,
        (t) => {
          s.access(t, "GET", r.fill(s.e.routes[0].path), s.e.edgeStyle === "nginx" ? 499 : 200, r.int(2000, 30000));
          if (r.chance(0.5))
            s.emit(svc, t + 2, "warn", "request aborted by client", {
              stack: nodeStack(s, "Error: aborted", ["abortIncoming", "Socket.socketOnClose"]),
            });
          else
            s.emit(
              s.e.go,
              t + 3,
              "info",
              `write tcp ${r.fill("{pod}")}:8080->${r.fill("{pod}")}:${r.int(30000, 60000)}: write: broken pipe (client went away)`,
            );
        },
        0.6,
      );
      return "mobile clients drop connections mid-response: 499s at the edge, 'aborted' and broken pipe lines in services";
    },
  },
  {
    kind: "consumer-rebalance",
    run(s, at) {
      const r = s.rng;
      const c = s.e.consumer;
      const gen = r.int(40, 400);
      const p = `[Consumer clientId=${c.svc}-0, groupId=${c.group}]`;
      s.emit(
        c.svc,
        at,
        "info",
        `o.a.k.c.c.i.ConsumerCoordinator : ${p} Request joining group due to: group is already rebalancing`,
      );
      for (let i = 0; i < r.int(3, 6); i++)
        s.emit(
          c.svc,
          at + 200 + i * 900,
          "warn",
          `o.a.k.c.c.i.ConsumerCoordinator : ${p} Attempt to heartbeat failed since group is rebalancing`,
        );
      s.emit(
        c.svc,
        at + 400,
        "info",
        `o.a.k.c.c.i.ConsumerCoordinator : ${p} Revoke previously assigned partitions ${c.topic}-0, ${c.topic}-1, ${c.topic}-2`,
      );
      s.emit(
        c.svc,
        at + 5200,
        "info",
        `o.a.k.c.c.i.ConsumerCoordinator : ${p} Successfully joined group with generation Generation{generationId=${gen}, memberId='${c.svc}-0-${r.hex(8)}', protocol='range'}`,
      );
      s.emit(
        c.svc,
        at + 5400,
        "info",
        `o.a.k.c.c.i.ConsumerCoordinator : ${p} Adding newly assigned partitions: ${c.topic}-1, ${c.topic}-2`,
      );
      s.emit(c.svc, at + 9000, "warn", `consumer lag on ${c.topic}-2 is ${r.int(800, 4000)} messages after rebalance`);
      s.emit(c.svc, at + 60000, "info", `consumer lag on ${c.topic} back to 0`);
      return `Kafka consumer group ${c.group} rebalances after a replica restart; heartbeats fail for 5 s, lag catches up within a minute`;
    },
  },
  {
    kind: "empty-batch",
    run(s, at) {
      const r = s.rng;
      const svc = s.e.worker;
      s.each(at, s.end, 20000, (t) =>
        s.emit(
          svc,
          t,
          "info",
          r.pick([
            "reconciliation run: 0 rows to process, nothing to do",
            "export job: no changes since last run, 0 rows written",
            "retry queue empty: nothing to do",
            "purge job: 0 records older than 30 days",
          ]),
        ),
      );
      return `${svc}'s scheduled jobs report '0 rows' and 'nothing to do' every 20 s`;
    },
  },
  {
    kind: "dlq-redrive",
    run(s, at) {
      const r = s.rng;
      const c = s.e.consumer;
      const n = r.int(20, 80);
      s.emit(
        c.svc,
        at,
        "info",
        `DLQ redrive started by ops (OPS-${r.int(1000, 9999)}): ${n} messages from ${c.topic}.dlq back to ${c.topic}`,
      );
      for (let i = 0; i < n; i++)
        s.emit(
          c.svc,
          at + 400 + i * r.int(50, 400),
          "info",
          `redriven message offset=${r.int(10000, 99999)} key=${r.hex(10)} processed ok (originally failed: ${r.pick(["timeout", "deadlock victim", "downstream 503"])})`,
        );
      s.emit(c.svc, at + 400 + n * 450, "info", `DLQ redrive complete: ${n} succeeded, 0 failed, ${c.topic}.dlq empty`);
      return `ops redrive ${n} dead-lettered messages on ${c.svc}; each is reprocessed fine, 0 failed`;
    },
  },
  {
    kind: "vendor-blip-retried",
    run(s, at) {
      const r = s.rng;
      const v = s.e.vendor;
      for (let i = 0; i < r.int(5, 10); i++) {
        const t = at + i * r.int(800, 2000);
        s.emit(
          v.svc,
          t,
          "warn",
          `${v.what} ${v.host} answered 503 Service Unavailable, retrying in 1000ms (attempt 1 of 4)`,
        );
        s.emit(v.svc, t + r.int(1000, 1400), "info", `${v.what} call succeeded on attempt 2`);
      }
      return `${v.what} ${v.host} returns 503 for about 15 s; every call succeeds on the first retry`;
    },
  },
  {
    kind: "session-expiry",
    run(s, at) {
      const r = s.rng;
      const svc = s.e.edge;
      const n = r.int(120, 300);
      for (let i = 0; i < n; i++)
        s.emit(
          svc,
          at + i * r.int(20, 200),
          "info",
          r.pick([
            `session ${r.hex(24)} expired (idle 1800s), removed`,
            `refresh token for user ${r.int(100000, 999999)} expired, user must sign in again`,
            `session ${r.hex(24)} expired (absolute lifetime 12h), removed`,
          ]),
        );
      s.emit(svc, at + n * 120, "info", `session cleanup finished: removed ${n} expired sessions`);
      return `the hourly session cleanup on ${svc} logs ${n} 'expired' lines`;
    },
  },
  {
    kind: "deprecation-storm",
    run(s, at) {
      const r = s.rng;
      const svc = s.e.routes.flatMap((x) => x.hops.map((h) => h.svc)).find((x) => s.rt(x) !== "go")!;
      const rt = s.rt(svc);
      const w =
        rt === "java"
          ? "HHH90000022: Hibernate's legacy org.hibernate.Criteria API is deprecated; use the JPA jakarta.persistence.criteria.CriteriaQuery instead"
          : rt === "node"
            ? "(node:1) [DEP0106] DeprecationWarning: crypto.createCipher is deprecated."
            : rt === "python"
              ? "SADeprecationWarning: The Query.get() method is considered legacy as of the 1.x series of SQLAlchemy and becomes a legacy construct in 2.0."
              : 'WARNING: package github.com/golang/protobuf/proto is deprecated: Use the "google.golang.org/protobuf/proto" package instead.';
      const up = restart(s, svc, at, 6000);
      s.emit(svc, up + 100, "info", `dependencies upgraded in this release (${r.int(14, 40)} packages)`);
      onRoute(s, svc, up, s.end, (q) => {
        s.emit(svc, q.t + 1, "warn", w, { trace: q.trace });
        return false;
      });
      return `${svc} is redeployed with upgraded libraries and logs a deprecation warning on every request`;
    },
  },
  {
    kind: "one-off-500",
    run(s, at) {
      const svc = s.e.py;
      let done = false;
      onRoute(s, svc, at, s.end, (q) => {
        if (done) return false;
        done = true;
        s.emit(svc, q.t + 20, "error", `Exception on ${q.route.method} ${q.path.split("?")[0]} [${q.trace}]`, {
          stack: pyTrace(
            s,
            svc,
            [
              ["views.py", "handle", "return self.repo.update(obj)"],
              ["repo.py", "update", "cur.execute(sql, params)"],
            ],
            "psycopg2.errors.SerializationFailure: could not serialize access due to concurrent update",
          ),
        });
        s.access(q.t + 25, q.route.method, q.path, 500, 25, { ip: q.ip, trace: q.trace });
        return true;
      });
      return `a single 500 from ${svc} (serialization failure on a concurrent update) among thousands of 200s`;
    },
  },
  {
    kind: "ntp-step",
    run(s, at) {
      const r = s.rng;
      const svc = s.e.jvm;
      const d = r.int(800, 2200);
      s.emit(svc, at, "warn", `system clock stepped by -${(d / 1000).toFixed(3)} s after chrony resync`);
      for (let i = 0; i < r.int(2, 6); i++)
        s.emit(
          svc,
          at + 20 + i * 150,
          "warn",
          `Clock moved backwards. Refusing to generate id for ${d - i * 150} milliseconds`,
        );
      s.emit(
        svc,
        at + 120000,
        "warn",
        `com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Retrograde clock change detected (housekeeper delta=-${d}ms), soft-evicting connections from pool.`,
      );
      return `an NTP step moves ${svc}'s clock back ${d} ms: id generator and pool housekeeper warn, then carry on`;
    },
  },
  {
    kind: "backup-io",
    run(s, at) {
      const r = s.rng;
      const db = s.e.db;
      const end = at + r.int(180, 400) * 1000;
      s.emit(
        db.svc,
        at,
        "info",
        `backup job started: ${db.engine === "postgres" ? "pg_basebackup" : "xtrabackup"} of ${db.host} to s3://${s.e.ns}-backups/${db.name}/`,
      );
      s.each(at + 20000, end, 30000, (t) => {
        s.emit(
          db.svc,
          t,
          "warn",
          `disk IO utilisation ${r.int(88, 99)}% on nvme1n1 (backup running), p99 query ${r.int(200, 900)}ms`,
        );
      });
      s.emit(
        db.svc,
        at + 60000,
        "warn",
        "com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m3s).",
      );
      s.emit(
        db.svc,
        end,
        "info",
        `backup job finished: ${r.int(20, 90)}.${r.int(0, 9)} GiB in ${Math.round((end - at) / 1000)} s, checksum ok`,
      );
      return `nightly backup of ${db.name} saturates disk IO for a few minutes: high-IO and slow-query warnings, backup completes`;
    },
  },
  {
    kind: "credential-rotation",
    run(s, at) {
      const r = s.rng;
      const db = s.e.db;
      s.emit(
        db.svc,
        at,
        "info",
        `vault: lease database/creds/${db.name}-rw/${r.hex(20)} rotated, new credentials loaded; soft-evicting pool`,
      );
      hikariBlip(s, db.svc, at + 500, r.int(3, 7), "This connection has been closed.");
      s.emit(
        db.svc,
        at + 4000,
        "info",
        "com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Fill pool completed (total=10, active=0, idle=10, waiting=0)",
      );
      return `scheduled DB credential rotation on ${db.svc}: old connections fail validation and are replaced, no failed queries`;
    },
  },
  {
    kind: "chaos-gameday",
    run(s, at) {
      const r = s.rng;
      const svc = s.e.routes[2].hops[0].svc;
      const end = at + r.int(120, 240) * 1000;
      s.emit(
        s.e.worker,
        at,
        "info",
        `chaos experiment 'latency-${svc}' started (game day GD-${r.int(10, 99)}): +400ms on 25% of ${svc} calls until ${new Date(end).toISOString().slice(11, 19)}Z`,
      );
      onRoute(s, svc, at, end, (q) => {
        if (!r.chance(0.25)) return false;
        s.emit(
          svc,
          q.t + 410,
          "warn",
          `slow request ${q.route.method} ${q.path.split("?")[0]} ${r.int(420, 700)}ms (injected latency)`,
          { trace: q.trace },
        );
        s.access(q.t + r.int(430, 720), q.route.method, q.path, 200, r.int(430, 720), { ip: q.ip, trace: q.trace });
        return true;
      });
      s.emit(s.e.worker, end, "info", "chaos experiment finished, fault removed, steady-state hypothesis held");
      return `a planned chaos game day injects latency into ${svc}; slow-request warnings, all requests still 200`;
    },
  },
  {
    kind: "webhook-replay",
    run(s, at) {
      const r = s.rng;
      const v = s.e.vendor;
      const n = r.int(40, 140);
      s.emit(
        v.svc,
        at,
        "info",
        `${v.what} started replaying webhook events after its own delivery delay (status page: resolved)`,
      );
      for (let i = 0; i < n; i++)
        s.emit(
          v.svc,
          at + 200 + i * r.int(100, 900),
          "warn",
          `duplicate webhook event evt_${r.hex(16)} ignored (already processed, idempotency key hit)`,
        );
      return `${v.what} replays ${n} webhook events that ${v.svc} already processed; all ignored as duplicates`;
    },
  },
  {
    kind: "login-typos",
    run(s, at) {
      const r = s.rng;
      const svc = s.e.edge;
      let n = 0;
      s.each(
        at,
        s.end,
        7000,
        (t) => {
          n++;
          s.emit(
            svc,
            t,
            "info",
            `login failed for user ${r.pick(["a", "j", "m", "s", "k"])}***@${r.pick(["gmail.com", "outlook.com", "icloud.com"])}: invalid password (attempt ${r.int(1, 3)})`,
          );
          s.access(t + 5, "POST", "/auth/login", 401, r.int(80, 200));
        },
        0.6,
      );
      s.emit(
        svc,
        at + 40000,
        "warn",
        `account u${r.int(100000, 999999)} temporarily locked after 5 failed logins (15 min)`,
      );
      return `customers mistyping passwords at the normal rate (${n} 401s on /auth/login, one lockout); logins overall succeed`;
    },
  },
  {
    kind: "monthly-report",
    run(s, at) {
      const r = s.rng;
      const db = s.e.db;
      const end = at + r.int(120, 300) * 1000;
      s.emit(db.svc, at, "info", "reporting job month-end-summary started on read replica");
      s.each(at + 3000, end, 15000, (t) =>
        s.emit(
          db.svc,
          t,
          "warn",
          `slow query ${r.int(2000, 9000)}ms (threshold 1000ms) on replica: SELECT date_trunc('day', created_at), sum(amount) FROM ${db.name}... GROUP BY 1 (month-end-summary)`,
        ),
      );
      s.emit(db.svc, end, "info", `reporting job month-end-summary finished: ${r.int(20, 40)} pages, 0 errors`);
      return `the month-end report runs heavy queries on a read replica of ${db.name}: slow-query warnings only`;
    },
  },
  {
    kind: "overlap-skip",
    run(s, at) {
      const r = s.rng;
      const svc = s.e.worker;
      const started = new Date(at - r.int(60, 300) * 1000).toISOString().slice(11, 19);
      s.each(at, s.end, 60000, (t) =>
        s.emit(
          svc,
          t,
          "warn",
          `job 'nightly-export' skipped: previous run (started ${started}Z) still holds lock export:nightly`,
        ),
      );
      s.emit(
        svc,
        at + r.int(120, 200) * 1000,
        "info",
        "job 'nightly-export' finished (long run: large month-end volume), lock released",
      );
      return `${svc}'s minutely export overlaps a long month-end run and skips while the lock is held`;
    },
  },
  {
    kind: "user-validation-400s",
    run(s, at) {
      const r = s.rng;
      const route = s.e.routes.find((x) => x.method === "POST") ?? s.e.routes[0];
      const svc = route.hops[0].svc;
      s.each(
        at,
        s.end,
        6000,
        (t) => {
          const f = r.pick([
            "email: must be a well-formed email address",
            "postcode: does not match UK format",
            "phone: must be E.164",
            "date: must be in the future",
          ]);
          s.emit(svc, t, "info", `request validation failed: ${f} -> 400`);
          s.access(t + 4, route.method, r.fill(route.path), 400, r.int(3, 15));
        },
        0.6,
      );
      return `${svc} rejects malformed customer input with 400 at the usual rate`;
    },
  },
];
