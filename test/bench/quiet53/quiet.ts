// Harmless noise that looks alarming: each kind is one thing that pages an on-call engineer at 3 a.m. for
// nothing. Kinds are placed at a time `at` inside the window; the ambient extras go into every file.
import type { Ev, Level } from "./formats.js";
import { fx, hex, int, pick } from "./rng.js";
import { pyStack, rubyStack } from "./stacks.js";
import { emit, type Scene, spread } from "./stream.js";

export interface Kind {
  id: string;
  domain: "hpc" | "gen";
  only?: string;
  desc: string;
  run: (s: Scene, at: number) => void;
}

const has = (s: Scene, role: string) => role in s.est.roles;
const E = (s: Scene, t: number, role: string, lv: Level, msg: string, x: Partial<Ev> = {}) =>
  emit(s, t, role, lv, msg, x);
const stamp = (t: number) => new Date(t).toISOString().slice(0, 19);
const tiny = (s: Scene) => int(s.r, 30, 900);
const clock = (t: number) => new Date(t).toISOString().slice(11, 23);

export const HPC_KINDS: Kind[] = [
  {
    id: "timelimit",
    domain: "hpc",
    desc: "a job array hits its own wall-time limit and Slurm cancels every task",
    run: (s, at) => {
      const base = s.g.job();
      spread(s, at, 90000, int(s.r, 8, 18), (t, i) => {
        const n = s.g.node();
        E(s, t, "sched", "INFO", `Time limit exhausted for JobId=${base}_${i}(${base + i + 1})`);
        E(
          s,
          t + tiny(s),
          "sched",
          "ERROR",
          `*** JOB ${base + i + 1} ON ${n} CANCELLED AT ${stamp(t)} DUE TO TIME LIMIT ***`,
        );
        E(s, t + 1200, "sched", "INFO", `_job_complete: JobId=${base}_${i}(${base + i + 1}) WTERMSIG 15`);
        E(s, t + 1500, "acct", "INFO", `DBD_JOB_COMPLETE: ID:${base + i + 1} state=TIMEOUT`);
      });
    },
  },
  {
    id: "oom-job",
    domain: "hpc",
    desc: "a user's array job exceeds its own --mem request and tasks are OOM-killed by the cgroup",
    run: (s, at) => {
      const base = s.g.job();
      spread(s, at, 120000, int(s.r, 10, 24), (t, i) => {
        E(
          s,
          t,
          "sched",
          "ERROR",
          `slurmstepd: error: Detected 1 oom_kill event in StepId=${base + i}.batch. Some of the step tasks have been OOM Killed.`,
        );
        E(s, t + 400, "sched", "INFO", `_job_complete: JobId=${base}_${i}(${base + i}) OUT_OF_MEMORY`);
      });
    },
  },
  {
    id: "user-quota",
    domain: "hpc",
    desc: "one user runs over the scratch quota and their transfers fail with EDQUOT",
    run: (s, at) => {
      const u = s.g.user();
      const vol = s.est.key === "ridgeview" ? "/scratch" : "/work";
      E(
        s,
        at,
        "quota",
        "WARN",
        `user ${u} exceeded soft quota on ${vol}: ${fx(s.r, 10.1, 10.9, 2)}T > 10T (grace 7 days)`,
      );
      if (s.est.key === "ridgeview")
        E(s, at + 400, "quota", "ERROR", `could not mail quota notice to ${u}: mailbox full`, {
          errType: "SMTPRecipientsRefused",
          stack: pyStack(
            [
              ["/opt/quota-notifier/notifier/mail.py", 58, "send", "smtp.sendmail(FROM, [rcpt], msg.as_string())"],
              ["/usr/lib64/python3.9/smtplib.py", 901, "sendmail", "raise SMTPRecipientsRefused(senderrs)"],
            ],
            `smtplib.SMTPRecipientsRefused: {'${u}@ridgeview.edu': (552, b'5.2.2 Mailbox full')}`,
          ),
        });
      spread(s, at + 20000, 180000, int(s.r, 12, 30), (t) => {
        E(
          s,
          t,
          "login",
          "ERROR",
          `sftp-server[${int(s.r, 2000, 90000)}]: error: process_write: write failed: Disk quota exceeded (user ${u})`,
        );
      });
      E(
        s,
        at + 5000,
        "fs",
        "WARN",
        s.est.key === "ridgeview"
          ? `scratch-MDT0000: quota: uid ${int(s.r, 40000, 49999)} over block hardlimit on /scratch, writes refused`
          : `(2) Worker${int(s.r, 1, 24)} [Quota] user ${u} exceeded hard limit on storage pool 1 (work), chunk writes refused`,
      );
    },
  },
  {
    id: "nhc-drain",
    domain: "hpc",
    desc: "node health check drains one node whose scratch mount went stale and its jobs are requeued",
    run: (s, at) => {
      const n = s.g.node();
      E(s, at, "health", "ERROR", `ERROR:  nhc:  Health check failed:  check_fs_mount:  /scratch not mounted on ${n}`);
      E(
        s,
        at + 900,
        "sched",
        "INFO",
        `update_node: node ${n} reason set to: NHC: check_fs_mount: /scratch not mounted`,
      );
      E(s, at + 950, "sched", "INFO", `update_node: node ${n} state set to DRAINING`);
      spread(s, at + 2000, 30000, int(s.r, 2, 6), (t) =>
        E(s, t, "sched", "WARN", `Requeuing JobId=${s.g.job()} (node ${n} drained)`),
      );
      E(s, at + 60000, "sched", "INFO", `update_node: node ${n} state set to DRAINED`);
    },
  },
  {
    id: "license-full",
    domain: "hpc",
    desc: "all commercial license seats are taken for an hour-long class and checkouts are denied",
    run: (s, at) => {
      const mlm = s.est.key === "ridgeview";
      spread(s, at, 240000, int(s.r, 25, 60), (t) => {
        const who = `${s.g.user()}@${s.g.node()}`;
        E(
          s,
          t,
          "lic",
          "ERROR",
          mlm
            ? `(MLM) DENIED: "MATLAB" ${who}  (Licensed number of users already reached. (-4,342))`
            : `(ansyslmd) DENIED: "cfd_base" ${who}  (Licensed number of users already reached. (-4,132:10054 "WinSock: Connection reset by peer"))`,
        );
        if (s.r() < 0.3)
          E(s, t + 300, "lic", "INFO", mlm ? `(MLM) QUEUED: "MATLAB" ${who}` : `(ansyslmd) QUEUED: "cfd_base" ${who}`);
      });
    },
  },
  {
    id: "jhub-cull",
    domain: "hpc",
    desc: "the idle culler stops a batch of notebook servers and cancels their Slurm jobs",
    run: (s, at) => {
      spread(s, at, 40000, int(s.r, 8, 20), (t) => {
        const u = s.g.user();
        E(
          s,
          t,
          "jhub",
          "INFO",
          `Culling server for user ${u} (inactive since ${stamp(t - 3700000)}.${int(s.r, 100, 999)}Z)`,
        );
        E(s, t + 200, "jhub", "WARN", `Stopping ${u}'s server; scancel sent`);
        E(
          s,
          t + 400,
          "sched",
          "INFO",
          `_slurm_rpc_kill_job: REQUEST_KILL_JOB JobId=${s.g.job()} uid ${int(s.r, 900, 999)}`,
        );
        E(s, t + 900, "jhub", "INFO", `User ${u} server stopped`);
      });
    },
  },
  {
    id: "spawn-timeout",
    domain: "hpc",
    desc: "notebook servers on the full GPU partition sit in the queue past the spawner's 300 s start timeout",
    run: (s, at) => {
      spread(s, at, 200000, int(s.r, 3, 7), (t) => {
        const u = s.g.user();
        E(s, t - 300000, "jhub", "INFO", `Spawning batch job for ${u}: sbatch --parsable --partition=gpu --gres=gpu:1`);
        E(s, t, "jhub", "ERROR", `User ${u}'s server failed to start in 300 seconds, giving up`, {
          errType: "TimeoutError",
          stack: pyStack(
            [
              [
                "/opt/jupyterhub/lib/python3.11/site-packages/jupyterhub/user.py",
                866,
                "spawn",
                "await gen.with_timeout(timedelta(seconds=spawner.start_timeout), f)",
              ],
              [
                "/opt/jupyterhub/lib/python3.11/site-packages/batchspawner/batchspawner.py",
                392,
                "start",
                "await gen.sleep(self.startup_poll_interval)",
              ],
            ],
            "tornado.util.TimeoutError: Timeout",
          ),
        });
        E(s, t + 300, "jhub", "INFO", `${u}'s job is still pending: Reason=Resources (partition gpu: 0 idle nodes)`);
        E(s, t + 900, "sched", "INFO", `_slurm_rpc_kill_job: REQUEST_KILL_JOB JobId=${s.g.job()} uid 991`);
      });
    },
  },
  {
    id: "ssh-bruteforce",
    domain: "hpc",
    desc: "an internet scanner brute-forces ssh on the login gateway and gets banned",
    run: (s, at) => {
      const src = `${pick(s.r, ["203.0.113", "198.51.100", "192.0.2"])}.${int(s.r, 2, 250)}`;
      spread(s, at, 150000, int(s.r, 40, 90), (t) => {
        const u = pick(s.r, ["admin", "oracle", "test", "ubuntu", "git", "postgres", "root"]);
        E(
          s,
          t,
          "login",
          "WARN",
          u === "root"
            ? `Failed password for root from ${src} port ${int(s.r, 30000, 65000)} ssh2`
            : `Invalid user ${u} from ${src} port ${int(s.r, 30000, 65000)}`,
        );
      });
      E(s, at + 151000, "login", "WARN", `fail2ban.actions: NOTICE [sshd] Ban ${src}`);
    },
  },
  {
    id: "mpi-abort",
    domain: "hpc",
    desc: "a user's MPI job aborts on its own input error and the step fails on all ranks",
    run: (s, at) => {
      const j = s.g.job();
      spread(s, at, 3000, int(s.r, 8, 24), (t, i) =>
        E(
          s,
          t,
          "sched",
          "ERROR",
          `step ${j}.0 rank ${i}: MPI_ABORT was invoked on rank ${i} in communicator MPI_COMM_WORLD with errorcode 1`,
        ),
      );
      E(s, at + 4000, "sched", "INFO", `_job_complete: JobId=${j} WEXITSTATUS 1`);
      E(s, at + 4100, "sched", "ERROR", `srun: error: ${s.g.node()}: tasks 0-63: Exited with exit code 1`);
    },
  },
  {
    id: "slow-rpc",
    domain: "hpc",
    desc: "a user's squeue loop makes slurmctld warn about very large RPC processing times",
    run: (s, at) => {
      spread(s, at, 180000, int(s.r, 8, 16), (t) => {
        E(
          s,
          t,
          "sched",
          "WARN",
          `Warning: Note very large processing time from _slurm_rpc_dump_jobs: usec=${int(s.r, 1100000, 4200000)} began=${clock(t - 3000)}`,
        );
        if (s.r() < 0.3)
          E(
            s,
            t + 100,
            "sched",
            "WARN",
            `sched: ${int(s.r, 20, 90)} pending RPCs at cycle end, consider configuring max_rpc_cnt`,
          );
      });
    },
  },
  {
    id: "rollup-overcommit",
    domain: "hpc",
    desc: "the hourly usage rollup reports its usual allocated-time rounding complaint",
    run: (s, at) => {
      const c = s.est.key === "ridgeview" ? "ridge" : "fen";
      const h = new Date(at).toISOString().slice(0, 13);
      for (let i = 0; i < int(s.r, 3, 6); i++)
        E(
          s,
          at + i * 40,
          "acct",
          "ERROR",
          `error: We have more allocated time than is possible (${int(s.r, 190000000, 195000000)} > 189936000) for cluster ${c}(52760) from ${h}:00:00 - ${h}:59:59 tres ${i + 1}`,
        );
      E(
        s,
        at + 2000,
        "acct",
        "WARN",
        `Warning: Note very large processing time from hourly_rollup for ${c}: usec=${int(s.r, 6000000, 14000000)} began=${clock(at - 9000)}`,
      );
    },
  },
  {
    id: "maint-reservation",
    domain: "hpc",
    desc: "a maintenance reservation is created and queued jobs that would overlap it stay pending",
    run: (s, at) => {
      E(
        s,
        at,
        "sched",
        "INFO",
        "sched: Created reservation=maint_dec02 users=root nodes=ALL cores=52736 licenses=(null) tres=cpu=52736 start=2026-12-02T06:00:00 end=2026-12-02T18:00:00 duration=720:00 flags=MAINT,IGNORE_JOBS,SPEC_NODES,ALL_NODES",
      );
      spread(s, at + 5000, 200000, int(s.r, 20, 40), (t) =>
        E(
          s,
          t,
          "sched",
          "WARN",
          `sched: JobId=${s.g.job()} pending: ReqNodeNotAvail, Reserved for maintenance (would end after 2026-12-02T06:00:00)`,
        ),
      );
    },
  },
  {
    id: "bad-submit",
    domain: "hpc",
    desc: "a new user keeps submitting jobs with an account/partition pair they are not allowed to use",
    run: (s, at) => {
      const u = s.g.user();
      spread(s, at, 160000, int(s.r, 10, 22), (t) => {
        E(
          s,
          t,
          "sched",
          "ERROR",
          pick(s.r, [
            "_slurm_rpc_submit_batch_job: Invalid account or account/partition combination specified",
            "_slurm_rpc_submit_batch_job: Requested node configuration is not available",
          ]) + ` (uid=${u})`,
        );
      });
    },
  },
  {
    id: "client-evict",
    domain: "hpc",
    desc: "the file system evicts a client that was rebooted on purpose without unmounting",
    run: (s, at) => {
      const n = s.g.node();
      E(s, at - 240000, "sched", "INFO", `update_node: node ${n} state set to DOWN reason=reboot ASAP issued by root`);
      if (s.est.key === "ridgeview") {
        E(
          s,
          at,
          "fs",
          "ERROR",
          `LustreError: 0:0:(ldlm_lockd.c:261:expired_lock_main()) ### lock callback timer expired after 227s: evicting client at 10.9.1.${int(s.r, 2, 250)}@o2ib ns: mdt-scratch-MDT0000_UUID`,
        );
        E(
          s,
          at + 30,
          "fs",
          "WARN",
          `Lustre: scratch-MDT0000: haven't heard from client ${hex(s.r, 8)}-${hex(s.r, 4)} (at 10.9.1.41@o2ib) in 227 seconds. I think it's dead, and I am evicting it.`,
        );
      } else {
        E(
          s,
          at,
          "fs",
          "WARN",
          `(2) CommSlave3 [Node registration] client ${hex(s.r, 4)}-${hex(s.r, 8)}-${n} timed out (no heartbeat for 240s); removing 1,204 open sessions`,
        );
        E(
          s,
          at + 50,
          "fs",
          "ERROR",
          `(1) Worker7 [Session] Forced release of ${int(s.r, 100, 900)} file locks held by ${n}`,
        );
      }
      E(s, at + 70000, "sched", "INFO", `Node ${n} now responding`);
      E(s, at + 70200, "sched", "INFO", `node ${n} returned to service`);
    },
  },
  {
    id: "login-cgroup",
    domain: "hpc",
    desc: "a user runs a big Python job on the login node and the per-user cgroup kills it",
    run: (s, at) => {
      const u = s.g.user();
      E(
        s,
        at,
        "login",
        "WARN",
        `arbiter: ${u} penalized on login02: cpu 412% of 400% allowed for 300s (penalty level 1)`,
      );
      for (let i = 0; i < int(s.r, 2, 5); i++) {
        const t = at + 20000 + i * int(s.r, 15000, 50000);
        E(
          s,
          t,
          "login",
          "ERROR",
          `Memory cgroup out of memory: Killed process ${int(s.r, 20000, 99000)} (python3) total-vm:${int(s.r, 18, 40)}000000kB, anon-rss:${int(s.r, 15, 16)}990000kB, UID:${int(s.r, 40000, 49999)} user-slice ${u}`,
        );
      }
    },
  },
  {
    id: "user-badpass",
    domain: "hpc",
    desc: "one user types the wrong password over and over after a password change",
    run: (s, at) => {
      const u = s.g.user();
      spread(s, at, 120000, int(s.r, 8, 16), (t) => {
        if (has(s, "dir"))
          E(
            s,
            t,
            "dir",
            "WARN",
            `bind failed uid=${u} src=10.8.3.${int(s.r, 10, 20)}: LDAP Result Code 49 "Invalid Credentials"`,
          );
        E(
          s,
          t + 40,
          "login",
          "WARN",
          `pam_sss(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.8.3.14 user=${u}`,
        );
        E(s, t + 45, "login", "WARN", `Failed password for ${u} from 10.8.3.14 port ${int(s.r, 40000, 65000)} ssh2`);
      });
      E(s, at + 125000, "login", "INFO", `Accepted keyboard-interactive/pam for ${u} from 10.8.3.14 port 52114 ssh2`);
    },
  },
  {
    id: "gpu-xid",
    domain: "hpc",
    desc: "one GPU falls off the bus, the node is drained and its two jobs requeued",
    run: (s, at) => {
      const n = s.est.key === "northfen" ? `fn-gpu${int(s.r, 10, 16)}` : `g0${int(s.r, 10, 24)}`;
      E(
        s,
        at,
        "health",
        "ERROR",
        `${n}: NVRM: Xid (PCI:0000:41:00): 79, pid=${int(s.r, 1000, 9000)}, GPU has fallen off the bus.`,
      );
      E(
        s,
        at + 2000,
        "health",
        "ERROR",
        `${n}: check_nv_healthmon: nvidia-smi: Unable to determine the device handle for GPU 0000:41:00.0: Unknown Error`,
      );
      E(s, at + 3000, "sched", "INFO", `update_node: node ${n} reason set to: Xid 79 gpu fell off bus`);
      E(s, at + 3100, "sched", "INFO", `update_node: node ${n} state set to DRAINING`);
      E(s, at + 4000, "sched", "WARN", `Requeuing JobId=${s.g.job()} due to node failure (${n})`);
      E(s, at + 4100, "sched", "WARN", `Requeuing JobId=${s.g.job()} due to node failure (${n})`);
    },
  },
  {
    id: "munge-skew",
    domain: "hpc",
    desc: "one compute node with a drifting clock fails munge credential checks until it is drained",
    run: (s, at) => {
      const n = s.g.node();
      spread(s, at, 150000, int(s.r, 6, 14), (t) => {
        E(s, t, "sched", "ERROR", "error: Munge decode failed: Expired credential");
        E(
          s,
          t + 3,
          "sched",
          "ERROR",
          `error: slurm_unpack_received_msg: [[${n}]:6818] auth_g_verify: REQUEST_NODE_REGISTRATION_STATUS has authentication error: Unspecified error`,
        );
      });
      E(
        s,
        at + 20000,
        "health",
        "WARN",
        `${n}: check_ntp: chronyd reports system clock wrong by ${fx(s.r, 300, 420)} seconds`,
      );
      E(s, at + 155000, "sched", "INFO", `update_node: node ${n} state set to DRAINED reason=clock skew, munge`);
    },
  },
  {
    id: "reconfigure",
    domain: "hpc",
    desc: "an admin runs scontrol reconfigure and slurmctld repeats its usual config warnings",
    run: (s, at) => {
      E(s, at, "sched", "INFO", "Processing RPC: REQUEST_RECONFIGURE from UID=0");
      E(
        s,
        at + 200,
        "sched",
        "WARN",
        "WARNING: SelectTypeParameters=CR_Core_Memory: MaxMemPerCPU is unset for 2 partitions, jobs may be rejected",
      );
      E(
        s,
        at + 210,
        "sched",
        "ERROR",
        "error: read_slurm_conf: node c311 has low real_memory size (191840 < 193000), node will be set to INVAL on registration",
      );
      E(s, at + 800, "sched", "INFO", "_slurm_rpc_reconfigure_controller: completed usec=612481");
    },
  },
  {
    id: "preempt",
    domain: "hpc",
    desc: "a priority project reclaims nodes and scavenger jobs are preempted and requeued",
    run: (s, at) => {
      const hi = s.g.job();
      spread(s, at, 20000, int(s.r, 10, 30), (t) =>
        E(s, t, "sched", "WARN", `preempted JobId=${s.g.job()} has been requeued to reclaim resources for JobId=${hi}`),
      );
    },
  },
  {
    id: "portal-404",
    domain: "hpc",
    desc: "the web portal logs routing errors for a broken app icon path on every dashboard load",
    run: (s, at) => {
      spread(s, at, 200000, int(s.r, 12, 25), (t) =>
        E(
          s,
          t,
          "portal",
          "ERROR",
          s.est.key === "ridgeview"
            ? 'ActionController::RoutingError (No route matches [GET] "/pun/sys/dashboard/apps/icon/jupyter_app/sys/sys"):'
            : "Not Found: /static/apps/icons/rstudio.svg",
          s.est.key === "ridgeview"
            ? {
                stack: rubyStack("", [
                  "actionpack (7.0.8) lib/action_dispatch/middleware/debug_exceptions.rb:28:in `call'",
                  "actionpack (7.0.8) lib/action_dispatch/middleware/show_exceptions.rb:26:in `call'",
                ]).filter((l) => l !== ""),
                errType: "ActionController::RoutingError",
              }
            : {},
        ),
      );
    },
  },
  {
    id: "lic-expiring",
    domain: "hpc",
    desc: "the license server warns daily that a feature expires in two weeks and rereads its file",
    run: (s, at) => {
      const v = s.est.key === "ridgeview" ? "MLM" : "ansyslmd";
      for (let i = 0; i < int(s.r, 3, 6); i++)
        E(
          s,
          at + i * 300,
          "lic",
          "WARN",
          `(${v}) EXPIRING FEATURES: "${pick(s.r, ["Distrib_Computing_Toolbox", "anshpc_pack", "Simulink"])}" expires 14-dec-2026 (in 14 days)`,
        );
      E(s, at + 3000, "lic", "INFO", "(lmgrd) Rereading license file...");
      E(s, at + 3500, "lic", "INFO", "(lmgrd) Done rereading");
    },
  },
  {
    id: "sacct-heavy",
    domain: "hpc",
    desc: "a user's year-long sacct query makes the accounting daemon warn about slow processing",
    run: (s, at) => {
      for (let i = 0; i < int(s.r, 2, 5); i++) {
        const t = at + i * int(s.r, 20000, 60000);
        E(
          s,
          t,
          "acct",
          "WARN",
          `Warning: Note very large processing time from DBD_GET_JOBS_COND: usec=${int(s.r, 5000000, 16000000)} began=${clock(t - 12000)}`,
        );
        E(
          s,
          t + 20,
          "acct",
          "INFO",
          `sent ${int(s.r, 200000, 900000)} job records to uid=${int(s.r, 40000, 49999)} (sacct -S 2025-12-01)`,
        );
      }
    },
  },
];

