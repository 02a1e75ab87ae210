// The eight failures, one per category, each told the way its runtimes and its callers really log it.
import { type Estate, publicIp } from "./estates.js";
import { access, stack } from "./runtime.js";
import type { Stream } from "./stream.js";

export interface Failure {
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** noise kinds left out of this file because they would tell the same story */
  avoid: string[];
  run(s: Stream, e: Estate, t0: number): void;
}

const after = (t0: number) => (ev: { t: number }) => ev.t >= t0;

export const FAILURES: readonly Failure[] = [
  {
    estate: "kestrel",
    origin: "accounts-core",
    category: "database",
    hints: ["connection", "pool", "hikari", "too many", "sql", "database", "postgres"],
    severity: "high",
    note: "accounts-core exhausts its Postgres connection pool (too many clients); mobile-bff and payments-api retry and open breakers",
    avoid: ["lease-expiry-renew", "pam-password-rotation"],
    run(s, _e, t0) {
      const r = s.rng;
      const on = after(t0);
      s.drop((ev) => on(ev) && ev.svc === "accounts-core" && ev.msg.includes("fetched") && r.chance(0.85));
      s.drop((ev) => on(ev) && ev.svc === "accounts-core" && ev.msg.includes("posted debit") && r.chance(0.85));
      s.drop((ev) => on(ev) && ev.svc === "mobile-bff" && ev.msg.includes("/v2/accounts") && r.chance(0.85));
      s.emit(
        t0,
        "accounts-core",
        "warn",
        "com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Pool stats (total=50, active=50, idle=0, waiting=37)",
      );
      s.every(
        2500,
        (t) =>
          s.emit(
            t,
            "accounts-core",
            "warn",
            `com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Pool stats (total=50, active=50, idle=0, waiting=${r.int(60, 190)})`,
          ),
        t0 + 3000,
      );
      s.every(
        9000,
        (t) =>
          s.emit(
            t,
            "accounts-core",
            "error",
            "com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Exception during pool initialization of additional connection",
            {
              stack: stack(
                "java",
                "org.postgresql.util.PSQLException",
                "FATAL: sorry, too many clients already",
                [
                  ["org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication", "ConnectionFactoryImpl.java", 693],
                  ["org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect", "ConnectionFactoryImpl.java", 203],
                  ["org.postgresql.jdbc.PgConnection.<init>", "PgConnection.java", 263],
                  ["com.zaxxer.hikari.pool.PoolBase.newConnection", "PoolBase.java", 359],
                  ["com.zaxxer.hikari.pool.HikariPool$PoolEntryCreator.call", "HikariPool.java", 726],
                ],
                r,
              ),
            },
          ),
        t0 + 1500,
      );
      s.every(
        700,
        (t) => {
          const tr = r.hex(16);
          s.emit(
            t,
            "accounts-core",
            "error",
            `o.h.engine.jdbc.spi.SqlExceptionHelper : HikariPool-1 - Connection is not available, request timed out after ${r.int(30000, 30012)}ms (total=50, active=50, idle=0, waiting=${r.int(80, 200)})`,
            {
              trace: tr,
              stack: r.chance(0.3)
                ? stack(
                    "java",
                    "java.sql.SQLTransientConnectionException",
                    "HikariPool-1 - Connection is not available, request timed out after 30001ms.",
                    [
                      ["com.zaxxer.hikari.pool.HikariPool.createTimeoutException", "HikariPool.java", 696],
                      ["com.zaxxer.hikari.pool.HikariPool.getConnection", "HikariPool.java", 181],
                      ["com.zaxxer.hikari.HikariDataSource.getConnection", "HikariDataSource.java", 128],
                      [
                        "org.springframework.jdbc.datasource.DataSourceUtils.fetchConnection",
                        "DataSourceUtils.java",
                        160,
                      ],
                      ["eu.kestrelbank.accounts.repo.AccountRepository.findByCustomer", "AccountRepository.java", 58],
                    ],
                    r,
                  )
                : undefined,
            },
          );
          s.emit(t + 20, "accounts-core", "error", `GET /internal/accounts -> 500 (${r.int(30000, 30050)} ms)`, {
            trace: tr,
          });
          for (let a = 1; a <= 3; a++) {
            s.emit(
              t + 30 + a * 180,
              "mobile-bff",
              a < 3 ? "warn" : "error",
              a < 3
                ? `upstream accounts-core 500 on GET /internal/accounts, retry ${a}/2 in ${a * 150}ms`
                : `GET /v2/accounts/summary 503 ${r.int(30100, 30900)}.${r.int(100, 999)} ms - 98 (accounts-core unavailable after 2 retries)`,
              { trace: tr },
            );
          }
        },
        t0 + 30000,
      );
      s.every(
        1800,
        (t) =>
          s.emit(
            t,
            "payments-api",
            "error",
            `ledger posting failed: POST http://accounts-core:8080/internal/postings: 500 Internal Server Error (body: {"error":"could not get JDBC connection"}) payment=pm_${r.hex(12)}`,
          ),
        t0 + 31000,
      );
      s.emit(
        t0 + 75_000,
        "payments-api",
        "warn",
        `circuit breaker "accounts-core" changed state from CLOSED to OPEN (failure ratio 0.62 over 50 calls)`,
      );
      s.every(
        3000,
        (t) => s.emit(t, "payments-api", "error", `payment rejected fast: circuit breaker "accounts-core" is OPEN`),
        t0 + 76_000,
      );
    },
  },
  {
    estate: "kestrel",
    origin: "audit-search",
    category: "disk",
    hints: ["disk", "watermark", "flood", "read-only", "read_only", "space", "cluster_block"],
    severity: "high",
    note: "audit-search (Elasticsearch) passes the flood-stage disk watermark and blocks its indices; the forwarder and audit writers fail with cluster_block_exception",
    avoid: ["siem-backpressure", "log-shipper-restart"],
    run(s, _e, t0) {
      const r = s.rng;
      const node = `[${r.hex(22)}][audit-search-0][/usr/share/elasticsearch/data]`;
      s.emit(
        t0,
        "audit-search",
        "warn",
        `[o.e.c.r.a.DiskThresholdMonitor] [audit-search-0] high disk watermark [90%] exceeded on ${node} free: 9.1gb[8.9%], shards will be relocated away from this node; currently relocating away shards totalling [0b]`,
      );
      s.every(
        30_000,
        (t) =>
          s.emit(
            t,
            "audit-search",
            "warn",
            `[o.e.c.r.a.DiskThresholdMonitor] [audit-search-0] high disk watermark [90%] exceeded on ${node} free: ${(9 - (t - t0) / 30000).toFixed(1)}gb, shards will be relocated away from this node; currently relocating away shards totalling [0b]`,
          ),
        t0 + 1000,
        t0 + 140_000,
      );
      const flood = t0 + 150_000;
      s.drop((ev) => ev.t >= flood && ev.svc === "audit-search" && ev.msg.includes("bulk indexed"));
      s.drop((ev) => ev.t >= flood && ev.svc === "siem-forwarder" && ev.msg.includes("flushed chunk"));
      s.every(
        30_000,
        (t) =>
          s.emit(
            t,
            "audit-search",
            "warn",
            `[o.e.c.r.a.DiskThresholdMonitor] [audit-search-0] flood stage disk watermark [95%] exceeded on ${node} free: ${r.int(3, 4)}.${r.int(0, 9)}gb[${r.int(3, 4)}.${r.int(0, 9)}%], all indices on this node will be marked read-only`,
          ),
        flood,
      );
      s.every(
        1200,
        (t) => {
          const idx = `audit-${new Date(t).toISOString().slice(0, 10).replace(/-/g, ".")}`;
          s.emit(
            t,
            "siem-forwarder",
            "warn",
            `[engine] failed to flush chunk '1-${r.int(1700000000, 1799999999)}.${r.int(100000, 999999)}.flb', retry in ${r.int(6, 60)} seconds: task_id=${r.int(0, 40)}, input=tail.0 > output=es.0 (out_id=0)`,
          );
          if (r.chance(0.5))
            s.emit(
              t + 5,
              "siem-forwarder",
              "error",
              `[output:es:es.0] HTTP status=429 URI=/_bulk, response: {"error":{"root_cause":[{"type":"cluster_block_exception","reason":"index [${idx}] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];"}]},"status":429}`,
            );
        },
        flood + 2000,
      );
      s.every(
        2500,
        (t) =>
          s.emit(
            t,
            "accounts-core",
            "error",
            "e.k.accounts.audit.AuditTrailWriter : audit event could not be persisted, parked in local outbox",
            {
              trace: r.hex(16),
              stack: r.chance(0.4)
                ? stack(
                    "java",
                    "org.elasticsearch.ElasticsearchStatusException",
                    "Elasticsearch exception [type=cluster_block_exception, reason=index [audit] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];]",
                    [
                      ["org.elasticsearch.rest.BytesRestResponse.errorFromXContent", "BytesRestResponse.java", 178],
                      ["org.elasticsearch.client.RestHighLevelClient.parseEntity", "RestHighLevelClient.java", 2484],
                      ["eu.kestrelbank.accounts.audit.AuditTrailWriter.write", "AuditTrailWriter.java", 91],
                    ],
                    r,
                  )
                : undefined,
            },
          ),
        flood + 3000,
      );
      s.every(
        20_000,
        (t) =>
          s.emit(
            t,
            "accounts-core",
            "warn",
            `e.k.accounts.audit.AuditOutbox : local outbox holds ${Math.round((t - flood) / 250)} audit events waiting for audit-search`,
          ),
        flood + 10_000,
      );
    },
  },
  {
    estate: "orchard",
    origin: "auth-sso",
    category: "authentication",
    hints: ["ldap", "bind", "credential", "authentication", "invalid", "password"],
    severity: "high",
    note: "the directory service account used by auth-sso has an expired password, so every LDAP bind fails with 49/data 532 and patients cannot sign in",
    avoid: ["password-expired-binds", "pam-password-rotation", "idp-brute-force-lockouts"],
    run(s, _e, t0) {
      const r = s.rng;
      s.drop((ev) => ev.t >= t0 && ev.svc === "auth-sso" && ev.msg.includes("signed in via LDAP"));
      s.drop((ev) => ev.t >= t0 && ev.svc === "patient-portal" && ev.msg.startsWith("Redirected to https://sso"));
      s.every(
        1100,
        (t) => {
          const u = `p${r.int(100000, 999999)}`;
          s.emit(
            t,
            "auth-sso",
            "error",
            `Directory lookup for ${u} failed; LDAP bind as CN=svc-sso-ldap,OU=Service Accounts,DC=orchard,DC=local rejected`,
            {
              stack: r.chance(0.35)
                ? stack(
                    "dotnet",
                    "System.DirectoryServices.Protocols.LdapException",
                    "The supplied credential is invalid. Server error: 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 532, v4563",
                    [
                      [
                        "System.DirectoryServices.Protocols.LdapConnection.BindHelper(NetworkCredential newCredential, Boolean needSetCredential)",
                        "/_/src/libraries/System.DirectoryServices.Protocols/src/System/DirectoryServices/Protocols/ldap/LdapConnection.cs",
                        959,
                      ],
                      [
                        "AuthSso.Directory.LdapUserStore.FindByNameAsync(String userName, CancellationToken ct)",
                        "/src/AuthSso/Directory/LdapUserStore.cs",
                        74,
                      ],
                      [
                        "AuthSso.Pages.Account.LoginModel.OnPostAsync()",
                        "/src/AuthSso/Pages/Account/Login.cshtml.cs",
                        112,
                      ],
                    ],
                    r,
                  )
                : undefined,
            },
          );
          s.emit(t + 15, "auth-sso", "warn", access("dotnet", r, "POST", "/Account/Login", 500, r.int(40, 120)));
          s.emit(
            t + 60,
            "patient-portal",
            "error",
            `OmniAuth::Strategies::OpenIDConnect::CallbackError: sign-in for session ${r.hex(10)} failed at sso.orchardhealth.org (server_error: "An unexpected error occurred during sign-in")`,
          );
          s.emit(
            t + 70,
            "patient-portal",
            "info",
            access("ruby", r, "GET", "/auth/failure?message=server_error", 302, r.int(3, 10)),
          );
        },
        t0,
      );
      s.every(
        20_000,
        (t) =>
          s.emit(
            t,
            "auth-sso",
            "warn",
            `Health check 'ldap' is Unhealthy: bind as svc-sso-ldap failed: LDAP error 49 (Invalid Credentials)`,
          ),
        t0 + 5000,
      );
      s.every(
        4000,
        (t) =>
          s.emit(
            t,
            "fhir-gateway",
            "warn",
            `token exchange with auth-sso failed: status=500 body="server_error"; retrying`,
          ),
        t0 + 8000,
      );
    },
  },
  {
    estate: "orchard",
    origin: "scheduling",
    category: "timeout",
    hints: ["timeout", "timed out", "worker"],
    severity: "medium",
    note: "scheduling's gunicorn workers hang on availability searches and are killed by WORKER TIMEOUT; patient-portal and fhir-gateway time out calling it",
    avoid: ["clock-skew-nbf"],
    run(s, _e, t0) {
      const r = s.rng;
      s.drop((ev) => ev.t >= t0 && ev.svc === "scheduling" && ev.msg.includes("/api/v1/slots") && r.chance(0.8));
      s.drop(
        (ev) =>
          ev.t >= t0 &&
          ev.svc === "patient-portal" &&
          ev.msg.includes("/appointments/new") &&
          ev.msg.startsWith("Completed") &&
          r.chance(0.8),
      );
      s.emit(t0, "scheduling", "warn", `slow availability search clinic=ELM range=90d took 24.61s (threshold 2s)`);
      let pid = r.int(200, 400);
      s.every(
        9000,
        (t) => {
          s.emit(t, "scheduling", "fatal", `[1] [CRITICAL] WORKER TIMEOUT (pid:${pid})`);
          if (r.chance(0.4))
            s.emit(t + 5, "scheduling", "error", "Internal Server Error: /api/v1/slots", {
              stack: [
                ...stack(
                  "python",
                  "SystemExit",
                  "1",
                  [
                    ["handle_abort", "/usr/local/lib/python3.11/site-packages/gunicorn/workers/base.py", 204],
                    ["_search_window", "/app/scheduling/availability.py", 141],
                    ["get", "/app/scheduling/views.py", 58],
                    ["dispatch", "/usr/local/lib/python3.11/site-packages/django/views/generic/base.py", 143],
                  ],
                  r,
                ),
              ],
            });
          s.emit(t + 30, "scheduling", "info", `[${pid}] [INFO] Worker exiting (pid: ${pid})`);
          s.emit(t + 240, "scheduling", "warn", `[1] [WARNING] Worker with pid ${pid} was terminated due to signal 6`);
          pid += r.int(3, 9);
          s.emit(t + 260, "scheduling", "info", `[${pid}] [INFO] Booting worker with pid: ${pid}`);
        },
        t0 + 30_000,
      );
      s.every(
        900,
        (t) => {
          for (let a = 1; a <= 3; a++) {
            s.emit(
              t + a * 15,
              "patient-portal",
              a < 3 ? "warn" : "error",
              a < 3
                ? `SchedulingClient: Net::ReadTimeout with #<TCPSocket:(closed)> calling http://scheduling:8000/api/v1/slots (attempt ${a}/3)`
                : `Completed 504 Gateway Timeout in ${r.int(15000, 15200)}ms (ActiveRecord: ${r.int(2, 9)}.${r.int(0, 9)}ms | Allocations: ${r.int(2000, 9000)})`,
            );
          }
        },
        t0 + 32_000,
      );
      s.every(
        2500,
        (t) =>
          s.emit(
            t,
            "fhir-gateway",
            "error",
            `fhir search resource=Slot upstream=scheduling: Get "http://scheduling:8000/api/v1/slots?schedule=${r.hex(6)}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
          ),
        t0 + 35_000,
      );
    },
  },
  {
    estate: "tidewater",
    origin: "routing-engine",
    category: "network",
    hints: ["network", "route", "unreachable", "reset", "connection", "socket"],
    severity: "high",
    note: "routing-engine's node loses its network path: its Redis and map connections fail with no route to host and resets while shipper-web gets EHOSTUNREACH",
    avoid: ["port-scan-resets", "edr-patch-reboot"],
    run(s, _e, t0) {
      const r = s.rng;
      s.drop((ev) => ev.t >= t0 && ev.svc === "routing-engine" && ev.msg.startsWith("solve req=") && r.chance(0.9));
      s.drop((ev) => ev.t >= t0 && ev.svc === "shipper-web" && ev.msg.includes("/api/routes/plan") && r.chance(0.9));
      s.emit(
        t0,
        "routing-engine",
        "error",
        "redis: read from 10.44.3.12:6379 failed: Connection reset by peer (errno 104)",
      );
      s.every(
        1500,
        (t) =>
          s.emit(
            t,
            "routing-engine",
            r.chance(0.6) ? "error" : "warn",
            r.pick([
              "redis: connect() to 10.44.3.12:6379 failed: No route to host (errno 113), reconnect in 500ms",
              `tile-cache: fetch https://maps.internal.tidewater.io/tiles/${r.int(8, 14)}/${r.int(100, 999)}/${r.int(100, 999)}.pbf failed: Couldn't connect to server (curl 7: Failed to connect: No route to host)`,
              `grpc: subchannel 10.44.6.8:9090 TRANSIENT_FAILURE: connections to all backends failing; last error: UNAVAILABLE: ipv4:10.44.6.8:9090: Socket closed`,
              "redis: Connection reset by peer (errno 104) on pipeline flush, 12 commands lost",
            ]),
          ),
        t0 + 800,
      );
      s.every(
        600,
        (t) => {
          const tr = r.hex(16);
          for (let a = 1; a <= 3; a++) {
            s.emit(
              t + a * 40,
              "shipper-web",
              a < 3 ? "warn" : "error",
              a < 3
                ? `route plan: request to routing-engine failed: connect EHOSTUNREACH 10.44.9.31:7070 (attempt ${a}/3)`
                : `POST /api/routes/plan 502 ${r.int(3000, 3300)}.${r.int(100, 999)} ms - 61`,
              { trace: tr },
            );
          }
          if (r.chance(0.3))
            s.emit(t + 130, "shipper-web", "error", "unhandled rejection in route planner", {
              trace: tr,
              stack: stack(
                "node",
                "Error",
                "connect EHOSTUNREACH 10.44.9.31:7070",
                [["TCPConnectWrap.afterConnect [as oncomplete]", "node:net", 1606]],
                r,
              ),
            });
        },
        t0 + 5000,
      );
      s.every(
        4000,
        (t) =>
          s.emit(
            t,
            "tracking-api",
            "warn",
            `eta: routing-engine unavailable (dial tcp 10.44.9.31:7070: connect: no route to host), serving cached ETA`,
          ),
        t0 + 7000,
      );
    },
  },
  {
    estate: "tidewater",
    origin: "tracking-api",
    category: "configuration",
    hints: ["config", "audience", "aud", "setting"],
    severity: "high",
    note: "tracking-api 3.18.0 rolls out with a changed auth config expecting audience tracking-api-v2, so it rejects every valid token and shipper-web retries on 401s",
    avoid: ["jwks-key-rotation", "clock-skew-nbf", "session-expiry-sweep"],
    run(s, _e, t0) {
      const r = s.rng;
      s.emit(t0 - 9000, "tracking-api", "info", `received SIGTERM, draining (version=3.17.2)`);
      s.emit(t0 - 2000, "tracking-api", "info", `starting tracking-api version=3.18.0 commit=${r.hex(7)} go=go1.22.5`);
      s.emit(
        t0 - 1500,
        "tracking-api",
        "info",
        `config loaded from /etc/tracking/config.yaml (checksum ${r.hex(8)}, changed keys: auth.audience, auth.leeway)`,
      );
      s.emit(
        t0 - 1400,
        "tracking-api",
        "info",
        `auth: issuer=https://iam.tidewater.io audience=tracking-api-v2 leeway=30s jwks=https://iam.tidewater.io/.well-known/jwks.json`,
      );
      s.emit(t0 - 1000, "tracking-api", "info", "server listening addr=:8080");
      s.drop(
        (ev) =>
          ev.t >= t0 && ev.svc === "tracking-api" && ev.msg.includes("/v3/shipments") && ev.msg.includes("status=200"),
      );
      s.drop((ev) => ev.t >= t0 && ev.svc === "edge-waf" && ev.msg.includes("/api/shipments/events") && r.chance(0.9));
      s.every(
        400,
        (t) => {
          const tr = r.hex(16);
          s.emit(
            t,
            "tracking-api",
            "warn",
            `auth: token rejected: aud claim ["tracking","shipments"] does not contain required audience "tracking-api-v2" sub=acct_${r.hex(6)}`,
            { trace: tr },
          );
          s.emit(
            t + 2,
            "tracking-api",
            "info",
            access("go", r, "GET", `/v3/shipments/TW${r.int(10000000, 99999999)}/events`, 401, r.int(1, 3)),
            { trace: tr },
          );
          s.emit(
            t + 8,
            "edge-waf",
            "info",
            access("nginx", r, "GET", "/api/shipments/events", 401, r.int(2, 8), publicIp(r)),
            { trace: tr },
          );
        },
        t0,
      );
      s.every(
        700,
        (t) => {
          const tr = r.hex(16);
          s.emit(
            t,
            "shipper-web",
            "warn",
            `tracking-api answered 401 Unauthorized for GET /v3/shipments/*/events, refreshing service token and retrying`,
            { trace: tr },
          );
          s.emit(
            t + 30,
            "iam-core",
            "info",
            `token issued client_id=shipper-web grant=client_credentials aud=[tracking shipments] exp=3600s`,
            { trace: tr },
          );
          s.emit(
            t + 70,
            "shipper-web",
            "error",
            `shipment timeline unavailable: tracking-api 401 after token refresh (request ${tr.slice(0, 8)})`,
            { trace: tr },
          );
        },
        t0 + 2000,
      );
      s.every(
        60_000,
        (t) =>
          s.emit(
            t,
            "iam-core",
            "warn",
            `client shipper-web requested ${r.int(80, 140)} tokens in the last minute (usual: 1-2); consider caching`,
          ),
        t0 + 60_000,
      );
    },
  },
  {
    estate: "brightline",
    origin: "mfa-push",
    category: "rate_limiting",
    hints: ["rate", "quota", "429", "throttl", "too many"],
    severity: "high",
    note: "mfa-push is throttled by the push provider (429 quota exceeded) and only logs warnings while sso-idp fails every push-based sign-in",
    avoid: ["mfa-push-denied", "credential-stuffing-429", "waf-rate-limit-bots"],
    run(s, _e, t0) {
      const r = s.rng;
      s.drop((ev) => ev.t >= t0 && ev.svc === "mfa-push" && ev.msg.includes("approved on device") && r.chance(0.9));
      s.drop(
        (ev) =>
          ev.t >= t0 &&
          ev.svc === "sso-idp" &&
          ev.msg.includes("AddAuthenticationStatementToAssertion") &&
          r.chance(0.85),
      );
      let depth = 40;
      s.every(
        700,
        (t) => {
          s.emit(
            t,
            "mfa-push",
            "warn",
            `fcm send failed for challenge ${r.hex(10)}: messaging/quota-exceeded (HTTP 429, Retry-After: ${r.int(30, 90)}s); requeued`,
          );
        },
        t0,
      );
      s.every(
        15_000,
        (t) => {
          depth += r.int(150, 400);
          s.emit(
            t,
            "mfa-push",
            "warn",
            `push queue depth=${depth} oldest=${Math.round((t - t0) / 1000)}s, sender backing off`,
          );
        },
        t0 + 5000,
      );
      s.every(
        500,
        (t) => {
          const u = `${r.pick(["jdoe", "mkim", "apatel", "lnguyen", "tsmith"])}${r.int(10, 99)}`;
          s.emit(
            t,
            "sso-idp",
            "error",
            `Authentication of ${u} failed: MFA push not answered within 60s (challenge delivered=false)`,
            {
              stack: r.chance(0.2)
                ? stack(
                    "java",
                    "edu.brightline.idp.mfa.PushTimeoutException",
                    `push challenge for ${u} expired before delivery`,
                    [
                      ["edu.brightline.idp.mfa.PushMfaFlow.awaitApproval", "PushMfaFlow.java", 188],
                      ["edu.brightline.idp.mfa.PushMfaAction.doExecute", "PushMfaAction.java", 77],
                      ["net.shibboleth.idp.profile.AbstractProfileAction.execute", "AbstractProfileAction.java", 153],
                    ],
                    r,
                  )
                : undefined,
            },
          );
          if (r.chance(0.5))
            s.emit(
              t + 40,
              "lms-web",
              "warn",
              `Login failed for ${u}: SAML response status urn:oasis:names:tc:SAML:2.0:status:AuthnFailed from sso-idp`,
            );
        },
        t0 + 62_000,
      );
    },
  },
  {
    estate: "brightline",
    origin: "siem-correlator",
    category: "memory",
    hints: ["memory", "heap", "outofmemory", "oom"],
    severity: "high",
    note: "siem-correlator runs out of Java heap, dies and restarts in a loop while edr-console cannot deliver detections to it",
    avoid: ["siem-gc-pressure", "siem-backpressure"],
    run(s, _e, t0) {
      const r = s.rng;
      const crash1 = t0 + 70_000;
      s.every(
        8000,
        (t) =>
          s.emit(
            t,
            "siem-correlator",
            "warn",
            `[gc][${r.int(1000, 9000)}] overhead, spent [${(r.int(40, 90) / 10).toFixed(1)}s] collecting in the last [${(r.int(91, 99) / 10).toFixed(1)}s]`,
          ),
        t0,
        crash1,
      );
      s.emit(
        t0 + 30_000,
        "siem-correlator",
        "warn",
        "c.b.siem.pipeline.RuleEngine : window evaluation lagging: 148s behind (state store 3.8 GB of 4 GB heap)",
      );
      const crashes = [crash1, crash1 + 200_000, crash1 + 380_000, crash1 + 540_000];
      for (const c of crashes) {
        s.emit(c, "siem-correlator", "error", 'Exception in thread "rule-window-3"', {
          keep: true,
          stack: stack(
            "java",
            "java.lang.OutOfMemoryError",
            "Java heap space",
            [
              ["java.util.Arrays.copyOf", "Arrays.java", 3537],
              ["java.util.ArrayList.grow", "ArrayList.java", 237],
              ["edu.brightline.siem.window.SessionWindowStore.append", "SessionWindowStore.java", 142],
              ["edu.brightline.siem.pipeline.RuleEngine.evaluate", "RuleEngine.java", 311],
            ],
            r,
          ),
        });
        s.emit(c + 400, "siem-correlator", "fatal", "Terminating due to java.lang.OutOfMemoryError: Java heap space", {
          keep: true,
        });
        s.silence("siem-correlator", c + 500, c + 60_000);
        s.emit(
          c + 60_000,
          "siem-correlator",
          "info",
          `Starting SiemCorrelatorApplication v2.9.4 using Java 17.0.11 with PID 1`,
          { keep: true },
        );
        s.emit(
          c + 72_000,
          "siem-correlator",
          "info",
          `Started SiemCorrelatorApplication in 11.${r.int(100, 999)} seconds (process running for 12.4)`,
          { keep: true },
        );
        s.every(
          9000,
          (t) =>
            s.emit(
              t,
              "siem-correlator",
              "warn",
              `[gc][${r.int(100, 900)}] overhead, spent [${(r.int(20, 80) / 10).toFixed(1)}s] collecting in the last [${(r.int(81, 99) / 10).toFixed(1)}s]`,
              { keep: true },
            ),
          c + 110_000,
          c + 190_000,
        );
      }
      s.every(
        900,
        (t) => {
          const down = crashes.some((c) => t > c && t < c + 75_000);
          if (!down && r.chance(0.6)) return;
          for (let a = 1; a <= 2; a++)
            s.emit(
              t + a * 30,
              "edr-console",
              a < 2 ? "warn" : "error",
              a < 2
                ? `Forwarding detection batch ${r.hex(8)} to siem-correlator failed (attempt ${a}), retrying`
                : "Detection forwarding to siem-correlator gave up after 2 attempts; batch spooled",
              {
                stack:
                  a === 2 && r.chance(0.3)
                    ? stack(
                        "dotnet",
                        "System.Net.Http.HttpRequestException",
                        down
                          ? "Connection refused (siem-correlator:8443)"
                          : "The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.",
                        [
                          [
                            "System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)",
                            "/_/src/libraries/System.Net.Http/src/System/Net/Http/SocketsHttpHandler/HttpConnectionPool.cs",
                            1005,
                          ],
                          [
                            "EdrConsole.Forwarding.SiemForwarder.SendAsync(DetectionBatch batch)",
                            "/src/EdrConsole/Forwarding/SiemForwarder.cs",
                            63,
                          ],
                        ],
                        r,
                      )
                    : undefined,
              },
            );
        },
        t0 + 40_000,
      );
    },
  },
];

