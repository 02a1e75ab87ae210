// The 52 failures of holdout119 (4 per category), each as the origin and its callers would log it.
import { E, I, type Out, type Tpl, W } from "./estates.js";
import * as id from "./ids.js";
import type { Rng } from "./rng.js";
import * as st from "./stacks.js";

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

export interface Extra {
  svc: string;
  perMin: number;
  tpl: Tpl;
  from?: number; // seconds relative to the start
  to?: number;
}

export interface IncidentSpec {
  cat: Category;
  estate: "cedar" | "lakeshore" | "meridian";
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  flows?: number[]; // flow indices the failure touches (default: every flow through the origin)
  failShare?: number;
  rampSec?: number;
  silent?: boolean;
  silentAfter?: number;
  callerDelayMs?: number;
  originFail?: Tpl;
  callers: Record<string, Tpl>;
  extra: Extra[];
  pre?: { svc: string; at: number; tpl: Tpl }[];
}

const sid = (r: Rng, v: Record<string, string>, p = "CG") => v.sid ?? v.acc ?? id.sampleId(r, p);
const run = (r: Rng, v: Record<string, string>, inst?: string) => v.run ?? id.runId(r, inst);
const reqId = (r: Rng) => `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}`;
const once = (svc: string, at: number, o: Out) => ({ svc, at, tpl: () => o });

