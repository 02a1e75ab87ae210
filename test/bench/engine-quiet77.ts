// quiet77: a blind scenario set of 48 aggregated log windows from clinical-trial software estates (electronic data
// capture with edit checks and queries, randomisation and drug supply (IRT), eConsent, patient diaries (ePRO), safety
// reporting gateways, site payments and a nightly warehouse load). 40 windows are quiet: nothing is broken, but each
// carries harmless noise that pages people at 3 a.m. (36 kinds: edit-check storms after bulk entry, push reminders to
// dead phones, expired kits refused, late regulator ACKs, a study locked for an interim analysis, pen tests, rolling
// restarts, rebalances, ...). 8 windows hold one real breakage each (database, network, timeout, dependency,
// configuration, disk, memory, unknown) laid on the same noise.
// Estates: Meridian Trials (11 services, trace ids), Halcyon Clinical (10, no ids), Tessera Research (10, trace ids),
// Brightwater Pharma (9, no ids); each file streams 8-10 of them over 6-20 minutes, 1,500-10,000 lines, with up to
// 300 ms clock skew per service, rotating over the six dev formats (jsonl, datadog, ecs, gcp, logfmt, compose; stack
// traces as multi-line where the format allows). Hard parts: a constant noisy error service, deprecation warnings,
// retries that succeed and an unrelated release in every file; callers retry louder than the broken service, some
// broken services log only WARN or go quiet, and the quiet windows hold more ERROR lines than some broken ones.
// Usage: npx tsx test/bench/engine-quiet77.ts --out DIR [--seed N]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Role } from "./quiet77/estates.js";
import { EXT, FORMATS, type Format } from "./quiet77/formats.js";
import { INCIDENTS, type Incident } from "./quiet77/incidents.js";
import { QUIET, type QuietKind } from "./quiet77/quiet.js";
import { int, mulberry32, pick, shuffle } from "./quiet77/rng.js";
import { assignSplit } from "./quiet77/split.js";
import { background, Ctx, renderFile } from "./quiet77/stream.js";

export interface Quiet77Label extends NotedLabel {
  format: Format;
}

interface Plan {
  incident?: Incident;
  primary?: QuietKind;
  format: Format;
  estate: string;
}

function plan(seed: number): Plan[] {
  const r = mulberry32(seed ^ 0x51e7);
  const kinds = shuffle(r, [...QUIET]);
  const quietCount = 40;
  const left = new Map<Format, number>(FORMATS.map((f) => [f, 8]));
  for (const inc of INCIDENTS) left.set(inc.format, (left.get(inc.format) ?? 0) - 1);
  const quietFormats = shuffle(
    r,
    FORMATS.flatMap((f) => new Array<Format>(left.get(f) ?? 0).fill(f)),
  );
  const quiet: Plan[] = Array.from({ length: quietCount }, (_, i) => ({
    primary: kinds[i % kinds.length],
    format: quietFormats[i],
    estate: ESTATES[i % ESTATES.length].key,
  }));
  const all: Plan[] = [
    ...quiet,
    ...INCIDENTS.map((inc) => ({ incident: inc, format: inc.format, estate: inc.estate })),
  ];
  return shuffle(r, all);
}

export function generateQuiet77(dir: string, seed = 7701): Quiet77Label[] {
  mkdirSync(dir, { recursive: true });
  const plans = plan(seed);
  const labels: Quiet77Label[] = [];
  plans.forEach((p, i) => {
    const r = mulberry32(seed * 1000 + i * 7919 + 13);
    const id = `q77-${String(i + 1).padStart(2, "0")}`;
    const estate = ESTATES.find((e) => e.key === p.estate) ?? ESTATES[0];
    const extra = shuffle(
      r,
      QUIET.filter((k) => k !== p.primary),
    ).slice(0, int(r, 1, 2));
    const kinds = p.primary ? [p.primary, ...extra] : extra;

    const need = new Set<string>([estate.roles.gw]);
    const origin = p.incident?.origin;
    if (origin) {
      need.add(origin);
      // the callers that report the breakage in their own words
      for (const rt of estate.routes) {
        const k = rt.chain.indexOf(origin);
        for (const s of k > 0 ? rt.chain.slice(0, k) : []) need.add(s);
      }
    }
    need.add(pick(r, estate.noisy).svc);
    for (const k of kinds) for (const role of k.roles as Role[]) need.add(estate.roles[role]);
    const want = Math.max(need.size, int(r, 8, Math.min(10, estate.services.length)));
    const rest = shuffle(
      r,
      estate.services.map((s) => s.name).filter((s) => !need.has(s)),
    );
    const services = estate.services
      .map((s) => s.name)
      .filter((s) => need.has(s) || rest.indexOf(s) < want - need.size);

    const day = Date.UTC(2026, 9, 1) + i * 86_400_000 * int(r, 1, 2) + (i % 3) * 3_600_000;
    const hour = pick(r, [1, 2, 3, 3, 4, 9, 14, 19, 22, 23]);
    const t0 = day + hour * 3_600_000 + int(r, 0, 55) * 60_000 + int(r, 0, 59_999);
    const offsetMin = int(r, 3, 8);
    const windowMin = Math.max(int(r, 6, 20), offsetMin + int(r, 4, 8));
    const t1 = t0 + windowMin * 60_000;
    const at = t0 + offsetMin * 60_000 + int(r, 0, 59_000);
    const c = new Ctx(r, estate, services, t0, t1);

    if (p.incident) p.incident.setup(c, at);
    kinds.forEach((k, j) => {
      const when = j === 0 && !p.incident ? at : t0 + int(r, 30, Math.max(40, windowMin * 60 - 200)) * 1000;
      k.run(c, when);
    });
    const target = int(r, 1800, 7600);
    background(c, target, at);

    const lines = renderFile(c, p.format, r);
    const file = `${id}.${EXT[p.format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = p.incident;
    labels.push({
      id,
      file,
      format: p.format,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(at).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: inc
        ? `${estate.company}: ${inc.note}; background noise includes ${kinds.map((k) => k.key).join(", ")}.`
        : `Quiet ${estate.company} window: ${kinds[0].note}; also ${kinds
            .slice(1)
            .map((k) => k.key)
            .join(", ")}, nothing is broken.`,
      lines: lines.length,
    });
  });
  const halves = assignSplit(mulberry32(seed ^ 0xa11ce), labels);
  labels.forEach((l, i) => {
    l.split = halves[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet77", generateQuiet77, (labels) => {
  const f = FORMATS.map((x) => `${x} ${labels.filter((l) => l.format === x).length}`).join(", ");
  const tune = labels.filter((l) => l.split === "tune").length;
  return `formats: ${f}; estates: ${ESTATES.map((e) => e.company).join(", ")}; split tune ${tune}/locked ${labels.length - tune}`;
});
