// The 52 incident scenarios: 4 per category, one in each estate, each told through the lines its services really write.
import type { EstateId } from "./estates.js";
import { jobId, node, runId, sample, uid } from "./estates.js";
import type { Level } from "./formats.js";
import { hex, int, pick, type Rng } from "./rng.js";
import { dotnetTrace, goPanic, javaTrace, nodeTrace, pyTrace, rubyTrace } from "./stacks.js";

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

export const CATEGORIES: Category[] = [
  "authentication",
  "authorization",
  "database",
  "network",
  "timeout",
  "rate_limiting",
  "validation",
  "null_reference",
  "configuration",
  "dependency",
  "memory",
  "disk",
  "unknown",
];

export interface Emit {
  svc: string;
  perMin: number;
  level: Level;
  make: (r: Rng) => string;
  stack?: (r: Rng) => string;
  /** seconds relative to the start (may be negative for precursors) */
  from?: number;
  to?: number;
  /** rate grows from a tenth to full over the first 150 s */
  ramp?: boolean;
}
export interface Once {
  svc: string;
  at: number;
  level: Level;
  msg: string;
}
export interface Spec {
  cat: Category;
  estate: EstateId;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  emits: Emit[];
  once?: Once[];
  /** services whose own normal lines stop at the start */
  silence?: string[];
  /** flows through these services mostly stop at the start (default: the origin) */
  breaks?: string[];
}

const e = (svc: string, perMin: number, level: Level, make: (r: Rng) => string, o: Partial<Emit> = {}): Emit => ({
  svc,
  perMin,
  level,
  make,
  ...o,
});
const ms = (r: Rng, lo: number, hi: number) => int(r, lo, hi);
const uuid = (r: Rng) => `${hex(r, 8)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 12)}`;
const cx = (r: Rng) => `CX${int(r, 100000, 999999)}`;
const caseB = (r: Rng) => `C-${int(r, 1000, 4999)}`;

