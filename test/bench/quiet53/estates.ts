// The four made-up estates: two university HPC centres and two genomics labs. Each lists its services,
// what they log on a normal night, the noisy service that errors from the first minute and the periodic jobs.
import { fx, hex, int, pick, type Rng } from "./rng.js";

export interface Gen {
  r: Rng;
  job: () => number;
  user: () => string;
  node: () => string;
  sample: () => string;
  run: () => string;
  /** while set, user/sample/job answer the same values (one request, one message) */
  fix?: { u: string; s: string; j: number };
}

export type Msg = (g: Gen) => string;
export interface Svc {
  name: string;
  rt: "c" | "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp" | "shell";
  w: number; // share of plain background lines
  msgs: Msg[];
  health?: Msg; // logged every 20-40 s
}
export interface Chain {
  steps: { role: string; msg: Msg }[];
}
export interface Estate {
  key: string;
  company: string;
  domain: "hpc" | "gen";
  ns: string;
  traces: boolean;
  roles: Record<string, string>;
  services: Svc[];
  chains: Chain[];
  noisy: { role: string; level: "WARN" | "ERROR"; every: number; msg: Msg };
  periodic: { role: string; every: number; level?: "INFO" | "WARN"; msg: Msg }[];
  deprecations: { role: string; msg: string }[];
  deploys: { role: string; lines: string[] }[];
  /** a harmless exception with its trace, logged once or twice a window */
  oddity: { role: string; level: "WARN" | "ERROR"; msg: string; errType: string; stack: string[] };
}

export const USERS = [
  "akhan",
  "mlopez",
  "tnguyen",
  "pwright",
  "szhang",
  "rboateng",
  "ejohansson",
  "kmurphy",
  "lrossi",
  "hyamada",
  "dokafor",
  "fbianchi",
  "cvasquez",
  "jpark",
  "nsingh",
];
const ms = (g: Gen, lo: number, hi: number) => int(g.r, lo, hi);
const ip = (g: Gen, pre: string) => `${pre}.${int(g.r, 1, 250)}`;

// ---------------------------------------------------------------- HPC, Slurm flavoured
function slurmMsgs(cluster: string, parts: string[]): Msg[] {
  return [
    (g) => `_slurm_rpc_submit_batch_job: JobId=${g.job()} InitPrio=${ms(g, 4000, 19000)} usec=${ms(g, 300, 4000)}`,
    (g) =>
      `sched: Allocate JobId=${g.job()} NodeList=${g.node()} #CPUs=${pick(g.r, [1, 4, 8, 16, 32, 64, 128])} Partition=${pick(g.r, parts)}`,
    (g) => `_job_complete: JobId=${g.job()} WEXITSTATUS 0`,
    (g) => `_job_complete: JobId=${g.job()} done`,
    (g) => `backfill: Started JobId=${g.job()} in ${pick(g.r, parts)} on ${g.node()}`,
    (g) =>
      `sched/backfill: _attempt_backfill: completed testing ${ms(g, 40, 900)}(${ms(g, 1, 40)}) jobs, usec=${ms(g, 2000, 90000)}`,
    (g) => `_slurm_rpc_complete_batch_script: JobId=${g.job()} cluster=${cluster}`,
  ];
}
const slurmdbdMsgs: Msg[] = [
  (g) =>
    `DBD_JOB_START: ID:${g.job()} NAME:${pick(g.r, ["run.sh", "train", "vasp", "gromacs_md", "sbatch", "nf-ALIGN"])}`,
  (g) => `DBD_STEP_COMPLETE: ID:${g.job()} StepId=${pick(g.r, ["batch", "extern", "0"])}`,
  (g) => `DBD_JOB_COMPLETE: ID:${g.job()}`,
  (g) => `sent ${ms(g, 20, 400)} assoc usage records to slurmctld (${ms(g, 2, 40)} ms)`,
];
const sshMsgs = (pre: string): Msg[] => [
  (g) =>
    `Accepted publickey for ${g.user()} from ${ip(g, pre)} port ${ms(g, 40000, 65000)} ssh2: ED25519 SHA256:${hex(g.r, 12)}`,
  (g) => `pam_unix(sshd:session): session opened for user ${g.user()}(uid=${ms(g, 40000, 49999)}) by (uid=0)`,
  (g) => `pam_unix(sshd:session): session closed for user ${g.user()}`,
  (g) => `Received disconnect from ${ip(g, pre)} port ${ms(g, 40000, 65000)}:11: disconnected by user`,
  (g) => `Accepted keyboard-interactive/pam for ${g.user()} from ${ip(g, pre)} port ${ms(g, 40000, 65000)} ssh2`,
];
const jhubMsgs: Msg[] = [
  (g) => `200 GET /hub/api/users/${g.user()} (cull-idle@127.0.0.1) ${fx(g.r, 4, 30, 2)}ms`,
  (g) => `302 GET /user/${g.user()}/lab -> /hub/user/${g.user()}/lab (@10.8.2.1) ${fx(g.r, 0.5, 3, 2)}ms`,
  (g) => `200 GET /hub/api/users/${g.user()}/server/progress (${g.user()}@10.8.2.1) ${fx(g.r, 2, 40, 2)}ms`,
  (g) => `User ${g.user()} took ${fx(g.r, 14, 80, 3)} seconds to start`,
  (g) => `Adding user ${g.user()} to proxy /user/${g.user()}/ => http://${g.node()}:${ms(g, 40000, 60000)}`,
  (g) => `Submitted batch job ${g.job()}`,
];

