// The 52 incident scenarios: 4 per category, one in each estate, written as the software really logs them.
import type { CallKind, Line } from "./callers.js";
import type { Rng } from "./rng.js";

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

export interface Once extends Line {
  dt: number; // seconds from the start of the fault (negative: before)
  svc?: string; // default: the origin
}

export interface Spec {
  cat: Category;
  estate: string;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** loud: origin logs errors; warn: origin logs at WARN only; silent: origin stops logging. */
  mode: "loud" | "warn" | "silent";
  kind: CallKind;
  /** Origin's line for one failed request. */
  fail?: (r: Rng, n: number) => Line;
  failRate?: number;
  once?: (r: Rng) => Once[];
  every?: { s: number; f: (r: Rng, n: number) => Line; svc?: string };
  /** Origin's normal lines stop at the start. */
  stopInfo?: boolean;
  breaker?: boolean;
}

const id = (r: Rng) => r.hex(8);
const subj = (r: Rng) => `${r.int(101, 188)}-${String(r.int(1, 240)).padStart(4, "0")}`;
const W = (msg: string): Line => ({ level: "warn", msg });
const E = (msg: string): Line => ({ level: "error", msg });
const F = (msg: string): Line => ({ level: "fatal", msg });
const I = (msg: string): Line => ({ level: "info", msg });
const at = (dt: number, l: Line, svc?: string): Once => ({ dt, ...l, ...(svc ? { svc } : {}) });

const JAVA_TAIL = (pkg: string, cls: string, m: string, n: number) =>
  `\n\tat ${pkg}.${cls}.${m}(${cls}.java:${n})\n\tat ${pkg}.${cls}$$SpringCGLIB$$0.${m}(<generated>)\n\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)\n\tat jakarta.servlet.http.HttpServlet.service(HttpServlet.java:658)\n\tat org.apache.tomcat.util.threads.TaskThread$WrappingRunnable.run(TaskThread.java:61)\n\tat java.base/java.lang.Thread.run(Thread.java:1583)`;

