// Blind holdout84: payroll, HR and workforce software. 64 scenarios (52 failures, 4 per category, and 12 quiet
// windows) over four made-up estates: Paycrest (US payroll provider: pay runs, tax tables, IRS/state filings, NACHA
// files, payslips, garnishments, W-2s; 10 services incl. Postgres), Rotaline (time clocks, shift scheduling, leave,
// accruals, timesheet export; 9 services, C++ terminal bridge, no request ids), Peoplenest (HR suite: onboarding with
// identity checks, org-chart directory synced to SSO via SCIM, benefits enrolment with 834 carrier files, document
// vault, Elasticsearch; 9 services) and Brightwage (UK/EU payroll bureau: HMRC RTI, BACS, SEPA, pensions, payslip
// mail; 9 services, no request ids). Each file is one aggregated stream, sorted by printed time with per-service clock
// skew up to 300 ms, rotating over jsonl, datadog, ecs, gcp, logfmt and compose, 6-20 minutes, ~1,500-10,000 lines,
// the break 3-8 minutes in. Hard parts: a noisy service logging a harmless error or warning from the first minute
// (prenote rejections, duplicate punches, SCIM 404s for removed users, modulus-check holds), deprecation warnings,
// retries that succeed, an unrelated rollout near the break, callers retrying louder than the failing service, some
// failing services logging WARN only or going silent, stack traces in Java, Python, Go, Node, .NET and Ruby style,
// and quiet windows with loud but harmless domain noise (quarter-end portal slowness, late carrier files, 429s that
// recover).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { baseline } from "./holdout84/baseline.js";
import { ESTATES } from "./holdout84/estates.js";
import { EXT, FORMATS, type Format } from "./holdout84/formats.js";
import { SPECS, type Spec } from "./holdout84/incidents.js";
import { QUIET, type QuietSpec } from "./holdout84/quiet.js";
import { mulberry32 } from "./holdout84/rng.js";
import { assignSplit } from "./holdout84/split.js";
import { Stream } from "./holdout84/stream.js";

export interface Holdout84Label extends NotedLabel {
  format: Format;
}

type Item = { kind: "incident"; spec: Spec } | { kind: "quiet"; spec: QuietSpec };

export function generateHoldout84(dir: string, seed = 8401): Holdout84Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = r.shuffle([
    ...SPECS.map((spec): Item => ({ kind: "incident", spec })),
    ...QUIET.map((spec): Item => ({ kind: "quiet", spec })),
  ]);
  const splits = assignSplit(
    r,
    items.map((it) => (it.kind === "incident" ? it.spec.cat : "quiet")),
  );
  const labels: Holdout84Label[] = [];
  const day0 = Date.UTC(2026, 9, 5);
  items.forEach((it, i) => {
    const est = ESTATES[it.spec.estate];
    const format = FORMATS[i % FORMATS.length];
    const id = `h84-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const hour =
      est.key === "brightwage" ? r.int(8, 17) : est.key === "rotaline" ? r.pick([5, 6, 13, 14, 21]) : r.int(12, 21);
    const t0 = day0 + Math.floor(i * 1.4) * 86400000 + hour * 3600000 + r.int(0, 59) * 60000 + r.int(0, 59) * 1000;
    const minutes = r.int(7, 20);
    const t1 = t0 + minutes * 60000;
    const start = t0 + r.int(180, Math.min(480, minutes * 60 - 200)) * 1000 + r.int(0, 999);
    const s = new Stream(r, t0, t1, est.traces);
    const svcs = Object.keys(est.services);
    const origin = it.kind === "incident" ? it.spec.origin : undefined;
    const others = svcs.filter((x) => x !== origin);
    const linesTarget = Math.min(7800, r.int(150, 420) * minutes);
    baseline(s, est, {
      linesTarget,
      origin,
      start: it.kind === "incident" ? start : undefined,
      quiet: it.kind === "incident" ? it.spec.quiet : undefined,
      drop: it.kind === "incident" ? it.spec.drop : undefined,
      deployAt: start + r.int(-150, 150) * 1000,
      deploySvc: r.pick(others),
    });
    if (it.kind === "incident") it.spec.emit({ s, r, start });
    else it.spec.extra(s, start);
    const pods = new Map<string, string>();
    for (const svc of svcs)
      pods.set(svc, `${svc}-${r.hex(9).replace(/[0-9]/g, (d) => "bcdfghjkl"[Number(d) % 9])}-${r.hex(5)}`);
    const lines = s.write(format, est.ns, pods);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = it.kind === "incident" ? it.spec : undefined;
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== undefined,
      originService: inc ? inc.origin : null,
      category: inc ? inc.cat : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(start).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.sev : null,
      split: splits[i],
      note: inc ? inc.note : `${est.company}: ${it.spec.note}`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout84", generateHoldout84, (labels) => {
  const by = (k: string) => labels.filter((l) => l.file.includes(k) || l.format === k).length;
  return `formats ${FORMATS.map((f) => `${f}=${by(f)}`).join(" ")}; estates paycrest, rotaline, peoplenest, brightwage`;
});
