// The 52 failure stories of holdout58 (4 per category), told the way each piece of software logs them.
import type { EstateKey, Line } from "./estates.js";
import type { Level } from "./formats.js";
import { amount, type Rng } from "./rng.js";
import { dotnetStack, goPanic, javaStack, nodeStack, pyStack, rubyStack } from "./stacks.js";

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

export interface Stream {
  svc: string;
  level: Level;
  /** mean seconds between lines */
  every: number;
  msg: (r: Rng) => string;
  /** a sequence told together each time (restart loops, job reruns); replaces msg, lines name their service */
  group?: (r: Rng, k: number) => Line[];
  stack?: (r: Rng) => string;
  /** share of lines that carry the stack (default 0.35) */
  stackP?: number;
  /** seconds after the start before this stream begins */
  delay?: number;
  /** seconds after the start at which it stops */
  stop?: number;
}

export interface Suppress {
  svc: string;
  p: number;
  match?: string;
}

export interface Incident {
  estate: EstateKey;
  origin: string;
  category: Category;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** wall-clock UTC time "HH:MM" at which the fault starts */
  at?: string;
  /** origin's own normal lines stop at the start */
  quiet?: boolean;
  suppress: Suppress[];
  /** one-off lines, dt relative to the start (may be negative) */
  pre?: (r: Rng) => Line[];
  streams: Stream[];
}

const S = (svc: string, level: Level, every: number, msg: (r: Rng) => string, o: Partial<Stream> = {}): Stream => ({
  svc,
  level,
  every,
  msg,
  ...o,
});
const L = (svc: string, level: Level, msg: string, dt = 0, stack?: string): Line => ({ svc, level, msg, dt, stack });
const G = (svc: string, every: number, group: (r: Rng, k: number) => Line[], o: Partial<Stream> = {}): Stream => ({
  svc,
  level: "INFO",
  every,
  msg: () => "",
  group,
  ...o,
});
const pmt = (r: Rng) => `PMT-${r.upper(10)}`;
const htb = (r: Rng) => `HTB${r.digits(10)}`;
const stan = (r: Rng) => r.digits(6);
const inv = (r: Rng) => `INV-${r.digits(7)}`;
const acct = (r: Rng) => r.digits(8);
const msgId = (r: Rng) => `${r.hex(8)}-${r.hex(4)}-11ef-${r.hex(4)}-${r.hex(12)}`;

const springMq = (r: Rng, dest: string, rc: string, code: string) =>
  javaStack(
    `com.ibm.msg.client.jms.DetailedInvalidDestinationException: ${code}: Failed to send a message to destination '${dest}'.`,
    [
      "com.ibm.msg.client.wmq.common.internal.Reason.reasonToException(Reason.java:513)",
      "com.ibm.msg.client.wmq.internal.WMQMessageProducer.checkJmqiCallSuccess(WMQMessageProducer.java:1232)",
      "com.ibm.mq.jms.MQMessageProducer.send(MQMessageProducer.java:316)",
      "org.springframework.jms.core.JmsTemplate.doSend(JmsTemplate.java:634)",
      `com.northmere.payments.core.CorePostingClient.submit(CorePostingClient.java:${r.int(80, 99)})`,
      "com.northmere.payments.flow.PaymentFlow.execute(PaymentFlow.java:211)",
    ],
    `com.ibm.mq.MQException: JMSCMQ0001: IBM MQ call failed with compcode '2' ('MQCC_FAILED') reason '${rc}'.`,
  );

