// Blind scenario set quiet18: harmless-but-alarming windows from telecom operations and air travel.
//
// 48 aggregated log files: 40 quiet windows and 8 failures (database, unknown, disk, network, memory, dependency,
// configuration, timeout), four made-up companies with 9-10 services each: two mobile operators (Kestrel Mobile with
// trace ids, Orbitel without: online charging over Diameter Gy, DRA, CDR mediation and rating, bill runs, HLR/HSS
// provisioning, SMSC and USSD gateways, TAP/RAP roaming) and two airlines (Skylark Air with trace ids, Meridian
// Airways without: booking, PNR store, GDS and NDC links, fare quoting, payments, departure control, weight and
// balance, baggage messaging, flight-ops feeds). Each file rotates over the six dev formats (jsonl, datadog, ecs,
// gcp, logfmt, compose), spans 6-20 minutes and 1,500-10,000 lines, skews each service's clock by up to 300 ms, and
// carries request traffic, health checks, periodic jobs, one service with a constant harmless error, deprecation
// warnings, retries that succeed and an unrelated deploy or config reload.
//
// What makes it hard: the quiet windows each carry one of 38 kinds of loud normal behaviour (credit-limit 4012
// storms at midnight, 5030 for unloaded roamer ranges, DPR peer maintenance, bill runs, duplicate and late CDR files,
// MAP absentSubscriber retries, ESME throttling, USSD aborts, RAP returns, SMPP rebinds, HLR/HSS audits, EDIFACT
// errors after schedule changes, expired NDC offers, card declines, BCBP rescans, iAPI rejects, ACARS out of
// sequence, scrapers, rolling deploys, DB switchover drills, Kafka rebalances, harmless stack traces ...). In the
// failures callers are louder than the origin, two origins log only at WARN, one goes quiet and crash-loops without
// a reason, and stack traces come in Java, Python, .NET, C++ and Node style.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet18/estates.js";
import { extOf, FORMATS, type Format } from "./quiet18/formats.js";
import { INCIDENTS, type IncidentKind } from "./quiet18/incidents.js";
import { NOISE, type NoiseKind } from "./quiet18/quiet.js";
import { int, mulberry32, pick, shuffle } from "./quiet18/rng.js";
import { buildWindow } from "./quiet18/scenario.js";
import { assignSplits } from "./quiet18/split.js";

export interface Quiet18Label extends NotedLabel {
  format: Format;
}

interface Plan {
  estate: Estate;
  noise: NoiseKind[];
  incident?: IncidentKind;
}

function plans(r: () => number): Plan[] {
  const est = (k: string) => ESTATES.find((e) => e.key === k) as Estate;
  const tel = NOISE.filter((k) => k.domain === "telecom");
  const air = NOISE.filter((k) => k.domain === "air");
  const any = shuffle(
    r,
    NOISE.filter((k) => k.domain === "any"),
  );
  // every kind leads at least one window: 20 telecom windows, 20 air windows
  const telLead = [...tel, ...any.slice(0, 5)];
  const airLead = [...air, ...any.slice(5), ...any.slice(0, 20 - air.length - (any.length - 5))];
  const out: Plan[] = [];
  const second = (pool: NoiseKind[], lead: NoiseKind) =>
    pick(
      r,
      pool.filter((k) => k !== lead && k.hour === undefined),
    );
  telLead.forEach((k, i) => {
    out.push({ estate: est(i % 2 === 0 ? "kestrel" : "orbitel"), noise: [k, second([...tel, ...any], k)] });
  });
  airLead.forEach((k, i) => {
    out.push({ estate: est(i % 2 === 0 ? "skylark" : "meridian"), noise: [k, second([...air, ...any], k)] });
  });
  for (const inc of INCIDENTS) {
    const e = est(inc.estate);
    const pool = NOISE.filter((k) => (k.domain === e.domain || k.domain === "any") && k.hour === undefined);
    const a = pick(r, pool);
    out.push({
      estate: e,
      incident: inc,
      noise: [
        a,
        pick(
          r,
          pool.filter((k) => k !== a),
        ),
      ],
    });
  }
  return shuffle(r, out);
}

export function generateQuiet18(dir: string, seed = 1801): Quiet18Label[] {
  mkdirSync(dir, { recursive: true });
  const r = mulberry32(seed);
  const ps = plans(r);
  const labels: Quiet18Label[] = [];
  const splits = assignSplits(
    r,
    ps.map((p) => p.incident?.category ?? "quiet"),
  );
  ps.forEach((p, i) => {
    const id = `q18-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length] as Format;
    const hour = p.noise[0]?.hour ?? int(r, 5, 22);
    const start = Date.UTC(2026, 9, 1 + i, hour, int(r, 0, 40), int(r, 0, 59), 0);
    const minutes = p.incident ? int(r, 11, 20) : int(r, 6, 20);
    const target = int(r, 2200, 8500);
    const fixed = p.estate.services.length * 3.5 + 40;
    let reqPerMin = Math.max(15, (target / minutes - fixed) / 2.6);
    const winSeed = int(r, 1, 2 ** 31);
    const leadMin = 3 + r() * 4.5;
    let built = buildWindow({
      seed: winSeed,
      estate: p.estate,
      format,
      start,
      minutes,
      reqPerMin,
      noise: p.noise,
      incident: p.incident,
      leadMin,
    });
    for (let k = 0; k < 6 && (built.lines.length < 1600 || built.lines.length > 9800); k++) {
      reqPerMin *= built.lines.length < 1600 ? 1.5 : 0.7;
      built = buildWindow({
        seed: winSeed,
        estate: p.estate,
        format,
        start,
        minutes,
        reqPerMin,
        noise: p.noise,
        incident: p.incident,
        leadMin,
      });
    }
    const file = `${id}.${extOf(format)}`;
    writeFileSync(join(dir, file), `${built.lines.join("\n")}\n`);
    const inc = p.incident;
    labels.push({
      id,
      file,
      format,
      isIncident: Boolean(inc),
      originService: inc ? (p.estate.services.find((x) => x.role === inc.originRole)?.name ?? null) : null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: built.incidentStart === null ? null : new Date(built.incidentStart).toISOString(),
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: splits[i] as "tune" | "locked",
      note: inc
        ? `${p.estate.company}: ${inc.note}.`
        : `${p.estate.company}, nothing broken: ${p.noise.map((k) => k.note).join("; and ")}.`,
      lines: built.lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet18", generateQuiet18, (ls) => {
  const f = new Map<string, number>();
  for (const l of ls) f.set(l.format, (f.get(l.format) ?? 0) + 1);
  return `estates kestrel/orbitel/skylark/meridian; formats ${[...f].map(([k, v]) => `${k}=${v}`).join(" ")}; split tune=${ls.filter((l) => l.split === "tune").length}`;
});
