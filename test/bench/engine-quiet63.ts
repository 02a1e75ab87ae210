// Blind set quiet63: harmless-but-alarming windows from parcel carriers and a postal service, plus eight failures
// laid on the same noise. 48 scenarios (40 quiet, 8 incidents, one per category: database, authentication, disk,
// rate_limiting, null_reference, configuration, memory, network) over four made-up estates: Kestrel Parcel
// (shipping/label/tracking APIs, hub sorter, scanners, POD, customs link; trace ids), Northpost (postal counter,
// postcode lookup, OCR sorting, handheld sync, parcel lockers, SMS; no ids), Quayline Cross-Border (merchant API,
// duty and customs declarations, carrier handoff, Sidekiq webhooks; trace ids) and Lastmile Lockers (courier app
// backend, route planner, geocoder, POD photos, lockers, COD; no ids). Each file is one aggregated stream of 9-10
// services over 6-20 minutes (1,500-10,000 lines), rotating over jsonl, datadog, ecs, gcp, logfmt and compose,
// with per-service clock skew up to 300 ms. Node, Java/Spring, Python, Go, .NET, Ruby and C++ services.
// What makes it hard: every window carries a constantly failing service (gone merchant webhook, camera frame
// drops, unparseable addresses, a broken locker door sensor), deprecation warnings, retries that succeed, an
// unrelated deploy or config reload, and 2-3 of 34 kinds of domain noise that page people for nothing (no-reads
// to manual sort, rejected addresses, full lockers, late handheld syncs, customs holds, duplicate scans, solver
// time limits, rate-limited API keys, cold caches, rebalances, GC pauses, DLQ replays ...). The failures show up
// as callers' 5xx, timeouts, retries and open breakers; two failing services go quiet and crash-loop, one only warns.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet63/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet63/formats.js";
import { FAULTS, type Fault } from "./quiet63/incidents.js";
import { KINDS, type Kind } from "./quiet63/quiet.js";
import { rngFrom } from "./quiet63/rng.js";
import { assignSplit } from "./quiet63/split.js";
import { simulate } from "./quiet63/stream.js";

export interface Quiet63Label extends NotedLabel {
  format: Format;
}

const fits = (k: Kind, es: Estate): boolean => k.needs.every((role) => es.roles[role] !== undefined);

export function generateQuiet63(dir: string, seed = 6301): Quiet63Label[] {
  const r = rngFrom(seed);
  mkdirSync(dir, { recursive: true });
  // where the eight failures sit among the 48 files
  const slots = Array.from({ length: 48 }, (_, i) => i);
  for (let i = slots.length - 1; i > 0; i--) {
    const j = r.i(0, i);
    [slots[i], slots[j]] = [slots[j], slots[i]];
  }
  // every format carries at least one failure: residues 0-5 (file n has format n % 6) once each, two more at random
  const residues = [0, 1, 2, 3, 4, 5, r.i(0, 5), r.i(0, 5)];
  for (let i = 5; i > 0; i--) {
    const j = r.i(0, i);
    [residues[i], residues[j]] = [residues[j], residues[i]];
  }
  const picked: number[] = [];
  for (const res of residues) picked.push(slots.find((s) => s % 6 === res && !picked.includes(s))!);
  const faultAt = new Map<number, Fault>(picked.map((s, k) => [s, FAULTS[k]]));
  const labels: Quiet63Label[] = [];
  let quietN = 0;
  for (let n = 0; n < 48; n++) {
    const id = `q63-${String(n + 1).padStart(2, "0")}`;
    const format = FORMATS[n % FORMATS.length];
    const fault = faultAt.get(n);
    let estate: Estate;
    const kinds: { kind: Kind; from: number }[] = [];
    let headline: Kind | undefined;
    if (fault) {
      estate = fault.estate;
    } else {
      headline = KINDS[quietN % KINDS.length];
      const can = ESTATES.filter((es) => fits(headline!, es));
      estate = can[quietN % can.length];
      kinds.push({ kind: headline, from: r.f(0.05, 0.6) });
      quietN++;
    }
    const pool = KINDS.filter((k) => k !== headline && fits(k, estate));
    for (let e = fault ? 2 : r.i(1, 2); e > 0; e--) kinds.push({ kind: r.p(pool), from: r.f(0, 0.7) });
    // a failure gets 3-8 minutes of baseline before it and at least 5 minutes after
    const base = r.f(3, 8);
    const minutes = fault ? Math.max(r.i(10, 20), Math.ceil(base + 5)) : r.i(6, 20);
    const t0 = Date.UTC(2026, 10, 1 + (n % 28), r.i(0, 23), r.i(0, 59), r.i(0, 59), r.i(0, 999));
    const tf = fault ? t0 + base * 60000 : undefined;
    const target = Math.round(Math.min(8600, Math.max(1900, minutes * r.f(220, 520))));
    const recs = simulate({ seed: r.i(1, 2 ** 31), estate, t0, minutes, lines: target, kinds, fault, tf });
    const out = render(format, recs, estate.ns);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${out.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: fault !== undefined,
      originService: fault ? fault.at : null,
      category: fault ? fault.category : null,
      errorTypeHints: fault ? fault.hints : [],
      incidentStart: tf !== undefined ? new Date(Math.round(tf)).toISOString() : null,
      expectedSeverityAtLeast: fault ? fault.severity : null,
      split: "tune",
      note: fault
        ? `${estate.company}: ${fault.note}`
        : `${estate.company}, nothing broken: ${kinds.map((k) => k.kind.name).join("; ")}.`,
      lines: out.length,
    });
  }
  const split = assignSplit(
    labels.map((l) => l.category ?? "quiet"),
    r,
  );
  labels.forEach((l, i) => {
    l.split = split[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet63", generateQuiet63, (labels) => {
  const byEstate = new Map<string, number>();
  for (const l of labels) {
    const co = l.note.split(/[:,]/)[0];
    byEstate.set(co, (byEstate.get(co) ?? 0) + 1);
  }
  const fmts = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  const tune = labels.filter((l) => l.split === "tune").length;
  return `estates ${[...byEstate].map(([k, v]) => `${k} ${v}`).join(", ")}; formats ${fmts}; tune ${tune}/locked ${labels.length - tune}`;
});
