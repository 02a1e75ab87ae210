// The 52 failure stories of holdout70 (4 per category), written the way each runtime and caller really logs them.
import type { Level } from "./formats.js";

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

export interface IPart {
  svc: string;
  level: Level;
  tpl: string;
  stack?: string;
  /** ms after the previous part of the group */
  dt?: number;
}
export interface Group {
  perMin: number;
  /** seconds the group lasts (to the end of the window when absent) */
  dur?: number;
  /** seconds after the start before this group begins */
  lag?: number;
  parts: IPart[];
}
export interface IncidentSpec {
  est: "T" | "M" | "H" | "C";
  origin: string;
  cat: Category;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** share of the origin's own traffic lines that stop at the start (1 = goes quiet) */
  quiet?: number;
  /** one-off lines at the start (second offsets) */
  once?: (IPart & { at: number })[];
  /** the origin was released or reloaded 20-90 s before the start */
  change?: boolean;
  groups: Group[];
}

export const p = (svc: string, level: Level, tpl: string, stack?: string, dt?: number): IPart => ({
  svc,
  level,
  tpl,
  stack,
  dt,
});
const g = (perMin: number, ...parts: IPart[]): Group => ({ perMin, parts });
export const gl = (perMin: number, lag: number, ...parts: IPart[]): Group => ({ perMin, lag, parts });
const o = (at: number, svc: string, level: Level, tpl: string, stack?: string) => ({ at, svc, level, tpl, stack });

const J = (exc: string, frames: string[]) => [exc, ...frames.map((f) => `\tat ${f}`)].join("\n");
const PY = (frames: [string, number, string, string][], exc: string) =>
  [
    "Traceback (most recent call last):",
    ...frames.flatMap(([f, l, fn, code]) => [`  File "${f}", line ${l}, in ${fn}`, `    ${code}`]),
    exc,
  ].join("\n");
const NODE = (exc: string, frames: string[]) => [exc, ...frames.map((f) => `    at ${f}`)].join("\n");
const NET = (exc: string, frames: string[]) => [exc, ...frames.map((f) => `   at ${f}`)].join("\n");
const RB = (exc: string, frames: string[]) => [exc, ...frames].join("\n");
const GO = (head: string, frames: [string, string][]) =>
  [head, "", "goroutine 37 [running]:", ...frames.flatMap(([fn, at]) => [fn, `\t${at}`])].join("\n");

