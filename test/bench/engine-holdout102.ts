// Blind set holdout102: clinical-trials technology. 64 windows (52 incidents, 4 for each of the 13 categories, and 12
// quiet windows) from four made-up estates: Meridian Therapeutics (sponsor: site portal, EDC forms, edit checks,
// queries, IRT randomisation, kit supply, SSO, warehouse loader, notifications, audit trail; trace ids), Northbank
// Clinical Research (CRO: .NET API, eConsent, identity checks, ePRO sync, diary reminders, safety intake, E2B gateway,
// site payments, ledger export; no ids), Halcyon Bio (sponsor supply chain: randomisation, kit inventory, depot
// shipments, temperature monitoring, EDC, subject registry, warehouse ETL, staff SSO; trace ids) and Corvid Research
// (CRO: patient app API, diary ingest, push scheduler, consent store, safety cases, ICSR sender, coding, payments,
// site directory, report builder; no ids). Each file is one aggregated stream of 9-10 services, 6-20 minutes,
// 1,500-10,000 lines, rotating over jsonl, datadog, ecs, gcp, logfmt and compose, with per-service clock skew up to
// 300 ms and multi-line stack traces in each runtime's own style (Java, Python, Go, Node, .NET, Ruby, C++).
// What makes it hard: a noisy service with a constant harmless error from the first minute (twice it is also the
// failing one), everyday domain warnings (edit checks, late diaries, expired kits, lockouts, excursions), callers
// that retry louder than the failing service and name it in their own words, breakers opening, origins that log
// at WARN only or fall silent, job-only services failing without callers, unrelated deploys and config reloads near
// the start, and dependency vs network vs timeout distinctions drawn from the README's conventions.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout102/estates.js";
import { EXT, FORMATS, type Format, render } from "./holdout102/formats.js";
import { INCIDENTS, type Spec } from "./holdout102/incidents.js";
import { QUIET, type QuietSpec } from "./holdout102/quiet.js";
import { makeRng } from "./holdout102/rng.js";
import { assignSplits } from "./holdout102/split.js";
import { buildStream } from "./holdout102/stream.js";

export interface Holdout102Label extends NotedLabel {
  format: Format;
}

type Item = { spec: Spec; quiet: null } | { spec: null; quiet: QuietSpec };

export function generateHoldout102(dir: string, seed = 10201): Holdout102Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = [
    ...INCIDENTS.map((spec) => ({ spec, quiet: null }) as Item),
    ...QUIET.map((quiet) => ({ spec: null, quiet }) as Item),
  ];
  for (let i = items.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [items[i], items[j]] = [items[j] as Item, items[i] as Item];
  }
  const splits = assignSplits(
    items.map((it) => it.spec?.cat ?? null),
    r,
  );
  const labels: Holdout102Label[] = [];
  items.forEach((it, i) => {
    const id = `h102-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length] as Format;
    const estate = ESTATES[it.spec?.estate ?? it.quiet?.estate ?? ""];
    if (!estate) throw new Error(`no estate for ${id}`);
    const start = Date.UTC(2026, 5, 1, 0, 0, 0) + i * 86_400_000 + r.int(6, 21) * 3_600_000 + r.int(0, 11) * 300_000;
    const faultAt = r.int(185, 475);
    const seconds = r.int(Math.max(360, faultAt + 240), 1200);
    const target = r.int(1800, 9200);
    let rate = target / seconds / 3.2;
    let lines: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const rr = makeRng(seed * 977 + i * 31 + attempt);
      const recs = buildStream(
        { estate, spec: it.spec, start, seconds, faultAt, rate, extras: it.quiet ? it.quiet.extras(rr) : [] },
        rr,
      );
      lines = render(format, recs, estate.namespace);
      if (lines.length >= 1550 && lines.length <= 9900) break;
      rate *= Math.min(3, Math.max(0.3, target / lines.length));
    }
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const s = it.spec;
    labels.push({
      id,
      file,
      format,
      isIncident: !!s,
      originService: s ? s.origin : null,
      category: s ? s.cat : null,
      errorTypeHints: s ? s.hints : [],
      incidentStart: s ? new Date(start + faultAt * 1000).toISOString() : null,
      expectedSeverityAtLeast: s ? s.sev : null,
      split: splits[i] ?? "tune",
      note: s ? s.note : (it.quiet?.note ?? ""),
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout102", generateHoldout102, (labels) => {
  const by = (k: (l: Holdout102Label) => string) =>
    Object.entries(
      labels.reduce<Record<string, number>>((m, l) => {
        m[k(l)] = (m[k(l)] ?? 0) + 1;
        return m;
      }, {}),
    )
      .map(([a, n]) => `${a} ${n}`)
      .join(", ");
  return `formats: ${by((l) => l.format)}; splits: ${by((l) => l.split)}`;
});
