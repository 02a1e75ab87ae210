// The 52 incidents (4 per category) of the identity setting. Each says where the fault lives (origin role) and what
// caused it (category); run() prints the fault at the origin and the way victims report it in their own words.
import type { IdpKind, Role } from "./estates.js";
import { type Ctx, idpLogin } from "./stream.js";

export interface Scenario {
  cat: string;
  origin: Role;
  hints: string[];
  sev: "medium" | "high";
  note: (s: Record<Role, string>) => string;
  run: (c: Ctx) => void;
  /** estates whose IdP / mesh this wording belongs to (any when absent) */
  kinds?: IdpKind[];
  mesh?: Array<"istio" | "linkerd" | "spire">;
}

const MIN = 60000;

/** the gateway reporting a failing upstream, plus the gateway's own 5xx counts */
function gwUpstream(c: Ctx, app: Role, from: number, gap: number, status: number, why: string): void {
  const r = c.rng;
  c.every("gw", from, c.end, gap, () => [
    "error",
    `${r.pick(["GET", "POST"])} /api/v1/${r.pick(["items", "quotes", "me", "orders"])}/${r.int(1000, 99999)} ${status} ${r.int(5, 3000)}ms upstream=${c.e.svc[app]} (${why})`,
  ]);
}

function javaStack(frames: string[], r: Ctx["rng"]): string[] {
  return frames.map((f) => `\tat ${f}(${f.split(".").slice(-2, -1)[0]}.java:${r.int(30, 900)})`);
}

const KC_JDBC = [
  "org.hibernate.engine.jdbc.connections.internal.DatasourceConnectionProviderImpl.getConnection",
  "org.hibernate.resource.jdbc.internal.LogicalConnectionManagedImpl.acquireConnectionIfNeeded",
  "org.keycloak.models.jpa.JpaUserProvider.getUserByUsername",
  "org.keycloak.authentication.authenticators.browser.UsernamePasswordForm.authenticate",
];

