// Blind holdout100: 64 aggregated log windows from theme parks and ski resorts — 52 incidents (4 for each of
// the 13 root-cause categories) and 12 quiet windows with only the domain's normal noise.
//
// Estates: Starfall Parks (theme park, Node/Java/Go/Python/.NET/Ruby, trace ids), Tidewater Adventure Park
// (theme park, Ruby/Go/Python/C++/Node/Java, no ids), Alpenglow Mountain Group (ski, Node/Java/C++/Python/
// .NET/Ruby/Go, trace ids) and Cedar Ridge Resorts (ski, Go/Node/Python/.NET/Java, no ids); 9-10 services each.
// Each file: one stream of one estate, 6-20 minutes, 1,500-10,000 lines, sorted by printed time with up to
// 300 ms of per-service skew, in one of the six dev formats (jsonl, datadog, ecs, gcp, logfmt, compose) by
// rotation, stack traces multi-line where the format allows.
//
// What makes it hard: a noisy service with a constant harmless error from the first minute (often louder than
// the failing one), expired passes refused at gates, weather holds, declined cards, deprecation warnings,
// retries that succeed, an unrelated deploy or reload near the trouble; callers that word the failure in their
// own runtime's terms (timeouts, 5xx naming the callee, open breakers) and retry louder than the origin; some
// origins that log only at WARN, some that go quiet or crash-loop while their callers fail; third-party
// failures seen only through the service that calls them.
//
//   npx tsx test/bench/engine-holdout100.ts --out DIR [--seed N]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./holdout100/estates.js";
import { EXT, FORMATS, type Format, type Level, render } from "./holdout100/formats.js";
import { TROUBLES, type Trouble } from "./holdout100/incidents.js";
import { quietEpisodes } from "./holdout100/quiet.js";
import { mulberry32 } from "./holdout100/rng.js";
import { assignSplits } from "./holdout100/split.js";
import { simulate } from "./holdout100/stream.js";

export interface Holdout100Label extends NotedLabel {
  format: Format;
}

const QUIET_NOTES: Record<Estate["key"], string> = {
  starfall:
    "an ordinary park afternoon at Starfall: unmatched photos, expired wristbands, weather holds and a deploy, nothing broken",
  tidewater:
    "an ordinary day at Tidewater: gate reader CRC errors and reconnects, declined tills, lightning pauses, nothing broken",
  alpenglow:
    "an ordinary ski morning at Alpenglow: offline snow guns, photo mismatches at gates, wind holds, nothing broken",
  cedar:
    "an ordinary ski day at Cedar Ridge: photo mismatches, decommissioned pump reads, wind holds, declines, nothing broken",
};

export function generateHoldout100(dir: string, seed = 10001): Holdout100Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const keys = Object.keys(ESTATES) as Estate["key"][];
  const plan: (Trouble | Estate["key"])[] = [...TROUBLES, ...keys, ...keys, ...keys];
  r.shuffle(plan);
  const splits = assignSplits(
    plan.map((p) => (typeof p === "string" ? null : p.cat)),
    r,
  );
  const labels: Holdout100Label[] = [];
  plan.forEach((p, i) => {
    const trouble = typeof p === "string" ? null : p;
    const estate = ESTATES[trouble ? trouble.estate : (p as Estate["key"])];
    const format = FORMATS[i % FORMATS.length] as Format;
    const id = `h100-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const ski = estate.key === "alpenglow" || estate.key === "cedar";
    const day = 1 + ((i * 5) % 28);
    const hour = ski ? r.i(8, 14) : r.i(10, 19);
    const minutes = r.i(6, 20);
    const faultAtMin = r.f(3, Math.min(8, minutes - 3));
    const t0 = Date.UTC(2026, 11, day, hour - 1, r.i(0, 59), r.i(0, 59));
    let target = r.i(1700, 8200);
    let lines: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const sr = mulberry32(seed * 31 + i * 7919 + attempt);
      const change = sr.p(estate.changes.map((c) => c(sr)).filter(([svc]) => svc !== trouble?.fault.at));
      const changeAt = trouble ? faultAtMin * 60 + sr.p([-1, 1]) * sr.f(25, 140) : sr.f(90, minutes * 60 - 60);
      const extra: [number, string, Level, string][] = change ? [[changeAt, ...change]] : [];
      if (!trouble) extra.push(...quietEpisodes(estate, sr, minutes));
      const recs = simulate(estate, trouble?.fault ?? null, { t0, minutes, faultAtMin, target, extra }, sr);
      lines = render(format, recs, estate.ns);
      if (lines.length >= 1500 && lines.length <= 10000) break;
      target = Math.round((target * (lines.length < 1500 ? 2600 : 8000)) / Math.max(1, lines.length));
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: trouble !== null,
      originService: trouble?.fault.at ?? null,
      category: trouble?.cat ?? null,
      errorTypeHints: trouble?.hints ?? [],
      incidentStart: trouble ? new Date(t0 + faultAtMin * 60000).toISOString() : null,
      expectedSeverityAtLeast: trouble?.sev ?? null,
      split: splits[i] ?? "tune",
      note: trouble ? trouble.note : QUIET_NOTES[estate.key],
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout100", generateHoldout100, (labels) => {
  const by = (k: Format) => labels.filter((l) => l.format === k).length;
  return `4 estates (Starfall, Tidewater, Alpenglow, Cedar Ridge); formats ${FORMATS.map((f) => `${f} ${by(f)}`).join(", ")}`;
});