export const GEN_KINDS: Kind[] = [
  {
    id: "qc-fail",
    domain: "gen",
    desc: "a library pool fails QC on Q30 and its samples are flagged for re-sequencing",
    run: (s, at) => {
      const lane = int(s.r, 1, 4);
      spread(s, at, 60000, int(s.r, 10, 24), (t) => {
        const x = s.g.sample();
        const q = fx(s.r, 62, 74.9);
        E(
          s,
          t,
          "qc",
          "ERROR",
          s.est.key === "halverson"
            ? `sample ${x}: Q30=${q}% dup=${fx(s.r, 4, 18)}% FAILED (threshold Q30>=75%, lane ${lane})`
            : `${x}: %>=Q30 ${q} below 75.0 -> FAIL (lane ${lane})`,
        );
        E(
          s,
          t + 800,
          "lims",
          "WARN",
          s.est.key === "halverson"
            ? `Sample ${x} moved to state QC_FAILED by qc-metrics`
            : `Sample ${x} flagged for resequencing (qc-runner: Q30)`,
        );
      });
    },
  },
  {
    id: "task-retry-137",
    domain: "gen",
    desc: "alignment tasks exceed their requested memory, exit 137 and succeed on retry with more memory",
    run: (s, at) => {
      spread(s, at, 150000, int(s.r, 4, 9), (t) => {
        const x = s.g.sample();
        if (s.est.key === "halverson") {
          E(
            s,
            t,
            "wf",
            "WARN",
            `[${hex(s.r, 2)}/${hex(s.r, 6)}] NOTE: Process \`BWA_MEM (${x})\` terminated with an error exit status (137) -- Execution is retried (1)`,
          );
          E(
            s,
            t + 90000,
            "wf",
            "INFO",
            `Task completed > TaskHandler[jobId: ${s.g.job()}; name: BWA_MEM (${x}); status: COMPLETED; exit: 0; attempt: 2]`,
          );
        } else {
          E(
            s,
            t,
            "wf",
            "WARN",
            `BackgroundConfigAsyncJobExecutionActor [UUID(${hex(s.r, 8)})GermlineSNVs.BwaMem:${int(s.r, 0, 23)}:1]: Job exited with return code 137 which has not been declared as a valid return code. Retrying with memory multiplier 2.0 (attempt 2 of 3)`,
          );
          E(
            s,
            t + 90000,
            "wf",
            "INFO",
            `BackgroundConfigAsyncJobExecutionActor [UUID(${hex(s.r, 8)})GermlineSNVs.BwaMem:${int(s.r, 0, 23)}:2]: Status change from Running to Done`,
          );
        }
      });
    },
  },
  {
    id: "cache-resume",
    domain: "gen",
    desc: "a workflow is resumed and most steps come from the cache, a few hash lookups miss and rerun",
    run: (s, at) => {
      spread(s, at, 20000, int(s.r, 20, 50), (t) => {
        const x = s.g.sample();
        E(
          s,
          t,
          "wf",
          "INFO",
          s.est.key === "halverson"
            ? `[${hex(s.r, 2)}/${hex(s.r, 6)}] Cached process > FASTQC (${x})`
            : `CallCacheReadActor [UUID(${hex(s.r, 8)})]: Call cache hit for GermlineSNVs.BwaMem:${int(s.r, 0, 23)} (${x}), copying outputs`,
        );
      });
      for (let i = 0; i < int(s.r, 2, 4); i++)
        E(
          s,
          at + 21000 + i * 700,
          "wf",
          "WARN",
          s.est.key === "halverson"
            ? `WARN: [MARKDUP (${s.g.sample()})] Unable to resume cached task -- See log file for details`
            : `Hash lookup for GermlineSNVs.MarkDuplicates failed: s3://bw-cromwell/exec/${hex(s.r, 8)}/output.bam not found; invalidating cache hit and running the job`,
        );
    },
  },
  {
    id: "md5-reupload",
    domain: "gen",
    desc: "a few files of a run fail their checksum on upload and are re-sent successfully",
    run: (s, at) => {
      spread(s, at, 120000, int(s.r, 3, 8), (t) => {
        const f = `${s.g.sample()}_S${int(s.r, 1, 96)}_L00${int(s.r, 1, 4)}_R${int(s.r, 1, 2)}_001.fastq.gz`;
        E(s, t, "upload", "ERROR", `md5 mismatch for ${f}, re-sending (attempt 2/5)`, {
          errType: "ChecksumMismatch",
          stack: pyStack(
            [["/opt/uploader/uploader/transfer.py", 214, "verify", "raise ChecksumMismatch(path, expected, got)"]],
            `uploader.errors.ChecksumMismatch: ${f}: expected ${hex(s.r, 32)} got ${hex(s.r, 32)}`,
          ),
        });
        E(s, t + int(s.r, 20000, 60000), "upload", "INFO", `${f}: checksum verified after retry`);
      });
    },
  },
  {
    id: "s3-slowdown",
    domain: "gen",
    only: "halverson",
    desc: "the object gateway asks the uploader to slow down during a burst of part uploads, retries succeed",
    run: (s, at) => {
      spread(s, at, 60000, int(s.r, 15, 35), (t) => {
        E(
          s,
          t,
          "store",
          "WARN",
          `PUT /seq-raw/${s.g.run()}/part-${int(s.r, 1, 400)} 503 SlowDown: Please reduce your request rate.`,
        );
        E(
          s,
          t + 30,
          "upload",
          "WARN",
          `botocore.retryhandler: Retry needed, retrying request after delay of ${fx(s.r, 0.1, 2, 3)} seconds (SlowDown)`,
        );
      });
    },
  },
  {
    id: "index-collision",
    domain: "gen",
    desc: "a lab user uploads a sample sheet with a duplicated index pair and the LIMS rejects it",
    run: (s, at) => {
      spread(s, at, 100000, int(s.r, 4, 9), (t) => {
        const a = s.g.sample();
        const b = s.g.sample();
        if (s.est.key === "halverson")
          E(
            s,
            t,
            "lims",
            "WARN",
            `Validation failed for sample sheet SS-${int(s.r, 3000, 3999)}: i7/i5 index pair CTGAAGCT+TCAGAGCC used by ${a} and ${b} in lane 2 (422)`,
          );
        else {
          E(
            s,
            t,
            "lims",
            "ERROR",
            "ActiveRecord::RecordInvalid (Validation failed: Index pair already used in lane 2):",
            {
              errType: "ActiveRecord::RecordInvalid",
              stack: [
                "activerecord (7.1.3) lib/active_record/validations.rb:84:in `raise_validation_error'",
                "activerecord (7.1.3) lib/active_record/validations.rb:55:in `save!'",
                "app/controllers/api/sample_sheets_controller.rb:22:in `create'",
              ],
            },
          );
          E(
            s,
            t + 2,
            "lims",
            "INFO",
            `Completed 422 Unprocessable Entity in ${int(s.r, 20, 60)}ms (ActiveRecord: 8.1ms)`,
          );
        }
      });
    },
  },
  {
    id: "session-expired",
    domain: "gen",
    desc: "the nightly session key rotation logs everyone out and the portal answers 401 until they sign in again",
    run: (s, at) => {
      E(s, at, "portal", "INFO", "session signing key rotated (kid=" + hex(s.r, 8) + "), old sessions invalid");
      spread(s, at + 1000, 180000, int(s.r, 25, 60), (t) =>
        E(
          s,
          t,
          "portal",
          "WARN",
          s.est.key === "halverson"
            ? `GET /api/projects/P${int(s.r, 100, 999)}/samples 401 ${int(s.r, 1, 9)}ms (session expired)`
            : `GET /projects/${int(s.r, 100, 999)}/samples 401 - ${int(s.r, 1, 9)} ms`,
        ),
      );
    },
  },
  {
    id: "scanner-404",
    domain: "gen",
    desc: "an internet scanner probes the results portal for well-known admin paths",
    run: (s, at) => {
      const src = `198.51.100.${int(s.r, 2, 250)}`;
      spread(s, at, 60000, int(s.r, 40, 120), (t) => {
        const p = pick(s.r, [
          "/wp-login.php",
          "/.env",
          "/actuator/gateway/routes",
          "/.git/config",
          "/cgi-bin/luci",
          "/phpmyadmin/",
          "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
        ]);
        E(s, t, "portal", "WARN", `${pick(s.r, ["GET", "POST"])} ${p} 404 ${int(s.r, 0, 3)}ms ip=${src}`);
      });
    },
  },
  {
    id: "spot-preempt",
    domain: "gen",
    desc: "spot instances under workflow tasks are reclaimed and the tasks are resubmitted",
    run: (s, at) => {
      spread(s, at, 60000, int(s.r, 3, 8), (t) => {
        if (s.est.key === "halverson")
          E(
            s,
            t,
            "wf",
            "WARN",
            `[${hex(s.r, 2)}/${hex(s.r, 6)}] NOTE: Process \`HAPLOTYPECALLER (${s.g.sample()})\` terminated for an unknown reason -- Likely it has been terminated by the external system -- Execution is retried (1)`,
          );
        else
          E(
            s,
            t,
            "wf",
            "WARN",
            `AwsBatchAsyncBackendJobExecutionActor [UUID(${hex(s.r, 8)})GermlineSNVs.HaplotypeCaller:${int(s.r, 0, 49)}:1]: Job was preempted: Host EC2 (instance i-0${hex(s.r, 16)}) terminated. Retrying (attempt 2 of 3)`,
          );
      });
    },
  },
  {
    id: "smtp-greylist",
    domain: "gen",
    desc: "a partner mail server greylists notification mails, which go through on the second try",
    run: (s, at) => {
      spread(s, at, 60000, int(s.r, 5, 12), (t) => {
        const to = `${s.g.user()}@partner-hospital.example.org`;
        E(
          s,
          t,
          "notify",
          "WARN",
          `SMTP 451 4.7.1 <${to}>: Recipient address rejected: Greylisted, please try again later; message deferred`,
        );
        E(s, t + int(s.r, 300000, 420000), "notify", "INFO", `Delivered notification to ${to} on retry 1`);
      });
    },
  },
  {
    id: "slow-report",
    domain: "gen",
    desc: "a huge project makes a batch job run long enough to warn but it completes",
    run: (s, at) => {
      if (s.est.key === "halverson") {
        E(
          s,
          at,
          "reports",
          "WARN",
          `Task reports.render_pdf[${hex(s.r, 8)}-${hex(s.r, 4)}] running for 45.0s (project P412, 2304 samples)`,
        );
        E(
          s,
          at + 38000,
          "reports",
          "INFO",
          `Task reports.render_pdf[${hex(s.r, 8)}-${hex(s.r, 4)}] succeeded in 83.112s`,
        );
      } else {
        E(s, at, "reports", "WARN", "Slow query: Invoice export for project 412 took 38114 ms (threshold 10000 ms)");
        E(s, at + 500, "reports", "INFO", "Invoice export for project 412 completed (2304 lines)");
      }
    },
  },
  {
    id: "deprecation-flood",
    domain: "gen",
    desc: "a rarely used endpoint logs a deprecation warning on every call during an overnight batch",
    run: (s, at) => {
      const msg =
        s.est.key === "halverson"
          ? "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2 (use `to_fs(:db)` instead) (called from PlatesController#export at app/controllers/plates_controller.rb:88)"
          : "DEPRECATION WARNING: `ActiveRecord::Base.connection` is deprecated. Use `with_connection` or `lease_connection` instead. (called from block in SampleSheetExport#rows at app/models/sample_sheet_export.rb:41)";
      spread(s, at, 120000, int(s.r, 30, 70), (t) =>
        E(s, t, s.est.key === "halverson" ? "tracker" : "lims", "WARN", msg),
      );
    },
  },
  {
    id: "lifecycle-expire",
    domain: "gen",
    desc: "the storage lifecycle/archive sweep reports skipped and expired objects in bulk",
    run: (s, at) => {
      if (s.est.key === "halverson") {
        E(
          s,
          at,
          "store",
          "WARN",
          `lifecycle: expired ${int(s.r, 900, 3000)} noncurrent versions in bucket seq-raw (rule raw-90d)`,
        );
        spread(s, at, 30000, int(s.r, 5, 10), (t) =>
          E(
            s,
            t,
            "store",
            "WARN",
            `lifecycle: DeleteObject seq-raw/${s.g.run()}/Thumbnail_Images/ skipped: object locked (legal hold)`,
          ),
        );
      } else {
        spread(s, at, 60000, int(s.r, 6, 12), (t) =>
          E(s, t, "store", "WARN", `skip ${s.g.run()}/${s.g.sample()}.cram: already archived (sha256 match)`),
        );
        E(s, at + 61000, "store", "WARN", "drive LTO9-07 requests cleaning cartridge, drive taken offline");
      }
    },
  },
  {
    id: "run-in-progress",
    domain: "gen",
    desc: "a run still sequencing makes the instrument watcher warn that the completion marker is missing",
    run: (s, at) => {
      const run = s.g.run();
      for (let i = 0; i < int(s.r, 8, 16); i++)
        E(
          s,
          at + i * 30000,
          "upload",
          "WARN",
          s.est.key === "halverson"
            ? `${run}: RTAComplete.txt not found yet, waiting (check ${i + 12})`
            : `run ${run}: CopyComplete.txt missing after ${30 + i * 0.5}h, still waiting`,
        );
    },
  },
  {
    id: "stale-feed",
    domain: "gen",
    desc: "a side service uses cached reference data because its daily feed is late",
    run: (s, at) => {
      for (let i = 0; i < int(s.r, 5, 12); i++)
        E(
          s,
          at + i * int(s.r, 20000, 40000),
          s.est.key === "halverson" ? "notify" : "reports",
          "WARN",
          s.est.key === "halverson"
            ? "Template 'results-ready' has no locale nl-BE, falling back to en"
            : `Exchange rate feed stale (last update ${25 + i}h ago), using cached EUR/USD 1.0821`,
        );
    },
  },
  {
    id: "gc-pause",
    domain: "gen",
    desc: "a JVM service logs a long GC pause and a Hikari clock-leap warning and carries on",
    run: (s, at) => {
      const role = s.est.key === "halverson" ? "lims" : "wf";
      E(
        s,
        at,
        role,
        "WARN",
        `[gc] GC(${int(s.r, 1000, 9000)}) Pause Young (G1 Evacuation Pause) ${int(s.r, 3000, 6000)}M->${int(s.r, 800, 1500)}M(8192M) ${fx(s.r, 700, 1900, 3)}ms`,
      );
      E(
        s,
        at + 1500,
        role,
        "WARN",
        `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${int(s.r, 40, 70)}s${int(s.r, 100, 999)}ms).`,
      );
    },
  },
  {
    id: "user-abort",
    domain: "gen",
    desc: "a scientist aborts their own workflow and the engine kills its running tasks",
    run: (s, at) => {
      if (s.est.key === "halverson") {
        E(s, at, "wf", "WARN", "Execution cancelled -- Finishing pending tasks before exit");
        E(s, at + 300, "wf", "WARN", `WARN: Killing running tasks (${int(s.r, 4, 16)})`);
        E(
          s,
          at + 5000,
          "wf",
          "ERROR",
          "ERROR ~ Execution aborted due to an unexpected error (SIGINT received, run 'tiny_curie' terminated by user)",
        );
      } else {
        const id = `${hex(s.r, 8)}-${hex(s.r, 4)}-${hex(s.r, 4)}`;
        E(s, at, "wf", "INFO", `Abort requested for workflow ${id} by ${s.g.user()}`);
        E(
          s,
          at + 400,
          "wf",
          "WARN",
          `WorkflowExecutionActor-${id} [UUID(${id.slice(0, 8)})]: Aborting ${int(s.r, 4, 30)} running calls`,
        );
        E(s, at + 9000, "wf", "INFO", `WorkflowManagerActor: Workflow ${id} transitioned to state Aborted`);
      }
    },
  },
  {
    id: "bad-client-request",
    domain: "gen",
    desc: "a script with a typo sends invalid requests and gets 4xx answers",
    run: (s, at) => {
      spread(s, at, 90000, int(s.r, 15, 40), (t) => {
        if (s.est.key === "halverson")
          E(
            s,
            t,
            "tracker",
            "ERROR",
            `ActiveRecord::RecordNotFound (Couldn't find Plate with 'barcode'=PL-${int(s.r, 10000, 99999)}):`,
            {
              errType: "ActiveRecord::RecordNotFound",
              stack: [
                "activerecord (7.1.3) lib/active_record/core.rb:253:in `find_by!'",
                "app/controllers/plates_controller.rb:71:in `set_plate'",
                "activesupport (7.1.3) lib/active_support/callbacks.rb:403:in `block in make_lambda'",
              ],
            },
          );
        else
          E(
            s,
            t,
            "tracker",
            "WARN",
            `level=warn method=GET path=/v1/variants region=chr23:${int(s.r, 1, 90)}000000-${int(s.r, 91, 99)}000000 status=400 err="unknown contig chr23"`,
          );
      });
    },
  },
  {
    id: "scratch-cleanup",
    domain: "gen",
    desc: "work-directory usage crosses its warning threshold and the cleanup job frees space",
    run: (s, at) => {
      E(s, at, "wf", "WARN", `work dir usage ${int(s.r, 86, 89)}% of 200 TiB above 85% threshold, scheduling cleanup`);
      E(
        s,
        at + 60000,
        "wf",
        "INFO",
        `cleanup: removed ${int(s.r, 900, 2000)} work directories of completed runs, freed ${fx(s.r, 20, 40)} TiB`,
      );
      E(s, at + 61000, "wf", "INFO", `work dir usage ${int(s.r, 65, 74)}% of 200 TiB`);
    },
  },
];