export const INCIDENTS: IncidentSpec[] = [
  // ---------------- authentication
  {
    est: "T",
    origin: "customs-filing",
    cat: "authentication",
    hints: ["authentication", "credential", "login", "unauthorized", "password"],
    sev: "medium",
    note: "customs-filing keeps logging in to the CBP ABI/AMS channel with a filer password that was rotated on the portal but not in its vault entry; every AMS filing fails and bl-docs and edi-gateway pile up holds.",
    groups: [
      g(
        6,
        p(
          "customs-filing",
          "ERROR",
          "ABI session logon rejected for filer code TWDL: 401 Unauthorized (invalid user id or password)",
          NET(
            "Tidewater.Customs.Abi.AbiAuthenticationException: Logon rejected by ABI gateway: code A0401 INVALID USER ID/PASSWORD",
            [
              "Tidewater.Customs.Abi.AbiSession.LogonAsync(CancellationToken ct) in /src/Customs.Abi/AbiSession.cs:line 88",
              "Tidewater.Customs.Abi.AmsSubmitter.SubmitAsync(AmsFiling filing) in /src/Customs.Abi/AmsSubmitter.cs:line 41",
              "Tidewater.Customs.Worker.FilingWorker.ExecuteAsync(CancellationToken stoppingToken) in /src/Customs.Worker/FilingWorker.cs:line 63",
            ],
          ),
        ),
      ),
      g(4, p("customs-filing", "WARN", "AMS filing for {bl} moved to retry queue (attempt {k}/10): logon failed")),
      gl(
        8,
        40,
        p("bl-docs", "ERROR", "cannot release {bl}: AMS status unknown, customs-filing answered 502 Bad Gateway"),
      ),
      gl(
        5,
        60,
        p(
          "edi-gateway",
          "WARN",
          "IFTMIN {bk} held: no AMS acceptance yet (24h rule), customs-filing state=FAILED_LOGON",
        ),
      ),
    ],
  },
  {
    est: "M",
    origin: "carrier-connect",
    cat: "authentication",
    hints: ["oauth", "token", "invalid_client", "credential", "authentication"],
    sev: "medium",
    note: "carrier-connect can no longer get OAuth tokens from the carrier gateway (invalid_client after a client-secret expiry), so rates and tracking calls fail while quote-svc and shipment-tracker retry loudly.",
    groups: [
      g(
        4,
        p(
          "carrier-connect",
          "ERROR",
          'msg="token refresh failed" provider=carrier-gw grant=client_credentials status=401 err="oauth2: \\"invalid_client\\" \\"Client secret has expired\\""',
        ),
      ),
      g(10, p("carrier-connect", "WARN", 'msg="request without valid token" scac={scac} status=401 path=/v2/rates')),
      g(
        24,
        p(
          "quote-svc",
          "ERROR",
          "carrier rates unavailable for {port}->{port}: carrier-connect returned 502 (upstream 401)",
        ),
        p("fwd-portal", "WARN", "POST /api/quotes 502 {ms} ms - 93", undefined, 30),
      ),
      g(
        14,
        p("shipment-tracker", "WARN", "polling {scac} failed: HTTPError 502 from carrier-connect, will retry in 30s"),
      ),
    ],
  },
  {
    est: "H",
    origin: "lims-core",
    cat: "authentication",
    hints: ["ldap", "bind", "credential", "authentication"],
    sev: "high",
    note: "lims-core's LDAP bind account password expired (AD data 532), so every sign-in and e-signature fails; eln-api reports 401/500 from lims-core.",
    groups: [
      g(
        8,
        p(
          "lims-core",
          "ERROR",
          "LDAP bind as svc-lims failed for user authentication",
          J(
            "org.springframework.ldap.AuthenticationException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C090447, comment: AcceptSecurityContext error, data 532, v4563]",
            [
              "org.springframework.ldap.support.LdapUtils.convertLdapException(LdapUtils.java:191)",
              "org.springframework.ldap.core.support.AbstractContextSource.createContext(AbstractContextSource.java:363)",
              "org.springframework.security.ldap.authentication.BindAuthenticator.bindWithDn(BindAuthenticator.java:108)",
              "com.halvorsen.lims.security.SignatureService.verify(SignatureService.java:74)",
            ],
          ),
        ),
      ),
      g(
        12,
        p(
          "eln-api",
          "ERROR",
          'sign-off for {exp} failed: lims-core responded 401 {"error":"signature verification unavailable"}',
        ),
      ),
      g(6, p("eln-api", "WARN", "POST /v1/auth/session 500 {ms}ms")),
    ],
  },
  {
    est: "C",
    origin: "esource-sync",
    cat: "authentication",
    hints: ["token", "secret", "aadsts", "credential", "authentication"],
    sev: "medium",
    note: "esource-sync's Azure AD client secret expired, token acquisition fails with AADSTS7000222 and EHR pulls stop; edc-api reports stale eSource for sites.",
    quiet: 0.9,
    groups: [
      g(
        6,
        p(
          "esource-sync",
          "ERROR",
          'msg="token acquisition failed" tenant=corvid-trials err="AADSTS7000222: The provided client secret keys for app \'3f1c…\' are expired. Visit the Azure portal to create new keys for your app." status=401',
        ),
      ),
      g(8, p("esource-sync", "WARN", 'msg="fhir pull skipped" site={site} reason="no access token"')),
      gl(
        3,
        90,
        p(
          "edc-api",
          "WARN",
          "eSource feed for site {site} stale for 4 min (last batch {n}:{n}), falling back to manual entry",
        ),
      ),
    ],
  },
  // ---------------- authorization
  {
    est: "T",
    origin: "doc-render",
    cat: "authorization",
    hints: ["accessdenied", "access denied", "forbidden", "permission", "authoriz"],
    sev: "medium",
    note: "doc-render's IAM role lost s3:PutObject on the documents bucket, so every rendered B/L and invoice PDF fails to upload; bl-docs and invoice-svc report doc-render 500s.",
    groups: [
      g(
        10,
        p(
          "doc-render",
          "ERROR",
          "upload of rendered pdf failed",
          NODE(
            'AccessDenied: User: arn:aws:sts::4417:assumed-role/doc-render-task/9f2c is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::tidewater-docs-prod/bl/{bl}.pdf" because no identity-based policy allows the s3:PutObject action',
            [
              "de_AccessDeniedRes (/app/node_modules/@aws-sdk/client-s3/dist-cjs/index.js:4{n}91:21)",
              "de_CommandError (/app/node_modules/@aws-sdk/client-s3/dist-cjs/index.js:4{n}12:19)",
              "async /app/node_modules/@smithy/middleware-serde/dist-cjs/index.js:35:20",
              "async PdfStore.put (/app/dist/store/pdfStore.js:28:5)",
              "async renderAndStore (/app/dist/routes/render.js:61:17)",
            ],
          ),
        ),
      ),
      g(7, p("bl-docs", "ERROR", "B/L {bl} issue failed: doc-render POST /render returned 500")),
      g(
        3,
        p(
          "invoice-svc",
          "ERROR",
          "DocRenderClient::ServerError: 500 Internal Server Error from doc-render (invoice {inv})",
        ),
      ),
    ],
  },
  {
    est: "M",
    origin: "edi-hub",
    cat: "authorization",
    hints: ["accessdenied", "permission", "denied", "authoriz"],
    sev: "medium",
    note: "edi-hub can no longer write to its outbound EDI share (permission denied on the mounted directory), so IFTMIN messages to carriers stop; customs-broker sees the filings waiting.",
    groups: [
      g(
        7,
        p(
          "edi-hub",
          "ERROR",
          "Failed to write IFTMIN for {shp}",
          J("java.nio.file.AccessDeniedException: /data/edi/outbound/carriers/{scac}/IFTMIN_{shp}.edi", [
            "java.base/sun.nio.fs.UnixException.translateToIOException(UnixException.java:90)",
            "java.base/sun.nio.fs.UnixFileSystemProvider.newByteChannel(UnixFileSystemProvider.java:261)",
            "java.base/java.nio.file.Files.newOutputStream(Files.java:228)",
            "com.meridian.edi.outbound.OutboundWriter.write(OutboundWriter.java:57)",
            "com.meridian.edi.outbound.IftminPublisher.publish(IftminPublisher.java:33)",
          ]),
        ),
      ),
      g(4, p("edi-hub", "WARN", "Outbound queue for {scac} growing: {n} messages pending")),
      gl(
        3,
        60,
        p("customs-broker", "WARN", "ENS for {shp} waiting on carrier transport document (IFTMIN not acknowledged)"),
      ),
    ],
  },
  {
    est: "H",
    origin: "sample-store",
    cat: "authorization",
    hints: ["permission", "forbidden", "denied", "authoriz"],
    sev: "medium",
    note: "sample-store's service account lost storage.objects.create on the inventory bucket, so storage location assignments fail and lims-core cannot register samples.",
    quiet: 0.8,
    groups: [
      g(
        9,
        p(
          "sample-store",
          "ERROR",
          "Failed to persist location snapshot for {smp}",
          J(
            "com.google.cloud.storage.StorageException: sample-store@halvorsen-rnd.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).",
            [
              "com.google.cloud.storage.StorageException.translate(StorageException.java:163)",
              "com.google.cloud.storage.spi.v1.HttpStorageRpc.translate(HttpStorageRpc.java:297)",
              "com.google.cloud.storage.StorageImpl.create(StorageImpl.java:196)",
              "com.halvorsen.store.SnapshotWriter.write(SnapshotWriter.java:44)",
            ],
          ),
        ),
      ),
      g(10, p("lims-core", "ERROR", "Registration of {smp} failed: sample-store returned HTTP 500 on POST /locations")),
    ],
  },
  {
    est: "C",
    origin: "query-engine",
    cat: "authorization",
    hints: ["notauthorized", "authoriz", "permission", "forbidden"],
    sev: "medium",
    note: "query-engine's policy check rejects the monitor role on every query close (Pundit::NotAuthorizedError), so data-query workflow fails and site-portal shows 403s.",
    groups: [
      g(
        10,
        p(
          "query-engine",
          "ERROR",
          "Pundit::NotAuthorizedError (not allowed to close? this Query):",
          RB("Pundit::NotAuthorizedError (not allowed to close? this Query)", [
            "app/controllers/queries_controller.rb:{line}:in `close'",
            "actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
            "actionpack (7.1.3) lib/abstract_controller/base.rb:224:in `process_action'",
          ]),
        ),
      ),
      g(10, p("query-engine", "INFO", "Completed 403 Forbidden in {ms}ms (ActiveRecord: 3.1ms)")),
      g(9, p("site-portal", "WARN", "POST /api/queries/Q-{n}{n}1/close 403 {ms} ms")),
    ],
  },
  // ---------------- database
  {
    est: "T",
    origin: "booking-api",
    cat: "database",
    hints: ["connection", "too many", "database", "postgres", "sql"],
    sev: "high",
    note: "booking-api's PostgreSQL refuses new connections (too many clients) and Hikari cannot open any, so bookings and tracking lookups fail while the web portal retries.",
    quiet: 0.7,
    groups: [
      g(
        12,
        p(
          "booking-api",
          "ERROR",
          "HikariPool-1 - Exception during pool initialization.",
          J("org.postgresql.util.PSQLException: FATAL: sorry, too many clients already", [
            "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
            "org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:203)",
            "com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)",
            "com.tidewater.booking.repo.BookingRepository.save(BookingRepository.java:88)",
          ]),
        ),
      ),
      g(14, p("booking-api", "WARN", "SQL Error: 0, SQLState: 53300")),
      g(20, p("booking-api", "ERROR", "POST /api/v3/bookings/quote 500 {ms}ms client=web-portal")),
      g(6, p("edi-gateway", "WARN", "booking-api GET /internal/bookings/{bk} -> 500, IFTMBC postponed")),
    ],
  },
  {
    est: "M",
    origin: "quote-svc",
    cat: "database",
    hints: ["deadlock", "database", "postgres", "sql", "lock"],
    sev: "medium",
    note: "quote-svc transactions deadlock in PostgreSQL after a rate-table import starts, so quote saves fail with DeadlockDetected and fwd-portal returns 500s.",
    groups: [
      g(
        9,
        p(
          "quote-svc",
          "ERROR",
          "Exception on /quotes [POST]",
          PY(
            [
              [
                "/usr/local/lib/python3.12/site-packages/sqlalchemy/engine/base.py",
                1967,
                "_exec_single_context",
                "self.dialect.do_execute(",
              ],
              [
                "/usr/local/lib/python3.12/site-packages/sqlalchemy/engine/base.py",
                1846,
                "_execute_context",
                "return self._exec_single_context(",
              ],
            ],
            "sqlalchemy.exc.OperationalError: (psycopg2.errors.DeadlockDetected) deadlock detected\nDETAIL:  Process 48211 waits for ShareLock on transaction 9918231; blocked by process 48190.\nProcess 48190 waits for ShareLock on transaction 9918229; blocked by process 48211.\nHINT:  See server log for query details.\n[SQL: UPDATE rate_lines SET valid_to=%(valid_to)s WHERE rate_lines.id = %(id_1)s]",
          ),
        ),
      ),
      g(
        14,
        p("fwd-portal", "ERROR", "POST /api/quotes 500 {ms} ms - 61"),
        p("fwd-portal", "ERROR", "quote-svc request failed: Request failed with status code 500", undefined, 3),
      ),
    ],
  },
  {
    est: "H",
    origin: "lims-core",
    cat: "database",
    hints: ["ora-", "listener", "connection", "database", "oracle"],
    sev: "high",
    note: "lims-core's Oracle listener stops handing out sessions (ORA-12516), so sample registration, results and plate uploads all fail and plate-agent retries hard.",
    quiet: 0.8,
    groups: [
      g(
        10,
        p(
          "lims-core",
          "ERROR",
          "Unable to acquire JDBC Connection [n/a]",
          J(
            "java.sql.SQLException: Listener refused the connection with the following error:\nORA-12516, TNS:listener could not find available handler with matching protocol stack",
            [
              "oracle.jdbc.driver.T4CConnection.logon(T4CConnection.java:932)",
              "oracle.jdbc.driver.PhysicalConnection.connect(PhysicalConnection.java:1117)",
              "com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
              "com.halvorsen.lims.sample.SampleService.register(SampleService.java:119)",
            ],
          ),
        ),
      ),
      g(22, p("plate-agent", "WARN", "Upload of {plate} to lims-core got 500, retry {k} of 4 in 2000 ms")),
      g(8, p("eln-api", "ERROR", "PUT /v1/experiments/{exp}/entries 502 {ms}ms")),
    ],
  },
  {
    est: "C",
    origin: "edc-api",
    cat: "database",
    hints: ["deadlock", "sql", "database", "sqlexception"],
    sev: "medium",
    note: "edc-api's SQL Server transactions are chosen as deadlock victims on the eCRF table, so form saves fail and site-portal users see 500s.",
    groups: [
      g(
        8,
        p(
          "edc-api",
          "ERROR",
          "An exception occurred while iterating over the results of a query for context type 'Corvid.Edc.Data.EdcDbContext'.",
          NET(
            "Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID 74) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.",
            [
              "Microsoft.Data.SqlClient.SqlCommand.<>c.<ExecuteDbDataReaderAsync>b__211_0(Task`1 result)",
              "Microsoft.EntityFrameworkCore.Storage.RelationalCommand.ExecuteReaderAsync(RelationalCommandParameterObject parameterObject, CancellationToken cancellationToken)",
              "Corvid.Edc.Forms.FormSaveHandler.Handle(SaveForm request, CancellationToken ct) in /src/Corvid.Edc/Forms/FormSaveHandler.cs:line 52",
            ],
          ),
        ),
      ),
      g(
        12,
        p("site-portal", "ERROR", "POST /api/visits 500 {ms} ms"),
        p(
          "site-portal",
          "WARN",
          "edc-api save failed for subject {subj}, user will be asked to resubmit",
          undefined,
          2,
        ),
      ),
    ],
  },
  // ---------------- network
  {
    est: "T",
    origin: "vessel-schedule",
    cat: "network",
    hints: ["dns", "lookup", "no such host", "network", "resolve"],
    sev: "medium",
    note: "vessel-schedule can no longer resolve the AIS feed host (DNS lookups time out), positions stop and schedule lookups error; booking-api and rate-engine report schedule failures.",
    groups: [
      g(
        6,
        p(
          "vessel-schedule",
          "ERROR",
          'level=error msg="ais feed poll failed" err="Get \\"https://ais-feed.oceanpos.example/v2/positions\\": dial tcp: lookup ais-feed.oceanpos.example on 172.20.0.10:53: read udp 10.44.3.17:{eport}->172.20.0.10:53: i/o timeout"',
        ),
      ),
      g(
        8,
        p(
          "vessel-schedule",
          "ERROR",
          'level=error msg="schedule lookup failed" voyage={voy} err="dial tcp: lookup schedule-db.tidewater.internal: no such host"',
        ),
      ),
      g(12, p("booking-api", "WARN", "vessel-schedule unavailable (HTTP 503), quoting without ETA for voyage {voy}")),
      g(
        5,
        p(
          "rate-engine",
          "WARN",
          "Schedule service error for voyage {voy}: 503 SERVICE_UNAVAILABLE; transit time surcharge skipped",
        ),
      ),
    ],
  },
  {
    est: "M",
    origin: "shipment-tracker",
    cat: "network",
    hints: ["ssl", "reset", "connection", "network", "tls"],
    sev: "medium",
    note: "shipment-tracker's outbound path through the egress proxy breaks: TLS handshakes to carriers end in EOF and connection resets, so tracking goes stale while fwd-portal serves old milestones.",
    groups: [
      g(
        10,
        p(
          "shipment-tracker",
          "ERROR",
          "polling {scac} failed",
          PY(
            [
              [
                "/usr/local/lib/python3.12/site-packages/urllib3/connectionpool.py",
                467,
                "_make_request",
                "self._validate_conn(conn)",
              ],
              [
                "/usr/local/lib/python3.12/site-packages/urllib3/connection.py",
                652,
                "connect",
                "sock_and_verified = _ssl_wrap_socket_and_match_hostname(",
              ],
              ["/usr/local/lib/python3.12/ssl.py", 1346, "do_handshake", "self._sslobj.do_handshake()"],
            ],
            "ssl.SSLEOFError: [SSL: UNEXPECTED_EOF_WHILE_READING] EOF occurred in violation of protocol (_ssl.c:1006)",
          ),
        ),
      ),
      g(
        8,
        p(
          "shipment-tracker",
          "ERROR",
          "HTTPSConnectionPool(host='api.{scac}.example', port=443): Max retries exceeded with url: /track/v1/events (Caused by ProtocolError('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer')))",
        ),
      ),
      g(6, p("fwd-portal", "WARN", "tracking for {shp} is stale (last update 1{n} min ago)")),
    ],
  },
  {
    est: "H",
    origin: "plate-agent",
    cat: "network",
    hints: ["socket", "connection", "forcibly closed", "network", "reset"],
    sev: "medium",
    note: "plate-agent on the lab VLAN loses its path to the data centre (connections forcibly closed, then unreachable network), so plate reads pile up locally; lims-core simply stops receiving plates.",
    groups: [
      g(
        8,
        p(
          "plate-agent",
          "ERROR",
          "Upload of {plate} failed",
          NET(
            "System.Net.Http.HttpRequestException: An error occurred while sending the request.\n ---> System.IO.IOException: Unable to read data from the transport connection: An existing connection was forcibly closed by the remote host..\n ---> System.Net.Sockets.SocketException (10054): An existing connection was forcibly closed by the remote host.",
            [
              "System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
              "System.Net.Http.HttpConnection.SendAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
              "Halvorsen.PlateAgent.Upload.LimsUploader.UploadAsync(PlateRead read) in C:\\agent\\src\\Upload\\LimsUploader.cs:line 77",
            ],
          ),
        ),
      ),
      gl(
        6,
        50,
        p(
          "plate-agent",
          "ERROR",
          "Upload of {plate} failed: System.Net.Sockets.SocketException (10051): A socket operation was attempted to an unreachable network. [::ffff:10.30.4.21]:443",
        ),
      ),
      g(3, p("plate-agent", "WARN", "Local spool has {n} unsent plate reads")),
    ],
    quiet: 1,
  },
  {
    est: "C",
    origin: "notify-svc",
    cat: "network",
    hints: ["reset", "connection", "network", "broken pipe"],
    sev: "medium",
    note: "notify-svc's connections to the SMTP relay through the NAT gateway are reset mid-session, so site notifications fail; irt-randomizer logs undelivered confirmations.",
    groups: [
      g(
        10,
        p(
          "notify-svc",
          "ERROR",
          'msg="send failed" relay=smtp-relay.corvid.internal:587 err="read tcp 10.52.1.9:{eport}->10.60.0.25:587: read: connection reset by peer"',
        ),
      ),
      g(
        5,
        p(
          "notify-svc",
          "ERROR",
          'msg="send failed" relay=smtp-relay.corvid.internal:587 err="write tcp 10.52.1.9:{eport}->10.60.0.25:587: write: broken pipe"',
        ),
      ),
      g(
        3,
        p(
          "irt-randomizer",
          "WARN",
          "Randomization confirmation for site {site} not delivered: notify-svc answered 502",
        ),
      ),
    ],
  },
  // ---------------- timeout
  {
    est: "T",
    origin: "rate-engine",
    cat: "timeout",
    hints: ["timeout", "timed out", "did not observe"],
    sev: "medium",
    note: "rate-engine's pricing pipeline stalls and its reactive calls time out after 3000 ms; booking-api retries every quote and its timeouts drown the origin.",
    groups: [
      g(
        7,
        p(
          "rate-engine",
          "ERROR",
          "Pricing failed for {port}->{port}",
          J(
            "java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 3000ms in 'flatMap' (and no fallback has been configured)",
            [
              "reactor.core.publisher.FluxTimeout$TimeoutMainSubscriber.handleTimeout(FluxTimeout.java:296)",
              "reactor.core.publisher.FluxTimeout$TimeoutMainSubscriber.doTimeout(FluxTimeout.java:281)",
              "com.tidewater.rates.SurchargeCalculator.apply(SurchargeCalculator.kt:66)",
            ],
          ),
        ),
      ),
      g(30, p("booking-api", "WARN", "Read timed out calling rate-engine POST /v2/price (attempt {k}/3)")),
      g(16, p("booking-api", "ERROR", "POST /api/v3/bookings/quote 504 3{n}12ms client=web-portal")),
    ],
  },
  {
    est: "M",
    origin: "customs-broker",
    cat: "timeout",
    hints: ["lock", "timeout", "timed out"],
    sev: "medium",
    note: "customs-broker cannot get the row lock on the declaration batch within its lock timeout, so ENS preparation times out for every shipment; fwd-portal shows customs status errors.",
    groups: [
      g(
        8,
        p(
          "customs-broker",
          "ERROR",
          "ENS preparation aborted for {shp}",
          J(
            "jakarta.persistence.LockTimeoutException: could not obtain pessimistic lock within 10000 ms on DeclarationBatch#{n}4{n}",
            [
              "org.hibernate.internal.ExceptionConverterImpl.wrapLockException(ExceptionConverterImpl.java:262)",
              "org.hibernate.internal.SessionImpl.find(SessionImpl.java:2487)",
              "com.meridian.customs.ens.EnsPreparer.prepare(EnsPreparer.java:91)",
            ],
          ),
        ),
      ),
      g(8, p("customs-broker", "WARN", "Lock wait on DeclarationBatch exceeded 10s (waiters={n})")),
      g(6, p("fwd-portal", "ERROR", "GET /api/shipments/{shp}/customs 504 10{n}4 ms - 0")),
    ],
  },
  {
    est: "H",
    origin: "cds-bridge",
    cat: "timeout",
    hints: ["timeout", "timed out", "readtimeout"],
    sev: "medium",
    note: "The Empower toolkit stops answering cds-bridge's calls within 120 s, so chromatography result imports time out and lims-core never gets HPLC results.",
    groups: [
      g(
        5,
        p(
          "cds-bridge",
          "ERROR",
          "import of result set for {inst} failed",
          PY(
            [
              [
                "/opt/cds/bridge/empower.py",
                214,
                "get_result_set",
                "resp = self._session.post(url, data=envelope, timeout=120)",
              ],
              [
                "/opt/cds/venv/lib/python3.11/site-packages/requests/adapters.py",
                713,
                "send",
                "raise ReadTimeout(e, request=request)",
              ],
            ],
            "requests.exceptions.ReadTimeout: HTTPConnectionPool(host='empower-app01', port=8085): Read timed out. (read timeout=120)",
          ),
        ),
      ),
      g(5, p("cds-bridge", "WARN", "Empower toolkit call GetResultSet still waiting after 60s (project QC_LAB)")),
      gl(2, 120, p("lims-core", "WARN", "No HPLC results received from cds-bridge in 5 min for {n} pending samples")),
    ],
  },
  {
    est: "C",
    origin: "consent-svc",
    cat: "timeout",
    hints: ["worker timeout", "timeout", "timed out"],
    sev: "medium",
    note: "consent-svc gunicorn workers hang on envelope generation and are killed with WORKER TIMEOUT; site-portal calls to consent-svc time out.",
    groups: [
      g(5, p("consent-svc", "FATAL", "[1] [CRITICAL] WORKER TIMEOUT (pid:{pid})")),
      g(
        5,
        p("consent-svc", "ERROR", "[1] [ERROR] Worker (pid:{pid}) was sent SIGABRT!", undefined, 40),
        p("consent-svc", "INFO", "[{pid}] [INFO] Booting worker with pid: {pid}", undefined, 60),
      ),
      g(
        12,
        p("site-portal", "ERROR", "consent-svc request failed: timeout of 30000ms exceeded"),
        p("site-portal", "WARN", "POST /api/consents 504 30{n}1 ms", undefined, 2),
      ),
    ],
  },
  // ---------------- rate_limiting
  {
    est: "T",
    origin: "tracking-sync",
    cat: "rate_limiting",
    hints: ["429", "rate limit", "too many requests", "throttl"],
    sev: "medium",
    note: "tracking-sync's re-sync of a whole vessel blows the carrier tracking API quota; every call gets 429 with Retry-After and container tracking stalls for booking-api.",
    groups: [
      g(
        20,
        p(
          "tracking-sync",
          "WARN",
          "carrier API {scac} answered 429 Too Many Requests for /track/events (Retry-After: 60), backing off",
        ),
      ),
      g(
        5,
        p(
          "tracking-sync",
          "ERROR",
          "events sync for {ctr} gave up after 5 attempts: HTTP 429 quota exceeded (1000 req/min)",
        ),
      ),
      g(8, p("booking-api", "WARN", "GET /api/v3/tracking/{ctr} 200 {ms}ms stale=true (last event > 15 min)")),
    ],
    once: [o(-30, "tracking-sync", "INFO", 'manual resync requested for vessel "TIDEWATER BOREAS" (3,812 containers)')],
  },
  {
    est: "M",
    origin: "notifier",
    cat: "rate_limiting",
    hints: ["throttl", "rate", "sending rate", "limit"],
    sev: "medium",
    note: "notifier exceeds the SES maximum sending rate during a milestone burst; sends are throttled and dropped after retries while shipment-tracker keeps queueing.",
    groups: [
      g(
        22,
        p(
          "notifier",
          "WARN",
          'msg="ses throttled" err="Throttling: Maximum sending rate exceeded." status=400 retry_in=1s',
        ),
      ),
      g(
        6,
        p(
          "notifier",
          "ERROR",
          'msg="email dropped after retries" template=milestone_update shipment={shp} err="Throttling: Maximum sending rate exceeded."',
        ),
      ),
      gl(3, 60, p("shipment-tracker", "WARN", "notification backlog {n}00 for milestone updates")),
    ],
  },
  {
    est: "H",
    origin: "eln-api",
    cat: "rate_limiting",
    hints: ["429", "throttl", "too many requests", "rate"],
    sev: "medium",
    note: "eln-api's sharing sync hits Microsoft Graph throttling (429 with Retry-After), so notebook exports fail while its own requests slow down.",
    groups: [
      g(
        14,
        p(
          "eln-api",
          "WARN",
          "graph request throttled: 429 TooManyRequests (Retry-After: 30) on /sites/rnd/drive/items/{hex}/content",
        ),
      ),
      g(
        6,
        p(
          "eln-api",
          "ERROR",
          "export of {exp} to SharePoint failed",
          NODE("GraphError: Application is over its MailBox/Drive request limit. Retry later.", [
            "GraphErrorHandler.constructErrorFromResponse (/srv/eln/node_modules/@microsoft/microsoft-graph-client/lib/src/GraphErrorHandler.js:61:25)",
            "async exportNotebook (/srv/eln/dist/export/sharepoint.js:118:9)",
          ]),
        ),
      ),
    ],
  },
  {
    est: "C",
    origin: "esource-sync",
    cat: "rate_limiting",
    hints: ["429", "rate limit", "too many requests", "throttl"],
    sev: "medium",
    note: "esource-sync's backfill for a new site exceeds the hospital FHIR server's rate limit; pulls are answered 429 and edc-api shows eSource gaps.",
    groups: [
      g(
        18,
        p(
          "esource-sync",
          "WARN",
          'msg="fhir pull rejected" site={site} status=429 body="{\\"resourceType\\":\\"OperationOutcome\\",\\"issue\\":[{\\"code\\":\\"throttled\\"}]}" retry_after=120s',
        ),
      ),
      g(
        4,
        p(
          "esource-sync",
          "ERROR",
          'msg="site sync failed" site={site} err="rate limit exceeded: 429 Too Many Requests"',
        ),
      ),
      gl(3, 90, p("edc-api", "WARN", "eSource feed for site {site} stale for 3 min, falling back to manual entry")),
    ],
    once: [
      o(
        -25,
        "esource-sync",
        "INFO",
        'msg="backfill started" site=0187 since=2025-11-01 resources=Observation,MedicationAdministration',
      ),
    ],
  },
  // ---------------- validation
  {
    est: "T",
    origin: "bl-docs",
    cat: "validation",
    hints: ["validation", "invalid", "schema"],
    sev: "medium",
    note: "bl-docs rejects every merged shipping instruction with a pydantic ValidationError on the consignee country field, so B/L drafts are not issued and edi-gateway sends negative acknowledgements.",
    groups: [
      g(
        7,
        p(
          "bl-docs",
          "ERROR",
          "shipping instruction for {bl} rejected",
          PY(
            [
              ["/srv/bl/app/merge.py", 142, "merge_instruction", "bl = BillOfLading.model_validate(payload)"],
              [
                "/srv/bl/.venv/lib/python3.12/site-packages/pydantic/main.py",
                596,
                "model_validate",
                "return cls.__pydantic_validator__.validate_python(",
              ],
            ],
            "pydantic_core._pydantic_core.ValidationError: 1 validation error for BillOfLading\nconsignee.address.country_code\n  String should match pattern '^[A-Z]{2}$' [type=string_pattern_mismatch, input_value='NLD', input_type=str]",
          ),
        ),
      ),
      g(
        7,
        p(
          "edi-gateway",
          "WARN",
          "APERAK sent to CARGOSMART for interchange {hex}: shipping instruction rejected by bl-docs (422)",
        ),
      ),
    ],
  },
  {
    est: "M",
    origin: "fwd-portal",
    cat: "validation",
    hints: ["validation", "invalid", "must be"],
    sev: "medium",
    note: "fwd-portal rejects all booking requests from the customer API with a Joi validation error on cargo weight, so no bookings reach quote-svc.",
    groups: [
      g(
        16,
        p(
          "fwd-portal",
          "WARN",
          'POST /api/bookings 400 {ms} ms - 118 ValidationError: "cargo.grossWeightKg" must be a number',
        ),
      ),
      g(
        4,
        p(
          "fwd-portal",
          "ERROR",
          "booking import batch from customer API failed: 40 of 40 rejected",
          NODE('ValidationError: "cargo.grossWeightKg" must be a number', [
            "Object.exports.process (/app/node_modules/joi/lib/errors.js:193:16)",
            "Object.internals.entry (/app/node_modules/joi/lib/validator.js:153:26)",
            "Object.exports.entry (/app/node_modules/joi/lib/validator.js:27:30)",
            "internals.Base.validate (/app/node_modules/joi/lib/base.js:548:26)",
            "importBatch (/app/src/bookings/import.js:44:31)",
          ]),
        ),
      ),
    ],
    quiet: 0.5,
  },
  {
    est: "H",
    origin: "report-builder",
    cat: "validation",
    hints: ["validation", "required", "schema", "invalid"],
    sev: "medium",
    note: "report-builder fails schema validation on every certificate-of-analysis payload ('result_unit' missing), so CoAs are not produced and eln-api gets 422s.",
    quiet: 0.9,
    groups: [
      g(
        6,
        p(
          "report-builder",
          "ERROR",
          "CoA render failed for {smp}",
          PY(
            [
              ["/app/report_builder/coa.py", 88, "build", "validate(instance=payload, schema=COA_SCHEMA)"],
              ["/usr/local/lib/python3.11/site-packages/jsonschema/validators.py", 1332, "validate", "raise error"],
            ],
            "jsonschema.exceptions.ValidationError: 'result_unit' is a required property\n\nFailed validating 'required' in schema['properties']['results']['items']:\n    {'required': ['analyte', 'value', 'result_unit']}",
          ),
        ),
      ),
      g(5, p("eln-api", "WARN", "GET /v1/reports/{smp}/coa 422 {ms}ms")),
    ],
  },
  {
    est: "C",
    origin: "edc-api",
    cat: "validation",
    hints: ["validation", "invalid", "must be"],
    sev: "medium",
    note: "edc-api rejects every vitals form with a model validation error on the visit date, so sites cannot save and site-portal shows 400s.",
    groups: [
      g(
        14,
        p(
          "edc-api",
          "WARN",
          'One or more validation errors occurred. subject={subj} errors={"VisitDate":["The field VisitDate must be between 2024-01-01 and 2026-12-31."],"Weight":["The value \'\' is invalid."]}',
        ),
      ),
      g(14, p("site-portal", "WARN", "POST /api/visits 400 {ms} ms")),
      g(
        3,
        p(
          "edc-api",
          "ERROR",
          "eSource batch for site {site} rejected: 12 of 12 values failed validation (VisitDate out of range)",
        ),
      ),
    ],
  },
  // ---------------- null_reference
  {
    est: "T",
    origin: "invoice-svc",
    cat: "null_reference",
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    sev: "medium",
    note: "invoice-svc crashes with NoMethodError on nil for freight invoices whose tariff has no currency, so invoicing fails and booking-api logs 500s from it.",
    groups: [
      g(
        6,
        p(
          "invoice-svc",
          "ERROR",
          "NoMethodError (undefined method `currency' for nil):",
          RB("NoMethodError (undefined method `currency' for nil):", [
            "app/services/freight_invoice_builder.rb:{line}:in `line_items'",
            "app/services/freight_invoice_builder.rb:31:in `build'",
            "app/controllers/invoices_controller.rb:19:in `create'",
            "actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
          ]),
        ),
      ),
      g(
        6,
        p(
          "invoice-svc",
          "INFO",
          "Completed 500 Internal Server Error in {ms}ms (ActiveRecord: 6.2ms | Allocations: 3{n}1)",
        ),
      ),
      g(5, p("booking-api", "WARN", "invoice-svc POST /invoices returned 500 for booking {bk}, will retry")),
    ],
  },
  {
    est: "M",
    origin: "doc-gen",
    cat: "null_reference",
    hints: ["nullreference", "null", "object reference"],
    sev: "medium",
    note: "doc-gen throws NullReferenceException on commercial invoices without a notify party, so documents fail and billing retries.",
    groups: [
      g(
        7,
        p(
          "doc-gen",
          "ERROR",
          "Unhandled exception rendering document commercial-invoice",
          NET("System.NullReferenceException: Object reference not set to an instance of an object.", [
            "Meridian.DocGen.Templates.CommercialInvoiceModel.Map(Shipment s) in /src/DocGen/Templates/CommercialInvoiceModel.cs:line 57",
            "Meridian.DocGen.Rendering.DocumentRenderer.RenderAsync(DocumentRequest req) in /src/DocGen/Rendering/DocumentRenderer.cs:line 33",
            "Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
          ]),
        ),
      ),
      g(14, p("billing", "WARN", "DocGenClient::Error: doc-gen returned 500 for {shp}, retry #{k} in 5s")),
    ],
  },
  {
    est: "H",
    origin: "eln-api",
    cat: "null_reference",
    hints: ["typeerror", "undefined", "cannot read"],
    sev: "medium",
    note: "eln-api throws TypeError reading 'sampleId' of undefined for entries with an empty sample table, so experiment saves fail.",
    groups: [
      g(
        9,
        p(
          "eln-api",
          "ERROR",
          "PUT /v1/experiments/{exp}/entries 500 {ms}ms",
          NODE("TypeError: Cannot read properties of undefined (reading 'sampleId')", [
            "linkSamples (/srv/eln/dist/entries/samples.js:42:31)",
            "Array.map (<anonymous>)",
            "saveEntry (/srv/eln/dist/entries/save.js:77:22)",
            "async /srv/eln/dist/routes/entries.js:19:5",
          ]),
        ),
      ),
    ],
    quiet: 0.6,
  },
  {
    est: "C",
    origin: "drug-supply",
    cat: "null_reference",
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    note: "drug-supply throws NullPointerException on kit dispensing because a depot has no country, so randomised subjects get no kit and irt-randomizer reports failures.",
    groups: [
      g(
        5,
        p(
          "drug-supply",
          "ERROR",
          "Dispense failed for subject {subj}",
          J(
            'java.lang.NullPointerException: Cannot invoke "com.corvid.supply.Depot.getCountry()" because "depot" is null',
            [
              "com.corvid.supply.dispense.KitSelector.select(KitSelector.java:64)",
              "com.corvid.supply.dispense.DispenseService.dispense(DispenseService.java:38)",
              "com.corvid.supply.api.DispenseController.post(DispenseController.java:27)",
            ],
          ),
        ),
      ),
      g(
        5,
        p("irt-randomizer", "ERROR", "Subject {subj} randomized but kit assignment failed: drug-supply responded 500"),
        p("site-portal", "ERROR", "POST /api/randomize 502 {ms} ms", undefined, 20),
      ),
    ],
  },
  // ---------------- configuration
  {
    est: "T",
    origin: "rate-engine",
    cat: "configuration",
    hints: ["placeholder", "config", "property", "missing"],
    sev: "high",
    note: "rate-engine is released without the bunker index URL property; it fails at startup on an unresolved placeholder and crash-loops while booking-api gets connection refused.",
    change: true,
    quiet: 1,
    groups: [
      g(
        2,
        p(
          "rate-engine",
          "ERROR",
          "Application run failed",
          J(
            `org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'bunkerIndexClient' defined in file [/app/BOOT-INF/classes/com/tidewater/rates/BunkerIndexClient.class]: Unexpected exception during bean creation\nCaused by: java.lang.IllegalArgumentException: Could not resolve placeholder 'rates.bunker.index-url' in value "\${rates.bunker.index-url}"`,
            [
              "org.springframework.core.env.AbstractPropertyResolver.resolvePlaceholders(AbstractPropertyResolver.java:180)",
              "org.springframework.boot.SpringApplication.run(SpringApplication.java:335)",
              "com.tidewater.rates.RateEngineApplication.main(RateEngineApplication.kt:12)",
            ],
          ),
        ),
      ),
      g(
        24,
        p(
          "booking-api",
          "ERROR",
          'I/O error on POST request for "http://rate-engine:8080/v2/price": Connection refused',
        ),
      ),
      g(10, p("booking-api", "ERROR", "POST /api/v3/bookings/quote 503 {ms}ms client=web-portal")),
    ],
  },
  {
    est: "M",
    origin: "billing",
    cat: "configuration",
    hints: ["keyerror", "config", "missing", "env"],
    sev: "medium",
    note: "billing's config reload drops the VAT service endpoint; every invoice job raises KeyError on ENV and invoices stop.",
    change: true,
    groups: [
      g(
        8,
        p(
          "billing",
          "ERROR",
          'InvoiceJob JID-{hex} failed: KeyError: key not found: "VAT_SERVICE_URL"',
          RB('KeyError: key not found: "VAT_SERVICE_URL"', [
            "app/services/vat_lookup.rb:8:in `fetch'",
            "app/services/vat_lookup.rb:8:in `endpoint'",
            "app/jobs/invoice_job.rb:{line}:in `perform'",
          ]),
        ),
      ),
      g(6, p("billing", "WARN", "[Sidekiq] InvoiceJob JID-{hex} will retry in {s}s (retry_count: {k})")),
    ],
  },
  {
    est: "H",
    origin: "cds-bridge",
    cat: "configuration",
    hints: ["config", "mapping", "unknown project", "invalid"],
    sev: "medium",
    note: "After an instrument map reload, cds-bridge maps HPLC instruments to a project that does not exist, so imports are refused and lims-core waits for results.",
    change: true,
    groups: [
      g(
        6,
        p(
          "cds-bridge",
          "ERROR",
          "import skipped for {inst}: instrument map /etc/cds-bridge/instruments.yaml maps it to project 'QC_2026' which is not defined in Empower (known: QC_LAB, RND_ANALYTICAL)",
        ),
      ),
      g(3, p("cds-bridge", "WARN", "{n} result sets waiting for a valid project mapping")),
      gl(2, 120, p("lims-core", "WARN", "No HPLC results received from cds-bridge in 5 min for {n} pending samples")),
    ],
  },
  {
    est: "C",
    origin: "irt-randomizer",
    cat: "configuration",
    hints: ["config", "not found", "list", "property"],
    sev: "high",
    note: "irt-randomizer is released pointing at randomisation list RL-2026-B, which is not configured for the study, so every randomisation is refused.",
    change: true,
    groups: [
      g(
        4,
        p(
          "irt-randomizer",
          "ERROR",
          "Randomization refused for subject {subj}",
          J(
            "com.corvid.irt.config.RandomizationConfigException: randomization list 'RL-2026-B' (irt.randomization.list-id) is not configured for study CVD-1042",
            [
              "com.corvid.irt.list.ListRegistry.get(ListRegistry.java:51)",
              "com.corvid.irt.RandomizationService.randomize(RandomizationService.java:88)",
            ],
          ),
        ),
      ),
      g(4, p("site-portal", "ERROR", "POST /api/randomize 500 {ms} ms")),
    ],
  },
  // ---------------- dependency
  {
    est: "T",
    origin: "customs-filing",
    cat: "dependency",
    hints: ["503", "unavailable", "gateway", "upstream"],
    sev: "high",
    note: "The EU ICS2 shared trader interface answers 503 for ENS submissions, customs-filing's breaker opens and bl-docs cannot release B/Ls.",
    groups: [
      g(8, p("customs-filing", "WARN", "ICS2 STI POST /ens/submit answered 503 Service Unavailable (attempt {k}/3)")),
      gl(3, 40, p("customs-filing", "ERROR", "Circuit breaker 'ics2-sti' is OPEN; ENS {hex} not submitted")),
      g(6, p("bl-docs", "ERROR", "cannot release {bl}: ENS not accepted (customs-filing status=UPSTREAM_UNAVAILABLE)")),
    ],
  },
  {
    est: "M",
    origin: "carrier-connect",
    cat: "dependency",
    hints: ["502", "503", "upstream", "unavailable", "circuit"],
    sev: "high",
    note: "The carrier booking gateway returns 502/503 for all calls; carrier-connect opens its circuit breaker and quote-svc and shipment-tracker fail loudly.",
    groups: [
      g(
        10,
        p(
          "carrier-connect",
          "WARN",
          'msg="upstream error" scac={scac} host=api.carrier-gw.example status=503 body="Service Temporarily Unavailable"',
        ),
      ),
      gl(4, 30, p("carrier-connect", "ERROR", 'msg="circuit breaker open" name=carrier-gw failures=20 window=60s')),
      g(26, p("quote-svc", "ERROR", "carrier rates unavailable for {port}->{port}: carrier-connect returned 503")),
      g(
        12,
        p(
          "shipment-tracker",
          "ERROR",
          "polling {scac} failed: HTTPError 503 Server Error: Service Unavailable for url: http://carrier-connect:8080/track",
        ),
      ),
    ],
  },
  {
    est: "H",
    origin: "lims-core",
    cat: "dependency",
    hints: ["amqp", "broker", "rabbitmq", "connection refused", "unavailable"],
    sev: "high",
    note: "The RabbitMQ broker lims-core publishes to goes down; lims-core cannot publish result events and instrument results back up.",
    groups: [
      g(
        8,
        p(
          "lims-core",
          "ERROR",
          "Failed to publish result.created for {smp}",
          J("org.springframework.amqp.AmqpConnectException: java.net.ConnectException: Connection refused", [
            "org.springframework.amqp.rabbit.support.RabbitExceptionTranslator.convertRabbitAccessException(RabbitExceptionTranslator.java:61)",
            "org.springframework.amqp.rabbit.connection.AbstractConnectionFactory.createBareConnection(AbstractConnectionFactory.java:603)",
            "com.halvorsen.lims.events.ResultPublisher.publish(ResultPublisher.java:39)",
          ]),
        ),
      ),
      g(6, p("lims-core", "WARN", "Attempting to connect to: [rabbitmq.lab.internal:5672]")),
      gl(4, 60, p("report-builder", "WARN", "no result events for 60s, CoA queue idle")),
    ],
  },
  {
    est: "C",
    origin: "consent-svc",
    cat: "dependency",
    hints: ["503", "unavailable", "docusign", "upstream"],
    sev: "medium",
    note: "The e-signature vendor API returns 503 to consent-svc, so new consent envelopes cannot be created and site-portal shows consent errors.",
    groups: [
      g(
        8,
        p(
          "consent-svc",
          "ERROR",
          "envelope creation failed for subject {subj}: docusign_esign.client.api_exception.ApiException: (503) Reason: Service Unavailable",
        ),
      ),
      g(8, p("site-portal", "ERROR", "POST /api/consents 502 {ms} ms")),
    ],
  },
  // ---------------- memory
  {
    est: "T",
    origin: "tracking-sync",
    cat: "memory",
    hints: ["heap", "out of memory", "memory", "oom"],
    sev: "high",
    note: "tracking-sync's Node heap grows until V8 aborts with JavaScript heap out of memory, restarting repeatedly; booking-api tracking lookups go stale.",
    groups: [
      g(
        1.5,
        p(
          "tracking-sync",
          "FATAL",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          "----- Native stack trace -----\n 1: 0xb8ced1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]\n 2: 0xf06250 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]\n 3: 0x1117c55  [node]\n 4: 0x112fad8 v8::internal::Heap::CollectGarbage(v8::internal::AllocationSpace, v8::internal::GarbageCollectionReason, v8::GCCallbackFlags) [node]",
        ),
        p(
          "tracking-sync",
          "INFO",
          "tracking-sync@4.8.2 starting (node v20.14.0, NODE_ENV=production)",
          undefined,
          4000,
        ),
      ),
      g(
        6,
        p(
          "tracking-sync",
          "WARN",
          "<--- Last few GCs ---> [1:0x6a3c0b0] Mark-Compact (reduce) 2041.6 (2083.4) -> 2040.9 (2082.4) MB, 1650.10 / 0.00 ms (average mu = 0.0{d}, current mu = 0.00{d}) allocation failure",
        ),
      ),
      g(8, p("booking-api", "WARN", "tracking-sync GET /internal/containers/{ctr} failed: Connection refused")),
    ],
  },
  {
    est: "M",
    origin: "edi-hub",
    cat: "memory",
    hints: ["outofmemory", "heap", "memory", "gc overhead"],
    sev: "high",
    note: "edi-hub runs out of Java heap parsing a huge IFTSTA batch, throws OutOfMemoryError and stops processing; customs-broker and shipment-tracker see no EDI.",
    quiet: 0.9,
    groups: [
      g(
        4,
        p(
          "edi-hub",
          "ERROR",
          'Exception in thread "inbound-poller-1"',
          J("java.lang.OutOfMemoryError: Java heap space", [
            "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
            "java.base/java.lang.AbstractStringBuilder.ensureCapacityInternal(AbstractStringBuilder.java:228)",
            "com.meridian.edi.parse.EdifactTokenizer.readSegment(EdifactTokenizer.java:112)",
            "com.meridian.edi.inbound.IftstaBatchReader.read(IftstaBatchReader.java:61)",
          ]),
        ),
      ),
      g(4, p("edi-hub", "WARN", "[gc,heap] Pause Full (G1 Compaction Pause) 2047M->2046M(2048M) {slow}.112ms")),
      gl(3, 60, p("shipment-tracker", "WARN", "no IFTSTA from edi-hub for 2 min, tracking from carrier APIs only")),
    ],
  },
  {
    est: "H",
    origin: "report-builder",
    cat: "memory",
    hints: ["memory", "sigkill", "oom", "out of memory"],
    sev: "medium",
    note: "report-builder workers are SIGKILLed by the kernel OOM killer rendering large CoAs; gunicorn keeps rebooting workers and eln-api gets 502s.",
    groups: [
      g(
        4,
        p("report-builder", "ERROR", "[1] [ERROR] Worker (pid:{pid}) was sent SIGKILL! Perhaps out of memory?"),
        p("report-builder", "INFO", "[{pid}] [INFO] Booting worker with pid: {pid}", undefined, 300),
      ),
      g(3, p("report-builder", "WARN", "rss 1.9GiB after CoA page 3{n} of {smp} (limit 2GiB)")),
      g(7, p("eln-api", "ERROR", "GET /v1/reports/{smp}/coa 502 {ms}ms")),
    ],
  },
  {
    est: "C",
    origin: "query-engine",
    cat: "memory",
    hints: ["nomemoryerror", "memory", "allocate"],
    sev: "medium",
    note: "query-engine's digest job exhausts memory (NoMemoryError: failed to allocate memory) and Puma workers die; site-portal query pages error.",
    groups: [
      g(
        3,
        p(
          "query-engine",
          "ERROR",
          "NoMemoryError: failed to allocate memory",
          RB("NoMemoryError (failed to allocate memory)", [
            "app/models/query_digest.rb:{line}:in `to_a'",
            "app/jobs/query_digest_job.rb:14:in `perform'",
          ]),
        ),
      ),
      g(
        3,
        p(
          "query-engine",
          "WARN",
          "[{pid}] ! Terminating timed out worker (Worker 2 failed to check in within 60 seconds): {pid}",
        ),
      ),
      g(9, p("site-portal", "ERROR", "GET /api/queries?site={site} 502 {ms} ms")),
    ],
  },
  // ---------------- disk
  {
    est: "T",
    origin: "doc-render",
    cat: "disk",
    hints: ["enospc", "no space", "disk"],
    sev: "high",
    note: "doc-render's scratch volume fills up and every PDF write fails with ENOSPC; bl-docs and invoice-svc see 500s.",
    groups: [
      g(
        9,
        p(
          "doc-render",
          "ERROR",
          "render failed",
          NODE("Error: ENOSPC: no space left on device, write", [
            "async open (node:internal/fs/promises:639:25)",
            "async Object.writeFile (node:internal/fs/promises:1212:14)",
            "async renderPdf (/app/dist/render/pdf.js:88:5)",
          ]),
        ),
      ),
      g(7, p("bl-docs", "ERROR", "B/L {bl} issue failed: doc-render POST /render returned 500")),
      g(
        3,
        p(
          "invoice-svc",
          "ERROR",
          "DocRenderClient::ServerError: 500 Internal Server Error from doc-render (invoice {inv})",
        ),
      ),
    ],
    once: [o(-90, "doc-render", "WARN", "scratch dir /var/tmp/render usage 94%")],
  },
  {
    est: "M",
    origin: "customs-broker",
    cat: "disk",
    hints: ["flood", "disk", "read-only", "watermark"],
    sev: "high",
    note: "The Elasticsearch index customs-broker writes declarations to hits the flood-stage watermark and becomes read-only; every ENS write is blocked.",
    groups: [
      g(
        8,
        p(
          "customs-broker",
          "ERROR",
          "Indexing declaration for {shp} failed",
          J(
            "co.elastic.clients.elasticsearch._types.ElasticsearchException: [es/index] failed: [cluster_block_exception] index [ens-declarations-2026] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];",
            [
              "co.elastic.clients.transport.ElasticsearchTransportBase.getApiResponse(ElasticsearchTransportBase.java:345)",
              "com.meridian.customs.store.DeclarationIndex.save(DeclarationIndex.java:48)",
            ],
          ),
        ),
      ),
      g(6, p("fwd-portal", "ERROR", "GET /api/shipments/{shp}/customs 500 {ms} ms - 0")),
    ],
  },
  {
    est: "H",
    origin: "freezer-watch",
    cat: "disk",
    hints: ["no space", "disk", "enospc"],
    sev: "high",
    note: "freezer-watch's WAL volume fills and every temperature write fails with no space left on device; readings stop being stored and audit-trail sees gaps.",
    quiet: 0.9,
    groups: [
      g(
        10,
        p(
          "freezer-watch",
          "ERROR",
          'level=error msg="persist reading" freezer={frz} err="write /var/lib/freezer-watch/wal/00000{n}.log: no space left on device"',
        ),
      ),
      gl(
        0.6,
        90,
        p(
          "freezer-watch",
          "FATAL",
          "panic: wal: segment sync failed: no space left on device",
          GO("panic: wal: segment sync failed: no space left on device", [
            ["main.(*wal).mustSync(0xc0001a2000)", "/src/freezer-watch/wal.go:141 +0x1c5"],
            ["main.(*store).persist(0xc00012e0f0, {0xc0003b4000, 0x9, 0x10})", "/src/freezer-watch/store.go:77 +0x2e9"],
            ["main.main.func2()", "/src/freezer-watch/main.go:96 +0x85"],
            ["created by main.main in goroutine 1", "/src/freezer-watch/main.go:90 +0x3b2"],
          ]),
        ),
        p("freezer-watch", "INFO", "starting freezer-watch version=v2.3.1 probes=48", undefined, 3000),
      ),
      gl(2, 60, p("audit-trail", "WARN", 'level=warn msg="no freezer readings received" window=60s')),
    ],
  },
  {
    est: "C",
    origin: "irt-randomizer",
    cat: "disk",
    hints: ["no space", "disk", "ioexception"],
    sev: "high",
    note: "irt-randomizer's audit volume fills up; writing the randomisation ledger fails with No space left on device and every randomisation is rolled back.",
    groups: [
      g(
        4,
        p(
          "irt-randomizer",
          "ERROR",
          "Randomization rolled back for subject {subj}",
          J("java.io.IOException: No space left on device", [
            "java.base/java.io.FileOutputStream.writeBytes(Native Method)",
            "java.base/java.io.FileOutputStream.write(FileOutputStream.java:367)",
            "com.corvid.irt.ledger.LedgerWriter.append(LedgerWriter.java:73)",
            "com.corvid.irt.RandomizationService.randomize(RandomizationService.java:102)",
          ]),
        ),
      ),
      g(4, p("site-portal", "ERROR", "POST /api/randomize 500 {ms} ms")),
    ],
  },
  // ---------------- unknown
  {
    est: "T",
    origin: "edi-gateway",
    cat: "unknown",
    hints: ["exit", "crash", "unknown", "restart"],
    sev: "medium",
    note: "edi-gateway exits repeatedly with status 1 and nothing else; its lines stop and booking-api and bl-docs report connection refused to it.",
    quiet: 1,
    groups: [
      g(1, p("edi-gateway", "ERROR", "Process exited with exit code 1, restarting (restart count {k})")),
      g(
        10,
        p(
          "booking-api",
          "ERROR",
          'IFTMBC dispatch for {bk} failed: I/O error on POST request for "http://edi-gateway:8080/outbound": Connection refused',
        ),
      ),
      g(6, p("bl-docs", "ERROR", "edi-gateway unreachable: ConnectionRefusedError: [Errno 111] Connection refused")),
    ],
  },
  {
    est: "M",
    origin: "quote-svc",
    cat: "unknown",
    hints: ["500", "internal", "unknown"],
    sev: "medium",
    note: "quote-svc starts answering 500 Internal Server Error to every quote without logging any exception; fwd-portal retries and reports the failures.",
    quiet: 1,
    groups: [
      g(10, p("quote-svc", "ERROR", '{ip} - - "POST /quotes HTTP/1.1" 500 265 "-" "axios/1.7.2"')),
      g(
        26,
        p("fwd-portal", "ERROR", "quote-svc request failed: Request failed with status code 500"),
        p("fwd-portal", "WARN", "POST /api/quotes 502 {ms} ms - 45", undefined, 3),
      ),
    ],
  },
  {
    est: "H",
    origin: "sample-store",
    cat: "unknown",
    hints: ["500", "internal", "unknown", "error"],
    sev: "medium",
    note: "sample-store fails every location request with a bare 'Internal error' and no detail; lims-core cannot place samples.",
    groups: [
      g(9, p("sample-store", "ERROR", "Request processing failed: Internal error (ref {hex})")),
      g(10, p("lims-core", "ERROR", "Registration of {smp} failed: sample-store returned HTTP 500 on POST /locations")),
    ],
    quiet: 0.9,
  },
  {
    est: "C",
    origin: "site-portal",
    cat: "unknown",
    hints: ["unknown", "error", "500", "internal"],
    sev: "medium",
    note: "site-portal fails most requests with 'Error: [object Object]' and no usable stack, while its backends stay healthy.",
    quiet: 0.8,
    groups: [
      g(
        18,
        p(
          "site-portal",
          "ERROR",
          "request failed: Error: [object Object]",
          NODE("Error: [object Object]", [
            "/srv/portal/dist/server.js:1:88412",
            "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
          ]),
        ),
      ),
      g(14, p("site-portal", "ERROR", "POST /api/visits 500 {ms} ms")),
    ],
  },
];
