// Cipher Vault (estate C): thirteen incidents, one per category. A request id rides on every line.
import { edgeReload } from "./edge.js";
import { crashLoop, extra, flat, type IncidentDef, ramp, routeOf, unrelatedDeploy } from "./kit.js";
import { rollingRestart } from "./noise.js";
import { ids } from "./runtime.js";
import { netTrace, nodeTrace, pyTrace } from "./stacks.js";

const KID_MSG =
  "IDX10503: Signature validation failed. Token's kid is: 'ck-2026-05-b', but did not match any keys in TokenValidationParameters or Configuration. Keys tried: 'Microsoft.IdentityModel.Tokens.RsaSecurityKey, KeyId: 'ck-2026-04-a', InternalId: 'b1c0a7'. , KeyId: ck-2026-04-a'. Number of keys in TokenValidationParameters: '0'. Number of keys in Configuration: '1'.";

export const INCIDENTS_C: IncidentDef[] = [
  {
    key: "c-jwks-kid",
    estate: "C",
    category: "authentication",
    origin: "keymaster",
    hints: ["jwks", "kid", "signature", "token", "idx10503", "jwt"],
    severity: "high",
    note: "keymaster rotated its signing key but kept serving the old key set from a stale JWKS cache, so tokens signed with the new kid failed signature validation everywhere; concierge and overseer rejected more and more customers and game masters with 401.",
    run: (c, t) => {
      const km = "keymaster";
      c.knobs.set("kid-rotated", (x) => (x >= t ? 1 : 0));
      c.emit(t, km, "info", "signing key rotated new_kid=ck-2026-05-b previous_kid=ck-2026-04-a alg=RS256");
      c.emit(t + 60, km, "info", 'jwks: cache entry reused etag=W/"a41f" keys=[ck-2026-04-a]');
      c.every(t + 60000, c.t1, 60000, 2000, (x) =>
        c.emit(x, km, "warn", 'jwks cache refresh skipped: etag unchanged (W/"a41f"), serving keys=[ck-2026-04-a]'),
      );
      const share = ramp(t, 300000, 0.9, 0.1);
      c.fault({
        svc: "concierge",
        from: t,
        to: c.t1,
        share,
        mode: "status",
        status: 401,
        route: /^\/api\/bookings/,
        says: (x, q) => {
          const o = { ...ids(q, c), logger: "Microsoft.AspNetCore.Authentication.JwtBearer.JwtBearerHandler" };
          c.emit(x + 1, "concierge", "info", "Failed to validate the token.", {
            ...o,
            stack: netTrace(`Microsoft.IdentityModel.Tokens.SecurityTokenSignatureKeyNotFoundException: ${KID_MSG}`, [
              "Microsoft.IdentityModel.JsonWebTokens.JsonWebTokenHandler.ValidateSignature(JsonWebToken jwtToken, TokenValidationParameters validationParameters, BaseConfiguration configuration)",
              "Microsoft.IdentityModel.JsonWebTokens.JsonWebTokenHandler.ValidateSignatureAndIssuerSecurityKey(JsonWebToken jsonWebToken, TokenValidationParameters validationParameters, BaseConfiguration configuration)",
              "Microsoft.AspNetCore.Authentication.JwtBearer.JwtBearerHandler.HandleAuthenticateAsync()",
            ]),
          });
          c.emit(x + 2, "concierge", "info", `Bearer was not authenticated. Failure message: ${KID_MSG}`, o);
        },
      });
      c.fault({
        svc: "overseer",
        from: t,
        to: c.t1,
        share,
        mode: "status",
        status: 401,
        route: /^\/gm\//,
        says: (x, q) =>
          c.emit(
            x + 1,
            "overseer",
            "warn",
            "auth rejected: JWKSNoMatchingKey: no applicable key found in the JSON Web Key Set (kid=ck-2026-05-b)",
            ids(q, c),
          ),
      });
      extra(
        c,
        routeOf(c, (r) => r.p === "/oauth/token"),
        t,
        c.t1,
        c.r.int(30, 50),
      );
    },
  },
  {
    key: "c-mqtt-acl",
    estate: "C",
    category: "authorization",
    origin: "puzzlebox",
    hints: ["not authorized", "acl", "0x87", "authorization", "forbidden"],
    severity: "medium",
    note: "After the broker's ACL file was replaced, puzzlebox reconnected without publish or subscribe rights on the room topics (reason code 0x87 Not authorized), so prop resets and live prop state stopped; overseer reported 502s on every reset.",
    run: (c, t) => {
      const pb = "puzzlebox";
      const venue = c.r.pick(c.est.venues);
      c.emit(t - 1500, pb, "warn", 'mqtt connection lost broker=mqtt.vault.internal:8883 err="EOF"');
      c.emit(
        t,
        pb,
        "info",
        `mqtt connected broker=mqtt.vault.internal:8883 client_id=puzzlebox-${venue} session_present=false`,
      );
      c.emit(t + 40, pb, "warn", "subscribe rejected topics=[vault/+/+/+/state] reason_code=0x87 (Not authorized)");
      c.fault({
        svc: pb,
        from: t,
        to: c.t1,
        share: flat(1),
        mode: "status",
        status: 502,
        route: /\/cmd$/,
        says: (x, q) =>
          c.emit(
            x + 20,
            pb,
            "warn",
            `publish rejected topic=vault/${venue}/${q.vars.room}/${q.vars.prop}/cmd reason_code=0x87 (Not authorized)`,
            ids(q, c),
          ),
      });
      c.fault({
        svc: pb,
        from: t,
        to: c.t1,
        share: flat(0.5),
        mode: "status",
        status: 200,
        route: /\/props$/,
        says: (x, q) =>
          c.emit(
            x + 1,
            pb,
            "warn",
            `room ${q.vars.room}: serving cached prop state age=${Math.round((x - t) / 1000)}s (no state updates)`,
            ids(q, c),
          ),
      });
      extra(
        c,
        routeOf(c, (r) => r.p.endsWith("/reset")),
        t,
        c.t1,
        c.r.int(35, 55),
      );
      c.poisson(t + 15000, c.t1, 25000, (x) =>
        c.emit(
          x,
          "overseer",
          "warn",
          `prop reset failed for ${c.r.pick(c.est.rooms)}/${c.r.pick(c.est.props)}; asking floor staff to reset manually`,
        ),
      );
    },
  },
  {
    key: "c-booking-deadlock",
    estate: "C",
    category: "database",
    origin: "concierge",
    hints: ["deadlock", "sqlexception", "1205", "dbupdateexception"],
    severity: "medium",
    note: "A concierge release began updating loyalty points inside the booking transaction, and concurrent bookings deadlocked in SQL Server (error 1205), so a large share of booking attempts failed with 500s.",
    run: (c, t) => {
      const cg = "concierge";
      rollingRestart(c, c.s(cg), t - 45000, 2);
      c.fault({
        svc: cg,
        from: t,
        to: c.t1,
        share: ramp(t, 60000, 0.5, 0.2),
        mode: "status",
        status: 500,
        route: /^\/api\/bookings$/,
        says: (x, q) => {
          const sql = `Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID ${c.r.int(52, 140)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`;
          c.emit(
            x + 40,
            cg,
            "error",
            "An exception occurred in the database while saving changes for context type 'Concierge.Data.BookingContext'.",
            {
              ...ids(q, c),
              logger: "Microsoft.EntityFrameworkCore.Update",
              stack: `${netTrace("Microsoft.EntityFrameworkCore.DbUpdateException: An error occurred while saving the entity changes. See the inner exception for details.", ["Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)", "Microsoft.EntityFrameworkCore.Storage.RelationalDatabase.SaveChangesAsync(IList`1 entries, CancellationToken cancellationToken)", "Concierge.Bookings.BookingService.CreateAsync(BookingRequest req, CancellationToken ct)|/src/Concierge/Bookings/BookingService.cs:94"], [sql, ["Microsoft.Data.SqlClient.SqlCommand.<>c.<ExecuteDbDataReaderAsync>b__209_0(Task`1 result)", "Concierge.Loyalty.PointsLedger.AccrueAsync(Int32 customerId, Int32 points)|/src/Concierge/Loyalty/PointsLedger.cs:41"]])}\nClientConnectionId:${c.r.uuid()}\nError Number:1205,State:51,Class:13`,
            },
          );
          c.emit(x + 42, cg, "error", "An unhandled exception has occurred while executing the request.", {
            ...ids(q, c),
            logger: "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware",
            err: {
              type: "Microsoft.EntityFrameworkCore.DbUpdateException",
              msg: "An error occurred while saving the entity changes. See the inner exception for details.",
            },
          });
        },
      });
      extra(
        c,
        routeOf(c, (r) => r.p === "/api/bookings"),
        t,
        c.t1,
        c.r.int(40, 60),
      );
    },
  },
  {
    key: "c-till-tls",
    estate: "C",
    category: "network",
    origin: "till",
    hints: ["certificate", "tls", "issuer", "handshake", "unable_to_get_issuer_cert_locally"],
    severity: "high",
    note: "The payment acquirer switched to a certificate chain till could not verify ('unable to get local issuer certificate'), so every charge failed before it was sent; concierge retried, opened its breaker and no booking could be paid.",
    run: (c, t) => {
      const till = "till";
      c.fault({
        svc: till,
        from: t,
        to: c.t1,
        share: flat(1),
        mode: "status",
        status: 502,
        route: /charges/,
        says: (x, q) =>
          c.emit(
            x + c.r.int(20, 80),
            till,
            "error",
            `charge failed booking=${q.vars.bk}: request to https://api.ledgerly.example/v1/charges failed, reason: unable to get local issuer certificate (UNABLE_TO_GET_ISSUER_CERT_LOCALLY)`,
            {
              ...ids(q, c),
              stack: c.r.chance(0.4)
                ? nodeTrace(
                    "FetchError: request to https://api.ledgerly.example/v1/charges failed, reason: unable to get local issuer certificate",
                    [
                      "ClientRequest.<anonymous> (/app/node_modules/node-fetch/lib/index.js:1505:11)",
                      "ClientRequest.emit (node:events:519:28)",
                      "TLSSocket.socketErrorListener (node:_http_client:500:9)",
                      "TLSSocket.emit (node:events:519:28)",
                      "emitErrorNT (node:internal/streams/destroy:169:8)",
                    ],
                  )
                : undefined,
            },
          ),
      });
      extra(
        c,
        routeOf(c, (r) => r.say === "pay"),
        t,
        c.t1,
        c.r.int(20, 35),
      );
      unrelatedDeploy(c, "banquet", t - c.r.int(30000, 150000));
    },
  },
  {
    key: "c-pdf-hang",
    estate: "C",
    category: "timeout",
    origin: "scribe",
    hints: ["timeout", "timeoutexpired", "worker timeout", "timed out"],
    severity: "medium",
    note: "wkhtmltopdf began hanging on the new waiver template, so scribe's renders ran into their 30 s subprocess timeout and gunicorn killed stuck workers; concierge timed out calling scribe and waivers could not be signed.",
    run: (c, t) => {
      const sc = "scribe";
      c.fault({
        svc: sc,
        from: t,
        to: c.t1,
        share: ramp(t, 60000, 0.8, 0.3),
        mode: "timeout",
        route: /waivers/,
        says: (x, q) => {
          c.emit(x + 30000, sc, "error", `pdf render failed waiver=${q.vars.wv}`, {
            ...ids(q, c),
            logger: "scribe.pdf",
            stack: pyTrace(
              [
                [
                  "/app/scribe/pdf.py",
                  47,
                  "render",
                  "proc = subprocess.run(cmd, input=html, capture_output=True, timeout=30, check=True)",
                ],
                [
                  "/usr/local/lib/python3.12/subprocess.py",
                  550,
                  "run",
                  "stdout, stderr = process.communicate(input, timeout=timeout)",
                ],
                [
                  "/usr/local/lib/python3.12/subprocess.py",
                  1209,
                  "communicate",
                  "stdout, stderr = self._communicate(input, endtime, timeout)",
                ],
              ],
              `subprocess.TimeoutExpired: Command '['wkhtmltopdf', '--quiet', '--encoding', 'utf-8', '-', '/tmp/tmp${c.r.hex(8)}.pdf']' timed out after 30 seconds`,
            ),
          });
          if (c.r.chance(0.35)) {
            const pid = c.r.int(9, 60);
            c.emit(x + 31000, sc, "fatal", `WORKER TIMEOUT (pid:${pid})`, { logger: "gunicorn.error" });
            c.emit(x + 31020, sc, "info", `Worker exiting (pid: ${pid})`, { logger: "gunicorn.error" });
            c.emit(x + 31600, sc, "info", `Booting worker with pid: ${c.r.int(61, 140)}`, { logger: "gunicorn.error" });
          }
        },
      });
      extra(
        c,
        routeOf(c, (r) => r.p === "/api/waivers"),
        t,
        c.t1,
        c.r.int(20, 35),
      );
    },
  },
  {
    key: "c-fraud-429",
    estate: "C",
    category: "rate_limiting",
    origin: "concierge",
    hints: ["429", "rate limit", "too many requests", "quota", "throttl"],
    severity: "high",
    note: "concierge exhausted its fraud-screening vendor's request quota during an evening rush and got 429 Too Many Requests; since screening is mandatory, most new bookings were refused with 503.",
    run: (c, t) => {
      const cg = "concierge";
      c.fault({
        svc: cg,
        from: t,
        to: c.t1,
        share: ramp(t, 90000, 0.85, 0.3),
        mode: "status",
        status: 503,
        route: /^\/api\/bookings$/,
        says: (x, q) => {
          for (let a = 0; a < 2; a++)
            c.emit(
              x + 200 * (a + 1),
              cg,
              "warn",
              `Execution attempt. Source: 'riskly-standard//Standard-Retry', Operation Key: '', Result: '429', Handled: 'True', Attempt: '${a}', Execution Time: ${c.r.float(40, 120).toFixed(4)}ms`,
              { ...ids(q, c), logger: "Polly" },
            );
          c.emit(x + 700, cg, "error", `Fraud screening failed for booking ${q.vars.bk}; refusing to confirm`, {
            ...ids(q, c),
            logger: "Concierge.Fraud.RisklyClient",
            stack: netTrace(
              "System.Net.Http.HttpRequestException: Response status code does not indicate success: 429 (Too Many Requests).",
              [
                "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
                "Concierge.Fraud.RisklyClient.ScoreAsync(BookingRequest req, CancellationToken ct)|/src/Concierge/Fraud/RisklyClient.cs:63",
                "Concierge.Bookings.BookingService.CreateAsync(BookingRequest req, CancellationToken ct)|/src/Concierge/Bookings/BookingService.cs:71",
              ],
            ),
          });
        },
      });
      c.every(t + 30000, c.t1, 60000, 3000, (x) =>
        c.emit(x, cg, "warn", `Riskly quota exhausted: X-RateLimit-Remaining=0 reset_in=${c.r.int(200, 3000)}s`, {
          logger: "Concierge.Fraud.RisklyClient",
        }),
      );
      c.rush.push({ from: t - 60000, to: c.t1, k: 1.25 });
    },
  },
  {
    key: "c-dob-schema",
    estate: "C",
    category: "validation",
    origin: "scribe",
    hints: ["validationerror", "validation", "schema", "422", "not a 'date'"],
    severity: "medium",
    note: "A kiosk app update started sending dates of birth as full timestamps, which scribe's waiver schema rejects ('is not a date'), so nearly every waiver submission was refused with 422 and concierge logged the failures.",
    run: (c, t) => {
      const sc = "scribe";
      c.fault({
        svc: sc,
        from: t,
        to: c.t1,
        share: flat(0.9),
        mode: "status",
        status: 422,
        route: /^\/waivers$/,
        says: (x, q) =>
          c.emit(
            x + 5,
            sc,
            "warn",
            `waiver rejected booking=${q.vars.bk}: 'participants[${c.r.int(0, 5)}].date_of_birth': '${c.r.int(1965, 2016)}-0${c.r.int(1, 9)}-1${c.r.int(0, 9)}T00:00:00.000Z' is not a 'date'`,
            { ...ids(q, c), logger: "scribe.validation" },
          ),
      });
      extra(
        c,
        routeOf(c, (r) => r.p === "/api/waivers"),
        t,
        c.t1,
        c.r.int(40, 60),
      );
      edgeReload(c, t - c.r.int(60000, 200000));
    },
  },
  {
    key: "c-team-null",
    estate: "C",
    category: "null_reference",
    origin: "overseer",
    hints: ["typeerror", "null", "cannot read properties"],
    severity: "medium",
    note: "overseer assumed every running room has a team record; rooms started from walk-ins had none, so room views failed with 'Cannot read properties of null (reading players)' and the websocket broadcaster crashed the process repeatedly.",
    run: (c, t) => {
      const ov = c.s("overseer");
      const err = "TypeError: Cannot read properties of null (reading 'players')";
      c.fault({
        svc: ov.name,
        from: t,
        to: c.t1,
        share: flat(0.5),
        mode: "status",
        status: 500,
        route: /\/gm\/api\/rooms\/[^/]+$/,
        says: (x, q) =>
          c.emit(x + 1, ov.name, "error", `GET /gm/api/rooms/${q.vars.room} failed: ${err}`, {
            ...ids(q, c),
            stack: nodeTrace(err, [
              "summarizeTeam (/app/dist/rooms/summary.js:22:35)",
              "RoomService.view (/app/dist/rooms/service.js:71:18)",
              "async /app/dist/routes/rooms.js:14:20",
            ]),
          }),
      });
      crashLoop(c, ov, t + c.r.int(20000, 60000), {
        runMs: () => c.r.int(60000, 120000),
        downMs: () => c.r.int(4000, 9000),
        onCrash: (x) => {
          c.emit(x, ov.name, "error", `uncaughtException: ${err}`, {
            stack: nodeTrace(
              err,
              [
                "broadcastRoom (/app/dist/ws/broadcast.js:41:27)",
                "Timeout._onTimeout (/app/dist/ws/broadcast.js:18:5)",
                "listOnTimeout (node:internal/timers:573:17)",
                "process.processTimers (node:internal/timers:514:7)",
              ],
              false,
            ),
          });
          c.emit(x + 3, ov.name, "error", "process exiting with code 1");
        },
      });
    },
  },
  {
    key: "c-router-rule",
    estate: "C",
    category: "configuration",
    origin: "traefik",
    hints: ["rule", "router", "configuration", "parameters", "parsing"],
    severity: "high",
    note: "A dynamic-config change gave the concierge router a rule Traefik v3 cannot parse, so the router was dropped and every booking API call got 404 at the edge while the backends went quiet.",
    run: (c, t) => {
      const tr = "traefik";
      edgeReload(c, t - 150);
      c.emit(
        t,
        tr,
        "error",
        "error while adding rule Host(`ciphervault.games`) && PathPrefix(`/api`) && Method(`GET`, `POST`): unexpected number of parameters; got 2, expected one of [1] entryPointName=websecure routerName=concierge@file",
      );
      c.emit(
        t + 3,
        tr,
        "error",
        "error while adding rule Host(`ciphervault.games`) && PathPrefix(`/api`) && Method(`GET`, `POST`): unexpected number of parameters; got 2, expected one of [1] entryPointName=web routerName=concierge-http@file",
      );
      c.edgeFaults.push({ from: t, to: c.t1, match: /^\/api\/(availability|bookings|rooms|waivers$)/, status: 404 });
      c.knobs.set("idle:concierge", (x) => (x >= t ? 1 : 0));
      c.rush.push({ from: t + 30000, to: c.t1, k: 1.2 });
    },
  },
  {
    key: "c-clip-storage",
    estate: "C",
    category: "dependency",
    origin: "archivist",
    hints: ["503", "serviceunavailable", "slowdown", "storage", "unavailable"],
    severity: "medium",
    note: "The object storage that keeps souvenir room videos answered 503 Service Unavailable to archivist's uploads, so clips piled up in its queue and overseer kept reporting failed clip handoffs.",
    needs: ["archivist"],
    run: (c, t) => {
      const ar = "archivist";
      c.knobs.set(`queue:${ar}`, (x) => (x < t ? 0 : (x - t) / 25000));
      c.fault({
        svc: ar,
        from: t,
        to: c.t1,
        share: flat(0.9),
        mode: "status",
        status: 503,
        route: /clips/,
        says: (x, q) =>
          c.emit(
            x + c.r.int(2000, 6000),
            ar,
            "error",
            `upload failed room=${q.vars.room} clip=${c.r.hex(10)}.mp4 after 4 attempts`,
            {
              ...ids(q, c),
              logger: "archivist.storage",
              stack: pyTrace(
                [
                  [
                    "/app/archivist/storage.py",
                    52,
                    "upload",
                    "self.client.upload_file(path, self.bucket, key, ExtraArgs={'ContentType': 'video/mp4'})",
                  ],
                  [
                    "/usr/local/lib/python3.12/site-packages/boto3/s3/transfer.py",
                    372,
                    "upload_file",
                    "future.result()",
                  ],
                  [
                    "/usr/local/lib/python3.12/site-packages/botocore/client.py",
                    1021,
                    "_make_api_call",
                    "raise error_class(parsed_response, operation_name)",
                  ],
                ],
                "botocore.exceptions.ClientError: An error occurred (ServiceUnavailable) when calling the PutObject operation (reached max retries: 4): Service Unavailable",
              ),
            },
          ),
      });
      extra(
        c,
        routeOf(c, (r) => r.p === "/internal/clips"),
        t,
        c.t1,
        c.r.int(20, 35),
      );
      c.poisson(t + 20000, c.t1, 40000, (x) =>
        c.emit(
          x,
          "overseer",
          "warn",
          `clip handoff pending for ${c.r.pick(c.est.rooms)} (archivist returned 503); will retry`,
        ),
      );
    },
  },
  {
    key: "c-quote-oom",
    estate: "C",
    category: "memory",
    origin: "banquet",
    hints: ["outofmemory", "memory", "oom"],
    severity: "medium",
    note: "banquet's menu PDF renderer buffered whole images in memory; under a run of large party quotes it threw OutOfMemoryException and the process was killed and restarted repeatedly, so quotes and package lists failed.",
    run: (c, t) => {
      const bq = c.s("banquet");
      const oom = "System.OutOfMemoryException: Exception of type 'System.OutOfMemoryException' was thrown.";
      const frames = [
        "System.IO.MemoryStream.set_Capacity(Int32 value)",
        "System.IO.MemoryStream.EnsureCapacity(Int32 value)",
        "System.IO.MemoryStream.Write(Byte[] buffer, Int32 offset, Int32 count)",
        "Banquet.Menus.MenuPdfRenderer.Render(PartyQuote quote)|/src/Banquet/Menus/MenuPdfRenderer.cs:142",
        "Banquet.Quotes.QuoteService.BuildAsync(QuoteRequest req)|/src/Banquet/Quotes/QuoteService.cs:58",
      ];
      c.addSlow(bq.name, t, c.t1, 900);
      c.fault({
        svc: bq.name,
        from: t,
        to: c.t1,
        share: ramp(t, 60000, 0.5, 0.15),
        mode: "status",
        status: 500,
        route: /quotes/,
        says: (x, q) =>
          c.emit(x + 2, bq.name, "error", "Quote PDF render failed", {
            ...ids(q, c),
            logger: "Banquet.Quotes.QuoteService",
            stack: netTrace(oom, frames),
          }),
      });
      crashLoop(c, bq, t + c.r.int(60000, 110000), {
        runMs: () => c.r.int(80000, 140000),
        downMs: () => c.r.int(9000, 16000),
        onCrash: (x) => c.emit(x, bq.name, "error", `Unhandled exception. ${oom}`, { stack: netTrace(oom, frames) }),
      });
      extra(
        c,
        routeOf(c, (r) => r.p === "/api/parties/quote"),
        t,
        c.t1,
        c.r.int(25, 40),
      );
    },
  },
  {
    key: "c-tlog-full",
    estate: "C",
    category: "disk",
    origin: "almanac",
    hints: ["transaction log", "full", "9002", "log_backup", "disk"],
    severity: "high",
    note: "almanac's SQL Server transaction log filled up because log backups had stopped, so every slot reservation write failed with error 9002 while reads kept working; concierge retried and no booking could be completed.",
    run: (c, t) => {
      const al = "almanac";
      const sql =
        "Microsoft.Data.SqlClient.SqlException (0x80131904): The transaction log for database 'Almanac' is full due to 'LOG_BACKUP'.";
      c.fault({
        svc: al,
        from: t,
        to: c.t1,
        share: flat(1),
        mode: "status",
        status: 500,
        route: /reserve/,
        says: (x, q) => {
          c.emit(
            x + 5,
            al,
            "error",
            `Failed executing DbCommand (${c.r.int(2, 30)}ms) [Parameters=[@p0='?' (DbType = Int32), @p1='?' (DbType = DateTime2), @p2='?' (Size = 64)], CommandType='Text', CommandTimeout='30']\nSET IMPLICIT_TRANSACTIONS OFF;\nSET NOCOUNT ON;\nINSERT INTO [SlotReservations] ([RoomId], [SlotStart], [HoldToken])\nOUTPUT INSERTED.[Id]\nVALUES (@p0, @p1, @p2);`,
            { ...ids(q, c), logger: "Microsoft.EntityFrameworkCore.Database.Command" },
          );
          c.emit(
            x + 6,
            al,
            "error",
            "An exception occurred in the database while saving changes for context type 'Almanac.Data.SlotsContext'.",
            {
              ...ids(q, c),
              logger: "Microsoft.EntityFrameworkCore.Update",
              stack: `${netTrace("Microsoft.EntityFrameworkCore.DbUpdateException: An error occurred while saving the entity changes. See the inner exception for details.", ["Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)", "Almanac.Slots.ReservationService.ReserveAsync(Int32 slotId, CancellationToken ct)|/src/Almanac/Slots/ReservationService.cs:57"], [sql, ["Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)"]])}\nError Number:9002,State:2,Class:17`,
            },
          );
        },
      });
      c.every(t + 20000, c.t1, 120000, 5000, (x) =>
        c.emit(x, al, "error", `Calendar rebuild failed: ${sql}`, { logger: "Almanac.Jobs.CalendarRebuild" }),
      );
      extra(
        c,
        routeOf(c, (r) => r.p === "/api/bookings"),
        t,
        c.t1,
        c.r.int(30, 45),
      );
    },
  },
  {
    key: "c-herald-500",
    estate: "C",
    category: "unknown",
    origin: "herald",
    hints: ["500", "internal", "unknown", "error"],
    severity: "medium",
    note: "herald began failing most notification requests with 500 while logging only 'send failed' with an empty reason; concierge retried every call, logged the errors and opened its breaker, and confirmations stopped going out.",
    run: (c, t) => {
      const h = "herald";
      c.fault({
        svc: h,
        from: t,
        to: c.t1,
        share: ramp(t, 30000, 0.8, 0.4),
        mode: "status",
        status: 500,
        route: /notify/,
        says: (x, q) =>
          c.emit(
            x + 3,
            h,
            "error",
            `send failed channel=${c.r.pick(["sms", "email", "email"])} booking=${q.vars.bk}: `,
            { ...ids(q, c), logger: "herald.dispatch" },
          ),
      });
      extra(
        c,
        routeOf(c, (r) => r.p === "/internal/notify"),
        t,
        c.t1,
        c.r.int(30, 50),
      );
      unrelatedDeploy(c, "puzzlebox", t + c.r.int(-100000, 60000));
    },
  },
];
