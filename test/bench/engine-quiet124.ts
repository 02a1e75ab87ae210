// Blind set quiet124: diabetes-care estates with continuous glucose monitors, mostly quiet windows that look alarming.
//
// Four made-up companies (GlucoLink, Sugarwise, Betacell Health, Lumen Diabetes), 9-10 services each: a gateway
// (envoy, nginx or a Node BFF), reading ingest, alert evaluation, push delivery, follower sharing, sensor sessions and
// pairing, insulin pump sync, clinic reports, accounts, and for two of them a time-series store; runtimes Go, Java,
// Kotlin, Python, Node, .NET, Ruby and C++. GlucoLink and Betacell carry trace ids, the other two none.
//
// 48 files: 40 quiet windows built from 35 kinds of harmless but alarming noise (bulk backfills after phones
// reconnect, sensors expiring by the hundred, warm-up, BLE pairing failures, real urgent lows and escalations,
// refused follower pushes, rate-limited uploaders, rolling restarts, node drains, cert rotation, ...), and 8 failures,
// one per category (database, network, timeout, dependency, configuration, memory, disk, null_reference), laid on
// the same noise. Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose, 6-20 minute windows of
// 1,500-10,000 lines, per-service clock skew up to 300 ms.
//
// What makes it hard: every window has a service logging one harmless error all along, deprecation warnings,
// retries that succeed and an unrelated release or config reload; the quiet windows hold bursts of ERROR/WARN lines
// about patients and devices that are not failures of the estate; in failures callers and phone retries are louder
// than the origin, some origins log only at WARN, one goes silent between OOM restarts, and a network failure sits
// in a caller whose healthy callee keeps logging.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background, deploy } from "./quiet124/background.js";
import { ESTATES, type Estate, names, type Role } from "./quiet124/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet124/formats.js";
import { FAILURES, type Failure } from "./quiet124/incidents.js";
import { NOISE, type NoiseKind } from "./quiet124/quiet.js";
import { int, mulberry32, pick, type Rng, shuffle } from "./quiet124/rng.js";
import { assignSplits } from "./quiet124/split.js";
import { Win } from "./quiet124/stream.js";

export interface Quiet124Label extends NotedLabel {
  format: Format;
}

const MIN = 60000;

function build(
  r: Rng,
  e: Estate,
  start: number,
  minutes: number,
  target: number,
  kinds: NoiseKind[],
  failure: Failure | undefined,
  offsetMin: number,
): { w: Win; t0: number | null } {
  const end = start + minutes * MIN;
  const w = new Win(r, start, end, e.traced, names(e));
  let t0: number | null = null;
  let decoyAt: number;
  let decoy: Role;
  if (failure) {
    t0 = failure.run(w, e, start + Math.round(offsetMin * MIN));
    decoyAt = t0 + int(r, -150000, 90000);
    decoy = failure.decoy;
  } else {
    decoyAt = start + int(r, 1 * MIN, (minutes - 1) * MIN);
    decoy = pick(r, ["auth", "share", "clinic", "sensors", "pump", "push"] as Role[]);
  }
  background(w, e, target);
  for (const k of kinds) k.run(w, e, start + int(r, 0, Math.max(1, minutes - 4) * MIN));
  deploy(w, e, decoy, decoyAt);
  return { w, t0 };
}

export function generateQuiet124(dir: string, seed = 12451): Quiet124Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const slots = shuffle(
    r,
    Array.from({ length: 48 }, (_, i) => i),
  );
  const failureAt = new Map<number, Failure>();
  shuffle(r, FAILURES).forEach((f, i) => {
    failureAt.set(slots[i], f);
  });
  const quietEstates = shuffle(r, [
    ...ESTATES,
    ...ESTATES,
    ...ESTATES,
    ...ESTATES,
    ...ESTATES,
    ...ESTATES,
    ...ESTATES,
    ...ESTATES,
    ...ESTATES,
    ...ESTATES,
  ]);
  let queue: NoiseKind[] = [];
  const nextKind = (used: NoiseKind[]): NoiseKind => {
    if (queue.length === 0) queue = shuffle(r, NOISE);
    const i = queue.findIndex((k) => !used.includes(k));
    return queue.splice(Math.max(0, i), 1)[0];
  };
  const labels: Quiet124Label[] = [];
  let q = 0;
  for (let i = 0; i < 48; i++) {
    const id = `q124-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const failure = failureAt.get(i);
    const e = failure ? (ESTATES.find((x) => x.key === failure.estate) as Estate) : quietEstates[q++];
    const offsetMin = failure ? 3 + r() * 5 : 0;
    const minutes = failure ? Math.max(int(r, 6, 20), Math.ceil(offsetMin + 5)) : int(r, 6, 20);
    const day = 1 + ((i * 7) % 28);
    const hour = pick(r, [1, 2, 3, 3, 4, 5, 7, 9, 13, 18, 22, 23]);
    const start = Date.UTC(2026, 10, day, hour, int(r, 0, 50), int(r, 0, 59));
    const kinds: NoiseKind[] = [];
    const nk = failure ? int(r, 1, 2) : int(r, 2, 3);
    for (let k = 0; k < nk; k++) kinds.push(nextKind(kinds));
    let target = int(r, 1800, 7500);
    let lines: string[] = [];
    let t0: number | null = null;
    for (let attempt = 0; attempt < 8; attempt++) {
      const sub = mulberry32(seed * 131 + i * 7919 + attempt);
      const built = build(sub, e, start, minutes, target, kinds, failure, offsetMin);
      t0 = built.t0;
      const width = Math.max(...names(e).map((n) => n.length)) + 4;
      const ctx = {
        namespace: e.namespace,
        composeWidth: width,
        host: (svc: string) =>
          `${svc}-${["7d9f8c6b5", "5f4d7c9b8", "6c8b7d5f4"][svc.length % 3]}-${svc.slice(0, 5).replace(/-/g, "x")}`,
        source: (svc: string) =>
          ({
            go: "go",
            java: "java",
            kotlin: "java",
            python: "python",
            node: "nodejs",
            dotnet: "csharp",
            ruby: "ruby",
            cpp: "custom",
            envoy: "envoy",
            nginx: "nginx",
          })[e.rt[(Object.keys(e.svc) as Role[]).find((k) => e.svc[k] === svc) ?? "gw"] ?? "go"],
      };
      lines = built.w.ordered().flatMap((ev) => render(format, ev, built.w.printed(ev), ctx));
      if (lines.length > 9800) target = Math.round(target * 0.75);
      else if (lines.length < 1600) target = Math.round(target * 1.4);
      else break;
    }
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: Boolean(failure),
      originService: failure ? (e.svc[failure.origin] as string) : null,
      category: failure ? failure.category : null,
      errorTypeHints: failure ? failure.hints : [],
      incidentStart: failure && t0 !== null ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: failure ? failure.severity : null,
      split: "tune",
      note: failure
        ? `${e.company}: ${failure.note}.`
        : `${e.company}, nothing broken: ${kinds.map((k) => k.note).join("; ")}.`,
      lines: lines.length,
    });
  }
  assignSplits(r, labels);
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet124", generateQuiet124, (labels) => {
  const by = new Map<string, number>();
  for (const l of labels) by.set(l.format, (by.get(l.format) ?? 0) + 1);
  return `estates glucolink/sugarwise/betacell/lumen, formats ${[...by].map(([f, n]) => `${f}=${n}`).join(" ")}, splits tune=${labels.filter((l) => l.split === "tune").length}`;
});
