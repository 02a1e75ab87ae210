/**
 * Holdout 26 (written blind): "the origin is neither first nor loudest".
 *
 * 64 scenarios in the dev set's six formats (rotating jsonl, datadog, ecs, gcp, logfmt, compose): 52 incidents, four
 * per category for all 13 categories, and 12 quiet windows. Five made-up estates (freight, insurance, clinics,
 * games, grocers); each file is one stream of 7-14 services sorted by printed time, with per-service clock skew,
 * traffic one line per hop through a 3-5 hop chain, health checks, a periodic job, a noisy service with a constant
 * harmless error, deprecation warnings, retries that succeed, and a 1-6 minute healthy baseline; 1,000-12,000 lines.
 *
 * In every incident order and volume mislead: the origin's direct caller has a short client timeout and logs its
 * timeouts / 5xx before the origin's first line; the origin's clock is 150-400 ms ahead or behind; the origin writes
 * one ERROR with a stack trace (or only WARNs) and a sparse repeat, while its callers write hundreds of
 * 502/503/504, retry and circuit-breaker lines; an unrelated service has a small harmless burst starting 10-60 s
 * before onset (cron warnings, a client's 422 spike, a deploy's deprecation warnings), and half the files add a
 * self-healing blip elsewhere. The origin still states its cause in its runtime's real words (JVM, Go, Python, Node,
 * .NET, Ruby, Postgres, Elasticsearch). About half the files carry trace/request ids; in most, callers name callees.
 *
 * Quiet windows: a load test's 429s, a client's retry storm that succeeds, a noisy rolling deploy, a scanner's 404s,
 * cache warm-up, batch-job warnings, a partner's revoked key, a consumer rebalance, a deprecation flood, GC pauses,
 * autoscaling readiness failures, a certificate hot restart. Labels follow ../shared/data/incidents plus split, note
 * and lines. `npx tsx test/bench/engine-holdout26.ts --out DIR [--seed N]`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout26/estates.js";
import { type Built, buildIncident } from "./holdout26/fault.js";
import { type Ev, EXT, FORMATS, type Format, render } from "./holdout26/formats.js";
import { VARIANTS, type Variant } from "./holdout26/incidents.js";
import { buildQuiet, QUIET_KINDS, type QuietKind } from "./holdout26/quiet.js";
import { Rng } from "./holdout26/rng.js";
import { assignSplit } from "./holdout26/split.js";

export interface Holdout26Label extends NotedLabel {
  format: Format;
}

function renderAll(fmt: Format, evs: Ev[], rng: Rng): string[] {
  const pad = Math.max(...evs.map((e) => e.svc.length + 2));
  const pods = new Map<string, string>();
  const pod = (svc: string) => {
    if (!pods.has(svc)) pods.set(svc, fmt === "datadog" ? `node-${rng.int(0, 3)}` : `${rng.hex(9)}-${rng.hex(5)}`);
    return pods.get(svc) ?? "0";
  };
  return evs.flatMap((e) => render(fmt, e, pad, pod));
}

export function generateHoldout26(dir: string, seed = 26): Holdout26Label[] {
  const rng = new Rng(seed);
  const plan: Array<{ v?: Variant; q?: QuietKind }> = [
    ...VARIANTS.map((v) => ({ v })),
    ...QUIET_KINDS.map((q) => ({ q })),
  ];
  const order = rng.shuffle(plan);
  const splits = assignSplit(
    rng.fork(99),
    order.map((p) => p.v?.cat ?? "quiet"),
  );
  mkdirSync(dir, { recursive: true });
  const labels: Holdout26Label[] = [];
  order.forEach((p, i) => {
    const id = `h26-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const estate = ESTATES[(i + seed) % ESTATES.length];
    const start =
      Date.UTC(2026, 9, 1) + i * 86400000 + rng.int(0, 23) * 3600000 + rng.int(0, 59) * 60000 + rng.int(0, 999);
    const target = rng.int(1500, 11000);
    const base = Math.floor(rng.next() * 2 ** 31);
    let rate = 2;
    let built: Built | undefined;
    let lines: string[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const sub = new Rng(base + attempt * 7919);
      built = p.v ? buildIncident(sub, estate, p.v, start, rate) : buildQuiet(sub, estate, p.q!, start, rate);
      lines = renderAll(format, built.evs, sub);
      const ok = lines.length >= 1000 && lines.length <= 12000;
      if (ok && (attempt > 0 || Math.abs(lines.length - target) < target * 0.3)) break;
      rate = Math.max(0.2, Math.min(30, rate * (target / lines.length)));
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const b = built!;
    labels.push({
      id,
      file,
      format,
      isIncident: !!p.v,
      originService: b.origin,
      category: p.v?.cat ?? null,
      errorTypeHints: p.v?.hints ?? [],
      incidentStart: b.incidentStart,
      expectedSeverityAtLeast: p.v?.sev ?? null,
      split: splits[i],
      note: b.note,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout26", generateHoldout26, (ls) => {
  const f = new Map<string, number>();
  for (const l of ls) f.set(l.format, (f.get(l.format) ?? 0) + 1);
  return [...f].map(([k, n]) => `${k}=${n}`).join(" ");
});
