// Authentication and authorization incidents: rotated secrets, stale signing keys, lost grants and policies.
import type { Incident } from "./incident.js";
import { javaStack, logAll, M, nodeStack, pyStack, retrying, S } from "./kit.js";

export const ACCESS: Incident[] = [
  {
    category: "authentication",
    estate: 0,
    origin: "stock",
    hints: ["password", "credential", "authentication"],
    severity: "high",
    note: "The database password of {stock} is rotated by the secrets manager; its Hikari pool fails to open new connections as old ones reach max lifetime, and {orders} reports 500s from it.",
    story: {
      needs: ["stock", "orders", "web"],
      degrade: () => [{ role: "stock", from: 90 * S, frac: 0.55, fail: 500, edgeStatus: 500 }],
      run(c) {
        c.log(
          c.t0 - 40 * S,
          "stock",
          "INFO",
          "secret refresh: db credentials version AWSCURRENT changed, will apply to new connections",
        );
        logAll(
          c,
          "stock",
          c.t0,
          c.end,
          9 * S,
          "WARN",
          () =>
            `HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${c.r.hex(8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
        );
        logAll(
          c,
          "stock",
          c.t0 + 20 * S,
          c.end,
          6 * S,
          "ERROR",
          () => "HikariPool-1 - Exception during pool initialization.",
          () =>
            javaStack(
              "org.postgresql",
              `org.postgresql.util.PSQLException: FATAL: password authentication failed for user "flour_stock_app"`,
              [
                "core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
                "core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
                "jdbc.PgConnection.<init>(PgConnection.java:263)",
              ],
            ),
        );
        logAll(
          c,
          "stock",
          c.t0 + 80 * S,
          c.end,
          4 * S,
          "ERROR",
          () =>
            "Servlet.service() for servlet [dispatcherServlet] threw exception: org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
        );
        c.deploy(c.t0 + 2 * M, "web", "4.18.2");
      },
    },
  },
  {
    category: "authentication",
    estate: 1,
    origin: "pay",
    hints: ["api key", "unauthorized", "401", "credential"],
    severity: "high",
    note: "The acquirer API key used by {pay} is revoked during a key rotation; every authorisation is refused with 401 and {tills} retries till payments into a storm of 502s.",
    story: {
      needs: ["pay", "tills"],
      degrade: () => [{ role: "pay", from: 5 * S, frac: 0.9, fail: 502, edgeStatus: 502 }],
      run(c) {
        logAll(
          c,
          "pay",
          c.t0,
          c.end,
          2 * S,
          "ERROR",
          () =>
            `level=error msg="acquirer authorise failed" status=401 body="{\\"errorCode\\":\\"000_401\\",\\"message\\":\\"HTTP Status Response - Unauthorized\\",\\"errorType\\":\\"security\\"}" merchant=MCRUMB_POS`,
        );
        retrying(c, "tills", "pay", c.t0 + 2 * S, c.end, 1.2 * S, 502, "POST", "/v1/authorise", 4);
        logAll(
          c,
          "tills",
          c.t0 + 30 * S,
          c.end,
          20 * S,
          "WARN",
          () => `store ${"S1" + c.r.int(10, 40)} switched to offline card mode (floor limit 25.00)`,
        );
      },
    },
  },
  {
    category: "authentication",
    estate: 2,
    origin: "auth",
    hints: ["jwt", "signature", "token", "kid"],
    severity: "high",
    note: "{auth} rotates its signing key but keeps serving the old JWKS from cache, so {web} and {orders} reject every fresh session token with signature verification errors.",
    story: {
      needs: ["auth", "web", "orders"],
      degrade: () => [{ role: "web", from: 10 * S, frac: 0.5, fail: 401, edgeStatus: 401 }],
      run(c) {
        c.log(c.t0, "auth", "INFO", `signing key rotated: new kid=lf-${c.r.hex(6)} alg=RS256, previous key retired`);
        c.log(c.t0 + 300, "auth", "WARN", "jwks publish: cache still fresh (max-age=3600), skipping refresh");
        logAll(
          c,
          "web",
          c.t0 + 8 * S,
          c.end,
          1.5 * S,
          "WARN",
          () =>
            `JWT::VerificationError: Signature verification failed (session for C${c.r.int(10000, 99999)}), redirecting to /login`,
        );
        logAll(
          c,
          "orders",
          c.t0 + 12 * S,
          c.end,
          3 * S,
          "ERROR",
          () => `JWT::DecodeError: Could not find public key for kid lf-${c.r.hex(6)}`,
        );
        logAll(
          c,
          "auth",
          c.t0 + 15 * S,
          c.end,
          2 * S,
          "INFO",
          () => `token issued for C${c.r.int(10000, 99999)} (password grant)`,
        );
      },
    },
  },
  {
    category: "authentication",
    estate: 3,
    origin: "routes",
    hints: ["oauth", "invalid_client", "token", "401"],
    severity: "medium",
    note: "The OAuth client secret {routes} uses for the traffic-data vendor expires; it keeps running on a cached token for a few minutes with only WARNs, then every optimisation fails with 401 and {driver} gets 503s.",
    story: {
      needs: ["routes", "driver"],
      degrade: () => [{ role: "routes", from: 4 * M, frac: 0.7, fail: 503, edgeStatus: 503 }],
      run(c) {
        logAll(
          c,
          "routes",
          c.t0,
          c.end,
          30 * S,
          "WARN",
          () =>
            `token refresh failed: 401 {"error":"invalid_client","error_description":"client secret expired"}; using cached access token`,
        );
        logAll(
          c,
          "routes",
          c.t0 + 4 * M,
          c.end,
          3 * S,
          "ERROR",
          () => "route optimisation aborted: traffic matrix fetch failed",
          () =>
            pyStack(
              [
                ["/app/routeopt/traffic.py", 88, "fetch_matrix", "resp.raise_for_status()"],
                [
                  "/usr/local/lib/python3.12/site-packages/requests/models.py",
                  1021,
                  "raise_for_status",
                  "raise HTTPError(http_error_msg, response=self)",
                ],
              ],
              "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.traffic-vendor.example/v2/matrix",
            ),
        );
        retrying(c, "driver", "routes", c.t0 + 4 * M + 5 * S, c.end, 4 * S, 503, "GET", "/v1/manifest");
      },
    },
  },
  {
    category: "authorization",
    estate: 0,
    origin: "label",
    hints: ["accessdenied", "access denied", "s3", "not authorized", "permission"],
    severity: "high",
    note: "An IAM policy change drops s3:GetObject on the artwork bucket for {label}; label renders fail with AccessDenied and {web} shows 500s on product pages.",
    story: {
      needs: ["label", "web", "print"],
      degrade: () => [{ role: "label", from: 0, frac: 0.6, fail: 500, edgeStatus: 500 }],
      run(c) {
        logAll(
          c,
          "label",
          c.t0,
          c.end,
          2.5 * S,
          "ERROR",
          () => `render failed for ${c.r.pick(["SOURDOUGH-800", "RYE-500", "CINN-SWIRL"])}`,
          () =>
            nodeStack(
              `AccessDenied: User: arn:aws:sts::481516234200:assumed-role/allergen-labels-task/${c.r.hex(32)} is not authorized to perform: s3:GetObject on resource: "arn:aws:s3:::hs-label-artwork/ppds/2026/${c.r.hex(6)}.svg" because no identity-based policy allows the s3:GetObject action`,
              [
                "de_AccessDeniedRes (/app/node_modules/@aws-sdk/client-s3/dist-cjs/index.js:4511:21)",
                "async renderLabel (/app/dist/render.js:77:19)",
              ],
            ),
        );
        logAll(c, "print", c.t0 + 30 * S, c.end, 40 * S, "WARN", () => "no label jobs received in 30s on L2-zebra-1");
      },
    },
  },
  {
    category: "authorization",
    estate: 1,
    origin: "invoice",
    hints: ["permission", "privilege", "denied", "grant"],
    severity: "medium",
    note: "A release of {invoice} adds a credit_notes table without granting the app role; every statement chunk fails with permission denied while the deploy itself looks healthy.",
    story: {
      needs: ["invoice", "orders"],
      run(c) {
        c.deploy(c.t0 - 25 * S, "invoice", "2026.12.02-1");
        c.log(c.t0 - 15 * S, "invoice", "INFO", "alembic: Running upgrade 9c1e2a -> 4f7d10, add credit_notes");
        logAll(
          c,
          "invoice",
          c.t0,
          c.end,
          5 * S,
          "ERROR",
          () => "statement chunk failed, will retry",
          () =>
            pyStack(
              [
                [
                  "/srv/invoice_worker/jobs/statements.py",
                  142,
                  "run_chunk",
                  "session.execute(insert(CreditNote).values(rows))",
                ],
                [
                  "/usr/local/lib/python3.11/site-packages/sqlalchemy/engine/default.py",
                  922,
                  "do_execute",
                  "cursor.execute(statement, parameters)",
                ],
              ],
              `sqlalchemy.exc.ProgrammingError: (psycopg2.errors.InsufficientPrivilege) permission denied for table credit_notes`,
            ),
        );
        logAll(
          c,
          "orders",
          c.t0 + M,
          c.end,
          25 * S,
          "WARN",
          () => "credit note lookup returned none for recent order, customer will see old balance",
        );
      },
    },
  },
  {
    category: "authorization",
    estate: 2,
    origin: "prod",
    hints: ["forbidden", "rbac", "serviceaccount", "permission"],
    severity: "medium",
    note: "A tightened RBAC role leaves {prod} unable to renew its leader lease; it steps down quietly and stops publishing bake plans, and {line} only warns that no plan arrives.",
    story: {
      needs: ["prod", "line"],
      run(c) {
        c.log(
          c.t0,
          "prod",
          "ERROR",
          `error retrieving resource lock loafly/bakehouse-leader: leases.coordination.k8s.io "bakehouse-leader" is forbidden: User "system:serviceaccount:loafly:bakehouse" cannot get resource "leases" in API group "coordination.k8s.io" in the namespace "loafly"`,
        );
        c.log(
          c.t0 + 10 * S,
          "prod",
          "INFO",
          "failed to renew lease loafly/bakehouse-leader: timed out waiting for the condition",
        );
        c.log(c.t0 + 10 * S + 4, "prod", "INFO", "leaderelection lost, standing by");
        c.mute("prod", c.t0 + 11 * S, c.end);
        logAll(
          c,
          "prod",
          c.t0 + 12 * S,
          c.end,
          12 * S,
          "ERROR",
          () =>
            `error retrieving resource lock loafly/bakehouse-leader: leases.coordination.k8s.io "bakehouse-leader" is forbidden: User "system:serviceaccount:loafly:bakehouse" cannot get resource "leases" in API group "coordination.k8s.io" in the namespace "loafly"`,
        );
        logAll(
          c,
          "line",
          c.t0 + 2 * M,
          c.end,
          15 * S,
          "WARN",
          () => `no plan update for L${c.r.int(1, 4)} in ${c.r.int(120, 600)}s, holding current batch`,
        );
      },
    },
  },
  {
    category: "authorization",
    estate: 3,
    origin: "invoice",
    hints: ["authorization", "permission", "forbidden", "403"],
    severity: "medium",
    note: "The SAS token {invoice} uses for the invoice archive is reissued read-only; every PDF upload gets AuthorizationPermissionMismatch and invoices pile up unsent.",
    story: {
      needs: ["invoice", "notify"],
      run(c) {
        logAll(
          c,
          "invoice",
          c.t0,
          c.end,
          4 * S,
          "ERROR",
          () => `archive upload failed for INV-${c.r.int(10000, 99999)}`,
          () =>
            javaStack(
              "com.northfield.fin",
              'com.azure.storage.blob.models.BlobStorageException: Status code 403, "<?xml version="1.0" encoding="utf-8"?><Error><Code>AuthorizationPermissionMismatch</Code><Message>This request is not authorized to perform this operation using this permission.</Message></Error>"',
              ["archive.BlobArchive.put(BlobArchive.kt:51)", "invoicing.InvoiceJob.deliver(InvoiceJob.kt:118)"],
            ),
        );
        logAll(
          c,
          "notify",
          c.t0 + 2 * M,
          c.end,
          30 * S,
          "WARN",
          () => "invoice email skipped: document link not available yet",
        );
      },
    },
  },
];
