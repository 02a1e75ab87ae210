// Scenarios, part B: network, authentication, authorization, rate limiting, validation, null
// reference, dependency, disk, unknown.
import { type Def, flat, min, N, ramp } from "./common.js";
import type { Estate } from "./core.js";
import { CAMPUS, CLAIMS, FOOD, GRID, NEWS, PARCEL, PAYROLL, RIDES, TELCO } from "./estates.js";
import { dotnetStack, javaFrames, nodeStack, pyTraceback, springFrames } from "./words.js";

export const PART_B: Def[] = [];

// ================================================================== network
// Node-local DNS cache broken on one node: lookups time out for the service scheduled there.
PART_B.push({
  key: "net-dns-io-timeout",
  note: "node-local DNS cache wedged on meter-ingest's node: 'lookup ... i/o timeout', other pods fine",
  estate: GRID,
  envelope: "otel-json",
  traceStyle: "w3c",
  start: "2026-07-19T04:10:00Z",
  minutes: 16,
  rps: 2.8,
  category: "network",
  origin: "meter-ingest",
  hints: ["dns", "lookup", "resolve", "network", "i/o timeout"],
  severity: "medium",
  fault: {
    origin: "meter-ingest",
    at: min(6.0),
    rate: ramp(0.9, 40),
    hop: "usage-store",
    view: "5xx",
    own: (c) => [
      {
        lvl: "error",
        msg: "forward batch to usage-store failed",
        fields: {
          error: `Post "http://usage-store.grid.svc.cluster.local:8080/v1/write": dial tcp: lookup usage-store.grid.svc.cluster.local on 169.254.20.10:53: read udp 10.2.${c.r.i(1, 30)}.${c.r.i(2, 250)}:${c.r.i(30000, 60000)}->169.254.20.10:53: i/o timeout`,
          meters: c.r.i(20, 400),
        },
        t: c.t + 5000,
      },
    ],
  },
  noise: [
    [
      "notify-sms",
      12,
      (r) => ["error", `smsc-2 rejected destination +44${r.i(7000000000, 7999999999)} (unallocated number)`],
    ],
    ["tariff-engine", 30, N.statsd],
  ],
});

// Carrier API certificate expired: Go's x509 error on every TLS handshake.
PART_B.push({
  key: "net-x509-expired",
  note: "carrier API's TLS certificate expired at midnight UTC; Go client fails the handshake",
  estate: PARCEL,
  envelope: "kubectl-prefix",
  traceStyle: "none",
  start: "2026-07-20T23:52:00Z",
  minutes: 20,
  rps: 2.0,
  category: "network",
  origin: "carrier-hub",
  hints: ["x509", "certificate", "tls", "expired", "handshake"],
  severity: "medium",
  fault: {
    origin: "carrier-hub",
    at: min(8.0),
    rate: flat(0.85),
    view: "5xx",
    own: (c) => [
      {
        lvl: "error",
        msg: "carrier status fetch failed",
        fields: {
          carrier: "euroline",
          err: `Get "https://api.euroline-parcel.example/v3/status/PX${c.r.i(100000, 999999)}": tls: failed to verify certificate: x509: certificate has expired or is not yet valid: current time ${new Date(c.t).toISOString().slice(0, 19)}Z is after 2026-07-21T00:00:00Z`,
        },
      },
    ],
  },
  noise: [
    [
      "depot-scanner",
      6,
      (r) => ["error", `unreadable barcode on belt ${r.i(1, 12)} depot=${r.p(["Leeds", "Porto"])}, sent to manual`],
    ],
    ["billing-ledger", 40, N.statsd],
  ],
});

// MTU mismatch after a VPC peering change: large uploads to object storage get reset.
PART_B.push({
  key: "net-conn-reset-mtu",
  note: "MTU blackhole after a network change: media uploads reset by peer (ECONNRESET 104) from transcode workers",
  estate: NEWS,
  envelope: "cri",
  traceStyle: "none",
  start: "2026-07-22T10:00:00Z",
  minutes: 25,
  rps: 2.0,
  category: "network",
  origin: "media-transcode",
  hints: ["reset", "connection", "network", "econnreset", "socket"],
  severity: "medium",
  fault: {
    origin: "media-transcode",
    at: min(11.0),
    rate: ramp(0.8, 60),
    view: "5xx",
    own: (c) => [
      {
        lvl: "error",
        msg: `upload of rendition ${c.r.hex(8)}/${c.r.p(["720p", "1080p", "hls"])} failed after 3 attempts`,
        logger: "transcode.storage",
        t: c.t + c.r.i(2000, 9000),
        more: pyTraceback(
          [
            [
              "/usr/local/lib/python3.12/site-packages/urllib3/connectionpool.py",
              789,
              "urlopen",
              "response = self._make_request(",
            ],
            ["/usr/local/lib/python3.12/ssl.py", 1232, "sendall", "v = self.send(byte_view[count:])"],
          ],
          "urllib3.exceptions.ProtocolError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))",
        ),
      },
    ],
  },
  episodes: [
    {
      svc: "media-transcode",
      from: 660,
      period: 15,
      fn: (r) => [
        "warn",
        `Connection pool is full, discarding connection: media-store.newsroom.internal. Connection pool size: 10 (retry ${r.i(1, 3)})`,
      ],
    },
  ],
  noise: [
    ["comments", 7, (r) => ["warn", `comment ${r.i(1000000, 9999999)} flagged by profanity filter`]],
    ["push-alerts", 30, N.nodeDeprecation],
  ],
  script: (_r, at) => {
    at(600, "wire-ingest", "info", "feed apx reconnected after upstream maintenance");
  },
});

// Security group change removes egress to a partner subnet: "no route to host" / i/o timeout.
PART_B.push({
  key: "net-no-route",
  note: "security-group/NACL change removes the route from dispatch-api's tasks to the courier network",
  estate: FOOD,
  envelope: "cloudwatch-lambda",
  traceStyle: "none",
  start: "2026-07-24T12:15:00Z",
  minutes: 18,
  rps: 1.6,
  category: "network",
  origin: "dispatch-api",
  hints: ["route", "network", "dial", "unreachable", "connect"],
  severity: "high",
  fault: {
    origin: "dispatch-api",
    at: min(7.0),
    rate: flat(0.9),
    hop: "courier-match",
    view: "5xx",
    own: (c) => [
      {
        lvl: "error",
        msg: "courier gateway call failed",
        fields: {
          error: `dial tcp 172.31.${c.r.i(40, 47)}.${c.r.i(2, 250)}:443: connect: no route to host`,
          order: c.r.hex(10),
        },
      },
    ],
  },
  noise: [
    ["receipt-render", 10, (r) => ["error", `font fallback for glyph U+${r.hex(4).toUpperCase()} in restaurant name`]],
    ["menu-sync", 40, N.pyDeprecation],
  ],
  script: (_r, at) => {
    at(400, "dispatch-api", "info", "courier gateway endpoint switched to private link vpce-0c1d2e3f (config rev 88)");
  },
});

// Trust store change in a base image: the bank's intermediate no longer chains; SslStream fails.
PART_B.push({
  key: "net-untrusted-root",
  note: "base image update drops an intermediate CA: bank SFTP-over-TLS handshake fails with UntrustedRoot",
  estate: PAYROLL,
  envelope: "docker-json",
  traceStyle: "none",
  start: "2026-07-26T06:30:00Z",
  minutes: 12,
  rps: 0.3,
  category: "network",
  origin: "bank-export",
  hints: ["certificate", "tls", "ssl", "handshake", "trust", "authentication"],
  severity: "medium",
  fault: { origin: "bank-export", at: 20_000, rate: flat(0), view: "5xx" },
  episodes: [
    {
      svc: "bank-export",
      from: 20,
      period: 20,
      fn: (r) => [
        "error",
        `BACS submission ${r.i(1000, 9999)} failed, will retry`,
        dotnetStack(
          "System.Security.Authentication.AuthenticationException: The remote certificate is invalid because of errors in the certificate chain: UntrustedRoot",
          [
            "System.Net.Security.SslStream.SendAuthResetSignal(ReadOnlySpan`1 alert, ExceptionDispatchInfo exception)",
            "System.Net.Security.SslStream.ForceAuthenticationAsync[TIOAdapter](Boolean receiveFirst, Byte[] reAuthenticationData, CancellationToken cancellationToken)",
            "Quill.BankExport.Transport.BankTlsClient.ConnectAsync(CancellationToken ct) in /src/Quill.BankExport/Transport/BankTlsClient.cs:line 58",
          ],
        ),
      ],
    },
  ],
  noise: [
    ["leave-planner", 8, (r) => ["error", `leave request LR-${r.i(10000, 99999)} overlaps bank holiday, rejected`]],
    ["audit-trail", 25, N.otelExport],
  ],
  script: (_r, at) => {
    at(
      12,
      "bank-export",
      "info",
      "Starting Quill.BankExport 2.7.1 (image mcr.microsoft.com/dotnet/runtime:8.0-noble-chiseled)",
    );
  },
});

