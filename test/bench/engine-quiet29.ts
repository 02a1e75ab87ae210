// Blind set quiet29: harmless-but-alarming windows from mobility platforms, plus eight real failures on the same noise.
//
// Domains and estates (made up): Voltway, an EV charging network (OCPP central system, OCPI roaming hub, billing,
// payment terminals; 10 services, request ids); Carlink, connected-car telematics and remote commands (9 services,
// no ids); Hopride, ride-hailing dispatch and pricing (10 services, trace ids); Zipscoot, scooter rentals and locks
// (8 services, no ids). Runtimes: Java/Spring, .NET, Python, Go, Node, Ruby, C++.
//
// 48 files: 40 quiet windows, each built around one of 40 kinds of alarming noise (chargers rebooting after firmware
// updates, sessions ended by the car, rejected RFID cards and payment cards, cars asleep for remote commands, OTA
// retries, rider cancellations, surge caps, fraud denials, low-battery and out-of-zone scooters, GC pauses, node
// drains, cache and database failovers, consumer rebalances, scanners, rate-limited scrapers ...) plus one or two
// more, and 8 failures of different categories (dependency, disk, authentication, configuration, database, timeout,
// memory, network). Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose; 6-20 minute windows,
// 1,500-10,000 lines, per-service clock skew up to 300 ms.
//
// What makes it hard: every file has a service that logs a constant harmless error from the first minute, a rollout
// and a config reload, retries that succeed, deprecation warnings and bursts of ERROR lines that mean nothing; in the
// failures the callers are louder than the origin (retry storms, 5xx naming the callee, open breakers), one origin
// logs only at WARN and three stop logging their usual lines while their callers fail.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background } from "./quiet29/background.js";
import { ESTATES, type Estate } from "./quiet29/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet29/formats.js";
import { FAILURES, type Failure } from "./quiet29/incidents.js";
import { GENERIC, kindsFor, type NoiseKind } from "./quiet29/quiet.js";
import { makeRng } from "./quiet29/rng.js";
import { assignSplits } from "./quiet29/split.js";
import { Stream } from "./quiet29/stream.js";

export interface Quiet29Label extends NotedLabel {
  format: Format;
}

type Spec =
  | { estate: Estate; kind: NoiseKind; failure?: undefined }
  | { estate: Estate; failure: Failure; kind?: undefined };

export function generateQuiet29(dir: string, seed = 2901): Quiet29Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  // 40 quiet windows: each estate's own kinds first, the generic kinds fill up to ten per estate
  const specs: Spec[] = [];
  const generic = [...GENERIC];
  for (const e of ESTATES) {
    const own = kindsFor(e);
    for (const k of own) specs.push({ estate: e, kind: k });
    for (let i = own.length; i < 10; i++) specs.push({ estate: e, kind: generic.shift() ?? GENERIC[0] });
  }
  for (const f of FAILURES) specs.push({ estate: f.estate, failure: f });
  for (let i = specs.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [specs[i], specs[j]] = [specs[j], specs[i]];
  }
  const splits = assignSplits(
    specs.map((s) => (s.failure ? s.failure.category : "quiet")),
    r,
  );
  const labels: Quiet29Label[] = [];
  specs.forEach((spec, i) => {
    const e = spec.estate;
    const format = FORMATS[i % FORMATS.length];
    const id = `q29-${String(i + 1).padStart(2, "0")}`;
    const day = Date.UTC(2026, 8, 1 + i);
    const start = day + r.pick([1, 2, 3, 3, 4, 7, 8, 12, 17, 18, 22, 23]) * 3600000 + r.int(0, 11) * 5 * 60000;
    const minutes = spec.failure ? r.int(11, 20) : r.int(6, 20);
    const end = start + minutes * 60000;
    const rate = r.int(220, 520);
    const target = Math.max(1500, Math.min(spec.failure ? 6400 : 8000, minutes * rate));
    const s = new Stream(r, e.services, start, end);
    const offset = spec.failure ? r.int(180, Math.min(8, minutes - 5) * 60) * 1000 : 0;
    const t0 = start + offset;
    const centre = spec.failure ? t0 : start + r.int(2, Math.max(2, minutes - 4)) * 60000;
    background(s, e, target, {
      rolloutAt: centre + r.pick([-1, 1]) * r.int(40, 150) * 1000,
      reloadAt: start + r.next() * (end - start),
      avoid: spec.failure?.origin,
    });
    // failures get no extra noise that would touch their own origin's storage or pods
    const touchy = ["planned database failover", "connection pool saturated by a batch", "node drain restarts pods"];
    const extras = [...kindsFor(e), ...GENERIC].filter(
      (k) => k !== spec.kind && !(spec.failure && touchy.includes(k.name)),
    );
    for (let n = spec.failure ? r.int(1, 2) : r.int(1, 2); n > 0; n--) {
      const k = r.pick(extras);
      k.apply(s, e, start + r.next() * (end - start) * 0.7, r.int(60, 240) * 1000);
    }
    if (spec.kind) spec.kind.apply(s, e, centre, Math.min(end - centre - 30000, r.int(120, 360) * 1000));
    else spec.failure.apply(s, t0);
    const lines = render(format, s.sorted(), e.namespace);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const f = spec.failure;
    labels.push({
      id,
      file,
      format,
      isIncident: Boolean(f),
      originService: f ? f.origin : null,
      category: f ? f.category : null,
      errorTypeHints: f ? f.hints : [],
      incidentStart: f ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: f ? f.severity : null,
      split: splits[i],
      note: f
        ? `${e.company}: ${f.note}.`
        : `${e.company}, nothing broken: ${spec.kind?.note ?? ""}, on top of the usual noise.`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet29", generateQuiet29, (ls) => {
  const by = (k: string) => ls.filter((l) => l.format === k).length;
  return `formats ${FORMATS.map((f) => `${f}=${by(f)}`).join(" ")}; estates ${ESTATES.map((e) => e.company).join("/")}`;
});
