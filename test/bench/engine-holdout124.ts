// Blind set holdout124: zoos and aquariums. 64 aggregated log windows (52 failing, 4 per category; 12 quiet) from three
// made-up estates: Harbourline Aquarium Group (visit-gw, entry-slots, member-ledger, gate-readers, lss-hub,
// pump-plc-bridge, husbandry-api, keeper-sync, showtimes, pos-relay; trace ids on every hop), Northfield Zoo
// (zoo-web, app-bff, ticketing, memberships, turnstiles, animal-records, feed-scheduler, handheld-api, edu-bookings,
// till-service; no request ids) and Wildmoor Wildlife Park (guest-api, tix-engine, passholders, gate-fleet,
// vet-records, diet-planner, habitat-sensors, lss-controller, events-desk, map-times; request ids at the edge only).
// Each file holds 10 services, 6-20 minutes, 1,500-10,000 lines, in one of the six dev formats (jsonl, datadog, ecs,
// gcp, logfmt, compose) with per-service clock skew up to 300 ms and multi-line stack traces in Java, Kotlin, Go,
// Python, .NET, Ruby, Node and C++ style.
// What makes it hard: a noisy service with a constant harmless error from the first minute (printer paper, push
// tokens, a turbidity sensor's CRC), domain noise (probe drift, double scans, lapsed memberships, late handheld syncs,
// declined donations, cancelled shows), deprecation warnings, retries that succeed, an unrelated deploy or config
// reload near the failure, callers that word the failure their own way and retry louder than the failing service,
// origins that log at WARN only or go quiet (crash loops, killed processes), failures that hit only one route or
// one outbound call, GC/lock/429 wording that points at the wrong category, and quiet windows with eye-catching
// but harmless one-offs (chiller defrost, reader reboot, a slow request).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./holdout124/estates.js";
import { EXT, FORMATS, type Format, render } from "./holdout124/formats.js";
import { INCIDENTS, type IncidentDef } from "./holdout124/incidents.js";
import { quietExtras, unrelatedChange } from "./holdout124/quiet.js";
import { makeRng } from "./holdout124/rng.js";
import { assignSplit } from "./holdout124/split.js";
import { simulate } from "./holdout124/stream.js";

export interface Holdout124Label extends NotedLabel {
  format: Format;
}

interface Plan {
  estate: Estate;
  def: IncidentDef | null;
}

export function generateHoldout124(dir: string, seed = 12401): Holdout124Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const plans: Plan[] = INCIDENTS.map((def) => ({ estate: ESTATES[def.estate], def }));
  for (const k of ["A", "B", "C", "A", "B", "C", "A", "B", "C", "A", "B", "C"] as const)
    plans.push({ estate: ESTATES[k], def: null });
  r.shuffle(plans);
  const splits = assignSplit(
    plans.map((p) => ({ category: p.def?.cat ?? null })),
    r,
  );
  const labels: Holdout124Label[] = [];
  plans.forEach((p, i) => {
    const id = `h124-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length] as Format;
    const file = `${id}.${EXT[format]}`;
    const day = Date.UTC(2026, 5, 1) + i * 86400000 * 2 + r.int(0, 1) * 86400000;
    const t0 = day + r.int(8, 18) * 3600000 + r.pick([0, 15, 30, 45]) * 60000;
    const lead = r.int(3 * 60, 8 * 60);
    const minutes = r.int(Math.max(7, Math.ceil(lead / 60) + 4), 20);
    const at = t0 + lead * 1000 + r.int(0, 999);
    const def = p.def;
    const near = at + r.pick([-1, 1]) * r.int(40000, 170000);
    let target = r.int(1900, 7600);
    let lines: string[] = [];
    // a window whose stack traces push it past 10,000 lines is drawn again with less traffic
    for (let attempt = 0; attempt < 6; attempt++) {
      const sr = makeRng(seed * 131 + i * 7919 + attempt * 104729);
      const extras = [
        ...unrelatedChange(p.estate, def?.origin ?? null, near, sr),
        ...(def ? [] : quietExtras(p.estate, t0, minutes * 60000, sr)),
      ];
      const recs = simulate(
        {
          estate: p.estate,
          t0,
          minutes,
          target,
          extras,
          ...(def ? { fault: { ...def.fault(sr), origin: def.origin, at } } : {}),
        },
        sr,
      );
      lines = render(format, recs, p.estate.namespace);
      if (lines.length <= 9800 && lines.length >= 1500) break;
      target = Math.round((target * (lines.length > 9800 ? 8500 : 2500)) / lines.length);
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: !!def,
      originService: def?.origin ?? null,
      category: def?.cat ?? null,
      errorTypeHints: def?.hints ?? [],
      incidentStart: def ? new Date(at).toISOString() : null,
      expectedSeverityAtLeast: def?.sev ?? null,
      split: splits[i] ?? "tune",
      note: def
        ? def.note
        : `Quiet ${p.estate.company} window: normal traffic, the usual noisy service, routine drift, rejections and one routine change; nothing is broken.`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout124", generateHoldout124, (ls) => {
  const est = ["Harbourline Aquarium Group", "Northfield Zoo", "Wildmoor Wildlife Park"].join(" / ");
  return `estates ${est}; formats ${FORMATS.map((f) => `${f}=${ls.filter((l) => l.format === f).length}`).join(" ")}; lines ${Math.min(...ls.map((l) => l.lines))}-${Math.max(...ls.map((l) => l.lines))}; tune=${ls.filter((l) => l.split === "tune").length}`;
});
