// Blind set quiet70: harmless-but-alarming windows from carmakers' connected-vehicle platforms.
//
// 48 scenarios: 40 quiet windows (40 kinds of noise that pages on-call for nothing: cars asleep in garages not
// answering remote unlocks, OTA downloads paused on low 12V battery, telemetry arriving late after tunnels, VINs not
// enrolled, dealer tools on old versions, MQTT reconnect waves after a planned broker restart, expired TCU
// certificates on long-parked cars, OCPP SuspendedEV, consent-revoked 403s, Kafka rebalances, GC pauses, crash
// reports forwarded from old app builds, ...) and 8 incidents, one per category (database, dependency, network,
// timeout, configuration, authentication, memory, disk), laid on the same noise.
// Estates: Norvik Motors, Aurelia Automotive, Kestrel Cars, Halden Mobility; 9-10 services each (Node app
// gateways, Java/Kotlin command, charging and OTA services, Go gateways and telemetry consumers, Python trip
// stores, .NET vehicle registries, Ruby dealer tools), trace ids in two estates and none in the other two.
// Files rotate over the six dev formats (jsonl, datadog, ecs, gcp, logfmt, compose), 6-20 minute windows,
// 1,500-10,000 lines, per-service clock skew up to 300 ms, sorted by printed time.
// What makes it hard: every file has a noisy service with a constant harmless error, deprecation warnings,
// retries that succeed, an unrelated deploy or config reload, and one or two alarming episodes; in incidents the
// callers are louder than the origin, two origins only warn, two go quiet, and the sleeping-car noise looks like
// the authentication failure that stops wake-up SMS.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet70/estates.js";
import { FORMATS, type Format } from "./quiet70/formats.js";
import { INCIDENTS, type IncidentKind } from "./quiet70/incidents.js";
import { QUIET, type QuietKind } from "./quiet70/quiet.js";
import { mulberry32 } from "./quiet70/rng.js";
import { assignSplit } from "./quiet70/split.js";
import { buildWindow, type Episode, type Role } from "./quiet70/stream.js";

export interface Quiet70Label extends NotedLabel {
  format: Format;
}

const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};
const MIN = 60000;

const fits = (e: Estate, needs: Role[]) => needs.every((n) => e.names[n] !== undefined);

export function generateQuiet70(dir: string, seed = 7001): Quiet70Label[] {
  mkdirSync(dir, { recursive: true });
  const r = mulberry32(seed);
  // 48 slots; incidents at seeded positions
  const slots: (QuietKind | IncidentKind)[] = [...QUIET];
  for (const inc of INCIDENTS) slots.splice(r.int(0, slots.length), 0, inc);
  const isInc = (x: QuietKind | IncidentKind): x is IncidentKind => "origin" in x;
  const drafts: Omit<Quiet70Label, "split">[] = [];
  slots.forEach((kind, i) => {
    const sr = mulberry32(seed * 1009 + i * 7919);
    const format = FORMATS[i % FORMATS.length] as Format;
    const fitting = ESTATES.filter((e) => fits(e, kind.needs));
    const estate = isInc(kind)
      ? (ESTATES.find((e) => e.key === kind.estate) as Estate)
      : (fitting[i % fitting.length] as Estate);
    const minutes = sr.int(isInc(kind) ? 14 : 6, 20);
    const day = Date.UTC(2026, 9, 5) + i * 86400000 * 1.5;
    const t0 = day + sr.pick([1, 2, 3, 3, 4, 5, 7, 9, 13, 17, 21, 23]) * 3600000 + sr.int(0, 59) * MIN;
    const episodes: { ep: Episode; at: number }[] = [];
    const needs = new Set<Role>(kind.needs);
    let start: number | null = null;
    if (isInc(kind)) {
      start = t0 + sr.int(3 * MIN, Math.min(8 * MIN, (minutes - 7) * MIN));
      start = Math.floor(start / 1000) * 1000 + sr.int(0, 999);
      episodes.push({ ep: kind, at: start });
      const extra = QUIET.filter((q) => fits(estate, q.needs));
      for (let k = 0; k < 2; k++) {
        const q = sr.pick(extra);
        for (const n of q.needs) needs.add(n);
        episodes.push({ ep: q, at: t0 + sr.int(0, minutes - 3) * MIN + sr.int(0, 59999) });
      }
    } else {
      episodes.push({ ep: kind, at: t0 + sr.int(Math.min(2, minutes - 5) * MIN, Math.min(6, minutes - 4) * MIN) });
      const extra = QUIET.filter((q) => q !== kind && fits(estate, q.needs));
      const q = sr.pick(extra);
      for (const n of q.needs) needs.add(n);
      episodes.push({ ep: q, at: t0 + sr.int(0, minutes - 3) * MIN + sr.int(0, 59999) });
    }
    needs.add(estate.noisy.role);
    const roles = Object.keys(estate.names) as Role[];
    const droppable = roles.filter((x) => !needs.has(x));
    const keep = sr.chance(0.5) && droppable.length ? roles.filter((x) => x !== sr.pick(droppable)) : roles;
    const deployRole = sr.pick(keep.filter((x) => !isInc(kind) || x !== kind.origin));
    const deployAt = (start ?? t0 + (minutes * MIN) / 2) + sr.int(-150000, 150000);
    // aim for 1,500-10,000 lines
    const target = sr.int(2200, 8500);
    let rate = Math.max(0.25, (target / minutes - 120) / 60 / 2.6);
    let lines: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      lines = buildWindow(
        { estate, format, t0, minutes, rate, episodes, deployAt, deployRole, keep },
        mulberry32(seed * 31 + i * 104729 + attempt),
      );
      if (lines.length >= 1500 && lines.length <= 10000) break;
      rate *= lines.length < 1500 ? 1.6 : 0.6;
    }
    const id = `q70-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    drafts.push({
      id,
      file,
      format,
      isIncident: isInc(kind),
      originService: isInc(kind) ? (estate.names[kind.origin] as string) : null,
      category: isInc(kind) ? kind.category : null,
      errorTypeHints: isInc(kind) ? kind.hints : [],
      incidentStart: start === null ? null : new Date(start).toISOString(),
      expectedSeverityAtLeast: isInc(kind) ? kind.severity : null,
      note: `${estate.company}: ${kind.note}`,
      lines: lines.length,
    });
  });
  const split = assignSplit(
    drafts.map((d) => d.category),
    seed,
  );
  const labels: Quiet70Label[] = drafts.map((d, i) => ({ ...d, split: split[i] as "tune" | "locked" }));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet70", generateQuiet70, (labels) => {
  const per = new Map<string, number>();
  for (const l of labels) per.set(l.format, (per.get(l.format) ?? 0) + 1);
  return `formats ${[...per].map(([f, n]) => `${f}=${n}`).join(" ")}; estates norvik/aurelia/kestrel/halden`;
});
