// The 52 failures of holdout84 (4 per category), each as its services would really log it.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import { type Stream, stacks } from "./stream.js";

export type Category =
  | "authentication"
  | "authorization"
  | "database"
  | "network"
  | "timeout"
  | "rate_limiting"
  | "validation"
  | "null_reference"
  | "configuration"
  | "dependency"
  | "memory"
  | "disk"
  | "unknown";

export interface Ctx {
  s: Stream;
  r: Rng;
  start: number;
}
export interface Spec {
  cat: Category;
  estate: string;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  quiet?: boolean;
  drop?: number;
  emit(c: Ctx): void;
}

type Msg = (r: Rng, i: number, tr: string) => string;
/** A stream of lines in `svc` from start+delay, mean gap meanMs, optional stack, optional stop time. */
function storm(
  c: Ctx,
  svc: string,
  meanMs: number,
  level: Level,
  msg: Msg,
  o: { delay?: number; until?: number; stack?: (r: Rng, i: number) => string[] | undefined; trace?: boolean } = {},
): void {
  const from = c.start + (o.delay ?? 0);
  const to = o.until !== undefined ? c.start + o.until : Number.POSITIVE_INFINITY;
  c.s.every(from, to, meanMs, (t, i) => {
    const tr = c.s.id();
    c.s.add(t, svc, level, msg(c.r, i, tr), o.stack?.(c.r, i), o.trace === false ? undefined : tr);
  });
}
function once(c: Ctx, at: number, svc: string, level: Level, msg: string, stack?: string[]): void {
  c.s.add(c.start + at, svc, level, msg, stack);
}
/** The release of `svc` just before the break (configuration cases). */
function release(c: Ctx, svc: string, lines: string[], before = 40000): void {
  let t = c.start - before;
  for (const l of lines) {
    c.s.add(t, svc, "info", l);
    t += c.r.int(300, 3000);
  }
}
const ee = (r: Rng) => `${r.int(100000, 999999)}`;
const emp = (r: Rng) => `E${r.int(10010, 48990)}`;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);

// ---------------------------------------------------------------- authentication
const authentication: Spec[] = [
  {
    cat: "authentication",
    estate: "paycrest",
    origin: "filing-gateway",
    hints: ["auth", "credential", "token", "401", "invalid_client", "oauth", "secret"],
    sev: "high",
    note: "filing-gateway's OAuth client secret for the state tax agencies' e-file API expires, token requests fail with invalid_client and quarterly filings pile up while payroll-api reports filing submissions as failed.",
    emit(c) {
      storm(
        c,
        "filing-gateway",
        2500,
        "error",
        (r) =>
          `oauth2 token request to https://efile-api.${r.pick(["ca", "ny", "il"])}.tax-agency.example/oauth/token failed: 401 Unauthorized {"error":"invalid_client","error_description":"Client authentication failed: client secret expired"}`,
      );
      storm(
        c,
        "filing-gateway",
        4000,
        "warn",
        (r) =>
          `submission Q4-941-${r.int(10000, 99999)} not sent: no valid access token, requeued (attempt ${r.int(2, 6)})`,
        { delay: 2000 },
      );
      storm(
        c,
        "payroll-api",
        3000,
        "error",
        (r, _i, tr) =>
          `POST /v2/employers/${emp(r)}/filings/quarterly 502 ${ms(r, 40, 200)}ms - upstream filing-gateway: "agency_auth_failed" (req ${tr.slice(0, 8)})`,
        { delay: 5000 },
      );
      storm(
        c,
        "payrun-engine",
        20000,
        "warn",
        (r) => `Filing hand-off for payrun PR-2026-11B-${r.int(10000, 99999)} deferred: filing-gateway returned 502`,
        { delay: 15000 },
      );
    },
  },
  {
    cat: "authentication",
    estate: "rotaline",
    origin: "roster-cache",
    hints: ["auth", "noauth", "wrongpass", "password", "credential"],
    sev: "medium",
    note: "roster-cache is restarted with a stale password for its Redis backend, every Redis command is refused with WRONGPASS and shift-scheduler and wfm-web fall back to slow uncached roster builds and then 503s.",
    emit(c) {
      once(c, -6000, "roster-cache", "info", "shutdown requested, draining in-flight requests");
      once(c, 0, "roster-cache", "info", "starting roster-cache version=v1.14.2 go=go1.23.4 addr=:8080");
      storm(
        c,
        "roster-cache",
        1500,
        "error",
        (r) =>
          `redis: GET roster:${r.pick(["DC-ATL-02", "STORE-0412", "STORE-1187", "PLANT-KC-1"])}:2026-W49 failed: WRONGPASS invalid username-password pair or user is disabled.`,
        { delay: 1500 },
      );
      storm(
        c,
        "roster-cache",
        9000,
        "warn",
        () => "redis pool: 0/32 healthy connections (AUTH failed), serving misses",
        { delay: 3000 },
      );
      storm(
        c,
        "shift-scheduler",
        2500,
        "warn",
        (r) =>
          `Roster cache unavailable (roster-cache returned 503), building roster for STORE-${r.int(100, 1999)} from database (${r.int(2400, 9000)} ms)`,
        { delay: 4000 },
      );
      storm(
        c,
        "wfm-web",
        2200,
        "error",
        (r) =>
          `GET /api/schedules/STORE-${r.int(100, 1999)}?week=2026-W49 503 ${ms(r, 3000, 10000)}ms upstream=shift-scheduler`,
        { delay: 30000 },
      );
    },
  },
  {
    cat: "authentication",
    estate: "peoplenest",
    origin: "scim-bridge",
    hints: ["auth", "token", "401", "invalid_token", "credential", "expired"],
    sev: "medium",
    note: "The bearer token scim-bridge presents to the SSO provider's SCIM endpoint is revoked; every push is refused with 401 and directory changes stop reaching SSO while directory-svc warns about the growing sync backlog.",
    emit(c) {
      storm(
        c,
        "scim-bridge",
        1800,
        "error",
        (r) =>
          `scim PATCH /Users/${r.hex(8)}-${r.hex(4)} -> 401 {"schemas":["urn:ietf:params:scim:api:messages:2.0:Error"],"detail":"Authorization failed. The provided bearer token is invalid or has been revoked.","status":"401"}`,
      );
      storm(
        c,
        "scim-bridge",
        30000,
        "error",
        (r) =>
          `sync cycle aborted after ${r.int(20, 60)} consecutive 401 responses from https://sso.example-idp.com/scim/v2 (token fingerprint sha256:${r.hex(8)})`,
        { delay: 20000 },
      );
      storm(
        c,
        "directory-svc",
        9000,
        "warn",
        (r) =>
          `SSO provisioning backlog at ${r.int(40, 900)} changes (oldest ${r.int(1, 12)} min), scim-bridge not acknowledging`,
        { delay: 40000 },
      );
      storm(
        c,
        "onboarding-svc",
        25000,
        "warn",
        (r) =>
          `case OB-${r.int(100000, 999999)}: SSO account for new hire not provisioned yet, day-one access checklist blocked`,
        { delay: 60000 },
      );
    },
  },
  {
    cat: "authentication",
    estate: "brightwage",
    origin: "rti-submitter",
    hints: ["auth", "1046", "credential", "gateway", "authentication"],
    sev: "high",
    note: "HMRC rejects rti-submitter's Government Gateway credentials with error 1046 after a password rotation that was never loaded, so FPS submissions fail and payroll-calc holds pay runs awaiting RTI.",
    emit(c) {
      storm(
        c,
        "rti-submitter",
        2600,
        "error",
        (r) =>
          `FPS for PAYE ref ${r.int(100, 999)}/BW${r.int(10000, 99999)} rejected by HMRC: GovTalkErrors/Error Number=1046 Type=fatal Text="Authentication Failure. The supplied user credentials failed validation for the requested service."`,
      );
      storm(
        c,
        "rti-submitter",
        15000,
        "warn",
        (r) => `Submission queue depth ${r.int(20, 400)}; sender id BWBUREAU01 failing authentication since last poll`,
        { delay: 10000 },
      );
      storm(
        c,
        "payroll-calc",
        6000,
        "warn",
        (r) =>
          `Pay run M08 for employer ${r.int(1000, 9999)} held: RTI submission not acknowledged (rti-submitter status=AUTH_REJECTED)`,
        { delay: 8000 },
      );
      storm(
        c,
        "employer-portal",
        5000,
        "error",
        (r) =>
          `Completed 422 Unprocessable Entity in ${ms(r, 40, 300)}ms (Views: 2.0ms | ActiveRecord: 9.8ms) - payroll submission failed: HMRC credentials rejected`,
        { delay: 12000 },
      );
    },
  },
];

