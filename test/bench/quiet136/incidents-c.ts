// Sudsy's incidents: the ledger keeps writing to a database that became read-only; identity rotates its key badly.
import { deploy, proxyReload } from "./chronic.js";
import type { Ctx } from "./context.js";
import { ids } from "./estates.js";
import { dotnetTrace, elixirTrace, requestLine } from "./runtimes.js";
import type { Incident } from "./types.js";

// ---------------------------------------------------------------- database: ledger's writes hit a read-only node
export const ledgerReadOnly: Incident = {
  key: "ledger-readonly",
  estate: "C",
  category: "database",
  origin: "ledger",
  hints: ["database", "read-only", "readonly", "postgres", "sql", "npgsql", "25006"],
  severity: "high",
  note: "After a database failover the ledger's pooled connections kept pointing at the demoted node, so every posting failed as a read-only transaction and checkouts broke.",
  side: ["gc_pauses", "threshold_alerts"],
  apply(ctx: Ctx, t0: number) {
    const r = ctx.r;
    ctx.drop("ledger", t0, /Postings\[0\] Posted /);
    ctx.emit(
      "ledger",
      t0 - r.int(2000, 6000),
      "WARN",
      "Npgsql.Connection[0] Connection to ledger-pg-rw.sudsy.svc:5432 was broken, reconnecting",
      {
        stack: dotnetTrace("Npgsql.NpgsqlException (0x80004005): Exception while reading from stream", [
          "Npgsql.Internal.NpgsqlReadBuffer.<Ensure>g__EnsureLong|55_0(NpgsqlReadBuffer buffer, Int32 count, Boolean async, Boolean readingNotifications)",
          "Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
        ]),
      },
    );
    ctx.emit(
      "ledger",
      t0 - r.int(500, 1500),
      "INFO",
      "Npgsql.Connection[0] Opened connection to ledger-pg-rw.sudsy.svc:5432/ledger (10.42.19.7)",
    );
    const ledgerFail = (t: number, cid: Record<string, string>) => {
      const ord = ids.order(r);
      if (r.chance(0.3))
        ctx.emit(
          "ledger",
          t,
          "ERROR",
          `Microsoft.EntityFrameworkCore.Database.Command[20102] Failed executing DbCommand (${r.int(1, 6)}ms) [Parameters=[@p0='?', @p1='?' (DbType = Decimal), @p2='?'], CommandType='Text', CommandTimeout='30']\nINSERT INTO postings (order_ref, amount, journal_id) VALUES (@p0, @p1, @p2) RETURNING id;`,
          { ids: cid },
        );
      ctx.emit(
        "ledger",
        t + 2,
        "ERROR",
        `Microsoft.EntityFrameworkCore.Update[10000] An exception occurred in the database while saving changes for context type 'Sudsy.Ledger.LedgerDbContext'.`,
        {
          ids: cid,
          stack: dotnetTrace(
            "Microsoft.EntityFrameworkCore.DbUpdateException: An error occurred while saving the entity changes. See the inner exception for details.",
            [],
          )
            .concat([
              " ---> Npgsql.PostgresException (0x80004005): 25006: cannot execute INSERT in a read-only transaction",
              "",
              `    DETAIL: ${ord}`,
            ])
            .concat([
              "   at Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
              "   at Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)",
              "   --- End of inner exception stack trace ---",
              "   at Sudsy.Ledger.Postings.PostingService.PostAsync(PostingRequest req, CancellationToken ct) in /src/Ledger/Postings/PostingService.cs:line 58",
            ]),
        },
      );
      ctx.emit(
        "ledger",
        t + 4,
        "INFO",
        requestLine(r, ctx.svc("ledger"), "POST", `/api/postings/${ord}`, 500, r.int(4, 12)),
        { ids: cid },
      );
    };
    ctx.hooks.push((req) => {
      if (req.t < t0 || req.route.to !== "portal" || req.method !== "POST") return undefined;
      let t = req.t + r.int(2, 8);
      for (let a = 0; a < 3; a++) {
        ledgerFail(t, req.ids);
        ctx.emit(
          "portal",
          t + 8,
          a < 2 ? "WARN" : "ERROR",
          `Polly[3] Execution attempt. Source: 'ledger-pipeline/Retry', Operation Key: '', Result: '500', Handled: 'True', Attempt: '${a}', Execution Time: ${r.float(5, 30).toFixed(4)}ms`,
          { ids: req.ids },
        );
        t += 200 * 2 ** a;
      }
      ctx.emit(
        "portal",
        t + 10,
        "ERROR",
        "Sudsy.Portal.Checkout.CheckoutEndpoint[0] Checkout failed: ledger posting rejected",
        {
          ids: req.ids,
          stack: dotnetTrace(
            "System.Net.Http.HttpRequestException: Response status code does not indicate success: 500 (Internal Server Error).",
            [
              "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
              "Sudsy.Portal.Ledger.LedgerClient.PostAsync(PostingRequest request, CancellationToken ct) in /src/Portal/Ledger/LedgerClient.cs:line 33",
              "Sudsy.Portal.Checkout.CheckoutEndpoint.HandleAsync(CheckoutRequest request, CancellationToken ct) in /src/Portal/Checkout/CheckoutEndpoint.cs:line 71",
            ],
          ),
        },
      );
      const dur = t + 14 - req.t;
      ctx.emit("portal", req.t + dur, "INFO", requestLine(r, ctx.svc("portal"), req.method, req.path, 502, dur), {
        ids: req.ids,
      });
      return { status: 502, dur };
    });
    // the ledger's own background postings (refunds, loyalty) fail too, once each
    ctx.every(t0, ctx.end, 40000, (t) => ledgerFail(t, {}));
    ctx.every(t0 + 30000, ctx.end, 20000, (t) =>
      ctx.emit("notifier", t, "WARN", `receipt not sent order=${ids.order(r)}: posting missing (will retry in 5m)`),
    );
    proxyReload(ctx, t0 - r.int(60000, 120000));
    deploy(ctx, "vans", t0 + r.int(30000, 100000), "2.1.5");
  },
};

