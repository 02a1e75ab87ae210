/**
 * Blind scenario set quiet36: an airline group and two airports, mostly quiet.
 *
 * 48 files: 40 quiet windows, each a different kind of harmless noise that looks alarming (fares gone between
 * shopping and pricing, card declines, abandoned 3-D Secure, a throttled scraper, G1 pauses, e-mail bounces,
 * credential stuffing refused, fraud holds, an optional partner's breaker opening, a schedule change; document
 * refusals at check-in, a snowstorm's mass rebooking that queues but drains, crew FTL warnings and missed sign-ons,
 * kiosk paper outs, ADS-B oceanic gaps, duplicate MVTs, an oversold flight, an expiring pass-signing certificate,
 * expired app tokens; FIDS screens reconnecting overnight, gate conflicts resolved, unknown registrations, cached
 * METARs, a clock step, a node drain, a certificate rotation, Kafka rebalances, a recorder's retention purge, missing
 * TOBTs; bags rushed to later flights, BSMs for unknown flights, a dirty scanner, a sorter jam, duplicate BSMs,
 * no-show offloads, WorldTracer duplicates, hung gate screens, a SITA link maintenance, slow dashboard reports) and
 * 8 incidents, one per category (database, configuration, dependency, unknown, timeout, memory, authentication,
 * disk), laid on the same noise.
 *
 * Estates (8-10 services each, 10 in the estate): Skylark Air commerce (Node BFF, Java shopping/orders/ticketing,
 * Go payments, .NET ancillaries, Ruby loyalty, Python notifications; trace ids), Nordvale Airways operations
 * (check-in/DCS, APIS, boarding passes, crew, disruption; no trace ids), Harbourside International Airport AODB
 * (gates, FIDS, A-CDM, VDGS, PA; trace ids) and Lakeport Airport baggage (BSM, Type B, reconciliation, sortation,
 * WorldTracer; no ids). Files rotate over the six dev formats (jsonl, datadog, ecs, gcp, logfmt, compose), 6-20
 * minute windows, 1,500-10,000 lines, per-service skew up to 300 ms, incidents after 3-8 minutes of baseline.
 *
 * What makes it hard: every file has a service erroring constantly from the first minute, health probes,
 * deprecation warnings, retries that succeed and an unrelated deploy or config reload; the quiet windows shout
 * ERROR/WARN with stack traces, 4xx/5xx, breakers and queue lag; some origins log only WARN, one goes silent, and
 * callers' timeouts and retry storms are louder than the origin.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { baseline, chooseServices } from "./quiet36/baseline.js";
import { ESTATES } from "./quiet36/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet36/formats.js";
import { INCIDENTS } from "./quiet36/incidents.js";
import { QUIET } from "./quiet36/quiet.js";
import { Rng } from "./quiet36/rng.js";
import { assignSplit } from "./quiet36/split.js";
import { Stream } from "./quiet36/stream.js";

export interface Quiet36Label extends NotedLabel {
  format: Format;
}

interface Plan {
  estate: string;
  uses: string[];
  note: string;
  run: (s: Stream, at: number) => void;
  incident?: (typeof INCIDENTS)[number];
  hours?: number[];
}

const MIN = 60000;

export function generateQuiet36(dir: string, seed = 3601): Quiet36Label[] {
  mkdirSync(dir, { recursive: true });
  const top = new Rng(seed);
  const plans: Plan[] = [
    ...QUIET.map((q) => ({ estate: q.estate, uses: q.uses, note: q.note, run: q.run, hours: q.hours })),
    ...INCIDENTS.map((i) => ({ estate: i.estate, uses: i.uses, note: i.note, run: i.run, incident: i })),
  ];
  const order = top.shuffle(plans);
  const labels: Quiet36Label[] = [];
  order.forEach((p, idx) => {
    const id = `q36-${String(idx + 1).padStart(2, "0")}`;
    const format = FORMATS[idx % FORMATS.length];
    const e = ESTATES.find((x) => x.key === p.estate);
    if (!e) throw new Error(`no estate ${p.estate}`);
    let lines: string[] = [];
    let at = 0;
    let target = 0;
    for (let attempt = 0; attempt < 8; attempt++) {
      const r = new Rng(seed * 1009 + idx * 97 + attempt);
      at = r.int(3 * MIN, 8 * MIN);
      const windowMin = p.incident ? Math.min(20, Math.max(Math.ceil(at / MIN) + 6, r.int(9, 20))) : r.int(6, 20);
      const day = r.int(1, 28);
      const hour = r.pick(p.hours ?? [1, 2, 3, 5, 6, 7, 9, 12, 16, 18, 21, 23]);
      const t0 = Date.UTC(2026, 11, day, hour, r.int(0, 50), 0) + r.int(0, 999);
      const t1 = t0 + windowMin * MIN;
      const services = chooseServices(e, p.uses, r);
      const s = new Stream(r, t0, t1, services, e.traces);
      if (target === 0) target = r.int(2200, 8500);
      const rate = target / (windowMin * 60 * 4.2);
      const change = t0 + at + (r.chance(0.5) ? -1 : 1) * r.int(40000, 150000);
      baseline(e, s, rate, change, p.incident ? [p.incident.origin] : []);
      p.run(s, t0 + at);
      at += t0;
      const pods = new Map(services.map((x) => [x, `${x}-${r.hex(9)}-${r.upper(5, "bcdfghjklmnpqrstvwxz2456789")}`]));
      lines = render(format, s.printed(), { ns: e.ns, pods });
      if (lines.length >= 1600 && lines.length <= 9800) break;
      target = Math.round((target * 5000) / lines.length);
    }
    if (lines.length < 1500 || lines.length > 10000) throw new Error(`${id}: ${lines.length} lines`);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = p.incident;
    labels.push({
      id,
      file,
      format,
      isIncident: Boolean(inc),
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(at).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: `${e.company}: ${p.note}.`,
      lines: lines.length,
    });
  });
  const split = assignSplit(
    labels.map((l) => ({ id: l.id, group: l.category ?? "quiet" })),
    top,
  );
  for (const l of labels) l.split = split.get(l.id) ?? "tune";
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

const layouts = (labels: Quiet36Label[]) => {
  const f = FORMATS.map((x) => `${x} ${labels.filter((l) => l.format === x).length}`).join(", ");
  const t = labels.filter((l) => l.split === "tune").length;
  return `formats: ${f}; split tune ${t} / locked ${labels.length - t}; estates: ${ESTATES.map((e) => e.company).join(", ")}`;
};

runHoldoutCli(import.meta.url, "quiet36", generateQuiet36, layouts);