// ================================================================== authentication
// Service account password rotated in AD but not in the bridge: LDAP Result Code 49 data 52e.
PART_B.push({
  key: "auth-ldap-52e",
  note: "AD service-account password rotated; SSO bridge bind fails (LDAP 49, data 52e), students cannot log in",
  estate: CAMPUS,
  envelope: "syslog-5424",
  traceStyle: "none",
  start: "2026-07-28T07:40:00Z",
  minutes: 22,
  rps: 2.6,
  category: "authentication",
  origin: "sso-bridge",
  hints: ["ldap", "bind", "credential", "invalid", "authentication"],
  severity: "high",
  fault: {
    origin: "sso-bridge",
    at: min(9.0),
    rate: flat(0.95),
    view: "5xx",
    own: () => [
      {
        lvl: "error",
        msg: "session validation failed",
        fields: {
          err: 'LDAP Result Code 49 "Invalid Credentials": 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 52e, v4563',
          bind_dn: "CN=svc-sso,OU=Service,DC=uni-nord,DC=example",
        },
      },
    ],
  },
  noise: [
    ["library-proxy", 9, (r) => ["warn", `cookie jar full for session ${r.hex(8)}, evicting oldest`]],
    ["grades-api", 20, N.statsd],
  ],
  script: (_r, at) => {
    at(520, "mailer", "info", "password-expiry reminder batch sent (412 recipients)", { logger: "mailer.jobs" });
  },
});

// IdP signing key rotation; the policy service's JWKS cache is stale: nimbus rejects the tokens.
PART_B.push({
  key: "auth-jwks-stale",
  note: "IdP rotated its signing key; policy-admin's cached JWKS has no matching kid -> 401 for every call",
  estate: CLAIMS,
  envelope: "spring-json",
  traceStyle: "w3c",
  start: "2026-07-30T15:00:00Z",
  minutes: 20,
  rps: 2.2,
  category: "authentication",
  origin: "policy-admin",
  hints: ["jwt", "token", "signature", "key", "authentication", "401"],
  severity: "high",
  fault: {
    origin: "policy-admin",
    at: min(7.5),
    rate: flat(0.98),
    view: "401",
    own: () => [
      {
        lvl: "debug",
        msg: "Failed to authenticate since the JWT was invalid",
        logger:
          "org.springframework.security.oauth2.server.resource.web.authentication.BearerTokenAuthenticationFilter",
      },
      {
        lvl: "warn",
        msg: "Bearer token rejected: An error occurred while attempting to decode the Jwt: Signed JWT rejected: Another algorithm expected, or no matching key(s) found",
        logger: "com.assuro.policy.security.AuthFailureLogger",
      },
    ],
    callerSays: {
      "claims-intake": (c) => [
        "error",
        `feign.FeignException$Unauthorized: [401 Unauthorized] during [GET] to [http://policy-admin:${c.origin.port}/policies/lookup] [PolicyAdminClient#lookup(String)]: []`,
      ],
      "payout-service": (c) => [
        "error",
        `Policy check failed for payout: 401 Unauthorized from policy-admin (${c.r.hex(6)})`,
      ],
      "claims-gateway": () => ["warn", "Downstream returned 401 for an authenticated session; returning 502 to client"],
    },
  },
  noise: [
    [
      "notice-mailer",
      10,
      (r) => ["error", `template claim_ack_v${r.i(2, 3)} missing translation for locale mt-MT, fell back to en`],
    ],
    ["fraud-scoring", 30, N.statsd],
  ],
  script: (_r, at) => {
    at(
      430,
      "claims-gateway",
      "info",
      "Refreshed JWKS from https://login.assuro.example/.well-known/jwks.json (keys: 2)",
      { logger: "com.assuro.gateway.security.JwksRefresher" },
    );
  },
});

// Client secret expired in Entra ID: MSAL AADSTS7000222.
PART_B.push({
  key: "auth-aadsts-secret-expired",
  note: "app registration's client secret expired: MSAL AADSTS7000222, identity checks fail",
  estate: TELCO,
  envelope: "docker-json",
  traceStyle: "none",
  start: "2026-08-01T09:00:00Z",
  minutes: 15,
  rps: 3.0,
  category: "authentication",
  origin: "kyc-check",
  hints: ["secret", "credential", "aadsts", "msal", "authentication", "expired"],
  severity: "medium",
  fault: {
    origin: "kyc-check",
    at: min(4.0),
    rate: flat(1),
    view: "5xx",
    own: (c) => [
      {
        lvl: "error",
        msg: `Identity check ${c.r.hex(8)} failed: could not acquire token for provider scope`,
        logger: "Nordtel.Kyc.VerificationController",
        more: dotnetStack(
          `Microsoft.Identity.Client.MsalServiceException: AADSTS7000222: The provided client secret keys for app '6d1f4b7a-2c9e-4f0a-9b7e-5a3c2d1e0f98' are expired. Visit the Azure portal to create new keys for your app: https://aka.ms/NewClientSecret, or consider using certificate credentials for added security: https://aka.ms/certCreds. Trace ID: ${c.r.uuid()} Correlation ID: ${c.r.uuid()} Timestamp: ${new Date(c.t).toISOString().replace("T", " ").slice(0, 19)}Z`,
          [
            "Microsoft.Identity.Client.Internal.Requests.RequestBase.HandleTokenRefreshErrorAsync(MsalServiceException e, MsalAccessTokenCacheItem cachedAccessTokenItem)",
            "Nordtel.Kyc.Provider.TokenSource.GetAsync() in /src/Nordtel.Kyc/Provider/TokenSource.cs:line 33",
          ],
        ),
      },
    ],
  },
  noise: [
    ["usage-rating", 5, (r) => ["error", `bucket overflow for msisdn 46${r.i(70000000, 79999999)}, capped`]],
    ["sim-provisioning", 40, N.statsd],
  ],
});

// SQL login fails after a password rotation that did not reach the app's secret.
PART_B.push({
  key: "auth-sql-login-failed",
  note: "database password rotated by the vault job, settlement still uses the old one: 'Login failed for user'",
  estate: GRID,
  envelope: "otel-json",
  traceStyle: "none",
  start: "2026-08-03T02:00:00Z",
  minutes: 18,
  rps: 3.0,
  category: "authentication",
  origin: "settlement",
  hints: ["login", "credential", "password", "authentication", "sql"],
  severity: "high",
  fault: {
    origin: "settlement",
    at: min(6.0),
    rate: flat(1),
    view: "5xx",
    own: (c) => [
      {
        lvl: "error",
        msg: "An unhandled exception has occurred while executing the request.",
        logger: "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware",
        more: dotnetStack(
          `Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'settlement_app'.`,
          [
            "Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
            "Microsoft.Data.SqlClient.TdsParser.TryRun(RunBehavior runBehavior, SqlCommand cmdHandler, SqlDataReader dataStream, BulkCopySimpleResultSet bulkCopyHandler, TdsParserStateObject stateObj, Boolean& dataReady)",
            "Voltura.Settlement.Data.LedgerRepository.BookAsync(Settlement s) in /src/Voltura.Settlement/Data/LedgerRepository.cs:line 47",
            `ClientConnectionId:${c.r.uuid()}`,
            "Error Number:18456,State:1,Class:14",
          ],
        ),
      },
    ],
  },
  noise: [
    ["outage-map", 7, (r) => ["error", `feeder F${r.i(100, 999)} telemetry stale > 15m, greyed out`]],
    ["billing-run", 25, N.pyDeprecation],
  ],
  script: (_r, at) => {
    at(355, "billing-run", "info", "credential rotation job finished: 3 database users rotated", {
      logger: "billing_run.ops",
    });
  },
});

