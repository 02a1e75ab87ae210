// Blind holdout66: agritech and IoT fleets. 64 scenarios (52 incidents, 4 per each of the 13 categories, and
// 12 quiet windows) over three made-up estates: Harrowline Machinery's tractor/combine telematics (CAN gateway,
// cellular modems, EMQX broker, device registry, OTA campaigns; request ids on http calls), Rainfold Irrigation's
// LoRaWAN field network (ChirpStack, Basic Station bridge, payload decoder, soil/weather ingest, irrigation
// scheduler, valve downlinks; no request ids) and Coldtrail's produce cold-chain trackers (NB-IoT bridge, tracker
// ingest, excursion detection, shipments, geofences, carrier EDI; W3C trace ids). Each file is one aggregated stream
// of 8-10 services in one of the six dev formats (jsonl, datadog, ecs, gcp, logfmt, compose, rotating), 6-20
// minute windows, 1,500-10,000 lines, per-service clock skew up to 300 ms, runtime-native stack traces (Java,
// Kotlin, Go, Python, Node, .NET, Ruby, C++ and Rust/Erlang brokers). What makes it hard: every window carries the
// fleet's everyday noise (devices dropping off cellular, duplicate and late uplinks, out-of-range probe values,
// battery-low warnings, OTA retries on weak links, nightly gateway reboots), one service that logs a constant
// harmless ERROR or WARN from the first minute, deprecation warnings, retries that succeed and an unrelated
// deploy near the change; callers are often louder than the failing service (retry storms), several failing
// services log only WARN or simply go quiet, third-party failures surface only in the service that calls them.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate, type Svc } from "./holdout66/estates.js";
import { EXT, FORMATS, type Format } from "./holdout66/formats.js";
import { type Category, SPECS, type Spec } from "./holdout66/incidents.js";
import { QUIET, type QuietSpec } from "./holdout66/quiet.js";
import { mulberry32, type Rng } from "./holdout66/rng.js";
import { assignSplit } from "./holdout66/split.js";
import { Sim } from "./holdout66/stream.js";

export interface Holdout66Label extends NotedLabel {
  format: Format;
}

type Item = { kind: "incident"; spec: Spec } | { kind: "quiet"; spec: QuietSpec };

const MIN = 60_000;

function pickServices(r: Rng, e: Estate, needs: string[]): Svc[] {
  const must = new Set([...needs, e.noisy]);
  const n = Math.min(e.services.length, r.int(8, 10));
  const rest = r.shuffle(e.services.filter((s) => !must.has(s.name)));
  const chosen = new Set([...must, ...rest.slice(0, Math.max(0, n - must.size)).map((s) => s.name)]);
  return e.services.filter((s) => chosen.has(s.name));
}

function ratePerMin(e: Estate, svcs: Svc[]): number {
  const names = new Set(svcs.map((s) => s.name));
  let n = 0;
  for (const s of svcs) for (const t of s.base) n += 60 / t.every;
  for (const c of e.chains) n += (60 / c.every) * c.steps.filter((st) => names.has(st.svc)).length;
  return n;
}

const versions = ["2026.6.3", "1.42.1", "3.8.0", "5.3.2", "7.9.4", "2.11.0", "4.18.2"];

export function generateHoldout66(dir: string, seed = 6601): Holdout66Label[] {
  mkdirSync(dir, { recursive: true });
  const top = mulberry32(seed);
  const items: Item[] = top.shuffle([
    ...SPECS.map((spec): Item => ({ kind: "incident", spec })),
    ...QUIET.map((spec): Item => ({ kind: "quiet", spec })),
  ]);
  const splits = assignSplit(
    items.map((it) => (it.kind === "incident" ? it.spec.cat : "quiet")),
    top,
  );
  const labels: Holdout66Label[] = [];
  items.forEach((it, i) => {
    const id = `h66-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length] as Format;
    const file = `${id}.${EXT[format]}`;
    const estate = ESTATES[it.spec.estate] as Estate;
    const r0 = mulberry32(seed * 7919 + i * 104729);
    const svcs = pickServices(r0, estate, it.kind === "incident" ? [it.spec.origin, ...it.spec.needs] : []);
    const startMin = r0.int(3, 7) + r0.next();
    const winMin = r0.int(Math.max(6, Math.ceil(startMin) + 4), 20);
    const start = Date.UTC(2026, 5, 2 + i, r0.int(0, 23), r0.int(0, 59), 0, 0);
    const end = start + winMin * MIN;
    const t0 = start + Math.round(startMin * MIN);
    let k = r0.int(2200, 8000) / (ratePerMin(estate, svcs) * winMin);
    let lines: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const r = mulberry32(seed * 31 + i * 977 + attempt);
      const s = new Sim(r, estate, svcs, start, end, k);
      if (it.kind === "incident") it.spec.run(s, t0);
      else it.spec.run(s, t0);
      // an unrelated deploy or config reload somewhere near the change
      const others = svcs.filter((x) => it.kind === "quiet" || x.name !== it.spec.origin);
      const dep = r.pick(others);
      s.restart(dep.name, t0 + r.int(-150, 150) * 1000, r.pick(versions));
      const rel = r.pick(others);
      s.emit(
        rel.name,
        t0 + r.int(-240, 240) * 1000,
        "INFO",
        r.pick([
          "config reload: 2 keys changed (log.level, feature.flags), applied",
          "feature flags refreshed from config service (37 flags, 1 changed)",
          "SIGHUP: reloaded TLS certificates, no change in chain",
        ]),
      );
      s.baseline();
      lines = s.lines(format);
      if (lines.length < 1500) k *= 1.35;
      else if (lines.length > 10000) k *= 0.7;
      else break;
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = it.kind === "incident" ? it.spec : null;
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: inc?.origin ?? null,
      category: (inc?.cat as Category | undefined) ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: inc ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc?.sev ?? null,
      split: splits[i] as "tune" | "locked",
      note: it.spec.note,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout66", generateHoldout66, (labels) => {
  const by = (f: (l: Holdout66Label) => string) => {
    const m = new Map<string, number>();
    for (const l of labels) m.set(f(l), (m.get(f(l)) ?? 0) + 1);
    return [...m].map(([k, v]) => `${k} ${v}`).join(", ");
  };
  return `estates: harrowline/rainfold/coldtrail; formats: ${by((l) => l.format)}; splits: ${by((l) => l.split)}`;
});
