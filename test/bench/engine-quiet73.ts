// Blind set quiet73: harmless-but-alarming windows from event-venue / wedding-planning marketplaces.
//
// Domains: venue search and availability calendars, enquiries and quotes, deposits and instalments, contracts with
// e-signature, vendor messaging, guest lists and RSVPs, calendar syncs. Four made-up estates, ten roles each
// (Partyhall folds calendar sync into `bookings`, so 9 services): Vowly (envoy edge, Java, Go, Python, Node, Ruby,
// Elixir; 16-hex trace ids), Knotwise (Node BFF, .NET, Ruby, Python, Go; no ids), Fetebook (Go gateway, Java, Node,
// Python; uuid request ids), Partyhall (nginx edge, C++, Java, .NET, Go, Python, Ruby, Node; no ids).
// 48 scenarios: 40 quiet windows, each built around a different kind of alarming noise (43 kinds: dates already
// taken, revoked calendar grants, expired RSVP links, declined instalments retried, spam enquiries, throttled syncs,
// duplicate webhooks, rolling deploys, Kafka rebalances, ...) plus a second kind on most, and 8 incidents, one per
// category (database, timeout, configuration, network, dependency, disk, memory, unknown), laid on the same noise.
// Formats rotate over jsonl, datadog, ecs, gcp, logfmt, compose; 6-20 minute windows, 1,500-10,000 lines, per-service
// clock skew up to 300 ms, multi-line stacks where the shape allows. What makes it hard: every file has a service
// logging a constant harmless error from the first minute, deprecations, retries that succeed and a deploy or
// config reload; callers retry louder than the origin; two origins warn only, one goes silent, one never says why.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate, ROLES, serviceNames } from "./quiet73/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet73/formats.js";
import { INCIDENTS, type Incident } from "./quiet73/incidents.js";
import { NOISES, type Noise } from "./quiet73/quiet.js";
import { Rng } from "./quiet73/rng.js";
import { restartLines } from "./quiet73/runtimes.js";
import { assignSplit } from "./quiet73/split.js";
import { Stream } from "./quiet73/stream.js";
import { background, type Ctx } from "./quiet73/traffic.js";

export interface Quiet73Label extends NotedLabel {
  format: Format;
}

interface Spec {
  inc?: Incident;
  noise: Noise;
  extra?: Noise;
}

const MIN = 60000;

function build(spec: Spec, est: Estate, rng: Rng, i: number, gapScale: number) {
  const day = Date.UTC(2026, 9, 1) + i * 86400000;
  const start = day + rng.int(0, 23) * 3600000 + rng.int(0, 5) * 600000;
  const dur = (spec.inc ? rng.int(10, 20) : rng.int(6, 20)) * MIN;
  const s = new Stream(start, start + dur);
  const target = rng.int(1900, 8200);
  const c: Ctx = { s, rng, est, gapMs: (dur / (target / 3.6)) * gapScale };
  const incStart = spec.inc ? start + rng.int(3 * 60, 8 * 60) * 1000 + rng.int(0, 999) : 0;
  if (spec.inc) c.hook = spec.inc.arm(c, incStart);
  background(c);
  const at = spec.inc
    ? incStart + rng.int(-120, 120) * 1000
    : start + rng.int(30, Math.max(31, dur / 1000 - 240)) * 1000;
  spec.noise.run(c, Math.max(start + 5000, spec.inc ? start + rng.int(20, 200) * 1000 : at));
  if (spec.extra) spec.extra.run(c, start + rng.int(10, Math.floor(dur / 2000)) * 1000);
  // an unrelated deploy or config reload near the interesting moment
  const others = ROLES.filter((r) => r !== "gw" && (!spec.inc || est.svcs[r].name !== est.svcs[spec.inc.origin].name));
  const dep = est.svcs[rng.pick(others)];
  const dt = (spec.inc ? incStart : at) + rng.pick([-1, 1]) * rng.int(40, 150) * 1000;
  if (rng.chance(0.6)) {
    const ver = `${rng.int(1, 6)}.${rng.int(0, 40)}.${rng.int(0, 9)}`;
    restartLines(dep, ver).forEach(([l, m], j) => {
      s.add(dt + j * rng.int(300, 1500), dep.name, l, m);
    });
  } else {
    s.add(
      dt,
      dep.name,
      "info",
      `config reloaded from configmap ${dep.name}-config (resourceVersion ${rng.int(100000, 999999)}): 2 keys changed`,
    );
  }
  if (spec.inc) spec.inc.play(c, incStart);
  const skew = new Map<string, number>();
  const names = serviceNames(est);
  for (const n of names) skew.set(n, rng.int(-300, 300));
  const pods = new Map<string, string>();
  for (const n of names) pods.set(n, `${n}-${rng.hex(9)}-${rng.hex(5)}`);
  return { evs: s.printed(skew), pods, incStart };
}

export function generateQuiet73(dir: string, seed = 7301): Quiet73Label[] {
  const rng = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const noises = rng.shuffle(NOISES);
  const specs: Spec[] = [];
  for (let k = 0; k < 40; k++)
    specs.push({
      noise: noises[k],
      extra: rng.chance(0.6) ? noises[(k + 1 + rng.int(0, 41)) % noises.length] : undefined,
    });
  // incidents: one per block of six files, formats drawn so that every format carries at least one
  const quiet = rng.shuffle(specs);
  const incs = rng.shuffle(INCIDENTS.map((inc): Spec => ({ inc, noise: rng.pick(NOISES), extra: rng.pick(NOISES) })));
  const perm = rng.shuffle([0, 1, 2, 3, 4, 5]);
  const order: Spec[] = new Array(48);
  incs.forEach((sp, k) => {
    order[k * 6 + perm[k % 6]] = sp;
  });
  for (let i = 0, q = 0; i < 48; i++) if (!order[i]) order[i] = quiet[q++];
  const splits = assignSplit(
    rng,
    order.map((sp) => sp.inc?.category ?? null),
  );
  const labels: Quiet73Label[] = [];
  order.forEach((spec, i) => {
    const format = FORMATS[i % FORMATS.length];
    const est = spec.inc
      ? (ESTATES.find((e) => e.key === spec.inc?.estate) as Estate)
      : ESTATES[(i + Math.floor(i / 6)) % ESTATES.length];
    const id = `q73-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    let lines: string[] = [];
    let incStart = 0;
    let scale = 1;
    for (let attempt = 0; attempt < 4; attempt++) {
      const sub = new Rng(seed * 97 + i * 7919 + attempt);
      const b = build(spec, est, sub, i, scale);
      lines = render(format, b.evs, { namespace: est.namespace, traceKey: est.traceKey, pods: b.pods });
      incStart = b.incStart;
      if (lines.length > 9700) scale *= lines.length / 8000;
      else if (lines.length < 1600) scale *= lines.length / 2500;
      else break;
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = spec.inc;
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc ? est.svcs[inc.origin].name : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(incStart).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: splits[i],
      note: inc
        ? inc.note
        : `${est.company}: ${spec.noise.note}${spec.extra ? ` Also: ${spec.extra.note.charAt(0).toLowerCase()}${spec.extra.note.slice(1)}` : ""} Nothing is broken.`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet73", generateQuiet73, (ls) => {
  const by = new Map<string, number>();
  for (const l of ls) by.set(l.format, (by.get(l.format) ?? 0) + 1);
  return `formats ${[...by.entries()].map(([f, n]) => `${f}:${n}`).join(" ")}; estates vowly, knotwise, fetebook, partyhall`;
});