// Web-identity role not assumed after a node group migration; the default STS session expired.
PART_B.push({
  key: "auth-expired-token",
  note: "IRSA token file not mounted after node migration; the static session token expired -> ExpiredToken from S3",
  estate: RIDES,
  envelope: "app-json",
  traceStyle: "trace_id",
  start: "2026-08-05T13:00:00Z",
  minutes: 20,
  rps: 3.4,
  category: "authentication",
  origin: "kyc-verify",
  hints: ["token", "expired", "credential", "authentication", "sts"],
  severity: "medium",
  fault: {
    origin: "kyc-verify",
    at: min(9.0),
    rate: flat(1),
    view: "5xx",
    own: (c) => [
      {
        lvl: "error",
        msg: "document fetch failed",
        fields: { key: `licences/d${c.r.i(10000, 99999)}.jpg`, errMessage: "The provided token has expired." },
        more: nodeStack("ExpiredToken: The provided token has expired.", [
          "throwDefaultError (/app/node_modules/@smithy/smithy-client/dist-cjs/index.js:867:20)",
          "/app/node_modules/@smithy/smithy-client/dist-cjs/index.js:876:5",
          "de_CommandError (/app/node_modules/@aws-sdk/client-s3/dist-cjs/index.js:4948:14)",
        ]),
      },
    ],
  },
  noise: [
    [
      "fleet-telemetry",
      4,
      (r) => ["error", `gps fix rejected driver=d${r.i(10000, 99999)} accuracy=${r.i(200, 900)}m`],
    ],
    ["maps-tiles", 30, N.goDeprecated],
  ],
});

// ================================================================== authorization
// IAM policy tightened: the transcode role can no longer PutObject into the renditions bucket.
PART_B.push({
  key: "authz-s3-putobject",
  note: "IAM policy cleanup removes s3:PutObject for the transcode role (AccessDenied, explicit policy text)",
  estate: NEWS,
  envelope: "cri",
  traceStyle: "none",
  start: "2026-08-07T11:20:00Z",
  minutes: 18,
  rps: 3.0,
  category: "authorization",
  origin: "media-transcode",
  hints: ["accessdenied", "access", "denied", "permission", "authorized", "403"],
  severity: "medium",
  fault: {
    origin: "media-transcode",
    at: min(7.0),
    rate: flat(1),
    view: "5xx",
    own: (c) => [
      {
        lvl: "error",
        msg: `job ${c.r.hex(8)} failed while publishing renditions`,
        logger: "transcode.storage",
        more: pyTraceback(
          [
            ["/app/transcode/storage.py", 74, "publish", "s3.put_object(Bucket=BUCKET, Key=key, Body=fh)"],
            [
              "/usr/local/lib/python3.12/site-packages/botocore/client.py",
              1023,
              "_make_api_call",
              "raise error_class(parsed_response, operation_name)",
            ],
          ],
          `botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::493817260155:assumed-role/media-transcode-prod/botocore-session-${c.r.i(1700000000, 1799999999)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::dl-media-renditions/${c.r.hex(8)}/720p.mp4" because no identity-based policy allows the s3:PutObject action`,
        ),
      },
    ],
  },
  noise: [
    ["article-api", 8, (r) => ["warn", `Image ${r.hex(8)}.jpg missing alt text, rendered with empty alt`]],
    ["wire-ingest", 20, N.certWarn],
  ],
});

// RBAC cleanup: the scanner's service account can no longer read its ConfigMap.
PART_B.push({
  key: "authz-k8s-rbac",
  note: "RBAC cleanup removes the Role binding; depot-scanner cannot get its belt-layout ConfigMap (403 forbidden)",
  estate: PARCEL,
  envelope: "kubectl-prefix",
  traceStyle: "none",
  start: "2026-08-09T05:00:00Z",
  minutes: 15,
  rps: 3.0,
  category: "authorization",
  origin: "depot-scanner",
  hints: ["forbidden", "rbac", "403", "permission", "cannot get"],
  severity: "medium",
  fault: {
    origin: "depot-scanner",
    at: min(5.0),
    rate: flat(0.97),
    view: "5xx",
    own: () => [
      {
        lvl: "error",
        msg: "belt layout refresh failed",
        fields: {
          statusCode: 403,
          errMessage:
            'configmaps "belt-layout" is forbidden: User "system:serviceaccount:parcel-prod:depot-scanner" cannot get resource "configmaps" in API group "" in the namespace "parcel-prod"',
        },
        more: nodeStack(
          'HttpError: HTTP-Code: 403 Message: configmaps "belt-layout" is forbidden: User "system:serviceaccount:parcel-prod:depot-scanner" cannot get resource "configmaps" in API group "" in the namespace "parcel-prod"',
          [
            "CoreV1ApiResponseProcessor.readNamespacedConfigMapWithHttpInfo (/app/node_modules/@kubernetes/client-node/dist/gen/apis/CoreV1Api.js:6720:19)",
          ],
        ),
      },
    ],
  },
  noise: [
    [
      "address-check",
      6,
      (r) => ["warn", `postcode lookup ambiguous for ${r.p(["LS1", "BS8"])} ${r.i(1, 9)}XX, picked first`],
    ],
    ["route-optimizer", 20, N.otelExport],
  ],
  script: (_r, at) => {
    at(
      280,
      "event-exporter",
      "info",
      "Normal   Deleted   rolebinding/parcel-readers   RoleBinding parcel-prod/parcel-readers deleted by ci-rbac-sync",
    );
  },
});

// App role renamed in the IdP; ASP.NET authorization denies approvals (Information-level lines only).
PART_B.push({
  key: "authz-aspnet-roles",
  note: "IdP app role renamed from Payroll.Approver to Payroll.Approvers; every approval is a 403",
  estate: PAYROLL,
  envelope: "kubectl-prefix",
  traceStyle: "none",
  start: "2026-08-11T08:30:00Z",
  minutes: 20,
  rps: 2.5,
  category: "authorization",
  origin: "timesheets",
  hints: ["authorization", "role", "forbidden", "403", "permission"],
  severity: "medium",
  fault: {
    origin: "timesheets",
    at: min(8.0),
    rate: flat(0.9),
    view: "403",
    own: () => [
      {
        lvl: "info",
        msg: "Authorization failed. These requirements were not met:\n      RolesAuthorizationRequirement:User.IsInRole must be true for one of the following roles: (Payroll.Approver)",
        logger: "Microsoft.AspNetCore.Authorization.DefaultAuthorizationService",
        fields: { eventId: 2 },
      },
      {
        lvl: "info",
        msg: "AuthenticationScheme: Bearer was forbidden.",
        logger: "Microsoft.AspNetCore.Authentication.JwtBearer.JwtBearerHandler",
        fields: { eventId: 13 },
      },
    ],
  },
  noise: [
    ["payroll-calc", 7, (r) => ["warn", `Employee E${r.i(10000, 99999)} has no cost centre, defaulting to CC-000`]],
    ["payslip-pdf", 25, N.pyDeprecation],
  ],
});

// DynamoDB PutItem denied for a scheduled Lambda after a table rename.
PART_B.push({
  key: "authz-dynamodb-denied",
  note: "table renamed to menus-v2 but the function role still grants the old ARN: AccessDeniedException on PutItem",
  estate: FOOD,
  envelope: "cloudwatch-lambda",
  traceStyle: "none",
  start: "2026-08-13T16:00:00Z",
  minutes: 25,
  rps: 0.9,
  category: "authorization",
  origin: "menu-sync",
  hints: ["accessdenied", "denied", "authorized", "permission", "access"],
  severity: "medium",
  fault: { origin: "menu-sync", at: min(10.0), rate: flat(0), view: "5xx" },
  episodes: [
    {
      svc: "menu-sync",
      from: 600,
      period: 8,
      fn: (r) => [
        "error",
        `sync failed for r${r.i(1000, 9999)}`,
        pyTraceback(
          [
            ["/var/task/handler.py", 48, "lambda_handler", "table.put_item(Item=item)"],
            [
              "/var/lang/lib/python3.12/site-packages/botocore/client.py",
              1023,
              "_make_api_call",
              "raise error_class(parsed_response, operation_name)",
            ],
          ],
          "botocore.exceptions.ClientError: An error occurred (AccessDeniedException) when calling the PutItem operation: User: arn:aws:sts::208841372295:assumed-role/menu-sync-role/menu-sync is not authorized to perform: dynamodb:PutItem on resource: arn:aws:dynamodb:eu-west-1:208841372295:table/menus-v2 because no identity-based policy allows the dynamodb:PutItem action",
        ),
      ],
    },
  ],
  noise: [
    ["restaurant-api", 6, (r) => ["warn", `Menu cache miss storm for r${r.i(1000, 9999)} (stale since rename)`]],
    ["eta-predict", 40, N.pyDeprecation],
  ],
  script: (_r, at) => {
    at(560, "restaurant-api", "info", "Switched menu table to menus-v2 (feature menus.v2.enabled=true)", {
      logger: "com.munchr.restaurants.config.TableRouter",
    });
  },
});

