// The four made-up research-computing estates: services, request flows, periodic jobs and the domain's normal noise.
import type { Level } from "./formats.js";
import { chance, hex, int, pick, type Rng } from "./rng.js";

export interface Step {
  svc: string;
  level: Level;
  msg: string;
  /** ms after the previous step */
  gap: number;
}
export type Said = [Level, string];

export interface Estate {
  id: EstateId;
  namespace: string;
  traces: boolean;
  services: string[];
  flows: { w: number; make: (r: Rng) => Step[] }[];
  periodic: { svc: string; every: number; make: (r: Rng) => Said }[];
  noisy: { svc: string; every: number; make: (r: Rng) => Said };
  domain: { svc: string; make: (r: Rng) => Said }[];
  deprecations: [string, string][];
  retries: { svc: string; make: (r: Rng) => [string, string] }[];
  deploys: { svc: string; make: (r: Rng) => string[] }[];
}
export type EstateId = "halden" | "brightwater" | "calder" | "tarn";

export const uid = (r: Rng) => pick(r, ["u", "s", "p"]) + int(r, 1000, 9899);
export const jobId = (r: Rng) => String(int(r, 4410000, 4499999));
export const node = (r: Rng, p = "cn") => `${p}${String(int(r, 1, 412)).padStart(3, "0")}`;
export const sample = (r: Rng) => `S-26-${String(int(r, 1, 9999)).padStart(5, "0")}`;
export const runId = (r: Rng) =>
  `2605${int(r, 10, 28)}_${pick(r, ["A01482", "A00917", "VH00341"])}_0${int(r, 300, 899)}_${pick(r, ["A", "B"])}H${hex(r, 7).toUpperCase()}`;
const ms = (r: Rng, lo: number, hi: number) => int(r, lo, hi);
const s = (svc: string, level: Level, msg: string, gap: number): Step => ({ svc, level, msg, gap });
const PARTS = ["standard", "standard", "highmem", "gpu-a100", "short", "long"];
const IP = (r: Rng, net = "10.12") => `${net}.${int(r, 0, 31)}.${int(r, 2, 250)}`;

