// quiet26: a blind set of 48 scenarios from device fleets, 40 quiet windows and 8 incidents (one per category:
// database, authentication, dependency, disk, network, configuration, timeout, memory).
// Estates: two hospitals (st-brigid: HL7 interface engine, infusion-pump gateway, monitor bridge, alarm router,
// nurse call, RTLS, no request ids; harbourview: MLLP router, alarm management with a hosted paging gateway,
// telemetry, bed board, no request ids) and two fleets (fieldhand agritech: MQTT broker, LoRaWAN bridge,
// telematics, device shadows, OTA campaigns, 16-hex trace ids; frostline cold chain: mosquitto gateway,
// tracker ingest, geofence, excursions, webhooks, W3C trace ids). Each file is one aggregated stream of 9-10
// services, 6-20 minutes, sorted by printed time with up to 300 ms per-service skew, rotating over the six dev
// formats (jsonl, datadog, ecs, gcp, logfmt, compose) with Java, .NET, Node and Python stack traces.
// What makes it hard: every window is full of alarming but harmless device behaviour (at least 30 kinds: pumps
// roaming offline, clinical alarms doing their job, HL7 messages held for people, broker session takeovers,
// keepalive drops, duplicate and late uplinks, OTA retries, cold-chain excursions that recover...), a noisy
// service with a constant error/warning, deprecation warnings, retries that succeed and an unrelated deploy
// and config reload near the failure; failing origins are quieter than their callers, two log only WARN and
// one goes silent between restarts.

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet26/estates.js";
import { EXT, FORMATS, type Format } from "./quiet26/formats.js";
import { INCIDENTS, type IncidentSpec } from "./quiet26/incidents.js";
import { NOISE, type NoiseKind } from "./quiet26/quiet.js";
import { mulberry32 } from "./quiet26/rng.js";
import { assignSplit } from "./quiet26/split.js";
import { buildStream } from "./quiet26/stream.js";

export interface Quiet26Label extends NotedLabel {
  format: Format;
}

const fits = (k: NoiseKind, e: Estate) => k.domain === e.domain && k.needs.every((n) => n in e.roles);

export function generateQuiet26(dir: string, seed = 2601): Quiet26Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const slots: { estate: Estate; incident?: IncidentSpec }[] = [];
  for (const e of ESTATES) {
    for (let i = 0; i < 10; i++) slots.push({ estate: e });
    for (const inc of INCIDENTS.filter((x) => x.estate === e.name)) slots.push({ estate: e, incident: inc });
  }
  r.shuffle(slots);
  const used = new Map<string, number>();
  const asFirst = new Map<string, number>();
  const leastUsed = (pool: NoiseKind[], not: string[], count = used) => {
    const cand = pool.filter((k) => !not.includes(k.id));
    const lo = Math.min(...cand.map((k) => count.get(k.id) ?? 0));
    const k = r.pick(cand.filter((x) => (count.get(x.id) ?? 0) === lo));
    count.set(k.id, (count.get(k.id) ?? 0) + 1);
    if (count !== used) used.set(k.id, (used.get(k.id) ?? 0) + 1);
    return k;
  };
  const labels: Omit<Quiet26Label, "split">[] = [];
  slots.forEach((s, i) => {
    const id = `q26-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const pool = NOISE.filter((k) => fits(k, s.estate));
    const inc = s.incident;
    const first = leastUsed(pool, inc?.avoid ?? [], inc ? used : asFirst);
    const noise = [first, leastUsed(pool, [first.id, ...(inc?.avoid ?? [])])];
    const leadMin = r.int(3, 8);
    const durMin = inc ? Math.min(20, leadMin + r.int(11, 13)) : r.int(6, 20);
    const day = Date.UTC(2026, 10, 2 + i, r.pick([1, 2, 3, 4, 7, 9, 13, 15, 19, 22, 23]), r.int(0, 5) * 10, 0);
    const { lines, incidentStart } = buildStream(
      { estate: s.estate, format, t0: day, durMin, targetLines: r.int(2300, 7200), noise, incident: inc, leadMin },
      r,
    );
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: incidentStart === null ? null : new Date(incidentStart).toISOString(),
      expectedSeverityAtLeast: inc?.severity ?? null,
      note: inc
        ? `${s.estate.name}: ${inc.note}.`
        : `${s.estate.name}, nothing broken: ${noise[0].note}; also ${noise[1].note}.`,
      lines: lines.length,
    });
  });
  const split = assignSplit(labels, r);
  const out: Quiet26Label[] = labels.map((l, i) => ({ ...l, split: split[i] }));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(out, null, 2)}\n`);
  return out;
}

runHoldoutCli(import.meta.url, "quiet26", generateQuiet26, (labels) => {
  const est = ESTATES.map((e) => e.name).join("/");
  const fm = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  const tune = labels.filter((l) => l.split === "tune").length;
  return `estates ${est}; formats ${fm}; split tune ${tune}/locked ${labels.length - tune}`;
});
