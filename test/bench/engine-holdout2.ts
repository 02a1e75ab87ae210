// Second blind holdout for the diagnosis engine, written without reading the engine or the first
// holdout's scenarios: 78 incidents (6 per root-cause category) + 10 quiet windows, over eight invented
// estates (a TrainTicket-like rail booking system, a parcel carrier, a bank's card platform, a game
// backend, a clinic scheduling system, a streaming storefront, a serverless order pipeline, a cloud
// control plane) and 26 layouts (kubectl --prefix, Docker json-file, CRI files, fluent-bit CRI JSON,
// logback inside JSON `log`, log4j2 JSON, Python logging under compose, structlog, Rails via Papertrail,
// zap, slog, logrus, pino, bunyan, winston, Serilog compact, .NET console, nginx mixed with apps, RFC 3164
// and 5424 syslog, journald export, OpenTelemetry JSON, GCP, Datadog, ECS, CloudWatch Lambda text).
// Each scenario is a request-level simulation: callers retry and report the failure in their own
// words (often louder than the origin), noisy services log constant errors, clocks are skewed up to
// 300 ms, some origins log WARN only or go silent (kubelet / systemd / kernel report them).
// Deterministic (seeded PRNG per scenario). Not part of `npm test`.
//
//   npx tsx test/bench/engine-holdout2.ts --out DIR     # one log file per scenario + labels.json
//
// Every scenario carries a `note` naming the failure mode (public postmortem class); labels follow
// shared/data/incidents/README.md plus `split` ("tune" | "locked", half of each category each) and `note`.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { CATEGORIES } from "../../shared/domain/analysis-vocabulary.js";
import type { NotedLabel } from "./engine-metrics.js";
import { ESTATES } from "./holdout2/estates.js";
import { int, pick, rngFrom } from "./holdout2/kit.js";
import { EXT, type Layout } from "./holdout2/layouts.js";
import type { Scn } from "./holdout2/parts.js";
import { PART1 } from "./holdout2/scn-1.js";
import { PART2, QUIET } from "./holdout2/scn-2.js";
import { type Distractors, simulate } from "./holdout2/sim.js";

export interface Holdout2Label extends NotedLabel {
  format: Layout;
}

type Spec = Omit<Scn, "minutes" | "onset" | "size" | "distract"> & Partial<Scn>;

const CATS = CATEGORIES;

/** Round robin over the categories so ids do not group; a quiet window after each round and a half. */
export function ordered(): Array<{ spec: Spec; split: "tune" | "locked" }> {
  const all = [...PART1, ...PART2];
  const by = new Map<string, Spec[]>(CATS.map((c) => [c, all.filter((x) => x.cat === c)]));
  const out: Array<{ spec: Spec; split: "tune" | "locked" }> = [];
  let q = 0;
  for (let round = 0; round < 6; round++) {
    for (const [i, c] of CATS.entries()) {
      const list = by.get(c)!;
      if (round < list.length) out.push({ spec: list[round], split: (round + i) % 2 === 0 ? "tune" : "locked" });
      if (i === 6 && q < QUIET.length) {
        out.push({ spec: QUIET[q], split: q % 2 === 0 ? "tune" : "locked" });
        q++;
      }
    }
  }
  while (q < QUIET.length) {
    out.push({ spec: QUIET[q], split: q % 2 === 0 ? "tune" : "locked" });
    q++;
  }
  return out;
}

function complete(spec: Spec, id: string): Scn {
  const r = rngFrom(`${id}/shape`);
  const minutes = spec.minutes ?? int(r, 10, 40);
  const short = r() < 0.25;
  const onset = spec.onset ?? (short ? int(r, 20, 55) : int(r, 60, Math.floor(minutes * 60 * 0.6)));
  const u = r();
  const size = spec.size ?? (u < 0.12 ? int(r, 850, 1400) : u < 0.9 ? int(r, 1500, 12000) : int(r, 14000, 19000));
  const est = ESTATES[spec.estate];
  const others = est.svcs.map((x) => x.name).filter((n) => n !== spec.origin);
  const quiet = spec.cat === null;
  const d: Distractors = {
    deploy: quiet || r() < 0.4 ? pick(r, others) : undefined,
    health404: quiet ? r() < 0.6 : r() < 0.3,
    cron: (quiet ? r() < 0.6 : r() < 0.25) ? pick(r, others) : undefined,
    transient502: quiet ? r() < 0.7 : r() < 0.25,
    retryOk: quiet ? r() < 0.7 : r() < 0.3,
  };
  return { ...spec, minutes, onset, size, distract: spec.distract ?? d };
}

export function generateHoldout2(outDir: string): Holdout2Label[] {
  mkdirSync(outDir, { recursive: true });
  const labels: Holdout2Label[] = [];
  ordered().forEach(({ spec, split }, k) => {
    const id = `h2-${String(k + 1).padStart(2, "0")}`;
    const sc = complete(spec, id);
    const est = ESTATES[sc.estate];
    const avgLen = est.flows.reduce((a, f) => a + f.length, 0) / est.flows.length;
    const perReq = avgLen * (sc.layout === "lambda-text" ? 3.2 : 0.8) + (sc.layout === "nginx-mixed" ? 1 : 0.3);
    let rate = sc.size / (sc.minutes * 60 * perReq);
    let res = simulate({
      id,
      estate: est,
      layout: sc.layout,
      minutes: sc.minutes,
      onsetSec: sc.onset,
      rate,
      origin: sc.origin,
      fault: sc.fault,
      distract: sc.distract,
    });
    for (let tries = 0; tries < 4 && (res.lines.length > 20000 || res.lines.length < 800); tries++) {
      rate *= Math.min(3, Math.max(0.3, sc.size / res.lines.length));
      res = simulate({
        id,
        estate: est,
        layout: sc.layout,
        minutes: sc.minutes,
        onsetSec: sc.onset,
        rate,
        origin: sc.origin,
        fault: sc.fault,
        distract: sc.distract,
      });
    }
    const file = `${id}.${EXT[sc.layout]}`;
    writeFileSync(join(outDir, file), `${res.lines.join("\n")}\n`);
    const inc = sc.cat !== null && sc.fault !== undefined;
    labels.push({
      id,
      file,
      format: sc.layout,
      isIncident: inc,
      originService: inc ? sc.origin! : null,
      category: inc ? sc.cat : null,
      errorTypeHints: inc ? sc.hints : [],
      incidentStart: inc ? new Date(res.onset).toISOString() : null,
      expectedSeverityAtLeast: inc ? sc.sev : null,
      split,
      note: sc.note,
      lines: res.lines.length,
    });
  });
  writeFileSync(join(outDir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const k = process.argv.indexOf("--out");
  const out = resolve(k > 0 && process.argv[k + 1] ? process.argv[k + 1] : ".holdout2");
  const labels = generateHoldout2(out);
  console.log(`wrote ${labels.length} scenarios to ${out}`);
}