/** In every file: one call that times out once and then succeeds. */
export function ambientRetry(s: Scene, at: number): void {
  const k = s.est.key;
  if (k === "ridgeview") {
    E(s, at, "quota", "WARN", "SMTP connect to mail.ridgeview.edu:25 failed (timed out), retry 1/3 in 30s");
    E(s, at + 30500, "quota", "INFO", `sent ${int(s.r, 2, 6)} quota notices via mail.ridgeview.edu`);
  } else if (k === "northfen") {
    E(s, at, "quota", "WARN", "beegfs-ctl --getquota timed out after 10s (attempt 1/3), retrying");
    E(s, at + 11000, "quota", "INFO", "beegfs-ctl --getquota ok (attempt 2)");
  } else if (k === "halverson") {
    E(
      s,
      at,
      "upload",
      "WARN",
      "botocore.retryhandler: Connection was closed before we received a valid response from endpoint URL; retrying request after delay of 0.41 seconds",
    );
    E(s, at + 900, "upload", "INFO", `uploaded ${s.g.run()}/InterOp/ (${int(s.r, 10, 40)} files) after 1 retry`);
  } else {
    E(
      s,
      at,
      "upload",
      "WARN",
      "rsync: connection unexpectedly closed (0 bytes received so far) [Receiver]; retrying in 30s (1/5)",
    );
    E(s, at + 31000, "upload", "INFO", `rsync ${s.g.run()}: resumed, ${int(s.r, 40, 300)} files transferred`);
  }
}
