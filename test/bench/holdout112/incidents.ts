// The 52 failures of holdout112 (4 per category), modelled on public postmortems: who fails, how each
// caller words it, which lines stop. Origins are named as they appear in the logs.
import type { Level } from "./formats.js";
import { dotnetStack, javaStack, nodeStack, pyStack } from "./stacks.js";

export interface Emit {
  svc: string;
  level: Level;
  msgs: string[];
  stack?: string[];
  /** Chance the line shows up for one failing request. */
  p?: number;
  /** Retry storm: the caller logs this many attempts per failing request. */
  repeat?: number;
}

export interface OneOff {
  dt: number; // seconds relative to the start of the fault (negative: before)
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
}

export interface IncidentSpec {
  cat: string;
  est: string;
  origin: string;
  sev: "medium" | "high";
  hints: string[];
  note: string;
  rate: number; // failing requests per second
  emits: Emit[];
  silent?: boolean;
  suppress?: number;
  once?: OneOff[];
}

const HM = "com.harborline";
const PC = "com.pinecrest";
const DOLLAR = "$";

export const INCIDENTS: IncidentSpec[] = [
  // ---------------- authentication ----------------
  {
    cat: "authentication",
    est: "harborline",
    origin: "adjuster-assign",
    sev: "medium",
    hints: ["oauth", "token", "credential", "secret", "auth", "invalid_client"],
    note: "adjuster-assign's Microsoft Graph client secret expires, so token requests fail and claims pile up unassigned.",
    rate: 0.5,
    emits: [
      {
        svc: "adjuster-assign",
        level: "error",
        msgs: [
          'calendar lookup failed: oauth2: "invalid_client" "AADSTS7000222: The provided client secret keys for app \'5c1e2f7a-hm-adjuster-sync\' are expired. Visit the Azure portal to create new keys for your app." Trace ID: {uuid}',
        ],
      },
      {
        svc: "adjuster-assign",
        level: "warn",
        msgs: ["claim {claim} left in queue AUTO-PD: no calendar data for territory"],
        p: 0.6,
      },
      {
        svc: "claims-intake",
        level: "warn",
        msgs: ["Assignment for claim {claim} not confirmed within 30s, will retry (adjuster-assign returned 502)"],
        p: 0.7,
        repeat: 2,
      },
    ],
  },
  {
    cat: "authentication",
    est: "pinecrest",
    origin: "fraud-engine",
    sev: "medium",
    hints: ["401", "unauthorized", "api key", "auth", "credential"],
    note: "fraud-engine's key for the external claims-history bureau is revoked; every score call gets 401 and fnol-svc holds claims.",
    rate: 0.6,
    emits: [
      {
        svc: "fraud-engine",
        level: "error",
        msgs: ["Bureau lookup failed for {claim}: 401 Unauthorized"],
        stack: javaStack(
          'org.springframework.web.client.HttpClientErrorException$Unauthorized: 401 Unauthorized: "{"error":"invalid_api_key","message":"API key revoked or not recognised"}"',
          [
            "org.springframework.web.client.HttpClientErrorException.create(HttpClientErrorException.java:106)",
            "org.springframework.web.client.DefaultResponseErrorHandler.handleError(DefaultResponseErrorHandler.java:183)",
            "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:915)",
            `${PC}.fraud.bureau.ClaimsHistoryClient.fetch(ClaimsHistoryClient.java:77)`,
            `${PC}.fraud.scoring.FeatureAssembler.assemble(FeatureAssembler.java:142)`,
            `${PC}.fraud.scoring.ScoreController.score(ScoreController.java:51)`,
          ],
        ),
        p: 0.8,
      },
      {
        svc: "fnol-svc",
        level: "error",
        msgs: ["fraud score unavailable for {claim}: fraud-engine returned 500, claim held for review"],
        repeat: 1,
      },
      {
        svc: "fnol-svc",
        level: "warn",
        msgs: ["retrying fraud-engine POST /score for {claim} (attempt 2/3)"],
        p: 0.9,
        repeat: 2,
      },
    ],
  },
  {
    cat: "authentication",
    est: "tidewater",
    origin: "claim-hub",
    sev: "high",
    hints: ["signature", "token", "jwt", "auth", "idx10503", "key"],
    note: "After the identity provider rolls its signing key, claim-hub keeps a stale JWKS cache and rejects every bearer token with 401.",
    rate: 1.2,
    emits: [
      {
        svc: "claim-hub",
        level: "info",
        msgs: [
          "Microsoft.AspNetCore.Authentication.JwtBearer.JwtBearerHandler: Bearer was not authenticated. Failure message: IDX10503: Signature validation failed. Token does not have a kid. Keys tried: 'Microsoft.IdentityModel.Tokens.RsaSecurityKey, KeyId: 'tcs-2026-05', InternalId: 'hY1...'. Number of keys in TokenValidationParameters: '1'.",
        ],
      },
      {
        svc: "claim-hub",
        level: "warn",
        msgs: ["Request finished HTTP/1.1 POST http://claim-hub/api/claims - 401 0 - {n}.1ms"],
        p: 0.8,
      },
      {
        svc: "ivr-fnol",
        level: "error",
        msgs: ["claim-hub POST /api/claims -> 401 Unauthorized for call CA{hexid}; caller transferred to agent queue"],
      },
      {
        svc: "ivr-fnol",
        level: "warn",
        msgs: ["refreshing service token after 401 from claim-hub (attempt 2)"],
        p: 0.7,
      },
      {
        svc: "carrier-sync",
        level: "error",
        msgs: [
          'Push of policy delta to claim-hub failed: HTTP 401 (WWW-Authenticate: Bearer error="invalid_token", error_description="The signature key was not found")',
        ],
        p: 0.25,
      },
    ],
    once: [
      {
        dt: -20,
        svc: "coverage-verifier",
        level: "info",
        msg: "Signing keys refreshed from https://login.tidewater-claims.com/.well-known/openid-configuration (kid tcs-2026-09)",
      },
    ],
  },
  {
    cat: "authentication",
    est: "harborline",
    origin: "broker-portal",
    sev: "medium",
    hints: ["saml", "fingerprint", "certificate", "auth", "sso"],
    note: "broker-portal's SAML settings still pin the old IdP certificate fingerprint after the IdP rotates it, so broker SSO logins fail.",
    rate: 0.5,
    emits: [
      {
        svc: "broker-portal",
        level: "error",
        msgs: [
          "SAML response rejected for broker BRK-{big}: OneLogin::RubySaml::ValidationError: Fingerprint mismatch",
        ],
      },
      {
        svc: "broker-portal",
        level: "info",
        msgs: ["Completed 302 Found in {ms}ms (redirect to /brokers/sign_in?error=sso_failed)"],
      },
    ],
    suppress: 0.7,
  },
  // ---------------- authorization ----------------
  {
    cat: "authorization",
    est: "harborline",
    origin: "doc-ocr",
    sev: "medium",
    hints: ["access denied", "accessdenied", "permission", "forbidden", "s3"],
    note: "An IAM policy change removes doc-ocr's s3:PutObject on the claim-documents bucket; uploads fail and fnol-web returns 500s for photos.",
    rate: 0.8,
    emits: [
      {
        svc: "doc-ocr",
        level: "error",
        msgs: ["failed to store {doc} in s3://hm-claim-documents-prod"],
        stack: pyStack(
          [
            [
              "/app/dococr/storage.py",
              88,
              "put_document",
              "self._s3.put_object(Bucket=self.bucket, Key=key, Body=body)",
            ],
            [
              "/usr/local/lib/python3.11/site-packages/botocore/client.py",
              553,
              "_api_call",
              "return self._make_api_call(operation_name, kwargs)",
            ],
            [
              "/usr/local/lib/python3.11/site-packages/botocore/client.py",
              1009,
              "_make_api_call",
              "raise error_class(parsed_response, operation_name)",
            ],
          ],
          "botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied",
        ),
      },
      {
        svc: "fnol-web",
        level: "error",
        msgs: ["POST /api/claims/{claim}/photos 500 {slow}ms - upstream doc-ocr responded 500"],
      },
      { svc: "fnol-web", level: "warn", msgs: ["upload retry {claim}: doc-ocr 500, attempt 2 of 3"], repeat: 2 },
    ],
  },
  {
    cat: "authorization",
    est: "pinecrest",
    origin: "photo-intake",
    sev: "medium",
    hints: ["403", "forbidden", "permission", "access", "iam"],
    note: "photo-intake's service account loses storage.objects.create on the photos bucket; every app photo upload fails with 403.",
    rate: 0.9,
    emits: [
      {
        svc: "photo-intake",
        level: "error",
        msgs: ["upload of {doc} failed"],
        stack: pyStack(
          [
            ["/srv/photo_intake/store.py", 61, "save", "blob.upload_from_file(fh, content_type=mime)"],
            [
              "/usr/local/lib/python3.12/site-packages/google/cloud/storage/blob.py",
              2920,
              "upload_from_file",
              "_raise_from_invalid_response(exc)",
            ],
          ],
          "google.api_core.exceptions.Forbidden: 403 POST https://storage.googleapis.com/upload/storage/v1/b/pcig-claim-photos/o?uploadType=multipart: photo-intake@pcig-prod.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).",
        ),
      },
      {
        svc: "app-gateway",
        level: "error",
        msgs: ["POST /v1/claims/{claim}/photos 502 {ms}ms ua=pcig-ios/8.14.2 upstream=photo-intake status=500"],
      },
    ],
    once: [
      {
        dt: -45,
        svc: "reserves",
        level: "info",
        msg: "Started ReservesApplication v4.18.0 using Java 21.0.4 with PID 1",
      },
    ],
  },
  {
    cat: "authorization",
    est: "tidewater",
    origin: "ocr-pipeline",
    sev: "medium",
    hints: ["access denied", "accessdenied", "permission", "getobject", "forbidden"],
    note: "A tightened bucket policy denies ocr-pipeline GetObject on the intake bucket; documents stay unread and claim-hub reports them stuck.",
    rate: 0.6,
    emits: [
      {
        svc: "ocr-pipeline",
        level: "error",
        msgs: [
          "Task ocr.extract[{uuid}] raised unexpected: ClientError('An error occurred (AccessDenied) when calling the GetObject operation: Access Denied')",
        ],
      },
      {
        svc: "ocr-pipeline",
        level: "warn",
        msgs: [
          "Task ocr.extract[{uuid}] retry: Retry in 30s: ClientError('An error occurred (AccessDenied) when calling the GetObject operation: Access Denied')",
        ],
        p: 0.8,
      },
      { svc: "claim-hub", level: "warn", msgs: ["Document {doc} for {claim} still awaiting OCR after 300s"], p: 0.4 },
    ],
  },
  {
    cat: "authorization",
    est: "pinecrest",
    origin: "policy-core",
    sev: "medium",
    hints: ["not authorized", "notauthorized", "pundit", "403", "forbidden", "permission"],
    note: "A role-mapping change in policy-core makes Pundit refuse endorsements for broker users; app-gateway relays 403s.",
    rate: 0.5,
    emits: [
      {
        svc: "policy-core",
        level: "warn",
        msgs: ["Pundit::NotAuthorizedError (not allowed to update? this Policy): user role=broker_agent policy={pol}"],
      },
      {
        svc: "policy-core",
        level: "info",
        msgs: ["Completed 403 Forbidden in {ms}ms (ActiveRecord: 2.1ms | Allocations: 981)"],
      },
      {
        svc: "app-gateway",
        level: "warn",
        msgs: ["PATCH /v1/policies/{pol}/endorsements 403 {ms}ms upstream=policy-core"],
      },
    ],
    once: [
      { dt: -60, svc: "policy-core", level: "info", msg: "Role mapping reloaded from config/roles.yml (14 roles)" },
    ],
  },
  // ---------------- database ----------------
  {
    cat: "database",
    est: "harborline",
    origin: "policy-admin",
    sev: "high",
    hints: ["connection", "pool", "hikari", "sql", "database", "jdbc"],
    note: "policy-admin's Hikari pool is exhausted by a long-running renewal query; policy lookups fail and claims-intake and coverage-rules report 503s.",
    rate: 1.5,
    emits: [
      {
        svc: "policy-admin",
        level: "error",
        msgs: ["Policy lookup failed for {pol}"],
        stack: javaStack(
          "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
          [
            "org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
            "org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:653)",
            `${HM}.policy.repo.PolicyRepository.findByNumber(PolicyRepository.java:59)`,
            `${HM}.policy.api.PolicyController.get(PolicyController.java:38)`,
          ],
          [
            "Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=87)",
            "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
            "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
            "\t... 42 common frames omitted",
          ],
        ),
        p: 0.7,
      },
      {
        svc: "policy-admin",
        level: "warn",
        msgs: ["HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m2s)."],
        p: 0.03,
      },
      {
        svc: "claims-intake",
        level: "error",
        msgs: ["Policy verification failed for claim {claim}: 503 SERVICE_UNAVAILABLE from policy-admin"],
      },
      {
        svc: "claims-intake",
        level: "warn",
        msgs: ["Retrying policy-admin GET /policies/{pol} (attempt 2/4)"],
        repeat: 3,
      },
      {
        svc: "coverage-rules",
        level: "error",
        msgs: ["policy snapshot fetch failed: 503 from policy-admin after 30012 ms"],
        p: 0.5,
      },
      { svc: "fnol-web", level: "error", msgs: ["POST /api/fnol 503 {slow}ms - claims-intake unavailable"], p: 0.6 },
    ],
    once: [{ dt: -30, svc: "policy-admin", level: "info", msg: "Renewal batch RNW-2026-09 started: 48211 policies" }],
  },
  {
    cat: "database",
    est: "pinecrest",
    origin: "reserves",
    sev: "high",
    hints: ["deadlock", "sql", "database", "postgres", "psql"],
    note: "A new reserve-allocation job and online reserve updates deadlock in reserves' Postgres; reserve writes fail and fnol-svc cannot open claims.",
    rate: 0.8,
    emits: [
      {
        svc: "reserves",
        level: "error",
        msgs: ["Could not set reserve for {claim}"],
        stack: javaStack(
          "org.springframework.dao.CannotAcquireLockException: PreparedStatementCallback; SQL [update reserve_line set amount = ? where claim_id = ? and coverage = ?]; ERROR: deadlock detected\n  Detail: Process 41823 waits for ShareLock on transaction 99381204; blocked by process 41907.\nProcess 41907 waits for ShareLock on transaction 99381187; blocked by process 41823.",
          [
            "org.springframework.jdbc.support.SQLErrorCodeSQLExceptionTranslator.doTranslate(SQLErrorCodeSQLExceptionTranslator.java:267)",
            `${PC}.reserves.store.ReserveLineDao.update(ReserveLineDao.java:112)`,
            `${PC}.reserves.service.ReserveService.setInitial(ReserveService.java:73)`,
          ],
          ["Caused by: org.postgresql.util.PSQLException: ERROR: deadlock detected", "\t... 31 more"],
        ),
        p: 0.8,
      },
      {
        svc: "fnol-svc",
        level: "error",
        msgs: ["reserve call failed for {claim}: reserves returned 500 Internal Server Error"],
      },
      {
        svc: "fnol-svc",
        level: "warn",
        msgs: ["retrying POST reserves/initial for {claim} in 1.0s (attempt 2)"],
        repeat: 2,
      },
    ],
    once: [
      {
        dt: -15,
        svc: "reserves",
        level: "info",
        msg: "Job ReserveAllocationJob started (bulk reallocation, 18 402 claims)",
      },
    ],
  },
  {
    cat: "database",
    est: "tidewater",
    origin: "disbursements",
    sev: "high",
    hints: ["sql", "transaction log", "database", "9002", "log full"],
    note: "The SQL Server transaction log of disbursements' database fills (log backups stopped), so every write fails with error 9002.",
    rate: 0.5,
    emits: [
      {
        svc: "disbursements",
        level: "error",
        msgs: ["Failed to issue disbursement {pay}"],
        stack: dotnetStack(
          "Microsoft.Data.SqlClient.SqlException (0x80131904): The transaction log for database 'Disbursements' is full due to 'LOG_BACKUP'.",
          [
            "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
            "Microsoft.Data.SqlClient.TdsParser.TryRun(RunBehavior runBehavior, SqlCommand cmdHandler, SqlDataReader dataStream)",
            "Microsoft.EntityFrameworkCore.Storage.RelationalCommand.ExecuteReaderAsync(RelationalCommandParameterObject parameterObject, CancellationToken cancellationToken)",
            "Tidewater.Disbursements.Issue.IssueHandler.Handle(IssueCommand cmd, CancellationToken ct) in /src/Disbursements/Issue/IssueHandler.cs:line 64",
          ],
        ),
      },
      {
        svc: "claim-hub",
        level: "error",
        msgs: ["Payment request {pay} for {claim} failed: disbursements returned 500"],
      },
      {
        svc: "claim-hub",
        level: "warn",
        msgs: ["Polly retry 1 for disbursements call after 500 InternalServerError (delay 500ms)"],
        repeat: 2,
      },
    ],
  },
  {
    cat: "database",
    est: "tidewater",
    origin: "siu-scoring",
    sev: "high",
    hints: ["mongo", "primary", "replica", "database", "serverselection"],
    note: "siu-scoring's MongoDB replica set has no primary; scoring writes fail and claim-hub times out waiting on scores.",
    rate: 0.8,
    emits: [
      {
        svc: "siu-scoring",
        level: "error",
        msgs: ["scoring failed for {claim}"],
        stack: pyStack(
          [
            ["/app/siu/store.py", 47, "save_score", "self.coll.insert_one(doc)"],
            ["/usr/local/lib/python3.11/site-packages/pymongo/collection.py", 669, "insert_one", "self._insert_one("],
            [
              "/usr/local/lib/python3.11/site-packages/pymongo/topology.py",
              269,
              "_select_servers_loop",
              "raise ServerSelectionTimeoutError(",
            ],
          ],
          "pymongo.errors.ServerSelectionTimeoutError: No replica set members match selector \"Primary()\", Timeout: 30s, Topology Description: <TopologyDescription id: 66f1c2, topology_type: ReplicaSetNoPrimary, servers: [<ServerDescription ('siu-mongo-0.siu-mongo', 27017) server_type: RSSecondary>, <ServerDescription ('siu-mongo-1.siu-mongo', 27017) server_type: Unknown, error=AutoReconnect('siu-mongo-1.siu-mongo:27017: connection closed')>]>",
        ),
        p: 0.7,
      },
      {
        svc: "claim-hub",
        level: "warn",
        msgs: ["SIU score for {claim} not returned within 10s, claim parked in triage"],
      },
      {
        svc: "claim-hub",
        level: "error",
        msgs: [
          "HttpClient call to siu-scoring failed: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.",
        ],
        p: 0.5,
      },
    ],
  },
  // ---------------- network ----------------
  {
    cat: "network",
    est: "harborline",
    origin: "fraud-score",
    sev: "medium",
    hints: ["dns", "name resolution", "gaierror", "resolve", "network"],
    note: "fraud-score can no longer resolve its feature-store host (DNS); scoring fails and claims-intake reports fraud-score 503s.",
    rate: 0.8,
    emits: [
      {
        svc: "fraud-score",
        level: "error",
        msgs: [
          "feature fetch failed for {claim}: HTTPConnectionPool(host='featurestore.hm-data.svc.cluster.local', port=8080): Max retries exceeded with url: /v1/features/claim (Caused by NameResolutionError(\"<urllib3.connection.HTTPConnection object at 0x7f3a9c2>: Failed to resolve 'featurestore.hm-data.svc.cluster.local' ([Errno -3] Temporary failure in name resolution)\"))",
        ],
      },
      {
        svc: "claims-intake",
        level: "warn",
        msgs: ["Fraud scoring unavailable (fraud-score 503), claim {claim} routed to manual review"],
      },
      {
        svc: "claims-intake",
        level: "warn",
        msgs: ["Retrying fraud-score POST /score (attempt 2/3)"],
        p: 0.6,
        repeat: 2,
      },
    ],
    once: [{ dt: -40, svc: "claim-payments", level: "info", msg: "Application started. Press Ctrl+C to shut down." }],
  },
  {
    cat: "network",
    est: "pinecrest",
    origin: "vendor-pay",
    sev: "high",
    hints: ["no route", "network", "dial", "route", "unreachable"],
    note: "After a firewall route change vendor-pay has no route to the bank's payout endpoint; payouts fail and reserves sees them stuck.",
    rate: 0.5,
    emits: [
      {
        svc: "vendor-pay",
        level: "error",
        msgs: [
          'payout {pay} failed: Post "https://payouts.firstcoastbank.com/v3/ach": dial tcp 10.220.4.17:443: connect: no route to host',
        ],
      },
      { svc: "vendor-pay", level: "warn", msgs: ["payout {pay} requeued, retry in 5s (attempt 2/4)"], p: 0.5 },
      {
        svc: "reserves",
        level: "warn",
        msgs: ["Payout confirmation for {claim} overdue (vendor-pay status PENDING)"],
        p: 0.3,
      },
    ],
    once: [
      {
        dt: -50,
        svc: "vendor-pay",
        level: "info",
        msg: "egress policy updated by platform: allow-list pcig-egress-v7 applied",
      },
    ],
  },
  {
    cat: "network",
    est: "tidewater",
    origin: "rental-desk",
    sev: "medium",
    hints: ["ssl", "tls", "certificate", "handshake", "verify"],
    note: "TLS handshakes from rental-desk to the rental partner fail certificate verification; rental bookings fail for repair assignments.",
    rate: 0.5,
    emits: [
      {
        svc: "rental-desk",
        level: "error",
        msgs: [
          "RentalBookingJob failed for {claim}: OpenSSL::SSL::SSLError: SSL_connect returned=1 errno=0 peer=203.0.113.40:443 state=error: certificate verify failed (unable to get local issuer certificate)",
        ],
        stack: [
          "/usr/local/lib/ruby/3.3.0/net/protocol.rb:46:in `connect_nonblock'",
          "/usr/local/lib/ruby/3.3.0/net/http.rb:1674:in `connect'",
          "/app/app/clients/partner_rental_client.rb:38:in `create_reservation'",
          "/app/app/jobs/rental_booking_job.rb:19:in `perform'",
        ],
      },
      {
        svc: "rental-desk",
        level: "warn",
        msgs: ["Sidekiq job RentalBookingJob jid={hexid} retry_count={n} will retry"],
        p: 0.8,
      },
      { svc: "claim-hub", level: "warn", msgs: ["Rental booking for {claim} not confirmed by rental-desk"], p: 0.5 },
    ],
  },
  {
    cat: "network",
    est: "pinecrest",
    origin: "photo-intake",
    sev: "medium",
    hints: ["reset", "connection", "econnreset", "network", "broken pipe"],
    note: "photo-intake's uploads to object storage are reset mid-stream (MTU change on its node pool); app photo uploads fail.",
    rate: 0.7,
    emits: [
      {
        svc: "photo-intake",
        level: "error",
        msgs: ["upload of {doc} aborted after {big} bytes"],
        stack: pyStack(
          [
            ["/srv/photo_intake/store.py", 61, "save", "blob.upload_from_file(fh, content_type=mime)"],
            ["/usr/local/lib/python3.12/ssl.py", 1180, "sendall", "v = self.send(byte_view[count:])"],
          ],
          "ConnectionResetError: [Errno 104] Connection reset by peer",
        ),
      },
      {
        svc: "app-gateway",
        level: "error",
        msgs: ["POST /v1/claims/{claim}/photos 502 {slow}ms ua=pcig-android/8.14.0 upstream=photo-intake"],
      },
      { svc: "app-gateway", level: "warn", msgs: ["retrying upstream photo-intake after 502 (attempt 2)"], p: 0.6 },
    ],
  },
  // ---------------- timeout ----------------
  {
    cat: "timeout",
    est: "harborline",
    origin: "coverage-rules",
    sev: "medium",
    hints: ["timeout", "timed out", "exceeded", "deadline"],
    note: "A ruleset loop makes coverage-rules' own evaluation overrun its 2 s budget; claims-intake reports coverage checks timing out.",
    rate: 0.9,
    emits: [
      {
        svc: "coverage-rules",
        level: "error",
        msgs: ["coverage evaluation aborted for {pol}"],
        stack: javaStack("kotlinx.coroutines.TimeoutCancellationException: Timed out waiting for 2000 ms", [
          "kotlinx.coroutines.TimeoutKt.TimeoutCancellationException(Timeout.kt:191)",
          `${HM}.coverage.engine.RuleEvaluator$evaluate$2.invokeSuspend(RuleEvaluator.kt:88)`,
          `${HM}.coverage.api.CoverageRoutes$check$1.invokeSuspend(CoverageRoutes.kt:41)`,
        ]),
      },
      {
        svc: "coverage-rules",
        level: "warn",
        msgs: ["ruleset HO-2026.3 evaluation took {slow}ms (budget 2000ms) rules_fired={big}"],
        p: 0.5,
      },
      {
        svc: "claims-intake",
        level: "error",
        msgs: [
          'Coverage check for claim {claim} failed: I/O error on POST request for "http://coverage-rules:8080/check": Read timed out',
        ],
      },
      { svc: "fnol-web", level: "warn", msgs: ["POST /api/fnol 504 {slow}ms"], p: 0.5 },
    ],
  },
  {
    cat: "timeout",
    est: "pinecrest",
    origin: "coverage-api",
    sev: "medium",
    hints: ["timeout", "deadline", "timed out", "awaiting headers"],
    note: "The carrier's prior-loss lookup stops answering in time; coverage-api (WARN only) burns its deadline and the app's claims stall.",
    rate: 0.8,
    emits: [
      {
        svc: "coverage-api",
        level: "warn",
        msgs: [
          'prior-loss lookup failed policy={pol}: Get "https://priorloss.verisk-gw.pcig.internal/v2/search": context deadline exceeded (Client.Timeout exceeded while awaiting headers)',
        ],
      },
      { svc: "fnol-svc", level: "error", msgs: ["coverage-api call timed out after 8.0s for {claim}"] },
      {
        svc: "app-gateway",
        level: "warn",
        msgs: ["POST /v1/claims 504 8{big}ms ua=pcig-ios/8.14.2 upstream=fnol-svc"],
        p: 0.7,
      },
    ],
  },
  {
    cat: "timeout",
    est: "tidewater",
    origin: "dispatch",
    sev: "medium",
    hints: ["deadline", "timeout", "timed out", "exceeded"],
    note: "dispatch's route optimiser overruns its solve deadline for every region; claim-hub times out waiting for adjuster assignments.",
    rate: 0.7,
    emits: [
      {
        svc: "dispatch",
        level: "error",
        msgs: [
          "optimizer: solve for region NE-0{n} aborted: context deadline exceeded after 8s (stops=2{n}, adjusters=1{n})",
        ],
      },
      {
        svc: "claim-hub",
        level: "error",
        msgs: [
          "Dispatch request for {claim} failed: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.",
        ],
      },
      {
        svc: "claim-hub",
        level: "warn",
        msgs: ["Polly retry 1 for dispatch call after TaskCanceledException (delay 1000ms)"],
        repeat: 2,
      },
    ],
  },
  {
    cat: "timeout",
    est: "pinecrest",
    origin: "policy-core",
    sev: "medium",
    hints: ["timeout", "rack::timeout", "requesttimeout", "timed out"],
    note: "Declarations-page rendering in policy-core runs past Rack::Timeout; policy views and claim creation time out.",
    rate: 0.6,
    emits: [
      {
        svc: "policy-core",
        level: "error",
        msgs: ["Rack::Timeout::RequestTimeoutException (Request ran for longer than 15000ms ):"],
        stack: [
          "app/services/declarations_pdf.rb:112:in `render_schedule'",
          "app/services/declarations_pdf.rb:41:in `call'",
          "app/controllers/policies_controller.rb:27:in `show'",
        ],
      },
      { svc: "app-gateway", level: "error", msgs: ["GET /v1/policies/{pol} 504 15{big}ms upstream=policy-core"] },
      {
        svc: "coverage-api",
        level: "warn",
        msgs: ["policy-core GET /policies/{pol} timed out after 15s, retrying"],
        p: 0.5,
      },
    ],
  },
  // ---------------- rate limiting ----------------
  {
    cat: "rate_limiting",
    est: "harborline",
    origin: "doc-ocr",
    sev: "medium",
    hints: ["throttl", "rate", "429", "limit", "exceeded"],
    note: "doc-ocr hits the Textract request quota after storm-claim volume; it only warns while documents back up and fnol-web users see slow uploads.",
    rate: 0.8,
    emits: [
      {
        svc: "doc-ocr",
        level: "warn",
        msgs: ["textract AnalyzeDocument throttled for {doc}: ThrottlingException: Rate exceeded; backing off 2.{n}s"],
      },
      { svc: "doc-ocr", level: "warn", msgs: ["ocr queue depth {big} (high-water 500)"], p: 0.1 },
      {
        svc: "fnol-web",
        level: "error",
        msgs: ["POST /api/claims/{claim}/documents 503 {slow}ms - doc-ocr busy"],
        p: 0.5,
      },
    ],
  },
  {
    cat: "rate_limiting",
    est: "pinecrest",
    origin: "field-scheduler",
    sev: "medium",
    hints: ["over_query_limit", "quota", "rate", "429", "limit"],
    note: "field-scheduler exhausts its maps distance-matrix quota; inspections cannot be booked and fnol-svc logs scheduling failures.",
    rate: 0.6,
    emits: [
      {
        svc: "field-scheduler",
        level: "error",
        msgs: [
          "distance matrix request failed for {claim}: status OVER_QUERY_LIMIT - You have exceeded your rate-limit for this API.",
        ],
        stack: nodeStack("Error: OVER_QUERY_LIMIT", [
          "DistanceClient.matrix (/app/dist/maps/distance.js:58:13)",
          "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
          "async SlotPlanner.plan (/app/dist/planner/slots.js:121:21)",
        ]),
        p: 0.7,
      },
      {
        svc: "fnol-svc",
        level: "error",
        msgs: ["inspection booking failed for {claim}: field-scheduler returned 503"],
      },
    ],
  },
  {
    cat: "rate_limiting",
    est: "tidewater",
    origin: "ivr-fnol",
    sev: "medium",
    hints: ["429", "too many requests", "rate", "20429", "limit"],
    note: "ivr-fnol exceeds Twilio's API concurrency after a hail storm; callbacks and SMS confirmations fail with 429.",
    rate: 0.9,
    emits: [
      {
        svc: "ivr-fnol",
        level: "error",
        msgs: [
          "twilio messages.create failed for call CA{hexid}: RestException [Error 20429]: Too Many Requests (status 429)",
        ],
      },
      { svc: "ivr-fnol", level: "warn", msgs: ["backing off twilio for 1{n}00ms after 429"], repeat: 2 },
      { svc: "claim-hub", level: "warn", msgs: ["Acknowledgement SMS for {claim} not confirmed by ivr-fnol"], p: 0.3 },
    ],
  },
  {
    cat: "rate_limiting",
    est: "pinecrest",
    origin: "rental-link",
    sev: "medium",
    hints: ["429", "rate", "limit", "too many", "retry-after"],
    note: "rental-link is throttled by the rental partner API (429 with Retry-After) during a catastrophe surge; bookings queue up.",
    rate: 0.7,
    emits: [
      {
        svc: "rental-link",
        level: "warn",
        msgs: ["POST /reservations -> 429 Too Many Requests, Retry-After: 3{n}s (claim {claim})"],
      },
      {
        svc: "rental-link",
        level: "error",
        msgs: ["rental reservation for {claim} abandoned after 3 attempts (429)"],
        p: 0.4,
      },
      {
        svc: "bodyshop-network",
        level: "warn",
        msgs: ["Rental not confirmed for {claim}; repair assignment kept PENDING_RENTAL"],
        p: 0.4,
      },
    ],
  },
  // ---------------- validation ----------------
  {
    cat: "validation",
    est: "tidewater",
    origin: "carrier-sync",
    sev: "medium",
    hints: ["validation", "format", "parse", "invalid", "schema"],
    note: "A carrier bordereau arrives with dd/MM/yyyy dates; carrier-sync rejects its rows and coverage-verifier then misses those policies.",
    rate: 0.9,
    emits: [
      {
        svc: "carrier-sync",
        level: "warn",
        msgs: [
          "Bordereau HARBORLINE_20260914.csv row {big}: field inception_date value '{dd}/09/2026' does not match pattern yyyy-MM-dd, row rejected",
        ],
      },
      {
        svc: "coverage-verifier",
        level: "warn",
        msgs: ["Policy {pol} not found at carrier HARBORLINE (possible typo)"],
        p: 0.4,
      },
    ],
    once: [
      { dt: 0, svc: "carrier-sync", level: "info", msg: "Bordereau HARBORLINE_20260914.csv picked up (41877 rows)" },
      {
        dt: 120,
        svc: "carrier-sync",
        level: "error",
        msg: "Bordereau HARBORLINE_20260914.csv rejected: 39512 of 41877 rows invalid (threshold 5%)",
      },
    ],
  },
  {
    cat: "validation",
    est: "harborline",
    origin: "regrep-batch",
    sev: "medium",
    hints: ["validation", "xsd", "schema", "cvc", "invalid"],
    note: "The NAIC claims extract in regrep-batch fails XSD validation on every chunk because a company code is 'N/A'; the regulatory job fails.",
    rate: 0.3,
    emits: [
      {
        svc: "regrep-batch",
        level: "error",
        msgs: ["Encountered an error executing step validateXml in job naicClaimsExtract"],
        stack: javaStack(
          "org.xml.sax.SAXParseException; lineNumber: {big}; columnNumber: 37; cvc-pattern-valid: Value 'N/A' is not facet-valid with respect to pattern '[0-9]{5}' for type 'NaicCompanyCode'.",
          [
            "java.xml/com.sun.org.apache.xerces.internal.util.ErrorHandlerWrapper.createSAXParseException(ErrorHandlerWrapper.java:204)",
            "java.xml/com.sun.org.apache.xerces.internal.jaxp.validation.ValidatorImpl.validate(ValidatorImpl.java:115)",
            `${HM}.regrep.naic.XsdValidatingWriter.write(XsdValidatingWriter.java:52)`,
            "org.springframework.batch.core.step.item.SimpleChunkProcessor.writeItems(SimpleChunkProcessor.java:193)",
          ],
        ),
      },
      {
        svc: "regrep-batch",
        level: "info",
        msgs: [
          "Job: [SimpleJob: [name=naicClaimsExtract]] completed with the following parameters: [{run.id=2{n}}] and the following status: [FAILED]",
        ],
        p: 0.4,
      },
    ],
  },
  {
    cat: "validation",
    est: "pinecrest",
    origin: "fnol-svc",
    sev: "medium",
    hints: ["validation", "pydantic", "422", "invalid", "postcode"],
    note: "fnol-svc's tightened postcode schema rejects ZIP+4 values sent by the app, so app claims fail with 422.",
    rate: 0.8,
    emits: [
      {
        svc: "fnol-svc",
        level: "warn",
        msgs: [
          "rejected submission: 1 validation error for FnolSubmission\nloss_location.postcode\n  String should match pattern '^\\d{5}$' [type=string_pattern_mismatch, input_value='{zip}-{n}41', input_type=str]",
        ],
      },
      {
        svc: "fnol-svc",
        level: "info",
        msgs: ['INFO:     10.4.3.{n}:{port} - "POST /fnol HTTP/1.1" 422 Unprocessable Entity'],
      },
      { svc: "app-gateway", level: "warn", msgs: ["POST /v1/claims 422 {ms}ms ua=pcig-ios/8.14.2 upstream=fnol-svc"] },
    ],
    once: [{ dt: -70, svc: "fnol-svc", level: "info", msg: "Application startup complete (fnol-svc 2026.09.2)." }],
  },
  {
    cat: "validation",
    est: "tidewater",
    origin: "repair-net",
    sev: "medium",
    hints: ["validation", "constraint", "invalid", "must be"],
    note: "repair-net rejects every estimate from the new estimating-system feed on a labour-hours constraint; repairs cannot be approved.",
    rate: 0.6,
    emits: [
      {
        svc: "repair-net",
        level: "error",
        msgs: ["Estimate import failed for assignment {shop}"],
        stack: javaStack(
          "jakarta.validation.ConstraintViolationException: importEstimate.estimate.lines[3].laborHours: must be less than or equal to 99.9, importEstimate.estimate.lines[3].laborHours: numeric value out of bounds (<2 digits>.<1 digits> expected)",
          [
            "org.springframework.validation.beanvalidation.MethodValidationInterceptor.invoke(MethodValidationInterceptor.java:138)",
            "com.tidewater.repairnet.estimates.EstimateImporter.importEstimate(EstimateImporter.java:71)",
            "com.tidewater.repairnet.feed.EstimateFeedListener.onMessage(EstimateFeedListener.java:44)",
          ],
        ),
      },
      {
        svc: "claim-hub",
        level: "warn",
        msgs: ["Estimate for {claim} rejected by repair-net, approval blocked"],
        p: 0.4,
      },
    ],
  },
  // ---------------- null reference ----------------
  {
    cat: "null_reference",
    est: "harborline",
    origin: "claims-intake",
    sev: "high",
    hints: ["nullpointer", "null", "npe"],
    note: "claims-intake throws NullPointerException for property claims that carry no vehicle; fnol-web returns 500 for them.",
    rate: 0.6,
    emits: [
      {
        svc: "claims-intake",
        level: "error",
        msgs: [
          "Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.NullPointerException] with root cause",
        ],
        stack: javaStack(
          'java.lang.NullPointerException: Cannot invoke "com.harborline.claims.model.Vehicle.getVin()" because the return value of "com.harborline.claims.model.Claim.getVehicle()" is null',
          [
            `${HM}.claims.triage.TriageRules.autoRoute(TriageRules.java:117)`,
            `${HM}.claims.intake.FnolService.accept(FnolService.java:64)`,
            `${HM}.claims.intake.FnolController.create(FnolController.java:39)`,
            "java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
          ],
        ),
      },
      { svc: "fnol-web", level: "error", msgs: ["POST /api/fnol 500 {ms}ms - claims-intake responded 500"] },
    ],
    once: [
      {
        dt: -90,
        svc: "claims-intake",
        level: "info",
        msg: "Started ClaimsIntakeApplication v5.31.0 using Java 21.0.4 with PID 1",
      },
    ],
  },
  {
    cat: "null_reference",
    est: "pinecrest",
    origin: "field-scheduler",
    sev: "medium",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    note: "field-scheduler crashes on claims without a garaging address (TypeError reading postcode of undefined); fnol-svc cannot book inspections.",
    rate: 0.5,
    emits: [
      {
        svc: "field-scheduler",
        level: "error",
        msgs: ["unhandled error in POST /inspections"],
        stack: nodeStack("TypeError: Cannot read properties of undefined (reading 'postcode')", [
          "territoryFor (/app/dist/planner/territory.js:22:38)",
          "SlotPlanner.plan (/app/dist/planner/slots.js:97:19)",
          "async /app/dist/routes/inspections.js:31:18",
        ]),
      },
      {
        svc: "fnol-svc",
        level: "error",
        msgs: ["inspection booking failed for {claim}: field-scheduler returned 500"],
      },
    ],
  },
  {
    cat: "null_reference",
    est: "tidewater",
    origin: "disbursements",
    sev: "high",
    hints: ["nullreference", "null", "object reference"],
    note: "disbursements throws NullReferenceException for vendor payees with no remittance address; claim-hub's vendor payments fail.",
    rate: 0.5,
    emits: [
      {
        svc: "disbursements",
        level: "error",
        msgs: [
          "fail: Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware[1] An unhandled exception has occurred while executing the request.",
        ],
        stack: dotnetStack("System.NullReferenceException: Object reference not set to an instance of an object.", [
          "Tidewater.Disbursements.Payees.RemittanceFormatter.Format(Payee payee) in /src/Disbursements/Payees/RemittanceFormatter.cs:line 29",
          "Tidewater.Disbursements.Issue.IssueHandler.Handle(IssueCommand cmd, CancellationToken ct) in /src/Disbursements/Issue/IssueHandler.cs:line 51",
          "Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|6_0(Endpoint endpoint, Task requestTask, ILogger logger)",
        ]),
      },
      {
        svc: "claim-hub",
        level: "error",
        msgs: ["Vendor payment {pay} for {claim} failed: disbursements returned 500 InternalServerError"],
      },
    ],
  },
  {
    cat: "null_reference",
    est: "harborline",
    origin: "broker-portal",
    sev: "medium",
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    note: "broker-portal raises NoMethodError on nil for policies without a billing plan after a data backfill; brokers get 500s on policy pages.",
    rate: 0.5,
    emits: [
      {
        svc: "broker-portal",
        level: "error",
        msgs: ["NoMethodError (undefined method `installments' for nil:NilClass):"],
        stack: [
          "app/presenters/policy_summary_presenter.rb:44:in `next_due'",
          "app/views/brokers/policies/show.html.erb:27",
          "app/controllers/brokers/policies_controller.rb:15:in `show'",
        ],
      },
      {
        svc: "broker-portal",
        level: "info",
        msgs: ["Completed 500 Internal Server Error in {ms}ms (ActiveRecord: 6.3ms)"],
      },
    ],
  },
  // ---------------- configuration ----------------
  {
    cat: "configuration",
    est: "harborline",
    origin: "coverage-rules",
    sev: "high",
    hints: ["placeholder", "config", "property", "missing", "resolve"],
    note: "A coverage-rules release needs a property the config repo lacks; it crash-loops on start and claims-intake gets connection refused.",
    rate: 0.9,
    silent: true,
    emits: [
      {
        svc: "claims-intake",
        level: "error",
        msgs: [
          'Coverage check for claim {claim} failed: I/O error on POST request for "http://coverage-rules:8080/check": Connection refused',
        ],
      },
      { svc: "claims-intake", level: "warn", msgs: ["Retrying coverage-rules POST /check (attempt 2/4)"], repeat: 3 },
      { svc: "fnol-web", level: "error", msgs: ["POST /api/fnol 502 {ms}ms - claims-intake responded 502"], p: 0.6 },
    ],
    once: [0, 35, 80, 150, 260, 400, 560].flatMap((dt) => [
      {
        dt,
        svc: "coverage-rules",
        level: "info" as const,
        msg: "Starting CoverageRulesApplicationKt v3.9.0 using Java 21.0.4 with PID 1",
      },
      {
        dt: dt + 4,
        svc: "coverage-rules",
        level: "error" as const,
        msg: "Application run failed",
        stack: javaStack(
          "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'catalogClient': Injection of autowired dependencies failed",
          [
            "org.springframework.beans.factory.annotation.AutowiredAnnotationBeanPostProcessor.postProcessProperties(AutowiredAnnotationBeanPostProcessor.java:498)",
          ],
          [
            `Caused by: java.lang.IllegalArgumentException: Could not resolve placeholder 'coverage.catalog.base-url' in value "${DOLLAR}{coverage.catalog.base-url}"`,
            "\tat org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)",
            "\t... 38 common frames omitted",
          ],
        ),
      },
    ]),
  },
  {
    cat: "configuration",
    est: "pinecrest",
    origin: "app-gateway",
    sev: "high",
    hints: ["config", "upstream", "route", "misconfig"],
    note: "A config reload points app-gateway's fnol route at the wrong port; every app claim fails with 502 while fnol-svc itself is healthy.",
    rate: 1.0,
    emits: [
      {
        svc: "app-gateway",
        level: "error",
        msgs: ["upstream fnol: POST http://fnol-svc:8081/fnol: dial tcp 10.4.3.22:8081: connect: connection refused"],
      },
      { svc: "app-gateway", level: "info", msgs: ["POST /v1/claims 502 {n}ms ua=pcig-ios/8.14.2"] },
    ],
    once: [
      {
        dt: -2,
        svc: "app-gateway",
        level: "info",
        msg: "config reloaded from /etc/app-gateway/routes.yaml (rev 7f3c2a1): 41 routes, 6 upstreams changed",
      },
    ],
  },
  {
    cat: "configuration",
    est: "tidewater",
    origin: "rental-desk",
    sev: "high",
    hints: ["keyerror", "key not found", "env", "config", "missing"],
    note: "A rental-desk release reads an environment variable nobody set; every booking job fails with KeyError.",
    rate: 0.5,
    emits: [
      {
        svc: "rental-desk",
        level: "error",
        msgs: ['RentalBookingJob failed for {claim}: KeyError: key not found: "RENTAL_PARTNER_BASE_URL"'],
        stack: [
          "/app/config/initializers/partner_rental.rb:4:in `fetch'",
          "/app/app/clients/partner_rental_client.rb:12:in `initialize'",
          "/app/app/jobs/rental_booking_job.rb:17:in `perform'",
        ],
      },
      { svc: "claim-hub", level: "warn", msgs: ["Rental booking for {claim} not confirmed by rental-desk"], p: 0.6 },
    ],
    once: [
      {
        dt: -25,
        svc: "rental-desk",
        level: "info",
        msg: "Puma starting in single mode... * Version 6.4.2, release 2026.09.14-1",
      },
    ],
  },
  {
    cat: "configuration",
    est: "pinecrest",
    origin: "fraud-engine",
    sev: "medium",
    hints: ["config", "threshold", "property", "bind", "invalid"],
    note: "A config change sets fraud-engine's refer threshold to 0.0, so it refers every claim to SIU and fnol-svc holds them all.",
    rate: 0.8,
    emits: [
      {
        svc: "fraud-engine",
        level: "warn",
        msgs: ["{claim} referred to SIU review queue (score 0.0{n}, threshold 0.00)"],
      },
      { svc: "fnol-svc", level: "warn", msgs: ["claim {claim} held: fraud-engine decision REFER"] },
      { svc: "reserves", level: "info", msgs: ["Initial reserve deferred for {claim} (SIU hold)"], p: 0.5 },
    ],
    once: [
      {
        dt: -3,
        svc: "fraud-engine",
        level: "info",
        msg: "Refreshing scope 'fraud.scoring' from config server (label prod, version a91e0c4)",
      },
      { dt: -2, svc: "fraud-engine", level: "warn", msg: "Property fraud.scoring.refer-threshold changed 0.72 -> 0.0" },
    ],
  },
  // ---------------- dependency ----------------
  {
    cat: "dependency",
    est: "harborline",
    origin: "claim-payments",
    sev: "high",
    hints: ["503", "unavailable", "gateway", "circuit", "bank"],
    note: "The bank's payments gateway returns 503; claim-payments' circuit breaker opens and payments to claimants and vendors stop.",
    rate: 0.6,
    emits: [
      {
        svc: "claim-payments",
        level: "error",
        msgs: [
          "Payment {pay} submission failed: Response status code does not indicate success: 503 (Service Unavailable) from https://api.meridianbank.com/payments/v2/ach",
        ],
      },
      {
        svc: "claim-payments",
        level: "warn",
        msgs: ["Polly: Retry 2 for bank gateway after 503 ServiceUnavailable (delay 400ms)"],
        repeat: 2,
      },
      {
        svc: "claims-intake",
        level: "warn",
        msgs: ["Payment for claim {claim} rejected by claim-payments: BANK_GATEWAY_UNAVAILABLE"],
        p: 0.5,
      },
    ],
    once: [
      {
        dt: 40,
        svc: "claim-payments",
        level: "error",
        msg: "Circuit breaker 'meridian-bank' transitioned to Open for 00:00:30 after 10 failures",
      },
      {
        dt: 200,
        svc: "claim-payments",
        level: "error",
        msg: "Circuit breaker 'meridian-bank' transitioned to Open for 00:00:30 (half-open probe failed: 503)",
      },
    ],
  },
  {
    cat: "dependency",
    est: "pinecrest",
    origin: "bodyshop-network",
    sev: "medium",
    hints: ["503", "unavailable", "circuit", "vendor", "broken"],
    note: "The estimating vendor's API is down; bodyshop-network's breaker opens and repair assignments fail.",
    rate: 0.5,
    emits: [
      {
        svc: "bodyshop-network",
        level: "error",
        msgs: [
          "Assignment to estimating vendor failed for {claim}: 503 Service Unavailable (https://api.estimatelink.net/v1/assignments)",
        ],
      },
      {
        svc: "bodyshop-network",
        level: "warn",
        msgs: ["Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls."],
        p: 0.7,
      },
      {
        svc: "fnol-svc",
        level: "warn",
        msgs: ["repair referral for {claim} failed: bodyshop-network 503, will retry in 5m"],
        p: 0.6,
      },
    ],
  },
  {
    cat: "dependency",
    est: "tidewater",
    origin: "dispatch",
    sev: "medium",
    hints: ["redis", "loading", "unavailable", "dependency"],
    note: "dispatch's Redis restarts and answers LOADING while replaying its dataset; dispatch (WARN only) cannot reserve slots and claim-hub sees 503s.",
    rate: 0.8,
    emits: [
      {
        svc: "dispatch",
        level: "warn",
        msgs: ["slot reserve failed for {claim}: LOADING Redis is loading the dataset in memory"],
      },
      {
        svc: "claim-hub",
        level: "error",
        msgs: [
          "Dispatch request for {claim} failed: Response status code does not indicate success: 503 (Service Unavailable).",
        ],
      },
      { svc: "claim-hub", level: "warn", msgs: ["Polly retry 1 for dispatch call after 503 (delay 500ms)"], repeat: 2 },
    ],
  },
  {
    cat: "dependency",
    est: "harborline",
    origin: "rating-engine",
    sev: "medium",
    hints: ["502", "territory", "upstream", "unavailable", "vendor"],
    note: "The vendor territory-data service answers 502 to rating-engine; quotes fail and the broker portal shows errors.",
    rate: 0.6,
    emits: [
      {
        svc: "rating-engine",
        level: "error",
        msgs: ["E territory lookup zip={zip}: HTTP 502 Bad Gateway from territory.isodata.example:443 (attempt 3/3)"],
      },
      {
        svc: "broker-portal",
        level: "error",
        msgs: ["RatingClient::UpstreamError (rating-engine returned 500 for quote Q{big})"],
      },
      { svc: "broker-portal", level: "info", msgs: ["Completed 502 Bad Gateway in {slow}ms"] },
    ],
  },
  // ---------------- memory ----------------
  {
    cat: "memory",
    est: "harborline",
    origin: "doc-ocr",
    sev: "high",
    hints: ["memory", "oom", "sigkill", "killed"],
    note: "Large multi-page PDFs push doc-ocr's gunicorn workers past their memory limit; workers are SIGKILLed and uploads fail.",
    rate: 0.5,
    emits: [
      { svc: "doc-ocr", level: "error", msgs: ["Worker (pid:{pid}) was sent SIGKILL! Perhaps out of memory?"], p: 0.5 },
      { svc: "doc-ocr", level: "info", msgs: ["Booting worker with pid: {pid}"], p: 0.5 },
      {
        svc: "fnol-web",
        level: "error",
        msgs: ["POST /api/claims/{claim}/documents 502 {slow}ms - socket hang up from doc-ocr"],
      },
    ],
    once: [{ dt: -40, svc: "doc-ocr", level: "warn", msg: "rasterising {doc}: 212 pages at 300 dpi (large document)" }],
  },
  {
    cat: "memory",
    est: "pinecrest",
    origin: "fraud-engine",
    sev: "high",
    hints: ["outofmemory", "heap", "memory", "gc"],
    note: "fraud-engine's feature cache grows without bound until Java heap space OOM; scoring stalls and fnol-svc times out.",
    rate: 0.6,
    emits: [
      {
        svc: "fraud-engine",
        level: "error",
        msgs: ['Exception in thread "http-nio-8080-exec-{n}" java.lang.OutOfMemoryError: Java heap space'],
        stack: [
          "\tat java.base/java.util.HashMap.resize(HashMap.java:702)",
          `\tat ${PC}.fraud.features.FeatureCache.put(FeatureCache.java:58)`,
        ],
        p: 0.4,
      },
      {
        svc: "fraud-engine",
        level: "warn",
        msgs: ["[gc] Pause Full (G1 Compaction Pause) 4090M->4071M(4096M) 3{n}12.447ms"],
        p: 0.5,
      },
      { svc: "fnol-svc", level: "error", msgs: ["fraud-engine POST /score timed out after 10s for {claim}"] },
    ],
  },
  {
    cat: "memory",
    est: "tidewater",
    origin: "claim-hub",
    sev: "high",
    hints: ["outofmemory", "memory", "oom"],
    note: "claim-hub runs out of memory building large claim exports and its requests fail with OutOfMemoryException; ivr-fnol callers get 500s.",
    rate: 0.7,
    emits: [
      {
        svc: "claim-hub",
        level: "error",
        msgs: [
          'fail: Microsoft.AspNetCore.Server.Kestrel[13] Connection id "0HN6{hexid}", Request id "0HN6{hexid}:00000002": An unhandled exception was thrown by the application.',
        ],
        stack: dotnetStack("System.OutOfMemoryException: Exception of type 'System.OutOfMemoryException' was thrown.", [
          "System.Text.StringBuilder.ExpandByABlock(Int32 minBlockCharCount)",
          "Tidewater.ClaimHub.Export.ClaimFileBuilder.Append(Claim claim) in /src/ClaimHub/Export/ClaimFileBuilder.cs:line 88",
          "Tidewater.ClaimHub.Api.ClaimsController.Create(ClaimDto dto) in /src/ClaimHub/Api/ClaimsController.cs:line 41",
        ]),
        p: 0.7,
      },
      {
        svc: "ivr-fnol",
        level: "error",
        msgs: ["claim-hub POST /api/claims -> 500 for call CA{hexid}; transferring to agent"],
      },
    ],
  },
  {
    cat: "memory",
    est: "pinecrest",
    origin: "field-scheduler",
    sev: "high",
    hints: ["heap", "memory", "out of memory", "allocation failed"],
    note: "field-scheduler's Node heap fills and the process aborts with 'JavaScript heap out of memory' repeatedly; fnol-svc gets connection errors.",
    rate: 0.5,
    emits: [
      {
        svc: "fnol-svc",
        level: "error",
        msgs: ["inspection booking failed for {claim}: [Errno 111] Connection refused (field-scheduler:3000)"],
      },
    ],
    once: [0, 150, 300, 450].flatMap((dt) => [
      { dt: dt - 8, svc: "field-scheduler", level: "warn" as const, msg: "event loop lag 2{n}40ms" },
      {
        dt,
        svc: "field-scheduler",
        level: "error" as const,
        msg: "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
        stack: [
          "<--- Last few GCs --->",
          "[1:0x5e1c2a0]   612233 ms: Mark-Compact 2041.6 (2083.4) -> 2039.9 (2084.2) MB, 1822.51 / 0.00 ms  (average mu = 0.091, current mu = 0.012) allocation failure; scavenge might not succeed",
          " 1: 0xb8d0a0 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
          " 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
        ],
      },
      {
        dt: dt + 6,
        svc: "field-scheduler",
        level: "info" as const,
        msg: "field-scheduler@4.7.2 listening on :3000 (NODE_ENV=production)",
      },
    ]),
  },
  // ---------------- disk ----------------
  {
    cat: "disk",
    est: "harborline",
    origin: "regrep-batch",
    sev: "high",
    hints: ["no space", "disk", "enospc", "space left"],
    note: "regrep-batch fills its scratch volume while writing the quarterly extract and fails with 'No space left on device'.",
    rate: 0.25,
    emits: [
      {
        svc: "regrep-batch",
        level: "error",
        msgs: ["Encountered an error executing step writeExtract in job quarterlyStatExtract"],
        stack: javaStack(
          "org.springframework.batch.item.WriterNotOpenException: Writer must be open before it can be written to",
          ["org.springframework.batch.item.file.FlatFileItemWriter.write(FlatFileItemWriter.java:255)"],
          [
            "Caused by: java.io.IOException: No space left on device",
            "\tat java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
            "\tat java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:311)",
          ],
        ),
      },
    ],
    once: [
      {
        dt: -120,
        svc: "regrep-batch",
        level: "info",
        msg: "Job: [SimpleJob: [name=quarterlyStatExtract]] launched with the following parameters: [{quarter=2026Q3}]",
      },
      { dt: -20, svc: "regrep-batch", level: "warn", msg: "Scratch volume /scratch at 97% used" },
    ],
  },
  {
    cat: "disk",
    est: "pinecrest",
    origin: "photo-intake",
    sev: "high",
    hints: ["no space", "errno 28", "disk", "space left"],
    note: "photo-intake's local spool fills up (temp files never cleaned) and every upload fails with Errno 28.",
    rate: 0.8,
    emits: [
      {
        svc: "photo-intake",
        level: "error",
        msgs: ["could not spool {doc}: OSError: [Errno 28] No space left on device: '/var/spool/photos/{uuid}.jpg'"],
      },
      {
        svc: "app-gateway",
        level: "error",
        msgs: ["POST /v1/claims/{claim}/photos 502 {ms}ms ua=pcig-ios/8.14.2 upstream=photo-intake status=500"],
      },
    ],
  },
  {
    cat: "disk",
    est: "tidewater",
    origin: "ocr-pipeline",
    sev: "high",
    hints: ["flood", "read-only", "disk", "watermark", "cluster_block"],
    note: "The search cluster ocr-pipeline indexes into hits the flood-stage watermark; its bulk writes are blocked (WARN only) and documents stop appearing.",
    rate: 0.7,
    emits: [
      {
        svc: "ocr-pipeline",
        level: "warn",
        msgs: [
          "bulk index of {doc} failed: ApiError(429, 'cluster_block_exception', 'index [claim-docs-2026.09] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];')",
        ],
      },
      { svc: "claim-hub", level: "warn", msgs: ["Document {doc} not searchable 120s after OCR"], p: 0.3 },
    ],
  },
  {
    cat: "disk",
    est: "tidewater",
    origin: "repair-net",
    sev: "high",
    hints: ["read-only", "file system", "disk", "filesystem"],
    note: "repair-net's estimate volume remounts read-only after a storage error; every estimate save fails.",
    rate: 0.5,
    emits: [
      {
        svc: "repair-net",
        level: "error",
        msgs: ["Could not store estimate PDF for {shop}"],
        stack: javaStack(
          "java.nio.file.FileSystemException: /data/estimates/2026/09/{uuid}.pdf: Read-only file system",
          [
            "java.base/sun.nio.fs.UnixException.translateToIOException(UnixException.java:100)",
            "java.base/java.nio.file.Files.newOutputStream(Files.java:228)",
            "com.tidewater.repairnet.estimates.EstimateStore.save(EstimateStore.java:36)",
          ],
        ),
      },
      {
        svc: "claim-hub",
        level: "warn",
        msgs: ["Estimate for {claim} rejected by repair-net, approval blocked"],
        p: 0.4,
      },
    ],
  },
  // ---------------- unknown ----------------
  {
    cat: "unknown",
    est: "pinecrest",
    origin: "reserves",
    sev: "high",
    hints: ["unknown", "unresponsive", "hang", "timeout"],
    note: "reserves stops logging and answering; callers time out on it and nothing says why.",
    rate: 0.7,
    silent: true,
    emits: [
      {
        svc: "fnol-svc",
        level: "error",
        msgs: [
          "reserve call failed for {claim}: ReadTimeout: HTTPConnectionPool(host='reserves', port=8080): Read timed out. (read timeout=10)",
        ],
      },
      {
        svc: "fnol-svc",
        level: "warn",
        msgs: ["retrying POST reserves/initial for {claim} in 2.0s (attempt {n})"],
        repeat: 2,
      },
      {
        svc: "vendor-pay",
        level: "warn",
        msgs: ["approval poll to reserves failed: context deadline exceeded"],
        p: 0.3,
      },
    ],
  },
  {
    cat: "unknown",
    est: "tidewater",
    origin: "coverage-verifier",
    sev: "medium",
    hints: ["500", "unknown", "internal", "error"],
    note: "coverage-verifier starts answering 500 to most verifications without logging any exception; claim-hub parks new claims.",
    rate: 0.8,
    emits: [
      {
        svc: "coverage-verifier",
        level: "warn",
        msgs: ["Request finished HTTP/1.1 POST http://coverage-verifier/api/verify - 500 0 - {n}.4ms"],
      },
      {
        svc: "claim-hub",
        level: "error",
        msgs: ["Coverage verification failed for {claim}: coverage-verifier returned 500 InternalServerError"],
      },
      {
        svc: "ivr-fnol",
        level: "warn",
        msgs: ["call CA{hexid}: claim created but coverage pending, caller told to expect callback"],
        p: 0.4,
      },
    ],
  },
  {
    cat: "unknown",
    est: "harborline",
    origin: "rating-engine",
    sev: "medium",
    hints: ["internal", "unknown", "error", "status"],
    note: "rating-engine returns internal errors for most quotes with only an opaque status code; broker quoting fails.",
    rate: 0.6,
    emits: [
      { svc: "rating-engine", level: "error", msgs: ["E rate request Q{big} failed: internal error (status=13)"] },
      {
        svc: "broker-portal",
        level: "error",
        msgs: ["RatingClient::UpstreamError (rating-engine returned 500 for quote Q{big})"],
      },
      { svc: "policy-admin", level: "warn", msgs: ["Quote save skipped: no premium from rating-engine"], p: 0.3 },
    ],
  },
  {
    cat: "unknown",
    est: "tidewater",
    origin: "client-reports",
    sev: "medium",
    hints: ["exit", "unknown", "crash", "failed"],
    note: "client-reports' workers die one after another with a bare non-zero exit; client loss-run reports stop and nothing says why.",
    rate: 0.15,
    silent: true,
    emits: [
      {
        svc: "client-reports",
        level: "error",
        msgs: [
          "Process 'ForkPoolWorker-{n}' pid:{pid} exited with 'exitcode 1'",
          "report worker exited unexpectedly (code 1), restarting",
        ],
      },
    ],
  },
];