export const INCIDENTS: Incident[] = [
  // ------------------------------------------------------------------ authentication
  {
    estate: "N",
    origin: "cics-gateway",
    category: "authentication",
    hints: ["security", "password", "racf", "credential", "authentic", "eci"],
    sev: "high",
    note: "The RACF password of the CICS Transaction Gateway's surrogate user expires, so every ECI call to CICSPRD1 is refused and payments and balance lookups fail upstream.",
    suppress: [
      { svc: "cics-gateway", p: 0.97 },
      { svc: "cics-region", p: 0.97, match: "ended normally" },
      { svc: "payments-orch", p: 0.9, match: "accepted" },
      { svc: "mobile-api", p: 0.9, match: " 201 " },
      { svc: "mobile-api", p: 0.85, match: "/balance 200" },
    ],
    streams: [
      S(
        "cics-gateway",
        "ERROR",
        1.2,
        (r) =>
          `CTG9631E Error occurred during interaction with CICS: "ECI_ERR_SECURITY_ERROR" (rc=-27) program=${r.pick(["NMBXFR01", "NMBACIN1"])} server=CICSPRD1 userid=CTGSVC1`,
        {
          stack: () =>
            javaStack(
              "com.ibm.ctg.client.exceptions.ECISecurityException: ECI_ERR_SECURITY_ERROR: Password has expired",
              [
                "com.ibm.ctg.client.JavaGateway.flow(JavaGateway.java:612)",
                "com.ibm.ctg.client.ECIRequest.flow(ECIRequest.java:1140)",
                "com.northmere.ctg.EciInvoker.call(EciInvoker.java:88)",
              ],
            ),
          stackP: 0.2,
        },
      ),
      S(
        "cics-gateway",
        "WARN",
        30,
        () => "sign-on to CICSPRD1 for CTGSVC1 rejected by RACF: ICH303I - PASSWORD HAS EXPIRED",
        {
          delay: 1,
        },
      ),
      S(
        "payments-orch",
        "ERROR",
        1.6,
        (r) => `payment ${pmt(r)} failed: core posting rejected, cics-gateway responded 502 Bad Gateway`,
        {
          delay: 1,
        },
      ),
      S(
        "payments-orch",
        "WARN",
        1.1,
        (r) => `retrying core posting for ${pmt(r)} (attempt ${r.int(2, 3)}/3) after 502 from cics-gateway`,
        {
          delay: 1,
        },
      ),
      S(
        "mobile-api",
        "ERROR",
        0.8,
        (r) => `${r.pick([`GET /v1/accounts/${acct(r)}/balance`, "POST /v1/payments"])} 502 ${r.int(30, 900)}ms`,
        {
          delay: 2,
        },
      ),
    ],
  },
  {
    estate: "K",
    origin: "card-vault",
    category: "authentication",
    hints: ["password", "authentic", "28p01", "credential", "login"],
    sev: "high",
    note: "card-vault keeps the old database password after a rotation; new pool connections fail Postgres password authentication, detokenisation stops and the switch declines with rc=96.",
    pre: () => [L("card-vault", "INFO", "db pool: max connection lifetime reached, recycling 12 connections", -4000)],
    suppress: [
      { svc: "card-vault", p: 0.96 },
      { svc: "hsm-proxy", p: 0.9, match: "CA ok" },
      { svc: "issuer-host", p: 0.9, match: "AUTH rrn" },
      { svc: "fraud-rt", p: 0.9, match: "score stan" },
    ],
    streams: [
      S(
        "card-vault",
        "ERROR",
        0.9,
        (r) =>
          `detokenize token=tk_${r.hex(10)} failed: failed to connect to \`host=vaultdb-primary.kcs-switch.svc user=vault_app database=vault\`: server error (FATAL: password authentication failed for user "vault_app" (SQLSTATE 28P01))`,
      ),
      S("card-vault", "WARN", 12, (r) => `db pool: 0/${r.int(20, 24)} connections healthy, acquire waited 5s`),
      S(
        "auth-switch",
        "ERROR",
        0.7,
        (r) => `detokenize via card-vault failed: HTTP 500 Internal Server Error, stan=${stan(r)} responding rc=96`,
        { delay: 0.5 },
      ),
      S("pos-edge", "WARN", 0.7, (r) => `TX 0110 tid=T${r.digits(7)} stan=${stan(r)} rc=96 (system malfunction)`, {
        delay: 0.6,
      }),
    ],
  },
  {
    estate: "H",
    origin: "swift-gw",
    category: "authentication",
    hints: ["lau", "authentic", "signature", "key", "verification"],
    sev: "high",
    note: "After the quarterly LAU key change in Alliance Access, swift-gw still signs with the previous key; every outbound message is NAKed for failed local authentication and payments pile up.",
    suppress: [{ svc: "swift-gw", p: 0.97, match: "ACK received" }],
    streams: [
      S(
        "swift-gw",
        "ERROR",
        2,
        (r) =>
          `${htb(r)} NAK from SAA (MQHA): local authentication failed - LAU signature does not match (key id LAU-HTB-PRD-Q1), message moved to _SI_from_MQHA_rejected`,
      ),
      S("swift-gw", "WARN", 40, () => "MQHA session HTBAPP: 100% of messages NAKed in the last 60s (LAU)"),
      S("payment-factory", "WARN", 3, (r) => `Payment ${htb(r)} still in status SENT_TO_GATEWAY after 300s, no ACK`, {
        delay: 240,
      }),
      S(
        "treasury-portal",
        "WARN",
        6,
        (r) => `GET /api/payments/${htb(r)}/status 200 status=PENDING_ACK age=${r.int(5, 15)}m`,
        {
          delay: 300,
        },
      ),
    ],
  },
  {
    estate: "B",
    origin: "sap-po",
    category: "authentication",
    hints: ["logon", "password", "authentic", "rfc_error_logon_failure", "locked", "credential"],
    sev: "high",
    note: "The RFC receiver channel in SAP PO uses a technical user whose password was changed in the ERP; logons fail, the user is then locked and invoice postings stop.",
    suppress: [
      { svc: "sap-po", p: 0.95, match: "delivered to BWPCLNT100" },
      { svc: "sap-erp", p: 0.95, match: "status 53" },
    ],
    streams: [
      S(
        "sap-po",
        "ERROR",
        2.5,
        (r) =>
          `Message ${msgId(r)}: channel CC_RFC_Receiver_BWP: com.sap.conn.jco.JCoException: (103) RFC_ERROR_LOGON_FAILURE: Name or password is incorrect (repeat logon)`,
        { stop: 45 },
      ),
      S(
        "sap-po",
        "ERROR",
        2.5,
        (r) =>
          `Message ${msgId(r)}: channel CC_RFC_Receiver_BWP: com.sap.conn.jco.JCoException: (103) RFC_ERROR_LOGON_FAILURE: User is locked. Please notify the person responsible`,
        { delay: 45 },
      ),
      S("sap-po", "WARN", 20, () => "Message status set to NDLV for 14 messages (channel CC_RFC_Receiver_BWP)", {
        delay: 60,
      }),
      S(
        "ap-invoice-svc",
        "ERROR",
        3,
        (r) => `SAP posting for ${inv(r)} failed: sap-po returned HTTP 500 'Error in RFC adapter, see channel monitor'`,
        {
          delay: 3,
        },
      ),
    ],
  },
  // ------------------------------------------------------------------ authorization
  {
    estate: "N",
    origin: "eod-batch",
    category: "authorization",
    hints: ["insufficient", "access", "racf", "authority", "permission", "913"],
    sev: "medium",
    at: "21:40",
    note: "A RACF profile change leaves the end-of-day posting job with READ instead of UPDATE on the ledger dataset; the job abends S913 on every rerun and downstream monitoring waits for the extract.",
    suppress: [],
    streams: [
      G("eod-batch", 75, (_r, k) => [
        L(
          "eod-batch",
          "ERROR",
          "ICH408I USER(NMBEOD1 ) GROUP(BATCHPRD) NAME(EOD BATCH SVC ) PROD.LEDGER.EOD.POSTINGS CL(DATASET ) INSUFFICIENT ACCESS AUTHORITY FROM PROD.LEDGER.** (G) ACCESS INTENT(UPDATE ) ACCESS ALLOWED(READ )",
        ),
        L(
          "eod-batch",
          "ERROR",
          "IEC150I 913-38,IFG0194E,NMBPPST1,S020,LEDGOUT,3390,PRD412,PROD.LEDGER.EOD.POSTINGS",
          40,
        ),
        L("eod-batch", "ERROR", "$HASP165 NMBPPST1 ENDED AT N1 - ABENDED S913 U0000 CN(INTERNAL)", 300),
        k < 5
          ? L("eod-batch", "WARN", `CTM5208 job NMBPPST1 ended NOTOK, auto-rerun ${k + 1} of 5 scheduled in 60s`, 900)
          : L(
              "eod-batch",
              "ERROR",
              "CTM5210 job NMBPPST1 ended NOTOK, rerun limit reached - operator action required",
              900,
            ),
      ]),
      S(
        "aml-screening",
        "WARN",
        45,
        () => "EOD posting extract PROD.LEDGER.EOD.POSTINGS not refreshed, nightly monitoring run TM-NIGHT delayed",
        {
          delay: 120,
        },
      ),
      S(
        "payments-orch",
        "WARN",
        50,
        (r) => `ledger cycle LDG-${r.int(60, 80)} still open at cutoff, FPS settlement file held`,
        { delay: 150 },
      ),
    ],
  },
  {
    estate: "K",
    origin: "issuer-host",
    category: "authorization",
    hints: ["privilege", "ora-01031", "insufficient", "permission", "authoriz"],
    sev: "high",
    note: "A grant on the AUTH_HOLDS table is revoked from the issuer host's schema user; every approval fails with ORA-01031 and the switch sends the traffic to stand-in.",
    suppress: [{ svc: "issuer-host", p: 0.95, match: "AUTH rrn" }],
    streams: [
      S(
        "issuer-host",
        "ERROR",
        0.9,
        (r) => `AUTH rrn=${r.digits(12)} failed to record hold: ORA-01031: insufficient privileges`,
        {
          stack: () =>
            javaStack("java.sql.SQLSyntaxErrorException: ORA-01031: insufficient privileges", [
              "oracle.jdbc.driver.T4CTTIoer11.processError(T4CTTIoer11.java:630)",
              "oracle.jdbc.driver.T4CPreparedStatement.executeForRows(T4CPreparedStatement.java:1207)",
              "oracle.jdbc.driver.OraclePreparedStatementWrapper.executeUpdate(OraclePreparedStatementWrapper.java:1129)",
              "com.kestrel.issuer.holds.HoldRepository.insert(HoldRepository.java:74)",
              "com.kestrel.issuer.auth.AuthorisationService.approve(AuthorisationService.java:158)",
            ]),
          stackP: 0.25,
        },
      ),
      S("auth-switch", "WARN", 0.9, (r) => `0110 stan=${stan(r)} rc=96 from issuer-host, retrying via stand-in`, {
        delay: 0.3,
      }),
      S(
        "stand-in",
        "INFO",
        0.9,
        (r) => `STIP approved stan=${stan(r)} amt=${amount(r, 1, 150)} (issuer unavailable, limit 150.00)`,
        {
          delay: 0.4,
        },
      ),
      S(
        "stand-in",
        "WARN",
        2.5,
        (r) => `STIP declined stan=${stan(r)} amt=${amount(r, 150, 900)} rc=91 (above stand-in limit)`,
        {
          delay: 0.5,
        },
      ),
    ],
  },
  {
    estate: "H",
    origin: "payment-factory",
    category: "authorization",
    hints: ["permission", "denied", "execute", "authoriz", "sqlexception"],
    sev: "medium",
    note: "The payment factory's SQL login loses EXECUTE on the batch-release procedure; second approvers cannot release batches and the portal shows 500s.",
    suppress: [{ svc: "payment-factory", p: 1, match: "released by" }],
    streams: [
      S(
        "payment-factory",
        "ERROR",
        8,
        (r) =>
          `Batch release failed for B${r.digits(6)}: System.Data.SqlClient.SqlException (0x80131904): The EXECUTE permission was denied on the object 'usp_ReleaseBatch', database 'PayFactory', schema 'dbo'.`,
        {
          stack: () =>
            dotnetStack(
              "System.Data.SqlClient.SqlException (0x80131904): The EXECUTE permission was denied on the object 'usp_ReleaseBatch', database 'PayFactory', schema 'dbo'.",
              [
                "System.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
                "System.Data.SqlClient.SqlCommand.RunExecuteReaderTds(CommandBehavior cmdBehavior, RunBehavior runBehavior, Boolean returnStream)",
                "System.Data.SqlClient.SqlCommand.ExecuteNonQuery()",
                "Halvard.PaymentFactory.Data.BatchRepository.Release(String batchId, String approver) in D:\\a\\1\\s\\src\\Data\\BatchRepository.cs:line 141",
                "Halvard.PaymentFactory.Services.BatchService.Release(ReleaseRequest request) in D:\\a\\1\\s\\src\\Services\\BatchService.cs:line 66",
              ],
            ),
          stackP: 0.5,
        },
      ),
      S(
        "treasury-portal",
        "ERROR",
        8,
        (r) => `POST /api/batches/B${r.digits(6)}/release 500 ${r.int(60, 300)}ms upstream=payment-factory`,
        {
          delay: 0.3,
        },
      ),
      S(
        "treasury-portal",
        "WARN",
        20,
        (r) => `user ${r.pick(["trs.jl", "trs.ak"])} retried release of batch B${r.digits(6)} (attempt ${r.int(2, 4)})`,
        {
          delay: 30,
        },
      ),
    ],
  },
  {
    estate: "B",
    origin: "doc-capture",
    category: "authorization",
    hints: ["accessdenied", "access denied", "forbidden", "permission", "authoriz"],
    sev: "medium",
    note: "A tightened bucket policy denies doc-capture's role PutObject on the invoice archive; scanned invoices cannot be stored and AP parks them.",
    suppress: [{ svc: "doc-capture", p: 0.9, match: "ocr done" }],
    streams: [
      S("doc-capture", "ERROR", 3, (r) => `archive upload failed for ${inv(r)}.pdf (bucket bw-ap-invoice-archive)`, {
        stack: (r) =>
          pyStack(
            [
              [
                "/app/doc_capture/tasks.py",
                112,
                "archive_invoice",
                "s3.put_object(Bucket=bucket, Key=key, Body=body, **sse_args)",
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
            `botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied (RequestId ${r.upper(16)})`,
          ),
        stackP: 1,
      }),
      S(
        "ap-invoice-svc",
        "WARN",
        4,
        (r) => `Invoice ${inv(r)} parked: scanned image not available in archive after 3 checks`,
        { delay: 60 },
      ),
    ],
  },
  // ------------------------------------------------------------------ database
  {
    estate: "N",
    origin: "customer-profile",
    category: "database",
    hints: ["pool", "connection", "sql", "database", "sqlclient"],
    sev: "high",
    note: "A slow query holding UPDLOCK drains the customer-profile SQL Server connection pool; requests fail waiting for a pooled connection and mobile logins and balances return 503.",
    suppress: [
      { svc: "customer-profile", p: 0.85 },
      { svc: "mobile-api", p: 0.7, match: "/balance 200" },
      { svc: "mobile-api", p: 0.8, match: "/session 200" },
    ],
    streams: [
      S(
        "customer-profile",
        "WARN",
        6,
        (r) =>
          `Microsoft.EntityFrameworkCore.Database.Command[20100] Executed DbCommand (${r.int(18, 31)},${r.digits(3)}ms) [Parameters=[@__id_0='${acct(r)}'], CommandType='Text', CommandTimeout='30'] SELECT TOP(1) [c].[CustomerId], [c].[Segment] FROM [Customers] AS [c] WITH (UPDLOCK) WHERE [c].[CustomerId] = @__id_0`,
        { stop: 120 },
      ),
      S(
        "customer-profile",
        "ERROR",
        0.9,
        () =>
          "Microsoft.EntityFrameworkCore.Database.Connection[20004] An error occurred using the connection to database 'CustomerProfile' on server 'nmbsql-ag1.nmb.local,1433'.",
        {
          delay: 40,
          stack: () =>
            dotnetStack(
              "System.InvalidOperationException: Timeout expired.  The timeout period elapsed prior to obtaining a connection from the pool.  This may have occurred because all pooled connections were in use and max pool size was reached.",
              [
                "Microsoft.Data.SqlClient.ConnectionPool.DbConnectionPool.TryGetConnection(DbConnection owningObject, UInt32 waitForMultipleObjectsTimeout, Boolean allowCreate, Boolean onlyOneCheckConnection, DbConnectionOptions userOptions, DbConnectionInternal& connection)",
                "Microsoft.Data.SqlClient.SqlConnection.TryOpen(TaskCompletionSource`1 retry, SqlConnectionOverrides overrides)",
                "Microsoft.EntityFrameworkCore.Storage.RelationalConnection.OpenInternalAsync(Boolean errorsExpected, CancellationToken cancellationToken)",
                "Northmere.CustomerProfile.Api.Controllers.CustomersController.GetSummary(String id) in C:\\build\\src\\Api\\Controllers\\CustomersController.cs:line 54",
              ],
            ),
          stackP: 0.6,
        },
      ),
      S(
        "mobile-api",
        "ERROR",
        0.8,
        (r) => `GET /v1/accounts/${acct(r)}/balance 503 ${r.int(15000, 30500)}ms upstream=customer-profile`,
        {
          delay: 45,
        },
      ),
      S(
        "mobile-api",
        "WARN",
        2.5,
        (r) => `POST /v1/session 503 ${r.int(15000, 30000)}ms upstream=customer-profile (retry 1 failed)`,
        {
          delay: 50,
        },
      ),
    ],
  },
  {
    estate: "K",
    origin: "issuer-host",
    category: "database",
    hints: ["connection", "pool", "ora-12516", "database", "ucp", "oracle"],
    sev: "high",
    note: "The issuer host's Oracle listener stops handing out sessions (ORA-12516) and its UCP pool runs dry; authorisations time out at the switch and fall to stand-in.",
    suppress: [{ svc: "issuer-host", p: 0.9, match: "AUTH rrn" }],
    streams: [
      S(
        "issuer-host",
        "ERROR",
        1.2,
        (r) =>
          `AUTH rrn=${r.digits(12)} aborted: Unable to acquire connection from pool issuerPool (borrowed 64/64, waited 2000ms)`,
        {
          stack: () =>
            javaStack(
              "java.sql.SQLException: Exception occurred while getting connection: oracle.ucp.UniversalConnectionPoolException: Cannot get Connection from Datasource: java.sql.SQLException: Listener refused the connection with the following error:\nORA-12516, TNS:listener could not find available handler with matching protocol stack",
              [
                "oracle.ucp.util.UCPErrorHandler.newSQLException(UCPErrorHandler.java:479)",
                "oracle.ucp.jdbc.PoolDataSourceImpl.getConnection(PoolDataSourceImpl.java:2010)",
                "com.kestrel.issuer.db.Tx.begin(Tx.java:41)",
                "com.kestrel.issuer.auth.AuthorisationService.approve(AuthorisationService.java:120)",
              ],
            ),
          stackP: 0.3,
        },
      ),
      S("issuer-host", "WARN", 15, (r) => `pool issuerPool: available=0 borrowed=64 pending=${r.int(40, 300)}`),
      S("auth-switch", "WARN", 0.8, (r) => `issuer-host no 0110 within 2000ms stan=${stan(r)}, routing to stand-in`, {
        delay: 2,
      }),
      S("stand-in", "INFO", 0.9, (r) => `STIP approved stan=${stan(r)} amt=${amount(r, 1, 150)} (issuer timeout)`, {
        delay: 2,
      }),
    ],
  },
  {
    estate: "H",
    origin: "nostro-recon",
    category: "database",
    hints: ["deadlock", "database", "psycopg2", "postgres", "lock"],
    sev: "medium",
    note: "Two nostro-recon auto-match workers take row locks in opposite order and PostgreSQL keeps aborting them with deadlocks; positions requests from the portal fail.",
    suppress: [{ svc: "nostro-recon", p: 0.8, match: "position served" }],
    streams: [
      S("nostro-recon", "ERROR", 4, () => "auto-match batch rolled back", {
        stack: (r) =>
          pyStack(
            [
              ["/srv/nostro_recon/matching/worker.py", 214, "run_batch", "session.flush()"],
              [
                "/usr/local/lib/python3.11/site-packages/sqlalchemy/engine/default.py",
                922,
                "do_execute",
                "cursor.execute(statement, parameters)",
              ],
            ],
            `sqlalchemy.exc.OperationalError: (psycopg2.errors.DeadlockDetected) deadlock detected\nDETAIL:  Process ${r.int(30000, 60000)} waits for ShareLock on transaction ${r.int(90000000, 99999999)}; blocked by process ${r.int(30000, 60000)}.\nProcess ${r.int(30000, 60000)} waits for ShareLock on transaction ${r.int(90000000, 99999999)}; blocked by process ${r.int(30000, 60000)}.\nHINT:  See server log for query details.\nCONTEXT:  while updating tuple (${r.int(100, 900)},${r.int(1, 40)}) in relation "statement_entries"`,
          ),
        stackP: 0.8,
      }),
      S("nostro-recon", "WARN", 3, (r) => `retrying auto-match batch ${r.int(100, 999)} (attempt ${r.int(2, 5)})`),
      S(
        "treasury-portal",
        "ERROR",
        3,
        (r) =>
          `GET /api/positions?ccy=${r.pick(["USD", "EUR", "GBP"])} 500 ${r.int(900, 5000)}ms upstream=nostro-recon`,
        {
          delay: 5,
        },
      ),
    ],
  },
  {
    estate: "B",
    origin: "ebs-weblogic",
    category: "database",
    hints: ["pool", "jdbc", "connection", "database", "ora-12519"],
    sev: "high",
    note: "The EBS data source on WebLogic runs out of connections and the database listener refuses new ones; concurrent requests and AP payment exports fail.",
    suppress: [
      { svc: "ebs-weblogic", p: 0.95, match: "completed Normal" },
      { svc: "ap-invoice-svc", p: 0.95, match: "Payment run file" },
    ],
    streams: [
      S(
        "ebs-weblogic",
        "ERROR",
        2,
        () =>
          '<Error> <JDBC> <BEA-001129> <Received exception while creating connection for pool "EBSDataSource": Listener refused the connection with the following error:\nORA-12519, TNS:no appropriate service handler found>',
      ),
      S(
        "ebs-weblogic",
        "ERROR",
        2.5,
        () => "<Error> <oacore> <BEA-000000> <Concurrent request failed to start: PoolLimitSQLException>",
        {
          stack: () =>
            javaStack(
              "weblogic.jdbc.extensions.PoolLimitSQLException: weblogic.common.resourcepool.ResourceLimitException: No resources currently available in pool EBSDataSource to allocate to applications, please increase the size of the pool and retry..",
              [
                "weblogic.jdbc.common.internal.JDBCUtil.wrapAndThrowResourceException(JDBCUtil.java:283)",
                "weblogic.jdbc.common.internal.RmiDataSource.getPoolConnection(RmiDataSource.java:464)",
                "oracle.apps.fnd.common.AppsContext.getJDBCConnection(AppsContext.java:2151)",
                "oracle.apps.fnd.cp.request.Run.main(Run.java:157)",
              ],
            ),
          stackP: 0.5,
        },
      ),
      S(
        "ap-invoice-svc",
        "ERROR",
        10,
        (r) => `EBS payment export call failed: HTTP 500 from ebs-weblogic (run ${r.int(1000, 9999)})`,
        { delay: 20 },
      ),
    ],
  },
  // ------------------------------------------------------------------ network
  {
    estate: "N",
    origin: "mq-qmgr",
    category: "network",
    hints: ["connection", "network", "tcp", "communications", "channel", "send", "reset"],
    sev: "high",
    note: "The sender channel from QMPRD01 to the mainframe queue manager keeps failing with TCP errors; payment requests sit on the transmission queue and payments-orch times out waiting for core replies.",
    suppress: [
      { svc: "payments-orch", p: 0.95, match: "accepted" },
      { svc: "mobile-api", p: 0.95, match: " 201 " },
    ],
    streams: [
      S(
        "mq-qmgr",
        "ERROR",
        9,
        () =>
          "AMQ9206E: Error sending data to host 'mvsq1.nmb.local (10.40.2.17)(1414)'. An error occurred sending data over TCP/IP to mvsq1.nmb.local (10.40.2.17)(1414). This may be due to a communications failure. The return code from the TCP/IP send() call was 104 (X'68').",
      ),
      S(
        "mq-qmgr",
        "ERROR",
        9,
        () => "AMQ9999E: Channel 'QMPRD01.TO.MVSQ1' to host 'mvsq1.nmb.local (10.40.2.17)(1414)' ended abnormally.",
        {
          delay: 0.2,
        },
      ),
      S(
        "mq-qmgr",
        "WARN",
        12,
        () =>
          "AMQ9213E: A communications error for TCP/IP occurred. An unexpected error occurred in communications. The return code from the TCP/IP connect() call was 113 (X'71').",
        { delay: 4 },
      ),
      S(
        "payments-orch",
        "ERROR",
        1.5,
        (r) => `payment ${pmt(r)} timed out waiting for core reply on PAY.REPLY after 15000ms (MQRC 2033)`,
        {
          delay: 15,
        },
      ),
      S("payments-orch", "WARN", 1.0, (r) => `re-sending ${pmt(r)} to PAY.REQ.CORE (attempt ${r.int(2, 4)}/4)`, {
        delay: 16,
      }),
      S("mobile-api", "ERROR", 1.5, (r) => `POST /v1/payments 504 ${r.int(15000, 15600)}ms`, { delay: 16 }),
    ],
  },
  {
    estate: "K",
    origin: "hsm-proxy",
    category: "network",
    hints: ["no route", "connection", "network", "reset", "dial", "tcp"],
    sev: "high",
    note: "A route to the HSM VLAN disappears; hsm-proxy loses both payShield connections, PIN translation fails and the switch declines PIN transactions with rc=91.",
    suppress: [
      { svc: "hsm-proxy", p: 0.97 },
      { svc: "issuer-host", p: 0.6, match: "AUTH rrn" },
      { svc: "auth-switch", p: 0.6, match: "route=ON-US" },
    ],
    streams: [
      S("hsm-proxy", "ERROR", 1, (r) =>
        r.chance(0.5)
          ? `CA to hsm-b failed: dial tcp 10.20.8.32:1500: connect: no route to host`
          : `CA to hsm-a failed: dial tcp 10.20.8.31:1500: connect: no route to host`,
      ),
      S(
        "hsm-proxy",
        "ERROR",
        30,
        (r) => `hsm-a: read tcp 10.20.4.11:${r.int(30000, 60000)}->10.20.8.31:1500: read: connection reset by peer`,
        {
          stop: 20,
        },
      ),
      S("hsm-proxy", "WARN", 15, () => "pool degraded: 0/16 connections healthy (hsm-a down, hsm-b down)", {
        delay: 3,
      }),
      S(
        "auth-switch",
        "ERROR",
        0.8,
        (r) => `PIN translate failed stan=${stan(r)}: hsm-proxy error 'no HSM available', responding rc=91`,
        {
          delay: 0.5,
        },
      ),
      S(
        "pos-edge",
        "WARN",
        0.8,
        (r) => `TX 0110 tid=T${r.digits(7)} stan=${stan(r)} rc=91 (issuer or switch inoperative)`,
        { delay: 0.6 },
      ),
    ],
  },
  {
    estate: "H",
    origin: "fx-rates",
    category: "network",
    hints: ["dns", "lookup", "no such host", "network", "resolve", "server misbehaving"],
    sev: "high",
    note: "fx-rates can no longer resolve its market data host after a DNS change; quotes go stale and the payment factory refuses FX payments.",
    suppress: [{ svc: "fx-rates", p: 0.97 }],
    streams: [
      S(
        "fx-rates",
        "ERROR",
        5,
        () =>
          "session connect failed: dial tcp: lookup bpipe-ldn-1.halvard.internal on 10.96.0.10:53: server misbehaving",
      ),
      S(
        "fx-rates",
        "ERROR",
        7,
        () => "session connect failed: dial tcp: lookup bpipe-ldn-2.halvard.internal on 10.96.0.10:53: no such host",
      ),
      S(
        "fx-rates",
        "WARN",
        6,
        (r) => `quote ${r.pick(["USD", "EUR", "CHF", "JPY"])}/GBP stale: last tick ${r.int(60, 900)}s ago (max 30s)`,
        {
          delay: 30,
        },
      ),
      S(
        "payment-factory",
        "ERROR",
        3,
        (r) => `Payment ${htb(r)} rejected: FX quote unavailable (fx-rates returned 503 Service Unavailable)`,
        {
          delay: 30,
        },
      ),
      S(
        "treasury-portal",
        "ERROR",
        4,
        (r) => `POST /api/payments/submit 502 ${r.int(100, 900)}ms upstream=payment-factory`,
        { delay: 31 },
      ),
    ],
  },
  {
    estate: "B",
    origin: "edi-gateway",
    category: "network",
    hints: ["reset", "connection", "network", "broken pipe", "tcp"],
    sev: "medium",
    note: "Outbound AS2 connections from edi-gateway to trading partners are reset mid-transfer; PO keeps retrying and purchase orders stop reaching suppliers.",
    suppress: [{ svc: "edi-gateway", p: 0.7, match: "AS2 in" }],
    streams: [
      S(
        "edi-gateway",
        "ERROR",
        3,
        (r) =>
          `AS2 send to ${r.pick(["NORDFAST", "ACME-SUPPLY", "KRONOS-LOG"])} failed: Post "https://as2.${r.pick(["nordfast", "acme-supply", "kronoslog"])}.example/as2": read tcp 10.8.1.4:${r.int(40000, 60000)}->203.0.113.${r.int(10, 90)}:443: read: connection reset by peer`,
      ),
      S(
        "edi-gateway",
        "ERROR",
        9,
        (r) =>
          `AS2 send to PACIFICPARTS failed: write tcp 10.8.1.4:${r.int(40000, 60000)}->198.51.100.7:443: write: broken pipe`,
      ),
      S(
        "sap-po",
        "WARN",
        3,
        (r) =>
          `Message ${r.hex(8)}-${r.hex(4)} retry ${r.int(1, 3)}/3 for channel CC_EDI_AS2_Receiver: HTTP 502 from edi-gw-01, next attempt in 5 min`,
        {
          delay: 2,
        },
      ),
      S(
        "sap-po",
        "ERROR",
        12,
        (r) => `Message ${msgId(r)} set to NDLV: maximum retries reached for CC_EDI_AS2_Receiver`,
        { delay: 90 },
      ),
    ],
  },
  // ------------------------------------------------------------------ timeout
  {
    estate: "N",
    origin: "cics-region",
    category: "timeout",
    hints: ["timeout", "akcs", "deadlock", "lock", "dtimout", "timed out"],
    sev: "high",
    note: "Transfer transactions in CICSPRD1 wait on a held ledger record and are purged by the deadlock timeout (abend AKCS); the gateway, payments-orch and the app report timeouts and retry.",
    suppress: [
      { svc: "cics-region", p: 0.8, match: "XFR1 task" },
      { svc: "payments-orch", p: 0.85, match: "accepted" },
      { svc: "mobile-api", p: 0.85, match: " 201 " },
    ],
    streams: [
      S(
        "cics-region",
        "WARN",
        5,
        (r) => `NMBXFR01 ENQ on LEDGER.ACCT.${acct(r)} waiting ${r.int(5, 29)}s (held by task ${r.digits(5)})`,
      ),
      S(
        "cics-region",
        "ERROR",
        1.8,
        (r) =>
          `DFHAC2206 CICSPRD1 Transaction XFR1 failed with abend AKCS. Updates to local recoverable resources backed out. (task ${r.digits(5)}, term CG${r.digits(2)})`,
        { delay: 30 },
      ),
      S(
        "cics-gateway",
        "ERROR",
        1.5,
        (r) =>
          `CTG9631E Error occurred during interaction with CICS: "ECI_ERR_TRANSACTION_ABEND" abend=AKCS program=NMBXFR01 (${r.int(30000, 31000)}ms)`,
        {
          delay: 30,
        },
      ),
      S(
        "payments-orch",
        "WARN",
        0.6,
        (r) => `core posting for ${pmt(r)} timed out after 30000ms, retrying (attempt ${r.int(2, 4)}/4)`,
        {
          delay: 31,
        },
      ),
      S("payments-orch", "ERROR", 2, (r) => `payment ${pmt(r)} failed after 4 attempts: core posting timeout`, {
        delay: 120,
      }),
      S("mobile-api", "ERROR", 1.2, (r) => `POST /v1/payments 504 ${r.int(30000, 30200)}ms`, { delay: 31 }),
    ],
  },
  {
    estate: "K",
    origin: "scheme-gw",
    category: "timeout",
    hints: ["timeout", "timed out", "no response", "4500ms", "unanswered"],
    sev: "medium",
    note: "The Visa BASE I link stops answering in time; scheme-gw sends reversals after its 4.5 s timer, Visa traffic goes to stand-in while Mastercard stays healthy.",
    suppress: [{ svc: "scheme-gw", p: 0.95, match: "VISA-BASE1 0100" }],
    streams: [
      S("scheme-gw", "WARN", 1.5, (r) => `VISA-BASE1 no 0110 for stan=${stan(r)} within 4500ms, sending 0420 reversal`),
      S(
        "scheme-gw",
        "ERROR",
        30,
        (r) => `VISA-BASE1 0800 echo stan=${stan(r)} unanswered after 10000ms (link state UP, 3 consecutive misses)`,
        {
          delay: 20,
        },
      ),
      S("auth-switch", "WARN", 1.5, (r) => `route VISA-BASE1 timeout stan=${stan(r)}, responding rc=91 to acquirer`, {
        delay: 4.5,
      }),
      S("stand-in", "INFO", 3, (r) => `STIP on behalf of VISA stan=${stan(r)} approved amt=${amount(r, 1, 100)}`, {
        delay: 5,
      }),
    ],
  },
  {
    estate: "H",
    origin: "sanctions-filter",
    category: "timeout",
    hints: ["timeout", "timed out", "did not complete", "exceeded"],
    sev: "high",
    note: "Screening against the fuzzy-name pattern set slows until each message exceeds the 20 s limit; the payment factory's calls time out, it retries and outbound payments stall.",
    suppress: [
      { svc: "sanctions-filter", p: 0.9, match: "result=PASS" },
      { svc: "mx-translator", p: 0.9 },
      { svc: "swift-gw", p: 0.85, match: "ACK received" },
    ],
    streams: [
      S(
        "sanctions-filter",
        "WARN",
        4,
        (r) => `screening ${htb(r)} slow: ${r.int(8000, 19000)}ms in pattern set 'fuzzy-names-v7'`,
        { stop: 60 },
      ),
      S("sanctions-filter", "ERROR", 2.5, (r) => `screening of ${htb(r)} abandoned`, {
        delay: 40,
        stack: (r) =>
          javaStack(`java.util.concurrent.TimeoutException: screening of ${htb(r)} did not complete within 20000 ms`, [
            "java.base/java.util.concurrent.FutureTask.get(FutureTask.java:204)",
            "com.halvard.screening.engine.ScreeningService.screen(ScreeningService.java:97)",
            "com.halvard.screening.api.ScreeningController.screen(ScreeningController.java:42)",
          ]),
        stackP: 0.5,
      }),
      S(
        "payment-factory",
        "ERROR",
        2.5,
        (r) => `Payment ${htb(r)}: sanctions-filter did not respond within 30s, queued for retry`,
        { delay: 50 },
      ),
      S("payment-factory", "WARN", 1.5, (r) => `Retrying screening for ${htb(r)} (attempt ${r.int(2, 5)} of 5)`, {
        delay: 55,
      }),
    ],
  },
  {
    estate: "B",
    origin: "sap-erp",
    category: "timeout",
    hints: ["time_out", "timeout", "timed out", "runtime", "exceeded"],
    sev: "high",
    note: "MIRO invoice postings in the ERP run past the 600 s dialog limit and are cancelled with TIME_OUT dumps; PO and the AP service report RFC timeouts.",
    suppress: [{ svc: "sap-erp", p: 0.9, match: "INVOIC02 status 53" }],
    streams: [
      S(
        "sap-erp",
        "WARN",
        20,
        (r) => `Work process ${r.int(3, 19)} (DIA) running ${r.int(300, 590)}s in program SAPLMRMP, user RFC_PO_BW`,
        {
          stop: 120,
        },
      ),
      S(
        "sap-erp",
        "ERROR",
        8,
        (r) =>
          `Short dump TIME_OUT in program SAPLMRMP (include LMRMPF0V), user RFC_PO_BW, client 100: Time limit exceeded (rdisp/max_wprun_time 600s), WP ${r.int(3, 19)}`,
        { delay: 60 },
      ),
      S(
        "sap-po",
        "ERROR",
        5,
        (r) => `Message ${msgId(r)}: RFC call BAPI_INCOMINGINVOICE_CREATE1 to BWP timed out after 600000ms`,
        {
          delay: 62,
        },
      ),
      S(
        "ap-invoice-svc",
        "ERROR",
        5,
        (r) =>
          `SAP posting for ${inv(r)} failed: The request channel timed out while waiting for a reply after 00:10:00`,
        {
          delay: 63,
        },
      ),
    ],
  },
  // ------------------------------------------------------------------ rate_limiting
  {
    estate: "N",
    origin: "fraud-scoring",
    category: "rate_limiting",
    hints: ["429", "rate", "throttl", "too many", "quota"],
    sev: "medium",
    note: "The device-intelligence vendor starts throttling fraud-scoring with HTTP 429; scores come back without device signals or not at all and payments are held for manual review.",
    suppress: [{ svc: "fraud-scoring", p: 0.6 }],
    streams: [
      S(
        "fraud-scoring",
        "WARN",
        1.2,
        () =>
          "device intel lookup throttled: HTTP 429 Too Many Requests (Retry-After: 30), scoring without device signals",
      ),
      S("fraud-scoring", "ERROR", 3, (r) => `score failed for txn ${pmt(r)}`, {
        delay: 20,
        stack: () =>
          pyStack(
            [
              ["/app/fraud_scoring/features/device.py", 88, "fetch_device_risk", "resp.raise_for_status()"],
              [
                "/usr/local/lib/python3.11/site-packages/requests/models.py",
                1021,
                "raise_for_status",
                "raise HTTPError(http_error_msg, response=self)",
              ],
            ],
            "requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://api.devicecheck.example/v2/assess",
          ),
        stackP: 0.7,
      }),
      S(
        "payments-orch",
        "WARN",
        3,
        (r) => `fraud score unavailable for ${pmt(r)} (fraud-scoring 503), payment held for manual review`,
        { delay: 21 },
      ),
    ],
  },
  {
    estate: "K",
    origin: "clearing-batch",
    category: "rate_limiting",
    hints: ["429", "rate", "too many", "throttl"],
    sev: "medium",
    note: "The scheme's file API rate-limits clearing-batch's uploads; the cycle's clearing file is not accepted before the window and the ops portal flags it.",
    suppress: [],
    streams: [
      S(
        "clearing-batch",
        "WARN",
        20,
        (r) => `upload T112 cycle 4 part ${r.int(1, 6)}: HTTP 429 Too Many Requests (Retry-After: 120), backing off`,
      ),
      S("clearing-batch", "ERROR", 60, (r) => `upload T112 cycle 4 part ${r.int(1, 6)} failed`, {
        delay: 90,
        stack: () =>
          pyStack(
            [
              ["/opt/clearing/clearing/upload.py", 73, "push_part", "resp.raise_for_status()"],
              [
                "/usr/local/lib/python3.11/site-packages/requests/models.py",
                1021,
                "raise_for_status",
                "raise HTTPError(http_error_msg, response=self)",
              ],
            ],
            "requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://fileexpress.mastercard.example/v2/files/T112",
          ),
        stackP: 1,
      }),
      S(
        "ops-portal",
        "WARN",
        45,
        () => "clearing dashboard: cycle 4 T112 not confirmed by scheme (deadline in 40 min)",
        { delay: 120 },
      ),
    ],
  },
  {
    estate: "H",
    origin: "swift-gw",
    category: "rate_limiting",
    hints: ["429", "rate", "quota", "throttl", "too many"],
    sev: "medium",
    note: "swift-gw exceeds its gpi Tracker API quota and is throttled with 429s; payment status tracking in the portal goes stale.",
    suppress: [],
    streams: [
      S(
        "swift-gw",
        "WARN",
        2,
        () =>
          "gpi Tracker GET /swift-apitracker/v5/payments/{uetr}/transactions: 429 Too Many Requests (quota 50/min exceeded), retry after 60s",
      ),
      S(
        "swift-gw",
        "ERROR",
        8,
        (r) =>
          `gpi status poll for UETR ${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.hex(4)}-${r.hex(12)} gave up after 3 throttled attempts`,
        {
          delay: 60,
        },
      ),
      S("treasury-portal", "WARN", 4, (r) => `gpi status unavailable for ${htb(r)}, showing last known (ACSP)`, {
        delay: 5,
      }),
    ],
  },
  {
    estate: "B",
    origin: "doc-capture",
    category: "rate_limiting",
    hints: ["429", "rate", "throttl", "too many", "limit"],
    sev: "medium",
    note: "The OCR cloud service throttles doc-capture above its S0 tier limit; documents queue up and AP waits for OCR results.",
    suppress: [{ svc: "doc-capture", p: 0.75, match: "ocr done" }],
    streams: [
      S(
        "doc-capture",
        "WARN",
        1.5,
        () =>
          "azure.core.exceptions.HttpResponseError: (429) Requests to the Analyze Document operation under Form Recognizer API (2023-07-31) have exceeded rate limit of your current S0 pricing tier. Please retry after 2 seconds.",
      ),
      S("doc-capture", "ERROR", 6, (r) => `ocr failed for ${inv(r)}.pdf after 5 retries (throttled), requeued`, {
        delay: 40,
      }),
      S("ap-invoice-svc", "WARN", 5, (r) => `Invoice ${inv(r)} waiting for OCR result for ${r.int(10, 40)} min`, {
        delay: 120,
      }),
    ],
  },
  // ------------------------------------------------------------------ validation
  {
    estate: "N",
    origin: "aml-screening",
    category: "validation",
    hints: ["invalid", "format", "deserializ", "validation", "parse"],
    sev: "medium",
    note: "aml-screening cannot parse screening requests whose amount arrives as a formatted string; each is backed out and redelivered, the listener pauses and payments wait for AML replies.",
    suppress: [{ svc: "aml-screening", p: 0.9, match: "NO_MATCH" }],
    streams: [
      S(
        "aml-screening",
        "ERROR",
        2,
        (r) => `Failed to process message ID:414d5120514d50524430312020202020${r.hex(16)} from AML.SCREEN.REQ`,
        {
          stack: (r) =>
            javaStack(
              `com.fasterxml.jackson.databind.exc.InvalidFormatException: Cannot deserialize value of type \`java.math.BigDecimal\` from String "${r.int(1, 9)},${r.digits(3)}.00": not a valid representation\n at [Source: (String)"{"paymentId":"PMT-${r.upper(10)}","amount":"${r.int(1, 9)},${r.digits(3)}.00","currency":"GBP"..."; line: 1, column: 48] (through reference chain: com.northmere.aml.model.ScreeningRequest["amount"])`,
              [
                "com.fasterxml.jackson.databind.exc.InvalidFormatException.from(InvalidFormatException.java:67)",
                "com.fasterxml.jackson.databind.DeserializationContext.weirdStringException(DeserializationContext.java:1991)",
                "com.fasterxml.jackson.databind.ObjectMapper.readValue(ObjectMapper.java:3629)",
                "com.northmere.aml.listener.ScreeningListener.onMessage(ScreeningListener.java:58)",
              ],
            ),
          stackP: 0.6,
        },
      ),
      S("aml-screening", "WARN", 3, (r) => `message rolled back to AML.SCREEN.REQ, BackoutCount=${r.int(1, 5)}`),
      S(
        "aml-screening",
        "WARN",
        60,
        () => "listener AML.SCREEN.REQ paused after 10 consecutive failures, resuming in 30s",
        { delay: 40 },
      ),
      S(
        "payments-orch",
        "WARN",
        1.5,
        (r) => `AML screening reply not received for ${pmt(r)} within 5000ms, payment held`,
        { delay: 6 },
      ),
    ],
  },
  {
    estate: "K",
    origin: "auth-switch",
    category: "validation",
    hints: ["format", "unpack", "field 55", "invalid", "validation", "isoexception"],
    sev: "medium",
    note: "Chip transactions from terminals on a new firmware carry a field 55 the switch cannot unpack; it answers with format error rc=30 while magstripe and contactless-without-EMV traffic passes.",
    suppress: [{ svc: "issuer-host", p: 0.3, match: "AUTH rrn" }],
    streams: [
      S("auth-switch", "ERROR", 1.5, (r) => `unpack 0100 failed from pos-edge tid=T${r.digits(7)}, responding rc=30`, {
        stack: (r) =>
          javaStack(
            `org.jpos.iso.ISOException: org.jpos.iso.IFB_LLLBINARY: Problem unpacking field 55 (java.lang.ArrayIndexOutOfBoundsException: Index ${r.int(260, 320)} out of bounds for length ${r.int(200, 255)}) unpacking field=55, consumed=${r.int(180, 250)}`,
            [
              "org.jpos.iso.ISOBasePackager.unpack(ISOBasePackager.java:341)",
              "org.jpos.iso.ISOMsg.unpack(ISOMsg.java:479)",
              "org.jpos.iso.BaseChannel.unpack(BaseChannel.java:981)",
              "org.jpos.iso.BaseChannel.receive(BaseChannel.java:748)",
              "org.jpos.q2.iso.ChannelAdaptor$Receiver.run(ChannelAdaptor.java:330)",
            ],
          ),
        stackP: 0.4,
      }),
      S("pos-edge", "WARN", 1.5, (r) => `TX 0110 tid=T${r.digits(7)} stan=${stan(r)} rc=30 (format error) fw=5.2.1`, {
        delay: 0.2,
      }),
    ],
  },
  {
    estate: "H",
    origin: "mx-translator",
    category: "validation",
    hints: ["schema", "validation", "cvc", "invalid", "xsd", "pattern"],
    sev: "medium",
    note: "A static-data change feeds a lower-case BIC into outgoing pacs.008 messages; mx-translator's XSD validation rejects them and the payment factory moves them to repair.",
    suppress: [{ svc: "mx-translator", p: 0.8, match: "pacs.008" }],
    streams: [
      S(
        "mx-translator",
        "ERROR",
        3,
        (r) =>
          `${htb(r)} pacs.008.001.08 schema validation failed: cvc-pattern-valid: Value 'halvgb2l' is not facet-valid with respect to pattern '[A-Z0-9]{4,4}[A-Z]{2,2}[A-Z0-9]{2,2}([A-Z0-9]{3,3}){0,1}' for type 'BICFIIdentifier'.`,
      ),
      S(
        "mx-translator",
        "ERROR",
        3,
        (r) => `${htb(r)} cvc-type.3.1.3: The value 'halvgb2l' of element 'BICFI' is not valid.`,
        { delay: 0.1 },
      ),
      S(
        "payment-factory",
        "WARN",
        3,
        (r) => `Payment ${htb(r)} returned by mx-translator with status REJECTED_FORMAT, moved to repair queue`,
        {
          delay: 0.5,
        },
      ),
    ],
  },
  {
    estate: "B",
    origin: "sap-erp",
    category: "validation",
    hints: ["unit of measure", "invalid", "not defined", "validation", "status 51"],
    sev: "medium",
    note: "Inbound ORDRSP IDocs start arriving with a unit of measure the ERP does not know; they all stop in status 51 and order confirmations are not posted.",
    suppress: [{ svc: "sap-erp", p: 0.9, match: "ORDERS05 status 53" }],
    streams: [
      S(
        "sap-erp",
        "ERROR",
        4,
        (r) =>
          `IDoc ${r.digits(16)} ORDERS05 status 51: Unit of measure ${r.pick(["PCE", "PCS", "C62"])} is not defined; check your entry (message 00 058), segment E1EDP01 item ${r.int(10, 90)}0`,
      ),
      S(
        "sap-po",
        "INFO",
        30,
        () => "IDoc adapter: 14 IDocs in status 51 for partner KRONOS-LOG / ACME-SUPPLY in the last 10 minutes",
        { delay: 120 },
      ),
    ],
  },
  // ------------------------------------------------------------------ null_reference
  {
    estate: "N",
    origin: "mobile-api",
    category: "null_reference",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "medium",
    note: "A new mobile-api release reads the sort code of a payee that has none (international payees); adding and paying those payees fails with a TypeError.",
    pre: () => [
      L("mobile-api", "INFO", "Server listening on :8080 (version 8.15.0, node v20.11.1, pid 1)", -95000),
      L("mobile-api", "INFO", "redis session store connected (nmb-sess-redis:6379)", -94600),
    ],
    suppress: [],
    streams: [
      S("mobile-api", "ERROR", 2.5, (r) => `POST /v1/${r.pick(["payees", "payments"])} 500 ${r.int(5, 40)}ms`, {
        stack: (r) =>
          nodeStack("TypeError: Cannot read properties of undefined (reading 'sortCode')", [
            `mapPayee (/srv/app/dist/payees/mapper.js:57:${r.int(20, 40)})`,
            "Array.map (<anonymous>)",
            "buildPaymentRequest (/srv/app/dist/payments/build.js:22:31)",
            "async /srv/app/dist/routes/payments.js:41:19",
          ]),
        stackP: 0.7,
      }),
    ],
  },
  {
    estate: "K",
    origin: "card-vault",
    category: "null_reference",
    hints: ["nil pointer", "panic", "null", "segmentation", "nil"],
    sev: "high",
    note: "card-vault panics on a nil pointer when looking up tokens whose key version has no entry; the process restarts repeatedly and the switch declines while it is down.",
    suppress: [{ svc: "card-vault", p: 0.6 }],
    streams: [
      G("card-vault", 20, (r) => [
        L(
          "card-vault",
          "ERROR",
          "panic: runtime error: invalid memory address or nil pointer dereference",
          0,
          goPanic(r, `[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x${r.hex(6)}]`, [
            [
              "github.com/kestrel/card-vault/internal/vault.(*KeyRing).Decrypt(0x0, {0xc0004a2000, 0x40, 0x40})",
              "/src/internal/vault/keyring.go:88",
            ],
            [
              "github.com/kestrel/card-vault/internal/vault.(*Store).Detokenize(0xc0001b6000, {0x1b8e2a0, 0xc000412f00}, {0xc00038c0f0, 0xd})",
              "/src/internal/vault/store.go:142",
            ],
            [
              "github.com/kestrel/card-vault/internal/api.(*Server).handleDetokenize(0xc0001a8000, {0x1b8c7d0, 0xc0004c0000}, 0xc000156300)",
              "/src/internal/api/detokenize.go:51",
            ],
            [
              "net/http.HandlerFunc.ServeHTTP(0x0?, {0x1b8c7d0?, 0xc0004c0000?}, 0x0?)",
              "/usr/local/go/src/net/http/server.go:2166",
            ],
          ]),
        ),
        L("card-vault", "INFO", "card-vault starting (build 2.9.3, go1.22.4) listening on :8080", r.int(2500, 6000)),
      ]),
      S(
        "auth-switch",
        "ERROR",
        1.2,
        (r) =>
          `detokenize via card-vault failed: Post "http://card-vault:8080/v1/detokenize": ${r.pick(["EOF", "dial tcp 10.44.3.18:8080: connect: connection refused"])} stan=${stan(r)} rc=96`,
        {
          delay: 0.3,
        },
      ),
    ],
  },
  {
    estate: "H",
    origin: "payment-factory",
    category: "null_reference",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "The payment factory's correspondent resolver hits a currency with no correspondent entry and throws NullReferenceException for every non-EUR payment; the portal gets 500s.",
    suppress: [{ svc: "payment-factory", p: 0.8, match: "validated" }],
    streams: [
      S("payment-factory", "ERROR", 2.5, (r) => `Submit failed for ${htb(r)}`, {
        stack: (r) =>
          dotnetStack("System.NullReferenceException: Object reference not set to an instance of an object.", [
            `Halvard.PaymentFactory.Routing.CorrespondentResolver.Resolve(PaymentInstruction instr) in D:\\a\\1\\s\\src\\Routing\\CorrespondentResolver.cs:line ${r.int(80, 95)}`,
            "Halvard.PaymentFactory.Services.SubmissionService.Submit(PaymentInstruction instr) in D:\\a\\1\\s\\src\\Services\\SubmissionService.cs:line 132",
            "SyncInvokeSubmit(Object , Object[] , Object[] )",
            "System.ServiceModel.Dispatcher.SyncMethodInvoker.Invoke(Object instance, Object[] inputs, Object[]& outputs)",
          ]),
        stackP: 0.9,
      }),
      S(
        "treasury-portal",
        "ERROR",
        2.5,
        (r) => `POST /api/payments/submit 500 ${r.int(40, 200)}ms upstream=payment-factory`,
        { delay: 0.3 },
      ),
    ],
  },
  {
    estate: "B",
    origin: "vendor-portal",
    category: "null_reference",
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    sev: "medium",
    note: "Vendors without stored bank details crash the invoice submission page with NoMethodError on nil; those submissions fail with 500.",
    suppress: [{ svc: "vendor-portal", p: 0.6, match: "201 Created" }],
    streams: [
      S("vendor-portal", "ERROR", 3, () => "NoMethodError (undefined method `iban' for nil:NilClass):", {
        stack: () =>
          rubyStack([
            "app/models/remittance.rb:42:in `bank_details'",
            "app/controllers/invoices_controller.rb:31:in `create'",
            "actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
          ]),
        stackP: 1,
      }),
      S(
        "vendor-portal",
        "INFO",
        3,
        (r) =>
          `Completed 500 Internal Server Error in ${r.int(10, 60)}ms (ActiveRecord: ${r.int(1, 9)}.${r.int(0, 9)}ms) POST /invoices`,
        {
          delay: 0.05,
        },
      ),
    ],
  },
  // ------------------------------------------------------------------ configuration
  {
    estate: "N",
    origin: "payments-orch",
    category: "configuration",
    hints: ["2085", "unknown_object", "queue", "config", "destination"],
    sev: "high",
    note: "A configuration refresh points payments-orch at a request queue name that does not exist on the queue manager; every core posting fails with MQRC 2085.",
    pre: (r) => [
      L(
        "payments-orch",
        "INFO",
        `Refresh keys changed: [payments.core.request-queue, payments.core.reply-timeout] (config server rev ${r.hex(7)})`,
        -35000,
      ),
    ],
    suppress: [
      { svc: "payments-orch", p: 0.97, match: "accepted" },
      { svc: "cics-gateway", p: 0.9, match: "XFR1" },
      { svc: "cics-region", p: 0.9, match: "XFR1" },
      { svc: "mobile-api", p: 0.95, match: " 201 " },
    ],
    streams: [
      S(
        "payments-orch",
        "ERROR",
        1.3,
        (r) =>
          `payment ${pmt(r)} failed: JMSWMQ2008: Failed to open MQ queue 'PAY.REQ.CORE.V2'. JMS attempted to perform an MQOPEN, but IBM MQ reported an error. (MQRC_UNKNOWN_OBJECT_NAME 2085)`,
        { stack: (r) => springMq(r, "queue:///PAY.REQ.CORE.V2", "2085", "JMSWMQ2008"), stackP: 0.3 },
      ),
      S("mobile-api", "ERROR", 1.3, (r) => `POST /v1/payments 500 ${r.int(20, 80)}ms`, { delay: 0.1 }),
    ],
  },
  {
    estate: "K",
    origin: "hsm-proxy",
    category: "configuration",
    hints: ["config", "key", "not found", "alias", "missing"],
    sev: "high",
    note: "A reloaded hsm-proxy key map references a zone PIN key alias that is not defined; PIN translation for the largest acquirer zone fails and those transactions decline.",
    pre: () => [
      L("hsm-proxy", "INFO", "config reloaded: keys.yaml v212 (3 zones changed: ACQ-0042, ACQ-0107, ACQ-0311)", -50000),
    ],
    suppress: [{ svc: "hsm-proxy", p: 0.5, match: "CA ok" }],
    streams: [
      S(
        "hsm-proxy",
        "ERROR",
        1,
        () => "CA for zone ACQ-0042 failed: key alias ZPK_ACQ_0042_V3 not found in keys.yaml v212",
      ),
      S(
        "auth-switch",
        "ERROR",
        1,
        (r) => `PIN translate failed stan=${stan(r)}: hsm-proxy 422 'key alias not found', responding rc=96`,
        {
          delay: 0.1,
        },
      ),
      S("pos-edge", "WARN", 1, (r) => `TX 0110 tid=T${r.digits(7)} stan=${stan(r)} rc=96 (system malfunction)`, {
        delay: 0.2,
      }),
    ],
  },
  {
    estate: "H",
    origin: "cutoff-scheduler",
    category: "configuration",
    hints: ["cutoff", "timezone", "config", "calendar"],
    sev: "high",
    at: "16:00",
    note: "A reloaded calendar gives USD the UTC timezone instead of New York, so cutoff-scheduler closes USD at 16:00 UTC and the payment factory rolls every USD payment to the next day.",
    pre: (r) => [
      L("cutoff-scheduler", "INFO", `reloaded calendars.yaml rev ${r.int(80, 99)} (USD, CAD entries updated)`, -140000),
      L(
        "cutoff-scheduler",
        "WARN",
        "calendar USD: timezone 'UTC' differs from currency default 'America/New_York'",
        -139800,
      ),
    ],
    suppress: [],
    streams: [
      S("cutoff-scheduler", "WARN", 300, () => "USD cutoff passed (16:00 UTC), closing USD for value today", {
        stop: 10,
      }),
      S("cutoff-scheduler", "INFO", 60, () => "cutoff watch: USD closed for value today, next window opens 00:00 UTC", {
        delay: 30,
      }),
      S(
        "payment-factory",
        "WARN",
        2.5,
        (r) =>
          `Payment ${htb(r)} USD ${amount(r, 1000, 900000)}: cutoff passed for value today, rolled to next business day`,
        {
          delay: 2,
        },
      ),
      S(
        "treasury-portal",
        "WARN",
        5,
        (r) =>
          `POST /api/payments/submit 422 ${r.int(80, 300)}ms reason=USD_CUTOFF_PASSED user=${r.pick(["ops.fk", "ops.mb"])}`,
        {
          delay: 3,
        },
      ),
    ],
  },
  {
    estate: "B",
    origin: "ap-invoice-svc",
    category: "configuration",
    hints: ["endpoint", "config", "contract", "servicemodel"],
    sev: "high",
    note: "A web.config edit on the AP invoice service drops the WCF client endpoint for SAP PO; the app domain recycles and every posting fails because no endpoint element is found.",
    pre: () => [
      L(
        "ap-invoice-svc",
        "INFO",
        "Configuration file D:\\Sites\\ApInvoice\\web.config changed, application domain recycling",
        -20000,
      ),
      L(
        "ap-invoice-svc",
        "INFO",
        "ApInvoice service host opened (net.tcp://BWAPP03:8090/ApInvoice, https://BWAPP03/ApInvoice.svc)",
        -12000,
      ),
    ],
    suppress: [{ svc: "ap-invoice-svc", p: 0.95, match: "sending to SAP" }],
    streams: [
      S("ap-invoice-svc", "ERROR", 3, (r) => `Invoice ${inv(r)} could not be sent to SAP`, {
        stack: () =>
          dotnetStack(
            "System.InvalidOperationException: Could not find default endpoint element that references contract 'SapPoInvoice.IInvoicePostOut' in the ServiceModel client configuration section. This might be because no configuration file was found for your application, or because no endpoint element matching this contract could be found in the client element.",
            [
              "System.ServiceModel.Description.ConfigLoader.LoadChannelBehaviors(ServiceEndpoint serviceEndpoint, String configurationName)",
              "System.ServiceModel.ChannelFactory.ApplyConfiguration(String configurationName, Configuration configuration)",
              "System.ServiceModel.ClientBase`1..ctor()",
              "Brightwell.ApInvoice.Sap.InvoicePostClient..ctor() in C:\\agent\\_work\\4\\s\\ApInvoice\\Sap\\InvoicePostClient.cs:line 18",
            ],
          ),
        stackP: 0.8,
      }),
      S("vendor-portal", "WARN", 15, (r) => `invoice ${inv(r)} status still SUBMITTED after 10 min`, { delay: 180 }),
    ],
  },
  // ------------------------------------------------------------------ dependency
  {
    estate: "N",
    origin: "payments-orch",
    category: "dependency",
    hints: ["503", "unavailable", "circuit", "fps", "gateway", "upstream"],
    sev: "high",
    note: "The Faster Payments scheme gateway (a vendor service) answers 503; payments-orch retries, opens its circuit breaker and rejects outbound payments.",
    suppress: [
      { svc: "payments-orch", p: 0.95, match: "accepted" },
      { svc: "mobile-api", p: 0.95, match: " 201 " },
    ],
    streams: [
      S(
        "payments-orch",
        "WARN",
        1.2,
        (r) =>
          `FPS submission for ${pmt(r)} failed: 503 Service Unavailable from https://fps-gw.schemeconnect.example/v1/payments, retrying`,
        {
          stop: 50,
        },
      ),
      S("payments-orch", "WARN", 120, () => "CircuitBreaker 'fpsGateway' changed state from CLOSED to OPEN", {
        delay: 45,
      }),
      S("payments-orch", "INFO", 120, () => "CircuitBreaker 'fpsGateway' changed state from OPEN to HALF_OPEN", {
        delay: 105,
      }),
      S(
        "payments-orch",
        "ERROR",
        1.2,
        (r) => `payment ${pmt(r)} rejected: CircuitBreaker 'fpsGateway' is OPEN and does not permit further calls`,
        {
          delay: 46,
          stack: () =>
            javaStack(
              "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'fpsGateway' is OPEN and does not permit further calls",
              [
                "io.github.resilience4j.circuitbreaker.CallNotPermittedException.createCallNotPermittedException(CallNotPermittedException.java:48)",
                "io.github.resilience4j.circuitbreaker.CircuitBreaker.lambda$decorateSupplier$6(CircuitBreaker.java:212)",
                "com.northmere.payments.fps.FpsGatewayClient.submit(FpsGatewayClient.java:77)",
              ],
            ),
          stackP: 0.15,
        },
      ),
      S("mobile-api", "ERROR", 1.2, (r) => `POST /v1/payments 503 ${r.int(30, 3000)}ms`, { delay: 1 }),
    ],
  },
  {
    estate: "K",
    origin: "fraud-rt",
    category: "dependency",
    hints: ["redis", "connection", "cache", "unavailable", "refused"],
    sev: "medium",
    note: "The Redis cache behind fraud-rt's velocity features goes down; fraud-rt fails to score and the switch approves without scores (fail-open).",
    suppress: [{ svc: "fraud-rt", p: 0.8, match: "score stan" }],
    streams: [
      S("fraud-rt", "ERROR", 1.5, () => "velocity lookup failed", {
        stack: () =>
          pyStack(
            [
              ["/app/fraud_rt/features/velocity.py", 51, "card_velocity", "counts = self.redis.mget(keys)"],
              [
                "/usr/local/lib/python3.11/site-packages/redis/connection.py",
                699,
                "connect",
                "raise ConnectionError(self._error_message(e))",
              ],
            ],
            "redis.exceptions.ConnectionError: Error 111 connecting to fraud-cache.kcs-switch.svc:6379. Connection refused.",
          ),
        stackP: 0.7,
      }),
      S("fraud-rt", "WARN", 10, () => "velocity features unavailable, returning 503 to callers"),
      S(
        "auth-switch",
        "WARN",
        0.8,
        (r) => `fraud-rt returned 503 for stan=${stan(r)}, proceeding without score (fail-open)`,
        { delay: 0.3 },
      ),
    ],
  },
  {
    estate: "H",
    origin: "fx-rates",
    category: "dependency",
    hints: ["servicedown", "unavailable", "bpipe", "session", "dependency", "market data"],
    sev: "high",
    note: "The market data vendor's service goes down (ServiceDown, subscription failures) while the network is fine; fx-rates has no rates and FX payments are refused.",
    suppress: [{ svc: "fx-rates", p: 0.97 }],
    streams: [
      S(
        "fx-rates",
        "ERROR",
        60,
        () => 'ServiceDown = { serviceName = "//blp/mktdata" servers = [ "bpipe-ldn-1:8194", "bpipe-ldn-2:8194" ] }',
        {
          stop: 5,
        },
      ),
      S(
        "fx-rates",
        "ERROR",
        4,
        (r) =>
          `SubscriptionFailure ${r.pick(["GBPUSD", "EURGBP", "GBPCHF", "GBPJPY"])} Curncy: reason = { source = "bbdb@${r.pick(["ldn", "nyk"])}" errorCode = 2 category = "NOT_AVAILABLE" description = "Service //blp/mktdata unavailable" }`,
      ),
      S(
        "payment-factory",
        "ERROR",
        3,
        (r) => `Payment ${htb(r)} rejected: FX quote unavailable (fx-rates returned 503 Service Unavailable)`,
        {
          delay: 20,
        },
      ),
      S(
        "treasury-portal",
        "ERROR",
        4,
        (r) => `POST /api/payments/submit 502 ${r.int(100, 900)}ms upstream=payment-factory`,
        { delay: 21 },
      ),
    ],
  },
  {
    estate: "B",
    origin: "sap-po",
    category: "dependency",
    hints: ["503", "unavailable", "ariba", "upstream", "dependency"],
    sev: "medium",
    note: "The Ariba Network endpoint answers 503 to SAP PO's cXML receiver channel; purchase order transmission to suppliers backs up.",
    suppress: [],
    streams: [
      S(
        "sap-po",
        "ERROR",
        4,
        (r) =>
          `Message ${msgId(r)}: channel CC_Ariba_cXML_Receiver: HTTP 503 Service Unavailable from https://service.ariba.com/service/transaction/cxml.asp`,
      ),
      S("sap-po", "WARN", 6, (r) => `Message ${msgId(r)} scheduled for retry 1/3 (CC_Ariba_cXML_Receiver)`),
      S(
        "ap-invoice-svc",
        "WARN",
        20,
        (r) => `PO 45${r.digits(8)} confirmation not received from supplier network, invoice match deferred`,
        { delay: 120 },
      ),
    ],
  },
  // ------------------------------------------------------------------ memory
  {
    estate: "N",
    origin: "aml-screening",
    category: "memory",
    hints: ["outofmemory", "heap", "memory", "oom", "gc"],
    sev: "high",
    note: "aml-screening's heap fills (full GCs freeing nothing), it dies with OutOfMemoryError and restarts in a loop; payments wait for AML replies.",
    suppress: [{ svc: "aml-screening", p: 0.7 }],
    streams: [
      S(
        "aml-screening",
        "WARN",
        8,
        (r) =>
          `[gc] GC(${r.int(9000, 9900)}) Pause Full (G1 Compaction Pause) ${r.int(3930, 3990)}M->${r.int(3900, 3960)}M(4096M) ${r.int(1800, 4200)}.${r.digits(3)}ms`,
        {
          stop: 100,
        },
      ),
      G(
        "aml-screening",
        50,
        (r) => [
          L(
            "aml-screening",
            "ERROR",
            'Exception in thread "DefaultMessageListenerContainer-3" java.lang.OutOfMemoryError: Java heap space',
            0,
            javaStack("java.lang.OutOfMemoryError: Java heap space", [
              "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
              "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
              "com.northmere.aml.lists.NameIndex.expand(NameIndex.java:212)",
              "com.northmere.aml.engine.FuzzyMatcher.candidates(FuzzyMatcher.java:96)",
            ]),
          ),
          L("aml-screening", "ERROR", "Terminating due to java.lang.OutOfMemoryError: Java heap space", 900),
          L(
            "aml-screening",
            "INFO",
            `Started AmlScreeningApplication in ${r.int(20, 40)}.${r.digits(3)} seconds (process running for ${r.int(21, 42)}.2)`,
            r.int(28000, 45000),
          ),
        ],
        { delay: 90 },
      ),
      S(
        "payments-orch",
        "ERROR",
        2,
        (r) =>
          `AML screening call failed for ${pmt(r)}: ${r.pick(["Connection refused (aml-screening:8443)", "Read timed out after 5000ms"])}, payment held`,
        {
          delay: 60,
        },
      ),
    ],
  },
  {
    estate: "K",
    origin: "fraud-rt",
    category: "memory",
    hints: ["memory", "sigkill", "oom", "rss"],
    sev: "medium",
    note: "fraud-rt's gunicorn workers grow past the container memory limit and are SIGKILLed one after another; scoring calls fail and the switch goes fail-open.",
    suppress: [{ svc: "fraud-rt", p: 0.5, match: "score stan" }],
    streams: [
      S(
        "fraud-rt",
        "WARN",
        20,
        (r) => `worker ${r.int(20, 60)} rss=${r.float(3.4, 3.95).toFixed(2)}GiB (container limit 4GiB)`,
        { stop: 90 },
      ),
      G(
        "fraud-rt",
        25,
        (r) => {
          const pid = r.int(20, 400);
          return [
            L("fraud-rt", "ERROR", `[1] [ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`),
            L("fraud-rt", "INFO", `[1] [INFO] Booting worker with pid: ${pid + r.int(5, 60)}`, r.int(200, 900)),
          ];
        },
        { delay: 60 },
      ),
      S(
        "auth-switch",
        "WARN",
        2,
        (r) =>
          `fraud-rt ${r.pick(["connection reset", "502 Bad Gateway", "no response in 50ms"])} for stan=${stan(r)}, proceeding without score (fail-open)`,
        {
          delay: 61,
        },
      ),
    ],
  },
  {
    estate: "H",
    origin: "treasury-portal",
    category: "memory",
    hints: ["heap", "memory", "out of memory", "allocation"],
    sev: "medium",
    note: "treasury-portal's Node process leaks until V8 aborts with 'JavaScript heap out of memory'; it restarts and dies again, and users lose the portal each time.",
    suppress: [{ svc: "treasury-portal", p: 0.5 }],
    streams: [
      G(
        "treasury-portal",
        75,
        (r) => [
          L(
            "treasury-portal",
            "ERROR",
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
            0,
            [
              "<--- Last few GCs --->",
              "",
              `[1:0x5d8c4a0]  ${r.int(600000, 900000)} ms: Mark-Compact 2041.3 (2083.5) -> 2039.8 (2084.0) MB, ${r.int(1200, 1900)}.1 / 0.0 ms  (average mu = 0.112, current mu = 0.009) allocation failure; scavenge might not succeed`,
              "",
              "<--- JS stacktrace --->",
              "",
              " 1: 0xb7a940 node::Abort() [node]",
              " 2: 0xa8e823  [node]",
              " 3: 0xd5c8d0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, bool) [node]",
            ].join("\n"),
          ),
          L(
            "treasury-portal",
            "INFO",
            "Server listening on :3000 (treasury-portal 6.3.1, node v18.19.0)",
            r.int(6000, 9000),
          ),
        ],
        { delay: 40 },
      ),
      S(
        "treasury-portal",
        "WARN",
        15,
        (r) =>
          `slow request GET /api/payments/export?days=${r.int(30, 90)} ${r.int(4000, 12000)}ms rss=${r.int(1700, 2000)}MB`,
        {
          stop: 60,
        },
      ),
    ],
  },
  {
    estate: "B",
    origin: "sap-erp",
    category: "memory",
    hints: ["tsv_tnew_page_alloc_failed", "memory", "storage", "alloc"],
    sev: "medium",
    note: "A custom AP reconciliation report exhausts extended memory in the ERP and dumps with TSV_TNEW_PAGE_ALLOC_FAILED on each call; PO's RFC calls to it fail.",
    suppress: [],
    streams: [
      S(
        "sap-erp",
        "WARN",
        30,
        (r) =>
          `Work process ${r.int(3, 19)} in PRIV mode, extended memory used 4,194,304 KB (program ZBW_AP_RECON, user BATCH_AP)`,
        {
          stop: 120,
        },
      ),
      S(
        "sap-erp",
        "ERROR",
        20,
        () =>
          "Short dump TSV_TNEW_PAGE_ALLOC_FAILED in program ZBW_AP_RECON, user RFC_PO_BW, client 100: No more storage space available for extending an internal table",
        { delay: 40 },
      ),
      S(
        "sap-po",
        "ERROR",
        20,
        (r) =>
          `Message ${msgId(r)}: RFC call Z_AP_RECON_GET failed: (104) RFC_ERROR_SYSTEM_FAILURE: No more storage space available for extending an internal table.`,
        {
          delay: 41,
        },
      ),
      S(
        "ap-invoice-svc",
        "WARN",
        25,
        () => "Daily AP reconciliation could not be fetched from SAP, dashboard shows yesterday's data",
        { delay: 45 },
      ),
    ],
  },
  // ------------------------------------------------------------------ disk
  {
    estate: "N",
    origin: "mq-qmgr",
    category: "disk",
    hints: ["disk", "log", "full", "space", "2102", "resource"],
    sev: "high",
    note: "The filesystem holding QMPRD01's recovery log fills; the queue manager reports its log full and applications get MQRC_RESOURCE_PROBLEM on every put.",
    suppress: [
      { svc: "payments-orch", p: 0.95, match: "accepted" },
      { svc: "mobile-api", p: 0.95, match: " 201 " },
      { svc: "notify-dispatch", p: 0.8, match: "push delivered" },
    ],
    streams: [
      S(
        "mq-qmgr",
        "ERROR",
        60,
        () =>
          "AMQ6708E: A disk full condition was encountered when formatting a new log file in location '/var/mqm/log/QMPRD01/active/'.",
        { stop: 5 },
      ),
      S("mq-qmgr", "ERROR", 15, () => "AMQ7463W: The log for queue manager QMPRD01 is full.", { delay: 1 }),
      S("mq-qmgr", "ERROR", 20, () => "AMQ6709E: The log for the queue manager is full.", { delay: 2 }),
      S(
        "payments-orch",
        "ERROR",
        1.1,
        (r) =>
          `payment ${pmt(r)} failed: JMSWMQ2007: Failed to send a message to destination 'PAY.REQ.CORE'. (MQRC_RESOURCE_PROBLEM 2102)`,
        {
          delay: 2,
          stack: (r) => springMq(r, "queue:///PAY.REQ.CORE", "2102", "JMSWMQ2007"),
          stackP: 0.2,
        },
      ),
      S("notify-dispatch", "ERROR", 4, () => "MQ put to NOTIFY.OUT failed: MQRC_RESOURCE_PROBLEM (2102), will retry", {
        delay: 3,
      }),
      S("mobile-api", "ERROR", 1.1, (r) => `POST /v1/payments 503 ${r.int(30, 400)}ms`, { delay: 2.2 }),
    ],
  },
  {
    estate: "K",
    origin: "clearing-batch",
    category: "disk",
    hints: ["no space", "disk", "errno 28", "space", "full"],
    sev: "medium",
    note: "The clearing file volume fills up while building the cycle's IPM file; clearing-batch fails on every write attempt and the ops portal shows the clearing API erroring.",
    suppress: [{ svc: "clearing-batch", p: 1, match: "IPM build" }],
    streams: [
      S("clearing-batch", "ERROR", 25, (r) => `IPM build for cycle ${r.int(3, 5)} failed, will retry in 30s`, {
        stack: (r) =>
          pyStack(
            [
              ["/opt/clearing/clearing/ipm.py", 204, "write_records", "fh.write(rec.encode())"],
              ["/opt/clearing/clearing/ipm.py", 188, "flush_block", "os.fsync(fh.fileno())"],
            ],
            `OSError: [Errno 28] No space left on device: '/data/ipm/out/T112_C${r.int(3, 5)}.ipm.tmp'`,
          ),
        stackP: 1,
      }),
      S("clearing-batch", "WARN", 60, () => "volume /data at 100% (0 B free of 200 GiB)", { delay: 5 }),
      S(
        "ops-portal",
        "ERROR",
        30,
        (r) => `GET /clearing/status 500 (clearing-batch: IPM build failed) in ${r.int(30, 90)}ms`,
        { delay: 30 },
      ),
    ],
  },
  {
    estate: "H",
    origin: "sanctions-filter",
    category: "disk",
    hints: ["flood-stage", "disk", "read-only", "cluster_block", "watermark"],
    sev: "high",
    note: "The screening audit index in Elasticsearch hits the flood-stage watermark and becomes read-only; sanctions-filter fails closed and holds every payment.",
    suppress: [
      { svc: "sanctions-filter", p: 0.95, match: "result=PASS" },
      { svc: "mx-translator", p: 0.95 },
      { svc: "swift-gw", p: 0.9, match: "ACK received" },
    ],
    streams: [
      S("sanctions-filter", "ERROR", 2, (r) => `audit write failed for ${htb(r)}`, {
        stack: () =>
          javaStack(
            "ElasticsearchStatusException[Elasticsearch exception [type=cluster_block_exception, reason=index [screening-audit-2026.03] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];]]",
            [
              "org.elasticsearch.rest.BytesRestResponse.errorFromXContent(BytesRestResponse.java:178)",
              "org.elasticsearch.client.RestHighLevelClient.parseEntity(RestHighLevelClient.java:2484)",
              "com.halvard.screening.audit.AuditWriter.write(AuditWriter.java:61)",
            ],
          ),
        stackP: 0.6,
      }),
      S(
        "sanctions-filter",
        "WARN",
        6,
        (r) => `screening for ${htb(r)} not released: audit trail unavailable (fail-closed)`,
      ),
      S("payment-factory", "ERROR", 2.5, (r) => `Payment ${htb(r)}: sanctions-filter returned 503, payment held`, {
        delay: 1,
      }),
    ],
  },
  {
    estate: "B",
    origin: "payroll-batch",
    category: "disk",
    hints: ["no space", "disk", "ioexception", "space"],
    sev: "medium",
    note: "The GL export volume of payroll-batch fills; the export step fails with 'No space left on device' on each rerun and EBS does not get the GL file.",
    suppress: [{ svc: "payroll-batch", p: 1, match: "gl-export-step" }],
    streams: [
      G("payroll-batch", 60, (r) => {
        const run = r.int(800, 900);
        return [
          L(
            "payroll-batch",
            "INFO",
            `Job: [FlowJob: [name=glExportJob]] launched with the following parameters: [{run.id=${run}}]`,
          ),
          L(
            "payroll-batch",
            "ERROR",
            "Encountered an error executing step gl-export-step in job glExportJob",
            r.int(2000, 8000),
            javaStack(
              "org.springframework.batch.item.WriteFailedException: Could not write data. The file may be corrupt.",
              [
                "org.springframework.batch.item.file.FlatFileItemWriter$OutputState.write(FlatFileItemWriter.java:424)",
                "org.springframework.batch.core.step.item.SimpleChunkProcessor.write(SimpleChunkProcessor.java:193)",
                "org.springframework.batch.core.step.tasklet.TaskletStep$ChunkTransactionCallback.doInTransaction(TaskletStep.java:408)",
              ],
              `java.io.IOException: No space left on device (/interfaces/out/gl/GL_PAYROLL_${r.digits(8)}.dat)`,
            ),
          ),
          L(
            "payroll-batch",
            "INFO",
            `Job: [FlowJob: [name=glExportJob]] completed with the following parameters: [{run.id=${run}}] and the following status: [FAILED] in ${r.int(8, 12)}s`,
            9000,
          ),
        ];
      }),
      S(
        "ebs-weblogic",
        "WARN",
        90,
        () => "<Warning> <oacore> <BEA-000000> <XXBW_GL_IMPORT: no new file in /interfaces/in/gl, skipped>",
        { delay: 60 },
      ),
    ],
  },
  // ------------------------------------------------------------------ unknown
  {
    estate: "N",
    origin: "customer-profile",
    category: "unknown",
    hints: ["exit", "crash", "startup", "process", "502", "unknown"],
    sev: "high",
    quiet: true,
    note: "customer-profile keeps exiting from Program.Main with the generic CLR exit code and no exception logged; IIS restarts it and mobile logins and balances get 502s.",
    suppress: [
      { svc: "mobile-api", p: 0.8, match: "/balance 200" },
      { svc: "mobile-api", p: 0.9, match: "/session 200" },
    ],
    streams: [
      G("customer-profile", 40, (r) => [
        L(
          "customer-profile",
          "ERROR",
          "Application '/LM/W3SVC/2/ROOT' with physical root 'D:\\Sites\\customer-profile\\' exited from Program.Main with exit code = '-532462766'. Please check the stderr logs for more information.",
        ),
        L(
          "customer-profile",
          "INFO",
          "Application started. Hosting environment: Production; Content root path: D:\\Sites\\customer-profile\\",
          r.int(9000, 15000),
        ),
      ]),
      S(
        "mobile-api",
        "ERROR",
        0.8,
        (r) => `GET /v1/accounts/${acct(r)}/balance 502 ${r.int(3, 900)}ms upstream=customer-profile`,
        { delay: 1 },
      ),
      S("mobile-api", "ERROR", 2.5, (r) => `POST /v1/session 502 ${r.int(3, 900)}ms upstream=customer-profile`, {
        delay: 1,
      }),
    ],
  },
  {
    estate: "K",
    origin: "issuer-host",
    category: "unknown",
    hints: ["unresponsive", "no response", "hang", "unknown", "silent"],
    sev: "high",
    quiet: true,
    note: "issuer-host stops logging and stops answering without a word about why; the switch times out on it and on-us traffic falls to stand-in.",
    suppress: [
      { svc: "auth-switch", p: 0.95, match: "route=ON-US" },
      { svc: "pos-edge", p: 0.5, match: "TX 0110" },
    ],
    streams: [
      S("auth-switch", "WARN", 0.8, (r) => `issuer-host no 0110 within 2000ms stan=${stan(r)}, routing to stand-in`, {
        delay: 2,
      }),
      S("auth-switch", "ERROR", 20, () => "issuer-host link health check failed 5/5 (no 0810 to 0800 echo)", {
        delay: 30,
      }),
      S("stand-in", "INFO", 0.9, (r) => `STIP approved stan=${stan(r)} amt=${amount(r, 1, 150)} (issuer timeout)`, {
        delay: 2,
      }),
      S(
        "stand-in",
        "WARN",
        3,
        (r) => `STIP declined stan=${stan(r)} amt=${amount(r, 150, 800)} rc=91 (above stand-in limit)`,
        { delay: 3 },
      ),
    ],
  },
  {
    estate: "H",
    origin: "payment-factory",
    category: "unknown",
    hints: ["internal error", "fault", "unknown", "500"],
    sev: "high",
    note: "The payment factory starts failing submissions with a bare WCF internal-error fault and an error id, never naming a cause; the portal cannot submit payments.",
    suppress: [{ svc: "payment-factory", p: 0.9, match: "validated" }],
    streams: [
      S(
        "payment-factory",
        "ERROR",
        2.5,
        (r) =>
          `Unhandled error in IPaymentSubmission.Submit for ${htb(r)} (error id ${r.hex(8)}-${r.hex(4)}-${r.hex(4)})`,
      ),
      S(
        "treasury-portal",
        "ERROR",
        2.5,
        (r) =>
          `POST /api/payments/submit 500 ${r.int(40, 300)}ms: payment-factory returned HTTP 500 'The server was unable to process the request due to an internal error. For more information about the error, either turn on IncludeExceptionDetailInFaults (either from ServiceBehaviorAttribute or from the <serviceDebug> configuration behavior) on the server in order to send the exception information back to the client, or turn on tracing as per the Microsoft .NET Framework SDK documentation and inspect the server trace logs.'`,
        { delay: 0.3 },
      ),
    ],
  },
  {
    estate: "B",
    origin: "doc-capture",
    category: "unknown",
    hints: ["workerlost", "exited", "unknown", "prematurely"],
    sev: "medium",
    note: "doc-capture's Celery workers keep dying mid-task with exit code 1 and nothing else; OCR stops and AP invoices wait.",
    suppress: [{ svc: "doc-capture", p: 0.85, match: "ocr done" }],
    streams: [
      S(
        "doc-capture",
        "ERROR",
        8,
        (r) =>
          `Task doc_capture.tasks.ocr_invoice[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}] raised unexpected: WorkerLostError('Worker exited prematurely: exitcode 1 Job: ${r.int(10, 900)}.')`,
      ),
      S(
        "doc-capture",
        "ERROR",
        8,
        (r) => `Process 'ForkPoolWorker-${r.int(1, 8)}' pid:${r.int(100, 999)} exited with 'exitcode 1'`,
        { delay: 0.1 },
      ),
      S("ap-invoice-svc", "WARN", 6, (r) => `Invoice ${inv(r)} waiting for OCR result for ${r.int(10, 40)} min`, {
        delay: 150,
      }),
    ],
  },
];