function hpcA(): Estate {
  const parts = ["standard", "largemem", "gpu", "short", "interactive"];
  return {
    key: "ridgeview",
    company: "Ridgeview University Research Computing",
    domain: "hpc",
    ns: "arc-prod",
    traces: false,
    roles: {
      sched: "slurmctld",
      acct: "slurmdbd",
      login: "login-nodes",
      fs: "lustre-mds",
      jhub: "jupyterhub",
      lic: "lmgrd",
      health: "nhc",
      portal: "ood-portal",
      quota: "quota-notifier",
      dir: "user-directory",
    },
    services: [
      { name: "slurmctld", rt: "c", w: 6, msgs: slurmMsgs("ridge", parts) },
      { name: "slurmdbd", rt: "c", w: 3, msgs: slurmdbdMsgs },
      { name: "login-nodes", rt: "c", w: 3, msgs: sshMsgs("10.8.3") },
      {
        name: "lustre-mds",
        rt: "c",
        w: 1,
        msgs: [
          (g) =>
            `scratch-MDT0000: md_stats open=${ms(g, 300, 2000)}/s getattr=${ms(g, 2000, 12000)}/s setattr=${ms(g, 10, 90)}/s`,
          (g) => `Lustre: scratch-MDT0000: Client ${hex(g.r, 8)} (at 10.9.1.${ms(g, 2, 250)}@o2ib) reconnecting`,
        ],
      },
      {
        name: "jupyterhub",
        rt: "python",
        w: 3,
        msgs: jhubMsgs,
        health: (g) => `200 GET /hub/health (@10.8.0.5) ${fx(g.r, 0.5, 2, 2)}ms`,
      },
      {
        name: "lmgrd",
        rt: "c",
        w: 2,
        msgs: [
          (g) =>
            `(MLM) OUT: "${pick(g.r, ["MATLAB", "Signal_Toolbox", "Optimization_Toolbox", "Distrib_Computing_Toolbox"])}" ${g.user()}@${g.node()}`,
          (g) => `(MLM) IN: "${pick(g.r, ["MATLAB", "Signal_Toolbox", "Statistics_Toolbox"])}" ${g.user()}@${g.node()}`,
        ],
      },
      {
        name: "nhc",
        rt: "shell",
        w: 1,
        msgs: [(g) => `NHC: ${g.node()}: all ${ms(g, 28, 34)} checks passed in ${fx(g.r, 0.4, 2.2)}s`],
      },
      {
        name: "ood-portal",
        rt: "ruby",
        w: 2,
        msgs: [
          (g) =>
            `Completed 200 OK in ${ms(g, 20, 300)}ms (Views: ${fx(g.r, 5, 80)}ms | ActiveRecord: 0.0ms | Allocations: ${ms(g, 2000, 40000)})`,
          (g) => `Started GET "/pun/sys/dashboard/activejobs.json" for 10.8.3.${ms(g, 2, 200)}`,
          (g) => `Started GET "/pun/sys/dashboard/files/fs//home/${g.user()}" for 10.8.3.${ms(g, 2, 200)}`,
        ],
        health: () => "Completed 200 OK in 2ms (Views: 0.3ms | ActiveRecord: 0.0ms) GET /health",
      },
      {
        name: "quota-notifier",
        rt: "python",
        w: 1,
        msgs: [(g) => `checked ${g.user()}: /home ${fx(g.r, 3, 48)}G of 50G, /scratch ${fx(g.r, 0.1, 9)}T of 10T`],
      },
      {
        name: "user-directory",
        rt: "go",
        w: 3,
        msgs: [
          (g) => `bind ok uid=${g.user()} src=10.8.3.${ms(g, 2, 200)} took=${ms(g, 1, 9)}ms`,
          (g) =>
            `search base="ou=people,dc=ridgeview,dc=edu" filter="(uid=${g.user()})" entries=1 took=${ms(g, 1, 6)}ms`,
          (g) =>
            `search base="ou=groups,dc=ridgeview,dc=edu" filter="(memberUid=${g.user()})" entries=${ms(g, 2, 9)} took=${ms(g, 1, 8)}ms`,
        ],
        health: () => "GET /healthz 200 0ms",
      },
    ],
    chains: [
      {
        steps: [
          {
            role: "login",
            msg: (g) =>
              `Accepted keyboard-interactive/pam for ${g.user()} from 10.8.3.${ms(g, 2, 200)} port ${ms(g, 40000, 65000)} ssh2`,
          },
          { role: "dir", msg: (g) => `bind ok uid=${g.user()} src=10.8.3.11 took=${ms(g, 1, 9)}ms` },
        ],
      },
      {
        steps: [
          {
            role: "jhub",
            msg: (g) => `302 POST /hub/login?next= -> /hub/spawn (${g.user()}@10.8.2.1) ${ms(g, 30, 120)}.00ms`,
          },
          { role: "dir", msg: (g) => `bind ok uid=${g.user()} src=10.8.2.4 took=${ms(g, 1, 9)}ms` },
        ],
      },
      {
        steps: [
          {
            role: "jhub",
            msg: (g) => `Spawning batch job for ${g.user()}: sbatch --parsable --partition=interactive --time=8:00:00`,
          },
          {
            role: "sched",
            msg: (g) =>
              `_slurm_rpc_submit_batch_job: JobId=${g.job()} InitPrio=${ms(g, 4000, 9000)} usec=${ms(g, 300, 4000)}`,
          },
          { role: "jhub", msg: (g) => `Submitted batch job ${g.job()}` },
        ],
      },
    ],
    noisy: {
      role: "quota",
      level: "ERROR",
      every: 9,
      msg: (g) =>
        `uid ${ms(g, 40000, 40100)} owns ${ms(g, 2, 900)} files under /project/${pick(g.r, ["geo", "chem-md", "astro"])} but has no directory entry; skipping report`,
    },
    periodic: [
      { role: "acct", every: 60, msg: () => "Running rollup at hourly boundary for cluster ridge" },
      { role: "lic", every: 120, msg: (g) => `(lmgrd) TIMESTAMP ${pick(g.r, ["11/30/2026", "11/30/2026"])}` },
      {
        role: "quota",
        every: 150,
        msg: (g) => `quota scan finished: ${ms(g, 1800, 1900)} users, ${ms(g, 1, 6)} over soft limit, notices queued`,
      },
      {
        role: "sched",
        every: 90,
        msg: (g) => `sched: _slurm_rpc_dump_partitions, size=${ms(g, 1500, 1800)} usec=${ms(g, 40, 300)}`,
      },
    ],
    deprecations: [
      {
        role: "jhub",
        msg: "DeprecationWarning: pkg_resources is deprecated as an API. See https://setuptools.pypa.io/en/latest/pkg_resources.html",
      },
      {
        role: "portal",
        msg: "DEPRECATION WARNING: Rails.application.secrets is deprecated in favor of Rails.application.credentials",
      },
      { role: "sched", msg: "WARNING: SchedulerParameters option bf_max_job_user is deprecated, use bf_max_job_assoc" },
    ],
    oddity: {
      role: "portal",
      level: "WARN",
      msg: "Errno::ENOENT while reading batch_connect session cache, skipping",
      errType: "Errno::ENOENT",
      stack: [
        "Errno::ENOENT (No such file or directory @ rb_sysopen - /home/akhan/ondemand/data/sys/dashboard/batch_connect/db/3f9e1c2a):",
        "  app/models/batch_connect/session.rb:112:in `read'",
        "  app/models/batch_connect/session.rb:57:in `block in all'",
        "  app/controllers/batch_connect/sessions_controller.rb:9:in `index'",
      ],
    },
    deploys: [
      {
        role: "portal",
        lines: [
          "Restarting Passenger apps for ood-portal 3.1.7 (config update)",
          "Passenger core online, PID 2981",
          "Booting Puma",
        ],
      },
      {
        role: "dir",
        lines: [
          "received SIGHUP, reloading /etc/user-directory/config.yaml",
          "config reloaded: 2 upstreams, cache ttl 60s",
        ],
      },
      {
        role: "lic",
        lines: ["(lmgrd) Rereading license file...", "(MLM) Rereading license file...", "(lmgrd) Done rereading"],
      },
    ],
  };
}