export const INCIDENTS: Scenario[] = [
  // ---------------- authentication ----------------
  {
    cat: "authentication",
    origin: "app2",
    hints: ["password", "authentication", "credential", "lease", "vault"],
    sev: "high",
    note: (s) =>
      `${s.app2}'s Vault-issued database credential lapsed (its vault-agent stopped renewing at max_ttl); every query fails with password authentication failed; Vault itself is healthy`,
    run: (c) => {
      const r = c.rng;
      const u = `v-kubernetes-${c.e.db}-rw-${r.hex(20)}-${r.int(1700000000, 1799999999)}`;
      c.emit(
        c.t0 - 4 * MIN,
        "app2",
        "warn",
        `vault-agent: lease renewal for database/creds/${c.e.db}-rw hit max_ttl (768h), credential will not be renewed`,
      );
      c.emit(
        c.t0 - 5000,
        "vault",
        "info",
        `expiration: revoked lease: lease_id=database/creds/${c.e.db}-rw/${r.hex(24)}`,
      );
      c.down.set("app2", [c.t0, c.end]);
      c.every("app2", c.t0, c.end, c.gap * 3, () => [
        "error",
        `HikariPool-1 - Exception during pool initialization / query: org.postgresql.util.PSQLException: FATAL: password authentication failed for user "${u}"`,
      ]);
      c.every("app2", c.t0 + 2000, c.end, 30000, () => [
        "warn",
        `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=0, active=0, idle=0, waiting=${r.int(4, 40)})`,
      ]);
      gwUpstream(c, "app2", c.t0 + 1500, c.gap * 3, 500, "upstream returned 500");
      c.every("app3", c.t0 + 3000, c.end, c.gap * 8, () => [
        "error",
        `call to ${c.e.svc.app2} failed: 500 Internal Server Error`,
      ]);
    },
  },
  {
    cat: "authentication",
    origin: "idp",
    hints: ["credential", "stuffing", "login", "brute", "authentication", "invalid"],
    sev: "high",
    note: (s) =>
      `credential stuffing against ${s.idp}: hundreds of failed logins per minute from a handful of IPs, accounts locking out; the attack itself is the incident`,
    run: (c) => {
      const r = c.rng;
      const ips = [c.ip(), c.ip(), c.ip(), c.ip()];
      c.every("idp", c.t0, c.end, Math.max(60, c.gap / 3), (t) => idpLogin(c, t, false, c.user(), r.pick(ips)));
      c.every("idp", c.t0 + 20000, c.end, 4000, () => [
        "warn",
        `brute force detected: user ${c.user()} temporarily disabled after 5 failures (ipAddress=${r.pick(ips)})`,
      ]);
      c.every("gw", c.t0, c.end, c.gap, () => [
        "warn",
        `401 Unauthorized POST /login client=${r.pick(ips)} (invalid credentials)`,
      ]);
    },
  },
  {
    cat: "authentication",
    origin: "vault",
    hints: ["password", "authentication", "credential", "root", "vault"],
    sev: "high",
    note: (s) =>
      `Vault (${s.vault}) failed: its database secrets engine root credential was rotated outside Vault, so it cannot mint new DB creds (password authentication failed); apps cannot start sessions`,
    run: (c) => {
      const r = c.rng;
      c.every("vault", c.t0, c.end, c.gap * 4, () => [
        "error",
        `secrets.database.database_${r.hex(8)}: error creating user: error="failed to verify connection: pq: password authentication failed for user \\"vault_root\\"" name=${c.e.db}-pg`,
      ]);
      c.every("app1", c.t0 + 1000, c.end, c.gap * 5, () => [
        "error",
        `vault: error reading database/creds/${c.e.db}-ro: Error making API request. Code: 500. Errors: * 1 error occurred: failed to verify connection: pq: password authentication failed for user "vault_root"`,
      ]);
      c.every("app2", c.t0 + 1500, c.end, c.gap * 6, () => [
        "error",
        `could not obtain database credentials from Vault (500), retrying in 5s`,
      ]);
      c.down.set("app1", [c.t0 + 60000, c.end]);
      gwUpstream(c, "app1", c.t0 + 60000, c.gap * 4, 503, "no healthy upstream");
    },
  },
  {
    cat: "authentication",
    origin: "app3",
    hints: ["invalid_client", "client", "secret", "credential", "authentication"],
    sev: "medium",
    note: (s) =>
      `${s.app3}'s OAuth client secret was rotated at ${s.idp} but the service kept the old one; its client_credentials grants fail with invalid_client and its downstream calls go out unauthenticated`,
    kinds: ["keycloak"],
    run: (c) => {
      c.emit(
        c.t0 - 2 * MIN,
        "idp",
        "info",
        `admin event: operationType=ACTION, resourcePath=clients/${c.e.svc.app3}/client-secret, realm=${c.e.realm} (secret regenerated)`,
      );
      c.every("idp", c.t0, c.end, c.gap * 6, () => [
        "warn",
        `type=CLIENT_LOGIN_ERROR, realmId=${c.e.realm}, clientId=${c.e.svc.app3}, error=invalid_client_credentials, grant_type=client_credentials`,
      ]);
      c.down.set("app3", [c.t0, c.end]);
      c.every("app3", c.t0, c.end, c.gap * 3, () => [
        "error",
        `token request failed: 401 {"error":"invalid_client","error_description":"Invalid client or Invalid client credentials"}`,
      ]);
      c.every("app1", c.t0 + 500, c.end, c.gap * 6, () => [
        "warn",
        `401 from caller ${c.e.svc.app3}: missing bearer token`,
      ]);
      gwUpstream(c, "app3", c.t0 + 800, c.gap * 4, 502, "upstream returned 502");
    },
  },
  // ---------------- authorization ----------------
  {
    cat: "authorization",
    origin: "app1",
    hints: ["accessdenied", "access", "denied", "iam", "permission", "authorized"],
    sev: "medium",
    note: (s) =>
      `an IAM policy change removed s3:PutObject from the role ${s.app1} assumes through STS; every document upload is denied`,
    run: (c) => {
      const r = c.rng;
      const acct = r.int(100000000000, 999999999999);
      c.emit(
        c.t0 - 30000,
        "app1",
        "info",
        `assumed role arn:aws:iam::${acct}:role/${c.e.svc.app1}-irsa via AssumeRoleWithWebIdentity (expires in 3600s)`,
      );
      c.every("app1", c.t0, c.end, c.gap * 3, () => [
        "error",
        `upload failed: AccessDenied: User: arn:aws:sts::${acct}:assumed-role/${c.e.svc.app1}-irsa/botocore-session-${r.int(1700000000, 1799999999)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::${c.e.realm}-documents/${r.hex(8)}.pdf" because no identity-based policy allows the s3:PutObject action`,
      ]);
      gwUpstream(c, "app1", c.t0 + 400, c.gap * 5, 500, "upstream returned 500");
    },
  },
  {
    cat: "authorization",
    origin: "app2",
    hints: ["rbac", "denied", "authorization", "403", "policy"],
    sev: "medium",
    note: (s) =>
      `a new mesh AuthorizationPolicy on ${s.app2} dropped the principal of ${s.app1}; its sidecar answers 403 RBAC: access denied and ${s.app1} fails loudly`,
    mesh: ["istio"],
    run: (c) => {
      c.emit(
        c.t0 - 20000,
        "mesh",
        "info",
        `ads\tPush debounce stable[1] 1 for config AuthorizationPolicy/${c.e.namespace}/${c.e.svc.app2}-allow: 100ms since last change`,
      );
      c.every("app2", c.t0, c.end, c.gap * 4, () => [
        "warn",
        `envoy rbac: enforced denied, matched policy none, principal spiffe://cluster.local/ns/${c.e.namespace}/sa/${c.e.svc.app1} path=/internal/v1/items`,
      ]);
      c.every("app1", c.t0 + 200, c.end, c.gap * 2, () => [
        "error",
        `call to ${c.e.svc.app2} failed: 403 Forbidden "RBAC: access denied"`,
      ]);
      gwUpstream(c, "app1", c.t0 + 400, c.gap * 3, 502, "upstream returned 502");
    },
  },
  {
    cat: "authorization",
    origin: "app3",
    hints: ["permission", "denied", "403", "policy", "vault"],
    sev: "medium",
    note: (s) =>
      `${s.app3}'s Vault role lost its policy in a Terraform apply; reads of its secrets get permission denied (403) and it cannot render config on restart`,
    run: (c) => {
      c.emit(c.t0 - 60000, "vault", "info", `core: policy updated: name=${c.e.svc.app3}-read (paths: 0)`);
      c.down.set("app3", [c.t0, c.end]);
      c.every("app3", c.t0, c.end, c.gap * 4, () => [
        "error",
        `Error making API request.\n\nURL: GET https://vault.${c.e.domain}:8200/v1/secret/data/${c.e.svc.app3}/config\nCode: 403. Errors:\n\n* 1 error occurred:\n\t* permission denied`,
      ]);
      gwUpstream(c, "app3", c.t0 + 1000, c.gap * 4, 503, "upstream unavailable");
    },
  },
  {
    cat: "authorization",
    origin: "idp",
    hints: ["scope", "insufficient", "forbidden", "403", "authorization"],
    sev: "medium",
    note: (s) =>
      `an admin removed the 'items:write' client scope from the mobile-app client at ${s.idp}; tokens lack it and ${s.gw} answers 403 insufficient_scope on every write`,
    kinds: ["keycloak"],
    run: (c) => {
      c.emit(
        c.t0,
        "idp",
        "info",
        `admin event: operationType=DELETE, realmId=${c.e.realm}, resourcePath=clients/mobile-app/default-client-scopes/items:write, authDetails.username=ops-${c.user()}`,
      );
      c.every("gw", c.t0 + 5000, c.end, c.gap * 2, () => [
        "error",
        `403 Forbidden POST /api/v1/items: insufficient_scope (required: items:write, token scopes: openid profile items:read) client_id=mobile-app`,
      ]);
    },
  },
  // ---------------- configuration ----------------
  {
    cat: "configuration",
    origin: "gw",
    hints: ["jwks", "config", "url", "kid", "configuration"],
    sev: "high",
    note: (s) =>
      `${s.idp} rotated its signing key as scheduled but ${s.gw}'s JWKS URL points at a realm path that does not exist, so it never sees the new kid and rejects every new token`,
    run: (c) => {
      const kid = c.rng.hex(12);
      c.emit(
        c.t0 - 10000,
        "idp",
        "info",
        `KeyRotation: new active RS256 key kid=${kid} for realm ${c.e.realm}, previous key kept passive`,
      );
      c.every("gw", c.t0, c.end, 30000, () => [
        "error",
        `JWKS refresh failed: GET https://sso.${c.e.domain}/realms/${c.e.realm}-legacy/protocol/openid-connect/certs returned 404 Not Found (jwks_uri from config)`,
      ]);
      c.every("gw", c.t0 + 3000, c.end, c.gap * 1.2, () => [
        "error",
        `401 Unauthorized: JWT verification failed: no key found in JWKS for kid "${kid}"`,
      ]);
      c.every("app3", c.t0 + 5000, c.end, c.gap * 6, () => [
        "warn",
        `api call rejected by gateway (401), forcing re-login`,
      ]);
    },
  },
  {
    cat: "configuration",
    origin: "app2",
    hints: ["config", "environment", "missing", "vault_role", "setting"],
    sev: "high",
    note: (s) =>
      `release of ${s.app2} dropped the VAULT_ROLE environment variable; pods crash-loop at start because the Vault login has no role`,
    run: (c) => {
      c.emit(c.t0 - 3000, "app2", "info", `starting ${c.e.svc.app2} v3.${c.rng.int(2, 19)}.0 (git ${c.rng.hex(7)})`);
      c.down.set("app2", [c.t0, c.end]);
      c.every("app2", c.t0, c.end, 20000, (t) => {
        c.emit(
          t,
          "app2",
          "fatal",
          `config error: required setting VAULT_ROLE is not set (environment); cannot authenticate to Vault at https://vault.${c.e.domain}:8200`,
        );
        c.emit(t + 50, "app2", "info", `process exited with code 78 (EX_CONFIG)`);
      });
      gwUpstream(c, "app2", c.t0 + 1000, c.gap * 3, 503, "no healthy upstream");
    },
  },
  {
    cat: "configuration",
    origin: "app3",
    hints: ["issuer", "config", "oidc", "mismatch", "configuration"],
    sev: "medium",
    note: (s) =>
      `release of ${s.app3} set OIDC_ISSUER with a trailing slash; every ID token fails the issuer check and nobody can log in to it`,
    run: (c) => {
      c.emit(
        c.t0 - 5000,
        "app3",
        "info",
        `deploy ${c.e.svc.app3} 2026.11.${c.rng.int(10, 28)} rolled out (config: OIDC_ISSUER=https://sso.${c.e.domain}/realms/${c.e.realm}/)`,
      );
      c.down.set("app3", [c.t0, c.end]);
      c.every("app3", c.t0, c.end, c.gap * 3, () => [
        "error",
        `OIDC callback failed: unexpected iss value, expected https://sso.${c.e.domain}/realms/${c.e.realm}/, got: https://sso.${c.e.domain}/realms/${c.e.realm}`,
      ]);
      c.every("gw", c.t0, c.end, c.gap * 4, () => ["warn", `GET /bff/callback 500 upstream=${c.e.svc.app3}`]);
    },
  },
  {
    cat: "configuration",
    origin: "idp",
    hints: ["config", "binddn", "ldap", "configuration", "connector"],
    sev: "high",
    note: (s) =>
      `${s.idp} config change for its LDAP connector left bindDN empty; LDAP-backed logins fail with a config error while local accounts still work`,
    kinds: ["dex"],
    run: (c) => {
      c.emit(c.t0 - 4000, "idp", "info", `config reloaded from /etc/idp/config.yaml (connectors: ldap, local)`);
      c.every("idp", c.t0, c.end, c.gap * 3, () => [
        "error",
        `connector "ldap": invalid configuration: bindDN is required when bindPW is set; login for "${c.user()}" aborted`,
      ]);
      c.every("gw", c.t0, c.end, c.gap * 3, () => [
        "warn",
        `302 GET /login/callback -> /error?error=server_error (identity provider misconfigured)`,
      ]);
    },
  },
  // ---------------- database ----------------
  {
    cat: "database",
    origin: "idp",
    hints: ["jdbc", "connection", "database", "pool", "datasource"],
    sev: "high",
    note: (s) =>
      `${s.idp}'s own database connection pool is exhausted (KeycloakDS); logins and token refreshes fail and the gateway turns them into 5xx`,
    kinds: ["keycloak"],
    run: (c) => {
      const r = c.rng;
      c.every("idp", c.t0 - 60000, c.t0, 15000, () => [
        "warn",
        `IJ000407: No lazy enlistment available for KeycloakDS (active=${r.int(90, 99)} max=100)`,
      ]);
      c.down.set("idp", [c.t0, c.end]);
      c.every("idp", c.t0, c.end, c.gap * 2, (t) => {
        c.emit(
          t,
          "idp",
          "error",
          `Uncaught server error: org.hibernate.exception.GenericJDBCException: Unable to acquire JDBC Connection`,
          [
            "Caused by: javax.resource.ResourceException: IJ000453: Unable to get managed connection for java:jboss/datasources/KeycloakDS",
            ...javaStack(KC_JDBC, r),
          ],
        );
      });
      c.every("gw", c.t0 + 500, c.end, c.gap * 2, () => [
        "error",
        `POST /oauth/token 502 ${r.int(3000, 30000)}ms: identity provider returned 500`,
      ]);
    },
  },
  {
    cat: "database",
    origin: "app2",
    hints: ["too many clients", "connection", "database", "postgres", "sql"],
    sev: "high",
    note: (s) =>
      `${s.app2}'s Postgres ran out of connection slots (sorry, too many clients already) after a pool-size change; its API fails and callers retry`,
    run: (c) => {
      c.down.set("app2", [c.t0, c.end]);
      c.every("app2", c.t0, c.end, c.gap * 2, () => [
        "error",
        `sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "pg-${c.e.db}.${c.e.namespace}.svc" (10.30.4.18), port 5432 failed: FATAL:  sorry, too many clients already`,
      ]);
      c.every("app1", c.t0 + 300, c.end, c.gap * 2, () => [
        "warn",
        `retrying call to ${c.e.svc.app2} (attempt 3/3) after 500 Internal Server Error`,
      ]);
      gwUpstream(c, "app2", c.t0 + 500, c.gap * 3, 500, "upstream returned 500");
    },
  },
  {
    cat: "database",
    origin: "idp",
    hints: ["mongo", "primary", "database", "notwritableprimary", "replica"],
    sev: "high",
    note: (s) =>
      `${s.idp}'s user store (MongoDB replica set) lost its primary and no election completed; every login write fails with not primary`,
    kinds: ["auth0"],
    run: (c) => {
      c.every("idp", c.t0, c.end, c.gap * 2, () => [
        "error",
        `MongoServerSelectionError: Server selection timed out after 30000 ms; topology: ReplicaSetNoPrimary (rs0: users-mongo-0 SECONDARY, users-mongo-1 SECONDARY, users-mongo-2 (unknown))`,
      ]);
      c.every("idp", c.t0, c.end, c.gap * 3, () => [
        "error",
        `failed to record login for ${c.user()}: MongoServerError: not primary (NotWritablePrimary)`,
      ]);
      c.every("gw", c.t0 + 800, c.end, c.gap * 3, () => [
        "error",
        `POST /oauth/token 503: identity provider unavailable`,
      ]);
    },
  },
  {
    cat: "database",
    origin: "redis",
    hints: ["redis", "maxclients", "clients", "session", "connection"],
    sev: "high",
    note: (s) =>
      `the session store ${s.redis} hit maxclients after a connection leak; session reads fail and users are bounced to login`,
    run: (c) => {
      c.emit(c.t0 - 90000, "redis", "warn", "1:M # WARNING: connected_clients=9712 of maxclients 10000");
      c.every("redis", c.t0, c.end, 5000, () => [
        "warn",
        "1:M # Error accepting a client connection: max number of clients reached (maxclients=10000)",
      ]);
      c.every("gw", c.t0 + 200, c.end, c.gap * 1.5, () => [
        "error",
        `session lookup failed: ReplyError: ERR max number of clients reached; redirecting to login`,
      ]);
      c.every("app3", c.t0 + 400, c.end, c.gap * 5, () => [
        "error",
        `express-session: ReplyError: ERR max number of clients reached`,
      ]);
    },
  },
  // ---------------- dependency ----------------
  {
    cat: "dependency",
    origin: "notifier",
    hints: ["sms", "provider", "503", "unavailable", "twilio", "dependency"],
    sev: "medium",
    note: (s) =>
      `the SMS OTP provider is down; ${s.notifier} gets 503s and opens its circuit, so MFA logins stall at the OTP step`,
    run: (c) => {
      c.down.set("notifier", [c.t0, c.end]);
      c.every("notifier", c.t0, c.end, c.gap * 8, () => [
        "error",
        `Twilio API error: 503 Service Unavailable (POST /2010-04-01/Accounts/AC${c.rng.hex(10)}/Messages.json) - will retry`,
      ]);
      c.emit(c.t0 + 45000, "notifier", "error", "circuit breaker 'sms-provider' OPEN after 20 consecutive failures");
      c.every("idp", c.t0 + 1000, c.end, c.gap * 6, () => [
        "warn",
        `MFA challenge for ${c.user()} not delivered: OTP sender returned 503`,
      ]);
    },
  },
  {
    cat: "dependency",
    origin: "notifier",
    hints: ["sendgrid", "email", "provider", "502", "dependency"],
    sev: "medium",
    note: (s) =>
      `the transactional email vendor answers 502; ${s.notifier} cannot send verification and password-reset mails`,
    run: (c) => {
      c.down.set("notifier", [c.t0, c.end]);
      c.every("notifier", c.t0, c.end, c.gap * 6, () => [
        "error",
        `SendGrid responded 502 Bad Gateway for POST https://api.sendgrid.com/v3/mail/send (template password-reset), queued for retry`,
      ]);
      c.every("idp", c.t0, c.end, c.gap * 10, () => [
        "error",
        `Failed to send execute actions email: EmailException: mail relay returned 502`,
      ]);
    },
  },
  {
    cat: "dependency",
    origin: "app1",
    hints: ["secretsmanager", "internalservice", "500", "provider", "dependency", "aws"],
    sev: "medium",
    note: (s) =>
      `AWS Secrets Manager in the region returns InternalServiceError; ${s.app1} cannot fetch its rotated API secret and fails outbound calls`,
    run: (c) => {
      c.down.set("app1", [c.t0 + 30000, c.end]);
      c.every("app1", c.t0, c.end, c.gap * 3, () => [
        "error",
        `GetSecretValue failed for ${c.e.realm}/${c.e.svc.app1}/partner-api: InternalServiceError: An error occurred (InternalServiceError) when calling the GetSecretValue operation (reached max retries: 4): Service Unavailable`,
      ]);
      gwUpstream(c, "app1", c.t0 + 30000, c.gap * 4, 502, "upstream returned 502");
    },
  },
  {
    cat: "dependency",
    origin: "idp",
    hints: ["identity provider", "social", "503", "upstream", "dependency", "broker"],
    sev: "medium",
    note: (s) =>
      `the external Apple/Google sign-in endpoint ${s.idp} brokers to returns 503; social logins fail while password logins work`,
    kinds: ["keycloak"],
    run: (c) => {
      c.every("idp", c.t0, c.end, c.gap * 3, () => [
        "error",
        `Failed to make identity provider oauth callback: org.keycloak.broker.provider.IdentityBrokerException: No access_token from server. error='temporarily_unavailable', HTTP 503 from https://appleid.apple.com/auth/token`,
      ]);
      c.every("gw", c.t0, c.end, c.gap * 5, () => [
        "warn",
        `GET /login/apple/callback 302 -> /login?error=idp_unavailable`,
      ]);
    },
  },
  // ---------------- disk ----------------
  {
    cat: "disk",
    origin: "ldap",
    hints: ["disk", "space", "no space", "device", "full"],
    sev: "high",
    note: (s) =>
      `${s.ldap}'s data volume filled up; slapd cannot write (No space left on device), binds that update lastLogon fail and SSO logins break`,
    run: (c) => {
      c.emit(c.t0 - 3 * MIN, "ldap", "warn", "/var/lib/ldap: 97% used (1.9G free of 64G)");
      c.every("ldap", c.t0, c.end, c.gap * 3, () => [
        "error",
        `mdb_id2entry_put: mdb_put failed: No space left on device (28) op=MOD dn="uid=${c.user()},ou=people,dc=${c.e.realm},dc=example"`,
      ]);
      c.every("idp", c.t0 + 300, c.end, c.gap * 3, () => [
        "error",
        `LDAP error: [LDAP: error code 80 - internal error] while updating user ${c.user()}; login aborted`,
      ]);
    },
  },
  {
    cat: "disk",
    origin: "vault",
    hints: ["audit", "disk", "space", "device", "full"],
    sev: "high",
    note: (s) =>
      `${s.vault}'s only audit device volume is full; Vault refuses every request it cannot audit, so apps cannot read secrets or renew leases`,
    run: (c) => {
      c.every("vault", c.t0, c.end, c.gap * 2, () => [
        "error",
        `audit: backend failed to log response: backend=file/ error="write /vault/audit/audit.log: no space left on device"`,
      ]);
      c.every("vault", c.t0, c.end, c.gap * 4, () => [
        "error",
        `core: failed to audit response: request_path=database/creds/${c.e.db}-ro error="1 error occurred:\n\t* no audit backend succeeded in logging the response"`,
      ]);
      c.every("app2", c.t0 + 500, c.end, c.gap * 6, () => [
        "error",
        `vault: lease renewal failed: Code: 500. Errors: * internal error`,
      ]);
    },
  },
  {
    cat: "disk",
    origin: "idp",
    hints: ["disk", "space", "ioexception", "device"],
    sev: "high",
    note: (s) =>
      `${s.idp}'s data volume filled (Infinispan file store); session persistence fails with No space left on device and logins 500`,
    kinds: ["keycloak"],
    run: (c) => {
      const r = c.rng;
      c.every("idp", c.t0, c.end, c.gap * 3, (t) => {
        c.emit(
          t,
          "idp",
          "error",
          `ISPN000026: Failed to write entry to file store sessions: java.io.IOException: No space left on device`,
          javaStack(["sun.nio.ch.FileDispatcherImpl.write0", "org.infinispan.persistence.sifs.LogAppender.run"], r),
        );
      });
      c.every("gw", c.t0 + 500, c.end, c.gap * 3, () => [
        "error",
        `POST /oauth/token 500: identity provider returned 500`,
      ]);
    },
  },
  {
    cat: "disk",
    origin: "redis",
    hints: ["misconf", "rdb", "disk", "space", "persist"],
    sev: "high",
    note: (s) =>
      `${s.redis}'s volume filled; background saves fail and with stop-writes-on-bgsave-error every session write gets MISCONF`,
    run: (c) => {
      c.every("redis", c.t0, c.end, 60000, (t) => {
        c.emit(t, "redis", "warn", "1:M * 100 changes in 60 seconds. Saving...");
        c.emit(t + 50, "redis", "error", "1:C # Write error saving DB on disk: No space left on device");
        c.emit(t + 120, "redis", "warn", "1:M # Background saving error");
      });
      c.every("gw", c.t0 + 3000, c.end, c.gap * 2, () => [
        "error",
        `session save failed: ReplyError: MISCONF Redis is configured to save RDB snapshots, but it's currently unable to persist to disk.`,
      ]);
    },
  },
  // ---------------- memory ----------------
  {
    cat: "memory",
    origin: "idp",
    hints: ["outofmemory", "heap", "memory", "gc"],
    sev: "high",
    note: (s) =>
      `${s.idp}'s JVM runs out of heap (user-session cache growth); GC thrashes, then OutOfMemoryError and restarts`,
    kinds: ["keycloak"],
    run: (c) => {
      const r = c.rng;
      c.every("idp", c.t0 - 2 * MIN, c.t0, 10000, (_t, i) => [
        "warn",
        `[gc] Pause Full (G1 Compaction Pause) ${3900 + i * 7}M->${3850 + i * 8}M(4096M) ${r.int(900, 3000)}.${r.int(100, 999)}ms`,
      ]);
      c.every("idp", c.t0, c.end, c.gap * 4, (t) => {
        c.emit(
          t,
          "idp",
          "error",
          "Uncaught server error: java.lang.OutOfMemoryError: Java heap space",
          javaStack(["java.util.Arrays.copyOf", "org.infinispan.container.impl.DefaultDataContainer.put"], r),
        );
      });
      c.emit(c.t0 + 4 * MIN, "idp", "fatal", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
      c.every("gw", c.t0 + 500, c.end, c.gap * 2, () => [
        "error",
        `POST /oauth/token 504 after 10000ms: identity provider did not answer`,
      ]);
    },
  },
  {
    cat: "memory",
    origin: "gw",
    hints: ["heap", "memory", "allocation", "oom"],
    sev: "high",
    note: (s) =>
      `${s.gw} (Node) leaks memory in its per-issuer JWKS cache and dies with JavaScript heap out of memory, restarting in a loop`,
    run: (c) => {
      c.every("gw", c.t0 - 3 * MIN, c.t0, 20000, (_t, i) => [
        "warn",
        `heap used ${1700 + i * 30}MB of 2048MB (jwks cache entries=${18000 + i * 900})`,
      ]);
      c.every("gw", c.t0, c.end, 75000, (t) => {
        c.emit(t, "gw", "fatal", "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory", [
          " 1: 0xb090e0 node::Abort() [node]",
          " 2: 0xa1b70e  [node]",
          " 3: 0xce1890 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, bool) [node]",
        ]);
        c.emit(t + 3000, "gw", "info", "gateway listening on :8080");
      });
      c.down.set("gw", [c.t0, c.end]);
      c.every("app3", c.t0, c.end, c.gap * 4, () => ["error", `fetch ${c.e.svc.gw} failed: socket hang up`]);
    },
  },
  {
    cat: "memory",
    origin: "redis",
    hints: ["oom", "maxmemory", "memory"],
    sev: "high",
    note: (s) =>
      `${s.redis} reached maxmemory with noeviction; every new session write is refused with OOM and logins fail after the password step`,
    run: (c) => {
      c.emit(
        c.t0 - 60000,
        "redis",
        "warn",
        "1:M # WARNING: used_memory 3.92G close to maxmemory 4.00G (policy noeviction)",
      );
      c.every("gw", c.t0, c.end, c.gap * 2, () => [
        "error",
        `session save failed: ReplyError: OOM command not allowed when used memory > 'maxmemory'.`,
      ]);
      c.every("idp", c.t0, c.end, c.gap * 6, () => [
        "error",
        `failed to store auth session: OOM command not allowed when used memory > 'maxmemory'`,
      ]);
    },
  },
  {
    cat: "memory",
    origin: "policy",
    hints: ["out of memory", "memory", "oom"],
    sev: "high",
    note: (s) =>
      `${s.policy} (Go) loads an ever-growing data bundle and runs out of memory; authz checks fail closed and the gateway returns 503`,
    run: (c) => {
      c.emit(c.t0 - 90000, "policy", "info", `bundle "authz" activated (revision ${c.rng.hex(7)}, data 1.8GB)`);
      c.every("policy", c.t0, c.end, 60000, (t) => {
        c.emit(t, "policy", "fatal", "fatal error: runtime: out of memory", [
          "",
          "runtime stack:",
          "runtime.throw({0x1d3c0a1?, 0x400000?})",
          "\t/usr/local/go/src/runtime/panic.go:1047 +0x5d",
        ]);
        c.emit(t + 4000, "policy", "info", 'Initializing server. addrs=[":8181"]');
      });
      c.every("gw", c.t0, c.end, c.gap * 2, () => [
        "error",
        `ext_authz: error calling ${c.e.svc.policy}: connection refused; denying request with 503`,
      ]);
    },
  },
  // ---------------- network ----------------
  {
    cat: "network",
    origin: "mesh",
    hints: ["route", "network", "connection", "reset", "certificate"],
    sev: "high",
    note: (s) =>
      `the mesh CA ${s.mesh} lost its network path (no route to host); workload certificates cannot renew, expire, and mTLS connections between services are reset`,
    mesh: ["istio"],
    run: (c) => {
      c.every("mesh", c.t0, c.end, 10000, () => [
        "error",
        `ca\tfailed to sign CSR: dial tcp 10.96.0.1:443: connect: no route to host`,
      ]);
      c.every("app1", c.t0 + 30000, c.end, c.gap * 4, () => [
        "warn",
        `sds\tfailed to fetch certificate: rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 10.40.0.9:15012: connect: no route to host"`,
      ]);
      c.every("app1", c.t0 + 3 * MIN, c.end, c.gap * 2, () => [
        "error",
        `call to ${c.e.svc.app2} failed: upstream connect error or disconnect/reset before headers. reset reason: connection termination, transport failure reason: TLS_error: CERTIFICATE_VERIFY_FAILED`,
      ]);
      gwUpstream(c, "app1", c.t0 + 3 * MIN, c.gap * 3, 503, "upstream connect error: connection reset");
    },
  },
  {
    cat: "network",
    origin: "gw",
    hints: ["dns", "eai_again", "network", "resolve", "getaddrinfo"],
    sev: "high",
    note: (s) =>
      `${s.gw}'s DNS resolution breaks (EAI_AGAIN); it cannot reach the IdP for JWKS or introspection and rejects every request`,
    run: (c) => {
      c.down.set("gw", [c.t0, c.end]);
      c.every("gw", c.t0, c.end, c.gap, () => [
        "error",
        `token introspection failed: getaddrinfo EAI_AGAIN sso.${c.e.domain}`,
      ]);
      c.every("gw", c.t0, c.end, 30000, () => [
        "error",
        `JWKS refresh failed: request to https://sso.${c.e.domain}/.well-known/jwks.json failed, reason: getaddrinfo EAI_AGAIN sso.${c.e.domain}`,
      ]);
    },
  },
  {
    cat: "network",
    origin: "idp",
    hints: ["jgroups", "network", "partition", "route", "cluster"],
    sev: "high",
    note: (s) =>
      `${s.idp}'s cluster network splits (JGroups: no route to host between nodes); distributed sessions are lost, users are logged out and token refresh fails`,
    kinds: ["keycloak"],
    run: (c) => {
      c.every("idp", c.t0, c.end, 8000, () => [
        "error",
        `JGRP000032: ${c.e.svc.idp}-1: no physical address for ${c.e.svc.idp}-2, dropping message; java.net.NoRouteToHostException: No route to host`,
      ]);
      c.every("idp", c.t0 + 5000, c.end, c.gap * 4, () => [
        "error",
        `ISPN000136: Error executing command GetKeyValueCommand on Cache 'sessions', writing keys []: org.infinispan.remoting.transport.jgroups.SuspectException: ISPN000400: Node ${c.e.svc.idp}-2 was suspected`,
      ]);
      c.every("gw", c.t0 + 6000, c.end, c.gap * 3, () => [
        "warn",
        `POST /oauth/token 400 invalid_grant: Session not active (refresh failed)`,
      ]);
    },
  },
  {
    cat: "network",
    origin: "mesh",
    hints: ["unavailable", "connection", "network", "dial", "svid"],
    sev: "high",
    note: (s) =>
      `agents cannot reach the SPIFFE server ${s.mesh} (connection refused at the node network after a firewall rule); SVIDs expire and service-to-service handshakes fail`,
    mesh: ["spire"],
    run: (c) => {
      c.every("mesh", c.t0, c.end, 15000, () => [
        "warn",
        `agent attestation stream closed: rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 10.20.0.15:8081: connect: connection refused"`,
      ]);
      c.every("app2", c.t0 + 60000, c.end, c.gap * 3, () => [
        "error",
        `grpc call to ${c.e.svc.app1} failed: code=Unavailable desc=connection closed before server preface received (x509 svid expired)`,
      ]);
      c.every("app1", c.t0 + 60000, c.end, c.gap * 4, () => [
        "error",
        `TLS handshake with peer failed: read tcp 10.40.3.12:8443: connection reset by peer`,
      ]);
    },
  },
  // ---------------- null_reference ----------------
  {
    cat: "null_reference",
    origin: "idp",
    hints: ["null", "nullpointer", "npe", "mapper"],
    sev: "high",
    note: (s) =>
      `a custom token mapper in ${s.idp} dereferences a missing 'department' attribute (null) for contractor accounts; their token requests 500`,
    kinds: ["keycloak"],
    run: (c) => {
      const r = c.rng;
      c.every("idp", c.t0, c.end, c.gap * 3, (t) => {
        c.emit(
          t,
          "idp",
          "error",
          `Uncaught server error: java.lang.NullPointerException: Cannot invoke "String.toLowerCase()" because the return value of "org.keycloak.models.UserModel.getFirstAttribute(String)" is null`,
          javaStack(
            [
              "com.acme.kc.mapper.DepartmentClaimMapper.setClaim",
              "org.keycloak.protocol.oidc.mappers.AbstractOIDCProtocolMapper.transformAccessToken",
              "org.keycloak.protocol.oidc.TokenManager.transformAccessToken",
            ],
            r,
          ),
        );
      });
      c.every("gw", c.t0 + 300, c.end, c.gap * 3, () => [
        "error",
        `POST /oauth/token 502: identity provider returned 500`,
      ]);
    },
  },
  {
    cat: "null_reference",
    origin: "gw",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "high",
    note: (s) =>
      `${s.gw} reads claims.realm_access.roles; service-account tokens have no realm_access and it throws TypeError on every machine call`,
    run: (c) => {
      c.every("gw", c.t0, c.end, c.gap * 2, () => [
        "error",
        "TypeError: Cannot read properties of undefined (reading 'roles')\n    at extractRoles (/app/dist/auth/claims.js:41:38)\n    at authorize (/app/dist/auth/middleware.js:88:17)",
      ]);
      c.every("app1", c.t0 + 500, c.end, c.gap * 6, () => [
        "error",
        `call via ${c.e.svc.gw} failed: 500 Internal Server Error`,
      ]);
    },
  },
  {
    cat: "null_reference",
    origin: "app3",
    hints: ["nonetype", "attributeerror", "null", "none"],
    sev: "high",
    note: (s) =>
      `${s.app3} assumes userinfo always has an address object; users without one crash the profile page with AttributeError on None`,
    run: (c) => {
      c.every("app3", c.t0, c.end, c.gap * 3, () => [
        "error",
        `Traceback (most recent call last):\n  File "/srv/app/profile/views.py", line 57, in profile\n    country = userinfo.get("address").get("country")\nAttributeError: 'NoneType' object has no attribute 'get'`,
      ]);
      gwUpstream(c, "app3", c.t0 + 200, c.gap * 3, 500, "upstream returned 500");
    },
  },
  {
    cat: "null_reference",
    origin: "policy",
    hints: ["nil pointer", "panic", "null", "nil"],
    sev: "high",
    note: (s) =>
      `${s.policy} panics on a nil pointer when a token has no 'groups' claim; each crash drops in-flight authz checks`,
    run: (c) => {
      c.every("policy", c.t0, c.end, c.gap * 5, (t) => {
        c.emit(t, "policy", "error", "panic: runtime error: invalid memory address or nil pointer dereference", [
          "[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x9a1c2e]",
          "",
          "goroutine 4187 [running]:",
          "main.(*Checker).groupsFor(0x0, 0xc000a1e2d0)",
          "\t/src/authz/checker.go:112 +0x2e",
        ]);
      });
      c.every("gw", c.t0, c.end, c.gap * 3, () => [
        "error",
        `ext_authz: upstream reset while calling ${c.e.svc.policy}; denying with 503`,
      ]);
    },
  },
  // ---------------- rate_limiting ----------------
  {
    cat: "rate_limiting",
    origin: "waf",
    hints: ["rate", "limit", "429", "throttl"],
    sev: "medium",
    note: (s) =>
      `a marketing push brings a legitimate surge of logins and ${s.waf}'s login rate rule blocks real users with 429`,
    run: (c) => {
      c.every("waf", c.t0, c.end, c.gap / 2, () => [
        "warn",
        `rate limit exceeded: rule=login-burst (100 req/10s per /24) action=block status=429 client=${c.ip()} uri=/login`,
      ]);
      c.every("app3", c.t0, c.end, c.gap * 3, () => [
        "warn",
        `login page: POST /login answered 429 Too Many Requests by edge, showing retry banner`,
      ]);
      c.every("idp", c.t0, c.end, c.gap, (t) => idpLogin(c, t, true));
    },
  },
  {
    cat: "rate_limiting",
    origin: "app2",
    hints: ["rate", "limit", "429", "too many"],
    sev: "medium",
    note: (s) =>
      `${s.app2}'s nightly user sync hammers the IdP management API and is throttled (429 Global limit); profile updates stop syncing`,
    kinds: ["auth0"],
    run: (c) => {
      c.every("app2", c.t0, c.end, c.gap * 2, () => [
        "error",
        `user sync: GET /api/v2/users?page=${c.rng.int(1, 400)} -> 429 Too Many Requests: Global limit has been reached (x-ratelimit-reset in ${c.rng.int(1, 60)}s)`,
      ]);
    },
  },
  {
    cat: "rate_limiting",
    origin: "app1",
    hints: ["throttling", "rate exceeded", "rate", "sts"],
    sev: "medium",
    note: (s) =>
      `${s.app1} calls STS AssumeRole per request after a refactor and is throttled (ThrottlingException: Rate exceeded)`,
    run: (c) => {
      c.every("app1", c.t0, c.end, c.gap * 2, () => [
        "error",
        `botocore.exceptions.ClientError: An error occurred (Throttling) when calling the AssumeRole operation: Rate exceeded`,
      ]);
      gwUpstream(c, "app1", c.t0 + 500, c.gap * 4, 500, "upstream returned 500");
    },
  },
  {
    cat: "rate_limiting",
    origin: "app3",
    hints: ["rate", "limit", "e0000047", "429"],
    sev: "medium",
    note: (s) =>
      `${s.app3} exceeds the IdP's per-endpoint API rate limit (E0000047) while validating sessions and users see errors`,
    kinds: ["okta"],
    run: (c) => {
      c.every("app3", c.t0, c.end, c.gap * 2, () => [
        "error",
        `IdP API call failed: 429 E0000047: API call exceeded rate limit due to too many requests. (endpoint /api/v1/sessions/me)`,
      ]);
      gwUpstream(c, "app3", c.t0 + 500, c.gap * 5, 500, "upstream returned 500");
    },
  },
  // ---------------- timeout ----------------
  {
    cat: "timeout",
    origin: "idp",
    hints: ["timeout", "lock", "timed out"],
    sev: "high",
    note: (s) =>
      `${s.idp} cannot acquire Infinispan locks on hot session keys within 10 s; token introspection calls time out at the gateway`,
    kinds: ["keycloak"],
    run: (c) => {
      c.every("idp", c.t0, c.end, c.gap * 3, () => [
        "error",
        `ISPN000299: Unable to acquire lock after 10 seconds for key ${c.rng.hex(8)}-${c.rng.hex(4)} and requestor GlobalTx:${c.e.svc.idp}-0:${c.rng.int(10000, 99999)}. Lock is held by GlobalTx:${c.e.svc.idp}-1:${c.rng.int(10000, 99999)}`,
      ]);
      c.every("gw", c.t0 + 1000, c.end, c.gap * 2, () => [
        "error",
        `token introspection request to https://sso.${c.e.domain}/token/introspect timed out after 3000ms`,
      ]);
    },
  },
  {
    cat: "timeout",
    origin: "vault",
    hints: ["deadline", "timeout", "context deadline exceeded"],
    sev: "high",
    note: (s) =>
      `${s.vault}'s standby forwards requests to the active node and they exceed their deadline; secret reads and lease renewals time out`,
    run: (c) => {
      c.every("vault", c.t0, c.end, c.gap * 3, () => [
        "error",
        `core: forward request error: error="error during forwarding RPC request: rpc error: code = DeadlineExceeded desc = context deadline exceeded"`,
      ]);
      c.every("app2", c.t0 + 500, c.end, c.gap * 5, () => [
        "error",
        `vault: Put "https://vault.${c.e.domain}:8200/v1/sys/leases/renew": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
      ]);
    },
  },
  {
    cat: "timeout",
    origin: "ldap",
    hints: ["timeout", "timed out", "unindexed", "ldap"],
    sev: "high",
    note: (s) =>
      `an unindexed group search makes ${s.ldap} take 10+ s per search; the IdP's LDAP reads time out and SSO logins fail`,
    run: (c) => {
      c.every("ldap", c.t0, c.end, c.gap * 4, () => [
        "warn",
        `conn=${c.rng.int(1000, 9999)} op=3 SRCH base="ou=groups,dc=${c.e.realm},dc=example" scope=2 filter="(member=uid=${c.user()},ou=people,dc=${c.e.realm},dc=example)" nentries=${c.rng.int(1, 40)} etime=${c.rng.int(9, 28)}.${c.rng.int(100, 999)} notes=U`,
      ]);
      c.every("idp", c.t0 + 500, c.end, c.gap * 3, () => [
        "error",
        `javax.naming.NamingException: LDAP response read timed out, timeout used: 5000 ms.`,
      ]);
    },
  },
  {
    cat: "timeout",
    origin: "policy",
    hints: ["timeout", "deadline", "timed out"],
    sev: "high",
    note: (s) =>
      `${s.policy}'s policy evaluation on a new rule takes seconds per decision; the gateway's ext_authz calls hit their timeout`,
    run: (c) => {
      c.every("policy", c.t0, c.end, c.gap * 3, () => [
        "warn",
        `decision_id=${c.rng.hex(8)} path=authz/allow took=${c.rng.int(2500, 9000)}ms (eval exceeded budget)`,
      ]);
      c.every("gw", c.t0, c.end, c.gap * 2, () => [
        "error",
        `ext_authz: request to ${c.e.svc.policy} timed out after 2000ms, denying`,
      ]);
    },
  },
  // ---------------- validation ----------------
  {
    cat: "validation",
    origin: "app3",
    hints: ["redirect_uri", "invalid", "validation", "redirect"],
    sev: "medium",
    note: (s) =>
      `a release of ${s.app3} builds redirect_uri with a double-encoded path; ${s.idp} rejects every authorization request as invalid redirect_uri`,
    kinds: ["keycloak"],
    run: (c) => {
      c.emit(c.t0 - 10000, "app3", "info", `deploy ${c.e.svc.app3} v5.${c.rng.int(0, 9)}.0 complete`);
      c.every("idp", c.t0, c.end, c.gap * 3, () => [
        "warn",
        `type=LOGIN_ERROR, realmId=${c.e.realm}, clientId=${c.e.svc.app3}, error=invalid_redirect_uri, redirect_uri=https://${c.e.domain}/bff%252Fcallback`,
      ]);
      c.every("app3", c.t0, c.end, c.gap * 3, () => [
        "error",
        `login redirect rejected by IdP: invalid_request "Invalid parameter: redirect_uri" (built https://${c.e.domain}/bff%252Fcallback)`,
      ]);
    },
  },
  {
    cat: "validation",
    origin: "app2",
    hints: ["scim", "invalid", "validation", "400"],
    sev: "medium",
    note: (s) =>
      `${s.app2}'s SCIM provisioning endpoint rejects HR-sync payloads that carry malformed email values; new joiners are not provisioned`,
    run: (c) => {
      c.every("app2", c.t0, c.end, c.gap * 3, () => [
        "error",
        `SCIM POST /scim/v2/Users rejected: 400 invalidValue: attribute 'emails[0].value' is not a valid email ("${c.user()}@@${c.e.domain}")`,
      ]);
    },
  },
  {
    cat: "validation",
    origin: "app1",
    hints: ["validation", "pydantic", "invalid", "boolean"],
    sev: "medium",
    note: (s) =>
      `${s.app1} validates userinfo with a strict model; the IdP now sends email_verified as the string "true" and every request fails validation`,
    run: (c) => {
      c.every("app1", c.t0, c.end, c.gap * 3, () => [
        "error",
        `pydantic_core._pydantic_core.ValidationError: 1 validation error for UserInfo\nemail_verified\n  Input should be a valid boolean [type=bool_type, input_value='true', input_type=str]`,
      ]);
      gwUpstream(c, "app1", c.t0 + 300, c.gap * 4, 422, "upstream returned 422");
    },
  },
  {
    cat: "validation",
    origin: "idp",
    hints: ["saml", "validation", "invalid", "schema"],
    sev: "medium",
    note: (s) =>
      `a partner SP began sending SAML AuthnRequests with an invalid IssueInstant; ${s.idp}'s schema validation rejects every partner SSO`,
    kinds: ["keycloak", "okta", "auth0"],
    run: (c) => {
      c.every("idp", c.t0, c.end, c.gap * 4, () => [
        "error",
        `SAML AuthnRequest from sp=https://partner.example/saml rejected: cvc-datatype-valid.1.2.1: '2026-13-01T09:15:00Z' is not a valid value for 'dateTime'.`,
      ]);
    },
  },
  // ---------------- unknown ----------------
  {
    cat: "unknown",
    origin: "app2",
    hints: ["hang", "unknown", "unresponsive", "timeout", "stuck"],
    sev: "medium",
    note: (s) =>
      `${s.app2} hangs with nothing in its logs (no errors, no health probe answers); the gateway times out to it until it is restarted`,
    run: (c) => {
      c.muted.set("app2", [c.t0, c.end]);
      c.down.set("app2", [c.t0, c.end]);
      gwUpstream(c, "app2", c.t0 + 2000, c.gap * 2, 504, "upstream request timeout");
      c.every("app1", c.t0 + 2000, c.end, c.gap * 4, () => ["warn", `call to ${c.e.svc.app2} timed out after 5000ms`]);
    },
  },
  {
    cat: "unknown",
    origin: "app1",
    hints: ["exit", "crash", "unknown", "worker"],
    sev: "medium",
    note: (s) => `${s.app1}'s workers exit with status 1 and no error output; nothing in its logs says why`,
    run: (c) => {
      c.every("app1", c.t0, c.end, 20000, () => [
        "error",
        `[ERROR] Worker (pid:${c.rng.int(20, 900)}) exited with code 1`,
      ]);
      c.every("app1", c.t0 + 500, c.end, 20000, () => [
        "info",
        `[INFO] Booting worker with pid: ${c.rng.int(20, 900)}`,
      ]);
      gwUpstream(c, "app1", c.t0 + 300, c.gap * 4, 502, "upstream prematurely closed connection");
    },
  },
  {
    cat: "unknown",
    origin: "app3",
    hints: ["unknown", "internal", "500", "error"],
    sev: "medium",
    note: (s) => `${s.app3} answers 500 on most requests and logs only "request failed" without a cause`,
    run: (c) => {
      c.down.set("app3", [c.t0, c.end]);
      c.every("app3", c.t0, c.end, c.gap * 2, () => ["error", `request failed: status=500 path=/bff/home`]);
      gwUpstream(c, "app3", c.t0 + 200, c.gap * 2, 500, "upstream returned 500");
    },
  },
  {
    cat: "unknown",
    origin: "notifier",
    hints: ["stall", "unknown", "stuck", "watchdog", "hang"],
    sev: "medium",
    note: (s) =>
      `${s.notifier} stops processing its queue with no error; only the watchdog and the idp's waiting users show it`,
    run: (c) => {
      c.muted.set("notifier", [c.t0, c.t0 + 6 * MIN]);
      c.emit(c.t0 - 1000, "notifier", "info", "processing batch 41/120 from queue otp-outbound");
      c.every("notifier", c.t0 + 6 * MIN, c.end, 60000, () => [
        "error",
        "watchdog: no progress on queue otp-outbound for 360s (consumer alive)",
      ]);
      c.every("idp", c.t0 + 30000, c.end, c.gap * 6, () => [
        "warn",
        `MFA challenge for ${c.user()} expired without OTP delivery`,
      ]);
    },
  },
];
