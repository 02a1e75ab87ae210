// Blind scenario set quiet98: harmless-but-alarming windows from lift and escalator service companies.
//
// Domains and estates: four made-up companies that run remote monitoring of lifts and escalators, emergency
// phone self-tests, technician dispatch and work orders, a building managers' portal, parts ordering and
// inspection scheduling - Vertiga Lift Services and Ascendia Elevators (request/trace ids across services),
// Nordhoist and Kestrel Escalator & Lift (no ids). Each estate runs ten services in Go, Java, .NET, Node,
// Python, Ruby and C++.
//
// Counts: 48 scenarios - 40 quiet windows built from 35 kinds of alarming-looking noise (doors reopening on
// obstructions, phone line tests failing on a flaky line, lifts parked for maintenance, monitoring units
// rebooting after a brownout, escalator stop buttons, fire recall tests, entrapment tests in test mode, OTA
// retries, slow report queries, backorders, lockouts, GC pauses, consumer rebalances, ...) and 8 real failures,
// one each of database, network, timeout, dependency, configuration, disk, memory and authentication, laid on the
// same noise. Windows run 6-20 minutes with 1,500-10,000 lines; failures start after 3-8 minutes of baseline.
//
// Formats: the dev set's six (jsonl, datadog, ecs, gcp, logfmt, compose) rotated over the files, with multi-line
// stack traces where the shape allows; per-service clock skew up to 300 ms, lines sorted by printed time.
//
// What makes it hard: every window carries a constant noisy ERROR from its first minute, deprecation warnings,
// retries that succeed and an unrelated deploy or config reload; the noise kinds are the domain's own alarms
// (ERROR-level trips, stop buttons, power fails). In the failures the callers' retry storms and alert floods are
// louder than the service at fault, two of them warn only, one goes quiet between crashes, and a third party
// that never logs sits behind one of them.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { buildWindow } from "./quiet98/build.js";
import { ESTATES } from "./quiet98/estates.js";
import { EXT, FORMATS, type Format } from "./quiet98/formats.js";
import { FAILURES, type Failure } from "./quiet98/incidents.js";
import { NOISES } from "./quiet98/quiet.js";
import { mulberry32 } from "./quiet98/rng.js";
import { assignSplit } from "./quiet98/split.js";

export interface Quiet98Label extends NotedLabel {
  format: Format;
}

export function generateQuiet98(dir: string, seed = 9801): Quiet98Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const specs: (Failure | null)[] = r.shuffle([...Array.from({ length: 40 }, () => null), ...FAILURES]);
  let quietNo = 0;
  let failNo = 0;
  const labels: Quiet98Label[] = specs.map((f, i) => {
    const id = `q98-${String(i + 1).padStart(2, "0")}`;
    const format = f ? FORMATS[failNo++ % FORMATS.length] : FORMATS[(quietNo + 3) % FORMATS.length];
    const estate = f ? ESTATES.find((e) => e.key === f.estate)! : ESTATES[quietNo % ESTATES.length];
    const day = Date.UTC(2026, 10, 2 + i);
    const t0 = day + r.int(0, 23) * 3600000 + r.int(0, 11) * 300000;
    const startAfter = r.int(3, 7);
    const minutes = f ? Math.min(20, Math.max(startAfter + 5, r.int(8, 20))) : r.int(6, 20);
    const target = r.int(Math.max(1700, minutes * 180), Math.min(8200, minutes * 520));
    let noises = [];
    if (f) noises = [r.pick(NOISES), r.pick(NOISES), r.pick(NOISES)];
    else {
      const q = quietNo++;
      noises = Array.from({ length: 5 }, (_, j) => NOISES[(q * 5 + j) % NOISES.length]);
    }
    const w = buildWindow(estate, format, r, t0, minutes, target, noises, f, startAfter);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), w.text);
    const note = f
      ? `${estate.company}: ${f.note}.`
      : `${estate.company}, nothing broken: ${noises
          .slice(0, 3)
          .map((x) => x.note)
          .join("; ")}.`;
    return {
      id,
      file,
      format,
      isIncident: !!f,
      originService: f ? estate.svc[f.role].name : null,
      category: f ? f.category : null,
      errorTypeHints: f ? f.hints : [],
      incidentStart: w.start === null ? null : new Date(w.start).toISOString(),
      expectedSeverityAtLeast: f ? f.severity : null,
      split: "tune",
      note,
      lines: w.lines,
    };
  });
  const splits = assignSplit(
    labels.map((l) => l.category),
    r,
  );
  labels.forEach((l, i) => {
    l.split = splits[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

const layouts = (labels: Quiet98Label[]) =>
  FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");

runHoldoutCli(import.meta.url, "quiet98", generateQuiet98, layouts);
