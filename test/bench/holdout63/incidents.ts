// The 52 failures: 4 per category, spread over the four estates, written as each piece of software logs them.
import { batch, container, lot, mmsi, sample, tool, truck } from "./ids.js";
import type { Rng } from "./rng.js";
import type { CallFail, Line } from "./runtime.js";
import { dotnet, java, node, python, ruby } from "./stacks.js";

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

export interface Spec {
  cat: Category;
  estate: string;
  origin: string;
  mode: "loud" | "warn" | "silent";
  call: CallFail;
  code?: number;
  lines: ((r: Rng) => Line)[];
  onset?: Line[];
  periodic?: { everySec: number; line: (r: Rng) => Line };
  consumer?: { svc: string; everySec: number; line: (r: Rng) => Line };
  fail: number;
  deploy?: "deploy" | "reload";
  hints: string[];
  sev: "medium" | "high";
  note: string;
}

const E = (msg: string): Line => ({ level: "error", msg });
const W = (msg: string): Line => ({ level: "warn", msg });
const I = (msg: string): Line => ({ level: "info", msg });
const F = (msg: string): Line => ({ level: "fatal", msg });

const springFrames = [
  "org.springframework.web.servlet.FrameworkServlet.processRequest(FrameworkServlet.java:1014)",
  "jakarta.servlet.http.HttpServlet.service(HttpServlet.java:590)",
  "org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:206)",
];

