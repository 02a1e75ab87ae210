// Blind holdout106: cruise lines and ferry operators.
//
// 64 scenarios: 52 failing windows (4 for each of the 13 categories, one per estate) and 12 quiet windows.
// Four made-up estates, each file one aggregated stream of 9-10 services sorted by printed time with per-service
// clock skew up to 300 ms, 6-20 minute windows, 1,500-10,000 lines, rotating over the dev set's six formats
// (jsonl, datadog, ecs, gcp, logfmt, compose; multi-line traces as continuation lines or error.stack_trace):
//   - meridian: a cruise line's shore systems (portal, booking, pricing, online check-in with passport OCR,
//     embarkation terminals, payments, excursions, crew roster, notifications); Node/Java/Python/.NET/Go/Ruby;
//     request ids across services.
//   - aurora: one ship's systems (onboard app, folio ledger, bar POS, key cards and door locks, satellite sync,
//     excursion desk, crew scheduler, cabin services, shipboard auth); no request ids.
//   - northchannel: a ferry operator (web booking, timetable, vehicle deck planning, sailing inventory, port
//     kiosks, ANPR cameras, boarding gates, payments, weather ops, SMS); request ids.
//   - islelink: an island ferry operator (Django API, ticketing, manifests, capacity, gates, kiosks, card
//     payments, disruption feed, loyalty passes); no request ids.
// What makes it hard: a noisy service in every estate logs a harmless error or warning from the first minute
// (unreadable passport MRZ, declined bar cards, unread number plates, declined cards), sometimes the very service
// that later fails; callers retry louder than the failing service; some failing services log only WARN or go
// quiet (restart loops, stalled jobs); unrelated releases or config reloads land near the start; domain episodes
// (satellite rain fade with backlog sync, weather cancellations with rebookings, embarkation barcode misreads)
// appear in quiet and failing windows alike; third parties that never log (PSP, tour partners, Redis, forecast
// APIs, shore gateway) are named only by the service that talks to them.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout106/estates.js";
import { EXT, FORMATS, type Format, render } from "./holdout106/formats.js";
import { CATEGORIES, INCIDENTS } from "./holdout106/incidents.js";
import { EPISODES } from "./holdout106/quiet.js";
import { mulberry32 } from "./holdout106/rng.js";
import { assignSplit } from "./holdout106/split.js";
import { build } from "./holdout106/stream.js";

export interface Holdout106Label extends NotedLabel {
  format: Format;
}

interface Plan {
  cat: string | null;
  estate: number;
}

export function generateHoldout106(dir: string, seed = 10601): Holdout106Label[] {
  const r = mulberry32(seed);
  const plans: Plan[] = [];
  for (const cat of CATEGORIES) for (let e = 0; e < 4; e++) plans.push({ cat, estate: e });
  for (let q = 0; q < 12; q++) plans.push({ cat: null, estate: q % 4 });
  for (let i = plans.length - 1; i > 0; i--) {
    const j = Math.floor(r.f() * (i + 1));
    [plans[i], plans[j]] = [plans[j], plans[i]];
  }
  mkdirSync(dir, { recursive: true });
  const labels: Holdout106Label[] = [];
  const base = Date.UTC(2026, 8, 7);
  plans.forEach((p, i) => {
    const estate = ESTATES[p.estate];
    const id = `h106-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const sr = mulberry32(seed * 131 + i * 7919);
    const t0 = base + i * 86400000 * 2 + sr.i(5, 21) * 3600000 + sr.i(0, 3) * 900000;
    const fault = p.cat ? INCIDENTS[p.cat as keyof typeof INCIDENTS][p.estate](sr) : undefined;
    const minutes = fault ? sr.i(10, 20) : sr.i(6, 20);
    const faultAt = fault
      ? t0 + sr.i(3 * 60, Math.min(8 * 60, minutes * 60 - 5 * 60)) * 1000 + sr.i(0, 999)
      : undefined;
    const perMin = sr.i(160, 420);
    const target = Math.max(1500, Math.min(8200, perMin * minutes));
    const others = estate.svcs.map((s) => s.name).filter((s) => s !== fault?.origin);
    const changeSvc = sr.p(others);
    const changeAt = faultAt
      ? faultAt + (sr.chance(0.5) ? -1 : 1) * sr.i(50, 200) * 1000
      : t0 + sr.i(2 * 60, minutes * 60 - 60) * 1000;
    const eps = EPISODES[estate.key];
    const episodes = fault ? (sr.chance(0.5) ? [sr.p(eps)] : []) : [sr.p(eps), ...(sr.chance(0.5) ? [sr.p(eps)] : [])];
    // multi-line traces and retry storms add lines: shrink the traffic until the file fits 10,000 lines
    let lines: string[] = [];
    for (let k = 0, tgt = target; k < 4; k++) {
      lines = render(
        format,
        build({ estate, t0, minutes, target: tgt, fault, faultAt, changeAt, changeSvc, episodes }, sr),
        estate.ns,
      );
      if (lines.length <= 9800) break;
      tgt = Math.floor((tgt * 9000) / lines.length);
    }
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: !!fault,
      originService: fault?.origin ?? null,
      category: fault?.cat ?? null,
      errorTypeHints: fault?.hints ?? [],
      incidentStart: faultAt ? new Date(faultAt).toISOString() : null,
      expectedSeverityAtLeast: fault?.sev ?? null,
      split: "tune",
      note: fault
        ? `${estate.key}: ${fault.note}`
        : `${estate.key}: an ordinary ${minutes}-minute window with the estate's usual noise; nothing is broken.`,
      lines: lines.length,
    });
  });
  const split = assignSplit(labels, r);
  labels.forEach((l, i) => {
    l.split = split[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout106", generateHoldout106, (labels) => {
  const by = (k: (l: Holdout106Label) => string) =>
    Object.entries(
      labels.reduce<Record<string, number>>((m, l) => {
        m[k(l)] = (m[k(l)] ?? 0) + 1;
        return m;
      }, {}),
    )
      .map(([a, b]) => `${a} ${b}`)
      .join(", ");
  const ls = labels.map((l) => l.lines);
  return `formats: ${by((l) => l.format)}; estates: ${by((l) => l.note.split(":")[0])}; lines ${Math.min(...ls)}-${Math.max(...ls)}`;
});
