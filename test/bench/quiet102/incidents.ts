// The eight outages of quiet102, one per category, each written the way the software involved really logs it.
import { access, type Role } from "./estates.js";
import { stack } from "./stacks.js";
import type { Ctx } from "./stream.js";

export interface Outage {
  estate: string;
  category: string;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** services to stay clear of for the unrelated deploy */
  involved: string[];
  blocks: Role[];
  /** share of the blocked roles' normal traffic that no longer succeeds */
  p: number;
  /** how long before the first failure the trouble is already visible at the origin (ms) */
  lead: number;
  /** the origin's own lines stop at the start */
  quiet?: boolean;
  run(c: Ctx, t0: number): void;
}

const own = { own: true };

export const OUTAGES: Outage[] = [
  {
    estate: "lingora",
    category: "database",
    p: 0.8,
    lead: 0,
    origin: "tm-core",
    hints: ["connection", "database", "pool", "postgres", "jdbc", "sql", "hikari"],
    severity: "high",
    note: "tm-core exhausts its Postgres connections (too many clients) and segment saves and pretranslation fail behind it",
    involved: ["tm-core", "lingora-api", "file-intake", "qa-runner"],
    blocks: ["tm"],
    run(c, t0) {
      const { r } = c;
      c.emit(
        t0,
        "tm-core",
        "warn",
        "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=118)",
        own,
      );
      c.emit(
        t0 + 200,
        "tm-core",
        "error",
        'FATAL: sorry, too many clients already (SQLSTATE 53300) on connection to "tm-pg-primary:5432"',
        own,
      );
      c.every(
        1100,
        (t) => {
          const tr = c.trace();
          const seg = r.int(1e6, 9e6);
          const pg = r.chance(0.5);
          c.emit(t, "tm-core", "error", pg ? "Failed to obtain JDBC Connection" : `TU upsert seg=${seg} failed`, {
            ...own,
            trace: tr,
            errType: "org.springframework.jdbc.CannotGetJdbcConnectionException",
            stack: stack(
              "java",
              "org.springframework.jdbc.CannotGetJdbcConnectionException",
              pg
                ? "Failed to obtain JDBC Connection; nested exception is org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections"
                : "Failed to obtain JDBC Connection; nested exception is java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.",
              [
                ["org.springframework.jdbc.datasource.DataSourceUtils", "getConnection"],
                ["org.springframework.jdbc.core.JdbcTemplate", "execute"],
                ["io.lingora.tm.store.TranslationUnitRepository", "upsert"],
                ["io.lingora.tm.api.SegmentController", "save"],
              ],
              r,
            ),
          });
          c.emit(
            t + 30000 + r.int(0, 300),
            "lingora-api",
            "error",
            access("node", "PUT", `/api/v2/segments/${seg}`, 503, 30000 + r.int(2, 400), r),
            { ...own, trace: tr },
          );
          c.emit(
            t + 30005,
            "lingora-api",
            "error",
            `upstream tm-core PUT /tm/units failed: 500 Internal Server Error (seg ${seg})`,
            { ...own, trace: tr },
          );
        },
        t0,
      );
      c.every(
        500,
        (t) => {
          const j = c.job();
          c.emit(
            t,
            "file-intake",
            "warn",
            `pretranslate ${j}: POST http://tm-core:8080/tm/leverage timed out after 30.0s, requeue (attempt ${r.int(2, 6)}/6)`,
            own,
          );
          if (r.chance(0.2))
            c.emit(
              t + 5,
              "file-intake",
              "error",
              `pretranslate ${j} failed permanently after 6 attempts: HTTPError 500 from tm-core`,
              own,
            );
        },
        t0 + 31000,
      );
      c.every(
        3000,
        (t) => c.emit(t, "qa-runner", "warn", `TM consistency check skipped: tm-core returned 500`, own),
        t0 + 5000,
      );
    },
  },
  {
    estate: "lingora",
    category: "unknown",
    p: 1,
    lead: 400,
    origin: "assign-svc",
    hints: ["unknown", "crash", "exit", "unavailable", "down", "error"],
    severity: "high",
    note: "assign-svc stops logging and answering without ever saying why, and job offers and acceptances fail at the API",
    involved: ["assign-svc", "lingora-api", "linguist-billing"],
    blocks: ["assign"],
    quiet: true,
    run(c, t0) {
      const { r } = c;
      c.emit(t0 - 400, "assign-svc", "error", "[1] ! Worker 2 exited", own);
      c.emit(t0 + 2000, "assign-svc", "error", "[1] ! Worker 0 exited", own);
      c.every(
        900,
        (t) => {
          const tr = c.trace();
          const j = c.job();
          const path = r.chance(0.5) ? `/api/v2/jobs/${j}/offers` : `/api/v2/jobs/${j}/accept`;
          c.emit(
            t,
            "lingora-api",
            "error",
            `upstream assign-svc POST ${path.replace("/api/v2", "")}: upstream connect error or disconnect/reset before headers. reset reason: connection failure`,
            { ...own, trace: tr },
          );
          c.emit(t + 3, "lingora-api", "error", access("node", "POST", path, 502, r.int(1, 40), r), {
            ...own,
            trace: tr,
          });
        },
        t0 + 1500,
      );
      c.every(
        8000,
        (t) =>
          c.emit(
            t,
            "linguist-billing",
            "warn",
            `fail: Billing.Sync.JobStatusPoller[0] GET http://assign-svc/internal/jobs/completed failed: 503 Service Unavailable, will retry`,
            own,
          ),
        t0 + 4000,
      );
    },
  },
  {
    estate: "verbatim",
    category: "disk",
    p: 1,
    lead: 90000,
    origin: "doc-ingest",
    hints: ["disk", "space", "no space", "enospc", "device", "volume"],
    severity: "high",
    note: "doc-ingest's work volume fills up and every conversion fails with No space left on device while the portal and CMS connector retry",
    involved: ["doc-ingest", "vendor-portal", "cms-link"],
    blocks: ["ingest"],
    run(c, t0) {
      const { r } = c;
      c.emit(
        t0 - 90000,
        "doc-ingest",
        "warn",
        "work dir /data/work usage 91% (threshold 90%), temp cleanup deferred: 214 conversions in flight",
        own,
      );
      c.emit(t0 - 30000, "doc-ingest", "warn", "work dir /data/work usage 97%", own);
      c.every(
        1500,
        (t) => {
          const f = c.file();
          c.emit(t, "doc-ingest", "error", `conversion of ${f} failed`, {
            ...own,
            errType: "java.io.IOException",
            stack: stack(
              "java",
              "java.io.IOException",
              "No space left on device",
              [
                ["java.io.FileOutputStream", "writeBytes"],
                ["java.io.FileOutputStream", "write"],
                ["com.verbatim.ingest.convert.SkeletonWriter", "flush"],
                ["com.verbatim.ingest.convert.ConversionJob", "run"],
                ["java.util.concurrent.ThreadPoolExecutor", "runWorker"],
              ],
              r,
            ),
          });
          c.emit(
            t + r.int(20, 200),
            "vendor-portal",
            "error",
            access("ruby", "POST", `/projects/${r.int(1000, 9999)}/documents`, 500, r.int(200, 900), r),
            own,
          );
          if (r.chance(0.5))
            c.emit(
              t + 210,
              "vendor-portal",
              "error",
              `DocIngest::Error: doc-ingest returned 500 for ${f} (conversion failed)`,
              own,
            );
        },
        t0,
      );
      c.every(
        700,
        (t) =>
          c.emit(
            t,
            "cms-link",
            "warn",
            `push to doc-ingest failed (HTTP 500), retrying entry ${r.hex(10)} in ${r.pick([2, 4, 8, 16])}s`,
          ),
        t0 + 3000,
      );
    },
  },
  {
    estate: "verbatim",
    category: "dependency",
    p: 0.9,
    lead: 0,
    origin: "mt-hub",
    hints: ["503", "unavailable", "deepl", "upstream", "dependency", "circuit", "http"],
    severity: "medium",
    note: "the external DeepL API answers 503 for every request, mt-hub's circuit breaker opens and MT suggestions disappear in the portal",
    involved: ["mt-hub", "vendor-portal", "job-dispatch"],
    blocks: ["mt"],
    run(c, t0) {
      const { r } = c;
      c.every(
        1300,
        (t) => {
          const tgt = c.lang();
          c.emit(t, "mt-hub", "error", `deepl translate en-US>${tgt} failed`, {
            ...own,
            errType: "requests.exceptions.HTTPError",
            stack: stack(
              "python",
              "requests.exceptions.HTTPError",
              "503 Server Error: Service Unavailable for url: https://api.deepl.com/v2/translate",
              [
                [
                  "/usr/local/lib/python3.11/site-packages/requests/models",
                  "raise_for_status",
                  "raise HTTPError(http_error_msg, response=self)",
                ],
                ["mthub/engines/deepl", "translate_batch", "resp.raise_for_status()"],
                ["mthub/router", "translate", "return engine.translate_batch(segments, source, target)"],
              ],
              r,
            ),
          });
          c.emit(
            t + 5,
            "vendor-portal",
            "warn",
            `MT suggestion unavailable for segment ${r.int(1e6, 9e6)}: mt-hub responded 502`,
            own,
          );
        },
        t0,
        t0 + 50000,
      );
      c.emit(
        t0 + 50000,
        "mt-hub",
        "error",
        "Circuit breaker 'deepl' opened after 10 consecutive failures (last: 503 Service Unavailable)",
        own,
      );
      c.every(
        900,
        (t) => {
          c.emit(
            t,
            "mt-hub",
            "warn",
            `CircuitBreakerError: Failures threshold reached, circuit breaker 'deepl' is open; rejecting request for en-US>${c.lang()}`,
            own,
          );
          c.emit(t + 10, "vendor-portal", "warn", access("ruby", "POST", "/mt/suggest", 503, r.int(2, 20), r), own);
          if (r.chance(0.3))
            c.emit(
              t + 15,
              "job-dispatch",
              "warn",
              `pretranslation of ${c.job()} deferred: mt-hub unavailable (503)`,
              own,
            );
        },
        t0 + 50000,
      );
      c.every(
        30000,
        (t) => {
          c.emit(t, "mt-hub", "info", "Circuit breaker 'deepl' half-open, sending trial request", own);
          c.emit(
            t + r.int(2000, 10000),
            "mt-hub",
            "error",
            "trial request to https://api.deepl.com/v2/translate failed: 503 Service Unavailable; circuit breaker 'deepl' open again",
            own,
          );
        },
        t0 + 80000,
      );
    },
  },
  {
    estate: "stringsmith",
    category: "memory",
    p: 0.85,
    lead: 100000,
    origin: "tmx-store",
    hints: ["memory", "outofmemory", "heap", "oom"],
    severity: "high",
    note: "tmx-store runs out of Java heap while importing a huge TMX, crashes and restarts in a loop while the gateway and MT relay lose it",
    involved: ["tmx-store", "edge-gw", "mt-relay"],
    blocks: ["tm"],
    run(c, t0) {
      const { r } = c;
      c.emit(t0 - 120000, "tmx-store", "info", "TMX import tallyho-master.tmx (2.1GB, 9.4M TUs) started", own);
      for (let i = 0; i < 6; i++)
        c.emit(
          t0 - 100000 + i * 16000,
          "tmx-store",
          "warn",
          `GC pause (G1 Evacuation Pause) ${900 + i * 400}ms, heap ${88 + Math.min(i, 5) * 2}% after collection`,
          own,
        );
      const cycle = 95000;
      for (let t = t0; t < c.end; t += cycle + r.int(-5000, 5000)) {
        c.emit(
          t - 7000,
          "tmx-store",
          "warn",
          "java.lang.OutOfMemoryError: Java heap space\nDumping heap to /tmp/java_pid1.hprof ...",
          own,
        );
        c.emit(
          t - 900,
          "tmx-store",
          "info",
          `Heap dump file created [${r.int(2000, 2140)}000000 bytes in 6.${r.int(100, 999)} secs]`,
          own,
        );
        c.emit(t, "tmx-store", "error", 'Exception in thread "tmx-import-1"', {
          ...own,
          errType: "java.lang.OutOfMemoryError",
          stack: stack(
            "java",
            "java.lang.OutOfMemoryError",
            "Java heap space",
            [
              ["java.util.Arrays", "copyOf"],
              ["java.lang.AbstractStringBuilder", "ensureCapacityInternal"],
              ["dev.stringsmith.tmx.io.TmxReader", "readTu"],
              ["dev.stringsmith.tmx.importer.TmxImporter", "importBatch"],
            ],
            r,
          ),
        });
        c.emit(t + 400, "tmx-store", "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space", own);
        c.emit(
          t + 42000,
          "tmx-store",
          "info",
          "Starting TmxStoreApplication v3.14.2 using Java 21.0.3 with PID 1",
          own,
        );
        c.emit(
          t + 51000,
          "tmx-store",
          "info",
          "Started TmxStoreApplication in 8.7 seconds (process running for 9.3)",
          own,
        );
        c.emit(t + 52000, "tmx-store", "info", "resuming TMX import tallyho-master.tmx at TU 6120000", own);
        c.emit(t + 60000, "tmx-store", "warn", "GC pause (G1 Evacuation Pause) 1800ms, heap 96% after collection", own);
      }
      c.every(
        600,
        (t) => {
          const tr = c.trace();
          if (r.chance(0.5)) {
            c.emit(
              t,
              "edge-gw",
              "error",
              `proxy error: dial tcp 10.8.${r.int(0, 9)}.${r.int(2, 250)}:8080: connect: connection refused (upstream=tmx-store)`,
              { ...own, trace: tr },
            );
            c.emit(
              t + 1,
              "edge-gw",
              "error",
              access("go", "GET", `/v1/tm/matches?locale=${c.lang()}`, 502, r.int(1, 30), r),
              { ...own, trace: tr },
            );
          } else {
            c.emit(
              t,
              "mt-relay",
              "warn",
              `tm lookup failed, continuing without TM context: request to http://tmx-store:8080/matches failed, reason: socket hang up`,
              { ...own, trace: tr },
            );
          }
        },
        t0 + 500,
      );
    },
  },
  {
    estate: "stringsmith",
    category: "authentication",
    p: 1,
    lead: 0,
    origin: "git-sync",
    hints: ["jwt", "unauthorized", "401", "credential", "authentication", "token", "bad credentials"],
    severity: "medium",
    note: "GitHub rejects git-sync's app JWT after the old private key was revoked, so no repository can be pulled or pushed",
    involved: ["git-sync", "edge-gw", "source-parser"],
    blocks: ["repo"],
    run(c, t0) {
      const { r } = c;
      c.every(
        1600,
        (t) => {
          const inst = r.int(31000000, 31999999);
          c.emit(t, "git-sync", "error", `sync ${r.pick(c.e.repos)} failed`, {
            ...own,
            errType: "Octokit::Unauthorized",
            stack: stack(
              "ruby",
              "Octokit::Unauthorized",
              `POST https://api.github.com/app/installations/${inst}/access_tokens: 401 - A JSON web token could not be decoded // See: https://docs.github.com/rest`,
              [
                ["vendor/bundle/ruby/3.3.0/gems/octokit-8.1.0/lib/octokit/response/raise_error", "on_complete"],
                [
                  "vendor/bundle/ruby/3.3.0/gems/octokit-8.1.0/lib/octokit/client/apps",
                  "create_app_installation_access_token",
                ],
                ["app/services/github_token_provider", "token_for"],
                ["app/jobs/repo_sync_job", "perform"],
              ],
              r,
            ),
          });
          if (r.chance(0.4))
            c.emit(
              t + 20,
              "git-sync",
              "warn",
              `RepoSyncJob (Job ID: ${r.hex(8)}-${r.hex(4)}) retry ${r.int(1, 25)} in ${r.int(10, 300)}s`,
              own,
            );
        },
        t0,
      );
      c.every(
        4000,
        (t) => {
          const tr = c.trace();
          c.emit(
            t,
            "edge-gw",
            "error",
            access("go", "POST", `/v1/projects/${r.int(100, 999)}/sync`, 502, r.int(300, 900), r),
            { ...own, trace: tr },
          );
          c.emit(
            t + 2,
            "edge-gw",
            "error",
            `upstream git-sync responded 502: {"error":"github authentication failed"}`,
            { ...own, trace: tr },
          );
        },
        t0 + 3000,
      );
      c.every(
        20000,
        (t) =>
          c.emit(
            t,
            "source-parser",
            "warn",
            "no source bundles from git-sync for 0 repos in the last 60s (expected ~14)",
            own,
          ),
        t0 + 60000,
      );
    },
  },
  {
    estate: "babel",
    category: "configuration",
    p: 1,
    lead: 4000,
    origin: "engine-router",
    hints: ["config", "configuration", "route", "missing", "routing"],
    severity: "high",
    note: "engine-router reloads a new routing file with no language-pair routes and rejects every MT request until someone reverts it",
    involved: ["engine-router", "babel-web", "upload-worker"],
    blocks: ["mt"],
    run(c, t0) {
      const { r } = c;
      c.emit(
        t0 - 4000,
        "engine-router",
        "info",
        "config change detected: mt.routing.file=/etc/engine-router/routes-2026-11.yaml (was routes-2026-10.yaml)",
        own,
      );
      c.emit(t0 - 3800, "engine-router", "info", "reloading routing table", own);
      c.emit(
        t0 - 3500,
        "engine-router",
        "warn",
        "routing table loaded with 0 language pair routes (0 engines referenced), default engine not set",
        own,
      );
      c.every(
        900,
        (t) => {
          const pair = `en-US>${c.lang()}`;
          c.emit(t, "engine-router", "error", `MT request rejected for ${pair}`, {
            ...own,
            errType: "java.lang.IllegalStateException",
            stack: stack(
              "java",
              "java.lang.IllegalStateException",
              `No route configured for language pair ${pair} and no default engine (mt.routing.default is empty)`,
              [
                ["com.transcorp.babel.mt.routing.RouteTable", "resolve"],
                ["com.transcorp.babel.mt.EngineRouter", "translate"],
                ["com.transcorp.babel.mt.api.TranslateResource", "post"],
              ],
              r,
            ),
          });
          if (r.chance(0.6))
            c.emit(
              t + 20,
              "upload-worker",
              "error",
              `fail: Babel.Upload.Pretranslate[0] Pretranslation for job ${c.job()} failed: engine-router returned 500 (Internal Server Error). Job left without MT.`,
              own,
            );
          else
            c.emit(
              t + 20,
              "babel-web",
              "error",
              access("dotnet", "POST", "/api/mt/suggest", 502, r.int(10, 80), r),
              own,
            );
        },
        t0,
      );
    },
  },
  {
    estate: "babel",
    category: "timeout",
    p: 0.8,
    lead: 0,
    origin: "tm-lookup",
    hints: ["timeout", "timed out", "deadline"],
    severity: "medium",
    note: "tm-lookup's fuzzy searches start running past their deadline (it only warns) while engine-router and the upload worker time out and retry",
    involved: ["tm-lookup", "engine-router", "upload-worker", "babel-web"],
    blocks: ["tm"],
    run(c, t0) {
      const { r } = c;
      c.every(
        700,
        (t) => {
          c.emit(
            t,
            "tm-lookup",
            "warn",
            `fuzzy query cancelled: deadline 3000ms exceeded after scanning ${r.int(200000, 900000)} candidates (tm=${r.pick(c.e.customers)}, src_len=${r.int(8, 300)})`,
            own,
          );
        },
        t0,
      );
      c.every(
        1000,
        (t) => {
          c.emit(t, "engine-router", "error", "TM context lookup failed, translating without TM", {
            ...own,
            errType: "java.net.SocketTimeoutException",
            stack: stack(
              "java",
              "java.net.SocketTimeoutException",
              "Read timed out",
              [
                ["java.net.SocketInputStream", "socketRead0"],
                ["org.apache.http.impl.io.SessionInputBufferImpl", "fillBuffer"],
                ["com.transcorp.babel.mt.tm.TmLookupClient", "fuzzy"],
                ["com.transcorp.babel.mt.EngineRouter", "translate"],
              ],
              r,
            ),
          });
        },
        t0 + 5000,
      );
      c.every(
        450,
        (t) => {
          const j = c.job();
          c.emit(
            t,
            "upload-worker",
            "warn",
            `fail: Babel.Upload.Leverage[0] TM leverage for ${j} failed (attempt ${r.int(1, 5)}/5): System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.`,
            own,
          );
          if (r.chance(0.15))
            c.emit(
              t + 10,
              "babel-web",
              "error",
              access("dotnet", "GET", `/api/jobs/${j}/matches`, 504, 10000 + r.int(1, 90), r),
              own,
            );
        },
        t0 + 10000,
      );
    },
  },
];
