// Blind set quiet83: harmless-but-alarming windows from two cruise lines and two ferry operators.
//
// 48 scenarios (40 quiet windows, 8 failures of 8 different categories) over four made-up estates:
// Aurora Seaways (cruise, 10 services, request ids), Northwind Ferries (ferry, 9 services, no ids), Coral Meridian
// Cruises (cruise, 9 services, no ids) and Skerry Link Ferries (ferry, 8 services, trace ids). Each file is one
// aggregated stream sorted by printed time (per-service clock skew up to 300 ms), 6-20 minutes, 1,500-10,000 lines,
// rotating over the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose) with multi-line stack traces
// in each runtime's own style (Java, Python, Go, Node, .NET, Ruby, C++).
//
// What makes it hard: every window carries request traffic, health checks, periodic jobs, a noisy service with a
// constant harmless ERROR/WARN, deprecation warnings, retries that succeed and a deploy or config reload; the quiet
// windows add 36 kinds of scary-but-harmless bursts (satellite rain fade and backlog drain, unreadable passport
// scans and number plates, demagnetised key cards, weather cancellations with mass refunds, card declines at the
// bar, TLS handshake EOFs, WAF-blocked scanners, planned DB failover, kiosks out of paper ...). The failures sit on
// the same noise: callers are louder than the origin (retry storms, 5xx naming the callee), one origin logs only at
// WARN, one goes silent, one crash-loops on heap exhaustion.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate, hasRole, type Role } from "./quiet83/estates.js";
import { EXT, FORMATS, type Format } from "./quiet83/formats.js";
import { FAILURES, type Failure } from "./quiet83/incidents.js";
import { NOISE, type Noise } from "./quiet83/quiet.js";
import { Rng } from "./quiet83/rng.js";
import { assignSplit } from "./quiet83/split.js";
import { baseline, Ctx } from "./quiet83/stream.js";

export interface Quiet83Label extends NotedLabel {
  format: Format;
}

const MIN = 60000;
const VERSIONS = ["2.41.0", "5.3.2", "1.18.7", "3.9.1", "7.0.4", "4.12.3"];
const RELOADS = [
  "config reloaded from /etc/app/config.yaml (2 keys changed: log.sampling, cache.ttl_seconds)",
  "feature flags reloaded (revision 812), 1 flag changed: new_seatmap_ui=25%",
  "TLS certificate reloaded, notAfter=2027-02-14T23:59:59Z",
];

function applicable(e: Estate, n: Noise): boolean {
  if (n.kind && n.kind !== e.kind) return false;
  return (n.needs ?? []).every((role) => hasRole(e, role));
}

export function generateQuiet83(dir: string, seed = 8301): Quiet83Label[] {
  const r = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  type Plan = { estate: Estate; failure?: Failure };
  const plans: Plan[] = [];
  for (const estate of ESTATES) {
    for (const failure of FAILURES.filter((f) => f.estate === estate.key)) plans.push({ estate, failure });
    while (plans.filter((p) => p.estate === estate).length < 12) plans.push({ estate });
  }
  r.shuffle(plans);
  const used = new Map<string, number>(NOISE.map((n) => [n.name, 0]));
  const labels: Quiet83Label[] = [];
  plans.forEach((plan, i) => {
    const { estate, failure } = plan;
    const format = FORMATS[i % FORMATS.length];
    const id = `q83-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const day = Date.UTC(2026, 10, 2 + i, r.pick([1, 2, 3, 4, 7, 11, 15, 19, 22]), r.int(0, 59), 0);
    const t0 = day + r.int(0, 59) * 1000;
    const offset = r.int(180, 480) * 1000;
    const dur = Math.max(r.int(6, 20) * MIN, offset + 4 * MIN);
    const t1 = t0 + dur;
    const c = new Ctx(r, estate, t0, t1);
    const nsvc = Object.keys(estate.roles).length;
    const target = r.int(2000, 7200);
    const health = (nsvc * dur) / 15000;
    const gap = Math.max(180, dur / Math.max(200, (target - health - dur / 9000) / 2.3));
    const start = t0 + offset;
    const roles = Object.keys(estate.roles) as Role[];
    const other = roles.filter((ro) => ro !== failure?.role && ro !== "edge");
    const near = failure ? start + r.int(-150, 120) * 1000 : t0 + r.int(60, Math.floor(dur / 1000) - 60) * 1000;
    const useDeploy = failure !== undefined || r.chance(0.6);
    baseline(c, {
      gap,
      deploy: useDeploy ? { role: failure?.decoy ?? r.pick(other), at: near, version: r.pick(VERSIONS) } : undefined,
      reload: useDeploy ? undefined : { role: r.pick(other), at: near, what: r.pick(RELOADS) },
    });
    // harmless bursts: the least used kinds that fit this estate
    const kinds = r
      .shuffle(NOISE.filter((n) => applicable(estate, n)))
      .sort((a, b) => (used.get(a.name) ?? 0) - (used.get(b.name) ?? 0))
      .slice(0, failure ? 2 : 3);
    for (const n of kinds) {
      used.set(n.name, (used.get(n.name) ?? 0) + 1);
      n.run(c, t0 + r.int(20, Math.max(30, Math.floor(dur / 1000) - 150)) * 1000);
    }
    if (failure) failure.run(c, start);
    const lines = c.lines(format);
    if (lines.length < 1500 || lines.length > 10000) throw new Error(`${id}: ${lines.length} lines out of range`);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: failure !== undefined,
      originService: failure ? c.s(failure.role) : null,
      category: failure?.category ?? null,
      errorTypeHints: failure?.hints ?? [],
      incidentStart: failure ? new Date(start).toISOString() : null,
      expectedSeverityAtLeast: failure?.severity ?? null,
      split: "tune",
      note: failure ? failure.note : `${estate.company}, nothing broken: ${kinds.map((k) => k.name).join("; ")}.`,
      lines: lines.length,
    });
  });
  assignSplit(labels, r);
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet83", generateQuiet83, (ls) => {
  const quiet = ls.filter((l) => !l.isIncident);
  const kinds = new Set(quiet.flatMap((l) => (l.note.split(": ")[1] ?? "").replace(/\.$/, "").split("; ")));
  const fmts = FORMATS.map((f) => `${f} ${ls.filter((l) => l.format === f).length}`).join(", ");
  return `${kinds.size} noise kinds in quiet windows; estates ${ESTATES.map((e) => e.key).join("/")}; formats ${fmts}`;
});