// ================================================================== rate limiting
// Maps provider quota hit during a surge; pricing logs WARN with the provider's 429 text.
PART_B.push({
  key: "rl-maps-quota",
  note: "routing provider per-minute quota exhausted at evening peak: 429 RESOURCE_EXHAUSTED, quotes fail",
  estate: RIDES,
  envelope: "app-json",
  traceStyle: "none",
  start: "2026-08-15T18:40:00Z",
  minutes: 18,
  rps: 4.0,
  category: "rate_limiting",
  origin: "pricing-surge",
  hints: ["429", "quota", "rate", "limit", "exhausted"],
  severity: "medium",
  fault: {
    origin: "pricing-surge",
    at: min(7.0),
    rate: ramp(0.7, 90),
    view: "5xx",
    retries: { svc: "rider-app-bff", n: 3 },
    own: () => [
      {
        lvl: "warn",
        msg: "route matrix unavailable, quote aborted",
        fields: {
          provider: "routes.maps.example",
          status: 429,
          error:
            "googleapi: Error 429: Quota exceeded for quota metric 'Route matrix elements' and limit 'Route matrix elements per minute' of service 'routes.maps.example' for consumer 'project_number:58112093'., rateLimitExceeded",
        },
      },
    ],
  },
  noise: [
    [
      "kyc-verify",
      8,
      (r) => ["error", `selfie match below threshold (${r.f(0.3, 0.6).toFixed(2)}) for driver d${r.i(10000, 99999)}`],
    ],
    ["trip-history", 30, N.slowSql],
  ],
});

// SES sending-rate throttle during a notice batch; Python worker only.
PART_B.push({
  key: "rl-ses-throttling",
  note: "SES 'Maximum sending rate exceeded' (Throttling) during the weekly notice batch",
  estate: CLAIMS,
  envelope: "spring-json",
  traceStyle: "none",
  start: "2026-08-17T06:55:00Z",
  minutes: 20,
  rps: 1.4,
  category: "rate_limiting",
  origin: "notice-mailer",
  hints: ["throttl", "rate", "limit", "sending rate"],
  severity: "medium",
  fault: { origin: "notice-mailer", at: min(6.0), rate: flat(0), view: "5xx" },
  episodes: [
    {
      svc: "notice-mailer",
      from: 360,
      period: 1.2,
      fn: (r) => [
        "error",
        `send failed for notice ${r.hex(10)} (attempt 5/5)`,
        pyTraceback(
          [
            ["/app/notice_mailer/sender.py", 61, "send", "ses.send_email(**msg)"],
            [
              "/usr/local/lib/python3.12/site-packages/botocore/client.py",
              1023,
              "_make_api_call",
              "raise error_class(parsed_response, operation_name)",
            ],
          ],
          "botocore.exceptions.ClientError: An error occurred (Throttling) when calling the SendEmail operation (reached max retries: 4): Maximum sending rate exceeded.",
        ),
      ],
    },
    { svc: "notice-mailer", from: 360, period: 15, fn: (r) => ["warn", `queue depth ${r.i(2000, 9000)} and growing`] },
  ],
  noise: [
    ["claims-gateway", 5, (r) => ["warn", `Rejected request with expired session ${r.hex(8)} (401)`]],
    ["payout-service", 30, N.statsd],
  ],
  script: (_r, at) => {
    at(350, "notice-mailer", "info", "weekly renewal notices: 48211 queued", { logger: "notice_mailer.jobs" });
  },
});

// SMS gateway rate limit during an outage-notification burst.
PART_B.push({
  key: "rl-sms-gateway",
  note: "SMS aggregator 429 rate_limited during an outage-notification burst; notifications back up",
  estate: GRID,
  envelope: "otel-json",
  traceStyle: "none",
  start: "2026-08-19T20:10:00Z",
  minutes: 16,
  rps: 2.2,
  category: "rate_limiting",
  origin: "notify-sms",
  hints: ["429", "rate", "limit", "throttl"],
  severity: "medium",
  fault: { origin: "notify-sms", at: min(5.5), rate: flat(0), view: "5xx" },
  episodes: [
    {
      svc: "notify-sms",
      from: 330,
      period: 0.9,
      fn: (r) => [
        "warn",
        `smsc-2 HTTP 429 {"error":"rate_limited","limit":"100/s","retry_after":${r.i(20, 60)}} for batch ${r.hex(6)}; requeued`,
      ],
    },
  ],
  noise: [
    [
      "meter-ingest",
      5,
      (r) => ["error", `meter ${r.i(10000000, 99999999)} sent reading with unknown OBIS code 1-0:99.${r.i(1, 9)}.0`],
    ],
    ["customer-portal", 30, N.nodeDeprecation],
  ],
  script: (_r, at) => {
    at(320, "outage-map", "info", "outage OUT-88412 declared: 23,114 premises affected (feeder F441)");
    at(325, "notify-sms", "info", "outage fan-out started: 23114 recipients", { logger: "notify_sms.fanout" });
  },
});

// Tax authority API throttles the payroll tax client (quota exhausted at month-end).
PART_B.push({
  key: "rl-tax-api",
  note: "tax authority API throttles at month-end: HttpClientErrorException$TooManyRequests MESSAGE_THROTTLED_OUT",
  estate: PAYROLL,
  envelope: "docker-json",
  traceStyle: "w3c",
  start: "2026-08-28T09:00:00Z",
  minutes: 20,
  rps: 2.6,
  category: "rate_limiting",
  origin: "tax-tables",
  hints: ["429", "throttl", "too many", "rate", "quota"],
  severity: "medium",
  fault: {
    origin: "tax-tables",
    at: min(8.0),
    rate: ramp(0.75, 120),
    view: "5xx",
    retries: { svc: "payroll-calc", n: 3 },
    own: (c) => [
      {
        lvl: "error",
        msg: "Rates lookup failed",
        logger: "com.quill.tax.RatesController",
        more: [
          `org.springframework.web.client.HttpClientErrorException$TooManyRequests: 429 Too Many Requests: "{"code":"MESSAGE_THROTTLED_OUT","message":"The request for the API is throttled as you have exceeded your quota."}"`,
          "\tat org.springframework.web.client.HttpClientErrorException.create(HttpClientErrorException.java:139)",
          ...javaFrames(c.r, "com.quill.tax", ["HmrcRatesClient", "RatesService"], 2),
        ],
      },
    ],
  },
  noise: [
    ["employee-directory", 6, (r) => ["error", `LDAP photo attribute too large for E${r.i(10000, 99999)}, skipped`]],
    ["audit-trail", 30, N.otelExport],
  ],
});

// ================================================================== validation
// Meter firmware sends values as strings; ingest rejects the batches (json unmarshal type error).
PART_B.push({
  key: "val-firmware-string-values",
  note: "meter firmware rollout sends readings as strings; ingest rejects every batch from updated meters",
  estate: GRID,
  envelope: "otel-json",
  traceStyle: "w3c",
  start: "2026-08-21T03:00:00Z",
  minutes: 22,
  rps: 3.2,
  category: "validation",
  origin: "meter-ingest",
  hints: ["unmarshal", "invalid", "validation", "schema", "json"],
  severity: "medium",
  fault: {
    origin: "meter-ingest",
    at: min(9.0),
    rate: ramp(0.7, 300),
    view: "4xx",
    own: (c) => [
      {
        lvl: "error",
        msg: "rejecting reading batch",
        fields: {
          error: "json: cannot unmarshal string into Go struct field Reading.readings.value of type float64",
          firmware: "SM-4.12.0",
          meters: c.r.i(20, 400),
        },
      },
    ],
  },
  noise: [
    ["settlement", 9, (r) => ["warn", `Late settlement ST-${r.i(100000, 999999)} booked into previous period`]],
    ["outage-map", 30, N.nodeDeprecation],
  ],
  script: (_r, at) => {
    at(500, "meter-ingest", "info", "firmware campaign FW-2026-08 started: 12% of fleet scheduled", {
      fields: { campaign: "FW-2026-08" },
    });
  },
});

