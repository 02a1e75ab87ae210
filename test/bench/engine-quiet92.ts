// Blind set quiet92: precision agriculture and farm management, mostly harmless windows that look alarming.
//
// 48 scenarios over four made-up estates (9-10 services each): Furrowline Ag Telematics (tractor and combine
// telematics over cellular, RTK correction caster, variable-rate prescription maps, agronomist app, input ordering;
// W3C trace ids), Aquafield Irrigation Cloud (pivot gateway, LoRaWAN soil probes, weather stations, ET model,
// scheduler, water-right ledger; no ids), Prairie Gold Grain Co-op (scale house, moisture analyzers, grain ledger,
// truck queue, cash bids; request ids) and Cloverdale Dairy Systems (milking robots, feed pushers, TMR mixer,
// collars, bulk tank; no ids). Runtimes: Go, Java/Spring, Python, Node, .NET, Ruby/Rails, C++.
//
// 40 quiet windows, each featuring one of 37 kinds of alarming-but-harmless noise (machines out of coverage, RTK
// fix lost near tree lines, probes on dead batteries, stuck rain gauges, robots refusing cows that came too early,
// wet corn above the analyzer's range, stale futures quotes, scanner 404s, GC pauses, rebalances, ...) plus one or
// two more, and 8 failures (dependency, memory, configuration, database, disk, timeout, network, unknown) laid on
// the same noise. Every file: request traffic, health checks, periodic jobs, a noisy service with a constant harmless
// ERROR from the first minute, deprecation warnings, retries that succeed, an unrelated deploy or config reload.
// Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose; stack traces in Python, Go, Java, .NET, Node
// and Ruby style; 6-20 minute windows, per-service clock skew up to 300 ms.
//
// What makes it hard: callers are louder than origins (retry storms, 502s naming the callee), some origins only
// warn, some go quiet, one origin's restart message suggests memory while the work simply ran out of time, the
// noisy services log more ERROR lines than most origins, and quiet windows carry ERROR bursts of their own.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import type { Estate } from "./quiet92/estates.js";
import { ESTATES } from "./quiet92/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet92/formats.js";
import type { Incident } from "./quiet92/incidents.js";
import { INCIDENTS } from "./quiet92/incidents.js";
import type { NoiseCtx, NoiseKind } from "./quiet92/quiet.js";
import { background, KINDS } from "./quiet92/quiet.js";
import { mulberry32, type Rng } from "./quiet92/rng.js";
import { assignSplit } from "./quiet92/split.js";
import { Stream } from "./quiet92/stream.js";

export type Quiet92Label = NotedLabel & { format: Format };

interface Plan {
  estate: Estate;
  incident?: Incident;
  primary?: NoiseKind;
}

const fits = (k: NoiseKind, e: Estate) => !k.estates || k.estates.includes(e.key);

function plan(r: Rng): Plan[] {
  const generic = KINDS.filter((k) => !k.estates);
  const pool = r.shuffle([...generic, ...r.shuffle([...generic]).slice(0, 20 - generic.length)]);
  const plans: Plan[] = [];
  ESTATES.forEach((estate, ei) => {
    for (const incident of INCIDENTS.filter((i) => i.estate === estate.key)) plans.push({ estate, incident });
    for (const primary of KINDS.filter((k) => k.estates?.includes(estate.key))) plans.push({ estate, primary });
    for (const primary of pool.slice(ei * 5, ei * 5 + 5)) plans.push({ estate, primary });
  });
  return r.shuffle(plans);
}