// ---------------------------------------------------------------- Halden University Research Computing (Slurm + Lustre)
const halden: Estate = {
  id: "halden",
  namespace: "rc-prod",
  traces: false,
  services: [
    "ood-portal",
    "jupyterhub",
    "job-submit-api",
    "slurmctld",
    "slurmdbd",
    "lic-broker",
    "quota-agent",
    "hpc-login",
    "mpi-jobmon",
  ],
  flows: [
    {
      w: 4,
      make: (r) => {
        const j = jobId(r);
        const u = uid(r);
        const p = pick(r, PARTS);
        const n = int(r, 1, 16);
        return [
          s(
            "job-submit-api",
            "info",
            `POST /v1/jobs user=${u} partition=${p} nodes=${n} -> 201 (${ms(r, 30, 180)}ms)`,
            0,
          ),
          s(
            "slurmctld",
            "info",
            `_slurm_rpc_submit_batch_job: JobId=${j} InitPrio=${int(r, 1000, 40000)} usec=${int(r, 200, 2400)}`,
            ms(r, 5, 60),
          ),
          s(
            "slurmctld",
            "info",
            `sched: Allocate JobId=${j} NodeList=${node(r)}${n > 1 ? `,${node(r)}` : ""} #CPUs=${n * 64} Partition=${p}`,
            ms(r, 200, 4000),
          ),
          s("slurmdbd", "debug", `DBD_JOB_START: JobId=${j} cluster=halden`, ms(r, 20, 300)),
        ];
      },
    },
    {
      w: 4,
      make: (r) => {
        const j = jobId(r);
        const ok = chance(r, 0.9);
        return [
          s(
            "slurmctld",
            "info",
            ok
              ? `_job_complete: JobId=${j} WEXITSTATUS 0`
              : `_job_complete: JobId=${j} WEXITSTATUS ${pick(r, ["1", "2", "127", "137"])}`,
            0,
          ),
          s("slurmctld", "info", `_job_complete: JobId=${j} done`, ms(r, 1, 4)),
          s("slurmdbd", "debug", `DBD_JOB_COMPLETE: JobId=${j} state=${ok ? "COMPLETED" : "FAILED"}`, ms(r, 30, 400)),
          s(
            "mpi-jobmon",
            "info",
            `job ${j}: efficiency cpu=${int(r, 8, 99)}% mem=${int(r, 4, 96)}% ranks=${pick(r, [1, 32, 64, 128, 256, 512])} summary stored`,
            ms(r, 500, 3000),
          ),
        ];
      },
    },
    {
      w: 3,
      make: (r) => {
        const u = uid(r);
        const path = pick(r, [
          "/pun/sys/dashboard/activejobs",
          "/pun/sys/dashboard/files/fs//lustre/home",
          "/pun/sys/myjobs",
          "/pun/sys/dashboard/batch_connect/sessions",
          "/pun/sys/dashboard/apps/show/rstudio",
        ]);
        const steps = [
          s("ood-portal", "info", `Started GET "${path}" for ${IP(r)} (user ${u})`, 0),
          s(
            "ood-portal",
            "info",
            `Completed 200 OK in ${ms(r, 40, 900)}ms (Views: ${ms(r, 10, 300)}.${int(r, 0, 9)}ms | ActiveRecord: 0.0ms | Allocations: ${int(r, 4000, 90000)})`,
            ms(r, 40, 900),
          ),
        ];
        if (path.includes("activejobs"))
          steps.splice(1, 0, s("slurmctld", "debug", `_slurm_rpc_dump_jobs: usec=${int(r, 800, 9000)}`, ms(r, 5, 40)));
        return steps;
      },
    },
    {
      w: 2,
      make: (r) => {
        const u = uid(r);
        return [
          s(
            "jupyterhub",
            "info",
            `200 GET /hub/api/users/${u} (jupyterhub-idle-culler@127.0.0.1) ${int(r, 4, 40)}.${int(r, 10, 99)}ms`,
            0,
          ),
        ];
      },
    },
    {
      w: 1,
      make: (r) => {
        const u = uid(r);
        const j = jobId(r);
        return [
          s(
            "jupyterhub",
            "info",
            `[batchspawner] Spawning ${u}'s server on partition ${pick(r, ["interactive", "gpu-a100"])}`,
            0,
          ),
          s(
            "slurmctld",
            "info",
            `_slurm_rpc_submit_batch_job: JobId=${j} InitPrio=${int(r, 1000, 40000)} usec=${int(r, 200, 2400)}`,
            ms(r, 30, 200),
          ),
          s("jupyterhub", "info", `[batchspawner] Job ${j} still pending`, ms(r, 900, 3000)),
          s(
            "jupyterhub",
            "info",
            `User ${u} took ${int(r, 6, 80)}.${int(r, 100, 999)} seconds to start`,
            ms(r, 5000, 40000),
          ),
          s(
            "jupyterhub",
            "info",
            `Adding user ${u} to proxy /user/${u}/ => http://${node(r)}:${int(r, 40000, 60000)}`,
            ms(r, 10, 50),
          ),
        ];
      },
    },
    {
      w: 3,
      make: (r) => {
        const u = uid(r);
        const ip = IP(r, "10.40");
        const port = int(r, 40000, 65000);
        return [
          s(
            "hpc-login",
            "info",
            `sshd[${int(r, 2000, 99999)}]: Accepted publickey for ${u} from ${ip} port ${port} ssh2: ED25519 SHA256:${hex(r, 12)}`,
            0,
          ),
          s(
            "hpc-login",
            "info",
            `pam_unix(sshd:session): session opened for user ${u}(uid=${int(r, 10000, 60000)}) by (uid=0)`,
            ms(r, 5, 40),
          ),
        ];
      },
    },
    {
      w: 2,
      make: (r) => {
        const f = pick(r, ["MATLAB", "Distrib_Computing_Toolbox", "ansys_cfd", "comsol", "abaqus", "gaussian"]);
        const u = uid(r);
        const used = int(r, 3, 40);
        return [
          s("lic-broker", "info", `OUT: "${f}" ${u}@${node(r)} granted (in use ${used}/${used + int(r, 1, 20)})`, 0),
        ];
      },
    },
  ],
  periodic: [
    {
      svc: "slurmctld",
      every: 30,
      make: (r) => ["info", `backfill: beginning, ${int(r, 200, 4000)} jobs pending, ${int(r, 300, 900)} running`],
    },
    {
      svc: "slurmctld",
      every: 31,
      make: (r) => [
        "info",
        `backfill: reached end of job queue, tested ${int(r, 100, 900)} jobs, usec=${int(r, 90000, 900000)}`,
      ],
    },
    {
      svc: "slurmdbd",
      every: 60,
      make: (r) => ["info", `as_mysql_hourly_rollup: cluster=halden rollup took ${int(r, 80, 900)}ms`],
    },
    {
      svc: "lic-broker",
      every: 60,
      make: (r) => ["info", `lmstat poll ok: 6 features, ${int(r, 40, 120)} seats in use (${int(r, 20, 60)}ms)`],
    },
    {
      svc: "quota-agent",
      every: 45,
      make: (r) => [
        "info",
        `lfs quota sweep /lustre/scratch: ${int(r, 1800, 2100)} users checked in ${int(r, 3, 19)}.${int(r, 0, 9)}s`,
      ],
    },
    {
      svc: "mpi-jobmon",
      every: 20,
      make: (r) => ["info", `scraped ${int(r, 300, 900)} running jobs from squeue in ${int(r, 90, 700)}ms`],
    },
    { svc: "job-submit-api", every: 15, make: (r) => ["info", `GET /healthz -> 200 (${int(r, 1, 4)}ms)`] },
    {
      svc: "jupyterhub",
      every: 20,
      make: (r) => ["info", `200 GET /hub/health (@${IP(r, "10.12")}) ${int(r, 0, 2)}.${int(r, 10, 99)}ms`],
    },
    { svc: "ood-portal", every: 30, make: () => ["info", `Started GET "/ood/health" for 127.0.0.1 -> 200`] },
    {
      svc: "hpc-login",
      every: 50,
      make: (r) => ["info", `systemd-logind: New session ${int(r, 20000, 90000)} of user ${uid(r)}.`],
    },
  ],
  noisy: {
    svc: "quota-agent",
    every: 9,
    make: (r) =>
      chance(r, 0.6)
        ? [
            "warn",
            `user ${uid(r)} over soft block limit on /lustre/scratch (${int(r, 51, 80)}.${int(r, 0, 9)}T/50T), grace ${int(r, 1, 6)}d`,
          ]
        : [
            "error",
            `lfs quota -g ${pick(r, ["chem-old", "bio-legacy", "phys-archive"])} /lustre/project: group not found, skipping`,
          ],
  },
  domain: [
    { svc: "slurmctld", make: (r) => ["info", `job_time_limit: Time limit exhausted for JobId=${jobId(r)}`] },
    {
      svc: "slurmctld",
      make: (r) => [
        "error",
        `JobId=${jobId(r)} StepId=0 oom-kill event count: 1 (task exceeded requested memory --mem=${pick(r, [4, 8, 16, 32])}G)`,
      ],
    },
    {
      svc: "slurmctld",
      make: (r) => [
        "info",
        `update_node: node ${node(r)} reason set to: ${pick(r, ["firmware update", "DIMM replacement", "IB cable swap", "kernel patch"])}; state set to DRAINING`,
      ],
    },
    {
      svc: "lic-broker",
      make: (r) => [
        "warn",
        `QUEUED: "${pick(r, ["ansys_cfd", "abaqus", "comsol"])}" ${uid(r)}@${node(r)} (all seats in use, position ${int(r, 1, 6)})`,
      ],
    },
    {
      svc: "quota-agent",
      make: (r) => ["warn", `user ${uid(r)} over hard inode limit on /lustre/home (1000123/1000000), writes will fail`],
    },
    {
      svc: "hpc-login",
      make: (r) => [
        "warn",
        `sshd[${int(r, 2000, 99999)}]: Failed password for invalid user ${pick(r, ["admin", "test", "oracle", "ubuntu"])} from ${int(r, 40, 220)}.${int(r, 0, 255)}.${int(r, 0, 255)}.${int(r, 1, 254)} port ${int(r, 30000, 65000)} ssh2`,
      ],
    },
    {
      svc: "job-submit-api",
      make: (r) => [
        "warn",
        `POST /v1/jobs user=${uid(r)} -> 400 (sbatch: error: Requested time limit is invalid (missing or exceeds some limit))`,
      ],
    },
  ],
  deprecations: [
    ["jupyterhub", "[W] JupyterHub.admin_users is deprecated in JupyterHub 5.0, use Authenticator.admin_users"],
    [
      "ood-portal",
      "DEPRECATION WARNING: Using legacy connection handling is deprecated (called from block in <class:Application>)",
    ],
    ["mpi-jobmon", "DeprecationWarning: sacct --parsable2 output is deprecated; use --json"],
  ],
  retries: [
    {
      svc: "mpi-jobmon",
      make: (r) => [
        `squeue call failed (Socket timed out on send/recv operation), retry 1/3 in 2s`,
        `squeue retry succeeded, ${int(r, 300, 900)} jobs`,
      ],
    },
    {
      svc: "job-submit-api",
      make: (r) => [
        `slurmctld busy (EAGAIN) for user ${uid(r)}, retrying submit in 500ms`,
        `submit retry ok after 1 attempt`,
      ],
    },
  ],
  deploys: [
    {
      svc: "ood-portal",
      make: (r) => [
        `Restarting nginx for PUN of user ${uid(r)} (app config reload)`,
        `Reloaded ondemand.d/ondemand.yml (ood_portal v4.0.${int(r, 1, 8)})`,
      ],
    },
    {
      svc: "mpi-jobmon",
      make: (r) => [
        `received SIGHUP, reloading /etc/mpi-jobmon/config.toml`,
        `config reloaded: scrape_interval=20s exporters=${int(r, 2, 4)}`,
      ],
    },
    {
      svc: "lic-broker",
      make: () => [
        `lmreread requested by admin, re-reading options file /opt/flexlm/options/rc.opt`,
        `options file reloaded: 4 INCLUDE, 2 RESERVE lines`,
      ],
    },
  ],
};