// New mobile app release sends an incidentDate the API cannot bind; Spring resolves the exception at WARN.
PART_B.push({
  key: "val-spring-binding",
  note: "adjuster app release sends incidentDate as dd/MM/yyyy: MethodArgumentNotValidException on every claim",
  estate: CLAIMS,
  envelope: "spring-json",
  traceStyle: "none",
  start: "2026-08-23T08:00:00Z",
  minutes: 20,
  rps: 2.6,
  category: "validation",
  origin: "claims-intake",
  hints: ["validation", "invalid", "argument", "rejected", "notvalid"],
  severity: "medium",
  fault: {
    origin: "claims-intake",
    at: min(8.0),
    rate: ramp(0.65, 400),
    view: "4xx",
    own: () => [
      {
        lvl: "warn",
        msg: "Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public org.springframework.http.ResponseEntity<com.assuro.claims.intake.api.ClaimResponse> com.assuro.claims.intake.api.ClaimController.create(com.assuro.claims.intake.api.ClaimRequest): [Field error in object 'claimRequest' on field 'incidentDate': rejected value [null]; codes [NotNull.claimRequest.incidentDate,NotNull.incidentDate,NotNull.java.time.LocalDate,NotNull]; arguments [org.springframework.context.support.DefaultMessageSourceResolvable: codes [claimRequest.incidentDate,incidentDate]; arguments []; default message [incidentDate]]; default message [must not be null]] ]",
        logger: "org.springframework.web.servlet.mvc.support.DefaultHandlerExceptionResolver",
      },
    ],
    callerSays: { "claims-gateway": () => ["info", "POST /api/claims -> 400 (claims-intake)"] },
  },
  noise: [
    [
      "document-store",
      7,
      (r) => ["error", `Thumbnail generation failed for claims/${r.hex(8)}.heic: unsupported format`],
    ],
    ["policy-admin", 30, N.statsd],
  ],
  script: (_r, at) => {
    at(470, "adjuster-portal", "info", "client version 6.0.0 (ios, android) now 38% of sessions");
  },
});

// Promo codes arrive with trailing whitespace from a new keyboard component; Joi rejects them.
PART_B.push({
  key: "val-joi-pattern",
  note: "rider app release pads promo codes with a trailing space; Joi pattern validation rejects every apply",
  estate: RIDES,
  envelope: "app-json",
  traceStyle: "trace_id",
  start: "2026-08-25T12:00:00Z",
  minutes: 10,
  rps: 1.0,
  category: "validation",
  origin: "promo-codes",
  hints: ["validation", "pattern", "invalid", "joi"],
  severity: "medium",
  fault: {
    origin: "promo-codes",
    at: 50_000,
    rate: ramp(0.95, 200),
    view: "4xx",
    own: (c) => [
      {
        lvl: "warn",
        msg: `ValidationError: "code" with value "${c.r.p(["SPRING5", "WELCOME", "NIGHT10"])} " fails to match the required pattern: /^[A-Z0-9]{4,12}$/`,
        fields: { route: "/apply", status: 422 },
      },
    ],
  },
  noise: [
    [
      "matchmaker",
      5,
      (r) => ["warn", `driver d${r.i(10000, 99999)} declined ${r.i(3, 9)} offers in a row, cooling down`],
    ],
    ["payments-ledger", 25, N.slowSql],
  ],
});

// News agency feed schema change: libxml2 schema validation errors in the wire ingester.
PART_B.push({
  key: "val-xsd-wire",
  note: "agency switches to NewsML 2.33 layout without notice; XSD validation rejects every item",
  estate: NEWS,
  envelope: "cri",
  traceStyle: "none",
  start: "2026-08-27T05:00:00Z",
  minutes: 20,
  rps: 1.8,
  category: "validation",
  origin: "wire-ingest",
  hints: ["schema", "validation", "xml", "invalid", "element"],
  severity: "medium",
  fault: { origin: "wire-ingest", at: min(7.0), rate: flat(0), view: "5xx" },
  episodes: [
    {
      svc: "wire-ingest",
      from: 420,
      period: 4,
      fn: (r) => [
        "error",
        `item rejected agency=apx guid=urn:newsml:apx:2026:${r.hex(10)} err="schema validation failed: Element '{http://iptc.org/std/nar/2006-10-01/}dateline': This element is not expected. Expected is ( {http://iptc.org/std/nar/2006-10-01/}headline )."`,
      ],
    },
  ],
  noise: [
    [
      "story-editor",
      6,
      (r) => ["error", `autosave conflict on story ${r.i(100000, 999999)} (rev ${r.i(2, 40)}), client reloaded`],
    ],
    ["search-indexer", 30, N.statsd],
  ],
});

// ================================================================== null reference
// Helpful NPE in JDK 21 after a catalog change leaves an order without plan.
PART_B.push({
  key: "npe-helpful",
  note: "plan retired in the catalog; orders referencing it hit 'Cannot invoke Plan.getApn() because getPlan() is null'",
  estate: TELCO,
  envelope: "docker-json",
  traceStyle: "req",
  start: "2026-08-29T10:30:00Z",
  minutes: 18,
  rps: 2.8,
  category: "null_reference",
  origin: "sim-provisioning",
  hints: ["null", "nullpointer", "npe"],
  severity: "high",
  fault: {
    origin: "sim-provisioning",
    at: min(7.0),
    rate: ramp(0.8, 60),
    view: "5xx",
    own: (c) => [
      {
        lvl: "error",
        msg: 'Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.NullPointerException: Cannot invoke "com.nordtel.sim.model.Plan.getApn()" because the return value of "com.nordtel.sim.model.ActivationOrder.getPlan()" is null] with root cause',
        logger: "org.apache.catalina.core.ContainerBase.[Tomcat].[localhost].[/].[dispatcherServlet]",
        more: [
          'java.lang.NullPointerException: Cannot invoke "com.nordtel.sim.model.Plan.getApn()" because the return value of "com.nordtel.sim.model.ActivationOrder.getPlan()" is null',
          ...springFrames(c.r, "com.nordtel.sim", "ActivationService.activate"),
        ],
      },
    ],
  },
  noise: [
    ["cdr-collector", 4, (r) => ["error", `CDR record ${r.i(1, 9000)} has negative duration, clamped to 0`]],
    ["kyc-check", 30, N.dotnetHttps],
  ],
  script: (_r, at) => {
    at(400, "plan-catalog", "info", "plan MOBIL-M-2024 retired (replacement MOBIL-M-2026)");
  },
});

// Node: bill rendering reads a property of a missing tariff object.
PART_B.push({
  key: "npe-node-undefined",
  note: "accounts migrated to a new tariff family have no 'tariff' object; portal crashes rendering bills",
  estate: GRID,
  envelope: "otel-json",
  traceStyle: "w3c",
  start: "2026-08-31T08:00:00Z",
  minutes: 18,
  rps: 2.6,
  category: "null_reference",
  origin: "customer-portal",
  hints: ["undefined", "typeerror", "null", "cannot read"],
  severity: "medium",
  fault: {
    origin: "customer-portal",
    at: min(6.0),
    rate: ramp(0.6, 120),
    hop: "tariff-engine",
    view: "5xx",
    own: () => [
      {
        lvl: "error",
        msg: "Cannot read properties of undefined (reading 'tariffCode')",
        more: nodeStack("TypeError: Cannot read properties of undefined (reading 'tariffCode')", [
          "renderBillPreview (/app/dist/routes/bill.js:57:38)",
          "async /app/dist/routes/bill.js:21:20",
          "async Promise.all (index 1)",
        ]),
      },
    ],
  },
  noise: [
    ["billing-run", 7, (r) => ["warn", `estimated read used for account ${r.i(1000000, 9999999)}`]],
    ["usage-store", 20, N.slowSql],
  ],
});

