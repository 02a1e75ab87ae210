// Fifty-two failures as core-facility software really shows them: the failing service in its own runtime's
// words, callers in theirs (timeouts, 5xx naming the callee, breakers, retries), some origins at WARN only or silent.
import { type Estate, has, nm, type Role } from "./estates.js";
import { accessLine } from "./quiet.js";
import { gap, hex, int, pick, type Rng } from "./rng.js";
import { goPanic, javaSt, netSt, nodeSt, pyTb, rbSt } from "./stacks.js";
import type { Ev, Level } from "./stream.js";

export interface Ctx {
  est: Estate;
  rng: Rng;
  s: number;
  e: number;
  evs: Ev[];
}
type Out = [Level, string, string[]?] | null;

export interface Spec {
  cat: string;
  est: number;
  origin: Role;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** The origin's ordinary lines stop at the start. */
  quiet?: boolean;
  gen: (c: Ctx) => void;
}

/** Repeats `f` from `from` (default start) with a mean gap, for one role. */
function r(c: Ctx, role: Role, mean: number, f: (t: number) => Out, from = 0, to?: number): void {
  if (!has(c.est, role)) return;
  const end = to === undefined ? c.e : c.s + to;
  for (let t = c.s + from + gap(c.rng, mean); t < end; t += gap(c.rng, mean)) {
    const o = f(t);
    if (!o) continue;
    c.evs.push({
      t,
      svc: nm(c.est, role),
      level: o[0],
      msg: o[1],
      stack: o[2],
      trace: c.est.traces ? hex(c.rng, 16) : undefined,
    });
  }
}
function once(c: Ctx, role: Role, dt: number, level: Level, msg: string, stack?: string[]): void {
  if (has(c.est, role)) c.evs.push({ t: c.s + dt, svc: nm(c.est, role), level, msg, stack });
}
const acc = (c: Ctx, m: string, p: string, st: number, lo = 20, hi = 300) =>
  accessLine(c.est, m, p, st, int(c.rng, lo, hi));
const bc = (c: Ctx) => `${c.est.grantPrefix}${int(c.rng, 1000000, 9999999)}`;
const acct = (c: Ctx) =>
  `${c.est.grantPrefix}-${int(c.rng, 10000, 99999)}-${String(int(c.rng, 1, 12)).padStart(2, "0")}`;
const usr = (c: Ctx) => pick(c.rng, ["akhan", "bmoreau", "cli", "dsantos", "eokafor", "fweber", "hpatel", "jrossi"]);
const run = (c: Ctx) =>
  `${pick(c.rng, c.est.instruments)}_${int(c.rng, 260601, 260630)}_${hex(c.rng, 4).toUpperCase()}`;
/** Stable addresses within one window: k=0 the local pod, k=1 the remote host. */
const ip = (c: Ctx, k = 1) => {
  const h = Math.floor(c.s / 1000) + k * 7919;
  return `10.${16 + (h % 40)}.${k === 0 ? 2 : 9}.${2 + ((h * 31) % 240)}`;
};