export const SPECS: Spec[] = [
  // ============================================================ authentication
  {
    cat: "authentication",
    estate: "halden",
    origin: "slurmctld",
    hints: ["munge", "credential", "authentication", "auth"],
    sev: "high",
    note: "After a munge key rotation the controller rejects every RPC credential; submissions, squeue scrapes and portal job lists fail across the centre.",
    once: [
      {
        svc: "slurmctld",
        at: -20,
        level: "info",
        msg: "Reconfigure request received from uid=0, re-reading munge key /etc/munge/munge.key",
      },
    ],
    emits: [
      e("slurmctld", 40, "error", (_r) => `Munge decode failed: Invalid credential`),
      e("slurmctld", 30, "error", (r) =>
        pick(r, [
          `auth_g_verify: REQUEST_SUBMIT_BATCH_JOB has authentication error: Invalid authentication credential`,
          `auth_g_verify: REQUEST_JOB_INFO has authentication error: Invalid authentication credential`,
          `slurm_unpack_received_msg: [[${node(r)}]:${int(r, 30000, 60000)}] auth_g_verify: REQUEST_NODE_INFO has authentication error: Invalid authentication credential`,
        ]),
      ),
      e(
        "job-submit-api",
        18,
        "error",
        (r) =>
          `POST /v1/jobs user=${uid(r)} -> 502 (sbatch: error: Batch job submission failed: Protocol authentication error)`,
      ),
      e("mpi-jobmon", 12, "error", () => "squeue failed: slurm_load_jobs error: Protocol authentication error", {}),
      e(
        "ood-portal",
        10,
        "error",
        (r) =>
          `Completed 500 Internal Server Error in ${ms(r, 200, 900)}ms -- OodCore::JobAdapterError (slurm_load_jobs error: Protocol authentication error)`,
      ),
      e(
        "jupyterhub",
        4,
        "error",
        (r) =>
          `[batchspawner] Job submission failed with exit code 1: sbatch: error: Batch job submission failed: Protocol authentication error (user ${uid(r)})`,
      ),
    ],
  },
  {
    cat: "authentication",
    estate: "brightwater",
    origin: "seq-uploader",
    hints: ["access key", "credential", "authentication", "invalidaccesskeyid", "signature"],
    sev: "medium",
    note: "The sequencer uploader's object-store access key was revoked during a key rotation, so every run upload is refused and ingest waits for runs that never complete.",
    emits: [
      e(
        "seq-uploader",
        20,
        "error",
        (r) =>
          `run ${runId(r)}: PutObject ${pick(r, ["Data/Intensities/BaseCalls/L00", "InterOp/", "Thumbnail_Images/L00"])}${int(r, 1, 4)}: InvalidAccessKeyId: The Access Key Id you provided does not exist in our records. status code: 403, request id: ${hex(r, 16).toUpperCase()}`,
      ),
      e("seq-uploader", 4, "warn", (r) => `run ${runId(r)}: upload paused, 0 MiB/s for ${int(r, 60, 600)}s`),
      e(
        "run-ingest",
        2,
        "warn",
        (r) => `run ${runId(r)} has no CopyComplete.txt after ${int(r, 45, 90)} min (expected ~40 min for NovaSeq S4)`,
        { from: 120 },
      ),
      e(
        "lims-api",
        1,
        "warn",
        (r) => `Run ${runId(r)} still in state UPLOADING past SLA (flowcell ${hex(r, 9).toUpperCase()})`,
        { from: 200 },
      ),
    ],
  },
  {
    cat: "authentication",
    estate: "calder",
    origin: "auth-gw",
    hints: ["token", "signature", "oidc", "jwt", "authentication", "kid"],
    sev: "high",
    note: "The identity provider rotated its signing key but the gateway keeps a pinned, stale key set, so every clinician token fails signature verification.",
    silence: [],
    emits: [
      e(
        "auth-gw",
        35,
        "warn",
        (r) =>
          `token rejected: oidc: failed to verify signature: failed to verify id token signature (kid=${hex(r, 8)} not in cached jwks)`,
      ),
      e("auth-gw", 6, "error", () => "jwks refresh skipped: keyset pinned by config, 2 keys cached"),
      e(
        "clinician-portal",
        30,
        "error",
        (r) => `GET /api/cases/${cx(r)} 401 - ${ms(r, 2, 20)} ms (auth-gw: invalid_token)`,
      ),
      e("clinician-portal", 8, "warn", () => "session refresh failed, redirecting to /login (401 from auth-gw)"),
      e(
        "case-api",
        6,
        "warn",
        (r) => `rejected request without valid bearer token from ${pick(r, ["clinician-portal", "intake-api"])}`,
      ),
    ],
  },
  {
    cat: "authentication",
    estate: "tarn",
    origin: "hub",
    hints: ["ldap", "bind", "credential", "invalidcredentials", "authentication"],
    sev: "medium",
    note: "The LDAP service account password used by the hub's authenticator expired, so every login attempt fails at the bind before the user's own password is checked.",
    emits: [
      e(
        "hub",
        14,
        "error",
        (_r) =>
          `[ldapauthenticator] Failed to connect to LDAP server with search user 'cn=svc-jhub,ou=services,dc=tarn,dc=ac,dc=uk'`,
        {
          stack: (r) =>
            pyTrace(
              r,
              [
                [
                  "/usr/local/lib/python3.11/site-packages/ldapauthenticator/ldapauthenticator.py",
                  "authenticate",
                  "conn = self.get_connection(userdn, password)",
                ],
                ["/usr/local/lib/python3.11/site-packages/ldap3/core/connection.py", "__init__", "self.do_auto_bind()"],
                [
                  "/usr/local/lib/python3.11/site-packages/ldap3/core/connection.py",
                  "do_auto_bind",
                  "raise LDAPBindError(self.last_error)",
                ],
              ],
              "ldap3.core.exceptions.LDAPBindError: automatic bind not successful - invalidCredentials",
            ),
        },
      ),
      e(
        "hub",
        12,
        "warn",
        (r) =>
          `403 POST /hub/login?next=%2Fhub%2F (@10.8.${int(r, 0, 9)}.${int(r, 2, 250)}) ${ms(r, 80, 400)}.${int(r, 10, 99)}ms`,
      ),
      e("chp-proxy", 10, "info", (r) => `403 POST /hub/login ${ms(r, 80, 400)}ms`),
      e(
        "portal-api",
        3,
        "warn",
        (r) => `method=GET path=/api/notebook-link user=${uid(r)} status=502 err="hub session exchange failed: 403"`,
      ),
    ],
  },
  // ============================================================ authorization
  {
    cat: "authorization",
    estate: "halden",
    origin: "job-submit-api",
    hints: ["permission", "access", "denied", "operator"],
    sev: "medium",
    note: "The submit gateway's service account lost its Slurm operator level after an accounting cleanup, so every submission on behalf of a user is refused as a permission violation.",
    emits: [
      e(
        "job-submit-api",
        24,
        "error",
        (r) =>
          `POST /v1/jobs user=${uid(r)} -> 403 (sbatch --uid=${int(r, 10000, 60000)}: error: Batch job submission failed: Access/permission denied)`,
      ),
      e(
        "job-submit-api",
        4,
        "warn",
        () => "svc-submit AdminLevel=None; submissions on behalf of users require Operator",
      ),
      e(
        "slurmctld",
        20,
        "error",
        (r) => `Security violation, REQUEST_SUBMIT_BATCH_JOB RPC from uid=${pick(r, ["812"])}`,
      ),
      e(
        "ood-portal",
        12,
        "error",
        (r) => `Completed 502 Bad Gateway in ${ms(r, 100, 600)}ms -- job submit failed: job-submit-api returned 403`,
      ),
      e(
        "jupyterhub",
        3,
        "error",
        (r) => `[batchspawner] Job submission failed with exit code 1 for ${uid(r)}: submit gateway said 403 Forbidden`,
      ),
    ],
  },
  {
    cat: "authorization",
    estate: "brightwater",
    origin: "report-builder",
    hints: ["authorization", "permission", "403", "forbidden", "authorizationpermissionmismatch"],
    sev: "medium",
    note: "The report builder's managed identity lost its blob write role, so rendered clinical reports cannot be stored and the portal shows reports as failed.",
    emits: [
      e(
        "report-builder",
        10,
        "error",
        (r) => `Failed to upload report R-${int(r, 10000, 99999)}.pdf to container clinical-reports`,
        {
          stack: (r) =>
            dotnetTrace(
              r,
              `Azure.RequestFailedException: This request is not authorized to perform this operation using this permission.\nRequestId:${uuid(r)}\nTime:2026-06-03T10:12:44.1230000Z\nStatus: 403 (This request is not authorized to perform this operation using this permission.)\nErrorCode: AuthorizationPermissionMismatch`,
              [
                [
                  "Azure.Core.HttpPipelineExtensions.ProcessMessageAsync(HttpPipeline pipeline, HttpMessage message, RequestContext requestContext, CancellationToken cancellationToken)",
                  "/_/sdk/core/Azure.Core/src/Pipeline/HttpPipelineExtensions.cs",
                ],
                [
                  "Azure.Storage.Blobs.BlockBlobClient.UploadInternal(Stream content, BlobHttpHeaders blobHttpHeaders, Boolean async, CancellationToken cancellationToken)",
                  "/_/sdk/storage/Azure.Storage.Blobs/src/BlockBlobClient.cs",
                ],
                ["Brightwater.Reports.ReportStore.SaveAsync(Report report)", "/src/ReportBuilder/ReportStore.cs"],
              ],
            ),
        },
      ),
      e(
        "results-portal",
        12,
        "error",
        (r) => `POST /cases/${caseB(r)}/reports/finalise 500 ${ms(r, 100, 900)}ms - report-builder: report not stored`,
      ),
      e(
        "notify-worker",
        4,
        "warn",
        (r) =>
          `ReportReadyMailer#deliver JID-${hex(r, 24)} WARN: report R-${int(r, 10000, 99999)} missing, will retry in ${pick(r, [25, 41, 96])}s`,
      ),
    ],
  },
  {
    cat: "authorization",
    estate: "calder",
    origin: "object-sync",
    hints: ["accessdenied", "access denied", "permission", "authorization", "403"],
    sev: "medium",
    note: "A tightened bucket policy no longer trusts the sync worker's role, so finished results stop reaching the results bucket and clinicians see incomplete cases.",
    emits: [
      e("object-sync", 16, "error", (r) => `sync of ${cx(r)} failed`, {
        stack: (r) =>
          pyTrace(
            r,
            [
              ["/app/object_sync/worker.py", "sync_case", "self._put(key, body)"],
              ["/app/object_sync/s3.py", "_put", "self.client.put_object(Bucket=self.bucket, Key=key, Body=body)"],
              [
                "/usr/local/lib/python3.12/site-packages/botocore/client.py",
                "_make_api_call",
                "raise error_class(parsed_response, operation_name)",
              ],
            ],
            "botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied",
          ),
      }),
      e("object-sync", 3, "warn", (r) => `outbox backlog ${int(r, 40, 400)} cases, oldest ${int(r, 3, 30)}m`),
      e(
        "case-api",
        6,
        "warn",
        (r) =>
          `case ${cx(r)} results not found in s3://calder-clin-results after ${int(r, 10, 40)}m, status stays ANNOTATED`,
        { from: 60 },
      ),
      e(
        "clinician-portal",
        8,
        "error",
        (r) => `GET /api/cases/${cx(r)}/report 404 - ${ms(r, 10, 80)} ms (case-api: results missing)`,
        { from: 60 },
      ),
    ],
  },
  {
    cat: "authorization",
    estate: "tarn",
    origin: "data-mover",
    hints: ["permission", "acl", "permissiondenied", "authorization", "403"],
    sev: "medium",
    note: "The data mover's endpoint ACL on the project collection was removed, so new transfers from the sequencing core are refused with PermissionDenied.",
    emits: [
      e("data-mover", 9, "error", (_r) => `submit transfer to tarn#gpfs-projects failed`, {
        stack: (r) =>
          pyTrace(
            r,
            [
              ["/opt/data-mover/mover/tasks.py", "submit", "task = tc.submit_transfer(tdata)"],
              [
                "/usr/lib/python3.11/site-packages/globus_sdk/services/transfer/client.py",
                "submit_transfer",
                'return self.post("/v0.10/transfer", data=data)',
              ],
              ["/usr/lib/python3.11/site-packages/globus_sdk/client.py", "request", "raise self.error_class(r)"],
            ],
            `globus_sdk.services.transfer.errors.TransferAPIError: ('POST', 'https://transfer.api.globus.org/v0.10/transfer', 'Bearer', 403, 'PermissionDenied', "No effective ACL rules on the endpoint", '${hex(r, 9)}')`,
          ),
      }),
      e(
        "portal-api",
        8,
        "error",
        (r) =>
          `method=POST path=/api/transfers user=${uid(r)} status=502 dur=${ms(r, 300, 1500)}ms err="data-mover: transfer submit failed (403)"`,
      ),
    ],
  },
  // ============================================================ database
  {
    cat: "database",
    estate: "halden",
    origin: "slurmdbd",
    hints: ["mysql", "database", "connection", "too many", "sql"],
    sev: "high",
    note: "The accounting daemon's MySQL connections are exhausted, so it cannot store job records and the controller's queue of accounting messages fills up.",
    emits: [
      e("slurmdbd", 20, "error", () => "mysql_real_connect failed: 1040 Too many connections"),
      e("slurmdbd", 6, "error", () => "unable to re-connect to as_mysql database"),
      e(
        "slurmdbd",
        4,
        "error",
        (r) => `Processing last message from connection ${int(r, 8, 40)}(10.12.0.4) uid(${pick(r, ["812", "0"])})`,
      ),
      e(
        "slurmctld",
        8,
        "error",
        (r) => `agent queue filling (${int(r, 4000, 30000)}), MaxDBDMsgs=40000, RESTART SLURMDBD NOW`,
        { ramp: true },
      ),
      e("slurmctld", 4, "error", () => "slurmdbd: Getting response to message type: DBD_SEND_MULT_JOB_START"),
      e(
        "mpi-jobmon",
        10,
        "error",
        () => "sacct failed: sacct: error: Problem talking to the database: Unspecified error",
      ),
      e(
        "ood-portal",
        3,
        "warn",
        () => "Completed job history query partially: sacct returned no rows (database unavailable)",
      ),
    ],
  },
  {
    cat: "database",
    estate: "brightwater",
    origin: "lims-api",
    hints: ["connection", "pool", "postgres", "database", "hikari", "sql"],
    sev: "high",
    note: "The LIMS exhausts its Postgres connection slots, so sample lookups and status updates fail for the pipeline, QC and portal.",
    emits: [
      e(
        "lims-api",
        24,
        "error",
        (r) =>
          `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=${int(r, 20, 190)})`,
      ),
      e("lims-api", 6, "error", (_r) => "Unable to acquire JDBC Connection", {
        stack: (r) =>
          javaTrace(
            r,
            "org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection",
            [
              "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java",
              "com.brightwater.lims.sample.SampleService.findByBarcode(SampleService.java",
              "com.brightwater.lims.sample.SampleController.get(SampleController.java",
            ],
            "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
          ),
      }),
      e(
        "nextflow-runner",
        10,
        "error",
        (r) => `LIMS status update failed for ${sample(r)}: HTTP 500 from lims-api (will retry)`,
      ),
      e(
        "results-portal",
        12,
        "error",
        (r) => `GET /cases/${caseB(r)}/variants 503 ${ms(r, 30000, 31000)}ms - lims-api unavailable`,
      ),
      e("sample-qc", 4, "error", (r) => {
        const sm = sample(r);
        return `failed to post QC for ${sm}: 500 Server Error for url: http://lims-api:8080/api/v2/samples/${sm}/qc`;
      }),
    ],
  },
  {
    cat: "database",
    estate: "calder",
    origin: "case-api",
    hints: ["read-only", "database", "postgres", "sql", "transaction"],
    sev: "high",
    note: "After a database failover the case service keeps pooled connections to the old primary, now a read-only replica, so every write fails.",
    emits: [
      e("case-api", 14, "error", (r) => `PUT /cases/${cx(r)}/annotations -> 500 in ${ms(r, 5, 40)} ms`, {
        stack: (r) =>
          javaTrace(
            r,
            "org.springframework.jdbc.UncategorizedSQLException: PreparedStatementCallback; uncategorized SQLException for SQL [update case_annotation set status=? where case_id=?]; SQL state [25006]; error code [0]; ERROR: cannot execute UPDATE in a read-only transaction",
            [
              "org.springframework.jdbc.core.JdbcTemplate.translateException(JdbcTemplate.java",
              "org.calder.cases.repo.AnnotationRepository.markDone(AnnotationRepository.kt",
              "org.calder.cases.api.CaseController.putAnnotations(CaseController.kt",
            ],
          ),
      }),
      e(
        "case-api",
        8,
        "error",
        (r) => `POST /cases -> 500 in ${ms(r, 5, 40)} ms: ERROR: cannot execute INSERT in a read-only transaction`,
      ),
      e(
        "intake-api",
        8,
        "error",
        (r) =>
          `Order ORD-${int(r, 100000, 999999)} could not be registered: case-api responded 500 InternalServerError`,
      ),
      e("annotator", 6, "warn", (r) => `results for ${cx(r)} not accepted by case-api (500), parked in retry queue`),
    ],
  },
  {
    cat: "database",
    estate: "tarn",
    origin: "portal-api",
    hints: ["postgres", "database", "recovery", "sqlstate", "connect"],
    sev: "high",
    note: "The portal's Postgres instance is in crash recovery, so the portal API fails to connect on every request and job and allocation pages error.",
    emits: [
      e(
        "portal-api",
        30,
        "error",
        (r) =>
          `method=GET path=/api/${pick(r, ["jobs", "allocations", "projects"])} user=${uid(r)} status=500 dur=${ms(r, 2, 30)}ms err="failed to connect to \`host=pg-portal.tarn-core.svc user=portal database=portal\`: server error (FATAL: the database system is in recovery mode (SQLSTATE 57P03))"`,
      ),
      e("portal-api", 2, "warn", () => "db pool: 0 healthy connections, reconnecting"),
      e("hub", 4, "warn", (r) => `allocation banner fetch for ${uid(r)} failed: HTTP 500`),
    ],
  },
  // ============================================================ network
  {
    cat: "network",
    estate: "halden",
    origin: "lic-broker",
    hints: ["route", "unreachable", "network", "noroutetohost", "connect"],
    sev: "medium",
    note: "A firewall change on the services VLAN cuts the licence broker's path to the licence servers, so checkouts fail with no route to host and licensed jobs die at start.",
    emits: [
      e(
        "lic-broker",
        16,
        "error",
        (r) =>
          `checkout "${pick(r, ["MATLAB", "comsol", "abaqus", "ansys_cfd"])}" for ${uid(r)} failed: cannot reach 27000@lic01.rc.halden.ac.uk`,
        {
          stack: (r) =>
            javaTrace(r, "java.net.NoRouteToHostException: No route to host", [
              "java.base/sun.nio.ch.Net.pollConnect(Native Method",
              "java.base/sun.nio.ch.NioSocketImpl.connect(NioSocketImpl.java",
              "uk.ac.halden.rc.lic.FlexClient.open(FlexClient.java",
              "uk.ac.halden.rc.lic.CheckoutService.checkout(CheckoutService.java",
            ]),
        },
      ),
      e(
        "lic-broker",
        2,
        "error",
        () => "lmstat poll failed: lic01.rc.halden.ac.uk:27000 unreachable (No route to host)",
      ),
      e(
        "mpi-jobmon",
        8,
        "error",
        (r) => `job ${jobId(r)} exited 1 after ${int(r, 2, 9)}s: License checkout failed. License Manager Error -15`,
      ),
      e("slurmctld", 6, "info", (r) => `_job_complete: JobId=${jobId(r)} WEXITSTATUS 1`),
      e(
        "jupyterhub",
        2,
        "warn",
        (r) => `[${uid(r)}] matlab-proxy: licence checkout failed (License Manager Error -15)`,
      ),
    ],
    breaks: [],
  },
  {
    cat: "network",
    estate: "brightwater",
    origin: "seq-uploader",
    hints: ["reset", "connection", "network", "tls", "handshake"],
    sev: "medium",
    note: "The uploader's path to the object store drops mid-stream after a switch change, so uploads reset and time out in TLS handshakes and runs pile up on the instruments.",
    emits: [
      e("seq-uploader", 22, "error", (r) =>
        pick(r, [
          `run ${runId(r)}: put part ${int(r, 1, 900)}: write tcp 10.40.2.17:${int(r, 40000, 65000)}->10.40.8.20:443: write: connection reset by peer`,
          `run ${runId(r)}: put part ${int(r, 1, 900)}: Put "https://s3.gx-lab.internal/seq-raw/${runId(r)}": net/http: TLS handshake timeout`,
          `run ${runId(r)}: put part ${int(r, 1, 900)}: read tcp 10.40.2.17:${int(r, 40000, 65000)}->10.40.8.20:443: read: connection reset by peer`,
        ]),
      ),
      e(
        "seq-uploader",
        8,
        "warn",
        (r) =>
          `run ${runId(r)}: retrying part ${int(r, 1, 900)} (attempt ${int(r, 2, 5)}/5) after backoff ${int(r, 1, 16)}s`,
      ),
      e("run-ingest", 2, "warn", (r) => `run ${runId(r)} upload stalled (no new files in ${int(r, 5, 20)} min)`, {
        from: 150,
      }),
    ],
  },
  {
    cat: "network",
    estate: "calder",
    origin: "ref-cache",
    hints: ["dns", "resolution", "network", "name", "unavailable"],
    sev: "medium",
    note: "The reference cache can no longer resolve the regional reference mirror after a resolver change, so cache misses fail and batch tasks that need uncached references fail.",
    emits: [
      e(
        "ref-cache",
        14,
        "error",
        (r) =>
          `fetch ${pick(r, ["GRCh38/gnomad.v4.sites.vcf.gz.tbi", "GRCh38/clinvar_20260601.vcf.gz", "GRCh38/vep_cache_112.tar", "GRCh38/Homo_sapiens_assembly38.dict"])} from upstream mirror failed: DNS resolution failed for refdata.eu-west-2.calder.internal:443: C-ares status is not ARES_SUCCESS qtype=A name=refdata.eu-west-2.calder.internal is_balancer=0: Could not contact DNS servers`,
      ),
      e(
        "ref-cache",
        6,
        "warn",
        (r) => `GET /refs/GRCh38/${pick(r, ["gnomad.v4.sites.vcf.gz.tbi", "clinvar_20260601.vcf.gz"])} MISS -> 502`,
      ),
      e(
        "cromwell",
        8,
        "error",
        (r) =>
          `AwsBatchAsyncBackendJobExecutionActor [UUID(${hex(r, 8)})annotate.vep:NA:1]: Status change from Running to Failed; stderr: curl: (22) The requested URL returned error: 502 (ref-cache)`,
      ),
      e(
        "annotator",
        6,
        "error",
        (r) => `reference fetch for ${cx(r)} failed: 502 Bad Gateway from http://ref-cache:8080`,
      ),
    ],
  },
  {
    cat: "network",
    estate: "tarn",
    origin: "slurmrestd",
    hints: ["connection", "network", "connect", "timed out", "socket"],
    sev: "medium",
    note: "A new network policy blocks the REST gateway's path to the controller port, so every REST call fails to connect while the controller itself keeps scheduling.",
    emits: [
      e(
        "slurmrestd",
        26,
        "error",
        () => "slurm_open_msg_conn: failed to open connection to tarn-ctl01:6817: Connection timed out",
      ),
      e(
        "slurmrestd",
        8,
        "error",
        (r) =>
          `_op_handler_jobs: [[unix]:${int(r, 100, 999)}] slurm_load_jobs error: Unable to contact slurm controller (connect failure)`,
      ),
      e(
        "portal-api",
        22,
        "error",
        (r) =>
          `method=GET path=/api/jobs user=${uid(r)} status=502 dur=${ms(r, 10000, 10200)}ms err="slurmrestd: 500 Internal Server Error"`,
      ),
      e("portal-api", 8, "warn", () => "slurmrestd returned 500, retry 1"),
      e("hub", 4, "error", (r) => `[batchspawner] Error polling job status for ${uid(r)}: slurmrestd query failed`),
    ],
  },
  // ============================================================ timeout
  {
    cat: "timeout",
    estate: "halden",
    origin: "slurmctld",
    hints: ["timeout", "timed out", "processing time", "slow"],
    sev: "high",
    note: "A flood of large job-array dumps ties up the controller's RPC threads, so commands across the centre time out waiting on slurmctld.",
    emits: [
      e(
        "slurmctld",
        10,
        "warn",
        (r) =>
          `Warning: Note very large processing time from _slurm_rpc_dump_jobs: usec=${int(r, 8000000, 40000000)} began=${String(int(r, 10, 23)).padStart(2, "0")}:${String(int(r, 0, 59)).padStart(2, "0")}:${String(int(r, 0, 59)).padStart(2, "0")}.${int(r, 100, 999)}`,
        { ramp: true },
      ),
      e("slurmctld", 6, "warn", () => "server_thread_count over limit (256), waiting"),
      e(
        "job-submit-api",
        20,
        "error",
        (r) =>
          `POST /v1/jobs user=${uid(r)} -> 504 (sbatch: error: Batch job submission failed: Socket timed out on send/recv operation)`,
      ),
      e(
        "mpi-jobmon",
        14,
        "error",
        () => "squeue failed: slurm_load_jobs error: Socket timed out on send/recv operation",
      ),
      e(
        "ood-portal",
        10,
        "error",
        (r) =>
          `Completed 500 Internal Server Error in ${ms(r, 60000, 61000)}ms -- OodCore::JobAdapterError (squeue: error: slurm_receive_msg: Socket timed out on send/recv operation)`,
      ),
      e("jupyterhub", 3, "warn", (r) => `[batchspawner] Job status query for ${uid(r)} timed out, will retry`),
    ],
  },
  {
    cat: "timeout",
    estate: "brightwater",
    origin: "variant-store",
    hints: ["deadline", "timeout", "timed out", "context"],
    sev: "medium",
    note: "A missing index after a bulk load makes the variant store's case queries run past their deadline; the portal and report builder time out waiting for it.",
    emits: [
      e(
        "variant-store",
        12,
        "warn",
        (r) =>
          `query case=${caseB(r)} filters=${pick(r, ["tier1", "acmg>=LP", "reportable"])} failed: context deadline exceeded (30s)`,
      ),
      e(
        "variant-store",
        3,
        "warn",
        (r) =>
          `slow query ${int(r, 28, 60)}.${int(r, 0, 9)}s: SELECT ... FROM variant_call WHERE case_id = $1 AND gene = ANY($2)`,
      ),
      e(
        "results-portal",
        14,
        "error",
        (r) => `GET /cases/${caseB(r)}/variants 504 ${ms(r, 30000, 30100)}ms - upstream variant-store timed out`,
      ),
      e("report-builder", 5, "error", (r) => `Building report R-${int(r, 10000, 99999)} failed`, {
        stack: (r) =>
          dotnetTrace(
            r,
            "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 100 seconds elapsing.\n ---> System.TimeoutException: The operation was canceled.",
            [
              [
                "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
                "/_/src/libraries/System.Net.Http/src/System/Net/Http/HttpClient.cs",
              ],
              [
                "Brightwater.Reports.VariantClient.GetReportableAsync(String caseId)",
                "/src/ReportBuilder/VariantClient.cs",
              ],
              ["Brightwater.Reports.ReportJob.RunAsync(ReportRequest req)", "/src/ReportBuilder/ReportJob.cs"],
            ],
          ),
      }),
    ],
  },
  {
    cat: "timeout",
    estate: "calder",
    origin: "annotator",
    hints: ["timeout", "timed out", "budget", "deadline"],
    sev: "medium",
    note: "The annotator's plugin lookups hang, so annotation batches blow through their time budget and workflows stall at the annotation step.",
    emits: [
      e(
        "annotator",
        8,
        "error",
        (r) => `annotation of ${cx(r)} batch ${int(r, 1, 90)} exceeded 600s budget, cancelling`,
        {
          stack: (r) =>
            pyTrace(
              r,
              [
                ["/app/annotator/pipeline.py", "run_batch", "res = fut.result(timeout=self.budget)"],
                ["/usr/local/lib/python3.12/concurrent/futures/_base.py", "result", "raise TimeoutError()"],
              ],
              "TimeoutError",
            ),
        },
      ),
      e("annotator", 4, "warn", (r) => `worker pool: 8/8 busy, queue depth ${int(r, 40, 300)}`),
      e(
        "cromwell",
        6,
        "error",
        (r) =>
          `AwsBatchAsyncBackendJobExecutionActor [UUID(${hex(r, 8)})annotate.vep:NA:1]: Status change from Running to Failed; annotator call timed out`,
      ),
      e("case-api", 5, "warn", (r) => `case ${cx(r)} annotation overdue by ${int(r, 10, 50)}m`),
    ],
  },
  {
    cat: "timeout",
    estate: "tarn",
    origin: "lic-proxy",
    hints: ["timeout", "timed out", "deadline"],
    sev: "medium",
    note: "The licence proxy's calls to the vendor daemon stop answering in time, so checkouts time out and licensed analysis jobs stall.",
    emits: [
      e(
        "lic-proxy",
        12,
        "warn",
        (r) =>
          `checkout ${pick(r, ["clc_genomics_wb", "geneious", "matlab"])} for ${uid(r)}: timed out after 60s waiting for vendor daemon response`,
      ),
      e("lic-proxy", 2, "warn", () => "lmstat -a timed out after 30s"),
      e(
        "portal-api",
        6,
        "error",
        (r) =>
          `method=POST path=/api/apps/clc/launch user=${uid(r)} status=504 dur=${ms(r, 60000, 60200)}ms err="lic-proxy timeout"`,
      ),
      e("hub", 3, "warn", (r) => `${uid(r)}: CLC workbench extension failed to obtain licence (timeout)`),
    ],
  },
  // ============================================================ rate_limiting
  {
    cat: "rate_limiting",
    estate: "halden",
    origin: "hpc-login",
    hints: ["maxstartups", "throttl", "rate", "limit"],
    sev: "medium",
    note: "A burst of scripted SSH connections trips the login node's MaxStartups throttling, so the portal's shell and file actions and users' logins are dropped.",
    emits: [
      e("hpc-login", 3, "info", () => "sshd[1187]: error: beginning MaxStartups throttling", { perMin: 1 }),
      e(
        "hpc-login",
        30,
        "info",
        (r) =>
          `sshd[1187]: drop connection #${int(r, 10, 100)} from [${`10.40.${int(r, 0, 31)}.${int(r, 2, 250)}`}]:${int(r, 30000, 65000)} on [10.12.0.5]:22 past MaxStartups`,
      ),
      e(
        "hpc-login",
        2,
        "info",
        (r) =>
          `sshd[1187]: exited MaxStartups throttling after 00:0${int(r, 1, 5)}:${int(r, 10, 59)}, ${int(r, 40, 400)} connections dropped`,
        { from: 150 },
      ),
      e(
        "ood-portal",
        12,
        "error",
        (r) =>
          `Completed 500 Internal Server Error in ${ms(r, 100, 800)}ms -- Net::SSH::Disconnect (connection closed by remote host)`,
      ),
      e(
        "job-submit-api",
        5,
        "warn",
        (r) =>
          `ssh ${uid(r)}@login staging of job script failed: kex_exchange_identification: read: Connection reset by peer, retrying`,
      ),
    ],
    breaks: [],
  },
  {
    cat: "rate_limiting",
    estate: "brightwater",
    origin: "notify-worker",
    hints: ["429", "too many requests", "rate", "limit"],
    sev: "medium",
    note: "A backlog flush sends a burst of SMS notifications and the SMS provider answers 429, so clinician alerts for urgent results pile up in retries.",
    emits: [
      e(
        "notify-worker",
        20,
        "error",
        (r) =>
          `UrgentResultSmsJob JID-${hex(r, 24)} ERROR: Twilio::REST::RestError: [HTTP 429] 20429 : Unable to create record\nToo Many Requests`,
        {
          stack: (r) =>
            rubyTrace(r, [
              "/usr/local/bundle/gems/twilio-ruby-7.2.0/lib/twilio-ruby/framework/rest/version.rb:exception",
              "/usr/local/bundle/gems/twilio-ruby-7.2.0/lib/twilio-ruby/rest/api/v2010/account/message.rb:create",
              "/app/app/jobs/urgent_result_sms_job.rb:perform",
            ]),
        },
      ),
      e(
        "notify-worker",
        6,
        "warn",
        (r) => `Sidekiq retry set size ${int(r, 200, 4000)}, scheduled UrgentResultSmsJob retries: ${int(r, 100, 900)}`,
        { ramp: true },
      ),
      e(
        "results-portal",
        3,
        "warn",
        (r) => `case ${caseB(r)} urgent finding acknowledged=false after ${int(r, 10, 30)}m (SMS pending)`,
        { from: 120 },
      ),
    ],
    breaks: [],
  },
  {
    cat: "rate_limiting",
    estate: "calder",
    origin: "batch-watcher",
    hints: ["throttling", "rate exceeded", "rate", "limit"],
    sev: "medium",
    note: "The batch watcher's status polling is throttled by the cloud batch API, so job transitions stop flowing and the workflow engine loses track of running tasks.",
    emits: [
      e(
        "batch-watcher",
        24,
        "warn",
        (r) =>
          `DescribeJobs page ${int(r, 1, 30)} failed: ThrottlingException: Rate exceeded\n\tstatus code: 400, request id: ${uuid(r)}`,
      ),
      e(
        "batch-watcher",
        4,
        "warn",
        (r) => `backing off ${pick(r, [2, 4, 8, 16, 32])}s, ${int(r, 200, 900)} jobs with stale status`,
      ),
      e(
        "cromwell",
        10,
        "warn",
        (r) =>
          `AwsBatchAsyncBackendJobExecutionActor [UUID(${hex(r, 8)})germline.${pick(r, ["align", "call", "markdup"])}:NA:1]: no status from batch-watcher for ${int(r, 300, 900)}s`,
        { from: 60 },
      ),
      e(
        "cromwell",
        3,
        "error",
        (r) => `WorkflowExecutionActor-${uuid(r)}: status poll failed: batch-watcher 503 (upstream throttled)`,
        { from: 120 },
      ),
    ],
    breaks: [],
  },
  {
    cat: "rate_limiting",
    estate: "tarn",
    origin: "hub",
    hints: ["429", "concurrent", "spawn", "limit", "too many"],
    sev: "medium",
    note: "At the start of a teaching session the hub hits its concurrent spawn limit and turns users away with 429s while earlier spawns are still pending.",
    emits: [
      e("hub", 16, "warn", (r) => `Too many concurrent spawns ${int(r, 100, 100)}/100`),
      e(
        "hub",
        20,
        "warn",
        (r) =>
          `429 POST /hub/spawn/${uid(r)} (${uid(r)}@10.8.${int(r, 0, 9)}.${int(r, 2, 250)}) ${ms(r, 5, 40)}.${int(r, 10, 99)}ms`,
      ),
      e("chp-proxy", 18, "info", (r) => `429 POST /hub/spawn/${uid(r)} ${ms(r, 5, 40)}ms`),
      e(
        "portal-api",
        3,
        "warn",
        (r) =>
          `method=POST path=/api/course/launch user=${uid(r)} status=429 err="hub: too many users trying to start servers"`,
      ),
    ],
    breaks: [],
  },
  // ============================================================ validation
  {
    cat: "validation",
    estate: "halden",
    origin: "mpi-jobmon",
    hints: ["validation", "validationerror", "pydantic", "invalid"],
    sev: "medium",
    note: "Job records now carry a TRES field shape the efficiency monitor's schema rejects, so every finished job fails validation and efficiency pages go empty.",
    emits: [
      e("mpi-jobmon", 14, "error", (r) => `job ${jobId(r)}: record rejected`, {
        stack: (r) =>
          pyTrace(
            r,
            [
              ["/opt/mpi-jobmon/jobmon/ingest.py", "ingest", "rec = JobRecord.model_validate(raw)"],
              [
                "/opt/mpi-jobmon/venv/lib/python3.11/site-packages/pydantic/main.py",
                "model_validate",
                "return cls.__pydantic_validator__.validate_python(",
              ],
            ],
            `pydantic_core._pydantic_core.ValidationError: 1 validation error for JobRecord\ntres.allocated\n  Input should be a valid dictionary [type=dict_type, input_value=[{'type': 'cpu', 'count': ${int(r, 1, 512)}}], input_type=list]`,
          ),
      }),
      e(
        "ood-portal",
        5,
        "warn",
        (r) =>
          `Completed 200 OK in ${ms(r, 40, 300)}ms -- efficiency panel empty for ${uid(r)} (mpi-jobmon returned 0 records)`,
      ),
    ],
    breaks: [],
  },
  {
    cat: "validation",
    estate: "brightwater",
    origin: "run-ingest",
    hints: ["samplesheet", "validation", "invalid", "parse"],
    sev: "medium",
    note: "Sample sheets from the instruments' new template put an invalid character set in the second index column, so ingest rejects every finished run.",
    emits: [
      e(
        "run-ingest",
        4,
        "error",
        (r) =>
          `run ${runId(r)}: SampleSheet.csv rejected: [BCLConvert_Data] row ${int(r, 2, 96)}: Index2 '${pick(r, ["ACGTTGCA ", "TTAGGCAx", "GCTA-CGAT"])}' contains characters outside ACGTN`,
      ),
      e("run-ingest", 2, "warn", (r) => `run ${runId(r)}: moved to /seqdata/quarantine, demultiplexing not started`),
      e(
        "lims-api",
        2,
        "warn",
        (r) => `Run ${runId(r)} registration missing; ${int(r, 24, 96)} samples remain SEQUENCED`,
        { from: 120 },
      ),
      e("nextflow-runner", 1, "warn", () => "no new FASTQ batches for 2 polls (launch queue empty)", { from: 180 }),
    ],
    breaks: [],
  },
  {
    cat: "validation",
    estate: "calder",
    origin: "intake-api",
    hints: ["validation", "invalid", "fhir", "collecteddatetime"],
    sev: "medium",
    note: "The hospital order feed started sending specimen collection times without a timezone, and intake rejects every order as invalid.",
    emits: [
      e(
        "intake-api",
        12,
        "warn",
        (r) =>
          `Order ORD-${int(r, 100000, 999999)} rejected: One or more validation errors occurred. 'Specimen.collection.collectedDateTime': '2026-06-0${int(r, 1, 9)}T${String(int(r, 6, 18)).padStart(2, "0")}:${String(int(r, 0, 59)).padStart(2, "0")}:00' is not a valid FHIR dateTime (timezone required)`,
      ),
      e(
        "intake-api",
        6,
        "info",
        (r) => `HTTP POST /fhir/ServiceRequest responded 422 in ${ms(r, 3, 30)}.${int(r, 1000, 9999)} ms`,
      ),
      e("case-api", 1, "info", () => "no new cases registered in the last 10 minutes", { from: 240 }),
    ],
  },
  {
    cat: "validation",
    estate: "tarn",
    origin: "portal-api",
    hints: ["validation", "invalid", "project code", "422"],
    sev: "medium",
    note: "The grants system's allocation feed started sending project codes with spaces, so the portal rejects every allocation update as invalid.",
    emits: [
      e(
        "portal-api",
        10,
        "warn",
        (r) =>
          `method=POST path=/api/allocations/webhook status=422 dur=${ms(r, 1, 9)}ms err="invalid project code 'RC 2026-${int(r, 100, 999)}': must match ^[A-Z]{2,4}-\\d{4}-\\d{3}$"`,
      ),
      e("portal-api", 2, "warn", (r) => `allocation sync: 0 of ${int(r, 20, 60)} projects accepted`),
      e("ldap-sync", 1, "info", () => "no new project groups to create", { from: 120 }),
    ],
    breaks: [],
  },
  // ============================================================ null_reference
  {
    cat: "null_reference",
    estate: "halden",
    origin: "ood-portal",
    hints: ["nomethoderror", "nil", "null", "undefined method"],
    sev: "medium",
    note: "The portal's active-jobs page crashes on jobs without a start time, so users get 500s when listing their jobs.",
    emits: [
      e(
        "ood-portal",
        16,
        "error",
        (r) =>
          `Completed 500 Internal Server Error in ${ms(r, 40, 300)}ms (ActiveRecord: 0.0ms | Allocations: ${int(r, 9000, 40000)})`,
      ),
      e("ood-portal", 16, "fatal", () => "NoMethodError (undefined method `strftime' for nil:NilClass):", {
        stack: (r) =>
          rubyTrace(r, [
            "app/helpers/active_jobs_helper.rb:format_start_time",
            "app/views/active_jobs/_table.html.erb:_app_views_active_jobs__table_html_erb",
            "app/controllers/active_jobs_controller.rb:index",
          ]),
      }),
    ],
  },
  {
    cat: "null_reference",
    estate: "brightwater",
    origin: "lims-api",
    hints: ["nullpointerexception", "null", "npe"],
    sev: "medium",
    note: "Samples received without a plate make the LIMS sample endpoint throw a NullPointerException, breaking pipeline status updates and portal case pages.",
    emits: [
      e(
        "lims-api",
        14,
        "error",
        () =>
          "Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.NullPointerException]",
        {
          stack: (r) =>
            javaTrace(
              r,
              'java.lang.NullPointerException: Cannot invoke "com.brightwater.lims.model.Plate.getBarcode()" because the return value of "com.brightwater.lims.model.Sample.getPlate()" is null',
              [
                "com.brightwater.lims.sample.SampleMapper.toDto(SampleMapper.java",
                "com.brightwater.lims.sample.SampleController.get(SampleController.java",
                "org.springframework.web.servlet.FrameworkServlet.processRequest(FrameworkServlet.java",
              ],
            ),
        },
      ),
      e(
        "nextflow-runner",
        8,
        "warn",
        (r) => `LIMS lookup for ${sample(r)} failed with HTTP 500, continuing without metadata`,
      ),
      e("results-portal", 10, "error", (r) => `GET /cases/${caseB(r)} 502 ${ms(r, 20, 90)}ms - lims-api 500`),
    ],
  },
  {
    cat: "null_reference",
    estate: "calder",
    origin: "clinician-portal",
    hints: ["typeerror", "undefined", "null", "cannot read properties"],
    sev: "medium",
    note: "Cases without a primary finding crash the clinician portal's case summary render, so clinicians get 500s on those cases.",
    emits: [
      e("clinician-portal", 14, "error", (r) => `GET /api/cases/${cx(r)}/summary 500 - ${ms(r, 20, 120)} ms`, {
        stack: (r) =>
          nodeTrace(r, "TypeError: Cannot read properties of undefined (reading 'variants')", [
            ["summariseFindings", "/app/.next/server/chunks/case-summary.js"],
            ["async CaseSummary.render", "/app/.next/server/pages/api/cases/[id]/summary.js"],
            ["async apiResolver", "/app/node_modules/next/dist/server/api-utils/node/api-resolver.js"],
          ]),
      }),
    ],
  },
  {
    cat: "null_reference",
    estate: "tarn",
    origin: "portal-api",
    hints: ["nil pointer", "nil", "null", "panic", "sigsegv"],
    sev: "high",
    note: "Projects without a PI record make the portal API's allocation handler dereference a nil pointer; the panic takes the request down each time.",
    emits: [
      e(
        "portal-api",
        10,
        "error",
        (r) =>
          `http: panic serving 10.8.${int(r, 0, 9)}.${int(r, 2, 250)}:${int(r, 30000, 60000)}: runtime error: invalid memory address or nil pointer dereference`,
        {
          stack: (r) =>
            goPanic(r, "", [
              ["net/http.(*conn).serve.func1()", "/usr/local/go/src/net/http/server.go"],
              ["panic({0x9a41e0?, 0xe1c2b0?})", "/usr/local/go/src/runtime/panic.go"],
              ["tarn.ac.uk/portal/internal/alloc.(*Handler).balance", "/src/portal-api/internal/alloc/handler.go"],
              ["tarn.ac.uk/portal/internal/alloc.(*Handler).ServeHTTP", "/src/portal-api/internal/alloc/handler.go"],
              ["net/http.serverHandler.ServeHTTP", "/usr/local/go/src/net/http/server.go"],
            ]),
        },
      ),
      e("hub", 6, "warn", (r) => `allocation banner fetch for ${uid(r)} failed: HTTP 502 (EOF)`),
    ],
    breaks: [],
  },
  // ============================================================ configuration
  {
    cat: "configuration",
    estate: "halden",
    origin: "jupyterhub",
    hints: ["partition", "config", "configuration", "invalid"],
    sev: "medium",
    note: "A hub config update points notebook jobs at a partition that was renamed, so every server spawn fails at submission.",
    once: [
      { svc: "jupyterhub", at: -25, level: "info", msg: "Loading /etc/jupyterhub/jupyterhub_config.py" },
      { svc: "jupyterhub", at: -24, level: "info", msg: "Running JupyterHub version 5.2.1" },
      {
        svc: "jupyterhub",
        at: -23,
        level: "info",
        msg: "Using Spawner: batchspawner.SlurmSpawner-1.3.0 (req_partition=interactive-v2)",
      },
    ],
    emits: [
      e(
        "jupyterhub",
        8,
        "error",
        (r) =>
          `[batchspawner] Job submission failed with exit code 1: sbatch: error: Batch job submission failed: Invalid partition name specified (user ${uid(r)})`,
      ),
      e(
        "jupyterhub",
        8,
        "error",
        (r) =>
          `500 POST /hub/spawn/${uid(r)} (${uid(r)}@10.12.${int(r, 0, 31)}.${int(r, 2, 250)}) ${ms(r, 300, 1500)}.${int(r, 10, 99)}ms`,
      ),
      e(
        "slurmctld",
        6,
        "info",
        (r) => `_slurm_rpc_submit_batch_job: Invalid partition name specified (uid=${int(r, 10000, 60000)})`,
      ),
    ],
  },
  {
    cat: "configuration",
    estate: "brightwater",
    origin: "nextflow-runner",
    hints: ["config", "container", "configuration", "command not found"],
    sev: "medium",
    note: "A pipeline config change drops the container setting for the alignment process, so every alignment task fails with command not found.",
    once: [
      {
        svc: "nextflow-runner",
        at: -30,
        level: "info",
        msg: "Launching `nf-core/sarek` [grave_hopper] DSL2 - revision: 3.5.1 (config: /etc/nextflow/site.config updated 2026-06-02T09:51Z)",
      },
    ],
    emits: [
      e(
        "nextflow-runner",
        6,
        "error",
        (r) =>
          `[${hex(r, 2)}/${hex(r, 6)}] NOTE: Process \`NFCORE_SAREK:SAREK:FASTQ_ALIGN_BWAMEM_MEM2:BWAMEM2_MEM (${sample(r)})\` terminated with an error exit status (127) -- Error is ignored`,
        {
          stack: () =>
            'Command executed:\n  bwa-mem2 mem -K 100000000 -Y -R "@RG\\tID:..." -t 32 genome.fasta reads_1.fq.gz reads_2.fq.gz\nCommand exit status:\n  127\nCommand error:\n  .command.sh: line 2: bwa-mem2: command not found',
        },
      ),
      e(
        "nextflow-runner",
        2,
        "warn",
        () =>
          "WARN: Access to undefined parameter `bwamem2_container` -- Initialise it to a default value eg. `params.bwamem2_container = some_value`",
      ),
      e(
        "lims-api",
        4,
        "info",
        (r) => `PATCH /api/v2/samples/${sample(r)}/status 200 ${ms(r, 4, 30)}ms (status=PIPELINE_FAILED step=align)`,
      ),
    ],
  },
  {
    cat: "configuration",
    estate: "calder",
    origin: "cromwell",
    hints: ["config", "queuearn", "configuration", "requirement"],
    sev: "high",
    note: "Cromwell restarts with a backend config that lost the batch queue setting, so every new task fails to be created.",
    once: [
      { svc: "cromwell", at: -40, level: "info", msg: "Cromwell 88 service started on 0:0:0:0:0:0:0:0:8000..." },
      {
        svc: "cromwell",
        at: -38,
        level: "info",
        msg: "Loaded config from /etc/cromwell/cromwell.conf (overrides: backend.providers.AWSBatch.config)",
      },
    ],
    emits: [
      e(
        "cromwell",
        10,
        "error",
        (r) =>
          `AwsBatchAsyncBackendJobExecutionActor [UUID(${hex(r, 8)})germline.${pick(r, ["align", "call", "markdup"])}:NA:1]: Error attempting to Execute`,
        {
          stack: (r) =>
            javaTrace(
              r,
              "java.lang.IllegalArgumentException: requirement failed: 'queueArn' must be set in backend.providers.AWSBatch.config.default-runtime-attributes",
              [
                "scala.Predef$.require(Predef.scala",
                "cromwell.backend.impl.aws.AwsBatchRuntimeAttributes$.apply(AwsBatchRuntimeAttributes.scala",
                "cromwell.backend.impl.aws.AwsBatchAsyncBackendJobExecutionActor.executeAsync(AwsBatchAsyncBackendJobExecutionActor.scala",
              ],
            ),
        },
      ),
      e("case-api", 4, "warn", (r) => `workflow for ${cx(r)} failed at submission (cromwell status Failed)`),
    ],
  },
  {
    cat: "configuration",
    estate: "tarn",
    origin: "ldap-sync",
    hints: ["config", "base dn", "no such object", "configuration"],
    sev: "medium",
    note: "A config reload gives the group sync a mistyped base DN, so it finds no groups, empties the notebook access group and users are refused at the hub.",
    once: [
      {
        svc: "ldap-sync",
        at: -15,
        level: "info",
        msg: "config reloaded (SIGHUP): group_base=ou=grups,dc=tarn,dc=ac,dc=uk",
      },
    ],
    emits: [
      e(
        "ldap-sync",
        2,
        "error",
        () =>
          'search ou=grups,dc=tarn,dc=ac,dc=uk failed: LDAP Result Code 32 "No Such Object": 0000208D: NameErr: DSID-03100241, problem 2001 (NO_OBJECT)',
      ),
      e(
        "ldap-sync",
        1,
        "warn",
        (r) =>
          `synced ${int(r, 1300, 1400)} users, 0 groups; removed ${int(r, 300, 900)} memberships from jupyter-users`,
      ),
      e("hub", 10, "warn", (r) => `User ${uid(r)} not in allowed groups (jupyter-users), denying login`, { from: 30 }),
      e(
        "hub",
        8,
        "warn",
        (r) =>
          `403 POST /hub/login?next=%2Fhub%2F (@10.8.${int(r, 0, 9)}.${int(r, 2, 250)}) ${ms(r, 30, 200)}.${int(r, 10, 99)}ms`,
        { from: 30 },
      ),
    ],
    breaks: [],
  },
  // ============================================================ dependency
  {
    cat: "dependency",
    estate: "halden",
    origin: "lic-broker",
    hints: ["vendor daemon", "license", "flexnet", "down", "-97"],
    sev: "high",
    note: "The MathWorks vendor daemon on the licence server goes down, so every MATLAB checkout fails at the broker and MATLAB jobs exit at start.",
    emits: [
      e(
        "lic-broker",
        14,
        "error",
        (r) =>
          `checkout "${pick(r, ["MATLAB", "Distrib_Computing_Toolbox", "Statistics_Toolbox"])}" for ${uid(r)} failed: FlexNet Licensing error:-97,121. The desired vendor daemon is down. (MLM)`,
      ),
      e("lic-broker", 2, "warn", () => "lmstat: vendor daemon MLM status: DOWN on lic01.rc.halden.ac.uk"),
      e(
        "mpi-jobmon",
        8,
        "error",
        (r) => `job ${jobId(r)} exited 1 after ${int(r, 2, 9)}s: License checkout failed. License Manager Error -97`,
      ),
      e("jupyterhub", 3, "warn", (r) => `[${uid(r)}] matlab-proxy: MATLAB exited: License Manager Error -97`),
    ],
    breaks: [],
  },
  {
    cat: "dependency",
    estate: "brightwater",
    origin: "nextflow-runner",
    hints: ["slurm", "scheduler", "controller", "unavailable", "connect"],
    sev: "high",
    note: "The lab cluster's scheduler controller is down, so the pipeline runner cannot submit any task and every sample stalls.",
    emits: [
      e(
        "nextflow-runner",
        10,
        "error",
        (r) => `[${hex(r, 2)}/${hex(r, 6)}] Failed to submit process to grid scheduler for execution`,
        {
          stack: () =>
            "Command executed:\n  sbatch .command.run\nCommand exit status:\n  1\nCommand output:\n  sbatch: error: Batch job submission failed: Unable to contact slurm controller (connect failure)",
        },
      ),
      e(
        "nextflow-runner",
        4,
        "warn",
        () =>
          "Unable to fetch queue status for executor slurm -- squeue: error: slurm_load_jobs error: Unable to contact slurm controller (connect failure)",
      ),
      e(
        "lims-api",
        3,
        "info",
        (r) => `PATCH /api/v2/samples/${sample(r)}/status 200 ${ms(r, 4, 30)}ms (status=WAITING_COMPUTE)`,
      ),
    ],
  },
  {
    cat: "dependency",
    estate: "calder",
    origin: "annotator",
    hints: ["503", "service unavailable", "ensembl", "circuit", "upstream"],
    sev: "medium",
    note: "The external variant annotation REST service returns 503s, so the annotator's breaker opens and new cases wait unannotated.",
    emits: [
      e(
        "annotator",
        10,
        "error",
        (r) =>
          `requests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: https://rest.ensembl.org/vep/human/hgvs?${pick(r, ["CADD=1", "SpliceAI=1", "REVEL=1"])}`,
      ),
      e("annotator", 1, "warn", () => "circuit 'ensembl-rest' OPEN after 20 failures in 60s; retry in 30s", {
        from: 40,
      }),
      e("annotator", 2, "info", () => "circuit 'ensembl-rest' HALF_OPEN, trial request failed (503)", { from: 80 }),
      e("case-api", 8, "warn", (r) => `Retrying call to annotator after 503 (attempt ${int(r, 1, 5)})`),
      e(
        "cromwell",
        4,
        "error",
        (r) =>
          `AwsBatchAsyncBackendJobExecutionActor [UUID(${hex(r, 8)})annotate.vep:NA:1]: Status change from Running to Failed; annotator 503`,
      ),
    ],
  },
  {
    cat: "dependency",
    estate: "tarn",
    origin: "portal-api",
    hints: ["503", "unavailable", "circuit", "grants", "upstream"],
    sev: "medium",
    note: "The university grants service is down, so the portal's calls to it fail and its breaker opens, blocking project and allocation pages.",
    emits: [
      e(
        "portal-api",
        16,
        "error",
        (r) =>
          `method=GET path=/api/projects/${pick(r, ["neuro", "plant", "micro"])}-${int(r, 100, 999)} user=${uid(r)} status=502 dur=${ms(r, 100, 3000)}ms err="grants: GET https://grants.tarn.ac.uk/api/v2/awards: 503 Service Unavailable"`,
      ),
      e("portal-api", 1, "warn", () => "circuit breaker 'grants' is now OPEN", { from: 45 }),
      e(
        "portal-api",
        12,
        "warn",
        (r) => `method=GET path=/api/allocations user=${uid(r)} status=503 err="circuit breaker is open"`,
        { from: 45 },
      ),
      e("hub", 4, "warn", (r) => `allocation banner fetch for ${uid(r)} failed: HTTP 503`),
    ],
    breaks: [],
  },
  // ============================================================ memory
  {
    cat: "memory",
    estate: "halden",
    origin: "slurmdbd",
    hints: ["memory", "malloc", "oom", "allocate"],
    sev: "high",
    note: "A huge accounting query makes the accounting daemon run out of memory and crash-loop, and the controller's accounting queue backs up.",
    emits: [
      e("slurmdbd", 1.2, "fatal", () => "fatal: malloc: Cannot allocate memory (xmalloc.c:86)"),
      e("slurmdbd", 1.2, "info", (r) => `slurmdbd version 24.05.${int(r, 1, 4)} started`),
      e(
        "slurmdbd",
        2,
        "warn",
        (r) =>
          `DBD_GET_JOBS_COND: query for ${int(r, 2, 9)}000000 jobs from uid 0 (sacct -S 2019-01-01) buffering ${int(r, 9, 30)}G`,
      ),
      e("slurmctld", 8, "error", () => "slurmdbd: Sending PersistInit msg: Connection refused"),
      e(
        "slurmctld",
        4,
        "error",
        (r) => `agent queue filling (${int(r, 4000, 30000)}), MaxDBDMsgs=40000, RESTART SLURMDBD NOW`,
        { from: 90 },
      ),
      e(
        "mpi-jobmon",
        6,
        "error",
        () =>
          "sacct failed: sacct: error: slurm_persist_conn_open_without_init: failed to open persistent connection to host:acct01:6819: Connection refused",
      ),
    ],
  },
  {
    cat: "memory",
    estate: "brightwater",
    origin: "variant-store",
    hints: ["out of memory", "memory", "oom"],
    sev: "high",
    note: "The variant store runs out of memory loading a large joint-called VCF and crash-loops, so variant pages and reports fail.",
    emits: [
      e(
        "variant-store",
        2,
        "warn",
        (r) =>
          `ingest ${sample(r)}.joint.vcf.gz: ${int(r, 20, 80)}M records buffered, heap ${int(r, 11, 15)}.${int(r, 0, 9)}GiB`,
        { from: -60, to: 10 },
      ),
      e("variant-store", 1, "fatal", () => "fatal error: runtime: out of memory", {
        stack: (r) =>
          goPanic(r, "runtime stack:", [
            ["runtime.throw({0x1a3f2c1?, 0x2030?})", "/usr/local/go/src/runtime/panic.go"],
            ["runtime.sysMapOS(0xc2a4000000, 0x40000000)", "/usr/local/go/src/runtime/mem_linux.go"],
            ["runtime.(*mheap).grow(0x2f5e0c0, 0x80000)", "/usr/local/go/src/runtime/mheap.go"],
            ["runtime.(*mheap).allocSpan(0x2f5e0c0, 0x80000, 0x0, 0x1)", "/usr/local/go/src/runtime/mheap.go"],
          ]),
      }),
      e("variant-store", 1, "info", () => "variant-store 2.8.3 starting, pg pool size 20"),
      e(
        "results-portal",
        16,
        "error",
        (r) => `GET /cases/${caseB(r)}/variants 502 ${ms(r, 2, 50)}ms - connect ECONNREFUSED variant-store:7070`,
      ),
      e(
        "report-builder",
        3,
        "error",
        (r) =>
          `Building report R-${int(r, 10000, 99999)} failed: HttpRequestException: Connection refused (variant-store:7070)`,
      ),
    ],
  },
  {
    cat: "memory",
    estate: "calder",
    origin: "cromwell",
    hints: ["outofmemoryerror", "memory", "gc overhead", "heap"],
    sev: "high",
    note: "Cromwell's heap fills with a large scatter's metadata; long GC pauses come first, then OutOfMemoryError, and workflows stop progressing.",
    emits: [
      e(
        "cromwell",
        3,
        "warn",
        (r) =>
          `[GC (Allocation Failure)] pause ${int(r, 4, 19)}.${int(r, 100, 999)}s heap ${int(r, 28, 31)}.${int(r, 0, 9)}G->${int(r, 27, 31)}.${int(r, 0, 9)}G(31.9G)`,
        { from: -120, ramp: true },
      ),
      e(
        "cromwell",
        6,
        "error",
        (_r) =>
          "Uncaught error from thread [cromwell-system-akka.dispatchers.engine-dispatcher-37]: GC overhead limit exceeded, shutting down JVM since 'akka.jvm-exit-on-fatal-error' is enabled",
        {
          stack: (r) =>
            javaTrace(r, "java.lang.OutOfMemoryError: GC overhead limit exceeded", [
              "java.base/java.util.Arrays.copyOf(Arrays.java",
              "cromwell.services.metadata.impl.MetadataServiceActor.receive(MetadataServiceActor.scala",
              "akka.actor.Actor.aroundReceive(Actor.scala",
            ]),
        },
      ),
      e("case-api", 8, "error", (r) => `workflow status for ${cx(r)}: cromwell unreachable (Connection refused)`),
      e(
        "intake-api",
        4,
        "error",
        (r) =>
          `Order ORD-${int(r, 100000, 999999)} workflow submission failed: System.Net.Http.HttpRequestException: Connection refused (cromwell:8000)`,
      ),
    ],
  },
  {
    cat: "memory",
    estate: "tarn",
    origin: "chp-proxy",
    hints: ["heap", "out of memory", "memory", "allocation failed"],
    sev: "high",
    note: "The notebook proxy's route table grows until Node runs out of heap and the proxy restarts repeatedly, dropping every user session.",
    emits: [
      e(
        "chp-proxy",
        1,
        "fatal",
        () => "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
        {
          stack: (r) =>
            ` 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]\n 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]\n 3: 0x${hex(r, 7)} v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]\n 4: 0x${hex(r, 7)} v8::internal::Heap::CollectGarbage(v8::internal::AllocationSpace, v8::internal::GarbageCollectionReason, v8::GCCallbackFlags) [node]`,
        },
      ),
      e(
        "chp-proxy",
        1,
        "info",
        (r) => `Proxying http://*:8000 to http://hub:8081 (configurable-http-proxy 4.6.${int(r, 1, 2)})`,
      ),
      e("hub", 14, "error", (r) => `Error adding route for ${uid(r)}: Proxy unreachable (ECONNREFUSED chp-proxy:8001)`),
      e("hub", 6, "warn", () => "Proxy route check failed: [Errno 111] Connection refused"),
    ],
    silence: ["chp-proxy"],
  },
  // ============================================================ disk
  {
    cat: "disk",
    estate: "halden",
    origin: "slurmctld",
    hints: ["no space", "disk", "enospc", "full", "state"],
    sev: "high",
    note: "The controller's state-save volume fills, so it can no longer write job state and submissions fail with I/O errors.",
    emits: [
      e("slurmctld", 8, "error", () => "Can not write to /var/spool/slurmctld/job_state.new: No space left on device"),
      e(
        "slurmctld",
        6,
        "error",
        (r) =>
          `_write_data_to_file: Error writing file /var/spool/slurmctld/hash.${int(r, 0, 9)}/job.${jobId(r)}/script, No space left on device`,
      ),
      e(
        "job-submit-api",
        16,
        "error",
        (r) =>
          `POST /v1/jobs user=${uid(r)} -> 500 (sbatch: error: Batch job submission failed: I/O error writing script/environment to file)`,
      ),
      e(
        "jupyterhub",
        3,
        "error",
        () =>
          "[batchspawner] Job submission failed with exit code 1: sbatch: error: Batch job submission failed: I/O error writing script/environment to file",
      ),
    ],
  },
  {
    cat: "disk",
    estate: "brightwater",
    origin: "sample-qc",
    hints: ["no space", "disk", "errno 28", "full"],
    sev: "medium",
    note: "The QC service's local scratch fills, so QC reports cannot be written and samples wait without a QC verdict.",
    emits: [
      e("sample-qc", 3, "warn", (r) => `scratch /qc-scratch ${int(r, 94, 99)}% used`, { from: -150, to: 0 }),
      e("sample-qc", 8, "error", (r) => `QC for ${sample(r)} aborted`, {
        stack: (r) =>
          pyTrace(
            r,
            [
              ["/app/sample_qc/run.py", "run_sample", "write_report(out_dir, metrics)"],
              ["/app/sample_qc/report.py", "write_report", "fh.write(html)"],
            ],
            `OSError: [Errno 28] No space left on device: '/qc-scratch/${sample(r)}/multiqc_report.html'`,
          ),
      }),
      e(
        "nextflow-runner",
        3,
        "warn",
        (r) =>
          `[${hex(r, 2)}/${hex(r, 6)}] NOTE: Process \`QC_GATE (${sample(r)})\` terminated with an error exit status (1) -- Execution is retried (2)`,
      ),
      e("lims-api", 2, "info", (r) => `Sample ${sample(r)} QC verdict pending for ${int(r, 20, 60)} min`),
    ],
    breaks: [],
  },
  {
    cat: "disk",
    estate: "calder",
    origin: "object-sync",
    hints: ["no space", "disk", "spool", "full", "errno 28"],
    sev: "medium",
    note: "The sync worker's spool volume fills, so it cannot stage results for upload and finished cases stop appearing for clinicians.",
    emits: [
      e("object-sync", 3, "warn", (r) => `outbox scan: ${int(r, 60, 300)} pending, spool ${int(r, 91, 99)}% used`, {
        from: -200,
        to: 0,
      }),
      e(
        "object-sync",
        10,
        "error",
        (r) =>
          `stage ${cx(r)}/final.vcf.gz failed: [Errno 28] No space left on device: '/spool/outbox/${cx(r)}/final.vcf.gz.part'`,
      ),
      e("object-sync", 3, "warn", () => "outbox scan: spool 100% used, staging paused"),
      e(
        "clinician-portal",
        4,
        "warn",
        (r) => `GET /api/cases/${cx(r)}/report 404 - ${ms(r, 10, 80)} ms (results not yet synced)`,
        { from: 90 },
      ),
    ],
    breaks: [],
  },
  {
    cat: "disk",
    estate: "tarn",
    origin: "hub",
    hints: ["disk", "full", "sqlite", "no space", "database or disk is full"],
    sev: "high",
    note: "The hub's state volume fills, its SQLite database can no longer commit and logins and spawns fail with 500s.",
    emits: [
      e(
        "hub",
        12,
        "error",
        (r) =>
          `500 POST /hub/${pick(r, ["login", "spawn/" + uid(r), "api/users/" + uid(r) + "/activity"])} ${ms(r, 20, 200)}.${int(r, 10, 99)}ms`,
      ),
      e("hub", 10, "error", () => "Uncaught exception POST /hub/api/users/activity", {
        stack: (r) =>
          pyTrace(
            r,
            [
              ["/usr/local/lib/python3.11/site-packages/jupyterhub/apihandlers/users.py", "post", "self.db.commit()"],
              [
                "/usr/local/lib/python3.11/site-packages/sqlalchemy/engine/default.py",
                "do_commit",
                "dbapi_connection.commit()",
              ],
            ],
            "sqlalchemy.exc.OperationalError: (sqlite3.OperationalError) database or disk is full",
          ),
      }),
      e("chp-proxy", 10, "info", (r) => `500 POST /hub/login ${ms(r, 20, 200)}ms`),
    ],
  },
  // ============================================================ unknown
  {
    cat: "unknown",
    estate: "halden",
    origin: "job-submit-api",
    hints: ["exit", "crash", "restart", "unknown"],
    sev: "high",
    note: "The submit gateway keeps dying without a word and restarting, so the portal and hub see refused connections and dropped replies.",
    emits: [
      e("job-submit-api", 2, "info", (r) => `job-submit-api 2.14.${int(r, 0, 3)} listening on :8080 (pid 1)`),
      e(
        "ood-portal",
        14,
        "error",
        (r) =>
          `Completed 502 Bad Gateway in ${ms(r, 3, 40)}ms -- Errno::ECONNREFUSED (Failed to open TCP connection to job-submit-api:8080 (Connection refused - connect(2) for "job-submit-api" port 8080))`,
      ),
      e(
        "ood-portal",
        6,
        "error",
        (r) => `Completed 502 Bad Gateway in ${ms(r, 100, 900)}ms -- EOFError (end of file reached)`,
      ),
      e(
        "jupyterhub",
        4,
        "error",
        (r) => `[batchspawner] submit for ${uid(r)} failed: [Errno 104] Connection reset by peer`,
      ),
    ],
    silence: ["job-submit-api"],
  },
  {
    cat: "unknown",
    estate: "brightwater",
    origin: "report-builder",
    hints: ["unavailable", "exit", "crash", "unknown", "502"],
    sev: "medium",
    note: "The report builder stops producing any output and keeps being restarted, so report requests fail while it never says why.",
    emits: [
      e(
        "report-builder",
        1.5,
        "info",
        (r) =>
          `Application started. Hosting environment: Production; Content root path: /app (report-builder 3.${int(r, 1, 9)}.0)`,
      ),
      e(
        "results-portal",
        10,
        "error",
        (r) => `POST /cases/${caseB(r)}/reports 502 ${ms(r, 2, 30)}ms - report-builder: socket hang up`,
      ),
      e(
        "notify-worker",
        3,
        "warn",
        (r) =>
          `ReportReadyMailer#deliver JID-${hex(r, 24)} WARN: report-builder unreachable, retry in ${pick(r, [17, 38, 90])}s`,
      ),
    ],
    silence: ["report-builder"],
  },
  {
    cat: "unknown",
    estate: "calder",
    origin: "batch-watcher",
    hints: ["crash", "restart", "exit", "unknown", "stale"],
    sev: "medium",
    note: "The batch watcher crash-loops without logging any error, so job status stops flowing to the workflow engine.",
    emits: [
      e(
        "batch-watcher",
        1.5,
        "info",
        (r) => `batch-watcher v3.1.${int(r, 0, 4)} starting, queues=[gx-spot-a gx-spot-b gx-ondemand]`,
      ),
      e("batch-watcher", 1.5, "info", () => "resuming from checkpoint, 412 tracked jobs"),
      e(
        "cromwell",
        10,
        "warn",
        (r) =>
          `AwsBatchAsyncBackendJobExecutionActor [UUID(${hex(r, 8)})germline.${pick(r, ["align", "call", "markdup"])}:NA:1]: no status from batch-watcher for ${int(r, 300, 900)}s`,
        { from: 60 },
      ),
      e("cromwell", 4, "error", () => "status poll failed: batch-watcher:9090 connection refused", { from: 20 }),
    ],
    silence: ["batch-watcher"],
  },
  {
    cat: "unknown",
    estate: "tarn",
    origin: "slurmctld",
    hints: ["unavailable", "unknown", "controller", "hang", "unresponsive"],
    sev: "high",
    note: "The controller stops logging and answering entirely; the REST gateway and notebook spawns fail to contact it while it says nothing.",
    emits: [
      e(
        "slurmrestd",
        18,
        "error",
        (r) =>
          `_op_handler_jobs: [[unix]:${int(r, 100, 999)}] slurm_load_jobs error: Unable to contact slurm controller (connect failure)`,
      ),
      e(
        "portal-api",
        14,
        "error",
        (r) =>
          `method=GET path=/api/jobs user=${uid(r)} status=502 dur=${ms(r, 10000, 10200)}ms err="slurmrestd: 500 Internal Server Error"`,
      ),
      e(
        "hub",
        4,
        "error",
        (r) => `[batchspawner] Error polling job status for ${uid(r)}: Unable to contact slurm controller`,
      ),
    ],
    silence: ["slurmctld"],
    breaks: ["slurmctld", "slurmrestd"],
  },
];