// Python: a module without a room assignment; AttributeError on NoneType.
PART_B.push({
  key: "npe-python-nonetype",
  note: "modules imported without rooms; enrolment dereferences room.capacity on None",
  estate: CAMPUS,
  envelope: "syslog-5424",
  traceStyle: "none",
  start: "2026-09-01T09:00:00Z",
  minutes: 20,
  rps: 2.4,
  category: "null_reference",
  origin: "enrolment",
  hints: ["nonetype", "attributeerror", "none", "null"],
  severity: "medium",
  fault: {
    origin: "enrolment",
    at: min(7.5),
    rate: ramp(0.7, 60),
    hop: "timetable",
    view: "5xx",
    own: () => [
      {
        lvl: "error",
        msg: "Internal Server Error: /enrolment/modules",
        logger: "django.request",
        more: pyTraceback(
          [
            [
              "/usr/local/lib/python3.11/site-packages/django/core/handlers/exception.py",
              55,
              "inner",
              "response = get_response(request)",
            ],
            ["/srv/enrolment/enrolment/views.py", 151, "enrol", "if module.room.capacity <= module.enrolled_count:"],
          ],
          "AttributeError: 'NoneType' object has no attribute 'capacity'",
        ),
      },
    ],
  },
  noise: [
    ["fees", 6, (r) => ["warn", `Instalment plan IP-${r.i(1000, 9999)} overdue, reminder queued`]],
    ["lms-sync", 20, N.pyDeprecation],
  ],
  script: (_r, at) => {
    at(420, "lms-sync", "info", "imported 318 modules for semester 2026A from curriculum feed", {
      logger: "lms_sync.import",
    });
  },
});

// .NET NullReferenceException in an allowance calculation.
PART_B.push({
  key: "npe-dotnet",
  note: "employees without contract allowances: NullReferenceException in ComputeAllowances",
  estate: PAYROLL,
  envelope: "docker-json",
  traceStyle: "none",
  start: "2026-09-02T07:30:00Z",
  minutes: 16,
  rps: 2.6,
  category: "null_reference",
  origin: "payroll-calc",
  hints: ["nullreference", "null", "object reference"],
  severity: "high",
  fault: {
    origin: "payroll-calc",
    at: min(6.0),
    rate: ramp(0.75, 90),
    hop: "tax-tables",
    view: "5xx",
    own: () => [
      {
        lvl: "error",
        msg: "An unhandled exception has occurred while executing the request.",
        logger: "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware",
        fields: { eventId: 1 },
        more: dotnetStack("System.NullReferenceException: Object reference not set to an instance of an object.", [
          "Quill.Payroll.PayrunService.ComputeAllowances(Employee e) in /src/Quill.Payroll/PayrunService.cs:line 212",
          "Quill.Payroll.PayrunService.PreviewAsync(String costCentre, CancellationToken ct) in /src/Quill.Payroll/PayrunService.cs:line 88",
          "Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
        ]),
      },
    ],
  },
  noise: [
    ["timesheets", 6, (r) => ["warn", `Timesheet TS-${r.i(100000, 999999)} submitted after cut-off, flagged`]],
    ["bank-export", 30, N.dataProtection],
  ],
});

// ================================================================== dependency
// Payment provider 503s and an open breaker in the capture Lambda.
PART_B.push({
  key: "dep-psp-503-breaker",
  note: "payment provider outage: 503s then the capture function's circuit breaker opens",
  estate: FOOD,
  envelope: "cloudwatch-lambda",
  traceStyle: "none",
  start: "2026-09-03T19:30:00Z",
  minutes: 20,
  rps: 2.0,
  category: "dependency",
  origin: "payment-capture",
  hints: ["503", "unavailable", "provider", "psp", "circuit", "upstream"],
  severity: "high",
  fault: {
    origin: "payment-capture",
    at: min(8.0),
    rate: ramp(0.9, 60),
    view: "5xx",
    own: (c) =>
      c.dt < 120_000
        ? [
            {
              lvl: "error",
              msg: `PSP request failed: 503 Service Unavailable from api.paystream.example (attempt 3/3, psp_request_id=${c.r.hex(16)})`,
            },
          ]
        : [
            {
              lvl: "warn",
              msg: "circuit 'paystream' is OPEN, failing fast (opened after 50% failures in 20 calls, retry in 30s)",
            },
          ],
    callerSays: {
      "order-intake": (c) => [
        "error",
        `order ${c.r.hex(10)} rejected: payment-capture returned {"status":"failed","reason":"psp_unavailable"}`,
      ],
    },
  },
  noise: [
    ["receipt-render", 6, (r) => ["error", `receipt template missing VAT id for restaurant r${r.i(1000, 9999)}`]],
    ["eta-predict", 20, N.pyDeprecation],
  ],
});

// Redis loading after failover: ioredis LOADING replies then MaxRetriesPerRequestError.
PART_B.push({
  key: "dep-redis-loading",
  note: "managed Redis failover: replica still loading its dataset; ioredis LOADING, then MaxRetriesPerRequestError",
  estate: PARCEL,
  envelope: "kubectl-prefix",
  traceStyle: "trace_id",
  start: "2026-09-05T14:00:00Z",
  minutes: 18,
  rps: 2.4,
  category: "dependency",
  origin: "tracking-feed",
  hints: ["redis", "loading", "unavailable", "dependency", "cache"],
  severity: "medium",
  fault: {
    origin: "tracking-feed",
    at: min(6.0),
    until: min(14.0),
    rate: ramp(0.85, 20),
    view: "5xx",
    own: (c) =>
      c.dt < 90_000
        ? [
            {
              lvl: "error",
              msg: "ReplyError: LOADING Redis is loading the dataset in memory",
              fields: { command: "HGETALL", key: `track:PX${c.r.i(100000, 999999)}` },
            },
          ]
        : [
            {
              lvl: "error",
              msg: 'MaxRetriesPerRequestError: Reached the max retries per request limit (which is 20). Refer to "maxRetriesPerRequest" option for details.',
              fields: { command: "XADD" },
            },
          ],
  },
  noise: [
    ["shipment-api", 9, (r) => ["warn", `Address normalisation changed postcode for PX${r.i(100000, 999999)}`]],
    ["route-optimizer", 20, N.otelExport],
  ],
  script: (_r, at) => {
    at(358, "tracking-feed", "warn", "[ioredis] Unhandled error event: Error: read ECONNRESET");
    at(840, "tracking-feed", "info", "redis ready (role=master, keys=1843221)");
  },
});

// Number-porting clearinghouse SOAP faults, then pybreaker opens.
PART_B.push({
  key: "dep-soap-breaker",
  note: "national porting clearinghouse returns SOAP faults; pybreaker opens; port-ins fail",
  estate: TELCO,
  envelope: "docker-json",
  traceStyle: "none",
  start: "2026-09-07T09:15:00Z",
  minutes: 24,
  rps: 3.0,
  category: "dependency",
  origin: "number-porting",
  hints: ["circuit", "breaker", "fault", "unavailable", "clearinghouse", "upstream"],
  severity: "medium",
  fault: {
    origin: "number-porting",
    at: min(10.0),
    rate: flat(1),
    hop: "hlr-adapter",
    view: "5xx",
    own: (c) =>
      c.dt < 60_000
        ? [
            {
              lvl: "error",
              msg: "port-in submission failed",
              logger: "porting.clearinghouse",
              more: pyTraceback(
                [
                  [
                    "/app/porting/clearinghouse.py",
                    93,
                    "submit",
                    "return self.client.service.SubmitPortRequest(**req)",
                  ],
                ],
                "zeep.exceptions.Fault: Server was unable to process request. ---> Service temporarily unavailable",
              ),
            },
          ]
        : [
            {
              lvl: "error",
              msg: "port-in submission failed: pybreaker.CircuitBreakerError: Failures threshold reached, circuit breaker is open",
              logger: "porting.clearinghouse",
            },
          ],
  },
  noise: [
    ["self-care-web", 4, (r) => ["error", `GET /me/invoices/${r.i(1000, 9999)}.pdf 404 (not generated yet)`]],
    ["plan-catalog", 30, N.goDeprecated],
  ],
});