export const SPECS: Spec[] = [
  // ---------------------------------------------------------------- authentication
  {
    cat: "authentication",
    estate: "fab",
    origin: "erp-link",
    mode: "loud",
    call: "5xx",
    code: 502,
    lines: [
      (r) =>
        E(
          `RFC call BAPI_GOODSMVT_CREATE failed for lot ${lot(r)}: RFC_LOGON_FAILURE: Name or password is incorrect (repeat logon)`,
        ),
      () =>
        E(
          node("Error: Name or password is incorrect (repeat logon)", [
            "Client.open (/app/node_modules/node-rfc/lib/wrapper/sapnwrfc-client.js:187:19)",
            "async ErpSession.acquire (/app/dist/sap/session.js:41:9)",
            "async postGoodsMovement (/app/dist/routes/movements.js:28:17)",
          ]),
        ),
    ],
    onset: [I("sap connection pool recycled (12 sessions), re-logon as RFC_MES01 client 300")],
    fail: 1,
    hints: ["logon", "credential", "password", "auth", "rfc"],
    sev: "high",
    note: "After a pool recycle the SAP technical user's password is rejected, so erp-link fails every goods movement and mes-core reports 502s.",
  },
  {
    cat: "authentication",
    estate: "pharma",
    origin: "serialization",
    mode: "loud",
    call: "5xx",
    code: 502,
    lines: [
      () =>
        E(
          `EU hub upload failed: POST https://hub.emvo-nmvs.eu/api/v2/packs: 401 Unauthorized {"error":"invalid_client","error_description":"client secret expired"}`,
        ),
      (r) => E(`commissioning batch ${batch(r)} not reported to EU hub: token request rejected (invalid_client)`),
    ],
    fail: 0.9,
    hints: ["unauthorized", "401", "credential", "secret", "auth", "token"],
    sev: "high",
    note: "serialization's OAuth client secret for the EU verification hub has expired; every pack upload gets 401 and label-printing reports 502s from serialization.",
  },
  {
    cat: "authentication",
    estate: "nqt",
    origin: "customs-link",
    mode: "warn",
    call: "5xx",
    code: 503,
    lines: [
      () =>
        W(
          "Customs SOAP fault wsse:FailedAuthentication: The security token could not be authenticated or authorized; release status unavailable",
        ),
      (r) =>
        W(
          `Release check for ${container(r)} deferred: WS-Security UsernameToken rejected by customs portal (attempt ${r.int(1, 3)})`,
        ),
    ],
    fail: 0.85,
    hints: ["authentication", "token", "security", "wsse", "credential"],
    sev: "medium",
    note: "The customs portal stops accepting customs-link's WS-Security credentials; customs-link logs it only as warnings while tos-core and gate-api fail releases.",
  },
  {
    cat: "authentication",
    estate: "bwct",
    origin: "vbs",
    mode: "loud",
    call: "401",
    lines: [
      () => E("JWT::VerificationError: Signature verification failed (kid=bw-2026-06 not in cached JWKS)"),
      (r) =>
        I(`Completed 401 Unauthorized in ${r.int(2, 9)}ms (ActiveRecord: 0.0ms | Allocations: ${r.int(300, 900)})`),
    ],
    onset: [I("JWKS cache loaded 1 key(s) from https://login.baywater.example/.well-known/jwks.json (ttl 24h)")],
    fail: 1,
    hints: ["jwt", "signature", "token", "auth", "unauthorized", "jwks"],
    sev: "high",
    note: "The identity provider rotated its signing key; vbs keeps an outdated JWKS cache and rejects every kiosk token with 401.",
  },
  // ---------------------------------------------------------------- authorization
  {
    cat: "authorization",
    estate: "fab",
    origin: "recipe-mgr",
    mode: "warn",
    call: "403",
    lines: [
      (r) =>
        W(
          `access denied: principal=svc-eap permission=recipe:download area=${r.pick(["LITHO", "ETCH"])} (role binding not found)`,
        ),
      () => I('10.42.3.7:40122 - "GET /recipes/download HTTP/1.1" 403'),
    ],
    fail: 0.7,
    hints: ["forbidden", "403", "denied", "permission", "access", "role"],
    sev: "medium",
    note: "A role-binding change in recipe-mgr drops svc-eap's recipe download permission for two areas; eap-gateway's PP-SELECT calls get 403 and tools cannot start.",
  },
  {
    cat: "authorization",
    estate: "pharma",
    origin: "ebr-records",
    mode: "loud",
    call: "403",
    lines: [
      (r) =>
        E(
          `ForbiddenError: user svc-mes-batch lacks privilege EBR_SIGN_PERFORMED for step "${r.pick(["Weigh API", "Blend time", "IPC hardness"])}" (batch ${batch(r)})`,
        ),
      () => I("request completed POST /ebr/entries 403 4ms"),
    ],
    fail: 0.8,
    hints: ["forbidden", "privilege", "permission", "denied", "authoriz"],
    sev: "high",
    note: "ebr-records stops granting the MES service account its signing privilege, so every batch step entry is refused with 403 and mes-batch cannot advance batches.",
  },
  {
    cat: "authorization",
    estate: "nqt",
    origin: "edi-hub",
    mode: "loud",
    call: "5xx",
    lines: [
      (r) =>
        E(
          java(
            "software.amazon.awssdk.services.s3.model.S3Exception",
            `User: arn:aws:sts::4417:assumed-role/nqt-edi-hub/i-0ab1 is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::nqt-edi-outbound/CODECO/${r.int(10000, 99999)}.edi" because no identity-based policy allows the s3:PutObject action (Service: S3, Status Code: 403, Request ID: ${r.hex(16).toUpperCase()})`,
            [
              "software.amazon.awssdk.core.internal.http.CombinedResponseHandler.handleErrorResponse(CombinedResponseHandler.java:125)",
              "com.nqt.edi.outbound.ArchiveWriter.put(ArchiveWriter.java:58)",
              "com.nqt.edi.outbound.CodecoSender.send(CodecoSender.java:91)",
            ],
          ),
        ),
    ],
    fail: 1,
    hints: ["accessdenied", "not authorized", "403", "permission", "policy", "s3"],
    sev: "high",
    note: "edi-hub's IAM role loses s3:PutObject on the outbound bucket, so no CODECO can be sent to shipping lines.",
  },
  {
    cat: "authorization",
    estate: "bwct",
    origin: "tos",
    mode: "warn",
    call: "403",
    lines: [
      () =>
        W("Access is denied: subject=svc-kiosk action=VISIT_CREATE required role GATE_WRITER (granted: GATE_READER)"),
      (r) => W(`AccessDeniedException on POST /tos/visits for truck ${truck(r)}`),
    ],
    fail: 0.9,
    hints: ["access", "denied", "forbidden", "role", "permission", "authoriz"],
    sev: "medium",
    note: "tos now maps the kiosk service account to a read-only role, so visit creation from gate-kiosk is refused with 403.",
  },
  // ---------------------------------------------------------------- database
  {
    cat: "database",
    estate: "fab",
    origin: "lot-tracker",
    mode: "loud",
    call: "5xx",
    code: 500,
    lines: [
      (r) =>
        E(
          java(
            "org.springframework.jdbc.UncategorizedSQLException",
            `PreparedStatementCallback; uncategorized SQLException for SQL [UPDATE LOT_STATE SET STATE=? WHERE LOT_ID=?]; SQL state [99999]; error code [257]; ORA-00257: Archiver error. Connect AS SYSDBA only until resolved.`,
            [
              "org.springframework.jdbc.support.AbstractFallbackSQLExceptionTranslator.translate(AbstractFallbackSQLExceptionTranslator.java:92)",
              "org.springframework.jdbc.core.JdbcTemplate.update(JdbcTemplate.java:1002)",
              `com.kestrel.lot.repo.LotStateRepository.transition(LotStateRepository.java:${r.int(60, 90)})`,
            ],
            [
              "java.sql.SQLException",
              "ORA-00257: Archiver error. Connect AS SYSDBA only until resolved.",
              ["oracle.jdbc.driver.T4CTTIoer11.processError(T4CTTIoer11.java:630)"],
            ],
          ),
        ),
      (r) => E(`lot ${lot(r)} transition RUN -> WAIT failed: ORA-00257 archiver error`),
    ],
    fail: 0.95,
    hints: ["ora-", "oracle", "sql", "database", "archiver"],
    sev: "high",
    note: "lot-tracker's Oracle database stops accepting writes (archiver stuck) and every lot state change fails; mes-core and eap-gateway report 500s.",
  },
  {
    cat: "database",
    estate: "pharma",
    origin: "lims-core",
    mode: "loud",
    call: "5xx",
    code: 500,
    lines: [
      (r) =>
        E(
          dotnet(
            "Microsoft.Data.SqlClient.SqlException (0x80131904)",
            `Transaction (Process ID ${r.int(50, 140)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
            [
              "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
              "Microsoft.EntityFrameworkCore.Storage.RelationalCommand.ExecuteNonQueryAsync(RelationalCommandParameterObject parameterObject, CancellationToken cancellationToken)",
              "Alder.Lims.Samples.SampleRepository.RegisterAsync(Sample sample) in /src/Lims.Data/SampleRepository.cs:line 112",
            ],
          ),
        ),
      (r) =>
        E(
          `Failed executing DbCommand (${r.int(2000, 9000)}ms) [Parameters=[@p0='?'], CommandType='Text', CommandTimeout='30'] UPDATE [Samples] SET [Status] = @p0`,
        ),
    ],
    fail: 0.6,
    hints: ["sql", "deadlock", "database", "sqlexception"],
    sev: "high",
    note: "A new stability-pull query in lims-core holds locks on Samples and sample registrations keep dying as SQL Server deadlock victims.",
  },
  {
    cat: "database",
    estate: "nqt",
    origin: "tos-core",
    mode: "loud",
    call: "5xx",
    code: 500,
    lines: [
      () =>
        E(
          java(
            "org.postgresql.util.PSQLException",
            "FATAL: remaining connection slots are reserved for non-replication superuser connections",
            [
              "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
              "com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)",
              "com.zaxxer.hikari.pool.HikariPool$PoolEntryCreator.call(HikariPool.java:726)",
            ],
          ),
        ),
      () =>
        W(
          "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=118)",
        ),
    ],
    fail: 0.8,
    hints: ["connection", "postgres", "pool", "database", "sql"],
    sev: "high",
    note: "tos-core's PostgreSQL runs out of connection slots and work instructions, gate transactions and EDI updates through tos-core fail.",
  },
  {
    cat: "database",
    estate: "bwct",
    origin: "tos",
    mode: "loud",
    call: "5xx",
    code: 500,
    lines: [
      (r) =>
        E(
          java(
            "org.springframework.dao.CannotAcquireLockException",
            "could not execute statement [ERROR: deadlock detected\n  Detail: Process 4412 waits for ShareLock on transaction 98811231; blocked by process 4390.\n  Hint: See server log for query details.]",
            [
              "org.hibernate.exception.internal.SQLStateConversionDelegate.convert(SQLStateConversionDelegate.java:120)",
              `com.baywater.tos.visit.VisitService.assignJob(VisitService.java:${r.int(140, 190)})`,
            ],
          ),
        ),
      (r) => E(`visit ${r.int(500000, 599999)} job assignment rolled back (SQLState 40P01)`),
    ],
    fail: 0.55,
    hints: ["deadlock", "sql", "database", "lock", "postgres"],
    sev: "high",
    note: "Two tos code paths take row locks on visits and jobs in opposite order and PostgreSQL deadlocks keep rolling back job assignments.",
  },
  // ---------------------------------------------------------------- network
  {
    cat: "network",
    estate: "fab",
    origin: "eap-gateway",
    mode: "loud",
    call: "5xx",
    lines: [
      (r) =>
        E(
          `HSMS connection to ${r.pick(["ETCH-03", "ETCH-07", "CVD-02"])} (10.60.4.${r.int(10, 40)}:5000) lost: System.Net.Sockets.SocketException (104): Connection reset by peer`,
        ),
      (r) => W(`HSMS T7 timeout: ${r.pick(["ETCH-03", "ETCH-07", "CVD-02"])} not SELECTED within 10s, reconnecting`),
      (r) => E(`S6F11 reply to ${r.pick(["ETCH-03", "ETCH-07"])} not sent: socket closed`),
    ],
    consumer: {
      svc: "mes-core",
      everySec: 25,
      line: (r) =>
        W(
          `lot ${lot(r)} at ${r.pick(["ETCH-03", "ETCH-07"])}: no PROCESS_COMPLETE for ${r.int(8, 20)} min, exceeding expected run time`,
        ),
    },
    fail: 0.5,
    hints: ["connection", "reset", "socket", "network", "hsms"],
    sev: "high",
    note: "The network path between eap-gateway and the etch/CVD tool subnet keeps resetting HSMS sessions, so tool events stop reaching mes-core.",
  },
  {
    cat: "network",
    estate: "pharma",
    origin: "opcua-bridge",
    mode: "loud",
    call: "5xx",
    code: 504,
    lines: [
      (r) =>
        E(
          `opcua: read ns=2;s=TAB03.SetpointForce failed: read tcp 10.40.2.15:${r.int(40000, 60000)}->10.40.8.21:4840: read: connection reset by peer`,
        ),
      () => W("opcua: session lost (StatusBadConnectionClosed), reconnecting to opc.tcp://plc-tab03.alder.local:4840"),
      () => E("opcua: reconnect failed: dial tcp 10.40.8.21:4840: i/o timeout"),
    ],
    fail: 0.8,
    hints: ["connection", "reset", "network", "tcp", "socket"],
    sev: "high",
    note: "The TCP path from opcua-bridge to the tablet-press PLC keeps resetting, so setpoint writes from mes-batch fail.",
  },
  {
    cat: "network",
    estate: "nqt",
    origin: "crane-telemetry",
    mode: "loud",
    call: "5xx",
    lines: [
      (r) =>
        E(
          `plc poll ${r.pick(["STS-01", "STS-02", "STS-04"])} failed: dial tcp: lookup plc-${r.pick(["sts01", "sts02", "sts04"])}.cranes.nqt.local on 10.96.0.10:53: no such host`,
        ),
      () => W("telemetry buffer: 0 samples from 3 of 4 quay cranes in last 10s"),
    ],
    consumer: {
      svc: "tos-core",
      everySec: 20,
      line: (r) =>
        W(
          `no crane move confirmations from ${r.pick(["STS-01", "STS-02", "STS-04"])} for ${r.int(2, 9)} min, work queue held`,
        ),
    },
    fail: 0.75,
    hints: ["dns", "lookup", "no such host", "network", "resolve"],
    sev: "high",
    note: "Name resolution for the crane PLC zone fails from crane-telemetry, so three quay cranes stop reporting moves and tos-core holds their work queues.",
  },
  {
    cat: "network",
    estate: "bwct",
    origin: "ocr-lanes",
    mode: "loud",
    call: "5xx",
    code: 504,
    lines: [
      (r) =>
        E(
          `portal ${r.int(3, 6)} image fetch failed: HTTPConnectionPool(host='cam-p${r.int(3, 6)}-top.lanes.bw.local', port=80): Max retries exceeded with url: /snapshot.jpg (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f3c2${r.hex(5)}>: Failed to establish a new connection: [Errno 113] No route to host'))`,
        ),
      (r) => W(`portal ${r.int(3, 6)} read skipped, no images`),
    ],
    fail: 0.6,
    hints: ["route", "network", "connection", "unreachable", "host"],
    sev: "high",
    note: "The camera VLAN for portals 3-6 becomes unreachable from ocr-lanes (no route to host), so container reads fail at half the lanes.",
  },
  // ---------------------------------------------------------------- timeout
  {
    cat: "timeout",
    estate: "fab",
    origin: "dispatcher-rtd",
    mode: "warn",
    call: "timeout",
    lines: [
      (r) =>
        W(
          `what-next DIFF bay: rule evaluation exceeded budget (${r.int(9000, 14000)} ms > 5000 ms), returning FIFO fallback late`,
        ),
      (r) => W(`slow query WIP_BY_BAY took ${r.int(8000, 12000)} ms`),
    ],
    fail: 0.7,
    hints: ["timeout", "timed out", "exceeded", "slow"],
    sev: "medium",
    note: "dispatcher-rtd's what-next evaluation for the diffusion bay runs far over its budget (warnings only) and mes-core's calls time out.",
  },
  {
    cat: "timeout",
    estate: "pharma",
    origin: "weigh-dispense",
    mode: "loud",
    call: "timeout",
    lines: [
      (r) =>
        E(
          dotnet("System.TimeoutException", `Scale SC-0${r.int(1, 6)} did not report a stable weight within 30000 ms`, [
            "Alder.Dispense.Scales.SerialScale.ReadStableAsync(CancellationToken ct) in /src/Dispense/Scales/SerialScale.cs:line 77",
            "Alder.Dispense.DispenseService.DispenseAsync(DispenseOrder order) in /src/Dispense/DispenseService.cs:line 141",
          ]),
        ),
      (r) =>
        W(
          `Dispense order DO-${r.int(10000, 99999)} waiting on scale lock held by DO-${r.int(10000, 99999)} (${r.int(20, 58)}s)`,
        ),
    ],
    fail: 0.7,
    hints: ["timeout", "timed out", "stable", "lock"],
    sev: "high",
    note: "weigh-dispense serialises orders behind a scale lock that never gets a stable reading, so dispense calls from mes-batch time out.",
  },
  {
    cat: "timeout",
    estate: "nqt",
    origin: "berth-planner",
    mode: "warn",
    call: "timeout",
    lines: [
      (r) =>
        W(
          `CP-SAT solve for quay window stopped at time limit 120.0s (status FEASIBLE, gap ${(r.next() * 30 + 10).toFixed(1)}%)`,
        ),
      () => W("plan request exceeded deadline, response sent after 121.4s"),
    ],
    fail: 0.8,
    hints: ["timeout", "time limit", "deadline", "exceeded"],
    sev: "medium",
    note: "berth-planner's solver hits its time limit on every replan after a schedule change and tos-core's calls to it time out.",
  },
  {
    cat: "timeout",
    estate: "bwct",
    origin: "yard-opt",
    mode: "loud",
    call: "timeout",
    lines: [
      (r) =>
        E(
          `slot search block ${r.pick(["K", "L", "M"])} aborted: deadline 2000ms exceeded after ${r.int(2000, 2100)}ms (nodes=${r.int(400000, 900000)})`,
        ),
      () => W("worker pool saturated: 16/16 busy, queue=212"),
    ],
    fail: 0.75,
    hints: ["deadline", "timeout", "exceeded"],
    sev: "high",
    note: "yard-opt's slot search blows its 2 s deadline for nearly every request and tos sees DEADLINE_EXCEEDED style timeouts.",
  },
  // ---------------------------------------------------------------- rate limiting
  {
    cat: "rate_limiting",
    estate: "fab",
    origin: "erp-link",
    mode: "loud",
    call: "5xx",
    code: 503,
    lines: [
      (r) =>
        E(`SAP API Management responded 429 Too Many Requests (spike arrest 50/min), Retry-After: ${r.int(20, 60)}`),
      () => W("goods movement queue backlog 380, throttled by upstream quota"),
    ],
    fail: 0.7,
    hints: ["429", "rate", "throttl", "quota", "too many"],
    sev: "medium",
    note: "erp-link floods SAP API Management after a backlog replay and is throttled with 429s, so mes-core's goods movements fail.",
  },
  {
    cat: "rate_limiting",
    estate: "pharma",
    origin: "serialization",
    mode: "warn",
    call: "5xx",
    code: 503,
    lines: [
      (r) =>
        W(
          `EU hub rate limit reached (HTTP 429, x-ratelimit-remaining: 0, reset in ${r.int(30, 300)}s); ${r.int(200, 2000)} packs pending`,
        ),
      () => W("upload paused by rate limiter, will resume"),
    ],
    fail: 0.6,
    hints: ["429", "rate", "limit", "throttl"],
    sev: "medium",
    note: "serialization exceeds the EU hub's request quota during a large packaging run and is throttled with 429s, blocking label printing.",
  },
  {
    cat: "rate_limiting",
    estate: "nqt",
    origin: "ais-feed",
    mode: "warn",
    call: "5xx",
    code: 503,
    lines: [
      (r) => W(`ais provider: 429 Too Many Requests (quota 1000 req/h exceeded), backing off ${r.int(30, 120)}s`),
      () => W("ais batch skipped: throttled"),
    ],
    consumer: {
      svc: "berth-planner",
      everySec: 30,
      line: (r) => W(`ETA for ${mmsi(r)} stale (last AIS fix ${r.int(6, 30)} min)`),
    },
    fail: 0.9,
    hints: ["429", "rate", "quota", "throttl", "too many"],
    sev: "medium",
    note: "ais-feed polls the AIS provider too often after a vessel-list change and is throttled with 429s, leaving berth-planner with stale ETAs.",
  },
  {
    cat: "rate_limiting",
    estate: "bwct",
    origin: "vbs",
    mode: "loud",
    call: "429",
    lines: [
      (r) => W(`[Rack::Attack] throttle bookings/ip matched 10.${r.int(20, 60)}.3.${r.int(2, 40)} (limit 60/60s)`),
      (r) => I(`Completed 429 Too Many Requests in ${r.int(1, 4)}ms`),
    ],
    fail: 0.75,
    hints: ["429", "throttle", "rate", "limit", "too many"],
    sev: "medium",
    note: "A lowered Rack::Attack limit in vbs throttles the gate kiosks that share a NAT address, so booking checks fail with 429.",
  },
  // ---------------------------------------------------------------- validation
  {
    cat: "validation",
    estate: "fab",
    origin: "mes-core",
    mode: "loud",
    call: "400",
    lines: [
      (r) =>
        E(
          java(
            "com.kestrel.mes.trackin.TrackInValidationException",
            `carrier F${r.int(1000, 9999)} for lot ${lot(r)}: wafer count 25 does not match slot map (24 slots occupied)`,
            [
              "com.kestrel.mes.trackin.TrackInValidator.validate(TrackInValidator.java:88)",
              "com.kestrel.mes.trackin.TrackInController.trackIn(TrackInController.java:54)",
              ...springFrames,
            ],
          ),
        ),
      () =>
        W("Resolved [org.springframework.web.bind.MethodArgumentNotValidException: slotMap: must match waferCount]"),
    ],
    fail: 0.5,
    hints: ["validation", "invalid", "mismatch", "slot map"],
    sev: "high",
    note: "A new slot-map check in mes-core rejects track-ins where the equipment reports a slot map with one empty slot, so eap-gateway's events get 400s.",
  },
  {
    cat: "validation",
    estate: "pharma",
    origin: "lims-core",
    mode: "loud",
    call: "400",
    lines: [
      (r) =>
        E(
          `Result entry rejected for ${sample(r)}: System.FormatException: The input string '<0.05' was not in a correct format. (field KF_WATER.value)`,
        ),
      () =>
        W(
          "One or more validation errors occurred: $.results[0].value: The JSON value could not be converted to System.Decimal.",
        ),
    ],
    fail: 0.5,
    hints: ["format", "validation", "invalid", "convert"],
    sev: "medium",
    note: "lims-core rejects instrument results reported as below-limit strings ('<0.05'), so result entry from the lab flow fails.",
  },
  {
    cat: "validation",
    estate: "nqt",
    origin: "edi-hub",
    mode: "warn",
    call: "400",
    lines: [
      (r) =>
        W(
          `BAPLIE ${r.pick(["MSCU", "HLCU"])} interchange ${r.int(10000, 99999)} rejected: segment LOC+147 at line ${r.int(20, 900)}: stowage cell '0${r.int(100000, 999999)}' not valid for bay plan (SMDG 3.1)`,
        ),
      () => W("CONTRL sent: interchange rejected (UCI action 4)"),
    ],
    fail: 0.9,
    hints: ["invalid", "validation", "rejected", "segment", "baplie"],
    sev: "medium",
    note: "edi-hub starts rejecting whole BAPLIE interchanges over a stowage-cell check, so tos-core gets no bay plans (warnings only, beside the usual unknown-container noise).",
  },
  {
    cat: "validation",
    estate: "bwct",
    origin: "billing",
    mode: "loud",
    call: "400",
    lines: [
      (r) =>
        E(
          `storage event for ${container(r)} rejected: 1 validation error for StorageEvent\ntariff_code\n  String should match pattern '^STOR-[A-Z]{3,4}$' [type=string_pattern_mismatch, input_value='STOR-REEF-HC', input_type=str]`,
        ),
    ],
    fail: 0.6,
    hints: ["validation", "pattern", "invalid", "mismatch"],
    sev: "medium",
    note: "billing's event schema rejects the new high-cube reefer tariff code, so storage events posted by tos fail with 422.",
  },
  // ---------------------------------------------------------------- null reference
  {
    cat: "null_reference",
    estate: "fab",
    origin: "recipe-mgr",
    mode: "loud",
    call: "5xx",
    code: 500,
    lines: [
      () =>
        E(
          `Exception on /recipes/download [GET]\n${python(
            [
              [
                "/usr/local/lib/python3.12/site-packages/flask/app.py",
                1473,
                "wsgi_app",
                "response = self.full_dispatch_request()",
              ],
              ["/app/recipe_mgr/api.py", 88, "download", "body = render_body(rec, tool_id)"],
              ["/app/recipe_mgr/render.py", 41, "render_body", "for p in rec.chamber_profile.parameters:"],
            ],
            "AttributeError: 'NoneType' object has no attribute 'parameters'",
          )}`,
        ),
      (r) => E(`download failed for ${tool(r)}: recipe has no chamber profile`),
    ],
    fail: 0.6,
    hints: ["attributeerror", "nonetype", "none", "null"],
    sev: "high",
    note: "Recipes without a chamber profile crash recipe-mgr's renderer with AttributeError on None, so eap-gateway cannot download them.",
  },
  {
    cat: "null_reference",
    estate: "pharma",
    origin: "ebr-records",
    mode: "loud",
    call: "5xx",
    code: 500,
    lines: [
      () =>
        E(
          node("TypeError: Cannot read properties of undefined (reading 'operatorId')", [
            "buildSignature (/app/dist/signing/signature.js:23:41)",
            "EntryService.sign (/app/dist/services/entry.js:112:22)",
            "async /app/dist/routes/entries.js:57:20",
          ]),
        ),
    ],
    fail: 0.7,
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "high",
    note: "ebr-records crashes on entries whose witness block is missing (TypeError on undefined), so mes-batch step sign-offs fail with 500.",
  },
  {
    cat: "null_reference",
    estate: "nqt",
    origin: "tos-core",
    mode: "loud",
    call: "5xx",
    code: 500,
    lines: [
      () =>
        E(
          java(
            "java.lang.NullPointerException",
            'Cannot invoke "com.nqt.tos.model.VesselVisit.getBerth()" because "visit" is null',
            [
              "com.nqt.tos.moves.LoadPlanner.nextMove(LoadPlanner.java:211)",
              "com.nqt.tos.moves.MoveController.assign(MoveController.java:67)",
              ...springFrames,
            ],
          ),
        ),
    ],
    fail: 0.5,
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    note: "tos-core throws NullPointerException for moves of a vessel visit that was removed from the berth plan, failing crane and gate work.",
  },
  {
    cat: "null_reference",
    estate: "bwct",
    origin: "gate-kiosk",
    mode: "loud",
    call: "5xx",
    lines: [
      (r) =>
        E(
          node("TypeError: Cannot destructure property 'bookingRef' of 'visit.appointment' as it is null.", [
            `openVisit (/srv/kiosk/lib/visit.js:${r.int(40, 60)}:11)`,
            "KioskController.checkIn (/srv/kiosk/lib/controller.js:88:24)",
            "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
          ]),
        ),
      (r) => E(`kiosk ${r.int(1, 8)} check-in aborted, driver sent to help desk`),
    ],
    fail: 0.45,
    hints: ["typeerror", "null", "destructure"],
    sev: "high",
    note: "gate-kiosk crashes on walk-in trucks that have no appointment object (TypeError on null), sending many drivers to the help desk.",
  },
  // ---------------------------------------------------------------- configuration
  {
    cat: "configuration",
    estate: "fab",
    origin: "spc-engine",
    mode: "loud",
    call: "5xx",
    code: 500,
    deploy: "deploy",
    lines: [
      () =>
        E(
          python(
            [["/app/spc/charts.py", 57, "load_chart", "rules = RULESETS[cfg['ruleset']]"]],
            "KeyError: 'WECO_STRICT'",
          ),
        ),
      (r) => E(`chart CD_MEAN ${tool(r)}: no ruleset configured for 'WECO_STRICT', point not evaluated`),
    ],
    fail: 0.85,
    hints: ["config", "keyerror", "ruleset", "missing"],
    sev: "high",
    note: "The new spc-engine release references ruleset WECO_STRICT that its configuration does not define, so every chart point from mes-core fails.",
  },
  {
    cat: "configuration",
    estate: "pharma",
    origin: "label-printing",
    mode: "loud",
    call: "5xx",
    code: 500,
    deploy: "reload",
    lines: [
      () =>
        E(
          ruby("Errno::ENOENT", "No such file or directory @ rb_sysopen - /etc/labels/templates/GS1_DM_v3.zpl", [
            "app/services/label_renderer.rb:19:in `read'",
            "app/services/label_renderer.rb:19:in `template'",
            "app/controllers/labels_controller.rb:12:in `create'",
          ]),
        ),
      () => E("Completed 500 Internal Server Error in 6ms"),
    ],
    fail: 1,
    hints: ["config", "template", "enoent", "missing", "no such file"],
    sev: "high",
    note: "A configuration reload points label-printing at template GS1_DM_v3 that is not installed, so every label job from mes-batch fails.",
  },
  {
    cat: "configuration",
    estate: "nqt",
    origin: "gate-api",
    mode: "loud",
    call: "5xx",
    deploy: "deploy",
    lines: [
      () => E('Error: config "ocr.minConfidence" must be a number between 0 and 1, got "85"'),
      (r) => W(`lane ${r.int(1, 12)}: every OCR read below threshold 85, transaction sent to manual clerk`),
    ],
    fail: 0.9,
    hints: ["config", "threshold", "setting", "invalid"],
    sev: "high",
    note: "The gate-api release reads ocr.minConfidence as a percentage, so every OCR read is treated as low confidence and all lanes fall back to manual clerks.",
  },
  {
    cat: "configuration",
    estate: "bwct",
    origin: "stradcar-telemetry",
    mode: "loud",
    call: "5xx",
    deploy: "reload",
    lines: [
      (r) =>
        E(
          `fleet: no entry for SC-${r.int(100, 130)} in /etc/stradcar-telemetry/fleet.yaml (0 carriers loaded), position dropped`,
        ),
      () => W('config: key "fleet_file" is deprecated alias, "fleet.path" not set'),
    ],
    fail: 1,
    hints: ["config", "fleet", "yaml", "missing"],
    sev: "high",
    note: "After a config reload stradcar-telemetry loads an empty fleet list and drops every straddle carrier position, so tos stops receiving job progress.",
  },
  // ---------------------------------------------------------------- dependency
  {
    cat: "dependency",
    estate: "fab",
    origin: "label-print",
    mode: "loud",
    call: "5xx",
    code: 502,
    lines: [
      (r) =>
        E(
          `Faraday::ServerError: the server responded with status 503 (http://loftware-spectrum.kfab.local:8080/api/print) job ${r.int(10000, 99999)}`,
        ),
      () => W("print server unavailable, job parked in retry queue"),
    ],
    fail: 0.95,
    hints: ["503", "unavailable", "print server", "dependency", "loftware"],
    sev: "medium",
    note: "The external label print server answers 503 to every job, so label-print cannot print carrier labels and mes-core sees 502s.",
  },
  {
    cat: "dependency",
    estate: "pharma",
    origin: "erp-sap-link",
    mode: "loud",
    call: "5xx",
    code: 502,
    lines: [
      () =>
        E(
          java(
            "org.apache.camel.http.base.HttpOperationFailedException",
            "HTTP operation failed invoking https://sap-po.alder.corp/XISOAPAdapter/MessageServlet with statusCode: 503",
            [
              "org.apache.camel.component.http.HttpProducer.populateHttpOperationFailedException(HttpProducer.java:485)",
              "com.alder.erp.IdocRoute.lambda$configure$2(IdocRoute.java:66)",
            ],
          ),
        ),
      () => W("IDoc outbound queue paused: SAP PO adapter engine not available"),
    ],
    fail: 1,
    hints: ["503", "unavailable", "sap", "dependency", "http"],
    sev: "high",
    note: "The SAP PO adapter engine (not logging here) returns 503 to every IDoc, so erp-sap-link cannot post goods issues for mes-batch.",
  },
  {
    cat: "dependency",
    estate: "nqt",
    origin: "ais-feed",
    mode: "loud",
    call: "5xx",
    code: 502,
    lines: [
      () =>
        E(
          'ais provider request failed: GET https://api.seatrack.example/v2/positions: 503 Service Unavailable "upstream maintenance"',
        ),
      () => W("gobreaker: ais-provider state changed from closed to open"),
    ],
    consumer: {
      svc: "berth-planner",
      everySec: 30,
      line: (r) => W(`ETA for ${mmsi(r)} stale (last AIS fix ${r.int(6, 30)} min)`),
    },
    fail: 1,
    hints: ["503", "unavailable", "provider", "breaker", "dependency"],
    sev: "medium",
    note: "The commercial AIS provider is down (503) and ais-feed's breaker opens, so berth-planner works with stale vessel ETAs.",
  },
  {
    cat: "dependency",
    estate: "bwct",
    origin: "customs-gw",
    mode: "loud",
    call: "5xx",
    code: 502,
    lines: [
      () =>
        E(
          "System.Net.Http.HttpRequestException: Response status code does not indicate success: 502 (Bad Gateway). (https://portal.customs.example/api/declarations/status)",
        ),
      () => W("Circuit breaker customs-portal opened for 00:00:30 after 5 consecutive failures"),
    ],
    fail: 1,
    hints: ["502", "bad gateway", "portal", "unavailable", "dependency", "circuit"],
    sev: "high",
    note: "The national customs portal returns 502 to every status query, customs-gw's breaker opens and tos cannot release containers at the gate.",
  },
  // ---------------------------------------------------------------- memory
  {
    cat: "memory",
    estate: "fab",
    origin: "lot-tracker",
    mode: "loud",
    call: "5xx",
    code: 500,
    lines: [
      () => W("GC overhead: 93% of time spent in G1 Old Generation over last 60s (heap 3981M/4096M)"),
      () =>
        E(
          java("java.lang.OutOfMemoryError", "Java heap space", [
            "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
            "com.kestrel.lot.genealogy.GenealogyCache.expand(GenealogyCache.java:143)",
            "com.kestrel.lot.api.LotController.get(LotController.java:52)",
          ]),
        ),
    ],
    fail: 0.8,
    hints: ["outofmemory", "heap", "memory", "gc"],
    sev: "high",
    note: "lot-tracker's genealogy cache grows without bound until the JVM throws OutOfMemoryError, so lot queries from mes-core fail.",
  },
  {
    cat: "memory",
    estate: "pharma",
    origin: "opcua-bridge",
    mode: "silent",
    call: "refused",
    onset: [
      F(
        `fatal error: runtime: out of memory\n\nruntime stack:\nruntime.throw({0x9d2e1b?, 0x2000?})\n\t/usr/local/go/src/runtime/panic.go:1023 +0x5c\nruntime.(*mheap).grow(0xe2c4e0, 0x2000?)\n\t/usr/local/go/src/runtime/mheap.go:1512 +0x2f5`,
      ),
    ],
    lines: [],
    fail: 1,
    hints: ["memory", "out of memory", "oom"],
    sev: "high",
    note: "opcua-bridge runs out of memory, dies and stays down; mes-batch and historian-sync can no longer reach it.",
  },
  {
    cat: "memory",
    estate: "nqt",
    origin: "gate-ocr",
    mode: "loud",
    call: "5xx",
    code: 500,
    lines: [
      () =>
        E(
          python(
            [
              ["/app/ocr/model.py", 144, "read_plate", "logits = self.net(batch.to(self.device))"],
              [
                "/usr/local/lib/python3.11/site-packages/torch/nn/modules/module.py",
                1532,
                "_wrapped_call_impl",
                "return self._call_impl(*args, **kwargs)",
              ],
            ],
            "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 64.00 MiB. GPU 0 has a total capacity of 15.77 GiB of which 21.44 MiB is free.",
          ),
        ),
    ],
    fail: 0.7,
    hints: ["memory", "cuda", "outofmemory", "oom"],
    sev: "high",
    note: "gate-ocr's GPU memory fills up and container reads fail with CUDA out-of-memory errors, pushing gate-api into failures and manual handling.",
  },
  {
    cat: "memory",
    estate: "bwct",
    origin: "vessel-ais",
    mode: "silent",
    call: "5xx",
    onset: [
      E("MemoryError: Unable to allocate 1.91 GiB for an array with shape (256000000,) and data type float64"),
      W("worker exited unexpectedly (pid 41)"),
    ],
    lines: [],
    consumer: {
      svc: "tos",
      everySec: 25,
      line: (r) => W(`vessel ETA feed stale for ${r.int(3, 9)} calls (vessel-ais silent ${r.int(3, 12)} min)`),
    },
    fail: 1,
    hints: ["memory", "memoryerror", "allocate"],
    sev: "medium",
    note: "vessel-ais dies on a MemoryError while building its track history and stops logging; tos reports stale vessel ETAs.",
  },
  // ---------------------------------------------------------------- disk
  {
    cat: "disk",
    estate: "fab",
    origin: "fdc-collector",
    mode: "loud",
    call: "5xx",
    lines: [
      (r) =>
        E(
          `spool write failed: write /data/fdc/spool/${tool(r)}-${r.int(80000, 99999)}.parquet: no space left on device`,
        ),
      () => W("spool usage 100% (/data/fdc), dropping trace samples"),
    ],
    consumer: {
      svc: "spc-engine",
      everySec: 30,
      line: (r) => W(`no FDC summary for run ${r.int(80000, 99999)} within 5 min, indicator chart skipped`),
    },
    fail: 1,
    hints: ["space", "disk", "enospc", "no space"],
    sev: "high",
    note: "fdc-collector's spool volume fills up and trace data is dropped; besides its usual SVID warnings it now fails every write.",
  },
  {
    cat: "disk",
    estate: "pharma",
    origin: "ebr-records",
    mode: "warn",
    call: "5xx",
    code: 503,
    lines: [
      () =>
        W(
          "ResponseError: cluster_block_exception: [cluster_block_exception] Reason: index [ebr-audit-2026.06] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];",
        ),
      () => W("audit write deferred, entry kept in memory queue"),
    ],
    fail: 0.9,
    hints: ["disk", "flood", "watermark", "read-only", "block"],
    sev: "medium",
    note: "The audit index behind ebr-records hits the flood-stage watermark and becomes read-only; ebr-records only warns and mes-batch entries fail with 503.",
  },
  {
    cat: "disk",
    estate: "nqt",
    origin: "edi-hub",
    mode: "loud",
    call: "5xx",
    lines: [
      (r) =>
        E(
          java("java.io.IOException", "No space left on device", [
            "java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
            `com.nqt.edi.inbound.Archive.store(Archive.java:${r.int(40, 70)})`,
            "com.nqt.edi.inbound.SftpPoller.poll(SftpPoller.java:102)",
          ]),
        ),
    ],
    fail: 1,
    hints: ["space", "disk", "ioexception", "no space"],
    sev: "high",
    note: "edi-hub's archive volume is full and every inbound EDI file fails to store, so tos-core stops getting CODECO/COPRAR updates.",
  },
  {
    cat: "disk",
    estate: "bwct",
    origin: "edi-gateway",
    mode: "loud",
    call: "5xx",
    lines: [
      (r) =>
        E(
          `Error: ENOSPC: no space left on device, write '/data/inbox/${r.pick(["BAPLIE", "COPRAR"])}_${r.int(100000, 999999)}.edi'`,
        ),
    ],
    fail: 1,
    hints: ["enospc", "space", "disk"],
    sev: "high",
    note: "edi-gateway's inbox volume fills and every incoming EDI message fails to save, beside its usual unknown-container rejections.",
  },
  // ---------------------------------------------------------------- unknown
  {
    cat: "unknown",
    estate: "fab",
    origin: "dispatcher-rtd",
    mode: "loud",
    call: "5xx",
    code: 500,
    lines: [(r) => E(`what-next request failed (ref ${r.hex(8)})`), () => E("Completed 500 INTERNAL_SERVER_ERROR")],
    fail: 0.8,
    hints: ["500", "internal", "error", "unknown"],
    sev: "high",
    note: "dispatcher-rtd starts answering most what-next calls with 500 and only logs an error reference, never a reason.",
  },
  {
    cat: "unknown",
    estate: "pharma",
    origin: "recipe-master",
    mode: "loud",
    call: "5xx",
    code: 502,
    lines: [
      (r) => E(`Worker (pid:${r.int(200, 900)}) exited with code 1`),
      (r) => I(`Booting worker with pid: ${r.int(200, 900)}`),
    ],
    fail: 1,
    hints: ["worker", "exited", "crash", "unknown"],
    sev: "high",
    note: "recipe-master's gunicorn workers keep exiting with code 1 without a traceback, so mes-batch gets 502 for master recipes.",
  },
  {
    cat: "unknown",
    estate: "nqt",
    origin: "truck-appointments",
    mode: "loud",
    call: "5xx",
    code: 500,
    lines: [
      (r) =>
        E(
          `Completed 500 Internal Server Error in ${r.int(3, 30)}ms (ActiveRecord: 0.0ms | Allocations: ${r.int(200, 900)})`,
        ),
    ],
    fail: 0.85,
    hints: ["500", "internal", "unknown", "error"],
    sev: "high",
    note: "truck-appointments answers appointment checks with 500 and logs nothing but the status line, so trucks pile up at the gate.",
  },
  {
    cat: "unknown",
    estate: "bwct",
    origin: "billing",
    mode: "silent",
    call: "5xx",
    code: 502,
    onset: [E("unhandled error in event consumer, see error id 9f1e02")],
    lines: [],
    fail: 1,
    hints: ["unknown", "unresponsive", "hang", "timeout", "error"],
    sev: "medium",
    note: "billing stops logging and stops answering after one unexplained error, and tos's storage event posts to it get 502 from the ingress.",
  },
];