function hpcB(): Estate {
  const parts = ["cpu", "bigmem", "gpu-a100", "debug", "scavenger"];
  return {
    key: "northfen",
    company: "Northfen Institute HPC",
    domain: "hpc",
    ns: "hpc-core",
    traces: false,
    roles: {
      sched: "slurmctld",
      acct: "slurmdbd",
      login: "login-gw",
      fs: "beegfs-meta",
      jhub: "jhub",
      lic: "flexlm",
      health: "node-health",
      portal: "hpc-portal",
      quota: "storage-quota",
    },
    services: [
      { name: "slurmctld", rt: "c", w: 7, msgs: slurmMsgs("fen", parts) },
      { name: "slurmdbd", rt: "c", w: 3, msgs: slurmdbdMsgs },
      { name: "login-gw", rt: "c", w: 3, msgs: sshMsgs("172.20.14") },
      {
        name: "beegfs-meta",
        rt: "cpp",
        w: 2,
        msgs: [
          (g) =>
            `(3) Worker${ms(g, 1, 24)} [Stats] ops/s: stat=${ms(g, 800, 9000)} open=${ms(g, 100, 900)} mkdir=${ms(g, 0, 40)} unlink=${ms(g, 10, 400)}`,
          (g) =>
            `(3) CommSlave${ms(g, 1, 12)} [Node registration] client ${hex(g.r, 4)}-${hex(g.r, 8)}-fn-c${ms(g, 100, 420)} re-registered`,
        ],
      },
      {
        name: "jhub",
        rt: "python",
        w: 3,
        msgs: jhubMsgs,
        health: (g) => `200 GET /hub/health (@172.20.1.9) ${fx(g.r, 0.5, 2, 2)}ms`,
      },
      {
        name: "flexlm",
        rt: "c",
        w: 2,
        msgs: [
          (g) => `(ansyslmd) OUT: "${pick(g.r, ["ansys", "cfd_base", "anshpc", "mech_1"])}" ${g.user()}@${g.node()}`,
          (g) => `(ansyslmd) IN: "${pick(g.r, ["ansys", "cfd_base", "anshpc"])}" ${g.user()}@${g.node()}`,
          (g) => `(ABAQUSLM) OUT: "abaqus" ${g.user()}@${g.node()}  (${ms(g, 5, 40)} licenses)`,
        ],
      },
      {
        name: "node-health",
        rt: "shell",
        w: 1,
        msgs: [(g) => `node ${g.node()} healthy (${ms(g, 20, 26)} checks, ${fx(g.r, 0.3, 1.9)}s)`],
      },
      {
        name: "hpc-portal",
        rt: "python",
        w: 2,
        msgs: [
          (g) => `"GET /api/jobs/?user=${g.user()} HTTP/1.1" 200 ${ms(g, 300, 9000)}`,
          (g) => `"GET /accounts/${g.user()}/usage/ HTTP/1.1" 200 ${ms(g, 300, 4000)}`,
          (g) => `"POST /api/allocations/request/ HTTP/1.1" 201 ${ms(g, 80, 400)}`,
        ],
        health: () => `"GET /healthz HTTP/1.1" 200 2`,
      },
      {
        name: "storage-quota",
        rt: "go",
        w: 1,
        msgs: [(g) => `quota sample user=${g.user()} target=/work used=${fx(g.r, 0.1, 4.5, 2)}TiB soft=5TiB hard=6TiB`],
        health: () => "GET /metrics 200",
      },
    ],
    chains: [
      {
        steps: [
          { role: "portal", msg: (g) => `"GET /api/jobs/?user=${g.user()} HTTP/1.1" 200 ${ms(g, 300, 9000)}` },
          { role: "sched", msg: (g) => `_slurm_rpc_dump_jobs, size=${ms(g, 4000, 90000)} usec=${ms(g, 300, 9000)}` },
        ],
      },
      {
        steps: [
          { role: "jhub", msg: (g) => `Spawning batch job for ${g.user()}: sbatch --parsable --partition=debug` },
          {
            role: "sched",
            msg: (g) =>
              `_slurm_rpc_submit_batch_job: JobId=${g.job()} InitPrio=${ms(g, 4000, 9000)} usec=${ms(g, 300, 4000)}`,
          },
        ],
      },
    ],
    noisy: {
      role: "health",
      level: "ERROR",
      every: 11,
      msg: () => "fn-gpu07: nvidia-smi failed: Failed to initialize NVML: Driver/library version mismatch",
    },
    periodic: [
      { role: "acct", every: 60, msg: () => "Running rollup at hourly boundary for cluster fen" },
      {
        role: "quota",
        every: 100,
        msg: (g) => `quota sweep done: ${ms(g, 900, 940)} users, ${ms(g, 0, 4)} above soft, 0 above hard`,
      },
      { role: "lic", every: 120, msg: () => "(lmgrd) TIMESTAMP 11/30/2026" },
    ],
    deprecations: [
      {
        role: "portal",
        msg: "RemovedInDjango60Warning: The FORMS_URLFIELD_ASSUME_HTTPS transitional setting is deprecated.",
      },
      { role: "jhub", msg: "[W] Config option `keep_alive` not recognized by `BatchSpawnerBase`" },
    ],
    oddity: {
      role: "portal",
      level: "WARN",
      msg: "Exception while resolving variable 'avatar_url' in template 'accounts/usage.html'.",
      errType: "VariableDoesNotExist",
      stack: [
        "Traceback (most recent call last):",
        '  File "/srv/portal/.venv/lib/python3.12/site-packages/django/template/base.py", line 880, in _resolve_lookup',
        "    current = current[bit]",
        "TypeError: 'Profile' object is not subscriptable",
        "",
        "During handling of the above exception, another exception occurred:",
        "",
        "django.template.base.VariableDoesNotExist: Failed lookup for key [avatar_url] in <Profile: pwright>",
      ],
    },
    deploys: [
      {
        role: "portal",
        lines: [
          "[INFO] Handling signal: hup",
          "[INFO] Hang up: Master",
          "[INFO] Booting worker with pid: 4412",
          "[INFO] Booting worker with pid: 4413",
        ],
      },
      { role: "quota", lines: ["storage-quota v2.4.1 starting", "loaded 3 targets from /etc/storage-quota.yaml"] },
    ],
  };
}