// Publisher platform 502s behind the library proxy; gobreaker opens.
PART_B.push({
  key: "dep-publisher-502",
  note: "publisher platform outage: library proxy gets 502s, gobreaker 'circuit breaker is open'",
  estate: CAMPUS,
  envelope: "syslog-5424",
  traceStyle: "none",
  start: "2026-09-09T13:00:00Z",
  minutes: 20,
  rps: 2.4,
  category: "dependency",
  origin: "library-proxy",
  hints: ["502", "upstream", "circuit", "breaker", "unavailable", "publisher"],
  severity: "medium",
  fault: {
    origin: "library-proxy",
    at: min(7.0),
    rate: flat(0.9),
    view: "5xx",
    own: (c) =>
      c.dt < 45_000
        ? [
            {
              lvl: "error",
              msg: "upstream request failed",
              fields: {
                upstream: "jstor-like",
                status: 502,
                body: "<html><center><h1>502 Bad Gateway</h1></center></html>",
              },
            },
          ]
        : [
            {
              lvl: "warn",
              msg: "upstream request skipped",
              fields: { upstream: "jstor-like", error: "circuit breaker is open" },
            },
          ],
  },
  noise: [
    ["grades-api", 7, (r) => ["warn", `Grade for s${r.i(1000000, 2999999)} amended after publication`]],
    ["mailer", 25, () => ["warn", "SMTP relay announced STARTTLS downgrade; continuing with TLS1.2"]],
  ],
});

// Push provider internal errors (FCM) during a breaking alert.
PART_B.push({
  key: "dep-fcm-internal",
  note: "push provider returns messaging/internal-error and UNAVAILABLE for most sends during a breaking alert",
  estate: NEWS,
  envelope: "cri",
  traceStyle: "none",
  start: "2026-09-11T21:00:00Z",
  minutes: 15,
  rps: 2.0,
  category: "dependency",
  origin: "push-alerts",
  hints: ["unavailable", "internal", "fcm", "provider", "upstream", "503"],
  severity: "medium",
  fault: { origin: "push-alerts", at: min(5.0), rate: flat(0), view: "5xx" },
  episodes: [
    {
      svc: "push-alerts",
      from: 300,
      period: 0.7,
      fn: (r) => [
        "error",
        `FirebaseMessagingError: ${r.c(0.6) ? "The service is currently unavailable." : "An internal error has occurred. Please retry the request."}`,
        nodeStack(
          `FirebaseMessagingError: ${r.c(0.6) ? "The service is currently unavailable." : "An internal error has occurred."}`,
          [
            "FirebaseMessagingError.fromServerError (/app/node_modules/firebase-admin/lib/utils/error.js:254:16)",
            "/app/node_modules/firebase-admin/lib/messaging/batch-request-internal.js:84:47",
          ],
        ),
      ],
    },
  ],
  noise: [
    ["comments", 5, (r) => ["error", `akismet check failed for comment ${r.i(1000000, 9999999)}: HTTP 400`]],
    ["article-api", 30, N.statsd],
  ],
  script: (_r, at) => {
    at(295, "push-alerts", "info", "breaking alert fan-out started segment=all size=1120344");
  },
});

// ================================================================== disk
// Elasticsearch flood stage: the node logs the watermark, the indexer gets cluster_block_exception.
const NEWS_ES: Estate = {
  ...NEWS,
  services: [...NEWS.services, { name: "news-es", rt: "es", pkg: "org.elasticsearch" }],
  flows: NEWS.flows.map((f) =>
    f.paths[0] === "/editor/stories"
      ? { ...f, weight: 3, hops: [...f.hops, { svc: "news-es", ok: () => [], callPath: "/_bulk" }] }
      : f,
  ),
  ambient: [
    ...NEWS.ambient,
    [
      "news-es",
      60,
      (r) => [
        "info",
        `[gc][${r.i(10000, 99999)}] overhead, spent [${r.i(100, 300)}ms] collecting in the last [1s]`,
        "org.elasticsearch.monitor.jvm.JvmGcMonitorService",
      ],
    ],
  ],
};
PART_B.push({
  key: "disk-es-flood-stage",
  note: "Elasticsearch data node passes the 95% flood-stage watermark; indices go read-only-allow-delete",
  estate: NEWS_ES,
  envelope: "cri",
  traceStyle: "none",
  start: "2026-09-13T04:00:00Z",
  minutes: 24,
  rps: 2.2,
  category: "disk",
  origin: "news-es",
  hints: ["disk", "flood", "watermark", "read-only", "storage"],
  severity: "high",
  fault: {
    origin: "news-es",
    at: min(12.0),
    rate: flat(1),
    view: "5xx",
    callerSays: {
      "search-indexer": () => [
        "error",
        "Bulk request failed: ElasticsearchStatusException[Elasticsearch exception [type=cluster_block_exception, reason=index [articles-2026.09] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];]]",
      ],
    },
  },
  noise: [
    ["paywall", 3, (r) => ["error", `entitlement cache miss, fallback to metered for subscriber=${r.hex(8)}`]],
    ["media-transcode", 30, N.pyDeprecation],
  ],
  script: (r, at) => {
    at(
      min(8) / 1000,
      "news-es",
      "warn",
      "high disk watermark [90%] exceeded on [es-data-0][/usr/share/elasticsearch/data] free: 9.6gb[9.4%], shards will be relocated away from this node; currently relocating away shards totalling [0] bytes; the node is expected to continue to exceed the high disk watermark when these relocations are complete",
      { fields: {} },
    );
    for (let k = 0; k < 12; k++)
      at(
        min(12) / 1000 + k * 60,
        "news-es",
        "warn",
        `flood stage disk watermark [95%] exceeded on [es-data-0][/usr/share/elasticsearch/data] free: ${(4.9 - k * 0.1).toFixed(1)}gb[${(4.8 - k * 0.1).toFixed(1)}%], all indices on this node will be marked read-only`,
        {
          logger: "org.elasticsearch.cluster.routing.allocation.DiskThresholdMonitor",
        },
      );
    at(
      min(11.5) / 1000,
      "search-indexer",
      "info",
      `Reindex job articles-2026.09 started (${r.i(400000, 900000)} docs)`,
      { logger: "com.dailyledger.search.Reindexer" },
    );
  },
});

// Temp dir on the node fills with stuck label spools: Errno 28.
PART_B.push({
  key: "disk-enospc-python",
  note: "label spool files never cleaned; /tmp emptyDir hits its limit: OSError [Errno 28] No space left on device",
  estate: PARCEL,
  envelope: "kubectl-prefix",
  traceStyle: "none",
  start: "2026-09-15T10:00:00Z",
  minutes: 18,
  rps: 2.6,
  category: "disk",
  origin: "label-printer",
  hints: ["space", "disk", "errno 28", "enospc", "device"],
  severity: "high",
  fault: {
    origin: "label-printer",
    at: min(7.0),
    rate: flat(1),
    view: "5xx",
    own: (c) => [
      {
        lvl: "error",
        msg: `label render failed for PX${c.r.i(100000, 999999)}`,
        logger: "label_printer.render",
        more: pyTraceback(
          [["/app/label_printer/render.py", 112, "render", "with open(spool_path, 'wb') as fh:"]],
          `OSError: [Errno 28] No space left on device: '/tmp/spool/${c.r.hex(12)}.zpl'`,
        ),
      },
    ],
  },
  noise: [
    ["carrier-hub", 5, (r) => ["warn", `carrier=dpx slow status response ${r.i(1200, 4000)}ms`]],
    ["customs-docs", 30, N.dotnetHttps],
  ],
  script: (_r, at) => {
    at(300, "label-printer", "warn", "spool dir /tmp/spool at 91% of 2Gi", { logger: "label_printer.pool" });
    at(380, "label-printer", "warn", "spool dir /tmp/spool at 97% of 2Gi", { logger: "label_printer.pool" });
  },
});

// Logback file appender and Tomcat uploads fail with "No space left on device".
PART_B.push({
  key: "disk-java-nospace",
  note: "grades-api host volume fills with heap dumps; uploads and the file appender fail with IOException",
  estate: CAMPUS,
  envelope: "syslog-5424",
  traceStyle: "none",
  start: "2026-09-17T14:30:00Z",
  minutes: 20,
  rps: 2.2,
  category: "disk",
  origin: "grades-api",
  hints: ["space", "disk", "device", "ioexception"],
  severity: "medium",
  fault: {
    origin: "grades-api",
    at: min(8.0),
    rate: ramp(0.8, 60),
    view: "5xx",
    own: (c) => [
      {
        lvl: "error",
        msg: "Failed to write grade export cache",
        logger: "edu.uninord.grades.ExportCache",
        more: [
          "java.io.IOException: No space left on device",
          "\tat java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
          ...javaFrames(c.r, "edu.uninord.grades", ["ExportCache", "GradeController"], 2),
        ],
      },
    ],
  },
  noise: [
    [
      "timetable",
      6,
      (r) => ["warn", `room ${r.p(["B12", "LT1"])} double-booked week ${r.i(1, 12)}, second booking moved`],
    ],
    ["enrolment", 25, N.pyDeprecation],
  ],
  script: (_r, at) => {
    at(470, "grades-api", "error", "Dumping heap to /var/lib/grades/java_pid1.hprof ...", { rawLine: true });
    at(478, "grades-api", "error", "Unable to create /var/lib/grades/java_pid1.hprof: No space left on device", {
      rawLine: true,
    });
    at(475, "systemd", "warn", "var-lib-grades.mount: Disk usage 100%");
  },
});

