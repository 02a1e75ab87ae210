// Blind set quiet116: harmless-but-alarming windows from dating apps, plus eight real failures on the same noise.
//
// Domains: photo moderation, swipes and matches, chat with media, app-store purchases and subscriptions, safety
// reports and bans, location-based discovery, selfie verification, push.
// Estates: four made-up companies (Emberly, Lovelace, Twinflame, Pebble), 9-10 services each, runtimes Java,
// Python, Go, Node, .NET, Ruby and C++; Emberly and Twinflame carry trace ids, the other two none.
// Counts: 48 files, 40 quiet windows (40 kinds of alarming noise, one headline kind per window plus secondaries)
// and 8 incidents (database, network, timeout, dependency, configuration, memory, disk, unknown).
// Formats: jsonl, datadog, ecs, gcp, logfmt and compose in rotation; stack traces multi-line where allowed.
// What makes it hard: quiet windows shout (hundreds of moderation rejections, refunded receipts, ban waves, 401/403/
// 429 bursts, TLS scanner errors, deadlock retries, CUDA OOM retries) while nothing is broken; every file has a
// noisy service from the first second, deprecation warnings, succeeding retries and a deploy or config reload;
// incidents sit on the same noise, some origins log only at WARN, one goes silent, callers are louder than origins.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet116/estates.js";
import { EXT, FORMATS, type Format } from "./quiet116/formats.js";
import { INCIDENTS, type IncidentDef } from "./quiet116/incidents.js";
import { NOISE, type NoiseKind } from "./quiet116/quiet.js";
import { mulberry32 } from "./quiet116/rng.js";
import { splitHalves } from "./quiet116/split.js";
import { buildWindow } from "./quiet116/stream.js";

export interface Quiet116Label extends NotedLabel {
  format: Format;
}

const fitsEstate = (est: Estate, k: NoiseKind) => k.roles.every((role) => est.services[role] !== undefined);

export function generateQuiet116(dir: string, seed = 11651): Quiet116Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const kinds = r.shuffle([...NOISE]);
  const slots: ({ kind: NoiseKind } | { inc: IncidentDef })[] = [
    ...kinds.map((kind) => ({ kind })),
    ...INCIDENTS.map((inc) => ({ inc })),
  ];
  r.shuffle(slots);
  const labels: Quiet116Label[] = [];
  const day0 = Date.UTC(2026, 10, 2, 0, 0, 0);
  slots.forEach((slot, i) => {
    const id = `q116-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const hour = r.pick([1, 2, 3, 3, 4, 9, 13, 17, 20, 21, 22, 23]);
    const t0 = day0 + i * 86400000 * 0.5 + hour * 3600000 + r.int(0, 11) * 300000;
    let est: Estate;
    let minutes: number;
    let noise: NoiseKind[];
    let inc: IncidentDef | undefined;
    if ("inc" in slot) {
      inc = slot.inc;
      const key = inc.estate;
      est = ESTATES.find((e) => e.key === key) ?? ESTATES[0];
      minutes = inc.minutes;
      const origin = inc.role;
      noise = r.shuffle(NOISE.filter((k) => fitsEstate(est, k) && k.roles[0] !== origin)).slice(0, r.int(2, 4));
    } else {
      const k = slot.kind;
      const ok = ESTATES.filter((e) => fitsEstate(e, k));
      est = ok[i % ok.length];
      minutes = r.int(6, 18);
      noise = [k, ...r.shuffle(NOISE.filter((x) => x !== k && fitsEstate(est, x))).slice(0, r.int(2, 3))];
    }
    const out = buildWindow(r, { est, format, t0, minutes, noise, incident: inc });
    writeFileSync(join(dir, file), out.text);
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== undefined,
      originService: inc ? (est.services[inc.role]?.name ?? null) : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: out.start === null ? null : new Date(out.start).toISOString(),
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: inc
        ? `${est.company}: ${inc.note}`
        : `${est.company}: quiet ${minutes}-minute window; headline noise ${noise[0].id}, also ${noise
            .slice(1)
            .map((n) => n.id)
            .join(", ")}; nothing is broken.`,
      lines: out.lines,
    });
  });
  const groups: Record<string, number[]> = { quiet: [], incident: [] };
  labels.forEach((l, i) => {
    groups[l.isIncident ? "incident" : "quiet"].push(i);
  });
  const halves = splitHalves(r, groups);
  labels.forEach((l, i) => {
    l.split = halves.get(i) ?? "tune";
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet116", generateQuiet116, (labels) => {
  const est = new Set(labels.map((l) => l.note.split(":")[0]));
  const fm = new Set(labels.map((l) => l.format));
  return `estates ${[...est].join("/")}; formats ${[...fm].join("/")}`;
});
