// Blind set holdout133: university core facilities (microscopy, mass spectrometry, sequencing and flow cytometry
// cores). 64 scenarios = 52 incidents (4 per each of the 13 categories) + 12 quiet windows, over four made-up
// estates (Northgate: 10 services, Node/Java/Python/.NET/Ruby/Go/C++, trace ids; Kestrel: 9 services, no ids;
// Harborview: 10 services, trace ids; Lakemont: 9 services, no ids). Formats rotate over jsonl, datadog, ecs,
// gcp, logfmt and compose (multi-line stack traces in each runtime's shape), windows of 6-20 minutes,
// 1,500-10,000 lines, per-service clock skew up to 300 ms.
// What makes it hard: every estate has a chronic complainer (clock-offset errors, controller CRC errors, scanner
// warnings, permission-denied on Thumbs.db) logging from the first minute; the domain's own refusals (untrained
// users, expired grant accounts, duplicate barcode scans, slot overruns, maintenance) look like failures but are
// normal; unrelated deploys and config reloads land near the fault; callers (portals, intake, billing) often log
// more errors than the origin; some origins log only at WARN, some go silent or crash-loop with no reason given;
// a flood-stage block arrives as HTTP 429, and third-party failures (ERP, LMS, BaseSpace, finance API) must be
// pinned on the service that talks to them.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, nm, type Role, services } from "./holdout133/estates.js";
import { EXT, FORMATS, type Format, render } from "./holdout133/formats.js";
import { SPECS, type Spec } from "./holdout133/incidents.js";
import { background } from "./holdout133/quiet.js";
import { int, mulberry32, pick, shuffle } from "./holdout133/rng.js";
import { assignSplit } from "./holdout133/split.js";
import { type Ev, skewAndSort } from "./holdout133/stream.js";

export interface Holdout133Label extends NotedLabel {
  format: Format;
}

type Plan = { spec: Spec | null; est: number };

const QUIET_NOTES = [
  "A normal window: bookings, refused bookings for untrained users, expired grant accounts, transfer retries that succeed and the estate's usual chronic complaint.",
  "Nothing is broken: usage sessions with slot overruns, duplicate barcode scans, an instrument in maintenance and a routine deploy.",
  "Quiet traffic with a config reload, badge denials outside booked slots and held charges on expired accounts.",
];

export function generateHoldout133(dir: string, seed = 13301): Holdout133Label[] {
  mkdirSync(dir, { recursive: true });
  const master = mulberry32(seed);
  const plans: Plan[] = [
    ...SPECS.map((s) => ({ spec: s, est: s.est })),
    ...Array.from({ length: 12 }, (_, i) => ({ spec: null, est: i % 4 })),
  ];
  const order = shuffle(master, plans);
  const splits = assignSplit(
    master,
    order.map((p) => p.spec?.cat ?? "quiet"),
  );
  const labels: Holdout133Label[] = [];
  order.forEach((plan, i) => {
    const rng = mulberry32((seed * 2654435761 + i * 40503) >>> 0);
    const est = ESTATES[plan.est];
    const spec = plan.spec;
    const fmt = FORMATS[i % FORMATS.length];
    const id = `h133-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[fmt]}`;
    const day = Date.UTC(2026, 5, 1) + i * 86400000;
    const t0 = day + int(rng, 7, 21) * 3600000 + int(rng, 0, 59) * 60000 + int(rng, 0, 59999);
    const durMin = int(rng, 6, 20);
    const t1 = t0 + durMin * 60000;
    const startOff = (3 + rng() * (Math.min(8, durMin - 3) - 3)) * 60000;
    const start = Math.round(t0 + startOff);
    const roles = Object.keys(est.svc) as Role[];
    const changeRole = pick(
      rng,
      roles.filter((r) => r !== spec?.origin && r !== "portal"),
    );
    const changeAt = spec ? start + int(rng, -150000, 90000) : t0 + int(rng, 60000, durMin * 60000 - 60000);
    let rate = 1.2 + rng() * 1.8;
    let lines: string[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const r2 = mulberry32((seed + i * 977 + attempt) >>> 0);
      const originSvc = spec ? nm(est, spec.origin) : null;
      const evs: Ev[] = background(est, t0, t1, r2, {
        changeAt,
        changeRole,
        rate,
        silent: spec?.quiet ? (svc, t) => svc === originSvc && t >= start : undefined,
        degrade: spec ? { role: spec.origin, from: start, keep: spec.quiet ? 0 : 0.35 } : undefined,
      });
      if (spec) spec.gen({ est, rng: r2, s: start, e: t1, evs });
      const sorted = skewAndSort(evs, services(est), r2);
      lines = render(fmt, sorted, services(est), est.ns);
      if (lines.length < 1700) rate *= 1.35;
      else if (lines.length > 9800) rate *= 0.7;
      else break;
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format: fmt,
      isIncident: spec !== null,
      originService: spec ? nm(est, spec.origin) : null,
      category: spec?.cat ?? null,
      errorTypeHints: spec?.hints ?? [],
      incidentStart: spec ? new Date(start).toISOString() : null,
      expectedSeverityAtLeast: spec?.sev ?? null,
      split: splits[i],
      note: spec ? spec.note : `${est.name}: ${pick(rng, QUIET_NOTES)}`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout133", generateHoldout133, (ls) => {
  const est = ESTATES.map((e) => e.key).join("/");
  const fm = FORMATS.map((f) => `${f} ${ls.filter((l) => l.format === f).length}`).join(", ");
  return `estates ${est}; ${fm}; tune ${ls.filter((l) => l.split === "tune").length}`;
});