/** An unrelated rollout or reload near `t`, as the service's runtime prints it. */
export function unrelatedChange(s: Stream, e: Estate, t: number, exclude: string): string {
  const r = s.rng;
  const cands = e.services.filter((x) => x.name !== exclude);
  const svc = r.pick(cands);
  const v = `${r.int(1, 6)}.${r.int(0, 40)}.${r.int(0, 9)}`;
  const lines: Record<string, string[]> = {
    java: [
      `Starting ${svc.name.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}Application v${v} using Java 21.0.3 with PID 1`,
      `Tomcat started on port 8080 (http) with context path '/'`,
      `Started application in ${r.int(6, 14)}.${r.int(100, 999)} seconds`,
    ],
    go: [`starting ${svc.name} version=${v} commit=${r.hex(7)}`, "server listening addr=:8080"],
    node: [`${svc.name}@${v} starting (NODE_ENV=production)`, "Server listening at http://0.0.0.0:3000"],
    python: [
      `[1] [INFO] Starting gunicorn 22.0.0`,
      `[1] [INFO] Listening at: http://0.0.0.0:8000 (1)`,
      `[${r.int(7, 9)}] [INFO] Booting worker with pid: ${r.int(7, 9)}`,
    ],
    dotnet: [
      "Now listening on: http://[::]:8080",
      "Application started. Press Ctrl+C to shut down.",
      "Hosting environment: Production",
    ],
    ruby: [
      `=> Booting Puma`,
      `* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")`,
      "* Listening on http://0.0.0.0:3000",
    ],
    cpp: [`${svc.name} ${v} starting, config /etc/${svc.name}/config.toml`, "listening on 0.0.0.0:7070"],
    nginx: ["signal process started", "reconfiguring", 'using the "epoll" event method', "start worker processes"],
  };
  s.emit(
    t - 8000,
    svc.name,
    "info",
    svc.rt === "nginx"
      ? "configuration file /etc/nginx/nginx.conf test is successful"
      : "received SIGTERM, shutting down gracefully",
  );
  lines[svc.rt].forEach((l, i) => {
    s.emit(t + i * 400, svc.name, "info", l);
  });
  return svc.name;
}
