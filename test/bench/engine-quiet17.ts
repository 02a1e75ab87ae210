// Blind scenario set quiet17: harmless windows that look alarming, and eight real failures on the same noise.
//
// Domains and estates (made up): Fenwick Institute research computing (Slurm, Lustre, GPU nodes, JupyterHub,
// Open OnDemand), Harrow & Lowe LLP (domain controllers, Group Policy, IIS, SQL Server Agent, Exchange, AD FS),
// Brannock Stores (POS lanes, store hub, payment gateway, warehouse robots and sorter) and Lumen Bid (RTB bidder).
// 48 files, 12 per estate: 40 quiet windows, one per kind of alarming-but-normal noise (40 kinds: OOM kills in user
// jobs, time-limit cancels, GPU Xids, slurmdbd rollup errors, Kerberos 4771 storms, NETLOGON 5807/5719, Schannel
// 36887, SQL 833 during backups, lunch-rush declines, sorter no-reads, robot obstacles, budget pauses, IVT blocks,
// Spark preemptions, ...), and 8 incidents, one per category (disk, memory, authentication, configuration, network,
// database, rate_limiting, timeout). Every file: 9-10 services, 10-18 minutes, one of the six dev formats in
// rotation, per-service clock skew up to 300 ms, a constantly noisy service, deprecation warnings, retries that
// succeed and a routine change line (reconfigure, GPO refresh, restart) near the incident or mid-window.
// What makes it hard: the quiet windows are louder and redder than most incidents; callers (retrying robots, the
// bidder, the portal, IIS) out-shout the origin; two origins log only at WARN or go quiet; trace ids exist in the
// retail and ad-tech estates only.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Hook } from "./quiet17/estates.js";
import type { Format } from "./quiet17/formats.js";
import { INCIDENTS } from "./quiet17/incidents.js";
import { QUIET } from "./quiet17/quiet.js";
import { makeRng } from "./quiet17/rng.js";
import { assignSplits } from "./quiet17/split.js";
import { makeCtx } from "./quiet17/stream.js";

export type Quiet17Label = NotedLabel & { format: Format };

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

type Plan = { estate: string; quiet?: (typeof QUIET)[number]; incident?: (typeof INCIDENTS)[number] };

export function generateQuiet17(dir: string, seed = 1701): Quiet17Label[] {
  const rng = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const plans: Plan[] = [
    ...QUIET.map((q) => ({ estate: q.estate, quiet: q })),
    ...INCIDENTS.map((i) => ({ estate: i.estate, incident: i })),
  ]
    .map((p) => ({ p, r: rng.next() }))
    .sort((a, b) => a.r - b.r)
    .map(({ p }) => p);
  const labels: Quiet17Label[] = plans.map((plan, i) => {
    const estate = ESTATES.find((e) => e.key === plan.estate);
    if (!estate) throw new Error(`no estate ${plan.estate}`);
    const format = FORMATS[i % FORMATS.length] as Format;
    const id = `q17-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const srng = makeRng(seed * 1000 + i * 7919);
    const minutes = srng.int(10, 18);
    const start =
      Date.UTC(2026, 10, 1 + (i % 28), srng.int(0, 22), srng.int(0, 59), srng.int(0, 59)) + srng.int(0, 999);
    const inc = plan.incident;
    const t0 = inc ? start + srng.int(180, Math.min(480, (minutes - 6) * 60)) * 1000 : Number.POSITIVE_INFINITY;
    const { ctx, finish } = makeCtx(srng, start, minutes, estate.traced, t0);
    const hook: Hook = inc ? inc.setup(ctx) : () => false;
    // the featured noise (quiet) or one or two kinds of the estate's noise laid under the incident
    const own = QUIET.filter((q) => q.estate === estate.key);
    const noise = plan.quiet ? [plan.quiet] : [srng.pick(own)];
    if (srng.chance(0.6)) noise.push(srng.pick(own.filter((q) => !noise.includes(q))));
    for (const q of noise) q.gen(ctx, start + srng.int(60, Math.max(90, (minutes - 5) * 60)) * 1000);
    const changeAt = inc
      ? t0 + srng.pick([-1, 1]) * srng.int(60, 150) * 1000
      : start + srng.int(120, minutes * 60 - 60) * 1000;
    estate.change(ctx, changeAt);
    estate.background(ctx, hook);
    const lines = finish(format, estate.ns);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    return {
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: inc ? inc.note : (plan.quiet?.note ?? ""),
      lines: lines.length,
    };
  });
  assignSplits(labels, rng);
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet17", generateQuiet17, (ls) => {
  const by = (f: Format) => ls.filter((l) => l.format === f).length;
  return `estates ${ESTATES.map((e) => e.key).join("/")}; formats ${FORMATS.map((f) => `${f}=${by(f)}`).join(" ")}`;
});
