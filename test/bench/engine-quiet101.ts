// Blind scenario set quiet101: harmless windows that look alarming, from home solar and battery monitoring.
//
// Four made-up companies (Sunmesh Home Energy in Adelaide, Kilnwatt in the UK, Brightroof Solar in California,
// Voltnest in Germany), each an estate of 9-10 services in Node, Go, Java, Python, .NET, Ruby, C++ and Rust:
// a customer app gateway, telemetry ingest from inverters and batteries on home Wi-Fi, a device registry,
// battery/time-of-use planners, firmware rollout, notifications, installer commissioning tools, virtual power
// plant dispatch, rollups and tariff feeds. Trace ids cross services at Sunmesh and Voltnest only.
//
// 48 files, 1,500-10,000 lines over 6-20 minutes each, rotating over the dev set's six formats (jsonl, datadog,
// ecs, gcp, logfmt, compose; stack traces multi-line where the format allows), per-service clock skew up to
// 300 ms. 40 quiet windows, each built around one of 36 kinds of alarming noise (inverters sleeping at dusk,
// Wi-Fi drops, snow-covered panels, export limits from the grid operator, firmware chunk retries, VPP
// dispatch overriding schedules, grid-frequency trips, failed commissioning tests, handled stack traces ...)
// plus two side kinds; and 8 incidents, one per category (timeout, database, configuration, memory, network,
// unknown, dependency, disk), laid on the same noise after 3-8 minutes of baseline.
//
// What makes it hard: every file has a constantly erroring noisy service, deprecation warnings, retries that
// succeed, an unrelated rollout and config reload; the quiet noise is loud (hundreds of offline devices,
// ERROR-level device alarms, stack traces of handled errors), callers are louder than the failing service,
// one origin only logs WARN before its stack traces, one goes silent, one failure sits in a third party.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet101/estates.js";
import { EXT, FORMATS, type Format } from "./quiet101/formats.js";
import { INCIDENTS, type IncidentDef } from "./quiet101/incidents.js";
import { NOISE, type NoiseKind } from "./quiet101/quiet.js";
import { makeRng } from "./quiet101/rng.js";
import { assignSplit } from "./quiet101/split.js";
import { background, finish, makeWin } from "./quiet101/stream.js";

export interface Quiet101Label extends NotedLabel {
  format: Format;
}

const UTC_OFFSET_H: Record<string, number> = { sunmesh: 10.5, kilnwatt: 0, brightroof: -8, voltnest: 1 };
const HOUR_FOR: Record<string, number> = {
  "dusk-sleep": 18.5,
  "dawn-wake": 6,
  "snow-zero": 10,
  "export-curtail": 12,
  "vpp-event": 17,
  "tou-boundary": 15.9,
  "grid-trip": 14,
  "slow-rollup-query": 2,
  "cache-flush": 1.9,
  "gc-pauses": 1,
  "bms-derate": 5,
};

type Plan = { kind: "quiet"; noise: NoiseKind } | { kind: "incident"; def: IncidentDef };

export function generateQuiet101(dir: string, seed = 10151): Quiet101Label[] {
  const rng = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const plans: Plan[] = [
    ...Array.from({ length: 40 }, (_, i): Plan => ({ kind: "quiet", noise: NOISE[i % NOISE.length] as NoiseKind })),
    ...INCIDENTS.map((def): Plan => ({ kind: "incident", def })),
  ];
  rng.shuffle(plans);
  const splits = assignSplit(
    plans.map((p) => (p.kind === "quiet" ? "quiet" : "incident")),
    rng,
  );
  const labels: Quiet101Label[] = [];
  plans.forEach((plan, i) => {
    const srng = makeRng(seed * 131 + i * 7919);
    const id = `q101-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length] as Format;
    const estate: Estate =
      plan.kind === "incident"
        ? (ESTATES.find((e) => e.key === plan.def.estate) as Estate)
        : (ESTATES[(i + srng.int(0, 3)) % ESTATES.length] as Estate);
    const minutes = plan.kind === "incident" ? srng.int(11, 20) : srng.int(6, 20);
    const localHour =
      plan.kind === "quiet" && HOUR_FOR[plan.noise.key] !== undefined
        ? (HOUR_FOR[plan.noise.key] as number)
        : srng.int(0, 23) + srng.int(0, 3) / 4;
    const day = Date.UTC(2026, 0, 6) + i * 2 * 86_400_000;
    const start =
      day + Math.round(((localHour - (UTC_OFFSET_H[estate.key] ?? 0) + 24) % 24) * 3_600_000) + srng.int(0, 59_000);
    const w = makeWin(estate, srng, start, minutes, localHour);
    const at =
      start +
      (plan.kind === "incident" ? srng.int(180, 470) : srng.int(60, Math.min(480, (minutes - 3) * 60))) * 1000 +
      srng.int(0, 999);
    const origin = plan.kind === "incident" ? w.s(plan.def.origin).name : null;
    const deployAt = at + srng.int(-150_000, 150_000);
    background(w, { deployAt, avoid: origin ? [origin] : [] });
    const side = srng.shuffle(NOISE.filter((n) => plan.kind === "incident" || n.key !== plan.noise.key)).slice(0, 2);
    for (const n of side) n.add(w, start + srng.int(0, Math.max(1, minutes - 4)) * 60_000);
    let note: string;
    if (plan.kind === "quiet") {
      plan.noise.add(w, at);
      note = `${estate.company}, nothing broken: ${plan.noise.note}.`;
    } else {
      const mute = plan.def.run(w, at);
      w.evs.splice(0, w.evs.length, ...w.evs.filter((e) => !mute(e)));
      note = `${estate.company}: ${plan.def.note}.`;
    }
    const lines = finish(w, format);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = plan.kind === "incident" ? plan.def : null;
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: origin,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(at).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.sev : null,
      split: splits[i] ?? "tune",
      note,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet101", generateQuiet101, (labels) => {
  const by = (f: Format) => labels.filter((l) => l.format === f).length;
  return `estates ${ESTATES.map((e) => e.key).join("/")}; formats ${FORMATS.map((f) => `${f}:${by(f)}`).join(" ")}`;
});
