// Blind set quiet100: municipal waste collection. 48 aggregated log windows (40 quiet, 8 incidents, one per
// category: database, dependency, disk, memory, configuration, authentication, timeout, null_reference) from four
// made-up estates - Northvale Waste Services, Corran Environmental, Haldon Recycling Partnership and Brackenford
// Borough Council - each of 9-10 services (route optimisation, truck telematics, RFID bin-lift ingest, in-cab tablet
// sync, missed-collection reports, bulky-item booking, weighbridge tickets, street-cleaning rota, resident portal,
// notifications) in Node, Java, Python, Go, .NET, Ruby and C++. Files rotate over the dev set's six formats
// (jsonl, datadog, ecs, gcp, logfmt, compose), 7-20 minutes and 1,500-10,000 lines each, clock skew up to 300 ms.
// What makes it hard: the 40 quiet windows carry 38 kinds of alarming but harmless noise (unread RFID tags, tablets
// offline in dead zones, bins not presented, weighbridge re-weighs, road-works diversions, CAN trouble codes, ERROR-level
// contamination events, handled stack traces, 4xx storms, GC pauses, rolling restarts ...) on top of one constant
// noisy service, deprecations, retries that succeed and deploys; incidents sit on the same noise, some origins log
// only at WARN or go quiet while callers' retries and breakers are louder, and half the estates carry no trace ids.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background, configReload, deploy, deprecations, noisy } from "./quiet100/background.js";
import { ESTATES, type Role } from "./quiet100/estates.js";
import { EXT, FORMATS, type Format } from "./quiet100/formats.js";
import { INCIDENTS } from "./quiet100/incidents.js";
import { QUIET } from "./quiet100/quiet.js";
import { int, mulberry32, pick, shuffle } from "./quiet100/rng.js";
import { assignSplit } from "./quiet100/split.js";
import { Ctx } from "./quiet100/stream.js";

export interface Quiet100Label extends NotedLabel {
  format: Format;
}

const INCIDENT_SLOTS = [3, 12, 15, 20, 25, 28, 35, 43];

export function generateQuiet100(dir: string, seed = 10051): Quiet100Label[] {
  mkdirSync(dir, { recursive: true });
  const master = mulberry32(seed);
  const incidents = shuffle(master, INCIDENTS);
  const kinds = shuffle(master, QUIET);
  const quietOrder = [...kinds, ...shuffle(master, QUIET).slice(0, 40 - kinds.length)];
  const labels: Quiet100Label[] = [];
  let qi = 0;
  let ii = 0;
  for (let i = 0; i < 48; i++) {
    const r = mulberry32(seed * 7919 + i * 104729 + 17);
    const fmt = FORMATS[i % 6];
    const estate = ESTATES[(i + Math.floor(i / 6)) % 4];
    const inc = INCIDENT_SLOTS.includes(i) ? incidents[ii++] : undefined;
    const day = Date.UTC(2026, 11, 1 + i);
    const t0 = day + (5 * 60 + int(r, 30, 480)) * 60000 + int(r, 0, 59999);
    const startMin = int(r, 3, 8);
    const minutes = Math.min(20, Math.max(int(r, 7, 18), inc ? startMin + int(r, 5, 9) : 0));
    const t1 = t0 + minutes * 60000;
    const ctx = new Ctx(r, estate, fmt, t0, t1);
    const start = t0 + startMin * 60000 + int(r, 0, 59) * 1000;
    const load = 0.85 + r() * 0.6;
    if (inc) inc.run(ctx, start);
    background(ctx, load);
    noisy(ctx, inc ? inc.role : null);
    deprecations(ctx);
    const primary = inc ? pick(r, QUIET) : quietOrder[qi++];
    primary.run(ctx, t0 + int(r, 30, Math.max(60, minutes * 60 - 300)) * 1000);
    const second = pick(r, QUIET);
    if (second !== primary && r() < 0.6) second.run(ctx, t0 + int(r, 30, minutes * 60 - 120) * 1000);
    const others = (Object.keys(estate.svc) as Role[]).filter((x) => x !== inc?.role);
    const near = inc ? start + int(r, -150, 150) * 1000 : t0 + int(r, 120, minutes * 60 - 60) * 1000;
    if (r() < 0.6) deploy(ctx, pick(r, others), near, `v${int(r, 1, 9)}.${int(r, 0, 40)}.${int(r, 0, 9)}`);
    else configReload(ctx, pick(r, others), near);
    const lines = ctx.lines();
    const id = `q100-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[fmt]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format: fmt,
      isIncident: inc !== undefined,
      originService: inc ? ctx.name(inc.role) : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(start).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: inc ? `${estate.company}: ${inc.note(ctx)}.` : `${estate.company}: ${primary.note}; nothing is broken.`,
      lines: lines.length,
    });
  }
  const splits = assignSplit(
    master,
    labels.map((l) => (l.isIncident ? "incident" : "quiet")),
  );
  labels.forEach((l, k) => {
    l.split = splits[k];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet100", generateQuiet100, (labels) => {
  const byFmt = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  const tune = labels.filter((l) => l.split === "tune").length;
  return `${ESTATES.length} estates, formats: ${byFmt}; tune ${tune} / locked ${labels.length - tune}`;
});
