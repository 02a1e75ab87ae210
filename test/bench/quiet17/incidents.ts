// The eight failures of quiet17, one per category, told the way each runtime and its callers really log them.
import type { Hook } from "./estates.js";
import type { Ctx } from "./stream.js";

export interface IncidentKind {
  estate: string;
  kind: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** writes the origin's own lines from ctx.t0 and returns the hook that rewrites affected traffic */
  setup: (ctx: Ctx) => Hook;
}

const iso = (t: number) => new Date(t).toISOString().slice(0, 19);

export const INCIDENTS: IncidentKind[] = [
  {
    estate: "fenwick",
    kind: "statesave-full",
    origin: "slurmctld",
    category: "disk",
    hints: ["disk", "space", "enospc", "no space", "write", "storage"],
    severity: "high",
    note: "The slurmctld StateSaveLocation volume fills up: state saves fail with No space left on device and job submissions from the portal and JupyterHub are refused.",
    setup: (ctx) => {
      const { rng, emit, t0 } = ctx;
      emit(
        t0 - 240_000,
        "node-health",
        "warn",
        "NHC: slurm-head01 check_fs_used /var/spool/slurmctld: 91% used (warn 90%)",
      );
      ctx.every(
        6_000,
        (t) => {
          const f = rng.pick(["job_state", "node_state", "resv_state", "trigger_state", "assoc_mgr_state"]);
          emit(
            t,
            "slurmctld",
            "error",
            `error: Can't save state, error writing file /var/spool/slurmctld/${f}.new, No space left on device`,
          );
        },
        t0,
      );
      ctx.every(
        60_000,
        (t) =>
          emit(t, "node-health", "warn", "NHC: slurm-head01 check_fs_used /var/spool/slurmctld: 100% used (warn 90%)"),
        t0 + 20_000,
      );
      return (route, t, id) => {
        if (t < t0) return false;
        if (route === "submit") {
          emit(t, "slurmctld", "error", `_slurm_rpc_submit_batch_job: I/O error writing script/environment to file`);
          emit(
            t + 4,
            "slurmctld",
            "error",
            `error: Error writing file /var/spool/slurmctld/hash.${Number(id) % 10}/job.${id}/script, No space left on device`,
          );
          if (rng.chance(0.55)) {
            emit(
              t + 30,
              "ood-portal",
              "error",
              `App 3341 output: [${iso(t)}] ERROR "Failed to submit session with the following error:\n\nsbatch: error: Batch job submission failed: I/O error writing script/environment to file\n\n"\nOodCore::JobAdapterError (sbatch: error: Batch job submission failed: I/O error writing script/environment to file):\n  /opt/ood/ondemand/root/usr/share/gems/3.1/ondemand/3.1.7/gems/ood_core-0.23.5/lib/ood_core/job/adapters/slurm.rb:489:in \`rescue in submit'\n  /opt/ood/ondemand/root/usr/share/gems/3.1/ondemand/3.1.7/gems/ood_core-0.23.5/lib/ood_core/job/adapters/slurm.rb:446:in \`submit'\n  /var/www/ood/apps/sys/dashboard/app/models/batch_connect/session.rb:254:in \`submit_job'\n  /var/www/ood/apps/sys/dashboard/app/controllers/batch_connect/session_contexts_controller.rb:31:in \`create'`,
            );
          } else {
            emit(
              t + 30,
              "jupyterhub",
              "error",
              `[E ${iso(t).slice(0, 10)} ${iso(t).slice(11)}.${rng.int(100, 999)} JupyterHub user:${rng.int(800, 999)}] Unhandled error starting user${rng.int(100, 999)}'s server: The Jupyter batch job has disappeared while pending in the queue or died immediately after starting.\nTraceback (most recent call last):\n  File "/opt/jupyterhub/lib/python3.11/site-packages/batchspawner/batchspawner.py", line 440, in start\n    raise RuntimeError(\nRuntimeError: sbatch: error: Batch job submission failed: I/O error writing script/environment to file`,
            );
            emit(
              t + 35,
              "jupyterhub",
              "error",
              `500 POST /hub/spawn/user${rng.int(100, 999)} (10.12.40.${rng.int(2, 200)}) ${rng.int(900, 3000)}.22ms`,
            );
          }
          return true;
        }
        if (route === "complete" && rng.chance(0.5)) {
          emit(t, "slurmctld", "info", `_job_complete: JobId=${id} WEXITSTATUS 0`);
          emit(
            t + 2,
            "slurmctld",
            "error",
            `error: Error writing file /var/spool/slurmctld/job_state.new, No space left on device`,
          );
          return true;
        }
        return false;
      };
    },
  },
  {
    estate: "fenwick",
    kind: "accounting-heap",
    origin: "job-accounting",
    category: "memory",
    hints: ["memory", "heap", "outofmemory", "oom", "gc"],
    severity: "high",
    note: "job-accounting's JVM heap fills during a usage export, it spends its time in full GCs and stops logging requests, then dies with OutOfMemoryError while the portal's usage pages time out.",
    setup: (ctx) => {
      const { rng, emit, t0 } = ctx;
      const oom = t0 + rng.int(200_000, 260_000);
      ctx.mute.set("job-accounting", [t0 + 20_000, oom + 40_000]);
      emit(t0, "job-accounting", "info", "usage export for fiscal year 2026 started (accounts=412, format=xlsx)");
      let gc = 4100;
      ctx.every(
        7_000,
        (t) => {
          const used = Math.min(4090, 3300 + Math.round((t - t0) / 300));
          emit(
            t,
            "job-accounting",
            "warn",
            `[gc] GC(${gc++}) Pause Full (G1 Compaction Pause) ${used}M->${used - rng.int(2, 30)}M(4096M) ${rng.int(1800, 6200)}.${rng.int(100, 999)}ms`,
          );
        },
        t0 + 15_000,
        oom,
      );
      emit(
        oom,
        "job-accounting",
        "error",
        `Exception in thread "http-nio-8080-exec-17" java.lang.OutOfMemoryError: Java heap space\n\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)\n\tat java.base/java.lang.AbstractStringBuilder.ensureCapacityInternal(AbstractStringBuilder.java:228)\n\tat org.apache.poi.xssf.streaming.SheetDataWriter.writeCell(SheetDataWriter.java:263)\n\tat edu.fenwick.rc.accounting.export.UsageExporter.writeRows(UsageExporter.java:141)\n\tat edu.fenwick.rc.accounting.web.ExportController.export(ExportController.java:58)`,
      );
      emit(oom + 900, "job-accounting", "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
      emit(
        oom + 40_000,
        "job-accounting",
        "info",
        "Starting JobAccountingApplication v4.7.2 using Java 17.0.9 with PID 1",
      );
      emit(
        oom + 52_000,
        "job-accounting",
        "info",
        "Started JobAccountingApplication in 11.304 seconds (process running for 12.1)",
      );
      return (route, t) => {
        if (route !== "usage" || t < t0 + 20_000 || t > oom + 50_000) return false;
        const u = rng.pick(["akhan", "cfitz", "fsaito", "imurphy"]);
        emit(
          t + 30_000,
          "ood-portal",
          "error",
          `[${iso(t)}] ERROR "GET /pun/sys/dashboard/apps/show/usage" usage widget failed: Net::ReadTimeout with #<TCPSocket:(closed)> (job-accounting.rc.svc:8080, 30s)`,
        );
        emit(t + 30_010, "ood-portal", "warn", `${u} "GET /pun/sys/dashboard/apps/show/usage" 504 30012ms`);
        return true;
      };
    },
  },
  {
    estate: "harrow",
    kind: "stale-service-password",
    origin: "hr-portal",
    category: "authentication",
    hints: ["login", "authentication", "credential", "password", "18456", "logon"],
    severity: "high",
    note: "The svc-hrportal password is rotated by the vault, but hr-portal keeps the old one: its SQL logins fail with 18456, the account locks out and HR pages return 500.",
    setup: (ctx) => {
      const { rng, emit, t0 } = ctx;
      emit(
        t0 - 35_000,
        "dc01",
        "info",
        "EventID 4724: An attempt was made to reset an account's password. Subject: Account Name: svc-pam-rotator Target Account: Account Name: svc-hrportal Account Domain: HARROW",
      );
      ctx.every(
        4_000,
        (t) =>
          emit(
            t,
            rng.pick(["dc01", "dc02"]),
            "warn",
            `EventID 4771: Kerberos pre-authentication failed. Account Name: svc-hrportal Service Name: krbtgt/HARROWLOWE.LOCAL Client Address: ::ffff:10.20.1.31 Failure Code: 0x18 Pre-Authentication Type: 2`,
          ),
        t0,
        t0 + 90_000,
      );
      emit(
        t0 + 92_000,
        "dc01",
        "warn",
        "EventID 4740: A user account was locked out. Account That Was Locked Out: svc-hrportal Caller Computer Name: HL-APP-HR01",
      );
      ctx.every(
        5_000,
        (t) =>
          emit(
            t,
            "dc01",
            "warn",
            "EventID 4771: Kerberos pre-authentication failed. Account Name: svc-hrportal Failure Code: 0x12 (account locked) Client Address: ::ffff:10.20.1.31",
          ),
        t0 + 93_000,
      );
      return (route, t, u) => {
        if (route !== "hr" || t < t0) return false;
        const lock = t > t0 + 92_000;
        if (rng.chance(0.6))
          emit(
            t,
            "hr-portal",
            "error",
            `An unhandled exception has occurred while executing the request.\nMicrosoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'HARROW\\svc-hrportal'.${lock ? " Reason: The account is locked out." : ""}\n   at Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception, Boolean breakConnection, Action\`1 wrapCloseInAction)\n   at Microsoft.Data.SqlClient.TdsParser.TryRun(RunBehavior runBehavior, SqlCommand cmdHandler, SqlDataReader dataStream, BulkCopySimpleResultSet bulkCopyHandler, TdsParserStateObject stateObj, Boolean& dataReady)\n   at Microsoft.Data.SqlClient.SqlInternalConnectionTds.CompleteLogin(Boolean enlistOK)\n   at Microsoft.EntityFrameworkCore.Storage.RelationalConnection.OpenInternalAsync(Boolean errorsExpected, CancellationToken cancellationToken)\n   at HarrowLowe.Hr.Api.Leave.LeaveController.GetBalances(String employeeId) in D:\\a\\hr-portal\\src\\HarrowLowe.Hr.Api\\Leave\\LeaveController.cs:line 47\nClientConnectionId:${rng.hex(8)}-${rng.hex(4)}-${rng.hex(4)}-${rng.hex(4)}-${rng.hex(12)}\nError Number:18456,State:1,Class:14`,
          );
        emit(
          t + 20,
          "hr-portal",
          "info",
          `Request finished HTTP/1.1 GET https://hr.harrowlowe.local/api/${rng.pick(["leave", "timesheets", "people"])} - 500 - application/problem+json ${(rng.next() * 40 + 15).toFixed(4)}ms`,
        );
        emit(
          t + 25,
          "intranet-iis",
          "warn",
          `GET /hr/ - 443 ${u} 10.20.${rng.int(1, 9)}.${rng.int(10, 250)} Mozilla/5.0+(Windows+NT+10.0;+Win64;+x64) 500 0 0 ${rng.int(30, 90)}`,
        );
        return true;
      };
    },
  },
  {
    estate: "harrow",
    kind: "webdeploy-connstring",
    origin: "intranet-iis",
    category: "configuration",
    hints: ["config", "connection string", "connectionstring", "web.config", "setting"],
    severity: "medium",
    note: "A Web Deploy of the intranet publishes a web.config without the FinanceReports connection string; finance and matter-search pages fail with ASP.NET 1309 errors right after the release.",
    setup: (ctx) => {
      const { rng, emit, t0 } = ctx;
      emit(
        t0 - 4_000,
        "intranet-iis",
        "info",
        "Web Deploy (MSDeploy): Successfully executed Web Deploy sync of package Intranet_2026.11.30.2.zip to 'Default Web Site/Intranet': files added 3, updated 14 (web.config), deleted 1",
      );
      emit(
        t0 - 1_000,
        "intranet-iis",
        "info",
        "EventID 1001 ASP.NET 4.0.30319.0: Application is shutting down. Reason: Configuration changed. Application domain: /LM/W3SVC/2/ROOT-1-13377",
      );
      return (route, t, u) => {
        if (route !== "intranet" || t < t0) return false;
        const path = rng.pick(["finance/reports", "matters/search", "news", "knowhow", "finance/reports"]);
        if (path === "news" || path === "knowhow") return false;
        if (rng.chance(0.5))
          emit(
            t,
            "intranet-iis",
            "error",
            `EventID 1309 ASP.NET 4.0.30319.0: Event code: 3005 Event message: An unhandled exception has occurred. Request URL: https://intranet.harrowlowe.local/${path} User: ${u}\nException type: InvalidOperationException\nException message: The ConnectionString property has not been initialized.\n   at System.Data.SqlClient.SqlConnection.PermissionDemand()\n   at System.Data.SqlClient.SqlConnectionFactory.PermissionDemand(DbConnection outerConnection)\n   at System.Data.ProviderBase.DbConnectionInternal.TryOpenConnectionInternal(DbConnection outerConnection, DbConnectionFactory connectionFactory, TaskCompletionSource\`1 retry, DbConnectionOptions userOptions)\n   at System.Data.SqlClient.SqlConnection.Open()\n   at HarrowLowe.Intranet.Data.ReportRepository..ctor() in C:\\build\\Intranet\\Data\\ReportRepository.cs:line 22\n   at HarrowLowe.Intranet.Controllers.FinanceController.Reports() in C:\\build\\Intranet\\Controllers\\FinanceController.cs:line 31`,
          );
        emit(
          t + 5,
          "intranet-iis",
          "warn",
          `GET /${path} - 443 ${u} 10.20.${rng.int(1, 9)}.${rng.int(10, 250)} Mozilla/5.0+(Windows+NT+10.0;+Win64;+x64) 500 0 0 ${rng.int(20, 80)}`,
        );
        return true;
      };
    },
  },
  {
    estate: "brannock",
    kind: "store-uplink",
    origin: "store-hub",
    category: "network",
    hints: ["network", "connection", "reset", "uplink", "wan", "tls"],
    severity: "high",
    note: "Store 0412's WAN uplink flaps and the LTE backup cannot hold TLS sessions: store-hub's calls to HQ reset and the lanes fall back to offline card mode.",
    setup: (ctx) => {
      const { rng, emit, t0 } = ctx;
      emit(t0, "store-hub", "warn", "netmon: wan0 carrier lost (link down), default route moved to lte0 (metric 200)");
      ctx.every(
        40_000,
        (t) => {
          emit(t, "store-hub", "warn", "netmon: wan0 carrier up, re-adding default route");
          emit(
            t + rng.int(3000, 9000),
            "store-hub",
            "warn",
            "netmon: wan0 carrier lost (link down), default route moved to lte0 (metric 200)",
          );
        },
        t0 + 20_000,
      );
      ctx.every(
        8_000,
        (t) =>
          emit(
            t,
            "store-hub",
            "error",
            `tunnel hq-ipsec: DPD: no response from peer 185.44.12.9, restarting IKE_SA (${rng.int(1, 9)} retransmits)`,
          ),
        t0 + 5_000,
      );
      return (route, t, id) => {
        if (t < t0) return false;
        if (route === "sale") {
          const lane = rng.int(1, 12);
          const lp = `${rng.int(40000, 60000)}`;
          emit(
            t + 15_000,
            "store-hub",
            "error",
            rng.chance(0.5)
              ? `POST /v1/payments/authorize upstream pay-gw.hq.brannock.internal:443: read tcp 10.41.2.5:${lp}->172.16.8.20:443: read: connection reset by peer`
              : `POST /v1/payments/authorize upstream pay-gw.hq.brannock.internal:443: net/http: TLS handshake timeout`,
            id,
          );
          if (rng.chance(0.4))
            emit(
              t + 15_010,
              "store-hub",
              "warn",
              `retrying POST /v1/payments/authorize (attempt 2/3) lane=${lane}`,
              id,
            );
          emit(
            t + 15_050,
            "pos-lane",
            "error",
            `lane=${lane} online auth via store-hub failed after 15s, switching to offline floor-limit mode (SAF queue ${rng.int(3, 140)})`,
            id,
          );
          if (rng.chance(0.2)) emit(t + 14_000, "pay-gw", "warn", `TLS handshake error from 10.41.2.5:${lp}: EOF`);
          return true;
        }
        if (route === "price" && rng.chance(0.3)) {
          emit(
            t,
            "pos-lane",
            "warn",
            `lane=${rng.int(1, 12)} price lookup served from local cache (store-hub unreachable)`,
            id,
          );
          return true;
        }
        return false;
      };
    },
  },
  {
    estate: "brannock",
    kind: "wms-db-connections",
    origin: "wms-core",
    category: "database",
    hints: ["database", "connection", "postgres", "too many", "jdbc", "sql", "pool"],
    severity: "high",
    note: "wms-core exhausts its PostgreSQL connections (too many clients) and its pick-task API fails; the robot fleet retries claims in a loud storm.",
    setup: (ctx) => {
      const { rng, emit, t0 } = ctx;
      emit(t0, "wms-core", "warn", "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m2s).");
      ctx.every(
        10_000,
        (t) =>
          emit(
            t,
            "wms-core",
            "warn",
            `HikariPool-1 - Pool stats (total=50, active=50, idle=0, waiting=${rng.int(40, 190)})`,
          ),
        t0 + 3_000,
      );
      return (route, t, id) => {
        if (t < t0) return false;
        if (route === "health") {
          emit(t, "store-hub", "debug", "GET /healthz 200 1ms");
          emit(
            t + 5,
            "wms-core",
            "warn",
            'GET /actuator/health 503 {"status":"DOWN","components":{"db":{"status":"DOWN"}}}',
          );
          return true;
        }
        if (route !== "pick") return false;
        const r = `AMR-${rng.int(1, 40)}`;
        if (rng.chance(0.45))
          emit(
            t + 30_000,
            "wms-core",
            "error",
            `o.h.engine.jdbc.spi.SqlExceptionHelper : FATAL: sorry, too many clients already\norg.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction\n\tat org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)\n\tat com.brannock.wms.picking.PickTaskService.claim(PickTaskService.java:88)\n\tat com.brannock.wms.api.PickTaskController.claim(PickTaskController.java:41)\nCaused by: org.postgresql.util.PSQLException: FATAL: sorry, too many clients already\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:203)\n\tat com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)`,
            id,
          );
        emit(t + 30_005, "wms-core", "warn", `POST /api/pick-tasks/claim 503 30004ms`, id);
        for (let k = 0; k < 3; k++)
          emit(
            t + 30_010 + k * 2_000,
            "amr-fleet",
            "error",
            `${r} task claim failed: wms-core responded 503 Service Unavailable (attempt ${k + 1}/5), retry in 2s`,
            id,
          );
        return true;
      };
    },
  },
  {
    estate: "lumenbid",
    kind: "creative-api-quota",
    origin: "creative-cache",
    category: "rate_limiting",
    hints: ["rate", "429", "quota", "throttl", "too many requests"],
    severity: "medium",
    note: "A scheduled full refresh makes creative-cache exceed the ad-server API quota; it gets 429s, stops refreshing and the bidder no-bids on creatives missing from the cache.",
    setup: (ctx) => {
      const { rng, emit, t0 } = ctx;
      emit(t0 - 3_000, "creative-cache", "info", "scheduled full refresh started: 41 206 creatives, concurrency 64");
      ctx.every(
        1_200,
        (t) =>
          emit(
            t,
            "creative-cache",
            "warn",
            `GET https://adserver-api.example.com/v4/creatives/cr-${rng.int(10000, 99999)} -> 429 Too Many Requests (quota "creatives.read" 600/min exceeded, Retry-After: ${rng.int(20, 60)}s), backing off`,
          ),
        t0,
        t0 + 600_000,
      );
      return (route, t, id) => {
        if (route !== "bid" || t < t0 + 10_000 || !rng.chance(0.35)) return false;
        emit(
          t,
          "bid-gw",
          "info",
          `auction ${rng.pick(["openx", "magnite", "index"])} imp=1 tmax=120 forwarded to bidder`,
          id,
        );
        emit(t + 9, "creative-cache", "debug", `creative cr-${rng.int(10000, 99999)} miss (refresh pending)`, id);
        emit(
          t + 14,
          "bidder",
          "warn",
          `no-bid: creative cr-${rng.int(10000, 99999)} for li=${rng.int(3000, 3999)} not in cache (creative-cache miss), line item skipped`,
          id,
        );
        return true;
      };
    },
  },
  {
    estate: "lumenbid",
    kind: "profile-lock-wait",
    origin: "profile-store",
    category: "timeout",
    hints: ["timeout", "deadline", "timed out", "lock", "slow"],
    severity: "high",
    note: "A bulk segment load holds profile-store's shard write lock for seconds; lookups blow their deadline (logged only as warnings) and the bidder times out and opens its breaker.",
    setup: (ctx) => {
      const { rng, emit, t0 } = ctx;
      emit(t0 - 2_000, "profile-store", "info", "segment load seg-20261130-02 started on shard 7 (38.1M rows)");
      ctx.every(
        5_000,
        (t) =>
          emit(
            t,
            "profile-store",
            "warn",
            `shard 7 read lock wait ${(rng.next() * 3 + 0.8).toFixed(2)}s (writer: segment load seg-20261130-02)`,
          ),
        t0,
      );
      let open = false;
      return (route, t, id) => {
        if (route !== "bid" || t < t0 + 3_000 || !rng.chance(0.5)) return false;
        emit(
          t,
          "bid-gw",
          "info",
          `auction ${rng.pick(["openx", "magnite", "index", "gam"])} imp=1 tmax=120 forwarded to bidder`,
          id,
        );
        if (rng.chance(0.4))
          emit(
            t + 20,
            "profile-store",
            "warn",
            `GET segments uid=${rng.hex(12)} exceeded deadline: context deadline exceeded (budget 15ms, waited on shard 7)`,
            id,
          );
        if (!open && t > t0 + 25_000) {
          open = true;
          emit(
            t + 18,
            "bidder",
            "error",
            "circuit breaker profile-store OPEN (timeouts 64% over 10s window), bidding without audience data",
          );
        }
        emit(
          t + 19,
          "bidder",
          rng.chance(0.5) ? "error" : "warn",
          `profile lookup timed out after 15ms (ETIMEDOUT) uid=${rng.hex(12)}, no-bid`,
          id,
        );
        if (rng.chance(0.4))
          emit(t + 121, "bid-gw", "error", `auction dropped: bidder did not respond within tmax=120ms`, id);
        return true;
      };
    },
  },
];