// ---------------------------------------------------------------- authentication: identity signs with a key it no longer publishes
export const identityKid: Incident = {
  key: "identity-kid",
  estate: "C",
  category: "authentication",
  origin: "identity",
  hints: ["jwt", "token", "signature", "kid", "key", "jwks", "auth"],
  severity: "high",
  note: "Identity's signing-key rotation dropped the old key from its JWKS while replicas kept signing with it, so portal, lockers and vans rejected every bearer token with 401.",
  side: ["failed_logins", "device_wifi"],
  apply(ctx: Ctx, t0: number) {
    const r = ctx.r;
    ctx.drop("portal", t0, /summary rendered/);
    const oldKid = "sudsy-2026-11-a";
    const newKid = "sudsy-2026-12-a";
    ctx.emit(
      "identity",
      t0,
      "INFO",
      `Sudsy.Identity.Keys.KeyRotationService[0] Rotated signing credentials: active kid=${newKid} (RS256), retired kid=${oldKid}; JWKS now publishes [${newKid}]`,
    );
    ctx.emit(
      "identity",
      t0 + 400,
      "WARN",
      `Sudsy.Identity.Keys.KeyRingWatcher[0] Key ring reload failed on this replica, keeping cached signing credential kid=${oldKid}: The operation was canceled.`,
    );
    ctx.every(t0, ctx.end, 4000, (t) =>
      ctx.emit(
        "identity",
        t,
        "INFO",
        `Sudsy.Identity.TokenService[0] Issued access token for client ${r.pick(["sudsy-ios", "sudsy-android", "sudsy-web", "locker-kiosk"])} (lifetime 3600s, kid=${oldKid})`,
      ),
    );
    ctx.tick(t0 + 20000, ctx.end, 60000, (t) =>
      ctx.emit(
        "identity",
        t,
        "INFO",
        `Sudsy.Identity.Jwks[0] Served /.well-known/jwks.json ${r.int(40, 300)} times in the last 60s (keys: ${newKid})`,
      ),
    );
    const reject = (svc: string, t: number, cid: Record<string, string>) => {
      if (svc === "portal") {
        ctx.emit(
          "portal",
          t,
          "INFO",
          "Microsoft.AspNetCore.Authentication.JwtBearer.JwtBearerHandler[1] Failed to validate the token.",
          {
            ids: cid,
            stack: [
              `Microsoft.IdentityModel.Tokens.SecurityTokenSignatureKeyNotFoundException: IDX10503: Signature validation failed. The token's kid is: '${oldKid}', but did not match any keys in TokenValidationParameters or Configuration. Keys tried: 'Microsoft.IdentityModel.Tokens.RsaSecurityKey, KeyId: '${newKid}', InternalId: '${r.alnum(22)}'. '. Number of keys in TokenValidationParameters: '0'. Number of keys in Configuration: '1'. token: '[PII of type 'System.IdentityModel.Tokens.Jwt.JwtSecurityToken' is hidden]'.`,
              "   at Microsoft.IdentityModel.JsonWebTokens.JsonWebTokenHandler.ValidateSignature(JsonWebToken jwtToken, TokenValidationParameters validationParameters, BaseConfiguration configuration)",
              "   at Microsoft.IdentityModel.JsonWebTokens.JsonWebTokenHandler.ValidateSignatureAndIssuerSecurityKey(JsonWebToken jsonWebToken, TokenValidationParameters validationParameters, BaseConfiguration configuration)",
            ],
          },
        );
        ctx.emit(
          "portal",
          t + 1,
          "INFO",
          `Microsoft.AspNetCore.Authentication.JwtBearer.JwtBearerHandler[7] Bearer was not authenticated. Failure message: IDX10503: Signature validation failed. The token's kid is: '${oldKid}', but did not match any keys in TokenValidationParameters or Configuration.`,
          { ids: cid },
        );
      } else if (svc === "lockers") {
        ctx.emit(
          "lockers",
          t,
          "ERROR",
          `[Lockers.Auth] bearer rejected: {:error, :kid_does_not_match} kid="${oldKid}" jwks=https://identity.sudsy.svc/.well-known/jwks.json`,
          { ids: cid },
        );
      } else {
        ctx.emit("vans", t, "ERROR", "[Vans.Auth] token verification failed", {
          stack: elixirTrace(`** (Joken.Error) Couldn't find key "${oldKid}" in JWKS`, [
            "(joken_jwks 1.6.0) lib/joken_jwks/default_strategy_template.ex:211: JokenJwks.DefaultStrategyTemplate.match_signer_for_kid/2",
            "(vans 2.1.4) lib/vans_web/plugs/auth.ex:22: VansWeb.Plugs.Auth.call/2",
          ]),
        });
      }
    };
    ctx.hooks.push((req) => {
      if (req.t < t0 || req.route.to === "identity") return undefined;
      if (r.chance(0.1)) return undefined; // tokens issued by the healthy replica
      const svc = req.route.to;
      reject(svc, req.t + r.int(1, 4), req.ids);
      const dur = r.int(2, 9);
      const s = ctx.svc(svc);
      ctx.emit(
        svc,
        req.t + dur,
        "INFO",
        s.rt === "elixir" ? `Sent 401 in ${dur}ms` : requestLine(r, s, req.method, req.path, 401, dur),
        { ids: req.ids },
      );
      return { status: 401, dur: dur + 1 };
    });
    // the apps retry with fresh tokens; identity hands them out happily (same kid)
    ctx.every(t0 + 10000, ctx.end, 2500, (t) =>
      ctx.emit(
        "identity",
        t,
        "INFO",
        `Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 POST http://identity:8080/connect/token - 200 ${r.int(900, 1400)} application/json;+charset=UTF-8 ${r.float(8, 40).toFixed(4)}ms`,
      ),
    );
    ctx.every(t0 + 5000, ctx.end, 9000, (t) =>
      ctx.emit(
        "lockers",
        t,
        "WARN",
        `[Lockers.Kiosk] kiosk ${ids.bank(r)} session refresh failed (401), showing "Please try again" screen`,
      ),
    );
    deploy(ctx, "notifier", t0 - r.int(50000, 110000), "6.0.2");
  },
};
