// The 52 faults (4 per category): where each lives (behind the edge, in an upstream's own dependency, or in the
// edge's own change or limit), what the origin prints in its own words and what the edge's access log shows.
import type { Req } from "./edge.js";
import type { EdgeKind, Estate, Runtime, Svc } from "./estates.js";
import type { Ctx, Effect, Plan } from "./stream.js";
import { callerSays, goPanic, javaStack, nodeStack, pyStack } from "./traces.js";

export const CATEGORIES = [
  "authentication",
  "authorization",
  "configuration",
  "database",
  "dependency",
  "disk",
  "memory",
  "network",
  "null_reference",
  "rate_limiting",
  "timeout",
  "validation",
  "unknown",
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Roles {
  e: Estate;
  up: Svc;
  upIdx: number;
  dep: Svc | null;
  origin: string;
}

export interface IncSpec {
  cat: Category;
  origin: "edge" | "up" | "dep";
  rt?: Runtime;
  edges?: EdgeKind[];
  hints: string[];
  sev: "medium" | "high";
  note: (x: Roles) => string;
  plan: (x: Roles) => Plan;
}

const fx = (
  upIdx: number,
  status: number,
  upStatus: number | null,
  frac: number,
  rt: [number, number],
  more: Partial<Effect> = {},
): Effect => ({ up: upIdx, status, upStatus, frac, rt, ...more });

/** The origin's line on a share of failed requests. */
function says(p: number, f: (c: Ctx, r: Req) => void): (c: Ctx, r: Req) => void {
  return (c, r) => {
    if (c.rng.chance(p)) f(c, r);
  };
}

/** Two hops: the internal service fails in its own words, its caller reports the call, the edge shows 502s. */
function twoHop(x: Roles, p: number, own: (c: Ctx, r: Req) => void, st: number | null = 500): (c: Ctx, r: Req) => void {
  const d = x.dep!;
  return (c, r) => {
    const tr = r.id.slice(0, 12);
    if (c.rng.chance(p)) own(c, r);
    if (c.rng.chance(0.45))
      c.emit(
        x.up.svc,
        "error",
        callerSays(x.up.rt, d.svc, d.port, "/internal/v1/" + d.svc.split("-")[0], st),
        r.at - 8,
        undefined,
        tr,
      );
  };
}

const restartEvery = (svc: string, events: string, secs: number, reason: string) => (c: Ctx, t: number) => {
  if (t >= c.t0 && ((t - c.t0) / 1000) % secs === 3) {
    c.emit(
      events,
      "warn",
      `Warning  BackOff  pod/${svc}-${c.rng.hex(5)}  Back-off restarting failed container ${svc} in pod ${svc}-${c.rng.hex(5)} (${reason})`,
      t,
    );
  }
};

/** A Spring placeholder left unresolved in a ConfigMap. */
const UNRESOLVED = ["$", "{DB_POOL_MAX}"].join("");

export const INCIDENTS: IncSpec[] = [
  // ---------------- authentication
  {
    cat: "authentication",
    origin: "up",
    rt: "java",
    hints: ["ldap", "bind", "authentication", "credential"],
    sev: "high",
    note: (x) =>
      `${x.up.svc}'s LDAP service-account bind is rejected (error 49, data 52e) after a password rotation; logins via ${x.e.edge.svc} return 500`,
    plan: (x) => ({
      effect: fx(x.upIdx, 500, 500, 0.55, [0.05, 0.4]),
      onFail: says(0.6, (c, r) =>
        c.emit(
          x.up.svc,
          "error",
          `LDAP bind failed for cn=svc-${x.up.svc},ou=service-accounts,dc=corp,dc=local`,
          r.at - 10,
          javaStack(
            x.up.svc,
            "org.springframework.ldap.AuthenticationException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 52e, v4563]",
            [
              "org.springframework.ldap.support.LdapUtils.convertLdapException(LdapUtils.java:191)",
              "org.springframework.ldap.core.support.AbstractContextSource.getContext(AbstractContextSource.java:362)",
            ],
            "javax.naming.AuthenticationException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 52e, v4563]",
          ),
          r.id.slice(0, 12),
        ),
      ),
    }),
  },
  {
    cat: "authentication",
    origin: "up",
    rt: "python",
    hints: ["password", "authentication", "credential", "postgres"],
    sev: "high",
    note: (x) =>
      `${x.up.svc} can no longer log in to its Postgres (password authentication failed for its role after a secret rotation); every request 500s at the edge`,
    plan: (x) => {
      const role = `${x.up.svc.replace(/-/g, "_")}_rw`;
      return {
        effect: fx(x.upIdx, 500, 500, 0.9, [0.02, 0.09]),
        onFail: says(0.5, (c, r) =>
          c.emit(
            x.up.svc,
            "error",
            "Exception in ASGI application",
            r.at - 6,
            pyStack(
              x.up.svc,
              `psycopg.OperationalError: connection failed: connection to server at "10.40.9.4", port 5432 failed: FATAL:  password authentication failed for user "${role}"`,
              [
                [
                  "/usr/local/lib/python3.12/site-packages/psycopg_pool/pool.py",
                  208,
                  "getconn",
                  "conn = self._connect(timeout=timeout)",
                ],
              ],
            ),
          ),
        ),
        start: (c) =>
          c.emit(
            c.e.worker.svc,
            "info",
            `external-secrets: refreshed secret ${x.up.svc}-db (keys: DB_PASSWORD)`,
            c.t0 - 35000,
          ),
      };
    },
  },
  {
    cat: "authentication",
    origin: "up",
    rt: "node",
    hints: ["api key", "401", "authentication", "unauthorized", "invalid"],
    sev: "medium",
    note: (x) =>
      `${x.up.svc}'s calls to its payment provider are refused with 401 "Invalid API Key provided" after a key roll; it answers 502 through ${x.e.edge.svc}`,
    plan: (x) => ({
      effect: fx(x.upIdx, 502, 502, 0.6, [0.2, 0.6], { method: "POST" }),
      onFail: says(0.7, (c, r) =>
        c.emit(
          x.up.svc,
          "error",
          "payment provider call failed",
          r.at - 12,
          nodeStack(
            x.up.svc,
            `AuthenticationError: Invalid API Key provided: sk_live_********************a9Xq (type=authentication_error, statusCode=401, requestId=req_${c.rng.hex(14)})`,
            ["StripeError.generate (/app/node_modules/stripe/cjs/Error.js:10:20)"],
          ),
          r.id.slice(0, 12),
        ),
      ),
    }),
  },
  {
    cat: "authentication",
    origin: "dep",
    rt: "go",
    hints: ["wrongpass", "auth", "password", "redis", "authentication"],
    sev: "high",
    note: (x) =>
      `${x.dep!.svc}'s Redis ACL user was rotated and every AUTH returns WRONGPASS; ${x.up.svc} gets 500s from it and the edge shows 502s`,
    plan: (x) => ({
      effect: fx(x.upIdx, 502, 502, 0.7, [0.03, 0.2]),
      onFail: twoHop(x, 0.55, (c, r) =>
        c.emit(
          x.dep!.svc,
          "error",
          `session lookup failed: WRONGPASS invalid username-password pair or user is disabled. (redis addr=redis-sessions:6379 user=${x.dep!.svc})`,
          r.at - 14,
        ),
      ),
    }),
  },
  // ---------------- authorization
  {
    cat: "authorization",
    origin: "up",
    rt: "java",
    hints: ["accessdenied", "access", "denied", "403", "not authorized"],
    sev: "medium",
    note: (x) =>
      `${x.up.svc}'s IAM role lost s3:PutObject after a policy change; its uploads fail with AccessDenied and POSTs return 500 at the edge`,
    plan: (x) => ({
      effect: fx(x.upIdx, 500, 500, 0.85, [0.08, 0.3], { method: "POST" }),
      onFail: says(0.65, (c, r) =>
        c.emit(
          x.up.svc,
          "error",
          "Failed to store document",
          r.at - 9,
          javaStack(
            x.up.svc,
            `software.amazon.awssdk.services.s3.model.S3Exception: User: arn:aws:sts::480213377615:assumed-role/${x.up.svc}-prod/botocore-session is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::${x.e.namespace}-documents/${c.rng.hex(8)}.pdf" because no identity-based policy allows the s3:PutObject action (Service: S3, Status Code: 403, Request ID: ${c.rng.hex(16).toUpperCase()})`,
            [
              "software.amazon.awssdk.core.internal.http.CombinedResponseHandler.handleErrorResponse(CombinedResponseHandler.java:125)",
            ],
          ),
          r.id.slice(0, 12),
        ),
      ),
    }),
  },
  {
    cat: "authorization",
    origin: "up",
    rt: "go",
    hints: ["permission", "denied", "not authorized", "403", "permissiondenied"],
    sev: "medium",
    note: (x) =>
      `${x.up.svc}'s service account lost pubsub.topics.publish; each write fails with PermissionDenied and returns 500 through ${x.e.edge.svc}`,
    plan: (x) => ({
      effect: fx(x.upIdx, 500, 500, 0.8, [0.03, 0.12], { method: "POST" }),
      onFail: says(0.7, (c, r) =>
        c.emit(
          x.up.svc,
          "error",
          `publish to projects/${x.e.namespace}/topics/${x.up.svc}-events failed: rpc error: code = PermissionDenied desc = User not authorized to perform this action.`,
          r.at - 5,
          undefined,
          r.id.slice(0, 12),
        ),
      ),
    }),
  },
  {
    cat: "authorization",
    origin: "up",
    rt: "python",
    hints: ["permission", "privilege", "denied", "insufficient"],
    sev: "high",
    note: (x) =>
      `a migration revoked ${x.up.svc}'s grants on its invoices table; queries fail with InsufficientPrivilege and the edge shows 500s`,
    plan: (x) => ({
      effect: fx(x.upIdx, 500, 500, 0.6, [0.02, 0.08]),
      start: (c) =>
        c.emit(
          c.e.worker.svc,
          "info",
          "alembic: Running upgrade 3f2a91c -> 7be0d44, split invoices ownership to billing_owner",
          c.t0 - 20000,
        ),
      onFail: says(0.6, (c, r) =>
        c.emit(
          x.up.svc,
          "error",
          "Exception in ASGI application",
          r.at - 4,
          pyStack(x.up.svc, "psycopg.errors.InsufficientPrivilege: permission denied for table invoices", [
            [
              "/usr/local/lib/python3.12/site-packages/sqlalchemy/engine/default.py",
              941,
              "do_execute",
              "cursor.execute(statement, parameters)",
            ],
          ]),
        ),
      ),
    }),
  },
  {
    cat: "authorization",
    origin: "dep",
    rt: "java",
    hints: ["permission", "denied", "403", "forbidden", "vault"],
    sev: "medium",
    note: (x) =>
      `${x.dep!.svc}'s Vault policy no longer covers its secret path (403 permission denied), so it fails requests; ${x.up.svc} relays 500s and the edge shows 502s`,
    plan: (x) => ({
      effect: fx(x.upIdx, 502, 502, 0.65, [0.05, 0.3]),
      onFail: twoHop(x, 0.5, (c, r) =>
        c.emit(
          x.dep!.svc,
          "error",
          "Could not read signing key from Vault",
          r.at - 15,
          javaStack(
            x.dep!.svc,
            `org.springframework.vault.VaultException: Status 403 Forbidden [secret/data/${x.dep!.svc}/signing]: 1 error occurred:\n\t* permission denied`,
            ["org.springframework.vault.client.VaultResponses.buildException(VaultResponses.java:84)"],
          ),
        ),
      ),
    }),
  },
  // ---------------- configuration
  {
    cat: "configuration",
    origin: "edge",
    edges: ["nginx", "kong"],
    hints: ["config", "reload", "port", "upstream"],
    sev: "high",
    note: (x) =>
      `${x.e.edge.svc} reloaded a config that points ${x.up.svc}'s upstream at port ${x.up.port + 1} where nothing listens; all its requests are refused with 502 while ${x.up.svc} itself is healthy`,
    plan: (x) => {
      const bad = `${"10.42.3.17"}:${x.up.port + 1}`;
      return {
        effect: fx(x.upIdx, 502, null, 0.97, [0.001, 0.004], { fail: "refused", upAddr: bad, ramp: 5 }),
        start: (c) => {
          const t = c.t0 - 1500;
          if (c.e.edge.kind === "nginx") {
            c.emit(
              c.e.edge.svc,
              "info",
              `I1129 controller.go:214] "Configuration changes detected, backend reload required"`,
              t,
            );
            c.emit(c.e.edge.svc, "info", `[notice] 1#1: signal 1 (SIGHUP) received from 3021, reconfiguring`, t + 300);
            c.emit(
              c.e.edge.svc,
              "info",
              `I1129 controller.go:224] "Backend successfully reloaded" (service ${c.e.namespace}/${x.up.svc} port changed ${x.up.port} -> ${x.up.port + 1})`,
              t + 700,
            );
          } else {
            c.emit(
              c.e.edge.svc,
              "info",
              `[kong] init.lua:470 declarative config loaded from /kong/declarative/kong.yml (service ${x.up.svc}: url=http://${x.up.svc}:${x.up.port + 1})`,
              t,
            );
            c.emit(c.e.edge.svc, "info", `[notice] 1#0: signal 1 (SIGHUP) received, reconfiguring`, t + 300);
          }
        },
      };
    },
  },
  {
    cat: "configuration",
    origin: "edge",
    edges: ["alb"],
    hints: ["health check", "config", "unhealthy", "target"],
    sev: "high",
    note: (x) =>
      `${x.e.edge.svc}'s target group health check path was changed to one ${x.up.svc} answers 404 to, all targets go unhealthy and the ALB answers 503 itself`,
    plan: (x) => ({
      effect: fx(x.upIdx, 503, null, 0.98, [0.0, 0.001], { fail: "nohealthy", ramp: 30 }),
      start: (c) =>
        c.emit(
          c.e.events,
          "info",
          `Normal  SuccessfullyReconciled  targetgroupbinding/${x.up.svc}  Successfully reconciled (healthCheckPath /healthz -> /health/ready)`,
          c.t0 - 45000,
        ),
      tick: (c, t) => {
        if (t >= c.t0 - 40000 && Math.floor(t / 1000) % 10 === 4)
          c.emit(
            x.up.svc,
            "info",
            x.up.rt === "node"
              ? "GET /health/ready 404 0.412 ms - 9 ELB-HealthChecker/2.0"
              : `GET /health/ready -> 404 Not Found (ELB-HealthChecker/2.0)`,
            t + 120,
          );
      },
    }),
  },
  {
    cat: "configuration",
    origin: "up",
    rt: "node",
    hints: ["environment", "missing", "config", "env", "variable"],
    sev: "high",
    note: (x) =>
      `a release of ${x.up.svc} needs STRIPE_WEBHOOK_SECRET, which is not set; the new pods crash at start-up and the edge returns 502/503`,
    plan: (x) => ({
      effect: fx(x.upIdx, 502, null, 0.75, [0.001, 0.01], { fail: "refused", ramp: 60 }),
      start: (c) =>
        c.emit(
          c.e.events,
          "info",
          `Normal  ScalingReplicaSet  deployment/${x.up.svc}  Scaled up replica set ${x.up.svc}-7f9c6d to 3 (image registry.local/${x.up.svc}:2026.11.29-2)`,
          c.t0 - 8000,
        ),
      tick: (c, t) => {
        if (t >= c.t0 && ((t - c.t0) / 1000) % 20 === 2) {
          c.emit(x.up.svc, "info", `> ${x.up.svc}@4.18.0 start\n> node dist/server.js`, t);
          c.emit(
            x.up.svc,
            "fatal",
            "Failed to load configuration",
            t + 400,
            nodeStack(x.up.svc, "Error: Missing required environment variable STRIPE_WEBHOOK_SECRET", [
              "requireEnv (/app/dist/config.js:12:11)",
              "Object.<anonymous> (/app/dist/config.js:41:27)",
            ]),
          );
        }
        restartEvery(x.up.svc, c.e.events, 30, "exit code 1")(c, t);
      },
    }),
  },
  {
    cat: "configuration",
    origin: "up",
    rt: "java",
    hints: ["config", "property", "bind", "failed to start", "properties"],
    sev: "high",
    note: (x) =>
      `a ConfigMap change left \${DB_POOL_MAX} unresolved; ${x.up.svc} fails to start (cannot bind spring.datasource.hikari.maximum-pool-size) and the edge has no healthy upstream`,
    plan: (x) => ({
      effect: fx(x.upIdx, 503, null, 0.9, [0.0, 0.002], { fail: "nohealthy", ramp: 50 }),
      start: (c) =>
        c.emit(
          c.e.events,
          "info",
          `Normal  ConfigMapUpdated  configmap/${x.up.svc}-config  updated by argocd (sync rev 9c1e4f2)`,
          c.t0 - 20000,
        ),
      tick: (c, t) => {
        if (t >= c.t0 && ((t - c.t0) / 1000) % 25 === 5)
          c.emit(x.up.svc, "error", "APPLICATION FAILED TO START", t, [
            "",
            "Description:",
            "",
            "Failed to bind properties under 'spring.datasource.hikari.maximum-pool-size' to int:",
            "",
            "    Property: spring.datasource.hikari.maximum-pool-size",
            `    Value: "${UNRESOLVED}"`,
            "    Origin: class path resource [application.yml] - 14:30",
            `    Reason: failed to convert java.lang.String to int (caused by java.lang.NumberFormatException: For input string: "${UNRESOLVED}")`,
            "",
            "Action:",
            "",
            "Update your application's configuration",
          ]);
        restartEvery(x.up.svc, c.e.events, 30, "exit code 1")(c, t);
      },
    }),
  },
  // ---------------- database
  {
    cat: "database",
    origin: "up",
    rt: "java",
    hints: ["connection", "pool", "hikari", "sql", "database"],
    sev: "high",
    note: (x) =>
      `${x.up.svc}'s Hikari pool is exhausted by long-running queries; requests wait 30 s for a connection and fail with 500 at the edge`,
    plan: (x) => ({
      effect: fx(x.upIdx, 500, 500, 0.6, [29.8, 30.4], { ramp: 90 }),
      onFail: says(0.55, (c, r) =>
        c.emit(
          x.up.svc,
          "error",
          "Request processing failed",
          r.at - 20,
          javaStack(
            x.up.svc,
            `org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection`,
            ["org.hibernate.exception.internal.SQLStateConversionDelegate.convert(SQLStateConversionDelegate.java:98)"],
            `java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${c.rng.int(30, 90)})`,
          ),
          r.id.slice(0, 12),
        ),
      ),
      tick: (c, t) => {
        if (t >= c.t0 && Math.floor(t / 1000) % 30 === 0)
          c.emit(
            x.up.svc,
            "warn",
            `HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${c.rng.int(40, 120)})`,
            t,
          );
      },
    }),
  },
  {
    cat: "database",
    origin: "up",
    rt: "python",
    hints: ["deadlock", "database", "sql", "postgres"],
    sev: "medium",
    note: (x) =>
      `${x.up.svc}'s writes deadlock against a new batch update in Postgres; a third of its writes fail with 500`,
    plan: (x) => ({
      effect: fx(x.upIdx, 500, 500, 0.35, [1.0, 1.4], { method: "POST" }),
      onFail: says(0.7, (c, r) =>
        c.emit(
          x.up.svc,
          "error",
          "Exception in ASGI application",
          r.at - 30,
          pyStack(
            x.up.svc,
            `psycopg.errors.DeadlockDetected: deadlock detected\nDETAIL:  Process ${c.rng.int(8000, 9999)} waits for ShareLock on transaction ${c.rng.int(99000000, 99999999)}; blocked by process ${c.rng.int(8000, 9999)}.\nProcess ${c.rng.int(8000, 9999)} waits for ShareLock on transaction ${c.rng.int(99000000, 99999999)}; blocked by process ${c.rng.int(8000, 9999)}.\nHINT:  See server log for query details.`,
          ),
        ),
      ),
    }),
  },
  {
    cat: "database",
    origin: "up",
    rt: "node",
    hints: ["too many", "connection", "mysql", "database"],
    sev: "high",
    note: (x) =>
      `${x.up.svc}'s MySQL runs out of connection slots (ER_CON_COUNT_ERROR: Too many connections); most of its requests fail with 500`,
    plan: (x) => ({
      effect: fx(x.upIdx, 500, 500, 0.7, [0.01, 0.05]),
      onFail: says(0.6, (c, r) =>
        c.emit(
          x.up.svc,
          "error",
          "query failed",
          r.at - 3,
          nodeStack(x.up.svc, "Error: ER_CON_COUNT_ERROR: Too many connections", [
            "Handshake.Sequence._packetToError (/app/node_modules/mysql/lib/protocol/sequences/Sequence.js:47:14)",
          ]),
          r.id.slice(0, 12),
        ),
      ),
    }),
  },
  {
    cat: "database",
    origin: "dep",
    rt: "go",
    hints: ["connection", "slots", "postgres", "database"],
    sev: "high",
    note: (x) =>
      `${x.dep!.svc}'s Postgres has no free connection slots (remaining slots reserved for superuser); ${x.up.svc} gets 500s from it and the edge shows 502s`,
    plan: (x) => ({
      effect: fx(x.upIdx, 502, 502, 0.6, [0.02, 0.1]),
      onFail: twoHop(x, 0.6, (c, r) =>
        c.emit(
          x.dep!.svc,
          "error",
          `query failed: pq: remaining connection slots are reserved for non-replication superuser connections`,
          r.at - 12,
        ),
      ),
    }),
  },
  // ---------------- dependency
  {
    cat: "dependency",
    origin: "up",
    rt: "node",
    hints: ["503", "unavailable", "provider", "circuit", "breaker"],
    sev: "medium",
    note: (x) =>
      `${x.up.svc}'s payment provider answers 503 Service Unavailable; its breaker opens and it returns 503 through the edge`,
    plan: (x) => ({
      effect: fx(x.upIdx, 503, 503, 0.7, [0.05, 2.5], { method: "POST" }),
      onFail: says(0.6, (c, r) =>
        c.rng.chance(0.5)
          ? c.emit(
              x.up.svc,
              "error",
              `adyen /payments failed: HTTP 503 Service Unavailable (pspReference=-, errorCode=000) after ${c.rng.int(800, 2400)}ms`,
              r.at - 20,
              undefined,
              r.id.slice(0, 12),
            )
          : c.emit(
              x.up.svc,
              "warn",
              `OpenCircuitError: Breaker is open (breaker "adyen-payments", failures=${c.rng.int(20, 80)}/50 in rolling window)`,
              r.at - 2,
              undefined,
              r.id.slice(0, 12),
            ),
      ),
    }),
  },
  {
    cat: "dependency",
    origin: "up",
    rt: "java",
    hints: ["kafka", "broker", "unavailable", "metadata"],
    sev: "high",
    note: (x) =>
      `the Kafka brokers ${x.up.svc} produces to are unreachable (Broker may not be available); its writes time out on metadata and fail with 500`,
    plan: (x) => ({
      effect: fx(x.upIdx, 500, 500, 0.8, [6.0, 10.2], { method: "POST" }),
      tick: (c, t) => {
        if (t >= c.t0 && Math.floor(t / 1000) % 3 === 0)
          c.emit(
            x.up.svc,
            "warn",
            `[Producer clientId=${x.up.svc}-producer-1] Connection to node ${c.rng.int(0, 2)} (kafka-${c.rng.int(0, 2)}.kafka-headless.${c.e.namespace}.svc/10.42.7.${c.rng.int(10, 14)}:9092) could not be established. Broker may not be available.`,
            t + 100,
          );
      },
      onFail: says(0.6, (c, r) =>
        c.emit(
          x.up.svc,
          "error",
          "Failed to publish event",
          r.at - 10,
          javaStack(
            x.up.svc,
            `org.apache.kafka.common.errors.TimeoutException: Topic ${x.up.svc}-events not present in metadata after 6000 ms.`,
            ["org.apache.kafka.clients.producer.KafkaProducer.waitOnMetadata(KafkaProducer.java:1150)"],
          ),
          r.id.slice(0, 12),
        ),
      ),
    }),
  },
  {
    cat: "dependency",
    origin: "dep",
    rt: "python",
    hints: ["503", "unavailable", "vendor", "upstream", "provider"],
    sev: "medium",
    note: (x) =>
      `the external API ${x.dep!.svc} wraps answers 503 Service Unavailable; ${x.dep!.svc} fails its calls, ${x.up.svc} relays 500s, the edge shows 502s`,
    plan: (x) => ({
      effect: fx(x.upIdx, 502, 502, 0.55, [0.3, 1.5]),
      onFail: twoHop(x, 0.6, (c, r) =>
        c.emit(
          x.dep!.svc,
          "error",
          `vendor call failed: httpx.HTTPStatusError: Server error '503 Service Unavailable' for url 'https://api.partner-${x.dep!.svc.split("-")[0]}.com/v3/lookup'`,
          r.at - 30,
        ),
      ),
    }),
  },
  {
    cat: "dependency",
    origin: "up",
    rt: "go",
    hints: ["provider", "500", "circuit", "breaker", "upstream"],
    sev: "medium",
    note: (x) =>
      `the geocoding provider ${x.up.svc} calls returns 500s; gobreaker opens and ${x.up.svc} answers 503 through the edge`,
    plan: (x) => ({
      effect: fx(x.upIdx, 503, 503, 0.55, [0.01, 1.2]),
      onFail: says(0.6, (c, r) =>
        c.emit(
          x.up.svc,
          "error",
          c.rng.chance(0.4)
            ? `geocode: GET https://geocode.search.hereapi.com/v1/geocode: 500 Internal Server Error (x-request-id ${c.rng.hex(16)})`
            : `geocode: circuit breaker is open (breaker=here-geocode)`,
          r.at - 4,
          undefined,
          r.id.slice(0, 12),
        ),
      ),
    }),
  },
  // ---------------- disk
  {
    cat: "disk",
    origin: "up",
    rt: "node",
    hints: ["enospc", "space", "disk", "no space"],
    sev: "high",
    note: (x) => `${x.up.svc}'s upload temp volume fills up (ENOSPC); its POSTs fail with 500`,
    plan: (x) => ({
      effect: fx(x.upIdx, 500, 500, 0.9, [0.05, 0.3], { method: "POST" }),
      onFail: says(0.7, (c, r) =>
        c.emit(
          x.up.svc,
          "error",
          "upload failed",
          r.at - 4,
          nodeStack(
            x.up.svc,
            `Error: ENOSPC: no space left on device, write '/var/lib/${x.up.svc}/tmp/upload_${c.rng.hex(12)}'`,
            ["WriteStream.onwrite (node:internal/fs/streams:441:14)"],
          ),
          r.id.slice(0, 12),
        ),
      ),
    }),
  },
  {
    cat: "disk",
    origin: "edge",
    edges: ["nginx", "kong"],
    hints: ["space", "disk", "no space", "device"],
    sev: "high",
    note: (x) =>
      `${x.e.edge.svc}'s own cache volume is full; it cannot buffer request bodies (pwrite() failed, 28: No space left on device) and answers 500 to POSTs for every upstream`,
    plan: () => ({
      effect: fx(-1, 500, null, 0.95, [0.0, 0.002], { method: "POST" }),
      onFail: says(0.7, (c, r) => {
        const d = new Date(r.at);
        const ts = `${d.getUTCFullYear()}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${String(d.getUTCDate()).padStart(2, "0")} ${d.toISOString().slice(11, 19)}`;
        c.emit(
          c.e.edge.svc,
          "error",
          `${ts} [crit] 31#31: *${r.at % 900000} pwrite() "/var/cache/nginx/client_temp/00000${c.rng.int(10000, 99999)}" failed (28: No space left on device), client: ${r.client}, server: ${c.e.host}, request: "${r.method} ${r.path} HTTP/1.1", host: "${c.e.host}"`,
          r.at,
        );
      }),
    }),
  },
  {
    cat: "disk",
    origin: "up",
    rt: "java",
    hints: ["flood", "watermark", "disk", "read-only", "storage"],
    sev: "medium",
    note: (x) =>
      `the Elasticsearch cluster behind ${x.up.svc} hit the flood-stage disk watermark; its index is read-only and writes fail with 500`,
    plan: (x) => ({
      effect: fx(x.upIdx, 500, 500, 0.85, [0.02, 0.1], { method: "POST" }),
      onFail: says(0.65, (c, r) =>
        c.emit(
          x.up.svc,
          "error",
          "Indexing failed",
          r.at - 5,
          javaStack(
            x.up.svc,
            `co.elastic.clients.elasticsearch._types.ElasticsearchException: [es/index] failed: [cluster_block_exception] index [${x.up.svc}-2026.11] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];`,
            [
              "co.elastic.clients.transport.ElasticsearchTransportBase.getApiResponse(ElasticsearchTransportBase.java:345)",
            ],
          ),
          r.id.slice(0, 12),
        ),
      ),
    }),
  },
  {
    cat: "disk",
    origin: "dep",
    rt: "python",
    hints: ["space", "errno 28", "disk", "device"],
    sev: "high",
    note: (x) =>
      `${x.dep!.svc}'s data volume is full (Errno 28 No space left on device); ${x.up.svc} relays its 500s and the edge shows 502s`,
    plan: (x) => ({
      effect: fx(x.upIdx, 502, 502, 0.6, [0.02, 0.12]),
      onFail: twoHop(x, 0.6, (c, r) =>
        c.emit(
          x.dep!.svc,
          "error",
          "Exception in ASGI application",
          r.at - 12,
          pyStack(x.dep!.svc, `OSError: [Errno 28] No space left on device: '/data/spool/${c.rng.hex(10)}.tmp'`, [
            [`/app/${x.dep!.svc.replace(/-/g, "_")}/store.py`, 58, "write", "fh.write(blob)"],
          ]),
        ),
      ),
    }),
  },
  // ---------------- memory
  {
    cat: "memory",
    origin: "up",
    rt: "java",
    hints: ["outofmemory", "heap", "memory", "oom"],
    sev: "high",
    note: (x) =>
      `${x.up.svc} runs out of Java heap (OutOfMemoryError) under a large export; pods restart and the edge shows 502s`,
    plan: (x) => ({
      effect: fx(x.upIdx, 502, null, 0.6, [0.5, 8], { fail: "premature", ramp: 90 }),
      tick: (c, t) => {
        const s = (t - c.t0) / 1000;
        if (s >= -60 && s < 0 && s % 15 === 0)
          c.emit(
            x.up.svc,
            "warn",
            `[gc] GC(${c.rng.int(4000, 5000)}) Pause Full (G1 Compaction Pause) 3968M->3951M(4096M) ${c.rng.int(1800, 4200)}.${c.rng.int(100, 999)}ms`,
            t,
          );
        if (s >= 0 && s % 40 === 1) {
          c.emit(x.up.svc, "error", `Exception in thread "http-nio-8080-exec-${c.rng.int(1, 200)}"`, t, [
            "java.lang.OutOfMemoryError: Java heap space",
            "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
            "\tat java.base/java.lang.AbstractStringBuilder.ensureCapacityInternal(AbstractStringBuilder.java:242)",
            "\tat com.fasterxml.jackson.core.util.TextBuffer.expand(TextBuffer.java:1034)",
          ]);
          c.emit(
            c.e.events,
            "warn",
            `Warning  Unhealthy  pod/${x.up.svc}-${c.rng.hex(5)}  Liveness probe failed: Get "http://10.42.2.11:8080/actuator/health": context deadline exceeded`,
            t + 8000,
          );
          c.emit(
            x.up.svc,
            "info",
            `Started ${x.up.svc.replace(/-/g, "")}Application in 24.812 seconds (process running for 26.1)`,
            t + 30000,
          );
        }
      },
    }),
  },
  {
    cat: "memory",
    origin: "up",
    rt: "node",
    hints: ["heap", "memory", "allocation", "out of memory"],
    sev: "high",
    note: (x) =>
      `${x.up.svc}'s Node process hits its heap limit (JavaScript heap out of memory) and crashes repeatedly; the edge sees premature closes and 502s`,
    plan: (x) => ({
      effect: fx(x.upIdx, 502, null, 0.5, [0.3, 4], { fail: "premature", ramp: 60 }),
      tick: (c, t) => {
        const s = (t - c.t0) / 1000;
        if (s >= 0 && s % 35 === 2)
          c.emit(x.up.svc, "fatal", "<--- Last few GCs --->", t, [
            "",
            `[1:0x6a3c000]   ${c.rng.int(300000, 400000)} ms: Mark-Compact 2039.6 (2083.4) -> 2036.9 (2084.1) MB, 1812.44 / 0.00 ms  (average mu = 0.081, current mu = 0.012) allocation failure; scavenge might not succeed`,
            "",
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
            " 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
            " 2: 0xf06b50 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
          ]);
        if (s >= 0 && s % 35 === 6) c.emit(x.up.svc, "info", `server listening on 0.0.0.0:${x.up.port}`, t);
      },
    }),
  },
  {
    cat: "memory",
    origin: "dep",
    rt: "go",
    hints: ["oom", "memory", "killed", "137"],
    sev: "high",
    note: (x) =>
      `${x.dep!.svc} is OOMKilled (exit 137) again and again; ${x.up.svc} cannot connect to it and the edge shows 502s`,
    plan: (x) => ({
      effect: fx(x.upIdx, 502, 502, 0.5, [0.01, 0.05], { ramp: 20 }),
      tick: (c, t) => {
        const s = (t - c.t0) / 1000;
        if (s >= 0 && s % 45 === 0) {
          c.emit(
            c.e.events,
            "warn",
            `Warning  OOMKilling  node/ip-10-40-12-${c.rng.int(10, 99)}.eu-west-2.compute.internal  Memory cgroup out of memory: Killed process ${c.rng.int(2000, 9000)} (${x.dep!.svc}) total-vm:${c.rng.int(2100000, 2400000)}kB, anon-rss:1048312kB`,
            t,
          );
          c.emit(
            c.e.events,
            "warn",
            `Warning  BackOff  pod/${x.dep!.svc}-${c.rng.hex(5)}  Back-off restarting failed container ${x.dep!.svc} (last state: Terminated, reason: OOMKilled, exit code 137)`,
            t + 2000,
          );
          c.emit(x.dep!.svc, "info", `starting ${x.dep!.svc} version=1.14.2 GOMEMLIMIT=unset`, t + 12000);
        }
      },
      onFail: twoHop(x, 0, () => {}, null),
    }),
  },
  {
    cat: "memory",
    origin: "up",
    rt: "python",
    hints: ["memory", "sigkill", "out of memory", "oom"],
    sev: "high",
    note: (x) =>
      `${x.up.svc}'s gunicorn workers grow until the kernel kills them ("Perhaps out of memory?"); in-flight requests end as 502 at the edge`,
    plan: (x) => ({
      effect: fx(x.upIdx, 502, null, 0.35, [0.5, 6], { fail: "premature", ramp: 60 }),
      tick: (c, t) => {
        const s = (t - c.t0) / 1000;
        if (s >= -90 && s % 30 === 0)
          c.emit(
            x.up.svc,
            "warn",
            `memory watchdog: worker ${c.rng.int(10, 40)} rss=${(1.5 + Math.max(0, s + 90) / 400).toFixed(2)}GiB (limit 2GiB)`,
            t,
          );
        if (s >= 0 && s % 12 === 5) {
          const pid = c.rng.int(100, 900);
          c.emit(x.up.svc, "error", `[ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`, t);
          c.emit(x.up.svc, "info", `[INFO] Booting worker with pid: ${pid + c.rng.int(1, 40)}`, t + 300);
        }
      },
    }),
  },
  // ---------------- network
  {
    cat: "network",
    origin: "up",
    rt: "node",
    hints: ["dns", "getaddrinfo", "eai_again", "resolve"],
    sev: "high",
    note: (x) =>
      `${x.up.svc} cannot resolve its cache and database hostnames (getaddrinfo EAI_AGAIN) after a node-local DNS change; its requests fail with 500`,
    plan: (x) => ({
      effect: fx(x.upIdx, 500, 500, 0.6, [5.0, 5.2]),
      onFail: says(0.65, (c, r) =>
        c.emit(
          x.up.svc,
          "error",
          "request failed",
          r.at - 10,
          nodeStack(
            x.up.svc,
            `Error: getaddrinfo EAI_AGAIN ${c.rng.pick(["redis-main", "pg-primary"])}.${c.e.namespace}.svc.cluster.local`,
            ["GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:dns:120:26)"],
          ),
          r.id.slice(0, 12),
        ),
      ),
    }),
  },
  {
    cat: "network",
    origin: "up",
    rt: "java",
    hints: ["route", "unreachable", "network", "socket", "host"],
    sev: "medium",
    note: (x) =>
      `after an egress/NAT change ${x.up.svc} has no route to its partner API (NoRouteToHostException); its requests fail with 502`,
    plan: (x) => ({
      effect: fx(x.upIdx, 502, 502, 0.5, [3.0, 3.1]),
      onFail: says(0.6, (c, r) =>
        c.emit(
          x.up.svc,
          "error",
          "Partner call failed",
          r.at - 8,
          javaStack(
            x.up.svc,
            `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "https://api.partner.example/v2/quotes": No route to host`,
            ["org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)"],
            "java.net.NoRouteToHostException: No route to host",
          ),
          r.id.slice(0, 12),
        ),
      ),
    }),
  },
  {
    cat: "network",
    origin: "dep",
    rt: "go",
    hints: ["tls", "certificate", "x509", "handshake", "expired"],
    sev: "high",
    note: (x) =>
      `${x.dep!.svc}'s mTLS serving certificate expired; ${x.up.svc}'s TLS handshakes to it fail (x509 expired) and the edge shows 502s`,
    plan: (x) => ({
      effect: fx(x.upIdx, 502, 502, 0.75, [0.01, 0.05], { ramp: 5 }),
      onFail: (c, r) => {
        const d = x.dep!;
        if (c.rng.chance(0.4))
          c.emit(
            d.svc,
            "error",
            `http: TLS handshake error from 10.42.${c.rng.int(1, 30)}.${c.rng.int(2, 250)}:${c.rng.int(30000, 60000)}: remote error: tls: bad certificate`,
            r.at - 9,
          );
        if (c.rng.chance(0.5)) {
          const m = {
            java: `I/O error on POST request for "https://${d.svc}:${d.port}/internal": PKIX path validation failed: java.security.cert.CertPathValidatorException: validity check failed`,
            node: `request to https://${d.svc}:${d.port}/internal failed, reason: certificate has expired (CERT_HAS_EXPIRED)`,
            python: `httpx.ConnectError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: certificate has expired (_ssl.c:1006) (https://${d.svc}:${d.port}/internal)`,
            go: `Post "https://${d.svc}:${d.port}/internal": tls: failed to verify certificate: x509: certificate has expired or is not yet valid: current time ${new Date(r.at).toISOString().slice(0, 19)}Z is after ${new Date(c.t0 - 1000).toISOString().slice(0, 19)}Z`,
          }[x.up.rt];
          c.emit(x.up.svc, "error", m, r.at - 6, undefined, r.id.slice(0, 12));
        }
      },
    }),
  },
  {
    cat: "network",
    origin: "up",
    rt: "python",
    hints: ["reset", "connection", "network", "socket", "aborted"],
    sev: "medium",
    note: (x) =>
      `the egress proxy path from ${x.up.svc} to its partner resets connections (Connection reset by peer); its requests fail with 502`,
    plan: (x) => ({
      effect: fx(x.upIdx, 502, 502, 0.45, [0.2, 0.9]),
      onFail: says(0.65, (c, r) =>
        c.emit(
          x.up.svc,
          "error",
          "Exception in ASGI application",
          r.at - 5,
          pyStack(
            x.up.svc,
            "requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))",
            [
              [
                "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
                682,
                "send",
                "raise ConnectionError(err, request=request)",
              ],
            ],
          ),
        ),
      ),
    }),
  },
  // ---------------- null_reference
  {
    cat: "null_reference",
    origin: "up",
    rt: "java",
    hints: ["null", "nullpointer", "npe"],
    sev: "high",
    note: (x) =>
      `a release of ${x.up.svc} dereferences a missing billing address (NullPointerException) on one route; those requests 500`,
    plan: (x) => ({
      effect: fx(x.upIdx, 500, 500, 0.5, [0.02, 0.08], { route: x.up.routes[0].split("{")[0] }),
      start: (c) =>
        c.emit(
          c.e.events,
          "info",
          `Normal  ScalingReplicaSet  deployment/${x.up.svc}  Scaled up replica set ${x.up.svc}-5d8b7c to 3 (image registry.local/${x.up.svc}:2026.11.29-1)`,
          c.t0 - 25000,
        ),
      onFail: says(0.7, (c, r) =>
        c.emit(
          x.up.svc,
          "error",
          `Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.NullPointerException] with root cause`,
          r.at - 4,
          javaStack(
            x.up.svc,
            `java.lang.NullPointerException: Cannot invoke "com.model.Address.getPostcode()" because the return value of "com.model.Customer.getBillingAddress()" is null`,
          ),
          r.id.slice(0, 12),
        ),
      ),
    }),
  },
  {
    cat: "null_reference",
    origin: "up",
    rt: "node",
    hints: ["undefined", "typeerror", "cannot read", "null"],
    sev: "medium",
    note: (x) =>
      `${x.up.svc} reads .currency of an undefined price object for some items (TypeError); those requests 500`,
    plan: (x) => ({
      effect: fx(x.upIdx, 500, 500, 0.3, [0.01, 0.06]),
      onFail: says(0.7, (c, r) =>
        c.emit(
          x.up.svc,
          "error",
          `unhandled error on ${r.method} ${r.path}`,
          r.at - 3,
          nodeStack(x.up.svc, "TypeError: Cannot read properties of undefined (reading 'currency')", [
            "formatPrice (/app/dist/lib/price.js:22:31)",
            "Array.map (<anonymous>)",
          ]),
          r.id.slice(0, 12),
        ),
      ),
    }),
  },
  {
    cat: "null_reference",
    origin: "up",
    rt: "python",
    hints: ["nonetype", "attributeerror", "none", "null"],
    sev: "medium",
    note: (x) =>
      `${x.up.svc} calls .get on a None profile for users without preferences (AttributeError 'NoneType'); those requests 500`,
    plan: (x) => ({
      effect: fx(x.upIdx, 500, 500, 0.35, [0.01, 0.05]),
      onFail: says(0.7, (c, r) =>
        c.emit(
          x.up.svc,
          "error",
          "Exception in ASGI application",
          r.at - 3,
          pyStack(x.up.svc, "AttributeError: 'NoneType' object has no attribute 'get'", [
            [
              `/app/${x.up.svc.replace(/-/g, "_")}/prefs.py`,
              41,
              "resolve_locale",
              "return profile.preferences.get('locale', 'en')",
            ],
          ]),
        ),
      ),
    }),
  },
  {
    cat: "null_reference",
    origin: "dep",
    rt: "go",
    hints: ["nil", "pointer", "panic", "null"],
    sev: "high",
    note: (x) =>
      `${x.dep!.svc} panics on a nil pointer dereference for some payloads and restarts; ${x.up.svc}'s calls fail and the edge shows 502s`,
    plan: (x) => ({
      effect: fx(x.upIdx, 502, 502, 0.4, [0.01, 0.05]),
      onFail: twoHop(
        x,
        0.35,
        (c, r) =>
          c.emit(
            x.dep!.svc,
            "fatal",
            "panic: runtime error: invalid memory address or nil pointer dereference",
            r.at - 10,
            goPanic(x.dep!.svc, "").slice(1),
          ),
        null,
      ),
    }),
  },
  // ---------------- rate_limiting
  {
    cat: "rate_limiting",
    origin: "edge",
    edges: ["envoy", "kong"],
    hints: ["rate", "limit", "429", "ratelimit"],
    sev: "medium",
    note: (x) =>
      `${x.e.edge.svc}'s rate-limit policy was tightened to 20 requests/minute per client in a config push; ordinary clients get 429 across all routes`,
    plan: (x) => ({
      effect: fx(-1, 429, null, 0.4, [0.0, 0.001], { flag: x.e.edge.kind === "envoy" ? "RL" : undefined, ramp: 20 }),
      start: (c) =>
        c.emit(
          c.e.edge.svc,
          "info",
          c.e.edge.kind === "envoy"
            ? `[info][upstream] lds: add/update listener 'https_listener' (rds version 2026-11-29-rl-7, local_ratelimit token_bucket max_tokens=20 fill_interval=60s)`
            : `[kong] init.lua:470 declarative config loaded: plugin rate-limiting enabled globally (config.minute=20, config.limit_by=consumer)`,
          c.t0 - 3000,
        ),
      onFail: says(0.05, (c, r) =>
        c.emit(
          c.e.edge.svc,
          "warn",
          c.e.edge.kind === "envoy"
            ? `[debug][filter] local_ratelimit: rate limited request ${r.method} ${r.path} from ${r.client}`
            : `[kong] handler.lua:186 [rate-limiting] API rate limit exceeded for consumer ${r.client}`,
          r.at,
        ),
      ),
    }),
  },
  {
    cat: "rate_limiting",
    origin: "up",
    rt: "node",
    hints: ["429", "too many", "rate", "limit", "throttl"],
    sev: "medium",
    note: (x) =>
      `${x.up.svc}'s mail/SMS vendor throttles it with 429 Too Many Requests; it answers 503 through the edge`,
    plan: (x) => ({
      effect: fx(x.upIdx, 503, 503, 0.5, [0.1, 0.4], { method: "POST" }),
      onFail: says(0.65, (c, r) =>
        c.emit(
          x.up.svc,
          "error",
          `notification send failed: HTTPError: Response code 429 (Too Many Requests) from api.sendgrid.com, retry-after=${c.rng.int(10, 60)}s`,
          r.at - 6,
          undefined,
          r.id.slice(0, 12),
        ),
      ),
    }),
  },
  {
    cat: "rate_limiting",
    origin: "up",
    rt: "java",
    hints: ["slowdown", "reduce your request rate", "rate", "throttl"],
    sev: "medium",
    note: (x) =>
      `${x.up.svc} is throttled by S3 (503 SlowDown: Please reduce your request rate) during a bulk job; its requests fail with 503`,
    plan: (x) => ({
      effect: fx(x.upIdx, 503, 503, 0.45, [0.3, 1.8]),
      onFail: says(0.6, (c, r) =>
        c.emit(
          x.up.svc,
          "error",
          "Object read failed",
          r.at - 5,
          javaStack(
            x.up.svc,
            `software.amazon.awssdk.services.s3.model.S3Exception: Please reduce your request rate. (Service: S3, Status Code: 503, Request ID: ${c.rng.hex(16).toUpperCase()}) (Error Code: SlowDown)`,
          ),
          r.id.slice(0, 12),
        ),
      ),
    }),
  },
  {
    cat: "rate_limiting",
    origin: "dep",
    rt: "python",
    hints: ["quota", "429", "rate", "exhausted", "limit"],
    sev: "medium",
    note: (x) =>
      `${x.dep!.svc} exhausts its per-minute API quota (429 ResourceExhausted); ${x.up.svc} relays 500s and the edge shows 502s`,
    plan: (x) => ({
      effect: fx(x.upIdx, 502, 502, 0.5, [0.05, 0.3]),
      onFail: twoHop(x, 0.6, (c, r) =>
        c.emit(
          x.dep!.svc,
          "error",
          "google.api_core.exceptions.ResourceExhausted: 429 Quota exceeded for quota metric 'Requests' and limit 'Requests per minute' of service 'translate.googleapis.com'",
          r.at - 15,
        ),
      ),
    }),
  },
  // ---------------- timeout
  {
    cat: "timeout",
    origin: "up",
    hints: ["timeout", "timed out", "504", "upstream"],
    sev: "high",
    note: (x) =>
      `${x.up.svc} stops answering (its last lines are slow-request warnings, then silence); the edge times out reading its responses and returns 504`,
    plan: (x) => ({
      effect: fx(x.upIdx, 504, null, 0.9, [60.0, 60.01], { fail: "timeout", ramp: 20 }),
      silent: [{ svc: x.up.svc, after: 25 }],
      tick: (c, t) => {
        const s = (t - c.t0) / 1000;
        if (s >= 0 && s < 25 && s % 6 === 0)
          c.emit(
            x.up.svc,
            "warn",
            `request still running after ${10 + s}s: GET ${x.up.routes[0].replace("{id}", c.rng.hex(8))} (worker pool 64/64 busy)`,
            t,
          );
      },
    }),
  },
  {
    cat: "timeout",
    origin: "up",
    rt: "java",
    hints: ["lock wait", "timeout", "lock"],
    sev: "medium",
    note: (x) =>
      `${x.up.svc}'s writes wait on a row lock held by a stuck transaction (Lock wait timeout exceeded) and fail after 50 s`,
    plan: (x) => ({
      effect: fx(x.upIdx, 500, 500, 0.7, [50.0, 50.3], { method: "POST" }),
      onFail: says(0.7, (c, r) =>
        c.emit(
          x.up.svc,
          "error",
          "Transaction rolled back",
          r.at - 60,
          javaStack(
            x.up.svc,
            "org.springframework.dao.CannotAcquireLockException: could not execute statement [Lock wait timeout exceeded; try restarting transaction]",
            [],
            "com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Lock wait timeout exceeded; try restarting transaction",
          ),
          r.id.slice(0, 12),
        ),
      ),
    }),
  },
  {
    cat: "timeout",
    origin: "up",
    rt: "python",
    hints: ["timeout", "timed out", "read"],
    sev: "medium",
    note: (x) =>
      `the tax API ${x.up.svc} calls stops answering in time (ReadTimeout, read timeout=10); its requests fail after 10 s`,
    plan: (x) => ({
      effect: fx(x.upIdx, 504, 504, 0.6, [10.0, 10.2]),
      onFail: says(0.65, (c, r) =>
        c.emit(
          x.up.svc,
          "error",
          "Exception in ASGI application",
          r.at - 30,
          pyStack(
            x.up.svc,
            "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.taxjar.com', port=443): Read timed out. (read timeout=10)",
            [
              [
                "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
                713,
                "send",
                "raise ReadTimeout(e, request=request)",
              ],
            ],
          ),
        ),
      ),
    }),
  },
  {
    cat: "timeout",
    origin: "dep",
    rt: "java",
    hints: ["deadline", "timeout", "slow", "timed out"],
    sev: "medium",
    note: (x) =>
      `${x.dep!.svc} slows to 8-12 s per call with its worker queue full; ${x.up.svc}'s calls hit their 5 s deadline and the edge shows 504s`,
    plan: (x) => ({
      effect: fx(x.upIdx, 504, 504, 0.6, [5.0, 5.1]),
      onFail: (c, r) => {
        const d = x.dep!;
        if (c.rng.chance(0.4))
          c.emit(
            d.svc,
            "warn",
            `Slow request: POST /internal/v1/${d.svc.split("-")[0]} took ${c.rng.int(8000, 12500)} ms (executor 'compute' active=32/32 queued=${c.rng.int(200, 500)})`,
            r.at + 4000,
          );
        if (c.rng.chance(0.5)) {
          const m = {
            java: `I/O error on POST request for "http://${d.svc}:${d.port}/internal": Read timed out`,
            node: `POST http://${d.svc}:${d.port}/internal failed: timeout of 5000ms exceeded`,
            python: `httpx.ReadTimeout: timed out (POST http://${d.svc}:${d.port}/internal)`,
            go: `POST http://${d.svc}:${d.port}/internal: context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
          }[x.up.rt];
          c.emit(x.up.svc, "error", m, r.at - 3, undefined, r.id.slice(0, 12));
        }
      },
    }),
  },
  // ---------------- validation
  {
    cat: "validation",
    origin: "up",
    rt: "java",
    hints: ["validation", "parse", "deserialize", "invalid", "json"],
    sev: "medium",
    note: (x) =>
      `a new mobile app build sends dates as MM/dd/yyyy; ${x.up.svc} rejects its POSTs (Cannot deserialize LocalDate) with 400`,
    plan: (x) => ({
      effect: fx(x.upIdx, 400, 400, 0.75, [0.005, 0.02], { method: "POST", ramp: 120 }),
      onFail: says(0.7, (c, r) =>
        c.emit(
          x.up.svc,
          "warn",
          `Resolved [org.springframework.http.converter.HttpMessageNotReadableException: JSON parse error: Cannot deserialize value of type \`java.time.LocalDate\` from String "${c.rng.int(10, 12)}/${c.rng.int(10, 28)}/2026": Failed to deserialize java.time.LocalDate: (java.time.format.DateTimeParseException) Text could not be parsed at index 0]`,
          r.at - 2,
          undefined,
          r.id.slice(0, 12),
        ),
      ),
    }),
  },
  {
    cat: "validation",
    origin: "up",
    rt: "python",
    hints: ["validation", "pydantic", "invalid", "schema"],
    sev: "medium",
    note: (x) =>
      `a partner started sending a new status value; ${x.up.svc}'s pydantic model rejects it and the requests fail with 422/500`,
    plan: (x) => ({
      effect: fx(x.upIdx, 500, 500, 0.6, [0.01, 0.03], { method: "POST" }),
      onFail: says(0.7, (c, r) =>
        c.emit(
          x.up.svc,
          "error",
          "Exception in ASGI application",
          r.at - 2,
          pyStack(
            x.up.svc,
            "pydantic_core._pydantic_core.ValidationError: 1 validation error for PartnerEvent\nstatus\n  Input should be 'PENDING', 'ACTIVE' or 'CLOSED' [type=enum, input_value='SUSPENDED', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.9/v/enum",
          ),
        ),
      ),
    }),
  },
  {
    cat: "validation",
    origin: "up",
    rt: "go",
    hints: ["proto", "invalid", "parse", "wire-format", "unmarshal"],
    sev: "medium",
    note: (x) =>
      `clients on an older SDK send a payload ${x.up.svc} cannot unmarshal (proto: cannot parse invalid wire-format data); their requests get 400`,
    plan: (x) => ({
      effect: fx(x.upIdx, 400, 400, 0.55, [0.002, 0.01], { ramp: 60 }),
      onFail: says(0.7, (c, r) =>
        c.emit(
          x.up.svc,
          "error",
          `decode request ${r.method} ${r.path}: proto: cannot parse invalid wire-format data (ua=${r.ua.slice(0, 20)})`,
          r.at - 1,
          undefined,
          r.id.slice(0, 12),
        ),
      ),
    }),
  },
  {
    cat: "validation",
    origin: "up",
    rt: "node",
    hints: ["validation", "schema", "must be", "invalid"],
    sev: "medium",
    note: (x) =>
      `${x.up.svc}'s new request schema rejects quantities sent as strings ("must be integer"); most POSTs now fail with 400`,
    plan: (x) => ({
      effect: fx(x.upIdx, 400, 400, 0.8, [0.002, 0.01], { method: "POST" }),
      start: (c) =>
        c.emit(
          c.e.events,
          "info",
          `Normal  ScalingReplicaSet  deployment/${x.up.svc}  Scaled up replica set ${x.up.svc}-84d1f0 to 3`,
          c.t0 - 15000,
        ),
      onFail: says(0.7, (c, r) =>
        c.emit(
          x.up.svc,
          "warn",
          `request validation failed: body/items/${c.rng.int(0, 4)}/quantity must be integer (FST_ERR_VALIDATION) ${r.method} ${r.path}`,
          r.at - 1,
          undefined,
          r.id.slice(0, 12),
        ),
      ),
    }),
  },
  // ---------------- unknown
  {
    cat: "unknown",
    origin: "up",
    rt: "go",
    hints: ["exit", "crash", "restart", "backoff"],
    sev: "high",
    note: (x) =>
      `${x.up.svc} exits with status 1 a few seconds after each start without saying why; Kubernetes backs off and the edge shows 502/503`,
    plan: (x) => ({
      effect: fx(x.upIdx, 502, null, 0.8, [0.001, 0.004], { fail: "refused", ramp: 30 }),
      silent: [{ svc: x.up.svc, after: 0 }],
      tick: (c, t) => {
        const s = (t - c.t0) / 1000;
        if (s >= 0 && s % 30 === 0)
          c.emit(
            c.e.events,
            "warn",
            `Warning  BackOff  pod/${x.up.svc}-${c.rng.hex(5)}  Back-off restarting failed container ${x.up.svc} (last state: Terminated, reason: Error, exit code 1)`,
            t,
          );
      },
    }),
  },
  {
    cat: "unknown",
    origin: "up",
    rt: "java",
    hints: ["internal", "unexpected", "unknown", "error"],
    sev: "medium",
    note: (x) =>
      `${x.up.svc} starts failing a share of requests with a bare "unexpected error" and no cause logged; the edge shows 500s`,
    plan: (x) => ({
      effect: fx(x.upIdx, 500, 500, 0.45, [0.02, 0.2]),
      onFail: says(0.7, (c, r) =>
        c.emit(
          x.up.svc,
          "error",
          `Request failed: unexpected error (errorId=E-${c.rng.hex(8)})`,
          r.at - 3,
          undefined,
          r.id.slice(0, 12),
        ),
      ),
    }),
  },
  {
    cat: "unknown",
    origin: "up",
    rt: "node",
    hints: ["unhealthy", "readiness", "unknown", "probe"],
    sev: "high",
    note: (x) =>
      `${x.up.svc} goes quiet and fails its readiness probes with nothing in its own logs; the edge has no healthy upstream for it`,
    plan: (x) => ({
      effect: fx(x.upIdx, 503, null, 0.85, [0.0, 0.002], { fail: "nohealthy", ramp: 30 }),
      silent: [{ svc: x.up.svc, after: 5 }],
      tick: (c, t) => {
        const s = (t - c.t0) / 1000;
        if (s >= 0 && s % 20 === 0)
          c.emit(
            c.e.events,
            "warn",
            `Warning  Unhealthy  pod/${x.up.svc}-${c.rng.hex(5)}  Readiness probe failed: HTTP probe failed with statuscode: 503`,
            t,
          );
      },
    }),
  },
  {
    cat: "unknown",
    origin: "dep",
    rt: "python",
    hints: ["exit", "worker", "unknown", "crash"],
    sev: "medium",
    note: (x) =>
      `${x.dep!.svc}'s workers keep exiting with code 1 and no traceback; ${x.up.svc} relays 500s and the edge shows 502s`,
    plan: (x) => ({
      effect: fx(x.upIdx, 502, 502, 0.4, [0.01, 0.5]),
      tick: (c, t) => {
        const s = (t - c.t0) / 1000;
        if (s >= 0 && s % 9 === 0) {
          c.emit(x.dep!.svc, "error", `[ERROR] Worker (pid:${c.rng.int(10, 99)}) exited with code 1`, t);
          c.emit(x.dep!.svc, "info", `[INFO] Booting worker with pid: ${c.rng.int(100, 999)}`, t + 200);
        }
      },
      onFail: twoHop(x, 0, () => {}),
    }),
  },
];