export const INCIDENTS: IncidentSpec[] = [
  // ------------------------------------------------------------------ authentication
  {
    cat: "authentication",
    estate: "cedar",
    origin: "lims-core",
    hints: ["ldap", "bind", "credential", "authentication", "locked", "401"],
    sev: "high",
    note: "lims-core can no longer bind to Active Directory with its service account (data 775, account locked), so every API caller gets 401 from the LIMS.",
    originFail: (r) =>
      E(
        "Authentication request for user 'svc-lims' failed",
        st.java(
          "org.springframework.ldap.AuthenticationException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 775, v4563\u0000]",
          [
            "org.springframework.ldap.support.LdapUtils.convertLdapException(LdapUtils.java:191)",
            "org.springframework.ldap.core.support.AbstractContextSource.createContext(AbstractContextSource.java:359)",
            "org.springframework.security.ldap.authentication.BindAuthenticator.bindWithDn(BindAuthenticator.java:118)",
            "com.cedargenomics.lims.security.ServiceAccountAuthFilter.doFilterInternal(ServiceAccountAuthFilter.java:71)",
            `org.springframework.web.filter.OncePerRequestFilter.doFilter(OncePerRequestFilter.java:${r.int(116, 117)})`,
          ],
          {
            head: "javax.naming.AuthenticationException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 775, v4563\u0000]",
            frames: ["java.naming/com.sun.jndi.ldap.LdapCtx.mapErrorCode(LdapCtx.java:3261)"],
          },
        ),
        "org.springframework.ldap.AuthenticationException",
      ),
    callers: {
      "accession-api": (r, v) =>
        E(
          `Call to lims-core failed for order ${v.ord ?? id.order(r)}: 401 UNAUTHORIZED from POST http://lims-core:8080/api/samples`,
        ),
      "hamilton-bridge": (_r, v) => W(`LIMS rejected worklist request for plate ${v.plate}: HTTP 401 Unauthorized`),
      "demux-svc": (r, v) => W(`run ${run(r, v)}: LIMS state update returned 401, will retry in 60s`),
    },
    extra: [
      {
        svc: "accession-api",
        perMin: 14,
        tpl: (r) => W(`Retrying lims-core call (attempt ${r.int(2, 4)}/4) after 401 UNAUTHORIZED`),
      },
      {
        svc: "lims-core",
        perMin: 4,
        tpl: () =>
          W("LDAP connection pool: validation of pooled context failed, evicting (ldaps://dc02.cedar.local:636)"),
      },
    ],
  },
  {
    cat: "authentication",
    estate: "lakeshore",
    origin: "delivery-svc",
    hints: ["token", "authentication", "oauth", "401", "invalid_grant", "credential"],
    sev: "medium",
    note: "delivery-svc's Globus refresh token has been revoked, so every transfer submission fails with 401 AuthenticationFailed and no investigator receives data.",
    flows: [4],
    originFail: (r, v) =>
      E(
        `delivery ${v.dlv}: globus transfer submit failed: 401 AuthenticationFailed: Token is not active (request ${r.hex(9)})`,
      ),
    callers: {},
    extra: [
      {
        svc: "delivery-svc",
        perMin: 3,
        tpl: () => E(`oauth2: cannot fetch token: 400 Bad Request\nResponse: {"error":"invalid_grant"}`),
      },
      {
        svc: "delivery-svc",
        perMin: 2,
        tpl: (r) => W(`delivery DLV-${r.digits(5)}: requeued (attempt ${r.int(2, 6)}), next try in 5m0s`),
      },
      {
        svc: "notify-svc",
        perMin: 0.5,
        tpl: (r) => W(`digest: ${r.int(3, 14)} deliveries pending longer than SLA (24h) for core staff`),
        from: 120,
      },
    ],
  },
  {
    cat: "authentication",
    estate: "meridian",
    origin: "order-gateway",
    hints: ["jwt", "token", "authentication", "jwks", "401", "signature", "unverifiable"],
    sev: "high",
    note: "order-gateway keeps a stale JWKS after the identity provider rotated its signing key and rejects valid tokens (logged only at WARN); the portal shows 401s.",
    flows: [0, 1],
    originFail: (r) =>
      W(
        `auth: token rejected: token is unverifiable: error while executing keyfunc: key "kid=mdx-2026-05-${r.pick(["b", "b", "c"])}" not found in JWKS cache (cached 6h ago)`,
      ),
    callers: {
      "provider-portal": (_r, v) =>
        E(
          `${v.rid ? `GET /reports/${v.rid}` : "POST /orders"} failed: order-gateway responded 401 {"error":"invalid_token"}`,
        ),
    },
    extra: [
      {
        svc: "provider-portal",
        perMin: 20,
        tpl: (r) => W(`session ${r.hex(8)}: access token refreshed, retrying request (attempt 2)`),
      },
    ],
  },
  {
    cat: "authentication",
    estate: "cedar",
    origin: "seq-uploader",
    hints: ["token", "expired", "credential", "authentication", "sts", "expiredtoken"],
    sev: "high",
    note: "seq-uploader's web-identity credentials expire and cannot be refreshed, so run uploads to object storage fail with ExpiredToken and demux waits.",
    silent: true,
    flows: [4],
    originFail: (r, v) =>
      E(
        `run ${run(r, v)}: upload failed: operation error S3: PutObject, https response error StatusCode: 400, RequestID: ${r.hex(16).toUpperCase()}, api error ExpiredToken: The provided token has expired.`,
      ),
    callers: {},
    extra: [
      {
        svc: "seq-uploader",
        perMin: 10,
        tpl: (r) =>
          E(
            `run ${id.runId(r)}: put Data/Intensities/BaseCalls/L00${r.int(1, 4)}/C${r.int(1, 151)}.1/L00${r.int(1, 4)}_${r.int(1, 2)}.cbcl: operation error S3: PutObject, https response error StatusCode: 400, RequestID: ${r.hex(16).toUpperCase()}, api error ExpiredToken: The provided token has expired.`,
          ),
      },
      {
        svc: "seq-uploader",
        perMin: 2,
        tpl: (r) =>
          W(
            `failed to refresh cached credentials, operation error STS: AssumeRoleWithWebIdentity, https response error StatusCode: 400, RequestID: ${reqId(r)}, api error ExpiredTokenException: Token expired: current date/time is after the token expiry`,
          ),
      },
      {
        svc: "demux-svc",
        perMin: 2,
        from: 60,
        tpl: (r) =>
          W(
            `run ${id.runId(r)}: CopyComplete.txt not found in s3://cedar-runs-prod/, rechecking in 120s (check ${r.int(2, 9)})`,
          ),
      },
    ],
  },
  // ------------------------------------------------------------------ authorization
  {
    cat: "authorization",
    estate: "lakeshore",
    origin: "slurm-gw",
    hints: ["account", "permission", "authorization", "association", "denied", "invalid account"],
    sev: "medium",
    note: "After an accounting change slurm-gw's submissions are refused for the lab accounts (Invalid account or account/partition combination), logged at WARN, and align-qc reports rejected jobs.",
    flows: [3],
    failShare: 0.8,
    originFail: (r, v) =>
      W(
        `sbatch refused for account=${(v.proj ?? id.project(r)).toLowerCase()} partition=general: sbatch: error: Batch job submission failed: Invalid account or account/partition combination specified`,
      ),
    callers: {
      "align-qc": (_r, v) =>
        E(
          `${v.proj}/${v.sid}: job submission rejected by slurm-gw (HTTP 403): Invalid account or account/partition combination specified`,
        ),
    },
    extra: [
      {
        svc: "align-qc",
        perMin: 6,
        tpl: (r) => W(`${id.project(r)}/LS-${r.digits(5)}: resubmitting in 60s (attempt ${r.int(2, 5)}/5)`),
      },
    ],
  },
  {
    cat: "authorization",
    estate: "meridian",
    origin: "interp-svc",
    hints: ["access", "denied", "authorization", "permission", "role", "forbidden"],
    sev: "medium",
    note: "interp-svc denies every report sign-out after a role sync left the directors without the SIGNOUT role; reports pile up unsigned.",
    flows: [5],
    failShare: 1,
    originFail: (r, v) =>
      E(
        `Sign-out of ${v.rid} by ${v.dr} rejected`,
        st.java("org.springframework.security.access.AccessDeniedException: Access Denied", [
          "org.springframework.security.authorization.method.AuthorizationManagerBeforeMethodInterceptor.attemptAuthorization(AuthorizationManagerBeforeMethodInterceptor.java:257)",
          "org.springframework.security.authorization.method.AuthorizationManagerBeforeMethodInterceptor.invoke(AuthorizationManagerBeforeMethodInterceptor.java:198)",
          `com.meridiandx.interp.signout.SignOutService.signOut(SignOutService.java:${r.int(80, 90)})`,
          "com.meridiandx.interp.web.SignOutController.post(SignOutController.java:44)",
        ]),
        "AccessDeniedException",
      ),
    callers: {},
    extra: [
      {
        svc: "interp-svc",
        perMin: 2,
        tpl: (r) =>
          W(
            `User ${id.doctor(r)} lacks authority ROLE_SIGNOUT_MOLPATH for POST /api/reports/${id.report(r)}/signout -> 403`,
          ),
      },
      {
        svc: "provider-portal",
        perMin: 1,
        from: 90,
        tpl: (r) => I(`report ${id.report(r)} still PENDING_SIGNOUT, provider notified of delay`),
      },
    ],
    pre: [
      once(
        "interp-svc",
        -40,
        I("Role mapping refreshed from directory group mdx-lab-directors (14 users, 0 with SIGNOUT_MOLPATH)"),
      ),
    ],
  },
  {
    cat: "authorization",
    estate: "cedar",
    origin: "report-svc",
    hints: ["authorization", "permission", "403", "forbidden", "authorizationpermissionmismatch"],
    sev: "high",
    note: "report-svc's identity loses write permission on the report blob container, so draft and signed reports cannot be stored (403 AuthorizationPermissionMismatch).",
    flows: [5, 6],
    originFail: (r, v) =>
      E(
        `Failed to store ${v.rid ? `report ${v.rid}` : "report"} PDF`,
        st.dotnet(
          `Azure.RequestFailedException: This request is not authorized to perform this operation using this permission.\nRequestId:${reqId(r)}\nStatus: 403 (This request is not authorized to perform this operation using this permission.)\nErrorCode: AuthorizationPermissionMismatch`,
          [
            "Azure.Storage.Blobs.BlockBlobRestClient.UploadAsync(Int64 contentLength, Stream body, CancellationToken cancellationToken)",
            "Azure.Storage.Blobs.Specialized.BlockBlobClient.UploadInternal(Stream content, BlobHttpHeaders blobHttpHeaders, Boolean async, CancellationToken cancellationToken)",
            "Cedar.Reports.Storage.ReportArchive.SaveAsync(ReportDocument doc) in /src/Cedar.Reports/Storage/ReportArchive.cs:line 58",
            "Cedar.Reports.Drafts.DraftHandler.Handle(DraftRequest request, CancellationToken ct) in /src/Cedar.Reports/Drafts/DraftHandler.cs:line 102",
          ],
        ),
        "Azure.RequestFailedException",
      ),
    callers: {
      "variant-annotator": (_r, v) =>
        W(`POST http://report-svc:8080/api/drafts for ${v.sid} -> 500 Internal Server Error, queued for retry (1/5)`),
    },
    extra: [
      {
        svc: "variant-annotator",
        perMin: 5,
        tpl: (r) => W(`Draft callback retry ${r.int(2, 5)}/5 for ${id.sampleId(r)} -> 500 Internal Server Error`),
      },
    ],
  },
  {
    cat: "authorization",
    estate: "lakeshore",
    origin: "core-submit",
    hints: ["notauthorized", "authorization", "forbidden", "403", "pundit", "policy"],
    sev: "medium",
    note: "core-submit refuses every new submission with Pundit::NotAuthorizedError after the nightly group sync; investigators see 403 Forbidden.",
    flows: [0],
    failShare: 0.95,
    originFail: (r) =>
      E(
        "Pundit::NotAuthorizedError (not allowed to SubmissionPolicy#create? this Submission):",
        st.ruby([
          "",
          `app/controllers/submissions_controller.rb:${r.int(30, 34)}:in \`create'`,
          "actionpack (7.1.3.2) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
          "pundit (2.3.1) lib/pundit/authorization.rb:99:in `authorize'",
        ]),
        "Pundit::NotAuthorizedError",
      ),
    callers: {},
    extra: [
      {
        svc: "core-submit",
        perMin: 4,
        tpl: (r) =>
          W(
            `Completed 403 Forbidden in ${r.int(9, 40)}ms (ActiveRecord: ${r.int(1, 9)}.1ms | Allocations: ${r.int(2000, 6000)})`,
          ),
      },
    ],
  },
  // ------------------------------------------------------------------ database
  {
    cat: "database",
    estate: "cedar",
    origin: "lims-core",
    hints: ["jdbc", "connection", "database", "hikari", "pool", "sql"],
    sev: "high",
    note: "lims-core's database pool is exhausted behind slow sample-state updates; LIMS requests fail after 30 s and accession, robots and demux report 503s.",
    originFail: (r) =>
      E(
        "Failed to obtain JDBC Connection",
        st.java(
          "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
          [
            "org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
            "org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:653)",
            `com.cedargenomics.lims.sample.SampleStateRepository.transition(SampleStateRepository.java:${r.int(140, 150)})`,
          ],
          {
            head: "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=30, active=30, idle=0, waiting=57)",
            frames: ["com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)"],
          },
        ),
        "CannotGetJdbcConnectionException",
      ),
    callers: {
      "accession-api": () => E("lims-core call failed: 503 SERVICE_UNAVAILABLE after 30021 ms (POST /api/samples)"),
      "hamilton-bridge": (_r, v) =>
        E(`LIMS worklist request for plate ${v.plate} failed: 503 Server Error: Service Unavailable`),
      "demux-svc": (r, v) => W(`run ${run(r, v)}: LIMS state update failed (503), retrying`),
    },
    callerDelayMs: 30000,
    extra: [
      {
        svc: "lims-core",
        perMin: 3,
        from: -40,
        tpl: (r) =>
          W(
            `Slow query (${r.int(9000, 28000)} ms): UPDATE sample_state SET state=$1, updated_at=now() WHERE plate_id=$2`,
          ),
      },
      {
        svc: "lims-core",
        perMin: 2,
        tpl: (r) => W(`HikariPool-1 - Pool stats (total=30, active=30, idle=0, waiting=${r.int(30, 80)})`),
      },
      {
        svc: "accession-api",
        perMin: 10,
        tpl: (r) => W(`Retrying lims-core call (attempt ${r.int(2, 3)}/3) after 503`),
      },
    ],
  },
  {
    cat: "database",
    estate: "lakeshore",
    origin: "sample-registry",
    hints: ["database", "postgres", "operationalerror", "too many clients", "connection", "psycopg"],
    sev: "high",
    note: "sample-registry's Postgres refuses new connections (too many clients already), so submissions, browsing and run registration fail with 500s.",
    failShare: 0.7,
    originFail: (r) =>
      E(
        "Internal Server Error: /api/submissions",
        st.py(
          [
            [
              "/usr/local/lib/python3.11/site-packages/django/db/backends/base/base.py",
              289,
              "ensure_connection",
              "self.connect()",
            ],
            [
              "/usr/local/lib/python3.11/site-packages/django/db/backends/postgresql/base.py",
              269,
              "get_new_connection",
              "connection = self.Database.connect(**conn_params)",
            ],
            [
              "/usr/local/lib/python3.11/site-packages/psycopg2/__init__.py",
              122,
              "connect",
              "conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
            ],
          ],
          `django.db.utils.OperationalError: connection to server at "registry-db.seqcore.svc" (10.44.${r.int(0, 9)}.17), port 5432 failed: FATAL:  sorry, too many clients already`,
        ),
        "OperationalError",
      ),
    callers: {
      "core-submit": () => E("SampleRegistry::ServerError (sample-registry responded 500 Internal Server Error)"),
      "run-watcher": (r, v) =>
        E(`register run ${run(r, v)}: sample-registry: unexpected status 500 Internal Server Error`),
    },
    extra: [
      { svc: "core-submit", perMin: 6, tpl: (r) => W(`Retrying SampleRegistry request (${r.int(1, 3)}/3) after 500`) },
    ],
  },
  {
    cat: "database",
    estate: "meridian",
    origin: "accessioning",
    hints: ["sql", "deadlock", "database", "sqlexception", "transaction"],
    sev: "high",
    note: "accessioning's SQL Server transactions keep being chosen as deadlock victims, so orders fail and the gateway and portal report 500/502.",
    flows: [0],
    failShare: 0.6,
    originFail: (r, v) =>
      E(
        `Failed to accession order ${v.ord}`,
        st.dotnet(
          `Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID ${r.int(51, 140)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
          [
            "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
            "Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)",
            "Meridian.Accessioning.Orders.AccessionHandler.Handle(AccessionCommand cmd, CancellationToken ct) in /src/Accessioning/Orders/AccessionHandler.cs:line 77",
            "ClientConnectionId:5c1e0b7a-33f2-4d0c-9b8e-2a41f0c9e1d4",
            "Error Number:1205,State:51,Class:13",
          ],
        ),
        "SqlException",
      ),
    callers: {
      "order-gateway": (r, v) =>
        E(
          `order ${v.ord}: POST http://accessioning/api/orders: 500 Internal Server Error latency=${r.int(800, 4000)}ms`,
        ),
      "provider-portal": (r) => E(`POST /orders 502 ${r.int(900, 4500)}ms - upstream error`),
    },
    extra: [
      {
        svc: "order-gateway",
        perMin: 5,
        tpl: (r) => W(`retrying accessioning call for ${id.order(r)} (attempt ${r.int(2, 3)})`),
      },
    ],
  },
  {
    cat: "database",
    estate: "meridian",
    origin: "annotation-svc",
    hints: ["queuepool", "database", "sqlalchemy", "connection", "pool"],
    sev: "high",
    note: "annotation-svc's SQLAlchemy pool to the annotation database is exhausted, annotation requests fail and secondary-analysis retries them.",
    flows: [4],
    originFail: (_r) =>
      E(
        "Exception on /v1/annotate [POST]",
        st.py(
          [
            ["/app/annot/api.py", 142, "annotate", "rows = repo.lookup_batch(variants)"],
            ["/app/annot/repo.py", 58, "lookup_batch", "with self.engine.connect() as conn:"],
            [
              "/usr/local/lib/python3.12/site-packages/sqlalchemy/pool/impl.py",
              166,
              "_do_get",
              "raise exc.TimeoutError(",
            ],
          ],
          `sqlalchemy.exc.TimeoutError: QueuePool limit of size 10 overflow 20 reached, connection timed out, timeout 30.00 (Background on this error at: https://sqlalche.me/e/20/3o7r)`,
        ),
        "sqlalchemy.exc.TimeoutError",
      ),
    callers: {
      "secondary-analysis": (r, v) =>
        E(
          `${sid(r, v, "MX")}: annotation request failed: 500 Server Error: INTERNAL SERVER ERROR for url: http://annotation-svc:8000/v1/annotate`,
        ),
    },
    extra: [
      {
        svc: "secondary-analysis",
        perMin: 8,
        tpl: (r) => W(`${id.sampleId(r, "MX")}: retrying annotation in ${r.int(10, 60)}s (attempt ${r.int(2, 5)}/5)`),
      },
    ],
  },
  // ------------------------------------------------------------------ network
  {
    cat: "network",
    estate: "cedar",
    origin: "hamilton-bridge",
    hints: ["route", "connection", "network", "newconnectionerror", "unreachable", "113"],
    sev: "medium",
    note: "hamilton-bridge on the lab VLAN loses its route to the cluster and cannot reach lims-core (No route to host); the other LIMS clients are fine.",
    flows: [3],
    failShare: 1,
    originFail: (r, v) =>
      E(
        `${v.star}: worklist fetch for plate ${v.plate} failed`,
        st.py(
          [
            ["/opt/bridge/bridge/lims.py", 61, "fetch_worklist", "resp = self.session.get(url, timeout=10)"],
            [
              "/opt/bridge/venv/lib/python3.10/site-packages/requests/adapters.py",
              519,
              "send",
              "raise ConnectionError(e, request=request)",
            ],
          ],
          `requests.exceptions.ConnectionError: HTTPConnectionPool(host='lims-core.cedar-clinical.svc', port=8080): Max retries exceeded with url: /api/worklists/${v.plate} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${r.hex(10)}>: Failed to establish a new connection: [Errno 113] No route to host'))`,
        ),
        "requests.exceptions.ConnectionError",
      ),
    callers: {},
    extra: [
      {
        svc: "hamilton-bridge",
        perMin: 6,
        tpl: (r) =>
          W(
            `STAR-0${r.int(1, 4)} status push to LIMS failed: [Errno 113] No route to host, buffering (${r.int(3, 90)} queued)`,
          ),
      },
      {
        svc: "hamilton-bridge",
        perMin: 1,
        tpl: (r) =>
          W(
            `STAR-0${r.int(1, 4)}: operator alert raised on instrument screen: "LIMS unreachable - worklist not loaded"`,
          ),
      },
    ],
  },
  {
    cat: "network",
    estate: "lakeshore",
    origin: "notify-svc",
    hints: ["dns", "getaddrinfo", "eai_again", "network", "resolve"],
    sev: "medium",
    note: "notify-svc cannot resolve its SMTP relay (getaddrinfo EAI_AGAIN), so delivery notifications fail and the mail queue grows.",
    flows: [4],
    failShare: 1,
    originFail: (r) =>
      E(
        "mail send failed",
        st.node("Error: getaddrinfo EAI_AGAIN smtp-relay.lakeshore.edu", [
          "GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:109:26)",
          `SMTPConnection._onError (/app/node_modules/nodemailer/lib/smtp-connection/index.js:${r.int(790, 800)}:20)`,
        ]),
        "Error",
      ),
    callers: {
      "delivery-svc": (_r, v) => W(`delivery ${v.dlv}: notify-svc did not confirm notification (502), will resend`),
    },
    extra: [
      {
        svc: "notify-svc",
        perMin: 5,
        tpl: (r) =>
          W(
            `mail queue: ${r.int(10, 300)} pending, retry in ${r.pick([30, 60, 120])}s (last error: getaddrinfo EAI_AGAIN smtp-relay.lakeshore.edu)`,
          ),
      },
    ],
  },
  {
    cat: "network",
    estate: "meridian",
    origin: "prep-robot-agent",
    hints: ["reset", "connection", "network", "connectionreseterror", "aborted"],
    sev: "medium",
    note: "prep-robot-agent's connections to the LIMS are reset on the lab network path, so Fluent run lists do not load while every other LIMS client works.",
    flows: [2],
    failShare: 0.9,
    originFail: (_r, v) =>
      E(
        `${v.fl}: run list for ${v.plate} not loaded`,
        st.py(
          [
            [
              "/srv/agent/agent/lims_client.py",
              88,
              "get_run_list",
              'r = self._s.get(f"{self.base}/runlists/{plate}", timeout=15)',
            ],
            [
              "/srv/agent/.venv/lib/python3.11/site-packages/requests/adapters.py",
              501,
              "send",
              "raise ConnectionError(err, request=request)",
            ],
          ],
          "requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))",
        ),
        "ConnectionError",
      ),
    callers: {},
    extra: [
      {
        svc: "prep-robot-agent",
        perMin: 7,
        tpl: (r) =>
          W(
            `Retrying (Retry(total=${r.int(0, 2)}, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ProtocolError('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))': /api/runlists/${id.plate(r)}`,
          ),
      },
    ],
  },
  {
    cat: "network",
    estate: "cedar",
    origin: "pipeline-runner",
    hints: ["dns", "name resolution", "gaierror", "network", "resolve"],
    sev: "high",
    note: "pipeline-runner can no longer resolve the Slurm REST endpoint (Temporary failure in name resolution), so no task is submitted or polled and annotation and reports dry up.",
    silent: true,
    callers: {},
    extra: [
      {
        svc: "pipeline-runner",
        perMin: 6,
        tpl: (r) =>
          E(
            `slurm poll failed (${r.int(1, 40)} tasks in flight)`,
            st.py(
              [
                ["/app/runner/slurm.py", 112, "poll", 'resp = self.http.get(f"{self.base}/slurm/v0.0.40/jobs")'],
                [
                  "/usr/local/lib/python3.11/site-packages/urllib3/util/connection.py",
                  60,
                  "create_connection",
                  "for res in socket.getaddrinfo(host, port, family, socket.SOCK_STREAM):",
                ],
                [
                  "/usr/local/lib/python3.11/socket.py",
                  962,
                  "getaddrinfo",
                  "for res in _socket.getaddrinfo(host, port, family, type, proto, flags):",
                ],
              ],
              "socket.gaierror: [Errno -3] Temporary failure in name resolution",
            ),
            "socket.gaierror",
          ),
      },
      {
        svc: "pipeline-runner",
        perMin: 5,
        tpl: (r) =>
          W(
            `[${id.sampleId(r)}] task submission deferred: cannot resolve slurm-rest.hpc.cedar.local, backing off ${r.pick([15, 30, 60])}s`,
          ),
      },
    ],
  },
  // ------------------------------------------------------------------ timeout
  {
    cat: "timeout",
    estate: "cedar",
    origin: "variant-annotator",
    hints: ["timeout", "timed out", "timeoutexception"],
    sev: "high",
    note: "variant-annotator's VEP workers stop finishing batches within their 120 s limit; pipeline-runner's annotate calls time out and its retries are louder than the annotator.",
    flows: [5],
    failShare: 0.85,
    originFail: (r, v) =>
      E(
        `Annotation failed for ${v.sid}`,
        st.java("java.util.concurrent.TimeoutException: VEP worker did not finish batch within 120000 ms", [
          "java.base/java.util.concurrent.CompletableFuture.timedGet(CompletableFuture.java:1960)",
          "java.base/java.util.concurrent.CompletableFuture.get(CompletableFuture.java:2095)",
          `com.cedargenomics.annot.vep.VepWorkerPool.annotate(VepWorkerPool.java:${r.int(200, 210)})`,
          "com.cedargenomics.annot.api.AnnotateController.annotate(AnnotateController.java:57)",
        ]),
        "TimeoutException",
      ),
    callers: {
      "pipeline-runner": (_r, v) =>
        E(
          `[${v.sid}] task ANNOTATE failed: HTTPConnectionPool(host='variant-annotator', port=8080): Read timed out. (read timeout=180) (attempt 1/5)`,
        ),
    },
    callerDelayMs: 60000,
    extra: [
      {
        svc: "pipeline-runner",
        perMin: 16,
        tpl: (r) => W(`[${id.sampleId(r)}] retrying task ANNOTATE in 30s (attempt ${r.int(2, 5)}/5)`),
      },
      {
        svc: "variant-annotator",
        perMin: 2,
        tpl: (r) =>
          W(`VEP worker pool: ${r.int(8, 8)}/8 busy, ${r.int(20, 90)} batches queued, oldest ${r.int(100, 400)}s`),
      },
    ],
  },
  {
    cat: "timeout",
    estate: "lakeshore",
    origin: "align-qc",
    hints: ["timeout", "time limit", "walltime", "timed out"],
    sev: "medium",
    note: "align-qc's alignment jobs start hitting their Slurm wall-time limit and are cancelled (state TIMEOUT), so QC results and deliveries stall.",
    flows: [],
    callers: {},
    extra: [
      {
        svc: "align-qc",
        perMin: 3,
        tpl: (r) =>
          E(
            `${id.project(r)}/LS-${r.digits(5)}: job ${id.job(r)} ended state=TIMEOUT: slurmstepd: error: *** JOB ${id.job(r)} ON cn-0${r.int(10, 64)} CANCELLED AT 2026-05-2${r.int(1, 8)}T${r.int(10, 19)}:${r.int(10, 59)}:${r.int(10, 59)} DUE TO TIME LIMIT ***`,
          ),
      },
      {
        svc: "align-qc",
        perMin: 2,
        tpl: (r) =>
          W(
            `${id.project(r)}/LS-${r.digits(5)}: bwa-mem2 exceeded walltime 04:00:00, resubmitting with --time=08:00:00`,
          ),
      },
      {
        svc: "delivery-svc",
        perMin: 0.5,
        from: 120,
        tpl: (r) => W(`delivery for ${id.project(r)} postponed: QC not complete for ${r.int(2, 40)} samples`),
      },
    ],
  },
  {
    cat: "timeout",
    estate: "meridian",
    origin: "claims-svc",
    hints: ["timeout", "readtimeout", "timed out"],
    sev: "medium",
    note: "The payer eligibility endpoint stops answering in time, so claims-svc's eligibility checks die with Net::ReadTimeout and Sidekiq retries pile up.",
    flows: [5],
    failShare: 1,
    originFail: (r) =>
      E(
        "EligibilityCheckJob failed: Net::ReadTimeout with #<TCPSocket:(closed)>",
        st.ruby([
          "/usr/local/lib/ruby/3.3.0/net/protocol.rb:229:in `rbuf_fill'",
          "/usr/local/lib/ruby/3.3.0/net/http.rb:2337:in `transport_request'",
          `/app/app/clients/eligibility_client.rb:${r.int(40, 44)}:in \`check'`,
          "/app/app/jobs/eligibility_check_job.rb:12:in `perform'",
        ]),
        "Net::ReadTimeout",
      ),
    callers: {},
    extra: [
      {
        svc: "claims-svc",
        perMin: 6,
        tpl: (r) =>
          W(
            `EligibilityCheckJob JID-${r.hex(24)} retry ${r.int(1, 8)} in ${r.int(20, 400)}s: Net::ReadTimeout with #<TCPSocket:(closed)>`,
          ),
      },
      { svc: "claims-svc", perMin: 1, tpl: (r) => W(`Sidekiq retry set size ${r.int(200, 900)}`) },
    ],
  },
  {
    cat: "timeout",
    estate: "cedar",
    origin: "report-svc",
    hints: ["timeout", "taskcanceled", "timed out", "httpclient"],
    sev: "high",
    note: "report-svc's calls to its PDF rendering engine stop completing within the 100 s HttpClient timeout, so drafts and sign-outs fail.",
    flows: [5, 6],
    failShare: 0.9,
    originFail: (r, v) =>
      E(
        `Rendering ${v.rid} failed`,
        st.dotnet(
          "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 100 seconds elapsing.",
          [
            "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
            "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
            `Cedar.Reports.Rendering.PdfRenderer.RenderAsync(ReportDocument doc) in /src/Cedar.Reports/Rendering/PdfRenderer.cs:line ${r.int(40, 49)}`,
          ],
        ),
        "TaskCanceledException",
      ),
    callers: {
      "variant-annotator": (_r, v) =>
        W(`POST http://report-svc:8080/api/drafts for ${v.sid} timed out after 120000 ms, queued for retry`),
    },
    callerDelayMs: 100000,
    extra: [
      {
        svc: "report-svc",
        perMin: 2,
        tpl: (r) => W(`Render queue depth ${r.int(10, 80)}, oldest request ${r.int(100, 600)}s`),
      },
    ],
  },
  // ------------------------------------------------------------------ rate limiting
  {
    cat: "rate_limiting",
    estate: "lakeshore",
    origin: "delivery-svc",
    hints: ["slowdown", "rate", "throttl", "reduce your request rate", "503"],
    sev: "medium",
    note: "delivery-svc's parallel uploads to the object store are throttled with SlowDown, so deliveries crawl and fail after exhausting retries.",
    flows: [4],
    failShare: 0.7,
    originFail: (r, v) =>
      E(
        `delivery ${v.dlv}: upload failed after 10 attempts: operation error S3: UploadPart, exceeded maximum number of attempts, 10, https response error StatusCode: 503, RequestID: ${r.hex(16).toUpperCase()}, api error SlowDown: Please reduce your request rate.`,
      ),
    callers: {},
    extra: [
      {
        svc: "delivery-svc",
        perMin: 18,
        tpl: (r) =>
          W(
            `s3 UploadPart part=${r.int(1, 900)} throttled (SlowDown), retry ${r.int(1, 9)}/10 in ${r.int(1, 20)}.${r.int(0, 9)}s`,
          ),
      },
    ],
  },
  {
    cat: "rate_limiting",
    estate: "meridian",
    origin: "annotation-svc",
    hints: ["429", "rate", "too many requests", "limit"],
    sev: "medium",
    note: "annotation-svc exceeds the NCBI E-utilities request rate and gets 429 Too Many Requests (logged at WARN); cases reach interpretation without ClinVar detail and secondary-analysis retries.",
    flows: [4],
    failShare: 0.6,
    originFail: (r) =>
      W(
        `ClinVar lookup failed: 429 Client Error: Too Many Requests for url: https://eutils.ncbi.nlm.nih.gov/entrez/eutils/esummary.fcgi?db=clinvar&id=${r.digits(6)}&retmode=json`,
      ),
    callers: {
      "secondary-analysis": (r, v) =>
        E(
          `${sid(r, v, "MX")}: annotation incomplete (503 from annotation-svc: upstream ClinVar unavailable), will retry`,
        ),
    },
    extra: [
      {
        svc: "annotation-svc",
        perMin: 10,
        tpl: () => W(`{"error":"API rate limit exceeded","api-key":"","count":"11","limit":"10"} - backing off`),
      },
    ],
  },
  {
    cat: "rate_limiting",
    estate: "cedar",
    origin: "billing-bridge",
    hints: ["429", "rate", "limit", "throttl", "too many requests"],
    sev: "medium",
    note: "billing-bridge's claim submissions are throttled by the clearinghouse with 429 and Retry-After, so claims back up in Sidekiq.",
    flows: [6],
    failShare: 0.9,
    originFail: (r) =>
      E(
        `ClaimSubmitJob failed: Faraday::TooManyRequestsError: the server responded with status 429 (Retry-After: ${r.pick([30, 60, 120])})`,
      ),
    callers: {},
    extra: [
      {
        svc: "billing-bridge",
        perMin: 8,
        tpl: (r) =>
          W(
            `clearinghouse throttled POST /claims/v3/submissions (429, x-ratelimit-remaining: 0), sleeping ${r.pick([30, 60])}s`,
          ),
      },
      {
        svc: "billing-bridge",
        perMin: 1,
        tpl: (r) => W(`Sidekiq queue claims: ${r.int(100, 900)} enqueued, latency ${r.int(60, 900)}s`),
      },
    ],
  },
  {
    cat: "rate_limiting",
    estate: "lakeshore",
    origin: "ilab-billing",
    hints: ["429", "rate", "too many requests", "retry-after", "limit"],
    sev: "medium",
    note: "ilab-billing hits the iLab API rate limit during a charge sync and gets 429 with Retry-After; charges are not posted.",
    flows: [4],
    failShare: 0.85,
    originFail: (r) =>
      E(
        "Charge posting failed",
        st.dotnet(
          "System.Net.Http.HttpRequestException: Response status code does not indicate success: 429 (Too Many Requests).",
          [
            "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
            `Lakeshore.Billing.ILab.ILabClient.PostChargeAsync(ChargeDto charge, CancellationToken ct) in /src/Billing/ILab/ILabClient.cs:line ${r.int(60, 70)}`,
          ],
        ),
        "HttpRequestException",
      ),
    callers: {},
    extra: [
      {
        svc: "ilab-billing",
        perMin: 10,
        tpl: (r) =>
          W(
            `Polly: iLab API returned 429 TooManyRequests, honouring Retry-After ${r.pick([30, 60])}s (retry ${r.int(1, 3)} of 3)`,
          ),
      },
    ],
  },
  // ------------------------------------------------------------------ validation
  {
    cat: "validation",
    estate: "cedar",
    origin: "accession-api",
    hints: ["validation", "invalid", "methodargumentnotvalid", "rejected", "constraint"],
    sev: "medium",
    note: "accession-api starts rejecting a share of orders whose ICD-10 codes come in with a letter O instead of a zero (logged at WARN), and the portal shows 400s.",
    flows: [0],
    failShare: 0.4,
    originFail: (r) =>
      W(
        `Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public org.springframework.http.ResponseEntity<com.cedargenomics.accession.api.OrderResponse> com.cedargenomics.accession.api.OrderController.create(com.cedargenomics.accession.api.OrderRequest): [Field error in object 'orderRequest' on field 'diagnosisCodes[0]': rejected value [${r.pick(["Z15.O1", "Z8O.3", "Z15.O2"])}]; codes [Pattern.orderRequest.diagnosisCodes[0]]; default message [must match "^[A-TV-Z][0-9][0-9AB](\\.[0-9A-TV-Z]{1,4})?$"]] ]`,
      ),
    callers: {
      "order-portal": (r) =>
        E(
          `POST /api/v1/orders 400 ${r.int(40, 200)} ms - order rejected by accession-api: diagnosisCodes[0] must match pattern`,
        ),
    },
    extra: [],
  },
  {
    cat: "validation",
    estate: "lakeshore",
    origin: "bclconvert-worker",
    hints: ["samplesheet", "validation", "invalid", "index"],
    sev: "medium",
    note: "bclconvert-worker rejects the sample sheets of new runs because an index column holds invalid characters, so no FASTQ is produced.",
    flows: [2],
    failShare: 1,
    originFail: (r, v) =>
      E(
        `bcl-convert: ${run(r, v)}: SampleSheet.csv [BCLConvert_Data] line ${r.int(20, 90)}: Index2 'ACGTNN${r.pick(["AGCT", "TTGA"])}' contains invalid characters. Aborting.`,
      ),
    callers: {
      "slurm-gw": (r) => W(`job ${id.job(r)} (bclconvert) finished state=FAILED exit_code=1:0`),
    },
    extra: [
      {
        svc: "bclconvert-worker",
        perMin: 2,
        tpl: (r) =>
          E(
            `Error: Sample sheet validation failed: ${r.int(1, 4)} invalid index sequence(s) in [BCLConvert_Data] (allowed: A, C, G, T)`,
          ),
      },
      {
        svc: "sample-registry",
        perMin: 0.6,
        from: 60,
        tpl: (r) =>
          W(`run ${id.runId(r, "LH00231")}: no FASTQ manifest after conversion, libraries left in SEQUENCED state`),
      },
    ],
  },
  {
    cat: "validation",
    estate: "meridian",
    origin: "order-gateway",
    hints: ["validation", "fhir", "invalid", "required", "400"],
    sev: "medium",
    note: "order-gateway's FHIR profile check rejects orders that lack ServiceRequest.subject, and the portal shows submission errors.",
    flows: [0],
    failShare: 0.45,
    originFail: (r, v) =>
      W(
        `order ${v.ord} rejected: fhir validation failed: ServiceRequest.subject: minimum required = 1, but only found 0 (profile http://meridiandx.com/fhir/StructureDefinition/mdx-order|${r.pick(["2.3.0", "2.3.0"])})`,
      ),
    callers: {
      "provider-portal": (r) =>
        E(`POST /orders 400 ${r.int(30, 200)}ms - order-gateway: validation failed (ServiceRequest.subject)`),
    },
    extra: [],
  },
  {
    cat: "validation",
    estate: "cedar",
    origin: "billing-bridge",
    hints: ["validation", "x12", "invalid", "required", "segment"],
    sev: "medium",
    note: "billing-bridge's 837 builder fails validation for claims missing the subscriber member id, so signed-out cases do not bill.",
    flows: [6],
    failShare: 0.6,
    originFail: (r, v) =>
      E(
        `ClaimBuildJob failed for ${v.clm}: X12::ValidationError: loop 2010BA segment NM1*IL missing required element NM109 (Member Identification)`,
        st.ruby([
          `/app/lib/x12/validator.rb:${r.int(80, 90)}:in \`check_required!'`,
          "/app/lib/x12/builders/claim_837p.rb:211:in `build_subscriber'",
          "/app/app/jobs/claim_build_job.rb:19:in `perform'",
        ]),
        "X12::ValidationError",
      ),
    callers: {},
    extra: [
      { svc: "billing-bridge", perMin: 1, tpl: (r) => W(`${r.int(5, 60)} claims parked in pend queue (validation)`) },
    ],
  },
  // ------------------------------------------------------------------ null reference
  {
    cat: "null_reference",
    estate: "cedar",
    origin: "order-portal",
    hints: ["typeerror", "undefined", "null", "cannot read properties"],
    sev: "high",
    note: "order-portal crashes while building orders whose ordering physician has no linked facility (reading 'npi' of undefined) and answers 500.",
    flows: [0],
    failShare: 0.5,
    originFail: (r) =>
      E(
        `POST /api/v1/orders 500 ${r.int(4, 30)} ms`,
        st.node("TypeError: Cannot read properties of undefined (reading 'npi')", [
          `buildOrderPayload (/app/dist/orders/payload.js:${r.int(40, 48)}:41)`,
          "OrdersController.create (/app/dist/orders/controller.js:88:27)",
          "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
        ]),
        "TypeError",
      ),
    callers: {},
    extra: [
      {
        svc: "order-portal",
        perMin: 3,
        tpl: (r) => W(`client retry: POST /api/v1/orders idempotency-key ${r.hex(12)} (attempt 2)`),
      },
    ],
  },
  {
    cat: "null_reference",
    estate: "lakeshore",
    origin: "align-qc",
    hints: ["attributeerror", "nonetype", "null", "none"],
    sev: "medium",
    note: "align-qc crashes on samples whose run metadata is missing ('NoneType' object has no attribute 'read_length') and submits no alignment for them.",
    flows: [3],
    failShare: 0.7,
    originFail: (r, v) =>
      E(
        `${v.proj}/${v.sid}: submission crashed`,
        st.py(
          [
            ["/app/alignqc/submit.py", 74, "submit_sample", "params = build_params(sample, run_meta)"],
            ["/app/alignqc/params.py", r.int(30, 36), "build_params", "trim = run_meta.read_length - 1"],
          ],
          "AttributeError: 'NoneType' object has no attribute 'read_length'",
        ),
        "AttributeError",
      ),
    callers: {},
    extra: [],
  },
  {
    cat: "null_reference",
    estate: "meridian",
    origin: "lims-svc",
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    note: "lims-svc throws NullPointerException registering samples without a container, and accessioning reports 500s from the LIMS.",
    flows: [0],
    failShare: 0.6,
    originFail: (r) =>
      E(
        "Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception",
        st.java(
          'java.lang.NullPointerException: Cannot invoke "com.meridiandx.lims.model.Container.getBarcode()" because the return value of "com.meridiandx.lims.model.Sample.getContainer()" is null',
          [
            `com.meridiandx.lims.sample.SampleRegistrar.register(SampleRegistrar.java:${r.int(60, 70)})`,
            "com.meridiandx.lims.web.SampleController.create(SampleController.java:39)",
            "java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
          ],
        ),
        "java.lang.NullPointerException",
      ),
    callers: {
      accessioning: (_r, v) =>
        E(
          `LIMS registration for ${v.acc} failed: Response status code does not indicate success: 500 (Internal Server Error).`,
        ),
    },
    extra: [
      {
        svc: "accessioning",
        perMin: 4,
        tpl: (r) => W(`Outbox: LIMS registration for ${id.sampleId(r, "MX")} requeued (attempt ${r.int(2, 5)})`),
      },
    ],
  },
  {
    cat: "null_reference",
    estate: "meridian",
    origin: "accessioning",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "accessioning throws NullReferenceException resolving kits for orders without a kit barcode; the gateway and portal report failed orders.",
    flows: [0],
    failShare: 0.55,
    originFail: (r, v) =>
      E(
        `Unhandled exception accessioning order ${v.ord}`,
        st.dotnet("System.NullReferenceException: Object reference not set to an instance of an object.", [
          `Meridian.Accessioning.Kits.KitResolver.Resolve(OrderDto order) in /src/Accessioning/Kits/KitResolver.cs:line ${r.int(30, 40)}`,
          "Meridian.Accessioning.Orders.AccessionHandler.Handle(AccessionCommand cmd, CancellationToken ct) in /src/Accessioning/Orders/AccessionHandler.cs:line 52",
          "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
        ]),
        "System.NullReferenceException",
      ),
    callers: {
      "order-gateway": (r, v) =>
        E(`order ${v.ord}: POST http://accessioning/api/orders: 500 Internal Server Error latency=${r.int(20, 90)}ms`),
      "provider-portal": (r) => E(`POST /orders 502 ${r.int(60, 300)}ms - upstream error`),
    },
    extra: [],
  },
  // ------------------------------------------------------------------ configuration
  {
    cat: "configuration",
    estate: "cedar",
    origin: "demux-svc",
    hints: ["keyerror", "config", "environment", "missing", "env"],
    sev: "high",
    note: "Right after its new release demux-svc fails every run with KeyError 'DEMUX_OUTPUT_ROOT' because the setting is missing from its environment.",
    flows: [4],
    failShare: 1,
    rampSec: 1,
    originFail: (r, v) =>
      E(
        `run ${run(r, v)}: demultiplexing could not start`,
        st.py(
          [
            ["/app/demux/worker.py", 41, "handle_run", 'out_root = Path(os.environ["DEMUX_OUTPUT_ROOT"])'],
            ["/usr/local/lib/python3.11/os.py", 679, "__getitem__", "raise KeyError(key) from None"],
          ],
          "KeyError: 'DEMUX_OUTPUT_ROOT'",
        ),
        "KeyError",
      ),
    callers: { "seq-uploader": (r, v) => W(`run ${run(r, v)}: demux-svc webhook returned 500, will retry`) },
    extra: [
      {
        svc: "demux-svc",
        perMin: 2,
        tpl: (r) => E(`run ${id.runId(r)}: retry ${r.int(1, 5)}/5 failed: KeyError: 'DEMUX_OUTPUT_ROOT'`),
      },
    ],
    pre: [
      once("demux-svc", -20, I("Shutting down worker (SIGTERM)")),
      once("demux-svc", -8, I("demux-svc 3.9.0 (git 7c41e9a) starting, bcl-convert 4.2.7, env=production")),
      once("demux-svc", -7, I("loaded settings from environment (12 keys)")),
    ],
  },
  {
    cat: "configuration",
    estate: "lakeshore",
    origin: "run-watcher",
    hints: ["config", "flag", "invalid value", "poll-interval", "parse"],
    sev: "medium",
    note: "After a config change run-watcher cannot parse its poll interval ('30sec') and crash-loops; its scans stop and no new runs are registered.",
    silent: true,
    callers: {},
    extra: [
      {
        svc: "run-watcher",
        perMin: 1.2,
        tpl: () => I("run-watcher v1.14.2 starting (config /etc/run-watcher/run-watcher.env)"),
      },
      { svc: "run-watcher", perMin: 1.2, tpl: () => E(`invalid value "30sec" for flag -poll-interval: parse error`) },
      {
        svc: "sample-registry",
        perMin: 0.5,
        from: 150,
        tpl: (r) => W(`run ${id.runId(r, "LH00231")}: expected completion passed, no RTAComplete event received`),
      },
    ],
    pre: [
      once("run-watcher", -3, I("received SIGTERM, shutting down watchers")),
      once("run-watcher", 0, I("run-watcher v1.14.2 starting (config /etc/run-watcher/run-watcher.env)")),
      once("run-watcher", 0.1, E(`invalid value "30sec" for flag -poll-interval: parse error`)),
    ],
  },
  {
    cat: "configuration",
    estate: "meridian",
    origin: "secondary-analysis",
    hints: ["config", "ref-dir", "hash table", "version", "incompatible"],
    sev: "high",
    note: "After a pipeline.yaml change secondary-analysis points DRAGEN at an old reference hash table and every sample fails with a version mismatch.",
    flows: [3, 4],
    failShare: 1,
    rampSec: 1,
    originFail: (r, v) =>
      E(
        `${v.acc ?? v.run ?? id.sampleId(r, "MX")}: DRAGEN exited with code 1: ERROR: Hash table version 8.1.3 is not compatible with DRAGEN 4.3.6 (requires 10.x). Check --ref-dir=/staging/ref/hg38-alt-masked.v2`,
      ),
    callers: {},
    silent: true,
    extra: [
      {
        svc: "secondary-analysis",
        perMin: 3,
        tpl: (r) =>
          E(
            `${id.sampleId(r, "MX")}: DRAGEN exited with code 1: ERROR: Hash table version 8.1.3 is not compatible with DRAGEN 4.3.6 (requires 10.x)`,
          ),
      },
    ],
    pre: [
      once(
        "secondary-analysis",
        -15,
        I("config reloaded: /etc/mdx/pipeline.yaml (ref_dir=/staging/ref/hg38-alt-masked.v2, dragen=4.3.6)"),
      ),
    ],
  },
  {
    cat: "configuration",
    estate: "lakeshore",
    origin: "ilab-billing",
    hints: ["config", "options", "required", "missing", "setting", "apibaseurl"],
    sev: "medium",
    note: "After its release ilab-billing fails options validation because ILab:ApiBaseUrl is missing, so no charge is posted.",
    flows: [4],
    failShare: 1,
    rampSec: 1,
    originFail: () =>
      E(
        "Charge posting failed",
        st.dotnet(
          "Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'ILabOptions' members: 'ApiBaseUrl' with the error: 'The ApiBaseUrl field is required.'.",
          [
            "Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
            "Microsoft.Extensions.Options.UnnamedOptionsManager`1.get_Value()",
            "Lakeshore.Billing.ILab.ILabClient..ctor(HttpClient http, IOptions`1 options) in /src/Billing/ILab/ILabClient.cs:line 22",
          ],
        ),
        "OptionsValidationException",
      ),
    callers: {},
    extra: [
      {
        svc: "ilab-billing",
        perMin: 1,
        tpl: () => E("iLab sync aborted: OptionsValidationException: 'The ApiBaseUrl field is required.'"),
      },
    ],
    pre: [
      once("ilab-billing", -25, I("Application is shutting down...")),
      once("ilab-billing", -10, I("Hosting environment: Production; Content root path: /app; version 5.2.0+c0ffe12")),
      once("ilab-billing", -9, I("Now listening on: http://[::]:8080")),
    ],
  },
  // ------------------------------------------------------------------ dependency
  {
    cat: "dependency",
    estate: "cedar",
    origin: "billing-bridge",
    hints: ["503", "unavailable", "upstream", "clearinghouse", "circuit", "dependency"],
    sev: "medium",
    note: "The claims clearinghouse answers 503 and billing-bridge's circuit breaker opens; claim submissions stop.",
    flows: [6],
    failShare: 1,
    originFail: (r) =>
      E(
        `ClaimSubmitJob failed: ${r.chance(0.5) ? "Faraday::ServerError: the server responded with status 503" : "Stoplight::Error::RedLight: clearinghouse"}`,
      ),
    callers: {},
    extra: [
      {
        svc: "billing-bridge",
        perMin: 4,
        tpl: (r) =>
          W(
            `clearinghouse POST /claims/v3/submissions -> 503 Service Unavailable (${r.int(20, 900)}ms), attempt ${r.int(1, 3)}`,
          ),
      },
      { svc: "billing-bridge", perMin: 0.5, tpl: () => W("Stoplight clearinghouse switched from green to red") },
    ],
  },
  {
    cat: "dependency",
    estate: "lakeshore",
    origin: "slurm-gw",
    hints: ["slurm", "controller", "unavailable", "dependency", "unable to contact", "slurmctld"],
    sev: "high",
    note: "The Slurm controller stops answering; slurm-gw cannot submit or list jobs and align-qc and run conversions stall.",
    flows: [2, 3],
    failShare: 1,
    silent: true,
    originFail: () =>
      E("sbatch: error: Batch job submission failed: Unable to contact slurm controller (connect failure)"),
    callers: {
      "align-qc": (_r, v) =>
        E(`${v.proj}/${v.sid}: slurm-gw returned 503: Unable to contact slurm controller (connect failure)`),
      "sample-registry": (r, v) => W(`run ${run(r, v)}: conversion job not accepted by slurm-gw (503)`),
    },
    extra: [
      {
        svc: "slurm-gw",
        perMin: 2,
        tpl: () => E("squeue poll failed: slurm_load_jobs error: Unable to contact slurm controller (connect failure)"),
      },
      {
        svc: "align-qc",
        perMin: 8,
        tpl: (r) => W(`${id.project(r)}/LS-${r.digits(5)}: resubmitting in 30s (attempt ${r.int(2, 5)}/5)`),
      },
    ],
  },
  {
    cat: "dependency",
    estate: "meridian",
    origin: "instrument-sync",
    hints: ["basespace", "503", "unavailable", "upstream", "dependency"],
    sev: "medium",
    note: "The sequencer vendor's cloud API returns 503, so instrument-sync cannot pull run data and the LIMS receives no new runs.",
    silent: true,
    flows: [3],
    failShare: 1,
    originFail: (r, v) =>
      E(
        `run ${run(r, v, "LH00412")}: GET https://api.basespace.illumina.com/v2/runs/${r.digits(9)}/files: 503 Service Unavailable`,
      ),
    callers: {},
    extra: [
      {
        svc: "instrument-sync",
        perMin: 6,
        tpl: (r) =>
          E(
            `basespace: GET /v2/runs/${r.digits(9)}/files?offset=${r.int(0, 9)}000: 503 Service Unavailable (retry ${r.int(1, 5)}/5)`,
          ),
      },
      {
        svc: "instrument-sync",
        perMin: 1,
        tpl: () => W("basespace: too many consecutive failures, pausing sync for 60s"),
      },
    ],
  },
  {
    cat: "dependency",
    estate: "cedar",
    origin: "pipeline-runner",
    hints: ["amqp", "rabbitmq", "broker", "connection", "unavailable", "dependency"],
    sev: "high",
    note: "The RabbitMQ broker behind pipeline-runner goes away; its Celery consumers keep reconnecting, no task runs and annotation and reports dry up.",
    silent: true,
    callers: {},
    extra: [
      {
        svc: "pipeline-runner",
        perMin: 8,
        tpl: (r) =>
          E(
            `consumer: Cannot connect to amqp://pipeline:**@rabbitmq.cedar-clinical.svc:5672//: [Errno 111] Connection refused.\nTrying again in ${r.pick([2, 4, 6, 8, 10])}.00 seconds... (${r.int(1, 40)}/100)`,
          ),
      },
      {
        svc: "pipeline-runner",
        perMin: 2,
        tpl: (r) =>
          W(
            `[${id.sampleId(r)}] task dispatch failed: kombu.exceptions.OperationalError: [Errno 111] Connection refused`,
          ),
      },
    ],
    pre: [
      once("pipeline-runner", 0, E("consumer: Connection to broker lost. Trying to re-establish the connection...")),
    ],
  },
  // ------------------------------------------------------------------ memory
  {
    cat: "memory",
    estate: "cedar",
    origin: "variant-annotator",
    hints: ["outofmemory", "heap", "memory", "oom"],
    sev: "high",
    note: "variant-annotator runs out of Java heap on a large exome batch, goes silent while restarting, and pipeline-runner's annotate calls fail.",
    flows: [5],
    failShare: 0.9,
    silent: true,
    silentAfter: 25,
    originFail: () => E("Annotation request aborted"),
    callers: {
      "pipeline-runner": (r, v) =>
        E(
          `[${v.sid}] task ANNOTATE failed: ${r.chance(0.5) ? "HTTPConnectionPool(host='variant-annotator', port=8080): Max retries exceeded (Caused by NewConnectionError(... [Errno 111] Connection refused))" : "503 Server Error: Service Unavailable for url: http://variant-annotator:8080/annotate"}`,
        ),
    },
    extra: [
      {
        svc: "variant-annotator",
        perMin: 2,
        from: -90,
        to: 20,
        tpl: (r) =>
          W(
            `[gc] Pause Full (G1 Compaction Pause) ${r.int(7900, 8100)}M->${r.int(7800, 8000)}M(8192M) ${r.int(2000, 7000)}.${r.int(100, 999)}ms`,
          ),
      },
      {
        svc: "pipeline-runner",
        perMin: 10,
        from: 30,
        tpl: (r) => W(`[${id.sampleId(r)}] retrying task ANNOTATE in 30s (attempt ${r.int(2, 5)}/5)`),
      },
      {
        svc: "variant-annotator",
        perMin: 0.4,
        from: 90,
        tpl: (r) =>
          I(`Starting VariantAnnotatorApplication v2.8.1 using Java 17.0.11 with PID 1 (restart ${r.int(1, 4)})`),
      },
    ],
    pre: [
      {
        svc: "variant-annotator",
        at: 3,
        tpl: () =>
          E(
            'Exception in thread "vep-pool-3"',
            st.java("java.lang.OutOfMemoryError: Java heap space", [
              "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
              "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
              "com.cedargenomics.annot.vep.VcfBatchReader.readAll(VcfBatchReader.java:88)",
            ]),
            "java.lang.OutOfMemoryError",
          ),
      },
      once("variant-annotator", 20, E("Terminating due to java.lang.OutOfMemoryError: Java heap space")),
    ],
  },
  {
    cat: "memory",
    estate: "lakeshore",
    origin: "bclconvert-worker",
    hints: ["bad_alloc", "memory", "alloc", "oom"],
    sev: "medium",
    note: "bclconvert-worker aborts with std::bad_alloc on a large NovaSeq X run; every retry dies the same way and no FASTQ is produced.",
    silent: true,
    callers: {},
    extra: [
      {
        svc: "bclconvert-worker",
        perMin: 1,
        tpl: (r) =>
          I(
            `bcl-convert Version 00.000.000.4.2.7 starting: --bcl-input-directory /seqdata/runs/${id.runId(r, "LH00231")} (attempt ${r.int(2, 4)})`,
          ),
      },
      {
        svc: "bclconvert-worker",
        perMin: 1.6,
        tpl: () => E("terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc"),
      },
      {
        svc: "slurm-gw",
        perMin: 1,
        tpl: (r) =>
          W(`job ${id.job(r)} (bclconvert) finished state=FAILED exit_code=0:6 (SIGABRT), MaxRSS=${r.int(250, 256)}G`),
      },
    ],
    pre: [
      once(
        "bclconvert-worker",
        0,
        E("terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc"),
      ),
    ],
  },
  {
    cat: "memory",
    estate: "meridian",
    origin: "annotation-svc",
    hints: ["memory", "sigkill", "oom", "out of memory"],
    sev: "high",
    note: "annotation-svc's gunicorn workers are killed by the kernel for memory while loading the gnomAD tables; requests drop and secondary-analysis sees aborted connections.",
    flows: [4],
    failShare: 0.8,
    callers: {
      "secondary-analysis": (r, v) =>
        E(
          `${sid(r, v, "MX")}: annotation request failed: ('Connection aborted.', RemoteDisconnected('Remote end closed connection without response'))`,
        ),
    },
    extra: [
      {
        svc: "annotation-svc",
        perMin: 3,
        tpl: (r) =>
          E(`[${r.int(1, 9)}] [ERROR] Worker (pid:${r.int(40, 400)}) was sent SIGKILL! Perhaps out of memory?`),
      },
      {
        svc: "annotation-svc",
        perMin: 3,
        tpl: (r) => I(`[${r.int(1, 9)}] [INFO] Booting worker with pid: ${r.int(400, 900)}`),
      },
      {
        svc: "annotation-svc",
        perMin: 1,
        from: -60,
        tpl: (r) => W(`loading gnomAD 4.1 constraint table into memory (${r.int(11, 14)}.${r.int(0, 9)} GiB)`),
      },
    ],
  },
  {
    cat: "memory",
    estate: "meridian",
    origin: "order-gateway",
    hints: ["out of memory", "memory", "oom", "runtime"],
    sev: "high",
    note: "order-gateway dies with 'fatal error: runtime: out of memory' and goes quiet while restarting; the portal reports upstream resets for orders and reports.",
    silent: true,
    flows: [0, 1],
    failShare: 0.9,
    callers: {
      "provider-portal": (r, v) =>
        E(
          `${v.rid ? `GET /reports/${v.rid}` : "POST /orders"} 503 ${r.int(2, 30)}ms - upstream connect error or disconnect/reset before headers. reset reason: connection termination`,
        ),
    },
    extra: [
      {
        svc: "order-gateway",
        perMin: 0.6,
        from: 40,
        tpl: (r) => I(`order-gateway 2.31.${r.int(0, 4)} starting, GOMAXPROCS=4 GOMEMLIMIT=unset`),
      },
      {
        svc: "order-gateway",
        perMin: 0.6,
        from: 70,
        tpl: () => ({ level: "fatal", msg: "fatal error: runtime: out of memory" }),
      },
    ],
    pre: [
      once("order-gateway", -60, W("report cache size 1.7 GiB (entries=412883), eviction disabled")),
      {
        svc: "order-gateway",
        at: 0,
        tpl: () => ({
          level: "fatal",
          msg: "fatal error: runtime: out of memory",
          stack: st.goroutine(
            ["runtime stack:", "runtime.throw({0x1a2b3c4?, 0x0?})", "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c"],
            [
              [
                "github.com/meridiandx/order-gateway/internal/reports.(*Cache).Put(0xc0001a2000, {0xc01f2e4000, 0x14}, {0xc2a0000000, 0x4c4b40, 0x4c4b40})",
                "/src/internal/reports/cache.go:77 +0x1b4",
              ],
              [
                "github.com/meridiandx/order-gateway/internal/reports.(*Handler).Get(0xc0001a4000, {0x1c3e0a0, 0xc0a1b2c3d0}, 0xc0b2c3d400)",
                "/src/internal/reports/handler.go:54 +0x2e8",
              ],
            ],
          ),
        }),
      },
    ],
  },
  // ------------------------------------------------------------------ disk
  {
    cat: "disk",
    estate: "cedar",
    origin: "seq-uploader",
    hints: ["no space", "disk", "space", "enospc", "device"],
    sev: "high",
    note: "seq-uploader's staging volume fills up, so run data can no longer be staged for upload (no space left on device) and demux waits.",
    silent: true,
    flows: [4],
    failShare: 1,
    originFail: (r, v) =>
      E(`run ${run(r, v)}: stage failed: write /staging/runs/${run(r, v)}/RunInfo.xml: no space left on device`),
    callers: {},
    extra: [
      {
        svc: "seq-uploader",
        perMin: 9,
        tpl: (r) =>
          E(
            `run ${id.runId(r)}: stage failed: write /staging/runs/${id.runId(r)}/Data/Intensities/BaseCalls/L00${r.int(1, 4)}/C${r.int(1, 151)}.1/L00${r.int(1, 4)}_1.cbcl: no space left on device`,
          ),
      },
      {
        svc: "seq-uploader",
        perMin: 1,
        from: -180,
        tpl: (r) => W(`staging volume /staging at ${r.int(93, 99)}% (free ${r.int(20, 300)} GiB)`),
      },
      {
        svc: "demux-svc",
        perMin: 1,
        from: 90,
        tpl: (r) => W(`run ${id.runId(r)}: CopyComplete.txt not found, rechecking in 120s`),
      },
    ],
  },
  {
    cat: "disk",
    estate: "lakeshore",
    origin: "delivery-svc",
    hints: ["read-only", "disk", "filesystem", "erofs"],
    sev: "medium",
    note: "The delivery export volume of delivery-svc is remounted read-only, so no delivery can be written and investigators are not notified.",
    flows: [4],
    failShare: 1,
    originFail: (r, v) =>
      E(`delivery ${v.dlv}: open /export/deliveries/${id.pi(r)}_lab/${v.dlv}/manifest.tsv: read-only file system`),
    callers: {},
    extra: [
      {
        svc: "delivery-svc",
        perMin: 3,
        tpl: (r) =>
          E(
            `delivery DLV-${r.digits(5)}: mkdir /export/deliveries/${id.pi(r)}_lab/DLV-${r.digits(5)}: read-only file system`,
          ),
      },
      {
        svc: "delivery-svc",
        perMin: 1,
        tpl: (r) => W(`delivery DLV-${r.digits(5)}: requeued (attempt ${r.int(2, 6)})`),
      },
    ],
  },
  {
    cat: "disk",
    estate: "meridian",
    origin: "secondary-analysis",
    hints: ["quota", "disk", "space", "122"],
    sev: "high",
    note: "secondary-analysis exceeds its staging quota, so DRAGEN outputs cannot be written (Disk quota exceeded) and annotation receives nothing.",
    flows: [4],
    failShare: 0.95,
    originFail: (_r, v) =>
      E(
        `${v.acc}: writing DRAGEN output failed`,
        st.py(
          [
            ["/app/secondary/runner.py", 203, "collect_outputs", "shutil.copyfile(src, dst)"],
            ["/usr/local/lib/python3.11/shutil.py", 269, "copyfile", "_fastcopy_sendfile(fsrc, fdst)"],
          ],
          `OSError: [Errno 122] Disk quota exceeded: '/staging/dragen/${v.acc}/${v.acc}.hard-filtered.gvcf.gz'`,
        ),
        "OSError",
      ),
    callers: {},
    extra: [
      {
        svc: "secondary-analysis",
        perMin: 1,
        from: -120,
        tpl: (r) => W(`staging usage ${r.int(95, 99)}% of quota (fileset mdx_staging)`),
      },
    ],
  },
  {
    cat: "disk",
    estate: "lakeshore",
    origin: "sample-registry",
    hints: ["no space", "disk", "space", "errno 28"],
    sev: "high",
    note: "sample-registry's media volume fills up, so submissions with sample sheets fail (No space left on device) and core-submit shows 500s.",
    flows: [0],
    failShare: 1,
    originFail: (r) =>
      E(
        "Internal Server Error: /api/submissions",
        st.py(
          [
            ["/app/registry/views.py", 118, "create_submission", "default_storage.save(path, upload)"],
            [
              "/usr/local/lib/python3.11/site-packages/django/core/files/storage/filesystem.py",
              106,
              "_save",
              "_file.write(chunk)",
            ],
          ],
          `OSError: [Errno 28] No space left on device: '/var/lib/registry/media/samplesheets/SUB-${r.digits(5)}.csv'`,
        ),
        "OSError",
      ),
    callers: {
      "core-submit": () => E("SampleRegistry::ServerError (sample-registry responded 500 Internal Server Error)"),
    },
    extra: [],
  },
  // ------------------------------------------------------------------ unknown
  {
    cat: "unknown",
    estate: "cedar",
    origin: "hamilton-bridge",
    hints: ["unknown", "exit", "failed", "worker", "crash"],
    sev: "medium",
    note: "hamilton-bridge's worklist pushes start failing and its worker exits with status 1 repeatedly, without ever logging a reason.",
    flows: [3],
    failShare: 0.9,
    originFail: (_r, v) => E(`${v.star}: worklist push for plate ${v.plate} failed`),
    callers: {},
    extra: [
      {
        svc: "hamilton-bridge",
        perMin: 1,
        tpl: (r) => E(`bridge worker ${r.int(1, 4)} exited with status 1, restarting in 5s`),
      },
      { svc: "hamilton-bridge", perMin: 1, tpl: (r) => I(`bridge worker ${r.int(1, 4)} started`) },
    ],
  },
  {
    cat: "unknown",
    estate: "lakeshore",
    origin: "core-submit",
    hints: ["unknown", "500", "internal server error", "crash"],
    sev: "high",
    note: "core-submit answers most pages and submissions with 500 Internal Server Error within milliseconds and never logs an exception.",
    flows: [0, 1],
    failShare: 0.8,
    originFail: (r) =>
      E(
        `Completed 500 Internal Server Error in ${r.int(2, 9)}ms (ActiveRecord: 0.0ms | Allocations: ${r.int(300, 900)})`,
      ),
    callers: {},
    extra: [
      {
        svc: "core-submit",
        perMin: 2,
        tpl: (r) => W(`[${r.hex(8)}-${r.hex(4)}] Puma worker ${r.int(0, 3)} (PID: ${r.int(20, 90)}) booted, phase: 0`),
      },
    ],
  },
  {
    cat: "unknown",
    estate: "meridian",
    origin: "interp-svc",
    hints: ["unknown", "500", "error", "failed"],
    sev: "high",
    note: "interp-svc starts answering report requests with 500 without logging why; the gateway and portal report failures naming it.",
    flows: [1, 4],
    failShare: 0.75,
    originFail: (r, v) =>
      E(`${v.rid ? `GET /api/reports/${v.rid}` : `POST /api/cases/${v.acc}`} -> 500 (correlation ${r.hex(12)})`),
    callers: {
      "order-gateway": (r, v) => E(`GET /v1/reports/${v.rid} status=500 latency=${r.int(3, 40)}ms upstream=interp-svc`),
      "provider-portal": (r, v) => E(`GET /reports/${v.rid} 502 ${r.int(10, 80)}ms`),
      "annotation-svc": (_r, v) => W(`${v.acc}: hand-off to interp-svc failed with 500, will retry`),
    },
    extra: [],
  },
  {
    cat: "unknown",
    estate: "cedar",
    origin: "demux-svc",
    hints: ["exit", "unknown", "failed", "status 1"],
    sev: "medium",
    note: "demux-svc's bcl-convert invocations exit with status 1 and no further output; runs pile up undemultiplexed.",
    flows: [4],
    failShare: 1,
    originFail: (r, v) => E(`run ${run(r, v)}: bcl-convert exited with status 1 after ${r.int(1, 9)}s`),
    callers: {},
    extra: [
      {
        svc: "demux-svc",
        perMin: 1.5,
        tpl: (r) =>
          E(`run ${id.runId(r)}: demultiplexing failed (attempt ${r.int(2, 5)}/5): bcl-convert exited with status 1`),
      },
    ],
  },
];