function buildOne(p: Plan, fmt: Format, r: Rng) {
  const e = p.estate;
  const t0 = Date.parse(r.pick(e.starts)) + r.int(0, 50) * 60000 + r.int(0, 59) * 1000 + r.int(0, 999);
  const startMin = p.incident ? r.int(3, 7) + r.next() : 0;
  const durMin = p.incident ? Math.min(20, Math.max(r.int(6, 20), Math.ceil(startMin) + 6)) : r.int(6, 20);
  const t1 = t0 + durMin * 60000;
  const start = p.incident ? Math.round(t0 + startMin * 60000) : null;
  const s = new Stream();
  const traceLen = e.key === "furrowline" ? 32 : 12;
  const c: NoiseCtx = { e, r, s, t0, t1, trace: () => (e.traced ? r.hex(traceLen) : undefined) };

  // a failure first, so the services it silences stay silent in the background below
  if (p.incident && start !== null) p.incident.apply(c, start);

  const others = e.services.map((x) => x.name).filter((n) => n !== p.incident?.origin && n !== e.noisy.svc);
  const deployAt =
    start !== null ? start + r.pick([-1, 1]) * r.int(50, 140) * 1000 : t0 + (0.3 + r.next() * 0.4) * (t1 - t0);
  background(c, deployAt, r.pick(others));

  for (let t = t0 + r.int(1, 40) * 1000; t < t1; t += e.noisy.everyS * 1000 * (0.5 + r.next()))
    s.add(e.noisy.run(t, r));
  for (const job of e.periodic)
    for (let t = t0 + r.int(0, job.everyS) * 1000; t < t1; t += job.everyS * 1000 + r.int(-400, 400))
      s.addAll(job.run(t, r));

  const fitting = KINDS.filter((k) => fits(k, e) && k !== p.primary);
  const featured = [
    ...(p.primary ? [p.primary] : []),
    ...r.shuffle([...fitting]).slice(0, p.incident ? 2 : r.int(1, 2)),
  ];
  for (const k of featured) k.apply(c, t0 + r.int(20, Math.floor((t1 - t0) / 1000 / 2)) * 1000);

  const target = r.int(1800, 7000);
  const weights = e.flows.reduce((a, f) => a + f.weight, 0);
  const gapMs = ((t1 - t0) / target) * 2.6;
  for (let t = t0 + r.int(0, 2000); t < t1; t += -Math.log(1 - r.next()) * gapMs) {
    const w = r.next() * weights;
    let acc = 0;
    const flow =
      e.flows.find((f) => {
        acc += f.weight;
        return w < acc;
      }) ?? e.flows[0];
    const fc = { t, r, trace: c.trace() };
    const base = flow.run(fc);
    const out =
      p.incident?.override && start !== null && t >= start ? p.incident.override(flow.name, fc, base, start) : base;
    s.addAll(out.filter((x) => x.t < t1));
  }

  const skew = new Map(e.services.map((x) => [x.name, r.int(-300, 300)] as const));
  const pods = new Map(e.services.map((x) => [x.name, `${r.hex(9)}-${r.hex(5)}`] as const));
  const width = Math.max(...e.services.map((x) => x.name.length)) + 2;
  const ctx = { namespace: e.namespace, pod: (svc: string) => pods.get(svc) ?? "0", width };
  const lines = s
    .printed(skew)
    .filter((x) => x.pt >= t0 && x.pt < t1)
    .flatMap((x) => render(fmt, x, ctx));
  return { lines, start, featured };
}

export function generateQuiet92(dir: string, seed = 9201): Quiet92Label[] {
  mkdirSync(dir, { recursive: true });
  const r = mulberry32(seed);
  const plans = plan(r);
  const ids = plans.map((_, i) => `q92-${String(i + 1).padStart(2, "0")}`);
  const split = assignSplit(
    [ids.filter((_, i) => plans[i].incident), ids.filter((_, i) => !plans[i].incident)],
    mulberry32(seed ^ 0x5eed),
  );
  const labels = plans.map((p, i): Quiet92Label => {
    const fmt = FORMATS[i % FORMATS.length];
    const { lines, start, featured } = buildOne(p, fmt, mulberry32(seed * 97 + i * 7919));
    const file = `${ids[i]}.${EXT[fmt]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = p.incident;
    return {
      id: ids[i],
      file,
      format: fmt,
      isIncident: !!inc,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: start === null ? null : new Date(start).toISOString(),
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: split.get(ids[i]) ?? "tune",
      note: inc
        ? inc.note
        : `${p.estate.company}: nothing breaks; ${featured.map((k) => k.name).join(", ")} on top of the usual noise.`,
      lines: lines.length,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet92", generateQuiet92, (labels) => {
  const by = (k: keyof Quiet92Label) =>
    labels.reduce((m, l) => m.set(String(l[k]), (m.get(String(l[k])) ?? 0) + 1), new Map<string, number>());
  return `estates ${ESTATES.map((e) => e.key).join("/")}, formats ${[...by("format")].map(([k, v]) => `${k}:${v}`).join(" ")}, ${KINDS.length} noise kinds, lines ${Math.min(...labels.map((l) => l.lines))}-${Math.max(...labels.map((l) => l.lines))}`;
});
