// Blind holdout97: restaurant chains and food service. 64 scenarios (52 incidents, 4 per each of the 13 root-cause
// categories, and 12 quiet windows) over four made-up estates: Brasa Grill (10 services, trace ids), Noodle Lane
// (9 services, no ids), Hearth & Crumb bakery cafés (9 services, trace ids) and Taco Fuego (10 services, no ids).
// Each file is one aggregated stream of one estate, 6-20 minutes and 1,500-10,000 lines, in one of the dev set's
// six formats (jsonl, datadog, ecs, gcp, logfmt, compose) in rotation, sorted by printed time with up to 300 ms of
// clock skew per service. Runtimes: Java, Python, Go, Node, .NET, Ruby and C++, each with its own stack traces.
// What makes it hard: every estate has a constantly noisy service (unmapped partner menu items, kitchen screens
// dropping websockets, offline tills, already-redeemed vouchers) plus sold-out refusals, closed stores, card
// declines, throttled partner syncs that recover, deprecation warnings and an unrelated deploy or reload near the
// trouble; callers report failures in their own words and often louder (retry storms), some origins only warn,
// some go quiet and restart without a reason, third-party failures surface only in the service that calls them.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { EXT, FORMATS, type Format } from "./holdout97/formats.js";
import { INCIDENTS } from "./holdout97/incidents.js";
import { QUIET } from "./holdout97/quiet.js";
import { makeRng } from "./holdout97/rng.js";
import { assignSplits } from "./holdout97/split.js";
import { buildWindow, type Plan } from "./holdout97/stream.js";

export interface Holdout97Label extends NotedLabel {
  format: Format;
}

interface Entry {
  plan: Plan;
  note: string;
  category: string | null;
  origin: string | null;
  hints: string[];
  sev: "medium" | "high" | null;
  hour?: number;
  split?: "tune" | "locked";
}

export function generateHoldout97(dir: string, seed = 9701): Holdout97Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const entries: Entry[] = [
    ...INCIDENTS.map((s) => ({
      plan: s.plan,
      note: s.note,
      category: s.category,
      origin: s.origin,
      hints: s.hints,
      sev: s.sev,
    })),
    ...QUIET.map((q) => ({
      plan: q.plan,
      note: q.note,
      category: null,
      origin: null,
      hints: [],
      sev: null,
      hour: q.hour,
    })),
  ];
  r.shuffle(entries);
  assignSplits(entries, r);
  const labels: Holdout97Label[] = [];
  const day0 = Date.parse("2026-09-03T00:00:00.000Z");
  entries.forEach((e, i) => {
    const sr = makeRng(seed * 131 + i * 7919);
    const id = `h97-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const minutes = sr.int(8, 20);
    const lead = sr.int(3, Math.min(7, minutes - 4));
    const hour = e.hour ?? sr.pick([7, 8, 11, 12, 13, 14, 17, 18, 19, 20]);
    const start = new Date(
      day0 + Math.floor(i * 1.4) * 86400000 + hour * 3600000 + sr.int(0, 50) * 60000 + sr.int(0, 59) * 1000,
    );
    start.setUTCMilliseconds(0);
    const target = e.hour !== undefined && (e.hour < 6 || e.hour >= 22) ? sr.int(1900, 3000) : sr.int(2400, 8000);
    const { text, win } = buildWindow(sr, e.plan, format, start.toISOString(), minutes, lead, target);
    if (win.lines < 1500 || win.lines > 10000) throw new Error(`${id}: ${win.lines} lines out of range`);
    writeFileSync(join(dir, file), text);
    const incident = e.category !== null;
    labels.push({
      id,
      file,
      format,
      isIncident: incident,
      originService: e.origin,
      category: e.category,
      errorTypeHints: e.hints,
      incidentStart: incident ? new Date(win.incidentAt).toISOString() : null,
      expectedSeverityAtLeast: e.sev,
      split: e.split ?? "tune",
      note: e.note,
      lines: win.lines,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout97", generateHoldout97, (ls) => {
  const by = (k: string) => ls.filter((l) => l.format === k).length;
  return `formats ${FORMATS.map((f) => `${f}=${by(f)}`).join(" ")}; estates brasa, noodle, hearth, fuego`;
});
