/**
 * Blind holdout set 137: opticians and eyewear.
 *
 * 64 aggregated multi-service log windows (52 incidents, four in each of the 13 root-cause categories, and 12
 * quiet windows) over four made-up estates: Brightwell Opticians (high-street chain: eye-test booking, the
 * optometrist diary, clinical records, OCT / fundus imaging, recalls, hearing-aid fittings, tills, frame stock;
 * nginx ingress, W3C trace ids), the LensWorks surfacing lab shared by Northlight Eyewear and Kestrel Optical
 * (prescription intake, frame traces, surfacing generators, edgers, AR coating, lensmeter QC, despatch; bare
 * metal, no request ids), Iris & Co (optician and hearing chain with vision-plan eligibility, 837 claims,
 * contact-lens subscriptions; x-request-id on every line) and Specsy (online glasses seller with virtual try-on,
 * checkout, prescription verification and lens subscriptions; ids only at the edge). Runtimes: JVM, CPython,
 * Node, Go, .NET and Ruby, each with its own stack-trace shape; formats rotate over jsonl, datadog, ecs, gcp,
 * logfmt and compose. Files hold 1,500-10,000 lines over 6-20 minutes, with per-service clock skew up to 300 ms.
 *
 * What makes it hard: callers usually log more (and angrier) errors than the origin; several origins log only
 * WARN, crash and go silent, or never say why they fail; every window carries a chronic harmless ERROR from its
 * first minute, deprecation warnings, retries that succeed, unrelated releases and config reloads near the fault,
 * and the trade's own normal refusals (declined cards, slot already taken, QC rejects, ineligible members,
 * permission denials, expired sessions). Some pairs are deliberately close: a read-only *transaction* after a
 * database failover (database) next to a read-only filesystem and an Elasticsearch flood-stage block (disk); a
 * lock wait timeout (timeout) next to a deadlock (database); an S3 SlowDown (rate limiting) next to a 429 that is
 * really a disk block; an expired token (authentication) next to AccessDenied (authorization). Quiet windows look
 * alarming (stack traces, 502 blips during a release, broker restarts, card-testing bots, lockouts) but need no
 * page. Everything is derived from the seed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { INCIDENTS, QUIET } from "./holdout137/catalog.js";
import { mulberry32 } from "./holdout137/rng.js";
import { type Spec, writeScenario } from "./holdout137/scenario.js";
import { assignSplit } from "./holdout137/split.js";
import { FORMATS, type Format } from "./holdout137/types.js";

export interface Holdout137Label extends NotedLabel {
  format: Format;
}

export function generateHoldout137(dir: string, seed = 13701): Holdout137Label[] {
  mkdirSync(dir, { recursive: true });
  const r = mulberry32(seed);
  const specs: Spec[] = r.shuffle([
    ...INCIDENTS.map((s): Spec => ({ kind: "incident", ...s })),
    ...QUIET.map((s): Spec => ({ kind: "quiet", ...s })),
  ]);
  const split = assignSplit(specs, (s) => (s.kind === "incident" ? s.category : "quiet"), r.fork(7));
  // Formats rotate separately over incidents and quiet windows, so each format holds both.
  const turn = { incident: 0, quiet: 3 };
  const labels = specs.map((spec, i): Holdout137Label => {
    const id = `h137-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[turn[spec.kind]++ % FORMATS.length] as Format;
    const w = writeScenario(dir, id, format, spec, (seed * 131 + i * 7919) >>> 0);
    const incident = spec.kind === "incident";
    return {
      id,
      file: w.file,
      format,
      isIncident: incident,
      originService: incident ? spec.origin : null,
      category: incident ? spec.category : null,
      errorTypeHints: incident ? spec.hints : [],
      incidentStart: w.incidentStart,
      expectedSeverityAtLeast: incident ? spec.severity : null,
      split: split.get(spec) ?? "tune",
      note: spec.note,
      lines: w.lines,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

function summary(labels: Holdout137Label[]): string {
  const formats = FORMATS.map((f) => `${f}=${labels.filter((l) => l.format === f).length}`).join(" ");
  const tune = labels.filter((l) => l.split === "tune").length;
  return `formats ${formats}; split tune=${tune} locked=${labels.length - tune}`;
}

runHoldoutCli(import.meta.url, "holdout137", generateHoldout137, summary);