// Estate indexes: 0 northgate, 1 kestrel, 2 harbor, 3 lakemont
export const SPECS: Spec[] = [
  // ---------------- authentication
  {
    cat: "authentication",
    est: 1,
    origin: "lims",
    hints: ["ldap", "credential", "bind", "invalid"],
    sev: "high",
    note: "sample-lims' LDAP service-account password expires, every user lookup fails to bind and submissions and the portal start failing.",
    gen: (c) => {
      r(c, "lims", 2500, () => [
        "error",
        "user lookup failed for bind DN cn=svc-samplelims,ou=Service,dc=kestrel,dc=org",
        pyTb(
          [
            ["/srv/lims/app/auth/directory.py", 88, "lookup", "conn.bind()"],
            [
              "/usr/local/lib/python3.11/site-packages/ldap3/core/connection.py",
              627,
              "bind",
              "response = self.post_send_single_response(self.send('bindRequest', request, controls))",
            ],
          ],
          "ldap3.core.exceptions.LDAPInvalidCredentialsResult: LDAPInvalidCredentialsResult - 49 - invalidCredentials - None - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 532, v4563 - bindResponse - None",
        ),
      ]);
      r(c, "lims", 1800, () => ["warn", `POST /api/tubes 401 user=${usr(c)} (directory unavailable)`]);
      r(
        c,
        "intake",
        900,
        () => ["error", `register tubes failed: sample-lims answered 401 Unauthorized (attempt ${int(c.rng, 1, 3)}/3)`],
        2000,
      );
      r(c, "portal", 700, () => ["error", acc(c, "POST", "/api/submissions", 502, 200, 900)], 3000);
    },
  },
  {
    cat: "authentication",
    est: 0,
    origin: "transfer",
    hints: ["oauth", "token", "invalid_grant", "auth"],
    sev: "medium",
    note: "xfer-agent's refresh token for the storage endpoint is revoked, every transfer fails token refresh and lims-api holds data releases.",
    gen: (c) => {
      r(c, "transfer", 3000, () => [
        "error",
        `transfer ${run(c)} failed: Post "https://${c.est.dataHost}/api/v2/tasks": oauth2: cannot fetch token: 400 Bad Request\nResponse: {"error":"invalid_grant","error_description":"refresh token has been revoked"}`,
      ]);
      r(c, "transfer", 5000, () => [
        "warn",
        `sweep: ${int(c.rng, 3, 14)} runs waiting, 0 in flight, token refresh failed`,
      ]);
      r(
        c,
        "lims",
        4000,
        () => ["warn", `data release for ${run(c)} on hold: raw files not confirmed by xfer-agent`],
        60000,
      );
      r(c, "notify", 9000, () => ["info", `sent data delayed notice to ${usr(c)}@northgate.edu`], 90000);
    },
  },
  {
    cat: "authentication",
    est: 2,
    origin: "billing",
    hints: ["client secret", "unauthorized", "401", "invalid_client", "credential", "aadsts"],
    sev: "high",
    note: "grant-recharge's client secret for the finance ERP expires, every journal post is refused with 401 and statement calls fail.",
    gen: (c) => {
      r(c, "billing", 2200, () => [
        "error",
        `journal post failed for batch JB-${int(c.rng, 4000, 4999)}`,
        javaSt(
          `org.springframework.web.client.HttpClientErrorException$Unauthorized: 401 Unauthorized: "{"error":"invalid_client","error_description":"AADSTS7000222: The provided client secret keys for app '3f1c0b2e-6a1d-4b57-9e2c-1f6a0d5e7c11' are expired. Visit the Azure portal to create new keys for your app."}"`,
          [
            "org.springframework.web.client.HttpClientErrorException.create(HttpClientErrorException.java:106)",
            "org.springframework.web.client.DefaultResponseErrorHandler.handleError(DefaultResponseErrorHandler.java:183)",
            "org.springframework.security.oauth2.client.endpoint.DefaultClientCredentialsTokenResponseClient.getResponse(DefaultClientCredentialsTokenResponseClient.java:78)",
            "edu.harborview.recharge.erp.ErpClient.postJournal(ErpClient.java:141)",
            "edu.harborview.recharge.batch.JournalJob.execute(JournalJob.java:66)",
          ],
        ),
      ]);
      r(c, "billing", 1500, () => ["warn", `retrying ERP token request in ${int(c.rng, 1, 8)}s`]);
      r(c, "portal", 1100, () => ["error", acc(c, "POST", "/api/statements/finalize", 502, 100, 700)], 5000);
    },
  },
  {
    cat: "authentication",
    est: 3,
    origin: "booking",
    hints: ["signature", "jwt", "token", "idx10503", "auth"],
    sev: "high",
    note: "booking-api stops accepting campus SSO tokens after the IdP key rollover (signature validation fails) and every booking is answered 401.",
    gen: (c) => {
      r(c, "booking", 900, () => [
        "warn",
        `Bearer was not authenticated. Failure message: IDX10503: Signature validation failed. Token does not have a kid. Keys tried: 'Microsoft.IdentityModel.Tokens.RsaSecurityKey, KeyId: '${hex(c.rng, 20)}''. Exceptions caught: ''. token: '[PII of type 'System.IdentityModel.Tokens.Jwt.JwtSecurityToken' is hidden]'.`,
      ]);
      r(c, "booking", 3000, () => [
        "error",
        "Authorization failed. These requirements were not met: DenyAnonymousAuthorizationRequirement: Requires an authenticated user.",
      ]);
      r(c, "portal", 500, () => ["error", `booking-api responded 401 to POST /api/bookings (user ${usr(c)})`]);
      r(c, "portal", 800, () => ["info", acc(c, "POST", "/api/bookings", 401, 20, 80)]);
    },
  },
  // ---------------- authorization
  {
    cat: "authorization",
    est: 0,
    origin: "lims",
    hints: ["access denied", "forbidden", "403", "permission", "role"],
    sev: "medium",
    note: "a role-table change in lims-api drops ROLE_SAMPLE_WRITER from the intake service account; lims-api warns and sample-intake's tube registrations fail with 403.",
    gen: (c) => {
      r(c, "lims", 2500, () => [
        "warn",
        `o.s.s.w.a.ExceptionTranslationFilter - Access is denied (user is not anonymous); principal=svc-intake authorities=[ROLE_SAMPLE_READER] uri=/api/v1/tubes`,
      ]);
      r(c, "intake", 1100, () => [
        "error",
        `LimsClient: POST /api/v1/tubes returned 403 Forbidden for submission SUB-${int(c.rng, 20000, 29999)}`,
        rbSt([
          "app/clients/lims_client.rb:57:in `register_tubes'",
          "app/jobs/register_submission_job.rb:22:in `perform'",
          "activejob (7.1.3) lib/active_job/execution.rb:68:in `block in _perform_job'",
        ]),
      ]);
      r(c, "intake", 2000, () => [
        "warn",
        `Retrying RegisterSubmissionJob in ${int(c.rng, 3, 60)} seconds, due to a LimsClient::Forbidden.`,
      ]);
      r(c, "portal", 1600, () => ["error", acc(c, "POST", "/api/submissions", 502, 100, 500)], 4000);
    },
  },
  {
    cat: "authorization",
    est: 1,
    origin: "transfer",
    hints: ["permission", "eacces", "denied"],
    sev: "medium",
    note: "an ACL change on the proteomics share leaves rawdata-mover without write permission; every copy fails with permission denied and the LIMS waits for data.",
    gen: (c) => {
      r(c, "transfer", 1500, () => [
        "error",
        `copy ${run(c)}: open /mnt/isilon-sr/proteomics/2026/${hex(c.rng, 6)}.raw: permission denied`,
      ]);
      r(c, "transfer", 6000, () => [
        "warn",
        `job ${run(c)} requeued (attempt ${int(c.rng, 2, 9)}), last error: permission denied`,
      ]);
      r(
        c,
        "lims",
        5000,
        () => ["warn", `run ${run(c)} still waiting for raw data after ${int(c.rng, 5, 30)} min`],
        90000,
      );
    },
  },
  {
    cat: "authorization",
    est: 2,
    origin: "indexer",
    hints: ["accessdenied", "access denied", "403", "permission"],
    sev: "medium",
    note: "a bucket-policy change denies data-indexer PutObject on the index bucket; every index write fails with AccessDenied and seq-lims cannot release runs.",
    gen: (c) => {
      r(c, "indexer", 1800, () => [
        "error",
        `write manifest for ${run(c)}: operation error S3: PutObject, https response error StatusCode: 403, RequestID: ${hex(c.rng, 16).toUpperCase()}, HostID: ${hex(c.rng, 24)}, api error AccessDenied: Access Denied`,
      ]);
      r(
        c,
        "lims",
        3000,
        () => ["warn", `release of ${run(c)} blocked: manifest not available from data-indexer`],
        30000,
      );
      r(c, "portal", 2500, () => ["warn", acc(c, "GET", "/api/runs/download", 409, 10, 60)], 40000);
    },
  },
  {
    cat: "authorization",
    est: 3,
    origin: "billing",
    hints: ["forbidden", "403", "authoriz", "permission"],
    sev: "medium",
    note: "the finance ERP stops authorising billing-engine to post for business unit LKMT2; every journal is refused with 403.",
    gen: (c) => {
      r(c, "billing", 2500, () => [
        "error",
        `fail: BillingEngine.Erp.JournalPoster[0] journal ${int(c.rng, 700000, 799999)} rejected: svc-corefac is not authorized to post journals for business unit LKMT2`,
        netSt(
          "System.Net.Http.HttpRequestException: Response status code does not indicate success: 403 (Forbidden).",
          [
            "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
            "BillingEngine.Erp.JournalPoster.PostAsync(Journal journal, CancellationToken ct) in /src/BillingEngine/Erp/JournalPoster.cs:line 88",
            "BillingEngine.Jobs.MonthEndJob.RunAsync(CancellationToken ct) in /src/BillingEngine/Jobs/MonthEndJob.cs:line 41",
          ],
        ),
      ]);
      r(
        c,
        "portal",
        2000,
        () => ["error", `billing-engine returned 502 for POST /invoices/finalize (${int(c.rng, 200, 900)}ms)`],
        3000,
      );
    },
  },
  // ---------------- database
  {
    cat: "database",
    est: 0,
    origin: "lims",
    hints: ["connection", "pool", "hikari", "database", "postgres", "jdbc", "sql"],
    sev: "high",
    note: "lims-api's Postgres runs out of connection slots; HikariCP times out and sample-intake and the portal fail.",
    gen: (c) => {
      r(c, "lims", 1200, () => [
        "error",
        "o.h.engine.jdbc.spi.SqlExceptionHelper - HikariPool-1 - Connection is not available, request timed out after 30000ms.",
        javaSt(
          "org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection",
          [
            "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:277)",
            "edu.northgate.lims.tube.TubeService.register(TubeService.java:73)",
            "edu.northgate.lims.web.TubeController.create(TubeController.java:51)",
          ],
          "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
        ),
      ]);
      r(
        c,
        "intake",
        700,
        () => ["error", `LimsClient::ServerError: lims-api POST /api/v1/tubes -> 500 (${int(c.rng, 29000, 31000)}ms)`],
        2000,
      );
      r(c, "portal", 500, () => ["error", acc(c, "GET", "/api/samples", 502, 20000, 31000)], 3000);
    },
  },
  {
    cat: "database",
    est: 2,
    origin: "billing",
    hints: ["deadlock", "database", "sql", "postgres"],
    sev: "high",
    note: "a new month-end job in grant-recharge deadlocks against statement generation in Postgres; statements fail and retries pile up.",
    gen: (c) => {
      r(c, "billing", 2000, () => [
        "error",
        `o.h.engine.jdbc.spi.SqlExceptionHelper - ERROR: deadlock detected\n  Detail: Process ${int(c.rng, 3000, 9000)} waits for ShareLock on transaction ${int(c.rng, 8800000, 8899999)}; blocked by process ${int(c.rng, 3000, 9000)}.\nProcess ${int(c.rng, 3000, 9000)} waits for ShareLock on transaction ${int(c.rng, 8800000, 8899999)}; blocked by process ${int(c.rng, 3000, 9000)}.\n  Hint: See server log for query details.\n  Where: while updating tuple (${int(c.rng, 100, 900)},${int(c.rng, 1, 40)}) in relation "charge_line"`,
      ]);
      r(c, "billing", 2500, () => ["warn", `statement ${acct(c)} rolled back, retry ${int(c.rng, 1, 5)}/5`]);
      r(c, "portal", 1200, () => ["error", acc(c, "GET", "/api/statements", 500, 200, 3000)], 2000);
    },
  },
  {
    cat: "database",
    est: 1,
    origin: "intake",
    hints: ["too many clients", "database", "psycopg", "sqlalchemy", "connection", "sql"],
    sev: "high",
    note: "submissions' Postgres refuses new connections (too many clients) and every submission fails.",
    gen: (c) => {
      r(c, "intake", 1300, () => [
        "error",
        "Exception on /api/submissions [POST]",
        pyTb(
          [
            ["/app/submissions/views.py", 142, "create_submission", "db.session.commit()"],
            [
              "/usr/local/lib/python3.12/site-packages/sqlalchemy/engine/base.py",
              145,
              "__init__",
              "self._dbapi_connection = engine.raw_connection()",
            ],
          ],
          `sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "pg-sr.kestrel.internal" (10.20.4.11), port 5432 failed: FATAL:  sorry, too many clients already`,
        ),
      ]);
      r(
        c,
        "portal",
        800,
        () => [
          "error",
          `Completed 500 Internal Server Error in ${int(c.rng, 40, 300)}ms POST /submissions (submissions service returned 500)`,
        ],
        1000,
      );
    },
  },
  {
    cat: "database",
    est: 3,
    origin: "lims",
    hints: ["connection", "pool", "activerecord", "database"],
    sev: "high",
    note: "lims exhausts its ActiveRecord connection pool; requests wait 5 s and fail, intake-api's calls to it fail.",
    gen: (c) => {
      r(c, "lims", 1000, () => [
        "error",
        "ActiveRecord::ConnectionTimeoutError (could not obtain a connection from the pool within 5.000 seconds (waited 5.002 seconds); all pooled connections were in use):",
        rbSt([
          "activerecord (7.0.8) lib/active_record/connection_adapters/abstract/connection_pool/queue.rb:128:in `block in wait_poll'",
          "activerecord (7.0.8) lib/active_record/connection_adapters/abstract/connection_pool.rb:661:in `acquire_connection'",
          "app/controllers/api/tubes_controller.rb:14:in `create'",
        ]),
      ]);
      r(
        c,
        "intake",
        800,
        () => ["error", `lims returned 500 for POST /api/tubes, will retry (attempt ${int(c.rng, 1, 4)})`],
        1500,
      );
      r(c, "portal", 1400, () => ["error", acc(c, "POST", "/api/submissions", 502, 5000, 9000)], 3000);
    },
  },
  // ---------------- network
  {
    cat: "network",
    est: 0,
    origin: "transfer",
    hints: ["reset", "connection", "network", "tcp"],
    sev: "medium",
    note: "the path from xfer-agent to the storage array starts resetting connections; transfers abort mid-stream and retries fail.",
    gen: (c) => {
      r(c, "transfer", 1600, () => [
        "error",
        `upload ${run(c)} chunk ${int(c.rng, 1, 900)}: write tcp ${ip(c, 0)}:${int(c.rng, 40000, 60000)}->${ip(c)}:443: write: connection reset by peer`,
      ]);
      r(c, "transfer", 2500, () => [
        "warn",
        `retrying ${run(c)} in ${int(c.rng, 2, 30)}s: read tcp ${ip(c, 0)}:${int(c.rng, 40000, 60000)}->${ip(c)}:443: read: connection reset by peer`,
      ]);
      r(
        c,
        "lims",
        6000,
        () => ["warn", `data release for ${run(c)} on hold: raw files not confirmed by xfer-agent`],
        90000,
      );
    },
  },
  {
    cat: "network",
    est: 1,
    origin: "usage",
    hints: ["dns", "name", "resolve", "socket", "network"],
    sev: "medium",
    note: "scope-pc-agent can no longer resolve the LIMS and billing host names after a DNS change and cannot deliver usage records.",
    gen: (c) => {
      r(c, "usage", 1800, () => [
        "error",
        `fail: ScopeAgent.Upload.UsageUploader[0] upload of ${int(c.rng, 1, 12)} sessions from PC-${pick(c.rng, c.est.instruments)} failed`,
        netSt(
          "System.Net.Http.HttpRequestException: Name or service not known (chargeback.sr-core.svc.cluster.local:8080)",
          [
            " ---> System.Net.Sockets.SocketException (00000005, 0xFFFDFFFF): Name or service not known",
            "System.Net.Dns.GetHostEntryOrAddressesCore(String hostName, Boolean justAddresses, AddressFamily addressFamily, Int64 startingTimestamp)",
            "System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)",
            "ScopeAgent.Upload.UsageUploader.FlushAsync() in /src/ScopeAgent/Upload/UsageUploader.cs:line 73",
          ],
        ),
      ]);
      r(
        c,
        "billing",
        30000,
        () => ["warn", `no usage batches received from scope-pc-agent for ${int(c.rng, 3, 9)} min`],
        120000,
      );
    },
  },
  {
    cat: "network",
    est: 2,
    origin: "transfer",
    hints: ["route", "connection", "network", "unreachable", "errno 113"],
    sev: "medium",
    note: "globus-sync loses its route to the storage ingest host (No route to host); every ingest call fails.",
    gen: (c) => {
      r(c, "transfer", 2000, () => [
        "error",
        `ingest ${run(c)} failed`,
        pyTb(
          [
            [
              "/opt/globus-sync/sync/ingest.py",
              211,
              "push_manifest",
              "resp = self.session.post(url, json=manifest, timeout=30)",
            ],
            [
              "/usr/lib/python3/dist-packages/requests/adapters.py",
              519,
              "send",
              "raise ConnectionError(e, request=request)",
            ],
          ],
          `requests.exceptions.ConnectionError: HTTPSConnectionPool(host='${c.est.dataHost}', port=443): Max retries exceeded with url: /api/v1/ingest (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f${hex(c.rng, 10)}>: Failed to establish a new connection: [Errno 113] No route to host'))`,
        ),
      ]);
      r(c, "lims", 5000, () => ["warn", `run ${run(c)} waiting on ingest confirmation from globus-sync`], 60000);
      r(c, "indexer", 8000, () => ["info", "indexed 0 files (no new manifests)"], 30000);
    },
  },
  {
    cat: "network",
    est: 3,
    origin: "badge",
    hints: ["socket", "reset", "route", "network", "connection"],
    sev: "medium",
    note: "access-sync loses the network path to the door controllers; pushes of the access list fail and doors fall back to stale lists.",
    gen: (c) => {
      r(c, "badge", 2000, () => [
        "error",
        `push to controller DC-${String(int(c.rng, 1, 14)).padStart(2, "0")} failed`,
        javaSt(`java.net.NoRouteToHostException: No route to host (Host unreachable)`, [
          "java.base/sun.nio.ch.Net.pollConnect(Native Method)",
          "java.base/sun.nio.ch.NioSocketImpl.timedFinishConnect(NioSocketImpl.java:554)",
          "java.base/java.net.Socket.connect(Socket.java:633)",
          "edu.lakemont.access.ctrl.ControllerClient.push(ControllerClient.java:92)",
        ]),
      ]);
      r(c, "badge", 3000, () => [
        "warn",
        `controller DC-${String(int(c.rng, 1, 14)).padStart(2, "0")} ${pick(c.rng, ["unreachable", "connection reset during push"])}; it keeps list from ${int(c.rng, 1, 7)} days ago`,
      ]);
      r(
        c,
        "booking",
        15000,
        () => ["warn", `door access confirmation missing for booking BK-${int(c.rng, 100000, 999999)}`],
        60000,
      );
    },
  },
  // ---------------- timeout
  {
    cat: "timeout",
    est: 0,
    origin: "training",
    hints: ["timeout", "timed out", "read"],
    sev: "high",
    note: "the HR directory stops answering training-check's lookups in time; each check waits 10 s and fails, and bookings fail behind it.",
    gen: (c) => {
      r(c, "training", 1500, () => [
        "error",
        `training lookup failed for user=${usr(c)}`,
        pyTb(
          [
            [
              "/srv/training/checks/hr.py",
              64,
              "employee_status",
              'r = session.get(f"{HR_API}/people/{netid}", timeout=10)',
            ],
            [
              "/usr/local/lib/python3.11/site-packages/requests/adapters.py",
              713,
              "send",
              "raise ReadTimeout(e, request=request)",
            ],
          ],
          "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='hr-api.northgate.edu', port=443): Read timed out. (read timeout=10)",
        ),
      ]);
      r(
        c,
        "booking",
        700,
        () => [
          "error",
          `c.n.p.b.TrainingGate - training-check did not answer within 10000 ms for user ${usr(c)}; booking aborted`,
        ],
        10000,
      );
      r(c, "portal", 600, () => ["error", acc(c, "POST", "/api/bookings", 504, 10000, 12000)], 10000);
    },
  },
  {
    cat: "timeout",
    est: 1,
    origin: "lims",
    hints: ["timeout", "canceling statement", "lock"],
    sev: "high",
    note: "a long-running re-barcoding job in sample-lims holds a lock; every tube update waits and is cancelled by lock_timeout.",
    gen: (c) => {
      once(c, "lims", 0, "info", "rebarcode job started: 18,240 tubes for project P-2026-117");
      r(c, "lims", 1400, () => [
        "error",
        `PUT /api/tubes/${bc(c)} failed: (psycopg2.errors.LockNotAvailable) canceling statement due to lock timeout\nCONTEXT:  while updating tuple (${int(c.rng, 100, 9000)},${int(c.rng, 1, 60)}) in relation "tube"`,
      ]);
      r(
        c,
        "intake",
        1100,
        () => ["error", `sample-lims PUT /api/tubes timed out after ${int(c.rng, 15, 30)}s, retrying`],
        3000,
      );
      r(
        c,
        "portal",
        1500,
        () => ["error", `Completed 504 Gateway Timeout in ${int(c.rng, 30000, 31000)}ms PUT /samples`],
        5000,
      );
    },
  },
  {
    cat: "timeout",
    est: 2,
    origin: "indexer",
    hints: ["deadline", "timeout", "context"],
    sev: "medium",
    note: "data-indexer's listing of a huge run directory exceeds its deadline on every pass; the index stalls and seq-lims releases wait.",
    gen: (c) => {
      r(c, "indexer", 3000, () => [
        "error",
        `index ${run(c)}: walk /mnt/corestore/raw/${hex(c.rng, 8)}: context deadline exceeded (elapsed ${int(c.rng, 30, 31)}.${int(c.rng, 0, 9)}s)`,
      ]);
      r(c, "indexer", 6000, () => [
        "warn",
        `batch ${int(c.rng, 1000, 9999)} abandoned after 30s deadline, ${int(c.rng, 100, 900)} files pending`,
      ]);
      r(c, "lims", 5000, () => ["warn", `release of ${run(c)} waiting on manifest from data-indexer`], 60000);
    },
  },
  {
    cat: "timeout",
    est: 3,
    origin: "billing",
    hints: ["timeout", "taskcanceled", "httpclient"],
    sev: "high",
    note: "the grants system stops answering billing-engine in time; every account check hits the 100 s HttpClient timeout and invoices back up.",
    gen: (c) => {
      r(c, "billing", 2500, () => [
        "error",
        `fail: BillingEngine.Grants.GrantLookup[0] account ${acct(c)} lookup failed`,
        netSt(
          "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 100 seconds elapsing.",
          [
            " ---> System.TimeoutException: The operation was canceled.",
            "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
            "BillingEngine.Grants.GrantLookup.GetAsync(String account) in /src/BillingEngine/Grants/GrantLookup.cs:line 52",
          ],
        ),
      ]);
      r(
        c,
        "portal",
        1500,
        () => ["error", `billing-engine request timed out: GET /statements (${int(c.rng, 100000, 101000)}ms)`],
        100000,
      );
    },
  },
  // ---------------- rate limiting
  {
    cat: "rate_limiting",
    est: 0,
    origin: "notify",
    hints: ["429", "rate", "too many", "throttl"],
    sev: "medium",
    note: "notify-mailer's email provider throttles it with 429 while it sends data-ready digests; messages queue and retry.",
    gen: (c) => {
      r(c, "notify", 700, () => [
        "warn",
        `send to ${usr(c)}@northgate.edu deferred: HTTP Error 429: Too Many Requests {"errors":[{"message":"too many requests","field":null,"help":null}]} retry-after=${int(c.rng, 20, 60)}`,
      ]);
      r(c, "notify", 4000, () => [
        "error",
        `outbound queue depth ${int(c.rng, 800, 4000)} exceeds 500; oldest message ${int(c.rng, 5, 25)} min`,
      ]);
      r(c, "lims", 9000, () => ["warn", `data ready notice for ${run(c)} not acknowledged by notify-mailer`], 60000);
    },
  },
  {
    cat: "rate_limiting",
    est: 2,
    origin: "transfer",
    hints: ["429", "rate", "limit", "requestlimitexceeded", "throttl"],
    sev: "medium",
    note: "globus-sync polls the Globus transfer API too hard after a backlog and is throttled with 429 RequestLimitExceeded; transfers stop being submitted.",
    gen: (c) => {
      r(c, "transfer", 900, () => [
        "error",
        `submit ${run(c)} failed: TransferAPIError('POST', 'https://transfer.api.globus.org/v0.10/transfer', 'Bearer', 429, 'RequestLimitExceeded', 'Too many requests. Please slow down.', '${hex(c.rng, 9)}')`,
      ]);
      r(c, "transfer", 2000, () => [
        "warn",
        `backing off ${int(c.rng, 5, 120)}s before resubmitting (${int(c.rng, 40, 300)} tasks queued)`,
      ]);
      r(c, "lims", 6000, () => ["warn", `run ${run(c)} waiting on ingest confirmation from globus-sync`], 60000);
    },
  },
  {
    cat: "rate_limiting",
    est: 1,
    origin: "booking",
    hints: ["429", "throttl", "too many", "rate"],
    sev: "medium",
    note: "calendar-svc is throttled by Microsoft Graph while syncing room calendars; its retries make it worse and bookings fail.",
    gen: (c) => {
      r(c, "booking", 500, () => [
        "error",
        `graph sync failed for room ${pick(c.rng, ["B214", "C031", "LL-12"])}@kestrel.org: 429 TooManyRequests {"error":{"code":"ApplicationThrottled","message":"Application is over its MailboxConcurrency limit."}} Retry-After: ${int(c.rng, 1, 30)}`,
      ]);
      r(c, "booking", 1500, () => ["warn", `retrying graph request (${int(c.rng, 1, 6)}/6)`]);
      r(
        c,
        "portal",
        1200,
        () => [
          "error",
          `Completed 503 Service Unavailable in ${int(c.rng, 2000, 9000)}ms POST /bookings (calendar-svc returned 503)`,
        ],
        3000,
      );
    },
  },
  {
    cat: "rate_limiting",
    est: 3,
    origin: "billing",
    hints: ["429", "rate", "limit"],
    sev: "medium",
    note: "billing-engine's month-end run exceeds the ERP gateway's call quota and is answered 429 for every journal line.",
    gen: (c) => {
      r(c, "billing", 600, () => [
        "warn",
        `ERP POST /journals/lines -> 429 {"statusCode": 429, "message": "Rate limit is exceeded. Try again in ${int(c.rng, 2, 60)} seconds."}`,
      ]);
      r(c, "billing", 5000, () => [
        "error",
        `month-end batch ME-2026-06 stalled: ${int(c.rng, 200, 2000)} lines not posted`,
      ]);
      r(c, "portal", 3000, () => ["warn", `invoice status unavailable from billing-engine (504)`], 30000);
    },
  },
  // ---------------- validation
  {
    cat: "validation",
    est: 0,
    origin: "usage",
    hints: ["format", "validation", "invalid", "datetime", "parse"],
    sev: "medium",
    note: "after an instrument-software update the Krios PC writes session times instr-usage cannot parse; every usage record is rejected and billing gets no sessions.",
    gen: (c) => {
      r(c, "usage", 1200, () => [
        "error",
        `fail: InstrUsage.Ingest.CsvSessionReader[0] rejected row ${int(c.rng, 2, 400)} of PC-Krios-G4/usage_${int(c.rng, 20260601, 20260630)}.csv`,
        netSt(
          "System.FormatException: String '2026-06-03T14:07:31.1234567+02:00Z' was not recognized as a valid DateTime.",
          [
            "System.DateTimeParse.ParseExact(ReadOnlySpan`1 s, ReadOnlySpan`1 format, DateTimeFormatInfo dtfi, DateTimeStyles style)",
            "InstrUsage.Ingest.CsvSessionReader.ParseRow(String[] cols) in /src/InstrUsage/Ingest/CsvSessionReader.cs:line 61",
          ],
        ),
      ]);
      r(
        c,
        "billing",
        60000,
        () => ["warn", `usage import: 0 sessions from Krios-G4 in the last hour (expected ${int(c.rng, 3, 8)})`],
        60000,
      );
    },
  },
  {
    cat: "validation",
    est: 2,
    origin: "billing",
    hints: ["validation", "constraint", "invalid", "must match"],
    sev: "medium",
    note: "grant-recharge rejects every export line because the new fiscal-year cost centers do not match its cost-center pattern.",
    gen: (c) => {
      r(c, "billing", 1500, () => [
        "error",
        `export line rejected for ${acct(c)}`,
        javaSt(
          `jakarta.validation.ConstraintViolationException: export.lines[${int(c.rng, 0, 40)}].costCenter: must match "^[0-9]{6}$" (rejected value: "FY27-${int(c.rng, 1000, 9999)}")`,
          [
            "org.springframework.validation.beanvalidation.MethodValidationInterceptor.invoke(MethodValidationInterceptor.java:138)",
            "edu.harborview.recharge.export.ExportService.send(ExportService.java:58)",
          ],
        ),
      ]);
      r(c, "portal", 3000, () => ["warn", acc(c, "POST", "/api/statements/finalize", 422, 50, 200)], 5000);
    },
  },
  {
    cat: "validation",
    est: 1,
    origin: "lims",
    hints: ["validation", "samplesheet", "invalid", "valueerror"],
    sev: "medium",
    note: "sample-lims rejects the new v2 sample sheets from the NextSeq because a required index column is missing, so runs are not registered.",
    gen: (c) => {
      r(c, "lims", 2500, () => [
        "error",
        `samplesheet import failed for ${run(c)}`,
        pyTb(
          [
            ["/srv/lims/app/seq/samplesheet.py", 203, "parse_v2", "rows = [SampleRow(**r) for r in section]"],
            [
              "/usr/local/lib/python3.12/site-packages/pydantic/main.py",
              193,
              "__init__",
              "self.__pydantic_validator__.validate_python(data, self_instance=self)",
            ],
          ],
          "pydantic_core._pydantic_core.ValidationError: 1 validation error for SampleRow\nIndex2\n  Field required [type=missing, input_value={'Sample_ID': 'KI-44012', 'Index': 'ATCACGTT'}, input_type=dict]",
        ),
      ]);
      r(
        c,
        "transfer",
        8000,
        () => ["warn", `run ${run(c)} copied but not registered in sample-lims; holding delete`],
        30000,
      );
    },
  },
  {
    cat: "validation",
    est: 2,
    origin: "intake",
    hints: ["validation", "must be", "invalid", "422"],
    sev: "medium",
    note: "barcode-intake rejects every submission from the new form version because volumes arrive as strings; the gateway shows a wall of 422s.",
    gen: (c) => {
      r(c, "intake", 900, () => [
        "warn",
        `submission rejected: ValidationError: "samples[${int(c.rng, 0, 95)}].volume_ul" must be a number (got "${int(c.rng, 10, 200)} uL") form=v2.3`,
      ]);
      r(
        c,
        "intake",
        9000,
        () => [
          "error",
          `rejected ${int(c.rng, 20, 80)} of ${int(c.rng, 80, 100)} submissions in the last minute (schema errors)`,
        ],
        60000,
      );
      r(c, "portal", 900, () => ["warn", acc(c, "POST", "/api/submissions", 422, 5, 40)]);
    },
  },
  // ---------------- null reference
  {
    cat: "null_reference",
    est: 1,
    origin: "booking",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "high",
    note: "calendar-svc crashes on users whose training record has no expiry date (TypeError reading expiresAt) and bookings fail with 500.",
    gen: (c) => {
      r(c, "booking", 900, () => [
        "error",
        `unhandled error on POST /bookings user=${usr(c)}`,
        nodeSt("TypeError: Cannot read properties of undefined (reading 'expiresAt')", [
          "isCertified (/srv/calendar-svc/src/training/gate.js:41:33)",
          "Object.checkBooking (/srv/calendar-svc/src/bookings/check.js:88:15)",
          "async /srv/calendar-svc/src/routes/bookings.js:27:5",
        ]),
      ]);
      r(
        c,
        "portal",
        800,
        () => [
          "error",
          `Completed 502 Bad Gateway in ${int(c.rng, 30, 200)}ms POST /bookings (calendar-svc returned 500)`,
        ],
        500,
      );
    },
  },
  {
    cat: "null_reference",
    est: 0,
    origin: "billing",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "recharge-billing throws NullReferenceException pricing sessions on instruments without a rate card and statements fail.",
    gen: (c) => {
      r(c, "billing", 1100, () => [
        "error",
        "fail: Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware[1] An unhandled exception has occurred while executing the request.",
        netSt("System.NullReferenceException: Object reference not set to an instance of an object.", [
          "RechargeBilling.Pricing.RateCalculator.PriceSession(UsageSession s) in /src/RechargeBilling/Pricing/RateCalculator.cs:line 118",
          "RechargeBilling.Statements.StatementBuilder.BuildAsync(String account) in /src/RechargeBilling/Statements/StatementBuilder.cs:line 47",
          "RechargeBilling.Api.StatementsController.Get(String account) in /src/RechargeBilling/Api/StatementsController.cs:line 29",
        ]),
      ]);
      r(c, "portal", 900, () => ["error", `recharge-billing responded 500 to GET /statements/${acct(c)}`], 400);
    },
  },
  {
    cat: "null_reference",
    est: 2,
    origin: "lims",
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    note: "seq-lims throws NullPointerException for tubes whose project has no PI after a data import; barcode-intake's registrations fail.",
    gen: (c) => {
      r(c, "lims", 1300, () => [
        "error",
        "o.a.c.c.C.[.[.[/].[dispatcherServlet] - Servlet.service() for servlet [dispatcherServlet] threw exception",
        javaSt(
          `java.lang.NullPointerException: Cannot invoke "edu.harborview.lims.model.Person.getEmail()" because the return value of "edu.harborview.lims.model.Project.getPi()" is null`,
          [
            "edu.harborview.lims.notify.Recipients.forTube(Recipients.java:34)",
            "edu.harborview.lims.tube.TubeService.register(TubeService.java:96)",
            "edu.harborview.lims.web.TubeController.create(TubeController.java:44)",
          ],
        ),
      ]);
      r(c, "intake", 900, () => ["error", `seq-lims POST /tubes failed with 500 (barcode ${bc(c)})`], 500);
      r(c, "portal", 1500, () => ["error", acc(c, "POST", "/api/submissions", 502, 80, 400)], 1000);
    },
  },
  {
    cat: "null_reference",
    est: 3,
    origin: "intake",
    hints: ["nonetype", "attributeerror", "null", "none"],
    sev: "high",
    note: "intake-api fails with AttributeError on a None PI for accounts migrated without an owner and submissions return 500.",
    gen: (c) => {
      r(c, "intake", 1000, () => [
        "error",
        "Internal Server Error: /api/submissions",
        pyTb(
          [["/app/intake/api/submissions.py", 77, "post", "notify_pi(account.owner.pi_email, sub)"]],
          "AttributeError: 'NoneType' object has no attribute 'pi_email'",
        ),
      ]);
      r(
        c,
        "portal",
        900,
        () => ["error", `POST /api/submissions 502 ${int(c.rng, 50, 300)}.4 ms - intake-api responded 500`],
        500,
      );
    },
  },
  // ---------------- configuration
  {
    cat: "configuration",
    est: 0,
    origin: "booking",
    hints: ["placeholder", "config", "property"],
    sev: "high",
    note: "a ppms-booking release no longer finds the training.api.url property, the service fails to start and the portal gets 502 on every booking call.",
    quiet: true,
    gen: (c) => {
      for (let t = 0; c.s + t < c.e; t += int(c.rng, 18000, 34000)) {
        once(c, "booking", t, "info", `Starting PpmsBookingApplication v4.2.0 using Java 21.0.3 with PID 1`);
        once(
          c,
          "booking",
          t + int(c.rng, 6000, 9000),
          "error",
          "o.s.boot.SpringApplication - Application run failed",
          javaSt(
            "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'trainingGate': Injection of autowired dependencies failed",
            [
              "org.springframework.beans.factory.annotation.AutowiredAnnotationBeanPostProcessor.postProcessProperties(AutowiredAnnotationBeanPostProcessor.java:498)",
              "org.springframework.beans.factory.support.AbstractAutowireCapableBeanFactory.populateBean(AbstractAutowireCapableBeanFactory.java:1421)",
            ],
            `java.lang.IllegalArgumentException: Could not resolve placeholder 'training.api.url' in value "\${training.api.url}"`,
          ),
        );
      }
      r(
        c,
        "portal",
        600,
        () => ["error", `Error: connect ECONNREFUSED ${ip(c)}:8080 (ppms-booking) on POST /api/bookings`],
        3000,
      );
      r(c, "portal", 800, () => ["info", acc(c, "POST", "/api/bookings", 502, 1, 10)], 3000);
    },
  },
  {
    cat: "configuration",
    est: 1,
    origin: "transfer",
    hints: ["config", "not defined", "route", "destination"],
    sev: "medium",
    note: "after a routes.yaml reload rawdata-mover has no destination for the proteomics instruments and refuses every run from them.",
    gen: (c) => {
      once(c, "transfer", 0, "info", "config reloaded from /etc/mover/routes.yaml (14 routes, checksum 9f21c0ab)");
      r(c, "transfer", 2000, () => [
        "error",
        `run ${pick(c.rng, ["Exploris-480", "Q-Exactive-HF"])}_${int(c.rng, 260601, 260630)}_${hex(c.rng, 4).toUpperCase()}: destination "isilon-proteomics" not defined in routes.yaml; skipping`,
      ]);
      r(c, "lims", 6000, () => ["warn", `no raw data registered for MS run after ${int(c.rng, 10, 40)} min`], 60000);
    },
  },
  {
    cat: "configuration",
    est: 2,
    origin: "lims",
    hints: ["upload size", "config", "maxuploadsize", "exceeded", "multipart"],
    sev: "medium",
    note: "a seq-lims release reverts the multipart upload limit to 1 MB and every sample-sheet upload from barcode-intake is refused.",
    gen: (c) => {
      once(
        c,
        "lims",
        0,
        "info",
        "Started SeqLimsApplication in 11.84 seconds (process running for 12.6) version=3.8.0",
      );
      r(
        c,
        "lims",
        2200,
        () => [
          "warn",
          `o.s.w.s.m.s.DefaultHandlerExceptionResolver - Resolved [org.springframework.web.multipart.MaxUploadSizeExceededException: Maximum upload size exceeded; nested exception is java.lang.IllegalStateException: org.apache.tomcat.util.http.fileupload.impl.SizeLimitExceededException: the request was rejected because its size (${int(c.rng, 1100000, 9000000)}) exceeds the configured maximum (1048576)]`,
        ],
        3000,
      );
      r(
        c,
        "intake",
        1800,
        () => [
          "error",
          `samplesheet upload to seq-lims failed: 413 Payload Too Large (SUB-${int(c.rng, 20000, 29999)})`,
        ],
        3500,
      );
      r(c, "portal", 2500, () => ["warn", acc(c, "POST", "/api/submissions/sheet", 502, 50, 300)], 4000);
    },
  },
  {
    cat: "configuration",
    est: 3,
    origin: "indexer",
    hints: ["nosuchbucket", "bucket", "config"],
    sev: "medium",
    note: "archive-indexer reloads a config naming a bucket that does not exist and every archive write fails with NoSuchBucket.",
    gen: (c) => {
      once(c, "indexer", 0, "info", "config reloaded: archive.bucket=corefac-archive-2026 archive.region=us-east-2");
      r(c, "indexer", 1500, () => [
        "error",
        `archive ${run(c)}: operation error S3: PutObject, https response error StatusCode: 404, RequestID: ${hex(c.rng, 16).toUpperCase()}, api error NoSuchBucket: The specified bucket does not exist`,
      ]);
      r(c, "transfer", 7000, () => ["warn", `archive confirmation missing for ${run(c)}; keeping local copy`], 40000);
    },
  },
  // ---------------- dependency
  {
    cat: "dependency",
    est: 0,
    origin: "billing",
    hints: ["503", "unavailable", "circuit", "erp", "dependency"],
    sev: "high",
    note: "the university ERP answers recharge-billing with 503; its circuit breaker opens and statements and journal posts fail.",
    gen: (c) => {
      r(
        c,
        "billing",
        1800,
        () => ["error", `ERP GET /psft/grants/${acct(c)} -> 503 Service Unavailable (${int(c.rng, 40, 900)}ms)`],
        0,
        60000,
      );
      once(
        c,
        "billing",
        60000,
        "warn",
        "Polly: circuit breaker 'erp' transitioned to Open for 00:00:30 after 5 consecutive failures",
      );
      r(
        c,
        "billing",
        1200,
        () => [
          "error",
          "fail: RechargeBilling.Erp.ErpClient[0] ERP call rejected",
          netSt("Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.", [
            "Polly.CircuitBreaker.CircuitStateController`1.OnActionPreExecute()",
            "RechargeBilling.Erp.ErpClient.GetGrantAsync(String account) in /src/RechargeBilling/Erp/ErpClient.cs:line 64",
          ]),
        ],
        61000,
      );
      r(c, "portal", 900, () => ["error", `recharge-billing responded 503 to GET /statements/${acct(c)}`], 3000);
    },
  },
  {
    cat: "dependency",
    est: 1,
    origin: "training",
    hints: ["503", "unavailable", "circuit", "canvas", "lms"],
    sev: "high",
    note: "the campus LMS (Canvas) returns 503 to cert-registry, its breaker opens and training checks for bookings fail.",
    gen: (c) => {
      r(
        c,
        "training",
        1500,
        () => [
          "error",
          `course completion lookup failed for ${usr(c)}`,
          javaSt(
            `org.springframework.web.client.HttpServerErrorException$ServiceUnavailable: 503 Service Unavailable: "<html><body><h1>503 Service Unavailable</h1>No server is available to handle this request.</body></html>"`,
            [
              "org.springframework.web.client.HttpServerErrorException.create(HttpServerErrorException.java:116)",
              "org.kestrel.certs.canvas.CanvasClient.completions(CanvasClient.java:77)",
            ],
          ),
        ],
        0,
        45000,
      );
      r(
        c,
        "training",
        1000,
        () => ["warn", "CircuitBreaker 'canvas' is OPEN and does not permit further calls"],
        45000,
      );
      r(
        c,
        "booking",
        700,
        () => ["error", `training check failed: cert-registry responded 503 for user ${usr(c)}`],
        2000,
      );
      r(
        c,
        "portal",
        1100,
        () => ["error", `Completed 503 Service Unavailable in ${int(c.rng, 40, 200)}ms POST /bookings`],
        2500,
      );
    },
  },
  {
    cat: "dependency",
    est: 2,
    origin: "lims",
    hints: ["503", "basespace", "unavailable", "dependency"],
    sev: "medium",
    note: "Illumina BaseSpace answers seq-lims' run uploads with 503 and sequencing runs cannot be linked.",
    gen: (c) => {
      r(c, "lims", 1600, () => [
        "error",
        `BaseSpace link failed for ${run(c)}: 503 Service Unavailable from https://api.basespace.illumina.com/v2/runs`,
      ]);
      r(c, "lims", 3000, () => [
        "warn",
        `retrying BaseSpace request in ${int(c.rng, 5, 60)}s (attempt ${int(c.rng, 2, 8)}/8)`,
      ]);
      r(c, "notify", 10000, () => ["info", `sent data delayed notice to ${usr(c)}@harbor.edu`], 90000);
    },
  },
  {
    cat: "dependency",
    est: 3,
    origin: "intake",
    hints: ["503", "unavailable", "finance", "dependency"],
    sev: "high",
    note: "the finance account API answers intake-api with 503, so every account check and submission fails.",
    gen: (c) => {
      r(c, "intake", 1100, () => {
        const a = acct(c);
        return [
          "error",
          `account check failed for ${a}`,
          pyTb(
            [
              ["/app/intake/finance.py", 39, "verify_account", "resp.raise_for_status()"],
              [
                "/usr/local/lib/python3.12/site-packages/requests/models.py",
                1024,
                "raise_for_status",
                "raise HTTPError(http_error_msg, response=self)",
              ],
            ],
            `requests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: https://finapi.lakemont.edu/v2/accounts/${a}`,
          ),
        ];
      });
      r(
        c,
        "portal",
        800,
        () => ["error", `POST /api/submissions 502 ${int(c.rng, 100, 900)}.1 ms - intake-api responded 500`],
        500,
      );
    },
  },
  // ---------------- memory
  {
    cat: "memory",
    est: 2,
    origin: "lims",
    hints: ["outofmemory", "heap", "memory", "oom"],
    sev: "high",
    note: "seq-lims runs out of Java heap building a demultiplexing report; GC thrashes, then OutOfMemoryError and restarts, and its callers fail.",
    gen: (c) => {
      r(
        c,
        "lims",
        4000,
        () => [
          "warn",
          `GC pause (G1 Evacuation Pause) ${int(c.rng, 900, 4000)}ms; old gen ${int(c.rng, 92, 99)}% of 4096M`,
        ],
        0,
        90000,
      );
      r(
        c,
        "lims",
        20000,
        () => [
          "error",
          'Exception in thread "report-worker-3"',
          javaSt("java.lang.OutOfMemoryError: Java heap space", [
            "java.base/java.util.Arrays.copyOf(Arrays.java:3512)",
            "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
            "edu.harborview.lims.demux.DemuxReport.collect(DemuxReport.java:118)",
          ]),
        ],
        80000,
      );
      r(
        c,
        "intake",
        900,
        () => ["error", `seq-lims request failed: ${pick(c.rng, ["socket hang up", "502 Bad Gateway", "ETIMEDOUT"])}`],
        60000,
      );
      r(c, "portal", 1000, () => ["error", acc(c, "GET", "/api/samples", 502, 3000, 30000)], 70000);
    },
  },
  {
    cat: "memory",
    est: 0,
    origin: "transfer",
    hints: ["out of memory", "memory", "oom"],
    sev: "high",
    note: "xfer-agent runs out of memory hashing a large run and crashes repeatedly; transfers stop.",
    gen: (c) => {
      r(
        c,
        "transfer",
        40000,
        () => [
          "fatal",
          "fatal error: runtime: out of memory",
          goPanic("runtime stack:", [
            ["runtime.throw({0x9a3b1c?, 0x2?})", "/usr/local/go/src/runtime/panic.go:1023 +0x5c"],
            ["runtime.sysMapOS(0xc0c0000000, 0x40000000)", "/usr/local/go/src/runtime/mem_linux.go:167 +0x11b"],
            ["main.(*Hasher).ChunkAll(0xc0001a4000, {0xc00012c000, 0x3f})", "/src/xfer/hash.go:88 +0x1d4"],
          ]),
        ],
        10000,
      );
      r(c, "transfer", 40000, () => ["info", "xfer-agent starting (go1.22.4), resuming 11 queued runs"], 14000);
      r(
        c,
        "lims",
        5000,
        () => ["warn", `data release for ${run(c)} on hold: raw files not confirmed by xfer-agent`],
        60000,
      );
    },
  },
  {
    cat: "memory",
    est: 1,
    origin: "usage",
    hints: ["outofmemory", "memory"],
    sev: "medium",
    note: "scope-pc-agent loads a huge instrument log into memory and throws OutOfMemoryException on each attempt; usage stops reaching chargeback.",
    gen: (c) => {
      r(c, "usage", 8000, () => [
        "error",
        `fail: ScopeAgent.Ingest.LogReader[0] reading PC-Glacios/EPU/session_${int(c.rng, 100, 999)}.log (${int(c.rng, 5, 9)}.${int(c.rng, 1, 9)} GB)`,
        netSt("System.OutOfMemoryException: Exception of type 'System.OutOfMemoryException' was thrown.", [
          "System.IO.File.ReadAllText(String path)",
          "ScopeAgent.Ingest.LogReader.Load(String path) in /src/ScopeAgent/Ingest/LogReader.cs:line 40",
        ]),
      ]);
      r(c, "usage", 6000, () => [
        "warn",
        `working set ${int(c.rng, 3800, 4090)} MB, GC gen2 collections ${int(c.rng, 400, 900)}`,
      ]);
      r(
        c,
        "billing",
        30000,
        () => ["warn", `no usage batches received from scope-pc-agent for ${int(c.rng, 3, 9)} min`],
        120000,
      );
    },
  },
  {
    cat: "memory",
    est: 3,
    origin: "usage",
    hints: ["memory", "memoryerror", "allocate"],
    sev: "medium",
    note: "instrument-log-relay tries to load a full Xevo acquisition log into a numpy array and fails with out-of-memory every pass.",
    gen: (c) => {
      r(c, "usage", 6000, () => [
        "error",
        "relay pass failed for PC-Xevo-TQ-XS",
        pyTb(
          [["/opt/relay/relay/parse.py", 58, "load_trace", "arr = np.fromfile(path, dtype=np.float64)"]],
          `numpy.core._exceptions._ArrayMemoryError: Unable to allocate ${int(c.rng, 3, 7)}.${int(c.rng, 10, 99)} GiB for an array with shape (${int(c.rng, 400000000, 900000000)},) and data type float64`,
        ),
      ]);
      r(
        c,
        "billing",
        40000,
        () => ["warn", `usage import: no sessions received from instrument-log-relay for Xevo-TQ-XS`],
        90000,
      );
    },
  },
  // ---------------- disk
  {
    cat: "disk",
    est: 1,
    origin: "transfer",
    hints: ["no space", "disk", "enospc", "space"],
    sev: "high",
    note: "rawdata-mover's staging volume fills and every copy fails with no space left on device.",
    gen: (c) => {
      r(c, "transfer", 1400, () => [
        "error",
        `copy ${run(c)}: write /staging/${hex(c.rng, 8)}/${hex(c.rng, 6)}.raw: no space left on device`,
      ]);
      r(c, "transfer", 12000, () => ["warn", `staging volume /staging ${int(c.rng, 99, 100)}% used`]);
      r(
        c,
        "lims",
        5000,
        () => ["warn", `run ${run(c)} still waiting for raw data after ${int(c.rng, 5, 30)} min`],
        60000,
      );
    },
  },
  {
    cat: "disk",
    est: 2,
    origin: "indexer",
    hints: ["flood", "disk", "watermark", "read-only", "cluster_block"],
    sev: "medium",
    note: "the search cluster behind data-indexer crosses the flood-stage disk watermark and blocks writes; every index write is refused.",
    gen: (c) => {
      r(c, "indexer", 1200, () => [
        "error",
        `bulk index failed (${int(c.rng, 100, 900)} docs): elastic: Error 429 (Too Many Requests): index [core-files-2026.06] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block]; [type=cluster_block_exception]`,
      ]);
      r(c, "lims", 5000, () => ["warn", `release of ${run(c)} waiting on manifest from data-indexer`], 60000);
    },
  },
  {
    cat: "disk",
    est: 0,
    origin: "usage",
    hints: ["space", "disk", "ioexception"],
    sev: "medium",
    note: "instr-usage's spool volume fills; it can no longer write incoming session files and billing stops receiving usage.",
    gen: (c) => {
      r(c, "usage", 1500, () => [
        "error",
        "fail: InstrUsage.Spool.SpoolWriter[0] could not persist session batch",
        netSt(`System.IO.IOException: No space left on device : '/var/spool/instr-usage/${hex(c.rng, 8)}.json'`, [
          "System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan`1 buffer, Int64 fileOffset)",
          "InstrUsage.Spool.SpoolWriter.AppendAsync(SessionBatch b) in /src/InstrUsage/Spool/SpoolWriter.cs:line 55",
        ]),
      ]);
      r(c, "billing", 50000, () => ["warn", "usage import: 0 sessions received since last run"], 90000);
    },
  },
  {
    cat: "disk",
    est: 3,
    origin: "lims",
    hints: ["read-only", "erofs", "disk", "file system"],
    sev: "high",
    note: "the attachment volume under lims remounts read-only and every upload of gel images and sample sheets fails.",
    gen: (c) => {
      r(c, "lims", 1300, () => [
        "error",
        `Errno::EROFS (Read-only file system @ rb_sysopen - /srv/lims/attachments/${int(c.rng, 2026, 2026)}/${hex(c.rng, 10)}.pdf):`,
        rbSt([
          "activestorage (7.0.8) lib/active_storage/service/disk_service.rb:20:in `upload'",
          "app/controllers/api/attachments_controller.rb:19:in `create'",
        ]),
      ]);
      r(
        c,
        "intake",
        1000,
        () => ["error", `lims returned 500 for POST /api/attachments (SUB-${int(c.rng, 20000, 29999)})`],
        1000,
      );
    },
  },
  // ---------------- unknown
  {
    cat: "unknown",
    est: 0,
    origin: "lims",
    hints: ["unknown", "internal", "500", "unhandled"],
    sev: "high",
    note: "lims-api starts answering most requests with 500 and logs only a bare error without any cause; its callers fail.",
    gen: (c) => {
      r(c, "lims", 900, () => [
        "error",
        `e.n.l.web.ApiErrorHandler - request failed: POST /api/v1/tubes status=500 (no detail)`,
      ]);
      r(
        c,
        "intake",
        800,
        () => ["error", `LimsClient::ServerError: lims-api POST /api/v1/tubes -> 500 (${int(c.rng, 20, 200)}ms)`],
        500,
      );
      r(c, "portal", 900, () => ["error", acc(c, "GET", "/api/samples", 502, 20, 300)], 800);
    },
  },
  {
    cat: "unknown",
    est: 1,
    origin: "billing",
    hints: ["restart", "crash", "unknown", "exit", "unavailable"],
    sev: "high",
    note: "chargeback keeps restarting every half minute without logging any error; the portal's statement calls are refused.",
    quiet: true,
    gen: (c) => {
      r(
        c,
        "billing",
        32000,
        () => [
          "info",
          `Started ChargebackApplication in ${int(c.rng, 7, 10)}.${int(c.rng, 1, 9)} seconds (process running for ${int(c.rng, 8, 11)}.0)`,
        ],
        1000,
      );
      r(
        c,
        "portal",
        800,
        () => [
          "error",
          `Completed 503 Service Unavailable in ${int(c.rng, 2, 20)}ms GET /statements (chargeback: Connection refused - connect(2) for "chargeback" port 8080)`,
        ],
        1000,
      );
    },
  },
  {
    cat: "unknown",
    est: 2,
    origin: "usage",
    hints: ["unknown", "stopped", "stall", "unresponsive"],
    sev: "medium",
    note: "usage-collector silently stops: its lines end while grant-recharge and the gateway report missing usage and failed calls to it.",
    quiet: true,
    gen: (c) => {
      r(
        c,
        "billing",
        20000,
        () => ["warn", `no usage batch from usage-collector since ${new Date(c.s).toISOString().slice(11, 16)} UTC`],
        60000,
      );
      r(
        c,
        "portal",
        1500,
        () => ["error", `http: GET /api/usage status=504 dur=${int(c.rng, 30000, 30100)}ms upstream=usage-collector`],
        5000,
      );
    },
  },
  {
    cat: "unknown",
    est: 3,
    origin: "booking",
    hints: ["unhandled", "500", "internal", "unknown"],
    sev: "high",
    note: "booking-api fails most requests with an unhandled error and no exception detail; the hub shows 500s from it.",
    gen: (c) => {
      r(c, "booking", 900, () => [
        "error",
        `fail: Microsoft.AspNetCore.Server.Kestrel[13] Connection id "0HN${hex(c.rng, 10).toUpperCase()}", Request id "0HN${hex(c.rng, 10).toUpperCase()}:0000000${int(c.rng, 1, 9)}": An unhandled exception was thrown by the application.`,
      ]);
      r(c, "portal", 700, () => ["error", `booking-api responded 500 to POST /api/bookings (user ${usr(c)})`], 300);
    },
  },
];
