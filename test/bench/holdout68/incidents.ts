// The 52 failure scenarios of holdout68 (4 per category, one per estate), each written as the software would log it.
import type { Emit, Estate } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import { dotnet, goPanic, java, node, python, ruby } from "./stacks.js";

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

type Gen = (r: Rng) => Emit[];
export interface Stream {
  every: number; // mean seconds between events
  after?: number; // seconds after the start before it begins
  gen: Gen;
}
export interface Incident {
  estate: Estate["key"];
  cat: Category;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  silence?: number; // share of the origin's everyday lines that stop (1 = it goes quiet)
  lead?: Gen; // once, at the start (dt may be negative: a change just before)
  streams: Stream[];
}

const e = (svc: string, lvl: Level, msg: string, stack?: string[], dt = 0): Emit => ({ svc, lvl, msg, stack, dt });
const tin = (r: Rng) => `***-**-${r.digits(4)}`;
const subId = (r: Rng) => `${r.digits(6)}2026105${r.digits(7)}`;
const bed = (r: Rng) => `${r.pick(["3E", "4W", "5N", "ICU"])}-${String(r.int(1, 24)).padStart(2, "0")}`;

export const INCIDENTS: Incident[] = [
  // ---------------- authentication
  {
    estate: "ira",
    cat: "authentication",
    origin: "payments-hub",
    hints: ["invalid_client", "credential", "authentication", "secret", "token", "401"],
    sev: "high",
    note: "payments-hub's client secret for the Treasury payment API expired; every token request is refused with invalid_client and the portal's payment step fails.",
    streams: [
      {
        every: 6,
        gen: (r) => [
          e(
            "payments-hub",
            "error",
            `Token request to https://api.fiscal-pay.example/oauth2/token failed: 401 invalid_client "Client secret has expired"`,
            dotnet(
              "System.Net.Http.HttpRequestException: Response status code does not indicate success: 401 (Unauthorized).",
              [
                "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
                "Revenue.Payments.Treasury.TokenClient.AcquireAsync(CancellationToken ct) in /src/Payments/Treasury/TokenClient.cs:line 58",
                "Revenue.Payments.Treasury.DebitClient.AuthorizeAsync(DebitRequest req, CancellationToken ct) in /src/Payments/Treasury/DebitClient.cs:line 33",
              ],
            ),
          ),
          e(
            "payments-hub",
            "error",
            `Debit authorization failed submission=${subId(r)}: could not obtain access token`,
            undefined,
            5,
          ),
        ],
      },
      {
        every: 2.5,
        after: 4,
        gen: (r) => [
          e(
            "efile-portal",
            "error",
            `POST /api/payments 502 ${r.int(300, 900)}ms - payments-hub responded 502 Bad Gateway`,
          ),
        ],
      },
      {
        every: 4,
        after: 8,
        gen: (r) => [
          e(
            "efile-portal",
            "warn",
            `payment step failed for session s-${r.hex(10)}, user shown "try again later" (retry ${r.int(1, 3)}/3)`,
          ),
        ],
      },
    ],
  },
  {
    estate: "ira-batch",
    cat: "authentication",
    origin: "sftp-drop",
    hints: ["ssh", "authenticate", "publickey", "authentication", "handshake"],
    sev: "medium",
    note: "sftp-drop can no longer log in to the bank report exchange (its public key is refused), so no new bank files arrive and bank-1099-loader idles.",
    silence: 1,
    streams: [
      {
        every: 20,
        gen: (r) => [
          e(
            "sftp-drop",
            "error",
            `poll sftp://xfer.bankexchange.example:22/outbound failed: ssh: handshake failed: ssh: unable to authenticate, attempted methods [none publickey], no supported methods remain (user=revenue-batch, key SHA256:${r.hex(11)})`,
          ),
        ],
      },
      {
        every: 60,
        after: 30,
        gen: () => [e("sftp-drop", "warn", "partner BANKX: 0 files received in current window (expected ~40/h)")],
      },
      {
        every: 25,
        after: 60,
        gen: (r) => [
          e("bank-1099-loader", "warn", `no new 1099 batches in /data/inbound for ${r.int(2, 9)}m, waiting`),
        ],
      },
      {
        every: 45,
        after: 90,
        gen: () => [e("match-runner", "warn", "Step: [matchBankReports] found 0 new input files, skipping chunk")],
      },
    ],
  },
  {
    estate: "aldric",
    cat: "authentication",
    origin: "ehr-integration",
    hints: ["401", "unauthorized", "token", "jwt", "authentication", "signature"],
    sev: "high",
    note: "ehr-integration's backend-service JWT is rejected by the EHR FHIR server after a key rotation, so medication administrations and vitals stop posting.",
    streams: [
      {
        every: 5,
        gen: (r) => [
          e(
            "ehr-integration",
            "error",
            `POST MedicationAdministration failed: 401 Unauthorized (WWW-Authenticate: Bearer error="invalid_client", error_description="JWT signature could not be validated for kid ${r.hex(8)}")`,
            dotnet(
              "Hl7.Fhir.Rest.FhirOperationException: Operation was unsuccessful, and returned status Unauthorized.",
              [
                "Hl7.Fhir.Rest.BaseFhirClient.executeAsync[TResource](EntryRequest request, HttpStatusCode expect)",
                "StAldric.Ehr.Outbound.MarPoster.PostAsync(Administration adm) in /app/Outbound/MarPoster.cs:line 71",
              ],
            ),
          ),
        ],
      },
      {
        every: 30,
        gen: () => [e("ehr-integration", "warn", "FHIR token request: 401 invalid_client (client assertion rejected)")],
      },
      {
        every: 3,
        after: 5,
        gen: (r) => [
          e(
            "bcma-service",
            "error",
            `administration mrn=${r.digits(7)} saved locally; EHR post failed (ehr-integration 502), will retry`,
          ),
        ],
      },
      {
        every: 7,
        after: 10,
        gen: (r) => [
          e(
            "hl7-engine",
            "warn",
            `Channel ORU_VITALS_OUT: destination EHR returned AR (auth) for message ${r.digits(8)}, queued`,
          ),
        ],
      },
    ],
  },
  {
    estate: "northfield",
    cat: "authentication",
    origin: "mpi-service",
    hints: ["ldap", "bind", "credential", "authentication", "52e"],
    sev: "medium",
    note: "mpi-service's LDAP bind account was rotated without updating the service, so patient-identity lookups fail and ADT/ORU callers report MPI errors.",
    streams: [
      {
        every: 8,
        gen: () => [
          e(
            "mpi-service",
            "error",
            "LDAP bind as CN=svc-empi,OU=Service Accounts,DC=nfh,DC=local failed",
            java(
              "javax.naming.AuthenticationException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C090569, comment: AcceptSecurityContext error, data 52e, v4563]",
              [
                "java.naming/com.sun.jndi.ldap.LdapCtx.mapErrorCode(LdapCtx.java:3261)",
                "java.naming/com.sun.jndi.ldap.LdapCtx.connect(LdapCtx.java:2816)",
                "org.springframework.ldap.core.support.AbstractContextSource.getContext(AbstractContextSource.java:106)",
                "org.nfh.empi.directory.DirectoryClient.lookup(DirectoryClient.java:54)",
              ],
            ),
          ),
        ],
      },
      {
        every: 4,
        after: 3,
        gen: (r) => [
          e(
            "adt-interface",
            "error",
            `MPI lookup for MRN ${r.digits(8)} failed (mpi-service HTTP 500), message NAKed AE, PAS will resend`,
          ),
        ],
      },
      {
        every: 6,
        after: 6,
        gen: (r) => [
          e(
            "oru-router",
            "warn",
            `ORU^R01 held: MPI unavailable for MRN ${r.digits(8)} (HTTP 500), parked in queue RETRY`,
          ),
        ],
      },
    ],
  },
  // ---------------- authorization
  {
    estate: "ira",
    cat: "authorization",
    origin: "notify-mailer",
    hints: ["accessdenied", "not authorized", "authorization", "permission", "ses"],
    sev: "medium",
    note: "An IAM change removed ses:SendRawEmail from notify-mailer's role; all acknowledgement emails fail with AccessDenied while filings themselves still go through.",
    streams: [
      {
        every: 4,
        gen: (r) => [
          e(
            "notify-mailer",
            "error",
            `send failed template=${r.pick(["return-accepted", "refund-scheduled", "payment-received"])}`,
            python(
              [
                ["/app/mailer/send.py", 88, "deliver", "resp = ses.send_raw_email(RawMessage={'Data': raw})"],
                [
                  "/usr/local/lib/python3.12/site-packages/botocore/client.py",
                  1023,
                  "_make_api_call",
                  "raise error_class(parsed_response, operation_name)",
                ],
              ],
              `botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the SendRawEmail operation: User \`arn:aws:sts::48112:assumed-role/notify-mailer-prod/i-${r.hex(8)}' is not authorized to perform \`ses:SendRawEmail' on resource \`arn:aws:ses:us-east-1:48112:identity/irs-notify.example.gov'`,
            ),
          ),
        ],
      },
      {
        every: 30,
        after: 30,
        gen: (r) => [e("notify-mailer", "warn", `outbound queue depth ${r.int(400, 3000)} and growing`)],
      },
      {
        every: 20,
        after: 40,
        gen: () => [
          e(
            "efile-portal",
            "warn",
            "acknowledgement email not confirmed by notify-mailer within 60s, user told to check status page",
          ),
        ],
      },
    ],
  },
  {
    estate: "ira-batch",
    cat: "authorization",
    origin: "letters-renderer",
    hints: ["permission", "denied", "forbidden", "authorization", "403"],
    sev: "medium",
    note: "letters-renderer's service account lost write access to the letters bucket; every rendered notice fails to store and the print spooler runs dry.",
    streams: [
      {
        every: 5,
        gen: (r) => [
          e(
            "letters-renderer",
            "error",
            `Google::Cloud::PermissionDeniedError: letters-renderer@revenue-batch.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist). (CP2000 for TIN ${tin(r)})`,
            ruby(
              "/usr/local/bundle/gems/google-cloud-storage-1.47.0/lib/google/cloud/storage/service.rb:1011:in `rescue in execute'",
              [
                "/usr/local/bundle/gems/google-cloud-storage-1.47.0/lib/google/cloud/storage/bucket.rb:1708:in `create_file'",
                "/app/app/services/letter_store.rb:22:in `put'",
                "/app/app/jobs/render_letter_job.rb:41:in `perform'",
              ],
            ),
          ),
        ],
      },
      {
        every: 12,
        after: 20,
        gen: (r) => [
          e(
            "print-spooler",
            "warn",
            `batch ${r.digits(5)}: expected ${r.int(40, 200)} PDFs in gs://letters-out, found 0; holding`,
          ),
        ],
      },
      {
        every: 15,
        after: 25,
        gen: (r) => [
          e(
            "letters-renderer",
            "warn",
            `Sidekiq job RenderLetterJob jid=${r.hex(24)} failed, retry_count=${r.int(1, 8)}`,
          ),
        ],
      },
    ],
  },
  {
    estate: "aldric",
    cat: "authorization",
    origin: "nurse-call",
    hints: ["unauthorizedaccess", "access", "denied", "authorization", "permission"],
    sev: "high",
    note: "After a file-share permission change nurse-call can no longer read its routing table, so alarms from alarm-hub cannot be delivered to handsets.",
    streams: [
      {
        every: 6,
        gen: () => [
          e(
            "nurse-call",
            "error",
            "Failed to load routing rules, alert cannot be routed",
            dotnet(
              "System.UnauthorizedAccessException: Access to the path '\\\\fs02\\nursecall\\routing\\routes.xml' is denied.",
              [
                "System.IO.FileSystem.OpenHandle(String fullPath, FileMode mode, FileAccess access, FileShare share, FileOptions options)",
                "System.IO.File.ReadAllText(String path)",
                "NurseCall.Routing.RouteTable.Load() in C:\\build\\NurseCall\\Routing\\RouteTable.cs:line 42",
                "NurseCall.Routing.AlertRouter.RouteAsync(Alert alert) in C:\\build\\NurseCall\\Routing\\AlertRouter.cs:line 88",
              ],
            ),
          ),
        ],
      },
      {
        every: 3,
        after: 4,
        gen: (r) => [
          e(
            "alarm-hub",
            "error",
            `alarm ALM-${r.digits(6)} delivery to nurse-call failed: 500 Internal Server Error (attempt ${r.int(1, 5)}), escalating to overhead page`,
          ),
        ],
      },
      {
        every: 10,
        after: 20,
        gen: (r) => [
          e(
            "alarm-hub",
            "warn",
            `escalation backlog ${r.int(5, 60)} alarms unacknowledged > 60s on ${bed(r).slice(0, 2)}`,
          ),
        ],
      },
    ],
  },
  {
    estate: "northfield",
    cat: "authorization",
    origin: "pharmacy-verify",
    hints: ["authorization", "forbidden", "role", "403", "requirement"],
    sev: "medium",
    note: "An AD group sync removed the PharmacyVerify.Read role from mar-api's principal; pharmacy-verify refuses every lookup (logged only at WARN) and the MAR cannot show verified orders.",
    streams: [
      {
        every: 3,
        gen: () => [
          e(
            "pharmacy-verify",
            "warn",
            "Authorization failed. These requirements were not met: RolesAuthorizationRequirement:User.IsInRole must be true for one of the following roles: (PharmacyVerify.Read)",
          ),
        ],
      },
      { every: 3, after: 1, gen: () => [e("pharmacy-verify", "info", "AuthenticationScheme: Bearer was forbidden.")] },
      {
        every: 2,
        after: 2,
        gen: (r) => [
          e(
            "mar-api",
            "error",
            `PharmacyClient::Forbidden: GET https://pharmacy-verify.nfh.local/api/orders/ORD${r.digits(8)} returned 403`,
          ),
        ],
      },
      {
        every: 5,
        after: 6,
        gen: () => [
          e("mar-api", "warn", "order verification status unknown, MAR row shown as 'pending pharmacy' to nurse"),
        ],
      },
    ],
  },
  // ---------------- database
  {
    estate: "ira",
    cat: "database",
    origin: "return-validator",
    hints: ["connection", "postgres", "database", "slots", "sql", "jdbc"],
    sev: "high",
    note: "return-validator's PostgreSQL runs out of connection slots; validations fail and mef-gateway stops acknowledging transmissions while retries pile up.",
    streams: [
      {
        every: 3,
        gen: () => [
          e(
            "return-validator",
            "error",
            "HikariPool-1 - Exception during pool initialization / acquire",
            java(
              "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
              [
                "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
                "org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:203)",
                "com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
                "gov.revenue.validate.rules.RuleRepository.loadFor(RuleRepository.java:77)",
              ],
            ),
          ),
        ],
      },
      {
        every: 5,
        after: 2,
        gen: (r) => [
          e(
            "return-validator",
            "warn",
            `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=${r.int(40, 50)}, active=${r.int(40, 50)}, idle=0, waiting=${r.int(60, 300)})`,
          ),
        ],
      },
      {
        every: 1.5,
        after: 4,
        gen: (r) => [
          e(
            "mef-gateway",
            "error",
            `validation call failed for submissionId=${subId(r)}: return-validator 503, will retry`,
          ),
        ],
      },
      {
        every: 2,
        after: 8,
        gen: (r) => [
          e(
            "mef-gateway",
            "warn",
            `retrying submissionId=${subId(r)} attempt ${r.int(2, 6)}/6 backoff ${r.int(1, 30)}s`,
          ),
        ],
      },
    ],
  },
  {
    estate: "ira-batch",
    cat: "database",
    origin: "case-api",
    hints: ["knex", "pool", "connection", "database", "postgres"],
    sev: "medium",
    note: "case-api's Postgres pool fills up behind a long-running report query; case lookups from taxpayer-ledger time out at the pool.",
    streams: [
      {
        every: 4,
        gen: (r) => [
          e(
            "case-api",
            "error",
            `GET /cases/CA-${r.digits(7)} 500 60012ms`,
            node(
              "KnexTimeoutError: Knex: Timeout acquiring a connection. The pool is probably full. Are you missing a .transacting(trx) call?",
              [
                "Client_PG.acquireConnection (/app/node_modules/knex/lib/client.js:332:26)",
                "async Runner.ensureConnection (/app/node_modules/knex/lib/execution/runner.js:305:28)",
                "async CaseRepo.findById (/app/dist/cases/repo.js:41:20)",
              ],
            ),
          ),
        ],
      },
      {
        every: 40,
        gen: (r) => [
          e(
            "case-api",
            "warn",
            `slow query 312s: SELECT ... FROM case_events JOIN assessments ... (report export ${r.hex(6)})`,
          ),
        ],
      },
      {
        every: 5,
        after: 6,
        gen: (r) => [
          e(
            "taxpayer-ledger",
            "error",
            `Case link for ${tin(r)} failed: HttpRequestException: Response status code does not indicate success: 500 (Internal Server Error) from case-api`,
          ),
        ],
      },
    ],
  },
  {
    estate: "aldric",
    cat: "database",
    origin: "ehr-integration",
    hints: ["npgsql", "pool", "connection", "database", "exhausted"],
    sev: "high",
    note: "ehr-integration's outbox database pool is exhausted, so administrations and ADT updates stop flowing to the EHR and bcma-service retries loudly.",
    streams: [
      {
        every: 4,
        gen: () => [
          e(
            "ehr-integration",
            "error",
            "Failed executing DbCommand on outbox",
            dotnet(
              "Npgsql.NpgsqlException (0x80004005): The connection pool has been exhausted, either raise 'Max Pool Size' (currently 100) or 'Timeout' (currently 15 seconds) in your connection string.",
              [
                "Npgsql.PoolingDataSource.<Get>g__RentAsync|34_0(NpgsqlConnection conn, NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
                "Npgsql.NpgsqlConnection.<Open>g__OpenAsync|42_0(Boolean async, CancellationToken cancellationToken)",
                "StAldric.Ehr.Outbox.OutboxStore.EnqueueAsync(OutboxItem item) in /app/Outbox/OutboxStore.cs:line 39",
              ],
            ),
          ),
        ],
      },
      {
        every: 1.5,
        after: 3,
        gen: (r) => [
          e(
            "bcma-service",
            "error",
            `POST http://ehr-integration/api/administrations failed: 503 Service Unavailable (mrn=${r.digits(7)}), retry ${r.int(1, 5)}/5`,
          ),
        ],
      },
      {
        every: 8,
        after: 6,
        gen: (r) => [
          e(
            "hl7-engine",
            "warn",
            `Channel ADT_IN: destination 'EHR' error response 503, message ${r.digits(8)} queued`,
          ),
        ],
      },
    ],
  },
  {
    estate: "northfield",
    cat: "database",
    origin: "scan-gw",
    hints: ["too many clients", "sqlstate", "postgres", "database", "connect"],
    sev: "high",
    note: "scan-gw's Postgres refuses new connections (too many clients) after a connection leak; barcode scans fail at the bedside and mar-api sees failures.",
    streams: [
      {
        every: 2,
        gen: (r) => [
          e(
            "scan-gw",
            "error",
            `scan device=HH-${r.digits(3)}: failed to connect to \`host=pg-scan.nfh.local user=scan database=scan\`: server error (FATAL: sorry, too many clients already (SQLSTATE 53300))`,
          ),
        ],
      },
      {
        every: 10,
        gen: (r) => [
          e(
            "scan-gw",
            "warn",
            `pgxpool stats: acquired=${r.int(95, 100)} idle=0 max=100 empty_acquire_count=${r.int(1000, 9000)}`,
          ),
        ],
      },
      {
        every: 4,
        after: 5,
        gen: () => [
          e(
            "mar-api",
            "error",
            "ScanGateway::Error: scan verification unavailable (502 from scan-gw), nurse prompted for manual override",
          ),
        ],
      },
    ],
  },
  // ---------------- network
  {
    estate: "ira",
    cat: "network",
    origin: "mef-gateway",
    hints: ["handshake", "ssl", "tls", "network", "connection"],
    sev: "high",
    note: "mef-gateway's TLS connections to the state exchange are torn down mid-handshake by a middlebox; state return forwarding fails and acknowledgements back up.",
    streams: [
      {
        every: 4,
        gen: (r) => [
          e(
            "mef-gateway",
            "error",
            `forward to state exchange failed for submissionId=${subId(r)}`,
            java(
              "javax.net.ssl.SSLHandshakeException: Remote host terminated the handshake",
              [
                "java.base/sun.security.ssl.SSLSocketImpl.handleEOF(SSLSocketImpl.java:1715)",
                "java.base/sun.security.ssl.SSLSocketImpl.startHandshake(SSLSocketImpl.java:456)",
                "org.apache.hc.client5.http.impl.io.DefaultHttpClientConnectionOperator.upgrade(DefaultHttpClientConnectionOperator.java:220)",
                "gov.revenue.mef.state.StateExchangeClient.forward(StateExchangeClient.java:94)",
              ],
              [
                "java.io.EOFException: SSL peer shut down incorrectly",
                "java.base/sun.security.ssl.SSLSocketInputRecord.read(SSLSocketInputRecord.java:489)",
              ],
            ),
          ),
        ],
      },
      {
        every: 7,
        gen: () => [
          e(
            "mef-gateway",
            "warn",
            "I/O exception (java.net.SocketException) caught when processing request to {s}->https://stx.statefile.example:443: Connection reset",
          ),
        ],
      },
      {
        every: 15,
        after: 30,
        gen: (r) => [e("mef-gateway", "warn", `state forwarding backlog ${r.int(200, 4000)} submissions`)],
      },
    ],
  },
  {
    estate: "ira-batch",
    cat: "network",
    origin: "bank-1099-loader",
    hints: ["dns", "no such host", "lookup", "network", "dial"],
    sev: "medium",
    note: "bank-1099-loader can no longer resolve the bank report hub's hostname after a resolver change; every batch download fails and matching stalls.",
    streams: [
      {
        every: 5,
        gen: (r) => [
          e(
            "bank-1099-loader",
            "error",
            `download batch ${r.digits(6)}: Get "https://reports.bankhub.example/v2/1099/batches/${r.digits(6)}": dial tcp: lookup reports.bankhub.example on 10.96.0.10:53: no such host`,
          ),
        ],
      },
      {
        every: 12,
        after: 2,
        gen: (r) => [
          e("bank-1099-loader", "warn", `giving up on batch ${r.digits(6)} after 5 attempts, will retry next cycle`),
        ],
      },
      {
        every: 40,
        after: 60,
        gen: () => [
          e(
            "match-runner",
            "warn",
            "Step: [matchBankReports] input partition empty for bank RTN group 02-07, skipping",
          ),
        ],
      },
    ],
  },
  {
    estate: "aldric",
    cat: "network",
    origin: "pump-gateway",
    hints: ["route", "unreachable", "network", "socket", "noroutetohost"],
    sev: "high",
    note: "After a switch change the pump VLAN is unreachable from pump-gateway (logged at WARN); pump status stops and alarm-hub and device-registry report pumps missing.",
    silence: 0.8,
    streams: [
      {
        every: 2,
        gen: (r) => [
          e(
            "pump-gateway",
            "warn",
            `poll pump PMP-${r.digits(4)} (10.61.${r.int(4, 9)}.${r.int(10, 250)}:51243) failed: java.net.NoRouteToHostException: No route to host (Host unreachable)`,
          ),
        ],
      },
      {
        every: 20,
        after: 10,
        gen: (r) => [
          e("pump-gateway", "warn", `${r.int(120, 260)} of 264 pumps unreachable on VLAN 61, status cache stale`),
        ],
      },
      {
        every: 6,
        after: 30,
        gen: (r) => [e("device-registry", "warn", `heartbeat sweep: ${r.int(120, 260)} pumps missed 3 heartbeats`)],
      },
      {
        every: 5,
        after: 40,
        gen: (r) => [
          e(
            "alarm-hub",
            "error",
            `technical alarm: pump status lost for bed ${bed(r)} (no update from pump-gateway in 120s)`,
          ),
        ],
      },
    ],
  },
  {
    estate: "northfield",
    cat: "network",
    origin: "infusion-sync",
    hints: ["connection reset", "reset", "network", "tcp", "econnreset"],
    sev: "high",
    note: "Connections from infusion-sync to the pump server are reset by a firewall; auto-programming fails and mar-api falls back to manual programming.",
    streams: [
      {
        every: 3,
        gen: (r) => [
          e(
            "infusion-sync",
            "error",
            `auto-program pump=IP-${r.digits(5)} order=ORD${r.digits(8)}: Post "https://pumpsrv.nfh.local/api/v1/programs": read tcp 10.40.2.17:${r.int(30000, 60000)}->10.40.9.5:443: read: connection reset by peer`,
          ),
        ],
      },
      {
        every: 20,
        gen: () => [
          e("infusion-sync", "warn", "pump fleet poll failed: write tcp 10.40.2.17->10.40.9.5:443: write: broken pipe"),
        ],
      },
      {
        every: 3,
        after: 4,
        gen: (r) => [
          e(
            "mar-api",
            "warn",
            `InfusionSync::UpstreamError: auto-programming failed (502) for order ORD${r.digits(8)}, manual programming required`,
          ),
        ],
      },
    ],
  },
  // ---------------- timeout
  {
    estate: "ira",
    cat: "timeout",
    origin: "calc-engine",
    hints: ["deadline", "timeout", "timed out", "context deadline exceeded"],
    sev: "high",
    note: "calc-engine's worksheet computation slows down on large returns until its own 5s deadline is hit; efile-portal retries drafts in a storm of gateway timeouts.",
    silence: 0.5,
    streams: [
      {
        every: 4,
        gen: (r) => [
          e(
            "calc-engine",
            "error",
            `compute draft=${r.hex(8)} failed: worksheet AMT-6251: context deadline exceeded (elapsed 5.00${r.int(0, 9)}s, schedules=${r.int(14, 40)})`,
          ),
        ],
      },
      {
        every: 10,
        gen: (r) => [
          e("calc-engine", "warn", `slow computation draft=${r.hex(8)} took ${r.int(3200, 4900)}ms (p99 budget 800ms)`),
        ],
      },
      {
        every: 1.2,
        after: 3,
        gen: (r) => [
          e(
            "efile-portal",
            "error",
            `POST /api/returns/draft 504 ${r.int(5000, 5200)}ms - upstream calc-engine timed out`,
          ),
        ],
      },
      {
        every: 1.5,
        after: 5,
        gen: (r) => [e("efile-portal", "warn", `retrying calc-engine call draft=${r.hex(8)} attempt ${r.int(2, 4)}/4`)],
      },
    ],
  },
  {
    estate: "ira-batch",
    cat: "timeout",
    origin: "refund-offset",
    hints: ["read timed out", "timeout", "timed out", "sockettimeout"],
    sev: "medium",
    note: "The external offset-program service stops answering in time; refund-offset logs read timeouts at WARN and falls back to holding refunds, delaying the ledger.",
    streams: [
      {
        every: 3,
        gen: (r) => [
          e(
            "refund-offset",
            "warn",
            `offset check ${tin(r)} failed: I/O error on POST request for "https://top.fiscal.example/api/debtor-match": Read timed out; holding refund`,
          ),
        ],
      },
      {
        every: 15,
        gen: (r) => [
          e(
            "refund-offset",
            "warn",
            `offset-client p95 latency ${r.int(9000, 10000)}ms (timeout 10000ms), ${r.int(80, 400)} refunds held`,
          ),
        ],
      },
      {
        every: 10,
        after: 30,
        gen: (r) => [
          e("taxpayer-ledger", "warn", `Refund release for ${tin(r)} deferred: offset decision not available`),
        ],
      },
    ],
  },
  {
    estate: "aldric",
    cat: "timeout",
    origin: "rtls-locator",
    hints: ["read timed out", "timeout", "timed out", "readtimeout"],
    sev: "medium",
    note: "The RTLS location engine (which does not log here) stops answering in time; rtls-locator's requests time out and pump/bed association stalls.",
    silence: 0.9,
    streams: [
      {
        every: 5,
        gen: () => [
          e(
            "rtls-locator",
            "error",
            "position fetch failed",
            python(
              [
                ["/srv/rtls/poller.py", 61, "poll", "resp = session.get(url, timeout=10)"],
                [
                  "/usr/lib/python3.11/site-packages/requests/adapters.py",
                  713,
                  "send",
                  "raise ReadTimeout(e, request=request)",
                ],
              ],
              "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='rtls-engine.stald.local', port=8443): Read timed out. (read timeout=10)",
            ),
          ),
        ],
      },
      {
        every: 6,
        after: 20,
        gen: (r) => [
          e(
            "pump-gateway",
            "warn",
            `location for pump PMP-${r.digits(4)} unknown (rtls-locator stale ${r.int(30, 300)}s), bed association skipped`,
          ),
        ],
      },
      {
        every: 12,
        after: 30,
        gen: (r) => [e("alarm-hub", "warn", `alarm ALM-${r.digits(6)} routed by bed only: RTLS location unavailable`)],
      },
    ],
  },
  {
    estate: "northfield",
    cat: "timeout",
    origin: "pharmacy-verify",
    hints: ["timeout", "canceled", "httpclient.timeout", "timed out"],
    sev: "medium",
    note: "The drug-interaction API used by pharmacy-verify stops answering within its 10s HttpClient timeout; order verification stalls and mar-api shows orders pending.",
    streams: [
      {
        every: 5,
        gen: (r) => [
          e(
            "pharmacy-verify",
            "error",
            `Interaction check failed for order ORD${r.digits(8)}`,
            dotnet(
              "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.",
              [
                "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
                "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
                "Nfh.Pharmacy.Interactions.FdbClient.CheckAsync(Order order) in /src/Interactions/FdbClient.cs:line 52",
              ],
            ),
          ),
        ],
      },
      {
        every: 30,
        after: 10,
        gen: () => [e("pharmacy-verify", "warn", "Health check 'fdb-interactions' Unhealthy: timed out after 10000ms")],
      },
      {
        every: 4,
        after: 8,
        gen: (r) => [
          e(
            "mar-api",
            "warn",
            `order ORD${r.digits(8)} still unverified after ${r.int(2, 20)} min, showing 'pending pharmacy'`,
          ),
        ],
      },
    ],
  },
  // ---------------- rate limiting
  {
    estate: "ira",
    cat: "rate_limiting",
    origin: "id-proofing",
    hints: ["429", "rate", "too many requests", "quota", "throttl"],
    sev: "high",
    note: "On deadline day id-proofing exceeds its KBA vendor quota and gets 429s (logged at WARN); the portal's identity step fails loudly for users.",
    streams: [
      {
        every: 2,
        gen: (r) => [
          e(
            "id-proofing",
            "warn",
            `KBA vendor responded 429 Too Many Requests (Retry-After: ${r.int(20, 60)}) for session=s-${r.hex(10)}; quota 600/min exhausted`,
          ),
        ],
      },
      {
        every: 20,
        gen: (r) => [
          e(
            "id-proofing",
            "warn",
            `vendor quota window: ${r.int(600, 640)}/600 requests used, ${r.int(200, 900)} queued`,
          ),
        ],
      },
      {
        every: 1,
        after: 2,
        gen: (r) => [
          e("efile-portal", "error", `POST /api/identity/verify 503 ${r.int(50, 300)}ms - id-proofing unavailable`),
        ],
      },
      {
        every: 3,
        after: 5,
        gen: (r) => [e("efile-portal", "warn", `identity retry for session s-${r.hex(10)} (attempt ${r.int(2, 3)})`)],
      },
    ],
  },
  {
    estate: "ira-batch",
    cat: "rate_limiting",
    origin: "w2-intake",
    hints: ["429", "rate", "throttl", "too many requests", "limit"],
    sev: "medium",
    note: "w2-intake is throttled by the SSA name/SSN verification service after a large file; verification calls get 429 and employer files stall.",
    streams: [
      {
        every: 3,
        gen: (r) => [
          e(
            "w2-intake",
            "warn",
            `SSN verification batch ${r.digits(5)} throttled: HTTP 429 Too Many Requests {"error":"rate_limit_exceeded","limit":"2000/min"}`,
          ),
        ],
      },
      {
        every: 8,
        gen: (r) => [
          e(
            "w2-intake",
            "error",
            `employer file EIN ${r.digits(2)}-${r.digits(7)} parked: verification retries exhausted (429)`,
          ),
        ],
      },
      {
        every: 30,
        after: 60,
        gen: () => [
          e("match-runner", "warn", "Step: [matchEmployerReports] waiting for verified W-2 partitions (0 ready)"),
        ],
      },
    ],
  },
  {
    estate: "aldric",
    cat: "rate_limiting",
    origin: "alarm-hub",
    hints: ["429", "rate", "throttl", "too many", "limit"],
    sev: "high",
    note: "alarm-hub's push to the clinician-phone platform is rate limited (429) during an alarm flood, so secondary alarm notifications are delayed.",
    streams: [
      {
        every: 2,
        gen: (r) => [
          e(
            "alarm-hub",
            "error",
            `push alarm ALM-${r.digits(6)} to mobile platform failed: 429 Too Many Requests (x-ratelimit-remaining: 0, reset in ${r.int(5, 60)}s)`,
          ),
        ],
      },
      {
        every: 6,
        gen: (r) => [e("alarm-hub", "warn", `mobile push queue depth ${r.int(100, 900)}, oldest ${r.int(30, 240)}s`)],
      },
      {
        every: 8,
        after: 15,
        gen: (r) => [
          e(
            "nurse-call",
            "warn",
            `Alert ALM-${r.digits(6)} escalated to charge nurse: primary not notified within 90s`,
          ),
        ],
      },
    ],
  },
  {
    estate: "northfield",
    cat: "rate_limiting",
    origin: "alarm-escalation",
    hints: ["429", "20429", "too many requests", "rate"],
    sev: "high",
    note: "alarm-escalation's SMS provider answers 429 (error 20429) during an escalation burst; escalations to physicians fail while the pager bridge keeps its usual noise.",
    streams: [
      {
        every: 3,
        gen: (r) => [
          e(
            "alarm-escalation",
            "error",
            `SMS escalation failed for alarm room ${r.int(200, 680)}`,
            node("RestException [Error]: Too Many Requests", [
              "success (/app/node_modules/twilio/lib/base/Version.js:135:23)",
              "Promise_then_fulfilled (/app/node_modules/q/q.js:766:44)",
              "async Escalator.sendSms (/app/src/escalate/sms.js:44:5)",
            ]),
          ),
          e(
            "alarm-escalation",
            "warn",
            "twilio status=429 code=20429 moreInfo=https://www.twilio.com/docs/errors/20429",
            undefined,
            2,
          ),
        ],
      },
      {
        every: 10,
        after: 10,
        gen: (r) => [
          e("alarm-escalation", "warn", `escalation tier=2 delayed ${r.int(30, 300)}s for ${r.int(3, 30)} alarms`),
        ],
      },
    ],
  },
  // ---------------- validation
  {
    estate: "ira",
    cat: "validation",
    origin: "refund-issuer",
    hints: ["validation", "invalid", "nacha", "character", "format"],
    sev: "medium",
    note: "refund-issuer's ACH file builder rejects records whose payee names carry non-ASCII characters, failing whole refund batches.",
    streams: [
      {
        every: 6,
        gen: (r) => [
          e(
            "refund-issuer",
            "error",
            `ACH batch RB-${r.digits(5)} failed validation: entry ${r.int(1, 900)} field 'Individual Name' (positions 55-76) contains invalid character '${r.pick(["É", "Ñ", "ü", "ó"])}'; batch not transmitted`,
          ),
        ],
      },
      {
        every: 12,
        gen: (r) => [e("refund-issuer", "warn", `${r.int(200, 2000)} refunds waiting for next ACH window`)],
      },
      {
        every: 30,
        after: 30,
        gen: () => [
          e(
            "payments-hub",
            "warn",
            "Disbursement reconciliation: no ACH refund file received from refund-issuer for current window",
          ),
        ],
      },
    ],
  },
  {
    estate: "ira-batch",
    cat: "validation",
    origin: "match-runner",
    hints: ["parse", "flatfile", "validation", "invalid", "skip limit"],
    sev: "medium",
    note: "A new employer file layout breaks match-runner's fixed-width parser; chunks fail on parse errors until the step's skip limit aborts the job.",
    streams: [
      {
        every: 5,
        gen: (r) => [
          e(
            "match-runner",
            "error",
            "Encountered an error executing step matchEmployerReports in job w2MatchJob",
            java(
              `org.springframework.batch.item.file.FlatFileParseException: Parsing error at line: ${r.int(100, 9000)} in resource=[file [/data/inbound/EMP_W2_20260415_${r.digits(4)}.txt]], input=[RW${r.digits(9)}  ...]`,
              [
                "org.springframework.batch.item.file.FlatFileItemReader.doRead(FlatFileItemReader.java:197)",
                "org.springframework.batch.item.support.AbstractItemCountingItemStreamItemReader.read(AbstractItemCountingItemStreamItemReader.java:93)",
              ],
              [
                "org.springframework.batch.item.file.transform.IncorrectLineLengthException: Line is longer than max range 1024",
                "org.springframework.batch.item.file.transform.FixedLengthTokenizer.doTokenize(FixedLengthTokenizer.java:121)",
              ],
            ),
          ),
        ],
      },
      {
        every: 30,
        after: 40,
        gen: () => [
          e(
            "match-runner",
            "error",
            "Job: [w2MatchJob] failed: SkipLimitExceededException: Skip limit of '100' exceeded; restarting from last commit",
          ),
        ],
      },
      {
        every: 40,
        after: 60,
        gen: () => [e("letters-renderer", "info", "no CP2000 candidates from matching since last run")],
      },
    ],
  },
  {
    estate: "aldric",
    cat: "validation",
    origin: "bcma-service",
    hints: ["validation", "must be one of", "invalid", "doseunit"],
    sev: "high",
    note: "After a formulary update bcma-service's payload validation rejects dose units it no longer recognises, blocking barcode administrations at the bedside.",
    lead: (r) => [
      e(
        "bcma-service",
        "info",
        `formulary reloaded: ${r.int(3000, 3400)} items (delta +${r.int(40, 90)})`,
        undefined,
        -20000,
      ),
    ],
    streams: [
      {
        every: 2.5,
        gen: (r) => [
          e(
            "bcma-service",
            "error",
            `POST /administrations 400 ValidationError: "doseUnit" must be one of [mg, mL, mcg, units, mEq]. value="${r.pick(["MG", "ML", "UNIT", "mcg/kg/min"])}" (mrn=${r.digits(7)})`,
          ),
        ],
      },
      {
        every: 10,
        after: 10,
        gen: (r) => [
          e(
            "bcma-service",
            "warn",
            `${r.int(10, 80)} administrations blocked in the last minute on ${r.pick(["3E", "4W", "5N", "ICU"])}`,
          ),
        ],
      },
      {
        every: 15,
        after: 20,
        gen: () => [
          e("ehr-integration", "info", "MedicationAdministration inbound rate dropped to 0.1/s (baseline 1.2/s)"),
        ],
      },
    ],
  },
  {
    estate: "northfield",
    cat: "validation",
    origin: "adt-interface",
    hints: ["hl7exception", "validation", "invalid", "pid-7", "format"],
    sev: "medium",
    note: "A PAS upgrade sends PID-7 birth dates with a timezone suffix; adt-interface's HL7 validation rejects ADT messages with AE NAKs and admissions stop reaching downstream systems.",
    streams: [
      {
        every: 4,
        gen: (r) => [
          e(
            "adt-interface",
            "error",
            `ADT message control=${r.digits(10)} rejected, ACK AE sent`,
            java(
              "ca.uhn.hl7v2.validation.ValidationException: Validation failed: Primitive value '19640312+0000' requires to be empty or a HL7 datetime string at PID-7(0)",
              [
                "ca.uhn.hl7v2.validation.impl.ValidationExceptionHandler.error(ValidationExceptionHandler.java:53)",
                "ca.uhn.hl7v2.parser.PipeParser.doParse(PipeParser.java:236)",
                "org.nfh.adt.listener.AdtReceiver.processMessage(AdtReceiver.java:68)",
              ],
            ),
          ),
        ],
      },
      {
        every: 10,
        after: 20,
        gen: (r) => [
          e(
            "oru-router",
            "warn",
            `ORU^R01 held: MRN ${r.digits(8)} has no active encounter (ADT not received), parked`,
          ),
        ],
      },
      {
        every: 15,
        after: 30,
        gen: (r) => [e("mar-api", "warn", `patient ${r.digits(8)} not found for scan, bed shows previous occupant`)],
      },
    ],
  },
  // ---------------- null reference
  {
    estate: "ira",
    cat: "null_reference",
    origin: "efile-portal",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "high",
    note: "A portal release reads spouse details that are absent for single filers; efile-portal throws TypeError on return submission.",
    lead: (r) => [
      e(
        "efile-portal",
        "info",
        `efile-portal 7.${r.int(2, 9)}.0 ready on :3000 (build ${r.hex(7)})`,
        undefined,
        -20000,
      ),
    ],
    streams: [
      {
        every: 2,
        gen: (r) => [
          e(
            "efile-portal",
            "error",
            `POST /api/returns/submit 500 ${r.int(10, 60)}ms`,
            node("TypeError: Cannot read properties of undefined (reading 'ssn')", [
              "buildFilingPayload (/app/dist/returns/payload.js:118:42)",
              "ReturnsController.submit (/app/dist/returns/controller.js:57:21)",
              "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
            ]),
          ),
        ],
      },
      {
        every: 10,
        after: 30,
        gen: (r) => [e("efile-portal", "warn", `submit error rate ${r.int(40, 70)}% over last 60s`)],
      },
    ],
  },
  {
    estate: "ira-batch",
    cat: "null_reference",
    origin: "taxpayer-ledger",
    hints: ["nullreference", "null", "object reference"],
    sev: "medium",
    note: "taxpayer-ledger throws NullReferenceException posting assessments for accounts without a mailing address; case-api and letters report the gap.",
    streams: [
      {
        every: 4,
        gen: (r) => [
          e(
            "taxpayer-ledger",
            "error",
            `Posting assessment for ${tin(r)} failed`,
            dotnet("System.NullReferenceException: Object reference not set to an instance of an object.", [
              "Revenue.Ledger.Posting.AssessmentPoster.BuildNotice(Account account) in /src/Ledger/Posting/AssessmentPoster.cs:line 143",
              "Revenue.Ledger.Posting.AssessmentPoster.PostAsync(Assessment a) in /src/Ledger/Posting/AssessmentPoster.cs:line 61",
              "Hangfire.Server.CoreBackgroundJobPerformer.InvokeMethod(PerformContext context, Object instance, Object[] parameters)",
            ]),
          ),
        ],
      },
      {
        every: 12,
        after: 10,
        gen: (r) => [
          e("taxpayer-ledger", "warn", `Hangfire: job ${r.digits(6)} failed, retry ${r.int(1, 10)} of 10 scheduled`),
        ],
      },
      {
        every: 8,
        after: 20,
        gen: (r) => [e("case-api", "warn", `GET /cases/CA-${r.digits(7)} 404 - assessment not posted yet`)],
      },
    ],
  },
  {
    estate: "aldric",
    cat: "null_reference",
    origin: "alarm-hub",
    hints: ["nil pointer", "panic", "null", "invalid memory address"],
    sev: "high",
    note: "alarm-hub panics on a nil pointer for alarms from beds without an assigned nurse and restarts repeatedly; nurse-call stops receiving alarms.",
    silence: 0.7,
    streams: [
      {
        every: 25,
        gen: () => [
          e(
            "alarm-hub",
            "error",
            "panic: runtime error: invalid memory address or nil pointer dereference",
            goPanic("runtime error: invalid memory address or nil pointer dereference", [
              [
                "github.com/stald/alarm-hub/internal/route.(*Router).Assign(0xc0001a2f00, 0xc000f3e1a0)",
                "/build/internal/route/router.go:142 +0x1e",
              ],
              [
                "github.com/stald/alarm-hub/internal/route.(*Router).Handle(0xc0001a2f00, {0x1a4e2c0, 0xc00041c0f0})",
                "/build/internal/route/router.go:88 +0x2b4",
              ],
              [
                "created by github.com/stald/alarm-hub/internal/ingest.(*Consumer).Run in goroutine 1",
                "/build/internal/ingest/consumer.go:61 +0x1c5",
              ],
            ]).slice(1),
          ),
          e("alarm-hub", "info", "alarm-hub starting, escalation policy loaded", undefined, 4000),
        ],
      },
      {
        every: 5,
        after: 5,
        gen: (r) => [
          e(
            "nurse-call",
            "warn",
            `No alert from alarm-hub for bed ${bed(r)} although monitor alarm active (connection refused, retrying)`,
          ),
        ],
      },
      {
        every: 6,
        after: 5,
        gen: (r) => [
          e(
            "monitor-gateway",
            "warn",
            `alarm forward to alarm-hub failed: connect ECONNREFUSED; buffered ${r.int(5, 200)}`,
          ),
        ],
      },
    ],
  },
  {
    estate: "northfield",
    cat: "null_reference",
    origin: "mar-api",
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    sev: "high",
    note: "mar-api raises NoMethodError on nil for orders without a dose unit after a release, so nurses cannot document administrations.",
    lead: (r) => [
      e(
        "mar-api",
        "info",
        `* Puma version: 6.4.2 ("The Eagle of Durango") * Environment: production * PID: ${r.int(10, 90)}`,
        undefined,
        -20000,
      ),
    ],
    streams: [
      {
        every: 3,
        gen: (r) => [
          e(
            "mar-api",
            "error",
            `Completed 500 Internal Server Error in ${r.int(8, 40)}ms`,
            ruby("NoMethodError (undefined method `dose_unit' for nil:NilClass):", [
              "app/models/administration.rb:57:in `normalized_dose'",
              "app/controllers/administrations_controller.rb:22:in `create'",
              "actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
            ]),
          ),
        ],
      },
      {
        every: 4,
        after: 3,
        gen: () => [
          e("scan-gw", "warn", "post administration to mar-api returned 500, scan kept on handheld for retry"),
        ],
      },
    ],
  },
  // ---------------- configuration
  {
    estate: "ira",
    cat: "configuration",
    origin: "id-proofing",
    hints: ["config", "provider", "configuration", "setting", "environment"],
    sev: "high",
    note: "A config reload points id-proofing at a KBA provider key that is not registered; every identity check errors and the portal's identity step fails.",
    lead: () => [
      e(
        "id-proofing",
        "info",
        "config reloaded from /etc/idp/settings.toml (KBA_PROVIDER=lexisv3, changed by deploy pipeline)",
        undefined,
        -15000,
      ),
    ],
    streams: [
      {
        every: 3,
        gen: () => [
          e(
            "id-proofing",
            "error",
            "identity check aborted",
            python(
              [["/srv/idp/kba/router.py", 34, "provider_for", "return PROVIDERS[settings.KBA_PROVIDER]"]],
              "KeyError: 'lexisv3'",
            ),
          ),
          e(
            "id-proofing",
            "error",
            "configured KBA_PROVIDER 'lexisv3' is not one of ['lexis_v3', 'equifax_v2']",
            undefined,
            2,
          ),
        ],
      },
      {
        every: 1.5,
        after: 2,
        gen: (r) => [
          e("efile-portal", "error", `POST /api/identity/verify 500 ${r.int(20, 90)}ms - id-proofing error`),
        ],
      },
    ],
  },
  {
    estate: "ira-batch",
    cat: "configuration",
    origin: "print-spooler",
    hints: ["config", "not defined", "printer", "configuration"],
    sev: "medium",
    note: "A spooler.conf reload drops printer PRN-3 from print-spooler's config; every letter job routed there is refused and the queue backs up.",
    lead: () => [
      e("print-spooler", "info", "SIGHUP: reloaded /etc/spooler/spooler.conf (2 printers defined)", undefined, -10000),
    ],
    streams: [
      {
        every: 3,
        gen: (r) => [
          e(
            "print-spooler",
            "error",
            `job ${r.digits(6)} rejected: destination 'PRN-3' not defined in spooler.conf (routing rule letters/CP2000)`,
          ),
        ],
      },
      {
        every: 20,
        gen: (r) => [e("print-spooler", "warn", `${r.int(50, 700)} jobs parked for undefined destination`)],
      },
      {
        every: 12,
        after: 15,
        gen: () => [
          e(
            "letters-renderer",
            "warn",
            "print submission for batch returned 'destination unavailable', letter marked UNPRINTED",
          ),
        ],
      },
    ],
  },
  {
    estate: "aldric",
    cat: "configuration",
    origin: "device-registry",
    hints: ["config", "ward", "unknown", "configuration", "mapping"],
    sev: "medium",
    note: "A ward-map config reload in device-registry lacks the new step-down unit, so pumps there cannot be associated to beds and callers report unassociated devices.",
    lead: () => [
      e("device-registry", "info", "config reload: ward-map.yaml rev 212 applied (wards=31)", undefined, -20000),
    ],
    streams: [
      {
        every: 4,
        gen: (r) => [
          e(
            "device-registry",
            "error",
            `associate device PMP-${r.digits(4)} failed: unknown ward code '4W-SDU' (not in ward-map.yaml rev 212)`,
          ),
        ],
      },
      {
        every: 6,
        after: 5,
        gen: (r) => [
          e(
            "pump-gateway",
            "warn",
            `pump PMP-${r.digits(4)} has no bed association (device-registry 422), alarms routed to unit desk`,
          ),
        ],
      },
      {
        every: 15,
        after: 20,
        gen: () => [e("alarm-hub", "warn", "alarm routed without bed: device unassociated on 4W-SDU")],
      },
    ],
  },
  {
    estate: "northfield",
    cat: "configuration",
    origin: "oru-router",
    hints: ["config", "endpoint", "route", "configuration"],
    sev: "high",
    note: "oru-router is deployed with a routing table whose EHR_RESULTS destination has no endpoint; every lab result is parked instead of reaching the EHR.",
    lead: (r) => [
      e(
        "oru-router",
        "info",
        `Booting worker with pid: ${r.int(100, 999)} (oru-router 5.2.0, routes=oru-routes.yaml rev 88)`,
        undefined,
        -15000,
      ),
    ],
    streams: [
      {
        every: 1.5,
        gen: (r) => [
          e(
            "oru-router",
            "error",
            `ORU^R01 ${r.pick(["CBC", "BMP", "TROP-I", "LACTATE", "INR"])} for MRN ${r.digits(8)}: destination 'EHR_RESULTS' has no endpoint configured (oru-routes.yaml rev 88), parked`,
          ),
        ],
      },
      { every: 30, after: 60, gen: (r) => [e("oru-router", "warn", `parked queue depth ${r.int(100, 2000)}`)] },
    ],
  },
  // ---------------- dependency
  {
    estate: "ira",
    cat: "dependency",
    origin: "payments-hub",
    hints: ["503", "circuit", "unavailable", "processor", "dependency"],
    sev: "high",
    note: "The card/ACH processor behind payments-hub returns 503 until its circuit breaker opens; payments fail while the processor itself does not log here.",
    streams: [
      {
        every: 4,
        gen: (r) => [
          e(
            "payments-hub",
            "error",
            `Debit authorization failed submission=${subId(r)}: processor responded 503 Service Unavailable (upstream=ach.processor.example)`,
          ),
        ],
      },
      {
        every: 20,
        after: 15,
        gen: () => [
          e(
            "payments-hub",
            "warn",
            "Circuit breaker 'ach-processor' transitioned to Open: The circuit is now open and is not allowing calls.",
          ),
        ],
      },
      {
        every: 20,
        after: 45,
        gen: () => [
          e("payments-hub", "info", "Circuit breaker 'ach-processor' half-open trial call failed (503), reopening"),
        ],
      },
      {
        every: 2,
        after: 3,
        gen: (r) => [
          e("efile-portal", "error", `POST /api/payments 502 ${r.int(20, 800)}ms - payments-hub returned 502`),
        ],
      },
    ],
  },
  {
    estate: "ira-batch",
    cat: "dependency",
    origin: "match-runner",
    hints: ["kafka", "broker", "unavailable", "dependency"],
    sev: "medium",
    note: "The Kafka brokers that match-runner publishes results to go down; its producer cannot reach any broker and the matching job stops committing.",
    streams: [
      {
        every: 5,
        gen: (r) => [
          e(
            "match-runner",
            "warn",
            `[Producer clientId=match-results-1] Connection to node ${r.int(1, 3)} (kafka-${r.int(1, 3)}.revenue-batch.svc/10.2.${r.int(1, 9)}.${r.int(10, 99)}:9092) could not be established. Broker may not be available.`,
          ),
        ],
      },
      {
        every: 20,
        after: 60,
        gen: () => [
          e(
            "match-runner",
            "error",
            "Step: [matchEmployerReports] chunk failed: org.apache.kafka.common.errors.TimeoutException: Topic w2-matched not present in metadata after 60000 ms.",
          ),
        ],
      },
      {
        every: 40,
        after: 90,
        gen: () => [e("letters-renderer", "info", "no CP2000 candidates from matching since last run")],
      },
    ],
  },
  {
    estate: "aldric",
    cat: "dependency",
    origin: "nurse-call",
    hints: ["503", "sip", "pbx", "unavailable", "dependency"],
    sev: "high",
    note: "The hospital PBX answers nurse-call's SIP INVITEs with 503 (logged at WARN); alarms cannot reach handsets and alarm-hub escalates.",
    streams: [
      {
        every: 3,
        gen: (r) => [
          e(
            "nurse-call",
            "warn",
            `SIP INVITE sip:${r.int(5100, 5999)}@pbx-core.stald.local failed: 503 Service Unavailable (Retry-After: 30)`,
          ),
        ],
      },
      {
        every: 20,
        gen: () => [
          e(
            "nurse-call",
            "warn",
            "PBX trunk pbx-core marked DOWN after 5 consecutive failures, using fallback overhead paging",
          ),
        ],
      },
      {
        every: 3,
        after: 4,
        gen: (r) => [
          e(
            "alarm-hub",
            "error",
            `alarm ALM-${r.digits(6)} delivery unconfirmed by nurse-call after 30s, escalating (level ${r.int(2, 3)})`,
          ),
        ],
      },
    ],
  },
  {
    estate: "northfield",
    cat: "dependency",
    origin: "mpi-service",
    hints: ["502", "circuit", "hie", "unavailable", "dependency"],
    sev: "medium",
    note: "The regional HIE identity gateway used by mpi-service returns 502 until the circuit breaker opens; new patients cannot be matched and ORU results are held.",
    streams: [
      {
        every: 5,
        gen: (r) => [
          e(
            "mpi-service",
            "error",
            `HIE EMPI query for MRN ${r.digits(8)} failed: 502 Bad Gateway from hie-gateway.region.example`,
          ),
        ],
      },
      {
        every: 15,
        after: 20,
        gen: () => [e("mpi-service", "warn", "CircuitBreaker 'hie' is OPEN and does not permit further calls")],
      },
      {
        every: 5,
        after: 10,
        gen: (r) => [
          e(
            "oru-router",
            "warn",
            `ORU^R01 held: MPI match unavailable for MRN ${r.digits(8)} (503), parked in queue RETRY`,
          ),
        ],
      },
      {
        every: 8,
        after: 10,
        gen: (r) => [
          e("adt-interface", "warn", `MRN ${r.digits(8)} registered locally; EMPI link deferred (mpi-service 503)`),
        ],
      },
    ],
  },
  // ---------------- memory
  {
    estate: "ira",
    cat: "memory",
    origin: "return-validator",
    hints: ["outofmemory", "heap", "memory", "gc overhead"],
    sev: "high",
    note: "return-validator runs out of Java heap on very large business returns, then restarts; mef-gateway retries validations and reports failures.",
    silence: 0.7,
    streams: [
      {
        every: 12,
        gen: (r) => [
          e(
            "return-validator",
            "warn",
            `GC pause (G1 Evacuation Pause) ${r.int(800, 3000)}ms, heap ${r.int(3900, 4090)}M->${r.int(3800, 4000)}M(4096M)`,
          ),
        ],
      },
      {
        every: 50,
        after: 40,
        gen: () => [
          e(
            "return-validator",
            "error",
            "Uncaught exception in validation worker",
            java("java.lang.OutOfMemoryError: Java heap space", [
              "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
              "com.fasterxml.jackson.core.util.TextBuffer.expand(TextBuffer.java:985)",
              "gov.revenue.validate.schema.SchemaValidator.load(SchemaValidator.java:120)",
            ]),
          ),
          e(
            "return-validator",
            "info",
            "Started ReturnValidatorApplication in 18.4 seconds (process running for 19.1)",
            undefined,
            25000,
          ),
        ],
      },
      {
        every: 2,
        after: 30,
        gen: (r) => [
          e(
            "mef-gateway",
            "error",
            `validation call failed for submissionId=${subId(r)}: Connection refused (return-validator), will retry`,
          ),
        ],
      },
    ],
  },
  {
    estate: "ira-batch",
    cat: "memory",
    origin: "letters-renderer",
    hints: ["memory", "sigkill", "out of memory", "oom"],
    sev: "medium",
    note: "letters-renderer's Sidekiq/Puma workers grow until they are SIGKILLed for memory while rendering large notices; letters stall.",
    silence: 0.6,
    streams: [
      {
        every: 15,
        gen: (r) => [
          e(
            "letters-renderer",
            "warn",
            `worker pid=${r.int(100, 999)} RSS ${r.int(1800, 2040)}MB exceeds soft limit 1536MB`,
          ),
        ],
      },
      {
        every: 30,
        after: 30,
        gen: (r) => [
          e(
            "letters-renderer",
            "error",
            `[${r.int(1, 9)}] ! Terminating timed out worker (Worker 1 was sent SIGKILL! Perhaps out of memory?)`,
          ),
        ],
      },
      {
        every: 30,
        after: 40,
        gen: (r) => [
          e(
            "letters-renderer",
            "error",
            `Sidekiq process ${r.hex(6)} lost ${r.int(5, 20)} in-flight RenderLetterJob; re-enqueued`,
          ),
        ],
      },
      {
        every: 20,
        after: 60,
        gen: () => [e("print-spooler", "warn", "no new letters from letters-renderer in 5 minutes")],
      },
    ],
  },
  {
    estate: "aldric",
    cat: "memory",
    origin: "monitor-gateway",
    hints: ["bad_alloc", "memory", "allocation", "oom"],
    sev: "high",
    note: "monitor-gateway (the noisy decoder) leaks memory and aborts with std::bad_alloc, restarting; vitals and alarms from monitors stop during each restart.",
    silence: 0.8,
    streams: [
      {
        every: 15,
        gen: (r) => [e("monitor-gateway", "warn", `frame buffer pool grew to ${r.int(1800, 3900)} MB (limit 4096 MB)`)],
      },
      {
        every: 45,
        after: 30,
        gen: () => [
          e("monitor-gateway", "fatal", "terminate called after throwing an instance of 'std::bad_alloc'", [
            "  what():  std::bad_alloc",
            "*** SIGABRT received by PID 1 (TID 7) from PID 1; stack trace: ***",
            "    @     0x7f3a1c2b4e2f  std::__throw_bad_alloc()",
            "    @     0x55d2c3a41b90  mgw::FramePool::grow()",
            "    @     0x55d2c3a3f7d4  mgw::Ieee11073Decoder::decode()",
          ]),
          e("monitor-gateway", "info", "monitor-gateway 4.2.1 starting, listening on udp/2575", undefined, 6000),
        ],
      },
      {
        every: 5,
        after: 35,
        gen: (r) => [
          e("alarm-hub", "error", `no vitals from monitor-gateway for bed ${bed(r)} in 60s, raising technical alarm`),
        ],
      },
      {
        every: 10,
        after: 40,
        gen: (r) => [e("hl7-engine", "warn", `Channel ORU_VITALS_OUT: source idle ${r.int(60, 200)}s`)],
      },
    ],
  },
  {
    estate: "northfield",
    cat: "memory",
    origin: "audit-writer",
    hints: ["heap", "out of memory", "memory", "allocation"],
    sev: "medium",
    note: "audit-writer's in-memory buffer grows until Node aborts with JavaScript heap out of memory, so access-audit events are lost while it restarts.",
    silence: 0.8,
    streams: [
      {
        every: 10,
        gen: (r) => [
          e("audit-writer", "warn", `buffer backlog ${r.int(50000, 400000)} events, heapUsed=${r.int(1700, 2000)}MB`),
        ],
      },
      {
        every: 60,
        after: 40,
        gen: () => [
          e(
            "audit-writer",
            "fatal",
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
            [
              "<--- Last few GCs --->",
              "[1:0x5f1c2a0]  1841233 ms: Mark-Compact 2043.1 (2082.4) -> 2041.8 (2083.9) MB, 1822.4 / 0.0 ms  (average mu = 0.112, current mu = 0.021) allocation failure",
              "<--- JS stacktrace --->",
              " 1: 0xb8d0a3 node::Abort() [node]",
              " 2: 0xa9e2c1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
            ],
          ),
          e("audit-writer", "info", "audit-writer listening on :7070", undefined, 8000),
        ],
      },
      {
        every: 6,
        after: 45,
        gen: () => [
          e(
            "mar-api",
            "warn",
            "AuditClient: POST /events to audit-writer failed (ECONNREFUSED), event spooled locally",
          ),
        ],
      },
    ],
  },
  // ---------------- disk
  {
    estate: "ira",
    cat: "disk",
    origin: "doc-upload",
    hints: ["enospc", "no space", "disk", "space"],
    sev: "high",
    note: "doc-upload's spool volume fills; every upload fails with ENOSPC while its usual thumbnail error keeps flowing and the portal reports 500s.",
    streams: [
      {
        every: 3,
        gen: (r) => [
          e(
            "doc-upload",
            "error",
            `store doc=${r.hex(12)} failed`,
            node(`Error: ENOSPC: no space left on device, write '/var/spool/uploads/${r.hex(12)}.part'`, [
              "async WriteStream._write (node:internal/fs/streams:432:5)",
              "async SpoolWriter.put (/app/dist/spool.js:58:9)",
            ]),
          ),
        ],
      },
      {
        every: 30,
        gen: (r) => [
          e("doc-upload", "warn", `spool /var/spool/uploads ${r.int(99, 100)}% used (0.${r.int(0, 9)}G free)`),
        ],
      },
      {
        every: 2,
        after: 3,
        gen: (r) => [e("efile-portal", "error", `POST /api/documents 500 ${r.int(30, 400)}ms - doc-upload failed`)],
      },
    ],
  },
  {
    estate: "ira-batch",
    cat: "disk",
    origin: "sftp-drop",
    hints: ["no space", "disk", "space", "write"],
    sev: "medium",
    note: "sftp-drop's inbound volume fills; employer and bank files fail to land and the loaders downstream find nothing new.",
    streams: [
      {
        every: 6,
        gen: (r) => [
          e(
            "sftp-drop",
            "error",
            `write /data/inbound/EMP_W2_20260415_${r.digits(4)}.txt: no space left on device (partner ${r.pick(["ADP", "PAYCHEX", "GUSTO", "WORKDAY"])}), transfer aborted`,
          ),
        ],
      },
      { every: 40, gen: () => [e("sftp-drop", "warn", "/data/inbound usage 100% (inodes 41%)")] },
      { every: 25, after: 40, gen: (r) => [e("w2-intake", "warn", `no new employer files for ${r.int(3, 12)}m`)] },
    ],
  },
  {
    estate: "aldric",
    cat: "disk",
    origin: "hl7-engine",
    hints: ["no space", "disk", "space", "ioexception"],
    sev: "high",
    note: "hl7-engine's message store volume fills; channels stop writing messages, ADT and ORU flows halt and EHR integration goes idle.",
    streams: [
      {
        every: 4,
        gen: () => [
          e(
            "hl7-engine",
            "error",
            "Error processing message in channel ADT_IN",
            java(
              "com.mirth.connect.donkey.server.data.DonkeyDaoException: java.io.IOException: No space left on device",
              [
                "com.mirth.connect.donkey.server.data.jdbc.JdbcDao.insertMessageContent(JdbcDao.java:261)",
                "com.mirth.connect.donkey.server.channel.Channel.dispatchRawMessage(Channel.java:1204)",
              ],
            ),
          ),
        ],
      },
      { every: 30, gen: () => [e("hl7-engine", "warn", "Disk usage on /opt/engine/appdata is above 98%")] },
      { every: 8, after: 15, gen: () => [e("ehr-integration", "warn", "No ADT/ORU traffic from hl7-engine in 60s")] },
      {
        every: 10,
        after: 10,
        gen: (r) => [e("monitor-gateway", "warn", `MLLP send to hl7-engine: NAK AR for ${r.digits(8)}, buffered`)],
      },
    ],
  },
  {
    estate: "northfield",
    cat: "disk",
    origin: "audit-writer",
    hints: ["flood", "read-only", "disk", "cluster_block"],
    sev: "medium",
    note: "The Elasticsearch cluster audit-writer writes to hits the flood-stage watermark; its indices go read-only and every bulk write is blocked.",
    streams: [
      {
        every: 4,
        gen: () => [
          e(
            "audit-writer",
            "error",
            "bulk index failed: ResponseError: cluster_block_exception: [cluster_block_exception] Reason: index [audit-2026.03] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];",
          ),
        ],
      },
      {
        every: 20,
        gen: (r) => [e("audit-writer", "warn", `retry buffer at ${r.int(20000, 200000)} events, dropping oldest`)],
      },
    ],
  },
  // ---------------- unknown
  {
    estate: "ira",
    cat: "unknown",
    origin: "refund-issuer",
    hints: ["unknown", "error", "failed", "internal"],
    sev: "medium",
    note: "refund-issuer's batch runs start failing with a bare 'batch failed' and no cause; refunds stop being scheduled.",
    silence: 0.9,
    streams: [
      {
        every: 8,
        gen: (r) => [e("refund-issuer", "error", `refund batch RB-${r.digits(5)} failed (see previous errors)`)],
      },
      { every: 30, gen: () => [e("refund-issuer", "warn", "worker exited unexpectedly, restarting")] },
      {
        every: 30,
        after: 40,
        gen: () => [
          e(
            "payments-hub",
            "warn",
            "Disbursement reconciliation: no refund file received from refund-issuer for current window",
          ),
        ],
      },
    ],
  },
  {
    estate: "ira-batch",
    cat: "unknown",
    origin: "taxpayer-ledger",
    hints: ["unknown", "exit", "crash", "unhandled"],
    sev: "medium",
    note: "taxpayer-ledger's process keeps exiting with code 134 and no message; case-api lookups and refund decisions fail against it.",
    silence: 1,
    streams: [
      {
        every: 40,
        gen: (r) => [
          e("taxpayer-ledger", "error", `Application is shutting down... (exit code 134, uptime ${r.int(20, 50)}s)`),
          e("taxpayer-ledger", "info", "Now listening on: http://[::]:8080", undefined, 9000),
        ],
      },
      {
        every: 5,
        after: 3,
        gen: (r) => [e("case-api", "error", `GET /cases/CA-${r.digits(7)} 502 - ledger upstream: socket hang up`)],
      },
      {
        every: 10,
        after: 10,
        gen: (r) => [
          e(
            "refund-offset",
            "warn",
            `post offset result for ${tin(r)} to taxpayer-ledger failed: Connection refused, retry in 30s`,
          ),
        ],
      },
    ],
  },
  {
    estate: "aldric",
    cat: "unknown",
    origin: "rtls-locator",
    hints: ["unknown", "worker", "stopped", "died"],
    sev: "medium",
    note: "rtls-locator stops producing position updates after a worker dies without any reason; pump-gateway and alarm-hub notice stale locations.",
    silence: 1,
    streams: [
      { every: 120, gen: () => [e("rtls-locator", "error", "Worker (pid:41) exited with code 1")] },
      {
        every: 6,
        after: 20,
        gen: (r) => [
          e(
            "pump-gateway",
            "warn",
            `pump PMP-${r.digits(4)} location stale ${r.int(60, 600)}s (no update from rtls-locator)`,
          ),
        ],
      },
      { every: 15, after: 30, gen: () => [e("device-registry", "warn", "rtls-locator feed silent for > 60s")] },
    ],
  },
  {
    estate: "northfield",
    cat: "unknown",
    origin: "infusion-sync",
    hints: ["unknown", "internal", "error", "unspecified"],
    sev: "medium",
    note: "infusion-sync starts answering auto-programming requests with an unspecified internal error and logs nothing about why; mar-api falls back to manual programming.",
    silence: 0.7,
    streams: [
      {
        every: 4,
        gen: (r) => [
          e("infusion-sync", "error", `auto-program pump=IP-${r.digits(5)} failed: internal error (code E-UNSPEC)`),
        ],
      },
      {
        every: 3,
        after: 3,
        gen: (r) => [
          e(
            "mar-api",
            "warn",
            `InfusionSync::UpstreamError: 500 from infusion-sync for order ORD${r.digits(8)}, manual programming required`,
          ),
        ],
      },
    ],
  },
];
