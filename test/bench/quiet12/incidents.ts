// The eight incidents, each on top of the same edge/identity/security noise as the quiet windows.
import { QUIET } from "./quiet.js";
import type { Ctx } from "./stream.js";
import { access, idp } from "./voices.js";

export interface IncidentKind {
  kind: string;
  category: string;
  estate: number;
  origin: (c: Ctx) => string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  noise: string[];
  run: (c: Ctx) => void;
}

const SEC = 1000;
const MIN = 60000;

/** Runs a quiet episode as background noise, starting at `at`. */
export function noise(c: Ctx, kind: string, at: number): void {
  const k = QUIET.find((q) => q.kind === kind);
  if (!k) throw new Error(`no quiet kind ${kind}`);
  const keep = c.at;
  c.at = at;
  k.run(c);
  c.at = keep;
}

/** Calls fn at random times between from and the end of the window, `perSec` times a second on average. */
function rate(c: Ctx, from: number, perSec: number, fn: (t: number) => void): void {
  const n = Math.round(((c.end - from) / SEC) * perSec);
  for (let i = 0; i < n; i++) fn(from + c.r.next() * (c.end - from));
}

export const INCIDENTS: IncidentKind[] = [
  {
    kind: "idp-db-connections",
    category: "database",
    estate: 0,
    origin: (c) => c.e.idp,
    hints: ["jdbc", "connection", "database", "acquisition", "too many clients", "sql"],
    severity: "high",
    note: "Keycloak's Postgres runs out of connections (too many clients); logins and token refreshes fail with 500s at every portal",
    noise: ["vuln-scanner", "ssh-bruteforce"],
    run: (c) => {
      const r = c.r;
      c.add(
        c.at,
        c.e.idp,
        "warn",
        `WARN  [io.agroal.pool] (agroal-11) Datasource '<default>': FATAL: sorry, too many clients already`,
      );
      rate(c, c.at, 0.4, (t) =>
        c.add(
          t,
          c.e.idp,
          "warn",
          `WARN  [io.agroal.pool] (agroal-${r.int(2, 40)}) Datasource '<default>': FATAL: sorry, too many clients already`,
        ),
      );
      rate(c, c.at + 5 * SEC, 2.5, (t) => {
        c.add(
          t,
          c.e.idp,
          "error",
          `ERROR [org.keycloak.services.error.KeycloakErrorHandler] (executor-thread-${r.int(1, 200)}) Uncaught server error: org.keycloak.models.ModelException: org.hibernate.exception.JDBCConnectionException: Unable to acquire JDBC Connection`,
          [
            "Caused by: java.sql.SQLException: Acquisition timeout while waiting for new connection",
            "\tat io.agroal.pool.ConnectionPool.handlerFromSharedCache(ConnectionPool.java:340)",
            "\tat io.agroal.pool.ConnectionPool.getConnection(ConnectionPool.java:256)",
            "\tat org.hibernate.engine.jdbc.connections.internal.DatasourceConnectionProviderImpl.getConnection(DatasourceConnectionProviderImpl.java:122)",
          ],
        );
        const path = `/realms/${c.e.realm}/protocol/openid-connect/token`;
        access(c, t + 30000 > c.end ? t + 10 : t + r.int(5000, 30000), {
          method: "POST",
          path,
          status: 500,
          upstream: c.e.idp,
          ms: r.int(5000, 30000),
        });
        if (r.chance(0.6))
          c.add(
            t + r.int(5000, 30000),
            c.e.web,
            "error",
            `token exchange failed: 500 Internal Server Error from https://${c.e.domain}${path}; login aborted`,
          );
      });
      rate(c, c.at + 20 * SEC, 0.5, (t) =>
        c.add(
          t,
          r.pick(c.e.apps).name,
          "error",
          `token refresh for service account failed: 500 from ${c.e.idp}; using cached token (expires in ${r.int(1, 4)}m)`,
        ),
      );
    },
  },
  {
    kind: "internal-cert-expired",
    category: "network",
    estate: 4,
    origin: () => "ledger-api",
    hints: ["tls", "x509", "certificate", "expired", "handshake"],
    severity: "high",
    note: "the manually issued serving certificate of ledger-api's internal endpoint expires; every caller's TLS handshake fails with x509 expired",
    noise: ["oauth-wrong-secret", "vuln-scanner"],
    run: (c) => {
      const r = c.r;
      const exp = new Date(c.at).toISOString().replace(/\.\d+Z$/, "Z");
      c.add(
        c.at + 200,
        "ledger-api",
        "warn",
        `certwatcher: serving certificate /etc/tls/ledger/tls.crt NotAfter=${exp} is not valid anymore`,
      );
      rate(c, c.at, 3, (t) => {
        const caller = r.pick(["cards-svc", "statements", "member-web", "notify"]);
        c.add(
          t,
          "ledger-api",
          "error",
          `http: TLS handshake error from ${r.privIp()}:${r.int(30000, 65000)}: remote error: tls: bad certificate`,
        );
        c.add(
          t + r.int(2, 9),
          caller,
          "error",
          `Get "https://ledger-api.${c.e.ns}.svc:8443/v1/accounts/A-${r.int(100000, 999999)}/balance": tls: failed to verify certificate: x509: certificate has expired or is not yet valid: current time ${new Date(t).toISOString().replace(/\.\d+Z$/, "Z")} is after ${exp}`,
        );
        if (caller === "member-web")
          access(c, t + 12, {
            path: "/v1/accounts/me/balance",
            status: 502,
            upstream: "member-web",
            ms: r.int(20, 80),
          });
      });
    },
  },
  {
    kind: "gateway-dead-upstream",
    category: "configuration",
    estate: 1,
    origin: (c) => c.e.edge,
    hints: ["config", "route", "cluster", "upstream", "no healthy"],
    severity: "high",
    note: "a gateway config push routes /v1/appointments to a new cluster with no endpoints; every booking gets 503 UH while appointments itself is healthy",
    noise: ["csp-report-flood", "password-lockout"],
    run: (c) => {
      const r = c.r;
      const e = c.e.edge;
      c.add(
        c.at - 2000,
        e,
        "info",
        `[info][upstream] cds: added/updated 1 cluster(s), skipped 9 unmodified cluster(s) version_info=gw-config-2026.07.${r.int(10, 28)}`,
      );
      c.add(
        c.at - 1500,
        e,
        "info",
        `[info][config] rds: loaded route configuration 'public_routes' version_info=gw-config-2026.07.${r.int(10, 28)}: /v1/appointments -> cluster appointments-v2`,
      );
      c.add(
        c.at,
        e,
        "warn",
        `[warning][upstream] cluster 'appointments-v2' initialized with 0 hosts: no endpoints in ClusterLoadAssignment for service appointments-v2.${c.e.ns}.svc`,
      );
      rate(c, c.at, 3, (t) => {
        const path = r.chance(0.7) ? "/v1/appointments" : "/v1/slots";
        access(c, t, {
          method: r.chance(0.5) ? "POST" : "GET",
          path,
          status: 503,
          flags: "UH",
          ms: 0,
          upstream: "appointments-v2",
        });
        if (r.chance(0.5))
          c.add(
            t + 5,
            c.e.web,
            "error",
            `${path} failed: 503 Service Unavailable "no healthy upstream" (request ${r.hex(16)})`,
          );
      });
    },
  },
  {
    kind: "idp-oom-credential-stuffing",
    category: "memory",
    estate: 2,
    origin: (c) => c.e.idp,
    hints: ["outofmemory", "heap", "memory", "oom"],
    severity: "high",
    note: "a credential-stuffing wave fills the IdP's login-failure and auth-session caches until the JVM runs out of heap and restarts; logins fail meanwhile",
    noise: ["ssh-bruteforce", "bot-challenge"],
    run: (c) => {
      const r = c.r;
      const from = c.at - MIN;
      rate(c, from, 5, (t) => {
        const ip = r.ip();
        idp(c, t, "LOGIN_ERROR", {
          user: `${r.hex(6)}@${r.pick(["gmail.com", "yahoo.com", "hotmail.com"])}`,
          ip,
          error: "user_not_found",
        });
        access(c, t + 20, {
          method: "POST",
          path: `/realms/${c.e.realm}/login-actions/authenticate`,
          status: 200,
          ip,
          ms: r.int(60, 900),
          upstream: c.e.idp,
        });
      });
      let heap = 780;
      for (let t = c.at; t < c.end; t += r.int(4000, 9000)) {
        heap = Math.min(heap + r.int(8, 30), 1022);
        c.add(
          t,
          c.e.idp,
          "warn",
          `[gc] GC(${r.int(3000, 9000)}) Pause Full (G1 Compaction Pause) ${heap}M->${heap - r.int(1, 6)}M(1024M) ${r.int(900, 3500)}.${r.int(100, 999)}ms`,
        );
      }
      const oom = c.at + r.int(90, 150) * SEC;
      rate(c, oom, 1.5, (t) => {
        c.add(
          t,
          c.e.idp,
          "error",
          `ERROR [io.quarkus.vertx.http.runtime.QuarkusErrorHandler] (executor-thread-${r.int(1, 200)}) HTTP Request to /realms/${c.e.realm}/login-actions/authenticate failed, error id: ${r.uuid()}-${r.int(1, 99)}: java.lang.OutOfMemoryError: Java heap space`,
          [
            "\tat java.base/java.util.concurrent.ConcurrentHashMap.putVal(ConcurrentHashMap.java:1075)",
            "\tat org.infinispan.container.impl.DefaultDataContainer.put(DefaultDataContainer.java:198)",
            "\tat org.keycloak.models.sessions.infinispan.InfinispanUserLoginFailureProvider.addUserLoginFailure(InfinispanUserLoginFailureProvider.java:88)",
          ],
        );
        if (c.e.edgeKind === "nginx")
          c.add(
            t + r.int(10, 900),
            c.e.edge,
            "error",
            `upstream prematurely closed connection while reading response header from upstream, client: ${r.ip()}, server: ${c.e.domain}, request: "POST /realms/${c.e.realm}/login-actions/authenticate HTTP/1.1", upstream: "http://10.2.7.14:8080/realms/${c.e.realm}/login-actions/authenticate"`,
          );
        access(c, t + r.int(10, 900), {
          method: "POST",
          path: `/realms/${c.e.realm}/login-actions/authenticate`,
          status: 502,
          upstream: c.e.idp,
        });
        if (r.chance(0.5))
          c.add(t + r.int(20, 900), c.e.web, "error", `sign-in failed: 502 Bad Gateway from ${c.e.idp}`);
      });
      c.add(oom + 40 * SEC, c.e.idp, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
      c.add(
        oom + 55 * SEC,
        c.e.idp,
        "info",
        "Keycloak 25.0.2 on JVM (powered by Quarkus 3.8.5) started in 14.201s. Listening on: http://0.0.0.0:8080",
      );
    },
  },
  {
    kind: "okta-rate-limit",
    category: "rate_limiting",
    estate: 4,
    origin: (c) => c.e.idp,
    hints: ["rate limit", "429", "e0000047", "too many requests"],
    severity: "medium",
    note: "idp-proxy's directory sync re-pages all users in a loop and exhausts the Okta org rate limit; sign-ins through the proxy then get 429 E0000047",
    noise: ["mobile-refresh-burst", "ssh-bruteforce"],
    run: (c) => {
      const r = c.r;
      c.add(c.at - 60 * SEC, c.e.idp, "info", "directory sync: full resync started (cursor reset after schema change)");
      rate(c, c.at - 60 * SEC, 1.5, (t) =>
        c.add(
          t,
          c.e.idp,
          "info",
          `directory sync: GET /api/v1/users?limit=200&after=${r.hex(20)} 200 (x-rate-limit-remaining=${r.int(0, 40)})`,
        ),
      );
      rate(c, c.at, 2, (t) => {
        c.add(
          t,
          c.e.idp,
          "error",
          `Okta API POST /oauth2/default/v1/token returned 429 Too Many Requests: API call exceeded rate limit due to too many requests. (E0000047) x-rate-limit-limit=600 x-rate-limit-remaining=0 x-rate-limit-reset=${Math.floor(t / 1000) + 60}`,
        );
        if (r.chance(0.6))
          c.add(
            t + r.int(5, 40),
            c.e.web,
            "error",
            `sign-in failed: idp-proxy answered 429 Too Many Requests (retry-after 60s)`,
          );
        if (r.chance(0.4))
          access(c, t + 30, { method: "POST", path: "/auth/callback", status: 429, upstream: c.e.web });
      });
      rate(c, c.at, 0.5, (t) =>
        c.add(t, c.e.idp, "warn", `directory sync: 429 E0000047 on GET /api/v1/users, backing off ${r.int(1, 30)}s`),
      );
    },
  },
  {
    kind: "vault-approle-secret-expired",
    category: "authentication",
    estate: 3,
    origin: (c) => c.e.vault,
    hints: ["approle", "secret id", "authentication", "vault", "auth", "password authentication"],
    severity: "medium",
    note: "the Vault agent's AppRole secret_id expires; it cannot log in, dynamic DB credentials are not renewed and payments-api's logins to Postgres start failing",
    noise: ["vuln-scanner", "role-403"],
    run: (c) => {
      const r = c.r;
      let back = 1;
      for (let t = c.at; t < c.end; t += back * 1000 + r.int(0, 500)) {
        c.add(
          t,
          c.e.vault,
          "error",
          `[ERROR] agent.auth.handler: error authenticating: error="Error making API request. URL: PUT https://vault.internal:8200/v1/auth/approle/login Code: 400. Errors: * invalid role or secret ID" backoff=${back}s`,
        );
        back = Math.min(back * 2, 60);
      }
      const lease = c.at + r.int(60, 100) * SEC;
      c.add(
        lease - 20 * SEC,
        c.e.vault,
        "warn",
        `[WARN]  agent: (runner) lease "database/creds/payments-api/${r.hex(8)}" could not be renewed: no valid token; secret will expire`,
      );
      rate(c, lease, 2, (t) => {
        c.add(
          t,
          "payments-api",
          "error",
          `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=0, active=0, idle=0, waiting=${r.int(3, 40)})`,
          [
            `Caused by: org.postgresql.util.PSQLException: FATAL: password authentication failed for user "v-approle-payments-${r.hex(4)}"`,
          ],
        );
        access(c, t + 30, { method: "POST", path: "/api/payments", status: 500, upstream: "payments-api", ms: 30012 });
      });
    },
  },
  {
    kind: "waf-disk-full",
    category: "disk",
    estate: 0,
    origin: (c) => c.e.waf,
    hints: ["no space", "disk", "enospc", "audit log", "device"],
    severity: "medium",
    note: "a long scanner storm fills the WAF's volume with audit logs; ModSecurity can no longer write audit entries or buffer request bodies and POSTs fail with 500",
    noise: ["vuln-scanner", "ssh-bruteforce"],
    run: (c) => {
      const r = c.r;
      c.add(
        c.at - 90 * SEC,
        c.e.waf,
        "warn",
        `disk usage on /var/log/modsecurity at 96% (SecAuditLogType Serial, audit log 18.4G)`,
      );
      noise(c, "vuln-scanner", c.at - 3 * MIN);
      rate(c, c.at, 2, (t) => {
        c.add(
          t,
          c.e.waf,
          "error",
          `ModSecurity: Audit log: Failed to write to /var/log/modsecurity/modsec_audit.log: No space left on device`,
        );
        if (r.chance(0.5)) {
          c.add(
            t + 2,
            c.e.waf,
            "error",
            `[crit] ${r.int(20, 40)}#${r.int(20, 40)}: *${r.int(100000, 999999)} pwrite() "/var/lib/nginx/body/00000${r.int(10000, 99999)}" failed (28: No space left on device), client: ${r.ip()}, server: ${c.e.domain}, request: "POST /api/v2/manifests HTTP/1.1"`,
          );
          access(c, t + 5, {
            method: "POST",
            path: "/api/v2/manifests",
            status: 500,
            upstream: c.e.waf,
            ms: r.int(2, 20),
          });
          if (r.chance(0.5))
            c.add(
              t + 8,
              c.e.web,
              "error",
              `POST /api/v2/manifests failed: 500 Internal Server Error (upstream ${c.e.waf})`,
            );
        }
      });
    },
  },
  {
    kind: "claims-null",
    category: "null_reference",
    estate: 2,
    origin: (c) => c.e.web,
    hints: ["typeerror", "undefined", "null", "cannot read", "reference"],
    severity: "medium",
    note: "tokens from the new mobile release carry no email claim; player-web's claim mapping dereferences it and 500s on every request from updated clients",
    noise: ["mobile-refresh-burst", "retired-health-endpoint"],
    run: (c) => {
      rate(c, c.at, 2.5, (t) => {
        c.add(t, c.e.web, "error", `TypeError: Cannot read properties of undefined (reading 'toLowerCase')`, [
          "    at mapClaims (/app/dist/auth/claims.js:41:37)",
          "    at verifySession (/app/dist/auth/session.js:88:19)",
          "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
        ]);
        access(c, t + 3, {
          path: "/v3/profile",
          status: 500,
          upstream: c.e.web,
          ua: "Dalvik/2.1.0 (Linux; U; Android 14) app/5.12.0",
        });
      });
    },
  },
];
