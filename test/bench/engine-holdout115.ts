// Blind scenario set holdout115: pension and retirement plan administration.
//
// 64 scenarios (52 incidents, 4 per each of the 13 categories, and 12 quiet windows) across three made-up estates of
// ten services each: Harbourline Pension Fund (the fund: member portal and auth, contribution intake, member
// accounts, unit pricing, fund switches, benefit calculation, pension payroll, bank payments, transfers in; trace ids),
// Keystone Recordkeeping (adviser gateway, SSO, employer hub and payroll feeds, ledger, NAV feed, switch orders,
// quotes, transfer documents, BACS output; no request ids) and Meridian Retirement Services (Rails portal, gateway,
// .NET contributions, Go accounts, C++ pricing, Python quotes and regulatory reports, Java payroll, payments out,
// transfers out; request ids). Each file is one aggregated stream of 8-10 services over 6-20 minutes and 1,500-10,000
// lines, in one of the six dev formats in rotation (jsonl, datadog, ecs, gcp, logfmt, compose), sorted by printed
// time with up to 300 ms of per-service skew; the fault starts after 3-8 minutes of baseline.
//
// What makes it hard: each estate has a noisy service logging a harmless error from the first minute (payment returns
// for closed accounts, empty-upload scan errors, scanner 404s), some of which are also origins; everyday domain
// warnings (members not found, late files, prices awaited, rejected transfers, lockouts, protected pension ages);
// callers retry and report failures in their own words, often louder than the origin; some origins log at WARN only,
// some go quiet; an unrelated rollout or config reload lands near every fault; stack traces in Java, .NET, Python,
// Node, Ruby and C++ style.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout115/estates.js";
import { HARBOURLINE } from "./holdout115/incidents-harbourline.js";
import { KEYSTONE } from "./holdout115/incidents-keystone.js";
import { MERIDIAN } from "./holdout115/incidents-meridian.js";
import { QUIET } from "./holdout115/quiet.js";
import { mulberry32 } from "./holdout115/rng.js";
import { assignSplit } from "./holdout115/split.js";
import { buildStream } from "./holdout115/stream.js";
import type { Format, Spec } from "./holdout115/types.js";

export type Holdout115Label = NotedLabel & { format: Format };

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};
const BASE_PER_MIN: Record<string, number> = { harbourline: 190, keystone: 150, meridian: 165 };

export function generateHoldout115(dir: string, seed = 11501): Holdout115Label[] {
  mkdirSync(dir, { recursive: true });
  const r = mulberry32(seed);
  type Item = { spec?: Spec; quiet?: (typeof QUIET)[number] };
  const items: Item[] = [...HARBOURLINE, ...KEYSTONE, ...MERIDIAN].map((spec) => ({ spec }));
  for (const q of QUIET) items.push({ quiet: q });
  // seeded shuffle so estates and categories interleave
  for (let i = items.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  const splits = assignSplit(
    items.map((it) => it.spec?.cat ?? "quiet"),
    r.fork(7),
  );
  const labels: Holdout115Label[] = [];
  items.forEach((it, i) => {
    const fr = r.fork(i + 1);
    const format = FORMATS[i % FORMATS.length];
    const estateKey = it.spec?.estate ?? it.quiet?.estate ?? "harbourline";
    const estate = ESTATES[estateKey];
    const minutes = fr.int(6, 20);
    const day = 2 + (i % 26);
    const start = Date.UTC(2026, 10, day, fr.int(7, 16), fr.int(0, 59), fr.int(0, 59), fr.int(0, 999));
    const faultMin = fr.int(3, Math.min(8, minutes - 3));
    const faultAt = start + faultMin * 60000 + fr.int(0, 59) * 1000;
    const target = fr.int(1800, 9000);
    let scale = Math.max(0.45, Math.min(8, target / (minutes * BASE_PER_MIN[estateKey])));
    let lines: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      lines = buildStream(
        { estate, format, start, minutes, faultAt, scale, spec: it.spec, quietExtra: it.quiet?.extra },
        fr.fork(attempt),
      );
      if (lines.length <= 9800 && lines.length >= 1500) break;
      scale *= lines.length > 9800 ? 0.7 : 1.4;
    }
    const id = `h115-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const spec = it.spec;
    labels.push({
      id,
      file,
      format,
      isIncident: !!spec,
      originService: spec?.origin ?? null,
      category: spec?.cat ?? null,
      errorTypeHints: spec?.hints ?? [],
      incidentStart: spec ? new Date(faultAt).toISOString() : null,
      expectedSeverityAtLeast: spec?.sev ?? null,
      split: splits[i],
      note: spec?.note ?? it.quiet?.note ?? "",
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout115", generateHoldout115, (ls) => {
  const by = (k: (l: Holdout115Label) => string) => {
    const m = new Map<string, number>();
    for (const l of ls) m.set(k(l), (m.get(k(l)) ?? 0) + 1);
    return [...m].map(([a, b]) => `${a} ${b}`).join(", ");
  };
  return `formats: ${by((l) => l.format)}; split: ${by((l) => l.split)}`;
});
