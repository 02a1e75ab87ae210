// Blind scenario set quiet53: harmless-but-alarming windows from a university HPC centre and a genomics lab.
//
// 48 scenarios: 40 quiet windows (nothing is broken) and 8 incidents, one per category (database, disk,
// configuration, authentication, memory, timeout, dependency, unknown), laid on the same noise.
// Four made-up estates, 9-10 services each:
//   - ridgeview (Ridgeview University Research Computing): slurmctld, slurmdbd, login-nodes, lustre-mds,
//     jupyterhub, lmgrd, nhc, ood-portal, quota-notifier, user-directory; no request ids.
//   - northfen (Northfen Institute HPC): slurmctld, slurmdbd, login-gw, beegfs-meta, jhub, flexlm, node-health,
//     hpc-portal, storage-quota; no request ids.
//   - halverson (Halverson Genomics Lab): seq-uploader, lims-api, nf-runner, qc-metrics, results-portal,
//     sample-tracker, object-gw, notify-svc, report-builder; trace ids on most traffic.
//   - brightwater (Brightwater Sequencing Core): instrument-sync, lims, cromwell-server, qc-runner, variant-api,
//     portal-web, billing-svc, archive-agent, mailer-svc; request ids on portal traffic only.
// Each file is one aggregated stream, 6-20 minutes, sorted by printed time with up to 300 ms skew per service,
// rotating over the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose), with multi-line stack
// traces (Python, Java, Go, Node, Ruby) where the format allows.
// What makes it hard: 41 kinds of noise that pages people for nothing (jobs killed for their own time or memory
// limits, users over quota, drained nodes, license seats all taken, spawn timeouts on a full partition, ssh
// brute force, munge errors from one skewed node, QC failures, exit-137 retries, cache resumes, greylisting,
// scanners, 401 storms after key rotation ...), a noisy service erroring from the first minute, deprecation
// warnings, retries that succeed and an unrelated deploy or reload in every window. Incidents: callers report in
// their own words and louder than the origin, one origin logs only at WARN, one goes quiet, one sits in a
// third-party API that does not log here.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet53/estates.js";
import { FORMATS, type Format } from "./quiet53/formats.js";
import { INCIDENTS, type Incident } from "./quiet53/incidents.js";
import { ambientRetry, GEN_KINDS, HPC_KINDS, type Kind } from "./quiet53/quiet.js";
import { int, mulberry32, pick, shuffle } from "./quiet53/rng.js";
import { assignSplit } from "./quiet53/split.js";
import { background, deployLines, newScene, writeScene } from "./quiet53/stream.js";

export interface Quiet53Label {
  id: string;
  file: string;
  format: Format;
  isIncident: boolean;
  originService: string | null;
  category: string | null;
  errorTypeHints: string[];
  incidentStart: string | null;
  expectedSeverityAtLeast: "medium" | "high" | null;
  split: "tune" | "locked";
  note: string;
  lines: number;
}

interface Plan {
  est: Estate;
  main?: Kind;
  inc?: Incident;
}

const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const est = (key: string) => ESTATES.find((e) => e.key === key)!;
const fits = (k: Kind, e: Estate) => k.domain === e.domain && (!k.only || k.only === e.key);

function plans(seed: number): Plan[] {
  const r = mulberry32(seed);
  const out: Plan[] = [];
  const hpc = shuffle(r, HPC_KINDS);
  for (const k of hpc.slice(0, 10)) out.push({ est: est("ridgeview"), main: k });
  for (const k of hpc.slice(10, 20)) out.push({ est: est("northfen"), main: k });
  const bw = shuffle(
    r,
    GEN_KINDS.filter((k) => fits(k, est("brightwater"))),
  );
  for (const k of bw.slice(0, 10)) out.push({ est: est("brightwater"), main: k });
  const rest = GEN_KINDS.filter((k) => !bw.slice(0, 10).includes(k));
  const hal = [...rest, ...shuffle(r, bw.slice(0, 10)).slice(0, 10 - rest.length)];
  for (const k of hal) out.push({ est: est("halverson"), main: k });
  for (const inc of INCIDENTS) out.push({ est: est(inc.estate), inc });
  return shuffle(r, out);
}

export function generateQuiet53(dir: string, seed = 5301): Quiet53Label[] {
  mkdirSync(dir, { recursive: true });
  const ps = plans(seed);
  const splits = assignSplit(
    mulberry32(seed ^ 0x5eed),
    ps.map((p) => p.inc?.category ?? null),
  );
  const labels: Quiet53Label[] = [];
  ps.forEach((p, i) => {
    const r = mulberry32(seed * 1009 + i * 7919);
    const fmt = FORMATS[i % FORMATS.length];
    const id = `q53-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[fmt]}`;
    const day = int(r, 2, 28);
    const t0 = Date.UTC(2026, 10, day, int(r, 0, 5), pick(r, [0, 5, 10, 15, 20, 30, 40, 45, 50]), 0) + int(r, 0, 999);
    const startOff = int(r, 3 * 60, 8 * 60) * 1000;
    const minutes = p.inc
      ? Math.min(20, Math.max(int(r, 6, 20), Math.ceil(startOff / 60000) + int(r, 4, 9)))
      : int(r, 6, 20);
    const s = newScene(p.est, fmt, r, t0, minutes);
    const start = t0 + startOff;
    const span = s.t1 - s.t0;
    const target = int(r, 1900, 8000);
    const perMin = target / minutes;
    // the failure first (it silences services), then the normal night around it
    if (p.inc) p.inc.run(s, start);
    background(s, perMin);
    const pool = (p.est.domain === "hpc" ? HPC_KINDS : GEN_KINDS).filter((k) => fits(k, p.est) && k !== p.main);
    const sides = p.inc ? p.inc.sideKinds.map((id) => pool.find((k) => k.id === id)!) : shuffle(r, pool).slice(0, 2);
    if (p.main) p.main.run(s, t0 + 90000 + r() * (span - 270000));
    for (const k of sides) k.run(s, t0 + 60000 + r() * (span - 200000));
    ambientRetry(s, t0 + 30000 + r() * (span - 90000));
    if (p.inc) {
      const origin = p.inc.originRole;
      const others = { ...s.est, deploys: s.est.deploys.filter((d) => d.role !== origin) };
      deployLines({ ...s, est: others.deploys.length ? others : s.est }, start + int(r, -150000, 90000));
    } else deployLines(s, t0 + span * (0.3 + 0.4 * r()));
    const lines = writeScene(s, join(dir, file));
    const inc = p.inc;
    labels.push({
      id,
      file,
      format: fmt,
      isIncident: !!inc,
      originService: inc ? p.est.roles[inc.originRole] : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(start).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: splits[i],
      note: inc
        ? `${p.est.company}: ${inc.note}.`
        : `Nothing is broken at ${p.est.company}: ${p.main!.desc}, while ${sides.map((k) => k.desc).join(" and ")}.`,
      lines,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet53", generateQuiet53, (ls) => {
  const fm = FORMATS.map((f) => `${f} ${ls.filter((l) => l.format === f).length}`).join(", ");
  return `estates ridgeview/northfen (HPC), halverson/brightwater (genomics); formats ${fm}`;
});