// ---------------------------------------------------------------- Brightwater Genomics (sequencers, LIMS, Nextflow on the lab cluster)
const brightwater: Estate = {
  id: "brightwater",
  namespace: "gx-lab",
  traces: true,
  services: [
    "seq-uploader",
    "run-ingest",
    "lims-api",
    "nextflow-runner",
    "sample-qc",
    "variant-store",
    "results-portal",
    "report-builder",
    "notify-worker",
  ],
  flows: [
    {
      w: 4,
      make: (r) => {
        const c = `C-${int(r, 1000, 4999)}`;
        return [
          s("results-portal", "info", `GET /cases/${c}/variants 200 ${ms(r, 40, 600)}ms`, 0),
          s(
            "variant-store",
            "info",
            `query case=${c} filters=${pick(r, ["tier1", "tier1,tier2", "acmg>=LP", "panel:cardio-v3"])} rows=${int(r, 3, 400)} took=${ms(r, 5, 300)}ms`,
            ms(r, 5, 30),
          ),
          s("lims-api", "info", `GET /api/v2/cases/${c}/samples 200 ${ms(r, 3, 40)}ms`, ms(r, 5, 40)),
        ];
      },
    },
    {
      w: 2,
      make: (r) => {
        const c = `C-${int(r, 1000, 4999)}`;
        const rep = `R-${int(r, 10000, 99999)}`;
        return [
          s("results-portal", "info", `POST /cases/${c}/reports 202 ${ms(r, 20, 90)}ms`, 0),
          s("report-builder", "info", `Building report ${rep} for case ${c} (template clinical-wgs v7)`, ms(r, 10, 60)),
          s(
            "variant-store",
            "info",
            `query case=${c} filters=reportable rows=${int(r, 1, 40)} took=${ms(r, 5, 90)}ms`,
            ms(r, 20, 90),
          ),
          s(
            "report-builder",
            "info",
            `Rendered report ${rep} (${int(r, 6, 30)} pages) in ${ms(r, 400, 3000)} ms`,
            ms(r, 400, 3000),
          ),
          s(
            "notify-worker",
            "info",
            `ReportReadyMailer#deliver JID-${hex(r, 24)} INFO: done: ${int(r, 0, 1)}.${int(r, 100, 999)} sec`,
            ms(r, 200, 2000),
          ),
        ];
      },
    },
    {
      w: 4,
      make: (r) => {
        const sm = sample(r);
        const proc = pick(r, [
          "FASTP",
          "BWAMEM2_MEM",
          "GATK4_MARKDUPLICATES",
          "GATK4_BASERECALIBRATOR",
          "DEEPVARIANT",
          "MOSDEPTH",
          "BCFTOOLS_NORM",
        ]);
        const h = `${hex(r, 2)}/${hex(r, 6)}`;
        return [
          s("nextflow-runner", "info", `[${h}] Submitted process > NFCORE_SAREK:SAREK:${proc} (${sm})`, 0),
          s(
            "lims-api",
            "info",
            `PATCH /api/v2/samples/${sm}/status 200 ${ms(r, 4, 30)}ms (status=PROCESSING step=${proc.toLowerCase()})`,
            ms(r, 30, 300),
          ),
          s(
            "nextflow-runner",
            "info",
            `[${h}] Completed process > NFCORE_SAREK:SAREK:${proc} (${sm}) exit: 0`,
            ms(r, 2000, 20000),
          ),
        ];
      },
    },
    {
      w: 2,
      make: (r) => {
        const sm = sample(r);
        const cov = int(r, 28, 61);
        return [
          s(
            "sample-qc",
            "info",
            `${sm}: mean coverage ${cov}.${int(r, 0, 9)}x, contamination ${int(r, 0, 2)}.${int(r, 0, 9)}%, Q30 ${int(r, 88, 96)}.${int(r, 0, 9)}% -> PASS`,
            0,
          ),
          s("lims-api", "info", `POST /api/v2/samples/${sm}/qc 201 ${ms(r, 5, 40)}ms`, ms(r, 10, 80)),
        ];
      },
    },
    {
      w: 2,
      make: (r) => {
        const run = runId(r);
        const done = int(r, 100, 2400);
        return [
          s(
            "seq-uploader",
            "info",
            `run ${run}: uploaded ${done}/${done + int(r, 0, 2000)} files (${int(r, 1, 400)}.${int(r, 0, 9)} GiB, ${int(r, 80, 900)} MiB/s)`,
            0,
          ),
        ];
      },
    },
    {
      w: 1,
      make: (r) => {
        const sm = sample(r);
        const n = int(r, 3000, 90000);
        return [
          s(
            "variant-store",
            "info",
            `ingested ${n} variants for ${sm} from ${sm}.deepvariant.vcf.gz in ${ms(r, 300, 8000)}ms`,
            0,
          ),
          s(
            "lims-api",
            "info",
            `PATCH /api/v2/samples/${sm}/status 200 ${ms(r, 4, 30)}ms (status=VARIANTS_LOADED)`,
            ms(r, 10, 60),
          ),
        ];
      },
    },
  ],
  periodic: [
    {
      svc: "run-ingest",
      every: 30,
      make: (r) => ["info", `watching /seqdata/incoming: ${int(r, 2, 9)} runs in progress, 0 new CopyComplete.txt`],
    },
    { svc: "lims-api", every: 20, make: (r) => ["info", `GET /actuator/health 200 ${int(r, 2, 9)}ms`] },
    { svc: "results-portal", every: 15, make: (r) => ["info", `GET /healthz 200 ${int(r, 1, 5)}ms`] },
    {
      svc: "variant-store",
      every: 30,
      make: (r) => ["info", `pg pool stats: open=${int(r, 8, 20)} idle=${int(r, 3, 12)} waiting=0`],
    },
    { svc: "nextflow-runner", every: 40, make: (r) => ["info", `executor >  slurm (${int(r, 30, 300)})`] },
    { svc: "report-builder", every: 30, make: () => ["info", "Health check /health returned Healthy"] },
    {
      svc: "notify-worker",
      every: 25,
      make: (r) => [
        "info",
        `Sidekiq heartbeat: busy=${int(r, 0, 4)} enqueued=${int(r, 0, 12)} retries=${int(r, 0, 30)}`,
      ],
    },
    {
      svc: "sample-qc",
      every: 60,
      make: (r) => ["info", `MultiQC batch ${hex(r, 6)} rendered (${int(r, 8, 96)} samples)`],
    },
  ],
  noisy: {
    svc: "notify-worker",
    every: 8,
    make: (r) =>
      chance(r, 0.7)
        ? [
            "error",
            `Net::SMTPFatalError: 550 5.1.1 <${pick(r, ["dr.okafor", "m.lindqvist", "oncall-genetics", "t.baptiste"])}@stmarys-old.nhs.example>: Recipient address rejected (notification dropped)`,
          ]
        : ["warn", `ClinicianDigestJob: clinician ${int(r, 100, 999)} has no verified email, skipping`],
  },
  domain: [
    {
      svc: "sample-qc",
      make: (r) => [
        "warn",
        `${sample(r)}: mean coverage ${int(r, 9, 24)}.${int(r, 0, 9)}x < 30x -> FAIL (flagged for re-sequencing)`,
      ],
    },
    {
      svc: "sample-qc",
      make: (r) => ["warn", `${sample(r)}: FREEMIX ${int(r, 3, 9)}.${int(r, 0, 9)}% contamination -> FAIL`],
    },
    {
      svc: "nextflow-runner",
      make: (r) => [
        "info",
        `[${hex(r, 2)}/${hex(r, 6)}] Cached process > NFCORE_SAREK:SAREK:${pick(r, ["FASTP", "BWAMEM2_MEM", "GATK4_MARKDUPLICATES"])} (${sample(r)})`,
      ],
    },
    {
      svc: "nextflow-runner",
      make: (r) => [
        "warn",
        `[${hex(r, 2)}/${hex(r, 6)}] NOTE: Process \`NFCORE_SAREK:SAREK:GATK4_BASERECALIBRATOR (${sample(r)})\` terminated with an error exit status (140) -- Execution is retried (1)`,
      ],
    },
    {
      svc: "run-ingest",
      make: (r) => [
        "info",
        `run ${runId(r)} CopyComplete.txt found, RunCompletionStatus=CompletedAsPlanned, registering with LIMS`,
      ],
    },
    {
      svc: "lims-api",
      make: (r) => ["warn", `Sample ${sample(r)} received with tube barcode already in use (duplicate scan), ignored`],
    },
  ],
  deprecations: [
    [
      "lims-api",
      "HHH000511: The 10.4 version for [org.hibernate.dialect.PostgreSQLDialect] is no longer supported, hence certain features may not work properly",
    ],
    [
      "results-portal",
      "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    ],
    ["nextflow-runner", "WARN: The `when` process section is deprecated"],
  ],
  retries: [
    {
      svc: "seq-uploader",
      make: (r) => [
        `upload part ${int(r, 2, 900)} of ${runId(r)}: 503 SlowDown, retrying in 400ms (attempt 1/5)`,
        `upload part retried ok`,
      ],
    },
    {
      svc: "results-portal",
      make: () => ["lims-api request failed (ECONNRESET), retrying once", "lims-api retry ok 200"],
    },
  ],
  deploys: [
    {
      svc: "results-portal",
      make: (r) => [
        `Server listening on :3000 (results-portal v5.${int(r, 2, 9)}.${int(r, 0, 9)}, NODE_ENV=production)`,
      ],
    },
    {
      svc: "sample-qc",
      make: (r) => [`Loaded thresholds profile wgs-germline-v${int(r, 3, 6)} (reloaded from configmap)`],
    },
    {
      svc: "report-builder",
      make: (r) => [
        `Application started. Hosting environment: Production; Content root path: /app (report-builder 3.${int(r, 1, 9)}.0)`,
      ],
    },
  ],
};

// ---------------------------------------------------------------- Calder Institute clinical genomics (Cromwell on cloud batch)
const calder: Estate = {
  id: "calder",
  namespace: "clin-gx",
  traces: true,
  services: [
    "intake-api",
    "cromwell",
    "batch-watcher",
    "ref-cache",
    "annotator",
    "clinician-portal",
    "auth-gw",
    "billing-meter",
    "case-api",
    "object-sync",
  ],
  flows: [
    {
      w: 4,
      make: (r) => {
        const c = `CX${int(r, 100000, 999999)}`;
        return [
          s(
            "auth-gw",
            "info",
            `token ok sub=clin-${int(r, 100, 999)} aud=clinician-portal exp_in=${int(r, 60, 3500)}s`,
            0,
          ),
          s("clinician-portal", "info", `GET /api/cases/${c} 200 - ${ms(r, 30, 500)} ms`, ms(r, 2, 20)),
          s("case-api", "info", `GET /cases/${c} -> 200 in ${ms(r, 4, 80)} ms`, ms(r, 2, 20)),
        ];
      },
    },
    {
      w: 2,
      make: (r) => {
        const o = `ORD-${int(r, 100000, 999999)}`;
        const wf = `${hex(r, 8)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 12)}`;
        return [
          s(
            "intake-api",
            "info",
            `Order ${o} accepted from EHR feed (specimen ${pick(r, ["blood", "saliva", "FFPE"])}, panel ${pick(r, ["WGS-trio", "exome-solo", "cardio-v3", "onco-hotspot"])})`,
            0,
          ),
          s("case-api", "info", `POST /cases -> 201 in ${ms(r, 10, 90)} ms`, ms(r, 10, 60)),
          s("cromwell", "info", `WorkflowManagerActor: Successfully started WorkflowActor-${wf}`, ms(r, 200, 2000)),
          s(
            "cromwell",
            "info",
            `MaterializeWorkflowDescriptorActor [UUID(${wf.slice(0, 8)})]: Call-to-Backend assignments: germline.align -> AWSBatch, germline.call -> AWSBatch`,
            ms(r, 20, 200),
          ),
        ];
      },
    },
    {
      w: 4,
      make: (r) => {
        const bj = `${hex(r, 8)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 12)}`;
        const task = pick(r, ["germline.align", "germline.markdup", "germline.call", "germline.joint", "annotate.vep"]);
        return [
          s(
            "cromwell",
            "info",
            `AwsBatchAsyncBackendJobExecutionActor [UUID(${hex(r, 8)})${task}:NA:1]: Status change from Initializing to Running`,
            0,
          ),
          s(
            "batch-watcher",
            "info",
            `job ${bj} ${pick(r, ["RUNNABLE->STARTING", "STARTING->RUNNING", "RUNNING->SUCCEEDED"])} queue=gx-spot-${pick(r, ["a", "b"])}`,
            ms(r, 100, 3000),
          ),
          s(
            "ref-cache",
            "info",
            `GET /refs/GRCh38/${pick(r, ["Homo_sapiens_assembly38.fasta", "dbsnp138.vcf.gz", "bwa-index.tar"])} HIT ${int(r, 1, 40)}ms`,
            ms(r, 50, 400),
          ),
        ];
      },
    },
    {
      w: 2,
      make: (r) => {
        const c = `CX${int(r, 100000, 999999)}`;
        return [
          s(
            "annotator",
            "info",
            `annotated ${int(r, 2000, 90000)} variants for ${c} (VEP 112, cache hit ${int(r, 92, 99)}%) in ${int(r, 3, 90)}s`,
            0,
          ),
          s("case-api", "info", `PUT /cases/${c}/annotations -> 204 in ${ms(r, 10, 120)} ms`, ms(r, 20, 100)),
          s(
            "object-sync",
            "info",
            `synced s3://calder-clin-results/${c}/ (${int(r, 3, 40)} objects, ${int(r, 1, 900)} MiB)`,
            ms(r, 300, 4000),
          ),
        ];
      },
    },
    {
      w: 1,
      make: (r) => [
        s(
          "billing-meter",
          "info",
          `metered batch job cost ${int(r, 0, 9)}.${int(r, 10, 99)} USD (${pick(r, ["r6id.4xlarge", "c6i.8xlarge", "m6i.2xlarge"])}, ${int(r, 4, 300)} min)`,
          0,
        ),
      ],
    },
  ],
  periodic: [
    {
      svc: "cromwell",
      every: 30,
      make: (r) => ["info", `WorkflowStoreHeartbeatWriteActor: Wrote ${int(r, 5, 80)} heartbeats`],
    },
    {
      svc: "batch-watcher",
      every: 10,
      make: (r) => [
        "info",
        `poll DescribeJobs: ${int(r, 20, 300)} active jobs, ${int(r, 0, 12)} transitions (${int(r, 40, 300)}ms)`,
      ],
    },
    {
      svc: "ref-cache",
      every: 30,
      make: (r) => [
        "info",
        `cache stats: ${int(r, 40, 60)} objects, ${int(r, 700, 900)} GiB, hit ratio 0.${int(r, 93, 99)}`,
      ],
    },
    {
      svc: "auth-gw",
      every: 60,
      make: () => ["info", "jwks refreshed from https://login.calder.example/.well-known/jwks.json (3 keys)"],
    },
    {
      svc: "intake-api",
      every: 20,
      make: (r) => [
        "info",
        `Health check 'db' completed after ${int(r, 1, 9)}.${int(r, 1000, 9999)}ms with status Healthy`,
      ],
    },
    { svc: "case-api", every: 15, make: (r) => ["info", `GET /actuator/health -> 200 in ${int(r, 1, 5)} ms`] },
    {
      svc: "object-sync",
      every: 30,
      make: (r) => ["info", `outbox scan: ${int(r, 0, 20)} pending, spool ${int(r, 10, 40)}% used`],
    },
    { svc: "clinician-portal", every: 20, make: (r) => ["info", `GET /healthz 200 - ${int(r, 1, 4)} ms`] },
    {
      svc: "annotator",
      every: 45,
      make: (r) => ["info", `worker pool: ${int(r, 2, 8)}/8 busy, queue depth ${int(r, 0, 30)}`],
    },
  ],
  noisy: {
    svc: "billing-meter",
    every: 7,
    make: (r) =>
      chance(r, 0.75)
        ? [
            "warn",
            `price for ${pick(r, ["r6id.8xlarge", "x2iedn.4xlarge", "g5.2xlarge"])} spot in eu-west-2${pick(r, ["a", "b", "c"])} not in price list, falling back to on-demand rate`,
          ]
        : [
            "error",
            `Aws::CostExplorer::Errors::DataUnavailableException: Data is not available for ${pick(r, ["2026-05-31", "2026-06-01"])} (skipping reconciliation)`,
          ],
  },
  domain: [
    {
      svc: "cromwell",
      make: (r) => [
        "warn",
        `AwsBatchAsyncBackendJobExecutionActor [UUID(${hex(r, 8)})germline.call:NA:1]: job was preempted (Host EC2 (instance i-${hex(r, 17)}) terminated.), retrying attempt 2`,
      ],
    },
    {
      svc: "cromwell",
      make: (r) => [
        "info",
        `CallCacheHashingJobActor: call cache hit for germline.align:${int(r, 0, 40)}:1, copying outputs from previous workflow ${hex(r, 8)}`,
      ],
    },
    {
      svc: "batch-watcher",
      make: (r) => [
        "warn",
        `job ${hex(r, 8)}-${hex(r, 4)} FAILED: OutOfMemoryError: Container killed due to memory usage (requested ${pick(r, [8, 16, 32])} GiB) - task will be retried with more memory`,
      ],
    },
    {
      svc: "intake-api",
      make: (r) => ["warn", `Order ORD-${int(r, 100000, 999999)} held: consent form not yet received`],
    },
    {
      svc: "annotator",
      make: (r) => [
        "warn",
        `variant chr${int(r, 1, 22)}:${int(r, 10000, 240000000)} has no transcript overlap in MANE v1.3, annotated as intergenic`,
      ],
    },
  ],
  deprecations: [
    [
      "intake-api",
      "warn: Microsoft.AspNetCore.Server.Kestrel[0] Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead.",
    ],
    [
      "clinician-portal",
      "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    ],
    ["cromwell", "WARN  - 'system.input-read-limits' is deprecated and will be removed in a future release"],
  ],
  retries: [
    {
      svc: "object-sync",
      make: () => ["PutObject retry 1/5 after RequestTimeout", "PutObject succeeded on attempt 2"],
    },
    {
      svc: "case-api",
      make: () => ["Retrying call to annotator after 503 (attempt 1)", "annotator call succeeded on retry"],
    },
  ],
  deploys: [
    {
      svc: "clinician-portal",
      make: (r) => [`ready - started server on 0.0.0.0:3000 (clinician-portal 2.${int(r, 10, 40)}.${int(r, 0, 9)})`],
    },
    { svc: "billing-meter", make: () => ["Reloaded pricing config from s3://calder-ops/pricing/2026-06.yaml"] },
    { svc: "annotator", make: (r) => [`Starting gunicorn 22.0.0`, `Booting worker with pid: ${int(r, 10, 99)}`] },
  ],
};

// ---------------------------------------------------------------- Tarn Bioinformatics Core (JupyterHub + Slurm REST + GPFS + commercial licences)
const tarn: Estate = {
  id: "tarn",
  namespace: "tarn-core",
  traces: false,
  services: [
    "hub",
    "chp-proxy",
    "slurmrestd",
    "slurmctld",
    "gpfs-mon",
    "lic-proxy",
    "portal-api",
    "data-mover",
    "ldap-sync",
  ],
  flows: [
    {
      w: 4,
      make: (r) => {
        const u = uid(r);
        return [s("chp-proxy", "info", `200 GET /user/${u}/api/kernels?${int(r, 1e12, 2e12)} ${ms(r, 2, 40)}ms`, 0)];
      },
    },
    {
      w: 2,
      make: (r) => {
        const u = uid(r);
        return [
          s(
            "hub",
            "info",
            `200 GET /hub/api/users/${u}/server/progress (${u}@10.8.${int(r, 0, 9)}.${int(r, 2, 250)}) ${int(r, 3, 40)}.${int(r, 10, 99)}ms`,
            0,
          ),
          s("chp-proxy", "info", `200 GET /hub/api/users/${u}/server/progress ${ms(r, 3, 50)}ms`, ms(r, 1, 5)),
        ];
      },
    },
    {
      w: 3,
      make: (r) => {
        const j = jobId(r);
        const u = uid(r);
        return [
          s("portal-api", "info", `method=POST path=/api/jobs user=${u} status=201 dur=${ms(r, 40, 300)}ms`, 0),
          s(
            "slurmrestd",
            "info",
            `operations_router: [[unix]:${int(r, 100, 999)}] POST /slurm/v0.0.41/job/submit`,
            ms(r, 3, 30),
          ),
          s(
            "slurmctld",
            "info",
            `_slurm_rpc_submit_batch_job: JobId=${j} InitPrio=${int(r, 1000, 9000)} usec=${int(r, 200, 2000)}`,
            ms(r, 5, 40),
          ),
        ];
      },
    },
    {
      w: 3,
      make: (r) => [
        s("portal-api", "info", `method=GET path=/api/jobs user=${uid(r)} status=200 dur=${ms(r, 20, 200)}ms`, 0),
        s(
          "slurmrestd",
          "info",
          `operations_router: [[unix]:${int(r, 100, 999)}] GET /slurm/v0.0.41/jobs`,
          ms(r, 2, 20),
        ),
      ],
    },
    {
      w: 2,
      make: (r) => {
        const j = jobId(r);
        return [
          s(
            "slurmctld",
            "info",
            `sched/backfill: _start_job: Started JobId=${j} in ${pick(r, ["cpu", "bigmem", "gpu"])} on ${node(r, "tc-n")}`,
            0,
          ),
          s("slurmctld", "info", `_job_complete: JobId=${j} WEXITSTATUS 0`, ms(r, 2000, 30000)),
        ];
      },
    },
    {
      w: 1,
      make: (r) => {
        const f = pick(r, ["clc_genomics_wb", "geneious", "matlab", "ipa"]);
        return [
          s(
            "lic-proxy",
            "info",
            `checkout ${f} for ${uid(r)}@${node(r, "tc-n")}: granted (${int(r, 1, 20)}/${int(r, 20, 40)})`,
            0,
          ),
        ];
      },
    },
    {
      w: 1,
      make: (r) => [
        s(
          "data-mover",
          "info",
          `transfer ${hex(r, 8)}-${hex(r, 4)} ${pick(r, ["SUCCEEDED", "ACTIVE"])} ${int(r, 1, 900)} files ${int(r, 1, 400)} GB from ${pick(r, ["Sequencing Core DTN", "EBI ENA Aspera", "tarn#gpfs-projects"])}`,
          0,
        ),
      ],
    },
  ],
  periodic: [
    {
      svc: "hub",
      every: 30,
      make: (r) => [
        "info",
        `[jupyterhub-idle-culler] Culling server for ${uid(r)} (inactive for ${int(r, 3601, 9000)}s)`,
      ],
    },
    {
      svc: "hub",
      every: 10,
      make: (r) => ["info", `200 GET /hub/health (@10.8.0.${int(r, 2, 9)}) ${int(r, 0, 2)}.${int(r, 10, 99)}ms`],
    },
    {
      svc: "chp-proxy",
      every: 60,
      make: (r) => ["info", `${int(r, 80, 240)} routes (hub checked ${int(r, 80, 240)} at last sync)`],
    },
    {
      svc: "gpfs-mon",
      every: 30,
      make: (r) => [
        "info",
        `mmhealth cluster: NSD HEALTHY, FILESYSTEM HEALTHY (projects ${int(r, 61, 74)}% used, scratch ${int(r, 40, 79)}% used)`,
      ],
    },
    {
      svc: "ldap-sync",
      every: 60,
      make: (r) => [
        "info",
        `synced ${int(r, 1300, 1400)} users, ${int(r, 200, 230)} groups from ou=people,dc=tarn,dc=ac,dc=uk in ${int(r, 300, 900)}ms`,
      ],
    },
    {
      svc: "lic-proxy",
      every: 45,
      make: (r) => ["info", `lmstat -a: ${int(r, 4, 6)} features, ${int(r, 10, 60)} in use`],
    },
    { svc: "slurmctld", every: 30, make: (r) => ["info", `backfill: beginning, ${int(r, 30, 800)} jobs pending`] },
    {
      svc: "portal-api",
      every: 15,
      make: (r) => ["info", `method=GET path=/healthz status=200 dur=${int(r, 0, 2)}ms`],
    },
    { svc: "data-mover", every: 60, make: (r) => ["info", `poll globus: ${int(r, 0, 7)} active tasks`] },
  ],
  noisy: {
    svc: "chp-proxy",
    every: 6,
    make: (r) => {
      const u = uid(r);
      return [
        "error",
        `503 GET /user/${u}/api/kernels/${hex(r, 8)}-${hex(r, 4)}/channels connect ECONNREFUSED 10.42.${int(r, 0, 9)}.${int(r, 2, 250)}:8888`,
      ];
    },
  },
  domain: [
    { svc: "slurmctld", make: (r) => ["info", `job_time_limit: Time limit exhausted for JobId=${jobId(r)}`] },
    {
      svc: "slurmctld",
      make: (r) => [
        "info",
        `update_node: node tc-n${int(r, 10, 99)} state set to DRAINING, reason: ${pick(r, ["bios upgrade", "gpu xid 79", "planned maint"])}`,
      ],
    },
    { svc: "lic-proxy", make: (r) => ["warn", `checkout clc_genomics_wb for ${uid(r)}: queued, all 8 seats in use`] },
    {
      svc: "gpfs-mon",
      make: (r) => [
        "warn",
        `fileset proj-${pick(r, ["neuro", "plant", "micro", "chem"])} at ${int(r, 90, 99)}% of block quota`,
      ],
    },
    { svc: "hub", make: (r) => ["warn", `User ${uid(r)}'s server exited: Job cancelled (DUE TO TIME LIMIT)`] },
    {
      svc: "portal-api",
      make: (r) => [
        "warn",
        `method=POST path=/api/jobs user=${uid(r)} status=400 dur=${int(r, 5, 40)}ms err="account not in allocation proj-${int(r, 100, 999)}"`,
      ],
    },
  ],
  deprecations: [
    ["hub", "[W] Config option `c.KubeSpawner.singleuser_image_spec` is deprecated, use `image`"],
    ["slurmrestd", "warning: data_parser/v0.0.39 is deprecated and will be removed in the next release"],
    ["portal-api", 'level=warn msg="gorilla/mux is unmaintained, migrate router"'],
  ],
  retries: [
    { svc: "data-mover", make: () => ["globus transfer API 502, retrying (1/4)", "globus transfer API retry ok"] },
    { svc: "portal-api", make: () => ["slurmrestd returned 503, retry 1", "slurmrestd retry ok status=200"] },
  ],
  deploys: [
    {
      svc: "portal-api",
      make: (r) => [
        `starting portal-api v1.${int(r, 10, 30)}.${int(r, 0, 9)} (commit ${hex(r, 7)})`,
        "listening on :8080",
      ],
    },
    { svc: "gpfs-mon", make: () => ["reloaded thresholds from /etc/gpfs-mon/thresholds.yaml"] },
    { svc: "ldap-sync", make: () => ["config reloaded (SIGHUP)"] },
  ],
};

export const ESTATES: Record<EstateId, Estate> = { halden, brightwater, calder, tarn };
