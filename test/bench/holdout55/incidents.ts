// The 52 incident scenarios of holdout55, four per category, each written the way the affected software logs it.
// `run` emits the trouble from true time `s`: the origin's own lines (sometimes WARN only, sometimes none) and
// every caller's complaint in its own words, often louder than the origin.
import type { Role } from "./estates.js";
import * as st from "./stacks.js";
import type { Ctx } from "./stream.js";

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

export interface IncidentSpec {
  estate: string;
  origin: Role;
  category: Category;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** Roles the story needs in the file. */
  uses: Role[];
  /** Normal flows through these roles fail from the start (share of them). */
  breaks?: Role[];
  share?: number;
  /** The origin's INFO lines stop. */
  silent?: boolean;
  /** The origin stops logging altogether. */
  mute?: boolean;
  run(c: Ctx, s: number): void;
}

const ms = (c: Ctx, lo: number, hi: number) => c.r.int(lo, hi);
const tail = (c: Ctx, s: number, period: number, fn: (t: number, i: number) => void) => c.every(s, c.t1, period, fn);

export const INCIDENTS: IncidentSpec[] = [
  // ---------------- authentication ----------------
  {
    estate: "northgate",
    origin: "sso",
    category: "authentication",
    hints: ["ldap", "bind", "credential", "authentication", "password"],
    sev: "high",
    note: "The IdP's LDAP service account password expires (AD data 532); every SSO login fails and the portal reports SAML Responder errors.",
    uses: ["sso", "portal", "ehr"],
    breaks: ["sso"],
    share: 0.95,
    run(c, s) {
      tail(c, s, 2500, (t) => {
        const u = `${c.r.pick(["mgarcia", "tnguyen", "lchen", "abrown"])}${c.r.int(1, 99)}`;
        const tid = c.tid();
        c.emit(
          t,
          "sso",
          "error",
          `Authentication failed for user '${u}': LDAP bind as 'CN=svc-idp-ldap,OU=Service Accounts,DC=ngh,DC=local' rejected`,
          {
            trace: tid,
            stack: st.java(
              "javax.naming.AuthenticationException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C090569, comment: AcceptSecurityContext error, data 532, v4f7c]",
              [
                "java.naming/com.sun.jndi.ldap.LdapCtx.mapErrorCode(LdapCtx.java:3261)",
                "java.naming/com.sun.jndi.ldap.LdapCtx.processReturnCode(LdapCtx.java:3207)",
                "org.ldaptive.provider.jndi.JndiConnection.open(JndiConnection.java:142)",
                "org.ldaptive.auth.Authenticator.authenticate(Authenticator.java:211)",
                "net.shibboleth.idp.authn.impl.ValidateUsernamePasswordAgainstLDAP.doExecute(ValidateUsernamePasswordAgainstLDAP.java:143)",
              ],
            ),
          },
        );
        c.emit(
          t + ms(c, 200, 500),
          "portal",
          "error",
          `SAML login failed: IdP returned StatusCode urn:oasis:names:tc:SAML:2.0:status:Responder for AuthnRequest _${c.r.hex(32)}`,
          { trace: tid },
        );
        if (c.r.chance(0.4))
          c.emit(
            t + ms(c, 300, 900),
            "ehr",
            "warn",
            `SSO sign-in for clinician ${u} failed at IdP (Responder), falling back to local login prompt`,
            { trace: tid },
          );
      });
      tail(c, s + 60000, 30000, (t) =>
        c.emit(
          t,
          "sso",
          "warn",
          "LDAP connection pool 'authn' has 0 of 8 connections validated; validator bind failed (data 532)",
        ),
      );
    },
  },
  {
    estate: "bayside",
    origin: "claims",
    category: "authentication",
    hints: ["auth", "sftp", "credential", "authentication", "login"],
    sev: "medium",
    note: "After the clearinghouse SFTP password rotation the claims service's login is refused; 837 uploads fail and the batch job reports pending batches.",
    uses: ["claims", "jobs"],
    breaks: ["claims", "jobs"],
    share: 0.9,
    run(c, s) {
      tail(c, s, 20000, (t, i) => {
        c.emit(
          t,
          "claims",
          "error",
          `SFTP upload of 837P batch ISA13=${c.r.digits(9)} to sftp.clearinghouse.example:22 as user 'bmg_837_prod' failed (attempt ${(i % 3) + 1}/3)`,
          {
            stack: st.java("com.jcraft.jsch.JSchException: Auth fail", [
              "com.jcraft.jsch.Session.connect(Session.java:519)",
              "org.apache.commons.vfs2.provider.sftp.SftpClientFactory.createConnection(SftpClientFactory.java:318)",
              "com.bmg.x12.transport.SftpOutbound.send(SftpOutbound.java:87)",
              "com.bmg.x12.batch.BatchDispatcher.dispatch(BatchDispatcher.java:144)",
            ]),
          },
        );
        if (i % 3 === 2)
          c.emit(
            t + 500,
            "jobs",
            "error",
            "claim-submission job: 3 of 3 uploads failed for x12-clearinghouse batch, batch left in PENDING_TRANSMIT",
          );
      });
      tail(c, s + 5000, 60000, (t) =>
        c.emit(
          t,
          "claims",
          "warn",
          `270 realtime via SOAP ok, but outbound SFTP queue holding ${c.r.int(4, 30)} batches`,
        ),
      );
    },
  },
  {
    estate: "cedarvalley",
    origin: "erx",
    category: "authentication",
    hints: ["invalid_client", "secret", "unauthorized", "authentication", "credential", "token"],
    sev: "high",
    note: "The e-prescribing service's OAuth client secret for the prescription network expires; token requests fail with invalid_client and the EHR cannot transmit NewRx.",
    uses: ["erx", "ehr"],
    breaks: ["erx"],
    share: 1,
    run(c, s) {
      tail(c, s, 7000, (t) => {
        const tid = c.tid();
        const rx = c.r.digits(10);
        c.emit(t, "ehr", "info", `NewRx ${rx} signed, handing to eprescribe`, { trace: tid });
        c.emit(
          t + ms(c, 200, 400),
          "erx",
          "error",
          `fail: Cvc.Eprescribe.Network.TokenClient[0] Token request to https://login.rxnetwork.example/oauth2/token failed: 401 invalid_client (client secret expired for client_id 'cvc-eprescribe-prod')`,
          {
            trace: tid,
            stack: st.dotnet(
              "System.Net.Http.HttpRequestException: Response status code does not indicate success: 401 (Unauthorized).",
              [
                "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
                "Cvc.Eprescribe.Network.TokenClient.GetTokenAsync(CancellationToken ct) in /src/Cvc.Eprescribe/Network/TokenClient.cs:line 58",
                "Cvc.Eprescribe.Network.ScriptSender.SendAsync(NewRx rx, CancellationToken ct) in /src/Cvc.Eprescribe/Network/ScriptSender.cs:line 41",
              ],
            ),
          },
        );
        c.emit(
          t + ms(c, 500, 900),
          "ehr",
          "error",
          `Rx transmission failed for NewRx ${rx}: eprescribe responded 502 Bad Gateway; prescription moved to 'Print/Fax' queue`,
          { trace: tid },
        );
      });
    },
  },
  {
    estate: "harborpoint",
    origin: "fhir",
    category: "authentication",
    hints: ["token", "jwt", "signature", "authentication", "unauthorized", "jwks"],
    sev: "high",
    note: "The FHIR store keeps a stale JWKS after the IdP's key rollover and rejects every bearer token; portal and interface engine get 401s.",
    uses: ["fhir", "portal", "ie"],
    breaks: ["fhir"],
    share: 0.9,
    run(c, s) {
      tail(c, s, 1400, (t) => {
        c.emit(
          t,
          "fhir",
          "warn",
          `HAPI-0333: Failed to validate bearer token for request GET /fhir/Observation: signature verification failed, key id 'hpcn-2026-11' not present in cached JWKS (fetched 2026-10-02T00:00:07Z)`,
        );
        c.emit(
          t + ms(c, 10, 60),
          "portal",
          "error",
          `fhir-store returned 401 Unauthorized for GET /fhir/Observation?patient=${c.r.digits(7)} (WWW-Authenticate: Bearer error="invalid_token")`,
        );
      });
      tail(c, s + 2000, 4000, (t) =>
        c.emit(
          t,
          "ie",
          "error",
          `Channel 'ORU_to_FHIR' Destination 'FHIR HTTP Sender' error: HTTP/1.1 401 Unauthorized from fhir-store, message ${c.r.digits(7)} queued for retry`,
        ),
      );
    },
  },
  // ---------------- authorization ----------------
  {
    estate: "northgate",
    origin: "ehr",
    category: "authorization",
    hints: ["access denied", "permission", "privilege", "forbidden", "authorization"],
    sev: "high",
    note: "A role change removes the interface user's result-filing privilege in the EHR; every inbound ORU is refused and the engine gets ACK AR.",
    uses: ["ehr", "ie", "lis"],
    breaks: ["lis"],
    share: 1,
    run(c, s) {
      tail(c, s, 4500, (t) => {
        const acc = `L${c.r.digits(9)}`;
        const id = c.r.digits(8);
        const tid = c.tid();
        c.emit(t, "lis", "info", `ORU^R01 result CBC accession ${acc} status F -> interface (7 OBX)`, { trace: tid });
        c.emit(
          t + ms(c, 100, 300),
          "ehr",
          "warn",
          `Result filing refused for accession ${acc}: user 'svc_mirth' lacks privilege RESULT_FILE in department LAB`,
          {
            trace: tid,
            stack: st.java("org.springframework.security.access.AccessDeniedException: Access is denied", [
              "org.springframework.security.authorization.method.AuthorizationManagerBeforeMethodInterceptor.attemptAuthorization(AuthorizationManagerBeforeMethodInterceptor.java:256)",
              "org.ngh.ehr.results.ResultFilingService$$SpringCGLIB$$0.file(<generated>)",
              "org.ngh.ehr.hl7.OruHandler.handle(OruHandler.java:77)",
            ]),
          },
        );
        c.emit(
          t + ms(c, 300, 500),
          "ie",
          "error",
          `Channel 'ORU_Router' Destination 'EHR MLLP' message ${id}: ACK AR received (MSA-3 "not authorized to file results"), message queued for reprocessing`,
          { trace: tid },
        );
      });
    },
  },
  {
    estate: "bayside",
    origin: "fhir",
    category: "authorization",
    hints: ["forbidden", "access denied", "scope", "authorization", "403"],
    sev: "medium",
    note: "A new authorization interceptor rule on the FHIR API denies the lab service's Observation writes; lab-results retries loudly on 403.",
    uses: ["fhir", "lis"],
    breaks: ["fhir"],
    share: 0.5,
    run(c, s) {
      tail(c, s, 5000, (t) => {
        c.emit(
          t,
          "fhir",
          "warn",
          `HAPI-0334: Access denied by rule: Default deny (client_id=lab-results scopes=[system/Observation.read system/DiagnosticReport.write]) POST /Observation`,
        );
        for (let k = 0; k < 3; k++)
          c.emit(
            t + 200 + k * ms(c, 400, 900),
            "lis",
            "error",
            `POST http://fhir-api:8080/fhir/Observation returned 403 Forbidden (attempt ${k + 1}/3): HAPI-0334: Access denied by rule: Default deny`,
          );
      });
    },
  },
  {
    estate: "cedarvalley",
    origin: "lis",
    category: "authorization",
    hints: ["accessdenied", "access denied", "not authorized", "authorization", "permission"],
    sev: "medium",
    note: "The lab-orders role loses s3:PutObject on the report bucket; lab PDF reports stop being stored and the EHR shows missing reports.",
    uses: ["lis", "ehr"],
    run(c, s) {
      tail(c, s, 6000, (t) => {
        const acc = `C${c.r.digits(9)}`;
        const tid = c.tid();
        c.emit(
          t,
          "lis",
          "error",
          `report upload failed accession=${acc} err="operation error S3: PutObject, https response error StatusCode: 403, RequestID: ${c.r.hex(16).toUpperCase()}, api error AccessDenied: User: arn:aws:sts::418276500321:assumed-role/lab-orders-prod/${c.r.hex(8)} is not authorized to perform: s3:PutObject on resource: \\"arn:aws:s3:::cvc-lab-reports/2026/11/${acc}.pdf\\" because no identity-based policy allows the s3:PutObject action"`,
          { trace: tid },
        );
        if (c.r.chance(0.5))
          c.emit(
            t + ms(c, 2000, 5000),
            "ehr",
            "warn",
            `Lab report PDF for accession ${acc} not available yet (lab-orders link 404), result filed without attachment`,
            { trace: tid },
          );
      });
    },
  },
  {
    estate: "harborpoint",
    origin: "claims",
    category: "authorization",
    hints: ["permission", "permissionerror", "denied", "authorization", "errno 13"],
    sev: "medium",
    note: "The ERA import loses write permission on its inbound share after a mount change; every 835 file fails with Errno 13 and posting stops.",
    uses: ["claims", "ehr"],
    run(c, s) {
      tail(c, s, 9000, (t) => {
        const f = `ERA_${c.r.pick(["ANTHEM", "MOLINA", "TRICARE"])}_${c.r.digits(8)}.835`;
        c.emit(t, "claims", "error", `failed to claim ${f} for processing`, {
          stack: st.python(
            [
              ["/app/remit/poller.py", 88, "poll_once", "self._claim(path)"],
              ["/app/remit/poller.py", 131, "_claim", "os.rename(path, path + '.processing')"],
            ],
            `PermissionError: [Errno 13] Permission denied: '/mnt/era/inbound/${f}' -> '/mnt/era/inbound/${f}.processing'`,
          ),
        });
      });
      tail(c, s + 120000, 60000, (t) =>
        c.emit(t, "ehr", "warn", "ERA auto-posting: no remittances received from remit-835 in the last 2 polls"),
      );
    },
  },
  // ---------------- database ----------------
  {
    estate: "northgate",
    origin: "ehr",
    category: "database",
    hints: ["connection", "pool", "hikari", "database", "jdbc", "sql"],
    sev: "high",
    note: "The EHR's JDBC pool to Oracle is exhausted by long-held sessions; the EHR fails chart calls and the interface engine and portal time out against it.",
    uses: ["ehr", "ie", "portal", "fhir"],
    breaks: ["ehr"],
    share: 0.85,
    run(c, s) {
      tail(c, s, 2500, (t) => {
        const w = c.r.int(40, 180);
        c.emit(
          t,
          "ehr",
          "error",
          `Request processing failed for POST /hl7/adt: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=60, active=60, idle=0, waiting=${w})`,
          {
            trace: c.tid(),
            stack: st.java(
              "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
              [
                "org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
                "org.ngh.ehr.chart.ChartRepository.lockEncounter(ChartRepository.java:212)",
              ],
              {
                head: "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms",
                frames: [
                  "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)",
                  "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)",
                ],
              },
            ),
          },
        );
      });
      tail(c, s + 20000, 1200, (t) => {
        c.emit(
          t,
          "ie",
          "error",
          `Channel 'ADT_Router' Destination 'EHR MLLP' message ${c.r.digits(8)}: no ACK from ehr-app within 30000 ms, retry ${c.r.int(1, 5)}/5`,
        );
      });
      tail(c, s + 25000, 3000, (t) =>
        c.emit(t, "portal", "error", `GET /api/v1/appointments 504 30012ms - upstream ehr-app timed out`),
      );
      tail(c, s + 60000, 45000, (t) =>
        c.emit(
          t,
          "ehr",
          "warn",
          `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${c.r.int(40, 70)}s).`,
        ),
      );
    },
  },
  {
    estate: "bayside",
    origin: "ehr",
    category: "database",
    hints: ["deadlock", "sql", "database", "sqlexception"],
    sev: "medium",
    note: "A new order-status index makes emr-core's SQL Server transactions deadlock; ORM filing fails repeatedly and the Rhapsody route receives ACK AE.",
    uses: ["ehr", "ie"],
    breaks: ["ehr"],
    share: 0.5,
    run(c, s) {
      tail(c, s, 3500, (t) => {
        const id = c.r.digits(8);
        c.emit(t, "ehr", "error", `fail: Bmg.Emr.Orders.OrderIngest[1001] Filing ORM^O01 ${id} failed`, {
          stack: st.dotnet(
            `Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID ${c.r.int(52, 140)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
            [
              "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
              "Microsoft.EntityFrameworkCore.Storage.RelationalCommand.ExecuteNonQueryAsync(RelationalCommandParameterObject parameterObject, CancellationToken cancellationToken)",
              "Bmg.Emr.Orders.OrderRepository.UpsertStatusAsync(Order order) in /src/Bmg.Emr.Orders/OrderRepository.cs:line 133",
            ],
          ),
        });
        c.emit(
          t + ms(c, 50, 200),
          "ie",
          "error",
          `Communication point 'EMR Orders Out' sent message ${id} (ACK AE, ${c.r.int(200, 900)} ms): MSA-3 "database error, see server log" - message moved to error folder`,
        );
      });
    },
  },
  {
    estate: "cedarvalley",
    origin: "ehr",
    category: "database",
    hints: ["connection", "pg", "postgres", "database", "slots"],
    sev: "high",
    note: "clinic-ehr's Postgres runs out of connection slots; Rails requests fail with PG::ConnectionBad and the portal BFF reports 500s from it.",
    uses: ["ehr", "portal"],
    breaks: ["ehr"],
    share: 0.8,
    run(c, s) {
      tail(c, s, 2000, (t) => {
        const tid = c.tid();
        c.emit(
          t,
          "ehr",
          "error",
          'ActiveRecord::ConnectionNotEstablished (connection to server at "10.40.2.11", port 5432 failed: FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute):',
          {
            trace: tid,
            stack: st.ruby(
              "activerecord (7.1.3) lib/active_record/connection_adapters/postgresql_adapter.rb:67:in `rescue in new_client'",
              [
                "activerecord (7.1.3) lib/active_record/connection_adapters/postgresql_adapter.rb:53:in `new_client'",
                "app/controllers/api/charts_controller.rb:18:in `show'",
              ],
            ),
          },
        );
        c.emit(
          t + ms(c, 20, 80),
          "portal",
          "error",
          `GET /api/chart/summary -> clinic-ehr responded 500 Internal Server Error (${c.r.int(30, 200)} ms)`,
          { trace: tid },
        );
      });
    },
  },
  {
    estate: "harborpoint",
    origin: "fhir",
    category: "database",
    hints: ["too many clients", "connection", "database", "jdbc", "psql", "postgres"],
    sev: "high",
    note: "The FHIR store's Postgres refuses new sessions (too many clients); HAPI cannot acquire JDBC connections and portal and engine get 500s.",
    uses: ["fhir", "portal", "ie"],
    breaks: ["fhir"],
    share: 0.85,
    run(c, s) {
      tail(c, s, 2200, (t) => {
        c.emit(
          t,
          "fhir",
          "error",
          "HAPI-0389: Failed to call access method: org.hibernate.exception.JDBCConnectionException: Unable to acquire JDBC Connection",
          {
            stack: st.java(
              "org.hibernate.exception.JDBCConnectionException: Unable to acquire JDBC Connection",
              [
                "org.hibernate.exception.internal.SQLStateConversionDelegate.convert(SQLStateConversionDelegate.java:100)",
                "ca.uhn.fhir.jpa.dao.BaseHapiFhirResourceDao.search(BaseHapiFhirResourceDao.java:1821)",
              ],
              {
                head: "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
                frames: [
                  "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
                  "com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
                ],
              },
            ),
          },
        );
        c.emit(
          t + ms(c, 20, 80),
          "portal",
          "error",
          `upstream fhir-store returned HTTP 500 for GET /fhir/Appointment (request ${c.r.hex(8)})`,
        );
      });
      tail(c, s + 3000, 5000, (t) =>
        c.emit(
          t,
          "ie",
          "warn",
          `Channel 'ORU_to_FHIR' Destination 'FHIR HTTP Sender': HTTP 500 from fhir-store, retrying in 10s`,
        ),
      );
    },
  },
  // ---------------- network ----------------
  {
    estate: "northgate",
    origin: "lis",
    category: "network",
    hints: ["reset", "connection", "socket", "network"],
    sev: "medium",
    note: "lis-gateway's MLLP sessions to the analyzer middleware are reset by the peer after a switch change; results stop flowing and the EHR chases missing results.",
    uses: ["lis", "ehr", "ie"],
    breaks: ["lis"],
    share: 0.9,
    run(c, s) {
      tail(c, s, 3000, (t, i) => {
        c.emit(
          t,
          "lis",
          i % 4 === 0 ? "error" : "warn",
          `fail: Ngh.Lis.Mllp.AnalyzerLink[0] MLLP session to middleware 10.50.3.21:6001 dropped, reconnecting (attempt ${(i % 6) + 1})`,
          {
            stack:
              i % 4 === 0
                ? st
                    .dotnet(
                      "System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.",
                      [
                        "System.Net.Sockets.NetworkStream.Read(Span`1 buffer)",
                        "Ngh.Lis.Mllp.FrameReader.ReadFrameAsync(CancellationToken ct) in /src/Ngh.Lis/Mllp/FrameReader.cs:line 64",
                      ],
                    )
                    .concat([" ---> System.Net.Sockets.SocketException (104): Connection reset by peer"])
                : undefined,
          },
        );
      });
      tail(c, s + 90000, 20000, (t) =>
        c.emit(
          t,
          "ehr",
          "warn",
          `Result overdue: order ${c.r.digits(9)} (STAT ${c.r.pick(["BMP", "CBC", "TROP"])}) pending ${c.r.int(10, 30)} min, no ORU from lis-gateway`,
          { trace: c.tid() },
        ),
      );
    },
  },
  {
    estate: "bayside",
    origin: "pacs",
    category: "network",
    hints: ["route", "dial", "network", "unreachable", "connect"],
    sev: "high",
    note: "dicom-router loses its route to the VNA archive; every C-STORE forward fails with no route to host and modalities receive failure statuses.",
    uses: ["pacs", "ehr"],
    breaks: ["pacs"],
    share: 1,
    run(c, s) {
      tail(c, s, 1800, (t) => {
        const mod = c.r.pick(c.estate.modalities);
        c.emit(
          t,
          "pacs",
          "error",
          `dicom: forward to VNA_MAIN failed calling=${mod}: dial tcp 10.20.4.15:11112: connect: no route to host`,
        );
        c.emit(
          t + 40,
          "pacs",
          "warn",
          `dicom: C-STORE from ${mod} answered 0xA700 (Out of Resources) - instance spooled (${c.r.int(100, 4000)} in spool)`,
        );
      });
      tail(c, s + 60000, 25000, (t) =>
        c.emit(
          t,
          "ehr",
          "warn",
          `Imaging order ${c.r.digits(8)}: study not available in viewer after 15 min (dicom-router)`,
        ),
      );
    },
  },
  {
    estate: "cedarvalley",
    origin: "claims",
    category: "network",
    hints: ["dns", "getaddrinfo", "eai_again", "network", "resolve"],
    sev: "medium",
    note: "eligibility-svc can no longer resolve the payer gateway host (EAI_AGAIN); real-time 270s fail and the portal and EHR show eligibility errors.",
    uses: ["claims", "portal", "ehr"],
    breaks: ["claims"],
    share: 1,
    run(c, s) {
      tail(c, s, 2500, (t) => {
        const tid = c.tid();
        c.emit(t, "claims", "error", `270 request for payer ${c.r.pick(c.estate.payers)} failed`, {
          trace: tid,
          stack: st.node("Error: getaddrinfo EAI_AGAIN edi.payergateway.example", [
            "GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:dns:120:26)",
            "async EligibilityClient.send (/app/dist/eligibility/client.js:74:22)",
            "async /app/dist/routes/eligibility.js:31:18",
          ]),
        });
        c.emit(
          t + ms(c, 10, 50),
          c.r.chance(0.5) ? "portal" : "ehr",
          "error",
          `eligibility check failed: eligibility-svc responded 502 {"error":"upstream_unreachable"}`,
          { trace: tid },
        );
      });
    },
  },
  {
    estate: "harborpoint",
    origin: "erx",
    category: "network",
    hints: ["tls", "handshake", "network", "ssl"],
    sev: "high",
    note: "rx-router's TLS handshakes to the pharmacy network fail after an egress proxy change; NewRx transmissions fail and ehr-core queues them.",
    uses: ["erx", "ehr"],
    breaks: ["erx"],
    share: 1,
    run(c, s) {
      tail(c, s, 5000, (t) => {
        const rx = c.r.digits(10);
        c.emit(
          t,
          "erx",
          "error",
          `level=error msg="send NewRx failed" rx=${rx} err="Post \\"https://switch.rxnet.example/script/v2017071\\": remote error: tls: handshake failure" attempt=1`,
        );
        c.emit(
          t + 2100,
          "erx",
          "error",
          `level=error msg="send NewRx failed" rx=${rx} err="Post \\"https://switch.rxnet.example/script/v2017071\\": remote error: tls: handshake failure" attempt=2`,
        );
        c.emit(
          t + 2300,
          "ehr",
          "warn",
          `warn: Hpcn.Ehr.Rx.Outbox[3] NewRx ${rx} not acknowledged by rx-router (502), will retry in 60s`,
        );
      });
    },
  },
  // ---------------- timeout ----------------
  {
    estate: "northgate",
    origin: "claims",
    category: "timeout",
    hints: ["timeout", "deadline", "timed out"],
    sev: "medium",
    note: "The payer gateway stops answering in time; claims-edi's 270 calls hit their 15s client deadline, and the portal and batch scheduler report eligibility timeouts.",
    uses: ["claims", "portal", "jobs"],
    breaks: ["claims"],
    share: 0.9,
    run(c, s) {
      tail(c, s, 3000, (t) => {
        const tid = c.tid();
        const p = c.r.pick(c.estate.payers);
        c.emit(
          t,
          "claims",
          "warn",
          `270 to payer ${p} failed: Post "https://edi.payergateway.example/x12/270": context deadline exceeded (Client.Timeout exceeded while awaiting headers) after 15.000s`,
          { trace: tid },
        );
        if (c.r.chance(0.6))
          c.emit(
            t + 50,
            "portal",
            "error",
            `POST /api/v1/coverage/check 504 15043ms - claims-edi: upstream request timeout`,
            { trace: tid },
          );
      });
      tail(c, s + 30000, 20000, (t, i) =>
        c.emit(
          t,
          "jobs",
          "error",
          `eligibility-270-batch: chunk ${40 + i}/160 timed out waiting for claims-edi (15s), requeued`,
        ),
      );
    },
  },
  {
    estate: "bayside",
    origin: "lis",
    category: "timeout",
    hints: ["timeout", "time limit", "timed out", "softtimelimitexceeded"],
    sev: "medium",
    note: "lab-results' report rendering tasks start exceeding their Celery time limits; results are not released and emr-core reports missing lab reports.",
    uses: ["lis", "ehr"],
    breaks: ["lis"],
    share: 0.7,
    run(c, s) {
      tail(c, s, 5000, (t, i) => {
        const id = `${c.r.hex(8)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(12)}`;
        if (i % 3 === 2)
          c.emit(t, "lis", "error", `Hard time limit (120s) exceeded for lab_results.tasks.render_report[${id}]`);
        else
          c.emit(
            t,
            "lis",
            "error",
            `Task lab_results.tasks.render_report[${id}] raised unexpected: SoftTimeLimitExceeded()`,
            {
              stack: st.python(
                [
                  [
                    "/usr/local/lib/python3.11/site-packages/celery/app/trace.py",
                    453,
                    "trace_task",
                    "R = retval = fun(*args, **kwargs)",
                  ],
                  ["/app/lab_results/tasks.py", 64, "render_report", "pdf = renderer.render(accession)"],
                  ["/app/lab_results/pdf.py", 118, "render", "html.write_pdf(target=buf)"],
                ],
                "celery.exceptions.SoftTimeLimitExceeded: SoftTimeLimitExceeded()",
              ),
            },
          );
      });
      tail(c, s + 60000, 12000, (t) =>
        c.emit(
          t,
          "ehr",
          "warn",
          `warn: Bmg.Emr.Results.ReportPoller[0] Report for accession A${c.r.digits(9)} not available from lab-results after 300 s`,
        ),
      );
    },
  },
  {
    estate: "cedarvalley",
    origin: "pacs",
    category: "timeout",
    hints: ["timeout", "dimse", "timed out"],
    sev: "medium",
    note: "Prior-study C-FIND/C-MOVE from pacs-orthanc to the regional archive stop completing within the DIMSE timeout; the EHR's prior-image fetches time out.",
    uses: ["pacs", "ehr"],
    run(c, s) {
      tail(c, s, 6000, (t) => {
        c.emit(
          t,
          "pacs",
          "error",
          `E${new Date(t).toISOString().slice(5, 10).replace("-", "")} DicomControlUserConnection.cpp:${c.r.int(200, 260)}] DicomControlUserConnection - C-FIND SCU to AET REGIONAL_VNA (10.60.1.8:104): DIMSE No data available (timeout in non-blocking mode)`,
        );
        c.emit(
          t + 30000,
          "ehr",
          "warn",
          `Prior imaging fetch for patient ${c.r.digits(8)} timed out after 30s (pacs-orthanc /modalities/REGIONAL_VNA/query)`,
          { trace: c.tid() },
        );
      });
    },
  },
  {
    estate: "harborpoint",
    origin: "ehr",
    category: "timeout",
    hints: ["timeout", "timed out", "lock"],
    sev: "medium",
    note: "ehr-core's encounter lock acquisitions start timing out after 15s; chart saves fail and the engine sees ADT ACK delays.",
    uses: ["ehr", "ie", "portal"],
    breaks: ["ehr"],
    share: 0.6,
    run(c, s) {
      tail(c, s, 3500, (t) => {
        c.emit(
          t,
          "ehr",
          "error",
          `fail: Hpcn.Ehr.Charting.EncounterService[0] Save failed for encounter ${c.r.digits(9)}`,
          {
            stack: st.dotnet(
              "System.TimeoutException: Timed out after 15000 ms waiting to acquire lock 'encounter-lock'",
              [
                "Hpcn.Ehr.Locking.DistributedLock.AcquireAsync(String key, TimeSpan wait) in /src/Hpcn.Ehr/Locking/DistributedLock.cs:line 47",
                "Hpcn.Ehr.Charting.EncounterService.SaveAsync(Encounter e) in /src/Hpcn.Ehr/Charting/EncounterService.cs:line 88",
              ],
            ),
          },
        );
      });
      tail(c, s + 15000, 4000, (t) =>
        c.emit(
          t,
          "ie",
          "warn",
          `Channel 'ADT_Router' Destination 'EHR MLLP' ACK wait ${c.r.int(15, 30)} s exceeded for message ${c.r.digits(7)}, resending`,
        ),
      );
    },
  },
  // ---------------- rate limiting ----------------
  {
    estate: "northgate",
    origin: "erx",
    category: "rate_limiting",
    hints: ["429", "rate", "throttl", "too many"],
    sev: "medium",
    note: "The prescription network starts throttling erx-hub with 429 Retry-After; NewRx messages back up and the EHR reports pending prescriptions.",
    uses: ["erx", "ehr"],
    breaks: ["erx"],
    share: 0.8,
    run(c, s) {
      tail(c, s, 2200, (t) => {
        const tid = c.tid();
        c.emit(
          t,
          "erx",
          "warn",
          `NewRx ${c.r.digits(10)} deferred: HTTP 429 Too Many Requests from network (Retry-After: 60); outbound queue depth ${c.r.int(40, 400)}`,
          { trace: tid },
        );
      });
      tail(c, s + 90000, 10000, (t) =>
        c.emit(t, "ehr", "warn", `NewRx ${c.r.digits(10)} still pending transmission after 90s (erx-hub queue)`, {
          trace: c.tid(),
        }),
      );
    },
  },
  {
    estate: "bayside",
    origin: "sso",
    category: "rate_limiting",
    hints: ["429", "throttl", "rate", "too many"],
    sev: "high",
    note: "adfs-bridge's group lookups to the directory Graph API are throttled (429) during a sign-in peak; logins fail and the portal reports SSO errors.",
    uses: ["sso", "portal"],
    breaks: ["sso"],
    share: 0.8,
    run(c, s) {
      tail(c, s, 1800, (t) => {
        c.emit(
          t,
          "sso",
          "error",
          `fail: Bmg.Sso.Claims.GroupClaimsProvider[0] Graph request GET /v1.0/users/{id}/transitiveMemberOf failed: 429 TooManyRequests, Retry-After 28s (request-id ${c.r.hex(8)}-${c.r.hex(4)})`,
        );
        c.emit(
          t + ms(c, 100, 400),
          "portal",
          "error",
          `Started POST "/auth/saml/callback" ... Completed 502 Bad Gateway in ${c.r.int(900, 3000)}ms: SSO assertion missing group claims (adfs-bridge error)`,
        );
      });
    },
  },
  {
    estate: "cedarvalley",
    origin: "portal",
    category: "rate_limiting",
    hints: ["429", "rate", "too many", "throttl"],
    sev: "medium",
    note: "The SMS provider rate-limits portal-bff's MFA code sends (error 20429); patients cannot finish logging in.",
    uses: ["portal", "sso"],
    run(c, s) {
      tail(c, s, 2500, (t) => {
        const tid = c.tid();
        c.emit(
          t,
          "portal",
          "error",
          `MFA code send failed for user ${c.r.digits(7)}: RestException [Error 20429] Too Many Requests (status 429) from SMS provider`,
          {
            trace: tid,
            stack: st.node("RestException [Error]: Too Many Requests", [
              "success (/app/node_modules/twilio/lib/base/Version.js:79:23)",
              "async MfaService.sendCode (/app/dist/auth/mfa.js:52:9)",
              "async /app/dist/routes/login.js:88:7",
            ]),
          },
        );
        if (c.r.chance(0.5))
          c.emit(
            t + 200,
            "sso",
            "warn",
            `session ${c.r.hex(10)}: MFA step not completed by portal-bff within 60s, abandoning login`,
            { trace: tid },
          );
      });
    },
  },
  {
    estate: "harborpoint",
    origin: "lis",
    category: "rate_limiting",
    hints: ["429", "rate", "quota", "too many"],
    sev: "medium",
    note: "The reference lab's order API starts returning 429 quota exceeded to lis-connector; outbound lab orders queue and ehr-core reports unsent orders.",
    uses: ["lis", "ehr"],
    run(c, s) {
      tail(c, s, 2000, (t) => {
        c.emit(
          t,
          "lis",
          "warn",
          `RefLabClient - order ${c.r.digits(8)} rejected by reference lab: HTTP 429 Too Many Requests {"error":"quota_exceeded","limit":"600/min","retry_after":45}`,
        );
      });
      tail(c, s + 60000, 15000, (t) =>
        c.emit(
          t,
          "ehr",
          "warn",
          `warn: Hpcn.Ehr.Orders.Outbound[2] ${c.r.int(10, 90)} lab orders awaiting lis-connector acknowledgement > 5 min`,
        ),
      );
    },
  },
  // ---------------- validation ----------------
  {
    estate: "northgate",
    origin: "ie",
    category: "validation",
    hints: ["validation", "invalid", "hl7", "dtm", "format"],
    sev: "medium",
    note: "After a vendor upgrade one clinic's ADT feed carries MSH-7 in an invalid format; Mirth rejects every message with AE validation errors and downstream ADT dries up.",
    uses: ["ie", "lis"],
    run(c, s) {
      tail(c, s, 1500, (t) => {
        const id = c.r.digits(8);
        c.emit(
          t,
          "ie",
          "error",
          `Channel 'ADT_Inbound' message ${id} from NGH_LAKEVIEW: Error in 'Source' parser, ACK AE returned`,
          {
            stack: st.java(
              "ca.uhn.hl7v2.validation.ValidationException: Validation failed: Primitive value '2026-11-30T08:12:44' requires to be empty or a DTM at MSH-7",
              [
                "ca.uhn.hl7v2.validation.impl.ValidationExceptionHandler.error(ValidationExceptionHandler.java:52)",
                "ca.uhn.hl7v2.parser.PipeParser.doParse(PipeParser.java:312)",
                "com.mirth.connect.plugins.datatypes.hl7v2.ER7Reader.parse(ER7Reader.java:104)",
              ],
            ),
          },
        );
      });
    },
  },
  {
    estate: "bayside",
    origin: "claims",
    category: "validation",
    hints: ["validation", "999", "reject", "invalid", "x12"],
    sev: "medium",
    note: "A mapping change in the 837 generator drops NM109 for subscribers; every 837P batch is rejected with a 999 and the nightly job reports rejected batches.",
    uses: ["claims", "jobs"],
    breaks: ["claims"],
    share: 0.4,
    run(c, s) {
      tail(c, s, 15000, (t) => {
        const isa = c.r.digits(9);
        c.emit(
          t,
          "claims",
          "error",
          `999 for 837P batch ISA13=${isa}: AK9*R*1*1*0~ IK3*NM1*${c.r.int(18, 400)}*2010BA*8~ IK4*9*67*1~ (required data element missing: Subscriber Primary Identifier)`,
        );
        c.emit(
          t + 200,
          "claims",
          "warn",
          `batch ISA13=${isa} marked REJECTED, ${c.r.int(80, 400)} claims returned to work queue`,
        );
        c.emit(t + 2000, "jobs", "error", `claim-submission: batch ${isa} rejected by clearinghouse (999 AK9*R)`);
      });
    },
  },
  {
    estate: "cedarvalley",
    origin: "fhir",
    category: "validation",
    hints: ["validation", "unprocessable", "profile", "invalid", "422"],
    sev: "medium",
    note: "The FHIR facade starts enforcing a US Core profile that requires a LOINC coding; Observation creates are rejected with 422 and the engine errors out results.",
    uses: ["fhir", "ie", "lis"],
    breaks: ["fhir"],
    share: 0.6,
    run(c, s) {
      tail(c, s, 3000, (t) => {
        const tid = c.tid();
        c.emit(
          t,
          "fhir",
          "warn",
          `HAPI-0450: Failed to create Observation: HTTP 422 Unprocessable Entity - Observation.code: minimum required = 1, but only found 0 (from http://hl7.org/fhir/us/core/StructureDefinition/us-core-observation-lab|6.1.0)`,
          { trace: tid },
        );
        c.emit(
          t + 40,
          "ie",
          "error",
          `thread fhir_ob: POST Observation ctl ${c.r.digits(8)} -> HTTP 422 from fhir-facade, message to error db`,
          { trace: tid },
        );
      });
    },
  },
  {
    estate: "harborpoint",
    origin: "erx",
    category: "validation",
    hints: ["validation", "schema", "invalid", "rejected"],
    sev: "medium",
    note: "rx-router's NewRx builder omits a required Strength element; the pharmacy network rejects every message with a schema error 900.",
    uses: ["erx", "ehr"],
    breaks: ["erx"],
    share: 1,
    run(c, s) {
      tail(c, s, 6000, (t) => {
        const rx = c.r.digits(10);
        c.emit(
          t,
          "erx",
          "error",
          `level=error msg="NewRx rejected by network" rx=${rx} code=900 desc="Schema validation: element 'DrugCoded': missing required child element 'Strength'"`,
        );
        c.emit(
          t + 500,
          "ehr",
          "error",
          `fail: Hpcn.Ehr.Rx.Outbox[4] NewRx ${rx} returned Error 900 (Transaction rejected) via rx-router`,
        );
      });
    },
  },
  // ---------------- null reference ----------------
  {
    estate: "northgate",
    origin: "portal",
    category: "null_reference",
    hints: ["typeerror", "undefined", "null"],
    sev: "medium",
    note: "The portal's results page crashes on patients without a linked MRN (TypeError reading 'mrn'); a large share of results requests return 500.",
    uses: ["portal", "fhir"],
    breaks: ["portal"],
    share: 0.5,
    run(c, s) {
      tail(c, s, 1600, (t) => {
        c.emit(t, "portal", "error", `GET /api/v1/results 500 ${c.r.int(5, 30)} ms`, {
          trace: c.tid(),
          stack: st.node("TypeError: Cannot read properties of undefined (reading 'mrn')", [
            "toResultView (/app/dist/results/mapper.js:23:41)",
            "Array.map (<anonymous>)",
            "ResultsController.list (/app/dist/results/controller.js:58:31)",
            "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
          ]),
        });
      });
    },
  },
  {
    estate: "bayside",
    origin: "ehr",
    category: "null_reference",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "emr-core's order mapper throws NullReferenceException for orders without an ordering provider; outbound ORMs stop and Rhapsody sees nothing to route.",
    uses: ["ehr", "ie", "lis"],
    breaks: ["ehr"],
    share: 0.6,
    run(c, s) {
      tail(c, s, 2500, (t) => {
        c.emit(t, "ehr", "error", `fail: Bmg.Emr.Orders.OrderPublisher[0] Publishing order ${c.r.digits(8)} failed`, {
          stack: st.dotnet("System.NullReferenceException: Object reference not set to an instance of an object.", [
            "Bmg.Emr.Orders.Hl7.OrmMapper.MapOrc(Order order) in /src/Bmg.Emr.Orders/Hl7/OrmMapper.cs:line 112",
            "Bmg.Emr.Orders.Hl7.OrmMapper.Map(Order order) in /src/Bmg.Emr.Orders/Hl7/OrmMapper.cs:line 41",
            "Bmg.Emr.Orders.OrderPublisher.PublishAsync(Order order, CancellationToken ct) in /src/Bmg.Emr.Orders/OrderPublisher.cs:line 67",
          ]),
        });
      });
      tail(c, s + 120000, 40000, (t) =>
        c.emit(t, "lis", "warn", `no ORM^O01 received from interface for ${c.r.int(3, 9)} min (expected ~12/min)`),
      );
    },
  },
  {
    estate: "cedarvalley",
    origin: "ehr",
    category: "null_reference",
    hints: ["nomethoderror", "nil", "null", "undefined method"],
    sev: "medium",
    note: "clinic-ehr raises NoMethodError on nil when a prescriber has no NPI record; prescription signing fails and portal refill requests error.",
    uses: ["ehr", "portal", "erx"],
    run(c, s) {
      tail(c, s, 3000, (t) => {
        const tid = c.tid();
        c.emit(t, "ehr", "error", "NoMethodError (undefined method `npi' for nil):", {
          trace: tid,
          stack: st.ruby("app/services/prescriptions/sign_service.rb:42:in `build_prescriber'", [
            "app/services/prescriptions/sign_service.rb:17:in `call'",
            "app/controllers/prescriptions_controller.rb:61:in `sign'",
            "actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
          ]),
        });
        if (c.r.chance(0.5))
          c.emit(t + 30, "portal", "error", `POST /api/refills 500 from clinic-ehr (${c.r.int(40, 200)} ms)`, {
            trace: tid,
          });
      });
    },
  },
  {
    estate: "harborpoint",
    origin: "fhir",
    category: "null_reference",
    hints: ["nullpointer", "null"],
    sev: "medium",
    note: "A custom consent interceptor in fhir-store throws NullPointerException on Observations without a subject; result writes from the engine fail with 500.",
    uses: ["fhir", "ie"],
    breaks: ["fhir"],
    share: 0.4,
    run(c, s) {
      tail(c, s, 3000, (t) => {
        c.emit(t, "fhir", "error", "HAPI-0389: Failed to call access method: java.lang.NullPointerException", {
          stack: st.java(
            'java.lang.NullPointerException: Cannot invoke "org.hl7.fhir.r4.model.Reference.getReference()" because the return value of "org.hl7.fhir.r4.model.Observation.getSubject()" is null',
            [
              "org.hpcn.fhir.consent.ConsentInterceptor.patientOf(ConsentInterceptor.java:97)",
              "org.hpcn.fhir.consent.ConsentInterceptor.preCreate(ConsentInterceptor.java:54)",
              "ca.uhn.fhir.interceptor.executor.InterceptorService$HookInvoker.invoke(InterceptorService.java:552)",
            ],
          ),
        });
        c.emit(
          t + 30,
          "ie",
          "error",
          `Channel 'ORU_to_FHIR' Destination 'FHIR HTTP Sender' error: HTTP/1.1 500 Server Error from fhir-store (message ${c.r.digits(7)})`,
        );
      });
    },
  },
  // ---------------- configuration ----------------
  {
    estate: "northgate",
    origin: "fhir",
    category: "configuration",
    hints: ["config", "property", "bind", "placeholder", "configuration"],
    sev: "high",
    note: "A hapi-fhir release ships an unresolved DB_POOL_MAX placeholder; the server fails to start in a loop and the portal and Mirth get connection refused from it.",
    uses: ["fhir", "portal", "ie"],
    breaks: ["fhir", "portal"],
    share: 1,
    silent: true,
    run(c, s) {
      c.emit(
        s - 4000,
        "fhir",
        "info",
        "Starting Application v7.4.2 using Java 17.0.12 with PID 1 (/app/main.war started by hapi in /app)",
      );
      tail(c, s, 45000, (t) => {
        c.emit(t, "fhir", "error", "Application run failed", {
          stack: [
            "***************************",
            "APPLICATION FAILED TO START",
            "***************************",
            "Description:",
            "Failed to bind properties under 'spring.datasource.hikari.maximum-pool-size' to int:",
            "    Property: spring.datasource.hikari.maximum-pool-size",
            `    Value: "$\{DB_POOL_MAX}"`,
            `    Reason: failed to convert java.lang.String to int (caused by java.lang.NumberFormatException: For input string: "$\{DB_POOL_MAX}")`,
            "Action:",
            "Update your application's configuration",
          ],
        });
      });
      tail(c, s + 3000, 1500, (t) =>
        c.emit(
          t,
          "portal",
          "error",
          `GET /api/v1/${c.r.pick(["appointments", "results", "medications"])} 502 - connect ECONNREFUSED 10.44.7.19:8080 (hapi-fhir)`,
          { trace: c.tid() },
        ),
      );
      tail(c, s + 5000, 6000, (t) =>
        c.emit(
          t,
          "ie",
          "error",
          `Channel 'ORU_to_FHIR' Destination 'FHIR HTTP Sender' error: java.net.ConnectException: Connection refused (hapi-fhir:8080)`,
        ),
      );
    },
  },
  {
    estate: "bayside",
    origin: "ie",
    category: "configuration",
    hints: ["config", "definition", "mapping", "configuration"],
    sev: "medium",
    note: "A Rhapsody configuration deploy references a message definition that was not included; every result message fails in the mapper and goes to the error folder.",
    uses: ["ie", "ehr", "lis"],
    run(c, s) {
      c.emit(
        s - 2000,
        "ie",
        "info",
        "Configuration 'Prod_2026_11_30_b' deployed by jkeller (3 routes changed: Results Inbound, Results Out, ADT Inbound)",
      );
      tail(c, s, 3500, (t) => {
        c.emit(
          t,
          "ie",
          "error",
          `Route 'Results Out' mapper 'ORU_to_EMR' failed for message ${c.r.digits(7)}: unknown message definition 'HL7 2.5.1/ORU_R01_BMG_v3' - message moved to error folder`,
        );
      });
      tail(c, s + 120000, 30000, (t) =>
        c.emit(
          t,
          "ehr",
          "warn",
          `warn: Bmg.Emr.Results.Inbound[0] no ORU^R01 from Rhapsody in ${c.r.int(2, 9)} min (expected ~10/min)`,
        ),
      );
    },
  },
  {
    estate: "cedarvalley",
    origin: "claims",
    category: "configuration",
    hints: ["config", "configured", "missing", "configuration"],
    sev: "medium",
    note: "A payer routing config reload drops the receiver id for several payers; eligibility-svc cannot route those 270s and portal eligibility checks fail.",
    uses: ["claims", "portal"],
    run(c, s) {
      c.emit(s - 1500, "claims", "info", "config reloaded: payers.yaml rev 118 (12 payers, checksum 4e1a9c0)");
      tail(c, s, 3000, (t) => {
        const p = c.r.pick(["HUMANA", "MCAID_OR"]);
        const tid = c.tid();
        c.emit(
          t,
          "claims",
          "error",
          `270 not sent: no receiver id (ISA08) configured for payer '${p}' in payers.yaml rev 118`,
          { trace: tid },
        );
        c.emit(
          t + 20,
          "portal",
          "warn",
          `eligibility for payer ${p} unavailable: eligibility-svc 500 {"code":"PAYER_ROUTE_MISSING"}`,
          { trace: tid },
        );
      });
    },
  },
  {
    estate: "harborpoint",
    origin: "portal",
    category: "configuration",
    hints: ["improperlyconfigured", "config", "setting", "environment", "configuration"],
    sev: "high",
    note: "A member-portal release reads a FHIR_BASE_URL env var that the deployment does not set; Django raises ImproperlyConfigured and gunicorn workers fail to boot.",
    uses: ["portal", "sso"],
    breaks: ["portal"],
    share: 1,
    silent: true,
    run(c, s) {
      c.emit(s - 3000, "portal", "info", "Starting gunicorn 22.0.0 (member-portal 4.18.0)");
      tail(c, s, 9000, (t) => {
        c.emit(t, "portal", "error", `Exception in worker process`, {
          stack: st.python(
            [
              [
                "/usr/local/lib/python3.12/site-packages/gunicorn/arbiter.py",
                609,
                "spawn_worker",
                "worker.init_process()",
              ],
              ["/app/portal/settings/prod.py", 41, "<module>", 'FHIR_BASE_URL = env("FHIR_BASE_URL")'],
              [
                "/usr/local/lib/python3.12/site-packages/environ/environ.py",
                391,
                "get_value",
                "raise ImproperlyConfigured(error_msg) from exc",
              ],
            ],
            "django.core.exceptions.ImproperlyConfigured: Set the FHIR_BASE_URL environment variable",
          ),
        });
        c.emit(t + 300, "portal", "error", `Worker (pid:${c.r.int(20, 200)}) exited with code 3`);
      });
      tail(c, s + 60000, 60000, (t) => c.emit(t, "portal", "error", "Reason: Worker failed to boot."));
    },
  },
  // ---------------- memory ----------------
  {
    estate: "northgate",
    origin: "ie",
    category: "memory",
    hints: ["outofmemory", "heap", "memory", "oom"],
    sev: "high",
    note: "Mirth exhausts its heap on ORUs carrying embedded PDFs; GC thrashes, channels stall and the EHR and LIS see missing ACKs.",
    uses: ["ie", "ehr", "lis"],
    breaks: ["ie"],
    share: 0.8,
    run(c, s) {
      tail(c, s, 20000, (t) =>
        c.emit(
          t,
          "ie",
          "warn",
          `JVM heap usage ${c.r.int(94, 99)}% (${c.r.int(3900, 4090)}MB of 4096MB) after full GC, GC time ${c.r.int(70, 95)}%`,
        ),
      );
      tail(c, s + 60000, 15000, (t) => {
        c.emit(t, "ie", "error", `Channel 'ORU_Inbound' Source error processing message ${c.r.digits(6)}`, {
          stack: st.java("java.lang.OutOfMemoryError: Java heap space", [
            "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
            "java.base/java.lang.AbstractStringBuilder.ensureCapacityInternal(AbstractStringBuilder.java:228)",
            "com.mirth.connect.donkey.server.channel.Channel.dispatchRawMessage(Channel.java:1208)",
          ]),
        });
      });
      tail(c, s + 70000, 2500, (t) => {
        const r = c.r.chance(0.5) ? "ehr" : "lis";
        c.emit(
          t,
          r,
          r === "ehr" ? "error" : "warn",
          r === "ehr"
            ? `HL7 outbound ADT^A08 MSH-10=${c.r.digits(8)}: no ACK from mirth-connect:6661 in 30s, retry ${c.r.int(1, 3)}`
            : `warn: Ngh.Lis.Outbound[0] ORU send to mirth-connect:6663 timed out awaiting ACK (30s)`,
          { trace: c.tid() },
        );
      });
    },
  },
  {
    estate: "bayside",
    origin: "erx",
    category: "memory",
    hints: ["heap", "memory", "out of memory", "oom"],
    sev: "high",
    note: "rx-gateway leaks memory in its formulary cache until V8 aborts with a heap-limit error and the process restarts repeatedly; emr-core sees failed NewRx sends.",
    uses: ["erx", "ehr"],
    breaks: ["erx"],
    share: 0.6,
    run(c, s) {
      tail(c, s, 90000, (t) => {
        c.emit(
          t,
          "erx",
          "warn",
          `formulary cache size ${c.r.int(1800, 2400)}MB, eviction behind (${c.r.int(40000, 90000)} entries)`,
        );
        c.emit(
          t + 20000,
          "erx",
          "error",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          {
            stack: [
              "<--- Last few GCs --->",
              `[1:0x6a8c2e0]  ${c.r.int(400000, 900000)} ms: Mark-Compact 2041.2 (2083.5) -> 2039.8 (2084.0) MB, 1850.33 / 0.00 ms  (average mu = 0.112, current mu = 0.021) allocation failure; scavenge might not succeed`,
              " 1: 0xb9c1f0 node::Abort() [node]",
              " 2: 0xaa27ee  [node]",
              " 3: 0xd71ed0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            ],
          },
        );
        c.emit(t + 24000, "erx", "info", "rx-gateway@3.9.1 starting (node v20.17.0)");
      });
      tail(c, s + 20000, 4000, (t) =>
        c.emit(
          t,
          "ehr",
          "error",
          `fail: Bmg.Emr.Rx.Transmitter[0] NewRx ${c.r.digits(10)} send failed: connection to rx-gateway:3000 refused/reset, will retry`,
        ),
      );
    },
  },
  {
    estate: "cedarvalley",
    origin: "pacs",
    category: "memory",
    hints: ["bad_alloc", "memory", "oom"],
    sev: "high",
    note: "pacs-orthanc runs out of memory transcoding large multi-frame studies (std::bad_alloc) and restarts repeatedly; the EHR's image links fail.",
    uses: ["pacs", "ehr"],
    breaks: ["pacs"],
    share: 0.7,
    run(c, s) {
      tail(c, s, 70000, (t) => {
        c.emit(
          t,
          "pacs",
          "warn",
          `W${new Date(t).toISOString().slice(5, 10).replace("-", "")} ServerContext.cpp:519] Memory usage high: ${c.r.int(7400, 7900)}MB resident while transcoding instance to 1.2.840.10008.1.2.1`,
        );
        c.emit(t + 8000, "pacs", "error", "terminate called after throwing an instance of 'std::bad_alloc'", {
          stack: st.cpp("  what():  std::bad_alloc", [
            "0x00007f3a1c2d4a7c in __pthread_kill_implementation",
            "0x000055d0e6f1a9d2 in Orthanc::DicomImageDecoder::Decode(Orthanc::ParsedDicomFile&, unsigned int)",
            "0x000055d0e6e8c311 in Orthanc::ServerContext::Transcode(...)",
          ]),
        });
        c.emit(t + 15000, "pacs", "info", "Orthanc version: 1.12.4 - Orthanc has started");
      });
      tail(c, s + 9000, 7000, (t) =>
        c.emit(
          t,
          "ehr",
          "error",
          `ImageLinkService: WADO-RS GET /dicom-web/studies/1.2.840.113619.2.${c.r.digits(6)} failed: 502 Bad Gateway (pacs-orthanc)`,
          { trace: c.tid() },
        ),
      );
    },
  },
  {
    estate: "harborpoint",
    origin: "pacs",
    category: "memory",
    hints: ["memoryerror", "memory", "oom"],
    sev: "medium",
    note: "imaging-gw's pydicom workers raise MemoryError decompressing a large multi-frame series and get killed; studies stop being forwarded.",
    uses: ["pacs", "ehr"],
    breaks: ["pacs"],
    share: 0.6,
    run(c, s) {
      tail(c, s, 12000, (t, i) => {
        c.emit(
          t,
          "pacs",
          "error",
          `Exception in C-STORE handler for ${c.r.pick(c.estate.modalities)}, returning 0xA700`,
          {
            stack: st.python(
              [
                ["/app/imaging_gw/handlers.py", 77, "handle_store", "ds.decompress()"],
                [
                  "/usr/local/lib/python3.11/site-packages/pydicom/dataset.py",
                  1922,
                  "decompress",
                  "self.convert_pixel_data(handler_name)",
                ],
                [
                  "/usr/local/lib/python3.11/site-packages/pydicom/pixel_data_handlers/pillow_handler.py",
                  240,
                  "get_pixeldata",
                  "arr = numpy.empty(shape, dtype)",
                ],
              ],
              "MemoryError: Unable to allocate 3.21 GiB for an array with shape (1240, 1024, 1024) and data type uint16",
            ),
          },
        );
        if (i % 2 === 1)
          c.emit(
            t + 500,
            "pacs",
            "error",
            `Worker (pid:${c.r.int(100, 300)}) was sent SIGKILL! Perhaps out of memory?`,
          );
      });
    },
  },
  // ---------------- disk ----------------
  {
    estate: "northgate",
    origin: "pacs",
    category: "disk",
    hints: ["disk", "space", "storage", "full"],
    sev: "high",
    note: "orthanc-pacs' storage volume fills up; C-STORE requests fail with 'The file storage is full' and modalities get out-of-resources statuses.",
    uses: ["pacs", "ehr"],
    breaks: ["pacs"],
    share: 1,
    run(c, s) {
      tail(c, s, 1500, (t) => {
        c.emit(
          t,
          "pacs",
          "error",
          `E${new Date(t).toISOString().slice(5, 10).replace("-", "")} FilesystemStorage.cpp:142] Cannot write file /var/lib/orthanc/db/${c.r.hex(2)}/${c.r.hex(2)}/${c.r.hex(8)}: No space left on device`,
        );
        c.emit(
          t + 5,
          "pacs",
          "error",
          `E${new Date(t).toISOString().slice(5, 10).replace("-", "")} StoreScp.cpp:308] Store SCP Failed: The file storage is full`,
        );
      });
      tail(c, s + 120000, 30000, (t) =>
        c.emit(
          t,
          "ehr",
          "warn",
          `imaging order ${c.r.digits(8)}: modality reports study sent but orthanc-pacs has no instances`,
          { trace: c.tid() },
        ),
      );
    },
  },
  {
    estate: "bayside",
    origin: "ie",
    category: "disk",
    hints: ["disk", "space", "no space"],
    sev: "high",
    note: "Rhapsody's message store volume fills; the engine cannot persist messages, stops input comm points and the EHR and lab see no ACKs.",
    uses: ["ie", "ehr", "lis"],
    breaks: ["ie"],
    share: 0.9,
    run(c, s) {
      c.emit(
        s - 240000,
        "ie",
        "warn",
        "Disk space on /rhapsody/local/messagestore below warning threshold: 4.8 GB free (5%)",
      );
      tail(c, s, 6000, (t) => {
        c.emit(t, "ie", "error", "Datastore write failed for message batch; input communication points suspended", {
          stack: st.java("java.io.IOException: No space left on device", [
            "java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
            "com.orionhealth.rhapsody.store.MessageStore.append(MessageStore.java:441)",
          ]),
        });
      });
      tail(c, s + 10000, 3000, (t) => {
        const r = c.r.chance(0.5) ? "ehr" : "lis";
        c.emit(
          t,
          r,
          "error",
          r === "ehr"
            ? `fail: Bmg.Emr.Hl7.MllpClient[0] connect to rhapsody-engine:5001 refused; ADT^A08 ${c.r.digits(8)} queued`
            : `MLLP send to rhapsody-engine:5003 failed: [Errno 111] Connection refused (result held in outbox)`,
        );
      });
    },
  },
  {
    estate: "cedarvalley",
    origin: "lis",
    category: "disk",
    hints: ["read-only", "disk", "filesystem", "read only"],
    sev: "high",
    note: "lab-orders' spool volume is remounted read-only after storage errors; every order write fails and results stop flowing to the EHR.",
    uses: ["lis", "ehr", "ie"],
    breaks: ["lis"],
    share: 0.9,
    run(c, s) {
      tail(c, s, 1800, (t) => {
        c.emit(
          t,
          "lis",
          "error",
          `order spool write failed acc=C${c.r.digits(9)} err="open /var/lib/lab-orders/spool/${c.r.hex(12)}.hl7: read-only file system"`,
          { trace: c.tid() },
        );
      });
      tail(c, s + 30000, 8000, (t) =>
        c.emit(
          t,
          "ie",
          "warn",
          `thread lab_ob: ctl ${c.r.digits(8)} reply AE from lab-orders (MSA-3 "spool unavailable"), resend 1/3`,
        ),
      );
    },
  },
  {
    estate: "harborpoint",
    origin: "ehr",
    category: "disk",
    hints: ["flood", "disk", "read-only", "watermark"],
    sev: "high",
    note: "The audit Elasticsearch cluster hits its flood-stage watermark and blocks the ehr-core audit index; chart access fails because audit writes are mandatory.",
    uses: ["ehr", "portal", "ie"],
    breaks: ["ehr"],
    share: 0.7,
    run(c, s) {
      tail(c, s, 2000, (t) => {
        c.emit(
          t,
          "ehr",
          "error",
          `fail: Hpcn.Ehr.Audit.AuditWriter[0] Audit write rejected, chart access denied for user ${c.r.digits(6)}: Elasticsearch cluster_block_exception: index [ehr-audit-2026.11] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block]`,
        );
      });
      tail(c, s + 5000, 4000, (t) =>
        c.emit(t, "portal", "error", `ERROR django.request Internal Server Error: /records/summary (ehr-core 503)`),
      );
    },
  },
  // ---------------- dependency ----------------
  {
    estate: "northgate",
    origin: "claims",
    category: "dependency",
    hints: ["503", "unavailable", "clearinghouse", "circuit", "dependency", "upstream"],
    sev: "medium",
    note: "The clearinghouse API returns 503 and claims-edi opens its circuit breaker; 837 and 270 traffic fails and the batch scheduler retries loudly.",
    uses: ["claims", "jobs", "portal"],
    breaks: ["claims"],
    share: 1,
    run(c, s) {
      tail(c, s, 4000, (t, i) => {
        if (i < 6)
          c.emit(
            t,
            "claims",
            "error",
            `clearinghouse POST /v2/x12/837 failed: 503 Service Unavailable (x-request-id ${c.r.hex(12)})`,
          );
        else
          c.emit(
            t,
            "claims",
            "warn",
            `circuit breaker "clearinghouse" is OPEN, rejecting request (next probe in ${c.r.int(5, 30)}s)`,
          );
      });
      tail(c, s + 5000, 1500, (t) =>
        c.emit(
          t,
          "jobs",
          "error",
          `eligibility-270-batch: claims-edi returned 503 for chunk ${c.r.int(40, 90)}/160, retry ${c.r.int(1, 5)}/5 in 10s`,
        ),
      );
    },
  },
  {
    estate: "bayside",
    origin: "lis",
    category: "dependency",
    hints: ["503", "circuit", "unavailable", "dependency", "reference lab"],
    sev: "medium",
    note: "The reference lab's results endpoint returns 502/503; lab-results' circuit breaker opens and send-out results stop arriving.",
    uses: ["lis", "ehr"],
    run(c, s) {
      tail(c, s, 5000, (t, i) => {
        if (i < 5)
          c.emit(
            t,
            "lis",
            "error",
            `reflab poll failed: 503 Server Error: Service Unavailable for url: https://api.reflab.example/v1/results?since=${new Date(t - 60000).toISOString()}`,
          );
        else
          c.emit(
            t,
            "lis",
            "error",
            "reflab poll skipped: pybreaker.CircuitBreakerError: Failures threshold reached, circuit breaker is open",
          );
      });
      tail(c, s + 150000, 40000, (t) =>
        c.emit(
          t,
          "ehr",
          "warn",
          `warn: Bmg.Emr.Results.SendOut[0] ${c.r.int(5, 40)} send-out results overdue (reference lab via lab-results)`,
        ),
      );
    },
  },
  {
    estate: "cedarvalley",
    origin: "sso",
    category: "dependency",
    hints: ["503", "unavailable", "mfa", "dependency", "upstream"],
    sev: "high",
    note: "The hosted MFA provider returns 503 to sso-gateway; second factor cannot be verified and portal logins fail.",
    uses: ["sso", "portal"],
    breaks: ["sso"],
    share: 1,
    run(c, s) {
      tail(c, s, 2500, (t) => {
        const tid = c.tid();
        c.emit(
          t,
          "sso",
          "error",
          `MFA push for user ${c.r.digits(7)} failed: upstream mfa-api.example.com responded 503 Service Unavailable (retry 2/2)`,
          { trace: tid },
        );
        c.emit(t + 200, "portal", "error", `login failed: sso-gateway returned 503 {"error":"mfa_unavailable"}`, {
          trace: tid,
        });
      });
    },
  },
  {
    estate: "harborpoint",
    origin: "ehr",
    category: "dependency",
    hints: ["broker", "unreachable", "rabbitmq", "amqp", "dependency"],
    sev: "high",
    note: "The RabbitMQ broker behind ehr-core goes down; ehr-core cannot publish order and ADT events and the interface engine stops receiving them.",
    uses: ["ehr", "ie"],
    breaks: ["ehr"],
    share: 0.8,
    run(c, s) {
      tail(c, s, 4000, (t) => {
        c.emit(t, "ehr", "error", "fail: Hpcn.Ehr.Messaging.EventPublisher[0] Publish of ADT event failed, buffering", {
          stack: st
            .dotnet(
              "RabbitMQ.Client.Exceptions.BrokerUnreachableException: None of the specified endpoints were reachable",
              [
                "RabbitMQ.Client.ConnectionFactory.CreateConnection(IEndpointResolver endpointResolver, String clientProvidedName)",
                "Hpcn.Ehr.Messaging.EventPublisher.EnsureConnected() in /src/Hpcn.Ehr/Messaging/EventPublisher.cs:line 58",
              ],
            )
            .concat([" ---> System.AggregateException: One or more errors occurred. (Connection failed)"]),
        });
      });
      tail(c, s + 90000, 30000, (t) =>
        c.emit(t, "ie", "warn", `Channel 'EHR_Events_In' idle: no messages received for ${c.r.int(2, 9)} minutes`),
      );
    },
  },
  // ---------------- unknown ----------------
  {
    estate: "northgate",
    origin: "erx",
    category: "unknown",
    hints: ["500", "internal", "error", "unknown"],
    sev: "medium",
    note: "erx-hub starts answering NewRx with bare 500s and logs nothing but the status line; the EHR piles up failed prescriptions.",
    uses: ["erx", "ehr"],
    breaks: ["erx"],
    share: 0.9,
    run(c, s) {
      tail(c, s, 2500, (t) => {
        const tid = c.tid();
        const rx = c.r.digits(10);
        c.emit(t, "erx", "info", `10.42.3.17 - - "POST /v1/newrx HTTP/1.1" 500 21`, { trace: tid });
        c.emit(
          t + 30,
          "ehr",
          "error",
          `NewRx ${rx} transmission failed: erx-hub responded 500 Internal Server Error (attempt ${c.r.int(1, 3)}/3)`,
          { trace: tid },
        );
      });
    },
  },
  {
    estate: "bayside",
    origin: "pacs",
    category: "unknown",
    hints: ["unresponsive", "no response", "stopped", "unknown", "closed"],
    sev: "high",
    note: "dicom-router stops logging and stops answering; Rhapsody's imaging order feed and emr-core worklist calls fail against it without a reason on its side.",
    uses: ["pacs", "ie", "ehr"],
    breaks: ["pacs"],
    share: 1,
    mute: true,
    run(c, s) {
      tail(c, s + 8000, 3000, (t) =>
        c.emit(
          t,
          "ie",
          "error",
          `Communication point 'Imaging Orders Out' (dicom-router:2575) remote closed connection before ACK for message ${c.r.digits(7)}, retry ${c.r.int(1, 5)}`,
        ),
      );
      tail(c, s + 15000, 9000, (t) =>
        c.emit(
          t,
          "ehr",
          "error",
          `fail: Bmg.Emr.Imaging.WorklistClient[0] MWL update for order ${c.r.digits(8)} failed: no response from dicom-router within 30s`,
        ),
      );
    },
  },
  {
    estate: "cedarvalley",
    origin: "ie",
    category: "unknown",
    hints: ["died", "exited", "unknown", "process"],
    sev: "high",
    note: "The Cloverleaf lab outbound process dies and is restarted every minute or so without a logged reason; lab orders back up in lab-orders.",
    uses: ["ie", "lis"],
    breaks: ["ie"],
    share: 0.7,
    run(c, s) {
      tail(c, s, 50000, (t) => {
        c.emit(
          t,
          "ie",
          "error",
          `hcimonitord: process lab_ob (pid ${c.r.int(3000, 9000)}) died unexpectedly, restarting`,
        );
        c.emit(t + 6000, "ie", "info", "hcienginerun: process lab_ob started, 3 threads");
      });
      tail(c, s + 4000, 3000, (t) =>
        c.emit(t, "lis", "warn", `ORM queue backlog ${c.r.int(20, 300)}: no ACK from cloverleaf-hci lab_ob in 20s`, {
          trace: c.tid(),
        }),
      );
    },
  },
  {
    estate: "harborpoint",
    origin: "fhir",
    category: "unknown",
    hints: ["internal", "500", "unknown", "error"],
    sev: "high",
    note: "fhir-store answers a growing share of requests with HAPI internal errors carrying only an opaque error id; portal and engine report 500s.",
    uses: ["fhir", "portal", "ie"],
    breaks: ["fhir"],
    share: 0.7,
    run(c, s) {
      tail(c, s, 2000, (t) => {
        c.emit(
          t,
          "fhir",
          "error",
          `HAPI-0389: Internal error processing request ${c.r.pick(["GET /fhir/Patient", "GET /fhir/Appointment", "POST /fhir/Observation"])} (error id ${c.r.hex(12)})`,
        );
        c.emit(
          t + 25,
          c.r.chance(0.6) ? "portal" : "ie",
          "error",
          `fhir-store returned HTTP 500 (OperationOutcome: "Internal error processing request")`,
        );
      });
    },
  },
];
