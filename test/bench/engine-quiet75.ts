// Blind set quiet75: 48 aggregated log windows from two social networks (Murmur, Pinfold) and two dating apps
// (Emberly, Tandem), ten services each, in the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose).
// 40 windows are quiet: each carries one (sometimes two) of 41 kinds of harmless but alarming noise from the domain
// (spam rings suspended in bulk, pushes to uninstalled apps, uploads rejected as unsafe, follow-spree 429s, selfies
// failing liveness, sandbox receipts, Play subscriptions on hold, corrupt videos, websocket reconnect storms, breakers
// that open and close, Redis failover drills, ...). 8 windows hold one real failure each, one per category (database,
// memory, timeout, disk, dependency, network, configuration, authentication), laid on the same noise.
// What makes it hard: every file has request traffic, probes, periodic jobs, a noisy service that errors from the
// first minute, deprecation warnings, retries that succeed and an unrelated deploy or config reload; callers are
// louder than the service at fault, some of those log only at WARN or stop logging, clocks skew by up to 300 ms,
// and only Murmur and Pinfold carry trace ids. Windows last 6-20 minutes and hold 1,500-10,000 lines.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Role } from "./quiet75/estates.js";
import { type Ev, EXT, FORMATS, type Format } from "./quiet75/formats.js";
import { INCIDENTS, type Incident } from "./quiet75/incidents.js";
import { NOISE, type Noise } from "./quiet75/quiet.js";
import { mulberry32 } from "./quiet75/rng.js";
import { assignSplit } from "./quiet75/split.js";
import { assemble, baseline, makeCtx } from "./quiet75/stream.js";

export interface Quiet75Label extends NotedLabel {
  format: Format;
}

type Plan = { noise: Noise; incident?: undefined } | { noise?: undefined; incident: Incident };

const ROLES: Role[] = ["gw", "feed", "media", "transcode", "mod", "chat", "push", "match", "profile", "billing"];

export function generateQuiet75(dir: string, seed = 7501): Quiet75Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const plans: Plan[] = r.shuffle([
    ...NOISE.slice(0, 40).map((noise) => ({ noise })),
    ...INCIDENTS.map((incident) => ({ incident })),
  ]);
  const labels: Quiet75Label[] = [];
  let quietSeen = 0;
  plans.forEach((p, i) => {
    const format = FORMATS[i % FORMATS.length];
    const estate = p.incident
      ? ESTATES.find((e) => e.key === p.incident.estate)!
      : ESTATES[quietSeen++ % ESTATES.length];
    const day = Date.UTC(2026, 10, 2 + i, 0, 0, 0);
    let scale = 1;
    for (let attempt = 0; attempt < 6; attempt++) {
      const sr = mulberry32(seed * 7919 + i * 104729 + attempt);
      const start = day + sr.int(0, 23) * 3600000 + sr.int(0, 59) * 60000 + sr.int(0, 59) * 1000;
      const t0Off = sr.int(3 * 60, 8 * 60) * 1000;
      const durMin = p.incident ? sr.int(Math.max(6, Math.ceil(t0Off / 60000) + 4), 20) : sr.int(6, 20);
      const end = start + durMin * 60000;
      const c = makeCtx(estate, sr, start, end);
      const t0 = start + t0Off;
      const extra = sr.pick(NOISE.filter((n) => n !== p.noise));
      const mainAt = p.noise ? start + sr.int(60000, Math.max(90000, (end - start) / 2)) : t0;
      const originRole = p.incident?.origin;
      const deployRole = sr.pick(ROLES.filter((x) => x !== originRole));
      const evs: Ev[] = baseline(c, {
        deployAt: mainAt + sr.pick([-1, 1]) * sr.int(60000, 180000),
        deployRole,
        deployKind: sr.chance(0.5) ? "deploy" : "reload",
        rateScale: scale * (durMin > 14 ? 0.75 : durMin < 9 ? 1.25 : 1),
      });
      let drop: ((e: Ev) => boolean) | undefined;
      if (p.noise) evs.push(...p.noise.gen(c, mainAt));
      if (p.incident || sr.chance(0.5)) evs.push(...extra.gen(c, start + sr.int(30000, (end - start) / 2)));
      if (p.incident) {
        const g = p.incident.gen(c, t0);
        drop = g.drop;
        evs.push(...g.evs);
      }
      const kept = drop ? evs.filter((e) => !drop(e)) : evs;
      const text = assemble(c, kept, format);
      const lines = text.split("\n").length - 1;
      if ((lines < 1600 || lines > 9800) && attempt < 5) {
        scale *= lines < 1600 ? 1.35 : 0.75;
        continue;
      }
      const id = `q75-${String(i + 1).padStart(2, "0")}`;
      const file = `${id}.${EXT[format]}`;
      writeFileSync(join(dir, file), text);
      labels.push({
        id,
        file,
        format,
        isIncident: Boolean(p.incident),
        originService: p.incident ? estate.svc[p.incident.origin] : null,
        category: p.incident?.category ?? null,
        errorTypeHints: p.incident?.hints ?? [],
        incidentStart: p.incident ? new Date(t0).toISOString() : null,
        expectedSeverityAtLeast: p.incident?.severity ?? null,
        split: "tune",
        note: `${estate.company}: ${p.incident ? p.incident.note : `${p.noise?.note}; nothing is broken`}.`,
        lines,
      });
      break;
    }
  });
  const halves = assignSplit(r, labels);
  labels.forEach((l, k) => {
    l.split = halves[k];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet75", generateQuiet75, (labels) => {
  const by = (k: (l: Quiet75Label) => string) => {
    const n = new Map<string, number>();
    for (const l of labels) n.set(k(l), (n.get(k(l)) ?? 0) + 1);
    return [...n].map(([name, v]) => `${name} ${v}`).join(", ");
  };
  const tune = labels.filter((l) => l.split === "tune").length;
  return `formats: ${by((l) => l.format)}; estates: ${by((l) => l.note.split(" ")[0])}; tune ${tune}/locked ${labels.length - tune}`;
});
