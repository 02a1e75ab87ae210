// The 52 failures of holdout94, four per category spread over the four estates. Each says which services' requests
// fail (and what every party then logs), what the failing service logs on its own, and whether it goes quiet.
import { type Step, s } from "./estates.js";
import type { Rng } from "./rng.js";
import { dotnetTrace, javaTrace, nodeTrace, pyTrace, rubyTrace } from "./stacks.js";

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

export interface Incident {
  cat: Category;
  estate: string;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** flows touching any of these services fail (with probability failRate) once the fault is live */
  affects: string[];
  failRate: number;
  fail: (r: Rng) => Step[];
  tick?: { every: number; gen: (r: Rng) => Step[] };
  /** steps placed relative to the fault start (dt may be negative: the change that precedes it) */
  prelude?: (r: Rng) => Step[];
  /** the origin's own normal lines stop */
  silence?: boolean;
}

const d = (r: Rng, n: number) => r.digits(n);
const appt = (r: Rng) => `A-${d(r, 6)}`;
const clm = (r: Rng) => `CLM-${d(r, 8)}`;
const retries = (svc: string, n: number, msg: (i: number) => string, gap: number, r: Rng, at = 0): Step[] =>
  Array.from({ length: n }, (_, i) => s(svc, at + i * gap + r.int(0, 200), "warn", msg(i + 1)));

