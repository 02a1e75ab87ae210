// Blind scenario set holdout98: connected vehicles. Four made-up carmaker / fleet estates (voltaro: Go/Java/Node/
// Python/.NET/Ruby services with trace ids; nordlys: C++ MQTT bridge, Go, Java, .NET, Ruby, no trace ids; kestrel:
// a van-fleet platform with trace ids; aurelia: C++ gateway, Python, .NET, Java, Ruby, no trace ids), 8-10
// services each: MQTT telematics ingestion, remote commands with SMS wake-ups, OTA campaigns with signed
// manifests, the companion app backend or fleet API, VIN registry and consent, trips, charging and OCPI roaming,
// dealer diagnostics.
//
// 64 scenarios: 52 with a failure (4 per category, one per estate) and 12 quiet windows, rotating over the dev
// set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose; stack traces multi-line where the format allows).
// Windows of 6-20 minutes and 1,500-10,000 lines; the failure starts after 3-8 minutes of baseline.
//
// What makes it hard: every estate has a noisy service that logs a harmless ERROR at a steady rate from the first
// minute (sometimes the very service that later fails), the domain's normal failures look alarming (sleeping cars
// not answering commands, downloads paused on low battery, late telemetry after tunnels and ferries, unenrolled
// VINs, odd meter values), callers retry louder than the failing service and report it in their own words,
// several failing services log only at WARN or INFO (.NET token validation, Pundit denials, Go validator
// rejections) or go silent, and failures in vendors and infrastructure that do not log here (payment provider,
// SMSC, operator API, map vendor, roaming hub, HSM) must be named by the service that talks to them. Unrelated
// deploys or config reloads land within three minutes of the start.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout98/estates.js";
import { EXT, FORMATS, type Format, render } from "./holdout98/formats.js";
import { PART_A, type Spec } from "./holdout98/incidents-a.js";
import { PART_B } from "./holdout98/incidents-b.js";
import { PART_C } from "./holdout98/incidents-c.js";
import { quietScares } from "./holdout98/quiet.js";
import { mulberry32 } from "./holdout98/rng.js";
import { assignSplit } from "./holdout98/split.js";
import { Ctx } from "./holdout98/stream.js";
import { traffic } from "./holdout98/traffic.js";

export type Holdout98Label = NotedLabel & { format: Format };

export function generateHoldout98(dir: string, seed = 9801): Holdout98Label[] {
  const rng = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const specs: (Spec | null)[] = [...PART_A, ...PART_B, ...PART_C, ...Array.from({ length: 12 }, () => null)];
  for (let i = specs.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [specs[i], specs[j]] = [specs[j], specs[i]];
  }
  const splits = assignSplit(
    specs.map((s) => s?.cat ?? null),
    rng,
  );
  let quietN = 0;
  const labels: Holdout98Label[] = [];
  specs.forEach((spec, i) => {
    const id = `h98-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const estate = spec ? ESTATES.find((e) => e.key === spec.estate)! : ESTATES[quietN++ % ESTATES.length];
    const day = Date.UTC(2026, 10, 2 + (i % 27), rng.int(5, 21), rng.pick([0, 10, 15, 20, 30, 40, 45, 50]), 0);
    const lead = rng.int(180, 480) * 1000 + rng.int(0, 999);
    const minutes = Math.min(20, Math.max(6, Math.ceil(lead / 60000) + rng.int(3, 12)));
    let target = rng.int(1800, 7600);
    for (let attempt = 0; ; attempt++) {
      const sub = mulberry32(seed * 131 + i * 7919 + attempt);
      const c = new Ctx(sub, estate, day, day + minutes * 60000, day + lead);
      traffic(c, target, spec?.origin ?? null);
      let note: string;
      if (spec) {
        spec.run(c);
        note = spec.note;
      } else {
        const scares = quietScares(c, sub.int(2, 3));
        note = `Quiet ${minutes}-minute window at ${estate.key}: normal traffic plus ${scares.join(", ")}; nothing is broken.`;
      }
      const lines = render(format, c.finish(), estate.namespace);
      if ((lines.length > 9800 || lines.length < 1550) && attempt < 12) {
        target = Math.round(target * (lines.length > 9800 ? 0.75 : 1.3));
        continue;
      }
      const file = `${id}.${EXT[format]}`;
      writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
      labels.push({
        id,
        file,
        format,
        isIncident: spec !== null,
        originService: spec ? estate.roles[spec.origin]![0] : null,
        category: spec?.cat ?? null,
        errorTypeHints: spec?.hints ?? [],
        incidentStart: spec ? new Date(day + lead).toISOString() : null,
        expectedSeverityAtLeast: spec?.sev ?? null,
        split: splits[i],
        note,
        lines: lines.length,
      });
      break;
    }
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout98", generateHoldout98, (labels) => {
  const by = (f: (l: Holdout98Label) => string) =>
    Object.entries(
      labels.reduce<Record<string, number>>((m, l) => {
        m[f(l)] = (m[f(l)] ?? 0) + 1;
        return m;
      }, {}),
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(", ");
  return `formats: ${by((l) => l.format)}; splits: ${by((l) => l.split)}`;
});