export const INCIDENTS: Spec[] = [
  // ------------------------------------------------------------ authentication
  {
    cat: "authentication",
    estate: "meridian",
    origin: "cdw-loader",
    hints: ["password", "authentication", "credential", "auth"],
    sev: "medium",
    mode: "loud",
    kind: "5xx",
    note: "The warehouse loader's Postgres login is rejected after the cdw_loader password was rotated on the warehouse side; every extract fails.",
    every: {
      s: 20,
      f: (r) =>
        E(
          `extract ${r.pick(["edc.item_data", "edc.queries", "irt.kits"])} failed\nTraceback (most recent call last):\n  File "/app/loader/extract.py", line 88, in run\n    with engine.begin() as conn:\n  File "/usr/local/lib/python3.11/site-packages/sqlalchemy/engine/base.py", line 3243, in begin\n    with self.connect() as conn:\n  File "/usr/local/lib/python3.11/site-packages/psycopg2/__init__.py", line 122, in connect\n    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "cdw-pg.mrd.internal" (10.20.1.5), port 5432 failed: FATAL:  password authentication failed for user "cdw_loader"`,
        ),
    },
    once: () => [at(25, W("watermark for edc.item_data not advanced for 2 cycles"))],
    stopInfo: true,
  },
  {
    cat: "authentication",
    estate: "northbank",
    origin: "e2b-gateway",
    hints: ["401", "unauthorized", "authentication", "credential", "login"],
    sev: "high",
    mode: "loud",
    kind: "5xx",
    note: "The regulator gateway starts refusing the E2B gateway's AS2 login (401, credentials invalid) so expedited safety reports pile up unsent.",
    fail: (r) =>
      E(
        `AS2 send to FDA-ESG failed for ICSR ${id(r).toUpperCase()}: HTTP 401 Unauthorized - authentication failed for account NORTHBANK_PROD (WebTrader/AS2 credentials invalid)`,
      ),
    every: {
      s: 40,
      f: (r) => W(`${r.int(3, 40)} ICSRs waiting in outbound queue, oldest ${r.int(2, 30)} min (15-day clock running)`),
    },
  },
  {
    cat: "authentication",
    estate: "halcyon",
    origin: "kit-inventory",
    hints: ["invalid_client", "client", "authentication", "credential", "secret", "oauth"],
    sev: "high",
    mode: "loud",
    kind: "5xx",
    note: "kit-inventory's OAuth client secret has expired, its token requests are refused with invalid_client and every reservation that needs a downstream call fails.",
    fail: () =>
      E(
        `Failed to obtain access token for client registration 'staff-sso'\norg.springframework.security.oauth2.client.ClientAuthorizationException: [invalid_client] Client authentication failed: client secret expired\n\tat org.springframework.security.oauth2.client.ClientCredentialsOAuth2AuthorizedClientProvider.getTokenResponse(ClientCredentialsOAuth2AuthorizedClientProvider.java:107)\n\tat org.springframework.security.oauth2.client.AuthorizedClientServiceOAuth2AuthorizedClientManager.authorize(AuthorizedClientServiceOAuth2AuthorizedClientManager.java:144)\n\tat com.halcyon.supply.client.ShipmentClient.reserve(ShipmentClient.java:52)`,
      ),
    every: {
      s: 6,
      f: () =>
        W(
          `level=warn msg="client authentication failed" client_id=kit-inventory grant=client_credentials error=invalid_client reason="secret expired"`,
        ),
      svc: "staff-sso",
    },
    failRate: 0.85,
  },
  {
    cat: "authentication",
    estate: "corvid",
    origin: "icsr-sender",
    hints: ["authentication", "password", "401", "login", "credential"],
    sev: "high",
    mode: "loud",
    kind: "5xx",
    note: "EudraVigilance gateway login for icsr-sender fails because the gateway account password expired; case transmissions fail and safety-case reports errors.",
    fail: () =>
      E(
        `Transmission to EV-Gateway failed: HTTP 401 - Authentication failed for user CORVID_ICSR_PROD (password expired)\ncom.corvid.icsr.gateway.GatewayAuthException: login rejected by EV-Gateway\n\tat com.corvid.icsr.gateway.EvClient.login(EvClient.java:131)\n\tat com.corvid.icsr.gateway.EvClient.send(EvClient.java:74)\n\tat com.corvid.icsr.SendService.transmit(SendService.java:58)`,
      ),
    every: { s: 60, f: () => W("ACK poll skipped: no gateway session") },
  },
  // ------------------------------------------------------------ authorization
  {
    cat: "authorization",
    estate: "meridian",
    origin: "edc-forms",
    hints: ["accessdenied", "access denied", "403", "not authorized", "permission", "authoriz"],
    sev: "high",
    mode: "loud",
    kind: "5xx",
    failRate: 0.55,
    note: "After an IAM policy change edc-forms may no longer write eCRF attachments to S3 (AccessDenied on PutObject); form saves with attachments fail at the portal.",
    fail: (r) =>
      E(
        `Attachment upload failed for subject ${subj(r)}\nsoftware.amazon.awssdk.services.s3.model.S3Exception: User: arn:aws:sts::482193776120:assumed-role/edc-forms-prod/aws-sdk-java-${r.int(1000000, 9999999)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::mrd-ecrf-attachments/prod/${subj(r)}/${id(r)}.pdf" because no identity-based policy allows the s3:PutObject action (Service: S3, Status Code: 403, Request ID: ${r.hex(16).toUpperCase()})${JAVA_TAIL("com.meridian.edc.attachments", "AttachmentStore", "put", 61)}`,
      ),
  },
  {
    cat: "authorization",
    estate: "northbank",
    origin: "ledger-export",
    hints: ["permission", "denied", "42501", "authoriz", "privilege"],
    sev: "medium",
    mode: "loud",
    kind: "5xx",
    note: "ledger-export loses its grant on payment_batches after a role cleanup; exports fail with permission denied and site-payments reports the errors.",
    fail: (r) =>
      E(
        `Export batch ${r.int(400, 499)} failed\nNpgsql.PostgresException (0x80004005): 42501: permission denied for table payment_batches\n   at Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)\n   at Npgsql.NpgsqlDataReader.NextResult(Boolean async, Boolean isConsuming, CancellationToken cancellationToken)\n   at Northbank.Ledger.Export.BatchWriter.WriteAsync(PaymentBatch batch) in /src/Ledger/Export/BatchWriter.cs:line 77`,
      ),
    every: {
      s: 60,
      f: (r) =>
        E(
          `Reconciliation sweep aborted: 42501: permission denied for table payment_batches (${r.int(10, 60)} payments pending)`,
        ),
    },
  },
  {
    cat: "authorization",
    estate: "halcyon",
    origin: "warehouse-etl",
    hints: ["403", "permission", "denied", "storage.objects.create", "authoriz", "forbidden"],
    sev: "medium",
    mode: "loud",
    kind: "5xx",
    note: "The warehouse ETL service account lost storage.objects.create on the landing bucket; every load task fails with 403 and goes up_for_retry.",
    every: {
      s: 18,
      f: (r) =>
        E(
          `Task failed with exception\nTraceback (most recent call last):\n  File "/opt/airflow/dags/cdw/load.py", line 142, in upload_partition\n    blob.upload_from_filename(path)\n  File "/home/airflow/.local/lib/python3.11/site-packages/google/cloud/storage/blob.py", line 2959, in upload_from_filename\n    self._handle_filename_and_upload(\ngoogle.api_core.exceptions.Forbidden: 403 POST https://storage.googleapis.com/upload/storage/v1/b/hal-cdw-landing/o?uploadType=multipart: warehouse-etl@hal-trials.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).\nMarking task as UP_FOR_RETRY. dag_id=cdw_nightly, task_id=load_${r.pick(["crf", "kits", "queries"])}`,
        ),
    },
    stopInfo: true,
  },
  {
    cat: "authorization",
    estate: "corvid",
    origin: "consent-store",
    hints: ["403", "authorizationpermissionmismatch", "permission", "authoriz", "not authorized"],
    sev: "high",
    mode: "loud",
    kind: "5xx",
    note: "consent-store's managed identity lost its blob data role; signed ICFs cannot be stored (403 AuthorizationPermissionMismatch) and consent submissions fail.",
    fail: (r) =>
      E(
        `Failed to store signed ICF ${id(r)}\ncom.azure.storage.blob.models.BlobStorageException: Status code 403, "<?xml version="1.0" encoding="utf-8"?><Error><Code>AuthorizationPermissionMismatch</Code><Message>This request is not authorized to perform this operation using this permission.\nRequestId:${r.hex(8)}-${r.hex(4)}-${r.hex(4)}</Message></Error>"\n\tat com.azure.storage.blob.implementation.util.ModelHelper.mapToBlobStorageException(ModelHelper.java:540)\n\tat com.corvid.consent.store.BlobArchive.put(BlobArchive.java:66)`,
      ),
  },
  // ------------------------------------------------------------ database
  {
    cat: "database",
    estate: "meridian",
    origin: "irt-randomizer",
    hints: ["connection", "pool", "hikari", "jdbc", "database", "sql"],
    sev: "high",
    mode: "loud",
    kind: "timeout",
    breaker: true,
    note: "irt-randomizer's JDBC pool is exhausted by long-held connections; randomisation requests wait 30 s for a connection and fail, the portal reports timeouts.",
    fail: (r) =>
      E(
        `Could not open JPA EntityManager for transaction\norg.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction\nCaused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${r.int(30, 80)})\n\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)\n\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)\n\tat com.meridian.irt.RandomizationService.assign(RandomizationService.java:93)`,
      ),
    every: { s: 30, f: (r) => W(`HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${r.int(20, 70)})`) },
  },
  {
    cat: "database",
    estate: "northbank",
    origin: "site-payments",
    hints: ["deadlock", "database", "pg", "sql", "transaction"],
    sev: "medium",
    mode: "loud",
    kind: "5xx",
    failRate: 0.5,
    note: "A new payment-approval path in site-payments locks visits and payments in opposite order; Postgres deadlocks abort about half of the approvals.",
    fail: (r) =>
      E(
        `ActiveRecord::Deadlocked (PG::TRDeadlockDetected: ERROR:  deadlock detected\nDETAIL:  Process ${r.int(3000, 9000)} waits for ShareLock on transaction ${r.int(8000000, 9000000)}; blocked by process ${r.int(3000, 9000)}.\nProcess ${r.int(3000, 9000)} waits for ShareLock on transaction ${r.int(8000000, 9000000)}; blocked by process ${r.int(3000, 9000)}.\nHINT:  See server log for query details.\nCONTEXT:  while updating tuple (${r.int(10, 900)},${r.int(1, 40)}) in relation "visit_payments"\n):\napp/services/payment_approval.rb:41:in \`block in approve!'\napp/services/payment_approval.rb:33:in \`approve!'\napp/controllers/payments_controller.rb:22:in \`create'`,
      ),
  },
  {
    cat: "database",
    estate: "halcyon",
    origin: "subject-registry",
    hints: ["read-only", "read only", "database", "psql", "sql", "failover"],
    sev: "high",
    mode: "loud",
    kind: "5xx",
    note: "After a database failover subject-registry keeps pooled connections to the old primary, now a read-only replica; every status update fails.",
    fail: (r) =>
      E(
        `Subject ${subj(r)} status update failed\norg.springframework.dao.InvalidDataAccessApiUsageException: could not execute statement; SQL [n/a]\nCaused by: org.postgresql.util.PSQLException: ERROR: cannot execute UPDATE in a read-only transaction\n\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)\n\tat org.postgresql.jdbc.PgPreparedStatement.executeUpdate(PgPreparedStatement.java:152)\n\tat com.halcyon.registry.SubjectRepository.updateStatus(SubjectRepository.java:48)`,
      ),
    once: () => [
      at(
        -4,
        W(
          "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@5c1a7e2f (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
        ),
      ),
    ],
  },
  {
    cat: "database",
    estate: "corvid",
    origin: "diary-ingest",
    hints: ["too many clients", "53300", "database", "connection", "pgx", "postgres"],
    sev: "high",
    mode: "warn",
    kind: "5xx",
    failRate: 0.8,
    note: "diary-ingest cannot get Postgres connections (too many clients already) and logs it only as warnings while the app API returns 5xx for diary submissions.",
    fail: (r) =>
      W(
        `store entry subject=${subj(r)}: failed to connect to \`host=diary-pg.corvid.internal user=ingest database=diary\`: server error (FATAL: sorry, too many clients already (SQLSTATE 53300)); will retry`,
      ),
  },
  // ------------------------------------------------------------ network
  {
    cat: "network",
    estate: "meridian",
    origin: "kit-supply",
    hints: ["route", "network", "unreachable", "dial", "connect"],
    sev: "high",
    mode: "loud",
    kind: "5xx",
    note: "kit-supply's path to the depot WMS over the site-to-site VPN drops (no route to host); dispensing and resupply fail and irt-randomizer reports 502s from kit-supply.",
    fail: (r) =>
      E(
        `dispense kit=${r.int(100000, 999999)}: reserve at depot: Post "https://wms.depot-nl1.partner.example/api/v3/reserve": dial tcp 172.31.${r.int(8, 9)}.14:443: connect: no route to host`,
      ),
    every: { s: 35, f: () => E(`resupply run aborted: dial tcp 172.31.8.14:443: connect: no route to host`) },
  },
  {
    cat: "network",
    estate: "northbank",
    origin: "id-verify",
    hints: ["ssl", "tls", "handshake", "eof", "network"],
    sev: "high",
    mode: "loud",
    kind: "5xx",
    note: "id-verify's outbound TLS connections start dying mid-handshake (SSLEOFError) through the egress proxy; identity checks fail and econsent cannot complete signatures.",
    fail: (r) =>
      E(
        `identity check ${r.hex(12)} failed\nTraceback (most recent call last):\n  File "/app/idv/vendor.py", line 57, in create_check\n    resp = self.session.post(url, json=payload, timeout=10)\n  File "/usr/local/lib/python3.12/site-packages/requests/adapters.py", line 675, in send\n    raise SSLError(e, request=request)\nrequests.exceptions.SSLError: HTTPSConnectionPool(host='api.idcheck-vendor.example', port=443): Max retries exceeded with url: /v3/checks (Caused by SSLError(SSLEOFError(8, '[SSL: UNEXPECTED_EOF_WHILE_READING] EOF occurred in violation of protocol (_ssl.c:1006)')))`,
      ),
    breaker: true,
  },
  {
    cat: "network",
    estate: "halcyon",
    origin: "temp-monitor",
    hints: ["reset", "connection", "network", "socket", "recv"],
    sev: "medium",
    mode: "warn",
    kind: "reset",
    failRate: 0.7,
    note: "temp-monitor's connections to the logger gateway keep being reset, it logs only reconnect warnings while depot-shipments cannot get readings to release shipments.",
    every: {
      s: 4,
      f: (r) =>
        W(
          `gw-link: recv() failed on fd ${r.int(9, 40)}: Connection reset by peer (errno 104), peer 10.8.4.20:7001; reconnecting in ${r.int(1, 4)}s`,
        ),
    },
    fail: () => W("readings request aborted: gateway link down"),
  },
  {
    cat: "network",
    estate: "corvid",
    origin: "push-scheduler",
    hints: ["dns", "eai_again", "getaddrinfo", "network", "resolve"],
    sev: "medium",
    mode: "loud",
    kind: "5xx",
    note: "push-scheduler cannot resolve the push provider hosts (getaddrinfo EAI_AGAIN); reminder sweeps fail and schedule calls from the app API return 502.",
    fail: () =>
      E(
        `Error: getaddrinfo EAI_AGAIN fcm.googleapis.com\n    at GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:dns:120:26) {\n  errno: -3001,\n  code: 'EAI_AGAIN',\n  syscall: 'getaddrinfo',\n  hostname: 'fcm.googleapis.com'\n}`,
      ),
    every: {
      s: 30,
      f: (r) => E(`reminder sweep failed: ${r.int(40, 400)} due, 0 sent (getaddrinfo EAI_AGAIN api.push.apple.com)`),
    },
  },
  // ------------------------------------------------------------ timeout
  {
    cat: "timeout",
    estate: "meridian",
    origin: "edit-checks",
    hints: ["timeout", "timed out", "budget", "exceeded"],
    sev: "high",
    mode: "loud",
    kind: "timeout",
    failRate: 0.75,
    note: "edit-checks starts blowing its evaluation budget on lab forms and aborts the runs; edc-forms times out waiting and the portal shows 504s.",
    fail: (r) =>
      E(
        `Edit check run for form LB subject ${subj(r)} aborted after 5000 ms (rules evaluated ${r.int(90, 300)}/418)\njava.util.concurrent.TimeoutException: rule evaluation exceeded 5000 MILLISECONDS\n\tat java.base/java.util.concurrent.FutureTask.get(FutureTask.java:204)\n\tat com.meridian.checks.RuleRunner.runAll(RuleRunner.java:117)\n\tat com.meridian.checks.api.CheckController.run(CheckController.java:39)`,
      ),
  },
  {
    cat: "timeout",
    estate: "northbank",
    origin: "safety-intake",
    hints: ["timeout", "timed out", "lock"],
    sev: "high",
    mode: "loud",
    kind: "timeout",
    note: "safety-intake cannot get its case-numbering lock within 30 s, SAE intake requests time out and the API gateway returns errors for new cases.",
    fail: (r) =>
      E(
        `Failed to register SAE from site ${r.pick(["DE-114", "PL-131", "US-102"])}\nSystem.TimeoutException: Timed out after 00:00:30 waiting to acquire lock 'case-number-seq'\n   at Medallion.Threading.Internal.SyncViaAsync.Run[TState](Func\`2 action, TState state)\n   at Northbank.Safety.Intake.CaseNumberAllocator.NextAsync(CancellationToken ct) in /src/Intake/CaseNumberAllocator.cs:line 41\n   at Northbank.Safety.Intake.CasesController.Post(SaeDto dto) in /src/Intake/CasesController.cs:line 58`,
      ),
  },
  {
    cat: "timeout",
    estate: "halcyon",
    origin: "randomisation",
    hints: ["timeout", "timed out", "lock"],
    sev: "high",
    mode: "warn",
    kind: "timeout",
    failRate: 0.8,
    note: "randomisation waits out its 15 s stratum lock and gives up, logging only warnings; trial-hub reports timeouts on /v1/randomise.",
    fail: (r) =>
      W(
        `subject ${subj(r)}: timed out after 15.0s waiting for stratum lock 'RL-03:${r.pick(["A", "B", "C"])}', request abandoned`,
      ),
  },
  {
    cat: "timeout",
    estate: "corvid",
    origin: "report-builder",
    hints: ["timeout", "timed out", "cancel", "deadline"],
    sev: "medium",
    mode: "warn",
    kind: "timeout",
    note: "report-builder's CIOMS renders run past their 120 s deadline and are cancelled; safety-case times out waiting for the forms.",
    fail: (r) =>
      W(
        `Render of CIOMS-I ${r.hex(6)} cancelled after 120s\nSystem.OperationCanceledException: The operation was canceled.\n   at System.Threading.CancellationToken.ThrowOperationCanceledException()\n   at Corvid.Reports.Pdf.Renderer.RenderAsync(ReportJob job, CancellationToken ct) in /src/Reports/Pdf/Renderer.cs:line 212`,
      ),
  },
  // ------------------------------------------------------------ rate limiting
  {
    cat: "rate_limiting",
    estate: "meridian",
    origin: "notify-relay",
    hints: ["429", "rate", "too many requests", "throttl"],
    sev: "medium",
    mode: "loud",
    kind: "5xx",
    failRate: 0.7,
    note: "The email provider starts answering notify-relay with 429 Too Many Requests; query notifications to sites fail and query-desk logs errors.",
    fail: () =>
      E(
        "ResponseError: Too Many Requests\n    at /app/node_modules/@sendgrid/client/src/classes/client.js:167:29\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5) {\n  code: 429,\n  response: { headers: { 'x-ratelimit-limit': '600', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1782230460' } }\n}",
      ),
  },
  {
    cat: "rate_limiting",
    estate: "northbank",
    origin: "econsent",
    hints: ["429", "rate", "limit", "throttl", "quota"],
    sev: "high",
    mode: "loud",
    kind: "5xx",
    failRate: 0.8,
    note: "The e-signature provider throttles econsent (HOURLY_APICALL_LIMIT_EXCEEDED, 429); envelopes cannot be created and consent visits fail at nb-api.",
    fail: () =>
      E(
        "e-signature API POST /restapi/v2.1/accounts/8812/envelopes failed: 429 HOURLY_APICALL_LIMIT_EXCEEDED (The maximum number of hourly API invocations has been exceeded)",
      ),
  },
  {
    cat: "rate_limiting",
    estate: "halcyon",
    origin: "depot-shipments",
    hints: ["429", "rate", "limit", "throttl"],
    sev: "medium",
    mode: "warn",
    kind: "5xx",
    failRate: 0.7,
    note: "The courier API throttles depot-shipments (429 with Retry-After), which logs warnings only; shipment creation fails for kit-inventory and trial-hub.",
    fail: () =>
      W("Courier API POST /v2/shipments returned 429 Too Many Requests (Retry-After: 60); giving up after 3 attempts"),
    every: { s: 60, f: () => W("Courier status sync skipped: rate limited (429), next window in 60s") },
  },
  {
    cat: "rate_limiting",
    estate: "corvid",
    origin: "site-directory",
    hints: ["over_query_limit", "rate", "quota", "limit", "429"],
    sev: "medium",
    mode: "loud",
    kind: "5xx",
    failRate: 0.6,
    note: "site-directory hits the geocoding provider's quota (OVER_QUERY_LIMIT) on cache misses; consent and payment lookups fail downstream.",
    fail: (r) =>
      E(
        `geocode site=${r.pick(["PL-114", "US-152", "JP-133"])}: OVER_QUERY_LIMIT: You have exceeded your rate-limit for this API.`,
      ),
  },
  // ------------------------------------------------------------ validation
  {
    cat: "validation",
    estate: "meridian",
    origin: "edc-forms",
    hints: ["validation", "invalid", "constraint", "methodargumentnotvalid"],
    sev: "medium",
    mode: "warn",
    kind: "400",
    failRate: 0.45,
    note: "A central-lab vendor changes its units, and edc-forms starts rejecting lab imports and LB saves with validation errors (422) at WARN; sites see failed saves.",
    fail: (r) =>
      W(
        `Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public org.springframework.http.ResponseEntity<com.meridian.edc.FormDto> com.meridian.edc.FormController.save(com.meridian.edc.FormDto): [Field error in object 'formDto' on field 'items[${r.int(2, 30)}].unit': rejected value [${r.pick(["µmol/L", "10^9/L", "mg/dL"])}]; codes [CodeList.formDto.items.unit]; default message [unit not in codelist LBSTRESU]] ]`,
      ),
  },
  {
    cat: "validation",
    estate: "northbank",
    origin: "epro-sync",
    hints: ["parse", "invalid", "validation", "payload", "format"],
    sev: "medium",
    mode: "warn",
    kind: "400",
    failRate: 0.4,
    note: "A new patient app build sends diary timestamps without a zone; epro-sync rejects those entries as invalid payloads at WARN, nb-api returns 422.",
    fail: (r) =>
      W(
        `rejecting diary payload subject=${subj(r)} app=5.12.0: invalid answered_at: parsing time "2026-06-11 0${r.int(6, 9)}:${r.int(10, 59)}:00" as "2006-01-02T15:04:05Z07:00": cannot parse " 0${r.int(6, 9)}:${r.int(10, 59)}:00" as "T"`,
      ),
  },
  {
    cat: "validation",
    estate: "halcyon",
    origin: "edc-core",
    hints: ["validation", "codelist", "invalid"],
    sev: "medium",
    mode: "loud",
    kind: "400",
    failRate: 0.5,
    note: "edc-core rejects lab CRFs after a codelist refresh dropped a unit (FluentValidation failure); trial-hub returns 422 to sites.",
    fail: (r) =>
      E(
        `CRF LB for subject ${subj(r)} rejected\nFluentValidation.ValidationException: Validation failed: \n -- Items[${r.int(1, 20)}].Unit: 'mmol/L' is not in codelist UNIT for LBTESTCD=GLUC Severity: Error\n   at FluentValidation.AbstractValidator\`1.RaiseValidationException(ValidationContext\`1 context, ValidationResult result)\n   at Halcyon.Edc.Crf.CrfService.CommitAsync(CrfDraft draft) in /src/Crf/CrfService.cs:line 96`,
      ),
  },
  {
    cat: "validation",
    estate: "corvid",
    origin: "safety-case",
    hints: ["schema", "invalid", "validation", "xml"],
    sev: "high",
    mode: "loud",
    kind: "400",
    note: "safety-case's E2B(R3) documents fail XSD validation for a duration field and no ICSRs reach icsr-sender.",
    failRate: 0.9,
    every: {
      s: 40,
      f: (r) => W(`${r.int(3, 30)} cases waiting for transmission, oldest ${r.int(5, 50)} min`),
    },
    fail: (r) =>
      E(
        `case CV-${r.int(10000, 99999)}: E2B(R3) message failed schema validation\nTraceback (most recent call last):\n  File "/app/safety/e2b/build.py", line 211, in validate\n    schema.assertValid(doc)\n  File "src/lxml/etree.pyx", line 3643, in lxml.etree._Validator.assertValid\nlxml.etree.DocumentInvalid: Element '{urn:hl7-org:v3}value', attribute 'unit': 'P1Y' is not a valid value of the atomic type '{urn:hl7-org:v3}cs'., line ${r.int(100, 900)}`,
      ),
  },
  // ------------------------------------------------------------ null reference
  {
    cat: "null_reference",
    estate: "meridian",
    origin: "audit-trail",
    hints: ["nil", "nil pointer", "null", "panic", "dereference"],
    sev: "high",
    mode: "loud",
    kind: "refused",
    stopInfo: true,
    breaker: true,
    note: "audit-trail panics with a nil pointer dereference on events without an actor and crash-loops; edc-forms, query-desk and kit-supply fail to append audit events.",
    once: (r) =>
      [0, 45, 110, 200, 320].map((dt) =>
        at(
          dt,
          F(
            `panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x28 pc=0x${r.hex(6)}]\n\ngoroutine ${r.int(100, 900)} [running]:\ngithub.com/meridian/audit-trail/internal/events.(*Appender).Append(0xc000${r.hex(6)}, {0xc0004${r.hex(5)}, 0x3, 0x4})\n\t/src/internal/events/appender.go:74 +0x1c4\ngithub.com/meridian/audit-trail/internal/api.(*Server).handleEvents(0xc0001${r.hex(5)}, {0x1a2b3c0, 0xc000${r.hex(6)}}, 0xc000${r.hex(6)})\n\t/src/internal/api/server.go:118 +0x2d5\nnet/http.HandlerFunc.ServeHTTP(...)\n\t/usr/local/go/src/net/http/server.go:2220\ncreated by net/http.(*Server).Serve in goroutine 1\n\t/usr/local/go/src/net/http/server.go:3360 +0x485`,
          ),
        ),
      ),
  },
  {
    cat: "null_reference",
    estate: "northbank",
    origin: "nb-api",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    mode: "loud",
    kind: "5xx",
    failRate: 0.4,
    note: "nb-api throws NullReferenceException in the consent controller for subjects without a site language; those requests return 500 while the back-end services are healthy.",
    fail: (r) =>
      E(
        `An unhandled exception has occurred while executing the request.\nSystem.NullReferenceException: Object reference not set to an instance of an object.\n   at Northbank.Api.Consent.ConsentController.ResolveTemplate(SubjectDto subject) in /src/Api/Consent/ConsentController.cs:line 142\n   at Northbank.Api.Consent.ConsentController.StartAsync(String subjectId) in /src/Api/Consent/ConsentController.cs:line 61\n   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)\n   at Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddlewareImpl.<Invoke>g__Awaited|10_0(ExceptionHandlerMiddlewareImpl middleware, HttpContext context, Task task) [req ${r.hex(12)}]`,
      ),
  },
  {
    cat: "null_reference",
    estate: "halcyon",
    origin: "kit-inventory",
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    mode: "loud",
    kind: "5xx",
    failRate: 0.6,
    note: "kit-inventory throws NullPointerException for sites without a mapped depot, so reservations for those sites fail with 500 at randomisation and trial-hub.",
    fail: (r) =>
      E(
        `Request processing failed for POST /inventory/reserve\njava.lang.NullPointerException: Cannot invoke "com.halcyon.supply.Depot.getRegion()" because the return value of "com.halcyon.supply.Site.getDepot()" is null\n\tat com.halcyon.supply.ReservationService.pickLot(ReservationService.java:${r.int(80, 90)})\n\tat com.halcyon.supply.ReservationService.reserve(ReservationService.java:54)${JAVA_TAIL("com.halcyon.supply.api", "InventoryController", "reserve", 33)}`,
      ),
  },
  {
    cat: "null_reference",
    estate: "corvid",
    origin: "patient-app-api",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "high",
    mode: "loud",
    kind: "5xx",
    failRate: 0.5,
    note: "patient-app-api crashes building schedules for subjects with no timezone (TypeError reading 'timezone' of undefined) and answers 500 to the app.",
    fail: () =>
      E(
        "TypeError: Cannot read properties of undefined (reading 'timezone')\n    at buildSchedule (/app/dist/schedule/build.js:88:41)\n    at ScheduleController.get (/app/dist/schedule/controller.js:23:18)\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
      ),
  },
  // ------------------------------------------------------------ configuration
  {
    cat: "configuration",
    estate: "meridian",
    origin: "irt-randomizer",
    hints: ["placeholder", "configuration", "property", "config"],
    sev: "high",
    mode: "loud",
    kind: "refused",
    stopInfo: true,
    breaker: true,
    note: "The irt-randomizer release needs a new property that was never added to its config; the new pods fail to start and randomisation is refused at the portal.",
    once: () => [
      at(-20, I("Stopping service [Tomcat]")),
      at(-20, I("Commencing graceful shutdown. Waiting for active requests to complete")),
      ...[0, 50, 130, 260, 420].map((dt) =>
        at(
          dt,
          E(
            `Application run failed\norg.springframework.beans.factory.BeanCreationException: Error creating bean with name 'depotRouting': Injection of autowired dependencies failed\nCaused by: java.lang.IllegalArgumentException: Could not resolve placeholder 'irt.supply.depot-map' in value "\${irt.supply.depot-map}"\n\tat org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)\n\tat org.springframework.context.support.PropertySourcesPlaceholderConfigurer.lambda$processProperties$0(PropertySourcesPlaceholderConfigurer.java:175)\n\tat org.springframework.boot.SpringApplication.run(SpringApplication.java:335)\n\tat com.meridian.irt.IrtApplication.main(IrtApplication.java:12)`,
          ),
        ),
      ),
      ...[-2, 48, 128, 258, 418].map((dt) =>
        at(dt, I("Starting IrtApplication v4.18.0 using Java 21.0.3 with PID 1 (/app/app.jar started by app in /app)")),
      ),
    ],
  },
  {
    cat: "configuration",
    estate: "northbank",
    origin: "e2b-gateway",
    hints: ["partnership", "configuration", "config", "not defined"],
    sev: "high",
    mode: "loud",
    kind: "5xx",
    note: "A config reload of e2b-gateway drops the FDA partnership; every ICSR send fails with 'partnership not defined' and safety-intake reports 500s.",
    once: () => [
      at(-30, I("Configuration change detected in /etc/as2/partnerships.xml, reloading")),
      at(-29, I("Loaded 2 partnerships: NORTHBANK-EMA, NORTHBANK-MHRA")),
    ],
    fail: (r) =>
      E(
        `ICSR ${id(r).toUpperCase()} not sent: partnership 'NORTHBANK-FDA' is not defined (sender=NORTHBANK receiver=FDA-ESG)\ncom.helger.as2lib.exception.AS2Exception: Partnership not found\n\tat com.helger.as2lib.partner.SelfFillingPartnershipFactory.getPartnership(SelfFillingPartnershipFactory.java:88)\n\tat com.northbank.e2b.Submitter.submit(Submitter.java:64)`,
      ),
  },
  {
    cat: "configuration",
    estate: "halcyon",
    origin: "warehouse-etl",
    hints: ["conn_id", "configuration", "not defined", "connection", "config"],
    sev: "medium",
    mode: "loud",
    kind: "5xx",
    stopInfo: true,
    note: "A warehouse-etl deploy renames its warehouse connection id, which was never created; every load task fails with AirflowNotFoundException.",
    once: () => [
      at(-40, I("Deploying DAG bundle cdw-dags@3f9e21c (12 DAGs)")),
      at(-35, I("Filling up the DagBag from /opt/airflow/dags")),
    ],
    every: {
      s: 18,
      f: (r) =>
        E(
          `Task failed with exception\nTraceback (most recent call last):\n  File "/opt/airflow/dags/cdw/load.py", line 97, in load_partition\n    hook = SnowflakeHook(snowflake_conn_id="cdw_snowflake_v2")\n  File "/home/airflow/.local/lib/python3.11/site-packages/airflow/hooks/base.py", line 83, in get_connection\n    conn = Connection.get_connection_from_secrets(conn_id)\nairflow.exceptions.AirflowNotFoundException: The conn_id \`cdw_snowflake_v2\` isn't defined\nMarking task as UP_FOR_RETRY. dag_id=cdw_nightly, task_id=load_${r.pick(["crf", "kits", "queries"])}`,
        ),
    },
  },
  {
    cat: "configuration",
    estate: "corvid",
    origin: "payments-api",
    hints: ["missing", "setting", "configuration", "config", "argumenterror"],
    sev: "medium",
    mode: "loud",
    kind: "5xx",
    failRate: 0.6,
    note: "payments-api is released without the EU payout account setting; stipend payouts for EU subjects fail with a missing-setting ArgumentError.",
    once: () => [
      at(-50, I("=> Booting Puma")),
      at(-50, I("=> Rails 7.2.1 application starting in production")),
      at(-49, I('* Puma version: 6.4.2 (ruby 3.3.4-p94) ("The Eagle of Durango")')),
      at(-48, I("Release v2026.06.3 (a1c94e0) serving")),
    ],
    fail: () =>
      E(
        "ArgumentError (missing required setting payouts.provider_account_id for region eu (config/payouts.yml)):\n\napp/services/payout_client.rb:18:in `initialize'\napp/services/stipend_payout.rb:27:in `call'\napp/controllers/stipends_controller.rb:14:in `create'",
      ),
  },
  // ------------------------------------------------------------ dependency
  {
    cat: "dependency",
    estate: "meridian",
    origin: "sso-broker",
    hints: ["identity provider", "idp", "503", "unavailable", "upstream"],
    sev: "high",
    mode: "loud",
    kind: "5xx",
    failRate: 0.85,
    note: "The sponsor's corporate identity provider returns 503 to sso-broker's federation calls; site staff cannot sign in to the portal.",
    fail: (r) =>
      E(
        `type=IDENTITY_PROVIDER_LOGIN_ERROR, realmId=sites, clientId=site-portal, userId=null, ipAddress=10.42.${r.int(0, 9)}.${r.int(2, 250)}, error=identity_provider_login_failure\norg.keycloak.broker.provider.IdentityBrokerException: Could not obtain access token from identity provider.\nCaused by: java.io.IOException: Server returned HTTP response code: 503 for URL: https://login.meridian-corp.example/oauth2/v2.0/token`,
      ),
  },
  {
    cat: "dependency",
    estate: "northbank",
    origin: "id-verify",
    hints: ["503", "vendor", "unavailable", "dependency", "upstream"],
    sev: "high",
    mode: "loud",
    kind: "5xx",
    breaker: true,
    note: "The identity-verification vendor answers id-verify with 503s; identity checks fail and econsent opens its breaker.",
    fail: (r) =>
      E(
        `identity check ${r.hex(12)} failed: vendor returned 503 Service Unavailable for POST https://api.idcheck-vendor.example/v3/checks (body: {"error":{"type":"service_unavailable","message":"Please try again later"}})`,
      ),
  },
  {
    cat: "dependency",
    estate: "halcyon",
    origin: "edc-core",
    hints: ["servicebus", "service bus", "servicebusy", "broker", "unavailable"],
    sev: "high",
    mode: "loud",
    kind: "5xx",
    failRate: 0.8,
    note: "The managed message broker edc-core publishes CRF events to becomes unavailable (ServiceBusy/ServiceTimeout); CRF commits fail and trial-hub returns 5xx.",
    fail: (r) =>
      E(
        `CRF commit rolled back: event publish failed\nAzure.Messaging.ServiceBus.ServiceBusException: The service was unable to process the request; please retry the operation. For more information on exception types and proper exception handling, please refer to https://aka.ms/ServiceBusExceptions . TrackingId:${r.hex(8)}-${r.hex(4)}, SystemTracker:hal-sb-prod.servicebus.windows.net:crf-events (ServiceBusy)\n   at Azure.Messaging.ServiceBus.Amqp.AmqpSender.SendBatchInternalAsync(AmqpMessage batchMessage, TimeSpan timeout, CancellationToken cancellationToken)\n   at Halcyon.Edc.Events.CrfPublisher.PublishAsync(CrfCommitted evt) in /src/Events/CrfPublisher.cs:line 39`,
      ),
  },
  {
    cat: "dependency",
    estate: "corvid",
    origin: "payments-api",
    hints: ["503", "payout", "provider", "serviceerror", "server", "unavailable"],
    sev: "medium",
    mode: "loud",
    kind: "5xx",
    failRate: 0.7,
    note: "The payout provider behind payments-api returns 503; stipend payouts fail and the app API returns errors for stipend requests.",
    fail: () =>
      E(
        "Payout failed: Faraday::ServerError: the server responded with status 503 (POST https://api.payout-provider.example/v4/users/usr-7a2/payments)\napp/services/payout_client.rb:44:in `create_payment'\napp/services/stipend_payout.rb:31:in `call'",
      ),
  },
  // ------------------------------------------------------------ memory
  {
    cat: "memory",
    estate: "meridian",
    origin: "cdw-loader",
    hints: ["memory", "memoryerror", "allocate", "oom"],
    sev: "medium",
    mode: "loud",
    kind: "5xx",
    stopInfo: true,
    note: "cdw-loader tries to load a full audit extract into memory, fails with MemoryError and is OOM-killed and restarted repeatedly.",
    every: {
      s: 70,
      f: (r) =>
        E(
          `extract edc.audit_events failed\nTraceback (most recent call last):\n  File "/app/loader/extract.py", line 131, in run\n    df = pd.read_sql(query, conn)\n  File "/usr/local/lib/python3.11/site-packages/pandas/io/sql.py", line 1790, in read_query\n    data = result.fetchall()\nnumpy.core._exceptions._ArrayMemoryError: Unable to allocate ${r.int(2, 6)}.${r.int(10, 99)} GiB for an array with shape (${r.int(300000000, 700000000)},) and data type int64`,
        ),
    },
    once: () =>
      [10, 80, 150, 220, 290, 360].map((dt) =>
        at(dt + 5, I("cdw-loader 2.9.1 starting (workers=4, batch_size=50000)")),
      ),
  },
  {
    cat: "memory",
    estate: "northbank",
    origin: "econsent",
    hints: ["heap", "memory", "out of memory", "allocation"],
    sev: "high",
    mode: "loud",
    kind: "refused",
    stopInfo: true,
    note: "econsent runs out of V8 heap rendering large consent PDFs, crashes and restarts repeatedly; nb-api gets connection refused and 502s.",
    once: () => [
      at(-150, W("event loop delay p99=840ms, heapUsed=1.71GB/2.0GB")),
      at(-60, W("event loop delay p99=2310ms, heapUsed=1.93GB/2.0GB")),
      ...[0, 95, 200, 330].map((dt) =>
        at(
          dt,
          F(
            "<--- Last few GCs --->\n\n[1:0x6b3c000]   812345 ms: Mark-Compact 2041.2 (2083.5) -> 2038.9 (2084.2) MB, 1830.51 / 0.00 ms  (average mu = 0.112, current mu = 0.018) allocation failure; scavenge might not succeed\n\n<--- JS stacktrace --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n 1: 0xb8ced1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]\n 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
          ),
        ),
      ),
      ...[20, 115, 220, 350].map((dt) => at(dt, I("econsent listening on :3000 (node v20.15.1, pid 1)"))),
    ],
  },
  {
    cat: "memory",
    estate: "halcyon",
    origin: "subject-registry",
    hints: ["outofmemory", "heap", "memory", "gc overhead"],
    sev: "high",
    mode: "loud",
    kind: "timeout",
    note: "subject-registry leaks heap through an unbounded cache, GC pauses grow and it dies with OutOfMemoryError; edc-core and kit-inventory time out calling it.",
    once: () => [
      at(-200, W("Pause Young (Normal) (G1 Evacuation Pause) 3890M->3701M(4096M) 412.331ms")),
      at(-90, W("Pause Full (G1 Compaction Pause) 4090M->4012M(4096M) 3120.442ms")),
      at(
        0,
        E(
          'Exception in thread "http-nio-8080-exec-17" java.lang.OutOfMemoryError: Java heap space\n\tat java.base/java.util.Arrays.copyOf(Arrays.java:3541)\n\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)\n\tat com.halcyon.registry.cache.SubjectCache.put(SubjectCache.java:58)\n\tat com.halcyon.registry.SubjectService.lookup(SubjectService.java:44)',
        ),
      ),
    ],
    every: {
      s: 25,
      f: (r) =>
        E(
          `Pause Full (G1 Compaction Pause) 4095M->${r.int(4088, 4095)}M(4096M) ${r.int(2800, 6100)}.${r.int(100, 999)}ms\njava.lang.OutOfMemoryError: Java heap space`,
        ),
    },
    fail: () => W("Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space"),
    failRate: 0.7,
  },
  {
    cat: "memory",
    estate: "corvid",
    origin: "diary-ingest",
    hints: ["out of memory", "memory", "oom"],
    sev: "high",
    mode: "loud",
    kind: "refused",
    stopInfo: true,
    note: "diary-ingest's batch decoder exhausts memory and the Go runtime aborts with 'fatal error: runtime: out of memory', restarting repeatedly; patient-app-api diary posts fail.",
    once: (r) => [
      ...[0, 70, 150, 240, 330].map((dt) =>
        at(
          dt,
          F(
            `fatal error: runtime: out of memory\n\nruntime stack:\nruntime.throw({0x9a3c21?, 0x${r.hex(6)}?})\n\t/usr/local/go/src/runtime/panic.go:1023 +0x5c\nruntime.sysMapOS(0xc0${r.hex(8)}, 0x4000000)\n\t/usr/local/go/src/runtime/mem_linux.go:167 +0x11b\nruntime.(*mheap).grow(0xd8e2a0, 0x2000)\n\t/usr/local/go/src/runtime/mheap.go:1512 +0x225\n\ngoroutine ${r.int(30, 300)} [running]:\nencoding/json.(*decodeState).literalStore(...)\ngithub.com/corvid/diary-ingest/internal/batch.Decode(...)\n\t/src/internal/batch/decode.go:61 +0x1f4`,
          ),
        ),
      ),
      ...[12, 82, 162, 252, 342].map((dt) => at(dt, I("diary-ingest starting version=3.4.2 GOMEMLIMIT=unset"))),
    ],
  },
  // ------------------------------------------------------------ disk
  {
    cat: "disk",
    estate: "meridian",
    origin: "audit-trail",
    hints: ["no space", "disk", "space", "enospc", "device"],
    sev: "high",
    mode: "loud",
    kind: "5xx",
    note: "audit-trail's segment volume fills up; appends fail with 'no space left on device' and every audited write in edc-forms, query-desk and kit-supply fails.",
    fail: (r) =>
      E(
        `append failed partition=${r.int(0, 11)}: write /data/segments/000000000${r.int(184000, 185000)}.log: no space left on device`,
      ),
    every: { s: 30, f: () => E("segment flush failed: write /data/segments/index.tmp: no space left on device") },
    once: () => [
      at(-120, W("data volume /data at 96% (free 1.9GiB)")),
      at(-40, W("data volume /data at 99% (free 310MiB)")),
    ],
  },
  {
    cat: "disk",
    estate: "northbank",
    origin: "ledger-export",
    hints: ["no space", "disk", "space", "ioexception"],
    sev: "medium",
    mode: "loud",
    kind: "5xx",
    note: "ledger-export's export volume is full; writing batch files fails with IOException 'No space left on device' and site-payments cannot hand over payments.",
    fail: (r) =>
      E(
        `Export batch ${r.int(400, 499)} failed\nSystem.IO.IOException: No space left on device : '/var/exports/batch_${r.int(400, 499)}.csv'\n   at System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan\`1 buffer, Int64 fileOffset)\n   at System.IO.Strategies.BufferedFileStreamStrategy.FlushWrite()\n   at Northbank.Ledger.Export.BatchWriter.WriteAsync(PaymentBatch batch) in /src/Ledger/Export/BatchWriter.cs:line 81`,
      ),
  },
  {
    cat: "disk",
    estate: "halcyon",
    origin: "subject-registry",
    hints: ["flood", "disk", "read-only", "watermark", "cluster_block"],
    sev: "high",
    mode: "loud",
    kind: "5xx",
    failRate: 0.7,
    note: "The search cluster behind subject-registry crosses the flood-stage disk watermark and its index turns read-only; subject updates fail with cluster_block_exception.",
    fail: () =>
      E(
        "Failed to index subject document\norg.elasticsearch.ElasticsearchStatusException: Elasticsearch exception [type=cluster_block_exception, reason=index [subjects-v3] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];]\n\tat org.elasticsearch.rest.BytesRestResponse.errorFromXContent(BytesRestResponse.java:178)\n\tat org.elasticsearch.client.RestHighLevelClient.parseEntity(RestHighLevelClient.java:2484)\n\tat com.halcyon.registry.search.SubjectIndexer.index(SubjectIndexer.java:71)",
      ),
  },
  {
    cat: "disk",
    estate: "corvid",
    origin: "consent-store",
    hints: ["read-only", "file system", "disk", "filesystem"],
    sev: "high",
    mode: "loud",
    kind: "5xx",
    note: "consent-store's scratch volume is remounted read-only; writing signed ICFs fails with FileSystemException and consent submissions fail in the app.",
    fail: (r) =>
      E(
        `Failed to stage signed ICF ${id(r)}\njava.nio.file.FileSystemException: /var/lib/consent/tmp/icf-${id(r)}.pdf: Read-only file system\n\tat java.base/sun.nio.fs.UnixException.translateToIOException(UnixException.java:100)\n\tat java.base/sun.nio.fs.UnixFileSystemProvider.newByteChannel(UnixFileSystemProvider.java:261)\n\tat java.base/java.nio.file.Files.newOutputStream(Files.java:216)\n\tat com.corvid.consent.store.Staging.write(Staging.java:39)`,
      ),
  },
  // ------------------------------------------------------------ unknown
  {
    cat: "unknown",
    estate: "meridian",
    origin: "query-desk",
    hints: ["exited", "worker", "crash", "unknown", "restart"],
    sev: "high",
    mode: "loud",
    kind: "5xx",
    failRate: 0.7,
    note: "query-desk's gunicorn workers keep exiting with code 1 and being rebooted without any traceback; calls to it fail with 502 from edc-forms and the portal.",
    every: { s: 9, f: (r) => E(`Worker (pid:${r.int(100, 999)}) exited with code 1`) },
    once: () =>
      [60, 140, 230, 330, 420].flatMap((dt) => [
        at(dt, E("Reason: Worker failed to boot.")),
        at(dt + 3, I("Booting worker with pid: 311")),
      ]),
  },
  {
    cat: "unknown",
    estate: "northbank",
    origin: "epro-sync",
    hints: ["unresponsive", "hang", "unknown", "stopped", "timeout"],
    sev: "high",
    mode: "silent",
    kind: "timeout",
    stopInfo: true,
    breaker: true,
    note: "epro-sync stops responding and stops logging entirely; nb-api times out on every diary submission and opens its breaker.",
  },
  {
    cat: "unknown",
    estate: "halcyon",
    origin: "temp-monitor",
    hints: ["exited", "status", "abort", "crash", "unknown", "restart"],
    sev: "medium",
    mode: "loud",
    kind: "refused",
    stopInfo: true,
    note: "temp-monitor's daemon keeps dying (exit status 134) and being restarted by its supervisor without saying why; depot-shipments cannot get readings.",
    once: () =>
      [0, 40, 95, 160, 240, 330, 430].flatMap((dt, i) => [
        at(dt, E(`supervisor: tempmond exited unexpectedly (status=134), restart #${i + 1} in 5s`)),
        at(dt + 6, I("tempmond 4.2.1 starting, config=/etc/tempmon/tempmon.conf loggers=58")),
      ]),
  },
  {
    cat: "unknown",
    estate: "corvid",
    origin: "site-directory",
    hints: ["internal", "500", "unknown", "error"],
    sev: "medium",
    mode: "loud",
    kind: "5xx",
    failRate: 0.65,
    note: "site-directory answers most lookups with a bare 'internal error' (500) and never logs a cause; consent-store and payments-api fail on site lookups.",
    fail: (r) => E(`GET /sites/${r.pick(["PL-114", "US-152", "JP-133", "DE-120"])} 500 internal error`),
  },
];
