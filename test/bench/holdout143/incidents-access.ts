// Incident recipes: authentication, authorization, rate limiting, validation (four each, one per estate).
import type { IncidentDef } from "./incident-types.js";
import { dotnetTrace, javaTrace } from "./shapes.js";

export const ACCESS_INCIDENTS: IncidentDef[] = [
  // ---------------------------------------------------------------- authentication
  {
    category: "authentication",
    estate: "glacier",
    origin: "member-auth",
    hints: ["ldap", "bind", "credential", "authentication", "invalid"],
    severity: "high",
    note: "The directory service account password was rotated; member-auth's LDAP binds fail with error 49 / data 52e (WARN, then ERROR) and booking-api reports every login as a 502 from member-auth while users' own wrong-password failures continue as noise.",
    fail: {
      frac: 0.95,
      status: 502,
      mode: "status",
      ramp: 20000,
      originSays: (c, t, req) => {
        if (c.r.chance(0.35))
          c.emit(
            t,
            "member-auth",
            c.r.chance(0.5) ? "warn" : "error",
            "c.g.auth.DirectoryClient : LDAP bind as cn=svc-memberauth,ou=services,dc=glacier,dc=local failed: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C090439, comment: AcceptSecurityContext error, data 52e, v4563]",
            req,
          );
      },
    },
    script: (c, o) => {
      c.emit(
        c.tf - 95000,
        o,
        "info",
        "c.g.auth.DirectoryClient : connection pool to ldaps://dc1.glacier.local:636 healthy (4 idle)",
      );
      c.emit(
        c.tf + 2000,
        o,
        "warn",
        "c.g.auth.DirectoryClient : pooled LDAP connection re-bind rejected, evicting 4 idle connections",
      );
      c.every(c.tf + 60000, c.end, 45000, (t) =>
        c.emit(
          t,
          o,
          "error",
          javaTrace(
            "javax.naming.AuthenticationException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C090439, comment: AcceptSecurityContext error, data 52e, v4563]",
            "com.sun.jndi.ldap",
            ["LdapCtx.mapErrorCode", "LdapCtx.processReturnCode", "LdapCtx.connect"],
            c.r,
          ),
        ),
      );
    },
  },
  {
    category: "authentication",
    estate: "pebble",
    origin: "payments_adapter",
    hints: ["api key", "401", "unauthorized", "authentication", "credential", "invalid_api_key"],
    severity: "high",
    note: "The club's payment-provider secret key was rolled at the provider but not in payments_adapter; every charge gets 401 invalid_api_key, logged by the adapter at WARN, while bar_till and sheet_booking shout that payments failed amid ordinary card declines.",
    fail: {
      frac: 1,
      status: 502,
      mode: "status",
      originSays: (c, t) => {
        if (c.r.chance(0.5))
          c.emit(
            t,
            "payments_adapter",
            "warn",
            `psp call POST /v1/charges -> 401 {"error":{"type":"invalid_request_error","code":"invalid_api_key","message":"Invalid API Key provided: sk_live_****************Q7rd"}}`,
          );
      },
      callerSays: (c, caller, t, req) =>
        c.emit(
          t,
          caller,
          "error",
          caller === "bar_till"
            ? `tab close failed: payment service error (HTTP 502), tab left open for staff`
            : `[${req ?? "-"}] booking payment step failed: payments_adapter returned 502, booking rolled back`,
          req,
        ),
    },
    script: (c, o) => {
      c.emit(
        c.tf - 40000,
        o,
        "info",
        "psp key fingerprint sk_live_...Q7rd loaded from /run/secrets/psp_key (age 181d)",
      );
      c.every(c.tf, c.end, 60000, (t) => c.emit(t, o, "warn", "psp health probe GET /v1/balance -> 401 Unauthorized"));
    },
  },
  {
    category: "authentication",
    estate: "frostline",
    origin: "ledger",
    hints: ["login failed", "password", "authentication", "18456", "credential", "login"],
    severity: "high",
    note: "The SQL login password for ledger was rotated in the vault but the running pods kept the old one; once pooled connections recycle, ledger logs SqlException 18456 'Login failed' and the checkout journey fails through frontdesk, near an unrelated scheduler deploy.",
    fail: {
      frac: 0.9,
      status: 500,
      mode: "status",
      ramp: 90000,
      originSays: (c, t) => {
        if (c.r.chance(0.4))
          c.emit(
            t,
            "ledger",
            "error",
            dotnetTrace(
              "Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'ledger_app'. Reason: Password did not match that for the login provided. [CLIENT: 10.4.1.22]\n Error Number:18456,State:1,Class:14",
              [
                "Microsoft.Data.SqlClient.SqlInternalConnectionTds..ctor",
                "Frostline.Ledger.Data.SalesRepository.PostAsync",
                "Frostline.Ledger.Api.SalesController.Post",
              ],
              c.r,
            ),
          );
      },
    },
    script: (c, o) => {
      c.emit(c.tf - 120000, o, "info", "Connection pool recycle: connections older than 00:30:00 will be re-opened");
    },
  },
  {
    category: "authentication",
    estate: "northpond",
    origin: "core-identity",
    hints: ["jwt", "token", "signature", "kid", "authentication", "jwks"],
    severity: "high",
    note: "core-identity rotated its signing key and retired the old kid with no grace period, so every token in flight fails signature checks: core-identity warns once and then rejects refreshes, while guest-sessions and pay-gateway log 401s for unknown kid.",
    fail: {
      frac: 0.85,
      status: 401,
      mode: "status",
      originSays: (c, t, req) => {
        if (c.r.chance(0.3))
          c.emit(
            t,
            "core-identity",
            "error",
            "n.c.i.TokenEndpoint : refresh_token grant rejected: JWT signature does not match locally computed signature (kid=np-2026-09 not in active key set)",
            req,
          );
      },
      callerSays: (c, caller, t, req) =>
        c.emit(
          t,
          caller,
          c.r.chance(0.7) ? "warn" : "error",
          `Bearer token rejected by core-identity (401): invalid_token, kid np-2026-09 unknown to JWKS`,
          req,
        ),
    },
    script: (c, o) => {
      c.emit(c.tf, o, "info", "n.c.i.KeyRotation : scheduled signing key rotation: new kid=np-2026-12 active");
      c.emit(
        c.tf + 300,
        o,
        "warn",
        "n.c.i.KeyRotation : previous kid=np-2026-09 retired immediately (grace period 0s, property key.rotation.grace unset)",
      );
      c.every(c.tf + 5000, c.end, 20000, (t) =>
        c.emit(
          t,
          c.r.pick(["guest-sessions", "pay-gateway"].filter((s) => c.has(s))),
          "error",
          "JWT validation failed: io.jsonwebtoken.security.SignatureException: JWT signature does not match locally computed signature",
        ),
      );
    },
    with: ["guest-sessions", "pay-gateway"],
  },
  // ---------------------------------------------------------------- authorization
  {
    category: "authorization",
    estate: "glacier",
    origin: "receipt-pdf",
    hints: ["access denied", "403", "forbidden", "permission", "accessdenied"],
    severity: "medium",
    note: "An infrastructure change tightened the receipts bucket policy; receipt-pdf gets S3 403 AccessDenied on every PutObject and booking-api reports receipt downloads failing with 500s.",
    fail: {
      frac: 1,
      status: 500,
      mode: "status",
      originSays: (c, t, req) =>
        c.emit(
          t,
          "receipt-pdf",
          "error",
          javaTrace(
            `c.g.receipt.Store : upload failed: software.amazon.awssdk.services.s3.model.S3Exception: User: arn:aws:sts::123456789012:assumed-role/receipt-pdf-task/${c.r.hex(12)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::glacier-receipts/2026/12/R-${c.r.int(100000, 999999)}.pdf" because no identity-based policy allows the s3:PutObject action (Service: S3, Status Code: 403, Request ID: ${c.r.hex(16).toUpperCase()})`,
            "com.glacier.receipt",
            ["Store.put", "Renderer.render"],
            c.r,
          ),
          req,
        ),
    },
    script: () => {},
  },
  {
    category: "authorization",
    estate: "pebble",
    origin: "sheet_booking",
    hints: ["permission denied", "privilege", "42501", "authorization", "permission"],
    severity: "medium",
    note: "A schema migration recreated the sheet_reservations table without the app role's grants; sheet_booking's inserts fail with SQLSTATE 42501 permission denied and club_portal reports booking failures.",
    fail: {
      frac: 0.8,
      status: 500,
      mode: "status",
      originSays: (c, t, req) =>
        c.emit(
          t,
          "sheet_booking",
          "error",
          `SQLSTATE[42501]: Insufficient privilege: 7 ERROR:  permission denied for table sheet_reservations (Connection: pgsql, SQL: insert into "sheet_reservations" ("sheet", "starts_at", "member_id") values (${c.r.pick(["'A'", "'C'", "'F'"])}, 2026-12-${c.r.int(10, 28)} 19:00:00, ${c.r.int(1000, 4999)}))`,
          req,
        ),
    },
    script: (c, o) => {
      c.emit(c.tf - 30000, o, "info", "Migrating: 2026_12_01_000001_partition_sheet_reservations");
      c.emit(c.tf - 26000, o, "info", "Migrated:  2026_12_01_000001_partition_sheet_reservations (3,912.44ms)");
    },
  },
  {
    category: "authorization",
    estate: "frostline",
    origin: "chiller",
    hints: ["forbidden", "rbac", "permission", "serviceaccount", "403"],
    severity: "medium",
    note: "A cluster RBAC clean-up removed chiller's right to renew its leader lease; chiller logs 'forbidden' on the lease, drops leadership and stops publishing pad readings, so frontdesk's ice pages fail.",
    fail: {
      frac: 0.9,
      status: 503,
      mode: "status",
      callerSays: (c, caller, t) =>
        c.emit(t, caller, "warn", "Ice status unavailable: chiller returned 503 (no leader), showing cached value"),
    },
    script: (c, o) => {
      c.emit(
        c.tf,
        o,
        "error",
        `error retrieving resource lock frostline/chiller-leader: leases.coordination.k8s.io "chiller-leader" is forbidden: User "system:serviceaccount:frostline:chiller" cannot get resource "leases" in API group "coordination.k8s.io" in the namespace "frostline"`,
      );
      c.emit(
        c.tf + 2000,
        o,
        "warn",
        "failed to renew lease frostline/chiller-leader: timed out waiting for the condition",
      );
      c.emit(c.tf + 2100, o, "info", "leaderelection lost, stopping sampler");
      c.silence(o, c.tf + 2200, c.end);
      c.every(c.tf + 10000, c.end, 12000, (t) =>
        c.emit(
          t,
          o,
          c.r.chance(0.5) ? "error" : "warn",
          `error retrieving resource lock frostline/chiller-leader: leases.coordination.k8s.io "chiller-leader" is forbidden: User "system:serviceaccount:frostline:chiller" cannot get resource "leases" in API group "coordination.k8s.io"`,
        ),
      );
    },
  },
  {
    category: "authorization",
    estate: "northpond",
    origin: "guest-lessons",
    hints: ["permission", "scope", "forbidden", "403", "role"],
    severity: "medium",
    note: "A role-mapping change in guest-lessons dropped the lessons:read scope from the web client, so every slots request is refused 403 by guest-lessons (WARN only) and guest-web shows an error page.",
    fail: {
      frac: 1,
      status: 403,
      mode: "status",
      originSays: (c, t) => {
        c.emit(
          t,
          "guest-lessons",
          "warn",
          `INFO:     10.1.${c.r.int(1, 40)}.${c.r.int(2, 250)}:${c.r.int(30000, 60000)} - "GET /v1/lessons/slots HTTP/1.1" 403 Forbidden`,
        );
        if (c.r.chance(0.3))
          c.emit(
            t,
            "guest-lessons",
            "warn",
            "permission check failed: client guest-web lacks scope 'lessons:read' (has: sessions:read, sessions:write)",
          );
      },
      callerSays: (c, caller, t, req) =>
        c.emit(
          t,
          caller,
          "error",
          `lessons slots fetch failed: 403 Forbidden from guest-lessons, rendering error page`,
          req,
        ),
    },
    script: (c, o) => {
      c.emit(c.tf - 20000, o, "info", "loaded scope map from /etc/lessons/scopes.yaml (revision 41, 6 clients)");
    },
  },
  // ---------------------------------------------------------------- rate limiting
  {
    category: "rate_limiting",
    estate: "glacier",
    origin: "notify-relay",
    hints: ["429", "rate", "limit", "throttl", "too many"],
    severity: "medium",
    note: "A waitlist release sent a burst of confirmation SMS and the SMS provider began throttling notify-relay with 429s; notify-relay drops messages after retries while booking-api logs booking confirmations failing.",
    fail: { frac: 0.7, status: 502, mode: "status" },
    script: (c, o) => {
      c.emit(
        c.tf - 5000,
        o,
        "info",
        "bulk send: waitlist release for public skate 2026-12-20 18:00 (1,412 recipients)",
      );
      c.every(c.tf, c.end, 900, (t, i) =>
        c.emit(
          t,
          o,
          i % 4 === 0 ? "error" : "warn",
          i % 4 === 0
            ? "sms send gave up after 3 attempts: provider responded 429 Too Many Requests (Retry-After: 60)"
            : `sms provider 429 Too Many Requests, backing off ${c.r.pick([1, 2, 4, 8])}s (queue depth ${c.r.int(200, 1400)})`,
        ),
      );
    },
  },
  {
    category: "rate_limiting",
    estate: "pebble",
    origin: "mailer_worker",
    hints: ["rate", "limit", "421", "throttl", "too many"],
    severity: "medium",
    note: "The fixture-change mailing hit the club's SMTP provider sending limit; mailer_worker's jobs fail with 421 rate-limit replies and pile into Sidekiq retries, while league_scheduler reports its confirmation mails as undelivered.",
    fail: { frac: 0.8, status: 502, mode: "timeout", ms: 5000 },
    script: (c, o) => {
      c.emit(c.tf - 10000, o, "info", "FixtureChangedMailJob enqueued 1,860 jobs (round 9 re-draw)");
      c.every(c.tf, c.end, 1500, (t) =>
        c.emit(
          t,
          o,
          "warn",
          `FixtureChangedMailJob JID-${c.r.hex(24)} WARN: Net::SMTPServerBusy: 421 4.7.28 Our system has detected an unusual rate of mail from your account, try again later`,
        ),
      );
      c.every(c.tf + 60000, c.end, 20000, (t) =>
        c.emit(t, o, "info", `Retries: ${c.r.int(300, 1800)} jobs scheduled, dead: ${c.r.int(0, 40)}`),
      );
    },
  },
  {
    category: "rate_limiting",
    estate: "frostline",
    origin: "passport",
    hints: ["rate", "limit", "429", "throttl", "bucket"],
    severity: "high",
    note: "After a passport release its login limiter keyed on the load balancer's address instead of the client's, so all customers share one bucket and passport answers 429 to most logins; frontdesk and lessons report login failures.",
    fail: {
      frac: 0.85,
      status: 429,
      mode: "status",
      ramp: 30000,
      originSays: (c, t) => {
        if (c.r.chance(0.25))
          c.emit(
            t,
            "passport",
            "warn",
            "f.p.RateLimitFilter : login rate limit exceeded for key 10.8.0.4 (bucket empty, 0 of 300 tokens), 429",
          );
      },
    },
    script: (c, o) => {
      c.emit(
        c.tf - 40000,
        o,
        "info",
        "f.p.RateLimitFilter : login limiter enabled, 300 req/min per client key, key source=remote-addr",
      );
    },
  },
  {
    category: "rate_limiting",
    estate: "northpond",
    origin: "league-fixtures",
    hints: ["rate", "limit", "ratelimitexceeded", "quota", "throttl"],
    severity: "medium",
    note: "league-fixtures' calendar sync exceeded the calendar API's per-user quota (403 rateLimitExceeded) and its league table requests block on the sync lock, so guest-web shows stale tables and 503s.",
    fail: { frac: 0.6, status: 503, mode: "timeout", ms: 8000 },
    script: (c, o) => {
      c.every(c.tf, c.end, 2500, (t) =>
        c.emit(
          t,
          o,
          c.r.chance(0.7) ? "warn" : "error",
          `CalendarSync: Google::Apis::RateLimitError: rateLimitExceeded: Rate Limit Exceeded (403) for calendar league-${c.r.pick(["kestrels", "otters", "puffins"])}@northpond.example, retry ${c.r.int(1, 5)}`,
        ),
      );
    },
  },
  // ---------------------------------------------------------------- validation
  {
    category: "validation",
    estate: "glacier",
    origin: "till-bridge",
    hints: ["format", "validation", "invalid", "parse", "formatexception"],
    severity: "medium",
    note: "A till firmware update started sending amounts with a decimal comma; till-bridge rejects every sale with FormatException and the booking flow's payment step fails in booking-api.",
    fail: {
      frac: 0.6,
      status: 502,
      mode: "status",
      originSays: (c, t, req) =>
        c.emit(
          t,
          "till-bridge",
          "error",
          dotnetTrace(
            `Rejected till payload from T${c.r.int(1, 9)}: System.FormatException: The input string '${c.r.int(2, 60)},${c.r.int(10, 99)}' was not in a correct format.`,
            [
              "System.Number.ThrowFormatException",
              "Glacier.Tills.SaleParser.ParseAmount",
              "Glacier.Tills.SaleController.Post",
            ],
            c.r,
          ),
          req,
        ),
    },
    script: (c, o) => {
      c.emit(c.tf - 60000, o, "info", "Till T3 reported firmware 5.2.0 (was 5.1.7)");
      c.every(c.tf, c.end, 5000, (t) =>
        c.emit(t, o, "warn", `Till T${c.r.int(1, 9)} sale queued for manual reconciliation: amount field unreadable`),
      );
    },
  },
  {
    category: "validation",
    estate: "pebble",
    origin: "member_registry",
    hints: ["validation", "invalid", "recordinvalid", "licence"],
    severity: "medium",
    note: "The federation roster import changed its licence-number format and member_registry rejects rows with ActiveRecord::RecordInvalid, leaving members without licences so league_scheduler refuses their fixtures as ineligible.",
    fail: {
      frac: 0.4,
      status: 422,
      mode: "status",
      originSays: (c, t) =>
        c.emit(
          t,
          "member_registry",
          "warn",
          `member #${c.r.int(1000, 4999)} has no valid licence on file (last import rejected)`,
        ),
    },
    with: ["league_scheduler"],
    script: (c, o) => {
      c.emit(c.tf, o, "info", "RosterImport started: federation feed 2026-12 (2,214 rows)");
      c.every(c.tf + 1000, c.tf + 100000, 350, (t) =>
        c.emit(
          t,
          o,
          "error",
          `RosterImport row ${c.r.int(1, 2214)}: ActiveRecord::RecordInvalid: Validation failed: Licence number is invalid (got "SCF-${c.r.int(10, 99)}-${c.r.int(1000, 9999)}")`,
        ),
      );
      c.emit(
        c.tf + 101000,
        o,
        "error",
        "RosterImport finished: 0 imported, 2214 invalid; licences of 2214 members cleared",
      );
      c.every(c.tf + 102000, c.end, 3000, (t) =>
        c.emit(
          t,
          "league_scheduler",
          "error",
          `fixture F${c.r.int(1000, 9999)} not confirmed: player #${c.r.int(1000, 4999)} not eligible (no licence)`,
        ),
      );
    },
  },
  {
    category: "validation",
    estate: "frostline",
    origin: "resurfacer",
    hints: ["changeset", "invalid", "validation", "cast"],
    severity: "medium",
    note: "Resurfacing machines on new firmware send blade height as a string; resurfacer's Ecto changesets reject every telemetry frame (ERROR), so the resurface schedule goes stale and frontdesk logs lookups failing.",
    fail: { frac: 0.7, status: 500, mode: "status" },
    script: (c, o) => {
      c.emit(c.tf - 5000, o, "info", "unit=olympia-2 reconnected firmware=4.0.1");
      c.every(c.tf, c.end, 2200, (t) =>
        c.emit(
          t,
          o,
          "error",
          `telemetry frame rejected unit=olympia-${c.r.int(1, 2)}: #Ecto.Changeset<action: :insert, changes: %{state: "cutting"}, errors: [blade_height_mm: {"is invalid", [type: :float, validation: :cast]}], valid?: false>`,
        ),
      );
    },
  },
  {
    category: "validation",
    estate: "northpond",
    origin: "pay-gateway",
    hints: ["validation", "invalid", "deserialize", "format", "badrequest", "400"],
    severity: "high",
    note: "After a pay-tills release the basket amount is sent as a localized string; pay-gateway fails to deserialize every till charge (Jackson InvalidFormatException, 400) and pay-tills logs payments refused.",
    fail: {
      frac: 0.95,
      status: 400,
      mode: "status",
      originSays: (c, t, req) => {
        if (c.r.chance(0.5))
          c.emit(
            t,
            "pay-gateway",
            "warn",
            `Resolved [org.springframework.http.converter.HttpMessageNotReadableException: JSON parse error: Cannot deserialize value of type \`java.math.BigDecimal\` from String "${c.r.int(2, 40)},${c.r.int(10, 99)}": not a valid representation]`,
            req,
          );
      },
      callerSays: (c, caller, t, req) =>
        c.emit(
          t,
          caller,
          "error",
          `Payment for basket ${c.r.int(10000, 99999)} refused: pay-gateway 400 Bad Request (amount)`,
          req,
        ),
    },
    with: ["pay-tills"],
    script: (c) => {
      c.emit(
        c.tf - 90000,
        "pay-tills",
        "info",
        "Starting pay-tills 8.4.0 (culture en-GB -> de-DE for new kiosk images)",
      );
    },
  },
];
