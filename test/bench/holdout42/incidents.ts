// The 52 incidents, four per category: each names its estate, origin, the change the window shows and the fault's
// lines in the words the software prints. Times are seconds from the fault start (0) at the origin.
import {
  alembic,
  certRenew,
  configReload,
  deploy,
  flagFlip,
  flyway,
  liquibase,
  railsMigration,
  terraform,
} from "./changes.js";
import type { Ctx } from "./stream.js";

export interface Spec {
  category: string;
  estate: string;
  origin: string;
  severity: "medium" | "high";
  hints: string[];
  note: string;
  /** Services the real change touches (the harmless change avoids them). */
  touched: string[];
  build: (c: Ctx) => void;
}

const jstack = (ex: string, frames: string[]) => [ex, ...frames.map((f) => `\tat ${f}`)];
const pyTrace = (frames: Array<[string, number, string, string]>, last: string) => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([f, l, fn, code]) => [`  File "${f}", line ${l}, in ${fn}`, `    ${code}`]),
  last,
];

export const INCIDENTS: Spec[] = [
  // ---------------------------------------------------------------- authentication
  {
    category: "authentication",
    estate: "bank",
    origin: "statement-batch",
    severity: "medium",
    hints: ["password", "authentication", "credential", "secret"],
    note: "Vault rotated the reporting DB role's password; accounts-core and ledger-writer re-read it, statement-batch kept the old one and every run fails password authentication",
    touched: ["statement-batch", "accounts-core", "ledger-writer"],
    build: (c) => {
      c.at(
        -95,
        "vault-agent",
        "info",
        '(runner) rendered "/vault/secrets/db-creds.tpl" => "/vault/secrets/db-creds" (lease database/creds/reporting/7Hq renewed: rotated)',
      );
      c.at(-93, "accounts-core", "info", "HikariPool-1 - credentials file changed, soft-evicting 10 idle connections");
      c.at(-92, "ledger-writer", "info", "HikariPool-1 - credentials file changed, soft-evicting 8 idle connections");
      c.silence("statement-batch", 0, 900);
      c.every(
        "statement-batch",
        0,
        900,
        20,
        "error",
        "HikariPool-2 - Exception during pool initialization.",
        jstack(
          'org.postgresql.util.PSQLException: FATAL: password authentication failed for user "v-k8s-reporting-7Hq"',
          [
            "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
            "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
            "com.zaxxer.hikari.pool.HikariPool.checkFailFast(HikariPool.java:562)",
          ],
        ),
      );
      c.every(
        "statement-batch",
        1,
        900,
        20,
        "error",
        (r) => `Step: [accrueStep] failed (run.id=${r.int(1000, 9999)}): Failed to obtain JDBC Connection`,
      );
    },
  },
  {
    category: "authentication",
    estate: "clinic",
    origin: "eligibility-check",
    severity: "medium",
    hints: ["invalid_client", "401", "oauth", "credential", "authentication"],
    note: "A config push swapped eligibility-check's clearinghouse OAuth client secret for the staging one; every token request gets 401 invalid_client and booking-api reports eligibility unavailable",
    touched: ["eligibility-check"],
    build: (c) => {
      configReload(c, "eligibility-check", -40, ["CLEARINGHOUSE_CLIENT_SECRET", "CLEARINGHOUSE_TOKEN_URL"]);
      c.suppress("eligibility-check", 0, 0.9);
      c.every(
        "eligibility-check",
        0,
        900,
        4,
        "error",
        'token request to https://auth.clearhouse-x.com/oauth2/token failed: 401 Unauthorized {"error":"invalid_client","error_description":"Client authentication failed"}',
      );
      c.chain(0, 900, 3, [
        ["eligibility-check", "error", "270 inquiry aborted: no access token (401 invalid_client)", 0],
        [
          "booking-api",
          "warn",
          (r) =>
            `eligibility-check returned 502 for appointment A-${r.int(100000, 999999)}; booked as self-pay pending`,
          40,
        ],
        ["patient-web", "info", (r) => `POST /appointments 201 ${r.int(300, 900)}ms`, 60],
      ]);
    },
  },
  {
    category: "authentication",
    estate: "stream",
    origin: "playback-auth",
    severity: "high",
    hints: ["jwt", "kid", "jwks", "signature", "token", "401"],
    note: "playback-auth v5.2.0 signs tokens with a new key (kid 2026-07) it does not publish in its JWKS; edge-gateway's Envoy rejects every token with 401",
    touched: ["playback-auth"],
    build: (c) => {
      deploy(c, "playback-auth", -30, "5.2.0");
      c.at(
        -1,
        "playback-auth",
        "warn",
        "jwks: serving 1 key(s) [kid=2026-04]; active signing key kid=2026-07 is not in the published set",
      );
      c.suppress("playback-auth", 0, 0.95);
      c.chain(0, 900, 0.6, [
        [
          "playback-auth",
          "info",
          (r) => `issued playback token title=tt${r.int(1000000, 9999999)} drm=widevine kid=2026-07 ttl=300s`,
          0,
        ],
        [
          "edge-gateway",
          "warn",
          "jwt_authn: Jwks doesn't have key to match kid or alg from Jwt (provider playback)",
          30,
        ],
        [
          "edge-gateway",
          "error",
          (r) => `GET /v3/playback/license 401 ${r.int(2, 9)}ms rejected: Jwt verification fails`,
          32,
        ],
      ]);
      c.every("playback-auth", 60, 900, 30, "warn", "jwks: active signing key kid=2026-07 is not in the published set");
    },
  },
  {
    category: "authentication",
    estate: "games",
    origin: "leaderboard",
    severity: "medium",
    hints: ["wrongpass", "auth", "password", "redis", "credential"],
    note: "The Redis ACL password was rotated by ExternalSecrets minutes earlier; leaderboard only re-dials when its pool recycles and then fails WRONGPASS, weekly leaderboard reads fail",
    touched: ["leaderboard", "inventory-svc"],
    build: (c) => {
      c.at(
        -210,
        "external-secrets",
        "info",
        'reconciled secret "redis-acl-game" (refreshInterval 1h): data changed, updated Secret tidewater-live/redis-acl-game',
      );
      c.at(
        -205,
        "inventory-svc",
        "info",
        "redis: credentials reloaded from /etc/redis-acl/password, pool recycled (32 conns)",
      );
      c.at(-1, "leaderboard", "info", "redis: pool idle connections expired (MaxConnAge=30m), dialing 10.4.2.19:6379");
      c.suppress("leaderboard", 0, 0.9);
      c.every(
        "leaderboard",
        0,
        900,
        2.5,
        "error",
        "redis: WRONGPASS invalid username-password pair or user is disabled.",
      );
      c.chain(0, 900, 3, [
        ["leaderboard", "error", "ZREVRANGE lb:weekly failed: redis: connection pool exhausted after AUTH failures", 0],
        ["lobby-gw", "error", (r) => `GET /leaderboard/weekly 503 ${r.int(3, 20)}ms upstream=leaderboard`, 20],
      ]);
    },
  },
  // ---------------------------------------------------------------- authorization
  {
    category: "authorization",
    estate: "freight",
    origin: "label-service",
    severity: "medium",
    hints: ["accessdenied", "access denied", "403", "permission", "not authorized"],
    note: "A Terraform apply tightened label-service's IAM role policy to a new bucket prefix; PutObject of rendered labels now gets AccessDenied and shipments cannot print",
    touched: ["label-service"],
    build: (c) => {
      terraform(c, -120, "aws_iam_role_policy.label_service_s3", "label-service-irsa:label-service-s3", 4127);
      c.suppress("label-service", 0, 0.85);
      c.chain(0, 900, 2.2, [
        [
          "label-service",
          "error",
          (r) =>
            `upload failed: AccessDenied: User: arn:aws:sts::417203398812:assumed-role/label-service-irsa/botocore-session-${r.int(1700000000, 1799999999)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::marlow-labels-prod/2026/07/06/MF${r.int(10000000, 99999999)}.zpl" because no identity-based policy allows the s3:PutObject action`,
          0,
        ],
        ["shipment-api", "warn", "label generation failed for shipment, status=LABEL_PENDING (label-service 500)", 60],
        ["shipper-portal", "error", (r) => `POST /api/shipments 500 ${r.int(200, 700)}ms`, 80],
      ]);
    },
  },
  {
    category: "authorization",
    estate: "clinic",
    origin: "claims-engine",
    severity: "medium",
    hints: ["scope", "forbidden", "403", "access denied", "insufficient"],
    note: "claims-engine 3.8.0 started enforcing the claims:adjudicate scope that booking-api's service token does not carry; claim submissions get 403 insufficient_scope",
    touched: ["claims-engine"],
    build: (c) => {
      deploy(c, "claims-engine", -25, "3.8.0");
      c.suppress("claims-engine", 0, 1);
      c.chain(0, 900, 2, [
        [
          "claims-engine",
          "warn",
          "403 Forbidden POST /internal/claims: insufficient_scope: token for client booking-api lacks required scope 'claims:adjudicate'",
          0,
        ],
        [
          "booking-api",
          "error",
          (r) =>
            `ClaimsClient::Forbidden: 403 from claims-engine for claim CLM-${r.int(1000000, 9999999)} (insufficient_scope); queued for retry`,
          20,
        ],
      ]);
    },
  },
  {
    category: "authorization",
    estate: "bank",
    origin: "statement-batch",
    severity: "medium",
    hints: ["forbidden", "rbac", "cannot get", "serviceaccount", "permission"],
    note: "An Argo CD sync of platform-rbac four minutes before the monthly job removed get on secrets from statement-batch's ServiceAccount; its next statement run cannot read the signing key Secret",
    touched: ["statement-batch"],
    build: (c) => {
      c.at(
        -240,
        "argocd-application-controller",
        "info",
        "Initiated automated sync to '9be01c4' application=argocd/platform-rbac",
      );
      c.at(
        -236,
        "argocd-application-controller",
        "info",
        "Applying resource Role/statement-batch-reader in cluster: https://kubernetes.default.svc, namespace: cobalt-prod",
      );
      c.at(
        -230,
        "argocd-application-controller",
        "info",
        "Sync operation to 9be01c4 succeeded application=argocd/platform-rbac",
      );
      c.at(
        -1,
        "statement-batch",
        "info",
        "Job: [SimpleJob: [name=monthlyStatementJob]] launched with the following parameters: [{run.date=2026-07-16}]",
      );
      c.every(
        "statement-batch",
        0,
        900,
        15,
        "error",
        'Step [signStep] failed: io.fabric8.kubernetes.client.KubernetesClientException: Failure executing: GET at: https://10.96.0.1:443/api/v1/namespaces/cobalt-prod/secrets/statements-signing-key. Message: Forbidden! User system:serviceaccount:cobalt-prod:statement-batch doesn\'t have permission. secrets "statements-signing-key" is forbidden: User "system:serviceaccount:cobalt-prod:statement-batch" cannot get resource "secrets" in API group "" in the namespace "cobalt-prod".',
      );
      c.every(
        "statement-batch",
        5,
        900,
        60,
        "error",
        "Job: [SimpleJob: [name=monthlyStatementJob]] completed with the following status: [FAILED]",
      );
    },
  },
  {
    category: "authorization",
    estate: "stream",
    origin: "transcode-worker",
    severity: "medium",
    hints: ["accessdenied", "kms", "not authorized", "403", "permission"],
    note: "Terraform switched the output bucket's default encryption to a new KMS key; transcode-worker's role has no kms:GenerateDataKey on it, every rendition upload fails AccessDenied",
    touched: ["transcode-worker"],
    build: (c) => {
      terraform(c, -150, "aws_s3_bucket_server_side_encryption_configuration.renditions", "bw-renditions-prod", 3391);
      c.every(
        "transcode-worker",
        0,
        900,
        6,
        "error",
        (r) =>
          `rendition upload failed for asset ${r.hex(10)}: botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::882910442120:assumed-role/transcode-worker/i-0${r.hex(16)} is not authorized to perform: kms:GenerateDataKey on resource: arn:aws:kms:us-east-1:882910442120:key/4c1f0a2e-77d1-4b9a-9e0f-3a6b1a2c9d10 because no identity-based policy allows the kms:GenerateDataKey action`,
      );
      c.every(
        "ingest-watcher",
        30,
        900,
        40,
        "warn",
        (r) => `asset ${r.hex(10)} still in state TRANSCODING after 15m (expected 4m)`,
      );
    },
  },
  // ---------------------------------------------------------------- configuration
  {
    category: "configuration",
    estate: "freight",
    origin: "rate-quoter",
    severity: "high",
    hints: ["placeholder", "config", "property", "setting", "resolve"],
    note: "A Spring Cloud Config push renamed carrier.dhlx.endpoint; rate-quoter's refreshed beans cannot resolve the placeholder and every quote fails",
    touched: ["rate-quoter"],
    build: (c) => {
      configReload(c, "rate-quoter", -20, ["carrier.dhlx.base-url", "carrier.dhlx.endpoint"]);
      c.suppress("rate-quoter", 0, 0.95);
      c.chain(0, 900, 1.2, [
        ["rate-quoter", "error", "Servlet.service() for servlet [dispatcherServlet] threw exception", 0],
        [
          "shipment-api",
          "error",
          (r) =>
            `rate quote failed for shipment SH${r.int(100000, 999999)}: 500 Internal Server Error from POST http://rate-quoter:8080/quotes`,
          30,
        ],
        ["shipper-portal", "error", (r) => `POST /api/shipments 502 ${r.int(40, 200)}ms`, 40],
      ]);
      c.every(
        "rate-quoter",
        0,
        900,
        5,
        "error",
        "Error creating bean with name 'dhlxClient' (scope=refresh)",
        jstack(
          "java.lang.IllegalArgumentException: Could not resolve placeholder 'carrier.dhlx.endpoint' in value \"$" +
            '{carrier.dhlx.endpoint}/v2/rates"',
          [
            "org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)",
            "org.springframework.core.env.AbstractPropertyResolver.resolveRequiredPlaceholders(AbstractPropertyResolver.java:239)",
            "com.marlow.rates.carrier.DhlxClient.<init>(DhlxClient.java:44)",
          ],
        ),
      );
    },
  },
  {
    category: "configuration",
    estate: "clinic",
    origin: "reminder-worker",
    severity: "medium",
    hints: ["keyerror", "key not found", "env", "config", "missing"],
    note: "reminder-worker 2.9.0 reads TWILIO_MESSAGING_SERVICE_SID, which the release's Helm values never set; every reminder job dies with KeyError",
    touched: ["reminder-worker"],
    build: (c) => {
      deploy(c, "reminder-worker", -35, "2.9.0");
      c.every(
        "reminder-worker",
        0,
        900,
        3,
        "error",
        (r) =>
          `[sidekiq] SendRemindersJob JID-${r.hex(24)} fail: KeyError: key not found: "TWILIO_MESSAGING_SERVICE_SID"`,
        [
          "/app/app/jobs/send_reminders_job.rb:12:in `fetch'",
          "/app/app/jobs/send_reminders_job.rb:12:in `perform'",
          "/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb:220:in `execute_job'",
        ],
      );
      c.every(
        "reminder-worker",
        10,
        900,
        20,
        "warn",
        (r) => `[sidekiq] ${r.int(40, 400)} jobs in retry set for SendRemindersJob`,
      );
    },
  },
  {
    category: "configuration",
    estate: "stream",
    origin: "edge-gateway",
    severity: "high",
    hints: ["cluster", "route", "config", "no cluster", "nc"],
    note: "An Envoy route config push points /v3/search at cluster search-api-v2, which is not defined; edge-gateway answers every search with 503 NC while search-api itself is idle and healthy",
    touched: ["edge-gateway"],
    build: (c) => {
      c.at(
        -15,
        "edge-gateway",
        "info",
        "rds: loading new configuration: config_name=ingress_http hash=8342518836121951745",
      );
      c.at(-14.9, "edge-gateway", "info", "cds: add 11 cluster(s), remove 0 cluster(s)");
      c.at(
        -14.8,
        "edge-gateway",
        "warn",
        "route config ingress_http: virtual host 'public' route '/v3/search' references unknown cluster 'search-api-v2'",
      );
      c.suppress("search-api", 0, 1);
      c.every(
        "edge-gateway",
        0,
        900,
        0.8,
        "error",
        (r) =>
          `"GET /v3/search?q=${r.pick(["drama", "space", "noir"])} HTTP/2" 503 NC 0 0 0 - "10.8.${r.int(0, 9)}.${r.int(2, 250)}" "okhttp/4.12.0" "${r.hex(8)}-${r.hex(4)}" "api.brightwave.tv" "-" route_not_found_cluster=search-api-v2`,
      );
    },
  },
  {
    category: "configuration",
    estate: "games",
    origin: "matchmaker",
    severity: "high",
    hints: ["region", "config", "fleet", "configmap", "unknown"],
    note: "A ConfigMap update for matchmaker lists region 'eu-wset'; after the reload every EU queue ticket fails with no fleet configured",
    touched: ["matchmaker"],
    build: (c) => {
      c.at(
        -30,
        "matchmaker",
        "info",
        'configmap watch: matchmaker-config updated (resourceVersion 88213407), reloading regions: ["us-east","eu-wset","ap-south"]',
      );
      c.at(
        -29.5,
        "matchmaker",
        "warn",
        'region "eu-wset" has no entry in fleets.yaml; tickets for it cannot be allocated',
      );
      c.suppress("matchmaker", 0, 0.45);
      c.chain(0, 900, 1.4, [
        [
          "matchmaker",
          "error",
          (r) => `ticket ${r.hex(8)} allocation failed: no game server fleet configured for region "eu-wset"`,
          0,
        ],
        ["lobby-gw", "error", (r) => `POST /match/queue 500 ${r.int(5, 30)}ms upstream=matchmaker`, 15],
      ]);
    },
  },
  // ---------------------------------------------------------------- database
  {
    category: "database",
    estate: "freight",
    origin: "shipment-api",
    severity: "high",
    hints: ["not-null", "constraint", "sql", "database", "psql"],
    note: "shipment-api 2.15.0 ran Flyway V118 adding shipments.carrier_ref NOT NULL, but its insert path does not set it; every new shipment fails the constraint",
    touched: ["shipment-api"],
    build: (c) => {
      deploy(c, "shipment-api", -60, "2.15.0");
      flyway(c, "shipment-api", -57, 118, "add carrier ref", 2310);
      c.suppress("shipment-api", 0, 0.5);
      c.chain(0, 900, 1.3, [
        [
          "shipment-api",
          "error",
          'ERROR: null value in column "carrier_ref" of relation "shipments" violates not-null constraint',
          0,
        ],
        ["shipment-api", "error", "could not execute statement [n/a]; SQL [n/a]; constraint [carrier_ref]", 2],
        ["shipper-portal", "error", (r) => `POST /api/shipments 500 ${r.int(20, 90)}ms`, 30],
      ]);
    },
  },
  {
    category: "database",
    estate: "clinic",
    origin: "chart-store",
    severity: "high",
    hints: ["queuepool", "sql", "database", "connection", "statement timeout"],
    note: "An Alembic migration shipped with chart-store dropped the index behind chart reads; queries run seconds, the SQLAlchemy pool empties and chart reads fail",
    touched: ["chart-store"],
    build: (c) => {
      deploy(c, "chart-store", -90, "1.41.0");
      alembic(c, "chart-store", -88, "a91c3e2f7b10", "c04d8e1a2f55", "replace chart_sections index with partial index");
      c.suppress("chart-store", 0, 0.7);
      c.every(
        "chart-store",
        0,
        900,
        3,
        "warn",
        (r) =>
          `slow query ${r.int(2100, 9800)}ms: SELECT chart_sections.* FROM chart_sections WHERE chart_sections.patient_id = %(patient_id_1)s`,
      );
      c.chain(60, 900, 2, [
        [
          "chart-store",
          "error",
          "sqlalchemy.exc.TimeoutError: QueuePool limit of size 10 overflow 20 reached, connection timed out, timeout 30.00 (Background on this error at: https://sqlalche.me/e/20/3o7r)",
          0,
        ],
        ["patient-web", "error", (r) => `GET /chart/summary 504 ${r.int(30000, 30200)}ms`, 30],
      ]);
    },
  },
  {
    category: "database",
    estate: "bank",
    origin: "accounts-core",
    severity: "high",
    hints: ["column", "does not exist", "sql", "psql", "database"],
    note: "ledger-writer's Liquibase changeset renamed accounts.avail_balance to available_balance; ledger-writer is fine but accounts-core's queries against the old column now fail",
    touched: ["ledger-writer"],
    build: (c) => {
      deploy(c, "ledger-writer", -70, "7.3.0");
      liquibase(c, "ledger-writer", -66, "db/changelog/2026-07/118-rename-avail-balance.yaml::118::r.okafor", 412);
      c.suppress("accounts-core", 0, 0.9);
      c.every(
        "accounts-core",
        0,
        900,
        1.1,
        "error",
        "SQL Error: 0, SQLState: 42703",
        jstack(
          'org.postgresql.util.PSQLException: ERROR: column a1_0.avail_balance does not exist\n  Hint: Perhaps you meant to reference the column "a1_0.available_balance".\n  Position: 48',
          [
            "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
            "com.cobalt.accounts.repo.AccountRepository.findByCustomer(AccountRepository.java)",
          ],
        ),
      );
      c.every(
        "mobile-bff",
        0,
        900,
        1.3,
        "error",
        (r) => `GET /v1/accounts 500 ${r.int(10, 60)}ms upstream accounts-core`,
      );
    },
  },
  {
    category: "database",
    estate: "games",
    origin: "inventory-svc",
    severity: "high",
    hints: ["too many clients", "connection", "postgres", "database", "sql"],
    note: "The HPA max for inventory-svc went from 10 to 40 replicas in an Argo CD sync; the scale-out opens more connections than Postgres allows and grants fail 'too many clients'",
    touched: ["inventory-svc"],
    build: (c) => {
      c.at(
        -100,
        "argocd-application-controller",
        "info",
        "Initiated automated sync to 'c7710ad' application=argocd/inventory-svc-prod",
      );
      c.at(
        -98,
        "argocd-application-controller",
        "info",
        "Applying resource HorizontalPodAutoscaler/inventory-svc in cluster: https://kubernetes.default.svc, namespace: tidewater-live",
      );
      c.every(
        "inventory-svc",
        -60,
        0,
        12,
        "info",
        (r) => `pgxpool: opened ${r.int(10, 20)} connections (max_conns=20)`,
      );
      c.suppress("inventory-svc", 0, 0.6);
      c.chain(0, 900, 1.2, [
        [
          "inventory-svc",
          "error",
          "grant failed: failed to connect to `host=pg-inventory.tidewater-live user=inventory database=inventory`: server error (FATAL: sorry, too many clients already (SQLSTATE 53300))",
          0,
        ],
        [
          "store-checkout",
          "error",
          (r) => `InventoryClient::Error: 500 from inventory-svc grant for order ord_${r.hex(10)}; order held`,
          40,
        ],
      ]);
    },
  },
  // ---------------------------------------------------------------- dependency
  {
    category: "dependency",
    estate: "freight",
    origin: "rate-quoter",
    severity: "medium",
    hints: ["503", "unavailable", "provider", "upstream", "vendor"],
    note: "The fuel-index vendor's API started answering 503 with an open circuit in rate-quoter; the flag moving 50% of quotes to it an hour earlier was fine until the vendor broke",
    touched: ["rate-quoter"],
    build: (c) => {
      flagFlip(c, "rate-quoter", -280, "fuel-index-v2", "50%", "unleash");
      c.suppress("rate-quoter", 0, 0.5);
      c.every(
        "rate-quoter",
        0,
        900,
        1.5,
        "warn",
        (r) =>
          `fuel index fetch failed: 503 Service Unavailable from https://api.fuelindex.eu/v2/diesel?region=DE (request id ${r.hex(16)})`,
      );
      c.every(
        "rate-quoter",
        20,
        900,
        15,
        "error",
        "CircuitBreaker 'fuelIndex' is OPEN and does not permit further calls; quotes use stale surcharge table",
      );
      c.chain(20, 900, 2.5, [
        ["rate-quoter", "error", "quote failed: surcharge table older than 24h, refusing to price", 0],
        ["shipment-api", "error", "rate quote failed: 503 from rate-quoter", 30],
      ]);
    },
  },
  {
    category: "dependency",
    estate: "clinic",
    origin: "rx-router",
    severity: "medium",
    hints: ["503", "unavailable", "upstream", "circuit", "provider"],
    note: "After the e-prescribing network's region switch the provider's endpoint returns 503; rx-router opens its circuit and prescriptions queue up",
    touched: ["rx-router"],
    build: (c) => {
      configReload(c, "rx-router", -150, ["ERX_ENDPOINT"]);
      c.every(
        "rx-router",
        -140,
        0,
        10,
        "info",
        (r) => `e-prescription routed via https://erx-east.scriptnet.example/v6 (${r.int(90, 300)}ms)`,
      );
      c.suppress("rx-router", 0, 0.95);
      c.every(
        "rx-router",
        0,
        900,
        2,
        "error",
        (r) =>
          `NCPDP NewRx ${r.int(100000, 999999)} failed: upstream returned 503 Service Unavailable (Retry-After: 120) from erx-east.scriptnet.example`,
      );
      c.every(
        "rx-router",
        30,
        900,
        20,
        "error",
        "circuit 'scriptnet' OPEN after 20 consecutive failures; queueing prescriptions",
      );
      c.every("booking-api", 30, 900, 6, "warn", "rx-router responded 503 (circuit open), prescription queued");
    },
  },
  {
    category: "dependency",
    estate: "bank",
    origin: "payments-orch",
    severity: "high",
    hints: ["kafka", "broker", "replicas", "not_enough", "dependency"],
    note: "During a node pool upgrade two Kafka brokers were drained at once; payments-orch's producer gets NOT_ENOUGH_REPLICAS and transfers stop being published (the brokers' own logs are not here)",
    touched: ["payments-orch"],
    build: (c) => {
      c.at(
        -120,
        "cluster-autoscaler",
        "info",
        "node pool np-data-v128 upgrade: cordoning node gke-cobalt-data-7f1c (surge 2)",
      );
      c.at(
        -60,
        "cluster-autoscaler",
        "info",
        "node pool np-data-v128 upgrade: draining nodes gke-cobalt-data-7f1c, gke-cobalt-data-a903",
      );
      c.suppress("payments-orch", 0, 0.7);
      c.every(
        "payments-orch",
        0,
        900,
        1,
        "warn",
        (r) =>
          `[Producer clientId=payments-orch-1] Got error produce response with correlation id ${r.int(100000, 999999)} on topic-partition payments.events-${r.int(0, 11)}, retrying (2147483646 attempts left). Error: NOT_ENOUGH_REPLICAS`,
      );
      c.chain(10, 900, 2, [
        [
          "payments-orch",
          "error",
          (r) =>
            `transfer TR${r.int(10000000, 99999999)} failed: org.apache.kafka.common.errors.NotEnoughReplicasException: Messages are rejected since there are fewer in-sync replicas than required.`,
          0,
        ],
        ["mobile-bff", "error", (r) => `POST /v1/transfers 503 ${r.int(1000, 3000)}ms`, 50],
      ]);
    },
  },
  {
    category: "dependency",
    estate: "stream",
    origin: "billing-sub",
    severity: "medium",
    hints: ["stripe", "503", "unavailable", "provider", "api"],
    note: "Stripe answered 503 for renewals; billing-sub's deploy two minutes earlier only changed log formatting and is not the cause",
    touched: ["billing-sub"],
    build: (c) => {
      deploy(c, "billing-sub", -130, "12.4.1", 1);
      c.every(
        "billing-sub",
        0,
        900,
        2,
        "error",
        (r) =>
          `renewal sub_${r.hex(14)} failed: Stripe::APIError: (Status 503) (Request req_${r.hex(14)}) An unexpected error occurred. Please retry later.`,
      );
      c.every("billing-sub", 30, 900, 25, "warn", (r) => `renewals: ${r.int(40, 300)} pending retries (Stripe 5xx)`);
    },
  },
  // ---------------------------------------------------------------- disk
  {
    category: "disk",
    estate: "freight",
    origin: "tracking-ingest",
    severity: "high",
    hints: ["no space", "disk", "enospc", "volume", "space"],
    note: "tracking-ingest 3.4.0 turned on segment retention for replays; its spool PVC fills and writes fail 'no space left on device'",
    touched: ["tracking-ingest"],
    build: (c) => {
      deploy(c, "tracking-ingest", -300, "3.4.0");
      c.every(
        "tracking-ingest",
        -260,
        -60,
        30,
        "info",
        (r) => `spool retention: kept ${r.int(10, 90)} segments (replay.retain=true) in /data/spool`,
      );
      c.every(
        "tracking-ingest",
        -120,
        0,
        20,
        "warn",
        (r) => `disk usage of /data/spool at ${r.int(88, 99)}% (threshold 85%)`,
      );
      c.suppress("tracking-ingest", 0, 0.9);
      c.every(
        "tracking-ingest",
        0,
        900,
        1,
        "error",
        (r) => `append failed: write /data/spool/scans-${r.int(10000, 99999)}.seg: no space left on device`,
      );
    },
  },
  {
    category: "disk",
    estate: "clinic",
    origin: "audit-trail",
    severity: "high",
    hints: ["enospc", "no space", "disk", "device"],
    note: "Audit retention was raised from 7 to 90 days in a config reload earlier; the nightly compaction no longer frees space and audit-trail's volume fills, audit writes fail and chart reads block on them",
    touched: ["audit-trail"],
    build: (c) => {
      configReload(c, "audit-trail", -330, ["AUDIT_RETENTION_DAYS"]);
      c.at(-60, "audit-trail", "info", "compaction: retention 90d, 0 segments eligible for deletion");
      c.suppress("audit-trail", 0, 0.9);
      c.chain(0, 900, 1.5, [
        [
          "audit-trail",
          "error",
          "audit append failed: Errno::ENOSPC: No space left on device @ io_write - /var/lib/audit/segments/000412.log",
          0,
        ],
        [
          "patient-web",
          "error",
          (r) => `GET /chart/summary 503 ${r.int(10, 60)}ms (audit required, audit-trail unavailable)`,
          40,
        ],
      ]);
    },
  },
  {
    category: "disk",
    estate: "stream",
    origin: "transcode-worker",
    severity: "medium",
    hints: ["no space", "ephemeral", "storage", "disk", "evict"],
    note: "transcode-worker 8.0.0 stopped cleaning /scratch after each job; the emptyDir fills, ffmpeg fails with No space left on device and the kubelet evicts the pod",
    touched: ["transcode-worker"],
    build: (c) => {
      deploy(c, "transcode-worker", -200, "8.0.0");
      c.every(
        "transcode-worker",
        -180,
        0,
        25,
        "info",
        (r) => `job ${r.hex(10)} finished: 6 renditions (scratch kept at /scratch/${r.hex(10)})`,
      );
      c.every(
        "transcode-worker",
        0,
        900,
        3,
        "error",
        (r) =>
          `ffmpeg failed for asset ${r.hex(10)}: [mp4 @ 0x5581${r.hex(6)}] Error writing trailer of /scratch/${r.hex(10)}/1080p.mp4: No space left on device`,
      );
      c.every(
        "transcode-worker",
        60,
        900,
        120,
        "warn",
        "Evicted: Pod ephemeral local storage usage exceeds the total limit of containers 20Gi.",
      );
    },
  },
  {
    category: "disk",
    estate: "games",
    origin: "telemetry-sink",
    severity: "medium",
    hints: ["enospc", "no space", "disk", "buffer"],
    note: "The flag telemetry.verbose-events went to 100%; telemetry-sink's disk buffer grows five times faster than it flushes and fills the volume",
    touched: ["telemetry-sink"],
    build: (c) => {
      flagFlip(c, "telemetry-sink", -240, "telemetry.verbose-events", "true", "flagd");
      c.every(
        "telemetry-sink",
        -200,
        0,
        30,
        "warn",
        (r) => `disk buffer /var/lib/telemetry at ${r.int(70, 98)}% (${r.int(40, 49)}.${r.int(0, 9)}GiB of 50GiB)`,
      );
      c.every(
        "telemetry-sink",
        0,
        900,
        1.2,
        "error",
        (r) => `Error: ENOSPC: no space left on device, write '/var/lib/telemetry/buf-${r.int(100000, 999999)}.ndjson'`,
      );
    },
  },
  // ---------------------------------------------------------------- memory
  {
    category: "memory",
    estate: "freight",
    origin: "route-planner",
    severity: "high",
    hints: ["outofmemory", "heap", "memory", "oom"],
    note: "route-planner 4.0.0 caches full distance matrices per depot; heap fills within minutes and it dies with OutOfMemoryError, restarting in a loop",
    touched: ["route-planner"],
    build: (c) => {
      deploy(c, "route-planner", -150, "4.0.0", 1);
      c.every(
        "route-planner",
        -120,
        0,
        15,
        "warn",
        (r) => `GC (Allocation Failure) pause ${r.int(300, 1900)}ms, heap after GC ${r.int(82, 97)}%`,
      );
      c.suppress("route-planner", 0, 0.8);
      c.silence("route-planner", 0, 900);
      c.every(
        "route-planner",
        0,
        900,
        45,
        "error",
        'Exception in thread "http-nio-8080-exec-7" java.lang.OutOfMemoryError: Java heap space',
        [
          "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
          "\tat com.marlow.routing.MatrixCache.load(MatrixCache.java:88)",
        ],
      );
      c.every("route-planner", 5, 900, 45, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
      c.every(
        "shipment-api",
        0,
        900,
        3,
        "error",
        'route planning failed: I/O error on POST request for "http://route-planner:8080/plan": Connection refused',
      );
    },
  },
  {
    category: "memory",
    estate: "clinic",
    origin: "claims-engine",
    severity: "high",
    hints: ["memory", "sigkill", "oom", "out of memory"],
    note: "A config reload raised claims-engine's batch size from 500 to 20000 claims; each worker loads the batch into memory and gunicorn workers are SIGKILLed by the OOM killer",
    touched: ["claims-engine"],
    build: (c) => {
      configReload(c, "claims-engine", -50, ["claims.batch.size"]);
      c.suppress("claims-engine", 0, 0.8);
      c.every(
        "claims-engine",
        0,
        900,
        12,
        "error",
        (r) => `[1] [ERROR] Worker (pid:${r.int(20, 400)}) was sent SIGKILL! Perhaps out of memory?`,
      );
      c.every("claims-engine", 2, 900, 12, "info", (r) => `[1] [INFO] Booting worker with pid: ${r.int(20, 400)}`);
      c.every(
        "booking-api",
        0,
        900,
        3,
        "error",
        "ClaimsClient::Error: 502 Bad Gateway from claims-engine (upstream prematurely closed connection)",
      );
    },
  },
  {
    category: "memory",
    estate: "bank",
    origin: "fraud-scorer",
    severity: "high",
    hints: ["out of memory", "memory", "oom", "alloc"],
    note: "LaunchDarkly flag fraud-model-v9 served the new model (three times the size) to fraud-scorer, whose Go runtime runs out of memory and crashes; payments fall back to manual review",
    touched: ["fraud-scorer"],
    build: (c) => {
      flagFlip(c, "fraud-scorer", -40, "fraud-model-v9", "on", "ld");
      c.at(-38, "fraud-scorer", "info", "loading model gbm-2026-07-v9 (2.7GiB) alongside gbm-2026-06");
      c.suppress("fraud-scorer", 0, 0.9);
      c.silence("fraud-scorer", 0, 900);
      c.every("fraud-scorer", 0, 900, 30, "fatal", "fatal error: runtime: out of memory", [
        "runtime stack:",
        "runtime.throw({0x1a2b3c4, 0x16})",
        "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c",
        "runtime.sysMap(0xc0a4000000, 0x40000000, 0x2cf9e10?)",
      ]);
      c.every("fraud-scorer", 3, 900, 30, "info", "starting fraud-scorer version=v4.18.2 go=go1.22.5");
      c.every(
        "payments-orch",
        0,
        900,
        2,
        "warn",
        (r) =>
          `fraud score unavailable (io.grpc.StatusRuntimeException: UNAVAILABLE: Connection refused), transfer TR${r.int(10000000, 99999999)} sent to manual review`,
      );
    },
  },
  {
    category: "memory",
    estate: "games",
    origin: "lobby-gw",
    severity: "high",
    hints: ["heap", "memory", "out of memory", "allocation"],
    note: "Canary weight for lobby-gw 3.0 went 10% -> 50%; the new version leaks websocket session state and its pods die with 'JavaScript heap out of memory'",
    touched: ["lobby-gw"],
    build: (c) => {
      c.at(
        -200,
        "argo-rollouts",
        "info",
        'rollout "lobby-gw" step 3/6: setWeight 50 (canary lobby-gw-7c9d5f, stable lobby-gw-5b8f44)',
      );
      c.every(
        "lobby-gw",
        -150,
        0,
        20,
        "warn",
        (r) => `ws sessions=${r.int(20000, 90000)} heapUsed=${r.int(1500, 1990)}MB (limit 2048MB)`,
      );
      c.every(
        "lobby-gw",
        0,
        900,
        40,
        "fatal",
        "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
        [
          "<--- Last few GCs --->",
          "[1:0x6a1c000]  512334 ms: Mark-Compact 2046.1 (2083.4) -> 2043.9 (2084.1) MB, 1854.21 / 0.00 ms  (average mu = 0.142) allocation failure; scavenge might not succeed",
        ],
      );
      c.every("lobby-gw", 2, 900, 40, "info", "lobby-gw@3.0.0 starting (node v20.15.1, NODE_ENV=production)");
      c.every("chat-relay", 0, 900, 6, "warn", "websocket to lobby-gw closed (1006 abnormal closure), reconnecting");
    },
  },
  // ---------------------------------------------------------------- network
  {
    category: "network",
    estate: "freight",
    origin: "invoice-runner",
    severity: "medium",
    hints: ["dns", "resolve", "host name", "name or service", "network"],
    note: "Terraform replaced the private Route53 record pg-reports.marlow.internal with a new name; invoice-runner still points at the old name and cannot resolve it",
    touched: ["invoice-runner"],
    build: (c) => {
      terraform(c, -180, "aws_route53_record.pg_reports", "Z0412ABCDEF_pg-reports.marlow.internal_CNAME", 4133);
      c.every(
        "invoice-runner",
        0,
        900,
        8,
        "error",
        'Job "accrue_fuel_surcharge" raised an exception: psycopg2.OperationalError: could not translate host name "pg-reports.marlow.internal" to address: Name or service not known',
      );
      c.every(
        "invoice-runner",
        4,
        900,
        30,
        "error",
        "invoice export failed: could not connect to reports database",
        pyTrace(
          [["/app/invoices/export.py", 57, "run", "conn = psycopg2.connect(settings.REPORTS_DSN)"]],
          'psycopg2.OperationalError: could not translate host name "pg-reports.marlow.internal" to address: Name or service not known',
        ),
      );
    },
  },
  {
    category: "network",
    estate: "clinic",
    origin: "eligibility-check",
    severity: "medium",
    hints: ["no route", "connection", "network", "egress", "connect"],
    note: "A Terraform change to the egress security group dropped the clearinghouse CIDR; eligibility-check cannot open connections (No route to host) and bookings fall back to self-pay",
    touched: ["eligibility-check"],
    build: (c) => {
      terraform(c, -90, "aws_security_group_rule.egress_partners", "sgrule-2219048811", 4202);
      c.suppress("eligibility-check", 0, 0.95);
      c.chain(0, 900, 2, [
        [
          "eligibility-check",
          "error",
          "clearinghouse request failed: requests.exceptions.ConnectionError: HTTPSConnectionPool(host='api.clearhouse-x.com', port=443): Max retries exceeded with url: /x12/270 (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f3a2c1d4e50>: Failed to establish a new connection: [Errno 113] No route to host'))",
          0,
        ],
        ["booking-api", "warn", "eligibility-check returned 502; booked as self-pay pending", 50],
      ]);
    },
  },
  {
    category: "network",
    estate: "stream",
    origin: "catalog-api",
    severity: "medium",
    hints: ["ssl", "handshake", "pkix", "certificate", "tls"],
    note: "cert-manager reissued recs-service's serving certificate from the new internal CA; catalog-api's truststore only has the old CA and every TLS handshake to recs-service fails",
    touched: ["recs-service", "catalog-api"],
    build: (c) => {
      certRenew(c, -45, "recs-service-tls");
      c.at(
        -40,
        "recs-service",
        "info",
        "tls: reloaded serving certificate /etc/tls/tls.crt (issuer CN=Brightwave Internal CA G2)",
      );
      c.suppress("recs-service", 0, 0.9);
      c.every(
        "catalog-api",
        0,
        900,
        1.2,
        "error",
        "recs call failed, serving editorial rails only",
        jstack(
          "javax.net.ssl.SSLHandshakeException: PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target",
          [
            "java.base/sun.security.ssl.Alert.createSSLException(Alert.java:130)",
            "java.base/sun.security.ssl.TransportContext.fatal(TransportContext.java:378)",
          ],
        ),
      );
    },
  },
  {
    category: "network",
    estate: "games",
    origin: "store-checkout",
    severity: "medium",
    hints: ["reset", "connection", "network", "ssl_connect", "nat"],
    note: "A Terraform apply replaced the NAT gateway store-checkout egresses through; its connections to the payment provider are reset during the TLS handshake and purchases fail",
    touched: ["store-checkout"],
    build: (c) => {
      terraform(c, -75, "aws_nat_gateway.egress_b", "nat-0a91c2f3e4d5b6a7c", 3977);
      c.suppress("store-checkout", 0, 0.8);
      c.chain(0, 900, 2, [
        [
          "store-checkout",
          "error",
          (r) =>
            `payment authorize failed for ord_${r.hex(10)}: Faraday::ConnectionFailed: Connection reset by peer - SSL_connect (api.paygrid.example:443)`,
          0,
        ],
        ["lobby-gw", "error", (r) => `POST /store/purchase 502 ${r.int(100, 900)}ms upstream=store-checkout`, 30],
      ]);
    },
  },
  // ---------------------------------------------------------------- null_reference
  {
    category: "null_reference",
    estate: "freight",
    origin: "label-service",
    severity: "high",
    hints: ["typeerror", "undefined", "cannot read", "null"],
    note: "shipment-api 2.15.0 renamed carrierCode to carrier in its shipment payload; label-service reads the old field and throws TypeError on undefined for every label",
    touched: ["shipment-api"],
    build: (c) => {
      deploy(c, "shipment-api", -40, "2.15.0");
      c.suppress("label-service", 0, 1);
      c.chain(0, 900, 1.5, [
        ["label-service", "error", "unhandled error rendering label", 0],
        [
          "label-service",
          "error",
          "TypeError: Cannot read properties of undefined (reading 'toUpperCase')\n    at carrierPrefix (/app/dist/zpl/template.js:41:32)\n    at renderLabel (/app/dist/zpl/render.js:88:17)",
          1,
        ],
        ["shipment-api", "warn", "label generation failed for shipment, status=LABEL_PENDING (label-service 500)", 20],
      ]);
    },
  },
  {
    category: "null_reference",
    estate: "clinic",
    origin: "booking-api",
    severity: "high",
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    note: "booking-api 6.2.0 looks up the patient's primary insurance, which is nil for self-pay patients; those bookings raise NoMethodError",
    touched: ["booking-api"],
    build: (c) => {
      deploy(c, "booking-api", -45, "6.2.0");
      railsMigration(
        c,
        "booking-api",
        -43,
        "AddPayerRefToAppointments",
        "add_column(:appointments, :payer_ref, :string)",
        0.0214,
      );
      c.suppress("booking-api", 0, 0.4);
      c.chain(0, 900, 1.6, [
        ["booking-api", "error", "NoMethodError (undefined method `payer_id' for nil:NilClass):", 0],
        ["booking-api", "error", "app/services/booking/quote_copay.rb:23:in `call'", 1],
        ["patient-web", "error", (r) => `POST /appointments 500 ${r.int(40, 200)}ms`, 30],
      ]);
    },
  },
  {
    category: "null_reference",
    estate: "bank",
    origin: "accounts-core",
    severity: "high",
    hints: ["nullpointer", "null", "npe"],
    note: "Flag overdraft-v2 enabled the new available-balance calculation; for accounts without an overdraft limit it dereferences null and card holds fail with NullPointerException",
    touched: ["accounts-core"],
    build: (c) => {
      flagFlip(c, "accounts-core", -20, "overdraft-v2", "true", "ld");
      c.suppress("accounts-core", 0, 0.55);
      c.chain(0, 900, 1, [
        [
          "accounts-core",
          "error",
          "Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception",
          0,
        ],
        [
          "accounts-core",
          "error",
          'java.lang.NullPointerException: Cannot invoke "java.math.BigDecimal.add(java.math.BigDecimal)" because "overdraftLimit" is null\n\tat com.cobalt.accounts.balance.AvailableBalance.compute(AvailableBalance.java:57)\n\tat com.cobalt.accounts.hold.HoldService.place(HoldService.java:112)',
          1,
        ],
        ["card-auth", "warn", "0110 response code 96 (system malfunction): accounts-core hold returned 500", 30],
      ]);
    },
  },
  {
    category: "null_reference",
    estate: "stream",
    origin: "recs-service",
    severity: "medium",
    hints: ["attributeerror", "nonetype", "none", "null"],
    note: "recs-service 2.31.0 expects an embedding for every title; new titles have none and ranking raises AttributeError on NoneType, home rails fall back to editorial",
    touched: ["recs-service"],
    build: (c) => {
      deploy(c, "recs-service", -60, "2.31.0");
      c.suppress("recs-service", 0, 0.6);
      c.chain(0, 900, 1.2, [
        ["recs-service", "error", "ranking failed", 0],
        [
          "recs-service",
          "error",
          pyTrace(
            [["/app/recs/rank.py", 112, "score", "vec = item.embedding.vector"]],
            "AttributeError: 'NoneType' object has no attribute 'vector'",
          ).join("\n"),
          1,
        ],
        ["catalog-api", "warn", "recs-service returned 500, serving editorial rails", 20],
      ]);
    },
  },
  // ---------------------------------------------------------------- rate_limiting
  {
    category: "rate_limiting",
    estate: "freight",
    origin: "route-planner",
    severity: "medium",
    hints: ["429", "rate", "limit", "quota", "too many"],
    note: "Unleash flag routing.matrix-cache was switched off; route-planner now calls the routing vendor per stop pair and hits its quota, plans fail with 429",
    touched: ["route-planner"],
    build: (c) => {
      flagFlip(c, "route-planner", -70, "routing.matrix-cache", "false", "unleash");
      c.suppress("route-planner", 0, 0.7);
      c.every(
        "route-planner",
        0,
        900,
        0.9,
        "warn",
        (r) =>
          `matrix call to router.hereapi.com: 429 Too Many Requests (X-RateLimit-Limit: 100, X-RateLimit-Remaining: 0, Retry-After: ${r.int(1, 30)})`,
      );
      c.chain(0, 900, 3, [
        ["route-planner", "error", "plan failed after 3 retries: routing vendor rate limit exceeded", 0],
        ["shipment-api", "warn", "route plan unavailable (route-planner 503), depot will use yesterday's plan", 20],
      ]);
    },
  },
  {
    category: "rate_limiting",
    estate: "clinic",
    origin: "reminder-worker",
    severity: "medium",
    hints: ["429", "too many", "rate", "20429"],
    note: "A cron change a while ago moved all reminder sends into one 09:00 burst; reminder-worker now exceeds Twilio's rate and sends fail with 20429",
    touched: ["reminder-worker"],
    build: (c) => {
      configReload(c, "reminder-worker", -300, ["REMINDER_CRON"]);
      c.at(-1, "reminder-worker", "info", "[sidekiq] cron: enqueued 41812 SendReminderJob (schedule '0 9 * * *')");
      c.every(
        "reminder-worker",
        0,
        900,
        0.8,
        "error",
        (r) =>
          `[sidekiq] SendReminderJob JID-${r.hex(24)} fail: Twilio::REST::RestError: [HTTP 429] 20429 : Unable to create record: Too Many Requests`,
      );
    },
  },
  {
    category: "rate_limiting",
    estate: "bank",
    origin: "push-notifier",
    severity: "medium",
    hints: ["quota", "429", "resource_exhausted", "rate"],
    note: "statement-batch 5.0 sends a push per statement; push-notifier exceeds the FCM project quota and sends fail RESOURCE_EXHAUSTED",
    touched: ["statement-batch"],
    build: (c) => {
      deploy(c, "statement-batch", -100, "5.0.0", 1);
      c.at(
        -10,
        "statement-batch",
        "info",
        "monthlyStatementJob: 180220 statements ready, publishing statement.ready events",
      );
      c.every(
        "push-notifier",
        0,
        900,
        0.7,
        "error",
        (r) =>
          `FCM send failed: 429 RESOURCE_EXHAUSTED Quota exceeded for quota metric 'Send requests' and limit 'Send requests per minute' of service 'fcm.googleapis.com' for consumer 'project_number:${r.int(100000000, 999999999)}'`,
      );
    },
  },
  {
    category: "rate_limiting",
    estate: "games",
    origin: "player-profile",
    severity: "medium",
    hints: ["throttl", "429", "rate", "limit", "rack::attack"],
    note: "A config push added a 20 req/s Rack::Attack throttle on player-profile; the season-end batch in season-jobs is throttled and its reward grants fail",
    touched: ["player-profile"],
    build: (c) => {
      configReload(c, "player-profile", -90, ["RACK_ATTACK_THROTTLE_PER_CLIENT"]);
      c.chain(0, 900, 0.4, [
        [
          "player-profile",
          "warn",
          "[Rack::Attack] throttled req/ip 10.4.7.31 PUT /internal/profiles/rewards (matched: per-client 20/1s)",
          0,
        ],
        [
          "season-jobs",
          "error",
          (r) =>
            `season-end rewards: PUT /internal/profiles/${r.int(10000000, 99999999)}/rewards -> 429 Too Many Requests (Retry-After: 1)`,
          10,
        ],
      ]);
    },
  },
  // ---------------------------------------------------------------- timeout
  {
    category: "timeout",
    estate: "freight",
    origin: "rate-quoter",
    severity: "medium",
    hints: ["timeout", "timed out", "deadline"],
    note: "rate-quoter 6.1.0 evaluates the new pricing rules per lane; quotes run past their 3s deadline and shipment-api's calls time out",
    touched: ["rate-quoter"],
    build: (c) => {
      deploy(c, "rate-quoter", -60, "6.1.0");
      c.suppress("rate-quoter", 0, 0.6);
      c.chain(0, 900, 1.4, [
        [
          "rate-quoter",
          "warn",
          (r) =>
            `quote computation exceeded deadline 3000ms (took ${r.int(3001, 7400)}ms, rules evaluated=${r.int(4000, 9000)})`,
          0,
        ],
        [
          "shipment-api",
          "error",
          'rate quote failed: I/O error on POST request for "http://rate-quoter:8080/quotes": Read timed out',
          3000,
        ],
        ["shipper-portal", "error", (r) => `POST /api/shipments 504 ${r.int(3000, 3100)}ms`, 3010],
      ]);
    },
  },
  {
    category: "timeout",
    estate: "clinic",
    origin: "chart-store",
    severity: "medium",
    hints: ["lock timeout", "timeout", "lock"],
    note: "chart-store's Alembic migration holds an ACCESS EXCLUSIVE lock on chart_sections while it rewrites the table; reads and writes fail 'canceling statement due to lock timeout'",
    touched: ["chart-store"],
    build: (c) => {
      alembic(c, "chart-store", -5, "c04d8e1a2f55", "d77e0a9b3c21", "alter chart_sections.body type jsonb");
      c.suppress("chart-store", 0, 0.85);
      c.chain(0, 900, 1.3, [
        [
          "chart-store",
          "error",
          "(psycopg2.errors.LockNotAvailable) canceling statement due to lock timeout\n[SQL: SELECT chart_sections.id, chart_sections.body FROM chart_sections WHERE chart_sections.patient_id = %(patient_id_1)s]",
          0,
        ],
        ["patient-web", "error", (r) => `GET /chart/summary 500 ${r.int(5000, 5100)}ms`, 20],
      ]);
    },
  },
  {
    category: "timeout",
    estate: "bank",
    origin: "fraud-scorer",
    severity: "medium",
    hints: ["deadline", "timeout", "timed out"],
    note: "Flag graph-features turned on a graph lookup per score; fraud-scorer's scoring exceeds its deadline and payments-orch sees DEADLINE_EXCEEDED",
    touched: ["fraud-scorer"],
    build: (c) => {
      flagFlip(c, "fraud-scorer", -25, "graph-features", "true", "ld");
      c.suppress("fraud-scorer", 0, 0.7);
      c.chain(0, 900, 1, [
        [
          "fraud-scorer",
          "warn",
          (r) => `score: graph lookup: context deadline exceeded after 250ms (neighbours=${r.int(200, 4000)})`,
          0,
        ],
        [
          "payments-orch",
          "error",
          "fraud score failed: io.grpc.StatusRuntimeException: DEADLINE_EXCEEDED: deadline exceeded after 0.299s",
          300,
        ],
      ]);
    },
  },
  {
    category: "timeout",
    estate: "games",
    origin: "leaderboard",
    severity: "medium",
    hints: ["deadline", "timeout", "timed out"],
    note: "leaderboard 2.6.0 builds the weekly board with ZUNIONSTORE over all shards on every read; reads run past their deadline and lobby-gw returns 504",
    touched: ["leaderboard"],
    build: (c) => {
      deploy(c, "leaderboard", -50, "2.6.0");
      c.suppress("leaderboard", 0, 0.9);
      c.chain(0, 900, 1.4, [
        [
          "leaderboard",
          "error",
          (r) =>
            `GET /weekly: ZUNIONSTORE lb:weekly:all 16 shards: context deadline exceeded (elapsed ${r.int(2000, 2600)}ms)`,
          0,
        ],
        ["lobby-gw", "error", (r) => `GET /leaderboard/weekly 504 ${r.int(2000, 2100)}ms upstream=leaderboard`, 2000],
      ]);
    },
  },
  // ---------------------------------------------------------------- validation
  {
    category: "validation",
    estate: "freight",
    origin: "label-service",
    severity: "medium",
    hints: ["validation", "pattern", "postalcode", "invalid"],
    note: "label-service 5.3.0 validates postal codes with a pattern that rejects Dutch codes with a space; NL shipments fail 422",
    touched: ["label-service"],
    build: (c) => {
      deploy(c, "label-service", -40, "5.3.0");
      c.suppress("label-service", 0, 0.4);
      c.chain(0, 900, 1.6, [
        [
          "label-service",
          "warn",
          (r) =>
            `ValidationError: "consignee.postalCode" with value "${r.int(1000, 9999)} ${r.pick(["AB", "CD", "KL", "XR"])}" fails to match the required pattern: /^[0-9A-Z]{4,8}$/`,
          0,
        ],
        ["shipment-api", "error", "label request rejected by label-service: 422 Unprocessable Entity", 20],
        ["shipper-portal", "error", (r) => `POST /api/shipments 422 ${r.int(50, 200)}ms`, 30],
      ]);
    },
  },
  {
    category: "validation",
    estate: "clinic",
    origin: "claims-engine",
    severity: "medium",
    hints: ["validation", "pattern", "validationerror", "pydantic"],
    note: "claims-engine 3.9.0 made its ICD-10 pattern strict; claims with codes written without the dot are rejected as invalid",
    touched: ["claims-engine"],
    build: (c) => {
      deploy(c, "claims-engine", -55, "3.9.0");
      c.suppress("claims-engine", 0, 0.5);
      c.chain(0, 900, 1.8, [
        [
          "claims-engine",
          "warn",
          (r) =>
            `422 POST /internal/claims: 1 validation error for ClaimIn\ndiagnosis_codes.0\n  String should match pattern '^[A-Z][0-9]{2}\\.[0-9A-Z]{1,4}$' [type=string_pattern_mismatch, input_value='E11${r.int(10, 99)}', input_type=str]`,
          0,
        ],
        [
          "booking-api",
          "error",
          "ClaimsClient::UnprocessableEntity: 422 from claims-engine (diagnosis_codes invalid)",
          30,
        ],
      ]);
    },
  },
  {
    category: "validation",
    estate: "bank",
    origin: "payments-orch",
    severity: "medium",
    hints: ["validation", "invalid", "facet", "schema", "iso20022"],
    note: "Flag iso20022-strict turned on schema validation of pacs.008 messages; transfers with structured addresses missing TwnNm fail validation",
    touched: ["payments-orch"],
    build: (c) => {
      flagFlip(c, "payments-orch", -30, "iso20022-strict", "true", "ld");
      c.suppress("payments-orch", 0, 0.45);
      c.chain(0, 900, 1.2, [
        [
          "payments-orch",
          "error",
          "pacs.008 rejected: cvc-complex-type.2.4.b: The content of element 'PstlAdr' is not complete. One of '{\"urn:iso:std:iso:20022:tech:xsd:pacs.008.001.08\":TwnNm}' is expected.",
          0,
        ],
        ["mobile-bff", "warn", (r) => `POST /v1/transfers 422 ${r.int(30, 90)}ms`, 20],
      ]);
    },
  },
  {
    category: "validation",
    estate: "games",
    origin: "telemetry-sink",
    severity: "medium",
    hints: ["validation", "required property", "schema", "invalid"],
    note: "telemetry-sink 4.0.0 ships event schema v7 requiring session_id, which game clients before 1.42 do not send; most events are rejected",
    touched: ["telemetry-sink"],
    build: (c) => {
      deploy(c, "telemetry-sink", -45, "4.0.0");
      c.every(
        "telemetry-sink",
        0,
        900,
        0.5,
        "warn",
        (r) =>
          `batch rejected (client 1.${r.int(38, 41)}.${r.int(0, 9)}): schema events-v7: data/events/${r.int(0, 40)} must have required property 'session_id'`,
      );
      c.every(
        "telemetry-sink",
        10,
        900,
        30,
        "error",
        (r) => `validation rejected ${r.int(60, 80)}% of events in the last 30s`,
      );
    },
  },
  // ---------------------------------------------------------------- unknown
  {
    category: "unknown",
    estate: "freight",
    origin: "notify-worker",
    severity: "medium",
    hints: ["exit", "crash", "unknown", "worker"],
    note: "notify-worker 1.19.0 exits with code 1 right after start, printing nothing about why; notifications pile up",
    touched: ["notify-worker"],
    build: (c) => {
      deploy(c, "notify-worker", -30, "1.19.0", 1);
      c.silence("notify-worker", 0, 900);
      c.every(
        "notify-worker",
        0,
        900,
        25,
        "error",
        "worker process exited unexpectedly code=1 signal=null; restarting (backoff 10s)",
      );
      c.every(
        "notify-worker",
        2,
        900,
        25,
        "info",
        "notify-worker@1.19.0 starting (node v20.15.1, NODE_ENV=production)",
      );
      c.every(
        "shipment-api",
        30,
        900,
        40,
        "warn",
        (r) => `notify queue depth ${r.int(500, 9000)} (consumer notify-worker not acking)`,
      );
    },
  },
  {
    category: "unknown",
    estate: "clinic",
    origin: "rx-router",
    severity: "medium",
    hints: ["boot", "worker", "exit", "unknown", "crash"],
    note: "After a base-image upgrade rx-router's gunicorn workers fail to boot and the arbiter shuts down, with no traceback printed",
    touched: ["rx-router"],
    build: (c) => {
      deploy(c, "rx-router", -40, "2.2.0", 1);
      c.at(-39, "rx-router", "info", "image base python:3.12-slim-bookworm -> python:3.13-slim-bookworm");
      c.suppress("rx-router", 0, 1);
      c.silence("rx-router", 0, 900);
      c.every("rx-router", 0, 900, 20, "error", (r) => `[1] [ERROR] Worker (pid:${r.int(7, 90)}) exited with code 3`);
      c.every("rx-router", 1, 900, 20, "error", "[1] [ERROR] Reason: Worker failed to boot.");
      c.every(
        "booking-api",
        0,
        900,
        5,
        "error",
        "rx-router connection refused (Errno::ECONNREFUSED); prescription not sent",
      );
    },
  },
  {
    category: "unknown",
    estate: "stream",
    origin: "entitlements",
    severity: "high",
    hints: ["exit", "crash", "unknown", "restart"],
    note: "entitlements restarts every few seconds after its v3.0.0 rollout; it prints its start banner and then the process exits with status 2, nothing else",
    touched: ["entitlements"],
    build: (c) => {
      deploy(c, "entitlements", -30, "3.0.0", 1);
      c.suppress("entitlements", 0, 1);
      c.silence("entitlements", 0, 900);
      c.every(
        "entitlements",
        0,
        900,
        15,
        "info",
        (r) => `starting entitlements version=v3.0.0 commit=${r.hex(8)} go=go1.22.5`,
      );
      c.every("entitlements", 1, 900, 15, "error", "exit status 2");
      c.every(
        "edge-gateway",
        0,
        900,
        1.2,
        "error",
        (r) =>
          `GET /v3/playback/manifest 503 ${r.int(1, 5)}ms upstream connect error or disconnect/reset before headers. reset reason: connection failure (entitlements)`,
      );
    },
  },
  {
    category: "unknown",
    estate: "bank",
    origin: "card-auth",
    severity: "high",
    hints: ["stopped", "unknown", "exit", "listener"],
    note: "After the JDK base-image upgrade card-auth's ISO 8583 listener stops over and over without any exception; card authorisations fail stand-in",
    touched: ["card-auth"],
    build: (c) => {
      deploy(c, "card-auth", -80, "9.4.0", 1);
      c.suppress("card-auth", 0, 0.8);
      c.every("card-auth", 0, 900, 12, "error", "ISO8583 listener on :8583 stopped unexpectedly; restarting channel");
      c.every("card-auth", 1, 900, 12, "info", "ISO8583 listener bound to :8583");
      c.every(
        "card-auth",
        0,
        900,
        2,
        "warn",
        (r) => `0100 for card ****${r.int(1000, 9999)} answered stand-in (response code 91, issuer unavailable)`,
      );
    },
  },
];
