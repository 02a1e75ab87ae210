// Blind scenario set quiet111: home services dispatch (plumbing, electrical and appliance repair).
//
// 48 aggregated log windows from four made-up companies - Copperline Plumbing (10 services, request ids),
// Brightwire Electric (9 services, no ids), Kelvin Appliance Repair (10 services, trace ids) and Homestead Home
// Services (9 services, no ids) - written in the dev set's six formats in rotation (jsonl, datadog, ecs, gcp,
// logfmt, compose; multi-line Java/.NET/Python/Go/Node/Ruby traces where the format allows). 40 windows are quiet:
// each leads with one of 36 kinds of harmless but alarming noise (technicians running late, parts in no van,
// financing declines, chargebacks, bounced review mails, overnight emergency pages, weak-signal photo uploads,
// solver time limits, bots, lockouts ...) on top of two more. 8 windows hold one failure each, one per category
// (database, timeout, dependency, configuration, disk, memory, authentication, network), laid on the same noise.
// Every window carries request traffic, health checks, periodic jobs, one constantly noisy service, deprecation
// notices, retries that succeed and an unrelated deploy plus a config reload; 6-20 minutes, 1,500-10,000 lines,
// per-service clock skew up to 300 ms, failures 3-8 minutes in.
//
// What makes it hard: the quiet noise is louder and angrier than several of the real failures; callers retry and
// name the callee in their own words; some origins log only WARN or go quiet; a deploy sits near every failure.
//
//   npx tsx test/bench/engine-quiet111.ts --out DIR [--seed N]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./quiet111/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet111/formats.js";
import { INCIDENTS, type IncidentDef } from "./quiet111/incidents.js";
import { NOISE, type NoiseKind } from "./quiet111/quiet.js";
import { rngFrom } from "./quiet111/rng.js";
import { assignSplit } from "./quiet111/split.js";
import { buildWindow } from "./quiet111/stream.js";

export interface Quiet111Label extends NotedLabel {
  format: Format;
}

export function generateQuiet111(dir: string, seed = 11151): Quiet111Label[] {
  const r = rngFrom(seed);
  mkdirSync(dir, { recursive: true });
  const slots: (IncidentDef | number)[] = [...INCIDENTS, ...Array.from({ length: 40 }, (_, i) => i)];
  for (let k = slots.length - 1; k > 0; k--) {
    const j = r.i(0, k);
    [slots[k], slots[j]] = [slots[j], slots[k]];
  }
  const labels: Quiet111Label[] = [];
  slots.forEach((slot, i) => {
    const id = `q111-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const inc = typeof slot === "number" ? undefined : slot;
    const e = inc ? inc.estate : ESTATES[(slot as number) % ESTATES.length];
    const startMin = r.f(3, 8);
    const minutes = Math.max(r.i(6, 20), inc ? Math.ceil(startMin + 5) : 6);
    const day = r.i(2, 27);
    const hour = r.p([1, 2, 3, 3, 4, 9, 13, 16, 19, 22]);
    const t0 = Date.UTC(2026, 10, day, hour, r.i(0, 59), r.i(0, 59));
    const start = Math.round(t0 + startMin * 60000 + r.i(0, 999));
    const headline: NoiseKind | undefined = inc ? undefined : NOISE[(slot as number) % NOISE.length];
    const pool = NOISE.filter((n) => n !== headline);
    const extras: NoiseKind[] = [];
    while (extras.length < (inc ? 3 : 2)) {
      const n = r.p(pool);
      if (!extras.includes(n)) extras.push(n);
    }
    const noise = headline ? [headline, ...extras] : extras;
    const deployAt = inc ? start + r.f(-150000, 90000) : t0 + r.f(0.3, 0.7) * minutes * 60000;
    const recs = buildWindow(
      {
        e,
        t0,
        minutes,
        lines: r.i(1700, 7500),
        noise: noise.map((n) => (c) => n.run(c)),
        deployAt,
        failure: inc?.make(start),
      },
      r,
    );
    const skew: Record<string, number> = {};
    for (const s of Object.keys(e.runtime)) skew[s] = r.i(-300, 300);
    const sorted = recs
      .map((x, k) => ({ x, k, p: Math.round(x.t + skew[x.svc]) }))
      .sort((a, b) => a.p - b.p || a.k - b.k)
      .map((y) => y.x);
    const lines = render(format, sorted, e.ns, skew);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(start).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.sev : null,
      split: "tune",
      note: inc
        ? `${e.company}: ${inc.note}`
        : `${e.company}, quiet: ${noise.map((n) => n.name).join("; ")}; nothing is broken.`,
      lines: lines.length,
    });
  });
  const split = assignSplit(
    labels.map((l) => l.category ?? "quiet"),
    r,
  );
  labels.forEach((l, i) => {
    l.split = split[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet111", generateQuiet111, (labels) => {
  const by = (k: (l: Quiet111Label) => string) => {
    const n = new Map<string, number>();
    for (const l of labels) n.set(k(l), (n.get(k(l)) ?? 0) + 1);
    return [...n].map(([a, b]) => `${a} ${b}`).join(", ");
  };
  return `formats: ${by((l) => l.format)}; split: ${by((l) => l.split)}`;
});
