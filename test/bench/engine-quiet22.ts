// Blind scenario set quiet22: harmless windows that look alarming, from rail operations, a satellite ground segment
// and smart buildings.
//
// 48 scenarios: 40 quiet windows and 8 incidents (database, dependency, unknown, network, configuration, memory,
// timeout, disk), each an aggregated stream of 8-10 services of one of three made-up estates:
//   - Northfold Rail (train describer feed ingest, berth mapping, train tracking, passenger information, ticket
//     validation and gates, crew rostering, timetable loading; request ids),
//   - Kestrel Ground Systems (telemetry ingest and decommutation, commanding, pass scheduling, antenna control,
//     flight dynamics, archive, alarms, station monitoring; trace ids),
//   - Halvard Estates (BMS API, BACnet gateway, Modbus poller, HVAC optimiser, access control, lifts, alarm routing,
//     energy meters, tenant portal, lighting; no ids).
// Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose (multi-line stack traces where the format allows),
// windows of 6-20 minutes and about 1,500-10,000 lines, per-service clock skew up to 300 ms, incidents starting
// after 3-8 minutes of baseline.
//
// What makes it hard: every quiet window carries one of 40 kinds of alarming but normal behaviour (planned loss of
// signal, fire alarm tests, gate reboots, keyhole passes, wind stows, eclipse limits, scanner bursts, breaker
// flaps, ...), plus one or two more, on top of a constantly noisy service, deprecation warnings, retries that succeed
// and an unrelated deploy. The incidents sit on the same noise: callers are louder than the origin, one origin goes
// silent, one only warns, one crash-loops on start-up, and stack traces come from Python, .NET, Java, Ruby and Go.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type EstateKey } from "./quiet22/estates.js";
import { EXT, FORMATS, type Format } from "./quiet22/formats.js";
import { INCIDENTS, type Incident } from "./quiet22/incidents.js";
import { KINDS, type Kind, WHAT } from "./quiet22/quiet.js";
import { makeRng } from "./quiet22/rng.js";
import { assignSplit } from "./quiet22/split.js";
import { buildFile } from "./quiet22/stream.js";

export interface Quiet22Label extends NotedLabel {
  format: Format;
}

const MIN = 60_000;
const ROT: EstateKey[] = ["rail", "ground", "building"];

interface Plan {
  estate: EstateKey;
  kinds: Kind[];
  incident?: Incident;
}

export function generateQuiet22(dir: string, seed = 2201): Quiet22Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const fits = (k: Kind, e: EstateKey) => k.estate === "any" || k.estate === e;
  const extras = (e: EstateKey, not: Kind | undefined, n: number) =>
    r.shuffle(KINDS.filter((k) => k !== not && fits(k, e))).slice(0, n);

  const plans: Plan[] = [];
  let rot = 0;
  for (const k of KINDS) {
    const estate = k.estate === "any" ? (ROT[rot++ % 3] as EstateKey) : k.estate;
    plans.push({ estate, kinds: [k, ...extras(estate, k, r.int(1, 2))] });
  }
  for (const inc of INCIDENTS)
    plans.push({ estate: inc.estate, incident: inc, kinds: extras(inc.estate, undefined, r.int(1, 2)) });
  r.shuffle(plans);

  const splits = assignSplit(
    plans.map((p) => p.incident?.category ?? null),
    r,
  );
  const labels: Quiet22Label[] = [];
  plans.forEach((p, i) => {
    const n = String(i + 1).padStart(2, "0");
    const format = FORMATS[i % FORMATS.length] as Format;
    const file = `q22-${n}.${EXT[format]}`;
    const est = ESTATES[p.estate];
    const inc = p.incident;
    const durMin = inc ? r.int(10, 20) : r.int(6, 20);
    const day = Date.UTC(2026, 5, 2 + i, 0, 0, 0);
    const hour = inc ? r.int(6, 21) : r.pick([1, 2, 3, 3, 4, 5, 7, 8, 12, 17, 22, 23]);
    const start = day + hour * 60 * MIN + r.int(0, 50) * MIN + r.int(0, 59_999);
    const t0 = inc ? start + r.int(3 * MIN, Math.min(8, durMin - 5) * MIN) : undefined;
    const target = r.int(1800, 9200);
    let lines: string[] = [];
    for (let tries = 0, tgt = target; tries < 4; tries++) {
      const plan = {
        estate: est,
        format,
        start,
        durMs: durMin * MIN,
        kinds: p.kinds,
        target: tgt,
        ...(inc && t0 !== undefined ? { incident: inc, t0 } : {}),
      };
      lines = buildFile(plan, makeRng(seed * 1000 + i * 7 + tries));
      if (lines.length >= 1500 && lines.length <= 10_000) break;
      tgt = lines.length < 1500 ? tgt + 800 : tgt - 1200;
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const names = p.kinds.map((k) => WHAT[k.name] ?? k.name);
    labels.push({
      id: `q22-${n}`,
      file,
      format,
      isIncident: Boolean(inc),
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: inc && t0 !== undefined ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: splits[i] ?? "tune",
      note: inc
        ? `${est.company}: ${inc.note}`
        : `${est.company}, nothing broken: ${names[0]}${names.length > 1 ? `, while ${names.slice(1).join(" and ")}` : ""}.`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet22", generateQuiet22, (ls) => {
  const by = (f: (l: Quiet22Label) => string) => {
    const m = new Map<string, number>();
    for (const l of ls) m.set(f(l), (m.get(f(l)) ?? 0) + 1);
    return [...m].map(([k, v]) => `${k} ${v}`).join(", ");
  };
  return `formats: ${by((l) => l.format)}; estates: ${by((l) => l.note.split(/[:,]/)[0] ?? "")}; splits: ${by((l) => `${l.split}/${l.isIncident ? "incident" : "quiet"}`)}`;
});