// ---------------------------------------------------------------- authorization
const authorization: Spec[] = [
  {
    cat: "authorization",
    estate: "paycrest",
    origin: "payslip-renderer",
    hints: ["access", "denied", "forbidden", "permission", "authoriz", "403"],
    sev: "medium",
    note: "An IAM policy change drops s3:PutObject from payslip-renderer's role, rendered payslips cannot be stored and employees downloading payslips get 500s at payroll-api.",
    emit(c) {
      storm(c, "payslip-renderer", 1400, "error", (r) => `failed to store payslip employee=${ee(r)}`, {
        stack: (r) =>
          stacks.node(
            `AccessDenied: User: arn:aws:sts::418272791745:assumed-role/payslip-renderer-prod/${r.hex(16)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::paycrest-payslips-prod/2026/11/${r.hex(8)}.pdf" because no identity-based policy allows the s3:PutObject action`,
            [
              "de_AccessDeniedRes (/app/node_modules/@aws-sdk/client-s3/dist-cjs/index.js:4871:21)",
              "de_CommandError (/app/node_modules/@aws-sdk/client-s3/dist-cjs/index.js:4820:19)",
              "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
              "async PayslipStore.put (/app/dist/store.js:58:9)",
              "async renderAndStore (/app/dist/handlers/render.js:112:5)",
            ],
          ),
      });
      storm(
        c,
        "payroll-api",
        1700,
        "error",
        (r, _i, tr) =>
          `GET /v2/me/payslips/${r.hex(8)}.pdf 500 ${ms(r, 200, 900)}ms upstream payslip-renderer status=500 reqId=${tr.slice(0, 12)}`,
        { delay: 800 },
      );
      storm(
        c,
        "payrun-engine",
        15000,
        "warn",
        (r) =>
          `Payslip generation for payrun PR-2026-11B-${r.int(10000, 99999)}: ${r.int(10, 200)} of ${r.int(200, 420)} failed, will retry`,
        { delay: 20000 },
      );
    },
  },
  {
    cat: "authorization",
    estate: "rotaline",
    origin: "leave-service",
    hints: ["authoriz", "forbidden", "not allowed", "policy", "permission", "403"],
    sev: "medium",
    note: "A leave-service release tightens its Pundit policy so that store managers are refused approving leave; wfm-web shows 403s on every approval while leave-service logs NotAuthorizedError.",
    emit(c) {
      release(
        c,
        "leave-service",
        [
          "- Gracefully stopping, waiting for requests to finish",
          "Puma starting in cluster mode...",
          "* Listening on http://0.0.0.0:3000",
          "release 2026.11.30-2 booted",
        ],
        90000,
      );
      storm(
        c,
        "leave-service",
        2200,
        "error",
        (r) =>
          `Pundit::NotAuthorizedError (not allowed to approve? this LeaveRequest) request_id=${r.hex(8)}-${r.hex(4)} user=mgr_${r.int(1000, 9999)} role=store_manager`,
        {
          stack: (r, i) =>
            i % 4 === 0
              ? stacks.ruby("Pundit::NotAuthorizedError", "not allowed to approve? this LeaveRequest", [
                  "pundit (2.4.0) lib/pundit/context.rb:72:in `authorize'",
                  "pundit (2.4.0) lib/pundit/authorization.rb:85:in `authorize'",
                  `app/controllers/api/leave_approvals_controller.rb:${r.int(18, 24)}:in \`create'`,
                  "actionpack (7.2.2) lib/action_controller/metal/basic_implicit_render.rb:8:in `send_action'",
                ])
              : undefined,
        },
      );
      storm(
        c,
        "leave-service",
        2400,
        "info",
        (r) =>
          `Completed 403 Forbidden in ${ms(r, 8, 40)}ms (ActiveRecord: ${r.int(2, 9)}.1ms | Allocations: ${r.int(1500, 4000)})`,
      );
      storm(
        c,
        "wfm-web",
        2300,
        "warn",
        (r) => `POST /api/leave-requests/${r.int(100000, 999999)}/approve 403 ${ms(r, 20, 80)}ms`,
        { delay: 300 },
      );
      storm(
        c,
        "notify-dispatch",
        30000,
        "info",
        (r) => `email queued template=leave_approval_failed to=mgr_${r.int(1000, 9999)}`,
        { delay: 60000 },
      );
    },
  },
  {
    cat: "authorization",
    estate: "peoplenest",
    origin: "doc-vault",
    hints: ["access", "denied", "kms", "authoriz", "permission"],
    sev: "medium",
    note: "doc-vault loses kms:Decrypt on the key protecting employee documents; every download fails with AccessDeniedException and hr-portal returns 502 for documents.",
    emit(c) {
      storm(c, "doc-vault", 1500, "error", (r) => `failed to serve document doc_id=${r.hex(10)}`, {
        stack: () =>
          stacks.python(
            [
              ["/app/vault/api/documents.py", 88, "download", "body = store.get_decrypted(doc.key)"],
              [
                "/app/vault/store.py",
                141,
                "get_decrypted",
                "plaintext = kms.decrypt(CiphertextBlob=envelope.key)['Plaintext']",
              ],
              [
                "/usr/local/lib/python3.11/site-packages/botocore/client.py",
                565,
                "_api_call",
                "return self._make_api_call(operation_name, kwargs)",
              ],
              [
                "/usr/local/lib/python3.11/site-packages/botocore/client.py",
                1023,
                "_make_api_call",
                "raise error_class(parsed_response, operation_name)",
              ],
            ],
            "botocore.errorfactory.AccessDeniedException: An error occurred (AccessDeniedException) when calling the Decrypt operation: User: arn:aws:sts::302214007811:assumed-role/doc-vault-prod/botocore-session is not authorized to perform: kms:Decrypt on resource: arn:aws:kms:us-east-1:302214007811:key/6f1c2d0e-9b1a-4d0e-8a7e-2a1f5b0c9d44 because no identity-based policy allows the kms:Decrypt action",
          ),
      });
      storm(
        c,
        "hr-portal",
        1700,
        "error",
        (r, _i, tr) => `GET /api/documents/${r.hex(10)} 502 ${ms(r, 30, 200)}ms - doc-vault answered 500 (trace ${tr})`,
        { delay: 500 },
      );
      storm(
        c,
        "onboarding-svc",
        12000,
        "warn",
        (r) => `case OB-${r.int(100000, 999999)}: could not attach signed offer letter, doc-vault error`,
        { delay: 10000 },
      );
    },
  },
  {
    cat: "authorization",
    estate: "brightwage",
    origin: "sepa-export",
    hints: ["scope", "forbidden", "403", "authoriz", "insufficient"],
    sev: "high",
    note: "The bank's payments API starts refusing sepa-export's token for lacking the payments:write scope after the app registration was changed, so SEPA salary files are not delivered and employer-portal shows failed payment runs.",
    emit(c) {
      storm(c, "sepa-export", 3000, "error", (r) => `Upload of pain.001 msgId BW-${r.hex(10).toUpperCase()} failed`, {
        stack: () =>
          stacks.java(
            "org.springframework.web.client.HttpClientErrorException$Forbidden",
            '403 Forbidden: "{"error":"insufficient_scope","error_description":"The access token does not grant scope payments:write","status":403}"',
            [
              "org.springframework.web.client.HttpClientErrorException.create(HttpClientErrorException.java:109)",
              "org.springframework.web.client.DefaultResponseErrorHandler.handleError(DefaultResponseErrorHandler.java:183)",
              "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:915)",
              "com.brightwage.sepa.bank.BankPaymentsClient.upload(BankPaymentsClient.java:77)",
              "com.brightwage.sepa.ExportJob.deliver(ExportJob.java:141)",
            ],
          ),
      });
      storm(
        c,
        "sepa-export",
        12000,
        "warn",
        (r) => `${r.int(2, 30)} SEPA payment files waiting for delivery; next cut-off 15:00 CET`,
        { delay: 15000 },
      );
      storm(
        c,
        "employer-portal",
        7000,
        "error",
        (r) =>
          `Payment run ${r.int(10000, 99999)} for employer ${r.int(1000, 9999)} marked failed: sepa-export delivery refused`,
        { delay: 5000 },
      );
    },
  },
];

