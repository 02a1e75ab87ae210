// The 52 failures (4 per category), each written in the voice of the software that would log it.
import type { Role } from "./estates.js";
import { gwLine, id, routeOf } from "./quiet.js";
import type { Scene } from "./stream.js";

export interface Variant {
  cat: string;
  est: number; // index into ESTATES
  origin: Role;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  run: (s: Scene, t0: number) => void;
}

export const END = Number.POSITIVE_INFINITY;

/** While failing, a share p of requests to `r` come back through the gateway with `status`; `extra` adds lines. */
export function gwFail(
  s: Scene,
  r: Role,
  t0: number,
  p: number,
  status: number | (() => number),
  ms: () => number,
  extra?: (t: number, tr: string | undefined) => void,
): void {
  s.hook(r, t0, END, p, (t, tr) => {
    const [m, path] = routeOf(s, r);
    extra?.(t, tr);
    const d = ms();
    gwLine(s, t + d, m, path, typeof status === "number" ? status : status(), d, tr);
    return true;
  });
}

export const jStack = (lines: string[]) =>
  lines.map((l) => (l.startsWith("Caused by") || l.startsWith("\t...") ? l : `\tat ${l}`));

export const VARIANTS_1: Variant[] = [
  // ---------------- authentication ----------------
  {
    cat: "authentication",
    est: 0,
    origin: "tax",
    hints: ["auth", "credential", "unauthorized", "401", "token"],
    sev: "high",
    note: "tax-filing's application credentials for the tax authority stop being accepted; every VAT submission and obligations call gets 401 and the gateway returns 502 on tax routes.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 2500, (t) => {
        const tr = s.tr();
        s.emit(
          t,
          "tax",
          "ERROR",
          `POST https://api.service.hmrc.gov.uk/oauth/token -> 401 {"error":"invalid_client","error_description":"invalid client credentials"}`,
          { trace: tr },
        );
        s.emit(
          t + 40,
          "tax",
          "ERROR",
          `submission for VRN ${g.int(100000000, 999999999)} period ${g.pick(["25A1", "25A2"])} failed`,
          {
            trace: tr,
            errKind: "HttpClientErrorException.Unauthorized",
            stack: [
              `org.springframework.web.client.HttpClientErrorException$Unauthorized: 401 Unauthorized: "{"code":"INVALID_CREDENTIALS","message":"Invalid Authentication information provided"}"`,
              ...jStack([
                "org.springframework.web.client.HttpClientErrorException.create(HttpClientErrorException.java:106)",
                "org.springframework.web.client.RestTemplate.handleResponse(RestTemplate.java:932)",
                "com.tallybook.tax.hmrc.MtdClient.submitReturn(MtdClient.java:142)",
                "com.tallybook.tax.submit.SubmissionService.submit(SubmissionService.java:77)",
              ]),
            ],
          },
        );
      });
      gwFail(
        s,
        "tax",
        t0,
        0.9,
        502,
        () => g.int(120, 400),
        (t, tr) =>
          s.emit(t, "tax", "WARN", "tax authority rejected our credentials, returning 502 to caller", { trace: tr }),
      );
      s.every(t0 + 30000, END, 60000, (t) =>
        s.emit(
          t,
          "payroll",
          "WARN",
          `RTI FPS submission deferred: tax-filing responded 502 Bad Gateway (attempt ${g.int(2, 5)}/5)`,
        ),
      );
    },
  },
  {
    cat: "authentication",
    est: 3,
    origin: "feeds",
    hints: ["auth", "client", "assertion", "jwt", "invalid_client", "credential"],
    sev: "high",
    note: "open-banking's signed client assertion is rejected by every bank's token endpoint (invalid_client), so no consent can be refreshed and account syncs fail.",
    run: (s, t0) => {
      const g = s.rng;
      const banks = ["ANZ", "Westpac", "Commonwealth Bank", "NAB", "Macquarie"];
      s.every(t0, END, 1200, (t) =>
        s.emit(
          t,
          "feeds",
          "ERROR",
          `[sync-pool-${g.int(1, 8)}] c.l.ob.TokenClient - token request to ${g.pick(banks)} failed: HTTP 401 {"error":"invalid_client","error_description":"client assertion signature verification failed"}`,
        ),
      );
      s.every(t0 + 5000, END, 15000, (t) =>
        s.emit(
          t,
          "feeds",
          "ERROR",
          `[sync-pool-${g.int(1, 8)}] c.l.ob.SyncJob - sync aborted for consent ${id(g, "cs_", 8)}`,
          {
            errKind: "ClientAuthenticationException",
            stack: [
              "com.ledgerwise.openbanking.auth.ClientAuthenticationException: private_key_jwt rejected by authorization server (invalid_client)",
              ...jStack([
                "com.ledgerwise.openbanking.auth.TokenClient.exchange(TokenClient.java:211)",
                "com.ledgerwise.openbanking.sync.SyncJob.refreshAccessToken(SyncJob.java:96)",
                "com.ledgerwise.openbanking.sync.SyncJob.run(SyncJob.java:58)",
                "java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)",
              ]),
            ],
          },
        ),
      );
      s.silence("feeds", t0, END);
      gwFail(s, "feeds", t0, 0.8, 502, () => g.int(200, 900));
      s.every(t0 + 60000, END, 60000, (t) =>
        s.emit(t, "rules", "INFO", "categorisation batch: 0 new transactions received in the last 60s"),
      );
    },
  },
  {
    cat: "authentication",
    est: 1,
    origin: "portal",
    hints: ["saml", "signature", "auth", "login", "sso"],
    sev: "medium",
    note: "accountant-portal rejects every SAML response from the practice identity provider with an invalid signature, so accountants cannot sign in.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 1800, (t) => {
        s.emit(t, "portal", "ERROR", `SSO login failed for practice ${id(g, "pr_", 6)}: Invalid signature`, {
          errKind: "Error",
          stack: [
            "Error: Invalid signature",
            "    at SAML.validatePostResponseAsync (/app/node_modules/@node-saml/node-saml/lib/saml.js:672:23)",
            "    at async MultiSamlStrategy.authenticate (/app/node_modules/@node-saml/passport-saml/lib/strategy.js:112:37)",
          ],
        });
        gwLine(s, t + 30, "POST", "/portal/sso/acs", 401, g.int(20, 60));
      });
      s.every(t0 + 20000, END, 30000, (t) =>
        s.emit(t, "portal", "WARN", `login failure rate ${g.int(85, 100)}% over last 30s (threshold 20%)`),
      );
    },
  },
  {
    cat: "authentication",
    est: 2,
    origin: "inv",
    hints: ["auth", "credential", "secret", "aadsts", "expired"],
    sev: "high",
    note: "books-core's client secret for its cloud identity has expired; it can no longer get tokens for Key Vault and storage, so invoice and ledger requests fail with 500.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 3000, (t) => {
        const tr = s.tr();
        s.emit(
          t,
          "inv",
          "ERROR",
          "fail: BooksCore.Infrastructure.Secrets.VaultSecretProvider[0] Failed to fetch secret 'ledger-signing-key'",
          {
            trace: tr,
            errKind: "Azure.Identity.AuthenticationFailedException",
            stack: [
              "Azure.Identity.AuthenticationFailedException: ClientSecretCredential authentication failed: AADSTS7000222: The provided client secret keys for app 'b7c1e2d4-9a31-4f7e-8d2c-0a9e3f55c1aa' are expired. Visit the Azure portal to create new keys for your app.",
              "   at Azure.Identity.CredentialDiagnosticScope.FailWrapAndThrow(Exception ex, String additionalMessage, Boolean isCredentialUnavailable)",
              "   at Azure.Identity.ClientSecretCredential.GetTokenImplAsync(Boolean async, TokenRequestContext requestContext, CancellationToken cancellationToken)",
              "   at BooksCore.Infrastructure.Secrets.VaultSecretProvider.GetAsync(String name) in /src/BooksCore.Infrastructure/Secrets/VaultSecretProvider.cs:line 48",
            ],
          },
        );
      });
      gwFail(
        s,
        "inv",
        t0,
        0.85,
        500,
        () => g.int(60, 300),
        (t, tr) =>
          s.emit(
            t,
            "inv",
            "ERROR",
            `fail: Microsoft.AspNetCore.Server.Kestrel[13] Connection id "0HN${g.hex(10).toUpperCase()}", Request id "${g.hex(8)}": An unhandled exception was thrown by the application.`,
            { trace: tr },
          ),
      );
      s.every(t0 + 10000, END, 20000, (t) =>
        s.emit(
          t,
          "export",
          "ERROR",
          `report job ${id(g, "rp_", 6)} failed: books-core GET /ledger/entries returned 500`,
        ),
      );
      s.every(t0 + 15000, END, 25000, (t) =>
        s.emit(
          t,
          "tax",
          "WARN",
          "warn: GstReturns.Client.BooksCoreClient[0] books-core returned 500 Internal Server Error, retry 3 of 3",
        ),
      );
    },
  },
  // ---------------- authorization ----------------
  {
    cat: "authorization",
    est: 0,
    origin: "export",
    hints: ["access", "denied", "forbidden", "permission", "s3"],
    sev: "medium",
    note: "export-worker can no longer write finished spreadsheets to its bucket (S3 AccessDenied); every export job fails and Sidekiq keeps retrying.",
    run: (s, t0) => {
      const g = s.rng;
      s.silence("export", t0, END);
      s.every(t0, END, 4000, (t) => {
        const jid = g.hex(24);
        s.emit(t, "export", "WARN", `SpreadsheetExportJob JID-${jid} fail: ${g.int(1, 9)}.${g.int(100, 999)} sec`, {
          force: true,
        });
        s.emit(t + 2, "export", "WARN", "Aws::S3::Errors::AccessDenied: Access Denied", {
          force: true,
          errKind: "Aws::S3::Errors::AccessDenied",
          stack: [
            "/usr/local/bundle/gems/aws-sdk-core-3.191.3/lib/seahorse/client/plugins/raise_response_errors.rb:17:in `call'",
            "/usr/local/bundle/gems/aws-sdk-s3-1.143.0/lib/aws-sdk-s3/plugins/sse_cpk.rb:24:in `call'",
            "/app/app/services/export_uploader.rb:31:in `upload!'",
            "/app/app/jobs/spreadsheet_export_job.rb:22:in `perform'",
          ],
        });
      });
      s.every(t0 + 30000, END, 30000, (t) =>
        s.emit(t, "export", "INFO", `Retries: ${g.int(40, 300)} enqueued, Dead: ${g.int(0, 12)}`, { force: true }),
      );
      gwFail(
        s,
        "export",
        t0,
        0.7,
        () => g.pick([200, 200, 404]),
        () => g.int(10, 40),
      );
      s.every(t0 + 60000, END, 45000, (t) =>
        s.emit(t, "inv", "WARN", `export ${id(g, "ex_", 8)} requested by accountant still pending after 300s`),
      );
    },
  },
  {
    cat: "authorization",
    est: 1,
    origin: "ocr",
    hints: ["permission", "forbidden", "denied", "access", "403"],
    sev: "medium",
    note: "docscan's service account loses read access to the receipts bucket; every receipt download is 403 and receipt uploads end in 500.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 2500, (t) =>
        s.emit(t, "ocr", "ERROR", `Exception on /v1/scan [POST]`, {
          errKind: "google.api_core.exceptions.Forbidden",
          stack: [
            "Traceback (most recent call last):",
            '  File "/usr/local/lib/python3.11/site-packages/flask/app.py", line 1463, in wsgi_app',
            "    response = self.full_dispatch_request()",
            '  File "/app/docscan/api.py", line 58, in scan',
            "    blob.download_to_filename(local_path)",
            '  File "/usr/local/lib/python3.11/site-packages/google/cloud/storage/blob.py", line 1318, in download_to_filename',
            "    _raise_from_invalid_response(exc)",
            `google.api_core.exceptions.Forbidden: 403 GET https://storage.googleapis.com/download/storage/v1/b/bb-receipts-live/o/${g.hex(12)}.jpg?alt=media: docscan@bb-live.iam.gserviceaccount.com does not have storage.objects.get access to the Google Cloud Storage object. Permission 'storage.objects.get' denied on resource (or it may not exist).`,
          ],
        }),
      );
      gwFail(s, "ocr", t0, 0.9, 500, () => g.int(80, 300));
      s.every(t0 + 20000, END, 20000, (t) =>
        s.emit(
          t,
          "inv",
          "WARN",
          `attach receipt to bill BILL-${g.int(1000, 9999)} failed: docscan returned 500, will retry`,
        ),
      );
    },
  },
  {
    cat: "authorization",
    est: 0,
    origin: "pay",
    hints: ["access", "denied", "kms", "not authorized", "permission"],
    sev: "high",
    note: "payment-links is no longer allowed to decrypt with its KMS key, so it cannot load PSP credentials and every new payment link fails.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 2200, (t) => {
        const tr = s.tr();
        s.emit(
          t,
          "pay",
          "ERROR",
          `create link failed: decrypt psp credentials: operation error KMS: Decrypt, https response error StatusCode: 400, RequestID: ${g.hex(8)}-${g.hex(4)}-${g.hex(4)}-${g.hex(12)}, api error AccessDeniedException: User: arn:aws:sts::418273640115:assumed-role/payment-links-prod/${g.hex(16)} is not authorized to perform: kms:Decrypt on resource: arn:aws:kms:eu-west-2:418273640115:key/0f3a9c2e-7b41-4e0d-9a5e-2c8f1b7d6e03 because no identity-based policy allows the kms:Decrypt action`,
          { trace: tr },
        );
        s.emit(
          t + 60,
          "inv",
          "ERROR",
          `could not attach payment link to INV-${g.int(1000, 99999)}: payment-links responded 500`,
          { trace: tr },
        );
      });
      gwFail(s, "pay", t0, 0.85, 500, () => g.int(30, 120));
    },
  },
  {
    cat: "authorization",
    est: 3,
    origin: "fx",
    hints: ["permission", "denied", "not authorized", "permissiondenied"],
    sev: "medium",
    note: "rates-feed fetches rates but is refused when publishing them (PermissionDenied), so invoices and payments run on ever older rates.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 5000, (t) =>
        s.emit(
          t,
          "fx",
          "ERROR",
          `publish rates snapshot: rpc error: code = PermissionDenied desc = User not authorized to perform this action. topic=projects/lw-production/topics/fx-rates msgs=${g.int(150, 170)}`,
        ),
      );
      s.every(t0 + 40000, END, 30000, (t, i) =>
        s.emit(
          t,
          "inv",
          "WARN",
          `fx rates for AUD base are ${2 + i} minutes old (threshold 15m); using cached snapshot`,
        ),
      );
      s.every(t0 + 120000, END, 40000, (t) =>
        s.emit(
          t,
          "pay",
          "WARN",
          `c.l.payments.FxGuard - stale rate for USD/AUD, multi-currency link ${id(g, "pl_", 10)} priced from cached snapshot`,
        ),
      );
    },
  },
  // ---------------- database ----------------
  {
    cat: "database",
    est: 0,
    origin: "inv",
    hints: ["connection", "pool", "hikari", "database", "sql", "jdbc"],
    sev: "high",
    note: "invoice-service's Hikari pool is exhausted by leaked connections; requests wait 30 s and fail, callers see 500/504.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0 - 60000, t0 + 30000, 12000, (t) =>
        s.emit(
          t,
          "inv",
          "WARN",
          `[HikariPool-1 housekeeper] com.zaxxer.hikari.pool.ProxyLeakTask - Connection leak detection triggered for org.postgresql.jdbc.PgConnection@${g.hex(8)} on thread http-nio-8080-exec-${g.int(1, 200)}, stack trace follows`,
        ),
      );
      s.every(t0, END, 1500, (t) => {
        const tr = s.tr();
        s.emit(
          t,
          "inv",
          "ERROR",
          `[http-nio-8080-exec-${g.int(1, 200)}] o.a.c.c.C.[.[.[/].[dispatcherServlet] - Servlet.service() threw exception`,
          {
            trace: tr,
            errKind: "org.springframework.transaction.CannotCreateTransactionException",
            stack: [
              "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
              ...jStack(["org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)"]),
              "Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=87)",
              ...jStack([
                "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
                "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
                "com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:128)",
              ]),
            ],
          },
        );
      });
      gwFail(
        s,
        "inv",
        t0,
        0.8,
        () => g.pick([500, 504]),
        () => g.int(29000, 30100),
      );
      s.every(t0 + 10000, END, 9000, (t) =>
        s.emit(
          t,
          "pay",
          "WARN",
          `mark invoice paid: POST http://invoice-service:8080/internal/payments: context deadline exceeded (Client.Timeout exceeded while awaiting headers), retry ${g.int(1, 5)}`,
        ),
      );
    },
  },
  {
    cat: "database",
    est: 1,
    origin: "inv",
    hints: ["connection", "too many", "postgres", "database", "pg"],
    sev: "high",
    note: "invoicing cannot get Postgres connections (too many clients already); Rails requests 500 and paylink webhooks to invoicing fail.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 1400, (t) =>
        s.emit(
          t,
          "inv",
          "ERROR",
          `ActiveRecord::ConnectionNotEstablished (connection to server at "10.20.1.15", port 5432 failed: FATAL:  sorry, too many clients already):`,
          {
            errKind: "ActiveRecord::ConnectionNotEstablished",
            stack: [
              "activerecord (7.1.3) lib/active_record/connection_adapters/postgresql_adapter.rb:64:in `rescue in new_client'",
              "activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool.rb:690:in `checkout_new_connection'",
              "app/controllers/api/v2/invoices_controller.rb:18:in `index'",
            ],
          },
        ),
      );
      gwFail(
        s,
        "inv",
        t0,
        0.85,
        500,
        () => g.int(20, 90),
        (t) =>
          s.emit(
            t,
            "inv",
            "INFO",
            `Completed 500 Internal Server Error in ${g.int(5, 40)}ms (ActiveRecord: 0.0ms | Allocations: ${g.int(900, 3000)})`,
          ),
      );
      s.every(t0 + 5000, END, 3000, (t) =>
        s.emit(
          t,
          "pay",
          "ERROR",
          `webhook relay to invoicing failed: Request failed with status code 500 (payment ${id(g, "pi_", 14)}), queued for retry`,
        ),
      );
    },
  },
  {
    cat: "database",
    est: 3,
    origin: "rules",
    hints: ["read-only", "readonly", "database", "postgres", "transaction", "sql"],
    sev: "high",
    note: "after a database failover txn-rules' pool still points at the old primary, now a read-only replica; every categorisation write fails.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 1600, (t) =>
        s.emit(t, "rules", "ERROR", `apply_rules failed for batch ${id(g, "b_", 6)}`, {
          errKind: "psycopg2.errors.ReadOnlySqlTransaction",
          stack: [
            "Traceback (most recent call last):",
            '  File "/srv/txn_rules/engine.py", line 212, in apply_batch',
            "    session.commit()",
            '  File "/usr/local/lib/python3.12/site-packages/sqlalchemy/engine/base.py", line 1967, in _exec_single_context',
            "    cursor.execute(statement, parameters)",
            "sqlalchemy.exc.InternalError: (psycopg2.errors.ReadOnlySqlTransaction) cannot execute UPDATE in a read-only transaction",
            "[SQL: UPDATE bank_transactions SET category_id=%(category_id)s, rule_id=%(rule_id)s WHERE bank_transactions.id = %(id_1)s]",
          ],
        }),
      );
      gwFail(s, "rules", t0, 0.9, 500, () => g.int(30, 150));
      s.every(t0 + 4000, END, 5000, (t) =>
        s.emit(
          t,
          "feeds",
          "WARN",
          `[sync-pool-${g.int(1, 8)}] c.l.ob.Categoriser - txn-rules returned HTTP 500 for ${g.int(10, 90)} transactions, left uncategorised`,
        ),
      );
    },
  },
  {
    cat: "database",
    est: 2,
    origin: "tax",
    hints: ["deadlock", "sql", "database", "sqlexception", "lock"],
    sev: "high",
    note: "gst-returns hits SQL Server deadlocks on nearly every return calculation after end-of-period load; returns fail and callers retry.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 2000, (t) => {
        const tr = s.tr();
        s.emit(
          t,
          "tax",
          "ERROR",
          `fail: GstReturns.Calculation.ReturnBuilder[0] Calculating GST return for org ${g.int(10000, 99999)} period 2026-10 failed`,
          {
            trace: tr,
            errKind: "Microsoft.Data.SqlClient.SqlException",
            stack: [
              `Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID ${g.int(50, 140)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
              "   at Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
              "   at Microsoft.EntityFrameworkCore.Storage.RelationalCommand.ExecuteReaderAsync(RelationalCommandParameterObject parameterObject, CancellationToken cancellationToken)",
              "   at GstReturns.Calculation.ReturnBuilder.BuildAsync(Int32 orgId, Period period) in /src/GstReturns/Calculation/ReturnBuilder.cs:line 131",
              `ClientConnectionId:${g.hex(8)}-${g.hex(4)}-${g.hex(4)}-${g.hex(4)}-${g.hex(12)}`,
              "Error Number:1205,State:51,Class:13",
            ],
          },
        );
      });
      gwFail(s, "tax", t0, 0.8, 500, () => g.int(400, 2500));
      s.every(t0 + 8000, END, 12000, (t) =>
        s.emit(
          t,
          "portal",
          "WARN",
          `GST summary for client ${id(g, "cl_", 6)} unavailable (gst-returns 500), showing cached figures`,
        ),
      );
    },
  },
  // ---------------- network ----------------
  {
    cat: "network",
    est: 0,
    origin: "feeds",
    hints: ["reset", "connection", "network", "econnreset", "socket"],
    sev: "high",
    note: "connections out of bank-feeds' node are reset (to the aggregator and to internal services alike) while other services talk normally.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 1500, (t) => {
        const host = g.pick([
          "api.aggregator.example",
          "api.aggregator.example",
          "categoriser.tallybook.svc",
          "sqs.eu-west-2.amazonaws.com",
        ]);
        s.emit(t, "feeds", "ERROR", `refresh failed for connection ${id(g, "cn_", 8)}`, {
          errKind: "requests.exceptions.ConnectionError",
          stack: [
            "Traceback (most recent call last):",
            '  File "/usr/local/lib/python3.11/site-packages/urllib3/connectionpool.py", line 793, in urlopen',
            "    response = self._make_request(",
            '  File "/usr/local/lib/python3.11/ssl.py", line 1134, in read',
            "    return self._sslobj.read(len, buffer)",
            "ConnectionResetError: [Errno 104] Connection reset by peer",
            "",
            "During handling of the above exception, another exception occurred:",
            "",
            `requests.exceptions.ConnectionError: HTTPSConnectionPool(host='${host}', port=443): Max retries exceeded (Caused by ProtocolError('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer')))`,
          ],
        });
      });
      s.every(t0, END, 4000, (t) =>
        s.emit(
          t,
          "feeds",
          "WARN",
          `Retrying (Retry(total=${g.int(0, 2)}, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ConnectionResetError(104, 'Connection reset by peer')'`,
        ),
      );
      gwFail(s, "feeds", t0, 0.75, 502, () => g.int(3000, 9000));
    },
  },
  {
    cat: "network",
    est: 3,
    origin: "fx",
    hints: ["dns", "lookup", "i/o timeout", "network", "resolve"],
    sev: "medium",
    note: "DNS lookups from rates-feed's pod time out (provider and internal names), so no rates are fetched and consumers fall back to stale snapshots.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 3000, (t) => {
        const host = g.pick([
          "api.ratesprovider.example",
          "redis-fx.lw-production.svc.cluster.local",
          "api.ratesprovider.example",
        ]);
        s.emit(
          t,
          "fx",
          "ERROR",
          `fetch latest rates: Get "https://${host}/v3/latest?base=AUD": dial tcp: lookup ${host} on 172.20.0.10:53: read udp 10.12.4.${g.int(2, 250)}:${g.int(30000, 60000)}->172.20.0.10:53: i/o timeout`,
        );
      });
      s.silence("fx", t0, END);
      s.every(t0 + 60000, END, 30000, (t, i) =>
        s.emit(
          t,
          "inv",
          "WARN",
          `fx rates for AUD base are ${2 + i} minutes old (threshold 15m); using cached snapshot`,
        ),
      );
    },
  },
  {
    cat: "network",
    est: 1,
    origin: "tax",
    hints: ["ssl", "handshake", "tls", "network", "eof"],
    sev: "high",
    note: "mtd-vat's TLS handshakes to the tax authority are cut mid-handshake (remote host terminated the handshake); every submission fails.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 2500, (t) =>
        s.emit(
          t,
          "tax",
          "ERROR",
          `[vat-submit-${g.int(1, 16)}] c.b.m.HmrcClient - submit return failed for VRN ${g.int(100000000, 999999999)}`,
          {
            errKind: "javax.net.ssl.SSLHandshakeException",
            stack: [
              "javax.net.ssl.SSLHandshakeException: Remote host terminated the handshake",
              ...jStack([
                "java.base/sun.security.ssl.SSLSocketImpl.handleEOF(SSLSocketImpl.java:1709)",
                "java.base/sun.security.ssl.SSLSocketImpl.startHandshake(SSLSocketImpl.java:456)",
                "okhttp3.internal.connection.RealConnection.connectTls(RealConnection.kt:379)",
                "com.brightbooks.mtd.HmrcClient.submit(HmrcClient.kt:88)",
              ]),
              "Caused by: java.io.EOFException: SSL peer shut down incorrectly",
              ...jStack(["java.base/sun.security.ssl.SSLSocketInputRecord.read(SSLSocketInputRecord.java:489)"]),
              "\t... 23 common frames omitted",
            ],
          },
        ),
      );
      gwFail(s, "tax", t0, 0.9, 502, () => g.int(1000, 10000));
      s.every(t0 + 30000, END, 40000, (t) =>
        s.emit(t, "portal", "ERROR", `VAT submission for client ${id(g, "cl_", 6)} failed: mtd-vat responded 502`),
      );
    },
  },
  {
    cat: "network",
    est: 2,
    origin: "payroll",
    hints: ["route", "unreachable", "ehostunreach", "network", "connect"],
    sev: "high",
    note: "payrun loses its network path: connects to Postgres, Redis and the payday-filing gateway all fail with no route to host.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 1800, (t) => {
        const [dst, what] = g.pick([
          [
            "10.40.7.12:5432",
            'PG::ConnectionBad: connection to server at "10.40.7.12", port 5432 failed: No route to host',
          ],
          [
            "10.40.9.3:6379",
            "Redis::CannotConnectError: Error connecting to Redis on 10.40.9.3:6379 (Errno::EHOSTUNREACH)",
          ],
          [
            "203.0.113.40:443",
            'Faraday::ConnectionFailed: Failed to open TCP connection to gateway.ird.example:443 (No route to host - connect(2) for "gateway.ird.example" port 443)',
          ],
        ] as [string, string][]);
        s.emit(t, "payroll", "ERROR", `${what}`, { trace: s.tr() });
        if (g.chance(0.2))
          s.emit(t + 5, "payroll", "WARN", `sidekiq: retrying PayrunFinaliseJob after connect failure to ${dst}`);
      });
      s.silence("payroll", t0 + 20000, END);
      gwFail(
        s,
        "payroll",
        t0 + 10000,
        0.9,
        () => g.pick([502, 504]),
        () => g.int(2000, 15000),
      );
      s.every(t0 + 20000, END, 20000, (t) =>
        s.emit(t, "portal", "WARN", `payrun summary unavailable: request to payrun timed out after 15000ms`),
      );
    },
  },
];
