// Blind holdout 85: research computing and genomics.
//
// 64 scenarios (52 incidents, 4 per each of the 13 categories, and 12 quiet windows) in four made-up estates:
//   halden      - a university HPC centre: Slurm controller and accounting, login nodes, a licence broker in front
//                 of FlexLM, Open OnDemand, JupyterHub with batchspawner, a Lustre quota sweeper, an MPI job monitor
//   brightwater - a genomics lab: sequencer uploader, run ingest, a Spring LIMS, Nextflow (nf-core/sarek) on the lab
//                 cluster, sample QC, a Go variant store, a Node results portal, a .NET report builder, Sidekiq mailers
//   calder      - clinical genomics on cloud batch: .NET order intake, Cromwell, a batch status watcher, a C++
//                 reference cache, a Python annotator, a Next.js clinician portal, an OIDC gateway, a cost meter
//   tarn        - a bioinformatics core: JupyterHub on Kubernetes behind configurable-http-proxy, slurmrestd,
//                 GPFS health, a licence proxy, a Go portal API, a Globus data mover, LDAP group sync
// Each file is one aggregated stream of 9-10 services over 6-20 minutes (about 1,500-10,000 lines), rotating over
// the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose), sorted by printed time with up to
// 300 ms of per-service clock skew; the fault starts after 3-8 minutes of baseline.
// What makes it hard: every estate has a constantly noisy service (bounced clinician mail, over-quota users,
// culled notebook servers, spot price gaps), the domain's own harmless failures (time-limit and memory kills,
// drained nodes, queued licence seats, QC failures, cached resumes), an unrelated deploy or reload near the
// start, callers that are louder than the origin and speak in their own words, origins that log only at WARN,
// origins that go silent or crash-loop without a reason, licence and scheduler faults behind services that
// front them, and trace ids in two estates only.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout85/estates.js";
import { EXT, FORMATS, type Format } from "./holdout85/formats.js";
import { SPECS, type Spec } from "./holdout85/incidents.js";
import { QUIET, type QuietSpec } from "./holdout85/quiet.js";
import { int, mulberry32, shuffle } from "./holdout85/rng.js";
import { assignSplit } from "./holdout85/split.js";
import { buildStream } from "./holdout85/stream.js";

export interface Holdout85Label extends NotedLabel {
  format: Format;
}

type Item = { kind: "incident"; spec: Spec } | { kind: "quiet"; quiet: QuietSpec };

export function generateHoldout85(dir: string, seed = 8501): Holdout85Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = shuffle(r, [
    ...SPECS.map((spec): Item => ({ kind: "incident", spec })),
    ...QUIET.map((quiet): Item => ({ kind: "quiet", quiet })),
  ]);
  const splits = assignSplit(
    r,
    items.map((it) => (it.kind === "incident" ? it.spec.cat : null)),
  );
  const fmtOffset = int(r, 0, 5);
  const labels: Holdout85Label[] = [];
  items.forEach((it, i) => {
    const id = `h85-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[(i + fmtOffset) % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const estate = ESTATES[it.kind === "incident" ? it.spec.estate : it.quiet.estate];
    const minutes = int(r, 6, 20);
    const day = Date.UTC(2026, 5, 1) + int(r, 0, 60) * 86400000;
    const start = day + int(r, 0, 23) * 3600000 + int(r, 0, 11) * 300000 + int(r, 0, 59) * 1000;
    const lead = Math.min(int(r, 180, 480), (minutes - 3) * 60);
    const at = it.kind === "incident" ? start + Math.max(180, lead) * 1000 + int(r, 0, 999) : undefined;
    const targetLines = Math.round(Math.min(9000, Math.max(1750, minutes * int(r, 150, 420))));
    const lines = buildStream(r, {
      estate,
      format,
      start,
      minutes,
      targetLines,
      spec: it.kind === "incident" ? it.spec : undefined,
      at,
      extra: it.kind === "quiet" ? it.quiet.extra : undefined,
    });
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const spec = it.kind === "incident" ? it.spec : undefined;
    labels.push({
      id,
      file,
      format,
      isIncident: !!spec,
      originService: spec?.origin ?? null,
      category: spec?.cat ?? null,
      errorTypeHints: spec?.hints ?? [],
      incidentStart: at === undefined ? null : new Date(at).toISOString(),
      expectedSeverityAtLeast: spec?.sev ?? null,
      split: splits[i],
      note: spec ? spec.note : (it as { quiet: QuietSpec }).quiet.note,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout85", generateHoldout85, (labels) => {
  const by = (k: "format" | "split") => {
    const m = new Map<string, number>();
    for (const l of labels) m.set(l[k], (m.get(l[k]) ?? 0) + 1);
    return [...m].map(([a, n]) => `${a} ${n}`).join(", ");
  };
  return `formats: ${by("format")}; splits: ${by("split")}; estates: halden, brightwater, calder, tarn`;
});
