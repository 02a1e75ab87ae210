// Authentication and authorization incidents, one of each per house.
import { fill } from "../background.js";
import { dotnetErr, javaErr, nodeErr, pyErr, rubyErr } from "../stacks.js";
import { emitCallerError, external, failingTraffic, retryWarn, target } from "./callers.js";
import type { IncidentTemplate } from "./types.js";

export const ACCESS: IncidentTemplate[] = [
  {
    key: "a-authn-jwks",
    estate: "A",
    category: "authentication",
    origin: "auth",
    needs: ["bff", "orders"],
    hints: ["jwt", "jwks", "kid", "signature", "token", "key"],
    severity: "high",
    note: (c) =>
      `${c.n("auth")} rotated its token signing key but kept publishing the old JWKS, so ${c.n("orders")} and ${c.n("bff")} rejected every freshly issued patron token and signed-in checkout failed.`,
    run: (c, t0) => {
      const kid = "lq-2026-05b";
      const lg = "org.lyricquarter.identity.keys.KeyRotationJob";
      c.emit(
        t0,
        "auth",
        "INFO",
        `Scheduled signing key rotation: new active key kid=${kid} (RS256); previous kid=lq-2026-04 kept for verification`,
        { logger: lg },
      );
      c.emit(
        t0 + 640,
        "auth",
        "WARN",
        "JWKS cache entry 'jwks' not evicted after rotation (TTL 3600s); serving kids=[lq-2026-03, lq-2026-04]",
        {
          logger: "org.lyricquarter.identity.web.JwksController",
        },
      );
      c.every(t0 + 60000, c.end, 60000, 5000, (t) =>
        c.emit(
          t,
          "auth",
          "WARN",
          `Key ${kid} is active for signing but absent from the published key set (published=2, active=1)`,
          { logger: "org.lyricquarter.identity.keys.KeyHealthIndicator" },
        ),
      );
      c.impair("orders", t0 + 4000, 0.55);
      c.impair("bff", t0 + 4000, 0.25);
      failingTraffic(c, {
        from: t0 + 4000,
        perMin: c.r.int(30, 50),
        role: "orders",
        method: "POST",
        path: () => c.path("orders", c.r.pick(["/orders/checkout", "/basket/items", "/basket"])),
        status: 401,
        ms: [2, 12],
        appStatus: 401,
        inner: (t, ids) =>
          c.emit(
            t,
            "orders",
            c.r.chance(0.6) ? "ERROR" : "WARN",
            "Bearer token rejected: An error occurred while attempting to decode the Jwt: Signed JWT rejected: Another algorithm expected, or no matching key(s) found",
            {
              ids,
              logger:
                "org.springframework.security.oauth2.server.resource.web.authentication.BearerTokenAuthenticationFilter",
            },
          ),
      });
      failingTraffic(c, {
        from: t0 + 5000,
        perMin: c.r.int(25, 45),
        role: "bff",
        method: "GET",
        path: () => c.r.pick(["/account/tickets", "/basket", "/account/membership"]),
        status: () => (c.r.chance(0.7) ? 500 : 401),
        ms: [20, 90],
        appStatus: 500,
        inner: (t, ids) =>
          c.emit(t, "bff", "ERROR", "session token verification failed", {
            ids,
            err: nodeErr(
              "JWKSNoMatchingKey",
              "no applicable key found in the JSON Web Key Set",
              [
                "RemoteJWKSet.getKey@/app/node_modules/jose/dist/node/cjs/jwks/local.js:67:19",
                "async flattenedVerify@/app/node_modules/jose/dist/node/cjs/jws/flattened/verify.js:80:15",
                "async requireSession@/app/dist/middleware/session.js:41:27",
              ],
              { code: "ERR_JWKS_NO_MATCHING_KEY" },
            ),
          }),
      });
      c.every(t0 + 20000, c.end, 30000, 3000, (t) =>
        c.emit(
          t,
          "bff",
          "WARN",
          `JWKS refetched from ${c.n("auth")}: 2 keys, kid ${kid} still not present; next refetch in 30s`,
        ),
      );
    },
  },
  {
    key: "b-authn-psp-key",
    estate: "B",
    category: "authentication",
    origin: "pay",
    needs: ["orders"],
    hints: ["401", "api key", "authentication", "unauthorized", "invalid_api_key"],
    severity: "high",
    note: (c) =>
      `The card processor's live API key used by ${c.n("pay")} was revoked during a key roll, so every authorisation came back 401 and ${c.n("orders")} could not take payment.`,
    run: (c, t0) => {
      c.impair("pay", t0, 1);
      c.impair("orders", t0, 0.3);
      failingTraffic(c, {
        from: t0,
        perMin: c.r.int(25, 45),
        role: "orders",
        method: "POST",
        path: () => c.path("orders", "/checkout/confirm"),
        status: 502,
        ms: [400, 1400],
        appStatus: 502,
        inner: (t, ids) => {
          c.emit(
            t + 200,
            "pay",
            "ERROR",
            'psp authorize failed status=401 type=authentication_error code=invalid_api_key message="Invalid API Key provided: sk_live_****************3f9a"',
            { ids },
          );
          if (c.r.chance(0.4))
            c.emit(
              t + 210,
              "pay",
              "WARN",
              "psp credential check: key sk_live_…3f9a rejected; not retrying authentication errors",
            );
          c.emit(
            t + 260,
            "orders",
            "ERROR",
            `[Checkout] payment authorisation failed: Faraday::ServerError: the server responded with status 502 (card_gateway)`,
            {
              err: c.r.chance(0.5)
                ? rubyErr(
                    "Faraday::ServerError",
                    "the server responded with status 502",
                    [
                      "app/clients/card_gateway_client.rb:44:in `authorize'",
                      "app/services/checkout_service.rb:88:in `charge!'",
                      "app/controllers/checkouts_controller.rb:31:in `create'",
                    ],
                    { rails: true },
                  )
                : undefined,
            },
          );
          c.emit(
            t + 270,
            "orders",
            "INFO",
            `Completed 502 Bad Gateway in ${c.r.int(300, 900)}ms (Views: 0.4ms | ActiveRecord: ${c.r.float(3, 20).toFixed(1)}ms | Allocations: ${c.r.int(9000, 40000)})`,
          );
        },
      });
      c.every(t0 + 30000, c.end, 60000, 4000, (t) =>
        c.emit(t, "pay", "WARN", `authorize error budget: ${c.r.int(92, 100)}% of attempts failed in last 60s`),
      );
    },
  },
  {
    key: "c-authn-crm-grant",
    estate: "C",
    category: "authentication",
    origin: "donors",
    needs: ["bff"],
    hints: ["invalid_grant", "oauth", "token", "refresh", "credential"],
    severity: "medium",
    note: (c) =>
      `The CRM revoked the OAuth refresh token ${c.n("donors")} uses, so donor lookups and gift syncing failed with invalid_grant and the donation form on ${c.n("bff")} returned errors.`,
    run: (c, t0) => {
      const err = () =>
        pyErr("oauthlib.oauth2.rfc6749.errors.InvalidGrantError", "(invalid_grant) expired access/refresh token", [
          [
            "/app/patronage/crm/session.py",
            58,
            "refresh",
            "token = self.oauth.refresh_token(TOKEN_URL, refresh_token=self._refresh, auth=self._auth)",
          ],
          [
            "/usr/local/lib/python3.12/site-packages/requests_oauthlib/oauth2_session.py",
            483,
            "refresh_token",
            "self.token = self._client.parse_request_body_response(r.text, scope=self.scope)",
          ],
          [
            "/usr/local/lib/python3.12/site-packages/oauthlib/oauth2/rfc6749/parameters.py",
            441,
            "validate_token_parameters",
            "raise_from_error(params.get('error'), params)",
          ],
        ]);
      c.emit(t0, "donors", "WARN", "CRM access token expired, refreshing");
      c.emit(t0 + 300, "donors", "ERROR", "CRM token refresh failed", { err: err() });
      c.every(t0 + 60000, c.end, 60000, 3000, (t) => {
        c.emit(t, "donors", "WARN", "CRM access token expired, refreshing");
        c.emit(t + 280, "donors", "ERROR", "sync cycle aborted: CRM token refresh failed (invalid_grant)");
      });
      c.impair("donors", t0, 0.9);
      failingTraffic(c, {
        from: t0 + 2000,
        perMin: c.r.int(8, 16),
        role: "bff",
        method: "POST",
        path: () => "/support-us/donate",
        status: 502,
        ms: [300, 900],
        inner: (t, ids) => {
          c.emit(t + 100, "donors", "ERROR", "donor lookup failed: CRM token refresh failed (invalid_grant)", { ids });
          c.app(t + 120, "donors", "POST", c.path("donors", "/donations"), 502, 110, { ids });
          emitCallerError(c, t + 140, "bff", target(c, "donors", "/donations"), "status", {
            status: 502,
            what: "donation submit",
            ids,
          });
        },
      });
    },
  },
  {
    key: "d-authn-smtp-535",
    estate: "D",
    category: "authentication",
    origin: "notify",
    needs: ["orders"],
    hints: ["535", "smtp", "auth", "credentials", "authentication"],
    severity: "medium",
    note: (c) =>
      `The mail relay rejected ${c.n("notify")}'s SMTP credentials after a password rotation (535), so order confirmations and e-tickets stopped going out and ${c.n("orders")}'s outbox piled up retries.`,
    run: (c, t0) => {
      c.impair("notify", t0, 1);
      c.poisson(t0, c.end, c.r.int(10, 20), (t) => {
        c.emit(
          t,
          "notify",
          "ERROR",
          `send failed template=${c.r.pick(["order-confirmation", "e-ticket"])} err="smtp: 535 5.7.8 Username and Password not accepted (relay.meridianstages.example)" attempt=${c.r.int(1, 5)}`,
        );
      });
      c.emit(t0 + 1500, "notify", "WARN", "smtp pool: 4/4 connections failed AUTH LOGIN, backing off 30s");
      c.every(t0 + 30000, c.end, 30000, 2000, (t) =>
        c.emit(t, "notify", "WARN", "smtp pool: AUTH LOGIN rejected on reconnect, backing off 30s"),
      );
      c.poisson(t0 + 5000, c.end, c.r.int(30, 55), (t) => {
        const ids = c.ids();
        const mid = c.r.uuid();
        c.emit(
          t,
          "orders",
          c.r.chance(0.7) ? "WARN" : "ERROR",
          `Outbox message ${mid} (OrderConfirmed) dispatch failed with 502 from comms-dispatch; attempt ${c.r.int(2, 9)}, next in ${c.r.pick([30, 60, 120])}s`,
          {
            ids,
            logger: "Meridian.Sales.Checkout.Outbox.OutboxRelay",
          },
        );
      });
      c.every(t0 + 120000, c.end, 60000, 3000, (t) =>
        c.emit(
          t,
          "orders",
          "WARN",
          `Outbox backlog ${c.r.int(200, 900)} messages (oldest ${Math.round((t - t0) / 1000)}s)`,
          { logger: "Meridian.Sales.Checkout.Outbox.OutboxRelay" },
        ),
      );
    },
  },
  {
    key: "a-authz-seat-scope",
    estate: "A",
    category: "authorization",
    origin: "seats",
    needs: ["orders", "bff"],
    hints: ["403", "forbidden", "scope", "permission", "authz", "denied"],
    severity: "high",
    note: (c) =>
      `A new authorization policy rolled out in ${c.n("seats")} dropped the holds:confirm scope for ${c.n("orders")}'s service account, so seat confirmation was refused with 403 and checkouts failed.`,
    run: (c, t0) => {
      c.emit(t0 - 2000, "seats", "INFO", "authz policy bundle seatmap-policies@r142 loaded (18 rules)");
      c.emit(t0, "seats", "INFO", "authz policy bundle seatmap-policies@r143 loaded (17 rules)");
      c.impair("seats", t0, 1, { paths: ["/confirm"] });
      c.impair("orders", t0, 0.35);
      failingTraffic(c, {
        from: t0 + 500,
        perMin: c.r.int(25, 45),
        role: "orders",
        method: "POST",
        path: () => c.path("orders", "/orders/checkout"),
        status: 500,
        ms: [40, 160],
        appStatus: 500,
        inner: (t, ids) => {
          c.emit(
            t + 10,
            "seats",
            "WARN",
            `authz deny subject=svc:box-office-api action=holds:confirm resource=perf/${c.perf()} policy=seatmap-policies@r143`,
            { ids },
          );
          c.app(t + 12, "seats", "POST", fill(c, c.path("seats", "/holds/{hold}/confirm")), 403, 1.2, { ids });
          emitCallerError(c, t + 20, "orders", target(c, "seats", fill(c, "/holds/{hold}/confirm")), "status", {
            status: 403,
            body: '{"error":"forbidden","detail":"missing scope holds:confirm"}',
            what: "seat hold confirm",
            ids,
            stack: true,
          });
          if (c.r.chance(0.5))
            c.emit(t + 40, "bff", "ERROR", `checkout failed: Request failed with status code 500 (box-office-api)`, {
              ids,
            });
        },
      });
    },
  },
  {
    key: "b-authz-s3-denied",
    estate: "B",
    category: "authorization",
    origin: "worker",
    needs: ["notify"],
    hints: ["accessdenied", "access denied", "403", "forbidden", "putobject"],
    severity: "medium",
    note: (c) =>
      `A bucket policy change removed ${c.n("worker")}'s write access, so PutObject for e-tickets failed with AccessDenied and ${c.n("notify")} sent confirmations without tickets.`,
    run: (c, t0) => {
      c.impair("worker", t0, 1);
      c.poisson(t0, c.end, c.r.int(15, 30), (t) => {
        const id = c.r.uuid();
        const ref = c.orderRef();
        c.emit(
          t,
          "worker",
          "ERROR",
          `Task pdfworks.tasks.render_eticket[${id}] raised unexpected: ClientError('An error occurred (AccessDenied) when calling the PutObject operation: Access Denied')`,
          {
            err: pyErr(
              "botocore.exceptions.ClientError",
              "An error occurred (AccessDenied) when calling the PutObject operation: Access Denied",
              [
                ["/srv/pdfworks/tasks.py", 77, "render_eticket", "storage.put(f'etickets/{order_ref}.pdf', pdf_bytes)"],
                [
                  "/srv/pdfworks/storage.py",
                  31,
                  "put",
                  "self.client.put_object(Bucket=self.bucket, Key=key, Body=body, ContentType='application/pdf')",
                ],
                [
                  "/usr/local/lib/python3.11/site-packages/botocore/client.py",
                  1009,
                  "_make_api_call",
                  "raise error_class(parsed_response, operation_name)",
                ],
              ],
              { head: "celery" },
            ),
          },
        );
        c.emit(
          t + c.r.int(500, 3000),
          "notify",
          "WARN",
          `e-ticket for ${ref} not available after 3 checks; sending confirmation without attachment`,
        );
      });
    },
  },
  {
    key: "c-authz-pg-grant",
    estate: "C",
    category: "authorization",
    origin: "subs",
    needs: ["bff"],
    hints: ["permission denied", "42501", "privilege", "permission"],
    severity: "medium",
    note: (c) =>
      `A migration recreated the renewal tables without re-granting them to ${c.n("subs")}'s database role, so every membership renewal failed with permission denied and ${c.n("bff")} showed errors.`,
    run: (c, t0) => {
      c.emit(
        t0 - c.r.int(20000, 60000),
        "subs",
        "INFO",
        'Flyway: Successfully applied 1 migration to schema "memberships", now at version v87 (execution time 00:01.412s)',
        { logger: "org.flywaydb.core.internal.command.DbMigrate" },
      );
      const err = () =>
        javaErr(
          "org.springframework.jdbc.UncategorizedSQLException",
          "PreparedStatementCallback; uncategorized SQLException for SQL [insert into renewal_runs (member_id, season, status) values (?, ?, ?)]; SQL state [42501]; error code [0]; ERROR: permission denied for table renewal_runs",
          [
            "org.springframework.jdbc.core.JdbcTemplate.translateException:1549",
            "dev.corvid.almanac.renewal.RenewalRepository.start:64",
            "dev.corvid.almanac.renewal.RenewalService.renew:102",
          ],
          {
            tail: "web",
            cause: {
              type: "org.postgresql.util.PSQLException",
              message: "ERROR: permission denied for table renewal_runs",
              frames: ["org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse:2725"],
              more: 31,
            },
          },
        );
      c.impair("subs", t0, 0.7);
      failingTraffic(c, {
        from: t0,
        perMin: c.r.int(10, 20),
        role: "subs",
        method: "POST",
        path: () => fill(c, c.path("subs", "/renewals/{sub}")),
        status: 500,
        ms: [20, 80],
        appStatus: 500,
        inner: (t, ids) => {
          c.emit(t + 10, "subs", "ERROR", "Renewal failed", {
            ids,
            err: err(),
            logger: "dev.corvid.almanac.web.ErrorHandler",
          });
          emitCallerError(c, t + 30, "bff", target(c, "subs", "/renewals"), "status", {
            status: 500,
            what: "membership renewal",
            ids,
          });
        },
      });
      c.every(t0 + 45000, c.end, 120000, 10000, (t) =>
        c.emit(
          t,
          "subs",
          "ERROR",
          "Scheduled task 'auto-renew-charges' failed: ERROR: permission denied for table renewal_runs",
          { logger: "org.springframework.scheduling.support.TaskUtils$LoggingErrorHandler" },
        ),
      );
    },
  },
  {
    key: "d-authz-realm-import",
    estate: "D",
    category: "authorization",
    origin: "auth",
    needs: ["pay", "orders"],
    hints: ["403", "forbidden", "role", "authorization", "scope"],
    severity: "high",
    note: (c) =>
      `A realm import in ${c.n("auth")} dropped the payments-capture role from ${c.n("orders")}'s service account, so ${c.n("pay")} refused its calls with 403 and no checkout could be paid.`,
    run: (c, t0) => {
      c.emit(
        t0,
        "auth",
        "INFO",
        "Realm 'meridian' partial import from /opt/keycloak/data/import/meridian-realm.json: overwrite policy=OVERWRITE, 14 clients, 41 roles",
        { logger: "org.keycloak.exportimport.util.ImportUtils" },
      );
      c.emit(t0 + 900, "auth", "INFO", "Realm 'meridian' imported", { logger: "org.keycloak.services" });
      c.emit(
        t0 + 1200,
        "auth",
        "WARN",
        "Role mapping 'payments-capture' not found for service-account-sales-checkout during import, skipped",
        { logger: "org.keycloak.exportimport.util.RepresentationToModel" },
      );
      c.poisson(t0 + 2000, c.end, c.r.int(8, 15), (t) =>
        c.emit(
          t,
          "auth",
          "INFO",
          `type="CLIENT_LOGIN", realmId="meridian", clientId="sales-checkout", userId="${c.r.uuid()}", ipAddress="10.42.${c.r.int(0, 9)}.${c.r.int(2, 250)}", grant_type="client_credentials", scope="profile email"`,
          { logger: "org.keycloak.events" },
        ),
      );
      c.impair("pay", t0 + 3000, 1);
      c.impair("orders", t0 + 3000, 0.4);
      failingTraffic(c, {
        from: t0 + 3000,
        perMin: c.r.int(25, 45),
        role: "orders",
        method: "POST",
        path: () => c.path("orders", "/orders/checkout"),
        status: 502,
        ms: [60, 200],
        appStatus: 502,
        inner: (t, ids) => {
          c.emit(
            t + 10,
            "pay",
            "INFO",
            "Authorization failed. These requirements were not met:\nRolesAuthorizationRequirement:User.IsInRole must be true for one of the following roles: (payments-capture)",
            { ids, logger: "Microsoft.AspNetCore.Authorization.DefaultAuthorizationService" },
          );
          c.app(t + 12, "pay", "POST", c.path("pay", "/captures"), 403, 3.2, { ids });
          c.emit(t + 25, "orders", "ERROR", "Payment capture call to sales-payments failed", {
            ids,
            logger: "Meridian.Sales.Checkout.Payments.PaymentsClient",
            err: dotnetErr(
              "System.Net.Http.HttpRequestException",
              "Response status code does not indicate success: 403 (Forbidden).",
              [
                "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
                "Meridian.Sales.Checkout.Payments.PaymentsClient.CaptureAsync(CaptureRequest req, CancellationToken ct):88",
                "Meridian.Sales.Checkout.Orders.PlaceOrderHandler.Handle(PlaceOrder cmd, CancellationToken ct):141",
              ],
              { root: "/src/Meridian.Sales.Checkout", tail: "web" },
            ),
          });
          if (c.r.chance(0.3))
            retryWarn(c, t + 5, "orders", external("sales-payments", "/captures"), 1, 3, "403 (Forbidden)", ids);
        },
      });
    },
  },
];