export const INCIDENTS: Incident[] = [
  // ------------------------------------------------------------ authentication
  {
    cat: "authentication",
    estate: "pawprint",
    origin: "lab-hl7-gateway",
    hints: ["auth", "token", "credential", "401", "unauthorized", "oauth", "invalid_client"],
    sev: "high",
    note: "lab-hl7-gateway's OAuth client secret for the reference lab expires, every token request is refused with invalid_client and lab orders and result polls stop going through.",
    affects: ["lab-hl7-gateway"],
    failRate: 1,
    fail: (r) => [
      s(
        "lab-hl7-gateway",
        0,
        "error",
        `ORM^O01 MSH-10=PAW${d(r, 8)} not sent: token endpoint https://auth.reflab-eu.example/oauth2/token answered 401 {"error":"invalid_client","error_description":"client secret has expired"}`,
        javaTrace(
          "org.springframework.security.oauth2.core.OAuth2AuthorizationException: [invalid_client] client secret has expired",
          [
            "org.springframework.security.oauth2.client.endpoint.DefaultClientCredentialsTokenResponseClient.getTokenResponse(DefaultClientCredentialsTokenResponseClient.java:91)",
            "org.springframework.security.oauth2.client.ClientCredentialsOAuth2AuthorizedClientProvider.authorize(ClientCredentialsOAuth2AuthorizedClientProvider.java:85)",
            "com.pawprint.labgw.reflab.RefLabClient.send(RefLabClient.java:118)",
            "com.pawprint.labgw.outbound.OrderSender.dispatch(OrderSender.java:64)",
          ],
        ),
        "OAuth2AuthorizationException",
      ),
      s(
        "patient-chart",
        r.int(200, 500),
        "error",
        `lab order for patient P-${d(r, 6)} could not be transmitted: lab-hl7-gateway returned 502 Bad Gateway`,
      ),
      s("patient-chart", r.int(600, 900), "warn", "lab order kept in outbox, retry scheduled in 60s"),
    ],
    tick: {
      every: 30_000,
      gen: (r) => [
        s(
          "lab-hl7-gateway",
          0,
          "warn",
          `ORU poll of REFLAB_EU failed: 401 Unauthorized (token refresh rejected), backlog=${r.int(4, 60)}`,
        ),
      ],
    },
  },
  {
    cat: "authentication",
    estate: "brightsmile",
    origin: "dental-chart",
    hints: ["jwt", "token", "auth", "401", "signature", "kid", "key"],
    sev: "high",
    note: "dental-chart keeps a stale signing-key set after the identity provider rotates its key and rejects every bearer token at WARN, so kiosk check-ins and charting fail with 401.",
    affects: ["dental-chart"],
    failRate: 0.95,
    fail: (r) => {
      const kid = `k-2026-10-${r.pick(["a", "b"])}`;
      return [
        s(
          "dental-chart",
          0,
          "warn",
          `Bearer token rejected: Signed JWT rejected: Another algorithm expected, or no matching key(s) found (kid=${kid}); JWK set last fetched 14h ago`,
        ),
        s("dental-chart", 2, "warn", `GET /api/charts/${d(r, 6)} -> 401 UNAUTHORIZED`),
        s(
          "kiosk-checkin",
          r.int(20, 60),
          "error",
          `chart lookup failed: HTTP 401 Unauthorized from http://dental-chart:8080/api/charts`,
        ),
        ...retries("kiosk-checkin", 2, (i) => `retrying chart lookup (attempt ${i + 1}/3)`, 400, r, 100),
        s(
          "kiosk-checkin",
          r.int(1000, 1400),
          "error",
          "check-in could not be completed, patient sent to reception desk",
        ),
      ];
    },
  },
  {
    cat: "authentication",
    estate: "tailwise",
    origin: "payout-service",
    hints: ["auth", "401", "unauthorized", "api key", "credential", "apikey"],
    sev: "high",
    note: "payout-service's bank API key is revoked and every payout submission fails with 401 invalid_api_key, so payouts pile up in the dead-letter queue.",
    affects: ["payout-service"],
    failRate: 1,
    fail: (r) => {
      const p = `PO-${d(r, 7)}`;
      return [
        s(
          "payout-service",
          0,
          "error",
          `Payout ${p} submission failed: bank API responded 401 Unauthorized {"code":"invalid_api_key","message":"The API key provided is not valid or has been revoked"}`,
          dotnetTrace("Tailwise.Payouts.Bank.BankApiException: 401 Unauthorized (invalid_api_key)", [
            "Tailwise.Payouts.Bank.BankApiClient.SubmitAsync(PaymentInstruction instruction, CancellationToken ct) in /src/Payouts.Bank/BankApiClient.cs:line 88",
            "Tailwise.Payouts.Handlers.SubmitPayoutHandler.Handle(SubmitPayout cmd, CancellationToken ct) in /src/Payouts/Handlers/SubmitPayoutHandler.cs:line 51",
          ]),
          "BankApiException",
        ),
        s(
          "payout-service",
          r.int(100, 300),
          "warn",
          `Payout ${p} moved to dead-letter after auth failure (not retried)`,
        ),
        s("ledger-sync", r.int(400, 900), "warn", `payout ${p} has no bank confirmation, journal deferred`),
      ];
    },
  },
  {
    cat: "authentication",
    estate: "harbourside",
    origin: "patient-records",
    hints: ["ldap", "bind", "auth", "credential", "password", "49"],
    sev: "high",
    note: "patient-records' LDAP service account password expires, every directory bind fails with error 49 data 532 and the front desk cannot open records.",
    affects: ["patient-records"],
    failRate: 0.9,
    fail: (r) => [
      s("vetdesk-web", 0, "info", `Started GET "/patients/H${d(r, 6)}" for 10.0.${r.int(1, 9)}.${r.int(2, 250)}`),
      s(
        "patient-records",
        r.int(5, 20),
        "error",
        "LDAP bind as svc-records@HAH.LOCAL failed, cannot resolve staff roles",
        javaTrace(
          "org.springframework.ldap.AuthenticationException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C090447, comment: AcceptSecurityContext error, data 532, v3839]",
          [
            "org.springframework.ldap.support.LdapUtils.convertLdapException(LdapUtils.java:191)",
            "org.springframework.ldap.core.support.AbstractContextSource.createContext(AbstractContextSource.java:363)",
            "uk.harbourside.records.security.StaffRoleResolver.rolesFor(StaffRoleResolver.java:57)",
            "uk.harbourside.records.api.RecordController.get(RecordController.java:41)",
          ],
          "javax.naming.AuthenticationException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C090447, comment: AcceptSecurityContext error, data 532, v3839]",
          ["java.naming/com.sun.jndi.ldap.LdapCtx.mapErrorCode(LdapCtx.java:3261)"],
        ),
        "AuthenticationException",
      ),
      s("vetdesk-web", r.int(60, 120), "error", "PatientRecords::Client::ServerError (records API returned 500)"),
      s(
        "vetdesk-web",
        r.int(130, 160),
        "info",
        `Completed 502 Bad Gateway in ${r.int(60, 160)}ms (ActiveRecord: 2.1ms)`,
      ),
    ],
  },
  // ------------------------------------------------------------ authorization
  {
    cat: "authorization",
    estate: "pawprint",
    origin: "patient-chart",
    hints: ["forbidden", "403", "authoriz", "permission", "scope", "denied"],
    sev: "medium",
    note: "patient-chart stops granting the kiosk's client the chart.read scope and answers its chart summary calls with 403, so kiosk check-ins fall back to reception.",
    affects: ["checkin-kiosk"],
    failRate: 0.95,
    fail: (r) => [
      s("checkin-kiosk", 0, "info", `kiosk LOBBY-${r.int(1, 3)} scanned QR for appt ${appt(r)}`),
      s(
        "patient-chart",
        r.int(20, 40),
        "warn",
        "Authorization failed. These requirements were not met:\nClaimsAuthorizationRequirement:Claim.Type=scope and Claim.Value is one of the following values: (chart.read)",
      ),
      s("patient-chart", r.int(41, 45), "info", "AuthenticationScheme: Bearer was forbidden."),
      s(
        "checkin-kiosk",
        r.int(60, 90),
        "error",
        `GET http://patient-chart/api/charts/P-${d(r, 6)}/summary failed: 403 Forbidden`,
      ),
      s("checkin-kiosk", r.int(95, 130), "warn", "check-in incomplete, showing 'please see reception' screen"),
    ],
  },
  {
    cat: "authorization",
    estate: "brightsmile",
    origin: "claims-submit",
    hints: ["accessdenied", "access denied", "403", "authoriz", "permission", "s3"],
    sev: "medium",
    note: "claims-submit's IAM role loses s3:PutObject on the attachments bucket, so every claim carrying radiographs fails to upload with AccessDenied.",
    affects: ["claims-submit", "dicom-router"],
    failRate: 0.8,
    fail: (r) => {
      const c = d(r, 8);
      return [
        s(
          "claims-submit",
          0,
          "error",
          `fail: ClaimsSubmit.Attachments.AttachmentUploader[0] Upload of radiograph for claim ${c} failed`,
          dotnetTrace(
            `Amazon.S3.AmazonS3Exception: User: arn:aws:sts::441790215530:assumed-role/claims-submit-prod/i-0${r.hex(16)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::bs-claim-attachments/${c}/bw-1.dcm" because no identity-based policy allows the s3:PutObject action`,
            [
              "Amazon.Runtime.Internal.HttpErrorResponseExceptionHandler.HandleExceptionStream(IRequestContext requestContext, IWebResponseData httpErrorResponse, HttpErrorResponseException exception, Stream responseStream)",
              "Amazon.S3.AmazonS3Client.PutObjectAsync(PutObjectRequest request, CancellationToken cancellationToken)",
              "ClaimsSubmit.Attachments.AttachmentUploader.UploadAsync(String claimId, Stream image) in /src/ClaimsSubmit/Attachments/AttachmentUploader.cs:line 73",
            ],
          ),
          "AmazonS3Exception",
        ),
        s(
          "claims-submit",
          r.int(30, 80),
          "warn",
          `claim ${c} held: attachment upload denied (403 AccessDenied), not sent to clearinghouse`,
        ),
      ];
    },
  },
  {
    cat: "authorization",
    estate: "tailwise",
    origin: "document-ocr",
    hints: ["forbidden", "403", "permission", "access", "denied", "storage.objects.get"],
    sev: "medium",
    note: "document-ocr's service account loses read access to the invoice bucket, every OCR job fails with 403 Forbidden and claims are parked for manual keying.",
    affects: ["document-ocr"],
    failRate: 1,
    fail: (r) => {
      const c = clm(r);
      return [
        s(
          "document-ocr",
          0,
          "error",
          `ocr job failed for ${c}`,
          pyTrace(
            [
              ["/app/ocr/worker.py", 88, "process", "blob = bucket.blob(key).download_as_bytes()"],
              [
                "/usr/local/lib/python3.11/site-packages/google/cloud/storage/blob.py",
                1458,
                "download_as_bytes",
                "self._do_download(",
              ],
              [
                "/usr/local/lib/python3.11/site-packages/google/cloud/storage/blob.py",
                4399,
                "_prep_and_do_download",
                "_raise_from_invalid_response(exc)",
              ],
            ],
            `google.api_core.exceptions.Forbidden: 403 GET https://storage.googleapis.com/download/storage/v1/b/tw-claim-invoices/o/${c}%2Finvoice.pdf?alt=media: ocr-worker@tailwise-prod.iam.gserviceaccount.com does not have storage.objects.get access to the Google Cloud Storage object. Permission 'storage.objects.get' denied on resource (or it may not exist).`,
          ),
          "Forbidden",
        ),
        s(
          "claims-intake-api",
          r.int(100, 300),
          "warn",
          `invoice OCR failed for ${c} (document-ocr status=failed), claim parked for manual keying`,
        ),
        s("adjudication-engine", r.int(400, 700), "info", `${c} waiting on invoice data, skipped this cycle`),
      ];
    },
  },
  {
    cat: "authorization",
    estate: "harbourside",
    origin: "vetdesk-web",
    hints: ["notauthorized", "authoriz", "forbidden", "403", "pundit", "not allowed"],
    sev: "medium",
    note: "vetdesk-web's appointment policy starts refusing the receptionist role, so front-desk updates to appointments fail with Pundit::NotAuthorizedError and 403.",
    affects: ["vetdesk-web"],
    failRate: 0.45,
    fail: (r) => {
      const id = d(r, 6);
      return [
        s("vetdesk-web", 0, "info", `Started PATCH "/appointments/${id}" for 10.0.${r.int(1, 9)}.${r.int(2, 250)}`),
        s("vetdesk-web", 2, "info", `Processing by AppointmentsController#update as HTML`),
        s(
          "vetdesk-web",
          r.int(10, 30),
          "warn",
          `Pundit::NotAuthorizedError (not allowed to AppointmentPolicy#update? this Appointment):`,
          rubyTrace([
            "app/controllers/appointments_controller.rb:48:in `update'",
            "app/controllers/concerns/audit_trail.rb:12:in `block in with_audit'",
          ]),
          "Pundit::NotAuthorizedError",
        ),
        s(
          "vetdesk-web",
          r.int(31, 40),
          "info",
          `Completed 403 Forbidden in ${r.int(12, 40)}ms (ActiveRecord: ${r.int(1, 9)}.4ms)`,
        ),
      ];
    },
  },
  // ------------------------------------------------------------ database
  {
    cat: "database",
    estate: "pawprint",
    origin: "exam-scheduler",
    hints: ["database", "connection", "postgres", "sql", "pool", "slots", "jdbc"],
    sev: "high",
    note: "exam-scheduler's Postgres runs out of connection slots, its Hikari pool times out on every request and booking-web and the kiosk retry into 503s.",
    affects: ["exam-scheduler"],
    failRate: 0.85,
    fail: (r) => [
      s(
        "exam-scheduler",
        0,
        "error",
        "HikariPool-1 - Connection is not available, request timed out after 30000ms.",
        javaTrace(
          "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.",
          [
            "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)",
            "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)",
            "org.hibernate.engine.jdbc.connections.internal.DatasourceConnectionProviderImpl.getConnection(DatasourceConnectionProviderImpl.java:122)",
            "com.pawprint.scheduler.slots.SlotService.reserve(SlotService.java:77)",
          ],
          "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
          ["org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)"],
        ),
        "SQLTransientConnectionException",
      ),
      s(
        "booking-web",
        r.int(300, 600),
        "error",
        `POST /api/v2/appointments 503 ${r.int(30000, 30200)}ms - upstream exam-scheduler: Service Unavailable`,
      ),
      ...retries("booking-web", 3, (i) => `retrying exam-scheduler reserve (attempt ${i}/3) after 503`, 350, r, 650),
      s(
        "checkin-kiosk",
        r.int(700, 1500),
        "error",
        `appointment status update failed: exam-scheduler 503 (appt ${appt(r)})`,
      ),
    ],
  },
  {
    cat: "database",
    estate: "brightsmile",
    origin: "chair-scheduler",
    hints: ["database", "mysql", "connection", "too many", "sql", "1040"],
    sev: "high",
    note: "chair-scheduler's MySQL refuses new connections with error 1040 Too many connections and online bookings and kiosk arrivals fail with 500s.",
    affects: ["chair-scheduler"],
    failRate: 0.8,
    fail: (r) => [
      s(
        "chair-scheduler",
        0,
        "error",
        `book slot failed chair=${r.pick(["OP1", "OP2", "OP3", "HYG1"])} err="Error 1040: Too many connections"`,
      ),
      s(
        "smile-portal",
        r.int(20, 60),
        "error",
        `POST /book 500 ${r.int(20, 90)}ms - chair-scheduler responded 500: {"error":"internal"}`,
      ),
      ...retries("smile-portal", 2, (i) => `booking retry ${i}/2 against chair-scheduler`, 300, r, 100),
    ],
    tick: {
      every: 20_000,
      gen: () => [
        s("chair-scheduler", 0, "warn", `[mysql] packets.go:37: unexpected EOF; db pool: open=150 idle=0 waiting=23`),
      ],
    },
  },
  {
    cat: "database",
    estate: "tailwise",
    origin: "adjudication-engine",
    hints: ["database", "read-only", "readonly", "sql", "postgres", "transaction"],
    sev: "high",
    note: "adjudication-engine keeps writing to a Postgres node that became a read-only replica after a failover, every decision write fails and claims stay unadjudicated.",
    affects: ["adjudication-engine"],
    failRate: 1,
    fail: (r) => {
      const c = clm(r);
      return [
        s(
          "adjudication-engine",
          0,
          "error",
          `failed to persist decision for ${c}`,
          pyTrace(
            [
              ["/srv/adjudication/decisions/store.py", 64, "save", "session.commit()"],
              [
                "/usr/local/lib/python3.11/site-packages/sqlalchemy/orm/session.py",
                1969,
                "commit",
                "trans.commit(_to_root=True)",
              ],
              [
                "/usr/local/lib/python3.11/site-packages/sqlalchemy/engine/default.py",
                922,
                "do_execute",
                "cursor.execute(statement, parameters)",
              ],
            ],
            "sqlalchemy.exc.InternalError: (psycopg2.errors.ReadOnlySqlTransaction) cannot execute UPDATE in a read-only transaction\n[SQL: UPDATE claim SET status=%(status)s, decided_at=%(decided_at)s WHERE claim.id = %(claim_id)s]",
          ),
          "InternalError",
        ),
        s(
          "claims-intake-api",
          r.int(200, 500),
          "error",
          `Adjudication request for ${c} failed: 500 Internal Server Error from adjudication-engine`,
        ),
        ...retries("claims-intake-api", 2, (i) => `Re-queueing ${c} for adjudication (attempt ${i + 1})`, 500, r, 600),
      ];
    },
  },
  {
    cat: "database",
    estate: "harbourside",
    origin: "rx-dispense",
    hints: ["deadlock", "database", "sql", "lock", "1205"],
    sev: "medium",
    note: "rx-dispense's SQL Server transactions deadlock against each other and many dispense orders are chosen as deadlock victims, surfacing as 500s at the front desk.",
    affects: ["rx-dispense"],
    failRate: 0.55,
    fail: (r) => [
      s(
        "rx-dispense",
        0,
        "error",
        `fail: Microsoft.EntityFrameworkCore.Update[10000] An exception occurred in the database while saving changes for context type 'Harbourside.Rx.RxDbContext'.`,
        dotnetTrace(
          `Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID ${r.int(51, 140)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
          [
            "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
            "Microsoft.EntityFrameworkCore.Storage.RelationalCommand.ExecuteReaderAsync(RelationalCommandParameterObject parameterObject, CancellationToken cancellationToken)",
            "Harbourside.Rx.Orders.DispenseService.CommitAsync(DispenseOrder order) in /src/Rx/Orders/DispenseService.cs:line 142",
          ],
        ),
        "SqlException",
      ),
      s("vetdesk-web", r.int(100, 300), "error", "RxDispense::Client::ServerError (POST /orders returned 500)"),
      s("vetdesk-web", r.int(310, 330), "info", `Completed 500 Internal Server Error in ${r.int(200, 900)}ms`),
    ],
  },
  // ------------------------------------------------------------ network
  {
    cat: "network",
    estate: "pawprint",
    origin: "imaging-bridge",
    hints: ["connection", "reset", "network", "route", "tcp", "socket"],
    sev: "medium",
    note: "the network path from imaging-bridge to the PACS breaks: associations die with connection reset and no route to host, and studies stop reaching charts.",
    affects: ["imaging-bridge"],
    failRate: 1,
    fail: (r) => [
      s("imaging-bridge", 0, "info", `Requesting Association with PACS_MAIN (10.20.4.15:104)`),
      s(
        "imaging-bridge",
        r.int(100, 3000),
        "error",
        r.chance(0.5)
          ? "Association Request Failed: 0006:031b Failed to establish association\n0006:0317 Peer aborted Association (or never connected)\n0006:032d TCP Initialization Error: No route to host"
          : `DIMSE Failed to receive frame: 0006:0207 DIMSE read PDV failed: Connection reset by peer (sop ${d(r, 8)})`,
      ),
      s(
        "imaging-bridge",
        r.int(3100, 3300),
        "warn",
        `study kept in spool, ${r.int(3, 90)} studies pending for PACS_MAIN`,
      ),
      s(
        "patient-chart",
        r.int(4000, 9000),
        "warn",
        `no images received for visit V-${d(r, 7)} after 5s, imaging link pending`,
      ),
    ],
  },
  {
    cat: "network",
    estate: "brightsmile",
    origin: "card-payments",
    hints: ["dns", "lookup", "network", "resolve", "dial", "no such host"],
    sev: "high",
    note: "card-payments can no longer resolve the processor's hostname (DNS lookups fail), so every card charge at reception and the kiosk fails.",
    affects: ["card-payments"],
    failRate: 1,
    fail: (r) => [
      s(
        "card-payments",
        0,
        "error",
        `charge failed amount=${(r.int(2500, 90000) / 100).toFixed(2)} GBP: Post "https://api.processor-eu.example/v3/charges": dial tcp: lookup api.processor-eu.example on 10.96.0.10:53: ${r.pick(["server misbehaving", "no such host", "read udp 10.1.7.22:41312->10.96.0.10:53: i/o timeout"])}`,
      ),
      s(
        "kiosk-checkin",
        r.int(50, 150),
        "error",
        "payment step failed: card-payments returned 502, asking patient to pay at desk",
      ),
      ...retries("kiosk-checkin", 2, (i) => `retrying payment via card-payments (${i}/2)`, 800, r, 200),
    ],
  },
  {
    cat: "network",
    estate: "tailwise",
    origin: "practice-connector",
    hints: ["econnreset", "reset", "socket", "network", "connection", "hang up"],
    sev: "medium",
    note: "connections from practice-connector to the practice-software hub keep getting reset mid-stream, so claims from practices stop arriving and pulls retry endlessly.",
    affects: ["practice-connector"],
    failRate: 1,
    silence: false,
    fail: (r) => [
      s(
        "practice-connector",
        0,
        "error",
        `claim pull from ${r.pick(["ezyVet", "Provet", "VetEnvoy"])} hub failed`,
        nodeTrace(`Error: ${r.pick(["read ECONNRESET", "socket hang up"])}`, [
          "TLSSocket.socketOnEnd (node:_http_client:524:23)",
          "TLSSocket.emit (node:events:530:35)",
          "endReadableNT (node:internal/streams/readable:1696:12)",
          "process.processTicksAndRejections (node:internal/process/task_queues:82:21)",
        ]),
        "ECONNRESET",
      ),
      ...retries("practice-connector", 3, (i) => `retry ${i}/5 pulling claims, backoff ${i * 2}s`, 900, r, 100),
    ],
    tick: {
      every: 45_000,
      gen: (r) => [
        s(
          "claims-intake-api",
          0,
          "warn",
          `No claims received from practice-connector in the last ${r.int(40, 50)}s (expected ~${r.int(30, 60)})`,
        ),
      ],
    },
  },
  {
    cat: "network",
    estate: "harbourside",
    origin: "lab-results-ingest",
    hints: ["tls", "handshake", "network", "connection", "reset"],
    sev: "medium",
    note: "lab-results-ingest's TLS connections to the reference lab fail at the handshake or are reset, so lab results stop being filed to patient records.",
    affects: ["lab-results-ingest"],
    failRate: 1,
    fail: (r) => [
      s(
        "lab-results-ingest",
        0,
        "error",
        r.chance(0.6)
          ? `fetch results batch: Get "https://results.idexx-ref.example/hl7/v2/pull": remote error: tls: handshake failure`
          : `fetch results batch: read tcp 10.2.4.17:${r.int(40000, 60000)}->185.44.12.9:443: read: connection reset by peer`,
      ),
      s("lab-results-ingest", r.int(5, 20), "warn", `backing off ${r.pick([2, 4, 8, 16])}s before next pull`),
    ],
    tick: {
      every: 60_000,
      gen: (r) => [s("patient-records", 0, "warn", `lab filing lag: newest result is ${r.int(3, 12)} min old`)],
    },
  },
  // ------------------------------------------------------------ timeout
  {
    cat: "timeout",
    estate: "pawprint",
    origin: "patient-chart",
    hints: ["timeout", "timed out", "taskcanceled", "elapsing", "httpclient"],
    sev: "medium",
    note: "the drug-interaction service that patient-chart checks prescriptions against stops answering in time; every prescription waits out the 10 s HttpClient timeout and pharmacy dispensing stalls.",
    affects: ["pharmacy-stock"],
    failRate: 1,
    fail: (r) => {
      const rx = `RX-${d(r, 6)}`;
      return [
        s("patient-chart", 0, "info", `prescription ${rx}: running interaction check`),
        s(
          "patient-chart",
          10_000 + r.int(2, 40),
          "error",
          `fail: PawPrint.Chart.Prescribing.InteractionCheck[0] Interaction check for ${rx} did not complete`,
          dotnetTrace(
            "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.",
            [
              "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
              "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
              "PawPrint.Chart.Prescribing.InteractionCheck.RunAsync(Prescription rx) in /src/Chart/Prescribing/InteractionCheck.cs:line 58",
            ],
          ),
          "TaskCanceledException",
        ),
        s(
          "pharmacy-stock",
          10_300 + r.int(0, 400),
          "warn",
          `dispense on hold: prescription ${rx} not finalised by patient-chart`,
        ),
      ];
    },
  },
  {
    cat: "timeout",
    estate: "brightsmile",
    origin: "chair-scheduler",
    hints: ["deadline", "timeout", "lock", "context deadline exceeded"],
    sev: "medium",
    note: "chair-scheduler's booking path waits on a per-day slot lock that is never released, so bookings run into context deadline exceeded and the portal answers 504.",
    affects: ["chair-scheduler"],
    failRate: 0.7,
    fail: (r) => [
      s(
        "chair-scheduler",
        5000 + r.int(0, 30),
        "error",
        `book slot failed chair=${r.pick(["OP1", "OP2", "HYG1", "HYG2"])} day=2026-10-${r.int(10, 30)} err="acquire slot lock: context deadline exceeded" waited=5.0s`,
      ),
      s(
        "smile-portal",
        5050 + r.int(0, 50),
        "error",
        `POST /book 504 ${5000 + r.int(10, 90)}ms - chair-scheduler did not respond in time`,
      ),
      ...retries("smile-portal", 1, () => "booking retry 1/1 against chair-scheduler", 300, r, 5200),
    ],
  },
  {
    cat: "timeout",
    estate: "tailwise",
    origin: "fraud-score",
    hints: ["timeout", "timed out", "deadline", "budget", "slow"],
    sev: "medium",
    note: "fraud-score's scoring slows far past its 2 s budget (logged only as WARN), adjudication's calls to it time out and retry, and claims fall back to manual review.",
    affects: ["fraud-score"],
    failRate: 0.9,
    fail: (r) => {
      const c = clm(r);
      return [
        s("practice-connector", 0, "info", `received claim from practice PR-${d(r, 4)} (ezyVet)`),
        s(
          "fraud-score",
          r.int(4000, 9000),
          "warn",
          `slow scoring ${c}: ${r.int(4100, 9000)}ms exceeds budget 2000ms (feature fetch ${r.int(3800, 8800)}ms)`,
        ),
        s("adjudication-engine", 2050, "error", `fraud-score call for ${c} timed out after 2.0s (attempt 1/3)`),
        s("adjudication-engine", 4150, "error", `fraud-score call for ${c} timed out after 2.0s (attempt 2/3)`),
        s("adjudication-engine", 6250, "error", `fraud-score call for ${c} timed out after 2.0s (attempt 3/3)`),
        s("adjudication-engine", 6260, "warn", `${c} routed to manual review: no fraud score`),
        s("claims-intake-api", 6400, "warn", `Claim ${c} registration took 6412ms (fraud check degraded)`),
      ];
    },
  },
  {
    cat: "timeout",
    estate: "harbourside",
    origin: "room-scheduler",
    hints: ["timeout", "worker timeout", "timed out", "readtimeout"],
    sev: "high",
    note: "room-scheduler's gunicorn workers hang on every availability request and are killed by WORKER TIMEOUT, while the front desk and kiosk report read timeouts.",
    affects: ["room-scheduler"],
    failRate: 0.9,
    fail: (r) => [
      s("vetdesk-web", 0, "info", `Started GET "/rooms" for 10.0.${r.int(1, 9)}.${r.int(2, 250)}`),
      s(
        "vetdesk-web",
        15_000,
        "error",
        "Net::ReadTimeout (Net::ReadTimeout with #<TCPSocket:(closed)>):",
        rubyTrace([
          "app/services/room_scheduler_client.rb:27:in `availability'",
          "app/controllers/rooms_controller.rb:9:in `index'",
        ]),
        "Net::ReadTimeout",
      ),
      s("vetdesk-web", 15_010, "info", "Completed 500 Internal Server Error in 15004ms"),
      s("lobby-kiosk", r.int(8000, 8100), "error", "room assignment failed: timeout of 8000ms exceeded"),
    ],
    tick: {
      every: 31_000,
      gen: (r) => {
        const pid = r.int(40, 400);
        return [
          s("room-scheduler", 0, "fatal", `[CRITICAL] WORKER TIMEOUT (pid:${pid})`),
          s("room-scheduler", 30, "info", `[INFO] Worker exiting (pid: ${pid})`),
          s("room-scheduler", 400, "info", `[INFO] Booting worker with pid: ${pid + r.int(1, 30)}`),
        ];
      },
    },
  },
  // ------------------------------------------------------------ rate_limiting
  {
    cat: "rate_limiting",
    estate: "pawprint",
    origin: "reminder-dispatch",
    hints: ["429", "rate", "too many", "throttl", "20429"],
    sev: "medium",
    note: "reminder-dispatch fires a vaccination campaign far above its messaging account's send rate and gets 429 Too Many Requests on most confirmations and reminders.",
    affects: ["reminder-dispatch"],
    failRate: 0.9,
    fail: (r) => [
      s(
        "reminder-dispatch",
        0,
        "error",
        `twilio send failed: HTTP 429 code=20429 Too Many Requests (appt ${appt(r)})`,
        pyTrace(
          [
            ["/app/dispatch/sms.py", 57, "send", "msg = client.messages.create(to=to, from_=sender, body=body)"],
            [
              "/usr/local/lib/python3.12/site-packages/twilio/rest/api/v2010/account/message/__init__.py",
              766,
              "create",
              "payload = self._version.create(",
            ],
            [
              "/usr/local/lib/python3.12/site-packages/twilio/base/version.py",
              465,
              "create",
              "return self._parse_create(method, uri, response)",
            ],
          ],
          "twilio.base.exceptions.TwilioRestException: HTTP 429 error: Unable to create record: Too Many Requests",
        ),
        "TwilioRestException",
      ),
      ...retries("reminder-dispatch", 2, (i) => `sms requeued with backoff ${i * 5}s (rate limited)`, 300, r, 50),
    ],
    prelude: () => [
      s("reminder-dispatch", -2_000, "info", "campaign VACC-AUTUMN started: 4120 recipients, concurrency=40"),
    ],
    tick: {
      every: 12_000,
      gen: (r) => [
        s(
          "reminder-dispatch",
          0,
          "error",
          `twilio send failed: HTTP 429 code=20429 Too Many Requests (campaign VACC-AUTUMN, ${r.int(20, 200)} in backlog)`,
        ),
      ],
    },
  },
  {
    cat: "rate_limiting",
    estate: "brightsmile",
    origin: "recall-notifier",
    hints: ["429", "rate", "too many", "throttl", "limit"],
    sev: "medium",
    note: "recall-notifier exhausts its email provider's per-minute limit and every recall and booking email is refused with 429 and requeued.",
    affects: ["recall-notifier"],
    failRate: 1,
    silence: true,
    fail: () => [],
    tick: {
      every: 2_500,
      gen: (r) => [
        s(
          "recall-notifier",
          0,
          "error",
          `Mail delivery failed for recall ${d(r, 7)}: 429 Too Many Requests (X-RateLimit-Remaining: 0, X-RateLimit-Reset: ${r.int(10, 60)}s)`,
          rubyTrace([
            "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/response/raise_error.rb:30:in `on_complete'",
            "/app/app/services/mail_gateway.rb:44:in `deliver'",
            "/app/app/jobs/recall_batch_job.rb:21:in `block in perform'",
          ]),
          "Faraday::TooManyRequestsError",
        ),
        s(
          "recall-notifier",
          20,
          "warn",
          `job RecallEmailJob retry ${r.int(1, 25)} scheduled (Faraday::TooManyRequestsError)`,
        ),
      ],
    },
  },
  {
    cat: "rate_limiting",
    estate: "tailwise",
    origin: "document-ocr",
    hints: ["429", "quota", "rate", "resourceexhausted", "resource exhausted", "limit"],
    sev: "medium",
    note: "document-ocr exceeds its Vision API requests-per-minute quota and every OCR request fails with 429 ResourceExhausted, stalling claims that need invoice data.",
    affects: ["document-ocr"],
    failRate: 0.85,
    fail: (r) => {
      const c = clm(r);
      return [
        s(
          "document-ocr",
          0,
          "error",
          `ocr request failed for ${c}: 429 Quota exceeded for quota metric 'Requests' and limit 'Requests per minute' of service 'vision.googleapis.com' for consumer 'project_number:55120988341'.`,
          pyTrace(
            [
              ["/app/ocr/vision.py", 41, "annotate", "resp = client.document_text_detection(image=image, timeout=30)"],
              [
                "/usr/local/lib/python3.11/site-packages/google/api_core/grpc_helpers.py",
                78,
                "error_remapped_callable",
                "raise exceptions.from_grpc_error(exc) from exc",
              ],
            ],
            "google.api_core.exceptions.ResourceExhausted: 429 Quota exceeded for quota metric 'Requests' and limit 'Requests per minute' of service 'vision.googleapis.com'",
          ),
          "ResourceExhausted",
        ),
        s("claims-intake-api", r.int(200, 500), "warn", `invoice OCR unavailable for ${c}, retry scheduled`),
      ];
    },
  },
  {
    cat: "rate_limiting",
    estate: "harbourside",
    origin: "stock-ledger",
    hints: ["429", "rate", "throttl", "too many", "retry-after"],
    sev: "medium",
    note: "stock-ledger's stock-movement pushes to the supplier portal are throttled with 429 Retry-After and pile up, delaying pharmacy stock updates.",
    affects: ["stock-ledger"],
    failRate: 0.9,
    fail: (r) => [
      s("rx-dispense", 0, "info", `Dispensed order RX${d(r, 7)}: ${r.int(1, 30)} x Meloxicam 1.5mg/ml susp`),
      s(
        "stock-ledger",
        r.int(50, 200),
        "warn",
        `supplier push throttled: 429 Too Many Requests (Retry-After: ${r.int(20, 60)}), movement queued`,
      ),
      s(
        "stock-ledger",
        r.int(210, 260),
        "error",
        `SupplierPortal::RateLimited: 429 Too Many Requests - queue depth ${r.int(100, 900)}`,
      ),
    ],
  },
  // ------------------------------------------------------------ validation
  {
    cat: "validation",
    estate: "pawprint",
    origin: "lab-hl7-gateway",
    hints: ["validation", "hl7", "parse", "invalid", "datatype"],
    sev: "medium",
    note: "lab-hl7-gateway rejects most result messages from the reference lab after the lab starts sending text in numeric OBX-5 fields, so results are NAKed and never reach charts.",
    affects: ["lab-hl7-gateway"],
    failRate: 0.85,
    fail: (r) => {
      const ctl = `RL${d(r, 9)}`;
      return [
        s(
          "lab-hl7-gateway",
          0,
          "error",
          `ORU^R01 MSH-10=${ctl} rejected, ACK AE sent`,
          javaTrace(
            `ca.uhn.hl7v2.validation.ValidationException: Validation failed: Primitive value '${r.pick(["<0.5", "NEG", "POS (2+)", ">1000"])}' requires to be empty or a number with optional decimal digits at OBX-5(0)`,
            [
              "ca.uhn.hl7v2.validation.impl.ValidationExceptionHandler.onExceptions(ValidationExceptionHandler.java:44)",
              "ca.uhn.hl7v2.parser.PipeParser.doParse(PipeParser.java:190)",
              "ca.uhn.hl7v2.parser.Parser.parse(Parser.java:212)",
              "com.pawprint.labgw.inbound.ResultReceiver.processMessage(ResultReceiver.java:52)",
            ],
          ),
          "ValidationException",
        ),
      ];
    },
    tick: {
      every: 60_000,
      gen: (r) => [s("patient-chart", 0, "warn", `${r.int(5, 30)} lab orders awaiting results longer than SLA`)],
    },
  },
  {
    cat: "validation",
    estate: "brightsmile",
    origin: "dental-chart",
    hints: ["validation", "invalid", "400", "constraint", "methodargumentnotvalid"],
    sev: "medium",
    note: "dental-chart starts rejecting treatment records whose tooth numbers arrive in FDI notation (11-48) with 400 validation errors, so charting and claim lines fail.",
    affects: ["dental-chart"],
    failRate: 0.7,
    fail: (r) => [
      s(
        "dental-chart",
        0,
        "warn",
        `Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public org.springframework.http.ResponseEntity<com.brightsmile.chart.api.TreatmentDto> com.brightsmile.chart.api.TreatmentController.record(com.brightsmile.chart.api.TreatmentRequest): [Field error in object 'treatmentRequest' on field 'toothNumber': rejected value [${r.int(33, 48)}]; codes [Max.treatmentRequest.toothNumber]; default message [must be less than or equal to 32]] ]`,
      ),
      s(
        "kiosk-checkin",
        r.int(50, 100),
        "warn",
        "pre-visit questionnaire saved but chart sync failed: 400 from dental-chart",
      ),
      s("claims-submit", r.int(200, 500), "warn", `claim ${d(r, 8)} delayed: treatment lines missing from chart`),
    ],
  },
  {
    cat: "validation",
    estate: "tailwise",
    origin: "claims-intake-api",
    hints: ["validation", "parse", "invalid", "deserializ", "format", "400", "localdate"],
    sev: "medium",
    note: "claims-intake-api rejects every claim whose treatment date comes as dd/MM/yyyy from one practice-software release, and practice-connector retries the 400s in a storm.",
    affects: ["claims-intake-api"],
    failRate: 0.6,
    fail: (r) => {
      const dt = `${r.int(10, 28)}/10/2026`;
      return [
        s("practice-connector", 0, "info", `received claim from practice PR-${d(r, 4)} (RxWorks)`),
        s(
          "claims-intake-api",
          r.int(20, 60),
          "warn",
          `Resolved [org.springframework.http.converter.HttpMessageNotReadableException: JSON parse error: Cannot deserialize value of type \`java.time.LocalDate\` from String "${dt}": Failed to deserialize java.time.LocalDate: (java.time.format.DateTimeParseException) Text '${dt}' could not be parsed at index 0]`,
        ),
        s("practice-connector", r.int(80, 120), "error", "forward claim to claims-intake-api failed: 400 Bad Request"),
        ...retries("practice-connector", 3, (i) => `retry ${i}/3 forwarding claim to claims-intake-api`, 700, r, 200),
        s(
          "practice-connector",
          r.int(2400, 2800),
          "error",
          "giving up forwarding claim after 3 attempts: 400 Bad Request",
        ),
      ];
    },
  },
  {
    cat: "validation",
    estate: "harbourside",
    origin: "rx-dispense",
    hints: ["validation", "invalid", "422", "fluentvalidation"],
    sev: "medium",
    note: "rx-dispense begins rejecting prescriptions whose dose is sent per animal instead of per kg, failing them with FluentValidation errors and 422s at the front desk.",
    affects: ["rx-dispense"],
    failRate: 0.7,
    fail: (r) => [
      s(
        "rx-dispense",
        0,
        "warn",
        `warn: Harbourside.Rx.Api.ValidationFilter[0] Request POST /orders rejected: Validation failed: \n -- DoseMgPerKg: 'Dose Mg Per Kg' must be greater than '0'. Severity: Error\n -- WeightKg: 'Weight Kg' must not be empty. Severity: Error`,
      ),
      s(
        "rx-dispense",
        r.int(2, 6),
        "info",
        `Request finished HTTP/1.1 POST http://rx-dispense/orders - 422 - application/problem+json ${r.int(3, 20)}.${r.int(0, 9)}ms`,
      ),
      s("vetdesk-web", r.int(30, 80), "error", "RxDispense::Client::UnprocessableEntity (POST /orders returned 422)"),
      s("vetdesk-web", r.int(81, 90), "info", `Completed 422 Unprocessable Entity in ${r.int(40, 120)}ms`),
    ],
  },
  // ------------------------------------------------------------ null_reference
  {
    cat: "null_reference",
    estate: "pawprint",
    origin: "checkin-kiosk",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "high",
    note: "after a kiosk release, checkin-kiosk crashes building the check-in card for patients without a linked owner record (TypeError reading ownerId of undefined).",
    affects: ["checkin-kiosk"],
    failRate: 0.75,
    prelude: (r) => [
      s(
        "checkin-kiosk",
        -90_000,
        "info",
        `checkin-kiosk ${r.int(5, 6)}.${r.int(0, 9)}.0 listening on :3000 (node v20.12.2)`,
      ),
    ],
    fail: (r) => [
      s("checkin-kiosk", 0, "info", `kiosk LOBBY-${r.int(1, 3)} scanned QR for appt ${appt(r)}`),
      s("patient-chart", r.int(20, 60), "info", `GET /api/charts/P-${d(r, 6)}/summary 200 ${r.int(8, 90)}ms`),
      s(
        "checkin-kiosk",
        r.int(70, 100),
        "error",
        "Unhandled error in POST /checkin",
        nodeTrace("TypeError: Cannot read properties of undefined (reading 'ownerId')", [
          "buildCheckinCard (/app/dist/checkin/card.js:42:31)",
          "CheckinController.complete (/app/dist/checkin/controller.js:88:22)",
          "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
          "async /app/node_modules/express-async-handler/index.js:3:13",
        ]),
        "TypeError",
      ),
      s("checkin-kiosk", r.int(101, 110), "info", `POST /checkin 500 ${r.int(70, 110)}ms`),
    ],
  },
  {
    cat: "null_reference",
    estate: "brightsmile",
    origin: "dental-chart",
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    note: "dental-chart throws NullPointerException opening charts of patients with no periodontal chart, so kiosk check-ins and charting fail with 500s.",
    affects: ["dental-chart"],
    failRate: 0.7,
    fail: (r) => [
      s(
        "dental-chart",
        0,
        "error",
        'Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.NullPointerException: Cannot invoke "com.brightsmile.chart.perio.PerioChart.getPocketDepths()" because "chart" is null]',
        javaTrace(
          'java.lang.NullPointerException: Cannot invoke "com.brightsmile.chart.perio.PerioChart.getPocketDepths()" because "chart" is null',
          [
            "com.brightsmile.chart.perio.PerioSummary.of(PerioSummary.java:31)",
            "com.brightsmile.chart.api.ChartController.open(ChartController.java:77)",
            "java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
            "org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:255)",
          ],
        ),
        "NullPointerException",
      ),
      s("kiosk-checkin", r.int(40, 90), "error", "chart sync failed: 500 Internal Server Error from dental-chart"),
    ],
  },
  {
    cat: "null_reference",
    estate: "tailwise",
    origin: "payout-service",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "payout-service throws NullReferenceException building bank instructions for policyholders without stored bank details, so most payouts fail after approval.",
    affects: ["payout-service"],
    failRate: 0.8,
    fail: (r) => [
      s(
        "adjudication-engine",
        0,
        "info",
        `adjudicated ${clm(r)}: approved payable=${(r.int(4000, 300000) / 100).toFixed(2)}`,
      ),
      s(
        "payout-service",
        r.int(50, 200),
        "error",
        "fail: Tailwise.Payouts.Handlers.SubmitPayoutHandler[0] Unhandled exception while submitting payout",
        dotnetTrace("System.NullReferenceException: Object reference not set to an instance of an object.", [
          "Tailwise.Payouts.Bank.InstructionBuilder.Build(Payout payout) in /src/Payouts.Bank/InstructionBuilder.cs:line 37",
          "Tailwise.Payouts.Handlers.SubmitPayoutHandler.Handle(SubmitPayout cmd, CancellationToken ct) in /src/Payouts/Handlers/SubmitPayoutHandler.cs:line 44",
          "MediatR.Pipeline.RequestExceptionProcessorBehavior`2.Handle(TRequest request, RequestHandlerDelegate`1 next, CancellationToken cancellationToken)",
        ]),
        "NullReferenceException",
      ),
      s("notification-hub", r.int(300, 500), "warn", "payout notification skipped: payout not submitted"),
    ],
  },
  {
    cat: "null_reference",
    estate: "harbourside",
    origin: "room-scheduler",
    hints: ["attributeerror", "nonetype", "none", "null"],
    sev: "high",
    note: "room-scheduler crashes with AttributeError on NoneType when an appointment has no ward assigned, failing kiosk room assignment and front-desk room views with 500s.",
    affects: ["room-scheduler"],
    failRate: 0.7,
    fail: (r) => [
      s(
        "room-scheduler",
        0,
        "error",
        "Exception in ASGI application",
        pyTrace(
          [
            [
              "/usr/local/lib/python3.11/site-packages/uvicorn/protocols/http/httptools_impl.py",
              426,
              "run_asgi",
              "result = await app(  # type: ignore[func-returns-value]",
            ],
            ["/app/scheduler/api/rooms.py", 61, "assign_room", "ward = appointment.ward.ward_id"],
          ],
          "AttributeError: 'NoneType' object has no attribute 'ward_id'",
        ),
        "AttributeError",
      ),
      s(
        "room-scheduler",
        3,
        "info",
        `${`10.0.${r.int(1, 9)}.${r.int(2, 250)}`}:${r.int(30000, 60000)} - "POST /rooms/assign HTTP/1.1" 500`,
      ),
      s("lobby-kiosk", r.int(30, 80), "error", "room assignment failed: Request failed with status code 500"),
    ],
  },
  // ------------------------------------------------------------ configuration
  {
    cat: "configuration",
    estate: "pawprint",
    origin: "imaging-bridge",
    hints: ["config", "ae title", "not recognized", "association", "called ae"],
    sev: "medium",
    note: "a router config reload on imaging-bridge sets the PACS called AE title to PACS_MAIN1, and the PACS rejects every association with called-AE-title-not-recognized.",
    affects: ["imaging-bridge"],
    failRate: 1,
    prelude: () => [
      s(
        "imaging-bridge",
        -20_000,
        "info",
        "configuration reloaded from /etc/imaging-bridge/router.cfg (destinations=2, rules=14)",
      ),
      s("imaging-bridge", -19_990, "info", "destination PACS_MAIN: calledAE=PACS_MAIN1 host=10.20.4.15 port=104"),
    ],
    fail: (r) => [
      s("imaging-bridge", 0, "info", "Requesting Association with PACS_MAIN1 (10.20.4.15:104)"),
      s(
        "imaging-bridge",
        r.int(10, 40),
        "error",
        "Association Rejected:\nResult: Rejected Permanent, Source: Service User\nReason: Called AE Title Not Recognized",
      ),
      s("imaging-bridge", r.int(41, 60), "warn", `study kept in spool, ${r.int(3, 90)} studies pending`),
      s(
        "patient-chart",
        r.int(4000, 9000),
        "warn",
        `no images received for visit V-${d(r, 7)} after 5s, imaging link pending`,
      ),
    ],
  },
  {
    cat: "configuration",
    estate: "brightsmile",
    origin: "card-payments",
    hints: ["config", "not set", "missing", "env", "url", "processor_base_url"],
    sev: "high",
    note: "a card-payments release drops PROCESSOR_BASE_URL from its environment; it falls back to localhost and every charge fails with connection refused.",
    affects: ["card-payments"],
    failRate: 1,
    prelude: (r) => [
      s("card-payments", -30_000, "info", `card-payments v2.${r.int(30, 40)}.0 (commit ${r.hex(7)}) starting`),
      s("card-payments", -29_980, "warn", "config: PROCESSOR_BASE_URL not set, defaulting to http://localhost:8443"),
      s("card-payments", -29_900, "info", "listening on :8080"),
    ],
    fail: (r) => [
      s(
        "card-payments",
        0,
        "error",
        `charge failed amount=${(r.int(2500, 90000) / 100).toFixed(2)} GBP: Post "http://localhost:8443/v3/charges": dial tcp 127.0.0.1:8443: connect: connection refused`,
      ),
      s(
        "kiosk-checkin",
        r.int(50, 150),
        "error",
        "payment step failed: card-payments returned 502, asking patient to pay at desk",
      ),
      ...retries("kiosk-checkin", 2, (i) => `retrying payment via card-payments (${i}/2)`, 800, r, 200),
    ],
  },
  {
    cat: "configuration",
    estate: "tailwise",
    origin: "adjudication-engine",
    hints: ["config", "filenotfound", "no such file", "rules", "missing"],
    sev: "high",
    note: "adjudication-engine's config reload points it at a q4 rules bundle path that does not exist, so every adjudication fails with FileNotFoundError.",
    affects: ["adjudication-engine"],
    failRate: 1,
    prelude: () => [
      s(
        "adjudication-engine",
        -15_000,
        "info",
        "config reloaded: RULES_BUNDLE=2026-q4 (was 2026-q3), reloading rule cache",
      ),
    ],
    fail: (r) => {
      const c = clm(r);
      return [
        s(
          "adjudication-engine",
          0,
          "error",
          `adjudication of ${c} aborted`,
          pyTrace(
            [
              ["/srv/adjudication/engine.py", 112, "adjudicate", "rules = self.rules.for_policy(policy)"],
              ["/srv/adjudication/rules/loader.py", 38, "for_policy", 'with open(path, encoding="utf-8") as fh:'],
            ],
            "FileNotFoundError: [Errno 2] No such file or directory: '/etc/adjudication/rules/2026-q4/excess.yaml'",
          ),
          "FileNotFoundError",
        ),
        s(
          "claims-intake-api",
          r.int(200, 500),
          "error",
          `Adjudication request for ${c} failed: 500 Internal Server Error from adjudication-engine`,
        ),
        ...retries("claims-intake-api", 2, (i) => `Re-queueing ${c} for adjudication (attempt ${i + 1})`, 500, r, 600),
      ];
    },
  },
  {
    cat: "configuration",
    estate: "harbourside",
    origin: "terminal-gw",
    hints: ["config", "placeholder", "property", "missing", "acquirer.endpoint"],
    sev: "high",
    note: "a terminal-gw redeploy references an acquirer.endpoint property that is not defined, so the service fails to start in a loop and card payments fail with connection refused.",
    affects: ["terminal-gw"],
    failRate: 1,
    silence: true,
    fail: (r) => [
      s(
        "vetdesk-web",
        0,
        "error",
        'Errno::ECONNREFUSED (Failed to open TCP connection to terminal-gw:8080 (Connection refused - connect(2) for "terminal-gw" port 8080))',
      ),
      s("vetdesk-web", 5, "info", `Completed 502 Bad Gateway in ${r.int(3, 20)}ms`),
      s("lobby-kiosk", r.int(20, 200), "error", "card payment failed: connect ECONNREFUSED 10.3.8.41:8080"),
    ],
    tick: {
      every: 40_000,
      gen: (r) => [
        s(
          "terminal-gw",
          0,
          "info",
          `Starting TerminalGatewayApplication v3.${r.int(7, 9)}.${r.int(0, 5)} using Java 17.0.10 with PID 1`,
        ),
        s(
          "terminal-gw",
          2100,
          "warn",
          "Exception encountered during context initialization - cancelling refresh attempt: org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'acquirerClient' defined in URL [jar:nested:/app/terminal-gw.jar/!BOOT-INF/classes/!/uk/harbourside/terminal/acquirer/AcquirerClient.class]: Unexpected exception during bean creation",
        ),
        s(
          "terminal-gw",
          2200,
          "error",
          "Application run failed",
          javaTrace(
            "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'acquirerClient' defined in URL [jar:nested:/app/terminal-gw.jar/!BOOT-INF/classes/!/uk/harbourside/terminal/acquirer/AcquirerClient.class]: Unexpected exception during bean creation",
            [
              "org.springframework.beans.factory.annotation.AutowiredAnnotationBeanPostProcessor.postProcessProperties(AutowiredAnnotationBeanPostProcessor.java:498)",
              "org.springframework.boot.SpringApplication.run(SpringApplication.java:324)",
              "uk.harbourside.terminal.TerminalGatewayApplication.main(TerminalGatewayApplication.java:12)",
            ],
            `java.lang.IllegalArgumentException: Could not resolve placeholder 'acquirer.endpoint' in value "${"$"}{acquirer.endpoint}"`,
            ["org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)"],
          ),
          "BeanCreationException",
        ),
      ],
    },
    prelude: (r) => [s("terminal-gw", -5_000, "info", `Received SIGTERM, shutting down for rollout ${r.hex(7)}`)],
  },
  // ------------------------------------------------------------ dependency
  {
    cat: "dependency",
    estate: "pawprint",
    origin: "pay-terminal-svc",
    hints: ["503", "unavailable", "acquirer", "circuit", "upstream", "dependency"],
    sev: "high",
    note: "the card acquirer that pay-terminal-svc forwards to answers 503, the circuit breaker opens and every card payment at the desk and kiosk fails.",
    affects: ["pay-terminal-svc"],
    failRate: 1,
    fail: (r) => [
      s(
        "pay-terminal-svc",
        0,
        "error",
        r.chance(0.6)
          ? `sale failed terminal=T-FRONT-${r.int(1, 3)}: circuit breaker 'acquirer' is open`
          : `sale failed terminal=T-FRONT-${r.int(1, 3)}: acquirer POST /v68/payments: 503 Service Unavailable {"status":503,"errorCode":"000","errorType":"internal","message":"Service temporarily unavailable"}`,
      ),
      s(
        "checkin-kiosk",
        r.int(100, 300),
        "error",
        "payment failed at desk terminal, card not charged (pay-terminal-svc 502)",
      ),
    ],
    prelude: () => [
      s("pay-terminal-svc", 0, "error", "acquirer POST /v68/payments: 503 Service Unavailable (attempt 2/2)"),
      s(
        "pay-terminal-svc",
        300,
        "warn",
        "circuit breaker 'acquirer': CLOSED -> OPEN (failure rate 64.0% over last 25 calls)",
      ),
    ],
    tick: {
      every: 30_000,
      gen: () => [
        s("pay-terminal-svc", 0, "warn", "circuit breaker 'acquirer': OPEN -> HALF_OPEN"),
        s("pay-terminal-svc", 600, "error", "acquirer probe: 503 Service Unavailable"),
        s("pay-terminal-svc", 610, "warn", "circuit breaker 'acquirer': HALF_OPEN -> OPEN"),
      ],
    },
  },
  {
    cat: "dependency",
    estate: "brightsmile",
    origin: "dicom-router",
    hints: ["pacs", "unavailable", "association", "congestion", "dependency", "rejected"],
    sev: "medium",
    note: "the hosted PACS that dicom-router forwards to rejects associations with temporary congestion, so radiographs queue up in the router and do not reach the archive.",
    affects: ["dicom-router"],
    failRate: 1,
    fail: (r) => [
      s("xray-sensor-agent", 0, "info", "acquired image sensor=XIOS-XG size=2 exposure=95ms"),
      s(
        "dicom-router",
        r.int(200, 600),
        "error",
        "Failed to forward to PACS_DENT: org.dcm4che3.net.AAssociateRJ: A-ASSOCIATE-RJ[result: 2 - rejected-transient, source: 3 - service-provider (presentation), reason: 2 - local-limit-exceeded]",
      ),
      s("dicom-router", r.int(610, 700), "warn", `Forward queue PACS_DENT: ${r.int(5, 200)} pending, retry in 30s`),
    ],
  },
  {
    cat: "dependency",
    estate: "tailwise",
    origin: "ledger-sync",
    hints: ["503", "server error", "unavailable", "upstream", "dependency", "accounting"],
    sev: "medium",
    note: "the hosted accounting platform ledger-sync posts journals to returns 503s, so every payout journal fails and Sidekiq retries pile up.",
    affects: ["ledger-sync"],
    failRate: 1,
    fail: (r) => [
      s(
        "payout-service",
        0,
        "info",
        `Payout PO-${d(r, 7)} submitted to bank amount=${(r.int(4000, 300000) / 100).toFixed(2)} GBP method=FPS`,
      ),
      s(
        "ledger-sync",
        r.int(200, 800),
        "error",
        `JournalPostJob failed: Faraday::ServerError: the server responded with status 503 (POST https://api.ledgerhub.example/v2/journals)`,
        rubyTrace([
          "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/response/raise_error.rb:38:in `on_complete'",
          "/app/app/clients/ledger_hub_client.rb:31:in `post_journal'",
          "/app/app/jobs/journal_post_job.rb:14:in `perform'",
        ]),
        "Faraday::ServerError",
      ),
      s("ledger-sync", r.int(810, 900), "warn", `JournalPostJob retry ${r.int(1, 20)} in ${r.int(20, 400)}s`),
    ],
  },
  {
    cat: "dependency",
    estate: "harbourside",
    origin: "patient-records",
    hints: ["kafka", "broker", "unavailable", "dependency", "metadata"],
    sev: "high",
    note: "the Kafka brokers patient-records publishes record events to become unreachable, so its producers fail and lab filing and record updates error out.",
    affects: ["patient-records"],
    failRate: 0.6,
    fail: (r) => [
      s(
        "patient-records",
        0,
        "error",
        "Failed to publish record event, rolling back",
        javaTrace(
          "org.springframework.kafka.KafkaException: Send failed",
          [
            "org.springframework.kafka.core.KafkaTemplate.doSend(KafkaTemplate.java:796)",
            "uk.harbourside.records.events.RecordEventPublisher.publish(RecordEventPublisher.java:39)",
            "uk.harbourside.records.lab.LabFilingService.file(LabFilingService.java:66)",
          ],
          "org.apache.kafka.common.errors.TimeoutException: Topic record-events not present in metadata after 60000 ms.",
        ),
        "KafkaException",
      ),
      s("vetdesk-web", r.int(100, 300), "error", "PatientRecords::Client::ServerError (records API returned 500)"),
    ],
    tick: {
      every: 4_000,
      gen: (r) => [
        s(
          "patient-records",
          0,
          "warn",
          `[Producer clientId=patient-records-1] Connection to node ${r.int(1, 3)} (kafka-${r.int(1, 3)}.hah.internal/10.4.1.${r.int(10, 13)}:9092) could not be established. Broker may not be available.`,
        ),
      ],
    },
  },
  // ------------------------------------------------------------ memory
  {
    cat: "memory",
    estate: "pawprint",
    origin: "lab-hl7-gateway",
    hints: ["outofmemory", "memory", "heap", "oom"],
    sev: "high",
    note: "lab-hl7-gateway's heap fills while it buffers a large batch of lab results; after long GC pauses it dies with OutOfMemoryError and restarts, dropping lab traffic.",
    affects: ["lab-hl7-gateway"],
    failRate: 0.8,
    fail: (r) => [
      s(
        "patient-chart",
        0,
        "error",
        `lab order for patient P-${d(r, 6)} could not be transmitted: lab-hl7-gateway connection refused`,
      ),
      s("patient-chart", r.int(10, 30), "warn", "lab order kept in outbox, retry scheduled in 60s"),
    ],
    tick: {
      every: 50_000,
      gen: (r) => [
        s(
          "lab-hl7-gateway",
          0,
          "warn",
          `GC pause (G1 Evacuation Pause) ${r.int(1800, 4200)}ms, heap after GC ${r.int(1900, 2040)}M/2048M`,
        ),
        s("lab-hl7-gateway", 9000, "warn", `GC pause (G1 Full GC) ${r.int(5000, 9000)}ms, heap after GC 2046M/2048M`),
        s(
          "lab-hl7-gateway",
          19_000,
          "error",
          'Exception in thread "mllp-inbound-4" java.lang.OutOfMemoryError: Java heap space',
          javaTrace("java.lang.OutOfMemoryError: Java heap space", [
            "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
            "java.base/java.lang.AbstractStringBuilder.ensureCapacityInternal(AbstractStringBuilder.java:228)",
            "com.pawprint.labgw.inbound.BatchBuffer.append(BatchBuffer.java:71)",
          ]),
          "OutOfMemoryError",
        ),
        s("lab-hl7-gateway", 19_200, "fatal", "Terminating due to java.lang.OutOfMemoryError: Java heap space"),
        s(
          "lab-hl7-gateway",
          31_000,
          "info",
          "Started LabGatewayApplication in 8.412 seconds (process running for 9.1)",
        ),
      ],
    },
  },
  {
    cat: "memory",
    estate: "brightsmile",
    origin: "xray-sensor-agent",
    hints: ["bad_alloc", "memory", "alloc", "oom"],
    sev: "medium",
    note: "xray-sensor-agent's frame buffer pool grows until allocation fails with std::bad_alloc and the agent aborts and restarts, losing radiograph captures.",
    affects: ["xray-sensor-agent"],
    failRate: 0.8,
    fail: (r) => [s("dental-chart", 0, "warn", `radiograph expected for patient ${d(r, 6)} not received within 30s`)],
    tick: {
      every: 45_000,
      gen: (r) => [
        s(
          "xray-sensor-agent",
          0,
          "warn",
          `frame buffer pool grew to ${(r.int(28, 36) / 10).toFixed(1)} GiB (${r.int(400, 700)} buffers), trimming failed`,
        ),
        s(
          "xray-sensor-agent",
          8_000,
          "fatal",
          "terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc",
        ),
        s("xray-sensor-agent", 8_010, "error", "*** Aborted (core dumped) - acquisition in progress lost"),
        s("xray-sensor-agent", 14_000, "info", "xray-sensor-agent 5.2.1 starting, opening sensor"),
        s("xray-sensor-agent", 16_000, "info", "sensor ready (firmware 5.2.1)"),
      ],
    },
  },
  {
    cat: "memory",
    estate: "tailwise",
    origin: "document-ocr",
    hints: ["memory", "sigkill", "oom", "memoryerror", "out of memory"],
    sev: "high",
    note: "document-ocr workers blow past their memory on large multi-page invoices and are SIGKILLed one after another, so OCR calls from claims-intake-api get 502s.",
    affects: ["document-ocr"],
    failRate: 0.8,
    fail: (r) => [
      s("claims-intake-api", 0, "error", `OCR call for ${clm(r)} failed: 502 Bad Gateway from document-ocr`),
      ...retries("claims-intake-api", 2, (i) => `Retrying OCR call (attempt ${i + 1}/3)`, 1000, r, 100),
    ],
    tick: {
      every: 20_000,
      gen: (r) => {
        const pid = r.int(20, 900);
        return [
          s(
            "document-ocr",
            0,
            "warn",
            `rendering invoice at 600 dpi pages=${r.int(20, 80)} rss=${r.int(1700, 1990)}MB`,
          ),
          s("document-ocr", 3000, "error", `[ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`),
          s("document-ocr", 3300, "info", `[INFO] Booting worker with pid: ${pid + r.int(1, 40)}`),
        ];
      },
    },
  },
  {
    cat: "memory",
    estate: "harbourside",
    origin: "sms-reminders",
    hints: ["heap", "memory", "out of memory", "allocation"],
    sev: "medium",
    note: "sms-reminders loads the whole reminder list into memory and crashes with JavaScript heap out of memory, restarting in a loop while no reminders go out.",
    affects: ["sms-reminders"],
    failRate: 1,
    silence: true,
    fail: () => [],
    tick: {
      every: 55_000,
      gen: (r) => [
        s(
          "sms-reminders",
          0,
          "info",
          `sms-reminders 2.${r.int(10, 19)}.0 starting (node v18.19.0), loading reminder list`,
        ),
        s(
          "sms-reminders",
          40_000,
          "fatal",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          [
            "<--- Last few GCs --->",
            `[1:0x6a4c2f0]    38112 ms: Mark-Compact 2036.4 (2083.1) -> 2033.9 (2083.6) MB, 1320.55 / 0.00 ms  (average mu = 0.112, current mu = 0.021) allocation failure; scavenge might not succeed`,
            "",
            "<--- JS stacktrace --->",
            "",
            " 1: 0xb8ced0 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
            " 2: 0xf07d80 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
          ].join("\n"),
        ),
      ],
    },
  },
  // ------------------------------------------------------------ disk
  {
    cat: "disk",
    estate: "pawprint",
    origin: "pharmacy-stock",
    hints: ["enospc", "no space", "disk", "space"],
    sev: "high",
    note: "pharmacy-stock's volume fills up, every dispense fails writing its label PDF with Errno::ENOSPC and the chart reports dispense failures.",
    affects: ["pharmacy-stock"],
    failRate: 0.9,
    fail: (r) => [
      s("patient-chart", 0, "info", `prescription issued rx=RX-${d(r, 6)} patient=P-${d(r, 6)}`),
      s(
        "pharmacy-stock",
        r.int(40, 150),
        "error",
        `Errno::ENOSPC (No space left on device @ io_write - /var/app/tmp/labels/RX-${d(r, 6)}.pdf):`,
        rubyTrace([
          "app/services/label_printer.rb:22:in `write'",
          "app/services/label_printer.rb:22:in `render_to_file'",
          "app/controllers/dispenses_controller.rb:31:in `create'",
        ]),
        "Errno::ENOSPC",
      ),
      s("pharmacy-stock", r.int(151, 160), "info", `Completed 500 Internal Server Error in ${r.int(20, 90)}ms`),
      s("patient-chart", r.int(200, 400), "error", "dispense request failed: pharmacy-stock returned 500"),
    ],
  },
  {
    cat: "disk",
    estate: "brightsmile",
    origin: "dicom-router",
    hints: ["no space", "disk", "ioexception", "space", "spool"],
    sev: "high",
    note: "dicom-router's spool volume fills and every incoming radiograph fails to be written with No space left on device, so X-rays never reach the archive.",
    affects: ["dicom-router"],
    failRate: 1,
    fail: (r) => [
      s("xray-sensor-agent", 0, "info", "acquired image sensor=Schick33 size=2 exposure=110ms"),
      s(
        "dicom-router",
        r.int(200, 600),
        "error",
        `Failed to store received object ${`1.2.826.0.1.3680043.10.${r.int(100, 999)}.${d(r, 8)}`} to spool`,
        javaTrace("java.io.IOException: No space left on device", [
          "java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
          "java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:285)",
          "org.dcm4che3.io.DicomOutputStream.write(DicomOutputStream.java:141)",
          "com.brightsmile.router.SpoolWriter.store(SpoolWriter.java:58)",
        ]),
        "IOException",
      ),
      s(
        "xray-sensor-agent",
        r.int(700, 900),
        "error",
        "C-STORE to dicom-router failed: status 0xA700 (Out of Resources), image kept locally",
      ),
    ],
  },
  {
    cat: "disk",
    estate: "tailwise",
    origin: "claims-intake-api",
    hints: ["flood", "disk", "read-only", "watermark", "cluster_block"],
    sev: "high",
    note: "the search cluster holding claims-intake-api's claim index crosses the flood-stage disk watermark and blocks writes, so claim registration fails with cluster_block_exception.",
    affects: ["claims-intake-api"],
    failRate: 0.85,
    fail: (r) => {
      const c = clm(r);
      return [
        s("practice-connector", 0, "info", `received claim from practice PR-${d(r, 4)} (Provet)`),
        s(
          "claims-intake-api",
          r.int(40, 120),
          "error",
          `Failed to register claim ${c}`,
          javaTrace(
            "org.elasticsearch.ElasticsearchStatusException: Elasticsearch exception [type=cluster_block_exception, reason=index [claims-2026.10] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];]",
            [
              "org.elasticsearch.rest.BytesRestResponse.errorFromXContent(BytesRestResponse.java:176)",
              "org.elasticsearch.client.RestHighLevelClient.parseEntity(RestHighLevelClient.java:1933)",
              "com.tailwise.claims.index.ClaimIndexer.index(ClaimIndexer.java:48)",
            ],
          ),
          "ElasticsearchStatusException",
        ),
        s(
          "practice-connector",
          r.int(200, 300),
          "error",
          "forward claim to claims-intake-api failed: 500 Internal Server Error",
        ),
        ...retries("practice-connector", 2, (i) => `retry ${i}/3 forwarding claim to claims-intake-api`, 700, r, 400),
      ];
    },
  },
  {
    cat: "disk",
    estate: "harbourside",
    origin: "pacs-gateway",
    hints: ["read-only", "disk", "filesystem", "storage", "erofs"],
    sev: "high",
    note: "pacs-gateway's storage volume is remounted read-only, so every incoming image fails to be stored and modalities get C-STORE failures.",
    affects: ["pacs-gateway"],
    failRate: 1,
    fail: (r) => [
      s(
        "pacs-gateway",
        0,
        "error",
        `E${r.int(1000, 1299)} FilesystemStorage.cpp:118] Cannot write file /var/lib/orthanc/db/${r.hex(2)}/${r.hex(2)}/${r.hex(8)}-${r.hex(4)}: Read-only file system`,
      ),
      s(
        "pacs-gateway",
        3,
        "error",
        `E${r.int(1000, 1299)} StoreScp.cpp:301] Store SCP failed: Error in the plugin implementing a custom storage area, sending status 0xA700`,
      ),
      s("patient-records", r.int(500, 1500), "warn", "imaging link pending: study not yet available in PACS"),
    ],
  },
  // ------------------------------------------------------------ unknown
  {
    cat: "unknown",
    estate: "pawprint",
    origin: "exam-scheduler",
    hints: ["500", "internal", "unhandled", "unknown", "error"],
    sev: "high",
    note: "exam-scheduler starts answering most reserve and status calls with 500 and logs only a bare 'Unhandled error' line, while booking-web and the kiosk retry.",
    affects: ["exam-scheduler"],
    failRate: 0.8,
    fail: (r) => [
      s(
        "exam-scheduler",
        0,
        "error",
        `Unhandled error processing request [POST /slots/reserve] -> 500 (ref ${r.hex(8)})`,
      ),
      s(
        "booking-web",
        r.int(40, 100),
        "error",
        `POST /api/v2/appointments 500 ${r.int(40, 100)}ms - exam-scheduler responded 500 Internal Server Error`,
      ),
      ...retries("booking-web", 2, (i) => `retrying exam-scheduler reserve (attempt ${i}/2) after 500`, 300, r, 150),
    ],
  },
  {
    cat: "unknown",
    estate: "brightsmile",
    origin: "chair-scheduler",
    hints: ["restart", "crash", "exit", "unavailable", "refused"],
    sev: "high",
    note: "chair-scheduler goes quiet and keeps restarting without logging any reason, while smile-portal and the kiosk fail to reach it with connection refused.",
    affects: ["chair-scheduler"],
    failRate: 1,
    silence: true,
    fail: (r) => [
      s(
        "smile-portal",
        0,
        "error",
        `POST /book 502 ${r.int(2, 9)}ms - chair-scheduler: connect ECONNREFUSED 10.1.3.7:8080`,
      ),
      ...retries("smile-portal", 2, (i) => `booking retry ${i}/2 against chair-scheduler`, 300, r, 100),
    ],
    tick: {
      every: 38_000,
      gen: (r) => [
        s("chair-scheduler", 0, "info", `chair-scheduler v4.${r.int(1, 3)}.0 starting, listening on :8080`),
        s("chair-scheduler", 900, "info", "loaded 5 chairs, 4 providers"),
      ],
    },
  },
  {
    cat: "unknown",
    estate: "tailwise",
    origin: "policy-lookup",
    hints: ["500", "internal", "error", "unknown"],
    sev: "high",
    note: "policy-lookup answers most lookups with 500 'internal error' and logs nothing more, so claim intake fails and practice-connector retries.",
    affects: ["policy-lookup"],
    failRate: 0.85,
    fail: (r) => [
      s("practice-connector", 0, "info", `received claim from practice PR-${d(r, 4)} (VetEnvoy)`),
      s(
        "policy-lookup",
        r.int(5, 20),
        "error",
        `GET /v1/policies/TW-${d(r, 7)} 500 ${r.int(1, 5)}ms err="internal error"`,
      ),
      s(
        "claims-intake-api",
        r.int(30, 80),
        "error",
        "Policy lookup failed: 500 INTERNAL_SERVER_ERROR from policy-lookup",
      ),
      s(
        "practice-connector",
        r.int(90, 140),
        "error",
        "forward claim to claims-intake-api failed: 503 Service Unavailable",
      ),
      ...retries("practice-connector", 2, (i) => `retry ${i}/3 forwarding claim to claims-intake-api`, 700, r, 300),
    ],
  },
  {
    cat: "unknown",
    estate: "harbourside",
    origin: "stock-ledger",
    hints: ["500", "internal", "server error", "unknown"],
    sev: "medium",
    note: "stock-ledger starts completing most stock-movement posts with 500 and no exception detail, and rx-dispense retries them in a storm.",
    affects: ["stock-ledger"],
    failRate: 0.8,
    fail: (r) => [
      s("rx-dispense", 0, "info", `Dispensed order RX${d(r, 7)}: ${r.int(1, 30)} x Gabapentin 100mg cap`),
      s("stock-ledger", r.int(30, 60), "info", `Started POST "/movements" for 10.0.${r.int(1, 9)}.${r.int(2, 250)}`),
      s(
        "stock-ledger",
        r.int(61, 90),
        "error",
        `Completed 500 Internal Server Error in ${r.int(5, 30)}ms (ActiveRecord: 0.0ms)`,
      ),
      s(
        "rx-dispense",
        r.int(100, 200),
        "warn",
        "warn: Harbourside.Rx.Stock.StockClient[0] POST /movements failed with 500, retry 1/3",
      ),
      s(
        "rx-dispense",
        r.int(1100, 1200),
        "warn",
        "warn: Harbourside.Rx.Stock.StockClient[0] POST /movements failed with 500, retry 2/3",
      ),
      s(
        "rx-dispense",
        r.int(3100, 3200),
        "error",
        "fail: Harbourside.Rx.Stock.StockClient[0] stock movement not recorded after 3 attempts",
      ),
    ],
  },
];
