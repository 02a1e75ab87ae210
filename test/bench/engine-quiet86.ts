// Blind scenario set quiet86: a fixed broadband internet provider's night and day, mostly harmless.
//
// 48 scenarios: 40 quiet windows built on 36 kinds of alarming-looking but harmless noise (firmware-push
// re-authentication storms, RADIUS rejects for suspended accounts, ONTs dark from a planned power cut, Wi-Fi
// speed-test timeouts, DHCP NAKs after a pool re-home, ACS connection requests to powered-off routers, scraper
// 429s, card declines, TLS handshake errors from scanners, GC pauses, Kafka rebalances, T3 timeouts, ...), and
// 8 incidents, one per category (database, timeout, configuration, dependency, authentication, memory, disk,
// unknown), laid on the same noise.
// Estates: four made-up providers of 9-10 services each (Lumen Fibre and Heron Broadband with trace ids, Kabelnet
// Nord and Vale Connect without): order capture, address checks, OSS activation of ONTs / cable modems, RADIUS,
// Kea DHCP, TR-069 ACS, network inventory, technician dispatch, line telemetry / outage detection, billing and a
// customer app API, in Java, Python, Go, Node, .NET, Ruby and C/C++ styles.
// Files: one aggregated stream per scenario, 6-20 minute windows, 1,500-10,000 lines, per-service skew up to
// 300 ms, rotating over jsonl, datadog, ecs, gcp, logfmt and compose, with multi-line stack traces.
// What makes it hard: every file has a noisy service with a constant harmless error, deprecation warnings, retries
// that succeed and an unrelated deploy or config reload; quiet windows carry bursts of ERROR lines that a human
// would shrug at; in incidents the callers are louder than the origin, some origins log at WARN or go quiet, and
// one origin only ever answers a bare 500.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background, type Ctx } from "./quiet86/background.js";
import { deploy } from "./quiet86/changes.js";
import { ESTATES, type Estate, has, type Role } from "./quiet86/estates.js";
import { EXT, FORMATS, type Format } from "./quiet86/formats.js";
import { INCIDENTS, type Incident } from "./quiet86/incidents.js";
import { KINDS, type Kind } from "./quiet86/quiet.js";
import { mulberry32, type Rng } from "./quiet86/rng.js";
import { assignSplit } from "./quiet86/split.js";
import { writeStream } from "./quiet86/stream.js";

export interface Quiet86Label extends NotedLabel {
  format: Format;
}

type Plan = { inc: Incident } | { kinds: Kind[] };

const fits = (e: Estate, k: Kind) => k.req.every((r) => has(e, r));

function plans(rng: Rng): Plan[] {
  const quiet: Plan[] = KINDS.map((k) => ({ kinds: [k] }));
  while (quiet.length < 40) quiet.push({ kinds: [rng.pick(KINDS)] });
  // about half the quiet windows carry a second harmless episode
  for (const p of quiet)
    if ("kinds" in p && rng.chance(0.5)) p.kinds.push(rng.pick(KINDS.filter((k) => k !== p.kinds[0])));
  const extras: Plan[] = INCIDENTS.map((inc) => ({ inc }));
  return rng.shuffle([...quiet, ...extras]);
}

function pickEstate(rng: Rng, i: number, kinds: Kind[]): Estate {
  for (let j = 0; j < ESTATES.length; j++) {
    const e = ESTATES[(i + j) % ESTATES.length];
    if (kinds.every((k) => fits(e, k))) return e;
  }
  // the second episode does not fit anywhere together with the first: keep the first only
  kinds.splice(1);
  return ESTATES.find((e) => fits(e, kinds[0])) ?? rng.pick(ESTATES);
}

export function generateQuiet86(dir: string, seed = 8601): Quiet86Label[] {
  const rng = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const all = plans(rng);
  const labels: Quiet86Label[] = [];
  all.forEach((plan, idx) => {
    const n = idx + 1;
    const id = `q86-${String(n).padStart(2, "0")}`;
    const format = FORMATS[idx % FORMATS.length];
    const inc = "inc" in plan ? plan.inc : undefined;
    const kinds = "kinds" in plan ? plan.kinds : [rng.pick(KINDS)];
    const est = inc ? (ESTATES.find((e) => e.key === inc.estate) ?? ESTATES[0]) : pickEstate(rng, idx, kinds);
    if (inc) while (!kinds.every((k) => fits(est, k))) kinds.splice(0, 1, rng.pick(KINDS));
    const day = new Date(
      Date.UTC(2026, 10, 2 + (idx % 27), rng.pick([1, 2, 3, 3, 3, 4, 8, 13, 19, 22]), rng.int(0, 11) * 5, 0),
    );
    const t0 = day.getTime();
    const startOff = rng.int(3 * 60, 8 * 60) * 1000 + rng.int(0, 999);
    const minutes = Math.max(rng.int(6, 20), inc ? Math.ceil(startOff / 60000) + rng.int(4, 8) : 6);
    const t1 = t0 + minutes * 60000;
    let k = rng.int(1800, 8500) / (230 * minutes);
    let lines: string[] = [];
    let start = 0;
    for (let attempt = 0; attempt < 4; attempt++) {
      const c: Ctx = {
        rng,
        est,
        t0: t0 - 30000,
        t1,
        evs: [],
        mute: new Map(),
        k: Math.min(4, Math.max(0.7, k)),
        pods: new Map(),
      };
      start = t0 + startOff;
      if (inc) inc.prepare(c, start);
      background(c);
      const epAt = inc ? t0 + rng.int(30, Math.max(40, minutes * 60 - 240)) * 1000 : t0 + rng.int(60, 240) * 1000;
      for (const [j, kind] of kinds.entries()) {
        const at = j === 0 ? epAt : t0 + rng.int(20, minutes * 60 - 60) * 1000;
        kind.run(c, at, Math.min(t1 - at, rng.int(180, 600) * 1000));
      }
      // an unrelated deploy or config reload near the interesting moment
      const near = inc ? start : epAt;
      const roles = (Object.keys(est.svc) as Role[]).filter((r) => r !== inc?.origin);
      deploy(c, near + rng.int(-150, 120) * 1000, rng.pick(roles));
      if (inc) inc.run(c, start, t1);
      lines = writeStream(c.evs, format, est.namespace, rng, t0, t1);
      if (lines.length >= 1500 && lines.length <= 10000) break;
      k *= lines.length < 1500 ? 1900 / Math.max(lines.length, 1) : 9000 / lines.length;
    }
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== undefined,
      originService: inc ? (est.svc[inc.origin] ?? null) : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(start).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: inc
        ? `${est.company}: ${inc.note}.`
        : `${est.company}, nothing broken: ${kinds.map((q) => q.note).join("; and ")}.`,
      lines: lines.length,
    });
  });
  const split = assignSplit(
    rng,
    labels.map((l) => (l.isIncident ? `c:${l.category}` : "quiet")),
  );
  labels.forEach((l, i) => {
    l.split = split[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

const layouts = (labels: Quiet86Label[]) => {
  const f = new Map<string, number>();
  for (const l of labels) f.set(l.format, (f.get(l.format) ?? 0) + 1);
  return `formats ${[...f].map(([k, v]) => `${k}=${v}`).join(" ")}; estates ${ESTATES.map((e) => e.company).join(", ")}`;
};

runHoldoutCli(import.meta.url, "quiet86", generateQuiet86, layouts);
