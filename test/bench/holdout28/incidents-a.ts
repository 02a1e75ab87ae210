// holdout28 incidents, part one: authentication, authorization, configuration, database, dependency, disk, memory.
// Each is modelled on a publicly written-up outage and worded as the real components print it.
import { MIN, type Scenario, SEC } from "./scenario.js";

const uuid = (h: (n: number) => string) => `${h(8)}-${h(4)}-${h(4)}-${h(4)}-${h(12)}`;
const JAVA_PG = [
  "\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
  "\tat org.postgresql.core.v3.QueryExecutorImpl.processResults(QueryExecutorImpl.java:2412)",
  "\tat org.postgresql.core.v3.QueryExecutorImpl.execute(QueryExecutorImpl.java:371)",
  "\tat org.postgresql.jdbc.PgStatement.executeInternal(PgStatement.java:502)",
  "\tat com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeUpdate(HikariProxyPreparedStatement.java)",
];

export const INCIDENTS_A: Scenario[] = [
  // ---------------- authentication
  {
    estate: 3,
    category: "authentication",
    origin: "auth",
    hints: ["signature", "key", "idx10503", "token", "jwt", "authentication"],
    sev: "high",
    note: "signing key retired from the JWKS while still used to sign tokens (Azure AD key-rotation outage, 2021)",
    write: (c) => {
      const { auth, api, svc, edge } = c.s;
      c.block(api, 0);
      c.block(svc, 0);
      c.at(
        -40 * SEC,
        auth,
        "info",
        "Key rotation job started: 2 signing keys in store, retiring keys older than 180 days",
      );
      c.at(
        -38 * SEC,
        auth,
        "info",
        "Retired signing key kid=fc-2025-11 (created 2025-11-12); JWKS now publishes 1 key(s): fc-2026-05",
      );
      const kid = "fc-2025-11";
      c.every(
        0,
        c.dur,
        2500,
        auth,
        "error",
        () =>
          `Token introspection failed for client meter-fleet-${c.r.int(1, 40)}: IDX10503: Signature validation failed. Token does not have a kid matching any published key. Keys tried: 'Microsoft.IdentityModel.Tokens.RsaSecurityKey, KeyId: 'fc-2026-05', InternalId: '${c.r.hex(22)}'. , KeyId: fc-2026-05'. Exceptions caught: ''. token: '[PII of type 'System.IdentityModel.Tokens.Jwt.JwtSecurityToken' is hidden]'. kid: '${kid}'.`,
      );
      c.at(
        12 * SEC,
        auth,
        "warn",
        `Signing credentials still reference retired key ${kid}; tokens issued since rotation cannot be validated`,
      );
      c.every(
        2 * SEC,
        c.dur,
        900,
        api,
        "warn",
        () =>
          `rejecting batch from meter MTR-${c.r.int(100000, 999999)}: jwt verify: token signature is invalid: crypto/rsa: verification error (kid "${kid}" not in JWKS)`,
      );
      c.every(
        3 * SEC,
        c.dur,
        1800,
        svc,
        "error",
        () => `GET /v1/tariffs/current 401 - JsonWebTokenError: no matching key for kid ${kid}`,
      );
      c.every(
        2 * SEC,
        c.dur,
        700,
        edge,
        "info",
        () =>
          `"POST /v1/readings HTTP/1.1" 401 - 412 61 ${c.r.int(2, 9)} ${c.r.int(1, 8)} "10.3.${c.r.int(0, 9)}.${c.r.int(2, 250)}" "meter-fw/4.2" "${uuid((n) => c.r.hex(n))}" "meter-ingest"`,
      );
    },
  },
  {
    estate: 1,
    category: "authentication",
    origin: "job",
    hints: ["client secret", "expired", "invalid_client", "aadsts", "oauth", "credential"],
    sev: "medium",
    note: "OAuth client secret of the clearing-house app registration expired (the many expired-Entra-ID-secret postmortems)",
    write: (c) => {
      const { job } = c.s;
      c.every(
        0,
        c.dur,
        6 * SEC,
        job,
        "error",
        () => {
          const jid = c.r.hex(24);
          return `BillingSyncJob JID-${jid} failed: OAuth2::Error: invalid_client: AADSTS7000222: The provided client secret keys for app '6f1c2a9e-44b0-4d8e-9a51-0c7e2b1d8f33' are expired. Visit the Azure portal to create new keys for your app: https://aka.ms/NewClientSecret, or consider using certificate credentials for added security: https://aka.ms/certCreds. Trace ID: ${uuid((n) => c.r.hex(n))} Correlation ID: ${uuid((n) => c.r.hex(n))} Timestamp: 2026-05-14 08:0${c.r.int(0, 9)}:${c.r.int(10, 59)}Z`;
        },
        () => [
          "/usr/local/bundle/gems/oauth2-2.0.9/lib/oauth2/client.rb:147:in `request'",
          "/usr/local/bundle/gems/oauth2-2.0.9/lib/oauth2/client.rb:285:in `get_token'",
          "/app/app/services/clearing_house/token_provider.rb:22:in `fetch'",
          "/app/app/jobs/billing_sync_job.rb:14:in `perform'",
        ],
      );
      c.every(
        3 * SEC,
        c.dur,
        6 * SEC,
        job,
        "warn",
        () => `Retrying BillingSyncJob in ${c.r.pick([25, 41, 73, 130, 241])} seconds (retry_count=${c.r.int(1, 8)})`,
      );
      c.every(
        MIN,
        c.dur,
        90 * SEC,
        job,
        "error",
        () => `claims export aborted: 0 of ${c.r.int(40, 120)} claims pushed (token acquisition failed)`,
      );
    },
  },
  {
    estate: 0,
    category: "authentication",
    origin: "api",
    hints: ["password authentication", "authentication", "credential", "password"],
    sev: "high",
    note: "database password rotated by the secret-rotation job but the app kept the old one (credential-rotation postmortems, Heroku 2022 style)",
    write: (c) => {
      const { api, db, edge } = c.s;
      c.block(api, 0);
      c.at(-70 * SEC, db, "info", "LOG:  statement: ALTER ROLE shipment_app WITH PASSWORD <redacted>");
      c.at(-5 * SEC, api, "info", "HikariPool-1 - Starting... (maxLifetime=1800000ms reached, refreshing connections)");
      c.every(
        0,
        c.dur,
        1200,
        api,
        "error",
        () => "HikariPool-1 - Exception during pool initialization.",
        () => [
          'org.postgresql.util.PSQLException: FATAL: password authentication failed for user "shipment_app"',
          "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
          "\tat org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
          "\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:258)",
          "\tat com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
        ],
      );
      c.every(300, c.dur, 1500, db, "error", () => 'FATAL:  password authentication failed for user "shipment_app"');
      c.every(
        400,
        c.dur,
        1500,
        db,
        "info",
        () =>
          'DETAIL:  Connection matched file "/etc/postgresql/16/main/pg_hba.conf" line 104: "host all all 10.0.0.0/8 scram-sha-256"',
      );
      c.every(
        2 * SEC,
        c.dur,
        900,
        api,
        "error",
        () =>
          `Completed 500 INTERNAL_SERVER_ERROR POST /v1/shipments in ${c.r.int(2, 30)}ms: CannotGetJdbcConnectionException: Failed to obtain JDBC Connection`,
      );
      c.every(
        2 * SEC,
        c.dur,
        800,
        edge,
        "info",
        () =>
          `"POST /v1/shipments HTTP/1.1" 500 - 812 96 ${c.r.int(3, 40)} ${c.r.int(2, 38)} "10.0.${c.r.int(0, 9)}.${c.r.int(2, 250)}" "okhttp/4.12.0" "${uuid((n) => c.r.hex(n))}" "shipment-api"`,
      );
    },
  },
  {
    estate: 1,
    category: "authentication",
    origin: "auth",
    hints: ["ldap", "bind", "credential", "expired", "authentication"],
    sev: "high",
    note: "LDAP bind service account password expired, so every federated login failed (service-account expiry postmortems)",
    write: (c) => {
      const { auth, svc, edge } = c.s;
      c.block(auth, 0);
      c.every(
        0,
        c.dur,
        1500,
        auth,
        "error",
        () =>
          `ERROR [org.keycloak.services] (executor-thread-${c.r.int(1, 40)}) KC-SERVICES0013: Failed authentication: org.keycloak.models.ModelException: LDAP Query failed`,
        () => [
          "Caused by: javax.naming.AuthenticationException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C090447, comment: AcceptSecurityContext error, data 532, v4563]",
          "\tat java.naming/com.sun.jndi.ldap.LdapCtx.mapErrorCode(LdapCtx.java:3261)",
          "\tat java.naming/com.sun.jndi.ldap.LdapCtx.processReturnCode(LdapCtx.java:3207)",
          "\tat org.keycloak.storage.ldap.idm.store.ldap.LDAPContextManager.createLdapContext(LDAPContextManager.java:84)",
        ],
      );
      c.every(
        SEC,
        c.dur,
        2000,
        auth,
        "warn",
        () =>
          `type=LOGIN_ERROR, realmId=brightwell, clientId=patient-portal, userId=null, ipAddress=10.1.${c.r.int(0, 9)}.${c.r.int(2, 250)}, error=unknown_error`,
      );
      c.every(
        2 * SEC,
        c.dur,
        2200,
        svc,
        "error",
        () => "OIDC callback failed: server_error (Unexpected error when authenticating with identity provider)",
      );
      c.every(
        2 * SEC,
        c.dur,
        1500,
        edge,
        "info",
        () =>
          `10.1.${c.r.int(0, 9)}.${c.r.int(2, 250)} - - "POST /realms/brightwell/login-actions/authenticate HTTP/1.1" 500 1791 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)" rt=0.0${c.r.int(10, 99)} uct="0.000" urt="0.0${c.r.int(10, 99)}"`,
      );
    },
  },
  // ---------------- authorization
  {
    estate: 0,
    category: "authorization",
    origin: "job",
    hints: ["accessdenied", "access denied", "not authorized", "permission", "policy", "authorization"],
    sev: "medium",
    note: "a new service control policy explicitly denied the label writer's role on the labels bucket (SCP/IAM rollout postmortems)",
    write: (c) => {
      const { job, api } = c.s;
      c.every(
        0,
        c.dur,
        1800,
        job,
        "error",
        () => {
          const lks = c.r.int(1000000, 9999999);
          return `upload failed for LKS${lks}: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::481923004417:assumed-role/label-batch-prod/botocore-session-1716${c.r.int(100000, 999999)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::larkspur-labels-prod/2026/05/14/LKS${lks}.zpl" with an explicit deny in a service control policy`;
        },
        () => [
          "Traceback (most recent call last):",
          '  File "/app/labels/store.py", line 41, in put_label',
          "    s3.put_object(Bucket=BUCKET, Key=key, Body=zpl)",
          '  File "/usr/local/lib/python3.12/site-packages/botocore/client.py", line 1021, in _make_api_call',
          "    raise error_class(parsed_response, operation_name)",
          "botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation",
        ],
      );
      c.every(
        MIN,
        c.dur,
        2 * MIN,
        job,
        "error",
        () => `batch run finished: 0 labels stored, ${c.r.int(40, 300)} failed`,
      );
      c.every(
        20 * SEC,
        c.dur,
        2500,
        api,
        "warn",
        () => `Label for LKS${c.r.int(1000000, 9999999)} not available after 30s, returning 409 LABEL_PENDING`,
      );
    },
  },
  {
    estate: 3,
    category: "authorization",
    origin: "api",
    hints: ["forbidden", "rbac", "cannot get resource", "permission", "authorization"],
    sev: "high",
    note: "a chart upgrade dropped the RoleBinding, leader election was forbidden and the ingest leader stepped down (Kubernetes RBAC postmortems)",
    write: (c) => {
      const { api, edge } = c.s;
      const ts = () =>
        `E0514 0${c.r.int(7, 8)}:${c.r.int(10, 59)}:${c.r.int(10, 59)}.${c.r.int(100000, 999999)}       1`;
      c.every(
        0,
        c.dur,
        2000,
        api,
        "error",
        () =>
          `${ts()} leaderelection.go:340] error retrieving resource lock ferncastle/meter-ingest-leader: leases.coordination.k8s.io "meter-ingest-leader" is forbidden: User "system:serviceaccount:ferncastle:meter-ingest" cannot get resource "leases" in API group "coordination.k8s.io" in the namespace "ferncastle"`,
      );
      c.at(
        11 * SEC,
        api,
        "error",
        "failed to renew lease ferncastle/meter-ingest-leader: timed out waiting for the condition",
      );
      c.at(11.2 * SEC, api, "fatal", "leaderelection lost; exiting so another replica can take over");
      c.every(
        40 * SEC,
        c.dur,
        45 * SEC,
        api,
        "info",
        () => "attempting to acquire leader lease ferncastle/meter-ingest-leader...",
      );
      c.silence(api, 12 * SEC);
      c.every(
        13 * SEC,
        c.dur,
        600,
        edge,
        "info",
        () =>
          `"POST /v1/readings HTTP/1.1" 503 UH 0 19 0 - "10.3.${c.r.int(0, 9)}.${c.r.int(2, 250)}" "meter-fw/4.2" "${uuid((n) => c.r.hex(n))}" "meter-ingest"`,
      );
      c.every(
        15 * SEC,
        c.dur,
        20 * SEC,
        edge,
        "warn",
        () => "[warning][upstream] no healthy host for HTTP connection pool for cluster meter-ingest",
      );
    },
  },
  {
    estate: 0,
    category: "authorization",
    origin: "api",
    hints: ["permission denied", "permission", "grant", "privilege", "authorization"],
    sev: "high",
    note: "a migration rebuilt a hot table without re-applying GRANTs, so the app role lost access (GitLab-style migration postmortems)",
    write: (c) => {
      const { api, db, worker } = c.s;
      c.block(api, 0);
      c.block(worker, 0);
      c.at(
        -25 * SEC,
        api,
        "info",
        'Flyway Community Edition 10.10.0 by Redgate: Migrating schema "public" to version "142 - rebuild shipment_events partitioned"',
      );
      c.at(
        -3 * SEC,
        api,
        "info",
        'Successfully applied 1 migration to schema "public", now at version v142 (execution time 00:21.884s)',
      );
      c.every(
        0,
        c.dur,
        1100,
        api,
        "error",
        () => "Completed 500 INTERNAL_SERVER_ERROR POST /v1/shipments/events",
        () => ["org.postgresql.util.PSQLException: ERROR: permission denied for table shipment_events", ...JAVA_PG],
      );
      c.every(200, c.dur, 1000, db, "error", () => "ERROR:  permission denied for table shipment_events");
      c.every(
        300,
        c.dur,
        1000,
        db,
        "info",
        () => `STATEMENT:  insert into shipment_events (shipment_id, kind, at) values ($1, $2, $3)`,
      );
      c.every(
        4 * SEC,
        c.dur,
        3000,
        worker,
        "warn",
        () =>
          `Failed to persist scan event for LKS${c.r.int(1000000, 9999999)}: PSQLException: ERROR: permission denied for table shipment_events; will retry`,
      );
    },
  },
  {
    estate: 2,
    category: "authorization",
    origin: "svc",
    hints: ["permission", "stripe", "restricted", "forbidden", "authorization"],
    sev: "medium",
    note: "payments key rotated to a restricted key missing a write permission (restricted-API-key rotation postmortems)",
    write: (c) => {
      const { svc, edge } = c.s;
      c.block(svc, 0);
      c.at(-50 * SEC, svc, "info", "loaded STRIPE_SECRET_KEY from secret quillmark/paywall/stripe (version 7)");
      c.every(
        0,
        c.dur,
        2200,
        svc,
        "error",
        () =>
          `subscription create failed for user ${c.r.int(100000, 999999)}: StripePermissionError: The provided key 'rk_live_*********************Xk2p' does not have the required permissions for this endpoint on account 'acct_1Mx8QLb4kR2s9TzE'. Having the 'rak_subscription_write' permission would allow this request to continue.`,
        () => [
          "    at StripeError.generate (/app/node_modules/stripe/cjs/Error.js:10:20)",
          "    at res.toJSON.then.Error_js_1.StripeAPIError.message (/app/node_modules/stripe/cjs/RequestSender.js:105:54)",
          "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
        ],
      );
      c.every(
        SEC,
        c.dur,
        2200,
        edge,
        "info",
        () =>
          `10.2.${c.r.int(0, 9)}.${c.r.int(2, 250)}:${c.r.int(30000, 65000)} fe_https~ be_paywall/paywall-${c.r.int(1, 3)} 0/0/0/${c.r.int(90, 300)}/${c.r.int(90, 300)} 502 214 - - ---- 212/212/3/1/0 0/0 "POST /api/subscribe HTTP/1.1"`,
      );
    },
  },
  // ---------------- configuration
  {
    estate: 4,
    category: "configuration",
    origin: "edge",
    hints: ["waf", "regex", "pcre", "rule", "configuration", "config"],
    sev: "high",
    note: "a WAF rule with a backtracking regex pushed to every edge node at once (Cloudflare, July 2019)",
    write: (c) => {
      const { edge } = c.s;
      c.block(edge, 0);
      c.at(-4 * SEC, edge, "info", "[notice] 1#1: signal 1 (SIGHUP) received from 7412, reconfiguring");
      c.at(-3.9 * SEC, edge, "info", "[notice] 1#1: reconfiguring");
      c.at(-3.5 * SEC, edge, "info", "[lua] waf.lua:61: init(): loaded ruleset 2026.05.14-1 (4211 rules, 3 new)");
      c.every(
        0,
        c.dur,
        350,
        edge,
        "error",
        () =>
          `[error] ${c.r.int(28, 35)}#${c.r.int(28, 35)}: *${c.r.int(100000, 999999)} [lua] waf.lua:388: match(): rule 100045: ngx.re.find failed: pcre_exec() failed: -8, client: 10.4.${c.r.int(0, 9)}.${c.r.int(2, 250)}, server: edge, request: "${c.r.pick(["POST /store/v3/purchase", "GET /store/v3/catalog", "POST /match/v2/queue"])} HTTP/1.1"`,
      );
      c.every(
        5 * SEC,
        c.dur,
        500,
        edge,
        "info",
        () =>
          `10.4.${c.r.int(0, 9)}.${c.r.int(2, 250)} - - "${c.r.pick(["GET /store/v3/catalog", "POST /match/v2/queue"])} HTTP/1.1" ${c.r.pick([499, 504, 502])} 0 "-" "okhttp/4.12.0" rt=${c.r.int(10, 60)}.${c.r.int(100, 999)} uct="-" urt="-"`,
      );
      c.every(
        20 * SEC,
        c.dur,
        30 * SEC,
        edge,
        "warn",
        () => `[warn] ${c.r.int(28, 35)}#${c.r.int(28, 35)}: 4096 worker_connections are not enough`,
      );
    },
  },
  {
    estate: 0,
    category: "configuration",
    origin: "api",
    hints: ["configuration", "property", "bind", "config", "numberformat"],
    sev: "high",
    note: "a config push with an invalid value made every instance fail at start-up (Facebook, September 2010)",
    write: (c) => {
      const { api, edge } = c.s;
      c.silence(api, 0);
      c.every(
        0,
        c.dur,
        38 * SEC,
        api,
        "info",
        () =>
          "Starting ShipmentApiApplication v3.18.2 using Java 21.0.3 with PID 1 (/app/app.jar started by app in /app)",
      );
      c.every(
        6 * SEC,
        c.dur,
        38 * SEC,
        api,
        "error",
        () => "APPLICATION FAILED TO START",
        () => [
          "***************************",
          "Description:",
          "Failed to bind properties under 'spring.datasource.hikari.maximum-pool-size' to int:",
          "    Property: spring.datasource.hikari.maximum-pool-size",
          '    Value: "40 "',
          '    Origin: System Environment Property "SPRING_DATASOURCE_HIKARI_MAXIMUMPOOLSIZE"',
          '    Reason: failed to convert java.lang.String to int (caused by java.lang.NumberFormatException: For input string: "40 ")',
          "Action:",
          "Update your application's configuration",
        ],
      );
      c.every(
        2 * SEC,
        c.dur,
        700,
        edge,
        "info",
        () =>
          `"${c.r.pick(["GET /v1/shipments", "POST /v1/shipments", "GET /v1/track"])} HTTP/1.1" 503 UH 0 19 0 - "10.0.${c.r.int(0, 9)}.${c.r.int(2, 250)}" "okhttp/4.12.0" "${uuid((n) => c.r.hex(n))}" "shipment-api"`,
      );
    },
  },
  {
    estate: 1,
    category: "configuration",
    origin: "svc",
    hints: ["redis_url", "configuration", "config", "environment", "econnrefused"],
    sev: "medium",
    note: "a release dropped an environment variable so the portal fell back to a localhost default (partial-rollout config postmortems, Knight Capital style)",
    write: (c) => {
      const { svc, edge } = c.s;
      c.block(svc, 0);
      c.at(-8 * SEC, svc, "info", "patient-portal@5.3.0 starting (NODE_ENV=production, pid 1)");
      c.at(-7.8 * SEC, svc, "warn", "[config] REDIS_URL not set; falling back to redis://127.0.0.1:6379");
      c.at(-7 * SEC, svc, "info", "listening on :3000");
      c.every(
        0,
        c.dur,
        2000,
        svc,
        "error",
        () => "[ioredis] Unhandled error event: Error: connect ECONNREFUSED 127.0.0.1:6379",
        () => ["    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1595:16)"],
      );
      c.every(
        SEC,
        c.dur,
        1200,
        svc,
        "error",
        () =>
          `GET /portal/${c.r.pick(["dashboard", "appointments", "messages"])} 500 ${c.r.int(2, 20)}ms - Error: Connection is closed. (session store unavailable)`,
      );
      c.every(
        SEC,
        c.dur,
        1200,
        edge,
        "info",
        () =>
          `10.1.${c.r.int(0, 9)}.${c.r.int(2, 250)} - - "GET /portal/dashboard HTTP/1.1" 500 148 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64)" rt=0.0${c.r.int(10, 99)} uct="0.000" urt="0.0${c.r.int(10, 99)}"`,
      );
    },
  },
  {
    estate: 3,
    category: "configuration",
    origin: "edge",
    hints: ["cluster", "route", "config", "configuration", "no cluster"],
    sev: "high",
    note: "a fleet-wide proxy config push routed ingest traffic to a cluster that did not exist (Google Cloud networking config push, 2019)",
    write: (c) => {
      const { edge } = c.s;
      c.block(edge, 0);
      c.at(
        -2 * SEC,
        edge,
        "info",
        "[info][upstream] cds: added/updated 0 cluster(s), skipped 11 unmodified cluster(s)",
      );
      c.at(
        -1.5 * SEC,
        edge,
        "info",
        "[info][config] rds: loading new configuration: config_name=ingress_routes hash=14877301293307781233",
      );
      c.at(
        -1 * SEC,
        edge,
        "warn",
        "[warning][config] route 'readings-v2' references cluster 'meter-ingest-v2' which is not in the CDS response; validate_clusters=false, accepting",
      );
      c.every(
        0,
        c.dur,
        350,
        edge,
        "info",
        () =>
          `"POST /v1/readings HTTP/1.1" 503 NC 0 0 0 - "10.3.${c.r.int(0, 9)}.${c.r.int(2, 250)}" "meter-fw/4.2" "${uuid((n) => c.r.hex(n))}" "-"`,
      );
      c.every(
        10 * SEC,
        c.dur,
        15 * SEC,
        edge,
        "warn",
        () => "[warning][router] no cluster match for URL '/v1/readings' (cluster_name=meter-ingest-v2)",
      );
    },
  },
  // ---------------- database
  {
    estate: 0,
    category: "database",
    origin: "db",
    hints: ["read-only", "read only", "failover", "database", "postgres"],
    sev: "high",
    note: "after a primary failover the old primary rejoined as a standby while writers still pointed at it (GitHub, October 2018)",
    write: (c) => {
      const { db, api, worker } = c.s;
      c.at(-30 * SEC, db, "info", "LOG:  received fast shutdown request");
      c.at(-29 * SEC, db, "info", "LOG:  database system is shut down");
      c.at(-12 * SEC, db, "info", "LOG:  entering standby mode");
      c.at(-10 * SEC, db, "info", "LOG:  consistent recovery state reached at 3/1A0001E8");
      c.at(-9 * SEC, db, "info", "LOG:  database system is ready to accept read-only connections");
      c.every(
        0,
        c.dur,
        700,
        db,
        "error",
        () => `ERROR:  cannot execute ${c.r.pick(["INSERT", "UPDATE"])} in a read-only transaction`,
      );
      c.every(
        100,
        c.dur,
        1400,
        db,
        "info",
        () => "STATEMENT:  insert into shipments (account_id, status, created_at) values ($1, $2, now())",
      );
      c.every(
        SEC,
        c.dur,
        900,
        api,
        "error",
        () => "Completed 500 INTERNAL_SERVER_ERROR POST /v1/shipments",
        () => [
          "org.postgresql.util.PSQLException: ERROR: cannot execute INSERT in a read-only transaction",
          ...JAVA_PG,
        ],
      );
      c.every(
        2 * SEC,
        c.dur,
        2500,
        worker,
        "error",
        () =>
          `Failed to update status for LKS${c.r.int(1000000, 9999999)}: PSQLException: ERROR: cannot execute UPDATE in a read-only transaction`,
      );
    },
  },
  {
    estate: 2,
    category: "database",
    origin: "db",
    hints: ["too many clients", "connection", "max_connections", "database", "postgres"],
    sev: "high",
    note: "an autoscale doubled the web fleet and exhausted max_connections on the database (connection-limit postmortems, e.g. GitLab)",
    write: (c) => {
      const { db, api, edge } = c.s;
      c.block(api, 0);
      c.spread(-90 * SEC, -20 * SEC, 12, api, "info", () => `[INFO] Booting worker with pid: ${c.r.int(20, 400)}`);
      c.every(0, c.dur, 500, db, "error", () =>
        c.r.chance(0.7)
          ? "FATAL:  sorry, too many clients already"
          : "FATAL:  remaining connection slots are reserved for non-replication superuser connections",
      );
      c.every(
        SEC,
        c.dur,
        1100,
        api,
        "error",
        () => `Internal Server Error: /api/v2/articles/${c.r.int(100000, 999999)}`,
        () => [
          "Traceback (most recent call last):",
          '  File "/usr/local/lib/python3.12/site-packages/django/db/backends/base/base.py", line 275, in ensure_connection',
          "    self.connect()",
          '  File "/usr/local/lib/python3.12/site-packages/psycopg/connection.py", line 748, in connect',
          "    raise ex.with_traceback(None)",
          'django.db.utils.OperationalError: connection failed: connection to server at "10.2.3.7", port 5432 failed: FATAL:  sorry, too many clients already',
        ],
      );
      c.every(
        SEC,
        c.dur,
        1300,
        edge,
        "info",
        () =>
          `10.2.${c.r.int(0, 9)}.${c.r.int(2, 250)}:${c.r.int(30000, 65000)} fe_https~ be_articles/article-${c.r.int(1, 3)} 0/0/0/${c.r.int(20, 90)}/${c.r.int(20, 90)} 500 412 - - ---- 390/390/${c.r.int(20, 60)}/${c.r.int(5, 20)}/0 0/0 "GET /api/v2/articles/${c.r.int(100000, 999999)} HTTP/1.1"`,
      );
    },
  },
  {
    estate: 3,
    category: "database",
    origin: "db",
    hints: ["wraparound", "vacuum", "transaction", "database", "postgres"],
    sev: "high",
    note: "transaction ID wraparound protection stopped all writes (Sentry, July 2015)",
    write: (c) => {
      const { db, worker } = c.s;
      c.every(
        -4 * MIN,
        0,
        25 * SEC,
        db,
        "warn",
        (i) => `WARNING:  database "readings" must be vacuumed within ${9812231 - i * 700000} transactions`,
      );
      c.every(
        0,
        c.dur,
        600,
        db,
        "error",
        () => 'ERROR:  database is not accepting commands to avoid wraparound data loss in database "readings"',
      );
      c.every(
        100,
        c.dur,
        1200,
        db,
        "info",
        () =>
          "HINT:  Stop the postmaster and vacuum that database in single-user mode. You might also need to commit or roll back old prepared transactions, or drop stale replication slots.",
      );
      c.every(
        SEC,
        c.dur,
        1500,
        worker,
        "error",
        () => `Batch insert of ${c.r.int(500, 5000)} readings failed; pausing consumer`,
        () => [
          'org.postgresql.util.PSQLException: ERROR: database is not accepting commands to avoid wraparound data loss in database "readings"',
          "  Hint: Stop the postmaster and vacuum that database in single-user mode.",
          ...JAVA_PG,
        ],
      );
      c.every(
        MIN,
        c.dur,
        MIN,
        worker,
        "warn",
        () => `Consumer lag on readings-raw growing: ${c.r.int(100000, 900000)} records behind`,
      );
    },
  },
  {
    estate: 4,
    category: "database",
    origin: "api",
    hints: ["connection", "pool", "hikari", "jdbc", "database"],
    sev: "high",
    note: "a release leaked JDBC connections until the pool was exhausted (connection-leak postmortems after a deploy)",
    write: (c) => {
      const { api, edge } = c.s;
      c.block(api, 0);
      c.at(
        -100 * SEC,
        api,
        "info",
        "Started StoreApiApplication in 14.2 seconds (process running for 15.1) version=2026.05.14-2",
      );
      c.every(
        -60 * SEC,
        0.3 * c.dur,
        9 * SEC,
        api,
        "warn",
        () =>
          `Connection leak detection triggered for com.mysql.cj.jdbc.ConnectionImpl@${c.r.hex(8)} on thread http-nio-8080-exec-${c.r.int(1, 200)}, stack trace follows`,
        () => [
          "java.lang.Exception: Apparent connection leak detected",
          "\tat com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:127)",
          "\tat com.tidewater.store.purchase.ReceiptExporter.export(ReceiptExporter.java:88)",
          "\tat com.tidewater.store.purchase.PurchaseService.settle(PurchaseService.java:141)",
        ],
      );
      c.every(
        0,
        c.dur,
        800,
        api,
        "error",
        () =>
          `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=${c.r.int(40, 260)})`,
        () => [
          "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
          "\tat org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
          "\tat com.tidewater.store.catalog.CatalogRepository.findByRegion(CatalogRepository.java:52)",
        ],
      );
      c.every(
        2 * SEC,
        c.dur,
        900,
        edge,
        "error",
        () =>
          `[error] ${c.r.int(20, 30)}#${c.r.int(20, 30)}: *${c.r.int(100000, 999999)} upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.4.${c.r.int(0, 9)}.${c.r.int(2, 250)}, server: edge, request: "GET /store/v3/catalog HTTP/1.1", upstream: "http://10.4.1.${c.r.int(10, 40)}:8080/store/v3/catalog"`,
      );
    },
  },
  // ---------------- dependency
  {
    estate: 0,
    category: "dependency",
    origin: "svc",
    hints: ["fedex", "503", "unavailable", "circuit", "dependency", "upstream"],
    sev: "medium",
    note: "a carrier's rating API went down and the quoting breaker opened (carrier API outages)",
    write: (c) => {
      const { svc, api } = c.s;
      c.every(
        0,
        0.3 * c.dur,
        700,
        svc,
        "error",
        () =>
          `carrier fedex quote failed: POST https://apis.fedex.com/rate/v1/rates/quotes: unexpected status 503 Service Unavailable body={"transactionId":"${uuid((n) => c.r.hex(n))}","errors":[{"code":"SERVICE.UNAVAILABLE.ERROR","message":"The service is currently unavailable and we are working to resolve the issue. We apologize for any inconvenience. Please check back at a later time."}]}`,
      );
      c.at(0.3 * c.dur, svc, "warn", 'gobreaker: circuit breaker "fedex" state changed from closed to open');
      c.every(
        0.3 * c.dur + 30 * SEC,
        c.dur,
        60 * SEC,
        svc,
        "warn",
        () => 'gobreaker: circuit breaker "fedex" state changed from open to half-open',
      );
      c.every(
        0.3 * c.dur + 31 * SEC,
        c.dur,
        60 * SEC,
        svc,
        "error",
        () =>
          'carrier fedex quote failed: unexpected status 503 Service Unavailable; gobreaker: circuit breaker "fedex" state changed from half-open to open',
      );
      c.every(
        0.3 * c.dur,
        c.dur,
        1200,
        svc,
        "warn",
        () => "quote served without carrier fedex: circuit breaker is open",
      );
      c.every(SEC, c.dur, 2500, api, "warn", () => "rate-quoter returned partial quote (carriers missing: fedex)");
    },
  },
  {
    estate: 2,
    category: "dependency",
    origin: "extra",
    hints: ["s3", "internalerror", "500", "unavailable", "dependency"],
    sev: "high",
    note: "object storage returned internal errors for every read (AWS S3 us-east-1, February 2017)",
    write: (c) => {
      const { extra, edge } = c.s;
      c.block(extra, 0);
      c.every(
        0,
        c.dur,
        500,
        extra,
        "error",
        () =>
          `get original ${c.r.hex(10)}.jpg: operation error S3: GetObject, exceeded maximum number of attempts, 3, https response error StatusCode: 500, RequestID: ${c.r.hex(16).toUpperCase()}, HostID: ${c.r.hex(40)}, api error InternalError: We encountered an internal error. Please try again.`,
      );
      c.every(
        SEC,
        c.dur,
        800,
        edge,
        "info",
        () =>
          `10.2.${c.r.int(0, 9)}.${c.r.int(2, 250)}:${c.r.int(30000, 65000)} fe_https~ be_images/image-${c.r.int(1, 3)} 0/0/0/${c.r.int(900, 3000)}/${c.r.int(900, 3000)} 502 190 - - ---- 240/240/${c.r.int(10, 40)}/${c.r.int(5, 15)}/0 0/0 "GET /img/w_800/${c.r.hex(10)}.jpg HTTP/1.1"`,
      );
    },
  },
  {
    estate: 1,
    category: "dependency",
    origin: "worker",
    hints: ["twilio", "503", "unavailable", "dependency", "sms"],
    sev: "medium",
    note: "the SMS provider answered 503 and the reminder workers piled up retries (SMS-provider outage postmortems)",
    write: (c) => {
      const { worker } = c.s;
      c.every(
        0,
        c.dur,
        900,
        worker,
        "error",
        () =>
          `Task reminders.send_sms[${uuid((n) => c.r.hex(n))}] retry: Retry in ${c.r.pick([8, 16, 32, 64])}s: TwilioRestException('HTTP 503 error: Unable to create record: Service Unavailable')`,
      );
      c.every(
        3 * SEC,
        c.dur,
        5 * SEC,
        worker,
        "error",
        () => `Task reminders.send_sms[${uuid((n) => c.r.hex(n))}] raised unexpected: MaxRetriesExceededError`,
        () => [
          "Traceback (most recent call last):",
          '  File "/app/reminders/tasks.py", line 58, in send_sms',
          "    client.messages.create(to=phone, from_=SENDER, body=text)",
          '  File "/usr/local/lib/python3.11/site-packages/twilio/base/version.py", line 215, in create',
          '    raise self.exception(method, uri, response, "Unable to create record")',
          "twilio.base.exceptions.TwilioRestException: HTTP 503 error: Unable to create record: Service Unavailable",
        ],
      );
      c.silence(worker, 0);
    },
  },
  {
    estate: 3,
    category: "dependency",
    origin: "svc",
    hints: ["503", "vendor", "upstream", "circuit", "dependency", "unavailable"],
    sev: "medium",
    note: "the market-price vendor behind a CDN answered 503 everywhere (Fastly, June 2021)",
    write: (c) => {
      const { svc, edge } = c.s;
      c.block(svc, 0.5 * c.dur);
      c.every(
        0,
        0.4 * c.dur,
        1500,
        svc,
        "error",
        () =>
          "market price refresh failed: AxiosError: Request failed with status code 503 (GET https://api.gridprice.example/v2/spot?region=GB) body: Error 503 Service Unavailable Varnish cache server",
        () => [
          "    at settle (/app/node_modules/axios/dist/node/axios.cjs:2019:12)",
          "    at IncomingMessage.handleStreamEnd (/app/node_modules/axios/dist/node/axios.cjs:3135:11)",
        ],
      );
      c.at(0.4 * c.dur, svc, "warn", "breaker market-prices: OPEN (20 failures in 30000ms)");
      c.every(
        0.4 * c.dur,
        c.dur,
        2000,
        svc,
        "warn",
        () => "breaker market-prices is open; serving tariff with stale spot price (age > 15m)",
      );
      c.every(
        0.5 * c.dur,
        c.dur,
        2500,
        svc,
        "error",
        () => "GET /v1/tariffs/current 503 - spot price older than 30m, refusing to quote dynamic tariff",
      );
      c.every(
        0.5 * c.dur,
        c.dur,
        2500,
        edge,
        "info",
        () =>
          `"GET /v1/tariffs/current HTTP/1.1" 503 - 0 71 ${c.r.int(2, 9)} ${c.r.int(1, 8)} "10.3.${c.r.int(0, 9)}.${c.r.int(2, 250)}" "okhttp/4.12.0" "${uuid((n) => c.r.hex(n))}" "tariff-api"`,
      );
    },
  },
];
