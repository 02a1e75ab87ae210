// Blind set quiet95: casino operations, mostly nights when the floor pages for nothing.
//
// 48 scenarios: 40 quiet windows and 8 incidents (database, configuration, timeout, disk, network, memory, dependency,
// unknown), one aggregated stream per file from one of four made-up casino estates of 9-10 services each:
//   - Silver Mesa Resort & Casino (SAS; Go poller, Java slot system and player tracking, Node kiosk/app, request ids)
//   - Harbor Lights Gaming (G2S; .NET host, vault and cage, Node kiosk/app, Java tables; no request ids)
//   - Copper Canyon Casino Hotel (SAS; Go floor gateway, Python accounting and rewards, Node e-tables; request ids)
//   - Northgate Racino (SAS; C++ comms and progressives, Ruby voucher/patron/cage/exclusion services; no request ids)
// Formats rotate over the dev set's six (jsonl, datadog, ecs, gcp, logfmt, compose); windows of 6-20 minutes,
// 1,500-10,000 lines, per-service clock skew up to 300 ms, stack traces in each runtime's style.
//
// What makes it hard: every quiet window carries 35 kinds of floor noise that reads like trouble (door opens and
// machines offline, bill jams, tickets refused as already redeemed or expired, worn cards, big jackpots locking a
// machine for a hand pay, excluded patrons refused, banks losing their poll loop or power for maintenance, video loss,
// drops, cassettes running dry, login throttling, rollovers, PIN lockouts, cage variances, Title 31 alerts, ...), plus
// one service with a constant harmless error from the first minute, deprecation warnings, retries that succeed and
// an unrelated deploy or config reload. The incidents sit on the same noise: callers retry louder than the origin,
// one origin only warns, one goes quiet, one crashes and restarts, one fault lives in a third-party registry.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background } from "./quiet95/background.js";
import { ESTATES, type Estate } from "./quiet95/estates.js";
import { EXT, FORMATS, type Format } from "./quiet95/formats.js";
import { INCIDENTS, type IncidentDef } from "./quiet95/incidents.js";
import { NOISE, type NoiseKind } from "./quiet95/quiet.js";
import { mulberry32 } from "./quiet95/rng.js";
import { assignSplit } from "./quiet95/split.js";
import { Stream } from "./quiet95/stream.js";

export interface Quiet95Label extends NotedLabel {
  format: Format;
}

interface Spec {
  estate: Estate;
  incident?: IncidentDef;
  noise: NoiseKind[];
}

const MIN = 60000;

export function generateQuiet95(dir: string, seed = 9501): Quiet95Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });

  const kinds = r.shuffle([...NOISE]);
  const specs: Spec[] = [];
  for (let i = 0; i < 40; i++) {
    const primary = kinds[i % kinds.length];
    const others = r.shuffle(kinds.filter((k) => k !== primary)).slice(0, r.int(1, 2));
    specs.push({ estate: ESTATES[i % ESTATES.length], noise: [primary, ...others] });
  }
  for (const inc of INCIDENTS) {
    const estate = ESTATES.find((e) => e.key === inc.estate);
    if (!estate) throw new Error(`no estate ${inc.estate}`);
    specs.push({ estate, incident: inc, noise: r.shuffle([...kinds]).slice(0, 2) });
  }
  r.shuffle(specs);

  const splits = assignSplit(
    r,
    specs.map((s) => s.incident?.category ?? null),
  );
  const labels: Quiet95Label[] = [];
  specs.forEach((spec, i) => {
    const id = `q95-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const e = spec.estate;
    const day = Date.UTC(2026, 10, 1 + (i % 28));
    const hour = r.pick([1, 2, 3, 3, 4, 5, 10, 14, 19, 22, 23]);
    const start = day + hour * 3600000 + r.int(0, 50) * MIN + r.int(0, 59) * 1000 + r.int(0, 999);
    const inc = spec.incident;
    const durMin = inc ? r.int(11, 20) : r.int(6, 20);
    const end = start + durMin * MIN;
    const s = new Stream(
      r,
      start,
      end,
      e.services.map((x) => x.name),
      e.traced,
    );
    const t0 = inc ? start + r.int(3, 7) * MIN + r.int(0, 59) * 1000 : 0;
    const hook = inc ? inc.run(s, e, t0) : undefined;
    const noisy = r.pick(e.noisy.filter((n) => n !== inc?.origin));
    const deploySvc = r.pick(e.services.map((x) => x.name).filter((n) => n !== inc?.origin && n !== noisy));
    const deployAt = inc ? t0 + r.int(-150, 150) * 1000 : start + r.int(1, durMin - 2) * MIN;
    const target = r.int(2400, 8200);
    const perSec = target / (durMin * 60 * 2.4);
    background(s, e, {
      perSec,
      noisy,
      deploy: { svc: deploySvc, at: deployAt, kind: r.chance(0.6) ? "deploy" : "reload" },
      hook,
    });
    for (const k of spec.noise) k.run(s, e);

    const hosts = new Map(e.services.map((x) => [x.name, `${x.name}-${r.hex(9)}-${r.hex(5)}`] as const));
    const lines = s.lines(format, e.namespace, (svc) =>
      format === "datadog" ? `${svc}.node-${svc.length % 3}` : (hosts.get(svc) ?? svc),
    );
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);

    const noiseWhat = spec.noise.map((k) => k.what);
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: inc ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: splits[i],
      note: inc
        ? `${e.company}: ${inc.note.replace(/\.$/, "")}, over floor noise where ${noiseWhat.join(" and ")}.`
        : `${e.company}, nothing broken: ${noiseWhat.join("; ")}.`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet95", generateQuiet95, (labels) => {
  const by = (f: (l: Quiet95Label) => string) => {
    const m = new Map<string, number>();
    for (const l of labels) m.set(f(l), (m.get(f(l)) ?? 0) + 1);
    return [...m.entries()].map(([k, v]) => `${k} ${v}`).join(", ");
  };
  const min = Math.min(...labels.map((l) => l.lines));
  const max = Math.max(...labels.map((l) => l.lines));
  return `estates: ${by((l) => l.note.split(/[:,]/)[0])}; formats: ${by((l) => l.format)}; splits: ${by((l) => `${l.split}/${l.isIncident ? "incident" : "quiet"}`)}; lines per file ${min}-${max}`;
});
