// Blind scenario set quiet108: funeral-home and memorial-services software, mostly windows where nothing
// is broken. 48 scenarios: 40 quiet windows drawn from 36 kinds of alarming-but-harmless noise (obituaries
// bounced by newspapers' word limits, livestream viewers reconnecting, flower orders refused after the
// delivery cutoff, e-signature envelopes expiring, the nightly duplicate-contact merge, ACH returns, cremation
// permits on hold, optimistic-lock rejections on cemetery lots, crawlers rate limited, bounced emails, ...)
// and 8 failures, one per category (database, network, timeout, dependency, configuration, disk, memory,
// null_reference), laid on the same noise.
//
// Four made-up companies (Evergreen Memorial Group, Lakeside Funeral Partners, Harbor & Vale Funeral Homes,
// Stillwater Memorial Cooperative), 8-10 services each in Java, Python, Go, Node, .NET, Ruby and C++. Each file
// is one aggregated stream sorted by printed time (per-service skew up to 300 ms), 6-20 minute windows,
// 1,500-10,000 lines, rotating over the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose) with
// multi-line stack traces where the format carries them. Request ids cross services in two estates only.
//
// What makes it hard: every file has a chronically noisy service logging a harmless ERROR from the first minute,
// deprecation warnings, retries that succeed and a deploy or config reload; quiet windows are full of ERROR
// and WARN lines that are business as usual; in the failures the callers are louder than the failing service,
// which sometimes logs only at WARN or goes quiet.
//
//   npx tsx test/bench/engine-quiet108.ts --out DIR [--seed N]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate, type Role } from "./quiet108/estates.js";
import { EXT, FORMATS, type Format } from "./quiet108/formats.js";
import { FAILURES, type Failure } from "./quiet108/incidents.js";
import { CHRONIC, chronic, NOISES, type Noise } from "./quiet108/quiet.js";
import { mulberry32, type Rng } from "./quiet108/rng.js";
import { assignSplit } from "./quiet108/split.js";
import { Stream } from "./quiet108/stream.js";
import { background } from "./quiet108/traffic.js";

export interface Quiet108Label extends NotedLabel {
  format: Format;
}

interface Plan {
  failure?: Failure;
  noise?: Noise;
}

const MIN = 60000;

function build(rng: Rng, estate: Estate, plan: Plan, dayMs: number, rate: number, lenMin: number, offMin: number) {
  const t0 = dayMs + rng.int(0, 23) * 3600000 + rng.int(0, 59) * MIN + rng.int(0, 59) * 1000;
  const t1 = t0 + lenMin * MIN;
  const st = new Stream(estate, rng, t0, t1);
  const start = plan.failure ? t0 + offMin * MIN + (offMin < 8 ? rng.int(0, 59) : 0) * 1000 : undefined;
  const originRole = plan.failure?.role;
  const present = estate.services.map((s) => s.role);
  const chronicRoles = (Object.keys(CHRONIC) as Role[]).filter((r) => r !== originRole && present.includes(r));
  if (plan.failure && start !== undefined) plan.failure.run(st, start);
  chronic(st, rng.pick(chronicRoles));
  const others = estate.services.filter((s) => s.role !== originRole);
  const near = start ?? t0 + Math.round((t1 - t0) * (0.3 + 0.4 * rng.next()));
  background(st, {
    perMin: rate,
    reloadAt: {
      svc: rng.pick(others),
      t: near + rng.int(-150, 120) * 1000,
      kind: rng.chance(0.5) ? "deploy" : "reload",
    },
  });
  const extras = rng.shuffle(NOISES.filter((n) => n !== plan.noise)).slice(0, rng.int(2, 3));
  for (const n of [...(plan.noise ? [plan.noise] : []), ...extras]) n.run(st);
  return { st, start, extras };
}

export function generateQuiet108(dir: string, seed = 10851): Quiet108Label[] {
  mkdirSync(dir, { recursive: true });
  const top = mulberry32(seed);
  const noiseOrder = top.shuffle([...NOISES]);
  const plans: Plan[] = [
    ...FAILURES.map((failure) => ({ failure })),
    ...Array.from({ length: 40 }, (_, i) => ({ noise: noiseOrder[i % noiseOrder.length] })),
  ];
  top.shuffle(plans);
  const base = Date.UTC(2026, 10, 2);
  // Incidents take the six formats in turn; quiet windows fill the rest so each format holds eight files.
  const quietFormats = top.shuffle(
    FORMATS.flatMap((f, j) => Array.from({ length: 8 - (j < FAILURES.length - FORMATS.length ? 2 : 1) }, () => f)),
  );
  let nInc = 0;
  let nQuiet = 0;
  const labels: Omit<Quiet108Label, "split">[] = [];
  plans.forEach((plan, i) => {
    const id = `q108-${String(i + 1).padStart(2, "0")}`;
    const format = (plan.failure ? FORMATS[nInc++ % FORMATS.length] : quietFormats[nQuiet++]) as Format;
    const estate = plan.failure
      ? (ESTATES.find((e) => e.key === plan.failure?.estate) as Estate)
      : (ESTATES[i % ESTATES.length] as Estate);
    const file = `${id}.${EXT[format]}`;
    const shape = mulberry32(seed * 31 + i * 7919);
    const offMin = shape.int(3, 8);
    const lenMin = plan.failure ? shape.int(Math.max(6, offMin + 4), 20) : shape.int(6, 20);
    const target = shape.int(2200, 8000);
    let rate = Math.max(20, (target / lenMin - 60) / 2.2);
    let out: string[] = [];
    let built: ReturnType<typeof build> | undefined;
    for (let attempt = 0; attempt < 6; attempt++) {
      built = build(mulberry32(seed + i * 104729 + attempt), estate, plan, base + i * 86400000, rate, lenMin, offMin);
      out = built.st.render(format);
      if (out.length >= 1600 && out.length <= 9800) break;
      rate = Math.max(5, rate * (out.length < 1600 ? 1.6 : 0.6));
    }
    writeFileSync(join(dir, file), `${out.join("\n")}\n`);
    const f = plan.failure;
    const origin = f ? (estate.services.find((s) => s.role === f.role)?.name ?? null) : null;
    labels.push({
      id,
      file,
      format,
      isIncident: !!f,
      originService: origin,
      category: f?.category ?? null,
      errorTypeHints: f?.hints ?? [],
      incidentStart: built?.start !== undefined ? new Date(built.start).toISOString() : null,
      expectedSeverityAtLeast: f?.severity ?? null,
      note: f
        ? `${estate.company}: ${f.note}.`
        : `${estate.company}, nothing broken (${plan.noise?.kind}): ${plan.noise?.note}, alongside ${built?.extras.map((n) => n.kind).join(", ")}.`,
      lines: out.length,
    });
  });
  const split = assignSplit(top, labels);
  const final = labels.map((l, i) => ({ ...l, split: split[i] as "tune" | "locked" }));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(final, null, 1)}\n`);
  return final;
}

runHoldoutCli(import.meta.url, "quiet108", generateQuiet108, (ls) => {
  const kinds = new Set(ls.filter((l) => !l.isIncident).map((l) => /\(([^)]+)\)/.exec(l.note)?.[1]));
  return `${kinds.size} quiet kinds, formats ${FORMATS.join("/")}, estates ${ESTATES.map((e) => e.key).join("/")}`;
});