// Embedded KV store WAL write fails: ENOSPC on a PVC.
PART_B.push({
  key: "disk-wal-enospc",
  note: "trip-history's PVC fills up; pebble WAL write 'no space left on device', writes and reads of new pages fail",
  estate: RIDES,
  envelope: "app-json",
  traceStyle: "none",
  start: "2026-09-19T16:00:00Z",
  minutes: 16,
  rps: 3.0,
  category: "disk",
  origin: "trip-history",
  hints: ["space", "disk", "enospc", "device", "wal"],
  severity: "medium",
  fault: {
    origin: "trip-history",
    at: min(6.0),
    rate: flat(0.9),
    view: "5xx",
    own: (c) => [
      {
        lvl: "error",
        msg: "list trips failed",
        fields: {
          err: `pebble: write /data/history/${String(c.r.i(100, 999)).padStart(6, "0")}.log: no space left on device`,
        },
      },
    ],
  },
  noise: [
    ["driver-app-bff", 3, (r) => ["warn", `driver d${r.i(10000, 99999)} app version 3.1.0 is below minimum 3.2.0`]],
    ["maps-tiles", 30, N.goDeprecated],
  ],
  script: (_r, at) => {
    at(300, "trip-history", "warn", "disk usage high", { fields: { path: "/data", used_pct: 96 } });
  },
});

// Filesystem remounted read-only after I/O errors: CDR spool writes fail.
PART_B.push({
  key: "disk-readonly-fs",
  note: "EBS volume errors remount the CDR spool read-only: 'read-only file system' on every write",
  estate: TELCO,
  envelope: "docker-json",
  traceStyle: "none",
  start: "2026-09-21T01:00:00Z",
  minutes: 20,
  rps: 2.0,
  category: "disk",
  origin: "cdr-collector",
  hints: ["read-only", "disk", "file system", "filesystem", "storage"],
  severity: "high",
  fault: { origin: "cdr-collector", at: min(8.0), rate: flat(0), view: "5xx", silence: true },
  episodes: [
    {
      svc: "cdr-collector",
      from: 480,
      period: 6,
      fn: (r) => [
        "error",
        "spool write failed",
        [`open /var/spool/cdr/MSC${r.i(1, 4)}_${r.i(100000, 999999)}.asn1.tmp: read-only file system`],
      ],
    },
  ],
  noise: [
    ["number-porting", 5, (r) => ["warn", `port request NP-${r.i(10000, 99999)} missing donor account number`]],
    [
      "api-edge",
      40,
      () => [
        "warn",
        "an upstream response is buffered to a temporary file /var/cache/nginx/proxy_temp/1/00/0000000001 while reading upstream",
      ],
    ],
  ],
  script: (_r, at) => {
    at(485, "usage-rating", "warn", "no new CDR files for 60s from cdr-collector");
  },
});

// ================================================================== unknown
// Serilog request logging: 500s with no exception and no reason.
PART_B.push({
  key: "unk-serilog-500",
  note: "wallet starts answering 500 with no exception logged (swallowed in a filter); cause never stated",
  estate: TELCO,
  envelope: "docker-json",
  traceStyle: "none",
  start: "2026-09-23T12:00:00Z",
  minutes: 18,
  rps: 2.8,
  category: "unknown",
  origin: "topup-wallet",
  hints: ["unknown", "500", "internal", "failed"],
  severity: "medium",
  fault: {
    origin: "topup-wallet",
    at: min(7.0),
    rate: ramp(0.7, 60),
    view: "5xx",
    own: (c) => [
      { lvl: "error", msg: "Top-up processing failed" },
      { lvl: "error", msg: `HTTP POST /wallet/topups responded 500 in ${c.r.f(2, 30).toFixed(4)} ms` },
    ],
  },
  noise: [
    [
      "hlr-adapter",
      5,
      (r) => ["error", `TCAP abort from gt 4670${r.i(1000000, 9999999)} (reason: resourceLimitation), will retry`],
    ],
    ["usage-rating", 25, N.goDeprecated],
  ],
});

// Lambda runtime exits with status 1 and no stack; Runtime.ExitError.
PART_B.push({
  key: "unk-lambda-exit",
  note: "eta-predict's runtime exits with status 1 before handling the event; no stack, no reason",
  estate: FOOD,
  envelope: "cloudwatch-lambda",
  traceStyle: "none",
  start: "2026-09-25T11:30:00Z",
  minutes: 10,
  rps: 0.6,
  category: "unknown",
  origin: "eta-predict",
  hints: ["exit", "runtime", "unknown", "crash"],
  severity: "medium",
  fault: {
    origin: "eta-predict",
    at: min(6.0),
    rate: ramp(0.8, 60),
    view: "5xx",
    own: (c) => [
      {
        lvl: "error",
        msg: `RequestId: ${c.r.uuid()} Error: Runtime exited with error: exit status 1\nRuntime.ExitError`,
        rawLine: true,
      },
    ],
  },
  noise: [
    ["restaurant-api", 5, (r) => ["warn", `Opening hours overlap for r${r.i(1000, 9999)}, using latest`]],
    ["menu-sync", 30, N.pyDeprecation],
  ],
});

// Node cluster workers dying with code 1, nothing else.
PART_B.push({
  key: "unk-worker-died",
  note: "adjuster portal workers die with exit code 1 and no stack; master keeps respawning",
  estate: CLAIMS,
  envelope: "spring-json",
  traceStyle: "none",
  start: "2026-09-27T10:00:00Z",
  minutes: 20,
  rps: 2.4,
  category: "unknown",
  origin: "adjuster-portal",
  hints: ["exit", "worker", "died", "unknown", "crash"],
  severity: "medium",
  fault: { origin: "adjuster-portal", at: min(8.0), rate: ramp(0.5, 60), view: "reset" },
  noise: [
    ["claims-intake", 4, (r) => ["warn", `Duplicate claim submission suppressed for CL-${r.i(100000, 999999)}`]],
    ["fraud-scoring", 25, N.statsd],
  ],
  script: (r, at) => {
    for (let k = 0; k < 25; k++) {
      const t = min(8.0) / 1000 + k * r.f(20, 50);
      const w = r.i(1, 4);
      at(t, "adjuster-portal", "error", `worker ${r.i(30, 400)} died (code 1, signal null), restarting`);
      at(t + 0.4, "adjuster-portal", "info", `worker ${w} started (pid ${r.i(400, 900)})`);
    }
  },
});

// A service that simply goes quiet: INFO lines stop, callers and edge time out naming it.
PART_B.push({
  key: "unk-goes-quiet",
  note: "customs-docs stops answering and stops logging (hung process); only the edge's 504s name it",
  estate: PARCEL,
  envelope: "kubectl-prefix",
  traceStyle: "none",
  start: "2026-09-29T15:00:00Z",
  minutes: 22,
  rps: 3.0,
  category: "unknown",
  origin: "customs-docs",
  hints: ["unknown", "hang", "unresponsive", "timeout"],
  severity: "medium",
  fault: {
    origin: "customs-docs",
    at: min(9.0),
    rate: flat(1),
    view: "timeout",
    wait: (r) => r.i(15000, 15050),
    silence: true,
  },
  noise: [
    ["tracking-feed", 4, (r) => ["error", `carrier event for unknown parcel PX${r.i(100000, 999999)} dropped`]],
    ["label-printer", 30, N.pyDeprecation],
  ],
  script: (_r, at) => {
    at(520, "shipment-api", "info", "Export job carrier-invoices finished (4122 rows)", {
      logger: "com.parcelly.shipment.jobs.InvoiceExportJob",
    });
  },
});
