// The eight incidents. Each starts from one of the quiet kinds and crosses into a real outage; run() writes the
// lines and returns the true onset at the origin and a one-sentence note.
import { type Ctx, MIN } from "./ctx.js";
import { bikes, boot, chess, type Estate, lab, stop } from "./estates.js";
import { java, node, python } from "./stacks.js";

export interface IncidentDef {
  estate: Estate;
  split: "tune" | "locked";
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  busy: string[];
  run: (c: Ctx) => { start: number; note: string };
}

const K8S = "kube-events";

const hikari = java(
  "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.",
  [
    "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)",
    "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)",
    "com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:100)",
    "org.lis.results.repo.ObservationRepository.findByMrn(ObservationRepository.java:57)",
    "org.lis.results.web.ResultsController.list(ResultsController.java:41)",
  ],
  "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
);

export const INCIDENTS: IncidentDef[] = [
  {
    estate: lab,
    split: "tune",
    origin: "lab-pg",
    category: "database",
    hints: ["connection", "client", "slot", "pool"],
    severity: "high",
    busy: ["lab-pg", "results-api", "order-intake", "loadgen"],
    run: (c) => {
      const lt = `LT-${c.rng.int(1000, 9999)}`;
      const a = c.frac(0.15);
      const on = Math.round(a + c.rng.int(4, 6) * MIN + c.rng.int(0, 9999));
      c.latMods.push((t) => (t >= a ? (t >= on ? 5 : 1.6) : 1));
      c.at(
        a - 5000,
        "loadgen",
        "info",
        `k6 scenario ${lt} (perf-team, announced): ramping to 400 VUs against ward-portal /api/patients/*/results, header x-load-test=${lt}`,
      );
      c.every(
        a,
        c.t1,
        30000,
        (t) =>
          c.at(
            t,
            "loadgen",
            "info",
            `running (${Math.round((t - a) / 1000)}s), 400/400 VUs, http_req_failed ${t < on ? "0.02" : c.rng.int(20, 60)}%`,
          ),
        0,
      );
      c.poisson(a, c.t1, 140, (t) =>
        lab.edge(
          c,
          t,
          "GET",
          lab.userPath(c),
          t < on ? 200 : c.rng.pick([200, 503, 503]),
          c.ms(t, 40),
          c.id(),
          "loadgen-synthetic",
        ),
      );
      c.at(
        a + 2 * MIN,
        "lab-pg",
        "warn",
        "LOG:  connections in use 171 of max_connections 200 (report-batch, results-api, order-intake)",
      );
      c.at(on - 20000, "lab-pg", "warn", "LOG:  connections in use 197 of max_connections 200");
      c.at(
        on,
        "lab-pg",
        "error",
        "FATAL:  remaining connection slots are reserved for non-replication superuser connections",
      );
      c.poisson(on + 50, c.t1, 450, (t) =>
        c.at(
          t,
          "lab-pg",
          "error",
          c.rng.chance(0.6)
            ? "FATAL:  sorry, too many clients already"
            : "FATAL:  remaining connection slots are reserved for non-replication superuser connections",
        ),
      );
      c.poisson(on + 30000, c.t1, 200, (t) => {
        const svc = c.rng.pick(["results-api", "results-api", "order-intake"]);
        const id = c.id();
        c.at(t, svc, "error", "Request processing failed: could not obtain JDBC connection", hikari, id);
        lab.edge(c, t + 3, "GET", lab.userPath(c), 503, 30012, id);
      });
      c.at(
        on + 45000,
        "report-batch",
        "error",
        "cumulative report job aborted: could not obtain JDBC connection after 3 attempts",
      );
      c.hurt.push((_c, t) => t > on + 30000 && c.rng.chance(0.6));
      c.at(c.frac(0.92), "loadgen", "warn", `${lt} aborted by perf-team: thresholds crossed (http_req_failed > 1%)`);
      return {
        start: on,
        note: `Announced load test ${lt} exhausts lab-pg max_connections; the database refuses clients and results-api/order-intake time out acquiring connections for real clinicians.`,
      };
    },
  },
  {
    estate: lab,
    split: "tune",
    origin: "auth-gate",
    category: "authentication",
    hints: ["ldap", "bind", "credential", "password"],
    severity: "high",
    busy: ["auth-gate", "ward-portal"],
    run: (c) => {
      // A small credential-stuffing burst first, blocked as designed.
      const s = c.frac(0.1);
      c.poisson(s, s + 2 * MIN, 400, (t) =>
        c.at(
          t,
          "auth-gate",
          "warn",
          `authentication failed for user 'admin${c.rng.int(1, 99)}': invalid password (src 91.203.${c.rng.int(0, 255)}.${c.rng.int(1, 254)})`,
        ),
      );
      c.at(
        s + 2 * MIN,
        "ward-portal",
        "warn",
        "bot protection: 91.203.0.0/16 blocked after credential-stuffing pattern",
      );
      const on = Math.round(c.frac(0.45) + c.rng.int(0, 30000));
      const bindErr = java(
        "javax.naming.AuthenticationException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 532, v4563]",
        [
          "java.naming/com.sun.jndi.ldap.LdapCtx.mapErrorCode(LdapCtx.java:3261)",
          "java.naming/com.sun.jndi.ldap.LdapCtx.connect(LdapCtx.java:2836)",
          "org.springframework.ldap.core.support.AbstractContextSource.getContext(AbstractContextSource.java:109)",
          "org.hosp.authgate.DirectoryClient.bindServiceAccount(DirectoryClient.java:73)",
        ],
      );
      c.at(
        on,
        "auth-gate",
        "error",
        "LDAP bind as CN=svc-authgate,OU=Service Accounts,DC=hosp,DC=local failed: invalid credentials",
        bindErr,
      );
      c.poisson(on + 500, c.t1, 900, (t) => {
        const id = c.id();
        const u = `${c.rng.pick(["dr", "rn"])}.${c.rng.pick(["okafor", "moreau", "tanaka", "ruiz", "haddad", "silva"])}`;
        c.at(
          t,
          "auth-gate",
          c.rng.chance(0.3) ? "error" : "warn",
          `cannot authenticate ${u}: service account bind rejected by directory (data 532)`,
          undefined,
          id,
        );
        lab.edge(c, t + 8, "POST", "/auth/login", 503, c.rng.int(40, 90), id);
      });
      c.poisson(on + 20000, c.t1, 300, (t) => {
        const id = c.id();
        c.at(
          t,
          "ward-portal",
          "error",
          `SSO session refresh failed via auth-gate (attempt ${c.rng.int(1, 3)}/3): 503 directory unavailable`,
          undefined,
          id,
        );
      });
      c.hurt.push((_c, t) => t > on && c.rng.chance(0.15));
      return {
        start: on,
        note: "After a blocked credential-stuffing burst, auth-gate's directory service-account password expires (LDAP error 49, data 532) and every clinician login and SSO refresh fails.",
      };
    },
  },
  {
    estate: chess,
    split: "tune",
    origin: "puzzle-api",
    category: "memory",
    hints: ["heap", "memory", "oom"],
    severity: "medium",
    busy: ["puzzle-api"],
    run: (c) => {
      const d = c.frac(0.15);
      stop(c, d - 3000, "puzzle-api");
      boot(c, d, "puzzle-api", "5.2.0");
      c.at(
        d + 2000,
        "puzzle-api",
        "warn",
        "cache cold after deploy: warming 250000 puzzles (new: themes + solutions preloaded)",
      );
      let on = 0;
      let cycle = d;
      let n = 0;
      while (cycle < c.t1) {
        const life = c.rng.int(150, 230) * 1000;
        for (let k = 1; k <= 6; k++) {
          const t = cycle + (k * life) / 8;
          c.at(
            t,
            "puzzle-api",
            "info",
            `warm-up: ${k * 40000} puzzles loaded, heap used ${Math.round(300 + k * 280)}MB of 2048MB`,
          );
        }
        const w = Math.round(cycle + (6.5 * life) / 8);
        if (!on) on = w;
        c.at(
          w,
          "puzzle-api",
          "warn",
          `[1:0x6a8f2c0] ${Math.round((w - cycle) / 1)} ms: Mark-Compact (reduce) 1984.2 (2071.6) -> 1981.9 (2072.3) MB, 1843.20 / 0.00 ms (average mu = 0.121, current mu = 0.034) allocation failure; scavenge might not succeed`,
        );
        const crash = cycle + life;
        if (n % 2 === 0) {
          c.at(
            crash,
            "puzzle-api",
            "fatal",
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
            [
              " 1: 0xb8d0a3 node::Abort() [node]",
              " 2: 0xa96b1b  [node]",
              " 3: 0xd6a9b0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
              " 4: 0xd6ad57 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
              " 5: 0xf481f5  [node]",
            ].join("\n"),
          );
          c.at(
            crash + 800,
            K8S,
            "warn",
            `container puzzle-api in pod puzzle-api-7c9d4-${c.rng.hex(5)} exited with code 134, restarting`,
          );
        } else {
          c.at(
            crash + 200,
            K8S,
            "warn",
            `container puzzle-api in pod puzzle-api-7c9d4-${c.rng.hex(5)} OOMKilled (exit code 137, limit 2304Mi)`,
          );
        }
        c.at(crash + 1500, K8S, "warn", `Back-off restarting failed container puzzle-api (restarts: ${n + 1})`);
        const down = [crash, crash + 20000 + n * 10000];
        c.hurt.push((_c, t) => t >= down[0] && t < down[1] && c.rng.chance(0.4));
        c.poisson(crash, crash + 20000 + n * 10000, 250, (t) => {
          const id = c.id();
          chess.edge(c, t, "GET", "/api/puzzle/next", 503, c.rng.int(1, 5), id);
          if (c.rng.chance(0.5))
            c.at(
              t + 1,
              "lobby-edge",
              "error",
              "upstream puzzle-api: no healthy endpoints (503), client will retry",
              undefined,
              id,
            );
        });
        n++;
        cycle = crash + 20000 + n * 10000;
        if (cycle < c.t1) boot(c, cycle, "puzzle-api", "5.2.0");
      }
      return {
        start: on,
        note: "A puzzle-api deploy preloads its whole puzzle cache on start; the Node heap fills during each warm-up, the process dies of JS heap OOM / OOMKilled and crash-loops while lobby-edge returns 503.",
      };
    },
  },
  {
    estate: chess,
    split: "locked",
    origin: "rating-service",
    category: "configuration",
    hints: ["config", "tau", "setting", "env"],
    severity: "high",
    busy: ["rating-service", "game-server"],
    run: (c) => {
      const r = c.frac(0.3);
      c.at(
        r - 60000,
        K8S,
        "info",
        "ConfigMap chess-prod/rating-service-env updated (pipeline #8812: move glicko tau to env)",
      );
      c.at(
        r,
        K8S,
        "info",
        "deployment/rating-service image updated to registry.chess.internal/rating-service:4.8.0, rolling update maxUnavailable=50%",
      );
      stop(c, r + 1500, "rating-service");
      const on = Math.round(r + 4000);
      const cfg = node('Error: invalid configuration: RATING_GLICKO_TAU must be a number in [0.2, 1.2], got "0,5"', [
        "parseNumber (/app/dist/config.js:41:13)",
        "loadConfig (/app/dist/config.js:88:22)",
        "Object.<anonymous> (/app/dist/server.js:12:16)",
        "Module._compile (node:internal/modules/cjs/loader:1358:14)",
        "node:internal/main/run_main_module:28:49",
      ]);
      let k = 0;
      for (let t = on; t < c.t1; t += Math.min(300000, 10000 * 2 ** k++) + c.rng.int(0, 3000)) {
        c.at(
          t - 900,
          "rating-service",
          "info",
          "rating-service v4.8.0 starting (node v20.12.2, pid 1, NODE_ENV=production)",
        );
        c.at(t, "rating-service", "error", "fatal startup error, exiting with code 1", cfg);
        c.at(
          t + 1500,
          K8S,
          "warn",
          `Back-off restarting failed container rating-service in pod rating-service-6f8b9-${c.rng.hex(5)} (CrashLoopBackOff)`,
        );
      }
      c.at(
        on + 5 * MIN,
        K8S,
        "warn",
        'Readiness probe failed: Get "http://10.4.6.22:8080/ready": dial tcp 10.4.6.22:8080: connect: connection refused',
      );
      c.at(
        on + 10 * MIN,
        K8S,
        "warn",
        'deployment "rating-service" exceeded its progress deadline (ProgressDeadlineExceeded)',
      );
      c.every(on + 20000, c.t1, 20000, (t) =>
        c.at(
          t,
          "rating-service",
          "warn",
          `event loop lag ${c.rng.int(400, 2500)}ms on remaining old replica, ${c.rng.int(200, 900)} requests queued`,
        ),
      );
      c.poisson(on + 15000, c.t1, 180, (t) => {
        const id = c.id();
        const g = `g_${c.rng.hex(8)}`;
        c.at(
          t,
          "game-server",
          "error",
          `rating update for ${g} failed: POST http://rating-service:8080/v1/rate: 503 Service Unavailable (upstream overloaded), retry ${c.rng.int(1, 5)}/5 queued`,
          undefined,
          id,
        );
        if (c.rng.chance(0.3)) chess.edge(c, t + 5, "GET", "/api/user/me", 502, c.rng.int(2000, 5000), id);
      });
      c.hurt.push((_c, t) => t > on + 15000 && c.rng.chance(0.2));
      return {
        start: on,
        note: 'A rating-service 4.8.0 rollout reads RATING_GLICKO_TAU="0,5" from its changed env config; the new pods never get ready (crash loop), half the old ones are already gone and game-server retries rating updates against an overloaded survivor.',
      };
    },
  },
  {
    estate: chess,
    split: "locked",
    origin: "matchmaker",
    category: "network",
    hints: ["dns", "lookup", "host", "route", "network", "resolve"],
    severity: "high",
    busy: ["matchmaker"],
    run: (c) => {
      // Ordinary autoscaling churn first.
      const s = c.frac(0.08);
      c.at(
        s,
        K8S,
        "info",
        "HorizontalPodAutoscaler/matchmaker: New size: 5; reason: cpu resource utilization (percentage of request) above target",
      );
      boot(c, s + 3000, "matchmaker", "2.19.1");
      const on = Math.round(c.frac(0.35) + c.rng.int(0, 20000));
      c.at(
        on - 8000,
        K8S,
        "info",
        "HorizontalPodAutoscaler/matchmaker: New size: 9; reason: cpu resource utilization (percentage of request) above target",
      );
      c.at(on - 7000, K8S, "info", "Scaled up node group pool-b (3 -> 6 nodes) for 4 pending pods");
      boot(c, on - 2000, "matchmaker", "2.19.1");
      c.at(
        on,
        "matchmaker",
        "error",
        `redis: dial tcp: lookup sessions-redis.chess-prod.svc.cluster.local on 10.96.0.10:53: read udp 10.8.3.14:${c.rng.int(30000, 60000)}->10.96.0.10:53: i/o timeout`,
      );
      c.poisson(on + 300, c.t1, 500, (t) => {
        const id = c.id();
        const m = c.rng.pick([
          "redis: dial tcp: lookup sessions-redis.chess-prod.svc.cluster.local: no such host",
          `pairing failed for seek s_${c.rng.hex(6)}: session lookup: dial tcp 10.4.2.31:6379: connect: no route to host`,
          `lookup games-pg.chess-prod.svc.cluster.local on 10.96.0.10:53: read udp 10.8.${c.rng.int(3, 5)}.${c.rng.int(2, 99)}:${c.rng.int(30000, 60000)}->10.96.0.10:53: i/o timeout`,
        ]);
        c.at(t, "matchmaker", "error", m, undefined, id);
        if (c.rng.chance(0.7)) chess.edge(c, t + 4, "POST", "/api/lobby/seek", 502, c.rng.int(5, 40), id);
      });
      c.poisson(on + 20000, c.t1, 350, (t) =>
        c.at(
          t,
          "lobby-edge",
          "error",
          "upstream matchmaker reset before headers: connection termination; retrying seek on another endpoint",
          undefined,
          c.id(),
        ),
      );
      c.at(
        on + 4 * MIN,
        K8S,
        "info",
        "HorizontalPodAutoscaler/matchmaker: New size: 12; reason: cpu resource utilization (percentage of request) above target",
      );
      return {
        start: on,
        note: "Matchmaker scales out onto a fresh node pool whose pods cannot resolve or route to redis and the database (DNS timeouts, no route to host); seeks fail with 502 at lobby-edge and the autoscaler keeps adding broken pods.",
      };
    },
  },
  {
    estate: bikes,
    split: "locked",
    origin: "payments-adapter",
    category: "timeout",
    hints: ["timeout", "timed out"],
    severity: "high",
    busy: ["payments-adapter", "trip-service"],
    run: (c) => {
      const host = bikes.vendor.host;
      const b = c.frac(0.15);
      c.at(
        b,
        "payments-adapter",
        "warn",
        `POST https://${host}/v2/charges -> 503 Service Unavailable; retry 1/3 in 1s`,
      );
      c.at(b + 1200, "payments-adapter", "info", `POST https://${host}/v2/charges -> 201 on retry 1`);
      const on = Math.round(c.frac(0.45) + c.rng.int(0, 30000));
      const tb = python(
        [
          ["/app/payments/paynetic.py", 142, "charge", "resp = self.session.post(url, json=body, timeout=(3, 8))"],
          [
            "/usr/local/lib/python3.12/site-packages/requests/sessions.py",
            637,
            "post",
            'return self.request("POST", url, data=data, json=json, **kwargs)',
          ],
          [
            "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
            713,
            "send",
            "raise ReadTimeout(e, request=request)",
          ],
        ],
        `requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='${host}', port=443): Read timed out. (read timeout=8)`,
      );
      c.at(on, "payments-adapter", "error", `charge failed for trip settlement: Paynetic did not answer within 8s`, tb);
      c.poisson(on + 400, c.t1, 700, (t) =>
        c.at(
          t,
          "payments-adapter",
          "error",
          `POST https://${host}/v2/charges timed out after 8.0s (read), ${c.rng.int(20, 64)} calls in flight`,
          c.rng.chance(0.2) ? tb : undefined,
        ),
      );
      c.poisson(on + 9000, c.t1, 250, (t) => {
        const id = c.id();
        c.at(
          t,
          "trip-service",
          "error",
          `end trip T${c.rng.int(1000000, 9999999)}: charge via payments-adapter timed out after 10s (attempt ${c.rng.int(1, 3)}/3)`,
          undefined,
          id,
        );
        if (c.rng.chance(0.4))
          bikes.edge(c, t + 10, "POST", `/v1/rides/${c.rng.int(1000000, 9999999)}/end`, 504, 30001, id);
      });
      c.hurt.push((_c, t) => t > on && c.rng.chance(0.25));
      return {
        start: on,
        note: "After an early one-off 503 blip that a retry absorbs, the Paynetic card API (a vendor that does not log here) stops answering within payments-adapter's 8s read timeout; payments-adapter is the origin as the caller that shows it, trip-service retries loudly and ride ends return 504.",
      };
    },
  },
  {
    estate: bikes,
    split: "tune",
    origin: "unlock-service",
    category: "dependency",
    hints: ["mqtt", "broker", "unavailable", "circuit"],
    severity: "high",
    busy: ["unlock-service", "dock-telemetry"],
    run: (c) => {
      const m = c.frac(0.25);
      c.at(
        c.t0 + 2000,
        "unlock-service",
        "info",
        `maintenance notice: fleet MQTT broker rolling upgrade ${new Date(m).toISOString().slice(11, 16)}-${new Date(m + 15 * MIN).toISOString().slice(11, 16)} UTC, brief reconnects expected`,
      );
      for (let i = 0; i < 3; i++) {
        const t = m + i * 90000;
        c.at(
          t,
          "unlock-service",
          "warn",
          "MQTT connection to mqtt.fleet.internal:8883 lost (server shutting down), reconnecting",
        );
        c.at(
          t + 2500,
          "unlock-service",
          "info",
          "MQTT reconnected to mqtt.fleet.internal:8883 (clean session false, 0 messages lost)",
        );
      }
      const on = Math.round(m + 5 * MIN + c.rng.int(0, 30000));
      c.at(
        on,
        "unlock-service",
        "error",
        "MQTT connect to mqtt.fleet.internal:8883 failed: CONNACK rc=3 (server unavailable)",
      );
      c.every(on + 5000, c.t1, 5000, (t) =>
        c.at(
          t,
          "unlock-service",
          "error",
          "MQTT connect to mqtt.fleet.internal:8883 failed: CONNACK rc=3 (server unavailable); next attempt in 5s",
        ),
      );
      c.at(
        on + 40000,
        "unlock-service",
        "error",
        "circuit breaker 'mqtt-broker' OPEN after 20 consecutive failures; unlock commands rejected for 30s",
      );
      c.poisson(on + 1000, c.t1, 600, (t) => {
        const id = c.id();
        c.at(
          t,
          "unlock-service",
          "error",
          `unlock B-${c.rng.int(1000, 9999)} failed: broker unavailable${t > on + 40000 ? " (circuit open)" : ""}`,
          undefined,
          id,
        );
        c.at(
          t + 20,
          "rider-api",
          "error",
          `POST /v1/rides: unlock-service answered 503, retrying (attempt ${c.rng.int(1, 3)}/3)`,
          undefined,
          id,
        );
        bikes.edge(c, t + 30, "POST", "/v1/rides", 503, c.rng.int(40, 300), id);
      });
      c.every(on + 25000, c.t1, 15000, (t) =>
        c.at(t, "dock-telemetry", "warn", "MQTT subscription fleet/+/state lost (rc=3), reconnecting in 15s"),
      );
      c.hurt.push((_c, t) => t > on && c.rng.chance(0.2));
      return {
        start: on,
        note: "An announced MQTT broker rolling upgrade overruns: after the expected reconnects the broker (infrastructure that does not log here) stays unavailable; unlock-service, its caller, logs CONNACK rc=3 and opens its breaker, so ride unlocks fail at rider-api.",
      };
    },
  },
  {
    estate: bikes,
    split: "locked",
    origin: "dock-telemetry",
    category: "disk",
    hints: ["disk", "space", "enospc", "volume", "errno 28"],
    severity: "medium",
    busy: ["dock-telemetry"],
    run: (c) => {
      const d = c.frac(0.12);
      c.at(
        d,
        "dock-telemetry",
        "warn",
        "log level changed INFO -> DEBUG (LOG_LEVEL env, ticket FLEET-2231: firmware 2.0.7 slot bitmap)",
      );
      c.poisson(d, c.t1, 70, (t) =>
        c.at(
          t,
          "dock-telemetry",
          "debug",
          `raw frame D-${c.rng.int(100, 480)} len=${c.rng.int(60, 300)} payload=${c.rng.hex(24)} spooled`,
        ),
      );
      const on = Math.round(c.frac(0.5) + c.rng.int(0, 30000));
      for (const [p, dt] of [
        [82, 6 * MIN],
        [91, 3 * MIN],
        [97, MIN],
      ] as const)
        c.at(on - dt, "dock-telemetry", "warn", `spool volume /var/spool/telemetry ${p}% used (debug frame copies)`);
      const tb = python(
        [
          ["/app/telemetry/spool.py", 77, "write_batch", "with open(path, 'w') as fh:"],
          ["/app/telemetry/spool.py", 81, "write_batch", "fh.write(payload)"],
        ],
        `OSError: [Errno 28] No space left on device: '/var/spool/telemetry/batch-${c.rng.int(100000, 999999)}.ndjson'`,
      );
      c.at(on, "dock-telemetry", "error", "spool write failed, batch dropped", tb);
      c.poisson(on + 300, c.t1, 1200, (t) =>
        c.at(
          t,
          "dock-telemetry",
          "error",
          `dropping telemetry batch (${c.rng.int(20, 60)} docks): [Errno 28] No space left on device`,
          c.rng.chance(0.15) ? tb : undefined,
        ),
      );
      c.every(on + 5 * MIN, c.t1, 60000, (t) =>
        c.at(
          t,
          "fleet-rebalancer",
          "warn",
          `dock state stale for ${c.rng.int(120, 300)} docks (last update > 300s), rebalance plan skipped`,
        ),
      );
      c.every(on + 5 * MIN, c.t1, 20000, (t) =>
        c.at(
          t,
          "rider-api",
          "warn",
          `dock availability older than 5 min for ${c.rng.int(100, 300)} docks, serving cached map`,
        ),
      );
      return {
        start: on,
        note: "A debug log-level switch on dock-telemetry makes it spool raw frame copies until /var/spool/telemetry is full; batches are dropped with ENOSPC and dock state goes stale for fleet-rebalancer and rider-api.",
      };
    },
  },
];