// ---------------------------------------------------------------- genomics labs
function genC(): Estate {
  return {
    key: "halverson",
    company: "Halverson Genomics Lab",
    domain: "gen",
    ns: "genomics",
    traces: true,
    roles: {
      upload: "seq-uploader",
      lims: "lims-api",
      wf: "nf-runner",
      qc: "qc-metrics",
      portal: "results-portal",
      tracker: "sample-tracker",
      store: "object-gw",
      notify: "notify-svc",
      reports: "report-builder",
    },
    services: [
      {
        name: "seq-uploader",
        rt: "python",
        w: 3,
        msgs: [
          (g) =>
            `uploaded ${g.run()}/Data/Intensities/BaseCalls/L00${ms(g, 1, 4)}/C${ms(g, 1, 300)}.1 (${ms(g, 4, 90)} files, ${fx(g.r, 0.2, 9)} MB/s)`,
          (g) => `watching /instruments/NovaSeqX-02/${g.run()}: cycle ${ms(g, 1, 318)}/318`,
        ],
      },
      {
        name: "lims-api",
        rt: "java",
        w: 4,
        msgs: [
          (g) => `Completed GET /api/v2/samples/${g.sample()} 200 in ${ms(g, 8, 90)}ms`,
          (g) => `Completed PATCH /api/v2/runs/${g.run()}/status 200 in ${ms(g, 10, 120)}ms`,
          (g) => `Sample ${g.sample()} moved to state LIBRARY_PREP_DONE by ${g.user()}`,
        ],
        health: () => "GET /actuator/health 200 UP",
      },
      {
        name: "nf-runner",
        rt: "java",
        w: 3,
        msgs: [
          (g) =>
            `[${hex(g.r, 2)}/${hex(g.r, 6)}] Submitted process > ${pick(g.r, ["FASTQC", "BWA_MEM", "SAMTOOLS_SORT", "MARKDUP", "HAPLOTYPECALLER"])} (${g.sample()})`,
          (g) =>
            `Task completed > TaskHandler[jobId: ${g.job()}; name: ${pick(g.r, ["FASTQC", "BWA_MEM", "MULTIQC"])} (${g.sample()}); status: COMPLETED; exit: 0]`,
        ],
      },
      {
        name: "qc-metrics",
        rt: "python",
        w: 2,
        msgs: [
          (g) =>
            `sample ${g.sample()}: Q30=${fx(g.r, 86, 95)}% dup=${fx(g.r, 4, 18)}% insert=${ms(g, 280, 420)}bp PASS`,
        ],
      },
      {
        name: "results-portal",
        rt: "node",
        w: 4,
        msgs: [
          (g) => `GET /api/projects/P${ms(g, 100, 999)}/samples 200 ${ms(g, 20, 300)}ms`,
          (g) => `GET /downloads/${g.sample()}.vcf.gz 302 ${ms(g, 10, 80)}ms`,
          (g) => `session ok user=${g.user()}@partner.example.org`,
        ],
        health: () => "GET /healthz 200 1ms",
      },
      {
        name: "sample-tracker",
        rt: "ruby",
        w: 2,
        msgs: [
          (g) =>
            `Completed 200 OK in ${ms(g, 10, 200)}ms (Views: ${fx(g.r, 2, 40)}ms | ActiveRecord: ${fx(g.r, 1, 30)}ms)`,
          () => "Processing by PlatesController#show as JSON",
        ],
      },
      {
        name: "object-gw",
        rt: "go",
        w: 3,
        msgs: [
          (g) => `PUT /seq-raw/${g.run()}/part-${ms(g, 1, 400)} 200 ${ms(g, 40, 900)}ms bytes=${ms(g, 8, 64)}MiB`,
          (g) => `GET /results/${g.sample()}/${g.sample()}.bam 206 ${ms(g, 10, 300)}ms`,
        ],
        health: () => "GET /minio/health/live 200",
      },
      {
        name: "notify-svc",
        rt: "dotnet",
        w: 1,
        msgs: [
          (g) => `Sent "results-ready" mail to ${g.user()}@partner.example.org (MessageId <${hex(g.r, 12)}@halverson>)`,
        ],
      },
      {
        name: "report-builder",
        rt: "python",
        w: 2,
        msgs: [
          (g) => `Task reports.render_pdf[${hex(g.r, 8)}-${hex(g.r, 4)}] succeeded in ${fx(g.r, 1, 9, 3)}s`,
          (g) => `Task reports.render_pdf[${hex(g.r, 8)}-${hex(g.r, 4)}] received`,
        ],
      },
    ],
    chains: [
      {
        steps: [
          { role: "portal", msg: (g) => `GET /api/samples/${g.sample()} 200 ${ms(g, 20, 200)}ms` },
          { role: "lims", msg: (g) => `Completed GET /api/v2/samples/${g.sample()} 200 in ${ms(g, 8, 90)}ms` },
        ],
      },
      {
        steps: [
          { role: "portal", msg: (g) => `POST /api/reports 202 ${ms(g, 20, 90)}ms` },
          {
            role: "reports",
            msg: (g) => `Task reports.render_pdf[${hex(g.r, 8)}-${hex(g.r, 4)}] succeeded in ${fx(g.r, 1, 9, 3)}s`,
          },
        ],
      },
      {
        steps: [
          { role: "tracker", msg: (g) => `Started GET "/plates/PL-${ms(g, 1000, 9999)}" for 10.40.2.${ms(g, 2, 90)}` },
          { role: "lims", msg: (g) => `Completed GET /api/v2/plates/PL-${ms(g, 1000, 9999)} 200 in ${ms(g, 8, 60)}ms` },
        ],
      },
    ],
    noisy: {
      role: "tracker",
      level: "ERROR",
      every: 13,
      msg: () =>
        "Label print failed for zebra-lab2:9100 (Errno::EHOSTUNREACH: No route to host - connect(2)); job kept in queue",
    },
    periodic: [
      {
        role: "wf",
        every: 60,
        msg: (g) => `Monitor: ${ms(g, 0, 20)} pending, ${ms(g, 4, 40)} running, ${ms(g, 100, 900)} completed`,
      },
      { role: "reports", every: 120, msg: () => "Scheduler: Sending due task nightly-digest (reports.tasks.digest)" },
      { role: "notify", every: 90, msg: (g) => `Outbox sweep: ${ms(g, 0, 8)} messages sent, 0 deferred` },
    ],
    deprecations: [
      {
        role: "reports",
        msg: "CPendingDeprecationWarning: The broker_connection_retry configuration setting will no longer determine whether broker connection retries are made during startup in Celery 6.0",
      },
      {
        role: "portal",
        msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      },
      {
        role: "lims",
        msg: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect'",
      },
    ],
    oddity: {
      role: "lims",
      level: "WARN",
      msg: "Servlet.service() for servlet [dispatcherServlet] threw exception: client aborted the download",
      errType: "org.apache.catalina.connector.ClientAbortException",
      stack: [
        "org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe",
        "\tat org.apache.catalina.connector.OutputBuffer.realWriteBytes(OutputBuffer.java:341)",
        "\tat org.apache.catalina.connector.OutputBuffer.flushByteBuffer(OutputBuffer.java:776)",
        "\tat org.halverson.lims.web.SampleSheetController.download(SampleSheetController.java:88)",
        "Caused by: java.io.IOException: Broken pipe",
        "\tat java.base/sun.nio.ch.SocketDispatcher.write0(Native Method)",
        "\t... 52 common frames omitted",
      ],
    },
    deploys: [
      { role: "portal", lines: ["results-portal 5.12.0 starting (NODE_ENV=production)", "listening on :3000"] },
      {
        role: "notify",
        lines: [
          "Application is shutting down...",
          "Now listening on: http://[::]:8080",
          "Application started. Hosting environment: Production",
        ],
      },
      {
        role: "tracker",
        lines: ["=> Booting Puma", "* Puma version: 6.4.2 (ruby 3.3.0-p0)", "* Listening on http://0.0.0.0:3000"],
      },
    ],
  };
}