// ---------------------------------------------------------------- database
const database: Spec[] = [
  {
    cat: "database",
    estate: "paycrest",
    origin: "payrun-engine",
    hints: ["connection", "pool", "hikari", "database", "leak", "sql"],
    sev: "high",
    note: "A code path in payrun-engine leaks JDBC connections; HikariCP's pool is exhausted, payrun-engine requests wait 30 s and fail, and payroll-api retries them into a storm of 504s.",
    emit(c) {
      storm(
        c,
        "payrun-engine",
        20000,
        "warn",
        (r) =>
          `Connection leak detection triggered for org.postgresql.jdbc.PgConnection@${r.hex(8)} on thread http-nio-8080-exec-${r.int(1, 200)}, stack trace follows`,
        {
          until: 90000,
          stack: () =>
            stacks.java("java.lang.Exception", "Apparent connection leak detected", [
              "com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:127)",
              "com.paycrest.payrun.retro.RetroPayCalculator.loadPriorPeriods(RetroPayCalculator.java:212)",
              "com.paycrest.payrun.PayrunService.preview(PayrunService.java:96)",
            ]),
        },
      );
      storm(
        c,
        "payrun-engine",
        2500,
        "warn",
        (r) => `HikariPool-1 - Pool stats (total=50, active=50, idle=0, waiting=${r.int(20, 140)})`,
        { delay: 60000 },
      );
      storm(c, "payrun-engine", 1500, "error", () => "Payrun preview failed", {
        delay: 90000,
        stack: () =>
          stacks.java(
            "org.springframework.jdbc.CannotGetJdbcConnectionException",
            "Failed to obtain JDBC Connection",
            [
              "org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
              "com.paycrest.payrun.PayrunService.preview(PayrunService.java:88)",
            ],
            [
              "java.sql.SQLTransientConnectionException",
              "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=117)",
              [
                "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
                "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
              ],
            ],
          ),
      });
      storm(
        c,
        "payroll-api",
        600,
        "error",
        (r, i, tr) =>
          `POST /v2/employers/${emp(r)}/payruns/preview 504 ${ms(r, 29000, 31000)}ms upstream payrun-engine timeout (retry ${(i % 3) + 1}/3) req=${tr.slice(0, 10)}`,
        { delay: 95000 },
      );
    },
  },
  {
    cat: "database",
    estate: "rotaline",
    origin: "accrual-calc",
    hints: ["queuepool", "pool", "connection", "sqlalchemy", "database"],
    sev: "medium",
    note: "accrual-calc's SQLAlchemy pool runs dry (QueuePool limit reached) once a catch-up job holds its connections; balance lookups fail and leave-service returns 503 for leave requests.",
    emit(c) {
      once(c, -2000, "accrual-calc", "info", "nightly-catchup: backlog 18,412 accrual events, using 24 worker threads");
      storm(c, "accrual-calc", 1600, "error", (r) => `balance lookup failed employee=${ee(r)}`, {
        delay: 20000,
        stack: () =>
          stacks.python(
            [
              ["/app/accrual/api.py", 57, "get_balance", "row = session.execute(stmt).one()"],
              [
                "/usr/local/lib/python3.12/site-packages/sqlalchemy/orm/session.py",
                2362,
                "execute",
                "return self._execute_internal(",
              ],
              [
                "/usr/local/lib/python3.12/site-packages/sqlalchemy/pool/impl.py",
                157,
                "_do_get",
                "raise exc.TimeoutError(",
              ],
            ],
            "sqlalchemy.exc.TimeoutError: QueuePool limit of size 10 overflow 20 reached, connection timed out, timeout 30.00 (Background on this error at: https://sqlalche.me/e/20/3o7r)",
          ),
      });
      storm(
        c,
        "leave-service",
        1800,
        "error",
        (r) => `Faraday::ServerError: the server responded with status 503 (accrual-calc GET /balances/${ee(r)})`,
        { delay: 22000 },
      );
      storm(
        c,
        "leave-service",
        2000,
        "info",
        (r) =>
          `Completed 503 Service Unavailable in ${ms(r, 30000, 31000)}ms (ActiveRecord: 3.2ms | Allocations: 2201)`,
        { delay: 22000 },
      );
      storm(c, "wfm-web", 2000, "error", (r) => `POST /api/leave-requests 503 ${ms(r, 30000, 31500)}ms`, {
        delay: 23000,
      });
    },
  },
  {
    cat: "database",
    estate: "peoplenest",
    origin: "benefits-enrol",
    hints: ["deadlock", "sql", "database", "lock", "sqlexception"],
    sev: "medium",
    note: "benefits-enrol's open-enrolment batch and its election API deadlock on SQL Server; elections fail as deadlock victims while hr-portal shows 500s on saving elections.",
    emit(c) {
      once(
        c,
        -5000,
        "benefits-enrol",
        "info",
        "Open enrolment recalculation job started for plan year 2027 (14,220 employees)",
      );
      storm(
        c,
        "benefits-enrol",
        2200,
        "error",
        (r) =>
          `Failed executing DbCommand (${r.int(20, 900)}ms) [Parameters=[@p0='?' (DbType = Int32), @p1='?' (Size = 20)], CommandType='Text', CommandTimeout='30'] UPDATE [Elections] SET [Tier] = @p1 WHERE [EmployeeId] = @p0`,
        {
          stack: (r, i) =>
            i % 2 === 0
              ? stacks.dotnet(
                  "Microsoft.Data.SqlClient.SqlException (0x80131904)",
                  `Transaction (Process ID ${r.int(51, 140)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
                  [
                    "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
                    "Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)",
                    "Peoplenest.Benefits.Elections.ElectionService.SaveAsync(ElectionRequest req) in /src/Benefits/Elections/ElectionService.cs:line 142",
                  ],
                )
              : undefined,
        },
      );
      storm(
        c,
        "hr-portal",
        2400,
        "error",
        (r, _i, tr) => `PUT /api/benefits/elections 500 ${ms(r, 300, 3000)}ms benefits-enrol error (trace ${tr})`,
        { delay: 500 },
      );
      storm(
        c,
        "benefits-enrol",
        20000,
        "warn",
        (r) => `Open enrolment recalculation: ${r.int(10, 80)} batches retried after SqlException 1205`,
        { delay: 10000 },
      );
    },
  },
  {
    cat: "database",
    estate: "brightwage",
    origin: "payroll-calc",
    hints: ["pool", "connection", "npgsql", "database", "exhausted"],
    sev: "high",
    note: "payroll-calc exhausts its Npgsql connection pool during the monthly run; calculations fail and employer-portal returns 500s and retries.",
    emit(c) {
      storm(c, "payroll-calc", 1300, "error", (r) => `Pay run calculation failed for employer ${r.int(1000, 9999)}`, {
        delay: 10000,
        stack: (_r, i) =>
          i % 3 === 0
            ? stacks.dotnet(
                "Npgsql.NpgsqlException (0x80004005)",
                "The connection pool has been exhausted, either raise 'Max Pool Size' (currently 100) or 'Timeout' (currently 15 seconds) in your connection string.",
                [
                  "Npgsql.PoolingDataSource.<Get>g__RentAsync|34_0(NpgsqlConnection conn, NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
                  "Npgsql.NpgsqlConnection.<Open>g__OpenAsync|42_0(Boolean async, CancellationToken cancellationToken)",
                  "Brightwage.Calc.Data.PayRunRepository.LoadYtdAsync(Guid employerId) in /src/Calc/Data/PayRunRepository.cs:line 63",
                  "Brightwage.Calc.PayRunCalculator.RunAsync(PayRunRequest request) in /src/Calc/PayRunCalculator.cs:line 118",
                ],
              )
            : undefined,
      });
      storm(c, "payroll-calc", 15000, "warn", (r) => `Npgsql pool stats: busy=100 idle=0 waiting=${r.int(40, 300)}`);
      storm(
        c,
        "employer-portal",
        900,
        "error",
        (r, i) =>
          `Faraday::ServerError (payroll-calc POST /payruns/calculate responded 500) attempt ${(i % 3) + 1}/3 employer=${r.int(1000, 9999)}`,
        { delay: 11000 },
      );
    },
  },
];

// ---------------------------------------------------------------- network
const network: Spec[] = [
  {
    cat: "network",
    estate: "paycrest",
    origin: "ach-transmit",
    hints: ["connection reset", "reset", "socket", "network", "connect"],
    sev: "high",
    note: "The path from ach-transmit to the bank's SFTP endpoint starts resetting connections (egress firewall change), NACHA files are not delivered and payrun-engine warns about funding deadlines.",
    emit(c) {
      storm(
        c,
        "ach-transmit",
        4000,
        "error",
        (r) =>
          `SFTP upload of PPD_${r.int(100000, 999999)}.ach to sftp.bank-partner.example:22 failed (attempt ${r.int(1, 5)}/5)`,
        {
          stack: (_r, i) =>
            i % 2 === 0
              ? stacks.java(
                  "com.jcraft.jsch.JSchException",
                  "Session.connect: java.net.SocketException: Connection reset",
                  [
                    "com.jcraft.jsch.Session.connect(Session.java:570)",
                    "com.paycrest.ach.transport.SftpTransport.open(SftpTransport.java:61)",
                    "com.paycrest.ach.FileDelivery.deliver(FileDelivery.java:88)",
                  ],
                )
              : undefined,
        },
      );
      storm(
        c,
        "ach-transmit",
        9000,
        "warn",
        (r) =>
          `read from 203.0.113.${r.int(10, 40)}:22 failed: Connection reset by peer after ${r.int(100, 900)} bytes`,
        { delay: 3000 },
      );
      storm(
        c,
        "payrun-engine",
        12000,
        "warn",
        (r) =>
          `Funding file for payrun PR-2026-11B-${r.int(10000, 99999)} still undelivered; bank cut-off 16:30 ET in ${r.int(30, 90)} min`,
        { delay: 20000 },
      );
      storm(
        c,
        "payroll-api",
        8000,
        "error",
        (r) =>
          `POST /v2/employers/${emp(r)}/payruns/approve 502 ${ms(r, 100, 600)}ms funding step failed (ach-transmit)`,
        { delay: 15000 },
      );
    },
  },
  {
    cat: "network",
    estate: "rotaline",
    origin: "terminal-bridge",
    hints: ["reset", "connection", "socket", "network", "unreachable"],
    sev: "medium",
    note: "terminal-bridge loses its network path to the time-clock terminals (connection resets and unreachable host), punches stop arriving at clock-ingest and managers see missing punches.",
    emit(c) {
      storm(
        c,
        "terminal-bridge",
        900,
        "error",
        (r) =>
          `term ${r.pick(["STORE-0412", "STORE-1187", "DC-ATL-02", "STORE-0931"])}/T${r.int(1, 24)}: recv failed: errno=104 (Connection reset by peer), reconnecting in ${r.int(1, 8)}s`,
      );
      storm(
        c,
        "terminal-bridge",
        3000,
        "error",
        (r) =>
          `term STORE-${r.int(100, 1999)}/T${r.int(1, 24)}: connect() to 10.${r.int(60, 90)}.${r.int(0, 255)}.${r.int(2, 250)}:4370 failed: errno=113 (No route to host)`,
        { delay: 5000 },
      );
      storm(
        c,
        "terminal-bridge",
        30000,
        "warn",
        (r) => `heartbeat: ${r.int(90, 180)}/412 terminals online, backlog=${r.int(300, 4000)} frames`,
      );
      storm(
        c,
        "clock-ingest",
        20000,
        "warn",
        (r) => `punch rate dropped to ${r.int(2, 15)}/min (expected ~${r.int(300, 500)}/min for shift change)`,
        { delay: 60000 },
      );
      storm(
        c,
        "wfm-web",
        15000,
        "warn",
        (r) => `GET /api/timecards/exceptions 200 ${ms(r, 100, 400)}ms - ${r.int(40, 400)} missing punches flagged`,
        { delay: 90000 },
      );
    },
    drop: 0.9,
  },
  {
    cat: "network",
    estate: "peoplenest",
    origin: "idv-connector",
    hints: ["dns", "lookup", "no such host", "network", "resolve"],
    sev: "medium",
    note: "DNS lookups from idv-connector for the identity-verification vendor fail after a resolver change, every verification errors and onboarding-svc leaves new hires stuck at the identity step.",
    emit(c) {
      storm(
        c,
        "idv-connector",
        1500,
        "error",
        (r) =>
          `verification ${r.hex(12)} failed: Post "https://api.verifyco.example/v3/verifications": dial tcp: lookup api.verifyco.example on 10.96.0.10:53: ${r.chance(0.7) ? "no such host" : "read udp 10.244.3.17:41234->10.96.0.10:53: i/o timeout"}`,
      );
      storm(
        c,
        "onboarding-svc",
        1700,
        "error",
        (r, _i, tr) =>
          `case OB-${r.int(100000, 999999)}: identity check failed: idv-connector returned 502 (trace ${tr})`,
        { delay: 400 },
      );
      storm(
        c,
        "hr-portal",
        1800,
        "error",
        (r) => `POST /api/onboarding/cases/OB-${r.int(100000, 999999)}/identity 502 ${ms(r, 40, 400)}ms`,
        { delay: 600 },
      );
    },
  },
  {
    cat: "network",
    estate: "brightwage",
    origin: "bacs-bureau",
    hints: ["tls", "handshake", "reset", "network", "connection"],
    sev: "high",
    note: "An egress proxy change breaks bacs-bureau's TLS connections to the BACS bureau gateway (resets during handshake), so payment submissions fail ahead of the BACS input deadline.",
    emit(c) {
      storm(
        c,
        "bacs-bureau",
        2500,
        "error",
        (r) =>
          `submission ${r.int(100000, 999999)} upload failed: Post "https://bacs-bureau-gw.example.co.uk/api/v2/submissions": ${r.chance(0.5) ? "read tcp 10.8.4.21:" + r.int(30000, 60000) + "->198.51.100.14:443: read: connection reset by peer" : "remote error: tls: handshake failure"}`,
      );
      storm(
        c,
        "bacs-bureau",
        20000,
        "warn",
        (r) => `${r.int(3, 40)} submissions pending, BACS input deadline 22:30 in ${r.int(60, 400)}m`,
        { delay: 10000 },
      );
      storm(
        c,
        "employer-portal",
        6000,
        "error",
        (r) => `Payment submission for employer ${r.int(1000, 9999)} failed: bacs-bureau unavailable (502)`,
        { delay: 4000 },
      );
    },
  },
];

// ---------------------------------------------------------------- timeout
const timeout: Spec[] = [
  {
    cat: "timeout",
    estate: "paycrest",
    origin: "tax-engine",
    hints: ["timeout", "timed out", "worker timeout", "deadline"],
    sev: "high",
    note: "tax-engine's multi-state withholding calculation gets slow for large employers, gunicorn kills workers on WORKER TIMEOUT and payrun-engine's calls to it time out and retry loudly.",
    emit(c) {
      storm(
        c,
        "tax-engine",
        5000,
        "warn",
        (r) =>
          `slow calculation: employer=${emp(r)} employees=${r.int(800, 4000)} jurisdictions=${r.int(6, 31)} elapsed_ms=${r.int(18000, 29000)}`,
      );
      storm(c, "tax-engine", 7000, "fatal", (r) => `[CRITICAL] WORKER TIMEOUT (pid:${r.int(20, 90)})`, {
        delay: 15000,
        trace: false,
      });
      storm(
        c,
        "tax-engine",
        7000,
        "error",
        (r) => `[ERROR] Worker (pid:${r.int(20, 90)}) was sent SIGKILL! Perhaps out of memory?`,
        { delay: 16000, trace: false },
      );
      storm(
        c,
        "payrun-engine",
        700,
        "error",
        (r, i) => `Tax calculation call failed (attempt ${(i % 3) + 1}/3), retrying in ${r.int(200, 1200)}ms`,
        {
          delay: 15000,
          stack: (_r, i) =>
            i % 5 === 0
              ? stacks.java(
                  "org.springframework.web.client.ResourceAccessException",
                  'I/O error on POST request for "http://tax-engine:8000/v1/withholding": Read timed out',
                  [
                    "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:905)",
                    "com.paycrest.payrun.tax.TaxEngineClient.withholding(TaxEngineClient.java:52)",
                  ],
                  [
                    "java.net.SocketTimeoutException",
                    "Read timed out",
                    ["java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)"],
                  ],
                )
              : undefined,
        },
      );
      storm(
        c,
        "payroll-api",
        2500,
        "error",
        (r) => `POST /v2/employers/${emp(r)}/payruns/preview 504 ${ms(r, 60000, 61000)}ms`,
        { delay: 45000 },
      );
    },
  },
  {
    cat: "timeout",
    estate: "rotaline",
    origin: "shift-scheduler",
    hints: ["timeout", "statement timeout", "canceling", "timed out"],
    sev: "medium",
    note: "shift-scheduler's roster query for the new week runs past PostgreSQL's statement_timeout and is cancelled, so schedule views and publishing fail with 504 at wfm-web.",
    emit(c) {
      storm(
        c,
        "shift-scheduler",
        1800,
        "error",
        (r) => `Roster build failed for STORE-${r.int(100, 1999)} week 2026-W50`,
        {
          stack: (_r, i) =>
            i % 3 === 0
              ? stacks.java(
                  "org.springframework.dao.QueryTimeoutException",
                  "PreparedStatementCallback; SQL [select s.* from shift s join availability a on ...]; ERROR: canceling statement due to statement timeout",
                  [
                    "org.springframework.jdbc.support.SQLStateSQLExceptionTranslator.doTranslate(SQLStateSQLExceptionTranslator.java:116)",
                    "com.rotaline.scheduler.roster.RosterRepository.loadWeek(RosterRepository.kt:88)",
                    "com.rotaline.scheduler.roster.RosterService.build(RosterService.kt:41)",
                  ],
                  [
                    "org.postgresql.util.PSQLException",
                    "ERROR: canceling statement due to statement timeout",
                    ["org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)"],
                  ],
                )
              : undefined,
        },
      );
      storm(
        c,
        "wfm-web",
        1500,
        "error",
        (r) =>
          `GET /api/schedules/STORE-${r.int(100, 1999)}?week=2026-W50 504 ${ms(r, 15000, 15100)}ms upstream=shift-scheduler`,
        { delay: 300 },
      );
      storm(
        c,
        "notify-dispatch",
        20000,
        "warn",
        () => "schedule_published event not received for 2026-W50, reminder batch postponed",
        { delay: 60000 },
      );
    },
  },
  {
    cat: "timeout",
    estate: "peoplenest",
    origin: "directory-svc",
    hints: ["timeout", "timed out", "ldap", "read timed out"],
    sev: "medium",
    note: "The corporate LDAP stops answering in time for directory-svc's org-chart lookups (only WARN lines at directory-svc), hr-portal people pages time out.",
    emit(c) {
      storm(
        c,
        "directory-svc",
        1400,
        "warn",
        (r) =>
          `LDAP search base=ou=people,dc=corp,dc=example filter=(manager=uid=${ee(r)}) failed: javax.naming.NamingException: LDAP response read timed out, timeout used: 5000 ms.`,
      );
      storm(
        c,
        "directory-svc",
        15000,
        "warn",
        (r) => `Org chart cache stale for ${r.int(10, 400)} managers (refresh keeps timing out)`,
        { delay: 10000 },
      );
      storm(
        c,
        "hr-portal",
        1300,
        "error",
        (r, _i, tr) =>
          `GET /api/people/${ee(r)}/org 504 ${ms(r, 10000, 10100)}ms - directory-svc did not answer within 10000ms (trace ${tr})`,
        { delay: 5000 },
      );
      storm(c, "scim-bridge", 20000, "warn", () => "directory-svc /changes poll timed out, will retry next cycle", {
        delay: 20000,
      });
    },
  },
  {
    cat: "timeout",
    estate: "brightwage",
    origin: "pension-feed",
    hints: ["timeout", "readtimeout", "read timed out", "timed out"],
    sev: "medium",
    note: "The pension provider's contribution API stops answering within pension-feed's 30 s read timeout; contribution schedules fail to upload and pay run finalisation waits on them.",
    emit(c) {
      storm(
        c,
        "pension-feed",
        3000,
        "error",
        (r) => `contribution schedule upload failed employer=${r.int(1000, 9999)}`,
        {
          stack: () =>
            stacks.python(
              [
                [
                  "/app/feed/upload.py",
                  74,
                  "upload_schedule",
                  "resp = session.post(url, json=payload, timeout=(5, 30))",
                ],
                [
                  "/usr/local/lib/python3.12/site-packages/requests/sessions.py",
                  637,
                  "post",
                  'return self.request("POST", url, data=data, json=json, **kwargs)',
                ],
                [
                  "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
                  713,
                  "send",
                  "raise ReadTimeout(e, request=request)",
                ],
              ],
              "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.pensions-provider.example', port=443): Read timed out. (read timeout=30)",
            ),
        },
      );
      storm(
        c,
        "payroll-calc",
        12000,
        "warn",
        (r) =>
          `Pay run finalisation for employer ${r.int(1000, 9999)} waiting on pension contributions (pension-feed not confirmed)`,
        { delay: 35000 },
      );
      storm(
        c,
        "employer-portal",
        9000,
        "warn",
        (r) => `Completed 202 Accepted in ${ms(r, 30000, 32000)}ms - pension upload pending`,
        { delay: 31000 },
      );
    },
  },
];

// ---------------------------------------------------------------- rate_limiting
const rateLimiting: Spec[] = [
  {
    cat: "rate_limiting",
    estate: "paycrest",
    origin: "filing-gateway",
    hints: ["429", "rate", "too many", "throttl", "limit"],
    sev: "medium",
    note: "At quarter end filing-gateway floods the IRS-facing transmission API after a concurrency bump and gets throttled with 429 Too Many Requests; filings queue up and payroll-api reports delays (WARN-level at filing-gateway).",
    emit(c) {
      once(c, -60000, "filing-gateway", "info", "config reloaded: submit_concurrency 8 -> 64");
      storm(
        c,
        "filing-gateway",
        700,
        "warn",
        (r) =>
          `POST https://mef-a2a.irs-transmit.example/a2a/mef/SendSubmissions -> 429 Too Many Requests (Retry-After: ${r.int(30, 120)}) submission=941-${r.int(10000, 99999)}`,
      );
      storm(
        c,
        "filing-gateway",
        20000,
        "warn",
        (r) => `submit queue depth ${r.int(300, 4000)}, ${r.int(40, 90)}% of calls throttled in last minute`,
        { delay: 30000 },
      );
      storm(
        c,
        "payroll-api",
        6000,
        "warn",
        (r) => `GET /v2/employers/${emp(r)}/filings/status 200 ${ms(r, 20, 100)}ms state=queued_throttled`,
        { delay: 20000 },
      );
    },
  },
  {
    cat: "rate_limiting",
    estate: "rotaline",
    origin: "notify-dispatch",
    hints: ["429", "rate", "too many", "20429", "throttl"],
    sev: "medium",
    note: "notify-dispatch sends the whole week's shift reminders at once and Twilio answers 429 (error 20429), reminders are dropped after retries.",
    emit(c) {
      once(c, -3000, "notify-dispatch", "info", "reminder batch 2026-W49 started: 48,210 recipients, concurrency=200");
      storm(
        c,
        "notify-dispatch",
        500,
        "error",
        (r) =>
          `twilio send failed to=+1***${r.int(1000, 9999)}: [HTTP 429] Unable to create record: Too Many Requests (code 20429) retry=${r.int(1, 3)}`,
      );
      storm(
        c,
        "notify-dispatch",
        10000,
        "warn",
        (r) => `reminder batch: ${r.int(100, 4000)} messages dropped after 3 retries`,
        { delay: 30000 },
      );
      storm(
        c,
        "shift-scheduler",
        30000,
        "warn",
        () => "Notification backlog from notify-dispatch not draining; shift change confirmations delayed",
        { delay: 60000 },
      );
    },
  },
  {
    cat: "rate_limiting",
    estate: "peoplenest",
    origin: "scim-bridge",
    hints: ["429", "throttl", "too many", "rate", "retry-after"],
    sev: "medium",
    note: "A full re-sync makes scim-bridge hammer the identity provider's SCIM API, which throttles it with 429 and Retry-After; deprovisioning of leavers lags.",
    emit(c) {
      once(
        c,
        -4000,
        "scim-bridge",
        "info",
        "full reconciliation requested by directory-svc (reason=department restructure): 38,902 users",
      );
      storm(
        c,
        "scim-bridge",
        600,
        "warn",
        (r) =>
          `scim PATCH /Users/${r.hex(8)}-${r.hex(4)} -> 429 {"detail":"Too Many Requests. Request throttled for tenant, retry after ${r.int(5, 60)} seconds","status":"429"}`,
      );
      storm(
        c,
        "scim-bridge",
        15000,
        "error",
        (r) => `sync cycle overrun: ${r.int(2000, 20000)} pending operations, ${r.int(50, 400)} deactivations overdue`,
        { delay: 30000 },
      );
      storm(
        c,
        "directory-svc",
        20000,
        "warn",
        (r) => `Leaver deprovisioning SLA breached for ${r.int(1, 40)} employees (scim-bridge backlog)`,
        { delay: 60000 },
      );
    },
  },
  {
    cat: "rate_limiting",
    estate: "brightwage",
    origin: "payslip-mailer",
    hints: ["throttl", "rate", "sending rate", "429", "limit"],
    sev: "medium",
    note: "payslip-mailer blasts the month-end payslip emails and SES throttles it (Maximum sending rate exceeded); payslips are not delivered.",
    emit(c) {
      once(c, -2000, "payslip-mailer", "info", "month-end payslip run started: 61,204 emails queued, workers=64");
      storm(
        c,
        "payslip-mailer",
        450,
        "error",
        (r) =>
          `send failed employee=${ee(r)}: Throttling: Maximum sending rate exceeded. (RequestId: ${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)})`,
        {
          stack: (_r, i) =>
            i % 20 === 0
              ? stacks.node("Throttling: Maximum sending rate exceeded.", [
                  "Request.extractError (/app/node_modules/aws-sdk/lib/protocol/query.js:50:29)",
                  "Request.callListeners (/app/node_modules/aws-sdk/lib/sequential_executor.js:106:20)",
                  "async sendPayslip (/app/src/mailer.js:88:5)",
                ])
              : undefined,
        },
      );
      storm(
        c,
        "employer-portal",
        20000,
        "warn",
        (r) =>
          `Employer ${r.int(1000, 9999)}: ${r.int(10, 400)} payslip emails not delivered, showing portal-only notice`,
        { delay: 40000 },
      );
    },
  },
];

// ---------------------------------------------------------------- validation
const validation: Spec[] = [
  {
    cat: "validation",
    estate: "paycrest",
    origin: "tax-engine",
    hints: ["validation", "schema", "invalid", "tax table"],
    sev: "high",
    note: "tax-engine hot-loads the new 2027 tax table bundle, which fails its schema validation (supplemental rate given as a string); withholding requests for affected states fail with 422 and payrun-engine cannot preview pay runs.",
    emit(c) {
      once(c, -3000, "tax-engine", "info", "tax table watcher: new bundle taxtables-2027.01.0-rc2 detected, loading");
      once(
        c,
        0,
        "tax-engine",
        "error",
        "tax table bundle taxtables-2027.01.0-rc2 rejected for CA,NY,OR",
        stacks.python(
          [
            ["/app/taxengine/tables/loader.py", 112, "load_bundle", "TableBundle.model_validate(raw)"],
            [
              "/usr/local/lib/python3.12/site-packages/pydantic/main.py",
              596,
              "model_validate",
              "return cls.__pydantic_validator__.validate_python(",
            ],
          ],
          "pydantic_core._pydantic_core.ValidationError: 3 validation errors for TableBundle\njurisdictions.CA.supplemental_rate\n  Input should be a valid number, unable to parse string as a number [type=float_parsing, input_value='6.6%', input_type=str]\njurisdictions.NY.brackets.3.upper\n  Input should be greater than 21400 [type=greater_than, input_value=0, input_type=int]\njurisdictions.OR.effective_from\n  Input should be a valid date [type=date_from_datetime_parsing, input_value='2027-13-01', input_type=str]",
        ),
      );
      storm(
        c,
        "tax-engine",
        1200,
        "error",
        (r) =>
          `422 withholding request rejected employer=${emp(r)} jurisdiction=${r.pick(["CA", "NY", "OR"])}: tax table for 2026-12 invalid (bundle taxtables-2027.01.0-rc2 failed validation)`,
        { delay: 1000 },
      );
      storm(
        c,
        "payrun-engine",
        1300,
        "error",
        (r) => `Payrun PR-2026-12A-${r.int(10000, 99999)} preview failed: tax-engine returned 422 Unprocessable Entity`,
        { delay: 1500 },
      );
      storm(
        c,
        "payroll-api",
        1800,
        "error",
        (r) => `POST /v2/employers/${emp(r)}/payruns/preview 502 ${ms(r, 60, 300)}ms`,
        { delay: 2000 },
      );
    },
  },
  {
    cat: "validation",
    estate: "rotaline",
    origin: "timesheet-export",
    hints: ["validation", "invalid", "must be", "fluentvalidation"],
    sev: "medium",
    note: "Overnight shifts crossing the DST change produce 25-hour days and timesheet-export's FluentValidation rejects whole export batches, so approved timesheets do not reach the payroll partner.",
    emit(c) {
      storm(
        c,
        "timesheet-export",
        2600,
        "error",
        (r) => `Export of timesheet batch TS-${r.int(100000, 999999)} rejected`,
        {
          stack: (r) =>
            stacks.dotnet(
              "FluentValidation.ValidationException",
              `Validation failed: \n -- Lines[${r.int(0, 90)}].HoursWorked: 'Hours Worked' must be less than or equal to '24'. You entered '25.00'. Severity: Error\n -- Lines[${r.int(0, 90)}].ShiftEnd: 'Shift End' must be after 'Shift Start'. Severity: Error`,
              [
                "FluentValidation.AbstractValidator`1.RaiseValidationException(ValidationContext`1 context, ValidationResult result)",
                "FluentValidation.AbstractValidator`1.ValidateAndThrow(T instance)",
                "Rotaline.Export.TimesheetBatchBuilder.Build(PayPeriod period) in /src/Export/TimesheetBatchBuilder.cs:line 97",
              ],
            ),
        },
      );
      storm(c, "wfm-web", 3000, "error", (r) => `POST /api/timesheets/approve 422 ${ms(r, 30, 200)}ms`, { delay: 200 });
      storm(
        c,
        "timesheet-export",
        15000,
        "warn",
        (r) => `Pay-period close blocked: ${r.int(5, 90)} batches failed validation`,
        { delay: 20000 },
      );
    },
  },
  {
    cat: "validation",
    estate: "peoplenest",
    origin: "carrier-edi",
    hints: ["validation", "invalid", "834", "segment", "x12"],
    sev: "medium",
    note: "carrier-edi's X12 834 validator starts rejecting whole enrolment files (invalid DMG date segment) after a benefits data import, so carrier feeds stop and benefits-enrol sees unacknowledged changes.",
    emit(c) {
      storm(
        c,
        "carrier-edi",
        4000,
        "error",
        (r) =>
          `834 outbound for carrier ${r.pick(["AETNA", "BCBS-IL", "DELTADENTAL"])} failed validation, file not sent`,
        {
          stack: (r) =>
            stacks.java(
              "com.peoplenest.edi.x12.X12ValidationException",
              `Segment DMG at position ${r.int(100, 9000)}: element DMG02 '20261331' is not a valid CCYYMMDD date (loop 2100A, member ${ee(r)})`,
              [
                "com.peoplenest.edi.x12.Validator.checkDate(Validator.java:214)",
                "com.peoplenest.edi.x12.Validator.validateLoop2100A(Validator.java:132)",
                "com.peoplenest.edi.outbound.EnrollmentFileWriter.write(EnrollmentFileWriter.java:77)",
              ],
            ),
        },
      );
      storm(
        c,
        "benefits-enrol",
        10000,
        "warn",
        (r) => `Carrier acknowledgement missing for ${r.int(10, 900)} elections (carrier-edi rejected file)`,
        { delay: 30000 },
      );
    },
  },
  {
    cat: "validation",
    estate: "brightwage",
    origin: "sepa-export",
    hints: ["validation", "schema", "invalid", "iban", "xsd"],
    sev: "high",
    note: "sepa-export's pain.001 XSD validation fails because IBANs from a new employer upload contain spaces, so SEPA salary files are rejected before delivery.",
    emit(c) {
      storm(
        c,
        "sepa-export",
        2500,
        "error",
        (r) => `pain.001 file BW-${r.hex(10).toUpperCase()} failed schema validation, not delivered`,
        {
          stack: (r) =>
            stacks.java(
              "org.xml.sax.SAXParseException",
              `lineNumber: ${r.int(100, 9000)}; columnNumber: 45; cvc-pattern-valid: Value 'DE89 3704 0044 0532 0130 00' is not facet-valid with respect to pattern '[A-Z]{2,2}[0-9]{2,2}[a-zA-Z0-9]{1,30}' for type 'IBAN2007Identifier'.`,
              [
                "java.xml/com.sun.org.apache.xerces.internal.util.ErrorHandlerWrapper.createSAXParseException(ErrorHandlerWrapper.java:204)",
                "java.xml/javax.xml.validation.Validator.validate(Validator.java:124)",
                "com.brightwage.sepa.Pain001Writer.validate(Pain001Writer.java:96)",
              ],
            ),
        },
      );
      storm(
        c,
        "employer-portal",
        6000,
        "error",
        (r) =>
          `Payment run ${r.int(10000, 99999)} for employer ${r.int(1000, 9999)} failed: SEPA file rejected (invalid file)`,
        { delay: 2000 },
      );
    },
  },
];

// ---------------------------------------------------------------- null_reference
const nullReference: Spec[] = [
  {
    cat: "null_reference",
    estate: "paycrest",
    origin: "garnishment-svc",
    hints: ["nomethoderror", "nil", "null", "undefined method"],
    sev: "high",
    note: "garnishment-svc crashes with NoMethodError on nil for child-support orders without an issuing state, every pay run touching them fails and payrun-engine reports 500 from garnishment-svc.",
    emit(c) {
      storm(
        c,
        "garnishment-svc",
        1500,
        "error",
        (r) => `NoMethodError (undefined method \`[]' for nil) order=GO-${r.int(10000, 99999)}`,
        {
          stack: (r, i) =>
            i % 2 === 0
              ? stacks.ruby("NoMethodError", "undefined method `[]' for nil", [
                  `app/services/withholding/child_support.rb:${r.int(40, 48)}:in \`disposable_limit'`,
                  "app/services/withholding/calculator.rb:23:in `block in compute'",
                  "app/controllers/api/v1/withholdings_controller.rb:12:in `create'",
                ])
              : undefined,
        },
      );
      storm(
        c,
        "garnishment-svc",
        1600,
        "info",
        (r) => `Completed 500 Internal Server Error in ${ms(r, 8, 40)}ms (ActiveRecord: 4.1ms | Allocations: 3210)`,
      );
      storm(
        c,
        "payrun-engine",
        1200,
        "error",
        (r, _i, tr) =>
          `Payrun PR-2026-11B-${r.int(10000, 99999)} failed: garnishment-svc POST /api/v1/withholdings responded 500 (traceId=${tr})`,
        { delay: 300 },
      );
      storm(
        c,
        "payroll-api",
        1400,
        "error",
        (r) => `POST /v2/employers/${emp(r)}/payruns/preview 500 ${ms(r, 100, 400)}ms`,
        { delay: 500 },
      );
    },
  },
  {
    cat: "null_reference",
    estate: "rotaline",
    origin: "shift-scheduler",
    hints: ["nullpointer", "null", "npe"],
    sev: "medium",
    note: "Sites created without a timezone make shift-scheduler throw NullPointerException in roster publishing; wfm-web gets 500s on schedules.",
    emit(c) {
      storm(
        c,
        "shift-scheduler",
        1500,
        "error",
        () => "Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception",
        {
          stack: () =>
            stacks.java(
              "java.lang.NullPointerException",
              'Cannot invoke "java.time.ZoneId.getRules()" because "zone" is null',
              [
                "java.base/java.time.ZonedDateTime.ofLocal(ZonedDateTime.java:344)",
                "com.rotaline.scheduler.roster.ShiftWindow.toZoned(ShiftWindow.kt:31)",
                "com.rotaline.scheduler.roster.RosterService.publish(RosterService.kt:77)",
                "com.rotaline.scheduler.web.RosterController.publish(RosterController.kt:45)",
              ],
            ),
        },
      );
      storm(
        c,
        "wfm-web",
        1300,
        "error",
        (r) =>
          `GET /api/schedules/STORE-${r.int(100, 1999)}?week=2026-W49 500 ${ms(r, 20, 120)}ms upstream=shift-scheduler`,
        { delay: 200 },
      );
    },
  },
  {
    cat: "null_reference",
    estate: "peoplenest",
    origin: "onboarding-svc",
    hints: ["attributeerror", "nonetype", "none", "null"],
    sev: "medium",
    note: "onboarding-svc raises AttributeError on a None work address for remote hires, every case fails at the tax-forms step and hr-portal shows 500s.",
    emit(c) {
      storm(
        c,
        "onboarding-svc",
        1600,
        "error",
        (r) => `Internal Server Error: /api/cases/OB-${r.int(100000, 999999)}/tax-forms`,
        {
          stack: () =>
            stacks.python(
              [
                [
                  "/usr/local/lib/python3.12/site-packages/django/core/handlers/base.py",
                  197,
                  "_get_response",
                  "response = wrapped_callback(request, *callback_args, **callback_kwargs)",
                ],
                ["/app/onboarding/views/tax_forms.py", 64, "post", "forms = required_forms(case.employee)"],
                ["/app/onboarding/tax/forms.py", 29, "required_forms", "state = employee.work_address.state_code"],
              ],
              "AttributeError: 'NoneType' object has no attribute 'state_code'",
            ),
        },
      );
      storm(
        c,
        "hr-portal",
        1700,
        "error",
        (r, _i, tr) =>
          `POST /api/onboarding/cases/OB-${r.int(100000, 999999)}/tax-forms 500 ${ms(r, 30, 200)}ms (trace ${tr})`,
        { delay: 300 },
      );
    },
  },
  {
    cat: "null_reference",
    estate: "brightwage",
    origin: "payroll-calc",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "payroll-calc throws NullReferenceException for employees with a postgraduate loan but no student loan plan; pay runs fail and employer-portal retries them.",
    emit(c) {
      storm(c, "payroll-calc", 1500, "error", (r) => `Pay run calculation failed for employer ${r.int(1000, 9999)}`, {
        stack: () =>
          stacks.dotnet("System.NullReferenceException", "Object reference not set to an instance of an object.", [
            "Brightwage.Calc.Deductions.StudentLoanDeduction.Calculate(Employee employee, PayPeriod period) in /src/Calc/Deductions/StudentLoanDeduction.cs:line 58",
            "Brightwage.Calc.PayRunCalculator.CalculateEmployee(Employee e) in /src/Calc/PayRunCalculator.cs:line 203",
            "Brightwage.Calc.PayRunCalculator.RunAsync(PayRunRequest request) in /src/Calc/PayRunCalculator.cs:line 121",
          ]),
      });
      storm(
        c,
        "employer-portal",
        800,
        "error",
        (r, i) =>
          `Faraday::ServerError (payroll-calc POST /payruns/calculate responded 500) attempt ${(i % 3) + 1}/3 employer=${r.int(1000, 9999)}`,
        { delay: 300 },
      );
    },
  },
];

// ---------------------------------------------------------------- configuration
const configuration: Spec[] = [
  {
    cat: "configuration",
    estate: "paycrest",
    origin: "payslip-renderer",
    hints: ["config", "url", "invalid url", "env", "missing"],
    sev: "medium",
    note: "A payslip-renderer release ships without EMPLOYER_REGISTRY_URL; every render throws ERR_INVALID_URL on 'undefined/v1/employers/...' and payslip downloads fail at payroll-api.",
    emit(c) {
      release(
        c,
        "payslip-renderer",
        [
          "SIGTERM received, draining connections",
          "payslip-renderer@5.9.0 starting (node v20.18.1, NODE_ENV=production)",
          "server listening on 0.0.0.0:8080",
        ],
        15000,
      );
      storm(c, "payslip-renderer", 1300, "error", (r) => `render failed employee=${ee(r)}`, {
        stack: (r) => [
          ...stacks.node("TypeError: Invalid URL", [
            "new URL (node:internal/url:816:29)",
            "EmployerClient.branding (/app/dist/clients/employer.js:22:17)",
            "renderPayslip (/app/dist/render.js:41:37) {",
          ]),
          "  code: 'ERR_INVALID_URL',",
          `  input: 'undefined/v1/employers/${emp(r)}/branding'`,
          "}",
        ],
      });
      storm(
        c,
        "payroll-api",
        1500,
        "error",
        (r) => `GET /v2/me/payslips/${r.hex(8)}.pdf 500 ${ms(r, 10, 80)}ms upstream payslip-renderer status=500`,
        { delay: 200 },
      );
    },
  },
  {
    cat: "configuration",
    estate: "rotaline",
    origin: "clock-ingest",
    hints: ["config", "timezone", "time zone", "unknown"],
    sev: "high",
    note: "A config reload of clock-ingest carries a misspelt site timezone ('America/Chicgo'); punches for those sites are rejected and timecards go missing.",
    emit(c) {
      once(
        c,
        -20000,
        "clock-ingest",
        "info",
        "config reloaded from /etc/clock-ingest/sites.yaml (revision 8812, 412 sites)",
      );
      storm(
        c,
        "clock-ingest",
        800,
        "error",
        (r) =>
          `punch rejected site=${r.pick(["PLANT-KC-1", "DC-ATL-02", "STORE-1187"])} badge=${r.int(10000, 99999)}: load site location: unknown time zone America/Chicgo`,
      );
      storm(
        c,
        "terminal-bridge",
        15000,
        "warn",
        (r) => `upstream clock-ingest NACK for ${r.int(20, 300)} frames in last 15s, holding in local buffer`,
        { delay: 5000 },
      );
      storm(
        c,
        "wfm-web",
        20000,
        "warn",
        (r) => `GET /api/timecards/exceptions 200 ${ms(r, 100, 400)}ms - ${r.int(40, 400)} missing punches flagged`,
        { delay: 60000 },
      );
    },
  },
  {
    cat: "configuration",
    estate: "peoplenest",
    origin: "benefits-enrol",
    hints: ["config", "options", "validation", "missing", "baseurl"],
    sev: "medium",
    note: "A benefits-enrol deploy drops the CarrierGateway:BaseUrl setting, so every enrolment submission fails options validation and hr-portal returns 500.",
    emit(c) {
      release(
        c,
        "benefits-enrol",
        [
          "Application is shutting down...",
          "Now listening on: http://[::]:8080",
          "Application started. Press Ctrl+C to shut down.",
          "Hosting environment: Production",
        ],
        25000,
      );
      storm(
        c,
        "benefits-enrol",
        1800,
        "error",
        () => "An unhandled exception has occurred while executing the request.",
        {
          stack: () =>
            stacks.dotnet(
              "Microsoft.Extensions.Options.OptionsValidationException",
              "DataAnnotation validation failed for 'CarrierGatewayOptions' members: 'BaseUrl' with the error: 'The BaseUrl field is required.'.",
              [
                "Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
                "Microsoft.Extensions.Options.UnnamedOptionsManager`1.get_Value()",
                "Peoplenest.Benefits.Carriers.CarrierGatewayClient..ctor(IOptions`1 options) in /src/Benefits/Carriers/CarrierGatewayClient.cs:line 24",
              ],
            ),
        },
      );
      storm(
        c,
        "hr-portal",
        2000,
        "error",
        (r, _i, tr) => `PUT /api/benefits/elections 500 ${ms(r, 5, 40)}ms (trace ${tr})`,
        { delay: 200 },
      );
    },
  },
  {
    cat: "configuration",
    estate: "brightwage",
    origin: "rti-submitter",
    hints: ["placeholder", "config", "property", "could not resolve"],
    sev: "high",
    note: "A new rti-submitter release cannot resolve placeholder 'hmrc.rti.endpoint' and crash-loops on start, so no RTI submissions go out and payroll-calc holds pay runs.",
    quiet: true,
    emit(c) {
      for (let k = 0; k < 12; k++) {
        const at = k * c.r.int(35000, 50000);
        once(c, at, "rti-submitter", "info", "Starting RtiSubmitterApplication v7.3.0 using Java 21.0.5 with PID 1");
        once(
          c,
          at + 6000,
          "rti-submitter",
          "error",
          "Application run failed",
          stacks.java(
            "org.springframework.beans.factory.BeanCreationException",
            "Error creating bean with name 'hmrcTransactionEngineClient': Injection of autowired dependencies failed",
            [
              "org.springframework.beans.factory.annotation.AutowiredAnnotationBeanPostProcessor.postProcessProperties(AutowiredAnnotationBeanPostProcessor.java:515)",
              "org.springframework.boot.SpringApplication.run(SpringApplication.java:335)",
              "com.brightwage.rti.RtiSubmitterApplication.main(RtiSubmitterApplication.java:12)",
            ],
            [
              "java.lang.IllegalArgumentException",
              `Could not resolve placeholder 'hmrc.rti.endpoint' in value "${"$"}{hmrc.rti.endpoint}"`,
              [
                "org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)",
              ],
            ],
          ),
        );
      }
      storm(
        c,
        "payroll-calc",
        5000,
        "warn",
        (r) =>
          `RTI submission for employer ${r.int(1000, 9999)} not accepted: rti-submitter unreachable (connection refused)`,
        { delay: 10000 },
      );
      storm(
        c,
        "employer-portal",
        7000,
        "error",
        (r) => `Completed 503 Service Unavailable in ${ms(r, 5, 40)}ms - RTI service unavailable`,
        { delay: 12000 },
      );
    },
  },
];

// ---------------------------------------------------------------- dependency
const dependency: Spec[] = [
  {
    cat: "dependency",
    estate: "paycrest",
    origin: "ach-transmit",
    hints: ["503", "unavailable", "bank", "upstream", "dependency"],
    sev: "high",
    note: "The ODFI bank's file-intake API answers 503 Service Unavailable during its maintenance overrun; ach-transmit cannot deliver NACHA files, opens its circuit breaker and payroll-api fails pay run approvals.",
    emit(c) {
      storm(
        c,
        "ach-transmit",
        2000,
        "error",
        (r) =>
          `NACHA file PPD_${r.int(100000, 999999)}.ach upload failed: HTTP 503 Service Unavailable from https://fileintake.odfi-bank.example/v1/files (body: "Scheduled maintenance in progress")`,
        { until: 60000 },
      );
      once(
        c,
        60000,
        "ach-transmit",
        "warn",
        "CircuitBreaker 'odfiFileIntake' changed state from CLOSED to OPEN (failure rate 100.0% over last 20 calls)",
      );
      storm(
        c,
        "ach-transmit",
        1500,
        "error",
        () => "CallNotPermittedException: CircuitBreaker 'odfiFileIntake' is OPEN and does not permit further calls",
        { delay: 61000 },
      );
      storm(
        c,
        "ach-transmit",
        60000,
        "warn",
        () => "CircuitBreaker 'odfiFileIntake' changed state from OPEN to HALF_OPEN",
        { delay: 120000 },
      );
      storm(
        c,
        "payroll-api",
        2500,
        "error",
        (r) =>
          `POST /v2/employers/${emp(r)}/payruns/approve 502 ${ms(r, 50, 300)}ms funding step failed (ach-transmit)`,
        { delay: 3000 },
      );
      storm(
        c,
        "payrun-engine",
        9000,
        "warn",
        (r) => `Payrun PR-2026-11B-${r.int(10000, 99999)} approved but funding pending: ach-transmit unavailable`,
        { delay: 4000 },
      );
    },
  },
  {
    cat: "dependency",
    estate: "rotaline",
    origin: "timesheet-export",
    hints: ["502", "503", "circuit", "partner", "unavailable", "upstream"],
    sev: "medium",
    note: "The payroll partner's timesheet API answers 502/503; timesheet-export's Polly circuit breaker opens and approved timesheets queue up while wfm-web reports failed approvals.",
    emit(c) {
      storm(
        c,
        "timesheet-export",
        3000,
        "error",
        (r) =>
          `Partner API call failed: Response status code does not indicate success: ${r.pick(["502 (Bad Gateway)", "503 (Service Unavailable)"])}. POST https://api.payroll-partner.example/v2/timesheets`,
        { until: 45000 },
      );
      once(
        c,
        45000,
        "timesheet-export",
        "warn",
        "Circuit breaker opened for PartnerTimesheetApi: The circuit is now open and is not allowing calls. Break duration 00:01:00",
      );
      storm(
        c,
        "timesheet-export",
        2500,
        "error",
        () =>
          "Export skipped: Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
        { delay: 46000 },
      );
      storm(
        c,
        "wfm-web",
        3500,
        "error",
        (r) => `POST /api/timesheets/approve 503 ${ms(r, 20, 200)}ms upstream=timesheet-export`,
        { delay: 2000 },
      );
    },
  },
  {
    cat: "dependency",
    estate: "peoplenest",
    origin: "idv-connector",
    hints: ["503", "vendor", "unavailable", "circuit", "upstream"],
    sev: "medium",
    note: "The identity-verification vendor has an outage (503 Service Unavailable); idv-connector's breaker opens and new-hire identity checks fail in onboarding-svc.",
    emit(c) {
      storm(
        c,
        "idv-connector",
        1800,
        "error",
        (r) =>
          `verification ${r.hex(12)} failed: vendor returned 503 Service Unavailable: {"error":"service_unavailable","message":"We are experiencing elevated error rates"}`,
        { until: 50000 },
      );
      once(c, 50000, "idv-connector", "warn", 'breaker "verifyco" state changed from closed to open');
      storm(c, "idv-connector", 1500, "error", (r) => `verification ${r.hex(12)} failed: circuit breaker is open`, {
        delay: 50500,
      });
      storm(
        c,
        "onboarding-svc",
        1700,
        "error",
        (r, _i, tr) =>
          `case OB-${r.int(100000, 999999)}: identity check failed: idv-connector returned 503 (trace ${tr})`,
        { delay: 400 },
      );
      storm(
        c,
        "hr-portal",
        1900,
        "error",
        (r) => `POST /api/onboarding/cases/OB-${r.int(100000, 999999)}/identity 503 ${ms(r, 20, 300)}ms`,
        { delay: 600 },
      );
    },
  },
  {
    cat: "dependency",
    estate: "brightwage",
    origin: "rti-submitter",
    hints: ["503", "unavailable", "hmrc", "upstream", "service unavailable"],
    sev: "high",
    note: "HMRC's RTI Transaction Engine returns 503 Service Unavailable; rti-submitter cannot submit FPS and payroll-calc holds pay runs.",
    emit(c) {
      storm(
        c,
        "rti-submitter",
        2200,
        "error",
        (r) =>
          `FPS submission for PAYE ref ${r.int(100, 999)}/BW${r.int(10000, 99999)} failed: HTTP 503 Service Unavailable from https://transaction-engine.tax.service.gov.uk/submission`,
        {
          stack: (_r, i) =>
            i % 6 === 0
              ? stacks.java(
                  "org.springframework.web.client.HttpServerErrorException$ServiceUnavailable",
                  '503 Service Unavailable: "<html><body>Service Unavailable</body></html>"',
                  [
                    "org.springframework.web.client.HttpServerErrorException.create(HttpServerErrorException.java:116)",
                    "com.brightwage.rti.TransactionEngineClient.submit(TransactionEngineClient.java:83)",
                  ],
                )
              : undefined,
        },
      );
      storm(
        c,
        "payroll-calc",
        6000,
        "warn",
        (r) => `Pay run M08 for employer ${r.int(1000, 9999)} held: RTI submission not acknowledged`,
        { delay: 8000 },
      );
      storm(
        c,
        "employer-portal",
        6000,
        "error",
        (r) => `Completed 502 Bad Gateway in ${ms(r, 100, 900)}ms - RTI submission failed`,
        { delay: 6000 },
      );
    },
  },
];

// ---------------------------------------------------------------- memory
const memory: Spec[] = [
  {
    cat: "memory",
    estate: "paycrest",
    origin: "yearend-forms",
    hints: ["memory", "oom", "sigkill", "killed"],
    sev: "medium",
    note: "yearend-forms loads whole employers into memory for W-2 PDFs; its gunicorn workers are SIGKILLed for memory and W-2 requests from payroll-api fail.",
    emit(c) {
      storm(
        c,
        "yearend-forms",
        9000,
        "warn",
        (r) =>
          `w2 batch worker rss=${r.int(1700, 1990)}MB (limit 2048MB) employer=${emp(r)} employees=${r.int(8000, 40000)}`,
      );
      storm(
        c,
        "yearend-forms",
        7000,
        "error",
        (r) => `[ERROR] Worker (pid:${r.int(20, 200)}) was sent SIGKILL! Perhaps out of memory?`,
        { delay: 30000, trace: false },
      );
      storm(c, "yearend-forms", 7000, "info", (r) => `[INFO] Booting worker with pid: ${r.int(200, 400)}`, {
        delay: 31000,
        trace: false,
      });
      storm(c, "yearend-forms", 20000, "error", () => "w2 batch failed", {
        delay: 40000,
        stack: () =>
          stacks.python(
            [
              ["/app/yearend/w2/batch.py", 133, "render_employer", "rows = list(fetch_all_wages(employer_id))"],
              ["/app/yearend/w2/pdf.py", 58, "merge", "buf = io.BytesIO(b''.join(pages))"],
            ],
            "MemoryError",
          ),
      });
      storm(
        c,
        "payroll-api",
        3000,
        "error",
        (r) => `GET /v2/employers/${emp(r)}/forms/w2/preview 502 ${ms(r, 100, 9000)}ms upstream yearend-forms reset`,
        { delay: 31000 },
      );
    },
  },
  {
    cat: "memory",
    estate: "rotaline",
    origin: "shift-scheduler",
    hints: ["outofmemory", "heap", "memory", "oom"],
    sev: "high",
    note: "shift-scheduler's roster optimiser exhausts the JVM heap (OutOfMemoryError: Java heap space) with long GC pauses, and wfm-web gets 502/504 for schedules.",
    emit(c) {
      storm(
        c,
        "shift-scheduler",
        6000,
        "warn",
        (r) =>
          `[gc] GC(${r.int(4000, 9000)}) Pause Full (G1 Compaction Pause) 3${r.int(900, 999)}M->3${r.int(900, 999)}M(4096M) ${r.int(1800, 6000)}.${r.int(100, 999)}ms`,
      );
      storm(c, "shift-scheduler", 5000, "error", (r) => `Roster optimisation failed for STORE-${r.int(100, 1999)}`, {
        delay: 40000,
        stack: () =>
          stacks.java("java.lang.OutOfMemoryError", "Java heap space", [
            "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
            "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
            "com.rotaline.scheduler.optimizer.CandidateGenerator.expand(CandidateGenerator.kt:118)",
            "com.rotaline.scheduler.optimizer.RosterOptimizer.solve(RosterOptimizer.kt:64)",
          ]),
      });
      storm(
        c,
        "wfm-web",
        1400,
        "error",
        (r) =>
          `GET /api/schedules/STORE-${r.int(100, 1999)}?week=2026-W49 ${r.pick(["502", "504", "504"])} ${ms(r, 5000, 15000)}ms upstream=shift-scheduler`,
        { delay: 20000 },
      );
    },
  },
  {
    cat: "memory",
    estate: "peoplenest",
    origin: "hr-portal",
    hints: ["heap", "memory", "out of memory", "allocation failed"],
    sev: "high",
    note: "hr-portal's Node process hits the V8 heap limit after a report export loads everything into memory, crashes and restarts repeatedly; its requests die and callers see resets.",
    emit(c) {
      for (let k = 0; k < 6; k++) {
        const at = 30000 + k * c.r.int(50000, 70000);
        once(
          c,
          at - 25000,
          "hr-portal",
          "warn",
          `GET /api/reports/headcount.csv?all=true running ${c.r.int(20, 40)}s, heapUsed=${c.r.int(1700, 1950)}MB`,
        );
        once(c, at, "hr-portal", "fatal", "<--- Last few GCs --->", [
          `[1:0x6b3e2a0]   ${c.r.int(200000, 400000)} ms: Mark-Compact 2040.1 (2083.4) -> 2038.9 (2083.9) MB, 1712.44 / 0.00 ms  (average mu = 0.101, current mu = 0.012) allocation failure; scavenge might not succeed`,
          "",
          "<--- JS stacktrace --->",
          "",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          " 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
          " 2: 0xf06b60 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
        ]);
        once(c, at + 4000, "hr-portal", "info", "hr-portal@3.22.1 starting (node v20.18.1, NODE_ENV=production)");
      }
      storm(
        c,
        "onboarding-svc",
        8000,
        "warn",
        () =>
          "callback to hr-portal failed: ('Connection aborted.', RemoteDisconnected('Remote end closed connection without response'))",
        { delay: 31000 },
      );
      storm(c, "directory-svc", 12000, "warn", () => "Webhook delivery to hr-portal failed: Connection reset", {
        delay: 32000,
      });
    },
    drop: 0.5,
  },
  {
    cat: "memory",
    estate: "brightwage",
    origin: "employer-portal",
    hints: ["memory", "enomem", "worker killer", "out of memory"],
    sev: "medium",
    note: "employer-portal's Puma workers bloat while generating year-to-date exports; puma_worker_killer keeps killing them and fork fails with ENOMEM, so portal requests fail.",
    emit(c) {
      storm(
        c,
        "employer-portal",
        12000,
        "warn",
        (r) =>
          `PumaWorkerKiller: Out of memory. ${r.int(4, 6)} workers consuming total: ${r.int(2049, 2300)} mb out of max: 2048 mb. Sending TERM to pid ${r.int(100, 900)} consuming ${r.int(600, 900)} mb.`,
      );
      storm(
        c,
        "employer-portal",
        6000,
        "error",
        (r) =>
          `Errno::ENOMEM (Cannot allocate memory - fork(2)) while exporting YTD report for employer ${r.int(1000, 9999)}`,
        { delay: 30000 },
      );
      storm(
        c,
        "employer-portal",
        3000,
        "error",
        (r) =>
          `Completed 500 Internal Server Error in ${ms(r, 4000, 30000)}ms (ActiveRecord: 812.3ms | Allocations: ${r.int(4000000, 9000000)})`,
        { delay: 20000 },
      );
      storm(
        c,
        "payslip-mailer",
        30000,
        "warn",
        () => "portal link check to employer-portal timed out, sending without link",
        { delay: 60000 },
      );
    },
  },
];

// ---------------------------------------------------------------- disk
const disk: Spec[] = [
  {
    cat: "disk",
    estate: "paycrest",
    origin: "payroll-db",
    hints: ["no space", "disk", "space", "wal"],
    sev: "high",
    note: "payroll-db runs out of WAL disk space and PANICs, Postgres restarts into recovery, and payrun-engine, garnishment-svc and payroll-api fail with database errors.",
    emit(c) {
      once(c, -90000, "payroll-db", "warn", "LOG:  checkpoints are occurring too frequently (9 seconds apart)", [
        'HINT:  Consider increasing the configuration parameter "max_wal_size".',
      ]);
      once(
        c,
        0,
        "payroll-db",
        "fatal",
        'PANIC:  could not write to file "pg_wal/xlogtemp.1187": No space left on device',
      );
      once(c, 800, "payroll-db", "info", "LOG:  server process (PID 1187) was terminated by signal 6: Aborted");
      once(c, 900, "payroll-db", "info", "LOG:  terminating any other active server processes");
      storm(c, "payroll-db", 6000, "fatal", () => "FATAL:  the database system is in recovery mode", { delay: 5000 });
      storm(
        c,
        "payroll-db",
        20000,
        "error",
        () => 'LOG:  could not write to file "pg_wal/xlogtemp.2231": No space left on device',
        { delay: 30000 },
      );
      storm(c, "payrun-engine", 1000, "error", () => "Payrun preview failed", {
        delay: 1000,
        stack: (_r, i) =>
          i % 4 === 0
            ? stacks.java(
                "org.springframework.dao.DataAccessResourceFailureException",
                "Unable to acquire JDBC Connection",
                ["com.paycrest.payrun.PayrunService.preview(PayrunService.java:88)"],
                [
                  "org.postgresql.util.PSQLException",
                  "FATAL: the database system is in recovery mode",
                  ["org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)"],
                ],
              )
            : undefined,
      });
      storm(
        c,
        "garnishment-svc",
        3000,
        "error",
        () =>
          'ActiveRecord::ConnectionNotEstablished (connection to server at "payroll-db" (10.42.7.3), port 5432 failed: FATAL:  the database system is in recovery mode)',
        { delay: 1500 },
      );
      storm(
        c,
        "payroll-api",
        1200,
        "error",
        (r) => `POST /v2/employers/${emp(r)}/payruns/preview 500 ${ms(r, 20, 200)}ms`,
        { delay: 1500 },
      );
    },
  },
  {
    cat: "disk",
    estate: "rotaline",
    origin: "clock-ingest",
    hints: ["no space", "disk", "space", "enospc"],
    sev: "high",
    note: "clock-ingest's punch spool volume fills up; punches cannot be written (no space left on device) and terminal-bridge buffers while managers see missing punches.",
    emit(c) {
      once(c, -60000, "clock-ingest", "warn", "spool /var/spool/punches usage 97% (48.5GiB/50GiB)");
      storm(
        c,
        "clock-ingest",
        700,
        "error",
        (r) =>
          `punch persist failed site=STORE-${r.int(100, 1999)} badge=${r.int(10000, 99999)}: write /var/spool/punches/2026-11-30/${r.hex(8)}.pb: no space left on device`,
      );
      storm(
        c,
        "terminal-bridge",
        15000,
        "warn",
        (r) => `upstream clock-ingest NACK for ${r.int(20, 300)} frames in last 15s, holding in local buffer`,
        { delay: 5000 },
      );
      storm(
        c,
        "wfm-web",
        20000,
        "warn",
        (r) => `GET /api/timecards/exceptions 200 ${ms(r, 100, 400)}ms - ${r.int(40, 400)} missing punches flagged`,
        { delay: 60000 },
      );
    },
  },
  {
    cat: "disk",
    estate: "peoplenest",
    origin: "hr-search",
    hints: ["disk", "watermark", "read-only", "flood", "cluster_block"],
    sev: "medium",
    note: "hr-search crosses the Elasticsearch flood-stage disk watermark (WARN only) and its indices go read-only; directory-svc's index updates fail with cluster_block_exception.",
    emit(c) {
      once(
        c,
        -120000,
        "hr-search",
        "warn",
        "high disk watermark [90%] exceeded on [Yf3kQ2RjSp6c1nq1bZp8Lw][hr-search-1][/usr/share/elasticsearch/data] free: 9.2gb[8.9%], shards will be relocated away from this node",
      );
      storm(
        c,
        "hr-search",
        30000,
        "warn",
        () =>
          "flood stage disk watermark [95%] exceeded on [Yf3kQ2RjSp6c1nq1bZp8Lw][hr-search-1][/usr/share/elasticsearch/data] free: 4.9gb[4.8%], all indices on this node will be marked read-only",
      );
      storm(
        c,
        "directory-svc",
        1600,
        "error",
        (r) =>
          `Index update for employee ${ee(r)} failed: ElasticsearchException[type=cluster_block_exception, reason=index [people-v3] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];]`,
        { delay: 2000 },
      );
      storm(
        c,
        "hr-portal",
        15000,
        "warn",
        () => "people search results stale: last index update failed at directory-svc",
        { delay: 60000 },
      );
    },
    drop: 0.1,
  },
  {
    cat: "disk",
    estate: "brightwage",
    origin: "audit-trail",
    hints: ["read-only", "disk", "file system", "erofs"],
    sev: "high",
    note: "audit-trail's data volume is remounted read-only after an I/O error, audit appends fail and payroll-calc and employer-portal refuse to proceed without an audit record.",
    emit(c) {
      once(c, 0, "audit-trail", "error", "segment write failed: write /data/audit/seg-88231.log: input/output error");
      storm(
        c,
        "audit-trail",
        1200,
        "error",
        (r) =>
          `append event ${r.pick(["payrun.calculated", "payrun.approved", "rti.fps.submitted"])} failed: open /data/audit/seg-88232.log: read-only file system`,
        { delay: 1500 },
      );
      storm(
        c,
        "payroll-calc",
        1800,
        "error",
        (r) => `Pay run for employer ${r.int(1000, 9999)} not committed: audit-trail append returned 500`,
        { delay: 2000 },
      );
      storm(
        c,
        "employer-portal",
        2500,
        "error",
        (r) => `Completed 503 Service Unavailable in ${ms(r, 20, 200)}ms - audit service unavailable`,
        { delay: 2500 },
      );
    },
    drop: 0.95,
  },
];

// ---------------------------------------------------------------- unknown
const unknown: Spec[] = [
  {
    cat: "unknown",
    estate: "paycrest",
    origin: "employer-registry",
    hints: ["unavailable", "restart", "crash", "exit", "unknown"],
    sev: "high",
    note: "employer-registry stops answering and restarts over and over without ever logging why; payroll-api and payrun-engine report connection refused and 503s from it.",
    quiet: true,
    emit(c) {
      for (let k = 0; k < 9; k++)
        once(
          c,
          20000 + k * c.r.int(40000, 60000),
          "employer-registry",
          "info",
          `starting employer-registry version=v3.4.1 go=go1.23.4 addr=:8080`,
        );
      storm(
        c,
        "payroll-api",
        900,
        "error",
        (r, _i, tr) =>
          `GET /v2/employers/${emp(r)}/employees 503 ${ms(r, 1, 20)}ms upstream employer-registry: connect ECONNREFUSED 10.42.5.19:8080 (req ${tr.slice(0, 10)})`,
        { delay: 1000 },
      );
      storm(
        c,
        "payrun-engine",
        2500,
        "error",
        () =>
          'Employer lookup failed: I/O error on GET request for "http://employer-registry:8080/v1/employers": Connection refused',
        { delay: 1500 },
      );
      storm(
        c,
        "payslip-renderer",
        9000,
        "warn",
        () => "employer branding lookup failed (employer-registry 503), using default template",
        { delay: 3000 },
      );
    },
  },
  {
    cat: "unknown",
    estate: "rotaline",
    origin: "leave-service",
    hints: ["500", "internal", "error", "unknown"],
    sev: "medium",
    note: "leave-service starts answering 500 Internal Server Error on most requests without logging an exception; wfm-web and accrual-calc see the failures.",
    emit(c) {
      storm(
        c,
        "leave-service",
        1500,
        "error",
        (r) =>
          `Completed 500 Internal Server Error in ${ms(r, 2, 15)}ms (ActiveRecord: 0.0ms | Allocations: ${r.int(300, 900)})`,
      );
      storm(
        c,
        "wfm-web",
        1600,
        "error",
        (r) => `POST /api/leave-requests 500 ${ms(r, 10, 60)}ms upstream=leave-service`,
        { delay: 100 },
      );
      storm(
        c,
        "accrual-calc",
        20000,
        "warn",
        () => "leave-service webhook for approved leave not received in 10 min window",
        { delay: 60000 },
      );
    },
  },
  {
    cat: "unknown",
    estate: "peoplenest",
    origin: "carrier-edi",
    hints: ["stalled", "unresponsive", "hung", "unknown", "stuck"],
    sev: "medium",
    note: "carrier-edi silently stops (no job, health or heartbeat lines) and benefits-enrol times out handing elections to it, with no explanation in carrier-edi's logs.",
    quiet: true,
    emit(c) {
      storm(
        c,
        "benefits-enrol",
        4000,
        "error",
        (r) =>
          `Carrier hand-off failed for election of employee ${r.int(100000, 999999)}: System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing. (carrier-edi)`,
        { delay: 30000 },
      );
      storm(
        c,
        "benefits-enrol",
        20000,
        "warn",
        (r) =>
          `Outbound carrier queue at ${r.int(200, 4000)} items; last acknowledgement from carrier-edi ${r.int(2, 15)} minutes ago`,
        { delay: 60000 },
      );
      storm(
        c,
        "hr-portal",
        15000,
        "warn",
        (r) => `GET /api/benefits/status 200 ${ms(r, 20, 90)}ms carrier_sync=stale`,
        { delay: 90000 },
      );
    },
  },
  {
    cat: "unknown",
    estate: "brightwage",
    origin: "bacs-bureau",
    hints: ["500", "internal", "error", "unknown"],
    sev: "high",
    note: "bacs-bureau returns HTTP 500 'internal error' for every submission with nothing more in its logs, so BACS payments are not submitted and employer-portal reports failures.",
    emit(c) {
      storm(
        c,
        "bacs-bureau",
        2000,
        "error",
        (r) => `"POST /v2/submissions HTTP/1.1" 500 22 request_id=${r.hex(16)} msg="internal error"`,
      );
      storm(
        c,
        "employer-portal",
        2500,
        "error",
        (r) =>
          `Payment submission for employer ${r.int(1000, 9999)} failed: bacs-bureau responded 500 ({"error":"internal error"})`,
        { delay: 300 },
      );
      storm(
        c,
        "payroll-calc",
        15000,
        "warn",
        (r) => `Pay run M08 for employer ${r.int(1000, 9999)} awaiting BACS confirmation`,
        { delay: 20000 },
      );
    },
  },
];

export const SPECS: Spec[] = [
  ...authentication,
  ...authorization,
  ...database,
  ...network,
  ...timeout,
  ...rateLimiting,
  ...validation,
  ...nullReference,
  ...configuration,
  ...dependency,
  ...memory,
  ...disk,
  ...unknown,
];
