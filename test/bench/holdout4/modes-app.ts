// Failure modes of identity, input, code and settings: authentication, authorization, validation, null reference,
// configuration and unknown (four each).
import { hex, int, pick } from "../holdout3/kit.js";
import { deploy, startup, supStart } from "./episodes.js";
import { callers, edge5xx, relay } from "./propagate.js";
import { exc, goPanic } from "./stacks.js";
import { crashLoop } from "./supervise.js";
import type { Ctx, Mode } from "./types.js";

/** a release of the origin just before the fault */
const release = (c: Ctx) => deploy(c, c.origin, c.t0 - 3500);

export const APP_MODES: Mode[] = [
  {
    id: "jwks-rotation",
    cat: "authentication",
    note: "identity provider rotated signing keys; verifier's cached JWKS lacks the new kid",
    hints: ["jwt", "token", "signature", "key", "auth"],
    sev: "high",
    rts: ["java"],
    run(c) {
      c.silence(c.origin, c.t0, 0.35);
      const s = c.origin;
      const kid = `k-${hex(c.r, 8)}`;
      for (const t of c.ticks(c.t0, c.end, 1000))
        c.emit(
          t,
          s,
          "WARN",
          `Bearer token rejected: An error occurred while attempting to decode the Jwt: Signed JWT rejected: Another algorithm expected, or no matching key(s) found (kid=${kid})`,
          {
            f: { logger: "o.s.s.o.s.r.a.JwtAuthenticationProvider" },
          },
        );
      for (const t of c.ticks(c.t0 + 60000, c.end, 20000))
        c.emit(t, s, "INFO", "JWKS cache still fresh (max-age 86400s), not refetching");
      callers(c, c.t0 + 400, c.end, "5xx", 2500, { code: 500, skip: 0.3 });
      for (const u of c.callers)
        for (const t of c.ticks(c.t0 + 500, c.end, 3000))
          c.emit(t, u, "WARN", `${s.name} answered 401 Unauthorized (invalid_token)`);
      edge5xx(c, c.t0 + 500, c.end, 4000, 500, c.callers[0] ?? s);
    },
  },
  {
    id: "db-password-rotated",
    cat: "authentication",
    note: "database password rotated in the vault; service keeps the old one",
    hints: ["password", "authentication", "credential", "auth"],
    sev: "high",
    rts: ["python"],
    run(c) {
      c.silence(c.origin, c.t0, 0.35);
      const s = c.origin;
      const db = c.all.find((x) => x.kind === "db");
      const user = s.name.replace(/-/g, "_");
      for (const t of c.ticks(c.t0, c.end, 1400)) {
        if (db) {
          c.emit(t - 5, db, "FATAL", `password authentication failed for user "${user}"`, {
            f: { pid: int(c.r, 20000, 60000), who: `${user}@${db.ops[0]}` },
            stack: [
              `\tDETAIL:  Connection matched file "/etc/postgresql/16/main/pg_hba.conf" line 112: "host all all 10.42.0.0/16 scram-sha-256"`,
            ],
          });
        }
        c.emit(
          t,
          s,
          "ERROR",
          "could not open database connection",
          exc(
            s,
            c.estate.pkg,
            "psycopg.OperationalError",
            `connection failed: connection to server at "10.42.6.12", port 5432 failed: FATAL:  password authentication failed for user "${user}"`,
            ["connect", "price"],
          ),
        );
      }
      callers(c, c.t0 + 500, c.end, "5xx", 2600, { code: 500 });
      edge5xx(c, c.t0 + 800, c.end, 3000, 500, c.callers[0] ?? s);
    },
  },
  {
    id: "aad-client-secret-expired",
    cat: "authentication",
    note: "service principal's client secret expired; token acquisition fails",
    hints: ["secret", "credential", "token", "auth", "msal"],
    sev: "high",
    rts: ["dotnet"],
    run(c) {
      c.silence(c.origin, c.t0, 0.35);
      const s = c.origin;
      const app = `${hex(c.r, 8)}-${hex(c.r, 4)}-${hex(c.r, 4)}-${hex(c.r, 4)}-${hex(c.r, 12)}`;
      for (const t of c.ticks(c.t0, c.end, 1600))
        c.emit(t, s, "ERROR", "Token acquisition for downstream API failed", {
          ...exc(
            s,
            c.estate.pkg,
            "Microsoft.Identity.Client.MsalServiceException",
            `AADSTS7000222: The provided client secret keys for app '${app}' are expired. Visit the Azure portal to create new keys for your app. Trace ID: ${hex(c.r, 8)}-${hex(c.r, 4)} Correlation ID: ${hex(c.r, 8)}`,
            ["acquireToken", "run"],
          ),
          f: { category: "Microsoft.Identity.Web.TokenAcquisition" },
        });
      callers(c, c.t0 + 700, c.end, "5xx", 3000, { code: 500 });
    },
  },
  {
    id: "wire-feed-invalid-client",
    cat: "authentication",
    note: "news-wire vendor account credentials expired; every poll is 401",
    hints: ["401", "unauthorized", "credential", "auth", "client"],
    sev: "medium",
    rts: ["go"],
    run(c) {
      const s = c.origin;
      for (const t of c.ticks(c.t0, c.end, 3000))
        c.emit(t, s, "ERROR", "wire poll failed", {
          err: 'POST https://auth.wirefeed.example/oauth/token: 401 Unauthorized: {"error":"invalid_client","error_description":"client credentials expired"}',
          f: { feed: pick(c.r, ["national", "world", "sports", "markets"]) },
        });
      for (const t of c.ticks(c.t0 + 120000, c.end, 30000))
        c.emit(t, s, "WARN", `no wire items ingested for ${Math.round((t - c.t0) / 60000)}m`);
    },
  },
  {
    id: "s3-access-denied-iam",
    cat: "authorization",
    note: "IAM policy change removes s3:PutObject from the service role",
    hints: ["accessdenied", "access denied", "not authorized", "permission", "forbidden"],
    sev: "high",
    rts: ["go"],
    run(c) {
      c.silence(c.origin, c.t0, 0.35);
      const s = c.origin;
      for (const t of c.ticks(c.t0, c.end, 1000))
        c.emit(t, s, "ERROR", "put object failed", {
          err: `operation error S3: PutObject, https response error StatusCode: 403, RequestID: ${hex(c.r, 16).toUpperCase()}, HostID: ${hex(c.r, 20)}, api error AccessDenied: User: arn:aws:sts::418295507731:assumed-role/${s.name}-task/${hex(c.r, 32)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::${c.estate.ns}-runs/runs/${hex(c.r, 8)}" because no identity-based policy allows the s3:PutObject action`,
        });
      callers(c, c.t0 + 600, c.end, "5xx", 2500, { code: 500 });
    },
  },
  {
    id: "k8s-rbac-forbidden",
    cat: "authorization",
    note: "RBAC role trimmed; service account can no longer list/watch its configmaps",
    hints: ["forbidden", "rbac", "permission", "cannot"],
    sev: "medium",
    rts: ["go"],
    run(c) {
      const s = c.origin;
      for (const t of c.ticks(c.t0, c.end, 2000))
        c.emit(t, s, "ERROR", "Failed to watch", {
          err: `failed to list *v1.ConfigMap: configmaps is forbidden: User "system:serviceaccount:${c.estate.ns}:${s.name}" cannot list resource "configmaps" in API group "" in the namespace "${c.estate.ns}"`,
          f: {
            caller: "cache/reflector.go:547",
            reflector: "pkg/mod/k8s.io/client-go@v0.30.2/tools/cache/reflector.go:232",
          },
        });
      for (const t of c.ticks(c.t0 + 30000, c.end, 5000))
        c.emit(t, s, "WARN", "zone layout stale, refusing to reslot", {
          f: { age: `${Math.round((t - c.t0) / 1000)}s` },
        });
      callers(c, c.t0 + 31000, c.end, "5xx", 4000, { code: 503, skip: 0.3 });
    },
  },
  {
    id: "pg-permission-denied",
    cat: "authorization",
    note: "migration recreated a table without the app role's grants",
    hints: ["permission", "privilege", "denied"],
    sev: "high",
    rts: ["python"],
    run(c) {
      c.silence(c.origin, c.t0, 0.35);
      const s = c.origin;
      const db = c.all.find((x) => x.kind === "db");
      if (db)
        c.emit(
          c.t0 - 20000,
          db,
          "INFO",
          "statement: DROP TABLE IF EXISTS wave_plans_old; ALTER TABLE wave_plans_new RENAME TO wave_plans;",
          { f: { who: "migrator@wms" } },
        );
      for (const t of c.ticks(c.t0, c.end, 1500)) {
        if (db)
          c.emit(t - 3, db, "ERROR", "permission denied for table wave_plans", {
            f: { who: `${s.name.replace(/-/g, "_")}@wms`, pid: int(c.r, 20000, 60000) },
            stack: ["\tSTATEMENT:  INSERT INTO wave_plans (wave_id, zone, plan) VALUES ($1, $2, $3)"],
          });
        c.emit(
          t,
          s,
          "ERROR",
          "plan persist failed",
          exc(s, c.estate.pkg, "psycopg2.errors.InsufficientPrivilege", "permission denied for table wave_plans", [
            "save_plan",
            "plan_wave",
          ]),
        );
      }
      callers(c, c.t0 + 500, c.end, "5xx", 3000, { code: 500 });
    },
  },
  {
    id: "keyvault-forbidden",
    cat: "authorization",
    note: "access policy change: managed identity lacks secrets/get on the key vault",
    hints: ["forbidden", "permission", "access", "authoriz"],
    sev: "high",
    rts: ["dotnet"],
    run(c) {
      c.silence(c.origin, c.t0, 0.35);
      const s = c.origin;
      for (const t of c.ticks(c.t0, c.end, 2000))
        c.emit(t, s, "ERROR", "Could not load carrier signing key", {
          ...exc(
            s,
            c.estate.pkg,
            "Azure.RequestFailedException",
            `Operation returned an invalid status code 'Forbidden'\nStatus: 403 (Forbidden)\nErrorCode: Forbidden\nThe user, group or application 'appid=${hex(c.r, 8)}-${hex(c.r, 4)};oid=${hex(c.r, 8)}' does not have secrets get permission on key vault '${c.estate.ns}-kv;location=westeurope'.`,
            ["loadKey", "createLabel"],
          ),
          f: { category: "Azure.Security.KeyVault.Secrets" },
        });
      callers(c, c.t0 + 600, c.end, "5xx", 3000, { code: 500 });
    },
  },
  {
    id: "wire-schema-change",
    cat: "validation",
    note: "vendor feed changed a field's type; items fail schema validation",
    hints: ["validation", "schema", "invalid"],
    sev: "medium",
    rts: ["go"],
    run(c) {
      const s = c.origin;
      for (const t of c.ticks(c.t0, c.end, 600))
        c.emit(t, s, "WARN", "wire item rejected", {
          err: `schema validation failed: /byline: expected string, but got array; /urgency: must be <= 5`,
          f: { item: `urn:wire:${hex(c.r, 12)}` },
        });
      for (const t of c.ticks(c.t0 + 10000, c.end, 20000))
        c.emit(t, s, "ERROR", `dead-lettered ${int(c.r, 40, 200)} items in the last 20s (schema v7 validation)`);
    },
  },
  {
    id: "interval-constraint",
    cat: "validation",
    note: "meter firmware sends negative interval values; VEE rejects the batches",
    hints: ["validation", "constraint", "invalid"],
    sev: "medium",
    rts: ["java"],
    run(c) {
      const s = c.origin;
      for (const t of c.ticks(c.t0, c.end, 900))
        c.emit(
          t,
          s,
          "WARN",
          `Rejected interval batch for meter MTR${int(c.r, 100000, 999999)}`,
          exc(
            s,
            c.estate.pkg,
            "jakarta.validation.ConstraintViolationException",
            "validateInterval.reading.kwh: must be greater than or equal to 0, validateInterval.reading.end: must be after start",
            ["validateInterval", "consume"],
          ),
        );
      for (const t of c.ticks(c.t0 + 20000, c.end, 15000))
        c.emit(t, s, "ERROR", `VEE rejection rate ${int(c.r, 18, 40)}% over last 5m exceeds 2% threshold`);
    },
  },
  {
    id: "pydantic-barcode",
    cat: "validation",
    note: "new barcode printer format fails the manifest model; submissions 422",
    hints: ["validation", "invalid", "pattern", "unprocessable"],
    sev: "medium",
    rts: ["python"],
    run(c) {
      const s = c.origin;
      for (const t of c.ticks(c.t0, c.end, 1100)) {
        c.emit(t, s, "WARN", `Unprocessable Entity: /api/samples`, {
          stack: [
            "1 validation error for SampleManifest",
            "tubes.3.barcode",
            `  String should match pattern '^HX[0-9]{8}$' [type=string_pattern_mismatch, input_value='HX-${int(c.r, 1000, 9999)}-${int(c.r, 1000, 9999)}', input_type=str]`,
          ],
        });
        c.emit(t + 2, s, "INFO", `"POST /api/samples HTTP/1.1" 422 ${int(c.r, 200, 400)}`);
      }
      for (const t of c.ticks(c.t0 + 30000, c.end, 30000))
        c.emit(
          t,
          s,
          "ERROR",
          `manifest intake stalled: ${int(c.r, 20, 90)} plates rejected since ${new Date(c.t0).toISOString().slice(11, 19)}`,
        );
    },
  },
  {
    id: "fluentvalidation-cart",
    cat: "validation",
    note: "new app release sends quantities the cart API rejects; 400 storm",
    hints: ["validation", "invalid"],
    sev: "medium",
    rts: ["dotnet"],
    run(c) {
      const s = c.origin;
      for (const t of c.ticks(c.t0, c.end, 700))
        c.emit(t, s, "WARN", "Request validation failed", {
          ...exc(
            s,
            c.estate.pkg,
            "FluentValidation.ValidationException",
            `Validation failed: \n -- Items[0].Quantity: 'Quantity' must be less than or equal to '8'. Severity: Error\n -- Items[0].SeatBlock: 'Seat Block' must not be empty. Severity: Error`,
            ["validate", "addItems"],
          ),
          f: { category: `${s.name.replace(/-/g, ".")}.Api.ValidationFilter` },
        });
      for (const u of c.callers)
        for (const t of c.ticks(c.t0 + 300, c.end, 1500))
          c.emit(t, u, "WARN", `${s.name} answered 400 Bad Request for POST /cart/items`);
    },
  },
  {
    id: "java-npe-after-deploy",
    cat: "null_reference",
    note: "release dereferences a section that some venues lack",
    hints: ["null", "nullpointer"],
    sev: "high",
    rts: ["java"],
    run(c) {
      c.silence(c.origin, c.t0, 0.35);
      const s = c.origin;
      release(c);
      for (const t of c.ticks(c.t0, c.end, 1000))
        c.emit(
          t,
          s,
          "ERROR",
          "Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception",
          exc(
            s,
            c.estate.pkg,
            "java.lang.NullPointerException",
            `Cannot invoke "${c.estate.pkg}.seatmap.Section.getRows()" because the return value of "${c.estate.pkg}.seatmap.Venue.sectionFor(String)" is null`,
            ["buildSeatmap", "getSeatmap"],
          ),
        );
      callers(c, c.t0 + 300, c.end, "5xx", 2200, { code: 500 });
      edge5xx(c, c.t0 + 400, c.end, 2500, 500, c.callers[0] ?? s);
    },
  },
  {
    id: "go-nil-pointer-panic",
    cat: "null_reference",
    note: "nil pointer dereference panics the handler goroutine and the pod restarts",
    hints: ["nil", "pointer", "null"],
    sev: "high",
    rts: ["go"],
    run(c) {
      c.silence(c.origin, c.t0, 0);
      const s = c.origin;
      crashLoop(c, s, c.t0, { code: 2, reason: "Error" }, 8000, (t, n) => {
        if (n > 1) startup(c, s, t);
        c.emit(t + 7900, s, "FATAL", "", {
          raw: true,
          msg: "panic: runtime error: invalid memory address or nil pointer dereference",
          stack: [
            `[signal SIGSEGV: segmentation violation code=0x1 addr=0x38 pc=0x${hex(c.r, 7)}]`,
            ...goPanic(s, "runtime error: invalid memory address or nil pointer dereference", "Lookup").slice(1),
          ],
        });
      });
      callers(c, c.t0 + 8100, c.end, "refused", 2000, { breakerAfter: 200000 });
      edge5xx(c, c.t0 + 8200, c.end, 2000, 503, c.callers[0] ?? s);
    },
  },
  {
    id: "dotnet-nullref",
    cat: "null_reference",
    note: "tariff lookup returns null for new rate classes; NullReferenceException",
    hints: ["null", "nullreference", "object reference"],
    sev: "medium",
    rts: ["dotnet"],
    run(c) {
      c.silence(c.origin, c.t0, 0.35);
      const s = c.origin;
      for (const t of c.ticks(c.t0, c.end, 1300))
        c.emit(t, s, "ERROR", "An unhandled exception has occurred while executing the request.", {
          ...exc(
            s,
            c.estate.pkg,
            "System.NullReferenceException",
            "Object reference not set to an instance of an object.",
            ["computeDeterminants", "run"],
          ),
          f: { category: "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware", eventId: 1 },
        });
      callers(c, c.t0 + 400, c.end, "5xx", 3000, { code: 500 });
    },
  },
  {
    id: "node-undefined-prop",
    cat: "null_reference",
    note: "carrier response lacks a nested object; TypeError reading undefined",
    hints: ["undefined", "typeerror", "null"],
    sev: "medium",
    rts: ["node"],
    run(c) {
      c.silence(c.origin, c.t0, 0.35);
      const s = c.origin;
      for (const t of c.ticks(c.t0, c.end, 1200))
        c.emit(
          t,
          s,
          "ERROR",
          "unhandled error in request",
          exc(s, c.estate.pkg, "TypeError", "Cannot read properties of undefined (reading 'serviceLevel')", [
            "mapQuote",
            "quoteHandler",
          ]),
        );
      callers(c, c.t0 + 300, c.end, "5xx", 2500, { code: 500 });
      edge5xx(c, c.t0 + 400, c.end, 3000, 500, s);
    },
  },
  {
    id: "spring-bad-duration",
    cat: "configuration",
    note: "release ships a config value Spring cannot bind; app fails to start, crash loop",
    hints: ["config", "bind", "propert"],
    sev: "high",
    rts: ["java"],
    run(c) {
      c.silence(c.origin, c.t0, 0);
      const s = c.origin;
      c.emit(c.t0 - 2000, s, "INFO", "Commencing graceful shutdown. Waiting for active requests to complete");
      supStart(c, s, c.t0 - 1500, `registry.internal/${c.estate.ns}/${s.name}:4.2.0`);
      crashLoop(c, s, c.t0, { code: 1, reason: "Error" }, 9000, (t) => {
        c.emit(t, s, "INFO", `Starting PaywallApplication v4.2.0 using Java 21.0.5 with PID 1`);
        c.emit(t + 8000, s, "ERROR", "", {
          raw: true,
          msg: "",
          stack: [
            "",
            "***************************",
            "APPLICATION FAILED TO START",
            "***************************",
            "",
            "Description:",
            "",
            "Failed to bind properties under 'paywall.meter.window' to java.time.Duration:",
            "",
            "    Property: paywall.meter.window",
            '    Value: "30 days"',
            "    Origin: class path resource [application-prod.yml] - 14:13",
            "    Reason: failed to convert java.lang.String to java.time.Duration (caused by java.lang.IllegalArgumentException: '30 days' is not a valid duration)",
            "",
            "Action:",
            "",
            "Update your application's configuration",
          ],
        });
      });
      callers(c, c.t0 + 2000, c.end, "refused", 2500, { breakerAfter: 180000 });
      edge5xx(c, c.t0 + 2000, c.end, 2500, 503, s);
    },
  },
  {
    id: "missing-env-pydantic",
    cat: "configuration",
    note: "new deployment lacks a required environment variable; settings fail at boot",
    hints: ["config", "environment", "setting", "env"],
    sev: "high",
    rts: ["python"],
    run(c) {
      c.silence(c.origin, c.t0, 0);
      const s = c.origin;
      supStart(c, s, c.t0 - 2000, `registry.internal/${c.estate.ns}/${s.name}:2.9.0`);
      crashLoop(c, s, c.t0, { code: 3, reason: "Error" }, 4000, (t) => {
        c.emit(t, s, "INFO", "Starting gunicorn 22.0.0");
        c.emit(t + 3000, s, "ERROR", "Exception in worker process", {
          stack: [
            "Traceback (most recent call last):",
            `  File "/srv/${s.name.replace(/-/g, "_")}/settings.py", line 41, in <module>`,
            "    settings = Settings()",
            "pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings",
            "TARIFF_RATES_DSN",
            "  Field required [type=missing, input_value={...}, input_type=dict]",
          ],
        });
        c.emit(t + 3500, s, "INFO", "Worker failed to boot. Shutting down: Master");
      });
      callers(c, c.t0 + 1000, c.end, "refused", 2500);
    },
  },
  {
    id: "wrong-endpoint-after-change",
    cat: "configuration",
    note: "config change points the service at the wrong API base URL (old port)",
    hints: ["config", "endpoint", "url"],
    sev: "medium",
    rts: ["ruby"],
    run(c) {
      c.silence(c.origin, c.t0, 0.35);
      const s = c.origin;
      const callee = (c.estate.calls[s.name] ?? ["api"])[0];
      c.emit(c.t0 - 3000, s, "INFO", `Reloading configuration (config map ${s.name}-env revision 18)`);
      c.emit(
        c.t0 - 2000,
        s,
        "INFO",
        `Using ${callee.toUpperCase().replace(/-/g, "_")}_URL=http://${callee}:8081/v1 (was http://${callee}:8080/v2)`,
      );
      for (const t of c.ticks(c.t0, c.end, 1500))
        c.emit(
          t,
          s,
          "ERROR",
          `${callee} call failed`,
          exc(
            s,
            c.estate.pkg,
            "Faraday::ConnectionFailed",
            `Failed to open TCP connection to ${callee}:8081 (Connection refused - connect(2) for "${callee}" port 8081)`,
            ["fetch_remote", "index"],
          ),
        );
      callers(c, c.t0 + 600, c.end, "5xx", 3000, { code: 500 });
      edge5xx(c, c.t0 + 700, c.end, 3000, 500, s);
    },
  },
  {
    id: "options-validation-dotnet",
    cat: "configuration",
    note: "required options section missing after appsettings change; options validation fails on first use",
    hints: ["config", "option", "setting"],
    sev: "high",
    rts: ["dotnet"],
    run(c) {
      c.silence(c.origin, c.t0, 0.35);
      const s = c.origin;
      c.emit(c.t0 - 4000, s, "INFO", "Application is shutting down...");
      startup(c, s, c.t0 - 2500);
      for (const t of c.ticks(c.t0, c.end, 1200))
        c.emit(t, s, "ERROR", "An unhandled exception has occurred while executing the request.", {
          ...exc(
            s,
            c.estate.pkg,
            "Microsoft.Extensions.Options.OptionsValidationException",
            "DataAnnotation validation failed for 'TariffClientOptions' members: 'BaseAddress' with the error: 'The BaseAddress field is required.'.",
            ["getTariff", "run"],
          ),
          f: { category: "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware", eventId: 1 },
        });
      callers(c, c.t0 + 500, c.end, "5xx", 3000, { code: 500 });
    },
  },
  {
    id: "silent-exit-crashloop",
    cat: "unknown",
    note: "process exits with status 1 without logging why; supervisor restarts it",
    hints: ["exit", "crash", "restart"],
    sev: "high",
    rts: ["rust", "go", "node", "python", "ruby", "java", "dotnet", "php"],
    run(c) {
      c.silence(c.origin, c.t0, 0);
      const s = c.origin;
      crashLoop(c, s, c.t0, { code: 1, reason: "Error" }, 25000, (t, n) => {
        if (n > 1) startup(c, s, t);
      });
      callers(c, c.t0 + 500, c.end, "refused", 2200);
      edge5xx(c, c.t0 + 500, c.end, 2000, 503, s);
    },
  },
  {
    id: "opaque-500s",
    cat: "unknown",
    note: "service starts answering 500 with only a generic internal error",
    hints: ["internal", "500"],
    sev: "medium",
    rts: ["go", "node", "rust", "python"],
    run(c) {
      c.silence(c.origin, c.t0, 0.35);
      const s = c.origin;
      for (const t of c.ticks(c.t0, c.end, 1200)) {
        if (s.rt === "go")
          c.emit(t, s, "ERROR", "request failed", { f: { status: 500, path: "/internal" }, err: "internal error" });
        else if (s.rt === "rust")
          c.emit(t, s, "ERROR", "request failed", { f: { status: 500 }, err: "internal error" });
        else c.emit(t, s, "ERROR", "request failed with status 500: internal error");
      }
      callers(c, c.t0 + 400, c.end, "5xx", 2500, { code: 500 });
      edge5xx(c, c.t0 + 400, c.end, 2500, 500, s);
    },
  },
  {
    id: "hang-liveness",
    cat: "unknown",
    note: "service hangs and goes silent; liveness probes fail and it is restarted",
    hints: ["liveness", "probe", "unresponsive", "hang", "restart"],
    sev: "high",
    rts: ["java", "go", "node", "python", "dotnet", "ruby", "rust", "php"],
    run(c) {
      c.silence(c.origin, c.t0, 0);
      const s = c.origin;
      const sup = c.sup;
      for (let t = c.t0; t < c.end; ) {
        if (sup?.rt === "kubelet")
          for (let k = 0; k < 3; k++)
            c.emit(
              t + 30000 + k * 10000 + int(c.r, 0, 900),
              sup,
              "INFO",
              `"Probe failed" probeType="Liveness" pod="prod/${s.pod}" containerName="${s.name}" probeResult="failure" output="Get \\"http://10.42.3.${int(c.r, 2, 250)}:8080/healthz\\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)"`,
              {
                f: { src: "prober.go:107", about: s.name, pod: s.pod, reason: "Unhealthy" },
              },
            );
        if (sup?.rt === "kubelet")
          c.emit(
            t + 50500,
            sup,
            "INFO",
            `"Container failed liveness probe, will be restarted" pod="prod/${s.pod}" containerName="${s.name}"`,
            { f: { src: "kuberuntime_manager.go:1052", about: s.name, pod: s.pod, reason: "Killing" } },
          );
        startup(c, s, t + 52000);
        t += 52000 + int(c.r, 60000, 180000);
      }
      callers(c, c.t0 + 5000, c.end, "timeout", 2500, { skip: 0.4 });
      edge5xx(c, c.t0 + 5000, c.end, 3000, 504, s);
    },
  },
  {
    id: "systemd-exit-repeated",
    cat: "unknown",
    note: "unit exits 1/FAILURE repeatedly with no application output; start limit hit",
    hints: ["exit", "failure", "restart", "crash"],
    sev: "high",
    rts: ["ruby", "python", "php", "go", "rust", "java", "node", "dotnet"],
    run(c) {
      c.silence(c.origin, c.t0, 0);
      const s = c.origin;
      const sup = c.sup;
      let t = c.t0;
      for (let n = 1; n <= 5 && t < c.end; n++) {
        if (sup) {
          c.emit(t, sup, "WARN", `${s.name}.service: Main process exited, code=exited, status=1/FAILURE`, {
            f: { about: s.name },
          });
          c.emit(t + 10, sup, "WARN", `${s.name}.service: Failed with result 'exit-code'.`, { f: { about: s.name } });
          c.emit(t + 5000, sup, "INFO", `${s.name}.service: Scheduled restart job, restart counter is at ${n}.`, {
            f: { about: s.name },
          });
          c.emit(t + 5020, sup, "INFO", `Started ${s.name}.service - ${s.name}.`, { f: { about: s.name } });
        }
        startup(c, s, t + 5100);
        t += 5000 + int(c.r, 4000, 9000);
      }
      if (sup) {
        c.emit(t, sup, "WARN", `${s.name}.service: Start request repeated too quickly.`, { f: { about: s.name } });
        c.emit(t + 5, sup, "ERROR", `${s.name}.service: Failed with result 'exit-code'.`, { f: { about: s.name } });
        c.emit(t + 10, sup, "ERROR", `Failed to start ${s.name}.service - ${s.name}.`, { f: { about: s.name } });
      }
      callers(c, c.t0 + 500, c.end, "refused", 2500);
      relay(c, c.callers[0] ?? s, c.t0 + 1500, c.end, "5xx", 4000, 502);
    },
  },
];