function genD(): Estate {
  return {
    key: "brightwater",
    company: "Brightwater Sequencing Core",
    domain: "gen",
    ns: "seqcore",
    traces: true,
    roles: {
      upload: "instrument-sync",
      lims: "lims",
      wf: "cromwell-server",
      qc: "qc-runner",
      portal: "portal-web",
      tracker: "variant-api",
      store: "archive-agent",
      notify: "mailer-svc",
      reports: "billing-svc",
    },
    services: [
      {
        name: "instrument-sync",
        rt: "python",
        w: 3,
        msgs: [
          (g) =>
            `rsync ${g.run()}: ${ms(g, 40, 900)} files, ${fx(g.r, 0.4, 12)} GB transferred, speedup ${fx(g.r, 1, 40, 2)}`,
          (g) => `run ${g.run()} at cycle ${ms(g, 1, 310)}, CopyComplete.txt not present yet`,
        ],
      },
      {
        name: "lims",
        rt: "ruby",
        w: 4,
        msgs: [
          (g) =>
            `Completed 200 OK in ${ms(g, 10, 160)}ms (Views: ${fx(g.r, 1, 30)}ms | ActiveRecord: ${fx(g.r, 2, 60)}ms | Allocations: ${ms(g, 1000, 30000)})`,
          (g) => `Started GET "/api/samples/${g.sample()}" for 10.60.1.${ms(g, 2, 90)}`,
          () => "Processing by Api::SamplesController#show as JSON",
        ],
      },
      {
        name: "cromwell-server",
        rt: "java",
        w: 4,
        msgs: [
          (g) =>
            `WorkflowExecutionActor-${hex(g.r, 8)}-${hex(g.r, 4)} [UUID(${hex(g.r, 8)})]: Starting GermlineSNVs.HaplotypeCaller (shard ${ms(g, 0, 49)})`,
          (g) =>
            `BackgroundConfigAsyncJobExecutionActor [UUID(${hex(g.r, 8)})GermlineSNVs.BwaMem:${ms(g, 0, 23)}:1]: Status change from Running to Done`,
          (g) =>
            `MaterializeWorkflowDescriptorActor [UUID(${hex(g.r, 8)})]: Call-to-Backend assignments: GermlineSNVs.* -> AWSBatch`,
        ],
      },
      {
        name: "qc-runner",
        rt: "python",
        w: 2,
        msgs: [
          (g) =>
            `${g.sample()}: yield ${fx(g.r, 20, 60)} Gb, %>=Q30 ${fx(g.r, 88, 95)}, contamination ${fx(g.r, 0, 1.2, 2)}% -> pass`,
        ],
      },
      {
        name: "variant-api",
        rt: "go",
        w: 3,
        msgs: [
          (g) =>
            `level=info method=GET path=/v1/variants region=chr${ms(g, 1, 22)}:${ms(g, 1, 90)}000000-${ms(g, 91, 99)}000000 status=200 dur=${ms(g, 5, 180)}ms`,
        ],
        health: () => "level=info method=GET path=/readyz status=200 dur=0ms",
      },
      {
        name: "portal-web",
        rt: "node",
        w: 4,
        msgs: [
          (g) => `GET /projects/${ms(g, 100, 999)}/samples 200 - ${ms(g, 20, 300)} ms`,
          (g) => `GET /api/variants?sample=${g.sample()} 200 - ${ms(g, 30, 400)} ms`,
        ],
        health: () => "GET /healthz 200 - 1 ms",
      },
      {
        name: "billing-svc",
        rt: "dotnet",
        w: 1,
        msgs: [
          (g) =>
            `Charged project ${ms(g, 100, 999)} for ${ms(g, 1, 24)} samples (NovaSeq X 25B lane share), invoice draft INV-${ms(g, 10000, 99999)}`,
        ],
      },
      {
        name: "archive-agent",
        rt: "cpp",
        w: 1,
        msgs: [(g) => `archived ${g.run()}/${g.sample()}.cram -> tape pool LTO9-B (${fx(g.r, 2, 40)} GiB, sha256 ok)`],
      },
      {
        name: "mailer-svc",
        rt: "dotnet",
        w: 1,
        msgs: [(g) => `Delivered notification to ${g.user()}@brightwater.example.edu in ${ms(g, 80, 900)} ms`],
      },
    ],
    chains: [
      {
        steps: [
          { role: "portal", msg: (g) => `GET /api/variants?sample=${g.sample()} 200 - ${ms(g, 30, 400)} ms` },
          {
            role: "tracker",
            msg: (g) =>
              `level=info method=GET path=/v1/variants sample=${g.sample()} status=200 dur=${ms(g, 5, 180)}ms`,
          },
        ],
      },
      {
        steps: [
          { role: "portal", msg: (g) => `GET /api/samples/${g.sample()} 200 - ${ms(g, 20, 200)} ms` },
          {
            role: "lims",
            msg: (g) =>
              `Completed 200 OK in ${ms(g, 10, 160)}ms (Views: 0.4ms | ActiveRecord: ${fx(g.r, 2, 60)}ms | Allocations: ${ms(g, 1000, 9000)})`,
          },
        ],
      },
    ],
    noisy: {
      role: "tracker",
      level: "WARN",
      every: 8,
      msg: (g) =>
        `level=warn msg="annotation cache miss: gnomAD v4.1 shard ${ms(g, 16, 18)} index not found, falling back to remote lookup"`,
    },
    periodic: [
      {
        role: "wf",
        every: 60,
        msg: (g) => `WorkflowManagerActor: ${ms(g, 2, 30)} workflows running, ${ms(g, 0, 12)} submitted`,
      },
      {
        role: "store",
        every: 90,
        msg: (g) => `tape library poll: ${ms(g, 10, 30)} drives idle, ${ms(g, 0, 3)} mounts pending`,
      },
      { role: "reports", every: 150, msg: () => "Hourly usage export completed (0 errors)" },
    ],
    deprecations: [
      {
        role: "lims",
        msg: "DEPRECATION WARNING: `ActiveRecord::Base.connection` is deprecated. Use `with_connection` or `lease_connection` instead.",
      },
      {
        role: "portal",
        msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
      },
      {
        role: "wf",
        msg: "[WARN] The 'system.job-shell' key is deprecated, please use 'system.job-shell' under backend providers",
      },
    ],
    oddity: {
      role: "portal",
      level: "WARN",
      msg: "client went away during CSV export",
      errType: "Error",
      stack: [
        "Error: aborted",
        "    at connResetException (node:internal/errors:787:14)",
        "    at abortIncoming (node:_http_server:793:17)",
        "    at socketOnClose (node:_http_server:787:3)",
        "    at Socket.emit (node:events:531:35)",
      ],
    },
    deploys: [
      { role: "lims", lines: ["=> Booting Puma", "* Puma version: 6.4.2 (ruby 3.2.3-p157)", "Use Ctrl-C to stop"] },
      { role: "store", lines: ["archive-agent 1.9.3 (build 2026-11-24) starting", "config: 2 tape pools, 18 drives"] },
      { role: "notify", lines: ["Application is shutting down...", "Now listening on: http://[::]:8080"] },
    ],
  };
}

export const ESTATES: Estate[] = [hpcA(), hpcB(), genC(), genD()];
