// Blind set quiet19: 48 aggregated log windows (40 quiet, 8 failures) from energy and utilities, public-sector
// case management and mainframe batch.
//
// Estates (8-10 services each, one per file): Northmere Grid (SCADA front-end, OPC UA gateway, historian, EMS
// alarms, OMS, GIS tracing, market bidding; no request ids), Tallowbrook Utilities (AMI head-end, MDM/VEE, billing
// export, customer portal, payments; request ids), Kestrel County Benefits (citizen portal, case API, document
// intake and OCR, identity checks, payments, notifications; request ids) and Harbourline Mutual (Control-M, z/OS
// syslog with JES2/DB2/MQ messages, MQ bridge, IMS Connect gateway, file-transfer gateway; no request ids).
// Files rotate over the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose), 6-20 minute windows,
// 1,500-10,000 lines, per-service clock skew up to 300 ms, stack traces in Java, Python, .NET, Node, Ruby and Go style.
//
// What makes it hard: every quiet window features one of 40 kinds of alarming but harmless noise (RTU channel
// failovers, EMS alarm floods during planned switching, historian archive shifts, meter non-responders, card
// declines, EICAR uploads during a pen test, BACS returns, Control-M NOTOK with successful rerun, JES2 JOE
// warnings, DB2 lock timeouts during REORG, MQ channel bounces ...), on top of a noisy service that logs the same
// error or warning from the first minute, deprecation warnings, retries that succeed and an unrelated deploy.
// The 8 failures (timeout, network, database, dependency, memory, authentication, disk, configuration) sit on the
// same noise; callers are louder than the failing service, two origins only warn, two go quiet.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet19/estates.js";
import { EXT, FORMATS, type Format } from "./quiet19/formats.js";
import { FAILURES, type Failure } from "./quiet19/incidents.js";
import { NOISES, type Noise } from "./quiet19/quiet.js";
import { Rng } from "./quiet19/rng.js";
import { assignSplit } from "./quiet19/split.js";
import { build } from "./quiet19/stream.js";

export interface Quiet19Label extends NotedLabel {
  format: Format;
}

interface Spec {
  est: Estate;
  noises: Noise[];
  failure: Failure | null;
}

const M = 60_000;

export function generateQuiet19(dir: string, seed = 1901): Quiet19Label[] {
  const r = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const generic = r.shuffle(NOISES.filter((n) => n.estate === null));
  let g = 0;
  const specs: Spec[] = [];
  for (const est of ESTATES) {
    const own = r.shuffle(NOISES.filter((n) => n.estate === est.key));
    for (let i = 0; i < 10; i++) {
      const noises = [own[i % own.length], generic[(g++ + Math.floor(i / own.length) * 3) % generic.length]];
      if (r.chance(0.35)) noises.push(own[(i + 3) % own.length]);
      specs.push({ est, noises, failure: null });
    }
    for (const f of FAILURES.filter((x) => x.estate === est.key))
      specs.push({ est, noises: [r.pick(own), generic[g++ % generic.length]], failure: f });
  }
  r.shuffle(specs);

  // incidents and quiet windows each rotate over the six formats, so every format gets 8 files and 1-2 incidents
  let fi = 0;
  let fq = 2;
  const labels: Quiet19Label[] = specs.map((s, i) => {
    const id = `q19-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[(s.failure ? fi++ : fq++) % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const minutes = r.int(s.failure ? 10 : 6, 20);
    const night = s.est.key === "harbourline" || r.chance(0.6);
    const hour = night ? r.int(0, 4) : r.int(7, 21);
    const start = Date.UTC(2026, 10, r.int(2, 27), hour, r.int(0, 59), r.int(0, 59), r.int(0, 999));
    const t0 = s.failure ? start + r.int(3 * M, Math.min(8 * M, (minutes - 4) * M)) : null;
    const lines = build({
      seed: r.int(1, 2 ** 31),
      est: s.est,
      format,
      start,
      minutes,
      targetLines: r.int(1900, s.failure ? 5000 : 8000),
      noises: s.noises,
      failure: s.failure,
      t0,
    });
    if (lines.length < 1500 || lines.length > 10000) throw new Error(`${id}: ${lines.length} lines`);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const f = s.failure;
    return {
      id,
      file,
      format,
      isIncident: f !== null,
      originService: f?.origin ?? null,
      category: f?.category ?? null,
      errorTypeHints: f?.hints ?? [],
      incidentStart: t0 === null ? null : new Date(t0).toISOString(),
      expectedSeverityAtLeast: f?.severity ?? null,
      split: "tune",
      note: f
        ? `${s.est.company}: ${f.note}`
        : `${s.est.company}, nothing broken: ${s.noises.map((n) => n.desc).join("; ")}.`,
      lines: lines.length,
    };
  });
  assignSplit(labels, seed);
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet19", generateQuiet19, (ls) => {
  const by = (k: (l: Quiet19Label) => string) => {
    const m = new Map<string, number>();
    for (const l of ls) m.set(k(l), (m.get(k(l)) ?? 0) + 1);
    return [...m].map(([a, b]) => `${a} ${b}`).join(", ");
  };
  return `formats: ${by((l) => l.format)}; splits: ${by((l) => l.split)}; ${NOISES.length} noise kinds, 4 estates`;
});
