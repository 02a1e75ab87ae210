// The eight failures, one per category, written the way each piece of software reports them: the
// origin's own lines (sometimes WARN only, sometimes silence) and the callers' complaints in their words.
import type { Ev, Level } from "./formats.js";
import { fx, hex, int, pick } from "./rng.js";
import { goStack, javaStack, nodeStack, pyStack } from "./stacks.js";
import { emit, type Scene, spread, traceId } from "./stream.js";

export interface Incident {
  id: string;
  estate: string;
  originRole: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  sideKinds: string[]; // quiet kinds laid on the same window
  run: (s: Scene, start: number) => void;
}

const E = (s: Scene, t: number, role: string, lv: Level, msg: string, x: Partial<Ev> = {}) =>
  emit(s, t, role, lv, msg, x);
const hush = (s: Scene, role: string, from: number, keep = 0, to = Number.POSITIVE_INFINITY) =>
  s.hush.push({ svc: s.est.roles[role], from, to, keep });
const after = (s: Scene, start: number) => s.t1 - start;

export const INCIDENTS: Incident[] = [
  {
    id: "dbd-purge-locks",
    estate: "ridgeview",
    originRole: "acct",
    category: "database",
    hints: ["mysql", "database", "lock", "deadlock", "sql"],
    severity: "high",
    note: "slurmdbd's monthly purge holds row locks in its MySQL tables, its own inserts hit lock-wait timeouts and deadlocks, slurmctld's agent queue grows and sacct calls time out",
    sideKinds: ["timelimit", "license-full"],
    run: (s, start) => {
      hush(s, "acct", start + 20000, 0.08);
      E(s, start - 1500, "acct", "INFO", "Purging job entries before 2025-11-01T00:00:00 for ridge");
      E(s, start - 1400, "acct", "INFO", "Purging step entries before 2025-11-01T00:00:00 for ridge");
      spread(s, start, after(s, start), Math.round(after(s, start) / 9000), (t) => {
        const j = s.g.job();
        if (s.r() < 0.6)
          E(s, t, "acct", "ERROR", "mysql_query failed: 1205 Lock wait timeout exceeded; try restarting transaction", {
            stack: [
              `insert into "ridge_job_table" (id_job, mod_time, id_array_job, id_array_task, het_job_id, het_job_offset, id_assoc, id_qos, id_user, id_group, nodelist, id_resv, timelimit, time_eligible, time_submit, time_start, job_name, state, priority, cpus_req, nodes_alloc, mem_req, flags, partition) values (${j}, UNIX_TIMESTAMP(), 0, 4294967294, 0, 4294967294, 5512, 1, 40217, 40000, 'None assigned', 0, 1440, 1796008312, 1796008312, 0, 'run.sh', 0, 12044, 4, 0, 9223372036854779904, 0, 'standard') on duplicate key update job_db_inx=LAST_INSERT_ID(job_db_inx)`,
            ],
          });
        else
          E(
            s,
            t,
            "acct",
            "ERROR",
            "mysql_query failed: 1213 Deadlock found when trying to get lock; try restarting transaction",
          );
        E(s, t + 40, "acct", "ERROR", "It looks like the storage has gone away trying to reconnect");
      });
      let q = int(s.r, 200, 900);
      spread(s, start + 15000, after(s, start) - 15000, Math.round(after(s, start) / 1400), (t) => {
        const r = s.r();
        if (r < 0.55)
          E(
            s,
            t,
            "sched",
            "ERROR",
            `error: slurmdbd: Sending PersistRequest msg_type=DBD_JOB_START for JobId=${s.g.job()}: Socket timed out on send/recv operation`,
          );
        else if (r < 0.8) {
          q += int(s.r, 150, 600);
          E(s, t, "sched", "WARN", `slurmdbd: agent queue size ${q}`);
        } else
          E(
            s,
            t,
            "sched",
            "ERROR",
            "error: slurmdbd: DBD_SEND_MULT_JOB_START failure: Connection timed out, will retry",
          );
      });
      spread(s, start + 40000, after(s, start) - 40000, Math.round(after(s, start) / 9000), (t) => {
        E(s, t, "portal", "ERROR", "sacct: error: slurmdbd: Getting response to message type: DBD_GET_JOBS_COND");
        E(
          s,
          t + 5,
          "portal",
          "ERROR",
          "sacct: error: Problem talking to the database: Socket timed out on send/recv operation",
        );
        E(
          s,
          t + 30,
          "portal",
          "INFO",
          `Completed 502 Bad Gateway in ${int(s.r, 30000, 60000)}ms (Views: 0.0ms | ActiveRecord: 0.0ms)`,
        );
      });
    },
  },
  {
    id: "meta-target-full",
    estate: "northfen",
    originRole: "fs",
    category: "disk",
    hints: ["space", "disk", "enospc", "inode", "metadata", "full"],
    severity: "high",
    note: "the BeeGFS metadata target runs out of space/inodes, file creates fail with ENOSPC, and job output files, notebook runtimes and transfers fail on the callers",
    sideKinds: ["oom-job", "user-quota"],
    run: (s, start) => {
      for (let i = 0; i < 3; i++)
        E(
          s,
          start - 150000 + i * 60000,
          "fs",
          "WARN",
          `(1) InternodeSyncer [Free space] Metadata target 1 below low threshold: ${fx(s.r, 4.9 - i * 1.4, 5 - i * 1.4, 1)}% free inodes, ${fx(s.r, 2, 3, 1)}% free space`,
        );
      E(
        s,
        start,
        "fs",
        "WARN",
        "(1) InternodeSyncer [Free space] Metadata target 1 moved to emergency pool: 0.1% free inodes",
      );
      hush(s, "fs", start, 0.35);
      spread(s, start + 2000, after(s, start), Math.round(after(s, start) / 1500), (t) => {
        const u = s.g.user();
        const op = pick(s.r, ["Make file", "Make dir", "Open file (create)", "Hardlink"]);
        E(
          s,
          t,
          "fs",
          "ERROR",
          `(0) Worker${int(s.r, 1, 24)} [${op}] Unable to create dentry: No space left on device; parentID: ${hex(s.r, 1).toUpperCase()}-${hex(s.r, 8).toUpperCase()}-1; name: ${pick(s.r, [`slurm-${s.g.job()}.out`, ".ipynb_checkpoints", "core", `rank${int(s.r, 0, 63)}.h5`, "tmp_sort.bam"])} (user ${u})`,
        );
      });
      spread(s, start + 8000, after(s, start) - 8000, Math.round(after(s, start) / 1100), (t) => {
        const j = s.g.job();
        const r = s.r();
        if (r < 0.45) {
          E(
            s,
            t,
            "sched",
            "ERROR",
            `error: Could not open stdout file /work/${s.g.user()}/slurm-${j}.out: No space left on device`,
          );
          E(s, t + 50, "sched", "INFO", `_job_complete: JobId=${j} WEXITSTATUS 1`);
        } else if (r < 0.7) {
          E(
            s,
            t,
            "login",
            "ERROR",
            `sftp-server[${int(s.r, 2000, 90000)}]: error: process_open: open "/work/${s.g.user()}/data/${hex(s.r, 6)}.tar" failed: No space left on device`,
          );
        } else if (r < 0.85) {
          E(
            s,
            t,
            "jhub",
            "ERROR",
            `Unhandled error starting ${s.g.user()}'s server: job ${j} exited before the notebook started`,
            {
              errType: "RuntimeError",
              stack: pyStack(
                [
                  ["/opt/jhub/lib/python3.11/site-packages/jupyterhub/user.py", 898, "spawn", "raise e"],
                  [
                    "/opt/jhub/lib/python3.11/site-packages/batchspawner/batchspawner.py",
                    445,
                    "start",
                    'raise RuntimeError("The Jupyter batch job has disappeared" ...)',
                  ],
                ],
                `RuntimeError: The Jupyter batch job ${j} has disappeared while pending in the queue or died immediately after starting. (stderr: OSError: [Errno 28] No space left on device: '/work/.jupyter/runtime')`,
              ),
            },
          );
        } else {
          E(
            s,
            t,
            "health",
            "WARN",
            `${s.g.node()}: check_fs_used /work: beegfs client reports ENOSPC on create (data targets 61% used)`,
          );
        }
      });
      E(
        s,
        start + 120000,
        "quota",
        "WARN",
        "beegfs-ctl --getquota: metadata node 1 reports errors, quota data may be stale",
      );
    },
  },
  {
    id: "hub-bad-partition",
    estate: "ridgeview",
    originRole: "jhub",
    category: "configuration",
    hints: ["config", "partition", "invalid", "spawn"],
    severity: "medium",
    note: "a JupyterHub config push sets the spawner's partition to a misspelled name, every notebook spawn is rejected by sbatch and Slurm logs invalid partition errors",
    sideKinds: ["spawn-timeout", "ssh-bruteforce"],
    run: (s, start) => {
      E(s, start - 9000, "jhub", "INFO", "Received signal SIGTERM, initiating shutdown...");
      E(s, start - 6000, "jhub", "INFO", "Loading config file: /etc/jupyterhub/jupyterhub_config.py");
      E(s, start - 5800, "jhub", "INFO", "Loading config file: /etc/jupyterhub/conf.d/20-spawner.py");
      E(s, start - 4000, "jhub", "INFO", "Running JupyterHub version 4.1.5");
      E(s, start - 3900, "jhub", "INFO", "Using Spawner: batchspawner.SlurmSpawner-1.3.0");
      E(s, start - 1000, "jhub", "INFO", "JupyterHub is now running at http://:8000");
      hush(s, "jhub", start, 0.5);
      spread(s, start, after(s, start), Math.round(after(s, start) / 4000), (t) => {
        const u = s.g.user();
        E(s, t, "jhub", "INFO", `Spawning batch job for ${u}: sbatch --parsable --partition=interactve --time=8:00:00`);
        E(s, t + 120, "sched", "ERROR", `_slurm_rpc_submit_batch_job: Invalid partition name specified (uid=${u})`);
        E(
          s,
          t + 200,
          "jhub",
          "ERROR",
          `Unhandled error starting ${u}'s server: Job submission failed with exit code 1`,
          {
            errType: "RuntimeError",
            stack: pyStack(
              [
                [
                  "/opt/jupyterhub/lib/python3.11/site-packages/jupyterhub/handlers/base.py",
                  1050,
                  "finish_user_spawn",
                  "await spawn_future",
                ],
                ["/opt/jupyterhub/lib/python3.11/site-packages/jupyterhub/user.py", 905, "spawn", "raise e"],
                [
                  "/opt/jupyterhub/lib/python3.11/site-packages/batchspawner/batchspawner.py",
                  312,
                  "submit_batch_script",
                  'raise RuntimeError("Job submission failed with exit code ' + '" + str(e))',
                ],
              ],
              "RuntimeError: Job submission failed with exit code 1: sbatch: error: Batch job submission failed: Invalid partition name specified",
            ),
          },
        );
        E(s, t + 260, "jhub", "INFO", `500 POST /hub/spawn/${u} (${u}@10.8.2.1) ${int(s.r, 200, 900)}.00ms`);
        if (s.r() < 0.5)
          E(
            s,
            t + int(s.r, 8000, 30000),
            "jhub",
            "WARN",
            `409 POST /hub/api/users/${u}/server (${u}@10.8.2.1): ${u} is already pending spawn`,
          );
      });
    },
  },
  {
    id: "dir-bind-expired",
    estate: "ridgeview",
    originRole: "dir",
    category: "authentication",
    hints: ["credential", "bind", "ldap", "auth", "password", "49"],
    severity: "high",
    note: "the directory proxy's own service bind password expires upstream, it logs the rejected bind only at WARN, and every ssh, notebook and portal login fails on the callers",
    sideKinds: ["user-badpass", "nhc-drain"],
    run: (s, start) => {
      hush(s, "dir", start, 0.05);
      hush(s, "login", start, 0.45);
      spread(s, start, after(s, start), Math.round(after(s, start) / 30000) + 1, (t) =>
        E(
          s,
          t,
          "dir",
          "WARN",
          'upstream bind as cn=svc-udir,ou=service,dc=ridgeview,dc=edu failed: LDAP Result Code 49 "Invalid Credentials": 80090308: LdapErr: DSID-0C090447, comment: AcceptSecurityContext error, data 532, v4563',
        ),
      );
      spread(s, start + 1000, after(s, start), Math.round(after(s, start) / 2500), (t) => {
        const u = s.g.user();
        E(
          s,
          t,
          "dir",
          "WARN",
          `bind uid=${u} src=10.8.3.${int(s.r, 10, 20)} rejected: no upstream session (service bind failing)`,
        );
        const r = s.r();
        if (r < 0.55) {
          E(
            s,
            t + 30,
            "login",
            "ERROR",
            `pam_sss(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.8.${int(s.r, 2, 9)}.${int(s.r, 2, 250)} user=${u}`,
          );
          E(s, t + 32, "login", "ERROR", `pam_sss(sshd:auth): received for user ${u}: 4 (System error)`);
          E(
            s,
            t + 40,
            "login",
            "WARN",
            `Failed password for ${u} from 10.8.${int(s.r, 2, 9)}.${int(s.r, 2, 250)} port ${int(s.r, 40000, 65000)} ssh2`,
          );
        } else if (r < 0.85) {
          E(s, t + 30, "jhub", "WARN", `Failed login for ${u}`);
          E(s, t + 31, "jhub", "WARN", `403 POST /hub/login?next=%2Fhub%2F (@10.8.2.1) ${int(s.r, 900, 3000)}.00ms`);
        } else {
          E(
            s,
            t + 30,
            "portal",
            "ERROR",
            `[auth_basic:error] [pid ${int(s.r, 2000, 9000)}] [client 10.8.3.${int(s.r, 2, 200)}] AH01617: user ${u}: authentication failure for "/": Password Mismatch`,
          );
        }
      });
    },
  },
  {
    id: "variant-heap",
    estate: "brightwater",
    originRole: "tracker",
    category: "memory",
    hints: ["memory", "oom", "heap"],
    severity: "high",
    note: "whole-genome export requests push variant-api past its memory limit, the Go runtime dies out of memory and restarts in a loop while portal-web reports 502s and socket hang-ups",
    sideKinds: ["qc-fail", "session-expired"],
    run: (s, start) => {
      hush(s, "tracker", start, 0.3);
      E(
        s,
        start - 60000,
        "tracker",
        "WARN",
        `level=warn msg="heap in use ${fx(s.r, 6.1, 6.6, 2)}GiB of 8GiB GOMEMLIMIT, GC running continuously" gc_cpu_fraction=0.41`,
      );
      E(
        s,
        start - 20000,
        "tracker",
        "WARN",
        `level=warn msg="heap in use ${fx(s.r, 7.4, 7.8, 2)}GiB of 8GiB GOMEMLIMIT, GC running continuously" gc_cpu_fraction=0.77`,
      );
      for (let t = start; t < s.t1; t += int(s.r, 50000, 100000)) {
        E(
          s,
          t - 3000,
          "tracker",
          "INFO",
          `level=info method=GET path=/v1/export sample=${s.g.sample()} format=vcf scope=genome status=streaming`,
        );
        E(s, t, "tracker", "FATAL", "fatal error: runtime: out of memory", {
          errType: "runtime.throw",
          stack: goStack("runtime: out of memory: cannot allocate 536870912-byte block (8589410304 in use)", [
            ["runtime.throw({0xd4c2a1?, 0x400000?})", "/usr/local/go/src/runtime/panic.go:1023 +0x5c"],
            ["runtime.(*mheap).grow(0x1a3c7e0, 0x40000?)", "/usr/local/go/src/runtime/mheap.go:1524 +0x345"],
            [
              "bytes.growSlice({0xc0a8c40000, 0x1ffffe00, 0x20000000}, 0x2000)",
              "/usr/local/go/src/bytes/buffer.go:249 +0x1a6",
            ],
            [
              "brightwater/variant-api/internal/export.(*VCFWriter).bufferAll(0xc0001c2a80, {0xf02c40, 0xc00032e0f0})",
              "/src/internal/export/vcf.go:188 +0x2f1",
            ],
          ]),
        });
        E(
          s,
          t + int(s.r, 2000, 5000),
          "tracker",
          "INFO",
          `level=info msg="starting variant-api" version=3.8.0 commit=${hex(s.r, 7)} GOMEMLIMIT=8GiB`,
        );
        E(s, t + int(s.r, 5500, 9000), "tracker", "INFO", 'level=info msg="index loaded" shards=24 took=3.2s');
      }
      spread(s, start + 500, after(s, start), Math.round(after(s, start) / 700), (t) => {
        const x = s.g.sample();
        const tr = traceId(s);
        const r = s.r();
        if (r < 0.4)
          E(
            s,
            t,
            "portal",
            "ERROR",
            `GET /api/variants?sample=${x} 502 - ${int(s.r, 2, 40)} ms upstream=variant-api:8080 error="socket hang up"`,
            { trace: tr },
          );
        else if (r < 0.6)
          E(s, t, "portal", "ERROR", `variant lookup for ${x} failed`, {
            trace: tr,
            errType: "Error",
            stack: nodeStack(`Error: connect ECONNREFUSED 10.60.4.${int(s.r, 10, 40)}:8080`, [
              "TCPConnectWrap.afterConnect [as oncomplete] (node:net:1606:16)",
            ]),
          });
        else if (r < 0.85)
          E(
            s,
            t,
            "portal",
            "WARN",
            `retrying variant-api request for ${x} (attempt ${int(s.r, 2, 4)}/4) after ECONNRESET`,
            { trace: tr },
          );
        else
          E(
            s,
            t,
            "portal",
            "ERROR",
            `GET /api/variants?sample=${x} 503 - ${int(s.r, 1, 5)} ms (circuit variant-api open)`,
            { trace: tr },
          );
      });
    },
  },
  {
    id: "report-time-limit",
    estate: "halverson",
    originRole: "reports",
    category: "timeout",
    hints: ["timeout", "time limit", "timelimit", "softtimelimit"],
    severity: "medium",
    note: "report rendering tasks start running past their Celery soft and hard time limits, workers are killed, and the portal's report requests end in 504s while clients poll in a retry storm",
    sideKinds: ["md5-reupload", "scanner-404"],
    run: (s, start) => {
      hush(s, "reports", start, 0.15);
      spread(s, start, after(s, start), Math.round(after(s, start) / 12000), (t) => {
        const id = `${hex(s.r, 8)}-${hex(s.r, 4)}-${hex(s.r, 4)}`;
        const tr = traceId(s);
        E(s, t - 240000, "reports", "INFO", `Task reports.render_pdf[${id}] received`, { trace: tr });
        E(s, t, "reports", "ERROR", `Task reports.render_pdf[${id}] raised unexpected: SoftTimeLimitExceeded()`, {
          trace: tr,
          errType: "SoftTimeLimitExceeded",
          stack: pyStack(
            [
              [
                "/app/.venv/lib/python3.12/site-packages/celery/app/trace.py",
                453,
                "trace_task",
                "R = retval = fun(*args, **kwargs)",
              ],
              ["/app/reports/tasks.py", 77, "render_pdf", "html = build_sample_tables(project_id, samples)"],
              ["/app/reports/tables.py", 141, "build_sample_tables", "rows.extend(coverage_rows(s) for s in samples)"],
              [
                "/app/.venv/lib/python3.12/site-packages/billiard/pool.py",
                229,
                "soft_timeout_sighandler",
                "raise SoftTimeLimitExceeded()",
              ],
            ],
            "billiard.exceptions.SoftTimeLimitExceeded: SoftTimeLimitExceeded()",
          ),
        });
        if (s.r() < 0.6) {
          E(s, t + 60000, "reports", "ERROR", `Hard time limit (300s) exceeded for reports.render_pdf[${id}]`, {
            trace: tr,
          });
          E(
            s,
            t + 60400,
            "reports",
            "ERROR",
            `Process 'ForkPoolWorker-${int(s.r, 1, 8)}' pid:${int(s.r, 100, 900)} exited with 'signal 9 (SIGKILL)'`,
          );
        }
      });
      spread(s, start + 30000, after(s, start) - 30000, Math.round(after(s, start) / 500), (t) => {
        const tr = traceId(s);
        const r = s.r();
        if (r < 0.7)
          E(s, t, "portal", "INFO", `GET /api/reports/${hex(s.r, 8)}/status 200 ${int(s.r, 2, 9)}ms state=PENDING`, {
            trace: tr,
          });
        else if (r < 0.9)
          E(
            s,
            t,
            "portal",
            "ERROR",
            `POST /api/reports 504 ${int(s.r, 30000, 30100)}ms - report-builder did not answer within 30000ms`,
            { trace: tr },
          );
        else
          E(
            s,
            t,
            "notify",
            "WARN",
            `report for project P${int(s.r, 100, 999)} not ready after 10 min, "results-ready" mail postponed`,
          );
      });
    },
  },
  {
    id: "batch-api-503",
    estate: "brightwater",
    originRole: "wf",
    category: "dependency",
    hints: ["batch", "503", "unavailable", "aws", "dependency", "service"],
    severity: "high",
    note: "the cloud batch API that cromwell-server submits jobs to answers 503 Service Unavailable, cromwell's job submissions and workflows fail and the LIMS' workflow submissions are rejected",
    sideKinds: ["task-retry-137", "lifecycle-expire"],
    run: (s, start) => {
      hush(s, "wf", start, 0.3);
      spread(s, start, after(s, start), Math.round(after(s, start) / 1600), (t) => {
        const id = hex(s.r, 8);
        const r = s.r();
        if (r < 0.5)
          E(
            s,
            t,
            "wf",
            "ERROR",
            `AwsBatchAsyncBackendJobExecutionActor [UUID(${id})GermlineSNVs.HaplotypeCaller:${int(s.r, 0, 49)}:1]: Error attempting to Execute`,
            {
              errType: "software.amazon.awssdk.services.batch.model.BatchException",
              stack: javaStack(
                s.r,
                `software.amazon.awssdk.services.batch.model.BatchException: Service Unavailable (Service: Batch, Status Code: 503, Request ID: ${hex(s.r, 8)}-${hex(s.r, 4)}-${hex(s.r, 4)}-${hex(s.r, 4)}-${hex(s.r, 12)})`,
                [
                  "software.amazon.awssdk.core.internal.http.CombinedResponseHandler.handleErrorResponse(CombinedResponseHandler.java:125)",
                  "software.amazon.awssdk.services.batch.DefaultBatchClient.submitJob(DefaultBatchClient.java:2113)",
                  "cromwell.backend.impl.aws.AwsBatchJob.$anonfun$submitJob$1(AwsBatchJob.scala:221)",
                  "cromwell.backend.impl.aws.AwsBatchAsyncBackendJobExecutionActor.executeAsync(AwsBatchAsyncBackendJobExecutionActor.scala:401)",
                ],
              ),
            },
          );
        else if (r < 0.75)
          E(
            s,
            t,
            "wf",
            "WARN",
            `AwsBatchAsyncBackendJobExecutionActor [UUID(${id})]: SubmitJob throttled/unavailable, backing off ${int(s.r, 2, 30)}s (retry ${int(s.r, 1, 5)} of 5)`,
          );
        else if (r < 0.9)
          E(
            s,
            t,
            "wf",
            "ERROR",
            `WorkflowManagerActor: Workflow ${id}-${hex(s.r, 4)}-${hex(s.r, 4)} failed (during ExecutingWorkflowState): Task GermlineSNVs.BwaMem:${int(s.r, 0, 23)}:1 failed. Job submission to AWS Batch failed: Service Unavailable (Status Code: 503)`,
          );
        else
          E(
            s,
            t,
            "lims",
            "ERROR",
            `Cromwell submission for ${s.g.sample()} failed: 500 Internal Server Error from cromwell-server (POST /api/workflows/v1); will retry in 60s`,
          );
      });
      spread(s, start + 60000, after(s, start) - 60000, Math.round(after(s, start) / 20000), (t) =>
        E(
          s,
          t,
          "portal",
          "WARN",
          `GET /api/runs/${s.g.run()}/workflows 200 - ${int(s.r, 40, 300)} ms (${int(s.r, 3, 12)} failed)`,
        ),
      );
    },
  },
  {
    id: "lims-silent",
    estate: "halverson",
    originRole: "lims",
    category: "unknown",
    hints: ["unresponsive", "unknown", "hang", "lims", "unavailable"],
    severity: "high",
    note: "lims-api stops logging and stops answering (it never says why, a restart brings it back for about a minute only), while the portal, tracker, uploader and workflow runner report timeouts and refused connections to it",
    sideKinds: ["cache-resume", "smtp-greylist"],
    run: (s, start) => {
      const back = start + int(s.r, 150000, 200000);
      const again = back + int(s.r, 50000, 80000);
      hush(s, "lims", start, 0, back);
      hush(s, "lims", again, 0);
      E(
        s,
        back,
        "lims",
        "INFO",
        "Starting LimsApplication v4.2.1 using Java 21.0.2 with PID 1 (/app/lims-api.jar started by lims in /app)",
      );
      E(s, back + 600, "lims", "INFO", 'The following 1 profile is active: "prod"');
      E(s, back + 9000, "lims", "INFO", "HikariPool-1 - Start completed.");
      E(s, back + 21000, "lims", "INFO", "Tomcat started on port 8080 (http) with context path '/'");
      E(
        s,
        back + 21100,
        "lims",
        "INFO",
        `Started LimsApplication in ${fx(s.r, 21, 26, 3)} seconds (process running for ${fx(s.r, 22, 27, 3)})`,
      );
      const isDown = (t: number) => (t >= start && t < back + 21000) || t >= again;
      spread(s, start + 30500, after(s, start) - 30500, Math.round(after(s, start) / 600), (t) => {
        if (!isDown(t)) return;
        const tr = traceId(s);
        const refused = t > start + 100000 && t < back + 21000;
        const r = s.r();
        if (r < 0.35)
          E(
            s,
            t,
            "portal",
            "ERROR",
            refused
              ? `GET /api/samples/${s.g.sample()} 502 ${int(s.r, 1, 9)}ms - lims-api: connect ECONNREFUSED 10.40.3.17:8080`
              : `GET /api/samples/${s.g.sample()} 504 30001ms - lims-api request timed out after 30000ms`,
            { trace: tr },
          );
        else if (r < 0.55)
          E(
            s,
            t,
            "tracker",
            "ERROR",
            refused
              ? `Errno::ECONNREFUSED (Failed to open TCP connection to lims-api:8080 (Connection refused - connect(2) for "lims-api" port 8080))`
              : `Net::ReadTimeout (Net::ReadTimeout with #<TCPSocket:(closed)>) while GET http://lims-api:8080/api/v2/plates/PL-${int(s.r, 1000, 9999)}`,
            { trace: tr },
          );
        else if (r < 0.8)
          E(
            s,
            t,
            "upload",
            "WARN",
            refused
              ? `LIMS status update for ${s.g.run()} failed: HTTPConnectionPool(host='lims-api', port=8080): Max retries exceeded with url: /api/v2/runs (Caused by NewConnectionError: [Errno 111] Connection refused); retry ${int(s.r, 1, 5)}/5`
              : `LIMS status update for ${s.g.run()} failed: HTTPConnectionPool(host='lims-api', port=8080): Read timed out. (read timeout=30); retry ${int(s.r, 1, 5)}/5`,
            { trace: tr },
          );
        else
          E(
            s,
            t,
            "wf",
            "WARN",
            `WARN: Unable to update sample status in LIMS (${s.g.sample()}) -- ${refused ? "Connection refused" : "Read timed out"}; workflow continues`,
          );
      });
    },
  },
];
