// The three made-up laboratories of holdout119: services, request flows, periodic jobs, noisy lines, deploys.
import type { Level } from "./formats.js";
import * as id from "./ids.js";
import type { Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";
export interface Out {
  level: Level;
  msg: string;
  stack?: string[];
  kind?: string;
}
export type Tpl = (r: Rng, v: Vars) => Out;
export type Vars = Record<string, string>;
export interface Step {
  svc: string;
  gap: [number, number]; // ms after the previous step
  tpl: Tpl;
}
export interface Flow {
  perMin: number;
  vars: (r: Rng) => Vars;
  steps: Step[];
}
export interface Periodic {
  svc: string;
  perMin: number;
  tpl: Tpl;
}
export interface Estate {
  key: string;
  namespace: string;
  traces: boolean;
  runtime: Record<string, Runtime>;
  flows: Flow[];
  periodic: Periodic[];
  noisy: Periodic[]; // one is chosen per file
  benign: Periodic[]; // domain noise that is louder in quiet windows
  deploys: { svc: string; lines: (r: Rng) => Out[] }[];
}

export const I = (msg: string): Out => ({ level: "info", msg });
export const W = (msg: string): Out => ({ level: "warn", msg });
export const E = (msg: string, stack?: string[], kind?: string): Out => ({ level: "error", msg, stack, kind });
export const D = (msg: string): Out => ({ level: "debug", msg });

export function health(rt: Runtime, svc: string, r: Rng): Out {
  switch (rt) {
    case "java":
      return D(`GET /actuator/health -> 200 (${r.int(1, 6)} ms)`);
    case "go":
      return I(`http: GET /healthz 200 ${r.int(90, 900)}µs`);
    case "python":
      return I(`${id.ip(r)}:${r.int(30000, 60000)} - "GET /healthz HTTP/1.1" 200`);
    case "node":
      return I(`GET /healthz 200 ${(r.next() * 3 + 0.4).toFixed(3)} ms - 15`);
    case "dotnet":
      return I(`Request finished HTTP/1.1 GET http://${svc}:8080/health - 200 - text/plain 0.${r.int(100, 999)}ms`);
    case "ruby":
      return I(
        `Completed 200 OK in ${r.int(1, 4)}ms (ActiveRecord: 0.${r.int(1, 9)}ms | Allocations: ${r.int(90, 400)})`,
      );
    case "cpp":
      return D(`heartbeat ok (uptime ${r.int(3000, 90000)}s)`);
  }
}

// ---------------------------------------------------------------- Cedar Clinical Genomics (clinical lab)
const cedar: Estate = {
  key: "cedar",
  namespace: "cedar-clinical",
  traces: true,
  runtime: {
    "order-portal": "node",
    "accession-api": "java",
    "lims-core": "java",
    "hamilton-bridge": "python",
    "seq-uploader": "go",
    "demux-svc": "python",
    "pipeline-runner": "python",
    "variant-annotator": "java",
    "report-svc": "dotnet",
    "billing-bridge": "ruby",
  },
  flows: [
    {
      perMin: 12,
      vars: (r) => ({ ord: id.order(r), sid: id.sampleId(r), tube: `T${r.digits(9)}`, ms: String(id.ms(r, 60, 400)) }),
      steps: [
        { svc: "order-portal", gap: [0, 0], tpl: (_r, v) => I(`POST /api/v1/orders 201 ${v.ms} ms - 412`) },
        {
          svc: "accession-api",
          gap: [20, 90],
          tpl: (r, v) =>
            I(
              `Order ${v.ord} accepted: test=${r.pick(["HCP-84", "CARDIO-174", "EXOME-TRIO", "NEURO-310"])} specimen=blood-EDTA`,
            ),
        },
        {
          svc: "lims-core",
          gap: [15, 80],
          tpl: (_r, v) => I(`Sample ${v.sid} created for ${v.ord}, tube ${v.tube} awaiting receipt`),
        },
      ],
    },
    {
      perMin: 26,
      vars: (r) => ({ rid: id.report(r), ms: String(id.ms(r, 30, 260)) }),
      steps: [
        {
          svc: "order-portal",
          gap: [0, 0],
          tpl: (_r, v) => I(`GET /api/v1/reports/${v.rid} 200 ${v.ms} ms - ${v.ms}88`),
        },
        {
          svc: "report-svc",
          gap: [5, 40],
          tpl: (r, v) => I(`Served report ${v.rid} (application/pdf, ${r.int(180, 900)} KB) from cache`),
        },
      ],
    },
    {
      perMin: 18,
      vars: (r) => ({ sid: id.sampleId(r), ms: String(id.ms(r, 4, 60)) }),
      steps: [
        {
          svc: "accession-api",
          gap: [0, 0],
          tpl: (_r, v) => I(`GET /api/samples/${v.sid} -> 200 (${v.ms} ms)`),
        },
        {
          svc: "lims-core",
          gap: [1, 10],
          tpl: (r, v) =>
            D(
              `SampleRepository.findByAccession(${v.sid}) status=${r.pick(["RECEIVED", "IN_PREP", "SEQUENCING", "ANALYSIS"])}`,
            ),
        },
      ],
    },
    {
      perMin: 2.5,
      vars: (r) => ({ plate: id.plate(r), star: `STAR-0${r.int(1, 4)}` }),
      steps: [
        { svc: "hamilton-bridge", gap: [0, 0], tpl: (_r, v) => I(`${v.star} requested worklist for plate ${v.plate}`) },
        {
          svc: "lims-core",
          gap: [30, 200],
          tpl: (r, v) => I(`Worklist ${v.plate}: ${r.int(60, 94)} samples, protocol KAPA_HyperPrep_v3`),
        },
        {
          svc: "hamilton-bridge",
          gap: [400, 2000],
          tpl: (_r, v) => I(`${v.star} method LibPrep_HyperPrep_v3.med started for plate ${v.plate}`),
        },
      ],
    },
    {
      perMin: 0.5,
      vars: (r) => ({ run: id.runId(r), n: String(r.int(40, 96)) }),
      steps: [
        {
          svc: "seq-uploader",
          gap: [0, 0],
          tpl: (r, v) =>
            I(`run ${v.run}: CopyComplete.txt seen, upload finished (${r.int(180, 900)} GiB in ${r.int(9, 40)}m)`),
        },
        {
          svc: "demux-svc",
          gap: [800, 3000],
          tpl: (_r, v) => I(`run ${v.run}: bcl-convert started, lanes 1-4, ${v.n} samples`),
        },
        {
          svc: "lims-core",
          gap: [100, 600],
          tpl: (_r, v) => I(`Run ${v.run} state changed SEQUENCING -> DEMULTIPLEXING`),
        },
      ],
    },
    {
      perMin: 5,
      vars: (r) => ({ sid: id.sampleId(r), rid: id.report(r), job: id.job(r), n: String(r.int(18000, 41000)) }),
      steps: [
        {
          svc: "pipeline-runner",
          gap: [0, 0],
          tpl: (r, v) => I(`[${v.sid}] task CALL_DEEPVARIANT (slurm ${v.job}) completed in ${r.int(14, 70)}m`),
        },
        {
          svc: "variant-annotator",
          gap: [200, 1500],
          tpl: (r, v) =>
            I(`Annotated ${v.n} variants for ${v.sid} in ${r.int(2, 9)}.${r.int(1, 9)}s (VEP 111, ClinVar 2026-05)`),
        },
        { svc: "report-svc", gap: [100, 900], tpl: (_r, v) => I(`Draft report ${v.rid} generated for ${v.sid}`) },
      ],
    },
    {
      perMin: 1.5,
      vars: (r) => ({ rid: id.report(r), dr: id.doctor(r), payer: id.payer(r), clm: `CLM${r.digits(8)}` }),
      steps: [
        { svc: "report-svc", gap: [0, 0], tpl: (_r, v) => I(`Report ${v.rid} signed out by ${v.dr}`) },
        {
          svc: "billing-bridge",
          gap: [200, 1200],
          tpl: (r, v) =>
            I(`Claim ${v.clm} queued for ${v.payer} (CPT ${r.pick(["81432", "81162", "81415", "81479"])})`),
        },
      ],
    },
  ],
  periodic: [
    {
      svc: "lims-core",
      perMin: 1,
      tpl: (r) => I(`HikariPool-1 - Pool stats (total=30, active=${r.int(1, 7)}, idle=${r.int(20, 28)}, waiting=0)`),
    },
    { svc: "lims-core", perMin: 0.5, tpl: (r) => I(`Scheduled task SampleAgingJob finished in ${r.int(40, 400)} ms`) },
    {
      svc: "pipeline-runner",
      perMin: 4,
      tpl: (r) =>
        I(
          `[${id.sampleId(r)}] task ${r.pick(["ALIGN_BWA", "MARKDUP", "BQSR", "CALL_DEEPVARIANT", "CNV_GATK"])} submitted (slurm ${id.job(r)}, partition=${r.pick(["cpu", "cpu", "gpu-low"])})`,
        ),
    },
    {
      svc: "seq-uploader",
      perMin: 3,
      tpl: (r) =>
        I(`run ${id.runId(r)}: synced ${r.int(200, 4000)} files (${r.int(2, 40)} GiB), ${r.int(80, 420)} MiB/s`),
    },
    {
      svc: "hamilton-bridge",
      perMin: 1.5,
      tpl: (r) =>
        I(
          `STAR-0${r.int(1, 4)} status=${r.pick(["IDLE", "RUNNING", "RUNNING"])} door=closed tips_remaining=${r.int(100, 960)}`,
        ),
    },
    {
      svc: "billing-bridge",
      perMin: 0.7,
      tpl: (r) =>
        I(`Performed ClaimStatusPollJob (Job ID: ${r.hex(24)}) from Sidekiq(default) in ${r.int(300, 2400)}ms`),
    },
    {
      svc: "variant-annotator",
      perMin: 0.3,
      tpl: () => W(`Property 'vep.cache.legacy-path' is deprecated and will be removed in 3.0; use 'vep.cache.dir'`),
    },
    {
      svc: "order-portal",
      perMin: 1.2,
      tpl: (r) => I(`session expired for user ${r.pick(["npi", "ext"])}-${r.digits(7)} after 30m idle`),
    },
  ],
  noisy: [
    {
      svc: "hamilton-bridge",
      perMin: 6,
      tpl: (r) =>
        E(`STAR-01 deck barcode reader: carrier position ${r.int(1, 24)} unreadable, using manual position map`),
    },
    {
      svc: "order-portal",
      perMin: 5,
      tpl: () => E("CSP violation report: script-src 'https://www.googletagmanager.com' blocked on /orders/new"),
    },
  ],
  benign: [
    {
      svc: "lims-core",
      perMin: 0.6,
      tpl: (r) =>
        W(
          `Sample ${id.sampleId(r)} failed QC: DNA yield ${(r.next() * 1.5 + 0.2).toFixed(2)} ng/uL below 2.0 ng/uL, recollection requested`,
        ),
    },
    {
      svc: "demux-svc",
      perMin: 0.3,
      tpl: (r) =>
        W(
          `run ${id.runId(r)} lane ${r.int(1, 4)}: %>=Q30 ${r.int(62, 74)}.${r.int(0, 9)} below 75.0 threshold, lane flagged for review`,
        ),
    },
    {
      svc: "pipeline-runner",
      perMin: 0.5,
      tpl: (r) => W(`slurm job ${id.job(r)} PREEMPTED on partition gpu-low, requeued (attempt 2/3)`),
    },
    {
      svc: "report-svc",
      perMin: 0.4,
      tpl: (r) => I(`Report ${id.report(r)} held for second review (VUS in ${id.gene(r)})`),
    },
    {
      svc: "billing-bridge",
      perMin: 0.3,
      tpl: (r) => W(`Retrying ClaimSubmitJob after Faraday::TimeoutError (attempt 1/5), claim CLM${r.digits(8)}`),
    },
  ],
  deploys: [
    {
      svc: "accession-api",
      lines: (r) => [
        I("Stopping service [Tomcat]"),
        I(`Starting AccessionApiApplication v4.${r.int(10, 30)}.${r.int(0, 9)} using Java 21.0.3 with PID 1`),
        I(`Tomcat started on port 8080 (http) with context path '/'`),
        I(
          `Started AccessionApiApplication in ${r.int(9, 20)}.${r.int(100, 999)} seconds (process running for ${r.int(21, 30)}.1)`,
        ),
      ],
    },
    {
      svc: "report-svc",
      lines: (r) => [
        I("Application is shutting down..."),
        I(`Now listening on: http://[::]:8080`),
        I(`Hosting environment: Production; Content root path: /app; build 2026.5.${r.int(1, 30)}`),
      ],
    },
    {
      svc: "variant-annotator",
      lines: (r) => [
        I(
          `Refreshing ClinVar snapshot: loaded ${r.int(2300, 2400)},${r.int(100, 999)} records from clinvar_20260511.vcf.gz`,
        ),
        I("Annotation cache warmed (gnomAD v4.1 exomes)"),
      ],
    },
  ],
};

// ---------------------------------------------------------------- Lakeshore Sequencing Core (research core)
const lakeshore: Estate = {
  key: "lakeshore",
  namespace: "seqcore",
  traces: false,
  runtime: {
    "core-submit": "ruby",
    "sample-registry": "python",
    "run-watcher": "go",
    "bclconvert-worker": "cpp",
    "slurm-gw": "python",
    "align-qc": "python",
    "delivery-svc": "go",
    "ilab-billing": "dotnet",
    "notify-svc": "node",
    "storage-janitor": "python",
  },
  flows: [
    {
      perMin: 3,
      vars: (r) => ({ sub: `SUB-${r.digits(5)}`, proj: id.project(r), n: String(r.int(4, 96)) }),
      steps: [
        {
          svc: "core-submit",
          gap: [0, 0],
          tpl: (r, v) =>
            I(
              `Completed 302 Found in ${r.int(80, 400)}ms (ActiveRecord: ${r.int(5, 40)}.2ms) POST /submissions ${v.sub}`,
            ),
        },
        {
          svc: "sample-registry",
          gap: [30, 200],
          tpl: (_r, v) => I(`registered ${v.n} samples for submission ${v.sub} (project ${v.proj})`),
        },
      ],
    },
    {
      perMin: 16,
      vars: (r) => ({ proj: id.project(r) }),
      steps: [
        {
          svc: "core-submit",
          gap: [0, 0],
          tpl: (r) =>
            I(
              `Completed 200 OK in ${r.int(20, 300)}ms (Views: ${r.int(5, 60)}.1ms | ActiveRecord: ${r.int(2, 30)}.4ms | Allocations: ${r.int(4000, 40000)})`,
            ),
        },
        {
          svc: "sample-registry",
          gap: [2, 40],
          tpl: (r, v) => I(`"GET /api/projects/${v.proj}/samples HTTP/1.1" 200 ${r.int(800, 90000)}`),
        },
      ],
    },
    {
      perMin: 0.4,
      vars: (r) => ({ run: id.runId(r, r.pick(["LH00231", "A00917", "M05512"])), job: id.job(r) }),
      steps: [
        {
          svc: "run-watcher",
          gap: [0, 0],
          tpl: (r, v) => I(`run ${v.run}: RTAComplete.txt detected (${r.pick([151, 301, 317])} cycles)`),
        },
        {
          svc: "sample-registry",
          gap: [100, 600],
          tpl: (r, v) => I(`run ${v.run} linked to ${r.int(12, 380)} libraries`),
        },
        {
          svc: "slurm-gw",
          gap: [100, 600],
          tpl: (_r, v) => I(`Submitted batch job ${v.job} (bclconvert ${v.run}) partition=seq`),
        },
        {
          svc: "bclconvert-worker",
          gap: [2000, 6000],
          tpl: (_r, v) =>
            I(
              `bcl-convert Version 00.000.000.4.2.7 starting: --bcl-input-directory /seqdata/runs/${v.run} --output-directory /seqdata/fastq/${v.run}`,
            ),
        },
      ],
    },
    {
      perMin: 4,
      vars: (r) => ({ sid: `LS-${r.digits(5)}`, proj: id.project(r), job: id.job(r) }),
      steps: [
        { svc: "align-qc", gap: [0, 0], tpl: (_r, v) => I(`${v.proj}/${v.sid}: submitting bwa-mem2 + fastqc`) },
        {
          svc: "slurm-gw",
          gap: [50, 400],
          tpl: (_r, v) => I(`Submitted batch job ${v.job} partition=general account=${v.proj.toLowerCase()}`),
        },
        {
          svc: "align-qc",
          gap: [600, 3000],
          tpl: (r, v) =>
            I(
              `${v.proj}/${v.sid}: mapped ${r.int(93, 99)}.${r.int(0, 9)}% reads, duplication ${r.int(4, 22)}.${r.int(0, 9)}% (job ${v.job})`,
            ),
        },
      ],
    },
    {
      perMin: 1.2,
      vars: (r) => ({ dlv: `DLV-${r.digits(5)}`, pi: id.pi(r), proj: id.project(r) }),
      steps: [
        {
          svc: "delivery-svc",
          gap: [0, 0],
          tpl: (r, v) =>
            I(
              `delivery ${v.dlv}: copied ${r.int(8, 800)} files (${r.int(2, 900)} GiB) to /export/deliveries/${v.pi}_lab`,
            ),
        },
        {
          svc: "notify-svc",
          gap: [100, 700],
          tpl: (_r, v) => I(`mail queued to ${v.pi}@lakeshore.edu: "Your data delivery ${v.dlv} is ready"`),
        },
        {
          svc: "ilab-billing",
          gap: [200, 1500],
          tpl: (r, v) =>
            I(
              `Charge posted for ${v.proj}: ${r.pick(["NovaSeq X 10B lane", "MiSeq v3 600c", "Library prep (96)", "NextSeq 2000 P3"])} (iLab service request ${r.digits(6)})`,
            ),
        },
      ],
    },
  ],
  periodic: [
    {
      svc: "slurm-gw",
      perMin: 2,
      tpl: (r) =>
        I(`squeue poll: ${r.int(40, 220)} running, ${r.int(0, 80)} pending (partitions general,seq,scavenger)`),
    },
    {
      svc: "run-watcher",
      perMin: 4,
      tpl: (r) =>
        I(
          `scan /mnt/${r.pick(["novaseqx-01", "novaseq-02", "miseq-03"])}/Runs: ${r.int(1, 4)} active runs, cycle ${r.int(10, 300)}`,
        ),
    },
    {
      svc: "storage-janitor",
      perMin: 0.4,
      tpl: (r) =>
        I(
          `purged ${r.int(1, 9)} run folders older than 45d from /seqdata/archive-staging (${r.int(1, 9)}.${r.int(0, 9)} TiB freed)`,
        ),
    },
    {
      svc: "bclconvert-worker",
      perMin: 2,
      tpl: (r) =>
        I(`Lane ${r.int(1, 8)}: converted tiles ${r.int(1, 40)}/${r.int(41, 88)}, ${r.int(100, 900)} M clusters PF`),
    },
    {
      svc: "notify-svc",
      perMin: 0.2,
      tpl: () =>
        W(
          "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
        ),
    },
    {
      svc: "sample-registry",
      perMin: 0.2,
      tpl: () =>
        W(
          "/app/registry/models.py:88: RemovedInDjango51Warning: The 'index_together' option is deprecated. Use 'indexes' instead.",
        ),
    },
    {
      svc: "ilab-billing",
      perMin: 0.5,
      tpl: (r) => I(`Synced ${r.int(0, 12)} service requests from iLab (cursor ${r.digits(9)})`),
    },
  ],
  noisy: [
    {
      svc: "storage-janitor",
      perMin: 5,
      tpl: () => E("cannot stat '/seqdata/archive-staging/.snapshot': Permission denied (skipped)"),
    },
    {
      svc: "run-watcher",
      perMin: 6,
      tpl: () =>
        W("inotify: watch limit reached on /mnt/miseq-03/Runs (max_user_watches=8192), falling back to polling"),
    },
  ],
  benign: [
    {
      svc: "sample-registry",
      perMin: 0.6,
      tpl: (r) =>
        W(
          `sample LS-${r.digits(5)} failed intake QC: Qubit ${(r.next() * 0.9 + 0.1).toFixed(2)} ng/uL < 1.0 ng/uL minimum, PI notified`,
        ),
    },
    { svc: "align-qc", perMin: 0.5, tpl: (r) => W(`job ${id.job(r)} PREEMPTED (partition scavenger), requeued`) },
    {
      svc: "bclconvert-worker",
      perMin: 0.3,
      tpl: (r) =>
        W(`Lane ${r.int(1, 8)}: %PF ${r.int(50, 64)}.${r.int(0, 9)} is low (tiles with bubbles?), continuing`),
    },
    {
      svc: "core-submit",
      perMin: 0.6,
      tpl: (r) =>
        I(`Devise: session timed out for user ${id.pi(r)}${r.int(1, 9)}@lakeshore.edu, redirecting to sign-in`),
    },
    {
      svc: "ilab-billing",
      perMin: 0.3,
      tpl: () => W("Polly: iLab API call failed with HttpRequestException, retry 1 of 3 in 2s"),
    },
  ],
  deploys: [
    {
      svc: "core-submit",
      lines: (r) => [
        I(`=> Booting Puma`),
        I(`* Puma version: 6.4.2 ("The Eagle of Durango") release ${r.hex(7)}`),
        I("* Listening on http://0.0.0.0:3000"),
      ],
    },
    {
      svc: "notify-svc",
      lines: (r) => [
        I(`notify-svc v2.${r.int(3, 9)}.${r.int(0, 9)} starting (node v20.14.0)`),
        I("listening on :8080"),
      ],
    },
    {
      svc: "storage-janitor",
      lines: () => [I("config reloaded from /etc/janitor/policy.yaml (retention.archive_staging=45d)")],
    },
  ],
};

// ---------------------------------------------------------------- Meridian Dx (hereditary cancer / exome lab)
const meridian: Estate = {
  key: "meridian",
  namespace: "mdx-prod",
  traces: true,
  runtime: {
    "provider-portal": "node",
    "order-gateway": "go",
    accessioning: "dotnet",
    "lims-svc": "java",
    "prep-robot-agent": "python",
    "instrument-sync": "go",
    "secondary-analysis": "python",
    "annotation-svc": "python",
    "interp-svc": "java",
    "claims-svc": "ruby",
  },
  flows: [
    {
      perMin: 9,
      vars: (r) => ({ ord: id.order(r), acc: id.sampleId(r, "MX"), kit: `K${r.digits(7)}` }),
      steps: [
        { svc: "provider-portal", gap: [0, 0], tpl: (r) => I(`POST /orders 201 ${r.int(90, 500)}ms`) },
        {
          svc: "order-gateway",
          gap: [5, 40],
          tpl: (r, v) => I(`order ${v.ord} routed to accessioning npi=${r.digits(10)} latency=${r.int(20, 140)}ms`),
        },
        {
          svc: "accessioning",
          gap: [10, 60],
          tpl: (_r, v) => I(`Order ${v.ord} accessioned as ${v.acc} (kit ${v.kit})`),
        },
        {
          svc: "lims-svc",
          gap: [10, 60],
          tpl: (r, v) =>
            I(`Sample ${v.acc} registered, container=${r.pick(["Streck", "EDTA", "Oragene"])} state=AWAITING_RECEIPT`),
        },
      ],
    },
    {
      perMin: 20,
      vars: (r) => ({ rid: id.report(r) }),
      steps: [
        { svc: "provider-portal", gap: [0, 0], tpl: (r, v) => I(`GET /reports/${v.rid} 200 ${r.int(40, 300)}ms`) },
        {
          svc: "order-gateway",
          gap: [2, 20],
          tpl: (r, v) => I(`GET /v1/reports/${v.rid} status=200 latency=${r.int(10, 200)}ms upstream=interp-svc`),
        },
        { svc: "interp-svc", gap: [1, 20], tpl: (_r, v) => D(`ReportController.get ${v.rid} status=FINAL`) },
      ],
    },
    {
      perMin: 2,
      vars: (r) => ({ plate: id.plate(r), fl: `Fluent-${r.int(1, 3)}` }),
      steps: [
        { svc: "prep-robot-agent", gap: [0, 0], tpl: (_r, v) => I(`${v.fl} requesting run list for plate ${v.plate}`) },
        {
          svc: "lims-svc",
          gap: [20, 150],
          tpl: (r, v) => I(`Run list for ${v.plate}: ${r.int(48, 92)} samples, method TwistExome_v2`),
        },
        {
          svc: "prep-robot-agent",
          gap: [300, 1500],
          tpl: (_r, v) => I(`${v.fl} method TwistExome_v2 started for plate ${v.plate}`),
        },
      ],
    },
    {
      perMin: 0.5,
      vars: (r) => ({ run: id.runId(r, "LH00412") }),
      steps: [
        {
          svc: "instrument-sync",
          gap: [0, 0],
          tpl: (r, v) => I(`NovaSeq X LH00412 run ${v.run}: upload complete (${r.int(300, 2400)} GiB)`),
        },
        { svc: "lims-svc", gap: [50, 400], tpl: (r, v) => I(`Run ${v.run} received, ${r.int(48, 96)} samples mapped`) },
        { svc: "secondary-analysis", gap: [200, 1200], tpl: (_r, v) => I(`run ${v.run}: DRAGEN germline queued`) },
      ],
    },
    {
      perMin: 5,
      vars: (r) => ({ acc: id.sampleId(r, "MX") }),
      steps: [
        {
          svc: "secondary-analysis",
          gap: [0, 0],
          tpl: (r, v) =>
            I(
              `${v.acc}: DRAGEN germline finished in ${r.int(18, 60)}m, mean coverage ${r.int(90, 240)}x, Ti/Tv 2.${r.int(0, 9)}`,
            ),
        },
        {
          svc: "annotation-svc",
          gap: [200, 1200],
          tpl: (r, v) =>
            I(
              `${v.acc}: annotated ${r.int(20000, 48000)} variants (gnomAD 4.1, ClinVar 2026-05-04) in ${r.int(2, 12)}.${r.int(0, 9)}s`,
            ),
        },
        {
          svc: "interp-svc",
          gap: [50, 400],
          tpl: (r, v) => I(`Case ${v.acc}: ${r.int(0, 9)} variants queued for review`),
        },
      ],
    },
    {
      perMin: 1.5,
      vars: (r) => ({ rid: id.report(r), dr: id.doctor(r) }),
      steps: [
        { svc: "interp-svc", gap: [0, 0], tpl: (_r, v) => I(`Report ${v.rid} signed out by ${v.dr}`) },
        {
          svc: "claims-svc",
          gap: [200, 1500],
          tpl: (r) => I(`Claim CLM${r.digits(8)} created for ${id.payer(r)} (CPT 81162)`),
        },
        {
          svc: "provider-portal",
          gap: [100, 600],
          tpl: (r, v) => I(`notified provider npi=${r.digits(10)}: report ${v.rid} available`),
        },
      ],
    },
  ],
  periodic: [
    {
      svc: "secondary-analysis",
      perMin: 3,
      tpl: (r) =>
        I(
          `${id.sampleId(r, "MX")}: DRAGEN step ${r.pick(["map/align", "dedup", "variant calling", "CNV"])} at ${r.int(5, 95)}%`,
        ),
    },
    {
      svc: "instrument-sync",
      perMin: 3,
      tpl: (r) => I(`run ${id.runId(r, "LH00412")}: synced ${r.int(100, 3000)} files, ${r.int(100, 500)} MiB/s`),
    },
    {
      svc: "claims-svc",
      perMin: 0.8,
      tpl: (r) =>
        I(`Performed EligibilityRefreshJob (Job ID: ${r.hex(24)}) from Sidekiq(default) in ${r.int(200, 3000)}ms`),
    },
    {
      svc: "lims-svc",
      perMin: 0.6,
      tpl: (r) => I(`Scheduled task ContainerStabilityJob finished in ${r.int(50, 700)} ms`),
    },
    {
      svc: "annotation-svc",
      perMin: 0.2,
      tpl: () =>
        W(
          "/app/annot/frames.py:211: FutureWarning: DataFrame.applymap has been deprecated. Use DataFrame.map instead.",
        ),
    },
    {
      svc: "prep-robot-agent",
      perMin: 1.5,
      tpl: (r) =>
        I(
          `Fluent-${r.int(1, 3)} state=${r.pick(["Idle", "Running", "Running"])} deck_temp=${r.int(19, 23)}.${r.int(0, 9)}C`,
        ),
    },
  ],
  noisy: [
    {
      svc: "instrument-sync",
      perMin: 5,
      tpl: () => W("BaseSpace telemetry endpoint returned 410 Gone, telemetry disabled for this upload"),
    },
    {
      svc: "claims-svc",
      perMin: 6,
      tpl: (r) => E(`NPI lookup: provider ${r.digits(10)} not found in NPPES cache, using order data`),
    },
  ],
  benign: [
    {
      svc: "lims-svc",
      perMin: 0.6,
      tpl: (r) =>
        W(
          `Sample ${id.sampleId(r, "MX")} QC FAIL: gDNA ${(r.next() * 1.8 + 0.2).toFixed(1)} ng below 50 ng input, status -> RECOLLECT`,
        ),
    },
    {
      svc: "secondary-analysis",
      perMin: 0.5,
      tpl: (r) => W(`job ${id.job(r)} lost its spot node (preempted), resubmitting attempt 2`),
    },
    {
      svc: "interp-svc",
      perMin: 0.4,
      tpl: (r) => I(`Report ${id.report(r)} held for second review: ${id.gene(r)} VUS reclassification pending`),
    },
    { svc: "provider-portal", perMin: 1, tpl: (r) => I(`session ${r.hex(8)} expired (idle 20m), redirect to /login`) },
    {
      svc: "annotation-svc",
      perMin: 0.2,
      tpl: (r) => I(`ClinVar weekly refresh: ${r.int(2300, 2400)}k records, ${r.int(200, 900)} reclassified`),
    },
  ],
  deploys: [
    {
      svc: "provider-portal",
      lines: (r) => [
        I(`provider-portal@3.${r.int(10, 30)}.${r.int(0, 9)} starting in production mode`),
        I("server listening on 0.0.0.0:3000"),
      ],
    },
    {
      svc: "claims-svc",
      lines: (r) => [
        I(`Sidekiq 7.2.4 starting (release ${r.hex(7)})`),
        I("Booted Rails 7.1.3 application in production environment"),
      ],
    },
    {
      svc: "interp-svc",
      lines: (r) => [
        I(
          `Started InterpApplication in ${r.int(12, 24)}.${r.int(100, 999)} seconds (process running for ${r.int(25, 30)}.4)`,
        ),
      ],
    },
  ],
};

export const ESTATES: Record<string, Estate> = { cedar, lakeshore, meridian };
